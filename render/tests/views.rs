//! Alt text, highlights, sizes and the command-line tool.

use tabiya_engine::{fen, uci, view::BoardView, Position, Variant};
use tabiya_render::{alt_text, render, Options};

fn decode_size(bytes: &[u8]) -> (u32, u32) {
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("png");
    let info = reader.info();
    (info.width, info.height)
}

#[test]
fn alt_text_says_last_move_side_to_move_and_check() {
    let v = Variant::historical("shatranj", &[]).expect("game");
    let pos = fen::parse("3k4/7p/8/8/8/8/8/R2K4 w - - 0 1", v).expect("fen");
    let m = uci::parse("a1a8", &pos).expect("legal");
    let after = pos.clone().play(&m).expect("legal");
    let view = BoardView::new(&after, Some((m, pos.turn())));
    let alt = alt_text(&view);
    assert!(
        alt.starts_with("Shatranj. Black to move. Last move: chariot a1 to a8. Check."),
        "{alt}"
    );
    assert!(
        alt.contains("White: king d1; chariot a8.")
            && alt.contains("Black: foot soldier h7; king d8."),
        "{alt}"
    );
}

#[test]
fn images_have_the_reported_size_and_stay_small() {
    for key in ["shatranj", "xiangqi", "shogi", "sittuyin"] {
        let pos = Position::new(Variant::historical(key, &[]).expect("game"));
        let image = render(&BoardView::new(&pos, None), &Options::default());
        assert_eq!(
            decode_size(&image.png),
            (image.width, image.height),
            "{key}"
        );
        assert!(
            image.width <= 620,
            "{key}: about 600 px wide, got {}",
            image.width
        );
        assert!(image.png.len() < 60_000, "{key}: {} bytes", image.png.len());
    }
}

#[test]
fn shogi_hands_show_counts_in_alt_text() {
    let v = Variant::historical("shogi", &[]).expect("game");
    let pos = fen::parse("4k4/9/9/9/9/9/9/9/4K4[PPPr] w - - 0 1", v).expect("fen");
    let alt = alt_text(&BoardView::new(&pos, None));
    assert!(
        alt.contains("in hand 3 pawn") && alt.contains("in hand 1 rook"),
        "{alt}"
    );
}

#[test]
fn command_line_tool_writes_png_and_rejects_bad_input() {
    let exe = env!("CARGO_BIN_EXE_tabiya-render");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let out = dir.join("cli.png");
    let ok = std::process::Command::new(exe)
        .args([
            "xiangqi",
            "--out",
            out.to_str().expect("utf-8"),
            "--set",
            "international",
            "--flip",
        ])
        .output()
        .expect("runs");
    assert!(ok.status.success());
    assert!(String::from_utf8_lossy(&ok.stdout).starts_with("Xiangqi. Red to move."));
    assert!(std::fs::read(&out)
        .expect("written")
        .starts_with(b"\x89PNG"));
    for bad in [
        vec!["nosuchgame", "--out", "x.png"],
        vec!["shatranj", "8/8/8", "--out", "x.png"],
        vec!["shatranj", "--set", "cubist", "--out", "x.png"],
        vec!["shatranj"],
    ] {
        let r = std::process::Command::new(exe)
            .args(&bad)
            .output()
            .expect("runs");
        assert_eq!(r.status.code(), Some(2), "{bad:?}");
        assert!(!r.stderr.is_empty());
    }
}
