pub mod arena;
pub mod cli;
pub mod commands;
pub mod engine;
pub mod games;
pub mod tui;
pub mod words;
