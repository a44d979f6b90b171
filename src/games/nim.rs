//! Nim (SPEC §2 and §3): heaps of stones; a move takes at least one stone from one heap. Under the
//! misère rule of the Heaps assignment, whoever takes the last stone loses; under the normal rule,
//! whoever takes it wins.

use std::fmt;

use crate::engine::{Game, Outcome, Player};

/// Lab 6's heaps.
pub const DEFAULT_HEAPS: [u32; 3] = [2, 5, 3];
/// The most stones one heap may hold (the search copies the heaps on every move).
pub const MAX_HEAP: u32 = 1_000_000;
/// The most heaps a game may have.
pub const MAX_HEAPS: usize = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim {
    /// Taking the last stone loses (the Heaps assignment) rather than wins.
    pub misere: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimState {
    pub heaps: Vec<u32>,
    pub to_move: Player,
}

/// Take `stones` from heap `heap` (0-based, as the assignment's `play` returns it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NimMove {
    pub heap: u32,
    pub stones: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NimError {
    NoHeaps,
    TooManyHeaps(usize),
    HeapTooLarge(u32),
}

impl fmt::Display for NimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::tr;
        let said = match self {
            NimError::NoHeaps => tr!("nim-no-heaps"),
            NimError::TooManyHeaps(n) => {
                tr!("nim-too-many-heaps", n = n.to_string(), most = MAX_HEAPS.to_string())
            }
            NimError::HeapTooLarge(h) => {
                tr!("nim-heap-too-large", heap = h.to_string(), most = MAX_HEAP.to_string())
            }
        };
        f.write_str(&said)
    }
}

impl std::error::Error for NimError {}

impl NimState {
    /// A position with MAX to move, checked against the limits.
    pub fn new(heaps: &[u32]) -> Result<NimState, NimError> {
        if heaps.is_empty() {
            return Err(NimError::NoHeaps);
        }
        if heaps.len() > MAX_HEAPS {
            return Err(NimError::TooManyHeaps(heaps.len()));
        }
        if let Some(&h) = heaps.iter().find(|&&h| h > MAX_HEAP) {
            return Err(NimError::HeapTooLarge(h));
        }
        Ok(NimState { heaps: heaps.to_vec(), to_move: Player::Max })
    }
}

/// Why a move is not legal in a position; the assignment's four examples are one each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvalidMove {
    NoSuchHeap { heap: usize, heaps: usize },
    TakesNothing,
    TooMany { heap: usize, stones: u32, size: u32 },
}

impl fmt::Display for InvalidMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::tr;
        let said = match self {
            InvalidMove::NoSuchHeap { heap, heaps } => {
                let last = heaps.saturating_sub(1).to_string();
                tr!("nim-no-such-heap", heap = heap.to_string(), last = last)
            }
            InvalidMove::TakesNothing => tr!("nim-takes-nothing"),
            InvalidMove::TooMany { heap, stones, size } => tr!(
                "nim-too-many",
                heap = heap.to_string(),
                size = size.to_string(),
                stones = stones.to_string()
            ),
        };
        f.write_str(&said)
    }
}

/// Checks `(heap, stones)` against `heaps`, as the arena does for every answer.
pub fn check_move(heaps: &[u32], heap: usize, stones: u32) -> Result<NimMove, InvalidMove> {
    let Some(&size) = heaps.get(heap) else {
        return Err(InvalidMove::NoSuchHeap { heap, heaps: heaps.len() });
    };
    if stones == 0 {
        return Err(InvalidMove::TakesNothing);
    }
    if stones > size {
        return Err(InvalidMove::TooMany { heap, stones, size });
    }
    Ok(NimMove { heap: heap as u32, stones })
}

/// Above this many positions `solve nim` and the app answer by Bouton's rule instead of searching.
const SEARCH_LIMIT: u128 = 2_000_000;
/// Nor does it search when positions times stones (a bound on the moves it would list) passes
/// this: one heap of a million stones has few positions but a million moves in each.
const MOVES_LIMIT: u128 = 50_000_000;

/// Whether the engine can search `heaps` exhaustively in well under a second; saturating, so 64
/// heaps of 255 stones do not wrap around to a small count.
pub fn searchable(heaps: &[u32]) -> bool {
    let positions = heaps.iter().fold(1u128, |p, &h| p.saturating_mul(h as u128 + 1));
    let stones: u128 = heaps.iter().map(|&h| h as u128).sum();
    positions <= SEARCH_LIMIT && positions.saturating_mul(stones.max(1)) <= MOVES_LIMIT
}

/// Whether the player to move wins with best play (Bouton; misère: C. L. Bouton's rule as adjusted
/// for the last stone). Linear in the number of heaps.
pub fn mover_wins(heaps: &[u32], misere: bool) -> bool {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let big = heaps.iter().any(|&h| h >= 2);
    if misere && !big {
        // Only heaps of one (or none): the mover wins when their number is even.
        xor == 0
    } else {
        xor != 0
    }
}

/// The perfect player's move, `None` only when every heap is empty. From a lost position it takes
/// one stone from the largest heap (prolonging the game, and the opponent's chances to err).
pub fn perfect_move(heaps: &[u32], misere: bool) -> Option<NimMove> {
    let largest = (0..heaps.len()).max_by_key(|&i| (heaps[i], std::cmp::Reverse(i)))?;
    if heaps[largest] == 0 {
        return None;
    }
    let fallback = NimMove { heap: largest as u32, stones: 1 };
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let bigs = heaps.iter().filter(|&&h| h >= 2).count();
    if misere && bigs <= 1 {
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        if bigs == 0 {
            // All ones: every move takes one; the mover wins when an even number remain.
            return Some(fallback);
        }
        // One big heap: cut it to 0 or 1 so that an odd number of ones is left.
        let big = largest;
        let keep = if ones % 2 == 1 { 0 } else { 1 };
        return Some(NimMove { heap: big as u32, stones: heaps[big] - keep });
    }
    if xor == 0 {
        return Some(fallback);
    }
    // Normal play (and misère with two or more big heaps): leave a nim-sum of zero.
    let i = heaps.iter().position(|&h| h ^ xor < h).expect("a heap has the nim-sum's top bit");
    Some(NimMove { heap: i as u32, stones: heaps[i] - (heaps[i] ^ xor) })
}

/// Every winning move, in the game's order, without looking at every stone: a move wins when it
/// leaves the opponent a lost position, which (Bouton) is a nim-sum of 0 with a heap above one,
/// or under misère only heaps of one, an odd number of them. So in each heap only three counts
/// can win: the one that leaves the nim-sum 0, and taking all or all but one; each is checked.
pub fn winning_moves(heaps: &[u32], misere: bool) -> impl Iterator<Item = NimMove> + '_ {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    heaps.iter().enumerate().flat_map(move |(heap, &size)| {
        let mut counts = [size.saturating_sub(size ^ xor), size.saturating_sub(1), size];
        counts.sort_unstable();
        let mut after = heaps.to_vec();
        let mut last = 0;
        counts
            .into_iter()
            .filter(move |&stones| std::mem::replace(&mut last, stones) != stones && stones >= 1)
            .filter(move |&stones| {
                after[heap] = size - stones;
                !mover_wins(&after, misere)
            })
            .map(move |stones| NimMove { heap: heap as u32, stones })
    })
}

/// The assignment's `play(heaps) -> (heap_index, stones)` under the misère rule: always a valid move
/// while a stone is left. With every heap empty there is no move; it answers `(0, 0)` then.
pub fn play(heaps: &[u32]) -> (usize, u32) {
    perfect_move(heaps, true).map_or((0, 0), |m| (m.heap as usize, m.stones))
}

impl Game for Nim {
    type State = NimState;
    type Move = NimMove;
    /// The heaps in order: equal keys have the same moves (a key that ignored the order would mix
    /// up heap numbers in the table's best moves).
    type Key = Vec<u32>;

    fn to_move(&self, state: &NimState) -> Player {
        state.to_move
    }

    fn legal_moves(&self, state: &NimState, moves: &mut Vec<NimMove>) {
        for (heap, &size) in state.heaps.iter().enumerate() {
            moves.extend((1..=size).map(|stones| NimMove { heap: heap as u32, stones }));
        }
    }

    fn apply(&self, state: &NimState, mv: NimMove) -> NimState {
        let mut heaps = state.heaps.clone();
        heaps[mv.heap as usize] -= mv.stones;
        NimState { heaps, to_move: state.to_move.opponent() }
    }

    fn outcome(&self, state: &NimState) -> Option<Outcome> {
        if state.heaps.iter().any(|&h| h > 0) {
            return None;
        }
        // The opponent took the last stone: under misère that loses, so the mover wins.
        let winner = if self.misere { state.to_move } else { state.to_move.opponent() };
        Some(Outcome::Win(winner))
    }

    fn key(&self, state: &NimState) -> Vec<u32> {
        state.heaps.clone()
    }

    /// The perfect move first: with it alpha-beta proves a won position with one line.
    fn order_moves(&self, state: &NimState, moves: &mut [NimMove]) {
        if let Some(best) = perfect_move(&state.heaps, self.misere)
            && let Some(i) = moves.iter().position(|&m| m == best)
        {
            moves[..=i].rotate_right(1);
        }
    }

    fn notation(&self, mv: NimMove) -> String {
        format!("{}:{}", mv.heap, mv.stones)
    }
}

/// A random starting position: `heaps` heaps of 1 to `max_heap` stones.
pub fn random_start(rng: &mut crate::rng::Rng, heaps: usize, max_heap: u32) -> Vec<u32> {
    (0..heaps).map(|_| 1 + rng.below(max_heap as u64) as u32).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the mover wins, by trying every move (no rule): the reference for the rule.
    fn wins_by_search(heaps: &mut Vec<u32>, misere: bool) -> bool {
        if heaps.iter().all(|&h| h == 0) {
            // The opponent took the last stone: under misère it lost, so the mover has won.
            return misere;
        }
        for heap in 0..heaps.len() {
            for stones in 1..=heaps[heap] {
                heaps[heap] -= stones;
                let opponent_wins = wins_by_search(heaps, misere);
                heaps[heap] += stones;
                if !opponent_wins {
                    return true;
                }
            }
        }
        false
    }

    #[test]
    fn winning_moves_are_every_move_that_wins_by_search() {
        for misere in [false, true] {
            for code in 0..6u32.pow(3) {
                let heaps = vec![code % 6, code / 6 % 6, code / 36];
                let mut expected = Vec::new();
                for heap in 0..3 {
                    for stones in 1..=heaps[heap] {
                        let mut after = heaps.clone();
                        after[heap] -= stones;
                        if !wins_by_search(&mut after, misere) {
                            expected.push(NimMove { heap: heap as u32, stones });
                        }
                    }
                }
                let found: Vec<NimMove> = winning_moves(&heaps, misere).collect();
                assert_eq!(found, expected, "{heaps:?} misère {misere}");
            }
        }
    }

    #[test]
    fn the_labs_facts() {
        let game = Nim { misere: true };
        // 1 0 0: the player not to move wins; 2 0 0: the player to move wins.
        assert!(!mover_wins(&[1, 0, 0], true));
        assert!(mover_wins(&[2, 0, 0], true));
        assert_eq!(perfect_move(&[2, 0, 0], true), Some(NimMove { heap: 0, stones: 1 }));
        let empty = NimState { heaps: vec![0, 0, 0], to_move: Player::Min };
        assert_eq!(game.outcome(&empty), Some(Outcome::Win(Player::Min)));
        assert_eq!(Nim { misere: false }.outcome(&empty), Some(Outcome::Win(Player::Max)));
    }

    #[test]
    fn the_assignments_invalid_moves_are_refused() {
        let heaps = [3, 0];
        assert!(matches!(check_move(&heaps, 2, 1), Err(InvalidMove::NoSuchHeap { .. })));
        assert!(matches!(check_move(&heaps, 1, 1), Err(InvalidMove::TooMany { .. })));
        assert_eq!(check_move(&heaps, 0, 0), Err(InvalidMove::TakesNothing));
        assert!(matches!(check_move(&heaps, 0, 5), Err(InvalidMove::TooMany { .. })));
        assert_eq!(check_move(&heaps, 0, 3), Ok(NimMove { heap: 0, stones: 3 }));
    }

    #[test]
    fn play_answers_every_position_with_a_valid_move() {
        assert_eq!(play(&[0, 0]), (0, 0));
        for heaps in [[1, 0, 0], [0, 0, 1], [5, 5, 0], [1, 1, 1], [0, 7, 1]] {
            let (h, s) = play(&heaps);
            assert!(check_move(&heaps, h, s).is_ok(), "{heaps:?}: ({h}, {s})");
        }
    }
}
