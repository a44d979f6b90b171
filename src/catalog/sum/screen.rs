//! The Sum Game on screen: the running sum as progress toward the target, and the moves so far.

use crate::catalog::Entry;
use crate::engine::{Game, Player};
use crate::games::sum::{SumGame, SumState};
use crate::session::picture::{Arrange, Look, Part, Picture, Row, Span};
use crate::session::{Position, SessionGame};
use crate::tr;

impl SessionGame for SumGame {
    /// The residues, where they decide.
    fn explanation_words(&self, state: &SumState, _: Option<u32>) -> Vec<String> {
        super::residues::residues(self, state.sum).unwrap_or_default()
    }

    fn position_params(&self, _: &SumState, line: &[String]) -> Vec<(&'static str, String)> {
        vec![("played", line.join(","))]
    }

    fn title(&self) -> &'static str {
        // The entry says it once, for every front end (English's message is the entry's).
        crate::i18n::word(&crate::catalog::game_message(super::SUM.key(), false))
    }

    fn end_reason(&self, state: &SumState) -> String {
        self.describe_end(state).unwrap_or_default()
    }

    fn move_effect(&self, state: &SumState, mv: u32) -> String {
        let next = state.sum + mv as u64;
        let target = self.target() as u64;
        let sum = next.to_string();
        match next.cmp(&target) {
            std::cmp::Ordering::Equal => tr!("sum-effect-exactly", sum = sum),
            std::cmp::Ordering::Greater => tr!("sum-effect-over", sum = sum),
            std::cmp::Ordering::Less => format!("→ {sum}"),
        }
    }

    fn describe_state(&self, state: &SumState) -> String {
        tr!("sum-position", sum = state.sum.to_string())
    }

    fn brief(&self, state: &SumState) -> Option<String> {
        Some(self.describe_state(state))
    }

    fn position_height(&self, _state: &SumState) -> u16 {
        2
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let state = position.state;
        let mut rules = Row::new(vec![
            Span::plain(format!("{} ", tr!("sum-picture-target"))),
            Span::new(self.target().to_string(), Look::PLAIN.bold()),
            Span::plain(format!("   {} ", tr!("sum-picture-move-set"))),
        ]);
        // The move set as `braces` writes it, each move its own span: a click plays it.
        let moves = self.move_set();
        rules.spans.push(Span::new("{", Look::PLAIN.bold()));
        for (i, &mv) in moves.iter().enumerate() {
            let comma = if i + 1 < moves.len() { ", " } else { "" };
            rules.spans.push(Span::new(mv.to_string(), Look::PLAIN.bold()).plays(mv.to_string()));
            rules.spans.push(Span::new(comma, Look::PLAIN.bold()));
        }
        rules.spans.push(Span::new("}", Look::PLAIN.bold()));
        for &mv in &position.best {
            if let Some(mark) = position.best_mark(mv) {
                rules.spans.push(Span::new(format!("  {}{mv}", mark.text), mark.look));
            }
        }
        let target = self.target() as u64;
        let over = state.sum > target;
        let look = match self.outcome(state) {
            None => Look::side(Player::Max),
            Some(_) if over => Look::bad(),
            Some(_) => Look::good(),
        };
        let gauge = Part::Gauge {
            ratio: (state.sum as f64 / target as f64).min(1.0),
            label: format!("{} / {target}", self.describe_state(state)),
            look,
        };
        Picture {
            arrange: Arrange::Stacked,
            parts: vec![(Some(1), Part::Text(vec![rules])), (Some(1), gauge)],
        }
    }
}
