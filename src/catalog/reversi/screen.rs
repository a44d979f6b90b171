//! Reversi on screen: the board with files a–h and ranks 1–8, legal moves marked, the last move
//! and the discs it turned highlighted, the disc counts, and passes announced.

use std::time::Instant;

use crate::catalog::Entry;
use crate::engine::search::{Cancelled, Control};
use crate::engine::{Game, Outcome, Player, SearchConfig};
use crate::games::reversi::endgame::{Endgame, MAX_EMPTIES, SOLVED_FROM, Solved, final_margin};
use crate::games::reversi::midgame::{CLOCK_DEPTH, Midgame};
use crate::games::reversi::{Board, DEFAULT_DEPTH, Heuristic, PASS, Reversi, square_name};
use crate::session::picture::{Arrange, Ink, Look, Part, Picture, Row, Span};
use crate::session::{Decided, Position, RuleAnswer, SessionGame, Source};
use crate::tr;

/// The most empty squares the teaching engine solves to the end within seconds.
const MAX_UNLIMITED_EMPTIES: u32 = 14;

impl SessionGame for Reversi {
    fn position_params(&self, board: &Board, _: &[String]) -> Vec<(&'static str, String)> {
        let to_move = if board.to_move == Player::Max { "black" } else { "white" };
        vec![("board", board.text()), ("to-move", to_move.to_string())]
    }

    fn title(&self) -> &'static str {
        // The entry says it once, for every front end.
        crate::i18n::word(&crate::catalog::game_message(super::REVERSI.key(), false))
    }

    fn side_name(&self, p: Player) -> &'static str {
        crate::i18n::word(if p == Player::Max { "side-black" } else { "side-white" })
    }

    fn end_reason(&self, board: &Board) -> String {
        let (b, w) = (board.black.count_ones(), board.white.count_ones());
        match self.outcome(board) {
            // Follows the headline "Black (you) wins!": the count, and the margin as the
            // endgame solver scores it (squares left empty go to the winner).
            Some(Outcome::Win(p)) => {
                let (won, lost) = if p == Player::Max { (b, w) } else { (w, b) };
                let empty = 64 - won - lost;
                let margin = won + empty - lost;
                match empty {
                    0 => tr!("reversi-end-margin", won = won, lost = lost, margin = margin),
                    _ => tr!(
                        "reversi-end-margin-empty",
                        won = won,
                        lost = lost,
                        empty = empty,
                        margin = margin
                    ),
                }
            }
            _ => tr!("reversi-end-equal", black = b, white = w),
        }
    }

    fn move_effect(&self, board: &Board, mv: u8) -> String {
        if mv == PASS {
            return tr!("reversi-passes", side = self.side_name(board.to_move));
        }
        let (own, opp) = board.sides();
        let turned = crate::games::reversi::flips(own, opp, mv).count_ones();
        tr!("reversi-turns", n = turned)
    }

    /// The discs, as the narration names a position ("White at discs 3–2 tries c5": the side to
    /// move is the narration's own subject, so not said again).
    fn describe_state(&self, board: &Board) -> String {
        tr!("reversi-position", black = board.black.count_ones(), white = board.white.count_ones())
    }

    /// Rank 8 is drawn at the top.
    fn cell(&self, mv: u8) -> Option<(u8, u8)> {
        // Lazily: a pass has no square (and 7 - 64 / 8 underflows).
        (mv != PASS).then(|| (mv % 8, 7 - mv / 8))
    }

    /// Past what the teaching engine solves in seconds, an exact endgame asked for
    /// (`--exact-endgame N`) is answered by the dedicated endgame solver: the exact margin, and
    /// each move's verdict (no tree: the panel says so).
    fn by_rule(&self, board: &Board, control: Control<'_>) -> Option<RuleAnswer<u8>> {
        let empties = board.empties();
        let asked = self.exact_endgame.min(MAX_EMPTIES);
        if empties <= MAX_UNLIMITED_EMPTIES || empties > asked || self.outcome(board).is_some() {
            return None;
        }
        self.solve_each(board, control, true)
    }

    /// The endgame solver values every move, from `SOLVED_FROM` empty squares (the computer's
    /// own threshold, or `--exact-endgame N` if more), when it answers within `budget`: each
    /// move's exact margin, beside the teaching engine's depth-limited search.
    fn solve_moves(
        &self,
        board: &Board,
        budget: std::time::Duration,
        control: Control<'_>,
    ) -> Option<RuleAnswer<u8>> {
        let threshold = self.exact_endgame.clamp(SOLVED_FROM, MAX_EMPTIES);
        if board.empties() > threshold || self.outcome(board).is_some() {
            return None;
        }
        self.solve_each(board, control.within(budget), false)
    }

    /// With the dedicated engine chosen, the computer's moves: solved to the end by the
    /// endgame solver from `SOLVED_FROM` empty squares (or `--exact-endgame N`, if more), else
    /// searched to the depth limit by the dedicated search, deepening on the clock when one is
    /// set; both on the machine's cores.
    fn decide(
        &self,
        board: &Board,
        config: &SearchConfig,
        control: Control<'_>,
    ) -> Option<Result<Decided<u8>, Cancelled>> {
        if !self.dedicated || self.outcome(board).is_some() {
            return None;
        }
        let started = Instant::now();
        let cores = crate::games::reversi::cores();
        if board.empties() <= self.exact_endgame.clamp(SOLVED_FROM, MAX_EMPTIES) {
            let (own, opp) = board.sides();
            return Some(
                Endgame::solve_threads(own, opp, false, cores, control)
                    .map(|root| Decided::Solved(self.solved(board, &root, Vec::new()))),
            );
        }
        // On a clock with no depth limit, as deep as the clock allows.
        let limit =
            config.depth.unwrap_or(if config.time.is_some() { CLOCK_DEPTH } else { DEFAULT_DEPTH });
        let found = Midgame::search_threads(*self, board, limit, cores, control, config.time);
        Some(found.map(|found| {
            let (depth, nodes) = (found.depth, found.nodes);
            let seconds = crate::i18n::decimal(started.elapsed().as_secs_f64(), 2);
            Decided::Searched {
                value: found.value,
                decided: crate::engine::score::is_decisive(found.value),
                best: found.best_move.unwrap_or(PASS),
                depth: found.depth,
                // "By the clock" when the clock, not the depth limit, stopped the deepening.
                note: match found.depth < limit {
                    true => {
                        tr!("reversi-engine-clock", depth = depth, nodes = nodes, seconds = seconds)
                    }
                    false => tr!("reversi-engine", depth = depth, nodes = nodes, seconds = seconds),
                },
            }
        }))
    }

    fn heuristic_unit(&self) -> Option<&'static str> {
        // `strong` weighs corners, mobility and squares: points of no unit.
        (self.heuristic != Heuristic::Strong).then_some("disc")
    }

    fn engine_note(&self) -> Option<String> {
        let heuristic = format!("{:?}", self.heuristic).to_lowercase();
        Some(match self.dedicated {
            true => tr!("reversi-note-dedicated", heuristic = heuristic),
            false => tr!("reversi-note", heuristic = heuristic),
        })
    }

    fn unlimited_search(&self, board: &Board) -> Result<(), String> {
        match board.empties() {
            n if n <= MAX_UNLIMITED_EMPTIES => Ok(()),
            n => Err(tr!("reversi-unlimited", n = n, last = MAX_UNLIMITED_EMPTIES)),
        }
    }

    fn position_height(&self, _board: &Board) -> u16 {
        9
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let board = position.state;
        let legal = board.mover_moves();
        let (last, turned) = match position.previous {
            Some((before, mv)) if mv != PASS => {
                let (own, opp) = before.sides();
                (Some(mv), crate::games::reversi::flips(own, opp, mv))
            }
            _ => (None, 0),
        };
        let mut grid = vec![Row::plain("   a b c d e f g h").look(Look::PLAIN.dim())];
        // Rank 8 at the top, as on a printed board.
        for rank in (0..8u8).rev() {
            let mut spans = vec![Span::new(format!(" {}", rank + 1), Look::PLAIN.dim())];
            for file in 0..8u8 {
                let sq = rank * 8 + file;
                let bit = 1u64 << sq;
                // The last disc played its own shape (◉ ◎) and the discs it turned underlined, as
                // well as coloured, so that they read without colour: under NO_COLOR the last
                // move was bold like every Black disc, and the turned discs plain.
                let is_last = Some(sq) == last;
                let (text, mut look) = match board.at(sq) {
                    'X' if is_last => (" ◉", Look::key()),
                    'O' if is_last => (" ◎", Look::key()),
                    'X' => (" ●", Look::ink(Ink::Disc).bold()),
                    'O' => (" ○", Look::ink(Ink::Disc)),
                    _ if legal & bit != 0 => match position.best_mark(sq) {
                        Some(mark) if mark.text == "★" => (" ★", mark.look),
                        Some(mark) => (" ☆", mark.look),
                        // A shape of its own: "·" beside the empty "." read alike without
                        // colour.
                        None => (" +", Look::good()),
                    },
                    _ => (" .", Look::PLAIN),
                };
                if turned & bit != 0 {
                    look = Look::side(Player::Min).underlined();
                }
                if Some(sq) == position.selected {
                    look = Look::selected();
                }
                let span = Span::new(text, look);
                spans.push(if legal & bit != 0 { span.plays(square_name(sq)) } else { span });
            }
            grid.push(Row::new(spans));
        }
        let mut info = vec![
            Row::plain(format!("● {} {}", self.side_name(Player::Max), board.black.count_ones())),
            Row::plain(format!("○ {} {}", self.side_name(Player::Min), board.white.count_ones())),
            Row::plain(tr!("reversi-picture-empty", n = board.empties())).look(Look::PLAIN.dim()),
        ];
        // Notes of at most 16 characters, the room beside the board at 80x24 ("White played
        // a8, turned 2" was cut after the comma).
        if let Some((before, mv)) = position.previous {
            let side = self.side_name(before.to_move);
            if mv == PASS {
                info.push(Row::plain(tr!("reversi-picture-passed", side = side)).look(Look::key()));
            } else {
                info.push(
                    Row::plain(tr!(
                        "reversi-picture-played",
                        side = side,
                        square = square_name(mv)
                    ))
                    .look(Look::key()),
                );
                let turned = tr!("reversi-picture-turned", n = turned.count_ones());
                info.push(Row::plain(turned).look(Look::key()));
            }
        }
        if legal == 0 && !board.is_over() {
            let pass = tr!("reversi-picture-must-pass", side = self.side_name(board.to_move));
            info.push(Row::plain(pass).look(Look::bad()));
        }
        info.push(Row::plain(tr!("reversi-picture-legal")).look(Look::good()));
        Picture {
            arrange: Arrange::Across,
            parts: vec![(Some(20), Part::Text(grid)), (None, Part::Text(info))],
        }
    }
}

impl Reversi {
    /// The endgame solver's answer for `board` and every move from it: each move's margin (with
    /// `wld`, only who wins after it, which is much faster); `None` if stopped.
    fn solve_each(&self, board: &Board, control: Control<'_>, wld: bool) -> Option<RuleAnswer<u8>> {
        let started = std::time::Instant::now();
        let mut solver = Endgame::new().with_control(control);
        let (own, opp) = board.sides();
        let root = solver.solve(own, opp, false).ok()?;
        let mut legal = Vec::new();
        self.legal_moves(board, &mut legal);
        let mut moves = Vec::new();
        for mv in legal {
            let child = board.play(mv);
            // The final margin for the player to move after `mv` (the opponent, passing or not).
            let (o, p) = child.sides();
            let for_opponent = match self.outcome(&child) {
                Some(_) => final_margin(o, p),
                None => solver.solve(o, p, wld).ok()?.margin,
            };
            moves.push((mv, -for_opponent));
        }
        let mut answer = self.solved(board, &root, Vec::new());
        if !wld && let Source::Solver(text) = &mut answer.source {
            let margins: Vec<String> = moves
                .iter()
                .map(|&(mv, m)| format!("{} {}", square_name(mv), crate::words::signed(m)))
                .collect();
            let seconds = crate::i18n::decimal(started.elapsed().as_secs_f64(), 2);
            *text = tr!(
                "reversi-solved-margins",
                text = text.as_str(),
                seconds = seconds,
                margins = margins.join(", ")
            );
        }
        // Margins order the moves (a loss by 18 beats one by 32); win/loss/draw only their signs.
        answer.moves = moves;
        Some(answer)
    }

    /// The endgame solver's answer as a rule's: its margin in words, the best move, and the
    /// verdict after each move when they were found.
    fn solved(
        &self,
        board: &Board,
        root: &Solved,
        moves: Vec<(u8, crate::engine::Score)>,
    ) -> RuleAnswer<u8> {
        let side = self.side_name(board.to_move);
        let mut args = crate::i18n::FluentArgs::new();
        args.set("empty", board.empties());
        args.set("nodes", root.nodes);
        args.set("side", side);
        args.set("margin", root.margin.abs());
        args.set("own", 32 + root.margin / 2);
        args.set("other", 32 - root.margin / 2);
        // No parentheses: the panel puts the whole in parentheses ("(by the endgame solver…)").
        let message = match root.margin.signum() {
            0 => "reversi-solved-draws",
            1 => "reversi-solved-wins",
            _ => "reversi-solved-loses",
        };
        let source = crate::i18n::text(message, Some(&args));
        RuleAnswer {
            source: Source::Solver(source),
            for_mover: root.margin.signum(),
            best: root.best_move.unwrap_or(PASS),
            moves,
            others: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The end line gives the count and the margin as `solve` scores it.
    #[test]
    fn the_end_gives_the_count_and_the_margin() {
        let full = Board::parse(&format!("{}{}", "X".repeat(38), "O".repeat(26)), Player::Min);
        let game = Reversi::default();
        assert_eq!(game.end_reason(&full.unwrap()), "38 to 26: a margin of 12 discs");
        // White wiped out with squares still empty: they count for Black.
        let wiped = Board::parse(&format!("{}{}", "X".repeat(40), "-".repeat(24)), Player::Min);
        assert_eq!(
            game.end_reason(&wiped.unwrap()),
            "40 to 0 with 24 squares empty: a margin of 64 discs (empty squares go to the winner)"
        );
        let even = Board::parse(&format!("{}{}", "X".repeat(32), "O".repeat(32)), Player::Max);
        assert_eq!(game.end_reason(&even.unwrap()), "equal discs, 32 to 32");
    }
}
