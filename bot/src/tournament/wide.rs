//! A fixed-width unsigned integer (512 bits) with wrapping arithmetic: the weights of the
//! Dutch pairing, where every quality criterion has its own run of bits and a pair's weight
//! is all of them side by side.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

use super::matching::Weight;

const LIMBS: usize = 8;

/// A 512-bit unsigned integer; `+` and `-` wrap (a criterion may subtract below zero within
/// a weight that ends positive).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Wide([u64; LIMBS]);

impl std::fmt::Debug for Wide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        let mut started = false;
        for &l in self.0.iter().rev() {
            if started {
                write!(f, "{l:016x}")?;
            } else if l != 0 {
                write!(f, "{l:x}")?;
                started = true;
            }
        }
        if !started {
            write!(f, "0")?;
        }
        Ok(())
    }
}

impl Wide {
    /// Zero.
    pub const ZERO: Wide = Wide([0; LIMBS]);

    /// A small value.
    pub fn from_u64(v: u64) -> Wide {
        let mut w = [0; LIMBS];
        w[0] = v;
        Wide(w)
    }

    /// One shifted left by `bits`.
    pub fn bit(bits: u32) -> Wide {
        Wide::from_u64(1).shifted(bits)
    }

    /// `2^bits - 1`.
    pub fn ones(bits: u32) -> Wide {
        Wide::bit(bits) - Wide::from_u64(1)
    }

    /// Whether it is zero.
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// The value as an `i128`, if it is below 2^124 (room for the matching's doubled duals).
    pub fn to_i128(&self) -> Option<i128> {
        if self.0[2..].iter().any(|&l| l != 0) || self.0[1] >> 60 != 0 {
            return None;
        }
        Some(i128::from(self.0[0]) | (i128::from(self.0[1]) << 64))
    }

    /// Shifted left by `bits` (bits past the top are lost).
    pub fn shifted(self, bits: u32) -> Wide {
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        let mut out = [0u64; LIMBS];
        for i in (limbs..LIMBS).rev() {
            let from = i - limbs;
            out[i] = self.0[from] << rest;
            if rest > 0 && from > 0 {
                out[i] |= self.0[from - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }

    /// Shifted right by one.
    pub fn shr1(self) -> Wide {
        let mut out = [0u64; LIMBS];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> 1;
            if i + 1 < LIMBS {
                *o |= self.0[i + 1] << 63;
            }
        }
        Wide(out)
    }
}

impl Add for Wide {
    type Output = Wide;
    fn add(self, o: Wide) -> Wide {
        let mut out = [0u64; LIMBS];
        let mut carry = false;
        for (i, out) in out.iter_mut().enumerate() {
            let (s, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s, c2) = s.overflowing_add(u64::from(carry));
            *out = s;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl Sub for Wide {
    type Output = Wide;
    fn sub(self, o: Wide) -> Wide {
        let mut out = [0u64; LIMBS];
        let mut borrow = false;
        for (i, out) in out.iter_mut().enumerate() {
            let (s, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s, b2) = s.overflowing_sub(u64::from(borrow));
            *out = s;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl Ord for Wide {
    fn cmp(&self, o: &Wide) -> Ordering {
        self.0.iter().rev().cmp(o.0.iter().rev())
    }
}

impl PartialOrd for Wide {
    fn partial_cmp(&self, o: &Wide) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Weight for Wide {
    const ZERO: Wide = Wide::ZERO;
    fn half(self) -> Wide {
        self.shr1()
    }
    fn twice(self) -> Wide {
        self.shifted(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_agrees_with_u128_below_its_width_and_wraps_above() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let wide =
            |v: u128| Wide::from_u64(v as u64) + Wide::from_u64((v >> 64) as u64).shifted(64);
        for _ in 0..10_000 {
            let a = (u128::from(next()) << 32) ^ u128::from(next());
            let b = u128::from(next()) >> (next() % 64);
            let s = (next() % 60) as u32;
            assert_eq!(wide(a) + wide(b), wide(a + b));
            assert_eq!(wide(a.max(b)) - wide(a.min(b)), wide(a.max(b) - a.min(b)));
            assert_eq!(wide(a).cmp(&wide(b)), a.cmp(&b));
            assert_eq!(wide(b).shifted(s), wide(b << s));
            assert_eq!(wide(a).shr1(), wide(a >> 1));
        }
        let big = Wide::bit(300);
        assert_eq!(big - Wide::from_u64(1) + Wide::from_u64(1), big);
        assert!(Wide::ZERO - Wide::from_u64(1) > big, "wraps");
        assert_eq!(
            Wide::ZERO - Wide::from_u64(5) + Wide::from_u64(7),
            Wide::from_u64(2)
        );
        assert_eq!(
            Wide::ones(70).shifted(1) + Wide::from_u64(1),
            Wide::ones(71)
        );
        assert_eq!(Wide::ones(124).to_i128(), Some((1i128 << 124) - 1));
        assert_eq!(Wide::bit(124).to_i128(), None);
        assert_eq!(Wide::bit(200).to_i128(), None);
    }
}
