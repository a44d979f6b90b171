//! What the play screen has to say to the rest after a key: a word for the status bar, text for
//! the clipboard, a search to start. The parts write here; the app's loop reads it.

use super::Purpose;

#[derive(Debug, Default)]
pub struct Outbox {
    /// The status bar's word on the last key (cleared by the next).
    pub message: Option<String>,
    /// Text `y` asked to copy to the clipboard, for the main loop to send to the terminal.
    pub clipboard: Option<String>,
    /// A search the user asked for (`A`, `m`, a review, a replay), to start next.
    pub search: Option<Purpose>,
}
