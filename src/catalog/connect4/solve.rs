//! `solve connect4` and `bench connect4`: Pons' scores from the strong solver (or the teaching
//! engine, to compare), and his test sets solved and checked line by line.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use anyhow::Result;
use serde::Serialize;

use crate::engine::search::search;
use crate::engine::{Game, Score, SearchConfig, score};
use crate::games::connect4::solver::{Solver, Techniques};
use crate::games::connect4::{ConnectFour, Discs};
use crate::parse::BadInput;
use crate::words::Kind;

/// What `solve connect4` asks.
pub struct Question<'a> {
    pub game: &'a ConnectFour,
    pub position: &'a str,
    pub discs: Discs,
    pub weak: bool,
    pub analyse: bool,
    pub techniques: Techniques,
    /// Table entries for the solver.
    pub entries: usize,
    pub json: bool,
}

#[derive(Serialize)]
struct Report<'a> {
    game: &'static str,
    width: u8,
    height: u8,
    position: &'a str,
    /// "strong" (Pons' solver) or "teaching" (the app's search).
    engine: &'static str,
    /// Pons' score for the player to move; with `weak`, only its sign. `None` where the teaching
    /// engine's depth limit left the game open: then `heuristic` says what it found.
    score: Option<Score>,
    weak: bool,
    /// "win", "draw" or "loss" for the player to move; "undecided" at a depth limit.
    result: &'static str,
    /// What the value is: "win", "draw" or "loss" (`score`), or "heuristic" (`heuristic`).
    kind: Kind,
    /// The teaching engine's heuristic value for the player to move, where its depth limit left
    /// the game open (what the app shows as "heuristic"), and that depth.
    #[serde(skip_serializing_if = "Option::is_none")]
    heuristic: Option<Score>,
    #[serde(skip_serializing_if = "Option::is_none")]
    depth: Option<u32>,
    best_move: Option<String>,
    principal_variation: Vec<String>,
    nodes: u64,
    seconds: f64,
    /// With --analyse: each column's score (`null` for a full column).
    #[serde(skip_serializing_if = "Option::is_none")]
    columns: Option<Vec<Option<Score>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    techniques: Option<Techniques>,
    /// The teaching engine's search, named whole (`report::search::describe_config`).
    #[serde(skip_serializing_if = "Option::is_none")]
    search: Option<String>,
}

fn column(col: u8) -> String {
    (col + 1).to_string()
}

fn verdict(score: Score) -> &'static str {
    match score.signum() {
        1 => "win",
        -1 => "loss",
        _ => "draw",
    }
}

/// Solves with the strong solver.
pub fn solve(q: &Question<'_>, out: &mut impl Write) -> Result<()> {
    let mut solver = Solver::new(q.game, q.techniques, q.entries);
    let started = Instant::now();
    let solution = solver.solve(&q.discs, q.weak).expect("nothing stops this solve");
    let seconds = started.elapsed().as_secs_f64();
    let columns =
        if q.analyse { Some(solver.analyse(&q.discs, q.weak).expect("not stopped")) } else { None };
    let report = Report {
        game: "connect4",
        width: q.game.width(),
        height: q.game.height(),
        position: q.position,
        engine: "strong",
        score: Some(solution.score),
        weak: q.weak,
        result: verdict(solution.score),
        kind: Kind::of(solution.score, true, false),
        heuristic: None,
        depth: None,
        best_move: solution.best_move.map(column),
        principal_variation: solution.principal_variation.iter().map(|&c| column(c)).collect(),
        nodes: solution.nodes,
        seconds,
        columns,
        techniques: Some(q.techniques),
        search: None,
    };
    write(&report, q, out)
}

/// Solves with the teaching engine (the app's search, with its switches): its values count
/// plies to the end, which give Pons' score when the search is exact or finds a win; where its
/// depth limit leaves the game open, the heuristic value it found, said to be one (the number
/// the app shows).
pub fn solve_teaching(q: &Question<'_>, config: &SearchConfig, out: &mut impl Write) -> Result<()> {
    let started = Instant::now();
    let result = search(q.game, &q.discs, config, Default::default()).expect("not stopped");
    let seconds = started.elapsed().as_secs_f64();
    let for_mover = result.value * q.game.to_move(&q.discs).sign();
    let open = !result.exact && !score::is_decisive(result.value);
    let moves = q.discs.moves as u32;
    let score = match score::plies_to_end(for_mover) {
        Some(plies) if for_mover > 0 => q.game.win_score(moves + plies),
        Some(plies) => -q.game.win_score(moves + plies),
        None => 0,
    };
    let score = if q.weak { score.signum() } else { score };
    let score = (!open).then_some(score);
    let report = Report {
        game: "connect4",
        width: q.game.width(),
        height: q.game.height(),
        position: q.position,
        engine: "teaching",
        score,
        weak: q.weak,
        result: score.map_or("undecided", verdict),
        kind: score.map_or(Kind::Heuristic, |s| Kind::of(s, true, false)),
        heuristic: open.then_some(for_mover),
        depth: open.then_some(config.depth).flatten(),
        best_move: result.best_move.map(column),
        principal_variation: result.principal_variation.iter().map(|&c| column(c)).collect(),
        nodes: result.stats.nodes,
        seconds,
        columns: None,
        techniques: None,
        search: Some(crate::report::search::describe_config(config)),
    };
    write(&report, q, out)
}

fn write(report: &Report<'_>, q: &Question<'_>, out: &mut impl Write) -> Result<()> {
    crate::report::write(out, q.json, report, |out| {
        use crate::tr;
        let position =
            if q.position.is_empty() { tr!("c4-empty-board") } else { q.position.into() };
        let size = format!("{}x{}", report.width, report.height);
        let first = if q.discs.first_to_move() { "yes" } else { "no" };
        writeln!(out, "{}", tr!("c4-solve-head", size = size, position = position, first = first))?;
        let score = match (report.score, report.heuristic) {
            (None, heuristic) => tr!(
                "c4-score-open",
                depth = report.depth.map_or(tr!("solve-none"), |d| d.to_string()),
                value = crate::words::signed(heuristic.unwrap_or_default())
            ),
            (Some(_), _) if q.weak => tr!("c4-score-weak", result = report.result),
            (Some(score), _) => {
                tr!("c4-score", score = crate::words::signed(score), result = report.result)
            }
        };
        writeln!(out, "{score}")?;
        if let Some(best) = &report.best_move {
            writeln!(out, "{}", tr!("c4-best-move", column = best.to_string()))?;
        }
        writeln!(out, "{}", tr!("c4-line", line = report.principal_variation.join(" ")))?;
        if let Some(columns) = &report.columns {
            let each: Vec<String> =
                columns.iter().map(|c| c.map_or(tr!("c4-full"), crate::words::signed)).collect();
            writeln!(out, "{}", tr!("c4-each", n = columns.len(), each = each.join(" ")))?;
        }
        if let Some(search) = &report.search {
            writeln!(out, "{}", tr!("solve-search", config = search.as_str()))?;
        }
        let said = crate::tr!(
            "c4-explored",
            nodes = report.nodes,
            seconds = crate::i18n::decimal(report.seconds, 3),
            engine = report.engine
        );
        writeln!(out, "{said}")?;
        Ok(())
    })
}

/// The most positions a bench file may hold, and its largest size.
pub const MAX_BENCH_LINES: usize = 100_000;
pub const MAX_BENCH_BYTES: u64 = 8 << 20;

/// One `position score` line of a test set.
struct Case {
    line: usize,
    text: String,
    discs: Discs,
    expected: Score,
}

/// Reads a test set: one `position score` per line (Pons' format); blank lines are skipped.
fn cases(game: &ConnectFour, text: &str, name: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        if cases.len() == MAX_BENCH_LINES {
            let most = MAX_BENCH_LINES.to_string();
            return Err(crate::tr!("connect4-file-too-long", file = name, most = most));
        }
        let at = |why: String| {
            crate::tr!("file-line", file = name, line = (i + 1).to_string(), why = why)
        };
        let [position, expected] = words[..] else {
            return Err(at(crate::tr!("connect4-file-fields")));
        };
        let discs = game.parse(position).map_err(at)?;
        let expected = expected
            .parse::<Score>()
            .map_err(|_| at(crate::tr!("not-a-score", text = expected)))?;
        cases.push(Case { line: i + 1, text: position.to_string(), discs, expected });
    }
    if cases.is_empty() {
        return Err(crate::tr!("connect4-file-empty", file = name));
    }
    Ok(cases)
}

#[derive(Serialize)]
struct BenchReport {
    file: String,
    positions: usize,
    correct: usize,
    accuracy: f64,
    weak: bool,
    mean_seconds: f64,
    mean_nodes: f64,
    /// Thousands of positions explored per second.
    kpos_per_second: f64,
    techniques: Techniques,
    /// The lines whose score differed: (line, position, expected, found).
    wrong: Vec<(usize, String, Score, Score)>,
}

/// Solves every position of the file and checks its score.
pub fn bench(
    game: &ConnectFour,
    path: &std::path::Path,
    techniques: Techniques,
    weak: bool,
    entries: usize,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let name = path.display().to_string();
    let text = crate::parse::read_file(path, MAX_BENCH_BYTES).map_err(BadInput)?;
    let cases = cases(game, &text, &name).map_err(BadInput)?;
    let mut solver = Solver::new(game, techniques, entries);
    let (mut nodes, mut time, mut wrong) = (0u64, Duration::ZERO, Vec::new());
    let progress = std::io::stderr().is_terminal();
    for (i, case) in cases.iter().enumerate() {
        solver.clear();
        solver.stats = Default::default();
        let started = Instant::now();
        let score = solver.score(&case.discs, weak).expect("nothing stops the bench");
        time += started.elapsed();
        nodes += solver.stats.nodes;
        let expected = if weak { case.expected.signum() } else { case.expected };
        if score != expected {
            wrong.push((case.line, case.text.clone(), expected, score));
        }
        if progress {
            let done = (i + 1) * 30 / cases.len();
            eprint!("\r[{}{}] {}/{}", "#".repeat(done), " ".repeat(30 - done), i + 1, cases.len());
        }
    }
    if progress {
        eprint!("\r{}\r", " ".repeat(50));
    }
    let n = cases.len() as f64;
    let report = BenchReport {
        file: name,
        positions: cases.len(),
        correct: cases.len() - wrong.len(),
        accuracy: (cases.len() - wrong.len()) as f64 / n,
        weak,
        mean_seconds: time.as_secs_f64() / n,
        mean_nodes: nodes as f64 / n,
        kpos_per_second: nodes as f64 / time.as_secs_f64().max(1e-9) / 1e3,
        techniques,
        wrong,
    };
    crate::report::write(out, json, &report, |out| {
        let file = report.file.as_str();
        let weak = if weak { "yes" } else { "no" };
        writeln!(
            out,
            "{}",
            crate::tr!("bench-c4-head", file = file, n = report.positions, weak = weak)
        )?;
        let accuracy = crate::i18n::decimal(report.accuracy * 100.0, 1);
        let (right, of) = (report.correct, report.positions);
        writeln!(
            out,
            "{}",
            crate::tr!("bench-c4-accuracy", percent = accuracy, right = right, of = of)
        )?;
        let mean = crate::i18n::decimal(report.mean_seconds, 6);
        writeln!(out, "{}", crate::tr!("bench-c4-mean-time", seconds = mean))?;
        let explored = crate::i18n::decimal(report.mean_nodes, 1);
        writeln!(out, "{}", crate::tr!("bench-c4-mean-nodes", nodes = explored))?;
        let rate = crate::i18n::decimal(report.kpos_per_second, 0);
        writeln!(out, "{}", crate::tr!("bench-c4-rate", rate = rate))?;
        for (line, position, expected, found) in report.wrong.iter().take(20) {
            let said = crate::tr!(
                "bench-c4-wrong",
                line = line.to_string(),
                position = position.as_str(),
                expected = expected.to_string(),
                found = found.to_string()
            );
            writeln!(out, "{said}")?;
        }
        Ok(())
    })?;
    if !report.wrong.is_empty() {
        let (wrong, of) = (report.wrong.len().to_string(), report.positions.to_string());
        anyhow::bail!(crate::tr!("scores-differ", wrong = wrong, of = of));
    }
    Ok(())
}
