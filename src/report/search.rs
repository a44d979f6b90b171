//! A search written up for people or scripts: the switches and counts in words, a search on a
//! clock iteration by iteration, and the report every board game's `solve` gives.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::engine::{Score, SearchConfig, SearchResult, Stats};
use crate::words::Kind;

/// Text output keeps the best line to about one terminal row; JSON has all of it.
pub const LINE_WIDTH: usize = 70;

#[derive(Serialize)]
pub struct BoardReport<'a> {
    pub game: &'static str,
    pub board: String,
    pub to_move: &'static str,
    /// MAX's (X's, Black's) utility: +1 won, -1 lost, 0 a draw; a heuristic value when the depth
    /// limit left the game undecided.
    pub value: Score,
    /// What `value` is, from MAX's view: "win", "loss", "draw" or "heuristic".
    pub kind: Kind,
    /// The game is decided with best play (no heuristic involved).
    pub decided: bool,
    pub plies_to_end: Option<u32>,
    pub best_move: Option<String>,
    pub principal_variation: Vec<String>,
    pub nodes: u64,
    pub stats: &'a Stats,
    pub iterations: Vec<IterationReport>,
    /// With --random-ties: how many root moves share the best value (the best was drawn).
    pub ties: usize,
    /// What a decided value does not say, in the text (Reversi's engine scores a finished game
    /// as won, drawn or lost, sooner wins first, not by discs).
    #[serde(skip)]
    pub decided_leaves_out: Option<&'static str>,
}

pub fn write_board_report(
    report: &BoardReport,
    config: &SearchConfig,
    config_text: &str,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    crate::report::write(out, json, report, |out| {
        writeln!(out, "{}: {} to move", report.game, report.to_move)?;
        let meaning = match (report.decided, report.value.signum()) {
            (true, 1) => "MAX (the first player) wins with best play",
            (true, -1) => "MIN (the second player) wins with best play",
            (true, _) => "a draw with best play",
            (false, _) => "undecided within the depth limit (heuristic, MAX's view)",
        };
        let meaning = match (report.decided, report.decided_leaves_out) {
            (true, Some(what)) => format!("{meaning}; {what}"),
            _ => meaning.to_string(),
        };
        let value = crate::words::signed(report.value);
        writeln!(out, "value: {value}  ({meaning})")?;
        writeln!(
            out,
            "best move: {}",
            report.best_move.as_deref().unwrap_or("none (the game is over)")
        )?;
        if let (Some(seed), true) = (config.random_ties, report.ties > 1) {
            writeln!(out, "drawn at random from {} equally good moves (seed {seed})", report.ties)?;
        }
        writeln!(
            out,
            "best line: {}",
            crate::words::line(&report.principal_variation, LINE_WIDTH)
        )?;
        writeln!(out, "search: {config_text}")?;
        write_iterations(&report.iterations, config, out)?;
        writeln!(out, "{}", describe_stats(report.stats))?;
        Ok(())
    })
}

/// One iteration of a search on a clock, as reports give it.
#[derive(Serialize)]
pub struct IterationReport {
    pub depth: u32,
    /// MAX's value at this depth, in the report's own terms.
    pub value: Score,
    /// What `value` is: a win, loss or draw found at this depth, or a heuristic one.
    pub kind: Kind,
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
            kind: Kind::of(i.value, i.exact || crate::engine::score::is_decisive(i.value), false),
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
        let window = i.aspiration.map_or(String::new(), |a| {
            let (low, high) = (crate::words::signed(a.low), crate::words::signed(a.high));
            format!("  window ({low}, {high}) {}", a.outcome)
        });
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
    let mut said = format!(
        "{:?}, alpha-beta {}, transposition table {}, move ordering {}, depth {depth}",
        config.algorithm,
        on(config.alpha_beta),
        on(config.transposition_table),
        on(config.move_ordering)
    )
    .to_lowercase();
    // The techniques switched on, each by name: a report names the whole search it counts.
    let techniques = [
        config.hash_bytes.map(|b| format!("hashed table of {} MB", b >> 20)),
        config.killers.then(|| "killer moves".to_string()),
        config.history.then(|| "history heuristic".to_string()),
        config.pvs.then(|| "principal variation search".to_string()),
        config.aspiration.map(|w| format!("aspiration window ±{w}")),
        config.random_ties.map(|seed| format!("ties broken at random (seed {seed})")),
    ];
    for technique in techniques.into_iter().flatten() {
        said += ", ";
        said += &technique;
    }
    said
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
