//! A position drawn for any screen: rows of styled text, stacked or side by side, and gauges. A
//! game says how its position looks here, in terms of what each part means (a side's disc, the
//! last move, a legal move); the app turns a picture into widgets and a look into colours, in
//! one place. Nothing here knows ratatui.

use crate::engine::Player;

/// What a piece of text means, which the app shows as a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// A side's own colour (its discs, its marks).
    Side(Player),
    /// Something to look at first: the last move, a key.
    Key,
    /// Good news: a legal move, a winning line.
    Good,
    /// Bad news: stones about to go, a forced pass.
    Bad,
    /// A disc drawn bright on the board, whichever its side (Reversi's ● and ○).
    Disc,
    /// The colour a game's own pieces are named by (Connect Four's red and yellow discs).
    Red,
    Yellow,
}

/// How a piece of text looks: its ink and its emphasis.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub ink: Option<Ink>,
    pub bold: bool,
    pub dim: bool,
    pub underlined: bool,
    /// Drawn in reverse: the cursor.
    pub reversed: bool,
}

impl Look {
    pub const PLAIN: Look =
        Look { ink: None, bold: false, dim: false, underlined: false, reversed: false };

    pub const fn ink(ink: Ink) -> Look {
        Look { ink: Some(ink), ..Look::PLAIN }
    }

    pub const fn side(p: Player) -> Look {
        Look::ink(Ink::Side(p))
    }

    /// A key thing, in bold.
    pub const fn key() -> Look {
        Look { bold: true, ..Look::ink(Ink::Key) }
    }

    pub const fn good() -> Look {
        Look::ink(Ink::Good)
    }

    pub const fn bad() -> Look {
        Look::ink(Ink::Bad)
    }

    /// The cursor.
    pub const fn selected() -> Look {
        Look { reversed: true, ..Look::PLAIN }
    }

    pub const fn bold(self) -> Look {
        Look { bold: true, ..self }
    }

    pub const fn dim(self) -> Look {
        Look { dim: true, ..self }
    }

    pub const fn underlined(self) -> Look {
        Look { underlined: true, ..self }
    }
}

/// Text in one look.
#[derive(Clone, Debug, PartialEq)]
pub struct Span {
    pub text: String,
    pub look: Look,
    /// The move a click here plays, in notation (a square, a column, a heap's stones).
    pub target: Option<String>,
}

impl Span {
    pub fn new(text: impl Into<String>, look: Look) -> Span {
        Span { text: text.into(), look, target: None }
    }

    /// The same text, clicked to play `mv` (in notation).
    pub fn plays(self, mv: impl Into<String>) -> Span {
        Span { target: Some(mv.into()), ..self }
    }

    pub fn plain(text: impl Into<String>) -> Span {
        Span::new(text, Look::PLAIN)
    }
}

/// One row of text: its spans, each drawn in its own look over the row's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Row {
    pub spans: Vec<Span>,
    pub look: Look,
}

impl Row {
    pub fn new(spans: Vec<Span>) -> Row {
        Row { spans, look: Look::PLAIN }
    }

    pub fn plain(text: impl Into<String>) -> Row {
        Row::new(vec![Span::plain(text)])
    }

    /// The row in `look` (its spans' own looks drawn over it).
    pub fn look(self, look: Look) -> Row {
        Row { look, ..self }
    }

    /// The row's text alone.
    pub fn text(&self) -> String {
        self.spans.iter().map(|s| s.text.as_str()).collect()
    }
}

/// A part of a picture.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// Rows of text, cut at the edge.
    Text(Vec<Row>),
    /// Rows of text, words wrapped at the edge.
    Wrapped(Vec<Row>),
    /// A bar filled to `ratio` (0 to 1), with a label across it.
    Gauge { ratio: f64, label: String, look: Look },
}

/// How a picture's parts share its area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrange {
    /// One under another.
    Stacked,
    /// Side by side.
    Across,
}

/// A position drawn: its parts, each with its size (rows when stacked, columns across; `None`
/// takes what is left).
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub arrange: Arrange,
    pub parts: Vec<(Option<u16>, Part)>,
}

impl Picture {
    /// Rows of text filling the area.
    pub fn text(rows: Vec<Row>) -> Picture {
        Picture { arrange: Arrange::Stacked, parts: vec![(None, Part::Text(rows))] }
    }

    /// The picture's text, row by row, parts in order (for tests and plain output).
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (_, part) in &self.parts {
            match part {
                Part::Text(rows) | Part::Wrapped(rows) => out.extend(rows.iter().map(Row::text)),
                Part::Gauge { label, .. } => out.push(label.clone()),
            }
        }
        out
    }
}
