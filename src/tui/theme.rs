//! Colours and the shared ways of writing values, in one place.

use ratatui::style::{Color, Modifier, Style};

use crate::engine::score::{self, INFINITY};
use crate::engine::{Player, Score};

pub fn player(p: Player) -> Style {
    match p {
        Player::Max => Style::new().fg(Color::Cyan),
        Player::Min => Style::new().fg(Color::Magenta),
    }
}

pub fn title() -> Style {
    Style::new().add_modifier(Modifier::BOLD)
}

pub fn selected() -> Style {
    Style::new().add_modifier(Modifier::REVERSED)
}

pub fn key() -> Style {
    Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)
}

pub fn good() -> Style {
    Style::new().fg(Color::Green)
}

pub fn bad() -> Style {
    Style::new().fg(Color::Red)
}

pub fn dim() -> Style {
    Style::new().add_modifier(Modifier::DIM)
}

/// A value seen from a node `ply` plies below the root: wins and losses as the seed's ±1 with the
/// plies left to the end ("+1 in 3"), heuristic values as numbers, the window's ends as ±∞.
pub fn value_at(value: Score, ply: u32) -> String {
    if value >= INFINITY {
        return "+∞".into();
    }
    if value <= -INFINITY {
        return "−∞".into();
    }
    match score::plies_to_end(value) {
        Some(n) => {
            let left = n.saturating_sub(ply);
            let sign = if value > 0 { "+1" } else { "−1" };
            if left == 0 { format!("{sign} now") } else { format!("{sign} in {left}") }
        }
        None if value < 0 => format!("−{}", -value),
        None if value > 0 => format!("+{value}"),
        None => "0".into(),
    }
}

/// An α or β bound: ±1 for wins and losses (the distance only matters to the node's own value),
/// ±∞ for an open end, heuristic values as numbers.
pub fn bound(value: Score) -> String {
    if value.abs() >= INFINITY {
        return if value > 0 { "+∞".into() } else { "−∞".into() };
    }
    match score::plies_to_end(value) {
        Some(_) if value > 0 => "+1".into(),
        Some(_) => "−1".into(),
        None if value < 0 => format!("−{}", -value),
        None if value > 0 => format!("+{value}"),
        None => "0".into(),
    }
}

/// A value for the player to move, in words: "wins in 3", "loses in 4", "draws", "+5".
pub fn for_mover(value: Score) -> String {
    match score::plies_to_end(value) {
        Some(0) if value > 0 => "has won".into(),
        Some(n) if value > 0 => format!("wins in {n}"),
        Some(n) => format!("loses in {n}"),
        None if value == 0 => "0 (even)".into(),
        None => format!("{value:+}"),
    }
}
