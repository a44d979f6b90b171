//! The machine word a board's bitmaps live in: `u64` where the columns fit in 64 bits (7 × 6
//! takes 49, as every board up to 9 × 6 and 8 × 7), so that a shift is one instruction and a
//! table key divides in one; `u128` for the larger boards (9 × 9 takes 90). The rules are
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
    /// This key's remainder and quotient by a table's `size`.
    fn divide(self, size: u64) -> (usize, u64);
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
    fn divide(self, size: u64) -> (usize, u64) {
        ((self % size) as usize, self / size)
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
    fn divide(self, size: u64) -> (usize, u64) {
        // A 128-bit division is a library call: keys that fit take the 64-bit one.
        match u64::try_from(self) {
            Ok(key) => key.divide(size),
            Err(_) => ((self % size as u128) as usize, (self / size as u128) as u64),
        }
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
