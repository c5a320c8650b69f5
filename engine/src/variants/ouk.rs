//! VII. Ouk Chatrang (Cambodian chess), Daou, section VII: Makruk with two first-move
//! rules.
//!
//! Historical reading: the king "has the right to make a knight jump/capture on his first move,
//! provided that he hasn't been checked before"; the Neang "for his first move … has an
//! option to make a double-move forward (can't capture at this move), provided that the two
//! squares ahead are unoccupied". Both rights are written in the FEN castling field as
//! Fairy-Stockfish does (`DEde`: the files of the king and the Neang). Option
//! `king-leap-b2-f2` (footnote 19): the leap only to b2/f2 (g7/c7 for Black).
//! Counting as in Makruk.
//!
//! Fairy-Stockfish `cambodian`: the leap only to the two squares two files aside and one
//! forward, never capturing, not while in check (a check does not remove the right); the
//! Neang's double step may jump an occupied square; counts one move shorter. Measured with
//! pyffish 0.0.90: the king's right is also lost when an enemy rook moves onto the king's
//! rank or file, blocked or not (a knight's or khon's check, or a discovered rook check,
//! leaves it); we reproduce that under the `cambodian` name only.

use super::{BASE_8X8, FERZ, KING, KNIGHT, PAWN, ROOK, SILVER};
use crate::types::Role;
use crate::variant::{
    Counting, FairyProfile, FerzDoubleStep, KingLeap, LeapTargets, PieceSpec, Promotion,
    PromotionChoice, PromotionSquares, RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Sdaach", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'M', "Neang", "maiden (counsellor)", FERZ),
    PieceSpec::new(Role::Silver, 'S', "Koul", "pillar", SILVER),
    PieceSpec::new(Role::Knight, 'N', "Ses", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Tuuk", "boat", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Trey", "fish (pawn)", PAWN),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
    promotion: Promotion::Rank {
        rank: 5,
        choice: PromotionChoice::Fixed(Role::Ferz),
        mandatory: true,
        squares: PromotionSquares::All,
    },
    stalemate: Stalemate::Draw,
    counting: Counting::Makruk {
        fairy: false,
        cambodian: true,
    },
    king_leap: Some(KingLeap {
        targets: LeapTargets::Knight,
        capture: true,
        first_move_only: true,
        lost_when_checked: true,
        lost_on_rook_line: false,
    }),
    ferz_double_step: Some(FerzDoubleStep { jump: false }),
    ..BASE_8X8
};

/// Ouk Chatrang.
pub static OUK: VariantSpec = VariantSpec {
    id: VariantId::Ouk,
    key: "ouk",
    name: "Ouk Chatrang",
    section: "VII",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[RuleOption {
        key: "king-leap-b2-f2",
        summary: "the king's first-move leap only to b2 or f2",
        apply: |r| {
            if let Some(l) = &mut r.king_leap {
                l.targets = LeapTargets::SidewaysForward;
            }
        },
    }],
    fairy: &[FairyProfile {
        name: "cambodian",
        rules: RuleSet {
            king_leap: Some(KingLeap {
                targets: LeapTargets::SidewaysForward,
                capture: false,
                first_move_only: true,
                lost_when_checked: false,
                lost_on_rook_line: true,
            }),
            ferz_double_step: Some(FerzDoubleStep { jump: true }),
            counting: Counting::Makruk {
                fairy: true,
                cambodian: true,
            },
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary:
        "Cambodian chess: Makruk, plus two first moves. The king may leap like a horse on his \
first move (capturing too) if he has never been checked; the Neang may step two squares straight \
forward on her first move, both squares empty, without capturing.",
};
