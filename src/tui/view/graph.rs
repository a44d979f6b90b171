//! The value graph: every position of a game, MAX's wins at the top edge and MIN's at the
//! bottom, exact values (█) told apart from heuristic ones (•), the position in focus marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::symbols::Marker;
use ratatui::text::Span;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};

use crate::session::review::Point;
use crate::tui::theme;

/// A line through `data`, in `style`.
fn line_of(data: &[(f64, f64)], style: ratatui::style::Style) -> Dataset<'_> {
    Dataset::default().graph_type(GraphType::Line).marker(Marker::Braille).data(data).style(style)
}

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
    // Exact values on one line; heuristic ones on a line per parity of the position (each
    // side's searches, turns apart): a heuristic rates the side of its last ply higher, and one
    // line through both sides' searches zigzagged.
    let line = |keep: &dyn Fn(usize, Point) -> bool| -> Vec<(f64, f64)> {
        known().filter(|&(i, p)| keep(i, p)).map(|(i, p)| (i as f64, p.value)).collect()
    };
    let exact_line = line(&|_, p| p.exact);
    let even = line(&|i, p| !p.exact && i % 2 == 0);
    let odd = line(&|i, p| !p.exact && i % 2 == 1);
    let marked: Vec<(f64, f64)> =
        focus.map_or(Vec::new(), |f| vec![(f as f64, -1.0), (f as f64, 1.0)]);
    let datasets = vec![
        line_of(&exact_line, theme::dim()),
        line_of(&even, theme::dim()),
        line_of(&odd, theme::dim()),
        Dataset::default()
            .name(format!("{} █", crate::tr!("graph-exact")))
            .marker(Marker::Block)
            .data(&exact)
            .style(theme::good()),
        Dataset::default()
            .name(format!("{} •", crate::tr!("graph-heuristic")))
            .marker(Marker::Dot)
            .data(&heuristic)
            .style(theme::key()),
        line_of(&marked, theme::bad()),
    ];
    let last = course.len().saturating_sub(1).max(1) as f64;
    let [max, min] = sides;
    let chart = Chart::new(datasets)
        .x_axis(Axis::default().bounds([0.0, last]).labels([
            Span::raw(crate::tr!("graph-start")),
            Span::raw(crate::tr!("graph-move", n = course.len().saturating_sub(1))),
        ]))
        .y_axis(Axis::default().bounds([-1.0, 1.0]).labels([
            Span::raw(crate::tr!("graph-wins", side = min)),
            Span::raw(crate::tr!("graph-even")),
            Span::raw(crate::tr!("graph-wins", side = max)),
        ]));
    chart.render(area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Heuristic values that swing with the side to move (+0.5 at even positions, −0.5 at odd)
    /// draw two level lines, not a zigzag through the middle: the row of "even" between them
    /// stays empty of the line but for the axis and the focus.
    #[test]
    fn heuristic_values_of_each_parity_have_a_line_of_their_own() {
        let course: Vec<Option<Point>> = (0..20)
            .map(|i| Some(Point { value: if i % 2 == 0 { 0.5 } else { -0.5 }, exact: false }))
            .collect();
        let area = Rect::new(0, 0, 60, 9);
        let mut buf = Buffer::empty(area);
        render(&course, None, ["MAX", "MIN"], area, &mut buf);
        let row = |y: u16| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>();
        let middle = (0..area.height).find(|&y| row(y).starts_with("even")).expect("the even row");
        let crossing =
            row(middle).chars().skip(10).filter(|c| ('\u{2801}'..='\u{28ff}').contains(c)).count();
        assert_eq!(crossing, 0, "{}", (0..area.height).map(|y| row(y) + "\n").collect::<String>());
    }
}
