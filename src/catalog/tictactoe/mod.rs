//! Tic-tac-toe's entry: the board to solve from (the app starts from the empty board).

mod arena;
mod screen;
mod solve;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{ArenaEntry, Kind, Metadata, Param, ParamId, Use, Values, bad};
use crate::engine::SearchConfig;
use crate::games::tictactoe::{Grid, TicTacToe};

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
    own_engine: &[],
    evaluation: &[],
};

impl GameEntry for TicTacToeEntry {
    type Game = TicTacToe;
    const METADATA: &'static Metadata = &METADATA;

    fn start(&self, values: &Values) -> Result<Start<TicTacToe>, String> {
        Ok(Start::at(TicTacToe, self.grid(values).map_err(|e| e.to_string())?))
    }

    fn state_json(_: &TicTacToe, grid: &Grid) -> serde_json::Value {
        json!(grid.text())
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        solve::solve_tictactoe(&self.grid(values)?, config, json, &mut out)
    }

    fn tournaments(&self) -> Option<&dyn ArenaEntry> {
        Some(self)
    }
}

impl super::Tournaments for TicTacToeEntry {
    type Game = TicTacToe;

    fn arena_game(&self, _: &Values) -> Result<TicTacToe, String> {
        Ok(TicTacToe)
    }
}
