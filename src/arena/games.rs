//! What each game says in the arena: the position a player reads, the value a referee knows.

use super::tournament::ArenaGame;
use crate::engine::{Game, SearchConfig, search};
use crate::games::connect4::solver::{Solver, Techniques};
use crate::games::connect4::{ConnectFour, Discs};
use crate::games::reversi::{Board, DEFAULT_DEPTH, Reversi};
use crate::games::sum::{SumGame, SumState};
use crate::games::tictactoe::{Grid, TicTacToe};

/// The value for the player to move by the teaching engine searched to the end.
fn exact<G: Game>(game: &G, state: &G::State) -> Option<i8> {
    let result = search(game, state, &SearchConfig::default(), Default::default()).ok()?;
    result.exact.then(|| (result.value * game.to_move(state).sign()).signum() as i8)
}

/// The longest Sum Game the arena plays (each move is asked of a program and judged).
const MAX_SUM_MOVES: u32 = 1_000;

impl ArenaGame for SumGame {
    fn title(&self) -> &'static str {
        "Sum Game"
    }
    fn initial(&self) -> SumState {
        self.start()
    }
    /// One random move first, so that the starts differ.
    fn opening(&self) -> u32 {
        1
    }
    /// `SUM TARGET MOVES`: `7 21 1,3,4`.
    fn question(&self, state: &SumState, _played: &[u32]) -> String {
        let moves: Vec<String> = self.move_set().iter().map(u32::to_string).collect();
        format!("{} {} {}", state.sum, self.target(), moves.join(","))
    }
    fn solved(&self, state: &SumState) -> Option<i8> {
        exact(self, state)
    }
    fn too_long(&self) -> Option<String> {
        let smallest = self.move_set().iter().min().copied().unwrap_or(1).max(1);
        let longest = self.target().div_ceil(smallest);
        (longest > MAX_SUM_MOVES).then(|| {
            format!(
                "a game of up to {longest} moves (target {} by {smallest}s): the arena plays at most {MAX_SUM_MOVES}",
                self.target()
            )
        })
    }
    fn strong_depth(&self) -> u32 {
        6
    }
}

impl ArenaGame for TicTacToe {
    fn title(&self) -> &'static str {
        "Tic-tac-toe"
    }
    fn initial(&self) -> Grid {
        Grid::default()
    }
    /// One random first move: nine different starts.
    fn opening(&self) -> u32 {
        1
    }
    /// The 9-character board, row-major from the top left: `x.o......`.
    fn question(&self, grid: &Grid, _played: &[u8]) -> String {
        grid.text()
    }
    fn solved(&self, grid: &Grid) -> Option<i8> {
        exact(self, grid)
    }
    fn strong_depth(&self) -> u32 {
        9
    }
}

/// Connect Four positions the referee solves: at most this many empty cells (milliseconds each).
const SOLVED_EMPTIES: u8 = 20;

impl ArenaGame for ConnectFour {
    fn title(&self) -> &'static str {
        "Connect Four"
    }
    fn initial(&self) -> Discs {
        Discs::default()
    }
    fn opening(&self) -> u32 {
        4
    }
    /// The columns played, 1-based, as Pons writes positions (`4453`; an empty line at the start).
    fn question(&self, _discs: &Discs, played: &[u8]) -> String {
        played.iter().map(|&c| char::from(b'1' + c)).collect()
    }
    fn solved(&self, discs: &Discs) -> Option<i8> {
        if self.cells() - discs.moves > SOLVED_EMPTIES {
            return None;
        }
        let mut solver = Solver::new(self, Techniques::default(), 1 << 16);
        solver.score(discs, true).ok().map(|s| s.signum() as i8)
    }
    fn strong_depth(&self) -> u32 {
        8
    }
}

impl ArenaGame for Reversi {
    fn title(&self) -> &'static str {
        "Reversi"
    }
    fn initial(&self) -> Board {
        Board::start()
    }
    fn opening(&self) -> u32 {
        2
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
