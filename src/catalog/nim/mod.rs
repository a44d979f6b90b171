//! Nim's entry: the heaps and the rule; the app can also start from random heaps.

pub mod arena;
pub mod commands;
mod screen;
mod solve;

pub use solve::explanation;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{EVERYWHERE, Kind, Metadata, Param, ParamId, Use, Values, bad};
use crate::engine::SearchConfig;
use crate::games::nim::{DEFAULT_HEAPS, MAX_HEAP, MAX_HEAPS, Nim, NimState};
use crate::rng::Rng;
use crate::session::{GameSession, Session};

pub struct NimEntry;
pub static NIM: NimEntry = NimEntry;

pub const HEAPS: ParamId = ParamId("heaps");
pub const RULE: ParamId = ParamId("rule");
pub const RANDOM_HEAPS: ParamId = ParamId("random-heaps");
pub const MAX_RANDOM: ParamId = ParamId("max-heap");
pub const SEED: ParamId = ParamId("seed");

static PARAMS: [Param; 5] = [
    Param {
        id: HEAPS,
        long: "heaps",
        value_name: "HEAPS",
        label: Some("Heaps"),
        help: "Heap sizes, comma-separated (0 is an empty heap): at most 64 heaps of at most 1,000,000",
        kind: Kind::List { least: 0, most: MAX_HEAP as u64, default: &DEFAULT_HEAPS },
        uses: EVERYWHERE,
    },
    Param {
        id: RULE,
        long: "normal",
        value_name: "",
        label: Some("Rule"),
        help: "Normal play: taking the last stone wins (default: misère, it loses)",
        kind: Kind::Choice { options: &["misère", "normal"], default: 0, flag: true },
        uses: EVERYWHERE,
    },
    Param {
        id: RANDOM_HEAPS,
        long: "random-heaps",
        value_name: "N",
        label: None,
        help: "Start from N random heaps instead of --heaps (1 to 64)",
        kind: Kind::Number { least: 1, most: MAX_HEAPS as u64, default: None },
        uses: &[Use::Play],
    },
    Param {
        id: MAX_RANDOM,
        long: "max-heap",
        value_name: "M",
        label: None,
        help: "Most stones in a random heap (at most 1,000,000)",
        kind: Kind::Number { least: 1, most: MAX_HEAP as u64, default: Some(7) },
        uses: &[Use::Play],
    },
    Param {
        id: SEED,
        long: "seed",
        value_name: "S",
        label: None,
        help: "Seed for the random heaps (default: from the clock)",
        kind: Kind::Number { least: 0, most: u64::MAX, default: None },
        uses: &[Use::Play],
    },
];

impl NimEntry {
    /// The rule and the starting heaps (random ones when asked for), or what is wrong.
    fn position(&self, values: &Values) -> Result<(Nim, NimState), String> {
        let game = Nim { misere: values.choice(RULE) == 0 };
        let heaps = match values.number(RANDOM_HEAPS) {
            Some(n) => {
                let seed = values.number(SEED).unwrap_or_else(clock_seed);
                let most = values.number(MAX_RANDOM).unwrap_or(7) as u32;
                crate::games::nim::random_start(&mut Rng::new(seed), n as usize, most)
            }
            None => values.list(HEAPS).to_vec(),
        };
        let state = NimState::new(&heaps).map_err(|e| e.to_string())?;
        Ok((game, state))
    }
}

/// A seed from the clock, for random heaps when none is given.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

static METADATA: Metadata = Metadata {
    key: "nim",
    title: "Nim",
    about: "Nim: take stones from one heap; under the default misère rule, taking the last stone loses",
    params: &PARAMS,
    default_depth: None,
    start: None,
    own_engine: &[],
    evaluation: &[],
};

impl GameEntry for NimEntry {
    type Game = Nim;
    const METADATA: &'static Metadata = &METADATA;

    fn own_commands(&self) -> &'static [&'static dyn crate::catalog::command::GameCommand] {
        commands::COMMANDS
    }

    fn start(&self, values: &Values) -> Result<Start<Nim>, String> {
        let (game, state) = self.position(values)?;
        Ok(Start::at(game, state))
    }

    fn state_json(_: &Nim, state: &NimState) -> serde_json::Value {
        json!(state.heaps)
    }

    fn session(&self, _: &Values, start: Start<Nim>) -> Result<Box<dyn Session>, String> {
        if start.from.heaps.iter().all(|&h| h == 0) {
            return Err(crate::tr!("nim-all-empty"));
        }
        // Past `LISTED_MOVES` stones the app computes each move it shows (`MoveSpace`) and
        // answers by Bouton's rule, so 64 heaps of a million open as fast as 2, 5, 3.
        Ok(Box::new(GameSession::new(start.game, start.from)))
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let (game, state) = self.position(values).map_err(bad)?;
        solve::solve(&game, &state, config, json, &mut out)
    }

    fn tree_search(
        &self,
        _: &Values,
        start: &Start<Nim>,
        config: &SearchConfig,
        max_events: usize,
    ) -> Result<SearchConfig> {
        // The root alone lists a move per stone, each at least one step of the tree: more stones
        // than steps allowed cannot fit, and are refused before a move is listed (64 heaps of a
        // million ran 90 s at 1 GB before).
        let stones: u64 = start.from.heaps.iter().map(|&h| u64::from(h)).sum();
        if stones > max_events as u64 {
            return Err(bad(crate::tr!("nim-tree-too-wide", moves = stones, most = max_events)));
        }
        Ok(*config)
    }
}
