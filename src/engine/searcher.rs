//! The searcher: one search of a position to the configured depth, with an explicit stack of
//! frames instead of recursion, so games thousands of plies deep (the Sum Game to a target of a
//! million) cannot overflow the thread's stack, and so that a stop flag, progress counter and
//! trace observer see every node in one place. Iterative deepening (`deepening`) runs it once
//! per depth; `search` is the public way in.

use std::sync::atomic::Ordering;
use std::time::Instant;

use super::config::{Algorithm, Internal, SearchConfig};
use super::control::{CHECK_INTERVAL, Cancelled, Control};
use super::game::{Game, Outcome, Player};
use super::observer::{FirstBy, LeafKind, NoTrace, Observer};
use super::ordering::{Learned, list_moves};
use super::result::{RootMove, SearchResult, Stats};
use super::score::{self, HEURISTIC_MAX, INFINITY, Score};
use super::tt::{Bound, Entry, Table};

/// The principal variation is kept for this many plies; deeper lines are not shown to anyone.
pub const PV_MAX: usize = 128;
const UNLIMITED: u32 = u32::MAX;

/// One search to the configured depth (the time budget, if any, is the caller's business).
pub(super) fn search_once<G: Game, O: Observer<G::Move>>(
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
        stack: super::memory::with_capacity(deepest_stack(game, root, config)),
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

/// Frames the search's stack can need: the root's and one per ply of the longest line (within
/// the depth limit), when the game can tell; else none reserved (the stack grows as it goes).
fn deepest_stack<G: Game>(game: &G, root: &G::State, config: &SearchConfig) -> usize {
    let longest = game.longest_line(root).unwrap_or(0);
    let limited = config.depth.map_or(longest, |d| longest.min(d as usize));
    limited.saturating_add(1)
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
            internal: Internal { root_window: None, ..config.internal },
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
        let window = match self.config.internal.root_window {
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
        let listed = moves_start < self.config.internal.move_buffer;
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
            if self.control.stopped() || self.control.past_deadline() {
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
