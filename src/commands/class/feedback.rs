//! A student's feedback: the grade and the rule that gave it, then what to look at first: the
//! first invalid answer with its position, the games lost with their records, or the search
//! variant the answers match with the first node where they depart.

use std::fmt::Write;

use super::student::Student;
use crate::catalog::nim::arena::OpponentResult;
use crate::catalog::tree::grade::Graded;
use crate::grading::VARIANTS;
use crate::words::printable;

/// The most lost games a feedback lists with their moves.
const LOST_LISTED: usize = 5;

fn head(student: &Student, title: &str) -> String {
    let mut text = format!("# {title}: {}\n\n", printable(&student.id));
    let _ = writeln!(text, "**{} of {}** ({})\n", student.points, student.out_of, student.rule);
    text
}

/// The Heaps rubric's feedback.
pub fn nim(student: &Student, results: &[OpponentResult], misere: bool) -> String {
    let rules = if misere { "misère Nim" } else { "Nim" };
    let mut text = head(student, &format!("Heaps ({rules})"));
    text.push_str("| opponent | games | wins | win rate |\n|---|---:|---:|---:|\n");
    for r in results {
        let _ = writeln!(
            text,
            "| {} | {} | {} | {:.0} % |",
            r.opponent,
            r.games,
            r.wins,
            r.win_rate * 100.0
        );
    }
    if let Some((r, g)) = results
        .iter()
        .flat_map(|r| r.records.iter().map(move |g| (r, g)))
        .find(|(_, g)| g.failure.is_some())
    {
        let why = g.failure.as_deref().unwrap_or_default();
        let _ = writeln!(
            text,
            "\n## The first answer that could not count\n\nAgainst {}, from heaps {:?}: {}\n\n\
             Any such answer gives 0: the arena stopped there.",
            r.opponent,
            g.start,
            fenced(why)
        );
    }
    let lost: Vec<_> = results
        .iter()
        .flat_map(|r| r.records.iter().map(move |g| (r, g)))
        .filter(|(_, g)| !g.won && g.failure.is_none())
        .collect();
    if !lost.is_empty() {
        let _ = writeln!(text, "\n## Games lost ({})\n", lost.len());
        for (r, g) in lost.iter().take(LOST_LISTED) {
            let first = if g.player_first { "you moved first" } else { "the opponent moved first" };
            // The arena's words are of "the player"; a student reads of their own moves.
            let why = g.verdict.as_deref().unwrap_or_default().replacen("its move", "your move", 1);
            let _ = writeln!(
                text,
                "- against {} from heaps {:?} ({first}): {why}",
                r.opponent, g.start
            );
            if !g.moves.is_empty() {
                let _ = writeln!(text, "  moves (heap:stones): {}", g.moves.join(" "));
            }
        }
        if lost.len() > LOST_LISTED {
            let _ = writeln!(text, "- … and {} more", lost.len() - LOST_LISTED);
        }
    }
    text
}

/// The tree rubric's feedback.
pub fn tree(student: &Student, graded: &[Graded]) -> String {
    let mut text = head(student, "Tree search");
    if let Some(variant) = &student.variant {
        let what = VARIANTS.iter().find(|(n, _)| n == variant).map_or("", |(_, w)| w);
        let _ = writeln!(text, "Your wrong answers match **{variant}**: {what}.");
        if let Some(node) = &student.departs_at {
            let _ = writeln!(
                text,
                "On the first of them, your search departs from the right one at {node}."
            );
        }
        text.push('\n');
    }
    text.push_str("| tree | verdict | details |\n|---|---|---|\n");
    for g in graded {
        let details = match (g.verdict, &g.failure) {
            (_, Some(why)) => why.lines().next().unwrap_or_default().to_string(),
            ("wrong", _) if g.matches.is_empty() => "no known variant reproduces it".into(),
            ("wrong", _) => format!(
                "{}; departs at {}",
                g.matches.join(", "),
                g.departs_at.as_deref().unwrap_or("?")
            ),
            _ => String::new(),
        };
        let _ = writeln!(
            text,
            "| {} | {} | {} |",
            printable(&g.tree),
            g.verdict,
            printable(&details).replace('|', "\\|")
        );
    }
    if let Some(why) = &student.failure {
        let _ = writeln!(text, "\n## The first failure\n\n{}", fenced(why));
    }
    text
}

/// A failure's text, its program's error output in a block of its own.
fn fenced(why: &str) -> String {
    let why = printable(why).replace("```", "'''");
    match why.split_once('\n') {
        Some((head, rest)) => format!("{head}\n\n```\n{rest}\n```"),
        None => why,
    }
}
