//! The game panel: whose turn it is (or how the game ended) above the game's own drawing.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::spinner;
use crate::tr;
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
        // Who plays is also in the turn's line ("MAX (you) to move"): the first to go; then
        // the rules in the title give way to the game's name ("Nim (Hromádky)").
        None => {
            let name = crate::catalog::game_message(play.setup.game.entry.key(), false);
            super::fit_title(
                [format!(" {game} · {} ", play.mode.label()), format!(" {game} ")],
                format!(" {} ", crate::i18n::word(&name)),
                width,
            )
        }
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
        return Line::from(tr!("position-no-moves")).dim();
    }
    let items: Vec<(String, crate::engine::Player)> = history
        .iter()
        .enumerate()
        .map(|(i, (p, mv))| (format!("{}.{} {mv}", i + 1, play.session.side_name(*p)), *p))
        .collect();
    // All of them if they fit, else the latest that fit after "…", counted back from the end.
    let whole: usize = items.iter().map(|(t, _)| t.chars().count() + 2).sum();
    let (head, cut) =
        (format!("{} ", tr!("position-moves")), format!("{} … ", tr!("position-moves")));
    let mut used = match head.chars().count() + whole <= width + 2 {
        true => 0,
        false => cut.chars().count(),
    };
    let mut first = items.len();
    while first > 0 && used + items[first - 1].0.chars().count() + 2 <= width {
        first -= 1;
        used += items[first].0.chars().count() + 2;
    }
    let mut spans = vec![Span::raw(if first == 0 { head } else { cut }).dim()];
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
    let game = play.session.title();
    // Cut short, "not" would say the opposite: narrow panels say less, down to where it is.
    let title = super::fit_title(
        [
            format!(" {} ", tr!("position-in-search-long", game = game)),
            format!(" {} ", tr!("position-in-search", game = game)),
        ],
        format!(" {} ", tr!("position-in-search-bare")),
        area.width.saturating_sub(2) as usize,
    );
    let block = Block::bordered().title(Span::styled(title, theme::key()));
    let inner = block.inner(area);
    let [turn, board] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(inner);
    // Draw the board first: it reports whether the position still exists.
    let Some(picture) = play.session.picture_after(analysis.position, &line) else {
        return false;
    };
    super::picture::render(&picture, board, buf);
    block.render(area, buf);
    let path = match line.is_empty() {
        true => tr!("position-searched-path"),
        false => tr!("position-after", line = line.join(" ")),
    };
    let mut spans =
        vec![Span::raw(format!("{} ", tr!("position-ply", path = path, ply = node.ply)))];
    if node.kind == crate::engine::trace::NodeKind::Leaf(crate::engine::observer::LeafKind::Final) {
        spans.push(Span::styled(tr!("position-over-here"), theme::title()));
    } else {
        let who = match node.chance {
            true => tr!("narrate-chance-mover"),
            false => tree.side(node.to_move).to_string(),
        };
        let who = Span::styled(who, theme::ink(tree.ink(node.to_move)).bold());
        // After "after 2 3 (ply 2):", mid-sentence (Czech's "na tahu", not "Na tahu").
        spans.extend(around(&tr!("position-to-move-after", who = MARK), who));
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
    let title = format!(" {} ", tr!("position-searched-title", game = play.session.title()));
    let block = Block::bordered().title(Span::styled(title, theme::key()));
    let inner = block.inner(area);
    let [turn, board] = Layout::vertical([Constraint::Length(2), Constraint::Min(0)]).areas(inner);
    super::picture::render(&picture, board, buf);
    block.render(area, buf);
    let p = found.analysis.to_move;
    let side = Span::styled(
        found.side(p).to_string(),
        theme::ink(found.analysis.terms.inks[usize::from(p == crate::engine::Player::Min)]).bold(),
    );
    let text = tr!("position-mcts-root", who = MARK, n = found.analysis.plies);
    let line = Line::from(around(&text, side));
    Paragraph::new(line).wrap(Wrap { trim: true }).render(turn, buf);
    true
}

/// Stands for a styled part inside a translated sentence (`around` puts the part there).
const MARK: &str = "\u{1}";

/// A sentence written with `MARK` where `part` goes, as spans: the words around it plain, so
/// that each language puts the styled part where its grammar wants it.
fn around(text: &str, part: Span<'static>) -> Vec<Span<'static>> {
    let (before, after) = text.split_once(MARK).unwrap_or((text, ""));
    let plain = |t: &str| (!t.is_empty()).then(|| Span::raw(t.to_string()));
    plain(before).into_iter().chain([part]).chain(plain(after)).collect()
}

fn turn_line(play: &Play) -> Line<'static> {
    if let Some(end) = play.session.end() {
        let headline = match end.winner {
            // A textbook tree has no winner: it ends at a leaf, with a utility.
            _ if play.session.ends_in_utilities() => {
                Span::styled(format!("{} ", tr!("position-tree-end")), theme::title())
            }
            Some(p) => {
                let (side, who) = (play.session.side_name(p), play.mode.who_shown(p));
                let text = tr!("position-wins", side = side, who = who);
                Span::styled(format!("{text} "), theme::good().bold())
            }
            None => Span::styled(format!("{} ", tr!("position-draw")), theme::title()),
        };
        let again = format!(" {}", tr!("position-again"));
        return Line::from(vec![headline, Span::raw(end.reason), Span::raw(again).dim()]);
    }
    let p = play.session.to_move();
    let who = Span::styled(
        format!("{} ({})", play.session.side_name(p), play.mode.who_shown(p)),
        theme::ink(play.session.side_ink(p)).bold(),
    );
    let mut spans = around(&tr!("position-to-move", who = MARK), who);
    if let Some(t) = play.thinking.as_ref().filter(|t| t.purpose == Purpose::Move) {
        let thinking = tr!("position-thinking", spinner = spinner(t.started.elapsed()).to_string());
        spans.push(Span::raw(format!("  {thinking}")));
    } else if play.computer.autoplay.is_paused() && play.computer_to_move() {
        spans.push(Span::raw(format!("  {}", tr!("position-paused"))).dim());
    }
    Line::from(spans)
}
