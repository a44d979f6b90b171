//! Both Reversi searches on threads, the way "young brothers wait" shares a tree: a node searches
//! its first move alone (the move ordering's best guess, which often cuts), and only if that did
//! not cut are its other moves offered to the other threads, each move a task of a rayon pool
//! (taken in order; a thread waiting for its tasks works on others meanwhile). A move that reaches
//! β halts its siblings' searches. Splits nest: a shared move may split again.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::engine::Score;
use crate::engine::search::{Cancelled, Control};

/// A move's value at α, and the nodes searched for it (see `Threads::split`).
pub(crate) type Valuer<'t> = Box<dyn FnMut(u8, Score) -> (Result<Score, Cancelled>, u64) + 't>;

/// How often (in nodes) a search publishes its count and looks at its stop flags.
const CHECK_NODES: u64 = 1 << 12;

/// What the threads of one search share: whether there are several, the flags that stop them
/// and the count of their nodes; and, for the search that holds it, when it last looked.
#[derive(Default)]
pub(crate) struct Threads<'a> {
    /// Running in a pool of several threads (`on_threads`), so nodes may be shared.
    pooled: bool,
    /// The stop from outside, if any.
    stop: Option<&'a AtomicBool>,
    /// Past this moment the search stops as if asked to (one thread only).
    deadline: Option<std::time::Instant>,
    /// Where the nodes searched so far are published (for a live display), if anywhere.
    progress: Option<&'a AtomicU64>,
    /// The flags of the split nodes this search serves: one set means a sibling's move already
    /// decided that node, so this search is not needed.
    halts: Vec<Arc<AtomicBool>>,
    /// The node count at which the holder next publishes and looks at the flags.
    next_check: Cell<u64>,
    /// The holder's nodes published so far.
    published: Cell<u64>,
}

impl<'a> Threads<'a> {
    /// One thread, steered by `control` (its stop flag and node count).
    pub(crate) fn single(control: Control<'a>) -> Self {
        Threads {
            stop: control.stop,
            progress: control.nodes,
            deadline: control.deadline,
            ..Threads::default()
        }
    }

    /// Whether to stop: asked from outside, or a split node this search serves is decided.
    pub(crate) fn halted(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.halts.iter().any(|h| h.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| std::time::Instant::now() >= d)
    }

    /// Called at every node with the holder's count so far: every `CHECK_NODES` nodes,
    /// publishes the count and says whether to stop (`halted`).
    pub(crate) fn checkpoint(&self, nodes: u64) -> bool {
        if nodes < self.next_check.get() {
            return false;
        }
        self.next_check.set(nodes + CHECK_NODES);
        self.publish(nodes);
        self.halted()
    }

    /// The holder's count starts again from zero (a new search).
    pub(crate) fn restart(&self) {
        self.next_check.set(0);
        self.published.set(0);
    }

    /// Publishes the holder's count (`nodes` in all), where the nodes are counted.
    pub(crate) fn publish(&self, nodes: u64) {
        if let Some(progress) = self.progress {
            let new = nodes.saturating_sub(self.published.replace(nodes));
            progress.fetch_add(new, Ordering::Relaxed);
        }
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
        // A search's own view of these threads (the cells are each search's own).
        let (pooled, stop, progress, halts) = (self.pooled, self.stop, self.progress, &self.halts);
        let task = |sq: u8| {
            let a = found.lock().expect("no thread panics holding it").2;
            if a >= beta || halt.load(Ordering::Relaxed) {
                return;
            }
            let mut halts = halts.clone();
            halts.push(Arc::clone(&halt));
            let mut value = worker(Threads { pooled, stop, progress, halts, ..Threads::default() });
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
        // The split's searches published their own nodes; the holder adds them to its count.
        let counted = counted.into_inner();
        self.published.set(self.published.get() + counted);
        self.next_check.set(self.next_check.get() + counted);
        // This split's own halt follows only a move that reached β, whose value is the answer.
        if self.halted() || interrupted.into_inner() {
            return (Err(Cancelled), counted);
        }
        let (value, mv, _) = found.into_inner().expect("no thread panics holding it");
        (Ok((value, mv)), counted)
    }
}

/// `search(threads)` on a pool of `threads` threads (one: on this thread), stopped by
/// `control.stop` and counting its nodes into `control.nodes`; with the number of threads it
/// ran on (one if the system would not give the pool its threads).
pub(crate) fn on_threads<R: Send>(
    threads: usize,
    control: Control<'_>,
    search: impl FnOnce(Threads<'_>) -> R + Send,
) -> (R, usize) {
    // A thread waiting for its split's tasks runs others meanwhile, nesting searches on its
    // stack: room for many (it is only reserved, not used).
    let pool = (threads > 1)
        .then(|| {
            rayon::ThreadPoolBuilder::new().num_threads(threads).stack_size(32 << 20).build().ok()
        })
        .flatten();
    match pool {
        Some(pool) => {
            let threads = pool.current_num_threads();
            (pool.install(|| search(Threads { pooled: true, ..Threads::single(control) })), threads)
        }
        None => (search(Threads::single(control)), 1),
    }
}
