//! The assignment's own API (seed `000`): `maxPlay`/`minPlay` and MINIMAX-DECISION-MAX/MIN.
//!
//! Inputs follow the seed: `played` is the list of moves made so far (only their sum matters), a
//! target of 0 or an empty move set means the defaults (10 and [2, 3]), and zeros in the move set are
//! ignored. Values are MAX's utility: +1 when MAX wins with best play, -1 when MAX loses. Each
//! function runs the engine's minimax with the transposition table (memoisation keeps large targets
//! fast); the `_alpha_beta` variants add alpha-beta pruning, the seed's last step.

use super::{DEFAULT_TARGET, SumGame, SumState};
use crate::engine::{Algorithm, Player, SearchConfig, SearchResult, score, search};

fn game(target: u32, moves: &[u32]) -> SumGame {
    let target = if target == 0 { DEFAULT_TARGET } else { target };
    let positive: Vec<u32> = moves.iter().copied().filter(|&m| m > 0).collect();
    SumGame::normalized(target, &positive)
}

fn solve(
    played: &[u32],
    target: u32,
    moves: &[u32],
    to_move: Player,
    alpha_beta: bool,
) -> SearchResult<u32> {
    let game = game(target, moves);
    let state = SumState { sum: played.iter().map(|&m| m as u64).sum(), to_move };
    let config =
        SearchConfig { algorithm: Algorithm::Minimax, alpha_beta, ..SearchConfig::default() };
    search(&game, &state, &config, Default::default()).expect("nothing stops this search")
}

/// MAX-VALUE: the value of the position with MAX to move.
pub fn max_play(played: &[u32], target: u32, moves: &[u32]) -> i8 {
    score::utility(solve(played, target, moves, Player::Max, false).value)
}

/// MIN-VALUE: the value of the position with MIN to move (still MAX's utility).
pub fn min_play(played: &[u32], target: u32, moves: &[u32]) -> i8 {
    score::utility(solve(played, target, moves, Player::Min, false).value)
}

pub fn max_play_alpha_beta(played: &[u32], target: u32, moves: &[u32]) -> i8 {
    score::utility(solve(played, target, moves, Player::Max, true).value)
}

pub fn min_play_alpha_beta(played: &[u32], target: u32, moves: &[u32]) -> i8 {
    score::utility(solve(played, target, moves, Player::Min, true).value)
}

/// MINIMAX-DECISION-MAX: MAX's best number to add (the fastest win, or the longest resistance);
/// `None` when the game is already over.
pub fn minimax_decision_max(played: &[u32], target: u32, moves: &[u32]) -> Option<u32> {
    solve(played, target, moves, Player::Max, false).best_move
}

/// MINIMAX-DECISION-MIN: MIN's best number to add.
pub fn minimax_decision_min(played: &[u32], target: u32, moves: &[u32]) -> Option<u32> {
    solve(played, target, moves, Player::Min, false).best_move
}

pub fn minimax_decision_max_alpha_beta(played: &[u32], target: u32, moves: &[u32]) -> Option<u32> {
    solve(played, target, moves, Player::Max, true).best_move
}

pub fn minimax_decision_min_alpha_beta(played: &[u32], target: u32, moves: &[u32]) -> Option<u32> {
    solve(played, target, moves, Player::Min, true).best_move
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_examples() {
        assert_eq!(max_play(&[], 10, &[2, 3]), -1);
        assert_eq!(min_play(&[], 10, &[2, 3]), 1);
        assert_eq!(max_play_alpha_beta(&[], 10, &[2, 3]), -1);
        assert_eq!(min_play_alpha_beta(&[], 10, &[2, 3]), 1);
        // Missing inputs take the defaults.
        assert_eq!(max_play(&[], 0, &[]), -1);
        // From 2, 8 are left: 8 mod 5 = 3, so the mover (MAX) wins, by adding 3 (leaving 5).
        assert_eq!(max_play(&[2], 10, &[2, 3]), 1);
        assert_eq!(minimax_decision_max(&[2], 10, &[2, 3]), Some(3));
        assert_eq!(minimax_decision_min_alpha_beta(&[2], 10, &[2, 3]), Some(3));
        // A finished game has no decision and the value of its outcome: MIN made 10 exactly.
        assert_eq!(minimax_decision_max(&[3, 3, 2, 2], 10, &[2, 3]), None);
        assert_eq!(max_play(&[3, 3, 2, 2], 10, &[2, 3]), -1);
    }
}
