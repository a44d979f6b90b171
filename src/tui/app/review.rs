//! The review overlay (`R`): the game's moves valued one by one, over the screen; `t` retries
//! the moves that changed the result.

use crate::tui::keys::Action;

use super::{Effect, Purpose};

/// The review once it is done, and the move under the cursor.
pub struct ReviewView {
    pub review: Option<std::sync::Arc<crate::session::review::Review>>,
    pub cursor: usize,
    /// Retry its moves as soon as it is done (`minimax retry FILE`).
    pub then_retry: bool,
}

impl ReviewView {
    /// ↑↓ and the pages move the cursor; Enter goes to where its move was chosen; `t` retries;
    /// Esc closes (stopping a review still running).
    pub fn update(&mut self, action: Action) -> Effect {
        let moves = self.review.as_ref().map_or(0, |r| r.moves.len());
        let last = moves.saturating_sub(1);
        match action {
            Action::Up => self.cursor = self.cursor.saturating_sub(1),
            Action::Down => self.cursor = (self.cursor + 1).min(last),
            Action::PageUp => self.cursor = self.cursor.saturating_sub(10),
            Action::PageDown => self.cursor = (self.cursor + 10).min(last),
            Action::Confirm if moves > 0 => {
                return Effect::ChooseReviewed { index: self.cursor, moves };
            }
            Action::Retry => return Effect::Retry,
            Action::Back => return Effect::CloseStopping(Purpose::Review),
            _ => {}
        }
        Effect::None
    }
}
