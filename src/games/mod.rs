//! The games: rules, notation, heuristics and each seed's own API.

/// Puts `item` into `order[..*n]`, kept sorted by key, lowest first, after the items of the same
/// key already there (so ties keep the order the moves came in), and counts it: the move lists
/// of the dedicated solvers, sorted as they are built, without allocating.
#[inline]
pub(crate) fn insert_by_key<M: Copy, K: PartialOrd + Copy>(
    order: &mut [(M, K)],
    n: &mut usize,
    item: (M, K),
) {
    let mut i = *n;
    while i > 0 && order[i - 1].1 > item.1 {
        order[i] = order[i - 1];
        i -= 1;
    }
    order[i] = item;
    *n += 1;
}

pub mod connect4;
pub mod nim;
pub mod reversi;
pub mod sum;
pub mod tictactoe;
pub mod tree;
