//! Monte Carlo tree search against references written here: a brute-force tic-tac-toe solver,
//! the textbook trees' values by plain recursion, and (for the Sum Game and Connect Four) the
//! teaching engine's exact values; the UCT invariants checked after every iteration, and the
//! recorded iterations replayed to the same counts and the same choices.

use std::collections::HashMap;

use minimax_tui::engine::mcts::{MctsConfig, MctsResult, NONE, Playout, Replay, mcts};
use minimax_tui::engine::{Game, SearchConfig, search};
use minimax_tui::games::connect4::ConnectFour;
use minimax_tui::games::connect4::solver::{Solver, Techniques};
use minimax_tui::games::sum::{SumGame, SumState};
use minimax_tui::games::tictactoe::{Grid, TicTacToe};
use minimax_tui::games::tree::Tree;
use minimax_tui::games::tree::{Order, TreeGame, exact_values};

/// Tic-tac-toe solved by brute force on nine cells: the value for the player to move.
fn brute(cells: &mut [u8; 9], mover: u8, memo: &mut HashMap<([u8; 9], u8), i32>) -> i32 {
    if let Some(&v) = memo.get(&(*cells, mover)) {
        return v;
    }
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    let other = 3 - mover;
    if LINES.iter().any(|l| l.iter().all(|&i| cells[i] == other)) {
        return -1;
    }
    let mut best = None;
    for i in 0..9 {
        if cells[i] == 0 {
            cells[i] = mover;
            let v = -brute(cells, other, memo);
            cells[i] = 0;
            best = Some(best.map_or(v, |b: i32| b.max(v)));
        }
    }
    let v = best.unwrap_or(0);
    memo.insert((*cells, mover), v);
    v
}

/// Each empty square's value for the mover of `text` (x moves first), by brute force.
fn square_values(text: &str) -> Vec<(u8, i32)> {
    let mut cells = [0u8; 9];
    for (i, c) in text.chars().enumerate() {
        cells[i] = match c {
            'x' => 1,
            'o' => 2,
            _ => 0,
        };
    }
    let xs = cells.iter().filter(|&&c| c == 1).count();
    let os = cells.iter().filter(|&&c| c == 2).count();
    let mover = if xs == os { 1 } else { 2 };
    let mut memo = HashMap::new();
    let empty: Vec<u8> = (0..9u8).filter(|&i| cells[i as usize] == 0).collect();
    empty
        .into_iter()
        .map(|i| {
            cells[i as usize] = mover;
            let v = -brute(&mut cells, 3 - mover, &mut memo);
            cells[i as usize] = 0;
            (i, v)
        })
        .collect()
}

fn config(iterations: u64, seed: u64) -> MctsConfig {
    MctsConfig { iterations: Some(iterations), seed, ..MctsConfig::default() }
}

fn run<G: Game>(game: &G, state: &G::State, config: &MctsConfig) -> MctsResult<G::Move> {
    mcts(game, state, config, Default::default()).expect("nothing stops it")
}

#[test]
fn tic_tac_toe_moves_are_optimal_where_some_moves_lose() {
    // Positions where a move throws the value away: blocks, forks and a win to take.
    let positions = [
        "xx.oo....",
        "x...o...x",
        "x.o......",
        "o...x...x",
        "xo.......",
        ".x.......",
        "x...o.x..",
        ".o..x....",
        "x.o.o.x..",
        "xx.o.o...",
    ];
    for text in positions {
        let grid = Grid::parse(text).unwrap();
        let values = square_values(text);
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        assert!(values.iter().any(|&(_, v)| v < best), "{text}: some move must lose value");
        let result = run(&TicTacToe, &grid, &config(20_000, 7));
        let chosen = TicTacToe.notation(result.best_move().unwrap());
        let value = values.iter().find(|&&(i, _)| (i + 1).to_string() == chosen);
        assert_eq!(value.map(|&(_, v)| v), Some(best), "{text}: MCTS chose {chosen}, {values:?}");
        // The estimate (MAX's) leans the way the game goes.
        let for_mover = result.estimate() * TicTacToe.to_move(&grid).sign() as f64;
        match best {
            1 => assert!(for_mover > 0.3, "{text}: a win estimated {for_mover}"),
            0 => assert!(for_mover.abs() < 0.5, "{text}: a draw estimated {for_mover}"),
            _ => assert!(for_mover < -0.3, "{text}: a loss estimated {for_mover}"),
        }
    }
}

#[test]
fn the_estimate_approaches_the_exact_value() {
    // X to move wins at once (square 3); the estimate nears +1 as iterations grow.
    let grid = Grid::parse("xx.oo....").unwrap();
    let result = run(&TicTacToe, &grid, &config(100_000, 3));
    let errors: Vec<f64> = result.checkpoints.iter().map(|c| (1.0 - c.estimate).abs()).collect();
    assert!(errors.last().unwrap() < &0.05, "{errors:?}");
    assert!(errors.last().unwrap() < &errors[1], "{errors:?}");
    // Checkpoints at 10, 100, 1,000 … and the end.
    let at: Vec<u64> = result.checkpoints.iter().map(|c| c.iterations).collect();
    assert_eq!(at, vec![10, 100, 1_000, 10_000, 100_000]);
}

/// Checks the UCT invariants on the replayed counts: a node's visits are its children's plus the
/// one that expanded it (at least that where the cap stopped the tree), every mean within the
/// largest result, children newer than their parents.
fn check_invariants<M: Copy>(result: &MctsResult<M>, replay: &Replay, capped: bool) {
    for id in 0..replay.existing as u32 {
        let node = &result.nodes[id as usize];
        let visits = replay.visits[id as usize];
        if node.parent != NONE {
            assert!(node.parent < id);
        }
        let children: u64 = result
            .children(id)
            .filter(|&c| (c as usize) < replay.existing)
            .map(|c| replay.visits[c as usize])
            .sum();
        if node.outcome.is_none() && visits > 0 {
            match capped {
                false => assert_eq!(visits, children + 1, "node {id} after {}", replay.done),
                true => assert!(visits > children, "node {id} after {}", replay.done),
            }
        }
        assert!(replay.mean(id).abs() <= replay.scale as f64 + 1e-9);
    }
}

/// Replays every recorded iteration, checking the invariants after each and that each step of
/// selection took the child with the highest UCB among those there at the time; at the end the
/// counts are the search's own.
fn replay_all<M: Copy>(result: &MctsResult<M>, capped: bool) {
    let mut replay = Replay::start(result);
    for iteration in &result.recorded {
        for pair in iteration.path.windows(2) {
            let (parent, child) = (pair[0], pair[1]);
            let fresh = iteration.expanded && Some(&child) == iteration.path.last();
            if fresh || result.nodes[parent as usize].chance {
                continue;
            }
            let best = result
                .children(parent)
                .filter(|&c| (c as usize) < replay.existing)
                .map(|c| replay.ucb(result, parent, c))
                .fold(f64::NEG_INFINITY, f64::max);
            assert_eq!(replay.ucb(result, parent, child), best, "iteration {}", replay.done + 1);
        }
        assert!(replay.forward(result));
        check_invariants(result, &replay, capped);
    }
    assert_eq!(replay.done as u64, result.iterations);
    for (id, node) in result.nodes.iter().enumerate() {
        assert_eq!((replay.visits[id], replay.totals[id]), (node.visits, node.total));
    }
    assert_eq!(replay.existing, result.nodes.len());
    // And back: one step back is the counts before the last iteration.
    let mut back = replay.clone();
    back.back(result);
    let mut again = Replay::start(result);
    for _ in 1..result.recorded.len() {
        again.forward(result);
    }
    assert_eq!((back.visits, back.totals, back.done), (again.visits, again.totals, again.done));
}

#[test]
fn every_iteration_keeps_the_uct_invariants_and_replays_exactly() {
    let recorded = |iterations| MctsConfig { recorded: 100_000, ..config(iterations, 11) };
    let grid = Grid::parse("x...o....").unwrap();
    replay_all(&run(&TicTacToe, &grid, &recorded(3_000)), false);
    let sum = SumGame::new(21, &[1, 3, 4]).unwrap();
    replay_all(&run(&sum, &sum.start(), &recorded(3_000)), false);
    // A textbook tree with a chance node and two MIN levels: utilities, not wins.
    let tree = Tree::parse("(chance((3 12) (2 4)) min(min(14 5) 2) 7)", false).unwrap();
    let game = TreeGame::new(tree, Order::Written);
    let result = run(&game, &0, &recorded(2_000));
    assert!(result.scale >= 12);
    replay_all(&result, false);
}

#[test]
fn the_node_cap_bounds_the_tree() {
    // What a node costs, for every game's moves, is what --help says.
    use minimax_tui::engine::mcts::{NODE_BYTES, Node};
    use std::mem::size_of;
    for size in [
        size_of::<Node<u8>>(),
        size_of::<Node<u32>>(),
        size_of::<Node<<minimax_tui::games::nim::Nim as Game>::Move>>(),
        size_of::<Node<<minimax_tui::games::reversi::Reversi as Game>::Move>>(),
    ] {
        assert!(size <= NODE_BYTES, "{size}");
    }
    let connect4 = ConnectFour::standard();
    let start = connect4.parse("").unwrap();
    let capped = MctsConfig { node_cap: 200, recorded: 100_000, ..config(5_000, 5) };
    let result = run(&connect4, &start, &capped);
    assert_eq!(result.nodes.len(), 200);
    assert!(result.capped);
    assert_eq!(result.iterations, 5_000);
    assert!(result.best_move().is_some());
    replay_all(&result, true);
}

#[test]
fn the_same_seed_gives_the_same_search() {
    let connect4 = ConnectFour::standard();
    let start = connect4.parse("4453").unwrap();
    let counts = |r: &MctsResult<_>| -> Vec<(u64, i64)> {
        r.nodes.iter().map(|n| (n.visits, n.total)).collect()
    };
    let a = run(&connect4, &start, &config(2_000, 42));
    let b = run(&connect4, &start, &config(2_000, 42));
    let c = run(&connect4, &start, &config(2_000, 43));
    assert_eq!(counts(&a), counts(&b));
    assert_eq!(a.best_move(), b.best_move());
    assert_ne!(counts(&a), counts(&c));
}

/// The teaching engine's exact value of each root move, for the mover.
fn exact_move_values<G: Game>(game: &G, state: &G::State) -> Vec<(G::Move, i32)> {
    let config = SearchConfig { exact_root_values: true, ..SearchConfig::default() };
    let result = search(game, state, &config, Default::default()).unwrap();
    let sign = game.to_move(state).sign();
    result.root_moves.iter().map(|m| (m.mv, (m.value * sign).signum())).collect()
}

#[test]
fn sum_game_and_connect_four_choices_are_optimal() {
    let sum = SumGame::new(23, &[1, 2, 5]).unwrap();
    for played in [vec![], vec![5], vec![2, 2], vec![1, 5, 2]] {
        let state = played.iter().fold(sum.start(), |s: SumState, &m| sum.apply(&s, m));
        let values = exact_move_values(&sum, &state);
        let best = values.iter().map(|v| v.1).max().unwrap();
        // The Sum Game fools random playouts for a while: from the start, MCTS prefers 1 (a loss)
        // until some 50,000 iterations, then settles on 2.
        let result = run(&sum, &state, &config(200_000, 1));
        let chosen = values.iter().find(|v| Some(v.0) == result.best_move()).unwrap();
        assert_eq!(chosen.1, best, "sum {played:?}: {values:?}");
    }
    // Connect Four, valued by its solver (tested against Pons' scores): a win to take, a column
    // to block, and positions from a game where some columns lose.
    let connect4 = ConnectFour::standard();
    let mut losing = 0;
    for position in ["445566", "4444333", "4444333555", "444433366655", "4444333121"] {
        let state = connect4.parse(position).unwrap();
        let mut solver = Solver::new(&connect4, Techniques::default(), 1 << 20);
        let values: Vec<(u8, i32)> = (0u8..)
            .zip(solver.analyse(&state, true).unwrap())
            .filter_map(|(col, v)| Some((col, v?.signum())))
            .collect();
        let best = values.iter().map(|v| v.1).max().unwrap();
        let result = run(&connect4, &state, &config(30_000, 2));
        let chosen = values.iter().find(|v| Some(v.0) == result.best_move()).unwrap();
        assert_eq!(chosen.1, best, "connect4 {position}: {values:?}");
        losing += usize::from(values.iter().any(|v| v.1 < best));
    }
    assert!(losing >= 3, "most positions must have a move that loses value");
}

#[test]
fn textbook_trees_converge_to_their_minimax_and_expectimax_values() {
    for (text, root_min) in [
        ("((3 12 8) (2 4 6) (14 5 2))", false),
        ("(chance(3 12) chance(2 4 6) (14 5 2))", false),
        ("((1 9) (6 7))", true),
    ] {
        let tree = Tree::parse(text, root_min).unwrap();
        let exact = exact_values(&tree);
        let scale = tree.scale as f64;
        let game = TreeGame::new(tree, Order::Written);
        let result = run(&game, &0, &config(50_000, 9));
        let best = result.best_child().unwrap();
        assert_eq!(exact[result.nodes[best as usize].mv.unwrap() as usize], exact[0], "{text}");
        let estimate = result.estimate() / scale;
        assert!((estimate - exact[0]).abs() < 0.5, "{text}: {estimate} vs {}", exact[0]);
    }
}

#[test]
fn heuristic_playouts_also_find_the_win() {
    let connect4 = ConnectFour::standard();
    let state = connect4.parse("445566").unwrap();
    let heuristic = MctsConfig { playout: Playout::Heuristic, ..config(3_000, 4) };
    let result = run(&connect4, &state, &heuristic);
    let chosen = connect4.notation(result.best_move().unwrap());
    assert!(chosen == "3" || chosen == "7", "{chosen}");
}

fn minimax(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
}

#[test]
fn solve_with_mcts_reports_the_choice_its_visits_and_the_convergence() {
    let args = ["solve", "tictactoe", "--board", "xx.oo....", "--engine", "mcts"];
    let out = minimax(&[&args[..], &["--iterations", "5000", "--seed", "3", "--json"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["best_move"], "3");
    assert_eq!((json["iterations"].as_u64(), json["visits"].as_u64()), (Some(5000), Some(5000)));
    let visits: u64 =
        json["moves"].as_array().unwrap().iter().map(|m| m["visits"].as_u64().unwrap()).sum();
    assert_eq!(visits + 1, 5000, "the root's visits are its children's and its own first");
    let at: Vec<u64> = json["convergence"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["iterations"].as_u64().unwrap())
        .collect();
    assert_eq!(at, [10, 100, 1000, 5000]);
    assert_eq!(json["exact"]["kind"], "win");
    assert_eq!(json["optimal"], true);
    assert!(json["estimate"].as_f64().unwrap() > 0.9);
    // The same seed, the same answer.
    let again = minimax(&[&args[..], &["--iterations", "5000", "--seed", "3", "--json"]].concat());
    let again: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
    assert_eq!(json["moves"], again["moves"]);
}

#[test]
fn every_game_takes_engine_mcts_and_bad_settings_are_refused() {
    let tree = "((3 12 8) (2 4 6) (14 5 2))";
    for game in [
        vec!["sum"],
        vec!["nim", "--heaps", "2,3"],
        vec!["tictactoe"],
        vec!["connect4", "--position", "4453"],
        vec!["reversi"],
        vec!["tree", tree],
    ] {
        let args = [&["solve"][..], &game, &["--engine", "mcts", "--iterations", "300", "--json"]]
            .concat();
        let out = minimax(&args);
        assert!(out.status.success(), "{game:?}: {}", String::from_utf8_lossy(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(json["best_move"].is_string(), "{game:?}");
    }
    for bad in [["--iterations", "0"], ["--node-cap", "20000000"], ["--exploration", "-1"]] {
        let out = minimax(&[&["solve", "sum", "--engine", "mcts"][..], &bad].concat());
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
    }
    let out = minimax(&["arena", "tictactoe", "--player", "builtin:mcts:0"]);
    assert_eq!(out.status.code(), Some(2));
    // Nim's dealt heaps may hold more moves than MCTS lists: refused before any game.
    let out = minimax(&[
        "arena",
        "nim",
        "--player",
        "builtin:mcts:10",
        "--heaps",
        "64",
        "--max-heap",
        "1000",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--max-heap 1000"));
    // Positions whose playouts would take too long are refused, with the reason, at once.
    for (game, why) in [
        (&["nim", "--heaps", "1000000,1000000"][..], "this position has 2000000 moves"),
        (&["sum", "--target", "10000000", "--moves", "1"], "can be 10000000 moves long"),
    ] {
        let started = std::time::Instant::now();
        let out = minimax(&[&["solve"][..], game, &["--engine", "mcts"]].concat());
        assert_eq!(out.status.code(), Some(2), "{game:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(why), "{game:?}");
        assert!(started.elapsed().as_secs() < 5);
        let out = minimax(&[&["play"][..], game, &["--engine", "mcts"]].concat());
        assert_eq!(out.status.code(), Some(2), "play {game:?}");
    }
}

#[test]
fn mcts_players_play_in_the_arena_and_more_iterations_play_better() {
    let out = minimax(&[
        "arena",
        "tictactoe",
        "--player",
        "builtin:mcts:2000",
        "--player",
        "builtin:mcts:5",
        "--opponents",
        "random",
        "--games",
        "4",
        "--json",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let points = |name: &str| {
        json["standings"].as_array().unwrap().iter().find(|s| s["name"] == name).unwrap()["points"]
            .as_f64()
            .unwrap()
    };
    assert!(points("mcts:2000") > points("mcts:5"), "{json}");
}

/// A switch the chosen engine would not read is refused in one line with the engine that has
/// it: Monte Carlo's without `--engine mcts`, the search engine's with it (issue 53). `play`
/// keeps the search engine's: its hints and step-through are that engine's.
#[test]
fn switches_the_engine_does_not_read_are_refused() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(args)
            .output()
            .expect("the binary runs")
    };
    for (args, says) in [
        (
            &["solve", "tictactoe", "--iterations", "10"][..],
            "--iterations is Monte Carlo's switch: add --engine mcts",
        ),
        (&["solve", "nim", "--playout", "heuristic"], "--playout is Monte Carlo's"),
        (&["export", "tree", "--node-cap", "100"], "--node-cap is Monte Carlo's"),
        (
            &["solve", "tictactoe", "--engine", "mcts", "--depth", "3"],
            "--depth is the search engine's switch",
        ),
        (
            &["solve", "sum", "--engine", "mcts", "--no-alpha-beta"],
            "--no-alpha-beta is the search engine's",
        ),
        (&["play", "tictactoe", "--exploration", "2"], "--exploration is Monte Carlo's"),
    ] {
        let out = run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(says) && err.trim_end().lines().count() == 1, "{args:?}: {err}");
    }
    for args in [
        &["solve", "tictactoe", "--engine", "mcts", "--iterations", "10", "--time", "1"][..],
        &["solve", "tictactoe", "--depth", "3"],
    ] {
        assert!(run(args).status.success(), "{args:?}");
    }
}

/// A Monte Carlo search that could not try a move is refused before it runs (one iteration only
/// opens the root; a cap of one node never grows): it said "no move to choose" with exit 0, and
/// the app's computer asked again and again. On a clock too short for two iterations it still
/// tries a move.
#[test]
fn a_search_that_could_try_no_move_is_refused() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(args)
            .output()
            .expect("the binary runs")
    };
    for (args, said) in [
        (
            &["solve", "tictactoe", "--engine", "mcts", "--iterations", "1"][..],
            "'1' is too small (at least 2)",
        ),
        (
            &["solve", "tictactoe", "--engine", "mcts", "--node-cap", "1"],
            "'1' is too small (at least 2)",
        ),
        (
            &["arena", "tictactoe", "--player", "builtin:mcts:1", "--opponents", "random"],
            "mcts:N takes N from 2",
        ),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains(said), "{args:?}");
    }
    let out = run(&["solve", "reversi", "--engine", "mcts", "--time", "0.001"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("move chosen:"), "{out:?}");
}
