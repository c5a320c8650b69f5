//! II. Shatranj (Persian-Arab chess), Daou, section II, with `002` and `004`.
//!
//! Historical reading (the default):
//! - "the two kings should always be on the same column (i.e. facing each other)": on the
//!   d-file by default, the e-file as the option `e-file-kings`.
//! - "A Pawn arriving at the last row always promotes to Ferz."
//! - "The player that Stalemates their opponent wins the game."
//! - "Bare King counts as a Win, provided that your King cannot be bared on the very next
//!   move" and "Two bare Kings … count as a Draw".
//! - 004: "if it can be demonstrated that neither side has enough power on the board to
//!   force a win by checkmate, stalemate or bare king, the game is drawn"; and "A coin may
//!   be tossed to decide who goes first", so colours are drawn at random.
//!
//! Options: `e-file-kings`, `tabiyat-10` and `tabiyat-12` (each side in turn makes ten or
//! twelve moves in a row without crossing the centre line), `stalemate-swap` (footnote 9,
//! Pritchard: a stalemated king may change places with one of its own pieces, if that does
//! not leave it in check).
//!
//! Fairy-Stockfish `shatranj`: the same, but two bare kings play on.

use super::{ALFIL, BASE_8X8, FERZ, KING, KNIGHT, PAWN, ROOK};
use crate::types::Role;
use crate::variant::{
    BareKing, FairyProfile, Opening, PieceSpec, Promotion, PromotionChoice, PromotionSquares,
    RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Shah", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'Q', "Firzan", "counsellor", FERZ),
    PieceSpec::new(Role::Alfil, 'B', "Fil", "elephant", ALFIL),
    PieceSpec::new(Role::Knight, 'N', "Faras", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Rukh", "chariot", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Baidaq", "foot soldier", PAWN),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
    promotion: Promotion::Rank {
        rank: 7,
        choice: PromotionChoice::Fixed(Role::Ferz),
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::StalematedLoses,
    bare_king: BareKing::LosesUnlessBareBack {
        two_bare_draw: true,
    },
    insufficient_material: true,
    colors_drawn: true,
    ..BASE_8X8
};

/// Shatranj.
pub static SHATRANJ: VariantSpec = VariantSpec {
    id: VariantId::Shatranj,
    key: "shatranj",
    name: "Shatranj",
    section: "II",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[
        RuleOption {
            key: "e-file-kings",
            summary: "the kings face each other on the e-file instead of the d-file",
            apply: |r| r.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        },
        RuleOption {
            key: "tabiyat-10",
            summary: "Ta'biyat: each side in turn makes ten moves at once, no piece crossing the centre line",
            apply: |r| r.opening = Opening::Tabiyat { moves: 10 },
        },
        RuleOption {
            key: "tabiyat-12",
            summary: "Ta'biyat with twelve moves each",
            apply: |r| r.opening = Opening::Tabiyat { moves: 12 },
        },
        RuleOption {
            key: "stalemate-swap",
            summary: "Pritchard: a stalemated king may change places with one of its pieces, if that does not leave it in check",
            apply: |r| r.stalemate_swap = true,
        },
    ],
    fairy: &[FairyProfile {
        name: "shatranj",
        rules: RuleSet {
            bare_king: BareKing::LosesUnlessBareBack {
                two_bare_draw: false,
            },
            insufficient_material: false,
            colors_drawn: false,
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "Persian and Arab chess. As Chaturanga, but the kings face each other, a pawn on the \
last rank always becomes a counsellor (firzan), and the player who stalemates wins. Baring the \
enemy king wins unless he bares yours on the very next move (two bare kings draw); a position where \
neither side can force a win is a draw. A coin decides who moves first.",
};
