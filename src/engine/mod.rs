//! Game-independent search. Nothing here knows any particular game or how anything is drawn.

pub mod contract;
pub mod game;
pub mod mcts;
pub mod memory;
pub mod observer;
pub mod score;
pub mod search;
pub mod tt;

pub use contract::Unsupported;
pub use game::{Game, Outcome, Player};
pub use score::Score;
pub use search::{
    Algorithm, Cancelled, Control, RootMove, SearchConfig, SearchResult, Stats, search,
};
pub use tt::Bound;
pub mod compare;
pub mod config;
pub mod control;
pub mod deepening;
pub mod ordering;
pub mod replay;
pub mod result;
pub mod searcher;
pub mod trace;
