//! Practice's answers against an alpha-beta written here from the textbook (AIMA figure 5.7,
//! with CS188's strict rule as the option; expectimax at chance nodes), independent of the
//! engine: on random trees with MAX and MIN roots, chance levels and root windows an exercise
//! gives, every inner node's value and every move never looked at must be the ones practice
//! checks the learner against.

use std::collections::{HashMap, HashSet};
use std::process::Command;

use minimax_tui::games::tree::{Kind, Tree};
use minimax_tui::tui::practice::{Options, Practice};

/// What alpha-beta computes: each inner node's value (MAX's) and the nodes it never enters.
#[derive(Default)]
struct Answers {
    values: HashMap<u32, f64>,
    pruned: HashSet<u32>,
}

fn alpha_beta(tree: &Tree, id: u32, window: (f64, f64), strict: bool, out: &mut Answers) -> f64 {
    let node = &tree.nodes[id as usize];
    if node.children.is_empty() {
        return node.value.expect("a leaf has a value") as f64 / tree.scale as f64;
    }
    let (mut alpha, mut beta) = window;
    let cuts = |v: f64, bound: f64, max: bool| match (max, strict) {
        (true, false) => v >= bound,
        (true, true) => v > bound,
        (false, false) => v <= bound,
        (false, true) => v < bound,
    };
    let value = match node.kind {
        Kind::Chance => {
            // Every child counts, each with a full window: a chance node never prunes.
            let full = (f64::NEG_INFINITY, f64::INFINITY);
            let n = node.children.len() as f64;
            let weights: Vec<f64> = match node.probabilities.len() {
                0 => vec![1.0 / n; node.children.len()],
                _ => node.probabilities.clone(),
            };
            node.children
                .iter()
                .zip(weights)
                .map(|(&c, w)| w * alpha_beta(tree, c, full, strict, out))
                .sum()
        }
        kind => {
            let max = kind == Kind::Max;
            let mut v = if max { f64::NEG_INFINITY } else { f64::INFINITY };
            for (i, &child) in node.children.iter().enumerate() {
                let got = alpha_beta(tree, child, (alpha, beta), strict, out);
                v = if max { v.max(got) } else { v.min(got) };
                if cuts(v, if max { beta } else { alpha }, max) {
                    out.pruned.extend(&node.children[i + 1..]);
                    break;
                }
                if max {
                    alpha = alpha.max(v);
                } else {
                    beta = beta.min(v);
                }
            }
            v
        }
    };
    out.values.insert(id, value);
    value
}

/// A small generator of its own, so the trees do not depend on the product's.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// A random tree in the notation: depth 1 to 4, 1 to 4 moves a node, leaves −20..20, every
/// inner node's kind written out (MAX or MIN at the root, now and then a chance level).
fn random_tree(rng: &mut Lcg, depth: u32, chance: bool) -> String {
    if depth == 0 {
        return (rng.below(41) as i64 - 20).to_string();
    }
    let kind = match rng.below(5) {
        0 if chance => "chance",
        1 | 2 => "min",
        _ => "max",
    };
    let width = 1 + rng.below(4);
    let children: Vec<String> = (0..width).map(|_| random_tree(rng, depth - 1, chance)).collect();
    format!("{kind}({})", children.join(" "))
}

#[test]
fn practice_checks_what_alpha_beta_computes() {
    let mut rng = Lcg(51);
    let mut compared = 0;
    for round in 0..400 {
        let depth = 1 + rng.below(4) as u32;
        let chance = round % 4 == 3;
        let text = random_tree(&mut rng, depth, chance);
        let tree = Tree::parse(&text, false).expect("a generated tree parses");
        if Practice::fits(&tree).is_err() {
            continue;
        }
        // Every third tree with a root window as an exercise gives one.
        let window = (round % 3 == 1).then(|| {
            let alpha = rng.below(31) as i32 - 20;
            (alpha, alpha + 1 + rng.below(20) as i32)
        });
        for strict in [false, true] {
            let options = Options { strict, window, ..Options::default() };
            let practice = Practice::of_tree(options, tree.clone());
            let mut expected = Answers::default();
            let root =
                window.map_or((f64::NEG_INFINITY, f64::INFINITY), |(a, b)| (a as f64, b as f64));
            alpha_beta(&practice.game.tree, 0, root, strict, &mut expected);
            let scale = practice.game.tree.scale as f64;
            let truth: HashMap<u32, f64> =
                practice.truth.values.iter().map(|(&n, &v)| (n, v as f64 / scale)).collect();
            let at =
                format!("{text} ({}, window {window:?})", if strict { "strict" } else { "equal" });
            let nodes: HashSet<&u32> = truth.keys().collect();
            assert_eq!(nodes, expected.values.keys().collect(), "inner nodes reached: {at}");
            for (node, value) in &expected.values {
                assert!((truth[node] - value).abs() < 0.005, "{at}: node {node} {value}");
            }
            assert_eq!(practice.truth.pruned, expected.pruned, "pruned: {at}");
            compared += 1;
        }
    }
    assert!(compared > 600, "{compared} trees compared");
}

/// `--root min` deals trees with MIN at the root, and the answers are still alpha-beta's.
#[test]
fn a_min_root_is_practised_too() {
    for seed in 1..=20 {
        let options = Options { root_min: true, seed, ..Options::default() };
        let practice = Practice::new(options);
        let tree = &practice.game.tree;
        assert_eq!(tree.nodes[0].kind, Kind::Min, "seed {seed}");
        let mut expected = Answers::default();
        alpha_beta(tree, 0, (f64::NEG_INFINITY, f64::INFINITY), false, &mut expected);
        assert_eq!(practice.truth.pruned, expected.pruned, "seed {seed}");
        assert_eq!(practice.truth.values.len(), expected.values.len(), "seed {seed}");
    }
}

/// `minimax practice --tree` refuses what it cannot practise, in one line with exit code 2,
/// before the terminal is touched.
#[test]
fn practice_refuses_a_tree_it_cannot_take() {
    let refused = |args: &[&str], says: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    };
    refused(&["practice", "--tree", "A:(A:1 b:2)"], "the label A is used twice");
    refused(&["practice", "--tree", "((1 2) (3"], "this group is never closed");
    let big = format!("({})", vec!["(1 2 3)"; 70].join(" "));
    refused(&["practice", "--tree", &big], "practice takes at most 200");
    refused(&["practice", "--tree", "no-such-file.tree"], "no-such-file.tree");
    refused(&["practice", "--root", "middle"], "middle");
}

/// The first mistake is explained by the rule that gives the node its value, with the values it
/// took them from, each checked against the alpha-beta above: a wrong root value on an
/// otherwise right sheet says "MAX takes the largest of the values it found (B 3, C 2, D 2): 3".
#[test]
fn a_wrong_value_is_explained_by_its_rule() {
    use minimax_tui::tui::keys::Action;
    let mut rng = Lcg(7);
    let mut explained = 0;
    while explained < 100 {
        let depth = 2 + rng.below(2) as u32;
        let text = random_tree(&mut rng, depth, false);
        let tree = Tree::parse(&text, false).unwrap();
        if tree.nodes[0].children.len() < 2 {
            continue;
        }
        let mut practice = Practice::of_tree(Options::default(), tree);
        let tree = practice.game.tree.clone();
        let mut expected = Answers::default();
        alpha_beta(&tree, 0, (f64::NEG_INFINITY, f64::INFINITY), false, &mut expected);
        let show = |v: f64| tree.value_text((v * tree.scale as f64).round() as i64 as _);
        for (&node, &value) in &expected.values {
            let typed = if node == 0 { value + 1.0 } else { value };
            practice.values.insert(node, show(typed));
        }
        practice.pruned = expected.pruned.clone();
        practice.update(Action::Check);
        let message = practice.message.clone().unwrap();
        let root = &tree.nodes[0];
        let rule = match root.kind {
            Kind::Max => "MAX takes the largest of the values it found",
            _ => "MIN takes the smallest of the values it found",
        };
        let found: Vec<String> = root
            .children
            .iter()
            .filter(|c| !expected.pruned.contains(c))
            .map(|&c| {
                format!(
                    "{} {}",
                    tree.nodes[c as usize].label,
                    show(expected.values.get(&c).copied().unwrap_or_else(|| {
                        tree.nodes[c as usize].value.unwrap() as f64 / tree.scale as f64
                    }))
                )
            })
            .collect();
        let said = format!("{rule} ({}): {}.", found.join(", "), show(expected.values[&0]));
        assert!(message.contains(&said), "{text}: {message:?} lacks {said:?}");
        explained += 1;
    }
}
