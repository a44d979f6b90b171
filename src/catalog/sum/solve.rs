//! `minimax solve GAME`: the value of a position, the best moves, and what the search counted.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::engine::observer::NoTrace;
use crate::engine::search::{Table, search_with_table};
use crate::engine::{Player, SearchConfig, SearchResult, Stats, score};
use crate::games::sum::{SumGame, SumState, braces};
use crate::report::search::{
    IterationReport, LINE_WIDTH, describe_config, describe_stats, iteration_reports,
    write_iterations,
};
use crate::words::Kind;

#[derive(Serialize)]
struct SumReport<'a> {
    game: &'static str,
    target: u32,
    moves: &'a [u32],
    played: &'a [u32],
    sum: u64,
    to_move: Player,
    /// MAX's utility of the position with `to_move` to move: +1, -1 (0 when a depth limit left it open).
    value: i8,
    /// What `value` is: "win" or "loss" (MAX's), or "heuristic"; likewise each value below.
    kind: Kind,
    max_value: i8,
    max_value_kind: Kind,
    min_value: i8,
    min_value_kind: Kind,
    decision_max: Option<u32>,
    decision_min: Option<u32>,
    best_move: Option<u32>,
    plies_to_end: Option<u32>,
    principal_variation: &'a [u32],
    exact: bool,
    /// The game's result with best play is known: no depth limit cut, or a win or loss was found
    /// within it.
    decided: bool,
    /// The side to move's search: MAX-VALUE's with MAX to move, MIN-VALUE's with MIN.
    nodes: u64,
    stats: &'a Stats,
    /// Each search's own counts: the side to move's on a fresh table, the other's on the table
    /// the first filled (so it counts only what was left to search).
    max_value_stats: &'a Stats,
    min_value_stats: &'a Stats,
    config: &'a SearchConfig,
    iterations: Vec<IterationReport>,
}

/// What a search's root value is (MAX's view).
fn kind_of(result: &SearchResult<u32>) -> Kind {
    let decided = result.exact || score::is_decisive(result.value);
    Kind::of(result.value, decided, false)
}

/// Solves the Sum Game position `state` (reached by `played`) for MAX and for MIN.
pub fn sum(
    game: &SumGame,
    state: SumState,
    played: &[u32],
    config: &SearchConfig,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let config = *config;
    // The side to move's search runs first, on a fresh table, so that its counts are the ones
    // `tree` and the app report for the same position. The other side's search then reuses that
    // table: the Sum Game is impartial (a sum's value for its mover is the same whoever moves,
    // which is why the table's key is the sum alone), so every entry holds for it too, and it
    // searches only what the first left open. (Two fresh searches doubled the time for nothing:
    // at L = 1,000,000 the solve was no faster than a 15-line Python DP.)
    let mut table = Table::<SumGame>::for_config(&config);
    let mut solve_for = |to_move: Player| {
        let root = SumState { to_move, ..state };
        search_with_table(game, &root, &config, Default::default(), &mut NoTrace, &mut table)
            .expect("nothing stops this search")
    };
    let here = solve_for(state.to_move);
    let other = solve_for(state.to_move.opponent());
    let (as_max, as_min) =
        if state.to_move == Player::Max { (&here, &other) } else { (&other, &here) };
    let here = &here;
    let report = SumReport {
        game: "sum",
        target: game.target(),
        moves: game.move_set(),
        played,
        sum: state.sum,
        to_move: state.to_move,
        value: score::utility(here.value),
        kind: kind_of(here),
        max_value: score::utility(as_max.value),
        max_value_kind: kind_of(as_max),
        min_value: score::utility(as_min.value),
        min_value_kind: kind_of(as_min),
        decision_max: as_max.best_move,
        decision_min: as_min.best_move,
        best_move: here.best_move,
        plies_to_end: score::plies_to_end(here.value),
        principal_variation: &here.principal_variation,
        exact: here.exact,
        decided: here.exact || score::is_decisive(here.value),
        nodes: here.stats.nodes,
        stats: &here.stats,
        max_value_stats: &as_max.stats,
        min_value_stats: &as_min.stats,
        config: &config,
        iterations: iteration_reports(here, |v| score::utility(v).into(), |m| m.to_string()),
    };
    crate::report::write(out, json, &report, |out| {
        let played = if report.played.is_empty() {
            crate::tr!("solve-none")
        } else {
            report.played.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
        };
        let said = crate::tr!(
            "sum-solve-head",
            target = report.target.to_string(),
            moves = braces(report.moves),
            played = played,
            sum = report.sum.to_string(),
            side = report.to_move.to_string()
        );
        writeln!(out, "{said}")?;
        let value = crate::words::signed(report.value.into());
        let meaning = crate::words::verdict(here.value, here.exact, ["MAX", "MIN"]);
        writeln!(out, "{}", crate::tr!("solve-value", value = value, meaning = meaning))?;
        let [max, min] =
            [report.max_value, report.min_value].map(|v| crate::words::signed(v.into()));
        writeln!(out, "MAX-VALUE = {max}   MIN-VALUE = {min}")?;
        let decision = |d: Option<u32>| d.map_or(crate::tr!("solve-none-over"), |m| m.to_string());
        writeln!(out, "MINIMAX-DECISION-MAX = {}", decision(report.decision_max))?;
        writeln!(out, "MINIMAX-DECISION-MIN = {}", decision(report.decision_min))?;
        let line: Vec<String> = here.principal_variation.iter().map(u32::to_string).collect();
        let line = crate::words::line(&line, LINE_WIDTH);
        writeln!(out, "{}", crate::tr!("solve-best-line", line = line))?;
        writeln!(out, "{}", crate::tr!("solve-search", config = describe_config(&config)))?;
        write_iterations(&report.iterations, &config, out)?;
        writeln!(out, "{}", describe_stats(&here.stats))?;
        Ok(())
    })
}
