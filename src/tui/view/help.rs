//! The `?` overlay: every key of the screen, from the same table that maps them, in two columns
//! when one would not fit.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tui::keys::{self, Screen};
use crate::tui::theme;

const VALUES: &str = "Values are MAX's (X's, Black's): +1 MAX wins, −1 MIN wins, 0 a draw; \"in 3\" \
counts plies from the position shown; in negamax the tree's values are the mover's. ≥/≤: a bound \
(alpha-beta stopped once the node could not matter). α/β: the window a node was entered with.";

pub fn render(screen: Screen, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let block = Block::bordered().title(Span::styled(" Help · any key closes ", theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let width = keys::help_lines(screen).map(|b| b.label.chars().count()).max().unwrap_or(1);
    let lines: Vec<Line> = keys::help_lines(screen)
        .map(|b| {
            Line::from(vec![
                Span::styled(format!("{:>width$}  ", b.label), theme::key()),
                Span::raw(b.help),
            ])
        })
        .collect();
    let [keys_area, values_area] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(4)]).areas(inner);
    let columns = if lines.len() > keys_area.height as usize { 2 } else { 1 };
    let per_column = lines.len().div_ceil(columns);
    let areas =
        Layout::horizontal(vec![Constraint::Ratio(1, columns as u32); columns]).split(keys_area);
    for (chunk, column) in lines.chunks(per_column.max(1)).zip(areas.iter()) {
        Paragraph::new(chunk.to_vec()).wrap(Wrap { trim: false }).render(*column, buf);
    }
    Paragraph::new(Line::from(VALUES).dim()).wrap(Wrap { trim: true }).render(values_area, buf);
}
