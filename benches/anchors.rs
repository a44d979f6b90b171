//! The field's reference programs beside ours, alternating in one run (issue 30): Edax and
//! Egaroucid on the FFO endgames (exact on one and two threads) and on perft, Pons' solver on his six
//! test sets (strong and weak), Fhourstones on its three lines. Each anchor is built from its
//! public source, outside this repository (docs/benchmarks.md says how), and found through an environment
//! variable; a row whose anchor is absent is skipped and says so (so that `cargo bench` without
//! them takes no time here). Every score every program gives
//! is checked against the published one, every round; a wrong one stops the bench.
//!
//! Run with `cargo bench --bench anchors [-- SECTION ...]`, SECTION among `ffo`, `wld`, `perft`,
//! `eval` (Reversi's evaluations, ours only: `anchors/evaluation.rs`), `edax-games` (ours
//! against Edax: `anchors/against_edax.rs`), `connect4` and `fhourstones` (all by default),
//! and, only when named, `ffo-published` (FFO #40-#59 on two threads beside the anchors'
//! published times and nodes, and those nodes at the anchors' node rates here: about a quarter
//! of an hour) and `ffo-mobility` (ours with its moves
//! ordered by mobility alone, a tree of the zero-weight anchors' shape, on one thread beside
//! them: nodes a second compared node for node).
//! The environment:
//!
//! - `MINIMAX_EDAX`: Edax's binary, run with `MINIMAX_EDAX_EVAL` (by default `data/eval.dat`
//!   beside its `bin` folder) and `-l 60` (exact: no selectivity);
//! - `MINIMAX_EGAROUCID`: Egaroucid for Console's binary (its `resources` folder beside it), run
//!   with `-l 60 -nobook`;
//! - `MINIMAX_PONS`: Pons' `c4solver` (run without an opening book); `MINIMAX_PONS_SETS`: the
//!   folder of his six sets (`Test_L3_R1` …);
//! - `MINIMAX_FHOURSTONES`: Fhourstones' `SearchGame`;
//! - `MINIMAX_FFO`: the FFO positions, as `40-49` (the default; `benches/ffo.obf` and
//!   `benches/ffo-45-59.obf` hold #40-#59);
//! - `MINIMAX_FFO_THREADS`: the thread counts the FFO sections run, as `1,2` (the default);
//! - `MINIMAX_C4_POSITIONS`: how many positions of each of Pons' sets (the first ones), as
//!   `1000,1000,200,1000,20,3` (the default, his sets in the order L3_R1, L2_R1, L2_R2, L1_R1,
//!   L1_R2, L1_R3: the last two take a third of a second and seconds a position);
//! - `MINIMAX_ROUNDS`: rounds, 3 by default. Every program runs once a round, in turn; the figure
//!   is each program's median.
//!
//! Ours is the `minimax` binary this bench is built with. Times are whole processes' wall clocks
//! on the FFO positions, but Egaroucid's own clock there (its start-up, seconds of allocating and
//! clearing its table, left out: the comparison favours it); each program's own clock for perft
//! and Fhourstones' lines; and on Pons'
//! sets, ours its own clock (the solves, not the table's wipe between positions) against his
//! process's wall clock less its time on one trivial position (its start-up), which has none.
//! Pons' solver keeps its table from one position to the next, as his program does; ours starts
//! each position afresh.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use minimax_tui::games::reversi::obf;

#[path = "anchors/against_edax.rs"]
mod against_edax;
#[path = "anchors/evaluation.rs"]
mod evaluation;
use minimax_tui::report::measured::{self, Anchor, Figure, Measured};

/// This run's rows, for `docs/benchmarks/anchors.json`, and the section running.
static MEASURED: std::sync::Mutex<Vec<measured::Row>> = std::sync::Mutex::new(Vec::new());
static SECTION: std::sync::Mutex<&str> = std::sync::Mutex::new("");
/// This run, stamped when it starts.
static RUN: std::sync::OnceLock<measured::Run> = std::sync::OnceLock::new();

const OURS: &str = env!("CARGO_BIN_EXE_minimax");

/// One program's measure in one round: seconds, and nodes where the program counts them.
#[derive(Clone, Copy)]
struct Run {
    seconds: f64,
    nodes: Option<u64>,
}

/// A program in a contest: its name and how it runs one round (checking every score it gives).
struct Entrant<'a> {
    name: &'static str,
    run: Box<dyn FnMut() -> Run + 'a>,
}

/// Runs every entrant once a round, in turn, for `rounds` rounds; each one's median.
fn contest(entrants: &mut [Entrant<'_>], rounds: usize) -> Vec<Run> {
    let mut runs: Vec<Vec<Run>> = vec![Vec::new(); entrants.len()];
    for _ in 0..rounds {
        for (e, out) in entrants.iter_mut().zip(&mut runs) {
            out.push((e.run)());
        }
    }
    runs.into_iter()
        .map(|mut r| {
            r.sort_by(|a, b| a.seconds.total_cmp(&b.seconds));
            r[r.len() / 2]
        })
        .collect()
}

/// A row: the measure, our figure, then each anchor's figure and ours divided by it. `figure`
/// gives a run's text and the number the ratio divides.
fn row(measure: &str, names: &[&str], medians: &[Run], figure: impl Fn(&Run) -> (String, f64)) {
    let anchors: Vec<(&str, String, f64)> = names[1..]
        .iter()
        .zip(&medians[1..])
        .map(|(name, run)| {
            let (text, number) = figure(run);
            (*name, text, number)
        })
        .collect();
    figure_row(measure, figure(&medians[0]), &anchors)
}

/// A row of figures: ours (as read, and the number ratios divide), then each anchor's (its
/// name, as read, the number) with ours divided by it. The row is kept for the data file too
/// (`record`).
fn figure_row(measure: &str, ours: (String, f64), anchors: &[(&str, String, f64)]) {
    let (ours, ours_number) = ours;
    let mut line = format!("{measure:<38} {ours:>12}");
    let mut kept = Vec::new();
    for (name, text, number) in anchors {
        // Pons' time less his start-up can come to nothing on the easiest set.
        let ratio = (*number > 0.0).then(|| ours_number / number);
        let said = ratio
            .map_or("not measured: under a process start's noise".into(), |r| format!("{r:.2}"));
        let _ = write!(line, "   {name} {text} (ours / {name} {said})");
        kept.push(Anchor {
            name: name.to_string(),
            figure: Figure { text: text.clone(), value: *number },
            ratio,
        });
    }
    println!("{line}");
    let section = SECTION.lock().unwrap().to_string();
    let ours = Figure { text: ours, value: ours_number };
    let mut rows = MEASURED.lock().unwrap();
    // An indented measure is the row above's, another way.
    let measure = match (measure.strip_prefix("  "), rows.last()) {
        (Some(more), Some(above)) => format!("{}: {more}", above.measure),
        _ => measure.to_string(),
    };
    let run = RUN.get_or_init(this_run).clone();
    rows.push(measured::Row { section, measure, ours, anchors: kept, run });
}

/// When, on which commit and machine this run is, and its rounds.
fn this_run() -> measured::Run {
    let git = |args: &[&str]| {
        let out = Command::new("git").args(args).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    };
    let dirty =
        git(&["status", "--porcelain", "--untracked-files=no"]).is_some_and(|s| !s.is_empty());
    let commit = git(&["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "unknown".into());
    let date = Command::new("date").args(["-u", "+%Y-%m-%d %H:%M"]).output();
    let date =
        date.map_or("unknown".into(), |o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    let cpu = std::fs::read_to_string("/proc/cpuinfo").ok().and_then(|info| {
        let line = info.lines().find(|l| l.starts_with("model name"))?;
        Some(line.split_once(':')?.1.trim().to_string())
    });
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    measured::Run {
        date,
        commit: if dirty { format!("{commit} (with changes)") } else { commit },
        machine: format!("{cores} cores, {}", cpu.unwrap_or_else(|| "an unknown processor".into())),
        rounds: env_or("MINIMAX_ROUNDS", "3").parse().unwrap_or(3),
    }
}

/// Merges this run's rows into `docs/benchmarks/anchors.json` and writes the table of
/// `docs/benchmarks.md` from it.
fn record() {
    let rows = std::mem::take(&mut *MEASURED.lock().unwrap());
    if rows.is_empty() {
        return;
    }
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let data = docs.join("benchmarks/anchors.json");
    let mut all = match std::fs::read_to_string(&data) {
        Ok(text) => Measured::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", data.display())),
        Err(_) => Measured::new(),
    };
    all.merge(rows);
    let json = serde_json::to_string_pretty(&all).expect("the rows are data") + "\n";
    std::fs::create_dir_all(docs.join("benchmarks")).expect("docs/benchmarks");
    std::fs::write(&data, json).unwrap_or_else(|e| panic!("{}: {e}", data.display()));
    let page = docs.join("benchmarks.md");
    let doc = std::fs::read_to_string(&page).unwrap_or_default();
    match all.into_doc(&doc) {
        Some(doc) => {
            std::fs::write(&page, doc).unwrap_or_else(|e| panic!("{}: {e}", page.display()))
        }
        None => println!("  ({} has no table markers: only the data was written)", page.display()),
    }
    println!("written: {} and the table of {}", data.display(), page.display());
}

fn seconds(run: &Run) -> (String, f64) {
    let text = if run.seconds < 0.01 {
        format!("{:.1} µs", run.seconds * 1e6)
    } else {
        format!("{:.2} s", run.seconds)
    };
    (text, run.seconds)
}

/// An anchor's binary from its environment variable, or why its rows are skipped.
fn anchor(var: &str, what: &str) -> Option<PathBuf> {
    match std::env::var_os(var).map(PathBuf::from) {
        Some(path) if path.is_file() => Some(path),
        Some(path) => {
            println!("  (skipped: {var} = {} is not a file)", path.display());
            None
        }
        None => {
            println!("  (skipped: {var} is not set; docs/benchmarks.md says how to build {what})");
            None
        }
    }
}

fn env_or(var: &str, default: &str) -> String {
    std::env::var(var).unwrap_or_else(|_| default.to_string())
}

/// Runs a command to the end (its input from `stdin`, if any); its wall time and its output.
fn timed(command: &mut Command, stdin: Option<&Path>) -> (f64, String) {
    command.stdout(Stdio::piped()).stderr(Stdio::null());
    if let Some(path) = stdin {
        command.stdin(std::fs::File::open(path).expect("the input file"));
    }
    let started = Instant::now();
    let output = command.output().unwrap_or_else(|e| panic!("{command:?}: {e}"));
    let seconds = started.elapsed().as_secs_f64();
    (seconds, String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The folder of this run's input files (removed when the bench ends).
fn scratch_dir() -> PathBuf {
    std::env::temp_dir().join(format!("minimax-anchors-{}", std::process::id()))
}

/// A file of this run's, holding `text`.
fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = scratch_dir();
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a scratch file");
    path
}

/// Our JSON report of `minimax bench …`, with every score checked (`correct` = `positions`).
fn ours_bench<S: AsRef<std::ffi::OsStr> + std::fmt::Debug>(args: &[S]) -> (f64, serde_json::Value) {
    let (seconds, out) = timed(Command::new(OURS).args(args).arg("--json"), None);
    let report: serde_json::Value =
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("ours {args:?}: {e}: {out}"));
    assert_eq!(report["correct"], report["positions"], "ours got a score wrong: {args:?}");
    (seconds, report)
}

// ---------------------------------------------------------------------------------------------
// Reversi

/// The FFO problems #`first`-#`last` from the two files, with their published scores.
fn ffo_problems(range: &str) -> Vec<(String, i32)> {
    let (first, last) = range
        .split_once('-')
        .and_then(|(a, b)| Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?)))
        .unwrap_or_else(|| panic!("MINIMAX_FFO = {range}: expected FIRST-LAST, as 40-49"));
    let text = [include_str!("ffo.obf"), include_str!("ffo-45-59.obf")].concat();
    let mut out = Vec::new();
    for line in text.lines() {
        let Some((body, label)) = line.split_once('%') else { continue };
        let Some(n) = label.trim().strip_prefix('#').and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        if (first..=last).contains(&n) {
            let problem = &obf::parse(body).expect("the bench's own files parse")[0];
            out.push((body.trim().to_string(), problem.score.expect("a published score")));
        }
    }
    assert!(!out.is_empty(), "no FFO problem #{first}-#{last} in benches/ffo*.obf");
    out
}

/// The vector instructions our Reversi code was built with (`RUSTFLAGS`' `target-cpu`): its
/// AVX-512 paths, its AVX2 ones, or neither (the portable code, as on ARM).
fn instructions() -> &'static str {
    if cfg!(all(target_feature = "avx512vl", target_feature = "avx512cd")) {
        "AVX-512"
    } else if cfg!(target_feature = "avx2") {
        "AVX2"
    } else {
        "no SIMD"
    }
}

/// Edax's name in a row: with its build where its binary's name says it (`lEdax-x86-64-v3`).
fn edax_name(edax: &Path) -> &'static str {
    let file = edax.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    match file.strip_prefix("lEdax-") {
        Some(build) => Box::leak(format!("Edax {build}").into_boxed_str()),
        None => "Edax",
    }
}

/// Edax's binary and its evaluation file, if `MINIMAX_EDAX` names it.
fn edax() -> Option<(PathBuf, PathBuf)> {
    let edax = anchor("MINIMAX_EDAX", "Edax")?;
    let eval = std::env::var_os("MINIMAX_EDAX_EVAL").map(PathBuf::from).unwrap_or_else(|| {
        edax.parent().and_then(Path::parent).unwrap_or(Path::new(".")).join("data/eval.dat")
    });
    Some((edax, eval))
}

/// Edax with its evaluation file, no book, in a scratch folder.
fn edax_command(edax: &Path, eval: &Path, threads: usize) -> Command {
    let mut command = Command::new(edax);
    command.args(["-n", &threads.to_string(), "-book-usage", "off"]);
    command.arg("-eval-file").arg(eval).current_dir(std::env::temp_dir());
    command
}

/// Edax on an .obf file, exact (`-l 60`: no selective search): every line's score checked; wall
/// time and nodes.
fn edax_solve(edax: &Path, eval: &Path, file: &Path, scores: &[i32], threads: usize) -> Run {
    let (seconds, out) =
        timed(edax_command(edax, eval, threads).args(["-l", "60", "-solve"]).arg(file), None);
    let mut nodes = 0;
    let mut found = Vec::new();
    // ` 1|   20   +38        0:00.436      21000788   48166945 a2 B1 …`
    for line in out.lines() {
        let Some((index, rest)) = line.split_once('|') else { continue };
        if index.trim().parse::<usize>().is_err() {
            continue;
        }
        let fields: Vec<&str> = rest.split_whitespace().collect();
        assert!(!fields[0].contains('@'), "Edax searched selectively: {line}");
        found.push(fields[1].parse::<i32>().unwrap_or_else(|_| panic!("Edax's score: {line}")));
        nodes += fields[3].parse::<u64>().unwrap_or_else(|_| panic!("Edax's nodes: {line}"));
    }
    assert_eq!(found, scores, "Edax's scores against the published ones");
    Run { seconds, nodes: Some(nodes) }
}

/// Egaroucid for Console's binary, if `MINIMAX_EGAROUCID` names it.
fn egaroucid() -> Option<PathBuf> {
    anchor("MINIMAX_EGAROUCID", "Egaroucid")
}

/// Egaroucid on a file of its problems (64 squares and the side to move, a line), exact (`-l 60`,
/// no book): every score checked; its own clock and nodes.
fn egaroucid_solve(egaroucid: &Path, file: &Path, scores: &[i32], threads: usize) -> Run {
    let mut command = Command::new(egaroucid);
    command.args(["-l", "60", "-nobook", "-thread", &threads.to_string(), "-solve"]).arg(file);
    let (_, out) = timed(command.current_dir(std::env::temp_dir()), None);
    let (mut seconds, mut nodes, mut found) = (0.0, 0, Vec::new());
    // `|  60|  20@100%|  a2|  +38|  000:00:00.391|  22087127|  56488815|`: level, depth at a
    // probability (100 %: exact), move, score, time, nodes, nodes a second.
    for line in out.lines() {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() < 8 || fields[1].parse::<u32>().is_err() {
            continue;
        }
        assert!(fields[2].ends_with("@100%"), "Egaroucid searched selectively: {line}");
        found
            .push(fields[4].parse::<i32>().unwrap_or_else(|_| panic!("Egaroucid's score: {line}")));
        seconds += clock(fields[5]);
        nodes += fields[6].parse::<u64>().unwrap_or_else(|_| panic!("Egaroucid's nodes: {line}"));
    }
    assert_eq!(found, scores, "Egaroucid's scores against the published ones");
    Run { seconds, nodes: Some(nodes) }
}

/// FFO #`range`'s problems written for this run: as an .obf file, in Egaroucid's form (the 64
/// squares and the side to move, without the moves' scores), and their published scores.
fn ffo_files(range: &str) -> (PathBuf, PathBuf, Vec<i32>) {
    let problems = ffo_problems(range);
    let file = scratch(
        &format!("ffo-{range}.obf"),
        &problems.iter().map(|(line, _)| format!("{line}\n")).collect::<String>(),
    );
    let egaroucid_file = scratch(
        &format!("ffo-{range}-egaroucid.txt"),
        &problems
            .iter()
            .map(|(line, _)| {
                let (squares, rest) = line.split_at(64);
                format!("{squares} {}\n", rest.trim_start().chars().next().unwrap_or('?'))
            })
            .collect::<String>(),
    );
    (file, egaroucid_file, problems.iter().map(|p| p.1).collect())
}

fn ffo(sections: &[String], rounds: usize) {
    let range = env_or("MINIMAX_FFO", "40-49");
    let (file, egaroucid_file, scores) = ffo_files(&range);
    let file_arg = file.to_str().expect("a UTF-8 path");
    let (edax, egaroucid) = (edax(), egaroucid());
    // Without an anchor, no row: ours alone is what `cargo bench --bench reversi` measures.
    if edax.is_none() && egaroucid.is_none() {
        return;
    }
    let wanted = |s: &str| sections.is_empty() || sections.iter().any(|x| x == s);
    let threads: Vec<usize> = env_or("MINIMAX_FFO_THREADS", "1,2")
        .split(',')
        .map(|t| t.trim().parse().expect("MINIMAX_FFO_THREADS: thread counts, as 1,2"))
        .collect();
    // (the measure, win/loss/draw, threads, ours ordered by mobility alone)
    let mut measures: Vec<(String, bool, usize, bool)> = Vec::new();
    let built = instructions();
    for (section, wld, what) in [("ffo", false, "exact"), ("wld", true, "win/loss/draw")] {
        if wanted(section) {
            for &n in &threads {
                let threads = if n == 1 { "1 thread".to_string() } else { format!("{n} threads") };
                measures.push((
                    format!("FFO #{range} {what}, {threads}, ours {built}"),
                    wld,
                    n,
                    false,
                ));
            }
        }
    }
    // Only when named: ours on a tree of the anchors' shape (their weights zeroed, ours unused),
    // so that the nodes a second compare node for node.
    if sections.iter().any(|s| s == "ffo-mobility") {
        let measure =
            format!("FFO #{range} exact, 1 thread, ours {built} ordered by mobility alone");
        measures.push((measure, false, 1, true));
    }
    for (measure, wld, threads, mobility) in measures {
        let threads_arg = threads.to_string();
        let mut args = vec!["bench", "reversi", file_arg, "--threads", &threads_arg];
        if wld {
            args.push("--wld");
        }
        if mobility {
            args.extend(["--order", "mobility"]);
        }
        let mut entrants = vec![Entrant {
            name: "ours",
            run: Box::new(move || {
                let (seconds, report) = ours_bench(&args);
                Run { seconds, nodes: report["nodes"].as_u64() }
            }),
        }];
        // The anchors' -solve is exact: win/loss/draw has no anchor there.
        if let (Some((edax, eval)), false) = (&edax, wld) {
            let (file, scores) = (&file, &scores);
            entrants.push(Entrant {
                name: edax_name(edax),
                run: Box::new(move || edax_solve(edax, eval, file, scores, threads)),
            });
        }
        if let (Some(egaroucid), false) = (&egaroucid, wld) {
            let (file, scores) = (&egaroucid_file, &scores);
            entrants.push(Entrant {
                name: "Egaroucid",
                run: Box::new(move || egaroucid_solve(egaroucid, file, scores, threads)),
            });
        }
        let names: Vec<&str> = entrants.iter().map(|e| e.name).collect();
        let medians = contest(&mut entrants, rounds);
        row(&measure, &names, &medians, seconds);
        if threads == 1 && !wld {
            row("  nodes (each its own count), M/s", &names, &medians, |r| {
                let nodes = r.nodes.unwrap_or(0) as f64;
                (format!("{:.2} G, {:.1} M/s", nodes / 1e9, nodes / r.seconds / 1e6), nodes)
            });
        }
    }
}

/// The anchors' published runs of FFO #40-#59 with their trained weights, on an Intel Core
/// i9-13900K (24 cores, 32 hardware threads; Egaroucid's benchmark page for 7.8.0, Edax's
/// x86-64-v3 build): each one's name, wall time in seconds, nodes, and the threads it was
/// given (`-thread 42`, `-n 32`).
const PUBLISHED: [(&str, f64, f64, u32); 2] = [
    ("Egaroucid 7.8.0", 20.186, 14_587_235_996.0, 42),
    ("Edax 4.5.5", 23.11, 27_528_192_590.0, 32),
];

/// FFO #40-#59 exact on two threads, once, beside the anchors' published runs: their times on
/// their machine, their node counts, and their node counts at the node rate each anchor reaches
/// here, measured in this run (two threads on FFO #40-#49: their trained weights cannot be had
/// here, so their rate is that of their search with its weights zeroed). The last is the
/// estimate of their time on this machine, as far as a node costs the same with their weights;
/// their counts, on 32 and 42 threads, include more of a parallel search's extra nodes than
/// two threads would search, so the estimate leans in our favour by that much.
fn published() {
    let (file, _, _) = ffo_files("40-59");
    let file_arg = file.to_str().expect("a UTF-8 path");
    let (seconds, report) = ours_bench(&["bench", "reversi", file_arg, "--threads", "2"]);
    let nodes = report["nodes"].as_u64().unwrap_or(0) as f64;
    let built = instructions();
    let ours =
        format!("{seconds:.1} s, {:.2} G nodes, {:.1} M/s", nodes / 1e9, nodes / seconds / 1e6);
    let anchors =
        PUBLISHED.map(|(name, time, _, _)| (name, format!("{time:.1} s (published)"), time));
    figure_row(
        &format!(
            "FFO #40-59 exact, 2 threads, ours {built}; the anchors' published i9-13900K times"
        ),
        (ours, seconds),
        &anchors,
    );
    let anchors = PUBLISHED.map(|(name, _, n, threads)| {
        (name, format!("{:.2} G (published, {threads} threads)", n / 1e9), n)
    });
    figure_row(
        "FFO #40-59 exact: nodes, ours on 2 threads, the anchors' published counts",
        (format!("{:.2} G", nodes / 1e9), nodes),
        &anchors,
    );
    let scaled: Vec<(&str, String, f64)> = rates_here()
        .into_iter()
        .map(|(published, here, rate)| {
            let (name, _, n, _) = PUBLISHED.iter().find(|p| p.0 == published).expect("published");
            let time = n / rate;
            let text = format!(
                "{:.2} G nodes at {here}'s {:.1} M/s here = {time:.1} s",
                n / 1e9,
                rate / 1e6
            );
            (*name, text, time)
        })
        .collect();
    if !scaled.is_empty() {
        figure_row(
            &format!(
                "FFO #40-59 exact, 2 threads, ours {built}; the anchors' published nodes at \
                 their node rates here (FFO #40-49, 2 threads, weights zeroed)"
            ),
            (format!("{seconds:.1} s"), seconds),
            &scaled,
        );
    }
}

/// Each anchor that runs here: its name among `PUBLISHED`, its name here, and its nodes a second
/// on FFO #40-#49 exact on two threads (Edax's by its wall clock, Egaroucid's by its own).
fn rates_here() -> Vec<(&'static str, &'static str, f64)> {
    let (file, egaroucid_file, scores) = ffo_files("40-49");
    let rate = |run: Run| run.nodes.unwrap_or(0) as f64 / run.seconds;
    let mut out = Vec::new();
    if let Some(egaroucid) = egaroucid() {
        let run = egaroucid_solve(&egaroucid, &egaroucid_file, &scores, 2);
        out.push(("Egaroucid 7.8.0", "Egaroucid", rate(run)));
    }
    if let Some((edax, eval)) = edax() {
        let run = edax_solve(&edax, &eval, &file, &scores, 2);
        out.push(("Edax 4.5.5", edax_name(&edax), rate(run)));
    }
    out
}

fn perft(rounds: usize) {
    const DEPTH: u32 = 12;
    let (edax, egaroucid) = (edax(), egaroucid());
    if edax.is_none() && egaroucid.is_none() {
        return;
    }
    let mut entrants = vec![Entrant {
        name: "ours",
        run: Box::new(|| {
            let depth = DEPTH.to_string();
            let args = ["perft", "reversi", "--depth", &depth, "--threads", "1", "--json"];
            let (_, out) = timed(Command::new(OURS).args(args), None);
            let report: serde_json::Value = serde_json::from_str(&out).expect("our perft's JSON");
            assert_eq!(report["leaves"].to_string(), PERFT_12, "our perft({DEPTH})");
            // Its own clock, as Edax's.
            Run { seconds: report["seconds"].as_f64().expect("seconds"), nodes: None }
        }),
    }];
    if let Some((edax, eval)) = edax {
        let input = scratch("perft", &format!("perft {DEPTH}\n"));
        entrants.push(Entrant {
            name: edax_name(&edax),
            run: Box::new(move || {
                // Two humans (`-mode 3`): Edax reads the command and thinks of no move of its own.
                let (_, out) =
                    timed(edax_command(&edax, &eval, 1).args(["-mode", "3"]), Some(&input));
                // `  12,      1939879668,   940,   0,   0,   6384,   0 - 20,   0:03.940, …`: at
                // each depth the moves (passes among them), the games that ended there (won,
                // drawn, lost), and that depth's own clock. Perft counts the games that ended
                // earlier as leaves too.
                let rows: Vec<Vec<String>> = out
                    .lines()
                    .map(|l| l.split(',').map(|f| f.trim().to_string()).collect::<Vec<_>>())
                    .filter(|f| f.len() > 7 && f[0].parse::<u32>().is_ok_and(|d| d <= DEPTH))
                    .collect();
                let count = |row: &[String], i: usize| row[i].parse::<u64>().unwrap_or(0);
                let ended: u64 = rows.iter().map(|r| count(r, 3) + count(r, 4) + count(r, 5)).sum();
                let fields = rows
                    .iter()
                    .find(|r| r[0] == DEPTH.to_string())
                    .unwrap_or_else(|| panic!("Edax's perft: {out}"));
                let leaves = count(fields, 1) + ended;
                assert_eq!(leaves.to_string(), PERFT_12, "Edax's perft({DEPTH})");
                Run { seconds: clock(&fields[7]), nodes: None }
            }),
        });
    }
    if let Some(egaroucid) = egaroucid {
        entrants.push(Entrant {
            name: "Egaroucid",
            run: Box::new(move || {
                // Mode 1: a pass counts as a move, as in the published counts.
                let mut command = Command::new(&egaroucid);
                command.args(["-perft", &DEPTH.to_string(), "1"]).current_dir(std::env::temp_dir());
                let (_, out) = timed(&mut command, None);
                // `perft mode 1 depth 12 1939886636 leaves found in 3577 ms`
                let (leaves, ms) = out
                    .split_once(&format!("depth {DEPTH} "))
                    .and_then(|(_, rest)| {
                        let (leaves, rest) = rest.split_once(" leaves found in ")?;
                        Some((
                            leaves.to_string(),
                            rest.split_whitespace().next()?.parse::<f64>().ok()?,
                        ))
                    })
                    .unwrap_or_else(|| panic!("Egaroucid's perft: {out}"));
                assert_eq!(leaves, PERFT_12, "Egaroucid's perft({DEPTH})");
                Run { seconds: ms / 1e3, nodes: None }
            }),
        });
    }
    let names: Vec<&str> = entrants.iter().map(|e| e.name).collect();
    let medians = contest(&mut entrants, rounds);
    let built = instructions();
    row(&format!("perft({DEPTH}), 1 thread, own clocks, ours {built}"), &names, &medians, seconds);
}

/// Reversi's perft(12) from the start, the published count (with passes counted as moves).
const PERFT_12: &str = "1939886636";

/// Edax's clock, `m:ss.mmm` (or `h:mm:ss.mmm`), in seconds.
fn clock(text: &str) -> f64 {
    text.split(':').fold(0.0, |acc, part| acc * 60.0 + part.trim().parse::<f64>().unwrap_or(0.0))
}

// ---------------------------------------------------------------------------------------------
// Connect Four

const SETS: [&str; 6] =
    ["Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2", "Test_L1_R3"];

/// A trivial position (37 moves played, scored −1): Pons' time on it is his program's start-up.
const TRIVIAL: &str = "2252576253462244111563365343671351441 -1\n";

/// Pons' solver on a file of `position score` lines (a position a line on its input): every
/// score checked (with `weak`, its sign); wall time.
fn pons_solve(pons: &Path, file: &Path, lines: &[(String, i32)], weak: bool) -> f64 {
    let mut command = Command::new(pons);
    // Run where no opening book is: the anchor searches every position.
    command.current_dir(std::env::temp_dir());
    if weak {
        command.arg("-w");
    }
    let (seconds, out) = timed(&mut command, Some(file));
    // A weak solve gives only the sign (where the mover wins at once, Pons' prints the whole
    // score even so).
    let found: Vec<(String, i32)> = out
        .lines()
        .map(|l| {
            let (p, s) = l.split_once(' ').unwrap_or_else(|| panic!("Pons' output: {l}"));
            let s: i32 = s.trim().parse().unwrap_or_else(|_| panic!("Pons' score: {l}"));
            (p.to_string(), if weak { s.signum() } else { s })
        })
        .collect();
    let expected: Vec<(String, i32)> =
        lines.iter().map(|(p, s)| (p.clone(), if weak { s.signum() } else { *s })).collect();
    assert_eq!(
        found.len(),
        expected.len(),
        "Pons answered {} of {} positions",
        found.len(),
        lines.len()
    );
    if let Some((f, e)) = found.iter().zip(&expected).find(|(f, e)| f != e) {
        panic!("Pons' solver: {} scores {}, published {}", f.0, f.1, e.1);
    }
    seconds
}

fn connect4(rounds: usize) {
    let Some(pons) = anchor("MINIMAX_PONS", "Pons' solver") else { return };
    let Some(dir) = std::env::var_os("MINIMAX_PONS_SETS").map(PathBuf::from) else {
        println!(
            "  (skipped: MINIMAX_PONS_SETS is not set; docs/benchmarks.md says where his sets are)"
        );
        return;
    };
    let counts = env_or("MINIMAX_C4_POSITIONS", "1000,1000,200,1000,20,3");
    let counts: Vec<usize> = counts
        .split(',')
        .map(|c| c.trim().parse().expect("MINIMAX_C4_POSITIONS: counts"))
        .collect();
    let trivial_moves = scratch("trivial-moves", TRIVIAL.split(' ').next().unwrap_or(""));
    for (set, &count) in SETS.iter().zip(counts.iter().chain(std::iter::repeat(&10))) {
        let text = std::fs::read_to_string(dir.join(set))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.join(set).display()));
        let lines: Vec<(String, i32)> = text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .take(count)
            .map(|l| {
                let (p, s) = l.split_once(' ').expect("`position score`");
                (p.to_string(), s.trim().parse().expect("a score"))
            })
            .collect();
        let file =
            scratch(set, &lines.iter().map(|(p, s)| format!("{p} {s}\n")).collect::<String>());
        let moves = scratch(
            &format!("{set}.moves"),
            &lines.iter().map(|(p, _)| format!("{p}\n")).collect::<String>(),
        );
        for weak in [false, true] {
            let n = lines.len() as f64;
            let mut ours = vec!["bench", "connect4", file.to_str().expect("a UTF-8 path")];
            if weak {
                ours.push("--weak");
            }
            let mut entrants = vec![Entrant {
                name: "ours",
                run: Box::new(move || {
                    let (_, report) = ours_bench(&ours);
                    let nodes = report["mean_nodes"].as_f64().unwrap_or(0.0) as u64;
                    let seconds = report["mean_seconds"].as_f64().expect("seconds");
                    Run { seconds, nodes: Some(nodes) }
                }),
            }];
            let pons = &pons;
            let (lines, moves, trivial_moves) = (&lines, &moves, &trivial_moves);
            let trivial_line = [(TRIVIAL[..37].to_string(), -1)];
            entrants.push(Entrant {
                name: "Pons",
                run: Box::new(move || {
                    let whole = pons_solve(pons, moves, lines, weak);
                    let start = pons_solve(pons, trivial_moves, &trivial_line, weak);
                    Run { seconds: (whole - start).max(0.0) / n, nodes: None }
                }),
            });
            let names: Vec<&str> = entrants.iter().map(|e| e.name).collect();
            let medians = contest(&mut entrants, rounds);
            let count = match lines.len() {
                1 => "1 position".to_string(),
                n => format!("{n} positions"),
            };
            let measure = format!("{set} ({count}){}, mean", if weak { " weak" } else { "" });
            row(&measure, &names, &medians, seconds);
        }
    }
}

/// Fhourstones' three lines and their weak results for the player to move (+ a win, − a loss,
/// = a draw), as Fhourstones, Pons' solver and ours all find them.
const FHOURSTONES: [(&str, i32); 3] = [("45461667", 1), ("35333571", -1), ("13333111", 0)];

fn fhourstones(rounds: usize) {
    let Some(anchor) = anchor("MINIMAX_FHOURSTONES", "Fhourstones") else { return };
    for (line, result) in FHOURSTONES {
        let file = scratch(&format!("fh-{line}"), &format!("{line} {result}\n"));
        let moves = scratch(&format!("fh-{line}.moves"), &format!("{line}\n"));
        let ours = ["bench", "connect4", file.to_str().expect("a UTF-8 path"), "--weak"];
        let mut entrants = vec![Entrant {
            name: "ours",
            run: Box::new(|| {
                let (_, report) = ours_bench(&ours);
                let nodes = report["mean_nodes"].as_f64().unwrap_or(0.0) as u64;
                Run {
                    seconds: report["mean_seconds"].as_f64().expect("seconds"),
                    nodes: Some(nodes),
                }
            }),
        }];
        let fh = &anchor;
        let moves = &moves;
        entrants.push(Entrant {
            name: "Fhourstones",
            run: Box::new(move || {
                let (_, out) = timed(&mut Command::new(fh), Some(moves));
                // `score = WIN (+)  work = 14` and `51596 pos / 9 msec = 5732.9 Kpos/sec`.
                let sign = out
                    .split("score = ")
                    .nth(1)
                    .and_then(|s| s.split('(').nth(1))
                    .and_then(|s| s.chars().next())
                    .unwrap_or_else(|| panic!("Fhourstones' output: {out}"));
                let want = match result {
                    1 => '+',
                    -1 => '-',
                    _ => '=',
                };
                assert_eq!(sign, want, "Fhourstones on {line}");
                let (nodes, msecs) = out
                    .lines()
                    .find_map(|l| {
                        let (pos, rest) = l.split_once(" pos / ")?;
                        let msecs = rest.split_once(" msec")?.0;
                        Some((pos.trim().parse::<u64>().ok()?, msecs.trim().parse::<f64>().ok()?))
                    })
                    .unwrap_or_else(|| panic!("Fhourstones' count: {out}"));
                Run { seconds: msecs / 1e3, nodes: Some(nodes) }
            }),
        });
        let names: Vec<&str> = entrants.iter().map(|e| e.name).collect();
        let medians = contest(&mut entrants, rounds);
        row(&format!("Fhourstones' {line} (weak), own clocks"), &names, &medians, seconds);
        row("  positions explored", &names, &medians, |r| {
            let nodes = r.nodes.unwrap_or(0) as f64;
            (format!("{:.1} M", nodes / 1e6), nodes)
        });
    }
}

fn main() {
    // `cargo bench` passes `--bench`; the rest name the sections.
    let sections: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let rounds: usize = env_or("MINIMAX_ROUNDS", "3").parse().expect("MINIMAX_ROUNDS: a count");
    let wanted = |s: &str| sections.is_empty() || sections.iter().any(|x| x == s);
    println!("ours: {OURS}; {rounds} rounds, each program's median");
    RUN.get_or_init(this_run);
    let section = |name: &'static str| *SECTION.lock().unwrap() = name;
    if wanted("ffo") || wanted("wld") || sections.iter().any(|s| s == "ffo-mobility") {
        section("ffo");
        ffo(&sections, rounds);
    }
    // Not among the defaults: about half an hour on two cores.
    if sections.iter().any(|s| s == "ffo-published") {
        section("ffo");
        published();
    }
    if wanted("perft") {
        section("perft");
        perft(rounds);
    }
    if wanted("eval") {
        section("eval");
        evaluation::accuracy();
        evaluation::loss(4);
        evaluation::strength(4, 100);
    }
    if wanted("edax-games") {
        section("edax-games");
        match edax() {
            Some((edax, eval)) => {
                against_edax::games(&edax, &eval, 4, 100, Duration::from_millis(100), 20)
            }
            None => println!("  (no games against Edax)"),
        }
    }
    if wanted("connect4") {
        section("connect4");
        connect4(rounds);
    }
    if wanted("fhourstones") {
        section("fhourstones");
        fhourstones(rounds);
    }
    record();
    // Absent where no section wrote a file.
    let _ = std::fs::remove_dir_all(scratch_dir());
}
