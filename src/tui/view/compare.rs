//! The comparison overlay (`m`): the same position searched several ways, side by side.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Cell, Clear, Row, Table, Widget};

use super::thousands;
use crate::engine::compare::{values_agree, ways};
use crate::tr;
use crate::tui::app::{CompareView, Play};
use crate::tui::theme;

/// The columns: header, width, and the width in a narrow window (0: dropped, so that every
/// way keeps its whole name at 80 columns).
const COLUMNS: [(&str, u16, u16); 9] = [
    ("compare-way", 22, 22),
    ("compare-value", 10, 8),
    ("compare-nodes", 12, 10),
    ("compare-leaves", 11, 0),
    ("compare-cutoffs", 9, 8),
    ("compare-first", 6, 5),
    ("compare-tt", 9, 7),
    ("compare-branching", 10, 0),
    ("compare-ms", 9, 6),
];

pub fn render(play: &Play, view: &CompareView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let (title, short) = (tr!("compare-title"), tr!("compare-title-short"));
    let width = area.width.saturating_sub(2) as usize;
    let title = super::fit_title([format!(" {title} ")], format!(" {short} "), width);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let narrow = inner.width < NARROW;
    let shown = |i: usize| !narrow || COLUMNS[i].2 > 0;
    let keep = |cells: Vec<Cell<'static>>| -> Row<'static> {
        Row::new(cells.into_iter().enumerate().filter(|(i, _)| shown(*i)).map(|(_, c)| c))
    };
    let heads = COLUMNS.map(|c| crate::i18n::text(c.0, None));
    let header = heads.clone().map(Cell::from).to_vec();
    let header = keep(header).style(theme::key());
    let (widths, named) = widths(play, view, &heads, narrow, inner.width);
    let (notes, rows) = notes(play, view, inner.width);
    // The table as tall as its rows and a blank row under them (the legend follows it; the rows
    // the overlay keeps for longer notes go above the verdict), less where the window is short.
    let ways = rows_of(play, view, named, keep);
    let wanted = ways.len() as u16 + 2;
    let room = inner.height.saturating_sub(rows.iter().sum::<u16>() + 1);
    let table_area = Rect { height: room.min(wanted), ..inner };
    Widget::render(Table::new(ways, widths).header(header), table_area, buf);
    let mut y = table_area.bottom();
    for (i, (note, height)) in notes.into_iter().zip(rows).enumerate() {
        // The verdict at the panel's foot, a blank row above it.
        if i == 2 {
            y = inner.bottom().saturating_sub(height).max(y);
        }
        let height = height.min(inner.bottom().saturating_sub(y));
        let area = Rect { y, height, ..inner };
        ratatui::widgets::Paragraph::new(note)
            .wrap(ratatui::widgets::Wrap { trim: true })
            .render(area, buf);
        y += height;
    }
}

/// Under the table, each note with as many rows as its words take at this width (a language's
/// longer words wrap to more): what the less familiar columns mean, Monte Carlo's line, and the
/// verdict at the bottom.
fn notes(play: &Play, view: &CompareView, width: u16) -> ([Line<'static>; 3], [u16; 3]) {
    let legend = Line::from(match width < NARROW {
        true => tr!("compare-legend"),
        false => tr!("compare-legend-branching"),
    })
    .dim();
    let notes = [legend, mcts_line(play, view), verdict(play, view)];
    let rows = notes.clone().map(|l| super::wrapped_rows(&l, width));
    (notes, rows)
}

/// The overlay's height in a window `width` columns wide: its borders, the table with a blank
/// row under it, and the notes, Monte Carlo's line and the verdict given at least two rows each
/// (what they take when the searches are done, where the words fit in two), so that the overlay
/// does not grow as the searches end (by a row where a language's words wrap to three).
pub fn height(play: &Play, view: &CompareView, width: u16) -> u16 {
    let inner = width.min(WIDTH).saturating_sub(2);
    let ways = match view.rows.len() {
        0 => ways(play.config.algorithm, play.config.depth).len(),
        n => n,
    };
    let [legend, mcts, verdict] = notes(play, view, inner).1;
    2 + 1 + ways as u16 + 1 + legend + mcts.max(2) + 1 + verdict.max(2)
}

/// The overlay's width at most, and the inner width below which it drops the columns marked so.
pub const WIDTH: u16 = 110;
const NARROW: u16 = 106;

/// The columns' widths: none cuts its heading (a language's may be longer than English's); the
/// ways' names whole (as wide as the longest, within what 80 columns leave beside the narrow
/// window's other columns); and the values whole: a win by name where the window has room for
/// it ("Red wins in 12"), else by sign ("+1 in 12"). Whether the values are named, too.
fn widths(
    play: &Play,
    view: &CompareView,
    heads: &[String; 9],
    narrow: bool,
    room: u16,
) -> (Vec<Constraint>, bool) {
    let shown = |i: usize| !narrow || COLUMNS[i].2 > 0;
    let chars = |text: &str| text.chars().count() as u16;
    let longest = view.rows.iter().map(|r| chars(&r.name)).max().unwrap_or(0);
    let way = longest.clamp(COLUMNS[0].1, 26);
    let mut widths: Vec<u16> = (0..COLUMNS.len())
        .filter(|&i| shown(i))
        .map(|i| match (i, narrow) {
            (0, _) => way,
            (_, true) => COLUMNS[i].2,
            (_, false) => COLUMNS[i].1,
        })
        .zip(heads.iter().enumerate().filter(|(i, _)| shown(*i)))
        .map(|(width, (_, head))| width.max(chars(head)))
        .collect();
    let longest = |named: bool| {
        let values = view.rows.iter().filter_map(|r| r.outcome.as_ref());
        values.map(|(v, _)| chars(&written(play, *v, named))).max().unwrap_or(0)
    };
    // One space between columns; what the row leaves goes to the values.
    let used = widths.iter().sum::<u16>() + widths.len() as u16 - 1;
    let most = widths[1] + room.saturating_sub(used);
    let named = longest(true) <= most;
    widths[1] = widths[1].max(longest(named).min(most));
    (widths.into_iter().map(Constraint::Length).collect(), named)
}

/// The table's rows: while the searches run, the ways they will take; then each as it came back
/// (`keep` drops the columns a narrow window has no room for).
fn rows_of(
    play: &Play,
    view: &CompareView,
    named: bool,
    keep: impl Fn(Vec<Cell<'static>>) -> Row<'static>,
) -> Vec<Row<'static>> {
    // While the searches run, the ways they will take; then each row as it came back.
    if view.rows.is_empty() {
        let state = if view.running { tr!("compare-searching") } else { tr!("compare-stopped") };
        ways(play.config.algorithm, play.config.depth)
            .into_iter()
            .map(|(name, _)| Row::new(vec![Cell::from(name), Cell::from(state.clone()).dim()]))
            .collect()
    } else {
        view.rows
            .iter()
            .map(|row| match &row.outcome {
                Some((value, s)) => keep(vec![
                    Cell::from(row.name.clone()),
                    Cell::from(written(play, *value, named)),
                    Cell::from(thousands(s.nodes)),
                    Cell::from(thousands(s.leaves)),
                    Cell::from(thousands(s.cutoffs)),
                    // The share of cutoffs the first move searched made: ordering's report card.
                    Cell::from(match s.cutoffs {
                        0 => "—".to_string(),
                        n => format!("{}%", s.first_move_cutoffs * 100 / n),
                    }),
                    Cell::from(thousands(s.tt_hits)),
                    Cell::from(crate::i18n::decimal(s.effective_branching_factor(), 2)),
                    Cell::from(crate::i18n::decimal(s.elapsed.as_secs_f64() * 1e3, 2)),
                ]),
                None => {
                    let stopped = Cell::from(tr!("compare-stopped")).dim();
                    Row::new(vec![Cell::from(row.name.clone()), stopped])
                }
            })
            .collect()
    }
}

/// The line under the table: whether every way agreed on the root value.
fn verdict(play: &Play, view: &CompareView) -> Line<'static> {
    let finished: Vec<_> = view.rows.iter().filter_map(|r| r.outcome.as_ref()).collect();
    if view.running {
        Line::from(tr!("compare-running")).dim()
    } else if finished.is_empty() {
        Line::from(tr!("compare-none-finished")).dim()
    } else if values_agree(&view.rows) {
        let v = finished[0].0;
        Line::from(tr!(
            "compare-agree",
            n = finished.len(),
            value = written(play, v, true),
            verdict = crate::words::verdict(v, play.config.depth.is_none(), play.session.sides())
        ))
        .style(theme::good())
    } else {
        Line::from(tr!("compare-differ")).style(theme::bad())
    }
}

/// Monte Carlo tree search beside the rows: how long it took to settle on its move, against the
/// nodes of alpha-beta with the table and ordering.
fn mcts_line(play: &Play, view: &CompareView) -> Line<'static> {
    let Some(found) = view.mcts.as_deref().and_then(crate::session::Analysis::mcts) else {
        return match view.running {
            true => Line::from(tr!("compare-mcts-waits")).dim(),
            false => Line::from(match play.session.mcts_refusal() {
                Some(why) => tr!("compare-mcts-not-run", why = why),
                None => tr!("compare-mcts-stopped"),
            })
            .dim(),
        };
    };
    let search = &found.record.search;
    let best = search.best_child().map_or("—", |id| found.move_of(id));
    // The best of the plain ways: alpha-beta with the table and ordering, no more.
    let plain_best = |c: &crate::engine::SearchConfig| {
        c.alpha_beta && c.transposition_table && c.move_ordering && !c.killers && !c.pvs
    };
    let alpha_beta = view
        .rows
        .iter()
        .find(|r| plain_best(&r.config))
        .and_then(|r| Some((r.name.clone(), r.outcome.as_ref()?.1.nodes)));
    let mut args = crate::i18n::FluentArgs::new();
    args.set("iterations", search.iterations);
    // A seed is a name, not a count: never grouped.
    args.set("seed", search.config.seed.to_string());
    args.set("best", best);
    args.set("settled", search.settled);
    args.set("estimate", crate::words::signed_decimal(found.units(search.estimate())));
    let id = match alpha_beta {
        Some((way, nodes)) => {
            args.set("way", way);
            args.set("nodes", nodes);
            "compare-mcts-against"
        }
        None => "compare-mcts",
    };
    Line::from(crate::i18n::text(id, Some(&args)))
}

/// MAX's value as the tree writes it: a win by name where a depth limit mixes in heuristic
/// numbers (and `named` lets it).
fn written(play: &Play, value: crate::engine::Score, named: bool) -> String {
    let names = (named && play.config.limited() && !play.session.ends_in_utilities())
        .then(|| play.session.sides());
    crate::words::written(value, 0, play.session.value_scale(), names)
}
