//! The start screen takes what it invites, and no key throws a game away (issue 50).

use minimax_tui::catalog;
use minimax_tui::tui::app::{AppEvent, Screen};
use minimax_tui::tui::input::Paste;
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use minimax_tui::tui::start::{FieldId, StartForm};
use ratatui::crossterm::event::KeyCode;

use crate::tui::{Harness, draw};

fn form(h: &Harness) -> &StartForm {
    match &h.app.screen {
        Screen::Start(form) => form,
        _ => panic!("not on the start screen"),
    }
}

fn text(h: &Harness, width: u16, height: u16) -> String {
    let buffer = draw(&h.app, width, height);
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

/// The start screen with the textbook tree chosen and its Tree field selected.
fn at_the_tree_field() -> Harness {
    let mut h = Harness::new(None);
    h.key(KeyCode::Left); // the games wrap: the last is the textbook tree
    assert_eq!(form(&h).setup().unwrap().game.entry.key(), "tree");
    let tree = FieldId::Param(catalog::tree::TEXT);
    while form(&h).fields[form(&h).selected].id != tree {
        h.key(KeyCode::Down);
    }
    assert!(form(&h).free_text());
    h
}

fn tree_field(h: &Harness) -> &str {
    form(h).text(FieldId::Param(catalog::tree::TEXT))
}

/// Every printable key types in the Tree field, brackets, spaces and letters (`q` and `p` too,
/// which elsewhere quit and practise); the tree typed is the one played.
#[test]
fn the_tree_field_takes_the_whole_notation() {
    let mut h = at_the_tree_field();
    h.keys("((1 2) (3 q:4))");
    assert_eq!(tree_field(&h), "((1 2) (3 q:4))");
    assert!(!h.app.quit);
    h.key(KeyCode::Backspace);
    h.keys(") p");
    assert_eq!(tree_field(&h), "((1 2) (3 q:4)) p");
    assert!(matches!(h.app.screen, Screen::Start(_)), "p typed, not practice");
    let screen = text(&h, 80, 24);
    assert!(screen.contains("any key types"), "{screen}");
    // A tree the parser refuses is refused with the command line's own words.
    h.key(KeyCode::Enter);
    let error = form(&h).error.clone().expect("refused");
    let cli = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "tree", "((1 2) (3 q:4)) p"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&cli.stderr);
    assert_eq!(cli.status.code(), Some(2));
    assert!(said.contains(&error), "the app says {error:?}, the command line {said:?}");
    // Mended, it plays: MAX's two moves, B and C.
    for _ in 0..2 {
        h.key(KeyCode::Backspace);
    }
    h.key(KeyCode::Enter);
    let Screen::Play(play) = &h.app.screen else { panic!("{:?}", form(&h).error) };
    assert_eq!(play.session.move_count(), 2);
}

/// A paste lands whole in the field it is pasted into, its line breaks made spaces; a field of
/// numbers refuses one that is not, saying what it takes; one too long to keep says so.
#[test]
fn a_paste_goes_into_the_field() {
    let mut h = at_the_tree_field();
    let paste = |h: &mut Harness, text: &str| {
        h.app.handle(AppEvent::Paste(Paste(Some(text.to_string()))));
    };
    paste(&mut h, "((1 2)\n (3 4))\n");
    assert_eq!(tree_field(&h), "((1 2)  (3 4))");
    h.key(KeyCode::Enter);
    assert!(matches!(h.app.screen, Screen::Play(_)), "{:?}", form(&h).error);
    // The Sum Game's target takes digits only.
    let mut h = Harness::new(None);
    h.key(KeyCode::Down);
    h.key(KeyCode::Down);
    assert!(!form(&h).free_text());
    paste(&mut h, "12a");
    assert!(form(&h).error.as_deref().unwrap().contains("takes digits and commas, not 'a'"));
    paste(&mut h, "12\n");
    assert_eq!(form(&h).setup().unwrap().game.values.number(catalog::sum::TARGET), Some(12));
    h.app.handle(AppEvent::Paste(Paste(None)));
    assert!(form(&h).error.as_deref().unwrap().contains("dropped"));
    // In a field of digits, q still quits.
    h.keys("q");
    assert!(h.app.quit);
}

/// Esc on the play screen keeps the game: the start screen says what Esc goes back to, and Esc
/// there brings back its moves; Enter starts a new game in its place. `q` quits at once.
#[test]
fn esc_keeps_the_game_to_go_back_to() {
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::sum::SUM),
        mode: Mode::HumanVsHuman,
        config: Default::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    for _ in 0..2 {
        h.key(KeyCode::Enter); // the move under the cursor
        h.settle();
    }
    let played = |h: &Harness| match &h.app.screen {
        Screen::Play(play) => play.session.plies(),
        _ => panic!("not playing"),
    };
    assert_eq!(played(&h), 2);
    h.key(KeyCode::Esc);
    let screen = text(&h, 80, 24);
    assert!(
        screen.contains("Esc back to your Sum Game (2 moves played) · Enter replaces it"),
        "{screen}"
    );
    h.key(KeyCode::Esc);
    assert_eq!(played(&h), 2, "the game came back with its moves");
    // Left again, Enter starts anew: Esc then has nothing to go back to.
    h.key(KeyCode::Esc);
    h.key(KeyCode::Enter);
    h.settle();
    assert_eq!(played(&h), 0);
    h.key(KeyCode::Esc);
    h.key(KeyCode::Esc);
    assert_eq!(played(&h), 0);
    h.keys("q");
    assert!(h.app.quit);
}

/// Practice left with Esc comes back with its answers.
#[test]
fn esc_keeps_the_practice_too() {
    let mut h = Harness::new(None);
    h.keys("p");
    h.keys("7");
    h.key(KeyCode::Enter);
    let answers = |h: &Harness| match &h.app.screen {
        Screen::Practice(p) => p.values.len(),
        _ => panic!("not practising"),
    };
    assert_eq!(answers(&h), 1);
    h.key(KeyCode::Esc);
    assert!(text(&h, 80, 24).contains("Esc back to your practice"));
    h.key(KeyCode::Esc);
    assert_eq!(answers(&h), 1);
}
