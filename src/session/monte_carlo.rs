//! What a Monte Carlo tree search records for the screen: the search with its moves as labels,
//! and the exact values it is measured against.

use std::collections::HashMap;

use super::game::Source;
use crate::engine::Score;
use crate::engine::mcts::MctsResult;

/// What a Monte Carlo search recorded (`Record::MonteCarlo`): the search, its moves as label
/// numbers (`labels[i]` is the text of move `i`), and the position's exact values where known
/// within a second (see `session::mcts`), to measure the estimate against.
#[derive(Clone, Debug)]
pub struct MonteCarlo {
    pub search: MctsResult<u32>,
    pub labels: Vec<String>,
    pub exact: Option<Exact>,
}

/// What the product knows exactly about the searched position.
#[derive(Clone, Debug)]
pub struct Exact {
    /// MAX's value, in the teaching engine's terms (wins with their distance where known).
    pub value: Score,
    /// Root moves' values (MAX's), by label number, where known.
    pub moves: HashMap<u32, Score>,
    /// MAX's value of every move not in `moves` (Nim's losing moves, where a rule lists only
    /// the winning ones).
    pub others: Option<Score>,
    pub source: Source,
}

impl Exact {
    /// MAX's exact value of the move labelled `label`, if known.
    pub fn of(&self, label: u32) -> Option<Score> {
        self.moves.get(&label).copied().or(self.others)
    }
}
