//! The value graph: every position of a game, MAX's wins at the top edge and MIN's at the
//! bottom, exact values (█) told apart from heuristic ones (•), the position in focus marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use crate::session::review::Point;
use crate::tui::theme;

/// Draws `course` (a point per position, the start first; `None` where a position has no value)
/// with `focus` marked; `sides` are MAX's and MIN's names.
pub fn render(
    course: &[Option<Point>],
    focus: Option<usize>,
    sides: [&str; 2],
    area: Rect,
    buf: &mut Buffer,
) {
    let known = || course.iter().enumerate().filter_map(|(i, p)| Some((i, (*p)?)));
    let at = |exact: bool| -> Vec<(f64, f64)> {
        known().filter(|(_, p)| p.exact == exact).map(|(i, p)| (i as f64, p.value)).collect()
    };
    let (exact, heuristic) = (at(true), at(false));
    let line: Vec<(f64, f64)> = known().map(|(i, p)| (i as f64, p.value)).collect();
    let marked: Vec<(f64, f64)> =
        focus.map_or(Vec::new(), |f| vec![(f as f64, -1.0), (f as f64, 1.0)]);
    let datasets = vec![
        Dataset::default()
            .graph_type(GraphType::Line)
            .marker(Marker::Braille)
            .data(&line)
            .style(theme::dim()),
        Dataset::default().name("exact █").marker(Marker::Block).data(&exact).style(theme::good()),
        Dataset::default()
            .name("heuristic •")
            .marker(Marker::Dot)
            .data(&heuristic)
            .style(theme::key()),
        Dataset::default()
            .graph_type(GraphType::Line)
            .marker(Marker::Braille)
            .data(&marked)
            .style(theme::bad()),
    ];
    let last = course.len().saturating_sub(1).max(1) as f64;
    let [max, min] = sides;
    let chart = Chart::new(datasets)
        .x_axis(Axis::default().bounds([0.0, last]).labels([
            Span::raw("start"),
            Span::raw(format!("move {}", course.len().saturating_sub(1))),
        ]))
        .y_axis(Axis::default().bounds([-1.0, 1.0]).labels([
            Span::raw(format!("{min} wins")),
            Span::raw("even"),
            Span::raw(format!("{max} wins")),
        ]));
    chart.render(area, buf);
}
