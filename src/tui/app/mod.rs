//! The app's state and the one place it changes: `App::handle` for each event. The play screen's
//! state is `Play` (play.rs); stepping through a search (step.rs) and browsing the tree (tree.rs)
//! are its other modes.

mod board;
mod compare;
mod computer;
mod effect;
mod explain;
mod focus;
mod help;
mod history;
pub mod mcts_step;
mod outbox;
mod picture;
mod play;
mod retry;
mod review;
mod settings;
mod step;
mod tree;
mod typing;
mod values;

pub use board::Board;
pub use compare::CompareView;
pub use computer::{Autoplay, Computer};
pub use effect::{Effect, Pace};
pub use explain::ExplainView;
pub use focus::Focus;
pub use help::Help;
pub use outbox::Outbox;
pub use play::{Play, PlayOptions};
pub use retry::{Retry, Tried};
pub use review::ReviewView;
pub use step::Step;
pub use typing::{Asks, Prompt};
pub use values::Values;

use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use crate::engine::trace::DEFAULT_EVENT_CAP;
use crate::session::{Engine, Work};
use crate::tui::keys::{self, Action};

use crate::tui::setup::PlaySetup;
use crate::tui::start::{FieldId, StartForm};
use crate::tui::theme::Palette;
use crate::tui::worker::{Searched, Ticket, Worker};

/// Everything the main loop waits for.
pub enum AppEvent {
    Key(KeyEvent),
    Mouse(crate::tui::input::Mouse),
    /// Text pasted (bracketed by the terminal), or `None` for one too long to keep.
    Paste(crate::tui::input::Paste),
    Resize,
    Searched(Box<Searched>),
}

/// Pauses between computer moves in PC vs PC, and between autoplayed steps of a step-through,
/// fastest first; `[` and `]` step through them.
pub const DELAYS_MS: [u64; 7] = [0, 100, 250, 500, 1000, 2000, 4000];
const DEFAULT_DELAY: usize = 3;
/// How often the screen refreshes while a search runs (spinner, node count).
pub const SPIN_INTERVAL: Duration = Duration::from_millis(100);
pub use crate::tui::setup::{CLOCKS, MAX_DEPTH_LIMIT};
/// Below this size the screen shows a message instead of panels.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 18;

pub enum Screen {
    Start(StartForm),
    Play(Box<Play>),
    Practice(Box<crate::tui::practice::Practice>),
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
    /// A dedicated engine's decision searched again by the teaching engine, to step through
    /// (`s`).
    Replay,
    /// The game reviewed move by move (`R`).
    Review,
    /// The position explained by its proof (`e`).
    Explain,
}

impl Purpose {
    /// What the session's search does for it. Searches of a position a human is to move in also
    /// value every move exactly, for the Moves panel (a second search, not the one the tree and
    /// counts show).
    fn work(self) -> Work {
        match self {
            Purpose::Move => Work::Analysis,
            Purpose::Hints | Purpose::Analyze => Work::Hints,
            Purpose::Compare => Work::Compare,
            Purpose::Replay => Work::Teaching,
            Purpose::Review => Work::Review,
            Purpose::Explain => Work::Explain(None),
        }
    }
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

/// What a click (or the wheel) at a place of the play screen does, as the last frame drew it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// A move on the board: a click plays it.
    Play(usize),
    /// A row of the Moves panel: a click selects the move.
    Select(usize),
    /// A row of the game tree: a click puts the tree's cursor there.
    Node(u32),
    /// The Moves panel, where the wheel moves the cursor.
    Moves,
    /// The game tree, where the wheel moves the tree's cursor.
    Tree,
}

pub struct App {
    pub screen: Screen,
    /// The help over the screen, when it is open.
    pub help: Option<Help>,
    pub quit: bool,
    worker: Worker,
    /// Most events a search records (`--trace-cap`), for every game started.
    trace_cap: usize,
    /// The terminal's size, as the main loop last saw it: below the minimum only `q` works, since
    /// nothing of what a key would change can be seen.
    size: (u16, u16),
    /// The practice a step-through was opened from: leaving the step-through goes back to it,
    /// answers and all.
    practice: Option<Box<crate::tui::practice::Practice>>,
    /// The game (or practice) Esc left for the start screen: Esc there goes back to it, moves,
    /// variations and start position and all; starting another replaces it.
    pub left: Option<Screen>,
    /// The colours the frame is shown in (`--palette`, `P`).
    pub palette: Palette,
    /// `NO_COLOR` is set: crossterm then writes every colour change as a reset of the attributes,
    /// so no palette but `None` can be shown (`P` says so).
    pub no_colour: bool,
    /// A word on what the last key did where the screen has no message of its own (a new
    /// palette); the next key clears it.
    pub notice: Option<String>,
}

/// How the app is opened.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Open in the step-through of the first search.
    pub step: bool,
    /// Most events a search records for the tree and the step-through.
    pub trace_cap: usize,
    /// Open on practice instead (`minimax practice`).
    pub practice: Option<crate::tui::practice::Options>,
    /// The tree to practise on first (`minimax practice --tree`), checked by `Practice::fits`.
    pub practice_tree: Option<crate::games::tree::Tree>,
    /// The computer's own settings when it plays MIN (`--min-engine`), else the same as MAX's.
    pub min_engine: Option<crate::engine::SearchConfig>,
    /// Moves to play first, in notation (a game record loaded with `play --load`); `<` walks
    /// back through them.
    pub replay: Vec<String>,
    /// The record's other lines, each from its start (`V` switches to one where it leaves).
    pub variations: Vec<Vec<String>>,
    /// The colours asked for (`--palette`): they win over `NO_COLOR`. `None`: the terminal's,
    /// or none under `NO_COLOR`.
    pub palette: Option<Palette>,
    /// Review the moves replayed and retry those that changed the result (`minimax retry`).
    pub retry: bool,
    /// Sit an exam (`minimax exam --sit`).
    pub exam: Option<crate::catalog::tree::exam::Sitting>,
}

impl Default for Launch {
    fn default() -> Self {
        Launch {
            step: false,
            trace_cap: DEFAULT_EVENT_CAP,
            practice: None,
            practice_tree: None,
            min_engine: None,
            replay: Vec::new(),
            variations: Vec::new(),
            palette: None,
            retry: false,
            exam: None,
        }
    }
}

impl Launch {
    /// What every game the app opens is given.
    fn options(&self) -> PlayOptions {
        PlayOptions {
            event_cap: self.trace_cap,
            min_engine: self.min_engine,
            ..PlayOptions::default()
        }
    }
}

impl App {
    /// What a game opened from the start screen or practice is given.
    fn options(&self) -> PlayOptions {
        PlayOptions { event_cap: self.trace_cap, ..PlayOptions::default() }
    }

    /// Opens on the start screen, or straight into a game (stepping through its first search
    /// when `step` is set).
    pub fn new(worker: Worker, setup: Option<PlaySetup>) -> App {
        App::with_options(worker, setup, Launch::default())
    }

    pub fn with_options(worker: Worker, setup: Option<PlaySetup>, launch: Launch) -> App {
        let screen = match (launch.practice, setup) {
            _ if let Some(sitting) = launch.exam => {
                use crate::tui::practice::Practice;
                Screen::Practice(Box::new(Practice::sitting(sitting, Instant::now())))
            }
            (Some(options), _) => {
                use crate::tui::practice::Practice;
                Screen::Practice(Box::new(match launch.practice_tree {
                    Some(tree) => Practice::of_tree(options, tree),
                    None => Practice::new(options),
                }))
            }
            (None, setup) => match setup {
                Some(setup) => match Play::open(setup.clone(), launch.options()) {
                    Ok(mut play) => {
                        if let Err(e) = play.replay(&launch.replay, &launch.variations) {
                            play.out.message = Some(e);
                        }
                        if launch.step {
                            play.request_step();
                        }
                        if launch.retry {
                            play.review_then_retry();
                        }
                        Screen::Play(Box::new(play))
                    }
                    Err(e) => {
                        let mut form = StartForm::new(&setup);
                        form.error = Some(e);
                        Screen::Start(form)
                    }
                },
                None => Screen::Start(StartForm::new(&PlaySetup::default())),
            },
        };
        let mut app = App {
            screen,
            help: None,
            quit: false,
            worker,
            trace_cap: launch.trace_cap,
            size: (u16::MAX, u16::MAX),
            practice: None,
            left: None,
            palette: launch.palette.unwrap_or_else(Palette::from_env),
            no_colour: false,
            notice: None,
        };
        app.drive();
        app
    }

    pub fn keys_screen(&self) -> keys::Screen {
        match &self.screen {
            Screen::Start(form) if form.free_text() => keys::Screen::StartText,
            Screen::Start(_) => keys::Screen::Start,
            Screen::Practice(p) if p.exam.is_some() => keys::Screen::Exam,
            Screen::Practice(_) => keys::Screen::Practice,
            Screen::Play(play) => play.keys(),
        }
    }

    /// Text the user asked to copy (`y`), once: the main loop sends it to the terminal.
    pub fn take_clipboard(&mut self) -> Option<String> {
        match &mut self.screen {
            Screen::Play(play) => play.out.clipboard.take(),
            _ => None,
        }
    }

    /// The terminal's size changed (or was first measured).
    pub fn resize(&mut self, width: u16, height: u16) {
        self.size = (width, height);
    }

    /// The screen shows "window too small" instead of the app.
    pub fn too_small(&self) -> bool {
        self.size.0 < MIN_WIDTH || self.size.1 < MIN_HEIGHT
    }

    pub fn handle(&mut self, event: AppEvent) {
        match event {
            AppEvent::Key(key) if key.kind != KeyEventKind::Release => {
                // The help scrolls with keys of its own, whatever the screen below binds them to.
                let screen =
                    if self.help.is_some() { keys::Screen::Help } else { self.keys_screen() };
                match keys::action(screen, key) {
                    Some(Action::Quit) => self.update(Action::Quit),
                    _ if self.too_small() => {}
                    Some(action) => self.update(action),
                    None => self.dismiss(),
                }
            }
            AppEvent::Mouse(mouse) if !self.too_small() => self.mouse(mouse),
            AppEvent::Paste(paste) if !self.too_small() => self.paste(paste),
            AppEvent::Key(_) | AppEvent::Mouse(_) | AppEvent::Paste(_) | AppEvent::Resize => {}
            AppEvent::Searched(answer) => {
                if let Screen::Play(play) = &mut self.screen {
                    play.searched(*answer, Instant::now());
                }
            }
        }
        self.drive();
    }

    /// A click or a turn of the wheel: over the help, the wheel scrolls it and a click closes it;
    /// on the play screen, what the place clicked does (`Play::mouse`).
    fn mouse(&mut self, mouse: crate::tui::input::Mouse) {
        use crate::tui::input::MouseKind;
        let wheel = |kind| match kind {
            MouseKind::WheelUp => Action::Up,
            _ => Action::Down,
        };
        if self.help.is_some() {
            return self.update(match mouse.kind {
                MouseKind::Click => Action::Back,
                kind => wheel(kind),
            });
        }
        if let Screen::Play(play) = &mut self.screen
            && let Some(action) = play.mouse(mouse)
        {
            self.update(action);
        }
    }

    /// Pasted text goes where typing goes: a start-screen field (checked whole) or a prompt;
    /// elsewhere it is dropped, as it would be no keys.
    fn paste(&mut self, paste: crate::tui::input::Paste) {
        let Some(text) = paste.0 else {
            let too_long = crate::tr!("say-paste-too-long", bytes = crate::tui::input::MAX_PASTE);
            match &mut self.screen {
                Screen::Start(form) => form.error = Some(too_long),
                _ => self.notice = Some(too_long),
            }
            return;
        };
        match &mut self.screen {
            Screen::Start(form) if self.help.is_none() => form.paste(&text),
            // A move's prompt or a position's (`Y`: it dropped a paste, "no position typed").
            Screen::Play(play) if play.prompting() => {
                for c in text.chars().filter(|c| !c.is_control()) {
                    self.update(Action::Type(c));
                }
            }
            _ => {}
        }
    }

    /// How long the main loop may wait before `tick` has something to do (`None`: until an event).
    pub fn timeout(&self, now: Instant) -> Option<Duration> {
        if let Screen::Practice(p) = &self.screen {
            // An exam's clock: the time left shown by the second, the deadline kept.
            let exam = p.exam.as_ref().filter(|e| !e.over)?;
            let left = exam.deadline?.saturating_duration_since(now);
            return Some(left.min(Duration::from_secs(1)));
        }
        let Screen::Play(play) = &self.screen else { return None };
        let due = |at: Instant| at.saturating_duration_since(now);
        let stepping = play.step().filter(|s| s.autoplay).map(|s| due(s.next_at));
        let pending = play
            .computer
            .pending
            .as_ref()
            .filter(|_| play.computer.autoplay.may_play() && play.focus.game_runs())
            .map(|p| due(p.at));
        let spinning = play.thinking.as_ref().map(|_| SPIN_INTERVAL);
        [stepping, pending, spinning].into_iter().flatten().min()
    }

    /// Time passed: an autoplayed step, or a pending computer move whose moment came.
    pub fn tick(&mut self, now: Instant) {
        match &mut self.screen {
            Screen::Play(play) => play.tick(now),
            Screen::Practice(p) => p.tick(now),
            Screen::Start(_) => {}
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
        if let Some(help) = &mut self.help {
            if help.update(action) == Effect::Close {
                self.help = None;
            }
            return;
        }
        self.notice = None;
        match action {
            Action::Help => self.help = Some(Help::default()),
            Action::CyclePalette if self.no_colour => {
                self.notice = Some(crate::tr!("say-no-color"));
            }
            Action::CyclePalette => {
                self.palette = self.palette.next();
                self.notice = Some(crate::tr!("say-colours", name = self.palette.name()));
            }
            _ => match &self.screen {
                Screen::Start(_) => self.start_key(action),
                Screen::Practice(_) => self.practice_key(action),
                Screen::Play(_) => self.play_key(action),
            },
        }
    }

    /// A key on the start screen: the form's, or starting what it shows.
    fn start_key(&mut self, action: Action) {
        let options = self.options();
        let Screen::Start(form) = &mut self.screen else { return };
        match action {
            Action::Up => form.up(),
            Action::Down => form.down(),
            Action::Left | Action::Right => {
                form.step(action == Action::Right);
                if form.fields[form.selected].id == FieldId::Language {
                    crate::i18n::set_here(form.language());
                }
            }
            Action::Type(c) => form.type_char(c),
            Action::Backspace => form.backspace(),
            Action::Practise => {
                let practice = crate::tui::practice::Practice::new(Default::default());
                self.screen = Screen::Practice(Box::new(practice));
                self.left = None;
            }
            Action::Confirm => match form.setup().and_then(|s| Play::open(s, options)) {
                Ok(play) => {
                    self.screen = Screen::Play(Box::new(play));
                    self.left = None;
                }
                Err(e) => form.error = Some(e),
            },
            Action::Back => {
                if let Some(left) = self.left.take() {
                    self.screen = left;
                }
            }
            _ => {}
        }
    }

    /// A key in practice: Esc leaves for the start screen, `s` steps through the search itself
    /// from the first mistake (or the start); the rest are the practice's.
    fn practice_key(&mut self, action: Action) {
        let options = self.options();
        let Screen::Practice(practice) = &mut self.screen else { return };
        match action {
            Action::Back if practice.exam.is_some() => {
                practice.message = Some(crate::tr!("say-exam-stays-open"));
            }
            Action::Back => self.leave(StartForm::new(&PlaySetup::default())),
            Action::Step => {
                let setup = practice.play_setup();
                let seek = practice.first_mistake_step();
                let options = PlayOptions { seek_label: seek, ..options };
                if let Ok(mut play) = Play::open(setup, options) {
                    play.request_step();
                    let stepped = std::mem::replace(&mut self.screen, Screen::Play(Box::new(play)));
                    if let Screen::Practice(practice) = stepped {
                        self.practice = Some(practice);
                    }
                }
            }
            _ => practice.update(action),
        }
    }

    /// A key on the play screen: Esc with nothing running leaves it (for the practice it was
    /// opened from, or the start screen); leaving a step-through opened from practice goes
    /// straight back to it.
    fn play_key(&mut self, action: Action) {
        let Screen::Play(play) = &mut self.screen else { return };
        let idle =
            play.thinking.is_none() && matches!(play.focus, Focus::Game) && play.retry.is_none();
        if action == Action::Back && idle {
            let setup = PlaySetup { mode: play.mode, config: play.config, ..play.setup.clone() };
            match self.practice.take() {
                Some(practice) => self.screen = Screen::Practice(practice),
                None => self.leave(StartForm::new(&setup)),
            }
            return;
        }
        let stepping = play.step().is_some();
        play.update(action);
        if stepping
            && play.step().is_none()
            && let Some(practice) = self.practice.take()
        {
            self.screen = Screen::Practice(practice);
        }
    }

    /// Goes to the start screen, keeping what was on the screen to go back to.
    fn leave(&mut self, form: StartForm) {
        self.left = Some(std::mem::replace(&mut self.screen, Screen::Start(form)));
    }

    /// What Esc on the start screen goes back to, in a few words.
    pub fn left_summary(&self) -> Option<String> {
        Some(match self.left.as_ref()? {
            Screen::Play(play) => {
                let (game, n) = (play.session.title(), play.session.plies());
                crate::tr!("left-game", game = game, n = n)
            }
            Screen::Practice(p) => crate::tr!("left-practice", n = p.session.1),
            Screen::Start(_) => return None,
        })
    }

    /// A key with no action closes whatever overlay is open (help, the comparison).
    fn dismiss(&mut self) {
        self.help = None;
        if let Screen::Play(play) = &mut self.screen
            && play.compare_view().is_some()
        {
            play.update(Action::Back);
        }
    }

    /// Starts whatever search the position now calls for.
    fn drive(&mut self) {
        let Screen::Play(play) = &mut self.screen else { return };
        let Some((purpose, request)) = play.wanted_search() else { return };
        if let Engine::Mcts(_) = request.engine
            && let Some(why) = play.session.mcts_refusal()
        {
            play.computer.autoplay = computer::Autoplay::Paused;
            play.out.message = Some(format!("{why}: the computer cannot choose here"));
            return;
        }
        let Some(job) = play.session.job(&request) else {
            play.computer.replaying = None;
            play.out.message = Some(crate::tr!("say-nothing-to-replay"));
            return;
        };
        let ticket = self.worker.submit(job);
        play.thinking = Some(Thinking { ticket, purpose, started: Instant::now() });
    }
}
