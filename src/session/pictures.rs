//! Pictures, one face of a session: the game's names and inks, and its positions drawn, the
//! current one and those inside a search.

use super::{GameSession, Line, MoveChoice, Picture, Position, SessionGame, picture};
use crate::engine::Player;

/// What a caller draws: the game's names, its position and the positions inside a search.
pub trait Pictures {
    fn title(&self) -> &'static str;
    /// See `SessionGame::side_name`.
    fn side_name(&self, p: Player) -> &'static str;
    /// See `SessionGame::side_ink`.
    fn side_ink(&self, p: Player) -> picture::Ink;
    /// The names of MAX and MIN, in that order.
    fn sides(&self) -> [&'static str; 2] {
        [self.side_name(Player::Max), self.side_name(Player::Min)]
    }
    /// The position drawn, showing what the move at `selected` would take (if given), and the
    /// moves at `best` marked as the best, best first.
    fn picture(&self, selected: Option<usize>, best: &[usize]) -> Picture;
    /// Rows the picture needs.
    fn position_height(&self) -> u16;
    /// The position `line` leads to from position number `from`, in a few words; `None` if that
    /// position is no longer in the game's history or a move does not fit.
    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String>;
    /// The position `line` leads to from position number `from` (a position inside a search),
    /// drawn; `None` if there is no such position.
    fn picture_after(&self, from: u64, line: &[&str]) -> Option<Picture>;
    /// The legal moves of the position `line` leads to from position number `from`; `None` if
    /// there is no such position.
    fn moves_after(&self, from: u64, line: &[&str]) -> Option<Vec<MoveChoice>>;
    /// See `SessionGame::prefers_drawing`.
    fn prefers_drawing(&self) -> bool;
}

impl<G: SessionGame> Pictures for GameSession<G> {
    fn title(&self) -> &'static str {
        self.game.title()
    }

    fn side_name(&self, p: Player) -> &'static str {
        self.game.side_name(p)
    }

    fn side_ink(&self, p: Player) -> picture::Ink {
        self.game.side_ink(p)
    }

    fn picture(&self, selected: Option<usize>, best: &[usize]) -> Picture {
        let history = self.history();
        let n = self.states.len();
        let position = Position {
            state: self.state(),
            previous: self.played.last().map(|&(_, mv)| (&self.states[n - 2], mv)),
            history: &history,
            selected: selected.and_then(|i| self.move_at(i)),
            best: best.iter().filter_map(|&i| self.move_at(i)).collect(),
        };
        self.game.picture(&position)
    }

    fn position_height(&self) -> u16 {
        self.game.position_height(self.state())
    }

    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String> {
        let (state, _) = self.line_from(self.index_of(from)?, line)?;
        Some(self.game.describe_state(&state))
    }

    fn picture_after(&self, from: u64, line: &[&str]) -> Option<Picture> {
        let plies = self.index_of(from)?;
        let (state, played) = self.line_from(plies, line)?;
        let mut history: Vec<(Player, String)> = self.history();
        history.truncate(plies);
        let mut previous = self.played.get(..plies).and_then(|p| p.last()).map(|&(_, mv)| mv);
        let mut before = plies.checked_sub(1).map(|p| self.states[p].clone());
        for (mover, mv, from) in &played {
            history.push((*mover, self.game.notation(*mv)));
            previous = Some(*mv);
            before = Some(from.clone());
        }
        let position = Position {
            state: &state,
            previous: before.as_ref().zip(previous),
            history: &history,
            selected: None,
            best: Vec::new(),
        };
        Some(self.game.picture(&position))
    }

    fn moves_after(&self, from: u64, line: &[&str]) -> Option<Vec<MoveChoice>> {
        let (state, _) = self.line_from(self.index_of(from)?, line)?;
        Some(self.choices_of(&state))
    }

    fn prefers_drawing(&self) -> bool {
        self.game.prefers_drawing()
    }
}
