//! IV. Ninth-century Indian chess (al-Adli), Daou, section IV.
//!
//! Historical reading: the Dabbābahs stand in the corners ("Two Dabbābahs sitting on the Board
//! Edges"), the king on a central square with the kings on one file (d-file), the ferz
//! beside him; the Dabbābah "jumps exactly two squares orthogonally"; "A Pawn arriving at
//! the last row always promotes to Ferz"; "Bare King counts as a Win"; "The player that
//! Stalemates their opponent loses the game". The king has no leap (footnote 12).
//! Fairy-Stockfish `ninthcentury` (the oracle's ini) reads it the same way.

use super::{BASE_8X8, DABBABA, FERZ, KING, KNIGHT, PAWN, ROOK};
use crate::types::Role;
use crate::variant::{
    BareKing, FairyProfile, PieceSpec, Promotion, PromotionChoice, PromotionSquares, RuleSet,
    Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Raja", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'F', "Mantri", "counsellor", FERZ),
    PieceSpec::new(Role::Dabbaba, 'D', "Gaja", "elephant (dabbābah)", DABBABA),
    PieceSpec::new(Role::Knight, 'N', "Ashva", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Ratha", "chariot", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Padati", "foot soldier", PAWN),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "dnrkfrnd/pppppppp/8/8/8/8/PPPPPPPP/DNRKFRND w - - 0 1",
    promotion: Promotion::Rank {
        rank: 7,
        choice: PromotionChoice::Fixed(Role::Ferz),
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::StalematedWins,
    bare_king: BareKing::Loses,
    ..BASE_8X8
};

/// Ninth-century Indian chess.
pub static NINTHCENTURY: VariantSpec = VariantSpec {
    id: VariantId::NinthCentury,
    key: "ninthcentury",
    name: "Ninth-century Indian chess",
    section: "IV",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[],
    fairy: &[FairyProfile {
        name: "ninthcentury",
        rules: HISTORICAL,
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "Al-Adli's Indian chess. The elephants (dabbābahs) stand in the corners and jump two \
squares orthogonally; chariots beside king and counsellor, horses beside the chariots. Kings face \
each other. A pawn on the last rank becomes a counsellor. Checkmate or a bare king wins; the player \
who stalemates loses.",
};
