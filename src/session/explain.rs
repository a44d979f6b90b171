//! A move explained by its proof (`solve … --explain`, `e` in the app): where every value is
//! exact, why the best move is best — each of the opponent's replies answered — and why the
//! other moves are worse — each one's refutation —, in the few lines a person reads, and each
//! line's fact as a claim a test can check against a solver of its own.

use std::cmp::Reverse;

use serde::Serialize;

use super::game::SessionGame;
use super::review::{Valued, value_moves};
use crate::engine::score::is_decisive;
use crate::engine::search::Table;
use crate::engine::{Cancelled, Control, Outcome, Player, Score, SearchConfig};
use crate::tr;
use crate::words::Kind;

/// Most replies (and most worse moves) written out one by one; the rest are counted.
pub const SHOWN: usize = 5;

/// A fact the words state: after `after` (moves from the position explained, in notation), the
/// result for the side to move at that position, and the plies to the end with best play
/// counted from the position after `after` (where the result is a win or a loss).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    pub after: Vec<String>,
    pub result: Kind,
    pub plies: Option<u32>,
}

/// The words, and the facts they state.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Explanation {
    pub lines: Vec<String>,
    pub claims: Vec<Claim>,
    /// The best move, in notation (`None` where a game's own words explain without the proof).
    #[serde(skip)]
    pub best: Option<String>,
}

/// Why the search cannot explain a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unexplained {
    /// The game is over.
    Over,
    /// A value is not exact (a depth limit): only exact values have a proof.
    NotExact,
    Cancelled,
}

impl Unexplained {
    pub fn words(&self) -> String {
        match self {
            Unexplained::Over => crate::tr!("explain-over"),
            Unexplained::NotExact => crate::tr!("explain-not-exact"),
            Unexplained::Cancelled => crate::tr!("explain-stopped"),
        }
    }
}

impl From<Cancelled> for Unexplained {
    fn from(_: Cancelled) -> Self {
        Unexplained::Cancelled
    }
}

/// A position's moves valued for its mover, best first (the first of equals in the game's
/// order), every value exact.
struct Ranked<M> {
    mover: Player,
    moves: Vec<(M, Valued)>,
}

struct Prover<'a, G: SessionGame> {
    game: &'a G,
    control: Control<'a>,
    table: Table<G>,
    config: SearchConfig,
}

impl<G: SessionGame> Prover<'_, G> {
    /// Every move of `state` valued, best first, `None` at the game's end: every value exact
    /// where `all` is set, else the best (a win found is proven, whatever the others are).
    fn rank(
        &mut self,
        state: &G::State,
        all: bool,
    ) -> Result<Option<Ranked<G::Move>>, Unexplained> {
        if self.game.outcome(state).is_some() {
            return Ok(None);
        }
        let (values, others, limited) =
            value_moves(self.game, state, &self.config, self.control, &mut self.table)?;
        // A depth-limited search proves a win or a loss it finds; any other value it leaves
        // open. A rule that leaves moves out (Nim's losing moves) cannot name each one's
        // refutation.
        let proven = |&(_, s, e): &(G::Move, Score, bool)| e || is_decisive(s);
        let best = values.iter().max_by_key(|v| v.1);
        let proven = if all { values.iter().all(proven) } else { best.is_some_and(proven) };
        if (limited && !proven) || others.is_some() {
            return Err(Unexplained::NotExact);
        }
        let utilities = self.game.ends_in_utilities();
        let mut moves: Vec<(usize, G::Move, Score)> =
            values.iter().enumerate().map(|(i, &(m, s, _))| (i, m, s)).collect();
        moves.sort_by_key(|&(i, _, s)| (Reverse(s), i));
        let moves = moves.into_iter().map(|(_, m, s)| (m, Valued::new(s, true, utilities)));
        Ok(Some(Ranked { mover: self.game.to_move(state), moves: moves.collect() }))
    }
}

/// The claim of a finished game: its result for the side to move there, no plies left.
fn ended<G: SessionGame>(game: &G, state: &G::State, after: Vec<String>) -> Claim {
    let mover = game.to_move(state);
    let result = match game.outcome(state) {
        Some(Outcome::Win(p)) if p == mover => Kind::Win,
        Some(Outcome::Win(_)) => Kind::Loss,
        Some(Outcome::Draw) | None => Kind::Draw,
        Some(Outcome::Utility(_)) => Kind::Utility,
    };
    let plies = matches!(result, Kind::Win | Kind::Loss).then_some(0);
    Claim { after, result, plies }
}

/// Win 2, draw 1, loss 0; a utility by its number (a textbook tree's).
fn rank_of(v: &Valued) -> Score {
    match v.kind {
        Kind::Win => Score::MAX,
        Kind::Loss => Score::MIN,
        _ => crate::engine::score::seed_value(v.score),
    }
}

/// The value `v` of a mover in words naming the side: "X wins in 5", "O wins in 4", "a draw",
/// "utility +3".
fn result(v: &Valued, mover: &str, other: &str, scale: Score) -> String {
    let wins = |side: &str| match v.plies() {
        Some(1) => tr!("explain-wins-at-once", side = side),
        Some(n) => tr!("explain-wins-in", side = side, n = n),
        None => tr!("explain-wins", side = side),
    };
    match v.kind {
        Kind::Win => wins(mover),
        Kind::Loss => wins(other),
        Kind::Draw => tr!("explain-draw"),
        _ => v.words(scale),
    }
}

/// Items joined by "; ", and how many more were left out.
fn listed(words: &[String], more: usize) -> String {
    match more {
        0 => words.join("; "),
        n => format!("{}; {}", words.join("; "), tr!("explain-and-more", n = n)),
    }
}

/// Explains `state`'s value for its mover by the proof the exact values give: the best move and
/// each of the opponent's replies with the answer that keeps the result; each worse move with
/// its refutation (`chosen` first, if it is one). Past `control`'s stop, `Cancelled`.
pub fn explain<G: SessionGame>(
    game: &G,
    state: &G::State,
    chosen: Option<G::Move>,
    control: Control<'_>,
) -> Result<Explanation, Unexplained> {
    let (mut out, best) = match proof(game, state, chosen, control) {
        // A game's own rule may explain what the search cannot reach (Nim's large heaps).
        Err(Unexplained::NotExact) => (Explanation::default(), None),
        other => other.map(|(e, best)| (e, Some(best)))?,
    };
    let mut lines = game.explanation_words(state, best);
    if lines.is_empty() && out.lines.is_empty() {
        return Err(Unexplained::NotExact);
    }
    lines.append(&mut out.lines);
    out.lines = lines;
    Ok(out)
}

/// The proof alone, without the game's own words.
fn proof<G: SessionGame>(
    game: &G,
    state: &G::State,
    chosen: Option<G::Move>,
    control: Control<'_>,
) -> Result<(Explanation, G::Move), Unexplained> {
    let config = SearchConfig { depth: None, ..SearchConfig::default() };
    let table = Table::<G>::for_config(&config);
    let mut prover = Prover { game, control, table, config };
    let Some(here) = prover.rank(state, true)? else { return Err(Unexplained::Over) };
    let scale = game.value_scale();
    let (me, you) = (game.side_name(here.mover), game.side_name(here.mover.opponent()));
    let say = |v: &Valued, mover: Player| match mover == here.mover {
        true => result(v, me, you, scale),
        false => result(v, you, me, scale),
    };
    // A finished game's result in words, from its claim (for the side to move there).
    let over = |c: &Claim, state: &G::State| {
        let winner = match (c.result, game.to_move(state) == here.mover) {
            (Kind::Win, true) | (Kind::Loss, false) => me,
            (Kind::Win, false) | (Kind::Loss, true) => you,
            _ => return tr!("explain-draw"),
        };
        tr!("explain-wins", side = winner)
    };
    let (best, value) = here.moves[0];
    let best_name = game.notation(best);
    let mut out = Explanation { best: Some(best_name.clone()), ..Explanation::default() };
    let claim = |after: Vec<String>, v: &Valued| Claim { after, result: v.kind, plies: v.plies() };
    out.claims.push(claim(vec![], &value));
    let keeping = here.moves.iter().filter(|(_, v)| rank_of(v) == rank_of(&value)).count();
    let kind = match value.kind {
        Kind::Win => "win",
        Kind::Draw => "draw",
        _ => "other",
    };
    let result = say(&value, here.mover);
    let name = best_name.as_str();
    out.lines.push(match value.kind {
        Kind::Loss => tr!("explain-lost", me = me, best = name, result = result),
        _ => tr!(
            "explain-head",
            me = me,
            best = name,
            result = result,
            more = keeping - 1,
            kind = kind
        ),
    });
    // The best move's proof: each reply and the answer that keeps the result.
    if value.kind != Kind::Loss {
        let after = game.apply(state, best);
        match prover.rank(&after, false)? {
            None => {
                let c = ended(game, &after, vec![best_name.clone()]);
                let result = over(&c, &after);
                out.lines.push(tr!("explain-ends", mv = best_name.as_str(), result = result));
                out.claims.push(c);
            }
            Some(replies) => {
                let mut words = Vec::new();
                for &(reply, _) in replies.moves.iter().take(SHOWN) {
                    let reply_name = game.notation(reply);
                    let line = vec![best_name.clone(), reply_name.clone()];
                    let next = game.apply(&after, reply);
                    let Some(answers) = prover.rank(&next, false)? else {
                        let c = ended(game, &next, line);
                        let result = over(&c, &next);
                        words.push(tr!("explain-ends", mv = reply_name, result = result));
                        out.claims.push(c);
                        continue;
                    };
                    let (answer, v) = answers.moves[0];
                    out.claims.push(claim(line, &v));
                    let answer = game.notation(answer);
                    words.push(format!("{reply_name} → {me} {answer}, {}", say(&v, here.mover)));
                }
                let n = replies.moves.len();
                let more = n.saturating_sub(SHOWN);
                let list = listed(&words, more);
                let you_of = crate::i18n::of(you);
                let id = match (n, value.kind) {
                    (1, _) => "explain-after-only",
                    (_, Kind::Win) => "explain-after-loses",
                    (_, Kind::Draw) => "explain-after-draws",
                    (_, _) => "explain-after-replies",
                };
                let mut args = crate::i18n::FluentArgs::new();
                args.set("best", best_name.as_str());
                args.set("you_of", you_of);
                args.set("n", n);
                args.set("list", list);
                out.lines.push(crate::i18n::text(id, Some(&args)));
            }
        }
    }
    // Why the others are worse: each one's refutation, the chosen move first.
    // (Lost, every move is refuted: the best resists longest.)
    let lost = value.kind == Kind::Loss;
    let mut worse: Vec<(G::Move, Valued)> =
        here.moves.iter().copied().filter(|(_, v)| lost || rank_of(v) < rank_of(&value)).collect();
    if let Some(i) = chosen.and_then(|c| worse.iter().position(|(m, _)| *m == c)) {
        let first = worse.remove(i);
        worse.insert(0, first);
    }
    if let Some(c) = chosen.filter(|c| *c != best && !worse.iter().any(|(m, _)| m == c))
        && let Some((_, v)) = here.moves.iter().find(|(m, _)| *m == c)
    {
        let (mv, result) = (game.notation(c), say(v, here.mover));
        out.lines.push(tr!("explain-as-good", mv = mv, result = result));
    }
    let mut words = Vec::new();
    for &(mv, _) in worse.iter().take(SHOWN) {
        let name = game.notation(mv);
        let after = game.apply(state, mv);
        let Some(replies) = prover.rank(&after, false)? else {
            let c = ended(game, &after, vec![name.clone()]);
            words.push(tr!("explain-ends", mv = name, result = over(&c, &after)));
            out.claims.push(c);
            continue;
        };
        let (reply, reply_value) = replies.moves[0];
        out.claims.push(claim(vec![name.clone()], &reply_value));
        let refuted = say(&reply_value, replies.mover);
        words.push(format!("{name} → {you} {}, {refuted}", game.notation(reply)));
    }
    if !words.is_empty() {
        let more = worse.len().saturating_sub(SHOWN);
        let (list, me_of) = (listed(&words, more), crate::i18n::of(me));
        out.lines.push(match lost {
            true => tr!("explain-each-answered", me_of = me_of, list = list),
            false => tr!("explain-worse", me_of = me_of, list = list),
        });
    }
    Ok((out, best))
}
