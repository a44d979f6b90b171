//! The app without a terminal: key handling on `App`, rendering into ratatui's `TestBackend`.

use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use minimax_tui::engine::{Algorithm, SearchConfig};
use minimax_tui::tui::app::{App, AppEvent, Play, Screen};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::view;
use minimax_tui::tui::worker::{Searched, Worker};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

struct Harness {
    app: App,
    inbox: Receiver<AppEvent>,
}

fn sum(target: u32, moves: &[u32], mode: Mode) -> PlaySetup {
    PlaySetup {
        game: GameSetup::Sum { target, moves: moves.to_vec(), played: vec![] },
        mode,
        config: SearchConfig::default(),
    }
}

impl Harness {
    fn new(setup: Option<PlaySetup>) -> Harness {
        let (events, inbox) = channel();
        let worker = Worker::spawn(events, AppEvent::Searched);
        Harness { app: App::new(worker, setup), inbox }
    }

    fn play(&self) -> &Play {
        match &self.app.screen {
            Screen::Play(play) => play,
            Screen::Start(_) => panic!("on the start screen"),
        }
    }

    fn key(&mut self, code: KeyCode) {
        self.app.handle(AppEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }

    fn keys(&mut self, text: &str) {
        for c in text.chars() {
            self.key(KeyCode::Char(c));
        }
    }

    /// Feeds the engine's answers and the timer to the app until nothing is running or waiting.
    fn settle(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            assert!(Instant::now() < deadline, "the app did not settle");
            let Screen::Play(play) = &self.app.screen else { return };
            let busy = play.thinking.is_some() || (play.pending.is_some() && !play.paused);
            if !busy {
                return;
            }
            let wait = self.app.timeout(Instant::now()).unwrap_or(Duration::from_millis(50));
            match self.inbox.recv_timeout(wait) {
                Ok(event) => self.app.handle(event),
                Err(RecvTimeoutError::Timeout) => self.app.tick(Instant::now()),
                Err(RecvTimeoutError::Disconnected) => panic!("the worker died"),
            }
        }
    }

    /// The screen as text, with the search's timing zeroed so it is the same every run.
    fn screen(&mut self, width: u16, height: u16) -> String {
        if let Screen::Play(play) = &mut self.app.screen
            && let Some(a) = play.analysis.as_mut()
        {
            a.stats.elapsed = Duration::ZERO;
        }
        text(&draw(&self.app, width, height))
    }
}

fn draw(app: &App, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| view::render(app, frame)).unwrap();
    terminal.backend().buffer().clone()
}

fn text(buffer: &Buffer) -> String {
    let area = buffer.area;
    let mut out = String::new();
    for y in 0..area.height {
        let mut line = String::new();
        for x in 0..area.width {
            line.push_str(buffer[(x, y)].symbol());
        }
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
    assert_eq!(play.setup.game, GameSetup::Sum { target: 12, moves: vec![2, 3], played: vec![] });
}

#[test]
fn the_start_screen_reports_bad_parameters_and_stays() {
    let mut h = Harness::new(None);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down); // Move set T
    h.keys(",0");
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
    assert!(h.app.help);
    let screen = h.screen(100, 30);
    for binding in minimax_tui::tui::keys::for_screen(minimax_tui::tui::keys::Screen::Play) {
        assert!(screen.contains(binding.help), "help lacks {:?}\n{screen}", binding.help);
    }
    insta::assert_snapshot!("help_overlay", screen);
    h.key(KeyCode::Char('x'));
    assert!(!h.app.help, "any key closes help");
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
    h.keys("-");
    assert_eq!(h.play().config.depth, Some(20));
    h.keys("--");
    assert_eq!(h.play().config.depth, Some(18));
    h.keys("+++");
    assert_eq!(h.play().config.depth, None, "past 20 is to the end");
    h.keys("i");
    assert!(!h.play().hints);
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
    assert!(h.play().message.as_deref().unwrap().contains("7 is not a legal move"));
    assert!(h.play().typed.is_empty());
    h.keys("11");
    assert_eq!(h.play().cursor, 2);
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
    std::thread::sleep(Duration::from_millis(100));
    let started = Instant::now();
    // Esc cancels at once and pauses the computer.
    h.key(KeyCode::Esc);
    assert!(h.play().thinking.is_none() && h.play().paused);
    assert!(ticket.stop.load(std::sync::atomic::Ordering::Relaxed));
    assert!(ticket.nodes() > 0, "the live node count moves");
    // Resume, then quit while it thinks: the app quits at once.
    h.key(KeyCode::Char(' '));
    h.app.handle(AppEvent::Resize);
    assert!(h.play().thinking.is_some());
    h.key(KeyCode::Char('q'));
    assert!(h.app.quit);
    assert!(started.elapsed() < Duration::from_millis(100));
}

#[test]
fn stale_answers_are_dropped() {
    let mut h = Harness::new(Some(sum(40, &[1, 2, 3], Mode::PcVsHuman)));
    let running = h.play().thinking.as_ref().expect("the computer is thinking").ticket.id;
    // An answer to an earlier request (a search since cancelled or replaced) arrives.
    let old = h.play().session.job(SearchConfig::default(), 10)(Default::default()).unwrap();
    let stale = Searched { id: running - 1, result: Ok(old.clone()) };
    h.app.handle(AppEvent::Searched(Box::new(stale)));
    let play = h.play();
    assert!(play.pending.is_none() && play.analysis.is_none(), "the stale answer was used");
    assert_eq!(play.thinking.as_ref().map(|t| t.ticket.id), Some(running));
    // The answer to the running request is used.
    h.app.handle(AppEvent::Searched(Box::new(Searched { id: running, result: Ok(old) })));
    assert!(h.play().pending.is_some());
    h.settle();
    assert_eq!(h.play().session.plies(), 1);
}

#[test]
fn pc_vs_pc_plays_a_whole_game_at_the_chosen_speed() {
    let mut h = Harness::new(Some(sum(25, &[2, 3], Mode::PcVsPc)));
    h.keys("]]]");
    assert_eq!(h.play().delay, 0);
    h.keys("[");
    assert_eq!(h.play().delay, 1);
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
    assert_eq!(setup.game, GameSetup::Sum { target: 13, moves: vec![1, 2], played: vec![] });
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
