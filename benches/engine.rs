//! Engine benchmarks (issue 2): the Sum Game solve at L = 1,000,000 as a whole process, side by side
//! with a plain dynamic-programming loop in Python over the same L; growth in L; and node counts of
//! plain minimax, alpha-beta and alpha-beta + table for L = 10..40, T = {2, 3}.
//!
//! Run with `cargo bench --bench engine`.

use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput};
use minimax_tui::engine::{Control, SearchConfig, search};
use minimax_tui::games::sum::SumGame;

const PYTHON_DP: &str = r#"
import sys
L = int(sys.argv[1]); T = [2, 3, 7]
win = [False] * (L + 1)          # win[r]: the mover wins with r left to the target
for r in range(1, L + 1):
    win[r] = any(k == r or (k < r and not win[r - k]) for k in T)
print(1 if win[L] else -1)
"#;

fn median_of(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn run_ok(cmd: &mut Command) {
    let out = cmd.output().expect("the command starts");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// The whole `minimax solve` process against the Python loop, as one ratio.
fn process_versus_python() {
    let ours = median_of(7, || {
        run_ok(
            Command::new(env!("CARGO_BIN_EXE_minimax"))
                .args(["solve", "sum", "--target", "1000000", "--moves", "2,3,7", "--json"]),
        )
    });
    println!(
        "sum L=1,000,000 T={{2,3,7}}: `minimax solve` process, median of 7: {:.1} ms",
        ours.as_secs_f64() * 1e3
    );
    let python =
        Command::new("python3").arg("--version").output().is_ok_and(|o| o.status.success());
    if !python {
        println!("python3 not found: no reference run");
        return;
    }
    let theirs =
        median_of(3, || run_ok(Command::new("python3").args(["-c", PYTHON_DP, "1000000"])));
    println!(
        "sum L=1,000,000 T={{2,3,7}}: python DP process, median of 3: {:.1} ms; ratio python/minimax = {:.1}x",
        theirs.as_secs_f64() * 1e3,
        theirs.as_secs_f64() / ours.as_secs_f64()
    );
}

fn node_count_table() {
    println!("sum T={{2,3}}: nodes from the start position");
    println!("{:>4} {:>14} {:>12} {:>14}", "L", "plain minimax", "alpha-beta", "alpha-beta+TT");
    let plain = SearchConfig::plain();
    let alpha_beta = SearchConfig { alpha_beta: true, ..plain };
    let with_tt = SearchConfig { transposition_table: true, ..alpha_beta };
    for target in (10..=40).step_by(5) {
        let game = SumGame::new(target, &[2, 3]).unwrap();
        let nodes = |config: &SearchConfig| {
            search(&game, &game.start(), config, Control::default()).unwrap().stats.nodes
        };
        println!(
            "{target:>4} {:>14} {:>12} {:>14}",
            nodes(&plain),
            nodes(&alpha_beta),
            nodes(&with_tt)
        );
    }
}

/// Recording a trace of about a million events against the same search untraced (issue 4: at most
/// 3x the time and 64 bytes per event; issue 15: at most 3x into a fresh trace, as the app
/// records). A fresh trace also pays the kernel for the pages of its ~45 MB (fewer since it asks
/// for huge pages); a trace reused from the search before (`Trace::clear`) does not.
fn trace_overhead() {
    use minimax_tui::engine::search::search_traced;
    use minimax_tui::engine::trace::{Event, Node, Trace};
    let game = SumGame::new(25, &[1, 3, 4]).unwrap();
    let config = SearchConfig { transposition_table: false, ..SearchConfig::plain() };
    let untraced = median_of(5, || {
        black_box(search(&game, &game.start(), &config, Control::default()).unwrap());
    });
    let record = |trace: &mut Trace<u32>| {
        black_box(search_traced(&game, &game.start(), &config, Control::default(), trace).unwrap());
    };
    let fresh = median_of(5, || record(&mut Trace::new(usize::MAX, config.algorithm)));
    let mut trace = Trace::new(usize::MAX, config.algorithm);
    let reused = median_of(5, || {
        trace.clear();
        record(&mut trace);
    });
    let events = trace.events.len();
    let bytes = events * std::mem::size_of::<Event>()
        + trace.nodes.len() * std::mem::size_of::<Node<u32>>()
        + trace.pruned.len() * std::mem::size_of::<u32>();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio = |d: Duration| d.as_secs_f64() / untraced.as_secs_f64();
    println!(
        "trace of {events} events ({} nodes): untraced {:.1} ms; recorded into a reused trace {:.1} ms = {:.2}x; \
         into a fresh trace {:.1} ms = {:.2}x; {:.1} bytes per event",
        trace.nodes.len(),
        ms(untraced),
        ms(reused),
        ratio(reused),
        ms(fresh),
        ratio(fresh),
        bytes as f64 / events as f64
    );
}

fn growth_in_target(c: &mut Criterion) {
    let mut group = c.benchmark_group("sum_solve_tt");
    group.sample_size(10);
    for target in [250_000u32, 500_000, 1_000_000] {
        let game = SumGame::new(target, &[2, 3, 7]).unwrap();
        group.throughput(Throughput::Elements(target as u64));
        group.bench_with_input(BenchmarkId::from_parameter(target), &game, |b, game| {
            b.iter(|| {
                let result =
                    search(game, &game.start(), &SearchConfig::default(), Control::default());
                black_box(result.unwrap().value)
            })
        });
    }
    group.finish();
}

fn main() {
    node_count_table();
    process_versus_python();
    trace_overhead();
    let mut c = Criterion::default().configure_from_args();
    growth_in_target(&mut c);
    c.final_summary();
}
