//! The rules book under `docs/rules/` matches the engine: every picture redrawn now has the
//! same pixels as the file, every generated block reads as it would be written, every game
//! has its page, and the README links the book.

use std::path::PathBuf;

fn book() -> PathBuf {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest.join("../docs/rules")
}

#[test]
fn the_rules_book_matches_the_engine() {
    let problems = tabiya_render::book::check(&book());
    assert!(
        problems.is_empty(),
        "the rules book is out of date (run `cargo run -p tabiya-render -- book`):\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_game_has_a_page_with_every_section_and_the_index_links_it() {
    let dir = book();
    let index = std::fs::read_to_string(dir.join("README.md")).expect("the book's index");
    for spec in tabiya_engine::variants::ALL {
        let page = std::fs::read_to_string(dir.join(format!("{}.md", spec.key)))
            .unwrap_or_else(|e| panic!("{}: {e}", spec.key));
        for heading in [
            "## The board and the setup",
            "## The pieces",
            "## Special rules",
            "## How the game ends",
            "## Options",
            "## Where the rules leave a choice",
        ] {
            assert!(page.contains(heading), "{} lacks {heading}", spec.key);
        }
        for o in spec.options {
            assert!(
                page.contains(&format!("`{}`", o.key)),
                "{} lacks {}",
                spec.key,
                o.key
            );
        }
        assert!(
            index.contains(&format!("({}.md)", spec.key)),
            "index lacks {}",
            spec.key
        );
    }
    assert!(index.contains("(ashtapada.md)"));
    let readme = std::fs::read_to_string(dir.join("../../README.md")).expect("README");
    assert!(
        readme.contains("docs/rules/"),
        "the README links the rules book"
    );
}

#[test]
fn a_stale_picture_or_block_is_found() {
    let dir = std::env::temp_dir().join(format!("tabiya-book-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    tabiya_render::book::write(&dir).expect("written");
    assert!(tabiya_render::book::check(&dir).is_empty());
    // A picture of another position, and a piece's text edited by hand.
    std::fs::copy(
        dir.join("img/shogi-start.png"),
        dir.join("img/shogi-rook.png"),
    )
    .expect("copy");
    let page = std::fs::read_to_string(dir.join("makruk.md")).expect("page");
    std::fs::write(
        dir.join("makruk.md"),
        page.replace("One square diagonally.", "Two squares diagonally."),
    )
    .expect("write");
    std::fs::write(dir.join("img/old.png"), b"").expect("write");
    let problems = tabiya_render::book::check(&dir);
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("img/shogi-rook.png")));
    assert!(problems.iter().any(|p| p.contains("makruk.md")));
    assert!(problems.iter().any(|p| p.contains("img/old.png")));
    let _ = std::fs::remove_dir_all(&dir);
}
