//! The transposition table: values of positions already searched, keyed by the game's position key.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::game::Game;
use super::score::Score;

/// The transposition table of a game's search.
pub type Table<G> = TranspositionTable<<G as Game>::Key, <G as Game>::Move>;

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

/// Entries per bucket of the hashed table: a probe reads one bucket (a few cache lines), and a
/// new entry replaces the least valuable of its bucket.
const BUCKET: usize = 4;
/// Most memory a hashed table may take (`--hash` is checked against it before anything is
/// allocated).
pub const MAX_HASH_BYTES: usize = 8 << 30;

/// Memory a hashed table leaves free for the rest of the search when it is allocated.
const HEADROOM: usize = 256 << 20;

/// The values of searched positions, in one of two forms:
/// - a map that keeps every position until `capacity`, then takes only updates: exact for the
///   small games (nothing is ever forgotten), the default;
/// - a hashed table of fixed memory (`--hash MB`), as engines for big games use: buckets of four
///   entries, each holding the position's full key so that two positions that hash alike are
///   told apart (a collision costs a lost entry, never a wrong value); a new entry replaces, in
///   its bucket, an entry from an older search first, then the shallowest. Entries survive from
///   one search to the next (iterations, moves) until replaced.
pub struct TranspositionTable<K, M> {
    store: Store<K, M>,
}

enum Store<K, M> {
    Map { map: FastMap<K, Entry<M>>, capacity: usize },
    Hashed(Hashed<K, M>),
}

struct Slot<K, M> {
    key: K,
    entry: Entry<M>,
    /// The search that stored it (see `TranspositionTable::new_search`).
    generation: u32,
}

struct Hashed<K, M> {
    /// `buckets * BUCKET` slots, allocated at the first store.
    slots: Vec<Option<Slot<K, M>>>,
    /// log2 of the number of buckets.
    bits: u32,
    generation: u32,
}

impl<K: Eq + std::hash::Hash, M: Copy> Hashed<K, M> {
    fn bucket(&self, key: &K) -> std::ops::Range<usize> {
        use std::hash::BuildHasher;
        let hash = BuildHasherDefault::<FastHasher>::default().hash_one(key);
        // Fibonacci hashing: the top bits of the product depend on every bit of the hash.
        let mixed = hash.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let index = if self.bits == 0 { 0 } else { (mixed >> (64 - self.bits)) as usize };
        index * BUCKET..(index + 1) * BUCKET
    }

    fn probe(&self, key: &K) -> Option<&Entry<M>> {
        let slots = self.slots.get(self.bucket(key))?;
        slots.iter().flatten().find(|s| s.key == *key).map(|s| &s.entry)
    }

    /// The size asked for, or the largest half of it that leaves the process `HEADROOM` to search
    /// with: a table's size changes a search's speed, never its value, where an allocation that
    /// fails (under an address-space limit) aborts the process.
    fn allocate(&mut self) {
        let bytes = |bits: u32| (BUCKET << bits) * std::mem::size_of::<Option<Slot<K, M>>>();
        while self.bits > 0
            && Vec::<u8>::new().try_reserve_exact(bytes(self.bits) + HEADROOM).is_err()
        {
            self.bits -= 1;
        }
        if self.slots.try_reserve_exact(BUCKET << self.bits).is_ok() {
            self.slots.resize_with(BUCKET << self.bits, || None);
        }
    }

    fn store(&mut self, key: K, entry: Entry<M>) {
        if self.slots.is_empty() {
            self.allocate();
            if self.slots.is_empty() {
                return;
            }
        }
        let range = self.bucket(&key);
        let generation = self.generation;
        let bucket = &mut self.slots[range];
        // The same position, else an empty slot, else the least valuable: an older search's
        // before this one's, then the shallowest.
        let index = bucket
            .iter()
            .position(|s| s.as_ref().is_some_and(|s| s.key == key))
            .or_else(|| bucket.iter().position(Option::is_none))
            .unwrap_or_else(|| {
                let worth = |s: &Option<Slot<K, M>>| {
                    s.as_ref().map(|s| (s.generation == generation, s.entry.depth))
                };
                (0..BUCKET).min_by_key(|&i| worth(&bucket[i])).unwrap_or(0)
            });
        bucket[index] = Some(Slot { key, entry, generation });
    }
}

impl<K: Eq + std::hash::Hash, M: Copy> TranspositionTable<K, M> {
    /// A table that stops taking new positions at `capacity` entries (updates still go in), so memory
    /// stays bounded on searches that never end.
    /// Allocates nothing until the first entry.
    pub fn new(capacity: usize) -> Self {
        TranspositionTable { store: Store::Map { map: FastMap::default(), capacity } }
    }

    /// A hashed table in at most `bytes` of memory (at least one bucket; at most
    /// `MAX_HASH_BYTES`), allocated at the first store.
    pub fn hashed(bytes: usize) -> Self {
        let bucket = BUCKET * std::mem::size_of::<Option<Slot<K, M>>>();
        let buckets = (bytes.min(MAX_HASH_BYTES) / bucket).max(1);
        let bits = usize::BITS - 1 - buckets.leading_zeros();
        TranspositionTable {
            store: Store::Hashed(Hashed { slots: Vec::new(), bits, generation: 0 }),
        }
    }

    /// The table a search with these switches starts from: hashed when `hash_bytes` is set.
    pub fn for_config(config: &super::config::SearchConfig) -> Self {
        match config.hash_bytes {
            Some(bytes) => Self::hashed(bytes),
            None => Self::new(config.internal.tt_capacity),
        }
    }

    /// Marks the start of a new search: entries stored from now on are preferred to older ones
    /// when a bucket is full.
    pub fn new_search(&mut self) {
        if let Store::Hashed(h) = &mut self.store {
            h.generation = h.generation.wrapping_add(1);
        }
    }

    /// Makes room for `positions` entries (within the capacity) in one allocation. (A hashed
    /// table's size is fixed.)
    pub fn reserve(&mut self, positions: usize) {
        if let Store::Map { map, capacity } = &mut self.store {
            let wanted = positions.min(*capacity).saturating_sub(map.len());
            map.reserve(wanted);
        }
    }

    pub fn probe(&self, key: &K) -> Option<&Entry<M>> {
        match &self.store {
            Store::Map { map, .. } => map.get(key),
            Store::Hashed(h) => h.probe(key),
        }
    }

    pub fn store(&mut self, key: K, entry: Entry<M>) {
        match &mut self.store {
            Store::Map { map, capacity } => {
                if map.len() < *capacity {
                    map.insert(key, entry);
                } else if let Some(slot) = map.get_mut(&key) {
                    *slot = entry;
                }
            }
            Store::Hashed(h) => h.store(key, entry),
        }
    }

    /// Entries held, and the most the table can hold (`None`: no fixed size).
    #[cfg(test)]
    fn occupancy(&self) -> (usize, Option<usize>) {
        match &self.store {
            Store::Map { map, .. } => (map.len(), None),
            Store::Hashed(h) => (h.slots.iter().flatten().count(), Some(BUCKET << h.bits)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(depth: u32) -> Entry<u8> {
        Entry { value: depth as Score, bound: Bound::Exact, depth, complete: false, best: None }
    }

    /// A table of one bucket, so that every key lands in it.
    fn one_bucket() -> TranspositionTable<u64, u8> {
        let table = TranspositionTable::hashed(1);
        assert_eq!(table.occupancy(), (0, Some(BUCKET)));
        table
    }

    #[test]
    fn a_hashed_table_fits_its_memory() {
        let table = TranspositionTable::<(u64, u64, bool), u8>::hashed(64 << 20);
        let slots = table.occupancy().1.unwrap();
        let size = slots * std::mem::size_of::<Option<Slot<(u64, u64, bool), u8>>>();
        assert!(size <= 64 << 20 && size > 32 << 20, "{slots} slots, {size} bytes");
        // Nothing is allocated before the first store.
        assert_eq!(table.occupancy().0, 0);
    }

    #[test]
    fn keys_that_share_a_bucket_are_told_apart() {
        let mut table = one_bucket();
        for key in 0..BUCKET as u64 {
            table.store(key, entry(key as u32));
        }
        for key in 0..BUCKET as u64 {
            assert_eq!(table.probe(&key).map(|e| e.depth), Some(key as u32));
        }
        assert!(table.probe(&99).is_none());
    }

    #[test]
    fn a_full_bucket_replaces_older_searches_first_then_the_shallowest() {
        let mut table = one_bucket();
        table.new_search();
        for key in 0..BUCKET as u64 {
            table.store(key, entry(10 + key as u32));
        }
        table.new_search();
        // An older entry goes first, even the deepest: key 0 (depth 10) is the shallowest old.
        table.store(100, entry(1));
        assert!(table.probe(&0).is_none() && table.probe(&100).is_some());
        table.store(101, entry(1));
        table.store(102, entry(5));
        table.store(103, entry(3));
        // Now every entry is this search's: the shallowest (100 or 101, depth 1) makes room.
        table.store(104, entry(7));
        let kept: Vec<u64> =
            [100, 101, 102, 103, 104].into_iter().filter(|k| table.probe(k).is_some()).collect();
        assert_eq!(kept.len(), BUCKET);
        assert!(kept.contains(&102) && kept.contains(&103) && kept.contains(&104));
        // The same position is updated in place, whatever its depth.
        table.store(102, entry(2));
        assert_eq!(table.probe(&102).map(|e| e.depth), Some(2));
        assert_eq!(table.occupancy().0, BUCKET);
    }
}
