//! The one search: minimax or negamax, with or without alpha-beta, a depth limit and a
//! transposition table, all as switches (`config`) on a single routine (`searcher`); on a clock,
//! iterative deepening (`deepening`) runs it depth after depth. This is the way in.

use super::game::Game;
use super::observer::{NoTrace, Observer};
use super::searcher::search_once;

pub use super::config::{Algorithm, Internal, MOVE_BUFFER, SearchConfig};
pub use super::control::{Cancelled, Control};
pub use super::result::{RootMove, SearchResult, Stats};
pub use super::searcher::PV_MAX;
pub use super::tt::Table;

/// Searches `root` with the given switches (and a fresh table, when the table is on).
pub fn search<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    search_traced(game, root, config, control, &mut NoTrace)
}

/// `search`, reporting every step to `observer` (the step-through view records them).
pub fn search_traced<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, Cancelled> {
    let mut table = Table::<G>::for_config(config);
    search_with_table(game, root, config, control, observer, &mut table)
}

/// `search_traced` with a table that outlives the search, so that later searches (the next move of
/// a game, the other player's view of the same position) start from what this one learned. Entries
/// are facts about positions at a stated depth, so reuse changes node counts but never values. The
/// table is left alone when `config.transposition_table` is off.
pub fn search_with_table<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
    table: &mut Table<G>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    if config.time.is_some() {
        // Every iteration reports to the observer; a caller that records one search at a time
        // runs `deepening::deepen` itself.
        return super::deepening::deepen(config, control, |config, control| {
            search_once(game, root, config, control, observer, table)
        });
    }
    search_once(game, root, config, control, observer, table)
}
