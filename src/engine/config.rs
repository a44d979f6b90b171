//! What a search is asked to do: the algorithm and the switches the user sets (alpha-beta, a
//! depth limit, the table, ordering, the techniques engines use), and apart from them the
//! settings the engine gives itself (`Internal`).

use std::time::Duration;

use super::score::Score;

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
    /// A hashed table of this many bytes instead of the map (see `tt::TranspositionTable`).
    pub hash_bytes: Option<usize>,
    /// Search every root move with a full window, so each root move's value is exact (for move
    /// hints); alpha-beta still prunes below the root.
    pub exact_root_values: bool,
    /// Prune only when a value passes the window (v > β), not when it reaches it (v ≥ β): CS188's
    /// rule, where AIMA's figure 5.7 prunes on equality. Both give the same root value.
    #[serde(skip)]
    pub strict_cutoffs: bool,
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
    /// What the engine sets for itself, never the user.
    #[serde(flatten)]
    pub internal: Internal,
}

/// Settings the engine gives itself (or a test gives it), apart from the user's switches: how
/// much the map table may hold, how many moves the frames keep listed, and the root's window
/// while iterative deepening tries an aspiration window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Internal {
    /// Most positions the table holds (the map form, when `hash_bytes` is not set).
    pub tt_capacity: usize,
    /// Most moves kept listed for the frames on the path (see `MOVE_BUFFER`); a setting only so
    /// that tests can show relisting changes nothing.
    #[serde(skip)]
    pub move_buffer: usize,
    /// The root's window, in the search's working terms (full when `None`); set by iterative
    /// deepening for an aspiration window.
    #[serde(skip)]
    pub root_window: Option<(Score, Score)>,
}

impl Default for Internal {
    fn default() -> Self {
        Internal { tt_capacity: 1 << 24, move_buffer: MOVE_BUFFER, root_window: None }
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            algorithm: Algorithm::Minimax,
            alpha_beta: true,
            depth: None,
            transposition_table: true,
            move_ordering: true,
            hash_bytes: None,
            exact_root_values: false,
            strict_cutoffs: false,
            time: None,
            killers: false,
            history: false,
            pvs: false,
            aspiration: None,
            random_ties: None,
            internal: Internal::default(),
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

    /// The search may stop short of the game's end (a depth limit or a clock), so heuristic
    /// values may stand beside wins and losses.
    pub fn limited(&self) -> bool {
        self.depth.is_some() || self.time.is_some()
    }
}

pub(super) fn serialize_optional_seconds<S: serde::Serializer>(
    d: &Option<Duration>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match d {
        Some(d) => s.serialize_f64(d.as_secs_f64()),
        None => s.serialize_none(),
    }
}

/// Moves the frames keep listed for later. Past this, a frame lists its moves only while it is the
/// deepest, and lists them again when a child returns: memory then grows with the path's length
/// alone, not with length times branching (a Sum Game 10 million plies deep with 100 moves a ply).
pub const MOVE_BUFFER: usize = 1 << 20;
