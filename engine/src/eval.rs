//! The computer's evaluation: what a position is worth to the side to move, in centipawns,
//! from weights kept as data beside each game's definition ([`crate::VariantSpec::values`]
//! and [`crate::VariantSpec::terms`]).
//!
//! The terms: material on the board and in hand at the game's own piece values (a piece in
//! hand may count for more, [`Terms::hand`]); a pawn's advance; other pieces' nearness to
//! the centre, and where weights give one, each piece's placement by rank and file
//! ([`Placement`]); mobility (the moves a side's pieces have on the board); attack on the
//! enemy king (those moves that land beside it, or in its palace); where weights give them,
//! threats (enemy pieces attacked by a piece worth less), a king's shelter (its own pieces
//! beside it, or in its palace), an attack on the king by several pieces at once (growing
//! faster than their moves) and the chess pawn's structure (pawns guarded by pawns, side by
//! side, or isolated); in the Shogi games with drops a king that has entered the
//! enemy camp (the way to an impasse), and once both have, the jishōgi points that decide
//! the impasse; and a won ending's technique. The weights were fitted with
//! `engine/examples/tune.rs`: Xiangqi's values and terms to self-played games, Makruk's and
//! Xiangqi's placements to the top level's games against Fairy-Stockfish (BENCHMARKS.md
//! has the matches that kept them).

use crate::position::Position;
use crate::types::{Bitboard, Color, Role, Square, Squares, SQUARES};

/// A piece's value in centipawns: a start from common engine practice, the same in every
/// game that has the piece.
pub fn value(role: Role) -> i32 {
    match role {
        Role::King | Role::CrownPrince => 0,
        Role::Pawn | Role::ShogiPawn | Role::Soldier => 100,
        Role::Ferz | Role::Advisor | Role::Elephant => 180,
        Role::Alfil | Role::Dabbaba => 150,
        Role::Knight | Role::Horse => 320,
        Role::ShogiKnight => 400,
        Role::Lance => 350,
        Role::Silver => 500,
        Role::Gold
        | Role::Tokin
        | Role::PromotedSilver
        | Role::PromotedKnight
        | Role::PromotedLance => 550,
        Role::DrunkElephant => 450,
        Role::Cannon => 450,
        Role::Bishop => 650,
        Role::Rook | Role::Chariot => 900,
        Role::Bers => 1_050,
        Role::DragonHorse => 950,
        Role::Dragon => 1_150,
        Role::AmazonHorse => 1_200,
    }
}

/// The piece values of `variant`: the common ones ([`value`]), with the game's own where its
/// definition gives them ([`crate::VariantSpec::values`]), indexed by role.
pub fn values(variant: crate::Variant) -> [i32; 32] {
    let mut t = [0; 32];
    for &r in Role::ALL.iter() {
        t[r as usize] = value(r);
    }
    for &(r, v) in variant.spec().values {
        t[r as usize] = v;
    }
    t
}

/// The evaluation's weights beside material, per game ([`crate::VariantSpec::terms`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    /// Per rank a pawn (a soldier) has advanced.
    pub advance: i32,
    /// Per step nearer the centre a piece other than a pawn or the king stands (steps are
    /// half-squares, so odd and even boards alike count whole ones).
    pub centre: i32,
    /// Per move a side's pieces other than the king have on the board, in tenths of a
    /// centipawn.
    pub mobility: i32,
    /// Per such move that lands beside the enemy king or in its palace.
    pub king_attack: i32,
    /// A king standing in the enemy camp, where drops are played (the way to an impasse).
    pub entering: i32,
    /// Once both kings stand in camp (Shogi's impasse, decided by jishōgi points), per point
    /// a side counts up to the 24 it needs, against the other's.
    pub impasse: i32,
    /// What a piece in hand is worth beyond its value on the board, in hundredths of that
    /// value (a piece in hand may be dropped where it is needed).
    pub hand: i32,
    /// Per enemy piece a side attacks with a piece worth less (it must move, or be lost).
    pub threat: i32,
    /// Per piece of a side's own, other than a king, standing beside its king or in its
    /// palace (a castle's guard).
    pub shelter: i32,
    /// An attack on the king by several pieces at once, in tenths of a centipawn per move
    /// into the enemy king's zone times the pieces making such moves, counted once two or
    /// more do (one piece alone rarely mates; the danger grows faster than the moves).
    pub king_danger: i32,
    /// Per pawn (a chess pawn: it takes one step diagonally forward) guarded by a pawn of
    /// its own.
    pub pawn_supported: i32,
    /// Per pawn with a pawn of its own beside it on the same rank.
    pub pawn_phalanx: i32,
    /// Per pawn with no pawn of its own on a neighbouring file (one none can guard).
    pub pawn_isolated: i32,
}

/// What [`Terms`] a game without its own uses: Tabiya's first evaluation, material and
/// placement only.
pub const PLAIN_TERMS: Terms = Terms {
    advance: 6,
    centre: 2,
    mobility: 0,
    king_attack: 0,
    entering: 0,
    impasse: 0,
    hand: 0,
    threat: 0,
    shelter: 0,
    king_danger: 0,
    pawn_supported: 0,
    pawn_phalanx: 0,
    pawn_isolated: 0,
};

/// The most ranks a board has (the placement tables' length by rank).
pub const RANKS: usize = 10;
/// The most files from an edge to the centre (the placement tables' length by file: a file
/// and its mirror image count alike).
pub const FILES: usize = 5;

/// The distances to a king the placement tables tell apart ([`Placement::enemy`],
/// [`Placement::own`]): a king's step (Chebyshev distance) from 1 to 7, the last for 7 and
/// beyond (the index 0, the king's own square, is never met).
pub const NEAR: usize = 8;

/// What each piece gains for where it stands, beside [`Terms`]'s advance and centre: per
/// role, by its rank counted from its own side and by its file counted from the nearer edge,
/// and by its distance to the enemy king and to its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// By role, then relative rank.
    pub ranks: [[i16; RANKS]; 32],
    /// By role, then file from the nearer edge.
    pub files: [[i16; FILES]; 32],
    /// By role, then its distance in king's steps to the enemy king ([`NEAR`]): an attack's
    /// reach.
    pub enemy: [[i16; NEAR]; 32],
    /// By role, then its distance in king's steps to its own king: a guard's.
    pub own: [[i16; NEAR]; 32],
}

impl Placement {
    /// No gain anywhere.
    pub const NONE: Placement = Placement {
        ranks: [[0; RANKS]; 32],
        files: [[0; FILES]; 32],
        enemy: [[0; NEAR]; 32],
        own: [[0; NEAR]; 32],
    };

    /// Whether any distance to a king gains anything (where none does, none is measured).
    pub fn weighs_kings(&self) -> bool {
        self.enemy
            .iter()
            .chain(&self.own)
            .flatten()
            .any(|&x| x != 0)
    }

    /// The index in the tables by distance of two squares `a` and `b` apart.
    pub fn distance(a: Square, b: Square) -> usize {
        usize::from(a.distance(b)).min(NEAR - 1)
    }

    /// What a piece of `role` gains on relative rank `rank` and file `file` of a board
    /// `files` wide.
    pub fn at(&self, role: Role, rank: usize, file: usize, files: usize) -> i32 {
        i32::from(self.ranks[role as usize][rank.min(RANKS - 1)])
            + i32::from(self.files[role as usize][Self::edge(file, files)])
    }

    /// The tables a game's definition gives, piece by piece ([`crate::VariantSpec::placement`]);
    /// a piece it does not name gains nothing anywhere.
    pub fn of(placed: &[Placed]) -> Placement {
        let mut p = Placement::NONE;
        for one in placed {
            p.ranks[one.role as usize] = one.ranks;
            p.files[one.role as usize] = one.files;
            p.enemy[one.role as usize] = one.enemy;
            p.own[one.role as usize] = one.own;
        }
        p
    }

    /// Where file `file` of a board `files` wide is in the tables by file: counted from the
    /// nearer edge.
    pub fn edge(file: usize, files: usize) -> usize {
        file.min(files.saturating_sub(1).saturating_sub(file))
            .min(FILES - 1)
    }
}

/// One piece's placement as a game's definition gives it ([`crate::VariantSpec::placement`]):
/// what it gains by its rank counted from its own side, by its file counted from the nearer
/// edge, and by its distance to either king.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    /// The piece.
    pub role: Role,
    /// By relative rank, from its own first rank.
    pub ranks: [i16; RANKS],
    /// By file from the nearer edge.
    pub files: [i16; FILES],
    /// By distance to the enemy king ([`Placement::enemy`]).
    pub enemy: [i16; NEAR],
    /// By distance to its own king ([`Placement::own`]).
    pub own: [i16; NEAR],
}

impl Placed {
    /// A piece that gains nothing anywhere (a base for a definition's own).
    pub const NONE: Placed = Placed {
        role: Role::King,
        ranks: [0; RANKS],
        files: [0; FILES],
        enemy: [0; NEAR],
        own: [0; NEAR],
    };
}

/// Everything the evaluation weighs for one game, gathered once for a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// Piece values, indexed by role.
    pub values: [i32; 32],
    /// The other terms.
    pub terms: Terms,
    /// Where each piece stands best.
    pub placement: Placement,
}

impl Weights {
    /// The weights `variant` is defined with (a fitted placement where its definition
    /// gives one; the tuner's fits are tried from a file first, `Weights::with_text`).
    pub fn of(variant: crate::Variant) -> Weights {
        Weights {
            values: values(variant),
            terms: variant.spec().terms,
            placement: Placement::of(variant.spec().placement),
        }
    }
}

impl Weights {
    /// These weights with `text`'s lines applied, each `NAME VALUE`: a role's name
    /// (`Chariot`) sets its value, a term's (`mobility`, `king_attack`, …) the term;
    /// `rank ROLE N VALUE` and `file ROLE N VALUE` set a placement. How a tuning's result
    /// is read back to be tried (`engine/examples/tune.rs` writes it).
    pub fn with_text(mut self, text: &str) -> Result<Weights, String> {
        let role_named = |name: &str| {
            Role::ALL
                .iter()
                .copied()
                .find(|r| format!("{r:?}") == name)
                .ok_or_else(|| format!("no piece or term {name}"))
        };
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let [table @ ("rank" | "file" | "enemy" | "own"), role, n, value] = words[..] {
                let role = role_named(role)?;
                let n: usize = n.parse().map_err(|_| format!("not a number: {line}"))?;
                let value: i16 = value.parse().map_err(|_| format!("not a number: {line}"))?;
                let p = &mut self.placement;
                let slot = match table {
                    "rank" => p.ranks[role as usize].get_mut(n),
                    "file" => p.files[role as usize].get_mut(n),
                    "enemy" => p.enemy[role as usize].get_mut(n),
                    _ => p.own[role as usize].get_mut(n),
                };
                *slot.ok_or_else(|| format!("no such {table}: {line}"))? = value;
                continue;
            }
            let (name, value) = line
                .split_once(char::is_whitespace)
                .ok_or_else(|| format!("not NAME VALUE: {line}"))?;
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| format!("not a number: {line}"))?;
            let t = &mut self.terms;
            match name {
                "advance" => t.advance = value,
                "centre" => t.centre = value,
                "mobility" => t.mobility = value,
                "king_attack" => t.king_attack = value,
                "entering" => t.entering = value,
                "impasse" => t.impasse = value,
                "hand" => t.hand = value,
                "threat" => t.threat = value,
                "shelter" => t.shelter = value,
                "king_danger" => t.king_danger = value,
                "pawn_supported" => t.pawn_supported = value,
                "pawn_phalanx" => t.pawn_phalanx = value,
                "pawn_isolated" => t.pawn_isolated = value,
                _ => self.values[role_named(name)? as usize] = value,
            }
        }
        Ok(self)
    }
}

/// The position's value for the side to move, in centipawns.
pub fn evaluate(pos: &Position) -> i32 {
    Evaluator::new(pos.variant(), Weights::of(pos.variant())).value(pos)
}

/// [`evaluate`] with the weights at hand.
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    Evaluator::new(pos.variant(), *w).value(pos)
}

/// About the most the terms that need the pieces' moves (mobility, attack on the king) add
/// or take in a position a game reaches in practice (a lead of 40 moves, 12 moves into the
/// king's zone); [`Evaluator::value_within`] leaves them out beyond it.
fn activity_margin(t: &Terms) -> i32 {
    4 * t.mobility.abs()
        + 12 * t.king_attack.abs()
        + 3 * t.threat.abs()
        + 5 * t.king_danger.abs()
        + 50
}

/// One game's evaluation with one set of weights, its piece-square table built once: what
/// each piece is worth on each square, its value and its placement (a pawn's advance, another
/// piece's nearness to the centre) together.
#[derive(Debug, Clone)]
pub struct Evaluator {
    weights: Weights,
    /// By (colour, role, square).
    squares: Vec<i32>,
    /// Whether the placement weighs the pieces' distances to the kings.
    near: bool,
}

impl Evaluator {
    /// The evaluation of `variant` with `weights`.
    pub fn new(variant: crate::Variant, weights: Weights) -> Evaluator {
        let (files, ranks) = (i32::from(variant.files()), i32::from(variant.ranks()));
        let mut squares = vec![0; 2 * 32 * SQUARES];
        for color in [Color::White, Color::Black] {
            for &r in Role::ALL.iter() {
                for i in 0..SQUARES {
                    let Some(sq) = u8::try_from(i).ok().and_then(Square::from_index) else {
                        continue;
                    };
                    if i32::from(sq.file()) >= files || i32::from(sq.rank()) >= ranks {
                        continue;
                    }
                    let placement = match r {
                        Role::King | Role::CrownPrince => 0,
                        Role::Pawn | Role::ShogiPawn | Role::Soldier => {
                            weights.terms.advance
                                * i32::from(sq.relative_rank(color, variant.ranks()))
                        }
                        _ => {
                            // Twice the distance from the centre, file and rank, so odd and
                            // even boards alike count in whole steps.
                            let df = (2 * i32::from(sq.file()) - (files - 1)).abs();
                            let dr = (2 * i32::from(sq.rank()) - (ranks - 1)).abs();
                            weights.terms.centre * (files + ranks - 2 - df - dr)
                        }
                    };
                    let fitted = weights.placement.at(
                        r,
                        usize::from(sq.relative_rank(color, variant.ranks())),
                        usize::from(sq.file()),
                        files as usize,
                    );
                    squares[Self::slot(color, r, i)] =
                        weights.values[r as usize] + placement + fitted;
                }
            }
        }
        Evaluator {
            weights,
            squares,
            near: weights.placement.weighs_kings(),
        }
    }

    fn slot(color: Color, role: Role, square: usize) -> usize {
        (color.index() * 32 + role as usize) * SQUARES + square
    }

    /// The weights it evaluates with.
    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    /// The position's value for the side to move, in centipawns.
    pub fn value(&self, pos: &Position) -> i32 {
        self.value_within(pos, -i32::MAX, i32::MAX)
    }

    /// [`Evaluator::value`] for a search that only needs to know whether the value is above
    /// `alpha` and below `beta`: when material and placement alone are further outside than
    /// the activity terms could bring back, those (the costly part) are not computed.
    pub(crate) fn value_within(&self, pos: &Position, alpha: i32, beta: i32) -> i32 {
        let us = pos.turn();
        let lead = self.material(pos, us) - self.material(pos, !us);
        let mut score = lead + mop_up(pos, lead);
        let t = &self.weights.terms;
        if t.entering != 0 || t.impasse != 0 {
            let (ours, theirs) = (entered(pos, us), entered(pos, !us));
            score += t.entering * (ours - theirs);
            if t.impasse != 0 && ours + theirs == 2 {
                score += t.impasse * (impasse_points(pos, us) - impasse_points(pos, !us));
            }
        }
        if t.shelter != 0 {
            score += t.shelter * (shelter(pos, us) - shelter(pos, !us));
        }
        if t.pawn_supported != 0 || t.pawn_phalanx != 0 || t.pawn_isolated != 0 {
            let (ours, theirs) = (pawns(pos, us), pawns(pos, !us));
            score += t.pawn_supported * (ours.supported - theirs.supported)
                + t.pawn_phalanx * (ours.phalanx - theirs.phalanx)
                + t.pawn_isolated * (ours.isolated - theirs.isolated);
        }
        if (t.mobility != 0 || t.king_attack != 0 || t.threat != 0 || t.king_danger != 0)
            && score.saturating_add(activity_margin(t)) > alpha
            && score.saturating_sub(activity_margin(t)) < beta
        {
            // Each side's moves, those into the other's king zone, and (when weighed) its
            // threats and the pieces attacking the king.
            let side = |color: Color| {
                let (zone, values) = (king_zone(pos, !color), &self.weights.values);
                match (t.threat != 0, t.king_danger != 0) {
                    (false, false) => pos.activity::<false, false>(color, zone, values),
                    (true, false) => pos.activity::<true, false>(color, zone, values),
                    (false, true) => pos.activity::<false, true>(color, zone, values),
                    (true, true) => pos.activity::<true, true>(color, zone, values),
                }
            };
            let (ours, theirs) = (side(us), side(!us));
            score += (t.mobility * (ours.moves - theirs.moves)) / 10
                + t.king_attack * (ours.hits - theirs.hits)
                + t.threat * (ours.threats - theirs.threats);
            if t.king_danger != 0 {
                // Several pieces at the king: their moves into its zone times their number.
                let danger = |a: &crate::position::Activity| {
                    if a.attackers >= 2 {
                        a.hits * a.attackers
                    } else {
                        0
                    }
                };
                score += (t.king_danger * (danger(&ours) - danger(&theirs))) / 10;
            }
        }
        score
    }

    /// `color`'s pieces on the board (by the table, and by their distances to the kings
    /// where the placement weighs those) and in hand (at their values).
    fn material(&self, pos: &Position, color: Color) -> i32 {
        let mut total = 0;
        let p = &self.weights.placement;
        let kings = if self.near {
            pos.royal_square(!color).zip(pos.royal_square(color))
        } else {
            None
        };
        for &r in pos.roles() {
            total += i32::from(pos.hand(color, r))
                * self.weights.values[r as usize]
                * (100 + self.weights.terms.hand)
                / 100;
            let base = Self::slot(color, r, 0);
            for sq in Squares(pos.pieces(color, r)) {
                total += self.squares[base + sq.index()];
            }
            if let Some((enemy, own)) = kings.filter(|_| !matches!(r, Role::King)) {
                let (to_enemy, to_own) = (&p.enemy[r as usize], &p.own[r as usize]);
                for sq in Squares(pos.pieces(color, r)) {
                    total += i32::from(to_enemy[Placement::distance(sq, enemy)])
                        + i32::from(to_own[Placement::distance(sq, own)]);
                }
            }
        }
        total
    }
}

/// The squares around `color`'s king an attacker aims at: its palace where the game has one,
/// otherwise the king's square and those beside it.
fn king_zone(pos: &Position, color: Color) -> Bitboard {
    let palace = pos.palace(color);
    if palace != 0 {
        return palace;
    }
    let Some(k) = pos.royal_square(color) else {
        return 0;
    };
    let v = pos.variant();
    let mut zone = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(s) = k.offset(df, dr, v.files(), v.ranks()) {
                zone |= s.bit();
            }
        }
    }
    zone
}

/// A side's pawn structure: its chess pawns guarded by one of its pawns, beside one on the
/// same rank, and with none on a neighbouring file.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pawns {
    pub supported: i32,
    pub phalanx: i32,
    pub isolated: i32,
}

/// `color`'s pawn structure ([`Pawns`]): of the chess pawn only (`Role::Pawn`, which takes
/// diagonally forward), the games' other pawns moving and taking otherwise.
pub(crate) fn pawns(pos: &Position, color: Color) -> Pawns {
    let own = pos.pieces(color, Role::Pawn);
    let mut out = Pawns::default();
    if own == 0 {
        return out;
    }
    let v = pos.variant();
    let (files, ranks) = (v.files(), v.ranks());
    // Forward for `color`: up the board for White.
    let back: i8 = if color == Color::White { -1 } else { 1 };
    let mut on_file: u32 = 0;
    for sq in Squares(own) {
        on_file |= 1 << sq.file();
    }
    let has = |s: Option<Square>| s.is_some_and(|s| own & s.bit() != 0);
    for sq in Squares(own) {
        if has(sq.offset(-1, back, files, ranks)) || has(sq.offset(1, back, files, ranks)) {
            out.supported += 1;
        }
        if has(sq.offset(-1, 0, files, ranks)) || has(sq.offset(1, 0, files, ranks)) {
            out.phalanx += 1;
        }
        let f = u32::from(sq.file());
        let near = (if f > 0 { on_file & (1 << (f - 1)) } else { 0 }) | (on_file & (1 << (f + 1)));
        if near == 0 {
            out.isolated += 1;
        }
    }
    out
}

/// How many of `color`'s pieces other than its kings stand beside its king or in its palace
/// ([`king_zone`]).
fn shelter(pos: &Position, color: Color) -> i32 {
    let own = pos.occupied_by(color);
    let royal = pos.royal_square(color).map_or(0, Square::bit);
    ((king_zone(pos, color) & own) & !royal).count_ones() as i32
}

/// 1 when `color` plays with drops and its king stands in the three ranks furthest from its
/// side (Shogi's camp, where an entered king cannot be mated easily), else 0.
fn entered(pos: &Position, color: Color) -> i32 {
    let v = pos.variant();
    if v.rules().drops != crate::Drops::Shogi {
        return 0;
    }
    pos.royal_square(color).map_or(0, |k: Square| {
        i32::from(k.relative_rank(color, v.ranks()) + 3 >= v.ranks())
    })
}

/// `color`'s jishōgi points, counted up to the 24 a side needs not to lose an impasse.
fn impasse_points(pos: &Position, color: Color) -> i32 {
    crate::shogi::jishogi_points(pos, color).min(24) as i32
}

/// A won ending's technique: with a clear lead against a king left with at most two pieces,
/// the stronger side gains for driving the lone king from the centre and bringing its own
/// king near (the short-stepping pieces of the old games mate only with the king's help).
fn mop_up(pos: &Position, lead: i32) -> i32 {
    if lead.abs() < 300 {
        return 0;
    }
    let us = pos.turn();
    let (strong, weak) = if lead > 0 { (us, !us) } else { (!us, us) };
    if pos.occupied_by(weak).count_ones() > 3 {
        return 0;
    }
    let (Some(wk), Some(sk)) = (pos.royal_square(weak), pos.royal_square(strong)) else {
        return 0;
    };
    let v = pos.variant();
    let (files, ranks) = (i32::from(v.files()), i32::from(v.ranks()));
    let from_centre = (2 * i32::from(wk.file()) - (files - 1)).abs()
        + (2 * i32::from(wk.rank()) - (ranks - 1)).abs();
    let apart = i32::from(wk.distance(sk));
    let bonus = 5 * from_centre + 6 * (files.max(ranks) - apart);
    if strong == us {
        bonus
    } else {
        -bonus
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{fen, Variant};

    fn game(key: &str) -> Variant {
        Variant::historical(key, &[]).expect("a game")
    }

    /// The start positions are the same for both sides, so neither is ahead: a term that
    /// counted one side's moves or king differently from the other's would show here.
    #[test]
    fn a_symmetric_start_is_level() {
        for key in [
            "shatranj",
            "makruk",
            "xiangqi",
            "shogi",
            "heianshogi",
            "shoshogi",
        ] {
            let pos = Position::new(game(key));
            assert_eq!(evaluate(&pos), 0, "{key}");
        }
    }

    /// A chariot (rook) shut in its corner is worth less than one on an open file: the same
    /// material, the free one's moves counted.
    #[test]
    fn a_free_piece_is_worth_more_than_a_shut_in_one() {
        let v = game("makruk");
        let only_mobility = Weights {
            values: values(v),
            terms: Terms {
                mobility: 20,
                ..PLAIN_TERMS
            },
            placement: Placement::NONE,
        };
        // White's rook in the corner behind its own pieces, or in the open on d4; the
        // placement term is taken out by comparing with mobility left out.
        let shut = fen::parse("4k3/8/8/8/8/8/PP6/RN2K3 b - - 0 1", v).expect("a FEN");
        let free = fen::parse("4k3/8/8/8/3R4/8/PP6/1N2K3 b - - 0 1", v).expect("a FEN");
        let plain = |p: &Position| {
            evaluate_with(
                p,
                &Weights {
                    terms: PLAIN_TERMS,
                    ..only_mobility
                },
            )
        };
        let gain = |p: &Position| evaluate_with(p, &only_mobility) - plain(p);
        // Black is to move: White's moves count against it.
        assert!(gain(&free) < gain(&shut), "{} {}", gain(&free), gain(&shut));
        assert!(gain(&shut) < 0);
    }

    /// In Shogi a king in the enemy camp counts its `entering` weight; out of it, nothing.
    #[test]
    fn an_entered_king_counts_in_shogi() {
        let v = game("shogi");
        let w = Weights::of(v);
        assert!(w.terms.entering > 0);
        let home = fen::parse("4k4/9/9/9/9/9/9/9/4K4[GGgg] w - - 0 1", v).expect("a FEN");
        let entered = fen::parse("4k4/9/4K4/9/9/9/9/9/9[GGgg] w - - 0 1", v).expect("a FEN");
        let only = |p: &Position| {
            evaluate_with(
                p,
                &Weights {
                    terms: Terms {
                        entering: w.terms.entering,
                        ..PLAIN_TERMS
                    },
                    ..w
                },
            ) - evaluate_with(
                p,
                &Weights {
                    terms: PLAIN_TERMS,
                    ..w
                },
            )
        };
        assert_eq!(only(&home), 0);
        assert_eq!(only(&entered), w.terms.entering);
    }

    /// With both kings in camp, Shogi's evaluation counts jishōgi points up to 24: a rook in
    /// hand is five, a pawn one, and points past 24 add nothing.
    #[test]
    fn both_kings_in_camp_count_jishogi_points() {
        let v = game("shogi");
        let w = Weights::of(v);
        assert!(w.terms.impasse > 0);
        let only = |text: &str| {
            let p = fen::parse(text, v).expect("a FEN");
            let with = |impasse| {
                evaluate_with(
                    &p,
                    &Weights {
                        terms: Terms {
                            impasse,
                            ..PLAIN_TERMS
                        },
                        ..w
                    },
                )
            };
            with(w.terms.impasse) - with(0)
        };
        // Both kings in camp: Sente (to move) 5 + 1, Gote 1.
        assert_eq!(
            only("4K4/9/9/9/9/9/9/9/4k4[RPp] w - - 0 1"),
            5 * w.terms.impasse
        );
        // One king at home: the points are not counted.
        assert_eq!(only("9/9/9/9/9/9/9/9/4k1K2[RPp] w - - 0 1"), 0);
        // Past 24 nothing more: 30 points against 24 are even.
        assert_eq!(
            only("4K4/9/9/9/9/9/9/9/4k4[RRBBPPPPPPPPPPggggssssnnnnllllpppppppp] w - - 0 1"),
            0
        );
    }

    /// The window only saves work: with the value inside it, the value is exact.
    #[test]
    fn the_window_does_not_change_a_value_inside_it() {
        for key in ["makruk", "xiangqi", "janggi", "shogi"] {
            let v = game(key);
            let w = Weights::of(v);
            let mut pos = Position::new(v);
            for ply in 0..30 {
                let e = evaluate_with(&pos, &w);
                assert_eq!(
                    Evaluator::new(v, w).value_within(&pos, e - 1, e + 1),
                    e,
                    "{key} ply {ply}"
                );
                let moves = pos.legal_moves();
                let Some(m) = moves.get(ply * 7 % moves.len().max(1)) else {
                    break;
                };
                pos = pos.play(m).expect("legal");
            }
        }
    }

    #[test]
    fn weights_are_read_from_text() {
        // From no placement (Xiangqi's definition has its own), so each line's shows alone.
        let w = Weights {
            placement: Placement::NONE,
            ..Weights::of(game("xiangqi"))
        };
        let read = w
            .with_text("Chariot 1000\nmobility 5\n\nking_attack -2\n")
            .expect("weights");
        assert_eq!(read.values[Role::Chariot as usize], 1_000);
        assert_eq!((read.terms.mobility, read.terms.king_attack), (5, -2));
        assert_eq!(read.terms.advance, w.terms.advance);
        assert!(w.with_text("Dragoon 3").unwrap_err().contains("Dragoon"));
        assert!(w
            .with_text("mobility many")
            .unwrap_err()
            .contains("not a number"));
        assert!(w.with_text("mobility").unwrap_err().contains("NAME VALUE"));
        // Placements: a horse on its fourth rank and on a centre file gains both.
        let placed = w
            .with_text("rank Horse 3 25\nfile Horse 4 7\n")
            .expect("placements");
        assert_eq!(placed.placement.at(Role::Horse, 3, 4, 9), 25 + 7);
        // Files count from the nearer edge: the first and the ninth alike.
        let edge = w.with_text("file Horse 0 -9").expect("a placement");
        assert_eq!(edge.placement.at(Role::Horse, 0, 0, 9), -9);
        assert_eq!(edge.placement.at(Role::Horse, 0, 8, 9), -9);
        assert!(w
            .with_text("rank Horse 12 5")
            .unwrap_err()
            .contains("no such rank"));
    }

    /// A piece's distances to the kings count where the placement weighs them: a gold two
    /// steps from the enemy king and beside its own gains both weights, for either side,
    /// and a piece in hand stands nowhere.
    #[test]
    fn a_piece_near_the_kings_counts_its_distances() {
        let v = game("shogi");
        let w = Weights {
            placement: Placement::NONE,
            ..Weights::of(v)
        };
        assert!(!w.placement.weighs_kings());
        let near = w
            .with_text("enemy Gold 2 30\nown Gold 1 12\nown Gold 7 -5")
            .expect("placements");
        assert!(near.placement.weighs_kings());
        let only = |text: &str| {
            let p = fen::parse(text, v).expect("a FEN");
            evaluate_with(&p, &near) - evaluate_with(&p, &w)
        };
        // Sente's gold on 5c: two steps from Gote's king on 5a, beside its own on 5d.
        assert_eq!(only("4k4/9/4G4/4K4/9/9/9/9/9 w - - 0 1"), 30 + 12);
        // The same seen by Gote, to move: against it.
        assert_eq!(only("4k4/9/4G4/4K4/9/9/9/9/9 b - - 0 1"), -(30 + 12));
        // Far from both (seven steps and more counted alike): only the own king's far weight.
        assert_eq!(only("8k/9/9/9/9/9/9/9/G7K w - - 0 1"), -5);
        // In hand: nothing.
        assert_eq!(only("4k4/9/9/4K4/9/9/9/9/9[G] w - - 0 1"), 0);
        assert!(w
            .with_text("enemy Gold 8 1")
            .unwrap_err()
            .contains("no such enemy"));
    }

    /// `hand` counts a piece in hand for that many hundredths of its value more, for either
    /// side; pieces on the board are untouched.
    #[test]
    fn a_piece_in_hand_may_count_for_more() {
        let v = game("shogi");
        // From none more (Shogi's own weights count 30% more).
        let w = Weights::of(v).with_text("hand 0").expect("a term");
        let pos = fen::parse("4k4/9/9/9/9/9/9/9/4K4[Rg] w - - 0 1", v).expect("a FEN");
        let more = w.with_text("hand 20").expect("a term");
        let (rook, gold) = (w.values[Role::Rook as usize], w.values[Role::Gold as usize]);
        assert_eq!(
            evaluate_with(&pos, &more) - evaluate_with(&pos, &w),
            (rook - gold) / 5
        );
    }

    /// A placement moves the evaluation by its amount for each piece that stands there,
    /// for the side to move and against the other.
    #[test]
    fn a_placement_counts_for_each_piece_on_its_rank() {
        let v = game("makruk");
        // From no placement at all (Makruk's definition has its own).
        let w = Weights {
            placement: Placement::NONE,
            ..Weights::of(v)
        };
        let pos = Position::new(v);
        // Both sides' pawns stand on their third rank (relative rank 2): even.
        let placed = w.with_text("rank Pawn 2 30").expect("a placement");
        assert_eq!(evaluate_with(&pos, &placed), evaluate_with(&pos, &w));
        // White's pawn advanced to its fourth: White (to move) gains there, loses one on
        // the third.
        let pos = fen::parse("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 1", v)
            .expect("a FEN");
        let fourth = w.with_text("rank Pawn 3 30").expect("a placement");
        assert_eq!(evaluate_with(&pos, &fourth) - evaluate_with(&pos, &w), 30);
    }

    /// Makruk's definition carries its fitted placement, read from each side's own first
    /// rank: a khon brought out to its fourth rank gains the same for White as for Black,
    /// and more than it stood on its first. Xiangqi has one too; the other games none yet.
    #[test]
    fn makruk_weighs_its_fitted_placement_for_either_side() {
        let v = game("makruk");
        let fitted = Weights::of(v);
        assert_ne!(fitted.placement, Placement::NONE);
        let plain = Weights {
            placement: Placement::NONE,
            ..fitted
        };
        let gain = |f: &str| {
            let pos = fen::parse(f, v).expect("a FEN");
            evaluate_with(&pos, &fitted) - evaluate_with(&pos, &plain)
        };
        let start = gain("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
        let white = gain("rnsmksnr/8/pppppppp/8/2S5/PPPPPPPP/8/RN1KMSNR w - - 0 1");
        let black = gain("rn1mksnr/8/pppppppp/5s2/8/PPPPPPPP/8/RNSKMSNR b - - 0 1");
        assert_eq!(start, 0);
        assert_eq!(white, black);
        assert!(white > start, "{white}");
        assert_ne!(Weights::of(game("xiangqi")).placement, Placement::NONE);
        for key in ["shatranj", "shogi", "janggi"] {
            assert_eq!(Weights::of(game(key)).placement, Placement::NONE, "{key}");
        }
    }

    /// A pawn guarded by a pawn of its own (diagonally behind it), one beside another on its
    /// rank, and one with none of its own on a neighbouring file count, for either side.
    #[test]
    fn pawn_structure_counts_chains_phalanxes_and_isolated_pawns() {
        let v = game("makruk");
        // White: c3, d4 (guarded by c3), g4, h4 (side by side). Black: a6 alone.
        let pos = fen::parse("6k1/8/p7/8/3P2PP/2P5/8/K7 w - - 0 1", v).expect("a FEN");
        let white = pawns(&pos, Color::White);
        assert_eq!(
            white,
            Pawns {
                supported: 1,
                phalanx: 2,
                isolated: 0
            }
        );
        let black = pawns(&pos, Color::Black);
        assert_eq!(
            black,
            Pawns {
                supported: 0,
                phalanx: 0,
                isolated: 1
            }
        );
        // Black's guard is from above: b5 guarded by a6 and c6.
        let pos = fen::parse("6k1/8/p1p5/1p6/8/8/8/K7 b - - 0 1", v).expect("a FEN");
        assert_eq!(pawns(&pos, Color::Black).supported, 1);
        let w = Weights::of(v);
        let chains = w
            .with_text("pawn_supported 10\npawn_phalanx 0\npawn_isolated 0")
            .expect("terms");
        let none = w
            .with_text("pawn_supported 0\npawn_phalanx 0\npawn_isolated 0")
            .expect("terms");
        // The side to move has the one guarded pawn: +10 for it, −10 seen from the other.
        let white_to_move = fen::parse("6k1/8/p7/8/3P2PP/2P5/8/K7 w - - 0 1", v).expect("a FEN");
        let black_to_move = fen::parse("6k1/8/p7/8/3P2PP/2P5/8/K7 b - - 0 1", v).expect("a FEN");
        assert_eq!(
            evaluate_with(&white_to_move, &chains) - evaluate_with(&white_to_move, &none),
            10
        );
        assert_eq!(
            evaluate_with(&black_to_move, &chains) - evaluate_with(&black_to_move, &none),
            -10
        );
    }

    /// An attack on the king by two pieces or more counts their moves into its zone times
    /// their number (in tenths); one piece alone, however many its moves, counts nothing.
    #[test]
    fn several_pieces_at_the_king_are_a_danger_one_is_not() {
        let v = game("makruk");
        let w = Weights::of(v).with_text("king_danger 0").expect("a term");
        let danger = w.with_text("king_danger 10").expect("a term");
        let gain = |fen_text: &str| {
            let pos = fen::parse(fen_text, v).expect("a FEN");
            evaluate_with(&pos, &danger) - evaluate_with(&pos, &w)
        };
        // White's rook on the d-file reaches d7 and d8 beside Black's king on e8: one piece.
        assert_eq!(gain("4k3/8/8/8/8/8/8/K2R4 w - - 0 1"), 0);
        // A second rook on the f-file: two pieces, 2 + 2 moves into the zone, 4 × 2 = 8
        // units of a tenth each at weight 10 (8 centipawns) for White, to move.
        assert_eq!(gain("4k3/8/8/8/8/8/8/K2R1R2 w - - 0 1"), 8);
        // Black to move: the same against it.
        assert_eq!(gain("4k3/8/8/8/8/8/8/K2R1R2 b - - 0 1"), -8);
    }

    /// A piece attacked by one worth less counts the `threat` weight against its side; one
    /// attacked only by its equal, or by more, does not.
    #[test]
    fn a_piece_attacked_by_a_lesser_one_is_a_threat() {
        let v = game("makruk");
        let w = Weights::of(v);
        let threat = w.with_text("threat 40").expect("a term");
        let gain = |fen_text: &str| {
            let pos = fen::parse(fen_text, v).expect("a FEN");
            evaluate_with(&pos, &threat) - evaluate_with(&pos, &w)
        };
        // White's pawn on d4 attacks Black's rook on e5 (a Makruk pawn captures
        // diagonally forward); Black to move, so the threat counts against the mover.
        assert_eq!(gain("6k1/8/8/4r3/3P4/8/8/K7 b - - 0 1"), -40);
        // White to move: the same threat counts for it.
        assert_eq!(gain("6k1/8/8/4r3/3P4/8/8/K7 w - - 0 1"), 40);
        // A rook attacked by a rook: no threat. Both rooks attack each other.
        assert_eq!(gain("6k1/8/8/4r3/8/8/8/K3R3 w - - 0 1"), 0);
        // A rook attacks a pawn: the pawn is worth less, no threat (the capture is the
        // search's to see).
        assert_eq!(gain("6k1/8/8/4p3/8/8/8/K3R3 w - - 0 1"), 0);
        // Two pieces attacked by lesser ones count twice.
        assert_eq!(gain("6k1/8/8/2n1r3/3P4/8/8/K7 b - - 0 1"), -80);
    }

    /// Each piece beside its own king counts the `shelter` weight for its side; one further
    /// off, nothing; in a palace game, a piece anywhere in its palace.
    #[test]
    fn a_piece_beside_its_king_shelters_it() {
        let v = game("shogi");
        // From no shelter (Shogi's own weights count one).
        let w = Weights::of(v).with_text("shelter 0").expect("a term");
        let sheltered = w.with_text("shelter 25").expect("a term");
        let gain = |v: Variant, fen_text: &str| {
            let pos = fen::parse(fen_text, v).expect("a FEN");
            evaluate_with(&pos, &sheltered) - evaluate_with(&pos, &w)
        };
        // White's (Sente's) golds beside its king on e1: two for the side to move.
        assert_eq!(gain(v, "4k4/9/9/9/9/9/9/3G1G3/4K4 w - - 0 1"), 50);
        // The same golds two files off: nothing.
        assert_eq!(gain(v, "4k4/9/9/9/9/9/9/1G5G1/4K4 w - - 0 1"), 0);
        // Black (Gote) to move, one of its own beside its king, White's two: −25.
        assert_eq!(gain(v, "3gk4/9/9/9/9/9/9/3G1G3/4K4 b - - 0 1"), 25 - 50);
        // Xiangqi: an advisor in its palace shelters, wherever in it.
        let x = game("xiangqi");
        let w = Weights::of(x).with_text("shelter 25").expect("a term");
        let pos = fen::parse("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1", x).expect("a FEN");
        let plain = Weights::of(x);
        assert_eq!(evaluate_with(&pos, &w) - evaluate_with(&pos, &plain), 25);
    }
}
