//! Games against Edax (issue 54): ours, the dedicated engine with the trained evaluation, against
//! Edax run with the weights `MINIMAX_EDAX_EVAL` gives it (zero here: its trained ones cannot be
//! had offline), at equal depth and at equal time a move, over Edax's NBoard protocol: one Edax
//! process a thread, told each position whole (`set game` with the board), so no game history
//! is needed.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

use minimax_tui::games::reversi::{Board, Heuristic, parse_square};

use super::evaluation::{Limit, Match, Ours, Player};
use super::{edax_command, figure_row};

/// Edax thinking over NBoard, as `command` starts it (its level or its time a move set there).
struct Edax {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Edax {
    fn start(mut command: Command) -> Edax {
        command.arg("-nboard").stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        let mut child = command.spawn().unwrap_or_else(|e| panic!("{command:?}: {e}"));
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let mut edax = Edax { child, input, output };
        edax.send("nboard 1");
        edax
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").and_then(|()| self.input.flush()).expect("Edax reads");
    }
}

impl Player for Edax {
    fn choose(&mut self, board: &Board) -> u8 {
        // GGF's board: `*` black, `O` white, then the mover.
        let side = if board.to_move.sign() > 0 { '*' } else { 'O' };
        let discs = board.text().replace('X', "*");
        self.send(&format!("set game (;GM[Othello]PC[minimax]TY[8]BO[8 {discs} {side}];)"));
        self.send("go");
        let mut line = String::new();
        loop {
            line.clear();
            // A line at most 4 KB: Edax's are short, and no answer grows this one without end.
            let read = (&mut self.output).take(4096).read_line(&mut line).expect("Edax writes");
            assert!(read > 0, "Edax ended without a move for {}", board.text());
            // `=== f6 0.00 0.0`: the move, its value and time.
            if let Some(answer) = line.strip_prefix("=== ") {
                let square = answer.split_whitespace().next().unwrap_or("");
                return parse_square(square)
                    .unwrap_or_else(|e| panic!("Edax's move {answer:?}: {e}"));
            }
        }
    }
}

impl Drop for Edax {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit").and_then(|()| self.input.flush());
        if self.child.try_wait().ok().flatten().is_none() {
            std::thread::sleep(Duration::from_millis(50));
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// Ours against Edax: at Edax's level `level` (depth `level`, exact from twice as many empty
/// squares: its levels up to 10) against ours at the same depth and exact from the same
/// squares, from `openings` openings; then at `time` a move for both (Edax takes 100 ms at
/// least, and more in its endgame: the row says how long each took), from `timed` openings.
pub fn games(edax: &Path, eval: &Path, level: u32, openings: u64, time: Duration, timed: u64) {
    let exact_from = 2 * level;
    let played = Match::play(openings, || {
        let ours = Ours::new(Heuristic::Pattern, Limit::Depth(level), exact_from);
        let mut command = edax_command(edax, eval, 1);
        command.args(["-l", &level.to_string()]);
        (ours, Edax::start(command))
    });
    figure_row(
        &format!(
            "Reversi pattern against Edax, depth {level} to {exact_from} empty squares, {} games ({openings} openings, sides swapped)",
            played.margins.len()
        ),
        with_times(&played),
        &[],
    );
    let played = Match::play(timed, || {
        // Exact from the app's 21 empty squares when the solve fits half the move's time.
        let ours = Ours::new(Heuristic::Pattern, Limit::Clock(time), 21);
        let mut command = edax_command(edax, eval, 1);
        command.args(["-move-time", &format!("{}", time.as_secs_f64())]);
        (ours, Edax::start(command))
    });
    figure_row(
        &format!(
            "Reversi pattern against Edax, {} ms a move, {} games ({timed} openings, sides swapped)",
            time.as_millis(),
            played.margins.len(),
        ),
        with_times(&played),
        &[],
    );
}

/// The match's score, and the time each side took a move.
fn with_times(played: &Match) -> (String, f64) {
    let (text, score) = played.score();
    let [ours, edax] = played.per_move();
    (format!("{text}; {ours:.1} ms a move against Edax's {edax:.1}"), score)
}
