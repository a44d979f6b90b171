//! A small seeded generator (SplitMix64) so that arenas and random starts are reproducible from one
//! number; nothing here needs cryptographic quality.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        // Multiply-shift: uniform enough for n far below 2^64.
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    pub fn coin(&mut self) -> bool {
        self.next_u64() & 1 == 1
    }
}

/// FNV-1a, 64 bits: a hash that is the same on every machine and every version (unlike the
/// standard library's hasher), for a seed made from words and for telling a file apart.
pub fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes
        .into_iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers_and_all_values_appear() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = Rng::new(9);
                move |_| r.below(6)
            })
            .collect();
        let mut r = Rng::new(9);
        assert_eq!(a, (0..5).map(|_| r.below(6)).collect::<Vec<_>>());
        let mut seen = [false; 6];
        for _ in 0..200 {
            seen[r.below(6) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    /// The published FNV-1a 64-bit test vectors.
    #[test]
    fn fnv1a_matches_the_published_vectors() {
        assert_eq!(fnv1a(*b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(*b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(*b"foobar"), 0x8594_4171_f739_67e8);
    }
}
