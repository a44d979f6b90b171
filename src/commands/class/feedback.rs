//! A student's feedback: the grade and the rule that gave it, then what to look at first: the
//! first invalid answer with its position, the games lost with their records, or the search
//! variant the answers match with the first node where they depart.

use std::fmt::Write;

use super::student::Student;
use crate::catalog::nim::arena::OpponentResult;
use crate::catalog::tree::grade::Graded;
use crate::grading::variant_words;
use crate::tr;
use crate::words::printable;

/// The most lost games a feedback lists with their moves.
const LOST_LISTED: usize = 5;

fn head(student: &Student, title: &str) -> String {
    let mut text = format!("# {title}: {}\n\n", printable(&student.id));
    let (points, of) = (student.points.to_string(), student.out_of.to_string());
    let said = tr!("feedback-points", points = points, of = of, rule = student.rule.shown());
    let _ = writeln!(text, "{said}\n");
    text
}

/// The Heaps rubric's feedback.
pub fn nim(student: &Student, results: &[OpponentResult], misere: bool) -> String {
    let misere = if misere { "yes" } else { "no" };
    let mut text = head(student, &tr!("feedback-nim-title", misere = misere));
    text.push_str(&format!("{}\n|---|---:|---:|---:|\n", tr!("feedback-nim-table")));
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
        let why = g.failure.as_ref().map_or("", |f| f.shown());
        let said = tr!(
            "feedback-first-invalid",
            opponent = r.opponent.as_str(),
            heaps = format!("{:?}", g.start),
            why = fenced(why)
        );
        let (title, zero) = (tr!("feedback-first-invalid-title"), tr!("feedback-invalid-zero"));
        let _ = writeln!(text, "\n## {title}\n\n{said}\n\n{zero}");
    }
    let lost: Vec<_> = results
        .iter()
        .flat_map(|r| r.records.iter().map(move |g| (r, g)))
        .filter(|(_, g)| !g.won && g.failure.is_none())
        .collect();
    if !lost.is_empty() {
        let _ = writeln!(text, "\n## {}\n", tr!("feedback-lost-title", n = lost.len()));
        for (r, g) in lost.iter().take(LOST_LISTED) {
            let first = if g.player_first { "you" } else { "them" };
            // The arena's words are of "the player"; a student reads of their own moves.
            let why = g.explain(true).map(|why| why.shown().to_string()).unwrap_or_default();
            let said = tr!(
                "feedback-lost-game",
                opponent = r.opponent.as_str(),
                heaps = format!("{:?}", g.start),
                first = first,
                why = why
            );
            let _ = writeln!(text, "- {said}");
            if !g.moves.is_empty() {
                let _ =
                    writeln!(text, "  {}", tr!("feedback-lost-moves", moves = g.moves.join(" ")));
            }
        }
        if lost.len() > LOST_LISTED {
            let _ = writeln!(text, "- {}", tr!("feedback-and-more", n = lost.len() - LOST_LISTED));
        }
    }
    text
}

/// The tree rubric's feedback.
pub fn tree(student: &Student, graded: &[Graded]) -> String {
    let mut text = head(student, &tr!("feedback-tree-title"));
    if let Some(variant) = &student.variant {
        let what = variant_words(variant);
        let _ = writeln!(
            text,
            "{}",
            tr!("feedback-tree-match", variant = variant.as_str(), what = what)
        );
        if let Some(node) = &student.departs_at {
            let _ = writeln!(text, "{}", tr!("feedback-tree-departs", node = node.as_str()));
        }
        text.push('\n');
    }
    text.push_str(&format!("{}\n|---|---|---|\n", tr!("feedback-tree-table")));
    for g in graded {
        let details = match (g.verdict, &g.failure) {
            (_, Some(why)) => why.shown().lines().next().unwrap_or_default().to_string(),
            ("wrong", _) if g.matches.is_empty() => tr!("feedback-no-variant"),
            ("wrong", _) => tr!(
                "feedback-departs-at",
                variants = g.matches.join(", "),
                node = g.departs_at.as_deref().unwrap_or("?")
            ),
            _ => String::new(),
        };
        let _ = writeln!(
            text,
            "| {} | {} | {} |",
            printable(&g.tree),
            crate::catalog::tree::grade::verdict_word(g.verdict),
            printable(&details).replace('|', "\\|")
        );
    }
    if let Some(why) = &student.failure {
        let _ = writeln!(text, "\n## {}\n\n{}", tr!("feedback-first-failure"), fenced(why.shown()));
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
