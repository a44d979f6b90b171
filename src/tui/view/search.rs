//! The search panel: the one place that chooses what it shows by the search it is of, a
//! step-through of minimax or of Monte Carlo tree search, or the last search of either kind.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{mcts, minimax, retry};
use crate::tui::app::Play;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    if let Some(step) = play.step() {
        return minimax::render_step(play, step, area, buf);
    }
    if let Some(step) = play.mcts_step() {
        return mcts::render_step(step, area, buf);
    }
    if let Some(retry) = &play.retry {
        return retry::render(play, retry, area, buf);
    }
    match play.shown_mcts() {
        Some(found) => mcts::render_panel(play, &found, area, buf),
        None => minimax::render_panel(play, area, buf),
    }
}

/// The rows the panel needs at `width` (its border included).
pub fn height(play: &Play, width: u16) -> u16 {
    if let Some(retry) = &play.retry {
        return retry::height(play, retry, width);
    }
    match play.shown_mcts() {
        Some(found) => mcts::panel_height(play, &found, width),
        None => minimax::panel_height(play, width),
    }
}
