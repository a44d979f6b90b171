//! `minimax solve reversi` (the dedicated engine, its endgame solver, or the teaching engine),
//! `perft reversi` and `bench reversi`.

use std::io::Write;
use std::time::Instant;

use anyhow::Result;
use serde::Serialize;

use crate::engine::{Player, SearchConfig, score, search};
use crate::games::reversi::endgame::Order;
use crate::games::reversi::{Board, Reversi, perft_threads, square_name};
use crate::parse::BadInput;
use crate::report::search::{BoardReport, describe_config, iteration_reports, write_board_report};
use crate::session::SessionGame;
use crate::words::Kind;

#[derive(Serialize)]
struct EndgameReport {
    game: &'static str,
    board: String,
    to_move: &'static str,
    engine: &'static str,
    /// The final disc margin for the side to move (with `wld`: its sign only).
    margin: i32,
    wld: bool,
    /// "win", "draw" or "loss" for the side to move.
    result: Kind,
    best_move: Option<String>,
    /// Every thread's nodes.
    nodes: u64,
    seconds: f64,
    /// The threads that solved it (one below 18 empty squares, whatever was asked).
    threads: usize,
}

#[derive(Serialize)]
struct DedicatedReport {
    game: &'static str,
    board: String,
    to_move: &'static str,
    engine: &'static str,
    depth: u32,
    /// Black's (MAX's) value, as the teaching engine would give it at this depth.
    value: crate::engine::Score,
    /// What `value` is: "win", "loss", "draw" (Black's) or "heuristic".
    kind: Kind,
    decided: bool,
    best_move: Option<String>,
    nodes: u64,
    seconds: f64,
    nodes_per_second: f64,
    threads: usize,
}

/// `solve reversi` (the dedicated engine) to a depth limit, deepening on a clock if one is given
/// (the depth reached is reported).
pub fn solve_reversi_dedicated(
    game: &Reversi,
    board: &Board,
    (limit, clock): (u32, Option<std::time::Duration>),
    threads: usize,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    use crate::games::reversi::midgame::Midgame;
    let started = Instant::now();
    let found = Midgame::search_threads(*game, board, limit, threads, Default::default(), clock)
        .expect("nothing stops this search");
    let depth = found.depth;
    let seconds = started.elapsed().as_secs_f64();
    let decided = board.is_over() || score::is_decisive(found.value);
    let report = DedicatedReport {
        game: "reversi",
        board: board.text(),
        to_move: if board.to_move == Player::Max { "black" } else { "white" },
        engine: "dedicated",
        depth,
        value: score::seed_value(found.value),
        // A finished game is decided whatever its score (a draw's 0 is no heuristic).
        kind: Kind::of(found.value, decided, false),
        decided,
        best_move: best_or_pass(found.best_move, board),
        nodes: found.nodes,
        seconds,
        nodes_per_second: found.nodes as f64 / seconds.max(1e-9),
        threads: found.threads,
    };
    // A heuristic value's unit, as the app's panel writes it ("+1 disc", "−2 discs").
    let unit = game.heuristic_unit().filter(|_| !report.decided);
    let unit = crate::words::unit(unit, u64::from(report.value.unsigned_abs()));
    crate::report::write(out, json, &report, |out| {
        let said = crate::tr!(
            "reversi-dedicated-value",
            depth = depth,
            clock = if depth < limit { "yes" } else { "no" },
            value = format!("{}{unit}", crate::words::signed(report.value)),
            decided = if report.decided { "yes" } else { "no" }
        );
        writeln!(out, "{said}")?;
        if let Some(best) = &report.best_move {
            writeln!(out, "{}", crate::tr!("solve-best-move", mv = best.as_str()))?;
        }
        let said = crate::tr!(
            "reversi-dedicated-count",
            nodes = report.nodes,
            seconds = crate::i18n::decimal(seconds, 3),
            rate = report.nodes_per_second as u64,
            threads = report.threads
        );
        writeln!(out, "{said}")?;
        Ok(())
    })
}

/// The move a dedicated engine chose, or `pass` where the side to move has none but the game
/// goes on (as the teaching engine answers, and the README promises); `None` only where the
/// game is over.
fn best_or_pass(best: Option<u8>, board: &Board) -> Option<String> {
    let pass = (!board.is_over()).then_some(crate::games::reversi::PASS);
    best.or(pass).map(square_name)
}

/// `solve reversi --endgame`: the dedicated endgame solver's exact margin.
pub fn solve_reversi_endgame(
    board: &Board,
    wld: bool,
    threads: usize,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    use crate::games::reversi::endgame::MAX_EMPTIES as MAX_ENDGAME_EMPTIES;
    if board.empties() > MAX_ENDGAME_EMPTIES {
        let (n, most) = (board.empties().to_string(), MAX_ENDGAME_EMPTIES.to_string());
        return Err(BadInput(crate::tr!("reversi-endgame-too-far", n = n, most = most)).into());
    }
    let (own, opp) = board.sides();
    let started = Instant::now();
    let solved = crate::games::reversi::endgame::Endgame::solve_threads(
        own,
        opp,
        wld,
        threads,
        Default::default(),
    )
    .expect("nothing stops this solve");
    let side = if board.to_move == Player::Max { "black" } else { "white" };
    let result = Kind::of(solved.margin, true, false);
    let word = serde_json::to_value(result)?;
    let word = word.as_str().unwrap_or_default();
    let report = EndgameReport {
        game: "reversi",
        board: board.text(),
        to_move: side,
        engine: "endgame",
        margin: solved.margin,
        wld,
        result,
        best_move: best_or_pass(solved.best_move, board),
        nodes: solved.nodes,
        seconds: started.elapsed().as_secs_f64(),
        threads: solved.threads,
    };
    crate::report::write(out, json, &report, |out| {
        let mut args = crate::i18n::FluentArgs::new();
        args.set("empty", board.empties());
        args.set("side", side);
        args.set("result", word);
        args.set("margin", solved.margin.abs());
        args.set("own", 32 + solved.margin / 2);
        args.set("other", 32 - solved.margin / 2);
        let id = match (wld, result) {
            (true, _) => "reversi-endgame-wld",
            (false, Kind::Draw) => "reversi-endgame-draw",
            (false, _) => "reversi-endgame-margin",
        };
        writeln!(out, "{}", crate::i18n::text(id, Some(&args)))?;
        if let Some(best) = &report.best_move {
            writeln!(out, "{}", crate::tr!("solve-best-move", mv = best.as_str()))?;
        }
        let seconds = crate::i18n::decimal(report.seconds, 3);
        let (nodes, threads) = (report.nodes, report.threads);
        let said = crate::tr!(
            "reversi-endgame-count",
            nodes = nodes,
            seconds = seconds,
            threads = threads
        );
        writeln!(out, "{said}")?;
        Ok(())
    })
}

pub fn solve_reversi(
    game: &Reversi,
    board: &Board,
    config: &SearchConfig,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let result =
        search(game, board, config, Default::default()).expect("nothing stops this search");
    let report = BoardReport {
        game: "reversi",
        board: board.text(),
        to_move: if board.to_move == Player::Max { "black" } else { "white" },
        value: score::seed_value(result.value),
        kind: Kind::of(result.value, score::is_decisive(result.value) || result.exact, false),
        decided: score::is_decisive(result.value) || result.exact,
        plies_to_end: score::plies_to_end(result.value),
        best_move: result.best_move.map(square_name),
        principal_variation: result.principal_variation.iter().map(|&m| square_name(m)).collect(),
        nodes: result.stats.nodes,
        stats: &result.stats,
        iterations: iteration_reports(&result, score::seed_value, square_name),
        ties: result.ties,
        // The engine scores a finished game as won, drawn or lost (sooner wins first).
        decided_leaves_out: Some(crate::i18n::word("reversi-leaves-out")),
    };
    let heuristic = format!("{:?}", game.heuristic).to_lowercase();
    let text = crate::tr!(
        "reversi-teaching-search",
        config = describe_config(config),
        heuristic = heuristic,
        exact = game.exact_endgame.to_string()
    );
    write_board_report(&report, config, &text, json, out)
}

#[derive(Serialize)]
struct PerftReport {
    depth: u32,
    leaves: u64,
    seconds: f64,
    leaves_per_second: f64,
    threads: usize,
}

pub fn perft_reversi(
    board: &Board,
    depth: u32,
    threads: usize,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let started = Instant::now();
    let leaves = perft_threads(board, depth, threads);
    let seconds = started.elapsed().as_secs_f64();
    let report = PerftReport {
        depth,
        leaves,
        seconds,
        leaves_per_second: leaves as f64 / seconds.max(1e-9),
        threads,
    };
    crate::report::write(out, json, &report, |out| {
        let said = crate::tr!(
            "reversi-perft",
            depth = depth,
            leaves = leaves,
            seconds = crate::i18n::decimal(seconds, 3),
            rate = report.leaves_per_second as u64,
            threads = threads
        );
        writeln!(out, "{said}")?;
        // The last line is the bare count, for scripts.
        writeln!(out, "{leaves}")?;
        Ok(())
    })?;
    Ok(())
}

/// The largest problem file `bench reversi` reads (Edax's sets are a few kilobytes).
pub const MAX_OBF_BYTES: u64 = 1 << 20;

#[derive(Serialize)]
struct ObfResult {
    label: String,
    empties: u32,
    /// The file's score for the side to move (with `--wld`, its sign).
    expected: i32,
    /// The solver's (with `--wld`, −1, 0 or +1).
    margin: i32,
    best_move: Option<String>,
    /// The best move is one the file lists with the best score (exact solves only).
    listed_move: Option<bool>,
    nodes: u64,
    seconds: f64,
    /// The threads that solved it (one below 18 empty squares).
    threads: usize,
}

#[derive(Serialize)]
struct ObfReport {
    file: String,
    wld: bool,
    threads: usize,
    /// What ordered the moves high in the tree.
    order: Order,
    positions: usize,
    correct: usize,
    seconds: f64,
    nodes: u64,
    results: Vec<ObfResult>,
}

/// "on 2 threads", or "on 1 to 2 threads" when the solves used different numbers.
fn used_threads(threads: impl Iterator<Item = usize> + Clone) -> String {
    let (least, most) = (threads.clone().min().unwrap_or(1), threads.max().unwrap_or(1));
    match least == most {
        true => crate::tr!("bench-threads", n = most),
        false => crate::tr!("bench-threads-range", least = least, most = most),
    }
}

/// How `bench reversi` solves.
pub struct BenchHow {
    /// Only win, loss or draw.
    pub wld: bool,
    pub threads: usize,
    pub order: Order,
}

/// `bench reversi FILE`: solve every problem of an Edax problem file (`.obf`, as
/// `benches/ffo.obf`) with the endgame solver and check each against the file's score.
pub fn bench_reversi(
    path: &std::path::Path,
    how: BenchHow,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    use crate::games::reversi::endgame::{Endgame, MAX_EMPTIES};
    let BenchHow { wld, threads, order } = how;
    let name = path.display().to_string();
    let text = crate::parse::read_file(path, MAX_OBF_BYTES).map_err(BadInput)?;
    let problems =
        crate::games::reversi::obf::parse(&text).map_err(|e| BadInput(format!("{name}: {e}")))?;
    let scored: Vec<_> = problems.iter().filter(|p| p.score.is_some()).collect();
    if scored.is_empty() {
        return Err(BadInput(crate::tr!("obf-no-scores", file = name.as_str())).into());
    }
    if let Some(p) = scored.iter().find(|p| p.board.empties() > MAX_EMPTIES) {
        let (n, most) = (p.board.empties().to_string(), MAX_EMPTIES.to_string());
        let said = match p.label.is_empty() {
            true => crate::tr!("obf-too-far", file = name.as_str(), n = n, most = most),
            false => crate::tr!(
                "obf-too-far-named",
                file = name.as_str(),
                label = p.label.as_str(),
                n = n,
                most = most
            ),
        };
        return Err(BadInput(said).into());
    }
    let mut results = Vec::new();
    for p in scored {
        let (own, opp) = p.board.sides();
        let started = Instant::now();
        let solved =
            Endgame::solve_threads_in_order(own, opp, wld, threads, Default::default(), order)
                .expect("nothing stops this solve");
        let score = p.score.expect("kept for its score");
        results.push(ObfResult {
            label: p.label.clone(),
            empties: p.board.empties(),
            expected: if wld { score.signum() } else { score },
            margin: solved.margin,
            best_move: solved.best_move.map(square_name),
            listed_move: (!wld).then(|| solved.best_move.is_some_and(|m| p.best.contains(&m))),
            nodes: solved.nodes,
            seconds: started.elapsed().as_secs_f64(),
            threads: solved.threads,
        });
    }
    let report = ObfReport {
        file: name,
        wld,
        threads,
        order,
        positions: results.len(),
        correct: results.iter().filter(|r| r.margin == r.expected).count(),
        seconds: results.iter().map(|r| r.seconds).sum(),
        nodes: results.iter().map(|r| r.nodes).sum(),
        results,
    };
    crate::report::write(out, json, &report, |out| {
        for r in &report.results {
            let verdict = match (r.margin == r.expected, r.listed_move) {
                (false, _) => {
                    crate::tr!("bench-wrong", expected = crate::words::signed(r.expected))
                }
                (true, Some(false)) => crate::tr!("bench-unlisted"),
                (true, _) => crate::tr!("bench-ok"),
            };
            writeln!(
                out,
                "{:>5} {:>2} {}  {:>3}  {:<4} {:>8} s  {verdict}",
                r.label,
                r.empties,
                crate::tr!("bench-empty"),
                crate::words::signed(r.margin),
                r.best_move.as_deref().unwrap_or("pass"),
                crate::i18n::decimal(r.seconds, 3)
            )?;
        }
        let said = crate::tr!(
            "bench-reversi-total",
            file = report.file.as_str(),
            right = report.correct,
            of = report.positions,
            wld = if wld { "yes" } else { "no" },
            seconds = crate::i18n::decimal(report.seconds, 2),
            nodes = report.nodes,
            rate = (report.nodes as f64 / report.seconds.max(1e-9)) as u64,
            threads = used_threads(report.results.iter().map(|r| r.threads)),
            order = match order {
                Order::Evaluation => "evaluation",
                Order::Mobility => "mobility",
            }
        );
        writeln!(out, "{said}")?;
        Ok(())
    })?;
    // A wrong score fails the run, as `bench connect4` does (it exited 0).
    if report.correct < report.positions {
        let wrong = (report.positions - report.correct).to_string();
        anyhow::bail!(crate::tr!(
            "scores-differ",
            wrong = wrong,
            of = report.positions.to_string()
        ));
    }
    Ok(())
}
