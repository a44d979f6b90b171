//! Nim on screen: each heap a row of stones with its size; the stones the cursor's move would
//! take are marked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::engine::Game;
use crate::games::nim::{Nim, NimMove, NimState, mover_wins, perfect_move, searchable};
use crate::tui::session::{Position, RuleAnswer, TuiGame};
use crate::tui::theme;

/// Stones drawn per heap before the row just gives the number.
const MAX_DRAWN: u32 = 30;

impl TuiGame for Nim {
    fn title(&self) -> &'static str {
        if self.misere { "Nim (misère: last stone loses)" } else { "Nim (last stone wins)" }
    }

    fn end_reason(&self, state: &NimState) -> String {
        format!("{} took the last stone", state.to_move.opponent())
    }

    fn move_effect(&self, state: &NimState, mv: NimMove) -> String {
        let mut heaps = state.heaps.clone();
        heaps[mv.heap as usize] -= mv.stones;
        let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
        format!("{} from heap {} → {}", mv.stones, mv.heap, heaps.join(" "))
    }

    fn describe_state(&self, state: &NimState) -> String {
        let heaps: Vec<String> = state.heaps.iter().map(u32::to_string).collect();
        format!("heaps {}", heaps.join(" "))
    }

    fn brief(&self, state: &NimState) -> Option<String> {
        Some(self.describe_state(state))
    }

    fn group(&self, mv: NimMove) -> Option<u32> {
        Some(mv.heap)
    }

    fn typed(&self, mv: NimMove) -> String {
        mv.stones.to_string()
    }

    fn by_rule(
        &self,
        state: &NimState,
        _control: crate::engine::search::Control<'_>,
    ) -> Option<RuleAnswer<NimMove>> {
        if searchable(&state.heaps) {
            return None;
        }
        let mut legal = Vec::new();
        self.legal_moves(state, &mut legal);
        let moves = legal
            .into_iter()
            .map(|mv| {
                let mut heaps = state.heaps.clone();
                heaps[mv.heap as usize] -= mv.stones;
                // The opponent moves next: the mover wins when the opponent loses.
                (mv, if mover_wins(&heaps, self.misere) { -1 } else { 1 })
            })
            .collect();
        Some(RuleAnswer {
            rule: "Bouton's rule: too many positions to search".into(),
            for_mover: if mover_wins(&state.heaps, self.misere) { 1 } else { -1 },
            best: perfect_move(&state.heaps, self.misere)?,
            moves,
        })
    }

    fn position_height(&self, state: &NimState) -> u16 {
        (state.heaps.len() as u16).min(12)
    }

    fn render_position(&self, position: &Position<'_, Self>, area: Rect, buf: &mut Buffer) {
        let (state, selected) = (position.state, position.selected);
        let lines: Vec<Line> = state
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &size)| {
                let take = selected.filter(|m| m.heap as usize == i).map_or(0, |m| m.stones);
                let marker = if take > 0 { "▶" } else { " " };
                let mut spans = vec![Span::raw(format!("{marker}heap {i} "))];
                if size <= MAX_DRAWN {
                    let kept = (size - take) as usize;
                    spans.push(Span::styled("● ".repeat(kept), theme::title()));
                    spans.push(Span::styled("✕ ".repeat(take as usize), theme::bad()));
                } else {
                    spans.push(Span::styled("●…● ", theme::title()));
                }
                spans.push(Span::raw(format!(" {size}")).dim());
                if take > 0 {
                    spans.push(Span::styled(format!("  take {take}"), theme::bad()));
                }
                Line::from(spans)
            })
            .collect();
        Paragraph::new(lines).render(area, buf);
    }
}
