//! VIII. Shatar (Mongolian chess), Daou, section VIII.
//!
//! Historical reading (the default):
//! - Kings on one file (e-file, the Bers on d). "The First two moves of the game are
//!   obligatory: First player advances his Bers' Pawn two steps forward; Second player
//!   responds by moving his Bers' Pawn two steps": they are the game's first two moves,
//!   from the unchanged array. No other double step.
//! - Bers: "Moves like a Rook or one square diagonally"; bishop (Temee) as in chess;
//!   "A Pawn arriving at the last rank always promotes to Bers".
//! - Checks: Shak (Bers, rook, horse), Tuk (bishop), Zod (pawn). "Horse cannot give mate
//!   … such a move is forbidden." A bishop or pawn mate wins only "after a succession of
//!   checks containing a Shak", else it is Niol, a draw. We read "succession" as the
//!   mating side's unbroken run of checking moves ending in the mate.
//! - Robado (bare king) and Chzhit (stalemate) draw.
//!
//! Options: `kings-pawns` (footnote 24: the obligatory steps by the kings' pawns),
//! `old-bers` (footnote 20: the Bers moves as a ferz), `old-bishop` (footnote 21: the
//! bishop jumps as the Shatranj elephant), `king-left` (footnote 22: kings on their left,
//! no double steps at all), `amazon-horse` and `king-knight-last-rank` (footnote 23),
//! `amazon-horse` and `king-knight-last-rank` (footnote 23), `stalemate-wins` (footnote 25).
//! The amazon horse: a horse's first move turns it into an amazon horse (FEN letter `A`, SAN
//! still `N`), which moves as horse, rook and bishop; it remains a horse for the rules on
//! mates and Shak.
//!
//! Fairy-Stockfish `shatar`: starts after the two double steps; a knight mate is generated
//! and loses for the mating side.

use super::{
    with_atoms, with_piece, ALFIL, BASE_8X8, BERS, BISHOP, FERZ, KING, KNIGHT, PAWN, ROOK,
};
use crate::types::Role;
use crate::variant::{
    Atom, BareKing, FairyProfile, MateRule, Opening, PieceSpec, Promotion, PromotionChoice,
    PromotionSquares, Region, RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Noyon", "lord (king)", KING).royal(),
    PieceSpec::new(Role::Bers, 'J', "Bers", "big animal", BERS),
    PieceSpec::new(Role::Bishop, 'B', "Temee", "camel (bishop)", BISHOP),
    PieceSpec::new(Role::Knight, 'N', "Mori", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Tereg", "chariot", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Fu", "child (pawn)", PAWN),
];

/// Footnote 23: the amazon horse, knight + rook + bishop.
const AMAZON: &[Atom] = &[
    Atom::leap(1, 2),
    Atom::leap(-1, 2),
    Atom::leap(1, -2),
    Atom::leap(-1, -2),
    Atom::leap(2, 1),
    Atom::leap(-2, 1),
    Atom::leap(2, -1),
    Atom::leap(-2, -1),
    Atom::slide(1, 0),
    Atom::slide(-1, 0),
    Atom::slide(0, 1),
    Atom::slide(0, -1),
    Atom::slide(1, 1),
    Atom::slide(-1, 1),
    Atom::slide(1, -1),
    Atom::slide(-1, -1),
];

/// Footnote 23: the king moves as a knight too while on the enemy's home rank.
const KING_WITH_LAST_RANK_KNIGHT: &[Atom] = &[
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(0, 1),
    Atom::leap(0, -1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
    Atom::leap(1, 2).within(Region::FromLastRank),
    Atom::leap(-1, 2).within(Region::FromLastRank),
    Atom::leap(1, -2).within(Region::FromLastRank),
    Atom::leap(-1, -2).within(Region::FromLastRank),
    Atom::leap(2, 1).within(Region::FromLastRank),
    Atom::leap(-2, 1).within(Region::FromLastRank),
    Atom::leap(2, -1).within(Region::FromLastRank),
    Atom::leap(-2, -1).within(Region::FromLastRank),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1",
    promotion: Promotion::Rank {
        rank: 7,
        choice: PromotionChoice::Fixed(Role::Bers),
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::Draw,
    bare_king: BareKing::Draw,
    mate: MateRule::Shatar {
        knight_mate_illegal: true,
    },
    opening: Opening::ShatarForced { file: 3 },
    ..BASE_8X8
};

/// Shatar.
pub static SHATAR: VariantSpec = VariantSpec {
    id: VariantId::Shatar,
    key: "shatar",
    name: "Shatar",
    section: "VIII",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[
        RuleOption {
            key: "kings-pawns",
            summary: "the two obligatory double steps are made by the kings' pawns",
            apply: |r| r.opening = Opening::ShatarForced { file: 4 },
        },
        RuleOption {
            key: "old-bers",
            summary: "old Shatar: the Bers moves one square diagonally, as a ferz",
            apply: |r| r.pieces = with_atoms(r.pieces, Role::Bers, FERZ),
        },
        RuleOption {
            key: "old-bishop",
            summary: "old Shatar: the bishop jumps two squares diagonally, as the Shatranj elephant",
            apply: |r| r.pieces = with_atoms(r.pieces, Role::Bishop, ALFIL),
        },
        RuleOption {
            key: "king-left",
            summary: "each king starts on the player's left and no pawn ever steps twice",
            apply: |r| {
                r.start_fen = "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w - - 0 1";
                r.opening = Opening::None;
            },
        },
        RuleOption {
            key: "amazon-horse",
            summary: "later Shatar: from its second move on, the horse also moves as rook and bishop; FEN letter A",
            apply: |r| {
                r.amazon_horse = true;
                r.pieces = with_piece(
                    r.pieces,
                    PieceSpec::new(Role::AmazonHorse, 'A', "Mori (amazon)", "amazon horse", AMAZON).san('N'),
                );
            },
        },
        RuleOption {
            key: "king-knight-last-rank",
            summary: "later Shatar: the king also moves as a knight once he stands on the enemy's home rank",
            apply: |r| r.pieces = with_atoms(r.pieces, Role::King, KING_WITH_LAST_RANK_KNIGHT),
        },
        RuleOption {
            key: "stalemate-wins",
            summary: "stalemate wins for the stalemating player",
            apply: |r| r.stalemate = Stalemate::StalematedLoses,
        },
    ],
    fairy: &[FairyProfile {
        name: "shatar",
        rules: RuleSet {
            start_fen: "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1",
            mate: MateRule::Shatar {
                knight_mate_illegal: false,
            },
            opening: Opening::None,
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "Mongolian chess. The Bers moves as a rook or one step diagonally, the bishop as in \
chess. The game opens with both Bers' pawns stepping twice. A horse may not give mate; a bishop or \
pawn mate wins only after a series of checks containing a Shak (check by Bers, rook or horse), \
otherwise it is Niol, a draw. A bare king (Robado) and stalemate draw.",
};
