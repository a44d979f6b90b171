//! The list of games, and one folder per game with everything the game adds beyond its rules:
//! its entry (`mod.rs`: the `Metadata`, where the game starts and how to solve it, a
//! `generic::GameEntry`), its screen
//! (`screen.rs`: what a session needs of it), its reports (`solve.rs`) and its arena side
//! (`arena.rs`). The start form, the command line, `--help`, records and arena reports all read
//! `GAMES`; nothing else lists the games. Adding a game: its rules (`games/`), its folder here,
//! and a line in `GAMES`.
//!
//! Layering: `cli`, `commands` and `tui` read the catalog; the catalog builds on `session`,
//! `arena`, `report`, `games` and `engine`, none of which reads the catalog.

pub mod command;
pub mod connect4;
pub mod generic;
pub mod nim;
pub mod records;
pub mod reversi;
pub mod sum;
pub mod tictactoe;
pub mod tree;

use std::io::Write;

use anyhow::Result;

use crate::arena::request::{ArenaRequest, run};
use crate::arena::tournament::ArenaGame;
use crate::engine::SearchConfig;
use crate::parse;
use crate::report::tree::Format;
use crate::session::Session;

/// Every game, in the order the start form offers them.
/// The message naming a game for people (`game-nim`), or its about line (`game-nim-about`): the
/// start screen's words for the catalog's `title` and `about`, in each language.
pub fn game_message(key: &str, about: bool) -> String {
    match about {
        true => format!("game-{key}-about"),
        false => format!("game-{key}"),
    }
}

/// The message of a parameter's label on the start screen (`param-nim-heaps`), or of its help
/// (`param-nim-heaps-help`); the textbook tree's tree, which has no option name, is `tree`.
pub fn param_message(key: &str, long: &str, help: bool) -> String {
    let long = if long.is_empty() { "tree" } else { long };
    match help {
        true => format!("param-{key}-{long}-help"),
        false => format!("param-{key}-{long}"),
    }
}

pub static GAMES: &[&dyn Entry] = &[
    &sum::SUM,
    &nim::NIM,
    &tictactoe::TICTACTOE,
    &connect4::CONNECT4,
    &reversi::REVERSI,
    &tree::TREE,
];

/// The entry whose key is `key` (`sum`, `nim`, …).
pub fn find(key: &str) -> Option<&'static dyn Entry> {
    GAMES.iter().copied().find(|e| e.key() == key)
}

/// Names a parameter of a game, for the form and for the entry reading its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParamId(pub &'static str);

/// Which commands take a parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    Play,
    Solve,
    Tree,
    /// `minimax perft`: the position only.
    Perft,
}

/// `--engine`'s value that chooses Monte Carlo tree search: every game takes it, Reversi and
/// Connect Four among their own engines.
pub const MCTS: &str = "mcts";

/// Every use: the game's own parameters.
pub const EVERYWHERE: &[Use] = &[Use::Play, Use::Solve, Use::Tree];
/// Every use, `perft` too: where a game starts.
pub const POSITION_USES: &[Use] = &[Use::Play, Use::Solve, Use::Tree, Use::Perft];

/// What values a parameter takes.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// A whole number from `least` to `most`; with no default it may be left out.
    Number { least: u64, most: u64, default: Option<u64> },
    /// Comma-separated numbers from `least` to `most`.
    List { least: u64, most: u64, default: &'static [u32] },
    /// One of a few words. With `flag`, the command line has a switch (`--normal`) for the second.
    Choice { options: &'static [&'static str], default: usize, flag: bool },
    /// Text the game reads (a board, a tree); with no default it may be left out. The start
    /// form's ←/→ cycle through the examples.
    Text { default: Option<&'static str>, examples: &'static [&'static str] },
}

/// A parameter of a game.
#[derive(Clone, Copy, Debug)]
pub struct Param {
    pub id: ParamId,
    /// `--long` on the command line.
    pub long: &'static str,
    pub value_name: &'static str,
    /// Its name on the start form; `None`: the command line only.
    pub label: Option<&'static str>,
    pub help: &'static str,
    pub kind: Kind,
    pub uses: &'static [Use],
}

/// A parameter's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Number(Option<u64>),
    List(Vec<u32>),
    Choice(usize),
    Text(Option<String>),
}

impl Kind {
    pub fn default_value(&self) -> Value {
        match *self {
            Kind::Number { default, .. } => Value::Number(default),
            Kind::List { default, .. } => Value::List(default.to_vec()),
            Kind::Choice { default, .. } => Value::Choice(default),
            Kind::Text { default, .. } => Value::Text(default.map(String::from)),
        }
    }

    /// Reads typed text; the empty string is the default (the assignments' rule).
    pub fn parse(&self, text: &str) -> Result<Value, String> {
        if text.trim().is_empty() && !matches!(self, Kind::List { .. }) {
            return Ok(self.default_value());
        }
        match *self {
            Kind::Number { least, most, .. } => {
                parse::in_range(text, least, most).map(|n| Value::Number(Some(n)))
            }
            Kind::List { least, most, .. } => parse::list(text, least, most).map(Value::List),
            Kind::Choice { options, .. } => {
                options.iter().position(|o| *o == text.trim()).map(Value::Choice).ok_or_else(|| {
                    crate::tr!("parse-not-one-of", text = text, options = options.join(", "))
                })
            }
            Kind::Text { .. } => Ok(Value::Text(Some(text.to_string()))),
        }
    }

    /// A value as it is typed.
    pub fn show(&self, value: &Value) -> String {
        match (self, value) {
            (_, Value::Number(n)) => n.map_or(String::new(), |n| n.to_string()),
            (_, Value::List(items)) => {
                items.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
            }
            (Kind::Choice { options, .. }, Value::Choice(i)) => options[*i].to_string(),
            (_, Value::Choice(i)) => i.to_string(),
            (_, Value::Text(t)) => t.clone().unwrap_or_default(),
        }
    }
}

/// A game's parameter values, by id, and which of them the user gave (rather than defaults).
/// Two sets of values are equal when their values are, however they were given.
#[derive(Clone, Debug, Default)]
pub struct Values {
    values: Vec<(ParamId, Value)>,
    given: Vec<ParamId>,
}

impl PartialEq for Values {
    fn eq(&self, other: &Values) -> bool {
        let covered = |a: &Values, b: &Values| a.values.iter().all(|(id, v)| b.get(*id) == Some(v));
        covered(self, other) && covered(other, self)
    }
}

impl Values {
    /// Every parameter at its default.
    pub fn defaults(params: &[Param]) -> Values {
        Values {
            values: params.iter().map(|p| (p.id, p.kind.default_value())).collect(),
            given: vec![],
        }
    }

    /// Sets a value the user gave.
    pub fn set(&mut self, id: ParamId, value: Value) {
        match self.values.iter_mut().find(|(i, _)| *i == id) {
            Some(slot) => slot.1 = value,
            None => self.values.push((id, value)),
        }
        if !self.given.contains(&id) {
            self.given.push(id);
        }
    }

    /// Whether the user gave this value (a game may read a default differently: a CS188 file
    /// prunes strictly unless `--cut` says otherwise).
    pub fn given(&self, id: ParamId) -> bool {
        self.given.contains(&id)
    }

    pub fn get(&self, id: ParamId) -> Option<&Value> {
        self.values.iter().find(|(i, _)| *i == id).map(|(_, v)| v)
    }

    pub fn number(&self, id: ParamId) -> Option<u64> {
        match self.get(id) {
            Some(Value::Number(n)) => *n,
            _ => None,
        }
    }

    pub fn list(&self, id: ParamId) -> &[u32] {
        match self.get(id) {
            Some(Value::List(items)) => items,
            _ => &[],
        }
    }

    pub fn choice(&self, id: ParamId) -> usize {
        match self.get(id) {
            Some(Value::Choice(i)) => *i,
            _ => 0,
        }
    }

    pub fn text(&self, id: ParamId) -> Option<&str> {
        match self.get(id) {
            Some(Value::Text(t)) => t.as_deref(),
            _ => None,
        }
    }
}

/// What a game is called and takes, written once: the front ends (the start form, the command
/// line, `--help`, records, arena reports) all read it from here.
#[derive(Debug)]
pub struct Metadata {
    /// The game's name on the command line (`minimax solve sum`).
    pub key: &'static str,
    pub title: &'static str,
    /// One line about the game, for `--help` and the start form.
    pub about: &'static str,
    pub params: &'static [Param],
    /// The depth limit the game gets unless one is given (Reversi cannot be searched to the end).
    pub default_depth: Option<u32>,
    /// The parameter that says where a game starts (moves already played), if any: an arena
    /// draws its own seeded starts and does not take it (its records would replay them twice).
    pub start: Option<ParamId>,
    /// The parameters only the game's own engine reads: refused with `--engine mcts`, which
    /// would ignore them.
    pub own_engine: &'static [ParamId],
    /// The parameters that choose the evaluation: Monte Carlo reads them only in its heuristic
    /// playouts (`--playout heuristic`).
    pub evaluation: &'static [ParamId],
}

/// A game in the catalog, its concrete type erased: every method takes the parameter values and
/// gives back what the front ends need. Written once, for every `generic::GameEntry`.
pub trait Entry: Sync {
    fn metadata(&self) -> &'static Metadata;
    fn key(&self) -> &'static str {
        self.metadata().key
    }
    fn title(&self) -> &'static str {
        self.metadata().title
    }
    fn about(&self) -> &'static str {
        self.metadata().about
    }
    fn params(&self) -> &'static [Param] {
        self.metadata().params
    }
    fn default_depth(&self) -> Option<u32> {
        self.metadata().default_depth
    }
    fn start_param(&self) -> Option<ParamId> {
        self.metadata().start
    }
    fn own_engine_params(&self) -> &'static [ParamId] {
        self.metadata().own_engine
    }
    fn evaluation_params(&self) -> &'static [ParamId] {
        self.metadata().evaluation
    }
    /// The game ready to play in the app, or what is wrong with the values (one line).
    fn open(&self, values: &Values) -> Result<Box<dyn Session>, String>;
    /// `minimax solve KEY`: the report, as text or JSON.
    fn solve(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        out: &mut dyn Write,
    ) -> Result<()>;
    /// `solve KEY --explain`: the position's value explained by its proof, or why it cannot be
    /// (one line).
    fn explain(&self, values: &Values) -> Result<crate::session::explain::Explanation, String>;
    /// `minimax tree KEY`: the search tree.
    fn export(
        &self,
        values: &Values,
        config: &SearchConfig,
        format: Format,
        max_events: usize,
        out: &mut dyn Write,
    ) -> Result<()>;
    /// `minimax arena KEY`, where the game plays tournaments (unless it has a command of its own
    /// there: Nim's graded arena).
    fn arena(&self) -> Option<&dyn ArenaEntry> {
        None
    }
    /// `minimax perft KEY`, where the game counts its tree's leaves by depth.
    fn perft(&self) -> Option<&dyn PerftEntry> {
        None
    }
    /// The game's own commands (`minimax bench KEY`…), at most one a verb.
    fn commands(&self) -> &'static [&'static dyn command::GameCommand] {
        &[]
    }
}

/// A game's tournaments: `minimax arena KEY`.
pub trait ArenaEntry: Sync {
    fn arena(&self, values: &Values, request: &ArenaRequest, out: &mut dyn Write) -> Result<()>;
}

/// A game's leaf counts (a move generator's check and speed): `minimax perft KEY`.
pub trait PerftEntry: Sync {
    fn perft(&self, values: &Values, depth: u32, json: bool, out: &mut dyn Write) -> Result<()>;
}

impl PartialEq for &'static dyn Entry {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl std::fmt::Debug for &'static dyn Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

/// A game that plays tournaments names the game its values make; `minimax arena KEY` is then
/// written once, here: the tournament titled as the entry and saved as its records.
pub trait Tournaments: Entry {
    type Game: ArenaGame;
    fn arena_game(&self, values: &Values) -> Result<Self::Game, String>;
}

impl<T: Tournaments> ArenaEntry for T {
    fn arena(
        &self,
        values: &Values,
        request: &ArenaRequest,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let entry: &dyn Entry = self;
        let record = entry.record(values, vec![]);
        let game = self.arena_game(values).map_err(bad)?;
        // The game's name in the reader's language (English's is the title: JSON asks for it).
        let title = crate::i18n::word(&game_message(self.key(), false));
        run(&game, title, request, &record, &mut out)
    }
}

/// A one-line error for values the game refuses, shown as bad input (exit code 2).
pub fn bad(error: impl std::fmt::Display) -> anyhow::Error {
    crate::parse::BadInput::from_error(error).into()
}
