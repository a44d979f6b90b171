pub mod engine;
pub mod games;
pub mod cli;
pub mod commands;
