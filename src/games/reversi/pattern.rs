//! A pattern evaluation, as Logistello, Edax and Egaroucid build theirs: the board cut into
//! shapes (an edge with its X-squares, a corner's 2×5 and 3×3, the inner lines, the diagonals),
//! each instance's squares read as a base-3 number (empty, the mover's, the opponent's) that
//! indexes a weight learned for its game phase, plus mobility and a constant. Every shape is taken
//! in all eight of the board's symmetries, so the evaluation is symmetric by construction. The
//! weights are fitted by least squares (`examples/train_reversi.rs`) and ship in `assets/`,
//! checked by their hash when first read.

use std::sync::OnceLock;

use super::{Board, moves};
use crate::engine::Score;

/// The shapes, each a list of squares (a1 = 0, b1 = 1, …, h8 = 63) in the order of its digits.
const SHAPES: [&[u8]; 11] = [
    // The edge with its X-squares b2 and g2.
    &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
    // A corner's 2×5.
    &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
    // A corner's 3×3.
    &[0, 1, 2, 8, 9, 10, 16, 17, 18],
    // The second, third and fourth lines.
    &[8, 9, 10, 11, 12, 13, 14, 15],
    &[16, 17, 18, 19, 20, 21, 22, 23],
    &[24, 25, 26, 27, 28, 29, 30, 31],
    // The diagonals of 8, 7, 6, 5 and 4 squares.
    &[0, 9, 18, 27, 36, 45, 54, 63],
    &[1, 10, 19, 28, 37, 46, 55],
    &[2, 11, 20, 29, 38, 47],
    &[3, 12, 21, 30, 39],
    &[4, 13, 22, 31],
];

/// Game phases, by empty squares: 0–9, 10–19, …, 50–60.
pub const PHASES: usize = 6;
/// The weights' unit: a 64th of a disc.
pub const UNIT: f32 = 64.0;
const SYMMETRIES: usize = 8;
/// Instances on a board: every shape in every symmetry.
pub const INSTANCES: usize = SHAPES.len() * SYMMETRIES;

/// Where each shape's weights start in a phase's table, and the table's length: the shapes'
/// 3^n entries, then mobility, then the constant.
const fn offsets() -> ([usize; SHAPES.len()], usize) {
    let mut offsets = [0; SHAPES.len()];
    let mut at = 0;
    let mut i = 0;
    while i < SHAPES.len() {
        offsets[i] = at;
        at += 3usize.pow(SHAPES[i].len() as u32);
        i += 1;
    }
    (offsets, at + 2)
}
const OFFSETS: [usize; SHAPES.len()] = offsets().0;
/// Weights in a phase.
pub const PER_PHASE: usize = offsets().1;
const MOBILITY: usize = PER_PHASE - 2;
const BIAS: usize = PER_PHASE - 1;

/// `square` under symmetry `s` of the board's eight.
const fn symmetric(square: u8, s: usize) -> u8 {
    let (row, col) = (square / 8, square % 8);
    let (row, col) = match s {
        0 => (row, col),
        1 => (row, 7 - col),
        2 => (7 - row, col),
        3 => (7 - row, 7 - col),
        4 => (col, row),
        5 => (col, 7 - row),
        6 => (7 - col, row),
        _ => (7 - col, 7 - row),
    };
    row * 8 + col
}

/// An instance: its shape, and its squares with each digit's place value (square, 3^i).
type Instance = (usize, Vec<(u8, u32)>);

/// Every instance on the board, `INSTANCES` of them.
fn instances() -> &'static [Instance] {
    static INSTANCE_SQUARES: OnceLock<Vec<Instance>> = OnceLock::new();
    INSTANCE_SQUARES.get_or_init(|| {
        let mut all = Vec::with_capacity(INSTANCES);
        for (shape, squares) in SHAPES.iter().enumerate() {
            for s in 0..SYMMETRIES {
                let digits = squares
                    .iter()
                    .enumerate()
                    .map(|(i, &sq)| (symmetric(sq, s), 3u32.pow(i as u32)))
                    .collect();
                all.push((shape, digits));
            }
        }
        all
    })
}

/// The phase of a position with `empties` empty squares.
pub fn phase(empties: u32) -> usize {
    (empties as usize / 10).min(PHASES - 1)
}

/// What a position shows the evaluation, from the mover's view: each instance's entry in its
/// phase's table, and the mobility (the mover's moves less the opponent's).
pub struct Features {
    pub phase: usize,
    pub entries: [u32; INSTANCES],
    pub mobility: i32,
}

/// For each square, the instances that read it, each with the digit's place value there: a
/// position's entries are summed over its discs only (`Features::of_sides`).
struct BySquare {
    /// Square `sq`'s digits are `digits[start[sq]..start[sq + 1]]`.
    start: [usize; 65],
    /// (instance, place value).
    digits: Vec<(u8, u32)>,
    /// Each instance's first entry: its shape's offset in a phase's table.
    base: [u32; INSTANCES],
}

fn by_square() -> &'static BySquare {
    static BY_SQUARE: OnceLock<BySquare> = OnceLock::new();
    BY_SQUARE.get_or_init(|| {
        let mut start = [0; 65];
        let mut digits = Vec::new();
        for sq in 0..64u8 {
            for (instance, (_, squares)) in instances().iter().enumerate() {
                for &(_, place) in squares.iter().filter(|d| d.0 == sq) {
                    digits.push((instance as u8, place));
                }
            }
            start[sq as usize + 1] = digits.len();
        }
        let mut base = [0; INSTANCES];
        for (b, (shape, _)) in base.iter_mut().zip(instances()) {
            *b = OFFSETS[*shape] as u32;
        }
        BySquare { start, digits, base }
    })
}

impl BySquare {
    /// The (instance, place value) digits that read square `sq`.
    fn of(&self, sq: usize) -> &[(u8, u32)] {
        &self.digits[self.start[sq]..self.start[sq + 1]]
    }
}

/// Each instance's entry in its phase's table for the mover's discs `own` (digit 1) and the
/// opponent's `opp` (digit 2), summed over the discs.
fn entries(own: u64, opp: u64) -> [u32; INSTANCES] {
    let by = by_square();
    let mut entries = by.base;
    for (discs, digit) in [(own, 1), (opp, 2)] {
        let mut rest = discs;
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for &(instance, place) in by.of(sq) {
                entries[instance as usize] += digit * place;
            }
        }
    }
    entries
}

impl Features {
    pub fn of(board: &Board) -> Features {
        let (own, opp) = board.sides();
        Features::of_sides(own, opp)
    }

    /// The features of the position with the mover's discs `own` and the opponent's `opp`.
    pub fn of_sides(own: u64, opp: u64) -> Features {
        Features::with_entries(entries(own, opp), own, opp)
    }

    /// The features of (`own`, `opp`), `own` to move, whose entries `views` holds.
    pub fn viewed(views: &Views, own: u64, opp: u64) -> Features {
        Features::with_entries(views.mover, own, opp)
    }

    fn with_entries(entries: [u32; INSTANCES], own: u64, opp: u64) -> Features {
        let mobility = moves(own, opp).count_ones() as i32 - moves(opp, own).count_ones() as i32;
        let empties = (!(own | opp)).count_ones();
        Features { phase: phase(empties), entries, mobility }
    }

    /// The positions of the weights this position reads in its phase's table, with the
    /// feature's value (1 for a pattern entry, the mobility, 1 for the constant).
    pub fn terms(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        let patterns = self.entries.iter().map(|&e| (e as usize, 1.0));
        patterns.chain([(MOBILITY, self.mobility as f32), (BIAS, 1.0)])
    }
}

/// A position's entries from both sides' views, kept move by move where a search walks down
/// from a position: a move changes the entries of the instances through its square and the
/// discs it turns, a few of the board's, where reading a position afresh sums over all its
/// discs (the endgame's foresight and the midgame's search keep them so).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Views {
    /// The mover's discs read as 1 and the opponent's as 2, as `Features::entries`.
    pub mover: [u32; INSTANCES],
    /// The mover's discs read as 2 and the opponent's as 1: the next mover's view.
    other: [u32; INSTANCES],
}

impl Views {
    pub fn of_sides(own: u64, opp: u64) -> Views {
        Views { mover: entries(own, opp), other: entries(opp, own) }
    }

    /// The views after the mover plays `sq`, turning `turned`: the next mover's.
    pub fn after(&self, sq: u8, turned: u64) -> Views {
        let by = by_square();
        // The opponent moves next: its view was `other`.
        let (mut mover, mut other) = (self.other, self.mover);
        let sq = sq as usize;
        for &(instance, place) in by.of(sq) {
            // An empty square becomes the new mover's opponent's: 2 in its view, 1 in the other.
            mover[instance as usize] += 2 * place;
            other[instance as usize] += place;
        }
        let mut rest = turned;
        while rest != 0 {
            let sq = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for &(instance, place) in by.of(sq) {
                // The new mover's disc, turned to its opponent's: 1 to 2, and 2 to 1.
                mover[instance as usize] += place;
                other[instance as usize] -= place;
            }
        }
        Views { mover, other }
    }

    /// The views after the mover passes.
    pub fn passed(&self) -> Views {
        Views { mover: self.other, other: self.mover }
    }
}

/// A phase-by-phase table of weights, in `UNIT`s.
pub struct Weights {
    pub table: Vec<i16>,
}

/// The file's first bytes: the format and its version.
pub const MAGIC: &[u8; 8] = b"MMXPAT1\n";

/// The shipped weights, and their FNV-1a hash: a file that does not match is refused when read.
const SHIPPED: &[u8] = include_bytes!("../../../assets/reversi-pattern.bin");
pub const SHIPPED_FNV: u64 = 0x26ef_ebf4_b2b3_e544;

impl Weights {
    pub fn zero() -> Weights {
        Weights { table: vec![0; PHASES * PER_PHASE] }
    }

    /// The weights a file holds: the magic, the phases and the table's length, then the
    /// weights, little-endian.
    pub fn read(bytes: &[u8]) -> Result<Weights, String> {
        let header = MAGIC.len() + 8;
        if bytes.len() < header || &bytes[..MAGIC.len()] != MAGIC {
            return Err("not a pattern weights file (no MMXPAT1 header)".into());
        }
        let number = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
        let (phases, per_phase) = (number(8) as usize, number(12) as usize);
        if phases != PHASES || per_phase != PER_PHASE {
            return Err(format!(
                "weights for {phases} phases of {per_phase}, where this build reads {PHASES} of {PER_PHASE}"
            ));
        }
        let body = &bytes[header..];
        if body.len() != PHASES * PER_PHASE * 2 {
            return Err(format!("{} bytes of weights, not {}", body.len(), PHASES * PER_PHASE * 2));
        }
        let table = body.chunks_exact(2).map(|w| i16::from_le_bytes([w[0], w[1]])).collect();
        Ok(Weights { table })
    }

    pub fn write(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.extend((PHASES as u32).to_le_bytes());
        bytes.extend((PER_PHASE as u32).to_le_bytes());
        bytes.extend(self.table.iter().flat_map(|w| w.to_le_bytes()));
        bytes
    }

    /// The position's value for the mover, in `UNIT`s of a disc.
    pub fn value(&self, features: &Features) -> i32 {
        let phase = &self.table[features.phase * PER_PHASE..][..PER_PHASE];
        // The terms summed directly, in integers (the fit's `terms` go through `f32`).
        let patterns: i32 = features.entries.iter().map(|&e| i32::from(phase[e as usize])).sum();
        patterns + i32::from(phase[MOBILITY]) * features.mobility + i32::from(phase[BIAS])
    }

    /// The position's value for the mover, in discs (the final margin it foresees).
    pub fn evaluate(&self, board: &Board) -> Score {
        discs(self.value(&Features::of(board)))
    }

    /// `evaluate` of (`own`, `opp`), `own` to move, whose entries `views` holds.
    pub fn evaluate_viewed(&self, views: &Views, own: u64, opp: u64) -> Score {
        discs(self.value(&Features::viewed(views, own, opp)))
    }
}

/// A value in `UNIT`s, in whole discs: a margin, so never beyond the board's 64 (a lopsided
/// position's sum of weights can go past it).
fn discs(units: i32) -> Score {
    ((units as f32 / UNIT).round() as Score).clamp(-64, 64)
}

/// A position of the project's own play at `empties` empty squares, for training and measuring
/// the evaluation: a random move one time in three, else the move the `strong` heuristic likes
/// best a ply ahead (varied openings, as XOT's). `None` if the game ended first or the mover
/// must pass there.
pub fn played(rng: &mut crate::rng::Rng, empties: u32) -> Option<Board> {
    let mut board = Board::start();
    while board.empties() > empties {
        let legal = board.mover_moves();
        if legal == 0 {
            board = board.play(super::PASS);
            if board.mover_moves() == 0 {
                return None;
            }
            continue;
        }
        let mv = if rng.below(3) == 0 {
            super::random_square(rng, legal)
        } else {
            let strong = super::Heuristic::Strong;
            let options = (0..64).filter(|&s| legal & 1 << s != 0);
            options.max_by_key(|&mv| -strong.evaluate(&board.play(mv))).expect("a move")
        };
        board = board.play(mv);
    }
    (board.mover_moves() != 0).then_some(board)
}

/// The weights in use: the shipped ones, read once (`shipped`), or those a trainer's process
/// installed before (`install`).
static IN_USE: OnceLock<Result<Weights, String>> = OnceLock::new();

/// The shipped weights, read once; `Err` says why they cannot be used (damaged, or of another
/// build), and the heuristic that needs them is then refused where it is chosen. In a process
/// that called `install` first, the weights it installed.
pub fn shipped() -> Result<&'static Weights, &'static str> {
    let read = IN_USE.get_or_init(|| match crate::rng::fnv1a(SHIPPED.iter().copied()) {
        hash if hash != SHIPPED_FNV => {
            Err(format!("assets/reversi-pattern.bin has hash {hash:016x}, not {SHIPPED_FNV:016x}"))
        }
        _ => Weights::read(SHIPPED),
    });
    read.as_ref().map_err(String::as_str)
}

/// Makes `weights` the ones every use of the pattern evaluation in this process reads instead
/// of the shipped ones: for the trainer, whose next round plays and labels with the weights the
/// last round made (the shipped file is built into the program, so without this each round
/// needed a new build). Refused once any weights have been read.
pub fn install(weights: Weights) -> Result<(), &'static str> {
    IN_USE.set(Ok(weights)).map_err(|_| "the pattern weights were read before they were installed")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transformed(board: &Board, s: usize) -> Board {
        let map = |bits: u64| {
            (0..64u8)
                .filter(|&sq| bits & 1 << sq != 0)
                .fold(0u64, |m, sq| m | 1 << symmetric(sq, s))
        };
        Board { black: map(board.black), white: map(board.white), to_move: board.to_move }
    }

    /// Each instance's entry read square by square along its digits: the definition
    /// `Features::of_sides` sums disc by disc.
    fn entries_by_instance(board: &Board) -> [u32; INSTANCES] {
        let (own, opp) = board.sides();
        let mut entries = [0; INSTANCES];
        for (entry, (shape, digits)) in entries.iter_mut().zip(instances()) {
            let digit = |sq: u8| u32::from(own >> sq & 1 == 1) + 2 * u32::from(opp >> sq & 1 == 1);
            let index: u32 = digits.iter().map(|&(sq, place)| place * digit(sq)).sum();
            *entry = OFFSETS[*shape] as u32 + index;
        }
        entries
    }

    #[test]
    fn features_summed_by_disc_are_read_by_instance() {
        let mut rng = crate::rng::Rng::new(3);
        for seed in 0..300 {
            let Some(board) = played(&mut rng, 4 + seed as u32 % 56) else { continue };
            assert_eq!(Features::of(&board).entries, entries_by_instance(&board), "board {seed}");
        }
    }

    /// Views kept move by move (passes included) read each position as reading it afresh
    /// does, from both sides, along random games.
    #[test]
    fn views_kept_by_move_are_the_positions_read_afresh() {
        let mut rng = crate::rng::Rng::new(8);
        for game in 0..40 {
            let mut board = Board::start();
            let (own, opp) = board.sides();
            let mut views = Views::of_sides(own, opp);
            while !board.is_over() {
                let legal = board.mover_moves();
                let (own, opp) = board.sides();
                if legal == 0 {
                    views = views.passed();
                    board = board.play(super::super::PASS);
                } else {
                    let sq = super::super::random_square(&mut rng, legal);
                    views = views.after(sq, super::super::flips(own, opp, sq));
                    board = board.play(sq);
                }
                let (own, opp) = board.sides();
                let fresh = Views::of_sides(own, opp);
                assert_eq!(views.mover, entries_by_instance(&board), "game {game}");
                assert_eq!(views.mover, fresh.mover, "game {game}");
                assert_eq!(views.other, fresh.other, "game {game}");
                assert_eq!(views.other, Views::of_sides(opp, own).mover, "game {game}");
            }
        }
    }

    /// The shipped weights are read whole, their hash checked.
    #[test]
    fn the_shipped_weights_load() {
        let weights = shipped().expect("the shipped weights load");
        assert_eq!(weights.table.len(), PHASES * PER_PHASE);
    }

    /// Weights drawn at random from `seed` (±1000), and boards played at 4 to 59 empty squares
    /// (those of `count` tries that did not end first), each with its try's number.
    fn random_weights_and_boards(seed: u64, count: u32) -> (Weights, Vec<(u32, Board)>) {
        let mut rng = crate::rng::Rng::new(seed);
        let weights = Weights {
            table: (0..PHASES * PER_PHASE).map(|_| rng.below(2001) as i16 - 1000).collect(),
        };
        let boards = (0..count).filter_map(|i| Some((i, played(&mut rng, 4 + i % 56)?))).collect();
        (weights, boards)
    }

    /// The same value in all eight symmetries of a board, for random weights and boards.
    #[test]
    fn the_evaluation_is_symmetric() {
        let (weights, boards) = random_weights_and_boards(7, 200);
        for (seed, board) in boards {
            let value = weights.value(&Features::of(&board));
            for s in 1..SYMMETRIES {
                let image = transformed(&board, s);
                assert_eq!(
                    weights.value(&Features::of(&image)),
                    value,
                    "board {seed}, symmetry {s}"
                );
            }
        }
    }

    /// The search's integer sum is the fit's: every term (patterns, mobility, bias) weighed once.
    #[test]
    fn the_value_is_the_fits_sum_of_terms() {
        let (weights, boards) = random_weights_and_boards(11, 100);
        for (seed, board) in boards {
            let features = Features::of(&board);
            let phase = &weights.table[features.phase * PER_PHASE..];
            let fit: f32 = features.terms().map(|(i, x)| f32::from(phase[i]) * x).sum();
            assert_eq!(weights.value(&features), fit as i32, "board {seed}");
        }
    }

    /// Each symmetry is a permutation of the squares, and the digits of an instance are distinct.
    #[test]
    fn symmetries_permute_the_squares() {
        for s in 0..SYMMETRIES {
            let mut seen = [false; 64];
            for sq in 0..64 {
                seen[symmetric(sq, s) as usize] = true;
            }
            assert!(seen.iter().all(|&x| x), "symmetry {s}");
        }
        for (_, digits) in instances() {
            let mut squares: Vec<u8> = digits.iter().map(|d| d.0).collect();
            squares.sort();
            squares.dedup();
            assert_eq!(squares.len(), digits.len());
        }
    }

    /// The shipped weights foresee the exact final margin of positions of 14 empty squares
    /// (the endgame solver's) better than counting discs does, and better than saying 0.
    #[test]
    fn the_shipped_weights_foresee_the_endgame() {
        let weights = shipped().unwrap();
        let mut rng = crate::rng::Rng::new(11);
        let (mut pattern, mut discs, mut zero, mut n) = (0.0, 0.0, 0.0, 0);
        while n < 60 {
            let Some(board) = played(&mut rng, 14) else { continue };
            let (own, opp) = board.sides();
            let exact =
                super::super::endgame::Endgame::new().solve(own, opp, false).unwrap().margin;
            pattern += (weights.evaluate(&board) - exact).abs() as f64;
            discs += (super::super::Heuristic::Discs.evaluate(&board) - exact).abs() as f64;
            zero += exact.abs() as f64;
            n += 1;
        }
        assert!(pattern < 0.75 * discs && pattern < 0.9 * zero, "{pattern} {discs} {zero}");
    }

    /// A wipe-out foreseen is a margin of 64 discs at most: here Black has all discs but one
    /// (two squares empty), and the weights sum to more.
    #[test]
    fn a_foreseen_margin_is_within_the_board() {
        let text = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO--";
        let board = Board::parse(text, crate::engine::Player::Max).unwrap();
        let weights = shipped().unwrap();
        assert!(weights.value(&Features::of(&board)) > 64 * UNIT as i32, "past the board");
        assert_eq!(weights.evaluate(&board), 64);
        let (own, opp) = board.sides();
        assert_eq!(weights.evaluate_viewed(&Views::of_sides(own, opp), own, opp), 64);
        let flipped = Board { to_move: crate::engine::Player::Min, ..board };
        assert_eq!(weights.evaluate(&flipped), -64);
    }

    /// A file written is read back the same, and a damaged one refused.
    #[test]
    fn weights_round_trip() {
        let weights =
            Weights { table: (0..PHASES * PER_PHASE).map(|i| (i % 977) as i16 - 400).collect() };
        let bytes = weights.write();
        assert_eq!(Weights::read(&bytes).unwrap().table, weights.table);
        assert!(Weights::read(&bytes[..bytes.len() - 1]).is_err());
        assert!(Weights::read(b"nonsense").is_err());
    }
}
