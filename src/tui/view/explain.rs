//! The explanation overlay (`e`): the proof's lines, each wrapped, and what its numbers are.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tr;
use crate::tui::app::{ExplainView, Play};
use crate::tui::theme;

pub fn render(play: &Play, view: &ExplainView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let title = format!(" {} ", tr!("explain-title"));
    let short = format!(" {} ", tr!("explain-title-short"));
    let title = super::fit_title([title], short, area.width.saturating_sub(2) as usize);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let mut lines: Vec<Line> = match view.found.as_deref() {
        None => {
            let elapsed =
                play.thinking.as_ref().map_or(Default::default(), |t| t.started.elapsed());
            let (spin, seconds) = (super::spinner(elapsed), elapsed.as_secs_f64());
            let seconds = crate::i18n::decimal(seconds, 1);
            vec![Line::from(tr!("explain-running", spin = spin.to_string(), seconds = seconds))]
        }
        Some(Err(why)) => vec![Line::from(tr!("explain-none", why = why.as_str()))],
        Some(Ok(e)) => e.lines.iter().map(|l| Line::from(format!("• {l}"))).collect(),
    };
    if matches!(view.found.as_deref(), Some(Ok(_))) {
        lines.push(Line::from(""));
        lines.push(Line::from(tr!("explain-note-wins-in")).dim());
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((view.scroll, 0))
        .block(block)
        .render(area, buf);
}
