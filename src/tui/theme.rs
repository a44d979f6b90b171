//! Colours and the shared ways of writing values, in one place.

use ratatui::style::{Color, Modifier, Style};

use crate::engine::score;
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

/// A value for the player to move, in words: "wins in 3", "loses in 4", "draws", "+5". `exact`
/// says the search reached every end, so a 0 is a draw rather than an even heuristic.
pub fn for_mover(value: Score, exact: bool) -> String {
    match score::plies_to_end(value) {
        Some(0) if value > 0 => "has won".into(),
        Some(n) if value > 0 => format!("wins in {n}"),
        Some(n) => format!("loses in {n}"),
        None if value == 0 && exact => "draws".into(),
        None if value == 0 => "0 (even)".into(),
        None => score::text_at(value, 0),
    }
}
