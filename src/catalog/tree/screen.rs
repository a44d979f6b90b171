//! A textbook tree on screen: where the game is in the tree, and the moves from here.

use crate::catalog::Entry;
use crate::engine::compare::{Comparison, one_way};
use crate::engine::{Control, SearchConfig};
use crate::games::tree::{Kind, Order, TreeGame};
use crate::session::picture::{Arrange, Look, Part, Picture, Row};
use crate::session::{Position, SessionGame};
use crate::tr;

impl SessionGame for TreeGame {
    fn title(&self) -> &'static str {
        // The entry says it once, for every front end.
        crate::i18n::word(&crate::catalog::game_message(super::TREE.key(), false))
    }

    fn end_reason(&self, node: &u32) -> String {
        let node = self.tree.node(*node);
        let value = self.tree.value_text(node.value.unwrap_or(0));
        tr!("tree-end", leaf = node.label.as_str(), value = value)
    }

    fn move_effect(&self, _node: &u32, child: u32) -> String {
        let child = self.tree.node(child);
        match (child.children.is_empty(), child.value) {
            (true, Some(v)) => tr!("tree-effect-leaf", value = self.tree.value_text(v)),
            _ => tr!("tree-effect-node", kind = kind_name(child.kind), n = child.children.len()),
        }
    }

    fn describe_state(&self, node: &u32) -> String {
        tr!("tree-position", node = self.tree.node(*node).label.as_str())
    }

    /// Rows name a node by its move, which is its label, except for the root (no move) and
    /// CS188 trees, whose moves are actions: there the row adds the state.
    fn brief(&self, id: &u32) -> Option<String> {
        let node = self.tree.node(*id);
        (*id == 0 || node.action.is_some()).then(|| node.label.clone())
    }

    fn picture(&self, position: &Position<'_, Self>) -> Picture {
        let node = self.tree.node(*position.state);
        let rows = vec![
            Row::plain(tr!(
                "tree-picture-at",
                node = node.label.as_str(),
                kind = kind_name(node.kind)
            )),
            Row::plain(tr!("tree-picture-tree", tree = self.tree.notation()))
                .look(Look::PLAIN.dim()),
        ];
        Picture { arrange: Arrange::Stacked, parts: vec![(None, Part::Wrapped(rows))] }
    }

    fn compare_more(
        &self,
        node: &u32,
        config: SearchConfig,
        control: Control<'_>,
    ) -> Vec<Comparison> {
        let ab = SearchConfig {
            alpha_beta: true,
            transposition_table: false,
            move_ordering: false,
            ..config
        };
        let mut rows = vec![
            one_way(
                self,
                node,
                crate::tr!("way-prune-equal"),
                SearchConfig { strict_cutoffs: false, ..ab },
                control,
            ),
            one_way(
                self,
                node,
                crate::tr!("way-prune-strict"),
                SearchConfig { strict_cutoffs: true, ..ab },
                control,
            ),
        ];
        for (order, name) in [
            (Order::Reversed, "way-reversed"),
            (Order::BestFirst, "way-best-first"),
            (Order::WorstFirst, "way-worst-first"),
        ] {
            let game = self.ordered(order);
            rows.push(one_way(&game, node, crate::i18n::text(name, None), ab, control));
        }
        rows
    }

    fn prefers_drawing(&self) -> bool {
        true
    }

    fn ends_in_utilities(&self) -> bool {
        true
    }

    fn value_scale(&self) -> crate::engine::Score {
        self.tree.scale
    }

    fn position_height(&self, _node: &u32) -> u16 {
        3
    }
}

fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Max => "MAX",
        Kind::Min => "MIN",
        Kind::Chance => crate::i18n::word("tree-kind-chance"),
    }
}
