//! The house's layers, read from the source: every path a module's code names (`crate::…`,
//! `super::…`, `self::…`, its tests, comments and string literals left out) must point down the
//! layers or across to a module beside it, and no modules may import each other in a cycle, at
//! any depth: top-level modules, the folders below them, the files in a folder. A module and the
//! modules inside it are one unit (a `mod.rs` and its files name each other freely). A failure
//! names the file, the line and the path.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, lowest first. A module may use modules of its own layer or below; a new top-level
/// module must be placed here. `words` sits above the engine because it says what the engine's
/// scores mean (a win in n plies); the engine never writes words.
const LAYERS: &[&[&str]] = &[
    &["parse", "rng", "record", "files", "i18n"],
    &["engine"],
    &["words"],
    &["games"],
    &["session", "arena", "grading", "report"],
    &["catalog"],
    &["commands", "tui"],
    &["cli"],
];

/// Files that only declare the crate's modules.
const ROOTS: &[&str] = &["lib.rs", "main.rs"];

/// A module path: `["tui", "view", "mcts"]`.
type Module = Vec<String>;

/// A source file: its path below `src/`, its module, and its code with comments, string and
/// character literals and test items blanked (lines kept, so line numbers stay right).
struct Source {
    path: String,
    module: Module,
    code: String,
}

impl Source {
    fn new(path: &str, text: &str) -> Source {
        let parts: Vec<String> =
            path.trim_end_matches(".rs").split('/').map(str::to_string).collect();
        let module = match parts.split_last() {
            Some((last, rest)) if last == "mod" || ROOTS.contains(&path) => rest.to_vec(),
            _ => parts,
        };
        Source { path: path.to_string(), module, code: without_tests(&blank_literals(text)) }
    }
}

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// `text` with comments and the insides of string and character literals turned to spaces
/// (newlines kept): what is left is code, and a brace in it is the code's.
fn blank_literals(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = chars.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(chars.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let next = chars.get(i + 1).copied();
        let start = i;
        match chars[i] {
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                blank(&mut out, start, i);
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                blank(&mut out, start, i);
            }
            'r' if (next == Some('"') || next == Some('#'))
                && !chars[..i].last().is_some_and(|&c| is_ident(c)) =>
            {
                // A raw string: r"…", r#"…"#.
                let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
                if chars.get(i + 1 + hashes) != Some(&'"') {
                    i += 1;
                    continue;
                }
                i += 2 + hashes;
                let close: Vec<char> =
                    std::iter::once('"').chain("#".repeat(hashes).chars()).collect();
                while i < chars.len() && chars[i..].iter().take(close.len()).ne(close.iter()) {
                    i += 1;
                }
                i += close.len();
                blank(&mut out, start, i);
            }
            '"' => {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    i += if chars[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                blank(&mut out, start, i);
            }
            '\'' => {
                // A character literal ('x', '\n', '\u{7f}'), not a lifetime ('a).
                let end = match next {
                    Some('\\') => chars[i + 2..].iter().position(|&c| c == '\'').map(|p| i + 3 + p),
                    Some(_) if chars.get(i + 2) == Some(&'\'') => Some(i + 3),
                    _ => None,
                };
                match end {
                    Some(end) => {
                        blank(&mut out, start, end);
                        i = end;
                    }
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    out.into_iter().collect()
}

/// `code` with every item under `#[cfg(test)]` blanked: the attribute, any attributes after it,
/// and the item to its `;` or its closing brace. The code after a test module is still read.
fn without_tests(code: &str) -> String {
    let mut out: Vec<char> = code.chars().collect();
    let text: Vec<char> = out.clone();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= text.len() {
        if text[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        let start = i;
        i += marker.len();
        let mut depth = 0usize;
        while i < text.len() {
            match text[i] {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        i += 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    i += 1;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        for c in &mut out[start..i] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    }
    out.into_iter().collect()
}

/// The paths `code` names from `crate::`, `super::` and `self::`, as module paths from the
/// crate's root (groups `{a, b::c}` unfolded), each with the line it is on.
fn named_paths(code: &str, module: &Module) -> Vec<(usize, Module)> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let before = i.checked_sub(1).map(|b| chars[b]);
        if before.is_some_and(|c| is_ident(c) || c == ':') {
            i += 1;
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 7)].iter().collect();
        // A module's `self` is itself (a folder's mod.rs is the folder's module), its `super`
        // the module it is in.
        let (base, skip) = if rest.starts_with("crate::") {
            (Vec::new(), 7)
        } else if rest.starts_with("super::") {
            (module[..module.len().saturating_sub(1)].to_vec(), 7)
        } else if rest.starts_with("self::") {
            (module.clone(), 6)
        } else {
            i += 1;
            continue;
        };
        let line = chars[..i].iter().filter(|&&c| c == '\n').count() + 1;
        let mut at = i + skip;
        let mut base = base;
        // super::super::…
        while chars[at..].iter().take(7).collect::<String>() == "super::" {
            base.pop();
            at += 7;
        }
        for path in unfold(&chars, &mut at, base) {
            found.push((line, path));
        }
        i = at.max(i + 1);
    }
    found
}

/// The path or group at `chars[*at..]`, each ending appended to `base`; `*at` moves past it.
fn unfold(chars: &[char], at: &mut usize, base: Module) -> Vec<Module> {
    let skip_space = |at: &mut usize| {
        while *at < chars.len() && chars[*at].is_whitespace() {
            *at += 1;
        }
    };
    let mut path = base;
    loop {
        skip_space(at);
        if chars.get(*at) == Some(&'{') {
            *at += 1;
            let mut all = Vec::new();
            loop {
                skip_space(at);
                match chars.get(*at) {
                    None => return all,
                    Some('}') => {
                        *at += 1;
                        return all;
                    }
                    Some(',') => *at += 1,
                    Some(_) => {
                        let before = *at;
                        all.extend(unfold(chars, at, path.clone()));
                        if *at == before {
                            *at += 1;
                        }
                    }
                }
            }
        }
        let word: String = chars[*at..].iter().take_while(|&&c| is_ident(c)).collect();
        if word.is_empty() {
            return vec![path];
        }
        *at += word.chars().count();
        if word != "self" {
            path.push(word);
        }
        if chars[*at..].iter().take(2).collect::<String>() == "::" {
            *at += 2;
        } else {
            return vec![path];
        }
    }
}

/// The module a path names: its longest beginning that is a module of the crate.
fn module_of(path: &Module, modules: &BTreeSet<Module>) -> Module {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| modules.contains(m))
        .unwrap_or_default()
}

fn is_within(inner: &[String], outer: &[String]) -> bool {
    inner.len() >= outer.len() && inner[..outer.len()] == *outer
}

fn name(module: &[String]) -> String {
    module.join("::")
}

/// Every problem with the layers in `sources`, one line each.
fn problems(sources: &[Source]) -> Vec<String> {
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let mut problems = Vec::new();
    // Per depth, the graph of modules cut to that depth, and where each edge was first seen.
    let mut graphs: BTreeMap<usize, BTreeMap<Module, BTreeSet<Module>>> = BTreeMap::new();
    let mut where_from: BTreeMap<(Module, Module), String> = BTreeMap::new();
    for source in sources {
        if ROOTS.contains(&source.path.as_str()) {
            continue;
        }
        let top = &source.module[0];
        let Some(own) = layer(top) else {
            problems.push(format!("src/{}: module `{top}` is in no layer of LAYERS", source.path));
            continue;
        };
        let lines: Vec<&str> = source.code.lines().collect();
        for (n, path) in named_paths(&source.code, &source.module) {
            let at = format!("src/{}:{n}", source.path);
            let target = module_of(&path, &modules);
            let Some(to_top) = target.first() else { continue };
            match layer(to_top) {
                Some(theirs) if theirs > own => problems.push(format!(
                    "{at}: `{}` points up: {top} (layer {own}) uses {to_top} (layer {theirs})",
                    lines.get(n - 1).map_or("", |l| l.trim())
                )),
                _ => {}
            }
            let deepest = source.module.len().max(target.len());
            for depth in 1..=deepest {
                let from = source.module[..source.module.len().min(depth)].to_vec();
                let to = target[..target.len().min(depth)].to_vec();
                if is_within(&from, &to) || is_within(&to, &from) {
                    continue;
                }
                graphs
                    .entry(depth)
                    .or_default()
                    .entry(from.clone())
                    .or_default()
                    .insert(to.clone());
                where_from.entry((from, to)).or_insert(at.clone());
            }
        }
    }
    let mut seen: BTreeSet<Vec<Module>> = BTreeSet::new();
    for graph in graphs.values() {
        for cycle in cycles(graph) {
            if !seen.insert(cycle.clone()) {
                continue;
            }
            let steps: Vec<String> = cycle
                .windows(2)
                .map(|w| {
                    let at = &where_from[&(w[0].clone(), w[1].clone())];
                    format!("{} -> {} ({at})", name(&w[0]), name(&w[1]))
                })
                .collect();
            problems.push(format!("a cycle: {}", steps.join("; ")));
        }
    }
    problems
}

/// One cycle through each strongly connected group of the graph, as a closed path.
fn cycles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    let mut found: Vec<Vec<Module>> = Vec::new();
    let mut seen_in_cycle: BTreeSet<Module> = BTreeSet::new();
    for start in graph.keys() {
        if seen_in_cycle.contains(start) {
            continue;
        }
        // Breadth-first from the start's successors back to the start: the shortest cycle.
        let mut parent: BTreeMap<Module, Module> = BTreeMap::new();
        let mut queue: std::collections::VecDeque<Module> = graph[start].iter().cloned().collect();
        for next in &graph[start] {
            parent.insert(next.clone(), start.clone());
        }
        while let Some(node) = queue.pop_front() {
            if &node == start {
                let mut path = vec![start.clone()];
                let mut at = parent[start].clone();
                while &at != start {
                    path.push(at.clone());
                    at = parent[&at].clone();
                }
                path.push(start.clone());
                path.reverse();
                seen_in_cycle.extend(path.iter().cloned());
                found.push(path);
                break;
            }
            for next in graph.get(&node).into_iter().flatten() {
                if !parent.contains_key(next) {
                    parent.insert(next.clone(), node.clone());
                    queue.push_back(next.clone());
                }
            }
        }
    }
    found
}

fn read_tree(dir: &Path, below: &str, out: &mut Vec<Source>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src/ is readable").flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().to_string();
        let path = if below.is_empty() { name.clone() } else { format!("{below}/{name}") };
        if entry.path().is_dir() {
            read_tree(&entry.path(), &path, out);
        } else if name.ends_with(".rs") {
            let text = std::fs::read_to_string(entry.path()).expect("a source file is text");
            out.push(Source::new(&path, &text));
        }
    }
}

#[test]
fn every_import_points_down_the_layers_and_none_closes_a_cycle() {
    let mut sources = Vec::new();
    read_tree(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), "", &mut sources);
    assert!(sources.len() > 50, "read {} files", sources.len());
    let problems = problems(&sources);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The check itself catches what it is for: an upward import, a module in no layer, a cycle
/// between modules, between folders of a module, between files of a folder (by `super::`, in a
/// group, after a test module); and it reads no comment, string or test as code.
#[test]
fn the_check_names_what_is_wrong() {
    let found = problems(&[
        Source::new("engine/search.rs", "use crate::tui::view;\nuse super::trace::Trace;"),
        Source::new("engine/trace.rs", "use super::search::Algorithm; // crate::cli in a comment"),
        Source::new("engine/mod.rs", "pub mod search;\npub mod trace;\npub use search::Algorithm;"),
        Source::new("gadgets.rs", "use crate::engine::Game;"),
        Source::new("tui/mod.rs", "mod app;\nmod view;"),
        Source::new("tui/app/mod.rs", "use crate::tui::view::MIN_WIDTH;"),
        Source::new("tui/view/mod.rs", "use crate::tui::app::App;\nuse self::mcts::Panel;"),
        Source::new("tui/view/mcts.rs", "use super::{drawing, minimax::{self, Lines}};"),
        Source::new(
            "tui/view/minimax.rs",
            "#[cfg(test)]\nmod tests {\n    fn f() { let c = '{'; }\n}\nfn g() { super::mcts::panel(); }",
        ),
        Source::new("tui/view/drawing.rs", "const S: &str = \"crate::cli::run\";"),
        Source::new("games/mod.rs", "pub mod nim;"),
        Source::new("games/nim.rs", "fn f() {}\n#[cfg(test)]\nmod tests { use crate::cli::run; }"),
    ]);
    let has = |text: &str| found.iter().any(|p| p.contains(text));
    assert!(has("src/engine/search.rs:1: `use crate::tui::view;` points up"), "{found:#?}");
    assert!(has("src/gadgets.rs: module `gadgets` is in no layer"), "{found:#?}");
    assert!(has("a cycle: engine::search -> engine::trace"), "{found:#?}");
    assert!(has("a cycle: tui::app -> tui::view (src/tui/app/mod.rs:1)"), "{found:#?}");
    assert!(
        has("tui::view::mcts -> tui::view::minimax (src/tui/view/mcts.rs:1)")
            && has("tui::view::minimax -> tui::view::mcts (src/tui/view/minimax.rs:5)"),
        "a cycle between files, found after a test module: {found:#?}"
    );
    assert!(!has("crate::cli"), "comments, strings and tests are not code: {found:#?}");
    assert_eq!(found.len(), 5, "{found:#?}");
}
