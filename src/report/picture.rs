//! A recorded search as a picture (`minimax export`): laid out once — each leaf (searched or
//! pruned) a column of its own, a parent over the middle of its children, a row per ply — and
//! drawn as TikZ, as SVG, or as Beamer frames that build the search step by step. MAX ▲, MIN ▼,
//! chance ○, a leaf boxed; values beside the nodes (`≥`/`≤` for a bound), the window α, β each
//! node was entered with, pruned moves crossed out, the principal variation thick.

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::engine::Player;
use crate::engine::trace::{EventKind, NodeKind, Trace};
use crate::engine::tt::Bound;

/// Who moves at a node, as the picture draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Max,
    Min,
    Chance,
    /// A position valued without a search below it: the game's end, a depth cut, a table hit.
    Leaf,
    /// A move alpha-beta never looked at.
    Pruned,
}

/// One node of the picture.
#[derive(Clone, Debug)]
pub struct Placed {
    /// Its column (leaves 0, 1, 2 … from the left) and its row (the root 0).
    pub x: f64,
    pub row: u32,
    pub parent: Option<usize>,
    /// The move that leads here, or the root's name.
    pub name: String,
    pub mark: Mark,
    /// Its value as the search found it: "+3", "≥ 5"; empty where it has none (pruned).
    pub value: String,
    /// The window it was entered with, written: "−∞, +∞".
    pub window: Option<String>,
    /// On the principal variation.
    pub principal: bool,
    /// The steps (from 1) at which the search enters it and at which its value is known (for a
    /// pruned move: the cutoff's).
    pub entered: usize,
    pub valued: usize,
    /// A Monte Carlo node's share of the root's visits (its edge drawn that much wider);
    /// `None` in a minimax search.
    pub share: Option<f64>,
}

/// A search laid out: the nodes in the order the search met them, and how many steps it took.
#[derive(Clone, Debug)]
pub struct Picture {
    pub nodes: Vec<Placed>,
    pub steps: usize,
    /// After each recorded event (by its index), the picture's steps so far: where a replay at
    /// that event stands.
    pub step_after: Vec<usize>,
    /// The steps that are cutoffs.
    pub cuts: Vec<usize>,
    /// Columns (leaves) and rows.
    pub width: f64,
    pub height: u32,
}

/// Lays out the search `trace` records; `name` writes a move, `root` is the root's name.
pub fn lay_out<M: Copy>(trace: &Trace<M>, name: &dyn Fn(M) -> String, root: &str) -> Picture {
    // The steps a lecture clicks through: a node entered, a node valued, a cutoff.
    let mut step_of = vec![(0usize, 0usize); trace.nodes.len()];
    let mut cut_step = vec![0usize; trace.nodes.len()];
    let mut steps = 0;
    let mut step_after = Vec::with_capacity(trace.events.len());
    let mut cuts = Vec::new();
    for e in &trace.events {
        let (entered, valued) = &mut step_of[e.node as usize];
        match e.kind {
            EventKind::Enter => {
                steps += 1;
                *entered = steps;
            }
            EventKind::Exit | EventKind::Leaf(_) if *valued == 0 => {
                steps += 1;
                *valued = steps;
            }
            EventKind::Cutoff => {
                steps += 1;
                cut_step[e.node as usize] = steps;
                cuts.push(steps);
            }
            _ => {}
        }
        step_after.push(steps);
    }
    let principal: HashSet<u32> = trace.principal_path().into_iter().collect();
    let mut nodes: Vec<Placed> = Vec::new();
    // Depth first with an explicit stack, each node after its parent and its pruned moves after
    // its searched children (left of them in the picture).
    enum Item {
        Searched(u32, Option<usize>),
        Pruned(u32, usize),
    }
    let mut stack = vec![Item::Searched(0, None)];
    while let Some(item) = stack.pop() {
        let (id, parent) = match item {
            Item::Pruned(id, at) => {
                let (row, cut) = (trace.nodes[id as usize].ply + 1, cut_step[id as usize]);
                for &m in trace.pruned_moves(id) {
                    nodes.push(Placed {
                        x: 0.0,
                        row,
                        parent: Some(at),
                        name: name(m),
                        mark: Mark::Pruned,
                        value: String::new(),
                        window: None,
                        principal: false,
                        entered: cut,
                        valued: cut,
                        share: None,
                    });
                }
                continue;
            }
            Item::Searched(id, parent) => (id, parent),
        };
        let node = &trace.nodes[id as usize];
        let mark = match (node.kind, node.chance, node.to_move) {
            (NodeKind::Leaf(_), _, _) => Mark::Leaf,
            (_, true, _) => Mark::Chance,
            (_, _, Player::Max) => Mark::Max,
            (_, _, Player::Min) => Mark::Min,
        };
        let bound = match trace.bound(id) {
            Bound::Exact => "",
            Bound::Lower => "≥ ",
            Bound::Upper => "≤ ",
        };
        let value = node
            .value
            .map_or("?".into(), |v| format!("{bound}{}", crate::words::text_at(v, node.ply)));
        let window = (mark != Mark::Leaf).then(|| {
            let text = |v| crate::words::text_at(v, node.ply);
            format!("{}, {}", text(node.alpha), text(node.beta))
        });
        let at = nodes.len();
        nodes.push(Placed {
            x: 0.0,
            row: node.ply,
            parent,
            name: node.mv.map_or(root.to_string(), name),
            mark,
            value,
            window,
            principal: principal.contains(&id),
            entered: step_of[id as usize].0,
            valued: step_of[id as usize].1.max(step_of[id as usize].0),
            share: None,
        });
        stack.push(Item::Pruned(id, at));
        let searched: Vec<u32> = trace.children(id).collect();
        stack.extend(searched.into_iter().rev().map(|c| Item::Searched(c, Some(at))));
    }
    let width = place(&mut nodes);
    let height = nodes.iter().map(|n| n.row).max().unwrap_or(0);
    Picture { nodes, steps, step_after, cuts, width, height }
}

/// Places nodes listed each after its parent, siblings left to right: each leaf a column of
/// its own in that order, a parent over the middle of its first and last child. Answers the
/// columns used.
fn place(nodes: &mut [Placed]) -> f64 {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            children[p].push(i);
        }
    }
    // Depth first with an explicit stack: a parent is placed when it is left.
    let mut next = 0.0;
    let mut stack = vec![(0usize, false)];
    while let Some((at, left)) = stack.pop() {
        let kids = &children[at];
        if left || kids.is_empty() {
            nodes[at].x = match (kids.first(), kids.last()) {
                (Some(&a), Some(&b)) => (nodes[a].x + nodes[b].x) / 2.0,
                _ => {
                    next += 1.0;
                    next - 1.0
                }
            };
            continue;
        }
        stack.push((at, true));
        stack.extend(kids.iter().rev().map(|&c| (c, false)));
    }
    next
}

/// Lays out a Monte Carlo search: its `most` most visited nodes (a parent is visited at least
/// as often as a child, so they hang together), children in the order they were expanded, each
/// with its visits and mean (MAX's, in `scale`'s units), the edges as wide as their share of the
/// root's visits, the most visited line thick.
pub fn lay_out_mcts(
    result: &crate::engine::mcts::MctsResult<u32>,
    labels: &[String],
    scale: crate::engine::Score,
    most: usize,
) -> Picture {
    let nodes = &result.nodes;
    let mut by_visits: Vec<u32> = (0..nodes.len() as u32).collect();
    by_visits.sort_by_key(|&id| (std::cmp::Reverse(nodes[id as usize].visits), id));
    let kept: HashSet<u32> = by_visits.into_iter().take(most.max(1)).collect();
    let mut line = HashSet::from([0u32]);
    let mut at = 0u32;
    while let Some(best) = crate::engine::mcts::most_visited(result, at) {
        line.insert(best);
        at = best;
    }
    let root_visits = nodes[0].visits.max(1) as f64;
    let mut placed: Vec<Placed> = Vec::new();
    let mut stack = vec![(0u32, None, 0u32)];
    while let Some((id, parent, row)) = stack.pop() {
        let node = &nodes[id as usize];
        let mut kids: Vec<u32> = result.children(id).filter(|c| kept.contains(c)).collect();
        kids.sort();
        let mark = match (node.outcome, node.chance, node.to_move) {
            (Some(_), _, _) => Mark::Leaf,
            (_, true, _) => Mark::Chance,
            (_, _, Player::Max) => Mark::Max,
            (_, _, Player::Min) => Mark::Min,
        };
        let mean = node.mean() / scale.max(1) as f64;
        let value = match node.outcome {
            Some(v) => crate::words::signed(v / scale.max(1)),
            None => format!("{mean:+.2} n={}", node.visits),
        };
        let here = placed.len();
        placed.push(Placed {
            x: 0.0,
            row,
            parent,
            name: node.mv.map_or("root".into(), |m| labels[m as usize].clone()),
            mark,
            value,
            window: None,
            principal: line.contains(&id),
            entered: 1,
            valued: 1,
            share: Some(node.visits as f64 / root_visits),
        });
        stack.extend(kids.into_iter().rev().map(|c| (c, Some(here), row + 1)));
    }
    let width = place(&mut placed);
    let height = placed.iter().map(|n| n.row).max().unwrap_or(0);
    Picture { nodes: placed, steps: 1, step_after: vec![], cuts: vec![], width, height }
}

/// `text` safe inside LaTeX (the signs the words use become math).
pub fn latex(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\\' => r"\textbackslash{}".to_string(),
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => format!(r"\{c}"),
            '~' => r"\textasciitilde{}".to_string(),
            '^' => r"\textasciicircum{}".to_string(),
            '−' => "$-$".to_string(),
            '∞' => r"$\infty$".to_string(),
            '≥' => r"$\geq$".to_string(),
            '≤' => r"$\leq$".to_string(),
            'α' => r"$\alpha$".to_string(),
            'β' => r"$\beta$".to_string(),
            c => c.to_string(),
        })
        .collect::<String>()
        .replace("$$", "")
}

impl Picture {
    /// The search as it stands after `step` steps: the nodes entered by then, a value only once
    /// it is known (the layout kept, so that the pictures of two steps line up).
    pub fn until(&self, step: usize) -> Picture {
        let mut kept = self.clone();
        let shown: Vec<bool> = self.nodes.iter().map(|n| n.entered <= step).collect();
        for n in kept.nodes.iter_mut().filter(|n| n.valued > step) {
            n.value = "?".into();
        }
        let mut at = 0;
        kept.nodes.retain(|_| {
            at += 1;
            shown[at - 1]
        });
        // The parents' places moved with the nodes dropped: renumber them.
        let new_index: Vec<Option<usize>> = shown
            .iter()
            .scan(0, |next, &s| {
                let index = s.then_some(*next);
                *next += usize::from(s);
                Some(index)
            })
            .collect();
        for n in &mut kept.nodes {
            n.parent = n.parent.and_then(|p| new_index[p]);
        }
        kept
    }

    /// The same picture built a cutoff at a time: each overlay shows the search up to and
    /// including a cutoff (the last, to its end), so that a lecture clicks from cut to cut.
    pub fn by_cutoffs(&self) -> Picture {
        let mut grouped = self.clone();
        // Step s shows on the overlay of the first cutoff at or after it.
        let overlay = |s: usize| 1 + self.cuts.iter().filter(|&&c| c < s).count();
        for n in &mut grouped.nodes {
            n.entered = overlay(n.entered.max(1));
            n.valued = overlay(n.valued.max(1));
        }
        grouped.steps = overlay(self.steps);
        grouped
    }

    /// Millimetres a column: as wide as a page allows (150 mm), 6 to 14 mm a column (10 at
    /// least for a Monte Carlo tree, whose counts sit under the nodes; the document shrinks a
    /// picture wider than the page).
    fn column(&self) -> f64 {
        let least = if self.nodes.iter().any(|n| n.share.is_some()) { 10.0 } else { 6.0 };
        (150.0 / self.width.max(1.0)).clamp(least, 14.0)
    }

    /// The TikZ picture; with `steps`, Beamer overlays that show each node from the step the
    /// search enters it, its value from the step it is known, a cut from the cutoff.
    pub fn tikz(&self, steps: bool) -> String {
        let only = |from: usize| match steps {
            true => format!("<{from}->"),
            false => String::new(),
        };
        let mut out = format!(
            "\\begin{{tikzpicture}}[x={:.1}mm, y=-16mm, font=\\scriptsize,\n  max/.style={{draw, regular polygon, regular polygon sides=3, inner sep=1pt, minimum size=4.5mm}},\n  min/.style={{max, shape border rotate=180}},\n  chance/.style={{draw, circle, inner sep=1pt, minimum size=3.5mm}},\n  leaf/.style={{draw, rectangle, inner sep=1.5pt}},\n  pruned/.style={{draw=gray, dashed, rectangle, inner sep=1.5pt, text=gray}},\n  pv/.style={{line width=1.4pt}}]\n",
            self.column()
        );
        for (i, n) in self.nodes.iter().enumerate() {
            let (style, inside) = match n.mark {
                Mark::Max => ("max", String::new()),
                Mark::Min => ("min", String::new()),
                Mark::Chance => ("chance", String::new()),
                Mark::Leaf => ("leaf", latex(&n.value)),
                Mark::Pruned => ("pruned", latex(&n.name)),
            };
            let thick = if n.principal { ", pv" } else { "" };
            let _ = writeln!(
                out,
                "  \\visible{}{{\\node[{style}{thick}] (n{i}) at ({:.2},{}) {{{inside}}};}}",
                only(n.entered.max(1)),
                n.x,
                n.row
            );
        }
        for (i, n) in self.nodes.iter().enumerate() {
            let Some(p) = n.parent else { continue };
            let pv = match (n.share, n.principal && self.nodes[p].principal) {
                (Some(share), _) => format!("line width={:.2}pt", 0.3 + 4.0 * share),
                (None, true) => "pv".into(),
                (None, false) => String::new(),
            };
            let line = match n.mark {
                Mark::Pruned => format!(
                    "\\draw[gray, dashed] (n{p}) -- node[sloped, text=red] {{$\\times$}} (n{i});"
                ),
                _ => format!(
                    "\\draw[{pv}] (n{p}) -- node[fill=white, inner sep=0.5pt, font=\\tiny] {{{}}} (n{i});",
                    latex(&n.name)
                ),
            };
            let _ = writeln!(out, "  \\visible{}{{{line}}}", only(n.entered.max(1)));
        }
        for (i, n) in self.nodes.iter().enumerate() {
            let inner = matches!(n.mark, Mark::Max | Mark::Min | Mark::Chance);
            if let (true, Some((mean, visits))) = (inner, n.value.split_once(" n=")) {
                // A Monte Carlo node: its visits and mean under it, two short lines.
                let _ = writeln!(
                    out,
                    "  \\node[below=0.3mm, font=\\tiny, align=center] at (n{i}.south) {{n={visits}\\\\{}}};",
                    latex(mean)
                );
            } else if inner {
                let _ = writeln!(
                    out,
                    "  \\visible{}{{\\node[right=1.5mm] at (n{i}.east) {{{}}};}}",
                    only(n.valued.max(1)),
                    latex(&n.value)
                );
            }
            if let Some(window) = &n.window {
                let _ = writeln!(
                    out,
                    "  \\visible{}{{\\node[left=1.5mm, text=gray, font=\\tiny] at (n{i}.west) {{{}}};}}",
                    only(n.entered.max(1)),
                    latex(&format!("α, β: {window}"))
                );
            }
        }
        out.push_str("\\end{tikzpicture}\n");
        if !steps {
            // A plain picture: \visible is Beamer's; without overlays it shows everything.
            out = out.replace("\\visible{", "{");
        }
        out
    }

    /// A LaTeX document holding the picture (`pdflatex` it as it is; the picture itself is
    /// between `\begin{tikzpicture}` and `\end{tikzpicture}` to paste into slides), shrunk to
    /// the page's width where it is wider. Only the base packages: article, graphicx, TikZ.
    pub fn tikz_document(&self) -> String {
        format!(
            "\\documentclass{{article}}\n\\usepackage[T1]{{fontenc}}\n\\usepackage[utf8]{{inputenc}}\n\\IfFileExists{{lmodern.sty}}{{\\usepackage{{lmodern}}}}{{}}\n\\usepackage[margin=15mm,landscape]{{geometry}}\n\\usepackage{{graphicx}}\n\\usepackage{{tikz}}\n\\usetikzlibrary{{shapes.geometric}}\n\\pagestyle{{empty}}\n\\newsavebox\\searchbox\n\\begin{{document}}\n\\centering\n\\sbox\\searchbox{{%\n{}}}\n\\ifdim\\wd\\searchbox>\\linewidth\\resizebox{{\\linewidth}}{{!}}{{\\usebox\\searchbox}}\\else\\usebox\\searchbox\\fi\n\\end{{document}}\n",
            self.tikz(false)
        )
    }

    /// A Beamer document with one frame that builds the search step by step (`\visible<n->`),
    /// a click a step.
    pub fn beamer(&self, title: &str) -> String {
        format!(
            "\\documentclass{{beamer}}\n\\usepackage[T1]{{fontenc}}\n\\usepackage[utf8]{{inputenc}}\n\\IfFileExists{{lmodern.sty}}{{\\usepackage{{lmodern}}}}{{}}\n\\usepackage{{tikz}}\n\\usetikzlibrary{{shapes.geometric}}\n\\setbeamertemplate{{navigation symbols}}{{}}\n\\begin{{document}}\n\\begin{{frame}}{{{}}}\n\\centering\n\\resizebox{{\\textwidth}}{{!}}{{%\n{}}}\n\\end{{frame}}\n\\end{{document}}\n",
            latex(title),
            self.tikz(true)
        )
    }

    /// The picture as SVG: the same shapes, values, windows, crossed-out pruned moves and thick
    /// principal variation.
    pub fn svg(&self) -> String {
        let (cw, rh, margin) = (48.0, 64.0, 40.0);
        let width = self.width.max(1.0) * cw + 2.0 * margin + 60.0;
        let height = f64::from(self.height) * rh + 2.0 * margin;
        let at = |n: &Placed| (margin + 60.0 + n.x * cw, margin + f64::from(n.row) * rh);
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"11\">\n"
        );
        for n in &self.nodes {
            let Some(p) = n.parent else { continue };
            let ((x1, y1), (x2, y2)) = (at(&self.nodes[p]), at(n));
            let (stroke, extra) = match (n.mark, n.principal && self.nodes[p].principal, n.share) {
                (Mark::Pruned, _, _) => ("gray", " stroke-dasharray=\"4 3\"".to_string()),
                (_, _, Some(share)) => {
                    ("black", format!(" stroke-width=\"{:.2}\"", 0.5 + 6.0 * share))
                }
                (_, true, None) => ("black", " stroke-width=\"3\"".to_string()),
                _ => ("black", String::new()),
            };
            let _ = writeln!(
                out,
                "  <line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{stroke}\"{extra}/>"
            );
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            match n.mark {
                Mark::Pruned => {
                    let _ = writeln!(
                        out,
                        "  <text x=\"{mx:.1}\" y=\"{:.1}\" fill=\"red\" text-anchor=\"middle\" font-size=\"14\">×</text>",
                        my + 5.0
                    );
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "  <text x=\"{:.1}\" y=\"{my:.1}\" fill=\"#555\" font-size=\"9\">{}</text>",
                        mx + 3.0,
                        xml(&n.name)
                    );
                }
            }
        }
        for n in &self.nodes {
            let (x, y) = at(n);
            let wide = if n.principal { "2.5" } else { "1" };
            let shape = match n.mark {
                Mark::Max => format!(
                    "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" fill=\"white\" stroke=\"black\" stroke-width=\"{wide}\"/>",
                    x,
                    y - 9.0,
                    x - 9.0,
                    y + 7.0,
                    x + 9.0,
                    y + 7.0
                ),
                Mark::Min => format!(
                    "<polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" fill=\"white\" stroke=\"black\" stroke-width=\"{wide}\"/>",
                    x,
                    y + 9.0,
                    x - 9.0,
                    y - 7.0,
                    x + 9.0,
                    y - 7.0
                ),
                Mark::Chance => format!(
                    "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"8\" fill=\"white\" stroke=\"black\" stroke-width=\"{wide}\"/>"
                ),
                Mark::Leaf => format!(
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"30\" height=\"16\" fill=\"white\" stroke=\"black\" stroke-width=\"{wide}\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
                    x - 15.0,
                    y - 8.0,
                    y + 4.0,
                    xml(&n.value)
                ),
                Mark::Pruned => format!(
                    "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"30\" height=\"16\" fill=\"white\" stroke=\"gray\" stroke-dasharray=\"3 2\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"gray\">{}</text>",
                    x - 15.0,
                    y - 8.0,
                    y + 4.0,
                    xml(&n.name)
                ),
            };
            let _ = writeln!(out, "  {shape}");
            let inner = matches!(n.mark, Mark::Max | Mark::Min | Mark::Chance);
            if let (true, Some((mean, visits))) = (inner, n.value.split_once(" n=")) {
                // A Monte Carlo node: its visits and mean under it.
                let (below, lower) = (y + 20.0, y + 30.0);
                let _ = writeln!(
                    out,
                    "  <text x=\"{x:.1}\" y=\"{below:.1}\" font-size=\"9\" text-anchor=\"middle\">n={visits}</text>"
                );
                let _ = writeln!(
                    out,
                    "  <text x=\"{x:.1}\" y=\"{lower:.1}\" font-size=\"9\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>",
                    xml(mean)
                );
            } else if inner {
                let _ = writeln!(
                    out,
                    "  <text x=\"{:.1}\" y=\"{:.1}\" font-weight=\"bold\">{}</text>",
                    x + 12.0,
                    y + 4.0,
                    xml(&n.value)
                );
            }
            if let Some(window) = &n.window {
                let _ = writeln!(
                    out,
                    "  <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#777\" font-size=\"9\" text-anchor=\"end\">α, β: {}</text>",
                    x - 12.0,
                    y + 4.0,
                    xml(window)
                );
            }
        }
        out.push_str("</svg>\n");
        out
    }
}

/// `text` safe inside XML.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::search_traced;
    use crate::engine::{Control, SearchConfig};
    use crate::games::tree::{Order, Tree, TreeGame};

    /// Every parent stands over the middle of its children, pruned ones included (C over c1,
    /// c2 and c3 in AIMA 5.2, though alpha-beta searched only c1), and the leaves are columns
    /// 0, 1, 2 … left to right.
    #[test]
    fn a_parent_stands_over_the_middle_of_its_children() {
        let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))", false).unwrap();
        let game = TreeGame::new(tree, Order::Written);
        let config = SearchConfig::default();
        let mut trace = Trace::new(10_000, config.algorithm);
        search_traced(&game, &0, &config, Control::default(), &mut trace).unwrap();
        let picture = lay_out(&trace, &|m| game.tree.node(m).label.clone(), "A");
        let kids = |i: usize| -> Vec<usize> {
            (0..picture.nodes.len()).filter(|&c| picture.nodes[c].parent == Some(i)).collect()
        };
        let names: Vec<&str> = kids(0).iter().map(|&c| picture.nodes[c].name.as_str()).collect();
        assert_eq!(names, ["B", "C", "D"]);
        let c = kids(0)[1];
        let under_c: Vec<&str> = kids(c).iter().map(|&k| picture.nodes[k].name.as_str()).collect();
        assert_eq!(under_c, ["c1", "c2", "c3"], "the pruned moves right of the searched one");
        for (i, n) in picture.nodes.iter().enumerate() {
            let k = kids(i);
            match (k.first(), k.last()) {
                (Some(&a), Some(&b)) => {
                    assert_eq!(n.x, (picture.nodes[a].x + picture.nodes[b].x) / 2.0, "{}", n.name)
                }
                _ => assert_eq!(n.x.fract(), 0.0, "a leaf is a column: {}", n.name),
            }
        }
        assert_eq!(picture.width, 9.0);
    }
}
