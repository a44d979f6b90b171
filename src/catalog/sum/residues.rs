//! The Sum Game's residues, where they decide (`solve sum --explain`): with p the smallest move
//! plus the largest, the player to move often loses exactly when the distance to the target,
//! taken mod p, is below the smallest move — each move x answered by p − x keeps the residue,
//! until the distance is too small to move without overshooting. The rule is stated only where
//! the game's own win/loss table agrees with it at every distance up to the position's.

use crate::games::sum::{SumGame, braces};

/// Whether the player to move at each distance 0..=`to_go` from the target wins (at 0 the game
/// is over: the other player hit the target).
fn table(moves: &[u32], to_go: u64) -> Vec<bool> {
    let mut wins = vec![false; to_go as usize + 1];
    for d in 1..=to_go as usize {
        // A move of exactly `d` hits the target; a larger one overshoots and loses.
        wins[d] =
            moves.iter().any(|&x| x as usize == d || (x as usize) < d && !wins[d - x as usize]);
    }
    wins
}

/// The residue rule for the position at `sum`, in words, where it holds at every distance up to
/// the position's; `None` where it does not (the table decides alone).
pub fn residues(game: &SumGame, sum: u64) -> Option<Vec<String>> {
    let moves = game.move_set();
    let (&least, &most) = (moves.first()?, moves.last()?);
    let p = u64::from(least + most);
    let to_go = u64::from(game.target()).checked_sub(sum).filter(|&r| r > 0)?;
    let wins = table(moves, to_go);
    let rule = |d: u64| d % p >= u64::from(least);
    if !(1..=to_go).all(|d| wins[d as usize] == rule(d)) {
        return None;
    }
    let below = match least {
        1 => "0".to_string(),
        2 => crate::tr!("sum-below-two"),
        n => crate::tr!("sum-below-range", top = (n - 1).to_string()),
    };
    let paired = moves.iter().all(|&x| moves.contains(&(least + most - x)));
    // Every number here is a distance or a sum written as the game writes it: never grouped.
    let mut args = crate::i18n::FluentArgs::new();
    for (name, value) in [("least", u64::from(least)), ("most", u64::from(most)), ("p", p)] {
        args.set(name, value.to_string());
    }
    for (name, value) in [("to_go", to_go), ("q", to_go % p), ("sum", sum)] {
        args.set(name, value.to_string());
    }
    args.set("target", game.target().to_string());
    args.set("moves", braces(moves));
    args.set("below", below);
    let id = if paired { "sum-why-residues-paired" } else { "sum-why-residues" };
    let mut lines = vec![crate::i18n::text(id, Some(&args))];
    let leave = moves.iter().find(|&&x| u64::from(x) <= to_go && !rule(to_go - u64::from(x)));
    let here = match (rule(to_go), leave) {
        (true, Some(&x)) => {
            let left = to_go - u64::from(x);
            args.set("x", x.to_string());
            args.set("left", left.to_string());
            args.set("r", (left % p).to_string());
            "sum-why-here-by"
        }
        (true, None) => "sum-why-here-wins",
        (false, _) => "sum-why-here-loses",
    };
    lines.push(crate::i18n::text(here, Some(&args)));
    Some(lines)
}
