//! Connect Four's threats named where they decide (`solve connect4 --explain`): a column where
//! the side to move wins at once, one where the opponent would win next and must be blocked,
//! and two threats at once that cannot both be blocked.

use crate::games::connect4::{ConnectFour, Discs};

/// The columns (1-based) of the cells set in `cells`, left to right.
fn columns(game: &ConnectFour, cells: u128) -> Vec<u8> {
    (0..game.width()).filter(|&c| cells & game.column_mask(c) != 0).map(|c| c + 1).collect()
}

/// "column 3", "columns 3 and 6", "columns 2, 3 and 6".
fn named(columns: &[u8]) -> String {
    let names: Vec<String> = columns.iter().map(u8::to_string).collect();
    match names.split_last() {
        Some((last, [])) => crate::tr!("c4-column", c = last.as_str()),
        Some((last, rest)) => {
            crate::tr!("c4-columns", list = rest.join(", "), last = last.as_str())
        }
        None => String::new(),
    }
}

/// The threats of `discs` that decide, in words: `sides` are the names of the side to move and
/// of the other; `best` the best move's column (0-based), where the proof found one.
pub fn threats(
    game: &ConnectFour,
    discs: &Discs,
    sides: [&str; 2],
    best: Option<u8>,
) -> Vec<String> {
    let [me, you] = sides;
    let possible = game.possible(discs);
    let theirs = discs.current ^ discs.mask;
    let wins = game.winning_cells(discs.current, discs.mask) & possible;
    if wins != 0 {
        return vec![crate::tr!("c4-wins-at-once", me = me, columns = named(&columns(game, wins)))];
    }
    let threats = columns(game, game.winning_cells(theirs, discs.mask) & possible);
    let mut out = Vec::new();
    match threats.len() {
        0 => {}
        1 => out.push(crate::tr!("c4-threat-one", you = you, me = me, columns = named(&threats))),
        _ => out.push(crate::tr!("c4-threat-many", you = you, me = me, columns = named(&threats))),
    }
    // The best move's own threats: two at once cannot both be blocked.
    if let Some(col) = best.filter(|_| threats.is_empty()) {
        let after = game.play(discs, col);
        let mine = after.current ^ after.mask;
        let made = columns(game, game.winning_cells(mine, after.mask) & game.possible(&after));
        if made.len() >= 2 {
            let (col, columns) = ((col + 1).to_string(), named(&made));
            out.push(crate::tr!(
                "c4-threat-made",
                col = col,
                me = me,
                you = you,
                columns = columns
            ));
        }
    }
    out
}
