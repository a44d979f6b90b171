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

/// The style of an ink: a side's name in its colour (`Pictures::side_ink`), a game's mark.
pub fn ink(ink: Ink) -> Style {
    match ink {
        Ink::Side(p) => player(p),
        Ink::Key => Style::new().fg(Color::Yellow),
        Ink::Good => good(),
        Ink::Bad => bad(),
        Ink::Disc => Style::new().fg(Color::White),
        Ink::Red => Style::new().fg(Color::Red),
        Ink::Yellow => Style::new().fg(Color::Yellow),
    }
}

/// The style a game's picture asks for with `look`.
pub fn look(look: Look) -> Style {
    let mut style = look.ink.map_or(Style::new(), ink);
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

/// The colours a frame is shown in. The app draws in the terminal's sixteen named colours (its
/// theme decides their shades); a palette then repaints the frame. Whatever a colour means is
/// also carried by a glyph or by bold, underline and reverse, so `None` loses nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Palette {
    /// The terminal's own colours: MAX cyan, MIN magenta, good green, bad red.
    #[default]
    Standard,
    /// Okabe and Ito's colours, told apart with any colour vision: MAX and good news blue, MIN
    /// orange, bad news vermilion, yellow kept bright (tested under simulated protanopia,
    /// deuteranopia and tritanopia, `tests::colour_blind_pairs_stay_apart`).
    ColourBlind,
    /// No colour at all (`NO_COLOR`): bold, underline, reverse and the glyphs only.
    None,
}

impl Palette {
    /// In the order `P` steps through them.
    pub const ALL: [Palette; 3] = [Palette::Standard, Palette::ColourBlind, Palette::None];

    pub fn name(self) -> &'static str {
        match self {
            Palette::Standard => crate::i18n::word("palette-standard"),
            Palette::ColourBlind => crate::i18n::word("palette-colour-blind"),
            Palette::None => crate::i18n::word("palette-none"),
        }
    }

    /// The next palette in `ALL`, round to the first.
    pub fn next(self) -> Palette {
        let i = Palette::ALL.iter().position(|&p| p == self).unwrap_or(0);
        Palette::ALL[(i + 1) % Palette::ALL.len()]
    }

    /// The palette the app opens with when none is asked for: none under `NO_COLOR`.
    pub fn from_env() -> Palette {
        if no_colour() { Palette::None } else { Palette::Standard }
    }

    /// The colour `colour` is shown as.
    pub fn colour(self, colour: Color) -> Color {
        match self {
            Palette::Standard => colour,
            // xterm's 256 colours nearest Okabe and Ito's: blue #0087d7, orange #ff8700,
            // vermilion #d75f00, yellow #ffff5f.
            Palette::ColourBlind => match colour {
                Color::Cyan | Color::Green => Color::Indexed(32),
                Color::Magenta => Color::Indexed(208),
                Color::Red => Color::Indexed(166),
                Color::Yellow => Color::Indexed(227),
                other => other,
            },
            Palette::None => Color::Reset,
        }
    }

    /// Repaints a drawn frame. Under `None` the colours go and bold, reverse, underline and
    /// crossing-out stay: crossterm, under `NO_COLOR`, writes a colour change as an empty
    /// `ESC[;m`, which resets every attribute (a wrong practice answer, bold and reversed in red,
    /// showed plain); without colours in the frame, no colour change is written.
    pub fn paint(self, buf: &mut ratatui::buffer::Buffer) {
        if self == Palette::Standard {
            return;
        }
        for cell in &mut buf.content {
            cell.set_fg(self.colour(cell.fg));
            cell.set_bg(self.colour(cell.bg));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An sRGB colour in linear light.
    fn linear(c: [u8; 3]) -> [f64; 3] {
        c.map(|v| {
            let v = f64::from(v) / 255.0;
            if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
        })
    }

    /// CIELAB of a linear sRGB colour (D65).
    fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f64| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    /// Machado, Oliveira and Fernandes (2009), severity 1: how a colour looks to someone without
    /// one of the three kinds of cone.
    const DICHROMACIES: [(&str, [[f64; 3]; 3]); 3] = [
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
        (
            "tritanopia",
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ),
    ];

    /// How far apart two colours look with a dichromacy (CIE76 ΔE).
    fn apart(a: [u8; 3], b: [u8; 3], m: &[[f64; 3]; 3]) -> f64 {
        let seen = |c: [u8; 3]| {
            let c = linear(c);
            lab([0, 1, 2].map(|i| (0..3).map(|j| m[i][j] * c[j]).sum::<f64>().clamp(0.0, 1.0)))
        };
        let (a, b) = (seen(a), seen(b));
        (0..3).map(|i| (a[i] - b[i]).powi(2)).sum::<f64>().sqrt()
    }

    /// xterm's 6×6×6 colour cube; its default shades for the sixteen named colours.
    fn rgb(c: Color) -> [u8; 3] {
        match c {
            Color::Indexed(n @ 16..=231) => {
                let level = |i: u8| if i == 0 { 0 } else { 55 + 40 * i };
                let n = n - 16;
                [level(n / 36), level(n / 6 % 6), level(n % 6)]
            }
            Color::Cyan => [0, 205, 205],
            Color::Magenta => [205, 0, 205],
            Color::Green => [0, 205, 0],
            Color::Red => [205, 0, 0],
            Color::Yellow => [205, 205, 0],
            other => panic!("no shade for {other:?}"),
        }
    }

    /// The pairs whose colours say something: MAX and MIN, good and bad news, Connect Four's
    /// Red and Yellow.
    const PAIRS: [(Color, Color); 3] =
        [(Color::Cyan, Color::Magenta), (Color::Green, Color::Red), (Color::Red, Color::Yellow)];

    const FAR_APART: f64 = 30.0;

    #[test]
    fn colour_blind_pairs_stay_apart() {
        for (name, m) in &DICHROMACIES {
            for (a, b) in PAIRS {
                let (a, b) = (Palette::ColourBlind.colour(a), Palette::ColourBlind.colour(b));
                let d = apart(rgb(a), rgb(b), m);
                assert!(d >= FAR_APART, "{a:?} and {b:?} are {d:.0} apart with {name}");
            }
        }
        // What the palette is for: with deuteranopia xterm's green and red,
        // good and bad news, are hard to tell apart.
        let d = apart(rgb(Color::Green), rgb(Color::Red), &DICHROMACIES[1].1);
        assert!(d < FAR_APART, "{d}");
    }

    #[test]
    fn palettes_step_round_and_none_keeps_the_modifiers() {
        let mut p = Palette::Standard;
        for _ in 0..Palette::ALL.len() {
            p = p.next();
        }
        assert_eq!(p, Palette::Standard);
        let mut buf = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 2, 1));
        buf[(0, 0)].set_style(bad().add_modifier(Modifier::REVERSED));
        buf[(1, 0)].set_style(key());
        Palette::None.paint(&mut buf);
        assert_eq!(buf[(0, 0)].fg, Color::Reset);
        assert!(buf[(0, 0)].modifier.contains(Modifier::REVERSED));
        assert!(buf[(1, 0)].modifier.contains(Modifier::BOLD));
    }
}
