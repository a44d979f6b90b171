//! The explanation overlay (`e`): why the best move is best and why the selected one is worse,
//! from the proof the exact values give (`session::explain`), over the screen.

use std::sync::Arc;

use crate::session::explain::Explanation;
use crate::tui::keys::Action;

use super::{Effect, Purpose};

/// The explanation once it is found (or why there is none), and how far it is scrolled.
#[derive(Default)]
pub struct ExplainView {
    pub found: Option<Arc<Result<Explanation, String>>>,
    pub scroll: u16,
}

impl ExplainView {
    /// ↑↓ scroll; Esc (or `e` again) closes, stopping a search still running.
    pub fn update(&mut self, action: Action) -> Effect {
        match action {
            Action::Up => self.scroll = self.scroll.saturating_sub(1),
            Action::Down => self.scroll = self.scroll.saturating_add(1),
            Action::Back => return Effect::CloseStopping(Purpose::Explain),
            _ => {}
        }
        Effect::None
    }
}
