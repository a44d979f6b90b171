//! The game panel: whose turn it is (or how the game ended) above the game's own drawing.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::spinner;
use crate::tui::app::{Play, Purpose};
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    let title = format!(" {} · {} ", play.session.title(), play.mode.label());
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let [turn, board] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(inner);
    Paragraph::new(turn_line(play)).wrap(Wrap { trim: true }).render(turn, buf);
    // Show what the cursor's move would do while a human chooses.
    let selected = (!play.computer_to_move() && play.step.is_none()).then_some(play.cursor);
    play.session.render_position(selected, board, buf);
}

fn turn_line(play: &Play) -> Line<'static> {
    if let Some(end) = play.session.end() {
        let headline = match end.winner {
            Some(p) => {
                Span::styled(format!("{p} ({}) wins! ", play.mode.who(p)), theme::good().bold())
            }
            None => Span::styled("A draw. ".to_string(), theme::title()),
        };
        return Line::from(vec![
            headline,
            Span::raw(end.reason),
            Span::raw(" — r plays again").dim(),
        ]);
    }
    let p = play.session.to_move();
    let mut spans = vec![
        Span::styled(format!("{p} ({})", play.mode.who(p)), theme::player(p).bold()),
        Span::raw(" to move"),
    ];
    if let Some(t) = play.thinking.as_ref().filter(|t| t.purpose == Purpose::Move) {
        spans.push(Span::raw(format!("  {} thinking", spinner(t.started.elapsed()))));
    } else if play.paused && play.computer_to_move() {
        spans.push(Span::raw("  paused (space resumes)").dim());
    }
    Line::from(spans)
}
