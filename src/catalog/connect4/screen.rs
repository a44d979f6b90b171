//! Connect Four on screen: the board with column numbers above it (type one, or move the cursor
//! with ←/→), the last disc marked, and the four in a row highlighted when the game is won.

use crate::catalog::Entry;
use crate::engine::compare::Comparison;
use crate::engine::search::Control;
use crate::engine::{Game, Outcome, Player, Score, SearchConfig, score};
use crate::games::connect4::solver::{HINT_ENTRIES, Solver, Techniques};
use crate::games::connect4::{ConnectFour, Discs, cell, four_cells};
use crate::session::picture::{Ink, Look, Picture, Row, Span};
use crate::session::{Position, RuleAnswer, SessionGame, Source};
use crate::tr;

/// Empty cells the app's search may take to the end without a depth limit.
const MAX_UNLIMITED_EMPTIES: u8 = 24;

/// Pons' score for the player to move at `discs`, in the app's terms for that player: a win or
/// loss in so many plies, or a draw's 0.
fn app_value(game: &ConnectFour, discs: &Discs, pons: Score) -> Score {
    match game.plies_to_end(discs.moves as u32, pons) {
        Some(plies) => score::decisive(pons > 0, plies),
        None => 0,
    }
}

/// How far column `c` is from the centre: of equal scores, the solver's hint takes the most
/// central column, as its own move order does.
fn centre_distance(game: &ConnectFour, c: u8) -> i32 {
    (2 * c as i32 - (game.width() as i32 - 1)).abs()
}

impl SessionGame for ConnectFour {
    /// The threats that decide.
    fn explanation_words(&self, discs: &Discs, best: Option<u8>) -> Vec<String> {
        let mover = self.to_move(discs);
        let sides = [mover, mover.opponent()].map(|p| self.side_name(p));
        super::threats::threats(self, discs, sides, best)
    }

    fn position_params(&self, _: &Discs, line: &[String]) -> Vec<(&'static str, String)> {
        // Pons' notation: the columns played from the empty board, 1-based.
        vec![("position", line.concat())]
    }

    fn title(&self) -> &'static str {
        // The entry says it once, for every front end.
        crate::i18n::word(&crate::catalog::game_message(super::CONNECT4.key(), false))
    }

    fn side_name(&self, p: Player) -> &'static str {
        crate::i18n::word(if p == Player::Max { "side-red" } else { "side-yellow" })
    }

    fn side_ink(&self, p: Player) -> Ink {
        side_ink(p)
    }

    fn end_reason(&self, discs: &Discs) -> String {
        match self.outcome(discs) {
            Some(Outcome::Win(p)) => tr!("connect4-end", side = self.side_name(p)),
            _ => tr!("board-full"),
        }
    }

    fn move_effect(&self, discs: &Discs, col: u8) -> String {
        let height = (discs.mask & self.column_mask(col)).count_ones() + 1;
        let (side, row) = (self.side_name(self.to_move(discs)), height.to_string());
        match self.wins_at_once(discs, col) {
            true => tr!("connect4-effect-wins", side = side, row = row),
            false => tr!("connect4-effect", side = side, row = row),
        }
    }

    fn describe_state(&self, discs: &Discs) -> String {
        tr!("connect4-position", n = discs.moves)
    }

    fn cell(&self, col: u8) -> Option<(u8, u8)> {
        Some((col, 0))
    }

    fn position_height(&self, _discs: &Discs) -> u16 {
        self.height() as u16 + 2
    }

    fn unlimited_search(&self, discs: &Discs) -> Result<(), String> {
        match self.cells() - discs.moves {
            n if n <= MAX_UNLIMITED_EMPTIES => Ok(()),
            n => Err(tr!("connect4-unlimited", n = n)),
        }
    }

    /// The strong solver values every column for the hints when it answers within `budget`:
    /// Pons' scores, as his solver's page shows them, and in the app's terms (win or loss in so
    /// many plies, or a draw).
    fn solve_moves(
        &self,
        discs: &Discs,
        budget: std::time::Duration,
        control: Control<'_>,
    ) -> Option<RuleAnswer<u8>> {
        if self.outcome(discs).is_some() {
            return None;
        }
        let started = std::time::Instant::now();
        let mut solver = Solver::new(self, Techniques::default(), HINT_ENTRIES)
            .with_control(control.within(budget));
        let scores = solver.analyse(discs, false).ok()?;
        let value = |s: Score| app_value(self, discs, s);
        let columns: Vec<(u8, Score)> =
            (0..self.width()).filter_map(|c| Some((c, scores[c as usize]?))).collect();
        let &(best, top) = columns.iter().max_by_key(|&&(c, s)| (s, -centre_distance(self, c)))?;
        let pons: Vec<String> = columns
            .iter()
            .map(|&(c, s)| format!("{} {}", c + 1, crate::words::signed(s)))
            .collect();
        Some(RuleAnswer {
            // No parentheses: the panel puts the whole in parentheses ("(by the …)").
            source: Source::Solver(tr!(
                "connect4-solver-source",
                seconds = crate::i18n::decimal(started.elapsed().as_secs_f64(), 2),
                scores = pons.join(", ")
            )),
            for_mover: value(top),
            best,
            moves: columns.iter().map(|&(c, s)| (c, value(s))).collect(),
            others: None,
        })
    }

    /// The strong solver beside the app's search, each technique added in turn, where the
    /// comparison searches to the end (its exact values could not agree with a depth limit's).
    fn compare_more(
        &self,
        discs: &Discs,
        config: SearchConfig,
        control: Control<'_>,
    ) -> Vec<Comparison> {
        let empties = u32::from(self.cells() - discs.moves);
        if config.depth.is_some_and(|d| d < empties) {
            return Vec::new();
        }
        let mut stopped = false;
        Techniques::ladder()
            .into_iter()
            .map(|(name, techniques)| {
                let mut solver = Solver::new(self, techniques, 1 << 20);
                if let Some(stop) = control.stop {
                    solver = solver.with_stop(stop);
                }
                let outcome = if stopped { None } else { solver.solve(discs, false).ok() };
                stopped = outcome.is_none();
                let outcome = outcome.map(|solution| {
                    let for_mover = app_value(self, discs, solution.score);
                    (for_mover * self.to_move(discs).sign(), solver.stats.clone())
                });
                let step = crate::i18n::text(name, None);
                Comparison { name: crate::tr!("comparison-solver", step = step), config, outcome }
            })
            .collect()
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let discs = position.state;
        let last = position.previous.map(|(before, col)| self.landing(before, col));
        let first = discs.first_stones();
        let four = match self.outcome(discs) {
            Some(Outcome::Win(_)) => four_cells(self, discs.current ^ discs.mask),
            _ => 0,
        };
        let mut header = vec![Span::plain(" ")];
        for col in 0..self.width() {
            let look =
                if Some(col) == position.selected { Look::selected() } else { Look::PLAIN.dim() };
            let number = match position.best_mark(col) {
                Some(mark) if Some(col) != position.selected => {
                    Span::new(format!("{}{}", mark.text, col + 1), mark.look)
                }
                _ => Span::new(format!(" {}", col + 1), look),
            };
            header.push(number.plays((col + 1).to_string()));
        }
        // Which shape is whose, beside the column numbers (no row more for it).
        for p in [Player::Max, Player::Min] {
            let shape = if p == Player::Max { "●" } else { "○" };
            header.push(Span::plain("  "));
            header.push(Span::new(format!("{shape} {}", self.side_name(p)), disc_look(p)));
        }
        let mut rows = vec![Row::new(header)];
        for row in (0..self.height()).rev() {
            let mut spans = vec![Span::plain(" │")];
            for col in 0..self.width() {
                let bit = cell(self, col, row);
                // Each side its own shape, and the four in a row its own, so that the board reads
                // without colour (NO_COLOR, a projector, a colour-blind student): both sides were
                // `●` told apart by colour alone.
                let disc = if discs.mask & bit == 0 {
                    Span::new("·", Look::PLAIN.dim())
                } else {
                    let p = if first & bit != 0 { Player::Max } else { Player::Min };
                    let shape = match (p, four & bit != 0) {
                        (Player::Max, false) => "●",
                        (Player::Min, false) => "○",
                        (Player::Max, true) => "◉",
                        (Player::Min, true) => "◎",
                    };
                    Span::new(shape, disc_look(p))
                };
                let disc = if four & bit != 0 {
                    Span { look: Look::good().bold(), ..disc }
                } else if last == Some(bit) {
                    Span { look: disc.look.bold().underlined(), ..disc }
                } else {
                    disc
                };
                spans.push(disc.plays((col + 1).to_string()));
                if col + 1 < self.width() {
                    spans.push(Span::plain(" "));
                }
            }
            spans.push(Span::plain("│"));
            rows.push(Row::new(spans));
        }
        rows.push(Row::plain(format!(" └{}┘", "─".repeat(self.width() as usize * 2 - 1))));
        Picture::text(rows)
    }
}

/// A side in the colour it is named for, its name and its discs: Red's red, Yellow's yellow (they
/// were the app's MAX cyan and MIN magenta).
fn side_ink(p: Player) -> Ink {
    if p == Player::Max { Ink::Red } else { Ink::Yellow }
}

fn disc_look(p: Player) -> Look {
    Look::ink(side_ink(p))
}
