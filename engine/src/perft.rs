//! Perft: the number of leaf nodes of the legal move tree, counted in bulk at the last ply
//! as Fairy-Stockfish does. Positions a rule has already ended have no moves.

use crate::position::{MoveList, Position};

/// Counts the leaves `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut pos = pos.clone();
    walk(&mut pos, depth)
}

/// The count below each root move, as `go perft` prints it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(crate::types::Move, u64)> {
    let mut pos = pos.clone();
    let moves = pos.legal_moves();
    moves
        .into_iter()
        .map(|m| {
            let u = pos.make(m);
            let n = if depth <= 1 {
                1
            } else {
                walk(&mut pos, depth - 1)
            };
            pos.unmake(m, u);
            (m, n)
        })
        .collect()
}

fn walk(pos: &mut Position, depth: u32) -> u64 {
    let mut list = MoveList::new();
    if pos.immediate_outcome().is_none() {
        pos.gen_legal(&mut list);
    }
    if depth == 1 {
        return list.len() as u64;
    }
    let mut n = 0;
    for &m in &list {
        let u = pos.make(m);
        n += walk(pos, depth - 1);
        pos.unmake(m, u);
    }
    n
}
