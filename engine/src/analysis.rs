//! A finished game looked back on: every position of play searched once, each move judged by
//! how much it lost against the best the search found there.
//!
//! Scores are in centipawns from the first player's side; a mate counts as [`DECIDED`] (ten
//! pawns), so one forced mate does not flatten the rest of the chart. A move is judged by the
//! winning chances it gave away, as Lichess judges (a score's chances are
//! [`winning_chances`]: from −1, lost, to 1, won): a move that loses at least
//! [`MISTAKE_CHANCES`] of them is a mistake, at least [`BLUNDER_CHANCES`] a blunder. A pawn
//! thrown away in a level position is a mistake; the same pawn when three pieces ahead is not,
//! and two engines that count pawns differently still agree on what mattered.

use std::sync::atomic::AtomicBool;

use crate::computer;
use crate::game::{Action, Game, Phase};
use crate::search::{self, Limits, MATE};
use crate::types::{Color, Move, Outcome};

/// A won or lost position, as the chart and the judgements count it (ten pawns).
pub const DECIDED: i32 = 1_000;
/// The winning chances (of 2: from lost to won) whose loss makes a move a mistake.
pub const MISTAKE_CHANCES: f64 = 0.2;
/// The winning chances whose loss makes a move a blunder.
pub const BLUNDER_CHANCES: f64 = 0.3;

/// A score's winning chances, from −1 (lost) to 1 (won): Lichess's curve, on which a pawn
/// ahead is about 0.18 and three pawns 0.5.
pub fn winning_chances(centipawns: i32) -> f64 {
    2.0 / (1.0 + (-0.003_682_08 * f64::from(centipawns.clamp(-DECIDED, DECIDED))).exp()) - 1.0
}

/// How a move that took its mover's score from `before` to `after` (both the mover's, in
/// centipawns) is judged: `Some("blunder")`, `Some("mistake")` or `None`.
pub fn judgement(before: i32, after: i32) -> Option<&'static str> {
    let lost = winning_chances(before) - winning_chances(after);
    if lost >= BLUNDER_CHANCES {
        Some("blunder")
    } else if lost >= MISTAKE_CHANCES {
        Some("mistake")
    } else {
        None
    }
}

/// The nodes searched in each position of a game's review as players get it (`/analyze`):
/// about a tenth of a second (the positions are shared among the machine's cores).
pub const NODES: u64 = 100_000;

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
    /// `Some("blunder")`, `Some("mistake")` or `None`, by the winning chances the move lost
    /// ([`judgement`]).
    pub fn mark(&self) -> Option<&'static str> {
        let sign = if self.mover == Color::White { 1 } else { -1 };
        judgement(sign * self.before, sign * self.after)
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
/// when the game is decided on the board), and the best move there. The search starts from
/// an empty table (`memory` is cleared first: each position's search is its own, only the
/// table's room is used again).
fn judge(
    game: &Game,
    nodes: u64,
    stop: &AtomicBool,
    memory: &mut search::Memory,
) -> (i32, Option<Move>) {
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
    memory.clear();
    let r = computer::think_remembering(game, color, &legal, limits, stop, memory);
    (for_first(r.score, color), r.best)
}

/// Every move of play in `game` judged, each position searched for `nodes` nodes (a setup's
/// placements are not judged). The game's last action need not be a move: a game resigned
/// or lost on time is judged up to its last move.
pub fn review(game: &Game, nodes: u64, stop: &AtomicBool) -> Vec<Judged> {
    // The positions to judge, in order: each judged move's position before it (unless it
    // is the one after the move before) and after it.
    let mut replay = Game::from_position(game.start().clone());
    let mut positions: Vec<Game> = Vec::new();
    // Each judged move: its action's number, its mover, the move, and where its before and
    // after positions are in `positions`.
    let mut moves: Vec<(usize, Color, Move, usize, usize)> = Vec::new();
    // Where the position as it stands is in `positions`, while play goes on from it.
    let mut standing: Option<usize> = None;
    for (index, &action) in game.actions().iter().enumerate() {
        let in_play = !matches!(replay.phase(), Phase::Setup | Phase::Arrangement);
        let Action::Move { color, m } = action else {
            if replay.act(action).is_err() {
                break;
            }
            standing = None;
            continue;
        };
        if !in_play {
            if replay.act(action).is_err() {
                break;
            }
            continue;
        }
        let before = standing.unwrap_or_else(|| {
            positions.push(replay.clone());
            positions.len() - 1
        });
        if replay.act(action).is_err() {
            break;
        }
        positions.push(replay.clone());
        let after = positions.len() - 1;
        standing = Some(after);
        moves.push((index, color, m, before, after));
    }
    let scores = judge_all(&positions, nodes, stop);
    moves
        .into_iter()
        .map(|(index, mover, played, before, after)| Judged {
            index,
            mover,
            played,
            better: scores[before].1.filter(|&b| b != played),
            before: scores[before].0,
            after: scores[after].0,
        })
        .collect()
}

/// [`judge`] on every one of `positions`, shared among the machine's cores (at most four):
/// each position's search is its own, so the result is the same on any machine.
fn judge_all(positions: &[Game], nodes: u64, stop: &AtomicBool) -> Vec<(i32, Option<Move>)> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .clamp(1, 4);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(vec![(0, None); positions.len()]);
    std::thread::scope(|s| {
        for _ in 0..threads.min(positions.len()) {
            s.spawn(|| {
                // One table a thread, cleared for each position rather than built anew.
                let mut memory = search::Memory::new();
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(game) = positions.get(i) else {
                        return;
                    };
                    let judged = judge(game, nodes, stop, &mut memory);
                    if let Ok(mut r) = results.lock() {
                        r[i] = judged;
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uci;
    use crate::variant::Variant;

    /// A pawn lost in a level game is a mistake, three a blunder; the same pawn or more
    /// lost three pieces ahead is neither; regaining nothing is never marked.
    #[test]
    fn moves_are_judged_by_the_chances_they_lose() {
        assert_eq!(judgement(0, -120), Some("mistake"));
        assert_eq!(judgement(0, -300), Some("blunder"));
        assert_eq!(judgement(900, 700), None);
        assert_eq!(judgement(50, 40), None);
        assert_eq!(judgement(-200, 100), None);
        assert_eq!(judgement(DECIDED, -DECIDED), Some("blunder"));
        assert!((winning_chances(0)).abs() < 1e-9);
        assert!(winning_chances(100) > 0.17 && winning_chances(100) < 0.19);
        assert!((winning_chances(300) + winning_chances(-300)).abs() < 1e-9);
    }

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
