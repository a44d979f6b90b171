//! The two rubrics a class is graded by: the Heaps assignment's (misère Nim against dumb,
//! medium and hard, `arena nim`'s) and the tree search's (`grade tree --player`'s), each giving
//! a student's line of the sheet and the feedback that explains it.

use super::feedback;
use super::student::{Student, Versus, not_run};
use crate::arena::jail::Jail;
use crate::arena::program::Program;
use crate::catalog::nim::arena::{ArenaOptions, OpponentResult, grade, play};
use crate::catalog::tree::grade::{Graded, TreeToGrade, answer_limit, grade_on};
use crate::i18n::Said;
use crate::tr;

/// How the class is graded.
pub enum Rubric {
    Nim(NimRubric),
    Tree(TreeRubric),
}

/// The Heaps rubric's arena: as `arena nim` plays it, against dumb, medium and hard.
pub struct NimRubric {
    pub games: u32,
    pub seed: u64,
    pub heaps: usize,
    pub max_heap: u32,
    pub normal: bool,
    pub timeout: f64,
}

/// The trees a search is graded on, each with the search it is judged by.
pub struct TreeRubric {
    pub trees: Vec<TreeToGrade>,
    pub timeout: f64,
}

/// The opponents the Heaps rubric needs.
pub const NIM_OPPONENTS: &str = "dumb,medium,hard";

impl Rubric {
    pub fn name(&self) -> &'static str {
        match self {
            Rubric::Nim(_) => "nim",
            Rubric::Tree(_) => "tree",
        }
    }

    /// What a student who could not be run at all gets.
    pub fn not_run(&self, id: &str, why: Said) -> Student {
        Student {
            id: id.to_string(),
            points: 0,
            out_of: self.out_of(),
            rule: not_run(),
            opponents: Vec::new(),
            invalid: 0,
            variant: None,
            departs_at: None,
            failure: Some(why),
            seconds: 0.0,
        }
    }

    fn out_of(&self) -> u32 {
        match self {
            Rubric::Nim(_) => 100,
            Rubric::Tree(t) => t.trees.len() as u32,
        }
    }

    /// Grades the program `command` in `jail`: the student's line and feedback.
    pub fn grade(&self, id: &str, command: &str, jail: Jail) -> anyhow::Result<(Student, String)> {
        match self {
            Rubric::Nim(nim) => {
                let options = ArenaOptions {
                    player: command.to_string(),
                    opponents: NIM_OPPONENTS.into(),
                    games: nim.games,
                    seed: nim.seed,
                    heaps: nim.heaps,
                    max_heap: nim.max_heap,
                    timeout: nim.timeout,
                    normal: nim.normal,
                    json: false,
                    save: None,
                    jail: Some(jail),
                };
                let results = play(&options)?;
                let student = nim_line(id, &results);
                let text = feedback::nim(&student, &results, !nim.normal);
                Ok((student, text))
            }
            Rubric::Tree(tree) => {
                let timeout = std::time::Duration::from_secs_f64(tree.timeout);
                let mut program = Program::new(command, timeout)
                    .with_line_limit(answer_limit(&tree.trees))
                    .in_jail(Some(jail));
                let graded = grade_on(&mut program, &tree.trees);
                let student = tree_line(id, &graded);
                let text = feedback::tree(&student, &graded);
                Ok((student, text))
            }
        }
    }
}

/// The Heaps rubric's line: any failure is 0 (the arena stops at the first), else `grade`'s.
fn nim_line(id: &str, results: &[OpponentResult]) -> Student {
    let records = || results.iter().flat_map(|r| &r.records);
    let failure = records().find_map(|g| g.failure.clone());
    let invalid = records().filter(|g| g.failure.is_some()).count() as u32;
    let (points, rule) = match (&failure, grade(results)) {
        (Some(_), _) => (0, Said::new(|| tr!("rule-invalid"))),
        (None, Some((points, rule))) => (points, rule),
        (None, None) => (0, Said::new(|| tr!("rule-not-every-opponent"))),
    };
    let opponents = results
        .iter()
        .map(|r| Versus {
            opponent: r.opponent.clone(),
            games: r.games as u32,
            wins: r.wins as u32,
            win_rate: r.win_rate,
        })
        .collect();
    Student {
        id: id.to_string(),
        points,
        out_of: 100,
        rule,
        opponents,
        invalid,
        variant: None,
        departs_at: None,
        failure,
        seconds: 0.0,
    }
}

/// The tree rubric's line: a point a tree right; the variant named most often on the wrong ones.
fn tree_line(id: &str, graded: &[Graded]) -> Student {
    let right = graded.iter().filter(|g| g.verdict == "right").count() as u32;
    let mut named: Vec<(&str, usize)> = Vec::new();
    // Only a wrong answer's variants name a bug (a right answer is reproduced by every variant
    // that searches its tree alike).
    let wrong = graded.iter().filter(|g| g.verdict == "wrong");
    for variant in wrong.flat_map(|g| &g.matches) {
        match named.iter_mut().find(|(v, _)| v == variant) {
            Some((_, n)) => *n += 1,
            None => named.push((variant, 1)),
        }
    }
    // The most often named; of equals, the first named.
    let variant = named.iter().rev().max_by_key(|(_, n)| *n).map(|(v, _)| v.to_string());
    let first_wrong = graded.iter().find(|g| g.verdict == "wrong");
    Student {
        id: id.to_string(),
        points: right,
        out_of: graded.len() as u32,
        rule: {
            let (right, of) = (right.to_string(), graded.len().to_string());
            Said::new(|| tr!("rule-trees-right", right = right.as_str(), of = of.as_str()))
        },
        opponents: Vec::new(),
        invalid: graded.iter().filter(|g| g.verdict == "failed").count() as u32,
        variant,
        departs_at: first_wrong.and_then(|g| g.departs_at.clone()),
        failure: graded.iter().find_map(|g| g.failure.clone()),
        seconds: 0.0,
    }
}
