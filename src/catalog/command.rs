//! What a game adds to the command line beside what every game has: commands of its own under
//! the shared verbs (`arena`, `bench`, `grade`), each in the game's folder with its options, and
//! what they share with the command line's other commands: a game's parameters as options and
//! back as values, `--json`, and the parsers that bound a count before anything is built from it.

use std::io::Write;

use anyhow::Result;
use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgAction, ArgMatches, Command};

use super::{Entry, Kind, Param, Use, Value, Values};
use crate::engine::SearchConfig;
use crate::parse::{at_most, in_range};

/// The verbs a game may add a command to. A game's command under `arena` takes the place of the
/// tournament every other game plays there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Arena,
    Bench,
    Grade,
}

impl Verb {
    /// Each verb, in the order `--help` lists them.
    pub const ALL: [Verb; 3] = [Verb::Arena, Verb::Grade, Verb::Bench];

    /// The verb as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Verb::Arena => "arena",
            Verb::Bench => "bench",
            Verb::Grade => "grade",
        }
    }
}

/// A command of a game's own: `minimax VERB KEY`.
pub trait GameCommand: Sync {
    fn verb(&self) -> Verb;
    /// Its options and its line of help, on the game's subcommand (already named by its key).
    fn command(&self, command: Command) -> Command;
    /// Whether it takes the engine's switches (`--depth`, `--no-alpha-beta`, …): the command line
    /// adds them and hands `run` the config they make.
    fn searches(&self) -> bool {
        false
    }
    /// Runs it on what clap matched.
    fn run(&self, matches: &ArgMatches, config: &SearchConfig, out: &mut dyn Write) -> Result<()>;
}

/// `entry`'s command under `verb`, if it has one.
pub fn of(entry: &dyn Entry, verb: Verb) -> Option<&'static dyn GameCommand> {
    entry.commands().iter().copied().find(|c| c.verb() == verb)
}

/// A game's parameter as an option. Numbers and lists are checked by the shared parsers, so a
/// negative number is called one, and every value may start with a hyphen (boards do).
pub fn param_arg(param: &Param) -> Arg {
    // A parameter without an option name is the command's one positional argument.
    let arg = match param.long {
        "" => Arg::new(param.id.0).index(1),
        long => Arg::new(param.id.0).long(long),
    };
    let help = |default: String| match default.is_empty() {
        true => param.help.to_string(),
        false => format!("{} [default: {default}]", param.help),
    };
    match param.kind {
        Kind::Choice { flag: true, .. } => arg.action(ArgAction::SetTrue).help(param.help),
        kind => {
            let arg = arg.value_name(param.value_name).allow_hyphen_values(true);
            let default = kind.show(&kind.default_value());
            match kind {
                Kind::Number { least, most, .. } => {
                    arg.value_parser(move |s: &str| in_range(s, least, most)).help(help(default))
                }
                Kind::List { least, most, .. } => arg
                    .value_parser(move |s: &str| crate::parse::list(s, least, most))
                    .help(help(default)),
                Kind::Choice { options, .. } => {
                    arg.value_parser(PossibleValuesParser::new(options)).help(help(default))
                }
                Kind::Text { .. } => arg.help(param.help),
            }
        }
    }
}

/// The game's values from the command line; what was not given keeps its default.
pub fn values(entry: &dyn Entry, usage: Use, matches: &ArgMatches) -> Values {
    let mut values = Values::defaults(entry.params());
    for param in entry.params().iter().filter(|p| p.uses.contains(&usage)) {
        let id = param.id.0;
        // A command may offer only some of the game's parameters (`bench connect4`): the
        // others keep their defaults.
        let given = match param.kind {
            Kind::Number { .. } => one::<u64>(matches, id).map(|n| Value::Number(Some(n))),
            Kind::List { .. } => one::<Vec<u32>>(matches, id).map(Value::List),
            Kind::Choice { flag: true, .. } => {
                one::<bool>(matches, id).map(|on| Value::Choice(usize::from(on)))
            }
            Kind::Choice { options, .. } => one::<String>(matches, id)
                .and_then(|word| options.iter().position(|o| *o == word))
                .map(Value::Choice),
            Kind::Text { .. } => one::<String>(matches, id).map(|t| Value::Text(Some(t))),
        };
        if let Some(value) = given {
            values.set(param.id, value);
        }
    }
    values
}

/// The value of `id`, if the command defines it and it was given (or has a default).
pub fn one<T: Clone + Send + Sync + 'static>(matches: &ArgMatches, id: &str) -> Option<T> {
    matches.try_get_one::<T>(id).ok().flatten().cloned()
}

/// The teaching engine's switches, by their ids, but `--time` (Monte Carlo reads it too).
pub const TEACHING_SWITCHES: &[&str] = &[
    "algorithm",
    "no_alpha_beta",
    "no_tt",
    "no_ordering",
    "depth",
    "killers",
    "history",
    "pvs",
    "aspiration",
    "hash",
    "random_ties",
];

/// The first of `ids` given on the command line itself (not by default), spelt `--long`: a
/// switch the command would not read is refused by it, not ignored.
pub fn first_given<S: AsRef<str>>(matches: &ArgMatches, ids: &[S]) -> Option<String> {
    let given = |id: &&S| {
        matches.try_contains_id(id.as_ref()).unwrap_or(false)
            && matches.value_source(id.as_ref()) == Some(clap::parser::ValueSource::CommandLine)
    };
    ids.iter().find(given).map(|id| format!("--{}", id.as_ref().replace('_', "-")))
}

pub fn json_arg() -> Arg {
    Arg::new("json")
        .long("json")
        .action(ArgAction::SetTrue)
        .help("Print one JSON object instead of text")
}

/// Threads: 1 to 64.
pub fn thread_count(text: &str) -> Result<usize, String> {
    at_most(text, 64).map(|n| n as usize)
}

/// A seed: any whole number from 0 up.
pub fn seed_number(text: &str) -> Result<u64, String> {
    in_range(text, 0, u64::MAX)
}

/// Starting positions per opponent in an arena: 1 to `MAX_STARTS`.
pub fn start_count(text: &str) -> Result<u32, String> {
    at_most(text, crate::arena::MAX_STARTS as u64).map(|n| n as u32)
}

/// A hashed table's size: 1 MB up to `tt::MAX_HASH_BYTES`, and memory the process can get
/// (under an address-space limit, 8192 MB may not be): refused at once rather than an abort when
/// the search first stores.
pub fn megabytes(text: &str) -> Result<u32, String> {
    let mb = at_most(text, (crate::engine::tt::MAX_HASH_BYTES >> 20) as u64)?;
    let mut probe: Vec<u8> = Vec::new();
    probe
        .try_reserve_exact((mb as usize) << 20)
        .map_err(|_| crate::tr!("hash-too-much", mb = mb.to_string()))?;
    Ok(mb as u32)
}
