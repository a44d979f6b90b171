//! The grade sheet: `grades.json` (what was asked, how the programs were contained, a line a
//! student) and `grades.csv` (a row a student), for a whole class or one shard of it; and the
//! shards' sheets joined into one.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::student::Student;
use crate::arena::program::in_one_line;
use crate::i18n::Said;
use crate::tr;

/// The sheet's format, checked when sheets are joined.
pub const FORMAT: &str = "minimax-grades-1";

/// What a class was graded with: a run resumes, and shards join, only under the same.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub rubric: String,
    /// The command run in each student's folder.
    pub run: String,
    pub seed: u64,
    /// Nim: starts per opponent, heaps, largest heap, normal play.
    pub games: Option<u32>,
    pub heaps: Option<usize>,
    pub max_heap: Option<u32>,
    pub normal: Option<bool>,
    /// Trees: where they come from (a folder, or `random N`).
    pub trees: Option<String>,
    /// Trees: the pruning rule asked for (`equal` or `strict`; CS188 files keep their own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cut: Option<String>,
    /// Seconds an answer, and the whole submission.
    pub timeout: f64,
    pub budget: f64,
    /// How each program was contained.
    pub contained: Said,
}

/// Which part of the class a sheet holds: every `of`-th submission from the `index`-th.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u32,
    pub of: u32,
}

impl Shard {
    /// `I/N`, 1 ≤ I ≤ N ≤ 1000.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || {
            format!("--shard {text}: expected I/N with 1 ≤ I ≤ N ≤ 1000 (2/4: the second of four)")
        };
        let (i, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, of) =
            (i.trim().parse().map_err(|_| bad())?, n.trim().parse().map_err(|_| bad())?);
        match 1 <= index && index <= of && of <= 1000 {
            true => Ok(Shard { index, of }),
            false => Err(bad()),
        }
    }

    /// Whether the `k`-th submission (from 0, in id order) is this shard's.
    pub fn holds(self, k: usize) -> bool {
        k % self.of as usize == (self.index - 1) as usize
    }

    /// The sheet's file name without its extension: `grades.2-of-4`.
    pub fn stem(shard: Option<Shard>) -> String {
        match shard {
            Some(s) => format!("grades.{}-of-{}", s.index, s.of),
            None => "grades".into(),
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Sheet {
    pub format: String,
    pub settings: Settings,
    pub shard: Option<Shard>,
    pub students: Vec<Student>,
    /// Entries of the class folder that are not submissions, and why.
    pub skipped: Vec<(String, Said)>,
}

impl Sheet {
    /// Writes `STEM.json` and `STEM.csv` into `out`, over the grader's own earlier sheets.
    pub fn write(&self, out: &Path) -> Result<(PathBuf, PathBuf), String> {
        let stem = Shard::stem(self.shard);
        let (json, csv) = (out.join(format!("{stem}.json")), out.join(format!("{stem}.csv")));
        let text = serde_json::to_string_pretty(self).expect("a sheet serialises");
        crate::files::replace_own(&json, &(text + "\n"))?;
        crate::files::replace_own(&csv, &self.csv())?;
        Ok((json, csv))
    }

    /// A row a student: id, points, out of, the rule, a win rate an opponent (Nim), the answers
    /// that could not count, the variant and where it departs (trees), the first failure, the
    /// seconds.
    pub fn csv(&self) -> String {
        // Every opponent any student met, in the order met (a run stopped at a failure meets
        // fewer).
        let mut opponents: Vec<&str> = Vec::new();
        for versus in self.students.iter().flat_map(|s| &s.opponents) {
            if !opponents.contains(&versus.opponent.as_str()) {
                opponents.push(&versus.opponent);
            }
        }
        let mut head = vec!["id".to_string(), "points".into(), "out_of".into(), "rule".into()];
        head.extend(opponents.iter().map(|o| format!("win_rate_{o}")));
        head.extend(["invalid", "variant", "departs_at", "failure", "seconds"].map(String::from));
        let mut text = head.join(",") + "\n";
        for s in &self.students {
            let mut row = vec![
                s.id.clone(),
                s.points.to_string(),
                s.out_of.to_string(),
                s.rule.english.clone(),
            ];
            for name in &opponents {
                let rate = s.opponents.iter().find(|o| o.opponent == *name);
                row.push(rate.map_or(String::new(), |o| format!("{:.3}", o.win_rate)));
            }
            // The sheet's words are English's, in every language.
            let failure = s.failure.as_ref().map(|f| in_one_line(f).english).unwrap_or_default();
            row.extend([
                s.invalid.to_string(),
                s.variant.clone().unwrap_or_default(),
                s.departs_at.clone().unwrap_or_default(),
                failure.to_string(),
                format!("{:.1}", s.seconds),
            ]);
            let row: Vec<String> = row.iter().map(|f| cell(f)).collect();
            let _ = writeln!(text, "{}", row.join(","));
        }
        text
    }

    /// Reads a sheet the grader wrote.
    pub fn read(path: &Path) -> Result<Sheet, String> {
        let text = crate::parse::read_file(path, 64 << 20)?;
        let sheet: Sheet = serde_json::from_str(&text).map_err(|e| {
            let (path, why) = (path.display().to_string(), e.to_string());
            tr!("sheet-not-a-sheet", path = path, why = why)
        })?;
        match sheet.format == FORMAT {
            true => Ok(sheet),
            false => {
                let (path, format) = (path.display().to_string(), sheet.format.as_str());
                Err(tr!("sheet-format", path = path, format = format, known = FORMAT))
            }
        }
    }
}

/// A CSV field: quoted where it holds a comma, a quote or a line break; a text a spreadsheet
/// would take for a formula (`=`, `+`, `-`, `@` first, not a number) starts with a `'`; control
/// characters written out.
fn cell(field: &str) -> String {
    let field = crate::words::printable(field).replace(['\n', '\t'], " ");
    let formula = field.starts_with(['=', '+', '-', '@']) && field.parse::<f64>().is_err();
    let field = if formula { format!("'{field}") } else { field };
    match field.contains([',', '"']) {
        true => format!("\"{}\"", field.replace('"', "\"\"")),
        false => field,
    }
}

/// Joins the shards' sheets (every shard of one run once, under one settings) into one.
pub fn merge(paths: &[PathBuf]) -> Result<Sheet, String> {
    let mut sheets = Vec::new();
    for path in paths {
        sheets.push((path, Sheet::read(path)?));
    }
    let Some((first_path, first)) = sheets.first() else {
        return Err(tr!("sheet-none"));
    };
    let of = first
        .shard
        .map(|s| s.of)
        .ok_or_else(|| tr!("sheet-not-a-shard", path = first_path.display().to_string()))?;
    let mut seen = vec![false; of as usize];
    let mut students: Vec<Student> = Vec::new();
    let mut skipped = first.skipped.clone();
    for (path, sheet) in &sheets {
        let shard = sheet
            .shard
            .ok_or_else(|| tr!("sheet-not-a-shard", path = path.display().to_string()))?;
        if sheet.settings != first.settings || shard.of != of {
            let (path, first) = (path.display().to_string(), first_path.display().to_string());
            return Err(tr!("sheet-otherwise", path = path, first = first, of = of.to_string()));
        }
        if std::mem::replace(&mut seen[(shard.index - 1) as usize], true) {
            let (index, path) = (shard.index.to_string(), path.display().to_string());
            return Err(tr!("sheet-twice", index = index, of = of.to_string(), path = path));
        }
        students.extend(sheet.students.iter().cloned());
        skipped.retain(|s| sheet.skipped.contains(s));
    }
    let missing: Vec<String> = seen
        .iter()
        .enumerate()
        .filter(|(_, s)| !**s)
        .map(|(i, _)| format!("{}/{of}", i + 1))
        .collect();
    if !missing.is_empty() {
        return Err(tr!("sheet-missing", shards = missing.join(", ")));
    }
    students.sort_by(|a, b| a.id.cmp(&b.id));
    if let Some(pair) = students.windows(2).find(|w| w[0].id == w[1].id) {
        return Err(tr!("sheet-in-two", id = pair[0].id.as_str()));
    }
    Ok(Sheet {
        format: FORMAT.into(),
        settings: first.settings.clone(),
        shard: None,
        students,
        skipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_every_nth_submission_from_the_ith() {
        let shard = Shard::parse("2/3").unwrap();
        let held: Vec<usize> = (0..8).filter(|&k| shard.holds(k)).collect();
        assert_eq!(held, [1, 4, 7]);
        // Every submission in exactly one shard.
        for k in 0..20 {
            let owners = (1..=3).filter(|i| Shard { index: *i, of: 3 }.holds(k)).count();
            assert_eq!(owners, 1, "{k}");
        }
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/1001", "-1/2"] {
            assert!(Shard::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Shard::stem(Some(shard)), "grades.2-of-3");
        assert_eq!(Shard::stem(None), "grades");
    }

    #[test]
    fn a_cell_is_quoted_escaped_and_never_a_formula() {
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell("a, b"), "\"a, b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(cell("-3.5"), "-3.5", "a number stays a number");
        assert_eq!(cell("a\u{1b}[2Jb\nc"), "a\\u{1b}[2Jb c");
    }
}
