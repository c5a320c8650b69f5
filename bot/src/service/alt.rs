//! A board in words for those who cannot see the picture (its alt text), in the reader's
//! language: the game, whose move, the last move, check, the piece whose moves are shown,
//! and each side's pieces and hand. The renderer's own alt text is its English.

use super::names;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use tabiya_engine::view::{BoardView, Point};
use tabiya_engine::{Color, Variant, VariantId};

/// `view` (a position of `v`) in words.
pub(super) fn alt(view: &BoardView, v: Variant) -> Msg {
    let sq = |(file, rank): Point| -> String {
        match view.id {
            VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
                format!("{}{}", view.files - file, view.ranks - rank)
            }
            _ => format!("{}{}", char::from(b'a' + file), rank + 1),
        }
    };
    let piece_at = |p: Point| -> Arg {
        view.at(p.0, p.1).map_or_else(
            || msg!("platform-piece").into(),
            |piece| names::piece(v, piece.role, Some(piece.color)),
        )
    };
    let mut parts: Vec<Msg> = Vec::new();
    if let Some((from, to)) = view.last_move {
        parts.push(match (from, to) {
            (Some(a), Some(b)) if a == b => msg!("alt-last-in-place", square = sq(b)),
            (Some(a), Some(b)) => msg!(
                "alt-last-move",
                piece = piece_at(b),
                from = sq(a),
                to = sq(b)
            ),
            (None, Some(b)) => msg!("alt-last-drop", piece = piece_at(b), square = sq(b)),
            _ => msg!("alt-last-pass"),
        });
    }
    if view.check.is_some() {
        parts.push(msg!("alt-check"));
    }
    if let Some(at) = view.selected {
        let list = |capture: bool| {
            view.marks
                .iter()
                .filter(|m| m.1 == capture)
                .map(|&(p, _)| sq(p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (moves, takes) = (list(false), list(true));
        let reach = match (moves.is_empty(), takes.is_empty()) {
            (true, true) => "none",
            (false, true) => "moves",
            (true, false) => "takes",
            (false, false) => "both",
        };
        parts.push(msg!(
            "alt-selected",
            piece = piece_at(at),
            square = sq(at),
            reach = reach,
            moves = moves,
            takes = takes
        ));
    }
    for color in Color::ALL {
        parts.push(army(view, v, color, &sq));
    }
    msg!(
        "alt-board",
        game = names::game(v),
        side = names::side(v, view.turn),
        rest = Arg::Run(parts)
    )
}

/// `color`'s pieces on the board, grouped by kind, and in hand.
fn army(view: &BoardView, v: Variant, color: Color, sq: &dyn Fn(Point) -> String) -> Msg {
    let mut groups: Vec<(tabiya_engine::Role, Vec<String>)> = Vec::new();
    for rank in 0..view.ranks {
        for file in 0..view.files {
            if let Some(p) = view.at(file, rank).filter(|p| p.color == color) {
                match groups.iter_mut().find(|(r, _)| *r == p.role) {
                    Some((_, squares)) => squares.push(sq((file, rank))),
                    None => groups.push((p.role, vec![sq((file, rank))])),
                }
            }
        }
    }
    let pieces: Vec<Msg> = groups
        .into_iter()
        .enumerate()
        .map(|(i, (role, squares))| {
            let piece = names::piece(v, role, Some(color));
            let squares = squares.join(", ");
            if i == 0 {
                msg!("alt-group", piece = piece, squares = squares)
            } else {
                msg!("alt-group-next", piece = piece, squares = squares)
            }
        })
        .collect();
    let hand: Vec<Msg> = view.hands[color.index()]
        .iter()
        .enumerate()
        .map(|(i, (p, n))| {
            let piece = names::piece(v, p.role, Some(color));
            let n = u32::from(*n);
            if i == 0 {
                msg!("alt-hand", n = n, piece = piece)
            } else {
                msg!("alt-hand-next", n = n, piece = piece)
            }
        })
        .collect();
    msg!(
        "alt-army",
        side = names::side(v, color),
        pieces = Arg::Run(pieces),
        hand = Arg::Run(hand)
    )
}
