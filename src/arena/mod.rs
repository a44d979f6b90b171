//! Matches of Nim between a graded player and the built-in opponents, with sides swapped, and the
//! Heaps assignment's grade.

pub mod players;
pub mod program;
pub mod request;
pub mod tournament;

use serde::Serialize;

use crate::engine::{Game, Outcome, Player};
use crate::games::nim::{Nim, NimState, check_move, mover_wins};
use crate::rng::Rng;
use players::{Builtin, BuiltinPlayer, Failure, NimPlayer};

/// How an arena is run.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub opponents: Vec<Builtin>,
    /// Starting positions per opponent; each is played twice, once with each side first.
    pub games: usize,
    pub seed: u64,
    pub heaps: usize,
    pub max_heap: u32,
    pub misere: bool,
    /// Keep every game's moves (for `--save`).
    pub keep_moves: bool,
}

/// One game's result, from the graded player's side.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    pub start: Vec<u32>,
    pub player_first: bool,
    pub won: bool,
    /// Why the graded player lost without losing on the board.
    pub failure: Option<String>,
    /// The referee's verdict on each of the graded player's moves (Nim is solved, by Bouton's
    /// rule): how many threw a win away, and the first of them in words.
    pub blunders: u32,
    pub first_blunder: Option<String>,
    /// Whether the start was won for the side that began (with best play).
    pub start_won_for_first: bool,
    /// For a lost game, why: the failure, the blunder, or a lost start against perfect play.
    pub verdict: Option<String>,
    /// The moves in Nim's notation (`HEAP:STONES`), when kept.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
}

impl GameRecord {
    /// Why a lost game was lost, for the report (`None` for a game won).
    fn explain(&self) -> Option<String> {
        if self.won {
            return None;
        }
        Some(match (&self.failure, &self.first_blunder) {
            (Some(failure), _) => failure.clone(),
            (None, Some(blunder)) => match self.blunders {
                1 => format!("blundered: {blunder}"),
                n => format!("blundered {n} times, first: {blunder}"),
            },
            // No move of the player's ever threw a win away, so it never had one on its turn.
            (None, None) => "lost from a lost start against perfect play".into(),
        })
    }
}

/// What the referee saw of the graded player in one game.
#[derive(Default)]
struct Referee {
    /// Every move of the game, when kept.
    played: Option<Vec<String>>,
    moves: u32,
    blunders: u32,
    first: Option<String>,
}

impl Referee {
    /// The graded player moved `mv` from `before` (its `moves`-th move).
    fn judge(&mut self, before: &[u32], after: &[u32], (heap, stones): (usize, u32), misere: bool) {
        self.moves += 1;
        // Won before the move, and the opponent wins after it: a win thrown away.
        if mover_wins(before, misere) && mover_wins(after, misere) {
            self.blunders += 1;
            if self.first.is_none() {
                self.first = Some(format!(
                    "its move {}, {stones} from heap {heap} of {before:?}, left the opponent a won position",
                    self.moves
                ));
            }
        }
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

/// The most starting positions per opponent (`--games`); each is played twice.
pub const MAX_STARTS: u32 = 100_000;

/// A random starting position: `heaps` heaps of 1 to `max_heap` stones.
pub fn random_start(rng: &mut Rng, heaps: usize, max_heap: u32) -> Vec<u32> {
    (0..heaps).map(|_| 1 + rng.below(max_heap as u64) as u32).collect()
}

/// Plays one game from `start`; true if `player` wins. A side that answers with anything but a
/// legal move loses at once; the reason is returned when it is `player`.
pub fn play_game(
    player: &mut dyn NimPlayer,
    opponent: &mut dyn NimPlayer,
    start: &[u32],
    player_first: bool,
    misere: bool,
) -> (bool, Option<Failure>) {
    let (won, failure, _) = refereed_game(player, opponent, start, player_first, misere, false);
    (won, failure)
}

/// `play_game`, with the referee's verdict on the graded player's moves.
fn refereed_game(
    player: &mut dyn NimPlayer,
    opponent: &mut dyn NimPlayer,
    start: &[u32],
    player_first: bool,
    misere: bool,
    keep_moves: bool,
) -> (bool, Option<Failure>, Referee) {
    let mut heaps = start.to_vec();
    let mut players_turn = player_first;
    let mut referee = Referee::default();
    if keep_moves {
        referee.played = Some(Vec::new());
    }
    if let Err(f) = player.start() {
        player.finish(false);
        return (false, Some(f), referee);
    }
    // Built-in opponents have nothing to start; they cannot fail here.
    let _ = opponent.start();
    let game = Nim { misere };
    let result = loop {
        let position = NimState {
            heaps: heaps.clone(),
            to_move: if players_turn { Player::Max } else { Player::Min },
        };
        // The game's own rules say when it is over and who won (the player is MAX here).
        if let Some(outcome) = game.outcome(&position) {
            break (outcome == Outcome::Win(Player::Max), None);
        }
        let side: &mut dyn NimPlayer = if players_turn { player } else { opponent };
        let answer = side.play(&heaps).and_then(|(heap, stones)| {
            check_move(&heaps, heap, stones)
                .map_err(|why| Failure::Invalid(format!("({heap}, {stones}) on {heaps:?}: {why}")))
        });
        match answer {
            Ok(mv) => {
                if let Some(played) = referee.played.as_mut() {
                    played.push(game.notation(mv));
                }
                let before = players_turn.then(|| heaps.clone());
                heaps[mv.heap as usize] -= mv.stones;
                if let Some(before) = before {
                    referee.judge(&before, &heaps, (mv.heap as usize, mv.stones), misere);
                }
            }
            Err(failure) => break (!players_turn, players_turn.then_some(failure)),
        }
        players_turn = !players_turn;
    };
    player.finish(result.0);
    opponent.finish(!result.0);
    (result.0, result.1, referee)
}

/// Plays the whole arena: for each opponent, `games` random starts, each twice.
pub fn run(config: &ArenaConfig, player: &mut dyn NimPlayer) -> Vec<OpponentResult> {
    let mut starts_rng = Rng::new(config.seed);
    config
        .opponents
        .iter()
        .enumerate()
        .map(|(k, &kind)| {
            let seed = config.seed.wrapping_add(0x1000 * (k as u64 + 1));
            let mut opponent = BuiltinPlayer::new(kind, config.misere, seed);
            let mut records = Vec::new();
            // Starts are drawn as they are played: only the records grow with --games.
            for _ in 0..config.games {
                let start = random_start(&mut starts_rng, config.heaps, config.max_heap);
                for player_first in [true, false] {
                    let (won, failure, referee) = refereed_game(
                        player,
                        &mut opponent,
                        &start,
                        player_first,
                        config.misere,
                        config.keep_moves,
                    );
                    let mut record = GameRecord {
                        start: start.clone(),
                        player_first,
                        won,
                        failure: failure.map(|f| f.to_string()),
                        blunders: referee.blunders,
                        first_blunder: referee.first,
                        start_won_for_first: mover_wins(&start, config.misere),
                        verdict: None,
                        moves: referee.played.unwrap_or_default(),
                    };
                    record.verdict = record.explain();
                    records.push(record);
                }
            }
            let wins = records.iter().filter(|r| r.won).count();
            let games = records.len();
            OpponentResult {
                opponent: kind.name(),
                games,
                wins,
                losses: games - wins,
                invalid: records.iter().filter(|r| r.failure.is_some()).count(),
                win_rate: if games == 0 { 0.0 } else { wins as f64 / games as f64 },
                records,
            }
        })
        .collect()
}

/// The grade by the assignment's rubric, with the rule that gave it; `None` when dumb, medium and
/// hard were not all played. Any invalid answer gives 0 %; a loss to dumb gives 10 %; then 100, 50
/// or 20 % by the medium and hard win rates. A valid player that never loses to dumb but reaches no
/// threshold gets the 10 % too.
pub fn grade(results: &[OpponentResult]) -> Option<(u32, &'static str)> {
    let find = |name: &str| results.iter().find(|r| r.opponent == name);
    let (dumb, medium, hard) = (find("dumb")?, find("medium")?, find("hard")?);
    if results.iter().any(|r| r.invalid > 0) {
        return Some((0, "an invalid answer"));
    }
    if dumb.losses > 0 {
        return Some((10, "lost to dumb at least once"));
    }
    let (m, h) = (medium.win_rate, hard.win_rate);
    Some(if m > 0.8 && h > 0.4 {
        (100, "medium > 80 % and hard > 40 %")
    } else if m > 0.5 && h > 0.3 {
        (50, "medium > 50 % and hard > 30 %")
    } else if m > 0.2 && h > 0.1 {
        (20, "medium > 20 % and hard > 10 %")
    } else {
        (10, "valid, but below every threshold")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// The referee's rule against the engine's exhaustive search of every position: a move is a
    /// blunder exactly when the mover could win before it and the opponent can after it.
    #[test]
    fn blunders_are_the_moves_that_throw_a_win_away() {
        use crate::engine::{Control, SearchConfig, search};
        for misere in [true, false] {
            let game = Nim { misere };
            let wins = |heaps: &[u32]| {
                let state = NimState { heaps: heaps.to_vec(), to_move: Player::Max };
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
                                let mut referee = Referee::default();
                                referee.judge(&before, &after, (heap, stones), misere);
                                let thrown = wins(&before) && wins(&after);
                                assert_eq!(referee.blunders == 1, thrown, "{before:?} → {after:?}");
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
}
