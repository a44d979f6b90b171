//! How the solver foresees, high in the tree, what a move is worth before searching it: the
//! pattern evaluation of the position it leaves, or of a shallow alpha-beta search from there
//! (as Edax's and Egaroucid's endgames order their moves where a subtree is large enough to
//! repay it).

use super::super::pattern::{Features, UNIT, Views, Weights};
use super::super::{flips, moves};
use super::{MAX_EMPTIES, final_margin};

/// A shallow search by the evaluation. Every position it looks at is counted into `nodes`, and
/// the solver adds them to its own: its count is of all the positions a solve looked at.
pub(super) struct Foresight<'w> {
    pub weights: &'w Weights,
    pub nodes: u64,
}

impl Foresight<'_> {
    /// The value of (`own`, `opp`) with `own` to move, whose pattern entries `views` holds,
    /// in the evaluation's units, searched `depth` plies by alpha-beta within (`alpha`,
    /// `beta`), fail-soft: the evaluation at the depth, the final margin where the game ends
    /// first. A pass is not a ply.
    pub fn value(
        &mut self,
        (own, opp): (u64, u64),
        views: &Views,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if depth == 0 {
            return self.weights.value(&Features::viewed(views, own, opp));
        }
        let legal = moves(own, opp);
        if legal == 0 {
            if moves(opp, own) == 0 {
                return final_margin(own, opp) * UNIT as i32;
            }
            return -self.value((opp, own), &views.passed(), depth, -beta, -alpha);
        }
        // Fewest replies first, where there is a ply below to cut. Room for a move an empty
        // square, as the solver's own order (it offers no more than `MAX_EMPTIES`).
        let mut order = [((0u8, 0u64), 0u32); MAX_EMPTIES as usize];
        let mut n = 0;
        let mut rest = legal;
        while rest != 0 {
            let sq = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let f = flips(own, opp, sq);
            let key = if depth > 1 { moves(opp & !f, own | f | 1 << sq).count_ones() } else { 0 };
            crate::games::insert_by_key(&mut order, &mut n, ((sq, f), key));
        }
        let (mut best, mut alpha) = (-i32::MAX, alpha);
        for &((sq, f), _) in &order[..n] {
            let child = (opp & !f, own | f | 1 << sq);
            let v = -self.value(child, &views.after(sq, f), depth - 1, -beta, -alpha);
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::pattern::{played, shipped};

    /// Plain negamax over the evaluation, every move searched: the reference.
    fn negamax(w: &Weights, own: u64, opp: u64, depth: u32) -> i32 {
        if depth == 0 {
            return w.value(&Features::of_sides(own, opp));
        }
        let legal = moves(own, opp);
        if legal == 0 {
            return if moves(opp, own) == 0 {
                final_margin(own, opp) * 64
            } else {
                -negamax(w, opp, own, depth)
            };
        }
        (0..64u8)
            .filter(|&sq| legal & 1 << sq != 0)
            .map(|sq| {
                let f = flips(own, opp, sq);
                -negamax(w, opp & !f, own | f | 1 << sq, depth - 1)
            })
            .max()
            .expect("a move")
    }

    #[test]
    fn foresight_is_negamax_within_its_window_and_a_bound_outside() {
        let weights = shipped().expect("the shipped weights");
        let mut rng = crate::rng::Rng::new(54);
        let mut checked = 0;
        for empties in [30, 24, 18, 12, 4] {
            for _ in 0..6 {
                let Some(board) = played(&mut rng, empties) else { continue };
                let (own, opp) = board.sides();
                for depth in 0..=3 {
                    let exact = negamax(weights, own, opp, depth);
                    let mut f = Foresight { weights, nodes: 0 };
                    let views = Views::of_sides(own, opp);
                    assert_eq!(f.value((own, opp), &views, depth, -i32::MAX, i32::MAX), exact);
                    assert!(f.nodes > u64::from(depth > 0), "every position counted");
                    // A window below the value answers at least its top; above, at most its
                    // bottom.
                    let (low, high) = (exact - 300, exact - 100);
                    assert!(f.value((own, opp), &views, depth, low, high) >= high);
                    let (low, high) = (exact + 100, exact + 300);
                    assert!(f.value((own, opp), &views, depth, low, high) <= low);
                    checked += 1;
                }
            }
        }
        assert!(checked >= 80, "{checked} positions checked");
    }
}
