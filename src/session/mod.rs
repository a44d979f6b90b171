//! A game in progress, headless: its positions and history, walking back and forward, and the
//! searches of its positions as jobs for a worker thread. The game's type is erased here, once,
//! so every front end holds any game the same way; nothing here draws.
//!
//! `SessionGame` is what a game adds beyond its rules (its names, a picture of a position);
//! `GameSession` turns any such game into a `Session`; searches leave as `Job`s and come back as
//! an `Analysis` in plain strings and indices.

pub mod analysis;
pub mod explain;
pub mod game;
mod jobs;
pub mod line;
pub mod mcts;
mod monte_carlo;
pub mod moves;
pub mod picture;
pub mod pictures;
pub mod request;
pub mod review;
pub mod searches;

use std::sync::{Arc, Mutex};

pub use analysis::{Analysis, Answer, Job, Minimax, MoveValue, Record, Terms, Tree, record_tree};
pub use game::{Decided, LISTED_MOVES, MoveSpace, Position, RuleAnswer, SessionGame, Source};
pub use line::{GameEnd, Line};
pub use moves::{MoveChoice, MoveList, Typed};
pub use picture::Picture;
pub use pictures::Pictures;
pub use request::{Engine, Request, Work};
pub use searches::Searches;

use crate::engine::search::Table;
use crate::engine::{Game, Outcome, Player, SearchConfig};

/// A game in progress, as the app sees it: each face a caller may need alone (its line, its
/// moves list, its pictures, its searches), and every session all four.
pub trait Session: Line + Pictures + Searches + Send {}

impl<T: Line + Pictures + Searches + Send> Session for T {}

pub struct GameSession<G: SessionGame> {
    game: G,
    /// `states[0]` is the start; one more per move played.
    states: Vec<G::State>,
    /// Each state's position number (see `Line::position`).
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

    /// The position at `at` explained by its proof (see `explain`), the current position's
    /// move at `chosen` first among the worse: an `Answer::Explanation`.
    fn explain_job(&self, at: usize, chosen: Option<usize>) -> Job {
        let chosen = chosen.filter(|_| at + 1 == self.states.len()).and_then(|i| self.move_at(i));
        let (game, state) = (self.game.clone(), self.states[at].clone());
        Box::new(move |control| {
            let found = match explain::explain(&game, &state, chosen, control) {
                Err(explain::Unexplained::Cancelled) => return Err(crate::engine::Cancelled),
                found => found.map_err(|why| why.words()),
            };
            Ok(Answer::Explanation(Arc::new(found)))
        })
    }

    /// The computer plays MIN with `min_game`'s settings (its heuristic, say), MAX with the
    /// game's own; the rules must be the same.
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
