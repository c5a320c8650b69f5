//! The computer opponent: eight levels over one search ([`crate::search`]), and what it does
//! in every phase of a game — setups, forced openings, free openings, alternate play — and
//! when offered a draw.
//!
//! The levels differ in how deep they search and in how much noise is added to their
//! evaluation ([`Limits::noise`]): levels 1 and 2 look one ply ahead and misjudge a position
//! by up to three pawns and one; from level 3 each level searches a ply deeper than the one
//! below, to six plies at level 7, with noise only up to level 4. Level 8, the top level,
//! has no depth limit: it searches a million positions (a second or two in a release build),
//! which its reductions and prunings take well beyond seven plies along the lines that
//! matter. A node budget bounds each level where a position's tree is unusually wide. A
//! salt (a number the game supplies) chooses the noise, so a game against the computer can be
//! replayed exactly, and two games from one position differ.

use std::sync::atomic::AtomicBool;

use crate::game::{Action, Arrangement, Game, Phase};
use crate::search::{self, Limits, Report, Within};
use crate::types::{splitmix64 as mix, Color, Move};

/// The levels, weakest first.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The level a challenge gets when it names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The longest a level searches, whatever its node budget (a slow machine still answers).
const MOST_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// How level `level` (1–8; others are clamped) searches, with `salt` choosing its noise.
pub fn limits(level: u8, salt: u64) -> Limits {
    let (depth, nodes, noise) = match level.clamp(*LEVELS.start(), *LEVELS.end()) {
        1 => (1, None, 300),
        2 => (1, None, 100),
        3 => (2, None, 60),
        4 => (3, Some(100_000), 30),
        5 => (4, Some(100_000), 0),
        6 => (5, Some(250_000), 0),
        7 => (6, Some(500_000), 0),
        // The top level: as deep as its budget takes it (the search's own limit).
        _ => (Limits::default().depth, Some(1_000_000), 0),
    };
    Limits {
        depth,
        nodes,
        time: Some(MOST_TIME),
        whole_time: false,
        noise,
        salt,
        weights: None,
    }
}

/// What the computer does for `color` in `game` at `level`: a move, or in the setup phases
/// a placement or an arrangement. `None` when it has nothing to do (not its turn, the game
/// over). `stop` ends the thinking early (the move found so far is played).
pub fn choose(
    game: &Game,
    color: Color,
    level: u8,
    salt: u64,
    stop: &AtomicBool,
) -> Option<Action> {
    choose_within(game, color, limits(level, salt), stop)
}

/// [`choose`] with the search's limits given (a level's, perhaps with other evaluation
/// weights: how a tuning is tried against the game's own).
pub fn choose_within(
    game: &Game,
    color: Color,
    limits: Limits,
    stop: &AtomicBool,
) -> Option<Action> {
    let salt = limits.salt;
    if !game.to_move().contains(&color) {
        return None;
    }
    match game.phase() {
        Phase::Over => None,
        // Janggi: which of the four setups, by lot (none is known to be better).
        Phase::Arrangement => Some(Action::Arrange(
            color,
            Arrangement::ALL[(mix(salt) % 4) as usize],
        )),
        _ => {
            let mut legal = game.legal_moves(color);
            // A move the game itself rules a loss (Xiangqi's perpetual check, a repetition
            // the rules forbid) is never chosen while another is left: the search below sees
            // repetitions only as draws.
            if legal.len() > 1 && game.phase() == Phase::Play {
                let loses = |m: &Move| {
                    let mut g = game.clone();
                    g.act(Action::Move { color, m: *m }).is_ok()
                        && matches!(g.outcome(), Some(crate::types::Outcome::Decisive { winner, .. }) if winner != color)
                };
                let keep: crate::position::MoveList =
                    legal.iter().copied().filter(|m| !loses(m)).collect();
                if !keep.is_empty() {
                    legal = keep;
                }
            }
            let m = match legal.as_slice() {
                [] => return None,
                [only] => *only,
                // Sittuyin's placements: by lot among the legal ones; the search cannot judge
                // an army not yet on the board.
                moves if game.phase() == Phase::Setup => {
                    moves[(mix(salt) % moves.len() as u64) as usize]
                }
                moves => {
                    let report = think(game, color, moves, limits, stop);
                    // Makruk: the weaker side starts the board's-honour count when it may
                    // (no pawns left), so a won ending must be won within the count.
                    if report.score <= -100 {
                        let start = Action::StartCount(color);
                        if game.count().is_none() && game.clone().act(start).is_ok() {
                            return Some(start);
                        }
                    }
                    report.best?
                }
            };
            Some(Action::Move { color, m })
        }
    }
}

/// The search from `game`'s position for `color`, among `moves` (the game's legal moves:
/// its own rules may allow fewer than the position's), the game's earlier positions
/// counting as draws when met again, and a running count's end as a draw.
pub fn think(
    game: &Game,
    color: Color,
    moves: &[Move],
    limits: Limits,
    stop: &AtomicBool,
) -> Report {
    think_remembering(game, color, moves, limits, stop, &mut search::Memory::new())
}

/// As [`think`], starting from what the searches before it in the game left in `memory`
/// ([`search::Memory`]), and leaving its own there.
pub fn think_remembering(
    game: &Game,
    color: Color,
    moves: &[Move],
    limits: Limits,
    stop: &AtomicBool,
    memory: &mut search::Memory,
) -> Report {
    let mut pos = game.position().clone();
    pos.set_turn(color);
    search::search_remembering(
        &pos,
        Within {
            root: Some(moves),
            history: game.repetition_keys(),
            count: game
                .count()
                .map(|c| (c.counted, c.limit.saturating_sub(c.moves))),
        },
        limits,
        stop,
        memory,
        |_| {},
    )
}

/// How far the computer searches to answer a draw offer.
const DRAW_LIMITS: Limits = Limits {
    depth: 64,
    nodes: Some(50_000),
    time: Some(MOST_TIME),
    whole_time: false,
    noise: 0,
    salt: 0,
    weights: None,
};

/// Whether the computer, playing `color`, accepts a draw offered in `game`: when its search
/// sees itself at least a pawn worse. A computer that stands better or level plays on.
pub fn accepts_draw(game: &Game, color: Color) -> bool {
    if game.outcome().is_some() {
        return false;
    }
    let stop = AtomicBool::new(false);
    let score = if game.to_move().contains(&color) {
        let legal = game.legal_moves(color);
        if legal.is_empty() {
            return false;
        }
        think(game, color, &legal, DRAW_LIMITS, &stop).score
    } else {
        let other = !color;
        let legal = game.legal_moves(other);
        if legal.is_empty() {
            return false;
        }
        -think(game, other, &legal, DRAW_LIMITS, &stop).score
    };
    score <= -100
}

/// Whether the computer, playing `color`, accepts its opponent's impasse claim in `game`
/// (Shogi's jishōgi): when the points give it the game, or a draw while its evaluation does
/// not see it a pawn or more ahead. A count that loses it is refused (playing on declines).
/// No search: the answer is quick enough to give where the games are listed.
pub fn accepts_impasse(game: &Game, color: Color) -> bool {
    if game.outcome().is_some() || game.impasse_claim() != Some(!color) {
        return false;
    }
    let pos = game.position();
    let points = |c| crate::shogi::jishogi_points(pos, c) >= 24;
    match (points(color), points(!color)) {
        (true, false) => true,
        (false, true) => false,
        _ => {
            let ours = crate::eval::evaluate(pos);
            let ours = if pos.turn() == color { ours } else { -ours };
            ours < 100
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    /// Every game, every level, from the start: the computer's choice is one the game
    /// accepts, and the game goes on to its end with the computer on both sides (low levels,
    /// to keep it quick).
    #[test]
    fn the_computer_plays_every_game_through_its_phases() {
        let stop = AtomicBool::new(false);
        for spec in crate::variants::ALL {
            let mut game = Game::new(Variant::historical(spec.key, &[]).expect("a game"));
            let mut plies = 0;
            while game.outcome().is_none() && plies < 60 {
                let color = game.to_move()[0];
                let level = 1 + (plies % 2) as u8;
                let action = choose(&game, color, level, plies, &stop)
                    .unwrap_or_else(|| panic!("{}: no action at ply {plies}", spec.key));
                game.act(action)
                    .unwrap_or_else(|e| panic!("{}: {action:?} refused: {e}", spec.key));
                plies += 1;
            }
            assert!(plies > 0, "{}", spec.key);
        }
    }

    #[test]
    fn each_level_searches_more_or_misjudges_less_than_the_one_below() {
        let effort = |l| {
            let x = limits(l, 0);
            (x.depth, x.nodes.unwrap_or(u64::MAX), -x.noise)
        };
        for l in 1..8 {
            assert!(effort(l) < effort(l + 1), "level {l}");
            assert!(limits(l, 0).noise >= limits(l + 1, 0).noise, "level {l}");
        }
        assert_eq!(effort(0), effort(1));
        assert_eq!(effort(200), effort(8));
    }

    /// Both kings entered, Sente claims an impasse: the computer (Gote) takes a count that
    /// wins or draws level, and refuses one that loses.
    #[test]
    fn the_computer_accepts_an_impasse_that_does_not_lose() {
        let v = Variant::historical("shogi", &[]).expect("shogi");
        let claimed = |hands: &str| {
            let f = format!("4K4/9/9/9/9/9/9/9/4k4[{hands}] w - - 0 1");
            let pos = crate::fen::parse(&f, v).expect("a FEN");
            let mut game = Game::from_position(pos);
            assert!(!accepts_impasse(&game, Color::Black), "no claim yet");
            game.act(Action::ClaimImpasse(Color::White))
                .expect("a claim");
            game
        };
        // Gote's 24 points against Sente's 4: Gote wins the count.
        assert!(accepts_impasse(&claimed("PPPPrrbbgggg"), Color::Black));
        // The other way round: Gote would lose.
        assert!(!accepts_impasse(&claimed("RRBBGGGGpppp"), Color::Black));
        // Both short of 24, the material level: a draw it takes.
        assert!(accepts_impasse(&claimed("GGgg"), Color::Black));
        // Not its own claim to accept.
        assert!(!accepts_impasse(&claimed("GGgg"), Color::White));
    }
}
