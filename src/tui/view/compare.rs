//! The comparison overlay (`m`): the same position searched several ways, side by side.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Clear, Row, Table, Widget};

use super::thousands;
use crate::engine::compare::{values_agree, ways};
use crate::tui::app::{CompareView, Play};
use crate::tui::theme;

pub fn render(play: &Play, view: &CompareView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let title = " Compare · the same position, searched each way · any key closes ";
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    // Narrow windows drop the leaves column, so that every way keeps its whole name.
    let narrow = inner.width < 90;
    let keep = |cells: Vec<Cell<'static>>| -> Row<'static> {
        Row::new(
            cells.into_iter().enumerate().filter(|(i, _)| !(narrow && *i == 3)).map(|(_, c)| c),
        )
    };
    let header = keep(
        ["way", "value", "nodes", "leaves", "cutoffs", "TT hits", "branching", "ms"]
            .map(Cell::from)
            .to_vec(),
    )
    .style(theme::key());
    // While the searches run, the ways they will take; then each row as it came back.
    let rows: Vec<Row> = if view.rows.is_empty() {
        let state = if view.running { "searching…" } else { "stopped" };
        ways(play.config.algorithm, play.config.depth)
            .into_iter()
            .map(|(name, _)| Row::new(vec![Cell::from(name), Cell::from(state).dim()]))
            .collect()
    } else {
        view.rows
            .iter()
            .map(|row| match &row.outcome {
                Some((value, s)) => keep(vec![
                    Cell::from(row.name.clone()),
                    Cell::from(crate::words::text_scaled(*value, 0, play.session.value_scale())),
                    Cell::from(thousands(s.nodes)),
                    Cell::from(thousands(s.leaves)),
                    Cell::from(thousands(s.cutoffs)),
                    Cell::from(thousands(s.tt_hits)),
                    Cell::from(format!("{:.2}", s.effective_branching_factor())),
                    Cell::from(format!("{:.2}", s.elapsed.as_secs_f64() * 1e3)),
                ]),
                None => Row::new(vec![Cell::from(row.name.clone()), Cell::from("stopped").dim()]),
            })
            .collect()
    };
    let wide = [22, 10, 12, 11, 9, 9, 9, 9];
    let tight = [22, 8, 10, 0, 8, 8, 9, 7];
    let widths: Vec<Constraint> = (if narrow { tight } else { wide })
        .into_iter()
        .enumerate()
        .filter(|(i, _)| !(narrow && *i == 3))
        .map(|(_, w)| Constraint::Length(w))
        .collect();
    let table_area = Rect { height: inner.height.saturating_sub(3), ..inner };
    Widget::render(Table::new(rows, widths).header(header), table_area, buf);
    let finished: Vec<_> = view.rows.iter().filter_map(|r| r.outcome.as_ref()).collect();
    let verdict = if view.running {
        Line::from("searching… (any key stops: a plain search of a big tree may never end)").dim()
    } else if finished.is_empty() {
        Line::from("stopped before any search finished").dim()
    } else if values_agree(&view.rows) {
        let v = finished[0].0;
        Line::from(format!(
            "All {} searches agree on the root value: {} ({}). Pruning, the table and ordering change only the work.",
            finished.len(),
            crate::words::text_scaled(v, 0, play.session.value_scale()),
            crate::words::verdict(v, play.config.depth.is_none(), play.session.sides())
        ))
        .style(theme::good())
    } else {
        Line::from("The root values differ: that is a bug in the engine.").style(theme::bad())
    };
    let note_area =
        Rect { y: inner.y + inner.height.saturating_sub(2), height: 2.min(inner.height), ..inner };
    ratatui::widgets::Paragraph::new(verdict)
        .wrap(ratatui::widgets::Wrap { trim: true })
        .render(note_area, buf);
}
