//! The arena for every game: external players speaking each game's protocol, failures reported
//! with their reasons and nothing left running, the referee's verdicts against a tic-tac-toe
//! minimax written here, and a tournament's points and ratings on a fixed seed.

use std::collections::HashMap;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn arena(game: &str, args: &[&str]) -> serde_json::Value {
    let mut all = vec!["arena", game, "--json"];
    all.extend_from_slice(args);
    let out = minimax(&all);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

use super::common::{self, Scratch};

/// A seed-style Python player under the adapter, which learns the game from the arena.
fn adapter(player: &str) -> String {
    let root = env!("CARGO_MANIFEST_DIR");
    format!("python3 {root}/assets/player_adapter.py {root}/tests/players/{player}")
}

fn standing<'a>(v: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    v["standings"].as_array().unwrap().iter().find(|s| s["name"] == name).unwrap()
}

/// Tic-tac-toe's value for the player to move (+1, 0, −1), by plain minimax over a board string.
fn value(board: &mut [u8; 9], memo: &mut HashMap<[u8; 9], i32>) -> i32 {
    if let Some(&v) = memo.get(board) {
        return v;
    }
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    let xs = board.iter().filter(|&&c| c == b'x').count();
    let os = board.iter().filter(|&&c| c == b'o').count();
    let (me, them) = if xs == os { (b'x', b'o') } else { (b'o', b'x') };
    let v = if LINES.iter().any(|l| l.iter().all(|&i| board[i] == them)) {
        -1
    } else if xs + os == 9 {
        0
    } else {
        let mut best = -1;
        for i in 0..9 {
            if board[i] == b'.' {
                board[i] = me;
                best = best.max(-value(board, memo));
                board[i] = b'.';
            }
        }
        best
    };
    memo.insert(*board, v);
    v
}

#[test]
fn the_referee_finds_every_blunder_and_only_blunders() {
    let v = arena(
        "tictactoe",
        &[
            "--player",
            "builtin:random",
            "--player",
            "builtin:weak",
            "--opponents",
            "perfect",
            "--games",
            "9",
            "--seed",
            "4",
        ],
    );
    let mut memo = HashMap::new();
    let (mut judged, mut found) = (0, 0);
    for game in v["games"].as_array().unwrap() {
        let mut board = *b".........";
        let moves: Vec<&str> = game["opening"]
            .as_array()
            .unwrap()
            .iter()
            .chain(game["moves"].as_array().unwrap())
            .map(|m| m.as_str().unwrap())
            .collect();
        let opening = game["opening"].as_array().unwrap().len();
        let mut expected = Vec::new();
        for (ply, m) in moves.iter().enumerate() {
            let square: usize = m.parse::<usize>().unwrap() - 1;
            let before = value(&mut board, &mut memo);
            let xs = board.iter().filter(|&&c| c == b'x').count();
            let os = board.iter().filter(|&&c| c == b'o').count();
            board[square] = if xs == os { b'x' } else { b'o' };
            let after = -value(&mut board, &mut memo);
            if ply >= opening {
                judged += 1;
                if after < before {
                    expected.push((ply + 1) as u64);
                }
            }
        }
        let listed: Vec<u64> = game["blunders"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["ply"].as_u64().unwrap())
            .collect();
        assert_eq!(listed, expected, "{game}");
        found += listed.len();
        // The start's value, for the side to move after the opening.
        let mut start = *b".........";
        for m in &moves[..opening] {
            let square: usize = m.parse::<usize>().unwrap() - 1;
            let xs = start.iter().filter(|&&c| c == b'x').count();
            let os = start.iter().filter(|&&c| c == b'o').count();
            start[square] = if xs == os { b'x' } else { b'o' };
        }
        assert_eq!(game["start_value"], value(&mut start, &mut memo), "{game}");
    }
    assert!(judged > 100 && found > 5, "judged {judged} moves, {found} blunders");
    // The perfect player never blunders and never loses.
    assert_eq!(standing(&v, "perfect")["blunders"], 0);
    assert_eq!(standing(&v, "perfect")["losses"], 0);
}

#[test]
fn a_tournament_scores_and_rates_on_a_fixed_seed() {
    let args = [
        "--player",
        "builtin:perfect",
        "--player",
        "builtin:random",
        "--opponents",
        "weak",
        "--games",
        "6",
        "--seed",
        "11",
    ];
    let v = arena("tictactoe", &args);
    // Three entrants: perfect and random play each other and weak (weak plays only them).
    let games = v["games"].as_array().unwrap().len();
    assert_eq!(games, 3 * 6 * 2);
    let points: f64 =
        v["standings"].as_array().unwrap().iter().map(|s| s["points"].as_f64().unwrap()).sum();
    assert_eq!(points, games as f64, "every game gives one point in all");
    let (perfect, random) = (standing(&v, "perfect"), standing(&v, "random"));
    assert_eq!(perfect["losses"], 0);
    assert!(perfect["points"].as_f64() > random["points"].as_f64());
    assert!(perfect["rating"].as_f64() > random["rating"].as_f64());
    let mean: f64 = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["rating"].as_f64().unwrap())
        .sum::<f64>()
        / 3.0;
    assert!((mean - 1500.0).abs() < 1e-6);
    // The cross table adds up to the standings.
    let cross = v["cross"].as_array().unwrap();
    for (i, s) in v["standings"].as_array().unwrap().iter().enumerate() {
        let row: f64 = cross[i].as_array().unwrap().iter().filter_map(|c| c.as_f64()).sum();
        assert_eq!(row, s["points"].as_f64().unwrap());
    }
    // The same seed plays the same games, however many at once.
    let mut parallel = args.to_vec();
    parallel.extend(["--jobs", "3"]);
    assert_eq!(arena("tictactoe", &parallel)["games"], v["games"]);
}

#[test]
fn external_players_of_every_game_play_and_fail_with_reasons() {
    let cases: Vec<(&str, String, &str)> = vec![
        ("sum", "sh -c 'while read l; do echo 2; done'".into(), ""),
        ("tictactoe", "sh -c 'while read l; do echo 99; done'".into(), "not a legal move"),
        ("connect4", "sh -c 'while read l; do echo hello; done'".into(), "not a legal move"),
        ("reversi", "sh -c 'while read l; do echo pass; done'".into(), "\"pass\" on"),
        ("connect4", "sh -c 'exit 3'".into(), "exited with status 3"),
        ("tictactoe", "/nonexistent/player".into(), "command not found"),
        ("reversi", "sh -c 'sleep 9.33'".into(), "no answer within"),
    ];
    all_play_or_fail_with_their_reasons(&cases);
    // The silent player was killed, not left behind.
    let left = Command::new("pgrep").args(["-f", "sleep 9.33"]).output();
    if let Ok(left) = left {
        assert!(left.stdout.is_empty(), "a player process was left running");
    }
}

/// Python players of every game, through the adapter: correct ones play every game to its end,
/// a crashing one loses with its traceback's last line.
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn python_players_of_every_game_play_and_fail_with_reasons() {
    common::require("python3");
    // The older command line, the game named first, still works.
    let named =
        adapter("ttt_first_free.py").replace("player_adapter.py ", "player_adapter.py tictactoe ");
    let cases: Vec<(&str, String, &str)> = vec![
        ("tictactoe", adapter("ttt_first_free.py"), ""),
        ("connect4", adapter("c4_random.py"), ""),
        ("sum", adapter("sum_smallest.py"), ""),
        ("reversi", adapter("rev_first_legal.py"), ""),
        ("tictactoe", named, ""),
        ("tictactoe", adapter("ttt_crashing.py"), "IndexError: list index out of range"),
    ];
    all_play_or_fail_with_their_reasons(&cases);
}

/// Each player of `cases` (game, command, the reason it fails with; empty for a correct player)
/// plays two games against random, in bounded time; each its own arena, at once (most of their
/// time is waiting on the players).
fn all_play_or_fail_with_their_reasons(cases: &[(&str, String, &str)]) {
    std::thread::scope(|scope| {
        for (game, player, reason) in cases {
            scope.spawn(move || plays_or_fails_with_its_reason(game, player, reason));
        }
    });
}

/// `player` plays `game` twice against random: a correct one to the end, a failing one losing
/// every game with `reason`.
fn plays_or_fails_with_its_reason(game: &str, player: &str, reason: &str) {
    // Only the silent player is cut short: the others get time to spare (a Python player's
    // start-up, or its crash, took more than half a second on a machine busy with the
    // other tests).
    let timeout = if reason == "no answer within" { "0.5" } else { "5" };
    let started = Instant::now();
    let v = arena(
        game,
        &["--player", player, "--opponents", "random", "--games", "2", "--timeout", timeout],
    );
    assert!(started.elapsed() < Duration::from_secs(30), "{player}: the arena must not hang");
    let me = &v["standings"][0];
    let failures: Vec<&str> =
        v["games"].as_array().unwrap().iter().filter_map(|g| g["failure"].as_str()).collect();
    if reason.is_empty() {
        // A correct player: no failure, every game played to its end.
        assert_eq!(me["failures"], 0, "{game} {player}: {failures:?}");
        assert!(
            v["games"]
                .as_array()
                .unwrap()
                .iter()
                .all(|g| !g["moves"].as_array().unwrap().is_empty())
        );
    } else {
        assert_eq!(me["failures"], me["games"], "{game} {player}");
        assert!(failures.iter().all(|f| f.contains(reason)), "{game} {player}: {failures:?}");
    }
}

#[test]
fn bad_tournaments_are_refused_in_one_line() {
    for (args, message) in [
        (
            &["arena", "reversi", "--player", "x", "--opponents", "perfect"][..],
            "Reversi is not solved here",
        ),
        (&["arena", "tictactoe", "--player", "builtin:genius"], "unknown player 'genius'"),
        (&["arena", "connect4", "--player", "x", "--jobs", "0"], "'0'"),
        (&["arena", "sum", "--player", "x", "--opponents", ""], "2 to 16"),
        // An arena plays from its own seeded starts, and games it can keep.
        (
            &["arena", "connect4", "--player", "x", "--position", "44"],
            "unexpected argument '--position'",
        ),
        (
            &["arena", "sum", "--player", "x", "--target", "10000000", "--moves", "1"],
            "up to 10000000 moves",
        ),
        (
            &["arena", "tictactoe", "--player", "x", "--timeout", "0"],
            "--timeout must be more than 0",
        ),
    ] {
        let out = minimax(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn bad_records_are_refused_before_the_screen_is_taken() {
    let dir = Scratch::new("bad-records");
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let illegal = write(
        "illegal.json",
        r#"{"format":"minimax-record 1","game":"tictactoe","moves":["5","5"]}"#,
    );
    let unknown =
        write("unknown.json", r#"{"format":"minimax-record 1","game":"chess","moves":[]}"#);
    let garbage = write("garbage.json", "not json at all");
    let param = write(
        "param.json",
        r#"{"format":"minimax-record 1","game":"connect4","params":{"width":"12"},"moves":[]}"#,
    );
    for (args, message) in [
        (vec!["play", "--load", &illegal], "move 2 of the record (5) is not legal there"),
        (vec!["play", "--load", &unknown], "'chess', which is not one of the games"),
        (vec!["play", "--load", &garbage], "not a game record"),
        (vec!["play", "--load", &param], "--width"),
        (vec!["play", "--load", "/nonexistent/record.json"], "No such file"),
        (vec!["play"], "`minimax play` needs a game"),
    ] {
        let out = minimax(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
    }
}
