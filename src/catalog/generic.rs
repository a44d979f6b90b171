//! A game's entry over its own types, `GameEntry`; the erased `Entry` the front ends read is
//! written once for every one of them (opening the app's session, `minimax tree`, and handing
//! out the capabilities), so an entry says only what is its own.

use std::io::Write;

use anyhow::Result;

use super::{ArenaEntry, Entry, Metadata, PerftEntry, Values, bad, command::GameCommand};
use crate::engine::{Game, SearchConfig};
use crate::report::tree;
use crate::session::explain::{Explanation, explain};
use crate::session::{GameSession, Session, SessionGame};

/// Where a game opens: the game, the position it starts from, and the moves already played from
/// there (the app shows them as the game's first moves).
pub struct Start<G: Game> {
    pub game: G,
    pub from: G::State,
    pub moves: Vec<G::Move>,
}

impl<G: Game> Start<G> {
    /// A game that starts at `from` with no moves played.
    pub fn at(game: G, from: G::State) -> Self {
        Start { game, from, moves: vec![] }
    }

    /// The position after the moves played.
    pub fn position(&self) -> G::State {
        self.moves.iter().fold(self.from.clone(), |state, &mv| self.game.apply(&state, mv))
    }
}

/// A game in the catalog, over its own types.
pub trait GameEntry: Sync {
    type Game: SessionGame;
    const METADATA: &'static Metadata;

    /// The game the values make and where it starts, or what is wrong with them (one line).
    fn start(&self, values: &Values) -> Result<Start<Self::Game>, String>;

    /// A position as `minimax tree` writes it.
    fn state_json(game: &Self::Game, state: &<Self::Game as Game>::State) -> serde_json::Value;

    /// `minimax solve KEY`: the report, as text or JSON.
    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        out: &mut dyn Write,
    ) -> Result<()>;

    /// The session the app plays from `start`; an entry may refuse a start the app cannot play
    /// or add to it (Reversi: MIN's own heuristic).
    fn session(
        &self,
        _values: &Values,
        start: Start<Self::Game>,
    ) -> Result<Box<dyn Session>, String> {
        Ok(Box::new(GameSession::given(start.game, start.from, &start.moves)))
    }

    /// The search `minimax tree` runs from `start`: the switches given, unless the game reads
    /// them otherwise or refuses a tree that cannot fit in `max_events` steps.
    fn tree_search(
        &self,
        _values: &Values,
        _start: &Start<Self::Game>,
        config: &SearchConfig,
        _max_events: usize,
    ) -> Result<SearchConfig> {
        Ok(*config)
    }

    /// What a picture of the search calls the root (a textbook tree's own label).
    fn root_name(&self, _start: &Start<Self::Game>) -> String {
        "root".into()
    }

    fn tournaments(&self) -> Option<&dyn ArenaEntry> {
        None
    }

    fn leaf_counts(&self) -> Option<&dyn PerftEntry> {
        None
    }

    fn own_commands(&self) -> &'static [&'static dyn GameCommand] {
        &[]
    }
}

impl<T: GameEntry> Entry for T {
    fn metadata(&self) -> &'static Metadata {
        T::METADATA
    }

    fn open(&self, values: &Values) -> Result<Box<dyn Session>, String> {
        self.session(values, self.start(values)?)
    }

    fn solve(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        out: &mut dyn Write,
    ) -> Result<()> {
        self.report(values, config, json, out)
    }

    fn explain(&self, values: &Values) -> Result<Explanation, String> {
        let start = self.start(values)?;
        let position = start.position();
        explain(&start.game, &position, None, Default::default()).map_err(|why| why.words())
    }

    fn export(
        &self,
        values: &Values,
        config: &SearchConfig,
        format: tree::Format,
        max_events: usize,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let start = self.start(values).map_err(bad)?;
        let config = self.tree_search(values, &start, config, max_events)?;
        let state_json = |state: &_| T::state_json(&start.game, state);
        let root = start.position();
        let name = self.root_name(&start);
        tree::export(&start.game, &root, &name, &state_json, &config, format, max_events, &mut out)
    }

    fn arena(&self) -> Option<&dyn ArenaEntry> {
        self.tournaments()
    }

    fn perft(&self) -> Option<&dyn PerftEntry> {
        self.leaf_counts()
    }

    fn commands(&self) -> &'static [&'static dyn GameCommand] {
        self.own_commands()
    }
}
