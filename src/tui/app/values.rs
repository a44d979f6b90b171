//! Whether the panels show what the search found: hints on, or blind play, where a key that would
//! show values (`s`, `A`, `m`) is asked about before it gives anything away.

use crate::tui::keys::Action;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// Hints on: the panels show values, best moves and lines.
    Shown,
    /// Blind play: no value, best move or line until the player asks twice.
    Hidden,
    /// Blind play, and this key was pressed once: pressed again next, it shows them.
    Asked(Action),
}

impl Values {
    pub fn from_hints(hints: bool) -> Values {
        if hints { Values::Shown } else { Values::Hidden }
    }

    pub fn shown(self) -> bool {
        self == Values::Shown
    }

    /// The key asked about, once: any key after it answers the question (`Asked` becomes
    /// `Hidden`).
    pub fn take_asked(&mut self) -> Option<Action> {
        match *self {
            Values::Asked(action) => {
                *self = Values::Hidden;
                Some(action)
            }
            _ => None,
        }
    }
}
