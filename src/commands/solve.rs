//! `minimax solve GAME`: the value of a position, the best moves, and what the search counted.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::engine::observer::NoTrace;
use crate::engine::search::{Table, search_with_table};
use crate::engine::{Player, Score, SearchConfig, SearchResult, Stats, score};
use crate::games::sum::{SumGame, SumState, braces};

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
    max_value: i8,
    min_value: i8,
    decision_max: Option<u32>,
    decision_min: Option<u32>,
    best_move: Option<u32>,
    plies_to_end: Option<u32>,
    principal_variation: &'a [u32],
    exact: bool,
    /// The game's result with best play is known: no depth limit cut, or a win or loss was found
    /// within it.
    decided: bool,
    nodes: u64,
    stats: &'a Stats,
    config: &'a SearchConfig,
    iterations: Vec<IterationReport>,
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
    // One table for both searches: the game is impartial, so the second is answered almost at once.
    let mut table = Table::<SumGame>::for_config(&config);
    let mut solve_for = |to_move| {
        let root = SumState { to_move, ..state };
        search_with_table(game, &root, &config, Default::default(), &mut NoTrace, &mut table)
            .expect("nothing stops this search")
    };
    let as_max = solve_for(Player::Max);
    let as_min = solve_for(Player::Min);
    let here: &SearchResult<u32> = if state.to_move == Player::Max { &as_max } else { &as_min };
    let report = SumReport {
        game: "sum",
        target: game.target(),
        moves: game.move_set(),
        played,
        sum: state.sum,
        to_move: state.to_move,
        value: score::utility(here.value),
        max_value: score::utility(as_max.value),
        min_value: score::utility(as_min.value),
        decision_max: as_max.best_move,
        decision_min: as_min.best_move,
        best_move: here.best_move,
        plies_to_end: score::plies_to_end(here.value),
        principal_variation: &here.principal_variation,
        exact: here.exact,
        decided: here.exact || score::is_decisive(here.value),
        nodes: here.stats.nodes,
        stats: &here.stats,
        config: &config,
        iterations: iteration_reports(here, |v| score::utility(v).into(), |m| m.to_string()),
    };
    if json {
        serde_json::to_writer(&mut *out, &report)?;
        writeln!(out)?;
        return Ok(());
    }
    let played = if report.played.is_empty() {
        "none".to_string()
    } else {
        report.played.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
    };
    writeln!(
        out,
        "Sum Game: target {}, move set {}, played {played}, sum {}, {} to move",
        report.target,
        braces(report.moves),
        report.sum,
        report.to_move
    )?;
    writeln!(
        out,
        "value: {:+}  ({})",
        report.value,
        crate::words::verdict(here.value, here.exact, ["MAX", "MIN"])
    )?;
    writeln!(out, "MAX-VALUE = {:+}   MIN-VALUE = {:+}", report.max_value, report.min_value)?;
    let decision = |d: Option<u32>| d.map_or("none (the game is over)".into(), |m| m.to_string());
    writeln!(out, "MINIMAX-DECISION-MAX = {}", decision(report.decision_max))?;
    writeln!(out, "MINIMAX-DECISION-MIN = {}", decision(report.decision_min))?;
    let line: Vec<String> = here.principal_variation.iter().map(u32::to_string).collect();
    writeln!(out, "best line: {}", crate::words::line(&line, super::boards::LINE_WIDTH))?;
    writeln!(out, "search: {}", describe_config(&config))?;
    write_iterations(&report.iterations, &config, out)?;
    writeln!(out, "{}", describe_stats(&here.stats))?;
    Ok(())
}

/// One iteration of a search on a clock, as reports give it.
#[derive(Serialize)]
pub struct IterationReport {
    pub depth: u32,
    /// MAX's value at this depth, in the report's own terms.
    pub value: Score,
    pub best_move: Option<String>,
    pub principal_variation: Vec<String>,
    pub nodes: u64,
    /// Since the search began, when this iteration finished.
    pub seconds: f64,
    /// No depth cut: the value is the game's.
    pub exact: bool,
    /// The aspiration window searched first and how it went (`--aspiration`).
    pub aspiration: Option<crate::engine::deepening::Aspiration>,
}

pub fn iteration_reports<M: Copy>(
    result: &SearchResult<M>,
    value: impl Fn(Score) -> Score,
    name: impl Fn(M) -> String,
) -> Vec<IterationReport> {
    result
        .iterations
        .iter()
        .map(|i| IterationReport {
            depth: i.depth,
            value: value(i.value),
            best_move: i.best_move.map(&name),
            principal_variation: i.principal_variation.iter().map(|&m| name(m)).collect(),
            nodes: i.nodes,
            seconds: i.elapsed.as_secs_f64(),
            exact: i.exact,
            aspiration: i.aspiration,
        })
        .collect()
}

/// The iterations a search on a clock finished, one line each; nothing for a fixed depth.
pub fn write_iterations(
    iterations: &[IterationReport],
    config: &SearchConfig,
    out: &mut impl Write,
) -> Result<()> {
    use crate::words::thousands;
    if let (Some(last), Some(budget)) = (iterations.last(), config.time) {
        let all: u64 = iterations.iter().map(|i| i.nodes).sum();
        let why = if last.exact {
            "exact, so deeper would change nothing".to_string()
        } else if Some(last.depth) == config.depth {
            "the depth asked".to_string()
        } else {
            format!("the clock stopped depth {}", last.depth + 1)
        };
        writeln!(
            out,
            "iterative deepening within {:.3} s: depth {} is the deepest finished ({} nodes in \
             all); {}",
            budget.as_secs_f64(),
            last.depth,
            thousands(all),
            why
        )?;
    }
    for i in iterations {
        let value = crate::words::signed(i.value);
        let line = crate::words::line(&i.principal_variation, 40);
        let window = i
            .aspiration
            .map_or(String::new(), |a| format!("  window ({}, {}) {}", a.low, a.high, a.outcome));
        writeln!(
            out,
            "  depth {:>2}: value {value:>4}{}  {:>11} nodes  {:.3} s  line {line}{window}",
            i.depth,
            if i.exact { " exact" } else { "" },
            thousands(i.nodes),
            i.seconds
        )?;
    }
    Ok(())
}

pub fn describe_config(config: &SearchConfig) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let depth = match (config.depth, config.time) {
        (None, None) => "unlimited".to_string(),
        (Some(d), None) => d.to_string(),
        (None, Some(t)) => format!("deepening for {:.3} s", t.as_secs_f64()),
        (Some(d), Some(t)) => format!("deepening to {d} for {:.3} s", t.as_secs_f64()),
    };
    format!(
        "{:?}, alpha-beta {}, transposition table {}, move ordering {}, depth {depth}",
        config.algorithm,
        on(config.alpha_beta),
        on(config.transposition_table),
        on(config.move_ordering)
    )
    .to_lowercase()
}

pub fn describe_stats(stats: &Stats) -> String {
    use crate::words::thousands;
    format!(
        "nodes {}, leaves {}, cutoffs {}, tt hits {}, max depth {}, {:.3} ms",
        thousands(stats.nodes),
        thousands(stats.leaves),
        thousands(stats.cutoffs),
        thousands(stats.tt_hits),
        thousands(stats.max_depth as u64),
        stats.elapsed.as_secs_f64() * 1000.0
    )
}
