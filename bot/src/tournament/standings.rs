//! Scores and tie-breaks. Scores are counted in half points (`2` is one point), so ties are
//! exact.
//!
//! - **Round robin** (FIDE C.07 order for round robins): points, then Sonneborn-Berger (the
//!   scores of the opponents one beat, plus half the scores of those one drew with), then the
//!   number of games won over the board, then the direct encounter (the points scored in the
//!   games among the players still tied, when they all met).
//! - **Swiss**: Buchholz Cut-1 (the opponents' scores less the lowest), Buchholz Median (less
//!   the highest and the lowest), Sonneborn-Berger, the progressive score (the sum of the
//!   running score after each round), then the direct encounter.
//!
//! A forfeit counts as a win for the side present and a loss for the absentee, but not as a
//! win over the board; a bye scores as the tournament says (nothing in a round robin, a
//! point in a Swiss) and adds no opponent to the Buchholz sums — a simplification of FIDE's
//! virtual opponent, chosen because correspondence byes are rare and the rule is stated.

/// How one game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// White won.
    White,
    /// Drawn.
    Draw,
    /// Black won.
    Black,
    /// White won because Black forfeited (timed out before moving, withdrew).
    WhiteByForfeit,
    /// Black won because White forfeited.
    BlackByForfeit,
}

impl GameResult {
    /// White's and Black's half points.
    pub fn halves(self) -> (i64, i64) {
        match self {
            GameResult::White | GameResult::WhiteByForfeit => (2, 0),
            GameResult::Draw => (1, 1),
            GameResult::Black | GameResult::BlackByForfeit => (0, 2),
        }
    }

    fn over_the_board(self) -> bool {
        !matches!(
            self,
            GameResult::WhiteByForfeit | GameResult::BlackByForfeit
        )
    }
}

/// A finished game of the tournament (players by start number, from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    /// The round, from 1.
    pub round: usize,
    /// White.
    pub white: usize,
    /// Black.
    pub black: usize,
    /// The result.
    pub result: GameResult,
}

/// The format, for the tie-break order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Round robin: no points for a bye.
    RoundRobin,
    /// Swiss: a bye is a point.
    Swiss,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The start number.
    pub player: usize,
    /// Half points.
    pub score: i64,
    /// Sonneborn-Berger, in quarter points (a draw's half of a half point).
    pub sonneborn_berger: i64,
    /// Games won over the board.
    pub wins: i64,
    /// Buchholz Cut-1, half points.
    pub buchholz_cut1: i64,
    /// Buchholz Median, half points.
    pub median: i64,
    /// Progressive score, half points.
    pub progressive: i64,
    /// The place (equal places share a number only when every tie-break is equal).
    pub rank: usize,
}

/// Points, tie-breaks and places of `players` after `games`, with `byes` (player, round).
#[expect(
    clippy::too_many_lines,
    reason = "every tie-break computed in one pass over the games"
)]
pub fn standings(
    format: Format,
    players: usize,
    games: &[Played],
    byes: &[(usize, usize)],
) -> Vec<Line> {
    let bye_halves = match format {
        Format::RoundRobin => 0,
        Format::Swiss => 2,
    };
    let rounds = games
        .iter()
        .map(|g| g.round)
        .chain(byes.iter().map(|b| b.1))
        .max()
        .unwrap_or(0);
    let mut score = vec![0i64; players + 1];
    let mut per_round = vec![vec![0i64; rounds + 1]; players + 1];
    let mut wins = vec![0i64; players + 1];
    for g in games {
        let (w, b) = g.result.halves();
        score[g.white] += w;
        score[g.black] += b;
        per_round[g.white][g.round] += w;
        per_round[g.black][g.round] += b;
        if g.result.over_the_board() {
            match g.result {
                GameResult::White => wins[g.white] += 1,
                GameResult::Black => wins[g.black] += 1,
                _ => {}
            }
        }
    }
    for &(p, r) in byes {
        score[p] += bye_halves;
        per_round[p][r] += bye_halves;
    }
    let mut lines: Vec<Line> = (1..=players)
        .map(|p| {
            let mut sb = 0;
            let mut opponents = Vec::new();
            for g in games.iter().filter(|g| g.white == p || g.black == p) {
                let (mine, opp) = if g.white == p {
                    (g.result.halves().0, g.black)
                } else {
                    (g.result.halves().1, g.white)
                };
                // Quarter points: a win adds the opponent's whole score, a draw half of it.
                sb += mine * score[opp];
                opponents.push(score[opp]);
            }
            opponents.sort();
            let total: i64 = opponents.iter().sum();
            let cut1 = total - opponents.first().copied().unwrap_or(0);
            let median = if opponents.len() > 2 {
                total - opponents[0] - opponents[opponents.len() - 1]
            } else {
                0
            };
            let mut running = 0;
            let progressive = (1..=rounds)
                .map(|r| {
                    running += per_round[p][r];
                    running
                })
                .sum();
            Line {
                player: p,
                score: score[p],
                sonneborn_berger: sb,
                wins: wins[p],
                buchholz_cut1: cut1,
                median,
                progressive,
                rank: 0,
            }
        })
        .collect();
    let key = |l: &Line| -> Vec<i64> {
        match format {
            Format::RoundRobin => vec![l.score, l.sonneborn_berger, l.wins],
            Format::Swiss => vec![
                l.score,
                l.buchholz_cut1,
                l.median,
                l.sonneborn_berger,
                l.progressive,
            ],
        }
    };
    lines.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
    // The direct encounter among each group still tied.
    let mut i = 0;
    while i < lines.len() {
        let mut j = i + 1;
        while j < lines.len() && key(&lines[j]) == key(&lines[i]) {
            j += 1;
        }
        if j - i > 1 {
            let group: Vec<usize> = lines[i..j].iter().map(|l| l.player).collect();
            let among = |p: usize| -> Option<i64> {
                let mut s = 0;
                for &q in group.iter().filter(|&&q| q != p) {
                    let g = games.iter().find(|g| {
                        (g.white == p && g.black == q) || (g.white == q && g.black == p)
                    })?;
                    s += if g.white == p {
                        g.result.halves().0
                    } else {
                        g.result.halves().1
                    };
                }
                Some(s)
            };
            let direct: Option<Vec<i64>> = group.iter().map(|&p| among(p)).collect();
            if let Some(direct) = direct {
                let mut slice: Vec<(Line, i64)> = lines[i..j].iter().cloned().zip(direct).collect();
                slice.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.player.cmp(&b.0.player)));
                let mut rank = i + 1;
                for k in 0..slice.len() {
                    if k > 0 && slice[k].1 != slice[k - 1].1 {
                        rank = i + k + 1;
                    }
                    slice[k].0.rank = rank;
                }
                for (k, (line, _)) in slice.into_iter().enumerate() {
                    lines[i + k] = line;
                }
            } else {
                for l in &mut lines[i..j] {
                    l.rank = i + 1;
                }
            }
        } else {
            lines[i].rank = i + 1;
        }
        i = j;
    }
    lines
}

/// Half points as text: `3½`, `½`, `4`.
pub fn points(halves: i64) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_owned(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{points, standings, Format, GameResult, Played};

    fn g(round: usize, white: usize, black: usize, result: GameResult) -> Played {
        Played {
            round,
            white,
            black,
            result,
        }
    }

    /// Four players: 1 beats 2 and 3, draws 4; 2 beats 3 and 4; 3 beats 4.
    /// Scores 2½, 2, 1, ½. SB of 1: 2 + 1 + ¼·… computed by hand below.
    #[test]
    fn a_round_robin_by_hand() {
        use GameResult::*;
        let games = [
            g(1, 1, 4, Draw),
            g(1, 2, 3, White),
            g(2, 4, 3, Black),
            g(2, 1, 2, White),
            g(3, 2, 4, White),
            g(3, 3, 1, Black),
        ];
        let s = standings(Format::RoundRobin, 4, &games, &[]);
        let order: Vec<usize> = s.iter().map(|l| l.player).collect();
        assert_eq!(order, [1, 2, 3, 4]);
        assert_eq!(
            s.iter().map(|l| points(l.score)).collect::<Vec<_>>(),
            ["2½", "2", "1", "½"]
        );
        // 1: beat 2 (2 points) and 3 (1), drew 4 (½): 2 + 1 + ¼ = 3¼ = 13 quarters.
        assert_eq!(s[0].sonneborn_berger, 13);
        assert_eq!(s[0].wins, 2);
        assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    /// Two players level on points, Sonneborn-Berger and wins: the one who won their game is
    /// placed first; a forfeit win scores but is not a win over the board.
    #[test]
    fn the_direct_encounter_and_forfeits() {
        use GameResult::*;
        // 3 players: 2 beat 1, 1 beat 3 by forfeit, 3 beat 2.
        let games = [
            g(1, 1, 2, Black),
            g(2, 1, 3, WhiteByForfeit),
            g(3, 3, 2, White),
        ];
        let s = standings(Format::RoundRobin, 3, &games, &[(1, 3), (2, 2), (3, 1)]);
        assert!(s.iter().all(|l| l.score == 2), "{s:?}");
        let p1 = s.iter().find(|l| l.player == 1).expect("1");
        assert_eq!(p1.wins, 0, "a forfeit is not won over the board");
        // 2 and 3 have one win each, SB 4 each; 1 has none: last.
        assert_eq!(s[2].player, 1);
        // 2 and 3: 3 beat 2.
        assert_eq!(
            (s[0].player, s[0].rank, s[1].player, s[1].rank),
            (3, 1, 2, 2)
        );
    }

    #[test]
    fn swiss_buchholz_median_and_progressive() {
        use GameResult::*;
        // Six players, three rounds.
        let games = [
            g(1, 1, 4, White),
            g(1, 5, 2, Draw),
            g(1, 3, 6, White),
            g(2, 2, 1, Black),
            g(2, 4, 3, Draw),
            g(2, 6, 5, Black),
            g(3, 1, 3, Draw),
            g(3, 5, 4, White),
            g(3, 2, 6, White),
        ];
        let s = standings(Format::Swiss, 6, &games, &[]);
        let of = |p: usize| s.iter().find(|l| l.player == p).expect("player").clone();
        // Scores: 1: 2½, 2: 1½, 3: 2, 4: ½, 5: 2½, 6: 0.
        assert_eq!(
            (1..=6).map(|p| points(of(p).score)).collect::<Vec<_>>(),
            ["2½", "1½", "2", "½", "2½", "0"]
        );
        // 1 met 4 (½), 2 (1½), 3 (2): Cut-1 = 3½, Median = 1½.
        assert_eq!((of(1).buchholz_cut1, of(1).median), (7, 3));
        // Progressive of 1: 1, 2, 2½ → 5½.
        assert_eq!(of(1).progressive, 11);
        // 5 met 2 (1½), 6 (0), 4 (½): Cut-1 = 2: 1 is ahead of 5 on Buchholz.
        assert_eq!(of(5).buchholz_cut1, 4);
        assert_eq!((s[0].player, s[1].player), (1, 5));
    }
}
