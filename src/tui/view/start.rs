//! The start screen: the form, one field a line, the selected one highlighted with its hint.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::centered;
use crate::tui::start::{FieldValue, StartForm};
use crate::tui::theme;

/// The start form; `left`: what Esc goes back to, if anything.
pub fn render(form: &StartForm, left: Option<&str>, area: Rect, buf: &mut Buffer) {
    // Room for every field, a wrapped hint and error, and the keys.
    let error_rows = form.error.as_ref().map_or(0, |e| e.len() as u16 / 68 + 1);
    let area = centered(area, 72, form.fields.len() as u16 + 10 + error_rows);
    let mut block =
        Block::bordered().title(Span::styled(" minimax-tui · new game ", theme::title()));
    // What Esc goes back to, on the border: at 80x24 the form has no row to spare.
    if let Some(left) = left {
        block = block.title_bottom(Line::from(vec![
            Span::raw(" "),
            Span::styled("Esc", theme::key()),
            Span::raw(format!(" back to {left} · Enter replaces it ")),
        ]));
    }
    let mut lines = vec![
        Line::from("Play, watch and step through minimax and alpha-beta.").dim(),
        Line::from(""),
    ];
    let width = form.fields.iter().map(|f| f.label.len()).max().unwrap_or(0);
    for (i, field) in form.fields.iter().enumerate() {
        let selected = i == form.selected;
        // A text longer than the row shows its end, where typing goes on.
        let room = 68usize.saturating_sub(width + 4);
        let value = match &field.value {
            FieldValue::Choice { options, index } => format!("◀ {} ▶", options[*index]),
            FieldValue::Text(t) if selected => format!("{}_", tail(t, room.saturating_sub(1))),
            FieldValue::Text(t) if t.is_empty() => "—".to_string(),
            FieldValue::Text(t) => tail(t, room),
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
    let keys: &[(&str, &str)] = match form.free_text() {
        true => &[
            ("↑↓", "field"),
            ("←→", "examples"),
            ("any key", "types"),
            ("Enter", "start"),
            ("Ctrl-C", "quit"),
        ],
        false => &[
            ("↑↓", "field"),
            ("←→", "choose"),
            ("0-9 ,", "type"),
            ("Enter", "start"),
            ("q", "quit"),
        ],
    };
    let spans = keys.iter().flat_map(|&(key, what)| {
        [Span::styled(key, theme::key()), Span::raw(format!(" {what}  "))]
    });
    lines.push(Line::from(spans.collect::<Vec<_>>()));
    // Long errors wrap inside the box instead of running past its edge.
    Paragraph::new(lines)
        .block(block)
        .wrap(ratatui::widgets::Wrap { trim: false })
        .render(area, buf);
}

/// The last `room` characters of `text`, after "…" when it is longer.
fn tail(text: &str, room: usize) -> String {
    let n = text.chars().count();
    match n > room {
        true => format!("…{}", text.chars().skip(n + 1 - room.max(1)).collect::<String>()),
        false => text.to_string(),
    }
}
