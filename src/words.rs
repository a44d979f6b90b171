//! Numbers and lines written for people, the same way on every screen and in every command.

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;

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
