//! `minimax grade tree`: answers worked out by hand for trees built to tell the known mistakes
//! apart, and programs graded over the line protocol.

use std::process::Command;

fn minimax(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
}

/// Diagnoses `answer` (the file's text) for `tree` with `options`.
fn diagnose(tree: &str, options: &[&str], answer: &str) -> serde_json::Value {
    let path =
        std::env::temp_dir().join(format!("answer-{}-{}", std::process::id(), rand_name(answer)));
    std::fs::write(&path, answer).unwrap();
    let mut args = vec!["grade", "tree", tree, "--answer", path.to_str().unwrap(), "--json"];
    args.extend_from_slice(options);
    let out = minimax(&args);
    let _ = std::fs::remove_file(&path);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn rand_name(text: &str) -> u64 {
    text.bytes().fold(1469598103934665603u64, |h, b| (h ^ b as u64).wrapping_mul(1099511628211))
}

fn matches(v: &serde_json::Value) -> Vec<String> {
    v["matches"].as_array().unwrap().iter().map(|m| m.as_str().unwrap().to_string()).collect()
}

const AIMA: &str = "A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6) D:(d1:14 d2:5 d3:2))";
const TIE: &str = "A:(B:(b1:3 b2:12 b3:8) C:(c1:3 c2:4 c3:6) D:(d1:14 d2:5 d3:2))";

fn file(name: &str) -> String {
    format!("{}/tests/trees/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_right_answer_is_right() {
    let v = diagnose(AIMA, &[], "action: B\nvisited: A B b1 b2 b3 C c1 D d1 d2 d3\n");
    assert_eq!(v["correct"], true);
    assert!(matches(&v).contains(&"correct".to_string()));
    assert_eq!(v["departs_at"], serde_json::Value::Null);
    // CS188's form: the move and the set of generated states, in any order.
    let v = diagnose(AIMA, &[], "action: \"B\"\ngenerated: \"d3 d2 d1 c1 b3 b2 b1 D C B A\"\n");
    assert_eq!(v["correct"], true);
}

#[test]
fn each_known_mistake_is_named() {
    // c1 = 3 = α: the strict rule goes on to c2 and c3.
    let v = diagnose(TIE, &[], "action: B\nvisited: A B b1 b2 b3 C c1 c2 c3 D d1 d2 d3\n");
    assert_eq!(v["correct"], false);
    assert!(matches(&v).contains(&"prune-strictly".into()), "{v}");
    assert_eq!(v["departs_at"], "c2");
    // Children last to first: D (2), then C (c3 6, c2 4, c1 2: cut after the last), then B.
    let v = diagnose(AIMA, &[], "action: B\nvisited: A D d3 d2 d1 C c3 c2 c1 B b3 b2 b1\n");
    assert!(matches(&v).contains(&"right-to-left".into()), "{v}");
    // α not carried from B to C: C is searched whole with a fresh window.
    let v = diagnose(AIMA, &[], "action: B\nvisited: A B b1 b2 b3 C c1 c2 c3 D d1 d2 d3\n");
    assert!(matches(&v).contains(&"alpha-not-carried-across-root".into()), "{v}");
    assert!(matches(&v).contains(&"no-pruning".into()), "{v}");
    // Depth 1 asked, the evaluations count: D (9). Searching a ply deeper gives B.
    let evals = "((3 12 8)=5 (2 4 6)=1 (14 5 2)=9)";
    let right = diagnose(evals, &["--depth", "1"], "action: D\nvisited: A B C D\n");
    assert_eq!(right["correct"], true, "{right}");
    let deeper =
        diagnose(evals, &["--depth", "1"], "action: B\nvisited: A B b1 b2 b3 C c1 D d1 d2 d3\n");
    assert!(matches(&deeper).contains(&"depth-plus-one".into()), "{deeper}");
    // Depth 2 asked (the whole tree, B); a ply short, the evaluations pick D.
    let shallower = diagnose(evals, &["--depth", "2"], "action: D\nvisited: A B C D\n");
    assert_eq!(shallower["correct"], false);
    assert!(matches(&shallower).contains(&"depth-minus-one".into()), "{shallower}");
    // Minimax asked: B = 0, C = 10, so C; averaging instead (B = 50) picks B.
    let averaged = diagnose("((0 100) (10 10))", &[], "action: B\nvisited: A B b1 b2 C c1 c2\n");
    assert!(matches(&averaged).contains(&"expectimax-for-minimax".into()), "{averaged}");
    assert!(!matches(&averaged).contains(&"no-pruning".into()), "{averaged}");
    // Two ghosts, but the search took turns MAX, ghost, MAX: it stops at the c states, all 0.
    let partial =
        diagnose(&file("two-min-agents.test"), &[], "action: Left\ngenerated: a b1 b2 c1 c2 c3\n");
    assert!(matches(&partial).contains(&"partial-ply".into()), "{partial}");
    // CS188 counts depth in rounds of every agent: depth 2 with two agents is four plies. A
    // search that counts plies stops two plies down, as one a round short does; both are named.
    // (Before, `depth-minus-one` meant one ply, three here, and this answer had no variant.)
    let vary = file("vary-depth.test");
    let right = diagnose(
        &vary,
        &[],
        "action: Left\ngenerated: a b1 b2 c1 c2 c3 c4 d1 d2 d3 d4 d5 e1 e2 e3 e4 e5 e6\n",
    );
    assert_eq!(right["correct"], true, "{right}");
    let in_plies = diagnose(&vary, &[], "action: Right\ngenerated: a b1 b2 c1 c2 c3 c4\n");
    assert_eq!(in_plies["correct"], false);
    for name in ["depth-in-plies", "depth-minus-one"] {
        assert!(matches(&in_plies).contains(&name.into()), "{name}: {in_plies}");
    }
    // A plain tree's step is still one ply (above); a one-agent round is a ply, so
    // `depth-in-plies` does not apply to a plain tree at all.
    assert!(!matches(&shallower).contains(&"depth-in-plies".into()), "{shallower}");
    // Expectimax asked; the ghost minimised instead: b1 = 3, b2 = 4.5, so Right.
    let minimised =
        diagnose(&file("expectimax.test"), &[], "action: Right\ngenerated: a b1 b2 c1 c2 c3 c4\n");
    assert!(matches(&minimised).contains(&"minimax-for-expectimax".into()), "{minimised}");
    // A wrong answer no known mistake explains.
    let random = diagnose(AIMA, &[], "action: C\nvisited: A C c1\n");
    assert_eq!(random["correct"], false);
    assert!(matches(&random).is_empty(), "{random}");
    assert_eq!(random["departs_at"], "C");
    // The text says it in words.
    let path = std::env::temp_dir().join(format!("answer-text-{}", std::process::id()));
    std::fs::write(&path, "action: C\nvisited: A C c1\n").unwrap();
    let out = minimax(&["grade", "tree", AIMA, "--answer", path.to_str().unwrap()]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("no known variant reproduces this answer"), "{text}");
    let _ = std::fs::remove_file(&path);
}

use super::common::{self, Scratch};

fn grade(player: &str, extra: &[&str]) -> serde_json::Value {
    let mut args = vec!["grade", "tree", "--player", player, "--json"];
    args.extend_from_slice(extra);
    let out = minimax(&args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn programs_are_graded_tree_by_tree() {
    common::require("python3");
    let root = env!("CARGO_MANIFEST_DIR");
    let sample = format!("python3 {root}/assets/tree_player.py");
    // The same program told to prune strictly when asked for equality: wrong where it matters,
    // and the grader names the mistake.
    let strict = format!("sh -c '{{ read l; echo \"${{l% *}} strict\"; cat; }} | {sample}'");
    let folder = format!("{root}/tests/trees");
    let runs: [(&str, Vec<&str>); 3] = [
        (&sample, vec!["--random", "25", "--seed", "4"]),
        (&sample, vec!["--trees", &folder]),
        (&strict, vec!["--random", "60", "--seed", "5"]),
    ];
    // Each grading waits on the program's processes more than it computes: the three at once.
    let [random, folder, v] = std::thread::scope(|s| {
        let runs = runs.each_ref().map(|(program, args)| s.spawn(move || grade(program, args)));
        runs.map(|run| run.join().expect("the grading ran"))
    });
    let trees = (random["right"].as_u64(), random["trees"].as_u64());
    assert_eq!(trees, (Some(25), Some(25)), "{random}");
    assert_eq!(folder["right"], folder["trees"], "{folder}");
    let results = v["results"].as_array().unwrap();
    let wrong: Vec<&serde_json::Value> =
        results.iter().filter(|r| r["verdict"] == "wrong").collect();
    assert!(!wrong.is_empty(), "{v}");
    assert!(
        wrong.iter().all(|r| r["matches"].as_array().unwrap().contains(&"prune-strictly".into())),
        "{v}"
    );
    // A program that crashes fails every tree, with the reason, and leaves nothing running.
    let v = grade("sh -c 'exit 3'", &["--random", "3"]);
    assert_eq!(v["right"], 0);
    assert!(v["results"][0]["failure"].as_str().unwrap().contains("the program stopped"), "{v}");
    let v = grade("sh -c 'sleep 7.43'", &["--random", "1", "--timeout", "0.3"]);
    assert!(v["results"][0]["failure"].as_str().unwrap().contains("no answer within"), "{v}");
    let left = Command::new("pgrep").args(["-f", "sleep 7.43"]).output().unwrap();
    assert!(left.stdout.is_empty(), "a program was left running");
}

/// An answer read from a pipe has no size to check first: it is read through a limit.
#[test]
fn an_endless_answer_is_refused_not_read() {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["grade", "tree", AIMA, "--answer", "/dev/stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    // Two MiB and more: the reader stops after one and the pipe closes (a write error is fine).
    let writer = std::thread::spawn(move || {
        let block = vec![b'a'; 1 << 16];
        for _ in 0..64 {
            if stdin.write_all(&block).is_err() {
                break;
            }
        }
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is larger than 1048576 bytes"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

/// A right answer is never refused for its length: plain minimax on a tree of 2,380 nodes visits
/// every one, a line of about 15,000 bytes (the 4,096-byte limit of a move's answer failed the
/// project's own sample here).
#[test]
#[cfg_attr(no_python3, ignore = "python3 not found (CI installs it)")]
fn a_long_right_answer_is_read_whole() {
    common::require("python3");
    let root = env!("CARGO_MANIFEST_DIR");
    let dir = Scratch::new("long-answer");
    let mut rng = 7u64;
    fn node(depth: u32, rng: &mut u64) -> String {
        if depth == 0 {
            *rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            return ((*rng >> 33) % 19).to_string();
        }
        let children: Vec<String> = (0..13).map(|_| node(depth - 1, rng)).collect();
        format!("({})", children.join(" "))
    }
    std::fs::write(dir.join("wide.txt"), node(3, &mut rng)).unwrap();
    let sample = format!("python3 {root}/assets/tree_player.py");
    let v = grade(&sample, &["--trees", dir.to_str().unwrap(), "--no-alpha-beta"]);
    assert_eq!(v["right"], 1, "{v}");
}
