//! Recording a search: the tree it visited and every step it took, for the game-tree panel, the
//! step-through view and the `tree` export.
//!
//! Nodes link to their children through `first_child`/`next_sibling` indices instead of owning a
//! `Vec` each, and events are 16 bytes, so recording costs a push or two per step.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::config::Algorithm;
use super::game::Player;
use super::memory::advise_huge_pages;
use super::observer::{FirstBy, LeafKind, Observer};
use super::score::Score;
use super::tt::Bound;

/// "No node" in the index links.
pub const NONE: u32 = u32::MAX;
/// Events kept by default; a search beyond this is still searched, but not recorded.
pub const DEFAULT_EVENT_CAP: usize = 200_000;
/// The largest cap anyone may set: events and pruned moves together, about 35 bytes each, so a
/// recording never takes much more than 200 MB.
pub const MAX_EVENT_CAP: usize = 5_000_000;

/// How a recorded node got its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// Its children were searched.
    Expanded,
    Leaf(LeafKind),
}

#[derive(Clone, Debug)]
pub struct Node<M> {
    pub parent: u32,
    pub first_child: u32,
    pub next_sibling: u32,
    last_child: u32,
    /// The move that led here (`None` at the root).
    pub mv: Option<M>,
    pub ply: u32,
    pub to_move: Player,
    /// The window on entry, in the search's working terms.
    pub alpha: Score,
    pub beta: Score,
    /// The final value, in the search's working terms; `None` if the search stopped inside it.
    pub value: Option<Score>,
    pub kind: NodeKind,
    /// Moves alpha-beta left unsearched here: `Trace::pruned[start..start + len]`.
    pub pruned: (u32, u32),
    /// Chance moves here: the value is an expectation.
    pub chance: bool,
    /// Why the first child was searched first, when the search's ordering chose it.
    pub first_by: Option<FirstBy>,
}

/// One step of the search. Each event says what changed and what it was before, so a replay can go
/// backwards as cheaply as forwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    pub node: u32,
    pub kind: EventKind,
    pub value: Score,
    pub before: Score,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The node is entered; `value` = α and `before` = β of its window.
    Enter,
    /// The node is valued without searching below it (`value`).
    Leaf(LeafKind),
    /// A child's value (`value`, in this node's terms) arrives and is this node's best so far;
    /// `before` is the previous best (`NO_VALUE` for the first).
    Improve,
    /// A child's value (`value`) arrives and is no better than the best (`before`).
    BackUp,
    /// α rises from `before` to `value`.
    RaiseAlpha,
    /// β falls from `before` to `value`.
    LowerBeta,
    /// α (`value`) ≥ β (`before`): the node's remaining moves are pruned.
    Cutoff,
    /// The node is done with value `value`.
    Exit,
}

/// Stands for "no value yet" in an event's `before`.
pub const NO_VALUE: Score = Score::MIN;

/// An `Observer` that records the searched tree and its events, up to `cap` items: events and the
/// moves cutoffs prune count alike (a Nim cutoff can prune a million moves at once).
#[derive(Clone, Debug)]
pub struct Trace<M> {
    pub nodes: Vec<Node<M>>,
    pub events: Vec<Event>,
    pub pruned: Vec<M>,
    pub cap: usize,
    /// Steps the search took after the cap was reached (not recorded).
    pub dropped_events: u64,
    pub algorithm: Algorithm,
    /// The open nodes from the root down.
    open: Vec<Open>,
    /// Set once the cap is reached, for a caller that wants the search stopped then.
    stop_at_cap: Option<Arc<AtomicBool>>,
}

/// A node the search is inside, with what its next events need to say what changed.
#[derive(Clone, Copy, Debug)]
struct Open {
    /// `NONE` for a node past the cap.
    id: u32,
    best: Score,
    alpha: Score,
    beta: Score,
}

impl<M: Copy> Trace<M> {
    /// A trace of at most `cap` items (held to `MAX_EVENT_CAP`).
    pub fn new(cap: usize, algorithm: Algorithm) -> Self {
        let cap = cap.min(MAX_EVENT_CAP);
        // Room for up to two million events up front (virtual memory, paid for only when used):
        // growing step by step would copy a large trace several times over.
        let mut nodes = Vec::with_capacity(cap.min(1 << 21) / 3);
        let mut events = Vec::with_capacity(cap.min(1 << 21));
        advise_huge_pages(nodes.spare_capacity_mut());
        advise_huge_pages(events.spare_capacity_mut());
        Trace {
            nodes,
            events,
            pruned: Vec::new(),
            cap,
            dropped_events: 0,
            algorithm,
            open: Vec::new(),
            stop_at_cap: None,
        }
    }

    /// Empties the trace for another search, keeping its memory: a search recorded into a reused
    /// trace does not pay for fresh pages.
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.events.clear();
        self.pruned.clear();
        self.dropped_events = 0;
        self.open.clear();
    }

    /// Sets `flag` when the cap is reached: pass the same flag as the search's stop flag to end a
    /// search that can no longer be recorded whole (a search never stops on its own otherwise).
    pub fn stop_at_cap(mut self, flag: Arc<AtomicBool>) -> Self {
        self.stop_at_cap = Some(flag);
        self
    }

    /// The cap was reached: the recording stops before the search did.
    pub fn is_capped(&self) -> bool {
        self.dropped_events > 0
    }

    /// Items recorded so far, counted against the cap.
    fn recorded(&self) -> usize {
        self.events.len() + self.pruned.len()
    }

    pub fn children(&self, id: u32) -> Children<'_, M> {
        Children { trace: self, next: self.nodes[id as usize].first_child }
    }

    pub fn pruned_moves(&self, id: u32) -> &[M] {
        let (start, len) = self.nodes[id as usize].pruned;
        &self.pruned[start as usize..(start + len) as usize]
    }

    /// What a finished node's value says about its true value, in the search's working terms: a
    /// value at or below the window it was searched with (α) is only an upper bound (every move
    /// failed low), one at or above β only a lower bound (a cutoff), anything between is exact.
    /// Final positions and depth cuts are valued exactly (a depth cut by the heuristic).
    pub fn bound(&self, id: u32) -> Bound {
        let node = &self.nodes[id as usize];
        match (node.kind, node.value) {
            (NodeKind::Leaf(LeafKind::Final | LeafKind::DepthCut), _) | (_, None) => Bound::Exact,
            _ if node.chance => Bound::Exact,
            (_, Some(v)) if v <= node.alpha => Bound::Upper,
            (_, Some(v)) if v >= node.beta => Bound::Lower,
            _ => Bound::Exact,
        }
    }

    /// The moves from the root to `id`.
    pub fn path_to(&self, id: u32) -> Vec<M> {
        let mut moves = Vec::new();
        let mut at = id;
        while at != NONE {
            let node = &self.nodes[at as usize];
            moves.extend(node.mv);
            at = node.parent;
        }
        moves.reverse();
        moves
    }

    /// A child's value in its parent's working terms: the same in minimax, negated in negamax
    /// (where every node's value is for its own mover).
    pub fn for_parent(&self, value: Score) -> Score {
        match self.algorithm {
            Algorithm::Minimax => value,
            Algorithm::Negamax => -value,
        }
    }

    /// The nodes of the line the search chose: from the root, each time the first child whose
    /// value is its parent's (the search keeps the first best move).
    pub fn principal_path(&self) -> Vec<u32> {
        let mut line = Vec::new();
        let mut at = 0u32;
        while let Some(node) = self.nodes.get(at as usize) {
            line.push(at);
            let wanted = node.value;
            let next = self.children(at).find(|&c| {
                self.nodes[c as usize].value.map(|v| self.for_parent(v)) == wanted
                    && wanted.is_some()
            });
            match next {
                Some(c) => at = c,
                None => break,
            }
        }
        line
    }

    /// The same trace with its moves turned into something else (labels for the screen), in
    /// memory of its own size: a trace is made with room for two million events, address space
    /// that a kept tree must not hold (a flood of tiny searches left 200 MB of it behind).
    pub fn map_moves<N: Copy>(mut self, mut f: impl FnMut(M) -> N) -> Trace<N> {
        self.events.shrink_to_fit();
        let mut kept = Trace {
            nodes: self
                .nodes
                .into_iter()
                .map(|n| Node {
                    parent: n.parent,
                    first_child: n.first_child,
                    next_sibling: n.next_sibling,
                    last_child: n.last_child,
                    mv: n.mv.map(&mut f),
                    ply: n.ply,
                    to_move: n.to_move,
                    alpha: n.alpha,
                    beta: n.beta,
                    value: n.value,
                    kind: n.kind,
                    pruned: n.pruned,
                    chance: n.chance,
                    first_by: n.first_by,
                })
                .collect(),
            events: self.events,
            pruned: self.pruned.into_iter().map(f).collect(),
            cap: self.cap,
            dropped_events: self.dropped_events,
            algorithm: self.algorithm,
            open: Vec::new(),
            stop_at_cap: None,
        };
        // Collected in place where the moves are the same size, the nodes keep the room too.
        kept.nodes.shrink_to_fit();
        kept
    }

    fn current(&self) -> u32 {
        self.open.last().map_or(NONE, |o| o.id)
    }

    fn record(&mut self, node: u32, kind: EventKind, value: Score, before: Score) {
        if node != NONE && self.recorded() < self.cap {
            self.events.push(Event { node, kind, value, before });
        } else {
            self.capped();
        }
    }

    fn capped(&mut self) {
        self.dropped_events += 1;
        if let Some(flag) = &self.stop_at_cap {
            flag.store(true, Ordering::Relaxed);
        }
    }

    fn close(&mut self, value: Score, kind: NodeKind) {
        let id = self.current();
        if id != NONE {
            let node = &mut self.nodes[id as usize];
            node.value = Some(value);
            node.kind = kind;
        }
        let event = match kind {
            NodeKind::Leaf(leaf) => EventKind::Leaf(leaf),
            NodeKind::Expanded => EventKind::Exit,
        };
        self.record(id, event, value, NO_VALUE);
        self.open.pop();
    }
}

pub struct Children<'a, M> {
    trace: &'a Trace<M>,
    next: u32,
}

impl<M> Iterator for Children<'_, M> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let id = self.next;
        if id == NONE {
            return None;
        }
        self.next = self.trace.nodes[id as usize].next_sibling;
        Some(id)
    }
}

impl<M: Copy> Observer<M> for Trace<M> {
    fn enter(&mut self, mv: Option<M>, ply: u32, to_move: Player, alpha: Score, beta: Score) {
        let parent = self.current();
        let room = self.recorded() < self.cap;
        if !room || (parent == NONE && !self.nodes.is_empty()) {
            self.capped();
            self.open.push(Open { id: NONE, best: NO_VALUE, alpha, beta });
            return;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            parent,
            first_child: NONE,
            next_sibling: NONE,
            last_child: NONE,
            mv,
            ply,
            to_move,
            alpha,
            beta,
            value: None,
            kind: NodeKind::Expanded,
            pruned: (0, 0),
            chance: false,
            first_by: None,
        });
        if parent != NONE {
            let last = self.nodes[parent as usize].last_child;
            match last {
                NONE => self.nodes[parent as usize].first_child = id,
                _ => self.nodes[last as usize].next_sibling = id,
            }
            self.nodes[parent as usize].last_child = id;
        }
        self.open.push(Open { id, best: NO_VALUE, alpha, beta });
        self.record(id, EventKind::Enter, alpha, beta);
    }

    fn chance(&mut self) {
        let id = self.current();
        if id != NONE {
            self.nodes[id as usize].chance = true;
        }
    }

    fn first_by(&mut self, why: FirstBy) {
        let id = self.current();
        if id != NONE {
            self.nodes[id as usize].first_by = Some(why);
        }
    }

    fn leaf(&mut self, value: Score, kind: LeafKind) {
        self.close(value, NodeKind::Leaf(kind));
    }

    fn backed_up(&mut self, value: Score, improved: bool) {
        let Some(open) = self.open.last_mut() else { return };
        let (id, before) = (open.id, open.best);
        if improved {
            open.best = value;
            self.record(id, EventKind::Improve, value, before);
        } else {
            self.record(id, EventKind::BackUp, value, before);
        }
    }

    fn window(&mut self, alpha: Score, beta: Score) {
        let Some(open) = self.open.last_mut() else { return };
        let (id, old_alpha, old_beta) = (open.id, open.alpha, open.beta);
        open.alpha = alpha;
        open.beta = beta;
        if alpha != old_alpha {
            self.record(id, EventKind::RaiseAlpha, alpha, old_alpha);
        }
        if beta != old_beta {
            self.record(id, EventKind::LowerBeta, beta, old_beta);
        }
    }

    fn cutoff(&mut self, pruned: &[M], alpha: Score, beta: Score) {
        let id = self.current();
        if id == NONE {
            return;
        }
        // The cutoff event needs room too; pruned moves past the cap are dropped like events.
        let room = self.cap.saturating_sub(self.recorded() + 1);
        let kept = &pruned[..pruned.len().min(room)];
        if kept.len() < pruned.len() {
            self.capped();
        }
        let start = self.pruned.len() as u32;
        self.pruned.extend_from_slice(kept);
        self.nodes[id as usize].pruned = (start, kept.len() as u32);
        self.record(id, EventKind::Cutoff, alpha, beta);
    }

    fn exit(&mut self, value: Score) {
        self.close(value, NodeKind::Expanded);
    }
}
