//! Differential test against Fairy-Stockfish (pyffish): reproducible random games, comparing at
//! every ply the legal moves, the position (board, hands, side to move), the verdicts of a
//! position a rule has ended or that has no move, and the SAN of the move played.
//!
//! The oracle runs as `tools/oracle_server.py` under the Python named by
//! `TABIYA_ORACLE_PYTHON` (CI sets it to a venv with `pyffish==0.0.90`). Without it the test
//! looks for `python3` with pyffish, and says it was skipped when there is none.
//! `TABIYA_DIFF_GAMES` sets the games per variant (default 6).

use crate::support::manifest_dir;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};
use tabiya_engine::{fen, notation, san, uci, Color, Outcome, Variant};

pub(crate) struct Oracle {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Oracle {
    pub(crate) fn start() -> Option<Oracle> {
        let manifest = manifest_dir();
        let root = manifest.parent().expect("workspace");
        let required = std::env::var("TABIYA_ORACLE_PYTHON").ok();
        let python = required.clone().unwrap_or_else(|| "python3".to_owned());
        let has_pyffish = Command::new(&python)
            .args(["-c", "import pyffish"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !has_pyffish {
            assert!(
                required.is_none(),
                "TABIYA_ORACLE_PYTHON={python} has no pyffish"
            );
            return None;
        }
        let mut child = Command::new(&python)
            .arg(root.join("tools/oracle_server.py"))
            .arg(root.join("engine/tests/data/historical_variants.ini"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("oracle starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Some(Oracle {
            child,
            stdin,
            stdout,
        })
    }

    pub(crate) fn ask(&mut self, q: Value) -> Value {
        writeln!(self.stdin, "{q}").expect("oracle alive");
        self.stdin.flush().expect("flush");
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("oracle answers");
        let v: Value = serde_json::from_str(&line).expect("json");
        assert!(v.get("error").is_none(), "oracle error {v} for {q}");
        v
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// xorshift64*: a deterministic generator, so a failure can be replayed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Our verdict as Fairy-Stockfish scores it, from the side to move's view.
fn value(o: Outcome, turn: Color) -> i64 {
    match o.winner() {
        None => 0,
        Some(w) if w == turn => 32000,
        Some(_) => -32000,
    }
}

/// The FEN fields we compare: board (with hands), side to move.
fn core(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

fn sorted_hand(board: &str) -> String {
    match board.find('[') {
        Some(i) => {
            let mut hand: Vec<char> = board[i + 1..board.len() - 1]
                .chars()
                .filter(|c| *c != '-')
                .collect();
            hand.sort_unstable();
            format!("{}[{}]", &board[..i], hand.into_iter().collect::<String>())
        }
        None => board.to_owned(),
    }
}

/// Positions some games start from besides the start position: the cases where the two
/// readings of a rule part.
fn extra_starts(name: &str) -> &'static [&'static str] {
    match name {
        // Sho Shogi: a drunk elephant able to promote (making a crown prince) while the only
        // king is in check, or pinned, or with the checker to block. Fairy-Stockfish lets the
        // promotion stand only where it answers the check.
        "shoshogi" => &[
            "4k4/9/9/4E4/9/9/9/9/r3K4 w - - 0 1",
            "3k5/4r4/9/4E4/9/9/9/9/4K4 w - - 0 1",
            "4k4/4r4/9/3E5/9/9/9/9/4K4 w - - 0 1",
            "lnsgkgsnl/1r5b1/pppp1pppp/4E4/9/9/PPPP1PPPP/1B2p2R1/LNSGKGSNL w - - 0 1",
            "lnsg1gsnl/1r2k2b1/pppp1pppp/4E4/9/9/PPPP1PPPP/1B2r4/LNSGKGSNL w - - 0 1",
        ],
        _ => &[],
    }
}

/// Plays `games` games (at least one from each start); returns (games, plies, games that ended by a rule).
fn play_games(
    oracle: &mut Oracle,
    name: &str,
    games: usize,
    max_plies: usize,
) -> (usize, usize, usize) {
    let variant = Variant::fairy(name).expect("known name");
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (name.len() as u64 * 7919));
    let mut starts = vec![variant.start_fen()];
    starts.extend_from_slice(extra_starts(name));
    let mut plies = 0;
    let mut ended = 0;
    let mut thai_compared = 0usize;
    let mut thai_clashes = 0usize;
    for game in 0..games.max(starts.len()) {
        let start_fen = starts[game % starts.len()];
        let mut pos = fen::parse(start_fen, variant).expect("start position");
        let mut moves: Vec<String> = Vec::new();
        loop {
            let legal = pos.legal_moves();
            let mut ours: Vec<String> = legal.iter().map(|m| uci::to_uci(m, &pos)).collect();
            ours.sort();
            // Captures are favoured so that games reach endgames and their verdicts.
            let captures: Vec<_> = legal.iter().copied().filter(|m| m.is_capture()).collect();
            let chosen = (!legal.is_empty() && moves.len() < max_plies).then(|| {
                if !captures.is_empty() && rng.below(3) > 0 {
                    captures[rng.below(captures.len())]
                } else {
                    legal[rng.below(legal.len())]
                }
            });
            let chosen_uci: Vec<String> = chosen.iter().map(|m| uci::to_uci(m, &pos)).collect();
            let thai: &[String] = if name == "makruk" { &chosen_uci } else { &[] };
            let answer = oracle.ask(json!({
                "variant": name, "fen": start_fen, "moves": moves, "san": chosen_uci,
                "thai": thai,
            }));
            let context = || format!("{name} game {game}: {start_fen} moves {}", moves.join(" "));
            let theirs: Vec<String> = answer["legal"]
                .as_array()
                .expect("legal")
                .iter()
                .map(|m| m.as_str().expect("str").to_owned())
                .collect();
            assert_eq!(ours, theirs, "legal moves differ\n{}", context());
            let their_fen = answer["fen"].as_str().expect("fen");
            let (a, b) = (core(&fen::fen(&pos)), core(their_fen));
            let (a_board, a_turn) = a.split_once(' ').expect("two fields");
            let (b_board, b_turn) = b.split_once(' ').expect("two fields");
            assert_eq!(
                (sorted_hand(a_board), a_turn),
                (sorted_hand(b_board), b_turn),
                "position differs\n{}",
                context()
            );
            let imm = &answer["immediate"];
            let our_imm = pos.immediate_outcome();
            assert_eq!(
                our_imm.is_some(),
                imm[0].as_bool().expect("bool"),
                "immediate end differs\n{}",
                context()
            );
            if let Some(o) = our_imm {
                assert_eq!(
                    value(o, pos.turn()),
                    imm[1].as_i64().expect("int"),
                    "immediate verdict differs\n{}",
                    context()
                );
            }
            if let Some(r) = answer["result"].as_i64() {
                let o = pos.outcome().expect("no moves: the game is over");
                assert_eq!(
                    value(o, pos.turn()),
                    r,
                    "verdict differs ({o:?})\n{}",
                    context()
                );
            }
            let Some(m) = chosen else {
                ended += usize::from(pos.outcome().is_some());
                break;
            };
            let u = uci::to_uci(&m, &pos);
            let their_san = answer["san"][&u].as_str().expect("san");
            // Fairy-Stockfish writes a Janggi pass as a king move to its own square; we write
            // `pass`.
            if m != tabiya_engine::Move::Pass {
                assert_eq!(
                    san::to_san(&m, &pos),
                    their_san,
                    "SAN of {u} differs\n{}",
                    context()
                );
            }
            if let Some(their_thai) = answer["thai"][&u].as_str() {
                let ours = notation::thai(&m, &pos, &legal).expect("a Makruk move");
                // The one difference (see `notation::thai`): where Fairy-Stockfish's string
                // names two legal moves, ours writes the piece's origin square.
                if ours != their_thai {
                    let read = notation::parse(their_thai, &pos, &legal);
                    assert!(
                        matches!(read, Err(san::SanError::Ambiguous { .. })),
                        "Thai SAN of {u}: ours {ours}, theirs {their_thai} (read {read:?})\n{}",
                        context()
                    );
                    thai_clashes += 1;
                }
                thai_compared += 1;
            }
            moves.push(u);
            pos = pos.play(&m).expect("legal");
            plies += 1;
        }
    }
    if thai_compared > 0 {
        eprintln!(
            "{name}: Thai SAN of {} moves compared, {} written with the origin where \
             Fairy-Stockfish's string names two moves",
            thai_compared, thai_clashes
        );
    }
    (games, plies, ended)
}

#[test]
fn differential_against_fairy_stockfish() {
    if Oracle::start().is_none() {
        eprintln!("differential test skipped: no python3 with pyffish (set TABIYA_ORACLE_PYTHON)");
        return;
    }
    let games: usize = std::env::var("TABIYA_DIFF_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(6);
    let names = [
        "chaturanga",
        "chaturanga-historical",
        "shatranj",
        "senterej",
        "ninthcentury",
        "sittuyin",
        "makruk",
        "cambodian",
        "shatar",
        "xiangqi",
        "janggi",
        "janggicasual",
        "janggitraditional",
        "janggimodern",
        "heianshogi",
        "heianshogi9",
        "shoshogi",
        "shogi",
    ];
    // Two oracles side by side: pyffish spends ~1.6 ms a call rebuilding its position.
    let left: Vec<&'static str> = names.iter().step_by(2).copied().collect();
    let right: Vec<&'static str> = names.iter().skip(1).step_by(2).copied().collect();
    let run = |list: Vec<&'static str>| {
        std::thread::spawn(move || {
            let mut oracle = Oracle::start().expect("oracle");
            list.into_iter()
                .map(|name| {
                    let (g, p, e) = play_games(&mut oracle, name, games, 200);
                    format!("{name}: {g} games ({e} ended by the rules), {p} plies")
                })
                .collect::<Vec<_>>()
        })
    };
    let a = run(left);
    let b = run(right);
    let mut summary = a.join().expect("left half");
    summary.extend(b.join().expect("right half"));
    eprintln!("differential summary (legal moves, position, verdicts and SAN equal at every ply):");
    for line in summary {
        eprintln!("  {line}");
    }
}
