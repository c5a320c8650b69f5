//! FIDE's Tournament Report File (TRF-16), so arbiters can check pairings and results with
//! their own tools.
//!
//! Header lines `012` (name), `042`/`052` (dates), `062` (players), `092` (type), `122`
//! (time control); one `001` line per player: start number in columns 5–8, name in 15–47,
//! rating in 49–52, points in 81–84, rank in 86–89, then ten columns a round from column 92
//! (opponent's start number, colour `w`/`b`, result `1 = 0`, forfeits `+ -`, a bye `0000 - U`).
//! Correspondence rounds run side by side: a game still in play has its opponent and colour
//! and a blank result.

/// A player's line.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The start number (from 1).
    pub number: usize,
    /// The name.
    pub name: String,
    /// The rating (0: none).
    pub rating: i64,
    /// Points, in half points.
    pub halves: i64,
    /// The place.
    pub rank: usize,
    /// One entry per round: (opponent, white?, result code), or `None` for no game.
    pub rounds: Vec<Option<(usize, bool, char)>>,
}

/// The event's header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The name.
    pub name: String,
    /// Start and end dates, `YYYY/MM/DD` (end empty while running).
    pub start: String,
    /// The end date.
    pub end: String,
    /// `Round robin` or `Double round robin`.
    pub kind: String,
    /// `3 days a move`.
    pub time_control: String,
}

/// The file's text.
pub fn write(header: &Header, players: &[Player]) -> String {
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", header.name));
    out.push_str(&format!("042 {}\n", header.start));
    if !header.end.is_empty() {
        out.push_str(&format!("052 {}\n", header.end));
    }
    out.push_str(&format!("062 {}\n", players.len()));
    out.push_str(&format!(
        "072 {}\n",
        players.iter().filter(|p| p.rating > 0).count()
    ));
    out.push_str(&format!("092 {}\n", header.kind));
    out.push_str(&format!("122 {}\n", header.time_control));
    for p in players {
        let name: String = p.name.chars().take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            p.number,
            name,
            if p.rating > 0 {
                p.rating.to_string()
            } else {
                String::new()
            },
            "",
            "",
            "",
            format!("{}.{}", p.halves / 2, if p.halves % 2 == 1 { 5 } else { 0 }),
            p.rank
        );
        for r in &p.rounds {
            line.push_str(&match r {
                Some((opp, white, result)) => {
                    format!("  {:04} {} {}", opp, if *white { 'w' } else { 'b' }, result)
                }
                None => "  0000 - U".to_owned(),
            });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The TRF `text` with round `round`'s pairing added: on each paired player's `001` line,
/// the round's ten columns (`  0012 w  `: opponent, colour, the result left blank for the
/// arbiter; a pairing-allocated bye as `  0000 - U`). Every other line, and every column
/// already there, comes back byte for byte — line endings, lines this reader does not
/// interpret, and an entry the file already holds for the round (a bye asked for).
pub fn with_round(text: &str, round: usize, pairs: &[(usize, usize)]) -> String {
    let mut entry = std::collections::HashMap::new();
    for &(white, black) in pairs {
        if black == 0 {
            entry.insert(white, "  0000 - U".to_owned());
        } else {
            entry.insert(white, format!("  {black:04} w  "));
            entry.insert(black, format!("  {white:04} b  "));
        }
    }
    // The round's columns: after the rank (column 89), ten a round.
    let at = 89 + 10 * (round - 1);
    let mut out = String::with_capacity(text.len() + 12 * entry.len());
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        let ending = &line[body.len()..];
        let number = body
            .strip_prefix("001")
            .and_then(|rest| rest.get(..5))
            .and_then(|n| n.trim().parse::<usize>().ok());
        let new = number.and_then(|n| entry.get(&n));
        // Only where the round's columns are empty (or past the end of the line). Columns
        // count characters: a name may be written in any script.
        let chars: Vec<char> = body.chars().collect();
        let free = chars
            .get(at..)
            .is_none_or(|rest| rest.iter().all(|c| *c == ' '));
        match new {
            Some(new) if free => {
                let kept: String = chars[..chars.len().min(at)].iter().collect();
                out.push_str(&format!("{kept:<at$}{new}"));
                out.push_str(ending);
            }
            _ => out.push_str(line),
        }
    }
    out
}

/// What a TRF file says about an event, as far as pairing the next round needs.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Read {
    /// Every `001` line.
    pub players: Vec<Player>,
    /// Rounds with results.
    pub rounds: usize,
    /// `XXR`: the rounds the event will have, when given; else as many as line `132`
    /// gives dates for.
    pub total_rounds: Option<usize>,
    /// Line `132`: each round's date as written (`YY/MM/DD`, ten columns a round from
    /// column 92).
    pub round_dates: Vec<String>,
    /// `XXC white1` (the default) or `black1`: the initial colour.
    pub initial_white: bool,
    /// Players marked absent for the next round (an `H`, `F`, `Z` or `U` entry there).
    pub absent_next: Vec<usize>,
    /// `XXC rank`: pairing numbers follow the order of the players' lines, not their start
    /// numbers.
    pub by_rank: bool,
    /// `XXZ`: players left out of the next round.
    pub zeroed: Vec<usize>,
    /// `XXA`: points added to a player's score for pairing, in tenths, round by round.
    pub accelerations: Vec<(usize, Vec<i64>)>,
    /// `XXP`: pairs that must not meet.
    pub forbidden: Vec<(usize, usize)>,
    /// `XXS`: what results are worth, as (code, tenths) in the order given.
    pub scoring: Vec<(String, i64)>,
    /// Each player's points as the file gives them (columns 81–84), in tenths.
    pub points: Vec<Option<i64>>,
}

/// A TRF decimal (`1.0`, `0.5`, ` 1`) in tenths.
/// Up to 9999.9 points either way: more is no score, and could not be summed safely.
fn tenths(s: &str) -> Option<i64> {
    let s = s.trim();
    let (negative, digits) = s.strip_prefix('-').map_or((false, s), |d| (true, d));
    let (whole, frac) = digits.split_once('.').unwrap_or((digits, "0"));
    let whole: i64 = whole.parse().ok().filter(|w| (0..10_000).contains(w))?;
    let frac: i64 = frac.get(..1).unwrap_or("0").parse().ok()?;
    let v = whole * 10 + frac;
    Some(if negative { -v } else { v })
}

/// A TRF line that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for TrfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Reads the players' lines of a TRF-16 file and the TRF(x) lines the FIDE-endorsed
/// programs read (`XXR`, `XXC`, `XXZ`, `XXA`, `XXP`); other lines are skipped.
///
/// # Errors
/// [`TrfError`] naming the line when a start number, rating or round entry is malformed,
/// a start number repeats, an opponent is not in the file, or two players disagree on
/// their game.
#[expect(
    clippy::too_many_lines,
    reason = "TRF-16's line kinds, read one after another"
)]
pub fn read(text: &str) -> Result<Read, TrfError> {
    let mut out = Read {
        initial_white: true,
        ..Read::default()
    };
    let mut raw_rounds: Vec<Vec<(usize, char, char)>> = Vec::new();
    let mut lines_of: Vec<usize> = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let n = k + 1;
        let err = |m: String| TrfError {
            line: n,
            message: m,
        };
        let chars: Vec<char> = line.trim_end_matches(['\r', ' ']).chars().collect();
        let field = |from: usize, to: usize| -> String {
            chars
                .get(from - 1..to.min(chars.len()))
                .map(|c| c.iter().collect::<String>())
                .unwrap_or_default()
                .trim()
                .to_owned()
        };
        if line.starts_with("132") {
            let mut at = 92;
            while at <= chars.len() {
                let date = field(at, at + 7);
                let shaped = date.len() == 8
                    && date.char_indices().all(|(i, c)| {
                        if i == 2 || i == 5 {
                            c == '/' || c == '.'
                        } else {
                            c.is_ascii_digit()
                        }
                    });
                if !date.is_empty() && !shaped {
                    return Err(err(format!(
                        "132: `{date}` at column {at} is not a date (YY/MM/DD)"
                    )));
                }
                if !date.is_empty() {
                    out.round_dates.push(date);
                }
                at += 10;
            }
        } else if let Some(v) = line.strip_prefix("XXR") {
            let v = v.trim();
            out.total_rounds = Some(
                v.parse()
                    .map_err(|_| err(format!("XXR needs a number of rounds, not `{v}`")))?,
            );
        } else if let Some(v) = line.strip_prefix("XXC") {
            for word in v.split_whitespace() {
                match word {
                    "white1" => out.initial_white = true,
                    "black1" => out.initial_white = false,
                    "rank" => out.by_rank = true,
                    other => {
                        return Err(err(format!(
                            "XXC takes white1, black1 or rank, not `{other}`"
                        )))
                    }
                }
            }
        } else if let Some(v) = line.strip_prefix("XXZ") {
            for word in v.split_whitespace() {
                out.zeroed.push(
                    word.parse()
                        .map_err(|_| err(format!("XXZ lists start numbers, not `{word}`")))?,
                );
            }
        } else if let Some(v) = line.strip_prefix("XXP") {
            let ids: Vec<usize> = v
                .split_whitespace()
                .map(|w| w.parse())
                .collect::<Result<_, _>>()
                .map_err(|_| err(format!("XXP names two start numbers, not `{}`", v.trim())))?;
            match ids[..] {
                [a, b] => out.forbidden.push((a, b)),
                _ => {
                    return Err(err(format!(
                        "XXP names two start numbers, not `{}`",
                        v.trim()
                    )))
                }
            }
        } else if let Some(v) = line.strip_prefix("XXS") {
            for item in v.split_whitespace() {
                let parsed = item
                    .split_once('=')
                    .and_then(|(code, value)| Some((code.to_owned(), tenths(value)?)));
                let (code, value) = parsed
                    .filter(|(code, _)| super::fide::Scoring::default().apply(code, 0))
                    .ok_or_else(|| err(format!("XXS: `{item}` is not CODE=POINTS")))?;
                out.scoring.push((code, value));
            }
        } else if let Some(v) = line.strip_prefix("XXA") {
            let mut words = v.split_whitespace();
            let id: usize = words
                .next()
                .and_then(|w| w.parse().ok())
                .ok_or_else(|| err("XXA starts with a start number".to_owned()))?;
            let points = words
                .map(|w| tenths(w).ok_or_else(|| err(format!("XXA: `{w}` is not points"))))
                .collect::<Result<Vec<_>, _>>()?;
            out.accelerations.push((id, points));
        } else if line.starts_with("001") {
            let number: usize = field(5, 8).parse().map_err(|_| {
                err(format!(
                    "the start number `{}` is not a number",
                    field(5, 8)
                ))
            })?;
            if number == 0 || out.players.iter().any(|p| p.number == number) {
                return Err(err(format!("start number {number} is zero or repeated")));
            }
            let rating = match field(49, 52) {
                r if r.is_empty() => 0,
                r => r
                    .parse()
                    .map_err(|_| err(format!("the rating `{r}` is not a number")))?,
            };
            let mut rounds = Vec::new();
            let mut col = 92;
            while col <= chars.len() {
                let opp = field(col, col + 3);
                let colour = chars.get(col + 4).copied().unwrap_or(' ');
                let result = chars.get(col + 6).copied().unwrap_or(' ');
                let opp: usize = if opp.is_empty() || opp == "0000" {
                    0
                } else {
                    opp.parse().map_err(|_| {
                        err(format!(
                            "round {}: the opponent `{opp}` is not a number",
                            rounds.len() + 1
                        ))
                    })?
                };
                if !matches!(colour, 'w' | 'b' | '-' | ' ') {
                    return Err(err(format!(
                        "round {}: the colour `{colour}` is not w, b or -",
                        rounds.len() + 1
                    )));
                }
                if !"+-=10WDLHFUZ ".contains(result) {
                    return Err(err(format!(
                        "round {}: the result `{result}` is not one of + - = 1 0 W D L H F U Z",
                        rounds.len() + 1
                    )));
                }
                rounds.push((opp, colour, result));
                col += 10;
            }
            out.players.push(Player {
                number,
                name: field(15, 47),
                rating,
                halves: 0,
                rank: 0,
                rounds: Vec::new(),
            });
            raw_rounds.push(rounds);
            lines_of.push(n);
            out.points.push(tenths(&field(81, 84)));
        }
    }
    // Rounds played: the last with any result; an entry after it can only mark an absence.
    out.rounds = raw_rounds
        .iter()
        .map(|r| {
            r.iter()
                .rposition(|&(_, _, res)| res != ' ')
                .map_or(0, |i| i + 1)
        })
        .max()
        .unwrap_or(0);
    // A round in which some player has only an absence and no game anywhere is the next
    // round's absence list, not a round played.
    let only_absences = |round: usize| {
        raw_rounds.iter().all(|r| match r.get(round - 1) {
            Some(&(opp, _, res)) => opp == 0 && (res == ' ' || "HFUZ-".contains(res)),
            None => true,
        })
    };
    if out.rounds > 0 && only_absences(out.rounds) {
        let next = out.rounds;
        out.absent_next = out
            .players
            .iter()
            .zip(&raw_rounds)
            .filter(|(_, r)| matches!(r.get(next - 1), Some(&(0, _, res)) if "HFUZ-".contains(res)))
            .map(|(p, _)| p.number)
            .collect();
        out.rounds -= 1;
    }
    let numbers: Vec<usize> = out.players.iter().map(|p| p.number).collect();
    for (i, rounds) in raw_rounds.iter().enumerate() {
        let me = out.players[i].number;
        let mut entries = Vec::new();
        let mut halves = 0;
        for (r, &(opp, colour, result)) in rounds.iter().enumerate().take(out.rounds) {
            let err = |m: String| TrfError {
                line: lines_of[i],
                message: format!("round {}: {m}", r + 1),
            };
            halves += match result {
                '1' | 'W' | '+' | 'F' | 'U' => 2,
                '=' | 'D' | 'H' => 1,
                _ => 0,
            };
            if opp == 0 {
                // A bye or an absence: no opponent, the code kept.
                entries.push(Some((0, false, result)));
                continue;
            }
            if !numbers.contains(&opp) {
                return Err(err(format!("opponent {opp} has no line in the file")));
            }
            if result == ' ' {
                return Err(err(format!(
                    "the game against {opp} has no result: only finished rounds can be paired from"
                )));
            }
            // The opponent's entry must name this player back.
            let j = numbers.iter().position(|&x| x == opp).expect("present");
            let theirs = raw_rounds[j].get(r).copied();
            match theirs {
                Some((back, c, _)) if back == me && c == colour && c != '-' && c != ' ' => {
                    return Err(err(format!("players {me} and {opp} both have `{c}`")))
                }
                Some((back, _, _)) if back == me => {}
                _ => {
                    return Err(err(format!(
                        "player {me} met {opp}, but {opp}'s line does not name {me} in that round"
                    )))
                }
            }
            // A forfeit may name no colour: White is then the lower start number, which
            // only decides which side the game is read from (forfeits have no colours).
            let white = match colour {
                'w' => true,
                'b' => false,
                _ => match theirs.map(|t| t.1) {
                    Some('w') => false,
                    Some('b') => true,
                    _ => me < opp,
                },
            };
            entries.push(Some((opp, white, result)));
        }
        while entries.len() < out.rounds {
            entries.push(Some((0, false, 'Z')));
        }
        out.players[i].rounds = entries;
        out.players[i].halves = halves;
    }
    if out.total_rounds.is_none() && !out.round_dates.is_empty() {
        out.total_rounds = Some(out.round_dates.len());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{read, write, Header, Player};

    #[test]
    fn trf_x_lines_are_read_and_their_errors_named() {
        let text =
            "XXR 5\nXXC rank black1\nXXZ 3 4\nXXP 1 2\nXXA    1  1.0  0.5\nXXS W=3.0 D=1.0\n";
        let r = read(text).expect("read");
        assert_eq!(r.total_rounds, Some(5));
        assert!(r.by_rank && !r.initial_white);
        assert_eq!(r.zeroed, vec![3, 4]);
        assert_eq!(r.forbidden, vec![(1, 2)]);
        assert_eq!(r.accelerations, vec![(1, vec![10, 5])]);
        assert_eq!(r.scoring, vec![("W".to_owned(), 30), ("D".to_owned(), 10)]);
        assert_eq!(
            read("XXS L=-0.5 D=-1.5").expect("read").scoring,
            vec![("L".to_owned(), -5), ("D".to_owned(), -15)],
            "the sign of a value below one point is kept"
        );
        // Line 132: the rounds' dates, ten columns each from column 92; without XXR, the
        // event has as many rounds as it has dates.
        let dates = format!("132{:88}26/11/02  26/11/09  26/11/16\n", "");
        let r = read(&dates).expect("read");
        assert_eq!(r.round_dates, ["26/11/02", "26/11/09", "26/11/16"]);
        assert_eq!(r.total_rounds, Some(3));
        let r = read(&format!("{dates}XXR 7\n")).expect("read");
        assert_eq!(r.total_rounds, Some(7), "XXR decides");
        let e = read(&format!("132{:88}26/11/02  tomorrow\n", "")).expect_err("a word");
        assert!(e.to_string().contains("`tomorrow` at column 102"), "{e}");
        for (bad, why) in [
            ("XXC white2", "XXC takes"),
            ("XXP 1", "XXP names two"),
            ("XXZ a", "XXZ lists"),
            ("XXA    1  x", "`x` is not points"),
            ("XXS Q=1.0", "is not CODE=POINTS"),
            ("XXS W=99999999999999999.0", "is not CODE=POINTS"),
            ("XXA    1  1e9", "`1e9` is not points"),
        ] {
            let e = read(bad).expect_err(bad);
            assert!(e.to_string().contains(why) && e.line == 1, "{bad}: {e}");
        }
    }

    #[test]
    fn columns_are_where_the_format_puts_them() {
        let header = Header {
            name: "Winter Cup".into(),
            start: "2026/11/22".into(),
            end: String::new(),
            kind: "Round robin".into(),
            time_control: "3 days a move".into(),
        };
        let players = [Player {
            number: 1,
            name: "alice".into(),
            rating: 1742,
            halves: 5,
            rank: 2,
            rounds: vec![Some((4, true, '+')), Some((2, false, '=')), None],
        }];
        let text = write(&header, &players);
        let line = text
            .lines()
            .find(|l| l.starts_with("001"))
            .expect("a player");
        let col = |from: usize, to: usize| &line[from - 1..to];
        assert_eq!(col(5, 8), "   1");
        assert_eq!(col(15, 19), "alice");
        assert_eq!(col(49, 52), "1742");
        assert_eq!(col(81, 84), " 2.5");
        assert_eq!(col(86, 89), "   2");
        assert_eq!(col(92, 99), "0004 w +");
        assert_eq!(col(102, 109), "0002 b =");
        assert_eq!(col(112, 119), "0000 - U");
        assert!(text.starts_with("012 Winter Cup\n042 2026/11/22\n062 1\n072 1\n092 Round robin\n"));
    }
}
