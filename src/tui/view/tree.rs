//! The Game tree panel: the recorded search as an outline. The path to the node in focus is open,
//! other nodes closed with their subtree sizes; pruned moves are listed where alpha-beta cut them.
//! In a step-through only what the search has reached is shown, with the values it knew then.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style, Stylize};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use crate::engine::Player;
use crate::engine::observer::LeafKind;
use crate::engine::replay::{Replay, Visit};
use crate::engine::score::INFINITY;
use crate::engine::trace::NodeKind;
use crate::engine::tt::Bound;
use crate::session::{Source, Tree};
use crate::tr;
use crate::tui::app::{Focus, Hit, Play};
use crate::tui::outline::{self, Outline, Row};
use crate::tui::theme;

/// Past this depth rows stop moving right, so deep lines stay readable; a narrow panel stops
/// sooner (a sixth of its width).
const MAX_INDENT: u32 = 24;

pub fn render(play: &Play, area: Rect, buf: &mut Buffer) {
    if let Some(found) = play.mcts_step().map(|s| s.found()).or(play.shown_mcts()) {
        return super::mcts::render_tree(play, &found, area, buf);
    }
    // Blind play (hints off) hides every evaluation; a step-through shows what the user asked for.
    let blind = play.blind();
    let (title, style) = title(play, area.width.saturating_sub(2) as usize);
    let block = Block::bordered().title(Span::styled(title, style));
    let inner = block.inner(area);
    block.render(area, buf);
    let untreed = match play.shown_analysis().map(|a| &a.source) {
        Some(Source::Dedicated { note, .. }) => {
            Some(tr!("tree-no-tree-dedicated", note = note.as_str()))
        }
        Some(Source::Solver(what) | Source::Rule(what)) => {
            Some(tr!("tree-no-tree", what = what.as_str()))
        }
        Some(Source::Teaching | Source::MonteCarlo) | None => None,
    };
    if let Some(text) = untreed {
        Paragraph::new(text).wrap(ratatui::widgets::Wrap { trim: true }).dim().render(inner, buf);
        return;
    }
    if play.retry.is_some() {
        let text = tr!("tree-retrying");
        Paragraph::new(text).wrap(ratatui::widgets::Wrap { trim: true }).dim().render(inner, buf);
        return;
    }
    let Some(tree) = play.shown_tree() else {
        let hint = if play.thinking.is_some() { tr!("tree-searching") } else { tr!("tree-next") };
        Paragraph::new(hint).dim().render(inner, buf);
        return;
    };
    // The picture when it fits (and is wanted), else the outline.
    if play.drawn {
        let (tree, scene) = scene(play, tree);
        if super::drawing::render(tree, &scene, inner, buf) {
            return;
        }
    }
    let replay = play.step().map(|s| &s.replay);
    let highlight = matches!(play.focus, Focus::Tree) || play.step().is_some();
    let view = View { height: inner.height as usize, width: inner.width, highlight, blind };
    let rows = lines(tree, replay, &play.outline, view);
    let mut hits = play.hits.borrow_mut();
    hits.push((inner, Hit::Tree));
    for (y, (_, node)) in rows.iter().enumerate() {
        if let Some(id) = node {
            hits.push((Rect { y: inner.y + y as u16, height: 1, ..inner }, Hit::Node(*id)));
        }
    }
    Paragraph::new(rows.into_iter().map(|(line, _)| line).collect::<Vec<_>>()).render(inner, buf);
}

/// The panel's title (whose values, which search, whether the keys are here) in `width`
/// columns, and its style: a narrow panel gets fewer words, never a cut point of view.
fn title(play: &Play, width: usize) -> (String, ratatui::style::Style) {
    let blind = play.blind();
    // The game's name for MAX, before any tree too ("values are MAX's" over tic-tac-toe's
    // first empty panel, "X's (MAX)" once it had a tree).
    let max = play.session.side_name(Player::Max);
    let (perspective, short) = match play.shown_tree() {
        _ if play.retry.is_some() => (tr!("tree-hidden-retry"), tr!("tree-hidden-retry-short")),
        _ if blind => (tr!("tree-hidden"), tr!("tree-hidden-short")),
        Some(tree) if tree.negamax() => (tr!("tree-negamax"), tr!("tree-negamax-short")),
        _ if max != "MAX" => {
            let max_of = crate::i18n::of(max);
            (tr!("tree-named", max_of = max_of.as_str()), tr!("tree-named-short", max_of = max_of))
        }
        _ if play.session.ends_in_utilities() => {
            (tr!("tree-utilities"), tr!("tree-utilities-short"))
        }
        _ => (tr!("tree-max"), tr!("tree-max-short")),
    };
    let keys = matches!(play.focus, Focus::Tree);
    let focus = if keys { format!(" · {}", tr!("tree-focus")) } else { String::new() };
    // The last search, when it was of a position not on the way here (walked back from with
    // `<`, or left by an undo), and no step-through says which.
    let elsewhere = match play.shown_analysis() {
        Some(a)
            if play.step().is_none()
                && a.position != play.session.position()
                && a.plies >= play.session.plies() =>
        {
            format!(" · {}", tr!("tree-after", n = a.plies))
        }
        _ => String::new(),
    };
    let title = super::fit_title(
        [
            format!(" {}{elsewhere} · {perspective}{focus} ", tr!("tree-game-tree")),
            format!(
                " {}{elsewhere} · {short}{} ",
                tr!("tree-tree"),
                match keys {
                    true => format!(" · {}", tr!("tree-keys")),
                    false => String::new(),
                }
            ),
            format!(" {}{elsewhere} · {short} ", tr!("tree-tree")),
        ],
        format!(" {short} "),
        width,
    );
    let style = if matches!(play.focus, Focus::Tree) || play.step().is_some() {
        theme::key()
    } else {
        theme::title()
    };
    (title, style)
}

/// The picture's scene: the step-through's replay and the node in focus.
fn scene<'a>(play: &'a Play, tree: &'a Tree) -> (&'a Tree, super::drawing::Scene<'a>) {
    let blind = play.blind();
    let replay = play.step().map(|s| &s.replay);
    let focus = (play.step().is_some() || matches!(play.focus, Focus::Tree))
        .then(|| play.outline.cursor_or(outline::start(tree, replay, blind)));
    (tree, super::drawing::Scene { replay, focus, blind, principal: true, overlay: None })
}

/// Whether the tree panel would show the picture in `area` (its border included): wanted, a
/// tree kept, and room for it.
pub fn draws_in(play: &Play, area: Rect) -> bool {
    let Some(tree) = play.shown_tree().filter(|_| play.drawn) else { return false };
    let (tree, scene) = scene(play, tree);
    super::drawing::fits(tree, &scene, Block::bordered().inner(area))
}

/// The outline's lines for a panel `height` rows high, centred on the cursor; only the rows on
/// screen are turned into text.
/// How the panel shows the outline: its size, whether the cursor row is highlighted, and whether
/// values are hidden (blind play).
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub height: usize,
    pub width: u16,
    pub highlight: bool,
    pub blind: bool,
}

/// The outline's rows on screen, each with the node it shows (none for a pruned row or a note).
pub fn lines(
    tree: &Tree,
    replay: Option<&Replay>,
    outline: &Outline,
    View { height, width, highlight, blind }: View,
) -> Vec<(Line<'static>, Option<u32>)> {
    let mut out = Vec::new();
    if height == 0 {
        return out;
    }
    let capped = tree.trace.is_capped();
    // The cap's note, on as many rows as the panel's width needs (at 80x24 one row ended
    // "(--trace-c"), below the rows of the tree.
    let note = match capped {
        true => crate::words::wrap(
            &tr!("tree-capped", cap = tree.trace.cap, more = tree.trace.dropped_events),
            (width as usize).max(1),
        ),
        false => Vec::new(),
    };
    let body = height.saturating_sub(note.len());
    let rows = outline::rows(tree, replay, outline, blind);
    let focus = outline::focus(tree, replay, blind);
    let cursor = outline.cursor_or(outline::start(tree, replay, blind));
    let max_indent = MAX_INDENT.min(width as u32 / 6);
    let at = rows.iter().position(|r| r.node_id() == Some(cursor)).unwrap_or(0);
    let first = at.saturating_sub(body / 2).min(rows.len().saturating_sub(body));
    let finished = replay.is_none_or(|r| r.at_end(&tree.trace));
    for (i, row) in rows.iter().enumerate().skip(first).take(body) {
        // A node is open when the row below it is deeper.
        let open = rows.get(i + 1).is_some_and(|next| next.depth() > row.depth());
        let shown = Shown {
            open,
            focus,
            finished: finished && !blind,
            blind,
            max_indent,
            width: width as usize,
        };
        let line = fit_line(row_line(tree, replay, *row, shown), width as usize);
        let line = match highlight && row.node_id() == Some(cursor) {
            true => line.style(theme::selected()),
            false => line,
        };
        out.push((line, row.node_id()));
    }
    out.extend(note.into_iter().map(|line| (Line::from(line).style(theme::bad()), None)));
    out
}

/// A row cut to `width` at a word's end, marked "›" (not "…", the step-through's "still
/// changing"), rather than mid-word at the panel's edge.
fn fit_line(line: Line<'static>, width: usize) -> Line<'static> {
    if line.width() <= width {
        return line;
    }
    let style = line.style;
    let mut out: Vec<Span<'static>> = Vec::new();
    let mut used = 0;
    for span in line.spans {
        let len = span.content.chars().count();
        if used + len < width {
            used += len;
            out.push(span);
            continue;
        }
        // Keep the words of this span that fit, then stop.
        let room = width.saturating_sub(used + 1);
        let head: String = span.content.chars().take(room).collect();
        let cut = match head.rfind(' ') {
            Some(i) if i > 0 => head[..i].to_string(),
            _ => String::new(),
        };
        out.push(Span::styled(cut, span.style));
        break;
    }
    out.push(Span::raw("›").dim());
    Line::from(out).style(style)
}

/// What a row needs to know about how it is shown.
#[derive(Clone, Copy)]
struct Shown {
    open: bool,
    focus: u32,
    /// The search is over: the principal variation is marked.
    finished: bool,
    blind: bool,
    max_indent: u32,
    /// The panel's width: a row wider drops its extras (`row_line`).
    width: usize,
}

fn row_line(tree: &Tree, replay: Option<&Replay>, row: Row, shown_as: Shown) -> Line<'static> {
    let Shown { open, focus, finished, blind, max_indent, width } = shown_as;
    if blind {
        return blind_line(tree, row);
    }
    let indent = "  ".repeat(row.depth().min(max_indent) as usize);
    let deep = if row.depth() > max_indent { format!("[{}] ", row.depth()) } else { String::new() };
    let id = match row {
        Row::Move { .. } => return blind_line(tree, row),
        Row::Pruned { id, .. } => {
            let pruned = tree.pruned_labels(id);
            return Line::from(vec![
                Span::raw(format!("{indent}{deep}✂ ")),
                Span::styled(pruned.join(" "), theme::bad().add_modifier(Modifier::CROSSED_OUT)),
                Span::styled(format!("  {}", tr!("tree-pruned", n = pruned.len())), theme::bad()),
            ]);
        }
        Row::Node { id, .. } => id,
    };
    let node = tree.node(id);
    let principal = finished && tree.principal.contains(&id);
    let visit = replay.map_or(Visit::Done, |r| r.visit[id as usize]);
    let value = match replay {
        Some(r) => r.value[id as usize],
        None => node.value,
    };
    let has_children = node.first_child != crate::engine::trace::NONE;
    let marker = match (has_children, open) {
        (false, _) => "·",
        (true, true) => "▾",
        (true, false) => "▸",
    };
    let final_position = node.kind == NodeKind::Leaf(LeafKind::Final);
    // A value the window cut short is a bound (AIMA figure 5.5's ≥ and ≤), once it is known.
    let relation = match (visit, tree.trace.bound(id)) {
        (Visit::Done, Bound::Lower) => "≥",
        (Visit::Done, Bound::Upper) => "≤",
        _ => "=",
    };
    let shown = match (value, visit) {
        (Some(v), Visit::Done) => tree.value(v, node.ply),
        (Some(v), _) => format!("{}…", tree.value(v, node.ply)),
        (None, _) => "?".into(),
    };
    // A subtree's size only once it is searched: before, it says how far the search will go.
    let note = note(tree, id, has_children && visit == Visit::Done);
    let mut label_style = if principal { theme::title() } else { Style::new() };
    if id == focus && replay.is_some() {
        label_style = theme::key();
    }
    let mut spans = vec![
        Span::raw(format!("{indent}{deep}{marker} ")),
        Span::styled(if principal { "★ " } else { "" }, theme::good()),
        Span::styled(tree.label(id).to_string(), label_style),
    ];
    let brief_at = spans.len();
    if let Some(brief) = tree.brief(id) {
        spans.push(Span::raw(format!(" {brief}")).dim());
    }
    // A final position has no side to move; in negamax its value is still someone's, the side
    // whose turn it would be.
    if !final_position || tree.negamax() {
        spans.push(Span::raw(" "));
        spans.push(Span::styled(tree.mover(id), theme::ink(tree.ink(node.to_move))));
    }
    spans.push(Span::raw(format!(" {relation} {shown}")));
    // Too wide, the position goes before the value is cut: a cut value ("+1…") would read as
    // the step-through's "still changing".
    if spans.iter().map(Span::width).sum::<usize>() > width && tree.brief(id).is_some() {
        spans.remove(brief_at);
    }
    let window = entry_window(tree, id);
    let now = (id == focus && replay.is_some())
        .then(|| Span::styled(format!("  ◀ {}", tr!("tree-now")), theme::key()));
    fit_extras(&mut spans, [window, Some(Span::raw(note).dim()), now], width);
    Line::from(spans)
}

/// The window a node was entered with, distances kept; none without alpha-beta, and none where
/// the game is over (no window changes a final value).
fn entry_window(tree: &Tree, id: u32) -> Option<Span<'static>> {
    let node = tree.node(id);
    let open_window = node.alpha > -INFINITY || node.beta < INFINITY;
    let final_position = node.kind == NodeKind::Leaf(LeafKind::Final);
    (tree.alpha_beta && open_window && !final_position).then(|| {
        let (alpha, beta) = (tree.value(node.alpha, node.ply), tree.value(node.beta, node.ply));
        Span::raw(format!("  [α {alpha}, β {beta}]")).dim()
    })
}

/// A row of blind play: the root with its side to move, or one of its moves, named and no more
/// (no value, size, mark, or sign of which moves the search opened).
fn blind_line(tree: &Tree, row: Row) -> Line<'static> {
    let label = match row {
        Row::Node { id: 0, .. } => {
            let side = tree.node(0).to_move;
            return Line::from(vec![
                Span::raw(format!("▾ {} ", crate::i18n::word("tree-root"))),
                Span::styled(tree.mover(0), theme::ink(tree.ink(side))),
            ]);
        }
        Row::Node { id, .. } | Row::Pruned { id, .. } => tree.label(id).to_string(),
        Row::Move { label } => tree.labels[label as usize].clone(),
    };
    Line::from(format!("  · {label}"))
}

/// What a row says of its node beside the value: the kind of leaf, or the subtree's size.
fn note(tree: &Tree, id: u32, has_children: bool) -> String {
    let node = tree.node(id);
    let size = tree.subtree_size(id);
    let note = match node.kind {
        NodeKind::Leaf(LeafKind::Final) if tree.terms.utilities => tr!("tree-note-leaf"),
        NodeKind::Leaf(LeafKind::Final) => tr!("tree-note-game-over"),
        NodeKind::Leaf(LeafKind::DepthCut) => tr!("tree-note-depth-cut"),
        NodeKind::Leaf(LeafKind::TableHit) => tr!("tree-note-table"),
        // Subtree sizes count the recorded nodes: past the cap they are the trace's, not the
        // search's.
        NodeKind::Expanded if has_children && tree.trace.is_capped() => {
            tr!("tree-note-recorded", n = size)
        }
        NodeKind::Expanded if has_children => tr!("tree-note-nodes", n = size),
        NodeKind::Expanded => return String::new(),
    };
    format!(" {note}")
}

/// Adds to `spans` what of `extras` (the window, the note, the step-through's "◀ now") fits in
/// `width`: too wide for the panel, a row gives up its extras whole rather than be cut
/// mid-number ("(6…", "[α −∞, β…"): the window is kept first, then "◀ now", then the note.
fn fit_extras(spans: &mut Vec<Span<'static>>, extras: [Option<Span<'static>>; 3], width: usize) {
    let mut extras = extras;
    let mut used = spans.iter().map(Span::width).sum::<usize>();
    for i in [0, 2, 1] {
        let fits = extras[i].as_ref().is_some_and(|extra| used + extra.width() <= width);
        match fits {
            true => used += extras[i].as_ref().map_or(0, Span::width),
            false => extras[i] = None,
        }
    }
    spans.extend(extras.into_iter().flatten());
}
