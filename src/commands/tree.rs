//! `minimax tree GAME`: the search tree of a position, as JSON or as Graphviz DOT.
//!
//! Both are written node by node with an explicit stack, so a tree thousands of plies deep cannot
//! overflow the stack.

use std::io::Write;

use anyhow::Result;

use super::BadInput;
use crate::engine::score::{self, INFINITY, Score};
use crate::engine::trace::{NodeKind, Trace};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::{Algorithm, Control, Game, SearchConfig, search::search_traced};

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Json,
    Dot,
}

/// Searches `root` recording every step (at most `max_events`), then writes the tree.
pub fn export<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    format: Format,
    max_events: usize,
    out: &mut impl Write,
) -> Result<()> {
    // A tree past the cap could not be written whole: stop the search there.
    let stop = Arc::new(AtomicBool::new(false));
    let mut trace = Trace::new(max_events, config.algorithm).stop_at_cap(stop.clone());
    let control = Control { stop: Some(&stop), nodes: None };
    let searched = search_traced(game, root, config, control, &mut trace);
    let (Ok(result), false) = (searched, trace.is_capped()) else {
        return Err(BadInput(format!(
            "the search takes more than {max_events} steps: too large to export; \
             raise --max-events, or prune with alpha-beta, the table or --depth"
        ))
        .into());
    };
    let principal = trace.principal_path();
    match format {
        Format::Json => json(game, &trace, result.value, result.stats.nodes, out),
        Format::Dot => dot(game, &trace, &principal, out),
    }
}

/// A window end: its seed value (±1 for a win or a loss, the distance goes in `end_in`), or
/// `null` for ±∞.
fn window_end(value: Score) -> String {
    if value.abs() >= INFINITY { "null".into() } else { score::seed_value(value).to_string() }
}

fn json_string(text: &str) -> String {
    serde_json::to_string(text).expect("a string serialises")
}

fn json<G: Game>(
    game: &G,
    trace: &Trace<G::Move>,
    value: Score,
    nodes: u64,
    out: &mut impl Write,
) -> Result<()> {
    let perspective = match trace.algorithm {
        Algorithm::Minimax => "MAX",
        Algorithm::Negamax => "player to move",
    };
    write!(
        out,
        "{{\"value\":{},\"nodes\":{nodes},\"perspective\":{},\"root\":",
        score::seed_value(value),
        json_string(perspective)
    )?;
    enum Item {
        /// A node to write, after a comma unless it is the first of its list.
        Node(u32, bool),
        Text(String),
    }
    let mut stack = vec![Item::Node(0, true)];
    while let Some(item) = stack.pop() {
        let (id, first) = match item {
            Item::Text(text) => {
                out.write_all(text.as_bytes())?;
                continue;
            }
            Item::Node(id, first) => (id, first),
        };
        let node = &trace.nodes[id as usize];
        let mv = node.mv.map_or("null".to_string(), |m| json_string(&game.notation(m)));
        let value = node.value.unwrap_or(0);
        let end_in = score::plies_to_end(value)
            .map_or(String::new(), |n| format!(",\"end_in\":{}", n.saturating_sub(node.ply)));
        let leaf = match node.kind {
            NodeKind::Expanded => String::new(),
            NodeKind::Leaf(kind) => format!(",\"leaf\":{}", serde_json::to_string(&kind)?),
        };
        write!(
            out,
            "{}{{\"move\":{mv},\"player\":\"{}\",\"value\":{}{end_in},\"alpha\":{},\"beta\":{},\"pruned\":false{leaf},\"children\":[",
            if first { "" } else { "," },
            node.to_move,
            score::seed_value(value),
            window_end(node.alpha),
            window_end(node.beta)
        )?;
        // Popped in order: the searched children, then the pruned moves, then the closing.
        stack.push(Item::Text("]}".into()));
        let children: Vec<u32> = trace.children(id).collect();
        let pruned: Vec<String> = trace
            .pruned_moves(id)
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                format!(
                    "{}{{\"move\":{},\"player\":\"{}\",\"pruned\":true,\"children\":[]}}",
                    if i == 0 && children.is_empty() { "" } else { "," },
                    json_string(&game.notation(m)),
                    node.to_move.opponent()
                )
            })
            .collect();
        if !pruned.is_empty() {
            stack.push(Item::Text(pruned.concat()));
        }
        stack.extend(children.iter().enumerate().rev().map(|(i, &c)| Item::Node(c, i == 0)));
    }
    writeln!(out, "}}")?;
    Ok(())
}

/// A node's label in the picture: its move, who is to move, its value and window.
fn dot_label<M: Copy>(game: &impl Game<Move = M>, trace: &Trace<M>, id: u32) -> String {
    let node = &trace.nodes[id as usize];
    let mv = node.mv.map_or("root".to_string(), |m| game.notation(m));
    let value = node.value.map_or("?".to_string(), |v| score::text_at(v, node.ply));
    let kind = match node.kind {
        NodeKind::Expanded => "",
        NodeKind::Leaf(crate::engine::observer::LeafKind::Final) => "\\nfinal",
        NodeKind::Leaf(crate::engine::observer::LeafKind::DepthCut) => "\\nheuristic",
        NodeKind::Leaf(crate::engine::observer::LeafKind::TableHit) => "\\nfrom the table",
    };
    format!(
        "{mv}\\n{} = {value}\\nα {}, β {}{kind}",
        node.to_move,
        score::bound_text(node.alpha),
        score::bound_text(node.beta)
    )
}

fn dot<G: Game>(
    game: &G,
    trace: &Trace<G::Move>,
    principal: &[u32],
    out: &mut impl Write,
) -> Result<()> {
    writeln!(out, "digraph search {{")?;
    writeln!(out, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
    writeln!(out, "  edge [fontname=\"monospace\", fontsize=10];")?;
    let on_line: std::collections::HashSet<u32> = principal.iter().copied().collect();
    for id in 0..trace.nodes.len() as u32 {
        let style = if on_line.contains(&id) { ", penwidth=2" } else { "" };
        writeln!(out, "  n{id} [label=\"{}\"{style}];", dot_label(game, trace, id))?;
        for child in trace.children(id) {
            let mv = trace.nodes[child as usize].mv.map_or(String::new(), |m| game.notation(m));
            let bold = if on_line.contains(&id) && on_line.contains(&child) {
                ", style=bold, penwidth=2"
            } else {
                ""
            };
            writeln!(out, "  n{id} -> n{child} [label=\"{mv}\"{bold}];")?;
        }
        for (i, &m) in trace.pruned_moves(id).iter().enumerate() {
            let mv = game.notation(m);
            writeln!(
                out,
                "  p{id}_{i} [label=\"{mv}\\npruned\", style=dashed, color=gray50, fontcolor=gray50];"
            )?;
            writeln!(out, "  n{id} -> p{id}_{i} [label=\"{mv}\", style=dashed, color=gray50];")?;
        }
    }
    writeln!(out, "}}")?;
    Ok(())
}

/// `minimax tree GAME`: the position the command line describes, searched and written.
pub fn run(command: &crate::cli::TreeGame, out: &mut impl Write) -> Result<()> {
    use crate::cli::TreeGame;
    match command {
        TreeGame::Sum { game, engine, output } => {
            let (game, state) = super::sum_position(game)?;
            export(&game, &state, &engine.config(), output.format, output.max_events, out)
        }
        TreeGame::Nim { game, engine, output } => {
            let (game, state) = super::nim::position(game)?;
            export(&game, &state, &engine.config(), output.format, output.max_events, out)
        }
        TreeGame::Tictactoe { board, engine, output } => {
            let grid = crate::games::tictactoe::Grid::parse(board).map_err(BadInput::from_error)?;
            let game = crate::games::tictactoe::TicTacToe;
            export(&game, &grid, &engine.config(), output.format, output.max_events, out)
        }
        TreeGame::Reversi { game, engine, output } => {
            let (game, board, config) = super::boards::reversi_search(game, engine)?;
            export(&game, &board, &config, output.format, output.max_events, out)
        }
    }
}
