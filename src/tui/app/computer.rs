//! The computer player's keys: pausing, one move at a time, the spectator's speed, and Esc,
//! which stops the search running.

use std::time::Instant;

use crate::session::Record;
use crate::tui::keys::Action;

use super::{DELAYS_MS, Pace, Play, Purpose};

/// Whether the computer plays its moves as it finds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoplay {
    /// It plays each move once found (in PC vs PC after the spectator's delay).
    On,
    /// It waits: space resumes it.
    Paused,
    /// It waits, but plays the next move it finds (`.`), then waits again.
    OneMove,
}

impl Autoplay {
    /// Paused, unless `running`.
    pub fn paused_unless(running: bool) -> Autoplay {
        if running { Autoplay::On } else { Autoplay::Paused }
    }

    pub fn is_paused(self) -> bool {
        self != Autoplay::On
    }

    /// Whether a move the computer found may be played now.
    pub fn may_play(self) -> bool {
        self != Autoplay::Paused
    }

    /// After the computer played a move: one move at a time waits again.
    pub fn played(self) -> Autoplay {
        match self {
            Autoplay::OneMove => Autoplay::Paused,
            other => other,
        }
    }

    /// Space: paused, or running again.
    pub fn toggled(self) -> Autoplay {
        Autoplay::paused_unless(self.is_paused())
    }
}

impl Play {
    /// Esc with a search running (else the app went back to the start screen): on a clock, the
    /// computer moves now; otherwise the search stops, and what asked for it stops asking.
    pub(super) fn stop_search(&mut self) {
        // A search is running (else the app went back to the start screen).
        let was_move = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move);
        // On a clock, Esc is "move now": the deepest finished iteration answers.
        if was_move
            && self.config.time.is_some()
            && let Some(thinking) = &self.thinking
        {
            thinking.ticket.stop_now();
            self.message = Some("move now: the deepest depth finished answers".into());
            return;
        }
        let replay = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Replay);
        self.cancel();
        self.step_requested = false;
        if replay {
            self.replaying = None;
            self.message = Some("replay cancelled".into());
        } else if was_move {
            self.autoplay = Autoplay::Paused;
            self.message = Some("search cancelled; space resumes the computer".into());
        } else {
            self.hints = false;
            self.message = Some("search cancelled; i turns hints back on".into());
        }
    }

    /// The pause between computer moves and autoplayed steps, a notch longer or shorter.
    pub(super) fn pace(&mut self, pace: Pace) {
        self.delay = match pace {
            Pace::Slower => (self.delay + 1).min(DELAYS_MS.len() - 1),
            Pace::Faster => self.delay.saturating_sub(1),
        };
    }

    /// Space, `.`, `[` and `]`; false for any other key.
    pub(super) fn computer_key(&mut self, action: Action) -> bool {
        match action {
            Action::Pause => {
                self.autoplay = self.autoplay.toggled();
                // Only searches keep a record to step through (minimax's, Monte Carlo's).
                let recorded =
                    self.decision.as_ref().is_some_and(|d| !matches!(d.record, Record::None));
                self.message = Some(
                    match (self.autoplay.is_paused(), recorded) {
                        (true, true) => "paused (s steps through the last search)",
                        (true, false) => "paused (A searches this position to step through)",
                        (false, _) => "resumed",
                    }
                    .into(),
                );
                if !self.autoplay.is_paused() {
                    self.last_move_at = Instant::now();
                }
            }
            Action::OneMove => {
                if !self.autoplay.is_paused()
                    || !self.computer_to_move()
                    || self.session.end().is_some()
                {
                    self.message =
                        Some("`.` plays one computer move while paused (space pauses)".into());
                } else {
                    self.autoplay = Autoplay::OneMove;
                    self.message = Some("one move".into());
                }
            }
            Action::Slower | Action::Faster => {
                self.pace(if action == Action::Slower { Pace::Slower } else { Pace::Faster });
                self.message = Some(format!("{} ms between computer moves", DELAYS_MS[self.delay]));
            }
            _ => return false,
        }
        true
    }
}
