//! `tabiya-render VARIANT [FEN] --out FILE [--set traditional|international] [--flip]`:
//! writes a board image and prints its alt text.
//!
//! `tabiya-render book [DIR]`: redraws the rules book's pictures and generated blocks
//! (`docs/rules/` of the workspace by default).

use std::process::ExitCode;

use tabiya_engine::{fen, view::BoardView, Position, Variant};
use tabiya_render::{render, Options, PieceSet};

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(alt) => {
            println!("{alt}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tabiya-render: {e}");
            eprintln!("usage: tabiya-render VARIANT [FEN] --out FILE [--set traditional|international] [--flip]\n       tabiya-render book [DIR]\n       tabiya-render gallery [DIR]");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<String, String> {
    if args.first().map(String::as_str) == Some("gallery") {
        let dir = args.get(1).map_or_else(
            || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/gallery"),
            std::path::PathBuf::from,
        );
        let n = tabiya_render::gallery::write(&dir)
            .map_err(|e| format!("cannot write the gallery under {}: {e}", dir.display()))?;
        return Ok(format!(
            "{n} pictures of the gallery written under {}",
            dir.display()
        ));
    }
    if args.first().map(String::as_str) == Some("book") {
        let dir = args.get(1).map_or_else(
            || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rules"),
            std::path::PathBuf::from,
        );
        let n = tabiya_render::book::write(&dir)
            .map_err(|e| format!("cannot write the book under {}: {e}", dir.display()))?;
        return Ok(format!(
            "{n} files of the rules book written under {}",
            dir.display()
        ));
    }
    let mut positional = Vec::new();
    let mut out = None;
    let mut opts = Options::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" => out = Some(it.next().ok_or("--out needs a file name")?),
            "--set" => {
                let v = it
                    .next()
                    .ok_or("--set needs traditional or international")?;
                opts.set = PieceSet::parse(&v).ok_or(format!(
                    "unknown piece set `{v}` (traditional or international)"
                ))?;
            }
            "--flip" => opts.flip = true,
            "--size" => {
                let v = it.next().ok_or("--size needs a number of pixels")?;
                opts.square = v
                    .parse()
                    .map_err(|_| format!("`{v}` is not a size in pixels"))?;
            }
            _ => positional.push(a),
        }
    }
    let name = positional
        .first()
        .ok_or("which game? (e.g. shatranj, xiangqi, shogi)")?;
    let variant = Variant::historical(name, &[]).map_err(|e| e.to_string())?;
    let pos = match positional.get(1..) {
        Some(rest) if !rest.is_empty() => {
            fen::parse(&rest.join(" "), variant).map_err(|e| e.to_string())?
        }
        _ => Position::new(variant),
    };
    let out = out.ok_or("--out FILE is required")?;
    let image = render(&BoardView::new(&pos, None), &opts);
    std::fs::write(&out, &image.png).map_err(|e| format!("cannot write {out}: {e}"))?;
    Ok(image.alt)
}
