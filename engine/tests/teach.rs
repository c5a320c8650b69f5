//! Teaching diagrams: every piece of every game is drawn with somewhere to go, and what its
//! move depends on stands on the board.

use crate::support::sq;
use tabiya_engine::teach::{piece_diagram, targets};
use tabiya_engine::{fen, variants, Role, Variant};

#[test]
fn every_piece_of_every_game_has_a_diagram_with_moves_and_a_capture() {
    for spec in variants::ALL {
        let v = Variant::with_options(spec, &[]).expect("game");
        for p in v.rules().pieces {
            let d = piece_diagram(v, p.role).unwrap_or_else(|| panic!("{} {:?}", spec.key, p.role));
            assert!(
                d.targets.iter().any(|t| !t.capture),
                "{} {:?}: somewhere to move",
                spec.key,
                p.role
            );
            // Something to take, unless an enemy would hide its only square.
            assert!(
                d.targets.iter().any(|t| t.capture) || d.targets.len() == 1,
                "{} {:?}: something to take",
                spec.key,
                p.role
            );
        }
    }
}

#[test]
fn the_diagrams_show_what_a_move_depends_on() {
    let xiangqi = Variant::historical("xiangqi", &[]).expect("game");
    // The horse: one leg blocked costs two points, none of them the capture shown.
    let d = piece_diagram(xiangqi, Role::Horse).expect("horse");
    assert_eq!(d.targets.len(), 6);
    // The cannon takes over a screen, and only there.
    let d = piece_diagram(xiangqi, Role::Cannon).expect("cannon");
    let takes: Vec<_> = d.targets.iter().filter(|t| t.capture).collect();
    assert_eq!(takes.len(), 1);
    // A pawn takes where it does not move: both diagonal captures are shown.
    let shatranj = Variant::historical("shatranj", &[]).expect("game");
    let d = piece_diagram(shatranj, Role::Pawn).expect("pawn");
    assert_eq!(d.targets.iter().filter(|t| t.capture).count(), 2);
    assert_eq!(d.targets.iter().filter(|t| !t.capture).count(), 1);
    // A game has no piece of another game.
    assert!(piece_diagram(shatranj, Role::Cannon).is_none());
}

#[test]
fn targets_in_a_game_are_the_legal_moves_of_that_piece() {
    let v = Variant::historical("xiangqi", &[]).expect("game");
    let pos = tabiya_engine::Position::new(v);
    let horse = targets(&pos, sq("b1"));
    let squares: Vec<String> = horse.iter().map(|t| t.square.to_string()).collect();
    assert_eq!(squares, ["a3", "c3"]);
    // The other side's piece, or an empty square: nothing.
    assert!(targets(&pos, sq("b10")).is_empty());
    assert!(targets(&pos, sq("e5")).is_empty());
    // A promotion and its refusal count once.
    let shogi = Variant::historical("shogi", &[]).expect("game");
    let pos = fen::parse("4k4/9/2P6/9/9/9/9/9/4K4[] w - - 0 1", shogi).expect("fen");
    assert_eq!(targets(&pos, sq("c7")).len(), 1);
}
