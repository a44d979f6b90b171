//! `minimax grade tree`: an answer diagnosed, or a student's program graded on many trees.

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use anyhow::Result;
use serde::Serialize;

use crate::arena::program::{Failure, Program, quote};
use crate::engine::SearchConfig;
use crate::games::tree::{Kind, Order, Tree, TreeGame};
use crate::grading::{Answer, Diagnosis, Setup, diagnose, parse_answer};
use crate::i18n::Said;
use crate::parse::BadInput;
use crate::rng::Rng;
use crate::tr;

/// The most trees one grading run takes (`--random`, or files in `--trees`).
pub const MAX_TREES: usize = 1000;

/// Diagnoses the answer in `answer_file` against the tree.
pub fn answer(setup: &Setup, answer_file: &Path, json: bool, out: &mut impl Write) -> Result<()> {
    let text = read_bounded(answer_file)?;
    let answer =
        parse_answer(&text).map_err(|e| BadInput(format!("{}: {e}", answer_file.display())))?;
    let diagnosis = diagnose(setup, &answer);
    crate::report::write(out, json, &diagnosis, |out| write_diagnosis(&diagnosis, out))
}

fn write_diagnosis(d: &Diagnosis, out: &mut impl Write) -> Result<()> {
    use crate::tr;
    writeln!(out, "{}", tr!("grade-correct", correct = if d.correct { "yes" } else { "no" }))?;
    let explained: Vec<String> = d
        .matches
        .iter()
        .filter(|m| **m != "correct")
        .map(|m| format!("{m} ({})", crate::grading::variant_words(m)))
        .collect();
    match (d.correct, explained.is_empty()) {
        (true, _) => {}
        (false, true) => writeln!(out, "{}", tr!("grade-no-variant"))?,
        (false, false) => {
            writeln!(out, "{}", tr!("grade-reproduced", list = explained.join("; ")))?
        }
    }
    if let Some(state) = &d.departs_at {
        writeln!(out, "{}", tr!("grade-departs", state = state.as_str()))?;
    }
    let expected = &d.expected;
    let action = expected.action.clone().unwrap_or_else(|| tr!("solve-none"));
    writeln!(out, "{}", tr!("grade-right-move", mv = action))?;
    writeln!(out, "{}", tr!("grade-right-visits", visited = expected.visited.join(" ")))?;
    Ok(())
}

fn read_bounded(path: &Path) -> Result<String> {
    Ok(crate::parse::read_file(path, crate::catalog::tree::MAX_FILE).map_err(BadInput)?)
}

/// Where the trees for grading a program come from.
pub enum Trees<'a> {
    /// Every file in a folder (the notation or CS188 files), in name order.
    Folder(&'a Path),
    /// Random trees from a seed.
    Random { count: usize, seed: u64 },
}

/// A program's answer on one tree, judged.
#[derive(Clone, Debug, Serialize)]
pub struct Graded {
    pub tree: String,
    /// right, wrong (with the variants that reproduce the answer), or failed (with why).
    pub verdict: &'static str,
    pub matches: Vec<&'static str>,
    pub departs_at: Option<String>,
    pub failure: Option<Said>,
}

#[derive(Serialize)]
struct GradeReport {
    player: String,
    /// The trees graded on, and the question asked of each tree in the notation (a CS188 file
    /// asks its own).
    graded_on: Said,
    asked: String,
    right: usize,
    trees: usize,
    results: Vec<Graded>,
}

/// Grades the program `command` on each tree: right, the diagnosed variant, or the failure.
pub fn programs(
    command: &str,
    trees: Trees,
    config: &SearchConfig,
    timeout: Duration,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let graded_on = match trees {
        Trees::Folder(dir) => {
            let dir = dir.display().to_string();
            Said::new(|| tr!("grade-tree-folder", dir = dir.as_str()))
        }
        Trees::Random { count, seed } => {
            let (count, seed) = (count.to_string(), seed.to_string());
            Said::new(|| tr!("grade-tree-random", count = count.as_str(), seed = seed.as_str()))
        }
    };
    let trees = load_trees(trees, config)?;
    let mut program = Program::new(command, timeout).with_line_limit(answer_limit(&trees));
    let results = grade_on(&mut program, &trees);
    let right = results.iter().filter(|g| g.verdict == "right").count();
    let asked = format!(
        "{} {} {}",
        algorithm_asked(false, config.alpha_beta),
        config.depth.unwrap_or(0),
        cut_asked(config)
    );
    let report = GradeReport {
        player: command.to_string(),
        graded_on,
        asked,
        right,
        trees: results.len(),
        results,
    };
    crate::report::write(out, json, &report, |out| {
        for g in &report.results {
            let detail = match (g.verdict, &g.failure) {
                ("failed", Some(why)) => why.to_string(),
                ("wrong", _) if g.matches.is_empty() => tr!("grade-tree-no-variant"),
                ("wrong", _) => g.matches.join(", "),
                _ => String::new(),
            };
            writeln!(out, "{:<24} {:<6} {detail}", g.tree, verdict_word(g.verdict))?;
        }
        let (right, trees) = (report.right.to_string(), report.trees.to_string());
        writeln!(out, "{}", tr!("rule-trees-right", right = right, of = trees))?;
        let (on, asked) = (report.graded_on.shown(), report.asked.as_str());
        writeln!(out, "{}", tr!("grade-tree-graded-on", on = on, asked = asked))?;
        Ok(())
    })
}

/// A tree's verdict in the reader's words (the grade sheets write `right`, `wrong`, `failed`).
pub fn verdict_word(verdict: &str) -> String {
    match verdict {
        "right" => tr!("verdict-right"),
        "wrong" => tr!("verdict-wrong"),
        _ => tr!("verdict-failed"),
    }
}

/// The longest answer line a right search of these trees can give: every label once, apart by
/// spaces (a program that visits a node twice is wrong anyway, and its line is refused past
/// twice that).
pub fn answer_limit(trees: &[TreeToGrade]) -> usize {
    let labels = |tree: &Tree| tree.nodes.iter().map(|n| n.label.len() + 1).sum::<usize>();
    trees.iter().map(|(_, tree, _, _)| 2 * labels(tree)).max().unwrap_or(0)
}

/// The program's answer on each tree, judged: right, the diagnosed variant, or the failure.
pub fn grade_on(program: &mut Program, trees: &[TreeToGrade]) -> Vec<Graded> {
    let mut results = Vec::new();
    for (name, tree, config, cs188) in trees {
        let game = TreeGame::new(tree.clone(), Order::Written);
        let setup = Setup { game: &game, config: *config, cs188: *cs188 };
        let graded = match ask(program, &game, config) {
            Ok(answer) => {
                let d = diagnose(&setup, &answer);
                let verdict = if d.correct { "right" } else { "wrong" };
                let matches = d.matches.into_iter().filter(|m| *m != "correct").collect();
                Graded {
                    tree: name.clone(),
                    verdict,
                    matches,
                    departs_at: d.departs_at,
                    failure: None,
                }
            }
            Err(failure) => Graded {
                tree: name.clone(),
                verdict: "failed",
                matches: vec![],
                departs_at: None,
                failure: Some(failure.said()),
            },
        };
        program.stop();
        results.push(graded);
    }
    results
}

/// The protocol's name for the search asked for.
fn algorithm_asked(chance: bool, alpha_beta: bool) -> &'static str {
    match (chance, alpha_beta) {
        (true, _) => "expectimax",
        (false, true) => "alphabeta",
        (false, false) => "minimax",
    }
}

fn cut_asked(config: &SearchConfig) -> &'static str {
    if config.strict_cutoffs { "strict" } else { "equal" }
}

/// The question for a program: the algorithm, depth (0: to the end) and pruning rule, then the
/// tree in the notation with every label.
fn ask(program: &mut Program, game: &TreeGame, config: &SearchConfig) -> Result<Answer, Failure> {
    let algorithm = algorithm_asked(game.tree.has_chance(), config.alpha_beta);
    let cut = cut_asked(config);
    program.start()?;
    let deadline = program.answer_by();
    program.send(&format!("{algorithm} {} {cut}", config.depth.unwrap_or(0)), deadline)?;
    program.send(&game.tree.notation(), deadline)?;
    let action = program.answer(deadline)?;
    let visited = program.answer(deadline)?;
    let words: Vec<String> = visited.split_whitespace().map(String::from).collect();
    if action.split_whitespace().count() != 1 || words.is_empty() {
        let (action, visited) = (quote(&action), quote(&visited));
        return Err(Failure::Garbage(Said::new(|| {
            tr!("failure-tree-garbage", action = action.as_str(), visited = visited.as_str())
        })));
    }
    Ok(Answer {
        value: None,
        action: Some(action.trim().to_string()),
        generated: None,
        visited: Some(words),
    })
}

/// The trees with the search each is graded by: `config` for trees in the notation, a CS188
/// file's own conventions for it (its depth in rounds, its algorithm, strict pruning).
/// A tree to grade on: its name, the tree, the search it is graded by, and for a CS188 file its
/// agents and depth in rounds (see `grading::Setup`).
pub type TreeToGrade = (String, Tree, SearchConfig, Option<(u32, u32)>);

pub fn load_trees(source: Trees, config: &SearchConfig) -> Result<Vec<TreeToGrade>> {
    match source {
        Trees::Random { count, seed } => {
            let mut rng = Rng::new(seed);
            let trees = (0..count.min(MAX_TREES))
                .map(|i| (format!("random #{}", i + 1), random_tree(&mut rng), *config, None));
            Ok(trees.collect())
        }
        Trees::Folder(dir) => {
            let mut paths: Vec<_> = std::fs::read_dir(dir)
                .map_err(|e| BadInput(format!("{}: {e}", dir.display())))?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                // One past the most is enough to refuse a folder too full to grade.
                .take(MAX_TREES + 1)
                .collect();
            paths.sort();
            if paths.len() > MAX_TREES {
                let (dir, most) = (dir.display().to_string(), MAX_TREES.to_string());
                return Err(
                    BadInput(crate::tr!("grade-tree-too-many", dir = dir, most = most)).into()
                );
            }
            paths
                .into_iter()
                .map(|path| {
                    let text = read_bounded(&path)?;
                    let bad = |e: crate::games::tree::TreeError| {
                        BadInput(format!("{}: {e}", path.display()))
                    };
                    let name = path
                        .file_name()
                        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
                    if !crate::games::tree::Cs188::recognises(&text) {
                        return Ok((name, Tree::parse(&text, false).map_err(bad)?, *config, None));
                    }
                    let test = crate::games::tree::Cs188::parse(&text).map_err(bad)?;
                    let mut tree = test.tree;
                    // The program sees labels, not actions: its move is named by its label.
                    for node in &mut tree.nodes {
                        node.action = None;
                    }
                    let config = SearchConfig {
                        depth: Some(test.agents * test.depth),
                        alpha_beta: test.algorithm == "AlphaBetaAgent",
                        strict_cutoffs: true,
                        transposition_table: false,
                        ..*config
                    };
                    Ok((name, tree, config, Some((test.agents, test.depth))))
                })
                .collect()
        }
    }
}

/// A random ragged tree of depth 2 or 3, two or three moves a node, values from −9 to 9.
pub fn random_tree(rng: &mut Rng) -> Tree {
    fn node(rng: &mut Rng, depth: u32) -> String {
        if depth == 0 {
            return (rng.below(19) as i64 - 9).to_string();
        }
        let children: Vec<String> = (0..2 + rng.below(2)).map(|_| node(rng, depth - 1)).collect();
        format!("({})", children.join(" "))
    }
    let depth = 2 + rng.below(2) as u32;
    let text = node(rng, depth);
    let tree = Tree::parse(&text, false).expect("a generated tree parses");
    debug_assert!(tree.nodes.iter().all(|n| n.kind != Kind::Chance));
    tree
}
