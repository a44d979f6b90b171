//! `cargo bench --bench class`: a class of 300 generated Heaps submissions (four in ten correct,
//! three weak, two crashing in three ways, one hanging) graded by `minimax grade class` on every
//! core: the wall time, the time a submission of each kind, the grader's peak memory and the
//! largest program's. Written to `docs/benchmarks/class.json` and the table of
//! `docs/benchmarks.md`. `MINIMAX_CLASS_SIZE` sets the class's size, `MINIMAX_PYTHON` the Python
//! the students' programs run on (`python3` by default: a version manager's shim can take more
//! time to start than a game takes).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const PERFECT: &str = include_str!("../tests/players/perfect.py");
const WEAK: &str =
    "def play(heaps):\n    i = max(range(len(heaps)), key=lambda i: heaps[i])\n    return i, 1\n";
const CRASHES: [&str; 3] = [
    "def play(heaps)\n    return 0, 1\n",
    "import numpyy\n",
    "def play(heaps):\n    raise RuntimeError('boom')\n",
];
const HANGS: &str = "def play(heaps):\n    while True:\n        pass\n";

/// The kinds of submission, each with its share in ten.
const KINDS: [(&str, usize); 4] = [("correct", 4), ("weak", 3), ("crashing", 2), ("hanging", 1)];

fn kind_of(k: usize) -> &'static str {
    let mut at = k % 10;
    for (kind, share) in KINDS {
        if at < share {
            return kind;
        }
        at -= share;
    }
    unreachable!("the shares make ten")
}

fn make_class(dir: &Path, size: usize) {
    for k in 0..size {
        let text = match kind_of(k) {
            "correct" => PERFECT,
            "weak" => WEAK,
            "crashing" => CRASHES[k / 10 % 3],
            _ => HANGS,
        };
        let id = format!("s{k:03}-{}", kind_of(k));
        // Folders mostly; every fifth a lone file, as students hand them in.
        if k % 5 == 4 {
            std::fs::write(dir.join(format!("{id}.py")), text).unwrap();
        } else {
            std::fs::create_dir_all(dir.join(&id)).unwrap();
            std::fs::write(dir.join(&id).join("player.py"), text).unwrap();
        }
    }
}

/// The grader's peak resident memory, read from /proc while it runs (its high-water mark).
fn high_water(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let size: usize =
        std::env::var("MINIMAX_CLASS_SIZE").ok().and_then(|s| s.parse().ok()).unwrap_or(300);
    let python = std::env::var("MINIMAX_PYTHON").unwrap_or_else(|_| "python3".into());
    let binary = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/minimax");
    if !binary.is_file() {
        println!("  (skipped: {} is not built: cargo build --release)", binary.display());
        return;
    }
    let dir = std::env::temp_dir().join(format!("minimax-bench-class-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    make_class(&dir, size);
    let run = format!("{python} .minimax_nim_adapter.py player.py");
    println!("grade class: {size} submissions, {run}");
    let started = Instant::now();
    let mut grader = Command::new(&binary)
        .args(["grade", "class", dir.to_str().unwrap(), "--json", "--run", &run])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the grader starts");
    let pid = grader.id();
    let mut peak = 0;
    let reader = std::thread::spawn({
        let mut stdout = grader.stdout.take().unwrap();
        move || {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut stdout, &mut text).unwrap();
            text
        }
    });
    while grader.try_wait().unwrap().is_none() {
        peak = peak.max(high_water(pid).unwrap_or(0));
        std::thread::sleep(Duration::from_millis(200));
    }
    let wall = started.elapsed().as_secs_f64();
    let sheet: Value = serde_json::from_str(&reader.join().unwrap()).expect("the sheet");
    // The largest resident set among the grader's programs (and the grader), by the kernel.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage fills the struct we own.
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    let students = sheet["students"].as_array().expect("students");
    let mut rows = Vec::new();
    println!("{:<10} {:>6} {:>12} {:>12}", "kind", "count", "mean s each", "points");
    for (kind, _) in KINDS {
        let of: Vec<&Value> =
            students.iter().filter(|s| s["id"].as_str().unwrap().ends_with(kind)).collect();
        let seconds: f64 =
            of.iter().map(|s| s["seconds"].as_f64().unwrap()).sum::<f64>() / of.len().max(1) as f64;
        let points: Vec<u64> = of.iter().map(|s| s["points"].as_u64().unwrap()).collect();
        let (low, high) = (points.iter().min().unwrap_or(&0), points.iter().max().unwrap_or(&0));
        println!("{kind:<10} {:>6} {seconds:>12.2} {:>12}", of.len(), format!("{low}..{high}"));
        rows.push(json!({"kind": kind, "count": of.len(), "mean_seconds": seconds, "points": [low, high]}));
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let per = wall / size as f64;
    println!(
        "{size} submissions in {wall:.0} s on {cores} cores: {per:.2} s a submission; the grader's peak {:.1} MB, the largest program's {:.1} MB",
        peak as f64 / 1024.0,
        usage.ru_maxrss as f64 / 1024.0
    );
    let record = json!({
        "date": String::from_utf8_lossy(&Command::new("date").arg("-u").arg("+%Y-%m-%d").output().unwrap().stdout).trim(),
        "commit": String::from_utf8_lossy(&Command::new("git").args(["rev-parse", "--short", "HEAD"]).output().unwrap().stdout).trim(),
        "cores": cores,
        "python": python,
        "submissions": size,
        "wall_seconds": wall,
        "seconds_a_submission": per,
        "grader_peak_mb": peak as f64 / 1024.0,
        "largest_program_mb": usage.ru_maxrss as f64 / 1024.0,
        "contained": sheet["settings"]["contained"],
        "kinds": rows,
    });
    write_docs(&record);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The data, and its table in `docs/benchmarks.md` between the markers.
fn write_docs(record: &Value) {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs");
    let data = docs.join("benchmarks/class.json");
    std::fs::write(&data, serde_json::to_string_pretty(record).unwrap() + "\n").unwrap();
    let (start, end) = (
        "<!-- the class table is written by `cargo bench --bench class` -->",
        "<!-- end of the class table -->",
    );
    let page = docs.join("benchmarks.md");
    let doc = std::fs::read_to_string(&page).unwrap_or_default();
    let (Some(a), Some(b)) = (doc.find(start), doc.find(end)) else {
        println!("  ({} has no class table markers: only the data was written)", page.display());
        return;
    };
    let mut table = format!(
        "{start}\n\n{} submissions on {} cores ({}, commit {}): {:.0} s in all, {:.2} s a submission; the grader's peak memory {:.1} MB, the largest program's {:.1} MB.\n\n| kind | submissions | mean seconds each | points |\n|---|---:|---:|---|\n",
        record["submissions"],
        record["cores"],
        record["date"].as_str().unwrap_or(""),
        record["commit"].as_str().unwrap_or(""),
        record["wall_seconds"].as_f64().unwrap_or(0.0),
        record["seconds_a_submission"].as_f64().unwrap_or(0.0),
        record["grader_peak_mb"].as_f64().unwrap_or(0.0),
        record["largest_program_mb"].as_f64().unwrap_or(0.0),
    );
    for row in record["kinds"].as_array().unwrap() {
        table += &format!(
            "| {} | {} | {:.2} | {}..{} |\n",
            row["kind"].as_str().unwrap(),
            row["count"],
            row["mean_seconds"].as_f64().unwrap(),
            row["points"][0],
            row["points"][1]
        );
    }
    let doc = format!("{}{table}\n{}", &doc[..a], &doc[b..]);
    std::fs::write(&page, doc).unwrap();
    println!("written: {} and the class table of {}", data.display(), page.display());
}
