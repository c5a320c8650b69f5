//! Text as its readers expect it: each line put in visual order by the Unicode bidirectional
//! algorithm (Arabic and Persian run right to left), each run set in the first font of the
//! chain that has its characters, and shaped by rustybuzz (HarfBuzz's shaping in Rust), so
//! that Arabic letters join, Thai, Khmer, Myanmar and Devanagari marks stack and reorder, and
//! conjuncts form. Glyphs are then drawn by ab_glyph from the same fonts.
//!
//! The chain: DejaVu Sans Bold (Latin, Vietnamese, Greek, Cyrillic), then Noto Sans Arabic,
//! Thai, Khmer, Myanmar, Devanagari, Mongolian, Ethiopic and a CJK subset (Chinese, Japanese,
//! Korean: every character of the catalogues and the common characters of names). The Noto
//! fonts are under the SIL Open Font License (`fonts/OFL-Noto.txt`).

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, GlyphId, ScaleFont};
use unicode_bidi::BidiInfo;

/// One font of the chain, for both the shaper and the rasterizer.
pub(crate) struct ChainFont {
    /// Its name, for tests and messages.
    pub name: &'static str,
    pub shaper: rustybuzz::Face<'static>,
    pub glyphs: FontRef<'static>,
}

/// The fonts text is set in, in the order a character is looked for.
pub(crate) fn chain() -> &'static [ChainFont] {
    static CHAIN: OnceLock<Vec<ChainFont>> = OnceLock::new();
    CHAIN.get_or_init(|| {
        let fonts: [(&'static str, &'static [u8]); 9] = [
            ("DejaVu Sans Bold", dejavu::sans::bold()),
            (
                "Noto Sans Arabic Bold",
                include_bytes!("../fonts/NotoSansArabic-Bold.ttf"),
            ),
            (
                "Noto Sans Thai Bold",
                include_bytes!("../fonts/NotoSansThai-Bold.ttf"),
            ),
            (
                "Noto Sans Khmer Bold",
                include_bytes!("../fonts/NotoSansKhmer-Bold.ttf"),
            ),
            (
                "Noto Sans Myanmar Bold",
                include_bytes!("../fonts/NotoSansMyanmar-Bold.ttf"),
            ),
            (
                "Noto Sans Devanagari Bold",
                include_bytes!("../fonts/NotoSansDevanagari-Bold.ttf"),
            ),
            (
                "Noto Sans Mongolian",
                include_bytes!("../fonts/NotoSansMongolian-Regular.ttf"),
            ),
            (
                "Noto Sans Ethiopic Bold",
                include_bytes!("../fonts/NotoSansEthiopic-Bold.ttf"),
            ),
            (
                "Noto Sans CJK Bold (subset)",
                include_bytes!("../fonts/NotoSansCJK-Bold-subset.otf"),
            ),
        ];
        fonts
            .into_iter()
            .map(|(name, bytes)| ChainFont {
                name,
                shaper: rustybuzz::Face::from_slice(bytes, 0).expect("an embedded font"),
                glyphs: FontRef::try_from_slice(bytes).expect("an embedded font"),
            })
            .collect()
    })
}

/// Characters that take the font of the text around them rather than their own: spaces,
/// joiners, marks and selectors.
fn follows_neighbours(c: char) -> bool {
    c.is_whitespace()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{FE00}'..='\u{FE0F}' | '\u{0300}'..='\u{036F}')
        || c.is_ascii_punctuation()
}

/// The font of the chain that draws `c`, if any does.
pub(crate) fn font_for(c: char) -> Option<usize> {
    chain()
        .iter()
        .position(|f| f.shaper.glyph_index(c).is_some())
}

/// A glyph placed on a line: its font, its id, where its origin is (pixels, the baseline at
/// y = 0).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Placed {
    pub font: usize,
    pub id: GlyphId,
    pub x: f32,
    pub y: f32,
    /// The size its font is drawn at (see [`size_in`]).
    pub px: f32,
}

/// The pixel size (ab_glyph's, which counts the font's whole height) at which `font` sets
/// its em as large as the chain's first font does at `px`: a font for a script with tall
/// marks (Myanmar, Mongolian) would otherwise come out small.
fn size_in(font: usize, px: f32) -> f32 {
    let em_share = |f: &FontRef<'_>| f.height_unscaled() / f.units_per_em().unwrap_or(1000.0);
    let chain = chain();
    px * em_share(&chain[font].glyphs) / em_share(&chain[0].glyphs)
}

/// Whether `text` reads right to left (its first strong letter is Arabic, Hebrew, …).
pub(crate) fn is_rtl(text: &str) -> bool {
    let bidi = BidiInfo::new(text, None);
    bidi.paragraphs.first().is_some_and(|p| p.level.is_rtl())
}

/// `text` set on one line at `px`: its glyphs in visual order, and its advance width.
pub(crate) fn shape_line(text: &str, px: f32) -> (Vec<Placed>, f32) {
    let mut placed = Vec::new();
    let mut x = 0.0;
    if text.is_empty() {
        return (placed, x);
    }
    let bidi = BidiInfo::new(text, None);
    for para in &bidi.paragraphs {
        let line = para.range.clone();
        let (levels, runs) = bidi.visual_runs(para, line);
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut pieces = font_runs(&text[run.clone()]);
            if rtl {
                // Right to left: the run's last piece stands leftmost.
                pieces.reverse();
            }
            for (font, piece) in pieces {
                x = shape_piece(piece, font, rtl, px, x, &mut placed);
            }
        }
    }
    (placed, x)
}

/// `text` cut where its characters change font (spaces, marks and punctuation stay with
/// their neighbours), each piece with its font.
fn font_runs(text: &str) -> Vec<(usize, &str)> {
    let mut out: Vec<(usize, &str)> = Vec::new();
    let mut start = 0;
    let mut current: Option<usize> = None;
    for (i, c) in text.char_indices() {
        let keeps = follows_neighbours(c)
            && current.is_some_and(|f| chain()[f].shaper.glyph_index(c).is_some());
        if keeps {
            continue;
        }
        let font = font_for(c).unwrap_or(0);
        match current {
            Some(f) if f == font => {}
            Some(f) => {
                out.push((f, &text[start..i]));
                start = i;
                current = Some(font);
            }
            None => current = Some(font),
        }
    }
    out.push((current.unwrap_or(0), &text[start..]));
    out
}

/// Shapes `piece` in `font` and places its glyphs from `x`; returns where the next begins.
fn shape_piece(
    piece: &str,
    font: usize,
    rtl: bool,
    px: f32,
    mut x: f32,
    out: &mut Vec<Placed>,
) -> f32 {
    let f = &chain()[font];
    let mut buffer = rustybuzz::UnicodeBuffer::new();
    buffer.push_str(piece);
    buffer.guess_segment_properties();
    buffer.set_direction(if rtl {
        rustybuzz::Direction::RightToLeft
    } else {
        rustybuzz::Direction::LeftToRight
    });
    let shaped = rustybuzz::shape(&f.shaper, &[], buffer);
    let px = size_in(font, px);
    let scale = f.glyphs.as_scaled(px).h_scale_factor();
    for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
        out.push(Placed {
            font,
            id: GlyphId(info.glyph_id as u16),
            x: x + pos.x_offset as f32 * scale,
            y: -(pos.y_offset as f32) * scale,
            px,
        });
        x += pos.x_advance as f32 * scale;
    }
    x
}

/// How wide `text` is set at `px`.
pub(crate) fn width(text: &str, px: f32) -> f32 {
    shape_line(text, px).1
}

/// The name of the font of the chain that draws `c`.
pub fn font_name(c: char) -> Option<&'static str> {
    font_for(c).map(|i| chain()[i].name)
}

/// The characters of `text` no font of the chain draws.
pub fn missing_glyphs(text: &str) -> Vec<char> {
    let mut out: Vec<char> = text
        .chars()
        .filter(|&c| {
            !c.is_control() && !matches!(c, '\u{200B}'..='\u{200F}' | '\u{FE00}'..='\u{FE0F}')
        })
        .filter(|&c| font_for(c).is_none())
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In a line that reads right to left, a number that comes first stands rightmost.
    #[test]
    fn a_right_to_left_line_puts_its_first_word_on_the_right() {
        crate::fonts();
        let (placed, _) = shape_line("3 مربعات", 14.0);
        let digit = chain()[0].glyphs.glyph_id('3');
        let three = placed
            .iter()
            .find(|p| p.font == 0 && p.id == digit)
            .expect("3");
        let rightmost = placed.iter().map(|p| p.x).fold(f32::MIN, f32::max);
        assert!(is_rtl("3 مربعات"));
        assert!(
            three.x >= rightmost - 0.01,
            "3 at {} of {rightmost}",
            three.x
        );
    }
}
