//! The Sum Game's entry: target, move set and moves already played.

mod arena;
mod residues;
mod screen;
mod solve;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{ArenaEntry, EVERYWHERE, Kind, Metadata, Param, ParamId, Values, bad};
use crate::engine::SearchConfig;
use crate::games::sum::{DEFAULT_MOVES, DEFAULT_TARGET, MAX_TARGET, SumGame, SumState};

pub struct Sum;
pub static SUM: Sum = Sum;

pub const TARGET: ParamId = ParamId("target");
pub const MOVES: ParamId = ParamId("moves");
pub const PLAYED: ParamId = ParamId("played");

static PARAMS: [Param; 3] = [
    Param {
        id: TARGET,
        long: "target",
        value_name: "L",
        label: Some("Target L"),
        help: "The target L to reach exactly (at most 10,000,000)",
        kind: Kind::Number {
            least: 1,
            most: MAX_TARGET as u64,
            default: Some(DEFAULT_TARGET as u64),
        },
        uses: EVERYWHERE,
    },
    Param {
        id: MOVES,
        long: "moves",
        value_name: "T",
        label: Some("Move set T"),
        help: "The move set T, comma-separated (empty = 2,3)",
        kind: Kind::List { least: 1, most: u32::MAX as u64, default: &DEFAULT_MOVES },
        uses: EVERYWHERE,
    },
    Param {
        id: PLAYED,
        long: "played",
        value_name: "MOVES",
        label: Some("Played"),
        help: "Moves already played, comma-separated, MAX first",
        kind: Kind::List { least: 1, most: u32::MAX as u64, default: &[] },
        uses: EVERYWHERE,
    },
];

impl Sum {
    /// The game and the position after the played moves, or what is wrong with them.
    fn position(&self, values: &Values) -> Result<(SumGame, SumState), String> {
        let target = values.number(TARGET).unwrap_or(DEFAULT_TARGET as u64) as u32;
        let game = SumGame::new(target, values.list(MOVES)).map_err(|e| e.to_string())?;
        let state = game.after(values.list(PLAYED)).map_err(|e| e.to_string())?;
        Ok((game, state))
    }
}

static METADATA: Metadata = Metadata {
    key: "sum",
    title: "Sum Game",
    about: "The Sum Game: add numbers from the move set; reach the target exactly to win, overshoot to lose",
    params: &PARAMS,
    default_depth: None,
    start: Some(PLAYED),
    own_engine: &[],
    evaluation: &[],
};

impl GameEntry for Sum {
    type Game = SumGame;
    const METADATA: &'static Metadata = &METADATA;

    fn start(&self, values: &Values) -> Result<Start<SumGame>, String> {
        let (game, _) = self.position(values)?;
        // Played from the start, so that the given moves show as the game's first moves.
        let from = game.start();
        Ok(Start { game, from, moves: values.list(PLAYED).to_vec() })
    }

    fn state_json(_: &SumGame, state: &SumState) -> serde_json::Value {
        json!(state.sum)
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let (game, state) = self.position(values).map_err(bad)?;
        solve::sum(&game, state, values.list(PLAYED), config, json, &mut out)
    }

    fn tournaments(&self) -> Option<&dyn ArenaEntry> {
        Some(self)
    }
}

impl super::Tournaments for Sum {
    type Game = SumGame;

    fn arena_game(&self, values: &Values) -> Result<SumGame, String> {
        self.position(values).map(|(game, _)| game)
    }
}
