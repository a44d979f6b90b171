//! `minimax grade tree`: a hand-traced answer diagnosed, or a student's program graded on many
//! trees.

use std::io::Write;

use anyhow::Result;
use clap::{ArgMatches, Args, Command, FromArgMatches};

use super::grade;
use crate::catalog::Entry;
use crate::catalog::Use;
use crate::catalog::command::{
    GameCommand, TEACHING_SWITCHES, Verb, first_given, param_arg, seed_number, values,
};
use crate::engine::SearchConfig;
use crate::parse::{BadInput, at_most};

/// The game's own commands.
pub(super) static COMMANDS: &[&dyn GameCommand] = &[&GRADE];

static GRADE: Grade = Grade;

struct Grade;

impl GameCommand for Grade {
    fn verb(&self) -> Verb {
        Verb::Grade
    }

    fn command(&self, command: Command) -> Command {
        let params = super::TREE.params().iter().filter(|p| p.uses.contains(&Use::Solve));
        GradeArgs::augment_args(command.args(params.map(param_arg))).about(
            "Grade a search of a textbook tree: an answer diagnosed, or a program run on many trees.",
        )
    }

    fn searches(&self) -> bool {
        true
    }

    fn run(&self, matches: &ArgMatches, config: &SearchConfig, out: &mut dyn Write) -> Result<()> {
        grade_tree(matches, config, out)
    }
}

/// `minimax grade tree`: an answer diagnosed, or a program graded on many trees.
fn grade_tree(matches: &ArgMatches, config: &SearchConfig, mut out: &mut dyn Write) -> Result<()> {
    let args = GradeArgs::from_arg_matches(matches)?;
    let entry = &super::TREE;
    let values = values(entry, Use::Solve, matches);
    // A grade reads the protocol's algorithm, depth and cut, and the visiting order those give:
    // the engine's other switches (and its clock) would change nothing it reads: refused.
    let graded = ["algorithm", "no_alpha_beta", "depth"];
    let unread: Vec<&str> = TEACHING_SWITCHES
        .iter()
        .copied()
        .filter(|id| !graded.contains(id))
        .chain(["time"])
        .collect();
    if let Some(long) = first_given(matches, &unread) {
        return Err(BadInput(crate::tr!("grade-tree-unread", long = long)).into());
    }
    if let Some(answer) = &args.answer {
        // The options that only grading a program uses are refused with an answer, not ignored.
        if let Some(long) = first_given(matches, &["trees", "random", "seed", "timeout"]) {
            return Err(BadInput(crate::tr!("grade-tree-program-only", long = long)).into());
        }
        let (loaded, config) = entry.graded(&values, config)?;
        let cs188 = loaded.cs188.as_ref().map(|(agents, depth, _)| (*agents, *depth));
        let setup = crate::grading::Setup { game: &loaded.game, config, cs188 };
        return grade::answer(&setup, answer, args.json, &mut out);
    }
    let Some(player) = &args.player else {
        return Err(BadInput(crate::tr!("grade-tree-needs")).into());
    };
    if !(args.timeout > 0.0 && args.timeout <= 600.0) {
        return Err(BadInput(crate::tr!("refused-timeout")).into());
    }
    let trees = match (&args.trees, args.random) {
        (Some(dir), None) => grade::Trees::Folder(dir),
        (None, Some(count)) => grade::Trees::Random { count, seed: args.seed },
        _ => return Err(BadInput(crate::tr!("grade-tree-trees-or-random")).into()),
    };
    // A program is graded on --trees or --random: the options that give one tree are refused.
    if let Some(long) = first_given(matches, &["tree", "leaves", "branching", "root", "order"]) {
        return Err(BadInput(crate::tr!("grade-tree-one-tree", long = long)).into());
    }
    if args.trees.is_some() && first_given(matches, &["seed"]).is_some() {
        return Err(BadInput(crate::tr!("grade-tree-seed")).into());
    }
    let timeout = std::time::Duration::from_secs_f64(args.timeout);
    // The pruning rule is the tree game's parameter (`--cut`), where --answer reads it too.
    let config = SearchConfig { strict_cutoffs: values.choice(super::CUT) == 1, ..*config };
    grade::programs(player, trees, &config, timeout, args.json, &mut out)
}

/// What `grade tree` grades, and how.
#[derive(Args, Debug, Clone)]
pub struct GradeArgs {
    /// An answer to diagnose: `action: MOVE`, then `generated: STATES` (CS188's solution form)
    /// and/or `visited: STATES` in visiting order.
    #[arg(long, value_name = "FILE", conflicts_with = "player")]
    pub answer: Option<std::path::PathBuf>,
    /// A program to grade: it reads `ALGORITHM DEPTH CUT` and the tree, answers its move's label
    /// and the labels it visited (see docs/commands.md).
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    pub player: Option<String>,
    /// Grade the program on every tree file in this folder.
    #[arg(long, value_name = "DIR")]
    pub trees: Option<std::path::PathBuf>,
    /// Grade the program on N random trees (at most 1,000).
    #[arg(long, value_name = "N", value_parser = tree_count, allow_hyphen_values = true)]
    pub random: Option<usize>,
    /// Seed for the random trees.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Seconds the program may take for each tree.
    #[arg(long, value_name = "SECS", default_value_t = 5.0, allow_hyphen_values = true)]
    pub timeout: f64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Trees to grade a program on: 1 to `MAX_TREES`.
fn tree_count(text: &str) -> Result<usize, String> {
    at_most(text, grade::MAX_TREES as u64).map(|n| n as usize)
}
