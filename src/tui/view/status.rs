//! The status bar: the last message, or the main keys of the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::{App, Screen};
use crate::tui::keys;
use crate::tui::theme;

/// The message (cut with "…" if it is wider than the bar), then as many whole key hints as fit:
/// a hint is never cut mid-word.
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
        let text = fit(&m, width);
        used += text.chars().count() + 2;
        spans.push(Span::styled(format!("{text}  "), theme::key()));
    }
    for b in keys::for_screen(app.keys_screen()) {
        if let Some(word) = b.status {
            let len = b.label.chars().count() + word.chars().count() + 3;
            if used + len > width + 2 {
                break;
            }
            used += len;
            spans.push(Span::styled(b.label, theme::key()));
            spans.push(Span::raw(format!(" {word}  ")));
        }
    }
    Line::from(spans).render(area, buf);
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
