//! The app without a terminal: key handling on `App`, rendering into ratatui's `TestBackend`.

use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crate::common::Scratch;
use minimax_tui::catalog::{self, Value};
use minimax_tui::engine::{Algorithm, SearchConfig};
use minimax_tui::session::{Request, Source, Work};
use minimax_tui::tui::app::{App, AppEvent, Focus, Play, Screen};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::view;
use minimax_tui::tui::worker::{Searched, Worker};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The Sum Game with these parameters.
fn sum_game(target: u32, moves: &[u32], played: &[u32]) -> GameSetup {
    use catalog::sum::{MOVES, PLAYED, SUM, TARGET};
    let mut game = GameSetup::default_for(&SUM);
    game.values.set(TARGET, Value::Number(Some(target as u64)));
    game.values.set(MOVES, Value::List(moves.to_vec()));
    game.values.set(PLAYED, Value::List(played.to_vec()));
    game
}

/// Nim with these heaps, misère or normal.
fn nim_game(heaps: &[u32], misere: bool) -> GameSetup {
    use catalog::nim::{HEAPS, NIM, RULE};
    let mut game = GameSetup::default_for(&NIM);
    game.values.set(HEAPS, Value::List(heaps.to_vec()));
    game.values.set(RULE, Value::Choice(usize::from(!misere)));
    game
}

fn step(h: &Harness) -> &minimax_tui::tui::app::Step {
    h.play().step().expect("stepping through a search")
}

pub(crate) struct Harness {
    pub(crate) app: App,
    inbox: Receiver<AppEvent>,
}

pub fn sum(target: u32, moves: &[u32], mode: Mode) -> PlaySetup {
    PlaySetup {
        engines: [None, None],
        game: sum_game(target, moves, &[]),
        mode,
        config: SearchConfig::default(),
    }
}

impl Harness {
    pub(crate) fn new(setup: Option<PlaySetup>) -> Harness {
        Harness::with_step(setup, false)
    }

    pub fn with_step(setup: Option<PlaySetup>, step: bool) -> Harness {
        let (events, inbox) = channel();
        let worker = Worker::spawn(events, AppEvent::Searched);
        let launch = minimax_tui::tui::app::Launch { step, ..Default::default() };
        Harness { app: App::with_options(worker, setup, launch), inbox }
    }

    pub(crate) fn play(&self) -> &Play {
        match &self.app.screen {
            Screen::Play(play) => play,
            Screen::Start(_) => panic!("on the start screen"),
            Screen::Practice(_) => panic!("practising"),
        }
    }

    /// Puts the move cursor on the board move `index` with the arrow keys, as a user would.
    fn play_cursor(&mut self, index: usize) {
        let cell =
            |h: &Harness, i: usize| h.play().session.choice(i).unwrap().cell.expect("a board move");
        let (tx, ty) = cell(self, index);
        for _ in 0..20 {
            let (x, y) = cell(self, self.play().board.cursor);
            let key = match (x.cmp(&tx), y.cmp(&ty)) {
                (_, std::cmp::Ordering::Less) => KeyCode::Down,
                (_, std::cmp::Ordering::Greater) => KeyCode::Up,
                (std::cmp::Ordering::Less, _) => KeyCode::Right,
                (std::cmp::Ordering::Greater, _) => KeyCode::Left,
                _ => return,
            };
            self.key(key);
        }
        panic!("the cursor did not reach move {index}");
    }

    pub(crate) fn key(&mut self, code: KeyCode) {
        self.app.handle(AppEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    /// Keys written as words separated by spaces: arrows ↑↓←→, ⏎ for Enter, else the characters.
    pub(crate) fn script(&mut self, script: &str) {
        for word in script.split(' ') {
            match word {
                "↑" => self.key(KeyCode::Up),
                "↓" => self.key(KeyCode::Down),
                "←" => self.key(KeyCode::Left),
                "→" => self.key(KeyCode::Right),
                "⏎" => self.key(KeyCode::Enter),
                _ => self.keys(word),
            }
        }
    }

    pub(crate) fn keys(&mut self, text: &str) {
        for c in text.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    /// Feeds the engine's answers and the timer to the app until nothing is running or waiting
    /// (the app asks for no timer).
    pub(crate) fn settle(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while let Some(wait) = self.app.timeout(Instant::now()) {
            assert!(Instant::now() < deadline, "the app did not settle");
            match self.inbox.recv_timeout(wait) {
                Ok(event) => self.app.handle(event),
                Err(RecvTimeoutError::Timeout) => self.app.tick(Instant::now()),
                Err(RecvTimeoutError::Disconnected) => panic!("the worker died"),
            }
        }
    }

    /// Feeds the engine's answers and the timer to the app until no search runs and no computer
    /// move waits to be played (an autoplayed step-through may go on).
    pub(crate) fn settle_searches(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let busy = match &self.app.screen {
                Screen::Play(p) => {
                    let may_play = p.computer.autoplay.may_play() && p.focus.game_runs();
                    p.thinking.is_some() || (p.computer.pending.is_some() && may_play)
                }
                _ => false,
            };
            if !busy {
                return;
            }
            assert!(Instant::now() < deadline, "the app did not settle");
            let wait = self.app.timeout(Instant::now()).unwrap_or(Duration::from_millis(20));
            match self.inbox.recv_timeout(wait.min(Duration::from_millis(50))) {
                Ok(event) => self.app.handle(event),
                Err(_) => self.app.tick(Instant::now()),
            }
        }
    }

    /// Feeds the engine's answers and the timer to the app until `done` (or fails at `within`).
    pub(crate) fn pump_until(&mut self, within: Duration, done: impl Fn(&Harness) -> bool) {
        let deadline = Instant::now() + within;
        while !done(self) {
            assert!(Instant::now() < deadline, "not done in {within:?}");
            let wait = self.app.timeout(Instant::now()).unwrap_or(Duration::from_millis(20));
            match self.inbox.recv_timeout(wait.min(Duration::from_millis(50))) {
                Ok(event) => self.app.handle(event),
                Err(_) => self.app.tick(Instant::now()),
            }
        }
    }

    /// The screen as text, with the search's timing zeroed so it is the same every run.
    pub(crate) fn screen(&mut self, width: u16, height: u16) -> String {
        if let Screen::Play(play) = &mut self.app.screen
            && let Some(a) = play.analysis.as_mut()
        {
            std::sync::Arc::make_mut(a).stats.elapsed = Duration::ZERO;
        }
        text(&draw(&self.app, width, height))
    }
}

pub(crate) fn draw(app: &App, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::render(app, frame)).unwrap();
    terminal.backend().buffer().clone()
}

pub(crate) fn text(buffer: &Buffer) -> String {
    let area = buffer.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        for x in 0..area.width {
            line.push_str(buffer[(x, y)].symbol());
        }
        // A no-break space (which keeps "depth 8" on one row) reads as a space.
        let line = line.replace('\u{a0}', " ");
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[test]
fn the_start_screen_starts_the_game_it_shows() {
    let mut h = Harness::new(None);
    insta::assert_snapshot!("start_screen", h.screen(100, 30));
    // Mode: PC vs Human; target 12; then start.
    h.key(KeyCode::Down);
    h.key(KeyCode::Right);
    h.key(KeyCode::Down);
    h.key(KeyCode::Backspace);
    h.key(KeyCode::Backspace);
    h.keys("12");
    h.key(KeyCode::Enter);
    let play = h.play();
    assert_eq!(play.mode, Mode::PcVsHuman);
    assert_eq!(play.setup.game, sum_game(12, &[2, 3], &[]));
}

#[test]
fn the_start_screen_reports_bad_parameters_and_stays() {
    let mut h = Harness::new(None);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down); // Move set T: typing replaces what it held
    h.keys("2,0");
    h.key(KeyCode::Enter);
    assert!(matches!(h.app.screen, Screen::Start(_)));
    let screen = h.screen(100, 30);
    assert!(screen.contains("Move set T: '0' is not a positive number"), "{screen}");
}

#[test]
fn a_human_game_against_the_computer_plays_to_the_end() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    insta::assert_snapshot!("play_screen_start", h.screen(100, 30));
    // MAX (you) adds 2; the PC answers.
    h.keys("2");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.plies(), 1, "the human's move is on the board at once");
    h.settle();
    assert_eq!(h.play().session.plies(), 2, "the computer answered");
    insta::assert_snapshot!("play_screen_mid_game", h.screen(100, 30));
    while h.play().session.end().is_none() {
        h.key(KeyCode::Enter);
        h.settle();
    }
    let end = h.play().session.end().unwrap();
    // 10 mod 5 = 0: the first player loses against perfect play.
    assert_eq!(end.winner, Some(minimax_tui::engine::Player::Min));
    let screen = h.screen(100, 30);
    assert!(screen.contains("MIN (PC) wins!"), "{screen}");
    insta::assert_snapshot!("end_screen", screen);
    h.key(KeyCode::Char('r'));
    h.settle();
    assert_eq!(h.play().session.plies(), 0);
    assert!(h.play().session.end().is_none());
}

#[test]
fn the_help_overlay_lists_every_key_from_the_table() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Char('?'));
    assert!(h.app.help.is_some());
    let screen = h.screen(100, 30);
    for binding in minimax_tui::tui::keys::help_lines(minimax_tui::tui::keys::Screen::Play) {
        // Long texts may wrap; their first words are on one line.
        let start: String = binding.help().chars().take(20).collect();
        assert!(screen.contains(&start), "help lacks {:?}\n{screen}", binding.help());
    }
    assert!(screen.contains("any key closes"), "every key on one page at 100x30: {screen}");
    insta::assert_snapshot!("help_overlay", screen);
    h.key(KeyCode::Char('x'));
    assert!(h.app.help.is_none(), "any key closes help");
}

/// At 80x24 the help shows every key: too long for the window, it scrolls with the arrows
/// (which closed it), and a wrapped description goes on under itself, not under the keys.
#[test]
fn the_help_scrolls_at_80x24_to_every_key() {
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsHuman)));
    h.settle();
    h.key(KeyCode::Char('?'));
    let mut seen = String::new();
    for _ in 0..40 {
        seen.push_str(&h.screen(80, 24));
        h.key(KeyCode::Down);
        assert!(h.app.help.is_some(), "the arrows scroll, they do not close the help");
    }
    let bindings: Vec<_> =
        minimax_tui::tui::keys::help_lines(minimax_tui::tui::keys::Screen::Play).collect();
    let keys = bindings.iter().map(|b| b.label().chars().count()).max().unwrap();
    for binding in &bindings {
        let start: String = binding.help().chars().take(20).collect();
        let row = format!("{:>keys$}  {start}", binding.label());
        assert!(seen.contains(&row), "help lacks {row:?} at 80x24\n{seen}");
    }
    let screen = h.screen(80, 24);
    assert!(screen.contains("↑↓ scroll"), "{screen}");
    // The Minimax panel's "branching" is explained under the keys.
    assert!(screen.contains("branching: the effective branching"), "{screen}");
    insta::assert_snapshot!("help_80x24_scrolled_to_the_end", screen);
    // Held past the end, ↓ stops there: one ↑ moves at once.
    h.key(KeyCode::Up);
    assert!(h.screen(80, 24).contains("rows 22–35 of 36"), "{}", h.screen(80, 24));
    // The pages, space, Home and End scroll too, on the play screen where they mean nothing
    // else or something else (space pauses the computer).
    let first_row = |h: &mut Harness| {
        let screen = h.screen(80, 24);
        let rows = screen.split("rows ").nth(1).unwrap().split('–').next().unwrap().to_string();
        rows.parse::<usize>().unwrap()
    };
    h.key(KeyCode::Home);
    assert_eq!(first_row(&mut h), 1);
    h.key(KeyCode::Char(' '));
    assert!(h.app.help.is_some() && first_row(&mut h) > 1, "space scrolls");
    h.key(KeyCode::PageUp);
    assert_eq!(first_row(&mut h), 1);
    h.key(KeyCode::PageDown);
    assert!(first_row(&mut h) > 1);
    h.key(KeyCode::End);
    assert_eq!(first_row(&mut h), 23);
    h.key(KeyCode::Char('x'));
    assert!(h.app.help.is_none(), "any other key closes the help");
}

#[test]
fn engine_switches_change_the_next_search() {
    let mut h = Harness::new(Some(sum(17, &[1, 3, 4], Mode::HumanVsPc)));
    h.settle();
    let with_pruning = h.play().analysis.as_ref().unwrap().stats.nodes;
    h.keys("a");
    assert!(!h.play().config.alpha_beta);
    h.keys("t");
    assert!(!h.play().config.transposition_table);
    h.settle();
    let analysis = h.play().analysis.as_ref().unwrap();
    assert!(!analysis.config.alpha_beta && !analysis.config.transposition_table);
    assert!(analysis.stats.nodes > with_pruning, "plain minimax searches more");
    h.keys("n");
    assert_eq!(h.play().config.algorithm, Algorithm::Negamax);
    h.settle();
    assert_eq!(h.play().analysis.as_ref().unwrap().config.algorithm, Algorithm::Negamax);
    // From "to the end", `-` goes to the depth the last search reached.
    let reached = h.play().analysis.as_ref().unwrap().stats.max_depth;
    h.keys("-");
    assert_eq!(h.play().config.depth, Some(reached));
    h.keys("--");
    assert_eq!(h.play().config.depth, Some(reached - 2));
    h.keys(&"+".repeat(20 - reached as usize + 3));
    assert_eq!(h.play().config.depth, None, "past 20 is to the end");
    h.keys("i");
    assert!(!h.play().values.shown());
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("hints off"), "{screen}");
}

#[test]
fn undo_takes_back_your_move_and_the_reply() {
    let mut h = Harness::new(Some(sum(20, &[1, 2], Mode::HumanVsPc)));
    h.settle();
    h.keys("1");
    h.key(KeyCode::Enter);
    h.settle();
    h.keys("2");
    h.key(KeyCode::Enter);
    h.settle();
    assert_eq!(h.play().session.plies(), 4);
    h.keys("u");
    assert_eq!(h.play().session.plies(), 2);
    assert!(!h.play().computer_to_move());
    h.keys("uu");
    assert_eq!(h.play().session.plies(), 0);
    h.settle();
}

#[test]
fn typed_moves_are_checked() {
    let mut h = Harness::new(Some(sum(30, &[2, 3, 11], Mode::HumanVsHuman)));
    h.keys("7");
    assert!(h.play().out.message.as_deref().unwrap().contains("7 is not a legal move"));
    assert!(h.play().board.typed.is_empty());
    h.keys("11");
    assert_eq!(h.play().board.cursor, 2);
    h.key(KeyCode::Enter);
    assert_eq!(
        h.play().session.history(),
        vec![(minimax_tui::engine::Player::Max, "11".to_string())]
    );
    h.key(KeyCode::Right);
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.plies(), 2, "two humans take turns");
    h.settle();
}

#[test]
fn a_search_that_never_ends_leaves_the_app_responsive() {
    let setup = PlaySetup {
        config: SearchConfig {
            alpha_beta: false,
            transposition_table: false,
            ..SearchConfig::default()
        },
        ..sum(60, &[1, 2, 3], Mode::PcVsHuman)
    };
    let mut h = Harness::new(Some(setup));
    let ticket = h.play().thinking.as_ref().expect("the computer is thinking").ticket.clone();
    // No values yet, so the Moves panel does not promise any.
    let screen = text(&draw(&h.app, 80, 24));
    assert!(screen.contains(" Moves ") && !screen.contains("values for"), "{screen}");
    std::thread::sleep(Duration::from_millis(100));
    let started = Instant::now();
    // Esc cancels at once and pauses the computer.
    h.key(KeyCode::Esc);
    assert!(h.play().thinking.is_none() && h.play().computer.autoplay.is_paused());
    assert!(ticket.stop.load(std::sync::atomic::Ordering::Relaxed));
    assert!(ticket.nodes() > 0, "the live node count moves");
    // Resume, then quit while it thinks: the app quits at once.
    h.key(KeyCode::Char(' '));
    h.app.handle(AppEvent::Resize);
    assert!(h.play().thinking.is_some());
    h.key(KeyCode::Char('q'));
    assert!(h.app.quit);
    // Generous for a loaded machine: no step here waits for the search.
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn stale_answers_are_dropped() {
    let mut h = Harness::new(Some(sum(40, &[1, 2, 3], Mode::PcVsHuman)));
    let running = h.play().thinking.as_ref().expect("the computer is thinking").ticket.id;
    // An answer to an earlier request (a search since cancelled or replaced) arrives.
    let old = h
        .play()
        .session
        .job(&Request { event_cap: 10, ..Request::new(Work::Analysis, SearchConfig::default()) })
        .unwrap()(Default::default())
    .unwrap();
    let stale = Searched { id: running - 1, result: Ok(old.clone()) };
    h.app.handle(AppEvent::Searched(Box::new(stale)));
    let play = h.play();
    assert!(
        play.computer.pending.is_none() && play.analysis.is_none(),
        "the stale answer was used"
    );
    assert_eq!(play.thinking.as_ref().map(|t| t.ticket.id), Some(running));
    // The answer to the running request is used.
    h.app.handle(AppEvent::Searched(Box::new(Searched { id: running, result: Ok(old) })));
    assert!(h.play().computer.pending.is_some());
    h.settle();
    assert_eq!(h.play().session.plies(), 1);
}

#[test]
fn pc_vs_pc_plays_a_whole_game_at_the_chosen_speed() {
    let mut h = Harness::new(Some(sum(25, &[2, 3], Mode::PcVsPc)));
    h.keys("]]]");
    assert_eq!(h.play().computer.delay, 0);
    h.keys("[");
    assert_eq!(h.play().computer.delay, 1);
    let started = Instant::now();
    h.settle();
    let play = h.play();
    let end = play.session.end().expect("the game ended");
    // 25 mod 5 = 0: the player to move at the start (MAX) loses.
    assert_eq!(end.winner, Some(minimax_tui::engine::Player::Min));
    let moves = play.session.plies() as u32;
    assert!(started.elapsed() >= Duration::from_millis(100) * (moves - 1), "paced");
    let screen = h.screen(100, 30);
    assert!(screen.contains("MIN (PC) wins!"), "{screen}");
}

#[test]
fn esc_goes_back_to_the_start_screen_with_the_settings_in_force() {
    let mut h = Harness::new(Some(sum(13, &[1, 2], Mode::HumanVsPc)));
    h.settle();
    h.keys("a");
    h.settle();
    h.key(KeyCode::Esc);
    if let Screen::Play(_) = h.app.screen {
        h.key(KeyCode::Esc); // the first Esc cancelled a running hint search
    }
    let Screen::Start(form) = &h.app.screen else { panic!("not back at the start") };
    let setup = form.setup().unwrap();
    assert_eq!(setup.game, sum_game(13, &[1, 2], &[]));
    assert!(!setup.config.alpha_beta);
}

#[test]
fn drawing_never_panics_at_any_size() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    let mut start = Harness::new(None);
    for (w, h_) in [(0, 0), (1, 1), (20, 5), (59, 17), (60, 18), (61, 19), (80, 24), (300, 100)] {
        draw(&h.app, w, h_);
        draw(&start.app, w, h_);
        h.key(KeyCode::Char('?'));
        draw(&h.app, w, h_);
        h.key(KeyCode::Char('?'));
        start.key(KeyCode::Down);
    }
    let small = text(&draw(&h.app, 20, 5));
    assert!(small.contains("window too small"), "{small}");
}

#[test]
fn step_through_the_computers_first_search() {
    // `play sum --target 7 --mode pc-vs-human --step`
    let mut h = Harness::with_step(Some(sum(7, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    assert_eq!(step(&h).replay.step, 0);
    assert_eq!(
        h.play().session.plies(),
        0,
        "the computer waits while its search is stepped through"
    );
    insta::assert_snapshot!("step_start", h.screen(100, 30));
    for _ in 0..6 {
        h.key(KeyCode::Right);
    }
    assert_eq!(step(&h).replay.step, 6);
    insta::assert_snapshot!("step_mid", h.screen(100, 30));
    // To the first cutoff: the narration names the window.
    h.keys("c");
    let screen = h.screen(100, 30);
    assert!(screen.contains("prune the 1 remaining move"), "{screen}");
    assert!(screen.contains('α') && screen.contains('β'), "{screen}");
    insta::assert_snapshot!("step_cutoff", screen);
    // Back and forward again land on the same state.
    let here = step(&h).replay.clone();
    h.key(KeyCode::Left);
    h.key(KeyCode::PageUp);
    h.key(KeyCode::PageDown);
    h.key(KeyCode::Right);
    h.key(KeyCode::Left);
    h.key(KeyCode::Right);
    assert_eq!(step(&h).replay, here, "ten back and ten forward, one back and one forward");
    h.key(KeyCode::Home);
    for _ in 0..here.step {
        h.key(KeyCode::Right);
    }
    assert_eq!(step(&h).replay, here);
    // The end reproduces the search: its value and node count.
    h.key(KeyCode::End);
    let analysis = step(&h).analysis.clone();
    let replay = &step(&h).replay;
    assert!(replay.at_end(&analysis.tree().unwrap().trace));
    assert_eq!(replay.value[0], Some(analysis.value), "minimax: the root value is MAX's");
    assert_eq!(replay.visit.len() as u64, analysis.stats.nodes);
    let screen = h.screen(100, 30);
    assert!(screen.contains(&format!("({} nodes)", analysis.stats.nodes)), "{screen}");
    // Leaving the step-through lets the computer play the move it chose.
    h.key(KeyCode::Esc);
    assert!(h.play().step().is_none());
    h.settle();
    assert_eq!(h.play().session.plies(), 1);
}

#[test]
fn autoplay_runs_the_step_through_to_the_end() {
    let mut h = Harness::with_step(Some(sum(7, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    h.keys("]]]]]]");
    h.keys(" ");
    assert!(step(&h).autoplay);
    h.settle();
    let s = step(&h);
    assert!(s.replay.at_end(&s.tree().trace));
    assert!(!s.autoplay, "autoplay stops at the end");
}

#[test]
fn v_goes_to_the_next_value_backed_up_at_the_root() {
    let mut h = Harness::with_step(Some(sum(9, &[1, 2, 3], Mode::PcVsHuman)), true);
    h.settle();
    h.keys("v");
    let s = step(&h);
    let e = s.replay.last_event(&s.tree().trace).unwrap();
    assert_eq!(e.node, 0);
    h.keys("v");
    h.keys("v");
    let screen = h.screen(100, 30);
    assert!(screen.contains("MAX at sum 0:"), "{screen}");
}

#[test]
fn analyse_a_position_for_a_human_and_step_through_it() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.keys("A");
    h.settle();
    let s = step(&h);
    assert_eq!(s.analysis.plies, 0);
    assert!(!s.analysis.config.exact_root_values, "the analysis is the plain search");
    h.key(KeyCode::End);
    let screen = h.screen(100, 30);
    assert!(screen.contains("End: value"), "{screen}");
    h.key(KeyCode::Esc);
    assert!(h.play().step().is_none());
}

#[test]
fn pause_pc_vs_pc_then_step_through_the_move_just_played() {
    let mut h = Harness::new(Some(sum(20, &[1, 2], Mode::PcVsPc)));
    h.keys("]]]");
    // Play until a couple of moves are on the board, then pause.
    let deadline = Instant::now() + Duration::from_secs(10);
    while h.play().session.plies() < 2 {
        assert!(Instant::now() < deadline);
        let wait = h.app.timeout(Instant::now()).unwrap_or(Duration::from_millis(20));
        match h.inbox.recv_timeout(wait) {
            Ok(e) => h.app.handle(e),
            Err(_) => h.app.tick(Instant::now()),
        }
    }
    h.keys(" ");
    assert!(h.play().computer.autoplay.is_paused());
    h.settle();
    let plies = h.play().session.plies();
    h.keys("s");
    let s = step(&h);
    assert!(s.analysis.plies + 1 >= plies, "the search of the last move (or the next one)");
    h.key(KeyCode::Esc);
}

#[test]
fn compare_searches_the_position_every_way_and_the_values_agree() {
    let mut h = Harness::new(Some(sum(15, &[1, 3, 4], Mode::HumanVsPc)));
    h.settle();
    h.keys("m");
    assert!(h.play().compare_view().unwrap().running);
    h.settle();
    let view = h.play().compare_view().unwrap();
    assert!(!view.running);
    assert_eq!(view.rows.len(), 7);
    assert!(view.rows.iter().all(|r| r.outcome.is_some()));
    let nodes: Vec<u64> = view.rows.iter().map(|r| r.outcome.as_ref().unwrap().1.nodes).collect();
    assert!(nodes[1] <= nodes[0], "alpha-beta never searches more than plain minimax");
    for row in &view.rows {
        let s = &row.outcome.as_ref().unwrap().1;
        assert!(s.first_move_cutoffs <= s.cutoffs, "{}", row.name);
    }
    let ordered = &view.rows[4].outcome.as_ref().unwrap().1;
    assert!(ordered.first_move_cutoffs > 0, "the table's move and ordering cut off first");
    let screen = h.screen(100, 30);
    let plain =
        screen.lines().find(|l| l.contains("plain minimax")).expect("a row for plain minimax");
    assert!(plain.contains(&minimax_tui::tui::view::thousands(nodes[0])), "{plain}");
    assert!(screen.contains("All 7 searches agree on the root value"), "{screen}");
    // The legend follows the table after one blank row, wherever the window leaves room.
    let tall = h.screen(200, 60);
    let lines: Vec<&str> = tall.lines().collect();
    let last = lines.iter().position(|l| l.contains("… + PVS")).expect("the last way's row");
    assert!(!lines[last + 1].contains("1st:") && lines[last + 2].contains("1st:"), "{tall}");
    h.keys("x");
    assert!(h.play().compare_view().is_none(), "any key closes the comparison");
}

#[test]
fn the_tree_takes_the_keys_on_tab() {
    let mut h = Harness::new(Some(sum(12, &[1, 2, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Tab);
    assert!(matches!(h.play().focus, Focus::Tree));
    h.key(KeyCode::Home);
    assert_eq!(h.play().outline.cursor, Some(0));
    h.key(KeyCode::Down);
    let child = h.play().outline.cursor.unwrap();
    assert_ne!(child, 0);
    let rows_before = h.play().tree_rows().len();
    h.key(KeyCode::Enter);
    let rows_after = h.play().tree_rows().len();
    assert_ne!(rows_before, rows_after, "Enter opens or closes the node");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().tree_rows().len(), rows_before);
    let screen = h.screen(100, 30);
    assert!(screen.contains(" · keys"), "{screen}");
    assert!(h.screen(200, 60).contains("keys here (Esc: moves)"));
    h.key(KeyCode::Esc);
    assert!(matches!(h.play().focus, Focus::Game));
    assert!(matches!(h.app.screen, Screen::Play(_)), "Esc in the tree returns to the moves only");
}

pub fn nim(heaps: &[u32], mode: Mode) -> PlaySetup {
    PlaySetup {
        engines: [None, None],
        game: nim_game(heaps, true),
        mode,
        config: SearchConfig::default(),
    }
}

#[test]
fn nim_moves_form_a_grid_of_heaps_and_stones() {
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsHuman)));
    let label = |h: &Harness| h.play().session.choice(h.play().board.cursor).unwrap().label.clone();
    assert_eq!(label(&h), "0:1");
    h.key(KeyCode::Right);
    assert_eq!(label(&h), "0:2");
    h.key(KeyCode::Right);
    assert_eq!(label(&h), "0:2", "no more stones in heap 0");
    h.key(KeyCode::Down);
    assert_eq!(label(&h), "1:2", "the same count in the next heap");
    h.keys("5");
    assert_eq!(label(&h), "1:5", "digits pick the stones in this heap");
    h.key(KeyCode::Down);
    assert_eq!(label(&h), "2:3", "as many as the next heap holds");
    h.key(KeyCode::Down);
    assert_eq!(label(&h), "2:3", "↓ stops at the last heap");
    h.key(KeyCode::Left);
    h.keys("7");
    assert!(
        h.play().out.message.as_deref().unwrap().contains("not a legal move"),
        "heap 2 holds 3"
    );
    assert_eq!(label(&h), "2:2");
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("heap 2 ● ✕ ✕"), "the cursor's stones are marked\n{screen}");
    insta::assert_snapshot!("nim_play_screen", screen);
    h.key(KeyCode::Enter);
    assert_eq!(
        h.play().session.history(),
        vec![(minimax_tui::engine::Player::Max, "2:2".to_string())]
    );
    h.settle();
}

/// A Nim of 100,000 stones answers by Bouton's rule with every move valued, and a frame with
/// those values stays quick: each row's value was found by a search
/// through all of them (4 s a frame, so a key press took 4 s), and the answer's moves were
/// matched to the list one search each (6 s).
#[test]
fn the_biggest_nim_answers_and_draws_at_once_with_every_move_valued() {
    let mut h = Harness::new(Some(nim(&[50_000, 50_000], Mode::HumanVsHuman)));
    h.keys("A");
    h.settle_searches();
    let analysis = h.play().current_analysis().expect("Bouton's rule answers").clone();
    assert!(matches!(analysis.source, Source::Rule(_)), "{:?}", analysis.source);
    // Equal heaps: the mover loses (misère, heaps above 1), so no move wins and every other
    // move, all 100,000 of them, loses: past 10,000 moves the answer says so once.
    assert!(analysis.move_values.is_empty(), "{:?}", analysis.move_values);
    assert_eq!(analysis.other_moves, Some(-1));
    let started = Instant::now();
    for _ in 0..5 {
        h.key(KeyCode::Right);
        h.screen(100, 30);
    }
    let each = started.elapsed() / 5;
    assert!(each < Duration::from_millis(250), "a key and a frame took {each:?}");
    assert!(h.screen(100, 30).contains("loses"));
}

#[test]
fn a_nim_game_against_the_computer_ends_with_the_last_stone() {
    let mut h = Harness::new(Some(nim(&[1, 2, 2], Mode::HumanVsPc)));
    h.settle();
    while h.play().session.end().is_none() {
        h.key(KeyCode::Enter);
        h.settle();
    }
    let end = h.play().session.end().unwrap();
    assert!(end.reason.contains("took the last stone"), "{}", end.reason);
    let screen = h.screen(100, 30);
    assert!(screen.contains("wins!"), "{screen}");
}

#[test]
fn the_step_through_works_for_nim() {
    let mut h = Harness::with_step(Some(nim(&[2, 2], Mode::PcVsHuman)), true);
    h.settle();
    h.keys("c");
    let screen = h.screen(100, 30);
    assert!(screen.contains("heaps"), "the narration names the position\n{screen}");
    h.key(KeyCode::End);
    let s = step(&h);
    assert_eq!(s.replay.value[0], Some(s.analysis.value));
    h.key(KeyCode::Esc);
    h.settle();
    assert_eq!(h.play().session.plies(), 1);
}

#[test]
fn the_start_screen_offers_nim() {
    let mut h = Harness::new(None);
    h.key(KeyCode::Right); // Game: Nim
    let screen = h.screen(100, 30);
    assert!(screen.contains("Heaps") && screen.contains("misère"), "{screen}");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().setup.game, GameSetup::default_for(&catalog::nim::NIM));
    h.settle();
}

#[test]
fn a_capped_trace_says_so() {
    let setup = PlaySetup {
        config: SearchConfig { transposition_table: false, ..SearchConfig::default() },
        ..sum(20, &[1, 2, 3], Mode::HumanVsPc)
    };
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let launch = minimax_tui::tui::app::Launch { trace_cap: 100, ..Default::default() };
    let mut h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    h.settle();
    let tree = &h.play().analysis.as_ref().unwrap().tree().unwrap();
    // Events and pruned moves count alike against the cap.
    assert_eq!(tree.trace.events.len() + tree.trace.pruned.len(), 100);
    let screen = h.screen(100, 30);
    assert!(screen.contains("trace capped at 100 steps"), "{screen}");
    // At 80x24 the note wraps onto a second row, whole (it ended "(--trace-c").
    let narrow = h.screen(80, 24);
    assert!(narrow.contains("trace capped at 100 steps (--trace-cap):"), "{narrow}");
    assert!(narrow.contains("more searched, not recorded"), "{narrow}");
}

#[test]
fn tic_tac_toe_by_square_numbers_and_the_arrows() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tictactoe::TICTACTOE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("5");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.history()[0].1, "5", "the centre");
    h.settle();
    // Perfect play from both sides: a draw, whatever the human plays best.
    while h.play().session.end().is_none() {
        let best = h.play().current_analysis().and_then(|a| a.best).unwrap();
        h.play_cursor(best);
        h.key(KeyCode::Enter);
        h.settle();
    }
    assert_eq!(h.play().session.end().unwrap().winner, None);
    let screen = h.screen(100, 30);
    assert!(screen.contains("A draw: the board is full"), "{screen}");
}

#[test]
fn reversi_shows_the_board_and_takes_typed_squares() {
    let setup = PlaySetup {
        engines: [None, None],
        game: teaching_reversi(),
        mode: Mode::HumanVsPc,
        config: SearchConfig { depth: Some(3), ..SearchConfig::default() },
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("a b c d e f g h") && screen.contains("● Black 2"), "{screen}");
    insta::assert_snapshot!("reversi_start", screen);
    h.keys(":");
    h.keys("e9");
    h.key(KeyCode::Enter);
    assert!(h.play().out.message.as_deref().unwrap().contains("'e9' is not a legal move"));
    h.keys(":F5");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.history()[0].1, "f5");
    h.settle();
    assert_eq!(h.play().session.plies(), 2, "the computer answered");
    let screen = h.screen(100, 30);
    assert!(screen.contains("White played"), "{screen}");
    // The step-through works on the depth-limited tree, heuristic leaves and all.
    h.keys("s");
    // Entering root, c3, g5, d7; then d7 is valued by the heuristic.
    for _ in 0..5 {
        h.key(KeyCode::Right);
    }
    let screen = h.screen(100, 30);
    assert!(
        screen.contains("The depth limit stops at") && screen.contains("heuristic"),
        "{screen}"
    );
}

#[test]
fn pc_vs_pc_paused_plays_one_move_at_a_time() {
    let mut h = Harness::new(Some(sum(30, &[1, 2], Mode::PcVsPc)));
    h.keys("]]] ");
    assert!(h.play().computer.autoplay.is_paused());
    h.settle();
    assert_eq!(h.play().session.plies(), 0, "paused before the first move");
    for expected in 1..=3 {
        h.keys(".");
        h.settle();
        assert_eq!(h.play().session.plies(), expected, "one move per `.`");
        assert!(h.play().computer.autoplay.is_paused(), "still paused");
    }
}

#[test]
fn the_board_cursor_moves_across_the_board() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tictactoe::TICTACTOE),
        mode: Mode::HumanVsHuman,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    let at = |h: &Harness| h.play().session.choice(h.play().board.cursor).unwrap().label.clone();
    assert_eq!(at(&h), "1");
    h.key(KeyCode::Right);
    h.key(KeyCode::Down);
    assert_eq!(at(&h), "5", "one right, one down: the centre");
    h.key(KeyCode::Enter);
    // The centre is taken: down from 2 skips it to 8.
    h.keys("2");
    h.key(KeyCode::Down);
    assert_eq!(at(&h), "8");
    h.key(KeyCode::Left);
    h.key(KeyCode::Left);
    assert_eq!(at(&h), "7", "no square left of 7");
    h.settle();
}

// Teaching the truth: every number says what it is.

fn counts(stats: &minimax_tui::engine::Stats) -> (u64, u64, u64, u64) {
    (stats.nodes, stats.leaves, stats.cutoffs, stats.tt_hits)
}

/// The tree marks what alpha-beta only bounded, and the Moves panel never turns a bound into a
/// verdict: a losing move is never "at most: wins".
#[test]
fn bounds_are_shown_as_bounds() {
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    // 7 mod 5 = 2: playing 2 wins, 3 loses.
    let screen = h.screen(100, 30);
    assert!(
        screen.contains("3 sum 3 MIN ≤ +1 in 2"),
        "the root child 3 is an upper bound:\n{screen}"
    );
    let moves: Vec<&str> = screen.lines().filter(|l| l.contains(" → ")).collect();
    assert!(moves.iter().any(|l| l.contains("2  → 2") && l.contains("wins in")), "{screen}");
    assert!(moves.iter().any(|l| l.contains("3  → 3") && l.contains("loses in")), "{screen}");
    assert!(!screen.contains("at most") && !screen.contains("at least"), "{screen}");
    // The same after stepping through an analysis to its end.
    h.keys("A");
    h.settle();
    h.key(KeyCode::End);
    h.key(KeyCode::Esc);
    let screen = h.screen(100, 30);
    assert!(screen.lines().any(|l| l.contains("3  → 3") && l.contains("loses in")), "{screen}");
    // The computer's own search only bounds the moves it rejects, and the panel says so.
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::PcVsPc)));
    h.keys(" ");
    h.settle();
    assert!(h.play().computer.autoplay.is_paused() && h.play().session.plies() == 0);
    let screen = h.screen(100, 30);
    assert!(screen.lines().any(|l| l.contains("2  → 2") && l.contains("wins in")), "{screen}");
    assert!(screen.lines().any(|l| l.contains("3  → 3") && l.contains("not better")), "{screen}");
}

/// The Minimax panel, the tree, the step-through, the comparison and `solve` count one and the
/// same search for the same switches.
#[test]
fn one_search_behind_every_count() {
    use minimax_tui::engine::{Control, search};
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    let a = h.play().current_analysis().unwrap().clone();
    let game = minimax_tui::games::sum::SumGame::new(10, &[2, 3]).unwrap();
    let direct =
        search(&game, &game.start(), &SearchConfig::default(), Control::default()).unwrap();
    assert_eq!(counts(&a.stats), counts(&direct.stats));
    assert_eq!(counts(&a.stats), (19, 6, 2, 3), "as `minimax solve sum` reports");
    assert_eq!(
        a.tree().unwrap().trace.nodes.len() as u64,
        a.stats.nodes,
        "the tree is that search"
    );
    let screen = h.screen(100, 30);
    assert!(screen.contains("nodes 19 · leaves 6 · cutoffs 2 · TT 3"), "{screen}");
    assert!(screen.contains("move values: exact, by a second search"), "{screen}");
    // The comparison's row with the same switches counts the same.
    h.keys("m");
    h.settle();
    let view = h.play().compare_view().unwrap();
    let same = view.rows.iter().find(|r| r.config == SearchConfig::default()).unwrap();
    assert_eq!(counts(&same.outcome.as_ref().unwrap().1), counts(&a.stats));
    h.keys("x");
    // Reversi at its default depth: the app's search is `solve reversi`'s.
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::reversi::REVERSI),
        mode: Mode::HumanVsPc,
        config: SearchConfig { depth: Some(4), ..SearchConfig::default() },
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let a = h.play().current_analysis().unwrap();
    // The app's default heuristic is the trained one.
    let game = minimax_tui::games::reversi::Reversi {
        heuristic: minimax_tui::games::reversi::Heuristic::Pattern,
        exact_endgame: 0,
        dedicated: false,
    };
    let board = minimax_tui::games::reversi::Board::start();
    let config = SearchConfig { depth: Some(4), ..SearchConfig::default() };
    let direct = search(&game, &board, &config, Control::default()).unwrap();
    assert_eq!(counts(&a.stats), counts(&direct.stats));
    assert_eq!(a.value, direct.value);
}

/// `s` steps through the search behind the computer's own move, in Human vs PC too.
#[test]
fn s_steps_through_the_computers_decision() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Enter); // MAX plays; MIN (the computer) replies
    h.settle();
    assert_eq!(h.play().session.plies(), 2);
    h.keys("s");
    let s = step(&h);
    assert_eq!(s.analysis.plies, 1, "the computer's search, not the hints for the human");
    assert_eq!(s.tree().node(0).to_move, minimax_tui::engine::Player::Min);
    let message = h.play().out.message.clone().unwrap_or_default();
    assert!(message.contains("the computer's search for move 2"), "{message}");
    // Stepping shows the searched position, marked as such, and the rows carry positions.
    h.key(KeyCode::PageDown);
    let screen = h.screen(100, 30);
    assert!(screen.contains("inside the search, not the game"), "{screen}");
    assert!(screen.contains("sum 2") && screen.contains("(ply"), "{screen}");
    h.key(KeyCode::Esc);
    // A analyses the human's own position.
    h.keys("A");
    h.settle();
    assert_eq!(step(&h).analysis.plies, 2);
}

/// Without alpha-beta there is no α/β talk at all: the narration and call stack show values only.
#[test]
fn no_window_talk_without_alpha_beta() {
    let setup = PlaySetup {
        config: SearchConfig { alpha_beta: false, ..SearchConfig::default() },
        ..sum(7, &[2, 3], Mode::PcVsHuman)
    };
    let mut h = Harness::with_step(Some(setup), true);
    h.settle();
    for _ in 0..12 {
        h.key(KeyCode::Right);
        let screen = h.screen(100, 30);
        assert!(!screen.contains('α') && !screen.contains('β'), "{screen}");
    }
    // With alpha-beta the windows are there, with their distances.
    let mut h = Harness::with_step(Some(sum(7, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    h.key(KeyCode::End);
    let screen = h.screen(100, 30);
    assert!(screen.contains("[α +1 in 2, β +∞]"), "{screen}");
}

/// Blind play hides every evaluation until `i` is pressed again; the end still says who won.
#[test]
fn blind_mode_is_blind() {
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.keys("i");
    h.settle();
    let screen = h.screen(100, 30);
    for telling in ["★", "wins in", "loses in", "value +", "value −", "best move 2", "= +1", "= −1"]
    {
        assert!(!screen.contains(telling), "{telling:?} shows:\n{screen}");
    }
    assert!(screen.contains("values hidden"), "{screen}");
    h.keys("i");
    h.settle();
    assert!(h.screen(100, 30).contains("★"));
}

/// Games with names for their sides use them: X and O, Black and White.
#[test]
fn the_sides_have_the_games_names() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tictactoe::TICTACTOE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("X (you) to move"), "{screen}");
    assert!(screen.contains("values are X's (MAX)"), "{screen}");
    assert!(screen.contains("values for X, the mover"), "{screen}");
    assert!(!screen.contains("MIN ="), "{screen}");
}

// Fit and finish: every screen at 80x24, no setting that traps the user.

pub(crate) fn game(game: GameSetup, mode: Mode) -> PlaySetup {
    let config = SearchConfig { depth: game.default_depth(), ..SearchConfig::default() };
    PlaySetup { engines: [None, None], game, mode, config }
}

/// No row of the tree ends in a cut number: a window is whole or left out ("[α −∞, β…"), and so is
/// a subtree's size ("(6…").
fn assert_no_cut_numbers(name: &str, screen: &str) {
    for line in screen.lines() {
        for (at, _) in line.match_indices("[α") {
            assert!(line[at..].contains(']'), "{name}: a cut window in {line:?}\n{screen}");
        }
        let cut_size = line.match_indices('(').any(|(at, _)| {
            let rest = &line[at + 1..];
            let digits = rest.chars().take_while(|c| c.is_ascii_digit() || *c == ',').count();
            digits > 0 && rest[digits..].starts_with('…')
        });
        assert!(!cut_size, "{name}: a cut size in {line:?}\n{screen}");
        // A panel's title ends in its own space, not cut at the corner ("values are Black'┐").
        let chars: Vec<char> = line.chars().collect();
        for (at, _) in chars.iter().enumerate().filter(|(_, c)| **c == '┐') {
            let before = at.checked_sub(1).map(|i| &chars[i]);
            assert!(
                before.is_none_or(|c| *c == '─' || *c == ' '),
                "{name}: a cut title in {line:?}\n{screen}"
            );
        }
    }
}

/// The app opened on `moves` played from the start of `setup`'s game, as `play --load` does.
pub(crate) fn loaded(setup: PlaySetup, moves: &[String]) -> Harness {
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let launch = minimax_tui::tui::app::Launch { replay: moves.to_vec(), ..Default::default() };
    let mut h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    h.settle();
    h
}

/// Every game's end at 80x24, loaded from a record: who won and why, the board, and the game's
/// moves opened at the last one (they opened at the first: a Reversi game showed moves 1–8 of
/// 34), each panel with its rows.
#[test]
fn every_game_ends_readably_at_80x24() {
    let reversi = "f5 f6 f7 g7 c4 c3 d3 e3 f4 c5 e6 e7 b5 f3 e2 c6 d7 e1 g3 h3 g4 c8 g2 a4 g5 h5 \
                   h4 g1 d2 c1 h6 h7 b7 a8";
    let games: [(&str, &dyn catalog::Entry, &str, &str); 6] = [
        ("sum", &catalog::sum::SUM, "3 2 2 3", "MIN (human) wins!"),
        ("nim", &catalog::nim::NIM, "0:2 1:5 2:3", "wins!"),
        ("tictactoe", &catalog::tictactoe::TICTACTOE, "1 4 2 5 3", "X (human) wins!"),
        ("connect4", &catalog::connect4::CONNECT4, "1 2 1 2 1 2 1", "Red (human) wins!"),
        ("reversi", &catalog::reversi::REVERSI, reversi, "White (human) wins!"),
        ("tree", &catalog::tree::TREE, "B b1", "The tree's end: leaf b1"),
    ];
    for (name, entry, moves, headline) in games {
        let moves: Vec<String> = moves.split_whitespace().map(String::from).collect();
        let mut h = loaded(game(GameSetup::default_for(entry), Mode::HumanVsHuman), &moves);
        assert!(h.play().session.end().is_some(), "{name}: the game is over");
        let screen = h.screen(80, 24);
        insta::assert_snapshot!(format!("end_80x24_{name}"), screen);
        assert!(screen.contains(headline), "{name}: {screen}");
        // The last move is on screen in the game's moves, under its number.
        let (last, side) = (moves.len(), h.play().session.history().last().unwrap().0);
        let row = format!("{last:>4}. {} {}", h.play().session.side_name(side), moves[last - 1]);
        assert!(screen.contains(&row), "{name}: {row:?} is not shown\n{screen}");
        if name == "reversi" {
            // The notes beside the board fit their 16 columns (it was cut "White played a8,").
            assert!(screen.contains("White played a8 │") && screen.contains("turned 4 discs"));
            // Without colour too: the last disc its own shape, the four it turned underlined.
            assert!(screen.contains(" 8 ◎ . ○"), "{screen}");
            let buffer = draw(&h.app, 80, 24);
            let underlined = styles_of(&buffer, "○", false)
                .iter()
                .filter(|s| s.add_modifier.contains(ratatui::style::Modifier::UNDERLINED))
                .count();
            assert_eq!(underlined, 4, "{screen}");
        }
        // ↑ walks up the list from there; Enter goes to the position after the move selected.
        h.key(KeyCode::Up);
        assert_eq!(h.play().board.cursor, last - 2, "{name}");
        h.key(KeyCode::Enter);
        assert_eq!((h.play().session.plies(), h.play().session.ahead()), (last - 1, 1), "{name}");
    }
}

/// Every game's play screen, a step-through and the help at 80x24, and the minimum size: the game
/// and its moves are whole, the status bar never cuts a word.
#[test]
fn every_screen_fits_80x24() {
    let setups = [
        ("sum", game(GameSetup::default_for(&catalog::sum::SUM), Mode::HumanVsPc)),
        ("nim6", nim(&[1, 2, 3, 4, 5, 6], Mode::HumanVsPc)),
        (
            "tictactoe",
            game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsPc),
        ),
        ("reversi", game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsPc)),
        ("connect4", game(GameSetup::default_for(&catalog::connect4::CONNECT4), Mode::HumanVsPc)),
    ];
    for (name, setup) in setups {
        let mut h = Harness::new(Some(setup));
        h.settle();
        let screen = h.screen(80, 24);
        insta::assert_snapshot!(format!("fit_80x24_{name}"), screen);
        assert_no_cut_numbers(name, &screen);
        // The status bar ends on a whole word.
        let status = screen.lines().nth(23).unwrap();
        let last = status.split_whitespace().last().unwrap();
        assert!(
            ["quit", "help", "back", "play", "tree", "step", "compare", "αβ", "undo", "restart"]
                .contains(&last),
            "{name}: the status bar ends in {last:?}"
        );
        let moves = h.play().session.move_count();
        let listed = screen.lines().filter(|l| l.contains("  ★") || l.contains("▶ ")).count();
        assert!(listed >= 1, "{name}: {screen}");
        if name == "reversi" {
            // Every rank, d3 included, and all four opening moves with their values.
            for rank in ["8 .", "1 ."] {
                assert!(screen.contains(rank), "rank {rank} is missing:\n{screen}");
            }
            for mv in ["d3", "c4", "f5", "e6"] {
                assert!(screen.lines().any(|l| l.contains(&format!(" {mv}  turns 1"))), "{screen}");
            }
            assert_eq!(moves, 4);
        }
        if name == "nim6" {
            // Several moves, each with its value.
            let valued = screen.lines().filter(|l| l.contains("loses in") || l.contains("wins in"));
            assert!(valued.count() >= 6, "{screen}");
        }
        h.keys("?");
        let help = h.screen(80, 24);
        assert!(help.contains("Help"), "{help}");
        h.keys("?");
    }
    let mut h = Harness::with_step(Some(sum(7, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    h.keys("c");
    insta::assert_snapshot!("fit_80x24_step", h.screen(80, 24));
    let help = {
        h.keys("?");
        h.screen(80, 24)
    };
    insta::assert_snapshot!("fit_80x24_help", help);
    // Two columns part between keys: a wrapped description goes on under its key, not at the
    // top of the other column.
    let lines: Vec<&str> = help.lines().collect();
    let at = lines.iter().position(|l| l.contains("compare minimax and alpha-beta")).unwrap();
    let byte = lines[at].find("compare minimax").unwrap();
    let column = lines[at][..byte].chars().count();
    let below: String = lines[at + 1].chars().skip(column).take(4).collect();
    assert_eq!(below, "here", "{help}");
    // The minimum size still shows the whole Reversi board.
    let mut h = Harness::new(Some(game(
        GameSetup::default_for(&catalog::reversi::REVERSI),
        Mode::HumanVsPc,
    )));
    h.settle();
    let screen = h.screen(view::MIN_WIDTH, view::MIN_HEIGHT);
    insta::assert_snapshot!("fit_minimum_reversi", screen);
    assert!(screen.contains(" 1 . . .") && screen.contains(" 8 . . ."), "{screen}");
}

/// Below the minimum size only `q` works: nothing a key changes could be seen.
#[test]
fn keys_wait_while_the_window_is_too_small() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.app.resize(40, 10);
    assert!(h.screen(40, 10).contains("window too small"));
    h.key(KeyCode::Enter);
    h.keys("r?");
    assert_eq!(h.play().session.plies(), 0, "Enter did not play");
    assert!(h.app.help.is_none());
    h.app.resize(100, 30);
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.plies(), 1);
    h.app.resize(40, 10);
    h.keys("q");
    assert!(h.app.quit);
}

/// Nim too large to search answers by Bouton's rule in the app, at once, and says so.
#[test]
fn nim_past_search_uses_boutons_rule() {
    let started = Instant::now();
    let mut h = Harness::new(Some(nim(&[30, 40, 50, 60], Mode::HumanVsPc)));
    h.settle();
    assert!(started.elapsed() < Duration::from_secs(5));
    let a = h.play().current_analysis().unwrap().clone();
    assert!(matches!(&a.source, Source::Rule(rule) if rule.contains("Bouton")));
    let screen = h.screen(100, 30);
    assert!(screen.contains("Bouton's rule") && screen.contains("no tree"), "{screen}");
    // 30 ^ 40 ^ 50 ^ 60 = 56: MAX wins by taking 24 from the heap of 40 (40 ^ 56 = 16); values
    // say wins or loses, without a distance.
    assert!(
        screen.lines().any(|l| l.contains("0:1") && l.contains("loses") && !l.contains("loses in")),
        "{screen}"
    );
    assert_eq!(
        a.best.map(|i| h.play().session.choice(i).unwrap().label.clone()).as_deref(),
        Some("1:24")
    );
    h.keys("s");
    assert!(h.play().step().is_none(), "no search to step through");
    // The computer answers by the rule too.
    let mut h = Harness::new(Some(nim(&[30, 40, 50, 61], Mode::PcVsHuman)));
    h.settle();
    assert_eq!(h.play().session.plies(), 1);
}

/// The exact endgame applies to the searched position, never to nodes deep inside a
/// depth-limited tree (which made one move take minutes).
#[test]
fn reversi_is_never_searched_to_the_end_by_accident() {
    // No depth limit for Reversi from the start: refused with a reason.
    let setup = PlaySetup {
        config: SearchConfig::default(),
        ..game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsPc)
    };
    let err = Play::new(setup).err().expect("refused");
    assert!(err.contains("cannot be searched to the end"), "{err}");
    let mut h = Harness::new(Some(game(
        GameSetup::default_for(&catalog::reversi::REVERSI),
        Mode::HumanVsPc,
    )));
    h.settle();
    h.keys(&"+".repeat(20));
    assert_eq!(h.play().config.depth, Some(20));
    assert!(h.play().out.message.as_deref().unwrap().contains("cannot be searched to the end"));
}

/// The moves list stops at its ends: ↑ at the top does not land on the last move.
#[test]
fn the_moves_list_does_not_wrap() {
    let mut h = Harness::new(Some(sum(10, &[1, 2, 3, 4], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Up);
    h.key(KeyCode::Up);
    assert_eq!(h.play().board.cursor, 0);
    for _ in 0..10 {
        h.key(KeyCode::Down);
    }
    assert_eq!(h.play().board.cursor, 3);
}

/// Given moves are the game's first moves: listed, and never undone.
#[test]
fn given_moves_are_shown_and_kept() {
    let setup = PlaySetup {
        engines: [None, None],
        game: sum_game(10, &[2, 3], &[2, 2]),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("moves: 1.MAX 2  2.MIN 2"), "{screen}");
    assert!(screen.contains("sum 4 / 10"), "{screen}");
    h.keys("u");
    assert_eq!(h.play().session.plies(), 2, "given moves are not undone");
    h.keys("r");
    assert_eq!(h.play().session.plies(), 2, "restart goes back to the given position");
}

/// Every game lists its moves in order with who played them; at the end the whole record scrolls.
#[test]
fn every_game_shows_its_moves() {
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsPc);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("5");
    h.key(KeyCode::Enter);
    h.settle();
    let screen = h.screen(100, 30);
    assert!(screen.contains("moves: 1.X 5  2.O "), "{screen}");
    // A game played to the end: the Moves panel becomes the record.
    let mut h = Harness::new(Some(sum(20, &[1, 2], Mode::PcVsPc)));
    h.keys("]]]");
    h.settle();
    assert!(h.play().session.end().is_some());
    let plies = h.play().session.plies();
    let screen = h.screen(100, 30);
    assert!(screen.contains("The game's moves"), "{screen}");
    assert!(screen.contains(&format!("{plies:>4}. ")), "opened at the last move:\n{screen}");
    assert!(!screen.contains("   1. MAX "), "{screen}");
    for _ in 0..plies {
        h.key(KeyCode::Up);
    }
    let screen = h.screen(100, 30);
    assert!(screen.contains("   1. MAX "), "scrolled up to the first move:\n{screen}");
}

/// PgUp in the tree goes to the top when less than a page is above; `f` reopens the path.
#[test]
fn tree_keys_do_not_get_stuck() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Tab);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::PageUp);
    assert_eq!(h.play().outline.cursor, Some(0), "to the root");
    // In a step-through, close a node on the path, then follow the search again.
    let mut h = Harness::with_step(Some(sum(10, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    h.key(KeyCode::PageDown);
    for _ in 0..5 {
        h.key(KeyCode::Up); // to the root, which is on the path
    }
    h.key(KeyCode::Enter);
    assert!(!h.play().outline.collapsed.is_empty());
    h.keys("f");
    assert!(h.play().outline.collapsed.is_empty() && h.play().outline.cursor.is_none());
}

/// A position is known by its own number, not by how many moves led to it: after "undo, then a
/// different move" the hints of the old position never show against the new moves.
#[test]
fn answers_belong_to_their_position_not_to_its_ply_count() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsHuman)));
    h.settle();
    h.key(KeyCode::Enter); // 2: sum 2
    h.settle();
    let after_two = h.play().current_analysis().unwrap().position;
    h.keys("u");
    h.key(KeyCode::Down);
    h.key(KeyCode::Enter); // 3 instead: sum 3, also one move in
    assert_eq!(h.play().session.plies(), 1);
    assert!(h.play().current_analysis().is_none(), "the old hints do not belong here");
    h.settle();
    let a = h.play().current_analysis().unwrap();
    assert_ne!(a.position, after_two);
    // From sum 3 (7 left, 7 mod 5 = 2) the mover wins by 2.
    let best = a.best.map(|i| h.play().session.choice(i).unwrap().label.clone());
    assert_eq!(best.as_deref(), Some("2"));
}

// Textbook trees in the app, drawn as in the book.

fn tree_game(text: &str) -> GameSetup {
    let mut game = GameSetup::default_for(&catalog::tree::TREE);
    game.values.set(catalog::tree::TEXT, Value::Text(Some(text.to_string())));
    game
}

/// A game with its default parameters and the default search, played in `mode`.
fn by_default(entry: &'static dyn catalog::Entry, mode: Mode) -> PlaySetup {
    PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(entry),
        mode,
        config: SearchConfig::default(),
    }
}

/// The cells' styles, where a style carries meaning: what `symbol` looks like wherever it is
/// drawn (the cell itself, or with `before` the one to its left).
fn styles_of(buffer: &Buffer, symbol: &str, before: bool) -> Vec<ratatui::style::Style> {
    let area = buffer.area;
    (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .filter(|&(x, y)| buffer[(x, y)].symbol() == symbol && (!before || x > 0))
        .map(|(x, y)| buffer[(if before { x - 1 } else { x }, y)].style())
        .collect()
}

/// What the screen says by style, tested on the cells (the snapshots compare text only): the
/// cursor is reversed, the last move underlined, pruned moves crossed out in the bad colour.
#[test]
fn the_cursor_the_last_move_and_pruned_moves_have_their_styles() {
    use ratatui::style::{Color, Modifier};
    let mut h = Harness::new(Some(by_default(&catalog::tictactoe::TICTACTOE, Mode::HumanVsPc)));
    h.settle();
    h.keys("5");
    h.key(KeyCode::Enter);
    h.settle_searches();
    let buffer = draw(&h.app, 80, 24);
    // The computer's O is the last move: underlined on the board.
    let o = styles_of(&buffer, "O", false);
    assert!(o.iter().any(|s| s.add_modifier.contains(Modifier::UNDERLINED)), "{o:?}");
    // The cursor's row in the Moves panel: its move reversed.
    let cursor = styles_of(&buffer, "▶", false);
    assert_eq!(cursor.len(), 1);
    let text = text(&buffer);
    let row = text.lines().position(|l| l.contains('▶')).unwrap() as u16;
    let x = text.lines().nth(row as usize).unwrap().chars().position(|c| c == '▶').unwrap() as u16;
    let label = (x + 1..x + 6)
        .map(|x| buffer[(x, row)].style())
        .find(|s| s.add_modifier.contains(Modifier::REVERSED));
    assert!(label.is_some(), "the selected move is reversed");
    // The textbook tree drawn: c2 and c3 never looked at, crossed out in red.
    let mut h = Harness::new(Some(by_default(&catalog::tree::TREE, Mode::HumanVsPc)));
    h.settle();
    let buffer = draw(&h.app, 120, 40);
    let pruned = styles_of(&buffer, "✕", false);
    assert_eq!(pruned.len(), 2, "c2 and c3");
    for style in pruned {
        assert!(style.add_modifier.contains(Modifier::CROSSED_OUT), "{style:?}");
        assert_eq!(style.fg, Some(Color::Red));
    }
}

#[test]
fn the_tree_is_drawn_as_in_the_book() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tree::TREE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let big = h.screen(120, 40);
    insta::assert_snapshot!("drawn_tree_120x40", big);
    for part in ["▲A", "▼B", "✕c2", "✕c3", "≤2"] {
        assert!(big.contains(part), "{part} is missing:\n{big}");
    }
    let small = h.screen(80, 24);
    insta::assert_snapshot!("drawn_tree_80x24", small);
    assert!(small.contains("▲A") && small.contains("✕c2"), "{small}");
    // `d` switches to the outline and back.
    h.keys("d");
    let outline = h.screen(120, 40);
    assert!(outline.contains("▾ ★ root A MAX = +3"), "{outline}");
    h.keys("d");
    assert!(h.screen(120, 40).contains("✕c2"));
    // Stepping through: α and β under the nodes on the call stack, unknown values as ?.
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tree::TREE),
        mode: Mode::PcVsHuman,
        config: SearchConfig::default(),
    };
    let mut h = Harness::with_step(Some(setup), true);
    h.settle();
    for _ in 0..3 {
        h.key(KeyCode::Right);
    }
    let stepping = h.screen(120, 40);
    assert!(stepping.contains("α−∞ β+∞"), "{stepping}");
    assert!(stepping.contains('?'), "{stepping}");
    // At 80x24 the picture is too wide for the tree's panel but fits the screen: the narration
    // goes above it and the tree is drawn across (it fell back to the outline).
    h.keys("c");
    let narrow = h.screen(80, 24);
    assert!(narrow.contains("▲A") && narrow.contains("✕c2"), "{narrow}");
    assert!(narrow.contains("prune the 2 remaining moves"), "{narrow}");
    assert!(!narrow.contains("▾ root"), "the picture, not the outline\n{narrow}");
    insta::assert_snapshot!("textbook_step_80x24", narrow);
    // A small real search is drawn the same way, on `d`.
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.keys("d");
    let sum_screen = h.screen(120, 40);
    insta::assert_snapshot!("drawn_sum_120x40", sum_screen);
    assert!(sum_screen.contains("▲sum 0") && sum_screen.contains("✕3"), "{sum_screen}");
}

#[test]
fn trees_with_decimals_and_chance_show_their_own_values() {
    let setup = PlaySetup {
        engines: [None, None],
        game: tree_game("max(chance(3@0.25 min(2 4)@0.75) -1.5)"),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    let screen = h.screen(120, 40);
    assert!(screen.contains("value +2.25: MAX's value with best play"), "{screen}");
    assert!(screen.contains("○B") && screen.contains("2.25"), "{screen}");
    assert!(screen.lines().any(|l| l.contains("a2") && l.contains("−1.5")), "{screen}");
}

/// For a textbook tree the comparison adds the two pruning rules and the move orders.
#[test]
fn comparing_a_tree_shows_pruning_rules_and_orders() {
    let setup = PlaySetup {
        engines: [None, None],
        game: tree_game("A:(B:(b1:3 b2:12 b3:8) C:(c1:3 c2:4 c3:6) D:(d1:14 d2:5 d3:2))"),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("m");
    h.settle();
    let view = h.play().compare_view().unwrap();
    assert_eq!(view.rows.len(), 12);
    let nodes = |name: &str| {
        let row = view.rows.iter().find(|r| r.name == name).unwrap();
        row.outcome.as_ref().unwrap().1.nodes
    };
    // c1 = 3 = α: pruning on equality cuts c2 and c3, the strict rule does not.
    assert_eq!(nodes("αβ, prune on v > β"), nodes("αβ, prune on v ≥ β") + 2);
    assert!(nodes("αβ, best move first") <= nodes("αβ, worst move first"));
    let screen = h.screen(120, 40);
    assert!(screen.contains("All 12 searches agree on the root value"), "{screen}");
    // The less familiar columns are explained under the table; at 80 columns, the one shown.
    assert!(screen.contains("1st: the share of cutoffs made by the first move"), "{screen}");
    assert!(screen.contains("branching: the"), "{screen}");
    let narrow = h.screen(80, 24);
    assert!(
        narrow.contains("1st: the share of cutoffs") && !narrow.contains("branching:"),
        "{narrow}"
    );
}

/// A practice session opened as `minimax practice --seed 3` opens it.
fn practice(seed: u64) -> Harness {
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let options = minimax_tui::tui::practice::Options { seed, ..Default::default() };
    let launch = minimax_tui::tui::app::Launch { practice: Some(options), ..Default::default() };
    Harness { app: App::with_options(worker, None, launch), inbox }
}

fn practising(h: &Harness) -> &minimax_tui::tui::practice::Practice {
    match &h.app.screen {
        Screen::Practice(p) => p,
        _ => panic!("not practising"),
    }
}

/// At 80x24 practice draws every tree it deals (the answers go under the tree below 110
/// columns; beside it they took 34 columns and 4 trees in 5 did not fit), and `c` checks only a
/// tree the learner can see (it graded an unseen one "15 of 15 wrong").
#[test]
fn practice_fits_80x24_and_checks_only_a_tree_it_shows() {
    for seed in 1..=5 {
        let mut h = practice(seed);
        for _ in 0..8 {
            let screen = h.screen(80, 24);
            assert!(!screen.contains("too large"), "seed {seed}\n{screen}");
            assert!(screen.contains("Your answers"), "{screen}");
            h.keys("n");
        }
    }
    let mut h = practice(3);
    let screen = h.screen(60, 18);
    assert!(screen.contains("too large"), "{screen}");
    h.script("13 ⏎ c");
    let p = practising(&h);
    assert!(p.marks.is_empty(), "nothing graded");
    assert!(p.message.as_deref().unwrap().contains("the tree is not shown"), "{:?}", p.message);
    assert_eq!(p.session, (0, 0));
    // Shown again, `c` checks.
    h.screen(80, 24);
    h.keys("c");
    assert!(!practising(&h).marks.is_empty());
}

/// `c` on an empty sheet asks first (it graded every answer wrong at once); a second `c` checks.
#[test]
fn practice_asks_before_checking_an_empty_sheet() {
    let mut h = practice(3);
    h.screen(80, 24);
    h.keys("c");
    assert!(practising(&h).marks.is_empty());
    assert!(practising(&h).message.as_deref().unwrap().contains("nothing entered yet"));
    h.keys("c");
    assert!(!practising(&h).marks.is_empty(), "the second c checks");
}

#[test]
fn practice_marks_a_hand_trace_and_steps_to_its_first_mistake() {
    let mut h = practice(3);
    // Seed 3 deals A:(B:(D:(1 4 13) E:(18 10) F:(14 14 10)) C:(G:(16 6 2) H:(12 17))). The
    // answers, with H (and so C and A) wrong as if h2 were never read: A 13, B 13, D 13,
    // E 18 with e2 pruned, F 14 with f2 and f3 pruned, C 12, G 16, H 12.
    // Enter moves on to the next inner node in the order a search enters them: A B D E F C G H.
    h.script("13 ⏎ 13 ⏎ 13 ⏎ 18 ⏎ 14 ⏎ 12 ⏎ 16 ⏎ 12 ⏎");
    assert_eq!(practising(&h).values.len(), 8);
    // e2, f2 and f3 marked as never looked at: from H up to A, down to E's and F's leaves.
    h.script("↑ ↑ ↓ ↓ → ↓ → x ↑ → ↓ → x → x c");
    let screen = h.screen(80, 24);
    insta::assert_snapshot!("practice_checked", screen);
    assert!(screen.contains("3 of 11 wrong"), "{screen}");
    // Right and wrong read without colour: ✓ and ✗ beside the answer, a wrong one reversed
    // (and red), a right one not.
    let buffer = draw(&h.app, 80, 24);
    let styles = |mark: &str| styles_of(&buffer, mark, true);
    use ratatui::style::Modifier;
    let wrong = styles("✗");
    assert_eq!(wrong.len(), 3);
    assert!(wrong.iter().all(|s| s.add_modifier.contains(Modifier::REVERSED)), "{wrong:?}");
    let right = styles("✓");
    assert!(right.len() >= 8);
    assert!(right.iter().all(|s| !s.add_modifier.contains(Modifier::REVERSED)), "{right:?}");
    assert!(screen.contains("MAX at H is done"), "{screen}");
    let message = practising(&h).message.clone().unwrap();
    assert!(message.contains("value ≥ +17 (a bound") && message.contains("(your answer: 12)"));
    // s steps through the search itself, from the step where H is decided.
    h.keys("s");
    h.settle();
    let at = step(&h).replay.step;
    let events = h.play().analysis.as_ref().unwrap().tree().unwrap().trace.events.len();
    let screen = h.screen(80, 24);
    assert!(screen.contains("H is done") || screen.contains("at node H"), "{screen}");
    assert!(at > 0, "the step-through starts at the mistake, not the beginning");
    assert!(events > at);
    // Esc goes back to the practice, answers kept; fixing H, C and A makes all right.
    h.key(KeyCode::Esc);
    assert_eq!(practising(&h).values.len(), 8);
    // From f3 over to H, then its parent C and the root A.
    h.script("↑ ↑ ↑ ↓ → ↓ → 17 ⏎ ↑ 16 ⏎ ↑ ↑ 16 ⏎ c");
    let screen = h.screen(80, 24);
    assert!(screen.contains("all 11 answers right"), "{screen}");
    assert!(screen.contains("trees right first time: 0 of 1"), "{screen}");
    // d1, which every search reads, marked as never looked at.
    h.script("↓ ↓ ↓ x c");
    let screen = h.screen(80, 24);
    assert!(screen.contains("1 of 12 wrong"), "{screen}");
    let message = practising(&h).message.clone().unwrap();
    assert!(message.contains("d1") && message.contains("you marked it as never looked at"));
}

/// A heuristic value says what it counts, where it counts something: counting discs' and the
/// pattern evaluation's values are discs, `strong`'s points of no unit.
#[test]
fn reversi_values_name_their_unit() {
    for (choice, unit) in [(0, true), (1, false), (2, true)] {
        let mut game = teaching_reversi();
        game.values.set(catalog::reversi::HEURISTIC, Value::Choice(choice));
        let setup = PlaySetup {
            engines: [None, None],
            game,
            mode: Mode::HumanVsPc,
            config: SearchConfig { depth: Some(3), ..SearchConfig::default() },
        };
        let mut h = Harness::new(Some(setup));
        h.settle();
        let screen = h.screen(100, 30);
        let line = screen.lines().find(|l| l.contains("(heuristic, depth 3)")).expect("a value");
        let value = line[line.find("value ").expect("the value line")..].split(" (heuristic");
        let value = value.into_iter().next().unwrap_or_default();
        assert_eq!(value.contains(" disc"), unit, "heuristic {choice}: {value}");
        // The moves' values are in the same unit, and their panel says so.
        assert_eq!(screen.contains(" in discs "), unit, "heuristic {choice}:\n{screen}");
    }
}

/// Reversi with the teaching engine as the computer's (the default is the dedicated engine).
fn teaching_reversi() -> GameSetup {
    let mut game = GameSetup::default_for(&catalog::reversi::REVERSI);
    game.values.set(catalog::reversi::ENGINE, Value::Choice(1));
    game
}

/// Reversi with the computer (Black) to move first, on a clock.
fn reversi_on_a_clock(seconds: f64) -> PlaySetup {
    PlaySetup {
        engines: [None, None],
        game: teaching_reversi(),
        mode: Mode::PcVsHuman,
        config: SearchConfig {
            depth: None,
            time: Some(Duration::from_secs_f64(seconds)),
            ..SearchConfig::default()
        },
    }
}

#[test]
fn the_computer_deepens_on_its_clock_and_says_so() {
    let mut h = Harness::new(Some(reversi_on_a_clock(0.1)));
    h.settle();
    let play = h.play();
    assert_eq!(play.session.plies(), 1, "the computer moved");
    let decision = play.computer.decision.as_ref().expect("the computer's search is kept");
    let depths: Vec<u32> = decision.iterations().iter().map(|i| i.depth).collect();
    assert!(depths.len() >= 3, "{depths:?}");
    assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>());
    // The tree is one search, the deepest finished: its depth is the last iteration's.
    assert_eq!(
        decision.tree().unwrap().trace.nodes.iter().map(|n| n.ply).max(),
        Some(*depths.last().unwrap())
    );
    // T goes to the next clock and says what it is.
    h.keys("T");
    assert_eq!(h.play().config.time, Some(Duration::from_secs_f64(0.5)));
    let screen = h.screen(120, 40);
    assert!(screen.contains("time per move: 0.5 s"), "{screen}");
}

/// Esc 0.3 s into the computer's first search on a one-minute clock: the move is played within
/// a node-check interval (the hints for the reply then run on the same clock, so the app is not
/// waited on to settle).
fn esc_plays_now(setup: PlaySetup) -> Harness {
    let mut h = Harness::new(Some(setup));
    h.pump_until(Duration::from_secs(5), |h| h.play().thinking.is_some());
    std::thread::sleep(Duration::from_millis(300));
    let started = Instant::now();
    h.key(KeyCode::Esc);
    h.pump_until(Duration::from_secs(5), |h| h.play().session.plies() == 1);
    assert!(started.elapsed() < Duration::from_secs(5));
    h
}

#[test]
fn esc_on_a_clock_plays_the_deepest_finished_move_now() {
    let h = esc_plays_now(reversi_on_a_clock(60.0));
    assert!(!h.play().computer.decision.as_ref().unwrap().iterations().is_empty());
}

#[test]
fn the_step_through_tells_a_probe_from_its_re_search() {
    let mut setup = sum(7, &[1, 2, 3], Mode::PcVsHuman);
    setup.config = SearchConfig { pvs: true, ..SearchConfig::default() };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("s");
    h.settle();
    let (mut probed, mut again) = (false, false);
    for _ in 0..400 {
        h.key(KeyCode::Right);
        let step = step(&h);
        let tree = step.tree();
        let place = |id: u32| tree.label(id).to_string();
        let said = minimax_tui::tui::narrate::narrate(tree, &step.replay, &place);
        probed |= said.contains("probed with a null window");
        again |= said.contains("searched again with the full window");
    }
    assert!(probed && again, "probe seen: {probed}, re-search seen: {again}");
}

/// The app with the computer moving first, once it has.
fn after_the_computers_first_move(game: GameSetup, config: SearchConfig) -> Harness {
    let mut h = Harness::new(Some(PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::PcVsHuman,
        config,
    }));
    h.settle();
    assert_eq!(h.play().session.plies(), 1, "the computer moved");
    h
}

#[test]
fn a_move_drawn_from_equal_ones_says_so() {
    let config = SearchConfig { random_ties: Some(5), ..SearchConfig::default() };
    let tictactoe = GameSetup::default_for(&catalog::tictactoe::TICTACTOE);
    let mut h = after_the_computers_first_move(tictactoe, config);
    // The decision is the computer's search: nine first moves, all draws.
    assert_eq!(h.play().computer.decision.as_ref().unwrap().ties, 9);
    // Your own position's search says how many of your moves tie (two of O's six draw).
    let ties = h.play().analysis.as_ref().unwrap().ties;
    assert!(ties > 1, "{ties}");
    let screen = h.screen(120, 40);
    let said = format!("{ties} moves share the best value; the computer draws one");
    assert!(screen.contains(&said), "{screen}");
}

#[test]
fn each_side_of_pc_vs_pc_searches_with_its_own_settings() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::reversi::REVERSI),
        mode: Mode::PcVsPc,
        config: SearchConfig { depth: Some(1), ..SearchConfig::default() },
    };
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let min = SearchConfig { depth: Some(3), pvs: true, ..SearchConfig::default() };
    let launch = minimax_tui::tui::app::Launch { min_engine: Some(min), ..Default::default() };
    let mut h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    // Black (MAX) searches one ply; White (MIN) three, with PVS.
    h.pump_until(Duration::from_secs(10), |h| h.play().session.plies() >= 1);
    let black = h.play().computer.decision.as_ref().unwrap().config;
    assert_eq!((black.depth, black.pvs), (Some(1), false));
    h.pump_until(Duration::from_secs(10), |h| h.play().session.plies() >= 2);
    let white = h.play().computer.decision.as_ref().unwrap().config;
    assert_eq!((white.depth, white.pvs), (Some(3), true));
    let screen = h.screen(120, 40);
    assert!(screen.contains("White: minimax · alpha-beta on · TT on · depth 3 · PVS"), "{screen}");
    assert!(screen.contains("Black: minimax · alpha-beta on · TT on · depth 1"), "{screen}");
}

#[test]
fn on_a_clock_each_iteration_is_a_chapter_of_the_step_through() {
    let mut setup = sum(9, &[1, 2, 3], Mode::PcVsHuman);
    setup.config = SearchConfig {
        depth: Some(8),
        time: Some(Duration::from_secs(30)),
        aspiration: Some(1),
        killers: true,
        ..SearchConfig::default()
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("s");
    h.settle();
    let chapters = step(&h).chapters();
    let iterations = step(&h).analysis.iterations().len();
    assert!(
        iterations >= 3 && chapters >= iterations,
        "{chapters} chapters, {iterations} iterations"
    );
    // The step-through opens on the last chapter, the search whose move was played.
    assert_eq!(step(&h).chapter, chapters - 1);
    assert!(h.screen(80, 24).contains(&format!("Chapter {chapters}/{chapters}")));
    let mut headings = Vec::new();
    let mut killers = false;
    for chapter in (0..chapters).rev() {
        assert_eq!(step(&h).chapter, chapter);
        let step = step(&h);
        let tree = step.tree();
        let place = |id: u32| tree.label(id).to_string();
        let mut replay = minimax_tui::engine::replay::Replay::new(&tree.trace);
        headings.push(minimax_tui::tui::narrate::narrate(tree, &replay, &place));
        while !replay.at_end(&tree.trace) {
            replay.forward(&tree.trace);
            let said = minimax_tui::tui::narrate::narrate(tree, &replay, &place);
            killers |= said.contains("Tried first: a killer move");
        }
        h.keys("p");
    }
    headings.reverse();
    assert!(headings[0].starts_with(&format!("Chapter 1 of {chapters}: depth 1.")), "{headings:?}");
    // Width 1 around a value that jumps when a win comes into sight: a window fails, and the
    // same depth is searched again in the next chapter.
    let failed = headings.iter().position(|h| h.contains("falls outside it")).expect("a failure");
    assert!(headings[failed].contains("aspiration window"));
    let depth = |h: &str| {
        h.split("depth ").nth(1).and_then(|d| d.split([',', '.']).next()).map(str::to_string)
    };
    assert_eq!(depth(&headings[failed]), depth(&headings[failed + 1]), "{headings:?}");
    assert!(killers, "no killer move was narrated");
    // `n` walks forward again; past the last it stays.
    h.keys("nnnnnnnnnnnnnnnnnnnnnnn");
    assert_eq!(step(&h).chapter, chapters - 1);
}

/// On a clock, the iterations the trace cap leaves whole are chapters too, not only the last:
/// the shallow ones kept whole from depth 1, together within the cap, the last cut at the cap
/// and saying so ("the first 2,000 steps"), and the depths left out between them named.
#[test]
fn a_capped_clocked_search_keeps_its_shallow_iterations() {
    let mut setup = sum(30, &[1, 2, 3], Mode::PcVsHuman);
    setup.config = SearchConfig {
        depth: Some(9),
        time: Some(Duration::from_secs(60)),
        alpha_beta: false,
        transposition_table: false,
        ..SearchConfig::default()
    };
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let launch =
        minimax_tui::tui::app::Launch { trace_cap: 2_000, step: true, ..Default::default() };
    let mut h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    h.settle();
    let search = step(&h).analysis.minimax().expect("a minimax search").clone();
    let chapters: Vec<_> = (0..search.chapters()).map(|c| search.chapter(c)).collect();
    let last = chapters.last().unwrap();
    assert!(last.trace.is_capped(), "the deepest iteration passes the cap");
    let heading = last.heading.as_deref().unwrap();
    assert!(
        heading.starts_with(&format!(
            "Chapter {} of {}: depth 9, the first 2,000 steps",
            chapters.len(),
            chapters.len()
        )),
        "{heading}"
    );
    let earlier = &chapters[..chapters.len() - 1];
    assert!(earlier.len() >= 4, "{} shallow iterations kept", earlier.len());
    assert!(earlier.iter().all(|t| !t.trace.is_capped()), "the shallow ones whole");
    let steps: usize = earlier.iter().map(|t| t.trace.events.len()).sum();
    assert!(steps <= 2_000, "{steps} steps kept before the last");
    for (i, tree) in earlier.iter().enumerate() {
        let heading = tree.heading.as_deref().unwrap();
        assert!(
            heading.starts_with(&format!(
                "Chapter {} of {}: depth {}.",
                i + 1,
                chapters.len(),
                i + 1
            )),
            "{heading}"
        );
    }
    let kept_to = earlier.len();
    if kept_to < 8 {
        let named = match kept_to + 1 {
            8 => "depth 8".to_string(),
            from => format!("depths {from}–8"),
        };
        assert!(heading.contains(&format!("; {named} not kept")), "{heading}");
    }
    let screen = h.screen(100, 30);
    assert!(screen.contains("depth 9, the first 2,000"), "{screen}");
}

#[test]
fn connect_four_is_played_by_column_and_ends_on_four_in_a_row() {
    let setup = game(GameSetup::default_for(&catalog::connect4::CONNECT4), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    // Digits choose columns; ←/→ move the cursor along the columns.
    for column in "121212".chars() {
        h.keys(&column.to_string());
        h.key(KeyCode::Enter);
        h.settle();
    }
    assert_eq!(h.play().session.plies(), 6);
    h.key(KeyCode::Left);
    h.key(KeyCode::Left);
    let cursor = h.play().board.cursor;
    assert_eq!(
        h.play().session.choice(cursor).unwrap().label,
        "1",
        "the cursor walked to column 1"
    );
    h.key(KeyCode::Enter);
    h.settle();
    let end = h.play().session.end().expect("Red has four in column 1");
    assert_eq!(end.reason, "Red made four in a row");
    let screen = h.screen(80, 24);
    insta::assert_snapshot!("connect4_won", screen);
    assert_no_cut_numbers("connect4", &screen);
    assert!(screen.contains("Red (human) wins! Red made four in a"), "{screen}");
    // The board reads without colour: each side its own shape, the four in a row its own, and a
    // key beside the column numbers (a plain capture was 42 identical discs).
    assert!(screen.contains("1 2 3 4 5 6 7  ● Red  ○ Yellow"), "{screen}");
    let board: String = screen.lines().filter(|l| l.starts_with("│ │")).collect();
    assert_eq!(board.matches('◉').count(), 4, "the four in a row: {screen}");
    assert_eq!(board.matches('○').count(), 3, "Yellow's discs: {screen}");
    assert_eq!(board.matches('●').count(), 0, "Red's other discs are all in the four: {screen}");
    // Colour says the same as the shapes: Yellow's discs yellow, the four in the good colour and
    // bold, the key's ● red.
    use ratatui::style::{Color, Modifier};
    let buffer = draw(&h.app, 80, 24);
    let cells = |symbol: &str| styles_of(&buffer, symbol, false);
    assert!(cells("○").iter().all(|s| s.fg == Some(Color::Yellow)), "{:?}", cells("○"));
    assert!(cells("●").iter().all(|s| s.fg == Some(Color::Red)), "{:?}", cells("●"));
    let four = cells("◉");
    assert_eq!(four.len(), 4);
    assert!(four.iter().all(|s| s.add_modifier.contains(Modifier::BOLD)), "{four:?}");
    // The sides' names are in their own colours too: "Yellow" in the moves is yellow (it was
    // MIN's magenta).
    let text = text(&buffer);
    let (row, line) = text.lines().enumerate().find(|(_, l)| l.contains("2. Yellow")).unwrap();
    let x = line.chars().position(|c| c == 'Y').unwrap();
    assert_eq!(buffer[(x as u16, row as u16)].fg, Color::Yellow, "{text}");
    // `P` steps through the palettes: colour-blind safe (Okabe–Ito's yellow, the four still
    // bold), then none at all, the shapes and bold left to say it; then back.
    h.keys("P");
    assert!(h.screen(80, 24).contains("colours: colour-blind safe"));
    let buffer = draw(&h.app, 80, 24);
    let cells = |symbol: &str| styles_of(&buffer, symbol, false);
    assert!(cells("○").iter().all(|s| s.fg == Some(Color::Indexed(227))), "{:?}", cells("○"));
    assert!(cells("●").iter().all(|s| s.fg == Some(Color::Indexed(166))), "{:?}", cells("●"));
    h.keys("P");
    let buffer = draw(&h.app, 80, 24);
    assert!(buffer.content.iter().all(|c| c.fg == Color::Reset && c.bg == Color::Reset));
    let four = styles_of(&buffer, "◉", false);
    assert!(four.iter().all(|s| s.add_modifier.contains(Modifier::BOLD)), "{four:?}");
    h.keys("P");
    assert_eq!(h.app.palette, minimax_tui::tui::theme::Palette::Standard);
}

#[test]
fn the_comparison_sets_the_connect_four_solver_beside_the_search() {
    let entry = &catalog::connect4::CONNECT4;
    let mut values = catalog::Values::defaults(catalog::Entry::params(entry));
    values.set(
        catalog::connect4::POSITION,
        catalog::Value::Text(Some("345241566713255615361246513132476".into())),
    );
    use minimax_tui::i18n::{Lang, with};
    let ways = [
        (Lang::En, ["solver: αβ only", "solver: + table", "solver: + threats"]),
        (Lang::Cs, ["řešič: jen αβ", "řešič: + tabulka", "řešič: + hrozby"]),
        (Lang::Ro, ["solver: doar αβ", "solver: + fereastră nulă", "solver: + amenințări"]),
    ];
    for (lang, ways) in ways {
        with(lang, || {
            let mut setup = game(GameSetup::new(entry, values.clone()), Mode::HumanVsHuman);
            setup.config.depth = None;
            let mut h = Harness::new(Some(setup));
            h.settle();
            h.keys("m");
            h.settle();
            // Whole in a wide window and at 80 columns (the narrow table) alike.
            for width in [120, 80] {
                let screen = h.screen(width, 40);
                for way in ways {
                    assert!(screen.contains(way), "{way} missing at {width}:\n{screen}");
                }
            }
            let screen = h.screen(120, 40);
            if lang == Lang::En {
                assert!(screen.contains("All 13 searches agree on the root value"), "{screen}");
            }
        });
    }
}

/// A value in the comparison is never cut: a win by name where the column has room for it
/// ("Red wins in 2"), else by its sign ("+1 in 2"); it read "Red wins i" before.
#[test]
fn the_comparison_never_cuts_a_value() {
    let entry = &catalog::connect4::CONNECT4;
    let mut values = catalog::Values::defaults(catalog::Entry::params(entry));
    values.set(
        catalog::connect4::POSITION,
        catalog::Value::Text(Some("345241566713255615361246513132476".into())),
    );
    let mut setup = game(GameSetup::new(entry, values), Mode::HumanVsHuman);
    setup.config.depth = Some(20);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("m");
    h.settle();
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let screen = h.screen(width, height);
        let row = screen.lines().find(|l| l.contains("αβ + table  ")).unwrap_or_default();
        // "Red wins in N" or "+1 in N", whole: its number and a space after it.
        let whole = |form: &str| {
            row.split_once(form).is_some_and(|(_, rest)| {
                let digits = rest.chars().take_while(char::is_ascii_digit).count();
                digits > 0 && rest[digits..].starts_with(' ')
            })
        };
        assert!(whole("Red wins in ") || whole("+1 in "), "{width}x{height}: {row}\n{screen}");
    }
}

#[test]
fn each_side_of_pc_vs_pc_can_have_its_own_heuristic() {
    let entry = &catalog::reversi::REVERSI;
    let mut values = catalog::Values::defaults(catalog::Entry::params(entry));
    values.set(catalog::reversi::HEURISTIC, catalog::Value::Choice(0)); // discs
    values.set(catalog::reversi::MIN_HEURISTIC, catalog::Value::Choice(2)); // strong
    let mut setup = game(GameSetup::new(entry, values), Mode::PcVsPc);
    setup.config.depth = Some(2);
    let mut h = Harness::new(Some(setup));
    h.pump_until(Duration::from_secs(10), |h| {
        h.play().computer.decision.as_ref().is_some_and(|d| d.plies == 1)
    });
    // White's decision (after Black's first move) is a depth-2 search with the strong heuristic.
    let decision = h.play().computer.decision.clone().unwrap();
    use minimax_tui::engine::{Control, Game};
    use minimax_tui::games::reversi::{Board, Heuristic};
    let board = Board::start();
    let discs = minimax_tui::games::reversi::Reversi {
        heuristic: Heuristic::Discs,
        exact_endgame: 0,
        dedicated: false,
    };
    let black = minimax_tui::engine::search(
        &discs,
        &board,
        &SearchConfig { depth: Some(2), ..Default::default() },
        Control::default(),
    )
    .unwrap();
    let after = discs.apply(&board, black.best_move.unwrap());
    let strong = minimax_tui::games::reversi::Reversi { heuristic: Heuristic::Strong, ..discs };
    let config = SearchConfig { depth: Some(2), ..Default::default() };
    let expected =
        minimax_tui::engine::search(&strong, &after, &config, Control::default()).unwrap();
    let by_discs =
        minimax_tui::engine::search(&discs, &after, &config, Control::default()).unwrap();
    assert_ne!(expected.value, by_discs.value, "the two heuristics must tell apart here");
    assert_eq!(decision.value, expected.value);
    let screen = h.screen(200, 60);
    assert!(
        screen.contains("White: minimax · alpha-beta on · TT on · depth 2 · heuristic strong"),
        "{screen}"
    );
    assert!(
        screen.contains("Black: minimax · alpha-beta on · TT on · depth 2 · heuristic discs"),
        "{screen}"
    );
}

#[test]
fn a_saved_game_loads_replays_and_walks_back_and_forth() {
    let dir = Scratch::new("records");
    // An arena game saved, loaded in the app, replayed to the same final position.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args([
            "arena",
            "tictactoe",
            "--player",
            "builtin:weak",
            "--opponents",
            "random",
            "--games",
            "1",
        ])
        .arg("--save")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let record = minimax_tui::record::Record::read(&dir.join("game-00001.json")).unwrap();
    assert_eq!(record.game, "tictactoe");
    let (entry, values) = minimax_tui::catalog::records::game_of(&record).unwrap();
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::new(entry, values),
        mode: Mode::HumanVsHuman,
        config: SearchConfig::default(),
    };
    let mut h = loaded(setup, &record.moves);
    let moves: Vec<String> = h.play().session.history().into_iter().map(|(_, m)| m).collect();
    assert_eq!(moves, record.moves);
    let end = h.play().session.end().expect("the recorded game is over");
    use minimax_tui::record::Ending;
    let winner = match record.result.flatten() {
        Some(Ending::First) => Some(minimax_tui::engine::Player::Max),
        Some(Ending::Second) => Some(minimax_tui::engine::Player::Min),
        _ => None,
    };
    assert_eq!(end.winner, winner);
    // < walks back to the start, > forward again to the same end.
    let n = record.moves.len();
    for _ in 0..n + 2 {
        h.keys("<");
    }
    assert_eq!(h.play().session.plies(), 0);
    assert_eq!(h.play().session.ahead(), n);
    for _ in 0..n {
        h.keys(">");
    }
    assert_eq!(h.play().session.plies(), n);
    assert!(h.play().session.end().is_some());
    // A different move from an earlier position starts a new line.
    h.keys("<<");
    h.settle();
    let session = &h.play().session;
    let other = (0..session.move_count())
        .position(|i| session.choice(i).unwrap().label != record.moves[n - 2])
        .unwrap();
    if let Screen::Play(play) = &mut h.app.screen {
        play.records_dir = dir.to_path_buf();
        play.session.play(other);
    }
    assert_eq!(h.play().session.ahead(), 0);
    // `w` writes the game as it stands now; the record reads back to the same moves.
    h.keys("w");
    let message = h.play().out.message.clone().unwrap();
    let path = message.split("saved the game to ").nth(1).unwrap().split(" (").next().unwrap();
    let saved = minimax_tui::record::Record::read(std::path::Path::new(path)).unwrap();
    let now: Vec<String> = h.play().session.history().into_iter().map(|(_, m)| m).collect();
    assert_eq!(saved.moves, now);
    assert_eq!(saved.game, "tictactoe");
    // Its result is the line's: who won, or "unfinished" while it goes on.
    let ending = |end: Option<minimax_tui::session::GameEnd>| {
        end.map(|e| match e.winner {
            Some(minimax_tui::engine::Player::Max) => Ending::First,
            Some(minimax_tui::engine::Player::Min) => Ending::Second,
            None => Ending::Draw,
        })
    };
    assert_eq!(saved.result, Some(ending(h.play().session.end())));
    // A finished game saved while walked back to its start still says how it ended (it said
    // nothing): the record holds the whole line.
    while h.play().session.end().is_none() {
        h.key(KeyCode::Enter);
        h.settle();
    }
    let result = ending(h.play().session.end());
    assert!(result.is_some());
    for _ in 0..n + 2 {
        h.keys("<");
    }
    h.keys("w");
    let message = h.play().out.message.clone().unwrap();
    let again = message.split("saved the game to ").nth(1).unwrap().split(" (").next().unwrap();
    let walked_back = minimax_tui::record::Record::read(std::path::Path::new(again)).unwrap();
    assert_eq!(walked_back.result, Some(result));
    assert!(walked_back.moves.len() > saved.moves.len() || saved.result.is_some());
    // Named by the game and the UTC date and time: minimax-tictactoe-2026-12-01-165950.json.
    let name = std::path::Path::new(path).file_name().unwrap().to_str().unwrap();
    let stamp = name.strip_prefix("minimax-tictactoe-").and_then(|s| s.strip_suffix(".json"));
    let shape: String = stamp
        .unwrap_or_default()
        .chars()
        .map(|c| if c.is_ascii_digit() { '9' } else { c })
        .collect();
    assert_eq!(shape, "9999-99-99-999999", "{name}");
}

/// Reversi's computer moves with the dedicated engine by default: its value and move are the
/// dedicated search's (which are the teaching engine's, tested elsewhere), the panels say so and
/// keep no tree, `s` replays its search with the teaching engine (issue 25: never "no record"),
/// and `A` searches with the teaching engine.
#[test]
fn the_dedicated_engine_plays_reversis_computer() {
    use minimax_tui::games::reversi::midgame::Midgame;
    use minimax_tui::games::reversi::{Board, Reversi, square_name};
    let config = SearchConfig { depth: Some(5), ..SearchConfig::default() };
    let reversi = GameSetup::default_for(&catalog::reversi::REVERSI);
    let mut h = after_the_computers_first_move(reversi, config);
    let decision = h.play().computer.decision.clone().expect("the computer's decision is kept");
    let Source::Dedicated { note, .. } = &decision.source else {
        panic!("by the dedicated engine")
    };
    assert!(note.starts_with("the dedicated engine, depth 5:"), "{note}");
    let heuristic = minimax_tui::games::reversi::Heuristic::Pattern;
    let game = Reversi { dedicated: true, heuristic, ..Reversi::default() };
    let found = Midgame::new(game).search(&Board::start(), 5).unwrap();
    assert_eq!(decision.value, found.value);
    let played = &h.play().session.history()[0].1;
    assert_eq!(Some(played.as_str()), found.best_move.map(square_name).as_deref());
    assert!(decision.tree().is_none(), "no tree");
    h.keys("s");
    let message = h.play().out.message.clone().unwrap();
    assert!(message.contains("replaying the dedicated engine's search"), "{message}");
    h.settle();
    let message = h.play().out.message.clone().unwrap();
    assert!(message.contains("teaching engine at depth 5: the same value and move"), "{message}");
    assert!(h.play().step().is_some());
    h.key(KeyCode::Esc);
    // The human's own analysis is the teaching engine's, with a tree to step through.
    h.keys("A");
    h.settle();
    assert!(h.play().step().is_some(), "A opens the teaching engine's step-through");
    assert_eq!(h.play().current_analysis().unwrap().source, Source::Teaching);
}

/// On a clock the dedicated engine deepens until the clock runs out, and Esc plays the deepest
/// finished depth at once.
#[test]
fn the_dedicated_engine_keeps_the_clock() {
    let mut setup = reversi_on_a_clock(0.2);
    setup.game = GameSetup::default_for(&catalog::reversi::REVERSI);
    let mut h = Harness::new(Some(setup));
    h.settle();
    let Source::Dedicated { note, .. } =
        h.play().computer.decision.as_ref().unwrap().source.clone()
    else {
        panic!("by the dedicated engine")
    };
    assert!(note.contains("by the clock"), "{note}");
    let depth: u32 =
        note["the dedicated engine, depth ".len()..].split(' ').next().unwrap().parse().unwrap();
    assert!(depth >= 5, "{note}");
    let mut setup = reversi_on_a_clock(60.0);
    setup.game = GameSetup::default_for(&catalog::reversi::REVERSI);
    let h = esc_plays_now(setup);
    assert!(matches!(
        h.play().computer.decision.as_ref().unwrap().source,
        Source::Dedicated { .. }
    ));
}

/// A tree where MAX moves twice in a row: negamax would negate MAX's own value at B and answer
/// +2 with C; the value is 5 with B. Every way into the app refuses negamax with the engine's
/// words and keeps minimax.
#[test]
fn negamax_is_refused_where_a_player_moves_twice() {
    let words = minimax_tui::engine::contract::NEGAMAX_NEEDS_ALTERNATION.to_string();
    let twice = || tree_game("max(max(3 5) min(2 9))");
    let negamax = SearchConfig { algorithm: Algorithm::Negamax, ..SearchConfig::default() };
    // The start form and `play --algorithm negamax` open the game through `Play::new`.
    let refused = Play::new(PlaySetup {
        engines: [None, None],
        game: twice(),
        mode: Mode::HumanVsPc,
        config: negamax,
    });
    assert_eq!(refused.err(), Some(words.clone()));
    // The `n` key says why and leaves the search as it was.
    let setup = PlaySetup {
        engines: [None, None],
        game: twice(),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    assert_eq!(h.play().analysis.as_ref().unwrap().value, 5);
    h.keys("n");
    assert_eq!(h.play().config.algorithm, Algorithm::Minimax);
    assert_eq!(h.play().out.message.as_deref(), Some(words.as_str()));
    let screen = h.screen(80, 24);
    assert!(screen.contains(&words), "the whole reason fits at 80x24:\n{screen}");
    // Inside the tree, below the double move, the players alternate; walking back would reach
    // the root again, so the app judges the game from its start.
    h.keys("1");
    h.key(KeyCode::Enter);
    h.settle();
    h.keys("n");
    assert_eq!(h.play().config.algorithm, Algorithm::Minimax);
    // On a tree whose players alternate, `n` switches and negamax finds minimax's value.
    let setup = PlaySetup {
        engines: [None, None],
        game: tree_game("max(min(3 5) min(2 9))"),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("n");
    assert_eq!(h.play().config.algorithm, Algorithm::Negamax);
    h.settle();
    let analysis = h.play().analysis.as_ref().unwrap();
    assert_eq!((analysis.config.algorithm, analysis.value), (Algorithm::Negamax, 3));
}

/// A textbook tree speaks in its own words: MAX's utilities, leaves (not wins and games over);
/// in negamax a final position's row names the side whose value it is.
#[test]
fn trees_speak_in_tree_words() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tree::TREE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("d"); // the outline, one row a node
    let screen = h.screen(120, 40);
    assert!(screen.contains("values are MAX's utilities"), "{screen}");
    assert!(!screen.contains("wins") && !screen.contains("game over"), "{screen}");
    assert!(screen.contains("b1 = +3 (leaf)"), "{screen}");
    let negamax = SearchConfig { algorithm: Algorithm::Negamax, ..SearchConfig::default() };
    let mut h =
        Harness::new(Some(PlaySetup { config: negamax, ..sum(7, &[2, 3], Mode::HumanVsPc) }));
    h.settle();
    let screen = h.screen(120, 40);
    let finals: Vec<&str> = screen.lines().filter(|l| l.contains("(game over)")).collect();
    assert!(!finals.is_empty(), "{screen}");
    for row in finals {
        assert!(row.contains(" MAX = ") || row.contains(" MIN = "), "a side on {row}");
    }
}

/// Blind play opens only the root: the principal variation opened down the tree is itself the
/// answer (`play sum --target 15 --no-tt --no-alpha-beta`, `i` opened 2, 3, 2, 3, 2 to the end).
#[test]
fn a_blind_tree_opens_only_the_root() {
    let plain =
        SearchConfig { alpha_beta: false, transposition_table: false, ..SearchConfig::default() };
    let setup = PlaySetup { config: plain, ..sum(15, &[2, 3], Mode::HumanVsPc) };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("i");
    h.settle();
    let screen = h.screen(120, 40);
    let tree: Vec<&str> = screen.lines().filter(|l| l.contains('▾')).collect();
    assert_eq!(tree.len(), 1, "only the root is open:\n{screen}");
    assert!(tree[0].contains("root"), "{screen}");
    h.keys("i");
    h.settle();
    let open = h.screen(120, 40).lines().filter(|l| l.contains('▾')).count();
    assert!(open > 3, "with hints the principal variation opens again");
}

/// In blind play `m`, `A` and `s` ask first: the first press says what it would show, the same key
/// again shows it and turns hints on, and says so.
#[test]
fn blind_play_asks_before_showing_values() {
    for key in ["m", "A", "s"] {
        let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
        h.settle();
        h.keys("i");
        h.settle();
        h.keys(key);
        h.settle();
        let asked = h.screen(80, 24);
        assert!(asked.contains("hints are off"), "{key}:\n{asked}");
        for telling in ["★", "value +", "value −", "best move 2"] {
            assert!(!asked.contains(telling), "{key}: {telling:?} shows:\n{asked}");
        }
        assert!(
            !h.play().values.shown()
                && h.play().compare_view().is_none()
                && h.play().step().is_none()
        );
        h.keys(key);
        h.settle();
        assert!(h.play().values.shown(), "{key} again turns hints on");
        assert!(
            h.play().compare_view().is_some() || h.play().step().is_some(),
            "{key} shows its view"
        );
    }
    // Any other key in between asks again.
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.keys("i");
    h.settle();
    h.keys("mtm");
    assert!(!h.play().values.shown() && h.play().compare_view().is_none());
}

/// While a search is stepped through, the Moves panel lists the moves of the position the game
/// panel draws, not the game's (`play sum`, Enter, `s` → →: the panel drew sum 4 and listed the
/// moves from sum 5).
#[test]
fn the_moves_panel_lists_the_drawn_positions_moves() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Enter);
    h.settle();
    h.keys("s");
    h.settle();
    for steps in 0..12 {
        let screen = h.screen(120, 40);
        let drawn: u64 = screen
            .split("sum ")
            .filter_map(|rest| rest.split(" / 10").next()?.trim().parse().ok())
            .next()
            .unwrap_or_else(|| panic!("the game panel draws a sum:\n{screen}"));
        assert!(screen.contains("Moves · in the search"), "{screen}");
        if drawn < 10 {
            for mv in [2, 3] {
                let effect = format!("{mv}  → {}", drawn + mv);
                assert!(
                    screen.contains(&effect),
                    "step {steps}: {effect} for sum {drawn}:\n{screen}"
                );
            }
        }
        h.key(KeyCode::Right);
    }
    // Back in the game, the game's own moves.
    h.key(KeyCode::Esc);
    h.settle();
    assert!(!h.screen(120, 40).contains("Moves · in the search"));
}

/// Walking back with `<` from the end of a game leaves the last search's value and best move
/// off the Minimax panel: they were another position's (after `<` `<` the board was at move 7
/// and the panel said "best move 8").
#[test]
fn walking_back_shows_no_other_positions_answer() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tictactoe::TICTACTOE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    while h.play().session.end().is_none() {
        let best = h.play().current_analysis().and_then(|a| a.best).unwrap_or(0);
        h.play_cursor(best);
        h.key(KeyCode::Enter);
        h.settle();
    }
    let mut checked = 0;
    for _ in 0..4 {
        h.keys("<");
        h.settle();
        let play = h.play();
        let a = play.analysis.as_ref().expect("a search was made");
        let elsewhere = a.position != play.session.position() && a.plies >= play.session.plies();
        let plies = a.plies;
        let at = format!(
            "move {} of {}",
            play.session.plies(),
            play.session.plies() + play.session.ahead()
        );
        let screen = h.screen(100, 30);
        // Every panel's title says which position it is of.
        for title in ["Tic-tac-toe · ", "Moves · at ", "Minimax · at "] {
            assert!(screen.contains(&format!("{title}{at}")), "{title}{at}: {screen}");
        }
        if elsewhere {
            checked += 1;
            assert!(!screen.contains("best move"), "{screen}");
            assert!(screen.contains("not this position: A analyses this one"), "{screen}");
            let moves = if plies == 1 { "1 move".to_string() } else { format!("{plies} moves") };
            assert!(screen.contains(&format!("after {moves}")), "{screen}");
        } else {
            assert!(!screen.contains("not this position"), "{screen}");
        }
    }
    assert!(checked > 0, "a walk back met another position's search");
}

/// `s` steps through the computer's decision whatever engine made it: the dedicated Reversi
/// engine keeps no tree, so the teaching engine searches its position again to the same depth,
/// with the same heuristic, and says that it finds the same value and move (it said "no record
/// of the dedicated engine's search").
#[test]
fn s_replays_the_dedicated_engines_decision() {
    for heuristic in [0, 1] {
        let mut game = GameSetup::default_for(&catalog::reversi::REVERSI);
        game.values.set(catalog::reversi::HEURISTIC, Value::Choice(heuristic));
        let config = SearchConfig { depth: Some(4), ..SearchConfig::default() };
        let mut h = Harness::new(Some(PlaySetup {
            engines: [None, None],
            game,
            mode: Mode::PcVsHuman,
            config,
        }));
        h.settle();
        assert_eq!(h.play().session.plies(), 1, "the computer moved");
        let decision = h.play().computer.decision.clone().expect("the computer's decision");
        assert!(
            matches!(decision.source, Source::Dedicated { .. }),
            "the dedicated engine chose it"
        );
        h.keys("s");
        h.settle();
        let message = h.play().out.message.clone().unwrap_or_default();
        assert!(h.play().step().is_some(), "a step-through opened: {message}");
        assert!(
            message.contains("teaching engine at depth 4: the same value and move"),
            "{message}"
        );
        let step = step(&h);
        assert_eq!(step.analysis.position, decision.position, "the decision's position");
        assert_eq!(step.analysis.value, decision.value);
        assert!(!step.tree().is_empty(), "a tree to step through");
        let screen = h.screen(100, 30);
        assert!(!screen.contains("no record"), "{screen}");
    }
}

/// The app's Connect Four value at its depth limit is reproduced headless: `solve connect4
/// --engine teaching --depth 8` answers with the same heuristic value and says it is one (it
/// refused: "no exact score").
#[test]
fn the_apps_connect_four_value_is_reproduced_headless() {
    let game = GameSetup::default_for(&catalog::connect4::CONNECT4);
    let depth = game.default_depth().expect("Connect Four has a depth limit in the app");
    let config = SearchConfig { depth: Some(depth), ..SearchConfig::default() };
    let mut h = Harness::new(Some(PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::HumanVsPc,
        config,
    }));
    h.settle();
    let analysis = h.play().current_analysis().expect("the hints' search").clone();
    assert!(!analysis.exact, "a depth-{depth} value is a heuristic one");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "connect4", "--engine", "teaching", "--depth", &depth.to_string()])
        .arg("--json")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Red moves first and is MAX: its value is the app's.
    assert_eq!(v["heuristic"], analysis.value, "{v}");
    assert_eq!((v["score"].is_null(), v["result"].as_str()), (true, Some("undecided")), "{v}");
    assert_eq!(v["depth"], depth);
    let screen = h.screen(120, 40);
    assert!(
        screen.contains(
            &format!("{:+} (heuristic, depth {depth})", analysis.value).replace('-', "−")
        ),
        "{screen}"
    );
}

/// The rows inside the bordered panel whose title starts with `title` (the first such panel,
/// top to bottom), and the title's whole row text; `None` if no panel has that title.
fn panel(buffer: &Buffer, title: &str) -> Option<(String, Vec<String>)> {
    let area = buffer.area;
    let row = |y: u16, from: u16, to: u16| -> String {
        (from..to).map(|x| buffer[(x, y)].symbol()).collect()
    };
    for y in 0..area.height {
        for x in 0..area.width {
            if buffer[(x, y)].symbol() != "┌" || !row(y, x + 1, area.width).starts_with(title) {
                continue;
            }
            let right = (x + 1..area.width).find(|&r| buffer[(r, y)].symbol() == "┐")?;
            let bottom = (y + 1..area.height).find(|&b| buffer[(x, b)].symbol() == "└")?;
            let rows = (y + 1..bottom).map(|r| row(r, x + 1, right)).collect();
            return Some((row(y, x + 1, right), rows));
        }
    }
    None
}

/// Random keys, one test a game (they run in parallel), in each language: after every key, the
/// Moves panel lists the legal moves of the position the game panel draws (the game's, or the
/// search's node it names), and in blind play no value, ★ or best move is on the screen (issue
/// 25); each screen is drawn at 80x24 too.
macro_rules! random_keys {
    ($($test:ident: $key:literal),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                every_panel_describes_the_position_in_focus_under_random_keys($key);
            }
        )*

        /// Every game of the catalog has its random-key test above.
        #[test]
        fn every_game_has_a_random_key_test() {
            let tested = [$($key),*];
            for entry in catalog::GAMES {
                assert!(tested.contains(&entry.key()), "no random-key test for {}", entry.key());
            }
        }
    };
}

random_keys! {
    random_keys_sum: "sum",
    random_keys_nim: "nim",
    random_keys_tictactoe: "tictactoe",
    random_keys_connect4: "connect4",
    random_keys_reversi: "reversi",
    random_keys_tree: "tree",
}

fn every_panel_describes_the_position_in_focus_under_random_keys(key: &str) {
    for lang in minimax_tui::i18n::Lang::ALL {
        minimax_tui::i18n::with(lang, || random_keys_in_the_language(key));
    }
}

fn random_keys_in_the_language(key: &str) {
    let (width, height) = (160, 48);
    use minimax_tui::tr;
    const KEYS: &[KeyCode] = &[
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Enter,
        KeyCode::Enter,
        KeyCode::Tab,
        KeyCode::Esc,
        KeyCode::PageDown,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::Char('s'),
        KeyCode::Char('A'),
        KeyCode::Char('m'),
        KeyCode::Char('i'),
        KeyCode::Char('i'),
        KeyCode::Char('<'),
        KeyCode::Char('<'),
        KeyCode::Char('>'),
        KeyCode::Char('u'),
        KeyCode::Char('r'),
        KeyCode::Char('a'),
        KeyCode::Char('n'),
        KeyCode::Char('c'),
        KeyCode::Char('d'),
        KeyCode::Char(' '),
        KeyCode::Char('.'),
        KeyCode::Char('1'),
        KeyCode::Char('3'),
        KeyCode::Char(':'),
    ];
    // What only a value, a best move or a line would put on the screen.
    let best_move = format!("│{} ", tr!("minimax-best-move"));
    let not_better = tr!("moves-not-better");
    // (" in 1 ", the notation's "+1 in 1": Romanian's "din 1 " is no value.)
    let revealing = ["★", &best_move, " = ", "≥ ", "≤ ", &not_better, " in 1 "];
    let (in_search, inside) =
        (tr!("position-in-search", game = ""), tr!("position-in-search-long", game = ""));
    let after = tr!("position-after", line = "");
    let moves_title = format!(" {}", tr!("moves-plain"));
    let record_title = format!(" {}", tr!("moves-record"));
    let none_there = tr!("moves-none-there");
    // Each game its own keys.
    let mut seed: u64 =
        key.bytes().fold(0x2545_f491_4f6c_dd1d, |s, b| s.rotate_left(8) ^ u64::from(b));
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let entry = catalog::find(key).expect("a game of the catalog");
    let mut game = GameSetup::default_for(entry);
    if key == "connect4" {
        // Sixteen discs in, the solver answers every search at once; from the start each hint
        // spent its second's budget, half a minute for the keys (the start is played elsewhere).
        let position = Value::Text(Some("2453324563571425".into()));
        game.values.set(catalog::connect4::POSITION, position);
    }
    let config = SearchConfig { depth: game.default_depth(), ..SearchConfig::default() };
    let setup = PlaySetup { engines: [None, None], game, mode: Mode::HumanVsPc, config };
    let mut h = Harness::new(Some(setup));
    let mut keys = Vec::new();
    for _ in 0..120 {
        let key = KEYS[next(KEYS.len())];
        keys.push(key);
        h.key(key);
        if !matches!(h.app.screen, Screen::Play(_)) {
            h.key(KeyCode::Enter); // Esc left for the start screen: start again
        }
        h.settle_searches();
        // At 80x24 the panels give words up, never a title cut mid-word: each title is
        // padded, so a border's corner follows a space or a line (`uncut_titles`).
        let small = draw(&h.app, 80, 24);
        let lang = minimax_tui::i18n::current();
        uncut_titles(&small).unwrap_or_else(|row| {
            panic!(
                "{} {lang:?} 80x24 after {keys:?}: a title cut: {row}\n{}",
                entry.key(),
                text(&small)
            )
        });
        let buffer = draw(&h.app, width, height);
        let screen = text(&buffer);
        let play = h.play();
        let lang = minimax_tui::i18n::current();
        let context =
            || format!("{} {lang:?} {width}x{height} after {keys:?}\n{screen}", entry.key());
        let (game_title, game_rows) = panel(&buffer, &format!(" {}", play.session.title()))
            .unwrap_or_else(|| panic!("no game panel: {}", context()));
        // The position the game panel draws: a node of the search, named by the line that
        // leads there from the searched position, or the game's own.
        let searched = [&in_search, &inside].iter().any(|t| game_title.contains(t.trim_start()));
        let expected: Vec<String> = if searched {
            let turn = format!("{} {}", game_rows[0].trim(), game_rows[1].trim());
            let line: Vec<&str> = match turn.strip_prefix(after.as_str()) {
                Some(rest) => rest.split(" (").next().unwrap().split(' ').collect(),
                None => Vec::new(),
            };
            let from = play.shown_analysis().expect("a search is shown").position;
            let moves = play.session.moves_after(from, &line);
            moves.unwrap_or_else(|| panic!("no such position: {}", context()))
        } else {
            (0..play.session.move_count()).filter_map(|i| play.session.choice(i)).collect()
        }
        .into_iter()
        .map(|m| m.label)
        .collect();
        // (Czech's record, "Tahy partie", begins with the Moves panel's title, "Tahy".)
        let record = panel(&buffer, &record_title).is_some();
        if play.compare_view().is_some() {
            // The comparison table covers the panels.
        } else if let Some((_, rows)) = panel(&buffer, &moves_title).filter(|_| !record) {
            let none = rows[0].contains(&none_there);
            let listed: Vec<&str> = rows
                .iter()
                .filter(|_| !none)
                .filter_map(|r| r.trim_start_matches(['▶', ' ']).split(' ').next())
                .filter(|l| !l.is_empty())
                .collect();
            let shown = if none { 0 } else { expected.len().min(rows.len()) };
            assert_eq!(listed.len(), shown, "{expected:?} {listed:?} {}", context());
            for label in &listed {
                assert!(expected.iter().any(|e| e == label), "{label}: {}", context());
            }
        } else {
            assert!(record && expected.is_empty(), "{}", context());
        }
        if play.blind() && play.compare_view().is_none() {
            for word in revealing {
                assert!(!screen.contains(word), "blind play shows '{word}': {}", context());
            }
        }
    }
}

/// Where a depth limit mixes heuristic numbers with wins, the tree writes each win with its
/// winner's name, so that it visibly outranks every number, windows included (it wrote
/// `Yellow ≤ +1 in 2 [α +8, β …]`), and no panel calls a heuristic value exact.
#[test]
fn wins_outrank_heuristic_numbers_by_name() {
    let mut game = GameSetup::default_for(&catalog::connect4::CONNECT4);
    game.values.set(catalog::connect4::POSITION, Value::Text(Some("4455443".into())));
    let config = SearchConfig { depth: Some(8), ..SearchConfig::default() };
    let mut h = Harness::new(Some(PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::HumanVsPc,
        config,
    }));
    h.settle();
    h.key(KeyCode::Tab);
    let screen = h.screen(160, 48);
    assert!(screen.contains("root Red = Red wins in 1"), "{screen}");
    assert!(screen.contains("Yellow ≤ Red wins in 2  [α Red wins now, β +∞]"), "{screen}");
    assert!(!screen.contains("+1 in") && !screen.contains("−1 in"), "{screen}");
    assert!(screen.contains("a win outranks any number"), "{screen}");
    // Thirty discs in, the strong solver answers at once: the exact answer, said with its
    // source and Pons' scores (as `solve connect4 --analyse` gives them: 3 +6, 5 −5, 6 −6, 7 −5).
    let mut game = GameSetup::default_for(&catalog::connect4::CONNECT4);
    let thirty = "141724165222235463442535411313";
    game.values.set(catalog::connect4::POSITION, Value::Text(Some(thirty.into())));
    let mut h = Harness::new(Some(PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::HumanVsPc,
        config,
    }));
    h.settle();
    let screen = h.screen(120, 40);
    assert!(screen.contains("exact: Red wins with best play in 1 ply"), "{screen}");
    assert!(screen.contains("Pons' scores 3 +6, 5 −5, 6 −6, 7 −5"), "{screen}");
    assert!(screen.contains("3  Red disc on row 6, four in a row  wins in 1  ★"), "{screen}");
    // Depth-limited values of a second search are not called exact.
    let mut game = GameSetup::default_for(&catalog::tictactoe::TICTACTOE);
    game.values = game.values.clone();
    let config = SearchConfig { depth: Some(2), ..SearchConfig::default() };
    let mut h = Harness::new(Some(PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::HumanVsPc,
        config,
    }));
    h.settle();
    let screen = h.screen(120, 40);
    assert!(!screen.contains("move values: exact"), "{screen}");
    assert!(screen.contains("move values: a second search of every move to depth 2"), "{screen}");
    // Without a depth limit no heuristic number appears: the seed's ±1 stays.
    let sum = PlaySetup { game: sum_game(10, &[2, 3], &[]), ..Default::default() };
    let mut h = Harness::new(Some(sum));
    h.settle();
    let screen = h.screen(120, 40);
    assert!(screen.contains("= −1 in 4") && !screen.contains("wins in 4 ("), "{screen}");
    assert!(screen.contains("+1 MAX wins, −1 MIN wins"), "{screen}");
}

/// From 21 empty squares (`SOLVED_FROM`) the Reversi hints are the endgame solver's beside the
/// depth-limited search: each move's verdict in the Moves panel, and the exact answer with every
/// move's margin in the Minimax panel (issue 25, item 3). A random game's first 46 moves leave 14
/// squares.
#[test]
fn reversi_hints_give_the_endgame_solvers_margins() {
    let moves = [
        "f5", "f6", "f7", "e3", "c3", "g6", "f3", "c5", "e6", "b2", "c6", "f8", "g8", "d3", "b3",
        "g2", "h6", "e2", "a1", "g7", "e1", "f2", "h7", "h8", "h1", "c4", "e7", "c7", "b4", "f4",
        "b6", "g5", "g4", "d6", "d2", "h3", "g1", "g3", "b7", "h5", "d7", "f1", "h4", "b8", "c8",
        "d8",
    ];
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::reversi::REVERSI),
        mode: Mode::HumanVsHuman,
        config: SearchConfig { depth: Some(4), ..SearchConfig::default() },
    };
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let replay = moves.iter().map(|m| m.to_string()).collect();
    let launch = minimax_tui::tui::app::Launch { replay, ..Default::default() };
    let mut h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    h.settle();
    let a = h.play().current_analysis().expect("the hints").clone();
    let Source::Solver(what) = &a.move_values_by else { panic!("by the endgame solver") };
    let screen = h.screen(120, 40);
    assert!(what.contains("14 empty squares"), "{what}");
    assert!(screen.contains("exact: White wins with best play"), "{screen}");
    assert!(screen.contains("margins: h2 −28, e8 −14"), "{screen}");
    // The depth-4 search prefers h2; the star marks the solver's best, e8.
    assert!(screen.contains("e8  turns 1  loses by 14  ★"), "{screen}");
    assert!(screen.contains("h2  turns 2  loses by 28 ") && !screen.contains("28  ★"), "{screen}");
    assert!(screen.contains("(heuristic, depth 4)"), "{screen}");
}

/// `R` reviews the game over the screen: every move's verdict, exact for tic-tac-toe, the summary
/// per side, the cursor on the first move that changed the result; Enter goes to the position
/// that move was chosen in.
#[test]
fn r_reviews_the_game_and_enter_goes_where_a_move_was_chosen() {
    let moves: Vec<String> = "5 2 1 9 3 7 4".split(' ').map(String::from).collect();
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = loaded(setup, &moves);
    h.keys("R");
    let reviewed = |h: &Harness| h.play().review_view().is_some_and(|v| v.review.is_some());
    h.pump_until(Duration::from_secs(30), reviewed);
    let screen = h.screen(80, 24);
    insta::assert_snapshot!("review_80x24", screen);
    for part in [
        "2. O 2  threw away the draw: draw → loss in 6  (best 1)",
        "5. X 3  threw away a win: win in 3 → draw  (best 7)",
        "X: 2 moves changed the result, first at move 5",
        "O: 1 move changed the result, first at move 2",
        "every value exact",
    ] {
        assert!(screen.contains(part), "{part:?}\n{screen}");
    }
    // The value graph: every position for X, exact (█) at the edges and in the middle.
    let graph: Vec<&str> =
        screen.lines().filter(|l| l.contains("wins│") || l.contains("even")).collect();
    assert!(
        graph.iter().any(|l| l.contains("X wins")) && graph.iter().any(|l| l.contains("O wins"))
    );
    assert!(screen.matches('█').count() >= 6, "{screen}");
    // The cursor starts on move 2, the first that changed the result; the verdict is bold in the
    // bad colour, and the row reversed.
    assert_eq!(h.play().review_view().unwrap().cursor, 1);
    let buffer = draw(&h.app, 80, 24);
    let text = text(&buffer);
    let (y, line) =
        text.lines().enumerate().find(|(_, l)| l.contains("threw away the draw")).unwrap();
    let x = line.chars().position(|c| c == 't').unwrap() as u16;
    let style = buffer[(x, y as u16)].style();
    assert!(style.add_modifier.contains(ratatui::style::Modifier::BOLD), "{style:?}");
    assert!(style.add_modifier.contains(ratatui::style::Modifier::REVERSED), "{style:?}");
    // Down to move 5, Enter: the position before it, 4 moves in, the review closed.
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::Enter);
    assert!(h.play().review_view().is_none());
    assert_eq!(h.play().session.plies(), 4);
    assert_eq!(h.play().session.ahead(), 3, "the rest of the game is still ahead");
    // Esc closes a review, even one still running.
    h.keys("R");
    h.key(KeyCode::Esc);
    assert!(h.play().review_view().is_none());
    h.settle_searches();
}

/// `c` past the last cutoff (and `v` past the last root value) says so, at the search's end,
/// rather than moving there without a word.
#[test]
fn c_after_the_last_cutoff_says_so() {
    let mut h = Harness::with_step(Some(sum(7, &[2, 3], Mode::PcVsHuman)), true);
    h.settle();
    let mut cutoffs = 0;
    while h.play().out.message.as_deref().is_none_or(|m| !m.contains("no cutoff after")) {
        h.keys("c");
        cutoffs += 1;
        assert!(cutoffs < 100, "c never said there were no more");
    }
    let step = step(&h);
    assert!(step.replay.at_end(&step.tree().trace), "at the search's end");
    assert!(cutoffs > 1, "the search had cutoffs before the end");
    h.key(KeyCode::Home);
    h.keys("v");
    assert!(h.play().out.message.is_none(), "a root value comes: no word");
    h.key(KeyCode::End);
    h.keys("v");
    assert!(h.play().out.message.as_deref().unwrap().contains("no root value after"));
}

/// `play --load` counts what it loaded, in words ("1 move", not "1 moves").
#[test]
fn a_loaded_game_counts_its_moves() {
    let setup = game(GameSetup::default_for(&catalog::sum::SUM), Mode::HumanVsHuman);
    let h = loaded(setup.clone(), &["2".to_string()]);
    assert!(h.play().out.message.as_deref().unwrap().starts_with("1 move loaded"));
    let h = loaded(setup, &["2".to_string(), "3".to_string()]);
    assert!(h.play().out.message.as_deref().unwrap().starts_with("2 moves loaded"));
}

/// Human vs Human says no computer plays when a computer's key is pressed, and nothing pauses.
#[test]
fn human_vs_human_says_no_computer_plays() {
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsHuman)));
    h.settle();
    for key in [" ", ".", "[", "]"] {
        h.keys(key);
        let message = h.play().out.message.clone().unwrap_or_default();
        assert!(message.starts_with("no computer plays in Human vs Human"), "{key}: {message}");
        assert!(!h.play().computer.autoplay.is_paused());
    }
}

/// The Sum Game's gauge and its label stand apart: the label in the plain style, then the bar,
/// filled █ in the side's colour and empty ░, so that it reads without colour.
#[test]
fn the_sum_gauge_and_its_label_apart() {
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsHuman)));
    h.settle();
    for _ in 0..2 {
        h.key(KeyCode::Enter);
        h.settle();
    }
    let buffer = draw(&h.app, 80, 24);
    let screen = text(&buffer);
    let (y, row) = screen.lines().enumerate().find(|(_, l)| l.contains("sum 4 / 10")).unwrap();
    let bar: String =
        row.chars().skip_while(|&c| c != '█').take_while(|&c| c == '█' || c == '░').collect();
    let filled = bar.matches('█').count();
    assert!(filled > 0 && bar.matches('░').count() > 0, "{row}");
    assert!((filled as f64 / bar.chars().count() as f64 - 0.4).abs() < 0.1, "{row}");
    let x = row.chars().position(|c| c == 's').unwrap() as u16;
    assert_eq!(
        buffer[(x, y as u16)].style().fg,
        Some(ratatui::style::Color::Reset),
        "the label is plain"
    );
}

/// Reversi's narration names a position by its discs, not by the side to move the sentence is
/// already about ("White at White to move, 2–2 tries …").
#[test]
fn reversi_narration_names_the_discs() {
    let setup = PlaySetup {
        engines: [None, None],
        game: teaching_reversi(),
        mode: Mode::PcVsHuman,
        config: SearchConfig { depth: Some(2), ..SearchConfig::default() },
    };
    let mut h = Harness::with_step(Some(setup), true);
    h.settle();
    let mut said = String::new();
    for _ in 0..12 {
        h.key(KeyCode::Right);
        said.push_str(&h.screen(120, 40));
    }
    assert!(said.contains(" at discs "), "{said}");
    for side in ["Black", "White"] {
        assert!(!said.contains(&format!("{side} at {side}")), "{said}");
    }
}

/// Textbook trees and practice speak of trees: a leaf reached is the tree's end, not a win, and
/// the help calls the values utilities (it said "+1 MAX wins" over leaves of 0 to 20).
#[test]
fn trees_speak_of_trees_not_games() {
    let mut h = practice(5);
    h.keys("?");
    let help = h.screen(100, 30);
    assert!(help.contains("Values are MAX's utilities") && !help.contains("+1 MAX wins"), "{help}");
    let setup = game(GameSetup::default_for(&catalog::tree::TREE), Mode::HumanVsPc);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.key(KeyCode::Enter);
    h.settle_searches();
    assert!(h.play().session.end().is_some());
    let screen = h.screen(100, 30);
    assert!(screen.contains("The tree's end: leaf b1") && !screen.contains("wins!"), "{screen}");
    h.keys("?");
    assert!(h.screen(100, 30).contains("Values are MAX's utilities"));
    // A game's help still speaks of wins.
    let mut h = Harness::new(Some(sum(7, &[2, 3], Mode::HumanVsPc)));
    h.keys("?");
    assert!(h.screen(100, 30).contains("+1 MAX wins, −1 MIN wins"));
}

/// A message wider than the status bar is shown whole over the rows above it, not cut ("(the
/// compu…"), in the message's style; the next key takes it away.
#[test]
fn a_long_message_is_shown_whole() {
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Enter);
    h.settle_searches();
    h.keys("<");
    h.settle();
    let message = h.play().out.message.clone().expect("walking back says how");
    assert!(message.chars().count() > 80, "{message}");
    let buffer = draw(&h.app, 80, 24);
    let screen = text(&buffer);
    let bottom: Vec<&str> = screen.lines().rev().take(4).collect();
    let shown = bottom.iter().rev().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
    assert!(shown.contains(&message), "{message:?} not whole in:\n{screen}");
    let last = screen.lines().count() - 1;
    let x = screen.lines().nth(last).unwrap().find(|c: char| c != ' ').unwrap_or(0) as u16;
    assert_eq!(buffer[(x, last as u16)].style().fg, minimax_tui::tui::theme::key().fg);
    h.key(KeyCode::Down);
    assert!(h.play().out.message.is_none());
    let screen = h.screen(80, 24);
    assert!(!screen.contains(&"─".repeat(80)), "{screen}");
    // A word wider than the screen, Reversi's board of 64 squares at 60 columns, goes on over
    // the next row whole.
    let reversi = game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(reversi));
    h.settle();
    h.keys("y");
    let board = "---------------------------OX------XO---------------------------";
    let screen = h.screen(60, 18);
    let joined: String =
        screen.lines().rev().take(6).collect::<Vec<_>>().into_iter().rev().collect();
    assert!(joined.contains(board), "{screen}");
}

/// Review's Enter on the computer's move goes to the position it chose in, and the Moves panel
/// values every move there as it does a person's (it showed none: the computer waits there).
#[test]
fn review_enter_values_the_computers_moves_too() {
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsPc)));
    h.settle();
    h.key(KeyCode::Enter); // 0:1, a losing move; the computer answers
    h.settle_searches();
    assert_eq!(h.play().session.plies(), 2);
    h.keys("R");
    let reviewed = |h: &Harness| h.play().review_view().is_some_and(|v| v.review.is_some());
    h.pump_until(Duration::from_secs(30), reviewed);
    h.key(KeyCode::Down);
    h.key(KeyCode::Enter);
    h.settle();
    assert_eq!(h.play().session.plies(), 1, "the position the computer chose its move in");
    let screen = h.screen(100, 30);
    let rows: Vec<&str> = screen.lines().filter(|l| l.contains(" from heap ")).collect();
    assert_eq!(rows.len(), 8, "{screen}");
    for row in rows {
        assert!(row.contains("wins in") || row.contains("loses in"), "{row}\n{screen}");
    }
}

/// The board marks the analysis's best move (★), on `b` the top three (☆ the others), then none;
/// blind play marks nothing.
#[test]
fn the_board_marks_the_best_moves() {
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsHuman)));
    h.settle();
    h.settle_searches();
    // The heap's row in the game panel (the tree beside it has its own ★).
    let heap = |screen: &str, i: usize| {
        let row = screen.lines().find(|l| l.contains(&format!("heap {i} "))).unwrap_or_default();
        row.split("││").next().unwrap_or_default().to_string()
    };
    // 2 ^ 5 ^ 3 = 4: the one winning move takes 4 from heap 1.
    let screen = h.screen(100, 30);
    assert!(heap(&screen, 1).contains("★ take 4"), "{screen}");
    // The cursor on the same heap: its label and the mark both whole at 80 columns (the mark
    // read "★ take" there), and one label when the cursor's move is the best.
    h.key(KeyCode::Down);
    assert!(heap(&h.screen(80, 24), 1).contains("take 1  ★ 4 "), "{}", h.screen(80, 24));
    h.keys("4");
    assert!(heap(&h.screen(80, 24), 1).contains("take 4 ★ "), "{}", h.screen(80, 24));
    h.key(KeyCode::Up);
    h.keys("b");
    let screen = h.screen(100, 30);
    let stars: usize = (0..3).map(|i| heap(&screen, i).matches('☆').count()).sum();
    assert_eq!(stars, 0, "every other move loses: none keeps the win, none is starred: {screen}");
    assert!(h.play().out.message.as_deref().unwrap().contains("top 3"));
    h.keys("b");
    let screen = h.screen(100, 30);
    assert!((0..3).all(|i| !heap(&screen, i).contains('★')), "{screen}");
    h.keys("b");
    h.keys("i");
    let screen = h.screen(100, 30);
    assert!((0..3).all(|i| !heap(&screen, i).contains('★')), "blind play: {screen}");
    // Where every move loses (1 ^ 2 ^ 3 = 0), the longest loss alone is marked, ★.
    let mut h = Harness::new(Some(nim(&[1, 2, 3], Mode::HumanVsHuman)));
    h.settle();
    h.settle_searches();
    h.keys("b");
    let screen = h.screen(100, 30);
    let marks: String = (0..3).map(|i| heap(&screen, i)).collect();
    assert_eq!((marks.matches('★').count(), marks.matches('☆').count()), (1, 0), "{screen}");
    // Tic-tac-toe's first move: every square keeps the draw, so the top three are marked.
    let ttt = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(ttt));
    h.settle();
    h.settle_searches();
    h.keys("b");
    let screen = h.screen(100, 30);
    let board: String = screen.lines().take(9).map(|l| l.split("││").next().unwrap()).collect();
    assert_eq!((board.matches('★').count(), board.matches('☆').count()), (1, 2), "{screen}");
    // Reversi: one square of the board is the best, in the good colour and bold.
    let reversi = game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(reversi));
    h.settle();
    h.settle_searches();
    let buffer = draw(&h.app, 100, 30);
    let board: String =
        text(&buffer).lines().filter(|l| l.starts_with("│ ") && l.contains(" . ")).collect();
    assert_eq!(board.matches('★').count(), 1, "{board}");
}

/// `y` shows the position as the command line writes it and hands it to the terminal's clipboard;
/// `Y` takes one typed so (or the value alone), checked by the same parsers, and starts from it.
#[test]
fn positions_are_copied_and_typed_in_the_games_notation() {
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    for square in ["5", "1"] {
        h.keys(square);
        h.key(KeyCode::Enter);
        h.settle();
    }
    h.keys("y");
    assert_eq!(h.app.take_clipboard().as_deref(), Some("--board o...x...."));
    assert!(
        h.play()
            .out
            .message
            .as_deref()
            .unwrap()
            .contains("minimax play tictactoe --board o...x....")
    );
    assert_eq!(h.app.take_clipboard(), None, "sent once");
    // Typed back, alone or as y wrote it: a new game from there, X to move.
    h.keys("Y");
    h.keys("x.o......");
    h.key(KeyCode::Enter);
    h.settle();
    assert_eq!(h.play().session.position_params(), vec![("board", "x.o......".to_string())]);
    assert_eq!(h.play().session.to_move(), minimax_tui::engine::Player::Max);
    // Refused with the reason, the game kept: a board play cannot reach, a parameter of another
    // game, nothing typed.
    for (typed, why) in [
        ("xxx......", "not a position here"),
        ("--heaps 1,2", "--heaps is not a position here"),
        ("--board", "each --name needs its value"),
    ] {
        h.keys("Y");
        h.keys(typed);
        h.key(KeyCode::Enter);
        let message = h.play().out.message.clone().unwrap_or_default();
        assert!(message.contains(why), "{typed}: {message}");
        assert_eq!(h.play().session.position_params()[0].1, "x.o......");
    }
    // Connect Four writes Pons' move string, and takes one.
    let setup = game(GameSetup::default_for(&catalog::connect4::CONNECT4), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("Y");
    h.keys("--position 4453");
    h.key(KeyCode::Enter);
    h.settle();
    assert_eq!(h.play().session.plies(), 4);
    h.keys("3");
    h.key(KeyCode::Enter);
    h.settle();
    h.keys("y");
    assert_eq!(h.app.take_clipboard().as_deref(), Some("--position 44533"));
    // Reversi: the 64 squares and the side to move.
    let setup = game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys(":d3");
    h.key(KeyCode::Enter);
    h.settle();
    h.keys("y");
    let copied = h.app.take_clipboard().unwrap();
    assert!(copied.ends_with(" --to-move white"), "{copied}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "reversi", "--depth", "1"])
        .args(copied.split_whitespace())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "the command line takes it: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Where `symbol` is drawn in the first row of `buffer` that `row` picks, as a click there.
fn click_at(buffer: &Buffer, symbol: &str, row: impl Fn(&str) -> bool) -> AppEvent {
    use minimax_tui::tui::input::{Mouse, MouseKind};
    let text = text(buffer);
    let Some((y, line)) = text.lines().enumerate().find(|(_, l)| row(l)) else {
        panic!("the row is not drawn:\n{text}")
    };
    let byte = line.find(symbol).expect("the symbol is drawn");
    let column = line[..byte].chars().count() as u16;
    AppEvent::Mouse(Mouse { kind: MouseKind::Click, column, row: y as u16 })
}

/// The mouse plays where the board invites a click — a square, a column, a heap's stone, the Sum
/// Game's move — selects a row of the Moves panel and of the tree, and the wheel scrolls them.
#[test]
fn a_click_plays_on_every_board_and_selects_rows() {
    use minimax_tui::tui::input::{Mouse, MouseKind};
    // Tic-tac-toe: the square 5.
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    let buffer = draw(&h.app, 80, 24);
    h.app.handle(click_at(&buffer, "5", |l| l.contains("4 │") && l.contains("│ 6")));
    assert_eq!(
        h.play().session.history(),
        vec![(minimax_tui::engine::Player::Max, "5".to_string())]
    );
    // A row of the Moves panel selects its move; a click elsewhere in the panel does nothing.
    h.settle_searches();
    let buffer = draw(&h.app, 80, 24);
    h.app.handle(click_at(&buffer, "9", |l| l.contains("│  9  O on row 3, col")));
    let cursor = h.play().board.cursor;
    assert_eq!(h.play().session.choice(cursor).unwrap().label, "9");
    assert_eq!(h.play().session.plies(), 1, "selected, not played");
    // The wheel over the Moves panel moves the cursor.
    let wheel = |kind, buffer: &Buffer| {
        let AppEvent::Mouse(m) = click_at(buffer, "9", |l| l.contains("│  9  O on row 3, col"))
        else {
            unreachable!()
        };
        AppEvent::Mouse(Mouse { kind, ..m })
    };
    h.app.handle(wheel(MouseKind::WheelUp, &buffer));
    assert_eq!(h.play().board.cursor, cursor - 1);
    // A row of the tree: the tree's cursor goes there.
    let buffer = draw(&h.app, 80, 24);
    h.app.handle(click_at(&buffer, "root", |l| l.contains("▾ ★ root")));
    assert!(matches!(h.play().focus, minimax_tui::tui::app::Focus::Tree));
    assert!(h.play().outline.cursor.is_some());
    // Connect Four: a column's number drops a disc there.
    let setup = game(GameSetup::default_for(&catalog::connect4::CONNECT4), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    let buffer = draw(&h.app, 80, 24);
    h.app.handle(click_at(&buffer, "3", |l| l.contains("1 2 3 4 5 6 7")));
    assert_eq!(h.play().session.history()[0].1, "3");
    // Nim: the second stone of heap 1 (of 5) takes it and the three to its right.
    let mut h = Harness::new(Some(nim(&[2, 5, 3], Mode::HumanVsHuman)));
    h.settle();
    let buffer = draw(&h.app, 80, 24);
    let AppEvent::Mouse(first) = click_at(&buffer, "●", |l| l.contains("heap 1 ")) else {
        unreachable!()
    };
    h.app.handle(AppEvent::Mouse(Mouse { column: first.column + 2, ..first }));
    assert_eq!(h.play().session.history()[0].1, "1:4");
    // The Sum Game: the move 3 of the move set.
    let mut h = Harness::new(Some(sum(10, &[2, 3], Mode::HumanVsHuman)));
    h.settle();
    let buffer = draw(&h.app, 80, 24);
    h.app.handle(click_at(&buffer, "3}", |l| l.contains("move set {2, 3}")));
    assert_eq!(h.play().session.history()[0].1, "3");
    // Reversi: a legal square, d3.
    let setup = game(GameSetup::default_for(&catalog::reversi::REVERSI), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.settle_searches();
    let buffer = draw(&h.app, 80, 24);
    let AppEvent::Mouse(rank) = click_at(&buffer, "3 .", |l| l.contains("│ 3 .")) else {
        unreachable!()
    };
    // Files a..h two columns apart from the rank's number: d is the fourth.
    h.app.handle(AppEvent::Mouse(Mouse { column: rank.column + 2 + 3 * 2, ..rank }));
    assert_eq!(h.play().session.history()[0].1, "d3");
}

/// On a tall screen the play screen draws the value graph under the board once two positions
/// have values (each search's value of its position, for MAX); at 80x24 the board keeps the room.
#[test]
fn the_play_screen_graphs_the_values_so_far_when_there_is_room() {
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsPc);
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.settle_searches();
    h.keys("5");
    h.key(KeyCode::Enter);
    h.settle_searches();
    let points: Vec<_> = h.play().course_points().into_iter().flatten().collect();
    assert!(points.len() >= 2, "{points:?}");
    // Tic-tac-toe is a draw with best play: every value known so far is exact and even.
    assert!(points.iter().all(|p| p.exact && p.value == 0.0), "{points:?}");
    let tall = h.screen(120, 40);
    let game_panel: Vec<&str> = tall.lines().take(20).collect();
    assert!(game_panel.iter().any(|l| l.starts_with("│X wins│")), "{tall}");
    assert!(!h.screen(80, 24).contains("X wins│"), "no graph at 80x24");
}

/// Playing another move from a position walked back to keeps the line it leaves as a variation;
/// `V` where it leaves makes it the line ahead again; records save variations and load them.
#[test]
fn lines_left_are_kept_as_variations_saved_and_loaded() {
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = Harness::new(Some(setup.clone()));
    h.settle();
    let play_square = |h: &mut Harness, square: &str| {
        h.keys(square);
        h.key(KeyCode::Enter);
        h.settle();
    };
    for square in ["5", "1", "9"] {
        play_square(&mut h, square);
    }
    h.keys("<<");
    play_square(&mut h, "3");
    let line = |h: &Harness| -> Vec<String> { h.play().session.record_moves() };
    assert_eq!(line(&h), ["5", "3"]);
    assert_eq!(h.play().session.variations(), vec![vec!["5", "1", "9"]]);
    // Back where the lines part, the Moves panel says so; V goes over to the other line.
    h.keys("<");
    assert_eq!(h.play().session.variations_here(), ["1"]);
    assert!(h.screen(100, 30).contains("V: the line with 1"), "{}", h.screen(100, 30));
    // At 80 columns the title gives up words, not its point (it read "V: the lin").
    let narrow = h.screen(80, 24);
    let title = narrow.lines().find(|l| l.contains("V: ")).expect("V in a title");
    assert!(title.contains("V: the line with 1 ─"), "{narrow}");
    h.keys("V");
    assert_eq!(line(&h), ["5", "1", "9"]);
    assert_eq!(h.play().session.variations(), vec![vec!["5", "3"]]);
    h.keys(">>");
    assert_eq!(h.play().session.plies(), 3);
    // Saved and loaded: the line played and the variation, in a record of format 2.
    let dir = Scratch::new("variations");
    if let Screen::Play(play) = &mut h.app.screen {
        play.records_dir = dir.to_path_buf();
    }
    h.keys("w");
    let message = h.play().out.message.clone().unwrap();
    let path = message.split("saved the game to ").nth(1).unwrap().split(" (").next().unwrap();
    let record = minimax_tui::record::Record::read(std::path::Path::new(path)).unwrap();
    assert_eq!(record.format, "minimax-record 2");
    assert_eq!(record.moves, ["5", "1", "9"]);
    assert_eq!(record.variations, vec![vec!["5", "3"]]);
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let launch = minimax_tui::tui::app::Launch {
        replay: record.moves.clone(),
        variations: record.variations.clone(),
        ..Default::default()
    };
    let h = Harness { app: App::with_options(worker, Some(setup), launch), inbox };
    assert_eq!(h.play().session.variations(), vec![vec!["5", "3"]]);
}

#[test]
fn monte_carlo_search_plays_shows_its_counts_and_steps_through_its_phases() {
    use minimax_tui::engine::mcts::MctsConfig;
    let mcts = MctsConfig { iterations: Some(300), ..MctsConfig::default() };
    let setup = PlaySetup { engines: [Some(mcts), None], ..sum(10, &[2, 3], Mode::PcVsHuman) };
    let mut h = Harness::new(Some(setup));
    h.pump_until(Duration::from_secs(20), |h| h.play().shown_mcts().is_some());
    let screen = h.screen(100, 30);
    assert!(screen.contains("Monte Carlo tree search"), "{screen}");
    assert!(screen.contains("300 iterations"), "{screen}");
    assert!(screen.contains("exact:"), "{screen}");
    assert!(screen.contains("UCB"), "{screen}");
    h.settle();
    assert_eq!(h.play().session.plies(), 1, "the computer played by MCTS");
    // Its search is the computer's decision, with a record to step through.
    h.keys(" ");
    let said = h.play().out.message.clone().unwrap_or_default();
    assert_eq!(said, "paused (s steps through the last search)");
    h.keys(" ");
    h.keys("s");
    let screen = h.screen(100, 30);
    assert!(screen.contains("Iteration 1 of 300 · 1/4 selection"), "{screen}");
    // Every panel describes the searched position (the game has moved on since).
    assert!(screen.contains("the searched position"), "{screen}");
    assert!(screen.contains("MAX to move after 0 moves"), "{screen}");
    assert!(screen.contains("Moves · in the search"), "{screen}");
    for phase in ["2/4 expansion", "3/4 playout", "4/4 backup"] {
        h.key(KeyCode::Right);
        let screen = h.screen(100, 30);
        assert!(screen.contains(phase), "{phase}: {screen}");
    }
    assert!(h.screen(100, 30).contains("root: n 0 → 1"));
    h.keys("n");
    h.keys("n");
    let screen = h.screen(100, 30);
    assert!(screen.contains("Iteration 3 of 300"), "{screen}");
    assert!(screen.contains("untried"), "the root still expands: {screen}");
    h.key(KeyCode::End);
    for _ in 0..4 {
        h.key(KeyCode::Right);
    }
    let screen = h.screen(100, 30);
    assert!(screen.contains("Iteration 300 of 300 · 4/4 backup"), "the end stays: {screen}");
    // Small screens draw it too.
    for (w, hh) in [(80, 24), (40, 12)] {
        let _ = h.screen(w, hh);
    }
    h.key(KeyCode::Esc);
    assert!(matches!(h.play().focus, minimax_tui::tui::app::Focus::Game));
}

/// `:` once the game is over says so and opens no prompt: the Moves panel keeps the game's
/// moves (the prompt titled the record "Moves · :_", as if a move could still be typed).
#[test]
fn typing_a_move_after_the_end_says_the_game_is_over() {
    let game = GameSetup::default_for(&catalog::tictactoe::TICTACTOE);
    let config = SearchConfig::default();
    let setup = PlaySetup { engines: [None, None], game, mode: Mode::HumanVsHuman, config };
    let mut h = Harness::new(Some(setup));
    h.script(": 1 ⏎ : 4 ⏎ : 2 ⏎ : 5 ⏎ : 3 ⏎");
    h.settle();
    assert!(h.play().session.end().is_some(), "X made three in a row");
    h.keys(":");
    assert!(h.play().typing().is_none(), "no prompt");
    let message = h.play().out.message.clone().unwrap_or_default();
    assert!(message.contains("r plays again"), "{message}");
    let screen = h.screen(100, 30);
    assert!(screen.contains("The game's moves") && !screen.contains(":_"), "{screen}");
}

/// A long position `y` copies comes back whole through `Y`, typed or pasted (a bracketed paste
/// was dropped there, "no position typed", and typing was cut at 256 characters: a Sum Game's
/// sum 450 came back as 186).
#[test]
fn a_long_position_comes_back_whole_through_y() {
    use minimax_tui::tui::input::Paste;
    let played: Vec<u32> = std::iter::repeat_n([2, 3], 90).flatten().collect();
    let setup = PlaySetup {
        game: sum_game(1000, &[2, 3], &played),
        mode: Mode::HumanVsHuman,
        config: SearchConfig::default(),
        engines: [None, None],
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("y");
    let copied = h.app.take_clipboard().unwrap();
    assert!(copied.len() > 256, "{copied}");
    let sum = |h: &Harness| h.play().session.position_params();
    let before = sum(&h);
    for pasted in [true, false] {
        h.keys("2");
        h.key(KeyCode::Enter);
        h.settle();
        assert_ne!(sum(&h), before, "a move played first");
        h.keys("Y");
        match pasted {
            true => h.app.handle(AppEvent::Paste(Paste(Some(copied.clone())))),
            false => h.keys(&copied),
        }
        h.key(KeyCode::Enter);
        h.settle();
        assert_eq!(sum(&h), before, "pasted: {pasted}");
    }
}

/// Err with the row where a panel's title runs into its corner (cut mid-word): every title is
/// written with a space either side, so a whole one leaves a space or a line before the `┐`.
pub(crate) fn uncut_titles(buffer: &Buffer) -> Result<(), String> {
    for y in 0..buffer.area.height {
        let row: Vec<&str> = (0..buffer.area.width).map(|x| buffer[(x, y)].symbol()).collect();
        for x in 1..row.len() {
            let word = |s: &str| s.chars().all(|c| c.is_alphanumeric() || ".,:;()…'’".contains(c));
            if row[x] == "┐" && word(row[x - 1]) {
                return Err(row.concat());
            }
        }
    }
    Ok(())
}
