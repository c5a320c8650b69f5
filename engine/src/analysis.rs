//! A finished game looked back on: every position of play searched once, each move judged by
//! how much it lost against the best the search found there.
//!
//! Scores are in centipawns from the first player's side; a mate counts as [`DECIDED`] (ten
//! pawns), so one forced mate does not flatten the rest of the chart. A move that loses at
//! least [`MISTAKE`] is a mistake, at least [`BLUNDER`] a blunder — the thresholds Lichess
//! uses, in centipawns rather than win chances.

use std::sync::atomic::AtomicBool;

use crate::computer;
use crate::game::{Action, Game, Phase};
use crate::search::{Limits, MATE};
use crate::types::{Color, Move, Outcome};

/// A won or lost position, as the chart and the judgements count it (ten pawns).
pub const DECIDED: i32 = 1_000;
/// The loss that makes a move a mistake.
pub const MISTAKE: i32 = 100;
/// The loss that makes a move a blunder.
pub const BLUNDER: i32 = 300;

/// One move of the game, judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judged {
    /// Its number among the game's actions (0 first).
    pub index: usize,
    /// Who made it.
    pub mover: Color,
    /// The move.
    pub played: Move,
    /// The best move the search found instead (`None`: the played one was it, or there was
    /// nothing to compare).
    pub better: Option<Move>,
    /// The first player's score before the move.
    pub before: i32,
    /// The first player's score after it.
    pub after: i32,
}

impl Judged {
    /// What the move cost its mover, in centipawns (0: as good as the best).
    pub fn loss(&self) -> i32 {
        let sign = if self.mover == Color::White { 1 } else { -1 };
        (sign * (self.before - self.after)).max(0)
    }

    /// `Some("blunder")`, `Some("mistake")` or `None`.
    pub fn mark(&self) -> Option<&'static str> {
        match self.loss() {
            l if l >= BLUNDER => Some("blunder"),
            l if l >= MISTAKE => Some("mistake"),
            _ => None,
        }
    }
}

/// A search score for the side to move as the first player's, mates as [`DECIDED`].
fn for_first(score: i32, to_move: Color) -> i32 {
    let bounded = if score.abs() > MATE - 1_000 {
        DECIDED * score.signum()
    } else {
        score.clamp(-DECIDED, DECIDED)
    };
    if to_move == Color::White {
        bounded
    } else {
        -bounded
    }
}

/// The first player's score of `game` as it stands, from `nodes` of search (the end itself
/// when the game is decided on the board), and the best move there.
fn judge(game: &Game, nodes: u64, stop: &AtomicBool) -> (i32, Option<Move>) {
    if let Some(o) = game.outcome() {
        return match o {
            Outcome::Decisive { winner, .. } => (
                if winner == Color::White {
                    DECIDED
                } else {
                    -DECIDED
                },
                None,
            ),
            Outcome::Draw { .. } => (0, None),
        };
    }
    let Some(&color) = game.to_move().first() else {
        return (0, None);
    };
    let legal = game.legal_moves(color);
    if legal.is_empty() {
        return (0, None);
    }
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let r = computer::think(game, color, &legal, limits, stop);
    (for_first(r.score, color), r.best)
}

/// Every move of play in `game` judged, each position searched for `nodes` nodes (a setup's
/// placements are not judged). The game's last action need not be a move: a game resigned
/// or lost on time is judged up to its last move.
pub fn review(game: &Game, nodes: u64, stop: &AtomicBool) -> Vec<Judged> {
    let mut replay = Game::from_position(game.start().clone());
    let mut judged = Vec::new();
    let mut current: Option<(i32, Option<Move>)> = None;
    for (index, &action) in game.actions().iter().enumerate() {
        let in_play = !matches!(replay.phase(), Phase::Setup | Phase::Arrangement);
        let Action::Move { color, m } = action else {
            if replay.act(action).is_err() {
                break;
            }
            current = None;
            continue;
        };
        if !in_play {
            if replay.act(action).is_err() {
                break;
            }
            continue;
        }
        let (before, best) = current
            .take()
            .unwrap_or_else(|| judge(&replay, nodes, stop));
        if replay.act(action).is_err() {
            break;
        }
        let after = judge(&replay, nodes, stop);
        current = Some(after);
        judged.push(Judged {
            index,
            mover: color,
            played: m,
            better: best.filter(|&b| b != m),
            before,
            after: after.0,
        });
    }
    judged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uci;
    use crate::variant::Variant;

    /// A Shatranj game where Black puts its horse where a pawn takes it: the move is a
    /// blunder, the better move is named, and the score swings to White.
    #[test]
    fn a_piece_given_away_is_a_blunder() {
        let v = Variant::historical("shatranj", &[]).expect("shatranj");
        let mut g = Game::new(v);
        for (c, s) in [
            (Color::White, "e2e3"),
            (Color::Black, "g8f6"),
            (Color::White, "d2d3"),
            (Color::Black, "f6e4"),
            (Color::White, "d3e4"),
        ] {
            let mut pos = g.position().clone();
            pos.set_turn(c);
            let m = uci::parse(s, &pos).expect("a move");
            g.play(c, m).expect("legal");
        }
        let stop = AtomicBool::new(false);
        let judged = review(&g, 20_000, &stop);
        assert_eq!(judged.len(), 5);
        let given = judged[3];
        assert_eq!(given.mover, Color::Black);
        assert_eq!(given.mark(), Some("blunder"), "{judged:?}");
        assert!(given.better.is_some());
        assert!(given.after > 200, "{judged:?}");
        // Taking it is no mistake.
        assert_eq!(judged[4].mark(), None, "{judged:?}");
        // Consecutive moves share their positions' scores.
        for w in judged.windows(2) {
            assert_eq!(w[0].after, w[1].before);
        }
    }
}
