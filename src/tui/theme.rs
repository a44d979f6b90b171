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

/// Whether the user asked for no colour (no-color.org: `NO_COLOR` set and not empty).
pub fn no_colour() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// The frame without its colours, its bold, reverse, underline and crossing-out kept. Under
/// `NO_COLOR` crossterm writes a colour change as an empty `ESC[;m`, which resets every
/// attribute: a wrong practice answer, bold and reversed in red, showed plain. Without colours
/// in the frame, no colour change is written.
pub fn strip_colours(buf: &mut ratatui::buffer::Buffer) {
    for cell in &mut buf.content {
        cell.set_fg(Color::Reset);
        cell.set_bg(Color::Reset);
    }
}
