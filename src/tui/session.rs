//! A game in progress, with the game's type erased so the app can hold any game the same way.
//!
//! `TuiGame` is what a game adds for the screen (its title, how to draw a position); `GameSession`
//! turns any such game into a `Session`; searches leave as `Job`s that run on the worker thread and
//! come back as an `Analysis` in plain strings and indices.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::engine::compare::{Comparison, compare};
use crate::engine::deepening::{Chapter, Iteration, chapters};
use crate::engine::search::{Table, search};
use crate::engine::trace::{NONE, Node, Trace};
use crate::engine::{
    Algorithm, Bound, Cancelled, Control, Game, Outcome, Player, Score, SearchConfig, Stats,
};

/// What the app needs of a game beyond the rules.
pub trait TuiGame:
    Game<State: Send + 'static, Move: Send + 'static, Key: Send + 'static> + Clone + Send + 'static
{
    fn title(&self) -> &'static str;
    /// The game's own name for a side ("X", "Black"); MAX and MIN where it has none.
    fn side_name(&self, p: Player) -> &'static str {
        p.name()
    }
    /// Why a final position ended, in words ("MAX reached 10 exactly").
    fn end_reason(&self, state: &Self::State) -> String;
    /// What a move does, shown beside it ("→ 9").
    fn move_effect(&self, state: &Self::State, mv: Self::Move) -> String;
    /// A position in a few words, for the step-through's narration ("sum 7").
    fn describe_state(&self, state: &Self::State) -> String;
    /// The position in a few words on every row of the game tree, where that fits (the Sum
    /// Game's sum, Nim's heaps); boards show theirs in the game panel instead.
    fn brief(&self, _state: &Self::State) -> Option<String> {
        None
    }
    /// Draws the position.
    fn render_position(&self, position: &Position<'_, Self>, area: Rect, buf: &mut Buffer);
    /// Rows the drawing needs.
    fn position_height(&self, _state: &Self::State) -> u16 {
        3
    }
    /// Why a search of `state` with no depth limit cannot finish in reasonable time, if it cannot
    /// (Reversi from the opening): the app then keeps a limit and says this.
    fn unlimited_search(&self, _state: &Self::State) -> Result<(), String> {
        Ok(())
    }
    /// Whether the game tree panel starts drawn as in the textbook (textbook trees) rather than
    /// as an outline (`d` switches either way).
    fn prefers_drawing(&self) -> bool {
        false
    }
    /// More ways to search `state` for the comparison view, where the game varies in more than
    /// the engine's switches (a textbook tree: the pruning rule, the order of the moves).
    fn compare_more(
        &self,
        _state: &Self::State,
        _config: SearchConfig,
        _control: Control<'_>,
    ) -> Vec<Comparison> {
        Vec::new()
    }
    /// What the game's own settings add to the engine's switches ("heuristic strong").
    fn engine_note(&self) -> Option<String> {
        None
    }
    /// The game keeps its values multiplied by this (a tree with decimal values: 1000).
    fn value_scale(&self) -> Score {
        1
    }
    /// The computer's own move by the game's dedicated engine, when it has one and the player
    /// chose it (Reversi); `None` leaves the move to the teaching engine's search.
    fn decide(
        &self,
        _state: &Self::State,
        _config: &SearchConfig,
        _control: Control<'_>,
    ) -> Option<Result<Decided<Self::Move>, Cancelled>> {
        None
    }
    /// A rule that answers positions too large to search, where the game has one.
    fn by_rule(
        &self,
        _state: &Self::State,
        _control: Control<'_>,
    ) -> Option<RuleAnswer<Self::Move>> {
        None
    }
    /// Moves come in groups the cursor moves between with ↑/↓ and within with ←/→ (Nim: the
    /// heap); `None` for a plain list.
    fn group(&self, _mv: Self::Move) -> Option<u32> {
        None
    }
    /// Where the move is on a board drawn on screen, `(column, row)` from the top left, for a
    /// cursor that moves across the board (`None`: not a board game, or a pass).
    fn cell(&self, _mv: Self::Move) -> Option<(u8, u8)> {
        None
    }
    /// What typing selects the move by, within its group (Nim: the number of stones).
    fn typed(&self, mv: Self::Move) -> String {
        self.notation(mv)
    }
}

/// A position answered by a rule of the game instead of a search (Nim beyond search: Bouton's
/// rule; a Reversi endgame by the endgame solver): the verdict, the best move, and each move's
/// verdict, without distances.
pub struct RuleAnswer<M> {
    /// The rule and why it stands in ("Bouton's rule: too large to search").
    pub rule: String,
    /// +1 the mover wins, 0 a draw, −1 the mover loses.
    pub for_mover: i8,
    pub best: M,
    /// Each legal move, and the verdict for the mover after it.
    pub moves: Vec<(M, i8)>,
}

/// The computer's move by a game's dedicated engine (`TuiGame::decide`).
pub enum Decided<M> {
    /// Solved to the end: the verdict, as a rule answers.
    Solved(RuleAnswer<M>),
    /// A search to a depth: MAX's value in the teaching engine's terms (the same heuristic and
    /// win scores), whether it is decided, the move, and what the search did.
    Searched { value: Score, decided: bool, best: M, note: String },
}

/// What a game draws: the position, where it came from, and the move the cursor is on.
pub struct Position<'a, G: Game> {
    pub state: &'a G::State,
    /// The position before the last move, and that move (to show what it changed).
    pub previous: Option<(&'a G::State, G::Move)>,
    /// Every move so far with its mover, in notation.
    pub history: &'a [(Player, String)],
    /// The move the cursor is on while a human chooses.
    pub selected: Option<G::Move>,
}

/// A search to run on the worker thread.
pub type Job = Box<dyn FnOnce(Control<'_>) -> Result<Answer, Cancelled> + Send>;

/// What a job found.
#[derive(Clone, Debug)]
pub enum Answer {
    Analysis(Arc<Analysis>),
    Comparison(Vec<Comparison>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct MoveChoice {
    pub label: String,
    pub effect: String,
    /// See `TuiGame::group`.
    pub group: Option<u32>,
    /// See `TuiGame::typed`.
    pub typed: String,
    /// See `TuiGame::cell`.
    pub cell: Option<(u8, u8)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GameEnd {
    pub winner: Option<Player>,
    pub reason: String,
}

/// A root move's value, by its index in `Session::moves()`, as MAX's utility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveValue {
    pub index: usize,
    pub value: Score,
    pub bound: Bound,
}

/// A finished search in terms the screen can show. The tree, the value, the line and the counts
/// are all of one search, the same one `minimax solve` runs with these switches (the root is
/// pruned as in the textbook). Move values come from it too, bounds and all, unless a second
/// search valued every move exactly for the hints (`hint_nodes`).
#[derive(Clone, Debug)]
pub struct Analysis {
    pub config: SearchConfig,
    /// Which position was searched (`Session::position`): a number no other position of the
    /// session ever gets, so an answer never lands on a position reached again by another way.
    pub position: u64,
    /// The number of moves played before the searched position.
    pub plies: usize,
    pub to_move: Player,
    /// MAX's utility.
    pub value: Score,
    pub exact: bool,
    pub best: Option<usize>,
    pub move_values: Vec<MoveValue>,
    /// Nodes of the second search that gave every move an exact value (`None`: no such search;
    /// the values are the displayed search's, only the best one exact under alpha-beta).
    pub hint_nodes: Option<u64>,
    /// On a clock, the depth that second search reached (it may differ from the first's).
    pub hint_depth: Option<u32>,
    /// Set when a rule of the game answered instead of a search (the tree is then empty, and
    /// values are wins and losses without distances).
    pub rule: Option<String>,
    /// Set when the game's dedicated engine chose the computer's move (Reversi): what it did
    /// ("depth 9 by the clock, 1,234,567 nodes in 1.00 s"). It keeps no tree, and values only
    /// its best move.
    pub engine: Option<String>,
    pub principal_variation: Vec<String>,
    pub stats: Stats,
    /// On a clock: the iterations that finished (the tree and the counts are the last one's).
    pub iterations: Vec<Iteration<String>>,
    /// With random ties: how many moves shared the best value (the best was drawn from them).
    pub ties: usize,
    pub tree: Tree,
    /// On a clock: the searches before the last, each a chapter of the step-through (every
    /// iteration, and an aspiration window's failed try), earliest first.
    pub earlier: Vec<Tree>,
}

/// The recorded search with moves as label numbers (`labels[i]` is the text of move `i`).
#[derive(Clone, Debug)]
pub struct Tree {
    pub trace: Trace<u32>,
    pub labels: Vec<String>,
    /// Each node's position in a few words (`TuiGame::brief`); empty for games without.
    pub briefs: Vec<String>,
    /// The game's names for MAX and MIN.
    pub sides: [&'static str; 2],
    /// The search pruned: windows mean something (without alpha-beta every window is ±∞).
    pub alpha_beta: bool,
    /// The search probed with null windows (PVS): a window one point wide is a probe.
    pub pvs: bool,
    /// See `TuiGame::value_scale`.
    pub scale: Score,
    /// Node ids of the principal variation, from the root.
    pub principal: Vec<u32>,
    /// Nodes kept in each node's subtree, itself included (counted once, not per frame drawn).
    pub sizes: Vec<u32>,
    /// On a clock: which chapter of the step-through this search is, and what it searched.
    pub heading: Option<String>,
}

impl Tree {
    pub fn node(&self, id: u32) -> &Node<u32> {
        &self.trace.nodes[id as usize]
    }

    /// A value seen from a node `ply` plies below the root, in the game's own units.
    pub fn value(&self, score: Score, ply: u32) -> String {
        crate::words::text_scaled(score, ply, self.scale)
    }

    /// Who moves at a recorded node: the side's name, or "chance".
    pub fn mover(&self, id: u32) -> &'static str {
        let node = self.node(id);
        if node.chance { "chance" } else { self.side(node.to_move) }
    }

    /// The game's name for a side.
    pub fn side(&self, p: Player) -> &'static str {
        self.sides[usize::from(p == Player::Min)]
    }

    /// The node's position in a few words, if the game writes it on the tree's rows.
    pub fn brief(&self, id: u32) -> Option<&str> {
        self.briefs.get(id as usize).map(String::as_str).filter(|b| !b.is_empty())
    }

    /// The move that led to `id` ("root" for the root).
    pub fn label(&self, id: u32) -> &str {
        self.node(id).mv.map_or("root", |m| &self.labels[m as usize])
    }

    pub fn pruned_labels(&self, id: u32) -> Vec<&str> {
        self.trace.pruned_moves(id).iter().map(|&m| self.labels[m as usize].as_str()).collect()
    }

    pub fn subtree_size(&self, id: u32) -> usize {
        self.sizes[id as usize] as usize
    }

    pub fn negamax(&self) -> bool {
        self.trace.algorithm == Algorithm::Negamax
    }

    pub fn is_empty(&self) -> bool {
        self.trace.nodes.is_empty()
    }

    /// The moves from the root to `id`, as text.
    pub fn line_to(&self, id: u32) -> Vec<&str> {
        self.trace.path_to(id).into_iter().map(|m| self.labels[m as usize].as_str()).collect()
    }
}

/// A game in progress, as the app sees it.
pub trait Session: Send {
    fn title(&self) -> &'static str;
    /// See `TuiGame::side_name`.
    fn side_name(&self, p: Player) -> &'static str;
    /// The names of MAX and MIN, in that order.
    fn sides(&self) -> [&'static str; 2] {
        [self.side_name(Player::Max), self.side_name(Player::Min)]
    }
    fn to_move(&self) -> Player;
    /// `Some` once the game is over.
    fn end(&self) -> Option<GameEnd>;
    /// The legal moves now, in the game's order (empty when the game is over), listed once per
    /// position.
    fn moves(&self) -> &[MoveChoice];
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
    /// The game's moves in notation from where its record starts (after moves given with the
    /// game, which its parameters say), the moves ahead included.
    fn record_moves(&self) -> Vec<String>;
    /// Moves played since the start.
    fn plies(&self) -> usize;
    /// Back to the starting position.
    fn restart(&mut self);
    /// Every move so far with its mover, in notation.
    fn history(&self) -> Vec<(Player, String)>;
    /// A search of the current position, to run elsewhere. `event_cap` bounds the recorded trace
    /// (see `engine::trace`); with `hints`, a second search values every move exactly; with
    /// `min_engine`, MIN's own game settings (see `GameSession::with_min_game`).
    fn job(&self, config: SearchConfig, event_cap: usize, hints: bool, min_engine: bool) -> Job;
    /// What the game's settings for a side's computer add to the engine's switches ("heuristic
    /// strong"), for the Minimax panel; `None` when the game has no such settings.
    fn engine_note(&self, min_engine: bool) -> Option<String>;
    /// The current position searched each way of `engine::compare`.
    fn compare_job(&self, config: SearchConfig) -> Job;
    /// The position `line` leads to from position number `from`, in a few words; `None` if that
    /// position is no longer in the game's history or a move does not fit.
    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String>;
    /// Draws the position `line` leads to from position number `from` (a position inside a
    /// search); false, drawing nothing, if there is no such position.
    fn render_after(&self, from: u64, line: &[&str], area: Rect, buf: &mut Buffer) -> bool;
    /// Draws the position, showing what `moves()[selected]` would take (if given).
    fn render_position(&self, selected: Option<usize>, area: Rect, buf: &mut Buffer);
    /// Rows the drawing needs.
    fn position_height(&self) -> u16;
    /// Whether the switches can search this game, and why not (one line): the engine's contract
    /// (negamax only where the players alternate, from the start on, so that walking back
    /// through the game never reaches a position it cannot search) and, with neither a depth
    /// limit nor a clock, `TuiGame::unlimited_search`.
    fn searchable(&self, config: &SearchConfig) -> Result<(), String>;
    /// See `TuiGame::value_scale`.
    fn value_scale(&self) -> Score;
    /// See `TuiGame::prefers_drawing`.
    fn prefers_drawing(&self) -> bool;
}

pub struct GameSession<G: TuiGame> {
    game: G,
    /// `states[0]` is the start; one more per move played.
    states: Vec<G::State>,
    /// Each state's position number (see `Session::position`).
    numbers: Vec<u64>,
    next_number: u64,
    played: Vec<(Player, G::Move)>,
    /// Moves given with the game (`--played`): shown in its history, never undone.
    given: usize,
    /// The current position's moves, listed when it is reached rather than on every frame.
    choices: Vec<MoveChoice>,
    /// With a hashed table (`--hash`), each engine's table and its size (the game's, and MIN's
    /// own when it plays with other settings), kept from one search to the next as an engine
    /// keeps its own. (Entries are facts about one heuristic: engines never share a table.)
    tables: [Arc<KeptTable<G>>; 2],
    /// The game as MIN's computer plays it, where its settings differ (Reversi's heuristic).
    min_game: Option<G>,
    /// Moves `back` took back, the next one last.
    future: Vec<G::Move>,
}

impl<G: TuiGame> GameSession<G> {
    pub fn new(game: G, start: G::State) -> Self {
        let mut session = GameSession {
            game,
            states: vec![start],
            numbers: vec![0],
            next_number: 1,
            played: Vec::new(),
            given: 0,
            choices: Vec::new(),
            tables: Default::default(),
            min_game: None,
            future: Vec::new(),
        };
        session.choices = session.list_choices();
        session
    }

    fn list_choices(&self) -> Vec<MoveChoice> {
        let state = self.state();
        self.legal()
            .into_iter()
            .map(|mv| MoveChoice {
                label: self.game.notation(mv),
                effect: self.game.move_effect(state, mv),
                group: self.game.group(mv),
                typed: self.game.typed(mv),
                cell: self.game.cell(mv),
            })
            .collect()
    }

    /// The current position changed: it gets a new number and its moves are listed.
    fn reached(&mut self) {
        *self.numbers.last_mut().expect("the start is never removed") = self.next_number;
        self.next_number += 1;
        self.choices = self.list_choices();
    }

    /// The index in `states` of position number `number`.
    fn index_of(&self, number: u64) -> Option<usize> {
        self.numbers.iter().position(|&n| n == number)
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
            let index = session.legal().iter().position(|&m| m == mv);
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

impl<G: TuiGame> Session for GameSession<G> {
    fn title(&self) -> &'static str {
        self.game.title()
    }

    fn side_name(&self, p: Player) -> &'static str {
        self.game.side_name(p)
    }

    fn to_move(&self) -> Player {
        self.game.to_move(self.state())
    }

    fn end(&self) -> Option<GameEnd> {
        let winner = match self.game.outcome(self.state())? {
            Outcome::Win(p) => Some(p),
            Outcome::Draw => None,
            Outcome::Utility(v) if v > 0 => Some(Player::Max),
            Outcome::Utility(v) if v < 0 => Some(Player::Min),
            Outcome::Utility(_) => None,
        };
        Some(GameEnd { winner, reason: self.game.end_reason(self.state()) })
    }

    fn moves(&self) -> &[MoveChoice] {
        &self.choices
    }

    fn position(&self) -> u64 {
        *self.numbers.last().expect("the start is never removed")
    }

    fn play(&mut self, index: usize) -> bool {
        let Some(&mv) = self.legal().get(index) else { return false };
        // The recorded next move keeps what is ahead; any other move starts a new line.
        if self.future.last() == Some(&mv) {
            self.future.pop();
        } else {
            self.future.clear();
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
        let index = self.legal().iter().position(|&m| m == mv);
        index.is_some_and(|i| self.play(i))
    }

    fn ahead(&self) -> usize {
        self.future.len()
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
        self.states.truncate(self.given + 1);
        self.numbers.truncate(self.given + 1);
        self.played.truncate(self.given);
        self.reached();
    }

    fn history(&self) -> Vec<(Player, String)> {
        self.played.iter().map(|&(p, mv)| (p, self.game.notation(mv))).collect()
    }

    fn job(&self, config: SearchConfig, event_cap: usize, hints: bool, min_engine: bool) -> Job {
        let game = self.game_for(min_engine).clone();
        let state = self.state().clone();
        let plies = self.plies();
        let position = self.position();
        let legal = self.legal();
        let kept = self.tables[usize::from(min_engine)].clone();
        Box::new(move |control| {
            // The computer's own move (no hints wanted) may be the dedicated engine's.
            if !hints && let Some(decided) = game.decide(&state, &config, control) {
                let analysis = match decided? {
                    Decided::Solved(answer) => {
                        ruled(&game, &state, config, (position, plies), &legal, answer)
                    }
                    Decided::Searched { value, decided, best, note } => Analysis {
                        value,
                        exact: decided,
                        rule: None,
                        engine: Some(note),
                        // The rest (the move, an empty tree, nothing counted) as for a rule's
                        // answer that gives only a best move.
                        ..ruled(
                            &game,
                            &state,
                            config,
                            (position, plies),
                            &legal,
                            RuleAnswer {
                                rule: String::new(),
                                for_mover: 0,
                                best,
                                moves: Vec::new(),
                            },
                        )
                    },
                };
                return Ok(Answer::Analysis(Arc::new(analysis)));
            }
            if let Some(answer) = game.by_rule(&state, control) {
                return Ok(Answer::Analysis(Arc::new(ruled(
                    &game,
                    &state,
                    config,
                    (position, plies),
                    &legal,
                    answer,
                ))));
            }
            let new_trace = || Trace::new(event_cap, config.algorithm);
            let (result, chapters) = with_table::<G, _>(&kept, &config, |table| {
                chapters(&game, &state, &config, control, new_trace, table)
            })?;
            let mut earlier = chapter_trees(&game, &state, chapters, &config);
            let tree = earlier.pop().expect("a finished search has its chapter");
            // Hints need every move's exact value: every root move searched with a full window
            // (on the same clock, when there is one: it costs more than the search it explains).
            let exact = SearchConfig { exact_root_values: true, ..config };
            let hinted = if hints { Some(search(&game, &state, &exact, control)?) } else { None };
            let root_moves = hinted.as_ref().map_or(&result.root_moves, |h| &h.root_moves);
            let index_of = |mv: G::Move| legal.iter().position(|&m| m == mv);
            Ok(Answer::Analysis(Arc::new(Analysis {
                config,
                position,
                plies,
                to_move: result.to_move,
                value: result.value,
                exact: result.exact,
                best: result.best_move.and_then(index_of),
                hint_nodes: hinted.as_ref().map(|h| h.stats.nodes),
                hint_depth: hinted.as_ref().and_then(|h| h.iterations.last()).map(|i| i.depth),
                rule: None,
                engine: None,
                move_values: root_moves
                    .iter()
                    .filter_map(|rm| {
                        Some(MoveValue {
                            index: index_of(rm.mv)?,
                            value: rm.value,
                            bound: rm.bound,
                        })
                    })
                    .collect(),
                principal_variation: result
                    .principal_variation
                    .iter()
                    .map(|&mv| game.notation(mv))
                    .collect(),
                stats: result.stats,
                ties: result.ties,
                iterations: result
                    .iterations
                    .iter()
                    .map(|i| Iteration {
                        depth: i.depth,
                        value: i.value,
                        best_move: i.best_move.map(|m| game.notation(m)),
                        principal_variation: Vec::new(),
                        nodes: i.nodes,
                        elapsed: i.elapsed,
                        exact: i.exact,
                        aspiration: i.aspiration,
                    })
                    .collect(),
                tree,
                earlier,
            })))
        })
    }

    fn engine_note(&self, min_engine: bool) -> Option<String> {
        self.game_for(min_engine).engine_note()
    }

    fn compare_job(&self, config: SearchConfig) -> Job {
        let game = self.game.clone();
        let state = self.state().clone();
        Box::new(move |control| {
            let mut rows = compare(&game, &state, config.algorithm, config.depth, control);
            rows.extend(game.compare_more(&state, config, control));
            Ok(Answer::Comparison(rows))
        })
    }

    fn describe_after(&self, from: u64, line: &[&str]) -> Option<String> {
        let (state, _) = self.line_from(self.index_of(from)?, line)?;
        Some(self.game.describe_state(&state))
    }

    fn render_after(&self, from: u64, line: &[&str], area: Rect, buf: &mut Buffer) -> bool {
        let Some(plies) = self.index_of(from) else { return false };
        let Some((state, played)) = self.line_from(plies, line) else { return false };
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
        };
        self.game.render_position(&position, area, buf);
        true
    }

    fn render_position(&self, selected: Option<usize>, area: Rect, buf: &mut Buffer) {
        let history = self.history();
        let n = self.states.len();
        let position = Position {
            state: self.state(),
            previous: self.played.last().map(|&(_, mv)| (&self.states[n - 2], mv)),
            history: &history,
            selected: selected.and_then(|i| self.legal().get(i).copied()),
        };
        self.game.render_position(&position, area, buf);
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
}

impl<G: TuiGame> GameSession<G> {
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

/// The analysis a rule gives: MAX's values as ±1 (no distances), an empty tree.
fn ruled<G: TuiGame>(
    game: &G,
    state: &G::State,
    config: SearchConfig,
    (position, plies): (u64, usize),
    legal: &[G::Move],
    answer: RuleAnswer<G::Move>,
) -> Analysis {
    let to_move = game.to_move(state);
    let for_max = |for_mover: i8| Score::from(for_mover) * to_move.sign();
    let index_of = |mv: G::Move| legal.iter().position(|&m| m == mv);
    Analysis {
        config,
        position,
        plies,
        to_move,
        value: for_max(answer.for_mover),
        exact: true,
        best: index_of(answer.best),
        move_values: answer
            .moves
            .iter()
            .filter_map(|&(mv, v)| {
                Some(MoveValue { index: index_of(mv)?, value: for_max(v), bound: Bound::Exact })
            })
            .collect(),
        hint_nodes: None,
        hint_depth: None,
        rule: Some(answer.rule),
        engine: None,
        principal_variation: vec![game.notation(answer.best)],
        stats: Stats::default(),
        iterations: Vec::new(),
        ties: 0,
        tree: record_tree(game, state, Trace::new(0, config.algorithm), &config),
        earlier: Vec::new(),
    }
}

/// Each recorded node's position in a few words, when the game writes them on rows: positions
/// are rebuilt from the root in the trace's order (a parent is recorded before its children).
fn briefs<G: TuiGame>(game: &G, root: &G::State, trace: &Trace<G::Move>) -> Vec<String> {
    if game.brief(root).is_none() {
        return Vec::new();
    }
    let mut states: Vec<G::State> = Vec::with_capacity(trace.nodes.len());
    let mut out = Vec::with_capacity(trace.nodes.len());
    for node in &trace.nodes {
        let state = match (node.parent, node.mv) {
            (NONE, _) | (_, None) => root.clone(),
            (parent, Some(mv)) => game.apply(&states[parent as usize], mv),
        };
        out.push(game.brief(&state).unwrap_or_default());
        states.push(state);
    }
    out
}

/// A recorded search with its moves as labels, ready for the tree panel; `config` is the
/// search's (what its windows mean).
pub fn record_tree<G: TuiGame>(
    game: &G,
    root: &G::State,
    trace: Trace<G::Move>,
    config: &SearchConfig,
) -> Tree {
    let briefs = briefs(game, root, &trace);
    let sides = [game.side_name(Player::Max), game.side_name(Player::Min)];
    let mut ids: HashMap<G::Move, u32> = HashMap::new();
    let mut labels = Vec::new();
    let trace = trace.map_moves(|mv| {
        *ids.entry(mv).or_insert_with(|| {
            labels.push(game.notation(mv));
            labels.len() as u32 - 1
        })
    });
    let mut sizes = vec![1u32; trace.nodes.len()];
    // A child is recorded after its parent, so one backward pass adds every subtree up.
    for id in (1..trace.nodes.len()).rev() {
        let parent = trace.nodes[id].parent;
        if parent != NONE {
            sizes[parent as usize] += sizes[id];
        }
    }
    let scale = game.value_scale();
    Tree {
        principal: trace.principal_path(),
        trace,
        labels,
        briefs,
        sides,
        alpha_beta: config.alpha_beta,
        pvs: config.pvs,
        scale,
        sizes,
        heading: None,
    }
}

/// The chapters' trees of a search on a clock, each with its heading: which iteration, and for
/// an aspiration window, the window and whether the value fell outside it.
fn chapter_trees<G: TuiGame>(
    game: &G,
    root: &G::State,
    chapters: Vec<Chapter<G::Move>>,
    config: &SearchConfig,
) -> Vec<Tree> {
    let n = chapters.len();
    let depths: Vec<u32> = chapters.iter().map(|c| c.depth).collect();
    chapters
        .into_iter()
        .enumerate()
        .map(|(i, chapter)| {
            let mut tree = record_tree(game, root, chapter.trace, config);
            if config.time.is_some() {
                let v = |x: Score| tree.value(x, 0);
                let mut heading = format!("Chapter {} of {n}: depth {}", i + 1, chapter.depth);
                if let Some((alpha, beta)) = chapter.window {
                    heading += &format!(
                        ", through an aspiration window α = {}, β = {} around the last depth's value",
                        v(alpha),
                        v(beta)
                    );
                    if depths.get(i + 1) == Some(&chapter.depth) {
                        heading += &format!(
                            "; the value falls outside it (a bound only), so chapter {} searches \
                             depth {} again with the full window",
                            i + 2,
                            chapter.depth
                        );
                    }
                }
                tree.heading = Some(heading + ".");
            }
            tree
        })
        .collect()
}
