//! The headless commands, for scripts, tests and grading.

pub mod arena;
pub mod boards;
pub mod connect4;
pub mod grade;
pub mod nim;
pub mod solve;
pub mod tree;
pub mod trees;

use std::fmt;

/// Input the user got wrong: the binary prints it on one line and exits with code 2.
#[derive(Debug)]
pub struct BadInput(pub String);

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadInput {}

impl BadInput {
    pub fn from_error(error: impl fmt::Display) -> BadInput {
        BadInput(error.to_string())
    }
}
