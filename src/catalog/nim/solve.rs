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
        let misere = if game.misere { "yes" } else { "no" };
        let heaps = format!("{:?}", report.heaps);
        writeln!(out, "{}", crate::tr!("nim-solve-head", heaps = heaps, misere = misere))?;
        let value = match (report.decided, report.value > 0) {
            (true, true) => crate::tr!("nim-solve-wins"),
            (true, false) => crate::tr!("nim-solve-loses"),
            (false, _) => crate::tr!("nim-solve-undecided"),
        };
        writeln!(out, "{value}")?;
        let best = match report.best_move {
            Some([h, s]) => {
                crate::tr!("nim-solve-best", heap = h.to_string(), stones = s.to_string())
            }
            None => crate::tr!("nim-solve-none"),
        };
        writeln!(out, "{best}")?;
        match &report.stats {
            Some(stats) => {
                writeln!(out, "{}", crate::tr!("solve-search", config = describe_config(&config)))?;
                writeln!(out, "{}", describe_stats(stats))?;
            }
            None => writeln!(out, "{}", crate::tr!("nim-solve-bouton"))?,
        }
        Ok(())
    })
}

/// Why the player to move wins or loses, in words a person can check: Bouton's rule with the
/// nim-sum written out in binary, and what the winning move leaves. Misère play is normal play
/// while two heaps hold 2 stones or more; with one, the winner leaves an odd number of one-stone
/// heaps; with none, the moves are forced.
pub fn explanation(heaps: &[u32], misere: bool) -> Vec<String> {
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let sum = heaps.iter().fold(0, |s, &h| s ^ h);
    let wins = mover_wins(heaps, misere);
    let yes = |b: bool| if b { "yes" } else { "no" };
    let mut args = crate::i18n::FluentArgs::new();
    args.set("wins", yes(wins));
    let mut lines = Vec::new();
    if big == 0 {
        args.set("ones", ones);
        args.set("misere", yes(misere));
        args.set("even", yes(ones % 2 == 0));
        lines.push(crate::i18n::text("nim-why-ones", Some(&args)));
    } else {
        let width = 32 - heaps.iter().max().copied().unwrap_or(1).leading_zeros() as usize;
        let bits = |h: u32| format!("{h:0width$b}");
        let written: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        let binary: Vec<String> = heaps.iter().map(|&h| bits(h)).collect();
        let (written, binary) = (written.join(" ⊕ "), binary.join(" ⊕ "));
        let formula = format!("{written} = {binary} = {} = {sum}", bits(sum));
        lines.push(crate::tr!("nim-why-bouton", sum = formula));
        args.set("sum", sum.to_string());
        let id = match (misere, big) {
            (true, 1) => "nim-why-misere-one",
            (true, _) => "nim-why-misere-two",
            (false, _) => "nim-why-normal",
        };
        lines.push(crate::i18n::text(id, Some(&args)));
    }
    match perfect_move(heaps, misere).filter(|_| wins) {
        Some(m) => {
            let mut after = heaps.to_vec();
            after[m.heap as usize] -= m.stones;
            let (from, to) = (heaps[m.heap as usize], after[m.heap as usize]);
            let left = after.iter().fold(0, |s, &h| s ^ h);
            let heaps = after.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
            lines.push(crate::tr!(
                "nim-why-move",
                stones = m.stones.to_string(),
                heap = m.heap.to_string(),
                from = from.to_string(),
                to = to.to_string(),
                heaps = heaps,
                left = left.to_string()
            ));
        }
        None if heaps.iter().any(|&h| h > 0) => lines.push(crate::tr!("nim-why-lost")),
        None => {}
    }
    lines
}
