//! Issue 15: what each search technique buys, added in turn as Pons' tutorial tables do: nodes
//! and time for the Reversi start and three midgame positions at depths 8 and 10, for
//! tic-tac-toe solved from the empty board, and for Connect Four (the start at depth 10, and a
//! position 16 moves in solved to the end). One run each (node counts do not vary; times do a
//! little).
//!
//! Run with `cargo bench --bench techniques`; `cargo bench --bench techniques -- WORD` runs only
//! the rows whose name holds WORD ("Connect Four", "d10").

use std::time::Instant;

use minimax_tui::engine::{Control, Game, SearchConfig, search};
use minimax_tui::games::connect4::ConnectFour;
use minimax_tui::games::reversi::{Board, Heuristic, Reversi};
use minimax_tui::games::tictactoe::{Grid, TicTacToe};

/// Alpha-beta alone, with the game's ordering, with the table too; then each technique on top
/// of those two, alone, and PVS with killers.
fn ladder(depth: Option<u32>) -> Vec<(&'static str, SearchConfig)> {
    let ab = SearchConfig {
        depth,
        transposition_table: false,
        move_ordering: false,
        ..SearchConfig::default()
    };
    let ordered = SearchConfig { move_ordering: true, ..ab };
    let table = SearchConfig { transposition_table: true, ..ordered };
    vec![
        ("alpha-beta", ab),
        ("+ ordering", ordered),
        ("+ table", table),
        ("table + killers", SearchConfig { killers: true, ..table }),
        ("table + history", SearchConfig { history: true, ..table }),
        ("table + PVS", SearchConfig { pvs: true, ..table }),
        ("table + PVS + killers", SearchConfig { pvs: true, killers: true, ..table }),
        // The fixed-memory table engines use, small enough here to replace entries often.
        ("hashed 1 MB + PVS", SearchConfig { pvs: true, hash_bytes: Some(1 << 20), ..table }),
        ("hashed 64 MB + PVS", SearchConfig { pvs: true, hash_bytes: Some(64 << 20), ..table }),
    ]
}

/// The position after `plies` moves of the engine's own depth-4 play from the start.
fn midgame(game: &Reversi, plies: usize) -> Board {
    let config = SearchConfig { depth: Some(4), ..SearchConfig::default() };
    let mut board = Board::start();
    for _ in 0..plies {
        match search(game, &board, &config, Control::default()).unwrap().best_move {
            Some(mv) => board = game.apply(&board, mv),
            None => break,
        }
    }
    board
}

fn row<G: Game>(name: &str, game: &G, state: &G::State, config: &SearchConfig) {
    let wanted = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    if wanted.is_some_and(|w| !name.contains(&w)) {
        return;
    }
    let started = Instant::now();
    let result = search(game, state, config, Control::default()).unwrap();
    let ms = started.elapsed().as_secs_f64() * 1e3;
    println!("| {name:<40} | {:>12} | {:>9.1} | {:>6} |", result.stats.nodes, ms, result.value);
}

fn main() {
    println!("| {:<40} |        nodes |        ms |  value |", "position, depth, technique");
    println!("|{}|-------------:|----------:|-------:|", "-".repeat(42));
    let game = Reversi { heuristic: Heuristic::Strong, exact_endgame: 0, dedicated: false };
    let positions = [
        ("start", Board::start()),
        ("ply 12", midgame(&game, 12)),
        ("ply 24", midgame(&game, 24)),
        ("ply 36", midgame(&game, 36)),
    ];
    for depth in [8, 10] {
        for (place, board) in &positions {
            for (technique, config) in ladder(Some(depth)) {
                row(&format!("Reversi {place}, d{depth}, {technique}"), &game, board, &config);
            }
        }
    }
    for (technique, config) in ladder(None) {
        row(
            &format!("tic-tac-toe, to the end, {technique}"),
            &TicTacToe,
            &Grid::default(),
            &config,
        );
    }
    let four = ConnectFour::standard();
    let start = four.parse("").unwrap();
    for (technique, config) in ladder(Some(10)) {
        row(&format!("Connect Four start, d10, {technique}"), &four, &start, &config);
    }
    // 16 moves in: 26 empty cells, which the table makes solvable to the end.
    let middle = four.parse("2453324563571425").unwrap();
    // Without the table it takes minutes, and so does history: it ranks the seven columns by
    // the cutoffs they made anywhere, which undoes centre-first and the threat ordering.
    for (technique, config) in
        ladder(None).into_iter().skip(2).filter(|(t, _)| !t.contains("history"))
    {
        row(&format!("Connect Four 16 moves in, to the end, {technique}"), &four, &middle, &config);
    }
}
