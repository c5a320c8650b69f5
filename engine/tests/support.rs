//! Helpers shared by the rule tests: positions from FEN, moves as sorted strings, playing
//! moves by their Fairy-Stockfish strings.

use tabiya_engine::{fen, uci, Color, Game, Position, Square, Variant};

/// The historical rules of `key` with `options`.
pub fn historical(key: &str, options: &[&str]) -> Variant {
    Variant::historical(key, options).expect("known game and options")
}

/// A position of `key` (historical rules, `options`) from FEN.
pub fn pos(key: &str, options: &[&str], f: &str) -> Position {
    fen::parse(f, historical(key, options)).unwrap_or_else(|e| panic!("{f}: {e}"))
}

/// Every legal move, as sorted move strings.
pub fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| uci::to_uci(m, p)).collect();
    v.sort();
    v
}

/// The legal moves from the square `from` (`e2`, not `e20`), sorted.
pub fn moves_from(p: &Position, from: &str) -> Vec<String> {
    moves(p)
        .into_iter()
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

/// The position after the move string `s`.
pub fn play(p: &Position, s: &str) -> Position {
    let m = uci::parse(s, p).unwrap_or_else(|e| panic!("{s} in {}: {e}", fen::fen(p)));
    p.clone().play(&m).expect("legal")
}

/// Plays `s` for `color` in a game.
pub fn game_play(g: &mut Game, color: Color, s: &str) {
    let legal = g.legal_moves(color);
    let m = uci::parse_among(s, g.position(), &legal).unwrap_or_else(|e| panic!("{s}: {e}"));
    g.play(color, m).unwrap_or_else(|e| panic!("{s}: {e}"));
}

/// Plays `s` for the side to move in a game.
pub fn play_next(g: &mut Game, s: &str) {
    let color = g.to_move()[0];
    game_play(g, color, s);
}

/// The square named `s` (`e2`, `h10`).
pub fn sq(s: &str) -> Square {
    let b = s.as_bytes();
    Square::new(b[0] - b'a', s[1..].parse::<u8>().expect("rank") - 1).expect("square")
}

/// The engine crate's directory (test data and the workspace's tools are found from it), read
/// when the test runs (cargo sets it): a binary built from another clone sharing the target
/// folder must not look in that clone.
pub fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// What the `tabiya-engine` driver prints for `script` (its whole input).
pub fn talk(script: &str) -> String {
    use std::io::Write as _;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_tabiya-engine"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("driver runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("script");
    String::from_utf8(child.wait_with_output().expect("output").stdout).expect("utf-8")
}
