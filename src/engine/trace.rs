//! Recording the tree a search visited, for the game-tree panel.

use super::game::Player;
use super::observer::{LeafKind, Observer};
use super::score::Score;
use super::search::Algorithm;

/// How a recorded node got its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// Its children were searched.
    Expanded,
    Leaf(LeafKind),
}

#[derive(Clone, Debug)]
pub struct TraceNode<M> {
    pub parent: Option<u32>,
    /// The move that led here (`None` at the root).
    pub mv: Option<M>,
    pub ply: u32,
    pub to_move: Player,
    /// The window on entry, in the search's working terms.
    pub alpha: Score,
    pub beta: Score,
    /// In the search's working terms; `None` only while the node is open.
    pub value: Option<Score>,
    pub kind: NodeKind,
    pub children: Vec<u32>,
    /// Moves alpha-beta left unsearched here.
    pub pruned: Vec<M>,
}

/// An `Observer` that keeps the searched tree, up to `cap` nodes (the rest is counted, not kept).
pub struct TreeRecorder<M> {
    pub nodes: Vec<TraceNode<M>>,
    pub cap: usize,
    /// Nodes the search entered beyond the cap.
    pub dropped: u64,
    pub algorithm: Algorithm,
    /// The open nodes from the root down; `None` for a node past the cap.
    path: Vec<Option<u32>>,
}

impl<M> TreeRecorder<M> {
    pub fn new(cap: usize, algorithm: Algorithm) -> Self {
        TreeRecorder { nodes: Vec::new(), cap, dropped: 0, algorithm, path: Vec::new() }
    }

    /// A child's value in its parent's working terms: the same in minimax, negated in negamax
    /// (where every node's value is for its own mover).
    pub fn for_parent(&self, value: Score) -> Score {
        match self.algorithm {
            Algorithm::Minimax => value,
            Algorithm::Negamax => -value,
        }
    }

    fn current(&mut self) -> Option<&mut TraceNode<M>> {
        let id = (*self.path.last()?)?;
        self.nodes.get_mut(id as usize)
    }

    fn close(&mut self, value: Score, kind: NodeKind) {
        if let Some(node) = self.current() {
            node.value = Some(value);
            node.kind = kind;
        }
        self.path.pop();
    }

    /// The nodes of the line a search would play: from the root, each time the child whose value
    /// equals its parent's (the first such, as the search keeps the first best move).
    pub fn principal_path(&self) -> Vec<u32> {
        let mut line = Vec::new();
        let mut at = 0u32;
        while let Some(node) = self.nodes.get(at as usize) {
            line.push(at);
            let next = node.children.iter().copied().find(|&c| {
                let child = &self.nodes[c as usize];
                child.value.is_some() && child.value.map(|v| self.for_parent(v)) == node.value
            });
            match next {
                Some(c) => at = c,
                None => break,
            }
        }
        line
    }
}

impl<M: Copy> Observer<M> for TreeRecorder<M> {
    fn enter(&mut self, mv: Option<M>, ply: u32, to_move: Player, alpha: Score, beta: Score) {
        let parent = self.path.last().copied().flatten();
        let keep = self.nodes.len() < self.cap && (parent.is_some() || self.nodes.is_empty());
        if !keep {
            self.dropped += 1;
            self.path.push(None);
            return;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(TraceNode {
            parent,
            mv,
            ply,
            to_move,
            alpha,
            beta,
            value: None,
            kind: NodeKind::Expanded,
            children: Vec::new(),
            pruned: Vec::new(),
        });
        if let Some(p) = parent {
            self.nodes[p as usize].children.push(id);
        }
        self.path.push(Some(id));
    }

    fn leaf(&mut self, value: Score, kind: LeafKind) {
        self.close(value, NodeKind::Leaf(kind));
    }

    fn cutoff(&mut self, pruned: &[M], _alpha: Score, _beta: Score) {
        if let Some(node) = self.current() {
            node.pruned.extend_from_slice(pruned);
        }
    }

    fn exit(&mut self, value: Score) {
        self.close(value, NodeKind::Expanded);
    }
}
