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

fn weighted(discs: u64) -> i32 {
    let mut sum = 0;
    let mut b = discs;
    while b != 0 {
        sum += WEIGHTS[b.trailing_zeros() as usize];
        b &= b - 1;
    }
    sum
}

impl Heuristic {
    pub fn evaluate(self, board: &Board) -> Score {
        let (own, opp) = board.sides();
        match self {
            Heuristic::Discs => own.count_ones() as Score - opp.count_ones() as Score,
            Heuristic::Strong => {
                let position = weighted(own) - weighted(opp);
                let mobility =
                    moves(own, opp).count_ones() as i32 - moves(opp, own).count_ones() as i32;
                let corners =
                    (own & CORNERS).count_ones() as i32 - (opp & CORNERS).count_ones() as i32;
                let discs = own.count_ones() as i32 - opp.count_ones() as i32;
                // Late in the game discs count; early, position and mobility do.
                let late = board.empties() < 14;
                let disc_weight = if late { 10 } else { 1 };
                position + 8 * mobility + 30 * corners + disc_weight * discs
            }
        }
    }
}
