//! The board's keys: the move cursor, typed moves, playing one, and what the board marks.

use std::time::Instant;

use crate::session::{Line, MoveList, Typed};
use crate::tr;
use crate::tui::keys::Action;

use super::play::MARKED;
use super::{Asks, CompareView, Focus, Play, Purpose, Values};

/// The board's part of the play screen: the move under the cursor, a move being typed by its
/// digits, and how many of the best moves are marked.
pub struct Board {
    pub cursor: usize,
    pub typed: String,
    /// How many of the best moves the board marks (`b`: the best, the top three, none).
    pub marked: usize,
}

impl Board {
    pub fn new(marked: usize) -> Board {
        Board { cursor: 0, typed: String::new(), marked }
    }

    /// The cursor on move `index`, nothing typed.
    pub fn select(&mut self, index: usize) {
        self.typed.clear();
        self.cursor = index;
    }

    /// `b`: the next number of best moves to mark, and what that means.
    pub fn mark_more(&mut self) -> String {
        let at = MARKED.iter().position(|&n| n == self.marked).unwrap_or(0);
        self.marked = MARKED[(at + 1) % MARKED.len()];
        match self.marked {
            0 => tr!("say-marked-none"),
            1 => tr!("say-marked-best"),
            n => tr!("say-marked-top", n = n),
        }
    }

    /// Moves the cursor over the legal moves: on a board, to the nearest legal square that way;
    /// grouped moves (Nim's heaps) form a grid, ↑/↓ between groups keeping the place, ←/→ within
    /// one; a plain list stops at its ends.
    pub fn move_cursor(&mut self, session: &dyn Line, action: Action) {
        let n = session.move_count();
        if n == 0 {
            // The game is over: the arrows scroll through its moves in the Moves panel.
            let last = session.plies().saturating_sub(1);
            self.cursor = match action {
                Action::Up | Action::Left => self.cursor.min(last).saturating_sub(1),
                _ => (self.cursor + 1).min(last),
            };
            return;
        }
        self.typed.clear();
        let c = self.cursor.min(n - 1);
        let Some(here) = session.choice(c) else { return };
        if let Some((x, y)) = here.cell {
            let (x, y) = (x as i32, y as i32);
            // Candidates lie strictly that way; the nearest wins, the same column first for ↑/↓.
            // (Boards have few moves: every one is looked at.)
            let nearest = (0..n)
                .filter_map(|i| session.choice(i).and_then(|m| m.cell).map(|c| (i, c)))
                .map(|(i, (mx, my))| (i, mx as i32 - x, my as i32 - y))
                .filter(|&(_, dx, dy)| match action {
                    Action::Left => dx < 0 && dy == 0,
                    Action::Right => dx > 0 && dy == 0,
                    Action::Up => dy < 0,
                    _ => dy > 0,
                })
                .min_by_key(|&(_, dx, dy)| match action {
                    Action::Left | Action::Right => (false, dx.abs(), 0),
                    _ => (dx != 0, dy.abs(), dx.abs()),
                });
            if let Some((i, _, _)) = nearest {
                self.cursor = i;
            }
            return;
        }
        // The list stops at its ends: wrapping from the top would land on the last move, which
        // in the Sum Game is the one that overshoots.
        self.cursor = match (session.group_range(c), action) {
            (None, Action::Up | Action::Left) => c.saturating_sub(1),
            (None, _) => (c + 1).min(n - 1),
            (Some(group), Action::Left) => c.saturating_sub(1).max(group.start),
            (Some(group), Action::Right) => (c + 1).min(group.end - 1),
            // ↑/↓: the same place in the group before or after (as far as it goes), or stay.
            (Some(group), _) => {
                let next = match action {
                    Action::Up => group.start.checked_sub(1),
                    _ => Some(group.end).filter(|&e| e < n),
                };
                match next.and_then(|i| session.group_range(i)) {
                    Some(other) => (other.start + (c - group.start)).min(other.end - 1),
                    None => c,
                }
            }
        };
    }

    /// A typed digit: selects the move whose typed form matches (in the cursor's group, if moves
    /// are grouped); what to say when none does.
    pub fn type_digit(&mut self, session: &dyn MoveList, c: char) -> Option<String> {
        self.typed.push(c);
        match session.find_typed(self.cursor, &self.typed) {
            Typed::Move(i) => self.cursor = i,
            Typed::Incomplete => {}
            Typed::NoMove => {
                let said = tr!("say-not-legal", text = self.typed.as_str());
                self.typed.clear();
                return Some(said);
            }
        }
        None
    }
}

impl Play {
    /// The keys that choose and play a move, and those that show what the search found.
    pub(super) fn board_key(&mut self, action: Action, asked: Option<Action>) {
        match action {
            Action::ToggleHints => {
                let on = !self.values.shown();
                self.values = Values::from_hints(on);
                self.out.message =
                    Some(if on { tr!("say-hints-on") } else { tr!("say-hints-off") });
                if !on && self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Hints) {
                    self.cancel();
                }
            }
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.board.move_cursor(&*self.session, action)
            }
            Action::Digit(c) => {
                if let Some(said) = self.board.type_digit(&*self.session, c) {
                    self.out.message = Some(said);
                }
            }
            Action::Backspace => {
                self.board.typed.pop();
            }
            Action::Confirm => self.confirm(),
            Action::FocusTree => {
                if self.shown_tree().is_some() {
                    self.focus = Focus::Tree;
                } else {
                    self.out.message = Some(tr!("say-tree-empty"));
                }
            }
            Action::EnterMove => {
                if let Some(end) = self.session.end() {
                    self.out.message = Some(tr!("say-game-over", reason = end.reason));
                    return;
                }
                self.focus = Focus::prompt(Asks::Move);
                self.out.message = Some(tr!("say-type-move"));
            }
            Action::Step | Action::Analyze | Action::Compare | Action::Explain => {
                self.reveal_then(action, asked)
            }
            Action::MarkBest => self.out.message = Some(self.board.mark_more()),
            _ => {}
        }
    }

    /// `s`, `A` and `m` show values, a best move and a line. In blind play the first press says
    /// so and does nothing; the same key again shows them, turning hints on, and says that too.
    pub(super) fn reveal_then(&mut self, action: Action, asked: Option<Action>) {
        let revealing = !self.values.shown();
        if revealing {
            let key = match action {
                Action::Step => "s",
                Action::Analyze => "A",
                Action::Explain => "e",
                Action::ExportPicture => "X",
                _ => "m",
            };
            if asked != Some(action) {
                self.values = Values::Asked(action);
                self.out.message = Some(tr!("say-hints-are-off", key = key));
                return;
            }
            self.values = Values::Shown;
        }
        match action {
            Action::Step => self.request_step(),
            Action::Analyze => self.analyze(),
            Action::Explain => self.explain(),
            Action::ExportPicture => self.export_picture(),
            _ => self.compare(),
        }
        if revealing && self.out.message.is_none() {
            self.out.message = Some(tr!("say-hints-are-on"));
        }
    }

    /// `e`: the position explained by its proof, on the worker, over the screen.
    fn explain(&mut self) {
        if self.session.end().is_some() {
            self.out.message = Some(tr!("say-over-nothing-to-explain"));
            return;
        }
        self.focus = Focus::Explain(Default::default());
        self.out.search = Some(Purpose::Explain);
    }

    pub(super) fn compare(&mut self) {
        if self.session.end().is_some() {
            self.out.message = Some(tr!("say-over-nothing-to-compare"));
            return;
        }
        if let Some(why) = self.session.beyond_search() {
            self.out.message = Some(tr!("say-nothing-to-compare", why = why));
            return;
        }
        self.focus = Focus::Compare(CompareView { rows: Vec::new(), mcts: None, running: true });
        self.out.search = Some(Purpose::Compare);
    }

    fn human_may_move(&mut self) -> bool {
        if let Some(end) = self.session.end() {
            self.out.message = Some(tr!("say-game-over", reason = end.reason));
            return false;
        }
        // A retry asks whoever made the mistake, the computer paused.
        if self.computer_to_move() && self.retry.is_none() {
            self.out.message = Some(tr!("say-computers-turn"));
            return false;
        }
        true
    }

    fn confirm(&mut self) {
        // Over, the game's moves are listed: Enter goes to the position after the one selected.
        if self.session.end().is_some()
            && self.session.move_count() == 0
            && self.session.plies() > 0
        {
            let last = self.session.plies() - 1;
            return self.walk_to(self.board.cursor.min(last) + 1);
        }
        if !self.human_may_move() {
            return;
        }
        // Typing moved the cursor onto the typed move; an incomplete number matches nothing.
        let here = self.session.choice(self.board.cursor);
        let index = match self.board.typed.is_empty() {
            true => here.map(|_| self.board.cursor),
            false => here.filter(|m| m.typed == self.board.typed).map(|_| self.board.cursor),
        };
        match index {
            Some(i) => self.human_plays(i),
            None => {
                self.out.message = Some(tr!("say-not-legal", text = self.board.typed.as_str()));
                self.board.typed.clear();
            }
        }
    }

    /// Plays the legal move named `name` (as the moves list writes it, any case).
    pub(super) fn play_named(&mut self, name: &str) {
        if !self.human_may_move() {
            return;
        }
        match self.session.find_named(name) {
            Some(i) => self.human_plays(i),
            None => self.out.message = Some(tr!("say-not-legal-named", name = name)),
        }
    }

    /// A person's move: played, or in a retry, tried (judged by the review's values, not
    /// played).
    fn human_plays(&mut self, index: usize) {
        let Some(retry) = &mut self.retry else {
            return self.play_move(index, Instant::now());
        };
        let name = self.session.choice(index).map(|c| c.label).unwrap_or_default();
        let effect = retry.tried(&name);
        self.board.typed.clear();
        self.apply(effect);
    }
}
