//! The Moves panel: the legal moves, the cursor, and each move's value for the mover when known.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::engine::Bound;
use crate::tui::app::Play;
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    let mut title = " Moves ".to_string();
    if let Some(text) = &play.input {
        title = format!(" Moves · :{text}_ ");
    } else if !play.typed.is_empty() {
        title = format!(" Moves · typed {}_ ", play.typed);
    } else if !play.hints {
        title = " Moves · hints off (i) ".to_string();
    }
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let moves = play.session.moves();
    if moves.is_empty() {
        Paragraph::new("no moves: the game is over").dim().render(inner, buf);
        return;
    }
    let to_move = play.session.to_move();
    // Values are shown for the computer's own search, and for a human only with hints on.
    // While a search is stepped through, its values would give the ending away.
    let analysis = play
        .current_analysis()
        .filter(|_| play.hints || play.mode.computer_plays(to_move))
        .filter(|_| play.step.is_none());
    let width = moves.iter().map(|m| m.label.chars().count()).max().unwrap_or(1);
    let effect_width = moves.iter().map(|m| m.effect.chars().count()).max().unwrap_or(0);
    // Keep the cursor in view.
    let rows = inner.height as usize;
    let first = play.cursor.saturating_sub(rows.saturating_sub(1));
    let human = !play.computer_to_move();
    let lines: Vec<Line> = moves
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, m)| {
            let selected = human && i == play.cursor;
            let marker = if selected { "▶ " } else { "  " };
            let mut spans = vec![
                Span::raw(marker),
                Span::styled(
                    format!("{:>width$}", m.label),
                    if selected { theme::selected() } else { theme::title() },
                ),
                Span::raw(format!("  {:<effect_width$}", m.effect)),
            ];
            let value = analysis.and_then(|a| a.move_values.iter().find(|v| v.index == i));
            if let Some(v) = value {
                let for_mover = v.value * to_move.sign();
                // Bounds are MAX's; for MIN "at most" and "at least" swap.
                let qualifier = match (v.bound, to_move.sign()) {
                    (Bound::Exact, _) => "",
                    (Bound::Upper, 1) | (Bound::Lower, -1) => "at most: ",
                    _ => "at least: ",
                };
                let style = if for_mover > 0 {
                    theme::good()
                } else if for_mover < 0 {
                    theme::bad()
                } else {
                    theme::dim()
                };
                let text = theme::for_mover(for_mover, analysis.is_some_and(|a| a.exact));
                spans.push(Span::styled(format!("  {qualifier}{text}"), style));
                if analysis.is_some_and(|a| a.best == Some(i)) {
                    spans.push(Span::raw("  ← best").bold());
                }
            }
            Line::from(spans)
        })
        .collect();
    Paragraph::new(lines).render(inner, buf);
}
