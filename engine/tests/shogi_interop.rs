//! Records against Shogi software nobody here wrote: cshogi and python-shogi (PyPI) read the
//! KIF and CSA this crate writes — the same moves, the same last position (a KIF from a board
//! diagram only where the library reads one) — and this crate
//! reads what cshogi writes, with times and comments, CRLF line ends, and a start given as
//! CSA board lines `P1`…`P9` or a KIF board diagram (cshogi writes one for a start that is
//! not the standard one).
//!
//! Both libraries run in `tools/shogi_interop.py` under the Python named by
//! `TABIYA_ORACLE_PYTHON` (CI's venv has them, from `tools/oracle-requirements.txt`). Without
//! it the test says so and passes; with it set, a missing library fails the test.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};
use tabiya_engine::{shogi, Game, Move, Position, Variant};

use crate::support::manifest_dir;

struct Interop {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Interop {
    fn start() -> Option<Interop> {
        let root = manifest_dir().parent().expect("workspace").to_owned();
        let required = std::env::var("TABIYA_ORACLE_PYTHON").ok();
        let python = required.clone().unwrap_or_else(|| "python3".to_owned());
        let has = Command::new(&python)
            .args(["-c", "import cshogi, shogi"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !has {
            assert!(
                required.is_none(),
                "TABIYA_ORACLE_PYTHON={python} has no cshogi or python-shogi"
            );
            eprintln!("cshogi and python-shogi are not installed: interop not checked");
            return None;
        }
        let mut child = Command::new(&python)
            .arg(root.join("tools/shogi_interop.py"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("interop helper starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Some(Interop {
            child,
            stdin,
            stdout,
        })
    }

    fn ask(&mut self, q: Value) -> Value {
        writeln!(self.stdin, "{q}").expect("helper alive");
        self.stdin.flush().expect("flush");
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("helper answers");
        let v: Value = serde_json::from_str(&line).expect("JSON answer");
        assert!(v.get("error").is_none(), "{q}: {v}");
        v
    }
}

impl Drop for Interop {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game of `plies` moves from `start` chosen by a small generator from `k`: captures,
/// drops and promotions come often, and the game stops where it ends.
fn game(k: u64, start: Option<&str>, plies: usize) -> Game {
    let v = Variant::historical("shogi", &[]).expect("shogi");
    let pos = match start {
        Some(s) => shogi::parse_sfen(s, v).expect("start"),
        None => Position::new(v),
    };
    let mut game = Game::from_position(pos);
    let mut x = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for _ in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let color = game.position().turn();
        let legal = game.legal_moves(color);
        if legal.is_empty() {
            break;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let pos = game.position();
        let lively: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| match m {
                Move::Drop { .. } => true,
                Move::Normal { to, promotion, .. } => {
                    promotion.is_some() || pos.piece_at(*to).is_some()
                }
                _ => false,
            })
            .collect();
        let pick = if !lively.is_empty() && x.is_multiple_of(3) {
            lively[(x / 3) as usize % lively.len()]
        } else {
            legal[(x / 3) as usize % legal.len()]
        };
        game.play(color, pick).expect("legal");
    }
    game
}

/// The game's moves in USI and its last position's SFEN without the move number.
fn usi_and_end(game: &Game) -> (Vec<String>, String) {
    let mut pos = game.start().clone();
    let mut moves = Vec::new();
    for (color, m) in game.moves() {
        pos.set_turn(color);
        moves.push(shogi::usi(&m, &pos));
        pos.play_unchecked(&m);
    }
    (moves, board_hand_turn(&shogi::sfen(game.position())))
}

/// An SFEN's board, side to move and hand (the move number differs between programs).
fn board_hand_turn(sfen: &str) -> String {
    sfen.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}

const STARTS: [Option<&str>; 4] = [
    None,
    // Gote to move, pieces in hand on both sides.
    Some("lnsgk2nl/1r4gb1/p1pppp1pp/6p2/1p7/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w Ps 1"),
    // A sparse ending, Sente to move, two of a kind in hand.
    Some("4k4/9/4P4/9/9/9/9/9/4K4 b 2G2Sr 1"),
    // The same with one of each.
    Some("4k4/9/4P4/9/9/9/9/9/4K4 b GSr 1"),
];

/// Which libraries can read a record of `format` from `start`. Neither reads a KIF whose
/// start is a board diagram: cshogi's KIF reader skips the diagram, python-shogi's loses the
/// side to move (`後手番`) and gives Sente's hand to Gote. python-shogi's CSA reader writes a
/// start's hand of two or more of a kind without the piece (its SFEN of `2G` is `2`).
fn readers(format: &str, start: Option<&str>) -> &'static [&'static str] {
    let Some(s) = start else {
        return &["cshogi", "python_shogi"];
    };
    let counts = s
        .rsplit(' ')
        .nth(1)
        .is_some_and(|hand| hand.bytes().any(|b| b.is_ascii_digit()));
    match (format, counts) {
        ("kif", _) => &[],
        (_, true) => &["cshogi"],
        _ => &["cshogi", "python_shogi"],
    }
}

#[test]
fn kif_and_csa_written_here_read_alike_by_cshogi_and_python_shogi() {
    let Some(mut interop) = Interop::start() else {
        return;
    };
    let mut checked = 0;
    for (i, start) in STARTS.iter().enumerate() {
        for k in 1..=4u64 {
            let g = game(k + 10 * i as u64, *start, 30 + 20 * k as usize);
            let (moves, end) = usi_and_end(&g);
            for (format, text) in [
                ("kif", shogi::to_kif(&g, "Sente player", "Gote player")),
                ("csa", shogi::to_csa(&g, "Sente player", "Gote player")),
            ] {
                let libs = readers(format, *start);
                let a = interop
                    .ask(json!({"op": "read", "format": format, "text": text, "libs": libs}));
                for lib in libs {
                    let got: Vec<String> = a[lib]["moves"]
                        .as_array()
                        .unwrap_or_else(|| panic!("{lib} {format}: {a}"))
                        .iter()
                        .map(|m| m.as_str().expect("USI").to_owned())
                        .collect();
                    assert_eq!(got, moves, "{lib} reads the moves of\n{text}");
                    let their_end = board_hand_turn(a[lib]["end"].as_str().expect("SFEN"));
                    assert_eq!(their_end, end, "{lib}: the last position of\n{text}");
                    checked += 1;
                }
            }
        }
    }
    // Four games from each start: the standard one by both in both formats; the others in
    // CSA by both, but two of a kind in hand by cshogi alone.
    assert_eq!(checked, 4 * (4 + 2 + 1 + 2));
}

#[test]
fn kif_and_csa_written_by_cshogi_are_read_here() {
    let Some(mut interop) = Interop::start() else {
        return;
    };
    let v = Variant::historical("shogi", &[]).expect("shogi");
    for (i, start) in STARTS.iter().enumerate() {
        for k in 1..=3u64 {
            let g = game(100 + k + 10 * i as u64, *start, 40);
            let (moves, end) = usi_and_end(&g);
            let start_sfen = shogi::sfen(g.start());
            let a = interop.ask(json!({"op": "write", "start": start_sfen, "moves": moves}));
            for key in ["kif", "csa", "csa_board_lines"] {
                let text = a[key].as_str().unwrap_or_else(|| panic!("{key}: {a}"));
                for text in [text.to_owned(), text.replace('\n', "\r\n")] {
                    let read = if key.starts_with("kif") {
                        shogi::from_kif(&text, v)
                    } else {
                        shogi::from_csa(&text, v)
                    }
                    .unwrap_or_else(|e| panic!("{key}: {e}\n{text}"));
                    let (got, got_end) = usi_and_end(&read.game);
                    assert_eq!(got, moves, "{key}:\n{text}");
                    assert_eq!(got_end, end, "{key}:\n{text}");
                    assert_eq!(read.sente.as_deref(), Some("Sente player"), "{key}");
                }
            }
        }
    }
}

/// What the libraries cannot check, this crate's own reader does: the KIF and CSA written here
/// from every start (a board diagram with Gote to move, two of a kind in hand) read back to
/// the same moves and last position.
#[test]
fn kif_and_csa_from_every_start_read_back_here() {
    let v = Variant::historical("shogi", &[]).expect("shogi");
    for (i, start) in STARTS.iter().enumerate() {
        for k in 1..=4u64 {
            let g = game(k + 10 * i as u64, *start, 30 + 20 * k as usize);
            let (moves, end) = usi_and_end(&g);
            let kif = shogi::to_kif(&g, "Sente player", "Gote player");
            let csa = shogi::to_csa(&g, "Sente player", "Gote player");
            for (read, text) in [
                (shogi::from_kif(&kif, v), &kif),
                (shogi::from_csa(&csa, v), &csa),
            ] {
                let read = read.unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(
                    usi_and_end(&read.game),
                    (moves.clone(), end.clone()),
                    "{text}"
                );
                assert_eq!(
                    shogi::sfen(read.game.start()),
                    shogi::sfen(g.start()),
                    "{text}"
                );
            }
        }
    }
}
