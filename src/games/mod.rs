//! The games: rules, notation, heuristics and each seed's own API.

pub mod nim;
pub mod sum;
