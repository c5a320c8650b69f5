//! The Swiss pairing engine against its invariants over thousands of simulated tournaments
//! with random results, forfeits and withdrawals: everyone paired once a round, no
//! rematch, at most one bye each, colour differences within ±2, never one colour three
//! times running; and when the engine says a round cannot be paired, an exhaustive search
//! agrees.

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

#[test]
fn simulated_tournaments_keep_the_dutch_invariants() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut rounds_paired, mut exhausted, mut relaxed_rounds) = (0, 0, 0);
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
            let field = Field {
                active: &active,
                games: &games,
                byes: &byes,
                rounds: round - 1,
                initial_white: true,
            };
            let met: HashSet<(usize, usize)> = games
                .iter()
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
                        !pairable(&active, &met, &had_bye, &must, false),
                        "tournament {t}, round {round}: the engine gave up on a pairable round"
                    );
                    exhausted += 1;
                    break;
                }
                Err(e) => panic!("tournament {t}: {e}"),
            };
            rounds_paired += 1;
            if r.relaxed {
                relaxed_rounds += 1;
                assert!(
                    !pairable(&active, &met, &had_bye, &must, true),
                    "tournament {t}, round {round}: colours relaxed though a strict pairing exists"
                );
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
            if !r.relaxed {
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
        "{tournaments} tournaments: {rounds_paired} rounds paired, {exhausted} fields exhausted, {relaxed_rounds} rounds with colours relaxed"
    );
    assert!(rounds_paired > tournaments * 4);
}
