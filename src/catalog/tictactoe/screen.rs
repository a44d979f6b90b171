//! Tic-tac-toe on screen: the 3x3 grid with square numbers on the free squares (type one to play
//! there), the last move and the cursor's square marked.

use crate::catalog::Entry;
use crate::engine::Player;
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::session::picture::{Look, Picture, Row, Span};
use crate::session::{Position, SessionGame};

impl SessionGame for TicTacToe {
    fn position_params(&self, grid: &Grid, _: &[String]) -> Vec<(&'static str, String)> {
        vec![("board", grid.text())]
    }

    fn title(&self) -> &'static str {
        // The entry says it once, for every front end.
        crate::i18n::word(&crate::catalog::game_message(super::TICTACTOE.key(), false))
    }

    fn side_name(&self, p: Player) -> &'static str {
        if p == Player::Max { "X" } else { "O" }
    }

    fn end_reason(&self, grid: &Grid) -> String {
        use crate::engine::{Game, Outcome};
        match self.outcome(grid) {
            Some(Outcome::Win(p)) => crate::tr!("tictactoe-end", side = self.side_name(p)),
            _ => crate::tr!("board-full"),
        }
    }

    fn move_effect(&self, grid: &Grid, square: u8) -> String {
        let (row, col) = (square / 3 + 1, square % 3 + 1);
        let (row, column) = (row.to_string(), col.to_string());
        crate::tr!(
            "tictactoe-effect",
            side = self.side_name(grid.to_move()),
            row = row,
            column = column
        )
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
        // The three in a row, reversed as well as coloured, so it reads without colour too.
        let line = grid.winning_line();
        let mut rows = Vec::new();
        for r in 0..3u8 {
            let mut spans = vec![Span::plain(" ")];
            for c in 0..3u8 {
                let sq = r * 3 + c;
                let text = match grid.at(sq) {
                    'x' => Span::new(" X ", Look::side(Player::Max).bold()),
                    'o' => Span::new(" O ", Look::side(Player::Min).bold()),
                    _ => match position.best_mark(sq) {
                        Some(mark) => Span::new(format!("{}{} ", mark.text, sq + 1), mark.look),
                        None => Span::new(format!(" {} ", sq + 1), Look::PLAIN.dim()),
                    }
                    .plays((sq + 1).to_string()),
                };
                let text = if Some(sq) == position.selected {
                    Span { look: Look::selected(), ..text }
                } else if line & (1 << sq) != 0 {
                    Span { look: Look { reversed: true, ..Look::good().bold() }, ..text }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The three in a row of a won game is drawn reversed (and in the good colour), so that it
    /// reads without colour; no other square is.
    #[test]
    fn the_winning_line_is_reversed() {
        // X on the diagonal 1, 5, 9.
        let grid = Grid::parse("XO.OX...X").unwrap();
        assert_eq!(grid.winning_line(), 0b100_010_001);
        let position =
            Position { state: &grid, previous: None, history: &[], selected: None, best: vec![] };
        let picture = TicTacToe.picture(&position);
        let crate::session::picture::Part::Text(rows) = &picture.parts[0].1 else {
            panic!("a text picture")
        };
        let reversed: Vec<String> = rows
            .iter()
            .flat_map(|r| &r.spans)
            .filter(|s| s.look.reversed)
            .map(|s| s.text.trim().to_string())
            .collect();
        assert_eq!(reversed, ["X", "X", "X"]);
        let start = Grid::parse(".........").unwrap();
        assert_eq!(start.winning_line(), 0);
    }
}
