//! `minimax tree GAME`: the search tree of a position, as JSON or as Graphviz DOT.
//!
//! Both are written node by node with an explicit stack, so a tree thousands of plies deep cannot
//! overflow the stack.

use std::io::Write;

use anyhow::Result;

use crate::engine::observer::LeafKind;
use crate::engine::score::{self, INFINITY, Score};
use crate::engine::trace::{NodeKind, Trace};
use crate::engine::tt::Bound;
use crate::parse::BadInput;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::engine::deepening::recorded;
use crate::engine::{Algorithm, Control, Game, SearchConfig};

/// How `minimax tree` and `minimax export` write the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Json,
    Dot,
    /// A standalone LaTeX document with the TikZ picture.
    Tikz,
    Svg,
    /// A Beamer frame that builds the search step by step.
    Beamer,
    /// A Beamer frame that builds the search a cutoff at a time.
    BeamerCutoffs,
}

/// A position in the game's notation for the export: the Sum Game's running sum (a number), Nim's
/// heaps (an array), a board as `--board` takes it (a string).
pub type StateJson<'a, S> = &'a dyn Fn(&S) -> serde_json::Value;

/// Searches `root` recording every step (at most `max_events`), then writes the tree.
#[allow(clippy::too_many_arguments)]
pub fn export<G: Game>(
    game: &G,
    root: &G::State,
    root_name: &str,
    state_json: StateJson<'_, G::State>,
    config: &SearchConfig,
    format: Format,
    max_events: usize,
    out: &mut impl Write,
) -> Result<()> {
    // A tree past the cap could not be written whole: stop the search there.
    let stop = Arc::new(AtomicBool::new(false));
    let new_trace = || Trace::new(max_events, config.algorithm).stop_at_cap(stop.clone());
    let control = Control { stop: Some(&stop), ..Control::default() };
    // On a clock: the deepest iteration that finished within the cap.
    let searched = recorded(game, root, config, control, new_trace);
    let Some((result, trace)) = searched.ok().filter(|(_, trace)| !trace.is_capped()) else {
        let most = max_events.to_string();
        return Err(BadInput(crate::tr!("export-too-many-steps", most = most)).into());
    };
    let tree = Written { game, trace: &trace, state_json };
    let picture = || super::picture::lay_out(&trace, &|m| game.notation(m), root_name);
    match format {
        Format::Json => tree.json(root, result.value, result.stats.nodes, out),
        Format::Dot => tree.dot(root, &trace.principal_path(), out),
        Format::Tikz => Ok(write!(out, "{}", picture().tikz_document())?),
        Format::Svg => Ok(write!(out, "{}", picture().svg())?),
        Format::Beamer => {
            let title = crate::tr!("export-steps", search = describe(config), root = root_name);
            Ok(write!(out, "{}", picture().beamer(&title))?)
        }
        Format::BeamerCutoffs => {
            let title = crate::tr!("export-cutoffs", search = describe(config), root = root_name);
            Ok(write!(out, "{}", picture().by_cutoffs().beamer(&title))?)
        }
    }
}

/// The search in a few words, for a slide's title: "Alpha-beta", "Minimax".
fn describe(config: &SearchConfig) -> String {
    if config.alpha_beta { crate::tr!("export-alpha-beta") } else { crate::tr!("export-minimax") }
}

/// A window end: its seed value (±1 for a win or a loss, the distance goes in `end_in`), or
/// `null` for ±∞.
fn window_end(value: Score) -> String {
    if value.abs() >= INFINITY { "null".into() } else { score::seed_value(value).to_string() }
}

fn json_string(text: &str) -> String {
    serde_json::to_string(text).expect("a string serialises")
}

fn bound_name(bound: Bound) -> &'static str {
    match bound {
        Bound::Exact => "exact",
        Bound::Lower => "lower",
        Bound::Upper => "upper",
    }
}

/// A recorded search and what it takes to write its nodes.
struct Written<'a, G: Game> {
    game: &'a G,
    trace: &'a Trace<G::Move>,
    state_json: StateJson<'a, G::State>,
}

/// A step of the depth-first walk: a node entered (first among its siblings or not), or left.
enum Step<'s, S> {
    Enter(u32, &'s S, bool),
    Leave(u32, &'s S),
}

impl<G: Game> Written<'_, G> {
    /// Visits the nodes depth first with their positions, with an explicit stack: a line can be
    /// thousands of plies deep.
    fn walk(
        &self,
        root: &G::State,
        mut visit: impl FnMut(Step<'_, G::State>) -> Result<()>,
    ) -> Result<()> {
        enum Item<S> {
            Enter(u32, S, bool),
            Leave(u32, S),
        }
        let mut stack = vec![Item::Enter(0, root.clone(), true)];
        while let Some(item) = stack.pop() {
            let (id, state, first) = match item {
                Item::Leave(id, state) => {
                    visit(Step::Leave(id, &state))?;
                    continue;
                }
                Item::Enter(id, state, first) => (id, state, first),
            };
            visit(Step::Enter(id, &state, first))?;
            let children: Vec<(u32, G::State)> = self
                .trace
                .children(id)
                .map(|c| {
                    let mv = self.trace.nodes[c as usize].mv.expect("a child has a move");
                    (c, self.game.apply(&state, mv))
                })
                .collect();
            stack.push(Item::Leave(id, state));
            for (i, (c, s)) in children.into_iter().enumerate().rev() {
                stack.push(Item::Enter(c, s, i == 0));
            }
        }
        Ok(())
    }

    fn json(&self, root: &G::State, value: Score, nodes: u64, out: &mut impl Write) -> Result<()> {
        let (trace, game) = (self.trace, self.game);
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
        self.walk(root, |step| {
            match step {
                Step::Enter(id, state, first) => {
                    let node = &trace.nodes[id as usize];
                    let mv = node.mv.map_or("null".to_string(), |m| json_string(&game.notation(m)));
                    let value = node.value.unwrap_or(0);
                    let end_in = score::plies_to_end(value).map_or(String::new(), |n| {
                        format!(",\"end_in\":{}", n.saturating_sub(node.ply))
                    });
                    let leaf = match node.kind {
                        NodeKind::Expanded => String::new(),
                        NodeKind::Leaf(kind) => {
                            format!(",\"leaf\":{}", serde_json::to_string(&kind)?)
                        }
                    };
                    write!(
                        out,
                        "{}{{\"move\":{mv},\"state\":{},\"player\":\"{}\",\"value\":{}{end_in},\"bound\":\"{}\",\"alpha\":{},\"beta\":{},\"pruned\":false{leaf},\"children\":[",
                        if first { "" } else { "," },
                        (self.state_json)(state),
                        node.to_move,
                        score::seed_value(value),
                        bound_name(trace.bound(id)),
                        window_end(node.alpha),
                        window_end(node.beta)
                    )?;
                }
                Step::Leave(id, state) => {
                    // The moves alpha-beta cut come after the searched children.
                    let node = &trace.nodes[id as usize];
                    for (i, &m) in trace.pruned_moves(id).iter().enumerate() {
                        let first = i == 0 && node.first_child == crate::engine::trace::NONE;
                        write!(
                            out,
                            "{}{{\"move\":{},\"state\":{},\"player\":\"{}\",\"pruned\":true,\"children\":[]}}",
                            if first { "" } else { "," },
                            json_string(&game.notation(m)),
                            (self.state_json)(&game.apply(state, m)),
                            node.to_move.opponent()
                        )?;
                    }
                    write!(out, "]}}")?;
                }
            }
            Ok(())
        })?;
        writeln!(out, "}}")?;
        Ok(())
    }

    /// A node's label in the picture: its move, position, who is to move, its value (`≥`/`≤`
    /// for a bound) and window.
    fn dot_label(&self, id: u32, state: &G::State) -> String {
        let node = &self.trace.nodes[id as usize];
        let mv = node.mv.map_or("root".to_string(), |m| self.game.notation(m));
        let bound = match self.trace.bound(id) {
            Bound::Exact => "",
            Bound::Lower => "≥ ",
            Bound::Upper => "≤ ",
        };
        let value = node.value.map_or("?".to_string(), |v| crate::words::text_at(v, node.ply));
        let kind = match node.kind {
            NodeKind::Expanded => "",
            NodeKind::Leaf(LeafKind::Final) => "\\nfinal",
            NodeKind::Leaf(LeafKind::DepthCut) => "\\nheuristic",
            NodeKind::Leaf(LeafKind::TableHit) => "\\nfrom the table",
        };
        let state = (self.state_json)(state).to_string().replace('"', "");
        format!(
            "{mv}: {state}\\n{} = {bound}{value}\\nα {}, β {}{kind}",
            node.to_move,
            crate::words::text_at(node.alpha, node.ply),
            crate::words::text_at(node.beta, node.ply)
        )
    }

    fn dot(&self, root: &G::State, principal: &[u32], out: &mut impl Write) -> Result<()> {
        let (trace, game) = (self.trace, self.game);
        writeln!(out, "digraph search {{")?;
        writeln!(out, "  node [shape=box, fontname=\"monospace\", fontsize=10];")?;
        writeln!(out, "  edge [fontname=\"monospace\", fontsize=10];")?;
        let on_line: std::collections::HashSet<u32> = principal.iter().copied().collect();
        self.walk(root, |step| {
            let Step::Enter(id, state, _) = step else { return Ok(()) };
            let style = if on_line.contains(&id) { ", penwidth=2" } else { "" };
            writeln!(out, "  n{id} [label=\"{}\"{style}];", self.dot_label(id, state))?;
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
            Ok(())
        })?;
        writeln!(out, "}}")?;
        Ok(())
    }
}
