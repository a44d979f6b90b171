//! `minimax solve GAME --engine mcts`: a Monte Carlo tree search of the position, as text or
//! JSON: the move chosen (the most visited), the root's estimate, each move's visits and mean,
//! the estimate and the choice after 10, 100, 1,000 … iterations, and the exact values beside
//! them where the product knows them.

use std::io::Write;

use anyhow::Result;
use serde_json::{Value as Json, json};

use crate::catalog::{Entry, Values};
use crate::engine::Score;
use crate::engine::mcts::MctsConfig;
use crate::engine::score;
use crate::parse::BadInput;
use crate::session::mcts::MctsAnalysis;
use crate::session::{Answer, Engine, Request, Source, Work};
use crate::words::{self, Kind};

/// The Monte Carlo analysis of the position `values` give, searched with `config`.
fn searched(
    entry: &dyn Entry,
    values: &Values,
    config: MctsConfig,
) -> Result<std::sync::Arc<crate::session::Analysis>> {
    let session = entry.open(values).map_err(BadInput)?;
    if let Some(end) = session.end() {
        return Err(BadInput(format!("the game is over: {}", end.reason)).into());
    }
    if let Some(why) = session.mcts_refusal() {
        return Err(BadInput(why).into());
    }
    let request = Request {
        engine: Engine::Mcts(config),
        ..Request::new(Work::Analysis, Default::default())
    };
    let job = session.job(&request).expect("the current position is the game's");
    let Answer::Analysis(analysis) = job(Default::default())? else {
        anyhow::bail!("the search answered something else");
    };
    if analysis.mcts().is_none() {
        anyhow::bail!("the search answered without Monte Carlo's record");
    }
    Ok(analysis)
}

/// The most nodes a Monte Carlo picture draws: the most visited ones.
pub const MOST_DRAWN: usize = 40;

/// `minimax export GAME --engine mcts`: the search's most visited nodes as a picture (TikZ or
/// SVG), each edge as wide as its share of the visits.
pub fn picture(
    entry: &dyn Entry,
    values: &Values,
    config: MctsConfig,
    format: crate::report::tree::Format,
    out: &mut dyn Write,
) -> Result<()> {
    use crate::report::tree::Format;
    if !matches!(format, Format::Tikz | Format::Svg) {
        let why = "a Monte Carlo search is drawn as --format tikz or svg (without --steps)";
        return Err(BadInput(why.into()).into());
    }
    let analysis = searched(entry, values, config)?;
    let found = analysis.mcts().expect("a Monte Carlo analysis");
    let record = found.record;
    let scale = analysis.terms.scale;
    let picture =
        crate::report::picture::lay_out_mcts(&record.search, &record.labels, scale, MOST_DRAWN);
    match format {
        Format::Svg => write!(out, "{}", picture.svg())?,
        _ => write!(out, "{}", picture.tikz_document())?,
    }
    Ok(())
}

/// Searches the position `values` give with `config` and writes the report.
pub fn solve(
    entry: &dyn Entry,
    values: &Values,
    config: MctsConfig,
    json: bool,
    out: &mut dyn Write,
) -> Result<()> {
    let analysis = searched(entry, values, config)?;
    let found = analysis.mcts().expect("a Monte Carlo analysis");
    match json {
        true => writeln!(out, "{}", to_json(entry.key(), &found))?,
        false => write_text(entry.title(), &found, out)?,
    }
    Ok(())
}

/// A mean or an estimate (MAX's) in the game's units, rounded for reading.
fn mean(found: &MctsAnalysis, value: f64) -> f64 {
    (found.units(value) * 1e4).round() / 1e4
}

/// An exact value (MAX's, in the engine's terms) as JSON: the number (±1 or 0 for a result, a
/// utility for a textbook tree), its kind and, where known, the plies to the end.
fn exact_json(found: &MctsAnalysis, value: Score) -> Json {
    let kind = Kind::of(value, true, found.analysis.terms.utilities);
    let number = match found.analysis.terms.utilities {
        true => json!(f64::from(value) / f64::from(found.analysis.terms.scale)),
        false => json!(score::seed_value(value).signum()),
    };
    json!({ "value": number, "kind": kind, "plies": score::plies_to_end(value) })
}

fn source_name(source: &Source) -> String {
    match source {
        Source::Teaching => "the teaching engine, to the end".into(),
        Source::Solver(what) | Source::Rule(what) => what.clone(),
        Source::Dedicated { note, .. } => note.clone(),
        Source::MonteCarlo => "Monte Carlo tree search".into(),
    }
}

/// The root's moves, most visited first.
fn ranked(found: &MctsAnalysis) -> Vec<u32> {
    let mut children: Vec<u32> = found.record.search.children(0).collect();
    let nodes = &found.record.search.nodes;
    children.sort_by_key(|&c| std::cmp::Reverse(nodes[c as usize].visits));
    children
}

fn to_json(key: &str, found: &MctsAnalysis) -> Json {
    let search = &found.record.search;
    let exact = found.record.exact.as_ref();
    let moves: Vec<Json> = ranked(found)
        .into_iter()
        .map(|id| {
            let node = &search.nodes[id as usize];
            let mv = node.mv.expect("a child has its move");
            json!({
                "move": found.label(mv),
                "visits": node.visits,
                "mean": mean(found, node.mean()),
                "exact": exact.and_then(|e| e.of(mv)).map(|v| exact_json(found, v)),
            })
        })
        .collect();
    let convergence: Vec<Json> = search
        .checkpoints
        .iter()
        .map(|c| {
            json!({
                "iterations": c.iterations,
                "estimate": mean(found, c.estimate),
                "best_move": c.best.map(|m| found.label(m)),
                "best_visits": c.best_visits,
                "optimal": c.best.and_then(|mv| found.keeps_value(mv)),
            })
        })
        .collect();
    json!({
        "game": key,
        "engine": "mcts",
        "to_move": found.analysis.to_move,
        "side": found.side(found.analysis.to_move),
        "best_move": search.best_move().map(|m| found.label(m)),
        "rule": "the most visited move (ties: the better mean)",
        "iterations": search.iterations,
        "visits": search.nodes[0].visits,
        "estimate": mean(found, search.estimate()),
        "estimate_is": "MAX's mean result: +1 a win, 0 a draw, -1 a loss (a textbook tree: its utilities)",
        "settled": search.settled,
        "nodes": search.nodes.len(),
        "capped": search.capped,
        "playout_moves": search.playout_moves,
        "seconds": search.elapsed.as_secs_f64(),
        "config": search.config,
        "moves": moves,
        "convergence": convergence,
        "exact": exact.map(|e| {
            let mut value = exact_json(found, e.value);
            value["source"] = json!(source_name(&e.source));
            value
        }),
        "optimal": found.chose_optimally(),
    })
}

fn write_text(title: &str, found: &MctsAnalysis, out: &mut dyn Write) -> Result<()> {
    let search = &found.record.search;
    let config = &search.config;
    let signed = |v: f64| words::signed_decimal(mean(found, v));
    let side = match found.side(found.analysis.to_move) {
        name if name == found.analysis.to_move.name() => name.to_string(),
        name => format!("{name} ({})", found.analysis.to_move),
    };
    writeln!(
        out,
        "{title}, {side} to move: Monte Carlo tree search (UCT, C = {:.2}, {} playouts, seed {})",
        config.exploration,
        config.playout.name(),
        config.seed,
    )?;
    writeln!(
        out,
        "{} in {:.2} s; {} nodes{}",
        words::count(search.iterations, "iteration", "iterations"),
        search.elapsed.as_secs_f64(),
        words::thousands(search.nodes.len() as u64),
        match search.capped {
            true => format!(
                " (the cap, {}: the tree stopped growing)",
                words::thousands(config.node_cap as u64)
            ),
            false => String::new(),
        },
    )?;
    let Some(best) = search.best_child() else {
        writeln!(out, "no move to choose")?;
        return Ok(());
    };
    let node = &search.nodes[best as usize];
    writeln!(
        out,
        "move chosen: {} (the most visited: {} of {} visits; settled after {})",
        found.move_of(best),
        words::thousands(node.visits),
        words::thousands(search.nodes[0].visits),
        words::count(search.settled, "iteration", "iterations"),
    )?;
    let scale = if found.analysis.terms.utilities {
        "MAX's mean utility"
    } else {
        "MAX's mean result, +1 a win, −1 a loss"
    };
    writeln!(out, "estimate: {} ({scale})", signed(search.estimate()))?;
    if let Some(exact) = &found.record.exact {
        let verdict = match found.analysis.terms.utilities {
            true => format!(
                "{} (MAX's)",
                words::text_scaled(exact.value, 0, found.analysis.terms.scale)
            ),
            false => words::exact_verdict(exact.value, found.analysis.terms.sides),
        };
        let kept = match found.chose_optimally() {
            Some(true) => "; the move chosen keeps it",
            Some(false) => "; the move chosen does not keep it",
            None => "",
        };
        writeln!(out, "exact: {verdict}, by {}{kept}", source_name(&exact.source))?;
    } else {
        writeln!(out, "exact: not known here within a second")?;
    }
    writeln!(out, "\n{:<8} {:>10} {:>9}  exact (MAX's)", "move", "visits", "mean")?;
    for id in ranked(found) {
        let node = &search.nodes[id as usize];
        let mv = node.mv.expect("a child has its move");
        let exact = found.record.exact.as_ref().and_then(|e| e.of(mv));
        let exact = exact
            .map_or("—".to_string(), |v| words::text_scaled(v, 0, found.analysis.terms.scale));
        writeln!(
            out,
            "{:<8} {:>10} {:>9}  {exact}",
            found.label(mv),
            words::thousands(node.visits),
            signed(node.mean()),
        )?;
    }
    writeln!(
        out,
        "\n{:>11} {:>9}  {:<8} {:>10}",
        "iterations", "estimate", "choice", "its visits"
    )?;
    for c in &search.checkpoints {
        writeln!(
            out,
            "{:>11} {:>9}  {:<8} {:>10}",
            words::thousands(c.iterations),
            signed(c.estimate),
            c.best.map_or("—", |m| found.label(m)),
            words::thousands(c.best_visits),
        )?;
    }
    Ok(())
}
