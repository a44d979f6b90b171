//! Game records: a game saved as one line of JSON (the game, its parameters, the moves, the
//! result), written by `arena … --save DIR` and by `w` in the app, read by `play --load FILE`.
//!
//! ```json
//! {"format":"minimax-record 2","game":"connect4","params":{"width":"7","height":"6"},
//!  "players":["perfect","random"],"moves":["4","4","5","3"],"result":"first"}
//! ```
//!
//! `params` are the game's options as the command line writes them (`--width 7` is
//! `"width":"7"`); `moves` are every move from the game's start in its notation (an arena's
//! random opening included); `result` is `"first"`, `"second"` (the side that moved first, or
//! second, from the start), `"draw"`, or `"unfinished"` for a game not over (records before it
//! left `result` out; they still load).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The format records are written in: 2 added `variations`; records of 1 still load.
pub const FORMAT: &str = "minimax-record 2";
const READABLE: [&str; 2] = ["minimax-record 1", FORMAT];
/// The most variations a record read may hold: each is checked against every other as it is
/// kept, so a megabyte of one-move variations would take minutes.
pub const MAX_VARIATIONS: usize = 1000;
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
    /// How the game ended: `Some(None)` it is not over ("unfinished"); `None` the record does
    /// not say (one typed by hand, or written before results were).
    #[serde(default, with = "result_word", skip_serializing_if = "Option::is_none")]
    pub result: Option<Option<Ending>>,
    /// Other lines explored (`play` from a position walked back to), each whole from the
    /// record's start, in the game's notation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Vec<String>>,
}

/// A record's `result` as it is written: an ending, or "unfinished".
mod result_word {
    use super::Ending;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(
        result: &Option<Option<Ending>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.serialize_str(result.flatten().map_or("unfinished", Ending::name))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Option<Ending>>, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "lowercase")]
        enum Written {
            First,
            Second,
            Draw,
            Unfinished,
        }
        Ok(Some(match Written::deserialize(d)? {
            Written::First => Some(Ending::First),
            Written::Second => Some(Ending::Second),
            Written::Draw => Some(Ending::Draw),
            Written::Unfinished => None,
        }))
    }
}

/// The name `w` saves a game under: the game and the UTC date and time to the second
/// (`minimax-tictactoe-2026-12-01-165950.json`), which sort in the order they were played (it
/// was the seconds since 1970, `minimax-tictactoe-1796144390.json`).
pub fn file_name(game: &str, seconds_since_1970: u64) -> String {
    let (days, second) = (seconds_since_1970 / 86_400, seconds_since_1970 % 86_400);
    // The proleptic Gregorian date of a day count (Howard Hinnant's `civil_from_days`).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    let (hour, minute, second) = (second / 3600, second / 60 % 60, second % 60);
    format!("minimax-{game}-{year:04}-{month:02}-{day:02}-{hour:02}{minute:02}{second:02}.json")
}

/// A side of a game, counted from where its moves start: the side that moved first, or second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    First,
    Second,
}

impl Side {
    /// The side at `index`: 0 first, 1 second.
    pub fn of(index: usize) -> Side {
        if index == 0 { Side::First } else { Side::Second }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The side's name as records and reports write it.
    pub fn name(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// How a game ended: won by the side that moved first, by the second, or drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    First,
    Second,
    Draw,
}

impl Ending {
    /// The ending where `winner` won (`None`: a draw).
    pub fn won_by(winner: Option<Side>) -> Ending {
        match winner {
            Some(Side::First) => Ending::First,
            Some(Side::Second) => Ending::Second,
            None => Ending::Draw,
        }
    }

    /// How a record writes it: "first", "second" or "draw".
    pub fn name(self) -> &'static str {
        match self {
            Ending::First => "first",
            Ending::Second => "second",
            Ending::Draw => "draw",
        }
    }

    /// The side that won; `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Ending::First => Some(Side::First),
            Ending::Second => Some(Side::Second),
            Ending::Draw => None,
        }
    }

    /// The same ending with the sides counted the other way round (from one move later).
    pub fn swapped(self) -> Ending {
        match self {
            Ending::First => Ending::Second,
            Ending::Second => Ending::First,
            Ending::Draw => Ending::Draw,
        }
    }
}

impl Record {
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("a record serialises")
    }

    /// Writes the record as a new file, the first of `paths` free (never over a file, never
    /// through a link, dangling or not), and gives its place among them and the path; refused
    /// in one line where `read` would refuse what it wrote.
    pub fn save(
        &self,
        paths: impl IntoIterator<Item = std::path::PathBuf>,
    ) -> Result<(usize, std::path::PathBuf), String> {
        use std::io::Write;
        let line = self.to_line() + "\n";
        if line.len() as u64 > MAX_BYTES {
            let (size, most) = (line.len().to_string(), MAX_BYTES.to_string());
            return Err(crate::tr!("record-too-long", size = size, most = most));
        }
        if self.variations.len() > MAX_VARIATIONS {
            let (n, most) = (self.variations.len().to_string(), MAX_VARIATIONS.to_string());
            return Err(crate::tr!("record-too-many-lines", n = n, most = most));
        }
        for (k, path) in paths.into_iter().enumerate() {
            match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(mut file) => {
                    return file
                        .write_all(line.as_bytes())
                        .map(|()| (k, path.clone()))
                        .map_err(|e| format!("{}: {e}", path.display()));
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(format!("{}: {e}", path.display())),
            }
        }
        Err(crate::tr!("record-names-taken"))
    }

    /// Reads a record, or says in one line what is wrong with it.
    pub fn read(path: &std::path::Path) -> Result<Record, String> {
        let text = crate::parse::read_file(path, MAX_BYTES)?;
        let record: Record = serde_json::from_str(text.trim()).map_err(|e| {
            let (path, why) = (path.display().to_string(), e.to_string());
            crate::tr!("record-not-a-record", path = path, why = why)
        })?;
        if record.variations.len() > MAX_VARIATIONS {
            let (n, most) = (record.variations.len().to_string(), MAX_VARIATIONS.to_string());
            let path = path.display().to_string();
            return Err(crate::tr!("record-holds-too-many", path = path, n = n, most = most));
        }
        if !READABLE.contains(&record.format.as_str()) {
            let path = path.display().to_string();
            let format = record.format.as_str();
            return Err(crate::tr!("record-format", path = path, format = format, known = FORMAT));
        }
        Ok(record)
    }
}

/// Saves `record` as `DIR/game-NNNNN.json`, the first number from `from` not taken, and gives
/// the number after it (an arena's records follow those already in the folder).
pub fn numbered(dir: &std::path::Path, record: &Record, from: usize) -> Result<usize, String> {
    let names = (from..=99_999).map(|k| dir.join(format!("game-{k:05}.json")));
    let (k, _) = record.save(names)?;
    Ok(from + k + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sides and endings are written as records always wrote them, and read back.
    #[test]
    fn saved_games_are_named_by_their_utc_date_and_time() {
        // Checked against Python's datetime.fromtimestamp(…, UTC).
        assert_eq!(
            file_name("tictactoe", 1_796_144_390),
            "minimax-tictactoe-2026-12-01-165950.json"
        );
        assert_eq!(file_name("sum", 951_782_400), "minimax-sum-2000-02-29-000000.json");
        assert_eq!(file_name("nim", 0), "minimax-nim-1970-01-01-000000.json");
        assert_eq!(file_name("reversi", 951_868_799), "minimax-reversi-2000-02-29-235959.json");
    }

    #[test]
    fn sides_and_endings_keep_their_words() {
        for (ending, word) in
            [(Ending::First, "first"), (Ending::Second, "second"), (Ending::Draw, "draw")]
        {
            assert_eq!(serde_json::to_string(&ending).unwrap(), format!("\"{word}\""));
            let read: Ending = serde_json::from_str(&format!("\"{word}\"")).unwrap();
            assert_eq!(read, ending);
            assert_eq!(ending.swapped().swapped(), ending);
            assert_eq!(Ending::won_by(ending.winner()), ending);
        }
        for side in [Side::First, Side::Second] {
            assert_eq!(serde_json::to_string(&side).unwrap(), format!("\"{}\"", side.name()));
            assert_eq!(Side::of(side.index()), side);
        }
        let line = r#"{"format":"minimax-record 1","game":"sum","params":{},"moves":["2"],"result":"second"}"#;
        let record: Record = serde_json::from_str(line).unwrap();
        assert_eq!(record.result, Some(Some(Ending::Second)));
        assert_eq!(record.to_line(), line);
        assert!(serde_json::from_str::<Ending>("\"nobody\"").is_err());
        // A game not over says so; a record without `result` (as they were written before, or
        // typed by hand) says nothing of its end.
        let unfinished = Record { result: Some(None), ..record.clone() };
        let line = unfinished.to_line();
        assert!(line.ends_with(r#""moves":["2"],"result":"unfinished"}"#), "{line}");
        assert_eq!(serde_json::from_str::<Record>(&line).unwrap(), unfinished);
        let old = r#"{"format":"minimax-record 1","game":"sum","params":{},"moves":["2"]}"#;
        assert_eq!(serde_json::from_str::<Record>(old).unwrap(), Record { result: None, ..record });
        let bad = r#"{"format":"minimax-record 1","game":"sum","moves":[],"result":"nobody"}"#;
        assert!(serde_json::from_str::<Record>(bad).is_err());
        // Too many variations are refused when read, before any is replayed.
        let many = vec![vec!["2".to_string()]; MAX_VARIATIONS + 1];
        let record = Record { variations: many, format: FORMAT.into(), ..unfinished };
        let path = std::env::temp_dir().join(format!("minimax-many-{}.json", std::process::id()));
        std::fs::write(&path, record.to_line()).unwrap();
        let why = Record::read(&path).unwrap_err();
        std::fs::remove_file(&path).ok();
        assert!(why.contains("at most 1000"), "{why}");
    }

    /// A record is written as a new file: never over one, never through a link (a dangling one
    /// included), and never one the reader would refuse.
    #[test]
    fn a_record_is_saved_new_and_readable() {
        let dir = std::env::temp_dir().join(format!("minimax-record-save-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let precious = dir.join("precious.txt");
        std::fs::write(&precious, "keep").unwrap();
        std::os::unix::fs::symlink(&precious, dir.join("game-00001.json")).unwrap();
        std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("game-00002.json")).unwrap();
        std::fs::write(dir.join("game-00003.json"), "theirs").unwrap();
        let record = Record {
            format: FORMAT.into(),
            game: "nim".into(),
            params: BTreeMap::new(),
            players: Vec::new(),
            moves: vec!["0:1".into()],
            result: None,
            variations: Vec::new(),
        };
        assert_eq!(numbered(&dir, &record, 1), Ok(5));
        assert_eq!(Record::read(&dir.join("game-00004.json")).unwrap(), record);
        assert_eq!(std::fs::read_to_string(&precious).unwrap(), "keep");
        assert!(!dir.join("nowhere").exists());
        assert_eq!(std::fs::read_to_string(dir.join("game-00003.json")).unwrap(), "theirs");
        // Past what `read` takes, nothing is written.
        let long = Record { moves: vec!["0:1".into(); 300_000], ..record.clone() };
        assert!(long.save([dir.join("long.json")]).unwrap_err().contains("more than a record"));
        let many = Record { variations: vec![vec![]; MAX_VARIATIONS + 1], ..record };
        assert!(many.save([dir.join("many.json")]).unwrap_err().contains("variations"));
        assert!(!dir.join("long.json").exists() && !dir.join("many.json").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
