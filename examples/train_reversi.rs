//! Makes Reversi's pattern weights (`assets/reversi-pattern.bin`) from a seed, on this machine.
//! The shipped file is what one command wrote at commit 9c77f21: the third round of a
//! bootstrapping (about two hours on 2 cores):
//!
//! ```sh
//! cargo run --release --example train_reversi -- --bootstrap --seed 3 --games 50000 --out assets/reversi-pattern.bin
//! ```
//!
//! It runs the three rounds in turn, each a run of this program whose games are played and
//! labelled with the weights the round before made (`--weights`):
//!
//! ```sh
//! train_reversi --seed 3 --games 50000 --depth 6 --out OUT.round1
//! train_reversi --seed 4 --games 50000 --depth 4 --player pattern --weights OUT.round1 --out OUT.round2
//! train_reversi --seed 5 --games 50000 --depth 4 --player pattern --label search:6 --weights OUT.round2 --out OUT
//! ```
//!
//! The first round reads no weights (its solver orders by mobility alone), so what the command
//! writes depends on the seed and the program, not on the weights the program was built with.
//!
//! The data are games of the project's own play from varied openings (as XOT's): a number of random
//! moves drawn for each game, then the dedicated engine's moves (`--depth`; the `strong` heuristic,
//! or with `--player pattern` the shipped weights, or `--weights FILE`'s) until `--exact` empty
//! squares are left, where the exact solver takes over. Every position after the random opening is
//! kept. One of at most `--exact` empty squares is labelled by its exact margin (the endgame is
//! played on from there by the solver's best move, or a random one in three, so that its positions
//! vary too); an earlier one by the margin the game reached (the exact value of its first position
//! within the solver's reach, from the mover's view): the label Logistello and Egaroucid train on,
//! the result of the engine's own play; or, with `--label search:DEPTH`, by the margin a search of
//! that depth with the shipped weights (or `--weights FILE`'s) foresees (the anchors'
//! bootstrapping: a round's weights label the next round's positions). All phases are fitted at
//! once by least squares (stochastic gradient descent, AdaGrad steps, a small L2 pull to 0), a
//! tenth of the games held out to measure the mean absolute error, printed beside the disc-count
//! heuristic's. The weights' hash is printed last: it goes into `pattern::SHIPPED_FNV`.

use std::time::Instant;

use minimax_tui::engine::Score;
use minimax_tui::engine::score::is_decisive;
use minimax_tui::games::reversi::endgame::{Endgame, Order};
use minimax_tui::games::reversi::midgame::Midgame;
use minimax_tui::games::reversi::pattern::{self, Features, PER_PHASE, PHASES, UNIT, Weights};
use minimax_tui::games::reversi::{Board, Heuristic, PASS, Reversi, random_square};
use minimax_tui::rng::Rng;

struct Options {
    seed: u64,
    games: usize,
    epochs: usize,
    depth: u32,
    exact: u32,
    /// The heuristic the games are played with: `strong`, or `pattern` (the weights this build
    /// ships: the next round of a bootstrapping).
    player: Heuristic,
    out: String,
    /// Only measure these weights' accuracy.
    measure: Option<String>,
    /// How a position before the solver's reach is labelled.
    label: Label,
    /// The weights `--player pattern` and `--label search:DEPTH` use, instead of the shipped
    /// ones: the last round's.
    weights: Option<String>,
    /// Run the three rounds of the bootstrapping, from `seed`, each of `games` games.
    bootstrap: bool,
}

/// A label for a position the solver cannot reach.
#[derive(Clone, Copy)]
enum Label {
    /// The margin the game reached (the exact value of its first position within reach).
    Result,
    /// The value a search of this depth with the shipped weights foresees (the bootstrapping
    /// the anchors describe: each round's weights label the next round's positions), where it
    /// foresees a margin; the game's result where it sees the game end (its value then is a
    /// win or a loss, not a margin).
    Search(u32),
}

impl Default for Options {
    fn default() -> Options {
        Options {
            seed: 1,
            games: 2_000,
            epochs: 10,
            depth: 4,
            exact: 18,
            player: Heuristic::Strong,
            out: "reversi-pattern.bin".into(),
            measure: None,
            label: Label::Result,
            weights: None,
            bootstrap: false,
        }
    }
}

/// The options `args` give (the program's arguments, without its name).
fn parse(mut args: Vec<String>) -> Options {
    let mut o = Options::default();
    // The one option with no value.
    if let Some(at) = args.iter().position(|a| a == "--bootstrap") {
        args.remove(at);
        o.bootstrap = true;
    }
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        let number = || value.parse::<u64>().unwrap_or_else(|_| panic!("{}: a number", pair[0]));
        match pair[0].as_str() {
            "--seed" => o.seed = number(),
            "--games" => o.games = number() as usize,
            "--epochs" => o.epochs = number() as usize,
            "--depth" => o.depth = number() as u32,
            "--exact" => o.exact = (number() as u32).clamp(1, 24),
            "--out" => o.out = value,
            "--player" if value == "strong" => o.player = Heuristic::Strong,
            "--player" if value == "pattern" => o.player = Heuristic::Pattern,
            "--measure" => o.measure = Some(value),
            "--weights" => o.weights = Some(value),
            "--label" if value == "result" => o.label = Label::Result,
            "--label" => {
                let depth = value.strip_prefix("search:").and_then(|d| d.parse().ok());
                let depth = depth.unwrap_or_else(|| panic!("--label result or search:DEPTH"));
                o.label = Label::Search(depth)
            }
            other => panic!("unknown option {other}"),
        }
    }
    o
}

/// One game's positions, each with its label (the final margin for its mover, in discs).
fn game(rng: &mut Rng, o: &Options) -> Vec<(Board, f32)> {
    // A table of its own: which of equally good moves the solver answers depends on what its
    // table holds, so a game shared with other games would depend on the order they ran in.
    let mut endgame = Endgame::new().with_order(solver_order(o));
    let engine = Reversi { heuristic: o.player, exact_endgame: 0, dedicated: true };
    let opening = 4 + rng.below(21) as u32;
    let mut board = Board::start();
    let mut midgame = Vec::new();
    let mut out = Vec::new();
    while !board.is_over() {
        let legal = board.mover_moves();
        if legal == 0 {
            board = board.play(PASS);
            continue;
        }
        let played = 60 - board.empties();
        let mv = if played < opening {
            random_square(rng, legal)
        } else if board.empties() > o.exact {
            midgame.push((board, foreseen(&board, o.label)));
            let mut search = Midgame::new(engine).with_table_bits(14);
            search.search(&board, o.depth).expect("not stopped").best_move.expect("a move")
        } else {
            let (own, opp) = board.sides();
            let solved = endgame.solve(own, opp, false).expect("not stopped");
            if out.is_empty() {
                // The game's result for each midgame position's mover.
                for (earlier, foreseen) in &midgame {
                    let same = earlier.to_move == board.to_move;
                    let margin = if same { solved.margin } else { -solved.margin };
                    out.push((*earlier, foreseen.unwrap_or(margin) as f32));
                }
            }
            out.push((board, solved.margin as f32));
            if rng.below(3) == 0 {
                random_square(rng, legal)
            } else {
                solved.best_move.expect("a move")
            }
        };
        board = board.play(mv);
    }
    out
}

/// How the solver orders its moves: by the evaluation where the run reads weights anyway
/// (`--player pattern`, `--label search:DEPTH`, `--weights`), by mobility alone where it reads
/// none. The solver's choice among equally good moves depends on its order, so a run that read
/// the shipped weights there would make other games with other weights built in: the
/// bootstrapping's first round reads none, and its output (and so the rounds after it) is the
/// seed's alone, whatever file the program was built with.
fn solver_order(o: &Options) -> Order {
    let reads_weights = o.player == Heuristic::Pattern
        || matches!(o.label, Label::Search(_))
        || o.weights.is_some();
    if reads_weights { Order::Evaluation } else { Order::Mobility }
}

/// With `Label::Search`, the margin the search foresees for the board's mover, if it foresees
/// one.
fn foreseen(board: &Board, label: Label) -> Option<Score> {
    let Label::Search(depth) = label else { return None };
    let engine = Reversi { heuristic: Heuristic::Pattern, exact_endgame: 0, dedicated: true };
    let mut search = Midgame::new(engine).with_table_bits(14);
    let value = search.search(board, depth).expect("not stopped").value * board.to_move.sign();
    (!is_decisive(value)).then_some(value)
}

/// `o.games` games from `o.seed`, played on `cores` threads, in the order of their seeds: the
/// same games whatever the number of threads (each has a seed and a table of its own).
fn games(o: &Options, cores: usize) -> Vec<Vec<(Board, f32)>> {
    let started = Instant::now();
    let done = std::sync::atomic::AtomicUsize::new(0);
    let mut all: Vec<(usize, Vec<(Board, f32)>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores)
            .map(|core| {
                let done = &done;
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (core..o.games).step_by(cores) {
                        let mut rng = Rng::new(o.seed.wrapping_mul(0x9e37_79b9) ^ g as u64);
                        out.push((g, game(&mut rng, o)));
                        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
                        if n.is_multiple_of(1000) {
                            eprintln!("{n} games, {:.0} s", started.elapsed().as_secs_f64());
                        }
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    all.sort_by_key(|(g, _)| *g);
    all.into_iter().map(|(_, positions)| positions).collect()
}

/// Least squares for every phase's weights: AdaGrad steps on each position's error, a small
/// pull of every weight read toward 0.
fn fit(train: &[(Features, f32)], epochs: usize, rng: &mut Rng) -> Vec<f32> {
    let mut w = vec![0f32; PHASES * PER_PHASE];
    let mut squares = vec![1e-3f32; PHASES * PER_PHASE];
    let mut order: Vec<usize> = (0..train.len()).collect();
    for _ in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        for &i in &order {
            let (features, target) = &train[i];
            let base = features.phase * PER_PHASE;
            let predicted: f32 = features.terms().map(|(k, x)| w[base + k] * x).sum();
            let error = predicted - target;
            for (k, x) in features.terms() {
                let k = base + k;
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

/// The held-out games' mean absolute error by phase, beside counting discs.
fn held_out(weights: &Weights, held: &[Vec<(Board, f32)>]) {
    println!("phase  empties  positions  MAE pattern  MAE discs   (discs; held-out games)");
    for phase in 0..PHASES {
        let positions: Vec<&(Board, f32)> =
            held.iter().flatten().filter(|(b, _)| pattern::phase(b.empties()) == phase).collect();
        let n = positions.len().max(1) as f32;
        let mae = |f: &dyn Fn(&Board) -> f32| {
            positions.iter().map(|(b, l)| (f(b) - l).abs()).sum::<f32>() / n
        };
        let pattern = mae(&|b| weights.value(&Features::of(b)) as f32 / UNIT);
        let discs = mae(&|b| Heuristic::Discs.evaluate(b) as Score as f32);
        let (low, high) = (phase * 10, phase * 10 + 9);
        let count = positions.len();
        println!("{phase:>5}  {low:>2}-{high:<2}    {count:>9}  {pattern:>11.2}  {discs:>9.2}");
    }
}

/// The three rounds of the bootstrapping, each as this program's arguments: games played with
/// `strong` and labelled by their results; games played with round 1's weights; games played
/// with round 2's and labelled by its depth-6 searches. The last writes `out`.
fn rounds(o: &Options) -> [Vec<String>; 3] {
    let (seed, games, out) = (o.seed, o.games.to_string(), &o.out);
    let (first, second) = (format!("{out}.round1"), format!("{out}.round2"));
    let round = |seed: u64, rest: &[&str]| {
        let (seed, epochs, exact) = (seed.to_string(), o.epochs.to_string(), o.exact.to_string());
        let common = ["--seed", &seed, "--games", &games, "--epochs", &epochs, "--exact", &exact];
        common.iter().chain(rest).map(|a| a.to_string()).collect()
    };
    [
        round(seed, &["--depth", "6", "--out", &first]),
        round(
            seed + 1,
            &["--depth", "4", "--player", "pattern", "--weights", &first, "--out", &second],
        ),
        round(
            seed + 2,
            &[
                "--depth",
                "4",
                "--player",
                "pattern",
                "--label",
                "search:6",
                "--weights",
                &second,
                "--out",
                out,
            ],
        ),
    ]
}

/// Runs the rounds, each as a process of its own (a process's pattern weights are installed
/// once: `pattern::install`).
fn bootstrap(o: &Options) {
    let me = std::env::current_exe().expect("this program's path");
    for (i, args) in rounds(o).iter().enumerate() {
        println!("round {} of 3: train_reversi {}", i + 1, args.join(" "));
        let status = std::process::Command::new(&me).args(args).status().expect("a round runs");
        assert!(status.success(), "round {} failed: {status}", i + 1);
    }
}

/// The weights a file holds, and the file's hash. No more is read than a weights file's size
/// and a byte (a longer file is refused).
fn read_weights(file: &str) -> (Weights, u64) {
    use std::io::Read;
    let size = pattern::MAGIC.len() + 8 + PHASES * PER_PHASE * 2;
    let mut bytes = Vec::with_capacity(size + 1);
    let opened = std::fs::File::open(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    opened.take(size as u64 + 1).read_to_end(&mut bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
    let weights = Weights::read(&bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
    (weights, minimax_tui::rng::fnv1a(bytes.iter().copied()))
}

fn main() {
    let o = parse(std::env::args().skip(1).collect());
    if o.bootstrap {
        return bootstrap(&o);
    }
    if let Some(file) = &o.measure {
        accuracy(&read_weights(file).0);
        return;
    }
    if let Some(file) = &o.weights {
        let (weights, hash) = read_weights(file);
        pattern::install(weights).expect("installed before any use");
        println!("playing and labelling with {file} (hash 0x{hash:016x})");
    }
    let started = Instant::now();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let games = games(&o, cores);
    let (held, train) = games.split_at(games.len() / 10);
    let features: Vec<(Features, f32)> =
        train.iter().flatten().map(|(b, l)| (Features::of(b), *l)).collect();
    println!(
        "{} games, {} positions to fit, played and labelled in {:.0} s",
        games.len(),
        features.len(),
        started.elapsed().as_secs_f64()
    );
    let fitted = fit(&features, o.epochs, &mut Rng::new(o.seed));
    let mut weights = Weights::zero();
    for (slot, w) in weights.table.iter_mut().zip(&fitted) {
        *slot = (w * UNIT).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
    }
    held_out(&weights, held);
    accuracy(&weights);
    let bytes = weights.write();
    std::fs::write(&o.out, &bytes).expect("the weights are written");
    println!(
        "{} written ({} bytes) in {:.0} s; its hash (pattern::SHIPPED_FNV): 0x{:016x}",
        o.out,
        bytes.len(),
        started.elapsed().as_secs_f64(),
        minimax_tui::rng::fnv1a(bytes.iter().copied())
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bootstrapping's rounds are the shipped recipe, and each plays and labels with the
    /// weights the round before wrote.
    #[test]
    fn each_round_reads_the_weights_the_last_wrote() {
        let o = parse(
            ["--bootstrap", "--seed", "3", "--games", "50000", "--out", "w.bin"]
                .map(String::from)
                .to_vec(),
        );
        assert!(o.bootstrap);
        let [first, second, third] = rounds(&o).map(parse);
        assert_eq!([first.seed, second.seed, third.seed], [3, 4, 5]);
        assert!([&first, &second, &third].iter().all(|r| r.games == 50_000 && !r.bootstrap));
        assert_eq!(
            (first.depth, first.player, first.weights.as_deref()),
            (6, Heuristic::Strong, None)
        );
        assert!(matches!(first.label, Label::Result));
        assert_eq!((second.depth, second.player), (4, Heuristic::Pattern));
        assert_eq!(second.weights.as_deref(), Some(first.out.as_str()));
        assert!(matches!(second.label, Label::Result));
        assert_eq!((third.depth, third.player), (4, Heuristic::Pattern));
        assert_eq!(third.weights.as_deref(), Some(second.out.as_str()));
        assert!(matches!(third.label, Label::Search(6)));
        assert_eq!(third.out, "w.bin");
        let outs = [&first.out, &second.out, &third.out];
        assert!(outs[0] != outs[1] && outs[1] != outs[2] && outs[0] != outs[2], "{outs:?}");
    }

    /// The first round reads no weights: its games are the same with other weights installed
    /// (and installing them is refused once any were read).
    #[test]
    fn a_round_without_weights_reads_none() {
        let o = Options { seed: 11, games: 6, depth: 2, ..Options::default() };
        assert_eq!(solver_order(&o), Order::Mobility);
        let before = games(&o, 2);
        pattern::install(Weights::zero()).expect("no weights were read");
        assert!(before == games(&o, 2), "the games depend on the weights");
    }

    /// A seed makes the same games, positions and labels on one thread as on three.
    #[test]
    fn a_seed_makes_the_same_games_on_any_number_of_threads() {
        let o = Options { seed: 7, games: 8, depth: 2, exact: 16, ..Options::default() };
        let one = games(&o, 1);
        assert_eq!(one.len(), 8);
        assert!(one.iter().all(|g| g.len() > 20), "every game keeps its positions");
        let three = games(&o, 3);
        assert!(one == three, "the games differ with the threads");
    }
}
