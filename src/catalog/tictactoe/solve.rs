//! `minimax solve tictactoe`: the teaching engine's search of a board, reported.

use std::io::Write;

use anyhow::Result;

use crate::engine::{Player, SearchConfig, score, search};
use crate::games::tictactoe::{Grid, TicTacToe};
use crate::report::search::{BoardReport, describe_config, iteration_reports, write_board_report};
use crate::words::Kind;

pub fn solve_tictactoe(
    grid: &Grid,
    config: &SearchConfig,
    json: bool,
    out: &mut impl Write,
) -> Result<()> {
    let result =
        search(&TicTacToe, grid, config, Default::default()).expect("nothing stops this search");
    let name = |p: Player| if p == Player::Max { "X" } else { "O" };
    let report = BoardReport {
        game: "tictactoe",
        board: grid.text(),
        to_move: name(grid.to_move()),
        value: score::seed_value(result.value),
        kind: Kind::of(result.value, score::is_decisive(result.value) || result.exact, false),
        decided: score::is_decisive(result.value) || result.exact,
        plies_to_end: score::plies_to_end(result.value),
        best_move: result.best_move.map(|sq| (sq + 1).to_string()),
        principal_variation: result
            .principal_variation
            .iter()
            .map(|sq| (sq + 1).to_string())
            .collect(),
        nodes: result.stats.nodes,
        stats: &result.stats,
        iterations: iteration_reports(&result, score::seed_value, |sq| (sq + 1).to_string()),
        ties: result.ties,
        decided_leaves_out: None,
    };
    write_board_report(&report, config, &describe_config(config), json, out)
}
