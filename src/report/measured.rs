//! What the benches measured, as data: each row a measure, our figure and each anchor's with the
//! ratio, and the run it came from (when, which commit, which machine). `cargo bench --bench
//! anchors` merges its rows into `docs/benchmarks/anchors.json` and writes the table of
//! `docs/benchmarks.md` from it; a test keeps the two in step.

use serde::{Deserialize, Serialize};

/// The format's name, first in the file.
pub const FORMAT: &str = "minimax-measured 1";

/// Where the table sits in `docs/benchmarks.md`, between these two lines.
pub const TABLE_START: &str =
    "<!-- the table below is written by `cargo bench --bench anchors` -->";
pub const TABLE_END: &str = "<!-- end of the written table -->";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measured {
    pub format: String,
    pub rows: Vec<Row>,
}

/// One bench run: when (UTC), on which commit and machine, with how many rounds a figure's median
/// was taken of.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    pub date: String,
    pub commit: String,
    pub machine: String,
    pub rounds: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Figure {
    /// As people read it ("190.8 s", "5.0 µs").
    pub text: String,
    /// The number ratios divide (seconds, or a count).
    pub value: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Anchor {
    pub name: String,
    pub figure: Figure,
    /// Ours divided by the anchor's; `None` where the anchor's figure is nothing to divide by.
    pub ratio: Option<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The bench's section (`ffo`, `perft`, `connect4` …).
    pub section: String,
    pub measure: String,
    pub ours: Figure,
    pub anchors: Vec<Anchor>,
    pub run: Run,
}

impl Measured {
    pub fn new() -> Measured {
        Measured { format: FORMAT.to_string(), rows: Vec::new() }
    }

    /// Reads a file of this format; what is not one is refused with the reason.
    pub fn parse(text: &str) -> Result<Measured, String> {
        let measured: Measured = serde_json::from_str(text).map_err(|e| e.to_string())?;
        match measured.format == FORMAT {
            true => Ok(measured),
            false => Err(format!("format {:?}, not {FORMAT:?}", measured.format)),
        }
    }

    /// `rows` (a run's) in place of the rows of the same measures, the rest kept: a run of some
    /// sections leaves the others' latest figures standing.
    pub fn merge(&mut self, rows: Vec<Row>) {
        self.rows.retain(|old| !rows.iter().any(|new| new.measure == old.measure));
        self.rows.extend(rows);
        self.rows.sort_by_key(|r| section_order(&r.section));
    }

    /// The table, in Markdown: a row a measure, then the runs the figures come from.
    pub fn table(&self) -> String {
        let mut out = String::from("| measure | ours | anchors | ours / anchor | run |\n");
        out.push_str("| --- | --- | --- | --- | --- |\n");
        let mut runs: Vec<&Run> = Vec::new();
        for row in &self.rows {
            let number = match runs.iter().position(|r| **r == row.run) {
                Some(at) => at + 1,
                None => {
                    runs.push(&row.run);
                    runs.len()
                }
            };
            let anchors: Vec<String> =
                row.anchors.iter().map(|a| format!("{} {}", a.name, a.figure.text)).collect();
            let ratios: Vec<String> = row
                .anchors
                .iter()
                .map(|a| a.ratio.map_or("—".to_string(), |r| format!("{r:.2}")))
                .collect();
            let or_none = |v: Vec<String>| match v.is_empty() {
                true => "(none here)".to_string(),
                false => v.join("; "),
            };
            out.push_str(&format!(
                "| {} | {} | {} | {} | {number} |\n",
                row.measure,
                row.ours.text,
                or_none(anchors),
                or_none(ratios)
            ));
        }
        out.push('\n');
        for (i, run) in runs.iter().enumerate() {
            out.push_str(&format!(
                "{}. {} UTC, commit {}, {}, median of {} round{}\n",
                i + 1,
                run.date,
                run.commit,
                run.machine,
                run.rounds,
                if run.rounds == 1 { "" } else { "s" }
            ));
        }
        out
    }

    /// `doc` with the table between its markers written anew from these rows; `None` if `doc`
    /// has no markers.
    pub fn into_doc(&self, doc: &str) -> Option<String> {
        let start = doc.find(TABLE_START)? + TABLE_START.len();
        let end = doc[start..].find(TABLE_END)? + start;
        Some(format!("{}\n\n{}\n{}", &doc[..start], self.table(), &doc[end..]))
    }
}

impl Default for Measured {
    fn default() -> Self {
        Measured::new()
    }
}

/// The bench's sections in the order it runs them.
fn section_order(section: &str) -> usize {
    ["ffo", "wld", "perft", "eval", "connect4", "fhourstones"]
        .iter()
        .position(|s| *s == section)
        .unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(section: &str, measure: &str, ours: f64, anchor: f64, date: &str) -> Row {
        Row {
            section: section.into(),
            measure: measure.into(),
            ours: Figure { text: format!("{ours} s"), value: ours },
            anchors: vec![Anchor {
                name: "Edax".into(),
                figure: Figure { text: format!("{anchor} s"), value: anchor },
                ratio: Some(ours / anchor),
            }],
            run: Run { date: date.into(), commit: "abc".into(), machine: "m".into(), rounds: 3 },
        }
    }

    #[test]
    fn a_run_replaces_its_own_measures_and_keeps_the_rest() {
        let mut measured = Measured::new();
        measured.merge(vec![
            row("perft", "perft(12)", 4.0, 8.0, "d1"),
            row("ffo", "FFO", 1.0, 2.0, "d1"),
        ]);
        measured.merge(vec![row("perft", "perft(12)", 3.0, 6.0, "d2")]);
        let measures: Vec<(&str, &str)> =
            measured.rows.iter().map(|r| (r.measure.as_str(), r.run.date.as_str())).collect();
        assert_eq!(measures, [("FFO", "d1"), ("perft(12)", "d2")], "ffo runs first");
        let table = measured.table();
        assert!(table.contains("| perft(12) | 3 s | Edax 6 s | 0.50 | 2 |"), "{table}");
        assert!(table.contains("2. d2 UTC, commit abc, m, median of 3 rounds"), "{table}");
        let read = Measured::parse(&serde_json::to_string(&measured).unwrap()).unwrap();
        assert_eq!(read, measured);
        assert!(Measured::parse(r#"{"format":"other","rows":[]}"#).is_err());
    }

    #[test]
    fn the_doc_gets_the_table_between_its_markers() {
        let mut measured = Measured::new();
        measured.merge(vec![row("ffo", "FFO", 1.0, 2.0, "d1")]);
        let doc = format!("# B\n{TABLE_START}\nold table\n{TABLE_END}\nafter\n");
        let new = measured.into_doc(&doc).unwrap();
        assert!(
            new.contains("| FFO | 1 s | Edax 2 s | 0.50 | 1 |") && !new.contains("old"),
            "{new}"
        );
        assert!(new.ends_with(&format!("{TABLE_END}\nafter\n")), "{new}");
        assert_eq!(measured.into_doc(&new).unwrap(), new, "written again, the same");
        assert!(measured.into_doc("no markers").is_none());
    }
}
