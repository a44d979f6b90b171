//! Reversi in the arena: the board and the side to move; the built-in players search with the
//! dedicated engine unless the teaching engine is asked for.

use crate::arena::tournament::{ArenaGame, opened};
use crate::engine::Game;
use crate::games::reversi::{Board, DEFAULT_DEPTH, Reversi};
use crate::rng::Rng;

impl ArenaGame for Reversi {
    /// 2 random moves first, so that the starts differ.
    fn start(&self, rng: &mut Rng) -> (Board, Vec<u8>) {
        opened(self, Board::start(), 2, rng)
    }
    /// The 64-character board (a1..h1, a2..h2, …; `X` black, `O` white, `-` empty) and the side
    /// to move: `---…--- black`.
    fn question(&self, board: &Board, _played: &[u8]) -> String {
        let side =
            if self.to_move(board) == crate::engine::Player::Max { "black" } else { "white" };
        format!("{} {side}", board.text())
    }
    fn solved(&self, _board: &Board) -> Option<i8> {
        None
    }
    fn play_arguments(&self) -> &'static str {
        "text text"
    }
    fn strong_depth(&self) -> u32 {
        DEFAULT_DEPTH
    }
    fn ever_solved(&self) -> bool {
        false
    }
    /// With the dedicated engine (the default; `--engine teaching` leaves the built-in players
    /// to the teaching engine): the dedicated search, the teaching engine's values several
    /// times faster, or the endgame solver where `--exact-endgame N` asks for the end.
    fn dedicated_move(&self, board: &Board, depth: u32) -> Option<u8> {
        use crate::games::reversi::{PASS, endgame, midgame};
        if !self.dedicated {
            return None;
        }
        if board.empties() <= self.exact_endgame.min(endgame::MAX_EMPTIES) {
            let (own, opp) = board.sides();
            let solved = endgame::Endgame::new().solve(own, opp, false).ok()?;
            return Some(solved.best_move.unwrap_or(PASS));
        }
        let mut search = midgame::Midgame::new(*self).with_table_bits(16);
        search.search(board, depth).ok()?.best_move
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{SearchConfig, search};
    use crate::games::reversi::endgame::Endgame;

    /// `--engine teaching` leaves Reversi's built-in players to the teaching engine; the
    /// dedicated engine's move is a best move by the teaching engine's values, and the endgame
    /// solver's where `--exact-endgame` reaches.
    #[test]
    fn reversis_built_in_players_use_the_engine_asked_for() {
        let board = Board::start().play(19).play(18).play(17);
        let teaching = Reversi { dedicated: false, ..Reversi::default() };
        assert_eq!(teaching.dedicated_move(&board, 4), None);
        let dedicated = Reversi { dedicated: true, ..Reversi::default() };
        let mv = dedicated.dedicated_move(&board, 4).expect("the dedicated engine answers");
        let config = SearchConfig { depth: Some(4), ..SearchConfig::default() };
        let best = search(&teaching, &board, &config, Default::default()).unwrap().value;
        let after = search(
            &teaching,
            &board.play(mv),
            &SearchConfig { depth: Some(3), ..config },
            Default::default(),
        )
        .unwrap()
        .value;
        assert_eq!(after, best, "the dedicated move keeps the depth-4 value");

        // A 12-empty position from a fixed game: with --exact-endgame 12 the move keeps the
        // solver's exact margin.
        let mut end = Board::start();
        let mut legal = Vec::new();
        while end.empties() > 12 {
            legal.clear();
            dedicated.legal_moves(&end, &mut legal);
            end = end.play(legal[legal.len() / 2]);
        }
        let exact = Reversi { exact_endgame: 12, ..dedicated };
        let mv = exact.dedicated_move(&end, 1).unwrap();
        let (own, opp) = end.sides();
        let margin = Endgame::new().solve(own, opp, false).unwrap().margin;
        let next = end.play(mv);
        let (o, p) = next.sides();
        let reply = Endgame::new().solve(o, p, false).unwrap().margin;
        let same_side = next.to_move == end.to_move;
        assert_eq!(if same_side { reply } else { -reply }, margin);
    }
}
