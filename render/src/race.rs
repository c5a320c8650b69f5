//! Ashtapada's board as an image: the marked squares, each player's path drawn faintly, the
//! pieces in four high-contrast colours that are also four shapes with a letter (so nothing
//! rests on colour alone), doubles with their count, the last throw as four cowries, and
//! whose turn it is. Drawn with plotters, its words (names, each seat's state, the throw: in
//! the reader's language, [`RaceWords`]) set through the shaping font chain, encoded as PNG,
//! with alt text.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::FontStyle;

use tabiya_engine::ashtapada;

use crate::canvas::encode_rgb;
use crate::charts::{fonts, FONT};
use crate::Rendered;

/// One seat of the game as the image shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceSeat {
    /// The corner, 0 (a1), 1 (h1), 2 (h8), 3 (a8): it decides colour, shape and letter.
    pub seat: usize,
    /// The player's name.
    pub name: String,
    /// Squares with pieces on them (0 = a1 … 63 = h8) and how many.
    pub pieces: Vec<(u8, usize)>,
    /// Pieces not on the board.
    pub off: usize,
    /// Pieces home.
    pub home: usize,
    /// Left the game (timed out).
    pub gone: bool,
    /// The place, once finished.
    pub place: Option<usize>,
}

/// Everything the image shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceBoard {
    /// The caption.
    pub title: String,
    /// The seats playing.
    pub seats: Vec<RaceSeat>,
    /// The 16 marked squares.
    pub nests: Vec<u8>,
    /// Each seat's path, corner first.
    pub paths: Vec<(usize, Vec<u8>)>,
    /// The seat to act.
    pub to_move: Option<usize>,
    /// The last throw: the seat and the openings up (0–4).
    pub last_throw: Option<(usize, u8)>,
}

/// The words a race board shows besides the players' names, in the reader's language, set
/// through the shaping font chain ([`crate::text`]) so that any script reads as it should.
/// [`RaceWords::english`] gives them in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceWords {
    /// Under each seat's name, in the order of [`RaceBoard::seats`]: where it stands
    /// (`1 home, 2 to enter`, `finished, place 1`, `left the game`).
    pub states: Vec<String>,
    /// Over the cowries of the last throw: who threw what (`Asha threw 3`).
    pub threw: String,
    /// Under them: how the throw reads (`3 open: 3 squares`).
    pub open: String,
    /// The board in words.
    pub alt: String,
}

impl RaceWords {
    /// The words in English.
    pub fn english(b: &RaceBoard) -> RaceWords {
        let states = b
            .seats
            .iter()
            .map(|s| {
                if s.gone {
                    "left the game".to_owned()
                } else if let Some(p) = s.place {
                    format!("finished, place {p}")
                } else {
                    format!("{} home, {} to enter", s.home, s.off)
                }
            })
            .collect();
        let (threw, open) = match b.last_throw {
            Some((seat, up)) => {
                let name = b
                    .seats
                    .iter()
                    .find(|s| s.seat == seat)
                    .map_or("", |s| s.name.as_str());
                let value = ashtapada::throw_value(up);
                (
                    format!("{name} threw {value}"),
                    format!(
                        "{up} open: {value} square{}",
                        if value == 1 { "" } else { "s" }
                    ),
                )
            }
            None => (String::new(), String::new()),
        };
        RaceWords {
            states,
            threw,
            open,
            alt: alt_text(b),
        }
    }
}

/// The shape of seat `seat`'s pieces, in English (`circle`, `square`, `triangle`,
/// `diamond`): the key a caller's catalogue names it by.
pub fn shape_of(seat: usize) -> &'static str {
    SHAPES[seat % 4]
}

/// The letter on seat `seat`'s pieces.
pub fn letter_of(seat: usize) -> &'static str {
    LETTERS[seat % 4]
}

/// Okabe–Ito colours, told apart with most colour blindness: vermilion, blue, bluish green,
/// yellow.
const COLOURS: [RGBColor; 4] = [
    RGBColor(213, 94, 0),
    RGBColor(0, 114, 178),
    RGBColor(0, 158, 115),
    RGBColor(230, 159, 0),
];
const LETTERS: [&str; 4] = ["A", "B", "C", "D"];
const SHAPES: [&str; 4] = ["circle", "square", "triangle", "diamond"];

const CELL: i32 = 64;
const MARGIN: i32 = 28;
const PANEL: i32 = 250;

fn shape(
    area: &DrawingArea<BitMapBackend<'_>, plotters::coord::Shift>,
    seat: usize,
    cx: i32,
    cy: i32,
    r: i32,
) {
    let c = COLOURS[seat % 4];
    let pts: Vec<(i32, i32)> = match seat % 4 {
        1 => vec![
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + r),
            (cx - r, cy + r),
        ],
        2 => vec![(cx, cy - r - 2), (cx + r + 2, cy + r), (cx - r - 2, cy + r)],
        3 => vec![
            (cx, cy - r - 3),
            (cx + r + 3, cy),
            (cx, cy + r + 3),
            (cx - r - 3, cy),
        ],
        _ => Vec::new(),
    };
    if pts.is_empty() {
        let _ = area.draw(&Circle::new((cx, cy), r, c.filled()));
        let _ = area.draw(&Circle::new((cx, cy), r, BLACK.stroke_width(2)));
    } else {
        let _ = area.draw(&Polygon::new(pts.clone(), c.filled()));
        let mut closed = pts.clone();
        closed.push(pts[0]);
        let _ = area.draw(&PathElement::new(closed, BLACK.stroke_width(2)));
    }
    let style = TextStyle::from((FONT, 18, FontStyle::Bold).into_font())
        .color(&WHITE)
        .pos(Pos::new(HPos::Center, VPos::Center));
    let _ = area.draw_text(LETTERS[seat % 4], &style, (cx, cy + 1));
}

fn centre(sq: u8) -> (i32, i32) {
    let (f, r) = (i32::from(sq % 8), i32::from(sq / 8));
    (
        MARGIN + f * CELL + CELL / 2,
        MARGIN + (7 - r) * CELL + CELL / 2,
    )
}

fn square_name(sq: u8) -> String {
    ashtapada::Square(sq).to_string()
}

/// The board as an image, with its alt text.
pub fn ashtapada(b: &RaceBoard) -> Rendered {
    ashtapada_in(b, &RaceWords::english(b))
}

/// [`ashtapada()`] with its words and alt text given (in the reader's language).
pub fn ashtapada_in(b: &RaceBoard, words: &RaceWords) -> Rendered {
    fonts();
    let width = (MARGIN * 2 + CELL * 8 + PANEL) as u32;
    let height = (MARGIN * 2 + CELL * 8 + 40) as u32;
    let mut buf = vec![255u8; (width * height * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buf, (width, height)).into_drawing_area();
        let _ = root.fill(&RGBColor(250, 246, 236));
        // Squares, coordinates and the crosses of the nests.
        for sq in 0..64u8 {
            let (cx, cy) = centre(sq);
            let (x0, y0) = (cx - CELL / 2, cy - CELL / 2);
            let _ = root.draw(&Rectangle::new(
                [(x0, y0), (x0 + CELL, y0 + CELL)],
                RGBColor(238, 226, 200).filled(),
            ));
            let _ = root.draw(&Rectangle::new(
                [(x0, y0), (x0 + CELL, y0 + CELL)],
                RGBColor(120, 100, 70).stroke_width(1),
            ));
            if b.nests.contains(&sq) {
                let d = CELL / 2 - 6;
                let ink = RGBColor(150, 60, 40).stroke_width(2);
                let _ = root.draw(&PathElement::new(
                    vec![(cx - d, cy - d), (cx + d, cy + d)],
                    ink,
                ));
                let _ = root.draw(&PathElement::new(
                    vec![(cx - d, cy + d), (cx + d, cy - d)],
                    ink,
                ));
            }
        }
        let label = TextStyle::from((FONT, 13).into_font())
            .color(&RGBColor(90, 80, 60))
            .pos(Pos::new(HPos::Center, VPos::Center));
        for i in 0..8 {
            let x = MARGIN + i * CELL + CELL / 2;
            let _ = root.draw_text(
                &((b'a' + i as u8) as char).to_string(),
                &label,
                (x, MARGIN + 8 * CELL + 12),
            );
            let y = MARGIN + (7 - i) * CELL + CELL / 2;
            let _ = root.draw_text(&(i + 1).to_string(), &label, (MARGIN / 2, y));
        }
        // Paths, faintly, each a little off the centre line so they do not hide each other.
        for (seat, path) in &b.paths {
            let off = [(-6, -6), (6, -6), (6, 6), (-6, 6)][seat % 4];
            let pts: Vec<(i32, i32)> = path
                .iter()
                .map(|&s| {
                    let (x, y) = centre(s);
                    (x + off.0, y + off.1)
                })
                .collect();
            let _ = root.draw(&PathElement::new(
                pts,
                COLOURS[seat % 4].mix(0.35).stroke_width(2),
            ));
        }
        // Pieces; a double shows its count.
        for s in b.seats.iter().filter(|s| !s.gone) {
            for &(sq, n) in &s.pieces {
                let (cx, cy) = centre(sq);
                shape(&root, s.seat, cx, cy, 17);
                if n >= 2 {
                    let badge = TextStyle::from((FONT, 15, FontStyle::Bold).into_font())
                        .color(&BLACK)
                        .pos(Pos::new(HPos::Center, VPos::Center));
                    let _ = root.draw(&Circle::new((cx + 20, cy - 20), 10, WHITE.filled()));
                    let _ = root.draw(&Circle::new((cx + 20, cy - 20), 10, BLACK.stroke_width(1)));
                    let _ = root.draw_text(&format!("{n}"), &badge, (cx + 20, cy - 19));
                }
            }
        }
        // The panel: players, whose turn, the last throw. In a language written right to
        // left it is mirrored: each seat's shape on the right, the words set from the
        // right edge.
        let px = MARGIN * 2 + CELL * 8;
        let rtl = crate::text::is_rtl(&words.threw) || crate::text::is_rtl(&words.open);
        let (left, right) = (px - 8, px + PANEL - 24);
        let mirror = |x: i32| if rtl { left + right - x } else { x };
        // Names (the title's players, each seat's, the thrower's) may be in any script: they
        // are set after, shaped through the font chain, each from its anchor (its left edge,
        // or its right edge when mirrored).
        let mut names: Vec<(String, i32, i32, f32)> =
            vec![(b.title.clone(), mirror(px), MARGIN - 6, 16.0)];
        for (i, s) in b.seats.iter().enumerate() {
            let y = MARGIN + 40 + i as i32 * 70;
            if b.to_move == Some(s.seat) {
                let _ = root.draw(&Rectangle::new(
                    [(px - 8, y - 26), (px + PANEL - 24, y + 30)],
                    RGBColor(255, 236, 170).filled(),
                ));
            }
            shape(&root, s.seat, mirror(px + 16), y, 14);
            names.push((s.name.clone(), mirror(px + 40), y - 10, 16.0));
            let state = words.states.get(i).cloned().unwrap_or_default();
            names.push((state, mirror(px + 40), y + 12, 13.0));
        }
        // The last throw: four cowries, open ones with their slit showing.
        if let Some((_, up)) = b.last_throw {
            let y = MARGIN + 40 + 4 * 70 + 10;
            names.push((words.threw.clone(), mirror(px), y, 14.0));
            for k in 0..4u8 {
                let cx = mirror(px + 20 + i32::from(k) * 44);
                let cy = y + 40;
                let open = k < up;
                let shell = if open {
                    RGBColor(255, 252, 240)
                } else {
                    RGBColor(200, 185, 150)
                };
                let outline: Vec<(i32, i32)> = (0..=24)
                    .map(|i| {
                        let a = f64::from(i) * std::f64::consts::TAU / 24.0;
                        (cx + (14.0 * a.cos()) as i32, cy + (20.0 * a.sin()) as i32)
                    })
                    .collect();
                let _ = root.draw(&Polygon::new(outline.clone(), shell.filled()));
                let _ = root.draw(&PathElement::new(
                    outline,
                    RGBColor(110, 90, 60).stroke_width(2),
                ));
                let _ = root.draw(&Circle::new((cx, cy), 1, BLACK.filled()));
                if open {
                    // The mouth: a toothed slit down the middle.
                    let _ = root.draw(&PathElement::new(
                        vec![(cx, cy - 14), (cx, cy + 14)],
                        BLACK.stroke_width(3),
                    ));
                }
            }
            names.push((words.open.clone(), mirror(px), y + 78, 13.0));
        }
        let _ = root.present();
        drop(root);
        let mut image = crate::canvas::RgbImage {
            width,
            height,
            data: std::mem::take(&mut buf),
        };
        for (text, x, top, px) in names {
            let half = crate::text::width(&text, px) / 2.0;
            let cx = if rtl {
                x as f32 - half
            } else {
                x as f32 + half
            };
            let cy = top as f32 + px * 0.4;
            crate::canvas::draw_shaped(&mut image, &text, px, cx, cy, [0, 0, 0, 0xFF]);
        }
        buf = image.data;
    }
    Rendered {
        png: encode_rgb(&buf, width, height),
        alt: words.alt.clone(),
        width,
        height,
    }
}

/// The board in words.
pub fn alt_text(b: &RaceBoard) -> String {
    let mut parts = vec![format!("{}. Ashtapada board", b.title)];
    for s in &b.seats {
        let mut line = format!(
            "{} ({}, letter {}): ",
            s.name,
            SHAPES[s.seat % 4],
            LETTERS[s.seat % 4]
        );
        if s.gone {
            line.push_str("left the game");
        } else {
            let on: Vec<String> = s
                .pieces
                .iter()
                .map(|&(sq, n)| {
                    if n >= 2 {
                        format!("a double of {n} on {}", square_name(sq))
                    } else {
                        square_name(sq)
                    }
                })
                .collect();
            line.push_str(&format!(
                "{}; {} home, {} to enter",
                if on.is_empty() {
                    "no piece on the board".to_owned()
                } else {
                    format!("on {}", on.join(", "))
                },
                s.home,
                s.off
            ));
        }
        parts.push(line);
    }
    if let Some((seat, up)) = b.last_throw {
        let name = b
            .seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or("", |s| s.name.as_str());
        parts.push(format!(
            "Last throw: {name}, {up} open, {} squares",
            ashtapada::throw_value(up)
        ));
    }
    if let Some(t) = b.to_move {
        if let Some(s) = b.seats.iter().find(|s| s.seat == t) {
            parts.push(format!("{} to play", s.name));
        }
    }
    parts.join(". ") + "."
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> RaceBoard {
        let seats = (0..4)
            .map(|s| RaceSeat {
                seat: s,
                name: format!("Player {}", s + 1),
                pieces: if s == 1 {
                    vec![(10, 2), (40, 1)]
                } else {
                    vec![(s as u8 * 9, 1)]
                },
                off: 2,
                home: 1,
                gone: s == 3,
                place: None,
            })
            .collect();
        RaceBoard {
            title: "#7 Ashtapada".into(),
            seats,
            nests: (0..64u8)
                .filter(|q| q % 8 == q / 8 || q % 8 + q / 8 == 7)
                .collect(),
            paths: vec![(0, vec![0, 1, 2, 3, 4, 5, 6, 7, 15, 23])],
            to_move: Some(1),
            last_throw: Some((0, 3)),
        }
    }

    #[test]
    fn the_board_draws_pieces_shapes_and_the_throw() {
        let b = board();
        let r = ashtapada(&b);
        if let Ok(path) = std::env::var("TABIYA_RACE_PNG") {
            std::fs::write(path, &r.png).expect("write");
        }
        let mut decoder = png::Decoder::new(std::io::Cursor::new(r.png.clone()));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("png");
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        let info = reader.next_frame(&mut buf).expect("frame");
        assert_eq!((info.width, info.height), (r.width, r.height));
        let px = |x: i32, y: i32| {
            let i = ((y as u32 * info.width + x as u32) * 3) as usize;
            (buf[i], buf[i + 1], buf[i + 2])
        };
        // Seat 1's double on c2 (square 10) is blue at its centre; the crossed nest a1
        // (square 0) shows seat 0's vermilion piece.
        let (cx, cy) = centre(10);
        let (r0, g0, b0) = px(cx - 8, cy + 6);
        assert!(b0 > 150 && r0 < 60 && g0 < 140, "{:?}", (r0, g0, b0));
        let (cx, cy) = centre(0);
        let (r1, _, b1) = px(cx - 9, cy + 9);
        assert!(r1 > 180 && b1 < 60, "{:?}", (r1, b1));
        assert_eq!(
            r.alt,
            "#7 Ashtapada. Ashtapada board. Player 1 (circle, letter A): on a1; 1 home, 2 to enter. Player 2 (square, letter B): on a double of 2 on c2, a6; 1 home, 2 to enter. Player 3 (triangle, letter C): on c3; 1 home, 2 to enter. Player 4 (diamond, letter D): left the game. Last throw: Player 1, 3 open, 3 squares. Player 2 to play."
        );
    }
}
