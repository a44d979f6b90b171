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
use crate::tr;
use crate::words::{self, Kind};

/// The Monte Carlo analysis of the position `values` give, searched with `config`.
fn searched(
    entry: &dyn Entry,
    values: &Values,
    config: MctsConfig,
) -> Result<std::sync::Arc<crate::session::Analysis>> {
    let session = entry.open(values).map_err(BadInput)?;
    if let Some(end) = session.end() {
        return Err(BadInput(crate::tr!("game-over-refused", reason = end.reason.as_str())).into());
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
        false => {
            let title = crate::i18n::word(&crate::catalog::game_message(entry.key(), false));
            write_text(title, &found, out)?
        }
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
        Source::Teaching => tr!("mcts-cmd-by-teaching"),
        Source::Solver(what) | Source::Rule(what) => what.clone(),
        Source::Dedicated { note, .. } => note.clone(),
        Source::MonteCarlo => tr!("mcts-title"),
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
    let said = tr!(
        "mcts-cmd-head",
        title = title,
        side = side,
        c = crate::i18n::decimal(config.exploration, 2),
        playout = config.playout.name(),
        // A seed is a name, not a count: never grouped.
        seed = config.seed.to_string()
    );
    writeln!(out, "{said}")?;
    let seconds = crate::i18n::decimal(search.elapsed.as_secs_f64(), 2);
    let (n, nodes) = (search.iterations, search.nodes.len());
    let said = match search.capped {
        true => tr!(
            "mcts-cmd-ran-capped",
            n = n,
            seconds = seconds,
            nodes = nodes,
            cap = config.node_cap
        ),
        false => tr!("mcts-cmd-ran", n = n, seconds = seconds, nodes = nodes),
    };
    writeln!(out, "{said}")?;
    let Some(best) = search.best_child() else {
        writeln!(out, "{}", tr!("mcts-cmd-no-move"))?;
        return Ok(());
    };
    let node = &search.nodes[best as usize];
    let said = tr!(
        "mcts-cmd-chose",
        mv = found.move_of(best),
        visits = node.visits,
        all = search.nodes[0].visits,
        settled = search.settled
    );
    writeln!(out, "{said}")?;
    let unit = match found.analysis.terms.utilities {
        true => tr!("mcts-unit-utility"),
        false => tr!("mcts-unit-result"),
    };
    writeln!(out, "{}", tr!("mcts-cmd-estimate", value = signed(search.estimate()), unit = unit))?;
    if let Some(exact) = &found.record.exact {
        let verdict = match found.analysis.terms.utilities {
            true => {
                let value = words::text_scaled(exact.value, 0, found.analysis.terms.scale);
                tr!("mcts-exact-utility", value = value)
            }
            false => words::exact_verdict(exact.value, found.analysis.terms.sides),
        };
        let kept = match found.chose_optimally() {
            Some(true) => "yes",
            Some(false) => "no",
            None => "unknown",
        };
        let by = source_name(&exact.source);
        writeln!(out, "{}", tr!("mcts-cmd-exact", verdict = verdict, by = by, kept = kept))?;
    } else {
        writeln!(out, "{}", tr!("mcts-cmd-exact-unknown"))?;
    }
    let heads = ["mcts-cmd-move", "mcts-visits", "mcts-cmd-mean", "mcts-cmd-exact-head"]
        .map(|id| crate::i18n::text(id, None));
    let [mv, visits, mean, exact] = &heads;
    writeln!(out, "\n{mv:<8} {visits:>10} {mean:>9}  {exact}")?;
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
    let heads = ["mcts-cmd-iterations", "mcts-estimate", "mcts-choice", "mcts-cmd-its-visits"]
        .map(|id| crate::i18n::text(id, None));
    let [iterations, estimate, choice, visits] = &heads;
    writeln!(out, "\n{iterations:>11} {estimate:>9}  {choice:<8} {visits:>10}")?;
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
