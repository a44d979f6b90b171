//! Textbook trees' entry: a tree typed in the parenthesised notation (or a file holding it), or
//! flat leaves with a branching factor; which player is at the root, the pruning rule, the order
//! moves are searched in.

mod commands;
pub mod exam;
pub mod grade;
mod screen;
pub mod solve;

use std::io::Write;

use anyhow::Result;
use serde_json::json;

use crate::catalog::generic::{GameEntry, Start};
use crate::catalog::{EVERYWHERE, Kind, Metadata, Param, ParamId, Values, bad};
use crate::engine::SearchConfig;
use crate::games::tree::{Cs188, Order, Tree, TreeGame};

pub struct TreeEntry;
pub static TREE: TreeEntry = TreeEntry;

pub const TEXT: ParamId = ParamId("tree");
pub const LEAVES: ParamId = ParamId("leaves");
pub const BRANCHING: ParamId = ParamId("branching");
pub const ROOT: ParamId = ParamId("root");
pub const CUT: ParamId = ParamId("cut");
pub const ORDER: ParamId = ParamId("order");

/// AIMA figure 5.2: MAX at A, MIN at B, C, D; the value is 3.
pub const AIMA_5_2: &str = "A:(B:(b1:3 b2:12 b3:8) C:(c1:2 c2:4 c3:6) D:(d1:14 d2:5 d3:2))";
/// The start form's examples: AIMA figure 5.2; a tree where pruning on equality matters (c1 = 3
/// equals α: AIMA's rule prunes c2 and c3, CS188's does not); chance nodes; two MIN layers.
pub const EXAMPLES: [&str; 4] = [
    AIMA_5_2,
    "A:(B:(b1:3 b2:12 b3:8) C:(c1:3 c2:4 c3:6) D:(d1:14 d2:5 d3:2))",
    "A:(B:chance(b1:3 b2:12) C:chance(c1:2 c2:4 c3:16) D:chance(d1:14@0.25 d2:0@0.75))",
    "A:(B:min(min(3 12) min(8 2)) C:min(min(4 6) min(14 5)))",
];
/// The most a tree file may hold.
pub const MAX_FILE: u64 = 1 << 20;
const ORDERS: [Order; 4] = [Order::Written, Order::Reversed, Order::BestFirst, Order::WorstFirst];

static PARAMS: [Param; 6] = [
    Param {
        id: TEXT,
        long: "",
        value_name: "TREE",
        label: Some("Tree"),
        help: "The tree, e.g. '((3 12 8) (2 4 6) (14 5 2))', or a file holding it (default: AIMA figure 5.2)",
        kind: Kind::Text { default: Some(AIMA_5_2), examples: &EXAMPLES },
        uses: EVERYWHERE,
    },
    Param {
        id: LEAVES,
        long: "leaves",
        value_name: "VALUES",
        label: None,
        help: "The leaves' values, comma-separated, under a uniform tree (with --branching)",
        kind: Kind::Text { default: None, examples: &[] },
        uses: EVERYWHERE,
    },
    Param {
        id: BRANCHING,
        long: "branching",
        value_name: "B",
        label: None,
        help: "Children per inner node for --leaves",
        kind: Kind::Number { least: 2, most: 100, default: None },
        uses: EVERYWHERE,
    },
    Param {
        id: ROOT,
        long: "root",
        value_name: "PLAYER",
        label: Some("Root"),
        help: "Who moves at the root; levels alternate below it unless a node says max(…), min(…) or chance(…)",
        kind: Kind::Choice { options: &["max", "min"], default: 0, flag: false },
        uses: EVERYWHERE,
    },
    Param {
        id: CUT,
        long: "cut",
        value_name: "RULE",
        label: Some("Pruning"),
        help: "equal: prune once a value reaches the window (v ≥ β, AIMA); strict: only once it passes it (v > β, CS188)",
        kind: Kind::Choice { options: &["equal", "strict"], default: 0, flag: false },
        uses: EVERYWHERE,
    },
    Param {
        id: ORDER,
        long: "order",
        value_name: "ORDER",
        label: Some("Move order"),
        help: "The order moves are searched in: as written, reversed, the mover's best first or worst first",
        kind: Kind::Choice {
            options: &["written", "reversed", "best", "worst"],
            default: 0,
            flag: false,
        },
        uses: EVERYWHERE,
    },
];

/// A tree and, when it came from a CS188 test file, how that test searches it: its agents,
/// its depth in rounds, and the agent class it grades.
pub struct Loaded {
    pub game: TreeGame,
    pub cs188: Option<(u32, u32, String)>,
}

impl TreeEntry {
    /// The tree the values describe, or what is wrong with it (one line).
    pub fn game(&self, values: &Values) -> Result<TreeGame, String> {
        self.load(values).map(|loaded| loaded.game)
    }

    /// A tree to practise on (`minimax practice --tree`): the notation, or a file holding it.
    /// A CS188 test is graded, not practised: its agents and depth are not the practice's.
    pub fn practice_tree(&self, argument: &str, root_min: bool) -> Result<Tree, String> {
        let text = tree_text(argument)?;
        if Cs188::recognises(&text) {
            // Practice traces whole trees: a test whose depth limit stops above the leaves
            // (its evaluations standing in for them) is graded, not practised.
            let test = Cs188::parse(&text).map_err(|e| e.to_string())?;
            let height = height(&test.tree, 0);
            let plies = test.depth.saturating_mul(test.agents);
            if plies < height {
                let (depth, agents) = (test.depth.to_string(), test.agents.to_string());
                return Err(crate::tr!("practice-cs188-depth", depth = depth, agents = agents));
            }
            // Practice names nodes by their states; the actions (Left, Right) repeat.
            let mut tree = test.tree;
            tree.nodes.iter_mut().for_each(|n| n.action = None);
            return Ok(tree);
        }
        Tree::parse(&text, root_min).map_err(|e| e.to_string())
    }

    /// The tree and the switches its search is graded with (CS188's conventions for its files).
    pub fn graded(&self, values: &Values, config: &SearchConfig) -> Result<(Loaded, SearchConfig)> {
        let loaded = self.load(values).map_err(bad)?;
        let config = self.config(values, &loaded, config)?;
        Ok((loaded, config))
    }

    fn load(&self, values: &Values) -> Result<Loaded, String> {
        let root_min = values.choice(ROOT) == 1;
        let order = ORDERS[values.choice(ORDER)];
        let (tree, cs188) = match values.text(LEAVES) {
            Some(leaves) => {
                let branching = values.number(BRANCHING).ok_or("--leaves needs --branching")?;
                let leaves = leaves
                    .split(',')
                    .map(|v| {
                        let v = v.trim();
                        v.parse::<f64>().map_err(|_| crate::tr!("parse-not-a-number", text = v))
                    })
                    .collect::<Result<Vec<f64>, String>>()?;
                (Tree::uniform(&leaves, branching as usize, root_min), None)
            }
            None if values.given(BRANCHING) => return Err(crate::tr!("tree-branching-alone")),
            None => {
                let text = tree_text(values.text(TEXT).unwrap_or(AIMA_5_2))?;
                if Cs188::recognises(&text) {
                    let test = Cs188::parse(&text).map_err(|e| e.to_string())?;
                    (Ok(test.tree), Some((test.agents, test.depth, test.algorithm)))
                } else {
                    (Tree::parse(&text, root_min), None)
                }
            }
        };
        let tree = tree.map_err(|e| e.to_string())?;
        Ok(Loaded { game: TreeGame::new(tree, order), cs188 })
    }

    /// The switches the tree asks for, and the engine's limits on them. A CS188 file is searched
    /// as its test does unless the options say otherwise: its depth in rounds of all agents,
    /// alpha-beta only for `AlphaBetaAgent`, pruning strictly (v > β), every state generated
    /// afresh (no table, which would skip states the test counts).
    fn config(
        &self,
        values: &Values,
        loaded: &Loaded,
        config: &SearchConfig,
    ) -> Result<SearchConfig> {
        crate::engine::contract::check(&loaded.game, &0, config).map_err(bad)?;
        let strict = values.choice(CUT) == 1;
        Ok(match &loaded.cs188 {
            None => SearchConfig { strict_cutoffs: strict, ..*config },
            Some((agents, depth, algorithm)) => SearchConfig {
                strict_cutoffs: strict || !values.given(CUT),
                depth: config.depth.or(Some(agents * depth)),
                alpha_beta: config.alpha_beta && algorithm == "AlphaBetaAgent",
                transposition_table: false,
                ..*config
            },
        })
    }
}

/// The tree's text: the argument itself, or the file it names. An argument with no bracket that
/// is not a lone number cannot be a tree, so it names a file ("no such file", not "must be a
/// label").
fn tree_text(argument: &str) -> Result<String, String> {
    let path = std::path::Path::new(argument.trim());
    let notation = argument.contains(['(', '[']) || argument.trim().parse::<f64>().is_ok();
    if !notation || path.is_file() {
        return crate::parse::read_file(path, MAX_FILE);
    }
    Ok(argument.to_string())
}

static METADATA: Metadata = Metadata {
    key: "tree",
    title: "Game tree",
    about: "A textbook game tree: type it, then search it with minimax or alpha-beta (AIMA figure 5.2 by default)",
    params: &PARAMS,
    default_depth: None,
    start: None,
    own_engine: &[CUT],
    evaluation: &[],
};

impl GameEntry for TreeEntry {
    type Game = TreeGame;
    const METADATA: &'static Metadata = &METADATA;

    fn own_commands(&self) -> &'static [&'static dyn crate::catalog::command::GameCommand] {
        commands::COMMANDS
    }

    fn start(&self, values: &Values) -> Result<Start<TreeGame>, String> {
        Ok(Start::at(self.game(values)?, 0))
    }

    fn root_name(&self, start: &Start<TreeGame>) -> String {
        start.game.tree.node(start.position()).label.clone()
    }

    fn state_json(game: &TreeGame, node: &u32) -> serde_json::Value {
        json!(game.tree.node(*node).label)
    }

    fn report(
        &self,
        values: &Values,
        config: &SearchConfig,
        json: bool,
        mut out: &mut dyn Write,
    ) -> Result<()> {
        let loaded = self.load(values).map_err(bad)?;
        let config = self.config(values, &loaded, config)?;
        solve::solve_tree(&loaded.game, &config, json, &mut out)
    }

    fn tree_search(
        &self,
        values: &Values,
        _: &Start<TreeGame>,
        config: &SearchConfig,
        _: usize,
    ) -> Result<SearchConfig> {
        self.config(values, &self.load(values).map_err(bad)?, config)
    }
}

/// Plies from `id` down to its deepest leaf.
fn height(tree: &Tree, id: u32) -> u32 {
    let children = &tree.node(id).children;
    children.iter().map(|&c| 1 + height(tree, c)).max().unwrap_or(0)
}
