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
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
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
        let variant = Variant::with_options(spec, &[]).expect("seed rules");
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
