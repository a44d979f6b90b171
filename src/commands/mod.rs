//! The headless commands that stand above the catalog, for any of its games: Monte Carlo tree
//! search's report and a game's review. (Each game's `solve`, `tree`, `perft`, `arena` and its
//! own commands are its catalog entry's.)

pub mod class;
pub mod explain;
pub mod mcts;
pub mod review;
