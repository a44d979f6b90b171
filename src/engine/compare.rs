//! The same position searched several ways, to see what pruning, the table and ordering buy.

use super::game::Game;
use super::score::Score;
use super::search::{Algorithm, Cancelled, Control, SearchConfig, Stats, search};

/// One way of searching, and what it found (`None` if it was stopped).
#[derive(Clone, Debug)]
pub struct Comparison {
    pub name: String,
    pub config: SearchConfig,
    /// The root value (MAX's utility) and the statistics.
    pub outcome: Option<(Score, Stats)>,
}

/// The ways compared: plain minimax, then alpha-beta alone, with move ordering, with the table,
/// with both, and with both plus killers and history or PVS. All share the algorithm and depth
/// limit given.
pub fn ways(algorithm: Algorithm, depth: Option<u32>) -> Vec<(String, SearchConfig)> {
    let plain = SearchConfig { algorithm, depth, ..SearchConfig::plain() };
    let ab = SearchConfig { alpha_beta: true, ..plain };
    let best = SearchConfig { transposition_table: true, move_ordering: true, ..ab };
    vec![
        (crate::tr!("way-plain"), plain),
        ("αβ".into(), ab),
        (crate::tr!("way-ordering"), SearchConfig { move_ordering: true, ..ab }),
        (crate::tr!("way-table"), SearchConfig { transposition_table: true, ..ab }),
        (crate::tr!("way-table-ordering"), best),
        // The engines' techniques, each added to the best of the above.
        (crate::tr!("way-killers"), SearchConfig { killers: true, history: true, ..best }),
        ("… + PVS".into(), SearchConfig { pvs: true, ..best }),
    ]
}

/// Searches `state` each way in turn. A stop ends the comparison: the ways not finished have no
/// outcome.
pub fn compare<G: Game>(
    game: &G,
    state: &G::State,
    algorithm: Algorithm,
    depth: Option<u32>,
    control: Control<'_>,
) -> Vec<Comparison> {
    let mut stopped = false;
    ways(algorithm, depth)
        .into_iter()
        .map(|(name, config)| {
            let outcome = if stopped {
                None
            } else {
                match search(game, state, &config, control) {
                    Ok(r) => Some((r.value, r.stats)),
                    Err(Cancelled) => {
                        stopped = true;
                        None
                    }
                }
            };
            Comparison { name: name.to_string(), config, outcome }
        })
        .collect()
}

/// Searches `state` once with `config`, as one row of a comparison (`None` if stopped).
pub fn one_way<G: Game>(
    game: &G,
    state: &G::State,
    name: String,
    config: SearchConfig,
    control: Control<'_>,
) -> Comparison {
    let outcome = search(game, state, &config, control).ok().map(|r| (r.value, r.stats));
    Comparison { name, config, outcome }
}

/// True when every finished way found the same root value (they must).
pub fn values_agree(rows: &[Comparison]) -> bool {
    let mut values = rows.iter().filter_map(|r| r.outcome.as_ref().map(|(v, _)| *v));
    let first = values.next();
    values.all(|v| Some(v) == first)
}
