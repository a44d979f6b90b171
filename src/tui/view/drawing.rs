//! The game tree drawn as in the textbook, top down: each node its kind (▲ MAX, ▼ MIN, ○ chance)
//! and name over its value (`?` until known, `≥`/`≤` for bounds), edges below it, pruned moves
//! crossed out, the node the search is at highlighted, α and β under the nodes on the call stack,
//! the principal variation in bold. Only trees that fit are drawn; the panel shows the outline
//! otherwise.

use std::collections::HashSet;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::engine::Player;
use crate::engine::observer::LeafKind;
use crate::engine::replay::{Replay, Visit};
use crate::engine::trace::NodeKind;
use crate::engine::tt::Bound;
use crate::session::Tree;
use crate::tui::theme;

/// Rows a level takes: the name, the value, α and β (only while stepping through alpha-beta),
/// the edges below.
fn level_rows(tree: &Tree, scene: &Scene) -> u16 {
    if scene.replay.is_some() && tree.alpha_beta { 4 } else { 3 }
}
/// Columns between neighbouring leaves.
const GAP: usize = 1;

/// A node in the picture: a recorded node, or a move pruned at its parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Node(u32),
    /// The `index`-th move pruned at `parent`.
    Pruned {
        parent: u32,
        index: usize,
    },
    /// Blind play: a move of the root's the search cut, by its label, drawn like any other.
    Move(u32),
}

struct Placed {
    item: Item,
    depth: u16,
    /// The column the item is centred on.
    centre: usize,
    children: Vec<usize>,
}

/// What the picture needs to know besides the tree.
pub struct Scene<'a> {
    pub replay: Option<&'a Replay>,
    /// The node the search is at (step-through) or the cursor's.
    pub focus: Option<u32>,
    pub blind: bool,
    /// The principal variation is drawn bold (not in blind play, nor in practice before the
    /// answers are revealed: it is the answer).
    pub principal: bool,
    /// What to show instead of the search's values (practice: the learner's answers).
    pub overlay: Option<&'a dyn Fn(u32) -> Overlay>,
}

/// A node as practice shows it: the learner's value, whether they crossed it out, and, after a
/// check, whether that answer was right.
pub struct Overlay {
    pub value: String,
    pub crossed: bool,
    pub right: Option<bool>,
}

fn kind_mark(tree: &Tree, id: u32) -> &'static str {
    let node = tree.node(id);
    match (node.kind, node.chance, node.to_move) {
        (NodeKind::Leaf(LeafKind::Final), _, _) => "",
        (_, true, _) => "○",
        (_, false, Player::Max) => "▲",
        (_, false, Player::Min) => "▼",
    }
}

fn name(tree: &Tree, scene: &Scene, item: Item) -> String {
    match item {
        // Blind play names the root's moves and no more: a mark would tell a final position
        // from a searched one.
        Item::Node(id) if scene.blind && id != 0 => tree.label(id).to_string(),
        Item::Move(label) => tree.labels[label as usize].clone(),
        Item::Node(id) => {
            let label = if id == 0 {
                tree.brief(0).unwrap_or(crate::i18n::word("tree-root"))
            } else {
                tree.label(id)
            };
            format!("{}{label}", kind_mark(tree, id))
        }
        Item::Pruned { parent, index } => format!("✕{}", tree.pruned_labels(parent)[index]),
    }
}

fn value(tree: &Tree, scene: &Scene, item: Item) -> String {
    // The crossed-out name says it all.
    let Item::Node(id) = item else { return String::new() };
    if let Some(overlay) = scene.overlay {
        return overlay(id).value;
    }
    if scene.blind {
        return String::new();
    }
    let node = tree.node(id);
    let visit = scene.replay.map_or(Visit::Done, |r| r.visit[id as usize]);
    let value = scene.replay.map_or(node.value, |r| r.value[id as usize]);
    let relation = match (visit, tree.trace.bound(id)) {
        (Visit::Done, Bound::Lower) => "≥",
        (Visit::Done, Bound::Upper) => "≤",
        _ => "",
    };
    match (value, visit) {
        (Some(v), Visit::Done) => format!("{relation}{}", plain(tree, v, node.ply)),
        (Some(v), _) => format!("{}…", plain(tree, v, node.ply)),
        (None, _) => "?".into(),
    }
}

/// A value as the book writes it: numbers without a plus sign; wins and losses keep theirs
/// ("+1 in 3"), which says whose they are.
fn plain(tree: &Tree, value: crate::engine::Score, ply: u32) -> String {
    let text = tree.value(value, ply);
    match crate::engine::score::is_decisive(value) {
        true => text,
        false => text.strip_prefix('+').map(String::from).unwrap_or(text),
    }
}

/// The window under a node on the call stack, with α/β shown as they stand now.
fn window(tree: &Tree, scene: &Scene, id: u32) -> Option<String> {
    let replay = scene.replay?;
    if !tree.alpha_beta || replay.visit[id as usize] != Visit::Open {
        return None;
    }
    let ply = tree.node(id).ply;
    let (alpha, beta) = (replay.alpha[id as usize], replay.beta[id as usize]);
    Some(format!("α{} β{}", plain(tree, alpha, ply), plain(tree, beta, ply)))
}

/// Lays the picture out, or `None` when it does not fit in `area`.
fn layout(tree: &Tree, scene: &Scene, area: Rect) -> Option<Vec<Placed>> {
    if tree.is_empty() {
        return None;
    }
    let seen = |id: u32| scene.replay.is_none_or(|r| r.visit[id as usize] != Visit::Unseen);
    let cut = |id: u32| scene.replay.is_none_or(|r| r.cut[id as usize]);
    // The items depth first, children in order, pruned moves after the searched ones.
    let mut placed: Vec<Placed> = Vec::new();
    let rows = level_rows(tree, scene);
    let mut stack = vec![(Item::Node(0), 0u16, usize::MAX)];
    while let Some((item, depth, parent)) = stack.pop() {
        if (depth + 1) * rows > area.height + 1 || placed.len() > 200 {
            return None;
        }
        let index = placed.len();
        placed.push(Placed { item, depth, centre: 0, children: Vec::new() });
        if parent != usize::MAX {
            placed[parent].children.push(index);
        }
        let Item::Node(id) = item else { continue };
        if scene.blind {
            if id == 0 {
                stack.extend(blind_moves(tree).into_iter().rev().map(|c| (c, 1, index)));
            }
            continue;
        }
        let mut next: Vec<Item> =
            tree.trace.children(id).filter(|&c| seen(c)).map(Item::Node).collect();
        if cut(id) {
            let pruned = tree.pruned_labels(id).len();
            next.extend((0..pruned).map(|index| Item::Pruned { parent: id, index }));
        }
        stack.extend(next.into_iter().rev().map(|c| (c, depth + 1, index)));
    }
    // Widths bottom up: a leaf its text, an inner node the larger of its text and its children.
    let text_width = |p: &Placed| {
        let mut w = name(tree, scene, p.item)
            .chars()
            .count()
            .max(value(tree, scene, p.item).chars().count());
        if let Item::Node(id) = p.item {
            w = w.max(window(tree, scene, id).map_or(0, |s| s.chars().count()));
        }
        w + GAP
    };
    let mut width = vec![0usize; placed.len()];
    for i in (0..placed.len()).rev() {
        let below: usize = placed[i].children.iter().map(|&c| width[c]).sum();
        width[i] = text_width(&placed[i]).max(below);
    }
    if width[0] > area.width as usize {
        return None;
    }
    // Centres top down: children share their parent's span from its left edge.
    let mut left = vec![0usize; placed.len()];
    for i in 0..placed.len() {
        let mut x =
            left[i] + (width[i] - placed[i].children.iter().map(|&c| width[c]).sum::<usize>()) / 2;
        for &c in &placed[i].children.clone() {
            left[c] = x;
            x += width[c];
        }
    }
    for i in (0..placed.len()).rev() {
        placed[i].centre = match placed[i].children.as_slice() {
            [] => left[i] + (width[i] - GAP) / 2,
            // Over the middle child when there is one, so the edge joins it straight.
            children if children.len() % 2 == 1 => placed[children[children.len() / 2]].centre,
            [first, .., last] => (placed[*first].centre + placed[*last].centre) / 2,
            [only] => placed[*only].centre,
        };
    }
    Some(placed)
}

/// Blind play's items under the root: its moves in the game's own order, searched or not (which
/// the search opened, and in what order, would tell the answer).
fn blind_moves(tree: &Tree) -> Vec<Item> {
    let item = |(label, node): (u32, Option<u32>)| node.map_or(Item::Move(label), Item::Node);
    tree.root_moves_in_order().into_iter().map(item).collect()
}

/// Whether the picture fits in `area`.
pub fn fits(tree: &Tree, scene: &Scene, area: Rect) -> bool {
    layout(tree, scene, area).is_some()
}

/// Draws the tree if it fits; false (drawing nothing) if it does not.
pub fn render(tree: &Tree, scene: &Scene, area: Rect, buf: &mut Buffer) -> bool {
    let Some(placed) = layout(tree, scene, area) else { return false };
    let principal: HashSet<u32> = match (scene.principal && !scene.blind, scene.replay) {
        (true, None) => tree.principal.iter().copied().collect(),
        (true, Some(r)) if r.at_end(&tree.trace) => tree.principal.iter().copied().collect(),
        _ => HashSet::new(),
    };
    let put = |buf: &mut Buffer, x: usize, y: u16, text: &str, style: Style| {
        put_at(buf, area, x, y, text, style)
    };
    // Centres a text on column `centre`.
    let centred = |text: &str, centre: usize| centre.saturating_sub(text.chars().count() / 2);
    let rows = level_rows(tree, scene);
    for p in &placed {
        let y = p.depth * rows;
        let overlay = match p.item {
            Item::Node(id) => scene.overlay.map(|o| o(id)),
            Item::Pruned { .. } | Item::Move(_) => None,
        };
        let (on_line, here, pruned) = match p.item {
            Item::Node(id) => (
                principal.contains(&id),
                scene.focus == Some(id),
                overlay.as_ref().is_some_and(|o| o.crossed),
            ),
            Item::Pruned { .. } => (false, false, true),
            Item::Move(_) => (false, false, false),
        };
        let mut style = Style::new();
        if on_line {
            style = style.add_modifier(Modifier::BOLD);
        }
        if pruned {
            style = theme::bad().add_modifier(Modifier::CROSSED_OUT);
        }
        if here {
            style = theme::selected();
        }
        let label = name(tree, scene, p.item);
        put(buf, centred(&label, p.centre), y, &label, style);
        let shown = value(tree, scene, p.item);
        let value_style = match overlay.as_ref().and_then(|o| o.right) {
            Some(true) => theme::good().add_modifier(Modifier::BOLD),
            // Reversed as well as red, so a wrong answer stands out in monochrome too.
            Some(false) => theme::bad().add_modifier(Modifier::BOLD | Modifier::REVERSED),
            None if pruned => theme::bad(),
            None if on_line => theme::good(),
            None => Style::new(),
        };
        put(buf, centred(&shown, p.centre), y + 1, &shown, value_style);
        if let Item::Node(id) = p.item
            && let Some(window) = window(tree, scene, id)
        {
            put(buf, centred(&window, p.centre), y + 2, &window, theme::dim());
        }
        edges(buf, area, &placed, p, y + rows - 1, on_line.then_some(&principal));
    }
    true
}

/// Writes `text` at (`x`, `y`) of `area`, cut at its edge.
fn put_at(buf: &mut Buffer, area: Rect, x: usize, y: u16, text: &str, style: Style) {
    if y < area.height && x < area.width as usize {
        let room = area.width as usize - x;
        buf.set_stringn(area.x + x as u16, area.y + y, text, room, style);
    }
}

/// The edges from `p` down to its children on `edge_row`: a bar from the first to the last, a
/// tick to each; the edge to a child on the principal line (`principal`, when `p` is on it) bold.
fn edges(
    buf: &mut Buffer,
    area: Rect,
    placed: &[Placed],
    p: &Placed,
    edge_row: u16,
    principal: Option<&HashSet<u32>>,
) {
    let (Some(&first), Some(&last)) = (p.children.first(), p.children.last()) else { return };
    let (from, to) = (placed[first].centre, placed[last].centre);
    for x in from..=to {
        put_at(buf, area, x, edge_row, "─", theme::dim());
    }
    for &c in &p.children {
        let child = &placed[c];
        let mark = match (child.centre == from, child.centre == to) {
            (true, true) => "│",
            (true, false) => "┌",
            (false, true) => "┐",
            (false, false) => "┬",
        };
        let edge_style = match child.item {
            Item::Pruned { .. } => theme::bad(),
            Item::Move(_) => theme::dim(),
            Item::Node(id) if principal.is_some_and(|line| line.contains(&id)) => {
                theme::good().add_modifier(Modifier::BOLD)
            }
            Item::Node(_) => theme::dim(),
        };
        put_at(buf, area, child.centre, edge_row, mark, edge_style);
    }
    if from != to {
        let joint =
            if p.children.iter().any(|&c| placed[c].centre == p.centre) { "┼" } else { "┴" };
        put_at(buf, area, p.centre, edge_row, joint, theme::dim());
    }
}
