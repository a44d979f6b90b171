//! The integration tests, one crate: each file a module, linked once and run in parallel.
//! `cargo test --test it MODULE` runs one file's tests (`cargo test --test it tui::`).

mod arena;
mod benchmarks;
mod boards;
mod class;
mod cli;
mod common;
mod connect4;
mod contract;
mod deepening;
mod e2e_tmux;
mod endgame;
mod exam;
mod explain;
mod export;
mod flood;
mod grading;
mod hidden;
mod i18n;
mod layers;
mod mcts;
mod nim;
mod options;
mod practice;
mod retry;
mod review;
mod start;
mod sum_engine;
mod tournament;
mod trace;
mod trees;
mod tui;
