//! Nim on screen: each heap a row of stones with its size; the stones the cursor's move would
//! take are marked.

use crate::engine::Game;
use crate::games::nim::{Nim, NimMove, NimState, mover_wins, perfect_move, searchable};
use crate::session::picture::{Look, Picture, Row, Span};
use crate::session::{Position, RuleAnswer, SessionGame, Source};

/// Stones drawn per heap before the row just gives the number.
const MAX_DRAWN: u32 = 30;

impl SessionGame for Nim {
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
            source: Source::Rule("Bouton's rule: too many positions to search".into()),
            for_mover: if mover_wins(&state.heaps, self.misere) { 1 } else { -1 },
            best: perfect_move(&state.heaps, self.misere)?,
            moves,
        })
    }

    fn position_height(&self, state: &NimState) -> u16 {
        (state.heaps.len() as u16).min(12)
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let (state, selected) = (position.state, position.selected);
        let rows = state
            .heaps
            .iter()
            .enumerate()
            .map(|(i, &size)| {
                let take = selected.filter(|m| m.heap as usize == i).map_or(0, |m| m.stones);
                let marker = if take > 0 { "▶" } else { " " };
                let mut spans = vec![Span::plain(format!("{marker}heap {i} "))];
                if size <= MAX_DRAWN {
                    let kept = (size - take) as usize;
                    spans.push(Span::new("● ".repeat(kept), Look::PLAIN.bold()));
                    spans.push(Span::new("✕ ".repeat(take as usize), Look::bad()));
                } else {
                    spans.push(Span::new("●…● ", Look::PLAIN.bold()));
                }
                spans.push(Span::new(format!(" {size}"), Look::PLAIN.dim()));
                if take > 0 {
                    spans.push(Span::new(format!("  take {take}"), Look::bad()));
                }
                Row::new(spans)
            })
            .collect();
        Picture::text(rows)
    }
}
