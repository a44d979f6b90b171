//! A finished search in terms any front end can show: plain strings and indices, the recorded
//! tree with its moves as labels, and the jobs that produce them on the worker thread.

use std::collections::HashMap;
use std::sync::Arc;

use super::game::{MoveSpace, RuleAnswer, SessionGame, Source};
use super::picture::Ink;
use crate::engine::compare::Comparison;
use crate::engine::deepening::{Chapter, Iteration};
use crate::engine::trace::{NONE, Node, Trace};
use crate::engine::{Algorithm, Bound, Cancelled, Control, Player, Score, SearchConfig, Stats};

/// A search to run on the worker thread.
pub type Job = Box<dyn FnOnce(Control<'_>) -> Result<Answer, Cancelled> + Send>;

/// What a job found.
#[derive(Clone, Debug)]
pub enum Answer {
    Analysis(Arc<Analysis>),
    /// The ways of `engine::compare`, and Monte Carlo tree search's analysis beside them (how
    /// many iterations it took to settle on its move), where it finished.
    Comparison(Vec<Comparison>, Option<Arc<Analysis>>),
    Review(Arc<super::review::Review>),
    /// The position explained by its proof, or why it cannot be (one line).
    Explanation(Arc<Result<super::explain::Explanation, String>>),
}

/// A root move's value, by its index in the moves list (`MoveList::choice`), as MAX's utility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    pub index: usize,
    pub value: Score,
    pub bound: Bound,
}

/// A finished search in terms the screen can show. The tree, the value, the line and the counts
/// are all of one search, the same one `minimax solve` runs with these switches (the root is
/// pruned as in the textbook). Move values come from it too, bounds and all, unless a second
/// search valued every move exactly for the hints (`hint_nodes`).
#[derive(Clone, Debug)]
pub struct Analysis {
    pub config: SearchConfig,
    /// Which position was searched (`Line::position`): a number no other position of the
    /// session ever gets, so an answer never lands on a position reached again by another way.
    pub position: u64,
    /// The number of moves played before the searched position.
    pub plies: usize,
    pub to_move: Player,
    /// MAX's utility.
    pub value: Score,
    pub exact: bool,
    pub best: Option<usize>,
    pub move_values: Vec<MoveValue>,
    /// MAX's value of every move not in `move_values`, when a rule gave only some (Nim's
    /// winning moves among millions: every other move loses).
    pub other_moves: Option<Score>,
    /// Nodes of the second search that gave every move an exact value (`None`: no such search;
    /// the values are the displayed search's, only the best one exact under alpha-beta).
    pub hint_nodes: Option<u64>,
    /// On a clock, the depth that second search reached (it may differ from the first's).
    pub hint_depth: Option<u32>,
    /// Who answered: the teaching engine, the game's dedicated engine, its solver or a rule.
    pub source: Source,
    /// Who valued the moves (`move_values`): the same as `source`, or the game's solver beside
    /// the teaching engine's search (`SessionGame::solve_moves`).
    pub move_values_by: Source,
    pub principal_variation: Vec<String>,
    pub stats: Stats,
    /// With random ties: how many moves shared the best value (the best was drawn from them).
    pub ties: usize,
    /// How the values are written and the sides shown.
    pub terms: Terms,
    /// What the search recorded: what the tree panel draws and `s` steps through.
    pub record: Record,
}

/// What an analysis recorded of its search, by the engine that searched.
#[derive(Clone, Debug)]
pub enum Record {
    /// Nothing: a rule, the game's solver or its dedicated engine answered.
    None,
    /// The teaching engine's minimax search.
    Minimax(Arc<Minimax>),
    /// Monte Carlo tree search's.
    MonteCarlo(Arc<super::monte_carlo::MonteCarlo>),
}

/// The teaching engine's recorded search.
#[derive(Clone, Debug)]
pub struct Minimax {
    /// The search (on a clock, its last iteration's).
    pub tree: Tree,
    /// On a clock: the searches before the last, each a chapter of the step-through (every
    /// iteration, and an aspiration window's failed try), earliest first.
    pub earlier: Vec<Tree>,
    /// On a clock: the iterations that finished (the tree and the counts are the last one's).
    pub iterations: Vec<Iteration<String>>,
}

impl Minimax {
    /// Chapter `chapter`'s search (`earlier[chapter]`, else the last).
    pub fn chapter(&self, chapter: usize) -> &Tree {
        self.earlier.get(chapter).unwrap_or(&self.tree)
    }

    /// How many chapters (searches) it has: one unless on a clock.
    pub fn chapters(&self) -> usize {
        self.earlier.len() + 1
    }
}

impl Analysis {
    /// The depth the value was searched to: the dedicated engine's, the last iteration's on a
    /// clock, else the depth limit; `None` for a search to the end.
    pub fn depth(&self) -> Option<u32> {
        self.source
            .replay_depth()
            .or_else(|| self.iterations().last().map(|i| i.depth))
            .or(self.config.depth)
    }

    /// The teaching engine's recorded search, if it searched.
    pub fn minimax(&self) -> Option<&Arc<Minimax>> {
        match &self.record {
            Record::Minimax(search) => Some(search),
            Record::None | Record::MonteCarlo(_) => None,
        }
    }

    /// The recorded minimax search's tree (its last chapter's), if there is one.
    pub fn tree(&self) -> Option<&Tree> {
        self.minimax().map(|m| &m.tree)
    }

    /// On a clock: the iterations of the minimax search that finished; else none.
    pub fn iterations(&self) -> &[Iteration<String>] {
        self.minimax().map_or(&[], |m| &m.iterations)
    }
}

/// The recorded search with moves as label numbers (`labels[i]` is the text of move `i`).
#[derive(Clone, Debug)]
pub struct Tree {
    pub trace: Trace<u32>,
    pub labels: Vec<String>,
    /// Each node's position in a few words (`SessionGame::brief`); empty for games without.
    pub briefs: Vec<String>,
    /// How its values are written and its sides shown.
    pub terms: Terms,
    /// The search pruned: windows mean something (without alpha-beta every window is ±∞).
    pub alpha_beta: bool,
    /// The search probed with null windows (PVS): a window one point wide is a probe.
    pub pvs: bool,
    /// Node ids of the principal variation, from the root.
    pub principal: Vec<u32>,
    /// Nodes kept in each node's subtree, itself included (counted once, not per frame drawn).
    pub sizes: Vec<u32>,
    /// On a clock: which chapter of the step-through this search is, and what it searched.
    pub heading: Option<String>,
    /// The root's legal moves in the game's own order, as label ids: blind play lists them so
    /// (the search's order puts its favourite first, which is itself the answer).
    pub root_moves: Vec<u32>,
}

/// How a game's values are written and its sides shown, for a search with given switches.
#[derive(Clone, Copy, Debug)]
pub struct Terms {
    /// The game's names for MAX and MIN.
    pub sides: [&'static str; 2],
    /// The colours MAX and MIN are shown in (`SessionGame::side_ink`).
    pub inks: [Ink; 2],
    /// See `SessionGame::value_scale`.
    pub scale: Score,
    /// See `SessionGame::ends_in_utilities`: values are utilities, final positions leaves.
    pub utilities: bool,
    /// The search stopped at a depth limit, so heuristic numbers share the scale with wins:
    /// wins and losses are written with the winner's name, to outrank every number.
    pub heuristic: bool,
    /// See `SessionGame::heuristic_unit`.
    pub unit: Option<&'static str>,
}

impl Terms {
    /// The terms of `game` searched with `config`.
    pub fn of<G: SessionGame>(game: &G, config: &SearchConfig) -> Terms {
        Terms {
            sides: [game.side_name(Player::Max), game.side_name(Player::Min)],
            inks: [game.side_ink(Player::Max), game.side_ink(Player::Min)],
            scale: game.value_scale(),
            utilities: game.ends_in_utilities(),
            heuristic: config.limited() && !game.ends_in_utilities(),
            unit: game.heuristic_unit(),
        }
    }

    /// A value of MAX's (the root's value, an iteration's).
    pub fn max_value(&self, score: Score) -> String {
        self.written(score, 0, Player::Max)
    }

    /// A value seen by `viewer`, `ply` plies below the root.
    pub fn written(&self, score: Score, ply: u32, viewer: Player) -> String {
        let names = [self.side(viewer), self.side(viewer.opponent())];
        crate::words::written(score, ply, self.scale, self.heuristic.then_some(names))
    }

    /// The game's name for a side.
    pub fn side(&self, p: Player) -> &'static str {
        self.sides[usize::from(p == Player::Min)]
    }

    /// The colour a side is shown in.
    pub fn ink(&self, p: Player) -> Ink {
        self.inks[usize::from(p == Player::Min)]
    }
}

impl Tree {
    pub fn node(&self, id: u32) -> &Node<u32> {
        &self.trace.nodes[id as usize]
    }

    /// A value seen from a node `ply` plies below the root, in the game's own units, from the
    /// tree's point of view there (MAX's; in negamax, the mover's).
    pub fn value(&self, score: Score, ply: u32) -> String {
        let viewer = match self.trace.nodes.first() {
            Some(root) if self.negamax() && ply % 2 == 1 => root.to_move.opponent(),
            Some(root) if self.negamax() => root.to_move,
            _ => Player::Max,
        };
        self.terms.written(score, ply, viewer)
    }

    /// A value of MAX's (the root's value, an iteration's), however the tree is searched.
    pub fn max_value(&self, score: Score) -> String {
        self.terms.max_value(score)
    }

    /// Who moves at a recorded node: the side's name, or "chance".
    pub fn mover(&self, id: u32) -> &'static str {
        let node = self.node(id);
        if node.chance { "chance" } else { self.side(node.to_move) }
    }

    /// The game's name for a side.
    pub fn side(&self, p: Player) -> &'static str {
        self.terms.side(p)
    }

    /// The colour a side is shown in.
    pub fn ink(&self, p: Player) -> Ink {
        self.terms.ink(p)
    }

    /// The node's position in a few words, if the game writes it on the tree's rows.
    pub fn brief(&self, id: u32) -> Option<&str> {
        self.briefs.get(id as usize).map(String::as_str).filter(|b| !b.is_empty())
    }

    /// The move that led to `id` ("root" for the root).
    pub fn label(&self, id: u32) -> &str {
        self.node(id).mv.map_or(crate::i18n::word("tree-root"), |m| &self.labels[m as usize])
    }

    pub fn pruned_labels(&self, id: u32) -> Vec<&str> {
        self.trace.pruned_moves(id).iter().map(|&m| self.labels[m as usize].as_str()).collect()
    }

    /// The root's moves in the game's own order, each by its label and, when the search made it,
    /// its node.
    pub fn root_moves_in_order(&self) -> Vec<(u32, Option<u32>)> {
        let searched: HashMap<u32, u32> =
            self.trace.children(0).filter_map(|id| Some((self.node(id).mv?, id))).collect();
        self.root_moves.iter().map(|&label| (label, searched.get(&label).copied())).collect()
    }

    pub fn subtree_size(&self, id: u32) -> usize {
        self.sizes[id as usize] as usize
    }

    pub fn negamax(&self) -> bool {
        self.trace.algorithm == Algorithm::Negamax
    }

    pub fn is_empty(&self) -> bool {
        self.trace.nodes.is_empty()
    }

    /// The moves from the root to `id`, as text.
    pub fn line_to(&self, id: u32) -> Vec<&str> {
        self.trace.path_to(id).into_iter().map(|m| self.labels[m as usize].as_str()).collect()
    }
}

/// A position answered without a recorded search (by a rule, the game's solver or its dedicated
/// engine), with what its answers are turned into an analysis by.
pub(super) struct Answered<'a, G: SessionGame> {
    pub game: &'a G,
    pub state: &'a G::State,
    pub config: SearchConfig,
    /// The position's number and the moves played before it.
    pub at: (u64, usize),
    /// The position's moves, listed unless `space` computes them (see `MoveSpace`).
    pub legal: &'a [G::Move],
    pub space: Option<&'a dyn MoveSpace<G::Move>>,
}

impl<G: SessionGame> Answered<'_, G> {
    /// `best`'s index among the position's moves, looked for in `legal` from `from` on first.
    fn index_of(&self, mv: G::Move, from: usize) -> Option<usize> {
        if let Some(space) = self.space {
            return space.index_of(mv);
        }
        let rest = self.legal.get(from..).and_then(|rest| rest.iter().position(|&m| m == mv));
        rest.map(|i| i + from).or_else(|| self.legal.iter().position(|&m| m == mv))
    }

    /// The answer of `source`: its move and MAX's value, no other move valued, nothing counted.
    pub fn chosen(&self, best: G::Move, value: Score, exact: bool, source: Source) -> Analysis {
        let (position, plies) = self.at;
        Analysis {
            config: self.config,
            position,
            plies,
            to_move: self.game.to_move(self.state),
            value,
            exact,
            best: self.index_of(best, 0),
            move_values: Vec::new(),
            other_moves: None,
            hint_nodes: None,
            hint_depth: None,
            move_values_by: source.clone(),
            source,
            principal_variation: vec![self.game.notation(best)],
            stats: Stats::default(),
            ties: 0,
            terms: Terms::of(self.game, &self.config),
            record: Record::None,
        }
    }

    /// The analysis a rule (or the game's solver) gives: MAX's values as ±1 (no distances).
    pub fn ruled(&self, answer: RuleAnswer<G::Move>) -> Analysis {
        let sign = self.game.to_move(self.state).sign();
        // The answer lists its moves in the game's order, as `legal` does: each is looked for
        // from where the last was found, so the whole list costs one pass (a search from the
        // start for each is quadratic in Nim's 100,000 moves).
        let mut next = 0;
        let move_values = answer
            .moves
            .iter()
            .filter_map(|&(mv, v)| {
                let index = self.index_of(mv, next)?;
                next = index + 1;
                Some(MoveValue { index, value: v * sign, bound: Bound::Exact })
            })
            .collect();
        Analysis {
            move_values,
            other_moves: answer.others.map(|v| v * sign),
            ..self.chosen(answer.best, answer.for_mover * sign, true, answer.source)
        }
    }
}

/// Each recorded node's position in a few words, when the game writes them on rows: positions
/// are rebuilt from the root in the trace's order (a parent is recorded before its children).
fn briefs<G: SessionGame>(game: &G, root: &G::State, trace: &Trace<G::Move>) -> Vec<String> {
    if game.brief(root).is_none() {
        return Vec::new();
    }
    let mut states: Vec<G::State> = Vec::with_capacity(trace.nodes.len());
    let mut out = Vec::with_capacity(trace.nodes.len());
    for node in &trace.nodes {
        let state = match (node.parent, node.mv) {
            (NONE, _) | (_, None) => root.clone(),
            (parent, Some(mv)) => game.apply(&states[parent as usize], mv),
        };
        out.push(game.brief(&state).unwrap_or_default());
        states.push(state);
    }
    out
}

/// A recorded search with its moves as labels, ready for the tree panel; `config` is the
/// search's (what its windows mean).
pub fn record_tree<G: SessionGame>(
    game: &G,
    root: &G::State,
    trace: Trace<G::Move>,
    config: &SearchConfig,
) -> Tree {
    let briefs = briefs(game, root, &trace);
    let mut ids: HashMap<G::Move, u32> = HashMap::new();
    let mut labels = Vec::new();
    let mut label_of = |mv: G::Move| {
        *ids.entry(mv).or_insert_with(|| {
            labels.push(game.notation(mv));
            labels.len() as u32 - 1
        })
    };
    let trace = trace.map_moves(&mut label_of);
    let mut root_moves = Vec::new();
    if game.outcome(root).is_none() {
        game.legal_moves(root, &mut root_moves);
    }
    let root_moves = root_moves.into_iter().map(&mut label_of).collect();
    let mut sizes = vec![1u32; trace.nodes.len()];
    // A child is recorded after its parent, so one backward pass adds every subtree up.
    for id in (1..trace.nodes.len()).rev() {
        let parent = trace.nodes[id].parent;
        if parent != NONE {
            sizes[parent as usize] += sizes[id];
        }
    }
    Tree {
        principal: trace.principal_path(),
        trace,
        labels,
        briefs,
        terms: Terms::of(game, config),
        alpha_beta: config.alpha_beta,
        pvs: config.pvs,
        sizes,
        heading: None,
        root_moves,
    }
}

/// The iterations a clocked search finished but did not keep, between the shallow ones kept
/// and the last ("depths 11–12"), from the kept chapters' depths; empty when none.
fn left_out(depths: &[u32]) -> String {
    let last = depths.last().copied().unwrap_or(0);
    let kept_to = depths[..depths.len().saturating_sub(1)].iter().max().copied().unwrap_or(0);
    match (kept_to + 1, last.saturating_sub(1)) {
        (from, to) if from > to => String::new(),
        (from, to) if from == to => format!("depth {from}"),
        (from, to) => format!("depths {from}–{to}"),
    }
}

/// The chapters' trees of a search on a clock, each with its heading: which iteration, and for
/// an aspiration window, the window and whether the value fell outside it.
pub(super) fn chapter_trees<G: SessionGame>(
    game: &G,
    root: &G::State,
    chapters: Vec<Chapter<G::Move>>,
    config: &SearchConfig,
) -> Vec<Tree> {
    let n = chapters.len();
    let depths: Vec<u32> = chapters.iter().map(|c| c.depth).collect();
    let left_out = left_out(&depths);
    chapters
        .into_iter()
        .enumerate()
        .map(|(i, chapter)| {
            let mut tree = record_tree(game, root, chapter.trace, config);
            if config.time.is_some() {
                let v = |x: Score| tree.value(x, 0);
                let mut heading = format!("Chapter {} of {n}: depth {}", i + 1, chapter.depth);
                if tree.trace.is_capped() {
                    let cap = crate::words::thousands(tree.trace.cap as u64);
                    heading += &format!(", the first {cap} steps (--trace-cap)");
                }
                if i + 1 == n && !left_out.is_empty() {
                    heading += &format!("; {left_out} not kept (past the cap)");
                }
                if let Some((alpha, beta)) = chapter.window {
                    heading += &format!(
                        ", through an aspiration window α = {}, β = {} around the last depth's value",
                        v(alpha),
                        v(beta)
                    );
                    if depths.get(i + 1) == Some(&chapter.depth) {
                        heading += &format!(
                            "; the value falls outside it (a bound only), so chapter {} searches \
                             depth {} again with the full window",
                            i + 2,
                            chapter.depth
                        );
                    }
                }
                tree.heading = Some(heading + ".");
            }
            tree
        })
        .collect()
}
