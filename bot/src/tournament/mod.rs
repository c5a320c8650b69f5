//! Correspondence tournaments: pairings, scores and tie-breaks. Pure functions; the service
//! stores tournaments and plays their games.

pub mod berger;
pub mod dutch;
pub mod fide;
pub mod matching;
pub mod standings;
pub mod trf;
pub mod wide;

/// `tabiya pair --trf FILE`: the next round of the event a TRF file describes, paired by
/// [`fide::pair`] (the engine the chat's Swiss uses too) and printed the way the arbiters'
/// checkers print it — the number of pairs (a bye counted), then `white black` by start
/// number, top board first, and a bye as `N 0`.
///
/// In the file, `0000 - U` is a pairing-allocated bye; `F`, `H` and `Z` with no opponent are
/// byes worth a point, a half and nothing; forfeits (`+`, `-`) are games not played. An entry
/// in the round after the last one with results marks the player absent from the round being
/// paired.
///
/// # Errors
/// The reason, for a person: a malformed line, an unfinished game, or a field that cannot
/// be paired.
pub fn pair_trf(text: &str) -> Result<String, String> {
    let (pairs, _) = next_round(text)?;
    let mut out = format!("{}\n", pairs.len());
    for (w, b) in pairs {
        out.push_str(&format!("{w} {b}\n"));
    }
    Ok(out)
}

/// `tabiya pair --trf FILE --write OUT`: what [`pair_trf`] prints, and the file with the
/// round added (see [`trf::with_round`]): every line read comes back unchanged but for the
/// new round's columns on the paired players' lines.
///
/// # Errors
/// As [`pair_trf`].
pub fn pair_trf_and_write(text: &str) -> Result<(String, String), String> {
    let (pairs, round) = next_round(text)?;
    let written = trf::with_round(text, round, &pairs);
    Ok((pair_trf(text)?, written))
}

/// The next round's pairs (white, black; a bye as `(id, 0)`), top board first, and its
/// number.
fn next_round(text: &str) -> Result<(Vec<(usize, usize)>, usize), String> {
    let read = trf::read(text).map_err(|e| format!("the TRF file cannot be read: {e}"))?;
    let mut scoring = fide::Scoring::default();
    for (code, value) in &read.scoring {
        scoring.apply(code, *value);
    }
    // Points as the file gives them (they order the boards), else counted from the results.
    let entrant = |(p, points): (&trf::Player, &Option<i64>)| fide::Entrant {
        id: p.number,
        points: points.unwrap_or(5 * p.halves),
        history: p
            .rounds
            .iter()
            .map(|e| match *e {
                Some((opponent, white, code)) => fide::Entry {
                    opponent,
                    white: (opponent != 0).then_some(white),
                    code,
                },
                None => fide::Entry {
                    opponent: 0,
                    white: None,
                    code: 'Z',
                },
            })
            .collect(),
    };
    let event = fide::Event {
        entrants: read
            .players
            .iter()
            .zip(&read.points)
            .filter(|(p, _)| {
                !read.absent_next.contains(&p.number) && !read.zeroed.contains(&p.number)
            })
            .map(entrant)
            .collect(),
        everyone: read.players.iter().zip(&read.points).map(entrant).collect(),
        total_rounds: read.total_rounds,
        initial_white: read.initial_white,
        by_rank: read.by_rank,
        accelerations: read.accelerations.iter().cloned().collect(),
        forbidden: read.forbidden.iter().copied().collect(),
        scoring,
    };
    let pairs = fide::pair(&event)
        .map_err(|e| format!("round {} cannot be paired: {e}", read.rounds + 1))?;
    Ok((pairs, read.rounds + 1))
}
