//! One transposition table for both dedicated engines, as Edax's `hash.c` serves its midgame and
//! its endgame: entries keyed by two bitboards (the mover's discs and the opponent's), read and
//! written by several threads without locks. Each key word is stored XORed with a mix of the
//! data words, so a torn write (one writer's keys with another's data) fails the check and is a
//! miss, never a wrong bound; relaxed atomic loads and stores cost what plain ones do, so one
//! thread uses it too. What the data words mean is each engine's: the table only keeps them.
//!
//! `W` is the number of data words; `B` the entries of a bucket, the places a position may be
//! (1: the newest entry always wins its place; 2: a position goes into its own place if it has
//! one, else over the entry worth less, as the engine weighs them).

use std::sync::atomic::{AtomicU64, Ordering};

pub struct Hash<const W: usize, const B: usize> {
    entries: Entries<W>,
    bits: u32,
}

/// The two key words and the data, side by side in memory, in 32 bytes with one data word or
/// two: a bucket of two fills one cache line, where at 24 bytes one bucket in two straddled
/// two lines, each a wait for memory (the endgame solver's time on FFO #40-#49, `minimax
/// bench reversi FILE --threads 1`, measured the choice).
#[repr(C, align(32))]
struct Entry<const W: usize> {
    key: [AtomicU64; 2],
    data: [AtomicU64; W],
}

/// The table's entries, all zero at first, from a cache line's start: a bucket whose size
/// divides a line's (64 bytes) is then never split across two (the allocator's own start of
/// a large block is 16 bytes into a page).
struct Entries<const W: usize> {
    first: std::ptr::NonNull<Entry<W>>,
    len: usize,
    /// The allocation, a line longer than the entries, and its layout.
    block: *mut u8,
    layout: std::alloc::Layout,
}

/// The line a bucket fills at most.
const LINE: usize = 64;

// SAFETY: `Entries` owns its block as a `Vec` would, and its entries are atomic words, which
// threads may share.
unsafe impl<const W: usize> Send for Entries<W> {}
unsafe impl<const W: usize> Sync for Entries<W> {}

impl<const W: usize> Entries<W> {
    /// `n` entries, all zero, in memory allocated zeroed: the system hands out zeroed pages as
    /// they are first touched, so a large table costs nothing until a search uses it (filling
    /// it word by word took milliseconds a move).
    fn zeroed(n: usize) -> Entries<W> {
        use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};
        let size =
            std::mem::size_of::<Entry<W>>().checked_mul(n.max(1)).and_then(|s| s.checked_add(LINE));
        let layout = size
            // The alignment `calloc` takes: a larger one is allocated and zeroed at once.
            .and_then(|s| Layout::from_size_align(s, 16).ok())
            .expect("a table that fits in memory");
        // SAFETY: the layout is non-zero in size; all-zero bytes are a valid `Entry` (atomic
        // words, zero); `first` is the block's first line start, and the block holds `n`
        // entries from there (a line's room spare, the step to it less than a line); the block
        // is freed with its own layout, once, in `drop`.
        unsafe {
            let block = alloc_zeroed(layout);
            if block.is_null() {
                handle_alloc_error(layout);
            }
            // The step to the next line start, from the address (`align_offset` is allowed
            // to answer that it cannot tell).
            let first =
                block.add(block.addr().next_multiple_of(LINE) - block.addr()).cast::<Entry<W>>();
            // Backed by huge pages where the kernel allows (the pages are faulted in at first
            // touch, after the advice): with 4 KiB pages, nearly every probe of a table of
            // tens of megabytes also missed the processor's page-table cache.
            crate::engine::memory::advise_huge_pages(std::slice::from_raw_parts_mut(
                block.cast::<std::mem::MaybeUninit<u8>>(),
                layout.size(),
            ));
            Entries { first: std::ptr::NonNull::new_unchecked(first), len: n, block, layout }
        }
    }
}

impl<const W: usize> std::ops::Deref for Entries<W> {
    type Target = [Entry<W>];

    fn deref(&self) -> &[Entry<W>] {
        // SAFETY: `zeroed` made `len` entries from `first`, which live until `drop`.
        unsafe { std::slice::from_raw_parts(self.first.as_ptr(), self.len) }
    }
}

impl<const W: usize> Drop for Entries<W> {
    fn drop(&mut self) {
        // SAFETY: the block `zeroed` allocated with this layout, freed once.
        unsafe { std::alloc::dealloc(self.block, self.layout) }
    }
}

impl<const W: usize, const B: usize> Hash<W, B> {
    /// A table of 2^`bits` entries, all empty (zero keys are no position: a board has discs).
    pub fn new(bits: u32) -> Self {
        Hash { entries: Entries::zeroed(1 << bits), bits }
    }

    /// The first entry of the bucket of (`a`, `b`); `salt` tells apart what the two words leave
    /// the same (the side to move, when the key is Black's and White's discs).
    pub fn bucket(&self, a: u64, b: u64, salt: u64) -> usize {
        let h = (a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.rotate_left(29) ^ salt)
            .wrapping_mul(0xBF58_476D_1CE4_E5B9);
        (h >> (64 - self.bits)) as usize & !(B - 1)
    }

    /// Asks the processor to bring the bucket at `at` into its cache, so that a probe a little
    /// later does not wait for memory (a probe's miss was most of the endgame solver's time in
    /// its table).
    #[inline]
    pub fn prefetch(&self, at: usize) {
        if let Some(bucket) = self.entries.get(at..at + B) {
            crate::engine::memory::prefetch(bucket);
        }
    }

    /// The key words as stored: each mixed with every data word.
    fn mixed(a: u64, b: u64, data: &[u64; W]) -> (u64, u64) {
        let (mut k1, mut k2) = (a, b);
        for (i, d) in data.iter().enumerate() {
            k1 ^= d.rotate_left(32 * i as u32);
            k2 ^= d.rotate_left(17 * (W - 1 - i) as u32);
        }
        (k1, k2)
    }

    /// The data of entry `at`, and whether it is (`a`, `b`)'s.
    fn entry(&self, at: usize, a: u64, b: u64) -> ([u64; W], bool) {
        let entry = &self.entries[at];
        let data: [u64; W] = std::array::from_fn(|i| entry.data[i].load(Ordering::Relaxed));
        let [k1, k2] = &entry.key;
        let (m1, m2) = Self::mixed(a, b, &data);
        let live = k1.load(Ordering::Relaxed) == m1 && k2.load(Ordering::Relaxed) == m2;
        (data, live)
    }

    /// The data kept for (`a`, `b`) in `bucket`, if any.
    pub fn get(&self, bucket: usize, a: u64, b: u64) -> Option<[u64; W]> {
        (bucket..bucket + B).find_map(|at| {
            let (data, live) = self.entry(at, a, b);
            live.then_some(data)
        })
    }

    /// Keeps `data` for (`a`, `b`) in `bucket`: in the place it already has, else over the
    /// entry `worth` values least.
    pub fn put(
        &self,
        bucket: usize,
        a: u64,
        b: u64,
        data: [u64; W],
        worth: impl Fn(&[u64; W]) -> u64,
    ) {
        let mut target = bucket;
        if B > 1 {
            let mut least = u64::MAX;
            for at in bucket..bucket + B {
                let (kept, live) = self.entry(at, a, b);
                if live {
                    target = at;
                    break;
                }
                let w = worth(&kept);
                if w < least {
                    (least, target) = (w, at);
                }
            }
        }
        let entry = &self.entries[target];
        for (word, d) in entry.data.iter().zip(data) {
            word.store(d, Ordering::Relaxed);
        }
        let (m1, m2) = Self::mixed(a, b, &data);
        let [k1, k2] = &entry.key;
        k1.store(m1, Ordering::Relaxed);
        k2.store(m2, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What goes in comes out for its own key only; a bucket of two keeps a position in its own
    /// place, else replaces the entry worth less; one of one always replaces.
    #[test]
    fn entries_answer_for_their_own_position() {
        let table: Hash<1, 2> = Hash::new(8);
        let worth = |d: &[u64; 1]| d[0];
        let at = table.bucket(1, 2, 0);
        assert_eq!(table.get(at, 1, 2), None);
        table.put(at, 1, 2, [50], worth);
        assert_eq!(table.get(at, 1, 2), Some([50]));
        assert_eq!(table.get(at, 2, 1), None, "the words' order is part of the key");
        table.put(at, 3, 4, [10], worth);
        assert_eq!((table.get(at, 1, 2), table.get(at, 3, 4)), (Some([50]), Some([10])));
        table.put(at, 1, 2, [60], worth);
        assert_eq!((table.get(at, 1, 2), table.get(at, 3, 4)), (Some([60]), Some([10])));
        table.put(at, 5, 6, [70], worth);
        assert_eq!(table.get(at, 3, 4), None, "the entry worth less gives way");
        assert_eq!((table.get(at, 1, 2), table.get(at, 5, 6)), (Some([60]), Some([70])));
        let direct: Hash<2, 1> = Hash::new(8);
        let at = direct.bucket(7, 8, 1);
        direct.put(at, 7, 8, [1, 2], |_| 0);
        assert_eq!(direct.get(at, 7, 8), Some([1, 2]));
        direct.put(at, 9, 9, [3, 4], |_| 0);
        assert_eq!((direct.get(at, 7, 8), direct.get(at, 9, 9)), (None, Some([3, 4])));
    }

    /// A bucket of two entries of one data word each, or of one of two, is one cache line.
    #[test]
    fn a_bucket_is_one_cache_line() {
        assert_eq!((std::mem::size_of::<Entry<1>>(), std::mem::size_of::<Entry<2>>()), (32, 32));
        let table: Hash<1, 2> = Hash::new(10);
        let start = table.entries.as_ptr() as usize;
        assert_eq!(start % LINE, 0, "the table starts at a line");
        for a in 1..200u64 {
            let at = table.bucket(a, a * 3, 0);
            let first = std::ptr::from_ref(&table.entries[at]) as usize;
            let last = std::ptr::from_ref(&table.entries[at + 1]) as usize + 31;
            assert_eq!(first / LINE, last / LINE, "bucket {at} in one line");
        }
    }

    /// A torn entry, one writer's keys with another's data, is a miss.
    #[test]
    fn a_torn_entry_is_a_miss() {
        let table: Hash<2, 1> = Hash::new(8);
        let at = table.bucket(11, 22, 0);
        table.put(at, 11, 22, [5, 6], |_| 0);
        table.entries[at].data[0].store(7, Ordering::Relaxed);
        assert_eq!(table.get(at, 11, 22), None);
    }
}
