//! Both Reversi searches on threads, the way "young brothers wait" shares a tree: a node searches
//! its first move alone (the move ordering's best guess, which often cuts), and only if that did
//! not cut are its other moves offered to the other threads, each move a task of a rayon pool
//! (taken in order; a thread waiting for its tasks works on others meanwhile). A move that reaches
//! β halts its siblings' searches. Splits nest: a shared move may split again.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::engine::Score;
use crate::engine::search::Cancelled;

/// A move's value at α, and the nodes searched for it (see `Threads::split`).
pub(crate) type Valuer<'t> = Box<dyn FnMut(u8, Score) -> (Result<Score, Cancelled>, u64) + 't>;

/// What the threads of one search share: whether there are several, and the flags that stop
/// them.
#[derive(Clone, Default)]
pub(crate) struct Threads<'a> {
    /// Running in a pool of several threads (`on_threads`), so nodes may be shared.
    pooled: bool,
    /// The stop from outside, if any.
    stop: Option<&'a AtomicBool>,
    /// The flags of the split nodes this search serves: one set means a sibling's move already
    /// decided that node, so this search is not needed.
    halts: Vec<Arc<AtomicBool>>,
}

impl<'a> Threads<'a> {
    /// One thread, stopped by `stop`.
    pub(crate) fn single(stop: Option<&'a AtomicBool>) -> Self {
        Threads { pooled: false, stop, halts: Vec::new() }
    }

    /// Whether to stop: asked from outside, or a split node this search serves is decided.
    pub(crate) fn halted(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.halts.iter().any(|h| h.load(Ordering::Relaxed))
    }

    /// Whether a node's moves may be shared.
    pub(crate) fn pooled(&self) -> bool {
        self.pooled
    }

    /// The best of the moves in `rest` at a node searched with (`alpha`, `beta`) whose first
    /// move gave `best`: each move a task, valued by a valuer made with `worker` (given these
    /// threads, with this split's halt added) at the α so far (the move's value for the node's
    /// mover, correct as a bound outside (α, β)), which says how many nodes that took; α rises
    /// as values come in. Returns the best value and move (`Err` when stopped from outside, by
    /// a split above or by the valuer's own `Err`, the clock's) and the nodes.
    pub(crate) fn split(
        &self,
        rest: &[(u8, u32)],
        alpha: Score,
        beta: Score,
        best: (Score, u8),
        worker: impl Fn(Threads<'a>) -> Valuer<'a> + Sync,
    ) -> (Result<(Score, u8), Cancelled>, u64) {
        let halt = Arc::new(AtomicBool::new(false));
        let interrupted = AtomicBool::new(false);
        let counted = AtomicU64::new(0);
        // The best value and move so far, and α.
        let found = Mutex::new((best.0, best.1, alpha.max(best.0)));
        let task = |sq: u8| {
            let a = found.lock().expect("no thread panics holding it").2;
            if a >= beta || halt.load(Ordering::Relaxed) {
                return;
            }
            let mut halts = self.halts.clone();
            halts.push(Arc::clone(&halt));
            let mut value = worker(Threads { pooled: true, stop: self.stop, halts });
            let (v, nodes) = value(sq, a);
            counted.fetch_add(nodes, Ordering::Relaxed);
            let Ok(v) = v else {
                // Stopped by anything but this split's own halt (the clock, say): the node's
                // value is not known.
                if !halt.load(Ordering::Relaxed) {
                    interrupted.store(true, Ordering::Relaxed);
                }
                return;
            };
            let mut f = found.lock().expect("no thread panics holding it");
            if v > f.0 {
                (f.0, f.1, f.2) = (v, sq, f.2.max(v));
                if v >= beta {
                    halt.store(true, Ordering::Relaxed);
                }
            }
        };
        rayon::scope_fifo(|scope| {
            for &(sq, _) in rest {
                let task = &task;
                scope.spawn_fifo(move |_| task(sq));
            }
        });
        let counted = counted.into_inner();
        // This split's own halt follows only a move that reached β, whose value is the answer.
        if self.halted() || interrupted.into_inner() {
            return (Err(Cancelled), counted);
        }
        let (value, mv, _) = found.into_inner().expect("no thread panics holding it");
        (Ok((value, mv)), counted)
    }
}

/// `search(threads)` on a pool of `threads` threads (one: on this thread), stopped by `stop`.
pub(crate) fn on_threads<R: Send>(
    threads: usize,
    stop: Option<&AtomicBool>,
    search: impl FnOnce(Threads<'_>) -> R + Send,
) -> R {
    let pool = (threads > 1)
        .then(|| rayon::ThreadPoolBuilder::new().num_threads(threads).build().ok())
        .flatten();
    match pool {
        Some(pool) => pool.install(|| search(Threads { pooled: true, stop, halts: Vec::new() })),
        None => search(Threads::single(stop)),
    }
}
