//! Textbook trees against an alpha-beta written here from AIMA's pseudocode: values, the leaves
//! evaluated in order, and the moves pruned, for both pruning rules and every move order.

use minimax_tui::catalog::tree::solve::solve_tree;
use minimax_tui::engine::{Algorithm, SearchConfig};
use minimax_tui::games::tree::{Order, Tree, TreeGame};
use minimax_tui::rng::Rng;

/// A tree built here, independently of the parser.
#[derive(Debug)]
enum Node {
    Leaf(String, i64),
    Inner(String, bool, Vec<Node>),
    /// A chance node with uniform odds.
    Chance(String, Vec<Node>),
}

impl Node {
    fn label(&self) -> &str {
        match self {
            Node::Leaf(l, _) | Node::Inner(l, _, _) | Node::Chance(l, _) => l,
        }
    }

    fn text(&self) -> String {
        match self {
            Node::Leaf(l, v) => format!("{l}:{v}"),
            Node::Inner(l, max, children) => {
                let inner: Vec<String> = children.iter().map(Node::text).collect();
                format!("{l}:{}({})", if *max { "max" } else { "min" }, inner.join(" "))
            }
            Node::Chance(l, children) => {
                let inner: Vec<String> = children.iter().map(Node::text).collect();
                format!("{l}:chance({})", inner.join(" "))
            }
        }
    }

    /// The exact value (expectimax at chance nodes): what "best first" orders by.
    fn exact(&self) -> f64 {
        match self {
            Node::Leaf(_, v) => *v as f64,
            Node::Inner(_, true, c) => c.iter().map(Node::exact).fold(f64::MIN, f64::max),
            Node::Inner(_, false, c) => c.iter().map(Node::exact).fold(f64::MAX, f64::min),
            Node::Chance(_, c) => c.iter().map(Node::exact).sum::<f64>() / c.len() as f64,
        }
    }

    /// The plain minimax value (expectimax at chance nodes), in thousandths as the engine keeps
    /// them: every expectation rounded to a thousandth.
    fn value(&self) -> i64 {
        match self {
            Node::Leaf(_, v) => *v * 1000,
            Node::Inner(_, true, c) => c.iter().map(Node::value).max().unwrap(),
            Node::Inner(_, false, c) => c.iter().map(Node::value).min().unwrap(),
            Node::Chance(_, c) => expectation(c.iter().map(Node::value)),
        }
    }
}

/// The mean of values, rounded to a whole number (half away from zero, as the engine rounds).
fn expectation(values: impl Iterator<Item = i64>) -> i64 {
    let values: Vec<i64> = values.collect();
    (values.iter().sum::<i64>() as f64 / values.len() as f64).round() as i64
}

fn random_tree(rng: &mut Rng, depth: u32, max: bool, chance: bool, next: &mut u32) -> Node {
    let label = format!("n{next}");
    *next += 1;
    if depth == 0 || (depth < 3 && rng.below(4) == 0) {
        return Node::Leaf(label, rng.below(41) as i64 - 20);
    }
    let width = 1 + rng.below(4);
    if chance && depth < 4 && rng.below(3) == 0 {
        let children = (0..width).map(|_| random_tree(rng, depth - 1, max, chance, next)).collect();
        return Node::Chance(label, children);
    }
    let children = (0..width).map(|_| random_tree(rng, depth - 1, !max, chance, next)).collect();
    Node::Inner(label, max, children)
}

struct Reference {
    strict: bool,
    order: Order,
    evaluated: Vec<String>,
    pruned: Vec<String>,
}

impl Reference {
    fn ordered<'a>(&self, children: &'a [Node], max: bool) -> Vec<&'a Node> {
        // Best first for the mover: MAX's largest, MIN's smallest (chance nodes use MAX's order).
        let mut c: Vec<&Node> = children.iter().collect();
        let sign = if max { 1.0 } else { -1.0 };
        match self.order {
            Order::Written => {}
            Order::Reversed => c.reverse(),
            Order::BestFirst => c.sort_by(|a, b| (sign * b.exact()).total_cmp(&(sign * a.exact()))),
            Order::WorstFirst => {
                c.sort_by(|a, b| (sign * a.exact()).total_cmp(&(sign * b.exact())))
            }
        }
        c
    }

    fn every_leaf(&mut self, node: &Node) {
        match node {
            Node::Leaf(label, _) => self.evaluated.push(label.clone()),
            Node::Inner(_, max, children) => {
                for child in self.ordered(children, *max) {
                    self.every_leaf(child);
                }
            }
            Node::Chance(_, children) => {
                for child in self.ordered(children, true) {
                    self.every_leaf(child);
                }
            }
        }
    }

    /// AIMA's MAX-VALUE / MIN-VALUE with alpha-beta, pruning on v ≥ β (v ≤ α), or strictly.
    fn value(&mut self, node: &Node, mut alpha: i64, mut beta: i64) -> i64 {
        let (max, children) = match node {
            Node::Leaf(label, v) => {
                self.evaluated.push(label.clone());
                return *v * 1000;
            }
            Node::Inner(_, max, children) => (*max, children),
            Node::Chance(_, children) => {
                // Every child counts: searched with the full window, never pruned.
                let ordered = self.ordered(children, true);
                let values: Vec<i64> =
                    ordered.iter().map(|c| self.value(c, i64::MIN + 1, i64::MAX)).collect();
                return expectation(values.into_iter());
            }
        };
        let ordered = self.ordered(children, max);
        let mut v = if max { i64::MIN } else { i64::MAX };
        for (i, child) in ordered.iter().enumerate() {
            let w = self.value(child, alpha, beta);
            let cut = if max {
                v = v.max(w);
                if self.strict { v > beta } else { v >= beta }
            } else {
                v = v.min(w);
                if self.strict { v < alpha } else { v <= alpha }
            };
            if cut {
                self.pruned.extend(ordered[i + 1..].iter().map(|n| n.label().to_string()));
                return v;
            }
            if max { alpha = alpha.max(v) } else { beta = beta.min(v) }
        }
        v
    }
}

#[test]
fn alpha_beta_on_trees_matches_the_textbook_everywhere() {
    let mut rng = Rng::new(2024);
    let mut checked = 0;
    let mut prunings = 0;
    for _ in 0..400 {
        let root_max = rng.coin();
        let chance = rng.below(3) == 0;
        let mut next = 0;
        let root = loop {
            let t = random_tree(&mut rng, 4, root_max, chance, &mut next);
            if matches!(t, Node::Inner(..)) {
                break t;
            }
        };
        let tree = Tree::parse(&root.text(), !root_max).expect("the tree parses");
        for strict in [false, true] {
            for order in [Order::Written, Order::Reversed, Order::BestFirst, Order::WorstFirst] {
                for alpha_beta in [true, false] {
                    let game = TreeGame::new(tree.clone(), order);
                    let config = SearchConfig {
                        algorithm: Algorithm::Minimax,
                        alpha_beta,
                        strict_cutoffs: strict,
                        ..SearchConfig::default()
                    };
                    let mut out = Vec::new();
                    solve_tree(&game, &config, true, &mut out).unwrap();
                    let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
                    let mut reference =
                        Reference { strict, order, evaluated: vec![], pruned: vec![] };
                    let value = if alpha_beta {
                        reference.value(&root, i64::MIN + 1, i64::MAX)
                    } else {
                        // Without pruning every leaf is evaluated, in the order searched.
                        reference.every_leaf(&root);
                        root.value()
                    };
                    let what = format!("{} strict={strict} {order:?} ab={alpha_beta}", root.text());
                    assert_eq!(
                        report["value"].as_f64(),
                        Some(root.value() as f64 / 1000.0),
                        "{what}"
                    );
                    assert_eq!(value, root.value(), "the reference itself: {what}");
                    let words = |key: &str| -> Vec<String> {
                        report[key]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|v| v.as_str().unwrap().to_string())
                            .collect()
                    };
                    assert_eq!(words("evaluated"), reference.evaluated, "evaluated: {what}");
                    if alpha_beta {
                        assert_eq!(words("pruned"), reference.pruned, "pruned: {what}");
                        prunings += reference.pruned.len();
                    } else {
                        assert!(words("pruned").is_empty());
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 6_000 && prunings > 1_000, "{checked} searches, {prunings} prunings");
}

#[test]
fn aima_figure_5_2_prunes_c2_and_c3() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "tree", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["value"], 3.0);
    assert_eq!(v["best_move"], "B");
    assert_eq!(v["pruned"], serde_json::json!(["c2", "c3"]));
    assert_eq!(v["generated"].as_array().unwrap().len(), 11);
    // The same tree as flat leaves, strictly: CS188's rule prunes nothing more here.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args([
            "solve",
            "tree",
            "--leaves",
            "3,12,8,2,4,6,14,5,2",
            "--branching",
            "3",
            "--cut",
            "strict",
            "--json",
        ])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(3.0), Some("B")));
    assert_eq!(v["pruned"], serde_json::json!(["c2", "c3"]));
    // Pruning on equality matters: with c1 = 3, AIMA's rule cuts C, CS188's does not.
    let tie = "((3 12 8) (3 4 6) (14 5 2))";
    let json = |cut: &str| -> serde_json::Value {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "tree", tie, "--cut", cut, "--json"])
            .output()
            .unwrap();
        serde_json::from_slice(&out.stdout).unwrap()
    };
    assert_eq!(json("equal")["pruned"], serde_json::json!(["c2", "c3"]));
    assert_eq!(json("strict")["pruned"], serde_json::json!([]));
    assert_eq!(json("equal")["value"], json("strict")["value"]);
}

fn solve(args: &[&str]) -> serde_json::Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "tree"])
        .args(args)
        .arg("--json")
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn file(name: &str) -> String {
    format!("{}/tests/trees/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// CS188-format trees written for these tests, solved by hand: the action and the generated
/// states, as CS188's autograder compares them.
#[test]
fn cs188_files_are_solved_with_cs188s_conventions() {
    // A tied root: both MIN nodes are worth 5, the first action stands. CS188 prunes strictly,
    // so c4 is generated although c3 = 5 = α; AIMA's rule would prune it.
    let v = solve(&[&file("tied-root.test")]);
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(5.0), Some("Left")));
    assert_eq!(v["generated"], serde_json::json!(["a", "b1", "b2", "c1", "c2", "c3", "c4"]));
    let equal = solve(&[&file("tied-root.test"), "--cut", "equal"]);
    assert_eq!(equal["pruned"], serde_json::json!(["c4"]));
    assert_eq!(equal["best_move"], "Left");
    // Depth 1 of 2 agents is 2 plies: the c states are cut and their evaluations count.
    let v = solve(&[&file("depth-limited.test")]);
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(6.0), Some("Right")));
    assert_eq!(v["generated"], serde_json::json!(["a", "b1", "b2", "c1", "c2", "c3", "c4"]));
    // One ply deeper (an off-by-one depth) reaches the d states and changes the answer.
    let deeper = solve(&[&file("depth-limited.test"), "--depth", "4"]);
    assert_eq!(
        (deeper["value"].as_f64(), deeper["best_move"].as_str()),
        (Some(-100.0), Some("Left"))
    );
    // Two MIN agents in a row: c = min(d), b = min(c), a = max(b) = max(4, 5).
    let v = solve(&[&file("two-min-agents.test")]);
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(5.0), Some("Right")));
    assert_eq!(v["generated"].as_array().unwrap().len(), 11, "every state, minimax prunes nothing");
    assert_eq!(v["principal_variation"], serde_json::json!(["Right", "x", "p"]));
    // ExpectimaxAgent: the other agent's nodes are chance nodes with uniform odds.
    let v = solve(&[&file("expectimax.test")]);
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(6.0), Some("Left")));
    assert_eq!(v["generated"].as_array().unwrap().len(), 7);
}

#[test]
fn bad_trees_get_one_line_naming_the_column() {
    for (tree, message) in [
        ("((3 12 8) (2 4 6)", "column 1: this group is never closed"),
        ("((3 12) (2 x))", "column 12: 'x' must be a label"),
        ("chance(1@0.5 2@0.6)", "the probabilities add up to 1.1, not 1"),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "tree", tree])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{tree}: {stderr}");
        assert!(stderr.contains(message), "{tree}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    }
}
