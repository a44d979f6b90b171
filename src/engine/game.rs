//! The `Game` trait: everything the search needs to know about a game, and nothing about drawing it.

use std::fmt::Debug;
use std::hash::Hash;

use super::score::Score;

/// The two sides. MAX is the player who moves first from the empty position; every value the engine
/// reports to the outside is MAX's utility (AIMA's convention), whatever the algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Player {
    #[serde(rename = "MAX")]
    Max,
    #[serde(rename = "MIN")]
    Min,
}

impl Player {
    pub fn opponent(self) -> Player {
        match self {
            Player::Max => Player::Min,
            Player::Min => Player::Max,
        }
    }

    /// +1 for MAX, -1 for MIN: turns a value for this player into MAX's utility and back.
    pub fn sign(self) -> Score {
        match self {
            Player::Max => 1,
            Player::Min => -1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Max => "MAX",
            Player::Min => "MIN",
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Player),
    Draw,
    /// The game ended with this value for MAX (a textbook tree's leaf), rather than a win or loss.
    Utility(Score),
}

/// The rules of a two-player, zero-sum, perfect-information game.
///
/// The game value (`self`) holds the rules and parameters (the Sum Game's target and move set);
/// `State` is one position. States are copied on every move (copy-make), so they should be small.
pub trait Game {
    type State: Clone + Debug;
    type Move: Copy + Eq + Hash + Debug;
    /// Identifies a position for the transposition table. Two states with equal keys must have the
    /// same value for the player to move and the same legal moves.
    type Key: Eq + Hash + Clone;

    fn to_move(&self, state: &Self::State) -> Player;

    /// Appends the legal moves of a non-final state to `moves` (which the search reuses; it is not
    /// cleared here, so that one buffer can hold the moves of every node on the current path).
    fn legal_moves(&self, state: &Self::State, moves: &mut Vec<Self::Move>);

    fn apply(&self, state: &Self::State, mv: Self::Move) -> Self::State;

    /// `Some` exactly when the state is final.
    fn outcome(&self, state: &Self::State) -> Option<Outcome>;

    /// Heuristic value of a non-final state for the player to move, used where the depth limit cuts
    /// the search. Larger is better for the mover; it must stay well inside ±[`super::score::HEURISTIC_MAX`].
    fn evaluate(&self, _state: &Self::State) -> Score {
        0
    }

    /// The table key of a non-final state (final states are never looked up).
    fn key(&self, state: &Self::State) -> Self::Key;

    /// Roughly how many positions a full search from `state` meets, when the game can tell cheaply;
    /// the transposition table reserves that much up front instead of growing step by step.
    fn positions_hint(&self, _state: &Self::State) -> usize {
        0
    }

    /// The most plies any line from `state` can take, when the game can tell cheaply (the Sum
    /// Game's sums only grow): the search's stack of frames is made that deep at once, since a
    /// stack that doubles holds both halves for a moment (10,000,000 plies: 1.8 GB).
    fn longest_line(&self, _state: &Self::State) -> Option<usize> {
        None
    }

    /// Roots the search solves to the end whatever the depth limit (Reversi's exact endgame).
    /// Asked of the searched position only, never of a node inside the tree: an exact solve that
    /// starts deep inside a depth-limited tree would take the whole tree's time again and again.
    fn search_to_end(&self, _state: &Self::State) -> bool {
        false
    }

    /// Positions where chance moves, not a player: the value is the expectation over the moves
    /// (expectimax), each with `probability`. Such a node never prunes, and its children are
    /// searched with a full window. Only minimax can search them (negamax has no side to negate).
    fn is_chance(&self, _state: &Self::State) -> bool {
        false
    }

    /// Whether the players alternate from `state` on: every move, here and in every position after
    /// it, hands the turn to the other player, and no position is a chance node. Negamax relies on
    /// it (it negates every child's value as the opponent's), so `contract::check` refuses negamax
    /// where this is false. A game where a player can move twice in a row (Dots and Boxes, a
    /// textbook tree with two MIN levels) or chance moves must say so here.
    fn players_alternate(&self, _state: &Self::State) -> bool {
        true
    }

    /// The probability of `mv` at a chance node.
    fn probability(&self, _state: &Self::State, _mv: Self::Move) -> f64 {
        1.0
    }

    /// Reorders moves so that likely good ones come first (used when move ordering is on).
    fn order_moves(&self, _state: &Self::State, _moves: &mut [Self::Move]) {}

    /// The move in the game's own notation ("3", "d3", "1:2"). It must tell apart the moves of any
    /// one position, since typed moves are matched against it.
    fn notation(&self, mv: Self::Move) -> String;
}
