//! Connect Four: two players drop discs into the columns of an upright board (7 wide and 6 high by
//! default, 4 to 9 each way); four in a row (across, up or diagonal) wins, a full board draws.
//! The first player is MAX.
//!
//! Positions are bitboards as in Pascal Pons' solver: each column takes `height + 1` bits (the
//! extra one keeps the shifts that find lines from wrapping into the next column), one bitmap for
//! the stones of the player to move and one for every stone. With 9 columns of 10 bits a board
//! needs 90 bits, so the bitmaps are `u128`; the solver searches in a `u64` where the board fits
//! one (7 × 6 takes 49 bits). Positions are written as Pons writes them: the
//! columns played, 1-based ("4453").

mod history;
pub mod solver;
mod word;

use std::sync::Arc;

use crate::engine::{Game, Outcome, Player, Score};

pub const MIN_SIDE: u8 = 4;
pub const MAX_SIDE: u8 = 9;

/// The board's size and the bitmaps that depend on it.
#[derive(Clone, Debug)]
pub struct ConnectFour {
    width: u8,
    height: u8,
    /// One bit at the bottom of every column.
    bottom: u128,
    /// Every cell of the board (not the extra bit above each column).
    board: u128,
    /// Every window of four cells in a line, for the heuristic.
    windows: Arc<[u128]>,
}

/// A position: the stones of the player to move, every stone, and how many were played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Discs {
    pub current: u128,
    pub mask: u128,
    pub moves: u8,
}

impl Discs {
    /// Whether the first player (MAX, Red) is to move.
    pub fn first_to_move(&self) -> bool {
        self.moves.is_multiple_of(2)
    }

    /// The first player's stones.
    pub fn first_stones(&self) -> u128 {
        if self.first_to_move() { self.current } else { self.current ^ self.mask }
    }
}

impl ConnectFour {
    /// A board `width` columns wide and `height` rows high (4 to 9 each).
    pub fn new(width: u8, height: u8) -> Result<ConnectFour, String> {
        for (side, wide) in [(width, true), (height, false)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
                let (side, least, most) =
                    (side.to_string(), MIN_SIDE.to_string(), MAX_SIDE.to_string());
                return Err(match wide {
                    true => crate::tr!("connect4-width", side = side, least = least, most = most),
                    false => crate::tr!("connect4-height", side = side, least = least, most = most),
                });
            }
        }
        let h1 = height as u32 + 1;
        let bottom = (0..width as u32).fold(0u128, |b, c| b | 1 << (c * h1));
        let board = bottom * ((1u128 << height) - 1);
        let mut windows = Vec::new();
        let cell = |c: i32, r: i32| -> Option<u128> {
            let inside = (0..width as i32).contains(&c) && (0..height as i32).contains(&r);
            inside.then(|| 1u128 << (c as u32 * h1 + r as u32))
        };
        for c in 0..width as i32 {
            for r in 0..height as i32 {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let cells: Option<Vec<u128>> =
                        (0..4).map(|i| cell(c + dc * i, r + dr * i)).collect();
                    if let Some(cells) = cells {
                        windows.push(cells.into_iter().fold(0, |w, b| w | b));
                    }
                }
            }
        }
        Ok(ConnectFour { width, height, bottom, board, windows: windows.into() })
    }

    /// The standard 7 × 6 board.
    pub fn standard() -> ConnectFour {
        ConnectFour::new(7, 6).expect("7 x 6 is a valid board")
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    pub fn cells(&self) -> u8 {
        self.width * self.height
    }

    fn h1(&self) -> u32 {
        self.height as u32 + 1
    }

    pub fn column_mask(&self, col: u8) -> u128 {
        ((1u128 << self.height) - 1) << (col as u32 * self.h1())
    }

    fn top_cell(&self, col: u8) -> u128 {
        1u128 << (self.height as u32 - 1 + col as u32 * self.h1())
    }

    pub fn can_play(&self, discs: &Discs, col: u8) -> bool {
        col < self.width && discs.mask & self.top_cell(col) == 0
    }

    /// The cell a disc dropped into `col` lands on.
    pub fn landing(&self, discs: &Discs, col: u8) -> u128 {
        (discs.mask + (self.bottom & self.column_mask(col))) & self.column_mask(col)
    }

    /// Every cell a disc can be dropped on now (one per column that is not full).
    pub fn possible(&self, discs: &Discs) -> u128 {
        (discs.mask + self.bottom) & self.board
    }

    /// The position after the player to move drops a disc on `cell` (from `possible`).
    pub fn play_cell(&self, discs: &Discs, cell: u128) -> Discs {
        Discs {
            current: discs.current ^ discs.mask,
            mask: discs.mask | cell,
            moves: discs.moves + 1,
        }
    }

    pub fn play(&self, discs: &Discs, col: u8) -> Discs {
        self.play_cell(discs, self.landing(discs, col))
    }

    /// Columns in the order that searches best: from the centre outwards (4, 3, 5, 2, 6, 1, 7).
    pub fn centre_first(&self) -> impl Iterator<Item = u8> + '_ {
        let w = self.width as i32;
        (0..w).map(move |i| (w / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2) as u8)
    }

    /// Whether `stones` hold four in a row.
    pub fn has_four(&self, stones: u128) -> bool {
        let h1 = self.h1();
        [1, h1, h1 - 1, h1 + 1].into_iter().any(|shift| {
            let pairs = stones & (stones >> shift);
            pairs & (pairs >> (2 * shift)) != 0
        })
    }

    /// The empty cells where a stone of `stones` would make four in a row (Pons'
    /// `compute_winning_position`).
    pub fn winning_cells(&self, stones: u128, mask: u128) -> u128 {
        word::winning_cells(stones, self.board ^ mask, self.h1())
    }

    /// Whether dropping into `col` (playable) makes four for the player to move.
    pub fn wins_at_once(&self, discs: &Discs, col: u8) -> bool {
        self.winning_cells(discs.current, discs.mask) & self.landing(discs, col) != 0
    }

    /// The position after the columns of `text` (Pons' notation, 1-based: "4453"), or what is
    /// wrong with it. A position must be unfinished: a move that completes four in a row, or
    /// fills the board, is refused, as in Pons' test sets.
    pub fn parse(&self, text: &str) -> Result<Discs, String> {
        let mut discs = Discs::default();
        for (i, c) in text.trim().chars().enumerate() {
            let col = c.to_digit(10).filter(|&d| (1..=self.width as u32).contains(&d));
            let Some(col) = col.map(|d| d as u8 - 1) else {
                return Err(crate::tr!(
                    "connect4-not-a-column",
                    c = c.to_string(),
                    at = (i + 1).to_string(),
                    width = self.width.to_string()
                ));
            };
            if !self.can_play(&discs, col) {
                let (column, at) = ((col + 1).to_string(), (i + 1).to_string());
                return Err(crate::tr!("connect4-column-full", column = column, at = at));
            }
            if self.wins_at_once(&discs, col) {
                let (at, column) = ((i + 1).to_string(), c.to_string());
                return Err(crate::tr!("connect4-won", at = at, column = column));
            }
            discs = self.play(&discs, col);
            if discs.moves == self.cells() {
                return Err(crate::tr!("connect4-full"));
            }
        }
        Ok(discs)
    }

    /// Pons' score for the player to move when they win with the disc that makes `moves` in all:
    /// the sooner the better (on 7 × 6, 22 minus the winner's stones).
    pub fn win_score(&self, moves: u32) -> Score {
        (self.cells() as Score + 2 - moves as Score) / 2
    }

    /// The plies from a position of `moves` discs to the end of the game, when Pons' score for
    /// the player to move there is `score` with best play (`None` for a draw): the winner's last
    /// disc makes the count `win_score` inverts, of the winner's parity.
    pub fn plies_to_end(&self, moves: u32, score: Score) -> Option<u32> {
        if score == 0 {
            return None;
        }
        let winner_parity = if score > 0 { (moves + 1) % 2 } else { moves % 2 };
        let (cells, s) = (self.cells() as Score, score.abs());
        let last = [cells + 2 - 2 * s, cells + 1 - 2 * s]
            .into_iter()
            .find(|&m| m > moves as Score && m as u32 % 2 == winner_parity)?;
        Some(last as u32 - moves)
    }
}

impl Game for ConnectFour {
    type State = Discs;
    type Move = u8;
    type Key = u128;

    fn to_move(&self, discs: &Discs) -> Player {
        if discs.first_to_move() { Player::Max } else { Player::Min }
    }

    fn legal_moves(&self, discs: &Discs, moves: &mut Vec<u8>) {
        moves.extend(self.centre_first().filter(|&c| self.can_play(discs, c)));
    }

    fn apply(&self, discs: &Discs, col: u8) -> Discs {
        self.play(discs, col)
    }

    fn outcome(&self, discs: &Discs) -> Option<Outcome> {
        // Only the player who just moved can have made four.
        if self.has_four(discs.current ^ discs.mask) {
            Some(Outcome::Win(self.to_move(discs).opponent()))
        } else if discs.moves >= self.cells() {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    /// Open lines for the player to move, minus the opponent's: a window of four with three of
    /// one side's stones and no other counts 8, with two counts 2, with one counts 0 (so that
    /// the values stay small beside the wins' ±1000s).
    fn evaluate(&self, discs: &Discs) -> Score {
        let own = discs.current;
        let theirs = discs.current ^ discs.mask;
        let weight = |n: u32| match n {
            3 => 8,
            2 => 2,
            _ => 0,
        };
        self.windows
            .iter()
            .map(|&w| match ((own & w).count_ones(), (theirs & w).count_ones()) {
                (n, 0) => weight(n),
                (0, n) => -weight(n),
                _ => 0,
            })
            .sum()
    }

    fn key(&self, discs: &Discs) -> u128 {
        discs.current + discs.mask
    }

    /// Moves that win at once first, then moves that make the most places to win later (Pons'
    /// threat ordering); the centre-first order breaks ties.
    fn order_moves(&self, discs: &Discs, moves: &mut [u8]) {
        let threats = |col: u8| {
            let cell = self.landing(discs, col);
            if self.winning_cells(discs.current, discs.mask) & cell != 0 {
                return u32::MAX;
            }
            self.winning_cells(discs.current | cell, discs.mask | cell).count_ones()
        };
        moves.sort_by_key(|&c| std::cmp::Reverse(threats(c)));
    }

    fn notation(&self, col: u8) -> String {
        (col + 1).to_string()
    }
}

/// The number of move sequences of `depth` moves from `discs` (a game that ends early counts
/// once): a check on the move generation.
pub fn perft(game: &ConnectFour, discs: &Discs, depth: u32) -> u64 {
    if depth == 0 || game.outcome(discs).is_some() {
        return 1;
    }
    (0..game.width)
        .filter(|&c| game.can_play(discs, c))
        .map(|c| perft(game, &game.play(discs, c), depth - 1))
        .sum()
}

/// The position as rows from the top, `x` for the first player, `o` for the second, `.` empty.
pub fn rows(game: &ConnectFour, discs: &Discs) -> Vec<String> {
    let first = discs.first_stones();
    (0..game.height)
        .rev()
        .map(|r| {
            (0..game.width)
                .map(|c| {
                    let bit = 1u128 << (c as u32 * game.h1() + r as u32);
                    match (discs.mask & bit != 0, first & bit != 0) {
                        (false, _) => '.',
                        (true, true) => 'x',
                        (true, false) => 'o',
                    }
                })
                .collect()
        })
        .collect()
}

/// The cells of a four in a row of `stones`, if there is one (to highlight at the end).
pub fn four_cells(game: &ConnectFour, stones: u128) -> u128 {
    game.windows.iter().filter(|&&w| stones & w == w).fold(0, |all, &w| all | w)
}

/// The cell bit of column `col`, row `row` (row 0 at the bottom).
pub fn cell(game: &ConnectFour, col: u8, row: u8) -> u128 {
    1u128 << (col as u32 * game.h1() + row as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_go_from_the_centre_out() {
        let order: Vec<u8> = ConnectFour::standard().centre_first().collect();
        assert_eq!(order, vec![3, 2, 4, 1, 5, 0, 6]);
        let order: Vec<u8> = ConnectFour::new(4, 4).unwrap().centre_first().collect();
        assert_eq!(order, vec![2, 1, 3, 0]);
    }

    #[test]
    fn positions_are_read_as_pons_writes_them() {
        let game = ConnectFour::standard();
        let discs = game.parse("4453").unwrap();
        assert_eq!(discs.moves, 4);
        assert_eq!(&rows(&game, &discs)[4..], ["...o...", "..oxx.."]);
        assert!(game.parse("48").unwrap_err().contains("not a column"));
        assert!(game.parse("4444444").unwrap_err().contains("column 4 is full"));
        assert!(game.parse("1212121").unwrap_err().contains("wins the game"));
        assert!(ConnectFour::new(3, 6).is_err() && ConnectFour::new(10, 6).is_err());
    }

    #[test]
    fn four_in_a_row_is_found_in_every_direction() {
        let game = ConnectFour::standard();
        for (moves, last) in
            [("1212121", 7), ("1122334", 7), ("12233434474", 11), ("76655454414", 11)]
        {
            let mut discs = Discs::default();
            for (i, c) in moves.chars().enumerate() {
                let col = c.to_digit(10).unwrap() as u8 - 1;
                assert_eq!(game.wins_at_once(&discs, col), i + 1 == last, "{moves} at {i}");
                discs = game.play(&discs, col);
            }
            assert_eq!(game.outcome(&discs), Some(Outcome::Win(Player::Max)), "{moves}");
        }
    }
}
