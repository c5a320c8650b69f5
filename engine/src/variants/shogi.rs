//! XI–XIII. Heian Shogi, Sho Shogi and Shogi, Daou, sections XI–XIII.
//!
//! Common to the family (Daou's promotion rules, as the issue fixes them): Sente (the
//! first player, ☗, White in FEN) moves first; the promotion zone is the last three ranks; a
//! piece may promote on a move that starts or ends in the zone; promotion is optional except
//! where the piece could never move again (pawn and lance on the last rank, knight on the last
//! two — Daou prints one rank for the knight in places; a knight on either could never
//! move). Promoted silver, knight, lance and pawn move as gold; the dragon king and dragon
//! horse add the king's step to rook and bishop. FEN as Fairy-Stockfish writes it (`+P`, hands
//! in brackets).
//!
//! - Heian Shogi: no drops, no rook or bishop. The 8×8 setup (king on the player's left, the
//!   gold to its right, pawns on the third rank), and option `board-9x8` (9 files, 8 ranks,
//!   18 pieces: king in the centre between two golds, nine pawns). "Bare King counts as a Win,
//!   provided that your King cannot be bared on the very next move"; "Two bare Kings … count as
//!   a Draw"; "The player that Stalemates their opponent wins the game". Option
//!   `compulsory-promotion` (footnote 38, printed in the Sho Shogi section but belonging here):
//!   pawn and silver promote on reaching the sixth rank, knight the seventh, lance any of the
//!   sixth to eighth. Fairy-Stockfish (`heianshogi`, `heianshogi9`, the oracle's ini): two bare
//!   kings play on.
//! - Sho Shogi: no drops; the drunk elephant moves one step in any direction but straight back
//!   and promotes to the crown prince, who moves as a king and is royal too: while a player has
//!   two royals his king may be left in check or captured; he loses when both are captured or
//!   he is bared (bare king wins unless the opponent bares back at once; two bare kings draw);
//!   the stalemating player wins. Our reading (the rules are silent): the promotion that makes
//!   the prince may be played while the king is in check, since from that move on the king is
//!   one of two royals. Fairy-Stockfish `shoshogi`: no bare king, and a move is judged by the
//!   royal the player had before it (in check, the promotion must answer the check; a pinned
//!   elephant may not promote off its line).
//! - Shogi: captured pieces go to the captor's hand (demoted) and may be dropped as his own; no
//!   capture by drop, no pawn on a file with an unpromoted own pawn (nifu), no drop where the
//!   piece could never move, no promotion on the drop; a pawn drop may not give immediate mate
//!   (Fairy-Stockfish generates it and scores it as a loss); sennichite (the same position,
//!   hands included, a fourth time with the same side to move) draws, but perpetual check loses;
//!   checkmate or stalemate wins. Jishōgi: see `Game`.

use super::{BASE_8X8, BERS, BISHOP, KING, ROOK};
use crate::types::Role;
use crate::variant::{
    Atom, BareKing, Drops, FairyProfile, ForbiddenMate, PieceSpec, Promotion, Repetition,
    RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

const GOLD: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(0, -1),
];
const SILVER: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
const KNIGHT: &[Atom] = &[Atom::leap(1, 2), Atom::leap(-1, 2)];
const LANCE: &[Atom] = &[Atom::slide(0, 1)];
const PAWN: &[Atom] = &[Atom::leap(0, 1)];
const DRUNK_ELEPHANT: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 1),
    Atom::leap(-1, 1),
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(1, -1),
    Atom::leap(-1, -1),
];
/// The dragon king is rook + ferz: Shatar's Bers.
const DRAGON: &[Atom] = BERS;
const DRAGON_HORSE: &[Atom] = &[
    Atom::slide(1, 1),
    Atom::slide(-1, 1),
    Atom::slide(1, -1),
    Atom::slide(-1, -1),
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(0, 1),
    Atom::leap(0, -1),
];

const fn base(
    role: Role,
    letter: char,
    name: &'static str,
    english: &'static str,
    atoms: &'static [Atom],
    promotes: Role,
) -> PieceSpec {
    PieceSpec {
        promotes_to: Some(promotes),
        ..PieceSpec::new(role, letter, name, english, atoms)
    }
}

const fn promoted(
    role: Role,
    letter: char,
    name: &'static str,
    english: &'static str,
    atoms: &'static [Atom],
    base: Role,
) -> PieceSpec {
    PieceSpec {
        promoted_prefix: true,
        demotes_to: Some(base),
        ..PieceSpec::new(role, letter, name, english, atoms)
    }
}

const KING_SPEC: PieceSpec =
    PieceSpec::new(Role::King, 'K', "Gyokushō / Ōshō", "king", KING).royal();
const GOLD_SPEC: PieceSpec = PieceSpec::new(Role::Gold, 'G', "Kinshō", "gold general", GOLD);
const SILVER_SPEC: PieceSpec = base(
    Role::Silver,
    'S',
    "Ginshō",
    "silver general",
    SILVER,
    Role::PromotedSilver,
);
const KNIGHT_SPEC: PieceSpec = base(
    Role::ShogiKnight,
    'N',
    "Keima",
    "knight",
    KNIGHT,
    Role::PromotedKnight,
);
const LANCE_SPEC: PieceSpec = base(
    Role::Lance,
    'L',
    "Kyōsha",
    "lance",
    LANCE,
    Role::PromotedLance,
);
const PAWN_SPEC: PieceSpec = base(Role::ShogiPawn, 'P', "Fuhyō", "pawn", PAWN, Role::Tokin);
const TOKIN: PieceSpec = promoted(
    Role::Tokin,
    'P',
    "Tokin",
    "promoted pawn",
    GOLD,
    Role::ShogiPawn,
);
const NARIGIN: PieceSpec = promoted(
    Role::PromotedSilver,
    'S',
    "Narigin",
    "promoted silver",
    GOLD,
    Role::Silver,
);
const NARIKEI: PieceSpec = promoted(
    Role::PromotedKnight,
    'N',
    "Narikei",
    "promoted knight",
    GOLD,
    Role::ShogiKnight,
);
const NARIKYO: PieceSpec = promoted(
    Role::PromotedLance,
    'L',
    "Narikyō",
    "promoted lance",
    GOLD,
    Role::Lance,
);
const ROOK_SPEC: PieceSpec = base(Role::Rook, 'R', "Hisha", "rook", ROOK, Role::Dragon);
const BISHOP_SPEC: PieceSpec = base(
    Role::Bishop,
    'B',
    "Kakugyō",
    "bishop",
    BISHOP,
    Role::DragonHorse,
);
const DRAGON_SPEC: PieceSpec =
    promoted(Role::Dragon, 'R', "Ryūō", "dragon king", DRAGON, Role::Rook);
const HORSE_SPEC: PieceSpec = promoted(
    Role::DragonHorse,
    'B',
    "Ryūma",
    "dragon horse",
    DRAGON_HORSE,
    Role::Bishop,
);
const ELEPHANT_SPEC: PieceSpec = base(
    Role::DrunkElephant,
    'E',
    "Suizō",
    "drunk elephant",
    DRUNK_ELEPHANT,
    Role::CrownPrince,
);
const PRINCE_SPEC: PieceSpec = PieceSpec {
    royal: true,
    ..promoted(
        Role::CrownPrince,
        'E',
        "Taishi",
        "crown prince",
        KING,
        Role::DrunkElephant,
    )
};

static HEIAN_PIECES: [PieceSpec; 10] = [
    KING_SPEC,
    GOLD_SPEC,
    SILVER_SPEC,
    KNIGHT_SPEC,
    LANCE_SPEC,
    PAWN_SPEC,
    TOKIN,
    NARIGIN,
    NARIKEI,
    NARIKYO,
];
static SHO_PIECES: [PieceSpec; 16] = [
    KING_SPEC,
    GOLD_SPEC,
    SILVER_SPEC,
    KNIGHT_SPEC,
    LANCE_SPEC,
    PAWN_SPEC,
    ROOK_SPEC,
    BISHOP_SPEC,
    ELEPHANT_SPEC,
    TOKIN,
    NARIGIN,
    NARIKEI,
    NARIKYO,
    DRAGON_SPEC,
    HORSE_SPEC,
    PRINCE_SPEC,
];
static SHOGI_PIECES: [PieceSpec; 14] = [
    KING_SPEC,
    GOLD_SPEC,
    SILVER_SPEC,
    KNIGHT_SPEC,
    LANCE_SPEC,
    PAWN_SPEC,
    ROOK_SPEC,
    BISHOP_SPEC,
    TOKIN,
    NARIGIN,
    NARIKEI,
    NARIKYO,
    DRAGON_SPEC,
    HORSE_SPEC,
];

const HEIAN: RuleSet = RuleSet {
    pieces: &HEIAN_PIECES,
    start_fen: "lnsgksnl/8/pppppppp/8/8/PPPPPPPP/8/LNSKGSNL w - - 0 1",
    promotion: Promotion::Zone {
        depth: 3,
        compulsory: false,
    },
    stalemate: Stalemate::StalematedLoses,
    bare_king: BareKing::LosesUnlessBareBack {
        two_bare_draw: true,
    },
    ..BASE_8X8
};

const HEIAN_9X8_FEN: &str = "lnsgkgsnl/9/ppppppppp/9/9/PPPPPPPPP/9/LNSGKGSNL w - - 0 1";

/// Heian Shogi.
pub static HEIAN_SHOGI: VariantSpec = VariantSpec {
    id: VariantId::HeianShogi,
    key: "heianshogi",
    name: "Heian Shogi",
    section: "XI",
    sides: ["Sente", "Gote"],
    historical: HEIAN,
    options: &[
        RuleOption {
            key: "board-9x8",
            summary: "the 9×8 board with 18 pieces each: king in the centre between two golds, nine pawns",
            apply: |r| {
                r.files = 9;
                r.start_fen = HEIAN_9X8_FEN;
            },
        },
        RuleOption {
            key: "compulsory-promotion",
            summary: "pawn and silver must promote on reaching the 6th rank, knight the 7th, lance the 6th to 8th",
            apply: |r| {
                r.promotion = Promotion::Zone {
                    depth: 3,
                    compulsory: true,
                }
            },
        },
    ],
    fairy: &[
        FairyProfile {
            name: "heianshogi",
            rules: RuleSet {
                bare_king: BareKing::LosesUnlessBareBack {
                    two_bare_draw: false,
                },
                ..HEIAN
            },
        },
        FairyProfile {
            name: "heianshogi9",
            rules: RuleSet {
                files: 9,
                start_fen: HEIAN_9X8_FEN,
                bare_king: BareKing::LosesUnlessBareBack {
                    two_bare_draw: false,
                },
                ..HEIAN
            },
        },
    ],
    values: super::SHOGI_VALUES,
    terms: super::SHO_SHOGI_TERMS,
    placement: &[],
    summary: "The earliest Japanese chess, on 8×8: king, gold, silvers, knights, lances and pawns, \
no drops. Pieces promote to gold in the last three ranks. Baring the enemy king wins unless he bares \
yours at once; the player who stalemates wins.",
};

const SHO: RuleSet = RuleSet {
    files: 9,
    ranks: 9,
    pieces: &SHO_PIECES,
    start_fen: "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w - - 0 1",
    ..HEIAN
};

/// Sho Shogi.
pub static SHO_SHOGI: VariantSpec = VariantSpec {
    id: VariantId::ShoShogi,
    key: "shoshogi",
    name: "Sho Shogi",
    section: "XII",
    sides: ["Sente", "Gote"],
    historical: SHO,
    options: &[],
    fairy: &[FairyProfile {
        name: "shoshogi",
        rules: RuleSet {
            bare_king: BareKing::None,
            new_royal_shields: false,
            ..SHO
        },
    }],
    values: super::SHOGI_VALUES,
    terms: super::SHO_SHOGI_TERMS,
    placement: &[],
    summary:
        "Shogi without drops, with a drunk elephant that promotes to a crown prince: a second \
royal piece, so a player with a prince may leave his king in check and loses only when both are \
taken. Baring the enemy king wins unless he bares yours at once; the player who stalemates wins.",
};

const SHOGI: RuleSet = RuleSet {
    files: 9,
    ranks: 9,
    pieces: &SHOGI_PIECES,
    start_fen: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
    promotion: Promotion::Zone {
        depth: 3,
        compulsory: false,
    },
    drops: Drops::Shogi,
    captures_to_hand: true,
    stalemate: Stalemate::StalematedLoses,
    pawn_drop_mate: ForbiddenMate::Illegal,
    repetition: Repetition::Sennichite,
    ..BASE_8X8
};

/// Shogi.
pub static SHOGI_SPEC: VariantSpec = VariantSpec {
    id: VariantId::Shogi,
    key: "shogi",
    name: "Shogi",
    section: "XIII",
    sides: ["Sente", "Gote"],
    historical: SHOGI,
    options: &[],
    fairy: &[FairyProfile {
        name: "shogi",
        rules: RuleSet {
            pawn_drop_mate: ForbiddenMate::Loses,
            repetition: Repetition::None,
            ..SHOGI
        },
    }],
    values: super::SHOGI_VALUES,
    terms: super::SHOGI_TERMS,
    placement: &[],
    summary: "Japanese chess. Captured pieces change sides and may be dropped back as your own. \
Pieces promote in the last three ranks. No second unpromoted pawn on a file, no pawn drop that mates. \
The same position four times is a draw, unless one side checked throughout: it loses. Checkmate or \
stalemate wins; jishōgi settles an impasse by points.",
};
