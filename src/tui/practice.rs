//! Practice: a random tree to solve by hand. The learner types each inner node's value (what
//! alpha-beta computes there), marks the moves alpha-beta never looks at, and asks for a check;
//! each answer is marked right or wrong, the first mistake explained in the step-through's words.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use crate::catalog::tree::exam::Sitting;
use crate::tr;

use crate::engine::replay::Replay;
use crate::engine::search::search_traced;
use crate::engine::trace::{EventKind, MAX_EVENT_CAP, Trace};
use crate::engine::{Control, Score, SearchConfig};
use crate::games::tree::{Kind, Order, Tree, TreeGame};
use crate::rng::Rng;
use crate::session::{self, Tree as Recorded};
use crate::tui::keys::Action;
use crate::tui::narrate::narrate;

/// The trees `grow` steps through, easiest first: (depth, moves a node from, to).
pub const LADDER: [(u32, (u32, u32)); 8] = [
    (2, (2, 2)),
    (2, (2, 3)),
    (3, (2, 2)),
    (3, (2, 3)),
    (3, (3, 3)),
    (4, (2, 3)),
    (4, (3, 3)),
    (5, (2, 3)),
];

/// The step of `LADDER` the options stand on: the last no larger than them.
pub fn level(options: &Options) -> usize {
    let size = |(depth, (lo, hi)): (u32, (u32, u32))| (depth, hi, lo);
    let here = size((options.depth, options.branching));
    LADDER.iter().rposition(|&step| size(step) <= here).unwrap_or(0)
}

/// "(your answer: 4)", or that there was none.
fn your_answer(typed: Option<String>) -> String {
    match typed {
        Some(typed) => tr!("practice-your-answer", typed = typed),
        None => tr!("practice-no-answer"),
    }
}

/// "level 4 of 8: depth 3, 2 or 3 moves a node".
pub fn level_words(options: &Options) -> String {
    let (lo, hi) = options.branching;
    let moves = match lo == hi {
        true => lo.to_string(),
        false => tr!("practice-moves-range", lo = lo, hi = hi),
    };
    let (level, levels, depth) = (level(options) + 1, LADDER.len(), options.depth);
    let mut args = crate::i18n::FluentArgs::new();
    args.set("level", level);
    args.set("levels", levels);
    args.set("depth", depth);
    args.set("moves", moves);
    let (prunes, ties) = asked(options);
    args.set("prunes", prunes);
    let id = match (prunes, ties) {
        (0, _) => "practice-level",
        (1, 0) => "practice-level-prune",
        (_, 0) => "practice-level-prunes",
        (_, _) => "practice-level-prunes-tie",
    };
    crate::i18n::text(id, Some(&args))
}

/// Most nodes of a tree given to practise on: more cannot be drawn at any size the app takes, nor
/// traced by hand.
pub const MAX_PRACTICE_NODES: usize = 200;

/// How near a typed value must be: a chance node's average is rarely a whole number, and two
/// decimals say which it is (11.33 for 34/3).
const TOLERANCE: f64 = 0.005 + 1e-9;

/// What trees to practise on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Plies from the root to the leaves (1 to 5).
    pub depth: u32,
    /// Moves per inner node, from the first to the second (2 to 5).
    pub branching: (u32, u32),
    /// Leaf values, from the first to the second.
    pub values: (i32, i32),
    /// Some MIN levels are chance nodes (expectimax).
    pub chance: bool,
    /// Prune only once v > β (CS188), not once v ≥ β (AIMA).
    pub strict: bool,
    /// MIN moves first at the root (dealt trees; a given tree says its own kinds).
    pub root_min: bool,
    /// The root's window (α, β), MAX's, as an exercise gives it; the full window when `None`.
    pub window: Option<(i32, i32)>,
    /// Each tree right at its first check deals the next a step up `LADDER`, each wrong one a
    /// step down.
    pub grow: bool,
    /// Ask α and β at every inner node too, as it is entered and as it returns.
    pub windows: bool,
    pub seed: u64,
}

impl Options {
    /// The shape of the trees dealt.
    pub fn shape(&self) -> crate::games::tree::Shape {
        crate::games::tree::Shape {
            depth: self.depth,
            branching: self.branching,
            values: self.values,
            chance: self.chance,
            root_min: self.root_min,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            depth: 3,
            branching: (2, 3),
            values: (0, 20),
            chance: false,
            strict: false,
            root_min: false,
            window: None,
            grow: false,
            windows: false,
            seed: 1,
        }
    }
}

/// Sitting an exam: the sitting, the deadline, and whether it passed.
pub struct ExamMode {
    pub sitting: Sitting,
    pub deadline: Option<Instant>,
    pub over: bool,
}

/// How one answer came out after a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Right,
    Wrong,
}

/// Which answer at a node typing is for: its value, or (`--windows`) α and β as it is entered
/// or as it returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Value,
    Entered,
    Returned,
}

impl Field {
    pub fn words(self) -> String {
        match self {
            Field::Value => tr!("practice-field-value"),
            Field::Entered => tr!("practice-field-entered"),
            Field::Returned => tr!("practice-field-returned"),
        }
    }
}

/// Whether a window is closed: the node cuts off (α ≥ β, or under the strict rule α > β).
fn closed((alpha, beta): (Score, Score), strict: bool) -> bool {
    match strict {
        true => alpha > beta,
        false => alpha >= beta,
    }
}

/// A window as typed: `α,β`, each a number or ±∞ (a lone `-` or `+`, or `-inf`, `inf`, `−∞`,
/// `+∞`, `∞`).
pub fn parse_window(text: &str) -> Option<(f64, f64)> {
    let bound = |t: &str| match t.trim().replace('−', "-").as_str() {
        "-" | "-inf" | "-∞" => Some(f64::NEG_INFINITY),
        "+" | "inf" | "+inf" | "∞" | "+∞" => Some(f64::INFINITY),
        number => number.parse::<f64>().ok().filter(|v| v.is_finite()),
    };
    let (alpha, beta) = text.split_once(',')?;
    Some((bound(alpha)?, bound(beta)?))
}

/// What the search computes at each tree node it reaches, and the moves it prunes: the answers,
/// found once per tree (every frame asks).
pub struct Truth {
    pub values: HashMap<u32, Score>,
    pub pruned: HashSet<u32>,
    /// Each searched inner node's window (α, β) as it is entered and as it returns: the entry
    /// window raised (MAX) or lowered (MIN) by each value found, except the one that cuts the
    /// node off (a cutoff returns at once, as AIMA figure 5.7 and CS188 write it).
    pub windows: HashMap<u32, [(Score, Score); 2]>,
}

impl Truth {
    fn of(search: &Recorded, strict: bool) -> Truth {
        let trace = &search.trace;
        let values = trace
            .nodes
            .iter()
            .filter(|n| n.first_child != crate::engine::trace::NONE)
            .filter_map(|n| Some((n.mv.unwrap_or(0), n.value?)))
            .collect();
        // By recorded node: the window as it will return. A change that closes the window is
        // the cutoff's (the engine moves the bound, then tests it; the textbook returns first),
        // whether or not moves were left to prune.
        let mut open: HashMap<u32, (Score, Score)> = HashMap::new();
        for event in &trace.events {
            let node = &trace.nodes[event.node as usize];
            let now = open.entry(event.node).or_insert((node.alpha, node.beta));
            let moved = match event.kind {
                EventKind::RaiseAlpha => (event.value, now.1),
                EventKind::LowerBeta => (now.0, event.value),
                _ => continue,
            };
            if !closed(moved, strict) {
                *now = moved;
            }
        }
        let windows = trace
            .nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.first_child != crate::engine::trace::NONE && n.value.is_some())
            .map(|(id, n)| {
                let entry = (n.alpha, n.beta);
                let back = open.get(&(id as u32)).copied().unwrap_or(entry);
                (n.mv.unwrap_or(0), [entry, back])
            })
            .collect();
        Truth { values, pruned: trace.pruned.iter().copied().collect(), windows }
    }
}

pub struct Practice {
    pub options: Options,
    rng: Rng,
    pub game: TreeGame,
    /// Every node of the tree, recorded by a search without pruning: what is drawn, and where
    /// the cursor goes. Recorded ids map to the tree's own by their move (the child's id).
    pub whole: Recorded,
    /// The search to reproduce (alpha-beta with the rule asked for), recorded.
    pub search: Recorded,
    pub truth: Truth,
    /// The recorded node (of `whole`) the cursor is on.
    pub cursor: u32,
    pub typed: String,
    /// Values typed, by tree node.
    pub values: HashMap<u32, String>,
    /// Nodes marked as never looked at, by tree node.
    pub pruned: HashSet<u32>,
    /// After a check: each answer's mark, by tree node.
    pub marks: HashMap<u32, Mark>,
    pub revealed: bool,
    /// Which answer at the cursor's node typing goes to (`--windows`).
    pub field: Field,
    /// Windows typed (`--windows`), by tree node and field.
    pub windows: HashMap<(u32, Field), String>,
    /// After a check: each window's mark.
    pub window_marks: HashMap<(u32, Field), Mark>,
    pub message: Option<String>,
    /// Trees solved without a mistake, and trees checked, this session.
    pub session: (u32, u32),
    /// This tree has been counted in `session`.
    counted: bool,
    /// `c` was pressed on an empty sheet once: the next checks it.
    asked_empty: bool,
    /// How this tree's first check came out (`None`: not checked, or revealed first).
    first_right: Option<bool>,
    /// The tree was given (`--tree`), not dealt.
    pub given: bool,
    /// Sitting an exam (`minimax exam --sit`): no checks, answers saved as typed, a deadline.
    pub exam: Option<ExamMode>,
    /// Whether the last frame drew the tree (the window decides, and only the drawing knows):
    /// `c` grades only answers the learner could see (it graded an unseen tree "15 of 15 wrong").
    pub drawn: std::cell::Cell<bool>,
}

impl Practice {
    pub fn new(options: Options) -> Practice {
        let mut rng = Rng::new(options.seed);
        let (game, whole, search) = deal(&options, &mut rng);
        Practice::on(options, rng, game, whole, search)
    }

    /// Practice on a given tree (`minimax practice --tree`), checked by `fits` first; `n` then
    /// deals random trees of the options' shape.
    pub fn of_tree(options: Options, tree: Tree) -> Practice {
        debug_assert_eq!(Practice::fits(&tree), Ok(()));
        Practice::given(options, tree)
    }

    fn given(options: Options, tree: Tree) -> Practice {
        let rng = Rng::new(options.seed);
        let (game, whole, search) = recorded(&options, tree);
        Practice { given: true, ..Practice::on(options, rng, game, whole, search) }
    }

    /// Whether a tree can be practised on: small enough to draw and trace by hand. (Answers are
    /// kept by name: the parser names every node once, refusing a label used twice.)
    pub fn fits(tree: &Tree) -> Result<(), String> {
        match tree.nodes.len() {
            n if n > MAX_PRACTICE_NODES => {
                Err(tr!("practice-too-large", n = n, most = MAX_PRACTICE_NODES))
            }
            _ => Ok(()),
        }
    }

    fn on(options: Options, rng: Rng, game: TreeGame, whole: Recorded, search: Recorded) -> Self {
        Practice {
            options,
            rng,
            game,
            truth: Truth::of(&search, options.strict),
            whole,
            search,
            cursor: 0,
            typed: String::new(),
            values: HashMap::new(),
            pruned: HashSet::new(),
            marks: HashMap::new(),
            revealed: false,
            field: if options.windows { Field::Entered } else { Field::Value },
            windows: HashMap::new(),
            window_marks: HashMap::new(),
            message: None,
            session: (0, 0),
            counted: false,
            asked_empty: false,
            first_right: None,
            given: false,
            exam: None,
            drawn: std::cell::Cell::new(true),
        }
    }

    /// A student sitting an exam: the student's tree, the exam's rule; the clock starts `now`.
    pub fn sitting(sitting: Sitting, now: Instant) -> Practice {
        let options = Options { strict: sitting.strict, ..Options::default() };
        let deadline = sitting.minutes.map(|m| now + Duration::from_secs(u64::from(m) * 60));
        // The exam's own shape, as large as practice deals (`fits` is for trees typed in): one
        // too large for the window says so, as a dealt one does.
        let mut practice = Practice::given(options, sitting.tree.clone());
        practice.exam = Some(ExamMode { sitting, deadline, over: false });
        practice.message = Some(tr!("practice-exam-saving"));
        practice
    }

    /// Time passed: at the exam's deadline the answers are handed in and the sheet closes.
    pub fn tick(&mut self, now: Instant) {
        let Some(exam) = &mut self.exam else { return };
        if exam.over || exam.deadline.is_none_or(|d| now < d) {
            return;
        }
        exam.over = true;
        self.message = Some(match self.save() {
            Ok(path) => tr!("practice-time-up-saved", path = path),
            Err(why) => tr!("practice-time-up-unsaved", why = why),
        });
    }

    /// Writes the exam's answer file from the answers so far.
    fn save(&self) -> Result<String, String> {
        let Some(exam) = &self.exam else { return Ok(String::new()) };
        let path = &exam.sitting.answer;
        let text = exam.sitting.answer_text(&self.values, &self.pruned);
        crate::files::replace_own(path, &text)?;
        Ok(path.display().to_string())
    }

    /// The tree node under a recorded node of `whole`.
    pub fn node_of(&self, recorded: u32) -> u32 {
        self.whole.node(recorded).mv.unwrap_or(0)
    }

    /// The value the search computes at a tree node, as the tree writes values (`None`: the
    /// search never reaches it, or it is a leaf).
    pub fn answer_of(&self, node: u32) -> Option<String> {
        self.truth.values.get(&node).map(|v| self.game.tree.value_text(*v))
    }

    /// A window's bound as the tree writes values, ±∞ for an open side.
    pub fn bound_text(&self, bound: Score) -> String {
        match bound {
            b if b >= crate::engine::score::INFINITY => "+∞".into(),
            b if b <= -crate::engine::score::INFINITY => "−∞".into(),
            b => self.game.tree.value_text(b),
        }
    }

    pub fn is_pruned(&self, node: u32) -> bool {
        self.truth.pruned.contains(&node)
    }

    pub fn update(&mut self, action: Action) {
        self.message = None;
        if self.exam.as_ref().is_some_and(|e| e.over) {
            self.message = Some(tr!("practice-time-was-up"));
            return;
        }
        if self.exam.is_some()
            && !matches!(action, Action::Check | Action::Reveal | Action::NextTree)
        {
            self.edit(action);
            if matches!(action, Action::Confirm | Action::MarkPruned)
                && let Err(why) = self.save()
            {
                self.message = Some(tr!("practice-not-saved", why = why));
            }
            return;
        }
        self.edit(action);
    }

    /// A key that moves or answers (and in practice, checks, reveals or deals).
    fn edit(&mut self, action: Action) {
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => self.move_cursor(action),
            Action::Type(c) if self.typed.len() < 12 => self.typed.push(c),
            Action::Backspace => {
                self.typed.pop();
            }
            Action::Confirm if self.field != Field::Value => self.enter_window(),
            Action::Confirm => self.enter_value(),
            Action::NextField if self.options.windows => {
                self.field = self.next_field();
                self.typed.clear();
            }
            Action::NextField => self.message = Some(tr!("practice-windows-only")),
            Action::MarkPruned => {
                let node = self.node_of(self.cursor);
                if node != 0 && !self.pruned.remove(&node) {
                    self.pruned.insert(node);
                }
                self.marks.clear();
            }
            Action::Check => self.check(),
            Action::Reveal => {
                self.revealed = true;
                self.count(false);
                self.message = Some(tr!("practice-revealed"));
            }
            Action::NextTree => self.next_tree(),
            _ => {}
        }
    }

    /// `n`: a new tree; with `grow`, a step harder after a tree right at the first check and a
    /// step easier after one wrong (one skipped or revealed unchecked stays).
    fn next_tree(&mut self) {
        let step = match (self.options.grow, self.first_right) {
            (true, Some(true)) => Some(("practice-new-tree-harder", 1)),
            (true, Some(false)) => Some(("practice-new-tree-easier", -1)),
            _ => None,
        };
        if let Some((_, by)) = step {
            let at = level(&self.options) as i64 + by;
            let (depth, branching) = LADDER[at.clamp(0, LADDER.len() as i64 - 1) as usize];
            self.options = Options { depth, branching, ..self.options };
        }
        let (game, whole, search) = deal(&self.options, &mut self.rng);
        self.truth = Truth::of(&search, self.options.strict);
        (self.game, self.whole, self.search) = (game, whole, search);
        self.cursor = 0;
        self.typed.clear();
        self.values.clear();
        self.pruned.clear();
        self.marks.clear();
        self.windows.clear();
        self.window_marks.clear();
        self.revealed = false;
        self.counted = false;
        self.first_right = None;
        self.asked_empty = false;
        self.given = false;
        self.message = Some(match (step, self.options.grow) {
            (Some((id, _)), _) => {
                let mut args = crate::i18n::FluentArgs::new();
                args.set("level", level_words(&self.options));
                crate::i18n::text(id, Some(&args))
            }
            (None, true) => tr!("practice-new-tree-level", level = level_words(&self.options)),
            (None, false) => tr!("practice-new-tree"),
        });
    }

    fn enter_value(&mut self) {
        let node = self.node_of(self.cursor);
        let text = std::mem::take(&mut self.typed);
        if self.game.tree.node(node).children.is_empty() {
            self.message = Some(tr!("practice-leaf-given"));
        } else if text.trim().is_empty() {
            self.values.remove(&node);
        } else if text.trim().parse::<f64>().is_err() {
            self.message = Some(tr!("practice-not-a-number", text = text));
        } else {
            self.values.insert(node, text.trim().to_string());
            self.marks.clear();
            match self.options.windows {
                true => self.field = Field::Returned,
                false => self.cursor = self.next_inner(self.cursor),
            }
        }
    }

    /// The field after this one at a node, in the search's order: entered, value, returned.
    fn next_field(&self) -> Field {
        match self.field {
            Field::Entered => Field::Value,
            Field::Value => Field::Returned,
            Field::Returned => Field::Entered,
        }
    }

    /// Enter with a window field: `α,β` typed is the node's window there; the next field (or
    /// after the window returned, the next inner node) follows.
    fn enter_window(&mut self) {
        let node = self.node_of(self.cursor);
        let text = std::mem::take(&mut self.typed);
        if self.game.tree.node(node).children.is_empty() {
            self.message = Some(tr!("practice-window-at-inner"));
        } else if text.trim().is_empty() {
            self.windows.remove(&(node, self.field));
        } else if parse_window(&text).is_none() {
            self.message = Some(tr!("practice-not-a-window", text = text));
        } else {
            self.windows.insert((node, self.field), text.trim().to_string());
            self.window_marks.clear();
            if self.field == Field::Returned {
                self.cursor = self.next_inner(self.cursor);
            }
            self.field = self.next_field();
        }
    }

    /// The inner node after `at` in the order a search enters them (depth first, moves as
    /// written), or `at` at the last: where a typed value moves the cursor on. The order is the
    /// whole tree's, pruned or not, so it tells nothing of the answers.
    fn next_inner(&self, at: u32) -> u32 {
        let trace = &self.whole.trace;
        let mut order = Vec::new();
        let mut stack = vec![0u32];
        while let Some(id) = stack.pop() {
            let children: Vec<u32> = trace.children(id).collect();
            if !children.is_empty() {
                order.push(id);
            }
            stack.extend(children.into_iter().rev());
        }
        let place = order.iter().position(|&id| id == at);
        place.and_then(|i| order.get(i + 1)).copied().unwrap_or(at)
    }

    fn move_cursor(&mut self, action: Action) {
        let node = self.whole.node(self.cursor);
        let siblings: Vec<u32> = match node.parent {
            crate::engine::trace::NONE => vec![self.cursor],
            parent => self.whole.trace.children(parent).collect(),
        };
        let place = siblings.iter().position(|&s| s == self.cursor).unwrap_or(0);
        self.cursor = match action {
            Action::Up if node.parent != crate::engine::trace::NONE => node.parent,
            Action::Down => self.whole.trace.children(self.cursor).next().unwrap_or(self.cursor),
            Action::Left => siblings[place.saturating_sub(1)],
            Action::Right => siblings[(place + 1).min(siblings.len() - 1)],
            _ => self.cursor,
        };
        self.typed.clear();
    }

    /// Marks every answer and explains the first mistake, in the order the search meets them.
    fn check(&mut self) {
        // An empty sheet checked is every answer wrong: said first, checked on a second c.
        let empty = self.values.is_empty() && self.pruned.is_empty();
        if empty && !std::mem::replace(&mut self.asked_empty, true) {
            self.message = Some(tr!("practice-empty-sheet"));
            return;
        }
        if !self.drawn.get() {
            self.message = Some(tr!("practice-tree-hidden"));
            return;
        }
        let Truth { values, pruned, windows } = &self.truth;
        self.marks.clear();
        self.window_marks.clear();
        if self.options.windows {
            let scale = self.game.tree.scale;
            let real = |s: Score| match s {
                s if s >= crate::engine::score::INFINITY => f64::INFINITY,
                s if s <= -crate::engine::score::INFINITY => f64::NEG_INFINITY,
                s => s as f64 / scale as f64,
            };
            let near = |a: f64, b: f64| a == b || (a - b).abs() < TOLERANCE;
            for (&node, &[entry, back]) in windows {
                for (field, (alpha, beta)) in [(Field::Entered, entry), (Field::Returned, back)] {
                    let typed = self.windows.get(&(node, field)).and_then(|t| parse_window(t));
                    let right =
                        typed.is_some_and(|(a, b)| near(a, real(alpha)) && near(b, real(beta)));
                    self.window_marks
                        .insert((node, field), if right { Mark::Right } else { Mark::Wrong });
                }
            }
        }
        let tree = &self.game.tree;
        for (&node, &value) in values {
            let right =
                self.values.get(&node).and_then(|t| t.parse::<f64>().ok()).is_some_and(|typed| {
                    (typed - value as f64 / tree.scale as f64).abs() < TOLERANCE
                });
            self.marks.insert(node, if right { Mark::Right } else { Mark::Wrong });
        }
        for &node in pruned.iter().chain(self.pruned.iter()) {
            let right = pruned.contains(&node) == self.pruned.contains(&node);
            self.marks.insert(node, if right { Mark::Right } else { Mark::Wrong });
        }
        let all = self.marks.values().chain(self.window_marks.values());
        let wrong = all.clone().filter(|m| **m == Mark::Wrong).count();
        let answers = all.count();
        self.count(wrong == 0);
        self.message = Some(match self.first_mistake() {
            None => tr!("practice-all-right", n = answers),
            Some(why) => tr!("practice-wrong", wrong = wrong, n = answers, why = why),
        });
    }

    fn count(&mut self, perfect: bool) {
        if !self.counted {
            self.counted = true;
            self.first_right = Some(perfect);
            self.session.1 += 1;
            self.session.0 += u32::from(perfect);
        }
    }

    /// The event where the search meets the first wrong answer: a node entered though marked
    /// pruned, a node done with a value other than the one typed, or a cutoff of moves not
    /// marked.
    fn first_mistake_event(&self) -> Option<usize> {
        let trace = &self.search.trace;
        let wrong = |node: u32| self.marks.get(&node) == Some(&Mark::Wrong);
        let window = |node: u32, f| self.window_marks.get(&(node, f)) == Some(&Mark::Wrong);
        trace.events.iter().position(|e| {
            let node = trace.nodes[e.node as usize].mv.unwrap_or(0);
            match e.kind {
                EventKind::Enter => {
                    (wrong(node) && self.pruned.contains(&node)) || window(node, Field::Entered)
                }
                EventKind::Exit => wrong(node) || window(node, Field::Returned),
                EventKind::Cutoff => trace.pruned_moves(e.node).iter().any(|&p| wrong(p)),
                _ => false,
            }
        })
    }

    /// The first wrong answer in the search's order, explained by the step it concerns.
    pub fn first_mistake(&self) -> Option<String> {
        let Some(at) = self.first_mistake_event() else {
            // A mark on a node below a pruned move, or a value where the search never goes.
            return self.marks.iter().find(|(_, m)| **m == Mark::Wrong).map(|(node, _)| {
                tr!("practice-never-there", node = self.game.tree.node(*node).label.as_str())
            });
        };
        let trace = &self.search.trace;
        let event = trace.events[at];
        let node = trace.nodes[event.node as usize].mv.unwrap_or(0);
        let mut replay = Replay::new(trace);
        replay.seek(trace, at + 1);
        let place = |id: u32| self.search.label(id).to_string();
        let said = narrate(&self.search, &replay, &place);
        let window = |f| self.window_marks.get(&(node, f)) == Some(&Mark::Wrong);
        let entered_wrong = event.kind == EventKind::Enter && !self.pruned.contains(&node);
        if entered_wrong
            || (event.kind == EventKind::Exit
                && !self.marks.get(&node).is_some_and(|m| *m == Mark::Wrong)
                && window(Field::Returned))
        {
            let field = if entered_wrong { Field::Entered } else { Field::Returned };
            let typed = self.windows.get(&(node, field)).cloned();
            let why = self.window_rule(event.node, field);
            return Some(format!("{said} {why} {}", your_answer(typed)));
        }
        let yours = match event.kind {
            EventKind::Exit => {
                let rule = self.rule(event.node).map_or(String::new(), |r| format!(" {r}"));
                format!("{rule} {}", your_answer(self.values.get(&node).cloned()))
            }
            EventKind::Enter => format!(" {}", tr!("practice-marked-never")),
            _ => format!(" {}", tr!("practice-not-marked")),
        };
        Some(format!("{said}{yours}"))
    }

    /// Where Star1 (Ballard 1983) could stop a chance node early, in words: with every leaf
    /// within the tree's bounds, the first move after which the average can no longer reach the
    /// node's window — at most α whatever the rest hold (or at least β) — which the moves after
    /// it need not be searched for; `None` where the node is not a searched chance node.
    pub fn star1(&self, node: u32) -> Option<String> {
        let tree = &self.game.tree;
        let at = tree.node(node);
        if at.kind != Kind::Chance || at.children.is_empty() {
            return None;
        }
        let &[(alpha, beta), _] = self.truth.windows.get(&node)?;
        let leaves = tree.nodes.iter().filter(|n| n.children.is_empty()).filter_map(|n| n.value);
        let (low, high) = leaves.fold((Score::MAX, Score::MIN), |(l, h), v| (l.min(v), h.max(v)));
        let n = at.children.len();
        let odds = |i: usize| at.probabilities.get(i).copied().unwrap_or(1.0 / n as f64);
        let value = |c: u32| self.truth.values.get(&c).copied().or(tree.node(c).value);
        let (real, text) = (|s: Score| s as f64, |v: f64| self.bound_text(v.round() as Score));
        let (mut sum, mut weight) = (0.0, 0.0);
        for (i, &c) in at.children.iter().enumerate().take(n - 1) {
            sum += odds(i) * real(value(c)?);
            weight += odds(i);
            let (most, least) =
                (sum + (1.0 - weight) * real(high), sum + (1.0 - weight) * real(low));
            let label = &tree.node(c).label;
            let (le, ge) = if self.options.strict { ("<", ">") } else { ("≤", "≥") };
            let bounds = format!("[{}, {}]", text(real(low)), text(real(high)));
            let strict = self.options.strict;
            let stop = if alpha > -crate::engine::score::INFINITY
                && (most < real(alpha) || (!strict && most == real(alpha)))
            {
                Some(("star1-at-most", most, le, alpha))
            } else if beta < crate::engine::score::INFINITY
                && (least > real(beta) || (!strict && least == real(beta)))
            {
                Some(("star1-at-least", least, ge, beta))
            } else {
                None
            };
            if let Some((message, average, sign, bound)) = stop {
                let mut args = crate::i18n::FluentArgs::new();
                args.set("bounds", bounds);
                args.set("node", at.label.as_str());
                args.set("move", label.as_str());
                args.set("average", text(average));
                args.set("sign", sign);
                args.set("bound", text(real(bound)));
                return Some(crate::i18n::text(message, Some(&args)));
            }
        }
        Some(tr!("star1-no-stop", node = at.label.as_str()))
    }

    /// The rule that gives the searched node `id` its window as it is entered or returns, with
    /// the right window: "a node is entered with its parent's window as it stands: [α +3, β +∞]";
    /// "β on return is the smaller of β on entry (+9) and the values E found before it returned
    /// (e1 4): [α −∞, β +4]".
    fn window_rule(&self, id: u32, field: Field) -> String {
        let trace = &self.search.trace;
        let tree = &self.game.tree;
        let node = &trace.nodes[id as usize];
        let at = tree.node(node.mv.unwrap_or(0));
        let Some(&[entry, back]) = self.truth.windows.get(&node.mv.unwrap_or(0)) else {
            return String::new();
        };
        let text = |v: Score| self.bound_text(v);
        let shown = |(a, b): (Score, Score)| format!("[α {}, β {}]", text(a), text(b));
        if field == Field::Entered {
            return match node.parent {
                crate::engine::trace::NONE => {
                    tr!("window-root", window = shown(entry))
                }
                parent => {
                    let above =
                        tree.node(trace.nodes[parent as usize].mv.unwrap_or(0)).label.clone();
                    tr!(
                        "window-entered",
                        node = at.label.as_str(),
                        above = above,
                        window = shown(entry)
                    )
                }
            };
        }
        // The node's value closed its window: it returned before moving the bound.
        let closes = |window| closed(window, self.options.strict);
        let value = node.value.unwrap_or(0);
        let cut = match at.kind {
            Kind::Min => closes((entry.0, value)),
            _ => closes((value, entry.1)),
        };
        let found = self.found(id);
        let (message, bound) = match (at.kind, cut) {
            (Kind::Min, false) => ("window-return-beta", entry.1),
            (Kind::Min, true) => ("window-return-beta-cut", entry.1),
            (_, false) => ("window-return-alpha", entry.0),
            (_, true) => ("window-return-alpha-cut", entry.0),
        };
        let mut args = crate::i18n::FluentArgs::new();
        args.set("bound", text(bound));
        args.set("node", at.label.as_str());
        args.set("found", found);
        args.set("window", shown(back));
        crate::i18n::text(message, Some(&args))
    }

    /// The values the searched node `id` found, by move: "e1 4, e2 9".
    fn found(&self, id: u32) -> String {
        let trace = &self.search.trace;
        let tree = &self.game.tree;
        let found: Vec<String> = trace
            .children(id)
            .filter_map(|c| {
                let child = &trace.nodes[c as usize];
                Some(format!("{} {}", tree.node(child.mv?).label, tree.value_text(child.value?)))
            })
            .collect();
        found.join(", ")
    }

    /// The rule that gives the searched node `id` its value, with the values it was taken from:
    /// "MIN takes the smallest of the values it found (e1 4, e2 9): 4", and where it stopped
    /// early, why ("it stopped there: 4 ≤ α = 5, MAX above has 5 already").
    fn rule(&self, id: u32) -> Option<String> {
        let trace = &self.search.trace;
        let tree = &self.game.tree;
        let node = &trace.nodes[id as usize];
        let text = |v: Score| tree.value_text(v);
        let value = node.value?;
        let found = self.found(id);
        let kind = tree.node(node.mv.unwrap_or(0)).kind;
        let cut_short = !trace.pruned_moves(id).is_empty();
        let (ge, le) = if self.options.strict { (">", "<") } else { ("≥", "≤") };
        // Why the window's bound stood where it did: a side above, or the exercise's window.
        let (message, sign, bound, side) = match (kind, cut_short) {
            (Kind::Chance, _) => ("rule-chance", ge, node.beta, "MIN"),
            (Kind::Max, false) => ("rule-max", ge, node.beta, "MIN"),
            (Kind::Max, true) => ("rule-max-stopped", ge, node.beta, "MIN"),
            (Kind::Min, false) => ("rule-min", le, node.alpha, "MAX"),
            (Kind::Min, true) => ("rule-min-stopped", le, node.alpha, "MAX"),
        };
        let why = match id {
            0 => tr!("practice-why-root"),
            _ => tr!("practice-why-above", side = side, bound = text(bound)),
        };
        let mut args = crate::i18n::FluentArgs::new();
        args.set("found", found);
        args.set("value", text(value));
        args.set("sign", sign);
        args.set("bound", text(bound));
        args.set("why", why);
        Some(crate::i18n::text(message, Some(&args)))
    }

    /// The step of the first mistake, for the step-through to open on: the label of the node
    /// the event is at, and what happens there.
    pub fn first_mistake_step(&self) -> Option<(String, EventKind)> {
        let trace = &self.search.trace;
        let event = trace.events[self.first_mistake_event()?];
        Some((self.search.label(event.node).to_string(), event.kind))
    }

    /// The tree in the notation, to practise on elsewhere (`minimax play tree`).
    pub fn notation(&self) -> String {
        self.game.tree.notation()
    }

    /// The same tree and search as a game to step through.
    pub fn play_setup(&self) -> crate::tui::setup::PlaySetup {
        use crate::catalog::{Value, tree};
        let mut game = crate::tui::setup::GameSetup::default_for(&tree::TREE);
        game.values.set(tree::TEXT, Value::Text(Some(self.notation())));
        game.values.set(tree::CUT, Value::Choice(usize::from(self.options.strict)));
        let mode = crate::tui::setup::Mode::HumanVsPc;
        crate::tui::setup::PlaySetup { game, mode, config: self.config(), engines: [None, None] }
    }

    /// The search the answers are checked against.
    pub fn config(&self) -> SearchConfig {
        practice_config(&self.options, self.game.tree.scale)
    }
}

/// Alpha-beta as the exercise asks: the pruning rule, the moves as written, no table, and the
/// root's window (in the tree's units of `scale`).
fn practice_config(options: &Options, scale: Score) -> SearchConfig {
    let window =
        options.window.map(|(alpha, beta)| (alpha as Score * scale, beta as Score * scale));
    let default = SearchConfig::default();
    SearchConfig {
        alpha_beta: true,
        strict_cutoffs: options.strict,
        transposition_table: false,
        move_ordering: false,
        internal: crate::engine::config::Internal { root_window: window, ..default.internal },
        ..default
    }
}

/// A new random tree, recorded whole and as alpha-beta searches it.
fn deal(options: &Options, rng: &mut Rng) -> (TreeGame, Recorded, Recorded) {
    // Growing, a level asks for prunes and ties too: dealt again until the tree has them (or
    // after `TRIES`, the last dealt, so that a shape that cannot have them still deals).
    // Each try only searches (on the UI thread, a key's answer): the tree kept is recorded once.
    const TRIES: usize = 200;
    let (prunes, ties) = asked(options);
    let mut tree = crate::games::tree::deal(&options.shape(), rng);
    for _ in 1..TRIES {
        let (found_prunes, found_ties) = cutoffs(options, &tree);
        if found_prunes >= prunes && found_ties >= ties {
            break;
        }
        tree = crate::games::tree::deal(&options.shape(), rng);
    }
    recorded(options, tree)
}

/// The prunes and ties a growing practice asks of a tree at its level: none at the first two
/// levels, then a prune more every two levels, and from level 5 under AIMA's rule a tie (a cutoff
/// where the value equals the bound: where CS188's strict rule searches on).
pub fn asked(options: &Options) -> (usize, usize) {
    match options.grow {
        true => {
            let at = level(options);
            (at / 2, usize::from(at >= 4 && !options.strict))
        }
        false => (0, 0),
    }
}

/// The cutoffs of practice's search of `tree`, and how many of them are ties (the value equal
/// to the bound).
fn cutoffs(options: &Options, tree: &Tree) -> (usize, usize) {
    // Nothing asked, nothing to count (every dealt tree is kept).
    if asked(options) == (0, 0) {
        return (0, 0);
    }
    let game = TreeGame::new(tree.clone(), Order::Written);
    let config = practice_config(options, tree.scale);
    let mut trace = Trace::new(MAX_EVENT_CAP, config.algorithm);
    search_traced(&game, &0, &config, Control::default(), &mut trace).expect("nothing stops it");
    let cuts: Vec<_> = trace.events.iter().filter(|e| e.kind == EventKind::Cutoff).collect();
    (cuts.len(), cuts.iter().filter(|e| e.value == e.before).count())
}

/// A tree to practise on, recorded whole and as alpha-beta searches it.
fn recorded(options: &Options, tree: Tree) -> (TreeGame, Recorded, Recorded) {
    let scale = tree.scale;
    let game = TreeGame::new(tree, Order::Written);
    let record = |config: SearchConfig| {
        let mut trace = Trace::new(MAX_EVENT_CAP, config.algorithm);
        search_traced(&game, &0, &config, Control::default(), &mut trace)
            .expect("nothing stops it");
        by_node(&game, session::record_tree(&game, &0, trace, &config))
    };
    let whole = record(SearchConfig { alpha_beta: false, ..practice_config(options, scale) });
    let search = record(practice_config(options, scale));
    (game, whole, search)
}

/// A recorded search with its moves named by tree node, not by the order the search first met
/// them: the whole tree and the alpha-beta search meet nodes in different orders, and answers
/// are kept by tree node. (A dealt tree labels every node, so labels name nodes uniquely.)
fn by_node(game: &TreeGame, mut recorded: Recorded) -> Recorded {
    let tree = &game.tree;
    let nodes: Vec<u32> =
        recorded.labels.iter().map(|l| tree.find(l).expect("a label the tree has")).collect();
    recorded.trace = recorded.trace.map_moves(|i| nodes[i as usize]);
    recorded.root_moves = recorded.root_moves.iter().map(|&i| nodes[i as usize]).collect();
    recorded.labels =
        (0..tree.nodes.len() as u32).map(|id| tree.move_name(id).to_string()).collect();
    recorded
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer_everything(p: &mut Practice) {
        let (values, pruned) = (p.truth.values.clone(), p.truth.pruned.clone());
        for (node, value) in values {
            p.values.insert(node, p.game.tree.value_text(value));
        }
        p.pruned = pruned;
    }

    /// A node that stopped early says why, with the bound and whose it is.
    #[test]
    fn a_cutoff_is_explained_by_the_bound_above() {
        let tree =
            Tree::parse("A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6) D:(d1:14 d2:5 d3:2))", false);
        let mut p = Practice::of_tree(Options::default(), tree.unwrap());
        answer_everything(&mut p);
        let c = p.game.tree.find("C").unwrap();
        p.values.insert(c, "4".into());
        p.update(Action::Check);
        let message = p.message.clone().unwrap();
        let rule = "MIN takes the smallest of the values it found (c1 2): 2; it stopped there: \
                    2 ≤ α = 3, MAX above has 3 already.";
        assert!(message.contains(rule), "{message}");
        assert!(message.ends_with("(your answer: 4)"), "{message}");
    }

    /// `grow`: a tree right at its first check deals the next a step up the ladder, a wrong
    /// one a step down, one skipped the same; without it the trees keep their size.
    #[test]
    fn difficulty_grows_with_trees_right() {
        let options = Options { grow: true, depth: 3, branching: (2, 3), ..Options::default() };
        let mut p = Practice::new(options);
        assert_eq!(level(&p.options), 3);
        answer_everything(&mut p);
        p.update(Action::Check);
        p.update(Action::NextTree);
        assert_eq!((p.options.depth, p.options.branching), (3, (3, 3)), "a step harder");
        assert!(p.message.as_deref().unwrap().contains("a step harder: level 5 of 8"));
        let leaves = p.game.tree.nodes.iter().filter(|n| n.children.is_empty()).count();
        assert!(leaves >= 27, "three levels of three moves: {leaves}");
        p.update(Action::Check);
        p.update(Action::Check); // an empty sheet, checked: every answer wrong
        p.update(Action::NextTree);
        assert_eq!(level(&p.options), 3, "a step easier");
        p.update(Action::NextTree);
        assert_eq!(level(&p.options), 3, "skipped: the same");
        let mut fixed = Practice::new(Options { grow: false, ..options });
        answer_everything(&mut fixed);
        fixed.update(Action::Check);
        fixed.update(Action::NextTree);
        assert_eq!(fixed.options.depth, 3);
    }

    /// Plain minimax over the tree as written, independent of the engine.
    fn minimax(tree: &Tree, id: u32, max: bool) -> i64 {
        let node = tree.node(id);
        if node.children.is_empty() {
            return node.value.unwrap_or(0) as i64;
        }
        let values = node.children.iter().map(|&c| minimax(tree, c, !max));
        if max { values.max().unwrap() } else { values.min().unwrap() }
    }

    /// Expectimax over the tree as written, in the tree's units, independent of the engine.
    fn expectimax(tree: &Tree, id: u32) -> f64 {
        let node = tree.node(id);
        if node.children.is_empty() {
            return node.value.unwrap_or(0) as f64 / tree.scale as f64;
        }
        let values: Vec<f64> = node.children.iter().map(|&c| expectimax(tree, c)).collect();
        match node.kind {
            crate::games::tree::Kind::Chance => values.iter().sum::<f64>() / values.len() as f64,
            crate::games::tree::Kind::Max => values.iter().cloned().fold(f64::MIN, f64::max),
            crate::games::tree::Kind::Min => values.iter().cloned().fold(f64::MAX, f64::min),
        }
    }

    #[test]
    fn chance_practice_is_expectimax_everywhere_and_two_decimals_are_enough() {
        for seed in 1..10 {
            let options = Options { seed, depth: 3, chance: true, ..Options::default() };
            let mut p = Practice::new(options);
            let (values, pruned) = (p.truth.values.clone(), p.truth.pruned.clone());
            assert!(pruned.is_empty(), "expectimax reads every leaf");
            for (&node, &value) in &values {
                let exact = expectimax(&p.game.tree, node);
                let got = value as f64 / p.game.tree.scale as f64;
                // Averages are kept to the tree's scale (thousandths).
                let within = 0.5 / p.game.tree.scale as f64 + 1e-9;
                assert!((got - exact).abs() <= within, "seed {seed} node {node}: {got} vs {exact}");
                p.values.insert(node, format!("{exact:.2}"));
            }
            p.update(Action::Check);
            assert!(p.message.as_deref().unwrap().starts_with("all "), "{:?}", p.message);
        }
    }

    #[test]
    fn every_drawn_node_is_the_tree_node_it_names() {
        for seed in 1..20 {
            let p = Practice::new(Options { seed, depth: 4, ..Options::default() });
            for recorded in [&p.whole, &p.search] {
                for (id, n) in recorded.trace.nodes.iter().enumerate().skip(1) {
                    let node = n.mv.unwrap();
                    assert_eq!(recorded.label(id as u32), p.game.tree.node(node).label);
                }
            }
            // Unpruned, the whole tree is drawn: one recorded node per tree node.
            assert_eq!(p.whole.trace.nodes.len(), p.game.tree.nodes.len());
        }
    }

    #[test]
    fn the_root_value_typed_at_the_root_is_right() {
        let mut p = Practice::new(Options { seed: 5, ..Options::default() });
        let value = minimax(&p.game.tree, 0, true) as Score;
        p.cursor = 0;
        for c in p.game.tree.value_text(value).chars() {
            p.update(Action::Type(c));
        }
        p.update(Action::Confirm);
        p.update(Action::Check);
        assert_eq!(p.marks[&0], Mark::Right, "{:?}", p.message);
        // A leaf under the cursor takes no value.
        p.cursor = p
            .whole
            .trace
            .nodes
            .iter()
            .position(|n| n.first_child == crate::engine::trace::NONE)
            .unwrap() as u32;
        p.update(Action::Type('3'));
        p.update(Action::Confirm);
        assert!(!p.values.contains_key(&p.node_of(p.cursor)));
    }

    #[test]
    fn a_right_answer_is_all_right_and_the_same_seed_deals_the_same_tree() {
        let mut p = Practice::new(Options::default());
        answer_everything(&mut p);
        p.update(Action::Check);
        assert!(p.marks.values().all(|m| *m == Mark::Right), "{:?}", p.message);
        assert!(p.message.as_deref().unwrap().starts_with("all "));
        assert_eq!(p.session, (1, 1));
        assert_eq!(Practice::new(Options::default()).notation(), p.notation());
        p.update(Action::NextTree);
        assert_ne!(Practice::new(Options::default()).notation(), p.notation());
    }

    #[test]
    fn a_wrong_value_is_explained_where_the_search_decides_it() {
        let mut p = Practice::new(Options { seed: 7, ..Options::default() });
        answer_everything(&mut p);
        // Spoil the root's value.
        let root_value = p.values[&0].clone();
        p.values.insert(0, format!("{}", root_value.parse::<f64>().unwrap() + 1.0));
        p.update(Action::Check);
        assert_eq!(p.marks[&0], Mark::Wrong);
        let message = p.message.clone().unwrap();
        assert!(message.contains("1 of") && message.contains("is done: value"), "{message}");
        assert!(message.contains("your answer"), "{message}");
        assert_eq!(p.session, (0, 1));
    }

    #[test]
    fn a_wrongly_marked_pruned_leaf_is_explained() {
        let mut p = Practice::new(Options { seed: 3, ..Options::default() });
        answer_everything(&mut p);
        // Mark the first leaf the search visits as pruned.
        let first_leaf = p
            .search
            .trace
            .nodes
            .iter()
            .find(|n| n.first_child == crate::engine::trace::NONE)
            .unwrap();
        let leaf = first_leaf.mv.unwrap();
        p.pruned.insert(leaf);
        p.update(Action::Check);
        assert_eq!(p.marks[&leaf], Mark::Wrong);
        assert!(
            p.message.clone().unwrap().contains("you marked it as never looked at"),
            "{:?}",
            p.message
        );
    }
}
