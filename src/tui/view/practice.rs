//! The practice screen: the tree drawn as in the book with the learner's answers on it, and a
//! panel with the node under the cursor, the last check, and the score.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::drawing::{self, Overlay, Scene};
use crate::tr;
use crate::tui::practice::{Mark, Practice};
use crate::tui::theme;

/// Below this width the answers panel goes under the tree, which gets the whole width (beside
/// it at 80 columns, the panel took 34 of them and 4 trees in 5 did not fit).
const SIDE_BY_SIDE: u16 = 110;
/// The answers panel's rows under the tree: its seven lines and the border.
const PANEL_ROWS: u16 = 9;

pub fn render(practice: &Practice, area: Rect, buf: &mut Buffer) {
    let [panel, picture] = if area.width >= SIDE_BY_SIDE {
        let [panel, picture] =
            Layout::horizontal([Constraint::Length(34), Constraint::Min(20)]).areas(area);
        [panel, picture]
    } else {
        let [picture, panel] =
            Layout::vertical([Constraint::Min(10), Constraint::Length(PANEL_ROWS)]).areas(area);
        [panel, picture]
    };
    render_panel(practice, panel, area.width < SIDE_BY_SIDE, buf);
    let title = if let Some(exam) = &practice.exam {
        let rule = if practice.options.strict { "v > β" } else { "v ≥ β" };
        let id = exam.sitting.id.as_str();
        let title = match (exam.over, exam.deadline) {
            (true, _) => tr!("practice-exam-title-over", id = id, rule = rule),
            (false, Some(at)) => {
                let secs = at.saturating_duration_since(std::time::Instant::now()).as_secs();
                let left = format!("{}:{:02}", secs / 60, secs % 60);
                tr!("practice-exam-title-left", id = id, rule = rule, left = left)
            }
            (false, None) => tr!("practice-exam-title", id = id, rule = rule),
        };
        format!(" {title} ")
    } else if practice.options.chance || practice.game.tree.has_chance() {
        format!(" {} ", tr!("practice-title-chance"))
    } else {
        let rule = if practice.options.strict { "v > β" } else { "v ≥ β" };
        let title = match practice.options.window {
            Some((alpha, beta)) => {
                let v = |x: i32| crate::words::signed(x as crate::engine::Score);
                let window = format!("[α {}, β {}]", v(alpha), v(beta));
                tr!("practice-title-window", rule = rule, window = window)
            }
            None => tr!("practice-title", rule = rule),
        };
        format!(" {title} ")
    };
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(picture);
    block.render(picture, buf);
    let overlay = |id: u32| overlay(practice, id);
    let scene = Scene {
        replay: None,
        focus: Some(practice.cursor),
        blind: false,
        principal: practice.revealed,
        overlay: Some(&overlay),
    };
    let drawn = drawing::render(&practice.whole, &scene, inner, buf);
    practice.drawn.set(drawn);
    if !drawn {
        Paragraph::new(tr!("practice-too-large-for-window"))
            .wrap(Wrap { trim: true })
            .render(inner, buf);
    }
}

/// A node with the learner's answer (or, revealed, the search's).
fn overlay(practice: &Practice, recorded: u32) -> Overlay {
    let node = practice.node_of(recorded);
    let tree = &practice.game.tree;
    let leaf = tree.node(node).children.is_empty();
    let right = practice.marks.get(&node).map(|m| *m == Mark::Right);
    if practice.revealed {
        let pruned = practice.is_pruned(node);
        let value = match (leaf, practice.answer_of(node)) {
            (true, _) => tree.value_text(tree.node(node).value.unwrap_or(0)),
            (false, Some(v)) => v,
            (false, None) => String::new(),
        };
        return Overlay { value: marked(value, right), crossed: pruned, right };
    }
    let typing = recorded == practice.cursor
        && !practice.typed.is_empty()
        && practice.field == crate::tui::practice::Field::Value;
    let value = match (leaf, typing, practice.values.get(&node)) {
        (true, _, _) => tree.value_text(tree.node(node).value.unwrap_or(0)),
        (false, true, _) => format!("{}_", practice.typed),
        (false, false, Some(v)) => v.clone(),
        (false, false, None) => "?".into(),
    };
    Overlay { value: marked(value, right), crossed: practice.pruned.contains(&node), right }
}

/// What to type, for the kind of practice.
fn instructions(practice: &Practice) -> String {
    if practice.exam.is_some() {
        tr!("practice-do-exam")
    } else if practice.options.windows {
        tr!("practice-do-windows")
    } else if practice.options.chance || practice.game.tree.has_chance() {
        tr!("practice-do-chance")
    } else {
        tr!("practice-do")
    }
}

/// With `--windows`, the cursor's node's three answers, the one typing goes to marked ▶: the
/// window entered, the value, the window returned (the truth once revealed).
fn window_lines(practice: &Practice, node: u32) -> Vec<Line<'static>> {
    use crate::tui::practice::Field;
    let truth = practice.truth.windows.get(&node);
    let shown = |(a, b): (crate::engine::Score, crate::engine::Score)| {
        format!("{},{}", practice.bound_text(a), practice.bound_text(b))
    };
    [Field::Entered, Field::Value, Field::Returned]
        .into_iter()
        .map(|field| {
            let here = field == practice.field;
            let typed = match (here && !practice.typed.is_empty(), field) {
                (true, _) => Some(format!("{}_", practice.typed)),
                (false, Field::Value) => practice.values.get(&node).cloned(),
                (false, f) => practice.windows.get(&(node, f)).cloned(),
            };
            let answer = match (practice.revealed, field, truth) {
                (true, Field::Entered, Some(w)) => Some(shown(w[0])),
                (true, Field::Returned, Some(w)) => Some(shown(w[1])),
                (true, Field::Value, _) => practice.answer_of(node),
                _ => typed,
            };
            let mark = match field {
                Field::Value => practice.marks.get(&node),
                f => practice.window_marks.get(&(node, f)),
            };
            let right = mark.map(|m| *m == Mark::Right);
            let text = marked(answer.unwrap_or_else(|| "?".into()), right);
            let pointer = if here { "▶ " } else { "· " };
            let line = Line::from(format!("{pointer}{}: {text}", field.words()));
            match right {
                Some(true) => line.style(theme::good()),
                Some(false) => line.style(theme::bad()),
                None if here => line.style(theme::key()),
                None => line,
            }
        })
        .collect()
}

/// A checked answer with a mark that reads without colour: ✓ right, ✗ wrong.
fn marked(value: String, right: Option<bool>) -> String {
    match right {
        Some(true) => format!("{value}✓"),
        Some(false) => format!("{value}✗"),
        None => value,
    }
}

/// The answers panel; `under` the tree it leaves out the blank lines between its parts.
fn render_panel(practice: &Practice, area: Rect, under: bool, buf: &mut Buffer) {
    let title = format!(" {} ", tr!("practice-answers"));
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let node = practice.node_of(practice.cursor);
    let tree = &practice.game.tree;
    let here = tree.node(node);
    let kind = match (here.children.is_empty(), here.kind) {
        (true, _) => tr!("practice-a-leaf"),
        (false, k) => format!("{k:?}").to_uppercase(),
    };
    let (right, checked) = (practice.session.0, practice.session.1);
    let mut lines = vec![
        Line::from(vec![
            Span::raw(format!("{} ", tr!("practice-at"))),
            Span::styled(here.label.clone(), theme::key()),
            Span::raw(format!(" ({kind})")),
        ]),
        Line::from(""),
        Line::from(instructions(practice)).dim(),
        Line::from(""),
    ];
    // Under the tree (80x24) the rows are few: a message takes the instructions' place (`?`
    // lists the keys), and the three answers share a row.
    if under && practice.message.is_some() {
        lines.remove(2);
    }
    if practice.options.windows && !here.children.is_empty() {
        let answers = window_lines(practice, node);
        match under {
            true => {
                let spans: Vec<Span> = answers
                    .into_iter()
                    .flat_map(|l| {
                        let style = l.style;
                        l.spans.into_iter().map(move |s| s.patch_style(style))
                    })
                    .flat_map(|s| [s, Span::raw("  ")])
                    .collect();
                lines.push(Line::from(spans));
            }
            false => lines.extend(answers),
        }
        lines.push(Line::from(""));
    }
    if practice.revealed
        && let Some(star1) = practice.star1(node)
    {
        lines.push(Line::from(star1));
        lines.push(Line::from(""));
    }
    if let Some(message) = &practice.message {
        lines.push(Line::from(message.clone()).style(theme::key()));
        lines.push(Line::from(""));
    }
    if !practice.marks.is_empty() {
        let all: Vec<&Mark> =
            practice.marks.values().chain(practice.window_marks.values()).collect();
        let good = all.iter().filter(|m| ***m == Mark::Right).count();
        lines.push(Line::from(tr!("practice-this-tree", right = good, n = all.len())));
    }
    if practice.exam.is_some() {
        Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
        return;
    }
    lines.push(Line::from(tr!("practice-first-time", right = right, n = checked)));
    lines.push(Line::from(origin(practice)).dim());
    if under {
        lines.retain(|l| l.width() > 0);
    }
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
}

/// Where the trees come from: the one given, the level that grows, or the seed and depth.
fn origin(practice: &Practice) -> String {
    match (practice.given, practice.options.grow) {
        (true, _) => tr!("practice-given"),
        (false, true) => crate::tui::practice::level_words(&practice.options),
        (false, false) => {
            // A seed is a name, not a count: never grouped.
            let seed = practice.options.seed.to_string();
            tr!("practice-seed", seed = seed, depth = practice.options.depth)
        }
    }
}
