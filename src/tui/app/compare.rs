//! The comparison overlay (`m`): the position searched several ways, over the screen.

use crate::engine::compare::Comparison;
use crate::tui::keys::Action;

use super::{Effect, Purpose};

/// The comparison's rows so far, and whether more are coming.
pub struct CompareView {
    pub rows: Vec<Comparison>,
    /// Monte Carlo tree search of the same position, beside the rows.
    /// Monte Carlo tree search's analysis of the position, where it finished.
    pub mcts: Option<std::sync::Arc<crate::session::Analysis>>,
    pub running: bool,
}

impl CompareView {
    /// Any key closes the table; one still filling stops.
    pub fn update(&mut self, _action: Action) -> Effect {
        Effect::CloseStopping(Purpose::Compare)
    }
}
