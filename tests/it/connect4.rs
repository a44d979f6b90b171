//! Connect Four against references written here, independently of the bitboards: a grid of
//! cells and a four-in-a-row check cell by cell, perft counts by depth, Pons' scores by a plain
//! memoised minimax, every combination of the solver's techniques, and the teaching engine.

use std::collections::HashMap;

use crate::common::Scratch;
use minimax_tui::engine::score::plies_to_end;
use minimax_tui::engine::{Control, Game, Outcome, SearchConfig, search};
use minimax_tui::games::connect4::solver::{Solver, Techniques};
use minimax_tui::games::connect4::{ConnectFour, Discs, perft};
use minimax_tui::rng::Rng;
use minimax_tui::session::{Request, Work};

/// A board as columns of cells from the bottom: 0 empty, 1 the first player, 2 the second.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Grid {
    width: usize,
    height: usize,
    cells: Vec<u8>,
    moves: usize,
}

impl Grid {
    fn new(width: usize, height: usize) -> Grid {
        Grid { width, height, cells: vec![0; width * height], moves: 0 }
    }

    fn at(&self, c: usize, r: usize) -> u8 {
        self.cells[c * self.height + r]
    }

    fn free_row(&self, c: usize) -> Option<usize> {
        (0..self.height).find(|&r| self.at(c, r) == 0)
    }

    fn play(&self, c: usize) -> Grid {
        let r = self.free_row(c).unwrap();
        let mut next = self.clone();
        next.cells[c * self.height + r] = (self.moves % 2) as u8 + 1;
        next.moves += 1;
        next
    }

    /// Whether `who` has four in a row, checked from every cell in every direction.
    fn four(&self, who: u8) -> bool {
        let (w, h) = (self.width as i32, self.height as i32);
        for c in 0..w {
            for r in 0..h {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let all = (0..4).all(|i| {
                        let (x, y) = (c + dc * i, r + dr * i);
                        x >= 0 && x < w && y >= 0 && y < h && self.at(x as usize, y as usize) == who
                    });
                    if all {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The player who just moved won, or the board is full.
    fn over(&self) -> bool {
        let last = ((self.moves + 1) % 2) as u8 + 1;
        (self.moves > 0 && self.four(last)) || self.moves == self.width * self.height
    }

    /// Pons' score for the player to move, by plain minimax over every move.
    fn score(&self, memo: &mut HashMap<Grid, i32>) -> i32 {
        if let Some(&s) = memo.get(self) {
            return s;
        }
        let cells = (self.width * self.height) as i32;
        let mut best = i32::MIN;
        for c in 0..self.width {
            if self.free_row(c).is_none() {
                continue;
            }
            let child = self.play(c);
            let value = if child.four((self.moves % 2) as u8 + 1) {
                (cells + 2 - child.moves as i32) / 2
            } else if child.moves == self.width * self.height {
                0
            } else {
                -child.score(memo)
            };
            best = best.max(value);
        }
        memo.insert(self.clone(), best);
        best
    }
}

fn grid_perft(grid: &Grid, depth: u32) -> u64 {
    if depth == 0 || grid.over() {
        return 1;
    }
    (0..grid.width)
        .filter(|&c| grid.free_row(c).is_some())
        .map(|c| grid_perft(&grid.play(c), depth - 1))
        .sum()
}

#[test]
fn perft_counts_match_a_cell_by_cell_board() {
    for (w, h, depth) in [(7, 6, 7), (4, 4, 9), (9, 9, 4), (5, 7, 6)] {
        let game = ConnectFour::new(w as u8, h as u8).unwrap();
        for d in 0..=depth {
            assert_eq!(
                perft(&game, &Discs::default(), d),
                grid_perft(&Grid::new(w, h), d),
                "{w}x{h} depth {d}"
            );
        }
    }
    // Perft counts sequences: 7^d on 7 x 6 until a column can fill.
    let game = ConnectFour::standard();
    assert_eq!(perft(&game, &Discs::default(), 4), 7u64.pow(4));
    // Published (OEIS A212693): 7 x 6 has 1, 7, 49, 238, 1120, 4263, 16422 distinct positions
    // after 0 to 6 moves; the keys tell positions apart.
    let mut level = std::collections::HashSet::from([Discs::default()]);
    let mut counts = vec![1];
    for _ in 0..6 {
        let mut next = std::collections::HashSet::new();
        for discs in &level {
            for c in 0..7 {
                if game.can_play(discs, c) {
                    next.insert(game.play(discs, c));
                }
            }
        }
        let keys: std::collections::HashSet<u128> = next.iter().map(|d| game.key(d)).collect();
        assert_eq!(keys.len(), next.len(), "two positions share a key");
        counts.push(next.len());
        level = next;
    }
    assert_eq!(counts, [1, 7, 49, 238, 1120, 4263, 16422]);
}

/// A random unfinished position `moves` deep, and the grid it is, played by both.
fn random_position(
    game: &ConnectFour,
    rng: &mut Rng,
    moves: usize,
) -> Option<(Discs, Grid, String)> {
    let mut discs = Discs::default();
    let mut grid = Grid::new(game.width() as usize, game.height() as usize);
    let mut text = String::new();
    for _ in 0..moves {
        let columns: Vec<u8> = (0..game.width())
            .filter(|&c| game.can_play(&discs, c) && !game.wins_at_once(&discs, c))
            .collect();
        if columns.is_empty() {
            return None;
        }
        let col = columns[rng.below(columns.len() as u64) as usize];
        discs = game.play(&discs, col);
        grid = grid.play(col as usize);
        text.push(char::from(b'1' + col));
        if discs.moves == game.cells() {
            return None;
        }
    }
    Some((discs, grid, text))
}

fn all_techniques() -> Vec<Techniques> {
    (0..32u32)
        .map(|m| Techniques {
            table: m & 1 != 0,
            centre_first: m & 2 != 0,
            threats: m & 4 != 0,
            anticipation: m & 8 != 0,
            null_window: m & 16 != 0,
        })
        .collect()
}

#[test]
fn scores_match_a_plain_minimax_under_every_technique() {
    let mut rng = Rng::new(42);
    let mut checked = 0;
    // Boards up to 64 bits are searched in a u64, 9 x 7 and 8 x 8 (72 bits) in a u128.
    for (w, h, empties) in [(4, 4, 14), (5, 4, 13), (7, 6, 9), (6, 5, 12), (9, 7, 11), (8, 8, 11)] {
        let game = ConnectFour::new(w, h).unwrap();
        let mut memo = HashMap::new();
        for _ in 0..12 {
            let Some((discs, grid, text)) =
                random_position(&game, &mut rng, (w * h - empties) as usize)
            else {
                continue;
            };
            let expected = grid.score(&mut memo);
            // Pons' notation reads back to the same position.
            assert_eq!(game.parse(&text), Ok(discs));
            for techniques in all_techniques() {
                let mut solver = Solver::new(&game, techniques, 1 << 12);
                let strong = solver.solve(&discs, false).unwrap();
                assert_eq!(strong.score, expected, "{w}x{h} {text} {techniques:?}");
                let weak = solver.solve(&discs, true).unwrap();
                assert_eq!(weak.score, expected.signum(), "weak {w}x{h} {text} {techniques:?}");
                // The line is legal and ends as the score says: the first to move wins by the
                // score's distance, loses, or the board fills.
                let mut line = discs;
                let mut g = grid.clone();
                for &col in &strong.principal_variation {
                    assert!(game.can_play(&line, col) && !g.over());
                    line = game.play(&line, col);
                    g = g.play(col as usize);
                }
                assert!(g.over(), "the line stops early: {text} {:?}", strong.principal_variation);
                let plies = strong.principal_variation.len() as i32;
                let end = match expected.signum() {
                    1 => (w as i32 * h as i32 + 2 - (discs.moves as i32 + plies)) / 2,
                    -1 => -(w as i32 * h as i32 + 2 - (discs.moves as i32 + plies)) / 2,
                    _ => 0,
                };
                assert_eq!(end, expected, "{text}: the line ends with another score");
                // Each column's score (Pons' -a): the best of them is the position's.
                let columns = solver.analyse(&discs, false).unwrap();
                assert_eq!(columns.iter().flatten().max(), Some(&expected));
                for (col, score) in columns.iter().enumerate() {
                    if let Some(score) = score {
                        let child = grid.play(col);
                        let direct = if child.four((grid.moves % 2) as u8 + 1) {
                            (w as i32 * h as i32 + 2 - child.moves as i32) / 2
                        } else if child.moves == (w * h) as usize {
                            0
                        } else {
                            -child.score(&mut memo)
                        };
                        assert_eq!(*score, direct, "{text} column {}", col + 1);
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 32 * 30, "checked {checked}");
}

/// The teaching engine (the app's search) reaches the same verdicts: its values count plies to
/// the end, which give Pons' score.
#[test]
fn the_teaching_engine_agrees_with_the_solver() {
    let mut rng = Rng::new(7);
    let game = ConnectFour::new(5, 4).unwrap();
    for _ in 0..20 {
        let Some((discs, _, text)) = random_position(&game, &mut rng, 8) else { continue };
        let mut solver = Solver::new(&game, Techniques::default(), 1 << 16);
        let solved = solver.solve(&discs, false).unwrap();
        for config in [
            SearchConfig::default(),
            SearchConfig { pvs: true, hash_bytes: Some(4096), ..SearchConfig::default() },
        ] {
            let result = search(&game, &discs, &config, Control::default()).unwrap();
            let for_mover = result.value * game.to_move(&discs).sign();
            let score = match plies_to_end(for_mover) {
                Some(plies) if for_mover > 0 => game.win_score(discs.moves as u32 + plies),
                Some(plies) => -game.win_score(discs.moves as u32 + plies),
                None => 0,
            };
            assert_eq!(score, solved.score, "{text} {config:?}");
        }
    }
    assert_eq!(game.outcome(&Discs::default()), None::<Outcome>);
}

fn minimax(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = minimax(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Near-end 7 x 6 positions in Pons' notation with their scores by the plain minimax above.
fn known_positions(count: usize, seed: u64) -> Vec<(String, i32)> {
    let game = ConnectFour::standard();
    let mut rng = Rng::new(seed);
    let mut memo = HashMap::new();
    let mut out = Vec::new();
    while out.len() < count {
        if let Some((_, grid, text)) = random_position(&game, &mut rng, 31) {
            out.push((text, grid.score(&mut memo)));
        }
    }
    out
}

#[test]
fn solve_reports_pons_scores_from_the_command_line() {
    for (position, score) in known_positions(6, 3) {
        let strong = json(&["solve", "connect4", "--position", &position, "--json", "--analyse"]);
        assert_eq!(strong["score"], score, "{position}");
        assert_eq!(strong["engine"], "strong");
        let best = strong["best_move"].as_str().unwrap().parse::<usize>().unwrap();
        assert_eq!(
            strong["columns"][best - 1],
            score,
            "{position}: the best move scores the score"
        );
        let weak = json(&["solve", "connect4", "--position", &position, "--json", "--weak"]);
        assert_eq!(weak["score"], score.signum());
        let teaching = json(&[
            "solve",
            "connect4",
            "--position",
            &position,
            "--json",
            "--engine",
            "teaching",
            "--depth",
            "42",
        ]);
        assert_eq!(teaching["score"], score, "{position}: the teaching engine");
        // Each technique switched off still gives the score.
        for off in
            ["--no-tt", "--no-ordering", "--no-threats", "--no-anticipation", "--no-null-window"]
        {
            let v = json(&["solve", "connect4", "--position", &position, "--json", off]);
            assert_eq!(v["score"], score, "{position} {off}");
        }
    }
    let out = minimax(&["solve", "connect4", "--position", "4444444"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("column 4 is full at move 7"));
    let out = minimax(&["solve", "connect4", "--width", "10"]);
    assert_eq!(out.status.code(), Some(2));
    let perft = json(&["perft", "connect4", "--depth", "6", "--json"]);
    assert_eq!(perft["count"], grid_perft(&Grid::new(7, 6), 6));
}

#[test]
fn the_bench_checks_every_score_of_a_file() {
    let dir = Scratch::new("c4-bench");
    let known = known_positions(12, 9);
    let lines: Vec<String> = known.iter().map(|(p, s)| format!("{p} {s}")).collect();
    let good = dir.join("good.txt");
    std::fs::write(&good, lines.join("\n") + "\n").unwrap();
    let v = json(&["bench", "connect4", good.to_str().unwrap(), "--json"]);
    assert_eq!((v["positions"].as_u64(), v["correct"].as_u64()), (Some(12), Some(12)));
    assert_eq!(v["accuracy"], 1.0);
    assert!(v["mean_nodes"].as_f64().unwrap() > 0.0);
    let weak = json(&[
        "bench",
        "connect4",
        good.to_str().unwrap(),
        "--json",
        "--weak",
        "--no-null-window",
    ]);
    assert_eq!(weak["correct"], 12);
    // One wrong score: reported with its line, and the exit status says so.
    let mut bad = lines.clone();
    let (position, score) = &known[4];
    bad[4] = format!("{position} {}", score + 1);
    let wrong = dir.join("wrong.txt");
    std::fs::write(&wrong, bad.join("\n")).unwrap();
    let out = minimax(&["bench", "connect4", wrong.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("accuracy: 91.7 % (11 of 12)") && text.contains("line 5:"), "{text}");
    // A line that is not a position and a score: one clear line, status 2.
    let broken = dir.join("broken.txt");
    std::fs::write(&broken, "4453 -2\n4453\n").unwrap();
    let out = minimax(&["bench", "connect4", broken.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("line 2: expected a position and a score")
    );
}

/// Pons' score says how soon the game ends: `plies_to_end` turns it into the plies the teaching
/// engine counts, and agrees with its exact search on every random position (the app writes the
/// strong solver's hints as "wins in 5" from it).
#[test]
fn pons_scores_give_the_plies_to_the_end() {
    let mut rng = Rng::new(11);
    let game = ConnectFour::new(5, 4).unwrap();
    let mut decided = 0;
    for _ in 0..40 {
        let moves = 4 + rng.below(8) as usize;
        let Some((discs, _, text)) = random_position(&game, &mut rng, moves) else { continue };
        let solved = Solver::new(&game, Techniques::default(), 1 << 16).solve(&discs, false);
        let score = solved.unwrap().score;
        let result = search(&game, &discs, &SearchConfig::default(), Control::default()).unwrap();
        let exact = plies_to_end(result.value);
        assert_eq!(game.plies_to_end(discs.moves as u32, score), exact, "{text}: score {score}");
        decided += usize::from(exact.is_some());
    }
    assert!(decided >= 10, "enough won and lost positions: {decided}");
}

/// The app's hints for Connect Four come from the strong solver when it answers in time: every
/// column's value is exact (checked against the plain minimax above through Pons' score), whatever
/// the search's depth limit, and the analysis says so (issue 25, item 3).
#[test]
fn the_apps_hints_are_the_solvers_exact_scores() {
    use minimax_tui::session::{Answer, GameSession, MoveList, Searches, Source};
    let game = ConnectFour::standard();
    let mut rng = Rng::new(5);
    let mut memo = HashMap::new();
    let mut checked = 0;
    while checked < 4 {
        let Some((discs, grid, text)) = random_position(&game, &mut rng, 30) else { continue };
        let session = GameSession::new(game.clone(), discs);
        let config = SearchConfig { depth: Some(4), ..SearchConfig::default() };
        let job =
            session.job(&Request { event_cap: 1000, ..Request::new(Work::Hints, config) }).unwrap();
        let Ok(Answer::Analysis(a)) = job(Control::default()) else { panic!("an analysis") };
        let Source::Solver(what) = &a.move_values_by else { panic!("{text}: by the solver") };
        assert!(what.contains("Pons' scores"), "{what}");
        assert_eq!(a.source, Source::Teaching, "the tree is still the depth-4 search's");
        let sign = game.to_move(&discs).sign();
        for v in &a.move_values {
            let col = session.choice(v.index).unwrap().label.parse::<usize>().unwrap() - 1;
            let child = grid.play(col);
            let cells = game.cells() as i32;
            let expected = if child.four(discs.moves % 2 + 1) {
                (cells + 2 - child.moves as i32) / 2
            } else if child.moves as i32 == cells {
                0
            } else {
                -child.score(&mut memo)
            };
            let for_mover = v.value * sign;
            let score = match plies_to_end(for_mover) {
                Some(plies) if for_mover > 0 => game.win_score(discs.moves as u32 + plies),
                Some(plies) => -game.win_score(discs.moves as u32 + plies),
                None => 0,
            };
            assert_eq!(score, expected, "{text}, column {}", col + 1);
        }
        checked += 1;
    }
}

/// High in the tree the solver looks each child up in its table before searching any (enhanced
/// transposition cutoffs, from more than 12 empty cells): positions with 16 to 19 empty cells,
/// where most searched nodes do so, against the brute force, strong and weak, with a table large
/// enough to keep every bound and one small enough to lose most.
#[test]
fn table_cutoffs_from_the_children_keep_the_scores() {
    let mut rng = Rng::new(7);
    let game = ConnectFour::new(5, 4).unwrap();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for empties in 16..=19 {
        for _ in 0..10 {
            let Some((discs, grid, text)) = random_position(&game, &mut rng, 20 - empties) else {
                continue;
            };
            let expected = grid.score(&mut memo);
            for entries in [1 << 8, 1 << 16] {
                let mut solver = Solver::new(&game, Techniques::default(), entries);
                assert_eq!(solver.solve(&discs, false).unwrap().score, expected, "{text}");
                assert_eq!(solver.solve(&discs, true).unwrap().score, expected.signum(), "{text}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 60, "checked {checked}");
}

/// Every probe of the solver with a window answers the score inside it, and outside it a bound
/// that holds (fail-soft: a tighter bound than the window's edge, which must still be true), with
/// one table kept across positions and windows so that bounds stored by one probe serve others,
/// and the children looked up first from 5 empty cells (not 13), so that their cutoffs and skips
/// happen all over these small trees.
#[test]
fn every_window_gets_a_true_bound() {
    let mut rng = Rng::new(5);
    let game = ConnectFour::new(5, 4).unwrap();
    let mut memo = HashMap::new();
    let mut solver = Solver::new(&game, Techniques::default(), 1 << 12).with_etc_cells(4);
    let mut outside = 0;
    for _ in 0..400 {
        let moves = 4 + rng.below(9) as usize;
        let Some((discs, grid, text)) = random_position(&game, &mut rng, moves) else { continue };
        let score = grid.score(&mut memo);
        for _ in 0..4 {
            let alpha = rng.below(17) as i32 - 8;
            let beta = alpha + 1 + rng.below(3) as i32;
            let r = solver.bounded(&discs, alpha, beta, false).unwrap();
            let holds = if r <= alpha {
                score <= r
            } else if r >= beta {
                score >= r
            } else {
                score == r
            };
            assert!(holds, "{text}: score {score}, window ({alpha}, {beta}) answered {r}");
            outside += usize::from(r != score);
        }
    }
    assert!(outside >= 100, "enough windows the score lies outside: {outside}");
}
