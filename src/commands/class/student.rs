//! A student's line of the grade sheet, as the journal keeps it and the sheets and feedback
//! read it.

use serde::{Deserialize, Serialize};

use crate::i18n::Said;

/// The rule of a student whose submission could not be run at all (no player, a bad archive).
pub fn not_run() -> Said {
    Said::new(|| crate::tr!("rule-not-run"))
}

/// A student's line of the grade sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Student {
    pub id: String,
    pub points: u32,
    pub out_of: u32,
    /// The rubric's line that gave the points.
    pub rule: Said,
    /// Nim: each opponent's games and the share won.
    pub opponents: Vec<Versus>,
    /// Answers that could not count: invalid moves, garbage, crashes, timeouts.
    pub invalid: u32,
    /// Trees: the search variant that reproduces the student's wrong answers (the one named
    /// most often), and the first node where the first wrong answer departs.
    pub variant: Option<String>,
    pub departs_at: Option<String>,
    /// The first failure in words (a crash's error output included), or why the submission
    /// could not be run at all.
    pub failure: Option<Said>,
    /// Seconds the grading took.
    pub seconds: f64,
}

impl Student {
    /// Whether the submission ran (a student's line read back from a sheet says it in English).
    pub fn was_run(&self) -> bool {
        self.rule.english != not_run().english
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Versus {
    pub opponent: String,
    pub games: u32,
    pub wins: u32,
    pub win_rate: f64,
}
