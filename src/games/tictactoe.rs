//! Tic-tac-toe ("X și 0", SPEC §2): X (MAX) moves first; three in a row wins; a full board is a draw.

use std::fmt;

use crate::engine::{Game, Outcome, Player};

/// The eight lines, as bit masks over squares 0..9 (row-major from the top left).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];
const FULL: u16 = 0b111_111_111;
/// Centre, corners, edges: the order that makes alpha-beta cut early.
const ORDER: [u8; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TicTacToe;

/// X's and O's squares as bits; whose turn follows from the counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Grid {
    pub x: u16,
    pub o: u16,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridError {
    Length(usize),
    Character(char),
    Counts {
        x: u32,
        o: u32,
    },
    BothWon,
    /// `winner` has three in a row, but the other side moved after it.
    PlayedOn {
        winner: char,
    },
    /// `winner` has lines that no single last move could have completed together.
    TooManyLines {
        winner: char,
    },
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::tr;
        let said = match self {
            GridError::Length(n) => tr!("grid-length", n = n.to_string()),
            GridError::Character(c) => tr!("grid-character", c = c.to_string()),
            GridError::Counts { x, o } => tr!("grid-counts", x = x.to_string(), o = o.to_string()),
            GridError::BothWon => tr!("grid-both-won"),
            GridError::PlayedOn { winner } => tr!("grid-played-on", winner = winner.to_string()),
            GridError::TooManyLines { winner } => {
                tr!("grid-too-many-lines", winner = winner.to_string())
            }
        };
        f.write_str(&said)
    }
}

impl std::error::Error for GridError {}

impl Grid {
    /// `x.o......`: nine characters row-major from the top left, `x`, `o` and `.` (or `-`).
    pub fn parse(text: &str) -> Result<Grid, GridError> {
        let chars: Vec<char> = text.trim().chars().collect();
        if chars.len() != 9 {
            return Err(GridError::Length(chars.len()));
        }
        let mut grid = Grid::default();
        for (i, c) in chars.into_iter().enumerate() {
            match c.to_ascii_lowercase() {
                'x' => grid.x |= 1 << i,
                'o' | '0' => grid.o |= 1 << i,
                '.' | '-' => {}
                other => return Err(GridError::Character(other)),
            }
        }
        let (x, o) = (grid.x.count_ones(), grid.o.count_ones());
        if x != o && x != o + 1 {
            return Err(GridError::Counts { x, o });
        }
        if won(grid.x) && won(grid.o) {
            return Err(GridError::BothWon);
        }
        // A winner made the last move, and that one move completed every line it has.
        for (marks, winner, last_mover) in [(grid.x, 'X', x == o + 1), (grid.o, 'O', x == o)] {
            if !won(marks) {
                continue;
            }
            if !last_mover {
                return Err(GridError::PlayedOn { winner });
            }
            let one_move_wins = (0..9).any(|sq| marks & (1 << sq) != 0 && !won(marks & !(1 << sq)));
            if !one_move_wins {
                return Err(GridError::TooManyLines { winner });
            }
        }
        Ok(grid)
    }

    pub fn to_move(&self) -> Player {
        if self.x.count_ones() == self.o.count_ones() { Player::Max } else { Player::Min }
    }

    /// The board as `Grid::parse` reads it: nine characters row-major, `x`, `o` and `.`.
    pub fn text(&self) -> String {
        (0..9).map(|sq| self.at(sq)).collect()
    }

    /// `x`, `o` or `.` for a square.
    pub fn at(&self, square: u8) -> char {
        let bit = 1 << square;
        if self.x & bit != 0 {
            'x'
        } else if self.o & bit != 0 {
            'o'
        } else {
            '.'
        }
    }
}

fn won(squares: u16) -> bool {
    LINES.iter().any(|line| squares & line == *line)
}

impl Grid {
    /// The squares of the three in a row (or rows) that won the game, as a bit mask; 0 while no
    /// one has won.
    pub fn winning_line(&self) -> u16 {
        LINES
            .iter()
            .filter(|&&line| self.x & line == line || self.o & line == line)
            .fold(0, |all, line| all | line)
    }
}

impl Game for TicTacToe {
    type State = Grid;
    /// A square 0..9, row-major from the top left.
    type Move = u8;
    type Key = u32;

    fn to_move(&self, grid: &Grid) -> Player {
        grid.to_move()
    }

    fn legal_moves(&self, grid: &Grid, moves: &mut Vec<u8>) {
        let taken = grid.x | grid.o;
        moves.extend((0..9).filter(|&sq| taken & (1 << sq) == 0));
    }

    fn apply(&self, grid: &Grid, square: u8) -> Grid {
        let bit = 1 << square;
        match grid.to_move() {
            Player::Max => Grid { x: grid.x | bit, ..*grid },
            Player::Min => Grid { o: grid.o | bit, ..*grid },
        }
    }

    fn outcome(&self, grid: &Grid) -> Option<Outcome> {
        if won(grid.x) {
            Some(Outcome::Win(Player::Max))
        } else if won(grid.o) {
            Some(Outcome::Win(Player::Min))
        } else if grid.x | grid.o == FULL {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn key(&self, grid: &Grid) -> u32 {
        grid.x as u32 | (grid.o as u32) << 9
    }

    fn order_moves(&self, _grid: &Grid, moves: &mut [u8]) {
        moves.sort_by_key(|&sq| ORDER.iter().position(|&o| o == sq));
    }

    /// Squares are numbered 1 to 9, row-major from the top left, as on the keyboard.
    fn notation(&self, square: u8) -> String {
        (square + 1).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_parse_and_whose_turn_follows_from_the_counts() {
        let g = Grid::parse("x.o......").unwrap();
        assert_eq!(g.to_move(), Player::Max);
        assert_eq!(Grid::parse("x........").unwrap().to_move(), Player::Min);
        assert_eq!(Grid::parse("xx.......").unwrap_err(), GridError::Counts { x: 2, o: 0 });
        assert_eq!(Grid::parse("x.o").unwrap_err(), GridError::Length(3));
        assert_eq!(Grid::parse("x.q......").unwrap_err(), GridError::Character('q'));
        assert_eq!(Grid::parse("xxxooo...").unwrap_err(), GridError::BothWon);
        assert_eq!(
            TicTacToe.outcome(&Grid::parse("xxxoo....").unwrap()),
            Some(Outcome::Win(Player::Max))
        );
        assert_eq!(TicTacToe.outcome(&Grid::parse("xoxxoxoxo").unwrap()), Some(Outcome::Draw));
    }
}
