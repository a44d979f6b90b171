//! Drawing: pure functions of the app's state. Nothing here changes anything.

mod compare;
mod drawing;
mod explain;
mod graph;
mod help;
mod mcts;
mod minimax;
mod moves;
mod picture;
mod position;
mod practice;
mod retry;
mod review;
mod search;
mod start;
mod status;
mod thinking;
pub mod tree;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::tui::app::{App, Play, Screen};
pub use crate::tui::app::{MIN_HEIGHT, MIN_WIDTH};

pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        let text = vec![
            Line::from(crate::tr!("small-window")),
            Line::from(crate::tr!(
                "small-window-size",
                need = format!("{MIN_WIDTH}x{MIN_HEIGHT}"),
                have = format!("{}x{}", area.width, area.height)
            )),
            Line::from(crate::tr!("small-window-keys")),
        ];
        frame.render_widget(Paragraph::new(text), area);
        return;
    }
    let [main, status_line] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(1)]).areas(area);
    if let Screen::Play(play) = &app.screen {
        play.hits.borrow_mut().clear();
    }
    match &app.screen {
        Screen::Start(form) => {
            start::render(form, app.left_summary().as_deref(), main, frame.buffer_mut())
        }
        Screen::Play(play) => render_play(play, main, frame),
        Screen::Practice(p) => practice::render(p, main, frame.buffer_mut()),
    }
    status::render(app, status_line, frame.buffer_mut());
    if let Screen::Play(play) = &app.screen
        && let Some(view) = play.compare_view()
    {
        // Wide enough for every column where the screen is (see `compare::render`).
        let height = compare::height(play, view, area.width);
        compare::render(play, view, centered(area, compare::WIDTH, height), frame.buffer_mut());
    }
    if let Screen::Play(play) = &app.screen
        && let Some(view) = play.review_view()
    {
        review::render(
            play,
            view,
            centered(area, 110, area.height.saturating_sub(2)),
            frame.buffer_mut(),
        );
    }
    if let Screen::Play(play) = &app.screen
        && let crate::tui::app::Focus::Explain(view) = &play.focus
    {
        explain::render(
            play,
            view,
            centered(area, 100, area.height.saturating_sub(2)),
            frame.buffer_mut(),
        );
    }
    if let Some(open) = &app.help {
        let utilities = match &app.screen {
            Screen::Play(play) => play.session.ends_in_utilities(),
            Screen::Practice(_) => true,
            Screen::Start(_) => false,
        };
        let furthest = help::render(
            app.keys_screen(),
            utilities,
            open.scroll,
            centered(area, 96, area.height.saturating_sub(2)),
            frame.buffer_mut(),
        );
        open.furthest.set(furthest);
    }
    app.palette.paint(frame.buffer_mut());
}

/// The play screen. The game and its moves come first: when the left column cannot also hold the
/// Minimax panel (80x24, a Reversi board, many heaps), that panel moves above the tree on the
/// right, and both give up rows before the game does.
fn render_play(play: &Play, area: Rect, frame: &mut Frame) {
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(47), Constraint::Percentage(53)]).areas(area);
    // A step-through needs room for the narration and the call stack; otherwise the panel's
    // own lines, wrapped, with two rows to spare for a search that starts or ends.
    let minimax_need: u16 = match play.step() {
        Some(_) => 16,
        None if play.mcts_step().is_some() => 16,
        None => search::height(play, left.width).max(10),
    };
    // Borders, the turn line and the history line around the game's own drawing; on a tall
    // screen, the value graph under it once two positions have values.
    let graph = match area.height >= 36 && play.course_points().iter().flatten().count() >= 2 {
        true => position::GRAPH_ROWS,
        false => 0,
    };
    let game_need = play.session.position_height() + 5 + graph;
    // The panel lists the legal moves, or once the game is over the game's moves (counting the
    // legal moves, none, left it one row at the end of a game).
    let listed = match play.session.move_count() {
        0 => play.session.plies(),
        n => n,
    };
    let moves_need = listed.clamp(1, 6) as u16 + 2;
    let game_height = game_need.min(area.height.saturating_sub(3));
    let buf = frame.buffer_mut();
    let (game, moves_area, minimax_area, tree_area) = if game_need + moves_need + minimax_need
        <= area.height
    {
        let [game, moves_area, minimax_area] = Layout::vertical([
            Constraint::Length(game_height),
            Constraint::Min(3),
            Constraint::Length(minimax_need),
        ])
        .areas(left);
        (game, moves_area, minimax_area, right)
    } else {
        let [game, moves_area] =
            Layout::vertical([Constraint::Length(game_height), Constraint::Min(3)]).areas(left);
        // The panel on the right keeps every line it needs, the tree at least half the rows
        // left, or 8 (the end of a game at 80x24 cut the switches and the legend).
        let minimax_height = match play.step() {
            Some(_) => minimax_need.min((right.height / 2).max(8)),
            None if play.mcts_step().is_some() => minimax_need.min((right.height / 2).max(8)),
            None => search::height(play, right.width).min(right.height.saturating_sub(8)).max(8),
        };
        let [minimax_area, tree_area] =
            Layout::vertical([Constraint::Length(minimax_height), Constraint::Min(3)]).areas(right);
        (game, moves_area, minimax_area, tree_area)
    };
    // Stepping through a drawn tree too wide for its panel (the textbook's at 80x24): the
    // narration above and the picture across the whole screen below, rather than an outline.
    let [above, below] =
        Layout::vertical([Constraint::Length(WIDE_NARRATION), Constraint::Min(3)]).areas(area);
    if play.step().is_some() && !tree::draws_in(play, tree_area) && tree::draws_in(play, below) {
        search::render(play, above, buf);
        tree::render(play, below, buf);
        return;
    }
    position::render(play, game, buf);
    moves::render(play, moves_area, buf);
    search::render(play, minimax_area, buf);
    tree::render(play, tree_area, buf);
}

/// The narration's rows above a tree drawn across the screen.
const WIDE_NARRATION: u16 = 9;

/// A rectangle of at most `width` x `height` in the middle of `area`.
/// The first of a panel's titles, longest first, that fits in `width` columns, else `last`: a
/// title gives up words rather than be cut at the border.
pub fn fit_title(titles: impl IntoIterator<Item = String>, last: String, width: usize) -> String {
    titles.into_iter().find(|t| t.chars().count() <= width).unwrap_or(last)
}

pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// The spinner frame for a search running `elapsed`.
pub fn spinner(elapsed: std::time::Duration) -> char {
    const FRAMES: [char; 10] = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
    FRAMES[(elapsed.as_millis() / 100) as usize % FRAMES.len()]
}

pub use crate::words::thousands;

/// The rows `line` takes wrapped at word boundaries in `width` columns (as `Wrap` draws it).
pub fn wrapped_rows(line: &Line, width: u16) -> u16 {
    let width = width.max(1) as usize;
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let (mut rows, mut used) = (1u16, 0usize);
    for word in text.split_whitespace() {
        let length = word.chars().count();
        let needed = if used == 0 { length } else { used + 1 + length };
        if needed <= width {
            used = needed;
        } else {
            rows += 1;
            used = length.min(width);
        }
    }
    rows
}
