//! A fixed-width integer (512 bits, two's complement) with wrapping arithmetic: the weights
//! of the Dutch pairing, where every quality criterion has its own run of bits and a pair's
//! weight is all of them side by side. Weights are positive and far below 2^511; the
//! matching's dual variables may go below zero, so values compare as signed.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

use super::matching::Weight;

const LIMBS: usize = 8;

/// A 512-bit two's-complement integer; `+` and `-` wrap (a criterion may subtract below zero
/// within a weight that ends positive).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Wide<const L: usize = LIMBS>([u64; L]);

impl<const L: usize> std::fmt::Debug for Wide<L> {
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

impl<const L: usize> Wide<L> {
    /// Zero.
    pub const ZERO: Self = Wide([0; L]);

    /// A small value.
    pub fn from_u64(v: u64) -> Self {
        let mut w = [0; L];
        w[0] = v;
        Wide(w)
    }

    /// One shifted left by `bits`.
    pub fn bit(bits: u32) -> Self {
        Wide::from_u64(1).shifted(bits)
    }

    /// `2^bits - 1`.
    pub fn ones(bits: u32) -> Self {
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

    /// The same value in `M` limbs, when it fits with its sign.
    pub fn narrow<const M: usize>(&self) -> Option<Wide<M>> {
        if M > L || self.0[M..].iter().any(|&l| l != 0) || self.0[M - 1] >> 63 != 0 {
            return None;
        }
        let mut out = [0; M];
        out.copy_from_slice(&self.0[..M]);
        Some(Wide(out))
    }

    /// Shifted left by `bits` (bits past the top are lost).
    pub fn shifted(self, bits: u32) -> Self {
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        let mut out = [0u64; L];
        for i in (limbs..L).rev() {
            let from = i - limbs;
            out[i] = self.0[from] << rest;
            if rest > 0 && from > 0 {
                out[i] |= self.0[from - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }

    /// Shifted right by one.
    pub fn shr1(self) -> Self {
        let mut out = [0u64; L];
        for (i, o) in out.iter_mut().enumerate() {
            *o = self.0[i] >> 1;
            if i + 1 < L {
                *o |= self.0[i + 1] << 63;
            }
        }
        // Arithmetic: a negative value stays negative.
        out[L - 1] |= self.0[L - 1] & (1 << 63);
        Wide(out)
    }
}

impl<const L: usize> Add for Wide<L> {
    type Output = Self;
    fn add(self, o: Self) -> Self {
        let mut out = [0u64; L];
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

impl<const L: usize> Sub for Wide<L> {
    type Output = Self;
    fn sub(self, o: Self) -> Self {
        let mut out = [0u64; L];
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

impl<const L: usize> Ord for Wide<L> {
    /// Signed: the top bit is the sign.
    fn cmp(&self, o: &Self) -> Ordering {
        let top = |w: &Self| w.0[L - 1] as i64;
        top(self)
            .cmp(&top(o))
            .then_with(|| self.0[..L - 1].iter().rev().cmp(o.0[..L - 1].iter().rev()))
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl<const L: usize> Weight for Wide<L> {
    const ZERO: Self = Wide([0; L]);
    const ONE: Self = Wide({
        let mut w = [0; L];
        w[0] = 1;
        w
    });
    fn half(self) -> Self {
        self.shr1()
    }
    fn twice(self) -> Self {
        self.shifted(1)
    }
    fn is_odd(self) -> bool {
        self.0[0] & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::Wide;

    #[test]
    fn arithmetic_agrees_with_u128_below_its_width_and_wraps_above() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let wide = |v: u128| {
            Wide::<8>::from_u64(v as u64) + Wide::<8>::from_u64((v >> 64) as u64).shifted(64)
        };
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
        let big = Wide::<8>::bit(300);
        assert_eq!(big - Wide::<8>::from_u64(1) + Wide::<8>::from_u64(1), big);
        let minus_one = Wide::<8>::ZERO - Wide::<8>::from_u64(1);
        assert!(minus_one < Wide::<8>::ZERO && minus_one < big, "signed");
        assert_eq!(minus_one.shr1(), minus_one, "arithmetic shift");
        assert_eq!(
            (Wide::<8>::ZERO - Wide::<8>::from_u64(6)).shr1(),
            Wide::<8>::ZERO - Wide::<8>::from_u64(3)
        );
        assert!(Wide::<8>::ZERO - big < minus_one);
        assert_eq!(
            Wide::<8>::ZERO - Wide::<8>::from_u64(5) + Wide::<8>::from_u64(7),
            Wide::<8>::from_u64(2)
        );
        assert_eq!(
            Wide::<8>::ones(70).shifted(1) + Wide::<8>::from_u64(1),
            Wide::<8>::ones(71)
        );
        assert_eq!(Wide::<8>::ones(124).to_i128(), Some((1i128 << 124) - 1));
        assert_eq!(Wide::<8>::bit(124).to_i128(), None);
        assert_eq!(Wide::<8>::bit(200).to_i128(), None);
        assert_eq!(Wide::<8>::bit(200).narrow::<4>(), Some(Wide::<4>::bit(200)));
        assert_eq!(Wide::<8>::bit(255).narrow::<4>(), None, "the sign bit");
        assert_eq!(Wide::<8>::bit(256).narrow::<4>(), None);
        let small: Wide<4> = Wide::ones(100) - Wide::bit(7);
        assert!(small > Wide::ZERO && Wide::ZERO - small < Wide::<4>::ZERO);
    }
}
