//! Makes Reversi's pattern weights (`assets/reversi-pattern.bin`) from a seed, on this machine:
//!
//! ```sh
//! cargo run --release --example train_reversi -- --seed 1 --positions 40000 --out assets/reversi-pattern.bin
//! ```
//!
//! Positions come from games of the project's own play (`pattern::played`: a greedy move by the
//! `strong` heuristic, or a random one in three: varied openings, as XOT's), one taken from each game at a number of
//! empty squares drawn for it. The endgame positions (at most 20 empty squares) are labelled by
//! the exact solver; earlier ones, phase by phase, by a shallow alpha-beta search whose leaves the
//! weights fitted so far value: the bootstrapping Logistello and Edax describe. Each phase's
//! weights are fitted by least squares (stochastic gradient descent, AdaGrad steps, a small L2
//! pull to 0), a tenth of the positions held out to measure the mean absolute error, which is
//! printed beside the disc-count heuristic's. The weights' hash is printed last: it goes into
//! `pattern::SHIPPED_FNV`.

use std::time::Instant;

use minimax_tui::engine::Score;
use minimax_tui::games::reversi::endgame::Endgame;
use minimax_tui::games::reversi::pattern::{self, Features, PER_PHASE, PHASES, UNIT, Weights};
use minimax_tui::games::reversi::{Board, Heuristic, PASS, moves};
use minimax_tui::rng::Rng;

struct Options {
    seed: u64,
    positions: usize,
    epochs: usize,
    depth: u32,
    out: String,
    /// Only measure these weights' accuracy.
    measure: Option<String>,
}

fn options() -> Options {
    let mut o = Options {
        seed: 1,
        positions: 20_000,
        epochs: 20,
        depth: 2,
        out: "reversi-pattern.bin".into(),
        measure: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let number = || value.parse::<u64>().unwrap_or_else(|_| panic!("{}: a number", pair[0]));
        match pair[0].as_str() {
            "--seed" => o.seed = number(),
            "--positions" => o.positions = number() as usize,
            "--epochs" => o.epochs = number() as usize,
            "--depth" => o.depth = number() as u32,
            "--out" => o.out = value,
            "--measure" => o.measure = Some(value),
            other => panic!("unknown option {other}"),
        }
    }
    o
}

fn squares(bits: u64) -> Vec<u8> {
    (0..64).filter(|&s| bits & 1 << s != 0).collect()
}

/// Alpha-beta to `depth`, the weights valuing the leaves; exact at the game's end.
fn search(
    weights: &Weights,
    fitted: usize,
    board: &Board,
    depth: u32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    let (own, opp) = board.sides();
    let legal = moves(own, opp);
    if legal == 0 {
        if moves(opp, own) == 0 {
            return (own.count_ones() as i32 - opp.count_ones() as i32) * UNIT as i32;
        }
        return -search(weights, fitted, &board.play(PASS), depth, -beta, -alpha);
    }
    if depth == 0 {
        // A phase not fitted yet is valued by the latest one that is.
        let mut features = Features::of(board);
        features.phase = features.phase.min(fitted);
        return weights.value(&features);
    }
    let mut best = i32::MIN;
    for mv in squares(legal) {
        let value = -search(weights, fitted, &board.play(mv), depth - 1, -beta, -alpha);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// The final margin for the mover, exactly, or as the search foresees it (in discs).
fn label(weights: &Weights, fitted: usize, board: &Board, depth: u32) -> f32 {
    if board.empties() <= 20 {
        let (own, opp) = board.sides();
        return Endgame::new().solve(own, opp, false).expect("not stopped").margin as f32;
    }
    search(weights, fitted, board, depth, -i32::MAX, i32::MAX) as f32 / UNIT
}

/// Positions in one phase, each with its label, made on every core.
fn labelled(
    seed: u64,
    count: usize,
    phase: usize,
    weights: &Weights,
    depth: u32,
) -> Vec<(Board, f32)> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let low = (phase * 10).max(4) as u32;
    let high = (phase * 10 + 9).min(56) as u32;
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores)
            .map(|core| {
                scope.spawn(move || {
                    let mut rng = Rng::new(seed ^ (phase as u64) << 32 ^ core as u64);
                    let mut out = Vec::new();
                    while out.len() < count / cores {
                        let empties = low + rng.below((high - low + 1) as u64) as u32;
                        if let Some(board) = pattern::played(&mut rng, empties) {
                            let fitted = phase.saturating_sub(1);
                            out.push((board, label(weights, fitted, &board, depth)));
                        }
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    })
}

/// Least squares for one phase's weights: AdaGrad steps on each position's error, a small pull
/// of every weight read toward 0.
fn fit(train: &[(Features, f32)], epochs: usize, rng: &mut Rng) -> Vec<f32> {
    let mut w = vec![0f32; PER_PHASE];
    let mut squares = vec![1e-3f32; PER_PHASE];
    let mut order: Vec<usize> = (0..train.len()).collect();
    for _ in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for &i in &order {
            let (features, target) = &train[i];
            let predicted: f32 = features.terms().map(|(k, x)| w[k] * x).sum();
            let error = predicted - target;
            for (k, x) in features.terms() {
                let gradient = error * x + 1e-3 * w[k];
                squares[k] += gradient * gradient;
                w[k] -= 0.5 * gradient / squares[k].sqrt();
            }
        }
    }
    w
}

/// The mean absolute error against the exact solver, in discs, at 16, 20 and 24 empty squares
/// (40, 40 and 12 positions, of a seed the training did not use), beside counting discs.
fn accuracy(weights: &Weights) {
    println!("empties  positions  MAE pattern  MAE discs   (discs, against exact margins)");
    let mut rng = Rng::new(0xacc);
    for (empties, count) in [(16, 40), (20, 40), (24, 12)] {
        let (mut pattern, mut discs, mut n) = (0.0, 0.0, 0);
        while n < count {
            let Some(board) = pattern::played(&mut rng, empties) else { continue };
            let (own, opp) = board.sides();
            let exact = Endgame::new().solve(own, opp, false).expect("not stopped").margin;
            pattern += (weights.evaluate(&board) - exact).abs() as f64;
            discs += (Heuristic::Discs.evaluate(&board) - exact).abs() as f64;
            n += 1;
        }
        let count = count as f64;
        println!("{empties:>7}  {count:>9}  {:>11.2}  {:>9.2}", pattern / count, discs / count);
    }
}

fn main() {
    let o = options();
    if let Some(file) = &o.measure {
        let bytes = std::fs::read(file).expect("the weights file reads");
        accuracy(&Weights::read(&bytes).expect("a weights file"));
        return;
    }
    let started = Instant::now();
    let mut weights = Weights::zero();
    let mut rng = Rng::new(o.seed);
    println!("phase  empties  positions  MAE pattern  MAE discs   (discs; held-out tenth)");
    // Late phases first: each earlier one is labelled by searches the later ones value.
    for phase in 0..PHASES {
        let data = labelled(o.seed, o.positions / PHASES, phase, &weights, o.depth);
        let held = data.len() / 10;
        let features: Vec<(Features, f32)> =
            data.iter().map(|(b, l)| (Features::of(b), *l)).collect();
        let fitted = fit(&features[held..], o.epochs, &mut rng);
        let table = &mut weights.table[phase * PER_PHASE..][..PER_PHASE];
        for (slot, w) in table.iter_mut().zip(&fitted) {
            *slot = (w * UNIT).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        }
        let mae = |f: &dyn Fn(&Board) -> f32| {
            data[..held].iter().map(|(b, l)| (f(b) - l).abs()).sum::<f32>() / held.max(1) as f32
        };
        let pattern = mae(&|b| weights.value(&Features::of(b)) as f32 / UNIT);
        let discs = mae(&|b| Heuristic::Discs.evaluate(b) as Score as f32);
        println!(
            "{phase:>5}  {:>2}-{:<2}    {:>9}  {pattern:>11.2}  {discs:>9.2}",
            phase * 10,
            phase * 10 + 9,
            data.len()
        );
    }
    accuracy(&weights);
    let bytes = weights.write();
    std::fs::write(&o.out, &bytes).expect("the weights are written");
    println!(
        "{} written ({} bytes) in {:.0} s; its hash (pattern::SHIPPED_FNV): 0x{:016x}",
        o.out,
        bytes.len(),
        started.elapsed().as_secs_f64(),
        pattern::fnv(&bytes)
    );
}
