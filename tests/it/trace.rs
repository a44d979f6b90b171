//! The recorded trace and its replay against the search itself, and the `tree` export against a
//! brute-force count of the game tree.

use std::collections::HashMap;
use std::process::Command;

use minimax_tui::engine::observer::LeafKind;
use minimax_tui::engine::replay::{Replay, Visit};
use minimax_tui::engine::search::search_traced;
use minimax_tui::engine::trace::{EventKind, Trace};
use minimax_tui::engine::{Algorithm, Control, SearchConfig, search};
use minimax_tui::games::sum::SumGame;

fn configs() -> Vec<SearchConfig> {
    let mut out = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        for alpha_beta in [false, true] {
            for transposition_table in [false, true] {
                for depth in [None, Some(3)] {
                    out.push(SearchConfig {
                        algorithm,
                        alpha_beta,
                        transposition_table,
                        depth,
                        ..SearchConfig::default()
                    });
                }
            }
        }
    }
    out
}

fn traced(
    game: &SumGame,
    config: &SearchConfig,
    cap: usize,
) -> (Trace<u32>, minimax_tui::engine::SearchResult<u32>) {
    let mut trace = Trace::new(cap, config.algorithm);
    let result =
        search_traced(game, &game.start(), config, Control::default(), &mut trace).unwrap();
    (trace, result)
}

#[test]
fn the_trace_counts_what_the_search_counted() {
    for (target, moves) in [(7, vec![2, 3]), (12, vec![1, 3, 4]), (15, vec![2, 3, 5])] {
        let game = SumGame::new(target, &moves).unwrap();
        for config in configs() {
            let (trace, result) = traced(&game, &config, usize::MAX);
            let count = |f: &dyn Fn(&EventKind) -> bool| {
                trace.events.iter().filter(|e| f(&e.kind)).count() as u64
            };
            assert_eq!(trace.nodes.len() as u64, result.stats.nodes, "{config:?}");
            assert_eq!(count(&|k| *k == EventKind::Enter), result.stats.nodes);
            assert_eq!(count(&|k| *k == EventKind::Cutoff), result.stats.cutoffs);
            assert_eq!(count(&|k| *k == EventKind::Leaf(LeafKind::TableHit)), result.stats.tt_hits);
            let leaves =
                count(&|k| matches!(k, EventKind::Leaf(LeafKind::Final | LeafKind::DepthCut)));
            assert_eq!(leaves, result.stats.leaves);
            let pruned: u64 = trace.nodes.iter().map(|n| n.pruned.1 as u64).sum();
            assert_eq!(pruned, result.stats.pruned_moves);
            // The root's recorded value is the search's, in its working terms.
            let root = trace.nodes[0].value.unwrap();
            let as_max = match config.algorithm {
                Algorithm::Minimax => root,
                Algorithm::Negamax => root * result.to_move.sign(),
            };
            assert_eq!(as_max, result.value);
            // The recorded principal path plays the search's principal variation.
            let line: Vec<u32> = trace.principal_path()[1..]
                .iter()
                .map(|&id| trace.nodes[id as usize].mv.unwrap())
                .collect();
            assert!(
                result.principal_variation.starts_with(&line),
                "{line:?} vs {:?}",
                result.principal_variation
            );
        }
    }
}

#[test]
fn stepping_to_the_end_reproduces_the_search() {
    let game = SumGame::new(14, &[1, 3, 4]).unwrap();
    for config in configs() {
        let (trace, result) = traced(&game, &config, usize::MAX);
        let mut replay = Replay::new(&trace);
        assert!(replay.visit.iter().all(|&v| v == Visit::Unseen));
        let mut steps = 0;
        while replay.forward(&trace) {
            steps += 1;
        }
        assert_eq!(steps, trace.events.len());
        assert!(replay.visit.iter().all(|&v| v == Visit::Done), "every node is done at the end");
        assert_eq!(replay.visit.len() as u64, result.stats.nodes);
        for (id, node) in trace.nodes.iter().enumerate() {
            assert_eq!(replay.value[id], node.value, "node {id}");
        }
        let root = replay.value[0].unwrap();
        let as_max = if config.algorithm == Algorithm::Negamax {
            root * result.to_move.sign()
        } else {
            root
        };
        assert_eq!(as_max, result.value, "{config:?}");
    }
}

#[test]
fn back_then_forward_returns_the_same_state() {
    let game = SumGame::new(13, &[1, 2, 5]).unwrap();
    let config = SearchConfig { transposition_table: false, ..SearchConfig::default() };
    let (trace, _) = traced(&game, &config, usize::MAX);
    let start = Replay::new(&trace);
    let mut replay = start.clone();
    let mut snapshots = vec![replay.clone()];
    while replay.forward(&trace) {
        snapshots.push(replay.clone());
    }
    // Walk back over every step: each state is the one seen on the way forward.
    for expected in snapshots.iter().rev().skip(1) {
        assert!(replay.back(&trace));
        assert_eq!(&replay, expected);
    }
    assert!(!replay.back(&trace));
    assert_eq!(replay, start);
    // Jumps land where single steps do.
    for &step in &[0, 5, snapshots.len() / 2, snapshots.len() - 1, 3] {
        replay.seek(&trace, step);
        assert_eq!(replay, snapshots[step]);
    }
}

#[test]
fn the_cap_stops_recording_not_searching() {
    let game = SumGame::new(20, &[1, 2, 3]).unwrap();
    let config =
        SearchConfig { alpha_beta: false, transposition_table: false, ..SearchConfig::default() };
    let full = search(&game, &game.start(), &config, Control::default()).unwrap();
    let (trace, result) = traced(&game, &config, 1000);
    assert_eq!(result.value, full.value);
    assert_eq!(result.stats.nodes, full.stats.nodes);
    assert_eq!(trace.events.len(), 1000);
    assert!(trace.is_capped() && trace.dropped_events > 0);
    assert!(trace.nodes.len() < 1000);
    // The replay of a capped trace still runs to its end without trouble.
    let mut replay = Replay::new(&trace);
    replay.seek(&trace, usize::MAX);
    assert_eq!(replay.step, 1000);
}

/// A Nim cutoff can prune thousands of moves at once: they count against the cap like events, so
/// the recording stays within it whatever the branching.
#[test]
fn pruned_moves_count_against_the_cap() {
    use minimax_tui::games::nim::{Nim, NimState};
    let game = Nim { misere: true };
    let root = NimState::new(&[5000]).unwrap();
    let config = SearchConfig { move_ordering: false, ..SearchConfig::default() };
    let full = search(&game, &root, &config, Control::default()).unwrap();
    for cap in [10, 1000, 6000] {
        let mut trace = Trace::new(cap, config.algorithm);
        let result = search_traced(&game, &root, &config, Control::default(), &mut trace).unwrap();
        assert_eq!(result.value, full.value, "the search goes on past the cap");
        assert!(trace.events.len() + trace.pruned.len() <= cap, "cap {cap}");
        assert!(trace.is_capped(), "cap {cap}");
        // Every node's pruned moves lie inside the recorded list.
        for id in 0..trace.nodes.len() as u32 {
            let (start, len) = trace.nodes[id as usize].pruned;
            assert!((start + len) as usize <= trace.pruned.len());
        }
    }
}

/// Nodes in the full game tree (root and final positions counted), by brute force.
fn tree_size(sum: u64, target: u64, moves: &[u32], memo: &mut HashMap<u64, u64>) -> u64 {
    if sum >= target {
        return 1;
    }
    if let Some(&n) = memo.get(&sum) {
        return n;
    }
    let n = 1 + moves.iter().map(|&k| tree_size(sum + k as u64, target, moves, memo)).sum::<u64>();
    memo.insert(sum, n);
    n
}

fn export(args: &[&str]) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["tree", "sum"])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// (searched nodes, pruned nodes) in an exported tree, walked without recursion.
fn count(root: &serde_json::Value) -> (u64, u64) {
    let (mut searched, mut pruned) = (0, 0);
    let mut stack = vec![root];
    while let Some(node) = stack.pop() {
        if node["pruned"] == true {
            pruned += 1;
            assert!(node["children"].as_array().unwrap().is_empty());
        } else {
            searched += 1;
            assert!(node["player"] == "MAX" || node["player"] == "MIN");
            assert!(
                node.get("value").is_some()
                    && node.get("alpha").is_some()
                    && node.get("beta").is_some()
            );
        }
        stack.extend(node["children"].as_array().unwrap());
    }
    (searched, pruned)
}

#[test]
fn the_exported_plain_tree_is_the_whole_game_tree() {
    for (target, moves) in [(10u32, vec![2u32, 3]), (13, vec![1, 2, 4]), (9, vec![1, 2, 3])] {
        let moves_arg = moves.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let target_arg = target.to_string();
        let v =
            export(&["--target", &target_arg, "--moves", &moves_arg, "--no-alpha-beta", "--no-tt"]);
        let expected = tree_size(0, target as u64, &moves, &mut HashMap::new());
        let (searched, pruned) = count(&v["root"]);
        assert_eq!(searched, expected, "L={target} T={moves:?}");
        assert_eq!(pruned, 0);
        assert_eq!(v["nodes"], expected);
        // With alpha-beta the tree is smaller, the cut moves appear as pruned nodes, and the value
        // is the same.
        let ab = export(&["--target", &target_arg, "--moves", &moves_arg, "--no-tt"]);
        let (searched_ab, pruned_ab) = count(&ab["root"]);
        assert_eq!(ab["nodes"], searched_ab);
        assert!(searched_ab < searched && pruned_ab > 0);
        assert_eq!(ab["value"], v["value"]);
    }
}

#[test]
fn dot_output_dashes_pruned_edges_and_bolds_the_line() {
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["tree", "sum", "--target", "7", "--no-tt", "--format", "dot"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let dot = String::from_utf8(out.stdout).unwrap();
    assert!(dot.starts_with("digraph search {") && dot.trim_end().ends_with('}'));
    assert!(dot.lines().any(|l| l.contains("->") && l.contains("style=dashed")), "{dot}");
    assert!(dot.lines().any(|l| l.contains("->") && l.contains("style=bold")), "{dot}");
}

#[test]
fn a_tree_too_large_to_export_is_refused_with_a_reason() {
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args([
            "tree",
            "sum",
            "--target",
            "60",
            "--moves",
            "1,2,3",
            "--no-alpha-beta",
            "--no-tt",
            "--max-events",
            "1000",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("too large to export"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1);
}

/// MAX's value of a Sum Game position with `max_to_move` to move, counting distance: a win for
/// MAX in n plies is 1000 − n, a loss −(1000 − n). Written from the rules alone.
fn brute_value(
    sum: u64,
    max_to_move: bool,
    target: u64,
    moves: &[u32],
    memo: &mut HashMap<(u64, bool), i64>,
) -> i64 {
    if let Some(&v) = memo.get(&(sum, max_to_move)) {
        return v;
    }
    let mover = if max_to_move { 1 } else { -1 };
    let values = moves.iter().map(|&k| {
        let next = sum + k as u64;
        if next == target {
            mover * 999 // the mover wins with this move: one ply
        } else if next > target {
            -mover * 999 // overshooting loses at once
        } else {
            let v = brute_value(next, !max_to_move, target, moves, memo);
            v - v.signum() // one ply further away
        }
    });
    let v = if max_to_move { values.max().unwrap() } else { values.min().unwrap() };
    memo.insert((sum, max_to_move), v);
    v
}

/// Every node of an exported tree marked `exact` has the brute-force value (with its distance),
/// and every `lower` or `upper` bound holds, under every switch, from MAX's view and negamax's.
#[test]
fn exported_values_are_exact_or_true_bounds() {
    use minimax_tui::games::sum::SumState;
    use minimax_tui::report::tree::{Format, export as export_tree};
    let (mut checked, mut bounds) = (0, 0);
    for mask in 1u32..16 {
        let moves: Vec<u32> = (1..=4).filter(|k| mask & (1 << (k - 1)) != 0).collect();
        for target in [5u32, 9, 14] {
            let game = SumGame::new(target, &moves).unwrap();
            let mut memo = HashMap::new();
            for config in configs().into_iter().filter(|c| c.depth.is_none()) {
                for ordering in [false, true] {
                    let config = SearchConfig { move_ordering: ordering, ..config };
                    let mut out = Vec::new();
                    let state_json = |s: &SumState| serde_json::json!(s.sum);
                    let written = export_tree(
                        &game,
                        &game.start(),
                        "root",
                        &state_json,
                        &config,
                        Format::Json,
                        1_000_000,
                        &mut out,
                    );
                    if written.is_err() {
                        continue; // too large without pruning; other configs cover the shape
                    }
                    let tree: serde_json::Value = serde_json::from_slice(&out).unwrap();
                    let mut stack = vec![&tree["root"]];
                    while let Some(node) = stack.pop() {
                        stack.extend(node["children"].as_array().unwrap());
                        if node["pruned"] == true || node["leaf"] == "final" {
                            continue;
                        }
                        let sum = node["state"].as_u64().unwrap();
                        let max_to_move = node["player"] == "MAX";
                        let distance = node["end_in"].as_i64().expect("the Sum Game has no draws");
                        let mut value = node["value"].as_i64().unwrap() * (1000 - distance);
                        let mut bound = node["bound"].as_str().unwrap();
                        if config.algorithm == Algorithm::Negamax && !max_to_move {
                            // The mover's view: MAX's is the negation, and bounds swap.
                            value = -value;
                            bound = match bound {
                                "lower" => "upper",
                                "upper" => "lower",
                                b => b,
                            };
                        }
                        let truth = brute_value(sum, max_to_move, target as u64, &moves, &mut memo);
                        let holds = match bound {
                            "exact" => truth == value,
                            "lower" => truth >= value,
                            "upper" => truth <= value,
                            other => panic!("bound {other}"),
                        };
                        assert!(
                            holds,
                            "T={moves:?} L={target} {config:?}: sum {sum} {} {bound} {value}, truth {truth}",
                            node["player"]
                        );
                        checked += 1;
                        bounds += usize::from(bound != "exact");
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "checked {checked} nodes");
    assert!(bounds > 1_000, "only {bounds} bounds among {checked} nodes");
}
