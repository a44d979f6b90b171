//! The Minimax panel: the root value and what it means, the best move and line, what the search
//! counted, and the switches in force. In a step-through: the narration of the last step and the
//! search's call stack with each level's α/β window and value so far.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Stylize;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::engine::replay::{Replay, Visit};
use crate::engine::{Algorithm, Player, Score, SearchConfig, score};
use crate::i18n::decimal;
use crate::session::{Analysis, Source, Tree};
use crate::tr;
use crate::tui::app::{DELAYS_MS, Play, Step};
use crate::tui::narrate::narrate;
use crate::tui::theme;

/// The panel of the last minimax search (or of none yet).
pub fn render_panel(play: &Play, area: Rect, buf: &mut Buffer) {
    // The panel is of one search; when the screen shows another position, its title says so.
    let title = if play.focus.on_a_node() {
        tr!("minimax-title-whole")
    } else if let Some(at) = play.walked_back() {
        tr!("minimax-title-at", at = at)
    } else {
        tr!("minimax-title")
    };
    let title = format!(" {title} ");
    let block = Block::bordered().title(Span::styled(title, theme::title()));
    let inner = block.inner(area);
    block.render(area, buf);
    Paragraph::new(lines(play, inner.width)).wrap(Wrap { trim: true }).render(inner, buf);
}

/// The rows the panel needs at `width` (its border included), its lines wrapped: the layout
/// gives it these before the tree (at 80x24 the end of a game pushed the switches and the
/// legend out of a panel of fixed height).
pub fn panel_height(play: &Play, width: u16) -> u16 {
    let room = width.saturating_sub(2).max(1) as usize;
    // Words wrap a little earlier than the characters would: a row more for every long line.
    let rows: usize = lines(play, room as u16)
        .iter()
        .map(|l| match l.width() {
            0 => 1,
            w if w <= room => 1,
            w => w.div_ceil(room) + 1,
        })
        .sum();
    rows as u16 + 2
}

/// The panel's lines for a panel `width` wide inside, before wrapping.
fn lines(play: &Play, width: u16) -> Vec<Line<'static>> {
    let mut lines: Vec<Line<'static>> = super::thinking::line(play).into_iter().collect();
    analysis_lines(play, width, &mut lines);
    lines
}

/// The last analysis's lines.
fn analysis_lines(play: &Play, width: u16, lines: &mut Vec<Line<'static>>) {
    match &play.analysis {
        Some(a) => last_search_lines(play, a, width, lines),
        None if play.thinking.is_none() => lines.push(Line::from(tr!("minimax-none-yet")).dim()),
        None => {}
    }
    move_value_lines(play, lines);
    switch_lines(play, lines);
    lines.push(whose_values(play));
}

/// The last search: which position, its value, best move and line (unless hidden), and what it
/// counted.
fn last_search_lines(play: &Play, a: &Analysis, width: u16, lines: &mut Vec<Line<'static>>) {
    let elsewhere = a.position != play.session.position();
    if elsewhere {
        lines.push(Line::from(tr!("minimax-last-search", n = a.plies)).dim());
    }
    // A search of a position not on the way here (one walked back from with `<`, or left by an
    // undo): its value and best move would answer another question. One on the way here (the
    // computer's last decision) keeps them, labelled above.
    if elsewhere && a.plies >= play.session.plies() {
        lines.push(Line::from(tr!("minimax-not-here")).dim());
    } else if play.values.shown() {
        value_lines(play, a, width, lines);
    } else {
        lines.push(Line::from(tr!("minimax-hidden")).dim());
        // How many nodes, leaves and cutoffs the search took depends on where the values lie:
        // two games differing only in which move is best count differently.
        lines.push(Line::from(tr!("minimax-counts-hidden")).dim());
        return;
    }
    count_lines(a, lines);
}

/// The value with its meaning, the best move and line, and the ties drawn from.
fn value_lines(play: &Play, a: &Analysis, width: u16, lines: &mut Vec<Line<'static>>) {
    // Wins and losses as the seed's ±1; an exact value (a draw, a tree's leaf
    // values) as it is; a heuristic value marked as one.
    let value = if score::is_decisive(a.value) {
        crate::words::signed(score::utility(a.value) as Score)
    } else if a.exact {
        a.terms.max_value(a.value)
    } else {
        let depth = a.depth().map_or(String::new(), |d| tr!("minimax-depth-part", depth = d));
        // The unit, where the heuristic counts one: "+3 discs (heuristic, depth 6)".
        let count = (a.value / a.terms.scale.max(1)).unsigned_abs();
        let unit = crate::words::unit(a.terms.unit, u64::from(count));
        let value = a.terms.max_value(a.value);
        tr!("minimax-heuristic", value = value, unit = unit, depth = depth)
    };
    let verdict = match a.source.without_search() {
        // A rule or a solver knows who wins, not in how many plies.
        Some(what) => {
            let outcome = crate::words::exact_verdict(a.value, play.session.sides());
            tr!("minimax-by", outcome = outcome, what = what)
        }
        None => crate::words::verdict(a.value, a.exact, play.session.sides()),
    };
    lines.push(Line::from(vec![
        Span::raw(format!("{} ", tr!("minimax-value"))),
        Span::styled(value, theme::title()),
        Span::raw(": "),
        Span::raw(verdict),
    ]));
    let best = a
        .best
        .map_or("—".to_string(), |_| a.principal_variation.first().cloned().unwrap_or_default());
    // The line gets the rest of one row, cut with "… (N more)" when longer.
    let (best_move, line) = (tr!("minimax-best-move"), tr!("minimax-line"));
    let labels = best_move.chars().count() + line.chars().count();
    let room = (width as usize).saturating_sub(labels + 5 + best.chars().count());
    lines.push(Line::from(vec![
        Span::raw(format!("{best_move} ")),
        Span::styled(best, theme::title()),
        Span::raw(format!("   {line} ")).dim(),
        Span::raw(crate::words::line(&a.principal_variation, room)),
    ]));
    if a.ties > 1
        && let Some(seed) = a.config.random_ties
    {
        lines.push(Line::from(tr!("minimax-ties", n = a.ties, seed = seed.to_string())).dim());
    }
}

/// What the search counted, or which engine chose without a tree.
fn count_lines(a: &Analysis, lines: &mut Vec<Line<'static>>) {
    let s = &a.stats;
    if let Source::Dedicated { note, .. } = &a.source {
        lines.push(Line::from(tr!("minimax-chosen-by", note = note.as_str())));
        lines.push(Line::from(tr!("minimax-no-tree-dedicated")).dim());
    } else if a.source.verdicts() {
        lines.push(Line::from(tr!("minimax-no-tree")).dim());
    } else {
        lines.push(Line::from(tr!(
            "minimax-counts",
            nodes = s.nodes,
            leaves = s.leaves,
            cutoffs = s.cutoffs,
            hits = s.tt_hits
        )));
        let depth = match clock(a) {
            Some(clock) => format!("{} ({clock})", s.max_depth),
            None => s.max_depth.to_string(),
        };
        lines.push(Line::from(tr!(
            "minimax-depth-line",
            depth = depth,
            ms = decimal(s.elapsed.as_secs_f64() * 1e3, 2),
            branching = decimal(s.effective_branching_factor(), 2)
        )));
        lines.extend(iterations(a));
        lines.extend(parity_swing(a));
    }
}

/// How the Moves panel's values were found: a second search of every move, or a solver.
fn move_value_lines(play: &Play, lines: &mut Vec<Line<'static>>) {
    if let Some(a) = play.current_analysis().filter(|_| play.values.shown())
        && let Some(nodes) = a.hint_nodes
    {
        let depth = a.hint_depth.map_or(String::new(), |d| tr!("minimax-by-clock", depth = d));
        // "Exact" is a value the depth limit did not cut: a heuristic value is not one.
        let how = match a.depth() {
            Some(d) if !a.exact => tr!("minimax-how-depth", depth = d),
            _ => tr!("minimax-how-exact"),
        };
        let line = tr!("minimax-move-values", how = how, nodes = nodes, depth = depth);
        lines.push(Line::from(line).dim());
    }
    // A solver valued the moves beside the search: the exact answer the search's depth limit
    // could not reach, said with its source.
    if let Some(a) =
        play.current_analysis().filter(|a| play.values.shown() && a.source == Source::Teaching)
        && let Source::Solver(what) = &a.move_values_by
        && let Some(top) = a.move_values.iter().map(|v| v.value * a.to_move.sign()).max()
    {
        let value = top * a.to_move.sign();
        let verdict = crate::words::exact_verdict(value, play.session.sides());
        let exact = format!("{} ", tr!("minimax-exact"));
        lines.push(Line::from(vec![Span::styled(exact, theme::title()), Span::raw(verdict)]));
        lines.push(Line::from(tr!("minimax-move-values-by", what = what.as_str())).dim());
    }
}

/// The switches in force, each side's where they differ.
fn switch_lines(play: &Play, lines: &mut Vec<Line<'static>>) {
    let notes = [false, true].map(|min| play.session.engine_note(min));
    match (&play.computer.min_engine, notes[0] != notes[1]) {
        (None, false) => lines.push(switches(&play.config, notes[0].as_deref())),
        // Each side its own settings: both said first, so a short panel keeps them.
        _ => {
            for (at, player) in [Player::Max, Player::Min].into_iter().enumerate() {
                let mut line = switches(&play.switches_for(player), notes[at].as_deref());
                let side = play.session.side_name(player);
                line.spans.insert(0, Span::raw(format!("{side}: ")));
                lines.insert(at, line);
            }
        }
    }
}

/// Whose view the values are.
fn whose_values(play: &Play) -> Line<'static> {
    let (max, min) = (play.session.side_name(Player::Max), play.session.side_name(Player::Min));
    // MAX by its game's name where it has one: "X's (MAX)".
    let named = if max == "MAX" { "no" } else { "yes" };
    // With a depth limit, heuristic numbers share the scale: wins are written by name.
    let limited = play.config.limited();
    let id = match (play.config.algorithm, play.session.ends_in_utilities()) {
        (Algorithm::Minimax, true) => "minimax-values-utilities",
        (Algorithm::Minimax, false) if limited => "minimax-values-limited",
        (Algorithm::Minimax, false) => "minimax-values-wins",
        (Algorithm::Negamax, true) => "minimax-negamax-utilities",
        (Algorithm::Negamax, false) => "minimax-negamax",
    };
    let mut args = crate::i18n::FluentArgs::new();
    args.set("named", named);
    args.set("max", max);
    args.set("max_of", crate::i18n::of(max));
    args.set("min", min);
    Line::from(crate::i18n::text(id, Some(&args))).dim()
}

pub fn render_step(play: &Play, step: &Step, area: Rect, buf: &mut Buffer) {
    let tree = step.tree();
    let trace = &tree.trace;
    let autoplay = if step.autoplay {
        format!(" · {}", tr!("step-autoplay", ms = DELAYS_MS[play.computer.delay].max(20)))
    } else {
        String::new()
    };
    let chapter = match step.chapters() {
        1 => String::new(),
        n => format!("{} · ", tr!("step-chapter", n = step.chapter + 1, of = n)),
    };
    let title = tr!("step-title", step = step.replay.step, steps = trace.events.len());
    let title = format!(" {chapter}{title}{autoplay} ");
    let block = Block::bordered().title(Span::styled(title, theme::key()));
    let inner = block.inner(area);
    block.render(area, buf);
    // The narration names positions as the tree's rows do.
    let place = |id: u32| {
        if let Some(brief) = tree.brief(id) {
            return brief.to_string();
        }
        let line = tree.line_to(id);
        play.session.describe_after(step.analysis.position, &line).unwrap_or_else(|| {
            match line.is_empty() {
                true => tr!("step-root"),
                false => tr!("step-after", line = line.join(" ")),
            }
        })
    };
    let narration = narrate(tree, &step.replay, &place);
    // The narration wraps; the call stack gets the rows left below it.
    let narration_rows = narration.chars().count().div_ceil(inner.width.max(1) as usize);
    let mut lines = vec![Line::from(narration)];
    if step.replay.at_end(trace) {
        lines.push(
            Line::from(tr!(
                "step-end",
                value = tree.value(trace.nodes.first().and_then(|n| n.value).unwrap_or(0), 0),
                // This chapter's own search (the analysis counts all of an iteration's tries).
                nodes = trace.nodes.len(),
                capped = if trace.is_capped() { "yes" } else { "no" }
            ))
            .style(theme::good()),
        );
    }
    let ab = tree.alpha_beta;
    lines.push(Line::from(if ab { tr!("step-stack") } else { tr!("step-stack-plain") }).dim());
    let stack = step.replay.stack(trace);
    let room = (inner.height as usize).saturating_sub(lines.len() + narration_rows + 1);
    let skip = stack.len().saturating_sub(room);
    if skip > 0 {
        lines.push(Line::from(format!("  {}", tr!("step-above", n = skip)).dim()));
    }
    lines.extend(stack.iter().skip(skip).map(|&id| stack_line(tree, &step.replay, id)));
    Paragraph::new(lines).wrap(Wrap { trim: true }).render(inner, buf);
}

/// A level of the call stack: the node, its window (with alpha-beta) and its value so far.
fn stack_line(tree: &Tree, r: &Replay, id: u32) -> Line<'static> {
    let node = tree.node(id);
    let value = r.value[id as usize].map_or("?".into(), |v| tree.value(v, node.ply));
    let done = match r.visit[id as usize] == Visit::Done {
        true => format!(" {}", tr!("step-done")),
        false => String::new(),
    };
    // Without alpha-beta there is no window to show: only values (that contrast is the lesson).
    let window = if tree.alpha_beta {
        format!(
            " α {}  β {} ",
            tree.value(r.alpha[id as usize], node.ply),
            tree.value(r.beta[id as usize], node.ply)
        )
    } else {
        String::new()
    };
    Line::from(vec![
        Span::raw("·".repeat(node.ply.min(12) as usize)),
        Span::styled(mover(tree, id), theme::ink(tree.ink(node.to_move))),
        Span::raw(format!(" {} ", tree.label(id))),
        Span::raw(format!("{window} {value}{done}")),
    ])
}

/// Who moves at a recorded node, as the call stack names it.
fn mover(tree: &Tree, id: u32) -> String {
    match tree.node(id).chance {
        true => tr!("narrate-chance-mover"),
        false => tree.side(tree.node(id).to_move).to_string(),
    }
}

/// On a clock: how the deepest finished iteration ended the deepening (its counts are shown).
fn clock(a: &crate::session::Analysis) -> Option<String> {
    let last = a.iterations().last()?;
    let seconds = decimal(last.elapsed.as_secs_f64(), 2);
    Some(if last.exact {
        tr!("clock-exact", seconds = seconds)
    } else if Some(last.depth) == a.config.depth {
        tr!("clock-limit", seconds = seconds)
    } else {
        tr!("clock-cut", seconds = seconds, depth = last.depth + 1)
    })
}

/// On a clock: the iterations, deepest first, with their values and best moves.
fn iterations(a: &crate::session::Analysis) -> Option<Line<'static>> {
    if a.iterations().is_empty() {
        return None;
    }
    let each: Vec<String> = a
        .iterations()
        .iter()
        .rev()
        .map(|i| {
            let best = i.best_move.as_deref().unwrap_or("—");
            let value = a.terms.max_value(i.value);
            tr!("iteration", depth = i.depth, value = value, best = best)
        })
        .collect();
    Some(Line::from(tr!("iterations", list = each.join(" · "))).dim())
}

/// Where a clock's iterations zigzag (up, down, up: Reversi's heuristic at odd and even
/// depths), the line that says why, so that a swing is not read as the position changing.
fn parity_swing(a: &crate::session::Analysis) -> Option<Line<'static>> {
    let values: Vec<Score> = a.iterations().iter().map(|i| i.value).collect();
    zigzags(&values).then(|| Line::from(tr!("parity-swing")).dim())
}

/// Whether heuristic values, depth by depth, turn up and down at least twice (wins and losses
/// left out: they do not swing with the depth).
fn zigzags(values: &[Score]) -> bool {
    use crate::engine::score::is_decisive;
    let values: Vec<Score> = values.iter().copied().filter(|v| !is_decisive(*v)).collect();
    let steps: Vec<Score> = values.windows(2).map(|w| (w[1] - w[0]).signum()).collect();
    steps.windows(2).filter(|w| w[0] * w[1] < 0).count() >= 2
}

/// A no-break space: a switch and its setting wrap as one word ("depth" ended a row at 80x24 and
/// its number began the next).
const TIED: char = '\u{a0}';

fn switches(config: &SearchConfig, note: Option<&str>) -> Line<'static> {
    let on = |b: bool| if b { tr!("start-on") } else { tr!("start-off") };
    let depth = config.depth.map_or("∞".to_string(), |d| d.to_string());
    let mut depth = match config.time {
        Some(t) => {
            let clock = tr!("switch-clock");
            format!("{depth} · {clock}{TIED}{}{TIED}s", crate::i18n::shortest(t.as_secs_f64()))
        }
        None => depth,
    };
    for (on, name) in [
        (config.pvs, "PVS".to_string()),
        (config.killers, tr!("switch-killers")),
        (config.history, tr!("switch-history")),
        (note.is_some(), note.unwrap_or_default().to_string()),
    ] {
        if on {
            depth.push_str(" · ");
            depth.push_str(&name);
        }
    }
    let table = match config.hash_bytes {
        Some(bytes) if config.transposition_table => format!("{}{TIED}MB", bytes >> 20),
        _ => on(config.transposition_table),
    };
    let depth_word = tr!("switch-depth");
    Line::from(vec![
        Span::styled(format!("{:?}", config.algorithm).to_lowercase(), theme::key()),
        Span::raw(format!(
            " · {} · TT{TIED}{table} · {depth_word}{TIED}{depth}",
            // Said as the `a` key says it, the switch agreeing with its noun.
            tr!("switched-alpha-beta", on = if config.alpha_beta { "yes" } else { "no" })
                .replace(' ', &TIED.to_string())
        )),
    ])
}

#[cfg(test)]
mod tests {
    use super::zigzags;
    use crate::engine::score::WIN;

    #[test]
    fn a_swing_with_the_depth_is_told_from_a_trend() {
        assert!(zigzags(&[3, -1, 4, 0, 5]), "up and down with each depth");
        assert!(!zigzags(&[1, 2, 2, 5, 7]), "a trend");
        assert!(!zigzags(&[3, -1, 4]), "one turn is not a swing");
        assert!(!zigzags(&[3, WIN - 5, -1, WIN - 3]), "wins are left out: 3, -1");
    }
}
