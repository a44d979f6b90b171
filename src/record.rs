//! Game records: a game saved as one line of JSON (the game, its parameters, the moves, the
//! result), written by `arena … --save DIR` and by `w` in the app, read by `play --load FILE`.
//!
//! ```json
//! {"format":"minimax-record 1","game":"connect4","params":{"width":"7","height":"6"},
//!  "players":["perfect","random"],"moves":["4","4","5","3"],"result":"first"}
//! ```
//!
//! `params` are the game's options as the command line writes them (`--width 7` is
//! `"width":"7"`); `moves` are every move from the game's start in its notation (an arena's
//! random opening included); `result` is `"first"`, `"second"` (the side that moved first, or
//! second, from the start) or `"draw"`, and missing for a game not over.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::catalog::{self, Entry, Use, Values};

pub const FORMAT: &str = "minimax-record 1";
/// The largest record read (a Reversi game is about 1 KB).
pub const MAX_BYTES: u64 = 1 << 20;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub game: String,
    #[serde(default)]
    pub params: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    pub moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

impl Record {
    /// A record of a game of `entry` with these parameter values (those the user gave; the rest
    /// are defaults and need no saying).
    pub fn new(entry: &dyn Entry, values: &Values, moves: Vec<String>) -> Record {
        let params = entry
            .params()
            .iter()
            .filter(|p| p.uses.contains(&Use::Play) && values.given(p.id) && !p.long.is_empty())
            .filter_map(|p| values.get(p.id).map(|v| (p.long.to_string(), p.kind.show(v))))
            .collect();
        Record {
            format: FORMAT.into(),
            game: entry.key().into(),
            params,
            players: Vec::new(),
            moves,
            result: None,
        }
    }

    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("a record serialises")
    }

    /// Reads a record, or says in one line what is wrong with it.
    pub fn read(path: &std::path::Path) -> Result<Record, String> {
        let text = crate::parse::read_file(path, MAX_BYTES)?;
        let record: Record = serde_json::from_str(text.trim())
            .map_err(|e| format!("{}: not a game record ({e})", path.display()))?;
        if record.format != FORMAT {
            return Err(format!(
                "{}: format '{}', expected '{FORMAT}'",
                path.display(),
                record.format
            ));
        }
        Ok(record)
    }

    /// The game's entry and parameter values the record names.
    pub fn game(&self) -> Result<(&'static dyn Entry, Values), String> {
        let entry = catalog::find(&self.game)
            .ok_or_else(|| format!("a record of '{}', which is not one of the games", self.game))?;
        let mut values = Values::defaults(entry.params());
        for (long, text) in &self.params {
            let param = entry
                .params()
                .iter()
                .find(|p| p.long == long && p.uses.contains(&Use::Play))
                .ok_or_else(|| format!("{} has no parameter '{long}'", entry.title()))?;
            let value = param.kind.parse(text).map_err(|e| format!("--{long}: {e}"))?;
            values.set(param.id, value);
        }
        Ok((entry, values))
    }
}
