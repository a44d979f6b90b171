//! The app's state and the one place it changes: `App::handle` for each event.

use std::sync::Arc;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use crate::engine::compare::Comparison;
use crate::engine::replay::Replay;
use crate::engine::trace::{DEFAULT_EVENT_CAP, EventKind, NONE};
use crate::engine::{Algorithm, SearchConfig};
use crate::tui::keys::{self, Action};
use crate::tui::outline::{self, Outline, Row};
use crate::tui::session::{Analysis, Answer, Session, Tree};
use crate::tui::setup::{Mode, PlaySetup};
use crate::tui::start::StartForm;
use crate::tui::worker::{Searched, Ticket, Worker};

/// Everything the main loop waits for.
pub enum AppEvent {
    Key(KeyEvent),
    Resize,
    Searched(Box<Searched>),
}

/// Pauses between computer moves in PC vs PC, and between autoplayed steps of a step-through,
/// fastest first; `[` and `]` step through them.
pub const DELAYS_MS: [u64; 7] = [0, 100, 250, 500, 1000, 2000, 4000];
const DEFAULT_DELAY: usize = 3;
/// Autoplay never steps faster than this, so it can be watched and stopped.
const MIN_STEP_MS: u64 = 20;
/// How often the screen refreshes while a search runs (spinner, node count).
pub const SPIN_INTERVAL: Duration = Duration::from_millis(100);
/// Past this depth limit, `+` means "to the end".
pub const MAX_DEPTH_LIMIT: u32 = 20;
/// Rows moved by PgUp/PgDn in the tree.
const PAGE: usize = 10;

pub enum Screen {
    Start(StartForm),
    Play(Box<Play>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer choosing its move.
    Move,
    /// Values of every move for a human to move.
    Hints,
    /// A search of the position to step through (`A`).
    Analyze,
    /// The position searched several ways (`m`).
    Compare,
}

pub struct Thinking {
    pub ticket: Ticket,
    pub purpose: Purpose,
    pub started: Instant,
}

/// A move the computer chose, waiting for its moment (PC vs PC plays at the chosen speed).
pub struct Pending {
    pub index: usize,
    pub at: Instant,
}

/// Stepping through a recorded search.
pub struct Step {
    pub analysis: Arc<Analysis>,
    pub replay: Replay,
    pub autoplay: bool,
    pub next_at: Instant,
}

/// The comparison overlay: rows so far, and whether more are coming.
pub struct CompareView {
    pub rows: Vec<Comparison>,
    pub running: bool,
}

pub struct Play {
    pub setup: PlaySetup,
    pub session: Box<dyn Session>,
    pub mode: Mode,
    pub config: SearchConfig,
    pub hints: bool,
    pub cursor: usize,
    pub typed: String,
    pub message: Option<String>,
    pub thinking: Option<Thinking>,
    /// The last finished search; `analysis.plies` says which position it was of.
    pub analysis: Option<Arc<Analysis>>,
    pub paused: bool,
    pub delay: usize,
    pub pending: Option<Pending>,
    pub last_move_at: Instant,
    /// The game tree has the keys.
    pub tree_focus: bool,
    pub outline: Outline,
    pub step: Option<Step>,
    /// Open the step-through when the computer's next search ends (`s` before it ended, `--step`).
    pub step_requested: bool,
    pub compare: Option<CompareView>,
    /// Most events a search records for the tree and the step-through.
    pub event_cap: usize,
    /// A search the user asked for (`A`, `m`), to start next.
    requested: Option<Purpose>,
    /// A move being typed after `:`.
    pub input: Option<String>,
}

pub struct App {
    pub screen: Screen,
    pub help: bool,
    pub quit: bool,
    worker: Worker,
    /// Most events a search records (`--trace-cap`), for every game started.
    trace_cap: usize,
}

/// How the app is opened.
#[derive(Clone, Copy, Debug)]
pub struct Launch {
    /// Open in the step-through of the first search.
    pub step: bool,
    /// Most events a search records for the tree and the step-through.
    pub trace_cap: usize,
}

impl Default for Launch {
    fn default() -> Self {
        Launch { step: false, trace_cap: DEFAULT_EVENT_CAP }
    }
}

impl App {
    /// Opens on the start screen, or straight into a game (stepping through its first search
    /// when `step` is set).
    pub fn new(worker: Worker, setup: Option<PlaySetup>) -> App {
        App::with_options(worker, setup, Launch::default())
    }

    pub fn with_options(worker: Worker, setup: Option<PlaySetup>, launch: Launch) -> App {
        let screen = match setup {
            Some(setup) => match Play::new(setup.clone()) {
                Ok(mut play) => {
                    play.event_cap = launch.trace_cap;
                    if launch.step {
                        play.request_step();
                    }
                    Screen::Play(Box::new(play))
                }
                Err(e) => Screen::Start(StartForm { error: Some(e), ..StartForm::new(&setup) }),
            },
            None => Screen::Start(StartForm::new(&PlaySetup::default())),
        };
        let mut app = App { screen, help: false, quit: false, worker, trace_cap: launch.trace_cap };
        app.drive();
        app
    }

    pub fn keys_screen(&self) -> keys::Screen {
        match &self.screen {
            Screen::Start(_) => keys::Screen::Start,
            Screen::Play(play) if play.input.is_some() => keys::Screen::Input,
            Screen::Play(play) if play.step.is_some() => keys::Screen::Step,
            Screen::Play(play) if play.tree_focus => keys::Screen::Tree,
            Screen::Play(_) => keys::Screen::Play,
        }
    }

    pub fn handle(&mut self, event: AppEvent) {
        match event {
            AppEvent::Key(key) if key.kind != KeyEventKind::Release => {
                match keys::action(self.keys_screen(), key) {
                    Some(action) => self.update(action),
                    None => self.dismiss(),
                }
            }
            AppEvent::Key(_) | AppEvent::Resize => {}
            AppEvent::Searched(answer) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.searched(*answer, Instant::now());
                }
            }
        }
        self.drive();
    }

    /// How long the main loop may wait before `tick` has something to do (`None`: until an event).
    pub fn timeout(&self, now: Instant) -> Option<Duration> {
        let Screen::Play(play) = &self.screen else { return None };
        let due = |at: Instant| at.saturating_duration_since(now);
        let stepping = play.step.as_ref().filter(|s| s.autoplay).map(|s| due(s.next_at));
        let pending = play
            .pending
            .as_ref()
            .filter(|_| !play.paused && play.step.is_none())
            .map(|p| due(p.at));
        let spinning = play.thinking.as_ref().map(|_| SPIN_INTERVAL);
        [stepping, pending, spinning].into_iter().flatten().min()
    }

    /// Time passed: an autoplayed step, or a pending computer move whose moment came.
    pub fn tick(&mut self, now: Instant) {
        if let Screen::Play(play) = &mut self.screen {
            play.tick(now);
        }
        self.drive();
    }

    pub fn update(&mut self, action: Action) {
        if action == Action::Quit {
            if let Screen::Play(play) = &mut self.screen {
                play.cancel();
            }
            self.quit = true;
            return;
        }
        if self.help {
            // Any key closes the help overlay.
            self.help = false;
            return;
        }
        if action == Action::Help {
            self.help = true;
            return;
        }
        match &mut self.screen {
            Screen::Start(form) => match action {
                Action::Up => form.up(),
                Action::Down => form.down(),
                Action::Left => form.step(false),
                Action::Right => form.step(true),
                Action::Type(c) => form.type_char(c),
                Action::Backspace => form.backspace(),
                Action::Confirm => match form.setup().and_then(Play::new) {
                    Ok(mut play) => {
                        play.event_cap = self.trace_cap;
                        self.screen = Screen::Play(Box::new(play));
                    }
                    Err(e) => form.error = Some(e),
                },
                _ => {}
            },
            Screen::Play(play) => {
                let idle = play.thinking.is_none() && play.step.is_none() && !play.tree_focus;
                if action == Action::Back && idle && play.compare.is_none() {
                    let setup =
                        PlaySetup { mode: play.mode, config: play.config, ..play.setup.clone() };
                    self.screen = Screen::Start(StartForm::new(&setup));
                } else {
                    play.update(action);
                }
            }
        }
    }

    /// A key with no action closes whatever overlay is open (help, the comparison).
    fn dismiss(&mut self) {
        self.help = false;
        if let Screen::Play(play) = &mut self.screen
            && play.compare.is_some()
        {
            play.update(Action::Back);
        }
    }

    /// Starts whatever search the position now calls for.
    fn drive(&mut self) {
        if let Screen::Play(play) = &mut self.screen
            && let Some((purpose, config)) = play.wanted_search()
        {
            let job = match purpose {
                Purpose::Compare => play.session.compare_job(config),
                _ => play.session.job(config, play.event_cap),
            };
            let ticket = self.worker.submit(job);
            play.thinking = Some(Thinking { ticket, purpose, started: Instant::now() });
        }
    }
}

impl Play {
    pub fn new(setup: PlaySetup) -> Result<Play, String> {
        let session = setup.game.session()?;
        Ok(Play {
            mode: setup.mode,
            config: setup.config,
            setup,
            session,
            hints: true,
            cursor: 0,
            typed: String::new(),
            message: None,
            thinking: None,
            analysis: None,
            paused: false,
            delay: DEFAULT_DELAY,
            pending: None,
            last_move_at: Instant::now(),
            tree_focus: false,
            outline: Outline::default(),
            step: None,
            step_requested: false,
            compare: None,
            event_cap: DEFAULT_EVENT_CAP,
            requested: None,
            input: None,
        })
    }

    pub fn computer_to_move(&self) -> bool {
        self.mode.computer_plays(self.session.to_move())
    }

    /// The analysis of the position on the board, if the last search was of it.
    pub fn current_analysis(&self) -> Option<&Analysis> {
        self.analysis.as_deref().filter(|a| a.plies == self.session.plies())
    }

    /// The search the tree panel shows: the one being stepped through, else the last one.
    pub fn shown_analysis(&self) -> Option<&Analysis> {
        match &self.step {
            Some(step) => Some(&step.analysis),
            None => self.analysis.as_deref(),
        }
    }

    pub fn shown_tree(&self) -> Option<&Tree> {
        self.shown_analysis().map(|a| &a.tree)
    }

    /// The tree's rows as they are shown now.
    pub fn tree_rows(&self) -> Vec<Row> {
        match self.shown_tree() {
            Some(tree) => outline::rows(tree, self.step.as_ref().map(|s| &s.replay), &self.outline),
            None => Vec::new(),
        }
    }

    /// The search the position calls for and is not already running: the computer's move, or
    /// hints for a human. `None` when nothing is wanted, it is running, or the user is busy with
    /// a step-through, an analysis or a comparison.
    fn wanted_search(&mut self) -> Option<(Purpose, SearchConfig)> {
        if let Some(purpose) = self.requested.take() {
            self.cancel();
            return Some((purpose, self.config));
        }
        let busy = self
            .thinking
            .as_ref()
            .is_some_and(|t| matches!(t.purpose, Purpose::Analyze | Purpose::Compare));
        if busy || self.step.is_some() || self.session.end().is_some() || self.pending.is_some() {
            return None;
        }
        let purpose = if self.computer_to_move() {
            if self.paused {
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
        let exact_root_values = purpose == Purpose::Hints;
        Some((purpose, SearchConfig { exact_root_values, ..self.config }))
    }

    /// Stops the running search, if any; its answer will be dropped.
    pub fn cancel(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            thinking.ticket.cancel();
        }
    }

    fn searched(&mut self, answer: Searched, now: Instant) {
        let Some(thinking) = self.thinking.as_ref().filter(|t| t.ticket.id == answer.id) else {
            return; // stale: a search cancelled or replaced since
        };
        let purpose = thinking.purpose;
        self.thinking = None;
        match answer.result {
            Err(_) => {
                if let Some(c) = &mut self.compare {
                    c.running = false;
                }
            }
            Ok(Answer::Comparison(rows)) => {
                self.compare = Some(CompareView { rows, running: false });
            }
            Ok(Answer::Analysis(analysis)) => {
                if analysis.plies != self.session.plies() {
                    return;
                }
                if purpose == Purpose::Move
                    && let Some(index) = analysis.best
                {
                    let delay = match self.mode {
                        Mode::PcVsPc => Duration::from_millis(DELAYS_MS[self.delay]),
                        _ => Duration::ZERO,
                    };
                    self.pending =
                        Some(Pending { index, at: (self.last_move_at + delay).max(now) });
                }
                self.analysis = Some(analysis.clone());
                self.outline = Outline::default();
                let wanted = match purpose {
                    Purpose::Analyze => true,
                    Purpose::Move => std::mem::take(&mut self.step_requested),
                    Purpose::Hints | Purpose::Compare => false,
                };
                if wanted {
                    self.open_step(analysis);
                }
            }
        }
    }

    fn tick(&mut self, now: Instant) {
        if let Some(step) = &mut self.step
            && step.autoplay
            && step.next_at <= now
        {
            let tree = &step.analysis.tree;
            step.replay.forward(&tree.trace);
            step.autoplay = !step.replay.at_end(&tree.trace);
            step.next_at = now + step_delay(self.delay);
            return;
        }
        if self.step.is_none() && !self.paused && self.pending.as_ref().is_some_and(|p| p.at <= now)
        {
            let pending = self.pending.take().expect("checked above");
            self.play_move(pending.index, now);
        }
    }

    fn play_move(&mut self, index: usize, now: Instant) {
        if self.session.play(index) {
            self.last_move_at = now;
            self.typed.clear();
            self.cursor = self.cursor.min(self.session.moves().len().saturating_sub(1));
        }
    }

    fn open_step(&mut self, analysis: Arc<Analysis>) {
        let replay = Replay::new(&analysis.tree.trace);
        self.step = Some(Step { analysis, replay, autoplay: false, next_at: Instant::now() });
        self.outline = Outline::default();
        self.tree_focus = false;
        self.message =
            Some("stepping through the search: → next step, c next cutoff, Esc leaves".into());
    }

    /// `s`: the search for the computer's move here (waiting for it if it is still running), else
    /// the last search, else an analysis of this position.
    fn request_step(&mut self) {
        let waiting = self.computer_to_move()
            && self.session.end().is_none()
            && !self.paused
            && self.current_analysis().is_none();
        if waiting {
            self.step_requested = true;
            self.message = Some("the step-through opens when the computer's search ends".into());
        } else if let Some(a) = self.analysis.clone() {
            self.open_step(a);
        } else {
            self.analyze();
        }
    }

    fn analyze(&mut self) {
        if self.session.end().is_some() {
            self.message = Some("the game is over: nothing to analyse".into());
            return;
        }
        self.requested = Some(Purpose::Analyze);
        self.message = Some("analysing; the step-through opens when the search ends".into());
    }

    /// Settings changed: searches of the current position start again with them.
    fn settings_changed(&mut self, what: String) {
        self.message = Some(what);
        self.cancel();
        if self.current_analysis().is_some() && !self.computer_to_move() {
            self.analysis = None;
        }
    }

    fn update(&mut self, action: Action) {
        self.message = None;
        if self.compare.is_some() {
            // Any key closes the comparison; Esc also stops one still running.
            if self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Compare) {
                self.cancel();
            }
            self.compare = None;
            return;
        }
        if let Some(text) = &mut self.input {
            match action {
                Action::Type(c) => text.push(c),
                Action::Backspace => {
                    text.pop();
                }
                Action::Confirm => {
                    let typed = self.input.take().unwrap_or_default();
                    self.play_named(typed.trim());
                }
                _ => self.input = None,
            }
            return;
        }
        if self.step.is_some() {
            return self.update_step(action);
        }
        if self.tree_focus {
            if matches!(action, Action::Back | Action::FocusTree) {
                self.tree_focus = false;
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
                self.cancel();
                self.step_requested = false;
                if was_move {
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
                config.algorithm = match config.algorithm {
                    Algorithm::Minimax => Algorithm::Negamax,
                    Algorithm::Negamax => Algorithm::Minimax,
                };
                let name = format!("{:?}", config.algorithm).to_lowercase();
                self.settings_changed(format!("algorithm: {name}"));
            }
            Action::ToggleTable => {
                config.transposition_table = !config.transposition_table;
                let on = if config.transposition_table { "on" } else { "off" };
                self.settings_changed(format!("transposition table {on}"));
            }
            Action::DepthUp | Action::DepthDown => {
                config.depth = match (config.depth, action == Action::DepthUp) {
                    (None, true) => None,
                    (None, false) => Some(MAX_DEPTH_LIMIT),
                    (Some(d), true) if d >= MAX_DEPTH_LIMIT => None,
                    (Some(d), true) => Some(d + 1),
                    (Some(d), false) => Some(d.saturating_sub(1).max(1)),
                };
                let depth = config.depth.map_or("to the end".into(), |d| format!("{d} plies"));
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
            Action::Restart => {
                self.cancel();
                self.session.restart();
                self.pending = None;
                self.analysis = None;
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
                self.message = Some(
                    if self.paused {
                        "paused (s steps through the last search)"
                    } else {
                        "resumed"
                    }
                    .into(),
                );
                if !self.paused {
                    self.last_move_at = Instant::now();
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
                self.tree_focus = self.shown_tree().is_some();
                if !self.tree_focus {
                    self.message = Some("no search yet: the tree is empty".into());
                }
            }
            Action::EnterMove => {
                self.input = Some(String::new());
                self.message =
                    Some("type a move as the moves list writes it; Enter plays, Esc stops".into());
            }
            Action::Step => self.request_step(),
            Action::Analyze => self.analyze(),
            Action::Compare => self.compare(),
            _ => {}
        }
    }

    fn compare(&mut self) {
        if self.session.end().is_some() {
            self.message = Some("the game is over: nothing to compare".into());
            return;
        }
        self.compare = Some(CompareView { rows: Vec::new(), running: true });
        self.requested = Some(Purpose::Compare);
    }

    /// Keys that move the tree's cursor or open and close its nodes; false for other keys.
    fn tree_key(&mut self, action: Action) -> bool {
        let rows = self.tree_rows();
        let Some(tree) = self.shown_tree() else { return false };
        let focus = outline::focus(tree, self.step.as_ref().map(|s| &s.replay));
        let at = self.outline.cursor_or(focus);
        let Some(index) = rows.iter().position(|r| *r == Row::Node { id: at, depth: r.depth() })
        else {
            self.outline.cursor = None;
            return true;
        };
        let depth = rows[index].depth();
        let open = rows.get(index + 1).is_some_and(|r| r.depth() > depth);
        let has_children = tree.node(at).first_child != NONE;
        let parent = tree.node(at).parent;
        // The nearest node row at or after `i` (or before it, searching back).
        let node_from = |i: usize| rows.iter().skip(i).find_map(Row::node_id);
        let node_before = |i: usize| rows[..i.min(rows.len())].iter().rev().find_map(Row::node_id);
        let cursor = match action {
            Action::Up => node_before(index),
            Action::Down => node_from(index + 1),
            Action::PageUp => node_before(index.saturating_sub(PAGE - 1)),
            Action::PageDown => node_from(index + PAGE).or_else(|| node_before(rows.len())),
            Action::Home => Some(0),
            Action::End => Some(focus),
            Action::Right if has_children && !open => {
                self.outline.toggle(at, false);
                None
            }
            Action::Right => node_from(index + 1),
            Action::Left if open => {
                self.outline.toggle(at, true);
                None
            }
            Action::Left => (parent != NONE).then_some(parent),
            Action::Confirm if has_children => {
                self.outline.toggle(at, open);
                None
            }
            Action::Confirm => None,
            _ => return false,
        };
        self.outline.cursor = Some(cursor.unwrap_or(at));
        true
    }

    fn update_step(&mut self, action: Action) {
        let Some(step) = &mut self.step else { return };
        let trace = &step.analysis.tree.trace;
        let replay = &mut step.replay;
        match action {
            Action::Right => {
                replay.forward(trace);
            }
            Action::Left => {
                replay.back(trace);
            }
            Action::PageDown => replay.seek(trace, replay.step + 10),
            Action::PageUp => replay.seek(trace, replay.step.saturating_sub(10)),
            Action::Home => replay.seek(trace, 0),
            Action::End => replay.seek(trace, trace.events.len()),
            Action::NextCutoff => {
                replay.forward_until(trace, |e| e.kind == EventKind::Cutoff);
                if !trace.events.iter().any(|e| e.kind == EventKind::Cutoff) {
                    self.message = Some("this search has no cutoffs (alpha-beta is off?)".into());
                }
            }
            Action::NextRootValue => replay.forward_until(trace, |e| {
                e.node == 0 && matches!(e.kind, EventKind::Improve | EventKind::BackUp)
            }),
            Action::Pause => {
                step.autoplay = !step.autoplay;
                step.next_at = Instant::now();
                if replay.at_end(trace) && step.autoplay {
                    replay.seek(trace, 0);
                }
            }
            Action::Slower => self.delay = (self.delay + 1).min(DELAYS_MS.len() - 1),
            Action::Faster => self.delay = self.delay.saturating_sub(1),
            Action::Follow => self.outline.cursor = None,
            Action::Up | Action::Down | Action::Confirm => {
                self.tree_key(action);
            }
            Action::Back => {
                self.step = None;
                self.outline = Outline::default();
                self.message = Some("left the step-through".into());
            }
            Action::Compare => {
                self.step = None;
                self.compare();
            }
            _ => {}
        }
        if let Some(step) = &mut self.step
            && matches!(action, Action::Left | Action::PageUp | Action::Home)
        {
            step.autoplay = false;
        }
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

    /// Moves the cursor over the legal moves: a plain list wraps around; grouped moves (Nim's
    /// heaps) form a grid, ↑/↓ between groups keeping the place, ←/→ within one.
    fn move_cursor(&mut self, action: Action) {
        let moves = self.session.moves();
        let n = moves.len();
        if n == 0 {
            return;
        }
        self.typed.clear();
        let c = self.cursor.min(n - 1);
        let group = moves[c].group;
        self.cursor = match (group, action) {
            (None, Action::Up | Action::Left) => (c + n - 1) % n,
            (None, _) => (c + 1) % n,
            (Some(_), Action::Left) if c > 0 && moves[c - 1].group == group => c - 1,
            (Some(_), Action::Right) if c + 1 < n && moves[c + 1].group == group => c + 1,
            (Some(_), Action::Left | Action::Right) => c,
            (Some(_), _) => {
                let starts: Vec<usize> =
                    (0..n).filter(|&i| i == 0 || moves[i - 1].group != moves[i].group).collect();
                let g =
                    starts.iter().rposition(|&s| s <= c).expect("the first move starts a group");
                let place = c - starts[g];
                let next = if action == Action::Up {
                    (g + starts.len() - 1) % starts.len()
                } else {
                    (g + 1) % starts.len()
                };
                let end = starts.get(next + 1).copied().unwrap_or(n);
                (starts[next] + place).min(end - 1)
            }
        };
    }

    /// A typed digit: selects the move whose typed form matches (in the cursor's group, if moves
    /// are grouped).
    fn type_digit(&mut self, c: char) {
        self.typed.push(c);
        let moves = self.session.moves();
        let group = moves.get(self.cursor).and_then(|m| m.group);
        let candidates = || moves.iter().enumerate().filter(|(_, m)| m.group == group);
        let anywhere = || moves.iter().enumerate();
        if let Some((i, _)) = candidates().find(|(_, m)| m.typed == self.typed) {
            self.cursor = i;
        } else if let Some((i, _)) = anywhere().find(|(_, m)| m.typed == self.typed) {
            // Tic-tac-toe's square numbers name a move in any row.
            self.cursor = i;
        } else if !anywhere().any(|(_, m)| m.typed.starts_with(&self.typed)) {
            self.message = Some(format!("{} is not a legal move here", self.typed));
            self.typed.clear();
        }
    }

    fn confirm(&mut self) {
        if !self.human_may_move() {
            return;
        }
        let moves = self.session.moves();
        // Typing moved the cursor onto the typed move; an incomplete number matches nothing.
        let index = if self.typed.is_empty()
            || moves.get(self.cursor).is_some_and(|m| m.typed == self.typed)
        {
            Some(self.cursor)
        } else {
            None
        };
        match index.filter(|&i| i < moves.len()) {
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
        match self.session.moves().iter().position(|m| m.label.eq_ignore_ascii_case(name)) {
            Some(i) => self.play_move(i, Instant::now()),
            None => self.message = Some(format!("'{name}' is not a legal move here")),
        }
    }

    /// Takes back moves until a human is to move again, so "undo" undoes your move and the reply.
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

/// The pause between autoplayed steps.
fn step_delay(delay: usize) -> Duration {
    Duration::from_millis(DELAYS_MS[delay].max(MIN_STEP_MS))
}
