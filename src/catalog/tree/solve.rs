//! `minimax solve tree`: a textbook tree's value and best move, and what the search did in the
//! words of the exercises: the states it generated, the leaves it evaluated, the moves it pruned.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use anyhow::Result;
use serde::Serialize;

use crate::engine::deepening::recorded;
use crate::engine::observer::LeafKind;
use crate::engine::trace::{EventKind, MAX_EVENT_CAP, Trace};
use crate::engine::{Control, SearchConfig};
use crate::games::tree::{Order, TreeGame};
use crate::parse::BadInput;
use crate::report::search::describe_config;
use crate::tr;

#[derive(Serialize)]
struct TreeReport {
    game: &'static str,
    /// The tree in the parenthesised notation, every label and kind written out.
    tree: String,
    root: String,
    /// The root's value, MAX's (expectation at chance nodes), as the tree writes values.
    value: f64,
    /// The move the root should make: the edge's action where the tree names edges (CS188),
    /// else the child's label.
    best_move: Option<String>,
    principal_variation: Vec<String>,
    /// Nodes the search entered, the root included.
    nodes: u64,
    /// The root and every node the search generated, sorted (as CS188 reports them).
    generated: Vec<String>,
    /// Nodes valued by their leaf value or, at a depth cut, their evaluation, in the search's order.
    evaluated: Vec<String>,
    /// Children the search never visited (alpha-beta's cutoffs), in the order they were cut.
    pruned: Vec<String>,
    cut: &'static str,
    order: &'static str,
}

fn order_name(order: Order) -> &'static str {
    match order {
        Order::Written => "written",
        Order::Reversed => "reversed",
        Order::BestFirst => "best",
        Order::WorstFirst => "worst",
    }
}

pub fn solve_tree(
    game: &TreeGame,
    config: &SearchConfig,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    let new_trace = || Trace::new(MAX_EVENT_CAP, config.algorithm).stop_at_cap(stop.clone());
    let control = Control { stop: Some(&stop), ..Control::default() };
    // On a clock: the deepest iteration that finished within the cap.
    let searched = recorded(game, &0, config, control, new_trace);
    let Some((result, trace)) = searched.ok().filter(|(_, trace)| !trace.is_capped()) else {
        let most = MAX_EVENT_CAP.to_string();
        return Err(BadInput(crate::tr!("search-too-many-steps", most = most)).into());
    };
    let tree = &game.tree;
    let label = |id: u32| tree.node(id).label.clone();
    let mut generated: Vec<String> =
        trace.nodes.iter().map(|n| n.mv.map_or(label(0), label)).collect();
    generated.sort();
    let evaluated = trace
        .events
        .iter()
        .filter(|e| matches!(e.kind, EventKind::Leaf(LeafKind::Final | LeafKind::DepthCut)))
        .map(|e| trace.nodes[e.node as usize].mv.map_or(label(0), label))
        .collect();
    let report = TreeReport {
        game: "tree",
        tree: tree.notation(),
        root: label(0),
        value: result.value as f64 / tree.scale as f64,
        best_move: result.best_move.map(|m| tree.move_name(m).to_string()),
        principal_variation: result
            .principal_variation
            .iter()
            .map(|&m| tree.move_name(m).to_string())
            .collect(),
        nodes: result.stats.nodes,
        generated,
        evaluated,
        pruned: trace.pruned.iter().map(|&m| label(m)).collect(),
        cut: if config.strict_cutoffs { "strict" } else { "equal" },
        order: order_name(game.order),
    };
    crate::report::write(out, json, &report, |out| {
        let root = tree.node(0);
        writeln!(out, "{}", tr!("tree-solve-tree", tree = report.tree.as_str()))?;
        let kind = match root.kind {
            crate::games::tree::Kind::Chance => tr!("tree-kind-chance").to_uppercase(),
            kind => format!("{kind:?}").to_uppercase(),
        };
        let value = tree.value_text(result.value);
        let said = tr!("tree-solve-value", value = value, kind = kind, root = report.root.as_str());
        writeln!(out, "{said}")?;
        let best = report.best_move.clone().unwrap_or_else(|| tr!("solve-none"));
        writeln!(out, "{}", tr!("solve-best-move", mv = best))?;
        writeln!(out, "{}", tr!("solve-best-line", line = report.principal_variation.join(" ")))?;
        let order = match game.order {
            Order::Written => "written",
            Order::Reversed => "reversed",
            Order::BestFirst => "best",
            Order::WorstFirst => "worst",
        };
        let strict = if config.strict_cutoffs { "yes" } else { "no" };
        let config = describe_config(config);
        writeln!(
            out,
            "{}",
            tr!("tree-solve-search", config = config, strict = strict, order = order)
        )?;
        writeln!(out, "{}", tr!("tree-solve-nodes", n = report.nodes.to_string()))?;
        writeln!(out, "{}", tr!("tree-solve-evaluated", leaves = report.evaluated.join(" ")))?;
        let pruned =
            if report.pruned.is_empty() { tr!("solve-none") } else { report.pruned.join(" ") };
        writeln!(out, "{}", tr!("tree-solve-pruned", moves = pruned))?;
        Ok(())
    })
}
