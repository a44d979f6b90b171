//! A search written up for people or scripts: the switches and counts in words, a search on a
//! clock iteration by iteration, and the report every board game's `solve` gives.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::engine::{Score, SearchConfig, SearchResult, Stats};
use crate::tr;
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
        writeln!(out, "{}", tr!("solve-to-move", game = report.game, side = report.to_move))?;
        let meaning = match (report.decided, report.value.signum()) {
            (true, 1) => tr!("solve-max-wins"),
            (true, -1) => tr!("solve-min-wins"),
            (true, _) => tr!("solve-draw"),
            (false, _) => tr!("solve-undecided"),
        };
        let meaning = match (report.decided, report.decided_leaves_out) {
            (true, Some(what)) => format!("{meaning}; {what}"),
            _ => meaning,
        };
        let value = crate::words::signed(report.value);
        writeln!(out, "{}", tr!("solve-value", value = value, meaning = meaning))?;
        let best = report.best_move.clone().unwrap_or_else(|| tr!("solve-none-over"));
        writeln!(out, "{}", tr!("solve-best-move", mv = best))?;
        if let (Some(seed), true) = (config.random_ties, report.ties > 1) {
            let seed = seed.to_string();
            writeln!(out, "{}", tr!("solve-ties", n = report.ties, seed = seed))?;
        }
        let line = crate::words::line(&report.principal_variation, LINE_WIDTH);
        writeln!(out, "{}", tr!("solve-best-line", line = line))?;
        writeln!(out, "{}", tr!("solve-search", config = config_text))?;
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
            tr!("solve-deepening-exact")
        } else if Some(last.depth) == config.depth {
            tr!("solve-deepening-asked")
        } else {
            tr!("solve-deepening-clock", next = last.depth + 1)
        };
        let budget = crate::i18n::decimal(budget.as_secs_f64(), 3);
        let said =
            tr!("solve-deepening", budget = budget, depth = last.depth, nodes = all, why = why);
        writeln!(out, "{said}")?;
    }
    // Where an iteration is marked exact, the others leave its mark's room, so that the node
    // counts stay in one column.
    let mark = tr!("solve-exact");
    let marked = iterations.iter().any(|i| i.exact);
    for i in iterations {
        let value = crate::words::signed(i.value);
        let line = crate::words::line(&i.principal_variation, 40);
        let window = i.aspiration.map_or(String::new(), |a| {
            let (low, high) = (crate::words::signed(a.low), crate::words::signed(a.high));
            format!(
                "  {}",
                tr!("solve-window", low = low, high = high, outcome = a.outcome.to_string())
            )
        });
        let exact = match (i.exact, marked) {
            (true, _) => format!(" {mark}"),
            (false, true) => " ".repeat(mark.chars().count() + 1),
            (false, false) => String::new(),
        };
        let said = tr!(
            "solve-iteration",
            depth = format!("{:>2}", i.depth),
            value = format!("{value:>4}{exact}"),
            nodes = format!("{:>11}", thousands(i.nodes)),
            seconds = crate::i18n::decimal(i.seconds, 3),
            line = format!("{line}{window}")
        );
        writeln!(out, "  {said}")?;
    }
    Ok(())
}

pub fn describe_config(config: &SearchConfig) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let seconds = |t: std::time::Duration| crate::i18n::decimal(t.as_secs_f64(), 3);
    let depth = match (config.depth, config.time) {
        (None, None) => tr!("config-unlimited"),
        (Some(d), None) => tr!("config-depth", depth = d.to_string()),
        (None, Some(t)) => tr!("config-deepening", seconds = seconds(t)),
        (Some(d), Some(t)) => tr!("config-deepening-to", depth = d, seconds = seconds(t)),
    };
    let mut said = tr!(
        "config",
        algorithm = format!("{:?}", config.algorithm).to_lowercase(),
        ab = on(config.alpha_beta),
        tt = on(config.transposition_table),
        ordering = on(config.move_ordering),
        depth = depth
    );
    // The techniques switched on, each by name: a report names the whole search it counts.
    let techniques = [
        config.hash_bytes.map(|b| tr!("config-hashed", mb = b >> 20)),
        config.killers.then(|| tr!("config-killers")),
        config.history.then(|| tr!("config-history")),
        config.pvs.then(|| tr!("config-pvs")),
        config.aspiration.map(|w| tr!("config-aspiration", w = w.to_string())),
        config.random_ties.map(|seed| tr!("config-random-ties", seed = seed.to_string())),
    ];
    for technique in techniques.into_iter().flatten() {
        said += ", ";
        said += &technique;
    }
    said
}

pub fn describe_stats(stats: &Stats) -> String {
    tr!(
        "stats",
        nodes = stats.nodes,
        leaves = stats.leaves,
        cutoffs = stats.cutoffs,
        tt = stats.tt_hits,
        depth = stats.max_depth,
        ms = crate::i18n::decimal(stats.elapsed.as_secs_f64() * 1000.0, 3)
    )
}
