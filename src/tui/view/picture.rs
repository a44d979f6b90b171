//! A game's picture of a position (`session::picture`) drawn with ratatui: text rows as
//! paragraphs, a gauge as a gauge, each look in the theme's style.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{LineGauge, Paragraph, Widget, Wrap};

use crate::session::picture::{Arrange, Part, Picture, Row};
use crate::tui::theme;

/// Draws `picture` in `area`; returns where each span that plays a move was drawn, with the move
/// (in notation), for the mouse.
pub fn render(picture: &Picture, area: Rect, buf: &mut Buffer) -> Vec<(Rect, String)> {
    let mut targets = Vec::new();
    let sizes = picture.parts.iter().map(|(size, _)| match size {
        Some(n) => Constraint::Length(*n),
        None => Constraint::Min(0),
    });
    let areas = match picture.arrange {
        Arrange::Stacked => Layout::vertical(sizes).split(area),
        Arrange::Across => Layout::horizontal(sizes).split(area),
    };
    for ((_, part), &area) in picture.parts.iter().zip(areas.iter()) {
        match part {
            Part::Text(rows) => {
                Paragraph::new(lines(rows)).render(area, buf);
                targets.extend(targets_of(rows, area));
            }
            Part::Wrapped(rows) => {
                Paragraph::new(lines(rows)).wrap(Wrap { trim: true }).render(area, buf)
            }
            // The label beside the bar, not over it (where the filled part inverted it), and
            // the bar in two shapes, so that it reads without colour.
            Part::Gauge { ratio, label, look } => LineGauge::default()
                .filled_style(theme::look(*look))
                .filled_symbol("█")
                .unfilled_symbol("░")
                .ratio(ratio.clamp(0.0, 1.0))
                .label(Span::raw(format!("{label} ")))
                .render(area, buf),
        }
    }
    targets
}

/// Where the spans of unwrapped `rows` drawn in `area` that play a move are, with their moves.
fn targets_of(rows: &[Row], area: Rect) -> Vec<(Rect, String)> {
    let mut out = Vec::new();
    for (r, row) in rows.iter().enumerate().take(area.height as usize) {
        let mut x = area.x;
        for span in &row.spans {
            let width = Span::raw(span.text.as_str()).width() as u16;
            if let Some(mv) = &span.target {
                let cell = Rect::new(x, area.y + r as u16, width, 1).intersection(area);
                if !cell.is_empty() {
                    out.push((cell, mv.clone()));
                }
            }
            x = x.saturating_add(width);
        }
    }
    out
}

fn lines(rows: &[Row]) -> Vec<Line<'_>> {
    rows.iter()
        .map(|row| {
            let spans: Vec<Span> = row
                .spans
                .iter()
                .map(|s| Span::styled(s.text.as_str(), theme::look(s.look)))
                .collect();
            Line::from(spans).style(theme::look(row.look))
        })
        .collect()
}
