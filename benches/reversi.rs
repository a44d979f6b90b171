//! Reversi (issue 6): our perft at depths 10 and 11 beside the `magpie` crate's board API running
//! the same perft (as magpie's own benchmark writes it), on one core, as leaves per second and a
//! ratio; and alpha-beta nodes per second for a depth-8 search from the start.
//!
//! Run with `cargo bench --bench reversi`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use magpie::othello::{Board as MagpieBoard, Stone};
use minimax_tui::engine::{Control, SearchConfig, search};
use minimax_tui::games::reversi::{Board, Heuristic, Reversi, perft};

/// magpie's perft, as in magpie's `benches/othello_board.rs`.
fn magpie_perft(board: &MagpieBoard, stone: Stone, passed: bool, depth: u8) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = board.moves_for(stone);
    if moves == 0 {
        if passed { 1 } else { magpie_perft(board, stone.flip(), true, depth - 1) }
    } else if depth == 1 {
        moves.count_set().into()
    } else {
        moves
            .hot_bits()
            .map(|pos| {
                let mut next = board.clone();
                next.play(stone, pos);
                magpie_perft(&next, stone.flip(), false, depth - 1)
            })
            .sum()
    }
}

fn best_of(runs: usize, mut f: impl FnMut() -> u64) -> (u64, Duration) {
    let mut best = Duration::MAX;
    let mut result = 0;
    for _ in 0..runs {
        let start = Instant::now();
        result = f();
        best = best.min(start.elapsed());
    }
    (result, best)
}

fn main() {
    println!(
        "{:>5} {:>12} {:>16} {:>16} {:>7}",
        "depth", "leaves", "ours leaves/s", "magpie leaves/s", "ratio"
    );
    for depth in [10u8, 11] {
        let (ours, t_ours) = best_of(3, || perft(black_box(&Board::start()), depth as u32));
        let (theirs, t_theirs) = best_of(3, || {
            magpie_perft(black_box(&MagpieBoard::standard()), Stone::Black, false, depth)
        });
        assert_eq!(ours, theirs, "the two perfts disagree at depth {depth}");
        let rate = |t: Duration| ours as f64 / t.as_secs_f64();
        println!(
            "{depth:>5} {ours:>12} {:>16.0} {:>16.0} {:>6.2}x",
            rate(t_ours),
            rate(t_theirs),
            t_theirs.as_secs_f64() / t_ours.as_secs_f64()
        );
    }
    for heuristic in [Heuristic::Discs, Heuristic::Strong] {
        let game = Reversi { heuristic, exact_endgame: 0 };
        let config = SearchConfig { depth: Some(8), ..SearchConfig::default() };
        let (nodes, t) = best_of(3, || {
            search(&game, &Board::start(), &config, Control::default()).unwrap().stats.nodes
        });
        let plain = SearchConfig { transposition_table: false, move_ordering: false, ..config };
        let (plain_nodes, t_plain) = best_of(3, || {
            search(&game, &Board::start(), &plain, Control::default()).unwrap().stats.nodes
        });
        println!(
            "alpha-beta depth 8 from the start, {heuristic:?}: {nodes} nodes in {:.1} ms = {:.2} M nodes/s \
             (with table and ordering); {plain_nodes} nodes in {:.1} ms = {:.2} M nodes/s (alpha-beta alone)",
            t.as_secs_f64() * 1e3,
            nodes as f64 / t.as_secs_f64() / 1e6,
            t_plain.as_secs_f64() * 1e3,
            plain_nodes as f64 / t_plain.as_secs_f64() / 1e6,
        );
    }
}
