//! Tournament crosstables and rating-history charts, drawn with plotters into an RGB buffer
//! (embedded DejaVu Sans; no system font) and encoded as PNG, each with its alt text.

use std::sync::Once;

use plotters::coord::ranged1d::{KeyPointHint, NoDefaultFormatting, ValueFormatter};
use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use plotters::style::FontStyle;

use crate::canvas::encode_rgb;
use crate::Rendered;

pub(crate) const FONT: &str = "sans-serif";

pub(crate) fn fonts() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The bytes are embedded; registering them cannot fail but for a broken build.
        let _ = plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular());
        let _ = plotters::style::register_font(FONT, FontStyle::Bold, dejavu::sans::bold());
    });
}

/// A crosstable: players in standings order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// The heading.
    pub title: String,
    /// The columns' names, in the reader's language: the player, the points, the tie-break.
    pub columns: [String; 3],
    /// One row a player, in standings order.
    pub rows: Vec<CrossRow>,
}

/// One player's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CrossRow {
    /// The place.
    pub rank: usize,
    /// The start number.
    pub number: usize,
    /// The name.
    pub name: String,
    /// Against each start number (1-based, in start-number order): `1`, `½`, `0`, `+`, `−`,
    /// `1½` in a double round robin, empty if not played yet; the player's own cell is unused.
    pub cells: Vec<String>,
    /// The points.
    pub points: String,
    /// The first tie-break, as shown (`SB 3¼`).
    pub tiebreak: String,
}

const ROW: i32 = 30;
const NAME_W: i32 = 190;
const CELL_W: i32 = 40;
const PAD: i32 = 14;

/// The crosstable as an image.
pub fn crosstable(t: &Crosstable) -> Rendered {
    fonts();
    let texts: std::cell::RefCell<Vec<(String, i32, i32, bool)>> = std::cell::RefCell::default();
    let n = t.rows.len() as i32;
    let width = (PAD * 2 + 36 + NAME_W + CELL_W * n + 70 + 90) as u32;
    let height = (PAD * 2 + ROW * (n + 2)) as u32;
    let mut buf = vec![255u8; (width * height * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buf, (width, height)).into_drawing_area();
        let _ = root.fill(&WHITE);
        // Text is set after the grid, shaped through the font chain: names in any script.
        let text = |s: &str, x: i32, y: i32, _bold: bool, centred: bool| {
            texts.borrow_mut().push((s.to_owned(), x, y, centred));
        };
        text(&t.title, PAD, PAD + ROW / 2, true, false);
        let top = PAD + ROW;
        let grid_x = PAD + 36 + NAME_W;
        // Header: start numbers, points, tie-break.
        text("#", PAD + 18, top + ROW / 2, true, true);
        text(&t.columns[0], PAD + 40, top + ROW / 2, true, false);
        for j in 0..n {
            text(
                &(j + 1).to_string(),
                grid_x + CELL_W * j + CELL_W / 2,
                top + ROW / 2,
                true,
                true,
            );
        }
        text(
            &t.columns[1],
            grid_x + CELL_W * n + 35,
            top + ROW / 2,
            true,
            true,
        );
        text(
            &t.columns[2],
            grid_x + CELL_W * n + 70 + 45,
            top + ROW / 2,
            true,
            true,
        );
        let light = RGBColor(235, 235, 235);
        let line = RGBColor(170, 170, 170);
        for (i, r) in t.rows.iter().enumerate() {
            let y = top + ROW * (i as i32 + 1);
            if i % 2 == 0 {
                let _ = root.draw(&Rectangle::new(
                    [(PAD, y), (width as i32 - PAD, y + ROW)],
                    light.filled(),
                ));
            }
            text(&r.rank.to_string(), PAD + 18, y + ROW / 2, false, true);
            let name: String = r.name.chars().take(18).collect();
            // The table reads left to right whatever the name's script (a left-to-right
            // mark first: "2. محمد", not ".2 محمد").
            text(
                &format!("\u{200E}{}. {name}", r.number),
                PAD + 40,
                y + ROW / 2,
                false,
                false,
            );
            for j in 0..n {
                let x = grid_x + CELL_W * j;
                if j as usize + 1 == r.number {
                    let _ = root.draw(&Rectangle::new(
                        [(x + 1, y + 1), (x + CELL_W - 1, y + ROW - 1)],
                        RGBColor(120, 120, 120).filled(),
                    ));
                } else if let Some(c) = r.cells.get(j as usize) {
                    text(c, x + CELL_W / 2, y + ROW / 2, false, true);
                }
            }
            text(&r.points, grid_x + CELL_W * n + 35, y + ROW / 2, true, true);
            text(
                &r.tiebreak,
                grid_x + CELL_W * n + 70 + 45,
                y + ROW / 2,
                false,
                true,
            );
        }
        // The grid's lines.
        for j in 0..=n {
            let x = grid_x + CELL_W * j;
            let _ = root.draw(&PathElement::new(
                vec![(x, top), (x, top + ROW * (n + 1))],
                line.stroke_width(1),
            ));
        }
        let _ = root.present();
    }
    let mut image = crate::canvas::RgbImage {
        width,
        height,
        data: buf,
    };
    for (s, x, y, centred) in texts.into_inner() {
        let px = 16.0;
        let cx = if centred {
            x as f32
        } else {
            x as f32 + crate::text::width(&s, px) / 2.0
        };
        crate::canvas::draw_shaped(&mut image, &s, px, cx, y as f32, [0, 0, 0, 0xFF]);
    }
    let buf = image.data;
    let mut alt = vec![t.title.clone()];
    for r in &t.rows {
        alt.push(format!(
            "{}. {} (no. {}): {} points, {}",
            r.rank, r.name, r.number, r.points, r.tiebreak
        ));
    }
    Rendered {
        png: encode_rgb(&buf, width, height),
        alt: alt.join("; "),
        width,
        height,
    }
}

/// A rating's history: (game number, rating, deviation) points, oldest first.
pub fn rating_chart(title: &str, points: &[(f64, f64)]) -> Rendered {
    let alt = match (points.first(), points.last()) {
        (Some(first), Some(last)) => format!(
            "{title}: {} rated games, from {:.0} to {:.0}; highest {:.0}, lowest {:.0}",
            points.len(),
            first.0,
            last.0,
            points.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max),
            points.iter().map(|p| p.0).fold(f64::INFINITY, f64::min)
        ),
        _ => format!("{title}: no rated games yet"),
    };
    rating_chart_in(title, "rated games", alt, points)
}

/// [`rating_chart`] with its horizontal axis's name (`games`) and its `alt` text in the
/// reader's language.
pub fn rating_chart_in(title: &str, games: &str, alt: String, points: &[(f64, f64)]) -> Rendered {
    fonts();
    let (width, height) = (640u32, 360u32);
    let mut buf = vec![255u8; (width * height * 3) as usize];
    let lo = points
        .iter()
        .map(|p| p.0 - p.1)
        .fold(f64::INFINITY, f64::min)
        .min(1400.0);
    let hi = points
        .iter()
        .map(|p| p.0 + p.1)
        .fold(f64::NEG_INFINITY, f64::max)
        .max(1600.0);
    {
        let root = BitMapBackend::with_buffer(&mut buf, (width, height)).into_drawing_area();
        let _ = root.fill(&WHITE);
        let chart = ChartBuilder::on(&root)
            .margin(12)
            // The title (a player's name, in any script) is drawn after, shaped.
            .margin_top(36)
            .x_label_area_size(44)
            .y_label_area_size(52)
            .build_cartesian_2d(0.5f64..(points.len().max(1) as f64 + 0.5), lo..hi);
        if let Ok(mut chart) = chart {
            let _ = chart
                .configure_mesh()
                .x_labels(points.len().clamp(1, 10))
                .x_label_formatter(&|x| format!("{x:.0}"))
                .y_label_formatter(&|y| format!("{y:.0}"))
                .label_style((FONT, 13).into_font())
                .axis_desc_style((FONT, 13).into_font())
                .draw();
            // The deviation as a band, the rating as a line.
            let band: Vec<(f64, f64)> = points
                .iter()
                .enumerate()
                .map(|(i, p)| (i as f64 + 1.0, p.0 + p.1))
                .chain(
                    points
                        .iter()
                        .enumerate()
                        .rev()
                        .map(|(i, p)| (i as f64 + 1.0, p.0 - p.1)),
                )
                .collect();
            let _ = chart.draw_series(std::iter::once(Polygon::new(
                band,
                RGBColor(70, 110, 200).mix(0.18).filled(),
            )));
            let _ = chart.draw_series(LineSeries::new(
                points
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (i as f64 + 1.0, p.0)),
                RGBColor(30, 60, 160).stroke_width(2),
            ));
            let _ = chart.draw_series(points.iter().enumerate().map(|(i, p)| {
                Circle::new((i as f64 + 1.0, p.0), 3, RGBColor(30, 60, 160).filled())
            }));
        }
        let _ = root.present();
    }
    let mut image = crate::canvas::RgbImage {
        width,
        height,
        data: buf,
    };
    let ink = [0x20, 0x20, 0x20, 0xFF];
    crate::canvas::draw_shaped(&mut image, title, 18.0, width as f32 / 2.0, 18.0, ink);
    crate::canvas::draw_shaped(
        &mut image,
        games,
        13.0,
        width as f32 / 2.0,
        height as f32 - 8.0,
        ink,
    );
    let buf = image.data;
    Rendered {
        png: encode_rgb(&buf, width, height),
        alt,
        width,
        height,
    }
}

/// One move on an evaluation chart.
#[derive(Debug, Clone, PartialEq)]
pub struct EvalPoint {
    /// The first player's score after the move, in pawns (bounded by the caller).
    pub pawns: f64,
    /// `Some("mistake")` or `Some("blunder")`: marked on the line.
    pub mark: Option<&'static str>,
    /// The move as the player reads it, with its number (`12. Nf3`), for the alt text.
    pub label: String,
}

/// The words an evaluation chart shows, in the reader's language: set through the shaping
/// font chain ([`crate::text`]), so that any script reads as it should.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartWords {
    /// Above the chart (the game).
    pub title: String,
    /// Under the horizontal axis.
    pub moves: String,
    /// Beside the vertical axis.
    pub pawns: String,
}

/// A game's evaluation move by move: the first player's score in pawns above the line,
/// the second player's below, mistakes marked orange and blunders red. `sides` names the
/// players (first, second) for the alt text. In English; [`evaluation_chart_in`] takes the
/// words and the alt text in another language.
pub fn evaluation_chart(title: &str, sides: [&str; 2], points: &[EvalPoint]) -> Rendered {
    let words = ChartWords {
        title: title.to_owned(),
        moves: "half-moves".to_owned(),
        pawns: "pawns".to_owned(),
    };
    evaluation_chart_in(&words, evaluation_alt(title, sides, points), points)
}

/// [`evaluation_chart`] with its `words` and `alt` text given.
pub fn evaluation_chart_in(words: &ChartWords, alt: String, points: &[EvalPoint]) -> Rendered {
    fonts();
    let (width, height) = (640u32, 320u32);
    let mut buf = vec![255u8; (width * height * 3) as usize];
    let bound = points
        .iter()
        .map(|p| p.pawns.abs())
        .fold(2.0f64, f64::max)
        .min(10.0);
    let n = points.len().max(1) as f64;
    {
        let root = BitMapBackend::with_buffer(&mut buf, (width, height)).into_drawing_area();
        let _ = root.fill(&WHITE);
        // The title and the axes' names are drawn after, shaped: room is kept for them.
        // The axis's name stands above its top label, under the title.
        let chart = ChartBuilder::on(&root)
            .margin(12)
            .margin_top(46)
            .x_label_area_size(44)
            .y_label_area_size(44)
            .build_cartesian_2d(half_move_axis(n), pawn_axis(bound));
        if let Ok(mut chart) = chart {
            let _ = chart
                .configure_mesh()
                .label_style((FONT, 13).into_font())
                .axis_desc_style((FONT, 13).into_font())
                .draw();
            let line: Vec<(f64, f64)> = std::iter::once((0.0, 0.0))
                .chain(
                    points
                        .iter()
                        .enumerate()
                        .map(|(i, p)| (i as f64 + 1.0, p.pawns.clamp(-bound, bound))),
                )
                .collect();
            // The first player's advantage shaded above the axis, the second's below.
            let (above, below) = shading(&line);
            let _ = chart.draw_series(
                above
                    .into_iter()
                    .map(|p| Polygon::new(p, RGBColor(120, 120, 120).mix(0.15).filled())),
            );
            let _ = chart.draw_series(
                below
                    .into_iter()
                    .map(|p| Polygon::new(p, RGBColor(40, 40, 40).mix(0.25).filled())),
            );
            let _ = chart.draw_series(LineSeries::new(
                [(0.0, 0.0), (n, 0.0)],
                RGBColor(90, 90, 90).stroke_width(1),
            ));
            let _ = chart.draw_series(LineSeries::new(
                line.clone(),
                RGBColor(30, 60, 160).stroke_width(2),
            ));
            let _ = chart.draw_series(points.iter().enumerate().filter_map(|(i, p)| {
                let colour = match p.mark? {
                    "blunder" => RGBColor(210, 30, 30),
                    _ => RGBColor(235, 150, 20),
                };
                Some(Circle::new(
                    (i as f64 + 1.0, p.pawns.clamp(-bound, bound)),
                    5,
                    colour.filled(),
                ))
            }));
        }
        let _ = root.present();
    }
    let mut image = crate::canvas::RgbImage {
        width,
        height,
        data: buf,
    };
    let ink = [0x20, 0x20, 0x20, 0xFF];
    let w = width as f32;
    crate::canvas::draw_shaped(&mut image, &words.title, 18.0, w / 2.0, 18.0, ink);
    crate::canvas::draw_shaped(
        &mut image,
        &words.moves,
        13.0,
        w / 2.0,
        height as f32 - 10.0,
        ink,
    );
    let pawns_width = crate::text::width(&words.pawns, 13.0);
    crate::canvas::draw_shaped(
        &mut image,
        &words.pawns,
        13.0,
        14.0 + pawns_width / 2.0,
        33.0,
        ink,
    );
    Rendered {
        png: encode_rgb(&image.data, width, height),
        alt,
        width,
        height,
    }
}

/// A filled shape's corners, in the chart's coordinates.
type Shape = Vec<(f64, f64)>;

/// The areas between the line and zero: (above, below), one polygon for each stretch the
/// line spends on one side, from where it leaves zero to where it comes back (or ends). Where
/// the line crosses zero between two points, the crossing (interpolated) ends one stretch and
/// begins the next, so each side's shading follows the line to the axis; joined straight from
/// point to point, the shapes shaded wedges beside the line for the wrong side.
fn shading(line: &[(f64, f64)]) -> (Vec<Shape>, Vec<Shape>) {
    let (mut above, mut below) = (Vec::new(), Vec::new());
    let mut stretch: Vec<(f64, f64)> = Vec::new();
    // A stretch ends on the axis at `x`; the next begins there.
    let mut close = |stretch: &mut Vec<(f64, f64)>, x: f64| {
        if stretch.last() != Some(&(x, 0.0)) {
            stretch.push((x, 0.0));
        }
        let done = std::mem::replace(stretch, vec![(x, 0.0)]);
        if done.iter().any(|p| p.1 > 0.0) {
            above.push(done);
        } else if done.iter().any(|p| p.1 < 0.0) {
            below.push(done);
        }
    };
    let mut previous: Option<(f64, f64)> = None;
    for &(x, y) in line {
        match previous {
            None => stretch.push((x, 0.0)),
            Some((px, py)) if py * y < 0.0 => {
                close(&mut stretch, px + (x - px) * py / (py - y));
            }
            Some(_) => {}
        }
        if y == 0.0 {
            close(&mut stretch, x);
        } else {
            stretch.push((x, y));
        }
        previous = Some((x, y));
    }
    if let Some((x, _)) = previous {
        close(&mut stretch, x);
    }
    (above, below)
}

/// The smallest step of 1, 2, 5, 10, 20, 50 … (whole units) of which at most `most` fit in
/// `span`, so ticks at its multiples fall on whole numbers and stay few.
fn whole_step(span: f64, most: f64) -> f64 {
    // Far beyond any chart, and `step` stays finite.
    let span = if span.is_finite() {
        span.abs().min(1e12)
    } else {
        0.0
    };
    let mut step = 1.0f64;
    for factor in [2.0, 2.5, 2.0].into_iter().cycle() {
        if (span / step).floor() <= most {
            break;
        }
        step *= factor;
    }
    step
}

/// The evaluation axis from `-bound` to `bound` pawns, its ticks on whole pawns at the
/// [`whole_step`] that keeps to at most 9 ticks (-4·step … 4·step). Each tick is a value its
/// label shows exactly, so no two labels are the same (plotters' own ticks fell on half
/// pawns, and the axis read `+2, +2, +1, +0, 0, -0, -1, -2, -2`).
fn pawn_axis(bound: f64) -> TickAxis {
    let bound = if bound.is_finite() {
        bound.abs().min(1e12)
    } else {
        0.0
    };
    let step = whole_step(bound, 4.0);
    let k = (bound / step).floor() as i64;
    TickAxis {
        range: (-bound..bound).into(),
        ticks: (-k..=k).map(|i| i as f64 * step).collect(),
        label: pawn_label,
    }
}

/// The half-move axis from 0 to `moves`, its ticks on whole half-moves at the [`whole_step`]
/// that keeps to at most 11 ticks (0 … 10·step): 4 half-moves read `0 1 2 3 4`, 40 read
/// `0 5 10 … 40`. (plotters' own ticks fell between half-moves, and 4 read `0 0 1 2 2 3 4`.)
fn half_move_axis(moves: f64) -> TickAxis {
    let moves = if moves.is_finite() {
        moves.clamp(0.0, 1e12)
    } else {
        0.0
    };
    let step = whole_step(moves, 10.0);
    let k = (moves / step).floor() as i64;
    TickAxis {
        range: (0.0..moves).into(),
        ticks: (0..=k).map(|i| i as f64 * step).collect(),
        label: |x| format!("{}", x.round() as i64),
    }
}

/// A linear axis with the ticks [`pawn_axis`] or [`half_move_axis`] chose, each labelled by
/// `label`. (plotters' `with_key_points` would choose the ticks, but its axis has no label
/// format of its own, which the mesh requires.)
struct TickAxis {
    range: RangedCoordf64,
    ticks: Vec<f64>,
    label: fn(f64) -> String,
}

impl Ranged for TickAxis {
    type FormatOption = NoDefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        self.range.map(value, limit)
    }

    /// The ticks, for the mesh's labelled lines; no light lines between them.
    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            Vec::new()
        } else {
            self.ticks.clone()
        }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.range.range()
    }
}

impl ValueFormatter<f64> for TickAxis {
    /// The mesh labels a tick through this, with the axis at hand.
    fn format_ext(&self, value: &f64) -> String {
        (self.label)(*value)
    }
}

/// A tick's label: `0`, or whole pawns with their sign (`+2`, `-10`).
fn pawn_label(pawns: f64) -> String {
    match pawns.round() as i64 {
        0 => "0".to_owned(),
        p => format!("{p:+}"),
    }
}

/// The chart in words: who stood better where, the largest swing, and each marked move.
fn evaluation_alt(title: &str, sides: [&str; 2], points: &[EvalPoint]) -> String {
    let Some(last) = points.last() else {
        return format!("{title}: no moves to chart");
    };
    let side = |p: f64| {
        if p > 0.5 {
            format!("{} ahead by {p:.1} pawns", sides[0])
        } else if p < -0.5 {
            format!("{} ahead by {:.1} pawns", sides[1], -p)
        } else {
            "level".to_owned()
        }
    };
    let best = points
        .iter()
        .max_by(|a, b| a.pawns.total_cmp(&b.pawns))
        .map_or(0.0, |p| p.pawns);
    let worst = points
        .iter()
        .min_by(|a, b| a.pawns.total_cmp(&b.pawns))
        .map_or(0.0, |p| p.pawns);
    let mut alt = format!(
        "{title}: evaluation over {} moves, from the {} side's view. At the end {}. Highest {best:+.1}, lowest {worst:+.1}.",
        points.len(),
        sides[0],
        side(last.pawns)
    );
    let marked: Vec<String> = points
        .iter()
        .filter_map(|p| p.mark.map(|m| format!("{} ({m})", p.label)))
        .collect();
    if marked.is_empty() {
        alt.push_str(" No mistakes marked.");
    } else {
        alt.push_str(&format!(" Marked: {}.", marked.join(", ")));
    }
    alt
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png.to_vec()));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        let info = reader.next_frame(&mut buf).expect("a frame");
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    #[test]
    fn a_crosstable_draws_its_text_and_says_it() {
        let row = |rank, number, name: &str, cells: &[&str], points: &str| CrossRow {
            rank,
            number,
            name: name.into(),
            cells: cells.iter().map(|c| c.to_string()).collect(),
            points: points.into(),
            tiebreak: "SB 2¼".into(),
        };
        let t = Crosstable {
            title: "Tournament #1 «Winter Cup»".into(),
            columns: ["Player".into(), "Pts".into(), "Tie-break".into()],
            rows: vec![
                row(1, 2, "bob", &["½", "", "1", "+"], "2½"),
                row(2, 1, "alice", &["", "½", "+", "+"], "2½"),
                row(3, 3, "carol", &["−", "0", "", "+"], "1"),
                row(4, 4, "dave", &["−", "−", "−", ""], "0"),
            ],
        };
        let r = crosstable(&t);
        let (w, h, px) = decode(&r.png);
        assert_eq!((w, h), (r.width, r.height));
        // Text was drawn: dark pixels beyond the grid's.
        let dark = px
            .chunks(3)
            .filter(|p| p[0] < 80 && p[1] < 80 && p[2] < 80)
            .count();
        assert!(dark > 2000, "{dark} dark pixels");
        assert!(
            r.alt.contains("1. bob (no. 2): 2½ points, SB 2¼"),
            "{}",
            r.alt
        );
    }

    #[test]
    fn a_rating_chart_plots_the_line() {
        let r = rating_chart(
            "alice — Shatranj",
            &[(1742.0, 397.0), (1809.0, 300.0), (1425.0, 250.0)],
        );
        let (w, h, px) = decode(&r.png);
        assert_eq!((w, h), (640, 360));
        let blue = px
            .chunks(3)
            .filter(|p| p[2] > 120 && p[0] < 80 && p[1] < 100)
            .count();
        assert!(blue > 300, "{blue} line pixels");
        assert!(
            r.alt
                .contains("3 rated games, from 1742 to 1425; highest 1809"),
            "{}",
            r.alt
        );
        let empty = rating_chart("bob — Shatranj", &[]);
        assert!(empty.alt.ends_with("no rated games yet"));
    }

    #[test]
    fn an_evaluation_chart_marks_mistakes_and_says_them() {
        let point = |pawns, mark, label: &str| EvalPoint {
            pawns,
            mark,
            label: label.into(),
        };
        let r = evaluation_chart(
            "Game #3 — Makruk",
            ["White", "Black"],
            &[
                point(0.2, None, "1. e4"),
                point(0.1, None, "1... b5"),
                point(-1.4, Some("mistake"), "2. Ke2"),
                point(3.5, Some("blunder"), "2... Nf6"),
                point(10.0, None, "3. Mxf6"),
            ],
        );
        let (w, h, px) = decode(&r.png);
        assert_eq!((w, h), (640, 320));
        let red = px
            .chunks(3)
            .filter(|p| p[0] > 190 && p[1] < 60 && p[2] < 60)
            .count();
        let orange = px
            .chunks(3)
            .filter(|p| p[0] > 220 && (130..170).contains(&p[1]) && p[2] < 50)
            .count();
        assert!(red > 20 && orange > 20, "{red} red, {orange} orange pixels");
        assert!(
            r.alt.contains("over 5 moves")
                && r.alt.contains("At the end White ahead by 10.0 pawns"),
            "{}",
            r.alt
        );
        assert!(
            r.alt
                .contains("Marked: 2. Ke2 (mistake), 2... Nf6 (blunder)."),
            "{}",
            r.alt
        );
    }

    use plotters::coord::ranged1d::BoldPoints;

    /// An axis's labels, as the chart's mesh asks the axis for them (11 labels, plotters'
    /// default).
    fn labels(axis: TickAxis) -> Vec<String> {
        axis.key_points(BoldPoints(11))
            .into_iter()
            .map(|t| axis.format_ext(&t))
            .collect()
    }

    /// The labels on the evaluation axis.
    fn pawn_axis_labels(bound: f64) -> Vec<String> {
        labels(pawn_axis(bound))
    }

    /// The axis once read `+2, +2, +1, +0, 0, -0, -1, -2, -2`: ticks on half pawns, labels in
    /// whole ones.
    #[test]
    fn evaluation_axis_labels_never_repeat_nor_sign_zero() {
        for bound in [0.3, 1.0, 2.0, 2.5, 4.5, 5.0, 7.0, 10.0, 40.0, 1000.0] {
            let labels = pawn_axis_labels(bound);
            let unique: std::collections::HashSet<&String> = labels.iter().collect();
            assert_eq!(unique.len(), labels.len(), "bound {bound}: {labels:?}");
            assert!(
                !labels.iter().any(|l| l == "+0" || l == "-0"),
                "bound {bound}: {labels:?}"
            );
            assert!(
                labels.contains(&"0".to_owned()),
                "bound {bound}: {labels:?}"
            );
            assert!(labels.len() <= 9, "bound {bound}: {labels:?}");
            let ticks = pawn_axis(bound).key_points(BoldPoints(11));
            assert!(
                ticks.iter().all(|t| t.abs() <= bound && t.fract() == 0.0),
                "bound {bound}: {ticks:?}"
            );
        }
        assert_eq!(pawn_axis_labels(0.3), ["0"]);
        assert_eq!(pawn_axis_labels(2.0), ["-2", "-1", "0", "+1", "+2"]);
        assert_eq!(pawn_axis_labels(2.5), ["-2", "-1", "0", "+1", "+2"]);
        assert_eq!(
            pawn_axis_labels(7.0),
            ["-6", "-4", "-2", "0", "+2", "+4", "+6"]
        );
        assert_eq!(pawn_axis_labels(10.0), ["-10", "-5", "0", "+5", "+10"]);
        assert_eq!(
            pawn_axis_labels(40.0).first().map(String::as_str),
            Some("-40")
        );
    }

    /// The half-move axis once read `0 0 1 2 2 3 4` for 4 half-moves: ticks between
    /// half-moves, labels in whole ones.
    #[test]
    fn half_move_axis_ticks_on_whole_half_moves_without_repeats() {
        for moves in [
            1, 2, 3, 4, 5, 7, 10, 11, 15, 19, 20, 21, 40, 57, 99, 120, 400, 1000,
        ] {
            let axis = half_move_axis(moves as f64);
            let ticks = axis.key_points(BoldPoints(11));
            let labels = labels(axis);
            let unique: std::collections::HashSet<&String> = labels.iter().collect();
            assert_eq!(unique.len(), labels.len(), "{moves} half-moves: {labels:?}");
            assert!(labels.len() <= 11, "{moves} half-moves: {labels:?}");
            assert_eq!(labels.first().map(String::as_str), Some("0"));
            assert!(
                ticks
                    .iter()
                    .all(|t| (0.0..=moves as f64).contains(t) && t.fract() == 0.0),
                "{moves} half-moves: {ticks:?}"
            );
            // The step is one of 1, 2, 5, 10, 20, 50 ….
            let step = ticks.get(1).map_or(1.0, |t| t - ticks[0]);
            let mantissa = step / 10f64.powi(step.log10().floor() as i32);
            assert!(
                [1.0, 2.0, 5.0].contains(&mantissa),
                "{moves} half-moves: step {step}"
            );
        }
        assert_eq!(labels(half_move_axis(4.0)), ["0", "1", "2", "3", "4"]);
        assert_eq!(labels(half_move_axis(10.0)).len(), 11);
        assert_eq!(
            labels(half_move_axis(40.0)),
            ["0", "5", "10", "15", "20", "25", "30", "35", "40"]
        );
        assert_eq!(
            labels(half_move_axis(120.0)),
            ["0", "20", "40", "60", "80", "100", "120"]
        );
    }

    /// The line from `line` at `x` (straight between its points).
    fn line_at(line: &[(f64, f64)], x: f64) -> f64 {
        let i = line.partition_point(|p| p.0 <= x).clamp(1, line.len() - 1);
        let ((x0, y0), (x1, y1)) = (line[i - 1], line[i]);
        y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }

    /// Whether `(x, y)` lies inside the polygon (even-odd rule).
    fn inside(polygon: &[(f64, f64)], (x, y): (f64, f64)) -> bool {
        let mut inside = false;
        for (i, &(xi, yi)) in polygon.iter().enumerate() {
            let (xj, yj) = polygon[(i + polygon.len() - 1) % polygon.len()];
            if (yi > y) != (yj > y) && x < xi + (xj - xi) * (y - yi) / (yj - yi) {
                inside = !inside;
            }
        }
        inside
    }

    /// The shading once joined the points either side of a crossing, leaving out the
    /// crossing: between them, a wedge beside the line was shaded for the wrong side.
    #[test]
    fn the_shading_meets_at_each_crossing_of_zero() {
        let line = [(0.0, 0.0), (1.0, 1.0), (2.0, -1.0), (3.0, -2.0)];
        let (above, below) = shading(&line);
        let crossing = (1.5, 0.0);
        assert!(
            above.iter().any(|p| p.contains(&crossing))
                && below.iter().any(|p| p.contains(&crossing)),
            "above {above:?}, below {below:?}"
        );
        assert!(
            above.iter().flatten().all(|p| p.1 >= 0.0)
                && below.iter().flatten().all(|p| p.1 <= 0.0),
            "above {above:?}, below {below:?}"
        );
        // Several crossings, one on a point, and a stretch along the axis.
        let zigzag = [
            (0.0, 0.0),
            (1.0, 2.0),
            (2.0, -3.0),
            (3.0, 0.0),
            (4.0, 1.0),
            (5.0, 0.0),
            (6.0, 0.0),
            (7.0, -0.5),
            (8.0, 4.0),
        ];
        for line in [&line[..], &zigzag[..]] {
            let (above, below) = shading(line);
            let end = line.last().expect("points").0;
            // Every point of the plot is shaded for the side the line is on there, and only
            // between the line and zero.
            for i in 1..400 {
                let x = end * f64::from(i) / 400.0;
                let at = line_at(line, x);
                for j in -50..=50 {
                    let y = f64::from(j) * 0.1 + 0.013;
                    let shaded_above = above.iter().filter(|p| inside(p, (x, y))).count();
                    let shaded_below = below.iter().filter(|p| inside(p, (x, y))).count();
                    let (want_above, want_below) = (0.0 < y && y < at, at < y && y < 0.0);
                    assert_eq!(
                        (shaded_above, shaded_below),
                        (usize::from(want_above), usize::from(want_below)),
                        "({x}, {y}) with the line at {at}: above {above:?}, below {below:?}"
                    );
                }
            }
        }
        assert_eq!(shading(&[(0.0, 0.0)]), (vec![], vec![]));
        assert_eq!(shading(&[]), (vec![], vec![]));
    }
}
