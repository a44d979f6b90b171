//! The searches of a session's position, as jobs for the worker thread: the analysis behind
//! every panel (the game's rule or dedicated engine where it answers, else the teaching
//! engine's recorded search, with a second search for exact hints), and the comparison.

use std::sync::Arc;

use super::analysis::{Answered, Minimax, Record, Terms, chapter_trees};
use super::{
    Analysis, Answer, Decided, GameSession, Job, MoveValue, SessionGame, Source, with_table,
};
use crate::engine::compare::compare as compare_ways;
use crate::engine::deepening::{Iteration, chapters};
use crate::engine::mcts::MctsConfig;
use crate::engine::search::search;
use crate::engine::trace::Trace;
use crate::engine::{Bound, SearchConfig};

/// How long the game's solver may take to value every move for the hints, without a clock.
const SOLVER_BUDGET: std::time::Duration = std::time::Duration::from_secs(1);

/// The analysis of the position after `at` moves, as `request` asks: its `Work::Teaching`
/// leaves it to the teaching engine (no dedicated engine, no rule); `Work::Hints` values every
/// move exactly beside it.
pub(super) fn analyse<G: SessionGame>(
    session: &GameSession<G>,
    at: usize,
    request: &super::Request,
) -> Job {
    let &super::Request { config, event_cap, work, side, .. } = request;
    let hints = work == super::Work::Hints;
    let teaching = work == super::Work::Teaching;
    let min_engine = side == crate::engine::Player::Min;
    let game = session.game_for(min_engine).clone();
    let state = session.states[at].clone();
    let plies = at;
    let position = session.numbers[at];
    // The moves are listed unless they are too many, and then computed (see `MoveSpace`).
    let over = game.outcome(&state).is_some();
    let space = if over { None } else { game.move_space(&state) };
    let mut legal = Vec::new();
    if !over && space.is_none() {
        game.legal_moves(&state, &mut legal);
    }
    let kept = session.tables[usize::from(min_engine)].clone();
    Box::new(move |control| {
        let answered = Answered {
            game: &game,
            state: &state,
            config,
            at: (position, plies),
            legal: &legal,
            space: space.as_deref(),
        };
        // The computer's own move (no hints wanted) may be the dedicated engine's.
        if !hints
            && !teaching
            && let Some(decided) = game.decide(&state, &config, control)
        {
            let analysis = match decided? {
                Decided::Solved(answer) => answered.ruled(answer),
                Decided::Searched { value, decided, best, depth, note } => {
                    answered.chosen(best, value, decided, Source::Dedicated { note, depth })
                }
            };
            return Ok(Answer::Analysis(Arc::new(analysis)));
        }
        if !teaching && let Some(answer) = game.by_rule(&state, control) {
            return Ok(Answer::Analysis(Arc::new(answered.ruled(answer))));
        }
        // Hints: every move's exact value by the game's solver, if it answers within the move's
        // time (else a second search below).
        let budget = config.time.unwrap_or(SOLVER_BUDGET);
        let solved = if hints { game.solve_moves(&state, budget, control) } else { None };
        let new_trace = || Trace::new(event_cap, config.algorithm);
        let (result, chapters) = with_table::<G, _>(&kept, &config, |table| {
            chapters(&game, &state, &config, control, new_trace, table)
        })?;
        let mut earlier = chapter_trees(&game, &state, chapters, &config);
        let tree = earlier.pop().expect("a finished search has its chapter");
        let iterations = result
            .iterations
            .iter()
            .map(|i| Iteration {
                depth: i.depth,
                value: i.value,
                best_move: i.best_move.map(|m| game.notation(m)),
                principal_variation: Vec::new(),
                nodes: i.nodes,
                elapsed: i.elapsed,
                exact: i.exact,
                aspiration: i.aspiration,
            })
            .collect();
        // Hints need every move's exact value: every root move searched with a full window
        // (on the same clock, when there is one: it costs more than the search it explains).
        let exact = SearchConfig { exact_root_values: true, ..config };
        let hinted = match hints && solved.is_none() {
            true => Some(search(&game, &state, &exact, control)?),
            false => None,
        };
        let root_moves = hinted.as_ref().map_or(&result.root_moves, |h| &h.root_moves);
        let index_of = |mv: G::Move| legal.iter().position(|&m| m == mv);
        let sign = result.to_move.sign();
        let (move_values_by, move_values) = match solved {
            Some(answer) => (
                answer.source,
                answer
                    .moves
                    .iter()
                    .filter_map(|&(mv, v)| {
                        let index = index_of(mv)?;
                        Some(MoveValue { index, value: v * sign, bound: Bound::Exact })
                    })
                    .collect(),
            ),
            None => (
                Source::Teaching,
                root_moves
                    .iter()
                    .filter_map(|rm| {
                        let index = index_of(rm.mv)?;
                        Some(MoveValue { index, value: rm.value, bound: rm.bound })
                    })
                    .collect(),
            ),
        };
        Ok(Answer::Analysis(Arc::new(Analysis {
            config,
            position,
            plies,
            to_move: result.to_move,
            value: result.value,
            exact: result.exact,
            best: result.best_move.and_then(index_of),
            hint_nodes: hinted.as_ref().map(|h| h.stats.nodes),
            hint_depth: hinted.as_ref().and_then(|h| h.iterations.last()).map(|i| i.depth),
            source: Source::Teaching,
            move_values_by,
            move_values,
            other_moves: None,
            principal_variation: result
                .principal_variation
                .iter()
                .map(|&mv| game.notation(mv))
                .collect(),
            stats: result.stats,
            ties: result.ties,
            terms: Terms::of(&game, &config),
            record: Record::Minimax(Arc::new(Minimax { tree, earlier, iterations })),
        })))
    })
}

/// The current position searched each way of `engine::compare`, and the game's own ways.
pub(super) fn compare<G: SessionGame>(
    session: &GameSession<G>,
    at: usize,
    config: SearchConfig,
) -> Job {
    let game = session.game.clone();
    let state = session.states[at].clone();
    let settings = MctsConfig { iterations: Some(COMPARE_ITERATIONS), ..MctsConfig::default() };
    // Skipped where its playouts would take too long (the view says why).
    let refused = crate::session::Searches::mcts_refusal(session);
    let mcts =
        refused.is_none().then(|| super::mcts::search_at(session, at, (settings, config), false));
    Box::new(move |control| {
        let mut rows = compare_ways(&game, &state, config.algorithm, config.depth, control);
        rows.extend(game.compare_more(&state, config, control));
        let mcts = match mcts.map(|job| job(control)) {
            Some(Ok(Answer::Analysis(found))) => Some(found),
            _ => None,
        };
        Ok(Answer::Comparison(rows, mcts))
    })
}

/// Iterations of the Monte Carlo search beside the comparison's rows.
pub const COMPARE_ITERATIONS: u64 = 10_000;
