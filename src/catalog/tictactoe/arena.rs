//! Tic-tac-toe in the arena: the board a player reads, solved by the referee.

use crate::arena::tournament::{ArenaGame, opened, solved_by_search};
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::rng::Rng;

impl ArenaGame for TicTacToe {
    /// 1 random move first, so that the starts differ.
    fn start(&self, rng: &mut Rng) -> (Grid, Vec<u8>) {
        opened(self, Grid::default(), 1, rng)
    }
    /// The 9-character board, row-major from the top left: `x.o......`.
    fn question(&self, grid: &Grid, _played: &[u8]) -> String {
        grid.text()
    }
    fn solved(&self, grid: &Grid) -> Option<i8> {
        solved_by_search(self, grid)
    }
    fn play_arguments(&self) -> &'static str {
        "chars"
    }
    fn strong_depth(&self) -> u32 {
        9
    }
}
