//! The dedicated Reversi endgame solver against a brute force written here (a board of 64 cells,
//! moves found square by square) and against the teaching engine's exact search.

use crate::common::Scratch;
use minimax_tui::engine::{Control, Game, SearchConfig, search};
use minimax_tui::games::reversi::endgame::Endgame;
use minimax_tui::games::reversi::obf;
use minimax_tui::games::reversi::{Board, Reversi};
use minimax_tui::rng::Rng;
use minimax_tui::session::{Request, Work};

const DIRS: [(i32, i32); 8] =
    [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

/// The cells a disc of `me` at `sq` turns (0 mover's, 1 opponent's, 2 empty cells).
fn turned(cells: &[u8; 64], sq: usize, me: u8) -> Vec<usize> {
    let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut all = Vec::new();
    for (df, dr) in DIRS {
        let (mut x, mut y, mut line) = (f + df, r + dr, Vec::new());
        while (0..8).contains(&x) && (0..8).contains(&y) && cells[(y * 8 + x) as usize] == 1 - me {
            line.push((y * 8 + x) as usize);
            x += df;
            y += dr;
        }
        if !line.is_empty()
            && (0..8).contains(&x)
            && (0..8).contains(&y)
            && cells[(y * 8 + x) as usize] == me
        {
            all.extend(line);
        }
    }
    all
}

/// The final margin for the side whose cells are 0, by plain negamax over every move.
fn brute(cells: &mut [u8; 64], passed: bool) -> i32 {
    let mut best = i32::MIN;
    for sq in 0..64 {
        if cells[sq] != 2 {
            continue;
        }
        let t = turned(cells, sq, 0);
        if t.is_empty() {
            continue;
        }
        // Play for 0, then swap the roles so the opponent is 0.
        let saved = *cells;
        cells[sq] = 0;
        for &c in &t {
            cells[c] = 0;
        }
        for c in cells.iter_mut() {
            *c = match *c {
                0 => 1,
                1 => 0,
                e => e,
            };
        }
        best = best.max(-brute(cells, false));
        *cells = saved;
    }
    if best != i32::MIN {
        return best;
    }
    if passed {
        let own = cells.iter().filter(|&&c| c == 0).count() as i32;
        let opp = cells.iter().filter(|&&c| c == 1).count() as i32;
        let empty = 64 - own - opp;
        return match own.cmp(&opp) {
            std::cmp::Ordering::Greater => own - opp + empty,
            std::cmp::Ordering::Less => own - opp - empty,
            std::cmp::Ordering::Equal => 0,
        };
    }
    for c in cells.iter_mut() {
        *c = match *c {
            0 => 1,
            1 => 0,
            e => e,
        };
    }
    let m = -brute(cells, true);
    for c in cells.iter_mut() {
        *c = match *c {
            0 => 1,
            1 => 0,
            e => e,
        };
    }
    m
}

/// A control that stops a search when `stop` is set.
fn stopped_by(stop: &std::sync::atomic::AtomicBool) -> Control<'_> {
    Control { stop: Some(stop), ..Control::default() }
}

/// Positions of random play with `empties` empty squares and a move for the side to move.
fn positions(count: usize, empties: u32, seed: u64) -> Vec<Board> {
    let game = Reversi::default();
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut board = Board::start();
        while board.empties() > empties && game.outcome(&board).is_none() {
            let mut legal = Vec::new();
            game.legal_moves(&board, &mut legal);
            board = game.apply(&board, legal[rng.below(legal.len() as u64) as usize]);
        }
        if board.empties() == empties && game.outcome(&board).is_none() && board.mover_moves() != 0
        {
            out.push(board);
        }
    }
    out
}

fn cells(board: &Board) -> [u8; 64] {
    let (own, opp) = board.sides();
    std::array::from_fn(|sq| {
        if own >> sq & 1 == 1 {
            0
        } else if opp >> sq & 1 == 1 {
            1
        } else {
            2
        }
    })
}

#[test]
fn margins_match_a_brute_force() {
    let mut endgame = Endgame::new();
    for empties in [3, 4, 5, 6, 8] {
        for board in positions(25, empties, empties as u64) {
            let (own, opp) = board.sides();
            let expected = brute(&mut cells(&board), false);
            let solved = endgame.solve(own, opp, false).unwrap();
            assert_eq!(solved.margin, expected, "{} ({empties} empty)", board.text());
            assert_eq!(endgame.solve(own, opp, true).unwrap().margin, expected.signum());
            // The best move keeps the margin.
            let after = board.play(solved.best_move.unwrap());
            let (o2, p2) = after.sides();
            let reply = Endgame::new().solve(o2, p2, false).unwrap().margin;
            assert_eq!(-reply, expected, "{} best {:?}", board.text(), solved.best_move);
        }
    }
}

/// The teaching engine searched to the end reaches the same verdict (it scores win, draw or
/// loss, not the margin), on random positions of 10 to 14 empty squares.
#[test]
fn verdicts_match_the_teaching_engine() {
    let mut endgame = Endgame::new();
    let boards = [(24, 10), (16, 11), (12, 12), (8, 13), (6, 14)]
        .into_iter()
        .flat_map(|(count, empties)| positions(count, empties, 77 + u64::from(empties)));
    for board in boards {
        let (own, opp) = board.sides();
        let margin = endgame.solve(own, opp, false).unwrap().margin;
        let result =
            search(&Reversi::default(), &board, &SearchConfig::default(), Control::default())
                .unwrap();
        assert!(result.exact);
        let for_mover = result.value * Reversi::default().to_move(&board).sign();
        assert_eq!(for_mover.signum(), margin.signum(), "{}", board.text());
    }
}

#[test]
fn solve_reversi_endgame_from_the_command_line() {
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
    };
    for board in positions(4, 8, 5) {
        let side =
            if board.to_move == minimax_tui::engine::Player::Max { "black" } else { "white" };
        let text = board.text();
        let out =
            run(&["solve", "reversi", "--board", &text, "--to-move", side, "--endgame", "--json"]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let expected = brute(&mut cells(&board), false);
        assert_eq!(v["margin"], expected, "{text}");
        let out = run(&[
            "solve",
            "reversi",
            "--board",
            &text,
            "--to-move",
            side,
            "--endgame",
            "--wld",
            "--json",
        ]);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["margin"], expected.signum());
    }
    // Text for people: FFO #1 (14 empty squares), its margin, and the nodes grouped by thousands.
    let ffo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--";
    let out = run(&["solve", "reversi", "--board", ffo1, "--to-move", "black"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("black to move: a win by 18 discs (41 to 23)"), "{text}");
    assert!(text.contains("best move: g8"), "{text}");
    let nodes = text.lines().last().unwrap().split(' ').next().unwrap();
    assert!(nodes.contains(','), "{text}");
    // The threads reported are the threads used: below 18 empty squares the solver uses one,
    // whatever was asked; from 18, as many as asked; the midgame search likewise.
    let out = run(&["solve", "reversi", "--board", ffo1, "--to-move", "black", "--threads", "2"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.trim_end().ends_with("by the endgame solver on 1 thread"), "{text}");
    // One of a thing is said in the singular: the last square, solved in one node.
    let last = format!("{}O.", "X".repeat(62));
    let out = run(&["solve", "reversi", "--board", &last, "--endgame"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("Reversi, 1 empty square: black to move: a win by 64"), "{text}");
    assert!(text.contains("\n1 node in "), "{text}");
    let board = positions(1, 18, 9)[0];
    let side = if board.to_move == minimax_tui::engine::Player::Max { "black" } else { "white" };
    let args = ["--board", &board.text(), "--to-move", side, "--threads", "2", "--json"];
    let out = run(&[&["solve", "reversi", "--endgame"][..], &args].concat());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["threads"], 2, "{v}");
    let out = run(&["solve", "reversi", "--depth", "7", "--threads", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["threads"], 2, "{v}");
    let out = run(&["solve", "reversi", "--endgame"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("60 empty squares: --endgame solves at most 34")
    );
}

/// In the app, an exact endgame asked for past the teaching engine's reach is answered by the
/// endgame solver: its verdict, a best move that keeps it, and every move's verdict.
#[test]
fn the_app_answers_exact_endgames_with_the_solver() {
    use minimax_tui::session::{Answer, GameSession, MoveList, Searches, Source};
    let game = Reversi { exact_endgame: 20, ..Reversi::default() };
    for board in positions(3, 16, 21) {
        let session = GameSession::new(game, board);
        let job = session
            .job(&Request {
                event_cap: 1000,
                ..Request::new(Work::Hints, SearchConfig { depth: Some(4), ..Default::default() })
            })
            .unwrap();
        let Ok(Answer::Analysis(analysis)) = job(Control::default()) else { panic!("an analysis") };
        let Source::Solver(rule) = &analysis.source else { panic!("answered by the solver") };
        assert!(rule.starts_with("the endgame solver, 16 empty squares"), "{rule}");
        // The panel writes "(by RULE)": no parentheses inside it.
        assert!(!rule.contains(['(', ')']), "{rule}");
        let (own, opp) = board.sides();
        let margin = Endgame::new().solve(own, opp, false).unwrap().margin;
        let sign = Reversi::default().to_move(&board).sign();
        assert_eq!(analysis.value, margin.signum() * sign);
        // Every move's verdict, and the best move's is the position's.
        for mv in &analysis.move_values {
            let label = &session.choice(mv.index).unwrap().label;
            let square = minimax_tui::games::reversi::parse_square(label);
            let child = board.play(square.unwrap_or(minimax_tui::games::reversi::PASS));
            let (o, p) = child.sides();
            let after = -Endgame::new().solve(o, p, true).unwrap().margin;
            assert_eq!(mv.value, after * sign, "{}", session.choice(mv.index).unwrap().label);
        }
        let best = analysis.move_values.iter().find(|m| Some(m.index) == analysis.best).unwrap();
        assert_eq!(best.value, analysis.value);
    }
    // Within the teaching engine's reach, it searches (a tree to step through).
    let board = positions(1, 12, 3)[0];
    let session = GameSession::new(game, board);
    let job = session
        .job(&Request { event_cap: 1000, ..Request::new(Work::Analysis, SearchConfig::default()) })
        .unwrap();
    let Ok(Answer::Analysis(analysis)) = job(Control::default()) else { panic!("an analysis") };
    assert_eq!(analysis.source, Source::Teaching);
}

/// The dedicated search to a depth gives the teaching engine's values, with each heuristic, at
/// depths 1 to 6, from random positions of every stage.
#[test]
fn the_dedicated_search_gives_the_teaching_engines_values() {
    use minimax_tui::games::reversi::Heuristic;
    use minimax_tui::games::reversi::midgame::Midgame;
    for (i, empties) in [50, 40, 30, 20, 14, 12, 10].into_iter().enumerate() {
        for board in positions(4, empties, 100 + i as u64) {
            for heuristic in [Heuristic::Discs, Heuristic::Strong, Heuristic::Pattern] {
                let game = Reversi { heuristic, exact_endgame: 0, dedicated: false };
                let mut dedicated = Midgame::new(game);
                for depth in 1..=6 {
                    let config = SearchConfig { depth: Some(depth), ..SearchConfig::default() };
                    let teaching = search(&game, &board, &config, Control::default()).unwrap();
                    let found = dedicated.search(&board, depth).unwrap();
                    assert_eq!(
                        found.value,
                        teaching.value,
                        "{} depth {depth} {heuristic:?}",
                        board.text()
                    );
                }
            }
        }
    }
}

#[test]
fn solve_reversi_by_either_engine_gives_one_value() {
    let run = |args: &[&str]| -> serde_json::Value {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    for board in positions(3, 40, 8) {
        let side =
            if board.to_move == minimax_tui::engine::Player::Max { "black" } else { "white" };
        let text = board.text();
        let base =
            ["solve", "reversi", "--board", &text, "--to-move", side, "--depth", "5", "--json"];
        let teaching = run(&[&base[..], &["--engine", "teaching"]].concat());
        // The dedicated engine is the default.
        let dedicated = run(&base);
        assert_eq!(dedicated["value"], teaching["value"], "{text}");
        assert_eq!(dedicated["engine"], "dedicated");
    }
}

/// Threads sharing one table (lazy SMP) find the same margin as one thread.
#[test]
fn threads_sharing_a_table_find_the_same_margin() {
    let boards = positions(4, 18, 31).into_iter().chain(positions(3, 19, 32));
    for board in boards {
        let (own, opp) = board.sides();
        let one = Endgame::new().solve(own, opp, false).unwrap().margin;
        for threads in [2, 3] {
            let many =
                Endgame::solve_threads(own, opp, false, threads, Default::default()).unwrap();
            assert_eq!(many.margin, one, "{} on {threads} threads", board.text());
            // The move found on threads keeps the margin.
            let after = board.play(many.best_move.unwrap());
            let (o, p) = after.sides();
            let reply = Endgame::new().solve(o, p, false).unwrap().margin;
            let kept = if after.to_move == board.to_move { reply } else { -reply };
            assert_eq!(kept, one, "{} best move on {threads} threads", board.text());
            // The nodes are published as they are searched (for the app's live count).
            let progress = std::sync::atomic::AtomicU64::new(0);
            let control = Control { nodes: Some(&progress), ..Control::default() };
            let counted = Endgame::solve_threads(own, opp, false, threads, control).unwrap();
            let published = progress.load(std::sync::atomic::Ordering::Relaxed);
            assert!(
                published > 0 && published <= counted.nodes,
                "{published} of {}",
                counted.nodes
            );
            let wld = Endgame::solve_threads(own, opp, true, threads, Default::default()).unwrap();
            assert_eq!(wld.margin, one.signum());
        }
    }
    // A stop from outside ends every thread, before the solve starts or during it.
    let board = positions(1, 24, 5)[0];
    let (own, opp) = board.sides();
    let stop = std::sync::atomic::AtomicBool::new(true);
    let started = std::time::Instant::now();
    assert!(Endgame::solve_threads(own, opp, false, 2, stopped_by(&stop)).is_err());
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
    let stop = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(std::time::Duration::from_millis(200));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let started = std::time::Instant::now();
        assert!(Endgame::solve_threads(own, opp, false, 3, stopped_by(&stop)).is_err());
        assert!(started.elapsed() < std::time::Duration::from_secs(2), "{:?}", started.elapsed());
    });
}

/// The FFO positions #1–#19 (14–16 empty squares) and those of #20–#39 with at most 20 (15 of
/// them) against their published exact scores (Edax's `fforum-1-19.obf` and `fforum-20-39.obf`;
/// the teaching engine searched to the end agrees with each of #1–#19's winner, as run once with
/// `solve reversi --engine teaching --exact-endgame 20`): the margin, a best move the file lists,
/// and the win/loss/draw search's verdict. From 14 empty squares the solver orders moves by the
/// pattern evaluation too: an ordering is free to be wrong, a margin is not.
#[test]
fn ffo_positions_get_their_published_scores() {
    let first = obf::parse(include_str!("../../benches/ffo.obf")).unwrap();
    let second = obf::parse(include_str!("../../benches/ffo-20-39.obf")).unwrap();
    let easy: Vec<_> = first.iter().filter(|p| p.board.empties() <= 16).collect();
    assert_eq!(easy.len(), 19);
    let more: Vec<_> = second.iter().filter(|p| p.board.empties() <= 20).collect();
    assert_eq!(more.len(), 15);
    let mut endgame = Endgame::new();
    for p in easy.into_iter().chain(more) {
        let (own, opp) = p.board.sides();
        let solved = endgame.solve(own, opp, false).unwrap();
        assert_eq!(Some(solved.margin), p.score, "{}", p.label);
        let best = solved.best_move.unwrap();
        assert!(p.best.contains(&best), "{}: {} is not a listed best move", p.label, best);
        let wld = endgame.solve(own, opp, true).unwrap();
        assert_eq!(wld.margin, solved.margin.signum(), "{}", p.label);
    }
}

/// With the dedicated engine chosen, the app's computer solves from `SOLVED_FROM` (21) empty
/// squares down with the endgame solver (the teaching engine's hints still search), and its move
/// keeps the margin.
#[test]
fn the_dedicated_computer_solves_endgames_exactly() {
    use minimax_tui::session::{Answer, GameSession, MoveList, Searches, Source};
    let game = Reversi { dedicated: true, ..Reversi::default() };
    for board in positions(2, 18, 41) {
        let session = GameSession::new(game, board);
        let config = SearchConfig { depth: Some(4), ..Default::default() };
        let job = session
            .job(&Request { event_cap: 1000, ..Request::new(Work::Analysis, config) })
            .unwrap();
        let Ok(Answer::Analysis(analysis)) = job(Control::default()) else { panic!("an analysis") };
        let Source::Solver(rule) = &analysis.source else { panic!("answered by the solver") };
        assert!(rule.starts_with("the endgame solver, 18 empty squares"), "{rule}");
        // The panel writes "(by RULE)": no parentheses inside it.
        assert!(!rule.contains(['(', ')']), "{rule}");
        let (own, opp) = board.sides();
        let margin = Endgame::new().solve(own, opp, false).unwrap().margin;
        assert_eq!(analysis.value, margin.signum() * Reversi::default().to_move(&board).sign());
        let best = &session.choice(analysis.best.unwrap()).unwrap().label;
        let child = board.play(minimax_tui::games::reversi::parse_square(best).unwrap());
        let (o, p) = child.sides();
        assert_eq!(-Endgame::new().solve(o, p, false).unwrap().margin, margin, "{best}");
        // A human's hints are the teaching engine's (no rule at 18 empty squares without
        // --exact-endgame): a tree.
        let hints =
            session.job(&Request { event_cap: 1000, ..Request::new(Work::Hints, config) }).unwrap();
        let Ok(Answer::Analysis(analysis)) = hints(Control::default()) else { panic!() };
        assert_eq!(analysis.source, Source::Teaching);
    }
}

/// The dedicated search on threads sharing a table finds the one-thread value at every depth
/// (the helpers' bounds are true of their depths), and a stop ends every thread at once.
#[test]
fn the_dedicated_search_on_threads_finds_the_same_values() {
    use minimax_tui::games::reversi::Heuristic;
    use minimax_tui::games::reversi::midgame::Midgame;
    for (board, heuristic) in positions(4, 40, 61).into_iter().zip([
        Heuristic::Strong,
        Heuristic::Pattern,
        Heuristic::Strong,
        Heuristic::Pattern,
    ]) {
        let game = Reversi { heuristic, ..Reversi::default() };
        for depth in [3, 6, 8] {
            let one = Midgame::new(game).search(&board, depth).unwrap();
            for threads in [2, 3] {
                // On a clock (long enough to finish), so that the helpers run at any depth.
                let clock = Some(std::time::Duration::from_secs(60));
                let many = Midgame::search_threads(
                    game,
                    &board,
                    depth,
                    threads,
                    Default::default(),
                    clock,
                )
                .unwrap();
                assert_eq!(many.value, one.value, "{} depth {depth}", board.text());
                assert_eq!(many.depth, depth);
            }
        }
    }
    // Stopped by the clock, with threads searching shared moves: the answer is the deepest
    // iteration that finished, whole (a shared node cut short by the clock is not a value).
    for (i, board) in positions(3, 44, 62).into_iter().enumerate() {
        let game = Reversi { heuristic: Heuristic::Strong, ..Reversi::default() };
        let clock = Some(std::time::Duration::from_millis(150 + 100 * i as u64));
        let progress = std::sync::atomic::AtomicU64::new(0);
        let control = Control { nodes: Some(&progress), ..Control::default() };
        let timed = Midgame::search_threads(game, &board, 60, 2, control, clock).unwrap();
        let published = progress.load(std::sync::atomic::Ordering::Relaxed);
        assert!(published > 0 && published <= timed.nodes, "{published} of {}", timed.nodes);
        let whole = Midgame::new(game).search(&board, timed.depth).unwrap();
        assert_eq!(timed.value, whole.value, "{} depth {}", board.text(), timed.depth);
    }
    let stop = std::sync::atomic::AtomicBool::new(true);
    let started = std::time::Instant::now();
    let board = positions(1, 50, 7)[0];
    let stopped =
        Midgame::search_threads(Reversi::default(), &board, 40, 2, stopped_by(&stop), None);
    assert!(stopped.is_err());
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
}

/// `solve reversi --time` deepens the dedicated engine on the clock and reports the depth it
/// reached (the teaching engine reaches depth 14 from the start in about a second here).
#[test]
fn solve_reversi_on_a_clock_reports_the_depth_reached() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "reversi", "--time", "1", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["engine"], "dedicated");
    let depth = v["depth"].as_u64().unwrap();
    assert!((7..60).contains(&depth), "{v}");
    assert!(["d3", "c4", "f5", "e6"].contains(&v["best_move"].as_str().unwrap()), "{v}");
}

/// `bench reversi --order mobility` orders the solver's moves as the anchors do with their
/// weights zeroed: the same right margins, more nodes, and the report says which order it was.
#[test]
fn bench_reversi_orders_by_mobility_on_request() {
    let dir = Scratch::new("order");
    let ffo: Vec<&str> =
        include_str!("../../benches/ffo.obf").lines().filter(|l| !l.starts_with('%')).collect();
    // FFO #40 (20 empty squares), where the evaluation's order saves nodes (at 14 to 16 its
    // first guess's search can cost more than it saves); #1 and #2 for the text.
    let (far, near) = (dir.join("40.obf"), dir.join("1-2.obf"));
    let fortieth = ffo.iter().find(|l| l.ends_with("#40")).expect("#40 in the file");
    std::fs::write(&far, format!("{fortieth}\n")).unwrap();
    std::fs::write(&near, format!("{}\n{}\n", ffo[0], ffo[1])).unwrap();
    let run = |file: &std::path::Path, extra: &[&str]| {
        let mut args = vec!["bench", "reversi", file.to_str().unwrap(), "--threads", "1"];
        args.extend(extra);
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(&args).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let json = |extra: &[&str]| -> serde_json::Value {
        serde_json::from_str(&run(&far, &[extra, &["--json"]].concat())).unwrap()
    };
    let own = json(&[]);
    let mobility = json(&["--order", "mobility"]);
    assert_eq!((&own["order"], &mobility["order"]), (&"evaluation".into(), &"mobility".into()));
    for v in [&own, &mobility] {
        assert_eq!((v["positions"].as_u64(), v["correct"].as_u64()), (Some(1), Some(1)), "{v}");
    }
    let nodes = |v: &serde_json::Value| v["nodes"].as_u64().unwrap();
    assert!(nodes(&mobility) > nodes(&own), "{} against {}", nodes(&mobility), nodes(&own));
    let text = run(&near, &["--order", "mobility"]);
    assert!(text.contains("2 of 2 right") && text.contains(", moves ordered by mobility alone"));
    assert!(!run(&near, &[]).contains("mobility"));
}

/// `bench reversi FILE` solves each problem and checks it: right scores count, a wrong score
/// in the file is called wrong and fails the run (exit 1), and bad files (an illegal listed move
/// too) are refused in one line (exit 2).
#[test]
fn bench_reversi_checks_a_problem_file() {
    let dir = Scratch::new("obf");
    let ffo: Vec<&str> = include_str!("../../benches/ffo.obf")
        .lines()
        .filter(|l| !l.starts_with('%'))
        .take(3)
        .collect();
    // The third problem's score altered: +2 becomes +4.
    let altered = ffo[2].replacen("D1:+2", "D1:+4", 1);
    assert_ne!(altered, ffo[2]);
    let file = dir.join("three.obf");
    std::fs::write(&file, format!("{}\n{}\n{altered}\n", ffo[0], ffo[1])).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_minimax")).args(args).output().unwrap()
    };
    let path = file.to_str().unwrap();
    // A wrong score fails the run (status 1), after the report (it exited 0).
    let out = run(&["bench", "reversi", path, "--json"]);
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1 of 3 scores differ from the file's"), "{err}");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["positions"].as_u64(), v["correct"].as_u64()), (Some(3), Some(2)), "{v}");
    assert_eq!(v["results"][0]["margin"], 18);
    assert_eq!(v["results"][2]["margin"], 2);
    let text =
        String::from_utf8(run(&["bench", "reversi", path, "--threads", "1"]).stdout).unwrap();
    assert!(text.contains("WRONG (the file says +4)"), "{text}");
    assert!(text.contains("2 of 3 right"), "{text}");
    let wld = run(&["bench", "reversi", path, "--wld", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&wld.stdout).unwrap();
    assert_eq!(v["correct"], 3, "every sign is right: {v}");
    // Refused: a missing file, a bad line, too many empty squares.
    let start = format!("{} X;", "-".repeat(27) + "OX------XO" + &"-".repeat(27));
    let bad = dir.join("bad.obf");
    let illegal = format!("{start} A1:+0;\n");
    for (content, said) in [
        ("x\n", "line 1:"),
        (&*format!("{start} D3:+0;\n"), "at most 34"),
        (&*illegal, "A1 is not a legal move in this position"),
    ] {
        std::fs::write(&bad, content).unwrap();
        let out = run(&["bench", "reversi", bad.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(said) && err.trim_end().lines().count() == 1, "{err}");
    }
    let out = run(&["bench", "reversi", dir.join("none.obf").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
}

/// From the computer's own threshold (`SOLVED_FROM`, 21 empty squares) the app's hints are the
/// endgame solver's, beside the teaching engine's depth-limited search: every move's verdict
/// agrees with the teaching engine's exact search to the end, and the analysis lists each move's
/// margin (issue 25, item 3).
#[test]
fn the_apps_endgame_hints_are_exact() {
    use minimax_tui::session::{Answer, GameSession, MoveList, Searches, Source};
    let game = Reversi::default();
    for board in positions(3, 11, 8) {
        let session = GameSession::new(game, board);
        // The solver has the move's time (a clock, else a second): a minute here, so that a
        // loaded machine cannot leave the hints to the depth-2 search alone.
        let time = Some(std::time::Duration::from_secs(60));
        let config = SearchConfig { depth: Some(2), time, ..Default::default() };
        let job =
            session.job(&Request { event_cap: 1000, ..Request::new(Work::Hints, config) }).unwrap();
        let Ok(Answer::Analysis(analysis)) = job(Control::default()) else { panic!("an analysis") };
        assert_eq!(analysis.source, Source::Teaching, "the tree is the depth-2 search's");
        let Source::Solver(what) = &analysis.move_values_by else { panic!("valued by the solver") };
        assert!(what.contains("margins: "), "{what}");
        let exact = SearchConfig { exact_root_values: true, ..Default::default() };
        let truth = search(&game, &board, &exact, Control::default()).unwrap();
        assert_eq!(analysis.move_values.len(), truth.root_moves.len());
        for mv in &analysis.move_values {
            let label = &session.choice(mv.index).unwrap().label;
            let root = truth.root_moves.iter().find(|r| &game.notation(r.mv) == label).unwrap();
            assert_eq!(mv.value.signum(), root.value.signum(), "{label}: {what}");
        }
    }
}

/// A board typed in can offer more moves than a game ever does (33 at most): this one offers
/// black 35, counted here square by square. The dedicated search lists them all (it once kept
/// room for 32 and panicked), with the teaching engine's values, and so does the command line.
#[test]
fn a_board_of_more_moves_than_a_game_reaches_is_searched() {
    use minimax_tui::games::reversi::midgame::Midgame;
    let text = "-----X---OOXXOO--XXO-XX--O-------OXO-XO--OX-OXXX-O-OOXO---------";
    let board = Board::parse(text, minimax_tui::engine::Player::Max).unwrap();
    let cells = cells(&board);
    let offered = (0..64).filter(|&sq| cells[sq] == 2 && !turned(&cells, sq, 0).is_empty());
    assert_eq!(offered.count(), 35);
    let game = Reversi { exact_endgame: 0, ..Reversi::default() };
    for depth in 1..=3 {
        let config = SearchConfig { depth: Some(depth), ..SearchConfig::default() };
        let teaching = search(&game, &board, &config, Control::default()).unwrap();
        let found = Midgame::new(game).search(&board, depth).unwrap();
        assert_eq!(found.value, teaching.value, "depth {depth}");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "reversi", "--board", text, "--depth", "2", "--threads", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// FFO #59, with 34 empty squares the most the solver takes (`MAX_EMPTIES`), is a wipe-out it
/// proves at once: +64 by a move the file lists (from Edax's `fforum-40-59.obf`), on one thread
/// and on two, a win by win/loss/draw; one square more is refused.
#[test]
fn ffo_59_is_solved_at_the_most_empty_squares() {
    use minimax_tui::games::reversi::endgame::MAX_EMPTIES;
    let problems = obf::parse(include_str!("../../benches/ffo-45-59.obf")).unwrap();
    let p = problems.iter().find(|p| p.label == "#59").expect("#59 in the file");
    assert_eq!((p.board.empties(), MAX_EMPTIES), (34, 34));
    let (own, opp) = p.board.sides();
    let solved = Endgame::new().solve(own, opp, false).unwrap();
    assert_eq!(Some(solved.margin), p.score);
    assert!(p.best.contains(&solved.best_move.unwrap()), "{solved:?}");
    let two = Endgame::solve_threads(own, opp, false, 2, Control::default()).unwrap();
    assert_eq!(two.margin, 64);
    assert_eq!(Endgame::new().solve(own, opp, true).unwrap().margin, 1);
    // One square more: black's disc at h8 taken off.
    let mut text = p.board.text();
    text.replace_range(63..64, "-");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
        .args(["solve", "reversi", "--endgame", "--board", &text])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("35 empty squares: --endgame solves at most 34"), "{err}");
}

/// Where the side to move must pass but the game goes on, every engine answers `pass`, in JSON
/// and in words; where the game is over there is no move.
#[test]
fn a_forced_pass_is_a_best_move() {
    let board = "OXXXXXXXOXXXOXXXOOOXXXXXOOXXOXXXOOOXOXXXOOOXO-X-OOOXO-XXOOXXO-X-";
    let over = "X".repeat(32) + &"O".repeat(32);
    let solve = |board: &str, extra: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_minimax"))
            .args(["solve", "reversi", "--board", board, "--to-move", "white"])
            .args(extra)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    for engine in [&["--endgame"][..], &["--engine", "teaching", "--depth", "6"]] {
        let json: serde_json::Value =
            serde_json::from_str(&solve(board, &[engine, &["--json"]].concat())).unwrap();
        assert_eq!(json["best_move"], "pass", "{engine:?}: {json}");
        let over: serde_json::Value =
            serde_json::from_str(&solve(&over, &[engine, &["--json"]].concat())).unwrap();
        assert_eq!(over["best_move"], serde_json::Value::Null, "{engine:?}: {over}");
    }
    assert!(solve(board, &["--endgame"]).contains("best move: pass"));
    // A game over with 32 empty squares (neither side can move: columns a-b black, g-h white) is
    // past the endgame solver's threshold: the dedicated engine calls its draw decided (it said
    // "value 0, heuristic").
    let stuck = "XX----OO".repeat(8);
    let json: serde_json::Value = serde_json::from_str(&solve(&stuck, &["--json"])).unwrap();
    assert_eq!(
        (json["engine"].as_str(), json["kind"].as_str(), &json["decided"]),
        (Some("dedicated"), Some("draw"), &true.into()),
        "{json}"
    );
}

/// Set in the process that installs weights of its own (a process installs them once).
const INSTALLING: &str = "MINIMAX_INSTALL_WEIGHTS";

/// The trainer's rounds play and label with the weights the round before made
/// (`pattern::install`): once installed, they are the ones every use of the pattern evaluation
/// reads, the engine's heuristic included, and none can replace them.
#[test]
fn installed_pattern_weights_are_the_ones_in_use() {
    use minimax_tui::games::reversi::Heuristic;
    use minimax_tui::games::reversi::pattern::{self, PER_PHASE, PHASES, Weights};
    // The margins of a few positions within the evaluation's reach (it orders the solver's
    // moves from 14 empty squares), solved here with the shipped weights.
    let boards = positions(3, 16, 54);
    let Some(margins) = std::env::var_os(INSTALLING) else {
        let margins: Vec<String> = boards
            .iter()
            .map(|b| Endgame::new().solve(b.sides().0, b.sides().1, false).unwrap().margin)
            .map(|m| m.to_string())
            .collect();
        let name = "endgame::installed_pattern_weights_are_the_ones_in_use";
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", name, "--test-threads=1", "--nocapture"])
            .env(INSTALLING, margins.join(" "))
            .output()
            .expect("the test binary runs again");
        let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && said.contains("1 passed"), "{said}");
        return;
    };
    // A quarter of a disc (16 units) for every pattern entry, the mobility and the constant: at
    // the start (mobility even) 88 instances and the constant, 22.25 discs, where the shipped
    // weights see 0.
    let table = vec![16i16; PHASES * PER_PHASE];
    pattern::install(Weights { table: table.clone() }).expect("nothing read them yet");
    let in_use = pattern::shipped().expect("the installed weights");
    assert!(in_use.table == table, "the weights in use are not those installed");
    assert_eq!(Heuristic::Pattern.evaluate(&Board::start()), 22);
    assert!(pattern::install(Weights::zero()).is_err(), "installed once");
    // The solver orders its moves by them, and finds the same margins.
    let margins: Vec<i32> =
        margins.to_str().unwrap().split(' ').map(|m| m.parse().unwrap()).collect();
    for (board, margin) in boards.iter().zip(margins) {
        let (own, opp) = board.sides();
        assert_eq!(Endgame::new().solve(own, opp, false).unwrap().margin, margin, "{board:?}");
    }
}
