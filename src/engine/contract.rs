//! What a game must satisfy for each algorithm, checked once before a search starts. Every front
//! end (the command line, the app's keys and start form) asks here, so a search that would give
//! a wrong value is refused with the same words everywhere instead of run.

use super::config::{Algorithm, SearchConfig};
use super::game::Game;

/// Why the switches cannot search this game, in one line for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported(pub &'static str);

impl std::fmt::Display for Unsupported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for Unsupported {}

/// Negamax negates every child's value, taking it to be the other player's: only true where the
/// players alternate (`Game::players_alternate`).
/// One line that fits the app's 80-column status bar.
pub const NEGAMAX_NEEDS_ALTERNATION: Unsupported =
    Unsupported("negamax needs MAX and MIN to alternate, with no chance moves: use minimax here");

/// Whether `config` can search `game` from `start` and every position after it. Minimax searches
/// any game; negamax only one whose players alternate.
pub fn check<G: Game>(
    game: &G,
    start: &G::State,
    config: &SearchConfig,
) -> Result<(), Unsupported> {
    match config.algorithm {
        Algorithm::Negamax if !game.players_alternate(start) => Err(NEGAMAX_NEEDS_ALTERNATION),
        _ => Ok(()),
    }
}
