//! Iterative deepening on a clock: every iteration's value is exactly a fresh search's to that
//! depth, the clock is kept, and a stop keeps the best move found so far.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use minimax_tui::engine::{Algorithm, Control, Game, SearchConfig, search};
use minimax_tui::games::reversi::{Board, Reversi};
use minimax_tui::games::sum::SumGame;
use minimax_tui::games::tictactoe::{Grid, TicTacToe};
use minimax_tui::rng::Rng;

/// Deepening to `depth` with all the time in the world, against fresh searches to each depth.
fn agrees<G: Game>(game: &G, root: &G::State, config: SearchConfig, depth: u32) {
    let deepened =
        SearchConfig { time: Some(Duration::from_secs(3600)), depth: Some(depth), ..config };
    let result = search(game, root, &deepened, Control::default()).unwrap();
    assert!(!result.iterations.is_empty());
    for (i, iteration) in result.iterations.iter().enumerate() {
        assert_eq!(iteration.depth, i as u32 + 1);
        let fresh = SearchConfig { depth: Some(iteration.depth), ..config };
        let fresh = search(game, root, &fresh, Control::default()).unwrap();
        assert_eq!(iteration.value, fresh.value, "depth {}", iteration.depth);
        assert_eq!(iteration.exact, fresh.exact, "depth {}", iteration.depth);
    }
    let last = result.iterations.last().unwrap();
    assert_eq!((result.value, result.best_move.is_some()), (last.value, last.best_move.is_some()));
    // Every iteration after the first went through its window when one was asked for.
    if config.aspiration.is_some() {
        assert!(result.iterations.iter().skip(1).all(|i| i.aspiration.is_some()));
    }
    // It stops at the depth asked, or sooner once a depth is exact.
    assert!(last.depth == depth || (last.exact && last.depth < depth));
}

fn configs() -> Vec<SearchConfig> {
    let mut out = Vec::new();
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        for alpha_beta in [false, true] {
            for tt in [false, true] {
                for move_ordering in [false, true] {
                    let config = SearchConfig {
                        algorithm,
                        alpha_beta,
                        transposition_table: tt,
                        move_ordering,
                        ..SearchConfig::default()
                    };
                    out.push(config);
                    if alpha_beta {
                        out.push(SearchConfig { killers: true, history: true, ..config });
                        out.push(SearchConfig { pvs: true, ..config });
                        // Windows that fail (1) and that mostly hold (100).
                        out.push(SearchConfig { aspiration: Some(1), ..config });
                        out.push(SearchConfig { aspiration: Some(100), pvs: true, ..config });
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_iteration_is_a_fresh_search_to_its_depth() {
    let sum = SumGame::new(21, &[1, 2, 3]).unwrap();
    let sum_root = sum.start();
    for config in configs() {
        agrees(&TicTacToe, &Grid::default(), config, 9);
        agrees(&sum, &sum_root, config, 12);
    }
    // Reversi: random positions, with the fast switches only (plain search at depth 5 is slow).
    let game = Reversi { exact_endgame: 0, ..Reversi::default() };
    let mut rng = Rng::new(11);
    for _ in 0..12 {
        let mut board = Board::start();
        for _ in 0..rng.below(40) {
            let mut moves = Vec::new();
            game.legal_moves(&board, &mut moves);
            if moves.is_empty() {
                break;
            }
            board = game.apply(&board, moves[rng.below(moves.len() as u64) as usize]);
        }
        for config in configs().into_iter().filter(|c| c.alpha_beta) {
            agrees(&game, &board, config, 4);
        }
    }
}

#[test]
fn the_clock_is_kept() {
    let game = Reversi { exact_endgame: 0, ..Reversi::default() };
    for budget in [0.05, 0.3] {
        let config =
            SearchConfig { time: Some(Duration::from_secs_f64(budget)), ..SearchConfig::default() };
        // Within 10 % plus a node-check interval (4,096 nodes: a few milliseconds; a loaded
        // test machine gets 50), in one of three tries: the tests share two cores with more
        // threads, and a thread put aside past its margin says nothing of the clock (one that
        // ignores the clock misses it every time).
        let timed = || {
            let started = Instant::now();
            let result = search(&game, &Board::start(), &config, Control::default()).unwrap();
            (started.elapsed().as_secs_f64(), result)
        };
        let mut took = vec![];
        let Some((_, result)) = (0..3).map(|_| timed()).find(|t| {
            took.push(t.0);
            t.0 <= budget * 1.1 + 0.05
        }) else {
            panic!("{took:?} s for a {budget} s budget");
        };
        assert!(result.iterations.len() >= 3, "{:?}", result.iterations.len());
        assert!(result.best_move.is_some());
        let depths: Vec<u32> = result.iterations.iter().map(|i| i.depth).collect();
        assert_eq!(depths, (1..=depths.len() as u32).collect::<Vec<_>>());
    }
}

#[test]
fn a_stop_keeps_the_deepest_finished_iteration() {
    let game = Reversi { exact_endgame: 0, ..Reversi::default() };
    let stop = AtomicBool::new(false);
    let config = SearchConfig { time: Some(Duration::from_secs(600)), ..SearchConfig::default() };
    std::thread::scope(|s| {
        s.spawn(|| {
            std::thread::sleep(Duration::from_millis(200));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let started = Instant::now();
        let control = Control { stop: Some(&stop), ..Control::default() };
        let result = search(&game, &Board::start(), &config, control).unwrap();
        assert!(started.elapsed() < Duration::from_secs(5));
        let last = result.iterations.last().unwrap();
        assert_eq!(result.best_move, last.best_move);
        assert!(last.depth >= 2);
    });
    // Stopped before the first iteration could finish, there is nothing to keep.
    let stopped = AtomicBool::new(true);
    let control = Control { stop: Some(&stopped), ..Control::default() };
    let deep = SearchConfig { depth: Some(30), ..config };
    assert!(
        search(
            &game,
            &Board::start(),
            &SearchConfig { depth: Some(12), time: None, ..deep },
            control
        )
        .is_err()
    );
}

fn minimax(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
}

#[test]
fn solve_reports_its_iterations() {
    let out = minimax(&["solve", "reversi", "--engine", "teaching", "--time", "0.2", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let iterations = v["iterations"].as_array().unwrap();
    assert!(iterations.len() >= 3, "{v}");
    assert_eq!(iterations.last().unwrap()["best_move"], v["best_move"]);
    let text = minimax(&["solve", "tictactoe", "--time", "1"]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("depth 9 is the deepest finished"), "{text}");
    assert!(text.contains("exact, so deeper would change nothing"), "{text}");
    // The node counts stand in one column, the exact iteration's too.
    let rows: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with("depth ")).collect();
    assert!(rows.iter().any(|r| r.contains(" exact ")), "{text}");
    let ends: std::collections::BTreeSet<usize> =
        rows.iter().map(|r| r.find(" nodes").expect("a node count")).collect();
    assert_eq!(ends.len(), 1, "{text}");
    for bad in ["0", "-1", "abc", "1e9"] {
        let out = minimax(&["solve", "tictactoe", "--time", bad]);
        assert_eq!(out.status.code(), Some(2), "--time {bad}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

#[test]
fn a_tree_on_a_clock_is_the_deepest_iteration_alone() {
    // Every iteration recorded into one trace would be several roots; the export is one search.
    let out = minimax(&["tree", "tictactoe", "--time", "0.5", "--format", "json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["value"], 0);
    // Nodes searched: pruned moves are listed too, marked.
    fn count(node: &serde_json::Value) -> u64 {
        if node["pruned"] == true {
            return 0;
        }
        1 + node["children"].as_array().map_or(0, |c| c.iter().map(count).sum())
    }
    assert_eq!(count(&v["root"]), v["nodes"].as_u64().unwrap());
    let out = minimax(&["solve", "tree", "--time", "0.1", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["value"].as_f64(), v["best_move"].as_str()), (Some(3.0), Some("B")));
}

#[test]
fn equal_best_moves_are_drawn_at_random_from_the_seed() {
    // Every first move of tic-tac-toe draws: all nine are tied.
    let mut chosen = std::collections::HashSet::new();
    for seed in 0..24 {
        for pvs in [false, true] {
            let config = SearchConfig { random_ties: Some(seed), pvs, ..SearchConfig::default() };
            let result = search(&TicTacToe, &Grid::default(), &config, Control::default()).unwrap();
            assert_eq!((result.value, result.ties), (0, 9), "seed {seed}");
            let mv = result.best_move.unwrap();
            assert_eq!(result.principal_variation.first(), Some(&mv));
            // The drawn move really is as good: searched after it, still a draw.
            let after = TicTacToe.apply(&Grid::default(), mv);
            let check = search(&TicTacToe, &after, &SearchConfig::default(), Control::default());
            assert_eq!(check.unwrap().value, 0);
            chosen.insert(mv);
            // The same seed, the same choice.
            let again = search(&TicTacToe, &Grid::default(), &config, Control::default()).unwrap();
            assert_eq!(again.best_move, Some(mv));
        }
    }
    assert!(chosen.len() >= 4, "only {chosen:?} drawn");
    // A position with one best move keeps it: X to win at once in the corner.
    let grid = Grid::parse("XX.OO....").unwrap();
    let config = SearchConfig { random_ties: Some(3), ..SearchConfig::default() };
    let result = search(&TicTacToe, &grid, &config, Control::default()).unwrap();
    assert_eq!((result.best_move, result.ties), (Some(2), 1));
}

/// The report names a search on a clock as what it is: iterative deepening, to a depth where
/// one is given (it read "depth deepening for 0.200 s" before).
#[test]
fn a_clocked_search_is_named_iterative_deepening() {
    let search_line = |args: &[&str]| {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        text.lines().find(|l| l.starts_with("search: ")).unwrap_or_default().to_string()
    };
    let clock = search_line(&["solve", "tictactoe", "--time", "0.2"]);
    assert!(clock.ends_with(", iterative deepening for 0.200 s"), "{clock}");
    let both = search_line(&["solve", "tictactoe", "--time", "0.2", "--depth", "3"]);
    assert!(both.ends_with(", iterative deepening to depth 3 for 0.200 s"), "{both}");
    let depth = search_line(&["solve", "tictactoe", "--depth", "3"]);
    assert!(depth.ends_with(", depth 3"), "{depth}");
}
