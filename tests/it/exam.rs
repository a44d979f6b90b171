//! `minimax exam` and `minimax grade exam`: thirty students, each a tree of their own; answers
//! planted with each named mistake, computed by an alpha-beta written here (not the grader's
//! search), each found and named; the sheets drawn and, where pdflatex is installed, compiled;
//! the app's exam mode saving answers as they are typed and closing at the deadline.

use std::process::{Command, Output};

use crate::common::Scratch;

use serde_json::Value;

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn fresh(name: &str) -> Scratch {
    Scratch::new(&format!("exam-{name}"))
}

/// A tree as the key writes it (`A:(B:(b1:3 b2:12) …)`), parsed here: label, children, leaf value.
struct Node {
    label: String,
    children: Vec<Node>,
    value: i64,
}

fn parse(text: &str) -> Node {
    fn node(s: &[u8], at: &mut usize) -> Node {
        let start = *at;
        while s[*at] != b':' {
            *at += 1;
        }
        let label = String::from_utf8(s[start..*at].to_vec()).unwrap();
        *at += 1;
        if s[*at] == b'(' {
            *at += 1;
            let mut children = Vec::new();
            loop {
                while s[*at] == b' ' {
                    *at += 1;
                }
                if s[*at] == b')' {
                    *at += 1;
                    return Node { label, children, value: 0 };
                }
                children.push(node(s, at));
            }
        }
        let start = *at;
        while *at < s.len() && (s[*at] == b'-' || s[*at].is_ascii_digit()) {
            *at += 1;
        }
        let value = std::str::from_utf8(&s[start..*at]).unwrap().parse().unwrap();
        Node { label, children: vec![], value }
    }
    node(text.as_bytes(), &mut 0)
}

/// How a planted search differs from the one asked for (AIMA's, prune once v ≥ β).
#[derive(Clone, Copy, PartialEq)]
enum Plant {
    Right,
    Strict,
    NoPruning,
    RightToLeft,
    FreshWindowAtRoot,
}

/// Alpha-beta as the textbook writes it (AIMA figure 5.7), with the planted change: the value
/// for MAX, and every node entered, in order.
fn search(
    n: &Node,
    max: bool,
    mut alpha: i64,
    mut beta: i64,
    plant: Plant,
    root: bool,
    seen: &mut Vec<String>,
) -> i64 {
    seen.push(n.label.clone());
    if n.children.is_empty() {
        return n.value;
    }
    let order: Vec<&Node> = match plant {
        Plant::RightToLeft => n.children.iter().rev().collect(),
        _ => n.children.iter().collect(),
    };
    let mut v = if max { i64::MIN } else { i64::MAX };
    for child in order {
        let (a, b) = match (plant, root) {
            (Plant::FreshWindowAtRoot, true) => (i64::MIN, i64::MAX),
            _ => (alpha, beta),
        };
        let value = search(child, !max, a, b, plant, false, seen);
        if max {
            v = v.max(value);
        } else {
            v = v.min(value);
        }
        let cut = match (plant, max) {
            (Plant::NoPruning, _) => false,
            (Plant::Strict, true) => v > beta,
            (Plant::Strict, false) => v < alpha,
            (_, true) => v >= beta,
            (_, false) => v <= alpha,
        };
        if cut {
            return v;
        }
        if max {
            alpha = alpha.max(v);
        } else {
            beta = beta.min(v);
        }
    }
    v
}

/// The answer file a student searching with `plant` writes.
fn answer(tree: &Node, plant: Plant) -> String {
    let mut seen = Vec::new();
    let value = search(tree, true, i64::MIN, i64::MAX, plant, true, &mut seen);
    // The move: the first child (in the search's order) worth the root's value, by a full search.
    let worth =
        |c: &Node| search(c, false, i64::MIN, i64::MAX, Plant::NoPruning, false, &mut vec![]);
    let children: Vec<&Node> = match plant {
        Plant::RightToLeft => tree.children.iter().rev().collect(),
        _ => tree.children.iter().collect(),
    };
    let action = children.iter().find(|c| worth(c) == value).map_or("", |c| c.label.as_str());
    format!("value: {value}\naction: {action}\nvisited: {}\n", seen.join(" "))
}

const PLANTS: [(Plant, &str); 4] = [
    (Plant::Strict, "prune-strictly"),
    (Plant::NoPruning, "no-pruning"),
    (Plant::RightToLeft, "right-to-left"),
    (Plant::FreshWindowAtRoot, "alpha-not-carried-across-root"),
];

#[test]
fn thirty_students_graded_with_each_planted_mistake_found_and_named() {
    let dir = fresh("class");
    let out =
        minimax(&["exam", "--students", "30", "--seed", "11", "--out", dir.to_str().unwrap()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let key: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("exam.json")).unwrap()).unwrap();
    let students = key["students"].as_array().unwrap();
    assert_eq!(students.len(), 30);
    let trees: std::collections::HashSet<&str> =
        students.iter().map(|s| s["tree"].as_str().unwrap()).collect();
    assert_eq!(trees.len(), 30, "a tree per student, each distinct");
    // Student i: right, blank, unreadable, or a planted mistake (each mistake on many trees).
    let mut planted = Vec::new();
    for (i, s) in students.iter().enumerate() {
        let id = s["id"].as_str().unwrap();
        let tree = parse(s["tree"].as_str().unwrap());
        // The key agrees with the search written here.
        let right = answer(&tree, Plant::Right);
        let lines: Vec<&str> = right.lines().collect();
        assert_eq!(
            lines[2],
            format!(
                "visited: {}",
                s["visited"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_str().unwrap())
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
            "{id}"
        );
        assert_eq!(lines[1], format!("action: {}", s["move"].as_str().unwrap()), "{id}");
        let text = match i % 7 {
            0 => right.clone(),
            1 => String::new(),
            2 => "my answer is B".to_string(),
            k => answer(&tree, PLANTS[k - 3].0),
        };
        std::fs::write(dir.join(id).join("answer.txt"), &text).unwrap();
        planted.push((id.to_string(), i % 7, text == right));
    }
    let out = minimax(&["grade", "exam", dir.to_str().unwrap(), "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let marks: Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut named = [0usize; 4];
    for ((id, kind, same_as_right), m) in planted.iter().zip(marks.as_array().unwrap()) {
        assert_eq!(m["id"], id.as_str());
        let mistakes: Vec<&str> =
            m["mistakes"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        match kind {
            0 => assert_eq!((m["points"].as_u64(), mistakes.len()), (Some(4), 0), "{m}"),
            1 | 2 => {
                assert_eq!(m["points"], 0, "{m}");
                assert!(m["unreadable"].is_string(), "{m}");
            }
            k if *same_as_right => {
                assert_eq!(m["points"], 4, "{} is the right search on {id}: {m}", PLANTS[k - 3].1)
            }
            k => {
                let name = PLANTS[k - 3].1;
                assert!(mistakes.contains(&name), "{id}: planted {name}, named {mistakes:?}");
                assert!(m["points"].as_u64() < Some(4) && m["departs_at"].is_string(), "{m}");
                named[k - 3] += 1;
                let feedback = std::fs::read_to_string(dir.join(id).join("feedback.md")).unwrap();
                assert!(
                    feedback.contains(&format!("Your search is exactly `{name}`")),
                    "{feedback}"
                );
            }
        }
    }
    assert!(named.iter().all(|&n| n >= 1), "each mistake planted where it differs: {named:?}");
    // One grade sheet: a header and a row per student.
    let csv = std::fs::read_to_string(dir.join("grades.csv")).unwrap();
    assert_eq!(csv.lines().count(), 31, "{csv}");
    assert!(csv.starts_with("id,points,of,value,move,order,mistakes,departs_at\n"));
    // An exam is never written over.
    let again = minimax(&["exam", "--students", "3", "--out", dir.to_str().unwrap()]);
    assert_eq!(again.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&again.stderr).trim_end().lines().count(), 1);
}

/// The same seed and id deal the same tree; another seed another. The students' ids come from a
/// file (a CSV's first column, a header and comments skipped); a bad id is refused in one line.
#[test]
fn students_from_a_file_and_trees_from_the_seed_and_the_id() {
    let dir = fresh("file");
    let list = dir.join("class.csv");
    std::fs::write(
        &list,
        "id,name\n# the morning group\nana,Ana\nbogdan,Bogdan\n\nclara.v,Clara\n",
    )
    .unwrap();
    let make = |name: &str, seed: &str| {
        let out_dir = dir.join(name);
        let out = minimax(&[
            "exam",
            "--students",
            list.to_str().unwrap(),
            "--seed",
            seed,
            "--out",
            out_dir.to_str().unwrap(),
        ]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let key: Value =
            serde_json::from_str(&std::fs::read_to_string(out_dir.join("exam.json")).unwrap())
                .unwrap();
        key["students"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (s["id"].as_str().unwrap().to_string(), s["tree"].as_str().unwrap().to_string())
            })
            .collect::<Vec<_>>()
    };
    let (one, same, other) = (make("a", "5"), make("b", "5"), make("c", "6"));
    let ids: Vec<&str> = one.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["ana", "bogdan", "clara.v"]);
    assert_eq!(one, same);
    assert_ne!(one, other);
    for bad in ["../escape\n", "a b\n", "ana\nana\n"] {
        std::fs::write(&list, bad).unwrap();
        let out = minimax(&[
            "exam",
            "--students",
            list.to_str().unwrap(),
            "--out",
            dir.join("bad").to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).trim_end().lines().count(), 1, "{bad:?}");
    }
}

/// The sheets: the Markdown draws the tree with every leaf's value; the LaTeX compiles where
/// pdflatex is installed (`.ci/run` installs it), and says so where it is not.
#[test]
fn the_sheets_draw_the_tree_and_the_latex_compiles() {
    let dir = fresh("sheets");
    let out = minimax(&[
        "exam",
        "--students",
        "2",
        "--seed",
        "3",
        "--depth",
        "2",
        "--minutes",
        "15",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let key: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("exam.json")).unwrap()).unwrap();
    let first = &key["students"][0];
    let sheet = std::fs::read_to_string(dir.join("student-01/sheet.md")).unwrap();
    let tree = parse(first["tree"].as_str().unwrap());
    for leaf in tree.children.iter().flat_map(|c| &c.children) {
        assert!(
            sheet.contains(&format!("{}  +{}", leaf.label, leaf.value))
                || sheet.contains(&format!("{}  {}", leaf.label, leaf.value)),
            "{}\n{sheet}",
            leaf.label
        );
    }
    assert!(sheet.contains("You have 15 minutes") && sheet.contains("prune once v ≥ β"));
    let blank = std::fs::read_to_string(dir.join("student-01/answer.txt")).unwrap();
    assert!(blank.contains("value:\naction:\nvisited:\n"));
    let tex = dir.join("student-01/sheet.tex");
    let latex = std::fs::read_to_string(&tex).unwrap();
    assert_eq!(latex.matches("\\node[").count(), count(&tree), "a node drawn per tree node");
    crate::common::pdflatex(tex.parent().unwrap(), "sheet");
}

fn count(n: &Node) -> usize {
    1 + n.children.iter().map(count).sum::<usize>()
}

/// The app's exam mode: the answers saved as they are typed, no check or reveal, and at the
/// deadline the sheet closes with the answers handed in.
#[test]
fn sitting_the_exam_saves_answers_and_closes_at_the_deadline() {
    use minimax_tui::catalog::tree::exam::{Sitting, read};
    use minimax_tui::tui::app::Screen;
    use minimax_tui::tui::keys;
    use minimax_tui::tui::practice::Practice;
    let dir = fresh("sit");
    let out = minimax(&[
        "exam",
        "--students",
        "1",
        "--seed",
        "2",
        "--minutes",
        "10",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let exam = read(&dir).unwrap();
    let sitting = Sitting::of(&exam, &dir, "student-01").unwrap();
    let start = std::time::Instant::now();
    let mut h = crate::tui::Harness::new(None);
    h.app.screen = Screen::Practice(Box::new(Practice::sitting(sitting, start)));
    assert_eq!(h.app.keys_screen(), keys::Screen::Exam);
    // The root's value typed: saved at once, with the move worth it.
    let value = exam.students[0].value.trim_start_matches('+').to_string();
    h.keys(&value);
    h.key(ratatui::crossterm::event::KeyCode::Enter);
    let saved = std::fs::read_to_string(dir.join("student-01/answer.txt")).unwrap();
    assert!(saved.contains(&format!("value: {value}\n")), "{saved}");
    // No check, no reveal: c and R do nothing here.
    h.keys("cR");
    let Screen::Practice(p) = &h.app.screen else { panic!() };
    assert!(p.marks.is_empty() && !p.revealed);
    // Past the deadline: handed in, closed.
    h.app.tick(start + std::time::Duration::from_secs(601));
    let Screen::Practice(p) = &h.app.screen else { panic!() };
    assert!(p.exam.as_ref().unwrap().over);
    h.keys("5");
    h.key(ratatui::crossterm::event::KeyCode::Enter);
    let after = std::fs::read_to_string(dir.join("student-01/answer.txt")).unwrap();
    assert_eq!(after, saved, "nothing changes once the time is up");
    let out = minimax(&["grade", "exam", dir.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("student-01") && text.contains("of 4"), "{text}");
}

/// A key edited by hand is read as hostile: an id that leaves the exam's folder, or a tree that
/// does not parse, is refused in one line before anything is written.
#[test]
fn a_hostile_key_is_refused_in_one_line() {
    let dir = fresh("hostile");
    let out = minimax(&["exam", "--students", "1", "--out", dir.to_str().unwrap()]);
    assert!(out.status.success());
    let key = std::fs::read_to_string(dir.join("exam.json")).unwrap();
    for (from, to) in [("\"student-01\"", "\"../escaped\""), ("\"A:(", "\"A:((")] {
        std::fs::write(dir.join("exam.json"), key.replacen(from, to, 1)).unwrap();
        let out = minimax(&["grade", "exam", dir.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{to}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(
            !dir.join("grades.csv").exists() && !dir.parent().unwrap().join("escaped").exists()
        );
    }
    // The key named where its folder is wanted: said so, not "Not a directory".
    let key = dir.join("exam.json");
    let out = minimax(&["grade", "exam", key.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("exam.json is a file: an exam is the folder"), "{err}");
}
