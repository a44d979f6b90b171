//! The games: rules, notation, heuristics and each seed's own API.

pub mod connect4;
pub mod nim;
pub mod reversi;
pub mod sum;
pub mod tictactoe;
pub mod tree;
