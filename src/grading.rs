//! Grading a search of a textbook tree: what the right search does, and which known mistake
//! reproduces a wrong answer. An answer is the move chosen and the states searched: the set
//! generated (as CS188's autograder compares it) or the labels in the order visited.

use serde::Serialize;

use crate::engine::search::search_traced;
use crate::engine::trace::{MAX_EVENT_CAP, Trace};
use crate::engine::{Control, SearchConfig};
use crate::games::tree::{Kind, Order, Tree, TreeGame};

/// What a search of the tree did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Run {
    /// The move the root chose (its action or label); `None` at a chance root.
    #[serde(rename = "move")]
    pub action: Option<String>,
    /// The root and every state generated, sorted (each once).
    pub generated: Vec<String>,
    /// The states in the order the search entered them.
    pub visited: Vec<String>,
}

/// A student's answer: the move, and the states generated or visited (either may be missing).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The root's value (an exam's answer; a search's grading ignores it).
    pub value: Option<String>,
    pub action: Option<String>,
    pub generated: Option<Vec<String>>,
    pub visited: Option<Vec<String>>,
}

/// How the right search is set up: the tree, the switches, and for a CS188 tree its agents and
/// depth in rounds (the partial-ply variant needs them).
pub struct Setup<'a> {
    pub game: &'a TreeGame,
    pub config: SearchConfig,
    pub cs188: Option<(u32, u32)>,
}

/// The verdict on an answer.
#[derive(Clone, Debug, Serialize)]
pub struct Diagnosis {
    pub correct: bool,
    /// Every known variant of the search that reproduces the answer exactly (`correct` among them
    /// when it is right), by stable name: see `VARIANTS`.
    pub matches: Vec<&'static str>,
    /// The first state where the answer departs from the right search, if it does.
    pub departs_at: Option<String>,
    pub expected: Run,
}

/// The variants of a search tried on a wrong answer, and what each is.
/// Each by its stable name (in JSON and the grade sheets) and the message that says what it is.
pub const VARIANTS: [(&str, &str); 12] = [
    ("correct", "variant-correct"),
    ("prune-on-equality", "variant-prune-on-equality"),
    ("prune-strictly", "variant-prune-strictly"),
    ("no-pruning", "variant-no-pruning"),
    ("depth-plus-one", "variant-depth-plus-one"),
    ("depth-minus-one", "variant-depth-minus-one"),
    ("depth-in-plies", "variant-depth-in-plies"),
    ("partial-ply", "variant-partial-ply"),
    ("alpha-not-carried-across-root", "variant-alpha-not-carried-across-root"),
    ("right-to-left", "variant-right-to-left"),
    ("minimax-for-expectimax", "variant-minimax-for-expectimax"),
    ("expectimax-for-minimax", "variant-expectimax-for-minimax"),
];

/// What the variant named `name` is, in the current language (empty for an unknown name).
pub fn variant_words(name: &str) -> String {
    VARIANTS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(String::new(), |(_, message)| crate::i18n::text(message, None))
}

/// Searches the tree as `config` says and records what it did.
pub fn run(game: &TreeGame, config: &SearchConfig) -> Run {
    let mut trace = Trace::new(MAX_EVENT_CAP, config.algorithm);
    let result = search_traced(game, &0, config, Control::default(), &mut trace)
        .expect("nothing stops this search");
    let tree = &game.tree;
    let label = |id: u32| tree.node(id).label.clone();
    let visited: Vec<String> = trace.nodes.iter().map(|n| n.mv.map_or(label(0), label)).collect();
    let mut generated = visited.clone();
    generated.sort();
    generated.dedup();
    Run { action: result.best_move.map(|m| tree.move_name(m).to_string()), generated, visited }
}

/// The same tree with some nodes' kinds changed (chance nodes get uniform odds).
fn with_kinds(tree: &Tree, kind: impl Fn(usize, Kind) -> Kind) -> Tree {
    let mut tree = tree.clone();
    for (id, node) in tree.nodes.iter_mut().enumerate() {
        node.kind = kind(id, node.kind);
        node.probabilities = match node.kind {
            Kind::Chance if node.probabilities.len() != node.children.len() => {
                vec![1.0 / node.children.len().max(1) as f64; node.children.len()]
            }
            Kind::Chance => std::mem::take(&mut node.probabilities),
            _ => Vec::new(),
        };
    }
    tree
}

/// The depth of each node (the root 0), parents first in the list.
fn depths(tree: &Tree) -> Vec<u32> {
    let mut depth = vec![0u32; tree.nodes.len()];
    for (id, node) in tree.nodes.iter().enumerate() {
        for &c in &node.children {
            depth[c as usize] = depth[id] + 1;
        }
    }
    depth
}

/// Runs the variant `name`, or `None` when it does not apply to this tree and search.
fn variant(setup: &Setup, name: &str) -> Option<Run> {
    let (game, config) = (setup.game, setup.config);
    let tree = &game.tree;
    let ab = SearchConfig { alpha_beta: true, ..config };
    let limit =
        |depth: i64| (depth >= 1).then_some(SearchConfig { depth: Some(depth as u32), ..config });
    // A step of depth: in a CS188 file a round of every agent (its depth counts rounds), else
    // one ply.
    let step = setup.cs188.map_or(1, |(agents, _)| i64::from(agents));
    let steps = |delta: i64| limit(config.depth? as i64 + delta * step);
    let retyped = |tree: Tree| TreeGame::new(tree, game.order);
    Some(match name {
        "correct" => run(game, &config),
        "prune-on-equality" => run(game, &SearchConfig { strict_cutoffs: false, ..ab }),
        "prune-strictly" => run(game, &SearchConfig { strict_cutoffs: true, ..ab }),
        "no-pruning" => run(game, &SearchConfig { alpha_beta: false, ..config }),
        "depth-plus-one" => run(game, &steps(1)?),
        "depth-minus-one" => run(game, &steps(-1)?),
        // The file's depth taken as plies: with one agent a round is a ply, nothing differs.
        "depth-in-plies" => {
            let (_, rounds) = setup.cs188.filter(|(agents, _)| *agents >= 2)?;
            run(game, &limit(i64::from(rounds))?)
        }
        "partial-ply" => {
            let (_, rounds) = setup.cs188.filter(|(agents, _)| *agents >= 3)?;
            // Turns taken as MAX, ghost, MAX, ghost…: the second ghost's layer becomes MAX's.
            let depth = depths(tree);
            let ghost = if tree.has_chance() { Kind::Chance } else { Kind::Min };
            let period =
                with_kinds(
                    tree,
                    |id, _| if depth[id].is_multiple_of(2) { Kind::Max } else { ghost },
                );
            run(&retyped(period), &SearchConfig { depth: Some(rounds * 2), ..config })
        }
        "alpha-not-carried-across-root" if config.alpha_beta => {
            run(game, &SearchConfig { exact_root_values: true, ..config })
        }
        "right-to-left" => run(&game.ordered(reverse(game.order)), &config),
        "minimax-for-expectimax" if tree.has_chance() => {
            let min = with_kinds(tree, |_, k| if k == Kind::Chance { Kind::Min } else { k });
            run(&retyped(min), &config)
        }
        "expectimax-for-minimax" if tree.nodes.iter().any(|n| n.kind == Kind::Min) => {
            let chance = with_kinds(tree, |_, k| if k == Kind::Min { Kind::Chance } else { k });
            run(&retyped(chance), &SearchConfig { alpha_beta: false, ..config })
        }
        _ => return None,
    })
}

fn reverse(order: Order) -> Order {
    match order {
        Order::Written => Order::Reversed,
        Order::Reversed => Order::Written,
        Order::BestFirst => Order::WorstFirst,
        Order::WorstFirst => Order::BestFirst,
    }
}

/// Whether a run gives exactly the answer (the parts the answer gives).
fn reproduces(run: &Run, answer: &Answer) -> bool {
    let action = answer.action.as_ref().is_none_or(|a| Some(a) == run.action.as_ref());
    let generated = answer.generated.as_ref().is_none_or(|g| {
        let mut g = g.clone();
        g.sort();
        g.dedup();
        g == run.generated
    });
    let visited = answer.visited.as_ref().is_none_or(|v| *v == run.visited);
    action && generated && visited
}

/// Judges an answer: right or not, which variants reproduce it, where it first departs.
pub fn diagnose(setup: &Setup, answer: &Answer) -> Diagnosis {
    let expected = run(setup.game, &setup.config);
    let correct = reproduces(&expected, answer);
    let matches = VARIANTS
        .iter()
        .filter(|(name, _)| variant(setup, name).is_some_and(|r| reproduces(&r, answer)))
        .map(|(name, _)| *name)
        .collect();
    Diagnosis { correct, matches, departs_at: departure(&expected, answer), expected }
}

/// The first state where the answer and the right search part: by visiting order when the answer
/// gives one, else the first state (in sorted order) in one set and not the other.
fn departure(expected: &Run, answer: &Answer) -> Option<String> {
    if let Some(visited) = &answer.visited {
        let at = visited.iter().zip(&expected.visited).position(|(a, e)| a != e);
        return match at {
            Some(i) => Some(visited[i].clone()),
            None if visited.len() > expected.visited.len() => {
                Some(visited[expected.visited.len()].clone())
            }
            None if visited.len() < expected.visited.len() => {
                Some(expected.visited[visited.len()].clone())
            }
            None => None,
        };
    }
    let generated = answer.generated.as_ref()?;
    let mut differ: Vec<&String> = generated
        .iter()
        .filter(|s| !expected.generated.contains(s))
        .chain(expected.generated.iter().filter(|s| !generated.contains(s)))
        .collect();
    differ.sort();
    differ.first().map(|s| s.to_string())
}

/// Reads an answer file: `key: value` lines (quotes optional) with `action` (or `move`),
/// `generated` and/or `visited`, states apart by spaces or commas. CS188's solution files are
/// in this form.
pub fn parse_answer(text: &str) -> Result<Answer, String> {
    let mut answer = Answer::default();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(crate::tr!("answer-not-a-field", line = (number + 1).to_string()));
        };
        let value = value.trim().trim_matches('"');
        let states =
            || value.split([' ', ',']).filter(|s| !s.is_empty()).map(String::from).collect();
        let key = key.trim();
        // A key left blank (an exam's answer file not filled in) is not answered.
        if value.is_empty() && ["value", "action", "move", "generated", "visited"].contains(&key) {
            continue;
        }
        // A key given twice would leave one of its values unread: which one is meant?
        let taken = match key {
            "value" => answer.value.replace(value.to_string()).is_some(),
            "action" | "move" => answer.action.replace(value.to_string()).is_some(),
            "generated" => answer.generated.replace(states()).is_some(),
            "visited" => answer.visited.replace(states()).is_some(),
            other => {
                let line = (number + 1).to_string();
                return Err(crate::tr!("answer-unknown-key", line = line, key = other));
            }
        };
        if taken {
            let line = (number + 1).to_string();
            return Err(crate::tr!("answer-key-twice", line = line, key = key));
        }
    }
    if answer == Answer::default() {
        return Err(crate::tr!("answer-empty"));
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::parse_answer;

    #[test]
    fn each_key_of_an_answer_is_given_once() {
        let answer = parse_answer("action: B\nvisited: A B b1\n").unwrap();
        assert_eq!(answer.action.as_deref(), Some("B"));
        assert_eq!(
            parse_answer("action: B\naction: C\n").unwrap_err(),
            "line 2: a second 'action' (each key once)"
        );
        assert!(parse_answer("move: B\naction: C\n").unwrap_err().contains("a second 'action'"));
        assert!(parse_answer("visited: A\n\nvisited: B\n").unwrap_err().starts_with("line 3:"));
    }
}
