//! One request for a search of a session's position: which position, what for, whose settings,
//! which engine. `Searches::job` turns it into the worker's job; every search the app and the
//! commands run is asked for this way.

use crate::engine::mcts::MctsConfig;
use crate::engine::trace::DEFAULT_EVENT_CAP;
use crate::engine::{Player, SearchConfig};

/// What the search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// The position's analysis: the game's rule or dedicated engine where one answers, else the
    /// teaching engine's recorded search (the computer's move).
    Analysis,
    /// The same, with every move valued exactly beside it (a second search where the game's
    /// solver does not answer): the Moves panel's values for a human to move.
    Hints,
    /// The teaching engine's recorded search alone, whatever engine the game would choose its
    /// move with: a dedicated engine's decision searched again to step through.
    Teaching,
    /// The position searched each way of `engine::compare`, Monte Carlo beside them.
    Compare,
    /// The game's line from the record's start (after the moves given with the game) to its
    /// end, moves ahead included, reviewed move by move (see `review`).
    Review,
    /// The position's value explained by its proof (see `explain`), the move at this index of
    /// the moves list first among the worse ones, where it is one.
    Explain(Option<usize>),
}

/// Which engine searches an `Analysis`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Engine {
    /// Minimax with the request's switches (`Request::config`).
    Minimax,
    /// Monte Carlo tree search (UCT) with these settings, the position's exact values beside it
    /// where the product knows them within a second.
    Mcts(MctsConfig),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Request {
    /// The position's number (see `Line::position`); `None`, the current position.
    pub position: Option<u64>,
    pub work: Work,
    /// Whose game settings the search uses: MIN's own where the game has them (Reversi's
    /// heuristic for White, see `GameSession::with_min_game`), else MAX's.
    pub side: Player,
    pub config: SearchConfig,
    pub engine: Engine,
    /// The most events the recorded search keeps (see `engine::trace`).
    pub event_cap: usize,
}

impl Request {
    /// `work` on the current position with `config`, by minimax, MAX's settings, the default
    /// trace cap.
    pub fn new(work: Work, config: SearchConfig) -> Request {
        Request {
            position: None,
            work,
            side: Player::Max,
            config,
            engine: Engine::Minimax,
            event_cap: DEFAULT_EVENT_CAP,
        }
    }
}
