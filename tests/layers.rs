//! The house's layers, read from the source: every `crate::` path in a module's code (its tests
//! left out) must point down the layers or across to a module beside it, and no modules may
//! import each other in a cycle, whether top-level modules, the folders one level down, or the
//! engine's files. A failure names the file, the line and the import.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, lowest first. A module may use modules of its own layer or below; a new top-level
/// module must be placed here. `words` sits above the engine because it says what the engine's
/// scores mean (a win in n plies); the engine never writes words.
const LAYERS: &[&[&str]] = &[
    &["parse", "rng", "record"],
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

/// A source file's path below `src/` and its code, without its test module and comments.
struct Source {
    path: String,
    lines: Vec<String>,
}

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The path's module at the top (`engine`) and one level down (`engine::search`, `tui::view`).
fn units(path: &str) -> (String, String) {
    let parts: Vec<&str> = path.trim_end_matches(".rs").split('/').collect();
    let parts: Vec<&str> = match parts.as_slice() {
        [rest @ .., "mod"] => rest.to_vec(),
        all => all.to_vec(),
    };
    let top = parts[0].to_string();
    let below = parts.iter().take(2).copied().collect::<Vec<_>>().join("::");
    (top, below)
}

/// `crate::a::b…` paths on a line: (a, a::b).
fn crate_paths(line: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().last();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `minimax_crate::`, not ours
        }
        let words: Vec<&str> = rest
            .split("::")
            .take(2)
            .map(|w| w.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or(""))
            .collect();
        let top = words[0].to_string();
        let below = match words.get(1) {
            Some(w) if !w.is_empty() && w.chars().next().is_some_and(|c| c.is_lowercase()) => {
                format!("{top}::{w}")
            }
            _ => top.clone(),
        };
        found.push((top, below));
    }
    found
}

/// Every problem with the layers in `sources`, one line each.
fn problems(sources: &[Source]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut where_from: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut edge = |from: &str, to: &str, at: String| {
        if from != to {
            graph.entry(from.to_string()).or_default().insert(to.to_string());
            where_from.entry((from.to_string(), to.to_string())).or_insert(at);
        }
    };
    for source in sources {
        if ROOTS.contains(&source.path.as_str()) {
            continue;
        }
        let (top, below) = units(&source.path);
        let Some(own) = layer(&top) else {
            problems.push(format!("src/{}: module `{top}` is in no layer of LAYERS", source.path));
            continue;
        };
        let engine_file = source.path.starts_with("engine/").then(|| below.clone());
        for (n, line) in source.lines.iter().enumerate() {
            let at = format!("src/{}:{}", source.path, n + 1);
            for (to_top, to_below) in crate_paths(line) {
                match layer(&to_top) {
                    Some(theirs) if theirs > own => problems.push(format!(
                        "{at}: `{}` points up: {top} (layer {own}) uses {to_top} (layer {theirs})",
                        line.trim()
                    )),
                    _ => {}
                }
                edge(&top, &to_top, at.clone());
                edge(&below, &to_below, at.clone());
            }
            // The engine's files, one by one: `super::x` is the file x beside this one.
            if let Some(file) = &engine_file {
                for (at_super, _) in line.match_indices("super::") {
                    let name: String = line[at_super + "super::".len()..]
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if sources.iter().any(|s| s.path == format!("engine/{name}.rs")) {
                        edge(file, &format!("engine::{name}"), at.clone());
                    }
                }
            }
        }
    }
    for cycle in cycles(&graph) {
        let steps: Vec<String> = cycle
            .windows(2)
            .map(|w| {
                format!("{} -> {} ({})", w[0], w[1], where_from[&(w[0].clone(), w[1].clone())])
            })
            .collect();
        problems.push(format!("a cycle: {}", steps.join("; ")));
    }
    problems
}

/// One cycle through each strongly connected group of the graph, as a closed path.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let mut found: Vec<Vec<String>> = Vec::new();
    let mut seen_in_cycle: BTreeSet<String> = BTreeSet::new();
    for start in graph.keys() {
        if seen_in_cycle.contains(start) {
            continue;
        }
        // Breadth-first from the start's successors back to the start: the shortest cycle.
        let mut parent: BTreeMap<String, String> = BTreeMap::new();
        let mut queue: std::collections::VecDeque<String> = graph[start].iter().cloned().collect();
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

/// The code of `text`: its `#[cfg(test)]` tail and comments dropped.
fn code(text: &str) -> Vec<String> {
    let text = text.find("#[cfg(test)]").map_or(text, |at| &text[..at]);
    text.lines().map(|line| line.find("//").map_or(line, |at| &line[..at]).to_string()).collect()
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
            out.push(Source { path, lines: code(&text) });
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
/// between modules, one between folders of a module, and one between the engine's files.
#[test]
fn the_check_names_what_is_wrong() {
    let source = |path: &str, text: &str| Source { path: path.into(), lines: code(text) };
    let found = problems(&[
        source("engine/search.rs", "use crate::tui::view;\nuse super::trace::Trace;"),
        source("engine/trace.rs", "use super::search::Algorithm; // crate::cli in a comment"),
        source("gadgets.rs", "use crate::engine::Game;"),
        source("tui/app/mod.rs", "use crate::tui::view::MIN_WIDTH;"),
        source("tui/view/mod.rs", "use crate::tui::app::App;"),
        source("games/nim.rs", "fn f() {}\n#[cfg(test)]\nmod tests { use crate::cli::run; }"),
    ]);
    let has = |text: &str| found.iter().any(|p| p.contains(text));
    assert!(has("src/engine/search.rs:1: `use crate::tui::view;` points up"), "{found:#?}");
    assert!(has("src/gadgets.rs: module `gadgets` is in no layer"), "{found:#?}");
    assert!(has("a cycle: engine::search -> engine::trace"), "{found:#?}");
    assert!(has("a cycle: tui::app -> tui::view (src/tui/app/mod.rs:1)"), "{found:#?}");
    assert!(!has("crate::cli"), "comments and tests are not code: {found:#?}");
    assert_eq!(found.len(), 4, "{found:#?}");
}
