//! Tic-tac-toe and Reversi against known facts and slow, obviously correct references.

use std::process::Command;

use minimax_tui::engine::search::Internal;
use minimax_tui::engine::{Algorithm, Control, Game, SearchConfig, search};
use minimax_tui::games::reversi::{Board, Heuristic, PASS, Reversi, perft};
use minimax_tui::games::tictactoe::{Grid, TicTacToe};
use minimax_tui::rng::Rng;

#[test]
fn tic_tac_toe_is_a_draw_and_its_tree_has_549946_nodes() {
    let plain =
        search(&TicTacToe, &Grid::default(), &SearchConfig::plain(), Control::default()).unwrap();
    assert_eq!(plain.value, 0);
    assert_eq!(plain.stats.nodes, 549_946);
    // Frames that list their moves again (past the move buffer) search the very same tree.
    let internal = Internal { move_buffer: 1, ..Internal::default() };
    let relisted = SearchConfig { internal, ..SearchConfig::plain() };
    let relisted = search(&TicTacToe, &Grid::default(), &relisted, Control::default()).unwrap();
    assert_eq!((relisted.value, relisted.stats.nodes), (0, 549_946));
    let ab = SearchConfig { alpha_beta: true, ..SearchConfig::plain() };
    let pruned = search(&TicTacToe, &Grid::default(), &ab, Control::default()).unwrap();
    assert_eq!(pruned.value, 0);
    assert!(pruned.stats.nodes < plain.stats.nodes);
    let ordered = SearchConfig { move_ordering: true, ..ab };
    let best = search(&TicTacToe, &Grid::default(), &ordered, Control::default()).unwrap();
    assert_eq!(best.value, 0);
    assert!(best.stats.nodes <= 8_000, "{} nodes", best.stats.nodes);
    // Every switch agrees, negamax too.
    for algorithm in [Algorithm::Minimax, Algorithm::Negamax] {
        let config = SearchConfig { algorithm, ..SearchConfig::default() };
        assert_eq!(
            search(&TicTacToe, &Grid::default(), &config, Control::default()).unwrap().value,
            0
        );
    }
}

/// Every position of tic-tac-toe (5,478), searched with hashed tables from one bucket up, gives
/// the value a plain search gives: a collision costs an entry, never a value.
#[test]
fn no_collision_in_a_hashed_table_changes_a_value() {
    fn all(grid: Grid, seen: &mut std::collections::HashSet<String>, out: &mut Vec<Grid>) {
        if !seen.insert(format!("{grid:?}")) {
            return;
        }
        out.push(grid);
        if TicTacToe.outcome(&grid).is_some() {
            return;
        }
        let mut moves = Vec::new();
        TicTacToe.legal_moves(&grid, &mut moves);
        for mv in moves {
            all(TicTacToe.apply(&grid, mv), seen, out);
        }
    }
    let mut positions = Vec::new();
    all(Grid::default(), &mut Default::default(), &mut positions);
    assert_eq!(positions.len(), 5_478);
    // One table for every search, as the app keeps one between moves.
    let mut tables: Vec<_> = [1usize, 512, 1 << 14]
        .iter()
        .map(|&bytes| (bytes, minimax_tui::engine::search::Table::<TicTacToe>::hashed(bytes)))
        .collect();
    for grid in positions.iter().filter(|g| TicTacToe.outcome(g).is_none()) {
        let plain = search(&TicTacToe, grid, &SearchConfig::plain(), Control::default()).unwrap();
        for (bytes, table) in &mut tables {
            let config = SearchConfig { hash_bytes: Some(*bytes), pvs: true, ..Default::default() };
            let hashed = minimax_tui::engine::search::search_with_table(
                &TicTacToe,
                grid,
                &config,
                Control::default(),
                &mut minimax_tui::engine::observer::NoTrace,
                table,
            )
            .unwrap();
            assert_eq!(hashed.value, plain.value, "{grid:?} with {bytes} bytes");
            assert_eq!(hashed.exact, plain.exact);
        }
    }
}

#[test]
fn a_won_tic_tac_toe_position_is_seen() {
    // X to move with two in a row and the square free: X wins at once.
    let grid = Grid::parse("xx.oo....").unwrap();
    let r = search(&TicTacToe, &grid, &SearchConfig::default(), Control::default()).unwrap();
    assert!(r.value > 0);
    assert_eq!(r.best_move, Some(2));
}

#[test]
fn solve_tictactoe_reports_the_plain_node_count() {
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "tictactoe", "--json", "--no-alpha-beta", "--no-tt", "--no-ordering"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["value"], 0);
    assert_eq!(v["nodes"], 549_946);
    let bad = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "tictactoe", "--board", "xx......."])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
}

const PERFT: [u64; 8] = [4, 12, 56, 244, 1396, 8200, 55092, 390216];

#[test]
fn reversi_perft_from_the_start() {
    for (depth, &expected) in PERFT.iter().enumerate() {
        assert_eq!(perft(&Board::start(), depth as u32 + 1), expected, "depth {}", depth + 1);
    }
}

/// Legal moves square by square: an empty square with a straight line of opponent discs ending in
/// one of the mover's, in any of the eight directions. No bit tricks.
fn slow_moves(board: &Board) -> Vec<u8> {
    let (own, opp) = board.sides();
    let at = |f: i32, r: i32, set: u64| {
        (0..8).contains(&f) && (0..8).contains(&r) && set & (1 << (r * 8 + f)) != 0
    };
    let mut out = Vec::new();
    for sq in 0..64i32 {
        let (f, r) = (sq % 8, sq / 8);
        if at(f, r, own | opp) {
            continue;
        }
        let legal = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
            .iter()
            .any(|&(df, dr)| {
                let (mut x, mut y, mut seen) = (f + df, r + dr, 0);
                while at(x, y, opp) {
                    x += df;
                    y += dr;
                    seen += 1;
                }
                seen > 0 && at(x, y, own)
            });
        if legal {
            out.push(sq as u8);
        }
    }
    out
}

/// The discs a move turns, walking square by square in the eight directions.
fn slow_flips(own: u64, opp: u64, square: u8) -> u64 {
    let at = |f: i32, r: i32, set: u64| {
        (0..8).contains(&f) && (0..8).contains(&r) && set & (1 << (r * 8 + f)) != 0
    };
    let (f0, r0) = ((square % 8) as i32, (square / 8) as i32);
    let mut turned = 0;
    for (df, dr) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
        let (mut x, mut y, mut line) = (f0 + df, r0 + dr, 0u64);
        while at(x, y, opp) {
            line |= 1 << (y * 8 + x);
            x += df;
            y += dr;
        }
        if at(x, y, own) {
            turned |= line;
        }
    }
    turned
}

/// Plays random games and collects positions along them.
fn random_positions(count: usize, seed: u64) -> Vec<Board> {
    let mut rng = Rng::new(seed);
    let game = Reversi::default();
    let mut out = Vec::new();
    while out.len() < count {
        let mut board = Board::start();
        let plies = rng.below(60);
        for _ in 0..plies {
            if board.is_over() {
                break;
            }
            let mut moves = Vec::new();
            game.legal_moves(&board, &mut moves);
            board = board.play(moves[rng.below(moves.len() as u64) as usize]);
        }
        out.push(board);
    }
    out
}

#[test]
fn reversi_moves_match_a_square_by_square_generator() {
    let game = Reversi::default();
    for board in random_positions(3000, 11) {
        let mut fast = Vec::new();
        game.legal_moves(&board, &mut fast);
        let slow = slow_moves(&board);
        if slow.is_empty() {
            assert!(fast == [PASS], "{}", board.text());
        } else {
            assert_eq!(fast, slow, "{}", board.text());
        }
        // Every move turns exactly the discs a square-by-square walk finds.
        for &mv in slow.iter() {
            let (own, opp) = board.sides();
            let expected = slow_flips(own, opp, mv);
            assert_eq!(
                minimax_tui::games::reversi::flips(own, opp, mv),
                expected,
                "{} {mv}",
                board.text()
            );
            let (_, own_after) = board.play(mv).sides();
            assert_eq!(own_after, own | expected | (1 << mv));
            let after = board.play(mv);
            let (own, opp) = board.sides();
            let before_total = (own | opp).count_ones();
            assert_eq!((after.black | after.white).count_ones(), before_total + 1);
            assert_eq!(after.black & after.white, 0);
            let (opp_after, own_after) = after.sides();
            assert!(
                own_after.count_ones() > own.count_ones() + 1,
                "a move turns at least one disc"
            );
            assert_eq!(own_after.count_ones() + opp_after.count_ones(), before_total + 1);
        }
    }
}

#[test]
fn alpha_beta_gives_the_plain_negamax_value_at_every_depth() {
    for (i, board) in random_positions(12, 5).into_iter().enumerate() {
        let heuristic = if i % 2 == 0 { Heuristic::Discs } else { Heuristic::Strong };
        let game = Reversi { heuristic, exact_endgame: 0, dedicated: false };
        for depth in 1..=5 {
            let plain = SearchConfig {
                algorithm: Algorithm::Negamax,
                depth: Some(depth),
                ..SearchConfig::plain()
            };
            let expected = search(&game, &board, &plain, Control::default()).unwrap().value;
            for config in [
                SearchConfig { alpha_beta: true, ..plain },
                SearchConfig {
                    alpha_beta: true,
                    move_ordering: true,
                    transposition_table: true,
                    ..plain
                },
                SearchConfig { algorithm: Algorithm::Minimax, alpha_beta: true, ..plain },
                // The engines' techniques: killers and history, with and without the table.
                SearchConfig { alpha_beta: true, killers: true, history: true, ..plain },
                SearchConfig { alpha_beta: true, pvs: true, ..plain },
                SearchConfig {
                    algorithm: Algorithm::Minimax,
                    alpha_beta: true,
                    pvs: true,
                    move_ordering: true,
                    transposition_table: true,
                    ..plain
                },
                SearchConfig {
                    algorithm: Algorithm::Minimax,
                    alpha_beta: true,
                    move_ordering: true,
                    transposition_table: true,
                    killers: true,
                    history: true,
                    ..plain
                },
                // A hashed table small enough that buckets overflow at once.
                SearchConfig {
                    alpha_beta: true,
                    move_ordering: true,
                    transposition_table: true,
                    pvs: true,
                    hash_bytes: Some(2048),
                    ..plain
                },
            ] {
                let got = search(&game, &board, &config, Control::default()).unwrap();
                assert_eq!(got.value, expected, "depth {depth} {config:?} on {}", board.text());
            }
        }
    }
}

#[test]
fn the_exact_endgame_solves_to_the_end() {
    // A late position: with an exact endgame covering it, a depth-1 search returns a decided value.
    let board =
        random_positions(200, 3).into_iter().find(|b| b.empties() <= 8 && !b.is_over()).unwrap();
    let game = Reversi { heuristic: Heuristic::Discs, exact_endgame: 10, dedicated: false };
    let config = SearchConfig { depth: Some(1), ..SearchConfig::default() };
    let r = search(&game, &board, &config, Control::default()).unwrap();
    assert!(r.exact, "solved to the end");
    let full =
        search(&Reversi::default(), &board, &SearchConfig::default(), Control::default()).unwrap();
    assert_eq!(r.value, full.value);
    // Only the searched position counts: from one empty square more than the exact endgame, a
    // depth-1 search stays a depth-1 search (its children are not solved to the end).
    let board = random_positions(400, 5)
        .into_iter()
        .find(|b| b.empties() == 11 && !b.is_over())
        .expect("a position with 11 empty squares");
    let r = search(&game, &board, &config, Control::default()).unwrap();
    assert_eq!(r.stats.max_depth, 1, "the search stopped at its depth limit");
    assert!(r.stats.depth_cuts > 0, "children were valued by the heuristic");
}

fn minimax(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
}

#[test]
fn perft_and_solve_reversi_from_the_command_line() {
    let out = minimax(&["perft", "reversi", "--depth", "6"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().last(), Some("8200"), "the last line is the count");
    let out = minimax(&["perft", "reversi", "--depth", "3", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["leaves"], 56);
    // From a given board: after d3 (black), white to move has 3 replies.
    let after_d3 = Board::start().play(19);
    let board = after_d3.text();
    let out =
        minimax(&["perft", "reversi", "--depth", "1", "--board", &board, "--to-move", "white"]);
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().last(), Some("3"));
    let out = minimax(&["solve", "reversi", "--depth", "4", "--heuristic", "strong", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let best = v["best_move"].as_str().unwrap();
    assert!(["d3", "c4", "f5", "e6"].contains(&best), "{best}");
    assert!(v["nodes"].as_u64().unwrap() > 4);
    assert_eq!(v["decided"], false);
    // The text names the unit where the heuristic counts one: discs, not `strong`'s points.
    for (heuristic, unit) in [("strong", false), ("pattern", true), ("discs", true)] {
        let out = minimax(&["solve", "reversi", "--depth", "4", "--heuristic", heuristic]);
        let text = String::from_utf8(out.stdout).unwrap();
        let line = text.lines().next().unwrap_or_default();
        assert_eq!(line.contains(" disc"), unit, "{heuristic}: {line}");
    }
    for bad in [
        &["solve", "reversi", "--board", "XO"][..],
        &["perft", "reversi", "--depth", "0"],
        &["solve", "reversi", "--exact-endgame", "65"],
        &["solve", "tictactoe", "--board", "xxxooo..."],
    ] {
        let out = minimax(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).trim_end().lines().count(), 1, "{bad:?}");
    }
}

/// Nodes of the full tic-tac-toe tree below `board` (root and final positions counted), by a
/// plain recursion over a 9-character board.
fn ttt_tree_size(board: &mut [u8; 9], x_to_move: bool) -> u64 {
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    let won = |b: &[u8; 9], c: u8| LINES.iter().any(|l| l.iter().all(|&i| b[i] == c));
    if won(board, b'x') || won(board, b'o') || !board.contains(&b'.') {
        return 1;
    }
    let mut n = 1;
    for i in 0..9 {
        if board[i] == b'.' {
            board[i] = if x_to_move { b'x' } else { b'o' };
            n += ttt_tree_size(board, !x_to_move);
            board[i] = b'.';
        }
    }
    n
}

#[test]
fn the_exported_tic_tac_toe_tree_is_the_whole_game_tree() {
    let start = "x...o....";
    let out = minimax(&[
        "tree",
        "tictactoe",
        "--board",
        start,
        "--no-alpha-beta",
        "--no-tt",
        "--no-ordering",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut board: [u8; 9] = start.as_bytes().try_into().unwrap();
    let expected = ttt_tree_size(&mut board, true);
    assert_eq!(v["nodes"], expected);
    let mut stack = vec![&v["root"]];
    let mut seen = 0;
    while let Some(node) = stack.pop() {
        seen += 1;
        stack.extend(node["children"].as_array().unwrap());
    }
    assert_eq!(seen, expected);
    // And from the empty board, the recursion's count is the known 549,946.
    assert_eq!(ttt_tree_size(&mut [b'.'; 9], true), 549_946);
}

/// Exactly the boards that play can reach are accepted: 5,478 of the 3^9 fillings of the grid
/// (a known count), found here by playing out every game from the empty board.
#[test]
fn only_reachable_tic_tac_toe_boards_are_accepted() {
    fn won(cells: &[u8; 9], mark: u8) -> bool {
        const LINES: [[usize; 3]; 8] = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        LINES.iter().any(|l| l.iter().all(|&i| cells[i] == mark))
    }
    fn reach(cells: &mut [u8; 9], x_to_move: bool, seen: &mut std::collections::HashSet<[u8; 9]>) {
        if !seen.insert(*cells) || won(cells, b'x') || won(cells, b'o') {
            return;
        }
        for i in 0..9 {
            if cells[i] == b'.' {
                cells[i] = if x_to_move { b'x' } else { b'o' };
                reach(cells, !x_to_move, seen);
                cells[i] = b'.';
            }
        }
    }
    let mut reachable = std::collections::HashSet::new();
    reach(&mut [b'.'; 9], true, &mut reachable);
    assert_eq!(reachable.len(), 5_478);
    for code in 0..3usize.pow(9) {
        let mut cells = [b'.'; 9];
        let mut rest = code;
        for cell in &mut cells {
            *cell = [b'.', b'x', b'o'][rest % 3];
            rest /= 3;
        }
        let text = String::from_utf8(cells.to_vec()).unwrap();
        assert_eq!(
            Grid::parse(&text).is_ok(),
            reachable.contains(&cells),
            "{text}: accepted {:?}",
            Grid::parse(&text)
        );
    }
    let err = Grid::parse("xxxoo.o..").unwrap_err().to_string();
    assert!(err.contains("went on after it"), "{err}");
}

/// Perft split over threads counts exactly what one thread counts, passes and early ends
/// included (random positions near the end have both).
#[test]
fn perft_on_threads_counts_the_same() {
    use minimax_tui::games::reversi::perft_threads;
    for depth in 0..=7 {
        assert_eq!(perft_threads(&Board::start(), depth, 2), perft(&Board::start(), depth));
    }
    for board in random_positions(30, 9) {
        for depth in [4, 6] {
            assert_eq!(perft_threads(&board, depth, 3), perft(&board, depth), "{}", board.text());
        }
    }
}
