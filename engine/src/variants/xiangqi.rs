//! IX. Xiangqi (Chinese chess), Daou, section IX.
//!
//! Pieces stand on the 90 intersections. "The King is not allowed to leave the Palace"
//! and moves "one step orthogonally"; the advisors "can't move/capture outside the Palace";
//! "The Horse & the Elephant pieces can't jump over an intervening piece" (blocked at the leg
//! and at the eye); "The Elephant can't cross the River"; the cannon "captures by jumping over
//! exactly one intervening piece"; "A Pawn that crosses the River will be allowed to
//! move/capture one point sideways"; "It is illegal to make a move that would leave the two
//! Kings facing each other on the same file with no other pieces in between"; "The player that
//! Stalemates their opponent wins the game". Red moves first.
//!
//! Repetition (Daou's five clauses, ruled by [`crate::Game`] when a position recurs for
//! the third time with the same side to move, from the moves of the cycle between its
//! occurrences): a side all of whose moves in the cycle gave check perpetually checks; a side
//! all of whose moves were chases perpetually chases. A *chase*, after the Asian Xiangqi
//! Federation's rules, is a move after which the moved piece attacks an enemy piece it did
//! not attack before, where the target is neither king nor an uncrossed soldier, is not
//! protected, and the chaser is neither king nor soldier. Perpetual check loses; perpetual
//! chase loses; check against chase: the checker loses; otherwise, or when both break the
//! same rule, the game is drawn.
//!
//! Fairy-Stockfish `xiangqi` plays the same moves; its repetition rulings are optional game
//! ends that do not affect perft.

use super::{BASE_9X10, HORSE, ROOK};
use crate::types::Role;
use crate::variant::{
    Atom, FairyProfile, KingsFacing, Mode, PieceSpec, Region, Repetition, RuleSet, Stalemate,
    VariantId, VariantSpec,
};

const GENERAL: &[Atom] = &[
    Atom::leap(1, 0).within(Region::OwnPalace),
    Atom::leap(-1, 0).within(Region::OwnPalace),
    Atom::leap(0, 1).within(Region::OwnPalace),
    Atom::leap(0, -1).within(Region::OwnPalace),
];
const ADVISOR: &[Atom] = &[
    Atom::leap(1, 1).within(Region::OwnPalace),
    Atom::leap(-1, 1).within(Region::OwnPalace),
    Atom::leap(1, -1).within(Region::OwnPalace),
    Atom::leap(-1, -1).within(Region::OwnPalace),
];
const ELEPHANT: &[Atom] = &[
    Atom::lame(2, 2, &[(1, 1)]).within(Region::OwnHalf),
    Atom::lame(-2, 2, &[(-1, 1)]).within(Region::OwnHalf),
    Atom::lame(2, -2, &[(1, -1)]).within(Region::OwnHalf),
    Atom::lame(-2, -2, &[(-1, -1)]).within(Region::OwnHalf),
];
const CANNON: &[Atom] = &[
    Atom::slide(1, 0).with_mode(Mode::MoveOnly),
    Atom::slide(-1, 0).with_mode(Mode::MoveOnly),
    Atom::slide(0, 1).with_mode(Mode::MoveOnly),
    Atom::slide(0, -1).with_mode(Mode::MoveOnly),
    Atom::hop(1, 0),
    Atom::hop(-1, 0),
    Atom::hop(0, 1),
    Atom::hop(0, -1),
];
const SOLDIER: &[Atom] = &[
    Atom::leap(0, 1),
    Atom::leap(1, 0).within(Region::AcrossRiver),
    Atom::leap(-1, 0).within(Region::AcrossRiver),
];

static PIECES: [PieceSpec; 7] = [
    PieceSpec::new(Role::King, 'K', "Shuài / Jiàng", "general", GENERAL).royal(),
    PieceSpec::new(Role::Advisor, 'A', "Shì", "advisor", ADVISOR),
    PieceSpec::new(Role::Elephant, 'B', "Xiàng", "elephant", ELEPHANT).san('E'),
    PieceSpec::new(Role::Horse, 'N', "Mǎ", "horse", HORSE).san('H'),
    PieceSpec::new(Role::Chariot, 'R', "Jū", "chariot", ROOK),
    PieceSpec::new(Role::Cannon, 'C', "Pào", "cannon", CANNON),
    PieceSpec::new(Role::Soldier, 'P', "Bīng / Zú", "soldier", SOLDIER),
];

const HISTORICAL: RuleSet = RuleSet {
    pieces: &PIECES,
    start_fen: "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    stalemate: Stalemate::StalematedLoses,
    kings_facing: KingsFacing::Illegal,
    repetition: Repetition::Xiangqi,
    river: true,
    ..BASE_9X10
};

/// Xiangqi.
pub static XIANGQI: VariantSpec = VariantSpec {
    id: VariantId::Xiangqi,
    key: "xiangqi",
    name: "Xiangqi",
    section: "IX",
    sides: ["Red", "Black"],
    historical: HISTORICAL,
    options: &[],
    fairy: &[FairyProfile {
        name: "xiangqi",
        rules: RuleSet {
            repetition: Repetition::None,
            ..HISTORICAL
        },
    }],
    values: super::XIANGQI_VALUES,
    terms: super::XIANGQI_TERMS,
    placement: super::XIANGQI_PLACEMENT,
    summary: "Chinese chess, on the 90 points. General and advisors stay in the palace; elephants \
never cross the river and are blocked at the eye; horses are blocked at the leg; the cannon captures \
by jumping exactly one piece; soldiers step sideways once across the river. Generals may never face \
each other on an open file. Checkmate or stalemate wins. Perpetual check or chase loses.",
};
