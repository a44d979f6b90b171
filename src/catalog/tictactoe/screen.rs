//! Tic-tac-toe on screen: the 3x3 grid with square numbers on the free squares (type one to play
//! there), the last move and the cursor's square marked.

use crate::catalog::Entry;
use crate::engine::Player;
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::session::picture::{Look, Picture, Row, Span};
use crate::session::{Position, SessionGame};

impl SessionGame for TicTacToe {
    fn title(&self) -> &'static str {
        // The entry says it once, for every front end.
        super::TICTACTOE.title()
    }

    fn side_name(&self, p: Player) -> &'static str {
        if p == Player::Max { "X" } else { "O" }
    }

    fn end_reason(&self, grid: &Grid) -> String {
        use crate::engine::{Game, Outcome};
        match self.outcome(grid) {
            Some(Outcome::Win(p)) => format!("{} made three in a row", self.side_name(p)),
            _ => "the board is full".into(),
        }
    }

    fn move_effect(&self, grid: &Grid, square: u8) -> String {
        let (row, col) = (square / 3 + 1, square % 3 + 1);
        format!("{} on row {row}, column {col}", self.side_name(grid.to_move()))
    }

    fn describe_state(&self, grid: &Grid) -> String {
        let rows: Vec<String> =
            (0..3).map(|r| (0..3).map(|c| grid.at(r * 3 + c)).collect()).collect();
        rows.join("/")
    }

    fn cell(&self, square: u8) -> Option<(u8, u8)> {
        Some((square % 3, square / 3))
    }

    fn position_height(&self, _grid: &Grid) -> u16 {
        5
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let grid = position.state;
        let last = position.previous.map(|(_, mv)| mv);
        let mut rows = Vec::new();
        for r in 0..3u8 {
            let mut spans = vec![Span::plain(" ")];
            for c in 0..3u8 {
                let sq = r * 3 + c;
                let text = match grid.at(sq) {
                    'x' => Span::new(" X ", Look::side(Player::Max).bold()),
                    'o' => Span::new(" O ", Look::side(Player::Min).bold()),
                    _ => Span::new(format!(" {} ", sq + 1), Look::PLAIN.dim()),
                };
                let text = if Some(sq) == position.selected {
                    Span { look: Look::selected(), ..text }
                } else if Some(sq) == last {
                    Span { look: text.look.underlined(), ..text }
                } else {
                    text
                };
                spans.push(text);
                if c < 2 {
                    spans.push(Span::plain("│"));
                }
            }
            rows.push(Row::new(spans));
            if r < 2 {
                rows.push(Row::plain(" ───┼───┼───"));
            }
        }
        Picture::text(rows)
    }
}
