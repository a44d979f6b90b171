//! `minimax arena nim`: a player graded as in the Heaps assignment, against the rubric's
//! opponents, in place of the tournament the other games play.

use std::io::Write;

use anyhow::Result;
use clap::{ArgMatches, Args, Command, FromArgMatches};

use super::arena::{ArenaOptions, arena};
use crate::catalog::command::{GameCommand, Verb, seed_number, start_count};
use crate::engine::SearchConfig;
use crate::parse::at_most;

/// The game's own commands.
pub(super) static COMMANDS: &[&dyn GameCommand] = &[&GRADED_ARENA];

static GRADED_ARENA: GradedArena = GradedArena;

struct GradedArena;

impl GameCommand for GradedArena {
    fn verb(&self) -> Verb {
        Verb::Arena
    }

    fn command(&self, command: Command) -> Command {
        ArenaNimArgs::augment_args(command).about("Misère Nim, graded as in the Heaps assignment.")
    }

    fn run(&self, matches: &ArgMatches, _: &SearchConfig, mut out: &mut dyn Write) -> Result<()> {
        arena(&ArenaNimArgs::from_arg_matches(matches)?.options(), &mut out)
    }
}

#[derive(Args, Debug, Clone)]
pub struct ArenaNimArgs {
    /// The graded player: a command speaking the line protocol (see docs/commands.md), or builtin:NAME.
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    pub player: String,
    /// Opponents, comma-separated: dumb, medium, hard, search:DEPTH.
    #[arg(long, default_value = "dumb,medium,hard", allow_hyphen_values = true)]
    pub opponents: String,
    #[command(flatten)]
    pub deal: Deal,
    /// Seed for the starting positions and the opponents' random moves.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Seconds the player may take for each answer, writing the question included (at most 600);
    /// an answer longer than 4,096 bytes is invalid.
    #[arg(long, value_name = "SECS", default_value_t = 2.0, allow_hyphen_values = true)]
    pub timeout: f64,
    /// Normal play (taking the last stone wins) instead of misère.
    #[arg(long)]
    pub normal: bool,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Write each game's record into this folder (game-00001.json …), for `play --load`.
    #[arg(long, value_name = "DIR")]
    pub save: Option<std::path::PathBuf>,
}

/// The starts the Heaps rubric's arena deals (`arena nim`, `grade class`).
#[derive(Args, Debug, Clone)]
pub struct Deal {
    /// Random starting positions per opponent (each played twice, sides swapped), at most 100,000.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = start_count, allow_hyphen_values = true)]
    pub games: u32,
    /// Heaps in each starting position (1 to 64).
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = heap_count, allow_hyphen_values = true)]
    pub heaps: usize,
    /// Most stones in a starting heap (each has 1 to M; M at most 1,000,000).
    #[arg(long, value_name = "M", default_value_t = 7, value_parser = heap_size, allow_hyphen_values = true)]
    pub max_heap: u32,
}

impl ArenaNimArgs {
    fn options(self) -> ArenaOptions {
        ArenaOptions {
            player: self.player,
            opponents: self.opponents,
            games: self.deal.games,
            seed: self.seed,
            heaps: self.deal.heaps,
            max_heap: self.deal.max_heap,
            timeout: self.timeout,
            normal: self.normal,
            json: self.json,
            save: self.save,
            jail: None,
        }
    }
}

/// How many heaps: 1 to `MAX_HEAPS`.
fn heap_count(text: &str) -> Result<usize, String> {
    at_most(text, crate::games::nim::MAX_HEAPS as u64).map(|n| n as usize)
}

/// Stones in a heap: 1 to `MAX_HEAP`.
fn heap_size(text: &str) -> Result<u32, String> {
    at_most(text, crate::games::nim::MAX_HEAP as u64).map(|n| n as u32)
}
