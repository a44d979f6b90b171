//! The start screen: the form, one field a line, the selected one highlighted with its hint.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::centered;
use crate::tui::start::{FieldValue, StartForm};
use crate::tui::theme;

pub fn render(form: &StartForm, area: Rect, buf: &mut Buffer) {
    // Room for every field, a wrapped hint and error, and the keys.
    let error_rows = form.error.as_ref().map_or(0, |e| e.len() as u16 / 68 + 1);
    let area = centered(area, 72, form.fields.len() as u16 + 10 + error_rows);
    let block = Block::bordered().title(Span::styled(" minimax-tui · new game ", theme::title()));
    let mut lines = vec![
        Line::from("Play, watch and step through minimax and alpha-beta.").dim(),
        Line::from(""),
    ];
    let width = form.fields.iter().map(|f| f.label.len()).max().unwrap_or(0);
    for (i, field) in form.fields.iter().enumerate() {
        let selected = i == form.selected;
        let value = match &field.value {
            FieldValue::Choice { options, index } => format!("◀ {} ▶", options[*index]),
            FieldValue::Text(t) if selected => format!("{t}_"),
            FieldValue::Text(t) if t.is_empty() => "—".to_string(),
            FieldValue::Text(t) => t.clone(),
        };
        let spans = vec![
            Span::raw(if selected { "▶ " } else { "  " }),
            Span::raw(format!("{:<width$}  ", field.label)),
            Span::styled(value, if selected { theme::selected() } else { theme::title() }),
        ];
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(""));
    lines.push(Line::from(form.fields[form.selected].hint).dim());
    if let Some(error) = &form.error {
        lines.push(Line::from(Span::styled(error.clone(), theme::bad())));
    }
    lines.push(Line::from(vec![
        Span::styled("↑↓", theme::key()),
        Span::raw(" field  "),
        Span::styled("←→", theme::key()),
        Span::raw(" choose  "),
        Span::styled("0-9 ,", theme::key()),
        Span::raw(" type  "),
        Span::styled("Enter", theme::key()),
        Span::raw(" start  "),
        Span::styled("q", theme::key()),
        Span::raw(" quit"),
    ]));
    // Long errors wrap inside the box instead of running past its edge.
    Paragraph::new(lines)
        .block(block)
        .wrap(ratatui::widgets::Wrap { trim: false })
        .render(area, buf);
}
