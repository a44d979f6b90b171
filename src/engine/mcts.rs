//! Monte Carlo tree search: UCT (Kocsis and Szepesvári 2006; AIMA 4th ed. §5.4). Each iteration
//! runs four phases: *selection* walks down the tree taking at every node the child with the
//! highest UCB1 score, mean + C·√(ln N / n); *expansion* adds one untried move's child; a
//! *playout* plays random moves (or moves the game's heuristic likes) to the end; *backup* adds
//! the result to every node on the way back. The move played is the root's most visited child.
//!
//! Results are kept as MAX's utility (a win +1, a draw 0, a loss −1; a textbook tree's leaf its
//! utility), summed in integers, so that a recorded run replays to the same counts exactly
//! (`Replay`). Memory is bounded by `MctsConfig::node_cap`: past it the tree stops growing and
//! iterations play out from the leaves they reach.

use std::collections::HashSet;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::control::{Cancelled, Control};
use super::game::{Game, Outcome, Player};
use super::score::Score;
use crate::rng::Rng;

/// Iterations when neither an iteration count nor a time is given.
pub const DEFAULT_ITERATIONS: u64 = 10_000;
/// Most iterations one search may be given.
pub const MAX_ITERATIONS: u64 = 100_000_000;
/// Most nodes the tree holds unless told otherwise (at most 64 MB).
pub const DEFAULT_NODE_CAP: usize = 1_000_000;
/// Most nodes the tree may be allowed (at most 640 MB).
pub const MAX_NODE_CAP: usize = 10_000_000;
/// UCB1's constant: √2, the value of Auer et al.'s bound for results in [0, 1] that AIMA uses.
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::SQRT_2;
/// Moves of each recorded playout kept for the step-through (the length is always kept).
pub const PLAYOUT_KEPT: usize = 48;
/// Iterations recorded for the step-through unless told otherwise.
pub const DEFAULT_RECORDED: usize = 10_000;
/// With heuristic playouts, one move in this many is random anyway, so that playouts from one
/// position differ (ε-greedy, ε = 1/4).
const RANDOM_ONE_IN: u64 = 4;
/// How often a long playout checks the stop flag, in moves.
const PLAYOUT_CHECK: u64 = 4096;

/// Most moves a line from the searched position may take: every playout is played to the end.
pub const MAX_LINE: usize = 100_000;
/// Most legal moves the searched position may have: every node lists its moves, and a playout
/// lists them at every move.
pub const MAX_MOVES: usize = 1_000;

/// Why Monte Carlo tree search is refused from a position with `moves` legal moves whose longest
/// line is `line` (if the game can tell), if it is: its playouts would take too long.
pub fn refusal(moves: usize, line: Option<usize>) -> Option<String> {
    if moves > MAX_MOVES {
        return Some(format!(
            "Monte Carlo tree search lists every move at every step of every playout: this position has {moves} moves (at most {MAX_MOVES})"
        ));
    }
    line.filter(|&n| n > MAX_LINE).map(|n| {
        format!(
            "Monte Carlo tree search plays every playout to the end: a line from here can be {n} moves long (at most {MAX_LINE})"
        )
    })
}

/// How a playout chooses its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Playout {
    /// Uniformly at random among the legal moves (chance moves by their probabilities).
    #[default]
    Random,
    /// The move whose position the game's heuristic values best for the mover, one move in
    /// `RANDOM_ONE_IN` at random instead.
    Heuristic,
}

impl Playout {
    pub fn name(self) -> &'static str {
        match self {
            Playout::Random => "random",
            Playout::Heuristic => "heuristic",
        }
    }
}

/// What a Monte Carlo search is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct MctsConfig {
    /// Iterations to run; with `time` too, whichever ends first. Neither: `DEFAULT_ITERATIONS`.
    pub iterations: Option<u64>,
    /// Seconds to run for.
    #[serde(serialize_with = "super::config::serialize_optional_seconds")]
    pub time: Option<Duration>,
    /// C in UCB1 = mean + C·√(ln N / n), in units of the largest result seen (1 for wins).
    pub exploration: f64,
    /// Seeds every random choice: the same seed, the same search.
    pub seed: u64,
    /// Most nodes the tree holds.
    pub node_cap: usize,
    pub playout: Playout,
    /// Iterations recorded for the step-through (the first ones).
    #[serde(skip)]
    pub recorded: usize,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig {
            iterations: None,
            time: None,
            exploration: DEFAULT_EXPLORATION,
            seed: 0,
            node_cap: DEFAULT_NODE_CAP,
            playout: Playout::Random,
            recorded: 0,
        }
    }
}

impl MctsConfig {
    /// The iterations to run: as given, else the default unless a time is given.
    pub fn iteration_budget(&self) -> Option<u64> {
        match (self.iterations, self.time) {
            (Some(n), _) => Some(n),
            (None, Some(_)) => None,
            (None, None) => Some(DEFAULT_ITERATIONS),
        }
    }
}

/// No node (the root's parent, the end of a list of children).
pub const NONE: u32 = u32::MAX;

/// A node of the search tree: a position reached by `mv` from `parent`.
#[derive(Clone, Debug)]
pub struct Node<M> {
    pub parent: u32,
    pub mv: Option<M>,
    pub to_move: Player,
    pub chance: bool,
    /// Iterations that went through this node (the one that expanded it included).
    pub visits: u64,
    /// The sum of those iterations' results, as MAX's utility.
    pub total: i64,
    /// MAX's utility where the position is final.
    pub outcome: Option<Score>,
    /// How many legal moves it has (0 where final).
    pub legal: u32,
    /// Its children, most recently expanded first (`NONE`: none), linked by `next_sibling`.
    pub first_child: u32,
    pub next_sibling: u32,
    pub children: u32,
}

/// A node's size is at most this many bytes whatever the game's moves (a test keeps it so):
/// what `--node-cap` costs.
pub const NODE_BYTES: usize = 64;

impl<M> Node<M> {
    /// The mean result, as MAX's utility (0 before any visit).
    pub fn mean(&self) -> f64 {
        if self.visits == 0 { 0.0 } else { self.total as f64 / self.visits as f64 }
    }
}

/// One iteration, as the step-through shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration<M> {
    /// The nodes it went through, the root first; the last is where the playout began (or the
    /// final position it reached).
    pub path: Vec<u32>,
    /// Whether the last node of `path` was added by this iteration (else it was there: a final
    /// position, or the node cap was reached).
    pub expanded: bool,
    /// The playout's first moves (at most `PLAYOUT_KEPT`).
    pub playout: Vec<M>,
    /// How many moves the playout played.
    pub playout_length: u64,
    /// The result backed up, as MAX's utility.
    pub result: Score,
}

/// The estimate and the choice after some iterations (the convergence view).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Checkpoint<M> {
    pub iterations: u64,
    /// The root's mean result, as MAX's utility.
    pub estimate: f64,
    /// The most visited move so far.
    pub best: Option<M>,
    /// Its visits.
    pub best_visits: u64,
}

/// A finished Monte Carlo search.
#[derive(Clone, Debug)]
pub struct MctsResult<M> {
    pub config: MctsConfig,
    /// The tree; node 0 is the root, and every node's id is larger than its parent's.
    pub nodes: Vec<Node<M>>,
    pub iterations: u64,
    /// The first `config.recorded` iterations.
    pub recorded: Vec<Iteration<M>>,
    /// After 10, 100, 1,000 … iterations, and at the end.
    pub checkpoints: Vec<Checkpoint<M>>,
    /// The largest |result| seen (at least 1): the unit the exploration term is scaled by.
    pub scale: Score,
    /// The node cap stopped the tree from growing.
    pub capped: bool,
    /// Moves played in playouts, all iterations together.
    pub playout_moves: u64,
    /// The iteration after which the most visited move never changed again: how long the
    /// search took to settle on its choice.
    pub settled: u64,
    pub elapsed: Duration,
}

/// The reward of a final position, as MAX's utility.
fn reward(outcome: Outcome) -> Score {
    match outcome {
        Outcome::Win(p) => p.sign(),
        Outcome::Draw => 0,
        Outcome::Utility(v) => v,
    }
}

/// UCB1 for a child seen from its parent's mover: the mean for the mover, plus the exploration
/// term. `scale` turns C into the results' units.
pub fn ucb(mover: Player, parent_visits: u64, child_visits: u64, child_total: i64, c: f64) -> f64 {
    let mean = mover.sign() as f64 * child_total as f64 / child_visits as f64;
    mean + exploration_term(parent_visits, child_visits, c)
}

/// C·√(ln N / n): what UCB1 adds to a child's mean for being tried less.
pub fn exploration_term(parent_visits: u64, child_visits: u64, c: f64) -> f64 {
    c * ((parent_visits as f64).ln() / child_visits as f64).sqrt()
}

impl<M: Copy> MctsResult<M> {
    /// The children of `id`, most recently expanded first.
    pub fn children(&self, id: u32) -> Children<'_, M> {
        Children { nodes: &self.nodes, next: self.nodes[id as usize].first_child }
    }

    /// The move chosen: the root's most visited child (ties: the better mean for the mover,
    /// then the first expanded).
    pub fn best_child(&self) -> Option<u32> {
        best_of(&self.nodes, 0)
    }

    pub fn best_move(&self) -> Option<M> {
        self.best_child().and_then(|id| self.nodes[id as usize].mv)
    }

    /// The root's mean result, as MAX's utility.
    pub fn estimate(&self) -> f64 {
        self.nodes[0].mean()
    }

    /// The effective exploration constant: C times the largest result seen.
    pub fn c(&self) -> f64 {
        self.config.exploration * self.scale as f64
    }

    /// The same search with its moves turned into `f(mv)` (the session's labels).
    pub fn map_moves<N>(self, mut f: impl FnMut(M) -> N) -> MctsResult<N> {
        let nodes = self
            .nodes
            .into_iter()
            .map(|n| Node {
                parent: n.parent,
                mv: n.mv.map(&mut f),
                to_move: n.to_move,
                chance: n.chance,
                visits: n.visits,
                total: n.total,
                outcome: n.outcome,
                legal: n.legal,
                first_child: n.first_child,
                next_sibling: n.next_sibling,
                children: n.children,
            })
            .collect();
        let recorded = self
            .recorded
            .into_iter()
            .map(|i| Iteration {
                path: i.path,
                expanded: i.expanded,
                playout: i.playout.into_iter().map(&mut f).collect(),
                playout_length: i.playout_length,
                result: i.result,
            })
            .collect();
        let checkpoints = self
            .checkpoints
            .into_iter()
            .map(|c| Checkpoint {
                iterations: c.iterations,
                estimate: c.estimate,
                best: c.best.map(&mut f),
                best_visits: c.best_visits,
            })
            .collect();
        MctsResult {
            config: self.config,
            nodes,
            iterations: self.iterations,
            recorded,
            checkpoints,
            scale: self.scale,
            capped: self.capped,
            playout_moves: self.playout_moves,
            settled: self.settled,
            elapsed: self.elapsed,
        }
    }
}

/// The most visited child of `id` in `nodes` (ties: the better mean for the mover, then the
/// first in the list).
/// The most visited child of node `id` (ties as `best_child`), if it has one.
pub fn most_visited<M>(result: &MctsResult<M>, id: u32) -> Option<u32> {
    best_of(&result.nodes, id)
}

fn best_of<M>(nodes: &[Node<M>], id: u32) -> Option<u32> {
    let mover = nodes[id as usize].to_move.sign() as f64;
    let mut best: Option<u32> = None;
    let mut child = nodes[id as usize].first_child;
    while child != NONE {
        let c = &nodes[child as usize];
        let better = best.is_none_or(|b| {
            let b = &nodes[b as usize];
            c.visits > b.visits || (c.visits == b.visits && mover * c.mean() > mover * b.mean())
        });
        if better {
            best = Some(child);
        }
        child = c.next_sibling;
    }
    best
}

/// The children of a node.
pub struct Children<'a, M> {
    nodes: &'a [Node<M>],
    next: u32,
}

impl<M> Iterator for Children<'_, M> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        let id = self.next;
        (id != NONE).then(|| {
            self.next = self.nodes[id as usize].next_sibling;
            id
        })
    }
}

/// The search in progress.
struct Search<'g, G: Game> {
    game: &'g G,
    config: MctsConfig,
    rng: Rng,
    nodes: Vec<Node<G::Move>>,
    /// Each node's position is rebuilt from the root on the way down (positions are not kept:
    /// a node is then a few words, whatever the game).
    moves: Vec<G::Move>,
    scale: Score,
    capped: bool,
    playout_moves: u64,
}

/// Runs UCT from `root` within `config`'s budget. `control` can stop it (then `Cancelled`); a
/// live count of iterations is published to `control.nodes`.
pub fn mcts<G: Game>(
    game: &G,
    root: &G::State,
    config: &MctsConfig,
    control: Control<'_>,
) -> Result<MctsResult<G::Move>, Cancelled> {
    let started = Instant::now();
    let budget = config.iteration_budget();
    let mut search = Search {
        game,
        config: *config,
        rng: Rng::new(config.seed),
        // A small start: the tree grows by `room`'s fallible reservations, so a cap of millions
        // takes memory only as the search uses it, and running out stops the growth like the
        // cap rather than aborting.
        nodes: Vec::with_capacity(1 << 12),
        moves: Vec::new(),
        scale: 1,
        capped: false,
        playout_moves: 0,
    };
    let root_node = search.node(root, NONE, None);
    search.nodes.push(root_node);
    let mut recorded = Vec::new();
    let mut checkpoints = Vec::new();
    let mut next_checkpoint = 10;
    let mut iterations = 0u64;
    let (mut choice, mut settled) = (None, 0);
    loop {
        // The clock stops a search only once a move has been tried (the first iteration opens
        // the root): a clock run out before then chose nothing, and a computer that chose
        // nothing asked again and again.
        if budget.is_some_and(|n| iterations >= n)
            || (config.time.is_some_and(|t| started.elapsed() >= t) && iterations >= 2)
        {
            break;
        }
        if control.stopped() || control.past_deadline() {
            return Err(Cancelled);
        }
        let iteration = search.iterate(root, &control, recorded.len() < config.recorded)?;
        iterations += 1;
        if let Some(iteration) = iteration {
            recorded.push(iteration);
        }
        let best = best_of(&search.nodes, 0);
        if best != choice {
            (choice, settled) = (best, iterations);
        }
        if let Some(nodes) = control.nodes
            && iterations.is_multiple_of(64)
        {
            nodes.store(iterations, Ordering::Relaxed);
        }
        if iterations == next_checkpoint {
            checkpoints.push(search.checkpoint(iterations));
            next_checkpoint = next_checkpoint.saturating_mul(10);
        }
    }
    if checkpoints.last().is_none_or(|c| c.iterations != iterations) {
        checkpoints.push(search.checkpoint(iterations));
    }
    Ok(MctsResult {
        config: *config,
        nodes: search.nodes,
        iterations,
        recorded,
        checkpoints,
        scale: search.scale,
        capped: search.capped,
        playout_moves: search.playout_moves,
        settled,
        elapsed: started.elapsed(),
    })
}

impl<G: Game> Search<'_, G> {
    fn node(&mut self, state: &G::State, parent: u32, mv: Option<G::Move>) -> Node<G::Move> {
        let outcome = self.game.outcome(state).map(reward);
        let legal = match outcome {
            Some(_) => 0,
            None => {
                self.list_moves(state);
                self.moves.len() as u32
            }
        };
        Node {
            parent,
            mv,
            to_move: self.game.to_move(state),
            chance: outcome.is_none() && self.game.is_chance(state),
            visits: 0,
            total: 0,
            outcome,
            legal,
            first_child: NONE,
            next_sibling: NONE,
            children: 0,
        }
    }

    fn checkpoint(&self, iterations: u64) -> Checkpoint<G::Move> {
        let best = best_of(&self.nodes, 0).map(|id| &self.nodes[id as usize]);
        Checkpoint {
            iterations,
            estimate: self.nodes[0].mean(),
            best: best.and_then(|n| n.mv),
            best_visits: best.map_or(0, |n| n.visits),
        }
    }

    /// The legal moves of `state`, into `self.moves`.
    fn list_moves(&mut self, state: &G::State) {
        self.moves.clear();
        self.game.legal_moves(state, &mut self.moves);
    }

    /// A chance move drawn by its probability.
    fn draw_chance(&mut self, state: &G::State) -> G::Move {
        self.list_moves(state);
        let mut x = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        for &mv in &self.moves {
            x -= self.game.probability(state, mv);
            if x < 0.0 {
                return mv;
            }
        }
        *self.moves.last().expect("a chance node has moves")
    }

    /// The child of `id` reached by `mv`, if expanded.
    fn child_by_move(&self, id: u32, mv: G::Move) -> Option<u32> {
        let mut child = self.nodes[id as usize].first_child;
        while child != NONE {
            if self.nodes[child as usize].mv == Some(mv) {
                return Some(child);
            }
            child = self.nodes[child as usize].next_sibling;
        }
        None
    }

    /// Adds the child of `id` reached by `mv` from `state` (the position at `id`); its id.
    fn expand(&mut self, id: u32, state: &G::State, mv: G::Move) -> u32 {
        let child = self.nodes.len() as u32;
        let next = self.game.apply(state, mv);
        let mut node = self.node(&next, id, Some(mv));
        let parent = &mut self.nodes[id as usize];
        node.next_sibling = parent.first_child;
        parent.first_child = child;
        parent.children += 1;
        self.nodes.push(node);
        child
    }

    /// Room for one more node under the cap (and in memory).
    fn room(&mut self) -> bool {
        let fits = self.nodes.len() < self.config.node_cap.max(1)
            && (self.nodes.len() < self.nodes.capacity() || self.nodes.try_reserve(1).is_ok());
        self.capped |= !fits;
        fits
    }

    /// The UCB1 choice among `id`'s children (ties: the first in the list).
    fn select(&self, id: u32) -> u32 {
        let parent = &self.nodes[id as usize];
        let c = self.config.exploration * self.scale as f64;
        let mut best = (f64::NEG_INFINITY, parent.first_child);
        let mut child = parent.first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            let score = ucb(parent.to_move, parent.visits, node.visits, node.total, c);
            if score > best.0 {
                best = (score, child);
            }
            child = node.next_sibling;
        }
        best.1
    }

    /// One iteration: down the tree, one node added, a playout, and the result backed up.
    /// Returns the iteration as recorded, when `record`.
    fn iterate(
        &mut self,
        root: &G::State,
        control: &Control<'_>,
        record: bool,
    ) -> Result<Option<Iteration<G::Move>>, Cancelled> {
        let mut id = 0u32;
        let mut state = root.clone();
        let mut path = vec![0u32];
        let mut expanded = self.nodes[0].visits == 0;
        // Selection and expansion.
        while !expanded {
            let node = &self.nodes[id as usize];
            let (chance, children, legal) = (node.chance, node.children, node.legal);
            if node.outcome.is_some() {
                break;
            }
            let next = if chance {
                let mv = self.draw_chance(&state);
                match self.child_by_move(id, mv) {
                    Some(child) => (child, mv),
                    None if self.room() => {
                        expanded = true;
                        (self.expand(id, &state, mv), mv)
                    }
                    None => break,
                }
            } else if children < legal && self.room() {
                let mv = self.untried(id, &state);
                expanded = true;
                (self.expand(id, &state, mv), mv)
            } else if children == 0 {
                break;
            } else {
                let child = self.select(id);
                (child, self.nodes[child as usize].mv.expect("a child has its move"))
            };
            state = self.game.apply(&state, next.1);
            id = next.0;
            path.push(id);
        }
        // Playout.
        let mut kept = Vec::new();
        let (result, length) = match self.nodes[id as usize].outcome {
            Some(result) => (result, 0),
            None => self.playout(state, control, record.then_some(&mut kept))?,
        };
        self.playout_moves += length;
        self.scale = self.scale.max(result.abs());
        // Backup.
        for &n in &path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.total += result as i64;
        }
        Ok(record.then_some(Iteration {
            path,
            expanded,
            playout: kept,
            playout_length: length,
            result,
        }))
    }

    /// An untried move of `id` (whose position is `state`), drawn at random.
    fn untried(&mut self, id: u32, state: &G::State) -> G::Move {
        self.list_moves(state);
        let tried: HashSet<G::Move> = self.children_moves(id).collect();
        let untried = self.moves.len() - tried.len();
        let mut k = self.rng.below(untried as u64) as usize;
        for &mv in &self.moves {
            if !tried.contains(&mv) {
                if k == 0 {
                    return mv;
                }
                k -= 1;
            }
        }
        unreachable!("a node with fewer children than moves has an untried move")
    }

    fn children_moves(&self, id: u32) -> impl Iterator<Item = G::Move> + '_ {
        Children { nodes: &self.nodes, next: self.nodes[id as usize].first_child }
            .filter_map(|c| self.nodes[c as usize].mv)
    }

    /// Plays from `state` to the end; the result (MAX's utility) and the moves played, the first
    /// of them kept in `kept`.
    fn playout(
        &mut self,
        mut state: G::State,
        control: &Control<'_>,
        mut kept: Option<&mut Vec<G::Move>>,
    ) -> Result<(Score, u64), Cancelled> {
        let mut length = 0u64;
        loop {
            if let Some(outcome) = self.game.outcome(&state) {
                return Ok((reward(outcome), length));
            }
            if length % PLAYOUT_CHECK == PLAYOUT_CHECK - 1 && control.stopped() {
                return Err(Cancelled);
            }
            let mv = if self.game.is_chance(&state) {
                self.draw_chance(&state)
            } else {
                self.list_moves(&state);
                match self.config.playout {
                    Playout::Heuristic if self.rng.below(RANDOM_ONE_IN) != 0 => self.greedy(&state),
                    _ => self.moves[self.rng.below(self.moves.len() as u64) as usize],
                }
            };
            if let Some(kept) = kept.as_deref_mut()
                && kept.len() < PLAYOUT_KEPT
            {
                kept.push(mv);
            }
            state = self.game.apply(&state, mv);
            length += 1;
        }
    }

    /// Among `self.moves` (of `state`), the move whose position is best for the mover: a win
    /// first, then by the game's heuristic (ties drawn at random).
    fn greedy(&mut self, state: &G::State) -> G::Move {
        let mover = self.game.to_move(state);
        let mut best: Vec<G::Move> = Vec::new();
        let mut best_value = Score::MIN;
        for &mv in &self.moves {
            let next = self.game.apply(state, mv);
            let value = match self.game.outcome(&next) {
                Some(outcome) => {
                    reward(outcome).saturating_mul(mover.sign()).saturating_mul(1 << 20)
                }
                None if self.game.to_move(&next) == mover => self.game.evaluate(&next),
                None => -self.game.evaluate(&next),
            };
            if value > best_value {
                best_value = value;
                best.clear();
            }
            if value == best_value {
                best.push(mv);
            }
        }
        best[self.rng.below(best.len() as u64) as usize]
    }
}

/// The counts of a recorded search as they stood after some of its iterations, for the
/// step-through: the recorded iterations applied one by one, forward or back.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Iterations applied.
    pub done: usize,
    pub visits: Vec<u64>,
    pub totals: Vec<i64>,
    /// Nodes that exist (ids below this).
    pub existing: usize,
    /// The largest |result| so far (at least 1), as `MctsResult::scale`.
    pub scale: Score,
}

impl Replay {
    /// Before the first iteration: an empty tree (the root not yet visited). Only the nodes the
    /// recorded iterations can reach are counted: each adds at most one, in order.
    pub fn start<M>(result: &MctsResult<M>) -> Replay {
        let n = result.nodes.len().min(result.recorded.len() + 1);
        Replay { done: 0, visits: vec![0; n], totals: vec![0; n], existing: 1, scale: 1 }
    }

    /// Applies the next recorded iteration; false when none is left.
    pub fn forward<M>(&mut self, result: &MctsResult<M>) -> bool {
        let Some(iteration) = result.recorded.get(self.done) else { return false };
        for &n in &iteration.path {
            self.visits[n as usize] += 1;
            self.totals[n as usize] += iteration.result as i64;
        }
        if iteration.expanded && self.done > 0 {
            self.existing += 1;
        }
        self.done += 1;
        self.scale = self.scale.max(iteration.result.abs());
        true
    }

    /// Takes the last applied iteration back; false at the start.
    pub fn back<M>(&mut self, result: &MctsResult<M>) -> bool {
        let target = match self.done {
            0 => return false,
            n => n - 1,
        };
        // Integer counts subtract exactly, but the scale is a maximum: replay from the start.
        let mut replay = Replay::start(result);
        while replay.done < target {
            replay.forward(result);
        }
        *self = replay;
        true
    }

    /// UCB1 of `child` as selection saw it from `parent` at this point.
    pub fn ucb<M>(&self, result: &MctsResult<M>, parent: u32, child: u32) -> f64 {
        let mover = result.nodes[parent as usize].to_move;
        let c = result.config.exploration * self.scale as f64;
        ucb(
            mover,
            self.visits[parent as usize],
            self.visits[child as usize],
            self.totals[child as usize],
            c,
        )
    }

    /// The mean of node `id` at this point, as MAX's utility.
    pub fn mean(&self, id: u32) -> f64 {
        match self.visits[id as usize] {
            0 => 0.0,
            v => self.totals[id as usize] as f64 / v as f64,
        }
    }
}
