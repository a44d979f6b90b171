//! The `?` overlay: every key of the screen, from the same table that maps them, in two columns
//! when one would not fit.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::tr;
use crate::tui::keys::{self, Screen};
use crate::tui::theme;

/// Draws the help scrolled to `scroll` (kept in range) and returns the furthest it can scroll;
/// `utilities`: the values are a tree's utilities, not wins and losses.
pub fn render(
    screen: Screen,
    utilities: bool,
    scroll: usize,
    area: Rect,
    buf: &mut Buffer,
) -> usize {
    Clear.render(area, buf);
    let outer = Block::bordered().inner(area);
    let values = if utilities { tr!("help-utilities") } else { tr!("help-values") };
    // The values' paragraph whole, however long the language writes it.
    let values_rows = crate::words::wrap(&values, outer.width.max(1) as usize).len() as u16;
    let [keys_area, values_area] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(values_rows)]).areas(outer);
    let height = keys_area.height as usize;
    // One column if every key fits, else two side by side if they fit so and each is wide
    // enough to read, else one column that scrolls.
    let one = entries(screen, keys_area.width as usize).concat();
    let half = (keys_area.width as usize).saturating_sub(2) / 2;
    let two = entries(screen, half);
    let rows = |entries: &[Vec<Line>]| entries.iter().map(Vec::len).sum::<usize>();
    let (first, second) = two.split_at(split(&two));
    let (first_rows, taller) = (rows(first), rows(first).max(rows(second)));
    let (columns, lines, width) = match (one.len() <= height, taller <= height) {
        (true, _) => (1, one, keys_area.width),
        (false, true) if half >= 30 => (2, two.concat(), half as u16),
        _ => (1, one, keys_area.width),
    };

    let scrolls = columns == 1 && lines.len() > height;
    let scroll = if scrolls { scroll.min(lines.len() - height) } else { 0 };
    let title = match scrolls {
        true => tr!(
            "help-title-scrolls",
            first = scroll + 1,
            last = scroll + height,
            rows = lines.len()
        ),
        false => tr!("help-title"),
    };
    let title = format!(" {title} ");
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    block.render(area, buf);
    if scrolls {
        Paragraph::new(lines[scroll..scroll + height].to_vec()).render(keys_area, buf);
    } else {
        // Two columns part between keys, never inside a key's wrapped description.
        let (left, right) = lines.split_at(if columns == 2 { first_rows } else { lines.len() });
        for (c, chunk) in [left, right].into_iter().enumerate() {
            let x = keys_area.x + c as u16 * (width + 2);
            let column = Rect { x, width, ..keys_area }.intersection(keys_area);
            Paragraph::new(chunk.to_vec()).render(column, buf);
        }
    }
    Paragraph::new(Line::from(values).dim()).wrap(Wrap { trim: true }).render(values_area, buf);
    if scrolls { lines.len() - height } else { 0 }
}

/// Every key of the screen, each as its rows `width` wide: the keys right-aligned in their own
/// column, each description wrapped under itself (its continuation lines start below its first
/// word, not under the keys).
fn entries(screen: Screen, width: usize) -> Vec<Vec<Line<'static>>> {
    let keys = keys::help_lines(screen).map(|b| b.label().chars().count()).max().unwrap_or(1);
    let room = width.saturating_sub(keys + 2).max(10);
    keys::help_lines(screen)
        .map(|binding| {
            let label = binding.label();
            let parts = crate::words::wrap(&binding.help(), room).into_iter().enumerate();
            parts
                .map(|(i, part)| {
                    let key = if i == 0 { label.as_str() } else { "" };
                    Line::from(vec![
                        Span::styled(format!("{key:>keys$}  "), theme::key()),
                        Span::raw(part),
                    ])
                })
                .collect()
        })
        .collect()
}

/// Where to part `entries` into two columns, between two keys: the first key of the second
/// column, chosen to make the taller column as short as it can be.
fn split(entries: &[Vec<Line<'static>>]) -> usize {
    let total: usize = entries.iter().map(Vec::len).sum();
    let mut above = 0;
    let mut best = (total, 0);
    for (i, entry) in entries.iter().enumerate() {
        let taller = above.max(total - above);
        if taller < best.0 {
            best = (taller, i);
        }
        above += entry.len();
    }
    best.1
}
