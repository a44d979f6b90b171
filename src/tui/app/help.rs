//! The help overlay (`?`): every key of the screen below it, from the key table.

use std::cell::Cell;

use crate::tui::keys::Action;

use super::Effect;

/// The help's first row shown, when it scrolls.
#[derive(Default)]
pub struct Help {
    pub scroll: usize,
    /// The furthest the help can scroll in the window, as the last frame drew it (only the
    /// drawing knows the window): ↓ stops there, so ↑ moves at once after holding ↓.
    pub furthest: Cell<usize>,
}

impl Help {
    /// The arrows, the pages (space too), Home and End scroll a help too long for the window;
    /// any other key closes it.
    pub fn update(&mut self, action: Action) -> Effect {
        let furthest = self.furthest.get();
        match action {
            Action::Down => self.scroll = (self.scroll + 1).min(furthest),
            Action::Up => self.scroll = self.scroll.saturating_sub(1),
            Action::PageDown => self.scroll = (self.scroll + 10).min(furthest),
            Action::PageUp => self.scroll = self.scroll.saturating_sub(10),
            Action::Home => self.scroll = 0,
            Action::End => self.scroll = furthest,
            _ => return Effect::Close,
        }
        Effect::None
    }
}
