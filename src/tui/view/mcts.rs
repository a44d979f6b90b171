//! Monte Carlo tree search on screen: its panel (the choice, the estimate beside the exact value,
//! the convergence), its tree (visits, mean and UCB of each child), and the step-through of its
//! iterations phase by phase.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::engine::mcts::{Iteration, Replay, exploration_term};
use crate::engine::{Player, Score};
use crate::session::mcts::MctsAnalysis;
use crate::tr;
use crate::tui::app::Play;
use crate::tui::app::mcts_step::{MctsStep, Phase};
use crate::tui::theme;
use crate::words::{signed_decimal, thousands};

/// The counts a view shows: the search's own at its end, or a replay's part way.
#[derive(Clone, Copy)]
enum Counts<'a> {
    Final,
    At(&'a Replay),
}

impl Counts<'_> {
    fn visits(self, found: &MctsAnalysis, id: u32) -> u64 {
        match self {
            Counts::Final => found.record.search.nodes[id as usize].visits,
            Counts::At(r) => r.visits[id as usize],
        }
    }

    fn mean(self, found: &MctsAnalysis, id: u32) -> f64 {
        match self {
            Counts::Final => found.record.search.nodes[id as usize].mean(),
            Counts::At(r) => r.mean(id),
        }
    }

    fn exists(self, id: u32) -> bool {
        match self {
            Counts::Final => true,
            Counts::At(r) => (id as usize) < r.existing,
        }
    }

    /// The effective C (C times the largest result so far).
    fn c(self, found: &MctsAnalysis) -> f64 {
        let scale = match self {
            Counts::Final => found.record.search.scale,
            Counts::At(r) => r.scale,
        };
        found.record.search.config.exploration * scale as f64
    }

    /// UCB1 of `child` from its parent's mover; `None` before its first visit.
    fn ucb(self, found: &MctsAnalysis, child: u32) -> Option<f64> {
        let node = &found.record.search.nodes[child as usize];
        let parent = found.record.search.nodes.get(node.parent as usize)?;
        let n = self.visits(found, child);
        (n > 0 && !parent.chance).then(|| {
            let mean = parent.to_move.sign() as f64 * self.mean(found, child);
            mean + exploration_term(self.visits(found, node.parent), n, self.c(found))
        })
    }
}

/// A mean (MAX's) in the game's units.
fn mean_text(found: &MctsAnalysis, value: f64) -> String {
    signed_decimal(found.units(value))
}

/// A result backed up, in words: "+1: X wins", "0: a draw", "utility 3".
fn result_text(found: &MctsAnalysis, result: Score) -> String {
    if found.analysis.terms.utilities {
        return tr!("mcts-utility", value = mean_text(found, result as f64));
    }
    match result.signum() {
        1 => tr!("mcts-max-wins", side = found.side(Player::Max)),
        -1 => tr!("mcts-min-wins", side = found.side(Player::Min)),
        _ => tr!("mcts-draw"),
    }
}

/// The panel in the Minimax panel's place: what the search chose and why, the estimate beside
/// the exact value, and how the estimate and the choice moved with the iterations.
pub fn render_panel(play: &Play, found: &MctsAnalysis, area: Rect, buf: &mut Buffer) {
    let title = format!(" {} ", tr!("mcts-title"));
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    // Not trimmed: the convergence table's numbers are right-aligned.
    Paragraph::new(panel_lines(play, found)).wrap(Wrap { trim: false }).render(inner, buf);
}

/// The rows the panel needs at `width` (its border included).
pub fn panel_height(play: &Play, found: &MctsAnalysis, width: u16) -> u16 {
    let room = width.saturating_sub(2).max(1) as usize;
    let lines = panel_lines(play, found);
    // Words wrap a little earlier than the characters would: a row more for every long line.
    let rows: usize = lines
        .iter()
        .map(|l| match l.width() {
            w if w <= room => 1,
            w => w.div_ceil(room) + 1,
        })
        .sum();
    rows as u16 + 2
}

fn panel_lines(play: &Play, found: &MctsAnalysis) -> Vec<Line<'static>> {
    let search = &found.record.search;
    let config = &search.config;
    let mut lines: Vec<Line<'static>> = super::thinking::line(play).into_iter().collect();
    if found.analysis.position != play.session.position() {
        lines.push(Line::from(tr!("mcts-last-search", n = found.analysis.plies)).dim());
    }
    lines.extend([
        Line::from(tr!(
            "mcts-setup",
            side = found.side(found.analysis.to_move),
            c = crate::i18n::decimal(config.exploration, 2),
            playout = config.playout.name(),
            // A seed is a name, not a count: never grouped.
            seed = config.seed.to_string()
        )),
        Line::from({
            let seconds = crate::i18n::decimal(search.elapsed.as_secs_f64(), 2);
            let (n, nodes) = (search.iterations, search.nodes.len());
            match search.capped {
                true => tr!("mcts-ran-capped", n = n, seconds = seconds, nodes = nodes),
                false => tr!("mcts-ran", n = n, seconds = seconds, nodes = nodes),
            }
        })
        .dim(),
    ]);
    if let Some(best) = search.best_child() {
        let node = &search.nodes[best as usize];
        lines.push(Line::from(vec![
            Span::raw(format!("{} ", tr!("mcts-chose"))),
            Span::styled(found.move_of(best).to_string(), theme::title()),
            Span::raw(tr!(
                "mcts-chose-why",
                visits = node.visits,
                all = search.nodes[0].visits,
                settled = search.settled
            )),
        ]));
    }
    let unit = match found.analysis.terms.utilities {
        true => tr!("mcts-unit-utility"),
        false => tr!("mcts-unit-result"),
    };
    lines.push(Line::from(vec![
        Span::raw(format!("{} ", tr!("mcts-estimate"))),
        Span::styled(mean_text(found, search.estimate()), theme::title()),
        Span::raw(format!(" ({unit})")),
    ]));
    lines.push(exact_line(found));
    let columns = ["mcts-after", "mcts-estimate", "mcts-choice", "mcts-visits"]
        .map(|id| crate::i18n::text(id, None));
    let [after, estimate, choice, visits] = &columns;
    lines.push(Line::from(format!("{after:>7} {estimate:>8}  {choice:<8} {visits:>6}")).dim());
    for c in &search.checkpoints {
        lines.push(Line::from(format!(
            "{:>7} {:>8}  {:<8} {:>6}",
            thousands(c.iterations),
            mean_text(found, c.estimate),
            c.best.map_or("—", |m| found.label(m)),
            thousands(c.best_visits),
        )));
    }
    lines.push(Line::from(tr!("mcts-keys")).dim());
    lines
}

/// The position's exact value beside the estimate, and whether the choice keeps it.
fn exact_line(found: &MctsAnalysis) -> Line<'static> {
    match &found.record.exact {
        Some(exact) => {
            let verdict = match found.analysis.terms.utilities {
                true => {
                    let value =
                        crate::words::text_scaled(exact.value, 0, found.analysis.terms.scale);
                    tr!("mcts-exact-utility", value = value)
                }
                false => crate::words::exact_verdict(exact.value, found.analysis.terms.sides),
            };
            let (mark, style) = match found.chose_optimally() {
                Some(true) => (format!("; {} ✓", tr!("mcts-keeps")), theme::good()),
                Some(false) => (format!("; {} ✗", tr!("mcts-does-not-keep")), theme::bad()),
                None => (String::new(), theme::dim()),
            };
            Line::from(vec![
                Span::raw(tr!("mcts-exact", verdict = verdict)),
                Span::styled(mark, style),
            ])
        }
        None => Line::from(tr!("mcts-exact-unknown")).dim(),
    }
}

/// The tree panel: the root's children and, down the line in focus (the most visited, or the
/// iteration's path), each node's children: visits, mean (MAX's) and UCB.
pub fn render_tree(play: &Play, found: &MctsAnalysis, area: Rect, buf: &mut Buffer) {
    let step = play.mcts_step();
    // At the backup the tree shows the counts it leaves; before, the counts selection saw.
    let backed_up = step.filter(|s| s.phase == Phase::Backup).map(MctsStep::after);
    let counts = match (step, &backed_up) {
        (_, Some(after)) => Counts::At(after),
        (Some(s), None) => Counts::At(&s.replay),
        (None, None) => Counts::Final,
    };
    let path: Vec<u32> = match step.and_then(MctsStep::iteration) {
        Some(iteration) => iteration.path.clone(),
        None => most_visited_line(found),
    };
    let title = match step {
        Some(_) if backed_up.is_some() => tr!("mcts-tree-after"),
        Some(_) => tr!("mcts-tree-before"),
        None => tr!("mcts-tree"),
    };
    let title = format!(" {title} ");
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let fresh =
        step.and_then(MctsStep::iteration).filter(|i| i.expanded).and_then(|i| i.path.last());
    let mut lines = Vec::new();
    let rows = tree_rows(found, counts, &path, inner.height as usize);
    for (depth, id) in rows {
        let marks = (path.contains(&id), fresh == Some(&id));
        lines.push(tree_line(found, counts, (id, depth), marks, inner.width as usize));
    }
    if lines.len() <= 1 && step.is_none() {
        lines.push(Line::from(tr!("mcts-no-move")).dim());
    }
    Paragraph::new(lines).render(inner, buf);
}

/// The root, then the chain of most visited children.
fn most_visited_line(found: &MctsAnalysis) -> Vec<u32> {
    let mut line = vec![0];
    let mut id = 0u32;
    while let Some(best) = found
        .record
        .search
        .children(id)
        .max_by_key(|&c| found.record.search.nodes[c as usize].visits)
    {
        line.push(best);
        id = best;
    }
    line
}

/// The rows shown, as (depth, node): the root, every existing child of each node on `path`
/// (most visited first), opened down the path, within `room` rows.
fn tree_rows(found: &MctsAnalysis, counts: Counts, path: &[u32], room: usize) -> Vec<(usize, u32)> {
    let mut rows = vec![(0, 0)];
    let mut at = 0u32;
    for (depth, &next) in path.iter().enumerate().skip(1) {
        let mut children: Vec<u32> =
            found.record.search.children(at).filter(|&c| counts.exists(c)).collect();
        children.sort_by_key(|&c| std::cmp::Reverse(counts.visits(found, c)));
        let insert = rows.iter().position(|&(_, id)| id == at).map_or(rows.len(), |i| i + 1);
        let block: Vec<(usize, u32)> = children.into_iter().map(|c| (depth, c)).collect();
        rows.splice(insert..insert, block);
        at = next;
    }
    // Rows past the room go deepest first: the root's choices stay in view, and the path as
    // far down as fits (the path's own nodes last at each depth).
    while rows.len() > room.max(1) {
        let deepest = rows.iter().map(|r| r.0).max().unwrap_or(0);
        let at_depth = |&(d, _): &(usize, u32)| d == deepest;
        let off_path = rows.iter().rposition(|r| at_depth(r) && !path.contains(&r.1));
        match off_path.or_else(|| rows.iter().rposition(at_depth)) {
            Some(i) if i > 0 => {
                rows.remove(i);
            }
            _ => rows.truncate(room.max(1)),
        }
    }
    rows
}

fn tree_line(
    found: &MctsAnalysis,
    counts: Counts,
    (id, depth): (u32, usize),
    (on_path, fresh): (bool, bool),
    width: usize,
) -> Line<'static> {
    let node = &found.record.search.nodes[id as usize];
    // The line in focus is marked with a glyph, so that it reads without colour.
    let indent = match depth {
        0 => String::new(),
        d => "  ".repeat(d - 1) + if on_path { "• " } else { "  " },
    };
    let name = found.move_of(id).to_string();
    let visits = counts.visits(found, id);
    let mut spans = vec![
        Span::raw(indent),
        Span::styled(format!("{name:<4}"), if on_path { theme::key() } else { theme::title() }),
        Span::raw(format!(" n {:>5}", thousands(visits))),
    ];
    if visits > 0 {
        spans.push(Span::raw(format!(" {:>6}", mean_text(found, counts.mean(found, id)))));
    }
    // Extras, most telling first, each whole or not at all.
    let mut extras = Vec::new();
    if fresh {
        extras.push(Span::styled(format!(" {}", tr!("mcts-new")), theme::good()));
    }
    if let Some(ucb) = counts.ucb(found, id) {
        extras.push(Span::raw(format!(" UCB {}", signed_decimal(found.units(ucb)))).dim());
    }
    if let Some(outcome) = node.outcome {
        let end = mean_text(found, outcome as f64);
        extras.push(Span::raw(format!(" {}", tr!("mcts-end-value", value = end))).dim());
    }
    if depth == 1
        && let (Some(exact), Some(mv)) = (&found.record.exact, node.mv)
        && let Some(v) = exact.of(mv)
    {
        let v = crate::words::text_scaled(v, 0, found.analysis.terms.scale);
        extras.push(Span::raw(format!(" {}", tr!("mcts-exact-value", value = v))));
    }
    let mut used: usize = spans.iter().map(Span::width).sum();
    for extra in extras {
        if used + extra.width() <= width {
            used += extra.width();
            spans.push(extra);
        }
    }
    Line::from(spans)
}

/// The narration of the step-through, in the Minimax panel's place: the iteration, its phase in
/// words, with the numbers.
pub fn render_step(step: &MctsStep, area: Rect, buf: &mut Buffer) {
    let found = &step.found();
    let title = tr!(
        "mcts-step-title",
        at = step.replay.done + 1,
        n = step.recorded(),
        phase = step.phase.number(),
        name = step.phase.name()
    );
    let title = format!(" {title} ");
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let mut lines = step_lines(found, step);
    if step.autoplay {
        lines.push(Line::from(tr!("mcts-autoplay")).dim());
    }
    lines.push(Line::from(tr!("mcts-step-keys")).dim());
    if step.recorded() < found.record.search.iterations as usize {
        let (recorded, n) = (step.recorded(), found.record.search.iterations);
        lines.push(Line::from(tr!("mcts-recorded", recorded = recorded, n = n)).dim());
    }
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
}

/// The phase's lines.
pub fn step_lines(found: &MctsAnalysis, step: &MctsStep) -> Vec<Line<'static>> {
    let Some(iteration) = step.iteration() else { return vec![] };
    let mut lines = Vec::new();
    let phase = match step.phase {
        Phase::Selection => selection_lines,
        Phase::Expansion => expansion_lines,
        Phase::Playout => playout_lines,
        Phase::Backup => backup_lines,
    };
    phase(found, step, iteration, &mut lines);
    lines
}

/// Selection: the child each node took down from the root, by its UCB.
fn selection_lines(
    found: &MctsAnalysis,
    step: &MctsStep,
    iteration: &Iteration<u32>,
    lines: &mut Vec<Line<'static>>,
) {
    let counts = Counts::At(&step.replay);
    let new_leaf = iteration.expanded;
    let c = counts.c(found) / found.analysis.terms.scale as f64;
    let exploration = found.record.search.config.exploration;
    let c = match counts.c(found) == exploration {
        true => crate::i18n::decimal(c, 2),
        false => tr!(
            "mcts-c-scaled",
            c = crate::i18n::decimal(c, 2),
            exploration = crate::i18n::decimal(exploration, 2)
        ),
    };
    lines.push(Line::from(tr!("mcts-selection-how", c = c)));
    let chosen = match new_leaf {
        true => &iteration.path[..iteration.path.len() - 1],
        false => &iteration.path[..],
    };
    if chosen.len() <= 1 {
        lines.push(Line::from(match step.replay.done {
            0 => tr!("mcts-root-new"),
            _ => tr!("mcts-root-untried"),
        }));
    }
    for pair in chosen.windows(2) {
        lines.push(selection_line(found, counts, pair[0], pair[1]));
    }
}

/// Expansion: the node added, or why none was.
fn expansion_lines(
    found: &MctsAnalysis,
    step: &MctsStep,
    iteration: &Iteration<u32>,
    lines: &mut Vec<Line<'static>>,
) {
    let counts = Counts::At(&step.replay);
    let nodes = &found.record.search.nodes;
    let last = *iteration.path.last().expect("a path has the root");
    let new_leaf = iteration.expanded;
    let parent = nodes[last as usize].parent;
    lines.push(Line::from(if new_leaf && last != 0 {
        let existing =
            found.record.search.children(parent).filter(|&c| counts.exists(c)).count() as u32;
        let untried = nodes[parent as usize].legal.saturating_sub(existing);
        match nodes[parent as usize].chance {
            true => tr!("mcts-chance-added", mv = found.move_of(last), at = found.move_of(parent)),
            false => {
                tr!("mcts-added", mv = found.move_of(last), at = found.move_of(parent), n = untried)
            }
        }
    } else if new_leaf {
        tr!("mcts-root-added")
    } else if nodes[last as usize].outcome.is_some() {
        tr!("mcts-final", mv = found.move_of(last))
    } else {
        let cap = found.record.search.config.node_cap;
        tr!("mcts-at-cap", cap = cap, mv = found.move_of(last))
    }));
}

/// The playout: its moves and result.
fn playout_lines(
    found: &MctsAnalysis,
    _step: &MctsStep,
    iteration: &Iteration<u32>,
    lines: &mut Vec<Line<'static>>,
) {
    let nodes = &found.record.search.nodes;
    let last = *iteration.path.last().expect("a path has the root");
    if nodes[last as usize].outcome.is_some() && iteration.playout_length == 0 {
        let result = result_text(found, iteration.result);
        lines.push(Line::from(tr!("mcts-no-playout", mv = found.move_of(last), result = result)));
    } else {
        let moves: Vec<String> =
            iteration.playout.iter().map(|&m| found.label(m).to_string()).collect();
        let more = iteration.playout_length.saturating_sub(moves.len() as u64);
        let more =
            if more > 0 { format!(" {}", tr!("mcts-more", n = more)) } else { String::new() };
        let played = if moves.is_empty() { tr!("mcts-no-move-played") } else { moves.join(" ") };
        lines.push(Line::from(tr!(
            "mcts-playout-line",
            playout = found.record.search.config.playout.name(),
            from = found.move_of(last),
            moves = format!("{played}{more}"),
            n = iteration.playout_length
        )));
        lines.push(Line::from(vec![
            Span::raw(format!("{} ", tr!("mcts-result"))),
            Span::styled(result_text(found, iteration.result), theme::title()),
        ]));
    }
}

/// Backup: each node's count and mean before and after.
fn backup_lines(
    found: &MctsAnalysis,
    step: &MctsStep,
    iteration: &Iteration<u32>,
    lines: &mut Vec<Line<'static>>,
) {
    let counts = Counts::At(&step.replay);
    let after = step.after();
    let after_counts = Counts::At(&after);
    let result = mean_text(found, iteration.result as f64);
    lines.push(Line::from(tr!("mcts-backup-how", result = result)));
    for &id in iteration.path.iter().rev() {
        let before = counts.visits(found, id);
        let was = match before {
            0 => tr!("mcts-new"),
            _ => tr!("mcts-mean", value = mean_text(found, counts.mean(found, id))),
        };
        lines.push(Line::from(format!(
            "{}: n {} → {}, {was} → {}",
            found.move_of(id),
            before,
            after_counts.visits(found, id),
            mean_text(found, after_counts.mean(found, id)),
        )));
    }
}

/// One step of selection in words and numbers: the chosen child's UCB and the runner-up's.
fn selection_line(found: &MctsAnalysis, counts: Counts, parent: u32, child: u32) -> Line<'static> {
    let nodes = &found.record.search.nodes;
    let p = &nodes[parent as usize];
    if p.chance {
        let (at, mv) = (found.move_of(parent), found.move_of(child));
        return Line::from(tr!("mcts-chance-draws", at = at, mv = mv));
    }
    let big_n = counts.visits(found, parent);
    let n = counts.visits(found, child);
    let mean = p.to_move.sign() as f64 * counts.mean(found, child);
    let c = counts.c(found);
    let ucb = counts.ucb(found, child).unwrap_or(f64::NAN);
    let others = found.record.search.children(parent).filter(|&o| o != child && counts.exists(o));
    let runner_up =
        others.filter_map(|o| Some((counts.ucb(found, o)?, o))).max_by(|a, b| a.0.total_cmp(&b.0));
    let scale = found.analysis.terms.scale as f64;
    let mut text = tr!(
        "mcts-chosen",
        at = found.move_of(parent),
        big = big_n.to_string(),
        side = found.side(p.to_move),
        mv = found.move_of(child),
        ucb = format!(
            "{} + {}·√(ln {big_n} / {n}) = {}",
            signed_decimal(mean / scale),
            crate::i18n::decimal(c / scale, 2),
            signed_decimal(ucb / scale)
        )
    );
    if let Some((score, other)) = runner_up {
        let (mv, ucb) = (found.move_of(other), signed_decimal(score / scale));
        text += &format!("; {}", tr!("mcts-next-best", mv = mv, ucb = ucb));
    }
    Line::from(text)
}
