//! The one search: minimax or negamax, with or without alpha-beta, a depth limit and a transposition
//! table, all as switches on a single routine.
//!
//! The search keeps its own stack of frames instead of recursing, so games thousands of plies deep
//! (the Sum Game to a target of a million) cannot overflow the thread's stack, and so that a stop
//! flag, progress counter and trace observer see every node in one place.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::game::{Game, Outcome, Player};
use super::observer::{FirstBy, LeafKind, NoTrace, Observer};
use super::score::{self, HEURISTIC_MAX, INFINITY, Score};
use super::tt::{Bound, Entry, TranspositionTable};

/// How MAX and MIN take turns in the recursion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// AIMA's MAX-VALUE / MIN-VALUE: every value is MAX's utility; MAX maximises, MIN minimises.
    Minimax,
    /// Every value is for the player to move: each node maximises the negated values of its children.
    Negamax,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SearchConfig {
    pub algorithm: Algorithm,
    pub alpha_beta: bool,
    /// Plies to search before the game's heuristic stands in; `None` searches to the end. A limit of
    /// 0 is taken as 1: the root's moves are always searched, so there is always a move to play.
    pub depth: Option<u32>,
    pub transposition_table: bool,
    /// Let the game put its likely best moves first (and the table's best move, when on).
    pub move_ordering: bool,
    /// Most positions the table holds (the map form, when `hash_bytes` is not set).
    pub tt_capacity: usize,
    /// A hashed table of this many bytes instead of the map (see `tt::TranspositionTable`).
    pub hash_bytes: Option<usize>,
    /// Search every root move with a full window, so each root move's value is exact (for move
    /// hints); alpha-beta still prunes below the root.
    pub exact_root_values: bool,
    /// Prune only when a value passes the window (v > β), not when it reaches it (v ≥ β): CS188's
    /// rule, where AIMA's figure 5.7 prunes on equality. Both give the same root value.
    #[serde(skip)]
    pub strict_cutoffs: bool,
    /// Most moves kept listed for the frames on the path (see `MOVE_BUFFER`); a setting only so
    /// that tests can show relisting changes nothing.
    #[serde(skip)]
    pub move_buffer: usize,
    /// Iterative deepening on a clock: search depth 1, 2, 3 … (up to `depth`, if set) until this
    /// much time has passed, and answer with the deepest iteration that finished.
    #[serde(serialize_with = "serialize_optional_seconds")]
    pub time: Option<Duration>,
    /// Killer moves: the last two moves that caused a cutoff at a ply are tried early at that
    /// ply elsewhere in the tree (after the table's move).
    pub killers: bool,
    /// The history heuristic: moves that caused cutoffs anywhere (weighted by the depth left)
    /// are tried before those that did not.
    pub history: bool,
    /// Principal variation search (NegaScout): each move after the first is probed with a null
    /// window, to prove it no better than the best so far; a probe that fails the other way is
    /// searched again with the full window.
    pub pvs: bool,
    /// Aspiration windows: with iterative deepening, each iteration after the first searches
    /// the root with a window this wide either side of the last iteration's value, and again
    /// with the full window when the value falls outside it.
    pub aspiration: Option<Score>,
    /// Choose among equally good best moves at random, with this seed: the root searches the
    /// moves after the best with a window one point wider, so a tie is proven, not guessed.
    pub random_ties: Option<u64>,
    /// The root's window, in the search's working terms (full when `None`); set by iterative
    /// deepening for an aspiration window.
    #[serde(skip)]
    pub root_window: Option<(Score, Score)>,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            algorithm: Algorithm::Minimax,
            alpha_beta: true,
            depth: None,
            transposition_table: true,
            move_ordering: true,
            tt_capacity: 1 << 24,
            hash_bytes: None,
            exact_root_values: false,
            strict_cutoffs: false,
            move_buffer: MOVE_BUFFER,
            time: None,
            killers: false,
            history: false,
            pvs: false,
            aspiration: None,
            random_ties: None,
            root_window: None,
        }
    }
}

impl SearchConfig {
    /// Plain minimax: no pruning, no table, no ordering, no depth limit.
    pub fn plain() -> Self {
        SearchConfig {
            alpha_beta: false,
            transposition_table: false,
            move_ordering: false,
            ..SearchConfig::default()
        }
    }
}

/// What the search counted.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Stats {
    /// Positions entered, the root and final positions included.
    pub nodes: u64,
    /// Positions valued without looking further: final positions and depth cuts.
    pub leaves: u64,
    /// Leaves where the depth limit cut and the heuristic gave the value.
    pub depth_cuts: u64,
    /// Nodes whose remaining moves alpha-beta pruned.
    pub cutoffs: u64,
    /// Of those, cutoffs by the first move searched: how good the move ordering is.
    pub first_move_cutoffs: u64,
    /// Moves left unsearched by those cutoffs.
    pub pruned_moves: u64,
    /// Positions answered by the transposition table.
    pub tt_hits: u64,
    /// Deepest ply entered (the root is ply 0).
    pub max_depth: u32,
    /// Null-window probes (PVS), and those that failed and were searched again.
    pub probes: u64,
    pub researches: u64,
    #[serde(serialize_with = "serialize_seconds")]
    pub elapsed: Duration,
}

fn serialize_seconds<S: serde::Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64())
}

fn serialize_optional_seconds<S: serde::Serializer>(
    d: &Option<Duration>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match d {
        Some(d) => s.serialize_f64(d.as_secs_f64()),
        None => s.serialize_none(),
    }
}

impl Stats {
    /// The effective branching factor: b such that b + b^2 + ... + b^d = nodes - 1 for the deepest
    /// ply d reached (1.0 for a tree of one node).
    pub fn effective_branching_factor(&self) -> f64 {
        let below_root = self.nodes.saturating_sub(1) as f64;
        let d = self.max_depth as i32;
        if d == 0 || below_root <= 0.0 {
            return 1.0;
        }
        let total = |b: f64| (1..=d).map(|i| b.powi(i)).sum::<f64>();
        let (mut lo, mut hi) = (0.0_f64, below_root.max(1.0));
        for _ in 0..100 {
            let mid = (lo + hi) / 2.0;
            if total(mid) < below_root { lo = mid } else { hi = mid }
        }
        (lo + hi) / 2.0
    }
}

/// One move at the root with its value, as MAX's utility. With alpha-beta only the best move's
/// value is exact; the others are bounds ("at most" for MAX, "at least" for MIN), which is all the
/// search needed to know to reject them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootMove<M> {
    pub mv: M,
    pub value: Score,
    pub bound: Bound,
}

#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The root value as MAX's utility (a win for MAX is positive, whoever is to move).
    pub value: Score,
    /// The player to move at the root.
    pub to_move: Player,
    /// `None` only when the root is final.
    pub best_move: Option<M>,
    pub root_moves: Vec<RootMove<M>>,
    /// The expected line of play from the root (capped at `PV_MAX` moves).
    pub principal_variation: Vec<M>,
    /// No depth cut anywhere: the value is the game-theoretic one.
    pub exact: bool,
    pub stats: Stats,
    /// With a time budget: every iteration that finished, shallowest first (the result is the
    /// last one's). Empty for a search to a fixed depth.
    pub iterations: Vec<super::deepening::Iteration<M>>,
    /// With `random_ties`: how many root moves share the best value (the best move was drawn
    /// from them).
    pub ties: usize,
}

impl<M> SearchResult<M> {
    /// The root value for the player to move (positive = the mover wins or is ahead).
    pub fn value_for_mover(&self) -> Score {
        self.value * self.to_move.sign()
    }
}

/// The search was stopped from outside before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl std::fmt::Display for Cancelled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("search cancelled")
    }
}

impl std::error::Error for Cancelled {}

/// Ways to steer a running search from another thread.
#[derive(Clone, Copy, Default)]
pub struct Control<'a> {
    /// Set to stop the search; it answers `Err(Cancelled)` within `CHECK_INTERVAL` nodes.
    pub stop: Option<&'a AtomicBool>,
    /// The node count so far, published every `CHECK_INTERVAL` nodes (for a live display).
    pub nodes: Option<&'a AtomicU64>,
    /// Past this moment the search answers `Err(Cancelled)`, checked with the stop flag.
    pub deadline: Option<Instant>,
}

impl Control<'_> {
    /// The stop flag is set (the clock running out is not a stop).
    pub fn stopped(&self) -> bool {
        self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

const CHECK_INTERVAL: u64 = 4096;
/// Moves the frames keep listed for later. Past this, a frame lists its moves only while it is the
/// deepest, and lists them again when a child returns: memory then grows with the path's length
/// alone, not with length times branching (a Sum Game 10 million plies deep with 100 moves a ply).
pub const MOVE_BUFFER: usize = 1 << 20;
/// The principal variation is kept for this many plies; deeper lines are not shown to anyone.
pub const PV_MAX: usize = 128;
const UNLIMITED: u32 = u32::MAX;

/// The transposition table of a game's search.
pub type Table<G> = TranspositionTable<<G as Game>::Key, <G as Game>::Move>;

/// Searches `root` with the given switches (and a fresh table, when the table is on).
pub fn search<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    search_traced(game, root, config, control, &mut NoTrace)
}

/// `search`, reporting every step to `observer` (the step-through view records them).
pub fn search_traced<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
) -> Result<SearchResult<G::Move>, Cancelled> {
    let mut table = Table::<G>::for_config(config);
    search_with_table(game, root, config, control, observer, &mut table)
}

/// `search_traced` with a table that outlives the search, so that later searches (the next move of
/// a game, the other player's view of the same position) start from what this one learned. Entries
/// are facts about positions at a stated depth, so reuse changes node counts but never values. The
/// table is left alone when `config.transposition_table` is off.
pub fn search_with_table<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
    table: &mut Table<G>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    if config.time.is_some() {
        // Every iteration reports to the observer; a caller that records one search at a time
        // runs `deepening::deepen` itself.
        return super::deepening::deepen(config, control, |config, control| {
            search_once(game, root, config, control, observer, table)
        });
    }
    search_once(game, root, config, control, observer, table)
}

/// One search to the configured depth (the time budget, if any, is the caller's business).
fn search_once<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
    table: &mut Table<G>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    let mut result = run_once(game, root, config, control, observer, table)?;
    if config.transposition_table && result.exact {
        complete_line(game, root, config, control, table, &mut result.principal_variation);
    }
    Ok(result)
}

/// `search_once` without finishing the line.
fn run_once<G: Game, O: Observer<G::Move>>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    observer: &mut O,
    table: &mut Table<G>,
) -> Result<SearchResult<G::Move>, Cancelled> {
    // Front ends refuse what the contract refuses, with its words, before a search starts.
    debug_assert_eq!(super::contract::check(game, root, config), Ok(()));
    if config.transposition_table {
        table.new_search();
        table.reserve(game.positions_hint(root));
    }
    let mut searcher = Searcher {
        game,
        config,
        control,
        observer,
        tt: config.transposition_table.then_some(table),
        stack: Vec::new(),
        moves: Vec::new(),
        pv: vec![Vec::new(); PV_MAX + 1],
        stats: Stats::default(),
        root_moves: Vec::new(),
        started: Instant::now(),
        learned: Learned { killers: Vec::new(), history: Default::default() },
        ties: Vec::new(),
    };
    searcher.run(root)
}

/// Finishes an exact line that a table hit cut short where the table no longer holds the rest (a
/// hashed table forgets; the map, past its capacity, never learns): each search on from where
/// the line stops gives the next stretch. These searches use the same table and are not counted
/// in the stats; one that the clock or a stop interrupts leaves the line as it is.
fn complete_line<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    table: &mut Table<G>,
    line: &mut Vec<G::Move>,
) {
    let mut state = root.clone();
    for &mv in line.iter() {
        state = game.apply(&state, mv);
    }
    while line.len() < PV_MAX && game.outcome(&state).is_none() {
        let depth = match config.depth {
            Some(d) if d as usize <= line.len() => break,
            d => d.map(|d| d - line.len() as u32),
        };
        let config = SearchConfig {
            depth,
            time: None,
            random_ties: None,
            root_window: None,
            exact_root_values: false,
            ..*config
        };
        let control = Control { nodes: None, ..control };
        let Ok(rest) = run_once(game, &state, &config, control, &mut NoTrace, table) else {
            break;
        };
        if rest.principal_variation.is_empty() {
            break;
        }
        for mv in rest.principal_variation {
            if line.len() >= PV_MAX {
                break;
            }
            line.push(mv);
            state = game.apply(&state, mv);
        }
    }
}

struct Frame<G: Game> {
    state: G::State,
    /// The move that led here (`None` at the root).
    mv: Option<G::Move>,
    /// This node's moves are `moves[moves_start..]` of the shared buffer while it is on top.
    moves_start: usize,
    /// Whether its moves stay in the buffer while its children are searched; if not, they are
    /// listed again (in the same order) each time a child that was expanded returns.
    listed: bool,
    /// The table's best move, which the ordering puts first (kept to list the moves again).
    tt_move: Option<G::Move>,
    next: usize,
    alpha: Score,
    beta: Score,
    /// The window the node was entered with, to tell exact values from bounds when storing it.
    window: (Score, Score),
    best: Score,
    best_move: Option<G::Move>,
    to_move: Player,
    /// Minimax at a MIN node: values are MAX's, and the node minimises them.
    minimising: bool,
    /// Chance moves here: the value is the expectation of the children's (kept exactly in
    /// `expectation`, `best` its rounding).
    chance: bool,
    expectation: f64,
    remaining: u32,
    complete: bool,
    /// The move whose child is being probed with a null window (PVS).
    probe: Option<G::Move>,
    /// A probed move to search again with the full window, before the next move.
    research: Option<G::Move>,
}

impl<G: Game> Frame<G> {
    /// +1 when this node's values are for its mover, -1 when they are for the mover's opponent.
    fn sign(&self) -> Score {
        if self.minimising { -1 } else { 1 }
    }
}

/// A node valued on entry (final, depth cut, or table hit), with its completeness; `None` when it
/// was expanded instead (pushed as a frame).
type Valued = Option<(Score, bool)>;

struct Searcher<'a, G: Game, O> {
    game: &'a G,
    config: &'a SearchConfig,
    control: Control<'a>,
    observer: &'a mut O,
    tt: Option<&'a mut Table<G>>,
    /// The path from the root to the node being searched.
    stack: Vec<Frame<G>>,
    moves: Vec<G::Move>,
    pv: Vec<Vec<G::Move>>,
    stats: Stats,
    root_moves: Vec<RootMove<G::Move>>,
    started: Instant,
    /// What killers and the history heuristic have learned in this search.
    learned: Learned<G::Move>,
    /// The root moves proven as good as the best so far, with their lines (`random_ties`).
    ties: Vec<Vec<G::Move>>,
}

/// Killer moves by ply (the latest first) and history scores by move.
struct Learned<M> {
    killers: Vec<[Option<M>; 2]>,
    history: super::tt::FastMap<M, u64>,
}

impl<M: Copy + Eq + std::hash::Hash> Learned<M> {
    /// A cutoff by `mv` at `ply` with `remaining` plies left below.
    fn cutoff(&mut self, config: &SearchConfig, mv: M, ply: usize, remaining: u32) {
        if config.killers {
            if self.killers.len() <= ply {
                self.killers.resize(ply + 1, [None, None]);
            }
            let slots = &mut self.killers[ply];
            if slots[0] != Some(mv) {
                slots[1] = slots[0];
                slots[0] = Some(mv);
            }
        }
        if config.history {
            let depth = u64::from(remaining.min(64));
            *self.history.entry(mv).or_insert(0) += depth * depth;
        }
    }

    /// Why `mv`, put first by `order`, is there: a killer of this ply, or the history's favourite.
    fn first_by(&self, config: &SearchConfig, ply: usize, mv: M) -> Option<FirstBy> {
        if config.killers && self.killers.get(ply).is_some_and(|k| k.contains(&Some(mv))) {
            Some(FirstBy::Killer)
        } else if config.history && self.history.get(&mv).is_some_and(|&h| h > 0) {
            Some(FirstBy::History)
        } else {
            None
        }
    }

    /// Puts the moves learned to cut off first: by history score (stable, so the game's order
    /// breaks ties), then this ply's killers in front of them.
    fn order(&self, config: &SearchConfig, ply: usize, moves: &mut [M]) {
        if config.history && !self.history.is_empty() {
            moves.sort_by_key(|m| std::cmp::Reverse(self.history.get(m).copied().unwrap_or(0)));
        }
        if config.killers
            && let Some(slots) = self.killers.get(ply)
        {
            for killer in slots.iter().rev().flatten() {
                if let Some(pos) = moves.iter().position(|m| m == killer) {
                    moves[..=pos].rotate_right(1);
                }
            }
        }
    }
}

impl<G: Game, O: Observer<G::Move>> Searcher<'_, G, O> {
    fn run(&mut self, root: &G::State) -> Result<SearchResult<G::Move>, Cancelled> {
        let to_move = self.game.to_move(root);
        // A root the game wants solved exactly (Reversi's endgame) is searched to the end.
        let depth = match self.config.depth {
            _ if self.game.search_to_end(root) => UNLIMITED,
            None => UNLIMITED,
            Some(d) => d.max(1),
        };
        let algorithm = self.config.algorithm;
        // Working values are MAX's utility in minimax, the mover's in negamax.
        let to_max = move |v: Score| match algorithm {
            Algorithm::Minimax => v,
            Algorithm::Negamax => v * to_move.sign(),
        };
        // A final root (or one valued on entry) has no moves to search.
        let window = match self.config.root_window {
            Some(window) if !self.config.exact_root_values => window,
            _ => (-INFINITY, INFINITY),
        };
        if let Some((value, exact)) = self.enter(root.clone(), None, 0, window, depth)? {
            return Ok(self.finish(to_max(value), to_move, None, exact));
        }
        loop {
            let ply = self.stack.len() as u32 - 1;
            let top =
                self.stack.last_mut().expect("the root frame is on the stack until it returns");
            if top.research.is_some() || top.next < self.moves.len() {
                let research = top.research.take();
                let mv = research.unwrap_or_else(|| self.moves[top.next]);
                let first = top.next == top.moves_start;
                if research.is_none() {
                    top.next += 1;
                }
                let child = self.game.apply(&top.state, mv);
                // PVS: after the first move, a null window at the bound that matters here.
                let probe = self.config.pvs
                    && self.config.alpha_beta
                    && !top.chance
                    && !first
                    && research.is_none()
                    && !(ply == 0 && self.config.exact_root_values)
                    && top.beta - top.alpha > 1;
                let (alpha, beta) = match (probe, top.minimising) {
                    (false, _) => (top.alpha, top.beta),
                    (true, false) => (top.alpha, top.alpha + 1),
                    (true, true) => (top.beta - 1, top.beta),
                };
                // Random ties: one point of room at the root, so a move equal to the best
                // comes back with its exact value instead of a bound at it.
                let (alpha, beta) = match (ply, self.config.random_ties, top.minimising) {
                    (0, Some(_), false) if alpha > -INFINITY => (alpha - 1, beta),
                    (0, Some(_), true) if beta < INFINITY => (alpha, beta + 1),
                    _ => (alpha, beta),
                };
                if probe {
                    top.probe = Some(mv);
                    self.stats.probes += 1;
                }
                let window = match self.config.algorithm {
                    // Below a chance node every child counts: no window to prune with.
                    _ if top.chance => (-INFINITY, INFINITY),
                    Algorithm::Minimax => (alpha, beta),
                    Algorithm::Negamax => (-beta, -alpha),
                };
                let remaining = match top.remaining {
                    UNLIMITED => UNLIMITED,
                    r => r - 1,
                };
                // A child valued on entry backs up at once; an expanded one is now on top.
                if let Some((value, complete)) =
                    self.enter(child, Some(mv), ply + 1, window, remaining)?
                {
                    self.back_up(mv, value, complete);
                }
            } else {
                let done = self.stack.pop().expect("checked above");
                self.moves.truncate(done.moves_start);
                if let Some(parent) = self.stack.last().filter(|p| !p.listed) {
                    list_moves(
                        self.game,
                        self.config,
                        &parent.state,
                        parent.tt_move,
                        &mut self.moves,
                    );
                }
                self.store(&done, ply);
                self.observer.exit(done.best);
                match done.mv {
                    Some(mv) => self.back_up(mv, done.best, done.complete),
                    None => {
                        let mut best_move = done.best_move;
                        if let (Some(seed), true) = (self.config.random_ties, self.ties.len() > 1) {
                            let line = &self.ties[pick(seed, self.stats.nodes, self.ties.len())];
                            if line.first() != best_move.as_ref() {
                                best_move = line.first().copied();
                                self.pv[0] = line.clone();
                            }
                        }
                        let pv = self.principal_variation(root, done.complete);
                        let ties = self.ties.len();
                        let mut result =
                            self.finish(to_max(done.best), to_move, best_move, done.complete);
                        result.principal_variation = pv;
                        result.ties = ties;
                        return Ok(result);
                    }
                }
            }
        }
    }

    fn enter(
        &mut self,
        state: G::State,
        mv: Option<G::Move>,
        ply: u32,
        (alpha, beta): (Score, Score),
        remaining: u32,
    ) -> Result<Valued, Cancelled> {
        self.count_node(ply)?;
        if let Some(line) = self.pv.get_mut(ply as usize) {
            line.clear();
        }
        let to_move = self.game.to_move(&state);
        let (maximizing, sign) = match self.config.algorithm {
            Algorithm::Minimax => (to_move == Player::Max, to_move.sign()),
            Algorithm::Negamax => (true, 1),
        };
        self.observer.enter(mv, ply, to_move, alpha, beta);
        if self.game.is_chance(&state) {
            self.observer.chance();
        }
        if let Some(outcome) = self.game.outcome(&state) {
            let for_mover = match outcome {
                Outcome::Draw => 0,
                Outcome::Win(winner) => score::decisive(winner == to_move, ply),
                Outcome::Utility(value) => value * to_move.sign(),
            };
            self.stats.leaves += 1;
            self.observer.leaf(for_mover * sign, LeafKind::Final);
            return Ok(Some((for_mover * sign, true)));
        }
        if remaining == 0 {
            let for_mover = self.game.evaluate(&state).clamp(-HEURISTIC_MAX, HEURISTIC_MAX);
            self.stats.leaves += 1;
            self.stats.depth_cuts += 1;
            self.observer.leaf(for_mover * sign, LeafKind::DepthCut);
            return Ok(Some((for_mover * sign, false)));
        }
        let mut tt_move = None;
        if let Some(entry) = self.tt.as_deref().and_then(|tt| tt.probe(&self.game.key(&state))) {
            // The root is always expanded: the caller needs its moves and their values.
            if ply > 0 && entry.serves(remaining) {
                let value = score::from_node_relative(entry.value, ply) * sign;
                let bound = if sign == 1 { entry.bound } else { entry.bound.flip() };
                let decides = match bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if decides {
                    self.stats.tt_hits += 1;
                    self.observer.leaf(value, LeafKind::TableHit);
                    return Ok(Some((value, entry.complete)));
                }
            }
            tt_move = entry.best;
        }
        // A parent that does not keep its moves gives up its place in the buffer to this child.
        if let Some(parent) = self.stack.last().filter(|p| !p.listed) {
            self.moves.truncate(parent.moves_start);
        }
        let moves_start = self.moves.len();
        list_moves(self.game, self.config, &state, None, &mut self.moves);
        let listed = moves_start < self.config.move_buffer;
        // Killers and history change as the search goes: only a frame that keeps its list can
        // use them (one listed again must get the same order).
        if listed {
            self.learned.order(self.config, ply as usize, &mut self.moves[moves_start..]);
        }
        if self.config.move_ordering
            && let Some(pos) =
                tt_move.and_then(|m| self.moves[moves_start..].iter().position(|&x| x == m))
        {
            self.moves[moves_start..=moves_start + pos].rotate_right(1);
        }
        debug_assert!(self.moves.len() > moves_start, "a non-final state has a legal move");
        if O::RECORDS {
            let first = self.moves[moves_start];
            let why = if self.config.move_ordering && tt_move == Some(first) {
                Some(FirstBy::Table)
            } else if listed {
                self.learned.first_by(self.config, ply as usize, first)
            } else {
                None
            };
            if let Some(why) = why {
                self.observer.first_by(why);
            }
        }
        let chance = self.game.is_chance(&state);
        self.stack.push(Frame {
            state,
            mv,
            moves_start,
            listed,
            tt_move,
            next: moves_start,
            alpha,
            beta,
            window: (alpha, beta),
            best: match (chance, maximizing) {
                (true, _) => 0,
                (false, true) => -INFINITY,
                (false, false) => INFINITY,
            },
            best_move: None,
            to_move,
            minimising: !maximizing && !chance,
            chance,
            expectation: 0.0,
            remaining,
            complete: true,
            probe: None,
            research: None,
        });
        Ok(None)
    }

    fn count_node(&mut self, ply: u32) -> Result<(), Cancelled> {
        let stats = &mut self.stats;
        stats.nodes += 1;
        stats.max_depth = stats.max_depth.max(ply);
        if stats.nodes.is_multiple_of(CHECK_INTERVAL) {
            if let Some(nodes) = self.control.nodes {
                nodes.store(stats.nodes, Ordering::Relaxed);
            }
            if self.control.stopped() || self.control.deadline.is_some_and(|d| Instant::now() >= d)
            {
                return Err(Cancelled);
            }
        }
        Ok(())
    }

    /// A child of the top frame returned `value` (in the child's working terms).
    fn back_up(&mut self, mv: G::Move, value: Score, complete: bool) {
        let ply = self.stack.len() - 1;
        let frame = self.stack.last_mut().expect("a child has a parent");
        let value = match self.config.algorithm {
            Algorithm::Minimax => value,
            Algorithm::Negamax => -value,
        };
        // A probe that lands inside the window proved nothing: the move may be the best after
        // all, so it is searched again with the full window (and only that value counts).
        if frame.probe.take() == Some(mv) && frame.alpha < value && value < frame.beta {
            frame.research = Some(mv);
            self.stats.researches += 1;
            self.observer.research(value);
            return;
        }
        frame.complete &= complete;
        if ply == 0 {
            self.root_moves.push(root_move(self.config, frame, mv, value));
        }
        if frame.chance {
            // Expectimax: the running expectation, reported as the value so far.
            frame.expectation += self.game.probability(&frame.state, mv) * value as f64;
            frame.best = frame.expectation.round() as Score;
            self.observer.backed_up(frame.best, true);
            return;
        }
        let improved = if !frame.minimising { value > frame.best } else { value < frame.best };
        if ply == 0 && self.config.random_ties.is_some() {
            if improved {
                self.ties.clear();
            }
            if improved || value == frame.best {
                // The child's line is still in place: keep it with the move.
                let mut line = vec![mv];
                line.extend_from_slice(self.pv.get(1).map_or(&[][..], |l| &l[..]));
                self.ties.push(line);
            }
        }
        // Values lie strictly inside (-INFINITY, INFINITY), so the first child always improves.
        if improved {
            frame.best = value;
            frame.best_move = Some(mv);
            if ply < PV_MAX {
                let (parent, child) = self.pv.split_at_mut(ply + 1);
                let line = &mut parent[ply];
                line.clear();
                line.push(mv);
                line.extend_from_slice(&child[0]);
            }
        }
        self.observer.backed_up(value, improved);
        if !self.config.alpha_beta || (ply == 0 && self.config.exact_root_values) {
            return;
        }
        let window = (frame.alpha, frame.beta);
        if !frame.minimising {
            frame.alpha = frame.alpha.max(value);
        } else {
            frame.beta = frame.beta.min(value);
        }
        if (frame.alpha, frame.beta) != window {
            self.observer.window(frame.alpha, frame.beta);
        }
        let closed = match self.config.strict_cutoffs {
            true => frame.alpha > frame.beta,
            false => frame.alpha >= frame.beta,
        };
        if closed {
            self.learned.cutoff(self.config, mv, ply, frame.remaining);
        }
        if closed && frame.next < self.moves.len() {
            let pruned = &self.moves[frame.next..];
            self.stats.cutoffs += 1;
            self.stats.first_move_cutoffs += u64::from(frame.next == frame.moves_start + 1);
            self.stats.pruned_moves += pruned.len() as u64;
            self.observer.cutoff(pruned, frame.alpha, frame.beta);
            frame.next = self.moves.len();
        }
    }

    fn store(&mut self, frame: &Frame<G>, ply: u32) {
        let Some(tt) = self.tt.as_deref_mut() else {
            return;
        };
        let sign = frame.sign();
        let (alpha, beta) = frame.window;
        let bound = if frame.chance {
            Bound::Exact // an expectation over every child, whatever the window
        } else if frame.best <= alpha {
            Bound::Upper
        } else if frame.best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let entry = Entry {
            value: score::to_node_relative(frame.best * sign, ply),
            bound: if sign == 1 { bound } else { bound.flip() },
            depth: frame.remaining,
            complete: frame.complete,
            best: frame.best_move,
        };
        tt.store(self.game.key(&frame.state), entry);
    }

    /// The line found by the search, continued through the table's exact entries where a table hit
    /// cut it short.
    fn principal_variation(&self, root: &G::State, complete: bool) -> Vec<G::Move> {
        let mut line = self.pv[0].clone();
        let Some(tt) = self.tt.as_deref().filter(|_| complete) else {
            return line;
        };
        let mut state = root.clone();
        for &mv in &line {
            state = self.game.apply(&state, mv);
        }
        while line.len() < PV_MAX && self.game.outcome(&state).is_none() {
            let next = tt
                .probe(&self.game.key(&state))
                .filter(|e| e.bound == Bound::Exact)
                .and_then(|e| e.best);
            let Some(mv) = next else { break };
            line.push(mv);
            state = self.game.apply(&state, mv);
        }
        line
    }

    fn finish(
        &mut self,
        value: Score,
        to_move: Player,
        best_move: Option<G::Move>,
        exact: bool,
    ) -> SearchResult<G::Move> {
        self.stats.elapsed = self.started.elapsed();
        if let Some(nodes) = self.control.nodes {
            nodes.store(self.stats.nodes, Ordering::Relaxed);
        }
        SearchResult {
            value,
            to_move,
            best_move,
            root_moves: std::mem::take(&mut self.root_moves),
            principal_variation: Vec::new(),
            exact,
            stats: std::mem::take(&mut self.stats),
            iterations: Vec::new(),
            ties: 0,
        }
    }
}

/// An index below `n` from `seed` and `salt` (splitmix64): the same search with the same seed
/// picks the same move; another position (another node count) picks afresh.
fn pick(seed: u64, salt: u64, n: usize) -> usize {
    let mut z = seed ^ salt.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) % n as u64) as usize
}

/// Appends the legal moves of `state` to `moves`, best first when ordering is on (the table's move
/// before the game's order). The same state and table move always give the same list.
fn list_moves<G: Game>(
    game: &G,
    config: &SearchConfig,
    state: &G::State,
    tt_move: Option<G::Move>,
    moves: &mut Vec<G::Move>,
) {
    let start = moves.len();
    game.legal_moves(state, moves);
    if config.move_ordering {
        let own = &mut moves[start..];
        game.order_moves(state, own);
        if let Some(pos) = tt_move.and_then(|m| own.iter().position(|&x| x == m)) {
            own[..=pos].rotate_right(1);
        }
    }
}

/// A root move's value as MAX's utility, and whether alpha-beta left it only a bound.
fn root_move<G: Game>(
    config: &SearchConfig,
    root: &Frame<G>,
    mv: G::Move,
    value: Score,
) -> RootMove<G::Move> {
    let bound = if !config.alpha_beta {
        Bound::Exact
    } else if !root.minimising && value <= root.alpha {
        Bound::Upper
    } else if root.minimising && value >= root.beta {
        Bound::Lower
    } else {
        Bound::Exact
    };
    // Working terms are MAX's in minimax; in negamax they are the mover's.
    let to_max = match config.algorithm {
        Algorithm::Minimax => 1,
        Algorithm::Negamax => root.to_move.sign(),
    };
    RootMove { mv, value: value * to_max, bound: if to_max == 1 { bound } else { bound.flip() } }
}
