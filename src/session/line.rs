//! The game's line, one face of a session: where it stands, the moves played and those ahead
//! (walked back to), the variations that leave it, and what a record of it says.

use super::{GameSession, SessionGame, moves::MoveList};
use crate::engine::Player;

#[derive(Clone, Debug, PartialEq)]
pub struct GameEnd {
    pub winner: Option<Player>,
    pub reason: String,
}

/// A game's line of play: a caller that walks, plays and records it.
pub trait Line: MoveList {
    fn to_move(&self) -> Player;
    /// `Some` once the game is over.
    fn end(&self) -> Option<GameEnd>;
    /// How the game's line ends, the moves ahead (`ahead`) played too: what a record of it says.
    fn line_end(&self) -> Option<GameEnd>;
    /// The current position's number: new for every position reached (by a move, an undo or a
    /// restart), never reused.
    fn position(&self) -> u64;
    /// Plays `moves()[index]`; false (and nothing changes) for an index out of range.
    fn play(&mut self, index: usize) -> bool;
    /// Takes back the last move; false at the start.
    fn undo(&mut self) -> bool;
    /// Walks one move back through the game, keeping the move to walk forward again (`forward`);
    /// false at the start. Playing another move drops what was ahead.
    fn back(&mut self) -> bool;
    /// Plays the move `back` last took back; false when none is ahead.
    fn forward(&mut self) -> bool;
    /// Moves ahead of the current position (`back` took them back).
    fn ahead(&self) -> usize;
    /// The next moves of the variations that leave the line here (see `switch_variation`).
    fn variations_here(&self) -> Vec<String>;
    /// Makes the first variation that leaves the line here the line ahead, keeping the line it
    /// replaces as a variation; false when none leaves here.
    fn switch_variation(&mut self) -> bool;
    /// Every variation, whole, in notation from the record's start (for records).
    fn variations(&self) -> Vec<Vec<String>>;
    /// Keeps a variation read from a record (its moves from the record's start); refused with
    /// the move that does not fit.
    fn add_variation(&mut self, moves: &[String]) -> Result<(), String>;
    /// The game's moves in notation from where its record starts (after moves given with the
    /// game, which its parameters say), the moves ahead included.
    fn record_moves(&self) -> Vec<String>;
    /// Moves played since the start.
    fn plies(&self) -> usize;
    /// Back to the starting position.
    fn restart(&mut self);
    /// Every move so far with its mover, in notation.
    fn history(&self) -> Vec<(Player, String)>;
    /// The number (`position`) of the position after `plies` moves, if the game has reached it
    /// on its current line.
    fn position_at(&self, plies: usize) -> Option<u64>;
    /// See `SessionGame::position_params`: the position shown, as the command line writes it.
    fn position_params(&self) -> Vec<(&'static str, String)>;
    /// Plays `moves`, by their names in the moves list, from the current position (a record's);
    /// the first that does not fit stops it, and the answer says which.
    fn replay(&mut self, moves: &[String]) -> Result<(), String> {
        for (i, name) in moves.iter().enumerate() {
            let index = self.find_named(name);
            if !index.is_some_and(|index| self.play(index)) {
                let at = (i + 1).to_string();
                return Err(crate::tr!("record-move-illegal", at = at, name = name.as_str()));
            }
        }
        Ok(())
    }
}

impl<G: SessionGame> Line for GameSession<G> {
    fn to_move(&self) -> Player {
        self.game.to_move(self.state())
    }

    fn end(&self) -> Option<GameEnd> {
        self.end_of(self.state())
    }

    fn line_end(&self) -> Option<GameEnd> {
        if self.future.is_empty() {
            return self.end();
        }
        let last = self
            .future
            .iter()
            .rev()
            .fold(self.state().clone(), |state, &mv| self.game.apply(&state, mv));
        self.end_of(&last)
    }

    fn position(&self) -> u64 {
        *self.numbers.last().expect("the start is never removed")
    }

    fn play(&mut self, index: usize) -> bool {
        let Some(mv) = self.move_at(index) else { return false };
        // The recorded next move keeps what is ahead; any other move starts a new line, and the
        // line it leaves is kept as a variation.
        if self.future.last() == Some(&mv) {
            self.future.pop();
        } else if !self.future.is_empty() {
            let left = self.line();
            self.future.clear();
            if !self.variations.contains(&left) {
                self.variations.push(left);
            }
        }
        let mover = self.to_move();
        let next = self.game.apply(self.state(), mv);
        self.states.push(next);
        self.numbers.push(0);
        self.played.push((mover, mv));
        self.reached();
        true
    }

    fn undo(&mut self) -> bool {
        if self.played.len() <= self.given {
            return false;
        }
        self.future.clear();
        self.played.pop();
        self.states.pop();
        self.numbers.pop();
        self.reached();
        true
    }

    fn back(&mut self) -> bool {
        if self.played.len() <= self.given {
            return false;
        }
        let (_, mv) = self.played.pop().expect("a move past the given ones");
        self.states.pop();
        self.numbers.pop();
        self.future.push(mv);
        self.reached();
        true
    }

    fn forward(&mut self) -> bool {
        let Some(&mv) = self.future.last() else { return false };
        self.index_of_move(mv).is_some_and(|i| self.play(i))
    }

    fn ahead(&self) -> usize {
        self.future.len()
    }

    fn variations_here(&self) -> Vec<String> {
        let here = self.played.len() - self.given;
        let mut next: Vec<String> = Vec::new();
        for line in self.branching_here() {
            let name = self.game.notation(line[here]);
            if !next.contains(&name) {
                next.push(name);
            }
        }
        next
    }

    fn switch_variation(&mut self) -> bool {
        let here = self.played.len() - self.given;
        let Some(line) = self.branching_here().into_iter().next().cloned() else { return false };
        let current = self.line();
        self.variations.retain(|v| *v != line);
        if current.len() > here && !self.variations.contains(&current) {
            self.variations.push(current);
        }
        self.future = line[here..].iter().rev().copied().collect();
        true
    }

    fn variations(&self) -> Vec<Vec<String>> {
        let name = |line: &Vec<G::Move>| line.iter().map(|&mv| self.game.notation(mv)).collect();
        self.variations.iter().map(name).collect()
    }

    fn add_variation(&mut self, moves: &[String]) -> Result<(), String> {
        let mut state = self.states[self.given].clone();
        let mut line = Vec::new();
        for (i, name) in moves.iter().enumerate() {
            let mut legal = Vec::new();
            if self.game.outcome(&state).is_none() {
                self.game.legal_moves(&state, &mut legal);
            }
            let Some(&mv) =
                legal.iter().find(|&&m| self.game.notation(m).eq_ignore_ascii_case(name))
            else {
                let at = (i + 1).to_string();
                return Err(crate::tr!("record-variation-illegal", at = at, name = name.as_str()));
            };
            state = self.game.apply(&state, mv);
            line.push(mv);
        }
        if line != self.line() && !self.variations.contains(&line) {
            self.variations.push(line);
        }
        Ok(())
    }

    fn record_moves(&self) -> Vec<String> {
        let played = self.played[self.given..].iter().map(|&(_, mv)| mv);
        played.chain(self.future.iter().rev().copied()).map(|mv| self.game.notation(mv)).collect()
    }

    fn plies(&self) -> usize {
        self.played.len()
    }

    fn restart(&mut self) {
        self.future.clear();
        self.variations.clear();
        self.states.truncate(self.given + 1);
        self.numbers.truncate(self.given + 1);
        self.played.truncate(self.given);
        self.reached();
    }

    fn history(&self) -> Vec<(Player, String)> {
        self.played.iter().map(|&(p, mv)| (p, self.game.notation(mv))).collect()
    }

    fn position_at(&self, plies: usize) -> Option<u64> {
        self.numbers.get(plies).copied()
    }

    fn position_params(&self) -> Vec<(&'static str, String)> {
        let line: Vec<String> = self.played.iter().map(|&(_, mv)| self.game.notation(mv)).collect();
        self.game.position_params(self.state(), &line)
    }
}
