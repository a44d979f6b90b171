//! Tic-tac-toe in the arena: the board a player reads, solved by the referee.

use crate::arena::tournament::{ArenaGame, solved_by_search};
use crate::games::tictactoe::{Grid, TicTacToe};

impl ArenaGame for TicTacToe {
    fn initial(&self) -> Grid {
        Grid::default()
    }
    /// One random first move: nine different starts.
    fn opening(&self) -> u32 {
        1
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
