//! `minimax review FILE`: a game record reviewed move by move, as text or JSON.

use std::io::Write;

use anyhow::Result;

use crate::tr;
use serde_json::{Value as Json, json};

use crate::catalog;
use crate::engine::{Player, Score, SearchConfig};
use crate::parse::BadInput;
use crate::record::Record;
use crate::session::review::{Retry, Review, Reviewed, Valued, thresholds};
use crate::session::{Answer, Pictures, Request, Work};

/// Reviews the record at `path`; `depth` limits the searches where the game has no exact
/// answer (the app's own limit by default); past `limit` the review stops and reports the moves
/// reviewed by then.
pub fn review(
    path: &std::path::Path,
    depth: Option<u32>,
    limit: std::time::Duration,
    json: bool,
    out: &mut dyn Write,
) -> Result<()> {
    let record = Record::read(path).map_err(BadInput)?;
    let (entry, values) = catalog::records::game_of(&record).map_err(BadInput)?;
    let mut session = entry.open(&values).map_err(BadInput)?;
    session.replay(&record.moves).map_err(|why| BadInput(format!("{}: {why}", path.display())))?;
    catalog::records::check_result(&record, session.as_ref())
        .map_err(|why| BadInput(format!("{}: {why}", path.display())))?;
    let config = SearchConfig { depth: depth.or(entry.default_depth()), ..SearchConfig::default() };
    let control = crate::engine::Control {
        deadline: Some(std::time::Instant::now() + limit),
        ..Default::default()
    };
    let job = session.job(&Request::new(Work::Review, config)).expect("the game's line");
    let Answer::Review(review) = job(control)? else {
        anyhow::bail!("the review answered something else");
    };
    let scale = session.value_scale();
    if json {
        writeln!(out, "{}", to_json(entry.key(), session.as_ref(), &review, scale))?;
        return Ok(());
    }
    let exactly = match review.depth {
        None => tr!("review-cmd-exact"),
        Some(d) => tr!("review-cmd-depth", depth = d),
    };
    let game = crate::i18n::word(&crate::catalog::game_message(entry.key(), false));
    let said = tr!("review-cmd-head", game = game, n = review.moves.len(), exactly = exactly);
    writeln!(out, "{said}")?;
    for m in &review.moves {
        let side = session.side_name(m.side);
        let verdict = m.judgement.words(&m.before, &m.after, scale);
        let best = match m.best == m.mv {
            true => String::new(),
            false => format!("  ({})", tr!("review-best-other", mv = m.best.as_str())),
        };
        writeln!(out, "{:>4}. {side} {}  {verdict}{best}", m.ply, m.mv)?;
    }
    if review.moves.len() < review.of {
        // Seconds as given (`--timeout`), not grouped or rounded.
        let (seconds, reviewed) = (crate::i18n::shortest(limit.as_secs_f64()), review.moves.len());
        let said = tr!("review-cmd-stopped", seconds = seconds, reviewed = reviewed, n = review.of);
        writeln!(out, "{said}")?;
    }
    for p in [Player::Max, Player::Min] {
        let (changed, first) = review.summary(p);
        let side = session.side_name(p);
        let said = match first {
            Some(ply) => tr!("review-changed-first", side = side, n = changed, ply = ply),
            None => tr!("review-changed", side = side, n = changed),
        };
        writeln!(out, "{said}")?;
    }
    if review.depth.is_some() {
        writeln!(out, "{}", tr!("review-cmd-thresholds", thresholds = thresholds()))?;
    }
    Ok(())
}

/// A move worth retrying: every other move's value there and whether trying it would put the
/// mistake right (as the app's retry judges it), and the best line.
fn retry_json(m: &Reviewed, r: &Retry, scale: Score, valued: &dyn Fn(&Valued) -> Json) -> Json {
    let options: Vec<Json> = r
        .options
        .iter()
        .map(|(name, v)| {
            let right = m.tried(name, scale).is_some_and(|(_, j)| !j.worth_retrying());
            json!({ "move": name, "value": valued(v), "puts_right": right })
        })
        .collect();
    json!({ "options": options, "others": r.others.as_ref().map(valued), "line": r.line })
}

fn to_json(game: &str, session: &dyn Pictures, review: &Review, scale: Score) -> Json {
    let valued = |v: &Valued| {
        let value = crate::engine::score::seed_value(v.score);
        let number =
            if scale == 1 { json!(value) } else { json!(f64::from(value) / f64::from(scale)) };
        json!({ "value": number, "kind": v.kind, "plies": v.plies() })
    };
    let moves: Vec<Json> = review
        .moves
        .iter()
        .map(|m: &Reviewed| {
            json!({
                "ply": m.ply,
                "side": session.side_name(m.side),
                "move": m.mv,
                "before": valued(&m.before),
                "after": valued(&m.after),
                "best_move": m.best,
                "judgement": m.judgement,
                "verdict": m.judgement.words(&m.before, &m.after, scale),
                "changed_result": m.changed_result(),
                "retry": m.retry.as_deref().map(|r| retry_json(m, r, scale, &valued)),
            })
        })
        .collect();
    let summary: Vec<Json> = [Player::Max, Player::Min]
        .into_iter()
        .map(|p| {
            let (changed, first) = review.summary(p);
            json!({ "side": session.side_name(p), "changed_result": changed, "first_change": first })
        })
        .collect();
    let complete = review.moves.len() == review.of;
    json!({
        "game": game,
        "depth": review.depth,
        "complete": complete,
        "of": review.of,
        "moves": moves,
        "summary": summary
    })
}
