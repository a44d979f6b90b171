//! `minimax bench reversi`: every problem of an Edax problem file solved by the endgame solver,
//! each score checked.

use std::io::Write;

use anyhow::Result;
use clap::{ArgMatches, Args, Command, FromArgMatches, ValueEnum};

use crate::catalog::command::{GameCommand, Verb, json_arg, thread_count};
use crate::engine::SearchConfig;
use crate::games::reversi::endgame::Order;

/// The game's own commands.
pub(super) static COMMANDS: &[&dyn GameCommand] = &[&BENCH];

static BENCH: Bench = Bench;

struct Bench;

impl GameCommand for Bench {
    fn verb(&self) -> Verb {
        Verb::Bench
    }

    fn command(&self, command: Command) -> Command {
        BenchReversiArgs::augment_args(command).arg(json_arg())
    }

    fn run(&self, matches: &ArgMatches, _: &SearchConfig, mut out: &mut dyn Write) -> Result<()> {
        let args = BenchReversiArgs::from_arg_matches(matches)?;
        let threads = args.threads.unwrap_or_else(crate::games::reversi::cores);
        let json = matches.get_flag("json");
        let how = super::solve::BenchHow { wld: args.wld, threads, order: args.order.into() };
        super::solve::bench_reversi(&args.file, how, json, &mut out)
    }
}

/// Solve every problem of an Edax problem file (.obf, as benches/ffo.obf) with the endgame
/// solver and check each score.
#[derive(Args, Debug, Clone)]
pub struct BenchReversiArgs {
    /// An Edax problem file: per line 64 squares, the side to move, and `move:score;` answers
    /// (benches/ffo.obf holds the FFO positions #1-#19 and #40-#44).
    #[arg(value_name = "FILE")]
    pub file: std::path::PathBuf,
    /// Only win, loss or draw (faster).
    #[arg(long)]
    pub wld: bool,
    /// Threads sharing one table, 1 to 64 (default: the machine's cores).
    #[arg(long, value_name = "N", value_parser = thread_count, allow_hyphen_values = true)]
    pub threads: Option<usize>,
    /// What orders the solver's moves high in the tree: the pattern evaluation (its own), or
    /// mobility alone, as Edax and Egaroucid order with their weights zeroed (more nodes, each
    /// cheaper: their nodes a second compare on a tree of one shape).
    #[arg(long, value_enum, default_value_t = OrderArg::Evaluation)]
    pub order: OrderArg,
}

/// `--order`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    Evaluation,
    Mobility,
}

impl From<OrderArg> for Order {
    fn from(order: OrderArg) -> Order {
        match order {
            OrderArg::Evaluation => Order::Evaluation,
            OrderArg::Mobility => Order::Mobility,
        }
    }
}
