//! The review overlay (`R`): every move of the game with its value before and after, from its
//! mover's point of view, and what it did; Enter goes to the position it was chosen in.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

use crate::engine::Player;
use crate::session::review::{Judgement, Reviewed, thresholds};
use crate::tr;
use crate::tui::app::{Play, ReviewView};
use crate::tui::theme;

pub fn render(play: &Play, view: &ReviewView, area: Rect, buf: &mut Buffer) {
    Clear.render(area, buf);
    let (title, short) = (tr!("review-title"), tr!("review-title-short"));
    let width = area.width.saturating_sub(2) as usize;
    let title = super::fit_title([format!(" {title} ")], format!(" {short} "), width);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let Some(review) = &view.review else {
        let elapsed = play.thinking.as_ref().map_or(Default::default(), |t| t.started.elapsed());
        let (spin, seconds) = (super::spinner(elapsed), elapsed.as_secs_f64());
        let seconds = crate::i18n::decimal(seconds, 1);
        let text = tr!("review-running", spin = spin.to_string(), seconds = seconds);
        Paragraph::new(text).render(inner, buf);
        return;
    };
    let scale = play.session.value_scale();
    // The summary below: a line per side, and what the values are.
    let mut notes: Vec<Line> = [Player::Max, Player::Min]
        .into_iter()
        .map(|p| {
            let (changed, first) = review.summary(p);
            let side = play.session.side_name(p);
            Line::from(match first {
                Some(ply) => tr!("review-changed-first", side = side, n = changed, ply = ply),
                None => tr!("review-changed", side = side, n = changed),
            })
        })
        .collect();
    notes.push(Line::from(tr!("review-graph")).dim());
    notes.push(
        Line::from(match review.depth {
            None => tr!("review-exact"),
            Some(d) => tr!("review-heuristic", depth = d, thresholds = thresholds()),
        })
        .dim(),
    );
    // The graph on top, as tall as the window allows (a third of it, 5 to 10 rows).
    let graph_rows = (inner.height / 3).clamp(5, 10);
    let [graph, list, summary] = Layout::vertical([
        Constraint::Length(graph_rows),
        Constraint::Min(1),
        Constraint::Length(notes.len() as u16 + 1),
    ])
    .areas(inner);
    // The cursor's move is marked where it was chosen: the position before it.
    let sides = play.session.sides();
    let course: Vec<_> = review.course(scale).into_iter().map(Some).collect();
    super::graph::render(&course, Some(view.cursor), sides, graph, buf);
    let rows = list.height as usize;
    let first = view.cursor.saturating_sub(rows / 2).min(review.moves.len().saturating_sub(rows));
    let lines: Vec<Line> = review
        .moves
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, m)| row(play, m, scale, i == view.cursor))
        .collect();
    Paragraph::new(lines).render(list, buf);
    Paragraph::new(notes).wrap(Wrap { trim: true }).render(summary, buf);
}

/// One move: its number, side and move, the verdict in words (in the bad colour and bold where it
/// changed the result), and the best move where it was another.
fn row(play: &Play, m: &Reviewed, scale: crate::engine::Score, selected: bool) -> Line<'static> {
    let side = play.session.side_name(m.side);
    let look = match m.judgement {
        Judgement::ThrewAwayWin | Judgement::ThrewAwayDraw | Judgement::Blunder => {
            theme::bad().bold()
        }
        Judgement::Mistake | Judgement::Inaccuracy => theme::bad(),
        Judgement::OnlyMove => theme::good(),
        _ => Style::new(),
    };
    let mut spans = vec![
        Span::raw(format!("{:>4}. ", m.ply)),
        Span::styled(side, theme::ink(play.session.side_ink(m.side))),
        Span::raw(format!(" {}  ", m.mv)),
        Span::styled(m.judgement.words(&m.before, &m.after, scale), look),
    ];
    if m.best != m.mv {
        spans.push(
            Span::raw(format!("  ({})", tr!("review-best-other", mv = m.best.as_str()))).dim(),
        );
    }
    let line = Line::from(spans);
    if selected { line.style(theme::selected()) } else { line }
}
