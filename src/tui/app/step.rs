//! Stepping through a recorded search: which search, and the keys that move through it.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::replay::Replay;
use crate::engine::trace::{Event, EventKind, Trace};
use crate::session::{Analysis, Minimax, Record, Source, Tree};
use crate::tr;
use crate::tui::keys::Action;
use crate::tui::outline::Outline;

use super::{DELAYS_MS, Effect, Focus, Pace, Play, Purpose};

/// Autoplay never steps faster than this, so it can be watched and stopped.
const MIN_STEP_MS: u64 = 20;

/// Stepping through a recorded search.
pub struct Step {
    pub analysis: Arc<Analysis>,
    /// The analysis's recorded search.
    pub search: Arc<Minimax>,
    /// On a clock, which search of the analysis (`search.earlier[chapter]`, or the last one).
    pub chapter: usize,
    pub replay: Replay,
    pub autoplay: bool,
    pub next_at: Instant,
}

impl Step {
    /// A step-through of `analysis`'s recorded minimax search, from the start of its last
    /// chapter; `None` if it recorded none.
    pub fn new(analysis: Arc<Analysis>) -> Option<Step> {
        let search = analysis.minimax()?.clone();
        let replay = Replay::new(&search.tree.trace);
        let chapter = search.chapters() - 1;
        Some(Step { analysis, search, chapter, replay, autoplay: false, next_at: Instant::now() })
    }

    /// The step-through's keys: steps, cutoffs, chapters, autoplay; the tree's keys and Esc
    /// are the screen's.
    pub fn update(&mut self, action: Action) -> Effect {
        if let Action::NextChapter | Action::PreviousChapter = action {
            return self.turn_chapter(action == Action::NextChapter);
        }
        let trace = &self.search.chapter(self.chapter).trace;
        let replay = &mut self.replay;
        match action {
            Action::Right => {
                replay.forward(trace);
            }
            Action::Left => {
                replay.back(trace);
            }
            Action::PageDown => replay.seek(trace, replay.step + 10),
            Action::PageUp => replay.seek(trace, replay.step.saturating_sub(10)),
            Action::Home => replay.seek(trace, 0),
            Action::End => replay.seek(trace, trace.events.len()),
            Action::NextCutoff => {
                let cutoff = |e: &Event| e.kind == EventKind::Cutoff;
                if !trace.events.iter().any(cutoff) {
                    return Effect::Say(tr!("say-no-cutoffs"));
                }
                return forward_to(replay, trace, cutoff, tr!("say-no-cutoff-after"));
            }
            Action::NextRootValue => {
                let root_value = |e: &Event| {
                    e.node == 0 && matches!(e.kind, EventKind::Improve | EventKind::BackUp)
                };
                return forward_to(replay, trace, root_value, tr!("say-no-root-value-after"));
            }
            Action::Pause => {
                self.autoplay = !self.autoplay;
                self.next_at = Instant::now();
                if replay.at_end(trace) && self.autoplay {
                    replay.seek(trace, 0);
                }
            }
            Action::Slower => return Effect::Pace(Pace::Slower),
            Action::Faster => return Effect::Pace(Pace::Faster),
            Action::Follow => return Effect::Follow,
            Action::Up | Action::Down | Action::Confirm => return Effect::TreeKey(action),
            Action::Back => return Effect::LeaveStep,
            Action::Compare => return Effect::Compare,
            _ => {}
        }
        // Stepping back stops autoplay.
        if matches!(action, Action::Left | Action::PageUp | Action::Home) {
            self.autoplay = false;
        }
        Effect::None
    }

    /// `n` / `p`: the next or the previous chapter (a search of the clock's deepening), from its
    /// start.
    fn turn_chapter(&mut self, next: bool) -> Effect {
        let last = self.chapters() - 1;
        let chapter =
            if next { (self.chapter + 1).min(last) } else { self.chapter.saturating_sub(1) };
        if last == 0 {
            return Effect::Say(tr!("say-one-chapter"));
        }
        if chapter == self.chapter {
            return Effect::None;
        }
        self.chapter = chapter;
        self.replay = Replay::new(&self.tree().trace);
        self.autoplay = false;
        Effect::ResetOutline
    }

    /// The search being stepped through: this chapter's.
    pub fn tree(&self) -> &Tree {
        self.search.chapter(self.chapter)
    }

    /// How many chapters (searches) the analysis has: one unless on a clock.
    pub fn chapters(&self) -> usize {
        self.search.chapters()
    }
}

impl Play {
    /// Takes the next autoplayed step if its moment came; true if it did.
    pub(super) fn autoplay(&mut self, now: Instant) -> bool {
        let Focus::Step(step) = &mut self.focus else { return false };
        if !step.autoplay || step.next_at > now {
            return false;
        }
        let trace = &step.search.chapter(step.chapter).trace;
        step.replay.forward(trace);
        step.autoplay = !step.replay.at_end(trace);
        step.next_at = now + step_delay(self.computer.delay);
        true
    }

    /// Opens the step-through of `analysis`'s recorded search, by what it recorded: minimax's
    /// steps, Monte Carlo's iterations; without a record, the dedicated engine's search replayed
    /// by the teaching engine, or a message saying why there is nothing to step through.
    pub(super) fn open_step(&mut self, analysis: Arc<Analysis>) {
        match (&analysis.record, &analysis.source) {
            (Record::Minimax(_), _) => {}
            (Record::MonteCarlo(_), _) => return self.open_mcts_step(analysis),
            (Record::None, &Source::Dedicated { depth, .. }) => {
                return self.replay_decision(analysis, depth);
            }
            (Record::None, Source::Solver(what)) => {
                self.out.message = Some(tr!("say-solved-no-step", what = what.as_str()));
                return;
            }
            (Record::None, Source::Rule(rule)) => {
                self.out.message = Some(tr!("say-rule-no-step", rule = rule.as_str()));
                return;
            }
            (Record::None, Source::Teaching | Source::MonteCarlo) => return,
        }
        let Some(mut step) = Step::new(analysis) else { return };
        if let Some((label, kind)) = self.seek_label.take() {
            let tree = &step.search.tree;
            let found =
                |e: &crate::engine::trace::Event| e.kind == kind && tree.label(e.node) == label;
            step.replay.forward_until(&tree.trace, found);
        }
        self.focus = Focus::Step(Box::new(step));
        self.outline = Outline::default();
        self.out.message = Some(tr!("say-stepping"));
    }

    /// A dedicated engine chose the move and kept no tree: the teaching engine searches its
    /// position again to the depth it reached, with the same heuristic and switches, to step
    /// through (`replayed` says whether it agrees).
    fn replay_decision(&mut self, decision: Arc<Analysis>, depth: u32) {
        self.out.message = Some(tr!("say-replaying", depth = depth));
        self.computer.replaying = Some(decision);
        self.out.search = Some(Purpose::Replay);
    }

    /// The teaching engine's replay finished: step through it, saying whether it found what the
    /// dedicated engine did (the same value and move, as the two are tested to).
    pub(super) fn replayed(&mut self, replay: Arc<Analysis>) {
        let Some(decision) = self.computer.replaying.take() else { return };
        let depth = decision.source.replay_depth().unwrap_or_default();
        let chosen = self.session_move_label(&decision);
        let found = self.session_move_label(&replay);
        let agrees = replay.value == decision.value && found == chosen;
        // One line that fits the 80-column status bar.
        let verdict = if agrees {
            tr!("say-replay-agrees", depth = depth, chosen = chosen.unwrap_or_default())
        } else {
            tr!(
                "say-replay-differs",
                depth = depth,
                value = replay.terms.max_value(replay.value),
                found = found.unwrap_or_default(),
                dedicated = replay.terms.max_value(decision.value),
                chosen = chosen.unwrap_or_default()
            )
        };
        self.open_step(replay);
        if self.step().is_some() {
            self.out.message = Some(verdict);
        }
    }

    /// The move an analysis chose, in notation (its line's first move).
    fn session_move_label(&self, analysis: &Analysis) -> Option<String> {
        analysis.best.and(analysis.principal_variation.first().cloned())
    }

    /// `s`: the computer's own decision: the search for its move here (waiting for it if it is
    /// still running), else the search behind its last move. Before the computer has moved at
    /// all, an analysis of this position instead (`A`), and the message says so.
    pub(super) fn request_step(&mut self) {
        let waiting = self.computer_to_move()
            && self.session.end().is_none()
            && !self.computer.autoplay.is_paused()
            && self.current_analysis().is_none();
        if waiting {
            self.computer.step_requested = true;
            self.out.message = Some(tr!("say-step-when-computer-ends"));
        } else if let Some(decision) = self.computer.decision.clone() {
            let ply = decision.plies + 1;
            self.open_step(decision);
            if self.step().is_some() {
                self.out.message = Some(tr!("say-stepping-computer", ply = ply));
            }
        } else {
            self.analyze();
            self.out.message = Some(tr!("say-computer-not-chosen"));
        }
    }

    pub(super) fn analyze(&mut self) {
        if self.session.end().is_some() {
            self.out.message = Some(tr!("say-over-nothing-to-analyse"));
            return;
        }
        self.out.search = Some(Purpose::Analyze);
        self.out.message = Some(tr!("say-analysing"));
    }
}

/// The pause between autoplayed steps.
fn step_delay(delay: usize) -> Duration {
    Duration::from_millis(DELAYS_MS[delay].max(MIN_STEP_MS))
}

/// `c` and `v`: forward to the next event `wanted`, or to the end, saying so when none is left
/// (the step-through moved to its end without a word).
fn forward_to(
    replay: &mut Replay,
    trace: &Trace<u32>,
    wanted: impl Fn(&Event) -> bool,
    none_left: String,
) -> Effect {
    let more = trace.events[replay.step.min(trace.events.len())..].iter().any(&wanted);
    replay.forward_until(trace, wanted);
    match more {
        true => Effect::None,
        false => Effect::Say(none_left),
    }
}
