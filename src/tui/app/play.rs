//! The play screen: the game in progress, whose turn it is, the searches it calls for, and the
//! keys that choose and play moves.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::Algorithm;
use crate::engine::SearchConfig;
use crate::engine::mcts::MctsConfig;
use crate::engine::trace::DEFAULT_EVENT_CAP;
use crate::record::{Ending, Side};
use crate::session::mcts::MctsAnalysis;
use crate::session::{Analysis, Answer, Session, Source, Tree, Typed};
use crate::tui::keys::Action;
use crate::tui::outline::Outline;
use crate::tui::setup::{Mode, PlaySetup};
use crate::tui::worker::Searched;

use super::{
    Asks, CompareView, DEFAULT_DELAY, DELAYS_MS, Focus, Hit, MAX_DEPTH_LIMIT, Pending, Prompt,
    Purpose, ReviewView, Step, Thinking,
};

pub struct Play {
    pub setup: PlaySetup,
    pub session: Box<dyn Session>,
    pub mode: Mode,
    pub config: SearchConfig,
    pub hints: bool,
    /// A key that shows values (`s`, `A`, `m`) pressed once in blind play: pressed again next,
    /// it shows them and turns hints on.
    reveal: Option<Action>,
    pub cursor: usize,
    pub typed: String,
    pub message: Option<String>,
    pub thinking: Option<Thinking>,
    /// The last finished search; `analysis.position` says which position it was of.
    pub analysis: Option<Arc<Analysis>>,
    /// The search behind the computer's last (or next, once found) move: what `s` steps through.
    pub decision: Option<Arc<Analysis>>,
    pub paused: bool,
    /// While paused, let the computer play one move (`.`).
    pub one_move: bool,
    pub delay: usize,
    pub pending: Option<Pending>,
    pub last_move_at: Instant,
    /// What the screen looks at and the keys work on: the game, the tree, a step-through…
    pub focus: Focus,
    /// Draw the tree as in the textbook when it fits (`d` switches to the outline and back).
    pub drawn: bool,
    /// When the next step-through opens, go to the first step at the node with this label
    /// (practice's first mistake).
    pub seek_label: Option<(String, crate::engine::trace::EventKind)>,
    /// The computer's settings when it plays MIN, if they differ from MAX's (`config`): depth 2
    /// against depth 6, alpha-beta against PVS.
    pub min_engine: Option<SearchConfig>,
    pub outline: Outline,
    /// Open the step-through when the computer's next search ends (`s` before it ended, `--step`).
    pub step_requested: bool,
    /// The dedicated engine's decision the teaching engine is searching again, for `s`.
    pub(super) replaying: Option<Arc<Analysis>>,
    /// Most events a search records for the tree and the step-through.
    pub event_cap: usize,
    /// A search the user asked for (`A`, `m`), to start next.
    pub(super) requested: Option<Purpose>,
    /// Where `w` writes game records (the current directory).
    pub records_dir: std::path::PathBuf,
    /// How many of the best moves the board marks (`b`: the best, the top three, none).
    pub marked: usize,
    /// Text `y` asked to copy to the clipboard, for the main loop to send to the terminal.
    pub clipboard: Option<String>,
    /// The value of each position searched on the way, by plies, with the position's number
    /// (a position walked away from no longer counts): the play screen's value graph.
    pub course: Vec<Option<(u64, crate::session::review::Point)>>,
    /// Where the last frame drew what a click works on (only the drawing knows the places).
    pub hits: std::cell::RefCell<Vec<(ratatui::layout::Rect, Hit)>>,
    /// Each side's computer plays by Monte Carlo tree search with these settings (MAX's, then
    /// MIN's); `None`: by the teaching engine's minimax (`config`, `min_engine`).
    pub engines: [Option<MctsConfig>; 2],
    /// The computer's last Monte Carlo search (what its panels and `s` show).
    pub mcts: Option<Arc<MctsAnalysis>>,
    /// The last search to finish was `mcts` (not `analysis`): the panels show it.
    pub mcts_shown: bool,
}

/// The most bytes a prompt (`:`, `Y`) holds.
const PROMPT_MAX: usize = 256;

/// The numbers of best moves `b` steps through: the best, the top three, none.
pub const MARKED: [usize; 3] = [1, 3, 0];

impl Play {
    pub fn new(setup: PlaySetup) -> Result<Play, String> {
        let session = setup.game.session()?;
        let drawn = session.prefers_drawing();
        session.searchable(&setup.config)?;
        let engines = setup.engines;
        Ok(Play {
            engines,
            mode: setup.mode,
            config: setup.config,
            setup,
            session,
            hints: true,
            reveal: None,
            cursor: 0,
            typed: String::new(),
            message: None,
            thinking: None,
            analysis: None,
            decision: None,
            paused: false,
            one_move: false,
            delay: DEFAULT_DELAY,
            pending: None,
            last_move_at: Instant::now(),
            focus: Focus::Game,
            drawn,
            seek_label: None,
            min_engine: None,
            outline: Outline::default(),
            step_requested: false,
            replaying: None,
            event_cap: DEFAULT_EVENT_CAP,
            requested: None,
            records_dir: std::path::PathBuf::from("."),
            marked: MARKED[0],
            clipboard: None,
            hits: Default::default(),
            course: Vec::new(),
            mcts: None,
            mcts_shown: false,
        })
    }

    pub fn computer_to_move(&self) -> bool {
        self.mode.computer_plays(self.session.to_move())
    }

    /// The analysis of the position on the board, if the last search was of it.
    pub fn current_analysis(&self) -> Option<&Analysis> {
        self.analysis.as_deref().filter(|a| a.position == self.session.position())
    }

    /// The step-through, when it has the focus.
    pub fn step(&self) -> Option<&Step> {
        match &self.focus {
            Focus::Step(step) => Some(step),
            _ => None,
        }
    }

    /// The comparison table, when it is open.
    pub fn compare_view(&self) -> Option<&CompareView> {
        match &self.focus {
            Focus::Compare(view) => Some(view),
            _ => None,
        }
    }

    /// The Monte Carlo step-through, when it has the focus.
    pub fn mcts_step(&self) -> Option<&super::mcts_step::MctsStep> {
        match &self.focus {
            Focus::MctsStep(step) => Some(step),
            _ => None,
        }
    }

    /// The review, when it is open.
    pub fn review_view(&self) -> Option<&ReviewView> {
        match &self.focus {
            Focus::Review(view) => Some(view),
            _ => None,
        }
    }

    /// The move being typed after `:`, if one is.
    pub fn typing(&self) -> Option<&str> {
        match &self.focus {
            Focus::Typing(Prompt { text, asks: Asks::Move }) => Some(text),
            _ => None,
        }
    }

    /// The search the tree panel shows: the one being stepped through, else the last one.
    pub fn shown_analysis(&self) -> Option<&Analysis> {
        match self.step() {
            Some(step) => Some(&step.analysis),
            None => self.analysis.as_deref(),
        }
    }

    pub fn shown_tree(&self) -> Option<&Tree> {
        match self.step() {
            Some(step) => Some(step.tree()),
            None => self.analysis.as_deref().map(|a| &a.tree),
        }
    }

    /// The node of the shown search whose position the game panel draws: the tree cursor's (or,
    /// stepping through, the search's current node); `None` when the game's own position shows.
    pub fn searched_node(&self) -> Option<u32> {
        if !self.focus.on_a_node() {
            return None;
        }
        let tree = self.shown_tree()?;
        let replay = self.step().map(|s| &s.replay);
        Some(self.outline.cursor_or(crate::tui::outline::start(tree, replay, self.blind())))
    }

    /// The game's position, when it is one walked back to with `<`: "move 3 of 7", for every
    /// panel's title. `None` at the end of the game as played.
    pub fn walked_back(&self) -> Option<String> {
        let ahead = self.session.ahead();
        let plies = self.session.plies();
        (ahead > 0).then(|| format!("move {plies} of {}", plies + ahead))
    }

    /// Blind play: hints off and no step-through asked for, so no value, ★, best move or line
    /// reaches the screen.
    pub fn blind(&self) -> bool {
        !self.hints && self.step().is_none()
    }

    /// The moves the board marks as the best, best first (their indices): the analysis's best,
    /// then the next best by exact value; none in blind play or before the position is searched.
    pub fn marked_moves(&self) -> Vec<usize> {
        let Some(a) = self.current_analysis().filter(|_| !self.blind()) else { return vec![] };
        let Some(best) = a.best else { return vec![] };
        let sign = a.to_move.sign();
        let mut others: Vec<_> = a
            .move_values
            .iter()
            .filter(|v| v.index != best && v.bound == crate::engine::Bound::Exact)
            .collect();
        others.sort_by_key(|v| std::cmp::Reverse(v.value * sign));
        let ranked = std::iter::once(best).chain(others.into_iter().map(|v| v.index));
        ranked.take(self.marked).collect()
    }

    /// The search the position calls for and is not already running: the computer's move, or
    /// hints for a human. `None` when nothing is wanted, it is running, or the user is busy with
    /// a step-through, an analysis or a comparison.
    /// The search the position calls for, with its switches, and whether it is the computer's
    /// own move as MIN (which plays with MIN's engine: `min_engine`, and the game's settings for
    /// MIN, such as Reversi's heuristic for White).
    pub(super) fn wanted_search(&mut self) -> Option<(Purpose, SearchConfig, bool)> {
        if let Some(purpose) = self.requested.take() {
            self.cancel();
            if purpose == Purpose::Replay
                && let Some(decision) = &self.replaying
            {
                // The decision's side's switches, to the depth its search reached, no clock.
                let min = decision.to_move == crate::engine::Player::Min;
                let switches = self.min_engine.filter(|_| min).unwrap_or(self.config);
                let depth = decision.source.replay_depth();
                let config = SearchConfig { depth, time: None, ..switches };
                return Some((purpose, config, min));
            }
            return Some((purpose, self.config, false));
        }
        let busy = self.thinking.as_ref().is_some_and(|t| {
            matches!(
                t.purpose,
                Purpose::Analyze | Purpose::Compare | Purpose::Replay | Purpose::Review
            )
        });
        let looking = !self.focus.game_runs();
        if busy || looking || self.session.end().is_some() || self.pending.is_some() {
            return None;
        }
        let purpose = if self.computer_to_move() {
            if self.paused && !self.one_move {
                return None;
            }
            Purpose::Move
        } else if self.hints && self.current_analysis().is_none() {
            Purpose::Hints
        } else {
            return None;
        };
        if self.thinking.as_ref().is_some_and(|t| t.purpose == purpose) {
            return None;
        }
        self.cancel();
        let min_moves = self.session.to_move() == crate::engine::Player::Min;
        let own = purpose == Purpose::Move && min_moves;
        let config = match self.min_engine {
            Some(min) if own => min,
            _ => self.config,
        };
        Some((purpose, config, own))
    }

    /// Stops the running search, if any; its answer will be dropped.
    pub fn cancel(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            thinking.ticket.cancel();
        }
    }

    pub(super) fn searched(&mut self, answer: Searched, now: Instant) {
        let Some(thinking) = self.thinking.as_ref().filter(|t| t.ticket.id == answer.id) else {
            return; // stale: a search cancelled or replaced since
        };
        let purpose = thinking.purpose;
        self.thinking = None;
        match answer.result {
            Err(_) => {
                if let Focus::Compare(view) = &mut self.focus {
                    view.running = false;
                }
                if matches!(self.focus, Focus::Review(_)) {
                    self.focus = Focus::Game;
                    self.message = Some("review stopped".into());
                }
                // Stopped (on a clock) before even depth 1 finished: nothing to play.
                if purpose == Purpose::Move {
                    self.paused = true;
                    self.message = Some("search stopped; space resumes the computer".into());
                }
            }
            Ok(Answer::Comparison(rows, mcts)) => {
                self.focus = Focus::Compare(CompareView { rows, mcts, running: false });
            }
            Ok(Answer::Review(review)) => {
                if let Focus::Review(view) = &mut self.focus {
                    // The cursor starts on the first move that changed the result, if one did.
                    view.cursor = review.moves.iter().position(|m| m.changed_result()).unwrap_or(0);
                    view.review = Some(review);
                }
            }
            Ok(Answer::Mcts(found)) => {
                if found.position != self.session.position() {
                    return;
                }
                if purpose == Purpose::Move
                    && let Some(index) = found.best
                {
                    self.schedule(index, now);
                }
                // The computer's decision is this search now (what `s` steps through).
                self.decision = None;
                self.mcts = Some(found);
                self.mcts_shown = true;
                if std::mem::take(&mut self.step_requested) {
                    self.open_mcts_step();
                }
            }
            Ok(Answer::Analysis(analysis)) if purpose == Purpose::Replay => {
                self.replayed(analysis);
            }
            Ok(Answer::Analysis(analysis)) => {
                if analysis.position != self.session.position() {
                    return;
                }
                if purpose == Purpose::Move {
                    self.decision = Some(analysis.clone());
                }
                if purpose == Purpose::Move
                    && let Some(index) = analysis.best
                {
                    self.schedule(index, now);
                }
                self.analysis = Some(analysis.clone());
                self.mcts_shown = false;
                self.outline = Outline::default();
                self.chart(&analysis);
                let wanted = match purpose {
                    Purpose::Analyze => true,
                    Purpose::Move => std::mem::take(&mut self.step_requested),
                    Purpose::Hints | Purpose::Compare | Purpose::Replay | Purpose::Review => false,
                };
                if wanted {
                    self.open_step(analysis);
                }
            }
        }
    }

    /// The computer will play the move at `index`, after the spectator's delay.
    fn schedule(&mut self, index: usize, now: Instant) {
        let delay = match self.mode {
            Mode::PcVsPc => Duration::from_millis(DELAYS_MS[self.delay]),
            _ => Duration::ZERO,
        };
        self.pending = Some(Pending { index, at: (self.last_move_at + delay).max(now) });
    }

    /// The Monte Carlo settings of the side to move's computer, if it plays so.
    pub fn mcts_to_move(&self) -> Option<MctsConfig> {
        self.engines[usize::from(self.session.to_move() == crate::engine::Player::Min)]
    }

    /// The Monte Carlo search the panels show, if the last search to finish was one.
    pub fn shown_mcts(&self) -> Option<&MctsAnalysis> {
        self.mcts.as_deref().filter(|_| self.mcts_shown && !self.blind())
    }

    /// Time passed: an autoplayed step, or a pending computer move whose moment came.
    pub(super) fn tick(&mut self, now: Instant) {
        if self.autoplay(now) || self.mcts_autoplay(now) {
            return;
        }
        let may_play = !self.paused || self.one_move;
        if self.focus.game_runs() && may_play && self.pending.as_ref().is_some_and(|p| p.at <= now)
        {
            let pending = self.pending.take().expect("checked above");
            self.one_move = false;
            self.play_move(pending.index, now);
        }
    }

    pub(super) fn play_move(&mut self, index: usize, now: Instant) {
        if self.session.play(index) {
            self.last_move_at = now;
            self.typed.clear();
            let next = self.cursor.min(self.session.move_count().saturating_sub(1));
            self.cursor = self.last_move_of_a_game_over().unwrap_or(next);
        }
    }

    /// Once the game is over the Moves panel lists the game's moves, the cursor on the last: the
    /// record opens where the game ended (it opened at the first move).
    fn last_move_of_a_game_over(&self) -> Option<usize> {
        let over = self.session.end().is_some();
        over.then(|| self.session.plies().saturating_sub(1))
    }

    /// Settings changed: searches of the current position start again with them.
    fn settings_changed(&mut self, what: String) {
        self.message = Some(what);
        self.cancel();
        if self.current_analysis().is_some() && !self.computer_to_move() {
            self.analysis = None;
        }
    }

    pub(super) fn update(&mut self, action: Action) {
        self.message = None;
        let asked = self.reveal.take();
        match &mut self.focus {
            Focus::Compare(_) => {
                // Any key closes the comparison; Esc also stops one still running.
                if self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Compare) {
                    self.cancel();
                }
                self.focus = Focus::Game;
                return;
            }
            Focus::Review(view) => {
                let count = view.review.as_ref().map_or(0, |r| r.moves.len());
                let last = count.saturating_sub(1);
                match action {
                    Action::Up => view.cursor = view.cursor.saturating_sub(1),
                    Action::Down => view.cursor = (view.cursor + 1).min(last),
                    Action::PageUp => view.cursor = view.cursor.saturating_sub(10),
                    Action::PageDown => view.cursor = (view.cursor + 10).min(last),
                    Action::Confirm if count > 0 => {
                        // The position the move was chosen in: its values in the Moves panel.
                        let before = view.cursor;
                        self.focus = Focus::Game;
                        let given = self.session.plies() + self.session.ahead() - count;
                        self.walk_to(given + before);
                    }
                    Action::Back => {
                        if self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Review) {
                            self.cancel();
                        }
                        self.focus = Focus::Game;
                    }
                    _ => {}
                }
                return;
            }
            Focus::Typing(prompt) => {
                match action {
                    // A prompt holds a position at most (Reversi's 64 squares and its words): a
                    // flood of typed keys stops growing it.
                    Action::Type(c) if prompt.text.len() < PROMPT_MAX => prompt.text.push(c),
                    Action::Type(_) => {}
                    Action::Backspace => {
                        prompt.text.pop();
                    }
                    Action::Confirm => {
                        let (typed, asks) = (std::mem::take(&mut prompt.text), prompt.asks);
                        self.focus = Focus::Game;
                        match asks {
                            Asks::Move => self.play_named(typed.trim()),
                            Asks::Position => self.start_from(typed.trim()),
                        }
                        return;
                    }
                    _ => {
                        self.focus = Focus::Game;
                        return;
                    }
                }
                // A position's prompt is in the status bar, its end in view (a Reversi board is
                // 64 long); a move's is in the Moves panel's title.
                if prompt.asks == Asks::Position {
                    let text = &prompt.text;
                    let shown: String =
                        text.chars().rev().take(48).collect::<Vec<_>>().into_iter().rev().collect();
                    let cut = if shown.len() < text.len() { "…" } else { "" };
                    self.message = Some(format!("position: {cut}{shown}_  (Enter starts from it)"));
                }
                return;
            }
            _ => {}
        }
        if action == Action::ToggleDrawing {
            self.drawn = !self.drawn;
            let how = if self.drawn { "drawn (when it fits)" } else { "as an outline" };
            self.message = Some(format!("the game tree {how}; d switches"));
            return;
        }
        if let Focus::Step(_) = self.focus {
            return self.update_step(action);
        }
        if let Focus::MctsStep(_) = self.focus {
            return self.update_mcts_step(action);
        }
        if let Focus::Tree = self.focus {
            if matches!(action, Action::Back | Action::FocusTree) {
                self.focus = Focus::Game;
                return;
            }
            if self.tree_key(action) {
                return;
            }
        }
        let config = &mut self.config;
        match action {
            Action::Back => {
                // A search is running (else the app went back to the start screen).
                let was_move = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move);
                // On a clock, Esc is "move now": the deepest finished iteration answers.
                if was_move
                    && config.time.is_some()
                    && let Some(thinking) = &self.thinking
                {
                    thinking.ticket.stop_now();
                    self.message = Some("move now: the deepest depth finished answers".into());
                    return;
                }
                let replay = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Replay);
                self.cancel();
                self.step_requested = false;
                if replay {
                    self.replaying = None;
                    self.message = Some("replay cancelled".into());
                } else if was_move {
                    self.paused = true;
                    self.message = Some("search cancelled; space resumes the computer".into());
                } else {
                    self.hints = false;
                    self.message = Some("search cancelled; i turns hints back on".into());
                }
            }
            Action::ToggleAlphaBeta => {
                config.alpha_beta = !config.alpha_beta;
                let on = if config.alpha_beta { "on" } else { "off" };
                self.settings_changed(format!("alpha-beta {on}"));
            }
            Action::ToggleAlgorithm => {
                let algorithm = match config.algorithm {
                    Algorithm::Minimax => Algorithm::Negamax,
                    Algorithm::Negamax => Algorithm::Minimax,
                };
                if let Err(why) = self.session.searchable(&SearchConfig { algorithm, ..*config }) {
                    self.message = Some(why);
                    return;
                }
                config.algorithm = algorithm;
                let name = format!("{:?}", config.algorithm).to_lowercase();
                self.settings_changed(format!("algorithm: {name}"));
            }
            Action::CycleClock => {
                let now = config.time.map_or(0.0, |t| t.as_secs_f64());
                let at = super::CLOCKS.iter().position(|&s| s == now).unwrap_or(0);
                let next = super::CLOCKS[(at + 1) % super::CLOCKS.len()];
                if next == 0.0
                    && let Err(why) =
                        self.session.searchable(&SearchConfig { time: None, ..*config })
                {
                    // Off would leave no limit at all: wrap to the shortest clock instead.
                    config.time = Some(std::time::Duration::from_secs_f64(super::CLOCKS[1]));
                    self.message = Some(why);
                    return;
                }
                config.time = (next > 0.0).then(|| std::time::Duration::from_secs_f64(next));
                let what = config.time.map_or("off (a fixed depth)".into(), |t| {
                    format!("{} s, iterative deepening", t.as_secs_f64())
                });
                self.settings_changed(format!("time per move: {what}"));
            }
            Action::ToggleTable => {
                config.transposition_table = !config.transposition_table;
                let on = if config.transposition_table { "on" } else { "off" };
                self.settings_changed(format!("transposition table {on}"));
            }
            Action::DepthUp | Action::DepthDown => {
                // From "no limit", `-` goes to the depth the last search actually reached.
                let reached = self.analysis.as_ref().map_or(MAX_DEPTH_LIMIT, |a| a.stats.max_depth);
                let depth = match (config.depth, action == Action::DepthUp) {
                    (None, true) => None,
                    (None, false) => Some(reached.clamp(1, MAX_DEPTH_LIMIT)),
                    (Some(d), true) if d >= MAX_DEPTH_LIMIT => None,
                    (Some(d), true) => Some(d + 1),
                    (Some(d), false) => Some(d.saturating_sub(1).max(1)),
                };
                if let Err(why) = self.session.searchable(&SearchConfig { depth, ..*config }) {
                    self.message = Some(why);
                    return;
                }
                config.depth = depth;
                let depth = depth.map_or("to the end".into(), |d| format!("{d} plies"));
                self.settings_changed(format!("depth limit: {depth}"));
            }
            Action::ToggleHints => {
                self.hints = !self.hints;
                self.message = Some(if self.hints { "hints on" } else { "hints off" }.into());
                if !self.hints
                    && self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Hints)
                {
                    self.cancel();
                }
            }
            Action::Undo => self.undo(),
            Action::HistoryBack | Action::HistoryForward => {
                self.walk(action == Action::HistoryForward)
            }
            Action::Review => self.open_review(),
            Action::SwitchLine => {
                self.message = Some(if self.session.switch_variation() {
                    let line = self.session.record_moves();
                    let next =
                        line.get(line.len() - self.session.ahead()).cloned().unwrap_or_default();
                    format!(
                        "the other line ahead now, starting {next}: > walks into it (V switches back)"
                    )
                } else {
                    "no other line leaves here (play another move from a position walked back to)"
                        .into()
                });
            }
            Action::CopyPosition => self.copy_position(),
            Action::EnterPosition => {
                let example = self.position_text();
                if example.is_empty() {
                    self.message = Some("this game has no notation for a position".into());
                    return;
                }
                self.focus = Focus::prompt(Asks::Position);
                self.message = Some(format!(
                    "type a position as y copies it ({example}); Enter starts from it"
                ));
            }
            Action::MarkBest => {
                let at = MARKED.iter().position(|&n| n == self.marked).unwrap_or(0);
                self.marked = MARKED[(at + 1) % MARKED.len()];
                self.message = Some(match self.marked {
                    0 => "no best move marked on the board (b marks them again)".into(),
                    1 => "the best move marked ★ on the board".into(),
                    n => format!("the top {n} moves marked on the board, ★ the best"),
                });
            }
            Action::SaveRecord => {
                self.message = Some(match self.save_record() {
                    Ok(path) => format!("saved the game to {path} (minimax play --load {path})"),
                    Err(e) => format!("could not save the game: {e}"),
                });
            }
            Action::Restart => {
                self.cancel();
                self.session.restart();
                self.pending = None;
                self.analysis = None;
                self.decision = None;
                self.paused = false;
                self.step_requested = false;
                self.typed.clear();
                self.cursor = 0;
                self.outline = Outline::default();
                self.last_move_at = Instant::now();
                self.message = Some("new game".into());
            }
            Action::Pause => {
                self.paused = !self.paused;
                // Only the teaching engine's searches keep a record to step through.
                let recorded = self.decision.as_ref().is_some_and(|d| d.source == Source::Teaching);
                self.message = Some(
                    match (self.paused, recorded) {
                        (true, true) => "paused (s steps through the last search)",
                        (true, false) => "paused (A searches this position to step through)",
                        (false, _) => "resumed",
                    }
                    .into(),
                );
                if !self.paused {
                    self.last_move_at = Instant::now();
                }
            }
            Action::OneMove => {
                if !self.paused || !self.computer_to_move() || self.session.end().is_some() {
                    self.message =
                        Some("`.` plays one computer move while paused (space pauses)".into());
                } else {
                    self.one_move = true;
                    self.message = Some("one move".into());
                }
            }
            Action::Slower => {
                self.delay = (self.delay + 1).min(DELAYS_MS.len() - 1);
                self.message = Some(format!("{} ms between computer moves", DELAYS_MS[self.delay]));
            }
            Action::Faster => {
                self.delay = self.delay.saturating_sub(1);
                self.message = Some(format!("{} ms between computer moves", DELAYS_MS[self.delay]));
            }
            Action::Up | Action::Down | Action::Left | Action::Right => self.move_cursor(action),
            Action::Digit(c) => self.type_digit(c),
            Action::Backspace => {
                self.typed.pop();
            }
            Action::Confirm => self.confirm(),
            Action::FocusTree => {
                if self.shown_tree().is_some() {
                    self.focus = Focus::Tree;
                } else {
                    self.message = Some("no search yet: the tree is empty".into());
                }
            }
            Action::EnterMove => {
                if let Some(end) = self.session.end() {
                    self.message = Some(format!("{} — r plays again", end.reason));
                    return;
                }
                self.focus = Focus::prompt(Asks::Move);
                self.message =
                    Some("type a move as the moves list writes it; Enter plays, Esc stops".into());
            }
            Action::Step | Action::Analyze | Action::Compare => self.reveal_then(action, asked),
            _ => {}
        }
    }

    /// `s`, `A` and `m` show values, a best move and a line. In blind play the first press says
    /// so and does nothing; the same key again shows them, turning hints on, and says that too.
    fn reveal_then(&mut self, action: Action, asked: Option<Action>) {
        let revealing = !self.hints;
        if revealing {
            let key = match action {
                Action::Step => "s",
                Action::Analyze => "A",
                _ => "m",
            };
            if asked != Some(action) {
                self.reveal = Some(action);
                self.message = Some(format!(
                    "hints are off: {key} would show values and the best move; {key} again shows them"
                ));
                return;
            }
            self.hints = true;
        }
        match action {
            Action::Step => self.request_step(),
            Action::Analyze => self.analyze(),
            _ => self.compare(),
        }
        if revealing && self.message.is_none() {
            self.message = Some("hints are on now (i hides them)".into());
        }
    }

    pub(super) fn compare(&mut self) {
        if self.session.end().is_some() {
            self.message = Some("the game is over: nothing to compare".into());
            return;
        }
        if let Some(why) = self.session.beyond_search() {
            self.message = Some(format!("answered by {why}: no search to compare"));
            return;
        }
        self.focus = Focus::Compare(CompareView { rows: Vec::new(), mcts: None, running: true });
        self.requested = Some(Purpose::Compare);
    }

    fn human_may_move(&mut self) -> bool {
        if let Some(end) = self.session.end() {
            self.message = Some(format!("{} — r plays again", end.reason));
            return false;
        }
        if self.computer_to_move() {
            self.message = Some("it is the computer's turn".into());
            return false;
        }
        true
    }

    /// Moves the cursor over the legal moves: on a board, to the nearest legal square that way;
    /// grouped moves (Nim's heaps) form a grid, ↑/↓ between groups keeping the place, ←/→ within
    /// one; a plain list stops at its ends.
    fn move_cursor(&mut self, action: Action) {
        let n = self.session.move_count();
        if n == 0 {
            // The game is over: the arrows scroll through its moves in the Moves panel.
            let last = self.session.plies().saturating_sub(1);
            self.cursor = match action {
                Action::Up | Action::Left => self.cursor.min(last).saturating_sub(1),
                _ => (self.cursor + 1).min(last),
            };
            return;
        }
        self.typed.clear();
        let c = self.cursor.min(n - 1);
        let Some(here) = self.session.choice(c) else { return };
        if let Some((x, y)) = here.cell {
            let (x, y) = (x as i32, y as i32);
            // Candidates lie strictly that way; the nearest wins, the same column first for ↑/↓.
            // (Boards have few moves: every one is looked at.)
            let nearest = (0..n)
                .filter_map(|i| self.session.choice(i).and_then(|m| m.cell).map(|c| (i, c)))
                .map(|(i, (mx, my))| (i, mx as i32 - x, my as i32 - y))
                .filter(|&(_, dx, dy)| match action {
                    Action::Left => dx < 0 && dy == 0,
                    Action::Right => dx > 0 && dy == 0,
                    Action::Up => dy < 0,
                    _ => dy > 0,
                })
                .min_by_key(|&(_, dx, dy)| match action {
                    Action::Left | Action::Right => (false, dx.abs(), 0),
                    _ => (dx != 0, dy.abs(), dx.abs()),
                });
            if let Some((i, _, _)) = nearest {
                self.cursor = i;
            }
            return;
        }
        // The list stops at its ends: wrapping from the top would land on the last move, which
        // in the Sum Game is the one that overshoots.
        self.cursor = match (self.session.group_range(c), action) {
            (None, Action::Up | Action::Left) => c.saturating_sub(1),
            (None, _) => (c + 1).min(n - 1),
            (Some(group), Action::Left) => c.saturating_sub(1).max(group.start),
            (Some(group), Action::Right) => (c + 1).min(group.end - 1),
            // ↑/↓: the same place in the group before or after (as far as it goes), or stay.
            (Some(group), _) => {
                let next = match action {
                    Action::Up => group.start.checked_sub(1),
                    _ => Some(group.end).filter(|&e| e < n),
                };
                match next.and_then(|i| self.session.group_range(i)) {
                    Some(other) => (other.start + (c - group.start)).min(other.end - 1),
                    None => c,
                }
            }
        };
    }

    /// A typed digit: selects the move whose typed form matches (in the cursor's group, if moves
    /// are grouped).
    fn type_digit(&mut self, c: char) {
        self.typed.push(c);
        match self.session.find_typed(self.cursor, &self.typed) {
            Typed::Move(i) => self.cursor = i,
            Typed::Incomplete => {}
            Typed::NoMove => {
                self.message = Some(format!("{} is not a legal move here", self.typed));
                self.typed.clear();
            }
        }
    }

    fn confirm(&mut self) {
        // Over, the game's moves are listed: Enter goes to the position after the one selected.
        if self.session.end().is_some()
            && self.session.move_count() == 0
            && self.session.plies() > 0
        {
            let last = self.session.plies() - 1;
            return self.walk_to(self.cursor.min(last) + 1);
        }
        if !self.human_may_move() {
            return;
        }
        // Typing moved the cursor onto the typed move; an incomplete number matches nothing.
        let here = self.session.choice(self.cursor);
        let index = match self.typed.is_empty() {
            true => here.map(|_| self.cursor),
            false => here.filter(|m| m.typed == self.typed).map(|_| self.cursor),
        };
        match index {
            Some(i) => self.play_move(i, Instant::now()),
            None => {
                self.message = Some(format!("{} is not a legal move here", self.typed));
                self.typed.clear();
            }
        }
    }

    /// Plays the legal move named `name` (as the moves list writes it, any case).
    fn play_named(&mut self, name: &str) {
        if !self.human_may_move() {
            return;
        }
        match self.session.find_named(name) {
            Some(i) => self.play_move(i, Instant::now()),
            None => self.message = Some(format!("'{name}' is not a legal move here")),
        }
    }

    /// Takes back moves until a human is to move again, so "undo" undoes your move and the reply.
    /// Plays `moves` (by their names in the moves list) from the start, as a loaded record does;
    /// the first that does not fit stops it, and the message says so.
    pub fn replay(&mut self, moves: &[String], variations: &[Vec<String>]) -> Result<(), String> {
        if moves.is_empty() {
            return Ok(());
        }
        self.session.replay(moves)?;
        for line in variations {
            self.session.add_variation(line)?;
        }
        self.paused = self.mode != Mode::HumanVsHuman;
        self.cursor = self.last_move_of_a_game_over().unwrap_or(0);
        self.message =
            Some(format!("{} moves loaded: < walks back through them, > forward", moves.len()));
        Ok(())
    }

    /// A click or the wheel at a place of the screen: the action it stands for, after moving a
    /// cursor there. Overlays (the comparison, the review) take the wheel as ↑↓ and a click as
    /// a key that closes or does nothing.
    pub fn mouse(&mut self, mouse: crate::tui::input::Mouse) -> Option<Action> {
        use crate::tui::input::MouseKind;
        let wheel = match mouse.kind {
            MouseKind::Click => None,
            MouseKind::WheelUp => Some(Action::Up),
            MouseKind::WheelDown => Some(Action::Down),
        };
        match &self.focus {
            Focus::Compare(_) => return Some(Action::Back),
            Focus::Review(_) | Focus::Step(_) | Focus::MctsStep(_) => return wheel,
            Focus::Typing(_) => return None,
            Focus::Game | Focus::Tree => {}
        }
        let at = ratatui::layout::Position::new(mouse.column, mouse.row);
        // The last drawn first: a row of a panel is drawn after the panel.
        let hit =
            self.hits.borrow().iter().rev().find(|(area, _)| area.contains(at)).map(|h| h.1)?;
        match (hit, wheel) {
            (Hit::Play(index), None) if matches!(self.focus, Focus::Game) => {
                self.typed.clear();
                self.cursor = index;
                Some(Action::Confirm)
            }
            (Hit::Select(index), None) => {
                self.focus = Focus::Game;
                self.typed.clear();
                self.cursor = index;
                None
            }
            (Hit::Node(id), None) => {
                self.focus = Focus::Tree;
                self.outline.cursor = Some(id);
                None
            }
            (Hit::Tree | Hit::Node(_), Some(action)) => {
                self.focus = Focus::Tree;
                Some(action)
            }
            // Down or up the list, whatever the arrows do on the game's board.
            // The game's record, once it is over: the arrows scroll it.
            (Hit::Moves, Some(action)) if self.session.move_count() == 0 => Some(action),
            (Hit::Moves | Hit::Select(_), Some(action)) if matches!(self.focus, Focus::Game) => {
                let last = self.session.move_count().saturating_sub(1);
                self.typed.clear();
                self.cursor = match action {
                    Action::Up => self.cursor.min(last).saturating_sub(1),
                    _ => (self.cursor + 1).min(last),
                };
                None
            }
            _ => None,
        }
    }

    /// Keeps the value of the position `analysis` searched for the value graph.
    fn chart(&mut self, analysis: &Analysis) {
        use crate::session::review::Point;
        let utilities = self.session.ends_in_utilities();
        let kind = crate::words::Kind::of(analysis.value, analysis.exact, utilities);
        let point = Point::of(analysis.value, kind, self.session.value_scale());
        if self.course.len() <= analysis.plies {
            self.course.resize(analysis.plies + 1, None);
        }
        self.course[analysis.plies] = Some((analysis.position, point));
    }

    /// The value graph's points: each position of the game's line up to the one shown, where it
    /// was searched (`None` where it was not).
    pub fn course_points(&self) -> Vec<Option<crate::session::review::Point>> {
        (0..=self.session.plies())
            .map(|plies| {
                let (number, point) = self.course.get(plies).copied().flatten()?;
                (self.session.position_at(plies) == Some(number)).then_some(point)
            })
            .collect()
    }

    /// The position shown, as the command line writes it: `--board x.o......`.
    pub fn position_text(&self) -> String {
        let params = self.session.position_params();
        let words: Vec<String> =
            params.iter().map(|(long, value)| format!("--{long} {value}")).collect();
        words.join(" ")
    }

    /// `y`: the position in the game's notation, shown and sent to the clipboard.
    fn copy_position(&mut self) {
        let text = self.position_text();
        if text.is_empty() {
            self.message = Some("this game has no notation for a position".into());
            return;
        }
        let game = self.setup.game.entry.key();
        self.message = Some(format!("copied: {text}  (minimax play {game} {text}; Y takes one)"));
        self.clipboard = Some(text);
    }

    /// `Y` then Enter: a new game from the typed position, checked as the command line checks
    /// it; the game's other parameters, the players and the switches stay.
    fn start_from(&mut self, typed: &str) {
        let mut setup = self.setup.clone();
        if let Err(why) = position_values(&mut setup.game, &self.session.position_params(), typed) {
            self.message = Some(why);
            return;
        }
        match Play::new(setup) {
            Ok(mut play) => {
                play.event_cap = self.event_cap;
                play.min_engine = self.min_engine;
                play.records_dir = std::mem::take(&mut self.records_dir);
                play.marked = self.marked;
                play.hints = self.hints;
                play.message = Some(format!("from the position {typed}"));
                self.cancel();
                *self = play;
            }
            Err(why) => self.message = Some(format!("not a position here: {why}")),
        }
    }

    /// `R`: the game's line reviewed on the worker, shown over the screen when it is done.
    fn open_review(&mut self) {
        if self.session.record_moves().is_empty() {
            self.message = Some("no moves to review yet".into());
            return;
        }
        self.focus = Focus::Review(ReviewView { review: None, cursor: 0 });
        self.requested = Some(Purpose::Review);
    }

    /// `<` / `>`: one move back or forward through the game, the computer paused so that it
    /// does not play on from a position being looked at.
    fn walk(&mut self, forward: bool) {
        self.cancel();
        self.pending = None;
        let moved = if forward { self.session.forward() } else { self.session.back() };
        if !moved {
            let end = if forward { "no move ahead" } else { "at the start of the game" };
            self.message = Some(format!("{end} (< back, > forward)"));
            return;
        }
        self.walked();
    }

    /// Walks through the game's line to the position after `target` moves (as far as the line
    /// goes either way), the computer paused.
    fn walk_to(&mut self, target: usize) {
        self.cancel();
        self.pending = None;
        while self.session.plies() > target && self.session.back() {}
        while self.session.plies() < target && self.session.forward() {}
        self.walked();
    }

    /// After a walk through the game's line: the computer paused, the message says where.
    fn walked(&mut self) {
        let plies = self.session.plies();
        self.decision = self.decision.take().filter(|d| d.plies < plies);
        self.paused = self.mode != Mode::HumanVsHuman;
        self.typed.clear();
        self.cursor = self.last_move_of_a_game_over().unwrap_or(0);
        let total = plies + self.session.ahead();
        self.message = Some(format!(
            "move {plies} of {total}: < back, > forward; a move played here starts a new line{}",
            if self.paused { " (the computer is paused: space)" } else { "" }
        ));
    }

    /// Writes the game's record (`record::Record`) to a new file in the current directory.
    fn save_record(&self) -> Result<String, String> {
        let game = &self.setup.game;
        let mut record = game.entry.record(&game.values, self.session.record_moves());
        record.variations = self.session.variations();
        let history = self.session.history();
        let recorded = record.moves.len() - self.session.ahead();
        let first =
            history.get(history.len() - recorded).map_or(self.session.to_move(), |(p, _)| *p);
        record.players = [first, first.opponent()].map(|p| self.mode.who(p).to_string()).into();
        if let Some(end) = self.session.line_end() {
            let side = |p| if p == first { Side::First } else { Side::Second };
            record.result = Some(Ending::won_by(end.winner.map(side)));
        }
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let key = game.entry.key();
        let name = crate::record::file_name(key, stamp);
        let path = (0..100)
            .map(|i| match i {
                0 => self.records_dir.join(&name),
                i => self.records_dir.join(name.replace(".json", &format!("-{i}.json"))),
            })
            .find(|p| !p.exists())
            .ok_or("too many records with this name")?;
        std::fs::write(&path, record.to_line() + "\n").map_err(|e| e.to_string())?;
        Ok(path.display().to_string().trim_start_matches("./").to_string())
    }

    fn undo(&mut self) {
        self.cancel();
        self.pending = None;
        if !self.session.undo() {
            self.message = Some("nothing to undo".into());
            return;
        }
        if self.mode != Mode::PcVsPc {
            while self.computer_to_move() && self.session.plies() > 0 && self.session.undo() {}
        }
        // A decision about a position taken back is no longer the computer's.
        let plies = self.session.plies();
        self.decision = self.decision.take().filter(|d| d.plies < plies);
        if self.computer_to_move() {
            self.paused = true;
        }
        self.typed.clear();
        self.cursor = 0;
        self.last_move_at = Instant::now();
        self.message = Some(match self.paused && self.computer_to_move() {
            true => "move taken back; paused (space resumes the computer)".into(),
            false => "move taken back".into(),
        });
    }
}

/// Sets the position parameters of `game` from `typed`: `--long value` pairs (as `y` copies
/// them), or one value alone for the first of `params` (the game's position parameters), each
/// read by its parameter's own parser, as on the command line.
fn position_values(
    game: &mut crate::tui::setup::GameSetup,
    params: &[(&'static str, String)],
    typed: &str,
) -> Result<(), String> {
    let words: Vec<&str> = typed.split_whitespace().collect();
    let pairs: Vec<(&str, &str)> = match words.first() {
        None => return Err("no position typed".into()),
        Some(w) if w.starts_with("--") => {
            if !words.len().is_multiple_of(2) {
                return Err("each --name needs its value".into());
            }
            words.chunks(2).map(|p| (p[0].trim_start_matches("--"), p[1])).collect()
        }
        Some(_) => match params.first() {
            Some((long, _)) => vec![(*long, typed)],
            None => return Err("this game has no notation for a position".into()),
        },
    };
    for (long, text) in pairs {
        if !params.iter().any(|(p, _)| *p == long) {
            let known: Vec<String> = params.iter().map(|(p, _)| format!("--{p}")).collect();
            return Err(format!("--{long} is not a position here (use {})", known.join(", ")));
        }
        let param = game.entry.params().iter().find(|p| p.long == long).expect("a game's own");
        let value = param.kind.parse(text).map_err(|e| format!("--{long}: {e}"))?;
        game.values.set(param.id, value);
    }
    Ok(())
}
