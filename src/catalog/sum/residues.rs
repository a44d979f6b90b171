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
    let q = to_go % p;
    let below = match least {
        1 => "0".to_string(),
        2 => "0 or 1".to_string(),
        n => format!("0 to {}", n - 1),
    };
    let paired = moves.iter().all(|&x| moves.contains(&(least + most - x)));
    let why = match paired {
        true => format!(
            ": the moves pair up to {p} (x and {p} − x), so whoever leaves such a distance answers each move x with {p} − x and keeps it"
        ),
        false => String::new(),
    };
    let mut lines = vec![format!(
        "the residues decide: with T = {}, the player to move loses exactly when the distance to the target, mod {least} + {most} = {p}, is {below}{why} (true at every distance up to {to_go})",
        braces(moves)
    )];
    let verdict = if rule(to_go) { "wins" } else { "loses" };
    let mut here = format!(
        "here the distance is {} − {sum} = {to_go}, and {to_go} mod {p} = {q}: the player to move {verdict}",
        game.target()
    );
    let leave = moves.iter().find(|&&x| u64::from(x) <= to_go && !rule(to_go - u64::from(x)));
    if let (true, Some(&x)) = (rule(to_go), leave) {
        let left = to_go - u64::from(x);
        here.push_str(&format!(
            " by adding {x}, which leaves {left} ({left} mod {p} = {})",
            left % p
        ));
    }
    lines.push(here);
    Some(lines)
}
