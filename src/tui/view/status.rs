//! The status bar: the last message, or the main keys of the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::{App, Screen};
use crate::tui::keys;
use crate::tui::theme;

/// Most rows a message takes over the bottom of the screen; a longer one is cut with "…".
const MESSAGE_ROWS: usize = 4;

/// The message, then as many whole key hints as fit: a hint is never cut mid-word. A message
/// wider than the bar is shown whole, wrapped over the rows above it (until the next key), so
/// that its point is not cut off ("… (the compu…").
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let message = match &app.screen {
        Screen::Play(play) => play.out.message.clone(),
        Screen::Start(form) => form.error.clone(),
        Screen::Practice(_) => None,
    };
    let message = app.notice.clone().or(message);
    let width = area.width as usize;
    let mut used = 0;
    let mut spans = Vec::new();
    if let Some(m) = message {
        if m.chars().count() > width {
            return overlay(&m, area, buf);
        }
        used += m.chars().count() + 2;
        spans.push(Span::styled(format!("{m}  "), theme::key()));
    }
    for b in keys::for_screen(app.keys_screen()) {
        if let Some(word) = b.status() {
            let label = b.label();
            let len = label.chars().count() + word.chars().count() + 3;
            if used + len > width + 2 {
                break;
            }
            used += len;
            spans.push(Span::styled(label, theme::key()));
            spans.push(Span::raw(format!(" {word}  ")));
        }
    }
    Line::from(spans).render(area, buf);
}

/// A long message over the bottom rows of the screen, the bar's row its last, a rule above it.
fn overlay(message: &str, bar: Rect, buf: &mut Buffer) {
    let width = (bar.width as usize).max(1);
    // A word wider than the screen (a Reversi board of 64 squares at 60 columns) goes on over
    // the next rows rather than being cut.
    let mut lines: Vec<String> = crate::words::wrap(message, width)
        .into_iter()
        .flat_map(|line| {
            let chars: Vec<char> = line.chars().collect();
            chars.chunks(width).map(|c| c.iter().collect::<String>()).collect::<Vec<_>>()
        })
        .collect();
    if lines.len() > MESSAGE_ROWS {
        lines.truncate(MESSAGE_ROWS);
        let last = lines.pop().unwrap_or_default();
        lines.push(fit(&format!("{last} …"), width));
    }
    let rows = (lines.len() as u16 + 1).min(bar.y + 1);
    let area = Rect { y: bar.y + 1 - rows, height: rows, ..bar };
    ratatui::widgets::Clear.render(area, buf);
    let rule = Line::from("─".repeat(width)).style(theme::key());
    let text: Vec<Line> = std::iter::once(rule)
        .chain(lines.into_iter().map(|l| Line::styled(l, theme::key())))
        .collect();
    ratatui::widgets::Paragraph::new(text).render(area, buf);
}

/// `text` in at most `width` characters, ending in "…" when cut.
pub fn fit(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
