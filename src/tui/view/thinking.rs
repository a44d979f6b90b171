//! The line that says a search is running: what it is for, what it has counted, how long.

use ratatui::style::Stylize;
use ratatui::text::{Line, Span};

use super::spinner;
use crate::tr;
use crate::tui::app::{Play, Purpose};
use crate::tui::theme;

/// The search running, if one is: what it is for, what it has counted, how long it has run.
pub fn line(play: &Play) -> Option<Line<'static>> {
    let t = play.thinking.as_ref()?;
    {
        let what = match t.purpose {
            Purpose::Move => tr!("thinking-move"),
            Purpose::Hints => tr!("thinking-hints"),
            Purpose::Analyze => tr!("thinking-analyze"),
            Purpose::Compare => tr!("thinking-compare"),
            Purpose::Replay => tr!("thinking-replay"),
            Purpose::Review => tr!("thinking-review"),
            Purpose::Explain => tr!("thinking-explain"),
        };
        let elapsed = t.started.elapsed();
        // A Monte Carlo search counts iterations where minimax counts nodes.
        let (n, seconds) = (t.ticket.nodes(), crate::i18n::decimal(elapsed.as_secs_f64(), 1));
        let counted = match t.purpose == Purpose::Move && play.mcts_to_move().is_some() {
            true => tr!("thinking-iterations", n = n, seconds = seconds),
            false => tr!("thinking-nodes", n = n, seconds = seconds),
        };
        Some(Line::from(vec![
            Span::styled(format!("{} {what}… ", spinner(elapsed)), theme::key()),
            Span::raw(counted),
            Span::raw(format!("  {}", tr!("thinking-cancel"))).dim(),
        ]))
    }
}
