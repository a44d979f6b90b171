//! Monte Carlo tree search of a session's position, as a job: the search with its moves as
//! labels, and the position's exact values where the product knows them (a rule, the game's
//! solver, or the teaching engine to the end within a second), to measure the estimate against.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::game::{RuleAnswer, SessionGame, Source};
use super::picture::Ink;
use super::{Answer, GameSession, Job};
use crate::engine::mcts::{MctsConfig, MctsResult, mcts};
use crate::engine::{Bound, Cancelled, Control, Player, Score, SearchConfig, search};

/// How long the exact values may take beside the Monte Carlo search.
const EXACT_BUDGET: Duration = Duration::from_secs(1);

/// A finished Monte Carlo search in terms the screen can show.
#[derive(Clone, Debug)]
pub struct MctsAnalysis {
    /// Which position was searched (`Session::position`).
    pub position: u64,
    pub plies: usize,
    pub to_move: Player,
    /// The search, its moves as label numbers (`labels[i]` is the text of move `i`).
    pub search: MctsResult<u32>,
    pub labels: Vec<String>,
    /// The chosen move's index among the position's legal moves.
    pub best: Option<usize>,
    /// The game's names for MAX and MIN, and their colours.
    pub sides: [&'static str; 2],
    pub inks: [Ink; 2],
    /// See `SessionGame::value_scale`: results are utilities multiplied by this.
    pub scale: Score,
    /// See `SessionGame::ends_in_utilities`.
    pub utilities: bool,
    /// The position's exact values, where known within `EXACT_BUDGET`.
    pub exact: Option<Exact>,
}

/// What the product knows exactly about the searched position.
#[derive(Clone, Debug)]
pub struct Exact {
    /// MAX's value, in the teaching engine's terms (wins with their distance where known).
    pub value: Score,
    /// Root moves' values (MAX's), by label number, where known.
    pub moves: HashMap<u32, Score>,
    /// MAX's value of every move not in `moves` (Nim's losing moves, where a rule lists only
    /// the winning ones).
    pub others: Option<Score>,
    pub source: Source,
}

impl Exact {
    /// MAX's exact value of the move labelled `label`, if known.
    pub fn of(&self, label: u32) -> Option<Score> {
        self.moves.get(&label).copied().or(self.others)
    }
}

impl MctsAnalysis {
    /// The move labelled `label`, as text.
    pub fn label(&self, label: u32) -> &str {
        &self.labels[label as usize]
    }

    /// The move of node `id` ("root" for the root).
    pub fn move_of(&self, id: u32) -> &str {
        self.search.nodes[id as usize].mv.map_or("root", |m| self.label(m))
    }

    /// A result or mean (MAX's) in the game's units.
    pub fn units(&self, value: f64) -> f64 {
        value / self.scale as f64
    }

    /// The game's name for a side.
    pub fn side(&self, p: Player) -> &'static str {
        self.sides[usize::from(p == Player::Min)]
    }

    /// Whether the chosen move keeps the exact value (`None` where no exact values are known).
    pub fn chose_optimally(&self) -> Option<bool> {
        self.keeps_value(self.search.best_move()?)
    }

    /// Whether the move labelled `label` keeps the position's exact value (`None` where the
    /// values are not known).
    pub fn keeps_value(&self, label: u32) -> Option<bool> {
        let exact = self.exact.as_ref()?;
        let sign = self.to_move.sign();
        let value = exact.of(label)?;
        // Verdicts compared (who wins), not distances: a slower win still wins.
        let verdict = |v: Score| (v * sign).signum();
        Some(match self.utilities {
            true => value == exact.value,
            false => verdict(value) == verdict(exact.value),
        })
    }
}

/// The Monte Carlo search of the position after `at` moves, with its exact values when `exact`.
pub(super) fn search_at<G: SessionGame>(
    session: &GameSession<G>,
    at: usize,
    config: MctsConfig,
    exact: bool,
) -> Job {
    let game = session.game.clone();
    let state = session.states[at].clone();
    let position = session.numbers[at];
    let mut legal = Vec::new();
    if game.outcome(&state).is_none() {
        game.legal_moves(&state, &mut legal);
    }
    Box::new(move |control| {
        let result = mcts(&game, &state, &config, control)?;
        let mut ids: HashMap<G::Move, u32> = HashMap::new();
        let mut labels = Vec::new();
        let mut label = |mv: G::Move| {
            *ids.entry(mv).or_insert_with(|| {
                labels.push(game.notation(mv));
                labels.len() as u32 - 1
            })
        };
        let best = result.best_move().and_then(|mv| legal.iter().position(|&m| m == mv));
        let known = match exact {
            true => exact_values(&game, &state, control)?,
            false => None,
        };
        let search = result.map_moves(&mut label);
        let known = known.map(|(value, moves, others, source)| Exact {
            value,
            moves: moves.into_iter().map(|(mv, v)| (label(mv), v)).collect(),
            others,
            source,
        });
        Ok(Answer::Mcts(Arc::new(MctsAnalysis {
            position,
            plies: at,
            to_move: game.to_move(&state),
            search,
            labels,
            best,
            sides: [game.side_name(Player::Max), game.side_name(Player::Min)],
            inks: [game.side_ink(Player::Max), game.side_ink(Player::Min)],
            scale: game.value_scale(),
            utilities: game.ends_in_utilities(),
            exact: known,
        })))
    })
}

/// MAX's exact value of `state` and of its moves, and who found them, where a rule, the game's
/// solver or the teaching engine (to the end, within `EXACT_BUDGET`) answers.
#[allow(clippy::type_complexity)]
fn exact_values<G: SessionGame>(
    game: &G,
    state: &G::State,
    control: Control<'_>,
) -> Result<Option<(Score, Vec<(G::Move, Score)>, Option<Score>, Source)>, Cancelled> {
    if game.outcome(state).is_some() {
        return Ok(None);
    }
    let sign = game.to_move(state).sign();
    let ruled = |answer: RuleAnswer<G::Move>| {
        let moves = answer.moves.iter().map(|&(mv, v)| (mv, v * sign)).collect();
        (answer.for_mover * sign, moves, answer.others.map(|v| v * sign), answer.source)
    };
    if let Some(answer) = game.by_rule(state, control) {
        return Ok(Some(ruled(answer)));
    }
    if let Some(answer) = game.solve_moves(state, EXACT_BUDGET, control) {
        return Ok(Some(ruled(answer)));
    }
    if game.unlimited_search(state).is_err() {
        return Ok(None);
    }
    let config = SearchConfig { exact_root_values: true, ..SearchConfig::default() };
    match search(game, state, &config, control.within(EXACT_BUDGET)) {
        Ok(result) => {
            let moves = result.root_moves.iter().filter(|m| m.bound == Bound::Exact);
            let moves = moves.map(|m| (m.mv, m.value)).collect();
            Ok(Some((result.value, moves, None, Source::Teaching)))
        }
        Err(Cancelled) if control.stopped() => Err(Cancelled),
        Err(Cancelled) => Ok(None),
    }
}
