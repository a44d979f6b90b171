//! The Moves panel: the legal moves, the cursor, and each move's value for the mover when known.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::engine::{Bound, Player, Score, score};
use crate::session::{Analysis, MoveChoice, Source};
use crate::tr;
use crate::tui::app::{Hit, Play};
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    if render_searched(play, area, buf) {
        return;
    }
    let title = title(play, area.width.saturating_sub(2) as usize);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let count = play.session.move_count();
    if count == 0 {
        return render_record(play, inner, buf);
    }
    // Only the rows in view are asked for (Nim's big heaps have millions of moves), keeping the
    // cursor in view.
    let rows = inner.height as usize;
    let first = play.board.cursor.saturating_sub(rows.saturating_sub(1));
    let moves: Vec<(usize, MoveChoice)> = (first..count.min(first + rows))
        .filter_map(|i| play.session.choice(i).map(|m| (i, m)))
        .collect();
    let to_move = play.session.to_move();
    // Values only with hints on (blind play hides every evaluation); while a search is stepped
    // through, its values would give the ending away.
    let analysis = play.current_analysis().filter(|_| play.values.shown() && play.step().is_none());
    let width = moves.iter().map(|(_, m)| m.label.chars().count()).max().unwrap_or(1);
    let exact = analysis.is_some_and(|a| a.exact || a.move_values_by != Source::Teaching);
    let values = values_in_view(analysis, first, moves.len());
    // Each row's value in words, and its style; `None` when there is nothing to show. A move the
    // analysis did not list has its `other_moves` value, when it gives one.
    let valued = |i: usize| {
        let a = analysis?;
        let listed = i.checked_sub(first).and_then(|row| values.get(row).copied().flatten());
        let (value, bound) = listed.or(a.other_moves.map(|v| (v, Bound::Exact)))?;
        let for_mover = value * to_move.sign();
        Some(value_text(a, for_mover, bound, exact))
    };
    // The ★ marks the best of the values shown: the answer's choice, or where a solver valued
    // the moves beside a search, the search's choice if it is one of the solver's best, else
    // the first of them.
    let best = analysis.and_then(|a| best_shown(a, to_move));
    // The move and its value come first; what the move does gets the room that is left.
    let value_width = moves
        .iter()
        .filter_map(|&(i, _)| valued(i).map(|(text, _)| text.chars().count()))
        .max()
        .map_or(0, |w| w + 2 + if best.is_some() { 3 } else { 0 });
    let room = (inner.width as usize).saturating_sub(2 + width + 2 + value_width);
    let effect_width =
        moves.iter().map(|(_, m)| m.effect.chars().count()).max().unwrap_or(0).min(room);
    let human = !play.computer_to_move();
    let lines: Vec<Line> = moves
        .iter()
        .map(|&(i, ref m)| {
            let selected = human && i == play.board.cursor;
            let marker = if selected { "▶ " } else { "  " };
            let effect = super::status::fit(&m.effect, effect_width);
            let mut spans = vec![
                Span::raw(marker),
                Span::styled(
                    format!("{:>width$}", m.label),
                    if selected { theme::selected() } else { theme::title() },
                ),
                Span::raw(format!("  {effect:<effect_width$}")),
            ];
            if let Some((text, style)) = valued(i) {
                spans.push(Span::styled(format!("  {text}"), style));
                // The best move wears the tree's star for its principal variation.
                if best == Some(i) {
                    spans.push(Span::styled("  ★", theme::good()));
                }
            }
            Line::from(spans)
        })
        .collect();
    Paragraph::new(lines).render(inner, buf);
    let mut hits = play.hits.borrow_mut();
    hits.push((inner, Hit::Moves));
    for (row, &(i, _)) in moves.iter().enumerate() {
        hits.push((Rect { y: inner.y + row as u16, height: 1, ..inner }, Hit::Select(i)));
    }
}

/// The values of the `rows` moves in view from move `first`, by row: found once a frame from
/// the analysis's list, where a search through the list for each row cost seconds a frame with
/// Nim's 100,000 moves.
fn values_in_view(
    analysis: Option<&Analysis>,
    first: usize,
    rows: usize,
) -> Vec<Option<(Score, Bound)>> {
    let mut values = vec![None; rows];
    for v in analysis.map_or(&[][..], |a| &a.move_values[..]) {
        if let Some(slot) = v.index.checked_sub(first).and_then(|row| values.get_mut(row)) {
            *slot = Some((v.value, v.bound));
        }
    }
    values
}

/// The Moves panel's title: what is typed, where in the game, whose values.
/// The panel's title, in `width` columns: a long one gives up words before its point (where
/// another line leaves, `V` and its moves) would be cut.
fn title(play: &Play, width: usize) -> String {
    let mover = play.session.side_name(play.session.to_move());
    let spaced = |text: String| format!(" {text} ");
    if let Some(text) = play.typing() {
        spaced(tr!("moves-typing", text = text))
    } else if !play.board.typed.is_empty() {
        spaced(tr!("moves-typed", text = play.board.typed.as_str()))
    } else if play.session.end().is_some() {
        spaced(tr!("moves-record"))
    } else if let Some(at) = play.walked_back() {
        // Where another line leaves the game, its first move and the key that goes there.
        match play.session.variations_here() {
            others if others.is_empty() => spaced(tr!("moves-at", at = at.as_str())),
            others => {
                let moves = others.join(", ");
                let (at, lines) = (at.as_str(), moves.as_str());
                super::fit_title(
                    [
                        spaced(tr!("moves-at-line", at = at, moves = lines)),
                        spaced(tr!("moves-at-line-short", at = at, moves = lines)),
                        spaced(tr!("moves-line", moves = lines)),
                    ],
                    format!(" V: {moves} "),
                    width,
                )
            }
        }
    } else if !play.values.shown() {
        spaced(tr!("moves-hints-off"))
    } else if play.step().is_some()
        // No values to name: none yet (a search is on its way), or the dedicated engine and the
        // endgame solver, which value only the move they chose.
        || play.current_analysis().is_none_or(|a| a.move_values.is_empty() && a.other_moves.is_none())
    {
        spaced(tr!("moves-plain"))
    } else {
        // A heuristic's unit, where it counts one: "in discs" (a solver's values say who wins).
        let unit = play.current_analysis().filter(|a| !a.exact).and_then(|a| a.terms.unit);
        // The mover as "values for …" puts it (Czech declines a side's name).
        let of = crate::i18n::of(mover);
        let of = of.as_str();
        let mut titles = match unit {
            Some(unit) => {
                // A heading's plural: the form for two.
                let unit = crate::words::unit(Some(unit), 2).trim().to_string();
                let unit = unit.as_str();
                vec![
                    spaced(tr!("moves-values-mover-unit", mover_of = of, unit = unit)),
                    spaced(tr!("moves-values-unit", mover_of = of, unit = unit)),
                ]
            }
            None => Vec::new(),
        };
        titles.push(spaced(tr!("moves-values-mover", mover_of = of)));
        titles.push(spaced(tr!("moves-values", mover_of = of)));
        super::fit_title(titles, spaced(tr!("moves-values-short", mover_of = of)), width)
    }
}

/// A move's value in words, for the mover, and its style.
fn value_text(a: &Analysis, for_mover: Score, bound: Bound, exact: bool) -> (String, Style) {
    let look = |for_mover: Score| match for_mover.signum() {
        1 => theme::good(),
        -1 => theme::bad(),
        _ => theme::dim(),
    };
    match bound {
        // Alpha-beta stopped as soon as the move could not beat the best: its value is only a
        // bound, so say what is known rather than a number.
        Bound::Lower | Bound::Upper => (tr!("moves-not-better"), theme::dim()),
        // A rule's values say who wins, not when.
        Bound::Exact if a.move_values_by.verdicts() && !score::is_decisive(for_mover) => {
            let result = match for_mover.signum() {
                1 => "wins",
                -1 => "loses",
                _ => "draws",
            };
            // A margin (Reversi's discs) says by how much (1: a result, no margin).
            let text = tr!("moves-result", result = result, by = for_mover.abs());
            (text, look(for_mover))
        }
        Bound::Exact => (
            // The solver's values are exact, whatever the search's depth limit.
            crate::words::for_mover(for_mover, exact, a.terms.scale),
            look(for_mover),
        ),
    }
}

/// The move the ★ marks among the values shown: the answer's choice, or where a solver valued
/// the moves beside a search, the search's choice if it is one of the solver's best, else the
/// first of them.
fn best_shown(a: &Analysis, to_move: Player) -> Option<usize> {
    match a.move_values_by == a.source {
        true => a.best,
        false => {
            let top = a.move_values.iter().map(|v| v.value * to_move.sign()).max()?;
            let tops = || a.move_values.iter().filter(|v| v.value * to_move.sign() == top);
            let chosen = tops().find(|v| Some(v.index) == a.best).or_else(|| tops().next());
            chosen.map(|v| v.index)
        }
    }
}

/// While a search is stepped through or its tree browsed, the moves of the position the game
/// panel draws (the node in the search), without values: those belong to the game's position.
/// False, drawing nothing, when the game's own position is the one shown.
fn render_searched(play: &Play, area: Rect, buf: &mut Buffer) -> bool {
    // The node the step-through or the tree cursor is at; a Monte Carlo step-through's root.
    let shown = play.shown_analysis().zip(play.shown_tree());
    let (position, line) = match (play.searched_node(), shown, play.mcts_step()) {
        // The node is the shown tree's: on a clock, the chapter's stepped through.
        (Some(id), Some((analysis, tree)), _) => (analysis.position, tree.line_to(id)),
        (_, _, Some(step)) => (step.analysis.position, Vec::new()),
        _ => return false,
    };
    let Some(moves) = play.session.moves_after(position, &line) else { return false };
    let title = Span::styled(format!(" {} ", tr!("moves-in-search")), theme::key());
    let block = Block::bordered().title(title);
    let inner = block.inner(area);
    block.render(area, buf);
    let lines: Vec<Line> = if moves.is_empty() {
        vec![Line::from(tr!("moves-none-there")).dim()]
    } else {
        let width = moves.iter().map(|m| m.label.chars().count()).max().unwrap_or(1);
        let room = (inner.width as usize).saturating_sub(2 + width + 2);
        moves
            .iter()
            .take(inner.height as usize)
            .map(|m| {
                Line::from(vec![
                    Span::styled(format!("  {:>width$}", m.label), theme::title()),
                    Span::raw(format!("  {}", super::status::fit(&m.effect, room))),
                ])
            })
            .collect()
    };
    Paragraph::new(lines).render(inner, buf);
    true
}

/// The game over: its moves, oldest first, numbered and with their sides, scrolled by the cursor.
fn render_record(play: &Play, area: Rect, buf: &mut Buffer) {
    let history = play.session.history();
    let rows = area.height as usize;
    let first = play.board.cursor.min(history.len().saturating_sub(1)).saturating_sub(rows / 2);
    let first = first.min(history.len().saturating_sub(rows));
    let mut lines = vec![];
    for (i, (p, mv)) in history.iter().enumerate().skip(first).take(rows) {
        lines.push(Line::from(vec![
            Span::raw(format!("{:>4}. ", i + 1)),
            Span::styled(play.session.side_name(*p), theme::ink(play.session.side_ink(*p))),
            Span::raw(format!(" {mv}")),
        ]));
    }
    if lines.is_empty() {
        lines.push(Line::from(tr!("moves-none-played")).dim());
    }
    let rows = lines.len().min(history.len().saturating_sub(first));
    Paragraph::new(lines).render(area, buf);
    let mut hits = play.hits.borrow_mut();
    hits.push((area, Hit::Moves));
    for row in 0..rows {
        let at = Rect { y: area.y + row as u16, height: 1, ..area };
        hits.push((at, Hit::Select(first + row)));
    }
}
