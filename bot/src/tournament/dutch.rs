//! Swiss pairings by the FIDE Dutch system for the chat's tournaments: the event as the
//! service stores it (games, byes, absences) handed to the one pairing engine,
//! [`super::fide`], which pairs exactly as the FIDE-endorsed programs do. `tabiya pair
//! --trf` reaches the same engine from a TRF file.

use std::collections::BTreeSet;

use super::fide::{self, Entrant, Entry, Event, Scoring};
use super::standings::{GameResult, Played};

/// What the pairing engine is told about the event.
#[derive(Debug, Clone)]
pub struct Field<'a> {
    /// Start numbers of the players to pair (withdrawn players left out).
    pub active: &'a [usize],
    /// Every finished game, in any order.
    pub games: &'a [Played],
    /// Pairing-allocated byes given: (player, round).
    pub byes: &'a [(usize, usize)],
    /// Rounds a player sat out by request, with the half points they were given:
    /// (player, round, halves).
    pub absences: &'a [(usize, usize, i64)],
    /// Rounds played so far.
    pub rounds: usize,
    /// Whether the initial colour (E.5) is white.
    pub initial_white: bool,
    /// The rounds the event will have, when known: the last round has topscorers (A.7).
    pub total_rounds: Option<usize>,
}

/// The pairing of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// (white, black) by start number, top board first.
    pub pairs: Vec<(usize, usize)>,
    /// The player with the bye.
    pub bye: Option<usize>,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unpairable {
    /// Fewer than two players.
    TooFew,
    /// No pairing respects the absolute criteria: no rematch, no second bye, no two
    /// non-topscorers with the same absolute colour preference.
    Exhausted,
}

impl std::fmt::Display for Unpairable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unpairable::TooFew => f.write_str("fewer than two players are left to pair"),
            Unpairable::Exhausted => f.write_str(
                "no pairing is left that avoids a rematch, a second bye or two players who must both have the same colour: the event has more rounds than its field allows",
            ),
        }
    }
}

/// A player's history, round by round, as a TRF line would give it.
fn history(field: &Field<'_>, player: usize) -> Vec<Entry> {
    (1..=field.rounds)
        .map(|round| {
            if let Some(g) = field
                .games
                .iter()
                .find(|g| g.round == round && (g.white == player || g.black == player))
            {
                let white = g.white == player;
                let (w, b) = match g.result {
                    GameResult::White => ('1', '0'),
                    GameResult::Draw => ('=', '='),
                    GameResult::Black => ('0', '1'),
                    GameResult::WhiteByForfeit => ('+', '-'),
                    GameResult::BlackByForfeit => ('-', '+'),
                };
                return Entry {
                    opponent: if white { g.black } else { g.white },
                    white: Some(white),
                    code: if white { w } else { b },
                };
            }
            let code = if field.byes.contains(&(player, round)) {
                'U'
            } else {
                match field
                    .absences
                    .iter()
                    .find(|a| a.0 == player && a.1 == round)
                    .map(|a| a.2)
                {
                    Some(2) => 'F',
                    Some(1) => 'H',
                    _ => 'Z',
                }
            };
            Entry {
                opponent: 0,
                white: None,
                code,
            }
        })
        .collect()
}

/// Pairs the next round.
///
/// # Errors
/// [`Unpairable`] when fewer than two players are left, or no pairing respects the
/// absolute criteria.
pub fn pair(field: &Field<'_>) -> Result<Round, Unpairable> {
    if field.active.len() < 2 {
        return Err(Unpairable::TooFew);
    }
    let everyone: BTreeSet<usize> = field
        .active
        .iter()
        .copied()
        .chain(field.games.iter().flat_map(|g| [g.white, g.black]))
        .chain(field.byes.iter().map(|b| b.0))
        .chain(field.absences.iter().map(|a| a.0))
        .collect();
    let entrant = |id: usize| {
        let history = history(field, id);
        let points = history.iter().map(|e| Scoring::default().points(e)).sum();
        Entrant {
            id,
            points,
            history,
        }
    };
    let event = Event {
        entrants: field.active.iter().map(|&id| entrant(id)).collect(),
        everyone: everyone.into_iter().map(entrant).collect(),
        total_rounds: field.total_rounds,
        initial_white: field.initial_white,
        by_rank: false,
        accelerations: Default::default(),
        forbidden: Default::default(),
        scoring: Default::default(),
    };
    let pairs = fide::pair(&event).map_err(|_| Unpairable::Exhausted)?;
    let bye = pairs.iter().find(|p| p.1 == 0).map(|p| p.0);
    Ok(Round {
        pairs: pairs.into_iter().filter(|p| p.1 != 0).collect(),
        bye,
    })
}

#[cfg(test)]
mod tests {
    use super::{pair, Field, GameResult, Played, Round, Unpairable};

    fn game(round: usize, white: usize, black: usize, result: GameResult) -> Played {
        Played {
            round,
            white,
            black,
            result,
        }
    }

    fn pair_all(n: usize, games: &[Played], byes: &[(usize, usize)], rounds: usize) -> Round {
        let active: Vec<usize> = (1..=n).collect();
        pair(&Field {
            active: &active,
            games,
            byes,
            absences: &[],
            rounds,
            initial_white: true,
            total_rounds: None,
        })
        .expect("pairable")
    }

    #[test]
    fn round_one_pairs_the_top_half_with_the_bottom_half() {
        let r = pair_all(8, &[], &[], 0);
        assert_eq!(r.pairs, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(r.bye, None);
        let r = pair_all(7, &[], &[], 0);
        assert_eq!(r.bye, Some(7));
        assert_eq!(r.pairs, vec![(1, 4), (5, 2), (3, 6)]);
    }

    #[test]
    fn round_two_pairs_by_score_with_alternating_colours() {
        use GameResult::*;
        let games = [
            game(1, 1, 5, White),
            game(1, 6, 2, Black),
            game(1, 3, 7, Draw),
            game(1, 8, 4, Black),
        ];
        // 1, 2, 4 on a point, 3 and 7 on a half, the rest on none.
        let r = pair_all(8, &games, &[], 1);
        assert_eq!(r.pairs, vec![(2, 1), (4, 3), (7, 6), (5, 8)]);
    }

    #[test]
    fn a_second_bye_goes_to_someone_else() {
        let r = pair_all(5, &[], &[(5, 1)], 1);
        assert!(r.bye.is_some());
        assert_ne!(r.bye, Some(5));
    }

    #[test]
    fn an_exhausted_field_is_reported() {
        use GameResult::*;
        // Three players who have all met: no pairing without a rematch.
        let games = [
            game(1, 1, 2, Draw),
            game(2, 2, 3, Draw),
            game(3, 3, 1, Draw),
        ];
        let active = [1, 2, 3];
        let field = Field {
            active: &active,
            games: &games,
            byes: &[(3, 1), (1, 2), (2, 3)],
            absences: &[],
            rounds: 3,
            initial_white: true,
            total_rounds: None,
        };
        assert_eq!(pair(&field), Err(Unpairable::Exhausted));
        let one = [1];
        assert_eq!(
            pair(&Field {
                active: &one,
                ..field
            }),
            Err(Unpairable::TooFew)
        );
    }
}
