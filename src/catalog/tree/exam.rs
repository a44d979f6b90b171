//! An exam (`minimax exam`): each student a tree of their own, dealt from the exam's seed and
//! the student's id, as a sheet to print (Markdown and LaTeX, the tree drawn) and a file to fill
//! in; the key kept apart (`exam.json`, the teacher's). `minimax grade exam DIR` marks each
//! answer against the key, names each mistake by the search variant that reproduces it, and
//! writes a grade sheet and a feedback file per student.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::engine::search::search_traced;
use crate::engine::trace::{MAX_EVENT_CAP, Trace};
use crate::engine::{Control, SearchConfig};
use crate::games::tree::{Kind, Order, Shape, Tree, TreeGame, deal};
use crate::grading::{Answer, Run, Setup, diagnose, run};
use crate::rng::Rng;

/// The most students one exam takes.
pub const MAX_STUDENTS: usize = 1000;
/// The longest id a student may have (it names a folder).
pub const MAX_ID: usize = 64;
/// The key's format line.
pub const FORMAT: &str = "minimax-exam 1";
/// The file each student fills in, in the student's folder.
pub const ANSWER_FILE: &str = "answer.txt";
/// What each part of an answer is worth.
pub const POINTS: [(&str, u32); 3] = [("value", 1), ("move", 1), ("order", 2)];

/// The exam's settings and key: what `grade exam` marks against.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Exam {
    pub format: String,
    pub seed: u64,
    pub depth: u32,
    pub branching: (u32, u32),
    pub values: (i32, i32),
    /// Prune only once v > β (CS188), not once v ≥ β (AIMA).
    pub strict: bool,
    /// The time allowed to sit it in the app, if any.
    pub minutes: Option<u32>,
    pub students: Vec<Key>,
}

/// One student's tree and its right answers.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Key {
    pub id: String,
    /// The tree in the notation `solve tree` reads.
    pub tree: String,
    pub value: String,
    #[serde(rename = "move")]
    pub action: String,
    /// Every node the search enters, in order.
    pub visited: Vec<String>,
}

/// The students: the ids in a file (one a line, or a CSV's first column; `#` comments, blank
/// lines and a header `id` left out), or `N` numbered ones (`student-01` …).
pub fn students(given: &str) -> Result<Vec<String>, String> {
    if let Ok(n) = given.parse::<usize>() {
        if !(1..=MAX_STUDENTS).contains(&n) {
            let (n, most) = (n.to_string(), MAX_STUDENTS.to_string());
            return Err(crate::tr!("exam-students-count", n = n, most = most));
        }
        let width = n.to_string().len().max(2);
        return Ok((1..=n).map(|i| format!("student-{i:0width$}")).collect());
    }
    let text = crate::parse::read_file(Path::new(given), 1 << 20)?;
    let mut ids: Vec<String> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let id = line.split(',').next().unwrap_or("").trim().trim_matches('"');
        if id.is_empty() || id.starts_with('#') || (number == 0 && id.eq_ignore_ascii_case("id")) {
            continue;
        }
        if let Err(why) = check_id(id) {
            let line = (number + 1).to_string();
            return Err(crate::tr!("exam-list-line", file = given, line = line, why = why));
        }
        if ids.iter().any(|known| known == id) {
            let line = (number + 1).to_string();
            return Err(crate::tr!("exam-id-twice", file = given, line = line, id = id));
        }
        if ids.len() == MAX_STUDENTS {
            let most = MAX_STUDENTS.to_string();
            return Err(crate::tr!("exam-too-many-students", file = given, most = most));
        }
        ids.push(id.to_string());
    }
    match ids.is_empty() {
        true => Err(crate::tr!("exam-no-students", file = given)),
        false => Ok(ids),
    }
}

/// An id names a folder: letters, digits, `.`, `_` and `-`, not starting with a dot (so never
/// `..`), at most `MAX_ID` long.
fn check_id(id: &str) -> Result<(), String> {
    let fine = |c: char| c.is_ascii_alphanumeric() || "._-".contains(c);
    match !id.is_empty() && id.len() <= MAX_ID && id.chars().all(fine) && !id.starts_with('.') {
        true => Ok(()),
        false => Err(crate::tr!("exam-not-an-id", id = id, most = MAX_ID.to_string())),
    }
}

/// A stable seed for a student: FNV-1a over the exam's seed and the id (the same on every
/// machine and every version, unlike the standard library's hasher).
fn seed_of(seed: u64, id: &str) -> u64 {
    crate::rng::fnv1a(seed.to_le_bytes().into_iter().chain(id.bytes()))
}

impl Exam {
    /// The search the answers are marked against: alpha-beta, the children as written, the rule.
    pub fn config(&self) -> SearchConfig {
        let default = SearchConfig::default();
        SearchConfig {
            alpha_beta: true,
            strict_cutoffs: self.strict,
            transposition_table: false,
            move_ordering: false,
            ..default
        }
    }

    fn shape(&self) -> Shape {
        Shape {
            depth: self.depth,
            branching: self.branching,
            values: self.values,
            chance: false,
            root_min: false,
        }
    }

    /// The exam for `ids`: a tree each, distinct from every other student's.
    pub fn deal(
        ids: &[String],
        seed: u64,
        shape: Shape,
        strict: bool,
        minutes: Option<u32>,
    ) -> Exam {
        let mut exam = Exam {
            format: FORMAT.into(),
            seed,
            depth: shape.depth,
            branching: shape.branching,
            values: shape.values,
            strict,
            minutes,
            students: vec![],
        };
        let config = exam.config();
        for id in ids {
            let mut rng = Rng::new(seed_of(seed, id));
            // A tree another student has is dealt again from the same generator.
            let tree = loop {
                let tree = deal(&exam.shape(), &mut rng);
                if !exam.students.iter().any(|k| k.tree == tree.notation()) {
                    break tree;
                }
            };
            exam.students.push(key(id, &tree, &config));
        }
        exam
    }

    /// The tree of a student's key (`deal` writes trees that parse, `read` refuses a key whose
    /// trees do not).
    pub fn tree(key: &Key) -> Tree {
        Tree::parse(&key.tree, false).expect("the key's tree parses")
    }
}

/// The right answers on `tree`.
fn key(id: &str, tree: &Tree, config: &SearchConfig) -> Key {
    let game = TreeGame::new(tree.clone(), Order::Written);
    let right: Run = run(&game, config);
    let mut trace = Trace::new(MAX_EVENT_CAP, config.algorithm);
    let result = search_traced(&game, &0, config, Control::default(), &mut trace)
        .expect("nothing stops this search");
    Key {
        id: id.into(),
        tree: tree.notation(),
        value: crate::words::text_scaled(result.value, 0, tree.scale).replace('−', "-"),
        action: right.action.unwrap_or_default(),
        visited: right.visited,
    }
}

/// The tree drawn as an outline: each node its label and who moves there, a leaf its value.
pub fn outline(tree: &Tree) -> String {
    fn line(tree: &Tree, id: u32, prefix: &str, last: bool, root: bool, out: &mut String) {
        let node = tree.node(id);
        let what = match (node.children.is_empty(), node.kind) {
            (true, _) => crate::words::text_scaled(node.value.unwrap_or(0), 0, tree.scale),
            (false, Kind::Max) => "MAX".into(),
            (false, Kind::Min) => "MIN".into(),
            (false, Kind::Chance) => "chance".into(),
        };
        let branch = if root {
            ""
        } else if last {
            "└── "
        } else {
            "├── "
        };
        let _ = writeln!(out, "{prefix}{branch}{}  {what}", node.label);
        let below = if root {
            String::new()
        } else {
            format!("{prefix}{}", if last { "    " } else { "│   " })
        };
        let n = node.children.len();
        for (i, &c) in node.children.iter().enumerate() {
            line(tree, c, &below, i + 1 == n, false, out);
        }
    }
    let mut out = String::new();
    line(tree, 0, "", true, true, &mut out);
    out
}

/// The rule in words.
fn rule(strict: bool) -> String {
    match strict {
        true => crate::tr!("exam-rule-strict"),
        false => crate::tr!("exam-rule-equal"),
    }
}

/// "You have 30 minutes.", after a space, where the exam has a time limit.
fn time_allowed(exam: &Exam) -> String {
    exam.minutes.map_or(String::new(), |n| format!(" {}", crate::tr!("exam-time", n = n)))
}

/// The sheet's words, in the language of the call, for either format: `code` in backticks.
struct Sheet {
    title: String,
    /// The task, with the time allowed where there is a limit.
    task: String,
    write: String,
    /// What to write after each of the answer file's three colons.
    parts: [String; 3],
    points: String,
}

impl Sheet {
    fn new(exam: &Exam, key: &Key) -> Sheet {
        use crate::tr;
        let [v, m, o] = [0, 1, 2].map(|i| POINTS[i].1.to_string());
        Sheet {
            title: tr!("exam-title", id = key.id.as_str()),
            task: tr!("exam-sheet-task", rule = rule(exam.strict)) + &time_allowed(exam),
            write: tr!("exam-sheet-write", file = ANSWER_FILE),
            parts: [tr!("exam-sheet-value"), tr!("exam-sheet-action"), tr!("exam-sheet-visited")],
            points: tr!("exam-sheet-points", v = v, m = m, o = o),
        }
    }
}

/// The sheet in Markdown.
pub fn markdown(exam: &Exam, key: &Key) -> String {
    let Sheet { title, task, write, parts: [value, action, visited], points } =
        Sheet::new(exam, key);
    format!(
        "# {title}\n\n{task}\n\n{write}\n\n- {value}\n- {action}\n- {visited}\n\n\
         {tree_is}\n\n```text\n{drawn}```\n\n{points}\n",
        tree_is = crate::tr!("exam-sheet-tree", text = key.tree.as_str()),
        drawn = outline(&Exam::tree(key)),
    )
}

/// The tree drawn in TikZ: each leaf a column of its own, a parent over the middle of its
/// children; MAX ▲, MIN ▼, chance ○, a leaf a box with its value; the label beside each node.
pub fn tikz(tree: &Tree) -> String {
    let mut x = vec![0.0f64; tree.nodes.len()];
    let mut depth = vec![0u32; tree.nodes.len()];
    fn place(tree: &Tree, id: u32, next: &mut f64, x: &mut [f64], depth: &mut [u32]) {
        let node = tree.node(id);
        if node.children.is_empty() {
            x[id as usize] = *next;
            *next += 1.0;
            return;
        }
        for &c in &node.children {
            depth[c as usize] = depth[id as usize] + 1;
            place(tree, c, next, x, depth);
        }
        let first = x[node.children[0] as usize];
        let last = x[*node.children.last().unwrap() as usize];
        x[id as usize] = (first + last) / 2.0;
    }
    let mut leaves = 0.0;
    place(tree, 0, &mut leaves, &mut x, &mut depth);
    // As wide as the page allows (155 mm), at most 12 mm a leaf.
    let column = (155.0 / leaves.max(1.0)).min(12.0);
    let mut out = format!(
        "\\begin{{tikzpicture}}[x={column:.1}mm, y=-18mm,\n  max/.style={{draw, regular polygon, regular polygon sides=3, inner sep=1.2pt}},\n  min/.style={{max, shape border rotate=180}},\n  chance/.style={{draw, circle, inner sep=2pt}},\n  leaf/.style={{draw, rectangle, inner sep=1.5pt, font=\\footnotesize}}]\n",
    );
    for (id, node) in tree.nodes.iter().enumerate() {
        let (style, text) = match (node.children.is_empty(), node.kind) {
            (true, _) => {
                ("leaf", crate::report::picture::latex(&tree.value_text(node.value.unwrap_or(0))))
            }
            (false, Kind::Max) => ("max", String::new()),
            (false, Kind::Min) => ("min", String::new()),
            (false, Kind::Chance) => ("chance", String::new()),
        };
        let label = crate::report::picture::latex(&node.label);
        let side = if node.children.is_empty() { "below" } else { "left" };
        let _ = writeln!(
            out,
            "  \\node[{style}, label={{[font=\\scriptsize]{side}:{label}}}] (n{id}) at ({:.2},{}) {{{text}}};",
            x[id], depth[id]
        );
    }
    // The edges once every node is placed (TikZ names a node only once it is drawn).
    for (id, node) in tree.nodes.iter().enumerate() {
        for &c in &node.children {
            let _ = writeln!(out, "  \\draw (n{id}) -- (n{c});");
        }
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}

/// The sheet in LaTeX (`pdflatex sheet.tex`): T1 fonts for the Czech and Romanian letters
/// (Latin Modern where it is installed), the same words as the Markdown's.
pub fn latex(exam: &Exam, key: &Key) -> String {
    let sheet = Sheet::new(exam, key);
    let parts: String = sheet.parts.iter().map(|p| format!("  \\item {}\n", tex(p))).collect();
    format!(
        "\\documentclass[a4paper,11pt]{{article}}\n\\usepackage[T1]{{fontenc}}\n\\usepackage[utf8]{{inputenc}}\n\\IfFileExists{{lmodern.sty}}{{\\usepackage{{lmodern}}}}{{}}\n\\usepackage{{amssymb}}\n\\usepackage{{tikz}}\n\\usetikzlibrary{{shapes.geometric}}\n\\pagestyle{{empty}}\n\\begin{{document}}\n\\section*{{{title}}}\n{task}\n\n{write}\n\\begin{{itemize}}\n{parts}\\end{{itemize}}\n\n\\bigskip\n\\noindent{picture}\n\n\\bigskip\n{points}\n\\end{{document}}\n",
        title = tex(&sheet.title),
        task = tex(&sheet.task),
        write = tex(&sheet.write),
        picture = tikz(&Exam::tree(key)),
        points = tex(&sheet.points),
    )
}

/// A sheet's sentence in LaTeX: what is in backticks in typewriter, every special escaped.
fn tex(text: &str) -> String {
    use crate::report::picture::latex;
    let part = |(i, part): (usize, &str)| match i % 2 {
        0 => latex(part),
        _ => format!("\\texttt{{{}}}", latex(part)),
    };
    text.split('`').enumerate().map(part).collect()
}

/// The file a student fills in.
pub fn blank(key: &Key) -> String {
    let head = crate::tr!("exam-blank", id = key.id.as_str());
    format!("# {head}\nvalue:\naction:\nvisited:\n")
}

/// Writes the exam into `dir` (which must not hold one already): `exam.json` (the key), and
/// per student a folder with `sheet.md`, `sheet.tex` and `answer.txt`.
pub fn write(exam: &Exam, dir: &Path) -> Result<(), String> {
    let key_path = dir.join("exam.json");
    if key_path.exists() {
        return Err(crate::tr!("exam-exists", path = key_path.display().to_string()));
    }
    let io = |path: &Path, e: std::io::Error| format!("{}: {e}", path.display());
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    for key in &exam.students {
        let folder = dir.join(&key.id);
        std::fs::create_dir_all(&folder).map_err(|e| io(&folder, e))?;
        for (name, text) in [
            ("sheet.md", markdown(exam, key)),
            ("sheet.tex", latex(exam, key)),
            (ANSWER_FILE, blank(key)),
        ] {
            let path = folder.join(name);
            crate::files::write_new(&path, &text)?;
        }
    }
    let json = serde_json::to_string_pretty(exam).expect("an exam serialises");
    crate::files::write_new(&key_path, &(json + "\n"))
}

/// Reads the key in `dir`.
pub fn read(dir: &Path) -> Result<Exam, String> {
    // The likeliest slip is naming the key (or a sheet) itself: say what is wanted instead of
    // the system's "Not a directory".
    if dir.is_file() {
        return Err(crate::tr!("exam-not-a-folder", path = dir.display().to_string()));
    }
    let path = dir.join("exam.json");
    let text = crate::parse::read_file(&path, 64 << 20)?;
    let exam: Exam = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    if exam.format != FORMAT {
        return Err(crate::tr!(
            "exam-not-a-key",
            path = path.display().to_string(),
            format = FORMAT
        ));
    }
    if exam.students.len() > MAX_STUDENTS {
        let (file, most) = (path.display().to_string(), MAX_STUDENTS.to_string());
        return Err(crate::tr!("exam-too-many-students", file = file, most = most));
    }
    // A key edited by hand is read as hostile: each id names a folder, each tree is parsed.
    for key in &exam.students {
        check_id(&key.id).map_err(|why| format!("{}: {why}", path.display()))?;
        Tree::parse(&key.tree, false).map_err(|e| {
            let (path, why) = (path.display().to_string(), e.to_string());
            crate::tr!("exam-bad-tree", path = path, id = key.id.as_str(), why = why)
        })?;
    }
    Ok(exam)
}

/// One student's answer, marked.
#[derive(Clone, Debug, Serialize)]
pub struct Marked {
    pub id: String,
    pub points: u32,
    pub of: u32,
    /// Each part right or not: value, move, order (`None`: not answered).
    pub value: Option<bool>,
    #[serde(rename = "move")]
    pub action: Option<bool>,
    pub order: Option<bool>,
    /// The named variants that reproduce the answer (a known mistake), if it is wrong.
    pub mistakes: Vec<&'static str>,
    /// The first node where the answer leaves the right search.
    pub departs_at: Option<String>,
    /// Why the answer could not be read, if it could not.
    pub unreadable: Option<crate::i18n::Said>,
}

/// Marks `text` (the student's answer file) against `key`.
pub fn mark(exam: &Exam, key: &Key, text: Option<&str>) -> Marked {
    let of = POINTS.iter().map(|p| p.1).sum();
    let mut marked = Marked {
        id: key.id.clone(),
        points: 0,
        of,
        value: None,
        action: None,
        order: None,
        mistakes: vec![],
        departs_at: None,
        unreadable: None,
    };
    // Why an answer is unreadable, in English for the grade sheet and as the reader reads.
    let read = || match text.map(crate::grading::parse_answer) {
        None => Err(crate::tr!("exam-no-answer", file = ANSWER_FILE)),
        Some(read) => read,
    };
    let answer = match read() {
        Ok(answer) => answer,
        Err(_) => {
            marked.unreadable = Some(crate::i18n::Said::new(|| read().err().unwrap_or_default()));
            return marked;
        }
    };
    let near =
        |given: &str| match (given.replace('−', "-").parse::<f64>(), key.value.parse::<f64>()) {
            (Ok(a), Ok(b)) => (a - b).abs() < 0.005 + 1e-9,
            _ => false,
        };
    marked.value = answer.value.as_deref().map(near);
    marked.action = answer.action.as_ref().map(|a| *a == key.action);
    marked.order = answer.visited.as_ref().map(|v| *v == key.visited);
    let parts = [marked.value, marked.action, marked.order];
    marked.points =
        parts.iter().zip(POINTS).filter(|(r, _)| **r == Some(true)).map(|(_, p)| p.1).sum();
    if marked.points < of && (answer.action.is_some() || answer.visited.is_some()) {
        let tree = Exam::tree(key);
        let game = TreeGame::new(tree, Order::Written);
        let setup = Setup { game: &game, config: exam.config(), cs188: None };
        let order_only = Answer { value: None, ..answer };
        let diagnosis = diagnose(&setup, &order_only);
        marked.mistakes = diagnosis.matches.into_iter().filter(|m| *m != "correct").collect();
        marked.departs_at = diagnosis.departs_at;
    }
    marked
}

/// The feedback file of a marked answer.
pub fn feedback(exam: &Exam, key: &Key, m: &Marked) -> String {
    use crate::tr;
    let title = tr!("exam-title", id = key.id.as_str());
    let (points, of) = (m.points.to_string(), m.of.to_string());
    let mut out = format!("# {title}\n\n{}\n\n", tr!("exam-points", points = points, of = of));
    if let Some(why) = &m.unreadable {
        let _ = writeln!(out, "{}\n", tr!("exam-unreadable", why = why.shown()));
    }
    let part = |name: String, right: Option<bool>, truth: &str| {
        let said = match right {
            Some(true) => tr!("exam-part-right", name = name, truth = truth),
            Some(false) => tr!("exam-part-wrong", name = name, truth = truth),
            None => tr!("exam-part-none", name = name, truth = truth),
        };
        format!("- {said}\n")
    };
    out.push_str(&part(tr!("exam-part-value"), m.value, &key.value));
    out.push_str(&part(tr!("exam-part-move"), m.action, &key.action));
    out.push_str(&part(tr!("exam-part-order"), m.order, &key.visited.join(" ")));
    for name in &m.mistakes {
        let what = crate::grading::variant_words(name);
        let _ = writeln!(out, "\n{}", tr!("exam-exactly", name = *name, what = what));
    }
    if let Some(node) = &m.departs_at {
        let _ = writeln!(out, "\n{}", tr!("exam-leaves-at", node = node.as_str()));
    }
    let asked = tr!("exam-asked", rule = rule(exam.strict));
    let _ = writeln!(out, "\n{asked}\n\n{}", tr!("exam-your-tree", tree = key.tree.as_str()));
    out
}

/// Marks every student's answer in `dir`, writes `grades.csv` and `grades.json` there and a
/// `feedback.md` in each student's folder (over an earlier grading's: these are the grader's
/// own files), and answers the marks.
pub fn grade(dir: &Path) -> Result<Vec<Marked>, String> {
    let exam = read(dir)?;
    let mut marks = Vec::new();
    for key in &exam.students {
        let folder: PathBuf = dir.join(&key.id);
        let path = folder.join(ANSWER_FILE);
        let text = crate::parse::read_file(&path, 1 << 20).ok();
        let marked = mark(&exam, key, text.as_deref());
        let feedback_path = folder.join("feedback.md");
        crate::files::replace_own(&feedback_path, &feedback(&exam, key, &marked))?;
        marks.push(marked);
    }
    let mut csv = String::from("id,points,of,value,move,order,mistakes,departs_at\n");
    let word = |r: Option<bool>| match r {
        Some(true) => "right",
        Some(false) => "wrong",
        None => "blank",
    };
    for m in &marks {
        let _ = writeln!(
            csv,
            "{},{},{},{},{},{},{},{}",
            m.id,
            m.points,
            m.of,
            word(m.value),
            word(m.action),
            word(m.order),
            m.mistakes.join(" "),
            m.departs_at.as_deref().unwrap_or("")
        );
    }
    crate::files::replace_own(&dir.join("grades.csv"), &csv)?;
    let json = serde_json::to_string_pretty(&marks).expect("marks serialise");
    crate::files::replace_own(&dir.join("grades.json"), &(json + "\n"))?;
    Ok(marks)
}

/// A student sitting the exam in the app: the tree, the rule, the time allowed, and where the
/// answer goes.
#[derive(Clone, Debug)]
pub struct Sitting {
    pub id: String,
    pub tree: Tree,
    pub strict: bool,
    pub minutes: Option<u32>,
    pub answer: PathBuf,
}

impl Sitting {
    /// Student `id`'s sitting of the exam in `dir`.
    pub fn of(exam: &Exam, dir: &Path, id: &str) -> Result<Sitting, String> {
        let key =
            exam.students.iter().find(|k| k.id == id).ok_or_else(|| {
                format!("no student '{id}' in {}", dir.join("exam.json").display())
            })?;
        Ok(Sitting {
            id: id.into(),
            tree: Exam::tree(key),
            strict: exam.strict,
            minutes: exam.minutes,
            answer: dir.join(id).join(ANSWER_FILE),
        })
    }

    /// The answer file for the values typed (by node) and the moves marked as never looked at:
    /// the root's value, the move whose value is the root's, and the nodes a search enters in
    /// order (every node but those marked and those under them, depth first).
    pub fn answer_text(
        &self,
        values: &std::collections::HashMap<u32, String>,
        pruned: &std::collections::HashSet<u32>,
    ) -> String {
        let tree = &self.tree;
        let root = values.get(&0).cloned().unwrap_or_default();
        // A child's value: typed for an inner node, given for a leaf.
        let value_of = |c: u32| match tree.node(c).children.is_empty() {
            true => tree.node(c).value.map(|v| v as f64 / tree.scale as f64),
            false => values.get(&c).and_then(|v| v.parse::<f64>().ok()),
        };
        let wanted = root.parse::<f64>().ok();
        let action = tree
            .node(0)
            .children
            .iter()
            .find(|&&c| wanted.zip(value_of(c)).is_some_and(|(r, v)| (r - v).abs() < 1e-9));
        let action = action.map_or(String::new(), |&c| tree.node(c).label.clone());
        let mut visited = Vec::new();
        let mut stack = vec![0u32];
        while let Some(id) = stack.pop() {
            if pruned.contains(&id) {
                continue;
            }
            visited.push(tree.node(id).label.clone());
            stack.extend(tree.node(id).children.iter().rev());
        }
        let visited =
            if values.is_empty() && pruned.is_empty() { String::new() } else { visited.join(" ") };
        format!(
            "# Alpha-beta exam, {}: written by the app as you answered.\nvalue: {root}\naction: {action}\nvisited: {visited}\n",
            self.id
        )
    }
}
