//! Retrying one's mistakes (`t` in the review, `minimax retry FILE`): the moves that changed the
//! result (or, where values are not verdicts, fell by a mistake's threshold), one after another,
//! each asked again at its position with the values hidden; a move tried is judged by the
//! review's values and never played.

use std::sync::Arc;

use crate::engine::{Player, Score};
use crate::session::review::{Judgement, Review, Reviewed, THRESHOLDS};
use crate::tui::keys::Action;
use crate::words::Kind;

use super::Effect;

/// The last try at the move asked, and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    pub name: String,
    /// Its value in words ("win in 7", "draw").
    pub value: String,
    /// It keeps what the move asked about threw away.
    pub right: bool,
}

pub struct Retry {
    review: Arc<Review>,
    /// The reviewed moves worth retrying (indices into the review's moves), in the game's order.
    mistakes: Vec<usize>,
    /// The one asked now (of `mistakes`).
    pub at: usize,
    /// Which were put right by a try.
    pub put_right: Vec<bool>,
    /// Tries at the move asked now, the last first.
    pub tries: Vec<Tried>,
    /// The best move and its line are shown for the move asked now.
    pub answered: bool,
    /// The moves of the game's line before the review's first.
    first: usize,
    /// The game's value scale (`SessionGame::value_scale`).
    scale: Score,
    /// Hints as they were: given back when the retry ends.
    pub hints: bool,
}

impl Retry {
    /// A retry of `review`'s moves worth retrying by the sides `ours` says a person played (by
    /// either side where that leaves none); `None` when no move is worth retrying. `first`:
    /// the moves of the game's line before the review's first.
    pub fn new(
        review: Arc<Review>,
        ours: impl Fn(Player) -> bool,
        first: usize,
        scale: Score,
        hints: bool,
    ) -> Option<Retry> {
        let worth = |m: &&Reviewed| m.worth_retrying() && m.retry.is_some();
        let indices = |pick: &dyn Fn(&Reviewed) -> bool| -> Vec<usize> {
            let moves = review.moves.iter().enumerate();
            moves.filter(|(_, m)| worth(m) && pick(m)).map(|(i, _)| i).collect()
        };
        let mut mistakes = indices(&|m| ours(m.side));
        if mistakes.is_empty() {
            mistakes = indices(&|_| true);
        }
        if mistakes.is_empty() {
            return None;
        }
        let put_right = vec![false; mistakes.len()];
        Some(Retry {
            review,
            mistakes,
            at: 0,
            put_right,
            tries: Vec::new(),
            answered: false,
            first,
            scale,
            hints,
        })
    }

    /// The reviewed move asked about now.
    pub fn mistake(&self) -> &Reviewed {
        &self.review.moves[self.mistakes[self.at]]
    }

    pub fn count(&self) -> usize {
        self.mistakes.len()
    }

    pub fn scale(&self) -> Score {
        self.scale
    }

    /// How many were put right.
    pub fn right(&self) -> usize {
        self.put_right.iter().filter(|&&r| r).count()
    }

    /// The position asked in: the moves of the game's line before it.
    pub fn plies(&self) -> usize {
        self.first + self.mistake().ply - 1
    }

    /// The values were by a depth-limited search (not verdicts) for the move asked now.
    pub fn heuristic(&self) -> bool {
        self.mistake().before.kind == Kind::Heuristic
    }

    /// What a try must do, in words: "keep the win", "keep the draw", "lose less than 4 of
    /// the value".
    pub fn goal(&self) -> String {
        let mistake = THRESHOLDS.iter().find(|(_, j)| *j == Judgement::Mistake).map_or(4, |t| t.0);
        match self.mistake().before.kind {
            Kind::Win => crate::tr!("retry-goal-win"),
            Kind::Draw => crate::tr!("retry-goal-draw"),
            _ => crate::tr!("retry-goal-value", mistake = mistake),
        }
    }

    /// The arrows, digits, Enter and `:` choose and try a move on the board; `n` and `p` go to
    /// the next and previous mistake, `b` shows the best move and its line, Esc ends the retry.
    pub fn update(&mut self, action: Action) -> Effect {
        match action {
            Action::NextMistake | Action::PreviousMistake => {
                let next = action == Action::NextMistake;
                let to = match next {
                    true => (self.at + 1 < self.count()).then_some(self.at + 1),
                    false => self.at.checked_sub(1),
                };
                let Some(to) = to else {
                    return Effect::Say(match next {
                        true => crate::tr!("retry-last-mistake", score = self.score()),
                        false => crate::tr!("retry-first-mistake", score = self.score()),
                    });
                };
                self.at = to;
                self.tries.clear();
                self.answered = false;
                Effect::GoTo(self.plies())
            }
            Action::Reveal => {
                self.answered = true;
                Effect::None
            }
            Action::Back => Effect::EndRetry,
            Action::Up
            | Action::Down
            | Action::Left
            | Action::Right
            | Action::Digit(_)
            | Action::Backspace
            | Action::Confirm
            | Action::EnterMove => Effect::Board(action),
            _ => Effect::None,
        }
    }

    /// The move named `name` tried at the position asked: judged by the review's values, put
    /// right if it keeps what the move asked about lost; the best move shown once it is.
    pub fn tried(&mut self, name: &str) -> Effect {
        let Some((value, judgement)) = self.mistake().tried(name, self.scale) else {
            return Effect::Say(crate::tr!("retry-no-value", name = name));
        };
        let right = !judgement.worth_retrying();
        self.tries.insert(0, Tried { name: name.into(), value: value.words(self.scale), right });
        if right {
            self.put_right[self.at] = true;
            self.answered = true;
        }
        Effect::None
    }

    /// "2 of 3 put right".
    pub fn score(&self) -> String {
        crate::tr!("retry-score", right = self.right(), n = self.count())
    }
}
