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
}
