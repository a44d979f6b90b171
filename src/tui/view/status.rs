//! The status bar: the last message, or the main keys of the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::{App, Screen};
use crate::tui::keys;
use crate::tui::theme;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let message = match &app.screen {
        Screen::Play(play) => play.message.clone(),
        Screen::Start(form) => form.error.clone(),
    };
    let mut spans = Vec::new();
    if let Some(m) = message {
        spans.push(Span::styled(format!("{m}  "), theme::key()));
    }
    for b in keys::for_screen(app.keys_screen()) {
        if let Some(word) = b.status {
            spans.push(Span::styled(b.label, theme::key()));
            spans.push(Span::raw(format!(" {word}  ")));
        }
    }
    Line::from(spans).render(area, buf);
}
