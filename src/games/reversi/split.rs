//! Both Reversi searches on threads, the way "young brothers wait" shares a tree: a node searches
//! its first move alone (the move ordering's best guess, which often cuts), and only if that did
//! not cut does it share its other moves with an idle thread, a move at a time. A move that
//! reaches β halts the other thread's search of its siblings. Splits nest: a thread searching a
//! shared move may split again when another thread is idle.

use std::sync::atomic::{AtomicBool, AtomicIsize, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::engine::Score;
use crate::engine::search::Cancelled;

/// A move's value at α, and the nodes searched for it (see `Threads::split`).
pub(crate) type Valuer<'t> = Box<dyn FnMut(u8, Score) -> (Result<Score, Cancelled>, u64) + 't>;

/// What the threads of one search share: how many are idle, and the flags that stop them.
#[derive(Clone, Default)]
pub(crate) struct Threads<'a> {
    /// Idle threads, free to take a share of a node's moves (`None`: one thread).
    idle: Option<&'a AtomicIsize>,
    /// The stop from outside, if any.
    stop: Option<&'a AtomicBool>,
    /// The flags of the split nodes this search serves: one set means a sibling's move already
    /// decided that node, so this search is not needed.
    halts: Vec<Arc<AtomicBool>>,
}

impl<'a> Threads<'a> {
    /// One search on `idle` + 1 threads (with `idle` = threads − 1).
    pub(crate) fn new(idle: Option<&'a AtomicIsize>, stop: Option<&'a AtomicBool>) -> Self {
        Threads { idle, stop, halts: Vec::new() }
    }

    /// Whether to stop: asked from outside, or a split node this search serves is decided.
    pub(crate) fn halted(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
            || self.halts.iter().any(|h| h.load(Ordering::Relaxed))
    }

    /// Takes an idle thread for a split, if there is one.
    pub(crate) fn take_idle(&self) -> bool {
        self.idle.is_some_and(|idle| {
            idle.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n > 0).then(|| n - 1))
                .is_ok()
        })
    }

    /// The best of the moves in `rest` at a node searched with (`alpha`, `beta`) whose first
    /// move gave `best`, after `take_idle` took a thread: this thread and that one each make a
    /// valuer with `worker` (given these threads, with this split's halt added), which values a
    /// move at the α so far (the move's value for the node's mover, correct as a bound outside
    /// (α, β)) and says how many nodes that took; α rises as values come in. Returns the best
    /// value and move (`Err` when stopped from outside, by a split above or by the valuer's own
    /// `Err`, the clock's) and the nodes.
    pub(crate) fn split(
        &self,
        rest: &[(u8, u32)],
        alpha: Score,
        beta: Score,
        best: (Score, u8),
        worker: impl Fn(Threads<'a>) -> Valuer<'a> + Sync,
    ) -> (Result<(Score, u8), Cancelled>, u64) {
        let idle = self.idle.expect("a split takes an idle thread");
        let halt = Arc::new(AtomicBool::new(false));
        let interrupted = AtomicBool::new(false);
        let next = AtomicUsize::new(0);
        // The best value and move so far, and α.
        let found = Mutex::new((best.0, best.1, alpha.max(best.0)));
        let share = || {
            let mut halts = self.halts.clone();
            halts.push(Arc::clone(&halt));
            let mut value = worker(Threads { idle: self.idle, stop: self.stop, halts });
            let mut counted = 0;
            while let Some(&(sq, _)) = rest.get(next.fetch_add(1, Ordering::Relaxed)) {
                let a = found.lock().expect("no thread panics holding it").2;
                if a >= beta || halt.load(Ordering::Relaxed) {
                    break;
                }
                let (v, nodes) = value(sq, a);
                counted += nodes;
                let Ok(v) = v else {
                    // Stopped by anything but this split's own halt (the clock, say): the
                    // node's value is not known.
                    if !halt.load(Ordering::Relaxed) {
                        interrupted.store(true, Ordering::Relaxed);
                    }
                    break;
                };
                let mut f = found.lock().expect("no thread panics holding it");
                if v > f.0 {
                    (f.0, f.1, f.2) = (v, sq, f.2.max(v));
                    if v >= beta {
                        halt.store(true, Ordering::Relaxed);
                    }
                }
            }
            counted
        };
        let counted = std::thread::scope(|scope| {
            let helper = scope.spawn(|| {
                let counted = share();
                idle.fetch_add(1, Ordering::AcqRel);
                counted
            });
            // While the helper finishes, this thread is idle too: the helper's own splits may
            // take its place (as a new thread); it takes the place back after.
            let counted = share();
            idle.fetch_add(1, Ordering::AcqRel);
            let helped = helper.join().expect("a search thread does not panic");
            idle.fetch_sub(1, Ordering::AcqRel);
            counted + helped
        });
        // This split's own halt follows only a move that reached β, whose value is the answer.
        if self.halted() || interrupted.load(Ordering::Relaxed) {
            return (Err(Cancelled), counted);
        }
        let (value, mv, _) = found.into_inner().expect("no thread panics holding it");
        (Ok((value, mv)), counted)
    }
}
