//! A strong Connect Four solver, after Pascal Pons' tutorial: negamax with alpha-beta on scores
//! that count how soon a win comes, a transposition table of upper and lower bounds (with
//! enhanced transposition cutoffs high in the tree; the last cells' in a small table of their
//! own), the score narrowed by null-window searches (his "iterative deepening"), centre-first
//! and threat-aware move ordering (in a weak solve, the second player's ties broken by
//! Fhourstones' history: see `history`), and anticipation of immediate wins and of moves that
//! lose at once (a forced reply played at once, as Fhourstones plays it; a move that leaves the
//! opponent no safe reply taken without searching it). Each technique is a switch, so that the
//! benchmark shows what each buys.
//!
//! Scores are Pons': for the player to move, a win with the disc that makes `n` moves in all
//! scores `(cells + 2 − n) / 2` (22 minus the winner's discs on 7 × 6), a loss the negative, a
//! draw 0. A weak solve asks only for the sign.

use std::sync::atomic::{AtomicBool, Ordering};

use super::history::History;
use super::word::{Word, winning_cells};
use super::{ConnectFour, Discs, MAX_SIDE};
use crate::engine::memory::zeroed_words;
use crate::engine::search::{Cancelled, Stats};
use crate::engine::{Game, Score};

/// The techniques, each of which can be switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Techniques {
    /// Remember bounds on searched positions' scores (and, high in the tree, look each move's
    /// child up before searching any: a child known to lose by enough settles the position, and
    /// one known to win by enough is not searched).
    pub table: bool,
    /// Search the centre columns first (else left to right).
    pub centre_first: bool,
    /// Search first the moves that leave the most cells where one more disc wins (in a weak solve,
    /// the second player's ties by the history of refutations).
    pub threats: bool,
    /// Never search a move that lets the opponent win at once, and see a forced reply (played
    /// at once, with no look-up or ordering) or a double threat before searching, the
    /// opponent's or one a move of ours would make.
    pub anticipation: bool,
    /// Find the score by null-window searches that halve the range each time (Pons' iterative
    /// deepening), instead of one search with the full window. A strong solve's: a weak one
    /// always searches its three outcomes at once.
    pub null_window: bool,
}

impl Default for Techniques {
    fn default() -> Self {
        Techniques {
            table: true,
            centre_first: true,
            threats: true,
            anticipation: true,
            null_window: true,
        }
    }
}

impl Techniques {
    /// Plain negamax with alpha-beta, columns left to right.
    pub const NONE: Techniques = Techniques {
        table: false,
        centre_first: false,
        threats: false,
        anticipation: false,
        null_window: false,
    };

    /// Each technique added in turn, as Pons' tutorial adds them, with its name.
    pub fn ladder() -> [(&'static str, Techniques); 6] {
        let none = Techniques::NONE;
        let all = Techniques::default();
        [
            ("αβ only", none),
            ("+ centre first", Techniques { centre_first: true, ..none }),
            ("+ table", Techniques { centre_first: true, table: true, ..none }),
            ("+ null window", Techniques { threats: false, anticipation: false, ..all }),
            ("+ anticipation", Techniques { threats: false, ..all }),
            ("+ threats", all),
        ]
    }
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Solution {
    /// Pons' score for the player to move (with a weak solve: −1, 0 or +1).
    pub score: Score,
    /// The column (0-based) that achieves it.
    pub best_move: Option<u8>,
    /// Columns (0-based) of a line of best play to the end.
    pub principal_variation: Vec<u8>,
    /// Positions the solve explored (the line's searches not counted), as Pons counts them.
    pub nodes: u64,
}

/// The transposition table: bounds by position key (an upper bound where every move failed low, a
/// lower bound where one cut, as Pons' solver keeps both), in a power of two of 16-byte buckets
/// (one memory access a probe). A bucket holds two entries, as Fhourstones' do: the bound whose
/// search took the most work, and the latest; a new bound replaces the first if its search took
/// at least as much work (or it is of the same position), else the second. With one entry a slot,
/// a search of tens of millions of positions overwrites the bounds near its root with its
/// leaves'. A key (of `key_bits`: a column's height and one more, times the width) is scrambled
/// one-to-one within its bits; the top ones pick the bucket and the entry keeps up to 48 of the
/// rest as its check, so two positions never share an entry unless their keys agree in every
/// bit: exact for keys up to 70 bits with 4 M buckets or more (7 × 6, 7 × 9, 9 × 6 and smaller;
/// Pons keeps 32 bits on 7 × 6), and past that (9 × 7, 8 × 8 and up) the check is cut to 48
/// bits. The scrambling is a multiplication where a prime number of buckets (Pons', and ours
/// before) took a division per child: 8 % of the solver's time in a profile.
/// A stamp per bucket lets forgetting everything between positions cost nothing.
struct Table {
    buckets: Vec<Bucket>,
    stamp: u64,
    key_bits: u32,
    /// The buckets are 2 to this power: at least 1, fewer than `key_bits`.
    bucket_bits: u32,
}

/// Two entries, each a word: the check (the high 48 bits) and the bound (the low 8; 0 where
/// empty). Between them, the deeper entry's work (the bit length of the number of positions its
/// search explored) and the bucket's stamp, which is the solve's or the bucket is empty.
#[derive(Clone, Copy, Default)]
#[repr(align(16))]
struct Bucket {
    /// The entry whose search took the most work, with its work in bits 8 to 16.
    deepest: u64,
    /// The latest entry that did not replace the deepest, with the stamp in bits 8 to 16.
    latest: u64,
}

const OFFSET: Score = 64;
const CHECK_BITS: u32 = 48;
/// The bit of an entry's bound byte that marks a lower bound (a score plus `OFFSET` is below it:
/// at most 41 + 64 on the largest board).
const LOWER: u64 = 0x80;

/// What the table knows of a position's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// The score is at most this.
    Upper(Score),
    /// The score is at least this.
    Lower(Score),
}

impl Bound {
    fn byte(self) -> u64 {
        match self {
            Bound::Upper(score) => (score + OFFSET) as u64,
            Bound::Lower(score) => (score + OFFSET) as u64 | LOWER,
        }
    }

    /// The bound in an entry whose check is `check`, if it holds one.
    fn of_entry(entry: u64, check: u64) -> Option<Bound> {
        let byte = entry & 0xFF;
        if entry >> 16 != check || byte == 0 {
            return None;
        }
        let score = (byte & !LOWER) as Score - OFFSET;
        Some(if byte & LOWER != 0 { Bound::Lower(score) } else { Bound::Upper(score) })
    }
}

/// A position's place in the table: found once per node, for the look-up and for the store.
#[derive(Clone, Copy)]
struct Slot {
    index: usize,
    check: u64,
}

impl Table {
    /// A table of at most `entries` (two a bucket, the buckets a power of two) for keys of
    /// `key_bits`.
    fn new(entries: usize, key_bits: u32) -> Table {
        let bucket_bits = (entries / 2).max(2).ilog2().min(key_bits - 1);
        Table { buckets: zeroed_words(1 << bucket_bits), stamp: 1, key_bits, bucket_bits }
    }

    /// Where the key's entries are: its bucket's index, and its check.
    fn slot<W: Word>(&self, key: W) -> Slot {
        // The scrambled key's `key_bits` at the top of the word, then cut in two.
        let scrambled = key.scramble() << (W::BITS - self.key_bits);
        let index = (scrambled >> (W::BITS - self.bucket_bits)).low64() as usize;
        let check_bits = (self.key_bits - self.bucket_bits).min(CHECK_BITS);
        let check = (scrambled << self.bucket_bits >> (W::BITS - check_bits)).low64();
        Slot { index, check }
    }

    /// The bucket at `index` if it is of this solve, else an empty one.
    fn bucket(&self, index: usize) -> Bucket {
        let bucket = self.buckets[index];
        if bucket.latest >> 8 & 0xFF == self.stamp {
            bucket
        } else {
            Bucket { deepest: 0, latest: self.stamp << 8 }
        }
    }

    fn prefetch(&self, slot: Slot) {
        crate::engine::memory::prefetch(&self.buckets[slot.index]);
    }

    fn get(&self, slot: Slot) -> Option<Bound> {
        let bucket = self.bucket(slot.index);
        Bound::of_entry(bucket.deepest, slot.check)
            .or_else(|| Bound::of_entry(bucket.latest, slot.check))
    }

    /// Stores `bound`, found by a search that explored `positions`.
    fn put(&mut self, slot: Slot, bound: Bound, positions: u64) {
        let Slot { index: i, check } = slot;
        let mut bucket = self.bucket(i);
        let work = (u64::BITS - positions.leading_zeros()) as u64;
        if work >= bucket.deepest >> 8 & 0xFF || bucket.deepest >> 16 == check {
            bucket.deepest = check << 16 | work << 8 | bound.byte();
        } else {
            bucket.latest = check << 16 | self.stamp << 8 | bound.byte();
        }
        self.buckets[i] = bucket;
    }

    /// How many entries this solve has stored.
    #[cfg(test)]
    fn filled(&self) -> usize {
        let entries = (0..self.buckets.len()).map(|i| {
            let bucket = self.bucket(i);
            usize::from(bucket.deepest & 0xFF != 0) + usize::from(bucket.latest & 0xFF != 0)
        });
        entries.sum()
    }

    /// Forgets every entry: a new stamp, and a real wipe once in 255 times.
    fn clear(&mut self) {
        self.stamp += 1;
        if self.stamp > 0xFF {
            self.buckets.fill(Bucket::default());
            self.stamp = 1;
        }
    }
}

/// Above this many empty cells, each move's child is looked up in the table before any is
/// searched (enhanced transposition cutoffs, and children known to fail low skipped).
/// Fhourstones' 35333571 and 13333111: 29.9 M and 70.2 M positions without, 23.9 M and 50.5 M
/// from 12 (21.8 M and 46.2 M from 8, but slower: below 12 a look-up costs more than the
/// positions it saves); Pons' sets 8-18 % fewer.
const ETC_CELLS: Score = 12;

/// The table's size unless `--hash` says otherwise: 8 M entries (64 MB), as in Pons' tutorial
/// (his repository's solver, the bench's anchor, keeps 2^24 of 5 bytes: 80 MB).
pub const DEFAULT_ENTRIES: usize = 1 << 23;

/// The table of the app's hints, made afresh for each position: 4 M entries (32 MB).
pub const HINT_ENTRIES: usize = 1 << 22;

/// Positions with this many empty cells or fewer are remembered in a table of their own, of
/// `NEAR_ENTRIES` (4 MB, which the processor's caches mostly hold), not in the large one: eight
/// in ten positions are down there (35333571), and a look-up in the large table waits on memory
/// (16 % of the solver's time in a profile). Their subtrees are small, so a small table finds
/// most of their transpositions, and the large one keeps its room for the positions above.
/// Positions, weak: 35333571 9.87 M → 10.17 M, 13333111 64.0 M → 65.5 M; strong Test_L1_R3
/// +2 %, the others within 2 % (weak Test_L1_R2 −7 %). Fastest of 10-12 runs alternating on one
/// core: 35333571 0.99 → 0.92 s and 1.09 → 0.93 s (1 MB for the last 10 cells: 0.92 and 0.94 s;
/// 4 MB from 14 cells: 72 M positions on 13333111); 13333111 and Test_L1_R2 strong within the
/// noise. Both binaries at once, one per core, sharing the cache: 0.97 on 35333571.
const NEAR_CELLS: Score = 12;
const NEAR_ENTRIES: usize = 1 << 19;

/// The board's bitmaps in the word `W`, for the search.
#[derive(Clone)]
struct Geometry<W> {
    /// Bits a column takes (its height and one more).
    h1: u32,
    bottom: W,
    board: W,
    cells: Score,
    /// Each column's cells.
    columns: [W; MAX_SIDE as usize],
    /// The columns from the centre out.
    centre: [u8; MAX_SIDE as usize],
    width: usize,
}

/// The index of a cell's bit.
fn bit<W: Word>(cell: W) -> u32 {
    (cell - W::ONE).count_ones()
}

/// The columns left to right (the first `width` of them).
const LEFT_TO_RIGHT: [u8; MAX_SIDE as usize] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

impl<W: Word> Geometry<W> {
    /// The board in `W`, if its columns (and the bit above each, where a key may carry) fit.
    fn new(game: &ConnectFour) -> Option<Geometry<W>> {
        if game.width as u32 * game.h1() > W::BITS {
            return None;
        }
        let mut columns = [W::ZERO; MAX_SIDE as usize];
        let mut centre = [0; MAX_SIDE as usize];
        for (i, col) in game.centre_first().enumerate() {
            centre[i] = col;
            columns[col as usize] = W::truncate(game.column_mask(col));
        }
        Some(Geometry {
            h1: game.h1(),
            bottom: W::truncate(game.bottom),
            board: W::truncate(game.board),
            cells: game.cells() as Score,
            columns,
            centre,
            width: game.width as usize,
        })
    }

    fn pos(&self, discs: &Discs) -> Pos<W> {
        Pos {
            current: W::truncate(discs.current),
            mask: W::truncate(discs.mask),
            moves: discs.moves,
        }
    }

    fn possible(&self, pos: &Pos<W>) -> W {
        (pos.mask + self.bottom) & self.board
    }

    fn winning(&self, stones: W, mask: W) -> W {
        winning_cells(stones, self.board ^ mask, self.h1)
    }
}

/// A position as `Discs`, in the word `W`.
#[derive(Clone, Copy)]
struct Pos<W> {
    current: W,
    mask: W,
    moves: u8,
}

pub struct Solver<'a> {
    game: &'a ConnectFour,
    /// The board in one machine word where it fits (7 × 6 and every board up to 64 bits), else
    /// in two.
    narrow: Option<Geometry<u64>>,
    wide: Geometry<u128>,
    pub techniques: Techniques,
    table: Table,
    /// The table of positions with `NEAR_CELLS` empty cells or fewer.
    near: Table,
    /// What the last solve counted, in the engine's terms: `nodes` are positions explored (Pons'
    /// count), `leaves` positions valued without a move searched, `tt_hits` positions whose table
    /// bound closed the window.
    pub stats: Stats,
    stop: Option<&'a AtomicBool>,
    /// Past this moment a solve answers `Err(Cancelled)` (checked with the stop flag).
    deadline: Option<std::time::Instant>,
    /// The second player's refutations, ordering a weak solve's ties (see `history`).
    history: History,
    /// Above this many empty cells, the children are looked up first (`ETC_CELLS`).
    etc_cells: Score,
}

impl<'a> Solver<'a> {
    /// A solver with a table of `entries` (kept from one solve to the next: reuse it for many
    /// positions of one game, as the benchmark does, or make a new one), and one of
    /// `NEAR_ENTRIES` for the last `NEAR_CELLS` empty cells.
    pub fn new(game: &'a ConnectFour, techniques: Techniques, entries: usize) -> Solver<'a> {
        let (entries, near) = if techniques.table { (entries, NEAR_ENTRIES) } else { (1, 1) };
        let key_bits = game.width as u32 * game.h1();
        Solver {
            game,
            narrow: Geometry::new(game),
            wide: Geometry::new(game).expect("every board fits 128 bits"),
            techniques,
            table: Table::new(entries, key_bits),
            near: Table::new(near, key_bits),
            stats: Stats::default(),
            stop: None,
            deadline: None,
            history: History::new(game),
            etc_cells: ETC_CELLS,
        }
    }

    /// Looks the children up before searching any above `cells` empty cells, not `ETC_CELLS`: the
    /// tests' small boards then take those cutoffs and skips everywhere.
    pub fn with_etc_cells(mut self, cells: u32) -> Self {
        self.etc_cells = cells as Score;
        self
    }

    /// Stops a solve (`Err(Cancelled)`) soon after `flag` is set.
    pub fn with_stop(mut self, flag: &'a AtomicBool) -> Self {
        self.stop = Some(flag);
        self
    }

    /// Stops a solve (`Err(Cancelled)`) soon after `control`'s stop flag is set or its deadline
    /// passes.
    pub fn with_control(mut self, control: crate::engine::Control<'a>) -> Self {
        self.stop = control.stop;
        self.deadline = control.deadline;
        self
    }

    /// Forgets every stored position.
    pub fn clear(&mut self) {
        self.table.clear();
        self.near.clear();
    }

    /// The score of `discs` (with `weak`, its sign), its best move and a line of best play.
    pub fn solve(&mut self, discs: &Discs, weak: bool) -> Result<Solution, Cancelled> {
        self.stats = Stats::default();
        let started = std::time::Instant::now();
        let score = self.score(discs, weak)?;
        self.stats.elapsed = started.elapsed();
        let nodes = self.stats.nodes;
        let line = self.line(discs, score, weak)?;
        Ok(Solution { score, best_move: line.first().copied(), principal_variation: line, nodes })
    }

    /// Each column's score (`None` where the column is full), Pons' `-a`.
    pub fn analyse(&mut self, discs: &Discs, weak: bool) -> Result<Vec<Option<Score>>, Cancelled> {
        (0..self.game.width())
            .map(|col| {
                if !self.game.can_play(discs, col) {
                    return Ok(None);
                }
                if self.game.wins_at_once(discs, col) {
                    let score = self.game.win_score(discs.moves as u32 + 1);
                    return Ok(Some(if weak { 1 } else { score }));
                }
                Ok(Some(-self.score(&self.game.play(discs, col), weak)?))
            })
            .collect()
    }

    /// The score of an unfinished position.
    pub fn score(&mut self, discs: &Discs, weak: bool) -> Result<Score, Cancelled> {
        let game = self.game;
        self.history.restart();
        let cells = game.cells() as Score;
        let moves = discs.moves as Score;
        if moves >= cells {
            return Ok(0);
        }
        if self.can_win_next(discs) {
            return Ok(if weak { 1 } else { game.win_score(discs.moves as u32 + 1) });
        }
        // A weak solve searches its three outcomes in one window, as Fhourstones does: probing
        // "a win?" and then "a loss?" searched a lost position twice (weak, 35333571: 15.6 M →
        // 10.9 M positions, 13333111 71.5 M → 68.1 M; a position of Pons' sets: L1_R3 3.6 M →
        // 4.2 M, L1_R1 22.3 K → 23.7 K, L2_R1 492 → 531, L3_R1 29.9 → 26.1, L1_R2 and L2_R2
        // within 1 %). Its bounds may land past ±1: only the sign is known.
        if weak {
            return Ok(self.negamax(discs, -1, 1, true)?.signum());
        }
        let (mut min, mut max) = (-(cells - moves) / 2, (cells + 1 - moves) / 2);
        if !self.techniques.null_window {
            return self.negamax(discs, min, max, false);
        }
        while min < max {
            // Probe nearer zero first: wins and losses far from it are rare.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let r = self.negamax(discs, med, med + 1, false)?;
            if r <= med {
                max = r;
            } else {
                min = r;
            }
        }
        Ok(min)
    }

    fn can_win_next(&self, discs: &Discs) -> bool {
        self.game.winning_cells(discs.current, discs.mask) & self.game.possible(discs) != 0
    }

    /// The score within (`alpha`, `beta`) (fail-soft: outside it, a bound as tight as found), for
    /// a position where the player to move cannot win at once: searched in the narrowest word the
    /// board fits (with `weak`, the second player's ties ordered by the history).
    fn negamax(
        &mut self,
        discs: &Discs,
        alpha: Score,
        beta: Score,
        weak: bool,
    ) -> Result<Score, Cancelled> {
        // A copy of the board's geometry (a few hundred bytes, once a search) lets the search
        // borrow the rest of the solver.
        match self.narrow.clone() {
            Some(geometry) => self.search(&geometry, discs, alpha, beta, weak),
            None => self.search(&self.wide.clone(), discs, alpha, beta, weak),
        }
    }

    /// `negamax` in the word `W`.
    fn search<W: Word>(
        &mut self,
        geometry: &Geometry<W>,
        discs: &Discs,
        alpha: Score,
        beta: Score,
        weak: bool,
    ) -> Result<Score, Cancelled> {
        // Part of the threat ordering: without it, no history either.
        let history = (weak && self.techniques.threats).then_some(&mut self.history);
        Search {
            geometry,
            techniques: self.techniques,
            tables: [&mut self.near, &mut self.table],
            stats: &mut self.stats,
            stop: self.stop,
            deadline: self.deadline,
            history,
            etc_cells: self.etc_cells,
        }
        .negamax(geometry.pos(discs), alpha, beta, Known::NOTHING)
    }

    /// A line of best play from `discs`, whose score is `score`: at each position a move whose
    /// child has exactly the opposite score, proven by one null-window search.
    fn line(&mut self, discs: &Discs, score: Score, weak: bool) -> Result<Vec<u8>, Cancelled> {
        let game = self.game;
        let mut line = Vec::new();
        let (mut discs, mut score) = (*discs, score);
        while game.outcome(&discs).is_none() {
            let columns: Vec<u8> =
                game.centre_first().filter(|&c| game.can_play(&discs, c)).collect();
            if let Some(&win) = columns.iter().find(|&&c| game.wins_at_once(&discs, c)) {
                line.push(win);
                break;
            }
            let mut chosen = None;
            for &col in &columns {
                let child = game.play(&discs, col);
                // Every child scores at least −score; this one is the line if at most.
                let target = -score;
                let fits = if weak && score == -1 {
                    true // every move loses; a weak score says no more
                } else {
                    self.bounded(&child, target, target + 1, weak)? <= target
                };
                if fits {
                    chosen = Some((col, child));
                    break;
                }
            }
            let Some((col, child)) = chosen else { break };
            line.push(col);
            discs = child;
            score = -score;
        }
        Ok(line)
    }

    /// The score of an unfinished position within (`alpha`, `beta`); outside it, a bound as tight
    /// as the search found (at most `alpha` or at least `beta`). With `weak`, the window is cut
    /// to (−1, 1) and only the sign of a score is known.
    pub fn bounded(
        &mut self,
        discs: &Discs,
        alpha: Score,
        beta: Score,
        weak: bool,
    ) -> Result<Score, Cancelled> {
        if discs.moves >= self.game.cells() {
            return Ok(0);
        }
        if self.can_win_next(discs) {
            return Ok(if weak { 1 } else { self.game.win_score(discs.moves as u32 + 1) });
        }
        let (alpha, beta) = if weak { (alpha.max(-1), beta.min(1)) } else { (alpha, beta) };
        self.negamax(discs, alpha, beta, weak)
    }
}

/// Of the `possible` cells, those where the player to move does not let the opponent win at once,
/// given the cells where the opponent would win (`theirs`): none if the opponent has two threats
/// to parry, the forced one if one.
fn parries<W: Word>(possible: W, theirs: W) -> W {
    let forced = possible & theirs;
    let possible = if forced == W::ZERO {
        possible
    } else if forced & (forced - W::ONE) != W::ZERO {
        return W::ZERO;
    } else {
        forced
    };
    // Not under a cell where the opponent would win.
    possible & !(theirs >> 1)
}

/// What a parent found of a child's position before searching it.
#[derive(Clone, Copy)]
struct Known<W> {
    /// Its place in the table.
    slot: Option<Slot>,
    /// The cells where the player who has just moved would win (the parent's threats).
    theirs: Option<W>,
}

impl<W> Known<W> {
    const NOTHING: Known<W> = Known { slot: None, theirs: None };
}

/// One search: the board in the word `W`, and the solver's table, counts and stop.
struct Search<'s, W> {
    geometry: &'s Geometry<W>,
    techniques: Techniques,
    /// The table of the last `NEAR_CELLS` empty cells, and the large one.
    tables: [&'s mut Table; 2],
    stats: &'s mut Stats,
    stop: Option<&'s AtomicBool>,
    deadline: Option<std::time::Instant>,
    /// In a weak solve, the second player's refutations.
    history: Option<&'s mut History>,
    etc_cells: Score,
}

impl<W: Word> Search<'_, W> {
    /// The table for positions with `empty` empty cells.
    fn table(&mut self, empty: Score) -> &mut Table {
        self.tables[usize::from(empty > NEAR_CELLS)]
    }

    /// Cells the player to move can play without letting the opponent win at once (none if the
    /// opponent has two threats to parry, the forced one if one). The player must not have a
    /// win at once.
    fn non_losing(&self, pos: &Pos<W>, theirs: Option<W>) -> W {
        let g = self.geometry;
        let theirs = theirs.unwrap_or_else(|| g.winning(pos.current ^ pos.mask, pos.mask));
        parries(g.possible(pos), theirs)
    }

    /// The score within (`alpha`, `beta`) (fail-soft: outside it, a bound as tight as found), for
    /// a position where the player to move cannot win at once; `known` what the parent found of
    /// it already.
    fn negamax(
        &mut self,
        pos: Pos<W>,
        mut alpha: Score,
        mut beta: Score,
        known: Known<W>,
    ) -> Result<Score, Cancelled> {
        self.stats.nodes += 1;
        if self.stats.nodes.is_multiple_of(4096)
            && (self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
                || self.deadline.is_some_and(|d| std::time::Instant::now() >= d))
        {
            return Err(Cancelled);
        }
        let g = self.geometry;
        let cells = g.cells;
        let moves = pos.moves as Score;
        let playable = if self.techniques.anticipation {
            let next = self.non_losing(&pos, known.theirs);
            if next == W::ZERO {
                self.stats.leaves += 1;
                return Ok(-(cells - moves) / 2);
            }
            if moves >= cells - 2 {
                self.stats.leaves += 1;
                return Ok(0);
            }
            let min = -(cells - 2 - moves) / 2;
            if alpha < min {
                alpha = min;
                if alpha >= beta {
                    self.stats.leaves += 1;
                    return Ok(alpha);
                }
            }
            next
        } else {
            if moves >= cells {
                self.stats.leaves += 1;
                return Ok(0);
            }
            let possible = g.possible(&pos);
            if g.winning(pos.current, pos.mask) & possible != W::ZERO {
                self.stats.leaves += 1;
                // Won with the disc that makes `moves + 1`.
                return Ok((cells + 1 - moves) / 2);
            }
            possible
        };
        // A forced move (one playable cell) is played at once, as Fhourstones does: no look-up,
        // no store, no ordering, and the table keeps its room for positions with a choice. A few
        // more positions (weak: 35333571 10.8 M → 12.3 M, 13333111 65.3 M → 74.4 M, Test_L1_R3
        // 6.2 M → 5.2 M; strong: Test_L1_R2 917 K → 952 K, L1_R3 21.1 M → 22.0 M), each cheaper:
        // both binaries at once, one per core, median of 4-6 rounds, 0.87 of the time on
        // 35333571, 0.91 on 13333111, 0.86 on L1_R1 weak, 0.87 on L1_R2 and L1_R3 strong.
        if self.techniques.anticipation && playable & (playable - W::ONE) == W::ZERO {
            let child = Pos {
                current: pos.current ^ pos.mask,
                mask: pos.mask | playable,
                moves: pos.moves + 1,
            };
            return Ok(-self.negamax(child, -beta, -alpha, Known::NOTHING)?);
        }
        // Without the table, no key is scrambled (the ladder's first rungs pay nothing for it).
        let empty = cells - moves;
        let slot = known.slot.or_else(|| {
            self.techniques.table.then(|| self.table(empty).slot(pos.current + pos.mask))
        });
        let explored = self.stats.nodes;
        let mut max = (cells - 1 - moves) / 2;
        let mut stored = false;
        if let Some(slot) = slot {
            match self.table(empty).get(slot) {
                Some(Bound::Upper(bound)) => (max, stored) = (bound, true),
                Some(Bound::Lower(bound)) if bound > alpha => {
                    alpha = bound;
                    if alpha >= beta {
                        self.stats.leaves += 1;
                        self.stats.tt_hits += 1;
                        return Ok(alpha);
                    }
                }
                _ => {}
            }
        }
        if beta > max {
            beta = max;
            if alpha >= beta {
                self.stats.leaves += 1;
                self.stats.tt_hits += u64::from(stored);
                return Ok(beta);
            }
        }
        let mut order = [((W::ZERO, 0u8), (0u32, 0i64)); MAX_SIDE as usize];
        let mut n = 0;
        let columns = if self.techniques.centre_first { &g.centre } else { &LEFT_TO_RIGHT };
        // Each child's place in the table, its bucket fetched now: the wait for memory overlaps
        // the ordering and the searches of the children before it (a node's own look-up was
        // 45 % of the solver's time in a profile), and the child need not scramble its key again.
        // Fastest of three alternating runs, weak: Fhourstones' 35333571 4.10 → 3.39 s,
        // 13333111 8.00 → 7.41 s, Pons' Test_L1_R1 3.02 → 2.46 ms and L2_R2 3.10 → 1.94 ms a
        // position, the same positions explored.
        let mut children = [None; MAX_SIDE as usize];
        // Each move's cells where the player to move would then win: the child's threats to
        // parry, which it need not find again (where anticipation found them). The same
        // positions; 574 → 536 instructions a position (cachegrind, Test_L2_R2 weak), both
        // binaries at once, median of 4-6 rounds: 0.94 of the time on 35333571, 0.95 on L1_R2.
        let mut wins = [W::ZERO; MAX_SIDE as usize];
        if slot.is_some() {
            for &col in &columns[..g.width] {
                let cell = playable & g.columns[col as usize];
                if cell != W::ZERO {
                    let table = self.table(empty - 1);
                    let child = table.slot((pos.current ^ pos.mask) + (pos.mask | cell));
                    table.prefetch(child);
                    children[col as usize] = Some(child);
                }
            }
        }
        for &col in &columns[..g.width] {
            let cell = playable & g.columns[col as usize];
            if cell == W::ZERO {
                continue;
            }
            let anticipation = self.techniques.anticipation;
            let ours = if self.techniques.threats || anticipation {
                g.winning(pos.current | cell, pos.mask | cell)
            } else {
                W::ZERO
            };
            // A move that leaves the opponent no reply that does not lose at once (two threats
            // to parry, or one under another) wins with the next disc: the best this node can
            // score, its `max` before the table's bounds, found without a call for the child,
            // which would have found the same. Positions, weak: 35333571 11.55 M → 10.06 M,
            // 13333111 68.8 M → 63.9 M, Test_L1_R1 −20 %, L2_R2 −14 %, L1_R2 −2 %, L1_R3 +33 %
            // (one of its three positions 8.1 M → 13.8 M, the others −18 % and −26 %); strong:
            // L1_R3 −15 %, L1_R2 −15 %, L1_R1 −34 %, L2_R2 −11 %. Both binaries at once, one per
            // core, median of 4-6 rounds: 0.94 of the time on 35333571, 0.84 on Test_L1_R1 weak,
            // 0.86 on L1_R2 strong, 1.33 on L1_R3 weak.
            // The opponent's cells after the move (only the mask counts for them).
            let after = Pos { mask: pos.mask | cell, ..pos };
            if anticipation && parries(g.possible(&after), ours) == W::ZERO {
                let score = (cells - 1 - moves) / 2;
                if let Some(slot) = slot {
                    let positions = self.stats.nodes - explored;
                    self.table(empty).put(slot, Bound::Lower(score), positions);
                }
                self.stats.leaves += 1;
                return Ok(score);
            }
            wins[col as usize] = ours;
            let threats = if self.techniques.threats { ours.count_ones() } else { 0 };
            // Most threats first; equal ones by the history where it orders (the second player's
            // in a weak solve), else in the order the columns came.
            let tie = match &self.history {
                Some(history) if pos.moves % 2 == 1 => history.rank(bit(cell)),
                _ => 0,
            };
            let key = (u32::MAX - threats, tie);
            crate::games::insert_by_key(&mut order, &mut n, ((cell, col), key));
        }
        // High in the tree, each child is looked up before any is searched (after the ordering,
        // so that the buckets have had that time to arrive). One the table knows to lose by
        // enough settles this node unsearched (enhanced transposition cutoffs: fastest of seven
        // alternating runs, weak: 13333111 6.14 → 5.65 s, Test_L1_R1 2.19 → 2.03 ms, L2_R2
        // 1.85 → 1.77 ms a position; 35333571 2.55 → 2.65 s, within the noise). One it knows to
        // win by enough (this move scores at most alpha) is not searched at all: it could not
        // raise alpha, so every bound this node returns or stores still holds. Positions, weak:
        // 35333571 12.3 M → 11.6 M, 13333111 74.4 M → 68.8 M, Test_L1_R2 611 K → 507 K, L1_R1
        // 25.6 K → 25.1 K; strong: L1_R3 22.0 M → 21.2 M, L1_R2 952 K → 904 K, L1_R1 3.03 K →
        // 2.86 K.
        // Fail-soft: the node returns (and stores) the best of its moves' bounds, where it fails
        // low, not alpha: a tighter bound. A child that failed high (this move at most alpha)
        // says how much at most; a weak solve's window (−1, 1) then learns a loss where it
        // learnt "at most a draw", and a strong solve's null windows narrow faster. Positions,
        // weak: 35333571 10.06 M → 9.87 M, Test_L1_R3 −15 %, L1_R2 −7 %, 13333111 +0.2 %, the
        // others −1 %; strong: L2_R2 −3 %, L1_R2 −1 %, L1_R3 −0.5 %.
        let mut best = -cells;
        if empty > self.etc_cells {
            let mut kept = 0;
            for j in 0..n {
                let ((_, col), _) = order[j];
                match children[col as usize].and_then(|child| self.table(empty - 1).get(child)) {
                    Some(Bound::Upper(bound)) if -bound >= beta => {
                        self.stats.leaves += 1;
                        self.stats.tt_hits += 1;
                        return Ok(-bound);
                    }
                    Some(Bound::Lower(bound)) if -bound <= alpha => {
                        best = best.max(-bound);
                        continue;
                    }
                    _ => {}
                }
                order[kept] = order[j];
                kept += 1;
            }
            n = kept;
        }
        for (i, &((cell, col), _)) in order[..n].iter().enumerate() {
            let child = Pos {
                current: pos.current ^ pos.mask,
                mask: pos.mask | cell,
                moves: pos.moves + 1,
            };
            let theirs = self.techniques.anticipation.then_some(wins[col as usize]);
            let known = Known { slot: children[col as usize], theirs };
            let score = -self.negamax(child, -beta, -alpha, known)?;
            if score >= beta {
                if let Some(slot) = slot {
                    let positions = self.stats.nodes - explored;
                    self.table(empty).put(slot, Bound::Lower(score), positions);
                }
                if let Some(history) = &mut self.history
                    && pos.moves % 2 == 1
                {
                    history
                        .refuted(order[..i].iter().map(|&((tried, _), _)| bit(tried)), bit(cell));
                }
                self.stats.cutoffs += 1;
                self.stats.first_move_cutoffs += u64::from(i == 0);
                self.stats.pruned_moves += (n - i - 1) as u64;
                return Ok(score);
            }
            best = best.max(score);
            if score > alpha {
                alpha = score;
            }
        }
        if let Some(slot) = slot {
            let positions = self.stats.nodes - explored;
            self.table(empty).put(slot, Bound::Upper(best), positions);
        }
        Ok(best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_keeps_the_deepest_search_and_the_latest() {
        let mut table = Table::new(1 << 10, 49);
        // Four positions sharing a bucket.
        let [a, b, c, d] = [1, 2, 3, 4].map(|check| Slot { index: 5, check });
        table.put(a, Bound::Lower(3), 1_000);
        table.put(b, Bound::Upper(-2), 10);
        assert_eq!(table.get(a), Some(Bound::Lower(3)));
        assert_eq!(table.get(b), Some(Bound::Upper(-2)));
        // A small search displaces the latest, never the deepest.
        table.put(c, Bound::Upper(0), 12);
        assert_eq!(table.get(a), Some(Bound::Lower(3)));
        assert_eq!((table.get(b), table.get(c)), (None, Some(Bound::Upper(0))));
        // A new bound of the deepest position replaces it whatever its work.
        table.put(a, Bound::Upper(4), 1);
        assert_eq!(table.get(a), Some(Bound::Upper(4)));
        assert_eq!(table.get(c), Some(Bound::Upper(0)));
        // As much work displaces the deepest.
        table.put(d, Bound::Lower(-7), 1);
        assert_eq!((table.get(a), table.get(d)), (None, Some(Bound::Lower(-7))));
        // A new solve finds none of them, however many solves come between.
        for _ in 0..300 {
            table.clear();
            assert!([a, b, c, d].iter().all(|&s| table.get(s).is_none()));
            table.put(a, Bound::Lower(1), 1);
        }
    }

    #[test]
    fn a_key_and_its_slot_determine_each_other() {
        // Every key of 20 bits (a 4 × 4 board's), in 2^10 buckets and in as many as the key
        // allows (leaving one bit of check), in either word.
        for entries in [1 << 11, 1 << 30] {
            let table = Table::new(entries, 20);
            assert!(table.bucket_bits < 20 && table.buckets.len() == 1 << table.bucket_bits);
            let check_bits = 20 - table.bucket_bits;
            let slots: [&dyn Fn(u64) -> Slot; 2] =
                [&|key| table.slot(key), &|key| table.slot(key as u128)];
            for slot_of in slots {
                let mut seen = vec![false; 1 << 20];
                for key in 0..1u64 << 20 {
                    let slot = slot_of(key);
                    assert!(slot.index < table.buckets.len() && slot.check < 1 << check_bits);
                    let at = slot.index << check_bits | slot.check as usize;
                    assert!(
                        !seen[at],
                        "two keys in bucket {} with check {}",
                        slot.index, slot.check
                    );
                    seen[at] = true;
                }
            }
        }
    }

    #[test]
    fn the_last_cells_are_remembered_in_a_table_of_their_own() {
        let game = ConnectFour::new(5, 4).unwrap();
        let mut solver = Solver::new(&game, Techniques::default(), 1 << 12);
        // From the start (20 empty cells), positions above `NEAR_CELLS` and below.
        solver.solve(&game.parse("").unwrap(), false).unwrap();
        assert!(solver.table.filled() > 0 && solver.near.filled() > 0);
        // From 12 empty cells, only the near table: a new solve finds the large one empty.
        solver.clear();
        let late = game.parse("12123434").unwrap();
        assert_eq!(game.cells() - late.moves, NEAR_CELLS as u8);
        solver.solve(&late, false).unwrap();
        assert_eq!(solver.table.filled(), 0);
        assert!(solver.near.filled() > 0);
    }

    #[test]
    fn boards_up_to_64_bits_take_one_word() {
        // A column takes its height and one bit more (where a key carries).
        for (w, h, narrow) in
            [(7, 6, true), (9, 6, true), (8, 7, true), (9, 7, false), (9, 9, false)]
        {
            let game = ConnectFour::new(w, h).unwrap();
            assert_eq!(Geometry::<u64>::new(&game).is_some(), narrow, "{w} x {h}");
            assert!(Geometry::<u128>::new(&game).is_some());
        }
    }
}
