//! X. Janggi (Korean chess), Daou, section X.
//!
//! Historical reading (the default), with the choices the issue fixes:
//! - No river. King and guards "can't leave the Palace" and move one point "in any
//!   direction"; we read "any direction" as Korean rules play it: along the palace lines, so
//!   diagonally only on the palace's diagonals.
//! - Chariots and cannons use the palace diagonals of both palaces, as Korean rules and
//!   Fairy-Stockfish do; option `enemy-palace-diagonals` keeps Daou's literal "Once inside
//!   the enemy Palace". Soldiers move one point forward or sideways, and forward along the
//!   diagonals inside the enemy palace.
//! - The cannon must jump exactly one non-cannon piece to move or capture and never captures
//!   a cannon. The elephant moves one point orthogonally then two diagonally outward, blocked
//!   at each step.
//! - Setup: each side may swap horse and elephant on either wing or both (four arrangements),
//!   recorded in the game (`Game`). Cho (the first player, blue/green) moves first.
//! - Pass: "A Stalemated party can pass his turn"; option `pass-anytime` as in Korean
//!   tournaments and Fairy-Stockfish.
//! - Bikjang: the player who makes his king face the enemy king forfeits his right to win;
//!   kings facing with the player to move not moving away is a draw; the lone interposed
//!   attacker rule. Ruled by `Game`.
//! - Repetition: "There is no draw by perpetual check or repetition of position", and
//!   footnote 34 has a referee order the losing side to deviate. We read it so: a move that
//!   would repeat a position a third time is forbidden to the side behind on material (the
//!   pieces' values below, without Han's 1.5), and at equal material to the player who would
//!   complete the repetition; the side ahead may repeat and play goes on. Never a draw by
//!   repetition. Option `tournament-rules`: perpetual check loses, repetition draws.
//! - Option `material-counting`: games ended by agreement or a double pass are scored by
//!   material (Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, Han +1.5).
//!
//! Fairy-Stockfish: `janggi` (pass at any time; the side to move must break kings facing or
//! pass; a double pass, or a pass while the kings face, ends the game by material),
//! `janggitraditional` (the same, ending drawn), `janggimodern` (no duty to break the facing;
//! ends by material), `janggicasual` (no duty; ends drawn).

use super::{BASE_9X10, HORSE};
use crate::types::Role;
use crate::variant::{
    Atom, FairyProfile, KingsFacing, Mode, Pass, PassEnd, PieceSpec, Region, Repetition,
    RuleOption, RuleSet, Stalemate, VariantId, VariantSpec,
};

const PALACE_PIECE: &[Atom] = &[
    Atom::leap(1, 0).within(Region::OwnPalace),
    Atom::leap(-1, 0).within(Region::OwnPalace),
    Atom::leap(0, 1).within(Region::OwnPalace),
    Atom::leap(0, -1).within(Region::OwnPalace),
    Atom::leap(1, 1).within(Region::OwnPalaceDiagonal),
    Atom::leap(-1, 1).within(Region::OwnPalaceDiagonal),
    Atom::leap(1, -1).within(Region::OwnPalaceDiagonal),
    Atom::leap(-1, -1).within(Region::OwnPalaceDiagonal),
];
const ELEPHANT: &[Atom] = &[
    Atom::lame(2, 3, &[(0, 1), (1, 2)]),
    Atom::lame(-2, 3, &[(0, 1), (-1, 2)]),
    Atom::lame(2, -3, &[(0, -1), (1, -2)]),
    Atom::lame(-2, -3, &[(0, -1), (-1, -2)]),
    Atom::lame(3, 2, &[(1, 0), (2, 1)]),
    Atom::lame(3, -2, &[(1, 0), (2, -1)]),
    Atom::lame(-3, 2, &[(-1, 0), (-2, 1)]),
    Atom::lame(-3, -2, &[(-1, 0), (-2, -1)]),
];
const fn chariot(diagonals: Region) -> [Atom; 8] {
    [
        Atom::slide(1, 0),
        Atom::slide(-1, 0),
        Atom::slide(0, 1),
        Atom::slide(0, -1),
        Atom::slide(1, 1).within(diagonals),
        Atom::slide(-1, 1).within(diagonals),
        Atom::slide(1, -1).within(diagonals),
        Atom::slide(-1, -1).within(diagonals),
    ]
}
const fn cannon(diagonals: Region) -> [Atom; 8] {
    [
        Atom::hop(1, 0).with_mode(Mode::Both),
        Atom::hop(-1, 0).with_mode(Mode::Both),
        Atom::hop(0, 1).with_mode(Mode::Both),
        Atom::hop(0, -1).with_mode(Mode::Both),
        Atom::hop(1, 1).with_mode(Mode::Both).within(diagonals),
        Atom::hop(-1, 1).with_mode(Mode::Both).within(diagonals),
        Atom::hop(1, -1).with_mode(Mode::Both).within(diagonals),
        Atom::hop(-1, -1).with_mode(Mode::Both).within(diagonals),
    ]
}
static CHARIOT: [Atom; 8] = chariot(Region::PalaceDiagonal);
static CANNON: [Atom; 8] = cannon(Region::PalaceDiagonal);
static CHARIOT_ENEMY: [Atom; 8] = chariot(Region::EnemyPalaceDiagonal);
static CANNON_ENEMY: [Atom; 8] = cannon(Region::EnemyPalaceDiagonal);
const SOLDIER: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 0),
    Atom::leap(-1, 0),
    Atom::leap(1, 1).within(Region::PalaceDiagonal),
    Atom::leap(-1, 1).within(Region::PalaceDiagonal),
];

static PIECES: [PieceSpec; 7] = [
    PieceSpec::new(Role::King, 'K', "Jang (Cho / Han)", "general", PALACE_PIECE).royal(),
    PieceSpec::new(Role::Advisor, 'A', "Sa", "guard", PALACE_PIECE),
    PieceSpec::new(Role::Elephant, 'B', "Sang", "elephant", ELEPHANT).san('E'),
    PieceSpec::new(Role::Horse, 'N', "Ma", "horse", HORSE).san('H'),
    PieceSpec::new(Role::Chariot, 'R', "Cha", "chariot", &CHARIOT),
    PieceSpec::new(Role::Cannon, 'C', "Po", "cannon", &CANNON),
    PieceSpec::new(Role::Soldier, 'P', "Byeong / Jol", "soldier", SOLDIER),
];

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: START,
    stalemate: Stalemate::StalematedLoses,
    kings_facing: KingsFacing::Bikjang {
        creator_forfeits: true,
        must_break: false,
    },
    pass: Pass::WhenStalemated,
    janggi_cannons: true,
    repetition: Repetition::JanggiMaterial,
    ..BASE_9X10
};

const FAIRY: RuleSet = RuleSet {
    kings_facing: KingsFacing::Bikjang {
        creator_forfeits: false,
        must_break: true,
    },
    pass: Pass::Anytime,
    pass_ends: Some(PassEnd::Count),
    repetition: Repetition::None,
    ..HISTORICAL
};

/// Janggi.
pub static JANGGI: VariantSpec = VariantSpec {
    id: VariantId::Janggi,
    key: "janggi",
    name: "Janggi",
    section: "X",
    sides: ["Cho", "Han"],
    historical: HISTORICAL,
    options: &[
        RuleOption {
            key: "pass-anytime",
            summary: "a player may pass at any time, not only when stalemated (Korean tournaments)",
            apply: |r| r.pass = Pass::Anytime,
        },
        RuleOption {
            key: "enemy-palace-diagonals",
            summary: "chariots and cannons use the palace diagonals only inside the enemy palace (the rules' literal text)",
            apply: |r| {
                r.pieces = super::with_atoms(r.pieces, Role::Chariot, &CHARIOT_ENEMY);
                r.pieces = super::with_atoms(r.pieces, Role::Cannon, &CANNON_ENEMY);
            },
        },
        RuleOption {
            key: "tournament-rules",
            summary: "perpetual check loses and repetition draws",
            apply: |r| r.repetition = Repetition::JanggiTournament,
        },
        RuleOption {
            key: "material-counting",
            summary: "a game ended by agreement or two passes in a row is scored by material (Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, Han +1.5)",
            apply: |r| r.pass_ends = Some(PassEnd::Count),
        },
    ],
    fairy: &[
        FairyProfile {
            name: "janggi",
            rules: FAIRY,
        },
        FairyProfile {
            name: "janggitraditional",
            rules: RuleSet {
                pass_ends: Some(PassEnd::Draw),
                ..FAIRY
            },
        },
        FairyProfile {
            name: "janggimodern",
            rules: RuleSet {
                kings_facing: KingsFacing::Allowed,
                ..FAIRY
            },
        },
        FairyProfile {
            name: "janggicasual",
            rules: RuleSet {
                kings_facing: KingsFacing::Allowed,
                pass_ends: Some(PassEnd::Draw),
                ..FAIRY
            },
        },
    ],
    values: super::JANGGI_VALUES,
    terms: super::JANGGI_TERMS,
    placement: &[],
    summary: "Korean chess, on the 90 points without a river. Generals and guards move along the \
palace lines; chariots, cannons and soldiers also use the palace diagonals. The cannon must jump \
exactly one piece to move or capture, never a cannon. The elephant moves one point straight and two \
diagonally. Each side may swap horse and elephant before play. Cho moves first. A king facing the \
other forfeits its side's win (bikjang).",
};
