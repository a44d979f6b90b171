//! `minimax solve nim` and `minimax arena nim`.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::engine::{SearchConfig, Stats, score, search};
use crate::games::nim::{Nim, NimState, mover_wins, perfect_move};
use crate::report::search::{describe_config, describe_stats};
use crate::words::Kind;

#[derive(Serialize)]
struct SolveReport<'a> {
    game: &'static str,
    heaps: &'a [u32],
    misere: bool,
    /// +1 when the player to move wins with best play, -1 when they lose; 0 when a depth limit
    /// left it undecided (`decided` false).
    value: i8,
    /// What `value` is, for the player to move: "win", "loss" or "heuristic".
    kind: Kind,
    decided: bool,
    /// `[heap, stones]`, 0-based heap; `null` when every heap is empty.
    best_move: Option<[u32; 2]>,
    /// "search" (the engine, exhaustively) or "bouton" (the closed form, for large positions).
    method: &'static str,
    plies_to_end: Option<u32>,
    nodes: Option<u64>,
    stats: Option<Stats>,
}

/// Solves `state`: by the engine when the position is small enough, else by Bouton's rule.
pub fn solve(
    game: &Nim,
    state: &NimState,
    config: &SearchConfig,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let config = *config;
    let report = if crate::games::nim::searchable(&state.heaps) {
        let result =
            search(game, state, &config, Default::default()).expect("nothing stops this search");
        SolveReport {
            game: "nim",
            heaps: &state.heaps,
            misere: game.misere,
            value: score::utility(result.value_for_mover()),
            kind: Kind::of(
                result.value_for_mover(),
                result.exact || score::is_decisive(result.value),
                false,
            ),
            decided: result.exact || score::is_decisive(result.value),
            best_move: result.best_move.map(|m| [m.heap, m.stones]),
            method: "search",
            plies_to_end: score::plies_to_end(result.value),
            nodes: Some(result.stats.nodes),
            stats: Some(result.stats),
        }
    } else {
        SolveReport {
            game: "nim",
            heaps: &state.heaps,
            misere: game.misere,
            value: if mover_wins(&state.heaps, game.misere) { 1 } else { -1 },
            kind: if mover_wins(&state.heaps, game.misere) { Kind::Win } else { Kind::Loss },
            decided: true,
            best_move: perfect_move(&state.heaps, game.misere).map(|m| [m.heap, m.stones]),
            method: "bouton",
            plies_to_end: None,
            nodes: None,
            stats: None,
        }
    };
    crate::report::write(out, json, &report, |out| {
        let rule = if game.misere {
            "misère: taking the last stone loses"
        } else {
            "normal: taking the last stone wins"
        };
        writeln!(out, "Nim: heaps {:?} ({rule})", report.heaps)?;
        match (report.decided, report.value > 0) {
            (true, true) => writeln!(out, "value: +1  (the player to move wins with best play)")?,
            (true, false) => writeln!(out, "value: −1  (the player to move loses with best play)")?,
            (false, _) => writeln!(
                out,
                "value: 0  (undecided: the depth limit cut every line before the end, and Nim has no heuristic, so a cut position counts 0)"
            )?,
        }
        match report.best_move {
            Some([h, s]) => {
                writeln!(out, "best move: take {s} from heap {h} (0-based), answer `{h} {s}`")?
            }
            None => writeln!(out, "best move: none, every heap is empty")?,
        }
        match &report.stats {
            Some(stats) => {
                writeln!(out, "search: {}", describe_config(&config))?;
                writeln!(out, "{}", describe_stats(stats))?;
            }
            None => writeln!(out, "(by Bouton's rule: the position is too large to search)")?,
        }
        Ok(())
    })
}
