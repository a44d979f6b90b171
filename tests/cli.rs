//! The `minimax` binary as scripts use it: output, JSON, exit codes and one-line errors.

use std::process::{Command, Output};

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = minimax(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

#[test]
fn solve_sum_reports_the_seed_facts_as_json() {
    let v = json(&["solve", "sum", "--json"]);
    assert_eq!(v["game"], "sum");
    assert_eq!(v["target"], 10);
    assert_eq!(v["moves"], serde_json::json!([2, 3]));
    assert_eq!(v["played"], serde_json::json!([]));
    assert_eq!(v["sum"], 0);
    assert_eq!(v["max_value"], -1);
    assert_eq!(v["min_value"], 1);
    assert!(v["nodes"].as_u64().unwrap() > 0);
    // Every move loses from 0 (10 mod 5 = 0); both decisions are still legal moves.
    for key in ["decision_max", "decision_min"] {
        let d = v[key].as_u64().unwrap();
        assert!(d == 2 || d == 3, "{key} = {d}");
    }
}

#[test]
fn solve_sum_with_a_played_prefix_finds_the_winning_move() {
    // Played 2 (MAX), so MIN is to move at sum 2 with 8 left: 8 mod 5 = 3, the mover wins by
    // adding 3 (leaving 5, a multiple of 5).
    let v = json(&["solve", "sum", "--played", "2", "--json"]);
    assert_eq!(v["sum"], 2);
    assert_eq!(v["to_move"], "MIN");
    assert_eq!(v["value"], -1, "MIN wins: MAX's utility is -1");
    assert_eq!(v["min_value"], -1);
    assert_eq!(v["max_value"], 1);
    assert_eq!(v["decision_min"], 3);
    assert_eq!(v["decision_max"], 3);
}

#[test]
fn every_switch_gives_the_same_answer_from_the_command_line() {
    let base = ["solve", "sum", "--target", "21", "--moves", "1,3,4", "--json"];
    let reference = json(&base);
    for extra in [
        &["--no-alpha-beta"][..],
        &["--no-tt"],
        &["--no-alpha-beta", "--no-tt"],
        &["--algorithm", "negamax"],
        &["--algorithm", "negamax", "--no-tt", "--no-ordering"],
    ] {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        let v = json(&args);
        for key in ["max_value", "min_value", "decision_max", "decision_min", "plies_to_end"] {
            assert_eq!(v[key], reference[key], "{key} with {extra:?}");
        }
    }
}

#[test]
fn solve_sum_text_names_the_seed_functions() {
    let out = minimax(&["solve", "sum"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("MAX-VALUE = -1"), "{text}");
    assert!(text.contains("MIN-VALUE = +1"), "{text}");
    assert!(text.contains("MINIMAX-DECISION-MAX ="), "{text}");
    assert!(text.contains("MIN wins with best play"), "{text}");
}

#[test]
fn a_target_of_a_million_is_solved_without_overflowing_anything() {
    for (target, mover_wins) in [(1_000_000, false), (1_000_002, true)] {
        let target = target.to_string();
        let v = json(&["solve", "sum", "--target", &target, "--moves", "2,3,7", "--json"]);
        // With T = {2, 3, 7} the player to move loses exactly when L - S is 0 or 1 mod 5.
        assert_eq!(v["max_value"], if mover_wins { 1 } else { -1 });
        assert_eq!(v["min_value"], if mover_wins { -1 } else { 1 });
        if mover_wins {
            // 2 and 7 both leave a multiple of 5.
            let d = v["decision_max"].as_u64().unwrap();
            assert!(matches!((1_000_002 - d) % 5, 0 | 1), "{d}");
        }
    }
}

#[test]
fn bad_input_gets_one_line_and_exit_code_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["--moves", "2,x"], "'x' is not a number"),
        (&["--moves", "0,3"], "'0' is not a positive number"),
        (&["--moves", "-2,3"], "'-2' is a negative number"),
        (&["--target", "ten"], "'ten' is not a number"),
        (&["--target", "0"], "'0' is not a positive number"),
        (&["--target", "-5"], "'-5' is a negative number"),
        (&["--target", "99999999999"], "too large"),
        (&["--target", "20000000"], "too large"),
        (&["--moves", "2,99999999999"], "too large"),
        (&["--played", "4"], "the played move 4 is not in the move set {2, 3}"),
        (&["--played", "3,3,2,2"], "the game is already over"),
        (&["--played", "3,3,3,2"], "the game is already over"),
        (&["--depth", "0"], "'0' is not a positive number"),
        (&["--algorithm", "magic"], "magic"),
        (&["--bogus"], "--bogus"),
    ];
    for (args, message) in cases {
        let full: Vec<&str> = ["solve", "sum"].iter().chain(args.iter()).copied().collect();
        let out = minimax(&full);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: one line, got {stderr}");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
    }
}

#[test]
fn help_is_available_and_exits_zero() {
    let out = minimax(&["solve", "sum", "--help"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("--target") && text.contains("--no-alpha-beta"), "{text}");
}

#[test]
fn the_app_refuses_to_start_without_a_terminal() {
    // stdout is a pipe here: the app must say so instead of drawing into it.
    let out = minimax(&[]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("needs a terminal"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn play_checks_its_parameters_before_taking_the_screen() {
    let out = minimax(&["play", "sum", "--played", "9"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("the played move 9 is not in the move set"), "{stderr}");
    let out = minimax(&["play", "sum", "--mode", "robot-vs-robot"]);
    assert_eq!(out.status.code(), Some(2));
}
