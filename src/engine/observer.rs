//! Hooks the search calls at each step, for recording a trace. `NoTrace` does nothing and compiles
//! away, so an untraced search pays nothing for them.

use super::game::Player;
use super::score::Score;

/// Why a node got its value without its children being searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum LeafKind {
    /// The game is over here.
    Final,
    /// The depth limit cut here; the game's heuristic gave the value.
    DepthCut,
    /// The transposition table already knew it.
    TableHit,
}

/// Why a node's first move was searched first, when the search (not the game's own order) put
/// it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstBy {
    /// The transposition table's best move from an earlier visit (or iteration).
    Table,
    /// A killer: it caused a cutoff at the same ply elsewhere in the tree.
    Killer,
    /// The history heuristic: it has caused the most cutoffs (weighted by depth) so far.
    History,
}

/// Values and windows are in the search's working terms: MAX's utility in minimax, the mover's in
/// negamax.
pub trait Observer<M> {
    /// Whether anything is recorded: work done only to report (why a move came first) is
    /// skipped when not.
    const RECORDS: bool = true;
    /// A node is entered by `mv` (`None` at the root) with window (`alpha`, `beta`).
    fn enter(&mut self, _mv: Option<M>, _ply: u32, _to_move: Player, _alpha: Score, _beta: Score) {}
    /// The node just entered is a chance node (its value will be an expectation).
    fn chance(&mut self) {}
    /// The node just entered will search its first move first because of `why`.
    fn first_by(&mut self, _why: FirstBy) {}
    /// The node just entered was valued without expanding it.
    fn leaf(&mut self, _value: Score, _kind: LeafKind) {}
    /// The current node received a child's value (already in its own terms), `improved` if it is its
    /// best so far.
    fn backed_up(&mut self, _value: Score, _improved: bool) {}
    /// Alpha-beta narrowed the current node's window (MAX raised α, or MIN lowered β).
    fn window(&mut self, _alpha: Score, _beta: Score) {}
    /// Alpha-beta stopped the current node: the window closed (`alpha >= beta`) with `pruned` unsearched.
    fn cutoff(&mut self, _pruned: &[M], _alpha: Score, _beta: Score) {}
    /// PVS: the current node's null-window probe of its last child came back at `value`, inside
    /// the window, so that child is searched again with the full window.
    fn research(&mut self, _value: Score) {}
    /// The current node is done with value `value`.
    fn exit(&mut self, _value: Score) {}
}

pub struct NoTrace;

impl<M> Observer<M> for NoTrace {
    const RECORDS: bool = false;
}
