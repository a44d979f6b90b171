//! Reversi heuristics, for the player to move: the lab's disc difference, and a stronger one.

use super::{Board, moves};
use crate::engine::Score;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// Own discs minus the opponent's (Lab 6).
    Discs,
    /// Square weights (corners and edges good, the squares next to a corner bad), corners,
    /// mobility, and discs, which count more near the end.
    Strong,
    /// The trained pattern evaluation (`pattern.rs`): the final margin it foresees, in discs.
    Pattern,
}

/// Classic square weights: corners are worth most; the squares that give a corner away least.
#[rustfmt::skip]
const WEIGHTS: [i32; 64] = [
    100, -20, 10,  5,  5, 10, -20, 100,
    -20, -50, -2, -2, -2, -2, -50, -20,
     10,  -2,  1,  1,  1,  1,  -2,  10,
      5,  -2,  1,  0,  0,  1,  -2,   5,
      5,  -2,  1,  0,  0,  1,  -2,   5,
     10,  -2,  1,  1,  1,  1,  -2,  10,
    -20, -50, -2, -2, -2, -2, -50, -20,
    100, -20, 10,  5,  5, 10, -20, 100,
];

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// The distinct weights of `WEIGHTS` (0 adds nothing), each with the squares that have it.
const CLASSES: [(i32, u64); 7] = {
    let values = [100, -20, 10, 5, -50, -2, 1];
    let mut classes = [(0, 0u64); 7];
    let mut i = 0;
    while i < 7 {
        classes[i].0 = values[i];
        let mut sq = 0;
        while sq < 64 {
            if WEIGHTS[sq] == values[i] {
                classes[i].1 |= 1 << sq;
            }
            sq += 1;
        }
        i += 1;
    }
    classes
};

/// The sum of `WEIGHTS` over `discs`: a count per class of squares, not a loop over discs.
fn weighted(discs: u64) -> i32 {
    CLASSES.iter().map(|&(w, squares)| w * (discs & squares).count_ones() as i32).sum()
}

impl Heuristic {
    pub fn evaluate(self, board: &Board) -> Score {
        let (own, opp) = board.sides();
        let own_moves = match self {
            Heuristic::Discs | Heuristic::Pattern => 0,
            Heuristic::Strong => moves(own, opp),
        };
        self.evaluate_with(board, own_moves)
    }

    /// `evaluate`, given the mover's moves (a search has them already).
    pub fn evaluate_with(self, board: &Board, own_moves: u64) -> Score {
        let (own, opp) = board.sides();
        match self {
            Heuristic::Discs => own.count_ones() as Score - opp.count_ones() as Score,
            Heuristic::Strong => {
                let position = weighted(own) - weighted(opp);
                let mobility = own_moves.count_ones() as i32 - moves(opp, own).count_ones() as i32;
                let corners =
                    (own & CORNERS).count_ones() as i32 - (opp & CORNERS).count_ones() as i32;
                let discs = own.count_ones() as i32 - opp.count_ones() as i32;
                // Late in the game discs count; early, position and mobility do.
                let late = board.empties() < 14;
                let disc_weight = if late { 10 } else { 1 };
                position + 8 * mobility + 30 * corners + disc_weight * discs
            }
            // Refused where it is chosen when the shipped weights cannot be read
            // (`pattern::shipped`), so 0 here is never a value shown.
            Heuristic::Pattern => super::pattern::shipped().map_or(0, |w| w.evaluate(board)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The classes cover every weighted square once: the sum equals the square-by-square one.
    #[test]
    fn weights_by_class_are_weights_by_square() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..1000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let by_square: i32 = (0..64).filter(|&s| x & 1 << s != 0).map(|s| WEIGHTS[s]).sum();
            assert_eq!(weighted(x), by_square);
        }
        assert_eq!(weighted(u64::MAX), WEIGHTS.iter().sum::<i32>());
    }
}
