//! Move ordering: the game's order with the table's move first, and what killers and the
//! history heuristic learn from cutoffs during one search.

use super::config::SearchConfig;
use super::game::Game;
use super::observer::FirstBy;

/// Killer moves by ply (the latest first) and history scores by move.
pub(super) struct Learned<M> {
    pub(super) killers: Vec<[Option<M>; 2]>,
    pub(super) history: super::tt::FastMap<M, u64>,
}

impl<M: Copy + Eq + std::hash::Hash> Learned<M> {
    /// A cutoff by `mv` at `ply` with `remaining` plies left below.
    pub(super) fn cutoff(&mut self, config: &SearchConfig, mv: M, ply: usize, remaining: u32) {
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
    pub(super) fn first_by(&self, config: &SearchConfig, ply: usize, mv: M) -> Option<FirstBy> {
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
    pub(super) fn order(&self, config: &SearchConfig, ply: usize, moves: &mut [M]) {
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

/// Appends the legal moves of `state` to `moves`, best first when ordering is on (the table's move
/// before the game's order). The same state and table move always give the same list.
pub(super) fn list_moves<G: Game>(
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
