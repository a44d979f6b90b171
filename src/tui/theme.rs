//! Colours and the shared ways of writing values, in one place.

use ratatui::style::{Color, Modifier, Style};

use crate::engine::Player;
use crate::session::picture::{Ink, Look};

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

/// The style a game's picture asks for with `look`.
pub fn look(look: Look) -> Style {
    let mut style = match look.ink {
        None => Style::new(),
        Some(Ink::Side(p)) => player(p),
        Some(Ink::Key) => Style::new().fg(Color::Yellow),
        Some(Ink::Good) => good(),
        Some(Ink::Bad) => bad(),
        Some(Ink::Disc) => Style::new().fg(Color::White),
        Some(Ink::Red) => Style::new().fg(Color::Red),
        Some(Ink::Yellow) => Style::new().fg(Color::Yellow),
    };
    for (on, modifier) in [
        (look.bold, Modifier::BOLD),
        (look.dim, Modifier::DIM),
        (look.underlined, Modifier::UNDERLINED),
        (look.reversed, Modifier::REVERSED),
    ] {
        if on {
            style = style.add_modifier(modifier);
        }
    }
    style
}
