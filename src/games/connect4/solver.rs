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

    /// Each technique added in turn, as Pons' tutorial adds them, with its name's message
    /// (`i18n::text` says it: "+ centre first").
    pub fn ladder() -> [(&'static str, Techniques); 6] {
        let none = Techniques::NONE;
        let all = Techniques::default();
        [
            ("ladder-alpha-beta", none),
            ("ladder-centre", Techniques { centre_first: true, ..none }),
            ("ladder-table", Techniques { centre_first: true, table: true, ..none }),
            ("ladder-null-window", Techniques { threats: false, anticipation: false, ..all }),
            ("ladder-anticipation", Techniques { threats: false, ..all }),
            ("ladder-threats", all),
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
/// bits. The scrambling is a multiplication, where a prime number of buckets (Pons') takes a
/// division per child, a cost a profile showed.
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
/// searched (enhanced transposition cutoffs, and children known to fail low skipped). Lower,
/// they save more positions but a look-up costs more than the positions it saves (`cargo bench
/// --bench anchors -- fhourstones connect4`).
const ETC_CELLS: Score = 12;

/// The table's size unless `--hash` says otherwise: 8 M entries (64 MB), as in Pons' tutorial
/// (his repository's solver, the bench's anchor, keeps 2^24 of 5 bytes: 80 MB).
pub const DEFAULT_ENTRIES: usize = 1 << 23;

/// The table of the app's hints, made afresh for each position: 4 M entries (32 MB).
pub const HINT_ENTRIES: usize = 1 << 22;

/// Positions with this many empty cells or fewer are remembered in a table of their own, of
/// `NEAR_ENTRIES` (4 MB, which the processor's caches mostly hold), not in the large one: eight
/// in ten positions are down there on a long line, and a look-up in the large table waits on
/// memory. Their subtrees are small, so a small table finds most of their transpositions, and
/// the large one keeps its room for the positions above: a few more positions, each cheaper
/// (`cargo bench --bench anchors -- fhourstones`; the sizes tried are in the commit).
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
        // "a win?" and then "a loss?" searches a lost position twice. Its bounds may land past
        // ±1: only the sign is known.
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

impl<'s, W: Word> Search<'s, W> {
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
    /// it already. Each technique is a helper with its switch at its door; what each one saves
    /// is measured by `cargo bench --bench anchors -- connect4 fhourstones` (Pons' sets and
    /// Fhourstones' lines) and `cargo bench --bench connect4`, and said in its commit.
    fn negamax(
        &mut self,
        pos: Pos<W>,
        mut alpha: Score,
        mut beta: Score,
        known: Known<W>,
    ) -> Result<Score, Cancelled> {
        self.stats.nodes += 1;
        self.check_stop()?;
        let playable = match self.playable(&pos, alpha, beta, known.theirs) {
            Ok((playable, raised)) => {
                alpha = raised;
                playable
            }
            Err(settled) => return Ok(settled),
        };
        if let Some(forced) = self.forced(&pos, playable) {
            return Ok(-self.negamax(forced, -beta, -alpha, Known::NOTHING)?);
        }
        let empty = self.geometry.cells - pos.moves as Score;
        // Without the table, no key is scrambled (the ladder's first rungs pay nothing for it).
        let slot = known.slot.or_else(|| {
            self.techniques.table.then(|| self.table(empty).slot(pos.current + pos.mask))
        });
        let explored = self.stats.nodes;
        (alpha, beta) = match self.table_window(slot, empty, alpha, beta) {
            Ok(window) => window,
            Err(settled) => return Ok(settled),
        };
        let children = self.prefetch_children(&pos, playable, slot.is_some());
        let mut moves = match self.ordered(&pos, playable) {
            Ok(moves) => moves,
            Err(won) => {
                self.store(slot, empty, Bound::Lower(won), explored);
                self.stats.leaves += 1;
                return Ok(won);
            }
        };
        let mut best = -self.geometry.cells;
        if empty > self.etc_cells {
            match self.transposition_cutoffs(&mut moves, &children, empty, alpha, beta) {
                Ok(known_best) => best = known_best,
                Err(settled) => return Ok(settled),
            }
        }
        for (i, &((cell, col), _)) in moves.order[..moves.n].iter().enumerate() {
            let child = Pos {
                current: pos.current ^ pos.mask,
                mask: pos.mask | cell,
                moves: pos.moves + 1,
            };
            let theirs = self.techniques.anticipation.then_some(moves.wins[col as usize]);
            let known = Known { slot: children[col as usize], theirs };
            let score = -self.negamax(child, -beta, -alpha, known)?;
            if score >= beta {
                self.store(slot, empty, Bound::Lower(score), explored);
                self.refuted(&pos, &moves.order[..i], cell);
                self.stats.cutoffs += 1;
                self.stats.first_move_cutoffs += u64::from(i == 0);
                self.stats.pruned_moves += (moves.n - i - 1) as u64;
                return Ok(score);
            }
            // Fail-soft: where the node fails low it returns and stores the best of its moves'
            // bounds, not alpha, a tighter bound.
            best = best.max(score);
            alpha = alpha.max(score);
        }
        self.store(slot, empty, Bound::Upper(best), explored);
        Ok(best)
    }

    /// Stops the search every 4,096 positions when asked to or past its deadline.
    #[inline(always)]
    fn check_stop(&self) -> Result<(), Cancelled> {
        let asked = || {
            self.stop.is_some_and(|s| s.load(Ordering::Relaxed))
                || self.deadline.is_some_and(|d| std::time::Instant::now() >= d)
        };
        match self.stats.nodes.is_multiple_of(4096) && asked() {
            true => Err(Cancelled),
            false => Ok(()),
        }
    }

    /// The cells worth playing, with alpha raised to the least the position can score; or the
    /// position's score where that settles it. With anticipation, only the moves that do not
    /// lose at once (none: lost with the opponent's next disc); without, every playable cell
    /// (a win at once: won).
    #[inline(always)]
    fn playable(
        &mut self,
        pos: &Pos<W>,
        alpha: Score,
        beta: Score,
        theirs: Option<W>,
    ) -> Result<(W, Score), Score> {
        let g = self.geometry;
        let (cells, moves) = (g.cells, pos.moves as Score);
        if !self.techniques.anticipation {
            if moves >= cells {
                self.stats.leaves += 1;
                return Err(0);
            }
            let possible = g.possible(pos);
            if g.winning(pos.current, pos.mask) & possible != W::ZERO {
                self.stats.leaves += 1;
                // Won with the disc that makes `moves + 1`.
                return Err((cells + 1 - moves) / 2);
            }
            return Ok((possible, alpha));
        }
        let next = self.non_losing(pos, theirs);
        if next == W::ZERO {
            self.stats.leaves += 1;
            return Err(-(cells - moves) / 2);
        }
        if moves >= cells - 2 {
            self.stats.leaves += 1;
            return Err(0);
        }
        let least = -(cells - 2 - moves) / 2;
        if alpha < least && least >= beta {
            self.stats.leaves += 1;
            return Err(least);
        }
        Ok((next, alpha.max(least)))
    }

    /// The child of the one cell the player can play without losing at once, played at once as
    /// Fhourstones does (no look-up, store or ordering: the table keeps its room for positions
    /// with a choice); `None` where there is a choice or anticipation is off.
    #[inline(always)]
    fn forced(&self, pos: &Pos<W>, playable: W) -> Option<Pos<W>> {
        let one = playable & (playable - W::ONE) == W::ZERO;
        (self.techniques.anticipation && one).then(|| Pos {
            current: pos.current ^ pos.mask,
            mask: pos.mask | playable,
            moves: pos.moves + 1,
        })
    }

    /// The window narrowed by what the table knows of the position and by the most it can
    /// score (a win with the player's next disc); or the bound that settles it.
    #[inline(always)]
    fn table_window(
        &mut self,
        slot: Option<Slot>,
        empty: Score,
        mut alpha: Score,
        mut beta: Score,
    ) -> Result<(Score, Score), Score> {
        let mut max = (empty - 1) / 2;
        let mut stored = false;
        if let Some(slot) = slot {
            match self.table(empty).get(slot) {
                Some(Bound::Upper(bound)) => (max, stored) = (bound, true),
                Some(Bound::Lower(bound)) if bound > alpha => {
                    alpha = bound;
                    if alpha >= beta {
                        self.stats.leaves += 1;
                        self.stats.tt_hits += 1;
                        return Err(alpha);
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
                return Err(beta);
            }
        }
        Ok((alpha, beta))
    }

    /// Each playable child's place in the table, its bucket fetched now (where the table is
    /// used): the wait for memory overlaps the ordering and the searches of the children before
    /// it, and the child need not scramble its key again.
    #[inline(always)]
    fn prefetch_children(
        &mut self,
        pos: &Pos<W>,
        playable: W,
        tabled: bool,
    ) -> [Option<Slot>; MAX_SIDE as usize] {
        let mut children = [None; MAX_SIDE as usize];
        if !tabled {
            return children;
        }
        let g = self.geometry;
        let empty = g.cells - pos.moves as Score;
        for &col in &self.columns()[..g.width] {
            let cell = playable & g.columns[col as usize];
            if cell != W::ZERO {
                let table = self.table(empty - 1);
                let child = table.slot((pos.current ^ pos.mask) + (pos.mask | cell));
                table.prefetch(child);
                children[col as usize] = Some(child);
            }
        }
        children
    }

    /// The columns in the order moves are first looked at: from the centre out, or left to right.
    #[inline(always)]
    fn columns(&self) -> &'s [u8; MAX_SIDE as usize] {
        match self.techniques.centre_first {
            true => &self.geometry.centre,
            false => &LEFT_TO_RIGHT,
        }
    }

    /// The playable moves, most threats first (ties by the second player's history in a weak
    /// solve, else in the columns' order), each with the cells where it threatens to win (the
    /// child's threats to parry, which it need not find again); or, with anticipation, the
    /// score of a move that leaves the opponent no reply that does not lose at once (two
    /// threats to parry, or one under another): a win with the next disc, the most this node can
    /// score, found without a call for the child.
    #[inline(always)]
    fn ordered(&self, pos: &Pos<W>, playable: W) -> Result<Ordered<W>, Score> {
        let g = self.geometry;
        let anticipation = self.techniques.anticipation;
        let mut moves = Ordered {
            order: [((W::ZERO, 0u8), (0u32, 0i64)); MAX_SIDE as usize],
            n: 0,
            wins: [W::ZERO; MAX_SIDE as usize],
        };
        for &col in &self.columns()[..g.width] {
            let cell = playable & g.columns[col as usize];
            if cell == W::ZERO {
                continue;
            }
            let ours = if self.techniques.threats || anticipation {
                g.winning(pos.current | cell, pos.mask | cell)
            } else {
                W::ZERO
            };
            // The opponent's cells after the move (only the mask counts for them).
            let after = Pos { mask: pos.mask | cell, ..*pos };
            if anticipation && parries(g.possible(&after), ours) == W::ZERO {
                return Err((g.cells - 1 - pos.moves as Score) / 2);
            }
            moves.wins[col as usize] = ours;
            let threats = if self.techniques.threats { ours.count_ones() } else { 0 };
            let tie = match &self.history {
                Some(history) if pos.moves % 2 == 1 => history.rank(bit(cell)),
                _ => 0,
            };
            let key = (u32::MAX - threats, tie);
            crate::games::insert_by_key(&mut moves.order, &mut moves.n, ((cell, col), key));
        }
        Ok(moves)
    }

    /// Enhanced transposition cutoffs, high in the tree: each child looked up before any is
    /// searched (after the ordering, so that the buckets have had that time to arrive). One the
    /// table knows to lose by enough settles this node unsearched (`Err`); one it knows to win
    /// by enough (this move at most alpha) is dropped from `moves`, as it could not raise alpha,
    /// and its bound is kept: the best of those bounds is returned, for fail-soft.
    #[inline(always)]
    fn transposition_cutoffs(
        &mut self,
        moves: &mut Ordered<W>,
        children: &[Option<Slot>; MAX_SIDE as usize],
        empty: Score,
        alpha: Score,
        beta: Score,
    ) -> Result<Score, Score> {
        let mut best = -self.geometry.cells;
        let mut kept = 0;
        for j in 0..moves.n {
            let ((_, col), _) = moves.order[j];
            match children[col as usize].and_then(|child| self.table(empty - 1).get(child)) {
                Some(Bound::Upper(bound)) if -bound >= beta => {
                    self.stats.leaves += 1;
                    self.stats.tt_hits += 1;
                    return Err(-bound);
                }
                Some(Bound::Lower(bound)) if -bound <= alpha => {
                    best = best.max(-bound);
                    continue;
                }
                _ => {}
            }
            moves.order[kept] = moves.order[j];
            kept += 1;
        }
        moves.n = kept;
        Ok(best)
    }

    /// Keeps `bound` for the position at `slot`, with the positions its search took.
    #[inline(always)]
    fn store(&mut self, slot: Option<Slot>, empty: Score, bound: Bound, explored: u64) {
        if let Some(slot) = slot {
            let positions = self.stats.nodes - explored;
            self.table(empty).put(slot, bound, positions);
        }
    }

    /// In a weak solve, the second player's history learns that `cell` refuted the moves
    /// `tried` before it.
    #[inline(always)]
    fn refuted(&mut self, pos: &Pos<W>, tried: &[OrderedMove<W>], cell: W) {
        if let Some(history) = &mut self.history
            && pos.moves % 2 == 1
        {
            history.refuted(tried.iter().map(|&((tried, _), _)| bit(tried)), bit(cell));
        }
    }
}

/// A move in the ordering: its cell and column, and its key (fewer threats later, then the
/// history's rank).
type OrderedMove<W> = ((W, u8), (u32, i64));

/// A node's moves, ordered: the first `n` of `order`, and each column's threats after its move.
struct Ordered<W> {
    order: [OrderedMove<W>; MAX_SIDE as usize],
    n: usize,
    wins: [W; MAX_SIDE as usize],
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
