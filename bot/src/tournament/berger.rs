//! Round-robin pairings by the Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! Players are numbered 1..=n. With an odd count a dummy n+1 is added and whoever meets it
//! has the round's bye. In round r (1-based) of n (even) players, with m = n−1, two players
//! i, j < n meet when i + j ≡ r + 1 (mod m), and the player with 2i ≡ r + 1 (mod m) meets n.
//! Colours as in the printed tables: against n, the other player has White in odd rounds and
//! n in even ones; otherwise the lower number has White when j − i is odd, the higher when
//! it is even. A double round robin plays the table twice, colours reversed the second time.

/// One board of a round: (white, black), or a bye for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pairing {
    /// `white` plays `black` (start numbers from 1).
    Game(usize, usize),
    /// The player has no opponent this round.
    Bye(usize),
}

/// The rounds of a round robin of `players` (1-based start numbers), `cycles` times (1 or 2).
pub fn rounds(players: usize, cycles: usize) -> Vec<Vec<Pairing>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    // The residue of x in 1..=m.
    let res = |x: usize| (x + m - 1) % m + 1;
    let mut table = Vec::with_capacity(m);
    for r in 1..=m {
        let target = res(r + 1);
        let mut round = Vec::with_capacity(n / 2);
        // Against n first, as the printed tables list it.
        let lone = (1..=m).find(|&i| res(2 * i) == target).expect("m is odd");
        round.push(if r % 2 == 1 { (lone, n) } else { (n, lone) });
        for i in (1..=m).filter(|&i| i != lone) {
            let j = (1..=m)
                .find(|&j| j != i && res(i + j) == target)
                .expect("a partner");
            if i < j {
                round.push(if (j - i) % 2 == 1 { (i, j) } else { (j, i) });
            }
        }
        table.push(round);
    }
    let mut out = Vec::with_capacity(m * cycles);
    for cycle in 0..cycles.max(1) {
        for round in &table {
            out.push(
                round
                    .iter()
                    .map(|&(w, b)| {
                        let (w, b) = if cycle % 2 == 1 { (b, w) } else { (w, b) };
                        if w > players {
                            Pairing::Bye(b)
                        } else if b > players {
                            Pairing::Bye(w)
                        } else {
                            Pairing::Game(w, b)
                        }
                    })
                    .collect(),
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{rounds, Pairing};
    use Pairing::{Bye, Game};

    fn games(round: &[Pairing]) -> Vec<(usize, usize)> {
        let mut g: Vec<(usize, usize)> = round
            .iter()
            .filter_map(|p| match *p {
                Game(w, b) => Some((w, b)),
                Bye(_) => None,
            })
            .collect();
        g.sort();
        g
    }

    /// The printed Berger tables for 4, 6 and 8 players.
    #[test]
    fn the_printed_tables() {
        let four = rounds(4, 1);
        assert_eq!(four[0], [Game(1, 4), Game(2, 3)]);
        assert_eq!(four[1], [Game(4, 3), Game(1, 2)]);
        assert_eq!(four[2], [Game(2, 4), Game(3, 1)]);
        let six = rounds(6, 1);
        let printed = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (got, want) in six.iter().zip(printed) {
            let mut want = want;
            want.sort();
            assert_eq!(games(got), want);
        }
        let eight = rounds(8, 1);
        let printed = [
            vec![(1, 8), (2, 7), (3, 6), (4, 5)],
            vec![(8, 5), (6, 4), (7, 3), (1, 2)],
            vec![(2, 8), (3, 1), (4, 7), (5, 6)],
            vec![(8, 6), (7, 5), (1, 4), (2, 3)],
            vec![(3, 8), (4, 2), (5, 1), (6, 7)],
            vec![(8, 7), (1, 6), (2, 5), (3, 4)],
            vec![(4, 8), (5, 3), (6, 2), (7, 1)],
        ];
        for (got, want) in eight.iter().zip(printed) {
            let mut want = want;
            want.sort();
            assert_eq!(games(got), want);
        }
    }

    /// 3 to 16 players, single and double: everyone meets everyone once a cycle, plays or
    /// rests once a round, odd counts rest once a cycle, and White and Black come out even.
    #[test]
    fn every_size_from_3_to_16() {
        for n in 3..=16 {
            for cycles in [1, 2] {
                let t = rounds(n, cycles);
                let per_cycle = n - 1 + n % 2;
                assert_eq!(t.len(), per_cycle * cycles, "{n}");
                let mut met = vec![vec![0; n + 1]; n + 1];
                let mut whites = vec![0i32; n + 1];
                let mut byes = vec![0; n + 1];
                for round in &t {
                    let mut seen = vec![false; n + 1];
                    for p in round {
                        match *p {
                            Game(w, b) => {
                                assert!(w != b && !seen[w] && !seen[b], "{n}: {round:?}");
                                seen[w] = true;
                                seen[b] = true;
                                met[w.min(b)][w.max(b)] += 1;
                                whites[w] += 1;
                                whites[b] -= 1;
                            }
                            Bye(p) => {
                                assert!(!seen[p]);
                                seen[p] = true;
                                byes[p] += 1;
                            }
                        }
                    }
                    assert!(seen[1..].iter().all(|&s| s), "{n}: everyone is placed");
                }
                for a in 1..=n {
                    for (b, &count) in met[a].iter().enumerate().skip(a + 1) {
                        assert_eq!(count, cycles, "{n}: {a} and {b}");
                    }
                    assert_eq!(byes[a], (n % 2) * cycles, "{n}: byes of {a}");
                    let limit = if cycles == 2 { 0 } else { 1 };
                    assert!(
                        whites[a].abs() <= limit,
                        "{n}: colours of {a}: {}",
                        whites[a]
                    );
                }
            }
        }
    }
}
