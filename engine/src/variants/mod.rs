//! The games, one static [`VariantSpec`] each.
//!
//! Movement is written from the mover's point of view: `dr > 0` is forward.

use crate::eval::Placed;
use crate::types::Role;
use crate::variant::{
    Atom, BareKing, Counting, Drops, ForbiddenMate, KingsFacing, MateRule, Mode, Opening, Pass,
    Promotion, Repetition, RuleSet, Stalemate, VariantSpec,
};

mod chaturanga;
mod janggi;
mod makruk;
mod ninthcentury;
mod ouk;
mod senterej;
mod shatar;
mod shatranj;
mod shogi;
mod sittuyin;
mod xiangqi;

pub use chaturanga::CHATURANGA;
pub use janggi::JANGGI;
pub use makruk::MAKRUK;
pub use ninthcentury::NINTHCENTURY;
pub use ouk::OUK;
pub use senterej::SENTEREJ;
pub use shatar::SHATAR;
pub use shatranj::SHATRANJ;
pub use shogi::{HEIAN_SHOGI, SHOGI_SPEC as SHOGI, SHO_SHOGI};
pub use sittuyin::SITTUYIN;
pub use xiangqi::XIANGQI;

/// Every game, in Daou's order.
pub static ALL: &[&VariantSpec] = &[
    &CHATURANGA,
    &SHATRANJ,
    &SENTEREJ,
    &NINTHCENTURY,
    &SITTUYIN,
    &MAKRUK,
    &OUK,
    &SHATAR,
    &XIANGQI,
    &JANGGI,
    &HEIAN_SHOGI,
    &SHO_SHOGI,
    &SHOGI,
];

/// The game with Tabiya's id `key` (case-insensitive).
pub fn by_key(key: &str) -> Option<&'static VariantSpec> {
    let key = key.trim();
    ALL.iter()
        .copied()
        .find(|s| s.key.eq_ignore_ascii_case(key) || s.name.eq_ignore_ascii_case(key))
}

pub(crate) const KING: &[Atom] = &[
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(0, 1),
    Atom::leap(0, -1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
pub(crate) const FERZ: &[Atom] = &[
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
pub(crate) const ALFIL: &[Atom] = &[
    Atom::leap(2, 2),
    Atom::leap(-2, 2),
    Atom::leap(2, -2),
    Atom::leap(-2, -2),
];
pub(crate) const DABBABA: &[Atom] = &[
    Atom::leap(2, 0),
    Atom::leap(-2, 0),
    Atom::leap(0, 2),
    Atom::leap(0, -2),
];
pub(crate) const KNIGHT: &[Atom] = &[
    Atom::leap(1, 2),
    Atom::leap(-1, 2),
    Atom::leap(1, -2),
    Atom::leap(-1, -2),
    Atom::leap(2, 1),
    Atom::leap(-2, 1),
    Atom::leap(2, -1),
    Atom::leap(-2, -1),
];
pub(crate) const ROOK: &[Atom] = &[
    Atom::slide(1, 0),
    Atom::slide(-1, 0),
    Atom::slide(0, 1),
    Atom::slide(0, -1),
];
pub(crate) const BISHOP: &[Atom] = &[
    Atom::slide(1, 1),
    Atom::slide(-1, 1),
    Atom::slide(1, -1),
    Atom::slide(-1, -1),
];
/// Rook + ferz: Shatar's Bers.
pub(crate) const BERS: &[Atom] = &[
    Atom::slide(1, 0),
    Atom::slide(-1, 0),
    Atom::slide(0, 1),
    Atom::slide(0, -1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
/// One step forward or diagonal: Khon, Sin, Koul, Biruni's elephant.
pub(crate) const SILVER: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
/// The Shatranj pawn: one step forward, captures one step diagonally forward.
pub(crate) const PAWN: &[Atom] = &[
    Atom::leap(0, 1).with_mode(Mode::MoveOnly),
    Atom::leap(1, 1).with_mode(Mode::CaptureOnly),
    Atom::leap(-1, 1).with_mode(Mode::CaptureOnly),
];

/// `pieces` with one more piece: for options that add a piece to a game.
pub(crate) fn with_piece(
    pieces: &'static [crate::variant::PieceSpec],
    piece: crate::variant::PieceSpec,
) -> &'static [crate::variant::PieceSpec] {
    let mut v: Vec<_> = pieces.to_vec();
    v.push(piece);
    Box::leak(v.into_boxed_slice())
}

/// `pieces` with `role`'s atoms replaced by `atoms`: for options that change how a piece
/// moves. Options are applied once per resolved variant, so the table is built once.
pub(crate) fn with_atoms(
    pieces: &'static [crate::variant::PieceSpec],
    role: crate::types::Role,
    atoms: &'static [Atom],
) -> &'static [crate::variant::PieceSpec] {
    let v: Vec<_> = pieces
        .iter()
        .map(|p| if p.role == role { p.moving(atoms) } else { *p })
        .collect();
    Box::leak(v.into_boxed_slice())
}

/// The horse of Xiangqi and Janggi: a knight blocked at the orthogonal step next to it.
pub(crate) const HORSE: &[Atom] = &[
    Atom::lame(1, 2, &[(0, 1)]),
    Atom::lame(-1, 2, &[(0, 1)]),
    Atom::lame(1, -2, &[(0, -1)]),
    Atom::lame(-1, -2, &[(0, -1)]),
    Atom::lame(2, 1, &[(1, 0)]),
    Atom::lame(2, -1, &[(1, 0)]),
    Atom::lame(-2, 1, &[(-1, 0)]),
    Atom::lame(-2, -1, &[(-1, 0)]),
];

/// The defaults of a 9×10 game (Xiangqi, Janggi).
pub(crate) const BASE_9X10: RuleSet = RuleSet {
    files: 9,
    ranks: 10,
    palace: true,
    ..BASE_8X8
};

/// The defaults of an 8×8 game of the family; each game overrides what differs.
pub(crate) const BASE_8X8: RuleSet = RuleSet {
    files: 8,
    ranks: 8,
    pieces: &[],
    start_fen: "",
    promotion: Promotion::None,
    drops: Drops::None,
    captures_to_hand: false,
    stalemate: Stalemate::StalematedLoses,
    bare_king: BareKing::None,
    mate: MateRule::Normal,
    pawn_drop_mate: ForbiddenMate::Illegal,
    king_leap: None,
    ferz_double_step: None,
    kings_facing: KingsFacing::Allowed,
    counting: Counting::None,
    pass: Pass::Never,
    opening: Opening::None,
    palace: false,
    river: false,
    insufficient_material: false,
    colors_drawn: false,
    stalemate_swap: false,
    new_royal_shields: true,
    amazon_horse: false,
    janggi_cannons: false,
    pass_ends: None,
    repetition: Repetition::None,
};

/// The computer's piece values (centipawns) where a game's differ from the family's common
/// ones ([`crate::eval::value`]): data beside each game's definition, from the players'
/// usual reckoning and Fairy-Stockfish's published per-variant values.
///
/// The chess family's rook is worth about a knight and a half (Fairy-Stockfish's Shatranj and
/// Makruk values), the Khon (the silver-general move) a little more than a counsellor, the
/// Bers a rook and a counsellor, Shatar's bishop a knight.
pub(crate) const CHESS_VALUES: &[(Role, i32)] = &[
    (Role::Rook, 520),
    (Role::Silver, 250),
    (Role::Bishop, 330),
    (Role::Bers, 750),
];

/// Xiangqi: fitted to self-played games (`engine/examples/tune.rs`; the README has the
/// figures): the chariot weighs more, the cannon and the defenders less, than the usual
/// reckoning, and mobility (below) carries much of what the pieces are worth.
pub(crate) const XIANGQI_VALUES: &[(Role, i32)] = &[
    (Role::Advisor, 160),
    (Role::Elephant, 110),
    (Role::Horse, 420),
    (Role::Chariot, 1_370),
    (Role::Cannon, 350),
    (Role::Soldier, 80),
];

/// Janggi: the points players count (Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2), in hundreds.
pub(crate) const JANGGI_VALUES: &[(Role, i32)] = &[
    (Role::Chariot, 1_300),
    (Role::Cannon, 700),
    (Role::Horse, 500),
    (Role::Elephant, 300),
    (Role::Advisor, 300),
    (Role::Soldier, 200),
];

/// The Shogi family: the long-range pieces as Shogi engines weigh them.
pub(crate) const SHOGI_VALUES: &[(Role, i32)] = &[
    (Role::Bishop, 850),
    (Role::Rook, 1_000),
    (Role::DragonHorse, 1_100),
    (Role::Dragon, 1_400),
];

/// The chess family's other evaluation weights ([`crate::eval::Terms`]): set by hand. A fit
/// to Makruk's self-played games lost to them (the README has the figures).
pub(crate) const CHESS_TERMS: crate::eval::Terms = crate::eval::Terms {
    advance: 6,
    centre: 2,
    mobility: 20,
    king_attack: 4,
    entering: 0,
    impasse: 0,
    hand: 0,
    threat: 0,
    shelter: 0,
    king_danger: 0,
    pawn_supported: 0,
    pawn_phalanx: 0,
    pawn_isolated: 0,
};

/// Makruk's other evaluation weights: the chess family's ([`CHESS_TERMS`]), a piece's moves
/// weighed two and a half times as much (5 centipawns a move in place of 2). Measured in
/// self-play (BENCHMARKS.md, "Kept on 2 December, later: Makruk's mobility weighed more").
pub(crate) const MAKRUK_TERMS: crate::eval::Terms = crate::eval::Terms {
    mobility: 50,
    ..CHESS_TERMS
};

/// Makruk's placement of each piece by rank and file ([`crate::eval::Placed`]), fitted
/// (`engine/examples/tune.rs`, the piece values and terms kept) to the quiet positions of 400
/// games the top level played against Fairy-Stockfish (`engine/examples/versus.rs`, 40 ms a
/// move against 8 ms; 54,931 positions, each with its game's result). It says what the
/// self-played games could not: the khon and the pawns are worth more advanced, the met less
/// on its first rank and at the edge, a rook most on the seventh rank. BENCHMARKS.md has the
/// match that tried it.
pub(crate) const MAKRUK_PLACEMENT: &[Placed] = &[
    Placed {
        role: Role::King,
        ranks: [-26, -3, 13, 2, -1, -11, 2, 25, 0, 0],
        files: [-25, 12, 9, 4, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Ferz,
        ranks: [-32, -3, -3, -13, -10, -10, 0, -3, 0, 0],
        files: [-33, -29, -6, -6, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Knight,
        ranks: [5, -17, 4, 0, 8, 7, 1, -3, 0, 0],
        files: [-8, 3, 7, 4, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Rook,
        ranks: [18, -16, -40, -11, 0, 17, 39, -2, 0, 0],
        files: [10, 8, 3, -15, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Pawn,
        ranks: [0, 0, -17, -11, 9, 0, 0, 0, 0, 0],
        files: [-45, 6, 17, 4, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Silver,
        ranks: [-19, -13, -5, 32, 17, 21, 7, -2, 0, 0],
        files: [2, -1, 10, 28, 0],
        ..Placed::NONE
    },
];

/// Xiangqi's placement of each piece by rank and file, fitted as Makruk's was (above) to
/// 400 games of the top level against Fairy-Stockfish (40 ms a move against 8 ms; 35,471
/// positions): the chariot off the edge files and deep in the enemy camp, the cannon and the
/// soldiers on the middle files, the advisors in the palace's centre, the king on its first
/// rank.
/// BENCHMARKS.md has the match that tried it.
pub(crate) const XIANGQI_PLACEMENT: &[Placed] = &[
    Placed {
        role: Role::King,
        ranks: [18, -15, -3, 0, 0, 0, 0, 0, 0, 0],
        files: [0, 0, 0, 7, -7],
        ..Placed::NONE
    },
    Placed {
        role: Role::Advisor,
        ranks: [-16, 26, -1, 0, 0, 0, 0, 0, 0, 0],
        files: [0, 0, 0, -17, 26],
        ..Placed::NONE
    },
    Placed {
        role: Role::Elephant,
        ranks: [2, 0, 14, 0, -2, 0, 0, 0, 0, 0],
        files: [-7, 0, 0, 0, 22],
        ..Placed::NONE
    },
    Placed {
        role: Role::Horse,
        ranks: [-14, -31, -19, 1, -6, 15, 11, 7, 11, 1],
        files: [7, -9, -26, 10, -6],
        ..Placed::NONE
    },
    Placed {
        role: Role::Chariot,
        ranks: [-20, -13, -16, -2, -14, -1, -2, 4, 21, 20],
        files: [-50, -2, -10, 39, 0],
        ..Placed::NONE
    },
    Placed {
        role: Role::Cannon,
        ranks: [7, 4, 16, 6, 23, -1, -21, 0, 12, 37],
        files: [14, -4, 8, 37, 29],
        ..Placed::NONE
    },
    Placed {
        role: Role::Soldier,
        ranks: [0, 0, 0, 17, -9, 14, 32, 17, 4, 3],
        files: [5, 9, -8, 27, 45],
        ..Placed::NONE
    },
];

/// Xiangqi's other evaluation weights, fitted with its values.
pub(crate) const XIANGQI_TERMS: crate::eval::Terms = crate::eval::Terms {
    advance: 3,
    centre: 3,
    mobility: 98,
    king_attack: -1,
    entering: 0,
    impasse: 0,
    hand: 0,
    threat: 0,
    shelter: 0,
    king_danger: 0,
    pawn_supported: 0,
    pawn_phalanx: 0,
    pawn_isolated: 0,
};

/// Janggi's other evaluation weights: set by hand (not yet fitted).
pub(crate) const JANGGI_TERMS: crate::eval::Terms = crate::eval::Terms {
    advance: 6,
    centre: 2,
    mobility: 20,
    king_attack: 6,
    entering: 0,
    impasse: 0,
    hand: 0,
    threat: 0,
    shelter: 0,
    king_danger: 0,
    pawn_supported: 0,
    pawn_phalanx: 0,
    pawn_isolated: 0,
};

/// Heian Shogi's and Sho Shogi's other evaluation weights (the Shogi family without drops):
/// set by hand (a fit to self-played games at level 3 gave nonsense, such as a promoted
/// silver worth less than nothing).
pub(crate) const SHO_SHOGI_TERMS: crate::eval::Terms = crate::eval::Terms {
    advance: 6,
    centre: 2,
    mobility: 20,
    king_attack: 6,
    entering: 100,
    impasse: 25,
    hand: 0,
    threat: 0,
    shelter: 0,
    king_danger: 0,
    pawn_supported: 0,
    pawn_phalanx: 0,
    pawn_isolated: 0,
};

/// Shogi's other evaluation weights: Heian and Sho Shogi's ([`SHO_SHOGI_TERMS`]) with the
/// advance, the attack on the king, threats and the king's shelter as fitted on 29 November
/// 2026 to 800 games against Fairy-Stockfish, a piece in hand worth 30% more than on the
/// board, and mobility at 30 centipawns a move (the fit's 20, raised), kept on 2 December
/// after self-play at the top level (BENCHMARKS.md, "Kept on 2 December, evening: Shogi's
/// evaluation weighs the king and the hand").
pub(crate) const SHOGI_TERMS: crate::eval::Terms = crate::eval::Terms {
    advance: 42,
    mobility: 300,
    king_attack: 128,
    hand: 30,
    threat: 102,
    shelter: 136,
    ..SHO_SHOGI_TERMS
};
