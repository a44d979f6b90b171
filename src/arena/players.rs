//! Who plays in an arena: the built-in opponents of the Heaps assignment, the engine at a depth,
//! and external programs speaking the line protocol (see README).

use std::time::Duration;

pub use super::program::{Failure, Program, quote};
use crate::engine::{Player, SearchConfig, search};
use crate::games::nim::{Nim, NimState, perfect_move};
use crate::rng::Rng;

pub trait NimPlayer {
    /// A new game begins (an external program is started here).
    fn start(&mut self) -> Result<(), Failure> {
        Ok(())
    }
    /// The answer to `heaps`, not yet checked: `(heap, stones)`.
    fn play(&mut self, heaps: &[u32]) -> Result<(usize, u32), Failure>;
    /// The game is over (an external program is told, then stopped).
    fn finish(&mut self, _won: bool) {}
}

/// The built-in players, from the assignment's grading: `dumb` plays a uniformly random legal move,
/// `medium` plays the perfect move with probability 1/2 and a random one otherwise, `hard` is
/// perfect; `search:D` is the engine's alpha-beta to depth D (no move ordering, no heuristic: past
/// the depth every position counts 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Dumb,
    Medium,
    Hard,
    Search(u32),
}

impl Builtin {
    pub fn parse(name: &str) -> Result<Builtin, String> {
        match name.trim() {
            "dumb" => Ok(Builtin::Dumb),
            "medium" => Ok(Builtin::Medium),
            "hard" => Ok(Builtin::Hard),
            other => match other.strip_prefix("search:").map(|d| d.parse::<u32>()) {
                Some(Ok(d)) if (1..=64).contains(&d) => Ok(Builtin::Search(d)),
                _ => Err(format!(
                    "unknown player '{other}' (dumb, medium, hard or search:DEPTH with DEPTH 1..64)"
                )),
            },
        }
    }

    pub fn name(&self) -> String {
        match self {
            Builtin::Dumb => "dumb".into(),
            Builtin::Medium => "medium".into(),
            Builtin::Hard => "hard".into(),
            Builtin::Search(d) => format!("search:{d}"),
        }
    }
}

/// A built-in player with its own random numbers.
pub struct BuiltinPlayer {
    pub kind: Builtin,
    pub misere: bool,
    rng: Rng,
}

impl BuiltinPlayer {
    pub fn new(kind: Builtin, misere: bool, seed: u64) -> Self {
        BuiltinPlayer { kind, misere, rng: Rng::new(seed) }
    }

    fn random_move(&mut self, heaps: &[u32]) -> (usize, u32) {
        let stones: u64 = heaps.iter().map(|&h| h as u64).sum();
        let mut pick = self.rng.below(stones);
        for (i, &h) in heaps.iter().enumerate() {
            if pick < h as u64 {
                // Uniform over moves: each (heap, take) pair is one of `stones` choices.
                return (i, pick as u32 + 1);
            }
            pick -= h as u64;
        }
        unreachable!("pick < the number of stones")
    }
}

impl NimPlayer for BuiltinPlayer {
    fn play(&mut self, heaps: &[u32]) -> Result<(usize, u32), Failure> {
        let perfect = || perfect_move(heaps, self.misere).map(|m| (m.heap as usize, m.stones));
        let answer = match self.kind {
            Builtin::Dumb => self.random_move(heaps),
            Builtin::Medium if self.rng.coin() => self.random_move(heaps),
            Builtin::Medium | Builtin::Hard => perfect().expect("a stone is left"),
            Builtin::Search(depth) => {
                let game = Nim { misere: self.misere };
                let state = NimState { heaps: heaps.to_vec(), to_move: Player::Max };
                let config = SearchConfig {
                    depth: Some(depth),
                    move_ordering: false,
                    ..SearchConfig::default()
                };
                let best = search(&game, &state, &config, Default::default())
                    .expect("nothing stops this search")
                    .best_move
                    .expect("a stone is left");
                (best.heap as usize, best.stones)
            }
        };
        Ok(answer)
    }
}

/// A program started once per game: each turn it reads the heaps on one line and answers
/// `HEAP STONES`; at the end it reads `end win` or `end loss`. `Program` keeps it in bounds.
pub struct External {
    program: Program,
}

impl External {
    pub fn new(command: &str, timeout: Duration) -> External {
        External { program: Program::new(command, timeout) }
    }
}

impl NimPlayer for External {
    fn start(&mut self) -> Result<(), Failure> {
        self.program.start()
    }

    fn play(&mut self, heaps: &[u32]) -> Result<(usize, u32), Failure> {
        let question: Vec<String> = heaps.iter().map(u32::to_string).collect();
        let line = self.program.ask(&question.join(" "))?;
        parse_answer(&line)
            .ok_or_else(|| Failure::Garbage(format!("{} (expected `HEAP STONES`)", quote(&line))))
    }

    fn finish(&mut self, won: bool) {
        self.program.tell(if won { "end win" } else { "end loss" });
        self.program.stop();
    }
}

/// `HEAP STONES` as two non-negative numbers (checking them against the heaps is the arena's job).
fn parse_answer(line: &str) -> Option<(usize, u32)> {
    let mut parts = line.split_whitespace();
    let heap = parts.next()?.parse().ok()?;
    let stones = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((heap, stones))
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(Builtin::parse("hard"), Ok(Builtin::Hard));
        assert_eq!(Builtin::parse("search:3"), Ok(Builtin::Search(3)));
        assert!(Builtin::parse("search:0").is_err());
        assert!(Builtin::parse("genius").unwrap_err().contains("unknown player"));
    }

    #[test]
    fn the_dumb_player_is_uniform_over_legal_moves() {
        let mut p = BuiltinPlayer::new(Builtin::Dumb, true, 4);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..6000 {
            *counts.entry(p.play(&[2, 0, 1]).unwrap()).or_insert(0) += 1;
        }
        // Three legal moves: (0,1), (0,2), (2,1), each about a third.
        assert_eq!(counts.len(), 3);
        assert!(counts.values().all(|&c| (1700..2300).contains(&c)), "{counts:?}");
    }
}
