//! Drawing one frame of the play screen at 200x60 (issue 3: under 1 ms).
//!
//! Run with `cargo bench --bench tui`.

use std::sync::mpsc::channel;
use std::time::Duration;

use criterion::Criterion;
use minimax_tui::engine::SearchConfig;
use minimax_tui::tui::app::{App, AppEvent, Screen};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::view;
use minimax_tui::tui::worker::Worker;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A play screen with a finished search (tree, values) to draw.
fn app_mid_game() -> App {
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let setup = PlaySetup {
        game: GameSetup::Sum { target: 40, moves: vec![1, 3, 4], played: vec![] },
        mode: Mode::HumanVsPc,
        config: SearchConfig { transposition_table: false, ..SearchConfig::default() },
    };
    let mut app = App::new(worker, Some(setup));
    let answer = inbox.recv_timeout(Duration::from_secs(60)).expect("the search answers");
    app.handle(answer);
    match &app.screen {
        Screen::Play(play) => assert!(play.analysis.is_some()),
        Screen::Start(_) => unreachable!("opened on a game"),
    }
    app
}

fn main() {
    let app = app_mid_game();
    if let Screen::Play(play) = &app.screen {
        let nodes = play.analysis.as_ref().map_or(0, |a| a.tree.nodes.len());
        println!("play screen with a recorded tree of {nodes} nodes");
    }
    let mut terminal = Terminal::new(TestBackend::new(200, 60)).unwrap();
    let mut c = Criterion::default().configure_from_args();
    c.bench_function("draw_play_screen_200x60", |b| {
        b.iter(|| terminal.draw(|frame| view::render(&app, frame)).unwrap().area)
    });
    c.final_summary();
}
