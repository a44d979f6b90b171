//! The engine's thread: searches run here so the screen never waits for them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::thread;

use crate::engine::{Cancelled, Control};
use crate::i18n::Lang;
use crate::session::{Answer, Job};

/// A search's answer, tagged with the id of its request so a stale one can be dropped.
pub struct Searched {
    pub id: u64,
    pub result: Result<Answer, Cancelled>,
}

/// A running search, as the app holds it: stop it, or watch its node count.
#[derive(Clone)]
pub struct Ticket {
    pub id: u64,
    pub stop: Arc<AtomicBool>,
    /// Nobody wants the answer any more: the search is not run, or its answer not sent.
    abandoned: Arc<AtomicBool>,
    pub nodes: Arc<AtomicU64>,
}

impl Ticket {
    /// Stops the search and drops its answer.
    pub fn cancel(&self) {
        self.abandoned.store(true, Ordering::Relaxed);
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Stops the search and takes what it has (on a clock: the deepest depth finished).
    pub fn stop_now(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.abandoned.load(Ordering::Relaxed)
    }

    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }
}

pub struct Worker {
    jobs: Sender<(Ticket, Job, Lang)>,
    next_id: u64,
}

impl Worker {
    /// Starts the thread; each answer goes to `answers` converted by `wrap` (into the app's event).
    pub fn spawn<E: Send + 'static>(answers: Sender<E>, wrap: fn(Box<Searched>) -> E) -> Worker {
        let (jobs, inbox) = channel::<(Ticket, Job, Lang)>();
        thread::Builder::new()
            .name("engine".into())
            .spawn(move || {
                for (ticket, job, lang) in inbox {
                    // A search cancelled before it started (replaced by a newer one, as a flood
                    // of keys does) is not run, and a cancelled one's answer is not sent: nobody
                    // waits for either, and answers queued behind keys would hold their trees.
                    if ticket.cancelled() {
                        continue;
                    }
                    let control = Control {
                        stop: Some(&ticket.stop),
                        nodes: Some(&ticket.nodes),
                        ..Control::default()
                    };
                    // In the language of whoever asked (a tree's rows name positions).
                    let result = crate::i18n::with(lang, || job(control));
                    if ticket.cancelled() {
                        continue;
                    }
                    if answers.send(wrap(Box::new(Searched { id: ticket.id, result }))).is_err() {
                        break; // the app is gone
                    }
                }
            })
            .expect("the engine thread starts");
        Worker { jobs, next_id: 0 }
    }

    /// Queues a search; the worker runs searches one at a time, so cancel the previous one first.
    pub fn submit(&mut self, job: Job) -> Ticket {
        self.next_id += 1;
        let ticket = Ticket {
            id: self.next_id,
            stop: Arc::new(AtomicBool::new(false)),
            abandoned: Arc::new(AtomicBool::new(false)),
            nodes: Arc::new(AtomicU64::new(0)),
        };
        // A send fails only if the thread died, and then there is nobody to answer: the app shows
        // the search as running until cancelled, which is the honest state.
        let _ = self.jobs.send((ticket.clone(), job, crate::i18n::current()));
        ticket
    }
}
