//! `minimax bench connect4`: every position of a file of known scores (Pons' test sets) solved,
//! each score checked, with the solver's techniques switched as `solve` switches them.

use std::io::Write;

use anyhow::Result;
use clap::{ArgMatches, Args, Command, FromArgMatches};

use super::{CONNECT4, ConnectFourEntry, HEIGHT, NO_ANTICIPATION, NO_NULL_WINDOW, NO_THREATS};
use super::{WEAK, WIDTH};
use crate::catalog::Entry;
use crate::catalog::command::{GameCommand, Verb, json_arg, megabytes, param_arg, values};
use crate::catalog::{ParamId, Use};
use crate::engine::SearchConfig;
use crate::parse::BadInput;

/// The game's own commands.
pub(super) static COMMANDS: &[&dyn GameCommand] = &[&BENCH];

static BENCH: Bench = Bench;

struct Bench;

/// The parameters `bench` takes (the rest are `solve`'s alone).
const BENCH_PARAMS: [ParamId; 6] =
    [WIDTH, HEIGHT, WEAK, NO_THREATS, NO_ANTICIPATION, NO_NULL_WINDOW];

impl GameCommand for Bench {
    fn verb(&self) -> Verb {
        Verb::Bench
    }

    fn command(&self, command: Command) -> Command {
        let params = CONNECT4.params().iter().filter(|p| BENCH_PARAMS.contains(&p.id));
        // The about is `BenchArgs`' own (derived from its comment).
        BenchArgs::augment_args(command.args(params.map(param_arg))).arg(json_arg())
    }

    fn run(&self, matches: &ArgMatches, _: &SearchConfig, mut out: &mut dyn Write) -> Result<()> {
        let args = BenchArgs::from_arg_matches(matches)?;
        let values = values(&CONNECT4, Use::Solve, matches);
        let game = CONNECT4.game(&values).map_err(BadInput)?;
        let config = SearchConfig {
            transposition_table: !args.no_tt,
            move_ordering: !args.no_ordering,
            hash_bytes: args.hash.map(|mb| (mb as usize) << 20),
            ..SearchConfig::default()
        };
        let techniques = ConnectFourEntry::techniques(&values, &config);
        let entries = ConnectFourEntry::entries(&config);
        let weak = values.choice(WEAK) == 1;
        let json = matches.get_flag("json");
        super::solve::bench(&game, &args.file, techniques, weak, entries, json, &mut out)
    }
}

/// Solve every `position score` line of a file (Pons' test sets) and check each score.
#[derive(Args, Debug, Clone)]
pub struct BenchArgs {
    /// A file of `position score` lines (Pons' test sets: Test_L3_R1 and the others).
    #[arg(value_name = "FILE")]
    pub file: std::path::PathBuf,
    /// No transposition table.
    #[arg(long)]
    pub no_tt: bool,
    /// Columns left to right, and no threat ordering.
    #[arg(long)]
    pub no_ordering: bool,
    /// The table's size in megabytes, down to a power of two (default: 8 M entries, 64 MB).
    #[arg(long, value_name = "MB", value_parser = megabytes, allow_hyphen_values = true)]
    pub hash: Option<u32>,
}
