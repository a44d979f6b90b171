//! Nim (issue 5): the perfect player on 100,000 heaps (under 10 ms), and an arena of 1,000 games
//! between built-in players (under a second).
//!
//! Run with `cargo bench --bench nim`.

use std::hint::black_box;

use criterion::Criterion;
use minimax_tui::catalog::nim::arena::{ArenaOptions, arena};
use minimax_tui::games::nim::play;
use minimax_tui::rng::Rng;

fn main() {
    let mut c = Criterion::default().configure_from_args();
    let mut rng = Rng::new(7);
    let heaps: Vec<u32> = (0..100_000).map(|_| rng.below(1000) as u32).collect();
    c.bench_function("perfect_player_100k_heaps", |b| b.iter(|| play(black_box(&heaps))));
    // 1,000 games: 500 starts against `medium`, each played twice, by the perfect player, through
    // the whole command (the tournament engine, the report and the grade).
    let options = ArenaOptions {
        player: "builtin:hard".into(),
        opponents: "medium".into(),
        games: 500,
        seed: 1,
        heaps: 4,
        max_heap: 7,
        timeout: 2.0,
        normal: false,
        json: true,
        save: None,
        jail: None,
    };
    let mut group = c.benchmark_group("arena");
    group.sample_size(10);
    group.bench_function("1000_games_hard_vs_medium", |b| {
        b.iter(|| arena(black_box(&options), &mut std::io::sink()).expect("the arena runs"))
    });
    group.finish();
    c.final_summary();
}
