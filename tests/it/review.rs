//! `minimax review FILE`: every move's values and verdict checked against solvers written here,
//! independently of the code under test (brute force for tic-tac-toe, a table for the Sum Game,
//! Bouton's rule for Nim) and, for Connect Four, against the teaching engine searching to the end.

use std::process::{Command, Output};

use crate::common::Scratch;
use serde_json::Value;

fn minimax(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().expect("the binary runs")
}

/// The review of a record with these fields, as JSON.
fn review(name: &str, record: &str, extra: &[&str]) -> Value {
    let dir = Scratch::new("review");
    let path = dir.join(format!("{name}.json"));
    std::fs::write(&path, format!(r#"{{"format":"minimax-record 1",{record}}}"#)).unwrap();
    let mut args = vec!["review", path.to_str().unwrap(), "--json"];
    args.extend(extra);
    let out = minimax(&args);
    assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Win 2, draw 1, loss 0.
fn rank(kind: &Value) -> u8 {
    match kind.as_str() {
        Some("win") => 2,
        Some("draw") => 1,
        Some("loss") => 0,
        other => panic!("not a verdict: {other:?}"),
    }
}

/// Checks every move against `truth(ply)`: the mover's rank before the move and after it (of the
/// position the move leads to, from the mover's side), and that `changed_result` is exactly a fall.
fn check(v: &Value, moves: usize, truth: impl Fn(usize) -> (u8, u8)) {
    let reviewed = v["moves"].as_array().unwrap();
    assert_eq!(reviewed.len(), moves, "{v}");
    for (i, m) in reviewed.iter().enumerate() {
        assert_eq!(m["ply"], i + 1);
        let (before, after) = truth(i);
        assert_eq!(rank(&m["before"]["kind"]), before, "move {}: {m}", i + 1);
        assert_eq!(rank(&m["after"]["kind"]), after, "move {}: {m}", i + 1);
        assert_eq!(m["changed_result"], after < before, "move {}: {m}", i + 1);
        if m["judgement"] == "threw_away_win" {
            assert!(before == 2 && after < 2, "a win thrown away is a won position left: {m}");
        }
    }
}

/// Retry's values: every move that changed the result has them, and every legal move there
/// (`legal(i)`) is judged by `after(i, move)`, the mover's rank of the position it leads to
/// (listed, or among the moves a rule leaves out); a try puts the mistake right exactly when it
/// keeps the rank before, and the best line starts with the best move. Answers the moves checked.
fn check_retries(
    v: &Value,
    legal: impl Fn(usize) -> Vec<String>,
    after: impl Fn(usize, &str) -> u8,
) -> usize {
    let mut checked = 0;
    for (i, m) in v["moves"].as_array().unwrap().iter().enumerate() {
        let r = &m["retry"];
        assert_eq!(r.is_object(), m["changed_result"] == true, "move {}: {m}", i + 1);
        if !r.is_object() {
            continue;
        }
        let before = rank(&m["before"]["kind"]);
        assert_eq!(r["line"][0], m["best_move"], "{m}");
        let options = r["options"].as_array().unwrap();
        for name in legal(i) {
            let listed = options.iter().find(|o| o["move"] == name.as_str());
            let value = listed.map_or(&r["others"], |o| &o["value"]);
            let truth = after(i, &name);
            assert_eq!(rank(&value["kind"]), truth, "move {}, try {name}: {m}", i + 1);
            if let Some(o) = listed {
                assert_eq!(o["puts_right"], truth == before, "move {}, try {name}: {m}", i + 1);
            }
            checked += 1;
        }
        let played = options.iter().find(|o| o["move"] == m["move"]);
        assert!(played.is_none_or(|o| o["puts_right"] == false), "{m}");
    }
    checked
}

// Tic-tac-toe by brute force.

fn lines_of(board: &[u8; 9]) -> Option<u8> {
    const LINES: [[usize; 3]; 8] =
        [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
    LINES
        .iter()
        .find(|l| board[l[0]] != 0 && l.iter().all(|&i| board[i] == board[l[0]]))
        .map(|l| board[l[0]])
}

/// The value for `mover` (1 or 2) to move: 1 win, 0 draw, −1 loss.
fn ttt(board: &mut [u8; 9], mover: u8) -> i8 {
    if let Some(winner) = lines_of(board) {
        return if winner == mover { 1 } else { -1 };
    }
    let mut best = None;
    for sq in 0..9 {
        if board[sq] == 0 {
            board[sq] = mover;
            let v = -ttt(board, 3 - mover);
            board[sq] = 0;
            best = Some(best.map_or(v, |b: i8| b.max(v)));
        }
    }
    best.unwrap_or(0)
}

/// No move changed the result.
fn fell_nowhere(v: &Value) -> bool {
    v["moves"].as_array().unwrap().iter().all(|m| m["changed_result"] == false)
}

fn as_rank(value: i8) -> u8 {
    (value + 1) as u8
}

#[test]
fn tic_tac_toe_reviews_agree_with_brute_force() {
    for moves in [
        &[5, 2, 1, 9, 3, 7, 4][..],
        &[1, 5, 9, 3, 7, 4, 8],
        &[2, 1, 5, 8, 3, 7, 4],
        &[5, 1, 9, 3, 2, 8, 7, 4, 6],
    ] {
        let names: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
        let v = review("ttt", &format!(r#""game":"tictactoe","moves":[{}]"#, names.join(",")), &[]);
        assert!(v["depth"].is_null(), "every value exact: {v}");
        assert_eq!(
            (v["complete"].as_bool(), v["of"].as_u64()),
            (Some(true), Some(moves.len() as u64))
        );
        let truth = |i: usize| {
            let mut board = [0u8; 9];
            for (j, &m) in moves[..i].iter().enumerate() {
                board[m - 1] = 1 + (j % 2) as u8;
            }
            let mover = 1 + (i % 2) as u8;
            let before = ttt(&mut board, mover);
            board[moves[i] - 1] = mover;
            let after = match lines_of(&board) {
                Some(_) => 1,
                None if board.iter().all(|&c| c != 0) => 0,
                None => -ttt(&mut board, 3 - mover),
            };
            (as_rank(before), as_rank(after))
        };
        check(&v, moves.len(), truth);
        // Retry: every square tried in place of a move that changed the result, and the best
        // line: each of its moves keeps the position's value.
        let board_at = |i: usize| {
            let mut board = [0u8; 9];
            for (j, &m) in moves[..i].iter().enumerate() {
                board[m - 1] = 1 + (j % 2) as u8;
            }
            board
        };
        let legal = |i: usize| {
            let board = board_at(i);
            (1..=9).filter(|&sq| board[sq - 1] == 0).map(|sq| sq.to_string()).collect()
        };
        let after = |i: usize, name: &str| {
            let (mut board, mover) = (board_at(i), 1 + (i % 2) as u8);
            board[name.parse::<usize>().unwrap() - 1] = mover;
            as_rank(match lines_of(&board) {
                Some(_) => 1,
                None if board.iter().all(|&c| c != 0) => 0,
                None => -ttt(&mut board, 3 - mover),
            })
        };
        let checked = check_retries(&v, legal, after);
        assert!(checked > 0 || fell_nowhere(&v), "{v}");
        for (i, m) in v["moves"].as_array().unwrap().iter().enumerate() {
            let Some(line) = m["retry"]["line"].as_array() else { continue };
            let (mut board, mut mover) = (board_at(i), 1 + (i % 2) as u8);
            for mv in line {
                let value = ttt(&mut board, mover);
                let sq: usize = mv.as_str().unwrap().parse().unwrap();
                assert_eq!(board[sq - 1], 0, "a legal move: {line:?}");
                board[sq - 1] = mover;
                let kept = match lines_of(&board) {
                    Some(_) => 1,
                    None if board.iter().all(|&c| c != 0) => 0,
                    None => -ttt(&mut board, 3 - mover),
                };
                assert_eq!(kept, value, "the line's {sq} keeps the value: {line:?}");
                mover = 3 - mover;
                if lines_of(&board).is_some() {
                    break;
                }
            }
        }
        // A verdict for each side: how many of its moves changed the result.
        let fell = |side: usize| {
            (0..moves.len()).filter(|&i| i % 2 == side && truth(i).1 < truth(i).0).count()
        };
        assert_eq!(v["summary"][0]["changed_result"], fell(0), "{v}");
        assert_eq!(v["summary"][1]["changed_result"], fell(1), "{v}");
    }
}

// The Sum Game by a table: from a sum, plies to the end with best play (a win as fast as
// possible, a loss as slow).

fn sum_table(target: u32, moves: &[u32]) -> Vec<(bool, u32)> {
    let mut table = vec![(false, 0u32); target as usize + 1];
    for s in (0..target).rev() {
        let mut wins = Vec::new();
        let mut losses = Vec::new();
        for &m in moves {
            let next = s + m;
            match next.cmp(&target) {
                std::cmp::Ordering::Equal => wins.push(1),
                std::cmp::Ordering::Greater => losses.push(1),
                std::cmp::Ordering::Less => {
                    let (won, plies) = table[next as usize];
                    if won { losses.push(plies + 1) } else { wins.push(plies + 1) }
                }
            }
        }
        table[s as usize] = match wins.iter().min() {
            Some(&p) => (true, p),
            None => (false, *losses.iter().max().unwrap()),
        };
    }
    table
}

#[test]
fn sum_game_reviews_agree_with_a_table_plies_included() {
    let (target, set) = (21, [1, 3, 4]);
    let table = sum_table(target, &set);
    let played = [3u32, 4, 1, 3, 3, 1, 4, 1, 1];
    let names: Vec<String> = played.iter().map(|m| format!("\"{m}\"")).collect();
    let record = format!(
        r#""game":"sum","params":{{"target":"21","moves":"1,3,4"}},"moves":[{}]"#,
        names.join(",")
    );
    let v = review("sum", &record, &[]);
    let sums: Vec<u32> = played
        .iter()
        .scan(0, |s, m| {
            let before = *s;
            *s += m;
            Some(before)
        })
        .collect();
    let truth = |i: usize| {
        let (won, _) = table[sums[i] as usize];
        let next = sums[i] + played[i];
        let after = if next == target {
            true
        } else if next > target {
            false
        } else {
            !table[next as usize].0
        };
        (if won { 2 } else { 0 }, if after { 2 } else { 0 })
    };
    check(&v, played.len(), truth);
    let legal = |_| set.iter().map(|m| m.to_string()).collect();
    let after = |i: usize, name: &str| {
        let next = sums[i] + name.parse::<u32>().unwrap();
        let won = next == target || (next < target && !table[next as usize].0);
        if won { 2 } else { 0 }
    };
    assert!(check_retries(&v, legal, after) > 0, "{v}");
    // Distances: the position before each move, in plies with best play.
    for (i, m) in v["moves"].as_array().unwrap().iter().enumerate() {
        assert_eq!(m["before"]["plies"], table[sums[i] as usize].1, "move {}: {m}", i + 1);
    }
}

// Nim by Bouton's rule (misère: the last stone loses).

fn misere_wins(heaps: &[u32]) -> bool {
    let big = heaps.iter().any(|&h| h > 1);
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    if big { xor != 0 } else { heaps.iter().filter(|&&h| h == 1).count() % 2 == 0 }
}

#[test]
fn nim_reviews_agree_with_boutons_rule() {
    let moves = [(1usize, 2u32), (0, 1), (2, 3), (1, 2), (0, 1), (1, 1)];
    let names: Vec<String> = moves.iter().map(|(h, n)| format!("\"{h}:{n}\"")).collect();
    let record =
        format!(r#""game":"nim","params":{{"heaps":"2,5,3"}},"moves":[{}]"#, names.join(","));
    let v = review("nim", &record, &[]);
    let truth = |i: usize| {
        let mut heaps = vec![2u32, 5, 3];
        for &(h, n) in &moves[..i] {
            heaps[h] -= n;
        }
        let before = misere_wins(&heaps);
        heaps[moves[i].0] -= moves[i].1;
        // Taking the last stone loses; else the mover has what the opponent lacks.
        let after = heaps.iter().any(|&h| h > 0) && !misere_wins(&heaps);
        (if before { 2 } else { 0 }, if after { 2 } else { 0 })
    };
    check(&v, moves.len(), truth);
    let heaps_at = |i: usize| {
        let mut heaps = vec![2u32, 5, 3];
        for &(h, n) in &moves[..i] {
            heaps[h] -= n;
        }
        heaps
    };
    let legal = |i: usize| {
        let heaps = heaps_at(i);
        let each = heaps.iter().enumerate().flat_map(|(h, &n)| (1..=n).map(move |k| (h, k)));
        each.map(|(h, k)| format!("{h}:{k}")).collect()
    };
    let after = |i: usize, name: &str| {
        let mut heaps = heaps_at(i);
        let (h, k) = name.split_once(':').unwrap();
        heaps[h.parse::<usize>().unwrap()] -= k.parse::<u32>().unwrap();
        if heaps.iter().any(|&h| h > 0) && !misere_wins(&heaps) { 2 } else { 0 }
    };
    assert!(check_retries(&v, legal, after) > 0, "{v}");
}

/// Whether the last move of a Connect Four line of columns (1 to 7) makes four in a row.
fn four_in_a_row(line: &str) -> bool {
    let mut grid = [[0u8; 6]; 7];
    let mut last = (0, 0, 0);
    for (i, c) in line.bytes().enumerate() {
        let col = usize::from(c - b'1');
        let row = grid[col].iter().position(|&p| p == 0).unwrap();
        grid[col][row] = 1 + (i % 2) as u8;
        last = (col as i32, row as i32, grid[col][row]);
    }
    let (c, r, p) = last;
    let at = |c: i32, r: i32| {
        (0..7).contains(&c) && (0..6).contains(&r) && { grid[c as usize][r as usize] == p }
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
        let run = |s: i32| (1..4).take_while(|&k| at(c + s * k * dc, r + s * k * dr)).count();
        run(1) + run(-1) >= 3
    })
}

/// Connect Four, the last moves of a game: each position's verdict is the teaching engine's
/// search to the end (a different search from the solver the review asks).
#[test]
fn connect_four_reviews_agree_with_a_search_to_the_end() {
    let start = "44444355553332";
    let moves = ["2", "2", "6", "6", "1", "7", "6", "1"];
    let names: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    let record = format!(
        r#""game":"connect4","params":{{"position":"{start}"}},"moves":[{}]"#,
        names.join(",")
    );
    let v = review("connect4", &record, &[]);
    let verdict = |position: &str| -> u8 {
        let out = minimax(&[
            "solve",
            "connect4",
            "--position",
            position,
            "--engine",
            "teaching",
            "--depth",
            "42",
            "--json",
        ]);
        let v: Value = serde_json::from_slice(&out.stdout).expect("a JSON answer");
        // The JSON's `kind` is the side to move's.
        rank(&v["kind"])
    };
    let truth = |i: usize| {
        let before = format!("{start}{}", moves[..i].concat());
        let after = format!("{before}{}", moves[i]);
        (verdict(&before), 2 - verdict(&after))
    };
    check(&v, moves.len(), truth);
    let legal = |i: usize| {
        let played = format!("{start}{}", moves[..i].concat());
        let full = |c: char| played.chars().filter(|&p| p == c).count() >= 6;
        ('1'..='7').filter(|&c| !full(c)).map(String::from).collect()
    };
    let after = |i: usize, name: &str| {
        let line = format!("{start}{}{name}", moves[..i].concat());
        if four_in_a_row(&line) { 2 } else { 2 - verdict(&line) }
    };
    assert!(check_retries(&v, legal, after) > 0, "{v}");
}

#[test]
fn reversi_reviews_every_move_and_names_its_depth() {
    let moves = "f5 f6 f7 g7 c4 c3 d3 e3 f4 c5 e6 e7 b5 f3 e2 c6";
    let names: Vec<String> = moves.split(' ').map(|m| format!("\"{m}\"")).collect();
    let v = review(
        "reversi",
        &format!(r#""game":"reversi","moves":[{}]"#, names.join(",")),
        &["--depth", "2"],
    );
    assert_eq!(v["depth"], 2, "heuristic values say their depth: {v}");
    let reviewed = v["moves"].as_array().unwrap();
    assert_eq!(reviewed.len(), 16);
    for (i, m) in reviewed.iter().enumerate() {
        assert_eq!(m["side"], if i % 2 == 0 { "Black" } else { "White" });
        assert_eq!(m["before"]["kind"], "heuristic", "{m}");
        // The best move's value is the position's: no move is worth more.
        assert!(m["before"]["value"].as_i64() >= m["after"]["value"].as_i64(), "{m}");
        assert_eq!(m["changed_result"], false, "no exact verdict, no certain change: {m}");
    }
}

#[test]
fn bad_records_and_depths_are_refused_in_one_line() {
    let dir = Scratch::new("review-bad");
    let illegal = dir.join("illegal.json");
    std::fs::write(
        &illegal,
        r#"{"format":"minimax-record 1","game":"tictactoe","moves":["5","5"]}"#,
    )
    .unwrap();
    for args in [
        vec!["review", illegal.to_str().unwrap()],
        vec!["review", dir.join("missing.json").to_str().unwrap()],
        vec!["review", illegal.to_str().unwrap(), "--depth", "4294967295"],
    ] {
        let out = minimax(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

/// Reversi's last ten empty squares of a whole game (weak against random): each position's
/// verdict is the teaching engine's search to the end (a different search from the endgame
/// solver the review asks), passes included.
#[test]
fn reversi_endgame_reviews_agree_with_a_search_to_the_end() {
    use minimax_tui::catalog;
    let game: Vec<&str> =
        "f5 f6 d3 c3 b3 d6 d7 f4 g7 c2 d2 f7 g4 b2 a1 f3 g3 e2 d1 c5 f8 g2 b4 h8 \
        h6 c4 e3 g5 h5 a3 h1 b5 a4 e6 e7 a5 h3 f1 e1 g6 h7 b1 a2 c6 a6 e8 c7 c8 b6 g8 c1 f2 g1 d8 \
        b7 a8 a7 h4 pass h2 pass b8"
            .split_whitespace()
            .collect();
    let (opening, ending) = game.split_at(50);
    let entry = catalog::find("reversi").unwrap();
    let values = catalog::Values::defaults(entry.params());
    let mut session = entry.open(&values).unwrap();
    let names = |moves: &[&str]| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
    session.replay(&names(opening)).unwrap();
    // Each position of the ending as the command line writes it, and who is to move there.
    let mut positions = Vec::new();
    for mv in ending {
        positions.push((session.position_params(), session.to_move()));
        session.replay(&names(&[mv])).unwrap();
    }
    positions.push((session.position_params(), session.to_move()));
    let (params, _) = &positions[0];
    let record = format!(
        r#""game":"reversi","params":{{"board":"{}","to-move":"{}"}},"moves":[{}]"#,
        params[0].1,
        params[1].1,
        ending.iter().map(|m| format!("\"{m}\"")).collect::<Vec<_>>().join(",")
    );
    let v = review("reversi-end", &record, &[]);
    assert!(v["depth"].is_null(), "ten empty squares are solved: {v}");
    // Each position's verdict for Black, by the teaching engine searching to the end (its JSON's
    // `kind` is Black's); a move's before and after are its mover's.
    let black = |i: usize| -> u8 {
        let (params, _) = &positions[i];
        let mut args = vec!["solve", "reversi", "--engine", "teaching", "--depth", "20", "--json"];
        for (long, value) in params {
            args.push(if *long == "board" { "--board" } else { "--to-move" });
            args.push(value);
        }
        let out = minimax(&args);
        let v: Value = serde_json::from_slice(&out.stdout).expect("a JSON answer");
        rank(&v["kind"])
    };
    let truth = |i: usize| {
        let mover = |rank: u8| match positions[i].1 {
            minimax_tui::engine::Player::Max => rank,
            minimax_tui::engine::Player::Min => 2 - rank,
        };
        (mover(black(i)), mover(black(i + 1)))
    };
    check(&v, ending.len(), truth);
    // Retry: each move tried in place of one that changed the result, by the same search to
    // the end of the position it leads to.
    let legal = |i: usize| -> Vec<String> {
        let mut s = entry.open(&values).unwrap();
        s.replay(&names(&game[..50 + i])).unwrap();
        (0..s.move_count()).map(|k| s.choice(k).unwrap().label).collect()
    };
    let after = |i: usize, name: &str| {
        let mut s = entry.open(&values).unwrap();
        s.replay(&names(&game[..50 + i])).unwrap();
        s.replay(&names(&[name])).unwrap();
        let mut args = vec!["solve", "reversi", "--engine", "teaching", "--depth", "20", "--json"];
        let params = s.position_params();
        for (long, value) in &params {
            args.push(if *long == "board" { "--board" } else { "--to-move" });
            args.push(value);
        }
        let out = minimax(&args);
        let v: Value = serde_json::from_slice(&out.stdout).expect("a JSON answer");
        let black = rank(&v["kind"]);
        match positions[i].1 {
            minimax_tui::engine::Player::Max => black,
            minimax_tui::engine::Player::Min => 2 - black,
        }
    };
    assert!(check_retries(&v, legal, after) > 0, "the game has mistakes to retry: {v}");
}

/// One table serves the whole review: a thousand Sum Game moves to 100,000 take well under a
/// second. A review longer than its `--timeout` stops there and says how far it got.
#[test]
fn a_long_review_stops_at_its_timeout_and_says_how_far_it_got() {
    let moves = vec!["\"1\""; 1000].join(",");
    let record =
        format!(r#""game":"sum","params":{{"target":"100000","moves":"1,2"}},"moves":[{moves}]"#);
    let v = review("long", &record, &["--timeout", "20"]);
    assert_eq!((v["complete"].as_bool(), v["moves"].as_array().unwrap().len()), (Some(true), 1000));
    // Ten million to go with moves 1 to 9: the first position alone takes far longer than 0.5 s.
    let record = r#""game":"sum","params":{"target":"10000000","moves":"1,2,3,4,5,6,7,8,9"},"moves":["1","1"]"#;
    let started = std::time::Instant::now();
    let v = review("huge", record, &["--timeout", "0.5"]);
    assert!(started.elapsed() < std::time::Duration::from_secs(10), "{:?}", started.elapsed());
    assert_eq!((v["complete"].as_bool(), v["of"].as_u64()), (Some(false), Some(2)));
    assert!(v["moves"].as_array().unwrap().len() < 2, "{v}");
    // A small game's searches end before the clock is first read (every few thousand nodes):
    // the line reads it between moves, so a microsecond stops it all the same.
    let small = r#""game":"sum","params":{"target":"10","moves":"1,2"},"moves":["1","1","1"]"#;
    let v = review("small", small, &["--timeout", "0.000001"]);
    assert_eq!((v["complete"].as_bool(), v["of"].as_u64()), (Some(false), Some(3)), "{v}");
    for bad in ["0", "-1", "NaN", "inf", "3601"] {
        let out = minimax(&["review", "x.json", "--timeout", bad]);
        assert_eq!(out.status.code(), Some(2), "--timeout {bad}");
    }
}

/// A record whose result contradicts its moves is refused, by `review` and `play --load` alike,
/// with the ending the moves reach: X's row 1 2 3 is a win for the first side, not a draw, a
/// second side's win or "unfinished" (review took each without a word).
#[test]
fn a_record_whose_result_lies_is_refused() {
    let dir = Scratch::new("lying");
    let moves = r#""moves":["1","4","2","5","3"]"#;
    for (result, fine) in
        [("first", true), ("draw", false), ("second", false), ("unfinished", false)]
    {
        let path = dir.join(format!("{result}.json"));
        let text = format!(
            r#"{{"format":"minimax-record 2","game":"tictactoe",{moves},"result":"{result}"}}"#
        );
        std::fs::write(&path, text).unwrap();
        for command in [&["review"][..], &["play", "--load"]] {
            let out = minimax(&[command, &[path.to_str().unwrap()]].concat());
            let said = String::from_utf8_lossy(&out.stderr);
            if fine {
                // (The app itself needs a terminal: past the check it says so.)
                assert!(!said.contains("result is"), "{command:?} {result}: {said}");
            } else {
                assert_eq!(out.status.code(), Some(2), "{command:?} {result}");
                let why = format!("the record's result is {result} but its moves end in first");
                assert!(said.contains(&why), "{command:?} {result}: {said}");
            }
        }
    }
}

/// Nim too large to search is reviewed by Bouton's rule to its last move, a lost position's
/// moves (all alike, none listed) included: it stopped at once with "0 moves reviewed, stopped
/// after 60 s".
#[test]
fn a_large_nim_game_is_reviewed_whole() {
    let v = review(
        "nim-large",
        r#""game":"nim","params":{"heaps":"10000,10000"},"moves":["0:1","1:1","0:5"]"#,
        &[],
    );
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 3, "{v}");
    assert_eq!(moves[0]["judgement"], "already_lost", "{v}");
    assert_eq!(moves[1]["judgement"], "only_move", "{v}");
    assert_eq!(v["complete"], true, "{v}");
}
