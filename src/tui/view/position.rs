//! The game panel: whose turn it is (or how the game ended) above the game's own drawing.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::spinner;
use crate::tui::app::{Hit, Play, Purpose};
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    if let Some(id) = play.searched_node()
        && render_searched(play, id, area, buf)
    {
        return;
    }
    if let Some(step) = play.mcts_step()
        && render_mcts_root(play, &step.found(), area, buf)
    {
        return;
    }
    let game = play.session.title();
    let width = area.width.saturating_sub(2) as usize;
    let title = match play.walked_back() {
        Some(at) => super::fit_title(
            [format!(" {game} · {at} (< >) "), format!(" {game} · {at} ")],
            format!(" {at} (< >) "),
            width,
        ),
        // Who plays is also in the turn's line ("MAX (you) to move"): the first to go.
        None => super::fit_title(
            [format!(" {game} · {} ", play.mode.label())],
            format!(" {game} "),
            width,
        ),
    };
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    // The value graph under the board where the panel has rows to spare and the game has values
    // for two positions or more.
    let course = play.course_points();
    let spare = inner.height.saturating_sub(play.session.position_height() + 3);
    let graph_rows = match course.iter().flatten().count() >= 2 && spare >= GRAPH_ROWS {
        true => GRAPH_ROWS,
        false => 0,
    };
    let [turn, board, graph, moves] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Min(0),
        Constraint::Length(graph_rows),
        Constraint::Length(1),
    ])
    .areas(inner);
    if graph_rows > 0 {
        let focus = Some(play.session.plies());
        super::graph::render(&course, focus, play.session.sides(), graph, buf);
    }
    Paragraph::new(turn_line(play)).wrap(Wrap { trim: true }).render(turn, buf);
    // Show what the cursor's move would do while a human chooses.
    let selected = (!play.computer_to_move() && play.step().is_none()).then_some(play.board.cursor);
    let picture = play.session.picture(selected, &play.marked_moves());
    let targets = super::picture::render(&picture, board, buf);
    let mut hits = play.hits.borrow_mut();
    for (area, mv) in targets {
        if let Some(index) = play.session.find_named(&mv) {
            hits.push((area, Hit::Play(index)));
        }
    }
    history_line(play, moves.width as usize).render(moves, buf);
}

/// The value graph's rows under the board, when the game panel has them to spare.
pub(super) const GRAPH_ROWS: u16 = 7;

/// The game's moves, oldest first, each with its side; when they do not fit, the latest ones
/// after "…" (the whole list is in the Moves panel once the game is over).
fn history_line(play: &Play, width: usize) -> Line<'static> {
    let history = play.session.history();
    if history.is_empty() {
        return Line::from("moves: none yet").dim();
    }
    let items: Vec<(String, crate::engine::Player)> = history
        .iter()
        .enumerate()
        .map(|(i, (p, mv))| (format!("{}.{} {mv}", i + 1, play.session.side_name(*p)), *p))
        .collect();
    // All of them if they fit, else the latest that fit after "…", counted back from the end.
    let whole: usize = items.iter().map(|(t, _)| t.chars().count() + 2).sum();
    let mut used = if "moves: ".len() + whole <= width + 2 { 0 } else { "moves: … ".len() };
    let mut first = items.len();
    while first > 0 && used + items[first - 1].0.chars().count() + 2 <= width {
        first -= 1;
        used += items[first].0.chars().count() + 2;
    }
    let mut spans = vec![Span::raw(if first == 0 { "moves: " } else { "moves: … " }).dim()];
    for (text, p) in &items[first..] {
        spans.push(Span::styled(text.clone(), theme::ink(play.session.side_ink(*p))));
        spans.push(Span::raw("  "));
    }
    Line::from(spans)
}

/// A position inside the search (the step's node, or the tree cursor's), marked as such so that
/// nobody takes it for the game's; false if it cannot be drawn (the game moved on since).
fn render_searched(play: &Play, id: u32, area: Rect, buf: &mut Buffer) -> bool {
    let (Some(analysis), Some(tree)) = (play.shown_analysis(), play.shown_tree()) else {
        return false;
    };
    let node = tree.node(id);
    let line = tree.line_to(id);
    let long = format!(" {} · inside the search, not the game ", play.session.title());
    // Cut short, "not" would say the opposite: narrow panels say less.
    let title = if long.chars().count() + 2 <= area.width as usize {
        long
    } else {
        format!(" {} · in the search ", play.session.title())
    };
    let block = Block::bordered().title(Span::styled(title, theme::key()));
    let inner = block.inner(area);
    let [turn, board] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(inner);
    // Draw the board first: it reports whether the position still exists.
    let Some(picture) = play.session.picture_after(analysis.position, &line) else {
        return false;
    };
    super::picture::render(&picture, board, buf);
    block.render(area, buf);
    let path = if line.is_empty() {
        "the searched position".to_string()
    } else {
        format!("after {}", line.join(" "))
    };
    let mut spans = vec![Span::raw(format!("{path} (ply {}): ", node.ply))];
    if node.kind == crate::engine::trace::NodeKind::Leaf(crate::engine::observer::LeafKind::Final) {
        spans.push(Span::styled("the game is over here", theme::title()));
    } else {
        spans.push(Span::styled(tree.mover(id), theme::ink(tree.ink(node.to_move)).bold()));
        spans.push(Span::raw(" to move"));
    }
    Paragraph::new(Line::from(spans)).wrap(Wrap { trim: true }).render(turn, buf);
    true
}

/// The position a Monte Carlo search being stepped through chose from (the tree's root), so that
/// the board and the tree describe one position; false if the game no longer has it.
fn render_mcts_root(
    play: &Play,
    found: &crate::session::mcts::MctsAnalysis,
    area: Rect,
    buf: &mut Buffer,
) -> bool {
    let Some(picture) = play.session.picture_after(found.analysis.position, &[]) else {
        return false;
    };
    let title = format!(" {} · the searched position ", play.session.title());
    let block = Block::bordered().title(Span::styled(title, theme::key()));
    let inner = block.inner(area);
    let [turn, board] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(inner);
    super::picture::render(&picture, board, buf);
    block.render(area, buf);
    let p = found.analysis.to_move;
    let line = Line::from(vec![
        Span::styled(
            found.side(p).to_string(),
            theme::ink(found.analysis.terms.inks[usize::from(p == crate::engine::Player::Min)])
                .bold(),
        ),
        Span::raw(format!(
            " to move after {}: the tree's root",
            crate::words::count(found.analysis.plies as u64, "move", "moves")
        )),
    ]);
    Paragraph::new(line).wrap(Wrap { trim: true }).render(turn, buf);
    true
}

fn turn_line(play: &Play) -> Line<'static> {
    if let Some(end) = play.session.end() {
        let headline = match end.winner {
            // A textbook tree has no winner: it ends at a leaf, with a utility.
            _ if play.session.ends_in_utilities() => {
                Span::styled("The tree's end: ".to_string(), theme::title())
            }
            Some(p) => Span::styled(
                format!("{} ({}) wins! ", play.session.side_name(p), play.mode.who(p)),
                theme::good().bold(),
            ),
            None => Span::styled("A draw: ".to_string(), theme::title()),
        };
        return Line::from(vec![
            headline,
            Span::raw(end.reason),
            Span::raw(" — r plays again").dim(),
        ]);
    }
    let p = play.session.to_move();
    let mut spans = vec![
        Span::styled(
            format!("{} ({})", play.session.side_name(p), play.mode.who(p)),
            theme::ink(play.session.side_ink(p)).bold(),
        ),
        Span::raw(" to move"),
    ];
    if let Some(t) = play.thinking.as_ref().filter(|t| t.purpose == Purpose::Move) {
        spans.push(Span::raw(format!("  {} thinking", spinner(t.started.elapsed()))));
    } else if play.computer.autoplay.is_paused() && play.computer_to_move() {
        spans.push(Span::raw("  paused (space resumes)").dim());
    }
    Line::from(spans)
}
