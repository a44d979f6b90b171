//! Endgame problems in Edax's problem-file form (`.obf`), one per line: 64 squares a1..h1, a2..h2,
//! …, h8 (`X` black, `O` white, `-` empty), the side to move (`X` or `O`), `;`, then the known
//! answers `move:score;` (the disc margin the mover keeps by that move, best first). From `%` on a
//! line is a comment. The FFO test positions in `benches/ffo.obf` are in this form.

use crate::engine::Player;

use super::{Board, parse_square};

/// One problem: the position, and what its file says the answer is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub board: Board,
    /// The exact margin for the side to move (the best listed score), if any is listed.
    pub score: Option<i32>,
    /// The moves listed with that score.
    pub best: Vec<u8>,
    /// The line's comment (`% #40` gives `#40`), or empty.
    pub label: String,
}

/// The problems of a file; a line that is blank or only a comment is skipped. Errors name the
/// line (counted from 1).
pub fn parse(text: &str) -> Result<Vec<Problem>, String> {
    let mut problems = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let (body, comment) = line.split_once('%').unwrap_or((line, ""));
        if body.trim().is_empty() {
            continue;
        }
        let mut problem = parse_line(body)
            .map_err(|e| crate::tr!("obf-line", line = (i + 1).to_string(), why = e))?;
        // Shown in reports as it is: a byte of the file never reaches the terminal as a command.
        problem.label = crate::words::printable(comment.trim());
        problems.push(problem);
    }
    Ok(problems)
}

fn parse_line(body: &str) -> Result<Problem, String> {
    let mut fields = body.split(';');
    let position = fields.next().unwrap_or("").trim();
    let (squares, side) =
        position.rsplit_once(char::is_whitespace).ok_or_else(|| crate::tr!("obf-position"))?;
    let to_move = match side.trim() {
        "X" | "x" | "B" | "b" => Player::Max,
        "O" | "o" | "W" | "w" => Player::Min,
        other => return Err(crate::tr!("obf-side", side = other)),
    };
    let board = Board::parse(squares, to_move).map_err(|e| e.to_string())?;
    let mut answers = Vec::new();
    for field in fields.map(str::trim).filter(|f| !f.is_empty()) {
        let (mv, score) =
            field.split_once(':').ok_or_else(|| crate::tr!("obf-answer", field = field))?;
        let square = parse_square(mv).map_err(|e| e.to_string())?;
        let score: i32 =
            score.trim().parse().map_err(|_| crate::tr!("not-a-score", text = score))?;
        if !(-64..=64).contains(&score) {
            return Err(crate::tr!("obf-margin", score = score.to_string()));
        }
        // A listed move must be one the side to move can play (a pass only when it has none).
        let (own, opp) = board.sides();
        let legal = super::moves(own, opp);
        let playable = match square {
            super::PASS => legal == 0,
            s => legal & (1u64 << s) != 0,
        };
        if !playable {
            return Err(crate::tr!("obf-illegal", square = mv.trim()));
        }
        answers.push((square, score));
    }
    let score = answers.iter().map(|&(_, s)| s).max();
    let best = answers.iter().filter(|&&(_, s)| Some(s) == score).map(|&(m, _)| m).collect();
    Ok(Problem { board, score, best, label: String::new() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listed_move_must_be_legal() {
        let line = "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O; A1:-12;";
        assert_eq!(parse(line).unwrap_err(), "line 1: A1 is not a legal move in this position");
    }

    #[test]
    fn a_problem_line_gives_its_position_and_answer() {
        let text = "% a comment\n\n--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O; C7:-12; G3:-12; % #43\n";
        let problems = parse(text).unwrap();
        assert_eq!(problems.len(), 1);
        let p = &problems[0];
        assert_eq!(p.board.to_move, Player::Min);
        assert_eq!(p.board.empties(), 23);
        assert_eq!(p.score, Some(-12));
        assert_eq!(p.best, vec![parse_square("c7").unwrap(), parse_square("g3").unwrap()]);
        assert_eq!(p.label, "#43");
        // A comment's control characters are written out, never kept to reach a terminal.
        let hostile = text.replace("% #43", "% \u{1b}]0;owned\u{7}\u{1b}[2J");
        assert_eq!(parse(&hostile).unwrap()[0].label, "\\u{1b}]0;owned\\u{7}\\u{1b}[2J");
    }

    #[test]
    fn bad_lines_are_named() {
        assert!(parse("x").unwrap_err().starts_with("line 1:"));
        let short = "XO X;";
        assert!(parse(&format!("\n{short}")).unwrap_err().starts_with("line 2: a board is 64"));
        let board = "-".repeat(64);
        assert!(parse(&format!("{board} Z;")).unwrap_err().contains("'Z'"));
        assert!(parse(&format!("{board} X; A1:+99;")).unwrap_err().contains("99"));
        assert!(parse(&format!("{board} X; A9:+2;")).unwrap_err().contains("A9"));
        assert_eq!(parse(&format!("{board} X;")).unwrap()[0].score, None);
    }
}
