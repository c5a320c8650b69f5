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

#[cfg(test)]
mod tests {
    use super::*;

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
