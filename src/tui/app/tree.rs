//! The game tree with the keys: moving its cursor, opening and closing nodes.

use crate::engine::trace::NONE;
use crate::tui::keys::Action;
use crate::tui::outline::{self, Row};

use super::Play;

/// Rows moved by PgUp/PgDn in the tree.
const PAGE: usize = 10;

impl Play {
    /// The tree's rows as they are shown now.
    pub fn tree_rows(&self) -> Vec<Row> {
        match self.shown_tree() {
            Some(tree) => {
                let replay = self.step().map(|s| &s.replay);
                outline::rows(tree, replay, &self.outline, self.blind())
            }
            None => Vec::new(),
        }
    }

    /// Keys that move the tree's cursor or open and close its nodes; false for other keys.
    pub(super) fn tree_key(&mut self, action: Action) -> bool {
        let rows = self.tree_rows();
        let Some(tree) = self.shown_tree() else { return false };
        let focus = outline::focus(tree, self.step().map(|s| &s.replay), self.blind());
        let replay = self.step().map(|s| &s.replay);
        let at = self.outline.cursor_or(outline::start(tree, replay, self.blind()));
        let Some(index) = rows.iter().position(|r| *r == Row::Node { id: at, depth: r.depth() })
        else {
            self.outline.cursor = None;
            return true;
        };
        let depth = rows[index].depth();
        let open = rows.get(index + 1).is_some_and(|r| r.depth() > depth);
        let has_children = tree.node(at).first_child != NONE;
        let parent = tree.node(at).parent;
        // The nearest node row at or after `i` (or before it, searching back).
        let node_from = |i: usize| rows.iter().skip(i).find_map(Row::node_id);
        let node_before = |i: usize| rows[..i.min(rows.len())].iter().rev().find_map(Row::node_id);
        let cursor = match action {
            Action::Up => node_before(index),
            Action::Down => node_from(index + 1),
            // Less than a page above: to the top.
            Action::PageUp => node_before(index.saturating_sub(PAGE - 1)).or_else(|| node_from(0)),
            Action::PageDown => node_from(index + PAGE).or_else(|| node_before(rows.len())),
            Action::Home => Some(0),
            Action::End => Some(focus),
            Action::Right if has_children && !open => {
                self.outline.toggle(at, false);
                None
            }
            Action::Right => node_from(index + 1),
            Action::Left if open => {
                self.outline.toggle(at, true);
                None
            }
            Action::Left => (parent != NONE).then_some(parent),
            Action::Confirm if has_children => {
                self.outline.toggle(at, open);
                None
            }
            Action::Confirm => None,
            _ => return false,
        };
        self.outline.cursor = Some(cursor.unwrap_or(at));
        true
    }
}
