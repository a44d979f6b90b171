//! The transposition table: values of positions already searched, keyed by the game's position key.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::score::Score;

/// What a stored value says about the true value (for the player to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// The value itself.
    Exact,
    /// The true value is at least this (the search failed high: a cutoff).
    Lower,
    /// The true value is at most this (every move failed low).
    Upper,
}

impl Bound {
    /// The same fact seen from the other player (values negated).
    pub fn flip(self) -> Bound {
        match self {
            Bound::Exact => Bound::Exact,
            Bound::Lower => Bound::Upper,
            Bound::Upper => Bound::Lower,
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// For the player to move, wins and losses relative to this node (see `score::to_node_relative`).
    pub value: Score,
    pub bound: Bound,
    /// The depth still to search below this node when it was stored (`u32::MAX` when unlimited).
    pub depth: u32,
    /// No depth cut anywhere below: the value is the game-theoretic one.
    pub complete: bool,
    pub best: Option<M>,
}

impl<M> Entry<M> {
    /// An entry answers a search with `depth` left if it was searched to exactly that depth, or
    /// searched to the end with no more depth than that. (A deeper, incomplete entry would give a
    /// more accurate value than the depth-limited search without a table, and every switch must give
    /// the same root value.)
    pub fn serves(&self, depth: u32) -> bool {
        self.depth == depth || (self.complete && self.depth <= depth)
    }
}

/// A small hasher for table keys. The std SipHash is several times slower here, and keys are not
/// attacker-controlled.
///
/// A key of one word (the Sum Game's sum, a board code) keeps its low bits as they are, so that
/// positions close in the game (sums 7, 8, 9) sit in neighbouring buckets and a deep search walks
/// memory in order instead of missing the cache on every probe; the top seven bits, which the map
/// uses as a tag, are mixed. Longer keys (Nim's heaps) are mixed word by word.
#[derive(Default, Clone, Copy)]
pub struct FastHasher {
    hash: u64,
    words: u32,
}

impl FastHasher {
    const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    const TAG_BITS: u64 = 0xFE00_0000_0000_0000;

    fn add(&mut self, word: u64) {
        self.hash = match self.words {
            0 => word,
            _ => (self.hash.rotate_left(5) ^ word).wrapping_mul(Self::SEED),
        };
        self.words += 1;
    }
}

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        match self.words {
            1 => self.hash ^ (self.hash.wrapping_mul(Self::SEED) & Self::TAG_BITS),
            _ => self.hash,
        }
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
}

pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

pub struct TranspositionTable<K, M> {
    map: FastMap<K, Entry<M>>,
    capacity: usize,
}

impl<K: Eq + std::hash::Hash, M: Copy> TranspositionTable<K, M> {
    /// A table that stops taking new positions at `capacity` entries (updates still go in), so memory
    /// stays bounded on searches that never end.
    /// Allocates nothing until the first entry.
    pub fn new(capacity: usize) -> Self {
        TranspositionTable { map: FastMap::default(), capacity }
    }

    /// Makes room for `positions` entries (within the capacity) in one allocation.
    pub fn reserve(&mut self, positions: usize) {
        let wanted = positions.min(self.capacity).saturating_sub(self.map.len());
        self.map.reserve(wanted);
    }

    pub fn probe(&self, key: &K) -> Option<&Entry<M>> {
        self.map.get(key)
    }

    pub fn store(&mut self, key: K, entry: Entry<M>) {
        if self.map.len() < self.capacity {
            self.map.insert(key, entry);
        } else if let Some(slot) = self.map.get_mut(&key) {
            *slot = entry;
        }
    }
}
