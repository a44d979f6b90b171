//! The moves list, one face of a session: the legal moves of the position shown, as the screen
//! lists them, and what a name or typed text selects among them.

use super::{GameSession, SessionGame};

#[derive(Clone, Debug, PartialEq)]
pub struct MoveChoice {
    pub label: String,
    pub effect: String,
    /// See `SessionGame::group`.
    pub group: Option<u32>,
    /// See `SessionGame::typed`.
    pub typed: String,
    /// See `SessionGame::cell`.
    pub cell: Option<(u8, u8)>,
}

/// What typed text selects among the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The move at this index.
    Move(usize),
    /// Nothing yet, but more typing may name a move.
    Incomplete,
    /// No legal move is typed so.
    NoMove,
}

/// The legal moves of the position shown: a caller that lists or selects them.
pub trait MoveList {
    /// How many legal moves there are now (none once the game is over).
    fn move_count(&self) -> usize;
    /// The legal move at `index`, in the game's order, as the screen lists it: taken from the
    /// position's list, or computed where the moves are too many to list (`MoveSpace`).
    fn choice(&self, index: usize) -> Option<MoveChoice>;
    /// The indices of the moves in the group of the move at `index` (see `SessionGame::group`);
    /// `None` when moves are not grouped.
    fn group_range(&self, index: usize) -> Option<std::ops::Range<usize>>;
    /// The legal move written `name` (as the moves list writes it, any case).
    fn find_named(&self, name: &str) -> Option<usize>;
    /// What `text` typed with the cursor on move `near` selects (see `SessionGame::typed`).
    fn find_typed(&self, near: usize, text: &str) -> Typed;
}

impl<G: SessionGame> MoveList for GameSession<G> {
    fn move_count(&self) -> usize {
        self.space.as_ref().map_or(self.choices.len(), |s| s.count())
    }

    fn choice(&self, index: usize) -> Option<MoveChoice> {
        match &self.space {
            Some(space) => Some(self.choice_of(self.state(), space.get(index)?)),
            None => self.choices.get(index).cloned(),
        }
    }

    fn group_range(&self, index: usize) -> Option<std::ops::Range<usize>> {
        if let Some(space) = &self.space {
            return space.group(index);
        }
        let group = self.choices.get(index)?.group?;
        let same = |i: &usize| self.choices[*i].group == Some(group);
        let start = (0..index).rev().take_while(same).last().unwrap_or(index);
        let end = (index..self.choices.len()).take_while(same).last().unwrap_or(index) + 1;
        Some(start..end)
    }

    fn find_named(&self, name: &str) -> Option<usize> {
        match &self.space {
            Some(space) => space.named(name),
            None => self.choices.iter().position(|m| m.label.eq_ignore_ascii_case(name)),
        }
    }

    fn find_typed(&self, near: usize, text: &str) -> Typed {
        if let Some(space) = &self.space {
            return space.typed(near, text).map_or(Typed::NoMove, Typed::Move);
        }
        let moves = &self.choices;
        let group = moves.get(near).and_then(|m| m.group);
        let candidates = || moves.iter().enumerate().filter(|(_, m)| m.group == group);
        if let Some((i, _)) = candidates().find(|(_, m)| m.typed == text) {
            return Typed::Move(i);
        }
        // Tic-tac-toe's square numbers name a move in any row.
        if let Some(i) = moves.iter().position(|m| m.typed == text) {
            return Typed::Move(i);
        }
        match moves.iter().any(|m| m.typed.starts_with(text)) {
            true => Typed::Incomplete,
            false => Typed::NoMove,
        }
    }
}
