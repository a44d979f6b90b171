//! Connect Four's entry: the board's size, a position in Pons' notation, and for `solve` the
//! strong solver's questions (weak, each column) and switches.

mod arena;
mod commands;
mod screen;
pub mod solve;
mod threats;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{
    ArenaEntry, Kind, MCTS, Metadata, POSITION_USES, Param, ParamId, PerftEntry, Use, Values, bad,
};
use crate::engine::SearchConfig;
use crate::games::connect4::solver::{DEFAULT_ENTRIES, Techniques};
use crate::games::connect4::{ConnectFour, Discs, MAX_SIDE, MIN_SIDE, perft};
use solve::{Question, solve, solve_teaching};

pub struct ConnectFourEntry;
pub static CONNECT4: ConnectFourEntry = ConnectFourEntry;

pub const WIDTH: ParamId = ParamId("width");
pub const HEIGHT: ParamId = ParamId("height");
pub const POSITION: ParamId = ParamId("position");
pub const WEAK: ParamId = ParamId("weak");
pub const ANALYSE: ParamId = ParamId("analyse");
pub const ENGINE: ParamId = ParamId("engine");
pub const NO_THREATS: ParamId = ParamId("no-threats");
pub const NO_ANTICIPATION: ParamId = ParamId("no-anticipation");
pub const NO_NULL_WINDOW: ParamId = ParamId("no-null-window");

/// The depth limit of the app's search on boards too large to search to the end.
pub const DEFAULT_DEPTH: u32 = 8;

const SOLVE: &[Use] = &[Use::Solve];

const fn flag(id: ParamId, long: &'static str, help: &'static str) -> Param {
    Param {
        id,
        long,
        value_name: "",
        label: None,
        help,
        kind: Kind::Choice { options: &["no", "yes"], default: 0, flag: true },
        uses: SOLVE,
    }
}

static PARAMS: [Param; 9] = [
    Param {
        id: WIDTH,
        long: "width",
        value_name: "W",
        label: Some("Width"),
        help: "Columns (4 to 9)",
        kind: Kind::Number { least: MIN_SIDE as u64, most: MAX_SIDE as u64, default: Some(7) },
        uses: POSITION_USES,
    },
    Param {
        id: HEIGHT,
        long: "height",
        value_name: "H",
        label: Some("Height"),
        help: "Rows (4 to 9)",
        kind: Kind::Number { least: MIN_SIDE as u64, most: MAX_SIDE as u64, default: Some(6) },
        uses: POSITION_USES,
    },
    Param {
        id: POSITION,
        long: "position",
        value_name: "COLUMNS",
        label: Some("Position"),
        help: "The columns played so far, 1-based, as Pons writes positions (4453); empty: the start",
        kind: Kind::Text { default: None, examples: &["4453", "44444", "3344556"] },
        uses: POSITION_USES,
    },
    flag(WEAK, "weak", "Only win, draw or loss (the score's sign), as Pons' weak solver"),
    flag(ANALYSE, "analyse", "Also the score of every column (Pons' -a)"),
    Param {
        id: ENGINE,
        long: "engine",
        value_name: "ENGINE",
        label: None,
        help: "strong: the dedicated solver; teaching: the app's search, with its switches; mcts: Monte Carlo tree search (UCT; see --iterations)",
        kind: Kind::Choice { options: &["strong", "teaching", MCTS], default: 0, flag: false },
        uses: SOLVE,
    },
    flag(NO_THREATS, "no-threats", "Strong solver: do not order moves by the threats they make"),
    flag(NO_ANTICIPATION, "no-anticipation", "Strong solver: search moves that lose at once too"),
    flag(
        NO_NULL_WINDOW,
        "no-null-window",
        "Strong solver: one full-window search, not null-window probes",
    ),
];

impl ConnectFourEntry {
    pub fn game(&self, values: &Values) -> Result<ConnectFour, String> {
        let side = |id| values.number(id).unwrap_or(0) as u8;
        ConnectFour::new(side(WIDTH), side(HEIGHT))
    }

    fn position(&self, game: &ConnectFour, values: &Values) -> Result<(String, Discs), String> {
        let text = values.text(POSITION).unwrap_or("").trim().to_string();
        let discs = game.parse(&text).map_err(|e| {
            crate::tr!("connect4-position-refused", position = text.as_str(), why = e)
        })?;
        Ok((text, discs))
    }

    /// The strong solver's switches: the engine's table and ordering switches, and its own.
    pub fn techniques(values: &Values, config: &SearchConfig) -> Techniques {
        let on = |id| values.choice(id) == 0;
        Techniques {
            table: config.transposition_table,
            centre_first: config.move_ordering,
            threats: config.move_ordering && on(NO_THREATS),
            anticipation: on(NO_ANTICIPATION),
            null_window: on(NO_NULL_WINDOW),
        }
    }

    /// The strong solver's table entries: `--hash` MB, else the solver's default (8 M).
    pub fn entries(config: &SearchConfig) -> usize {
        config.hash_bytes.map_or(DEFAULT_ENTRIES, |b| b / 8)
    }
}

static METADATA: Metadata = Metadata {
    key: "connect4",
    title: "Connect Four",
    about: "Connect Four: the first player (MAX) drops first; four in a row wins; solved exactly as Pons scores it",
    params: &PARAMS,
    default_depth: Some(DEFAULT_DEPTH),
    start: Some(POSITION),
    own_engine: &[WEAK, ANALYSE, NO_THREATS, NO_ANTICIPATION, NO_NULL_WINDOW],
    evaluation: &[],
};

impl GameEntry for ConnectFourEntry {
    type Game = ConnectFour;
    const METADATA: &'static Metadata = &METADATA;

    fn own_commands(&self) -> &'static [&'static dyn crate::catalog::command::GameCommand] {
        commands::COMMANDS
    }

    fn start(&self, values: &Values) -> Result<Start<ConnectFour>, String> {
        let game = self.game(values)?;
        let (text, _) = self.position(&game, values)?;
        let moves: Vec<u8> = text.bytes().map(|b| b - b'1').collect();
        Ok(Start { game, from: Discs::default(), moves })
    }

    fn state_json(game: &ConnectFour, discs: &Discs) -> serde_json::Value {
        json!(crate::games::connect4::rows(game, discs))
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let game = self.game(values).map_err(bad)?;
        let (text, discs) = self.position(&game, values).map_err(bad)?;
        let question = Question {
            game: &game,
            position: &text,
            discs,
            weak: values.choice(WEAK) == 1,
            analyse: values.choice(ANALYSE) == 1,
            techniques: Self::techniques(values, config),
            entries: Self::entries(config),
            json,
        };
        // A switch the chosen engine does not use is refused, naming the engine that has it,
        // rather than ignored (`--depth 3` ran the strong solver's exact solve for minutes).
        // (The command line fills in the teaching engine's default depth where none is given.)
        let strong_switches = SearchConfig {
            depth: config.depth.filter(|&d| d == DEFAULT_DEPTH),
            transposition_table: config.transposition_table,
            move_ordering: config.move_ordering,
            hash_bytes: config.hash_bytes,
            ..SearchConfig::default()
        };
        let strong_only = [WEAK, NO_THREATS, NO_ANTICIPATION, NO_NULL_WINDOW, ANALYSE]
            .iter()
            .any(|&id| values.choice(id) == 1);
        match values.choice(ENGINE) {
            0 if *config != strong_switches => Err(bad(crate::tr!("connect4-switches-teaching"))),
            0 => solve(&question, &mut out),
            _ if strong_only => Err(bad(crate::tr!("connect4-switches-strong"))),
            _ => solve_teaching(&question, config, &mut out),
        }
    }

    fn tournaments(&self) -> Option<&dyn ArenaEntry> {
        Some(self)
    }

    fn leaf_counts(&self) -> Option<&dyn PerftEntry> {
        Some(self)
    }
}

impl super::Tournaments for ConnectFourEntry {
    type Game = ConnectFour;

    fn arena_game(&self, values: &Values) -> Result<ConnectFour, String> {
        self.game(values)
    }
}

impl PerftEntry for ConnectFourEntry {
    fn perft(&self, values: &Values, depth: u32, json: bool, out: &mut dyn Write) -> Result<()> {
        let game = self.game(values).map_err(bad)?;
        let (_, discs) = self.position(&game, values).map_err(bad)?;
        let started = std::time::Instant::now();
        let count = perft(&game, &discs, depth);
        let seconds = started.elapsed().as_secs_f64();
        if json {
            writeln!(
                out,
                "{}",
                json!({"game": "connect4", "depth": depth, "count": count, "seconds": seconds})
            )?;
        } else {
            // The count for people, then alone on the last line for scripts (as Reversi's).
            let said = crate::tr!(
                "c4-perft",
                size = format!("{}x{}", game.width(), game.height()),
                depth = depth,
                n = count,
                seconds = crate::i18n::decimal(seconds, 3)
            );
            writeln!(out, "{said}\n{count}")?;
        }
        Ok(())
    }
}
