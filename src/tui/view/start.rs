//! The start screen: the form, one field a line, the selected one highlighted with its hint.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::centered;
use crate::tr;
use crate::tui::start::{FieldValue, StartForm};
use crate::tui::theme;

/// The start form; `left`: what Esc goes back to, if anything.
pub fn render(form: &StartForm, left: Option<&str>, area: Rect, buf: &mut Buffer) {
    // Room for every field, a wrapped hint and error, and the keys; the tagline and the blank
    // rows go first where that is more than the screen has (a game of four parameters at 80x24).
    let hint = form.fields[form.selected].hint.show();
    let wrapped = |text: &str| text.chars().count() as u16 / 68 + 1;
    let error_rows = form.error.as_deref().map_or(0, wrapped);
    let needed = form.fields.len() as u16 + 3 + wrapped(&hint) + error_rows;
    let roomy = needed + 3 <= area.height;
    let area = centered(area, 72, needed + if roomy { 3 } else { 0 });
    let title = format!(" {} ", tr!("start-title"));
    let mut block = Block::bordered().title(Span::styled(title, theme::title()));
    // What Esc goes back to, on the border: at 80x24 the form has no row to spare.
    if let Some(left) = left {
        block = block.title_bottom(back(left, area.width));
    }
    let mut lines = match roomy {
        true => vec![Line::from(tr!("start-tagline")).dim(), Line::from("")],
        false => Vec::new(),
    };
    let labels: Vec<String> = form.fields.iter().map(|f| f.label.show()).collect();
    let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    for (i, field) in form.fields.iter().enumerate() {
        let selected = i == form.selected;
        // A text longer than the row shows its end, where typing goes on.
        let room = 68usize.saturating_sub(width + 4);
        let value = match &field.value {
            FieldValue::Choice { options, index } => format!("◀ {} ▶", options[*index].show()),
            FieldValue::Text(t) if selected => format!("{}_", tail(t, room.saturating_sub(1))),
            FieldValue::Text(t) if t.is_empty() => "—".to_string(),
            FieldValue::Text(t) => tail(t, room),
        };
        let spans = vec![
            Span::raw(if selected { "▶ " } else { "  " }),
            Span::raw(format!("{:<width$}  ", labels[i])),
            Span::styled(value, if selected { theme::selected() } else { theme::title() }),
        ];
        lines.push(Line::from(spans));
    }
    if roomy {
        lines.push(Line::from(""));
    }
    lines.push(Line::from(hint).dim());
    if let Some(error) = &form.error {
        lines.push(Line::from(Span::styled(error.clone(), theme::bad())));
    }
    let keys = match form.free_text() {
        true => [
            ("↑↓".to_string(), tr!("start-key-field")),
            ("←→".to_string(), tr!("start-key-examples")),
            (tr!("start-key-any"), tr!("start-key-types")),
            ("Enter".to_string(), tr!("start-key-start")),
            ("Ctrl-C".to_string(), tr!("start-key-quit")),
        ],
        false => [
            ("↑↓".to_string(), tr!("start-key-field")),
            ("←→".to_string(), tr!("start-key-choose")),
            ("0-9 ,".to_string(), tr!("start-key-type")),
            ("Enter".to_string(), tr!("start-key-start")),
            ("q".to_string(), tr!("start-key-quit")),
        ],
    };
    let spans = keys
        .into_iter()
        .flat_map(|(key, what)| [Span::styled(key, theme::key()), Span::raw(format!(" {what}  "))]);
    lines.push(Line::from(spans.collect::<Vec<_>>()));
    // Long errors wrap inside the box instead of running past its edge.
    Paragraph::new(lines)
        .block(block)
        .wrap(ratatui::widgets::Wrap { trim: false })
        .render(area, buf);
}

/// What Esc goes back to, for a border `width` wide: the whole line where it fits, else without
/// what Enter does.
fn back(left: &str, width: u16) -> Line<'static> {
    let whole = tr!("start-back", game = left);
    let back = match whole.chars().count() + 7 <= width as usize {
        true => whole,
        false => tr!("start-back-short", game = left),
    };
    Line::from(vec![
        Span::raw(" "),
        Span::styled("Esc", theme::key()),
        Span::raw(format!(" {back} ")),
    ])
}

/// The last `room` characters of `text`, after "…" when it is longer.
fn tail(text: &str, room: usize) -> String {
    let n = text.chars().count();
    match n > room {
        true => format!("…{}", text.chars().skip(n + 1 - room.max(1)).collect::<String>()),
        false => text.to_string(),
    }
}
