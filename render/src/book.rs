//! The rules book (`docs/rules/`): one page per game and one for Ashtapada. The prose of a
//! page is written by hand; what comes from the engine — the pictures, the pieces' moves, the
//! options — sits between `<!-- generated: NAME -->` and `<!-- end -->` lines and is
//! written by [`write()`] (`cargo run -p tabiya-render -- book`). [`check`] redraws everything
//! and lists what no longer matches, for a test.

use std::path::Path;

use tabiya_engine::ashtapada;
use tabiya_engine::teach::{self, Diagram};
use tabiya_engine::variants::ALL;
use tabiya_engine::view::BoardView;
use tabiya_engine::{Position, Role, Variant, VariantSpec};

use crate::race::{RaceBoard, RaceSeat};
use crate::{render, Options, Rendered};

/// The size of a square in the piece diagrams (the start position uses the default).
const DIAGRAM_SQUARE: u32 = 40;

/// A file of the book: its path under the book's folder and its bytes (a picture) or the
/// generated blocks of a page.
pub enum Part {
    /// A PNG under `img/`.
    Picture {
        /// `img/<game>-<piece>.png`.
        path: String,
        /// The image.
        image: Rendered,
    },
    /// A page's generated blocks.
    Page {
        /// `<game>.md`.
        path: String,
        /// The page's title, for a page written for the first time.
        title: String,
        /// (block name, its text).
        blocks: Vec<(&'static str, String)>,
    },
}

/// The diagram of `role` in `variant` as the chat and the book draw it.
pub fn piece_picture(variant: Variant, role: Role, opts: &Options) -> Option<(Diagram, Rendered)> {
    let d = teach::piece_diagram(variant, role)?;
    let view = BoardView::new(&d.position, None).with_targets(d.from, &d.targets);
    let image = render(&view, opts);
    Some((d, image))
}

/// Every part of the book, drawn from the engine now.
pub fn parts() -> Vec<Part> {
    let mut out = Vec::new();
    for spec in ALL {
        out.extend(game_parts(spec));
    }
    out.extend(ashtapada_parts());
    out
}

fn game_parts(spec: &'static VariantSpec) -> Vec<Part> {
    let variant = Variant::with_options(spec, &[]).expect("every game has its default rules");
    let key = spec.key;
    let mut parts = Vec::new();
    let start = render(
        &BoardView::new(&Position::new(variant), None),
        &Options::default(),
    );
    let start_block = format!(
        "![The start position of {name}: {alt}](img/{key}-start.png)\n\n{first} moves first.",
        name = spec.name,
        alt = start.alt.replace(['[', ']'], ""),
        first = spec.sides[0],
    );
    parts.push(Part::Picture {
        path: format!("img/{key}-start.png"),
        image: start,
    });
    let opts = Options {
        square: DIAGRAM_SQUARE,
        ..Options::default()
    };
    let mut pieces = String::new();
    for p in variant.rules().pieces {
        let Some((_, image)) = piece_picture(variant, p.role, &opts) else {
            continue;
        };
        let file = format!("img/{key}-{}.png", teach::piece_key(p.role));
        pieces.push_str(&format!(
            "### {name} ({english}, `{letter}`)\n\n{text}\n\n![{alt}]({file})\n\n",
            name = p.name,
            english = p.english,
            letter = if p.promoted_prefix {
                format!("+{}", p.letter)
            } else {
                p.letter.to_string()
            },
            text = teach::describe(variant, p.role),
            alt = image.alt.replace(['[', ']'], ""),
        ));
        parts.push(Part::Picture { path: file, image });
    }
    pieces.push_str(
        "A picked-out square holds the piece; a dot marks a square it can move to, a ring \
         an enemy piece it can take. Other pieces stand where they change what it can do.",
    );
    let options = if spec.options.is_empty() {
        "This game has no options: the rules above are the only ones.".to_owned()
    } else {
        spec.options
            .iter()
            .map(|o| format!("- `{}` — {}", o.key, o.summary))
            .collect::<Vec<_>>()
            .join("\n")
    };
    parts.push(Part::Page {
        path: format!("{key}.md"),
        title: spec.name.to_owned(),
        blocks: vec![
            ("summary", spec.summary.to_owned()),
            ("start", start_block),
            ("pieces", pieces.trim_end().to_owned()),
            ("options", options),
        ],
    });
    parts
}

fn ashtapada_parts() -> Vec<Part> {
    let seats: Vec<RaceSeat> = (0..4)
        .map(|seat| RaceSeat {
            seat,
            name: ["A", "B", "C", "D"][seat].to_owned(),
            pieces: Vec::new(),
            off: ashtapada::PIECES,
            home: 0,
            gone: false,
            place: None,
        })
        .collect();
    let board = RaceBoard {
        title: "Ashtapada — four players".to_owned(),
        nests: (0..64u8)
            .filter(|&q| ashtapada::Square(q).is_nest())
            .collect(),
        paths: (0..4)
            .map(|seat| (seat, ashtapada::path(seat).iter().map(|s| s.0).collect()))
            .collect(),
        seats,
        to_move: Some(0),
        last_throw: None,
    };
    let image = crate::race::ashtapada(&board);
    let block = format!(
        "![The Ashtapada board: {alt}](img/ashtapada-board.png)",
        alt = image.alt.replace(['[', ']'], "")
    );
    vec![
        Part::Picture {
            path: "img/ashtapada-board.png".to_owned(),
            image,
        },
        Part::Page {
            path: "ashtapada.md".to_owned(),
            title: "Ashtapada".to_owned(),
            blocks: vec![("board", block)],
        },
    ]
}

/// `page` with each generated block replaced by `blocks`' text (a block the page lacks is
/// added at its end, under a heading).
pub fn fill(page: &str, blocks: &[(&'static str, String)]) -> String {
    let mut out = page.to_owned();
    for (name, text) in blocks {
        let open = format!("<!-- generated: {name} -->\n");
        let close = "<!-- end -->\n";
        let body = format!("{open}{text}\n{close}");
        match out.find(&open) {
            Some(a) => {
                let end = out[a..]
                    .find(close)
                    .map_or(out.len(), |e| a + e + close.len());
                out.replace_range(a..end, &body);
            }
            None => {
                if !out.ends_with('\n') && !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&format!("\n{body}"));
            }
        }
    }
    out
}

/// Writes the book's pictures and generated blocks under `dir`.
///
/// # Errors
/// A file that cannot be read or written.
pub fn write(dir: &Path) -> std::io::Result<usize> {
    std::fs::create_dir_all(dir.join("img"))?;
    let mut n = 0;
    for part in parts() {
        match part {
            Part::Picture { path, image } => {
                std::fs::write(dir.join(path), &image.png)?;
            }
            Part::Page {
                path,
                title,
                blocks,
            } => {
                let file = dir.join(&path);
                let page = match std::fs::read_to_string(&file) {
                    Ok(p) => p,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => format!("# {title}\n"),
                    Err(e) => return Err(e),
                };
                std::fs::write(&file, fill(&page, &blocks))?;
            }
        }
        n += 1;
    }
    Ok(n)
}

/// What in the book under `dir` no longer matches the engine: a missing page or picture, a
/// picture whose pixels differ, a generated block that differs, a picture nothing draws.
pub fn check(dir: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    let mut drawn = Vec::new();
    for part in parts() {
        match part {
            Part::Picture { path, image } => {
                drawn.push(path.clone());
                match std::fs::read(dir.join(&path)) {
                    Err(_) => problems.push(format!("{path} is missing")),
                    Ok(bytes) if pixels(&bytes) != pixels(&image.png) => {
                        problems.push(format!("{path} no longer matches the engine"))
                    }
                    Ok(_) => {}
                }
            }
            Part::Page { path, blocks, .. } => match std::fs::read_to_string(dir.join(&path)) {
                Err(_) => problems.push(format!("{path} is missing")),
                Ok(page) => {
                    for (name, _) in &blocks {
                        if !page.contains(&format!("<!-- generated: {name} -->\n")) {
                            problems.push(format!("{path} has no `{name}` block"));
                        }
                    }
                    if fill(&page, &blocks) != page {
                        problems.push(format!("{path}: a generated block is out of date"));
                    }
                }
            },
        }
    }
    if let Ok(entries) = std::fs::read_dir(dir.join("img")) {
        for e in entries.flatten() {
            let path = format!("img/{}", e.file_name().to_string_lossy());
            if !drawn.contains(&path) {
                problems.push(format!("{path} is drawn by nothing"));
            }
        }
    }
    problems
}

/// A PNG's size and RGB pixels, or nothing for a file that does not decode.
fn pixels(png: &[u8]) -> Option<(u32, u32, Vec<u8>)> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buf).ok()?;
    buf.truncate(info.buffer_size());
    Some((info.width, info.height, buf))
}
