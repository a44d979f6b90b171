//! The line that says a search is running: what it is for, what it has counted, how long.

use ratatui::style::Stylize;
use ratatui::text::{Line, Span};

use super::{spinner, thousands};
use crate::tui::app::{Play, Purpose};
use crate::tui::theme;

/// The search running, if one is: what it is for, what it has counted, how long it has run.
pub fn line(play: &Play) -> Option<Line<'static>> {
    let t = play.thinking.as_ref()?;
    {
        let what = match t.purpose {
            Purpose::Move => "choosing a move",
            Purpose::Hints => "valuing your moves",
            Purpose::Analyze => "analysing",
            Purpose::Compare => "comparing",
            Purpose::Replay => "replaying the computer's search",
            Purpose::Review => "reviewing the game",
            Purpose::Explain => "explaining the position",
        };
        let elapsed = t.started.elapsed();
        // A Monte Carlo search counts iterations where minimax counts nodes.
        let counted = match t.purpose == Purpose::Move && play.mcts_to_move().is_some() {
            true => "iterations",
            false => "nodes",
        };
        Some(Line::from(vec![
            Span::styled(format!("{} {what}… ", spinner(elapsed)), theme::key()),
            Span::raw(format!(
                "{} {counted}, {:.1} s",
                thousands(t.ticket.nodes()),
                elapsed.as_secs_f64()
            )),
            Span::raw("  Esc cancels").dim(),
        ]))
    }
}
