//! The app's state and the one place it changes: `App::handle` for each event.

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use crate::engine::SearchConfig;
use crate::tui::keys::{self, Action};
use crate::tui::session::{Analysis, Session};
use crate::tui::setup::{Mode, PlaySetup};
use crate::tui::start::StartForm;
use crate::tui::worker::{Searched, Ticket, Worker};

/// Everything the main loop waits for.
pub enum AppEvent {
    Key(KeyEvent),
    Resize,
    Searched(Box<Searched>),
}

/// Pauses between computer moves in PC vs PC, slowest last; `[` and `]` step through them.
pub const DELAYS_MS: [u64; 7] = [0, 100, 250, 500, 1000, 2000, 4000];
const DEFAULT_DELAY: usize = 3;
/// How often the screen refreshes while a search runs (spinner, node count).
pub const SPIN_INTERVAL: Duration = Duration::from_millis(100);
/// Most nodes of a search kept for the game-tree panel.
pub const TREE_CAP: usize = 50_000;
/// Past this depth limit, `+` means "to the end".
pub const MAX_DEPTH_LIMIT: u32 = 20;

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
    pub analysis: Option<Analysis>,
    pub paused: bool,
    pub delay: usize,
    pub pending: Option<Pending>,
    pub last_move_at: Instant,
}

pub struct App {
    pub screen: Screen,
    pub help: bool,
    pub quit: bool,
    worker: Worker,
}

impl App {
    /// Opens on the start screen, or straight into a game.
    pub fn new(worker: Worker, setup: Option<PlaySetup>) -> App {
        let screen = match setup {
            Some(setup) => match Play::new(setup.clone()) {
                Ok(play) => Screen::Play(Box::new(play)),
                Err(e) => Screen::Start(StartForm { error: Some(e), ..StartForm::new(&setup) }),
            },
            None => Screen::Start(StartForm::new(&PlaySetup::default())),
        };
        let mut app = App { screen, help: false, quit: false, worker };
        app.drive();
        app
    }

    pub fn keys_screen(&self) -> keys::Screen {
        match self.screen {
            Screen::Start(_) => keys::Screen::Start,
            Screen::Play(_) => keys::Screen::Play,
        }
    }

    pub fn handle(&mut self, event: AppEvent) {
        match event {
            AppEvent::Key(key) if key.kind != KeyEventKind::Release => {
                if let Some(action) = keys::action(self.keys_screen(), key) {
                    self.update(action);
                } else if self.help {
                    self.help = false;
                }
            }
            AppEvent::Key(_) | AppEvent::Resize => {}
            AppEvent::Searched(answer) => self.searched(*answer),
        }
        self.drive();
    }

    /// How long the main loop may wait before `tick` has something to do (`None`: until an event).
    pub fn timeout(&self, now: Instant) -> Option<Duration> {
        let Screen::Play(play) = &self.screen else { return None };
        let pending = play
            .pending
            .as_ref()
            .filter(|_| !play.paused)
            .map(|p| p.at.saturating_duration_since(now));
        let spinning = play.thinking.as_ref().map(|_| SPIN_INTERVAL);
        match (pending, spinning) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Time passed: play a pending computer move whose moment came.
    pub fn tick(&mut self, now: Instant) {
        if let Screen::Play(play) = &mut self.screen
            && !play.paused
            && play.pending.as_ref().is_some_and(|p| p.at <= now)
        {
            let pending = play.pending.take().expect("checked above");
            play.play_move(pending.index, now);
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
                    Ok(play) => self.screen = Screen::Play(Box::new(play)),
                    Err(e) => form.error = Some(e),
                },
                _ => {}
            },
            Screen::Play(play) => {
                if action == Action::Back && play.thinking.is_none() {
                    let setup =
                        PlaySetup { mode: play.mode, config: play.config, ..play.setup.clone() };
                    self.screen = Screen::Start(StartForm::new(&setup));
                } else {
                    play.update(action);
                }
            }
        }
    }

    fn searched(&mut self, answer: Searched) {
        if let Screen::Play(play) = &mut self.screen {
            play.searched(answer, Instant::now());
        }
    }

    /// Starts whatever search the position now calls for.
    fn drive(&mut self) {
        if let Screen::Play(play) = &mut self.screen
            && let Some((purpose, config)) = play.wanted_search()
        {
            let ticket = self.worker.submit(play.session.job(config, TREE_CAP));
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
        })
    }

    pub fn computer_to_move(&self) -> bool {
        self.mode.computer_plays(self.session.to_move())
    }

    /// The analysis of the position on the board, if the last search was of it.
    pub fn current_analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref().filter(|a| a.plies == self.session.plies())
    }

    /// The search the position calls for and is not already running: the computer's move, or
    /// hints for a human. `None` when nothing is wanted or it is running.
    fn wanted_search(&mut self) -> Option<(Purpose, SearchConfig)> {
        if self.session.end().is_some() || self.pending.is_some() {
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
        let Ok(analysis) = answer.result else { return };
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
            self.pending = Some(Pending { index, at: (self.last_move_at + delay).max(now) });
        }
        self.analysis = Some(analysis);
    }

    fn play_move(&mut self, index: usize, now: Instant) {
        if self.session.play(index) {
            self.last_move_at = now;
            self.typed.clear();
            self.cursor = self.cursor.min(self.session.moves().len().saturating_sub(1));
        }
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
        let config = &mut self.config;
        match action {
            Action::Back => {
                // A search is running (else the app went back to the start screen).
                let was_move = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move);
                self.cancel();
                if was_move {
                    self.paused = true;
                    self.message = Some("search cancelled; space resumes the computer".into());
                } else {
                    self.hints = false;
                    self.message = Some("hints cancelled; i turns them back on".into());
                }
            }
            Action::ToggleAlphaBeta => {
                config.alpha_beta = !config.alpha_beta;
                let on = if config.alpha_beta { "on" } else { "off" };
                self.settings_changed(format!("alpha-beta {on}"));
            }
            Action::ToggleAlgorithm => {
                config.algorithm = match config.algorithm {
                    crate::engine::Algorithm::Minimax => crate::engine::Algorithm::Negamax,
                    crate::engine::Algorithm::Negamax => crate::engine::Algorithm::Minimax,
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
                self.typed.clear();
                self.cursor = 0;
                self.last_move_at = Instant::now();
                self.message = Some("new game".into());
            }
            Action::Pause => {
                self.paused = !self.paused;
                self.message = Some(if self.paused { "paused" } else { "resumed" }.into());
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
            Action::Up | Action::Left => self.move_cursor(-1),
            Action::Down | Action::Right => self.move_cursor(1),
            Action::Digit(c) => self.type_digit(c),
            Action::Backspace => {
                self.typed.pop();
            }
            Action::Confirm => self.confirm(),
            Action::Quit | Action::Help | Action::Type(_) => {}
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

    fn move_cursor(&mut self, by: isize) {
        let n = self.session.moves().len();
        if n > 0 {
            self.cursor = (self.cursor as isize + by).rem_euclid(n as isize) as usize;
            self.typed.clear();
        }
    }

    fn type_digit(&mut self, c: char) {
        self.typed.push(c);
        let moves = self.session.moves();
        if let Some(i) = moves.iter().position(|m| m.label == self.typed) {
            self.cursor = i;
        } else if !moves.iter().any(|m| m.label.starts_with(&self.typed)) {
            self.message = Some(format!("{} is not a legal move here", self.typed));
            self.typed.clear();
        }
    }

    fn confirm(&mut self) {
        if !self.human_may_move() {
            return;
        }
        let moves = self.session.moves();
        let index = if self.typed.is_empty() {
            Some(self.cursor)
        } else {
            moves.iter().position(|m| m.label == self.typed)
        };
        match index.filter(|&i| i < moves.len()) {
            Some(i) => self.play_move(i, Instant::now()),
            None => {
                self.message = Some(format!("{} is not a legal move here", self.typed));
                self.typed.clear();
            }
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
