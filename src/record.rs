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
}
