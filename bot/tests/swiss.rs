//! The Swiss pairing engine against its invariants over thousands of simulated tournaments
//! with random results, forfeits and withdrawals: everyone paired once a round, no two
//! players meeting again after a game played (a forfeit is no game), at most one bye each,
//! colour differences within ±2, never one colour three times running; and when the engine
//! says a round cannot be paired, an exhaustive search agrees. The pairings themselves are
//! held to py4swiss's by `tools/swiss_diff.py` (the differential test).

use std::collections::HashSet;

use tabiya_bot::tournament::dutch::{pair, Field, Unpairable};
use tabiya_bot::tournament::standings::{GameResult, Played};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// What the engine is told before `round`.
fn before<'a>(
    round: usize,
    active: &'a [usize],
    games: &'a [Played],
    byes: &'a [(usize, usize)],
) -> Field<'a> {
    Field {
        active,
        games,
        byes,
        absences: &[],
        rounds: round - 1,
        initial_white: true,
        total_rounds: None,
    }
}

/// Whether some pairing of `players` avoids every game already played, gives no second
/// bye and (when `colours` is set) never pairs two players who must both have one colour.
fn pairable(
    players: &[usize],
    met: &HashSet<(usize, usize)>,
    had_bye: &HashSet<usize>,
    must: &dyn Fn(usize) -> Option<bool>,
    colours: bool,
) -> bool {
    fn matches(
        left: &[usize],
        met: &HashSet<(usize, usize)>,
        must: &dyn Fn(usize) -> Option<bool>,
        colours: bool,
    ) -> bool {
        let Some((&a, rest)) = left.split_first() else {
            return true;
        };
        rest.iter().any(|&b| {
            let clash = colours && matches!((must(a), must(b)), (Some(x), Some(y)) if x == y);
            if met.contains(&(a, b)) || clash {
                return false;
            }
            let others: Vec<usize> = rest.iter().copied().filter(|&x| x != b).collect();
            matches(&others, met, must, colours)
        })
    }
    if players.len().is_multiple_of(2) {
        return matches(players, met, must, colours);
    }
    players.iter().any(|&bye| {
        !had_bye.contains(&bye) && {
            let others: Vec<usize> = players.iter().copied().filter(|&x| x != bye).collect();
            matches(&others, met, must, colours)
        }
    })
}

/// The TRF file of an event before `round`: players not in `active` are marked absent
/// from it.
fn trf_of(
    n: usize,
    active: &[usize],
    games: &[Played],
    byes: &[(usize, usize)],
    round: usize,
) -> String {
    use tabiya_bot::tournament::trf;
    let players: Vec<trf::Player> = (1..=n)
        .map(|p| {
            let mut halves = 0;
            let mut rounds: Vec<Option<(usize, bool, char)>> = (1..round)
                .map(|k| {
                    if let Some(g) = games
                        .iter()
                        .find(|g| g.round == k && (g.white == p || g.black == p))
                    {
                        let white = g.white == p;
                        let (wc, bc) = match g.result {
                            GameResult::White => ('1', '0'),
                            GameResult::Draw => ('=', '='),
                            GameResult::Black => ('0', '1'),
                            GameResult::WhiteByForfeit => ('+', '-'),
                            GameResult::BlackByForfeit => ('-', '+'),
                        };
                        let (w, b) = g.result.halves();
                        halves += if white { w } else { b };
                        Some((
                            if white { g.black } else { g.white },
                            white,
                            if white { wc } else { bc },
                        ))
                    } else if byes.contains(&(p, k)) {
                        halves += 2;
                        None
                    } else {
                        Some((0, false, 'Z'))
                    }
                })
                .collect();
            if !active.contains(&p) {
                rounds.push(Some((0, false, 'Z')));
            }
            trf::Player {
                number: p,
                name: format!("Player {p}"),
                rating: 2400 - 10 * p as i64,
                halves,
                rank: p,
                rounds,
            }
        })
        .collect();
    trf::write(
        &trf::Header {
            name: "Simulated".into(),
            start: "2026/11/22".into(),
            end: String::new(),
            kind: "Swiss".into(),
            time_control: "3 days a move".into(),
        },
        &players,
    )
}

#[test]
fn simulated_tournaments_keep_the_dutch_invariants() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut rounds_paired, mut exhausted) = (0, 0);
    let mut trf_checked = 0;
    let tournaments = 2500;
    for t in 0..tournaments {
        let n = 3 + (t % 18);
        let planned = (n - 1).min(3 + rng.below(6) as usize);
        let mut active: Vec<usize> = (1..=n).collect();
        let mut games: Vec<Played> = Vec::new();
        let mut byes: Vec<(usize, usize)> = Vec::new();
        let mut colours: Vec<Vec<bool>> = vec![Vec::new(); n + 1];
        for round in 1..=planned {
            // Now and then a player withdraws before the round.
            if active.len() > 4 && rng.below(20) == 0 {
                let gone = rng.below(active.len() as u64) as usize;
                active.remove(gone);
            }
            let field = before(round, &active, &games, &byes);
            // Games played: a forfeit is no game, and the two may meet again (C.1).
            let met: HashSet<(usize, usize)> = games
                .iter()
                .filter(|g| {
                    !matches!(
                        g.result,
                        GameResult::WhiteByForfeit | GameResult::BlackByForfeit
                    )
                })
                .flat_map(|g| [(g.white, g.black), (g.black, g.white)])
                .collect();
            let had_bye: HashSet<usize> = byes
                .iter()
                .map(|b| b.0)
                .chain(games.iter().filter_map(|g| match g.result {
                    GameResult::WhiteByForfeit => Some(g.white),
                    GameResult::BlackByForfeit => Some(g.black),
                    _ => None,
                }))
                .collect();
            // Who must have white (true) or black (false) next, by A.6's absolute rule.
            let must = |p: usize| -> Option<bool> {
                let c = &colours[p];
                let d: i64 = c.iter().map(|&w| if w { 1 } else { -1 }).sum();
                let k = c.len();
                if d > 1 || (k >= 2 && c[k - 1] && c[k - 2]) {
                    Some(false)
                } else if d < -1 || (k >= 2 && !c[k - 1] && !c[k - 2]) {
                    Some(true)
                } else {
                    None
                }
            };
            let result = pair(&field);
            let r = match result {
                Ok(r) => r,
                Err(Unpairable::Exhausted) => {
                    assert!(
                        !pairable(&active, &met, &had_bye, &must, true),
                        "tournament {t}, round {round}: the engine gave up on a pairable round"
                    );
                    exhausted += 1;
                    break;
                }
                Err(e) => panic!("tournament {t}: {e}"),
            };
            rounds_paired += 1;
            if t % 5 == 0 {
                // The same round from the event's TRF file, as `tabiya pair --trf` reads it.
                let text = trf_of(n, &active, &games, &byes, round);
                let expected = format!(
                    "{}\n{}{}",
                    r.pairs.len() + usize::from(r.bye.is_some()),
                    r.pairs
                        .iter()
                        .map(|(w, b)| format!("{w} {b}\n"))
                        .collect::<String>(),
                    r.bye.map(|b| format!("{b} 0\n")).unwrap_or_default()
                );
                assert_eq!(
                    tabiya_bot::tournament::pair_trf(&text).as_deref(),
                    Ok(expected.as_str()),
                    "tournament {t}, round {round}:\n{text}"
                );
                trf_checked += 1;
            }
            // Everyone once.
            let mut seen: Vec<usize> = r.pairs.iter().flat_map(|&(w, b)| [w, b]).collect();
            seen.extend(r.bye);
            seen.sort_unstable();
            assert_eq!(seen, active, "tournament {t}, round {round}: {r:?}");
            if let Some(b) = r.bye {
                assert!(active.len() % 2 == 1);
                assert!(!had_bye.contains(&b), "tournament {t}: second bye for {b}");
                byes.push((b, round));
            }
            for &(w, b) in &r.pairs {
                assert!(
                    !met.contains(&(w, b)),
                    "tournament {t}, round {round}: rematch {w}–{b}"
                );
                let result = match rng.below(40) {
                    0 => GameResult::WhiteByForfeit,
                    1 => GameResult::BlackByForfeit,
                    x if x < 16 => GameResult::White,
                    x if x < 28 => GameResult::Draw,
                    _ => GameResult::Black,
                };
                if !matches!(
                    result,
                    GameResult::WhiteByForfeit | GameResult::BlackByForfeit
                ) {
                    colours[w].push(true);
                    colours[b].push(false);
                }
                games.push(Played {
                    round,
                    white: w,
                    black: b,
                    result,
                });
            }
            {
                for p in &active {
                    let c = &colours[*p];
                    let d: i64 = c.iter().map(|&w| if w { 1 } else { -1 }).sum();
                    assert!(d.abs() <= 2, "tournament {t}, round {round}: {p} has {c:?}");
                    assert!(
                        !c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "tournament {t}, round {round}: {p} has {c:?}"
                    );
                }
            }
        }
    }
    eprintln!(
        "{tournaments} tournaments: {rounds_paired} rounds paired ({trf_checked} also from TRF), {exhausted} fields exhausted"
    );
    assert!(trf_checked > 1000);
    assert!(rounds_paired > tournaments * 4);
}

/// The worked round of `dutch.rs`'s unit tests, from a TRF file written by hand.
const ROUND_TWO: &str = include_str!("data/round2.trf");

#[test]
fn the_pairing_of_a_trf_file_is_printed_as_the_checkers_print_it() {
    let out = tabiya_bot::tournament::pair_trf(ROUND_TWO).expect("pairs");
    assert_eq!(out, "4\n2 1\n4 3\n7 6\n5 8\n");

    // Through the binary; one player (8) marked absent for round 2 leaves seven and a bye.
    let dir = std::env::temp_dir().join(format!("tabiya-pair-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let file = dir.join("round2.trf");
    std::fs::write(&file, ROUND_TWO).expect("write");
    let run = |file: &std::path::Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .arg("pair")
            .arg("--trf")
            .arg(file)
            .output()
            .expect("tabiya runs")
    };
    let o = run(&file);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout), out);

    let absent: String = ROUND_TWO
        .lines()
        .map(|l| {
            if l.starts_with("001    8") {
                format!("{l}  0000 - Z\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    std::fs::write(&file, &absent).expect("write");
    let o = run(&file);
    let text = String::from_utf8_lossy(&o.stdout).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "4", "{text}");
    assert!(
        lines.iter().all(|l| !l.split(' ').any(|n| n == "8")),
        "{text}"
    );
    // The bye: 5. In the last bracket 7 (moved down) meets 6, not 5, because 7 and 5 both
    // want white (C.10 outranks the order of D.1); py4swiss pairs it so too.
    assert_eq!(lines.last(), Some(&"5 0"), "{text}");

    // A broken file is refused with the line and the reason; nothing is printed.
    let broken = ROUND_TWO.replace("0007 w =", "0007 w ?");
    std::fs::write(&file, broken).expect("write");
    let o = run(&file);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 8") && err.contains("`?`"), "{err}");
    let o = run(&dir.join("missing.trf"));
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot read"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--write`: the file comes back byte for byte with the round added to the paired players'
/// lines; the arbiter enters the results, and the round after pairs from it.
#[test]
fn a_paired_round_is_written_into_the_file_and_the_rest_kept() {
    use tabiya_bot::tournament::{pair_trf, pair_trf_and_write, trf};
    // Windows line endings, a line this reader does not interpret, trailing spaces, a name
    // beyond ASCII, and a half-point bye player 8 asked for in round 2.
    let input: String = ROUND_TWO
        .replace("Birch, Ben", "Bírch, Bén")
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let mut l = if l.starts_with("001    8") {
                format!("{l}  0000 - H")
            } else if l.starts_with("062") {
                format!("{l}   ")
            } else {
                l.to_owned()
            };
            if i == 1 {
                l = format!("102 Arbiter: I. M. Fair\r\n{l}");
            }
            format!("{l}\r\n")
        })
        .collect();
    let (printed, written) = pair_trf_and_write(&input).expect("pairs");
    assert_eq!(printed, pair_trf(&input).expect("pairs"));
    let pairs: Vec<(usize, usize)> = printed
        .lines()
        .skip(1)
        .map(|l| {
            let (w, b) = l.split_once(' ').expect("two numbers");
            (w.parse().expect("white"), b.parse().expect("black"))
        })
        .collect();
    let entry = |n: usize| {
        pairs.iter().find_map(|&(w, b)| match (w == n, b == n) {
            (true, _) if b == 0 => Some("  0000 - U".to_owned()),
            (true, _) => Some(format!("  {b:04} w  ")),
            (_, true) => Some(format!("  {w:04} b  ")),
            _ => None,
        })
    };
    let (ins, outs): (Vec<&str>, Vec<&str>) = (
        input.split_inclusive('\n').collect(),
        written.split_inclusive('\n').collect(),
    );
    assert_eq!(ins.len(), outs.len(), "{written}");
    let mut added = 0;
    for (i, o) in ins.iter().zip(&outs) {
        let number = i
            .strip_prefix("001")
            .and_then(|r| r.get(..5)?.trim().parse::<usize>().ok());
        match number.and_then(entry) {
            Some(e) => {
                added += 1;
                assert_eq!(*o, format!("{}{e}\r\n", i.trim_end_matches("\r\n")));
            }
            None => assert_eq!(i, o, "an unpaired line comes back as it was"),
        }
    }
    assert_eq!(added, 7, "seven players paired, 8 away: {written}");
    assert!(written.contains("102 Arbiter: I. M. Fair\r\n062 8   \r\n"));
    assert!(
        outs.iter()
            .any(|l| l.starts_with("001    5") && l.ends_with("  0000 - U\r\n")),
        "the bye, as the checkers write it: {written}"
    );
    // The games of round 2 have no results yet: pairing round 3 waits for them.
    let e = pair_trf(&written).unwrap_err();
    assert!(e.contains("no result"), "{e}");
    // The arbiter enters them (white wins every game); round 3 pairs from the file.
    let played = written
        .replace(" w  \r\n", " w 1\r\n")
        .replace(" b  \r\n", " b 0\r\n");
    assert_eq!(trf::read(&played).expect("reads").rounds, 2);
    let third = pair_trf(&played).expect("round 3 pairs");
    assert_eq!(third.lines().next(), Some("4"), "{third}");

    // Through the binary.
    let dir = std::env::temp_dir().join(format!("tabiya-write-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let (from, to) = (dir.join("in.trf"), dir.join("out.trf"));
    std::fs::write(&from, &input).expect("write");
    let run = |args: &[&std::ffi::OsStr]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .arg("pair")
            .args(args)
            .output()
            .expect("tabiya runs")
    };
    let o = run(&[
        "--trf".as_ref(),
        from.as_os_str(),
        "--write".as_ref(),
        to.as_os_str(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout), printed);
    assert_eq!(std::fs::read_to_string(&to).expect("written"), written);
    let o = run(&["--trf".as_ref(), from.as_os_str(), "--write".as_ref()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("a value is required for '--write <OUT>'"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn trf_errors_name_the_line() {
    use tabiya_bot::tournament::pair_trf;
    let one_sided = ROUND_TWO.replace("0001 b 0", "0002 b 0");
    let e = pair_trf(&one_sided).unwrap_err();
    assert!(e.contains("does not name"), "{e}");
    let unfinished = ROUND_TWO.replace("0007 w =", "0007 w  ");
    let e = pair_trf(&unfinished).unwrap_err();
    assert!(e.contains("no result"), "{e}");
    let both_white = ROUND_TWO.replace("0003 b =", "0003 w =");
    let e = pair_trf(&both_white).unwrap_err();
    assert!(e.contains("both have `w`"), "{e}");
    let e = pair_trf("001 abcd").unwrap_err();
    assert!(e.contains("line 1"), "{e}");
}

/// A large field pairs quickly and keeps the invariants: 128 players, nine rounds.
#[test]
fn a_large_swiss_pairs_every_round() {
    let mut rng = Rng(0x5eed_1234_abcd_0001);
    let n = 128;
    let active: Vec<usize> = (1..=n).collect();
    let mut games: Vec<Played> = Vec::new();
    let mut byes: Vec<(usize, usize)> = Vec::new();
    let mut met: HashSet<(usize, usize)> = HashSet::new();
    for round in 1..=9 {
        let r = pair(&before(round, &active, &games, &byes)).expect("pairable");
        assert_eq!(r.pairs.len(), n / 2);
        for &(w, b) in &r.pairs {
            assert!(met.insert((w.min(b), w.max(b))), "rematch {w}–{b}");
            let result = match rng.below(3) {
                0 => GameResult::White,
                1 => GameResult::Draw,
                _ => GameResult::Black,
            };
            games.push(Played {
                round,
                white: w,
                black: b,
                result,
            });
        }
        byes.extend(r.bye.map(|b| (b, round)));
    }
}

/// The differential test: simulated events (8–60 players; draws, forfeits, byes asked for in
/// advance, withdrawals, late entries, either initial colour) paired round after round by
/// `tabiya pair --trf` and by py4swiss, which pairs as bbpPairings (a FIDE-endorsed program)
/// does: the same pairs, colours and boards in every round. `TABIYA_SWISS_ROUNDS` sets how
/// many rounds (300; the README names a longer run), `TABIYA_SWISS_SEQUENCE` which events (a random sequence).
///
/// It runs `tools/swiss_diff.py` under the Python named by `TABIYA_ORACLE_PYTHON` (CI's venv
/// has py4swiss); without it, under `python3` if that has py4swiss, else it says it was
/// skipped.
#[test]
fn pairings_identical_to_py4swiss() {
    let required = std::env::var("TABIYA_ORACLE_PYTHON").ok();
    let python = required.clone().unwrap_or_else(|| "python3".to_owned());
    let has = std::process::Command::new(&python)
        .args(["-c", "import py4swiss"])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !has {
        assert!(
            required.is_none(),
            "TABIYA_ORACLE_PYTHON={python} has no py4swiss"
        );
        eprintln!("py4swiss is not installed: the Swiss differential test was skipped");
        return;
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace")
        .to_owned();
    let rounds = std::env::var("TABIYA_SWISS_ROUNDS").unwrap_or_else(|_| "300".to_owned());
    let sequence = std::env::var("TABIYA_SWISS_SEQUENCE").unwrap_or_else(|_| "1".to_owned());
    let out = std::process::Command::new(&python)
        .arg(root.join("tools/swiss_diff.py"))
        .args(["--tabiya", env!("CARGO_BIN_EXE_tabiya")])
        .args(["--rounds", &rounds, "--sequence", &sequence])
        .output()
        .expect("the differential test runs");
    let text = String::from_utf8_lossy(&out.stdout);
    eprintln!("{text}{}", String::from_utf8_lossy(&out.stderr));
    let summary = text
        .lines()
        .find(|l| l.starts_with("swiss:"))
        .unwrap_or_else(|| panic!("no summary:\n{text}"));
    assert!(
        out.status.success() && summary.contains(&format!("{rounds} identical")),
        "{summary}"
    );
}
