//! A game-tree search on the move generator: iterative-deepening alpha-beta (principal
//! variation search, each iteration within an aspiration window around the last one's score)
//! with a transposition table, quiescence on captures (its results kept in the table too,
//! where no deeper search's stands, and the table's score standing in for the evaluation
//! where it says more), move ordering (the table's move,
//! captures by most valuable victim, then by capture history (the cut-offs a capture of that
//! piece by that piece on that square made) and least valuable attacker, killer moves, then the rest
//! by history, which also remembers the quiet moves that failed, and, except in the games
//! with drops, by continuation history: the move's record after the move one and two plies
//! before), a check extension, null moves, late-move reductions that grow with depth and with
//! a move's place (and, except with drops, with a poor history or a side not improving), and,
//! off the principal line near the leaves, futility pruning (except with drops, also by the
//! depth a late move's reduction would leave, and by its history). Every position's end
//! comes from the rules engine (`immediate_outcome`, then `outcome` when no move is legal),
//! so the search plays by the game's rules and options: a stalemate that wins, a
//! bare king that loses, Shatar's mates. The evaluation is [`crate::eval`]'s.
//!
//! Levels without noise also look, after the third iteration, for a win in three moves by
//! checks alone (every answer searched; of their own moves, only checks).
//!
//! This is the core the computer opponent is built on. A game adds what the position alone
//! does not hold ([`Within`]): the moves its rules allow at the root, the positions it has
//! passed through (met again: a draw), and a running count (run out: a draw).

use std::sync::atomic::{AtomicBool, Ordering};

use crate::eval::{Evaluator, Weights};
use crate::position::{MoveList, Position};
use crate::types::{Color, Move, Outcome, Role};

/// A mate's score, less the plies to it.
pub const MATE: i32 = 30_000;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1_000;
const MAX_PLY: usize = 64;

/// How far to search, and how exactly.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// Stop after this many nodes (the last whole iteration counts).
    pub nodes: Option<u64>,
    /// Stop after this long (the last whole iteration counts).
    pub time: Option<std::time::Duration>,
    /// Whether `time` is the move's to spend whole (UCI's `go movetime`): iterations are
    /// begun until it runs out, and the one it interrupts still gives its better move, its
    /// work kept in the table for the next. Otherwise (`time` a cap on a search bounded by
    /// its depth or nodes, or a share of a clock) an iteration that would likely not end in
    /// the time left is not begun.
    pub whole_time: bool,
    /// Up to this many centipawns, either way, added to every evaluation: the weaker levels'
    /// misjudgements. The amount for a position is fixed by it and `salt`, so a search stays
    /// consistent with itself (its table never sees two values of one position).
    pub noise: i32,
    /// Chooses the noise: another salt, other misjudgements.
    pub salt: u64,
    /// Evaluation weights other than the game's own (`None`: the game's), for tuning them.
    pub weights: Option<Weights>,
}

impl Default for Limits {
    /// As deep as the search goes, nothing else limiting, no noise.
    fn default() -> Limits {
        Limits {
            depth: MAX_PLY as u32,
            nodes: None,
            time: None,
            whole_time: false,
            noise: 0,
            salt: 0,
            weights: None,
        }
    }
}

impl Limits {
    /// To `depth` plies, nothing else limiting.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            ..Limits::default()
        }
    }

    /// Whether a new iteration is begun `elapsed` into the search: always where the time
    /// is the move's to spend whole or there is none; otherwise only within its first three
    /// fifths (an iteration takes several times the one before, so a later one would not
    /// end).
    fn begins(&self, elapsed: std::time::Duration) -> bool {
        self.whole_time || self.time.is_none_or(|t| elapsed * 5 <= t * 3)
    }
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// The best move (`None` when the game is over).
    pub best: Option<Move>,
    /// Its score for the side to move, in centipawns; `MATE - n` is mate in `n` plies.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The principal variation.
    pub pv: Vec<Move>,
}

impl Report {
    /// Mate in this many moves of the side to move (negative: it is mated), if the score is a
    /// mate.
    pub fn mate_in(&self) -> Option<i32> {
        if self.score > MATE_BOUND {
            Some((MATE - self.score + 1) / 2)
        } else if self.score < -MATE_BOUND {
            Some(-(MATE + self.score) / 2)
        } else {
            None
        }
    }
}

pub use crate::eval::{evaluate, value, values};

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: i32,
    score: i32,
    bound: Bound,
    best: Option<Move>,
}

impl Entry {
    /// The entry's score `ply` plies from the root, if its bound settles the window
    /// `alpha`..`beta`: exact, at least beta, or at most alpha.
    fn cuts(&self, ply: i32, alpha: i32, beta: i32) -> Option<i32> {
        let s = from_table(self.score, ply);
        match self.bound {
            Bound::Exact => Some(s),
            Bound::Lower if s >= beta => Some(s),
            Bound::Upper if s <= alpha => Some(s),
            _ => None,
        }
    }

    /// The better guess, `ply` plies from the root, of what the position is worth than its
    /// static evaluation `eval`: the entry's score where it lies beyond `eval` on its bound's
    /// side (and is not a mate's), otherwise `eval`.
    fn refine(&self, eval: i32, ply: i32) -> i32 {
        let s = from_table(self.score, ply);
        let beyond = match self.bound {
            Bound::Exact => true,
            Bound::Lower => s > eval,
            Bound::Upper => s < eval,
        };
        if beyond && s.abs() < MATE_BOUND {
            s
        } else {
            eval
        }
    }
}

struct Searcher<'a> {
    nodes: u64,
    /// The game's evaluation.
    eval: Evaluator,
    /// The moves the root may play (a game's own rules may allow fewer than the position's).
    root: Option<&'a [Move]>,
    /// A running count: the side it counts and its moves left at the root ([`Within::count`]).
    count: Option<(Color, u32)>,
    /// Who is to move at the root.
    root_turn: Color,
    /// The keys of the positions before the root (the game's history) and along the path
    /// searched: a position met again is scored as a draw.
    path: Vec<u64>,
    noise: i32,
    salt: u64,
    budget: u64,
    /// Set from outside (a driver's `stop`).
    stop: &'a AtomicBool,
    deadline: Option<std::time::Instant>,
    stopped: bool,
    table: Vec<Option<Entry>>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// Quiet moves' cut-offs, by [`history_slot`].
    history: Vec<i32>,
    /// Quiet moves' cut-offs after a move: by the piece moved and its destination one or
    /// two plies before ([`piece_to`]), then the move's own (continuation history).
    continuation: Vec<i16>,
    /// Captures' cut-offs, by the piece moved, its destination and the piece taken
    /// ([`capture_slot`]): among captures of the same piece, the one that cut before is
    /// tried first (capture history).
    captures: Vec<i16>,
    /// Whether quiet moves are ordered by their continuation history, and late ones reduced
    /// and pruned by their history and by how far below alpha they would leave the position
    /// at their reduced depth: not in the games with drops, where it lost (BENCHMARKS.md,
    /// "Kept on 30 November").
    by_history: bool,
    /// Whether every check is searched a ply deeper ([`extends_check`]): in the palace
    /// games, where extending only the safe ones lost.
    every_check: bool,
    /// The piece and destination of the move made at each ply on the line searched
    /// ([`piece_to`]; `None`: a null move).
    moved: [Option<usize>; MAX_PLY + 1],
    /// The root's best move so far in the iteration under way, with its score and line:
    /// a move searched to the end that beat the ones before it (the previous iteration's
    /// best first). A search stopped midway plays it.
    root_best: Option<(Move, i32, Vec<Move>)>,
    /// Whether the move that led here was a null move (no two in a row).
    after_null: bool,
    /// Each ply's static evaluation on the line searched (`None`: in check, or not judged),
    /// to tell whether the side to move is improving on its position two plies before.
    statics: [Option<i32>; MAX_PLY + 1],
}

/// Where a move's history is kept: by origin and destination, a drop by piece and
/// destination.
fn history_slot(m: &Move) -> Option<usize> {
    use crate::types::SQUARES;
    match *m {
        Move::Normal { from, to, .. } => Some(from.index() * SQUARES + to.index()),
        Move::Drop { role, to } => Some(SQUARES * SQUARES + role as usize * SQUARES + to.index()),
        _ => None,
    }
}

/// Where a move's continuation history is kept ([`Searcher::continuation`]): by the piece
/// moved (a promotion by its piece before) and its destination.
fn piece_to(m: &Move) -> Option<usize> {
    use crate::types::SQUARES;
    match *m {
        Move::Normal { role, to, .. } | Move::Drop { role, to } => {
            Some(role as usize * SQUARES + to.index())
        }
        _ => None,
    }
}

/// A history moved by `bonus` (at most [`HISTORY_MAX`] either way) towards the bound on its
/// side, by the share of the way left that the bonus is of the bound: it never passes it, and
/// what it gathered long ago fades as new credit comes.
fn towards(h: i32, bonus: i32) -> i32 {
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

/// How many [`piece_to`] slots there are.
const PIECE_TO: usize = Role::ALL.len() * crate::types::SQUARES;

/// The capture history's size: a slot for each piece taken after each [`piece_to`] slot.
const CAPTURES: usize = PIECE_TO * Role::ALL.len();

/// Where a capture's history is kept ([`Searcher::captures`]): by the piece moved, its
/// destination and the piece it takes. `None` for a move that takes nothing.
fn capture_slot(m: &Move) -> Option<usize> {
    Some(piece_to(m)? * Role::ALL.len() + victim(m)? as usize)
}

/// The continuation history's size: a slot after each slot.
const CONTINUATION: usize = PIECE_TO * PIECE_TO;

/// The history table's size.
const HISTORY: usize = crate::types::SQUARES * (crate::types::SQUARES + Role::ALL.len());

/// A mate score as stored (from the node) and as read back (from the root).
fn to_table(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

/// The end's score for the side to move, `ply` plies from the root.
fn ended(o: Outcome, us: Color, ply: i32) -> i32 {
    match o {
        Outcome::Decisive { winner, .. } if winner == us => MATE - ply,
        Outcome::Decisive { .. } => -(MATE - ply),
        Outcome::Draw { .. } => 0,
    }
}

/// Whether `m` is one of a ply's killer moves (spelled out: a slice search is not inlined).
fn is_killer(killers: &[Option<Move>; 2], m: Move) -> bool {
    killers[0] == Some(m) || killers[1] == Some(m)
}

fn victim(m: &Move) -> Option<Role> {
    match *m {
        Move::Normal { capture, .. } => capture,
        _ => None,
    }
}

fn mover(m: &Move) -> Option<Role> {
    match *m {
        Move::Normal { role, .. } | Move::Drop { role, .. } => Some(role),
        _ => None,
    }
}

/// Late-move reductions, by depth and by the move's place in the order: about
/// `ln(depth) · ln(place) / 2` plies, none for the first moves.
fn reduction(depth: i32, place: usize) -> i32 {
    if depth < 3 || place < LATE_MOVE {
        return 0;
    }
    let r = (f64::from(depth).ln() * (place as f64).ln() / 2.0 + 0.25) as i32;
    r.max(1)
}

/// Whether a null move's reasoning (if standing still holds above beta, a real move will
/// too) is sound for `pos`'s side to move: it has a piece other than its king and its
/// pawns on the board or in hand, so a zugzwang is unlikely.
fn null_move_sound(pos: &Position) -> bool {
    let us = pos.turn();
    pos.roles().iter().any(|&r| {
        !matches!(
            r,
            Role::King | Role::CrownPrince | Role::Pawn | Role::ShogiPawn | Role::Soldier
        ) && (pos.pieces(us, r) != 0 || pos.hand(us, r) > 0)
    })
}

/// Whether a check just given by `m` (`pos` after it) is searched a ply deeper. In the
/// palace games (`every_check`) every check is; elsewhere only one whose piece the checked
/// side cannot simply take: its square unattacked, or guarded. A check that hangs its
/// piece is rarely more than a spite check, and extending it only widens the tree
/// (BENCHMARKS.md, "Kept on 30 November, after the close").
fn extends_check(pos: &Position, m: &Move, every_check: bool) -> bool {
    every_check
        || m.to()
            .is_none_or(|to| !pos.attacked_by(to, pos.turn()) || pos.attacked_by(to, !pos.turn()))
}

/// Whether a move (`pos` after it) may be searched shallower first as a late move: a quiet
/// one (no capture or promotion) that is not a killer, made out of check, and not a check
/// the search extends ([`extends_check`]): a check that hangs its piece is reduced like any
/// quiet move.
fn may_reduce(in_check: bool, extended: bool, quiet: bool, killer: bool) -> bool {
    !in_check && !extended && quiet && !killer
}

/// How many moves a node near the leaves searches before its late quiet moves are pruned:
/// `(3 + depth²) / 2`, twice that where the side is improving.
fn late_moves(depth: i32, improving: bool) -> usize {
    let n = (3 + depth * depth) as usize;
    if improving {
        n
    } else {
        n / 2
    }
}

/// The deepest node whose late quiet moves are pruned by their count ([`late_moves`]).
const LATE_MOVE_DEPTH: i32 = 8;

/// How much a static evaluation may rise in a ply or two of quiet play: the margin of the
/// futility pruning, per ply of depth left.
const FUTILITY: i32 = 150;

impl Searcher<'_> {
    /// The evaluation, with the level's misjudgement, exact between `alpha` and `beta`
    /// ([`Evaluator::value_within`]).
    fn judge(&self, pos: &Position, alpha: i32, beta: i32) -> i32 {
        let (alpha, beta) = (
            alpha.saturating_sub(self.noise),
            beta.saturating_add(self.noise),
        );
        let base = self.eval.value_within(pos, alpha, beta);
        if self.noise == 0 {
            return base;
        }
        // The position and the salt fix the error: the same position, the same error.
        let z = crate::types::splitmix64(pos.repetition_key() ^ self.salt);
        let span = 2 * self.noise as u64 + 1;
        base + (z % span) as i32 - self.noise
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1)
    }

    /// A quiet move's standing from the cut-offs it made: its history, and its continuation
    /// history after the moves one and two plies before.
    fn quiet_score(&self, m: &Move, ply: usize) -> i32 {
        let mut score = history_slot(m).map_or(0, |i| self.history[i]);
        if let Some(pt) = piece_to(m).filter(|_| self.by_history) {
            for back in [1, 2] {
                if let Some(prev) = ply.checked_sub(back).and_then(|p| self.moved[p]) {
                    score += i32::from(self.continuation[prev * PIECE_TO + pt]);
                }
            }
        }
        score
    }

    /// Credits (`bonus` > 0) or discredits a quiet move made at `ply`, moving its history
    /// towards the bound by a share of the way left (so it stays within [`HISTORY_MAX`]).
    fn credit(&mut self, m: &Move, ply: usize, bonus: i32) {
        if let Some(i) = history_slot(m) {
            self.history[i] = towards(self.history[i], bonus);
        }
        if let Some(pt) = piece_to(m).filter(|_| self.by_history) {
            for back in [1, 2] {
                if let Some(prev) = ply.checked_sub(back).and_then(|p| self.moved[p]) {
                    let c = &mut self.continuation[prev * PIECE_TO + pt];
                    *c = towards(i32::from(*c), bonus) as i16;
                }
            }
        }
    }

    /// Credits (`bonus` > 0) or discredits a capture, as [`Searcher::credit`] does a quiet
    /// move (a move that takes nothing is left alone).
    fn credit_capture(&mut self, m: &Move, bonus: i32) {
        if let Some(i) = capture_slot(m) {
            self.captures[i] = towards(i32::from(self.captures[i]), bonus) as i16;
        }
    }

    fn order(&self, moves: &mut [Move], hashed: Option<Move>, ply: usize) {
        let killers = self.killers[ply.min(MAX_PLY - 1)];
        let key = |m: &Move| -> i64 {
            if Some(*m) == hashed {
                return i64::MAX;
            }
            if let Some(v) = victim(m) {
                // The victim's value first, then the capture history (worth at most 16
                // centipawns of prey either way: it reorders captures of the same piece, or
                // of pieces valued within 32 of each other), then the least valuable
                // attacker.
                let attacker = mover(m).map_or(0, |r| self.eval.weights().values[r as usize]);
                let history = capture_slot(m).map_or(0, |i| i32::from(self.captures[i]));
                let prey = self.eval.weights().values[v as usize] * 16 + history / 64;
                return 1_000_000_000 + i64::from(prey) * 1_000 - i64::from(attacker);
            }
            if is_killer(&killers, *m) {
                return 500_000_000;
            }
            i64::from(self.quiet_score(m, ply))
        };
        // Each key computed once; the pairs sorted on the stack.
        // Filled in place: collecting would build the list and then copy all of its room.
        let mut keyed: arrayvec::ArrayVec<(i64, Move), { crate::position::MAX_MOVES }> =
            arrayvec::ArrayVec::new();
        for m in moves.iter() {
            keyed.push((key(m), *m));
        }
        keyed.sort_unstable_by_key(|&(k, _)| std::cmp::Reverse(k));
        // By reference: iterating the list by value would first move all of its room.
        for (slot, &(_, m)) in moves.iter_mut().zip(keyed.iter()) {
            *slot = m;
        }
    }

    /// Whether the position `key` (the side to move's) stood earlier in the game or on this
    /// line with the same side to move: the entries two, four, … back (the last 100
    /// half-moves: an older repetition is not worth the scan).
    fn repeated(&self, key: u64) -> bool {
        self.path
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .take(50)
            .any(|&k| k == key)
    }

    /// Whether a running count has run out `ply` half-moves from the root: its side has
    /// made all the moves it had left.
    fn count_over(&self, ply: i32) -> bool {
        self.count.is_some_and(|(counted, left)| {
            let ply = ply as u32;
            let made = if counted == self.root_turn {
                ply.div_ceil(2)
            } else {
                ply / 2
            };
            made >= left
        })
    }

    fn out_of_nodes(&mut self) -> bool {
        if self.nodes >= self.budget
            || (self.nodes.is_multiple_of(1024)
                && (self.stop.load(Ordering::Relaxed)
                    || self
                        .deadline
                        .is_some_and(|d| std::time::Instant::now() >= d)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Captures only, the side to move free to stand on the evaluation. In check, every
    /// legal move is searched and the evaluation does not count (a mate is seen); out of
    /// check only captures are searched, but a position without any legal move is scored by
    /// the game's rule (a stalemate that wins, loses or draws).
    fn quiesce(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        in_check: bool,
    ) -> i32 {
        if self.out_of_nodes() {
            return 0;
        }
        self.nodes += 1;
        if let Some(o) = pos.immediate_outcome() {
            return ended(o, pos.turn(), ply);
        }
        // The table first, as in the full search: any entry's bound cuts here (a
        // quiescence's own has no depth, a full search's goes deeper), and its move, a
        // capture or an answer to check, is tried first.
        let key = pos.repetition_key();
        let slot = self.slot(key);
        let known = self.table[slot].filter(|e| e.key == key);
        if let Some(s) = known.and_then(|e| e.cuts(ply, alpha, beta)) {
            return s;
        }
        let hashed = known.and_then(|e| e.best);
        let start = alpha;
        let mut moves = MoveList::new();
        let any = if in_check {
            pos.gen_legal_in_check(&mut moves, true);
            !moves.is_empty()
        } else {
            pos.gen_legal_captures(&mut moves)
        };
        if !any {
            let o = pos.outcome().expect("no legal move ends the game");
            return ended(o, pos.turn(), ply);
        }
        // In check there is no standing on the evaluation: every answer is searched.
        let mut standing = None;
        if !in_check || ply as usize >= MAX_PLY {
            // Where the table's score lies beyond the evaluation on its bound's side, it is
            // the better guess of what standing here is worth, as in the full search.
            let stand = self.judge(pos, alpha, beta);
            let stand = known.map_or(stand, |e| e.refine(stand, ply));
            if stand >= beta || ply as usize >= MAX_PLY {
                if stand >= beta {
                    self.keep_quiescence(slot, key, stand, ply, Bound::Lower, None);
                }
                return stand;
            }
            alpha = alpha.max(stand);
            standing = Some(stand);
        }
        self.order(&mut moves, hashed, ply as usize);
        let values = self.eval.weights().values;
        let mut best = None;
        // Taken before the first move made (many nodes make none).
        let mut hint = None;
        for &m in &moves {
            let (taken, taker) = (
                victim(&m).map_or(0, |r| values[r as usize]),
                mover(&m).map_or(0, |r| values[r as usize]),
            );
            // Out of check, a capture that could not lift the score to alpha even if nothing
            // were lost for it is not searched (delta pruning).
            if standing.is_some_and(|stand| stand + taken + DELTA <= alpha)
                && m.promotion().is_none()
            {
                continue;
            }
            let hint = *hint.get_or_insert_with(|| pos.check_hint());
            let u = pos.make(m);
            // Nor is a capture by a piece worth more than its prey, on a square the other
            // side guards: it most likely loses material.
            if standing.is_some()
                && taker > taken + DELTA / 2
                && m.promotion().is_none()
                && m.to().is_some_and(|to| pos.attacked_by(to, pos.turn()))
            {
                pos.unmake(m, u);
                continue;
            }
            let check = pos.is_check_after(&hint, &m);
            let score = -self.quiesce(pos, -beta, -alpha, ply + 1, check);
            pos.unmake(m, u);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                self.keep_quiescence(slot, key, score, ply, Bound::Lower, Some(m));
                return score;
            }
            if score > alpha {
                alpha = score;
                best = Some(m);
            }
        }
        let bound = if alpha > start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.keep_quiescence(slot, key, alpha, ply, bound, best);
        alpha
    }

    /// Keeps a quiescence's result in the table (at depth 0) where the slot is empty or
    /// holds another quiescence's: never in place of a full search's entry, which saw more.
    fn keep_quiescence(
        &mut self,
        slot: usize,
        key: u64,
        score: i32,
        ply: i32,
        bound: Bound,
        best: Option<Move>,
    ) {
        if self.table[slot].is_none_or(|e| e.depth <= 0) {
            self.table[slot] = Some(Entry {
                key,
                depth: 0,
                score: to_table(score, ply),
                bound,
                best,
            });
        }
    }

    /// Whether the side to move (`us`) wins within `moves` of its own moves by checks alone
    /// (or by a move that ends the game in its favour), whatever the other side answers:
    /// the first move of such a win. Every answer is searched; of one's own moves only those
    /// that check or win at once, which is what keeps a win in three cheap to find where
    /// drops make every square a candidate. Stops within the searcher's budget.
    fn checks_win(&mut self, pos: &mut Position, moves: u32, ply: i32) -> Option<Move> {
        let us = pos.turn();
        let mut list = MoveList::new();
        match self.root.filter(|_| ply == 0) {
            Some(root) => list.extend(root.iter().copied()),
            None => pos.gen_legal(&mut list),
        }
        for &m in &list {
            if self.out_of_nodes() {
                return None;
            }
            self.nodes += 1;
            let u = pos.make(m);
            let won = match pos.immediate_outcome() {
                Some(o) => matches!(o, Outcome::Decisive { winner, .. } if winner == us),
                None => pos.is_check() && self.answers_lose(pos, us, moves, ply + 1),
            };
            pos.unmake(m, u);
            if won && !self.stopped {
                return Some(m);
            }
        }
        None
    }

    /// Whether every answer of the side to move, in check from `us`, loses within `moves`
    /// of `us`'s moves counting the one just made ([`Searcher::checks_win`]).
    fn answers_lose(&mut self, pos: &mut Position, us: Color, moves: u32, ply: i32) -> bool {
        let mut list = MoveList::new();
        pos.gen_legal(&mut list);
        if list.is_empty() {
            return matches!(pos.outcome(), Some(Outcome::Decisive { winner, .. }) if winner == us);
        }
        if moves <= 1 {
            return false;
        }
        for &m in &list {
            if self.out_of_nodes() {
                return false;
            }
            self.nodes += 1;
            let u = pos.make(m);
            let lost = match pos.immediate_outcome() {
                Some(o) => matches!(o, Outcome::Decisive { winner, .. } if winner == us),
                None => self.checks_win(pos, moves - 1, ply + 1).is_some(),
            };
            pos.unmake(m, u);
            if !lost {
                return false;
            }
        }
        true
    }

    #[allow(clippy::too_many_arguments, clippy::too_many_lines)]
    fn negamax(
        &mut self,
        pos: &mut Position,
        depth: i32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
        in_check: bool,
        pv: &mut Vec<Move>,
    ) -> i32 {
        pv.clear();
        if ply > 0 && (depth <= 0 || ply as usize >= MAX_PLY - 1) {
            // A leaf: quiescence's node (a position met again still a draw, and a count
            // run out, unless the position is mate: that ends the game before the count).
            if pos.immediate_outcome().is_none() {
                if self.repeated(pos.repetition_key()) {
                    return 0;
                }
                if self.count_over(ply) {
                    let mut answers = MoveList::new();
                    if !in_check || {
                        pos.gen_legal_in_check(&mut answers, true);
                        !answers.is_empty()
                    } {
                        return 0;
                    }
                }
            }
            return self.quiesce(pos, alpha, beta, ply, in_check);
        }
        if self.out_of_nodes() {
            return 0;
        }
        self.nodes += 1;
        let us = pos.turn();
        if let Some(o) = pos.immediate_outcome() {
            return ended(o, us, ply);
        }
        let key = pos.repetition_key();
        // A position met again (in the game before the root, or on this line): a draw, as
        // far as the search can tell. The games that forbid repeating are kept to their rule
        // at the root, whose moves the game itself lists.
        if ply > 0 && self.repeated(key) {
            return 0;
        }
        // The table first: a position it holds was searched with moves to play (an entry is
        // written only after them), so its cut-off needs no move list, and a count run out
        // is a draw there as below.
        let slot = self.slot(key);
        let entry = self.table[slot].filter(|e| e.key == key);
        let null_window = beta - alpha == 1;
        if let Some(e) = entry.filter(|_| ply > 0) {
            if self.count_over(ply) {
                return 0;
            }
            if let Some(s) = e.cuts(ply, alpha, beta).filter(|_| e.depth >= depth) {
                return s;
            }
        }
        // Off the principal line and out of check, the static evaluation decides whether
        // the node is worth its full search (a level's noise included, as it misjudges).
        // Before the moves are generated, as most nodes that are pruned are cut here: a side
        // out of check with no move (a stalemate) is rare enough to be judged by its
        // evaluation too, as engines do. A count run out is left to the draw below.
        let prunable =
            ply > 0 && null_window && !in_check && beta.abs() < MATE_BOUND && !self.count_over(ply);
        let standing = if prunable {
            Some(self.judge(pos, alpha - FUTILITY * 3, beta + FUTILITY * 3))
        } else {
            None
        };
        self.statics[ply as usize] = standing;
        // Better than two plies before (the same side's last position on this line): its
        // prospects are rising, so cut less readily below and more above.
        let improving = match (standing, (ply >= 2).then(|| ply - 2)) {
            (Some(now), Some(before)) => self.statics[before as usize].is_none_or(|b| now > b),
            _ => false,
        };
        // Where the table's score for the position lies beyond the evaluation on its bound's
        // side, it is the better guess of what a search would find (of any depth: a
        // shallow search still sees more than none), and the cut-offs below start from it.
        let standing = standing.map(|eval| entry.map_or(eval, |e| e.refine(eval, ply)));
        if let Some(eval) = standing {
            // So far above beta that a few plies will not bring it down: a cut-off.
            let margin = FUTILITY * (depth - i32::from(improving && self.by_history));
            if depth <= RFP_DEPTH && eval - margin >= beta {
                return eval - margin;
            }
            // A null move: let the other side move twice; if this side still holds beta
            // with a shallower search, a real move would too.
            if depth >= 3 && !self.after_null && eval >= beta && null_move_sound(pos) {
                let r = 3 + depth / 6;
                let u = pos.make(Move::Pass);
                self.path.push(key);
                self.after_null = true;
                self.moved[ply as usize] = None;
                let mut line = Vec::new();
                let s = -self.negamax(
                    pos,
                    depth - 1 - r,
                    ply + 1,
                    -beta,
                    -beta + 1,
                    false,
                    &mut line,
                );
                self.after_null = false;
                self.path.pop();
                pos.unmake(Move::Pass, u);
                if self.stopped {
                    return 0;
                }
                if s >= beta {
                    return if s > MATE_BOUND { beta } else { s };
                }
            }
        }
        let mut moves = MoveList::new();
        match self.root.filter(|_| ply == 0) {
            Some(root) => moves.extend(root.iter().copied()),
            None => pos.gen_legal_in_check(&mut moves, in_check),
        }
        if moves.is_empty() {
            let o = pos.outcome().expect("no legal move ends the game");
            return ended(o, us, ply);
        }
        // The position has not ended the game, so a count run out does: a draw.
        if ply > 0 && self.count_over(ply) {
            return 0;
        }
        if depth <= 0 || ply as usize >= MAX_PLY - 1 {
            return self.quiesce(pos, alpha, beta, ply, in_check);
        }
        let hashed = entry.and_then(|e| e.best);
        self.order(&mut moves, hashed, ply as usize);
        // No move from the table to search first, deep in the tree: a ply less (the
        // table's move will be there next time).
        let depth = if hashed.is_none() && depth >= 6 && ply > 0 {
            depth - 1
        } else {
            depth
        };
        let start = alpha;
        let mut best = -MATE;
        let mut best_move = None;
        let mut line = Vec::new();
        let mut quiets: arrayvec::ArrayVec<Move, 64> = arrayvec::ArrayVec::new();
        let mut tried_captures: arrayvec::ArrayVec<Move, 32> = arrayvec::ArrayVec::new();
        let after_null = std::mem::replace(&mut self.after_null, false);
        self.path.push(key);
        let hint = pos.check_hint();
        for (i, &m) in moves.iter().enumerate() {
            let quiet = victim(&m).is_none() && m.promotion().is_none();
            let killer = is_killer(&self.killers[(ply as usize).min(MAX_PLY - 1)], m);
            let u = pos.make(m);
            self.moved[ply as usize] = piece_to(&m);
            // A check (told from the moved piece where it can be) is searched a ply deeper,
            // if it is not a spite check ([`extends_check`]).
            let check = pos.is_check_after(&hint, &m);
            let extend = check && extends_check(pos, &m, self.every_check);
            // A quiet move's history, where it reduces and prunes (looked up once for both).
            let history = if quiet && self.by_history {
                self.quiet_score(&m, ply as usize)
            } else {
                0
            };
            // Late quiet moves near the leaves that do not check, where the evaluation is
            // far below alpha or many moves have failed already, are not searched (one move
            // at least always is).
            if let Some(eval) = standing {
                if quiet
                    && !check
                    && !killer
                    && i > 0
                    && best > -MATE_BOUND
                    && ((depth <= 2 && eval + FUTILITY * depth <= alpha)
                        || (depth <= LATE_MOVE_DEPTH && i >= late_moves(depth, improving))
                        || self.by_history && {
                            // Or, at the depth its reduction would leave it, one whose
                            // history is poor or whose position is far below alpha.
                            let left = depth - 1 - reduction(depth, i);
                            (left < 3 && history < -HISTORY_PRUNING * depth)
                                || (left <= 5 && eval + 100 + 120 * left + history / 128 <= alpha)
                        })
                {
                    pos.unmake(m, u);
                    continue;
                }
            }
            let d = depth - 1 + i32::from(extend);
            // Late quiet moves (and checks not extended) are searched shallower first (most
            // fail low); one that does better is searched again to the full depth. A
            // reduction, not a pruning: a zugzwang or a stalemate is still seen, later.
            let reduce = if may_reduce(in_check, extend, quiet, killer) {
                // Less for a move whose history is good, more for one whose is bad.
                let mut r = reduction(depth, i) - i32::from(!null_window);
                if self.by_history {
                    r += i32::from(standing.is_some() && !improving) - history / HISTORY_REDUCTION;
                }
                r.min(d - 1).max(0)
            } else {
                0
            };
            let score = if i == 0 {
                -self.negamax(pos, d, ply + 1, -beta, -alpha, check, &mut line)
            } else {
                let mut s = -self.negamax(
                    pos,
                    d - reduce,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    check,
                    &mut line,
                );
                if reduce > 0 && s > alpha {
                    s = -self.negamax(pos, d, ply + 1, -alpha - 1, -alpha, check, &mut line);
                }
                if s > alpha && s < beta {
                    -self.negamax(pos, d, ply + 1, -beta, -alpha, check, &mut line)
                } else {
                    s
                }
            };
            pos.unmake(m, u);
            if self.stopped {
                self.path.pop();
                self.after_null = after_null;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            if score > alpha {
                // Only a move that raises alpha carries the line (the first move always
                // does at the root, whose window is the widest).
                alpha = score;
                pv.clear();
                pv.push(m);
                pv.extend_from_slice(&line);
                if ply == 0 {
                    self.root_best = Some((m, score, pv.clone()));
                }
            }
            if alpha >= beta {
                let bonus = (32 * depth * depth).min(HISTORY_MAX / 8);
                // A capture that cut is credited, and the captures tried before it (or
                // before the quiet move that cut) are discredited.
                self.credit_capture(&m, bonus);
                for c in &tried_captures {
                    self.credit_capture(c, -bonus);
                }
                if quiet {
                    let k = &mut self.killers[(ply as usize).min(MAX_PLY - 1)];
                    if k[0] != Some(m) {
                        k[1] = k[0];
                        k[0] = Some(m);
                    }
                    self.credit(&m, ply as usize, bonus);
                    // The quiet moves tried before it did not cut: less credit to them.
                    for q in &quiets {
                        self.credit(q, ply as usize, -bonus);
                    }
                }
                break;
            }
            if quiet {
                let _ = quiets.try_push(m);
            } else if victim(&m).is_some() {
                let _ = tried_captures.try_push(m);
            }
        }
        self.path.pop();
        self.after_null = after_null;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table[slot] = Some(Entry {
            key,
            depth,
            score: to_table(best, ply),
            bound,
            best: best_move,
        });
        best
    }
}

/// The most credit (or discredit) a quiet move's history gathers.
const HISTORY_MAX: i32 = 1 << 14;
// The continuation history's entries (`i16`) hold the bound.
const _: () = assert!(HISTORY_MAX <= i16::MAX as i32);

/// A late quiet move is reduced a ply less for each this much of its history ([`Searcher::quiet_score`]),
/// a ply more for each this much against it.
const HISTORY_REDUCTION: i32 = 12_000;

/// The transposition table's entries (a power of two).
const TABLE: usize = 1 << 18;

/// A late quiet move near the leaves is not searched when its history is below this much
/// a ply of depth.
const HISTORY_PRUNING: i32 = 3_000;

/// The deepest node cut by its static evaluation alone (reverse futility).
const RFP_DEPTH: i32 = 3;

/// The margin of quiescence's delta pruning: how much a capture's position may gain beyond
/// its prey's value.
const DELTA: i32 = 200;

/// The first aspiration window's half-width, in centipawns.
const ASPIRATION: i32 = 40;

/// Moves from this one on (in the searched order: the table's move, captures, killers,
/// then quiet moves by history) may be searched a ply shallower first.
const LATE_MOVE: usize = 3;

/// The iteration after which the search looks for a win in [`CHECKS_MOVES`] by checks: by
/// then every win in fewer moves has been seen (three plies find a win in two).
const CHECKS_AFTER: u32 = 3;
/// How many of its own moves that look goes to.
const CHECKS_MOVES: u32 = 3;
/// The share of the node budget it may use (a tenth), or this many nodes without a budget;
/// and a tenth of the time left, with a time limit.
const CHECKS_NODES: u64 = 300_000;

impl Searcher<'_> {
    /// A win in [`CHECKS_MOVES`] by checks, as a search's report, if the look within its
    /// share of the budget finds one. The budget's remainder goes on to the search either
    /// way; only a stop from outside or the deadline ends it.
    fn checks_prelude(&mut self, pos: &mut Position, limits: &Limits) -> Option<Report> {
        let budget = self.budget;
        let share = limits.nodes.map_or(CHECKS_NODES, |n| n / 10);
        self.budget = budget.min(self.nodes.saturating_add(share));
        // Within a tenth of the time left, too.
        let deadline = self.deadline;
        let now = std::time::Instant::now();
        self.deadline = deadline.map(|d| now + d.saturating_duration_since(now) / 10);
        let found = self.checks_win(pos, CHECKS_MOVES, 0);
        self.budget = budget;
        self.deadline = deadline;
        // Out of its share, the search goes on; stopped from outside, it does not.
        self.stopped = self.nodes >= budget
            || self.stop.load(Ordering::Relaxed)
            || self
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d);
        let m = found.filter(|_| !self.stopped)?;
        let plies = 2 * CHECKS_MOVES - 1;
        Some(Report {
            best: Some(m),
            score: MATE - plies as i32,
            depth: plies,
            nodes: self.nodes,
            pv: vec![m],
        })
    }
}

/// Searches `pos` to `limits`, deeper each iteration; the last whole iteration's result.
pub fn search(pos: &Position, limits: Limits) -> Report {
    search_reporting(pos, limits, |_| {})
}

/// As [`search`], calling `each` with every whole iteration's result (a driver's `info`).
pub fn search_reporting(pos: &Position, limits: Limits, each: impl FnMut(&Report)) -> Report {
    search_until(pos, limits, &AtomicBool::new(false), each)
}

/// As [`search_reporting`], also ending when `stop` is set (a driver's `stop`, from another
/// thread). Stopped before its first iteration ends, it still names a legal move.
pub fn search_until(
    pos: &Position,
    limits: Limits,
    stop: &AtomicBool,
    each: impl FnMut(&Report),
) -> Report {
    search_within(pos, Within::default(), limits, stop, each)
}

/// What a game adds to a position: the moves its rules allow now, and the positions it has
/// been through.
#[derive(Debug, Clone, Copy, Default)]
pub struct Within<'a> {
    /// The moves the root may play (`None`: the position's legal moves).
    pub root: Option<&'a [Move]>,
    /// The repetition keys of the positions before this one (a position met again is a
    /// draw to the search).
    pub history: &'a [u64],
    /// A running count (Makruk's, Ouk's, Sittuyin's): the side whose moves it counts, and
    /// how many moves it has left before the game is drawn. The search scores a line on
    /// which they run out as a draw, unless the last one ends the game; it does not follow
    /// a count stopped or restarted by a capture on the line.
    pub count: Option<(Color, u32)>,
}

/// What one search leaves for the next in the same game: its transposition table and its
/// history of quiet moves. A search that starts from them finds the line it expected
/// already searched (the position after its move and the answer it foresaw), and its first
/// iterations cost next to nothing. Kept only between searches alike (the same game, the
/// same evaluation, the same noise and salt): anything else starts afresh.
pub struct Memory {
    table: Vec<Option<Entry>>,
    history: Vec<i32>,
    continuation: Vec<i16>,
    captures: Vec<i16>,
    /// What the searches it holds were made with: the game, the weights and the noise.
    made_with: Option<(crate::Variant, Weights, i32, u64)>,
    /// Whether it holds nothing (new, or cleared since its last search).
    empty: bool,
}

impl Memory {
    /// An empty memory (a transposition table, about 10 MB, the continuation history,
    /// about 14 MB, and the capture history, about 150 KB).
    pub fn new() -> Memory {
        Memory {
            table: vec![None; TABLE],
            history: vec![0; HISTORY],
            continuation: vec![0; CONTINUATION],
            captures: vec![0; CAPTURES],
            made_with: None,
            empty: true,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        if !self.empty {
            self.table.fill(None);
            self.history.fill(0);
            self.continuation.fill(0);
            self.captures.fill(0);
        }
        self.made_with = None;
        self.empty = true;
    }
}

impl Default for Memory {
    fn default() -> Memory {
        Memory::new()
    }
}

impl std::fmt::Debug for Memory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Memory")
            .field(
                "entries",
                &self.table.iter().filter(|e| e.is_some()).count(),
            )
            .finish_non_exhaustive()
    }
}

/// As [`search_until`], within a game: only `within.root`'s moves at the root, and the
/// positions of `within.history` met again scored as draws.
pub fn search_within(
    pos: &Position,
    within: Within<'_>,
    limits: Limits,
    stop: &AtomicBool,
    each: impl FnMut(&Report),
) -> Report {
    search_remembering(pos, within, limits, stop, &mut Memory::new(), each)
}

/// As [`search_within`], starting from what the searches before it in `memory` found, and
/// leaving its own there for the next.
pub fn search_remembering(
    pos: &Position,
    within: Within<'_>,
    limits: Limits,
    stop: &AtomicBool,
    memory: &mut Memory,
    mut each: impl FnMut(&Report),
) -> Report {
    let weights = limits.weights.unwrap_or_else(|| Weights::of(pos.variant()));
    if memory.table.len() != TABLE
        || memory.captures.len() != CAPTURES
        || memory.history.len() != HISTORY
        || memory.continuation.len() != CONTINUATION
    {
        // Its room was lent to a search that never gave it back (it panicked): anew.
        *memory = Memory::new();
    }
    let made_with = Some((pos.variant(), weights, limits.noise, limits.salt));
    // A running count scores lines by the moves left from this root: not for the next.
    if memory.made_with != made_with || within.count.is_some() {
        memory.clear();
        memory.made_with = made_with;
    } else {
        // The old history counts for half: the game has moved on. The continuation history
        // is left to fade by its own rule ([`towards`]) rather than halved (6.8 million
        // entries each move).
        for h in &mut memory.history {
            *h /= 2;
        }
    }
    memory.empty = false;
    let mut s = searcher(pos, within, &limits, weights, stop, memory);
    let report = deepen(&mut s, pos, &limits, &mut each);
    memory.table = std::mem::take(&mut s.table);
    memory.history = std::mem::take(&mut s.history);
    memory.continuation = std::mem::take(&mut s.continuation);
    memory.captures = std::mem::take(&mut s.captures);
    report
}

/// A searcher for `pos` within `limits`, with what `memory` holds (its table and histories,
/// given back by the caller after the search).
fn searcher<'a>(
    pos: &Position,
    within: Within<'a>,
    limits: &Limits,
    weights: Weights,
    stop: &'a AtomicBool,
    memory: &mut Memory,
) -> Searcher<'a> {
    Searcher {
        root: within.root.filter(|r| !r.is_empty()),
        count: within.count,
        root_turn: pos.turn(),
        // The positions before the root, alternating sides up to it (a game's keys end with
        // the position itself, which the root's own entry stands for).
        path: match within.history.split_last() {
            Some((&last, before)) if last == pos.repetition_key() => before.to_vec(),
            _ => within.history.to_vec(),
        },
        noise: limits.noise.max(0),
        salt: limits.salt,
        eval: Evaluator::new(pos.variant(), weights),
        nodes: 0,
        budget: limits.nodes.unwrap_or(u64::MAX),
        stop,
        // A time beyond the clock's range is no limit (`go movetime` with any number).
        deadline: limits
            .time
            .and_then(|t| std::time::Instant::now().checked_add(t)),
        stopped: false,
        table: std::mem::take(&mut memory.table),
        killers: [[None; 2]; MAX_PLY],
        history: std::mem::take(&mut memory.history),
        continuation: std::mem::take(&mut memory.continuation),
        captures: std::mem::take(&mut memory.captures),
        by_history: !matches!(pos.variant().rules().drops, crate::variant::Drops::Shogi),
        every_check: pos.variant().rules().palace,
        moved: [None; MAX_PLY + 1],
        root_best: None,
        after_null: false,
        statics: [None; MAX_PLY + 1],
    }
}

/// Iterative deepening from `pos` within `limits`, each iteration reported to `each`.
fn deepen(
    s: &mut Searcher<'_>,
    pos: &Position,
    limits: &Limits,
    each: &mut impl FnMut(&Report),
) -> Report {
    let started = std::time::Instant::now();
    let mut pos = pos.clone();
    let mut report = Report {
        best: None,
        score: 0,
        depth: 0,
        nodes: 0,
        pv: Vec::new(),
    };
    for depth in 1..=limits.depth.max(1) {
        if depth == CHECKS_AFTER + 1 && limits.noise == 0 && !s.stopped {
            // No win in fewer moves was seen: look for one in three by checks, within a
            // part of the budget, before going deeper.
            if let Some(found) = s.checks_prelude(&mut pos, limits) {
                report = found;
                each(&report);
                break;
            }
        }
        // With a time limit, perhaps no new iteration ([`Limits::begins`]).
        if depth > 1 && !limits.begins(started.elapsed()) {
            break;
        }
        let mut pv = Vec::new();
        let in_check = pos.is_check();
        s.root_best = None;
        // A window around the last iteration's score, widened fourfold while the score falls
        // outside it.
        let mut window = if depth >= 4 && report.score.abs() < MATE_BOUND {
            ASPIRATION
        } else {
            MATE
        };
        let score = loop {
            let (alpha, beta) = if window >= MATE {
                (-MATE - 1, MATE + 1)
            } else {
                (report.score - window, report.score + window)
            };
            let score = s.negamax(&mut pos, depth as i32, 0, alpha, beta, in_check, &mut pv);
            if s.stopped || (score > alpha && score < beta) || window >= MATE {
                break score;
            }
            window = if window * 4 >= MATE_BOUND {
                MATE
            } else {
                window * 4
            };
        };
        if s.stopped {
            // Stopped midway: a root move that beat the last iteration's best, searched to
            // the end, is the better choice.
            if let Some((m, score, line)) = s.root_best.take() {
                if report.best != Some(m) {
                    report = Report {
                        best: Some(m),
                        score,
                        depth: report.depth,
                        nodes: s.nodes,
                        pv: line,
                    };
                }
            }
            break;
        }
        report = Report {
            best: pv.first().copied(),
            score,
            depth,
            nodes: s.nodes,
            pv,
        };
        each(&report);
        // A mate found is not bettered by looking deeper: this iteration, full width to
        // `depth` plies, would have found any shorter one (so a mate one ply beyond it, seen
        // through a check's extension, is the shortest too).
        if score.abs() > MATE_BOUND && (MATE - score.abs()) as u32 <= depth + 1 {
            break;
        }
    }
    report.nodes = s.nodes;
    if report.best.is_none() && pos.outcome().is_none() {
        report.best = match s.root {
            Some(root) => root.first().copied(),
            None => pos.legal_moves().first().copied(),
        };
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::Variant;

    fn position(game: &str, fen: &str) -> Position {
        crate::fen::parse(fen, Variant::historical(game, &[]).expect("a game")).expect("a FEN")
    }

    /// A side with only its king and pawns never passes (its zugzwangs are real); a piece
    /// on the board or in hand lets it.
    #[test]
    fn a_null_move_is_tried_only_beside_a_piece() {
        let pawns = position("shatranj", "8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1");
        assert!(!null_move_sound(&pawns));
        let rook = position("shatranj", "8/8/4k3/3p4/3P4/4K3/8/R7 w - - 0 1");
        assert!(null_move_sound(&rook));
        // Black has only its king and a pawn there.
        let black = position("shatranj", "8/8/4k3/3p4/3P4/4K3/8/R7 b - - 0 1");
        assert!(!null_move_sound(&black));
        let hand = position("shogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 0 1");
        assert!(null_move_sound(&hand));
    }

    /// Out of the palace games, a check is extended unless the checked side can simply
    /// take the checking piece: a rook given to the king is not, a guarded or distant one
    /// is. In the palace games every check is.
    #[test]
    fn a_check_that_hangs_its_piece_is_not_extended() {
        let extended = |game: &str, fen: &str, uci: &str| {
            let mut pos = position(game, fen);
            let m = crate::uci::parse(uci, &pos).expect("a legal move");
            pos.make(m);
            assert!(pos.is_check(), "{uci} checks");
            extends_check(&pos, &m, pos.variant().rules().palace)
        };
        let alone = "4k3/8/8/8/8/8/8/3R3K w - - 0 1";
        assert!(!extended("makruk", alone, "d1d8"));
        assert!(extended("makruk", alone, "d1e1"));
        let guarded = "4k3/8/8/8/8/8/3R4/3R3K w - - 0 1";
        assert!(extended("makruk", guarded, "d2d8"));
        // The same hanging check in Xiangqi: the chariot beside the general.
        let xiangqi = "4k4/9/9/9/9/9/9/9/9/3R1K3 w - - 0 1";
        assert!(extended("xiangqi", xiangqi, "d1d10"));
        // The hanging check is reduced like a quiet move; the guarded one, extended, is
        // not; nor is any move made in check, or a killer.
        let (hanging, safe) = (
            extended("makruk", alone, "d1d8"),
            extended("makruk", guarded, "d2d8"),
        );
        assert!(may_reduce(false, hanging, true, false));
        assert!(!may_reduce(false, safe, true, false));
        assert!(!may_reduce(true, false, true, false));
        assert!(!may_reduce(false, false, true, true));
    }

    /// Reductions start with the fourth move at three plies left, and never shrink as the
    /// depth or the place grows.
    #[test]
    fn late_moves_are_reduced_more_the_later_and_deeper() {
        assert_eq!(reduction(2, 20), 0);
        assert_eq!(reduction(8, LATE_MOVE - 1), 0);
        assert_eq!(reduction(3, LATE_MOVE), 1);
        for d in 3..30 {
            for i in LATE_MOVE..60 {
                assert!(reduction(d, i) >= 1);
                assert!(reduction(d + 1, i) >= reduction(d, i));
                assert!(reduction(d, i + 1) >= reduction(d, i));
            }
        }
        assert!(reduction(20, 40) >= 4);
    }

    /// Late quiet moves are pruned by their count up to [`LATE_MOVE_DEPTH`] plies from the
    /// leaves: after more moves the deeper the node, and twice as many where the side to
    /// move is improving.
    #[test]
    fn late_quiet_moves_are_pruned_after_more_moves_the_deeper() {
        assert_eq!((late_moves(1, false), late_moves(1, true)), (2, 4));
        assert_eq!((late_moves(8, false), late_moves(8, true)), (33, 67));
        for d in 1..LATE_MOVE_DEPTH {
            assert!(late_moves(d + 1, false) > late_moves(d, false));
            assert!(late_moves(d, true) >= 2 * late_moves(d, false));
        }
    }

    /// A search given a moment returns a legal move, even from a position whose first
    /// iterations alone take longer (the move of the iteration under way when it stopped).
    #[test]
    fn a_search_out_of_time_still_plays_a_legal_move() {
        let pos = position(
            "shogi",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - - 0 1",
        );
        let r = search(
            &pos,
            Limits {
                time: Some(std::time::Duration::from_millis(1)),
                ..Limits::default()
            },
        );
        let best = r.best.expect("a move");
        assert!(pos.legal_moves().contains(&best));
    }

    /// A time that is the move's to spend whole is spent: iterations are begun until it runs
    /// out, and the search ends no sooner. As a cap (the default), no iteration is begun
    /// after three fifths of it.
    #[test]
    fn a_whole_time_is_spent_and_a_cap_is_not() {
        let ms = std::time::Duration::from_millis;
        let cap = Limits {
            time: Some(ms(100)),
            ..Limits::default()
        };
        assert!(cap.begins(ms(50)) && cap.begins(ms(60)));
        assert!(!cap.begins(ms(61)) && !cap.begins(ms(99)));
        let whole = Limits {
            whole_time: true,
            ..cap
        };
        assert!(whole.begins(ms(99)) && whole.begins(ms(150)));
        assert!(Limits::default().begins(ms(1_000_000)));
        // And spent: from Makruk's start, nothing ends the search before its time.
        let pos = Position::new(Variant::historical("makruk", &[]).expect("makruk"));
        let started = std::time::Instant::now();
        let r = search(
            &pos,
            Limits {
                time: Some(ms(60)),
                whole_time: true,
                ..Limits::default()
            },
        );
        assert!(started.elapsed() >= ms(60), "{:?}", started.elapsed());
        assert!(pos.legal_moves().contains(&r.best.expect("a move")));
    }

    /// A search that remembers the one before finds the position already searched (under
    /// half the nodes); one with other weights or noise, or within a running
    /// count, starts afresh and searches exactly as a search without memory.
    #[test]
    fn a_memory_carries_one_search_to_the_next_alike() {
        let pos = Position::new(Variant::historical("makruk", &[]).expect("makruk"));
        let stop = AtomicBool::new(false);
        let fresh =
            |limits: Limits, within: Within<'_>| search_within(&pos, within, limits, &stop, |_| {});
        let mut memory = Memory::new();
        let deep = Limits::depth(7);
        let first = search_remembering(&pos, Within::default(), deep, &stop, &mut memory, |_| {});
        assert_eq!(first, fresh(deep, Within::default()));
        let again = search_remembering(&pos, Within::default(), deep, &stop, &mut memory, |_| {});
        assert!(
            again.nodes * 2 < first.nodes,
            "{} then {}",
            first.nodes,
            again.nodes
        );
        assert!(pos.legal_moves().contains(&again.best.expect("a move")));

        let noisy = Limits {
            noise: 50,
            salt: 7,
            ..deep
        };
        let mut other = Weights::of(pos.variant());
        other.terms.mobility += 10;
        let reweighed = Limits {
            weights: Some(other),
            ..deep
        };
        for limits in [noisy, reweighed] {
            let remembered =
                search_remembering(&pos, Within::default(), limits, &stop, &mut memory, |_| {});
            assert_eq!(remembered, fresh(limits, Within::default()));
        }
        let counting = Within {
            count: Some((Color::White, 30)),
            ..Within::default()
        };
        search_remembering(&pos, Within::default(), deep, &stop, &mut memory, |_| {});
        let counted = search_remembering(&pos, counting, deep, &stop, &mut memory, |_| {});
        assert_eq!(counted, fresh(deep, counting));
    }

    /// A history never passes its bound, however often it is credited or discredited, and
    /// an old credit fades under new discredit.
    #[test]
    fn histories_stay_within_their_bound() {
        let mut h = 0;
        for _ in 0..1_000 {
            h = towards(h, HISTORY_MAX / 8);
            assert!((0..=HISTORY_MAX).contains(&h), "{h}");
        }
        assert!(h > HISTORY_MAX * 9 / 10);
        for _ in 0..1_000 {
            h = towards(h, -HISTORY_MAX / 8);
            assert!((-HISTORY_MAX..=HISTORY_MAX).contains(&h), "{h}");
        }
        assert!(h < -HISTORY_MAX * 9 / 10);
    }

    /// A searcher for `pos` with its game's weights, nothing from before the root.
    fn searcher_for<'a>(
        pos: &Position,
        limits: &Limits,
        stop: &'a AtomicBool,
        memory: &mut Memory,
    ) -> Searcher<'a> {
        searcher(
            pos,
            Within::default(),
            limits,
            Weights::of(pos.variant()),
            stop,
            memory,
        )
    }

    /// Quiescence keeps its result in the table, and the same position met again is cut by
    /// it at once; a full search's entry there is used but never displaced.
    #[test]
    fn quiescence_keeps_its_result_where_no_deeper_one_stands() {
        let pos = position("makruk", "r3k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
        let stop = AtomicBool::new(false);
        let limits = Limits::default();
        let mut memory = Memory::new();
        let mut s = searcher_for(&pos, &limits, &stop, &mut memory);
        let mut p = pos.clone();
        let key = pos.repetition_key();
        let slot = s.slot(key);
        let first = s.quiesce(&mut p, -MATE, MATE, 0, false);
        let kept = s.table[slot].expect("kept");
        assert_eq!((kept.key, kept.depth, kept.score), (key, 0, first));
        assert!(matches!(kept.bound, Bound::Exact));
        let nodes = s.nodes;
        assert_eq!(s.quiesce(&mut p, -MATE, MATE, 0, false), first);
        assert_eq!(s.nodes, nodes + 1, "cut by the table at once");

        // A full search's lower bound below beta does not cut, and stays.
        let deeper = Entry {
            key,
            depth: 3,
            score: first - 500,
            bound: Bound::Lower,
            best: None,
        };
        s.table[slot] = Some(deeper);
        assert_eq!(s.quiesce(&mut p, -MATE, MATE, 0, false), first);
        let after = s.table[slot].expect("still there");
        assert_eq!((after.depth, after.score), (3, first - 500));
        // Its upper bound at or below alpha does cut.
        s.table[slot] = Some(Entry {
            bound: Bound::Upper,
            ..deeper
        });
        assert_eq!(s.quiesce(&mut p, first - 400, MATE, 0, false), first - 500);
    }

    /// A quiet move credited after a move ranks higher after that move than after another:
    /// the continuation history remembers the move it answered, one ply back and two.
    #[test]
    fn a_capture_that_cut_is_tried_before_the_same_prey_taken_otherwise() {
        // White's knight and rook can both take the pawn on d5; the knight can take the rook
        // on b5.
        let pos = position("shatranj", "4k3/8/8/1r1p4/8/2N5/8/3RK3 w - - 0 1");
        let stop = AtomicBool::new(false);
        let limits = Limits::default();
        let mut memory = Memory::new();
        let mut s = searcher_for(&pos, &limits, &stop, &mut memory);
        let captures: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| victim(m).is_some())
            .collect();
        let take = |by: Role, prey: Role| {
            *captures
                .iter()
                .find(|m| mover(m) == Some(by) && victim(m) == Some(prey))
                .expect("the capture")
        };
        let (rook_taken, by_knight, by_rook) = (
            take(Role::Knight, Role::Rook),
            take(Role::Knight, Role::Pawn),
            take(Role::Rook, Role::Pawn),
        );
        let ordered = |s: &Searcher<'_>| {
            let mut list = captures.clone();
            s.order(&mut list, None, 0);
            list
        };
        // At first, the bigger prey, then the smaller attacker.
        assert_eq!(ordered(&s), vec![rook_taken, by_knight, by_rook]);
        // The rook's capture cut, often: it goes before the knight's, never before the
        // bigger prey.
        for _ in 0..100 {
            s.credit_capture(&by_rook, HISTORY_MAX / 8);
        }
        assert!(s.captures[capture_slot(&by_rook).expect("a capture")] > 0);
        assert_eq!(ordered(&s), vec![rook_taken, by_rook, by_knight]);
        // Discredited as often, it is back behind.
        for _ in 0..200 {
            s.credit_capture(&by_rook, -HISTORY_MAX / 8);
        }
        assert_eq!(ordered(&s), vec![rook_taken, by_knight, by_rook]);
        // A quiet move has no capture history.
        let quiet = *pos
            .legal_moves()
            .iter()
            .find(|m| victim(m).is_none())
            .expect("a quiet move");
        assert_eq!(capture_slot(&quiet), None);
    }

    #[test]
    fn a_quiet_move_is_credited_after_the_move_it_answered() {
        let pos = Position::new(Variant::historical("makruk", &[]).expect("makruk"));
        let stop = AtomicBool::new(false);
        let limits = Limits::default();
        let mut memory = Memory::new();
        let mut s = searcher_for(&pos, &limits, &stop, &mut memory);
        let moves = pos.legal_moves();
        let (a, b, answer) = (moves[0], moves[1], moves[2]);
        s.moved[0] = piece_to(&a);
        let plain = s.quiet_score(&answer, 1);
        s.credit(&answer, 1, 1_000);
        let after_a = s.quiet_score(&answer, 1);
        assert!(after_a > plain);
        s.moved[0] = piece_to(&b);
        let after_b = s.quiet_score(&answer, 1);
        // Only its own history counts after another move.
        assert!(
            after_a > after_b && after_b > plain,
            "{plain} {after_a} {after_b}"
        );
        // Two plies on, the move it answered still counts.
        s.moved[0] = piece_to(&a);
        s.moved[1] = piece_to(&b);
        assert!(s.quiet_score(&answer, 2) > after_b);
        // Ordered among quiet moves, the credited one comes first after `a`.
        let mut list: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| victim(m).is_none())
            .collect();
        s.order(&mut list, None, 1);
        assert_eq!(list[0], answer);

        // In a game with drops, the move is credited alike whatever it answered.
        let shogi = Position::new(Variant::historical("shogi", &[]).expect("shogi"));
        let mut s = searcher_for(&shogi, &limits, &stop, &mut Memory::new());
        let moves = shogi.legal_moves();
        let (a, b, answer) = (moves[0], moves[1], moves[2]);
        s.moved[0] = piece_to(&a);
        s.credit(&answer, 1, 1_000);
        let after_a = s.quiet_score(&answer, 1);
        s.moved[0] = piece_to(&b);
        assert_eq!(s.quiet_score(&answer, 1), after_a);
        assert!(after_a > 0);
    }
}
