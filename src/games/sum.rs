//! The Sum Game (SPEC §1): players alternately add a number from the move set T to a running sum S;
//! whoever makes S equal the target L wins, whoever makes S exceed L loses.

use std::fmt;

use crate::engine::{Game, Outcome, Player};

pub mod seed;

pub const DEFAULT_TARGET: u32 = 10;
pub const DEFAULT_MOVES: [u32; 2] = [2, 3];
/// The largest target accepted: the search keeps one frame per ply, so memory grows with L.
pub const MAX_TARGET: u32 = 10_000_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumGame {
    target: u32,
    /// T: sorted, without repeats, all positive.
    move_set: Vec<u32>,
}

/// A position: the running sum and who adds the next number. MAX moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SumState {
    pub sum: u64,
    pub to_move: Player,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumError {
    TargetZero,
    TargetTooLarge(u32),
    ZeroMove,
    NotInMoveSet { mv: u32, move_set: Vec<u32> },
    GameOver { sum: u64, target: u32 },
}

impl fmt::Display for SumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::tr;
        let said = match self {
            SumError::TargetZero => tr!("sum-target-zero"),
            SumError::TargetTooLarge(t) => {
                tr!("sum-target-too-large", target = t.to_string(), most = MAX_TARGET.to_string())
            }
            SumError::ZeroMove => tr!("sum-zero-move"),
            SumError::NotInMoveSet { mv, move_set } => {
                tr!("sum-not-in-set", mv = mv.to_string(), set = braces(move_set))
            }
            SumError::GameOver { sum, target } if *sum == *target as u64 => {
                tr!("sum-over-exactly", target = target.to_string())
            }
            SumError::GameOver { sum, target } => {
                tr!("sum-over-past", sum = sum.to_string(), target = target.to_string())
            }
        };
        f.write_str(&said)
    }
}

impl std::error::Error for SumError {}

/// `{2, 3}`
pub fn braces(numbers: &[u32]) -> String {
    let inner: Vec<String> = numbers.iter().map(u32::to_string).collect();
    format!("{{{}}}", inner.join(", "))
}

impl SumGame {
    /// The game to `target` with move set `moves` (repeats are one move; an empty set means the
    /// default {2, 3}).
    pub fn new(target: u32, moves: &[u32]) -> Result<SumGame, SumError> {
        if target == 0 {
            return Err(SumError::TargetZero);
        }
        if target > MAX_TARGET {
            return Err(SumError::TargetTooLarge(target));
        }
        if moves.contains(&0) {
            return Err(SumError::ZeroMove);
        }
        Ok(SumGame::normalized(target, moves))
    }

    /// Sorts and dedups the move set and applies the defaults; the caller has ruled out zeros.
    fn normalized(target: u32, moves: &[u32]) -> SumGame {
        let mut move_set = if moves.is_empty() { DEFAULT_MOVES.to_vec() } else { moves.to_vec() };
        move_set.sort_unstable();
        move_set.dedup();
        SumGame { target, move_set }
    }

    pub fn target(&self) -> u32 {
        self.target
    }

    pub fn move_set(&self) -> &[u32] {
        &self.move_set
    }

    pub fn start(&self) -> SumState {
        SumState { sum: 0, to_move: Player::Max }
    }

    /// The position after `played` from the start (MAX first), checking that every move is in T and
    /// that the game is not over.
    pub fn after(&self, played: &[u32]) -> Result<SumState, SumError> {
        let mut state = self.start();
        for &mv in played {
            if self.move_set.binary_search(&mv).is_err() {
                return Err(SumError::NotInMoveSet { mv, move_set: self.move_set.clone() });
            }
            state = self.apply(&state, mv);
            if state.sum >= self.target as u64 {
                return Err(SumError::GameOver { sum: state.sum, target: self.target });
            }
        }
        Ok(state)
    }

    /// Why a final position ended, in words: "MAX reached 10 exactly", "MIN overshot: 11 > 10".
    pub fn describe_end(&self, state: &SumState) -> Option<String> {
        let last_mover = state.to_move.opponent();
        let target = self.target;
        match state.sum.cmp(&(target as u64)) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Equal => Some(crate::tr!(
                "sum-end-exactly",
                side = last_mover.name(),
                target = target.to_string()
            )),
            std::cmp::Ordering::Greater => Some(crate::tr!(
                "sum-end-over",
                side = last_mover.name(),
                sum = state.sum.to_string(),
                target = target.to_string()
            )),
        }
    }
}

impl Game for SumGame {
    type State = SumState;
    type Move = u32;
    /// The sum alone: the game is impartial (both players have the same moves), so a position's
    /// value for the player to move does not depend on who that is. Only positions short of the
    /// target are looked up, so the sum fits in 32 bits (the target is at most `MAX_TARGET`).
    type Key = u32;

    fn to_move(&self, state: &SumState) -> Player {
        state.to_move
    }

    fn legal_moves(&self, _state: &SumState, moves: &mut Vec<u32>) {
        moves.extend_from_slice(&self.move_set);
    }

    fn apply(&self, state: &SumState, mv: u32) -> SumState {
        SumState { sum: state.sum + mv as u64, to_move: state.to_move.opponent() }
    }

    fn outcome(&self, state: &SumState) -> Option<Outcome> {
        let target = self.target as u64;
        // The player who just moved made the sum: exactly L wins for them, past L loses.
        match state.sum.cmp(&target) {
            std::cmp::Ordering::Less => None,
            std::cmp::Ordering::Equal => Some(Outcome::Win(state.to_move.opponent())),
            std::cmp::Ordering::Greater => Some(Outcome::Win(state.to_move)),
        }
    }

    fn key(&self, state: &SumState) -> u32 {
        state.sum as u32
    }

    fn positions_hint(&self, state: &SumState) -> usize {
        (self.target as u64).saturating_sub(state.sum) as usize
    }

    /// Every move adds at least the smallest number of T, and the move that reaches or passes
    /// the target ends the game.
    fn longest_line(&self, state: &SumState) -> Option<usize> {
        let left = (self.target as u64).saturating_sub(state.sum);
        let smallest = u64::from(*self.move_set.first()?);
        Some(left.div_ceil(smallest) as usize)
    }

    /// The move that reaches the target first. (The set is listed smallest first, so the moves that
    /// overshoot already come last.)
    fn order_moves(&self, state: &SumState, moves: &mut [u32]) {
        let left = self.target as u64 - state.sum;
        if let Ok(hit) = moves.binary_search_by_key(&left, |&mv| mv as u64) {
            moves[..=hit].rotate_right(1);
        }
    }

    fn notation(&self, mv: u32) -> String {
        mv.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn final_positions_name_the_right_winner() {
        let game = SumGame::new(10, &[2, 3]).unwrap();
        // MIN just moved to exactly 10: MIN wins.
        let exact = SumState { sum: 10, to_move: Player::Max };
        assert_eq!(game.outcome(&exact), Some(Outcome::Win(Player::Min)));
        assert_eq!(game.describe_end(&exact).unwrap(), "MIN reached 10 exactly");
        // MAX just moved past 10: MIN wins.
        let over = SumState { sum: 11, to_move: Player::Min };
        assert_eq!(game.outcome(&over), Some(Outcome::Win(Player::Min)));
        assert_eq!(game.describe_end(&over).unwrap(), "MAX overshot: 11 > 10");
        assert_eq!(game.outcome(&SumState { sum: 9, to_move: Player::Max }), None);
    }

    #[test]
    fn move_set_is_a_set_and_defaults_apply() {
        assert_eq!(SumGame::new(10, &[3, 2, 3]).unwrap().move_set(), &[2, 3]);
        assert_eq!(SumGame::new(10, &[]).unwrap().move_set(), &[2, 3]);
        assert_eq!(SumGame::new(0, &[2]), Err(SumError::TargetZero));
        assert_eq!(SumGame::new(5, &[0, 2]), Err(SumError::ZeroMove));
    }

    #[test]
    fn played_moves_are_checked() {
        let game = SumGame::new(10, &[2, 3]).unwrap();
        assert_eq!(game.after(&[2, 3]).unwrap(), SumState { sum: 5, to_move: Player::Max });
        assert_eq!(game.after(&[3]).unwrap().to_move, Player::Min);
        assert!(matches!(game.after(&[4]), Err(SumError::NotInMoveSet { mv: 4, .. })));
        assert!(matches!(game.after(&[3, 3, 2, 2]), Err(SumError::GameOver { sum: 10, .. })));
        let msg = game.after(&[3, 3, 3, 2]).unwrap_err().to_string();
        assert!(msg.contains("already over"), "{msg}");
    }
}
