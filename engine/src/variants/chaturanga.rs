//! I. Chaturanga (Indian chess), Daou, section I.
//!
//! Historical reading (the default):
//! - "the King is always placed in the central square that is on the player's right (i.e.
//!   Kings are not facing each others)": White's king e1, Black's d8.
//! - The king "has the right to make one knight-move/capture during the game, provided that
//!   he hasn't been checked before". The right is written in the FEN castling field as the
//!   file letter of the king (`Ed` at the start); being checked, or using it, removes it.
//! - "Pawns can promote … only to the type of piece that was on the promotion-square in the
//!   opening setup. Additionally, promotion is only possible when the player already lost a
//!   piece of the type": a pawn on the king's square, or one whose type was not lost,
//!   stays a pawn on the last rank. "Lost" means fewer of that type on the board than at
//!   the start (a promoted pawn replaces a lost piece).
//! - "Bare King counts as a Win"; "The player that Stalemates their opponent loses the game."
//! - White moves first (Daou never says; it is the family's custom).
//!
//! Options: `biruni-elephant` (one step forward or diagonal), `aladli-elephant` (the
//! orthogonal two-square jump, footnote 4), `hindustani-promotion` (only on the opponent's
//! two central squares, to the counsellor, if lost), `parsi-promotion` (only on the
//! opposing king's square, to any lost piece).
//!
//! Fairy-Stockfish: `chaturanga` is chess.com's game (kings facing on the e-file, ferz-only
//! promotion, stalemated side loses, no bare king); `chaturanga-historical` is the oracle's ini
//! (promotion to any lost type, optional; no king leap).

use super::{with_atoms, ALFIL, BASE_8X8, DABBABA, FERZ, KING, KNIGHT, PAWN, ROOK, SILVER};
use crate::types::Role;
use crate::variant::{
    BareKing, FairyProfile, KingLeap, LeapTargets, PieceSpec, Promotion, PromotionChoice,
    PromotionSquares, RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Raja", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'Q', "Mantri", "counsellor", FERZ),
    PieceSpec::new(Role::Alfil, 'B', "Gaja", "elephant", ALFIL),
    PieceSpec::new(Role::Knight, 'N', "Ashva", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Ratha", "chariot", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Padati", "foot soldier", PAWN),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ed - 0 1",
    promotion: Promotion::Rank {
        rank: 7,
        choice: PromotionChoice::SquareTypeIfLost,
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::StalematedWins,
    bare_king: BareKing::Loses,
    king_leap: Some(KingLeap {
        targets: LeapTargets::Knight,
        capture: true,
        first_move_only: false,
        lost_when_checked: true,
        lost_on_rook_line: false,
    }),
    ..BASE_8X8
};

/// Chaturanga.
pub static CHATURANGA: VariantSpec = VariantSpec {
    id: VariantId::Chaturanga,
    key: "chaturanga",
    name: "Chaturanga",
    section: "I",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[
        RuleOption {
            key: "biruni-elephant",
            summary: "Biruni's elephant: one square forward or one square diagonally",
            apply: |r| r.pieces = with_atoms(r.pieces, Role::Alfil, SILVER),
        },
        RuleOption {
            key: "aladli-elephant",
            summary: "Al-Adli's elephant: jumps two squares orthogonally",
            apply: |r| r.pieces = with_atoms(r.pieces, Role::Alfil, DABBABA),
        },
        RuleOption {
            key: "hindustani-promotion",
            summary: "Hindustani chess: a pawn on the opponent's two central squares may become a counsellor, if the counsellor was lost",
            apply: |r| {
                r.promotion = Promotion::Rank {
                    rank: 7,
                    choice: PromotionChoice::Lost(&[Role::Ferz]),
                    mandatory: true,
                    squares: PromotionSquares::Files(&[3, 4]),
                }
            },
        },
        RuleOption {
            key: "parsi-promotion",
            summary: "Parsi chess: a pawn on the opposing king's square may become any piece already lost",
            apply: |r| {
                r.promotion = Promotion::Rank {
                    rank: 7,
                    choice: PromotionChoice::Lost(&[Role::Ferz, Role::Alfil, Role::Knight, Role::Rook]),
                    mandatory: true,
                    squares: PromotionSquares::OpposingKingStart,
                }
            },
        },
    ],
    fairy: &[
        FairyProfile {
            name: "chaturanga",
            rules: RuleSet {
                pieces: &PIECES,
                start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                promotion: Promotion::Rank {
                    rank: 7,
                    choice: PromotionChoice::Fixed(Role::Ferz),
                    mandatory: true,
                    squares: PromotionSquares::All,
                },
                stalemate: Stalemate::StalematedLoses,
                ..BASE_8X8
            },
        },
        FairyProfile {
            name: "chaturanga-historical",
            rules: RuleSet {
                pieces: &PIECES,
                start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                promotion: Promotion::Rank {
                    rank: 7,
                    choice: PromotionChoice::Lost(&[Role::Knight, Role::Alfil, Role::Rook, Role::Ferz]),
                    mandatory: false,
                    squares: PromotionSquares::All,
                },
                stalemate: Stalemate::StalematedWins,
                bare_king: BareKing::Loses,
                ..BASE_8X8
            },
        },
    ],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "The Indian ancestor. King, counsellor (one step diagonally), elephant (jumps two \
squares diagonally), horse, chariot and foot soldiers (one step, no double step). Kings do not face \
each other. The king may once make a knight's move, if he has never been checked. A pawn on the last \
rank becomes the piece that started on that square, if one of those was lost. Checkmate or a bare \
king wins; the player who stalemates loses.",
};
