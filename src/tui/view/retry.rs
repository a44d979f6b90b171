//! The retry's panel, where the values panel is while the values are hidden: the move asked
//! about and what it did, the tries and their values, and once asked for (or put right) the
//! best move and its line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::tr;
use crate::tui::app::{Play, Retry};
use crate::tui::theme;

pub fn render(play: &Play, retry: &Retry, area: Rect, buf: &mut Buffer) {
    let (at, n, score) = (retry.at + 1, retry.count(), retry.score());
    let title = format!(" {} ", tr!("retry-title", at = at, n = n, score = score));
    let short = format!(" {} ", tr!("retry-title-short", at = at, n = n, right = retry.right()));
    let title = super::fit_title([title], short, area.width.saturating_sub(2) as usize);
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    Paragraph::new(lines(play, retry)).wrap(Wrap { trim: false }).block(block).render(area, buf);
}

/// The rows the panel needs at `width` (its border included).
pub fn height(play: &Play, retry: &Retry, width: u16) -> u16 {
    let room = width.saturating_sub(2).max(1) as usize;
    let rows: usize = lines(play, retry).iter().map(|l| l.width().max(1).div_ceil(room)).sum();
    rows as u16 + 2
}

fn lines(play: &Play, retry: &Retry) -> Vec<Line<'static>> {
    let m = retry.mistake();
    let scale = retry.scale();
    let side = play.session.side_name(m.side);
    let verdict = m.judgement.words(&m.before, &m.after, scale);
    let mut out = vec![
        Line::from(tr!(
            "retry-played",
            ply = m.ply,
            side = side,
            mv = m.mv.as_str(),
            verdict = verdict
        )),
        Line::from(tr!("retry-find", side_of = crate::i18n::of(side), goal = retry.goal())),
    ];
    if retry.heuristic() {
        out.push(Line::from(tr!("retry-heuristic")).dim());
    }
    for t in retry.tries.iter().take(4) {
        let (mark, words, style) = match t.right {
            true => (
                "✓",
                tr!("retry-put-right", mv = t.name.as_str(), value = t.value.as_str()),
                theme::good(),
            ),
            false => (
                "✗",
                tr!("retry-try-again", mv = t.name.as_str(), value = t.value.as_str()),
                theme::bad(),
            ),
        };
        out.push(Line::from(vec![Span::styled(format!("{mark} {words}"), style)]));
    }
    if retry.answered {
        // The line with its movers: "O 1 · X 3 · O 7".
        let line = m.retry.as_ref().map_or(&[][..], |r| &r.line[..]);
        let movers = [m.side, m.side.opponent()].map(|p| play.session.side_name(p));
        let line: Vec<String> =
            line.iter().enumerate().map(|(i, mv)| format!("{} {mv}", movers[i % 2])).collect();
        out.push(Line::from(tr!(
            "retry-best",
            mv = m.best.as_str(),
            value = m.before.words(scale)
        )));
        out.push(Line::from(tr!("retry-line", line = line.join(" · "))));
        let next = match retry.at + 1 < retry.count() {
            true => tr!("retry-next"),
            false => tr!("retry-last"),
        };
        out.push(Line::from(next).dim());
    } else {
        out.push(Line::from(tr!("retry-keys")).dim());
    }
    out
}
