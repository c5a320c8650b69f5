//! Glicko-2 ratings, one per player and game, on Lichess's parameters.
//!
//! The arithmetic is the `skillratings` crate's (Glickman's algorithm, checked here against
//! the worked example of his paper); this module chooses the parameters and how time passes:
//!
//! - a new player starts at 1500 with a deviation of 500 and a volatility of 0.09; τ is 0.75;
//! - each rated game is its own rating period for both players, as on Lichess;
//! - between games the deviation grows with the time that passed,
//!   φ' = √(φ² + σ²·t) with t counted in rating periods of 1/0.21436 days (Lichess's
//!   `ratingPeriodsPerDay`), up to 500 again;
//! - a rating is provisional while its deviation is above 110; leaderboards show only
//!   established ones.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A new player's rating.
pub const INITIAL: f64 = 1500.0;
/// A new player's deviation, and the most it grows back to.
pub const MAX_DEVIATION: f64 = 500.0;
/// A new player's volatility.
pub const INITIAL_VOLATILITY: f64 = 0.09;
/// The system constant τ.
pub const TAU: f64 = 0.75;
/// Above this deviation a rating is provisional.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Rating periods per day (Lichess).
pub const PERIODS_PER_DAY: f64 = 0.21436;

/// The Glicko-2 scale factor (rating points per Glicko-2 unit).
const SCALE: f64 = 173.7178;

/// A player's rating in one game, as stored.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation (RD).
    pub deviation: f64,
    /// Its volatility σ.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// When it last changed (unix seconds).
    pub at: i64,
}

impl Rating {
    /// A new player's rating, as of `now`.
    pub fn new(now: i64) -> Rating {
        Rating {
            rating: INITIAL,
            deviation: MAX_DEVIATION,
            volatility: INITIAL_VOLATILITY,
            games: 0,
            at: now,
        }
    }

    /// The rating as of `now`: the deviation grown with the time since it last changed.
    pub fn at(self, now: i64) -> Rating {
        let days = (now - self.at).max(0) as f64 / 86_400.0;
        let periods = days * PERIODS_PER_DAY;
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + self.volatility * self.volatility * periods).sqrt() * SCALE;
        Rating {
            deviation: grown.min(MAX_DEVIATION),
            ..self
        }
    }

    /// Whether it is still provisional (deviation above 110).
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// `1662`, or `1662?` while provisional.
    pub fn shown(&self) -> String {
        format!(
            "{:.0}{}",
            self.rating,
            if self.provisional() { "?" } else { "" }
        )
    }
}

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// Both players' ratings after a game in which the first scored `score` (1, ½ or 0), at `now`.
pub fn rate(first: Rating, second: Rating, score: f64, now: i64) -> (Rating, Rating) {
    let outcome = if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let (a, b) = (first.at(now), second.at(now));
    let (na, nb) = glicko2(&to_glicko(a), &to_glicko(b), &outcome, &config);
    let back = |g: Glicko2Rating, old: Rating| Rating {
        rating: g.rating,
        deviation: g.deviation.min(MAX_DEVIATION),
        volatility: g.volatility,
        games: old.games + 1,
        at: now,
    };
    (back(na, a), back(nb, b))
}

#[cfg(test)]
mod tests {
    use super::{rate, Glicko2Config, Glicko2Rating, Outcomes, Rating, INITIAL, MAX_DEVIATION};
    use skillratings::glicko2::glicko2_rating_period;

    /// Glickman, "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf): a 1500
    /// player (RD 200, σ 0.06, τ 0.5) beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a
    /// 1700 (RD 300): 1464.06, RD 151.52, σ 0.05999.
    #[test]
    fn glickmans_worked_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opp(1400.0, 30.0), Outcomes::WIN),
            (opp(1550.0, 100.0), Outcomes::LOSS),
            (opp(1700.0, 300.0), Outcomes::LOSS),
        ];
        let config = Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        };
        let after = glicko2_rating_period(&player, &results, &config);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_moves_new_players_far_and_time_widens_the_deviation() {
        let (a, b) = rate(Rating::new(0), Rating::new(0), 1.0, 0);
        assert!(a.rating > 1650.0 && b.rating < 1350.0, "{a:?} {b:?}");
        assert!(a.provisional() && a.games == 1);
        assert!(
            (a.rating - INITIAL) + (b.rating - INITIAL) < 1e-6,
            "symmetric"
        );
        let (d1, d2) = rate(a, b, 0.5, 0);
        assert!(
            d1.rating < a.rating && d2.rating > b.rating,
            "a draw pulls together"
        );
        // An established rating grows back towards provisional over months without games.
        let settled = Rating {
            deviation: 60.0,
            ..Rating::new(0)
        };
        assert!(!settled.provisional());
        let later = settled.at(365 * 86_400);
        assert!(later.deviation > settled.deviation + 20.0, "{later:?}");
        assert!(settled.at(100 * 365 * 86_400).deviation <= MAX_DEVIATION);
    }
}
