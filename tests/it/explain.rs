//! `solve … --explain`, a move explained by its proof: every claim the words make (after these
//! moves, the side to move wins in so many plies, draws, or loses) is checked against a solver
//! written here (brute force for tic-tac-toe, a table for the Sum Game, Bouton's rule for Nim,
//! four-in-a-row found on a grid of the test's own for Connect Four's threats), on 200+
//! positions of each game where the search reaches; the Sum Game's residue rule is stated
//! exactly where it decides.

use minimax_tui::engine::{Control, Player};
use minimax_tui::games::nim::{Nim, NimState};
use minimax_tui::games::sum::SumGame;
use minimax_tui::games::tictactoe::{Grid, TicTacToe};
use minimax_tui::session::explain::{Claim, Explanation, explain};
use minimax_tui::words::Kind;
use serde_json::Value;

/// A tiny deterministic generator (xorshift), so that the positions are the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A result with its plies to the end, for the side to move: a win as fast as possible, a loss
/// as slow, as the engine reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Truth {
    Win(u32),
    Draw,
    Loss(u32),
}

impl Truth {
    /// The result one ply earlier, for the other side.
    fn before(self) -> Truth {
        match self {
            Truth::Win(n) => Truth::Loss(n + 1),
            Truth::Loss(n) => Truth::Win(n + 1),
            Truth::Draw => Truth::Draw,
        }
    }

    fn rank(self) -> (i32, i64) {
        match self {
            Truth::Win(n) => (1, -i64::from(n)),
            Truth::Draw => (0, 0),
            Truth::Loss(n) => (-1, i64::from(n)),
        }
    }

    fn best(moves: impl Iterator<Item = Truth>) -> Truth {
        moves.max_by_key(|t| t.rank()).expect("a move")
    }

    fn claim(c: &Claim) -> Truth {
        match (c.result, c.plies) {
            (Kind::Win, Some(n)) => Truth::Win(n),
            (Kind::Loss, Some(n)) => Truth::Loss(n),
            (Kind::Draw, None) => Truth::Draw,
            other => panic!("a claim without its plies: {other:?}"),
        }
    }
}

/// Checks every claim of `e` by `truth(moves after the position)`; answers how many.
fn check(e: &Explanation, truth: impl Fn(&[String]) -> Truth, what: &str) -> usize {
    assert!(!e.claims.is_empty() && !e.lines.is_empty(), "{what}: {e:?}");
    for c in &e.claims {
        assert_eq!(Truth::claim(c), truth(&c.after), "{what}: {c:?}\n{}", e.lines.join("\n"));
    }
    e.claims.len()
}

// Tic-tac-toe by brute force.

const LINES: [[usize; 3]; 8] =
    [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

fn won(b: &[u8; 9]) -> bool {
    LINES.iter().any(|l| b[l[0]] != 0 && b[l[0]] == b[l[1]] && b[l[1]] == b[l[2]])
}

/// For `mover` (1 or 2) to move on `b`.
fn ttt(b: &mut [u8; 9], mover: u8) -> Truth {
    if won(b) {
        return Truth::Loss(0);
    }
    if b.iter().all(|&c| c != 0) {
        return Truth::Draw;
    }
    let mut found = Vec::new();
    for sq in 0..9 {
        if b[sq] == 0 {
            b[sq] = mover;
            found.push(ttt(b, 3 - mover).before());
            b[sq] = 0;
        }
    }
    Truth::best(found.into_iter())
}

#[test]
fn tic_tac_toe_explanations_state_only_what_brute_force_confirms() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut positions, mut claims) = (0, 0);
    while positions < 200 {
        let mut board = [0u8; 9];
        let plies = rng.below(8) as usize;
        let mut mover = 1;
        for _ in 0..plies {
            let empty: Vec<usize> = (0..9).filter(|&s| board[s] == 0).collect();
            board[empty[rng.below(empty.len() as u64) as usize]] = mover;
            mover = 3 - mover;
            if won(&board) {
                break;
            }
        }
        if won(&board) || board.iter().all(|&c| c != 0) {
            continue;
        }
        let text: String = board.iter().map(|&c| ['.', 'x', 'o'][c as usize]).collect();
        let grid = Grid::parse(&text).unwrap();
        let e = explain(&TicTacToe, &grid, None, Control::default()).unwrap();
        let truth = |after: &[String]| {
            let (mut b, mut m) = (board, mover);
            for mv in after {
                b[mv.parse::<usize>().unwrap() - 1] = m;
                m = 3 - m;
            }
            ttt(&mut b, m)
        };
        claims += check(&e, truth, &text);
        // The best move named first keeps the position's value.
        let best: usize = e.best.as_deref().unwrap().parse().unwrap();
        let here = ttt(&mut board.clone(), mover);
        assert_eq!(truth(&[best.to_string()]).before(), here, "{text}: {}", e.lines.join("\n"));
        assert!(e.lines[0].contains(&format!(": {best}, ")) || here.rank().0 < 0, "{:?}", e.lines);
        positions += 1;
    }
    assert!(claims > 1000, "{claims} claims checked");
}

// The Sum Game by a table of distances to the target.

/// For the side to move at each distance 0..=`to_go` (0: the other side just hit the target).
fn sum_table(moves: &[u32], to_go: u32) -> Vec<Truth> {
    let mut t = vec![Truth::Loss(0)];
    for d in 1..=to_go {
        let each = moves.iter().map(|&x| match x.cmp(&d) {
            std::cmp::Ordering::Equal => Truth::Win(1),
            std::cmp::Ordering::Greater => Truth::Loss(1),
            std::cmp::Ordering::Less => t[(d - x) as usize].before(),
        });
        t.push(Truth::best(each));
    }
    t
}

#[test]
fn sum_explanations_agree_with_a_table_and_state_residues_exactly_where_they_decide() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let (mut positions, mut residues) = (0, 0);
    while positions < 250 {
        let mut moves: Vec<u32> = (1..=7).filter(|_| rng.below(3) == 0).collect();
        if moves.is_empty() {
            continue;
        }
        moves.dedup();
        let target = 5 + rng.below(40) as u32;
        let sum = rng.below(u64::from(target)) as u32;
        let game = SumGame::new(target, &moves).unwrap();
        let mut state = game.start();
        state.sum = u64::from(sum);
        let to_go = target - sum;
        let table = sum_table(&moves, to_go);
        let e = explain(&game, &state, None, Control::default()).unwrap();
        let truth = |after: &[String]| {
            let added: u32 = after.iter().map(|m| m.parse::<u32>().unwrap()).sum();
            match added.cmp(&to_go) {
                std::cmp::Ordering::Greater => Truth::Win(0),
                _ => table[(to_go - added) as usize],
            }
        };
        let what = format!("T {moves:?}, L {target}, sum {sum}");
        check(&e, truth, &what);
        // The residue rule, as the command states it.
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "sum", "--target", &target.to_string(), "--explain", "--json"])
            .args(["--moves", &moves.iter().map(u32::to_string).collect::<Vec<_>>().join(",")])
            .output()
            .unwrap();
        let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let words = v["explanation"].as_array().unwrap();
        let (least, most) = (moves[0], *moves.last().unwrap());
        let p = least + most;
        let full = sum_table(&moves, target);
        let holds =
            (1..=target).all(|d| matches!(full[d as usize], Truth::Win(_)) == (d % p >= least));
        let stated = words.iter().any(|w| w.as_str().unwrap().starts_with("the residues decide"));
        assert_eq!(stated, holds, "{what}: {words:?}");
        if stated {
            residues += 1;
            let said = format!("mod {least} + {most} = {p}");
            assert!(words[0].as_str().unwrap().contains(&said), "{words:?}");
        }
        positions += 1;
    }
    assert!(residues >= 20, "the rule decides in some of them: {residues}");
}

// Nim by Bouton's rule (misère and normal).

fn nim_truth(heaps: &[u32], misere: bool) -> Truth {
    // Brute force, with plies: small heaps only.
    if heaps.iter().all(|&h| h == 0) {
        // The previous player took the last stone.
        return if misere { Truth::Win(0) } else { Truth::Loss(0) };
    }
    let mut found = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for k in 1..=h {
            let mut next = heaps.to_vec();
            next[i] -= k;
            found.push(nim_truth(&next, misere).before());
        }
    }
    Truth::best(found.into_iter())
}

#[test]
fn nim_explanations_agree_with_a_search_written_here() {
    let mut claims = 0;
    for code in 1..5u32.pow(3) {
        let heaps: Vec<u32> = (0..3).map(|i| code / 5u32.pow(i) % 5).collect();
        for misere in [true, false] {
            let state = NimState::new(&heaps).unwrap();
            let e = explain(&Nim { misere }, &state, None, Control::default()).unwrap();
            let truth = |after: &[String]| {
                let mut h = heaps.clone();
                for mv in after {
                    let (i, k) = mv.split_once(':').unwrap();
                    h[i.parse::<usize>().unwrap()] -= k.parse::<u32>().unwrap();
                }
                nim_truth(&h, misere)
            };
            claims += check(&e, truth, &format!("{heaps:?} misère {misere}"));
        }
    }
    assert!(claims > 500, "{claims}");
}

// Connect Four's threats, on a grid of the test's own.

/// Whether `player` (0 Red, 1 Yellow) dropping into `col` (1-based) on the board of `line`
/// makes four in a row.
fn makes_four(line: &str, col: usize, player: usize) -> bool {
    let mut grid = [[2usize; 6]; 7];
    for (i, c) in line.bytes().enumerate() {
        let c = usize::from(c - b'1');
        let row = grid[c].iter().position(|&p| p == 2).unwrap();
        grid[c][row] = i % 2;
    }
    let Some(row) = grid[col - 1].iter().position(|&p| p == 2) else { return false };
    grid[col - 1][row] = player;
    let (c, r) = ((col - 1) as i32, row as i32);
    let at = |c: i32, r: i32| {
        (0..7).contains(&c) && (0..6).contains(&r) && { grid[c as usize][r as usize] == player }
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
        let run = |s: i32| (1..4).take_while(|&k| at(c + s * k * dc, r + s * k * dr)).count();
        run(1) + run(-1) >= 3
    })
}

/// The columns a line of words names: "columns 3 and 7" → [3, 7].
fn columns_named(words: &str) -> Vec<usize> {
    let tail = words.split("column").nth(1).unwrap_or("");
    let tail = tail.split(':').next().unwrap();
    tail.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect()
}

#[test]
fn connect_four_threats_are_named_where_they_decide() {
    let mut named = 0;
    for line in
        ["44556", "445566", "4455", "3344", "334455", "4433", "44444355553332", "112233", "4545"]
    {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "connect4", "--position", line, "--explain", "--json"])
            .output()
            .unwrap();
        if !out.status.success() {
            // No proof within reach (an open middle game): refused in one line.
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(err.contains("--explain needs a proof"), "{line}: {err}");
            continue;
        }
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        let mover = line.len() % 2;
        let words: Vec<&str> =
            v["explanation"].as_array().unwrap().iter().map(|w| w.as_str().unwrap()).collect();
        let wins: Vec<usize> = (1..=7).filter(|&c| makes_four(line, c, mover)).collect();
        let threats: Vec<usize> = (1..=7).filter(|&c| makes_four(line, c, 1 - mover)).collect();
        for w in &words {
            if w.contains("wins at once in column") {
                assert_eq!(columns_named(w), wins, "{line}: {w}");
                named += 1;
            } else if w.contains("threatens to win in") && !w.starts_with("after") {
                assert!(wins.is_empty(), "{line}: {w}");
                assert_eq!(columns_named(w), threats, "{line}: {w}");
                named += 1;
            } else if let Some(rest) = w.strip_prefix("after ") {
                let col: usize = rest.split(',').next().unwrap().parse().unwrap();
                let after = format!("{line}{col}");
                let made: Vec<usize> = (1..=7).filter(|&c| makes_four(&after, c, mover)).collect();
                if w.contains("threatens") {
                    assert!(made.len() >= 2 && columns_named(w) == made, "{line}: {w}");
                    named += 1;
                }
            }
        }
        if !wins.is_empty() {
            assert!(words[0].contains("wins at once"), "{line}: {words:?}");
        } else if !threats.is_empty() {
            assert!(words[0].contains("threatens"), "{line}: {words:?}");
        }
    }
    assert!(named >= 3, "{named}");
}

/// A position without a proof within reach, or over, is refused in one line.
#[test]
fn explain_refuses_what_it_cannot_prove_in_one_line() {
    for args in [
        &["solve", "reversi", "--explain"][..],
        &["solve", "sum", "--target", "10", "--played", "2,3,2,3", "--explain"],
        &["solve", "nim", "--engine", "mcts", "--explain"],
    ] {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
    let _ = Player::Max;
}

/// `e` in the app: the explanation over the screen, found on the worker, the selected move
/// first among the worse; in blind play the first `e` only asks.
#[test]
fn e_explains_the_position_with_the_selected_move_first() {
    use crate::tui::{Harness, game, loaded};
    use minimax_tui::catalog;
    use minimax_tui::tui::app::Focus;
    use minimax_tui::tui::setup::{GameSetup, Mode};
    use ratatui::crossterm::event::KeyCode;
    let setup = game(GameSetup::default_for(&catalog::tictactoe::TICTACTOE), Mode::HumanVsHuman);
    let mut h = loaded(setup, &["5".to_string()]);
    h.settle();
    // O to move after X's centre: a corner draws, an edge loses. The cursor on 2, an edge
    // (→ on the board, from 1).
    h.key(KeyCode::Right);
    h.keys("e");
    let found = |h: &Harness| matches!(&h.play().focus, Focus::Explain(v) if v.found.is_some());
    h.pump_until(std::time::Duration::from_secs(30), found);
    let screen = h.screen(100, 30);
    for part in ["O to move: 1, and a draw (3 more moves draw)", "worse for O: 2 → X"] {
        assert!(screen.contains(part), "{part:?}\n{screen}");
    }
    h.key(KeyCode::Esc);
    assert!(matches!(h.play().focus, Focus::Game));
    // Blind: the first e asks, the second shows.
    h.keys("i");
    h.keys("e");
    assert!(matches!(h.play().focus, Focus::Game));
    assert!(h.play().out.message.as_deref().unwrap_or("").contains("e again"));
    h.keys("e");
    assert!(matches!(h.play().focus, Focus::Explain(_)));
    h.settle();
}
