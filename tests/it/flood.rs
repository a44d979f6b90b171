//! A flood of keys cannot pile up work or memory: every key may replace the running search, and
//! the replaced searches are neither run nor answered, so the app's queue and address space stay
//! flat however fast the keys come (issue 26: 3,000 × `a` grew the address space by 20 GB, and a
//! random key storm aborted four games out of memory).
//!
//! In a process of its own (the test binary run again for this test alone), so that its address
//! space is measured without other tests.

use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use minimax_tui::catalog::{self, Value};
use minimax_tui::engine::SearchConfig;
use minimax_tui::tui::app::{App, AppEvent, Screen};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::worker::Worker;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The process's address space, in kB.
fn vm_size() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmSize:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

fn key(app: &mut App, c: char) {
    app.handle(AppEvent::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)));
}

/// Handles answers until no search runs; returns how many answers came.
fn settle(app: &mut App, inbox: &Receiver<AppEvent>) -> usize {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut answers = 0;
    loop {
        let running = matches!(&app.screen, Screen::Play(p) if p.thinking.is_some());
        if !running && inbox.try_recv().is_err() {
            return answers;
        }
        assert!(Instant::now() < deadline, "the app did not settle");
        match inbox.recv_timeout(Duration::from_millis(20)) {
            Ok(event) => {
                answers += 1;
                app.handle(event);
            }
            Err(RecvTimeoutError::Timeout) => app.tick(Instant::now()),
            Err(RecvTimeoutError::Disconnected) => panic!("the worker died"),
        }
    }
}

/// Set in the process that runs the flood alone.
const ALONE: &str = "MINIMAX_FLOOD_ALONE";

#[test]
fn a_flood_of_searches_leaves_no_trace() {
    if std::env::var_os(ALONE).is_none() {
        let name = "flood::a_flood_of_searches_leaves_no_trace";
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", name, "--test-threads=1", "--nocapture"])
            .env(ALONE, "1")
            .output()
            .expect("the test binary runs again");
        let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && said.contains("1 passed"), "{said}");
        return;
    }
    flood();
}

fn flood() {
    // glibc gives new threads arenas of their own, each reserving 64 MB of address space, up to
    // eight per core: which thread gets a new one is chance, and no leak. Two arenas keep the
    // measure to what the searches keep.
    // SAFETY: mallopt only sets an allocator parameter, before this test's threads start.
    unsafe {
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
    let mut setups: Vec<(&str, GameSetup)> =
        catalog::GAMES.iter().map(|entry| (entry.key(), GameSetup::default_for(*entry))).collect();
    // Thirty discs in, Connect Four's hints are the strong solver's at once (early on it would
    // spend its second on every search).
    for (name, game) in &mut setups {
        if *name == "connect4" {
            let position = Value::Text(Some("141724165222235463442535411313".into()));
            game.values.set(catalog::connect4::POSITION, position);
        }
    }
    for (name, game) in setups {
        let config = SearchConfig { depth: game.default_depth(), ..SearchConfig::default() };
        let setup = PlaySetup { engines: [None, None], game, mode: Mode::HumanVsHuman, config };
        let (events, inbox) = channel();
        let worker = Worker::spawn(events, AppEvent::Searched);
        let mut app = App::new(worker, Some(setup));
        settle(&mut app, &inbox);
        // Warm up: the allocator's arenas and the tables reach their working size.
        for _ in 0..200 {
            key(&mut app, 'a');
        }
        settle(&mut app, &inbox);
        let before = vm_size();
        // A flood: 9,000 keys each replacing the search, none of them waiting for an answer.
        for _ in 0..9_000 {
            key(&mut app, 'a');
        }
        let answers = settle(&mut app, &inbox);
        // Only searches the worker finished before the next key replaced them are answered (a
        // tiny tree's, some); every search used to be run and answered, all of them.
        assert!(answers < 900, "{name}: {answers} answers queued behind the flood");
        // One search after another, each answered.
        for _ in 0..250 {
            key(&mut app, 'a');
            settle(&mut app, &inbox);
        }
        let after = vm_size();
        println!("{name}: address space {before} kB before, {after} kB after 9,450 searches");
        // Flat within a few MB (under 1 MB here): the leak grew 7 MB a search, 70 GB over
        // these; a kept tree that held its trace's room for two million events left 200 MB
        // behind a flood of tiny searches.
        assert!(after <= before + 16 * 1024, "{name}: {before} kB grew to {after} kB");
    }
}
