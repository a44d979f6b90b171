//! Arenas for every game of the catalog but Nim (whose graded arena keeps its rubric): external
//! players and built-in ones play every pairing with sides swapped, from the same seeded starts;
//! a referee judges every move where the game is solved; the report gives a cross table, points
//! and Elo ratings with their uncertainty.
//!
//! The line protocol generalises Nim's: on each of its turns a player reads one line, the
//! position in the game's notation (`ArenaGame::question`), and answers one move as the game
//! writes moves (`Game::notation`: `3`, `d3`, `pass`); at the end it reads `end win`, `end loss` or
//! `end draw`.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde::Serialize;

use super::jail::Jail;
use super::program::{Failure, Program, quote};
use crate::engine::mcts::{MctsConfig, mcts};
use crate::engine::{Game, Outcome, Player, SearchConfig, search};
use crate::i18n::Said;
use crate::record::{Ending, Side};
use crate::rng::Rng;
use crate::tr;

/// What the arena needs of a game beyond its rules.
pub trait ArenaGame: Game<Move: Send + Sync, State: Send + Sync> + Sync {
    /// Where a game begins, drawn with `rng` so that the starts differ: a position and the moves
    /// played from it before the players take over (`opened` plays a random opening from the
    /// game's initial position; Nim deals random heaps).
    fn start(&self, rng: &mut Rng) -> (Self::State, Vec<Self::Move>);
    /// The line a player reads on its turn. `played` are the moves since the start, kept only
    /// where `asks_history` (Connect Four's notation is the list of columns played).
    fn question(&self, state: &Self::State, played: &[Self::Move]) -> String;
    /// Whether `question` reads the moves played (else they are not kept: a Nim game can be
    /// millions of moves long).
    fn asks_history(&self) -> bool {
        false
    }
    /// The move a program's `answer` to `question` names, or why it names none. By default the
    /// answer is a legal move in the game's notation.
    fn read(
        &self,
        state: &Self::State,
        question: &str,
        answer: &str,
    ) -> Result<Self::Move, Failure> {
        let mut legal = Vec::new();
        self.legal_moves(state, &mut legal);
        legal.iter().copied().find(|&m| self.notation(m).eq_ignore_ascii_case(answer)).ok_or_else(
            || {
                let names: Vec<String> = legal.iter().map(|&m| self.notation(m)).collect();
                let (answer, legal) = (quote(answer), names.join(" "));
                Failure::Invalid(Said::new(|| {
                    tr!(
                        "failure-not-legal",
                        answer = answer.as_str(),
                        question = question,
                        legal = legal.as_str()
                    )
                }))
            },
        )
    }
    /// A position in a few words, for a blunder's report (the question by default).
    fn describe(&self, state: &Self::State) -> String {
        self.question(state, &[])
    }
    /// The built-in player `name` (`builtin:NAME`), or what the names are. By default `random`,
    /// `weak` (depth 2), `fair` (4), `strong` (`strong_depth`), `perfect` and `search:D`.
    fn builtin(&self, name: &str) -> Result<Builtin, String> {
        let strategy = match name {
            "random" => Strategy::Random,
            "weak" => Strategy::Search(2),
            "fair" => Strategy::Search(4),
            "strong" => Strategy::Search(self.strong_depth()),
            "perfect" => Strategy::Perfect,
            other => {
                match (other.strip_prefix("search:").map(str::parse::<u32>), mcts_builtin(other)) {
                    (Some(Ok(d)), _) if (1..=64).contains(&d) => Strategy::Search(d),
                    (_, Some(strategy)) => strategy?,
                    _ => {
                        let most = MCTS_MOST.to_string();
                        return Err(crate::tr!("arena-unknown", player = other, most = most));
                    }
                }
            }
        };
        // A named depth says which it is: `strong (search:9)`, so the table shows both the name
        // asked for and what it plays.
        let name = match strategy {
            Strategy::Search(d) if !name.starts_with("search:") => format!("{name} (search:{d})"),
            Strategy::Search(d) => format!("search:{d}"),
            _ => name.to_string(),
        };
        Ok(Builtin { name, strategy })
    }
    /// A uniformly random legal move (Nim draws it from the stones, without listing millions of
    /// moves).
    fn random_move(&self, state: &Self::State, rng: &mut Rng) -> Self::Move {
        let mut legal = Vec::new();
        self.legal_moves(state, &mut legal);
        legal[rng.below(legal.len() as u64) as usize]
    }
    /// The perfect player's move, where the game has a rule for it (Nim: Bouton's); `None`: a
    /// move that keeps the best value by `solved`.
    fn perfect_move(&self, _state: &Self::State) -> Option<Self::Move> {
        None
    }
    /// The value of a position for the player to move with perfect play (+1 a win, 0 a draw, −1
    /// a loss), where it can be found quickly; `None` where not (Reversi; Connect Four with many
    /// empty cells).
    fn solved(&self, state: &Self::State) -> Option<i8>;
    /// How a seed-style Python player's `play` takes the line it reads, one word per argument:
    /// `int`, `ints` (comma-separated), `chars` (a list of characters) or `text`, apart by
    /// spaces (`int int ints` for the Sum Game's `7 21 1,3,4`). Every program gets it as
    /// `MINIMAX_PLAY`, so `assets/player_adapter.py` serves any game without knowing it.
    fn play_arguments(&self) -> &'static str;
    /// The depth of the built-in `strong` player.
    fn strong_depth(&self) -> u32;
    /// Why this game is too long for an arena (every move is kept, judged and asked of a
    /// program), if it is.
    fn too_long(&self) -> Option<String> {
        None
    }
    /// Whether `solved` ever answers (so that `perfect` means something).
    fn ever_solved(&self) -> bool {
        true
    }
    /// A built-in player's move at `depth`, by a dedicated engine where the game has one
    /// (Reversi); `None`: the teaching engine's search.
    fn dedicated_move(&self, _state: &Self::State, _depth: u32) -> Option<Self::Move> {
        None
    }
}

/// Most iterations a move `builtin:mcts:N` may take.
pub const MCTS_MOST: u64 = 1_000_000;

/// `mcts:N`: Monte Carlo tree search with N iterations a move; `None` for another name.
pub fn mcts_builtin(name: &str) -> Option<Result<Strategy, String>> {
    let n = name.strip_prefix("mcts:")?;
    Some(match n.parse::<u64>() {
        // One iteration only opens the root: no move would have been tried.
        Ok(n) if (2..=MCTS_MOST).contains(&n) => Ok(Strategy::Mcts(n)),
        _ => Err(crate::tr!("arena-mcts-n", player = name, most = MCTS_MOST.to_string())),
    })
}

/// The value for the player to move by the teaching engine searched to the end, where that search
/// is exact (a referee's `ArenaGame::solved` for a small game).
pub fn solved_by_search<G: Game>(game: &G, state: &G::State) -> Option<i8> {
    let result = search(game, state, &SearchConfig::default(), Default::default()).ok()?;
    result.exact.then(|| (result.value * game.to_move(state).sign()).signum() as i8)
}

/// A value for the player to move of a final position, or of one the game solves: what the
/// referee knows. A move is a blunder when the value for its mover falls across it.
pub fn value_for_mover<G: ArenaGame>(game: &G, state: &G::State) -> Option<i8> {
    match game.outcome(state) {
        Some(Outcome::Win(p)) => Some(if p == game.to_move(state) { 1 } else { -1 }),
        Some(Outcome::Draw) => Some(0),
        Some(Outcome::Utility(v)) => Some((v * game.to_move(state).sign()).signum() as i8),
        None => game.solved(state),
    }
}

/// Who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    /// A command speaking the protocol, run by `sh -c` once per game.
    External(String),
    Builtin(Builtin),
}

/// A built-in player: its name in the reports, and how it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builtin {
    pub name: String,
    pub strategy: Strategy,
}

/// How a built-in player chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal move.
    Random,
    /// The teaching engine's alpha-beta to this depth (with its table and ordering), or the
    /// game's dedicated engine (`ArenaGame::dedicated_move`).
    Search(u32),
    /// A move that keeps the best value, where the game is solved.
    Perfect,
    /// The perfect move with probability 1/2, else a random one (the Heaps assignment's medium).
    Mixed,
    /// Monte Carlo tree search (UCT, random playouts) with this many iterations a move, seeded
    /// from the seat's stream.
    Mcts(u64),
}

impl Entrant {
    /// `builtin:NAME` (the game's built-ins) or a command.
    pub fn parse<G: ArenaGame>(text: &str, game: &G) -> Result<Entrant, String> {
        match text.strip_prefix("builtin:") {
            Some(name) => game.builtin(name.trim()).map(Entrant::Builtin),
            None if text.trim().is_empty() => Err(crate::tr!("arena-empty-command")),
            None => Ok(Entrant::External(text.to_string())),
        }
    }

    pub fn name(&self) -> String {
        match self {
            Entrant::External(command) => command.clone(),
            Entrant::Builtin(builtin) => builtin.name.clone(),
        }
    }

    /// Whether it plays by `strategy`.
    pub fn plays(&self, strategy: Strategy) -> bool {
        matches!(self, Entrant::Builtin(b) if b.strategy == strategy)
    }
}

/// How a tournament is run.
pub struct Options {
    /// The game's title, for the report.
    pub title: &'static str,
    /// The `--player`s first (they play every other entrant), then the built-in opponents (who
    /// play only the players).
    pub entrants: Vec<Entrant>,
    pub players: usize,
    /// Starts per pairing; each is played twice, once with each side first.
    pub starts: usize,
    pub seed: u64,
    pub timeout: Duration,
    /// Games played at once.
    pub jobs: usize,
    /// What each game's record keeps beyond its result.
    pub kept: Kept,
    pub draw: Draw,
    /// Where the external players run contained (a graded class's submission).
    pub jail: Option<Jail>,
    /// No game is begun after a player (not a built-in opponent) has failed: a graded class's
    /// rubric is settled by the first failure, and a hanging program would take every game's
    /// time limit.
    pub until_failure: bool,
}

/// How a tournament draws its random numbers: the starts, and the built-in players' choices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Draw {
    /// The same starts for every pairing; each game's seats seeded from the game's number, so the
    /// games are the same whatever `jobs`.
    Shared,
    /// Each pairing its own starts, drawn in turn from one stream, and each entrant one stream
    /// for all its games, seeded as given (one a entrant): the Heaps assignment's arena, which
    /// has always drawn so (its reports for a seed stay the same). Games are played one at a
    /// time.
    Streams(Vec<u64>),
}

/// A move that threw away a win or a draw, by the referee.
#[derive(Clone, Debug, Serialize)]
pub struct Blunder {
    /// The move's number in the game (the opening's moves included).
    pub ply: usize,
    /// The entrant who played it.
    pub by: String,
    /// Which side played it (two copies of one built-in share a name).
    pub side: Side,
    #[serde(rename = "move")]
    pub mv: String,
    /// "win → draw", "win → loss" or "draw → loss", for the side that moved.
    pub change: String,
    /// The position it was played in, in a few words (`ArenaGame::describe`).
    #[serde(skip)]
    pub position: String,
}

/// A game's result for one side: what a program is told at the end (`end win`), and the values
/// a blunder changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Loss,
    Draw,
    Win,
}

impl Verdict {
    /// The verdict for a value for the side (−1, 0 or +1).
    pub fn of(value: i8) -> Verdict {
        match value.signum() {
            1 => Verdict::Win,
            0 => Verdict::Draw,
            _ => Verdict::Loss,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Verdict::Loss => "loss",
            Verdict::Draw => "draw",
            Verdict::Win => "win",
        }
    }
}

/// One game, as the report and the JSON give it.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    /// The entrants' places in the standings: who moved first after the opening, and second.
    pub entrants: [usize; 2],
    pub first: String,
    pub second: String,
    /// The random opening's moves and then the players', in the game's notation.
    pub opening: Vec<String>,
    pub moves: Vec<String>,
    pub winner: Ending,
    /// The reason a side lost without losing on the board (an illegal answer, a crash, a
    /// timeout), and which side it was.
    pub failure: Option<Said>,
    pub failed: Option<Side>,
    /// Where the referee could judge: the moves that threw a win or a draw away (the first
    /// `MAX_BLUNDERS` of a game).
    pub blunders: Vec<Blunder>,
    /// The start's value for the first player with perfect play, where it is known.
    pub start_value: Option<i8>,
    /// Every blunder of the first side and of the second, counted.
    #[serde(skip)]
    pub blunder_counts: [usize; 2],
    /// Which of the tournament's starts the game was played from (`Report::starts`).
    #[serde(skip)]
    pub start: usize,
}

/// The blunders of one game listed in full by a tournament; the rest are counted.
pub const MAX_BLUNDERS: usize = 100;

/// What a game's record keeps beyond its result: its moves, and how many blunders in full (each
/// side's first always; the rest are counted). A tournament's JSON lists both; Nim's arena, up
/// to 100,000 starts a opponent of games millions of moves long, keeps moves only for `--save`
/// and no more than each side's first blunder, so that its records stay a few bytes a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept {
    pub moves: bool,
    pub blunders: usize,
}

/// One entrant's line of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct Standing {
    pub name: String,
    pub games: usize,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    /// A win 1, a draw ½.
    pub points: f64,
    /// Elo, the entrants' mean at 1500, and the half-width of its 95 % interval.
    pub rating: f64,
    pub plus_minus: f64,
    /// Games lost by a failure (illegal answer, crash, timeout).
    pub failures: usize,
    pub blunders: usize,
}

#[derive(Clone, Debug, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub starts: usize,
    pub seed: u64,
    pub standings: Vec<Standing>,
    /// `cross[i][j]`: entrant i's points against j (`None`: they did not meet).
    pub cross: Vec<Vec<Option<f64>>>,
    pub games: Vec<GameRecord>,
}

/// A seat at one game: the entrant and what it needs to play.
struct Seat<'a> {
    entrant: &'a Entrant,
    program: Option<Program>,
    rng: Rng,
}

impl<'a> Seat<'a> {
    fn new(
        entrant: &'a Entrant,
        options: (Duration, Option<&Jail>),
        seed: u64,
        play: &str,
    ) -> Seat<'a> {
        let (timeout, jail) = options;
        let program = match entrant {
            Entrant::External(command) => Some(
                Program::new(command, timeout)
                    .with_env("MINIMAX_PLAY", play)
                    .in_jail(jail.cloned()),
            ),
            _ => None,
        };
        Seat { entrant, program, rng: Rng::new(seed) }
    }

    fn start(&mut self) -> Result<(), Failure> {
        self.program.as_mut().map_or(Ok(()), Program::start)
    }

    fn choose<G: ArenaGame>(
        &mut self,
        game: &G,
        state: &G::State,
        played: &[G::Move],
    ) -> Result<G::Move, Failure> {
        let strategy = match self.entrant {
            Entrant::External(_) => {
                let program = self.program.as_mut().expect("an external seat has its program");
                let question = game.question(state, played);
                let answer = program.ask(&question)?;
                let answer = answer.trim();
                if answer.is_empty() {
                    return Err(Failure::Garbage(Said::new(|| tr!("failure-empty-line"))));
                }
                return game.read(state, &question, answer);
            }
            Entrant::Builtin(builtin) => builtin.strategy,
        };
        Ok(match strategy {
            Strategy::Random => game.random_move(state, &mut self.rng),
            Strategy::Mixed if self.rng.coin() => game.random_move(state, &mut self.rng),
            Strategy::Search(depth) => search_move(game, state, depth),
            Strategy::Mcts(iterations) => {
                let config = MctsConfig {
                    iterations: Some(iterations),
                    seed: self.rng.next_u64(),
                    ..MctsConfig::default()
                };
                let result = mcts(game, state, &config, Default::default())
                    .expect("nothing stops a built-in player's search");
                result.best_move().unwrap_or_else(|| game.random_move(state, &mut self.rng))
            }
            Strategy::Perfect | Strategy::Mixed => match game.perfect_move(state) {
                Some(mv) => mv,
                None if game.solved(state).is_some() => {
                    // The child worst for the opponent; ties go to the game's order.
                    let mut legal = Vec::new();
                    game.legal_moves(state, &mut legal);
                    let value =
                        |m: &G::Move| value_for_mover(game, &game.apply(state, *m)).map(|v| -v);
                    let best = legal.iter().rev().max_by_key(|m| value(m));
                    *best.expect("an unfinished game has a move")
                }
                // Where the game is not solved yet (Connect Four's opening), the strong search.
                None => search_move(game, state, game.strong_depth()),
            },
        })
    }

    fn finish(&mut self, verdict: Verdict) {
        if let Some(program) = self.program.as_mut() {
            program.tell(&format!("end {}", verdict.word()));
            program.stop();
        }
    }
}

/// A built-in player's move by search to `depth`: the game's dedicated engine where it has one,
/// else the teaching engine's alpha-beta.
fn search_move<G: ArenaGame>(game: &G, state: &G::State, depth: u32) -> G::Move {
    if let Some(mv) = game.dedicated_move(state, depth) {
        return mv;
    }
    let config = SearchConfig { depth: Some(depth), ..SearchConfig::default() };
    let result = search(game, state, &config, Default::default())
        .expect("nothing stops a built-in player's search");
    result.best_move.unwrap_or_else(|| game.random_move(state, &mut Rng::new(0)))
}

/// Plays one game between `first` and `second` from `start` (a position and its opening).
fn play<G: ArenaGame>(
    game: &G,
    (start, opening): &(G::State, Vec<G::Move>),
    kept: Kept,
    seats: [&mut Seat<'_>; 2],
) -> GameRecord {
    let [first, second] = seats;
    let names = [first.entrant.name(), second.entrant.name()];
    let mut seats = [first, second];
    let mut state = start.clone();
    for &mv in opening {
        state = game.apply(&state, mv);
    }
    let history = game.asks_history();
    let mut played: Vec<G::Move> = if history { opening.to_vec() } else { Vec::new() };
    let mut ply = opening.len();
    let start_value = value_for_mover(game, &state);
    // The first player to move after the opening is `seats[0]`.
    let first_mover = game.to_move(&state);
    let seat_of = |p: Player| usize::from(p != first_mover);
    let mut record = GameRecord {
        entrants: [0, 0],
        first: names[0].clone(),
        second: names[1].clone(),
        opening: opening.iter().map(|&m| game.notation(m)).collect(),
        moves: Vec::new(),
        winner: Ending::Draw,
        failure: None,
        failed: None,
        blunders: Vec::new(),
        start_value,
        blunder_counts: [0, 0],
        start: 0,
    };
    let mut failed: Option<usize> = None;
    for (i, seat) in seats.iter_mut().enumerate() {
        if let Err(f) = seat.start() {
            record.failure = Some(f.said());
            failed = Some(i);
            break;
        }
    }
    let mut before = start_value;
    while failed.is_none() && game.outcome(&state).is_none() {
        let side = seat_of(game.to_move(&state));
        match seats[side].choose(game, &state, &played) {
            Ok(mv) => {
                let next = game.apply(&state, mv);
                let after = value_for_mover(game, &next).map(|v| -v);
                ply += 1;
                if let (Some(b), Some(a)) = (before, after)
                    && a < b
                {
                    record.blunder_counts[side] += 1;
                    // Each side's first is always listed (Nim's report quotes the player's).
                    if record.blunders.len() < kept.blunders || record.blunder_counts[side] == 1 {
                        let word = |v: i8| Verdict::of(v).word();
                        record.blunders.push(Blunder {
                            ply,
                            by: names[side].clone(),
                            side: Side::of(side),
                            mv: game.notation(mv),
                            change: format!("{} → {}", word(b), word(a)),
                            position: game.describe(&state),
                        });
                    }
                }
                if kept.moves {
                    record.moves.push(game.notation(mv));
                }
                if history {
                    played.push(mv);
                }
                state = next;
                before = after.map(|v| -v);
            }
            Err(f) => {
                record.failure = Some(f.said());
                failed = Some(side);
            }
        }
    }
    record.failed = failed.map(Side::of);
    let winner = match (failed, game.outcome(&state)) {
        (Some(side), _) => Some(1 - side),
        (None, Some(Outcome::Win(p))) => Some(seat_of(p)),
        (None, Some(Outcome::Utility(v))) if v != 0 => {
            Some(seat_of(if v > 0 { Player::Max } else { Player::Min }))
        }
        _ => None,
    };
    record.winner = Ending::won_by(winner.map(Side::of));
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.finish(match winner {
            Some(w) if w == i => Verdict::Win,
            Some(_) => Verdict::Loss,
            None => Verdict::Draw,
        });
    }
    record
}

/// A start from `initial` after a random opening of `moves` moves that leaves the game
/// unfinished (fewer if it would end it): what the board games' `ArenaGame::start` deals.
pub fn opened<G: Game>(
    game: &G,
    initial: G::State,
    moves: u32,
    rng: &mut Rng,
) -> (G::State, Vec<G::Move>) {
    let mut state = initial.clone();
    let mut opening = Vec::new();
    for _ in 0..moves {
        let mut legal = Vec::new();
        game.legal_moves(&state, &mut legal);
        let mv = legal[rng.below(legal.len() as u64) as usize];
        let next = game.apply(&state, mv);
        if game.outcome(&next).is_some() {
            break;
        }
        opening.push(mv);
        state = next;
    }
    (initial, opening)
}

/// The starts a tournament dealt, by index (`GameRecord::start`).
pub type Starts<G> = Vec<(<G as Game>::State, Vec<<G as Game>::Move>)>;

/// Plays the tournament, and gives the starts it dealt. `progress` is told each finished game
/// (done, total).
pub fn run<G: ArenaGame>(
    game: &G,
    options: &Options,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> (Report, Starts<G>) {
    let n = options.entrants.len();
    let mut rng = Rng::new(options.seed);
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .filter(|&(i, _)| i < options.players)
        .collect();
    // Starts shared by every pairing, or each pairing's own (`Draw::Streams`).
    let (dealt, per_pairing) = match options.draw {
        Draw::Shared => (options.starts, 0),
        Draw::Streams(_) => (options.starts * pairs.len(), options.starts),
    };
    let starts: Starts<G> = (0..dealt).map(|_| game.start(&mut rng)).collect();
    // Every game: a pairing, a start, and who moves first.
    let games: Vec<(usize, usize, usize)> = pairs
        .iter()
        .enumerate()
        .flat_map(|(p, &(i, j))| {
            (0..options.starts).flat_map(move |s| {
                let s = p * per_pairing + s;
                [(i, j, s), (j, i, s)]
            })
        })
        .collect();
    // One stream an entrant, where the draw keeps them.
    let streams: Mutex<Vec<Rng>> = Mutex::new(match &options.draw {
        Draw::Shared => Vec::new(),
        Draw::Streams(seeds) => seeds.iter().map(|&s| Rng::new(s)).collect(),
    });
    let jobs = if options.draw == Draw::Shared { options.jobs.max(1) } else { 1 };
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let failed = std::sync::atomic::AtomicBool::new(false);
    // What an external player's seat needs: its time an answer and its jail.
    let run = (options.timeout, options.jail.as_ref());
    let records: Mutex<Vec<Option<GameRecord>>> = Mutex::new(vec![None; games.len()]);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&(a, b, s)) = games.get(k) else { break };
                    if failed.load(Ordering::SeqCst) {
                        break;
                    }
                    // Each game's own seeds: the same games whatever the number of jobs.
                    let seed = options.seed ^ (k as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    let mut first =
                        Seat::new(&options.entrants[a], run, seed, game.play_arguments());
                    let mut second =
                        Seat::new(&options.entrants[b], run, !seed, game.play_arguments());
                    let mut streams = streams.lock().unwrap_or_else(|e| e.into_inner());
                    if let (Some(ra), Some(rb)) = (streams.get(a), streams.get(b)) {
                        (first.rng, second.rng) = (ra.clone(), rb.clone());
                    }
                    let seats = [&mut first, &mut second];
                    let mut record = play(game, &starts[s], options.kept, seats);
                    if a < streams.len() && b < streams.len() {
                        (streams[a], streams[b]) = (first.rng.clone(), second.rng.clone());
                    }
                    drop(streams);
                    record.entrants = [a, b];
                    record.start = s;
                    let failer = record.failed.map(|side| [a, b][side.index()]);
                    if options.until_failure && failer.is_some_and(|e| e < options.players) {
                        failed.store(true, Ordering::SeqCst);
                    }
                    if let Ok(mut records) = records.lock() {
                        records[k] = Some(record);
                    }
                    progress(done.fetch_add(1, Ordering::SeqCst) + 1, games.len());
                }
            });
        }
    });
    // Every game was played, but those after a failure where `until_failure` stops there.
    let (games, records): (Vec<_>, Vec<GameRecord>) = games
        .into_iter()
        .zip(records.into_inner().unwrap_or_default())
        .filter_map(|(game, record)| Some((game, record?)))
        .unzip();
    (report(options.title, options, &games, records), starts)
}

fn report(
    title: &'static str,
    options: &Options,
    games: &[(usize, usize, usize)],
    records: Vec<GameRecord>,
) -> Report {
    let n = options.entrants.len();
    let mut cross = vec![vec![None::<f64>; n]; n];
    let mut results = Vec::new();
    let mut standings: Vec<Standing> = options
        .entrants
        .iter()
        .map(|e| Standing {
            name: e.name(),
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            points: 0.0,
            rating: 0.0,
            plus_minus: 0.0,
            failures: 0,
            blunders: 0,
        })
        .collect();
    for (&(a, b, _), record) in games.iter().zip(&records) {
        let score_a = match record.winner {
            Ending::First => 1.0,
            Ending::Second => 0.0,
            Ending::Draw => 0.5,
        };
        results.push((a, b, score_a));
        for (me, other, score) in [(a, b, score_a), (b, a, 1.0 - score_a)] {
            *cross[me][other].get_or_insert(0.0) += score;
            let s = &mut standings[me];
            s.games += 1;
            s.points += score;
            match score {
                1.0 => s.wins += 1,
                0.0 => s.losses += 1,
                _ => s.draws += 1,
            }
            let side = if me == a { Side::First } else { Side::Second };
            if record.failed == Some(side) {
                s.failures += 1;
            }
            s.blunders += record.blunder_counts[side.index()];
        }
    }
    for (s, (rating, pm)) in standings.iter_mut().zip(ratings(n, &results)) {
        s.rating = rating;
        s.plus_minus = pm;
    }
    Report {
        game: title,
        starts: options.starts,
        seed: options.seed,
        standings,
        cross,
        games: records,
    }
}

/// Elo ratings by maximum likelihood (the Bradley-Terry model on Elo's scale, a draw half a win),
/// with each entrant given one virtual draw against the field's mean so that a perfect score
/// stays finite; the mean is put at 1500. Returns each rating and the half-width of its 95 %
/// interval (1.96 standard errors, from the likelihood's curvature).
pub fn ratings(n: usize, results: &[(usize, usize, f64)]) -> Vec<(f64, f64)> {
    let c = std::f64::consts::LN_10 / 400.0;
    let expected = |ri: f64, rj: f64| 1.0 / (1.0 + 10f64.powf((rj - ri) / 400.0));
    let mut r = vec![0.0f64; n];
    let mut curvature = vec![0.0f64; n];
    for _ in 0..500 {
        let mut largest = 0.0f64;
        for i in 0..n {
            // The virtual draw against the mean (0).
            let p0 = expected(r[i], 0.0);
            let (mut gradient, mut h) = (0.5 - p0, p0 * (1.0 - p0));
            for &(a, b, s) in results {
                let (other, score) = match (a == i, b == i) {
                    (true, _) => (b, s),
                    (_, true) => (a, 1.0 - s),
                    _ => continue,
                };
                let p = expected(r[i], r[other]);
                gradient += score - p;
                h += p * (1.0 - p);
            }
            let step = (gradient / (c * h)).clamp(-200.0, 200.0);
            r[i] += step;
            curvature[i] = h;
            largest = largest.max(step.abs());
        }
        if largest < 1e-6 {
            break;
        }
    }
    let mean = r.iter().sum::<f64>() / n.max(1) as f64;
    r.iter().zip(&curvature).map(|(&ri, &h)| (ri - mean + 1500.0, 1.96 / (c * h.sqrt()))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_follow_the_scores() {
        // 150 wins of 200 is 75 %: 400·log10(3) ≈ 191 points apart, less a little for the prior.
        let results: Vec<(usize, usize, f64)> =
            (0..200).map(|k| (0, 1, if k < 150 { 1.0 } else { 0.0 })).collect();
        let r = ratings(2, &results);
        let gap = r[0].0 - r[1].0;
        assert!((180.0..191.0).contains(&gap), "{gap}");
        assert!((r[0].0 + r[1].0 - 3000.0).abs() < 1e-6, "the mean is 1500");
        // More games, a narrower interval.
        let fewer = ratings(2, &results[..20]);
        assert!(fewer[0].1 > r[0].1);
        // Equal scores, equal ratings; a perfect score stays finite.
        let even = ratings(2, &[(0, 1, 1.0), (0, 1, 0.0), (1, 0, 0.5)]);
        assert!((even[0].0 - even[1].0).abs() < 1e-6);
        let perfect = ratings(2, &[(0, 1, 1.0); 10]);
        assert!(perfect[0].0.is_finite() && perfect[0].0 > perfect[1].0);
    }

    /// The random built-in plays every legal move about as often (Nim's `dumb` is this player).
    #[test]
    fn the_random_player_is_uniform_over_legal_moves() {
        use crate::games::tictactoe::{Grid, TicTacToe};
        // X to move with squares 7, 8 and 9 free.
        let grid = Grid::parse("xoxxoo...").expect("a position play reaches");
        let random =
            Entrant::Builtin(Builtin { name: "random".into(), strategy: Strategy::Random });
        let mut seat = Seat::new(&random, (Duration::from_secs(1), None), 4, "");
        let mut counts = std::collections::HashMap::new();
        for _ in 0..6000 {
            *counts.entry(seat.choose(&TicTacToe, &grid, &[]).unwrap()).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 3);
        assert!(counts.values().all(|&c| (1700..2300).contains(&c)), "{counts:?}");
    }
}
