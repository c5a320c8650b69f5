//! VI. Makruk (Siamese chess), Daou, section VI.
//!
//! Historical reading: "the King is always placed in the central square that is on the player's
//! left" (White d1, Black e8); pawns on the third and sixth ranks; the Khon moves "one
//! square straight forward or one square diagonally"; "A Pawn reaching the sixth row …
//! always promotes to Ferz"; "Stalemate counts as a draw". Counting (the Draw Rules): when
//! neither side has pawns the disadvantaged player may start the board's-honour count of
//! 64 moves, stop it at will, and it stops when he captures; if he mates while his own
//! count runs the game is a draw. When one side has a bare king the pieces'-honour count
//! replaces it, with Daou's table minus the number of pieces on the board, and
//! restarts when the bare king captures.
//!
//! Fairy-Stockfish `makruk`: the counts start by themselves (FEN: the en-passant field holds
//! the limit in plies, the half-move field the count), no "mate during own count" draw.

use super::{BASE_8X8, FERZ, KING, KNIGHT, PAWN, ROOK, SILVER};
use crate::types::Role;
use crate::variant::{
    Counting, FairyProfile, PieceSpec, Promotion, PromotionChoice, PromotionSquares, RuleSet,
    Stalemate, VariantId, VariantSpec,
};

pub(crate) static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Khun", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'M', "Met", "counsellor", FERZ),
    PieceSpec::new(Role::Silver, 'S', "Khon", "nobleman", SILVER),
    PieceSpec::new(Role::Knight, 'N', "Ma", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Rua", "boat", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Bia", "cowrie shell (pawn)", PAWN),
];

pub(crate) const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    promotion: Promotion::Rank {
        rank: 5,
        choice: PromotionChoice::Fixed(Role::Ferz),
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::Draw,
    counting: Counting::Makruk {
        fairy: false,
        cambodian: false,
    },
    ..BASE_8X8
};

/// Makruk.
pub static MAKRUK: VariantSpec = VariantSpec {
    id: VariantId::Makruk,
    key: "makruk",
    name: "Makruk",
    section: "VI",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[],
    fairy: &[FairyProfile {
        name: "makruk",
        rules: RuleSet {
            counting: Counting::Makruk {
                fairy: true,
                cambodian: false,
            },
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::MAKRUK_TERMS,
    placement: super::MAKRUK_PLACEMENT,
    summary:
        "Thai chess. Kings not facing, pawns start on the third rank and become a met \
(counsellor) on the sixth. The khon moves one step forward or diagonally. Stalemate draws. Without \
pawns the weaker side counts: 64 moves, or fewer by the pieces'-honour table once his king is bare.",
};
