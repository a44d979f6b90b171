//! The commands' own options, as clap derives them, with the parsers that bound each value
//! before anything is built from it.

use anyhow::Result;
use clap::builder::PossibleValuesParser;
use clap::{Arg, ArgMatches, Args, Command, FromArgMatches, ValueEnum};

use crate::catalog::command::{
    TEACHING_SWITCHES, first_given, megabytes, seed_number, start_count,
};
use crate::catalog::{Entry, MCTS, Use};
use crate::engine::{Algorithm, SearchConfig};
use crate::parse::BadInput;
use crate::parse::{at_most, in_range, positive_number};
use crate::report::tree::Format;
use crate::tui;
use crate::tui::setup::Mode;
use crate::tui::theme::Palette;

/// The shape of random trees (practice's, an exam's) and the pruning rule.
#[derive(Args, Debug, Clone)]
pub struct ShapeArgs {
    /// Plies from the root to the leaves (1 to 5).
    #[arg(long, value_name = "D", default_value_t = 3, value_parser = practice_depth, allow_hyphen_values = true)]
    pub depth: u32,
    /// Moves per inner node: a number, or a range `B1,B2` (2 to 5).
    #[arg(long, value_name = "B", default_value = "2,3", allow_hyphen_values = true)]
    pub branching: String,
    /// Leaf values, `LO..HI` (within −1000..1000).
    #[arg(long, value_name = "LO..HI", default_value = "0..20", allow_hyphen_values = true)]
    pub values: String,
    /// equal: prune once v ≥ β (AIMA); strict: only once v > β (CS188).
    #[arg(long, value_parser = PossibleValuesParser::new(["equal", "strict"]), default_value = "equal", allow_hyphen_values = true)]
    pub cut: String,
}

impl ShapeArgs {
    /// The trees' shape (MAX at the root, no chance nodes), and whether the rule is strict.
    pub(super) fn parse(&self) -> Result<(crate::games::tree::Shape, bool)> {
        let bad = |what: String| -> anyhow::Error { BadInput(what).into() };
        let branching: Vec<u32> = crate::parse::list(&self.branching, 2, 5)
            .map_err(|e| bad(format!("--branching: {e}")))?;
        let branching = match branching.as_slice() {
            [b] => (*b, *b),
            [lo, hi] if lo <= hi => (*lo, *hi),
            _ => return Err(bad(crate::tr!("exam-branching"))),
        };
        let values = self
            .values
            .split_once("..")
            .and_then(|(lo, hi)| {
                Some((lo.trim().parse::<i32>().ok()?, hi.trim().parse::<i32>().ok()?))
            })
            .filter(|(lo, hi)| lo <= hi && lo.abs() <= 1000 && hi.abs() <= 1000)
            .ok_or_else(|| bad(crate::tr!("exam-values", text = self.values.as_str())))?;
        let shape = crate::games::tree::Shape {
            depth: self.depth,
            branching,
            values,
            chance: false,
            root_min: false,
        };
        Ok((shape, self.cut == "strict"))
    }
}

/// `minimax exam`: make an exam, or sit one in the app.
#[derive(Args, Debug, Clone)]
pub struct ExamArgs {
    /// The students: a file of ids (one a line, or a CSV whose first column is the id), or a
    /// number N (student-01 …); at most 1,000.
    #[arg(
        long,
        value_name = "FILE|N",
        required_unless_present = "sit",
        allow_hyphen_values = true
    )]
    pub students: Option<String>,
    /// The exam's seed: with a student's id it deals that student's tree.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// The folder to write the exam into (it must not hold one already), or with --sit to read
    /// it from.
    #[arg(long, value_name = "DIR", allow_hyphen_values = true)]
    pub out: std::path::PathBuf,
    /// The time allowed in the app's exam mode (1 to 600 minutes).
    #[arg(long, value_name = "M", value_parser = exam_minutes, allow_hyphen_values = true)]
    pub minutes: Option<u32>,
    /// Sit the exam in the app as this student: the tree to fill in, no values, checks or
    /// step-through, the time limit counting; the answer is written to the student's answer.txt.
    #[arg(long, value_name = "ID", conflicts_with = "students", allow_hyphen_values = true)]
    pub sit: Option<String>,
    #[command(flatten)]
    pub shape: ShapeArgs,
    #[command(flatten)]
    pub colours: ColourArgs,
}

fn exam_minutes(text: &str) -> Result<u32, String> {
    in_range(text, 1, 600).map(|n| n as u32)
}

/// `minimax practice`: the trees to practise on.
#[derive(Args, Debug, Clone)]
pub struct PracticeArgs {
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Chance nodes on every other level below the root (expectimax).
    #[arg(long)]
    pub chance: bool,
    /// Seed for the trees (the same seed deals the same trees).
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Practise on this tree first (the notation `solve tree` reads, or a file holding it; at
    /// most 200 nodes, each named once); n then deals random ones.
    #[arg(long, value_name = "TREE|FILE", allow_hyphen_values = true)]
    pub tree: Option<String>,
    /// The root's window as the exercise gives it, `ALPHA,BETA` (whole numbers within
    /// −1000..1000, α < β; MAX's values): alpha-beta starts there, not at (−∞, +∞).
    #[arg(long, value_name = "ALPHA,BETA", allow_hyphen_values = true)]
    pub window: Option<String>,
    /// Difficulty that grows: each tree right at its first check deals the next a step harder
    /// (deeper, wider), each wrong one a step easier, from --depth and --branching.
    #[arg(long)]
    pub grow: bool,
    /// Ask α and β at every inner node too, as it is entered and as it returns (Tab moves
    /// between the value and the two windows); not with --chance.
    #[arg(long, conflicts_with = "chance")]
    pub windows: bool,
    /// Who moves at the root: max (the default) or min (a given tree's own kinds say more).
    #[arg(long, value_parser = PossibleValuesParser::new(["max", "min"]), default_value = "max", allow_hyphen_values = true)]
    pub root: String,
    #[command(flatten)]
    pub colours: ColourArgs,
}

/// `minimax review FILE`.
#[derive(Args, Debug, Clone)]
pub struct ReviewArgs {
    /// A game record (`w` in the app, `arena --save`).
    #[arg(value_name = "FILE")]
    pub file: std::path::PathBuf,
    /// The depth limit, 1 to 12, where the game has no exact answer (Reversi before its last
    /// squares, Connect Four's first moves): the app's by default.
    #[arg(long, value_name = "N", value_parser = review_depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    /// Stop after this many seconds (at most 3600) and report the moves reviewed by then.
    #[arg(long, value_name = "S", default_value_t = 60.0, value_parser = review_timeout, allow_hyphen_values = true)]
    pub timeout: f64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// `minimax retry FILE`.
#[derive(Args, Debug, Clone)]
pub struct RetryArgs {
    /// A game record (`w` in the app, `arena --save`).
    #[arg(value_name = "FILE")]
    pub file: std::path::PathBuf,
    /// The depth limit, 1 to 12, where the game has no exact answer: the app's by default.
    #[arg(long, value_name = "N", value_parser = review_depth, allow_hyphen_values = true)]
    pub depth: Option<u32>,
    #[command(flatten)]
    pub colours: ColourArgs,
}

fn review_timeout(text: &str) -> Result<f64, String> {
    let seconds: f64 = text.parse().map_err(|_| crate::tr!("not-seconds", text = text))?;
    match seconds.is_finite() && seconds > 0.0 && seconds <= 3600.0 {
        true => Ok(seconds),
        false => Err(crate::tr!("seconds-above-zero", text = text)),
    }
}

fn review_depth(text: &str) -> Result<u32, String> {
    in_range(text, 1, 12).map(|n| n as u32)
}

/// The app's colours.
#[derive(Args, Debug, Clone)]
pub struct ColourArgs {
    /// The colours: the terminal's own, a colour-blind-safe palette (Okabe–Ito), or none
    /// (the default under NO_COLOR). `P` in the app steps through them.
    #[arg(long, value_enum, allow_hyphen_values = true)]
    pub palette: Option<PaletteArg>,
}

impl ColourArgs {
    /// The palette asked for, if any (it wins over `NO_COLOR`).
    pub fn palette(&self) -> Option<Palette> {
        self.palette.map(Palette::from)
    }
}

/// `--palette`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PaletteArg {
    Standard,
    ColourBlind,
    None,
}

impl From<PaletteArg> for Palette {
    fn from(palette: PaletteArg) -> Palette {
        match palette {
            PaletteArg::Standard => Palette::Standard,
            PaletteArg::ColourBlind => Palette::ColourBlind,
            PaletteArg::None => Palette::None,
        }
    }
}

fn practice_depth(text: &str) -> Result<u32, String> {
    in_range(text, 1, 5).map(|n| n as u32)
}

/// `--window ALPHA,BETA`: two whole numbers within −1000..1000, α < β (a minus sign either way).
fn window(text: &str) -> Result<(i32, i32), String> {
    let number =
        |t: &str| t.trim().replace('−', "-").parse::<i32>().ok().filter(|v| v.abs() <= 1000);
    match text.split_once(',').map(|(a, b)| (number(a), number(b))) {
        Some((Some(alpha), Some(beta))) if alpha < beta => Ok((alpha, beta)),
        _ => Err(crate::tr!("window-refused", text = text)),
    }
}

impl PracticeArgs {
    pub(super) fn options(&self) -> Result<crate::tui::practice::Options> {
        let bad = |what: String| -> anyhow::Error { BadInput(what).into() };
        let (shape, strict) = self.shape.parse()?;
        Ok(crate::tui::practice::Options {
            depth: shape.depth,
            branching: shape.branching,
            values: shape.values,
            chance: self.chance,
            strict,
            root_min: self.root == "min",
            grow: self.grow,
            windows: self.windows,
            window: self.window.as_deref().map(window).transpose().map_err(bad)?,
            seed: self.seed,
        })
    }
}

#[derive(Args, Debug, Clone)]
pub struct TreeArgs {
    /// json: nested nodes (move, state, player, value, bound, alpha, beta, pruned, children); dot:
    /// for Graphviz, pruned edges dashed, the principal variation bold.
    #[arg(long, value_enum, default_value_t = FormatArg::Json, allow_hyphen_values = true)]
    pub format: FormatArg,
    /// Refuse trees whose search takes more steps than this (each node is a few steps, each pruned
    /// move one); at most 5,000,000.
    #[arg(long, value_name = "N", default_value_t = crate::engine::trace::MAX_EVENT_CAP, value_parser = event_cap, allow_hyphen_values = true)]
    pub max_events: usize,
}

/// `--format`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FormatArg {
    Json,
    Dot,
}

impl From<FormatArg> for Format {
    fn from(format: FormatArg) -> Format {
        match format {
            FormatArg::Json => Format::Json,
            FormatArg::Dot => Format::Dot,
        }
    }
}

/// `minimax export GAME`: the search as a picture.
#[derive(Args, Debug, Clone)]
pub struct ExportArgs {
    /// tikz: a LaTeX document of base packages (pdflatex it); svg: for a web page or slides; dot: for
    /// Graphviz.
    #[arg(long, value_enum, default_value_t = PictureArg::Tikz, allow_hyphen_values = true)]
    pub format: PictureArg,
    /// With tikz: a Beamer frame that builds the search a click at a time: each step (a node
    /// entered, a value known, a cutoff), or with `--steps cutoffs` a cutoff at a time.
    #[arg(long, value_enum, num_args = 0..=1, default_missing_value = "each", allow_hyphen_values = true)]
    pub steps: Option<StepsArg>,
    /// Refuse searches of more steps than this: a picture of more is not read (at most
    /// 5,000,000; each node is a few steps, each pruned move one).
    #[arg(long, value_name = "N", default_value_t = 3000, value_parser = event_cap, allow_hyphen_values = true)]
    pub max_events: usize,
}

/// `export --steps`: a click a step, or a cutoff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StepsArg {
    Each,
    Cutoffs,
}

/// `export --format`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PictureArg {
    Tikz,
    Svg,
    Dot,
}

impl ExportArgs {
    /// The format to write, or why the switches do not go together.
    pub fn format(&self) -> Result<Format, String> {
        match (self.format, self.steps) {
            (PictureArg::Tikz, Some(StepsArg::Each)) => Ok(Format::Beamer),
            (PictureArg::Tikz, Some(StepsArg::Cutoffs)) => Ok(Format::BeamerCutoffs),
            (_, Some(_)) => Err(crate::tr!("export-steps-tikz")),
            (PictureArg::Tikz, None) => Ok(Format::Tikz),
            (PictureArg::Svg, None) => Ok(Format::Svg),
            (PictureArg::Dot, None) => Ok(Format::Dot),
        }
    }
}

/// A cap on recorded search steps: 1 to `MAX_EVENT_CAP`.
fn event_cap(text: &str) -> Result<usize, String> {
    at_most(text, crate::engine::trace::MAX_EVENT_CAP as u64).map(|n| n as usize)
}

/// `arena GAME` for every game but Nim: a tournament.
#[derive(Args, Debug, Clone)]
pub struct ArenaArgs {
    /// A player: a command speaking the game's line protocol (see docs/commands.md), or builtin:NAME.
    /// Give several for a round robin; each plays every other entrant.
    #[arg(long, value_name = "CMD", required = true, allow_hyphen_values = true)]
    pub player: Vec<String>,
    /// Built-in opponents, comma-separated: random, weak (depth 2), fair (4), strong, perfect
    /// (where the game is solved), search:DEPTH. They play the players, not each other.
    #[arg(long, default_value = "random,weak,strong", allow_hyphen_values = true)]
    pub opponents: String,
    /// Seeded starts per pairing (each played twice, sides swapped), at most 100,000.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = start_count, allow_hyphen_values = true)]
    pub games: u32,
    /// Seed for the starts and the built-in players' random moves.
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_number, allow_hyphen_values = true)]
    pub seed: u64,
    /// Seconds a player may take for each answer (at most 600).
    #[arg(long, value_name = "SECS", default_value_t = 2.0, allow_hyphen_values = true)]
    pub timeout: f64,
    /// Games played at once (1 to 64): external players on several cores.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = job_count, allow_hyphen_values = true)]
    pub jobs: usize,
    /// Print one JSON object (every game, with its moves and the referee's findings).
    #[arg(long)]
    pub json: bool,
    /// Write each game's record into this folder (game-00001.json …), for `play --load`.
    #[arg(long, value_name = "DIR")]
    pub save: Option<std::path::PathBuf>,
}

/// Games at once: 1 to 64.
fn job_count(text: &str) -> Result<usize, String> {
    at_most(text, 64).map(|n| n as usize)
}

impl ArenaArgs {
    pub(super) fn request(self) -> crate::arena::request::ArenaRequest {
        crate::arena::request::ArenaRequest {
            players: self.player,
            opponents: self.opponents,
            starts: self.games as usize,
            seed: self.seed,
            timeout: self.timeout,
            jobs: self.jobs,
            json: self.json,
            save: self.save,
        }
    }
}

/// `--engine` for the games without an engine of their own: the teaching engine's minimax, or
/// Monte Carlo tree search.
pub fn engine_arg() -> Arg {
    Arg::new("engine")
        .long("engine")
        .value_name("ENGINE")
        .value_parser(PossibleValuesParser::new(["alpha-beta", MCTS]))
        .default_value("alpha-beta")
        .help("alpha-beta: the teaching engine (minimax with the switches above); mcts: Monte Carlo tree search (UCT) with the --iterations, --exploration, --seed, --node-cap and --playout below (and --time)")
}

/// `--seed` for the games without a seed of their own (Nim's deals its random heaps, and seeds
/// the search too).
pub fn seed_arg() -> Arg {
    Arg::new("seed")
        .long("seed")
        .value_name("S")
        .value_parser(seed_number)
        .allow_hyphen_values(true)
        .help("MCTS: the seed of every random choice (the same seed, the same search; default 0)")
}

/// The seed the command line gives (`--seed`), 0 if none.
fn seed_of(matches: &ArgMatches) -> u64 {
    matches.try_get_one::<u64>("seed").ok().flatten().copied().unwrap_or(0)
}

/// Whether the command line chose Monte Carlo tree search (`--engine mcts`).
pub fn chose_mcts(matches: &ArgMatches) -> bool {
    matches.try_get_one::<String>("engine").ok().flatten().is_some_and(|e| e == MCTS)
}

/// Monte Carlo's own switches, by their ids.
const MCTS_SWITCHES: &[&str] = &["iterations", "exploration", "node_cap", "playout"];

/// The command a switch is checked for: `play` keeps the teaching engine's switches whatever
/// plays (the app's hints and step-through are that engine's).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    Solve,
    Export,
    Play,
}

/// What the command line chose, as far as who reads a switch goes.
struct Chosen {
    mcts: bool,
    heuristic_playouts: bool,
    reading: Reading,
    /// The game has a `--seed` of its own here (Nim's random heaps), read whatever searches.
    own_seed: bool,
}

/// Switches and whether the chosen engine reads them, with the advice for one given in vain
/// (`{}` the switch).
struct Reader {
    switches: fn(&dyn Entry) -> Vec<String>,
    reads: fn(&Chosen) -> bool,
    advice: &'static str,
}

fn listed(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|id| id.to_string()).collect()
}

/// Who reads what: the first switch given that its engine would not read is refused.
const READERS: &[Reader] = &[
    Reader {
        switches: |_| listed(MCTS_SWITCHES),
        reads: |c| c.mcts,
        advice: "{} is Monte Carlo's switch: add --engine mcts",
    },
    Reader {
        switches: |_| listed(&["seed"]),
        reads: |c| c.mcts || c.own_seed,
        advice: "{} seeds Monte Carlo's random choices, and no other search makes any: add --engine mcts (or --random-ties SEED for ties broken at random)",
    },
    Reader {
        switches: |_| listed(TEACHING_SWITCHES),
        reads: |c| !c.mcts || c.reading == Reading::Play,
        advice: "{} is the search engine's switch, and Monte Carlo does not read it: leave it out, or leave out --engine mcts",
    },
    Reader {
        switches: |_| listed(&["max_events"]),
        reads: |c| !c.mcts,
        advice: "{} bounds the search engine's tree, and Monte Carlo's picture is its most visited nodes: leave it out, or leave out --engine mcts",
    },
    Reader {
        switches: |entry| entry.own_engine_params().iter().map(|p| p.0.to_string()).collect(),
        reads: |c| !c.mcts || c.reading == Reading::Play,
        advice: "{} is read by this game's own search, and Monte Carlo does not read it: leave it out, or leave out --engine mcts",
    },
    Reader {
        switches: |entry| entry.evaluation_params().iter().map(|p| p.0.to_string()).collect(),
        reads: |c| !c.mcts || c.heuristic_playouts || c.reading == Reading::Play,
        advice: "{} chooses the evaluation, which Monte Carlo reads only in heuristic playouts: add --playout heuristic",
    },
];

/// A switch given on the command line that the chosen engine would not read, refused with the
/// engine that has it (see `READERS`).
pub fn unread_switch(
    matches: &ArgMatches,
    entry: &dyn Entry,
    usage: Use,
    reading: Reading,
) -> Result<(), String> {
    let playout = matches.try_get_one::<PlayoutArg>("playout").ok().flatten();
    let chosen = Chosen {
        mcts: chose_mcts(matches),
        heuristic_playouts: playout == Some(&PlayoutArg::Heuristic),
        reading,
        own_seed: entry.params().iter().any(|p| p.long == "seed" && p.uses.contains(&usage)),
    };
    for reader in READERS.iter().filter(|r| !(r.reads)(&chosen)) {
        if let Some(long) = first_given(matches, &(reader.switches)(entry)) {
            return Err(reader.advice.replace("{}", &long));
        }
    }
    Ok(())
}

/// Monte Carlo tree search's settings (with `--engine mcts`; `--time` is the engine switches').
#[derive(Args, Debug, Clone)]
pub struct MctsArgs {
    /// MCTS: iterations to run (2 to 100,000,000: the first only opens the root; default 10,000
    /// unless --time is given; with both, whichever ends first).
    #[arg(long, value_name = "N", value_parser = iteration_count, allow_hyphen_values = true)]
    pub iterations: Option<u64>,
    /// MCTS: C in UCB1 = mean + C·√(ln N / n), in units of the largest result (0 to 100;
    /// default √2 ≈ 1.41).
    #[arg(long, value_name = "C", value_parser = exploration, allow_hyphen_values = true)]
    pub exploration: Option<f64>,
    /// MCTS: the most nodes the tree holds, at most 64 bytes each (2 to 10,000,000: the root
    /// and a move; default 1,000,000). Past it the tree stops growing and iterations play out
    /// from its leaves.
    #[arg(long = "node-cap", value_name = "N", value_parser = node_cap, allow_hyphen_values = true)]
    pub node_cap: Option<usize>,
    /// MCTS: how playouts choose moves: random, or heuristic (the move the game's evaluation
    /// likes best, one move in four at random).
    #[arg(long, value_enum, default_value_t = PlayoutArg::Random)]
    pub playout: PlayoutArg,
}

/// `--playout`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlayoutArg {
    Random,
    Heuristic,
}

/// Iterations: 2 to `mcts::MAX_ITERATIONS` (one iteration only opens the root: no move has
/// been tried, and there was "no move to choose").
fn iteration_count(text: &str) -> Result<u64, String> {
    in_range(text, 2, crate::engine::mcts::MAX_ITERATIONS)
}

/// A node cap: 2 to `mcts::MAX_NODE_CAP` (a tree of the root alone never tries a move).
fn node_cap(text: &str) -> Result<usize, String> {
    in_range(text, 2, crate::engine::mcts::MAX_NODE_CAP as u64).map(|n| n as usize)
}

/// UCB1's exploration constant: 0 to 100.
fn exploration(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(c) if (0.0..=100.0).contains(&c) => Ok(c),
        _ => Err(crate::tr!("not-zero-to-hundred", text = text)),
    }
}

impl MctsArgs {
    /// The Monte Carlo search's settings, with `time` from the engine switches; `None` for the
    /// alpha-beta engine.
    pub fn config(
        &self,
        matches: &ArgMatches,
        time: Option<std::time::Duration>,
    ) -> Option<crate::engine::mcts::MctsConfig> {
        let mcts = chose_mcts(matches);
        use crate::engine::mcts::{DEFAULT_EXPLORATION, DEFAULT_NODE_CAP, MctsConfig, Playout};
        mcts.then(|| MctsConfig {
            iterations: self.iterations,
            time,
            exploration: self.exploration.unwrap_or(DEFAULT_EXPLORATION),
            seed: seed_of(matches),
            node_cap: self.node_cap.unwrap_or(DEFAULT_NODE_CAP),
            playout: match self.playout {
                PlayoutArg::Random => Playout::Random,
                PlayoutArg::Heuristic => Playout::Heuristic,
            },
            recorded: 0,
        })
    }
}

#[derive(Args, Debug, Clone)]
pub struct EngineArgs {
    /// minimax (MAX-VALUE/MIN-VALUE) or negamax.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Minimax, allow_hyphen_values = true)]
    pub algorithm: AlgorithmArg,
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
    /// Iterative deepening on a clock: search depth 1, 2, 3 … (up to --depth, if given) for
    /// this many seconds and answer with the deepest depth that finished (0.001 to 3600).
    #[arg(long, value_name = "SECS", value_parser = seconds, allow_hyphen_values = true)]
    pub time: Option<std::time::Duration>,
    /// Killer moves: try the moves that last cut off at the same ply early.
    #[arg(long)]
    pub killers: bool,
    /// The history heuristic: try moves that cut off often, anywhere, early.
    #[arg(long)]
    pub history: bool,
    /// Principal variation search: probe each move after the first with a null window, and
    /// search it again only when the probe fails high.
    #[arg(long)]
    pub pvs: bool,
    /// Aspiration windows (with --time): search each iteration first with a window W either
    /// side of the last one's value, and again with the full window when it falls outside.
    #[arg(long, value_name = "W", value_parser = window_width, allow_hyphen_values = true)]
    pub aspiration: Option<u32>,
    /// A transposition table of fixed size, hashed, in this many megabytes (1 to 8192), as
    /// engines for big games use: entries survive between iterations and moves, and a full
    /// bucket replaces older and shallower entries first (default: a map that never forgets, up
    /// to 16 M positions).
    #[arg(long, value_name = "MB", value_parser = megabytes, conflicts_with = "no_tt", allow_hyphen_values = true)]
    pub hash: Option<u32>,
    /// Choose among equally good best moves at random, from this seed (the same seed, the same
    /// choices).
    #[arg(long, value_name = "SEED", allow_hyphen_values = true)]
    pub random_ties: Option<u64>,
}

/// An aspiration window's half-width, in the game's score units: 1 to a million.
fn window_width(text: &str) -> Result<u32, String> {
    at_most(text, 1_000_000).map(|n| n as u32)
}

/// A time budget in seconds: 0.001 to an hour.
pub(super) fn seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if (0.001..=3600.0).contains(&s) => Ok(std::time::Duration::from_secs_f64(s)),
        Ok(_) => Err(crate::tr!("seconds-out-of-range", text = text)),
        Err(_) => Err(crate::tr!("not-seconds", text = text)),
    }
}

/// `--algorithm`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum AlgorithmArg {
    Minimax,
    Negamax,
}

impl EngineArgs {
    pub fn config(&self) -> SearchConfig {
        SearchConfig {
            algorithm: match self.algorithm {
                AlgorithmArg::Minimax => Algorithm::Minimax,
                AlgorithmArg::Negamax => Algorithm::Negamax,
            },
            alpha_beta: !self.no_alpha_beta,
            depth: self.depth,
            transposition_table: !self.no_tt,
            move_ordering: !self.no_ordering,
            time: self.time,
            killers: self.killers,
            history: self.history,
            pvs: self.pvs,
            aspiration: self.aspiration.map(|w| w as crate::engine::Score),
            random_ties: self.random_ties,
            hash_bytes: self.hash.map(|mb| (mb as usize) << 20),
            ..SearchConfig::default()
        }
    }
}

/// What every `play` command takes: the engine switches, who plays, how the app opens.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub engine: EngineArgs,
    #[command(flatten)]
    pub mcts: MctsArgs,
    /// Who plays: you as MAX (first) against the computer, the reverse, computer vs computer, or
    /// two people.
    #[arg(long, value_enum, default_value_t = ModeArg::HumanVsPc, allow_hyphen_values = true)]
    pub mode: ModeArg,
    #[command(flatten)]
    pub launch: LaunchArgs,
    /// The computer's own switches when it plays MIN, in quotes: `--mode pc-vs-pc --depth 2
    /// --min-engine "--depth 6 --pvs"` sets depth 2 against depth 6 with PVS, and
    /// `--min-engine "--engine mcts --iterations 1000"` Monte Carlo tree search for MIN.
    #[arg(long, value_name = "SWITCHES", allow_hyphen_values = true)]
    pub min_engine: Option<String>,
}

/// Engine switches written as one argument (`--min-engine "--depth 6 --pvs"`), and the Monte
/// Carlo settings where they say `--engine mcts`.
pub(super) fn engine_switches(
    text: &str,
) -> Result<(SearchConfig, Option<crate::engine::mcts::MctsConfig>)> {
    let command = EngineArgs::augment_args(Command::new("--min-engine").no_binary_name(true));
    let command = MctsArgs::augment_args(command).arg(engine_arg()).arg(seed_arg());
    let matches = command
        .try_get_matches_from(text.split_whitespace())
        .map_err(|e| BadInput(format!("--min-engine: {}", super::usage::line(&e))))?;
    let args = EngineArgs::from_arg_matches(&matches)?;
    if args.aspiration.is_some() && args.time.is_none() {
        return Err(BadInput(crate::tr!("min-engine-aspiration")).into());
    }
    let mcts = MctsArgs::from_arg_matches(&matches)?.config(&matches, args.time);
    Ok((args.config(), mcts))
}

/// `--mode`, as the command line spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    /// You are MAX (you move first); the computer is MIN.
    HumanVsPc,
    /// The computer is MAX (it moves first); you are MIN.
    PcVsHuman,
    /// The computer plays both sides; you watch.
    PcVsPc,
    /// Two people at one keyboard.
    HumanVsHuman,
}

impl From<ModeArg> for Mode {
    fn from(mode: ModeArg) -> Mode {
        match mode {
            ModeArg::HumanVsPc => Mode::HumanVsPc,
            ModeArg::PcVsHuman => Mode::PcVsHuman,
            ModeArg::PcVsPc => Mode::PcVsPc,
            ModeArg::HumanVsHuman => Mode::HumanVsHuman,
        }
    }
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
    #[command(flatten)]
    pub colours: ColourArgs,
}

impl LaunchArgs {
    pub fn launch(&self) -> tui::app::Launch {
        tui::app::Launch {
            step: self.step,
            trace_cap: self.trace_cap,
            palette: self.colours.palette(),
            ..Default::default()
        }
    }
}
