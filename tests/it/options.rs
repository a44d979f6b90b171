//! Every option of every command, and of each engine a command can choose, given alone on a
//! command line that works, is either used (what the command prints, writes or opens the app
//! with changes) or refused in one line (exit 2): never accepted and ignored. The options are
//! read from the command line's own definition (`cli::command()`), so an option added later is
//! walked too, and the test fails until it has a value to try here; an option whose effect no
//! output shows (a thread count) is listed with the reason, and the list is checked not to go
//! stale. The app's commands are run with `MINIMAX_LAUNCH=show`, which prints what the app would
//! open with instead of opening it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

use clap::ArgAction;

use crate::common::Scratch;

/// An option: its long name, whether it takes a value, and the values it may take but its default.
type Switch = (String, bool, Vec<String>);

/// The command line's leaves (a command with options of its own), by their path, with their
/// options.
fn leaves() -> BTreeMap<String, Vec<Switch>> {
    fn walk(command: &clap::Command, path: &str, out: &mut BTreeMap<String, Vec<Switch>>) {
        let options: Vec<_> = command
            .get_arguments()
            .filter_map(|a| {
                let long = a.get_long()?;
                let flag = matches!(a.get_action(), ArgAction::SetTrue | ArgAction::Count);
                let help = matches!(
                    a.get_action(),
                    ArgAction::Help
                        | ArgAction::HelpShort
                        | ArgAction::HelpLong
                        | ArgAction::Version
                );
                let possible =
                    a.get_possible_values().into_iter().map(|v| v.get_name().to_string());
                let defaults: Vec<_> = a
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().to_string())
                    .collect();
                let possible = possible.filter(|v| !defaults.contains(v)).collect();
                (!help).then(|| (long.to_string(), !flag, possible))
            })
            .collect();
        if !options.is_empty() {
            out.insert(path.to_string(), options);
        }
        for sub in command.get_subcommands() {
            let path = format!("{path} {}", sub.get_name());
            walk(sub, path.trim(), out);
        }
    }
    let mut out = BTreeMap::new();
    walk(&minimax_tui::cli::command(), "", &mut out);
    out
}

/// A command line that works, to give each option to: the command's path, its arguments, and
/// what it needs in its folder first.
struct Base {
    path: &'static str,
    args: Vec<String>,
    setup: fn(&Path),
    /// Options this command line cannot show the effect of, with the reason.
    unseen: &'static [(&'static str, &'static str)],
}

const REVERSI_END: &str = "OXXXXXXXOXXXOXXXOOOXXXXXOOXXOXXXOOOXOXXXOOOXO-X-OOOXO-XXOOXXO-X-";
/// A textbook tree with equal values, where pruning on equality and only past it differ.
const TIED_TREE: &str = "((3 12 8) (3 4 6) (14 5 3) (1 20 3))";
/// The start after Black's d3: White to move, and no symmetry to make the sides count alike.
const REVERSI_OPENED: &str = "-------------------X-------XX------XO---------------------------";
const TREE_PLAYER: &str = concat!("python3 ", env!("CARGO_MANIFEST_DIR"), "/assets/tree_player.py");
const CONNECT4_LATE: &str = "4432655555323332267623526661";
/// A Nim player in the shell: one stone from the first heap that has any.
const NIM_PLAYER: &str = "while read line; do case $line in end*) exit;; esac; i=0; for h in $line; do if [ $h -gt 0 ]; then echo \"$i 1\"; break; fi; i=$((i+1)); done; done";

fn nothing(_: &Path) {}

fn minimax(dir: &Path, args: &[&str]) {
    let out =
        Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).current_dir(dir).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

fn record(dir: &Path) {
    minimax(
        dir,
        &[
            "arena",
            "tictactoe",
            "--player",
            "builtin:random",
            "--opponents",
            "fair",
            "--games",
            "1",
            "--save",
            "games",
        ],
    );
}

fn an_exam(dir: &Path) {
    students(dir);
    minimax(dir, &["exam", "--students", "students.txt", "--out", "exam"]);
}

fn students(dir: &Path) {
    std::fs::write(dir.join("students.txt"), "ana\nbo\n").unwrap();
    std::fs::write(dir.join("others.txt"), "cy\n").unwrap();
}

fn class(dir: &Path) {
    std::fs::write(dir.join("p.sh"), NIM_PLAYER).unwrap();
    std::fs::write(dir.join("class.csv"), "ana,sh p.sh\nbo,sh p.sh\n").unwrap();
    std::fs::create_dir(dir.join("trees")).unwrap();
    std::fs::write(dir.join("trees/one.tree"), TIED_TREE).unwrap();
}

fn shards(dir: &Path) {
    class(dir);
    for shard in ["1/2", "2/2"] {
        minimax(
            dir,
            &["grade", "class", "class.csv", "--games", "1", "--shard", shard, "--out", "sheets"],
        );
    }
}

fn positions(dir: &Path) {
    // Connect Four positions with their scores (Pons' form), an Edax problem with its answers.
    std::fs::write(dir.join("c4.txt"), format!("{CONNECT4_LATE} 0\n")).unwrap();
    let mut file = String::new();
    for position in ["4432655555323332267623526661", "44326555553233322676235266"] {
        let out = Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "connect4", "--position", position, "--json"])
            .output()
            .unwrap();
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        file += &format!("{position} {}\n", json["score"]);
    }
    std::fs::write(dir.join("c4.txt"), file).unwrap();
    std::fs::write(dir.join("end.obf"), format!("{REVERSI_END} X; f7:-4;\n")).unwrap();
}

fn answer(dir: &Path) {
    std::fs::write(dir.join("answer.txt"), "action: left\nvisited: root left\n").unwrap();
}

fn bases() -> Vec<Base> {
    let base = |path, args: &[&str], setup| Base {
        path,
        args: args.iter().map(|a| a.to_string()).collect(),
        setup,
        unseen: &[],
    };
    let mut bases = vec![
        base("", &[], nothing),
        base("play", &["--load", "games/game-00001.json"], record),
        base("review", &["games/game-00001.json"], record),
        base("retry", &["games/game-00001.json"], record),
        base("exam", &["--students", "students.txt", "--out", "exam"], students),
        base("exam", &["--out", "exam", "--sit", "ana"], an_exam),
        base("practice", &[], nothing),
        base("grade exam", &["exam"], an_exam),
        base("grade class", &["class.csv", "--games", "1"], class),
        base("grade merge", &["sheets"], shards),
        base("grade tree", &["--player", TREE_PLAYER, "--random", "2"], nothing),
        base("grade tree", &[TIED_TREE, "--answer", "answer.txt"], answer),
        base("bench connect4", &["c4.txt"], positions),
        base("bench reversi", &["end.obf"], positions),
        base("perft connect4", &["--depth", "2"], nothing),
        base("perft reversi", &["--board", REVERSI_OPENED, "--depth", "2"], nothing),
        base(
            "arena nim",
            &[
                "--games",
                "1",
                "--player",
                &format!("sh -c '{}'", NIM_PLAYER.replace('\'', "'\\''")),
            ],
            nothing,
        ),
    ];
    // Each game's position, where the searches are quick and each switch shows.
    let games: [(&str, &[&str]); 6] = [
        ("sum", &[]),
        ("nim", &[]),
        ("tictactoe", &["--board", "XOX-O----"]),
        ("connect4", &["--position", CONNECT4_LATE]),
        ("reversi", &["--board", REVERSI_END, "--to-move", "black"]),
        ("tree", &[TIED_TREE]),
    ];
    let path = |verb: &str, game: &str| -> &'static str { format!("{verb} {game}").leak() };
    for (game, position) in games {
        for verb in ["solve", "tree", "export", "play"] {
            bases.push(base(path(verb, game), position, nothing));
            if verb != "tree" {
                let mcts = [position, &["--engine", "mcts"]].concat();
                bases.push(base(path(verb, game), &mcts, nothing));
            }
        }
        if game != "nim" {
            // The built-ins' games among themselves are what takes time: one opponent, one start.
            let slow = "sh -c 'sleep 0.05; echo hello'";
            let players = [
                "--player",
                "builtin:random",
                "--player",
                slow,
                "--games",
                "1",
                "--opponents",
                "weak",
            ];
            let position = if game == "connect4" { &[] } else { position };
            bases.push(base(path("arena", game), &[position, &players].concat(), nothing));
        }
    }
    // The engines of their own, and the midgame where Reversi's evaluation shows.
    bases.push(base(
        "solve connect4",
        &["--position", CONNECT4_LATE, "--engine", "teaching"],
        nothing,
    ));
    for verb in ["solve", "play"] {
        bases.push(base(path(verb, "reversi"), &["--engine", "teaching", "--depth", "2"], nothing));
        bases.push(base(path(verb, "reversi"), &["--depth", "3"], nothing));
    }
    bases.push(base(
        "solve reversi",
        &["--board", REVERSI_END, "--to-move", "black", "--endgame"],
        nothing,
    ));
    for base in &mut bases {
        base.unseen = unseen_on(base);
    }
    bases
}

/// Within the endgame solver's reach, what limits a search does not apply.
const SOLVED: &str = "5 empty squares: the dedicated engine solves them exactly whatever the limit or evaluation (its report says 'by the endgame solver')";
/// A textbook tree gives the engine's techniques nothing to use.
const TEXTBOOK: &str = "a textbook tree has no transposition, no move twice and no ordering of its own (--order orders it), and its last iteration searches it whole: the table, killers, history, ordering and the clock change no node of it (solve's search line names them)";

/// The options a command line cannot show the effect of, with the reason.
fn unseen_on(base: &Base) -> &'static [(&'static str, &'static str)] {
    let mut words = base.path.split(' ');
    let (verb, game) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let has = |arg: &str| base.args.iter().any(|a| a == arg);
    // Monte Carlo refuses the switches it does not read: nothing unseen there.
    if has("mcts") {
        return &[];
    }
    match (verb, game) {
        ("solve", "reversi") if has(REVERSI_END) && !has("--endgame") => &[
            ("endgame", SOLVED),
            ("heuristic", SOLVED),
            ("exact-endgame", SOLVED),
            ("depth", SOLVED),
            ("time", SOLVED),
        ],
        ("tree" | "export", "reversi") if has(REVERSI_END) => &[
            ("exact-endgame", "5 empty squares: searched to the end within the default depth"),
            ("no-tt", "5 empty squares: no position reached twice"),
            (
                "killers",
                "5 empty squares: the trained evaluation's order already tries first what a killer would (with --heuristic discs or strong, killers change the tree)",
            ),
        ],
        ("solve", "reversi") if has("--depth") && !has("teaching") => &[
            ("exact-endgame", "the start: no position within reach of the endgame at depth 3"),
            ("time", "depth 3 is searched before the clock runs out"),
        ],
        ("arena", "connect4") => &[(
            "height",
            "the table of results does not name the board (--json and the records do): left for a later issue",
        )],
        ("arena", "reversi") => &[
            (
                "engine",
                "random against weak at depth 2: the dedicated and the teaching engine choose alike, and the table does not name the engine",
            ),
            (
                "min-heuristic",
                "the built-in random player and a program that fails: no search reads an evaluation",
            ),
            (
                "exact-endgame",
                "the built-in random player and a program that fails: no search reaches an endgame",
            ),
        ],
        ("tree" | "export", "tree") => &[
            ("no-tt", TEXTBOOK),
            ("no-ordering", TEXTBOOK),
            ("killers", TEXTBOOK),
            ("history", TEXTBOOK),
            ("time", TEXTBOOK),
        ],
        ("tree" | "export", "sum") => &[(
            "killers",
            "a tree this small: the table's move comes first at every node a killer would reorder",
        )],
        ("tree", "nim") => &[("random-ties", "the winning move is the only one: no tie to break")],
        _ => &[],
    }
}

/// Values to try for an option that takes one, by the command's path and the option; the first
/// that changes what the command does is enough.
fn candidates(path: &str, long: &str) -> Option<Vec<&'static str>> {
    let game = path.rsplit(' ').next().unwrap_or("");
    let values: &[&str] = match (game, long) {
        ("reversi", "board") => &[REVERSI_OPENED],
        // A microsecond: passed before the first move's search ends, on any machine.
        ("review", "timeout") => &["0.000001"],
        ("tictactoe", "board") => &["XO-------"],
        ("connect4", "position") => &["44326555553233322676235266"],
        (_, "target") => &["12"],
        (_, "moves") => &["1,2"],
        (_, "played") => &["2"],
        (_, "heaps") => &["2", "1,4"],
        (_, "max-heap") => &["3"],
        (_, "random-heaps") => &["3"],
        (_, "width") => &["8"],
        (_, "height") => &["8"],
        (_, "depth") => &["1", "2"],
        (_, "time") => &["0.05"],
        (_, "aspiration") => &["10"],
        (_, "hash") => &["1"],
        (_, "random-ties") => &["3"],
        (_, "iterations") => &["7"],
        (_, "exploration") => &["0.3"],
        (_, "node-cap") => &["5"],
        (_, "seed") => &["7", "8"],
        (_, "max-events") => &["3"],
        (_, "leaves") => &["1,2,3,4"],
        (_, "branching") => &["2"],
        (_, "exact-endgame") => &["8"],
        (_, "trace-cap") => &["100"],
        (_, "min-engine") => &["--depth 1"],
        (_, "player") => &["builtin:weak"],
        (_, "opponents") => &["random", "dumb"],
        (_, "games") => &["2", "1"],
        (_, "timeout") => &["0.01", "0.001"],
        (_, "jobs") => &["2"],
        (_, "save") => &["saved"],
        (_, "out") => &["elsewhere"],
        (_, "run") => &["sh p.sh"],
        (_, "main") => &["other.py"],
        (_, "shard") => &["1/2"],
        (_, "trees") => &["trees"],
        (_, "random") => &["2"],
        (_, "budget") => &["0.05"],
        (_, "memory") => &["16"],
        (_, "processes") => &["1"],
        (_, "students") => &["others.txt"],
        (_, "minutes") => &["7"],
        (_, "sit") => &["bo"],
        (_, "values") => &["0..5"],
        (_, "chance") => &["1"],
        (_, "tree") => &["(1 2)"],
        (_, "window") => &["0"],
        (_, "grow") => &["3"],
        (_, "windows") => &["2"],
        (_, "answer") => &["answer.txt"],
        (_, "load") => &["games/game-00001.json"],
        (_, "threads") => &["1"],
        _ => return None,
    };
    Some(values.to_vec())
}

/// Options that change nothing any output shows, by design, with the reason; `*` for any command.
const UNSEEN: &[(&str, &str, &str)] = &[
    ("*", "threads", "how many threads search: the same answer, sooner"),
    ("*", "jobs", "how many run at once: the same results, sooner"),
    (
        "*",
        "hash",
        "a table's size: the same search in more or less memory (solve's search line names it)",
    ),
];

/// What a run shows: its exit code, its output and every file in its folder after it, with times,
/// rates and the folder's own name written out of it.
fn observe(bin: &Path, base: &Base, template: &Path, extra: &[&str]) -> Vec<String> {
    let dir = Scratch::new("options");
    copy(template, &dir);
    let mut command = Command::new(bin);
    command.args(base.path.split(' ').filter(|s| !s.is_empty()));
    command.args(&base.args).args(extra).current_dir(&dir);
    command.env("MINIMAX_LAUNCH", "show").env_remove("NO_COLOR").stdin(Stdio::null());
    let out = command.output().unwrap();
    let mut seen = vec![format!("exit {:?}", out.status.code())];
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).replace(dir.to_str().unwrap(), "DIR");
    seen.extend(text(&out.stdout).lines().map(masked));
    seen.extend(text(&out.stderr).lines().map(|l| format!("stderr: {}", masked(l))));
    let mut files = Vec::new();
    list(&dir, &mut files);
    files.sort();
    for file in files {
        let name = file.strip_prefix(&dir).unwrap().display().to_string();
        let contents = std::fs::read(&file).unwrap_or_default();
        seen.push(format!("file {name}"));
        seen.extend(text(&contents).lines().map(|l| format!("  {}", masked(l))));
    }
    seen
}

/// A base's folder as its setup left it, copied for each run (the setup runs once).
fn copy(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
            copy(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

fn list(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() && !path.is_symlink() {
            list(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// A line with what varies from run to run written out: a number with a fraction (times,
/// seconds), and a number just before a unit of time or a rate.
fn masked(line: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit() || chars[i] == '.' || chars[i] == ',')
            {
                i += 1;
            }
            let token: String = chars[start..i].iter().collect();
            let token = token.trim_end_matches([',', '.']);
            // What follows, as far as a unit could reach (the whole rest made long lines of
            // JSON quadratic).
            let after = start + token.chars().count();
            let rest: String = chars[after..chars.len().min(after + 16)].iter().collect();
            let units = [
                " ms",
                " s",
                " µs",
                "s ",
                " M/s",
                " leaves/s",
                " nodes/s",
                " positions/s",
                " seconds",
            ];
            let timed = units.iter().any(|unit| rest.starts_with(unit))
                || rest.starts_with('s') && !rest[1..].starts_with(char::is_alphabetic);
            let fraction = token.split_once('.').is_some_and(|(_, f)| f.len() >= 3);
            out += if fraction || timed { "#" } else { token };
            i = start + token.chars().count();
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[test]
fn every_option_is_used_or_refused() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_minimax"));
    let leaves = leaves();
    let bases = bases();
    let mut problems = Vec::new();
    for path in leaves.keys() {
        if !bases.iter().any(|b| b.path == path) {
            problems.push(format!(
                "`minimax {path}`: no command line to walk its options on (add one to bases())"
            ));
        }
    }
    // Each base twice: the lines that differ between the two runs (a count that threads race
    // for) are not compared.
    let jobs: Vec<(usize, String, bool, Vec<String>)> = bases
        .iter()
        .enumerate()
        .flat_map(|(i, base)| {
            let options = leaves.get(base.path).cloned().unwrap_or_default();
            options
                .into_iter()
                .filter(|(long, ..)| !base.args.iter().any(|a| *a == format!("--{long}")))
                .map(move |(long, takes, possible)| (i, long, takes, possible))
        })
        .collect();
    let templates: Vec<Scratch> = parallel(&bases, |base| {
        let dir = Scratch::new("options");
        (base.setup)(&dir);
        dir
    });
    let baselines: Vec<(Vec<String>, Vec<String>)> =
        parallel(&(0..bases.len()).collect::<Vec<_>>(), |&i| {
            (
                observe(&bin, &bases[i], &templates[i], &[]),
                observe(&bin, &bases[i], &templates[i], &[]),
            )
        });
    let walk = Walk { bin: &bin, bases: &bases, templates: &templates, baselines: &baselines };
    let verdicts = parallel(&jobs, |job| walk.option(job));
    for ((i, long, ..), verdict) in jobs.iter().zip(verdicts) {
        let base = &bases[*i];
        let unseen = UNSEEN.iter().any(|(p, l, _)| (*p == "*" || *p == base.path) && l == long)
            || base.unseen.iter().any(|(l, _)| l == long);
        let listed = base.unseen.iter().any(|(l, _)| l == long);
        let line = format!("`minimax {} {}` --{long}", base.path, base.args.join(" "));
        match verdict {
            Verdict::Problem(why) => problems.push(format!("{line}: {why}")),
            Verdict::Unused(values) if !unseen => {
                problems.push(format!("{line} {values:?}: accepted, and nothing changes"))
            }
            Verdict::Used if listed => problems
                .push(format!("{line}: listed as unseen here, but it changes what it shows")),
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{} options:\n{}", problems.len(), problems.join("\n"));
}

/// Whether `seen` differs from the base's runs, in a line the two agree on.
fn differs(first: &[String], second: &[String], seen: &[String]) -> bool {
    if first.len() != second.len() || first.len() != seen.len() {
        return first.len() != seen.len() || second.len() != seen.len();
    }
    first.iter().zip(second).zip(seen).any(|((a, b), c)| a == b && a != c)
}

/// `work` on every item, on a few threads, the results in the items' order.
fn parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..4 {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let result = work(item);
                    results.lock().unwrap()[i] = Some(result);
                }
            });
        }
    });
    results.into_inner().unwrap().into_iter().map(|r| r.unwrap()).collect()
}

/// What giving an option did.
enum Verdict {
    /// Something it prints, writes or opens with changed, or a refusal named it.
    Used,
    /// Accepted with each of these values, and nothing changed.
    Unused(Vec<Vec<String>>),
    /// The test cannot tell: no value to try, or its values are refused as values.
    Problem(String),
}

/// What the walk needs to try an option: the binary, the command lines, each one's folder as
/// set up, and its two runs without the option.
struct Walk<'a> {
    bin: &'a Path,
    bases: &'a [Base],
    templates: &'a [Scratch],
    baselines: &'a [(Vec<String>, Vec<String>)],
}

impl Walk<'_> {
    /// The option given alone on its command line, with each value to try until one shows.
    fn option(&self, (i, long, takes, possible): &(usize, String, bool, Vec<String>)) -> Verdict {
        let base = &self.bases[*i];
        let (first, second) = &self.baselines[*i];
        let values: Vec<Vec<String>> = match (takes, possible.is_empty()) {
            (false, _) => vec![vec![]],
            (true, false) => possible.iter().map(|v| vec![v.clone()]).collect(),
            (true, true) => match candidates(base.path, long) {
                Some(values) => values.iter().map(|v| vec![v.to_string()]).collect(),
                None => {
                    return Verdict::Problem("no value to try (add one to candidates())".into());
                }
            },
        };
        let mut wrong = None;
        let mut refused_otherwise = None;
        for value in &values {
            let mut extra = vec![format!("--{long}")];
            extra.extend(value.iter().cloned());
            let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
            let seen = observe(self.bin, base, &self.templates[*i], &extra);
            if seen[0] == "exit Some(2)" {
                let why =
                    seen.iter().find(|l| l.starts_with("stderr:")).cloned().unwrap_or_default();
                if why.contains("invalid value") || why.contains("unexpected argument") {
                    wrong = Some(format!("{extra:?}: the test's value is wrong: {why}"));
                    continue;
                }
                // A refusal names the option it refuses (or the one it goes with); one for
                // another reason (a search too large to export) is said, and the next value tried.
                if !why.contains(long.as_str()) {
                    refused_otherwise = Some(format!(
                        "`minimax {} {}` {extra:?}: {why}",
                        base.path,
                        base.args.join(" ")
                    ));
                    continue;
                }
                return Verdict::Used;
            }
            if differs(first, second, &seen) {
                return Verdict::Used;
            }
        }
        if let Some(why) = wrong {
            return Verdict::Problem(why);
        }
        if let Some(line) = refused_otherwise {
            eprintln!("refused, without naming it: {line}");
            return Verdict::Used;
        }
        Verdict::Unused(values)
    }
}
