//! Numbers, values and lines written for people, the same way on every screen and in every
//! command: the engine computes scores, this says what they mean.

use crate::engine::score::{self, INFINITY, Score};

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    crate::i18n::grouped(n)
}

/// Text from a program or a file as it may be shown: each control character but a newline or a
/// tab written out (`\u{1b}`), so that no byte of someone else's reaches the terminal as a
/// command.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\n' | '\t' => c.to_string(),
            c if c.is_control() => c.escape_default().to_string(),
            c => c.to_string(),
        })
        .collect()
}

/// `1 move`, `2 moves`: a count with its noun, singular or plural.
pub fn count(n: u64, singular: &str, plural: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { singular } else { plural })
}

/// A line of moves in at most `width` characters: as many whole moves as fit, then `…`. (No
/// count: a search keeps only the start of a very long line, so the rest is not known here.)
pub fn line(moves: &[String], width: usize) -> String {
    let whole = moves.join(" ");
    if whole.chars().count() <= width {
        return whole;
    }
    let mut shown = String::new();
    for mv in moves {
        let next = if shown.is_empty() { mv.clone() } else { format!("{shown} {mv}") };
        if next.chars().count() + 2 > width {
            break;
        }
        shown = next;
    }
    if shown.is_empty() { "…".to_string() } else { format!("{shown} …") }
}

/// `text` in lines of at most `width` characters, broken between words (a word longer than the
/// width has a line of its own, to be cut where it is shown).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// A text table's column widths: each at least its heading's (a language's may be longer than
/// English's) and at least `least`.
pub fn widths<const N: usize>(heads: &[String; N], least: [usize; N]) -> [usize; N] {
    std::array::from_fn(|i| least[i].max(heads[i].chars().count()))
}

/// A text table's row: the first `left` cells to the left of their columns, the rest to the
/// right, one space apart.
pub fn row<const N: usize>(cells: [&str; N], widths: [usize; N], left: usize) -> String {
    let cell = |(i, text): (usize, &str)| match i < left {
        true => format!("{text:<w$}", w = widths[i]),
        false => format!("{text:>w$}", w = widths[i]),
    };
    let cells: Vec<String> = cells.into_iter().enumerate().map(cell).collect();
    cells.join(" ")
}

/// `+5`, `−5` or `0`, with a real minus sign, for people.
pub fn signed(value: Score) -> String {
    match value.signum() {
        1 => format!("+{value}"),
        -1 => format!("−{}", -value),
        _ => "0".into(),
    }
}

/// The unit written after a number of `count` units, in the form the language gives that count
/// (" disc", " discs"; Czech " kameny" for 3, " kamenů" for 7); nothing without one.
pub fn unit(unit: Option<&str>, count: u64) -> String {
    match unit {
        None => String::new(),
        // The one unit a heuristic counts, named in the language.
        Some("disc") => format!(" {}", crate::tr!("unit-disc", n = count)),
        Some(u) => format!(" {u}{}", if count == 1 { "" } else { "s" }),
    }
}

/// `+0.12`, `−0.12` or `0.00`: a mean, to two places, with a real minus sign.
pub fn signed_decimal(value: f64) -> String {
    // With the language's decimal mark ("+0,33" in Czech).
    let text = crate::i18n::decimal(value.abs(), 2);
    match value {
        _ if format!("{:.2}", value.abs()) == "0.00" => text,
        v if v > 0.0 => format!("+{text}"),
        _ => format!("−{text}"),
    }
}

/// The ends of a search window, `±∞`, if `score` is one.
fn infinite(score: Score) -> Option<String> {
    (score.abs() >= INFINITY).then(|| if score > 0 { "+∞".into() } else { "−∞".into() })
}

/// A score seen from a node `ply` plies below the root, for people: wins and losses as the seed's
/// ±1 with the plies left to the end ("+1 in 3", "−1 now"), heuristic values as numbers, window
/// ends as ±∞.
pub fn text_at(score: Score, ply: u32) -> String {
    text_scaled(score, ply, 1)
}

/// `text_at` for a game that keeps its values multiplied by `scale` (a textbook tree with decimal
/// values keeps thousandths): `2500` at scale 1000 is `+2.5`.
pub fn text_scaled(score: Score, ply: u32, scale: Score) -> String {
    if let Some(end) = infinite(score) {
        return end;
    }
    match score::plies_to_end(score) {
        Some(n) => match n.saturating_sub(ply) {
            0 => format!("{} now", signed(score.signum())),
            left => format!("{} in {left}", signed(score.signum())),
        },
        None if scale == 1 => signed(score),
        None => {
            let text = format!("{:.3}", score.abs() as f64 / scale as f64);
            let text = text.trim_end_matches('0').trim_end_matches('.');
            match score.signum() {
                1 => format!("+{text}"),
                -1 => format!("−{text}"),
                _ => "0".into(),
            }
        }
    }
}

/// What kind of number a value is, from the value's own point of view: what `solve --json`
/// writes beside each value as `kind`, and what the screens write in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Won with best play.
    Win,
    /// Lost with best play.
    Loss,
    /// Drawn with best play.
    Draw,
    /// A textbook tree's utility, exact.
    Utility,
    /// A heuristic estimate: a depth limit left the game open.
    Heuristic,
}

impl Kind {
    /// The kind of `value` (won when positive): `decided` says the game's result is known (no
    /// depth cut, or a win or loss found within it); `utilities` that the game ends in utility
    /// numbers rather than in a win, a draw or a loss.
    pub fn of(value: Score, decided: bool, utilities: bool) -> Kind {
        match (decided, utilities, value.signum()) {
            (false, _, _) => Kind::Heuristic,
            (true, true, _) => Kind::Utility,
            (true, false, 1) => Kind::Win,
            (true, false, -1) => Kind::Loss,
            (true, false, _) => Kind::Draw,
        }
    }
}

/// `text_scaled` where heuristic numbers share the scale with wins (a search to a depth limit):
/// a win or loss is written with its winner's name, so that it visibly outranks every number
/// ("Red wins in 3", not "+1 in 3" beside a heuristic "+12"). `names` are the sides a positive
/// and a negative score favour.
pub fn text_named(score: Score, ply: u32, scale: Score, [up, down]: [&str; 2]) -> String {
    match score::plies_to_end(score) {
        Some(n) if infinite(score).is_none() => {
            let side = if score > 0 { up } else { down };
            match n.saturating_sub(ply) {
                0 => crate::tr!("named-wins-now", side = side),
                left => crate::tr!("named-wins-in", side = side, n = left),
            }
        }
        _ => text_scaled(score, ply, scale),
    }
}

/// The one way the screens write a value: `text_named` with the sides' names (the side a positive
/// score favours first) where heuristic numbers share the scale, else `text_scaled`.
pub fn written(score: Score, ply: u32, scale: Score, names: Option<[&str; 2]>) -> String {
    match names {
        Some(names) => text_named(score, ply, scale, names),
        None => text_scaled(score, ply, scale),
    }
}

/// A root value (MAX's utility) in words, with the game's names for MAX and MIN (`sides`).
/// `exact` says no depth cut was involved.
pub fn verdict(value: Score, exact: bool, [max, min]: [&str; 2]) -> String {
    match score::plies_to_end(value) {
        Some(n) if value > 0 => crate::tr!("value-wins-in", side = max, n = n),
        Some(n) => crate::tr!("value-wins-in", side = min, n = n),
        None if exact && value == 0 => crate::tr!("value-draw"),
        // A game that ends in values rather than wins (a textbook tree).
        None if exact => crate::tr!("value-utility", side_of = crate::i18n::of(max)),
        None => crate::tr!("value-open", side_of = crate::i18n::of(max)),
    }
}

/// A value known exactly, in words, with the game's names for MAX and MIN: with the plies to the
/// end where the value has them (`verdict`), else who wins (a rule's or a solver's +1, 0, −1).
pub fn exact_verdict(value: Score, sides: [&str; 2]) -> String {
    match (score::is_decisive(value), value.signum()) {
        (true, _) => verdict(value, true, sides),
        (false, 1) => crate::tr!("value-wins", side = sides[0]),
        (false, -1) => crate::tr!("value-wins", side = sides[1]),
        (false, _) => crate::tr!("value-draw"),
    }
}

/// A value for the player to move, in words: "wins in 3", "loses in 4", "draws", "+5". `exact`
/// says the search reached every end, so a 0 is a draw rather than an even heuristic.
pub fn for_mover(value: Score, exact: bool, scale: Score) -> String {
    match score::plies_to_end(value) {
        Some(0) if value > 0 => crate::tr!("mover-has-won"),
        Some(n) if value > 0 => crate::tr!("mover-wins-in", n = n),
        Some(n) => crate::tr!("mover-loses-in", n = n),
        None if value == 0 && exact => crate::tr!("mover-draws"),
        None if value == 0 => crate::tr!("mover-even"),
        None => text_scaled(value, 0, scale),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_for_people() {
        use crate::engine::score::decisive;
        assert_eq!(text_at(decisive(true, 3), 0), "+1 in 3");
        assert_eq!(text_at(decisive(false, 4), 0), "−1 in 4");
        assert_eq!(text_at(decisive(true, 3), 3), "+1 now");
        assert_eq!(text_at(-7, 2), "−7");
        assert_eq!(text_at(0, 0), "0");
        assert_eq!(for_mover(decisive(true, 3), true, 1), "wins in 3");
        assert_eq!(text_scaled(-2500, 0, 1000), "−2.5");
        assert_eq!(text_scaled(3000, 0, 1000), "+3");
        assert_eq!(text_named(decisive(true, 3), 1, 1, ["Red", "Yellow"]), "Red wins in 2");
        assert_eq!(text_named(decisive(false, 3), 3, 1, ["Red", "Yellow"]), "Yellow wins now");
        assert_eq!(text_named(-12, 0, 1, ["Red", "Yellow"]), "−12");
        assert_eq!(text_named(-INFINITY, 0, 1, ["Red", "Yellow"]), "−∞");
        assert_eq!(verdict(decisive(false, 1), true, ["X", "O"]), "O wins with best play in 1 ply");
        assert_eq!(
            exact_verdict(decisive(true, 2), ["X", "O"]),
            "X wins with best play in 2 plies"
        );
        assert_eq!(exact_verdict(-1, ["Black", "White"]), "White wins with best play");
        assert_eq!(exact_verdict(0, ["Black", "White"]), "a draw with best play");
    }

    #[test]
    fn kinds_of_values() {
        assert_eq!(Kind::of(1, true, false), Kind::Win);
        assert_eq!(Kind::of(-1, true, false), Kind::Loss);
        assert_eq!(Kind::of(0, true, false), Kind::Draw);
        assert_eq!(Kind::of(0, false, false), Kind::Heuristic);
        assert_eq!(Kind::of(-12, false, false), Kind::Heuristic);
        assert_eq!(Kind::of(3, true, true), Kind::Utility);
        assert_eq!(serde_json::to_string(&Kind::Heuristic).unwrap(), "\"heuristic\"");
    }

    #[test]
    fn numbers_and_lines() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(1234567), "1,234,567");
        assert_eq!(count(1, "move", "moves"), "1 move");
        assert_eq!(count(1000, "move", "moves"), "1,000 moves");
        let moves: Vec<String> = (1..=40).map(|i| i.to_string()).collect();
        assert_eq!(line(&moves[..3], 20), "1 2 3");
        let short = line(&moves, 20);
        assert!(short.chars().count() <= 20, "{short}");
        assert!(short.starts_with("1 2 3") && short.ends_with(" …"), "{short}");
    }
}
