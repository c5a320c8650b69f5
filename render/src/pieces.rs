//! Piece sprites for every game and both sets.

use std::collections::HashMap;

use tabiya_engine::view::BoardView;
use tabiya_engine::{Color, Role, VariantId};

use crate::canvas::{Canvas, Rgba, Surface};
use crate::fonts;

/// Which pieces to draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceSet {
    /// The characters Xiangqi, Janggi and Shogi players read; historical shapes for the 8×8
    /// games.
    Traditional,
    /// Latin letters and pictograms a newcomer can read.
    International,
}

impl PieceSet {
    /// Every set's word, as settings store and commands take it.
    pub const WORDS: &'static [&'static str] = &["traditional", "international"];

    /// The word that names it.
    pub fn word(self) -> &'static str {
        PieceSet::WORDS[self as usize]
    }

    /// Reads `traditional` or `international` (or `t`/`i`).
    pub fn parse(s: &str) -> Option<PieceSet> {
        match s.trim().to_ascii_lowercase().as_str() {
            "traditional" | "t" | "trad" => Some(PieceSet::Traditional),
            "international" | "i" | "intl" => Some(PieceSet::International),
            _ => None,
        }
    }
}

const IVORY: Rgba = [0xFB, 0xF6, 0xEA, 0xFF];
const INK: Rgba = [0x1E, 0x1A, 0x16, 0xFF];
const RED: Rgba = [0xC0, 0x18, 0x18, 0xFF];
const GREEN: Rgba = [0x10, 0x6A, 0x3A, 0xFF];
const WOOD: Rgba = [0xF3, 0xD9, 0x9C, 0xFF];

fn xiangqi_char(role: Role, color: Color) -> &'static str {
    let red = color == Color::White;
    match role {
        Role::King => {
            if red {
                "帥"
            } else {
                "將"
            }
        }
        Role::Advisor => {
            if red {
                "仕"
            } else {
                "士"
            }
        }
        Role::Elephant => {
            if red {
                "相"
            } else {
                "象"
            }
        }
        Role::Horse => {
            if red {
                "傌"
            } else {
                "馬"
            }
        }
        Role::Chariot => {
            if red {
                "俥"
            } else {
                "車"
            }
        }
        Role::Cannon => {
            if red {
                "炮"
            } else {
                "砲"
            }
        }
        _ => {
            if red {
                "兵"
            } else {
                "卒"
            }
        }
    }
}

fn janggi_char(role: Role, color: Color) -> &'static str {
    let cho = color == Color::White;
    match role {
        Role::King => {
            if cho {
                "楚"
            } else {
                "漢"
            }
        }
        Role::Advisor => "士",
        Role::Elephant => "象",
        Role::Horse => "馬",
        Role::Chariot => "車",
        Role::Cannon => "包",
        _ => {
            if cho {
                "卒"
            } else {
                "兵"
            }
        }
    }
}

fn shogi_chars(role: Role, color: Color) -> &'static str {
    match role {
        Role::King => {
            if color == Color::White {
                "玉"
            } else {
                "王"
            }
        }
        Role::Gold => "金",
        Role::Silver => "銀",
        Role::ShogiKnight => "桂",
        Role::Lance => "香",
        Role::ShogiPawn => "歩",
        Role::Rook => "飛",
        Role::Bishop => "角",
        Role::DrunkElephant => "酔象",
        Role::Tokin => "と",
        Role::PromotedSilver => "全",
        Role::PromotedKnight => "圭",
        Role::PromotedLance => "杏",
        Role::Dragon => "龍",
        Role::DragonHorse => "馬",
        Role::CrownPrince => "太子",
        _ => "?",
    }
}

fn latin(role: Role) -> &'static str {
    match role {
        Role::King => "K",
        Role::Ferz => "F",
        Role::Alfil => "E",
        Role::Knight | Role::Horse => "H",
        Role::Rook | Role::Chariot => "R",
        Role::Pawn | Role::Soldier | Role::ShogiPawn => "P",
        Role::Dabbaba => "D",
        Role::Silver => "S",
        Role::Bishop => "B",
        Role::Bers => "B",
        Role::Advisor => "A",
        Role::Elephant => "E",
        Role::Cannon => "C",
        Role::Lance => "L",
        Role::ShogiKnight => "N",
        Role::Gold => "G",
        Role::DrunkElephant => "DE",
        Role::Dragon => "+R",
        Role::DragonHorse => "+B",
        Role::Tokin => "+P",
        Role::PromotedSilver => "+S",
        Role::PromotedKnight => "+N",
        Role::PromotedLance => "+L",
        Role::CrownPrince => "CP",
        Role::AmazonHorse => "A",
    }
}

fn promoted(role: Role) -> bool {
    matches!(
        role,
        Role::Dragon
            | Role::DragonHorse
            | Role::Tokin
            | Role::PromotedSilver
            | Role::PromotedKnight
            | Role::PromotedLance
            | Role::CrownPrince
    )
}

fn regular_polygon(cx: f32, cy: f32, r: f32, n: usize, turn: f32) -> Vec<(f32, f32)> {
    (0..n)
        .map(|i| {
            let a = turn + i as f32 * std::f32::consts::TAU / n as f32;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// Every sprite of the game in `set`, each `s` pixels square.
pub(crate) fn sprites(view: &BoardView, set: PieceSet, s: f32) -> HashMap<(Role, Color), Canvas> {
    let mut out = HashMap::new();
    for &role in &view.roles {
        for color in Color::ALL {
            out.insert((role, color), sprite(view.id, role, color, set, s));
        }
    }
    out
}

fn sprite(id: VariantId, role: Role, color: Color, set: PieceSet, s: f32) -> Canvas {
    let size = s.ceil() as u32;
    let mut c = Canvas::new(size, size, [0, 0, 0, 0]);
    let (cx, cy) = (s / 2.0, s / 2.0);
    let f = fonts();
    let white = color == Color::White;
    let stroke = (s / 28.0).max(1.0);
    match id {
        VariantId::Xiangqi => {
            let r = s * 0.44;
            c.disc(cx, cy, r, IVORY);
            c.ring(cx, cy, r, stroke * 1.2, INK);
            c.ring(
                cx,
                cy,
                r * 0.82,
                stroke * 0.8,
                if white { RED } else { INK },
            );
            let ink = if white { RED } else { INK };
            match set {
                PieceSet::Traditional => {
                    c.text_centered(&f.cjk, xiangqi_char(role, color), s * 0.52, cx, cy, ink)
                }
                PieceSet::International => {
                    c.text_centered(&f.latin, latin(role), s * 0.46, cx, cy, ink)
                }
            };
        }
        VariantId::Janggi => {
            let scale = match role {
                Role::King => 0.47,
                Role::Advisor | Role::Soldier => 0.33,
                _ => 0.40,
            };
            let pts = regular_polygon(cx, cy, s * scale, 8, std::f32::consts::PI / 8.0);
            c.polygon(&pts, IVORY);
            c.polyline_closed(&pts, stroke * 1.2, INK);
            let ink = if white { GREEN } else { RED };
            let px = s * scale * 1.15;
            match set {
                PieceSet::Traditional => {
                    c.text_centered(&f.cjk, janggi_char(role, color), px, cx, cy, ink)
                }
                PieceSet::International => {
                    c.text_centered(&f.latin, latin(role), px * 0.9, cx, cy, ink)
                }
            };
        }
        VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
            // A wedge pointing at the opponent (drawn for Sente, turned for Gote).
            let (w, h) = (s * 0.78, s * 0.88);
            let (l, r, t, b) = (cx - w / 2.0, cx + w / 2.0, cy - h / 2.0, cy + h / 2.0);
            let pts = [
                (cx, t),
                (r - w * 0.12, t + h * 0.2),
                (r, b),
                (l, b),
                (l + w * 0.12, t + h * 0.2),
            ];
            c.polygon(&pts, WOOD);
            c.polyline_closed(&pts, stroke, INK);
            let ink = if promoted(role) { RED } else { INK };
            let text = match set {
                PieceSet::Traditional => shogi_chars(role, color),
                PieceSet::International => latin(role),
            };
            let font = if set == PieceSet::Traditional {
                &f.cjk
            } else {
                &f.latin
            };
            let chars: Vec<char> = text.chars().collect();
            if set == PieceSet::Traditional && chars.len() == 2 {
                let px = s * 0.3;
                c.text_centered(font, &chars[0].to_string(), px, cx, cy - px * 0.45, ink);
                c.text_centered(font, &chars[1].to_string(), px, cx, cy + px * 0.65, ink);
            } else {
                c.text_centered(
                    font,
                    text,
                    s * if chars.len() > 1 { 0.32 } else { 0.44 },
                    cx,
                    cy + s * 0.06,
                    ink,
                );
            }
            if color == Color::Black {
                c = c.rotated_180();
            }
        }
        _ => eight_by_eight(&mut c, role, color, set, s),
    }
    c
}

/// The 8×8 games: chess figurines where the piece is the familiar one (king, rook, horse,
/// pawn, Shatar's bishop); distinct tokens for the historical pieces — ferz a diamond,
/// alfil a disc, dabbābah a square, khon/sin a wedge, Bers an octagon, amazon horse a disc
/// with the horse — so none passes for a modern chess piece.
fn eight_by_eight(c: &mut Canvas, role: Role, color: Color, set: PieceSet, s: f32) {
    let f = fonts();
    let (cx, cy) = (s / 2.0, s / 2.0);
    let white = color == Color::White;
    let (fill, edge) = if white { (IVORY, INK) } else { (INK, IVORY) };
    let stroke = (s / 22.0).max(1.0);
    let figurine = |role: Role| match role {
        Role::King => Some('♚'),
        Role::Rook => Some('♜'),
        Role::Knight => Some('♞'),
        Role::Pawn => Some('♟'),
        Role::Bishop => Some('♝'),
        _ => None,
    };
    if let (Some(g), PieceSet::Traditional) | (Some(g), PieceSet::International) =
        (figurine(role), set)
    {
        let g = g.to_string();
        let px = s * 0.82;
        // An outline by drawing the solid figurine around, then the fill.
        for (dx, dy) in [
            (-1.0, 0.0),
            (1.0, 0.0),
            (0.0, -1.0),
            (0.0, 1.0),
            (-0.7, -0.7),
            (0.7, 0.7),
            (-0.7, 0.7),
            (0.7, -0.7),
        ] {
            c.text_centered(&f.latin, &g, px, cx + dx * stroke, cy + dy * stroke, edge);
        }
        c.text_centered(&f.latin, &g, px, cx, cy, fill);
        return;
    }
    let r = s * 0.38;
    let shape: Vec<(f32, f32)> = match role {
        Role::Ferz => regular_polygon(cx, cy, r * 1.1, 4, -std::f32::consts::FRAC_PI_2),
        Role::Dabbaba => regular_polygon(cx, cy, r * 1.15, 4, std::f32::consts::FRAC_PI_4),
        Role::Silver => {
            let d = if white { -1.0 } else { 1.0 };
            vec![
                (cx, cy + d * r * 1.05),
                (cx + r, cy + d * r * 0.35),
                (cx + r * 0.8, cy - d * r),
                (cx - r * 0.8, cy - d * r),
                (cx - r, cy + d * r * 0.35),
            ]
        }
        Role::Bers => regular_polygon(cx, cy, r * 1.05, 8, std::f32::consts::PI / 8.0),
        _ => Vec::new(),
    };
    if shape.is_empty() {
        c.disc(cx, cy, r, fill);
        c.ring(cx, cy, r, stroke, edge);
    } else {
        c.polygon(&shape, fill);
        c.polyline_closed(&shape, stroke, edge);
    }
    if role == Role::AmazonHorse {
        c.text_centered(&f.latin, "♞", s * 0.5, cx, cy, edge);
        return;
    }
    c.text_centered(&f.latin, latin(role), s * 0.36, cx, cy, edge);
}
