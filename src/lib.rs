//! minimax-tui: two-player, zero-sum games played, searched and stepped through in a terminal.
//!
//! The map, lowest layer first (each uses only what is below it or beside it; `tests/it/layers.rs`
//! checks every import):
//!
//! - [`parse`], [`rng`], [`record`], [`files`]: what people type, a seeded generator, a game
//!   record's format, files written for people (never over another's, never through a link).
//! - [`engine`]: knows no game. A game implements [`engine::Game`] (whose turn, legal moves,
//!   apply, the outcome, a heuristic, a table key, notation, and whether the players alternate);
//!   one search routine takes the switches ([`engine::SearchConfig`]: minimax or negamax,
//!   alpha-beta, a depth limit, a transposition table, ordering, PVS, killers, history, a clock),
//!   keeps its own stack, can be stopped from another thread, and gives the same root value under
//!   every switch that changes only speed. [`engine::contract`] refuses what an algorithm cannot
//!   search (negamax where a player moves twice in a row).
//! - [`words`]: what the engine's scores mean, in words.
//! - [`games`]: the rules, one module per game, and the dedicated Reversi and Connect Four engines.
//! - [`session`] (a game in progress and its searches, headless), [`arena`] (matches and
//!   tournaments), [`grading`] (a tree search diagnosed), [`report`] (searches written up).
//! - [`catalog`]: the list of games, one folder per game: its entry, screen, reports and arena side.
//! - [`commands`] (grading from the command line) and [`tui`] (the app: drawing only).
//! - [`cli`]: the command line; `main.rs` prints its errors.

pub mod arena;
pub mod catalog;
pub mod cli;
pub mod commands;
pub mod engine;
pub mod files;
pub mod games;
pub mod grading;
pub mod i18n;
pub mod parse;
pub mod record;
pub mod report;
pub mod rng;
pub mod session;
pub mod tui;
pub mod words;
