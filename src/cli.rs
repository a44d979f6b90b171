//! The command line: no subcommand opens the app; `solve` and friends answer headless.

use clap::{Args, Parser, Subcommand};

use crate::commands::tree::Format;
use crate::engine::{Algorithm, SearchConfig};
use crate::tui::setup::Mode;

#[derive(Parser, Debug)]
#[command(
    name = "minimax",
    version,
    about = "Play, watch and study minimax and alpha-beta on real games"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve a position and print its value, the best moves and what the search counted.
    Solve {
        #[command(subcommand)]
        game: SolveGame,
    },
    /// Write the search tree of a position as JSON or Graphviz DOT.
    Tree {
        #[command(subcommand)]
        game: TreeGame,
    },
    /// Open the app directly on a game (without a subcommand, the app opens on its start screen).
    Play {
        #[command(subcommand)]
        game: PlayGame,
    },
}

#[derive(Subcommand, Debug)]
pub enum TreeGame {
    /// The Sum Game's search tree.
    Sum {
        #[command(flatten)]
        game: SumArgs,
        #[command(flatten)]
        engine: EngineArgs,
        #[command(flatten)]
        output: TreeArgs,
    },
}

#[derive(Args, Debug, Clone)]
pub struct TreeArgs {
    /// json: nested nodes (move, player, value, alpha, beta, pruned, children); dot: for Graphviz,
    /// pruned edges dashed, the principal variation bold.
    #[arg(long, value_enum, default_value_t = Format::Json)]
    pub format: Format,
    /// Refuse trees whose search takes more steps than this (each node is a few steps).
    #[arg(long, value_name = "N", default_value_t = 5_000_000, value_parser = positive_number_usize, allow_hyphen_values = true)]
    pub max_events: usize,
}

fn positive_number_usize(text: &str) -> Result<usize, String> {
    positive_number(text).map(|n| n as usize)
}

#[derive(Subcommand, Debug)]
pub enum PlayGame {
    /// The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose.
    Sum {
        #[command(flatten)]
        game: SumArgs,
        #[command(flatten)]
        engine: EngineArgs,
        /// Who plays: you as MAX (first) against the computer, the reverse, computer vs computer,
        /// or two people.
        #[arg(long, value_enum, default_value_t = Mode::HumanVsPc)]
        mode: Mode,
        /// Open in the step-through of the first search (the computer's first move, or an
        /// analysis of the start for a human).
        #[arg(long)]
        step: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum SolveGame {
    /// The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose.
    Sum {
        #[command(flatten)]
        game: SumArgs,
        #[command(flatten)]
        engine: EngineArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args, Debug, Clone)]
pub struct SumArgs {
    /// The target L to reach exactly.
    #[arg(long, value_name = "L", default_value_t = crate::games::sum::DEFAULT_TARGET, value_parser = positive_number, allow_hyphen_values = true)]
    pub target: u32,
    /// The move set T, comma-separated (empty = 2,3).
    #[arg(long, value_name = "T", default_value = "2,3", value_parser = number_list, allow_hyphen_values = true)]
    pub moves: NumberList,
    /// Moves already played, comma-separated, MAX first.
    #[arg(long, value_name = "MOVES", default_value = "", value_parser = number_list, allow_hyphen_values = true)]
    pub played: NumberList,
}

#[derive(Args, Debug, Clone)]
pub struct EngineArgs {
    /// minimax (MAX-VALUE/MIN-VALUE) or negamax.
    #[arg(long, value_enum, default_value_t = Algorithm::Minimax)]
    pub algorithm: Algorithm,
    /// Search every move (plain minimax) instead of pruning with alpha-beta.
    #[arg(long)]
    pub no_alpha_beta: bool,
    /// Do not remember searched positions in a transposition table.
    #[arg(long)]
    pub no_tt: bool,
    /// Search moves in the order the game lists them, not best-first.
    #[arg(long)]
    pub no_ordering: bool,
    /// Plies to search before the game's heuristic stands in (default: to the end).
    #[arg(long, value_name = "N", value_parser = positive_number, allow_hyphen_values = true)]
    pub depth: Option<u32>,
}

impl EngineArgs {
    pub fn config(&self) -> SearchConfig {
        SearchConfig {
            algorithm: self.algorithm,
            alpha_beta: !self.no_alpha_beta,
            depth: self.depth,
            transposition_table: !self.no_tt,
            move_ordering: !self.no_ordering,
            ..SearchConfig::default()
        }
    }
}

/// A comma-separated list of positive numbers; the empty string is the empty list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NumberList(pub Vec<u32>);

pub fn positive_number(text: &str) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("expected a number, found nothing".into());
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = digits.strip_prefix('-') {
        return match rest.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty() {
            true => Err(format!("'{text}' is not a positive number")),
            false => Err(format!("'{text}' is not a number")),
        };
    }
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!("'{text}' is not a number"));
    }
    match digits.parse::<u32>() {
        Ok(0) => Err(format!("'{text}' is not a positive number")),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("'{text}' is too large (at most {})", u32::MAX)),
    }
}

pub fn number_list(text: &str) -> Result<NumberList, String> {
    if text.trim().is_empty() {
        return Ok(NumberList::default());
    }
    text.split(',').map(positive_number).collect::<Result<_, _>>().map(NumberList)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_checked_with_reasons() {
        assert_eq!(positive_number("7"), Ok(7));
        assert_eq!(positive_number(" 7 "), Ok(7));
        assert!(positive_number("0").unwrap_err().contains("not a positive number"));
        assert!(positive_number("-3").unwrap_err().contains("not a positive number"));
        assert!(positive_number("x").unwrap_err().contains("not a number"));
        assert!(positive_number("1.5").unwrap_err().contains("not a number"));
        assert!(positive_number("99999999999").unwrap_err().contains("too large"));
        assert_eq!(number_list("2,3"), Ok(NumberList(vec![2, 3])));
        assert_eq!(number_list(""), Ok(NumberList(vec![])));
        assert!(number_list("2,,3").is_err());
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
