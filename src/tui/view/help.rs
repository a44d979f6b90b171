//! The `?` overlay: every key of the screen, from the same table that maps them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tui::keys::{self, Screen};
use crate::tui::theme;

pub fn render(screen: Screen, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let block = Block::bordered().title(Span::styled(" Help · any key closes ", theme::title()));
    let width = keys::for_screen(screen).map(|b| b.label.chars().count()).max().unwrap_or(1);
    let mut lines: Vec<Line> = keys::for_screen(screen)
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>width$}  ", b.label), theme::key()),
                Span::raw(b.help),
            ])
        })
        .collect();
    lines.push(Line::from(""));
    lines.push(
        Line::from(
            "Values are MAX's utility: +1 MAX wins, −1 MIN wins, 0 a draw; \"in 3\" counts plies to \
             the end. Negamax values in the tree are for the player to move. α/β: the window a node \
             was searched with; a move is pruned when α ≥ β.",
        )
        .dim(),
    );
    Paragraph::new(lines).wrap(Wrap { trim: false }).block(block).render(area, buf);
}
