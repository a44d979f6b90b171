//! `minimax arena nim`: the Heaps assignment's arena, played by the one tournament engine
//! (`arena::tournament`): the graded player against each built-in opponent from random heaps,
//! each start twice with the sides swapped; then the per-opponent table, every lost game and
//! why, and the grade by the assignment's rubric, a step after the games.

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use crate::arena::program::{Failure, quote};
use crate::arena::tournament::{
    self, ArenaGame, Builtin, Draw, Entrant, Kept, MCTS_MOST, Options, Report, Starts, Strategy,
    mcts_builtin,
};
use crate::engine::{Game, Outcome, Player, SearchConfig, search};
use crate::games::nim::{
    Nim, NimMove, NimState, check_move, mover_wins, perfect_move, random_start,
};
use crate::i18n::Said;
use crate::parse::BadInput;
use crate::record::{Ending, Side};
use crate::rng::Rng;
use crate::tr;

/// Nim as the arena plays it: every game from `heaps` random heaps of 1 to `max_heap` stones.
struct Dealt {
    nim: Nim,
    heaps: usize,
    max_heap: u32,
}

/// The rules are Nim's.
impl Game for Dealt {
    type State = NimState;
    type Move = NimMove;
    type Key = <Nim as Game>::Key;

    fn to_move(&self, state: &NimState) -> Player {
        self.nim.to_move(state)
    }
    fn legal_moves(&self, state: &NimState, moves: &mut Vec<NimMove>) {
        self.nim.legal_moves(state, moves)
    }
    fn apply(&self, state: &NimState, mv: NimMove) -> NimState {
        self.nim.apply(state, mv)
    }
    fn outcome(&self, state: &NimState) -> Option<Outcome> {
        self.nim.outcome(state)
    }
    fn key(&self, state: &NimState) -> Self::Key {
        self.nim.key(state)
    }
    fn order_moves(&self, state: &NimState, moves: &mut [NimMove]) {
        self.nim.order_moves(state, moves)
    }
    fn notation(&self, mv: NimMove) -> String {
        self.nim.notation(mv)
    }
}

impl ArenaGame for Dealt {
    fn start(&self, rng: &mut Rng) -> (NimState, Vec<NimMove>) {
        let heaps = random_start(rng, self.heaps, self.max_heap);
        (NimState { heaps, to_move: Player::Max }, Vec::new())
    }
    /// The heaps, apart by spaces: `2 5 3`.
    fn question(&self, state: &NimState, _played: &[NimMove]) -> String {
        let heaps: Vec<String> = state.heaps.iter().map(u32::to_string).collect();
        heaps.join(" ")
    }
    /// `HEAP STONES`, a 0-based heap (`1 4`), checked against the heaps as the assignment does.
    fn read(&self, state: &NimState, _question: &str, answer: &str) -> Result<NimMove, Failure> {
        let (heap, stones) = parse_answer(answer).ok_or_else(|| {
            let answer = quote(answer);
            Failure::Garbage(Said::new(|| tr!("failure-nim-garbage", answer = answer.as_str())))
        })?;
        check_move(&state.heaps, heap, stones).map_err(|why| {
            let (heap, stones, heaps) =
                (heap.to_string(), stones.to_string(), format!("{:?}", state.heaps));
            Failure::Invalid(Said::new(|| {
                let why = why.to_string();
                tr!(
                    "failure-nim-invalid",
                    heap = heap.as_str(),
                    stones = stones.as_str(),
                    heaps = heaps.as_str(),
                    why = why
                )
            }))
        })
    }
    fn describe(&self, state: &NimState) -> String {
        format!("{:?}", state.heaps)
    }
    /// Bouton's rule: every position is solved.
    fn solved(&self, state: &NimState) -> Option<i8> {
        Some(if mover_wins(&state.heaps, self.nim.misere) { 1 } else { -1 })
    }
    /// Every word a heap: `play(heaps)` takes them as one list.
    fn play_arguments(&self) -> &'static str {
        "numbers"
    }
    /// Not asked: Nim's built-ins are the assignment's, and every position is solved.
    fn strong_depth(&self) -> u32 {
        4
    }
    /// The assignment's opponents: `dumb` a uniformly random legal move, `medium` the perfect
    /// move with probability 1/2 and a random one otherwise, `hard` perfect; `search:D` the
    /// engine's alpha-beta to depth D with no move ordering and no heuristic.
    fn builtin(&self, name: &str) -> Result<Builtin, String> {
        let strategy = match name {
            "dumb" => Strategy::Random,
            "medium" => Strategy::Mixed,
            "hard" => Strategy::Perfect,
            other => {
                match (other.strip_prefix("search:").map(|d| d.parse::<u32>()), mcts_builtin(other))
                {
                    (Some(Ok(d)), _) if (1..=64).contains(&d) => Strategy::Search(d),
                    (_, Some(strategy)) => {
                        // Dealt heaps can hold more moves than Monte Carlo tree search lists.
                        let most = self.heaps as u64 * u64::from(self.max_heap);
                        match crate::engine::mcts::refusal(most as usize, None) {
                            Some(why) => {
                                return Err(crate::tr!(
                                    "arena-nim-mcts-refused",
                                    player = other,
                                    heaps = self.heaps.to_string(),
                                    max_heap = self.max_heap.to_string(),
                                    why = why
                                ));
                            }
                            None => strategy?,
                        }
                    }
                    _ => {
                        let most = MCTS_MOST.to_string();
                        return Err(crate::tr!("arena-nim-unknown", player = other, most = most));
                    }
                }
            }
        };
        Ok(Builtin { name: name.to_string(), strategy })
    }
    /// Uniform over the legal moves as listed (heap by heap, one stone up), drawn from the stones:
    /// a move is a stone and the stones after it in its heap.
    fn random_move(&self, state: &NimState, rng: &mut Rng) -> NimMove {
        let stones: u64 = state.heaps.iter().map(|&h| u64::from(h)).sum();
        let mut pick = rng.below(stones);
        for (heap, &size) in state.heaps.iter().enumerate() {
            if pick < u64::from(size) {
                return NimMove { heap: heap as u32, stones: pick as u32 + 1 };
            }
            pick -= u64::from(size);
        }
        unreachable!("an unfinished game has a stone left")
    }
    /// Bouton's rule (from a lost position, one stone from the largest heap).
    fn perfect_move(&self, state: &NimState) -> Option<NimMove> {
        perfect_move(&state.heaps, self.nim.misere)
    }
    /// `search:D`: the teaching engine's alpha-beta without move ordering.
    fn dedicated_move(&self, state: &NimState, depth: u32) -> Option<NimMove> {
        let state = NimState { heaps: state.heaps.clone(), to_move: Player::Max };
        let config =
            SearchConfig { depth: Some(depth), move_ordering: false, ..SearchConfig::default() };
        search(&self.nim, &state, &config, Default::default()).ok()?.best_move
    }
}

/// `HEAP STONES` as two non-negative numbers (checking them against the heaps is `read`'s job).
fn parse_answer(line: &str) -> Option<(usize, u32)> {
    let mut parts = line.split_whitespace();
    let heap = parts.next()?.parse().ok()?;
    let stones = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((heap, stones))
}

/// One game's result, from the graded player's side.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    pub start: Vec<u32>,
    pub player_first: bool,
    pub won: bool,
    /// Why the graded player lost without losing on the board.
    pub failure: Option<Said>,
    /// The referee's verdict on each of the graded player's moves (Nim is solved, by Bouton's
    /// rule): how many threw a win away, and the first of them in words.
    pub blunders: u32,
    /// The first blunder's facts: in the arena's words (English's in the JSON), or a student's
    /// own (the feedback says "your move").
    #[serde(rename = "first_blunder", serialize_with = "in_arena_words")]
    pub blunder: Option<Blunder>,
    /// Whether the start was won for the side that began (with best play).
    pub start_won_for_first: bool,
    /// For a lost game, why: the failure, the blunder, or a lost start against perfect play.
    pub verdict: Option<Said>,
    /// The moves in Nim's notation (`HEAP:STONES`), when kept.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
}

/// The graded player's first move that threw a win away: its own move count, the move, and
/// the heaps it was played on.
#[derive(Clone, Debug)]
pub struct Blunder {
    pub own_move: u32,
    pub heap: String,
    pub stones: String,
    pub position: String,
}

impl Blunder {
    /// The blunder in the arena's words ("its move 2, …"), or a student's own ("your move 2").
    pub fn said(&self, yours: bool) -> Said {
        Said::new(|| {
            let (heap, stones, position) =
                (self.heap.as_str(), self.stones.as_str(), self.position.as_str());
            let own_move = self.own_move.to_string();
            match yours {
                false => tr!(
                    "arena-nim-blunder",
                    own_move = own_move,
                    stones = stones,
                    heap = heap,
                    position = position
                ),
                true => tr!(
                    "feedback-nim-blunder",
                    own_move = own_move,
                    stones = stones,
                    heap = heap,
                    position = position
                ),
            }
        })
    }
}

/// The first blunder as the JSON writes it: the arena's words, in English.
fn in_arena_words<S: serde::Serializer>(
    blunder: &Option<Blunder>,
    s: S,
) -> Result<S::Ok, S::Error> {
    blunder.as_ref().map(|b| b.said(false)).serialize(s)
}

impl GameRecord {
    /// Why a lost game was lost (`None` for a game won): `yours` says it to the student.
    pub fn explain(&self, yours: bool) -> Option<Said> {
        if self.won {
            return None;
        }
        let blundered = |blunder: &Blunder| {
            let first = blunder.said(yours);
            Said::new(|| match self.blunders {
                1 => tr!("arena-nim-blundered", first = first.shown()),
                n => tr!("arena-nim-blundered-times", n = n, first = first.shown()),
            })
        };
        Some(match (&self.failure, &self.blunder) {
            (Some(failure), _) => failure.clone(),
            (None, Some(blunder)) => blundered(blunder),
            // No move of the player's ever threw a win away, so it never had one on its turn.
            (None, None) => Said::new(|| tr!("arena-nim-lost-start")),
        })
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct OpponentResult {
    pub opponent: String,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    /// Games lost by an invalid move, garbage, a crash or a timeout.
    pub invalid: usize,
    pub win_rate: f64,
    pub records: Vec<GameRecord>,
}

/// The graded player's games, by opponent, from the tournament's records: the player is the
/// first entrant and met each opponent in turn, every start twice.
fn results(
    report: Report,
    starts: &Starts<Dealt>,
    misere: bool,
    keep_moves: bool,
) -> Vec<OpponentResult> {
    let mut by_opponent: Vec<OpponentResult> = Vec::new();
    // Each tournament record is taken apart as it is read: the two kinds of record never
    // stand side by side in memory (a Nim arena can be 600,000 games).
    let Report { games, standings, .. } = report;
    for g in games {
        let player_first = g.entrants[0] == 0;
        let (side, opponent) =
            if player_first { (Side::First, g.entrants[1]) } else { (Side::Second, g.entrants[0]) };
        let start = &starts[g.start].0.heaps;
        let blunder = g.blunders.iter().find(|b| b.side == side).map(|b| {
            // The player's own move count, and the move in the assignment's words.
            let own_move = if player_first { b.ply.div_ceil(2) } else { b.ply / 2 };
            let (heap, stones) = b.mv.split_once(':').unwrap_or((&b.mv, "?"));
            let (heap, stones) = (heap.to_string(), stones.to_string());
            Blunder { own_move: own_move as u32, heap, stones, position: b.position.clone() }
        });
        let mut record = GameRecord {
            start: start.clone(),
            player_first,
            won: g.winner.winner() == Some(side),
            failure: g.failure.filter(|_| g.failed == Some(side)),
            blunders: g.blunder_counts[side.index()] as u32,
            blunder,
            start_won_for_first: mover_wins(start, misere),
            verdict: None,
            moves: if keep_moves { g.moves } else { Vec::new() },
        };
        record.verdict = record.explain(false);
        let name = &standings[opponent].name;
        match by_opponent.last_mut() {
            Some(r) if &r.opponent == name && r.records.len() < starts.len() * 2 => {
                r.records.push(record)
            }
            _ => by_opponent.push(OpponentResult {
                opponent: name.clone(),
                games: 0,
                wins: 0,
                losses: 0,
                invalid: 0,
                win_rate: 0.0,
                records: vec![record],
            }),
        }
    }
    for r in &mut by_opponent {
        r.games = r.records.len();
        r.wins = r.records.iter().filter(|g| g.won).count();
        r.losses = r.games - r.wins;
        r.invalid = r.records.iter().filter(|g| g.failure.is_some()).count();
        r.win_rate = if r.games == 0 { 0.0 } else { r.wins as f64 / r.games as f64 };
    }
    by_opponent
}

/// The grade by the assignment's rubric, with the rule that gave it; `None` when dumb, medium and
/// hard were not all played. Any invalid answer gives 0 %; a loss to dumb gives 10 %; then 100, 50
/// or 20 % by the medium and hard win rates. A valid player that never loses to dumb but reaches no
/// threshold gets the 10 % too.
pub fn grade(results: &[OpponentResult]) -> Option<(u32, Said)> {
    let find = |name: &str| results.iter().find(|r| r.opponent == name);
    let (dumb, medium, hard) = (find("dumb")?, find("medium")?, find("hard")?);
    let (m, h) = (medium.win_rate, hard.win_rate);
    let (points, rule) = if results.iter().any(|r| r.invalid > 0) {
        (0, "rule-invalid")
    } else if dumb.losses > 0 {
        (10, "rule-lost-to-dumb")
    } else if m > 0.8 && h > 0.4 {
        (100, "rule-top")
    } else if m > 0.5 && h > 0.3 {
        (50, "rule-half")
    } else if m > 0.2 && h > 0.1 {
        (20, "rule-fifth")
    } else {
        (10, "rule-below")
    };
    Some((points, Said::new(|| crate::i18n::text(rule, None))))
}

#[derive(Serialize)]
struct ArenaReport<'a> {
    player: &'a str,
    misere: bool,
    seed: u64,
    games_per_opponent: usize,
    grade_percent: Option<u32>,
    grade_rule: Option<Said>,
    opponents: &'a [OpponentResult],
}

/// What `minimax arena nim` was asked to do.
#[derive(Clone, Debug)]
pub struct ArenaOptions {
    /// The graded player: a command, or `builtin:NAME`.
    pub player: String,
    /// Opponents, comma-separated.
    pub opponents: String,
    pub games: u32,
    pub seed: u64,
    pub heaps: usize,
    pub max_heap: u32,
    /// Seconds per answer.
    pub timeout: f64,
    pub normal: bool,
    pub json: bool,
    /// Write each game's record here.
    pub save: Option<std::path::PathBuf>,
    /// A graded class's submission: the player runs in this jail, no game begins after its
    /// first failure, and each game's moves are kept for its feedback where a start is small.
    pub jail: Option<crate::arena::jail::Jail>,
}

/// The most stones a start may hold when `--save` keeps every move.
const MAX_SAVED_STONES: u64 = 10_000;

/// Each game's record (`record::Record`), as `DIR/game-00001.json` and on: the start's heaps
/// and the rule as the game's parameters.
fn save(results: &[OpponentResult], args: &ArenaOptions, dir: &std::path::Path) -> Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| BadInput(format!("--save {}: {e}", dir.display())))?;
    let games = results.iter().flat_map(|r| r.records.iter().map(move |g| (r, g)));
    let mut next = 1;
    for (r, g) in games {
        let heaps: Vec<String> = g.start.iter().map(u32::to_string).collect();
        let mut params = std::collections::BTreeMap::from([("heaps".to_string(), heaps.join(","))]);
        if args.normal {
            params.insert("normal".into(), "normal".into());
        }
        let (player, opponent) = (args.player.clone(), r.opponent.clone());
        let players = if g.player_first { vec![player, opponent] } else { vec![opponent, player] };
        let result = if g.won == g.player_first { Ending::First } else { Ending::Second };
        let record = crate::record::Record {
            format: crate::record::FORMAT.into(),
            game: "nim".into(),
            params,
            players,
            moves: g.moves.clone(),
            result: Some(Some(result)),
            variations: Vec::new(),
        };
        next = crate::record::numbered(dir, &record, next).map_err(BadInput)?;
    }
    Ok(())
}

/// The graded player's games against each opponent, as the rubric's arena plays them.
pub fn play(args: &ArenaOptions) -> Result<Vec<OpponentResult>> {
    if !(args.timeout > 0.0 && args.timeout <= 600.0) {
        return Err(BadInput(crate::tr!("refused-timeout")).into());
    }
    // Kept moves grow with the stones of a start: bounded before anything is played.
    let stones = args.heaps as u64 * args.max_heap as u64;
    if args.save.is_some() && stones > MAX_SAVED_STONES {
        let (most, stones) = (MAX_SAVED_STONES.to_string(), stones.to_string());
        return Err(BadInput(crate::tr!("arena-nim-save", most = most, stones = stones)).into());
    }
    let keep_moves = args.save.is_some() || (args.jail.is_some() && stones <= MAX_SAVED_STONES);
    let game =
        Dealt { nim: Nim { misere: !args.normal }, heaps: args.heaps, max_heap: args.max_heap };
    let mut entrants = vec![Entrant::parse(&args.player, &game).map_err(BadInput)?];
    for name in args.opponents.split(',').map(str::trim) {
        entrants.push(Entrant::Builtin(game.builtin(name).map_err(BadInput)?));
    }
    // As the assignment's arena always drew: the graded player's stream, then each opponent's.
    let seeds = (0..entrants.len() as u64)
        .map(|k| match k {
            0 => args.seed.wrapping_mul(31).wrapping_add(7),
            k => args.seed.wrapping_add(0x1000 * k),
        })
        .collect();
    let options = Options {
        title: "Nim",
        entrants,
        players: 1,
        starts: args.games as usize,
        seed: args.seed,
        timeout: std::time::Duration::from_secs_f64(args.timeout),
        jobs: 1,
        kept: Kept { moves: keep_moves, blunders: 0 },
        draw: Draw::Streams(seeds),
        until_failure: args.jail.is_some(),
        jail: args.jail.clone(),
    };
    let (report, starts) = tournament::run(&game, &options, &|_, _| {});
    Ok(results(report, &starts, game.nim.misere, keep_moves))
}

pub fn arena(args: &ArenaOptions, out: &mut impl Write) -> Result<()> {
    let results = play(args)?;
    let misere = !args.normal;
    if let Some(dir) = &args.save {
        save(&results, args, dir)?;
    }
    let grade = grade(&results);
    let report = ArenaReport {
        player: &args.player,
        misere,
        seed: args.seed,
        games_per_opponent: args.games as usize * 2,
        grade_percent: grade.as_ref().map(|g| g.0),
        grade_rule: grade.as_ref().map(|g| g.1.clone()),
        opponents: &results,
    };
    crate::report::write(out, args.json, &report, |out| {
        let said = tr!(
            "arena-nim-head",
            rule = if misere { tr!("arena-nim-misere") } else { tr!("arena-nim-normal") },
            player = args.player.as_str(),
            starts = args.games,
            heaps = args.heaps,
            most = args.max_heap.to_string(),
            seed = args.seed.to_string()
        );
        writeln!(out, "{said}")?;
        let heads = [
            "arena-nim-opponent",
            "arena-games",
            "arena-nim-wins",
            "arena-nim-losses",
            "arena-nim-invalid",
            "arena-nim-win-rate",
        ]
        .map(|id| crate::i18n::text(id, None));
        let widths = crate::words::widths(&heads, [10, 6, 6, 7, 8, 9]);
        let heads = heads.each_ref().map(String::as_str);
        writeln!(out, "{}", crate::words::row(heads, widths, 1))?;
        for r in &results {
            let rate = format!("{}%", crate::i18n::decimal(r.win_rate * 100.0, 1));
            let counts = [r.games, r.wins, r.losses, r.invalid].map(|n| n.to_string());
            let [games, wins, losses, invalid] = counts.each_ref().map(String::as_str);
            let cells = [r.opponent.as_str(), games, wins, losses, invalid, rate.as_str()];
            writeln!(out, "{}", crate::words::row(cells, widths, 1))?;
        }
        // Every lost game and why (the first `LISTED`; the rest counted by kind). An error output
        // already shown is not shown again.
        const LISTED: usize = 20;
        let lost: Vec<_> = results
            .iter()
            .flat_map(|r| {
                r.records.iter().filter_map(move |g| g.verdict.as_ref().map(|v| (r, g, v)))
            })
            .collect();
        if !lost.is_empty() {
            writeln!(out, "{}", tr!("arena-nim-lost-head"))?;
        }
        let mut shown_errors = Vec::new();
        for (r, g, why) in lost.iter().take(LISTED) {
            let first = match g.player_first {
                true => tr!("arena-nim-player-first"),
                false => tr!("arena-nim-opponent-first"),
            };
            let why = crate::arena::program::without_repeats(why.shown(), &mut shown_errors);
            let said = tr!(
                "arena-nim-lost",
                opponent = r.opponent.as_str(),
                heaps = format!("{:?}", g.start),
                first = first,
                why = why
            );
            writeln!(out, "  {said}")?;
        }
        if lost.len() > LISTED {
            let rest = &lost[LISTED..];
            let count =
                |f: &dyn Fn(&GameRecord) -> bool| rest.iter().filter(|(_, g, _)| f(g)).count();
            let said = tr!(
                "arena-nim-more",
                n = rest.len(),
                failures = count(&|g| g.failure.is_some()),
                blunders = count(&|g| g.failure.is_none() && g.blunders > 0),
                starts = count(&|g| g.failure.is_none() && g.blunders == 0)
            );
            writeln!(out, "  {said}")?;
        }
        match &grade {
            Some((percent, rule)) => {
                let percent = percent.to_string();
                writeln!(out, "{}", tr!("arena-nim-grade", percent = percent, rule = rule.shown()))?
            }
            None => writeln!(out, "{}", tr!("arena-nim-no-grade"))?,
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arena::tournament::value_for_mover;

    fn result(name: &str, wins: usize, games: usize, invalid: usize) -> OpponentResult {
        OpponentResult {
            opponent: name.into(),
            games,
            wins,
            losses: games - wins,
            invalid,
            win_rate: wins as f64 / games as f64,
            records: vec![],
        }
    }

    fn dealt(misere: bool) -> Dealt {
        Dealt { nim: Nim { misere }, heaps: 3, max_heap: 3 }
    }

    /// The referee's rule against the engine's exhaustive search of every position: a move is a
    /// blunder exactly when the mover could win before it and the opponent can after it.
    #[test]
    fn blunders_are_the_moves_that_throw_a_win_away() {
        use crate::engine::Control;
        for misere in [true, false] {
            let game = Nim { misere };
            let arena = dealt(misere);
            let position = |heaps: &[u32]| NimState { heaps: heaps.to_vec(), to_move: Player::Max };
            let wins = |heaps: &[u32]| {
                let state = position(heaps);
                if game.outcome(&state).is_some() {
                    return game.outcome(&state) == Some(Outcome::Win(Player::Max));
                }
                search(&game, &state, &SearchConfig::default(), Control::default()).unwrap().value
                    > 0
            };
            for a in 0..4u32 {
                for b in 0..4u32 {
                    for c in 1..4u32 {
                        let before = [a, b, c];
                        for heap in 0..3 {
                            for stones in 1..=before[heap] {
                                let mut after = before;
                                after[heap] -= stones;
                                // The referee: the value for the mover falls across the move.
                                let was = value_for_mover(&arena, &position(&before)).unwrap();
                                let is = -value_for_mover(&arena, &position(&after)).unwrap();
                                let thrown = wins(&before) && wins(&after);
                                assert_eq!(is < was, thrown, "{before:?} → {after:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_rubric() {
        let g = |d: usize, m: usize, h: usize, inv: usize| {
            grade(&[
                result("dumb", d, 10, inv),
                result("medium", m, 10, 0),
                result("hard", h, 10, 0),
            ])
            .unwrap()
            .0
        };
        assert_eq!(g(10, 9, 5, 0), 100);
        assert_eq!(g(10, 8, 5, 0), 50, "80 % is not more than 80 %");
        assert_eq!(g(10, 6, 4, 0), 50);
        assert_eq!(g(10, 3, 2, 0), 20);
        assert_eq!(g(10, 2, 2, 0), 10);
        assert_eq!(g(9, 10, 10, 0), 10, "a loss to dumb caps the grade");
        assert_eq!(g(10, 10, 10, 1), 0, "an invalid answer is 0");
        assert_eq!(grade(&[result("dumb", 1, 1, 0)]), None);
    }

    #[test]
    fn answers_are_two_numbers() {
        assert_eq!(parse_answer("0 1"), Some((0, 1)));
        assert_eq!(parse_answer("  3   5 "), Some((3, 5)));
        assert_eq!(parse_answer("3"), None);
        assert_eq!(parse_answer("a b"), None);
        assert_eq!(parse_answer("1 2 3"), None);
        assert_eq!(parse_answer("-1 2"), None);
    }

    #[test]
    fn built_in_names_parse() {
        let game = dealt(true);
        assert_eq!(game.builtin("hard").map(|b| b.strategy), Ok(Strategy::Perfect));
        assert_eq!(game.builtin("search:3").map(|b| b.strategy), Ok(Strategy::Search(3)));
        assert!(game.builtin("search:0").is_err());
        assert!(game.builtin("genius").unwrap_err().contains("unknown player"));
    }

    /// `hard` plays Bouton's move, as the assignment's perfect player does.
    #[test]
    fn the_hard_player_plays_boutons_move() {
        let game = dealt(true);
        for heaps in [[2, 5, 3], [1, 1, 1], [4, 0, 0], [3, 3, 1]] {
            let state = NimState { heaps: heaps.to_vec(), to_move: Player::Max };
            assert_eq!(game.perfect_move(&state), perfect_move(&heaps, true), "{heaps:?}");
        }
    }

    /// `dumb` is uniform over the legal moves, drawn without listing them.
    #[test]
    fn the_dumb_player_is_uniform_over_legal_moves() {
        let game = dealt(true);
        let state = NimState { heaps: vec![2, 0, 1], to_move: Player::Max };
        let mut rng = Rng::new(4);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..6000 {
            *counts.entry(game.random_move(&state, &mut rng)).or_insert(0) += 1;
        }
        // Three legal moves: (0,1), (0,2), (2,1), each about a third.
        let mut legal = Vec::new();
        game.legal_moves(&state, &mut legal);
        assert_eq!(counts.len(), 3);
        assert!(counts.keys().all(|m| legal.contains(m)), "{counts:?}");
        assert!(counts.values().all(|&c| (1700..2300).contains(&c)), "{counts:?}");
    }
}
