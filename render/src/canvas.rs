//! A small RGBA canvas: anti-aliased shapes by coverage, glyphs through ab_glyph, and alpha
//! blits. Everything a board needs, nothing more.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// An RGBA colour.
pub type Rgba = [u8; 4];

/// Anything with pixels to blend into: shapes and text are drawn through this.
pub trait Surface {
    /// Blends `c` into (x, y) with `coverage` (0–1); outside the image does nothing.
    fn blend_px(&mut self, x: i32, y: i32, c: Rgba, coverage: f32);

    /// An axis-aligned rectangle, anti-aliased at fractional edges.
    fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgba) {
        let (x0, y0) = (x.floor() as i32, y.floor() as i32);
        let (x1, y1) = ((x + w).ceil() as i32, (y + h).ceil() as i32);
        for py in y0..y1 {
            let cy = (((py + 1) as f32).min(y + h) - (py as f32).max(y)).clamp(0.0, 1.0);
            for px in x0..x1 {
                let cx = (((px + 1) as f32).min(x + w) - (px as f32).max(x)).clamp(0.0, 1.0);
                self.blend_px(px, py, c, cx * cy);
            }
        }
    }

    /// A filled disc.
    fn disc(&mut self, cx: f32, cy: f32, r: f32, c: Rgba) {
        for py in (cy - r - 1.0).floor() as i32..(cy + r + 1.0).ceil() as i32 {
            for px in (cx - r - 1.0).floor() as i32..(cx + r + 1.0).ceil() as i32 {
                let d = ((px as f32 + 0.5 - cx).powi(2) + (py as f32 + 0.5 - cy).powi(2)).sqrt();
                self.blend_px(px, py, c, r + 0.5 - d);
            }
        }
    }

    /// A ring of `width` at radius `r`.
    fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, c: Rgba) {
        for py in (cy - r - width).floor() as i32..(cy + r + width).ceil() as i32 {
            for px in (cx - r - width).floor() as i32..(cx + r + width).ceil() as i32 {
                let d = ((px as f32 + 0.5 - cx).powi(2) + (py as f32 + 0.5 - cy).powi(2)).sqrt();
                self.blend_px(px, py, c, width / 2.0 + 0.5 - (d - r).abs());
            }
        }
    }

    /// Text centred on (cx, cy), `px` high, in `font`; returns its width.
    fn text_centered(
        &mut self,
        font: &FontRef<'_>,
        s: &str,
        px: f32,
        cx: f32,
        cy: f32,
        c: Rgba,
    ) -> f32
    where
        Self: Sized,
    {
        draw_text(self, font, s, px, cx, cy, c)
    }
}

/// Coverage (0–1) in five steps: an anti-aliased edge keeps its smoothness (at a square of 58
/// px no one sees a difference, even enlarged four times) and draws on a sixth of the colours,
/// which a PNG writes in about three quarters of the bytes.
#[inline]
fn edge(coverage: f32) -> f32 {
    const STEPS: f32 = 5.0;
    (coverage.clamp(0.0, 1.0) * STEPS).round() / STEPS
}

/// Colours are snapped to 5 bits a channel as they are drawn into an [`RgbImage`]: invisible,
/// a third smaller once deflated, and each colour a 15-bit key into the palette table.
pub(crate) const SNAP: u8 = 0xF8;

/// An RGB image: what a request composes into and what is encoded.
#[derive(Clone)]
pub struct RgbImage {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

impl Surface for RgbImage {
    #[inline]
    fn blend_px(&mut self, x: i32, y: i32, c: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return;
        }
        let a = ((c[3] as f32) * edge(coverage)) as u32;
        if a == 0 {
            return;
        }
        let i = ((y as u32 * self.width + x as u32) * 3) as usize;
        for (d, &s) in self.data[i..i + 3].iter_mut().zip(&c[..3]) {
            *d = ((s as u32 * a + *d as u32 * (255 - a) + 127) / 255) as u8 & SNAP;
        }
    }

    /// [`Surface::fill_rect`], the same pixels: a square highlight lies over a square of one
    /// colour, so a pixel like the one before it at the same coverage takes its result.
    fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgba) {
        let (x0, y0) = ((x.floor() as i32).max(0), (y.floor() as i32).max(0));
        let x1 = ((x + w).ceil() as i32).min(self.width as i32);
        let y1 = ((y + h).ceil() as i32).min(self.height as i32);
        for py in y0..y1 {
            let cy = (((py + 1) as f32).min(y + h) - (py as f32).max(y)).clamp(0.0, 1.0);
            let mut last: Option<([u8; 3], u32, [u8; 3])> = None;
            let alpha = |px: i32| {
                let cx = (((px + 1) as f32).min(x + w) - (px as f32).max(x)).clamp(0.0, 1.0);
                ((c[3] as f32) * edge(cx * cy)) as u32
            };
            // Only the first and last columns can be partly covered.
            let inner = alpha((x0 + x1) / 2);
            for px in x0..x1 {
                let a = if px == x0 || px == x1 - 1 {
                    alpha(px)
                } else {
                    inner
                };
                if a == 0 {
                    continue;
                }
                let i = ((py as u32 * self.width + px as u32) * 3) as usize;
                let dst = [self.data[i], self.data[i + 1], self.data[i + 2]];
                let out = match last {
                    Some((was, at, out)) if was == dst && at == a => out,
                    _ => {
                        let mut out = dst;
                        for (d, &s) in out.iter_mut().zip(&c[..3]) {
                            *d = ((s as u32 * a + *d as u32 * (255 - a) + 127) / 255) as u8 & SNAP;
                        }
                        last = Some((dst, a, out));
                        out
                    }
                };
                self.data[i..i + 3].copy_from_slice(&out);
            }
        }
    }
}

/// A sprite as its visible pixels: runs of opaque ones, their colours already snapped, copied
/// as they are; the rest premultiplied and blended. Cheap to draw many times.
pub struct Sprite {
    pub width: u32,
    pub height: u32,
    /// Opaque runs: (x, y, length in pixels, start of their colours in `opaque_rgb`).
    opaque: Vec<(u16, u16, u16, u32)>,
    opaque_rgb: Vec<u8>,
    /// Translucent pixels: (x, y, premultiplied r, g, b, alpha).
    blended: Vec<(u16, u16, [u16; 3], u16)>,
}

impl Sprite {
    pub fn from_canvas(c: &Canvas) -> Sprite {
        let (mut opaque, mut opaque_rgb, mut blended) = (Vec::new(), Vec::new(), Vec::new());
        for y in 0..c.height {
            let mut run: Option<(u16, u16, u16, u32)> = None;
            for x in 0..c.width {
                let i = ((y * c.width + x) * 4) as usize;
                let a = c.pixels[i + 3] as u16;
                if a == 255 {
                    let r = run.get_or_insert((x as u16, y as u16, 0, opaque_rgb.len() as u32));
                    r.2 += 1;
                    opaque_rgb.extend(c.pixels[i..i + 3].iter().map(|v| v & SNAP));
                    continue;
                }
                opaque.extend(run.take());
                if a > 0 {
                    let pm = |v: u8| (v as u16 * a + 127) / 255;
                    blended.push((
                        x as u16,
                        y as u16,
                        [pm(c.pixels[i]), pm(c.pixels[i + 1]), pm(c.pixels[i + 2])],
                        a,
                    ));
                }
            }
            opaque.extend(run);
        }
        Sprite {
            width: c.width,
            height: c.height,
            opaque,
            opaque_rgb,
            blended,
        }
    }

    /// Draws the sprite with its top left at (x, y).
    pub fn draw(&self, img: &mut RgbImage, x: i32, y: i32) {
        let (w, h) = (img.width as i32, img.height as i32);
        for &(dx, dy, len, start) in &self.opaque {
            let ty = y + dy as i32;
            if ty < 0 || ty >= h {
                continue;
            }
            // Clipped to the image's columns.
            let (tx0, tx1) = ((x + dx as i32).max(0), (x + dx as i32 + len as i32).min(w));
            if tx0 >= tx1 {
                continue;
            }
            let from = start as usize + 3 * (tx0 - x - dx as i32) as usize;
            let i = ((ty * w + tx0) * 3) as usize;
            let n = 3 * (tx1 - tx0) as usize;
            img.data[i..i + n].copy_from_slice(&self.opaque_rgb[from..from + n]);
        }
        for &(dx, dy, rgb, a) in &self.blended {
            let (tx, ty) = (x + dx as i32, y + dy as i32);
            if tx < 0 || ty < 0 || tx >= w || ty >= h {
                continue;
            }
            let i = ((ty * w + tx) * 3) as usize;
            let inv = 255 - a;
            for (d, &s) in img.data[i..i + 3].iter_mut().zip(&rgb) {
                *d = (s + (*d as u16 * inv + 127) / 255) as u8 & SNAP;
            }
        }
    }
}

/// Pixels, row by row, RGBA.
#[derive(Clone)]
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

#[inline]
fn blend(dst: &mut [u8], c: Rgba, coverage: f32) {
    let a = (c[3] as f32 / 255.0) * edge(coverage);
    if a <= 0.0 {
        return;
    }
    let da = dst[3] as f32 / 255.0;
    let out_a = a + da * (1.0 - a);
    for i in 0..3 {
        let v = (c[i] as f32 * a + dst[i] as f32 * da * (1.0 - a)) / out_a.max(1e-6);
        dst[i] = v.round().clamp(0.0, 255.0) as u8;
    }
    dst[3] = (out_a * 255.0).round() as u8;
}

impl Surface for Canvas {
    #[inline]
    fn blend_px(&mut self, x: i32, y: i32, c: Rgba, coverage: f32) {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return;
        }
        let i = ((y as u32 * self.width + x as u32) * 4) as usize;
        blend(&mut self.pixels[i..i + 4], c, coverage);
    }
}

impl Canvas {
    pub fn new(width: u32, height: u32, fill: Rgba) -> Canvas {
        let mut pixels = Vec::with_capacity((width * height * 4) as usize);
        for _ in 0..width * height {
            pixels.extend_from_slice(&fill);
        }
        Canvas {
            width,
            height,
            pixels,
        }
    }

    /// The RGB pixels (alpha dropped), snapped to 5 bits a channel.
    pub fn to_rgb(&self) -> RgbImage {
        let mut data = Vec::with_capacity((self.width * self.height * 3) as usize);
        for px in self.pixels.chunks_exact(4) {
            data.extend_from_slice(&[px[0] & SNAP, px[1] & SNAP, px[2] & SNAP]);
        }
        RgbImage {
            width: self.width,
            height: self.height,
            data,
        }
    }

    /// A line of `width` from (x0, y0) to (x1, y1), anti-aliased by distance.
    pub fn line(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, width: f32, c: Rgba) {
        let half = width / 2.0;
        let (minx, maxx) = (x0.min(x1) - half - 1.0, x0.max(x1) + half + 1.0);
        let (miny, maxy) = (y0.min(y1) - half - 1.0, y0.max(y1) + half + 1.0);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let len2 = (dx * dx + dy * dy).max(1e-6);
        for py in miny.floor() as i32..maxy.ceil() as i32 {
            for px in minx.floor() as i32..maxx.ceil() as i32 {
                let (qx, qy) = (px as f32 + 0.5, py as f32 + 0.5);
                let t = (((qx - x0) * dx + (qy - y0) * dy) / len2).clamp(0.0, 1.0);
                let (cx, cy) = (x0 + t * dx, y0 + t * dy);
                let d = ((qx - cx).powi(2) + (qy - cy).powi(2)).sqrt();
                self.blend_px(px, py, c, half + 0.5 - d);
            }
        }
    }

    /// A filled polygon, anti-aliased by 4×4 supersampling.
    pub fn polygon(&mut self, pts: &[(f32, f32)], c: Rgba) {
        let minx = pts.iter().map(|p| p.0).fold(f32::MAX, f32::min).floor() as i32;
        let maxx = pts.iter().map(|p| p.0).fold(f32::MIN, f32::max).ceil() as i32;
        let miny = pts.iter().map(|p| p.1).fold(f32::MAX, f32::min).floor() as i32;
        let maxy = pts.iter().map(|p| p.1).fold(f32::MIN, f32::max).ceil() as i32;
        let inside = |x: f32, y: f32| {
            let mut c = false;
            let mut j = pts.len() - 1;
            for i in 0..pts.len() {
                let (xi, yi) = pts[i];
                let (xj, yj) = pts[j];
                if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
                    c = !c;
                }
                j = i;
            }
            c
        };
        for py in miny..maxy {
            for px in minx..maxx {
                let mut n = 0;
                for sy in 0..4 {
                    for sx in 0..4 {
                        if inside(
                            px as f32 + (sx as f32 + 0.5) / 4.0,
                            py as f32 + (sy as f32 + 0.5) / 4.0,
                        ) {
                            n += 1;
                        }
                    }
                }
                if n > 0 {
                    self.blend_px(px, py, c, n as f32 / 16.0);
                }
            }
        }
    }

    /// Polygon outline.
    pub fn polyline_closed(&mut self, pts: &[(f32, f32)], width: f32, c: Rgba) {
        for i in 0..pts.len() {
            let (a, b) = (pts[i], pts[(i + 1) % pts.len()]);
            self.line(a.0, a.1, b.0, b.1, width, c);
        }
    }

    /// The canvas turned half a turn (Gote's Shogi pieces point the other way).
    pub fn rotated_180(&self) -> Canvas {
        let mut out = self.clone();
        let n = (self.width * self.height) as usize;
        for i in 0..n {
            out.pixels[i * 4..i * 4 + 4]
                .copy_from_slice(&self.pixels[(n - 1 - i) * 4..(n - i) * 4]);
        }
        out
    }
}

/// Encodes RGB pixels as PNG: with a palette when they hold at most 256 colours (every board
/// does: a few dozen flat colours and their anti-aliased edges), the same pixels in a third of
/// the bytes or less; in true colour otherwise (a chart may hold more).
pub fn encode_rgb(rgb: &[u8], width: u32, height: u32) -> Vec<u8> {
    let w = width as usize;
    if w == 0 || rgb.len() != 3 * w * height as usize {
        return encode_truecolor(rgb, width, height);
    }
    match palette_of(rgb, w) {
        Some((palette, scanlines)) => encode_indexed(&palette, &scanlines, width, height),
        None => encode_truecolor(rgb, width, height),
    }
}

/// The colours of `rgb`, rows of `width` pixels (at most 256 colours, in order of first use,
/// as RGB triples) and each pixel's index among them, as a PNG's scanlines: each row after its
/// filter byte (0: none; a palette image gains nothing from filters). `None` when there are
/// more colours.
fn palette_of(rgb: &[u8], width: usize) -> Option<(Vec<u8>, Vec<u8>)> {
    snapped_palette_of(rgb, width).unwrap_or_else(|| hashed_palette_of(rgb, width))
}

/// [`palette_of`] for pixels whose channels are snapped to 5 bits (every board): a colour is
/// 15 bits, looked up in a table of them. `None` at the first pixel that is not snapped.
#[allow(clippy::type_complexity)]
fn snapped_palette_of(rgb: &[u8], width: usize) -> Option<Option<(Vec<u8>, Vec<u8>)>> {
    thread_local! {
        // Index + 1 of each 15-bit colour seen; 0 for none yet. Kept between images and
        // cleared entry by entry: zeroing 64 KB per board cost more than the lookups.
        static TABLE: std::cell::RefCell<Vec<u16>> = std::cell::RefCell::new(vec![0; 1 << 15]);
    }
    TABLE.with(|table| {
        let mut table = table.borrow_mut();
        let mut palette = Vec::with_capacity(768);
        let found = index_snapped(rgb, width, &mut table, &mut palette);
        for px in palette.chunks_exact(3) {
            table[key15(u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]))] = 0;
        }
        found.map(|indices| indices.map(|indices| (palette, indices)))
    })
}

/// A snapped colour's 15-bit key.
#[inline]
fn key15(v: u32) -> usize {
    (v >> 9 & 0x7c00 | v >> 6 & 0x03e0 | v >> 3 & 0x001f) as usize
}

/// Each pixel's index as scanlines, the palette growing in `palette`: `None` at the first pixel
/// that is not snapped, `Some(None)` at the 257th colour.
fn index_snapped(
    rgb: &[u8],
    width: usize,
    table: &mut [u16],
    palette: &mut Vec<u8>,
) -> Option<Option<Vec<u8>>> {
    let n = rgb.len() / 3;
    // Pixel i's place among the scanlines, after i / width + 1 filter bytes (all 0).
    let at = |i: usize| i + i / width + 1;
    let mut scanlines = vec![0u8; n + n / width];
    // The previous pixel and its index: a run of one colour, most of a board, is measured
    // eight bytes at a time and filled at once.
    let (mut last, mut last_index) = (u32::MAX, 0u8);
    let mut i = 0;
    while i < n {
        let px = &rgb[3 * i..3 * i + 3];
        let v = u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]);
        if v == last {
            let end = i + (same_as_pixel_before(rgb, 3 * i) / 3).max(1);
            // The run, row by row.
            while i < end {
                let row_end = end.min((i / width + 1) * width);
                scanlines[at(i)..at(i) + (row_end - i)].fill(last_index);
                i = row_end;
            }
            continue;
        }
        if v & 0x07_0707 != 0 {
            return None;
        }
        let slot = &mut table[key15(v)];
        if *slot == 0 {
            let n = palette.len() / 3;
            if n == 256 {
                return Some(None);
            }
            palette.extend_from_slice(px);
            *slot = n as u16 + 1;
        }
        last = v;
        last_index = (*slot - 1) as u8;
        scanlines[at(i)] = last_index;
        i += 1;
    }
    Some(Some(scanlines))
}

/// How many bytes from `at` (at least 3) repeat the bytes three before them, to the end.
#[inline]
fn same_as_pixel_before(rgb: &[u8], at: usize) -> usize {
    crate::deflate::common_prefix(&rgb[at..], &rgb[at - 3..rgb.len() - 3])
}

/// [`palette_of`] for any pixels.
fn hashed_palette_of(rgb: &[u8], width: usize) -> Option<(Vec<u8>, Vec<u8>)> {
    // Open addressing over 1,024 slots (a quarter full at most); runs of one colour, most of a
    // board, skip the table.
    const EMPTY: u32 = u32::MAX;
    let mut keys = [EMPTY; 1024];
    let mut slots = [0u8; 1024];
    let mut palette = Vec::with_capacity(768);
    let mut scanlines = Vec::with_capacity(rgb.len() / 3 + rgb.len() / 3 / width);
    let (mut last, mut last_index) = (EMPTY, 0u8);
    for (i, px) in rgb.chunks_exact(3).enumerate() {
        if i % width == 0 {
            scanlines.push(0);
        }
        let key = u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]);
        if key != last {
            let mut h = (key.wrapping_mul(0x9E37_79B1) >> 22) as usize;
            last_index = loop {
                if keys[h] == key {
                    break slots[h];
                }
                if keys[h] == EMPTY {
                    let n = palette.len() / 3;
                    let index = u8::try_from(n).ok()?;
                    keys[h] = key;
                    slots[h] = index;
                    palette.extend_from_slice(px);
                    break index;
                }
                h = (h + 1) & 1023;
            };
            last = key;
        }
        scanlines.push(last_index);
    }
    Some((palette, scanlines))
}

/// An indexed-colour PNG from its scanlines: one byte a pixel, rows unfiltered (on palette indices filters made
/// these boards larger), compressed by [`crate::deflate`], which on boards is as small as zlib
/// level 3 in a third of its time. The chunks are written here.
fn encode_indexed(palette: &[u8], scanlines: &[u8], width: u32, height: u32) -> Vec<u8> {
    let w = width as usize;
    if w == 0 || scanlines.len() != (w + 1) * height as usize {
        return Vec::new();
    }
    let zlib = crate::deflate::zlib(scanlines, w + 1);
    let mut out = Vec::with_capacity(zlib.len() + palette.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, no filter method beyond the standard
    // one, no interlace.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"PLTE", palette);
    chunk(&mut out, b"IDAT", &zlib);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// A PNG chunk: its length, type, data and the CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// Encodes RGB pixels as a true-colour PNG: the encoder boards had before palettes, kept for
/// images of more than 256 colours and for the benchmark's comparison.
///
/// zlib level 1 with adaptive filters: on these boards fdeflate's fastest mode is three times
/// larger (about 176 KB for Xiangqi), level 2 twice as slow for little gain.
pub fn encode_truecolor(rgb: &[u8], width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, width, height);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_deflate_compression(png::DeflateCompression::Level(1));
        enc.set_filter(png::Filter::Adaptive);
        // Writing into a Vec cannot fail for well-formed sizes; an empty image is the fallback.
        let Ok(mut w) = enc.write_header() else {
            return Vec::new();
        };
        if w.write_image_data(rgb).is_err() {
            return Vec::new();
        }
    }
    out
}

/// Text centred on (cx, cy), `px` high, in `font`; returns its width.
fn draw_text<S: Surface>(
    surface: &mut S,
    font: &FontRef<'_>,
    s: &str,
    px: f32,
    cx: f32,
    cy: f32,
    c: Rgba,
) -> f32 {
    let scaled = font.as_scaled(PxScale::from(px));
    // Lay out on one line, then centre the ink box.
    let mut x = 0.0;
    let mut glyphs = Vec::new();
    let mut prev = None;
    for ch in s.chars() {
        let id = font.glyph_id(ch);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        glyphs.push((id, x.round() as i32));
        x += scaled.h_advance(id);
        prev = Some(id);
    }
    let drawn: Vec<_> = glyphs
        .iter()
        .filter_map(|&(id, gx)| glyph_coverage(font, id, px).map(|g| (g, gx, 0)))
        .collect();
    blit_centred(surface, &drawn, cx, cy, c)
}

/// Glyphs placed on a line (each with its pen position, x and y), drawn with their ink box
/// centred on (cx, cy); returns the ink's width.
fn blit_centred<S: Surface>(
    surface: &mut S,
    drawn: &[(Arc<GlyphCoverage>, i32, i32)],
    cx: f32,
    cy: f32,
    c: Rgba,
) -> f32 {
    if drawn.is_empty() {
        return 0.0;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for (g, gx, gy) in drawn {
        x0 = x0.min(g.x + gx);
        y0 = y0.min(g.y + gy);
        x1 = x1.max(g.x + gx + g.width as i32);
        y1 = y1.max(g.y + gy + g.height as i32);
    }
    let (ox, oy) = (cx - (x0 + x1) as f32 / 2.0, cy - (y0 + y1) as f32 / 2.0);
    for (g, gx, gy) in drawn {
        let (left, top) = (
            ((g.x + gx) as f32 + ox).round() as i32,
            ((g.y + gy) as f32 + oy).round() as i32,
        );
        for (i, &cov) in g.coverage.iter().enumerate() {
            if cov > 0.0 {
                let (dx, dy) = (i as u32 % g.width, i as u32 / g.width);
                surface.blend_px(left + dx as i32, top + dy as i32, c, cov);
            }
        }
    }
    (x1 - x0) as f32
}

/// Text shaped through the font chain ([`crate::text`]), centred on (cx, cy), `px` high;
/// returns its ink width.
pub(crate) fn draw_shaped<S: Surface>(
    surface: &mut S,
    s: &str,
    px: f32,
    cx: f32,
    cy: f32,
    c: Rgba,
) -> f32 {
    let (placed, _) = crate::text::shape_line(s, px);
    let chain = crate::text::chain();
    let drawn: Vec<_> = placed
        .iter()
        .filter_map(|p| {
            glyph_coverage(&chain[p.font].glyphs, p.id, p.px)
                .map(|g| (g, p.x.round() as i32, p.y.round() as i32))
        })
        .collect();
    blit_centred(surface, &drawn, cx, cy, c)
}

/// A glyph rasterized at the origin: its pixel box and coverage, row by row.
struct GlyphCoverage {
    x: i32,
    y: i32,
    width: u32,
    height: u32,
    coverage: Vec<f32>,
}

/// The glyph `id` of `font` at `px`, rasterized once per process. Glyphs are laid out at whole
/// pixels, where a glyph's coverage does not depend on where it stands; `None` for one with
/// no outline (a space).
fn glyph_coverage(font: &FontRef<'_>, id: GlyphId, px: f32) -> Option<Arc<GlyphCoverage>> {
    type Key = (usize, u16, u32);
    static CACHE: OnceLock<Mutex<HashMap<Key, Option<Arc<GlyphCoverage>>>>> = OnceLock::new();
    // The font's bytes are static: their address names the font.
    let key = (font.font_data().as_ptr() as usize, id.0, px.to_bits());
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(g) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return g.clone();
    }
    let built = font
        .outline_glyph(id.with_scale_and_position(PxScale::from(px), ab_glyph::point(0.0, 0.0)))
        .map(|o| {
            let b = o.px_bounds();
            let (width, height) = (b.width() as u32, b.height() as u32);
            let mut coverage = vec![0.0; (width * height) as usize];
            o.draw(|gx, gy, cov| {
                if gx < width && gy < height {
                    coverage[(gy * width + gx) as usize] = cov;
                }
            });
            Arc::new(GlyphCoverage {
                x: b.min.x as i32,
                y: b.min.y as i32,
                width,
                height,
                coverage,
            })
        });
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, built.clone());
    built
}
