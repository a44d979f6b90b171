//! The headless commands that stand above the catalog: grading a hand-traced or coded tree
//! search. (Each game's `solve`, `tree`, `perft` and `arena` are its catalog entry's.)

pub mod grade;
pub mod mcts;
pub mod review;
