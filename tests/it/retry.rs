//! Retrying one's mistakes in the app (`t` in the review, `minimax retry FILE`): each move that
//! changed the result asked again at its position, the values hidden, a try judged and never
//! played. (The values a try is judged by are checked against solvers written independently in
//! `review.rs`.)

use std::time::Duration;

use minimax_tui::catalog;
use minimax_tui::tui::app::{Tried, Values};
use minimax_tui::tui::setup::{GameSetup, Mode};
use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color;

use crate::common::Scratch;
use crate::tui::{Harness, draw, game, loaded, text};

/// Tic-tac-toe with these moves played, reviewed (`R`), then `t`.
fn retrying_game(moves: &str) -> Harness {
    let moves: Vec<String> = moves.split(' ').map(String::from).collect();
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = loaded(setup, &moves);
    h.keys("R");
    let reviewed = |h: &Harness| h.play().review_view().is_some_and(|v| v.review.is_some());
    h.pump_until(Duration::from_secs(30), reviewed);
    h.keys("t");
    h
}

/// Tic-tac-toe's "5 2 1 9 3 7 4": O's 2 threw the draw away (1 keeps it), X's 3 a win (7), X's 4
/// the draw (8).
fn retrying() -> Harness {
    retrying_game("5 2 1 9 3 7 4")
}

#[test]
fn t_in_the_review_asks_each_move_that_changed_the_result_again_with_the_values_hidden() {
    let mut h = retrying();
    let retry = h.play().retry.as_ref().expect("retrying");
    assert_eq!((retry.count(), retry.at, retry.right()), (3, 0, 0));
    assert!(h.play().review_view().is_none(), "the review gives the board back");
    // At the position O's 2 was played in, the rest of the game still ahead.
    assert_eq!((h.play().session.plies(), h.play().session.ahead()), (1, 6));
    assert_eq!(h.play().values, Values::Hidden);
    let screen = h.screen(80, 24);
    for part in ["Retry 1/3 · 0 right", "Move 2: O played 2, threw away the draw", "keeps the draw"]
    {
        assert!(screen.contains(part), "{part:?}\n{screen}");
    }
    // Nothing gives the answer away: no ★, no move's value, no line.
    for hidden in ["★", "draws", "loses", "Best:", "The line"] {
        assert!(!screen.contains(hidden), "{hidden:?}\n{screen}");
    }
    assert!(screen.contains("Enter try") && screen.contains("b best"), "{screen}");
    // No tree of another position beside the question.
    assert!(screen.contains("no tree while retrying"), "{screen}");
}

#[test]
fn a_try_is_judged_not_played_and_a_right_one_counts_and_shows_the_best_line() {
    let mut h = retrying();
    // 4 loses in 6 as 2 did: judged, not played, in the bad colour.
    h.keys(":4");
    h.key(KeyCode::Enter);
    assert_eq!(h.play().session.plies(), 1, "a try is never played");
    let tried = Tried { name: "4".into(), value: "loss in 6".into(), right: false };
    assert_eq!(h.play().retry.as_ref().unwrap().tries, vec![tried]);
    let buffer = draw(&h.app, 80, 24);
    let screen = text(&buffer);
    let (y, line) = screen.lines().enumerate().find(|(_, l)| l.contains("✗ 4")).expect(&screen);
    assert!(line.contains("✗ 4: loss in 6 — try again"), "{screen}");
    let x = line.chars().position(|c| c == '✗').unwrap() as u16;
    assert_eq!(buffer[(x, y as u16)].style().fg, Some(Color::Red), "a wrong try is bad");
    assert!(!screen.contains("Best:"), "the answer waits for b or a right try\n{screen}");
    // 7 keeps the draw: put right, the best move and its line shown, in the good colour.
    h.keys(":7");
    h.key(KeyCode::Enter);
    let retry = h.play().retry.as_ref().unwrap();
    assert_eq!((retry.right(), retry.tries[0].right), (1, true));
    let buffer = draw(&h.app, 80, 24);
    let screen = text(&buffer);
    let (y, line) = screen.lines().enumerate().find(|(_, l)| l.contains("✓ 7")).expect(&screen);
    let x = line.chars().position(|c| c == '✓').unwrap() as u16;
    assert_eq!(buffer[(x, y as u16)].style().fg, Some(Color::Green), "a right try is good");
    for part in ["✓ 7: draw — put right", "Best: 1 (draw)", "The line: O 1 · X 3", "1/3 · 1 right"]
    {
        assert!(screen.contains(part), "{part:?}\n{screen}");
    }
    // n: X's 3, at the position after 4 moves; b shows its answer without a try.
    h.keys("n");
    assert_eq!(h.play().session.plies(), 4);
    assert!(h.screen(80, 24).contains("Move 5: X played 3, threw away a win"));
    assert!(!h.screen(80, 24).contains("Best:"));
    h.keys("b");
    assert!(h.screen(80, 24).contains("Best: 7 (win in 3)"), "{}", h.screen(80, 24));
    assert_eq!(h.play().retry.as_ref().unwrap().right(), 1, "b puts nothing right");
    // Past the last, n says so; Esc ends the retry where it is, the hints back on.
    h.keys("nn");
    assert_eq!(h.play().retry.as_ref().unwrap().at, 2);
    h.key(KeyCode::Esc);
    assert!(h.play().retry.is_none());
    assert_eq!(h.play().values, Values::Shown);
    assert_eq!(h.play().session.plies(), 6, "Esc leaves the board where the retry was");
    assert_eq!(h.play().out.message.as_deref(), Some("the retry is over: 1 of 3 put right"));
}

/// A game without a move that changed the result has nothing to retry, and says so.
#[test]
fn a_game_without_a_mistake_has_nothing_to_retry() {
    let h = retrying_game("5 1 9 3 2 8 4 6 7");
    assert!(h.play().retry.is_none());
    assert!(h.play().review_view().is_some(), "the review stays open");
    let said = h.play().out.message.clone().unwrap_or_default();
    assert!(said.contains("nothing to retry"), "{said}");
}

/// `minimax retry FILE` refuses a bad record in one line before taking the terminal over, and
/// without a terminal says where to go instead.
#[test]
fn minimax_retry_refuses_bad_records_in_one_line() {
    let dir = Scratch::new("retry");
    let illegal = dir.join("illegal.json");
    let good = dir.join("good.json");
    std::fs::write(
        &illegal,
        r#"{"format":"minimax-record 1","game":"tictactoe","moves":["5","5"]}"#,
    )
    .unwrap();
    std::fs::write(&good, r#"{"format":"minimax-record 1","game":"tictactoe","moves":["5","2"]}"#)
        .unwrap();
    let missing = dir.join("missing.json");
    for path in [&illegal, &missing] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["retry", path.to_str().unwrap()])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{path:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["retry", good.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success() && err.contains("needs a terminal"), "{err}");
}
