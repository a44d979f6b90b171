//! Reports the headless commands write: a search in words or JSON, and a search tree exported.

pub mod search;
pub mod tree;
