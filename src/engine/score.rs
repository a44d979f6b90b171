//! Scores: one signed integer range, symmetric so that negating never overflows.
//!
//! A won final position scores `WIN - ply` (ply counted from the search root) and a lost one
//! `-(WIN - ply)`, so the search prefers faster wins and longer resistance. Heuristic values stay
//! within `±HEURISTIC_MAX`, far below any win or loss.

pub type Score = i32;

/// Larger than any score; the search window starts as `(-INFINITY, INFINITY)`.
pub const INFINITY: Score = 1 << 30;
/// The score of winning at the root itself.
pub const WIN: Score = INFINITY - 1;
/// Scores beyond this magnitude are wins or losses (no game here is longer than `MAX_PLY`).
pub const MAX_PLY: u32 = 1 << 26;
pub const WIN_THRESHOLD: Score = WIN - MAX_PLY as Score;
pub const HEURISTIC_MAX: Score = 1 << 24;

/// The score of a position won (`won = true`) or lost by the player whose score it is, `ply`
/// moves below the root.
pub fn decisive(won: bool, ply: u32) -> Score {
    let s = WIN - ply as Score;
    if won { s } else { -s }
}

pub fn is_decisive(score: Score) -> bool {
    score.abs() > WIN_THRESHOLD
}

/// Wins and losses are stored in the transposition table relative to the node (plies from the node
/// rather than from the root), so an entry is right wherever on the tree the position recurs.
pub fn to_node_relative(score: Score, ply: u32) -> Score {
    if score > WIN_THRESHOLD {
        score + ply as Score
    } else if score < -WIN_THRESHOLD {
        score - ply as Score
    } else {
        score
    }
}

pub fn from_node_relative(score: Score, ply: u32) -> Score {
    if score > WIN_THRESHOLD {
        score - ply as Score
    } else if score < -WIN_THRESHOLD {
        score + ply as Score
    } else {
        score
    }
}

/// The seed's utility: +1, -1 or 0 by the sign of a score.
pub fn utility(score: Score) -> i8 {
    score.signum() as i8
}

/// Plies to the end of the game for a decisive score (`None` for others).
pub fn plies_to_end(score: Score) -> Option<u32> {
    is_decisive(score).then(|| (WIN - score.abs()) as u32)
}

/// The seed's view of a score: +1 or -1 for a won or lost game, a draw's 0, and a heuristic value
/// as it is.
pub fn seed_value(score: Score) -> Score {
    if is_decisive(score) { score.signum() } else { score }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_relative_round_trips_and_moves_the_horizon() {
        for ply in [0, 1, 7, 1000] {
            for s in [0, 5, -5, decisive(true, 12), decisive(false, 12)] {
                assert_eq!(from_node_relative(to_node_relative(s, ply), ply), s);
            }
        }
        // A win 12 plies below the root, seen from a node at ply 10, is a win 2 plies below it.
        assert_eq!(to_node_relative(decisive(true, 12), 10), decisive(true, 2));
        assert_eq!(to_node_relative(decisive(false, 12), 10), decisive(false, 2));
    }

    #[test]
    fn negation_is_safe_and_wins_dominate_heuristics() {
        assert_eq!(-(-INFINITY), INFINITY);
        assert!(decisive(true, MAX_PLY - 1) > HEURISTIC_MAX);
        assert!(is_decisive(decisive(true, MAX_PLY - 1)));
        assert!(!is_decisive(HEURISTIC_MAX));

        assert_eq!(seed_value(decisive(true, 9)), 1);
        assert_eq!(seed_value(12), 12);
    }
}
