//! The search finds forced wins, checked by brute force over the rules engine: positions from
//! random games of each family where the side to move can force a win in one or two moves
//! (mate, or any other end the game's rules give the mover: a bare king, a stalemate that
//! wins), and the search must report that mate distance with a move that forces it.

use tabiya_engine::search::{search, Limits};
use tabiya_engine::{Outcome, Position, Variant};

/// Whether the side to move forces a win within `n` of its moves (every reply answered).
fn wins_within(p: &Position, n: u32) -> bool {
    let us = p.turn();
    n > 0
        && p.legal_moves().iter().any(|m| {
            let q = p.clone().play(m).expect("legal");
            match q.outcome() {
                Some(Outcome::Decisive { winner, .. }) => winner == us,
                Some(Outcome::Draw { .. }) => false,
                None => n > 1 && answered(&q, us, n - 1),
            }
        })
}

/// Whether every reply in `q` still leaves `us` winning within `n`.
fn answered(q: &Position, us: tabiya_engine::Color, n: u32) -> bool {
    q.legal_moves().iter().all(|r| {
        let q2 = q.clone().play(r).expect("legal");
        match q2.outcome() {
            Some(Outcome::Decisive { winner, .. }) => winner == us,
            Some(Outcome::Draw { .. }) => false,
            None => wins_within(&q2, n),
        }
    })
}

/// Positions of random games of `key` where a win is forced in exactly `n` moves (at most
/// `want` of them, from `games` games).
fn forced(key: &str, n: u32, want: usize, games: u32) -> Vec<Position> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15 ^ u64::from(n);
    let mut next = |m: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m as u64) as usize
    };
    let variant = Variant::historical(key, &[]).expect("a game");
    let mut found = Vec::new();
    for _ in 0..games {
        let mut p = Position::new(variant);
        for ply in 0..200 {
            if p.outcome().is_some() || found.len() >= want {
                break;
            }
            if ply >= 10 && wins_within(&p, n) && !wins_within(&p, n - 1) {
                found.push(p.clone());
                break;
            }
            let moves = p.legal_moves();
            let m = moves[next(moves.len())];
            p = p.play(&m).expect("legal");
        }
    }
    found
}

fn check(key: &str, n: u32, want: usize, games: u32) {
    let positions = forced(key, n, want, games);
    assert!(
        !positions.is_empty(),
        "{key}: no position with a win in {n}"
    );
    for p in positions {
        let fen = tabiya_engine::fen::fen(&p);
        let r = search(&p, Limits::depth(2 * n + 1));
        assert_eq!(r.mate_in(), Some(n as i32), "{key} {fen}: {r:?}");
        let best = r.best.expect("a move");
        let q = p.clone().play(&best).expect("legal");
        let forced = match q.outcome() {
            Some(Outcome::Decisive { winner, .. }) => winner == p.turn(),
            Some(_) => false,
            None => answered(&q, p.turn(), n - 1),
        };
        assert!(forced, "{key} {fen}: {best:?} does not force the win");
    }
}

#[test]
fn wins_in_one_are_found_in_every_family() {
    for key in ["shatranj", "makruk", "shatar", "xiangqi", "janggi", "shogi"] {
        check(key, 1, 3, 60);
    }
}

#[test]
fn wins_in_two_are_found() {
    for key in ["shatranj", "xiangqi"] {
        check(key, 2, 2, 40);
    }
}

/// A node budget ends the search with the last whole iteration's move, legal, in every game.
#[test]
fn a_node_budget_stops_with_a_legal_move() {
    for spec in tabiya_engine::variants::ALL {
        let p = Position::new(Variant::historical(spec.key, &[]).expect("a game"));
        let r = search(
            &p,
            Limits {
                depth: 40,
                nodes: Some(20_000),
                ..Limits::default()
            },
        );
        let best = r
            .best
            .unwrap_or_else(|| panic!("{}: no move: {r:?}", spec.key));
        assert!(p.is_legal(&best), "{}: {best:?}", spec.key);
        assert!(r.depth >= 1 && r.depth < 40, "{}: {r:?}", spec.key);
        assert!(r.nodes <= 20_000, "{}: {} nodes", spec.key, r.nodes);
    }
}

/// Through the driver, as a GUI speaks to it: `go depth` on a position with a win in one
/// prints `info … score mate 1 … pv` and a `bestmove` that wins.
#[test]
fn the_driver_searches_and_names_the_winning_move() {
    let p = forced("shatranj", 1, 1, 60).pop().expect("a win in one");
    let script = format!(
        "setoption name UCI_Variant value shatranj\nsetoption name Rules value historical\n\
         position fen {}\ngo depth 3\ngo nodes 500\ngo movetime 50\ngo depth x\n\
         go depth 2 movetime 18446744073709551615\nquit\n",
        tabiya_engine::fen::fen(&p)
    );
    let out = crate::support::talk(&script);
    let bests: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(
        bests.len(),
        4,
        "four searches (a time past the clock's range is none): {out}"
    );
    let m = tabiya_engine::uci::parse(bests[0], &p).expect("a legal move");
    let q = p.clone().play(&m).expect("legal");
    assert!(
        matches!(q.outcome(), Some(Outcome::Decisive { winner, .. }) if winner == p.turn()),
        "{out}"
    );
    let first = out
        .lines()
        .find(|l| l.starts_with("info depth"))
        .expect("info");
    assert!(
        first.contains(" score mate 1 ") && first.contains(&format!(" pv {}", bests[0])),
        "{out}"
    );
    assert!(out.contains("info string go depth needs a number"), "{out}");
}

/// `go infinite` searches until `stop`, answering `isready` meanwhile, and names a legal move
/// however soon it is stopped.
#[test]
fn the_driver_searches_until_stop() {
    let out = crate::support::talk(
        "setoption name UCI_Variant value xiangqi\nposition startpos\ngo infinite\nisready\nstop\nd\nquit\n",
    );
    assert!(out.contains("readyok"), "{out}");
    let bests: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .collect();
    assert_eq!(bests.len(), 1, "{out}");
    let p = Position::new(Variant::fairy("xiangqi").expect("xiangqi"));
    assert!(tabiya_engine::uci::parse(bests[0], &p).is_ok(), "{out}");
    // The position is untouched by the search.
    assert!(
        out.contains(&format!("Fen: {}", tabiya_engine::fen::fen(&p))),
        "{out}"
    );
}

/// USI, as Shogi GUIs speak it: `usi` makes the game Shogi, moves go in and out as `7g7f` /
/// `P*5e`, a win in one is reported in plies (`score mate 1`), and a side with no move left
/// answers `bestmove resign`.
#[test]
fn the_driver_speaks_usi() {
    let p = forced("shogi", 1, 1, 60).pop().expect("a win in one");
    let sfen = tabiya_engine::shogi::sfen(&p);
    let out = crate::support::talk(&format!(
        "usi\nisready\nusinewgame\nsetoption name USI_Hash value 256\nposition sfen {sfen}\n\
         go btime 0 wtime 0 byoyomi 2000\nquit\n"
    ));
    assert!(out.contains("usiok") && out.contains("readyok"), "{out}");
    assert!(
        !out.contains("info string"),
        "USI_ options are taken quietly: {out}"
    );
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .expect("bestmove");
    let m = tabiya_engine::shogi::parse(best, &p, &p.legal_moves()).expect("a USI move");
    assert_eq!(best, tabiya_engine::shogi::usi(&m, &p), "{out}");
    let mated = p.clone().play(&m).expect("legal");
    assert!(mated.outcome().is_some());
    assert!(out.contains(" score mate 1 "), "{out}");
    let out = crate::support::talk(&format!(
        "usi\nposition sfen {}\ngo depth 2\nquit\n",
        tabiya_engine::shogi::sfen(&mated)
    ));
    assert!(out.contains("bestmove resign"), "{out}");
}

/// A Shogi GUI's own library (cshogi, PyPI) loads the driver over USI and referees a game it
/// plays against itself: every `bestmove` is legal on cshogi's board, with byoyomi and node
/// budgets, to the end or 60 moves. Skipped without `TABIYA_ORACLE_PYTHON`.
#[test]
fn a_shogi_gui_library_plays_a_game_with_the_driver() {
    let Ok(python) = std::env::var("TABIYA_ORACLE_PYTHON") else {
        eprintln!("TABIYA_ORACLE_PYTHON is not set: the USI match is not played");
        return;
    };
    let script = crate::support::manifest_dir()
        .parent()
        .expect("workspace")
        .join("tools/usi_match.py");
    let out = std::process::Command::new(python)
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_tabiya-engine"))
        .arg("60")
        .output()
        .expect("python runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(text.trim()).expect("a JSON line");
    assert!(v.get("error").is_none(), "{v}");
    assert!(
        v["name"]
            .as_str()
            .is_some_and(|n| n.starts_with("tabiya-engine")),
        "{v}"
    );
    let plies = v["moves"].as_array().map_or(0, Vec::len);
    assert!(
        plies >= 20 || v["ended"] != "limit",
        "a real game was played: {v}"
    );
}

/// UCCI, as Xiangqi GUIs speak it: `ucci` makes the game Xiangqi, moves are ICCS (ranks from
/// 0), `go time` is the mover's clock, and `banmoves` keeps the search off the moves named.
#[test]
fn the_driver_speaks_ucci() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let talk = |extra: &str| {
        crate::support::talk(&format!(
            "ucci\nposition fen {start} moves h2e2 h9g7\n{extra}go depth 2\nquit\n"
        ))
    };
    let out = talk("");
    assert!(out.contains("ucciok"), "{out}");
    let best = |out: &str| -> String {
        out.lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .expect("bestmove")
            .to_owned()
    };
    let first = best(&out);
    let mut p = Position::new(Variant::fairy("xiangqi").expect("xiangqi"));
    for m in ["h3e3", "h10g8"] {
        p = p
            .clone()
            .play(&tabiya_engine::uci::parse(m, &p).expect("m"))
            .expect("legal");
    }
    // ICCS h2e2 is h3e3 here: every rank one lower.
    let as_uci: String = {
        let (from, to) = first.split_at(2);
        let up = |s: &str| format!("{}{}", &s[..1], s[1..].parse::<u8>().expect("rank") + 1);
        format!("{}{}", up(from), up(to))
    };
    assert!(
        tabiya_engine::uci::parse(&as_uci, &p).is_ok(),
        "{first}: {out}"
    );
    let out = talk(&format!("banmoves {first}\n"));
    assert_ne!(best(&out), first, "{out}");
    let out = crate::support::talk(&format!(
        "ucci\nposition fen {start}\ngo time 3000 increment 0\nquit\n"
    ));
    assert!(out.contains("bestmove "), "{out}");
}

/// The driver keeps its table from one `go` to the next, as engines do through a game: the
/// same search again costs under half its nodes; `ucinewgame` forgets it, and the search
/// is again exactly the first.
#[test]
fn the_driver_remembers_until_a_new_game() {
    let out = crate::support::talk(
        "uci\nsetoption name UCI_Variant value makruk\nucinewgame\nposition startpos\n\
         go depth 6\ngo depth 6\nucinewgame\ngo depth 6\nquit\n",
    );
    // Each search's last report: its node count.
    let mut last = Vec::new();
    let mut current = None;
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix("info depth ") {
            let words: Vec<&str> = rest.split_whitespace().collect();
            let at = words.iter().position(|&w| w == "nodes").expect("nodes");
            current = Some(words[at + 1].parse::<u64>().expect("a count"));
        } else if line.starts_with("bestmove ") {
            last.push(current.take().expect("a report before the move"));
        }
    }
    assert_eq!(last.len(), 3, "{out}");
    assert!(last[1] * 2 < last[0], "{out}");
    assert_eq!(last[2], last[0], "{out}");
}

/// `Skill Level` searches as the computer opponent's level does: level 1 looks a single ply
/// ahead, whatever depth the GUI asks.
#[test]
fn the_driver_plays_at_a_skill_level() {
    let out = crate::support::talk(
        "uci\nsetoption name UCI_Variant value makruk\nsetoption name Skill Level value 1\n\
         position startpos\ngo depth 6\nsetoption name Skill Level value 9\nquit\n",
    );
    let depths: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert_eq!(depths.len(), 1, "{out}");
    assert!(depths[0].starts_with("info depth 1 "), "{out}");
    assert!(out.contains("info string Skill Level is 1 to 8"), "{out}");
}

/// Each game weighs its pieces by the values beside its definition: Makruk's Khon is not
/// Shogi's silver general, Janggi's cannon is worth more than Xiangqi's.
#[test]
fn each_game_weighs_its_pieces_by_its_own_values() {
    use tabiya_engine::search::values;
    use tabiya_engine::Role;
    let of =
        |key: &str, r: Role| values(Variant::historical(key, &[]).expect("a game"))[r as usize];
    assert!(of("makruk", Role::Silver) < of("shogi", Role::Silver));
    assert!(of("janggi", Role::Cannon) > of("xiangqi", Role::Cannon));
    assert!(of("shatranj", Role::Rook) < of("shogi", Role::Rook));
    // A game without its own value for a piece keeps the common one.
    assert_eq!(
        of("makruk", Role::Knight),
        tabiya_engine::search::value(Role::Knight)
    );
}

/// A Shogi mate in three (from the tactics set), where drops make every empty square a
/// move: the top level reports it after the look for wins by checks (a few thousand nodes),
/// not after searching the full width five plies deep to be sure no shorter win exists
/// (which took it over a million nodes, a second and more). Nodes, not time: the count is
/// the same on any machine.
#[test]
fn a_win_in_three_by_checks_is_found_at_once() {
    let v = Variant::fairy("shogi").expect("shogi");
    let p = tabiya_engine::fen::parse(
        "ln4snl/1rsggk3/ppp1p2pp/5p3/1P1p1Pp1P/PlP4P1/2RP1S+bbN/2GSK4/LN3G3[pp] b - - 1 20",
        v,
    )
    .expect("a position");
    let top = tabiya_engine::computer::limits(*tabiya_engine::computer::LEVELS.end(), 0);
    let r = search(&p, Limits { time: None, ..top });
    assert_eq!(r.mate_in(), Some(3), "{r:?}");
    let best = r.best.expect("a move");
    let q = p.clone().play(&best).expect("legal");
    assert!(q.is_check(), "{best:?} checks");
    assert!(r.nodes < 50_000, "{} nodes", r.nodes);
}

/// A running count the stronger side cannot finish in time is a draw to the search, and a
/// mate with its last move still a win. Makruk, a rook and king against a bare king.
#[test]
fn a_count_that_runs_out_is_a_draw_unless_its_last_move_mates() {
    use std::sync::atomic::AtomicBool;
    use tabiya_engine::search::{search_within, Within, MATE};
    use tabiya_engine::{fen, Color};
    let v = Variant::historical("makruk", &[]).expect("makruk");
    let limits = Limits {
        depth: 6,
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    let run = |f: &str, count: Option<(Color, u32)>| {
        let p = fen::parse(f, v).expect("a FEN");
        let within = Within {
            count,
            ..Within::default()
        };
        search_within(&p, within, limits, &stop, |_| {}).score
    };
    // No mate in one: with one counted move left, every line is drawn.
    let far = "k7/8/3K4/8/8/8/8/7R w - - 0 1";
    assert!(run(far, None) > 300, "a rook up");
    assert_eq!(run(far, Some((Color::White, 1))), 0);
    // A count with moves enough left beyond the search's depth changes nothing.
    assert_eq!(run(far, Some((Color::White, 10))), run(far, None));
    // Ra1 mates with the last counted move: a win.
    let near = "k7/2K5/8/8/8/8/8/7R w - - 0 1";
    assert_eq!(run(near, Some((Color::White, 1))), MATE - 1);
}
