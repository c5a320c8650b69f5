//! Correspondence tournaments: pairings, scores and tie-breaks. Pure functions; the service
//! stores tournaments and plays their games.

pub mod berger;
pub mod dutch;
pub mod matching;
pub mod standings;
pub mod trf;

use standings::{GameResult, Played};

/// `tabiya pair --trf FILE`: the next round of the event a TRF file describes, paired by
/// [`dutch::pair`] and printed the way the arbiters' checkers print it — the number of
/// pairs (a bye counted), then `white black` by start number, top board first, and a bye
/// as `N 0`.
///
/// In the file, `0000 - U` (or `+`) is a pairing-allocated bye; `F`, `H` and `Z` with no
/// opponent are absences worth a point, a half and nothing; a double forfeit (`-` on both
/// sides) is an absence for both. An entry in the round after the last one with results
/// marks the player absent from the round being paired.
///
/// # Errors
/// The reason, for a person: a malformed line, an unfinished game, or a field that cannot
/// be paired.
pub fn pair_trf(text: &str) -> Result<String, String> {
    let read = trf::read(text).map_err(|e| format!("the TRF file cannot be read: {e}"))?;
    let mut games = Vec::new();
    let mut byes = Vec::new();
    let mut absences = Vec::new();
    for p in &read.players {
        for (r, entry) in p.rounds.iter().enumerate() {
            let round = r + 1;
            let Some((opp, white, code)) = *entry else {
                continue;
            };
            if opp == 0 {
                match code {
                    'U' | '+' => byes.push((p.number, round)),
                    'F' | '1' | 'W' => absences.push((p.number, round, 2)),
                    'H' | '=' | 'D' => absences.push((p.number, round, 1)),
                    _ => absences.push((p.number, round, 0)),
                }
                continue;
            }
            let theirs = read
                .players
                .iter()
                .find(|q| q.number == opp)
                .and_then(|q| q.rounds.get(r).copied().flatten())
                .map(|(_, _, c)| c);
            if code == '-' && theirs == Some('-') {
                absences.push((p.number, round, 0));
                continue;
            }
            // Each game once, from White's side.
            if !white {
                continue;
            }
            let result = match code {
                '1' | 'W' => GameResult::White,
                '=' | 'D' => GameResult::Draw,
                '0' | 'L' => GameResult::Black,
                '+' => GameResult::WhiteByForfeit,
                '-' => GameResult::BlackByForfeit,
                other => {
                    return Err(format!(
                        "player {}, round {round}: `{other}` is not a game's result",
                        p.number
                    ))
                }
            };
            games.push(Played {
                round,
                white: p.number,
                black: opp,
                result,
            });
        }
    }
    let active: Vec<usize> = read
        .players
        .iter()
        .map(|p| p.number)
        .filter(|n| !read.absent_next.contains(n))
        .collect();
    let round = dutch::pair(&dutch::Field {
        active: &active,
        games: &games,
        byes: &byes,
        absences: &absences,
        rounds: read.rounds,
        initial_white: read.initial_white,
    })
    .map_err(|e| format!("round {} cannot be paired: {e}", read.rounds + 1))?;
    let mut out = format!("{}\n", round.pairs.len() + usize::from(round.bye.is_some()));
    for (w, b) in &round.pairs {
        out.push_str(&format!("{w} {b}\n"));
    }
    if let Some(b) = round.bye {
        out.push_str(&format!("{b} 0\n"));
    }
    Ok(out)
}
