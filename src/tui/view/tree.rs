//! The Game tree panel: the tree of the last search as an outline. The principal variation is open
//! all the way down; other moves are closed, with the size of their subtree; pruned moves are listed
//! where alpha-beta cut them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::thousands;
use crate::engine::observer::LeafKind;
use crate::engine::trace::NodeKind;
use crate::tui::app::Play;
use crate::tui::session::Tree;
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    let title = match play.analysis.as_ref().map(|a| a.tree.negamax) {
        Some(true) => " Game tree · values for the player to move (negamax) ",
        _ => " Game tree · values are MAX's ",
    };
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let Some(analysis) = &play.analysis else {
        Paragraph::new("the tree of the next search appears here").dim().render(inner, buf);
        return;
    };
    let mut lines = outline(&analysis.tree, inner.height as usize);
    if analysis.tree.dropped > 0 && lines.len() < inner.height as usize {
        lines.push(
            Line::from(format!(
                "… {} more nodes searched, not kept",
                thousands(analysis.tree.dropped)
            ))
            .dim(),
        );
    }
    Paragraph::new(lines).render(inner, buf);
}

/// At most `rows` lines of outline: only what is visible is built.
pub fn outline(tree: &Tree, rows: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    if tree.nodes.is_empty() || rows == 0 {
        return lines;
    }
    lines.push(node_line(tree, 0, String::new(), true));
    open(tree, 0, "", rows, &mut lines);
    lines
}

/// Lists the children of `id` under it; the principal child opens in place, its siblings stay closed.
fn open(tree: &Tree, id: u32, indent: &str, rows: usize, lines: &mut Vec<Line<'static>>) {
    let node = &tree.nodes[id as usize];
    let next = tree.principal.iter().position(|&p| p == id).and_then(|i| tree.principal.get(i + 1));
    let count = node.children.len() + usize::from(!node.pruned.is_empty());
    for (i, &child) in node.children.iter().enumerate() {
        if lines.len() >= rows {
            return;
        }
        let last = i + 1 == count;
        let principal = next == Some(&child);
        lines.push(node_line(
            tree,
            child,
            format!("{indent}{}", if last { "└ " } else { "├ " }),
            principal,
        ));
        if principal {
            open(tree, child, &format!("{indent}{}", if last { "  " } else { "│ " }), rows, lines);
        }
    }
    if !node.pruned.is_empty() && lines.len() < rows {
        lines.push(Line::from(vec![
            Span::raw(format!("{indent}└ ")),
            Span::styled(
                format!("✂ {} pruned (α ≥ β): {}", node.pruned.len(), node.pruned.join(" ")),
                theme::bad(),
            ),
        ]));
    }
}

fn node_line(tree: &Tree, id: u32, prefix: String, principal: bool) -> Line<'static> {
    let node = &tree.nodes[id as usize];
    let value = node.value.map_or("?".to_string(), |v| theme::value_at(v, node.ply));
    let note = match node.kind {
        NodeKind::Leaf(LeafKind::Final) => " final".to_string(),
        NodeKind::Leaf(LeafKind::DepthCut) => " depth cut (heuristic)".to_string(),
        NodeKind::Leaf(LeafKind::TableHit) => " from the table".to_string(),
        NodeKind::Expanded if !principal || node.children.is_empty() => {
            format!(" ({} nodes)", thousands(tree.subtree_size(id) as u64))
        }
        NodeKind::Expanded => String::new(),
    };
    let label = Span::styled(
        format!("{} ", node.label),
        if principal { theme::title() } else { theme::dim() },
    );
    let mut spans = vec![
        Span::raw(prefix),
        Span::raw(if principal { "● " } else { "○ " }),
        label,
        Span::styled(format!("{} ", node.to_move), theme::player(node.to_move)),
        Span::raw(format!("= {value}")),
        Span::raw(note).dim(),
    ];
    if node.alpha > -crate::engine::score::INFINITY || node.beta < crate::engine::score::INFINITY {
        spans.push(
            Span::raw(format!(
                "  [α {}, β {}]",
                theme::value_at(node.alpha, node.ply),
                theme::value_at(node.beta, node.ply)
            ))
            .dim(),
        );
    }
    Line::from(spans)
}
