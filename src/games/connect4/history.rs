//! Fhourstones' history of refutations (John Tromp's `SearchGame.c`), kept for one player: a
//! weight for each cell, starting at the number of four-cell lines through it; when a move cuts a
//! search off, it gains one for each move searched before it, and each of those loses one.
//!
//! The weak solver breaks ties between the second player's moves by it: that player wins or
//! draws by answering (playing zugzwang), which the threat count does not see and the history
//! learns. It saves positions on long lines and costs some on draws; used for both players, or
//! in strong solves, it cost more than it saved, so only the weak solver's second player uses it
//! (`cargo bench --bench anchors -- fhourstones connect4`; the counts are in its commit).

use super::ConnectFour;

/// Cells are indexed by their bit in the board's word (at most 9 columns of 10 bits).
const CELLS: usize = 128;

pub struct History {
    /// Each cell's starting weight: the four-cell lines through it.
    start: [i64; CELLS],
    weights: [i64; CELLS],
}

impl History {
    pub fn new(game: &ConnectFour) -> History {
        let mut start = [0; CELLS];
        for (bit, weight) in start.iter_mut().enumerate() {
            *weight = game.windows.iter().filter(|&&w| w >> bit & 1 != 0).count() as i64;
        }
        History { start, weights: start }
    }

    /// Forgets what was learnt: back to the lines through each cell.
    pub fn restart(&mut self) {
        self.weights = self.start;
    }

    /// The cell's place among moves of equal threats: the heavier first (the lower rank).
    pub fn rank(&self, cell: u32) -> i64 {
        // A weight moves by at most the width at each cut: no solve comes near an i64's end.
        -self.weights[cell as usize]
    }

    /// The move on `cut` cut the search off after the moves on `tried` were searched in vain.
    pub fn refuted(&mut self, tried: impl ExactSizeIterator<Item = u32>, cut: u32) {
        let n = tried.len() as i64;
        for cell in tried {
            self.weights[cell as usize] -= 1;
        }
        self.weights[cut as usize] += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_counts_the_lines_through_each_cell() {
        let game = ConnectFour::standard();
        let history = History::new(&game);
        // Counted by hand on 7 × 6: a corner lies on 3 lines (its row, its column, a diagonal),
        // the bottom of the centre column on 7 (4 in its row, 1 column, 2 diagonals), the
        // centre's third cell up on 13. Bits: column c, row r is bit 7c + r.
        assert_eq!(history.weights[0], 3);
        assert_eq!(history.weights[21], 7);
        assert_eq!(history.weights[23], 13);
        // The bit above each column (never a cell) is on no line.
        assert_eq!(history.weights[6], 0);
        let total: i64 = history.weights.iter().sum();
        // 69 lines of four cells each.
        assert_eq!(total, 69 * 4);
    }

    #[test]
    fn a_cut_moves_weight_from_the_moves_before_it_to_the_move_that_cut() {
        let game = ConnectFour::standard();
        let mut history = History::new(&game);
        let (a, b, cut) = (0, 21, 23);
        let before = history.rank(cut);
        history.refuted([a, b].into_iter(), cut);
        assert_eq!(history.weights[a as usize], 2);
        assert_eq!(history.weights[b as usize], 6);
        assert_eq!(history.weights[cut as usize], 15);
        assert!(history.rank(cut) < before, "a heavier cell ranks earlier");
        // A weight below zero ranks after every other (a cell on no line starts at zero).
        let (empty, lost) = (6, 13);
        for _ in 0..5 {
            history.refuted([lost].into_iter(), cut);
        }
        assert_eq!(history.weights[lost as usize], -5);
        assert!(history.rank(lost) > history.rank(empty));
        assert!(history.rank(empty) > history.rank(a));
        history.restart();
        assert_eq!(history.weights[cut as usize], 13);
        assert_eq!(history.weights[lost as usize], 0);
    }
}
