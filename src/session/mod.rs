//! A game in progress, headless: its positions and history, walking back and forward, and the
//! searches of its positions as jobs for a worker thread. The game's type is erased here, once,
//! so every front end holds any game the same way; nothing here draws.
//!
//! `SessionGame` is what a game adds beyond its rules (its names, a picture of a position);
//! `GameSession` turns any such game into a `Session`; searches leave as `Job`s and come back as
//! an `Analysis` in plain strings and indices.

pub mod analysis;
pub mod game;
mod jobs;
pub mod mcts;
mod monte_carlo;
pub mod picture;
pub mod request;
pub mod review;

use std::sync::{Arc, Mutex};

pub use analysis::{Analysis, Answer, Job, Minimax, MoveValue, Record, Terms, Tree, record_tree};
pub use game::{Decided, LISTED_MOVES, MoveSpace, Position, RuleAnswer, SessionGame, Source};
pub use picture::Picture;
pub use request::{Engine, Request, Work};

use crate::engine::search::Table;
use crate::engine::{Game, Outcome, Player, Score, SearchConfig};

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

#[derive(Clone, Debug, PartialEq)]
pub struct GameEnd {
    pub winner: Option<Player>,
    pub reason: String,
}

/// A game in progress, as the app sees it.
pub trait Session: Send {
    fn title(&self) -> &'static str;
    /// See `SessionGame::side_name`.
    fn side_name(&self, p: Player) -> &'static str;
    /// See `SessionGame::side_ink`.
    fn side_ink(&self, p: Player) -> picture::Ink;
    /// The names of MAX and MIN, in that order.
    fn sides(&self) -> [&'static str; 2] {
        [self.side_name(Player::Max), self.side_name(Player::Min)]
    }
    fn to_move(&self) -> Player;
    /// `Some` once the game is over.
    fn end(&self) -> Option<GameEnd>;
    /// How the game's line ends, the moves ahead (`ahead`) played too: what a record of it says.
    fn line_end(&self) -> Option<GameEnd>;
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
    /// The search `request` asks for, to run elsewhere; `None` if the position it names is no
    /// longer in the game's history.
    fn job(&self, request: &Request) -> Option<Job>;
    /// What the game's settings for a side's computer add to the engine's switches ("heuristic
    /// strong"), for the Minimax panel; `None` when the game has no such settings.
    fn engine_note(&self, min_engine: bool) -> Option<String>;
    /// Why the current position is answered without a search, if it is (a rule of the game:
    /// "Bouton's rule: too many positions to search"); then there is no search to compare.
    fn beyond_search(&self) -> Option<String>;
    /// The position `line` leads to from position number `from`, in a few words; `None` if that
    /// position is no longer in the game's history or a move does not fit.
    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String>;
    /// The position `line` leads to from position number `from` (a position inside a search),
    /// drawn; `None` if there is no such position.
    fn picture_after(&self, from: u64, line: &[&str]) -> Option<Picture>;
    /// The legal moves of the position `line` leads to from position number `from`; `None` if
    /// there is no such position.
    fn moves_after(&self, from: u64, line: &[&str]) -> Option<Vec<MoveChoice>>;
    /// The position drawn, showing what the move at `selected` would take (if given), and the
    /// moves at `best` marked as the best, best first.
    fn picture(&self, selected: Option<usize>, best: &[usize]) -> Picture;
    /// Rows the picture needs.
    fn position_height(&self) -> u16;
    /// Whether the switches can search this game, and why not (one line): the engine's contract
    /// (negamax only where the players alternate, from the start on, so that walking back
    /// through the game never reaches a position it cannot search) and, with neither a depth
    /// limit nor a clock, `SessionGame::unlimited_search`.
    fn searchable(&self, config: &SearchConfig) -> Result<(), String>;
    /// See `SessionGame::value_scale`.
    fn value_scale(&self) -> Score;
    /// See `SessionGame::prefers_drawing`.
    fn prefers_drawing(&self) -> bool;
    /// See `SessionGame::ends_in_utilities`.
    fn ends_in_utilities(&self) -> bool;
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
                return Err(format!("move {} of the record ({name}) is not legal there", i + 1));
            }
        }
        Ok(())
    }
    /// Why Monte Carlo tree search is refused from the current position, if it is (see
    /// `engine::mcts::refusal`).
    fn mcts_refusal(&self) -> Option<String>;
}

pub struct GameSession<G: SessionGame> {
    game: G,
    /// `states[0]` is the start; one more per move played.
    states: Vec<G::State>,
    /// Each state's position number (see `Session::position`).
    numbers: Vec<u64>,
    next_number: u64,
    played: Vec<(Player, G::Move)>,
    /// Moves given with the game (`--played`): shown in its history, never undone.
    given: usize,
    /// The current position's moves, listed when it is reached rather than on every frame;
    /// empty where `space` computes them instead.
    choices: Vec<MoveChoice>,
    /// The current position's moves where they are too many to list (`SessionGame::move_space`).
    space: Option<Box<dyn MoveSpace<G::Move>>>,
    /// With a hashed table (`--hash`), each engine's table and its size (the game's, and MIN's
    /// own when it plays with other settings), kept from one search to the next as an engine
    /// keeps its own. (Entries are facts about one heuristic: engines never share a table.)
    tables: [Arc<KeptTable<G>>; 2],
    /// The game as MIN's computer plays it, where its settings differ (Reversi's heuristic).
    min_game: Option<G>,
    /// Moves `back` took back, the next one last.
    future: Vec<G::Move>,
    /// Lines left for another move (`play` from a position walked back to): each whole, from the
    /// record's start (after the given moves), so that any of them can be walked into again.
    variations: Vec<Vec<G::Move>>,
}

impl<G: SessionGame> GameSession<G> {
    pub fn new(game: G, start: G::State) -> Self {
        let mut session = GameSession {
            game,
            states: vec![start],
            numbers: vec![0],
            next_number: 1,
            played: Vec::new(),
            given: 0,
            choices: Vec::new(),
            space: None,
            tables: Default::default(),
            min_game: None,
            future: Vec::new(),
            variations: Vec::new(),
        };
        session.reached_moves();
        session
    }

    /// The current position's moves: listed, or left to the game's `MoveSpace` when too many.
    fn reached_moves(&mut self) {
        let over = self.game.outcome(self.state()).is_some();
        self.space = if over { None } else { self.game.move_space(self.state()) };
        self.choices =
            if self.space.is_some() { Vec::new() } else { self.choices_of(self.state()) };
    }

    /// A move as the screen lists it.
    fn choice_of(&self, state: &G::State, mv: G::Move) -> MoveChoice {
        MoveChoice {
            label: self.game.notation(mv),
            effect: self.game.move_effect(state, mv),
            group: self.game.group(mv),
            typed: self.game.typed(mv),
            cell: self.game.cell(mv),
        }
    }

    /// The current position's legal move at `index`.
    fn move_at(&self, index: usize) -> Option<G::Move> {
        match &self.space {
            Some(space) => space.get(index),
            None => self.legal().get(index).copied(),
        }
    }

    /// The legal moves of `state` as the screen lists them (none once the game is over).
    fn choices_of(&self, state: &G::State) -> Vec<MoveChoice> {
        let mut legal = Vec::new();
        if self.game.outcome(state).is_none() {
            self.game.legal_moves(state, &mut legal);
        }
        legal.into_iter().map(|mv| self.choice_of(state, mv)).collect()
    }

    /// The current position changed: it gets a new number and its moves are listed.
    fn reached(&mut self) {
        *self.numbers.last_mut().expect("the start is never removed") = self.next_number;
        self.next_number += 1;
        self.reached_moves();
    }

    /// The index in `states` of position number `number`.
    fn index_of(&self, number: u64) -> Option<usize> {
        self.numbers.iter().position(|&n| n == number)
    }

    /// The computer plays MIN with `min_game`'s settings (its heuristic, say), MAX with the
    /// game's own; the rules must be the same.
    /// The line from the record's start (after the moves given with the game) to its end, moves
    /// ahead included, reviewed move by move (see `review`): an `Answer::Review`.
    fn review_job(&self, config: SearchConfig) -> Job {
        let played = self.played[self.given..].iter().map(|&(_, mv)| mv);
        let line: Vec<G::Move> = played.chain(self.future.iter().rev().copied()).collect();
        let (game, start) = (self.game.clone(), self.states[self.given].clone());
        Box::new(move |control| {
            let review = review::review(&game, &start, &line, &config, control)?;
            Ok(Answer::Review(Arc::new(review)))
        })
    }

    pub fn with_min_game(mut self, min_game: G) -> Self {
        self.min_game = Some(min_game);
        self
    }

    fn game_for(&self, min_engine: bool) -> &G {
        self.min_game.as_ref().filter(|_| min_engine).unwrap_or(&self.game)
    }

    /// A game that starts with `moves` already played from `start` (each must be legal).
    pub fn given(game: G, start: G::State, moves: &[G::Move]) -> Self {
        let mut session = GameSession::new(game, start);
        for &mv in moves {
            let index = session.index_of_move(mv);
            if !index.is_some_and(|i| session.play(i)) {
                break;
            }
        }
        session.given = session.played.len();
        session
    }

    fn state(&self) -> &G::State {
        self.states.last().expect("the start state is never removed")
    }

    /// The index of a legal move of the current position.
    fn index_of_move(&self, mv: G::Move) -> Option<usize> {
        match &self.space {
            Some(space) => space.index_of(mv),
            None => self.legal().iter().position(|&m| m == mv),
        }
    }

    fn legal(&self) -> Vec<G::Move> {
        let mut moves = Vec::new();
        if self.game.outcome(self.state()).is_none() {
            self.game.legal_moves(self.state(), &mut moves);
        }
        moves
    }
}

/// A side's hashed table and its size in bytes, kept between searches (`None` until the first).
type KeptTable<G> = Mutex<Option<(usize, Table<G>)>>;

/// Runs `f` on the side's kept table when the switches ask for a hashed one (and no other search
/// holds it), else on a fresh table.
fn with_table<G: Game, R>(
    kept: &KeptTable<G>,
    config: &SearchConfig,
    f: impl FnOnce(&mut Table<G>) -> R,
) -> R {
    if let (Some(bytes), Ok(mut guard)) = (config.hash_bytes, kept.try_lock()) {
        if guard.as_ref().is_none_or(|(size, _)| *size != bytes) {
            *guard = Some((bytes, Table::<G>::hashed(bytes)));
        }
        if let Some((_, table)) = guard.as_mut() {
            return f(table);
        }
    }
    f(&mut Table::<G>::for_config(config))
}

impl<G: SessionGame> GameSession<G> {
    /// The line on screen, whole: the moves played since the given ones, then those ahead.
    fn line(&self) -> Vec<G::Move> {
        let played = self.played[self.given..].iter().map(|&(_, mv)| mv);
        played.chain(self.future.iter().rev().copied()).collect()
    }

    /// The variations that leave the line at the position shown: they share every move played
    /// so far and go on with another move than the one ahead.
    fn branching_here(&self) -> Vec<&Vec<G::Move>> {
        let here = self.played.len() - self.given;
        let played: Vec<G::Move> = self.played[self.given..].iter().map(|&(_, mv)| mv).collect();
        let ahead = self.future.last();
        self.variations
            .iter()
            .filter(|v| v.len() > here && v[..here] == played[..] && Some(&v[here]) != ahead)
            .collect()
    }

    /// How the game ended at `state`, if it did.
    fn end_of(&self, state: &G::State) -> Option<GameEnd> {
        let winner = match self.game.outcome(state)? {
            Outcome::Win(p) => Some(p),
            Outcome::Draw => None,
            Outcome::Utility(v) if v > 0 => Some(Player::Max),
            Outcome::Utility(v) if v < 0 => Some(Player::Min),
            Outcome::Utility(_) => None,
        };
        Some(GameEnd { winner, reason: self.game.end_reason(state) })
    }
}

impl<G: SessionGame> Session for GameSession<G> {
    fn title(&self) -> &'static str {
        self.game.title()
    }

    fn side_name(&self, p: Player) -> &'static str {
        self.game.side_name(p)
    }

    fn side_ink(&self, p: Player) -> picture::Ink {
        self.game.side_ink(p)
    }

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
                return Err(format!("move {} of a variation ({name}) is not legal there", i + 1));
            };
            state = self.game.apply(&state, mv);
            line.push(mv);
        }
        if line != self.line() && !self.variations.contains(&line) {
            self.variations.push(line);
        }
        Ok(())
    }

    fn position_at(&self, plies: usize) -> Option<u64> {
        self.numbers.get(plies).copied()
    }

    fn position_params(&self) -> Vec<(&'static str, String)> {
        let line: Vec<String> = self.played.iter().map(|&(_, mv)| self.game.notation(mv)).collect();
        self.game.position_params(self.state(), &line)
    }

    fn mcts_refusal(&self) -> Option<String> {
        crate::engine::mcts::refusal(self.move_count(), self.game.longest_line(self.state()))
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

    fn job(&self, request: &Request) -> Option<Job> {
        let at = match request.position {
            None => self.states.len() - 1,
            Some(number) => self.index_of(number)?,
        };
        Some(match (request.work, request.engine) {
            (Work::Review, _) => self.review_job(request.config),
            (Work::Compare, _) => jobs::compare(self, at, request.config),
            (_, Engine::Mcts(settings)) => {
                mcts::search_at(self, at, (settings, request.config), true)
            }
            (Work::Analysis | Work::Hints | Work::Teaching, Engine::Minimax) => {
                jobs::analyse(self, at, request)
            }
        })
    }

    fn engine_note(&self, min_engine: bool) -> Option<String> {
        self.game_for(min_engine).engine_note()
    }

    fn beyond_search(&self) -> Option<String> {
        let answer = self.game.by_rule(self.state(), Default::default())?;
        answer.source.without_search().map(str::to_string)
    }

    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String> {
        let (state, _) = self.line_from(self.index_of(from)?, line)?;
        Some(self.game.describe_state(&state))
    }

    fn moves_after(&self, from: u64, line: &[&str]) -> Option<Vec<MoveChoice>> {
        let (state, _) = self.line_from(self.index_of(from)?, line)?;
        Some(self.choices_of(&state))
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

    fn searchable(&self, config: &SearchConfig) -> Result<(), String> {
        crate::engine::contract::check(&self.game, &self.states[0], config)
            .map_err(|e| e.to_string())?;
        if config.depth.is_none() && config.time.is_none() {
            self.game.unlimited_search(self.state())?;
        }
        Ok(())
    }

    fn value_scale(&self) -> Score {
        self.game.value_scale()
    }

    fn prefers_drawing(&self) -> bool {
        self.game.prefers_drawing()
    }

    fn ends_in_utilities(&self) -> bool {
        self.game.ends_in_utilities()
    }
}

impl<G: SessionGame> GameSession<G> {
    /// The position `line` (in notation) leads to from the one after `plies` moves, and the moves
    /// on the way with their movers and the positions they were played from.
    #[allow(clippy::type_complexity)]
    fn line_from(
        &self,
        plies: usize,
        line: &[&str],
    ) -> Option<(G::State, Vec<(Player, G::Move, G::State)>)> {
        let mut state = self.states.get(plies)?.clone();
        let mut played = Vec::new();
        let mut moves = Vec::new();
        for label in line {
            if self.game.outcome(&state).is_some() {
                return None;
            }
            moves.clear();
            self.game.legal_moves(&state, &mut moves);
            let mv = moves.iter().copied().find(|&m| self.game.notation(m) == *label)?;
            let next = self.game.apply(&state, mv);
            played.push((self.game.to_move(&state), mv, std::mem::replace(&mut state, next)));
        }
        Some((state, played))
    }
}
