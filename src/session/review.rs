//! A game reviewed move by move: each move's value before and after it, from its mover's point
//! of view, and what the move did. Where both values are exact (a search to the end, a solver, a
//! rule) the review says for certain whether a move threw a win or a draw away; elsewhere it
//! judges by how far a depth-limited value fell, with the thresholds named.

use std::cmp::Reverse;

use serde::Serialize;

use super::game::{RuleAnswer, SessionGame};
use crate::engine::observer::NoTrace;
use crate::engine::score::{is_decisive, plies_to_end, seed_value};
use crate::engine::search::{Table, search_with_table};
use crate::engine::{Cancelled, Control, Player, Score, SearchConfig};
use crate::words::Kind;

/// How long a game's own solver may take on one position before the review falls back on the
/// teaching engine's depth-limited search (Connect Four's first moves).
const SOLVER_BUDGET: std::time::Duration = std::time::Duration::from_secs(1);

/// Where a value that is not a verdict fell by at least this much, in the game's units (Reversi's
/// discs, a tree's utilities), the move is a blunder, a mistake or an inaccuracy.
pub const THRESHOLDS: [(Score, Judgement); 3] =
    [(10, Judgement::Blunder), (4, Judgement::Mistake), (1, Judgement::Inaccuracy)];

/// The thresholds in words: "blunder from 10, mistake from 4, inaccuracy from 1".
pub fn thresholds() -> String {
    let [(blunder, _), (mistake, _), (inaccuracy, _)] = THRESHOLDS;
    crate::tr!("review-thresholds", blunder = blunder, mistake = mistake, inaccuracy = inaccuracy)
}

/// A value for a move's mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Valued {
    /// The mover's value (a win or loss as `score::decisive`, with the plies to the end counted
    /// from the position before the move).
    pub score: Score,
    pub kind: Kind,
}

impl Valued {
    pub(crate) fn new(score: Score, exact: bool, utilities: bool) -> Valued {
        Valued { score, kind: Kind::of(score, exact || is_decisive(score), utilities) }
    }

    /// The plies to the end of a won or lost game, where the answer knows them.
    pub fn plies(&self) -> Option<u32> {
        plies_to_end(self.score)
    }

    /// Win 2, draw 1, loss 0, for an exact win, draw or loss; `None` for other values.
    fn rank(&self) -> Option<u8> {
        match self.kind {
            Kind::Win => Some(2),
            Kind::Draw => Some(1),
            Kind::Loss => Some(0),
            Kind::Utility | Kind::Heuristic => None,
        }
    }

    /// In words: "win in 5", "draw", "loss", "+3 (heuristic)", "utility 3".
    pub fn words(&self, scale: Score) -> String {
        use crate::tr;
        let value = || crate::words::text_scaled(self.score, 0, scale);
        match (self.kind, self.plies()) {
            (Kind::Win, Some(n)) => tr!("review-win-in", n = n),
            (Kind::Win, None) => tr!("review-win"),
            (Kind::Loss, Some(n)) => tr!("review-loss-in", n = n),
            (Kind::Loss, None) => tr!("review-loss"),
            (Kind::Draw, _) => tr!("review-draw"),
            (Kind::Utility, _) => tr!("review-utility", value = value()),
            (Kind::Heuristic, _) => tr!("review-heuristic-value", value = value()),
        }
    }
}

/// What a move did, judged exactly where both values are exact win/draw/loss verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Judgement {
    /// The only legal move (a pass).
    Forced,
    /// From a won position to a drawn or lost one.
    ThrewAwayWin,
    /// From a drawn position to a lost one.
    ThrewAwayDraw,
    /// The only move that kept the win (or the draw).
    OnlyMove,
    /// Kept the win, the draw (or lost no more than was lost).
    Kept,
    /// The position was lost whatever the move.
    AlreadyLost,
    /// A value that is not a verdict (a depth limit, a utility) did not fall.
    Best,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// One move of the game, reviewed.
#[derive(Clone, Debug)]
pub struct Reviewed {
    /// 1 for the first move of the line reviewed.
    pub ply: usize,
    pub side: Player,
    /// As the record writes it.
    pub mv: String,
    /// The position's value before the move: its best move's.
    pub before: Valued,
    /// The move's own value.
    pub after: Valued,
    /// The best move there, in notation (the first of equals).
    pub best: String,
    pub judgement: Judgement,
    /// What a retry needs, where the move is worth retrying (`None` elsewhere).
    pub retry: Option<Box<Retry>>,
}

/// A move worth trying again: every other move's value there, and the best line.
#[derive(Clone, Debug, Default)]
pub struct Retry {
    /// Every legal move's value for the mover, in notation (a rule's winning moves only, where
    /// it leaves the others out: `others`).
    pub options: Vec<(String, Valued)>,
    /// The value of the moves `options` leaves out (Nim's losing moves among millions).
    pub others: Option<Valued>,
    /// How many moves keep the position's verdict.
    pub keeping: usize,
    /// The best move and the best replies after it, in notation, as far as `LINE` plies.
    pub line: Vec<String>,
}

/// The plies of the best line a retry shows.
pub const LINE: usize = 8;

impl Reviewed {
    /// The move turned an exact win, draw or loss for its mover into a worse one.
    pub fn changed_result(&self) -> bool {
        matches!(self.judgement, Judgement::ThrewAwayWin | Judgement::ThrewAwayDraw)
    }

    /// A move to try again: it changed the result, or where values are not verdicts, it was a
    /// mistake or a blunder by the thresholds.
    pub fn worth_retrying(&self) -> bool {
        self.judgement.worth_retrying()
    }

    /// The move named `name` (any case) tried in this move's place: its value for the mover and
    /// what it would have been judged; `None` for a move that is not legal there (or a move
    /// not worth retrying, whose values were not kept).
    pub fn tried(&self, name: &str, scale: Score) -> Option<(Valued, Judgement)> {
        let retry = self.retry.as_deref()?;
        let named = retry.options.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
        let value = named.map(|&(_, v)| v).or(retry.others)?;
        Some((value, judge(self.before, value, retry.keeping, scale)))
    }
}

/// A whole line reviewed, move by move.
#[derive(Clone, Debug, Default)]
pub struct Review {
    pub moves: Vec<Reviewed>,
    /// The depth limit of values that are not exact (`None`: every value was exact).
    pub depth: Option<u32>,
    /// The moves of the line; fewer are in `moves` when the review was stopped (its deadline).
    pub of: usize,
}

/// A point of the value graph: a position's value for MAX, wins at +1 and losses at −1, other
/// values squeezed inside (−0.9, 0.9) so that no number reaches a verdict's edge; and whether
/// it is exact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub value: f64,
    pub exact: bool,
}

impl Point {
    /// The point of a value for MAX of this kind (`Kind::of`); `scale` is the game's
    /// (`SessionGame::value_scale`).
    pub fn of(for_max: Score, kind: Kind, scale: Score) -> Point {
        let value = match kind {
            Kind::Win | Kind::Loss | Kind::Draw => f64::from(for_max.signum()),
            // A few points of heuristic value lean to a side; many come close to the edge.
            Kind::Utility | Kind::Heuristic => {
                let x = f64::from(for_max) / f64::from(scale.max(1));
                0.9 * x / (x.abs() + 4.0)
            }
        };
        Point { value, exact: kind != Kind::Heuristic }
    }
}

impl Review {
    /// The value of every position of the line, the start's and each move's, for MAX: the graph.
    /// `scale` is the game's (`SessionGame::value_scale`).
    pub fn course(&self, scale: Score) -> Vec<Point> {
        let point = |side: Player, v: &Valued| Point::of(v.score * side.sign(), v.kind, scale);
        let mut out: Vec<Point> = self.moves.iter().map(|m| point(m.side, &m.before)).collect();
        if let Some(last) = self.moves.last() {
            out.push(point(last.side, &last.after));
        }
        out
    }

    /// For each side: how many of its moves changed the result, and the first such move's ply.
    pub fn summary(&self, side: Player) -> (usize, Option<usize>) {
        let changed = self.moves.iter().filter(|m| m.side == side && m.changed_result());
        let plies: Vec<usize> = changed.map(|m| m.ply).collect();
        (plies.len(), plies.first().copied())
    }
}

/// Reviews `moves` played from `start`: every position before a move is valued move by move, by
/// the game's rule or solver where it has one that answers, else by the teaching engine with
/// every root move searched on a full window (`config`: its depth limit, if any), on one table
/// for the whole line (each position's subtree is the next one's, so later searches start from
/// what earlier ones learned; a table changes counts, never values). Past `control`'s deadline
/// it answers with the moves reviewed so far; a stop (`Control::stop`) cancels it.
pub fn review<G: SessionGame>(
    game: &G,
    start: &G::State,
    moves: &[G::Move],
    config: &SearchConfig,
    control: Control<'_>,
) -> Result<Review, Cancelled> {
    let utilities = game.ends_in_utilities();
    let scale = game.value_scale();
    let mut state = start.clone();
    let mut out = Review { of: moves.len(), ..Review::default() };
    let mut table = Table::<G>::for_config(config);
    for (i, &mv) in moves.iter().enumerate() {
        // The searches check the clock every few thousand nodes; a small game's never reach
        // that many, so the line checks it between moves too.
        if control.past_deadline() {
            return Ok(out);
        }
        let side = game.to_move(&state);
        let (values, others, limited) = match value_moves(game, &state, config, control, &mut table)
        {
            Ok(found) => found,
            Err(Cancelled) if !control.stopped() => return Ok(out),
            Err(Cancelled) => return Err(Cancelled),
        };
        if limited {
            out.depth = config.depth;
        }
        let value_of =
            |m: G::Move| values.iter().find(|(v, ..)| *v == m).map(|&(_, s, e)| (s, e)).or(others);
        // The best move: the first of equals, in the game's order.
        let best = values.iter().enumerate().max_by_key(|&(i, &(_, s, _))| (s, Reverse(i)));
        // Where a rule values every move alike (`others`: every move of a lost Nim position
        // too large to list loses), the move played is as good as any.
        let best_move = match best {
            Some((_, &(best_move, ..))) => best_move,
            None if others.is_some() => mv,
            None => break,
        };
        let (best_score, best_exact) = match others {
            Some((s, e)) if s > value_of(best_move).map_or(s, |v| v.0) => (s, e),
            _ => value_of(best_move).expect("the best move has a value"),
        };
        let (score, exact) = value_of(mv).expect("a legal move has a value");
        let before = Valued::new(best_score, best_exact, utilities);
        let after = Valued::new(score, exact, utilities);
        let keeping = values
            .iter()
            .filter(|&&(_, s, e)| Valued::new(s, e, utilities).rank() == before.rank());
        let forced = values.len() == 1 && others.is_none();
        let keeping = keeping.count();
        let judgement = match forced {
            true => Judgement::Forced,
            false => judge(before, after, keeping, scale),
        };
        let retry = judgement.worth_retrying().then(|| {
            let valued = |&(m, s, e): &(G::Move, Score, bool)| {
                (game.notation(m), Valued::new(s, e, utilities))
            };
            Box::new(Retry {
                options: values.iter().map(valued).collect(),
                others: others.map(|(s, e)| Valued::new(s, e, utilities)),
                keeping,
                line: best_line(game, &state, best_move, config, control, &mut table),
            })
        });
        out.moves.push(Reviewed {
            ply: i + 1,
            side,
            mv: game.notation(mv),
            before,
            after,
            best: game.notation(best_move),
            judgement,
            retry,
        });
        state = game.apply(&state, mv);
    }
    Ok(out)
}

/// The best move of `state` and the best replies after it, each valued as the review values a
/// position, as far as `LINE` plies, the game's end, or the review's deadline.
fn best_line<G: SessionGame>(
    game: &G,
    state: &G::State,
    best: G::Move,
    config: &SearchConfig,
    control: Control<'_>,
    table: &mut Table<G>,
) -> Vec<String> {
    let mut line = vec![game.notation(best)];
    let mut state = game.apply(state, best);
    while line.len() < LINE && game.outcome(&state).is_none() {
        let Ok((values, ..)) = value_moves(game, &state, config, control, table) else { break };
        let best = values.iter().enumerate().max_by_key(|&(i, &(_, s, _))| (s, Reverse(i)));
        let Some((_, &(mv, ..))) = best else { break };
        line.push(game.notation(mv));
        state = game.apply(&state, mv);
    }
    line
}

type Values<M> = (Vec<(M, Score, bool)>, Option<(Score, bool)>, bool);

/// Every legal move's value for the mover, whether each is exact, the value of moves a rule
/// left out (Nim's losing moves among millions), and whether a depth limit cut the search.
pub(crate) fn value_moves<G: SessionGame>(
    game: &G,
    state: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    table: &mut Table<G>,
) -> Result<Values<G::Move>, Cancelled> {
    let ruled = |answer: RuleAnswer<G::Move>| {
        let moves = answer.moves.iter().map(|&(m, s)| (m, s, true)).collect();
        (moves, answer.others.map(|s| (s, true)), false)
    };
    if let Some(answer) = game.by_rule(state, control) {
        return Ok(ruled(answer));
    }
    if let Some(answer) = game.solve_moves(state, SOLVER_BUDGET, control) {
        return Ok(ruled(answer));
    }
    let unlimited = game.unlimited_search(state).is_ok();
    let depth = if unlimited { config.depth } else { config.depth.or(Some(6)) };
    let config = SearchConfig { depth, time: None, exact_root_values: true, ..*config };
    let result = search_with_table(game, state, &config, control, &mut NoTrace, table)?;
    let sign = result.to_move.sign();
    let moves = result.root_moves.iter().map(|rm| (rm.mv, rm.value * sign, result.exact)).collect();
    Ok((moves, None, !result.exact))
}

/// What a move from a position worth `before` to one worth `after` did; `keeping` moves keep
/// the position's verdict; `scale` is the game's (`SessionGame::value_scale`).
fn judge(before: Valued, after: Valued, keeping: usize, scale: Score) -> Judgement {
    match (before.rank(), after.rank()) {
        (Some(2), Some(r)) if r < 2 => Judgement::ThrewAwayWin,
        (Some(1), Some(0)) => Judgement::ThrewAwayDraw,
        (Some(0), Some(0)) => Judgement::AlreadyLost,
        (Some(_), Some(_)) if keeping == 1 => Judgement::OnlyMove,
        (Some(_), Some(_)) => Judgement::Kept,
        // A forced win left for a value the depth limit leaves open, or a move into a forced
        // loss from a position that was not lost: not certain to change the result, but the
        // worst a depth-limited review can say.
        (Some(2), None) | (None, Some(0)) => Judgement::Blunder,
        _ => {
            let fell = seed_value(before.score) - seed_value(after.score);
            let at = |threshold: Score| fell >= threshold * scale;
            THRESHOLDS.iter().find(|(t, _)| at(*t)).map_or(Judgement::Best, |&(_, j)| j)
        }
    }
}

impl Judgement {
    /// A move to try again: one that changed an exact result, or a value's fall of a mistake
    /// or a blunder.
    pub fn worth_retrying(self) -> bool {
        matches!(
            self,
            Judgement::ThrewAwayWin
                | Judgement::ThrewAwayDraw
                | Judgement::Mistake
                | Judgement::Blunder
        )
    }

    /// In words, with the two values: "threw away a win: win in 5 → loss in 4".
    pub fn words(self, before: &Valued, after: &Valued, scale: Score) -> String {
        use crate::tr;
        let change = format!("{} → {}", before.words(scale), after.words(scale));
        let change = change.as_str();
        match self {
            Judgement::Forced => tr!("review-forced", after = after.words(scale)),
            Judgement::ThrewAwayWin => tr!("review-threw-win", change = change),
            Judgement::ThrewAwayDraw => tr!("review-threw-draw", change = change),
            Judgement::OnlyMove if before.kind == Kind::Win => tr!("review-only-winning"),
            Judgement::OnlyMove => tr!("review-only-drawing"),
            Judgement::Kept if before.kind == Kind::Win => tr!("review-kept-win", change = change),
            Judgement::Kept => tr!("review-kept-draw"),
            Judgement::AlreadyLost => tr!("review-already-lost", change = change),
            Judgement::Best => tr!("review-as-good", after = after.words(scale)),
            Judgement::Inaccuracy => tr!("review-inaccuracy", change = change),
            Judgement::Mistake => tr!("review-mistake", change = change),
            Judgement::Blunder => tr!("review-blunder", change = change),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valued(score: Score, kind: Kind) -> Valued {
        Valued { score, kind }
    }

    #[test]
    fn the_course_puts_verdicts_at_the_edges_and_numbers_inside() {
        let m = |ply, side, before: Valued, after: Valued| Reviewed {
            ply,
            side,
            mv: String::new(),
            before,
            after,
            best: String::new(),
            judgement: Judgement::Kept,
            retry: None,
        };
        let win = crate::engine::score::decisive(true, 3);
        let review = Review {
            moves: vec![
                m(1, Player::Max, valued(40, Kind::Heuristic), valued(-3, Kind::Heuristic)),
                m(2, Player::Min, valued(3, Kind::Heuristic), valued(win, Kind::Win)),
            ],
            depth: Some(2),
            of: 2,
        };
        let course = review.course(1);
        assert_eq!(course.len(), 3, "the start and after each move");
        // MAX's view: +40 leans far to MAX but stays inside; MIN's +3 is MAX's −3; MIN's win
        // is MAX's −1, at the edge, exact.
        assert!(course[0].value > 0.8 && course[0].value < 0.9);
        assert!(course[1].value < 0.0 && course[1].value > -0.9);
        assert_eq!(course[2], Point { value: -1.0, exact: true });
        assert!(!course[0].exact);
    }
}
