//! Matches between players: programs run over a pipe and contained (`program`), and the one
//! tournament engine every game's arena plays on (`tournament`), with the command's request and
//! report (`request`). Nim's graded arena is its catalog entry's (`catalog::nim::arena`).

pub mod jail;
pub mod program;
pub mod request;
pub mod tournament;

/// The most starting positions per opponent (`--games`); each is played twice.
pub const MAX_STARTS: u32 = 100_000;
