//! A game as a moving picture (an animated GIF), as lichess's lila-gif makes them: a frame a
//! position, drawn exactly as the boards are (same sprites, orientation, piece set, caption),
//! the last move marked, the final position held longer.
//!
//! Sizes stay small the way lila-gif keeps them: one global palette when every frame's
//! colours fit in 256 (boards are drawn in a few dozen flat colours and their anti-aliased
//! edges, snapped to 15 bits); each frame after the first carries only the rectangle that
//! changed, and inside it the pixels that did not change are transparent, so the LZW
//! compression sees long runs. A frame whose colours the global palette lacks carries its
//! own. No colour is ever approximated: the last frame is the final board's PNG, pixel for
//! pixel.

use std::collections::HashMap;

use tabiya_engine::view::BoardView;

use crate::{paint, Options};

/// Hundredths of a second each position is shown.
const MOVE_DELAY: u16 = 80;
/// The start, shown a little longer.
const FIRST_DELAY: u16 = 120;
/// The final position, held.
const LAST_DELAY: u16 = 400;

/// An animated replay.
pub struct Replay {
    /// The GIF.
    pub gif: Vec<u8>,
    /// How many frames it has (one a position).
    pub frames: usize,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

/// The positions `views` (the start first, each after one more move, with that move marked)
/// as an animated GIF. All views must be of one game (one board size); `opts` as for
/// [`crate::render`], its caption on every frame.
pub fn replay(views: &[BoardView], opts: &Options) -> Replay {
    let images: Vec<_> = views.iter().map(|v| paint(v, opts).0).collect();
    let (width, height) = images
        .first()
        .map_or((1, 1), |c| (c.width.max(1), c.height.max(1)));
    // The global palette: every colour of every frame, if they fit.
    let mut global: HashMap<[u8; 3], u8> = HashMap::new();
    let mut fits = true;
    'frames: for img in &images {
        // Runs of one colour (most of a board) are looked up once.
        let mut last = None;
        for px in img.data.chunks_exact(3) {
            let c = [px[0], px[1], px[2]];
            if last == Some(c) {
                continue;
            }
            last = Some(c);
            if !global.contains_key(&c) {
                // One index is kept for transparency.
                if global.len() == 255 {
                    fits = false;
                    break 'frames;
                }
                let n = global.len() as u8;
                global.insert(c, n);
            }
        }
    }
    if !fits {
        global.clear();
    }
    let mut palette_bytes = vec![0u8; 3 * (global.len() + 1)];
    for (c, &i) in &global {
        palette_bytes[3 * usize::from(i)..3 * usize::from(i) + 3].copy_from_slice(c);
    }
    let transparent = global.len() as u8;
    let mut out = Vec::new();
    {
        let mut encoder = match gif::Encoder::new(
            &mut out,
            width as u16,
            height as u16,
            if fits { &palette_bytes } else { &[] },
        ) {
            Ok(e) => e,
            Err(_) => return empty(),
        };
        let _ = encoder.set_repeat(gif::Repeat::Infinite);
        let mut previous: Option<&crate::canvas::RgbImage> = None;
        for (n, img) in images.iter().enumerate() {
            let delay = if n + 1 == images.len() {
                LAST_DELAY
            } else if n == 0 {
                FIRST_DELAY
            } else {
                MOVE_DELAY
            };
            let frame = frame_of(img, previous, fits.then_some((&global, transparent)), delay);
            if encoder.write_frame(&frame).is_err() {
                return empty();
            }
            previous = Some(img);
        }
    }
    Replay {
        gif: out,
        frames: images.len(),
        width,
        height,
    }
}

fn empty() -> Replay {
    Replay {
        gif: Vec::new(),
        frames: 0,
        width: 0,
        height: 0,
    }
}

/// `img` as a frame after `previous`: the rectangle that changed, the unchanged pixels in it
/// transparent; indices into `global` (with its transparent index) when given, else a
/// palette of its own.
fn frame_of(
    img: &crate::canvas::RgbImage,
    previous: Option<&crate::canvas::RgbImage>,
    global: Option<(&HashMap<[u8; 3], u8>, u8)>,
    delay: u16,
) -> gif::Frame<'static> {
    let (w, h) = (img.width as usize, img.height as usize);
    let row = |y: usize| 3 * y * w..3 * (y + 1) * w;
    // The changed rectangle (the whole image for the first frame; one pixel if nothing
    // changed, as a frame must have one): unchanged rows are skipped whole.
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    match previous {
        None => (x0, y0, x1, y1) = (0, 0, w, h),
        Some(p) => {
            for y in 0..h {
                let (a, b) = (&img.data[row(y)], &p.data[row(y)]);
                if a == b {
                    continue;
                }
                let first = (0..w).find(|&x| a[3 * x..3 * x + 3] != b[3 * x..3 * x + 3]);
                let last = (0..w)
                    .rev()
                    .find(|&x| a[3 * x..3 * x + 3] != b[3 * x..3 * x + 3]);
                if let (Some(f), Some(l)) = (first, last) {
                    x0 = x0.min(f);
                    x1 = x1.max(l + 1);
                    y0 = y0.min(y);
                    y1 = y1.max(y + 1);
                }
            }
        }
    }
    if x0 >= x1 {
        (x0, y0, x1, y1) = (0, 0, 1, 1);
    }
    let same =
        |i: usize| previous.is_some_and(|p| p.data[3 * i..3 * i + 3] == img.data[3 * i..3 * i + 3]);
    let mut local: HashMap<[u8; 3], u8> = HashMap::new();
    let mut indices = Vec::with_capacity((x1 - x0) * (y1 - y0));
    let mut own_transparent = None;
    // The previous pixel's colour and index: runs are looked up once.
    let mut last: Option<([u8; 3], u8)> = None;
    for y in y0..y1 {
        for x in x0..x1 {
            let i = y * w + x;
            let c = [img.data[3 * i], img.data[3 * i + 1], img.data[3 * i + 2]];
            let index = match global {
                Some((_, clear)) if same(i) => clear,
                None if same(i) && local.len() < 255 => *own_transparent.get_or_insert(255),
                _ => match last {
                    Some((lc, li)) if lc == c => li,
                    _ => {
                        let li = match global {
                            Some((palette, _)) => palette.get(&c).copied().unwrap_or(0),
                            None => {
                                // A frame of more than 255 colours (never a board, whose
                                // colours are snapped to a few dozen) would lose the rest.
                                let n = local.len();
                                *local.entry(c).or_insert(n.min(254) as u8)
                            }
                        };
                        last = Some((c, li));
                        li
                    }
                },
            };
            indices.push(index);
        }
    }
    let mut frame = gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0) as u16,
        height: (y1 - y0) as u16,
        buffer: std::borrow::Cow::Owned(indices),
        delay,
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    };
    match global {
        Some((_, clear)) => frame.transparent = previous.map(|_| clear),
        None => {
            let mut palette = vec![0u8; 3 * 256];
            for (c, &i) in &local {
                palette[3 * usize::from(i)..3 * usize::from(i) + 3].copy_from_slice(c);
            }
            frame.palette = Some(palette);
            frame.transparent = own_transparent;
        }
    }
    frame
}
