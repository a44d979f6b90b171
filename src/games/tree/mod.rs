//! Textbook game trees (AIMA figure 5.2 and its kin) as a game: a position is a node, a move is
//! the edge to a child, a leaf's value is the game's end. `notation` reads the trees people type,
//! `cs188` the autograder's test files, `game` makes a tree a `Game`.

mod cs188;
mod deal;
mod game;
mod notation;

pub use cs188::Cs188;
pub use deal::{Shape, deal};
pub use game::{Order, TreeGame, exact_values};
use notation::{Parser, Raw, letters};

use std::fmt;

use crate::engine::Score;

/// A tree with a decimal value or a chance node keeps every value in thousandths, so it searches
/// as integers (expectations rounded to thousandths); a tree of whole numbers keeps them as they
/// are (and the app shows them as they are).
pub const DECIMAL_SCALE: Score = 1000;
/// The largest value (in size) a tree may hold.
pub const MAX_VALUE: f64 = 10_000.0;
/// The most nodes a typed tree may have.
pub const MAX_NODES: usize = 100_000;
/// The deepest a typed tree may nest.
pub const MAX_NESTING: usize = 200;

/// Who is to move at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Max,
    Min,
    /// Nature: a child by chance, the value the expectation.
    Chance,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub label: String,
    pub kind: Kind,
    pub children: Vec<u32>,
    /// Each child's probability (chance nodes; empty elsewhere).
    pub probabilities: Vec<f64>,
    /// A leaf's value, or an inner node's static evaluation; MAX's, in units of `Tree::scale`.
    pub value: Option<Score>,
    /// The name of the edge that leads here (a CS188 action such as `Left`), when it has one.
    pub action: Option<String>,
}

/// A parsed tree; node 0 is the root.
#[derive(Clone, Debug, PartialEq)]
pub struct Tree {
    pub nodes: Vec<Node>,
    /// Values are kept multiplied by this: 1 for whole numbers, `DECIMAL_SCALE` otherwise.
    pub scale: Score,
}

/// What is wrong with a typed tree, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeError {
    /// 1-based column of the problem (0: the tree as a whole).
    pub column: usize,
    pub message: String,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            0 => write!(f, "{}", self.message),
            c => f.write_str(&crate::tr!(
                "tree-at-column",
                column = c.to_string(),
                message = self.message.as_str()
            )),
        }
    }
}

impl std::error::Error for TreeError {}

impl Tree {
    /// Reads a tree in the notation above; `root_min` puts MIN at the root.
    pub fn parse(text: &str, root_min: bool) -> Result<Tree, TreeError> {
        let mut parser = Parser { text: text.as_bytes(), at: 0, nodes: 0 };
        let root = parser.node(0)?;
        parser.skip_space();
        if parser.at < text.len() {
            return parser.error(crate::tr!("tree-text-after"));
        }
        if root.leaf.is_some() {
            return Err(TreeError { column: 0, message: crate::tr!("tree-no-move") });
        }
        Tree::build(root, root_min)
    }

    /// Leaves under a uniform tree: `branching` children per inner node, levels alternating.
    pub fn uniform(leaves: &[f64], branching: usize, root_min: bool) -> Result<Tree, TreeError> {
        let wrong = |message: String| Err(TreeError { column: 0, message });
        if branching < 2 {
            return wrong(crate::tr!("tree-branching-two"));
        }
        if leaves.len() > MAX_NODES {
            return wrong(crate::tr!("tree-too-many-leaves", most = MAX_NODES.to_string()));
        }
        if let Some(v) = leaves.iter().find(|v| !v.is_finite() || v.abs() > MAX_VALUE) {
            let (text, most) = (v.to_string(), MAX_VALUE.to_string());
            return wrong(crate::tr!("tree-value-too-large", text = text, most = most));
        }
        let mut level: Vec<Raw> = leaves
            .iter()
            .map(|&v| Raw { label: None, kind: None, leaf: Some(v), eval: None, children: vec![] })
            .collect();
        if level.len() < branching {
            let (n, branching) = (level.len().to_string(), branching.to_string());
            return wrong(crate::tr!("tree-leaves-too-few", n = n, branching = branching));
        }
        while level.len() > 1 {
            if !level.len().is_multiple_of(branching) {
                let (n, branching) = (leaves.len().to_string(), branching.to_string());
                return wrong(crate::tr!("tree-leaves-uneven", n = n, branching = branching));
            }
            let mut above = Vec::new();
            let mut items = level.into_iter();
            loop {
                let children: Vec<(Raw, Option<f64>)> =
                    items.by_ref().take(branching).map(|r| (r, None)).collect();
                if children.is_empty() {
                    break;
                }
                above.push(Raw { label: None, kind: None, leaf: None, eval: None, children });
            }
            level = above;
        }
        Tree::build(level.pop().expect("a root"), root_min)
    }

    /// Settles kinds (alternating unless given), names and probabilities, level by level.
    fn build(root: Raw, root_min: bool) -> Result<Tree, TreeError> {
        // Expectations are fractions: a tree with a chance node keeps thousandths too.
        fn whole(raw: &Raw) -> bool {
            raw.leaf.into_iter().chain(raw.eval).all(|v| v.fract() == 0.0)
                && raw.kind != Some(Kind::Chance)
                && raw.children.iter().all(|(c, _)| whole(c))
        }
        let scale = if whole(&root) { 1 } else { DECIMAL_SCALE };
        let scaled = |value: f64| (value * scale as f64).round() as Score;
        let root_kind = root.kind.unwrap_or(if root_min { Kind::Min } else { Kind::Max });
        let mut nodes: Vec<Node> = Vec::new();
        // Breadth first, so inner nodes are lettered level by level as in AIMA.
        let mut queue = std::collections::VecDeque::new();
        queue.push_back((root, root_kind, usize::MAX, 0usize));
        let mut letter = 0;
        let mut parents: Vec<(usize, u32)> = Vec::new();
        while let Some((raw, kind, parent, place)) = queue.pop_front() {
            let id = nodes.len() as u32;
            let label = match (&raw.label, raw.leaf, parent) {
                (Some(l), _, _) => l.clone(),
                (None, Some(_), p) if p != usize::MAX => {
                    format!("{}{}", nodes[p].label.to_lowercase(), place + 1)
                }
                _ => {
                    letter += 1;
                    letters(letter - 1)
                }
            };
            if parent != usize::MAX {
                parents.push((parent, id));
            }
            let value = raw.leaf.or(raw.eval).map(scaled);
            let given: Vec<Option<f64>> = raw.children.iter().map(|(_, p)| *p).collect();
            let probabilities = match kind {
                Kind::Chance => probabilities(&given, &label)?,
                _ if given.iter().any(Option::is_some) => {
                    return Err(TreeError {
                        column: 0,
                        message: format!(
                            "{label} is not a chance node, so its moves have no probabilities"
                        ),
                    });
                }
                _ => Vec::new(),
            };
            nodes.push(Node {
                label,
                kind,
                children: Vec::new(),
                probabilities,
                value,
                action: None,
            });
            // Children alternate with their parent unless they say otherwise; a chance node's
            // children take the kind after the last player's (MAX, chance, MIN, chance…).
            let next = match kind {
                Kind::Max => Kind::Min,
                Kind::Min => Kind::Max,
                Kind::Chance => chance_child_kind(&nodes, parent),
            };
            for (place, (child, _)) in raw.children.into_iter().enumerate() {
                let child_kind = child.kind.unwrap_or(next);
                queue.push_back((child, child_kind, id as usize, place));
            }
        }
        for (parent, child) in parents {
            nodes[parent].children.push(child);
        }
        let mut seen = std::collections::HashSet::new();
        if let Some(dup) = nodes.iter().find(|n| !seen.insert(n.label.as_str())) {
            return Err(TreeError {
                column: 0,
                message: format!("the label {} is used twice", dup.label),
            });
        }
        Ok(Tree { nodes, scale })
    }

    /// A value as the tree wrote it: `3`, `-2.5`.
    pub fn value_text(&self, score: Score) -> String {
        trim(score as f64 / self.scale as f64)
    }

    pub fn node(&self, id: u32) -> &Node {
        &self.nodes[id as usize]
    }

    /// The name of the move to `id`: its edge's action where the tree names edges, else its label.
    pub fn move_name(&self, id: u32) -> &str {
        let node = self.node(id);
        node.action.as_deref().unwrap_or(&node.label)
    }

    /// The node labelled `label`.
    pub fn find(&self, label: &str) -> Option<u32> {
        self.nodes.iter().position(|n| n.label == label).map(|i| i as u32)
    }

    pub fn has_chance(&self) -> bool {
        self.nodes.iter().any(|n| n.kind == Kind::Chance)
    }

    /// Whether MAX and MIN alternate on every edge (negamax needs it).
    pub fn alternates(&self) -> bool {
        self.alternates_from(0)
    }

    /// Whether MAX and MIN alternate on every edge below `id`, with no chance node there: a
    /// player's child is a leaf or the other player's node.
    pub fn alternates_from(&self, id: u32) -> bool {
        let mut below = vec![id];
        while let Some(id) = below.pop() {
            let node = self.node(id);
            if node.children.is_empty() {
                continue;
            }
            if node.kind == Kind::Chance {
                return false;
            }
            for &c in &node.children {
                let child = self.node(c);
                if !child.children.is_empty() && child.kind == node.kind {
                    return false;
                }
                below.push(c);
            }
        }
        true
    }

    /// The tree written back in the parenthesised notation, with every label, kind and value.
    pub fn notation(&self) -> String {
        let mut out = String::new();
        self.write(0, None, &mut out);
        out
    }

    fn write(&self, id: u32, kind_above: Option<Kind>, out: &mut String) {
        let node = self.node(id);
        out.push_str(&node.label);
        out.push(':');
        if node.children.is_empty() {
            out.push_str(&self.value_text(node.value.unwrap_or(0)));
            return;
        }
        let alternating = match kind_above {
            None => node.kind == Kind::Max,
            Some(Kind::Max) => node.kind == Kind::Min,
            Some(Kind::Min) => node.kind == Kind::Max,
            Some(Kind::Chance) => false,
        };
        if !alternating {
            out.push_str(match node.kind {
                Kind::Max => "max",
                Kind::Min => "min",
                Kind::Chance => "chance",
            });
        }
        out.push('(');
        for (i, &c) in node.children.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            self.write(c, Some(node.kind), out);
            if node.kind == Kind::Chance {
                out.push_str(&format!("@{}", trim(node.probabilities[i])));
            }
        }
        out.push(')');
        if let Some(eval) = node.value {
            out.push('=');
            out.push_str(&self.value_text(eval));
        }
    }
}

/// The kind of a chance node's children: the other player from the chance node's own mover.
fn chance_child_kind(nodes: &[Node], parent: usize) -> Kind {
    match nodes.get(parent).map(|n| n.kind) {
        Some(Kind::Max) => Kind::Min,
        _ => Kind::Max,
    }
}

fn probabilities(given: &[Option<f64>], label: &str) -> Result<Vec<f64>, TreeError> {
    let n = given.len() as f64;
    if given.iter().all(Option::is_none) {
        return Ok(vec![1.0 / n; given.len()]);
    }
    if given.iter().any(Option::is_none) {
        return Err(TreeError {
            column: 0,
            message: format!("chance node {label}: give every move a probability, or none"),
        });
    }
    let p: Vec<f64> = given.iter().map(|p| p.expect("checked")).collect();
    let sum: f64 = p.iter().sum();
    if (sum - 1.0).abs() > 1e-9 {
        return Err(TreeError {
            column: 0,
            message: format!(
                "chance node {label}: the probabilities add up to {}, not 1",
                trim(sum)
            ),
        });
    }
    Ok(p)
}

fn trim(x: f64) -> String {
    let text = format!("{x:.6}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notations_read_the_same_tree() {
        let a = Tree::parse("((3 12 8) (2 4 6) (14 5 2))", false).unwrap();
        let b = Tree::parse("[[3,12,8],[2,4,6],[14,5,2]]", false).unwrap();
        let c = Tree::parse("(((3)(12)(8))((2)(4)(6))((14)(5)(2)))", false).unwrap();
        let d = Tree::uniform(&[3., 12., 8., 2., 4., 6., 14., 5., 2.], 3, false).unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(a, d);
        let labels: Vec<&str> = a.nodes.iter().map(|n| n.label.as_str()).collect();
        assert_eq!(&labels[..5], &["A", "B", "C", "D", "b1"]);
        assert_eq!(a.node(a.find("c3").unwrap()).value, Some(6));
        assert_eq!(a.scale, 1, "whole numbers stay as they are");
        assert_eq!(exact_values(&a)[0], 3.0, "AIMA figure 5.2's value");
        // Written back and read again: the same tree.
        assert_eq!(Tree::parse(&a.notation(), false).unwrap(), a);
    }

    #[test]
    fn labels_kinds_probabilities_and_evaluations() {
        let t = Tree::parse("A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6))", false).unwrap();
        assert_eq!(t.node(t.find("C").unwrap()).kind, Kind::Min);
        let t = Tree::parse("max(chance(3@0.25 min(2 4)@0.75) -1.5)", false).unwrap();
        let chance = t.node(1);
        assert_eq!(chance.kind, Kind::Chance);
        assert_eq!(chance.probabilities, vec![0.25, 0.75]);
        assert_eq!(exact_values(&t)[0], 0.25 * 3.0 + 0.75 * 2.0);
        assert_eq!(t.node(t.find("a2").unwrap()).value, Some(-1500));
        assert_eq!(t.scale, DECIMAL_SCALE);
        assert_eq!(t.value_text(-1500), "-1.5");
        let t = Tree::parse("((3 12 8)=5 (2 4 6)=1)", true).unwrap();
        assert_eq!(t.node(0).kind, Kind::Min);
        assert_eq!(t.node(1).value, Some(5));
        let t = Tree::parse("(min(1 2) min(3 4))", false).unwrap();
        assert!(t.alternates());
        let t = Tree::parse("(min(min(1 2) 3) 4)", false).unwrap();
        assert!(!t.alternates(), "two MIN levels in a row");
        assert_eq!(Tree::parse(&t.notation(), false).unwrap(), t);
    }

    #[test]
    fn errors_name_the_column() {
        let err = |text: &str| Tree::parse(text, false).unwrap_err().to_string();
        assert_eq!(err("((3 12 8) (2 4 6)"), "column 1: this group is never closed");
        assert_eq!(
            err("((3 x 8))"),
            "column 5: 'x' must be a label (followed by ':') or max, min or chance before a group"
        );
        assert_eq!(err("((3 12) (2 4]"), "column 13: this bracket does not match its opening");
        assert_eq!(err("(3 ())"), "column 4: an empty group: a node has children or a value");
        assert_eq!(err("(3 4) 5"), "column 7: unexpected text after the tree");
        assert_eq!(
            err("(3 99999)"),
            "column 4: 99999 is too large (values are at most 10000 in size)"
        );
        assert!(err("chance(1@0.5 2@0.6)").contains("add up to 1.1"));
        assert!(err("(1@0.5 2@0.5)").contains("not a chance node"));
        assert!(err("A:(A:1 2)").contains("used twice"));
        assert_eq!(err("7"), "a tree needs at least one move");
        let deep = "(".repeat(500) + &")".repeat(500);
        assert!(err(&deep).contains("deeper than"));
        assert!(
            Tree::uniform(&[1., 2., 3.], 2, false).unwrap_err().to_string().contains("power of 2")
        );
    }
}
