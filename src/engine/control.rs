//! Steering a running search from another thread: a stop flag, a live node count, a deadline.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// The search was stopped from outside before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl std::fmt::Display for Cancelled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("search cancelled")
    }
}

impl std::error::Error for Cancelled {}

/// Ways to steer a running search from another thread.
#[derive(Clone, Copy, Default)]
pub struct Control<'a> {
    /// Set to stop the search; it answers `Err(Cancelled)` within `CHECK_INTERVAL` nodes.
    pub stop: Option<&'a AtomicBool>,
    /// The node count so far, published every `CHECK_INTERVAL` nodes (for a live display).
    pub nodes: Option<&'a AtomicU64>,
    /// Past this moment the search answers `Err(Cancelled)`, checked with the stop flag.
    pub deadline: Option<Instant>,
}

impl Control<'_> {
    /// The same steering, with a deadline no later than `budget` from now (a solver given a
    /// budget inside a search that may have a clock of its own).
    pub fn within(self, budget: std::time::Duration) -> Self {
        let end = Instant::now() + budget;
        Control { deadline: Some(self.deadline.map_or(end, |d| d.min(end))), ..self }
    }

    /// The stop flag is set (the clock running out is not a stop).
    pub fn stopped(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// The deadline, if any, has passed.
    pub fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

pub(super) const CHECK_INTERVAL: u64 = 4096;
