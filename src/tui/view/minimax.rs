//! The Minimax panel: the root value and what it means, the best move and line, what the search
//! counted, and the switches in force.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::{spinner, thousands};
use crate::engine::{Algorithm, SearchConfig, score};
use crate::tui::app::{Play, Purpose};
use crate::tui::theme;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered().title(Span::styled(" Minimax ", theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines = Vec::new();
    if let Some(t) = &play.thinking {
        let what = match t.purpose {
            Purpose::Move => "choosing a move",
            Purpose::Hints => "valuing your moves",
        };
        let elapsed = t.started.elapsed();
        lines.push(Line::from(vec![
            Span::styled(format!("{} {what}… ", spinner(elapsed)), theme::key()),
            Span::raw(format!(
                "{} nodes, {:.1} s",
                thousands(t.ticket.nodes()),
                elapsed.as_secs_f64()
            )),
            Span::raw("  Esc cancels").dim(),
        ]));
    }
    match &play.analysis {
        Some(a) => {
            let stale = a.plies != play.session.plies();
            if stale {
                lines.push(
                    Line::from(format!("last search: the position after {} moves", a.plies)).dim(),
                );
            }
            lines.push(Line::from(vec![
                Span::raw("value "),
                Span::styled(format!("{:+}", score::utility(a.value)), theme::title()),
                Span::raw(": "),
                Span::raw(score::verdict(a.value, a.exact)),
            ]));
            let best = a.best.map_or("—".to_string(), |_| {
                a.principal_variation.first().cloned().unwrap_or_default()
            });
            lines.push(Line::from(vec![
                Span::raw("best move "),
                Span::styled(best, theme::title()),
                Span::raw("   line ").dim(),
                Span::raw(a.principal_variation.join(" ")),
            ]));
            let s = &a.stats;
            lines.push(Line::from(format!(
                "nodes {} · leaves {} · cutoffs {} · TT {}",
                thousands(s.nodes),
                thousands(s.leaves),
                thousands(s.cutoffs),
                thousands(s.tt_hits)
            )));
            lines.push(Line::from(format!(
                "depth {} · {:.2} ms · branching {:.2}",
                s.max_depth,
                s.elapsed.as_secs_f64() * 1e3,
                s.effective_branching_factor()
            )));
        }
        None if play.thinking.is_none() => {
            lines.push(Line::from("no search yet").dim());
        }
        None => {}
    }
    lines.push(switches(&play.config));
    lines.push(
        Line::from(match play.config.algorithm {
            Algorithm::Minimax => "values: MAX's (+1 MAX wins, −1 MIN wins)",
            Algorithm::Negamax => "value: MAX's; tree: the mover's (negamax)",
        })
        .dim(),
    );
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
}

fn switches(config: &SearchConfig) -> Line<'static> {
    let on = |b: bool| if b { "on" } else { "off" };
    let depth = config.depth.map_or("∞".to_string(), |d| d.to_string());
    Line::from(vec![
        Span::styled(format!("{:?}", config.algorithm).to_lowercase(), theme::key()),
        Span::raw(format!(
            " · alpha-beta {} · TT {} · depth {depth}",
            on(config.alpha_beta),
            on(config.transposition_table)
        )),
    ])
}
