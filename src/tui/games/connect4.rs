//! Connect Four on screen: the board with column numbers above it (type one, or move the cursor
//! with ←/→), the last disc marked, and the four in a row highlighted when the game is won.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::engine::compare::Comparison;
use crate::engine::search::Control;
use crate::engine::{Game, Outcome, Player, SearchConfig, score};
use crate::games::connect4::solver::{Solver, Techniques};
use crate::games::connect4::{ConnectFour, Discs, cell, four_cells};
use crate::tui::session::{Position, TuiGame};
use crate::tui::theme;

/// Empty cells the app's search may take to the end without a depth limit.
const MAX_UNLIMITED_EMPTIES: u8 = 24;

impl TuiGame for ConnectFour {
    fn title(&self) -> &'static str {
        "Connect Four"
    }

    fn side_name(&self, p: Player) -> &'static str {
        if p == Player::Max { "Red" } else { "Yellow" }
    }

    fn end_reason(&self, discs: &Discs) -> String {
        match self.outcome(discs) {
            Some(Outcome::Win(p)) => format!("{} made four in a row", self.side_name(p)),
            _ => "the board is full".into(),
        }
    }

    fn move_effect(&self, discs: &Discs, col: u8) -> String {
        let height = (discs.mask & self.column_mask(col)).count_ones() + 1;
        let wins = if self.wins_at_once(discs, col) { ", four in a row" } else { "" };
        format!("{} disc on row {height}{wins}", self.side_name(self.to_move(discs)))
    }

    fn describe_state(&self, discs: &Discs) -> String {
        format!("{} discs played", discs.moves)
    }

    fn cell(&self, col: u8) -> Option<(u8, u8)> {
        Some((col, 0))
    }

    fn position_height(&self, _discs: &Discs) -> u16 {
        self.height() as u16 + 2
    }

    fn unlimited_search(&self, discs: &Discs) -> Result<(), String> {
        match self.cells() - discs.moves {
            n if n <= MAX_UNLIMITED_EMPTIES => Ok(()),
            n => Err(format!(
                "Connect Four with {n} empty cells is too large for the app's search to the end: \
                 keep a depth limit (`minimax solve connect4` solves it exactly)"
            )),
        }
    }

    /// The strong solver beside the app's search, each technique added in turn, where the
    /// comparison searches to the end (its exact values could not agree with a depth limit's).
    fn compare_more(
        &self,
        discs: &Discs,
        config: SearchConfig,
        control: Control<'_>,
    ) -> Vec<Comparison> {
        let empties = u32::from(self.cells() - discs.moves);
        if config.depth.is_some_and(|d| d < empties) {
            return Vec::new();
        }
        let mut stopped = false;
        Techniques::ladder()
            .into_iter()
            .map(|(name, techniques)| {
                let mut solver = Solver::new(self, techniques, 1 << 20);
                if let Some(stop) = control.stop {
                    solver = solver.with_stop(stop);
                }
                let outcome = if stopped { None } else { solver.solve(discs, false).ok() };
                stopped = outcome.is_none();
                let outcome = outcome.map(|solution| {
                    // The line is best play to the end: its length is the distance the app's
                    // values count.
                    let plies = solution.principal_variation.len() as u32;
                    let for_mover = match solution.score.signum() {
                        0 => 0,
                        s => score::decisive(s > 0, plies),
                    };
                    (for_mover * self.to_move(discs).sign(), solver.stats.clone())
                });
                Comparison { name: format!("solver: {name}"), config, outcome }
            })
            .collect()
    }

    fn render_position(&self, position: &Position<'_, Self>, area: Rect, buf: &mut Buffer) {
        let discs = position.state;
        let last = position.previous.map(|(before, col)| self.landing(before, col));
        let first = discs.first_stones();
        let four = match self.outcome(discs) {
            Some(Outcome::Win(_)) => four_cells(self, discs.current ^ discs.mask),
            _ => 0,
        };
        let mut header = vec![Span::raw(" ")];
        for col in 0..self.width() {
            let label = Span::raw(format!(" {}", col + 1));
            header.push(if Some(col) == position.selected {
                label.style(theme::selected())
            } else {
                label.dim()
            });
        }
        let mut lines = vec![Line::from(header)];
        for row in (0..self.height()).rev() {
            let mut spans = vec![Span::raw(" │")];
            for col in 0..self.width() {
                let bit = cell(self, col, row);
                let disc = if discs.mask & bit == 0 {
                    Span::raw("·").dim()
                } else {
                    let p = if first & bit != 0 { Player::Max } else { Player::Min };
                    Span::styled("●", theme::player(p))
                };
                let disc = if four & bit != 0 {
                    disc.style(theme::good()).bold()
                } else if last == Some(bit) {
                    disc.bold().underlined()
                } else {
                    disc
                };
                spans.push(disc);
                if col + 1 < self.width() {
                    spans.push(Span::raw(" "));
                }
            }
            spans.push(Span::raw("│"));
            lines.push(Line::from(spans));
        }
        lines.push(Line::from(format!(" └{}┘", "─".repeat(self.width() as usize * 2 - 1))));
        Paragraph::new(lines).render(area, buf);
    }
}
