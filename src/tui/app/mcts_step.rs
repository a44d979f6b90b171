//! Stepping through a Monte Carlo search: iteration by iteration, each in its four phases
//! (selection, expansion, playout, backup), forward and back, over the recorded iterations.

use std::sync::Arc;
use std::time::Instant;

use crate::engine::mcts::{Iteration, Replay};
use crate::session::mcts::{MctsAnalysis, MonteCarlo};
use crate::session::{Analysis, Record};
use crate::tui::keys::Action;

use super::{DELAYS_MS, Effect, Focus, Pace, Play};

/// Iterations a chapter (PgDn, PgUp) moves by.
pub const CHAPTER: usize = 10;

/// The four phases of an iteration, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Selection,
    Expansion,
    Playout,
    Backup,
}

impl Phase {
    pub const ALL: [Phase; 4] = [Phase::Selection, Phase::Expansion, Phase::Playout, Phase::Backup];

    pub fn name(self) -> &'static str {
        match self {
            Phase::Selection => crate::i18n::word("mcts-selection"),
            Phase::Expansion => crate::i18n::word("mcts-expansion"),
            Phase::Playout => crate::i18n::word("mcts-playout"),
            Phase::Backup => crate::i18n::word("mcts-backup"),
        }
    }

    pub fn number(self) -> usize {
        Phase::ALL.iter().position(|&p| p == self).expect("a phase is in the list") + 1
    }
}

/// Stepping through a Monte Carlo search.
pub struct MctsStep {
    pub analysis: Arc<Analysis>,
    /// The analysis's record.
    pub record: Arc<MonteCarlo>,
    /// The counts before the iteration shown (`replay.done` is its index).
    pub replay: Replay,
    pub phase: Phase,
    pub autoplay: bool,
    pub next_at: Instant,
}

impl MctsStep {
    /// The step-through's keys: phases, iterations, autoplay; Esc leaves.
    pub fn update(&mut self, action: Action) -> Effect {
        let done = self.replay.done;
        match action {
            Action::Right => {
                self.forward();
            }
            Action::Left => self.back(),
            Action::NextChapter => self.seek(done + 1),
            Action::PreviousChapter => self.seek(done.saturating_sub(1)),
            Action::PageDown => self.seek(done + CHAPTER),
            Action::PageUp => self.seek(done.saturating_sub(CHAPTER)),
            Action::Home => self.seek(0),
            Action::End => self.seek(usize::MAX),
            Action::Pause => {
                self.autoplay = !self.autoplay;
                self.next_at = Instant::now();
            }
            Action::Slower => return Effect::Pace(Pace::Slower),
            Action::Faster => return Effect::Pace(Pace::Faster),
            Action::Back => return Effect::LeaveStep,
            _ => {}
        }
        // Stepping back stops autoplay.
        if matches!(action, Action::Left | Action::PageUp | Action::Home | Action::PreviousChapter)
        {
            self.autoplay = false;
        }
        Effect::None
    }

    /// A step-through of `analysis`'s Monte Carlo search from its first iteration; `None` if
    /// Monte Carlo did not make it.
    pub fn new(analysis: Arc<Analysis>) -> Option<MctsStep> {
        let Record::MonteCarlo(record) = &analysis.record else { return None };
        let record = record.clone();
        let replay = Replay::start(&record.search);
        Some(MctsStep {
            analysis,
            record,
            replay,
            phase: Phase::Selection,
            autoplay: false,
            next_at: Instant::now(),
        })
    }

    /// The analysis read with its record, as the views take it.
    pub fn found(&self) -> MctsAnalysis<'_> {
        MctsAnalysis { analysis: &self.analysis, record: &self.record }
    }

    /// The iteration shown (`None` when nothing was recorded).
    pub fn iteration(&self) -> Option<&Iteration<u32>> {
        self.record.search.recorded.get(self.replay.done)
    }

    /// How many iterations can be stepped through.
    pub fn recorded(&self) -> usize {
        self.record.search.recorded.len()
    }

    /// The counts after the iteration shown (for the backup phase).
    pub fn after(&self) -> Replay {
        let mut after = self.replay.clone();
        after.forward(&self.record.search);
        after
    }

    /// One phase forward (into the next iteration after the backup); false at the end.
    fn forward(&mut self) -> bool {
        match Phase::ALL.get(self.phase.number()) {
            Some(&next) => self.phase = next,
            None if self.replay.done + 1 < self.recorded() => {
                self.replay.forward(&self.record.search);
                self.phase = Phase::Selection;
            }
            None => return false,
        }
        true
    }

    /// One phase back (into the previous iteration's backup before a selection).
    fn back(&mut self) {
        match self.phase.number() {
            1 if self.replay.back(&self.record.search) => self.phase = Phase::Backup,
            1 => {}
            n => self.phase = Phase::ALL[n - 2],
        }
    }

    /// To the selection of iteration `index` (0-based, clamped to the recorded ones).
    fn seek(&mut self, index: usize) {
        let index = index.min(self.recorded().saturating_sub(1));
        if index < self.replay.done {
            self.replay = Replay::start(&self.record.search);
        }
        while self.replay.done < index {
            self.replay.forward(&self.record.search);
        }
        self.phase = Phase::Selection;
    }
}

impl Play {
    /// Opens the step-through of a Monte Carlo search.
    pub(super) fn open_mcts_step(&mut self, analysis: Arc<Analysis>) {
        let Some(step) = MctsStep::new(analysis) else { return };
        if step.recorded() == 0 {
            self.out.message = Some(crate::tr!("say-mcts-nothing-recorded"));
            return;
        }
        self.focus = Focus::MctsStep(Box::new(step));
        self.out.message = Some(crate::tr!("say-mcts-stepping"));
    }

    /// The next autoplayed phase if its moment came; true if it took one.
    pub(super) fn mcts_autoplay(&mut self, now: Instant) -> bool {
        let Focus::MctsStep(step) = &mut self.focus else { return false };
        if !step.autoplay || step.next_at > now {
            return false;
        }
        step.autoplay = step.forward();
        step.next_at =
            now + std::time::Duration::from_millis(DELAYS_MS[self.computer.delay].max(20));
        true
    }
}
