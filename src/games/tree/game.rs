//! A textbook tree as a `Game`: the node is the position, the child the move, the order the
//! moves are searched in a setting of the game.

use std::sync::Arc;

use super::{Kind, Tree};
use crate::engine::{Game, Outcome, Player, Score};

/// The order a node's moves are searched in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// As the tree lists them.
    Written,
    Reversed,
    /// The mover's best first (by the true minimax values): alpha-beta's best case.
    BestFirst,
    /// The mover's worst first: alpha-beta's worst case.
    WorstFirst,
}

/// A tree as a game: positions are nodes, moves are children.
#[derive(Clone, Debug)]
pub struct TreeGame {
    pub tree: Arc<Tree>,
    pub order: Order,
    /// Each node's minimax (or expectimax) value, for the best- and worst-first orders.
    values: Arc<Vec<f64>>,
}

impl TreeGame {
    pub fn new(tree: Tree, order: Order) -> TreeGame {
        let values = exact_values(&tree);
        TreeGame { tree: Arc::new(tree), order, values: Arc::new(values) }
    }

    /// The same tree with its moves searched in another order.
    pub fn ordered(&self, order: Order) -> TreeGame {
        TreeGame { order, ..self.clone() }
    }

    /// The true value of every node (MAX's), by the plain rules: max, min, expectation.
    pub fn value_of(&self, node: u32) -> f64 {
        self.values[node as usize]
    }
}

/// Every node's value by plain recursion over the rules (no pruning, no depth limit).
pub fn exact_values(tree: &Tree) -> Vec<f64> {
    let mut values = vec![0.0; tree.nodes.len()];
    // Children come after their parents in the list (breadth first): fill from the end.
    for id in (0..tree.nodes.len()).rev() {
        let node = &tree.nodes[id];
        let child = |c: &u32| values[*c as usize];
        values[id] = match node.kind {
            _ if node.children.is_empty() => node.value.unwrap_or(0) as f64 / tree.scale as f64,
            Kind::Max => node.children.iter().map(child).fold(f64::MIN, f64::max),
            Kind::Min => node.children.iter().map(child).fold(f64::MAX, f64::min),
            // Rounded far below any value's precision, so that orders do not turn on the last
            // bit of a sum of thirds.
            Kind::Chance => {
                let terms = node.children.iter().zip(&node.probabilities);
                let sum: f64 = terms.map(|(c, p)| child(c) * p).sum();
                (sum * 1e9).round() / 1e9
            }
        };
    }
    values
}

impl Game for TreeGame {
    type State = u32;
    type Move = u32;
    type Key = u32;

    fn to_move(&self, node: &u32) -> Player {
        match self.tree.node(*node).kind {
            Kind::Min => Player::Min,
            _ => Player::Max,
        }
    }

    fn legal_moves(&self, node: &u32, moves: &mut Vec<u32>) {
        let start = moves.len();
        moves.extend_from_slice(&self.tree.node(*node).children);
        let own = &mut moves[start..];
        let mover = self.to_move(node);
        let key = |c: &u32| self.value_of(*c) * mover.sign() as f64;
        match self.order {
            Order::Written => {}
            Order::Reversed => own.reverse(),
            // Stable sorts: ties keep the written order.
            Order::BestFirst => own.sort_by(|a, b| key(b).total_cmp(&key(a))),
            Order::WorstFirst => own.sort_by(|a, b| key(a).total_cmp(&key(b))),
        }
    }

    fn apply(&self, _node: &u32, child: u32) -> u32 {
        child
    }

    fn outcome(&self, node: &u32) -> Option<Outcome> {
        let node = self.tree.node(*node);
        node.children.is_empty().then(|| Outcome::Utility(node.value.unwrap_or(0)))
    }

    fn evaluate(&self, node: &u32) -> Score {
        // The static evaluation is MAX's; the search wants the mover's.
        self.tree.node(*node).value.unwrap_or(0) * self.to_move(node).sign()
    }

    fn key(&self, node: &u32) -> u32 {
        *node
    }

    fn is_chance(&self, node: &u32) -> bool {
        self.tree.node(*node).kind == Kind::Chance
    }

    fn players_alternate(&self, node: &u32) -> bool {
        self.tree.alternates_from(*node)
    }

    fn probability(&self, node: &u32, child: u32) -> f64 {
        let node = self.tree.node(*node);
        let place = node.children.iter().position(|&c| c == child);
        place.map_or(0.0, |i| node.probabilities[i])
    }

    fn notation(&self, child: u32) -> String {
        self.tree.move_name(child).to_string()
    }
}
