//! V. Sittuyin (Burmese chess), Daou, section V.
//!
//! Historical reading (the default):
//! - Pawns: four on the third rank on the player's left, four on the fourth on his right.
//!   The other pieces start in hand (`[KFRRSSNNkfrrssnn]`, as Fairy-Stockfish writes it).
//! - Setup: "Each player takes turn in placing all his non-pawn pieces … behind his own
//!   pawns": the first player places his whole army (piece by piece, as drops), then the
//!   second. "Behind his own pawns" is the squares of his own half below his pawns (ranks
//!   1–2 on the left, 1–3 on the right). The first player may object to two rooks of the
//!   second on one file or a rook on the file of his king; the second must then re-place
//!   it. The objection and a displaced pawn are handled by the game (`Game`), not here. A
//!   placement may not attack the enemy king (our reading: the setup is not play).
//!   Option `rooks-back-rank` (footnote 14, and Fairy-Stockfish): rooks only on rank 1.
//! - The Sin moves "one square straight forward or one square diagonally".
//! - Promotion to Ferz "only … if the player's own Ferz has already been captured", from a
//!   marked square (the two long diagonals) in the opponent's half, "not immediate upon
//!   arrival": by a turn spent in place (`d5d5f`) or by a ferz move (`d5c6f`) that "is
//!   neither allowed to give check … nor to capture the opponent's Ferz".
//! - "Any move that would place the opponent's king into a stalemate position is prohibited."
//! - King and rook against a bare king must mate within 16 moves, counted after the lone
//!   king's fifth move if he stands on a central square.
//!
//! Fairy-Stockfish `sittuyin`: the players alternate drops, rooks on rank 1; the promoting
//! ferz move captures nothing and the new ferz may attack no enemy piece; stalemate draws;
//! counting by the ASEAN table.

use super::{BASE_8X8, FERZ, KING, KNIGHT, PAWN, ROOK, SILVER};
use crate::types::Role;
use crate::variant::{
    Counting, Drops, FairyProfile, PieceSpec, Promotion, RuleOption, RuleSet, Stalemate, VariantId,
    VariantSpec,
};

static PIECES: [PieceSpec; 6] = [
    PieceSpec::new(Role::King, 'K', "Min-gyi", "king", KING).royal(),
    PieceSpec::new(Role::Ferz, 'F', "Sit-ke", "general (counsellor)", FERZ),
    PieceSpec::new(Role::Silver, 'S', "Sin", "elephant", SILVER),
    PieceSpec::new(Role::Knight, 'N', "Myin", "horse", KNIGHT),
    PieceSpec::new(Role::Rook, 'R', "Yattah", "chariot", ROOK),
    PieceSpec::new(Role::Pawn, 'P', "Nè", "soldier", PAWN),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    promotion: Promotion::Sittuyin { fairy: false },
    drops: Drops::SittuyinSetup {
        rooks_back_rank: false,
        whole_army_first: true,
    },
    stalemate: Stalemate::Illegal,
    counting: Counting::Sittuyin { fairy: false },
    ..BASE_8X8
};

/// Sittuyin.
pub static SITTUYIN: VariantSpec = VariantSpec {
    id: VariantId::Sittuyin,
    key: "sittuyin",
    name: "Sittuyin",
    section: "V",
    sides: ["White", "Black"],
    historical: HISTORICAL,
    options: &[RuleOption {
        key: "rooks-back-rank",
        summary: "rooks may only be placed on the first rank",
        apply: |r| {
            r.drops = Drops::SittuyinSetup {
                rooks_back_rank: true,
                whole_army_first: true,
            }
        },
    }],
    fairy: &[FairyProfile {
        name: "sittuyin",
        rules: RuleSet {
            promotion: Promotion::Sittuyin { fairy: true },
            drops: Drops::SittuyinSetup {
                rooks_back_rank: true,
                whole_army_first: false,
            },
            stalemate: Stalemate::Draw,
            counting: Counting::Sittuyin { fairy: true },
            ..HISTORICAL
        },
    }],
    values: super::CHESS_VALUES,
    terms: super::CHESS_TERMS,
    placement: &[],
    summary: "Burmese chess. Pawns start staggered; the first player places his whole army behind \
his pawns, then the second (who must move a rook if the first objects). The sin moves one step \
forward or diagonally. A pawn on a marked diagonal square in the enemy half may later become a \
ferz (only if the ferz was lost), in place or by a ferz step. Stalemating is not allowed.",
};
