//! The machine word a board's bitmaps live in: `u64` where the columns fit in 64 bits (7 × 6
//! takes 49, as every board up to 9 × 6 and 8 × 7), so that a shift is one instruction and a
//! table key scrambles in one; `u128` for the larger boards (9 × 9 takes 90). The rules are
//! written once, for any word.

use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

pub trait Word:
    Copy
    + Eq
    + Add<Output = Self>
    + Sub<Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const BITS: u32;
    /// The low bits of `bits` that this word holds.
    fn truncate(bits: u128) -> Self;
    fn count_ones(self) -> u32;
    /// The word times an odd number, wrapping: one-to-one on the keys of any number of low
    /// bits, and mixing every bit into the higher ones (a table takes its bucket from the top).
    fn scramble(self) -> Self;
    /// The low 64 bits.
    fn low64(self) -> u64;
}

impl Word for u64 {
    const ZERO: u64 = 0;
    const ONE: u64 = 1;
    const BITS: u32 = u64::BITS;
    fn truncate(bits: u128) -> u64 {
        bits as u64
    }
    fn count_ones(self) -> u32 {
        u64::count_ones(self)
    }
    fn scramble(self) -> u64 {
        // 2^64 over the golden ratio, made odd (Knuth's multiplicative hashing).
        self.wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn low64(self) -> u64 {
        self
    }
}

impl Word for u128 {
    const ZERO: u128 = 0;
    const ONE: u128 = 1;
    const BITS: u32 = u128::BITS;
    fn truncate(bits: u128) -> u128 {
        bits
    }
    fn count_ones(self) -> u32 {
        u128::count_ones(self)
    }
    fn scramble(self) -> u128 {
        self.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835)
    }
    fn low64(self) -> u64 {
        self as u64
    }
}

/// The `empty` cells where one more of `stones` makes four in a row, on a board whose columns
/// take `h1` bits each (Pons' `compute_winning_position`).
#[inline]
pub fn winning_cells<W: Word>(stones: W, empty: W, h1: u32) -> W {
    let mut r = (stones << 1) & (stones << 2) & (stones << 3);
    for shift in [h1, h1 - 1, h1 + 1] {
        let p = (stones << shift) & (stones << (2 * shift));
        r = r | (p & (stones << (3 * shift)));
        r = r | (p & (stones >> shift));
        let p = (stones >> shift) & (stones >> (2 * shift));
        r = r | (p & (stones << shift));
        r = r | (p & (stones >> (3 * shift)));
    }
    r & empty
}
