//! The step-through's narration: what the last step did, in words.

use crate::engine::observer::{FirstBy, LeafKind};
use crate::engine::replay::Replay;
use crate::engine::score::Score;
use crate::engine::trace::{Event, EventKind, NO_VALUE, NONE};
use crate::engine::tt::Bound;
use crate::session::Tree;

/// Says what the last applied event did. `place` names a node's position ("sum 7").
pub fn narrate(tree: &Tree, replay: &Replay, place: &dyn Fn(u32) -> String) -> String {
    let Some(i) = replay.step.checked_sub(1) else {
        return match &tree.heading {
            Some(heading) => format!("{heading} → takes the first step; n, p: other chapters."),
            None => "Before the search: → takes the first step.".into(),
        };
    };
    let e = tree.trace.events[i];
    let id = e.node;
    let node = tree.node(id);
    let said = Said { tree, id, who: tree.mover(id).to_string(), at: place(id) };
    let (who, at) = (&said.who, &said.at);
    let v = |x: Score| said.v(x);
    let window = |alpha: Score, beta: Score, words: &str| said.window(alpha, beta, words);
    // A node minimises only in minimax at MIN; negamax maximises everywhere (for its mover).
    let minimising = !tree.negamax() && node.to_move == crate::engine::Player::Min;
    match e.kind {
        EventKind::Enter if node.parent == NONE => format!(
            "The search starts: {who} to move at {at}{}.",
            window(e.value, e.before, ", window")
        ),
        EventKind::Enter => enter(&said, e),
        EventKind::Leaf(LeafKind::Final) => {
            format!("{at} is final: the game is over, value {}.", v(e.value))
        }
        EventKind::Leaf(LeafKind::DepthCut) => {
            format!("The depth limit stops at {at}: the heuristic says {}.", v(e.value))
        }
        EventKind::Leaf(LeafKind::TableHit) => {
            format!("{at} is already in the transposition table: value {}.", v(e.value))
        }
        EventKind::Improve | EventKind::BackUp => backed_up(&said, replay, e),
        EventKind::RaiseAlpha => format!(
            "{who} at {at} raises α from {} to {}: it can already get {}.",
            v(e.before),
            v(e.value),
            v(e.value)
        ),
        EventKind::LowerBeta => format!(
            "{who} at {at} lowers β from {} to {}: it can already hold the value to {}.",
            v(e.before),
            v(e.value),
            v(e.value)
        ),
        EventKind::Cutoff => cutoff(&said, replay, e, minimising),
        EventKind::Exit => {
            let best = best_child(tree, id)
                .map_or(String::new(), |c| format!(", best move {}", tree.label(c)));
            // A value that left the window is what the search returns, but only a bound.
            let value = match tree.trace.bound(id) {
                Bound::Exact => format!("value {}", v(e.value)),
                Bound::Lower => format!("value ≥ {} (a bound: it reached β)", v(e.value)),
                Bound::Upper => format!("value ≤ {} (a bound: no move beat α)", v(e.value)),
            };
            format!("{who} at {at} is done: {value}{best}.")
        }
    }
}

/// What the narration says of a node: the tree, the node, its mover and its position.
struct Said<'a> {
    tree: &'a Tree,
    id: u32,
    who: String,
    at: String,
}

impl Said<'_> {
    /// A value at the node's ply. Windows keep their distances ("+1 in 3"), so α = β shows only
    /// when the window really closed.
    fn v(&self, x: Score) -> String {
        self.tree.value(x, self.tree.node(self.id).ply)
    }

    /// The window in words; without alpha-beta every window is (−∞, +∞), and the narration
    /// speaks of values only.
    fn window(&self, alpha: Score, beta: Score, words: &str) -> String {
        match self.tree.alpha_beta {
            true => format!("{words} α = {}, β = {}", self.v(alpha), self.v(beta)),
            false => String::new(),
        }
    }
}

/// A move entered: who plays it, with which window, and why it came first.
fn enter(said: &Said, e: Event) -> String {
    let (tree, id) = (said.tree, said.id);
    let node = tree.node(id);
    let (who, at) = (&said.who, &said.at);
    let opponent = tree.side(node.to_move.opponent());
    // PVS: a window one point wide only asks whether the move beats the best so far; a
    // move entered a second time is that probe's re-search with the full window.
    let again = tree
        .trace
        .children(node.parent)
        .take_while(|&c| c != id)
        .any(|c| tree.node(c).mv == node.mv);
    let null = |n: &crate::engine::trace::Node<u32>| n.beta.abs_diff(n.alpha) == 1;
    let how = if again {
        ", searched again with the full window: the probe said it may be better,"
    } else if tree.pvs && null(node) && !null(tree.node(node.parent)) {
        ", probed with a null window: is it better than the best so far? Window"
    } else if tree.pvs && null(node) {
        ", inside a probe: null window"
    } else {
        ", searched with"
    };
    let parent = tree.node(node.parent);
    let why = match parent.first_by.filter(|_| parent.first_child == id && !again) {
        Some(FirstBy::Table) => {
            " Tried first: the best move the transposition table keeps from an earlier visit here."
        }
        Some(FirstBy::Killer) => {
            " Tried first: a killer move, it caused a cutoff at this depth elsewhere in the tree."
        }
        Some(FirstBy::History) => {
            " Tried first by the history heuristic: it has caused the most cutoffs so far."
        }
        None => "",
    };
    format!(
        "{opponent} plays {} → {who} to move at {at}{}.{why}",
        tree.label(id),
        said.window(e.value, e.before, how)
    )
}

/// A child's value backed up: a new best, no better, or a chance node's partial sum.
fn backed_up(said: &Said, replay: &Replay, e: Event) -> String {
    let (tree, id) = (said.tree, said.id);
    let node = tree.node(id);
    let (who, at) = (&said.who, &said.at);
    let child = last_child_done(tree, replay, id);
    let mv = child.map_or("a move", |c| tree.label(c));
    if node.chance {
        // A chance node adds each child's share: the value so far is a partial sum.
        let got = child.and_then(|c| tree.node(c).value).map_or("?".into(), |x| said.v(x));
        return format!(
            "Chance at {at}: {mv} gives {got}; the expectation so far is {}.",
            said.v(e.value)
        );
    }
    if e.kind == EventKind::Improve {
        let first = e.before == NO_VALUE;
        let so_far = if first { "its first value" } else { "its best so far" };
        format!("{who} at {at}: {mv} gives {}, {so_far}.", said.v(e.value))
    } else {
        format!(
            "{who} at {at}: {mv} gives {}, no better than {}.",
            said.v(e.value),
            said.v(e.before)
        )
    }
}

/// A cutoff: which move's value crossed the window, and the moves pruned.
fn cutoff(said: &Said, replay: &Replay, e: Event, minimising: bool) -> String {
    let (tree, id) = (said.tree, said.id);
    let (who, at) = (&said.who, &said.at);
    let (alpha, beta) = (e.value, e.before);
    let child = last_child_done(tree, replay, id);
    let mv = child.map_or("a move", |c| tree.label(c));
    let value = child.and_then(|c| tree.node(c).value).map(|x| tree.trace.for_parent(x));
    let pruned = tree.pruned_labels(id);
    let n = pruned.len();
    let moves = if n == 1 { "move" } else { "moves" };
    let reason = match (minimising, value) {
        (true, Some(x)) => format!("value {} ≤ α = {}", said.v(x), said.v(alpha)),
        (false, Some(x)) => format!("value {} ≥ β = {}", said.v(x), said.v(beta)),
        (_, None) => format!("α = {} ≥ β = {}", said.v(alpha), said.v(beta)),
    };
    format!(
        "{who} at {at} tries {mv} → {reason}: prune the {n} remaining {moves} ({}). \
         α ≥ β: the other side already has a better choice higher up.",
        pruned.join(" ")
    )
}

/// The child of `id` that finished last at this step (the one whose value just arrived).
fn last_child_done(tree: &Tree, replay: &Replay, id: u32) -> Option<u32> {
    tree.trace.events[..replay.step]
        .iter()
        .rev()
        .find(|e| {
            matches!(e.kind, EventKind::Leaf(_) | EventKind::Exit) && tree.node(e.node).parent == id
        })
        .map(|e| e.node)
}

/// The first child whose value is the node's value (the move the search keeps).
fn best_child(tree: &Tree, id: u32) -> Option<u32> {
    let value = tree.node(id).value?;
    tree.trace
        .children(id)
        .find(|&c| tree.node(c).value.map(|x| tree.trace.for_parent(x)) == Some(value))
}
