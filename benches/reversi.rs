//! Reversi (issue 6): our perft at depths 10 and 11 beside the `magpie` crate's board API running
//! the same perft (as magpie's own benchmark writes it), on one core, as leaves per second and a
//! ratio; alpha-beta nodes per second for a depth-8 search from the start; perft(11) on two
//! threads; the dedicated search at depth 10 beside the teaching engine and at depth 13 on one
//! and two threads, from the start and three midgame positions (issue 18); the FFO positions #40-#44; and the
//! endgame solver on random positions of 16 and 20 empty squares (16: beside the teaching
//! engine's exact search).
//!
//! Run with `cargo bench --bench reversi`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use magpie::othello::{Board as MagpieBoard, Stone};
use minimax_tui::engine::Game;
use minimax_tui::engine::{Control, SearchConfig, search};
use minimax_tui::games::reversi::endgame::Endgame;
use minimax_tui::games::reversi::midgame::Midgame;
use minimax_tui::games::reversi::obf;
use minimax_tui::games::reversi::{Board, Heuristic, Reversi, perft, perft_threads};
use minimax_tui::rng::Rng;

/// A position of seeded random play with `empties` empty squares and a move to play.
fn random_position(seed: u64, empties: u32) -> Board {
    let game = Reversi::default();
    let mut rng = Rng::new(seed);
    loop {
        let mut board = Board::start();
        while board.empties() > empties && game.outcome(&board).is_none() {
            let mut legal = Vec::new();
            game.legal_moves(&board, &mut legal);
            board = game.apply(&board, legal[rng.below(legal.len() as u64) as usize]);
        }
        if board.empties() == empties && board.mover_moves() != 0 {
            return board;
        }
    }
}

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

/// The FFO positions #40–#44 solved exactly and win/loss/draw on one thread (and exactly on two),
/// every answer checked against the published score. Edax beside ours, on the same positions and
/// #45-#58: `cargo bench --bench anchors` (docs/benchmarks.md says how to build it).
fn ffo() {
    let problems = obf::parse(include_str!("ffo.obf")).unwrap();
    for p in problems.iter().filter(|p| p.board.empties() >= 20) {
        let (own, opp) = p.board.sides();
        let score = p.score.unwrap();
        let started = Instant::now();
        let exact = Endgame::new().solve(own, opp, false).unwrap();
        let t_exact = started.elapsed();
        assert_eq!(exact.margin, score, "{}", p.label);
        assert!(p.best.contains(&exact.best_move.unwrap()), "{}", p.label);
        let started = Instant::now();
        let wld = Endgame::new().solve(own, opp, true).unwrap();
        let t_wld = started.elapsed();
        assert_eq!(wld.margin, score.signum(), "{}", p.label);
        let started = Instant::now();
        let two = Endgame::solve_threads(own, opp, false, 2, Default::default()).unwrap();
        let t_two = started.elapsed();
        assert_eq!(two.margin, score, "{}", p.label);
        println!(
            "FFO {} ({} empty): {score:+}, exact {:.2} s ({:.1} M nodes/s), win/loss/draw {:.2} s, exact on two threads {:.2} s ({:.2}x)",
            p.label,
            p.board.empties(),
            t_exact.as_secs_f64(),
            exact.nodes as f64 / t_exact.as_secs_f64() / 1e6,
            t_wld.as_secs_f64(),
            t_two.as_secs_f64(),
            t_exact.as_secs_f64() / t_two.as_secs_f64()
        );
    }
}

fn main() {
    ffo();
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
        let game = Reversi { heuristic, exact_endgame: 0, dedicated: false };
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
    let (leaves, one) = best_of(1, || perft(&Board::start(), 11));
    let (two_leaves, two) = best_of(1, || perft_threads(&Board::start(), 11, 2));
    assert_eq!(leaves, two_leaves);
    println!(
        "perft(11): {:.2} s on one thread, {:.2} s on two ({:.2}x)",
        one.as_secs_f64(),
        two.as_secs_f64(),
        one.as_secs_f64() / two.as_secs_f64()
    );
    let midgames = (1u64..=3).map(|seed| (format!("midgame {seed}"), random_position(seed, 44)));
    for (name, board) in [("the start".to_string(), Board::start())].into_iter().chain(midgames) {
        for heuristic in [Heuristic::Discs, Heuristic::Strong] {
            let game = Reversi { heuristic, exact_endgame: 0, dedicated: false };
            let config = SearchConfig { depth: Some(10), ..SearchConfig::default() };
            let started = Instant::now();
            let teaching = search(&game, &board, &config, Control::default()).unwrap();
            let t_teaching = started.elapsed();
            let started = Instant::now();
            let dedicated = Midgame::new(game).search(&board, 10).unwrap();
            let t_dedicated = started.elapsed();
            assert_eq!(teaching.value, dedicated.value);
            println!(
                "depth 10, {name}, {heuristic:?}: dedicated {} nodes in {:.1} ms ({:.1} M nodes/s), teaching {:.1} ms: {:.2}x",
                dedicated.nodes,
                t_dedicated.as_secs_f64() * 1e3,
                dedicated.nodes as f64 / t_dedicated.as_secs_f64() / 1e6,
                t_teaching.as_secs_f64() * 1e3,
                t_teaching.as_secs_f64() / t_dedicated.as_secs_f64(),
            );
        }
        let game = Reversi { heuristic: Heuristic::Strong, ..Reversi::default() };
        let started = Instant::now();
        let one = Midgame::search_threads(game, &board, 13, 1, Default::default(), None).unwrap();
        let t_one = started.elapsed();
        let started = Instant::now();
        let two = Midgame::search_threads(game, &board, 13, 2, Default::default(), None).unwrap();
        let t_two = started.elapsed();
        assert_eq!(two.value, one.value);
        println!(
            "depth 13, {name}, Strong: dedicated {:.2} s on one thread, {:.2} s on two ({:.2}x)",
            t_one.as_secs_f64(),
            t_two.as_secs_f64(),
            t_one.as_secs_f64() / t_two.as_secs_f64()
        );
    }
    for empties in [16u32, 20] {
        for seed in [1u64, 2, 3] {
            let board = random_position(seed, empties);
            let (own, opp) = board.sides();
            let started = Instant::now();
            let solved = Endgame::new().solve(own, opp, false).unwrap();
            let t = started.elapsed();
            let started = Instant::now();
            let shared = Endgame::solve_threads(own, opp, false, 2, Default::default()).unwrap();
            let t2 = started.elapsed();
            assert_eq!(shared.margin, solved.margin);
            let threads = format!(
                ", on two threads {:.3} s ({:.2}x)",
                t2.as_secs_f64(),
                t.as_secs_f64() / t2.as_secs_f64()
            );
            let teaching = if empties <= 16 {
                let started = Instant::now();
                let r = search(
                    &Reversi::default(),
                    &board,
                    &SearchConfig::default(),
                    Control::default(),
                )
                .unwrap();
                let for_mover = r.value * Reversi::default().to_move(&board).sign();
                assert_eq!(for_mover.signum(), solved.margin.signum());
                format!(
                    ", teaching engine {:.2} s: {:.0}x",
                    started.elapsed().as_secs_f64(),
                    started.elapsed().as_secs_f64() / t.as_secs_f64()
                )
            } else {
                String::new()
            };
            println!(
                "endgame, {empties} empty, position {seed}: margin {:+}, {} nodes in {:.3} s{threads}{teaching}",
                solved.margin,
                solved.nodes,
                t.as_secs_f64()
            );
        }
    }
}
