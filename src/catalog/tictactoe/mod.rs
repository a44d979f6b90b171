//! Tic-tac-toe's entry: the board to solve from (the app starts from the empty board).

mod arena;
mod screen;
mod solve;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::{ArenaEntry, Entry, Kind, Metadata, Param, ParamId, Use, Values, bad};
use crate::engine::SearchConfig;
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::report::tree;
use crate::session::{GameSession, Session};

pub struct TicTacToeEntry;
pub static TICTACTOE: TicTacToeEntry = TicTacToeEntry;

pub const BOARD: ParamId = ParamId("board");

static PARAMS: [Param; 1] = [Param {
    id: BOARD,
    long: "board",
    value_name: "BOARD",
    label: None,
    help: "9 characters row-major from the top left: x, o, . or - (default: empty)",
    kind: Kind::Text { default: Some("........."), examples: &[] },
    uses: &[Use::Solve, Use::Tree, Use::Play],
}];

impl TicTacToeEntry {
    fn grid(&self, values: &Values) -> Result<Grid> {
        Grid::parse(values.text(BOARD).unwrap_or(".........")).map_err(bad)
    }
}

static METADATA: Metadata = Metadata {
    key: "tictactoe",
    title: "Tic-tac-toe",
    about: "Tic-tac-toe: X (MAX) moves first; three in a row wins (the plain tree has 549,946 nodes)",
    params: &PARAMS,
    default_depth: None,
    start: None,
};

impl Entry for TicTacToeEntry {
    fn metadata(&self) -> &'static Metadata {
        &METADATA
    }

    fn open(&self, values: &Values) -> Result<Box<dyn Session>, String> {
        let grid = self.grid(values).map_err(|e| e.to_string())?;
        Ok(Box::new(GameSession::new(TicTacToe, grid)))
    }

    fn solve(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        solve::solve_tictactoe(&self.grid(values)?, config, json, &mut out)
    }

    fn arena(&self) -> Option<&dyn ArenaEntry> {
        Some(self)
    }

    fn export(
        &self,
        values: &Values,
        config: &SearchConfig,
        format: tree::Format,
        max_events: usize,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let state_json = |g: &Grid| json!(g.text());
        let grid = self.grid(values)?;
        tree::export(&TicTacToe, &grid, &state_json, config, format, max_events, &mut out)
    }
}

impl super::Tournaments for TicTacToeEntry {
    type Game = TicTacToe;

    fn arena_game(&self, _: &Values) -> Result<TicTacToe, String> {
        Ok(TicTacToe)
    }
}
