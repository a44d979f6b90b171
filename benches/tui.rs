//! Drawing frames (issues 3 and 4): the play screen at 200x60 (under 1 ms), and a 200,000-node
//! trace in the tree panel, stepping through it (under 5 ms; only visible rows are built).
//!
//! Run with `cargo bench --bench tui`.

use std::sync::Arc;
use std::sync::mpsc::channel;
use std::time::Duration;

use criterion::Criterion;
use minimax_tui::engine::SearchConfig;
use minimax_tui::session::{Analysis, Answer, Request, Work};
use minimax_tui::tui::app::{App, AppEvent, Focus, Screen, Step};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::view;
use minimax_tui::tui::worker::Worker;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn setup(target: u32) -> PlaySetup {
    PlaySetup {
        game: {
            use minimax_tui::catalog::{Value, sum};
            let mut game = GameSetup::default_for(&sum::SUM);
            game.values.set(sum::TARGET, Value::Number(Some(target as u64)));
            game.values.set(sum::MOVES, Value::List(vec![1, 3, 4]));
            game
        },
        mode: Mode::HumanVsPc,
        engines: [None, None],
        config: SearchConfig { transposition_table: false, ..SearchConfig::default() },
    }
}

/// A play screen with a finished search (tree, values) to draw.
fn app_mid_game() -> App {
    let (events, inbox) = channel();
    let worker = Worker::spawn(events, AppEvent::Searched);
    let mut app = App::new(worker, Some(setup(40)));
    let answer = inbox.recv_timeout(Duration::from_secs(60)).expect("the search answers");
    app.handle(answer);
    app
}

/// The same app showing a recorded search of about 200,000 nodes, stepped halfway.
fn app_big_trace(app: &mut App) -> usize {
    let Screen::Play(play) = &mut app.screen else { unreachable!("opened on a game") };
    let config =
        SearchConfig { alpha_beta: false, transposition_table: false, ..SearchConfig::default() };
    let big = setup(24).game.session().unwrap();
    let job =
        big.job(&Request { event_cap: 2_000_000, ..Request::new(Work::Analysis, config) }).unwrap();
    let Ok(Answer::Analysis(analysis)) = job(Default::default()) else {
        unreachable!("not stopped")
    };
    let analysis: Arc<Analysis> = analysis;
    let mut step = Step::new(analysis).expect("a recorded search");
    let nodes = step.tree().trace.nodes.len();
    step.replay.seek(&step.search.tree.trace, step.tree().trace.events.len() / 2);
    play.session = big;
    play.focus = Focus::Step(Box::new(step));
    nodes
}

fn main() {
    let mut app = app_mid_game();
    let mut terminal = Terminal::new(TestBackend::new(200, 60)).unwrap();
    let mut c = Criterion::default().configure_from_args();
    c.bench_function("draw_play_screen_200x60", |b| {
        b.iter(|| terminal.draw(|frame| view::render(&app, frame)).unwrap().area)
    });
    let nodes = app_big_trace(&mut app);
    println!("step-through of a recorded search of {nodes} nodes, halfway");
    c.bench_function("draw_step_through_200k_nodes_200x60", |b| {
        b.iter(|| terminal.draw(|frame| view::render(&app, frame)).unwrap().area)
    });
    // The input parser's rate on a flood of typed keys and escape sequences, read as the input
    // thread reads them (1 KB at a time): issue 26 asks for at least 10 MB/s.
    let flood: Vec<u8> = b"a<>us\x1b[A\x1b[<0;10;5M q".repeat(40_000);
    let mut group = c.benchmark_group("input");
    group.throughput(criterion::Throughput::Bytes(flood.len() as u64));
    group.bench_function("parse_keys_flood", |b| {
        b.iter(|| {
            let mut parser = minimax_tui::tui::input::KeyParser::default();
            flood.chunks(1024).map(|chunk| parser.feed(chunk).len()).sum::<usize>()
        })
    });
    group.finish();
    c.final_summary();
}
