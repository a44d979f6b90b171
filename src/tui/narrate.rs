//! The step-through's narration: what the last step did, in words.

use crate::engine::observer::{FirstBy, LeafKind};
use crate::engine::replay::Replay;
use crate::engine::score::Score;
use crate::engine::trace::{Event, EventKind, NO_VALUE, NONE};
use crate::engine::tt::Bound;
use crate::session::Tree;
use crate::tr;

/// Says what the last applied event did. `place` names a node's position ("sum 7").
pub fn narrate(tree: &Tree, replay: &Replay, place: &dyn Fn(u32) -> String) -> String {
    let Some(i) = replay.step.checked_sub(1) else {
        return match &tree.heading {
            Some(heading) => tr!("narrate-before-chapter", heading = heading.as_str()),
            None => tr!("narrate-before"),
        };
    };
    let e = tree.trace.events[i];
    let id = e.node;
    let node = tree.node(id);
    let who = match node.chance {
        true => tr!("narrate-chance-mover"),
        false => tree.side(node.to_move).to_string(),
    };
    let said = Said { tree, id, who, at: place(id) };
    let (who, at) = (&said.who, &said.at);
    let v = |x: Score| said.v(x);

    // A node minimises only in minimax at MIN; negamax maximises everywhere (for its mover).
    let minimising = !tree.negamax() && node.to_move == crate::engine::Player::Min;
    match e.kind {
        EventKind::Enter if node.parent == NONE => {
            let window = said.window(e.value, e.before, tr!("narrate-how-window"));
            tr!("narrate-root", who = who.as_str(), at = at.as_str(), window = window)
        }
        EventKind::Enter => enter(&said, e),
        EventKind::Leaf(LeafKind::Final) => {
            tr!("narrate-final", at = at.as_str(), value = v(e.value))
        }
        EventKind::Leaf(LeafKind::DepthCut) => {
            tr!("narrate-depth-cut", at = at.as_str(), value = v(e.value))
        }
        EventKind::Leaf(LeafKind::TableHit) => {
            tr!("narrate-table-hit", at = at.as_str(), value = v(e.value))
        }
        EventKind::Improve | EventKind::BackUp => backed_up(&said, replay, e),
        EventKind::RaiseAlpha | EventKind::LowerBeta => {
            let id = match e.kind {
                EventKind::RaiseAlpha => "narrate-raise-alpha",
                _ => "narrate-lower-beta",
            };
            let mut args = crate::i18n::FluentArgs::new();
            args.set("who", who.as_str());
            args.set("at", at.as_str());
            args.set("before", v(e.before));
            args.set("after", v(e.value));
            crate::i18n::text(id, Some(&args))
        }
        EventKind::Cutoff => cutoff(&said, replay, e, minimising),
        EventKind::Exit => {
            let best = best_child(tree, id)
                .map_or(String::new(), |c| tr!("narrate-best", move = tree.label(c)));
            // A value that left the window is what the search returns, but only a bound.
            let value = match tree.trace.bound(id) {
                Bound::Exact => tr!("narrate-value-exact", value = v(e.value)),
                Bound::Lower => tr!("narrate-value-lower", value = v(e.value)),
                Bound::Upper => tr!("narrate-value-upper", value = v(e.value)),
            };
            tr!("narrate-done", who = who.as_str(), at = at.as_str(), value = value, best = best)
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

    /// The window in words after `how` (", window"); without alpha-beta every window is
    /// (−∞, +∞), and the narration speaks of values only.
    fn window(&self, alpha: Score, beta: Score, how: String) -> String {
        match self.tree.alpha_beta {
            true => tr!("narrate-window", how = how, alpha = self.v(alpha), beta = self.v(beta)),
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
        tr!("narrate-how-again")
    } else if tree.pvs && null(node) && !null(tree.node(node.parent)) {
        tr!("narrate-how-probe")
    } else if tree.pvs && null(node) {
        tr!("narrate-how-inside-probe")
    } else {
        tr!("narrate-how-searched")
    };
    let parent = tree.node(node.parent);
    let why = match parent.first_by.filter(|_| parent.first_child == id && !again) {
        Some(FirstBy::Table) => format!(" {}", tr!("narrate-why-table")),
        Some(FirstBy::Killer) => format!(" {}", tr!("narrate-why-killer")),
        Some(FirstBy::History) => format!(" {}", tr!("narrate-why-history")),
        None => String::new(),
    };
    tr!(
        "narrate-enter",
        opponent = opponent,
        move = tree.label(id),
        who = who.as_str(),
        at = at.as_str(),
        window = said.window(e.value, e.before, how),
        why = why
    )
}

/// A child's value backed up: a new best, no better, or a chance node's partial sum.
fn backed_up(said: &Said, replay: &Replay, e: Event) -> String {
    let (tree, id) = (said.tree, said.id);
    let node = tree.node(id);
    let (who, at) = (&said.who, &said.at);
    let child = last_child_done(tree, replay, id);
    let mv = child.map_or_else(|| tr!("narrate-a-move"), |c| tree.label(c).to_string());
    let (who, at, value) = (who.as_str(), at.as_str(), said.v(e.value));
    if node.chance {
        // A chance node adds each child's share: the value so far is a partial sum.
        let got = child.and_then(|c| tree.node(c).value).map_or("?".into(), |x| said.v(x));
        return tr!("narrate-chance", at = at, move = mv, got = got, value = value);
    }
    match e.kind == EventKind::Improve {
        true if e.before == NO_VALUE => {
            tr!("narrate-improve-first", who = who, at = at, move = mv, value = value)
        }
        true => tr!("narrate-improve", who = who, at = at, move = mv, value = value),
        false => {
            let before = said.v(e.before);
            tr!("narrate-no-better", who = who, at = at, move = mv, value = value, before = before)
        }
    }
}

/// A cutoff: which move's value crossed the window, and the moves pruned.
fn cutoff(said: &Said, replay: &Replay, e: Event, minimising: bool) -> String {
    let (tree, id) = (said.tree, said.id);
    let (who, at) = (&said.who, &said.at);
    let (alpha, beta) = (e.value, e.before);
    let child = last_child_done(tree, replay, id);
    let mv = child.map_or_else(|| tr!("narrate-a-move"), |c| tree.label(c).to_string());
    let value = child.and_then(|c| tree.node(c).value).map(|x| tree.trace.for_parent(x));
    let pruned = tree.pruned_labels(id);
    let (alpha, beta) = (said.v(alpha), said.v(beta));
    let reason = match (minimising, value) {
        (true, Some(x)) => tr!("narrate-reason-min", value = said.v(x), alpha = alpha),
        (false, Some(x)) => tr!("narrate-reason-max", value = said.v(x), beta = beta),
        (_, None) => tr!("narrate-reason-window", alpha = alpha, beta = beta),
    };
    tr!(
        "narrate-cutoff",
        who = who.as_str(),
        at = at.as_str(),
        move = mv,
        reason = reason,
        n = pruned.len(),
        pruned = pruned.join(" ")
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
