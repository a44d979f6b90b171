//! The computer player's keys: pausing, one move at a time, the spectator's speed, and Esc,
//! which stops the search running.

use crate::tr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::engine::mcts::MctsConfig;
use crate::engine::{Player, SearchConfig};
use crate::session::{Analysis, Record};
use crate::tui::keys::Action;

use super::{DEFAULT_DELAY, DELAYS_MS, Pace, Pending, Play, Purpose, Values};

/// The computer player: which engine plays each side, whether it plays on, and what it found.
pub struct Computer {
    /// Each side's computer plays by Monte Carlo tree search with these settings (MAX's, then
    /// MIN's); `None`: by the teaching engine's minimax (the game's `config`, `min_engine`).
    pub engines: [Option<MctsConfig>; 2],
    /// The computer's settings when it plays MIN, if they differ from MAX's (the game's
    /// `config`): depth 2 against depth 6, alpha-beta against PVS.
    pub min_engine: Option<SearchConfig>,
    pub autoplay: Autoplay,
    /// The spectator's speed: an index into `DELAYS_MS`.
    pub delay: usize,
    /// The move found, waiting for its moment.
    pub pending: Option<Pending>,
    pub last_move_at: Instant,
    /// The search behind the computer's last (or next, once found) move: what `s` steps through.
    pub decision: Option<Arc<Analysis>>,
    /// Open the step-through when the computer's next search ends (`s` before it ended, `--step`).
    pub step_requested: bool,
    /// The dedicated engine's decision the teaching engine is searching again, for `s`.
    pub(super) replaying: Option<Arc<Analysis>>,
}

impl Computer {
    pub fn new(engines: [Option<MctsConfig>; 2], min_engine: Option<SearchConfig>) -> Computer {
        Computer {
            engines,
            min_engine,
            autoplay: Autoplay::On,
            delay: DEFAULT_DELAY,
            pending: None,
            last_move_at: Instant::now(),
            decision: None,
            step_requested: false,
            replaying: None,
        }
    }

    /// The Monte Carlo settings of `side`'s computer, if it plays so.
    pub fn mcts_for(&self, side: Player) -> Option<MctsConfig> {
        self.engines[usize::from(side == Player::Min)]
    }

    /// The computer's switches for `side`: MIN's own (`--min-engine`) where it has them, else
    /// `max`'s, the game's.
    pub fn switches_for(&self, side: Player, max: SearchConfig) -> SearchConfig {
        self.min_engine.filter(|_| side == Player::Min).unwrap_or(max)
    }

    /// The move at `index` will be played, at once or, for a spectator, after the delay chosen
    /// since the last move.
    pub(super) fn schedule(&mut self, index: usize, now: Instant, spectated: bool) {
        let delay = if spectated { DELAYS_MS[self.delay] } else { 0 };
        let at = (self.last_move_at + Duration::from_millis(delay)).max(now);
        self.pending = Some(Pending { index, at });
    }

    /// The move found whose moment has come, if the computer may play it now; taking it counts
    /// as playing it for one-move-at-a-time.
    pub(super) fn due(&mut self, now: Instant) -> Option<usize> {
        if !self.autoplay.may_play() || self.pending.as_ref().is_none_or(|p| p.at > now) {
            return None;
        }
        self.autoplay = self.autoplay.played();
        self.pending.take().map(|p| p.index)
    }
}

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
            self.out.message = Some(tr!("computer-move-now"));
            return;
        }
        let replay = self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Replay);
        self.cancel();
        self.computer.step_requested = false;
        if replay {
            self.computer.replaying = None;
            self.out.message = Some(tr!("computer-replay-cancelled"));
        } else if was_move {
            self.computer.autoplay = Autoplay::Paused;
            self.out.message = Some(tr!("computer-cancelled-paused"));
        } else {
            self.values = Values::Hidden;
            self.out.message = Some(tr!("computer-cancelled-blind"));
        }
    }

    /// The pause between computer moves and autoplayed steps, a notch longer or shorter.
    pub(super) fn pace(&mut self, pace: Pace) {
        self.computer.delay = match pace {
            Pace::Slower => (self.computer.delay + 1).min(DELAYS_MS.len() - 1),
            Pace::Faster => self.computer.delay.saturating_sub(1),
        };
    }

    /// Space, `.`, `[` and `]`; false for any other key.
    pub(super) fn computer_key(&mut self, action: Action) -> bool {
        let keys = [Action::Pause, Action::OneMove, Action::Slower, Action::Faster];
        if self.mode == crate::tui::setup::Mode::HumanVsHuman && keys.contains(&action) {
            self.out.message = Some(tr!("computer-none"));
            return true;
        }
        match action {
            Action::Pause => {
                self.computer.autoplay = self.computer.autoplay.toggled();
                // Only searches keep a record to step through (minimax's, Monte Carlo's).
                let recorded = self
                    .computer
                    .decision
                    .as_ref()
                    .is_some_and(|d| !matches!(d.record, Record::None));
                self.out.message = Some(match (self.computer.autoplay.is_paused(), recorded) {
                    (true, true) => tr!("computer-paused-step"),
                    (true, false) => tr!("computer-paused-analyse"),
                    (false, _) => tr!("computer-resumed"),
                });
                if !self.computer.autoplay.is_paused() {
                    self.computer.last_move_at = Instant::now();
                }
            }
            Action::OneMove => {
                if !self.computer.autoplay.is_paused()
                    || !self.computer_to_move()
                    || self.session.end().is_some()
                {
                    self.out.message = Some(tr!("computer-one-move-how"));
                } else {
                    self.computer.autoplay = Autoplay::OneMove;
                    self.out.message = Some(tr!("computer-one-move"));
                }
            }
            Action::Slower | Action::Faster => {
                self.pace(if action == Action::Slower { Pace::Slower } else { Pace::Faster });
                let ms = DELAYS_MS[self.computer.delay];
                self.out.message = Some(tr!("computer-pace", ms = ms.to_string()));
            }
            _ => return false,
        }
        true
    }
}
