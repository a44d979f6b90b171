//! Colours and the shared ways of writing values, in one place.

use ratatui::style::{Color, Modifier, Style};

use crate::engine::Player;

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
