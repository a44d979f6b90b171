//! What a part of the play screen asks of the rest after a key. A part (an overlay, the
//! step-through) owns its state and changes only that; what it needs beyond it, it returns as an
//! `Effect`, and `Play::apply` carries it out in one place.

use super::Purpose;

/// `[` and `]`: the pause between computer moves and autoplayed steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slower,
    Faster,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing beyond the part's own state.
    None,
    /// A word in the status bar.
    Say(String),
    /// The part is done: the game has the keys again.
    Close,
    /// Done, and the search it was waiting for (a comparison, a review) is not wanted any more.
    CloseStopping(Purpose),
    /// Go to the position the reviewed move `index` was chosen in (of the review's `moves`, the
    /// last moves of the game's line).
    ChooseReviewed { index: usize, moves: usize },
    /// Play the move typed by its name.
    PlayNamed(String),
    /// A new game from the typed position.
    StartFrom(String),
    /// The step-through is left: the game has the keys, the tree follows it again.
    LeaveStep,
    /// Leave the step-through for the comparison of the game's position.
    Compare,
    /// The pause between autoplayed steps (and PC vs PC's moves) a notch longer or shorter.
    Pace(Pace),
    /// The tree's cursor and folds as the search leaves them (a new chapter).
    ResetOutline,
    /// The tree's cursor back on the search, the nodes closed by hand open again.
    Follow,
    /// A key for the tree under the step-through (↑↓, Enter).
    TreeKey(crate::tui::keys::Action),
    /// A key for the board: choose or try a move (the retry's moves are the board's).
    Board(crate::tui::keys::Action),
    /// Walk through the game's line to the position after this many moves, the part kept.
    GoTo(usize),
    /// Retry the moves the review found worth retrying.
    Retry,
    /// The retry is over: the values as they were.
    EndRetry,
}
