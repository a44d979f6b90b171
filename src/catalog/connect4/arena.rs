//! Connect Four in the arena: the columns played, as Pons writes them; the referee solves it from
//! 20 empty cells.

use crate::arena::tournament::{ArenaGame, opened};
use crate::games::connect4::solver::{Solver, Techniques};
use crate::games::connect4::{ConnectFour, Discs};
use crate::rng::Rng;

/// Connect Four positions the referee solves: at most this many empty cells (milliseconds each).
const SOLVED_EMPTIES: u8 = 20;

impl ArenaGame for ConnectFour {
    /// 4 random moves first, so that the starts differ.
    fn start(&self, rng: &mut Rng) -> (Discs, Vec<u8>) {
        opened(self, Discs::default(), 4, rng)
    }
    /// The columns played, 1-based, as Pons writes positions (`4453`; an empty line at the start).
    fn question(&self, _discs: &Discs, played: &[u8]) -> String {
        played.iter().map(|&c| char::from(b'1' + c)).collect()
    }
    fn asks_history(&self) -> bool {
        true
    }
    fn solved(&self, discs: &Discs) -> Option<i8> {
        if self.cells() - discs.moves > SOLVED_EMPTIES {
            return None;
        }
        let mut solver = Solver::new(self, Techniques::default(), 1 << 16);
        solver.score(discs, true).ok().map(|s| s.signum() as i8)
    }
    fn play_arguments(&self) -> &'static str {
        "text"
    }
    fn strong_depth(&self) -> u32 {
        8
    }
}
