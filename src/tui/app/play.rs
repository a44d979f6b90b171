//! The play screen: the game in progress, whose turn it is, the searches it calls for, and the
//! keys that choose and play moves.

use std::sync::Arc;
use std::time::Instant;

use crate::engine::Player;
use crate::engine::SearchConfig;
use crate::engine::mcts::DEFAULT_RECORDED;
use crate::engine::mcts::MctsConfig;
use crate::engine::trace::DEFAULT_EVENT_CAP;
use crate::session::mcts::MctsAnalysis;
use crate::session::{Analysis, Answer, Engine, Request, Session, Tree, Work};
use crate::tui::keys::Action;
use crate::tui::outline::Outline;
use crate::tui::setup::{Mode, PlaySetup};
use crate::tui::worker::Searched;

use super::{
    Asks, Autoplay, Board, CompareView, Computer, Effect, Focus, Hit, MAX_DEPTH_LIMIT, Outbox,
    Prompt, Purpose, Retry, ReviewView, Step, Thinking, Values,
};

pub struct Play {
    pub setup: PlaySetup,
    pub session: Box<dyn Session>,
    pub mode: Mode,
    pub config: SearchConfig,
    /// Hints on, or blind play (and a key that would show values asked about once).
    pub values: Values,
    /// The move cursor, a move typed by its digits, the marks.
    pub board: Board,
    /// The status bar's word, the clipboard's text, the search asked for.
    pub out: Outbox,
    pub thinking: Option<Thinking>,
    /// The last finished search; `analysis.position` says which position it was of.
    pub analysis: Option<Arc<Analysis>>,
    /// The computer player: its engines, whether it plays on, the move it found.
    pub computer: Computer,
    /// What the screen looks at and the keys work on: the game, the tree, a step-through…
    pub focus: Focus,
    /// Draw the tree as in the textbook when it fits (`d` switches to the outline and back).
    pub drawn: bool,
    /// When the next step-through opens, go to the first step at the node with this label
    /// (practice's first mistake).
    pub seek_label: Option<(String, crate::engine::trace::EventKind)>,
    pub outline: Outline,
    /// Most events a search records for the tree and the step-through.
    pub event_cap: usize,
    /// Where `w` writes game records (the current directory).
    pub records_dir: std::path::PathBuf,
    /// The value of each position searched on the way, by plies, with the position's number
    /// (a position walked away from no longer counts): the play screen's value graph.
    pub course: Vec<Option<(u64, crate::session::review::Point)>>,
    /// Where the last frame drew what a click works on (only the drawing knows the places).
    pub hits: std::cell::RefCell<Vec<(ratatui::layout::Rect, Hit)>>,
    /// Retrying the moves the review found worth retrying (`t` in the review).
    pub retry: Option<Retry>,
}

/// The numbers of best moves `b` steps through: the best, the top three, none.
pub const MARKED: [usize; 3] = [1, 3, 0];

/// What a game is opened with beside its setup: what the app gives every game (the trace cap,
/// MIN's engine) and what a game started from a typed position keeps of the one before.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    pub event_cap: usize,
    pub min_engine: Option<SearchConfig>,
    pub records_dir: std::path::PathBuf,
    pub marked: usize,
    pub hints: bool,
    /// Open the step-through when the first search ends, at the first step at the node with
    /// this label (practice's first mistake).
    pub seek_label: Option<(String, crate::engine::trace::EventKind)>,
}

impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            event_cap: DEFAULT_EVENT_CAP,
            min_engine: None,
            records_dir: std::path::PathBuf::from("."),
            marked: MARKED[0],
            hints: true,
            seek_label: None,
        }
    }
}

impl Play {
    /// A game of `setup` with the default options (as the command line checks one).
    pub fn new(setup: PlaySetup) -> Result<Play, String> {
        Play::open(setup, PlayOptions::default())
    }

    pub fn open(setup: PlaySetup, options: PlayOptions) -> Result<Play, String> {
        let session = setup.game.session()?;
        let drawn = session.prefers_drawing();
        session.searchable(&setup.config)?;
        let computer = Computer::new(setup.engines, options.min_engine);
        Ok(Play {
            computer,
            mode: setup.mode,
            config: setup.config,
            setup,
            session,
            values: Values::from_hints(options.hints),
            board: Board::new(options.marked),
            out: Outbox::default(),
            thinking: None,
            analysis: None,
            focus: Focus::Game,
            drawn,
            seek_label: options.seek_label,
            outline: Outline::default(),
            event_cap: options.event_cap,
            records_dir: options.records_dir,
            hits: Default::default(),
            course: Vec::new(),
            retry: None,
        })
    }

    /// The keys that work here: the focus's, or the retry's on the game's position.
    pub fn keys(&self) -> crate::tui::keys::Screen {
        match (&self.focus, &self.retry) {
            (Focus::Game, Some(_)) => crate::tui::keys::Screen::Retry,
            (focus, _) => focus.keys(),
        }
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

    /// Whether a prompt (`:` a move, `Y` a position) takes what is typed or pasted.
    pub fn prompting(&self) -> bool {
        matches!(self.focus, Focus::Typing(_))
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
            None => self.analysis.as_deref().and_then(Analysis::tree),
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
        (ahead > 0).then(|| crate::tr!("play-move-of", ply = plies, plies = plies + ahead))
    }

    /// Blind play: hints off and no step-through asked for, so no value, ★, best move or line
    /// reaches the screen.
    pub fn blind(&self) -> bool {
        !self.values.shown() && self.step().is_none()
    }

    /// The moves the board marks as the best, best first (their indices): the analysis's best,
    /// then the next best by exact value, among those that keep the best's result (a win, a
    /// draw, a tree's utility; any, by a heuristic): none beside a best that loses, since every
    /// other move loses sooner. None in blind play or before the position is searched.
    pub fn marked_moves(&self) -> Vec<usize> {
        use crate::engine::Score;
        use crate::engine::score::{WIN, is_decisive};
        let valued = self.current_analysis().filter(|a| !self.blind() && a.source.values());
        let Some(a) = valued else { return vec![] };
        let Some(best) = a.best else { return vec![] };
        let sign = a.to_move.sign();
        // A value's result for the mover: a win or a loss, else (searched to the end) the value.
        let result = |value: Score| match is_decisive(value) {
            true => value.signum() * WIN,
            false => value,
        };
        let best_result = result(a.value * sign);
        let keeps = |value: Score| !a.exact || result(value * sign) == best_result;
        let loses = is_decisive(a.value) && best_result < 0;
        let mut others: Vec<_> = a
            .move_values
            .iter()
            .filter(|v| v.index != best && v.bound == crate::engine::Bound::Exact)
            .filter(|v| !loses && keeps(v.value))
            .collect();
        others.sort_by_key(|v| std::cmp::Reverse(v.value * sign));
        let ranked = std::iter::once(best).chain(others.into_iter().map(|v| v.index));
        ranked.take(self.board.marked).collect()
    }

    /// The search the position calls for and is not already running: the computer's move, or
    /// hints for a human, or the search the user asked for (`A`, `m`, `R`, `s`). `None` when
    /// nothing is wanted, it is running, or the user is busy with a step-through, an analysis or
    /// a comparison.
    pub(super) fn wanted_search(&mut self) -> Option<(Purpose, Request)> {
        if let Some(purpose) = self.out.search.take() {
            self.cancel();
            let asked =
                Request { event_cap: self.event_cap, ..Request::new(purpose.work(), self.config) };
            return match (purpose, &self.computer.replaying) {
                (Purpose::Replay, Some(decision)) => {
                    // The decision's side's switches, to the depth its search reached, no clock.
                    let side = decision.to_move;
                    let depth = decision.source.replay_depth();
                    let config = SearchConfig { depth, time: None, ..self.switches_for(side) };
                    Some((
                        purpose,
                        Request { position: Some(decision.position), side, config, ..asked },
                    ))
                }
                (Purpose::Replay, None) => None,
                // The move selected on the board first among the worse, if it is one.
                (Purpose::Explain, _) => {
                    let chosen = Some(self.board.cursor).filter(|_| self.session.move_count() > 0);
                    Some((purpose, Request { work: Work::Explain(chosen), ..asked }))
                }
                _ => Some((purpose, asked)),
            };
        }
        let busy = self.thinking.as_ref().is_some_and(|t| {
            matches!(
                t.purpose,
                Purpose::Analyze
                    | Purpose::Compare
                    | Purpose::Replay
                    | Purpose::Review
                    | Purpose::Explain
            )
        });
        let looking = !self.focus.game_runs() || self.retry.is_some();
        if busy || looking || self.session.end().is_some() || self.computer.pending.is_some() {
            return None;
        }
        let purpose = if self.computer_to_move() {
            if !self.computer.autoplay.may_play() {
                return None;
            }
            Purpose::Move
        } else if self.values.shown() && self.current_analysis().is_none() {
            Purpose::Hints
        } else {
            return None;
        };
        if self.thinking.as_ref().is_some_and(|t| t.purpose == purpose) {
            return None;
        }
        self.cancel();
        let hints =
            Request { event_cap: self.event_cap, ..Request::new(purpose.work(), self.config) };
        if purpose == Purpose::Hints {
            return Some((purpose, hints));
        }
        // The computer's own move: its side's engine (MIN's own switches and game settings,
        // such as Reversi's heuristic for White), Monte Carlo where that side plays so.
        let side = self.session.to_move();
        let config = self.switches_for(side);
        let engine = match self.mcts_to_move() {
            // The clock (`T`) is the game's, whichever engine plays.
            Some(mcts) => Engine::Mcts(MctsConfig {
                recorded: DEFAULT_RECORDED,
                time: self.config.time.or(mcts.time),
                ..mcts
            }),
            None => Engine::Minimax,
        };
        Some((purpose, Request { side, config, engine, ..hints }))
    }

    /// The computer's switches for `side`: MIN's own (`--min-engine`) where it has them.
    pub fn switches_for(&self, side: Player) -> SearchConfig {
        self.computer.switches_for(side, self.config)
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
                if matches!(self.focus, Focus::Review(_) | Focus::Explain(_)) {
                    self.focus = Focus::Game;
                    self.out.message = Some(crate::tr!("say-stopped"));
                }
                // Stopped (on a clock) before even depth 1 finished: nothing to play.
                if purpose == Purpose::Move {
                    self.computer.autoplay = Autoplay::Paused;
                    self.out.message = Some(crate::tr!("say-search-stopped"));
                }
            }
            Ok(Answer::Comparison(rows, mcts)) => {
                self.focus = Focus::Compare(CompareView { rows, mcts, running: false });
            }
            Ok(Answer::Explanation(found)) => {
                if let Focus::Explain(view) = &mut self.focus {
                    view.found = Some(found);
                }
            }
            Ok(Answer::Review(review)) => {
                if let Focus::Review(view) = &mut self.focus {
                    // The cursor starts on the first move that changed the result, if one did.
                    view.cursor = review.moves.iter().position(|m| m.changed_result()).unwrap_or(0);
                    view.review = Some(review);
                    if view.then_retry {
                        self.start_retry();
                    }
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
                    self.computer.decision = Some(analysis.clone());
                }
                if purpose == Purpose::Move
                    && let Some(index) = analysis.best
                {
                    self.schedule(index, now);
                }
                self.analysis = Some(analysis.clone());
                self.outline = Outline::default();
                self.chart(&analysis);
                let wanted = match purpose {
                    Purpose::Analyze => true,
                    Purpose::Move => std::mem::take(&mut self.computer.step_requested),
                    Purpose::Hints
                    | Purpose::Compare
                    | Purpose::Replay
                    | Purpose::Review
                    | Purpose::Explain => false,
                };
                if wanted {
                    self.open_step(analysis);
                }
            }
        }
    }

    /// The computer will play the move at `index`, after the spectator's delay.
    fn schedule(&mut self, index: usize, now: Instant) {
        self.computer.schedule(index, now, self.mode == Mode::PcVsPc);
    }

    /// The Monte Carlo settings of the side to move's computer, if it plays so.
    pub fn mcts_to_move(&self) -> Option<MctsConfig> {
        self.computer.mcts_for(self.session.to_move())
    }

    /// The Monte Carlo search the panels show, if the last search to finish was one (not in
    /// blind play: its estimates are evaluations).
    pub fn shown_mcts(&self) -> Option<MctsAnalysis<'_>> {
        self.analysis.as_deref().filter(|_| !self.blind()).and_then(Analysis::mcts)
    }

    /// Time passed: an autoplayed step, or a pending computer move whose moment came.
    pub(super) fn tick(&mut self, now: Instant) {
        if self.autoplay(now) || self.mcts_autoplay(now) {
            return;
        }
        if self.focus.game_runs()
            && let Some(index) = self.computer.due(now)
        {
            self.play_move(index, now);
        }
    }

    pub(super) fn play_move(&mut self, index: usize, now: Instant) {
        if self.session.play(index) {
            self.computer.last_move_at = now;
            self.board.typed.clear();
            let next = self.board.cursor.min(self.session.move_count().saturating_sub(1));
            self.board.cursor = self.last_move_of_a_game_over().unwrap_or(next);
        }
    }

    /// Once the game is over the Moves panel lists the game's moves, the cursor on the last: the
    /// record opens where the game ended (it opened at the first move).
    pub(super) fn last_move_of_a_game_over(&self) -> Option<usize> {
        let over = self.session.end().is_some();
        over.then(|| self.session.plies().saturating_sub(1))
    }

    /// Settings changed: searches of the current position start again with them.
    fn settings_changed(&mut self, what: String) {
        self.out.message = Some(what);
        self.cancel();
        if self.current_analysis().is_some() && !self.computer_to_move() {
            self.analysis = None;
        }
    }

    pub(super) fn update(&mut self, action: Action) {
        self.out.message = None;
        let asked = self.values.take_asked();
        let effect = match (&mut self.focus, &mut self.retry) {
            (Focus::Compare(view), _) => view.update(action),
            (Focus::Review(view), _) => view.update(action),
            (Focus::Explain(view), _) => view.update(action),
            (Focus::Typing(prompt), _) => prompt.update(action),
            (Focus::Game, Some(retry)) => retry.update(action),
            _ => return self.game_key(action, asked),
        };
        self.apply(effect);
    }

    /// Carries out what a part asked for.
    pub(super) fn apply(&mut self, effect: Effect) {
        match effect {
            Effect::None => {}
            Effect::Say(what) => self.out.message = Some(what),
            Effect::Close => self.focus = Focus::Game,
            Effect::CloseStopping(purpose) => {
                if self.thinking.as_ref().is_some_and(|t| t.purpose == purpose) {
                    self.cancel();
                }
                self.focus = Focus::Game;
            }
            Effect::ChooseReviewed { index, moves } => {
                // The position the move was chosen in: its values in the Moves panel.
                self.focus = Focus::Game;
                let given = self.session.plies() + self.session.ahead() - moves;
                self.walk_to(given + index);
                // A person's position gets its hints as any does; the computer's waits there,
                // so its moves are valued on request, as the review promises.
                if self.computer_to_move()
                    && self.values.shown()
                    && self.current_analysis().is_none()
                {
                    self.out.search = Some(Purpose::Hints);
                }
            }
            Effect::PlayNamed(name) => {
                self.focus = Focus::Game;
                self.play_named(&name);
            }
            Effect::StartFrom(position) => {
                self.focus = Focus::Game;
                self.start_from(&position);
            }
            Effect::LeaveStep => {
                self.focus = Focus::Game;
                self.outline = Outline::default();
                self.out.message = Some(crate::tr!("say-left-step"));
            }
            Effect::Compare => {
                self.focus = Focus::Game;
                self.compare();
            }
            Effect::Pace(pace) => self.pace(pace),
            Effect::ResetOutline => self.outline = Outline::default(),
            Effect::Follow => {
                // The cursor goes back to the search, and nodes closed by hand open again so
                // its path is in view.
                self.outline.cursor = None;
                self.outline.collapsed.clear();
            }
            Effect::TreeKey(action) => {
                self.tree_key(action);
            }
            Effect::Board(action) => self.board_key(action, None),
            Effect::GoTo(plies) => {
                // The retry's panel says where; the walk's words about < > do not hold there.
                self.walk_to(plies);
                self.out.message = None;
            }
            Effect::Retry => self.start_retry(),
            Effect::EndRetry => self.end_retry(),
        }
    }

    /// A key for the game, the tree or a step-through.
    fn game_key(&mut self, action: Action, asked: Option<Action>) {
        if action == Action::ExportPicture {
            return match self.blind() {
                true => self.reveal_then(action, asked),
                false => self.export_picture(),
            };
        }
        if action == Action::ToggleDrawing {
            self.drawn = !self.drawn;
            self.out.message = Some(match self.drawn {
                true => crate::tr!("say-tree-drawn"),
                false => crate::tr!("say-tree-outline"),
            });
            return;
        }
        let stepped = match &mut self.focus {
            Focus::Step(step) => Some(step.update(action)),
            Focus::MctsStep(step) => Some(step.update(action)),
            _ => None,
        };
        if let Some(effect) = stepped {
            return self.apply(effect);
        }
        if matches!(self.focus, Focus::Tree) {
            if matches!(action, Action::Back | Action::FocusTree) {
                return self.apply(Effect::Close);
            }
            if self.tree_key(action) {
                return;
            }
        }
        let searched = self.analysis.as_ref().filter(|a| a.source.values());
        let reached = searched.map_or(MAX_DEPTH_LIMIT, |a| a.stats.max_depth);
        let searchable = |c: &SearchConfig| self.session.searchable(c);
        match super::settings::switched(self.config, action, reached, searchable) {
            Some(Ok((config, what))) => {
                self.config = config;
                self.settings_changed(what);
            }
            Some(Err(why)) => self.out.message = Some(why),
            None if action == Action::Back => self.stop_search(),
            None if self.computer_key(action) || self.line_key(action) => {}
            None => self.board_key(action, asked),
        }
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
            Focus::Review(_) | Focus::Explain(_) | Focus::Step(_) | Focus::MctsStep(_) => {
                return wheel;
            }
            Focus::Typing(_) => return None,
            Focus::Game | Focus::Tree => {}
        }
        let at = ratatui::layout::Position::new(mouse.column, mouse.row);
        // The last drawn first: a row of a panel is drawn after the panel.
        let hit =
            self.hits.borrow().iter().rev().find(|(area, _)| area.contains(at)).map(|h| h.1)?;
        match (hit, wheel) {
            (Hit::Play(index), None) if matches!(self.focus, Focus::Game) => {
                self.board.select(index);
                Some(Action::Confirm)
            }
            (Hit::Select(index), None) => {
                self.focus = Focus::Game;
                self.board.select(index);
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
                self.board.typed.clear();
                self.board.cursor = match action {
                    Action::Up => self.board.cursor.min(last).saturating_sub(1),
                    _ => (self.board.cursor + 1).min(last),
                };
                None
            }
            _ => None,
        }
    }

    /// Keeps the value of the position `analysis` searched for the value graph.
    fn chart(&mut self, analysis: &Analysis) {
        use crate::session::review::Point;
        if !analysis.source.values() {
            return;
        }
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
}
