//! Reversi (Othello, SPEC §2): 8x8, the standard start, bitboards of two `u64`s. A player with no
//! legal move passes; the game ends when neither can move; more discs wins.
//!
//! Bit `8 * rank + file` is a square: a1 is bit 0, h1 bit 7, a2 bit 8, h8 bit 63 (the board string
//! order). Moves are generated for all squares at once by shifting in the eight directions.

pub mod endgame;
pub mod hash;
pub mod midgame;
pub mod obf;
pub mod pattern;
mod split;
use std::fmt;
use std::sync::atomic::Ordering;

use crate::engine::{Game, Outcome, Player, Score};

pub mod eval;

pub use eval::Heuristic;

/// The move that passes (a square index is 0..64).
pub const PASS: u8 = 64;
/// The depth limit a Reversi search gets when none is given: the game is far too big to search to
/// the end from most positions.
pub const DEFAULT_DEPTH: u32 = 6;
/// The most moves a position can offer, one a square: a game reaches at most 33, but a board
/// typed in can offer more (35 in `tests/it/endgame.rs`), and the searches list moves in arrays.
pub const MOST_MOVES: usize = 64;

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// One step in direction `dir` (N, S, E, W, NE, NW, SE, SW), squares that wrapped masked off.
#[inline(always)]
const fn shift(b: u64, dir: usize) -> u64 {
    match dir {
        0 => b << 8,
        1 => b >> 8,
        2 => (b << 1) & NOT_A,
        3 => (b >> 1) & NOT_H,
        4 => (b << 9) & NOT_A,
        5 => (b << 7) & NOT_H,
        6 => (b >> 7) & NOT_A,
        _ => (b >> 9) & NOT_H,
    }
}

/// The opponent's discs in runs from `from` along one line, each way (towards higher squares,
/// then lower), grown by doubling (Kogge–Stone: one step, then two at a time over pairs of the
/// opponent's discs; six steps in all). For the lines along ranks and diagonals the caller
/// leaves the opponent's discs on files a and h out of `opp`, which keeps a shift from wrapping
/// round the board.
#[inline(always)]
fn runs(from: u64, opp: u64, d: u32) -> (u64, u64) {
    let mut up = opp & (from << d);
    up |= opp & (up << d);
    let pairs_up = opp & (opp << d);
    up |= pairs_up & (up << (2 * d));
    up |= pairs_up & (up << (2 * d));
    let mut down = opp & (from >> d);
    down |= opp & (down >> d);
    let pairs_down = opp & (opp >> d);
    down |= pairs_down & (down >> (2 * d));
    down |= pairs_down & (down >> (2 * d));
    (up, down)
}

/// The opponent's discs with files a and h left out (for `runs` along ranks and diagonals).
const INNER: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// One of `squares` (a set of them, not empty) at random, each as likely: the `rng.below(n)`-th
/// in the order a1, b1, …, h8.
pub fn random_square(rng: &mut crate::rng::Rng, squares: u64) -> u8 {
    let mut rest = squares;
    for _ in 0..rng.below(u64::from(squares.count_ones())) {
        rest &= rest - 1;
    }
    rest.trailing_zeros() as u8
}

/// The empty squares where `own` can move against `opp`: the square just past a run of the
/// opponent's discs from one of ours, along each of the four lines both ways at once.
#[inline]
pub fn moves(own: u64, opp: u64) -> u64 {
    // SAFETY: built only where the whole crate is compiled for AVX2 (`target-cpu=native` on a
    // processor that has it), so every processor this binary runs on has it.
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    return unsafe { moves_x4(own, opp) };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    moves_scalar(own, opp)
}

/// `moves` with the four lines in the four lanes of one vector (the same steps as `runs`, each
/// lane shifted by its own step, and the pairs towards lower squares read off those towards
/// higher ones): one instruction a step for all four lines, where the compiler kept the scalar
/// form's four (faster on perft: `cargo bench --bench reversi`).
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[target_feature(enable = "avx2")]
#[inline]
fn moves_x4(own: u64, opp: u64) -> u64 {
    use std::arch::x86_64::*;
    let step = _mm256_set_epi64x(9, 7, 8, 1);
    let step2 = _mm256_add_epi64(step, step);
    let own4 = _mm256_set1_epi64x(own as i64);
    let opp4 = _mm256_and_si256(
        _mm256_set1_epi64x(opp as i64),
        _mm256_set_epi64x(INNER as i64, INNER as i64, -1, INNER as i64),
    );
    let mut up = _mm256_and_si256(opp4, _mm256_sllv_epi64(own4, step));
    let mut down = _mm256_and_si256(opp4, _mm256_srlv_epi64(own4, step));
    up = _mm256_or_si256(up, _mm256_and_si256(opp4, _mm256_sllv_epi64(up, step)));
    down = _mm256_or_si256(down, _mm256_and_si256(opp4, _mm256_srlv_epi64(down, step)));
    let pairs_up = _mm256_and_si256(opp4, _mm256_sllv_epi64(opp4, step));
    // The same pairs seen from their other end.
    let pairs_down = _mm256_srlv_epi64(pairs_up, step);
    for _ in 0..2 {
        up = _mm256_or_si256(up, _mm256_and_si256(pairs_up, _mm256_sllv_epi64(up, step2)));
        down = _mm256_or_si256(down, _mm256_and_si256(pairs_down, _mm256_srlv_epi64(down, step2)));
    }
    let found = _mm256_or_si256(_mm256_sllv_epi64(up, step), _mm256_srlv_epi64(down, step));
    or_lanes(found) & !(own | opp)
}

/// The four lanes' bits in one word.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[target_feature(enable = "avx2")]
#[inline]
fn or_lanes(v: std::arch::x86_64::__m256i) -> u64 {
    use std::arch::x86_64::*;
    let half = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    _mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))) as u64
}

#[cfg_attr(all(target_arch = "x86_64", target_feature = "avx2"), allow(dead_code))]
#[inline]
fn moves_scalar(own: u64, opp: u64) -> u64 {
    let line = |opp: u64, d: u32| {
        let (up, down) = runs(own, opp, d);
        (up << d) | (down >> d)
    };
    let inner = opp & INNER;
    let found = line(inner, 1) | line(opp, 8) | line(inner, 7) | line(inner, 9);
    found & !(own | opp)
}

/// The squares of each of the eight rays from each square: the first four run towards higher
/// squares (north, east, north-east, north-west), the last four towards lower ones.
static RAYS: [[u64; 8]; 64] = rays();

const fn rays() -> [[u64; 8]; 64] {
    let steps: [(i32, i32); 8] =
        [(1, 0), (0, 1), (1, 1), (1, -1), (-1, 0), (0, -1), (-1, -1), (-1, 1)];
    let mut out = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, df) = steps[d];
            let (mut r, mut f) = (square as i32 / 8 + dr, square as i32 % 8 + df);
            while r >= 0 && r < 8 && f >= 0 && f < 8 {
                out[square][d] |= 1u64 << (r * 8 + f);
                (r, f) = (r + dr, f + df);
            }
            d += 1;
        }
        square += 1;
    }
    out
}

/// The opponent's discs that a move on `square` turns over, ray by ray: the nearest square of a
/// ray that is not the opponent's (its lowest bit on a ray towards higher squares, its highest
/// on one towards lower) closes the run before it if it is ours. Two bit tricks a ray and no
/// loop along it (Edax's carry and bit-scan flips work the same way); the doubling of `runs`
/// took 36 % of the endgame solver's time.
///
/// Each group of four rays in one vector where the processor has AVX2 (faster than the scalar
/// form on perft and on the endgame's FFO positions, `cargo bench --bench reversi` and `bench
/// reversi`: the compiler vectorised the scalar form in the solver's loops but not in perft's,
/// and not at all without AVX-512's vector leading-zero count); else branch-free scalar code.
#[inline]
pub fn flips(own: u64, opp: u64, square: u8) -> u64 {
    // SAFETY: built only where the whole crate is compiled for these instructions
    // (`target-cpu=native` on a processor that has them).
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    return unsafe { flips_x4(own, opp, square) };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "avx2")))]
    flips_scalar(own, opp, square)
}

/// `flips` with each group of four rays in the four lanes of one vector, written out: the
/// compiler vectorises the scalar form in some callers and not in others (perft's loop).
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[target_feature(enable = "avx2")]
#[inline]
fn flips_x4(own: u64, opp: u64, square: u8) -> u64 {
    use std::arch::x86_64::*;
    let rays = &RAYS[square as usize & 63];
    let (up, down) = (rays_x4(&rays[..4]), rays_x4(&rays[4..]));
    let own = _mm256_set1_epi64x(own as i64);
    let not_opp = _mm256_set1_epi64x(!opp as i64);
    let (zero, one) = (_mm256_setzero_si256(), _mm256_set1_epi64x(1));
    // Towards higher squares: the lowest open square closes if it is ours.
    let open = _mm256_and_si256(up, not_opp);
    let closer = _mm256_and_si256(_mm256_and_si256(open, _mm256_sub_epi64(zero, open)), own);
    let unclosed = _mm256_cmpeq_epi64(closer, zero);
    let below = _mm256_and_si256(_mm256_sub_epi64(closer, one), up);
    let turned_up = _mm256_andnot_si256(unclosed, below);
    #[cfg(all(target_feature = "avx512vl", target_feature = "avx512cd"))]
    // SAFETY: compiled only where the crate is built for AVX-512 (as `flips` is called).
    let turned_down = unsafe { lower_by_count(down, own, not_opp) };
    #[cfg(not(all(target_feature = "avx512vl", target_feature = "avx512cd")))]
    let turned_down = lower_by_fill(down, own, not_opp);
    or_lanes(_mm256_or_si256(turned_up, turned_down))
}

/// The discs turned along four rays towards lower squares: the highest open square (square 0
/// when none is open), found by AVX-512's leading-zero count, closes the run above it if it is
/// ours.
#[cfg(all(target_arch = "x86_64", target_feature = "avx512vl", target_feature = "avx512cd"))]
#[target_feature(enable = "avx2,avx512f,avx512vl,avx512cd")]
#[inline]
fn lower_by_count(
    down: std::arch::x86_64::__m256i,
    own: std::arch::x86_64::__m256i,
    not_opp: std::arch::x86_64::__m256i,
) -> std::arch::x86_64::__m256i {
    use std::arch::x86_64::*;
    let one = _mm256_set1_epi64x(1);
    let open = _mm256_or_si256(_mm256_and_si256(down, not_opp), one);
    let top = _mm256_srlv_epi64(_mm256_set1_epi64x(i64::MIN), _mm256_lzcnt_epi64(open));
    let closer = _mm256_and_si256(_mm256_and_si256(top, down), own);
    let at_or_below = _mm256_sub_epi64(_mm256_slli_epi64::<1>(closer), one);
    _mm256_andnot_si256(at_or_below, down)
}

/// `lower_by_count` with AVX2 alone, which counts no leading zeros: every square of a ray a
/// step or more below an open square of it is filled in (by shifts of 1, 2 and 4 of the ray's
/// steps, covering the 7 a ray can have), and the open square not filled is the highest.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[cfg_attr(all(target_feature = "avx512vl", target_feature = "avx512cd"), allow(dead_code))]
#[target_feature(enable = "avx2")]
#[inline]
fn lower_by_fill(
    down: std::arch::x86_64::__m256i,
    own: std::arch::x86_64::__m256i,
    not_opp: std::arch::x86_64::__m256i,
) -> std::arch::x86_64::__m256i {
    use std::arch::x86_64::*;
    // The steps of `RAYS`' last four directions: south, west, south-west, south-east.
    let step = _mm256_set_epi64x(7, 9, 1, 8);
    let open = _mm256_and_si256(down, not_opp);
    let mut below = _mm256_srlv_epi64(open, step);
    below = _mm256_or_si256(below, _mm256_srlv_epi64(below, step));
    below = _mm256_or_si256(below, _mm256_srlv_epi64(below, _mm256_slli_epi64::<1>(step)));
    below = _mm256_or_si256(below, _mm256_srlv_epi64(below, _mm256_slli_epi64::<2>(step)));
    let closer = _mm256_andnot_si256(below, open);
    let unclosed = _mm256_cmpeq_epi64(_mm256_and_si256(closer, own), _mm256_setzero_si256());
    _mm256_andnot_si256(unclosed, _mm256_andnot_si256(_mm256_or_si256(below, closer), down))
}

/// Four rays as one vector.
#[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
#[target_feature(enable = "avx2")]
#[inline]
fn rays_x4(rays: &[u64]) -> std::arch::x86_64::__m256i {
    use std::arch::x86_64::*;
    _mm256_set_epi64x(rays[3] as i64, rays[2] as i64, rays[1] as i64, rays[0] as i64)
}

#[cfg_attr(all(target_arch = "x86_64", target_feature = "avx2"), allow(dead_code))]
#[inline]
fn flips_scalar(own: u64, opp: u64, square: u8) -> u64 {
    let rays = &RAYS[square as usize & 63];
    let mut turned = 0;
    for &ray in &rays[..4] {
        let open = ray & !opp;
        let closer = open & open.wrapping_neg() & own;
        // Every square of the ray below the closer; none where nothing closes.
        turned |= closer.wrapping_sub(1) & ray & 0u64.wrapping_sub(u64::from(closer != 0));
    }
    for &ray in &rays[4..] {
        let open = ray & !opp;
        // The highest open square (square 0 when none is open: then it is the opponent's or
        // off the ray, and `& ray & own` drops it).
        let closer = 1u64 << (63 - (open | 1).leading_zeros()) & ray & own;
        // Every square of the ray above the closer; none where nothing closes.
        turned |= ray & !(closer << 1).wrapping_sub(1);
    }
    turned
}

/// The machine's cores: the default number of threads.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A table a search owns, or borrows from the threads it shares it with.
pub(crate) enum Held<'a, T> {
    Own(T),
    Shared(&'a T),
}

impl<'a, T> Held<'a, T> {
    /// The table, if it is shared (as it is whenever a search runs on threads).
    pub(crate) fn shared(&self) -> Option<&'a T> {
        match self {
            Held::Own(_) => None,
            Held::Shared(t) => Some(t),
        }
    }
}

impl<T> std::ops::Deref for Held<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Held::Own(t) => t,
            Held::Shared(t) => t,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub black: u64,
    pub white: u64,
    /// Black is MAX and moves first.
    pub to_move: Player,
}

impl Board {
    pub fn start() -> Board {
        // d4 and e5 white, d5 and e4 black.
        let d4 = 1 << 27;
        let e4 = 1 << 28;
        let d5 = 1 << 35;
        let e5 = 1 << 36;
        Board { black: d5 | e4, white: d4 | e5, to_move: Player::Max }
    }

    /// The mover's discs and the opponent's.
    #[inline]
    pub fn sides(&self) -> (u64, u64) {
        match self.to_move {
            Player::Max => (self.black, self.white),
            Player::Min => (self.white, self.black),
        }
    }

    fn from_sides(own: u64, opp: u64, to_move: Player) -> Board {
        match to_move {
            Player::Max => Board { black: own, white: opp, to_move },
            Player::Min => Board { black: opp, white: own, to_move },
        }
    }

    pub fn mover_moves(&self) -> u64 {
        let (own, opp) = self.sides();
        moves(own, opp)
    }

    /// The board after `mv` (a square or `PASS`); the caller has checked it is legal.
    #[inline]
    pub fn play(&self, mv: u8) -> Board {
        let (own, opp) = self.sides();
        let next = self.to_move.opponent();
        if mv == PASS {
            return Board::from_sides(own, opp, self.to_move).with_turn(next);
        }
        let f = flips(own, opp, mv);
        Board::from_sides(own | f | (1 << mv), opp & !f, self.to_move).with_turn(next)
    }

    fn with_turn(self, to_move: Player) -> Board {
        Board { to_move, ..self }
    }

    pub fn empties(&self) -> u32 {
        64 - (self.black | self.white).count_ones()
    }

    /// Neither side can move.
    pub fn is_over(&self) -> bool {
        let (own, opp) = self.sides();
        moves(own, opp) == 0 && moves(opp, own) == 0
    }

    /// 64 characters a1..h1, a2..h2, …, h8: `X` black, `O` white, `-` or `.` empty.
    pub fn parse(text: &str, to_move: Player) -> Result<Board, BoardError> {
        let chars: Vec<char> = text.trim().chars().collect();
        if chars.len() != 64 {
            return Err(BoardError::Length(chars.len()));
        }
        let mut board = Board { black: 0, white: 0, to_move };
        for (i, c) in chars.into_iter().enumerate() {
            match c {
                'X' | 'x' | 'B' | 'b' | '*' => board.black |= 1 << i,
                'O' | 'o' | 'W' | 'w' => board.white |= 1 << i,
                '-' | '.' => {}
                other => return Err(BoardError::Character(other)),
            }
        }
        Ok(board)
    }

    /// The board string (`X`, `O`, `-`).
    pub fn text(&self) -> String {
        (0..64).map(|i| self.at(i)).collect()
    }

    pub fn at(&self, square: u8) -> char {
        let bit = 1u64 << square;
        if self.black & bit != 0 {
            'X'
        } else if self.white & bit != 0 {
            'O'
        } else {
            '-'
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    Length(usize),
    Character(char),
    Square(String),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::tr;
        let said = match self {
            BoardError::Length(n) => tr!("board-length", n = n.to_string()),
            BoardError::Character(c) => tr!("board-character", c = c.to_string()),
            BoardError::Square(s) => tr!("board-square", square = s.as_str()),
        };
        f.write_str(&said)
    }
}

impl std::error::Error for BoardError {}

/// `d3` for square 19; `pass`.
pub fn square_name(mv: u8) -> String {
    if mv == PASS {
        return "pass".into();
    }
    let file = (b'a' + mv % 8) as char;
    format!("{file}{}", mv / 8 + 1)
}

pub fn parse_square(text: &str) -> Result<u8, BoardError> {
    let t = text.trim().to_ascii_lowercase();
    if t == "pass" {
        return Ok(PASS);
    }
    let bytes = t.as_bytes();
    match bytes {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok((r - b'1') * 8 + (f - b'a')),
        _ => Err(BoardError::Square(text.trim().to_string())),
    }
}

/// Leaves of the game tree `depth` plies below `board`: a pass counts as a ply, and a finished game
/// is a leaf at any depth.
pub fn perft(board: &Board, depth: u32) -> u64 {
    let (own, opp) = board.sides();
    leaves(own, opp, depth, false)
}

/// `perft` of the mover's and the opponent's discs; `passed` if the last ply was a pass (so that
/// no move now ends the game).
fn leaves(own: u64, opp: u64, depth: u32, passed: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut legal = moves(own, opp);
    if legal == 0 {
        return if passed { 1 } else { leaves(opp, own, depth - 1, true) };
    }
    if depth == 1 {
        return legal.count_ones() as u64;
    }
    let mut total = 0;
    while legal != 0 {
        let square = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let turned = flips(own, opp, square);
        let (next_own, next_opp) = (opp & !turned, own | turned | 1 << square);
        total += if depth == 2 {
            // A reply's count without a call: one ply left, a position with no move has one
            // leaf (the pass, or the end).
            let replies = moves(next_own, next_opp).count_ones() as u64;
            replies.max(1)
        } else {
            leaves(next_own, next_opp, depth - 1, false)
        };
    }
    total
}

/// `perft` on `threads` threads: the tree is split three plies down into subtrees that the
/// threads take one at a time (the counts are the same; the tests check it).
pub fn perft_threads(board: &Board, depth: u32, threads: usize) -> u64 {
    if threads <= 1 || depth < 4 {
        return perft(board, depth);
    }
    let mut tasks = Vec::new();
    let leaves = split(board, depth, 3, &mut tasks);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let total = std::sync::atomic::AtomicU64::new(leaves);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some((b, d)) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
                    total.fetch_add(perft(b, *d), Ordering::Relaxed);
                }
            });
        }
    });
    total.into_inner()
}

/// The positions `plies` down from `board` (with the depth left at each) for `perft` to count,
/// by perft's own rules; returns the leaves met on the way (games over, depth reached).
fn split(board: &Board, depth: u32, plies: u32, tasks: &mut Vec<(Board, u32)>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if plies == 0 {
        tasks.push((*board, depth));
        return 0;
    }
    let (own, opp) = board.sides();
    let mut legal = moves(own, opp);
    if legal == 0 {
        if moves(opp, own) == 0 {
            return 1;
        }
        return split(&board.play(PASS), depth - 1, plies - 1, tasks);
    }
    let mut leaves = 0;
    while legal != 0 {
        let sq = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        leaves += split(&board.play(sq), depth - 1, plies - 1, tasks);
    }
    leaves
}

/// Reversi with a heuristic for depth cuts and an exact end: a search from a position with at
/// most `exact_endgame` empty squares goes to the end whatever the depth limit. In the app, the
/// computer's own moves come from the dedicated engine when `dedicated` is set (the teaching
/// engine still searches for hints, analyses and the step-through).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reversi {
    pub heuristic: Heuristic,
    pub exact_endgame: u32,
    pub dedicated: bool,
}

impl Default for Reversi {
    fn default() -> Self {
        Reversi { heuristic: Heuristic::Discs, exact_endgame: 0, dedicated: false }
    }
}

impl Game for Reversi {
    type State = Board;
    /// A square 0..64 (a1 = 0, h8 = 63) or `PASS`.
    type Move = u8;
    type Key = (u64, u64, bool);

    fn to_move(&self, board: &Board) -> Player {
        board.to_move
    }

    fn legal_moves(&self, board: &Board, out: &mut Vec<u8>) {
        let mut legal = board.mover_moves();
        if legal == 0 {
            out.push(PASS);
            return;
        }
        while legal != 0 {
            out.push(legal.trailing_zeros() as u8);
            legal &= legal - 1;
        }
    }

    fn apply(&self, board: &Board, mv: u8) -> Board {
        board.play(mv)
    }

    fn outcome(&self, board: &Board) -> Option<Outcome> {
        if !board.is_over() {
            return None;
        }
        let (b, w) = (board.black.count_ones(), board.white.count_ones());
        Some(match b.cmp(&w) {
            std::cmp::Ordering::Greater => Outcome::Win(Player::Max),
            std::cmp::Ordering::Less => Outcome::Win(Player::Min),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    fn evaluate(&self, board: &Board) -> Score {
        self.heuristic.evaluate(board)
    }

    fn key(&self, board: &Board) -> (u64, u64, bool) {
        (board.black, board.white, board.to_move == Player::Max)
    }

    fn search_to_end(&self, board: &Board) -> bool {
        board.empties() <= self.exact_endgame
    }

    /// Best first by the heuristic's view of the position after each move (the opponent's value,
    /// so lowest first). Keys go in a stack array: no allocation in the search's hot path.
    fn order_moves(&self, board: &Board, moves: &mut [u8]) {
        if moves.len() < 2 || moves.len() > 64 {
            return;
        }
        let mut keyed = [(0, 0u8); 64];
        for (slot, &mv) in keyed.iter_mut().zip(moves.iter()) {
            *slot = (self.heuristic.evaluate(&board.play(mv)), mv);
        }
        let keyed = &mut keyed[..moves.len()];
        keyed.sort_unstable();
        for (mv, (_, sorted)) in moves.iter_mut().zip(keyed.iter()) {
            *mv = *sorted;
        }
    }

    fn notation(&self, mv: u8) -> String {
        square_name(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `random_square` draws as indexing the list of squares by `rng.below(its length)` does.
    #[test]
    fn a_random_square_is_the_drawn_one_of_the_list() {
        let (mut a, mut b) = (crate::rng::Rng::new(5), crate::rng::Rng::new(5));
        let mut bits = crate::rng::Rng::new(6);
        for _ in 0..2000 {
            let squares = bits.next_u64() & bits.next_u64() | 1 << bits.below(64);
            let list: Vec<u8> = (0..64).filter(|&s| squares & 1 << s != 0).collect();
            let drawn = random_square(&mut a, squares);
            assert_eq!(drawn, list[b.below(list.len() as u64) as usize]);
        }
    }

    #[test]
    fn squares_are_named_as_on_the_board() {
        assert_eq!(square_name(0), "a1");
        assert_eq!(square_name(19), "d3");
        assert_eq!(square_name(63), "h8");
        assert_eq!(parse_square("D3"), Ok(19));
        assert_eq!(parse_square("pass"), Ok(PASS));
        assert!(parse_square("i9").is_err());
    }

    #[test]
    fn the_start_has_four_moves_and_a_round_trip_string() {
        let b = Board::start();
        let names: Vec<String> = {
            let mut v = Vec::new();
            Reversi::default().legal_moves(&b, &mut v);
            v.into_iter().map(square_name).collect()
        };
        assert_eq!(names, ["d3", "c4", "f5", "e6"]);
        assert_eq!(Board::parse(&b.text(), Player::Max).unwrap(), b);
        let after = b.play(19);
        assert_eq!(after.black.count_ones(), 4);
        assert_eq!(after.white.count_ones(), 1);
    }

    /// The discs a move on `sq` turns, walked square by square along the eight directions.
    fn walked_flips(own: u64, opp: u64, sq: u8) -> u64 {
        let (r0, f0) = (i32::from(sq / 8), i32::from(sq % 8));
        let mut turned = 0;
        for (dr, df) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
            let (mut r, mut f, mut run) = (r0 + dr, f0 + df, 0u64);
            while (0..8).contains(&r) && (0..8).contains(&f) {
                let bit = 1u64 << (r * 8 + f);
                if opp & bit != 0 {
                    run |= bit;
                } else {
                    if own & bit != 0 {
                        turned |= run;
                    }
                    break;
                }
                (r, f) = (r + dr, f + df);
            }
        }
        turned
    }

    /// The discs a move on `sq` turns towards lower squares, by `lower_by_fill`: checked on
    /// every processor with AVX2, also where `flips` counts leading zeros instead.
    #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
    fn filled_lower(own: u64, opp: u64, sq: u8) -> u64 {
        use std::arch::x86_64::*;
        // SAFETY: compiled only for processors with AVX2.
        unsafe {
            let down = rays_x4(&RAYS[sq as usize][4..]);
            let (own, not_opp) = (_mm256_set1_epi64x(own as i64), _mm256_set1_epi64x(!opp as i64));
            or_lanes(lower_by_fill(down, own, not_opp))
        }
    }

    /// The doubling generators against square-by-square walks (a move is an empty square that
    /// turns something over), on random boards of every density, with runs reaching the edges:
    /// both the vector forms (where the processor has them) and the portable ones.
    #[test]
    fn moves_are_the_squares_that_turn_discs() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for round in 0..20_000 {
            let (a, b, c) = (next(), next(), next());
            // Sparse to nearly full boards.
            let occupied = match round % 3 {
                0 => a & b,
                1 => a | b,
                _ => a | b | c,
            };
            let own = occupied & next();
            let opp = occupied & !own;
            let empty = !(own | opp);
            let by_square = (0..64)
                .filter(|&sq| empty & 1 << sq != 0 && walked_flips(own, opp, sq) != 0)
                .fold(0, |m, sq| m | 1 << sq);
            assert_eq!(moves(own, opp), by_square, "own {own:#x} opp {opp:#x}");
            assert_eq!(moves_scalar(own, opp), by_square, "own {own:#x} opp {opp:#x}");
            for sq in (0..64).filter(|&sq| empty & 1 << sq != 0) {
                let walked = walked_flips(own, opp, sq);
                assert_eq!(flips(own, opp, sq), walked, "square {sq}");
                assert_eq!(flips_scalar(own, opp, sq), walked, "square {sq}");
                // Every ray towards lower squares runs below the square's index.
                #[cfg(all(target_arch = "x86_64", target_feature = "avx2"))]
                assert_eq!(filled_lower(own, opp, sq), walked & ((1 << sq) - 1), "square {sq}");
            }
        }
    }
}
