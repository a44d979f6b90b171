//! Issue 16: the strong Connect Four solver on sets of positions, as Pons measures his (mean
//! positions explored, mean time, positions per second), with each technique added in turn on
//! the sets small enough to solve without them. Pons' own test sets cannot be fetched here; these
//! sets are made the same way (random play, sorted by how many moves were played), from a fixed
//! seed, and written to `target/connect4-sets/` for `minimax bench connect4 FILE`.
//!
//! Last, how far from the end the app's hints are exact: positions of random play at each count of
//! empty cells, every column's strong score asked as the hints ask it (a fresh table of the app's
//! size, stopped at one second).
//!
//! Run with `cargo bench --bench connect4 [-- horizon]` (`horizon`: that table alone).

use std::io::Write;
use std::time::Instant;

use minimax_tui::engine::Control;
use minimax_tui::games::connect4::solver::{DEFAULT_ENTRIES, HINT_ENTRIES, Solver, Techniques};
use minimax_tui::games::connect4::{ConnectFour, Discs};
use minimax_tui::rng::Rng;

/// `count` positions with `moves` discs played by random play that never lets the opponent win
/// at once when it can help it, with their scores.
fn set(
    game: &ConnectFour,
    seed: u64,
    moves: std::ops::Range<u8>,
    count: usize,
) -> Vec<(String, Discs)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    'positions: while out.len() < count {
        let target = moves.start + rng.below((moves.end - moves.start) as u64) as u8;
        let (mut discs, mut text) = (Discs::default(), String::new());
        while discs.moves < target {
            let safe: Vec<u8> = (0..game.width())
                .filter(|&c| game.can_play(&discs, c) && !game.wins_at_once(&discs, c))
                .collect();
            if safe.is_empty() {
                continue 'positions;
            }
            let col = safe[rng.below(safe.len() as u64) as usize];
            discs = game.play(&discs, col);
            text.push(char::from(b'1' + col));
        }
        // A position where the mover wins at once is no test.
        if (0..game.width()).any(|c| game.can_play(&discs, c) && game.wins_at_once(&discs, c)) {
            continue;
        }
        out.push((text, discs));
    }
    out
}

/// Solves every position with `techniques` (the table forgotten before each); mean nodes, mean
/// µs, M positions/s.
fn measure(
    solver: &mut Solver<'_>,
    positions: &[(String, Discs)],
    techniques: Techniques,
    weak: bool,
) -> (f64, f64, f64, Vec<i32>) {
    solver.techniques = techniques;
    let (mut nodes, mut scores) = (0u64, Vec::new());
    let started = Instant::now();
    for (_, discs) in positions {
        solver.clear();
        solver.stats = Default::default();
        scores.push(solver.score(discs, weak).unwrap());
        nodes += solver.stats.nodes;
    }
    let seconds = started.elapsed().as_secs_f64();
    let n = positions.len() as f64;
    (nodes as f64 / n, seconds / n * 1e6, nodes as f64 / seconds / 1e6, scores)
}

/// For each count of empty cells, 20 positions of random play: how many the hints' solve answers
/// within a second, the median and the slowest time (a second where it did not answer).
fn horizon(game: &ConnectFour) {
    const BUDGET: std::time::Duration = std::time::Duration::from_secs(1);
    println!("| empty cells | positions | every column solved within 1 s | median s | slowest s |");
    println!("|---:|---:|---:|---:|---:|");
    for empties in (16..=32).step_by(2) {
        let moves = game.cells() - empties;
        let positions = set(game, 100 + u64::from(empties), moves..moves + 1, 20);
        let mut times = Vec::new();
        for (_, discs) in &positions {
            let started = Instant::now();
            let control = Control::default().within(BUDGET);
            let mut solver =
                Solver::new(game, Techniques::default(), HINT_ENTRIES).with_control(control);
            let solved = solver.analyse(discs, false).is_ok();
            times.push((started.elapsed().as_secs_f64(), solved));
        }
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let solved = times.iter().filter(|t| t.1).count();
        let (median, slowest) = (times[times.len() / 2].0, times[times.len() - 1].0);
        println!("| {empties} | {} | {solved} | {median:.3} | {slowest:.3} |", positions.len());
    }
}

fn main() {
    let game = ConnectFour::standard();
    if std::env::args().skip(1).any(|a| a == "horizon") {
        horizon(&game);
        return;
    }
    let sets = [
        ("end (28-35 moves)", "end", set(&game, 1, 28..36, 1000)),
        ("middle (20-27 moves)", "middle", set(&game, 2, 20..28, 200)),
        ("early middle (14-19 moves)", "early", set(&game, 3, 14..20, 20)),
    ];
    // One solver (one table, allocated once) for every measurement, as a program would keep it.
    let mut solver = Solver::new(&game, Techniques::default(), DEFAULT_ENTRIES);
    let dir = std::path::Path::new("target/connect4-sets");
    std::fs::create_dir_all(dir).unwrap();
    println!(
        "| set, solve, techniques | positions | mean positions explored | mean µs | M pos/s |"
    );
    println!("|---|---:|---:|---:|---:|");
    for (name, file, positions) in &sets {
        let (nodes, micros, rate, scores) =
            measure(&mut solver, positions, Techniques::default(), false);
        println!(
            "| {name}, strong, all | {} | {nodes:.0} | {micros:.0} | {rate:.2} |",
            positions.len()
        );
        let mut out = std::fs::File::create(dir.join(format!("{file}.txt"))).unwrap();
        for ((text, _), score) in positions.iter().zip(&scores) {
            writeln!(out, "{text} {score}").unwrap();
        }
        let (nodes, micros, rate, weak) =
            measure(&mut solver, positions, Techniques::default(), true);
        assert!(weak.iter().zip(&scores).all(|(w, s)| *w == s.signum()));
        println!(
            "| {name}, weak, all | {} | {nodes:.0} | {micros:.0} | {rate:.2} |",
            positions.len()
        );
    }
    // Each technique added in turn, on the end set (the others take too long without them).
    let (name, _, positions) = &sets[0];
    let reference = measure(&mut solver, positions, Techniques::default(), false).3;
    for (step, techniques) in Techniques::ladder() {
        let step = minimax_tui::i18n::text(step, None);
        let (nodes, micros, rate, scores) = measure(&mut solver, positions, techniques, false);
        assert_eq!(scores, reference, "{step} changed a score");
        println!(
            "| {name}, strong, {step} | {} | {nodes:.0} | {micros:.0} | {rate:.2} |",
            positions.len()
        );
    }
    horizon(&game);
}
