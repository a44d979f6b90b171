//! Random trees of a given shape, dealt from a seed: practice's trees and an exam's, one per
//! student.

use super::Tree;
use crate::rng::Rng;

/// The shape of a dealt tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// Plies from the root to the leaves.
    pub depth: u32,
    /// Moves per inner node, from the first to the second.
    pub branching: (u32, u32),
    /// Leaf values, from the first to the second.
    pub values: (i32, i32),
    /// Every other level below the root is chance nodes (expectimax).
    pub chance: bool,
    /// MIN moves first at the root.
    pub root_min: bool,
}

/// A tree of `shape` from `rng`, every node labelled (A, B, b1… as the notation names them).
pub fn deal(shape: &Shape, rng: &mut Rng) -> Tree {
    fn node(rng: &mut Rng, s: &Shape, depth: u32, level: u32) -> String {
        if depth == 0 {
            let span = (s.values.1 - s.values.0).max(0) as u64 + 1;
            return (s.values.0 as i64 + rng.below(span) as i64).to_string();
        }
        let (lo, hi) = s.branching;
        let width = lo + rng.below((hi - lo) as u64 + 1) as u32;
        let children: Vec<String> =
            (0..width).map(|_| node(rng, s, depth - 1, level + 1)).collect();
        let kind = if s.chance && level % 2 == 1 { "chance" } else { "" };
        format!("{kind}({})", children.join(" "))
    }
    let text = node(rng, shape, shape.depth, 0);
    Tree::parse(&text, shape.root_min).expect("a dealt tree parses")
}
