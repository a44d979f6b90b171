//! The Sum Game in the arena: the line a player reads, the referee's exact value, and the
//! longest game the arena plays.

use crate::arena::tournament::{ArenaGame, opened, solved_by_search};
use crate::games::sum::{SumGame, SumState};
use crate::rng::Rng;

/// The longest Sum Game the arena plays (each move is asked of a program and judged).
const MAX_SUM_MOVES: u32 = 1_000;

impl ArenaGame for SumGame {
    /// 1 random move first, so that the starts differ.
    fn start(&self, rng: &mut Rng) -> (SumState, Vec<u32>) {
        opened(self, SumGame::start(self), 1, rng)
    }
    /// `SUM TARGET MOVES`: `7 21 1,3,4`.
    fn question(&self, state: &SumState, _played: &[u32]) -> String {
        let moves: Vec<String> = self.move_set().iter().map(u32::to_string).collect();
        format!("{} {} {}", state.sum, self.target(), moves.join(","))
    }
    fn solved(&self, state: &SumState) -> Option<i8> {
        solved_by_search(self, state)
    }
    fn too_long(&self) -> Option<String> {
        let smallest = self.move_set().iter().min().copied().unwrap_or(1).max(1);
        let longest = self.target().div_ceil(smallest);
        (longest > MAX_SUM_MOVES).then(|| {
            crate::tr!(
                "arena-sum-too-long",
                longest = longest.to_string(),
                target = self.target().to_string(),
                smallest = smallest.to_string(),
                most = MAX_SUM_MOVES.to_string()
            )
        })
    }
    fn play_arguments(&self) -> &'static str {
        "int int ints"
    }
    fn strong_depth(&self) -> u32 {
        6
    }
}
