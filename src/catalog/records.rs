//! A game record's game (`record::Record`): the parameters a record keeps of an entry's values,
//! and the entry and values a record names.

use super::{Entry, Use, Values};
use crate::record::{FORMAT, Record};

impl dyn Entry + '_ {
    /// A record of a game of `entry` with these parameter values (those the user gave; the rest
    /// are defaults and need no saying).
    pub fn record(&self, values: &Values, moves: Vec<String>) -> Record {
        let params = self
            .params()
            .iter()
            .filter(|p| p.uses.contains(&Use::Play) && values.given(p.id) && !p.long.is_empty())
            .filter_map(|p| values.get(p.id).map(|v| (p.long.to_string(), p.kind.show(v))))
            .collect();
        Record {
            format: FORMAT.into(),
            game: self.key().into(),
            params,
            players: Vec::new(),
            moves,
            result: None,
            variations: Vec::new(),
        }
    }
}

/// The game's entry and parameter values the record names.
pub fn game_of(record: &Record) -> Result<(&'static dyn Entry, Values), String> {
    let entry = super::find(&record.game)
        .ok_or_else(|| crate::tr!("record-unknown-game", game = record.game.as_str()))?;
    let mut values = Values::defaults(entry.params());
    for (long, text) in &record.params {
        let param = entry
            .params()
            .iter()
            .find(|p| p.long == long && p.uses.contains(&Use::Play))
            .ok_or_else(|| {
            crate::tr!("record-unknown-parameter", game = entry.title(), long = long.as_str())
        })?;
        let value = param.kind.parse(text).map_err(|e| format!("--{long}: {e}"))?;
        values.set(param.id, value);
    }
    Ok((entry, values))
}

/// Where the record's moves end the game (replayed into `session` from its start), its result
/// must be that ending: a win for the other side, a draw or "unfinished" is refused with the
/// ending the moves reach (a record without a result says nothing). Where they do not end it, a result stands for a game ended off the
/// board (a forfeit in the arena).
pub fn check_result(record: &Record, session: &dyn crate::session::Session) -> Result<(), String> {
    use crate::record::{Ending, Side};
    let Some(end) = session.end() else { return Ok(()) };
    let history = session.history();
    let first = history
        .get(history.len().saturating_sub(record.moves.len()))
        .map_or(session.to_move(), |(p, _)| *p);
    let side = |p| if p == first { Side::First } else { Side::Second };
    let board = Ending::won_by(end.winner.map(side));
    match record.result {
        // A record that does not say how it ended claims nothing.
        None => Ok(()),
        Some(Some(result)) if result == board => Ok(()),
        Some(written) => Err(crate::tr!(
            "record-result-differs",
            written = written.map_or("unfinished", Ending::name),
            reached = board.name(),
            reason = end.reason.as_str()
        )),
    }
}
