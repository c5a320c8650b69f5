//! A zlib stream for PNG image data, written for the pictures this crate draws.
//!
//! A board is flat squares, straight lines and a few glyphs that repeat: nearly every byte
//! repeats the byte before it (a run) or the byte one row up (a square's next row), and the
//! rest mostly repeats an earlier glyph on the same row. A general compressor searches long
//! hash chains at every distance; this one tries those places — one back, one row back, and
//! the last two positions whose next four bytes hashed alike — takes the longest, and looks
//! one byte further before it settles for a short match. It then writes one block with
//! Huffman codes built for its symbols. On boards that is between zlib levels 3 and 6 in size
//! at about level 1's speed. Any bytes give a valid stream; only the ratio depends on the
//! picture.

/// Longest match deflate can express.
const MAX_MATCH: usize = 258;
/// Shortest match worth a length/distance pair.
const MIN_MATCH: usize = 3;
/// Farthest back deflate can point.
const WINDOW: usize = 32_768;
const HASH_BITS: u32 = 14;

/// `data` as a zlib stream (header, one deflate block, Adler-32), `row` being the distance to
/// the byte above (a PNG row with its filter byte).
pub fn zlib(data: &[u8], row: usize) -> Vec<u8> {
    let tokens = parse(data, row);
    let mut out = Bits::with_capacity(data.len() / 8 + 64);
    // CMF: deflate, 32 KiB window; FLG: no dictionary, "default" level, check bits.
    out.bytes.extend_from_slice(&[0x78, 0x5e]);
    block(&mut out, &tokens);
    out.flush();
    out.bytes.extend_from_slice(&adler32(data).to_be_bytes());
    out.bytes
}

/// A literal byte, or a match of `len` bytes `dist` back.
#[derive(Clone, Copy)]
enum Token {
    Literal(u8),
    Match { len: u16, dist: u16 },
}

/// How many bytes from `at` repeat those `dist` back (at most `MAX_MATCH`, within `data`).
#[inline]
fn match_len(data: &[u8], at: usize, dist: usize) -> usize {
    let limit = (data.len() - at).min(MAX_MATCH);
    common_prefix(&data[at..at + limit], &data[at - dist..at - dist + limit])
}

/// How many leading bytes `a` and `b` (of one length) share, compared eight at a time.
#[inline]
pub(crate) fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    let limit = a.len().min(b.len());
    let mut n = 0;
    while n + 8 <= limit {
        let x = u64::from_le_bytes(a[n..n + 8].try_into().expect("8 bytes"));
        let y = u64::from_le_bytes(b[n..n + 8].try_into().expect("8 bytes"));
        let diff = x ^ y;
        if diff != 0 {
            return n + (diff.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < limit && a[n] == b[n] {
        n += 1;
    }
    n
}

#[inline]
fn hash(data: &[u8], at: usize) -> usize {
    let v = u32::from_le_bytes(data[at..at + 4].try_into().expect("4 bytes"));
    (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
}

/// How far down a hash chain the parse looks for a repeated glyph.
const CHAIN: usize = 2;
/// Matches at least this long are taken at once, without looking one byte further.
const GOOD: usize = 16;

/// The best match at `at`: one back, one row back, and up to [`CHAIN`] earlier positions
/// whose next four bytes hashed alike. (length, distance); length 0 for none. `head` and
/// `prev` hold positions + 1 above `base` (anything at or below it is from an earlier image).
#[inline]
fn best_match(data: &[u8], at: usize, row: usize, t: &Tables) -> (usize, usize) {
    let mut best = (0, 0);
    if at >= 1 {
        best = (match_len(data, at, 1), 1);
    }
    if best.0 < MAX_MATCH && row > 1 && at >= row && row <= WINDOW {
        let len = match_len(data, at, row);
        if len > best.0 {
            best = (len, row);
        }
    }
    if best.0 < MAX_MATCH && at + 4 <= data.len() {
        let mut seen = t.head[hash(data, at)];
        for _ in 0..CHAIN {
            if seen <= t.base {
                break;
            }
            let seen_at = (seen - t.base) as usize;
            let dist = at + 1 - seen_at;
            if dist > WINDOW {
                break;
            }
            if dist != 1 && dist != row {
                // Only a match longer than the best so far is worth measuring.
                let b = best.0;
                if b == 0 || (at + b < data.len() && data[at + b] == data[at + b - dist]) {
                    let len = match_len(data, at, dist);
                    if len > best.0 {
                        best = (len, dist);
                        if len >= MAX_MATCH {
                            break;
                        }
                    }
                }
            }
            // The next link is farther back still, out of reach at the window's edge (and
            // its slot may already hold a newer position's).
            if dist == WINDOW {
                break;
            }
            seen = t.prev[(seen_at - 1) % WINDOW];
        }
    }
    best
}

/// The parse's hash tables, kept between images: a new image counts its positions from a
/// higher `base` instead of clearing 192 KB.
struct Tables {
    /// `base` + position + 1 of the latest occurrence of each hash.
    head: Vec<u32>,
    /// `base` + position + 1 of the occurrence before each of the last `WINDOW` positions (a
    /// ring: nothing farther back can be pointed at).
    prev: Vec<u32>,
    base: u32,
}

impl Tables {
    /// Ready for an image of `len` bytes.
    fn start(&mut self, len: usize) {
        if self.head.is_empty() {
            self.head = vec![0; 1 << HASH_BITS];
            self.prev = vec![0; WINDOW];
            self.base = 0;
        }
        match u32::try_from(len + 1)
            .ok()
            .and_then(|l| self.base.checked_add(2 * l))
        {
            // Past the last image's positions.
            Some(_) => {}
            None => {
                self.head.fill(0);
                self.prev.fill(0);
                self.base = 0;
            }
        }
    }

    #[inline]
    fn insert(&mut self, data: &[u8], at: usize) {
        if at + 4 <= data.len() {
            let h = hash(data, at);
            self.prev[at % WINDOW] = self.head[h];
            self.head[h] = self.base + at as u32 + 1;
        }
    }
}

/// Lazy parse: at each byte the best of the candidate matches, unless the next byte starts a
/// longer one (then a literal first), else a literal.
fn parse(data: &[u8], row: usize) -> Vec<Token> {
    thread_local! {
        static TABLES: std::cell::RefCell<Tables> = const {
            std::cell::RefCell::new(Tables { head: Vec::new(), prev: Vec::new(), base: 0 })
        };
    }
    TABLES.with(|t| {
        let mut t = t.borrow_mut();
        t.start(data.len());
        let tokens = parse_with(data, row, &mut t);
        // The next image's positions start past this one's.
        t.base += data.len() as u32 + 1;
        tokens
    })
}

fn parse_with(data: &[u8], row: usize, t: &mut Tables) -> Vec<Token> {
    let mut tokens = Vec::with_capacity(data.len() / 16 + 16);
    let mut at = 0;
    let mut pending: Option<(usize, usize)> = None;
    while at < data.len() {
        let here = match pending.take() {
            Some(m) => m,
            None => best_match(data, at, row, t),
        };
        t.insert(data, at);
        if here.0 < MIN_MATCH {
            tokens.push(Token::Literal(data[at]));
            at += 1;
            continue;
        }
        if here.0 < GOOD && at + 1 < data.len() {
            let next = best_match(data, at + 1, row, t);
            if next.0 > here.0 {
                tokens.push(Token::Literal(data[at]));
                at += 1;
                pending = Some(next);
                continue;
            }
        }
        tokens.push(Token::Match {
            len: here.0 as u16,
            dist: here.1 as u16,
        });
        // Runs and row copies are flat colour: their positions are not worth remembering.
        if here.1 != 1 && here.0 < GOOD {
            for p in at + 1..at + here.0 {
                t.insert(data, p);
            }
        }
        at += here.0;
    }
    tokens
}

// Deflate's length and distance symbols: base value and extra bits (RFC 1951, 3.2.5).
const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order code-length code lengths are written in.
const CL_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

fn len_symbol(len: u16) -> usize {
    // The last base not above `len`.
    LEN_BASE.partition_point(|&b| b <= len) - 1
}

fn dist_symbol(dist: u16) -> usize {
    DIST_BASE.partition_point(|&b| b <= dist) - 1
}

/// One final dynamic-Huffman block holding `tokens`.
fn block(out: &mut Bits, tokens: &[Token]) {
    let mut lit_freq = [0u32; 286];
    let mut dist_freq = [0u32; 30];
    for t in tokens {
        match *t {
            Token::Literal(b) => lit_freq[usize::from(b)] += 1,
            Token::Match { len, dist } => {
                lit_freq[257 + len_symbol(len)] += 1;
                dist_freq[dist_symbol(dist)] += 1;
            }
        }
    }
    lit_freq[256] = 1;
    let lit_len = lengths(&lit_freq, 15);
    let dist_len = lengths(&dist_freq, 15);
    let lit_code = codes(&lit_len);
    let dist_code = codes(&dist_len);

    // Trailing unused symbols need not be described.
    let hlit = 257.max(lit_len.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1));
    let hdist = 1.max(dist_len.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1));
    let mut all = Vec::with_capacity(hlit + hdist);
    all.extend_from_slice(&lit_len[..hlit]);
    all.extend_from_slice(&dist_len[..hdist]);
    let runs = run_lengths(&all);
    let mut cl_freq = [0u32; 19];
    for &(sym, _) in &runs {
        cl_freq[usize::from(sym)] += 1;
    }
    let cl_len = lengths(&cl_freq, 7);
    let cl_code = codes(&cl_len);
    let hclen = 4.max(
        CL_ORDER
            .iter()
            .rposition(|&s| cl_len[s] != 0)
            .map_or(0, |p| p + 1),
    );

    out.put(1, 1); // final block
    out.put(2, 2); // dynamic Huffman codes
    out.put((hlit - 257) as u32, 5);
    out.put((hdist - 1) as u32, 5);
    out.put((hclen - 4) as u32, 4);
    for &s in &CL_ORDER[..hclen] {
        out.put(u32::from(cl_len[s]), 3);
    }
    for &(sym, extra) in &runs {
        let s = usize::from(sym);
        out.put(cl_code[s], u32::from(cl_len[s]));
        match sym {
            16 => out.put(u32::from(extra), 2),
            17 => out.put(u32::from(extra), 3),
            18 => out.put(u32::from(extra), 7),
            _ => {}
        }
    }
    for t in tokens {
        match *t {
            Token::Literal(b) => {
                let s = usize::from(b);
                out.put(lit_code[s], u32::from(lit_len[s]));
            }
            Token::Match { len, dist } => {
                let ls = len_symbol(len);
                out.put(lit_code[257 + ls], u32::from(lit_len[257 + ls]));
                out.put(u32::from(len - LEN_BASE[ls]), u32::from(LEN_EXTRA[ls]));
                let ds = dist_symbol(dist);
                out.put(dist_code[ds], u32::from(dist_len[ds]));
                out.put(u32::from(dist - DIST_BASE[ds]), u32::from(DIST_EXTRA[ds]));
            }
        }
    }
    out.put(lit_code[256], u32::from(lit_len[256]));
}

/// Code lengths as the run-length symbols of RFC 1951 3.2.7: (symbol, its extra bits).
fn run_lengths(lens: &[u8]) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lens.len() {
        let l = lens[i];
        let mut n = 1;
        while i + n < lens.len() && lens[i + n] == l {
            n += 1;
        }
        i += n;
        if l == 0 {
            let mut left = n;
            while left >= 11 {
                let k = left.min(138);
                out.push((18, (k - 11) as u8));
                left -= k;
            }
            if left >= 3 {
                out.push((17, (left - 3) as u8));
                left = 0;
            }
            out.extend(std::iter::repeat_n((0, 0), left));
        } else {
            out.push((l, 0));
            let mut left = n - 1;
            while left >= 3 {
                let k = left.min(6);
                out.push((16, (k - 3) as u8));
                left -= k;
            }
            out.extend(std::iter::repeat_n((l, 0), left));
        }
    }
    out
}

/// Huffman code lengths for `freq`, none longer than `limit`. Unused symbols get 0; at least
/// two symbols get a code, so every code is complete (as strict decoders want).
fn lengths(freq: &[u32], limit: u8) -> Vec<u8> {
    let mut freq = freq.to_vec();
    let mut used = freq.iter().filter(|&&f| f > 0).count();
    for f in freq.iter_mut() {
        if used >= 2 {
            break;
        }
        if *f == 0 {
            *f = 1;
            used += 1;
        }
    }
    loop {
        let lens = huffman(&freq);
        if lens.iter().all(|&l| l <= limit) {
            return lens;
        }
        // Flatten the distribution and try again; a few rounds always suffice.
        for f in freq.iter_mut().filter(|f| **f > 0) {
            *f = (*f >> 1).max(1);
        }
    }
}

/// Unlimited Huffman code lengths (two or more nonzero frequencies).
fn huffman(freq: &[u32]) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    // Nodes: leaves first, then inner nodes; parent links give each leaf's depth.
    let mut parent: Vec<usize> = Vec::with_capacity(freq.len() * 2);
    let mut heap = BinaryHeap::new();
    for (i, &f) in freq.iter().enumerate() {
        parent.push(usize::MAX);
        if f > 0 {
            heap.push(Reverse((u64::from(f), i)));
        }
    }
    while heap.len() > 1 {
        let Reverse((fa, a)) = heap.pop().expect("two nodes");
        let Reverse((fb, b)) = heap.pop().expect("two nodes");
        let n = parent.len();
        parent.push(usize::MAX);
        parent[a] = n;
        parent[b] = n;
        heap.push(Reverse((fa + fb, n)));
    }
    let mut depth = vec![0u8; parent.len()];
    for n in (0..parent.len()).rev() {
        if parent[n] != usize::MAX {
            depth[n] = depth[parent[n]].saturating_add(1);
        }
    }
    freq.iter()
        .enumerate()
        .map(|(i, &f)| if f > 0 { depth[i] } else { 0 })
        .collect()
}

/// Canonical codes for `lens`, bit-reversed for deflate's least-significant-first order.
fn codes(lens: &[u8]) -> Vec<u32> {
    let mut count = [0u32; 16];
    for &l in lens {
        count[usize::from(l)] += 1;
    }
    count[0] = 0;
    let mut next = [0u32; 16];
    let mut code = 0;
    for bits in 1..16 {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lens.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (32 - u32::from(l))
        })
        .collect()
}

/// A least-significant-bit-first bit writer.
struct Bits {
    bytes: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    fn with_capacity(n: usize) -> Bits {
        Bits {
            bytes: Vec::with_capacity(n),
            acc: 0,
            n: 0,
        }
    }

    #[inline]
    fn put(&mut self, value: u32, bits: u32) {
        self.acc |= u64::from(value) << self.n;
        self.n += bits;
        if self.n >= 32 {
            self.bytes
                .extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn flush(&mut self) {
        while self.n > 0 {
            self.bytes.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
    }
}

fn adler32(data: &[u8]) -> u32 {
    let mut hash = simd_adler32::Adler32::new();
    hash.write(data);
    hash.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inflate(z: &[u8]) -> Vec<u8> {
        miniz_oxide::inflate::decompress_to_vec_zlib(z).expect("a valid zlib stream")
    }

    #[test]
    fn any_bytes_come_back() {
        let mut rng = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for case in 0..300 {
            let len = (next() % 5000) as usize * (1 + case % 3);
            let alphabet = 1 + next() % 256;
            let runs = next() % 4;
            let mut data = Vec::with_capacity(len);
            while data.len() < len {
                let b = (next() % alphabet) as u8;
                let n = if runs == 0 {
                    1
                } else {
                    1 + next() % (runs * 40)
                } as usize;
                data.extend(std::iter::repeat_n(b, n.min(len - data.len())));
            }
            let row = 1 + (next() % 700) as usize;
            assert_eq!(inflate(&zlib(&data, row)), data, "case {case}, row {row}");
        }
        for data in [
            vec![],
            vec![7],
            vec![0; 100_000],
            (0..=255).collect::<Vec<u8>>(),
        ] {
            assert_eq!(inflate(&zlib(&data, 3)), data);
        }
    }
}
