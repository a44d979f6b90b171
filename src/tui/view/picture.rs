//! A game's picture of a position (`session::picture`) drawn with ratatui: text rows as
//! paragraphs, a gauge as a gauge, each look in the theme's style.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Gauge, Paragraph, Widget, Wrap};

use crate::session::picture::{Arrange, Part, Picture, Row};
use crate::tui::theme;

pub fn render(picture: &Picture, area: Rect, buf: &mut Buffer) {
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
            Part::Text(rows) => Paragraph::new(lines(rows)).render(area, buf),
            Part::Wrapped(rows) => {
                Paragraph::new(lines(rows)).wrap(Wrap { trim: true }).render(area, buf)
            }
            Part::Gauge { ratio, label, look } => Gauge::default()
                .gauge_style(theme::look(*look))
                .ratio(ratio.clamp(0.0, 1.0))
                .label(label.as_str())
                .render(area, buf),
        }
    }
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
