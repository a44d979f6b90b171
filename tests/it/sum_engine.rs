//! The engine on the Sum Game against a brute force written here, without the engine: for every move
//! set T ⊆ {1..6}, every target L ≤ 40 and random played prefixes, under every switch combination.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use minimax_tui::engine::score::{WIN, decisive, is_decisive};
use minimax_tui::engine::search::Internal;
use minimax_tui::engine::{
    Algorithm, Bound, Cancelled, Control, Game, Player, Score, SearchConfig, search,
};
use minimax_tui::games::sum::{SumGame, SumState};

/// The value for the player to move at `sum`, wins and losses counted in plies from here, searching
/// `depth` plies (None: to the end) with 0 where the depth runs out.
struct Reference<'a> {
    target: u64,
    move_set: &'a [u32],
    memo: HashMap<(u64, Option<u32>), Score>,
}

impl Reference<'_> {
    fn new(game: &SumGame) -> Reference<'_> {
        Reference { target: game.target() as u64, move_set: game.move_set(), memo: HashMap::new() }
    }

    /// The value for the mover of adding `mv` at `sum`, counted from before the move.
    fn after_move(&mut self, sum: u64, mv: u32) -> Score {
        let next = sum + mv as u64;
        if next == self.target {
            WIN - 1
        } else if next > self.target {
            -(WIN - 1)
        } else {
            let c = -self.value(next, None);
            if c > 0 { c - 1 } else { c + 1 }
        }
    }

    fn value(&mut self, sum: u64, depth: Option<u32>) -> Score {
        if depth == Some(0) {
            return 0;
        }
        if let Some(&v) = self.memo.get(&(sum, depth)) {
            return v;
        }
        let mut best = -WIN - 1;
        for &k in self.move_set {
            let next = sum + k as u64;
            let v = if next == self.target {
                WIN - 1
            } else if next > self.target {
                -(WIN - 1)
            } else {
                let child = -self.value(next, depth.map(|d| d - 1));
                // One ply further from the end, seen from here.
                match child {
                    c if c > 0 && is_decisive(c) => c - 1,
                    c if c < 0 && is_decisive(c) => c + 1,
                    c => c,
                }
            };
            best = best.max(v);
        }
        self.memo.insert((sum, depth), best);
        best
    }

    /// Nodes in the full game tree below `sum`, the root and final positions counted.
    fn tree_size(&self, sum: u64, memo: &mut HashMap<u64, u64>) -> u64 {
        if sum >= self.target {
            return 1;
        }
        if let Some(&n) = memo.get(&sum) {
            return n;
        }
        let n =
            1 + self.move_set.iter().map(|&k| self.tree_size(sum + k as u64, memo)).sum::<u64>();
        memo.insert(sum, n);
        n
    }
}

/// A small deterministic generator, so failures reproduce.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

fn configs(depth: Option<u32>, with_tt: bool) -> Vec<SearchConfig> {
    let mut out = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        for alpha_beta in [false, true] {
            for move_ordering in [false, true] {
                let tt_options: &[bool] = if with_tt { &[false, true] } else { &[false] };
                for &transposition_table in tt_options {
                    let config = SearchConfig {
                        algorithm,
                        alpha_beta,
                        depth,
                        transposition_table,
                        move_ordering,
                        ..SearchConfig::default()
                    };
                    out.push(config);
                    // The engines' techniques change the order and the windows, never a value.
                    if alpha_beta {
                        out.extend(techniques(config));
                    }
                }
            }
        }
    }
    out
}

/// `config` with killers and history, and with each alone.
fn techniques(config: SearchConfig) -> Vec<SearchConfig> {
    vec![
        SearchConfig { killers: true, history: true, ..config },
        SearchConfig { killers: true, ..config },
        SearchConfig { history: true, ..config },
        SearchConfig { pvs: true, ..config },
        SearchConfig { pvs: true, killers: true, history: true, ..config },
        SearchConfig { random_ties: Some(7), ..config },
        // A hashed table of two buckets: entries are replaced all the time, and positions that
        // share a bucket must never answer for each other.
        SearchConfig { hash_bytes: Some(1), ..config },
        SearchConfig { hash_bytes: Some(4096), pvs: true, killers: true, ..config },
    ]
}

fn subsets() -> impl Iterator<Item = Vec<u32>> {
    (1u32..64).map(|mask| (1..=6).filter(|k| mask & (1 << (k - 1)) != 0).collect())
}

/// Random played prefixes (each move from T) that leave the game unfinished, the empty one first.
fn prefixes(game: &SumGame, rng: &mut Lcg, count: usize) -> Vec<Vec<u32>> {
    let mut out = vec![vec![]];
    while out.len() < count {
        let mut played = Vec::new();
        let mut sum = 0u64;
        let length = rng.below(6);
        for _ in 0..length {
            let k = game.move_set()[rng.below(game.move_set().len() as u64) as usize];
            if sum + k as u64 >= game.target() as u64 {
                break;
            }
            sum += k as u64;
            played.push(k);
        }
        out.push(played);
    }
    out
}

const SMALL_TREE: u64 = 3_000;

#[test]
fn values_and_decisions_match_the_brute_force_under_every_switch() {
    let mut rng = Lcg(7);
    let mut checked = 0;
    for move_set in subsets() {
        for target in 1..=40u32 {
            let game = SumGame::new(target, &move_set).unwrap();
            let mut reference = Reference::new(&game);
            for played in prefixes(&game, &mut rng, 3) {
                let state = game.after(&played).unwrap();
                let small = reference.tree_size(state.sum, &mut HashMap::new()) <= SMALL_TREE;
                let expected = reference.value(state.sum, None);
                for to_move in [Player::Max, Player::Min] {
                    let root = SumState { to_move, ..state };
                    for config in configs(None, true) {
                        if (!config.transposition_table || config.hash_bytes.is_some()) && !small {
                            continue;
                        }
                        let result = search(&game, &root, &config, Control::default()).unwrap();
                        assert_eq!(
                            result.value,
                            expected * to_move.sign(),
                            "T={move_set:?} L={target} played={played:?} {to_move} {config:?}"
                        );
                        assert!(result.exact);
                        // The decision achieves the value: the fastest win, or the longest resistance.
                        let mv = result.best_move.expect("an unfinished game has a move");
                        assert!(game.move_set().contains(&mv));
                        let achieved = reference.after_move(state.sum, mv);
                        assert_eq!(
                            achieved, expected,
                            "decision {mv} at T={move_set:?} L={target} played={played:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 20_000, "checked only {checked} searches");
}

#[test]
fn depth_limited_values_agree_with_the_brute_force_and_across_switches() {
    let mut rng = Lcg(11);
    for move_set in subsets().step_by(3) {
        for target in (5..=30u32).step_by(5) {
            let game = SumGame::new(target, &move_set).unwrap();
            let mut reference = Reference::new(&game);
            for played in prefixes(&game, &mut rng, 2) {
                let state = game.after(&played).unwrap();
                for depth in 1..=5 {
                    let expected = reference.value(state.sum, Some(depth));
                    for config in configs(Some(depth), true) {
                        let result = search(&game, &state, &config, Control::default()).unwrap();
                        assert_eq!(
                            result.value,
                            expected * state.to_move.sign(),
                            "T={move_set:?} L={target} depth {depth} {config:?}"
                        );
                        if result.stats.depth_cuts == 0 {
                            assert!(result.exact, "no depth cut, so the value is the game's");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn alpha_beta_never_visits_more_nodes_than_plain_search() {
    let mut rng = Lcg(3);
    for move_set in subsets() {
        for target in [7u32, 12, 17, 22] {
            let game = SumGame::new(target, &move_set).unwrap();
            let reference = Reference::new(&game);
            for played in prefixes(&game, &mut rng, 2) {
                let state = game.after(&played).unwrap();
                if reference.tree_size(state.sum, &mut HashMap::new()) > 50_000 {
                    continue;
                }
                // Without a table alpha-beta searches a subtree of plain minimax's tree (same move
                // order). With a table it need not: a pruned search stores bounds where plain search
                // stores exact values, and a bound may not answer a later visit (T={1,3,4}, L=12:
                // 24 nodes against 23).
                for plain in configs(None, false).into_iter().filter(|c| !c.alpha_beta) {
                    let pruned = SearchConfig { alpha_beta: true, ..plain };
                    let a = search(&game, &state, &plain, Control::default()).unwrap();
                    let b = search(&game, &state, &pruned, Control::default()).unwrap();
                    assert!(
                        b.stats.nodes <= a.stats.nodes,
                        "{plain:?}: {} > {}",
                        b.stats.nodes,
                        a.stats.nodes
                    );
                    let full = reference.tree_size(state.sum, &mut HashMap::new());
                    assert_eq!(a.stats.nodes, full, "plain minimax visits the whole tree");
                }
            }
        }
    }
}

#[test]
fn root_move_values_are_exact_or_honest_bounds() {
    let game = SumGame::new(23, &[1, 3, 4]).unwrap();
    let mut reference = Reference::new(&game);
    for sum in 0..23u64 {
        for to_move in [Player::Max, Player::Min] {
            let state = SumState { sum, to_move };
            for config in configs(None, true) {
                let result = search(&game, &state, &config, Control::default()).unwrap();
                assert_eq!(result.root_moves.len(), 3);
                for rm in &result.root_moves {
                    let for_mover = reference.after_move(sum, rm.mv);
                    let truth = for_mover * to_move.sign();
                    match rm.bound {
                        Bound::Exact => assert_eq!(rm.value, truth, "{config:?}"),
                        Bound::Upper => assert!(truth <= rm.value, "{config:?}"),
                        Bound::Lower => assert!(truth >= rm.value, "{config:?}"),
                    }
                    if !config.alpha_beta {
                        assert_eq!(rm.bound, Bound::Exact);
                    }
                }
                let best =
                    result.root_moves.iter().find(|rm| Some(rm.mv) == result.best_move).unwrap();
                assert_eq!((best.value, best.bound), (result.value, Bound::Exact));
            }
        }
    }
}

#[test]
fn the_principal_variation_is_legal_and_ends_as_predicted() {
    for move_set in [vec![2, 3], vec![1, 4, 5], vec![3, 5, 6]] {
        let game = SumGame::new(37, &move_set).unwrap();
        for config in
            configs(None, true).into_iter().filter(|c| c.transposition_table || c.alpha_beta)
        {
            let root = game.start();
            let result = search(&game, &root, &config, Control::default()).unwrap();
            let mut state = root;
            for &mv in &result.principal_variation {
                assert!(game.outcome(&state).is_none(), "the line goes on after the game ended");
                assert!(game.move_set().contains(&mv));
                state = game.apply(&state, mv);
            }
            let winner = match game.outcome(&state) {
                Some(minimax_tui::engine::Outcome::Win(p)) => p,
                other => panic!("the line stops before the end: {other:?} {config:?}"),
            };
            let plies = result.principal_variation.len() as u32;
            assert_eq!(result.value, decisive(winner == Player::Max, plies), "{config:?}");
        }
    }
}

/// Past the move buffer, frames list their moves again each time a child returns: the search must
/// visit exactly the same tree, so every count, the value and the line stay the same.
#[test]
fn relisting_moves_searches_the_same_tree() {
    let mut checked = 0;
    for move_set in subsets() {
        for target in [7u32, 16, 30] {
            let game = SumGame::new(target, &move_set).unwrap();
            let mut reference = Reference::new(&game);
            let small = reference.tree_size(0, &mut HashMap::new()) <= SMALL_TREE;
            let expected = reference.value(0, None);
            for config in configs(None, true) {
                if (!config.transposition_table || config.hash_bytes.is_some()) && !small {
                    continue;
                }
                let listed = search(&game, &game.start(), &config, Control::default()).unwrap();
                let internal = Internal { move_buffer: 1, ..config.internal };
                let relisted = SearchConfig { internal, ..config };
                let relisted = search(&game, &game.start(), &relisted, Control::default()).unwrap();
                assert_eq!(relisted.value, expected, "T={move_set:?} L={target} {config:?}");
                assert_eq!(relisted.value, listed.value);
                // Killers and history order only frames that keep their lists: the tree
                // differs, the value does not.
                if config.killers || config.history || config.pvs || config.random_ties.is_some() {
                    continue;
                }
                assert_eq!(relisted.best_move, listed.best_move);
                assert_eq!(relisted.principal_variation, listed.principal_variation);
                let counts = |r: &minimax_tui::engine::SearchResult<u32>| {
                    let s = &r.stats;
                    (s.nodes, s.leaves, s.cutoffs, s.pruned_moves, s.tt_hits, s.max_depth)
                };
                assert_eq!(counts(&relisted), counts(&listed), "T={move_set:?} L={target}");
                checked += 1;
            }
        }
    }
    assert!(checked > 1_000, "checked only {checked}");
}

/// A path ten thousand plies deep with a hundred moves a ply: memory grows with the path, not
/// with the path times the moves (a million moves listed at most).
#[test]
fn a_deep_wide_search_keeps_its_move_list_bounded() {
    let move_set: Vec<u32> = (1..=100).collect();
    let game = SumGame::new(200_000, &move_set).unwrap();
    let result =
        search(&game, &game.start(), &SearchConfig::default(), Control::default()).unwrap();
    // With T = 1..100 the mover loses exactly when L - S is a multiple of 101.
    assert_eq!(result.value > 0, 200_000 % 101 != 0);
    assert!(result.stats.max_depth >= 10_000);
}

#[test]
fn a_stop_flag_cancels_a_search_that_would_never_end() {
    let game = SumGame::new(200, &[1, 2, 3]).unwrap();
    let stop = AtomicBool::new(true);
    let control = Control { stop: Some(&stop), ..Control::default() };
    let result = search(&game, &game.start(), &SearchConfig::plain(), control);
    assert_eq!(result.unwrap_err(), Cancelled);
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    // 150,000 plies deep on the test thread's ordinary stack.
    let game = SumGame::new(300_000, &[2, 3, 7]).unwrap();
    let result =
        search(&game, &game.start(), &SearchConfig::default(), Control::default()).unwrap();
    // 300,000 mod 5 = 0: the player to move loses.
    assert!(result.value < 0);
    assert_eq!(result.stats.max_depth, 150_000);
}

#[test]
fn the_seed_api_matches_the_brute_force() {
    use minimax_tui::games::sum::seed::*;
    let mut rng = Lcg(5);
    for move_set in subsets() {
        for target in 1..=25u32 {
            let game = SumGame::new(target, &move_set).unwrap();
            let mut reference = Reference::new(&game);
            for played in prefixes(&game, &mut rng, 2) {
                let sum: u64 = played.iter().map(|&m| m as u64).sum();
                let mover_wins = reference.value(sum, None) > 0;
                let max_value = if mover_wins { 1 } else { -1 };
                assert_eq!(max_play(&played, target, &move_set), max_value);
                assert_eq!(max_play_alpha_beta(&played, target, &move_set), max_value);
                assert_eq!(min_play(&played, target, &move_set), -max_value);
                assert_eq!(min_play_alpha_beta(&played, target, &move_set), -max_value);
                for decide in [
                    minimax_decision_max,
                    minimax_decision_min,
                    minimax_decision_max_alpha_beta,
                    minimax_decision_min_alpha_beta,
                ] {
                    let mv = decide(&played, target, &move_set).unwrap() as u64;
                    let wins = sum + mv == target as u64
                        || (sum + mv < target as u64 && reference.value(sum + mv, None) < 0);
                    assert_eq!(wins, mover_wins, "T={move_set:?} L={target} played={played:?}");
                }
            }
        }
    }
}
