//! Textbook game trees (AIMA figure 5.2 and its kin) as a game: a position is a node, a move is
//! the edge to a child, a leaf's value is the game's end. Typed in one notation:
//!
//! - nested groups in parentheses or brackets, items apart by spaces or commas:
//!   `((3 12 8) (2 4 6) (14 5 2))`, `[[3,12,8],[2,4,6],[14,5,2]]`; a number alone in a group is a
//!   leaf: `(((3)(12)(8))((2)(4)(6)))`; ragged trees, negative and decimal values;
//! - a label before a node, with a colon: `A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6))`; unlabelled
//!   inner nodes are named A, B, C… level by level (AIMA's way), leaves after their parent and
//!   place (`b1`, `b2`…);
//! - kinds: levels alternate MAX, MIN, MAX… from the root (MIN first with `root_min`); a node may
//!   say its own: `max(…)`, `min(…)`, `chance(…)`; a chance node's children may carry their
//!   probability after `@` (`chance(3@0.25 (2 4)@0.75)`), uniform when none do;
//! - a static evaluation after an inner node, used where a depth limit cuts: `(3 12 8)=5`.

use std::fmt;
use std::sync::Arc;

use crate::engine::{Game, Outcome, Player, Score};

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
            c => write!(f, "column {c}: {}", self.message),
        }
    }
}

impl std::error::Error for TreeError {}

/// A node as read, before names and kinds are settled.
struct Raw {
    label: Option<String>,
    kind: Option<Kind>,
    /// `Some` for a leaf.
    leaf: Option<f64>,
    eval: Option<f64>,
    children: Vec<(Raw, Option<f64>)>,
}

struct Parser<'a> {
    text: &'a [u8],
    at: usize,
    nodes: usize,
}

impl Parser<'_> {
    fn error<T>(&self, message: impl Into<String>) -> Result<T, TreeError> {
        Err(TreeError { column: self.at + 1, message: message.into() })
    }

    fn skip_space(&mut self) {
        while self.at < self.text.len() && (self.text[self.at] as char).is_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn number(&mut self) -> Result<f64, TreeError> {
        let start = self.at;
        if matches!(self.peek(), Some(b'-' | b'+')) {
            self.at += 1;
        }
        while matches!(self.peek(), Some(b'0'..=b'9' | b'.')) {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        match text.parse::<f64>() {
            Ok(v) if v.is_finite() && v.abs() <= MAX_VALUE => Ok(v),
            Ok(_) => {
                self.at = start;
                self.error(format!("{text} is too large (values are at most {MAX_VALUE} in size)"))
            }
            Err(_) => {
                self.at = start;
                self.error("expected a number")
            }
        }
    }

    fn word(&mut self) -> String {
        let start = self.at;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'_') {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.text[start..self.at]).into_owned()
    }

    fn node(&mut self, depth: usize) -> Result<Raw, TreeError> {
        if depth > MAX_NESTING {
            return self.error(format!("the tree nests deeper than {MAX_NESTING} levels"));
        }
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return self.error(format!("more than {MAX_NODES} nodes"));
        }
        self.skip_space();
        let mut label = None;
        let mut kind = None;
        if matches!(self.peek(), Some(c) if c.is_ascii_alphabetic() || c == b'_') {
            let word_at = self.at;
            let word = self.word();
            self.skip_space();
            match (self.peek(), word.as_str()) {
                (Some(b':'), _) => {
                    self.at += 1;
                    label = Some(word);
                    self.skip_space();
                    if matches!(self.peek(), Some(c) if c.is_ascii_alphabetic()) {
                        let kind_at = self.at;
                        let word = self.word();
                        kind = Some(kind_word(&word).ok_or(TreeError {
                            column: kind_at + 1,
                            message: format!("'{word}' is not max, min or chance"),
                        })?);
                    }
                }
                (Some(b'(' | b'['), w) if kind_word(w).is_some() => kind = kind_word(w),
                _ => {
                    self.at = word_at;
                    return self.error(format!(
                        "'{word}' must be a label (followed by ':') or max, min or chance before a group"
                    ));
                }
            }
            self.skip_space();
        }
        match self.peek() {
            Some(b'(' | b'[') => self.group(label, kind, depth),
            Some(b'-' | b'+' | b'0'..=b'9' | b'.') if kind.is_none() => {
                let value = self.number()?;
                Ok(Raw { label, kind: None, leaf: Some(value), eval: None, children: vec![] })
            }
            Some(c) => self.error(format!("expected a value or a group, found '{}'", c as char)),
            None => self.error("the tree ends too soon: expected a value or a group"),
        }
    }

    fn group(
        &mut self,
        label: Option<String>,
        kind: Option<Kind>,
        depth: usize,
    ) -> Result<Raw, TreeError> {
        let open = self.at;
        let close = if self.text[open] == b'(' { b')' } else { b']' };
        self.at += 1;
        let mut children = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(c) if c == close => {
                    self.at += 1;
                    break;
                }
                Some(b',') if !children.is_empty() => {
                    self.at += 1;
                    continue;
                }
                Some(b')' | b']') => return self.error("this bracket does not match its opening"),
                None => {
                    self.at = open;
                    return self.error("this group is never closed");
                }
                _ => {}
            }
            let child = self.node(depth + 1)?;
            self.skip_space();
            let probability = if self.peek() == Some(b'@') {
                self.at += 1;
                self.skip_space();
                let p = self.number()?;
                if !(0.0..=1.0).contains(&p) {
                    return self.error(format!("a probability is from 0 to 1, not {p}"));
                }
                Some(p)
            } else {
                None
            };
            children.push((child, probability));
        }
        if children.is_empty() {
            self.at = open;
            return self.error("an empty group: a node has children or a value");
        }
        self.skip_space();
        let eval = if self.peek() == Some(b'=') {
            self.at += 1;
            self.skip_space();
            Some(self.number()?)
        } else {
            None
        };
        // A number alone in its own group is a leaf: `(3)`.
        if children.len() == 1
            && kind.is_none()
            && eval.is_none()
            && children[0].1.is_none()
            && children[0].0.leaf.is_some()
            && children[0].0.label.is_none()
        {
            let (only, _) = children.pop().expect("one child");
            return Ok(Raw { label, kind: None, leaf: only.leaf, eval: None, children: vec![] });
        }
        Ok(Raw { label, kind, leaf: None, eval, children })
    }
}

fn kind_word(word: &str) -> Option<Kind> {
    match word.to_ascii_lowercase().as_str() {
        "max" => Some(Kind::Max),
        "min" => Some(Kind::Min),
        "chance" => Some(Kind::Chance),
        _ => None,
    }
}

/// AIMA's names for unlabelled inner nodes: A … Z, then AA, AB …
fn letters(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b'A' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.reverse();
    String::from_utf8(out).expect("letters")
}

impl Tree {
    /// Reads a tree in the notation above; `root_min` puts MIN at the root.
    pub fn parse(text: &str, root_min: bool) -> Result<Tree, TreeError> {
        let mut parser = Parser { text: text.as_bytes(), at: 0, nodes: 0 };
        let root = parser.node(0)?;
        parser.skip_space();
        if parser.at < text.len() {
            return parser.error("unexpected text after the tree");
        }
        if root.leaf.is_some() {
            return Err(TreeError { column: 0, message: "a tree needs at least one move".into() });
        }
        Tree::build(root, root_min)
    }

    /// Leaves under a uniform tree: `branching` children per inner node, levels alternating.
    pub fn uniform(leaves: &[f64], branching: usize, root_min: bool) -> Result<Tree, TreeError> {
        let wrong = |message: String| Err(TreeError { column: 0, message });
        if branching < 2 {
            return wrong("the branching factor is at least 2".into());
        }
        if leaves.len() > MAX_NODES {
            return wrong(format!("more than {MAX_NODES} leaves"));
        }
        if let Some(v) = leaves.iter().find(|v| !v.is_finite() || v.abs() > MAX_VALUE) {
            return wrong(format!("{v} is too large (values are at most {MAX_VALUE} in size)"));
        }
        let mut level: Vec<Raw> = leaves
            .iter()
            .map(|&v| Raw { label: None, kind: None, leaf: Some(v), eval: None, children: vec![] })
            .collect();
        if level.len() < branching {
            return wrong(format!("{} leaves are fewer than one node's {branching}", level.len()));
        }
        while level.len() > 1 {
            if !level.len().is_multiple_of(branching) {
                return wrong(format!(
                    "{} leaves do not fill a tree with {branching} children per node (a power of {branching} is needed)",
                    leaves.len()
                ));
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

/// A Berkeley CS188 `GraphGameTreeTest` file: the tree and how the test searches it.
#[derive(Clone, Debug, PartialEq)]
pub struct Cs188 {
    pub tree: Tree,
    pub agents: u32,
    /// Rounds of all agents (`depth`); the search's depth limit is `depth × agents` plies.
    pub depth: u32,
    /// The agent class the test grades (`MinimaxAgent`, `AlphaBetaAgent`, `ExpectimaxAgent`).
    pub algorithm: String,
}

impl Cs188 {
    /// Whether `text` looks like a CS188 test file rather than the parenthesised notation.
    pub fn recognises(text: &str) -> bool {
        text.lines().any(|l| l.trim_start().starts_with("successors:"))
    }

    /// Reads a test file: `key: "value"` lines and `key: """…"""` blocks. Agent 0 maximises; the
    /// others minimise (or, for `ExpectimaxAgent`, are chance nodes with uniform odds); agents
    /// take turns level by level; win and lose states, and states without successors, end the game.
    pub fn parse(text: &str) -> Result<Cs188, TreeError> {
        let fields = test_fields(text)?;
        let field = |key: &str| -> Result<&str, TreeError> {
            fields
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
                .ok_or(TreeError { column: 0, message: format!("the test file has no '{key}'") })
        };
        let number = |key: &str| -> Result<u32, TreeError> {
            field(key)?.trim().parse().map_err(|_| TreeError {
                column: 0,
                message: format!("'{key}' is not a whole number"),
            })
        };
        let agents = number("num_agents")?;
        if !(1..=10).contains(&agents) {
            return Err(TreeError { column: 0, message: "num_agents is from 1 to 10".into() });
        }
        let depth = number("depth")?;
        let algorithm = field("alg").unwrap_or("MinimaxAgent").trim().to_string();
        let start = field("start_state")?.trim().to_string();
        let ends: std::collections::HashSet<&str> = ["win_states", "lose_states"]
            .iter()
            .filter_map(|k| field(k).ok())
            .flat_map(str::split_whitespace)
            .collect();
        let mut evaluation = std::collections::HashMap::new();
        for line in field("evaluation").unwrap_or("").lines().filter(|l| !l.trim().is_empty()) {
            let parts: Vec<&str> = line.split_whitespace().collect();
            let value = match parts.as_slice() {
                [_, v] => v.parse::<f64>().ok().filter(|v| v.is_finite() && v.abs() <= MAX_VALUE),
                _ => None,
            };
            let value = value.ok_or(TreeError {
                column: 0,
                message: format!(
                    "a bad evaluation line: '{}' (expected `STATE VALUE`)",
                    line.trim()
                ),
            })?;
            evaluation.insert(parts[0].to_string(), value);
        }
        let mut successors: Vec<(String, String, String)> = Vec::new();
        for line in field("successors")?.lines().filter(|l| !l.trim().is_empty()) {
            match line.split_whitespace().collect::<Vec<_>>().as_slice() {
                [s, a, n] => successors.push((s.to_string(), a.to_string(), n.to_string())),
                _ => {
                    return Err(TreeError {
                        column: 0,
                        message: format!(
                            "a bad successor line: '{}' (expected `STATE ACTION NEXT`)",
                            line.trim()
                        ),
                    });
                }
            }
        }
        let expectimax = algorithm == "ExpectimaxAgent";
        let whole = !expectimax && evaluation.values().all(|v| v.fract() == 0.0);
        let scale = if whole { 1 } else { DECIMAL_SCALE };
        // Breadth first from the start, so that parents come before their children.
        let mut nodes: Vec<Node> = Vec::new();
        let mut parents: Vec<(usize, u32)> = Vec::new();
        let mut queue =
            std::collections::VecDeque::from([(start, None::<String>, 0u32, usize::MAX)]);
        while let Some((state, action, level, parent)) = queue.pop_front() {
            if nodes.len() >= MAX_NODES || level as usize > MAX_NESTING {
                return Err(TreeError {
                    column: 0,
                    message: format!(
                        "the tree from '{}' is too large or has a cycle",
                        nodes[0].label
                    ),
                });
            }
            let id = nodes.len() as u32;
            let agent = level % agents;
            let kind = match (agent, expectimax) {
                (0, _) => Kind::Max,
                (_, true) => Kind::Chance,
                (_, false) => Kind::Min,
            };
            let children: Vec<&(String, String, String)> = match ends.contains(state.as_str()) {
                true => Vec::new(),
                false => successors.iter().filter(|(s, _, _)| *s == state).collect(),
            };
            let value = evaluation.get(&state).map(|v| (v * scale as f64).round() as Score);
            if children.is_empty() && value.is_none() {
                return Err(TreeError {
                    column: 0,
                    message: format!("state {state} ends the game but has no evaluation"),
                });
            }
            let probabilities = match kind {
                Kind::Chance => vec![1.0 / children.len().max(1) as f64; children.len()],
                _ => Vec::new(),
            };
            for (_, action, next) in &children {
                queue.push_back((next.clone(), Some(action.clone()), level + 1, id as usize));
            }
            if parent != usize::MAX {
                parents.push((parent, id));
            }
            nodes.push(Node {
                label: state,
                kind,
                children: Vec::new(),
                probabilities,
                value,
                action,
            });
        }
        for (parent, child) in parents {
            nodes[parent].children.push(child);
        }
        Ok(Cs188 { tree: Tree { nodes, scale }, agents, depth, algorithm })
    }
}

/// The `key: value` fields of a CS188 test file, `"""` blocks read whole.
fn test_fields(text: &str) -> Result<Vec<(String, String)>, TreeError> {
    let mut fields = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.trim_start().starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(TreeError {
                column: 0,
                message: format!("line {}: expected `key: value`", number + 1),
            });
        };
        let value = value.trim();
        let value = if value == "\"\"\"" {
            let mut block = Vec::new();
            loop {
                match lines.next() {
                    Some((_, l)) if l.trim() == "\"\"\"" => break,
                    Some((_, l)) => block.push(l),
                    None => {
                        return Err(TreeError {
                            column: 0,
                            message: format!(
                                "line {}: this \"\"\" block is never closed",
                                number + 1
                            ),
                        });
                    }
                }
            }
            block.join("\n")
        } else {
            value.trim_matches('"').to_string()
        };
        fields.push((key.trim().to_string(), value));
    }
    Ok(fields)
}

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
