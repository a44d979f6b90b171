//! The explanation overlay (`e`): the proof's lines, each wrapped, and what its numbers are.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tui::app::{ExplainView, Play};
use crate::tui::theme;

pub fn render(play: &Play, view: &ExplainView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let title = " Why: the proof of the exact values · ↑↓ scroll · Esc closes ";
    let short = " Why · Esc closes ".to_string();
    let title = super::fit_title([title.to_string()], short, area.width.saturating_sub(2) as usize);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let mut lines: Vec<Line> = match view.found.as_deref() {
        None => {
            let elapsed =
                play.thinking.as_ref().map_or(Default::default(), |t| t.started.elapsed());
            let (spin, seconds) = (super::spinner(elapsed), elapsed.as_secs_f64());
            vec![Line::from(format!("{spin} finding the proof… {seconds:.1} s (Esc stops)"))]
        }
        Some(Err(why)) => vec![Line::from(format!("No explanation here: {why}."))],
        Some(Ok(e)) => e.lines.iter().map(|l| Line::from(format!("• {l}"))).collect(),
    };
    if matches!(view.found.as_deref(), Some(Ok(_))) {
        lines.push(Line::from(""));
        lines.push(
            Line::from("\"wins in n\": n plies from the position before the move it follows").dim(),
        );
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((view.scroll, 0))
        .block(block)
        .render(area, buf);
}
