//! III. Senterej (Ethiopian chess), Daou, section III.
//!
//! Historical reading (the default):
//! - Kings not facing: "the King is always placed in the central square that is on the
//!   player's right" (White e1, Black d8); pieces move as in Shatranj.
//! - "A pawn reaching the last row could be replaced by any of the player's pieces, which had
//!   by then been captured": any type of which the player has fewer than at the start; a
//!   pawn with nothing to become stays a pawn.
//! - The Werera: "the players move as fast as they wish without waiting for their opponent
//!   … until the first capture", and "the king can move two squares to the right and the
//!   nearer castle can be … shifted to the immediately adjacent square". We define the
//!   squares as the mirror of chess's short castling toward the king's right hand: White
//!   Ke1→g1 with Rh1→f1, Black Kd8→b8 with Ra8→c8, only from the start squares, across
//!   empty squares, not out of, through or into check.
//! - "Stalemate counts as a draw"; "the game is considered a draw if a bare king is able to
//!   make seven moves without being checkmated".
//!
//! Option `werera-reconstructed`: Daou's reconstructed Werera (each side makes 10 moves,
//! first player first; no crossing of the centre line, no capture; castling to the right
//! counts as one move; castling to the left is not allowed).
//!
//! Fairy-Stockfish `senterej` (the oracle's ini) plays only the game after the Werera:
//! optional promotion to a lost type, stalemate draws, no bare-king rule.

use super::{ALFIL, BASE_8X8, FERZ, KING, KNIGHT, PAWN, ROOK};
use crate::types::Role;
use crate::variant::{
    BareKing, FairyProfile, Opening, PieceSpec, Promotion, PromotionChoice, PromotionSquares,
    RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Negus", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'Q', "Fers", "counsellor", FERZ),
    PieceSpec::new(Role::Alfil, 'B', "Saba", "elephant", ALFIL),
    PieceSpec::new(Role::Knight, 'N', "Ferese", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Der", "castle", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Medeq", "pawn", PAWN),
];

const LOST: PromotionChoice =
    PromotionChoice::Lost(&[Role::Knight, Role::Alfil, Role::Rook, Role::Ferz]);

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
    promotion: Promotion::Rank {
        rank: 7,
        choice: LOST,
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::Draw,
    bare_king: BareKing::SurvivesMoves(7),
    opening: Opening::Werera,
    ..BASE_8X8
};

/// Senterej.
pub static SENTEREJ: VariantSpec = VariantSpec {
    id: VariantId::Senterej,
    key: "senterej",
    name: "Senterej",
    section: "III",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[RuleOption {
        key: "werera-reconstructed",
        summary: "the reconstructed Werera: ten moves each in turn, no crossing the centre line, no capture, castling to the right as one move",
        apply: |r| r.opening = Opening::WereraReconstructed,
    }],
    fairy: &[FairyProfile {
        name: "senterej",
        rules: RuleSet {
            promotion: Promotion::Rank {
                rank: 7,
                choice: LOST,
                mandatory: false,
                squares: PromotionSquares::All,
            },
            bare_king: BareKing::None,
            opening: Opening::None,
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "Ethiopian chess. Shatranj's pieces, kings not facing. The game opens with the Werera: \
both players move as fast as they like, without waiting for each other, until the first capture; \
during it the king may castle to his right. Then the players alternate. A pawn on the last rank \
becomes any piece already captured. Stalemate draws; a bare king that survives seven moves draws.",
};
