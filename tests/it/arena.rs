//! The Nim arena and `solve nim` from the command line: scripted players graded as the rubric says,
//! within the time limit, reproducibly, leaving no process behind.

use minimax_tui::record::Ending;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn arena(player: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["arena", "nim", "--player", player, "--json"];
    args.extend_from_slice(extra);
    let out = minimax(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

fn opponent<'a>(v: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    v["opponents"].as_array().unwrap().iter().find(|o| o["opponent"] == name).unwrap()
}

use super::common::{self, Scratch};

fn adapter(player: &str) -> String {
    let root = env!("CARGO_MANIFEST_DIR");
    format!("python3 {root}/assets/nim_player_adapter.py {root}/tests/players/{player}")
}

#[test]
fn the_perfect_built_in_player_gets_full_marks() {
    let v = arena("builtin:hard", &["--games", "30"]);
    assert_eq!(v["grade_percent"], 100);
    assert_eq!(opponent(&v, "dumb")["losses"], 0);
    assert_eq!(opponent(&v, "dumb")["games"], 60);
    for name in ["dumb", "medium", "hard"] {
        assert_eq!(opponent(&v, name)["invalid"], 0);
    }
    // Against itself, each start is won once from each side when it is a win for the starter...
    let hard = opponent(&v, "hard")["win_rate"].as_f64().unwrap();
    assert!(hard > 0.4 && hard < 0.6, "perfect against perfect wins about half: {hard}");
}

#[test]
fn the_dumb_player_fails_the_rubric() {
    let v = arena("builtin:dumb", &["--games", "30"]);
    let grade = v["grade_percent"].as_u64().unwrap();
    assert!(grade <= 10, "{v}");
    assert!(opponent(&v, "hard")["win_rate"].as_f64().unwrap() < 0.1);
}

#[test]
fn the_same_seed_plays_the_same_games() {
    let a = arena("builtin:medium", &["--seed", "42", "--games", "10"]);
    let b = arena("builtin:medium", &["--seed", "42", "--games", "10"]);
    let c = arena("builtin:medium", &["--seed", "43", "--games", "10"]);
    assert_eq!(a, b);
    assert_ne!(a["opponents"], c["opponents"]);
}

#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn an_external_perfect_player_through_the_adapter_gets_full_marks() {
    common::require("python3");
    // The adapter of every game serves Nim too, from what the arena tells it (MINIMAX_PLAY).
    let root = env!("CARGO_MANIFEST_DIR");
    let any = format!("python3 {root}/assets/player_adapter.py {root}/tests/players/perfect.py");
    let players = [adapter("perfect.py"), adapter("random_player.py"), any];
    // Each arena waits on its players' processes more than it computes: the three at once.
    let [v, random, through_any] = std::thread::scope(|s| {
        let runs = players.each_ref().map(|p| s.spawn(move || arena(p, &["--games", "10"])));
        runs.map(|run| run.join().expect("the arena ran"))
    });
    assert_eq!(v["grade_percent"], 100, "{v}");
    assert!(random["grade_percent"].as_u64().unwrap() <= 20, "{random}");
    assert_eq!(opponent(&random, "medium")["invalid"], 0);
    assert_eq!(through_any["opponents"], v["opponents"], "the same games, the same report");
}

#[test]
fn invalid_crashing_and_silent_players_lose_with_a_reason() {
    let cases: Vec<(String, &str)> = vec![
        ("sh -c 'while read line; do echo \"99 1\"; done'".to_string(), "there is no heap 99"),
        ("sh -c 'while read line; do echo hello; done'".to_string(), "unreadable answer"),
        ("sh -c 'exit 3'".to_string(), "the program stopped: exited with status 3"),
        ("sh -c 'sleep 7.77'".to_string(), "no answer within"),
        ("/nonexistent/program".to_string(), "the program stopped: command not found"),
        // What it wrote to its standard error comes with the report.
        (
            "sh -c 'echo reading the heaps >&2; echo oops, a bug >&2; exit 1'".to_string(),
            "exited with status 1; its error output ends:\n    reading the heaps\n    oops, a bug",
        ),
        ("sh -c 'kill -SEGV $$'".to_string(), "killed by signal 11 (SIGSEGV: a crash)"),
        // A program that closes its output while it runs: read as such at once (it was
        // "no answer" when the shell that started it kept a copy of the pipe).
        ("sleep 6.66 >&-".to_string(), "the program stopped: closed its output"),
        ("exec >&-; sleep 6.65".to_string(), "the program stopped: closed its output"),
    ];
    all_lose_with_their_reasons(&cases);
    // The silent player was killed, not left behind.
    let left = Command::new("pgrep").args(["-f", "sleep 7.77"]).output();
    if let Ok(left) = left {
        assert!(left.stdout.is_empty(), "a player process was left running");
    }
}

/// Python players that answer wrongly, crash or close their output lose with the reason.
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn python_players_that_fail_lose_with_a_reason() {
    common::require("python3");
    let cases: Vec<(String, &str)> = vec![
        (adapter("first_heap.py"), "invalid move"),
        // The Python traceback's last line.
        (adapter("crashing.py"), "RuntimeError: boom"),
        (
            "python3 -c 'import os, time; os.close(1); time.sleep(6.64)'".to_string(),
            "the program stopped: closed its output",
        ),
    ];
    all_lose_with_their_reasons(&cases);
}

/// Every player of `cases` loses every game with its reason, in bounded time.
fn all_lose_with_their_reasons(cases: &[(String, &str)]) {
    // Each its own arena, at once: most of their time is waiting on the players.
    std::thread::scope(|scope| {
        for (player, reason) in cases {
            scope.spawn(move || loses_with_its_reason(player, reason));
        }
    });
}

/// `player` loses every game, with `reason` among its failures, in bounded time.
fn loses_with_its_reason(player: &str, reason: &str) {
    let started = Instant::now();
    // Only the silent player waits its timeout out; the others get room to start (Python
    // under a loaded machine took more than 0.3 s and was called silent).
    let timeout = if reason.contains("no answer") { "0.3" } else { "5" };
    let v = arena(player, &["--games", "2", "--timeout", timeout]);
    assert!(started.elapsed() < Duration::from_secs(30), "{player}: the arena must not hang");
    assert_eq!(v["grade_percent"], 0, "{player}: {v}");
    let all: Vec<&serde_json::Value> = v["opponents"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|o| o["records"].as_array().unwrap())
        .collect();
    let failures: Vec<&str> = all.iter().filter_map(|r| r["failure"].as_str()).collect();
    assert!(!failures.is_empty(), "{player}");
    assert!(failures.iter().any(|f| f.contains(reason)), "{player}: {failures:?}");
}

#[test]
fn the_table_names_the_grade_and_the_reasons() {
    let out = minimax(&[
        "arena",
        "nim",
        "--player",
        "sh -c 'exit 0'",
        "--games",
        "1",
        "--timeout",
        "0.2",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("opponent") && text.contains("win rate"), "{text}");
    assert!(text.contains("grade: 0 %"), "{text}");
    assert!(text.contains("the program stopped"), "{text}");
}

#[test]
fn bad_arena_input_is_refused() {
    for (args, message) in [
        (&["--player", "builtin:genius"][..], "unknown player"),
        (&["--player", "builtin:hard", "--opponents", "dumb,wizard"], "unknown player 'wizard'"),
        (&["--player", "builtin:hard", "--games", "0"], "not a positive number"),
        (&["--player", "builtin:hard", "--timeout", "-1"], "--timeout"),
        (&["--player", "builtin:hard", "--heaps", "0"], "--heaps"),
    ] {
        let mut full = vec!["arena", "nim"];
        full.extend_from_slice(args);
        let out = minimax(&full);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    }
}

#[test]
fn solve_nim_reports_the_value_and_best_move() {
    let json = |args: &[&str]| -> serde_json::Value {
        let mut full = vec!["solve", "nim", "--json"];
        full.extend_from_slice(args);
        let out = minimax(&full);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let v = json(&["--heaps", "2,5,3"]);
    assert_eq!(v["heaps"], serde_json::json!([2, 5, 3]));
    assert_eq!(v["misere"], true);
    // 2 ^ 5 ^ 3 = 4: the mover wins, by taking 4 from the heap of 5.
    assert_eq!(v["value"], 1);
    assert_eq!(v["best_move"], serde_json::json!([1, 4]));
    assert_eq!(v["method"], "search");
    // The lab's facts: 1 0 0 loses for the mover, 2 0 0 wins.
    assert_eq!(json(&["--heaps", "1,0,0"])["value"], -1);
    assert_eq!(json(&["--heaps", "2,0,0"])["value"], 1);
    assert_eq!(json(&["--heaps", "1,0,0", "--normal"])["value"], 1);
    // Too large to search: Bouton's rule answers.
    let big = json(&["--heaps", "1000,2000,3000,4000"]);
    assert_eq!(big["method"], "bouton");
    assert_eq!(big["value"], if 1000 ^ 2000 ^ 3000 ^ 4000 != 0 { 1 } else { -1 });
    let bad = minimax(&["solve", "nim", "--heaps", "2,x"]);
    assert_eq!(bad.status.code(), Some(2));
    let none = minimax(&["solve", "nim", "--heaps", ""]);
    assert_eq!(none.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&none.stderr).contains("at least one heap"));
}

/// Whether any process's command line contains `needle` (each test uses its own odd sleep length).
fn running(needle: &str) -> bool {
    Command::new("pgrep").args(["-f", needle]).output().is_ok_and(|o| !o.stdout.is_empty())
}

/// Players that flood their output, write one endless line, or never read: each loses by the
/// rules, within the time limit, with a short quote of what it sent, and memory stays small.
#[test]
fn hostile_players_are_contained() {
    let cases = [
        // An endless line with no newline: cut at the line limit and quoted briefly.
        ("sh -c 'tr \"\\0\" a < /dev/zero'", "longer than 4096 bytes"),
        // Lines as fast as it can write them, never reading.
        ("sh -c 'yes 7 7'", "there is no heap 7"),
        // Never reads, never answers: the time limit ends its game.
        ("sh -c 'exec sleep 8.31 < /dev/null'", "no answer within"),
    ];
    for (player, reason) in cases {
        let started = Instant::now();
        let out = Command::new("sh")
            .arg("-c")
            .arg("ulimit -v 1000000; exec \"$0\" arena nim --player \"$1\" --games 2 --timeout 0.3 --json")
            .arg(env!("CARGO_BIN_EXE_minimax"))
            .arg(player)
            .output()
            .unwrap();
        assert!(started.elapsed() < Duration::from_secs(30), "{player}: the arena must not hang");
        assert!(out.status.success(), "{player}: {}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let failures: Vec<String> = v["opponents"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|o| o["records"].as_array().unwrap())
            .filter_map(|r| r["failure"].as_str().map(String::from))
            .collect();
        assert!(failures.iter().any(|f| f.contains(reason)), "{player}: {failures:?}");
        assert!(failures.iter().all(|f| f.len() < 200), "{player}: a long quote: {failures:?}");
    }
    assert!(!running("sleep 8.31"), "a player was left running");
}

/// A player whose descendant leaves its process group (`setsid`) keeps the output pipe open; the
/// arena does not wait for it (no reader is left blocked on the pipe) and finishes on time.
#[test]
fn an_escaped_descendant_does_not_stall_the_arena() {
    let player = "sh -c 'setsid sleep 6.47 & while read line; do echo \"0 1\"; done'";
    let started = Instant::now();
    let v = arena(player, &["--games", "3", "--timeout", "0.3"]);
    assert!(started.elapsed() < Duration::from_secs(30), "took {:?}", started.elapsed());
    assert_eq!(opponent(&v, "dumb")["games"], 6);
    // Containment ends at the process group (the README says so): clean up the escapees.
    let _ = Command::new("pkill").args(["-f", "sleep 6.47"]).status();
}

/// SIGINT, SIGTERM or SIGHUP to the arena stops the player it is running before the arena dies.
#[test]
fn a_signal_to_the_arena_stops_its_players() {
    for (signal, sleep) in [("INT", "9.13"), ("TERM", "9.17"), ("HUP", "9.19")] {
        let player = format!("sh -c 'sleep {sleep}'");
        let mut arena = Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["arena", "nim", "--player", &player, "--timeout", "60", "--json"])
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(10);
        while !running(&format!("sleep {sleep}")) {
            assert!(Instant::now() < deadline, "the player never started");
            std::thread::sleep(Duration::from_millis(20));
        }
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &arena.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = arena.wait().unwrap();
        assert!(!status.success(), "SIG{signal}: {status:?}");
        // The player is killed, not waited out: gone long before its sleep would end (a busy
        // machine may take a moment to reap it).
        let deadline = Instant::now() + Duration::from_secs(5);
        while running(&format!("sleep {sleep}")) {
            assert!(Instant::now() < deadline, "SIG{signal} left the player running");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// The referee's verdicts, from the command line: a perfect player never blunders, so every game
/// it loses is lost from a lost start; a random player's losses from won starts are blunders; and
/// the text names the issue's example (seed 3: the perfect player lost to dumb from [3, 3, 2]).
#[test]
fn the_referee_tells_a_blunder_from_a_lost_start() {
    let records = |v: &serde_json::Value| -> Vec<serde_json::Value> {
        v["opponents"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|o| o["records"].as_array().unwrap().clone())
            .collect()
    };
    let perfect = arena("builtin:hard", &["--games", "50", "--seed", "3"]);
    let lost: Vec<_> = records(&perfect).into_iter().filter(|r| r["won"] == false).collect();
    assert!(!lost.is_empty());
    for r in records(&perfect) {
        assert_eq!(r["blunders"], 0, "{r}");
        // A start is lost for the player when the side to move first loses it, or wins it and
        // that side is the opponent.
        let player_had_it = r["start_won_for_first"] == r["player_first"];
        if r["won"] == false {
            assert!(!player_had_it, "{r}");
            assert_eq!(r["verdict"], "lost from a lost start against perfect play");
        }
    }
    let random = arena("builtin:dumb", &["--games", "40", "--seed", "5"]);
    let mut blunders = 0;
    for r in records(&random) {
        let player_had_it = r["start_won_for_first"] == r["player_first"];
        if r["won"] == false && player_had_it {
            // Lost a game it had: it must have thrown the win away.
            assert!(r["blunders"].as_u64().unwrap() >= 1, "{r}");
            assert!(r["verdict"].as_str().unwrap().starts_with("blundered"), "{r}");
        }
        blunders += r["blunders"].as_u64().unwrap();
    }
    assert!(blunders > 10, "a random player blunders often: {blunders}");
    let out =
        minimax(&["arena", "nim", "--player", "builtin:hard", "--games", "50", "--seed", "3"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("lost to dumb from [3, 3, 2] (opponent first): lost from a lost start against perfect play"),
        "{text}"
    );
}

/// `--save` writes one record a game; each loads into the app's game and replays to its end,
/// with the recorded result.
#[test]
fn saved_nim_games_replay_to_their_results() {
    use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
    let dir = Scratch::new("nim-records");
    let out = minimax(&[
        "arena",
        "nim",
        "--player",
        "builtin:medium",
        "--games",
        "3",
        "--save",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert_eq!(files.len(), 3 * 2 * 3, "three opponents, three starts, two sides");
    for file in &files {
        let record = minimax_tui::record::Record::read(file).unwrap();
        let (entry, values) = minimax_tui::catalog::records::game_of(&record).unwrap();
        let setup = PlaySetup {
            engines: [None, None],
            game: GameSetup::new(entry, values),
            mode: Mode::HumanVsHuman,
            config: Default::default(),
        };
        let mut play = minimax_tui::tui::app::Play::new(setup).unwrap();
        play.replay(&record.moves, &record.variations).unwrap();
        let end = play.session.end().expect("a saved game is over");
        let first_won = end.winner == Some(minimax_tui::engine::Player::Max);
        assert_eq!(
            record.result,
            Some(Some(if first_won { Ending::First } else { Ending::Second })),
            "{file:?}"
        );
    }
    // Kept moves are bounded before anything is played.
    let out = minimax(&[
        "arena",
        "nim",
        "--player",
        "x",
        "--heaps",
        "64",
        "--max-heap",
        "1000",
        "--save",
        "/tmp/never",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("at most 10000 stones a start"));
}

/// A crashing program's error output is shown with its control characters written out: no byte
/// of a student's reaches the teacher's terminal as a command (ESC, BEL and NUL were echoed raw).
#[test]
fn a_programs_error_output_is_shown_escaped() {
    let player = r#"sh -c 'printf "\033[2J\007boom\000x" >&2; exit 1'"#;
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["arena", "nim", "--player", player, "--games", "1"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(r"\u{1b}[2J\u{7}boom\u{0}x"), "{text}");
    assert!(!out.stdout.iter().any(|&b| b == 0x1b || b == 0x07 || b == 0), "{text}");
}
