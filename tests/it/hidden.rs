//! Practice and blind play give nothing away (issue 50): two trees that differ only in which of
//! the root's moves is best draw the same screen, cell for cell, symbol and style, but for the
//! leaves' own digits, until the learner checks or reveals.

use minimax_tui::catalog::{self, Value};
use minimax_tui::engine::SearchConfig;
use minimax_tui::tui::app::Screen;
use minimax_tui::tui::practice::{Options, Practice};
use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
use ratatui::buffer::Buffer;

use crate::tui::{Harness, draw};

/// AIMA's figure 5.2 in one digit a leaf: the first move is best (3 against 2 and 1).
const FIRST_BEST: &str = "((3 9 8) (2 4 6) (7 5 1))";
/// The same leaves with the root's moves rotated: the last move is best.
const LAST_BEST: &str = "((2 4 6) (7 5 1) (3 9 8))";
/// Two moves, the second best (2 against 1); alpha-beta prunes nothing here.
const SECOND_BEST: &str = "((1 9) (5 2))";
/// The same leaves swapped between the moves: the first is best, and alpha-beta prunes the 9.
const FIRST_BEST_PRUNED: &str = "((5 2) (1 9))";

const PAIRS: [(&str, &str); 2] = [(FIRST_BEST, LAST_BEST), (SECOND_BEST, FIRST_BEST_PRUNED)];

/// The cells where two screens differ, as "x,y: 'a' style / 'b' style": empty when the only
/// differences are leaves' digits in the same style. A leaf's digit is one written after its
/// label (`b1:3` in the tree's text) or on the row under the leaves' labels (the picture).
fn telling_cells(a: &Buffer, b: &Buffer) -> Vec<String> {
    let mut out = vec![];
    let area = a.area;
    assert_eq!(area, b.area);
    let row = |buffer: &Buffer, y: u16| -> String {
        (0..area.width).map(|x| buffer[(x, y)].symbol()).collect()
    };
    let digit = |s: &str| s.len() == 1 && s.chars().all(|c| c.is_ascii_digit());
    for y in 0..area.height {
        let under_labels = y > 0 && row(a, y - 1).contains("b1 b2");
        for x in 0..area.width {
            let (ca, cb) = (&a[(x, y)], &b[(x, y)]);
            let after_label = x > 0 && a[(x - 1, y)].symbol() == ":";
            let leaf = digit(ca.symbol()) && digit(cb.symbol()) && (after_label || under_labels);
            if (ca.symbol() != cb.symbol() && !leaf) || ca.style() != cb.style() {
                out.push(format!(
                    "{x},{y}: {:?} {:?} / {:?} {:?}",
                    ca.symbol(),
                    ca.style(),
                    cb.symbol(),
                    cb.style()
                ));
            }
        }
    }
    out
}

fn screen_text(buffer: &Buffer) -> String {
    let area = buffer.area;
    (0..area.height)
        .map(|y| (0..area.width).map(|x| buffer[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

fn practising(tree: &str, revealed: bool) -> Harness {
    let mut h = Harness::new(None);
    let tree = minimax_tui::games::tree::Tree::parse(tree, false).expect("the tree parses");
    let mut practice = Practice::of_tree(Options::default(), tree);
    practice.revealed = revealed;
    h.app.screen = Screen::Practice(Box::new(practice));
    h
}

/// Blind play of the tree game, the computer MIN; `keys` pressed after (`d`: the outline).
fn blind(tree: &str, keys: &str) -> Harness {
    let mut game = GameSetup::default_for(&catalog::tree::TREE);
    game.values.set(catalog::tree::TEXT, Value::Text(Some(tree.to_string())));
    let setup = PlaySetup {
        engines: [None, None],
        game,
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = Harness::new(Some(setup));
    h.settle();
    h.keys("i");
    h.settle();
    match keys {
        "Tab" => h.key(ratatui::crossterm::event::KeyCode::Tab),
        _ => h.keys(keys),
    }
    h
}

fn assert_alike(what: &str, a: (&str, Buffer), b: (&str, Buffer)) {
    let telling = telling_cells(&a.1, &b.1);
    assert!(
        telling.is_empty(),
        "{what}: {} and {} draw differently at {} cells, first {:?}\n{}\n{}",
        a.0,
        b.0,
        telling.len(),
        &telling[..telling.len().min(6)],
        screen_text(&a.1),
        screen_text(&b.1)
    );
}

#[test]
fn practice_draws_trees_alike_until_revealed() {
    for (w, h) in [(80, 24), (140, 40)] {
        for (a, b) in PAIRS {
            let draw_one = |tree: &'static str| (tree, draw(&practising(tree, false).app, w, h));
            assert_alike(&format!("practice at {w}x{h}"), draw_one(a), draw_one(b));
        }
    }
}

/// The check above can fail: revealed, the answers tell the trees apart (the principal
/// variation drawn bold).
#[test]
fn revealed_practice_tells_the_trees_apart() {
    for (a, b) in PAIRS {
        let one = draw(&practising(a, true).app, 80, 24);
        let other = draw(&practising(b, true).app, 80, 24);
        assert!(!telling_cells(&one, &other).is_empty(), "{a} and {b}");
    }
}

#[test]
fn blind_play_draws_trees_alike() {
    for (w, h) in [(80, 24), (200, 60)] {
        for keys in ["", "d", "Tab", "e", "X"] {
            for (a, b) in PAIRS {
                let draw_one = |tree: &'static str| (tree, draw(&blind(tree, keys).app, w, h));
                let what = format!("blind play at {w}x{h} after {keys:?}");
                assert_alike(&what, draw_one(a), draw_one(b));
            }
        }
    }
}

/// With hints on again the same two games draw differently (the values and ★ are back).
#[test]
fn hints_tell_the_trees_apart() {
    for (a, b) in PAIRS {
        let shown = |tree: &str| {
            let mut h = blind(tree, "");
            h.keys("i");
            h.settle();
            draw(&h.app, 80, 24)
        };
        assert!(!telling_cells(&shown(a), &shown(b)).is_empty(), "{a} and {b}");
    }
}
/// Blind play lists the root's moves as the game does, heap by heap and stone by stone, not in
/// the search's order (which put `1:4`, Nim 2 5 3's one winning move, first with its subtree's
/// size), in the outline and in the picture alike.
#[test]
fn blind_play_lists_the_roots_moves_in_the_games_order() {
    let game_order = ["0:1", "0:2", "1:1", "1:2", "1:3", "1:4", "1:5", "2:1", "2:2", "2:3"];
    for keys in ["", "d"] {
        let mut game = GameSetup::default_for(&catalog::nim::NIM);
        game.values.set(catalog::nim::HEAPS, Value::List(vec![2, 5, 3]));
        let config = SearchConfig::default();
        let setup = PlaySetup { engines: [None, None], game, mode: Mode::HumanVsPc, config };
        let mut h = Harness::new(Some(setup));
        h.settle();
        h.keys("i");
        h.settle();
        h.keys(keys);
        let screen = screen_text(&draw(&h.app, 100, 30));
        let tree_panel: Vec<&str> =
            screen.lines().map(|l| &l[l.find("││").unwrap_or(0)..]).collect();
        let listed: Vec<&str> = tree_panel
            .iter()
            .flat_map(|l| l.split([' ', '│', '·']))
            .filter(|w| game_order.contains(w))
            .collect();
        assert_eq!(listed, game_order, "after {keys:?}:\n{screen}");
        assert!(!screen.contains("nodes"), "after {keys:?}:\n{screen}");
    }
}
