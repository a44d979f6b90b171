//! Bouton's rule (the perfect player) against exhaustive search by the engine on every position of
//! up to 4 heaps of up to 7 stones, under both rules; and against a brute force written here.

use std::collections::HashMap;

use minimax_tui::engine::observer::NoTrace;
use minimax_tui::engine::search::{Table, search_with_table};
use minimax_tui::engine::{Control, Player, SearchConfig};
use minimax_tui::games::nim::{Nim, NimState, check_move, mover_wins, perfect_move, play};

/// Every position of 1 to 4 heaps of 0 to 7 stones.
fn positions() -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for n in 1..=4u32 {
        for code in 0..8u32.pow(n) {
            out.push((0..n).map(|i| (code / 8u32.pow(i)) % 8).collect());
        }
    }
    out
}

/// Whether the mover wins, by trying every move (no theory).
fn brute(heaps: &mut Vec<u32>, misere: bool, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if heaps.iter().all(|&h| h == 0) {
        // The opponent took the last stone.
        return misere;
    }
    if let Some(&w) = memo.get(heaps) {
        return w;
    }
    let mut wins = false;
    'search: for i in 0..heaps.len() {
        for take in 1..=heaps[i] {
            heaps[i] -= take;
            let opponent_wins = brute(heaps, misere, memo);
            heaps[i] += take;
            if !opponent_wins {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(heaps.clone(), wins);
    wins
}

#[test]
fn bouton_agrees_with_exhaustive_search_by_the_engine() {
    for misere in [true, false] {
        let game = Nim { misere };
        // No move ordering: the game orders by Bouton's move, and the search must not lean on it.
        let config = SearchConfig { move_ordering: false, ..SearchConfig::default() };
        let mut table = Table::<Nim>::new(1 << 20);
        let mut memo = HashMap::new();
        for heaps in positions() {
            let state = NimState { heaps: heaps.clone(), to_move: Player::Max };
            let result = search_with_table(
                &game,
                &state,
                &config,
                Control::default(),
                &mut NoTrace,
                &mut table,
            )
            .unwrap();
            let engine_says = result.value > 0;
            assert_eq!(mover_wins(&heaps, misere), engine_says, "{heaps:?} misère={misere}");
            assert_eq!(brute(&mut heaps.clone(), misere, &mut memo), engine_says, "{heaps:?}");
            let Some(mv) = perfect_move(&heaps, misere) else {
                assert!(heaps.iter().all(|&h| h == 0));
                continue;
            };
            assert!(check_move(&heaps, mv.heap as usize, mv.stones).is_ok(), "{heaps:?}: {mv:?}");
            let mut after = heaps.clone();
            after[mv.heap as usize] -= mv.stones;
            let opponent_wins = brute(&mut after, misere, &mut memo);
            if engine_says {
                assert!(!opponent_wins, "from {heaps:?} the move {mv:?} gives the win away");
            } else {
                // Lost anyway: one stone from the largest heap.
                let largest = *heaps.iter().max().unwrap();
                assert_eq!((heaps[mv.heap as usize], mv.stones), (largest, 1), "{heaps:?}");
            }
        }
    }
}

#[test]
fn play_is_the_misere_player_and_never_invalid_on_large_positions() {
    let mut seed = 12345u64;
    let mut next = |n: u32| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) % n as u64) as u32
    };
    for _ in 0..2000 {
        let len = 1 + next(12) as usize;
        let heaps: Vec<u32> = (0..len).map(|_| next(40)).collect();
        if heaps.iter().all(|&h| h == 0) {
            continue;
        }
        let (h, s) = play(&heaps);
        assert!(check_move(&heaps, h, s).is_ok(), "{heaps:?} -> ({h}, {s})");
        let mut after = heaps.clone();
        after[h] -= s;
        if mover_wins(&heaps, true) {
            assert!(!mover_wins(&after, true), "{heaps:?} -> ({h}, {s}) gives the win away");
        }
    }
}

/// `solve nim --explain`: every claim in the words is a fact the engine's search confirms, on
/// every position of up to four heaps of up to five stones, under both rules: who wins, the
/// nim-sum written out (computed here), and that the winning move named leaves a position the
/// other player loses.
#[test]
fn every_explanation_is_confirmed_by_the_search() {
    use minimax_tui::catalog::nim::explanation;
    use minimax_tui::engine::{Control, SearchConfig, search};
    use minimax_tui::games::nim::{Nim, NimState};
    let value = |heaps: &[u32], misere: bool| {
        let result = search(
            &Nim { misere },
            &NimState::new(heaps).unwrap(),
            &SearchConfig::default(),
            Control::default(),
        );
        result.unwrap().value_for_mover()
    };
    let mut checked = 0;
    for code in 0..6u32.pow(4) {
        let heaps: Vec<u32> = (0..4).map(|i| code / 6u32.pow(i) % 6).filter(|&h| h > 0).collect();
        if heaps.is_empty() {
            continue;
        }
        for misere in [true, false] {
            let words = explanation(&heaps, misere).join(" / ");
            let wins = value(&heaps, misere) > 0;
            let says = if wins { "the player to move wins" } else { "the player to move loses" };
            assert!(words.contains(says), "{heaps:?} misère {misere}: {words}");
            if heaps.iter().any(|&h| h >= 2) {
                let sum = heaps.iter().fold(0, |s, &h| s ^ h);
                assert!(words.contains(&format!("= {sum}")), "{heaps:?}: {words}");
            }
            if let Some(rest) = words.split("take ").nth(1) {
                let numbers: Vec<u32> = rest
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|w| !w.is_empty())
                    .take(2)
                    .map(|w| w.parse().unwrap())
                    .collect();
                let (stones, heap) = (numbers[0], numbers[1] as usize);
                let mut after = heaps.clone();
                after[heap] -= stones;
                let left: Vec<u32> = after.into_iter().filter(|&h| h > 0).collect();
                let other_loses = left.is_empty() || value(&left, misere) < 0;
                // Misère's empty board: the mover took the last stone and lost.
                let emptied = left.is_empty() && misere;
                assert!(wins && other_loses && !emptied, "{heaps:?} misère {misere}: {words}");
            } else {
                assert!(!wins, "a winning position names its move: {heaps:?}: {words}");
            }
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked}");
}
