//! Which rows of the game tree are shown: the path to the node in focus is open, with its siblings
//! closed (their subtree sizes shown); the user can open and close any node. Rows are small
//! structs; only the rows on screen become text.

use std::collections::HashSet;

use crate::engine::replay::{Replay, Visit};
use crate::engine::trace::NONE;
use crate::session::Tree;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Node {
        id: u32,
        depth: u32,
    },
    /// The moves alpha-beta cut at `id`, listed under its searched children.
    Pruned {
        id: u32,
        depth: u32,
    },
    /// In blind play, a move of the root's the search never made (cut at the root), by its
    /// label: listed like any other, since that it was cut tells how good it is.
    Move {
        label: u32,
    },
}

impl Row {
    pub fn depth(self) -> u32 {
        match self {
            Row::Node { depth, .. } | Row::Pruned { depth, .. } => depth,
            Row::Move { .. } => 1,
        }
    }

    /// The node of a node row (`None` for a row of pruned moves).
    pub fn node_id(&self) -> Option<u32> {
        match *self {
            Row::Node { id, .. } => Some(id),
            Row::Pruned { .. } | Row::Move { .. } => None,
        }
    }
}

/// The user's view of the tree: what they opened or closed, and where their cursor is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outline {
    pub expanded: HashSet<u32>,
    pub collapsed: HashSet<u32>,
    /// `None`: the cursor follows the focus (the step's node, or the end of the principal line).
    pub cursor: Option<u32>,
}

impl Outline {
    /// The node the view centres on: the cursor, else the focus.
    pub fn cursor_or(&self, focus: u32) -> u32 {
        self.cursor.unwrap_or(focus)
    }

    pub fn toggle(&mut self, id: u32, open_now: bool) {
        if open_now {
            self.expanded.remove(&id);
            self.collapsed.insert(id);
        } else {
            self.collapsed.remove(&id);
            self.expanded.insert(id);
        }
    }
}

/// The node in focus: the step's current node, else the last node of the principal variation;
/// in blind play the root (where the search went is itself a hint).
pub fn focus(tree: &Tree, replay: Option<&Replay>, blind: bool) -> u32 {
    match replay {
        Some(r) => r.current(&tree.trace).unwrap_or(0),
        None if blind => 0,
        None => tree.principal.last().copied().unwrap_or(0),
    }
}

/// Where the tree's cursor starts: stepping through, the search's current node; otherwise the
/// root, so the tree opens at its first row with the principal variation open below it
/// (centred on the variation's end, the root was off screen at 80x24).
pub fn start(tree: &Tree, replay: Option<&Replay>, blind: bool) -> u32 {
    match replay {
        Some(_) => focus(tree, replay, blind),
        None => 0,
    }
}

/// The ancestors of `id`, itself included.
fn path(tree: &Tree, id: u32) -> HashSet<u32> {
    let mut on_path = HashSet::new();
    let mut at = id;
    while at != NONE && (at as usize) < tree.trace.nodes.len() {
        on_path.insert(at);
        at = tree.node(at).parent;
    }
    on_path
}

fn is_open(tree: &Tree, outline: &Outline, on_path: &HashSet<u32>, id: u32) -> bool {
    tree.node(id).first_child != NONE
        && !outline.collapsed.contains(&id)
        && (outline.expanded.contains(&id) || on_path.contains(&id))
}

/// The rows in order. In a replay, nodes the search has not reached yet are not shown, and pruned
/// moves appear once the cut has happened.
pub fn rows(tree: &Tree, replay: Option<&Replay>, outline: &Outline, blind: bool) -> Vec<Row> {
    let mut out = Vec::new();
    if tree.is_empty() {
        return out;
    }
    if blind {
        return blind_rows(tree);
    }
    let focus_node = focus(tree, replay, blind);
    let mut on_path = path(tree, focus_node);
    if let Some(c) = outline.cursor {
        on_path.extend(path(tree, c));
    }
    let seen = |id: u32| replay.is_none_or(|r| r.visit[id as usize] != Visit::Unseen);
    let cut = |id: u32| replay.is_none_or(|r| r.cut[id as usize]);
    // Depth-first with an explicit stack: a line can be thousands of nodes deep.
    enum Item {
        Visit(u32, u32),
        Pruned(u32, u32),
    }
    let mut stack = vec![Item::Visit(0, 0)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Pruned(id, depth) => out.push(Row::Pruned { id, depth }),
            Item::Visit(id, depth) => {
                out.push(Row::Node { id, depth });
                if !is_open(tree, outline, &on_path, id) {
                    continue;
                }
                if tree.node(id).pruned.1 > 0 && cut(id) {
                    stack.push(Item::Pruned(id, depth + 1));
                }
                let children: Vec<u32> = tree.trace.children(id).filter(|&c| seen(c)).collect();
                stack.extend(children.into_iter().rev().map(|c| Item::Visit(c, depth + 1)));
            }
        }
    }
    out
}

/// Blind play's rows: the root and its moves in the game's own order, none opened (which moves
/// the search looked into, in what order and how deeply, would each tell the answer).
fn blind_rows(tree: &Tree) -> Vec<Row> {
    let row = |(label, node): (u32, Option<u32>)| match node {
        Some(id) => Row::Node { id, depth: 1 },
        None => Row::Move { label },
    };
    let moves = tree.root_moves_in_order().into_iter().map(row);
    std::iter::once(Row::Node { id: 0, depth: 0 }).chain(moves).collect()
}
