//! Reversi's trained evaluation (`--heuristic pattern`) against the hand-set `strong` one and
//! counting discs (issue 54): its error against the exact solver, the discs each loses per move
//! by the solver's measure, and games between them at equal depth. Nothing here runs an outside
//! program: the anchors are our own earlier evaluations, and the positions are of a seed the
//! training never used.

use minimax_tui::engine::control::Control;
use minimax_tui::games::reversi::endgame::{Endgame, SOLVED_FROM, final_margin};
use minimax_tui::games::reversi::midgame::Midgame;
use minimax_tui::games::reversi::{Board, Heuristic, PASS, Reversi, cores, pattern, random_square};
use minimax_tui::rng::Rng;
use std::time::{Duration, Instant};

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

/// A player of whole games.
pub trait Player {
    /// The move for `board`'s mover, who has one.
    fn choose(&mut self, board: &Board) -> u8;
}

/// How far our engine looks before a move.
#[derive(Clone, Copy)]
pub enum Limit {
    Depth(u32),
    /// Iterative deepening on a clock of this long a move.
    Clock(Duration),
}

/// Ours: the dedicated engine with `heuristic` within `limit`, exact from `exact_from` empty
/// squares (on a clock, if the solve finishes within half the move's time; the midgame search
/// has what is left).
pub struct Ours {
    heuristic: Heuristic,
    limit: Limit,
    exact_from: u32,
    endgame: Endgame<'static>,
}

impl Ours {
    pub fn new(heuristic: Heuristic, limit: Limit, exact_from: u32) -> Ours {
        Ours { heuristic, limit, exact_from, endgame: Endgame::new() }
    }
}

impl Player for Ours {
    fn choose(&mut self, board: &Board) -> u8 {
        let (own, opp) = board.sides();
        let exact = board.empties() <= self.exact_from;
        let time = match self.limit {
            Limit::Depth(_) if exact => {
                let solved = self.endgame.solve(own, opp, false).expect("not stopped");
                return solved.best_move.expect("a move");
            }
            Limit::Depth(depth) => return chosen(self.heuristic, board, depth),
            Limit::Clock(time) if exact => {
                let control = Control::default().within(time / 2);
                let mut endgame = std::mem::take(&mut self.endgame).with_control(control);
                let solved = endgame.solve(own, opp, false);
                self.endgame = endgame;
                if let Ok(solved) = solved {
                    return solved.best_move.expect("a move");
                }
                time / 2
            }
            Limit::Clock(time) => time,
        };
        let game = Reversi { heuristic: self.heuristic, exact_endgame: 0, dedicated: true };
        let mut search = Midgame::new(game).with_table_bits(16).with_clock(time);
        search.search(board, 60).expect("not stopped").best_move.unwrap_or(PASS)
    }
}

/// One game from `board` to the end, Black `players[0]` and White `players[1]`: Black's
/// margin, and each side's time thinking and moves.
fn game(mut board: Board, players: [&mut dyn Player; 2]) -> (i32, [(Duration, u32); 2]) {
    let mut clocks = [(Duration::ZERO, 0); 2];
    while !board.is_over() {
        let side = usize::from(board.to_move.sign() < 0);
        let mv = if board.mover_moves() == 0 {
            PASS
        } else {
            let started = Instant::now();
            let mv = players[side].choose(&board);
            clocks[side].0 += started.elapsed();
            clocks[side].1 += 1;
            assert!(board.mover_moves() & 1 << mv != 0, "an illegal move: {mv} on {board:?}");
            mv
        };
        board = board.play(mv);
    }
    (final_margin(board.black, board.white), clocks)
}

/// The games of one match: ours against theirs from every opening, both ways round.
#[derive(Default)]
pub struct Match {
    /// Ours' margin in each game.
    pub margins: Vec<i32>,
    /// Each side's time thinking and moves, ours first.
    pub clocks: [(Duration, u32); 2],
}

impl Match {
    /// `openings` openings, each played twice with the sides swapped, on every core: `pair`
    /// makes each thread's players (ours, theirs).
    pub fn play<P: Player>(openings: u64, pair: impl Fn() -> (Ours, P) + Sync) -> Match {
        let threads = cores() as u64;
        let parts: Vec<Match> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let pair = &pair;
                    scope.spawn(move || {
                        let (mut ours, mut theirs) = pair();
                        let mut out = Match::default();
                        for i in (t..openings).step_by(threads as usize) {
                            let board = opening(SEED ^ 2 ^ i << 8);
                            let (m, [a, b]) = game(board, [&mut ours, &mut theirs]);
                            out.add(&[m], [a, b]);
                            let (m, [b, a]) = game(board, [&mut theirs, &mut ours]);
                            out.add(&[-m], [a, b]);
                        }
                        out
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).collect()
        });
        let mut all = Match::default();
        for part in parts {
            all.add(&part.margins, part.clocks);
        }
        all
    }

    /// Games' margins and the sides' clocks over them, added to the match's.
    fn add(&mut self, margins: &[i32], clocks: [(Duration, u32); 2]) {
        self.margins.extend_from_slice(margins);
        for (c, p) in self.clocks.iter_mut().zip(clocks) {
            (c.0, c.1) = (c.0 + p.0, c.1 + p.1);
        }
    }

    /// Ours' score in percent (a win 1, a draw ½) and its text: the score, won-drawn-lost and
    /// the mean margin.
    pub fn score(&self) -> (String, f64) {
        let games = self.margins.len() as f64;
        let won = self.margins.iter().filter(|&&m| m > 0).count();
        let drawn = self.margins.iter().filter(|&&m| m == 0).count();
        let lost = self.margins.len() - won - drawn;
        let score = (won as f64 + drawn as f64 / 2.0) / games * 100.0;
        let margin = self.margins.iter().sum::<i32>() as f64 / games;
        (format!("{score:.1} % ({won}-{drawn}-{lost}), {margin:+.1} discs a game"), score)
    }

    /// Each side's mean time a move, in milliseconds (ours first).
    pub fn per_move(&self) -> [f64; 2] {
        self.clocks.map(|(t, n)| t.as_secs_f64() * 1e3 / f64::from(n.max(1)))
    }
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
/// `SOLVED_FROM` empty squares as the app's computer (so the evaluations decide the midgame only).
pub fn strength(depth: u32, openings: u64) {
    let one = |heuristic| Ours::new(heuristic, Limit::Depth(depth), SOLVED_FROM);
    let played = Match::play(openings, || (one(Heuristic::Pattern), one(Heuristic::Strong)));
    figure_row(
        &format!(
            "Reversi pattern against strong, depth {depth} to {SOLVED_FROM} empty squares, {} games ({openings} openings, sides swapped)",
            played.margins.len()
        ),
        played.score(),
        &[],
    );
}
