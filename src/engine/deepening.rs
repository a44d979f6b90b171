//! Iterative deepening on a clock: depth 1, 2, 3 … until the time is up, the answer being the
//! deepest iteration that finished. With the transposition table on, each iteration starts from
//! the table the last one filled, so its best line is searched first (the table's move leads the
//! ordering at every node on it); entries serve only their own depth, so every iteration's value
//! is exactly a fresh search's to that depth.

use std::time::Instant;

use super::config::{Internal, SearchConfig};
use super::control::{Cancelled, Control};
use super::game::Game;
use super::result::SearchResult;
use super::score::Score;
use super::searcher::search_once;
use super::tt::Table;

pub use super::result::{Aspiration, Iteration};
use super::trace::Trace;

/// Runs `search` at depth 1, 2, 3 … up to `config.depth` (or until an iteration is exact) while
/// `config.time` lasts. The first iteration always finishes (there must be a move to play); a
/// later one the clock interrupts is thrown away. A stop from outside after the first iteration
/// keeps what was found (`Err` only when not even depth 1 finished).
pub fn deepen<M: Clone>(
    config: &SearchConfig,
    control: Control<'_>,
    mut search: impl FnMut(&SearchConfig, Control<'_>) -> Result<SearchResult<M>, Cancelled>,
) -> Result<SearchResult<M>, Cancelled> {
    let started = Instant::now();
    let deadline = config.time.map(|t| started + t);
    let last = config.depth.unwrap_or(u32::MAX).max(1);
    let mut iterations: Vec<Iteration<M>> = Vec::new();
    let mut best: Option<SearchResult<M>> = None;
    for depth in 1..=last {
        let config = SearchConfig { depth: Some(depth), time: None, ..*config };
        let control = Control { deadline: deadline.filter(|_| best.is_some()), ..control };
        let Ok((result, aspiration)) = aspire(&config, control, best.as_ref(), &mut search) else {
            break;
        };
        iterations.push(Iteration {
            depth,
            value: result.value,
            best_move: result.best_move.clone(),
            principal_variation: result.principal_variation.clone(),
            nodes: result.stats.nodes,
            elapsed: started.elapsed(),
            exact: result.exact,
            aspiration,
        });
        let done = result.exact || deadline.is_some_and(|d| Instant::now() >= d);
        best = Some(result);
        if done {
            break;
        }
    }
    let mut result = best.ok_or(Cancelled)?;
    result.iterations = iterations;
    Ok(result)
}

/// One iteration, through an aspiration window around the last iteration's value when asked
/// for: a value outside the window is only a bound, so the root is searched again with the full
/// window, and the nodes of both searches are counted.
fn aspire<M: Clone>(
    config: &SearchConfig,
    control: Control<'_>,
    last: Option<&SearchResult<M>>,
    search: &mut impl FnMut(&SearchConfig, Control<'_>) -> Result<SearchResult<M>, Cancelled>,
) -> Result<(SearchResult<M>, Option<Aspiration>), Cancelled> {
    let (Some(width), Some(last)) = (config.aspiration, last) else {
        return Ok((search(config, control)?, None));
    };
    // The root's working terms: MAX's in minimax, the mover's in negamax.
    let sign = match config.algorithm {
        super::Algorithm::Minimax => 1,
        super::Algorithm::Negamax => last.to_move.sign(),
    };
    let centre = last.value * sign;
    let infinity = super::score::INFINITY;
    let low = centre.saturating_sub(width).max(-infinity);
    let high = centre.saturating_add(width).min(infinity);
    let internal = Internal { root_window: Some((low, high)), ..config.internal };
    let narrow = SearchConfig { internal, ..*config };
    let first = search(&narrow, control)?;
    let value = first.value * sign;
    let outcome = if value <= low {
        "failed low"
    } else if value >= high {
        "failed high"
    } else {
        "held"
    };
    // Reported in MAX's terms, as every value is.
    let (a, b) = (low * sign, high * sign);
    let window = Aspiration { low: a.min(b), high: a.max(b), outcome };
    if outcome == "held" {
        return Ok((first, Some(window)));
    }
    let mut again = search(config, control)?;
    again.stats.nodes += first.stats.nodes;
    Ok((again, Some(window)))
}

/// A search's result and its recording.
pub type Recorded<M> = (SearchResult<M>, Trace<M>);

/// One recorded search of a search on a clock: an iteration, or its try through an aspiration
/// window that failed (then the next chapter is the same depth with the full window).
#[derive(Clone, Debug)]
pub struct Chapter<M> {
    pub depth: u32,
    /// The root's window when it was narrowed (aspiration), in the search's working terms.
    pub window: Option<(Score, Score)>,
    pub trace: Trace<M>,
}

/// A search's result and the chapters of its recording.
pub type Chaptered<M> = (SearchResult<M>, Vec<Chapter<M>>);

/// A search recorded into a trace from `new_trace`. On a clock every iteration is recorded afresh
/// and the deepest one to finish is kept, so a recording is always one search (one root), never
/// several iterations run together. The iterations share one table, as in `deepen`.
pub fn recorded<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    new_trace: impl FnMut() -> Trace<G::Move>,
) -> Result<Recorded<G::Move>, Cancelled> {
    let mut table = Table::<G>::for_config(config);
    let (result, mut chapters) = chapters(game, root, config, control, new_trace, &mut table)?;
    let last = chapters.pop().expect("a search that finished was recorded");
    Ok((result, last.trace))
}

/// `recorded` with every search kept as a chapter, the last being the answer's, starting from
/// (and adding to) `table`. The answer's chapter is kept however far it went (its trace stops at
/// the cap); the earlier ones are kept shallowest first while together they stay within one more
/// cap's worth of steps, so the shallow iterations are kept whole and a deep one that does not
/// fit is left out (the headings say which): at most twice the cap in all.
pub fn chapters<G: Game>(
    game: &G,
    root: &G::State,
    config: &SearchConfig,
    control: Control<'_>,
    mut new_trace: impl FnMut() -> Trace<G::Move>,
    table: &mut Table<G>,
) -> Result<Chaptered<G::Move>, Cancelled> {
    let mut chapters: Vec<Chapter<G::Move>> = Vec::new();
    let mut once = |config: &SearchConfig, control: Control<'_>| {
        let mut trace = new_trace();
        let result = search_once(game, root, config, control, &mut trace, table)?;
        let depth = config.depth.unwrap_or(u32::MAX);
        chapters.push(Chapter { depth, window: config.internal.root_window, trace });
        Ok(result)
    };
    let result = if config.time.is_some() {
        deepen(config, control, &mut once)?
    } else {
        once(config, control)?
    };
    // An iteration the clock interrupted may have left its aspiration try behind.
    if let Some(last) = result.iterations.last() {
        chapters.retain(|c| c.depth <= last.depth);
    }
    let Some(last) = chapters.pop() else { unreachable!("a search that finished was recorded") };
    let mut total = 0;
    chapters.retain(|c| {
        total += c.trace.events.len();
        total <= last.trace.cap
    });
    chapters.push(last);
    // Earlier chapters give back the room reserved for a search that may have grown.
    let last = chapters.len() - 1;
    for chapter in &mut chapters[..last] {
        chapter.trace.nodes.shrink_to_fit();
        chapter.trace.events.shrink_to_fit();
    }
    Ok((result, chapters))
}
