//! Monte Carlo tree search of a session's position, as a job: the search with its moves as
//! labels, and the position's exact values where the product knows them (a rule, the game's
//! solver, or the teaching engine to the end within a second), to measure the estimate against.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use super::analysis::{Analysis, Record, Terms};
use super::game::{RuleAnswer, SessionGame, Source};
pub use super::monte_carlo::{Exact, MonteCarlo};
use super::{Answer, GameSession, Job};
use crate::engine::mcts::{MctsConfig, mcts};
use crate::engine::{Bound, Cancelled, Control, Player, Score, SearchConfig, Stats, search};

/// How long the exact values may take beside the Monte Carlo search.
const EXACT_BUDGET: Duration = Duration::from_secs(1);

/// An analysis by Monte Carlo tree search read with its record: what its panels show.
#[derive(Clone, Copy, Debug)]
pub struct MctsAnalysis<'a> {
    pub analysis: &'a Analysis,
    pub record: &'a MonteCarlo,
}

impl Analysis {
    /// The analysis read with its Monte Carlo record, if Monte Carlo tree search made it.
    pub fn mcts(&self) -> Option<MctsAnalysis<'_>> {
        match &self.record {
            Record::MonteCarlo(record) => Some(MctsAnalysis { analysis: self, record }),
            Record::None | Record::Minimax(_) => None,
        }
    }
}

impl MctsAnalysis<'_> {
    /// The move labelled `label`, as text.
    pub fn label(&self, label: u32) -> &str {
        &self.record.labels[label as usize]
    }

    /// The move of node `id` ("root" for the root).
    pub fn move_of(&self, id: u32) -> &str {
        self.record.search.nodes[id as usize].mv.map_or("root", |m| self.label(m))
    }

    /// A result or mean (MAX's) in the game's units.
    pub fn units(&self, value: f64) -> f64 {
        value / self.analysis.terms.scale as f64
    }

    /// The game's name for a side.
    pub fn side(&self, p: Player) -> &'static str {
        self.analysis.terms.side(p)
    }

    /// Whether the chosen move keeps the exact value (`None` where no exact values are known).
    pub fn chose_optimally(&self) -> Option<bool> {
        self.keeps_value(self.record.search.best_move()?)
    }

    /// Whether the move labelled `label` keeps the position's exact value (`None` where the
    /// values are not known).
    pub fn keeps_value(&self, label: u32) -> Option<bool> {
        let exact = self.record.exact.as_ref()?;
        let sign = self.analysis.to_move.sign();
        let value = exact.of(label)?;
        // Verdicts compared (who wins), not distances: a slower win still wins.
        let verdict = |v: Score| (v * sign).signum();
        Some(match self.analysis.terms.utilities {
            true => value == exact.value,
            false => verdict(value) == verdict(exact.value),
        })
    }
}

/// The Monte Carlo search of the position after `at` moves, with its exact values when `exact`;
/// `config` is the minimax switches the analysis is filed with (its value words).
pub(super) fn search_at<G: SessionGame>(
    session: &GameSession<G>,
    at: usize,
    (settings, config): (MctsConfig, SearchConfig),
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
        let result = mcts(&game, &state, &settings, control)?;
        let mut ids: HashMap<G::Move, u32> = HashMap::new();
        let mut labels = Vec::new();
        let mut label = |mv: G::Move| {
            *ids.entry(mv).or_insert_with(|| {
                labels.push(game.notation(mv));
                labels.len() as u32 - 1
            })
        };
        let chosen = result.best_move();
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
        let record = MonteCarlo { search, labels, exact: known };
        Ok(Answer::Analysis(Arc::new(Analysis {
            config,
            position,
            plies: at,
            to_move: game.to_move(&state),
            // An estimate, not a value: the Monte Carlo panels show it, with the exact value
            // beside it where known (`MonteCarlo::exact`).
            value: 0,
            exact: false,
            best: chosen.and_then(|mv| legal.iter().position(|&m| m == mv)),
            move_values: Vec::new(),
            other_moves: None,
            hint_nodes: None,
            hint_depth: None,
            source: Source::MonteCarlo,
            move_values_by: Source::MonteCarlo,
            principal_variation: chosen.map(|mv| game.notation(mv)).into_iter().collect(),
            stats: Stats::default(),
            ties: 0,
            terms: Terms::of(&game, &config),
            record: Record::MonteCarlo(Arc::new(record)),
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
