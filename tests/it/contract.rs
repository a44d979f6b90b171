//! The engine's contract: negamax only where the players alternate, refused with one message in
//! every front end, and equal to minimax everywhere it is allowed.

use std::process::{Command, Output};

use minimax_tui::engine::contract::{NEGAMAX_NEEDS_ALTERNATION, check};
use minimax_tui::engine::{Algorithm, Game, SearchConfig, search};
use minimax_tui::games::tree::{Order, Tree, TreeGame};

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

/// MAX moves at the root and again at B: the value is 5, by B.
const TWICE: &str = "max(max(3 5) min(2 9))";

#[test]
fn negamax_is_refused_on_the_command_line_where_a_player_moves_twice() {
    let words = NEGAMAX_NEEDS_ALTERNATION.to_string();
    for command in ["solve", "tree", "play"] {
        let out = minimax(&[command, "tree", TWICE, "--algorithm", "negamax"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stderr}");
        assert_eq!(stderr.trim(), format!("error: {words}"), "{command}");
    }
    let out = minimax(&["solve", "tree", TWICE, "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(5.0), Some("B")));
    // The grader's search is the tree's too.
    let out = minimax(&["solve", "tree", "max(chance(3 4) 1)", "--algorithm", "negamax"]);
    assert_eq!(out.status.code(), Some(2));
}

/// Whether every edge below the root goes to a leaf or to the other player, written here from
/// the notation alone: a parenthesised group's kind is the opposite of its parent's unless
/// written.
fn alternates_by_hand(levels: &[bool]) -> bool {
    levels.windows(2).all(|w| w[0] != w[1])
}

/// A random tree of `depth` levels whose level kinds are `kinds` (true MAX, false MIN), leaves
/// at the bottom, written with every kind so the parser takes them as given.
fn random_tree(seed: &mut u64, kinds: &[bool], values: &mut Vec<i32>) -> String {
    let mut next = || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    };
    fn build(next: &mut dyn FnMut() -> u64, kinds: &[bool], values: &mut Vec<i32>) -> String {
        match kinds.split_first() {
            None => {
                let v = (next() % 21) as i32 - 10;
                values.push(v);
                v.to_string()
            }
            Some((&max, rest)) => {
                let children = 1 + next() % 3;
                let inner: Vec<String> = (0..children).map(|_| build(next, rest, values)).collect();
                format!("{}({})", if max { "max" } else { "min" }, inner.join(" "))
            }
        }
    }
    build(&mut next, kinds, values)
}

/// Plain minimax on the notation's own tree, independent of the engine.
fn minimax_by_hand(text: &str) -> i32 {
    fn value(t: &[u8], i: &mut usize) -> i32 {
        while t[*i] == b' ' {
            *i += 1;
        }
        if t[*i..].starts_with(b"max(") || t[*i..].starts_with(b"min(") {
            let max = t[*i + 1] == b'a';
            *i += 4;
            let mut best = if max { i32::MIN } else { i32::MAX };
            while t[*i] != b')' {
                let v = value(t, i);
                best = if max { best.max(v) } else { best.min(v) };
                while t[*i] == b' ' {
                    *i += 1;
                }
            }
            *i += 1;
            best
        } else {
            let start = *i;
            while *i < t.len() && (t[*i] == b'-' || t[*i].is_ascii_digit()) {
                *i += 1;
            }
            std::str::from_utf8(&t[start..*i]).unwrap().parse().unwrap()
        }
    }
    value(text.as_bytes(), &mut 0)
}

/// On random trees with every pattern of level kinds up to four levels: the engine says the
/// players alternate exactly when the levels do; where they do, negamax equals minimax (and
/// both equal a plain minimax written here), under every switch; where they do not, the
/// contract refuses negamax and minimax still finds the value.
#[test]
fn negamax_equals_minimax_wherever_the_players_alternate() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let (mut alternating, mut refused) = (0, 0);
    for depth in 1..=4usize {
        for pattern in 0..(1u32 << depth) {
            let kinds: Vec<bool> = (0..depth).map(|l| pattern >> l & 1 == 1).collect();
            for _ in 0..6 {
                let text = random_tree(&mut seed, &kinds, &mut Vec::new());
                let tree = Tree::parse(&text, false).expect("the test writes valid trees");
                let game = TreeGame::new(tree, Order::Written);
                let by_hand = alternates_by_hand(&kinds);
                assert_eq!(game.players_alternate(&0), by_hand, "{text}");
                let expected = minimax_by_hand(&text);
                for bits in 0..8u32 {
                    let switches = SearchConfig {
                        alpha_beta: bits & 1 != 0,
                        transposition_table: bits & 2 != 0,
                        move_ordering: bits & 4 != 0,
                        ..SearchConfig::default()
                    };
                    let value = |config: &SearchConfig| {
                        search(&game, &0, config, Default::default()).unwrap().value
                    };
                    assert_eq!(value(&switches), expected, "minimax {text}");
                    let negamax = SearchConfig { algorithm: Algorithm::Negamax, ..switches };
                    if by_hand {
                        assert_eq!(value(&negamax), expected, "negamax {text}");
                        alternating += 1;
                    } else {
                        assert_eq!(check(&game, &0, &negamax), Err(NEGAMAX_NEEDS_ALTERNATION));
                        refused += 1;
                    }
                }
            }
        }
    }
    assert!(alternating > 100 && refused > 100, "{alternating} alternating, {refused} refused");
}

/// Every game with players who take turns accepts negamax, and gets minimax's answer from it.
#[test]
fn every_turn_taking_game_gets_the_same_value_from_negamax() {
    for args in [
        &["sum", "--target", "17", "--moves", "1,3,4"][..],
        &["nim", "--heaps", "2,3,2"],
        &["tictactoe"],
        &["connect4", "--engine", "teaching", "--width", "4", "--height", "4", "--depth", "16"],
        &["reversi", "--engine", "teaching", "--depth", "4"],
    ] {
        let value = |algorithm: &str| {
            let out = minimax(&[&["solve"], args, &["--algorithm", algorithm, "--json"]].concat());
            assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
            let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            // Connect Four reports Pons' score; the others MAX's value.
            let value = if v["value"].is_null() { v["score"].clone() } else { v["value"].clone() };
            assert!(value.is_number(), "{args:?}: {v}");
            value
        };
        assert_eq!(value("negamax"), value("minimax"), "{args:?}");
    }
}
