//! Reversi's trained evaluation (`--heuristic pattern`) against the hand-set `strong` one and
//! counting discs (issue 54): its error against the exact solver, the discs each loses per move
//! by the solver's measure, and games between them at equal depth. Nothing here runs an outside
//! program: the anchors are our own earlier evaluations, and the positions are of a seed the
//! training never used.

use minimax_tui::games::reversi::endgame::{Endgame, SOLVED_FROM, final_margin};
use minimax_tui::games::reversi::midgame::Midgame;
use minimax_tui::games::reversi::{Board, Heuristic, PASS, Reversi, cores, pattern, random_square};
use minimax_tui::rng::Rng;

use super::figure_row;

/// The seed of every position measured here.
const SEED: u64 = 0xe7a1;

/// The move the dedicated engine plays with `heuristic` at `depth`.
fn chosen(heuristic: Heuristic, board: &Board, depth: u32) -> u8 {
    let game = Reversi { heuristic, exact_endgame: 0, dedicated: true };
    let mut search = Midgame::new(game).with_table_bits(16);
    search.search(board, depth).expect("not stopped").best_move.unwrap_or(PASS)
}

/// The exact final margin for the mover, on every core.
fn exact(board: &Board) -> i32 {
    let (own, opp) = board.sides();
    Endgame::solve_threads(own, opp, false, cores(), Default::default())
        .expect("not stopped")
        .margin
}

/// The mean absolute error of each evaluation against the exact margin, in discs.
pub fn accuracy() {
    let mut rng = Rng::new(SEED);
    for (empties, count) in [(16, 40), (20, 40), (24, 12)] {
        let (mut pattern, mut discs, mut n) = (0.0, 0.0, 0);
        while n < count {
            let Some(board) = pattern::played(&mut rng, empties) else { continue };
            let margin = exact(&board);
            pattern += (Heuristic::Pattern.evaluate(&board) - margin).abs() as f64 / count as f64;
            discs += (Heuristic::Discs.evaluate(&board) - margin).abs() as f64 / count as f64;
            n += 1;
        }
        figure_row(
            &format!(
                "Reversi evaluation's mean error, {empties} empty squares ({count} positions)"
            ),
            (format!("{pattern:.2} discs"), pattern),
            &[("counting discs", format!("{discs:.2} discs"), discs)],
        );
    }
}

/// The discs a move at `depth` gives away against the best move, by the exact solver, on
/// positions of 20 to 24 empty squares (8 of each).
pub fn loss(depth: u32) {
    let mut rng = Rng::new(SEED ^ 1);
    let (mut pattern, mut strong, mut n) = (0.0, 0.0, 0);
    for empties in 20..=24 {
        let mut found = 0;
        while found < 8 {
            let Some(board) = pattern::played(&mut rng, empties) else { continue };
            let best = exact(&board);
            let after = |h| -exact(&board.play(chosen(h, &board, depth)));
            pattern += (best - after(Heuristic::Pattern)) as f64;
            strong += (best - after(Heuristic::Strong)) as f64;
            (found, n) = (found + 1, n + 1);
        }
    }
    let (pattern, strong) = (pattern / n as f64, strong / n as f64);
    figure_row(
        &format!("Reversi discs lost per move, 20-24 empty squares, depth {depth} ({n} positions)"),
        (format!("{pattern:.2} discs"), pattern),
        &[("strong", format!("{strong:.2} discs"), strong)],
    );
}

/// One game from `board` to the end, Black with `black` and White with `white`, each solving
/// exactly from `SOLVED_FROM` empty squares as the app's computer does: Black's margin.
fn game(mut board: Board, players: [Heuristic; 2], depth: u32, endgame: &mut Endgame) -> i32 {
    let [black, white] = players;
    while !board.is_over() {
        let heuristic = if board.to_move.sign() > 0 { black } else { white };
        let (own, opp) = board.sides();
        let mv = if board.mover_moves() == 0 {
            PASS
        } else if board.empties() <= SOLVED_FROM {
            endgame.solve(own, opp, false).expect("not stopped").best_move.expect("a move")
        } else {
            chosen(heuristic, &board, depth)
        };
        board = board.play(mv);
    }
    final_margin(board.black, board.white)
}

/// An opening of eight random moves, from `seed`.
fn opening(seed: u64) -> Board {
    let mut rng = Rng::new(seed);
    loop {
        let mut board = Board::start();
        while board.empties() > 52 && board.mover_moves() != 0 {
            board = board.play(random_square(&mut rng, board.mover_moves()));
        }
        if board.empties() == 52 && board.mover_moves() != 0 {
            return board;
        }
    }
}

/// `openings` openings, each played twice with the sides swapped: the pattern evaluation's
/// score (a win 1, a draw ½) and mean margin against `strong`, both at `depth` and exact from
/// `SOLVED_FROM` empty squares (so the evaluations decide the midgame only).
pub fn strength(depth: u32, openings: u64) {
    let threads = cores() as u64;
    let margins: Vec<i32> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let (mut out, mut endgame) = (Vec::new(), Endgame::new());
                    let (pattern, strong) = (Heuristic::Pattern, Heuristic::Strong);
                    for i in (t..openings).step_by(threads as usize) {
                        let board = opening(SEED ^ 2 ^ i << 8);
                        out.push(game(board, [pattern, strong], depth, &mut endgame));
                        out.push(-game(board, [strong, pattern], depth, &mut endgame));
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    let games = margins.len() as f64;
    let won = margins.iter().filter(|&&m| m > 0).count();
    let drawn = margins.iter().filter(|&&m| m == 0).count();
    let lost = margins.len() - won - drawn;
    let score = (won as f64 + drawn as f64 / 2.0) / games * 100.0;
    let margin = margins.iter().sum::<i32>() as f64 / games;
    figure_row(
        &format!(
            "Reversi pattern against strong, depth {depth} to {SOLVED_FROM} empty squares, {} games ({openings} openings, sides swapped)",
            margins.len()
        ),
        (format!("{score:.1} % ({won}-{drawn}-{lost}), {margin:+.1} discs a game"), score),
        &[],
    );
}
