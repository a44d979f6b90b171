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
    /// Count the leaves of the game tree to a depth (move generator check and speed).
    Perft {
        #[command(subcommand)]
        game: PerftGame,
    },
    /// Write the search tree of a position as JSON or Graphviz DOT.
    Tree {
        #[command(subcommand)]
        game: TreeGame,
    },
    /// Grade a player: matches against built-in opponents with sides swapped, and the rubric's grade.
    Arena {
        #[command(subcommand)]
        game: ArenaGame,
    },
    /// Open the app directly on a game (without a subcommand, the app opens on its start screen).
    Play {
        #[command(subcommand)]
        game: PlayGame,
    },
}

#[derive(Subcommand, Debug)]
pub enum TreeGame {
    /// Tic-tac-toe's search tree (the plain tree from the empty board has 549,946 nodes).
    Tictactoe {
        /// 9 characters row-major from the top left: x, o, . or - (default: empty).
        #[arg(long, default_value = ".........", allow_hyphen_values = true)]
        board: String,
        #[command(flatten)]
        engine: EngineArgs,
        #[command(flatten)]
        output: TreeArgs,
    },
    /// Reversi's depth-limited search tree (6 plies unless --depth says otherwise).
    Reversi {
        #[command(flatten)]
        game: ReversiArgs,
        #[command(flatten)]
        engine: EngineArgs,
        #[command(flatten)]
        output: TreeArgs,
    },
    /// Nim's search tree.
    Nim {
        #[command(flatten)]
        game: NimArgs,
        #[command(flatten)]
        engine: EngineArgs,
        #[command(flatten)]
        output: TreeArgs,
    },
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
    #[arg(long, value_enum, default_value_t = Format::Json, allow_hyphen_values = true)]
    pub format: Format,
    /// Refuse trees whose search takes more steps than this (each node is a few steps, each pruned
    /// move one); at most 5,000,000.
    #[arg(long, value_name = "N", default_value_t = crate::engine::trace::MAX_EVENT_CAP, value_parser = event_cap, allow_hyphen_values = true)]
    pub max_events: usize,
}

/// A cap on recorded search steps: 1 to `MAX_EVENT_CAP`.
fn event_cap(text: &str) -> Result<usize, String> {
    at_most(text, crate::engine::trace::MAX_EVENT_CAP as u32).map(|n| n as usize)
}

#[derive(Subcommand, Debug)]
pub enum PlayGame {
    /// Tic-tac-toe: X (MAX) moves first; three in a row wins.
    Tictactoe {
        #[command(flatten)]
        play: PlayArgs,
    },
    /// Reversi from the start: Black (MAX) moves first; depth-limited search (6 plies by default).
    Reversi {
        #[command(flatten)]
        eval: ReversiEval,
        #[command(flatten)]
        play: PlayArgs,
    },
    /// Nim: take stones from one heap; under the default misère rule, taking the last stone loses.
    Nim {
        #[command(flatten)]
        game: NimArgs,
        /// Start from N random heaps instead of --heaps (1 to 64).
        #[arg(long, value_name = "N", value_parser = heap_count, allow_hyphen_values = true)]
        random_heaps: Option<usize>,
        /// Most stones in a random heap (at most 1,000,000).
        #[arg(long, value_name = "M", default_value_t = 7, value_parser = heap_size, allow_hyphen_values = true)]
        max_heap: u32,
        /// Seed for the random heaps (default: from the clock).
        #[arg(long, value_name = "S", value_parser = seed_number, allow_hyphen_values = true)]
        seed: Option<u64>,
        #[command(flatten)]
        play: PlayArgs,
    },
    /// The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose.
    Sum {
        #[command(flatten)]
        game: SumArgs,
        #[command(flatten)]
        play: PlayArgs,
    },
}

#[derive(Subcommand, Debug)]
pub enum PerftGame {
    /// Reversi: a pass counts as a ply, a finished game is a leaf at any depth.
    Reversi {
        #[command(flatten)]
        game: ReversiArgs,
        /// Plies to count.
        #[arg(long, value_name = "N", value_parser = positive_number, allow_hyphen_values = true)]
        depth: u32,
        /// Print one JSON object instead of text (the last line of text is the count).
        #[arg(long)]
        json: bool,
    },
}

/// A Reversi position and the evaluation settings.
#[derive(Args, Debug, Clone)]
pub struct ReversiArgs {
    /// 64 characters a1..h1, a2..h2, …, h8: X black, O white, - or . empty (default: the start).
    #[arg(long, value_name = "B", allow_hyphen_values = true)]
    pub board: Option<String>,
    /// Who moves.
    #[arg(long, value_enum, default_value_t = Side::Black, allow_hyphen_values = true)]
    pub to_move: Side,
    #[command(flatten)]
    pub eval: ReversiEval,
}

/// How Reversi positions are valued at the depth limit.
#[derive(Args, Debug, Clone)]
pub struct ReversiEval {
    /// The evaluation at the depth limit.
    #[arg(long, value_enum, default_value_t = crate::games::reversi::Heuristic::Discs, allow_hyphen_values = true)]
    pub heuristic: crate::games::reversi::Heuristic,
    /// Search to the end once this many squares (or fewer) are empty.
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = square_count, allow_hyphen_values = true)]
    pub exact_endgame: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn player(self) -> crate::engine::Player {
        match self {
            Side::Black => crate::engine::Player::Max,
            Side::White => crate::engine::Player::Min,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum ArenaGame {
    /// Misère Nim, graded as in the Heaps assignment.
    Nim(ArenaNimArgs),
}

#[derive(Args, Debug, Clone)]
pub struct ArenaNimArgs {
    /// The graded player: a command speaking the line protocol (see README), or builtin:NAME.
    #[arg(long, value_name = "CMD", allow_hyphen_values = true)]
    pub player: String,
    /// Opponents, comma-separated: dumb, medium, hard, search:DEPTH.
    #[arg(long, default_value = "dumb,medium,hard", allow_hyphen_values = true)]
    pub opponents: String,
    /// Random starting positions per opponent (each played twice, sides swapped), at most 100,000.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = start_count, allow_hyphen_values = true)]
    pub games: u32,
    /// Seed for the starting positions and the opponents' random moves.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Heaps in each starting position (1 to 64).
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = heap_count, allow_hyphen_values = true)]
    pub heaps: usize,
    /// Most stones in a starting heap (each has 1 to M; M at most 1,000,000).
    #[arg(long, value_name = "M", default_value_t = 7, value_parser = heap_size, allow_hyphen_values = true)]
    pub max_heap: u32,
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
}

/// Nim's heaps and rule.
#[derive(Args, Debug, Clone)]
pub struct NimArgs {
    /// Heap sizes, comma-separated (0 is an empty heap): at most 64 heaps of at most 1,000,000.
    #[arg(long, value_name = "HEAPS", default_value = "2,5,3", value_parser = count_list, allow_hyphen_values = true)]
    pub heaps: NumberList,
    /// Normal play: taking the last stone wins (default: misère, it loses).
    #[arg(long)]
    pub normal: bool,
}

#[derive(Subcommand, Debug)]
pub enum SolveGame {
    /// Tic-tac-toe: X moves first; the side to move follows from the counts.
    Tictactoe {
        /// 9 characters row-major from the top left: x, o, . or - (default: empty).
        #[arg(long, default_value = ".........", allow_hyphen_values = true)]
        board: String,
        #[command(flatten)]
        engine: EngineArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Reversi: the value and best move by depth-limited search with a heuristic.
    Reversi {
        #[command(flatten)]
        game: ReversiArgs,
        #[command(flatten)]
        engine: EngineArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Nim: the value for the player to move and the best move.
    Nim {
        #[command(flatten)]
        game: NimArgs,
        #[command(flatten)]
        engine: EngineArgs,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
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
    /// The target L to reach exactly (at most 10,000,000).
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
    #[arg(long, value_enum, default_value_t = Algorithm::Minimax, allow_hyphen_values = true)]
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
    /// Plies to search before the game's heuristic stands in (default: to the end; Reversi: 6).
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

/// What every `play` command takes: the engine switches, who plays, how the app opens.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Who plays: you as MAX (first) against the computer, the reverse, computer vs computer, or
    /// two people.
    #[arg(long, value_enum, default_value_t = Mode::HumanVsPc, allow_hyphen_values = true)]
    pub mode: Mode,
    #[command(flatten)]
    pub launch: LaunchArgs,
}

/// How the app opens on a game.
#[derive(Args, Debug, Clone)]
pub struct LaunchArgs {
    /// Open in the step-through of the first search (the computer's first move, or an analysis of
    /// the start for a human).
    #[arg(long)]
    pub step: bool,
    /// Most steps a search records for the tree and the step-through, at most 5,000,000 (the
    /// search itself goes on unrecorded).
    #[arg(long, value_name = "N", default_value_t = crate::engine::trace::DEFAULT_EVENT_CAP, value_parser = event_cap, allow_hyphen_values = true)]
    pub trace_cap: usize,
}

impl LaunchArgs {
    pub fn launch(&self) -> crate::tui::app::Launch {
        crate::tui::app::Launch { step: self.step, trace_cap: self.trace_cap }
    }
}

/// A comma-separated list of positive numbers; the empty string is the empty list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NumberList(pub Vec<u32>);

pub fn positive_number(text: &str) -> Result<u32, String> {
    at_most(text, u32::MAX)
}

/// A number from 1 to `most`.
fn at_most(text: &str, most: u32) -> Result<u32, String> {
    in_range(text, 1, most)
}

/// A number from `least` (0 or 1) to `most`; anything larger, however many digits, is named as
/// too large, and a negative number as negative.
fn in_range(text: &str, least: u32, most: u32) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("expected a number, found nothing".into());
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = digits.strip_prefix('-') {
        return match rest.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty() {
            true => Err(format!("'{text}' is a negative number (expected {least} or more)")),
            false => Err(format!("'{text}' is not a number")),
        };
    }
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(format!("'{text}' is not a number"));
    }
    match digits.parse::<u64>() {
        Ok(n) if n < least as u64 => Err(format!("'{text}' is not a positive number")),
        Ok(n) if n <= most as u64 => Ok(n as u32),
        _ => Err(format!("'{text}' is too large (at most {most})")),
    }
}

/// A seed: any whole number from 0 up.
fn seed_number(text: &str) -> Result<u64, String> {
    let text = text.trim();
    match text.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if text.starts_with('-') && text[1..].chars().all(|c| c.is_ascii_digit()) => {
            Err(format!("'{text}' is a negative number (expected 0 or more)"))
        }
        Err(_) if !text.is_empty() && text.chars().all(|c| c.is_ascii_digit()) => {
            Err(format!("'{text}' is too large (at most {})", u64::MAX))
        }
        Err(_) => Err(format!("'{text}' is not a number")),
    }
}

/// Empty squares on a Reversi board: 0 to 64.
fn square_count(text: &str) -> Result<u32, String> {
    in_range(text, 0, 64)
}

/// How many heaps: 1 to `MAX_HEAPS`.
fn heap_count(text: &str) -> Result<usize, String> {
    at_most(text, crate::games::nim::MAX_HEAPS as u32).map(|n| n as usize)
}

/// Starting positions per opponent in an arena: 1 to `MAX_STARTS`.
fn start_count(text: &str) -> Result<u32, String> {
    at_most(text, crate::arena::MAX_STARTS)
}

/// A count of stones: 0 or more, at most `MAX_HEAP`.
pub fn stone_count(text: &str) -> Result<u32, String> {
    in_range(text, 0, crate::games::nim::MAX_HEAP)
}

fn heap_size(text: &str) -> Result<u32, String> {
    at_most(text, crate::games::nim::MAX_HEAP)
}

/// Heap sizes: a comma-separated list of counts (0 allowed); the empty string is no heaps.
pub fn count_list(text: &str) -> Result<NumberList, String> {
    if text.trim().is_empty() {
        return Ok(NumberList::default());
    }
    text.split(',').map(stone_count).collect::<Result<_, _>>().map(NumberList)
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
        assert!(positive_number("-3").unwrap_err().contains("a negative number"));
        assert!(heap_count("18446744073709551615").unwrap_err().contains("at most 64"));
        assert!(stone_count("1000001").unwrap_err().contains("at most 1000000"));
        assert_eq!(stone_count("0"), Ok(0));
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
