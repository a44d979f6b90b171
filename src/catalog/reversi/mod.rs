//! Reversi's entry: the heuristic and exact endgame, and a board and side to move to solve from.

mod arena;
mod commands;
mod screen;
pub mod solve;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{
    ArenaEntry, EVERYWHERE, Kind, MCTS, Metadata, POSITION_USES, Param, ParamId, PerftEntry, Use,
    Values, bad,
};
use crate::engine::{Player, SearchConfig};
use crate::games::reversi::endgame::SOLVED_FROM;
use crate::games::reversi::midgame::CLOCK_DEPTH;
use crate::games::reversi::{Board, DEFAULT_DEPTH, Heuristic, Reversi};
use crate::session::SessionGame as _;
use crate::session::{GameSession, Session};

pub struct ReversiEntry;
pub static REVERSI: ReversiEntry = ReversiEntry;

pub const HEURISTIC: ParamId = ParamId("heuristic");
pub const EXACT_ENDGAME: ParamId = ParamId("exact-endgame");
pub const BOARD: ParamId = ParamId("board");
pub const TO_MOVE: ParamId = ParamId("to-move");
pub const MIN_HEURISTIC: ParamId = ParamId("min-heuristic");
pub const ENDGAME: ParamId = ParamId("endgame");
pub const WLD: ParamId = ParamId("wld");
pub const ENGINE: ParamId = ParamId("engine");
pub const THREADS: ParamId = ParamId("threads");

/// The heuristics, in the order `HEURISTIC`'s options name them.
const HEURISTICS: [Heuristic; 3] = [Heuristic::Discs, Heuristic::Strong, Heuristic::Pattern];

static PARAMS: [Param; 9] = [
    Param {
        id: THREADS,
        long: "threads",
        value_name: "N",
        label: None,
        help: "Threads for perft and the dedicated engine (sharing one table), 1 to 64 (default: the machine's cores)",
        kind: Kind::Number { least: 1, most: 64, default: None },
        uses: &[Use::Solve, Use::Perft],
    },
    Param {
        id: ENGINE,
        long: "engine",
        value_name: "ENGINE",
        label: Some("Computer's engine"),
        help: "dedicated: the Reversi engine (bitboards, PVS, iterative deepening; from 21 empty squares, or --exact-endgame N, the endgame solver's exact margin); teaching: the general engine with its switches, tree and full report. mcts: Monte Carlo tree search (UCT; see --iterations). In the app it is the computer's engine; hints, analyses and the step-through are always the teaching engine's",
        kind: Kind::Choice { options: &["dedicated", "teaching", MCTS], default: 0, flag: false },
        uses: &[Use::Solve, Use::Play],
    },
    Param {
        id: ENDGAME,
        long: "endgame",
        value_name: "",
        label: None,
        help: "Solve to the end with the dedicated endgame solver: the exact disc margin (at most 34 empty squares)",
        kind: Kind::Choice { options: &["no", "yes"], default: 0, flag: true },
        uses: &[Use::Solve],
    },
    Param {
        id: WLD,
        long: "wld",
        value_name: "",
        label: None,
        help: "With --endgame: only win, loss or draw (faster)",
        kind: Kind::Choice { options: &["no", "yes"], default: 0, flag: true },
        uses: &[Use::Solve],
    },
    Param {
        id: HEURISTIC,
        long: "heuristic",
        value_name: "HEURISTIC",
        label: Some("Heuristic"),
        help: "The evaluation at the depth limit: pattern (trained: the final margin foreseen from edges, corners, lines and diagonals; examples/train_reversi.rs makes it), discs (own minus the opponent's, the lab's) or strong (corners, mobility, squares)",
        kind: Kind::Choice { options: &["discs", "strong", "pattern"], default: 2, flag: false },
        uses: EVERYWHERE,
    },
    Param {
        id: MIN_HEURISTIC,
        long: "min-heuristic",
        value_name: "HEURISTIC",
        label: Some("White's heuristic"),
        help: "The heuristic White's computer plays with (same: --heuristic), so PC vs PC can set one against the other",
        kind: Kind::Choice {
            options: &["same", "discs", "strong", "pattern"],
            default: 0,
            flag: false,
        },
        uses: &[Use::Play],
    },
    Param {
        id: EXACT_ENDGAME,
        long: "exact-endgame",
        value_name: "N",
        label: Some("Exact endgame"),
        help: "Search to the end when the searched position has this many empty squares or fewer",
        kind: Kind::Number { least: 0, most: 64, default: Some(0) },
        uses: EVERYWHERE,
    },
    Param {
        id: BOARD,
        long: "board",
        value_name: "B",
        label: None,
        help: "64 characters a1..h1, a2..h2, …, h8: X black, O white, - or . empty (default: the start)",
        kind: Kind::Text { default: None, examples: &[] },
        uses: POSITION_USES,
    },
    Param {
        id: TO_MOVE,
        long: "to-move",
        value_name: "SIDE",
        label: None,
        help: "Who moves",
        kind: Kind::Choice { options: &["black", "white"], default: 0, flag: false },
        uses: POSITION_USES,
    },
];

impl ReversiEntry {
    /// `--threads`, else the machine's cores.
    fn threads(values: &Values) -> usize {
        let cores = crate::games::reversi::cores();
        values.number(THREADS).map_or(cores, |n| n as usize)
    }

    fn game(&self, values: &Values) -> Reversi {
        Reversi {
            heuristic: Self::heuristics(values).0,
            exact_endgame: values.number(EXACT_ENDGAME).unwrap_or(0) as u32,
            dedicated: values.choice(ENGINE) == 0,
        }
    }

    /// The heuristic chosen, and White's own where `--min-heuristic` gives one.
    fn heuristics(values: &Values) -> (Heuristic, Option<Heuristic>) {
        let min = values.choice(MIN_HEURISTIC).checked_sub(1).map(|i| HEURISTICS[i]);
        (HEURISTICS[values.choice(HEURISTIC)], min)
    }

    /// The board given (or the start) with the side to move.
    pub fn board(&self, values: &Values) -> Result<Board> {
        // The trained evaluation is refused, not read as zeros, when its weights cannot be read.
        let (max, min) = Self::heuristics(values);
        if max == Heuristic::Pattern || min == Some(Heuristic::Pattern) {
            crate::games::reversi::pattern::shipped().map_err(bad)?;
        }
        let to_move = if values.choice(TO_MOVE) == 0 { Player::Max } else { Player::Min };
        Ok(match values.text(BOARD) {
            Some(text) => Board::parse(text, to_move).map_err(bad)?,
            None => Board { to_move, ..Board::start() },
        })
    }
}

static METADATA: Metadata = Metadata {
    key: "reversi",
    title: "Reversi",
    about: "Reversi: Black (MAX) moves first; depth-limited search with a heuristic (6 plies by default)",
    params: &PARAMS,
    default_depth: Some(DEFAULT_DEPTH),
    start: None,
    own_engine: &[ENDGAME, WLD, EXACT_ENDGAME, THREADS],
    evaluation: &[HEURISTIC, MIN_HEURISTIC],
};

impl GameEntry for ReversiEntry {
    type Game = Reversi;
    const METADATA: &'static Metadata = &METADATA;

    fn own_commands(&self) -> &'static [&'static dyn crate::catalog::command::GameCommand] {
        commands::COMMANDS
    }

    fn start(&self, values: &Values) -> Result<Start<Reversi>, String> {
        let board = self.board(values).map_err(|e| e.to_string())?;
        Ok(Start::at(self.game(values), board))
    }

    fn state_json(_: &Reversi, board: &Board) -> serde_json::Value {
        json!(board.text())
    }

    fn session(&self, values: &Values, start: Start<Reversi>) -> Result<Box<dyn Session>, String> {
        let game = start.game;
        let session = GameSession::new(game, start.from);
        Ok(Box::new(match Self::heuristics(values).1 {
            None => session,
            Some(heuristic) => session.with_min_game(Reversi { heuristic, ..game }),
        }))
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let board = self.board(values)?;
        let game = self.game(values);
        let (endgame, wld) = (values.choice(ENDGAME) == 1, values.choice(WLD) == 1);
        // A depth past the empty squares is a search to the end: as long as one, so refused
        // where one would be (`--depth 4294967295` from the start ran for ever).
        let empties = board.empties();
        let past_the_end = config.depth.is_some_and(|d| d >= empties) && config.time.is_none();
        if values.choice(ENGINE) == 1 {
            if past_the_end {
                let unlimited = SearchConfig { depth: None, ..*config };
                if let Err(why) = crate::engine::contract::check(&game, &board, &unlimited)
                    .map_err(|e| e.to_string())
                    .and_then(|()| game.unlimited_search(&board))
                {
                    let depth = config.depth.unwrap_or_default().to_string();
                    let empties = empties.to_string();
                    return Err(bad(crate::tr!(
                        "reversi-depth-past",
                        depth = depth,
                        empties = empties,
                        why = why
                    )));
                }
            }
            if endgame || wld {
                return Err(bad(crate::tr!("reversi-endgame-dedicated")));
            }
            return solve::solve_reversi(&game, &board, config, json, &mut out);
        }
        // The teaching engine's switches mean nothing to the dedicated engine: rather than
        // ignore them, say which engine has them.
        let (depth, time) = (config.depth, config.time);
        if *config != (SearchConfig { depth, time, ..SearchConfig::default() }) {
            return Err(bad(crate::tr!("reversi-switches-teaching")));
        }
        // A solve to the end asked for reads no limit and no evaluation: refused, not ignored.
        // (The command line fills in the default depth where none is given.)
        let limited = time.is_some() || depth.is_some_and(|d| d != DEFAULT_DEPTH);
        if endgame && (limited || values.given(HEURISTIC) || values.given(EXACT_ENDGAME)) {
            return Err(bad(crate::tr!("reversi-endgame-alone")));
        }
        let solved_from = game.exact_endgame.max(SOLVED_FROM);
        let most = crate::games::reversi::endgame::MAX_EMPTIES;
        if past_the_end && empties > most {
            let (depth, empties) = (depth.unwrap_or_default().to_string(), empties.to_string());
            let most = most.to_string();
            return Err(bad(crate::tr!(
                "reversi-depth-too-far",
                depth = depth,
                empties = empties,
                most = most
            )));
        }
        let to_the_end =
            (depth.is_none() && time.is_none()) || past_the_end || empties <= solved_from;
        if endgame || to_the_end {
            return solve::solve_reversi_endgame(
                &board,
                wld,
                Self::threads(values),
                json,
                &mut out,
            );
        }
        if wld {
            return Err(bad(crate::tr!("reversi-wld")));
        }
        // On a clock with no depth limit, as deep as the clock allows.
        let limit = depth.unwrap_or(if time.is_some() { CLOCK_DEPTH } else { DEFAULT_DEPTH });
        let threads = Self::threads(values);
        solve::solve_reversi_dedicated(&game, &board, (limit, time), threads, json, &mut out)
    }

    fn tournaments(&self) -> Option<&dyn ArenaEntry> {
        Some(self)
    }

    fn leaf_counts(&self) -> Option<&dyn PerftEntry> {
        Some(self)
    }
}

impl super::Tournaments for ReversiEntry {
    type Game = Reversi;

    fn arena_game(&self, values: &Values) -> Result<Reversi, String> {
        Ok(self.game(values))
    }
}

impl PerftEntry for ReversiEntry {
    fn perft(
        &self,
        values: &Values,
        depth: u32,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        self.board(values).and_then(|board| {
            solve::perft_reversi(&board, depth, Self::threads(values), json, &mut out)
        })
    }
}
