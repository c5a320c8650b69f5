//! Golden images: every game, both piece sets, both orientations, after one move (so the
//! last-move highlight shows). `TABIYA_BLESS=1 cargo test -p tabiya-render` rewrites them;
//! on a mismatch the actual image and a diff are written beside the test's temp dir.

use std::path::PathBuf;

use tabiya_engine::{variants, view::BoardView, Position, Variant};
use tabiya_render::{render, Options, PieceSet};

/// Per-channel difference allowed, and the share of pixels that may exceed it.
const CHANNEL_TOLERANCE: u8 = 24;
const PIXEL_SHARE: f64 = 0.002;

fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    // Palette images expand to RGB, so both kinds compare pixel for pixel.
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png data");
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn golden_dir() -> PathBuf {
    manifest_dir().join("tests/golden")
}

fn check(name: &str, png: &[u8]) -> Result<(), String> {
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os("TABIYA_BLESS").is_some() {
        // Stored with high compression: the pixels are compared, not the bytes.
        let (w, h, px) = decode(png);
        let mut out = Vec::new();
        {
            let mut enc = png::Encoder::new(&mut out, w, h);
            enc.set_color(png::ColorType::Rgb);
            enc.set_depth(png::BitDepth::Eight);
            enc.set_compression(png::Compression::High);
            let mut writer = enc.write_header().map_err(|e| e.to_string())?;
            writer.write_image_data(&px).map_err(|e| e.to_string())?;
        }
        std::fs::write(&path, out).map_err(|e| e.to_string())?;
        return Ok(());
    }
    let expected = std::fs::read(&path)
        .map_err(|e| format!("{name}: no golden image ({e}); run with TABIYA_BLESS=1"))?;
    let (ew, eh, e) = decode(&expected);
    let (aw, ah, a) = decode(png);
    if (ew, eh) != (aw, ah) {
        return Err(format!("{name}: size {aw}×{ah}, golden {ew}×{eh}"));
    }
    let channels = e.len() / (ew * eh) as usize;
    let mut bad = 0usize;
    let mut diff = vec![0u8; (ew * eh * 3) as usize];
    for i in 0..(ew * eh) as usize {
        let d = (0..3)
            .map(|c| e[i * channels + c].abs_diff(a[i * channels + c]))
            .max()
            .unwrap_or(0);
        if d > CHANNEL_TOLERANCE {
            bad += 1;
            diff[i * 3] = 255;
        } else {
            diff[i * 3..i * 3 + 3].fill(e[i * channels] / 3);
        }
    }
    if bad as f64 > PIXEL_SHARE * (ew * eh) as f64 {
        let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
        let _ = std::fs::write(out.join(format!("{name}.actual.png")), png);
        let _ = std::fs::write(
            out.join(format!("{name}.diff.png")),
            tabiya_render::encode_rgb(&diff, ew, eh),
        );
        return Err(format!(
            "{name}: {bad} pixels differ; actual and diff written to {}",
            out.display()
        ));
    }
    Ok(())
}

#[test]
fn every_game_both_sets_both_orientations() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for spec in variants::ALL {
        let variant = Variant::with_options(spec, &[]).expect("historical rules");
        let start = Position::new(variant);
        let first = start.legal_moves()[0];
        let after = start.clone().play(&first).expect("legal");
        let view = BoardView::new(&after, Some((first, start.turn())));
        for set in [PieceSet::Traditional, PieceSet::International] {
            for flip in [false, true] {
                let opts = Options {
                    set,
                    flip,
                    square: 40,
                    caption: Some(format!("{} — golden", spec.name)),
                };
                let image = render(&view, &opts);
                let name = format!(
                    "{}-{}-{}",
                    spec.key,
                    if set == PieceSet::Traditional {
                        "traditional"
                    } else {
                        "international"
                    },
                    if flip { "flipped" } else { "normal" }
                );
                checked += 1;
                if let Err(e) = check(&name, &image.png) {
                    failures.push(e);
                }
            }
        }
    }
    assert_eq!(checked, 52);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The package's folder, read when the test runs (cargo sets it): a binary built from
/// another clone sharing the target folder must not look in that clone.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// Long names shrink or wrap, never run off the image: golden images of the captions the bot
/// writes with the longest names it allows (64 characters, with and without spaces), and in
/// each the caption's ink keeps clear of the left and right edges.
#[test]
fn long_captions_shrink_or_wrap_and_are_never_cut() {
    let long = "Aleksandra Konstantinovna Vasilyeva-Rimskaya of Novosibirsk Oblast";
    let unbroken = "x".repeat(64);
    let cases = [
        (
            "shatranj",
            "#2 Shatranj — w1 (White) vs b1 (Black) — Black to move".to_owned(),
        ),
        (
            "makruk",
            format!("#1234 Makruk — {long} (White) vs bob (Black) — White to move"),
        ),
        (
            "xiangqi",
            format!("#7 Xiangqi — {unbroken} (Red) vs {long} (Black) — Red to move"),
        ),
        (
            "ninthcentury",
            format!(
                "#88 Ninth-century Indian chess — {unbroken} (White) vs {unbroken} (Black) — 1-0"
            ),
        ),
    ];
    let mut failures = Vec::new();
    for (key, caption) in cases {
        let variant = Variant::historical(key, &[]).expect("game");
        let view = BoardView::new(&Position::new(variant), None);
        let image = render(
            &view,
            &Options {
                caption: Some(caption.clone()),
                ..Options::default()
            },
        );
        let (w, h, px) = decode(&image.png);
        let channels = px.len() / (w * h) as usize;
        // The band above the board where the caption stands: the rows before the first row
        // of the board's frame colour across the middle.
        let ink = |x: u32, y: u32| {
            let i = ((y * w + x) as usize) * channels;
            px[i] < 0x90 && px[i + 1] < 0x90 && px[i + 2] < 0x90
        };
        let band = (0..h)
            .find(|&y| {
                (w / 4..w * 3 / 4).all(|x| !ink(x, y))
                    && y > 4
                    && (0..y).any(|yy| (0..w).any(|x| ink(x, yy)))
            })
            .unwrap_or(h);
        let rows_with_ink = (0..band).filter(|&y| (0..w).any(|x| ink(x, y))).count();
        assert!(rows_with_ink > 0, "{key}: no caption drawn");
        for y in 0..band.min(h / 3) {
            for x in (0..3).chain(w - 3..w) {
                if ink(x, y) {
                    failures.push(format!(
                        "{key}: the caption touches the edge at ({x}, {y}): {caption}"
                    ));
                }
            }
        }
        if let Err(e) = check(&format!("caption-{key}"), &image.png) {
            failures.push(e);
        }
    }
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A caption in each script the bot speaks, with names written in it, over a board of the
/// language's homeland game: set through the font chain and shaped (Arabic joined and right
/// to left, Thai, Khmer, Myanmar and Devanagari marks in place, Mongolian script joined).
pub const SCRIPT_CAPTIONS: &[(&str, &str, &str)] = &[
    (
        "zh-CN",
        "xiangqi",
        "#1 象棋 — 张伟（红方）对 李娜（黑方）— 轮到 张伟 走棋",
    ),
    (
        "zh-TW",
        "xiangqi",
        "#1 象棋 — 陳志明（紅方）對 林美玲（黑方）— 輪到 陳志明 走棋",
    ),
    (
        "vi",
        "xiangqi",
        "#1 Cờ tướng — Nguyễn Văn Hùng (Đỏ) gặp Trần Thị Hương (Đen) — lượt Đỏ",
    ),
    (
        "ja",
        "shogi",
        "#1 将棋 — 羽生善治（先手）対 藤井聡太（後手）— 先手の手番",
    ),
    (
        "ko",
        "janggi",
        "#1 장기 — 김민준 (초) 대 이서연 (한) — 초 차례",
    ),
    (
        "th",
        "makruk",
        "#1 หมากรุกไทย — สมชาย (ฝ่ายขาว) พบ สมหญิง (ฝ่ายดำ) — ถึงตาฝ่ายขาวเดิน",
    ),
    (
        "km",
        "ouk",
        "#1 អុកចត្រង្គ — សុខា (ស) ទល់ ចាន់ធីតា (ខ្មៅ) — វេន\u{200B}ស",
    ),
    (
        "my",
        "sittuyin",
        "#1 စစ်တုရင် — အောင်ကျော်မင်း (အနီ) နှင့် မြင့်မြင့်ခိုင် (အမည်း)",
    ),
    (
        "mn",
        "shatar",
        "#1 Шатар — Батбаяр ᠪᠠᠲᠤᠪᠠᠶᠠᠷ (Цагаан) ба Мөнхзул (Хар)",
    ),
    ("am", "senterej", "#1 ሰንጠረዥ — አበበ ቢቂላ (ነጭ) ከ ብርቱካን (ጥቁር)"),
    (
        "fa",
        "shatranj",
        "#1 شطرنج — علی رضایی (سفید) در برابر مریم احمدی (سیاه) — نوبت سفید",
    ),
    (
        "ar",
        "shatranj",
        "#1 الشطرنج — محمد العلي (الأبيض) ضد فاطمة (الأسود) — دور الأبيض",
    ),
    (
        "hi",
        "chaturanga",
        "#1 चतुरंग — राहुल शर्मा (सफ़ेद) बनाम प्रिया क्षत्रिय (काला)",
    ),
];

#[test]
fn captions_in_every_script_are_shaped_with_no_missing_glyph() {
    let mut failures = Vec::new();
    for (lang, key, caption) in SCRIPT_CAPTIONS {
        let missing = tabiya_render::text::missing_glyphs(caption);
        if !missing.is_empty() {
            failures.push(format!("{lang}: no glyph for {missing:?}"));
        }
        let variant = Variant::historical(key, &[]).expect("game");
        let view = BoardView::new(&Position::new(variant), None);
        let image = render(
            &view,
            &Options {
                caption: Some((*caption).to_owned()),
                square: 40,
                ..Options::default()
            },
        );
        if let Err(e) = check(&format!("caption-script-{lang}"), &image.png) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Charts and tables in any script: their words are shaped through the font chain (a
/// Japanese chart, a crosstable of players named in Chinese, Arabic and Thai).
#[test]
fn charts_and_crosstables_in_every_script() {
    use tabiya_render::charts::{
        crosstable, evaluation_chart_in, ChartWords, CrossRow, Crosstable, EvalPoint,
    };
    let points: Vec<EvalPoint> = [0.2, -0.4, 1.5, 3.0, 2.5]
        .iter()
        .enumerate()
        .map(|(i, &p)| EvalPoint {
            pawns: p,
            mark: (i == 2).then_some("blunder"),
            label: format!("{}", i + 1),
        })
        .collect();
    let words = ChartWords {
        title: "対局 #3 — 将棋".to_owned(),
        moves: "手数".to_owned(),
        pawns: "歩".to_owned(),
    };
    let chart = evaluation_chart_in(&words, "評価".to_owned(), &points);
    let mut failures = Vec::new();
    if let Err(e) = check("chart-ja", &chart.png) {
        failures.push(e);
    }
    let names = ["张伟", "محمد العلي", "สมชาย"];
    let table = Crosstable {
        title: "大会 #1 «冬»".to_owned(),
        columns: [
            "選手".to_owned(),
            "得点".to_owned(),
            "タイブレーク".to_owned(),
        ],
        rows: names
            .iter()
            .enumerate()
            .map(|(i, n)| CrossRow {
                rank: i + 1,
                number: i + 1,
                name: (*n).to_owned(),
                cells: vec!["1".to_owned(); names.len()],
                points: "2".to_owned(),
                tiebreak: "1.5".to_owned(),
            })
            .collect(),
    };
    for text in names.iter().chain([&"大会 #1 «冬»", &"対局 #3 — 将棋"]) {
        let missing = tabiya_render::text::missing_glyphs(text);
        assert!(missing.is_empty(), "{text}: {missing:?}");
    }
    if let Err(e) = check("crosstable-scripts", &crosstable(&table).png) {
        failures.push(e);
    }
    let rating = tabiya_render::charts::rating_chart(
        "张伟 — 象棋",
        &[(1500.0, 200.0), (1560.0, 150.0), (1610.0, 120.0)],
    );
    if let Err(e) = check("rating-zh", &rating.png) {
        failures.push(e);
    }
    // An Ashtapada race whose players write their names in four scripts.
    use tabiya_render::race::{ashtapada, RaceBoard, RaceSeat};
    let seat_names = ["张伟", "محمد", "สมชาย", "Nguyễn"];
    let board = RaceBoard {
        title: "#4 अष्टपद — 4".to_owned(),
        nests: Vec::new(),
        paths: Vec::new(),
        seats: seat_names
            .iter()
            .enumerate()
            .map(|(seat, name)| RaceSeat {
                seat,
                name: (*name).to_owned(),
                pieces: Vec::new(),
                off: 4,
                home: 0,
                gone: false,
                place: None,
            })
            .collect(),
        to_move: Some(1),
        last_throw: Some((0, 3)),
    };
    if let Err(e) = check("race-scripts", &ashtapada(&board).png) {
        failures.push(e);
    }
    // The same race in Arabic: the panel mirrored, its words set from the right edge.
    let words = tabiya_render::race::RaceWords {
        states: vec!["4 للدخول".to_owned(); 4],
        threw: "رمى محمد 3".to_owned(),
        open: "3 مفتوحة: 3 مربعات".to_owned(),
        alt: String::new(),
    };
    if let Err(e) = check(
        "race-arabic",
        &tabiya_render::race::ashtapada_in(&board, &words).png,
    ) {
        failures.push(e);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
