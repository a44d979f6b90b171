//! `minimax grade class`: a class of twenty generated submissions of every kind (correct, weak,
//! a syntax error, an import error, a crash, an infinite loop, a fork bomb, a memory hog, one
//! that reads and writes where it should not, a flood, one that escapes its process group, a
//! lone file, zips nested and flat, a zip bomb, a zip that leads outside, one without its
//! player), graded in a run stopped halfway by a signal and resumed; the sheet checked line by
//! line. Then shards joined by `grade merge`, and the tree rubric naming a student's bug.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

use crate::common::{self, Scratch};

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn fresh(name: &str) -> Scratch {
    Scratch::new(&format!("class-{name}"))
}

fn root() -> &'static str {
    env!("CARGO_MANIFEST_DIR")
}

fn player(name: &str) -> String {
    std::fs::read_to_string(Path::new(root()).join("tests/players").join(name)).unwrap()
}

fn folder(class: &Path, id: &str, files: &[(&str, &str)]) {
    let dir = class.join(id);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
}

fn zip(path: &Path, entries: &[(&str, &[u8])]) {
    let mut writer = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        writer.start_file(*name, options).unwrap();
        writer.write_all(bytes).unwrap();
    }
    writer.finish().unwrap();
}

/// What each kind of submission must get: its points, and words its rule or failure holds.
struct Expected {
    points: Option<u32>,
    words: &'static str,
}

fn expect(points: u32, words: &'static str) -> Expected {
    Expected { points: Some(points), words }
}

/// The twenty submissions, and what each must get. `marker` makes the processes a submission
/// leaves behind findable.
fn class_of_twenty(class: &Path, marker: &str) -> BTreeMap<&'static str, Expected> {
    let perfect = player("perfect.py");
    for id in ["correct-1", "correct-2", "correct-3"] {
        folder(class, id, &[("player.py", &perfect)]);
    }
    // A correct player in several modules.
    let split = "from strategy import move\n\ndef play(heaps):\n    return move(heaps)\n";
    let strategy = perfect.replace("def play(heaps):", "def move(heaps):");
    folder(class, "modules", &[("player.py", split), ("strategy.py", &strategy)]);
    std::fs::write(class.join("lone.py"), &perfect).unwrap();
    zip(&class.join("zipped-nested.zip"), &[("work/player.py", perfect.as_bytes())]);
    zip(&class.join("zipped-flat.zip"), &[("player.py", perfect.as_bytes())]);
    // Weak: takes one from the largest heap (legal, never thinks).
    let weak = "def play(heaps):\n    i = max(range(len(heaps)), key=lambda i: heaps[i])\n    return i, 1\n";
    folder(class, "weak", &[("player.py", weak)]);
    folder(class, "syntax", &[("player.py", "def play(heaps)\n    return 0, 1\n")]);
    folder(class, "import", &[("player.py", "import numpyy\n")]);
    folder(class, "crash", &[("player.py", &player("crashing.py"))]);
    folder(class, "loop", &[("player.py", "def play(heaps):\n    while True:\n        pass\n")]);
    let bomb =
        "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n";
    folder(class, "bomb", &[("player.py", bomb)]);
    folder(class, "hog", &[("player.py", "hoard = bytearray(8 << 30)\n")]);
    let victim = class.join("correct-1/player.py");
    let outside = class.parent().unwrap().join(format!("{marker}-outside.txt"));
    let snoop = format!(
        "import sys\nstolen = None\ntry:\n    stolen = open({victim:?}).read()\nexcept OSError:\n    pass\n\
         for target in [{victim:?}, {sheet:?}, {outside:?}]:\n    try:\n        open(target, 'w').write('sabotage')\n    except OSError:\n        pass\n\
         if stolen is not None:\n    raise SystemExit('read another student')\n{weak}",
        sheet = class.join("grades.csv"),
    );
    folder(class, "snoop", &[("player.py", &snoop)]);
    folder(class, "flood", &[("player.py", "import sys\nsys.stdout.write('x' * 10000000)\n")]);
    let escape = format!(
        "import subprocess, time\nsubprocess.Popen(['setsid', 'sleep', '{marker}'])\ndef play(heaps):\n    time.sleep(100)\n"
    );
    folder(class, "escape", &[("player.py", &escape)]);
    folder(class, "missing", &[("nim.py", &perfect)]);
    zip(&class.join("zip-bomb.zip"), &[("player.py", &vec![b' '; 65 << 20])]);
    zip(&class.join("zip-outside.zip"), &[("../player.py", perfect.as_bytes())]);
    std::os::unix::fs::symlink("/etc", class.join("link")).unwrap();
    BTreeMap::from([
        ("bomb", expect(0, "no answer within")),
        ("correct-1", expect(100, "medium > 80 % and hard > 40 %")),
        ("correct-2", expect(100, "medium > 80 % and hard > 40 %")),
        ("correct-3", expect(100, "medium > 80 % and hard > 40 %")),
        ("crash", expect(0, "RuntimeError: boom")),
        ("escape", expect(0, "no answer within")),
        ("flood", expect(0, "longer than 4096 bytes")),
        ("hog", expect(0, "MemoryError")),
        ("import", expect(0, "ModuleNotFoundError: No module named 'numpyy'")),
        ("lone", expect(100, "medium > 80 %")),
        ("loop", expect(0, "no answer within")),
        ("missing", expect(0, "no player.py in the submission (it holds nim.py)")),
        ("modules", expect(100, "medium > 80 %")),
        ("snoop", Expected { points: None, words: "" }),
        ("syntax", expect(0, "SyntaxError")),
        ("weak", Expected { points: None, words: "" }),
        ("zip-bomb", expect(0, "more than 64 MB")),
        ("zip-outside", expect(0, "leads outside the archive")),
        ("zipped-flat", expect(100, "medium > 80 %")),
        ("zipped-nested", expect(100, "medium > 80 %")),
    ])
}

fn journal(class: &Path) -> BTreeMap<String, Vec<u8>> {
    let dir = class.join(".grading/students");
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| {
                    (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap())
                })
                .collect()
        })
        .unwrap_or_default()
}

const OPTIONS: [&str; 8] = ["--games", "1", "--timeout", "3", "--budget", "30", "--jobs", "2"];

#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn a_class_of_every_kind_is_graded_each_alone_and_a_stopped_run_resumes() {
    common::require("python3");
    let class = fresh("twenty");
    let marker = format!("31{}", std::process::id() % 100_000);
    let expected = class_of_twenty(&class, &marker);
    let path = class.to_str().unwrap();

    // The first run, stopped by a signal once five students are graded.
    let mut first = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["grade", "class", path])
        .args(OPTIONS)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The pipe is read until the signal is sent and the run has ended (a closed pipe would end
    // it otherwise).
    let mut reader = BufReader::new(first.stderr.take().unwrap());
    let mut graded_first = 0;
    let mut line = String::new();
    while graded_first < 5 && reader.read_line(&mut line).unwrap() > 0 {
        graded_first += usize::from(line.starts_with('['));
        line.clear();
    }
    assert_eq!(graded_first, 5);
    // SAFETY: kill only sends a signal to our own child.
    unsafe {
        libc::kill(first.id() as libc::pid_t, libc::SIGINT);
    }
    let status = first.wait().unwrap();
    drop(reader);
    assert!(!status.success(), "stopped by the signal: {status:?}");
    let kept = journal(&class);
    assert!((5..20).contains(&kept.len()), "{} kept", kept.len());
    assert!(!class.join("grades.csv").exists(), "no sheet from a stopped run");

    // The second run grades only the rest, and keeps what the first graded as it was.
    let second = minimax(&[&["grade", "class", path][..], &OPTIONS].concat());
    let stdout = String::from_utf8_lossy(&second.stdout);
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(second.status.success(), "{stdout}\n{stderr}");
    let regraded = stderr.lines().filter(|l| l.starts_with('[')).count();
    assert_eq!(regraded, 20 - kept.len(), "{stderr}");
    assert!(
        stdout.contains(&format!("({} graded by an earlier run, kept)", kept.len())),
        "{stdout}"
    );
    assert!(stdout.contains("skipped link: a link: not followed"), "{stdout}");
    let after = journal(&class);
    assert_eq!(after.len(), 20);
    for (name, bytes) in &kept {
        assert_eq!(&after[name], bytes, "{name} graded twice");
    }

    // The sheet, line by line.
    let csv = std::fs::read_to_string(class.join("grades.csv")).unwrap();
    let mut rows = csv.lines();
    assert_eq!(
        rows.next(),
        Some(
            "id,points,out_of,rule,win_rate_dumb,win_rate_medium,win_rate_hard,invalid,variant,departs_at,failure,seconds"
        )
    );
    let sheet: Value =
        serde_json::from_str(&std::fs::read_to_string(class.join("grades.json")).unwrap()).unwrap();
    let students = sheet["students"].as_array().unwrap();
    assert_eq!(students.len(), 20);
    for ((id, want), (row, student)) in expected.iter().zip(rows.zip(students)) {
        assert!(row.starts_with(&format!("{id},")), "{row} for {id}");
        assert_eq!(student["id"], *id);
        let points = student["points"].as_u64().unwrap() as u32;
        let said = format!("{} {}", student["rule"], student["failure"]);
        if let Some(p) = want.points {
            assert_eq!(points, p, "{id}: {said}");
        }
        assert!(said.contains(want.words), "{id}: {said}");
        let feedback = match id {
            id if id.starts_with("zip") || *id == "lone" => class.join(format!("{id}.feedback.md")),
            id => class.join(id).join("feedback.md"),
        };
        let feedback = std::fs::read_to_string(&feedback).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(feedback.contains(&format!("**{points} of 100**")), "{id}: {feedback}");
    }
    let weak = &students.iter().find(|s| s["id"] == "weak").unwrap();
    assert!(weak["points"].as_u64().unwrap() < 100 && weak["invalid"] == 0, "{weak}");
    // A failure's feedback names the first answer that could not count, with its position.
    let crash = std::fs::read_to_string(class.join("crash/feedback.md")).unwrap();
    assert!(crash.contains("from heaps [") && crash.contains("RuntimeError"), "{crash}");
    let lost = std::fs::read_to_string(class.join("weak/feedback.md")).unwrap();
    assert!(lost.contains("## Games lost") && lost.contains("moves (heap:stones):"), "{lost}");
    assert!(!lost.contains("its move"), "a student reads of their own moves: {lost}");

    // Nothing a submission started is left running, and none reached another's work.
    let left = Command::new("pgrep").args(["-f", &format!("sleep {marker}")]).output().unwrap();
    assert!(left.stdout.is_empty(), "left running: {}", String::from_utf8_lossy(&left.stdout));
    let contained = sheet["settings"]["contained"].as_str().unwrap();
    if contained.contains("Landlock") {
        assert_eq!(
            std::fs::read_to_string(class.join("correct-1/player.py")).unwrap(),
            player("perfect.py")
        );
        assert!(!class.parent().unwrap().join(format!("{marker}-outside.txt")).exists());
        let snoop = students.iter().find(|s| s["id"] == "snoop").unwrap();
        assert_eq!(snoop["invalid"], 0, "it could not read another's work: {snoop}");
    } else {
        eprintln!("skipped: files not contained on this machine ({contained})");
    }
}

/// A CSV of commands graded in two shards, joined: the same sheet as one run gives.
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn shards_joined_are_the_class_graded_at_once() {
    common::require("python3");
    let dir = fresh("shards");
    let adapter = format!("python3 {}/assets/nim_player_adapter.py", root());
    let players = format!("{}/tests/players", root());
    let csv = format!(
        "id,command\nann,{adapter} {players}/perfect.py\nben,{adapter} {players}/first_heap.py\n\
         cy,{adapter} {players}/crashing.py\ndee,{adapter} {players}/perfect.py\n"
    );
    std::fs::write(dir.join("class.csv"), csv).unwrap();
    let class = dir.join("class.csv");
    let (whole, parts) = (dir.join("whole"), dir.join("parts"));
    let grade = |out: &Path, shard: Option<&str>| {
        let mut args = vec!["grade", "class", class.to_str().unwrap(), "--games", "1"];
        args.extend(["--out", out.to_str().unwrap()]);
        args.extend(shard.map(|s| ["--shard", s]).into_iter().flatten());
        let output = minimax(&args);
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    };
    grade(&whole, None);
    grade(&parts, Some("2/2"));
    let parts_str = parts.to_str().unwrap();
    let early = minimax(&["grade", "merge", parts_str]);
    assert_eq!(early.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&early.stderr).contains("missing shards: 1/2"));
    grade(&parts, Some("1/2"));
    let half = std::fs::read_to_string(parts.join("grades.1-of-2.csv")).unwrap();
    assert_eq!(
        half.lines().skip(1).map(|l| l.split(',').next().unwrap()).collect::<Vec<_>>(),
        ["ann", "cy"]
    );
    let merged = minimax(&["grade", "merge", parts_str]);
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    let without_seconds = |path: PathBuf| {
        let text = std::fs::read_to_string(path).unwrap();
        text.lines().map(|l| l.rsplit_once(',').unwrap().0.to_string()).collect::<Vec<_>>()
    };
    let joined = without_seconds(parts.join("grades.csv"));
    assert_eq!(joined, without_seconds(whole.join("grades.csv")));
    assert_eq!(joined.len(), 5);
    assert!(joined[3].starts_with("cy,0,100,an invalid answer"), "{joined:?}");
    // A shard given twice, or a run with other settings, is refused.
    let sheet = parts.join("grades.1-of-2.json");
    let twice = minimax(&["grade", "merge", sheet.to_str().unwrap(), sheet.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&twice.stderr).contains("shard 1/2 twice"));
    let other =
        minimax(&["grade", "class", class.to_str().unwrap(), "--games", "2", "--out", parts_str]);
    assert_eq!(other.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&other.stderr).contains("graded otherwise"));
}

/// The tree rubric: a correct search, one that prunes only on v > β, one that cannot start.
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn the_tree_rubric_names_each_students_bug() {
    common::require("python3");
    let class = fresh("trees");
    let right = std::fs::read_to_string(Path::new(root()).join("assets/tree_player.py")).unwrap();
    let strict = right.replace("cut == \"strict\")", "True)");
    assert_ne!(strict, right, "the bug is planted");
    folder(&class, "right", &[("player.py", &right)]);
    folder(&class, "strict", &[("player.py", &strict)]);
    folder(&class, "broken", &[("player.py", "import nonexistent\n")]);
    let output =
        minimax(&["grade", "class", class.to_str().unwrap(), "--rubric", "tree", "--random", "12"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let csv = std::fs::read_to_string(class.join("grades.csv")).unwrap();
    let rows: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    assert_eq!(
        rows[0],
        [
            "id",
            "points",
            "out_of",
            "rule",
            "invalid",
            "variant",
            "departs_at",
            "failure",
            "seconds"
        ]
    );
    assert_eq!(rows[1][..7], ["broken", "0", "12", "0 of 12 trees right", "12", "", ""]);
    assert_eq!(rows[2][..7], ["right", "12", "12", "12 of 12 trees right", "0", "", ""]);
    assert_eq!(rows[3][0], "strict");
    assert_eq!(rows[3][5], "prune-strictly", "{csv}");
    assert!(!rows[3][6].is_empty(), "where it departs: {csv}");
    let feedback = std::fs::read_to_string(class.join("strict/feedback.md")).unwrap();
    assert!(
        feedback.contains("match **prune-strictly**")
            && feedback.contains("departs from the right one at")
    );
    // Options of the other rubric are refused, not ignored.
    let refused =
        minimax(&["grade", "class", class.to_str().unwrap(), "--rubric", "tree", "--games", "3"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--games is --rubric nim's option"));
    // A folder of no submissions is refused (the wrong folder, most likely), not an empty sheet.
    let empty = fresh("empty");
    let none = minimax(&["grade", "class", empty.to_str().unwrap()]);
    assert_eq!(none.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&none.stderr).contains("holds no submissions"));
}

/// A CSV named without its folder (`grade class class.csv` run beside it) runs each command in
/// the CSV's folder, where the commands' files are: they ran in the student's empty copy.
#[test]
fn a_csv_named_from_its_own_folder_runs_there() {
    let dir = fresh("csv-here");
    // One stone from the first heap that has any: a weak player, but one that answers.
    let player = "while read line; do case $line in end*) exit;; esac; i=0; for h in $line; do if [ $h -gt 0 ]; then echo \"$i 1\"; break; fi; i=$((i+1)); done; done";
    std::fs::write(dir.join("p.sh"), player).unwrap();
    std::fs::write(dir.join("class.csv"), "ana,sh p.sh\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["grade", "class", "class.csv", "--games", "1"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let csv = std::fs::read_to_string(dir.join("grades.csv")).unwrap();
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    let row: Vec<&str> = csv.lines().nth(1).unwrap().split(',').collect();
    let cell = |name: &str| row[header.iter().position(|h| *h == name).unwrap()];
    assert_eq!(cell("id"), "ana", "{csv}");
    // One stone at a time beats the random player now and then: points, and no failure.
    assert_ne!(cell("points"), "0", "{csv}");
    assert!(!csv.contains("cannot open"), "{csv}");
}
