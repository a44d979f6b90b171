//! Practice's answers against an alpha-beta written here from the textbook (AIMA figure 5.7,
//! with CS188's strict rule as the option; expectimax at chance nodes), independent of the
//! engine: on random trees with MAX and MIN roots, chance levels and root windows an exercise
//! gives, every inner node's value and every move never looked at must be the ones practice
//! checks the learner against.

use std::collections::{HashMap, HashSet};
use std::process::Command;

use minimax_tui::games::tree::{Kind, Tree};
use minimax_tui::tui::practice::{Options, Practice};

/// What alpha-beta computes: each inner node's value (MAX's), the nodes it never enters, and
/// each inner node's window (α, β) as it is entered and as it returns.
#[derive(Default)]
struct Answers {
    values: HashMap<u32, f64>,
    pruned: HashSet<u32>,
    windows: HashMap<u32, [(f64, f64); 2]>,
    /// Cutoffs where the value equals the bound.
    ties: usize,
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
            out.windows.insert(id, [window, window]);
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
                // A cutoff returns at once: the window is not moved by the value that cut.
                let bound = if max { beta } else { alpha };
                if cuts(v, bound, max) {
                    out.pruned.extend(&node.children[i + 1..]);
                    out.ties += usize::from(v == bound);
                    break;
                }
                if max {
                    alpha = alpha.max(v);
                } else {
                    beta = beta.min(v);
                }
            }
            out.windows.insert(id, [window, (alpha, beta)]);
            v
        }
    };
    out.values.insert(id, value);
    value
}

/// Star1 (Ballard 1983) at a chance node entered with `window`: the first child after which the
/// average, with every later leaf at the tree's least or greatest leaf, cannot reach the window.
fn star1(
    tree: &Tree,
    id: u32,
    (alpha, beta): (f64, f64),
    strict: bool,
    found: &Answers,
) -> Option<String> {
    let scale = tree.scale as f64;
    let leaves = tree.nodes.iter().filter(|n| n.children.is_empty()).filter_map(|n| n.value);
    let low = leaves.clone().min()? as f64 / scale;
    let high = leaves.max()? as f64 / scale;
    let node = &tree.nodes[id as usize];
    let n = node.children.len();
    let (mut sum, mut weight) = (0.0, 0.0);
    for (i, &c) in node.children.iter().enumerate().take(n - 1) {
        let p = node.probabilities.get(i).copied().unwrap_or(1.0 / n as f64);
        let child = &tree.nodes[c as usize];
        let v = match child.children.is_empty() {
            true => child.value? as f64 / scale,
            false => found.values[&c],
        };
        sum += p * v;
        weight += p;
        let (most, least) = (sum + (1.0 - weight) * high, sum + (1.0 - weight) * low);
        let below = if strict { most < alpha } else { most <= alpha };
        let above = if strict { least > beta } else { least >= beta };
        if below || above {
            return Some(child.label.clone());
        }
    }
    None
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
    let (mut compared, mut windows, mut star1s) = (0, 0, 0);
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
            // Star1's words at each chance node, against the bounds computed here.
            for (id, node) in practice.game.tree.nodes.iter().enumerate() {
                let id = id as u32;
                if node.kind != Kind::Chance || !expected.values.contains_key(&id) {
                    continue;
                }
                let words = practice.star1(id).expect("a searched chance node");
                let stop =
                    star1(&practice.game.tree, id, expected.windows[&id][0], strict, &expected);
                match stop {
                    Some(label) => {
                        assert!(
                            words.contains(&format!("could stop after {label}:")),
                            "{at}: {words}"
                        )
                    }
                    None => assert!(words.contains("no early stop"), "{at}: {words}"),
                }
                star1s += 1;
            }
            // The windows asked with --windows, on trees without chance nodes.
            if !chance {
                let real = |s: i64| match s {
                    s if s >= minimax_tui::engine::score::INFINITY as i64 => f64::INFINITY,
                    s if s <= -(minimax_tui::engine::score::INFINITY as i64) => f64::NEG_INFINITY,
                    s => s as f64 / scale,
                };
                assert_eq!(practice.truth.windows.len(), expected.windows.len(), "{at}");
                for (node, [entry, back]) in &expected.windows {
                    let [e, b] = practice.truth.windows[node];
                    let got = [
                        (real(e.0 as i64), real(e.1 as i64)),
                        (real(b.0 as i64), real(b.1 as i64)),
                    ];
                    assert_eq!(got, [*entry, *back], "{at}: windows at node {node}");
                }
                windows += 1;
            }
            compared += 1;
        }
    }
    assert!(compared > 600, "{compared} trees compared");
    assert!(windows > 400, "{windows} trees' windows compared");
    assert!(star1s > 50, "{star1s} chance nodes' Star1 words checked");
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

/// `--windows`: α and β asked at every inner node as it is entered and as it returns; the first
/// wrong window in the search's order is explained by its rule with the right window. On AIMA
/// figure 5.2, D returns with [α 3, β 5]: its last leaf, 2, cuts it off before β moves.
#[test]
fn windows_are_asked_and_the_first_wrong_one_explained() {
    use minimax_tui::tui::keys::Action;
    use minimax_tui::tui::practice::Field;
    let tree = Tree::parse("((3 12 8) (2 4 6) (14 5 2))", false).unwrap();
    let options = Options { windows: true, ..Options::default() };
    let mut p = Practice::of_tree(options, tree);
    assert_eq!(p.field, Field::Entered, "a node's window as it is entered comes first");
    let id = |label: &str| p.game.tree.find(label).unwrap();
    let (a, b, c, d) = (id("A"), id("B"), id("C"), id("D"));
    let answers = [
        (a, "3", "-,+", "3,+"),
        (b, "3", "-,+", "-,3"),
        (c, "2", "3,+", "3,+"),
        (d, "2", "3,+", "3,2"),
    ];
    for (node, value, entered, returned) in answers {
        p.values.insert(node, value.into());
        p.windows.insert((node, Field::Entered), entered.into());
        p.windows.insert((node, Field::Returned), returned.into());
    }
    for leaf in ["c2", "c3"] {
        p.pruned.insert(p.game.tree.find(leaf).unwrap());
    }
    p.update(Action::Check);
    let said = p.message.clone().unwrap();
    assert!(said.starts_with("1 of "), "{said}");
    assert!(
        said.contains("β on return is the smaller of β on entry (+∞) and the values D found (d1 14, d2 5, d3 2), except the one that cut it off (a cutoff returns at once): [α 3, β 5]"),
        "{said}"
    );
    assert!(said.contains("(your answer: 3,2)"), "{said}");
    // Put right, every answer is.
    p.windows.insert((d, Field::Returned), "3,5".into());
    p.update(Action::Check);
    let said = p.message.clone().unwrap();
    assert!(said.starts_with("all 14 answers right"), "{said}");
    // Tab moves between the three answers at a node; Enter takes a typed window.
    p.update(Action::NextField);
    assert_eq!(p.field, Field::Value);
    p.update(Action::NextField);
    for c in "-5,+".chars() {
        p.update(Action::Type(c));
    }
    p.update(Action::Confirm);
    assert_eq!(p.windows.get(&(a, Field::Returned)).map(String::as_str), Some("-5,+"));
}

/// Growing, the higher levels deal trees with prunes and ties to find: at each level the trees
/// dealt have the cutoffs its words promise, counted by the alpha-beta written here.
#[test]
fn growing_levels_deal_prunes_and_ties() {
    use minimax_tui::tui::practice::{LADDER, asked, level_words};
    for (at, &(depth, branching)) in LADDER.iter().enumerate() {
        let options = Options { grow: true, depth, branching, ..Options::default() };
        let (prunes, ties) = asked(&options);
        assert_eq!(prunes, at / 2);
        let words = level_words(&options);
        if ties > 0 {
            assert!(words.ends_with("and a tie"), "{words}");
        }
        for seed in 1..=5 {
            let practice = Practice::new(Options { seed, ..options });
            let mut expected = Answers::default();
            let full = (f64::NEG_INFINITY, f64::INFINITY);
            alpha_beta(&practice.game.tree, 0, full, false, &mut expected);
            assert!(expected.pruned.len() >= prunes, "level {} seed {seed}: {words}", at + 1);
            assert!(expected.ties >= ties, "level {} seed {seed}: {words}", at + 1);
        }
    }
}

/// A CS188 test file is practised on where its depth limit reaches the leaves (its states as the
/// labels); one whose limit stops above them is refused, pointing to `grade tree`.
#[test]
fn cs188_files_are_practised_where_the_search_reaches_the_leaves() {
    use minimax_tui::catalog::tree::TREE;
    let dir = env!("CARGO_MANIFEST_DIR");
    let tree = TREE.practice_tree(&format!("{dir}/tests/trees/tied-root.test"), false).unwrap();
    assert!(Practice::fits(&tree).is_ok());
    let practice = Practice::of_tree(Options { strict: true, ..Options::default() }, tree);
    let labels: Vec<&str> = practice.game.tree.nodes.iter().map(|n| n.label.as_str()).collect();
    assert_eq!(labels[0], "a");
    assert!(labels.contains(&"c4"), "{labels:?}");
    let mut expected = Answers::default();
    alpha_beta(&practice.game.tree, 0, (f64::NEG_INFINITY, f64::INFINITY), true, &mut expected);
    assert_eq!(practice.truth.pruned, expected.pruned);
    let refused = TREE.practice_tree(&format!("{dir}/tests/trees/depth-limited.test"), false);
    assert!(refused.unwrap_err().contains("stops above its leaves"));
}
