//! What a search found and counted: the root value, the best move and line, each root move's
//! value or bound, the statistics, and on a clock every iteration.

use std::time::Duration;

use super::game::Player;
use super::score::Score;
use super::tt::Bound;

/// What the search counted.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Stats {
    /// Positions entered, the root and final positions included.
    pub nodes: u64,
    /// Positions valued without looking further: final positions and depth cuts.
    pub leaves: u64,
    /// Leaves where the depth limit cut and the heuristic gave the value.
    pub depth_cuts: u64,
    /// Nodes whose remaining moves alpha-beta pruned.
    pub cutoffs: u64,
    /// Of those, cutoffs by the first move searched: how good the move ordering is.
    pub first_move_cutoffs: u64,
    /// Moves left unsearched by those cutoffs.
    pub pruned_moves: u64,
    /// Positions answered by the transposition table.
    pub tt_hits: u64,
    /// Deepest ply entered (the root is ply 0).
    pub max_depth: u32,
    /// Null-window probes (PVS), and those that failed and were searched again.
    pub probes: u64,
    pub researches: u64,
    #[serde(serialize_with = "serialize_seconds")]
    pub elapsed: Duration,
}

fn serialize_seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

impl Stats {
    /// The effective branching factor: b such that b + b^2 + ... + b^d = nodes - 1 for the deepest
    /// ply d reached (1.0 for a tree of one node).
    pub fn effective_branching_factor(&self) -> f64 {
        let below_root = self.nodes.saturating_sub(1) as f64;
        let d = self.max_depth as i32;
        if d == 0 || below_root <= 0.0 {
            return 1.0;
        }
        // b + b^2 + … + b^d in closed form: summed term by term it took d powers a step, and the
        // app draws this every frame (a Sum Game to 1,000,000 reaches depth 500,000: 6 s a key).
        let total = |b: f64| match b == 1.0 {
            true => f64::from(d),
            false => b * (b.powi(d) - 1.0) / (b - 1.0),
        };
        let (mut lo, mut hi) = (0.0_f64, below_root.max(1.0));
        for _ in 0..100 {
            let mid = (lo + hi) / 2.0;
            if total(mid) < below_root { lo = mid } else { hi = mid }
        }
        (lo + hi) / 2.0
    }
}

/// One move at the root with its value, as MAX's utility. With alpha-beta only the best move's
/// value is exact; the others are bounds ("at most" for MAX, "at least" for MIN), which is all the
/// search needed to know to reject them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove<M> {
    pub mv: M,
    pub value: Score,
    pub bound: Bound,
}

#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The root value as MAX's utility (a win for MAX is positive, whoever is to move).
    pub value: Score,
    /// The player to move at the root.
    pub to_move: Player,
    /// `None` only when the root is final.
    pub best_move: Option<M>,
    pub root_moves: Vec<RootMove<M>>,
    /// The expected line of play from the root (capped at `PV_MAX` moves).
    pub principal_variation: Vec<M>,
    /// No depth cut anywhere: the value is the game-theoretic one.
    pub exact: bool,
    pub stats: Stats,
    /// With a time budget: every iteration that finished, shallowest first (the result is the
    /// last one's). Empty for a search to a fixed depth.
    pub iterations: Vec<Iteration<M>>,
    /// With `random_ties`: how many root moves share the best value (the best move was drawn
    /// from them).
    pub ties: usize,
}

impl<M> SearchResult<M> {
    /// The root value for the player to move (positive = the mover wins or is ahead).
    pub fn value_for_mover(&self) -> Score {
        self.value * self.to_move.sign()
    }
}

/// One finished iteration, as the Minimax panel and `solve --json` list them.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Iteration<M> {
    pub depth: u32,
    /// MAX's value at this depth.
    pub value: Score,
    pub best_move: Option<M>,
    pub principal_variation: Vec<M>,
    pub nodes: u64,
    /// Time since the first iteration began, when this one finished.
    #[serde(serialize_with = "seconds")]
    pub elapsed: Duration,
    /// No depth cut anywhere: deeper iterations would change nothing.
    pub exact: bool,
    /// With aspiration windows: the window searched first, and whether the value fell outside
    /// it (so the root was searched again with the full window; `nodes` counts both).
    pub aspiration: Option<Aspiration>,
}

/// An aspiration window and how it went, in MAX's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Aspiration {
    pub low: Score,
    pub high: Score,
    /// "held", "failed low" or "failed high" (low and high in the search's working terms: the
    /// mover's in negamax).
    pub outcome: &'static str,
}

fn seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(nodes: u64, max_depth: u32) -> Stats {
        Stats { nodes, max_depth, ..Stats::default() }
    }

    /// The closed form finds the b that the sum written out term by term finds, and answers at
    /// once for a depth of millions.
    #[test]
    fn the_effective_branching_factor_solves_the_sum_of_powers() {
        for (nodes, depth) in
            [(1, 0), (4, 1), (13, 2), (40, 3), (549_946, 9), (1000, 999), (10, 40)]
        {
            let b = stats(nodes, depth).effective_branching_factor();
            if depth == 0 {
                assert_eq!(b, 1.0);
                continue;
            }
            let summed: f64 = (1..=depth as i32).map(|i| b.powi(i)).sum();
            let wanted = (nodes - 1) as f64;
            assert!(
                (summed - wanted).abs() <= 1e-6 * wanted.max(1.0),
                "{nodes} {depth}: {b} gives {summed}"
            );
        }
        assert!((stats(13, 2).effective_branching_factor() - 3.0).abs() < 1e-9);
        let started = std::time::Instant::now();
        let b = stats(3_399_993, 500_000).effective_branching_factor();
        assert!(
            started.elapsed() < std::time::Duration::from_millis(10),
            "{:?}",
            started.elapsed()
        );
        assert!((1.0..1.01).contains(&b), "{b}");
    }
}
