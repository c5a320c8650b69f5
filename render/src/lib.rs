//! Board images for Tabiya: a PNG and alt text from the engine's plain [`BoardView`].
//!
//! ```
//! use tabiya_engine::{view::BoardView, Position, Variant};
//! use tabiya_render::{render, Options};
//! let pos = Position::new(Variant::historical("xiangqi", &[]).unwrap());
//! let image = render(&BoardView::new(&pos, None), &Options::default());
//! assert!(image.png.starts_with(b"\x89PNG"));
//! assert!(image.alt.starts_with("Xiangqi. Red to move."));
//! ```
//!
//! After lichess's lila-gif, each (game, piece set, size, orientation) has a sheet drawn once —
//! the board with its lines, markings and coordinates, and every piece sprite — and a request
//! only copies sprites and draws its highlights and caption. Fonts are embedded: DejaVu Sans
//! (Latin letters, chess figurines) and a subset of Noto Sans CJK Bold (`fonts/`, OFL) with
//! only the characters the pieces and coordinates use. No I/O, no chat.

#![deny(missing_docs)]

pub mod book;
mod canvas;
pub mod charts;
mod deflate;
pub mod gallery;
mod pieces;
pub mod race;
pub mod replay;
pub mod text;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::FontRef;
use tabiya_engine::view::{BoardStyle, BoardView};
use tabiya_engine::{Color, VariantId};
use unicode_segmentation::UnicodeSegmentation;

pub use canvas::{encode_rgb, encode_truecolor};
use canvas::{Canvas, RgbImage, Rgba, Sprite, Surface};
pub use pieces::PieceSet;

/// How to draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Traditional characters or international letters and pictograms.
    pub set: PieceSet,
    /// Draw the board from the second player's side.
    pub flip: bool,
    /// The size of a square (or of the space between lines), in pixels.
    pub square: u32,
    /// A caption line above the board (game, players, whose move, clock).
    pub caption: Option<String>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            set: PieceSet::Traditional,
            flip: false,
            square: 58,
            caption: None,
        }
    }
}

/// A rendered board.
#[derive(Debug, Clone)]
pub struct Rendered {
    /// The PNG.
    pub png: Vec<u8>,
    /// The position in words, for screen readers.
    pub alt: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

pub(crate) struct Fonts {
    pub latin: FontRef<'static>,
    pub cjk: FontRef<'static>,
}

pub(crate) fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| Fonts {
        latin: FontRef::try_from_slice(dejavu::sans::bold()).expect("embedded DejaVu Sans Bold"),
        cjk: FontRef::try_from_slice(include_bytes!("../fonts/NotoSansCJK-Bold-subset.otf"))
            .expect("embedded Noto Sans CJK subset"),
    })
}

const BOARD: Rgba = [0xE9, 0xC9, 0x8B, 0xFF];
const FRAME: Rgba = [0xF4, 0xEC, 0xDC, 0xFF];
const LINE: Rgba = [0x4A, 0x32, 0x1C, 0xFF];
const MARK: Rgba = [0x4A, 0x32, 0x1C, 0x50];
const TEXT: Rgba = [0x2A, 0x22, 0x18, 0xFF];
const LAST_MOVE: Rgba = [0x2E, 0x8B, 0xF0, 0x66];
const CHECK: Rgba = [0xE0, 0x20, 0x20, 0xA0];
/// The piece whose moves are shown, and the squares it reaches.
const SELECTED: Rgba = [0xF0, 0xC0, 0x20, 0x80];
const TARGET: Rgba = [0x10, 0x70, 0x30, 0xB0];
const CAPTURE: Rgba = [0xD0, 0x20, 0x20, 0xD0];

/// Pixel geometry of one image.
#[derive(Clone, Copy)]
struct Layout {
    s: f32,
    margin: f32,
    caption: f32,
    hand: f32,
    board_x: f32,
    board_y: f32,
    width: u32,
    height: u32,
}

/// The caption as drawn: its lines, their size in pixels, and the height they take.
struct Caption {
    lines: Vec<String>,
    px: f32,
    line_height: f32,
    height: f32,
}

/// Fits `text` into `width` pixels for squares of `s`: at its full size on one line if it
/// fits; shrunk up to a fifth if that is enough; otherwise wrapped (between the parts a `—`
/// joins, then between words, then inside a word too long for a line) at a slightly smaller
/// size. Nothing is ever cut off.
fn fit_caption(text: &str, s: f32, width: f32) -> Caption {
    let full = s * 0.36;
    let avail = (width - s * 0.5).max(s);
    let one_line = |px: f32| Caption {
        lines: vec![text.to_owned()],
        px,
        line_height: s * 0.6,
        height: (s * 0.6).round(),
    };
    let w = text::width(text, full);
    if w <= avail {
        return one_line(full);
    }
    if w * 0.8 <= avail {
        return one_line(full * avail / w);
    }
    let px = full * 0.85;
    let fits = |t: &str| text::width(t, px) <= avail;
    let mut lines: Vec<String> = Vec::new();
    // Greedy: each piece joins the line if the line still fits, else starts a new one.
    let push = |piece: &str, joiner: &str, lines: &mut Vec<String>| match lines.last_mut() {
        Some(last) if !last.is_empty() && fits(&format!("{last}{joiner}{piece}")) => {
            last.push_str(joiner);
            last.push_str(piece);
        }
        _ => lines.push(piece.to_owned()),
    };
    for (i, part) in text.split(" — ").enumerate() {
        let joiner = if i == 0 { "" } else { " — " };
        if fits(part) {
            push(part, joiner, &mut lines);
            continue;
        }
        for (j, word) in part.split(' ').enumerate() {
            let joiner = if j == 0 { joiner } else { " " };
            if fits(word) {
                push(word, joiner, &mut lines);
                continue;
            }
            // A word no line holds (a long name, or a script written without spaces):
            // broken where it must be, between whole characters as readers see them (a
            // Thai vowel stays on its consonant).
            let mut chunk = String::new();
            for ch in word.graphemes(true) {
                chunk.push_str(ch);
                if !fits(&chunk) {
                    chunk.truncate(chunk.len() - ch.len());
                    if !chunk.is_empty() {
                        push(&chunk, joiner, &mut lines);
                    }
                    chunk = ch.to_owned();
                    lines.push(String::new());
                }
            }
            if !chunk.is_empty() {
                push(&chunk, joiner, &mut lines);
            }
        }
    }
    lines.retain(|l| !l.is_empty());
    let line_height = (px * 1.4).round();
    Caption {
        height: (line_height * lines.len() as f32 + s * 0.2).round(),
        lines,
        px,
        line_height,
    }
}

/// The image's geometry, and its caption fitted to its width (measured once: the caption's
/// height decides where the board stands, and its lines are drawn as fitted).
fn layout(view: &BoardView, opts: &Options) -> (Layout, Option<Caption>) {
    let s = opts.square.clamp(16, 160) as f32;
    let margin = (s * 0.5).round();
    let fitted = opts
        .caption
        .as_deref()
        .map(|t| fit_caption(t, s, s * view.files as f32 + 2.0 * margin));
    let caption = fitted.as_ref().map_or(0.0, |c| c.height);
    // A full square for each hand, so a sprite fits.
    let hand = if view.has_hands { s } else { 0.0 };
    let board_w = s * view.files as f32;
    let board_h = s * view.ranks as f32;
    let layout = Layout {
        s,
        margin,
        caption,
        hand,
        board_x: margin,
        board_y: caption + hand + margin,
        width: (board_w + 2.0 * margin) as u32,
        height: (caption + 2.0 * hand + board_h + 2.0 * margin) as u32,
    };
    (layout, fitted)
}

/// The centre of (file, rank) in pixels, seen from `flip`'s side.
fn center(view: &BoardView, l: &Layout, flip: bool, file: u8, rank: u8) -> (f32, f32) {
    let (col, row) = if flip {
        (view.files - 1 - file, rank)
    } else {
        (file, view.ranks - 1 - rank)
    };
    (
        l.board_x + (col as f32 + 0.5) * l.s,
        l.board_y + (row as f32 + 0.5) * l.s,
    )
}

/// What is drawn once per (game, set, size, orientation, hands, caption).
struct Sheet {
    background: RgbImage,
    sprites: HashMap<(tabiya_engine::Role, Color), Sprite>,
}

type SheetKey = (VariantId, u8, u8, PieceSet, u32, bool, bool, u32);

fn sheet(view: &BoardView, opts: &Options, l: &Layout) -> Arc<Sheet> {
    static SHEETS: OnceLock<Mutex<HashMap<SheetKey, Arc<Sheet>>>> = OnceLock::new();
    let key = (
        view.id,
        view.files,
        view.ranks,
        opts.set,
        opts.square,
        opts.flip,
        view.has_hands,
        // The caption's height (its lines): the board stands below it.
        l.caption as u32,
    );
    let cache = SHEETS.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(s) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Arc::clone(s);
    }
    let built = Arc::new(Sheet {
        background: background(view, opts, l).to_rgb(),
        sprites: pieces::sprites(view, opts.set, l.s)
            .iter()
            .map(|(k, c)| (*k, Sprite::from_canvas(c)))
            .collect(),
    });
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, Arc::clone(&built));
    built
}

fn background(view: &BoardView, opts: &Options, l: &Layout) -> Canvas {
    let f = fonts();
    let mut c = Canvas::new(l.width, l.height, FRAME);
    let (bw, bh) = (l.s * view.files as f32, l.s * view.ranks as f32);
    c.fill_rect(l.board_x, l.board_y, bw, bh, BOARD);
    let lw = (l.s / 30.0).max(1.0);
    let flip = opts.flip;
    match view.style {
        BoardStyle::Squares => {
            for i in 0..=view.files {
                let x = l.board_x + i as f32 * l.s;
                c.line(x, l.board_y, x, l.board_y + bh, lw, LINE);
            }
            for j in 0..=view.ranks {
                let y = l.board_y + j as f32 * l.s;
                c.line(l.board_x, y, l.board_x + bw, y, lw, LINE);
            }
            if view.diagonals {
                c.line(
                    l.board_x,
                    l.board_y,
                    l.board_x + bw,
                    l.board_y + bh,
                    lw,
                    LINE,
                );
                c.line(
                    l.board_x + bw,
                    l.board_y,
                    l.board_x,
                    l.board_y + bh,
                    lw,
                    LINE,
                );
            }
            for &(file, rank) in &view.promotion_squares {
                let (x, y) = center(view, l, flip, file, rank);
                c.disc(x, y, l.s * 0.07, MARK);
            }
            if let Some(depth) = view.zone_depth {
                // Dots at the zone corners, as Shogi boards mark them.
                for row in [depth, view.ranks - depth] {
                    for col in [view.files as f32 / 3.0, view.files as f32 * 2.0 / 3.0] {
                        let x = l.board_x + (col.round()) * l.s;
                        let y = l.board_y + row as f32 * l.s;
                        c.disc(x, y, l.s * 0.06, LINE);
                    }
                }
            }
        }
        BoardStyle::Intersections => {
            let (x0, y0) = (l.board_x + l.s / 2.0, l.board_y + l.s / 2.0);
            let (x1, y1) = (
                x0 + (view.files - 1) as f32 * l.s,
                y0 + (view.ranks - 1) as f32 * l.s,
            );
            for j in 0..view.ranks {
                let y = y0 + j as f32 * l.s;
                c.line(x0, y, x1, y, lw, LINE);
            }
            let river_top = y0 + 4.0 * l.s;
            for i in 0..view.files {
                let x = x0 + i as f32 * l.s;
                if view.river && i > 0 && i + 1 < view.files {
                    c.line(x, y0, x, river_top, lw, LINE);
                    c.line(x, river_top + l.s, x, y1, lw, LINE);
                } else {
                    c.line(x, y0, x, y1, lw, LINE);
                }
            }
            if view.palace {
                for top in [0u8, view.ranks - 3] {
                    let (ax, ay) = (x0 + 3.0 * l.s, y0 + top as f32 * l.s);
                    c.line(ax, ay, ax + 2.0 * l.s, ay + 2.0 * l.s, lw, LINE);
                    c.line(ax + 2.0 * l.s, ay, ax, ay + 2.0 * l.s, lw, LINE);
                }
            }
            if view.river {
                let y = river_top + l.s / 2.0;
                // 楚河 on Red's left, 漢界 on his right, wherever the viewer sits.
                let (left, right) = if flip {
                    ("漢 界", "楚 河")
                } else {
                    ("楚 河", "漢 界")
                };
                c.text_centered(&f.cjk, left, l.s * 0.45, x0 + 2.0 * l.s, y, MARK);
                c.text_centered(&f.cjk, right, l.s * 0.45, x1 - 2.0 * l.s, y, MARK);
            }
        }
    }
    coordinates(&mut c, view, l, flip);
    c
}

/// Coordinates in each community's convention.
fn coordinates(c: &mut Canvas, view: &BoardView, l: &Layout, flip: bool) {
    let f = fonts();
    let px = l.s * 0.3;
    let bottom = l.board_y + l.s * view.ranks as f32 + l.margin / 2.0;
    let top = l.board_y - l.margin / 2.0;
    let left = l.board_x - l.margin / 2.0;
    let right = l.board_x + l.s * view.files as f32 + l.margin / 2.0;
    for file in 0..view.files {
        let (x, _) = center(view, l, flip, file, 0);
        match view.id {
            VariantId::Xiangqi => {
                // Files 1–9 from each side's right.
                let red = (view.files - file).to_string();
                let black = (file + 1).to_string();
                let (b, t) = if flip { (black, red) } else { (red, black) };
                c.text_centered(&f.latin, &b, px, x, bottom, TEXT);
                c.text_centered(&f.latin, &t, px, x, top, TEXT);
            }
            VariantId::Janggi => {
                c.text_centered(&f.latin, &(file + 1).to_string(), px, x, bottom, TEXT);
            }
            VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
                c.text_centered(&f.latin, &(view.files - file).to_string(), px, x, top, TEXT);
            }
            _ => {
                let s = ((b'a' + file) as char).to_string();
                c.text_centered(&f.latin, &s, px, x, bottom, TEXT);
            }
        }
    }
    const KANJI: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    for rank in 0..view.ranks {
        let (_, y) = center(view, l, flip, 0, rank);
        match view.id {
            VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
                let n = (view.ranks - rank) as usize;
                c.text_centered(&f.cjk, KANJI[n.min(9)], px, right, y, TEXT);
            }
            VariantId::Janggi => {
                let n = (view.ranks - rank) % 10;
                c.text_centered(&f.latin, &n.to_string(), px, left, y, TEXT);
            }
            VariantId::Xiangqi => {}
            _ => {
                c.text_centered(&f.latin, &(rank + 1).to_string(), px, left, y, TEXT);
            }
        }
    }
}

/// Draws `view` as a PNG with alt text.
pub fn render(view: &BoardView, opts: &Options) -> Rendered {
    let (c, l) = paint(view, opts);
    Rendered {
        png: encode_rgb(&c.data, c.width, c.height),
        alt: alt_text(view),
        width: l.width,
        height: l.height,
    }
}

/// `view`'s pixels, as [`render`] encodes them.
fn paint(view: &BoardView, opts: &Options) -> (RgbImage, Layout) {
    let (l, caption) = layout(view, opts);
    let sheet = sheet(view, opts, &l);
    let mut c = sheet.background.clone();
    let flip = opts.flip;
    let f = fonts();
    // Highlights.
    if let Some((from, to)) = view.last_move {
        for (file, rank) in [from, to].into_iter().flatten() {
            let (x, y) = center(view, &l, flip, file, rank);
            match view.style {
                BoardStyle::Squares => {
                    c.fill_rect(x - l.s / 2.0, y - l.s / 2.0, l.s, l.s, LAST_MOVE)
                }
                BoardStyle::Intersections => c.disc(x, y, l.s * 0.47, LAST_MOVE),
            }
        }
    }
    if let Some((file, rank)) = view.check {
        let (x, y) = center(view, &l, flip, file, rank);
        c.disc(x, y, l.s * 0.48, CHECK);
    }
    if let Some((file, rank)) = view.selected {
        let (x, y) = center(view, &l, flip, file, rank);
        match view.style {
            BoardStyle::Squares => c.fill_rect(x - l.s / 2.0, y - l.s / 2.0, l.s, l.s, SELECTED),
            BoardStyle::Intersections => c.disc(x, y, l.s * 0.47, SELECTED),
        }
    }
    // Pieces.
    for rank in 0..view.ranks {
        for file in 0..view.files {
            if let Some(p) = view.at(file, rank) {
                if let Some(sprite) = sheet.sprites.get(&(p.role, p.color)) {
                    let (x, y) = center(view, &l, flip, file, rank);
                    sprite.draw(
                        &mut c,
                        (x - sprite.width as f32 / 2.0).round() as i32,
                        (y - sprite.height as f32 / 2.0).round() as i32,
                    );
                }
            }
        }
    }
    // Targets over the pieces: a dot where the piece moves, a ring round what it takes.
    for &((file, rank), capture) in &view.marks {
        let (x, y) = center(view, &l, flip, file, rank);
        if capture {
            c.ring(x, y, l.s * 0.44, (l.s * 0.08).max(2.0), CAPTURE);
        } else {
            c.disc(x, y, l.s * 0.15, TARGET);
        }
    }
    // Hands: the player at the bottom has his below the board.
    if view.has_hands {
        for color in Color::ALL {
            let at_bottom = (color == Color::White) != flip;
            let y = if at_bottom {
                l.board_y + l.s * view.ranks as f32 + l.margin + l.hand / 2.0
            } else {
                l.caption + l.hand / 2.0
            };
            let mut x = l.board_x + l.s * 0.5;
            let hand = &view.hands[color.index()];
            if hand.is_empty() {
                c.text_centered(&f.latin, "–", l.s * 0.35, x, y, TEXT);
            }
            for (p, n) in hand {
                if let Some(sprite) = sheet.sprites.get(&(p.role, p.color)) {
                    sprite.draw(
                        &mut c,
                        (x - sprite.width as f32 / 2.0).round() as i32,
                        (y - sprite.height as f32 / 2.0).round() as i32,
                    );
                    if *n > 1 {
                        c.text_centered(
                            &f.latin,
                            &format!("×{n}"),
                            l.s * 0.3,
                            x + l.s * 0.55,
                            y + l.s * 0.25,
                            TEXT,
                        );
                    }
                    x += l.s * 1.25;
                }
            }
        }
    }
    if let Some(caption) = caption {
        let top = (caption.height - caption.line_height * caption.lines.len() as f32) / 2.0;
        for (i, line) in caption.lines.iter().enumerate() {
            canvas::draw_shaped(
                &mut c,
                line,
                caption.px,
                l.width as f32 / 2.0,
                top + caption.line_height * (i as f32 + 0.5) + 2.0,
                TEXT,
            );
        }
    }
    (c, l)
}

/// The position in words.
pub fn alt_text(view: &BoardView) -> String {
    let sq = |file: u8, rank: u8| -> String {
        match view.id {
            VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
                format!("{}{}", view.files - file, view.ranks - rank)
            }
            _ => format!("{}{}", (b'a' + file) as char, rank + 1),
        }
    };
    let mut out = format!("{}. {} to move.", view.name, view.sides[view.turn.index()]);
    if let Some((from, to)) = view.last_move {
        match (from, to) {
            (Some(a), Some(b)) if a == b => {
                out.push_str(&format!(" Last move: in place on {}.", sq(b.0, b.1)))
            }
            (Some(a), Some(b)) => {
                let name = view.at(b.0, b.1).map_or("", |p| p.english);
                out.push_str(&format!(
                    " Last move: {name} {} to {}.",
                    sq(a.0, a.1),
                    sq(b.0, b.1)
                ));
            }
            (None, Some(b)) => {
                let name = view.at(b.0, b.1).map_or("", |p| p.english);
                out.push_str(&format!(" Last move: {name} dropped on {}.", sq(b.0, b.1)));
            }
            _ => out.push_str(" Last move: pass."),
        }
    }
    if view.check.is_some() {
        out.push_str(" Check.");
    }
    if let Some((file, rank)) = view.selected {
        let name = view.at(file, rank).map_or("piece", |p| p.english);
        let list = |capture: bool| {
            view.marks
                .iter()
                .filter(|m| m.1 == capture)
                .map(|&((f, r), _)| sq(f, r))
                .collect::<Vec<_>>()
        };
        let (moves, takes) = (list(false), list(true));
        out.push_str(&format!(" The {name} on {} ", sq(file, rank)));
        match (moves.is_empty(), takes.is_empty()) {
            (true, true) => out.push_str("cannot move."),
            (false, true) => out.push_str(&format!("moves to {}.", moves.join(", "))),
            (true, false) => out.push_str(&format!("captures on {}.", takes.join(", "))),
            (false, false) => out.push_str(&format!(
                "moves to {} and captures on {}.",
                moves.join(", "),
                takes.join(", ")
            )),
        }
    }
    for color in Color::ALL {
        let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
        for rank in 0..view.ranks {
            for file in 0..view.files {
                if let Some(p) = view.at(file, rank).filter(|p| p.color == color) {
                    match groups.iter_mut().find(|(n, _)| *n == p.english) {
                        Some((_, v)) => v.push(sq(file, rank)),
                        None => groups.push((p.english, vec![sq(file, rank)])),
                    }
                }
            }
        }
        let pieces: Vec<String> = groups
            .iter()
            .map(|(n, v)| format!("{n} {}", v.join(", ")))
            .collect();
        out.push_str(&format!(
            " {}: {}",
            view.sides[color.index()],
            pieces.join("; ")
        ));
        let hand = &view.hands[color.index()];
        if !hand.is_empty() {
            let h: Vec<String> = hand
                .iter()
                .map(|(p, n)| format!("{n} {}", p.english))
                .collect();
            out.push_str(&format!("; in hand {}", h.join(", ")));
        }
        out.push('.');
    }
    out
}
