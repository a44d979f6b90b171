//! Replaying a recorded search step by step, forwards and backwards.
//!
//! The replay holds what the search knew after `step` events: which nodes were entered or done,
//! each node's value so far, each open node's α/β window, and where alpha-beta cut. Every event
//! carries the value it replaced, so a step back costs no more than a step forward.

use super::score::Score;
use super::trace::{Event, EventKind, NO_VALUE, NONE, Trace};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visit {
    /// Not reached yet at this step.
    Unseen,
    /// Entered, children being searched.
    Open,
    Done,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// Events applied so far (0 = before the search starts).
    pub step: usize,
    pub visit: Vec<Visit>,
    /// The value so far (the best child value yet), in the search's working terms.
    pub value: Vec<Option<Score>>,
    pub alpha: Vec<Score>,
    pub beta: Vec<Score>,
    /// Alpha-beta has cut the node's remaining moves.
    pub cut: Vec<bool>,
}

fn optional(v: Score) -> Option<Score> {
    (v != NO_VALUE).then_some(v)
}

impl Replay {
    pub fn new<M: Copy>(trace: &Trace<M>) -> Replay {
        let n = trace.nodes.len();
        Replay {
            step: 0,
            visit: vec![Visit::Unseen; n],
            value: vec![None; n],
            alpha: trace.nodes.iter().map(|node| node.alpha).collect(),
            beta: trace.nodes.iter().map(|node| node.beta).collect(),
            cut: vec![false; n],
        }
    }

    /// The event applied last (the one the narration describes).
    pub fn last_event<'t, M>(&self, trace: &'t Trace<M>) -> Option<&'t Event> {
        self.step.checked_sub(1).and_then(|i| trace.events.get(i))
    }

    /// The node the search is at: the node of the last event, or its parent once it is done.
    pub fn current<M: Copy>(&self, trace: &Trace<M>) -> Option<u32> {
        self.last_event(trace).map(|e| e.node)
    }

    pub fn at_end<M>(&self, trace: &Trace<M>) -> bool {
        self.step >= trace.events.len()
    }

    /// Applies the next event; false at the end.
    pub fn forward<M: Copy>(&mut self, trace: &Trace<M>) -> bool {
        let Some(&e) = trace.events.get(self.step) else { return false };
        let n = e.node as usize;
        match e.kind {
            EventKind::Enter => {
                self.visit[n] = Visit::Open;
                self.alpha[n] = e.value;
                self.beta[n] = e.before;
            }
            EventKind::Leaf(_) | EventKind::Exit => {
                self.visit[n] = Visit::Done;
                self.value[n] = Some(e.value);
            }
            EventKind::Improve => self.value[n] = Some(e.value),
            EventKind::BackUp => {}
            EventKind::RaiseAlpha => self.alpha[n] = e.value,
            EventKind::LowerBeta => self.beta[n] = e.value,
            EventKind::Cutoff => self.cut[n] = true,
        }
        self.step += 1;
        true
    }

    /// Takes the last event back; false at the start.
    pub fn back<M: Copy>(&mut self, trace: &Trace<M>) -> bool {
        let Some(i) = self.step.checked_sub(1) else { return false };
        let e = trace.events[i];
        let n = e.node as usize;
        match e.kind {
            EventKind::Enter => self.visit[n] = Visit::Unseen,
            EventKind::Leaf(_) => {
                self.visit[n] = Visit::Open;
                self.value[n] = None;
            }
            // The value at exit is the node's best so far, which stays.
            EventKind::Exit => self.visit[n] = Visit::Open,
            EventKind::Improve => self.value[n] = optional(e.before),
            EventKind::BackUp => {}
            EventKind::RaiseAlpha => self.alpha[n] = e.before,
            EventKind::LowerBeta => self.beta[n] = e.before,
            EventKind::Cutoff => self.cut[n] = false,
        }
        self.step = i;
        true
    }

    pub fn seek<M: Copy>(&mut self, trace: &Trace<M>, step: usize) {
        let step = step.min(trace.events.len());
        while self.step < step && self.forward(trace) {}
        while self.step > step && self.back(trace) {}
    }

    /// Steps forward until an event that `stop` accepts has been applied (or the end).
    pub fn forward_until<M: Copy>(&mut self, trace: &Trace<M>, stop: impl Fn(&Event) -> bool) {
        while self.forward(trace) {
            if self.last_event(trace).is_some_and(&stop) {
                return;
            }
        }
    }

    /// The open nodes from the root to the current one: the search's call stack.
    pub fn stack<M: Copy>(&self, trace: &Trace<M>) -> Vec<u32> {
        let mut stack = Vec::new();
        let mut at = self.current(trace).unwrap_or(NONE);
        while at != NONE {
            stack.push(at);
            at = trace.nodes[at as usize].parent;
        }
        stack.reverse();
        stack
    }
}
