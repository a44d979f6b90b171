//! The Sum Game on screen: the running sum as progress toward the target, and the moves so far.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Gauge, Widget};

use crate::engine::Game;
use crate::games::sum::{SumGame, SumState, braces};
use crate::tui::session::{Position, TuiGame};

impl TuiGame for SumGame {
    fn title(&self) -> &'static str {
        "Sum Game"
    }

    fn end_reason(&self, state: &SumState) -> String {
        self.describe_end(state).unwrap_or_default()
    }

    fn move_effect(&self, state: &SumState, mv: u32) -> String {
        let next = state.sum + mv as u64;
        let target = self.target() as u64;
        let note = match next.cmp(&target) {
            std::cmp::Ordering::Equal => " exactly",
            std::cmp::Ordering::Greater => " over",
            std::cmp::Ordering::Less => "",
        };
        format!("→ {next}{note}")
    }

    fn describe_state(&self, state: &SumState) -> String {
        format!("sum {}", state.sum)
    }

    fn brief(&self, state: &SumState) -> Option<String> {
        Some(self.describe_state(state))
    }

    fn position_height(&self, _state: &SumState) -> u16 {
        2
    }

    fn render_position(&self, position: &Position<'_, Self>, area: Rect, buf: &mut Buffer) {
        let state = position.state;
        let [rules, gauge] =
            Layout::vertical([Constraint::Length(1), Constraint::Length(1)]).areas(area);
        Line::from(vec![
            Span::raw("target "),
            Span::raw(self.target().to_string()).bold(),
            Span::raw("   move set "),
            Span::raw(braces(self.move_set())).bold(),
        ])
        .render(rules, buf);
        let target = self.target() as u64;
        let over = state.sum > target;
        let color = match self.outcome(state) {
            None => Color::Cyan,
            Some(_) if over => Color::Red,
            Some(_) => Color::Green,
        };
        Gauge::default()
            .gauge_style(Style::new().fg(color))
            .ratio((state.sum as f64 / target as f64).min(1.0))
            .label(format!("sum {} / {}", state.sum, target))
            .render(gauge, buf);
    }
}
