//! CS188's GraphGameTreeTest files, read as its autograder reads them: agent 0 maximises, the
//! others minimise (or are chance nodes for an `ExpectimaxAgent`), states generated afresh.

use super::{DECIMAL_SCALE, Kind, MAX_NESTING, MAX_NODES, MAX_VALUE, Node, Tree, TreeError};
use crate::engine::Score;

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
                .ok_or(TreeError { column: 0, message: crate::tr!("cs188-no-key", key = key) })
        };
        let number = |key: &str| -> Result<u32, TreeError> {
            field(key)?.trim().parse().map_err(|_| TreeError {
                column: 0,
                message: crate::tr!("cs188-not-whole", key = key),
            })
        };
        let agents = number("num_agents")?;
        if !(1..=10).contains(&agents) {
            return Err(TreeError { column: 0, message: crate::tr!("cs188-agents") });
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
                message: crate::tr!("cs188-bad-evaluation", line = line.trim()),
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
                        message: crate::tr!("cs188-bad-successor", line = line.trim()),
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
                    message: crate::tr!("cs188-too-large", state = nodes[0].label.as_str()),
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
                    message: crate::tr!("cs188-no-evaluation", state = state.as_str()),
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
                message: crate::tr!("cs188-not-a-field", line = (number + 1).to_string()),
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
                            message: crate::tr!(
                                "cs188-block-open",
                                line = (number + 1).to_string()
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
