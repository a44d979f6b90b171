//! `minimax export`: a search as a picture, each format checked by its own tool: the TikZ and
//! the Beamer steps compiled by pdflatex (where installed; `.ci/run` installs it), the SVG parsed
//! by an XML parser with every value in its text, the DOT rendered by Graphviz's `dot`; on a
//! textbook tree and on game searches. The golden pictures in `docs/pictures/` are what the
//! command writes now.

use std::path::Path;
use std::process::{Command, Output};

use crate::common::Scratch;

const AIMA: &str = "((3 12 8) (2 4 6) (14 5 2))";

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

fn written(args: &[&str]) -> String {
    let out = minimax(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn folder(name: &str) -> Scratch {
    Scratch::new(&format!("export-{name}"))
}

/// Writes `tex` into `dir` and compiles it (where pdflatex is installed).
fn compiles(dir: &Path, name: &str, tex: &str) -> bool {
    std::fs::write(dir.join(format!("{name}.tex")), tex).unwrap();
    crate::common::pdflatex(dir, name)
}

#[test]
fn the_textbook_tree_in_tikz_compiles_with_its_shapes_cuts_and_line() {
    let tex = written(&["export", "tree", AIMA, "--format", "tikz"]);
    // A MAX root, three MIN nodes, seven leaves searched, two moves pruned (c2, c3).
    for (style, count) in [("max", 1), ("min", 3), ("leaf", 7), ("pruned", 2)] {
        let drawn = tex.matches(&format!("\\node[{style}")).count();
        assert_eq!(drawn, count, "{style}\n{tex}");
    }
    assert_eq!(tex.matches("$\\times$").count(), 2, "each pruned move crossed out");
    // The principal variation A → B → b1 thick: two edges.
    assert_eq!(tex.matches("\\draw[pv]").count(), 2, "{tex}");
    for value in ["+3", "$\\leq$ +2", "+12", "+14"] {
        assert!(tex.contains(value), "{value}\n{tex}");
    }
    assert!(
        tex.contains("$\\alpha$, $\\beta$: +3, +$\\infty$"),
        "the window C is entered with\n{tex}"
    );
    compiles(&folder("tikz"), "aima", &tex);
}

#[test]
fn steps_build_the_search_a_click_a_step_in_beamer() {
    let tex = written(&["export", "tree", AIMA, "--steps"]);
    assert!(tex.starts_with("\\documentclass{beamer}"));
    // Every node from the step it is entered: the root from the first; the last step shown
    // is the search's last (the root's value).
    let steps: Vec<usize> = tex
        .split("\\visible<")
        .skip(1)
        .map(|rest| rest.split('-').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(steps.iter().min(), Some(&1));
    let last = *steps.iter().max().unwrap();
    assert!(last >= 20, "13 nodes entered and valued, one cutoff: {last} steps");
    let root_value = tex.lines().find(|l| l.contains("right=1.5mm] at (n0.east)")).unwrap();
    assert!(root_value.contains(&format!("\\visible<{last}->")), "{root_value}");
    let dir = folder("steps");
    if compiles(&dir, "steps", &tex)
        && let Ok(info) = Command::new("pdfinfo").arg(dir.join("steps.pdf")).output()
    {
        let text = String::from_utf8_lossy(&info.stdout);
        let pages = text.lines().find(|l| l.starts_with("Pages:")).unwrap();
        assert!(pages.ends_with(&format!(" {last}")), "a page a step: {pages}");
    }
}

#[test]
fn the_svg_parses_and_holds_every_value() {
    let svg = written(&["export", "tree", AIMA, "--format", "svg"]);
    let doc = roxmltree::Document::parse(&svg).expect("the SVG is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let texts: Vec<&str> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    for value in ["+3", "+12", "+8", "+2", "+14", "+5", "≤ +2", "×", "c2", "c3"] {
        assert!(texts.contains(&value), "{value}: {texts:?}");
    }
    let triangles = doc.descendants().filter(|n| n.has_tag_name("polygon")).count();
    assert_eq!(triangles, 4, "MAX ▲ and three MIN ▼");
    let thick = doc.descendants().filter(|n| n.attribute("stroke-width") == Some("3")).count();
    assert_eq!(thick, 2, "the principal variation's two edges");
    // A game's search too: tic-tac-toe two plies deep, every node's value in the text.
    let svg = written(&["export", "tictactoe", "--board", "xo.xo....", "--format", "svg"]);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    assert!(doc.descendants().any(|n| n.text() == Some("+1 in 1")), "X wins at once: {svg}");
}

#[test]
fn the_dot_renders_with_graphviz_and_games_compile_too() {
    let dot = written(&["export", "tree", AIMA, "--format", "dot"]);
    match Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
    {
        Err(_) => eprintln!("skipped: Graphviz's dot is not installed here (.ci/run installs it)"),
        Ok(mut child) => {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(dot.as_bytes()).unwrap();
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let options = roxmltree::ParsingOptions { allow_dtd: true, ..Default::default() };
            let svg = String::from_utf8_lossy(&out.stdout).into_owned();
            roxmltree::Document::parse_with_options(&svg, options).expect("dot's SVG");
        }
    }
    // Nim and the Sum Game searched whole, in TikZ.
    let dir = folder("games");
    let nim = written(&["export", "nim", "--heaps", "1,2", "--format", "tikz"]);
    compiles(&dir, "nim", &nim);
    let sum = written(&["export", "sum", "--target", "6", "--moves", "1,2", "--format", "tikz"]);
    compiles(&dir, "sum", &sum);
}

/// A search too large to draw, and `--steps` with a format other than TikZ, are refused in
/// one line.
#[test]
fn what_cannot_be_drawn_is_refused_in_one_line() {
    for args in [
        &["export", "tictactoe"][..],
        &["export", "tree", AIMA, "--format", "svg", "--steps"],
        &["export", "tree", AIMA, "--format", "png"],
    ] {
        let out = minimax(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).trim_end().lines().count(), 1, "{args:?}");
    }
}

/// The pictures in docs/ (the README shows the SVG) are what the command writes now.
#[test]
fn the_golden_pictures_are_current() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (file, format) in [
        ("aima-5-2.svg", &["--format", "svg"][..]),
        ("aima-5-2.tex", &["--format", "tikz"]),
        ("aima-5-2-steps.tex", &["--steps"]),
        ("aima-5-2.dot", &["--format", "dot"]),
    ] {
        let kept = std::fs::read_to_string(format!("{root}/docs/pictures/{file}")).unwrap();
        let now = written(&[&["export", "tree", AIMA][..], format].concat());
        assert_eq!(
            kept, now,
            "docs/pictures/{file} is out of date: minimax export tree '{AIMA}' {format:?} > docs/pictures/{file}"
        );
    }
}

/// `X` in the app draws the search in view to files beside the records: the whole search, or in
/// a step-through the search as it stands at the step in view; in blind play it asks first.
#[test]
fn x_draws_the_search_in_view_to_files() {
    use minimax_tui::catalog;
    use minimax_tui::engine::SearchConfig;
    use minimax_tui::tui::app::Screen;
    use minimax_tui::tui::setup::{GameSetup, Mode, PlaySetup};
    let dir = folder("app");
    let setup = PlaySetup {
        engines: [None, None],
        game: GameSetup::default_for(&catalog::tree::TREE),
        mode: Mode::HumanVsPc,
        config: SearchConfig::default(),
    };
    let mut h = crate::tui::Harness::new(Some(setup));
    h.settle();
    if let Screen::Play(play) = &mut h.app.screen {
        play.records_dir = dir.to_path_buf();
    }
    let svg_texts = |path: &Path| {
        let svg = std::fs::read_to_string(path).unwrap();
        let doc = roxmltree::Document::parse(&svg).expect("well-formed");
        let texts: Vec<String> = doc
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text().map(String::from))
            .collect();
        texts
    };
    // On the tree (Tab), X.
    h.key(ratatui::crossterm::event::KeyCode::Tab);
    h.keys("X");
    let said = h.play().out.message.clone().unwrap();
    assert!(said.contains("search-1.tex") && said.contains("search-1.svg"), "{said}");
    h.key(ratatui::crossterm::event::KeyCode::Esc);
    let whole = svg_texts(&dir.join("search-1.svg"));
    assert!(whole.contains(&"+3".to_string()) && whole.contains(&"≤ +2".to_string()), "{whole:?}");
    // Four steps into the step-through: the root, B and b1 entered, b1 valued; nothing of C.
    h.keys("A");
    h.settle();
    h.keys("llll");
    h.keys("X");
    let said = h.play().out.message.clone().unwrap();
    assert!(said.contains("as it stands at step 4 of"), "{said}");
    let part = svg_texts(&dir.join("search-2.svg"));
    assert!(part.contains(&"+3".to_string()), "b1's leaf: {part:?}");
    assert!(!part.iter().any(|t| t.contains("≤ +2")), "C not reached yet: {part:?}");
    assert!(part.contains(&"?".to_string()), "B's value not known yet: {part:?}");
    compiles(&dir, "partial", &std::fs::read_to_string(dir.join("search-2.tex")).unwrap());
}

/// A Monte Carlo search drawn: its most visited nodes, each with its visits and mean, the root's
/// visits the iterations run; the TikZ compiles; DOT and --steps are refused for it.
#[test]
fn a_monte_carlo_tree_is_drawn_with_its_visits() {
    let args = ["export", "tictactoe", "--engine", "mcts", "--iterations", "500", "--seed", "3"];
    let svg = written(&[&args[..], &["--format", "svg"]].concat());
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    let texts: Vec<&str> =
        doc.descendants().filter(|n| n.is_element()).filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"n=500"), "the root's visits: {texts:?}");
    let counts = texts.iter().filter(|t| t.starts_with("n=")).count();
    assert!((10..=40).contains(&counts), "the most visited nodes, at most 40: {counts}");
    // Edges as wide as their share of the visits: not all alike.
    let widths: std::collections::HashSet<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("line"))
        .filter_map(|n| n.attribute("stroke-width"))
        .collect();
    assert!(widths.len() > 3, "{widths:?}");
    let tex = written(&[&args[..], &["--format", "tikz"]].concat());
    compiles(&folder("mcts"), "mcts", &tex);
    for extra in [&["--format", "dot"][..], &["--steps"]] {
        let out = minimax(&[&args[..], extra].concat());
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
    }
}

/// `--steps cutoffs`: a click a cutoff. AIMA 5.2 cuts once (at C): two overlays, the first up
/// to that cut (C's moves crossed out), the second the rest.
#[test]
fn steps_by_cutoffs_click_from_cut_to_cut() {
    let tex = written(&["export", "tree", AIMA, "--steps", "cutoffs"]);
    let overlays: std::collections::BTreeSet<usize> = tex
        .split("\\visible<")
        .skip(1)
        .map(|rest| rest.split('-').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(overlays.into_iter().collect::<Vec<_>>(), [1, 2]);
    let crossed: Vec<&str> = tex.lines().filter(|l| l.contains("$\\times$")).collect();
    assert!(crossed.iter().all(|l| l.contains("\\visible<1->")), "{crossed:?}");
    let d = tex.lines().find(|l| l.contains("{D}")).unwrap();
    assert!(d.contains("\\visible<2->"), "D after the cut: {d}");
    compiles(&folder("cuts"), "cuts", &tex);
}
