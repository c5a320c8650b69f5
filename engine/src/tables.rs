//! Move and attack tables, built once per resolved variant from its [`RuleSet`].
//!
//! Everything that depends only on (piece, colour, square) is precomputed here, regions
//! included, so the generator only asks the board what stands where.

use arrayvec::ArrayVec;

use crate::types::{Bitboard, Color, Role, Square, Squares, SQUARES};
use crate::variant::{Mode, Motion, Region, RuleSet};

/// The most piece kinds one game has (Shogi: 8 + 6 promoted).
pub(crate) const MAX_KINDS: usize = 16;
pub(crate) const NO_SQ: u8 = u8::MAX;

/// The eight directions: 0 E, 1 W, 2 N, 3 S, 4 NE, 5 NW, 6 SE, 7 SW (absolute, White's view).
pub(crate) const DIRS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

#[inline]
pub(crate) const fn opposite(dir: usize) -> usize {
    dir ^ 1
}

fn dir_index(df: i8, dr: i8) -> Option<usize> {
    DIRS.iter().position(|&d| d == (df.signum(), dr.signum()))
}

/// A leap target with the squares that must be empty (lame leapers).
#[derive(Debug, Clone, Copy)]
pub(crate) struct LeapTarget {
    pub to: u8,
    pub legs: [u8; 2],
    pub mode: Mode,
}

/// A slide or hop direction of one piece.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ray {
    pub dir: u8,
    pub mode: Mode,
    /// Along palace diagonals only.
    pub palace: bool,
    /// Only from inside the enemy palace (Daou's literal Janggi).
    pub enemy_palace_only: bool,
}

#[derive(Debug, Clone, Copy, Default)]
struct Range {
    start: u32,
    len: u16,
}

pub(crate) struct Tables {
    pub files: u8,
    pub ranks: u8,
    pub board: Bitboard,
    pub kinds: usize,
    /// `kind_of[role]` = local kind index, or `NO_SQ`.
    pub kind_of: [u8; 32],
    pub roles: ArrayVec<Role, MAX_KINDS>,
    pub royal: [bool; MAX_KINDS],
    /// The royal kind, when the game has exactly one.
    pub royal_kind: Option<usize>,
    leap_ranges: Vec<Range>,
    leaps: Vec<LeapTarget>,
    /// The same leaps split for counting them: those without legs that both move and
    /// capture, as a bit set of their squares, per (kind, colour, square) ...
    plain_leaps: Vec<Bitboard>,
    /// ... and the rest (legs, one mode only, or a square the set already has).
    other_leap_ranges: Vec<Range>,
    other_leaps: Vec<LeapTarget>,
    /// Slide and hop rays per (kind, colour).
    pub slides: Vec<ArrayVec<Ray, 16>>,
    pub hops: Vec<ArrayVec<Ray, 16>>,
    /// Rays per (square, direction), nearest square first.
    rays: Vec<[ArrayVec<u8, 10>; 8]>,
    /// Palace-diagonal rays per (square, direction).
    palace_rays: Vec<[ArrayVec<u8, 3>; 8]>,
    /// The rays as bit sets: a line's nearest occupied square is one bit scan away.
    ray_masks: Vec<[Bitboard; 8]>,
    /// Squares from which a plain leaper of (kind, colour) captures on the square.
    leap_attackers: Vec<Bitboard>,
    /// Lame leapers: (from, legs) that capture on the square, per (kind, colour, square).
    lame_attacker_ranges: Vec<Range>,
    lame_attackers: Vec<(u8, [u8; 2])>,
    /// Directions along which (kind, colour) captures by sliding, as a bit mask.
    pub slide_capture_dirs: Vec<u8>,
    pub hop_capture_dirs: Vec<u8>,
    pub palace_slide_capture_dirs: Vec<u8>,
    pub palace_hop_capture_dirs: Vec<u8>,
    /// Union over the colour's kinds.
    pub any_slide_dirs: [u8; 2],
    pub any_hop_dirs: [u8; 2],
    pub any_palace_rays: [bool; 2],
    /// (kind, colour) uses palace diagonals only from inside the enemy palace.
    pub palace_enemy_only: Vec<bool>,
    pub has_lame: [bool; 2],
    /// No hoppers, lame leapers or kings-facing rule: only slider pins matter.
    pub simple_pins: bool,
    pub knight: Vec<Bitboard>,
    /// Each side's palace.
    pub palace: [Bitboard; 2],
}

impl Tables {
    pub(crate) fn new(rules: &RuleSet) -> Tables {
        let files = rules.files;
        let ranks = rules.ranks;
        let mut board: Bitboard = 0;
        for r in 0..ranks {
            for f in 0..files {
                board |= Square::new(f, r).map_or(0, |s| s.bit());
            }
        }
        let sq_in = |f: i8, r: i8| -> Option<Square> {
            if f < 0 || r < 0 || f >= files as i8 || r >= ranks as i8 {
                None
            } else {
                Square::new(f as u8, r as u8)
            }
        };

        // Regions.
        let mut palace = [0u128; 2];
        let mut own_half = [0u128; 2];
        for s in Squares(board) {
            let (f, r) = (s.file(), s.rank());
            if r < ranks / 2 {
                own_half[0] |= s.bit();
            } else {
                own_half[1] |= s.bit();
            }
            if rules.palace && (3..=5).contains(&f) {
                if r <= 2 {
                    palace[0] |= s.bit();
                }
                if r + 3 >= ranks {
                    palace[1] |= s.bit();
                }
            }
        }
        let palace_any = palace[0] | palace[1];
        // A palace diagonal step joins the palace centre and a corner.
        let palace_centres: Bitboard = Squares(palace_any)
            .filter(|s| s.file() == 4 && (s.rank() == 1 || s.rank() + 2 == ranks))
            .fold(0, |b, s| b | s.bit());
        let palace_diag_step = |a: Square, b: Square| -> bool {
            palace_any & a.bit() != 0
                && palace_any & b.bit() != 0
                && (palace_centres & (a.bit() | b.bit())) != 0
                && a.file() != b.file()
                && a.rank() != b.rank()
                && ((palace[0] & a.bit() != 0) == (palace[0] & b.bit() != 0))
        };

        let mut rays = vec![<[ArrayVec<u8, 10>; 8]>::default(); SQUARES];
        let mut palace_rays = vec![<[ArrayVec<u8, 3>; 8]>::default(); SQUARES];
        for s in Squares(board) {
            for (d, &(df, dr)) in DIRS.iter().enumerate() {
                let (mut f, mut r) = (s.file() as i8, s.rank() as i8);
                let mut prev = s;
                loop {
                    f += df;
                    r += dr;
                    let Some(t) = sq_in(f, r) else { break };
                    rays[s.index()][d].push(t.index() as u8);
                    if d >= 4 && palace_diag_step(prev, t) {
                        let pr = &mut palace_rays[s.index()][d];
                        if pr.len() == rays[s.index()][d].len() - 1 && !pr.is_full() {
                            pr.push(t.index() as u8);
                        }
                    }
                    prev = t;
                }
            }
        }

        let mut kind_of = [NO_SQ; 32];
        let mut roles = ArrayVec::new();
        let mut royal = [false; MAX_KINDS];
        for (i, p) in rules.pieces.iter().enumerate() {
            kind_of[p.role as usize] = i as u8;
            roles.push(p.role);
            royal[i] = p.royal;
        }
        let kinds = rules.pieces.len();

        let leap_ranges = vec![Range::default(); kinds * 2 * SQUARES];
        let mut leaps: Vec<(usize, LeapTarget)> = Vec::new();
        let mut leap_attackers = vec![0u128; kinds * 2 * SQUARES];
        let mut lame_lists: Vec<Vec<(u8, [u8; 2])>> = vec![Vec::new(); kinds * 2 * SQUARES];
        let mut slides = vec![ArrayVec::new(); kinds * 2];
        let mut hops = vec![ArrayVec::new(); kinds * 2];
        let mut slide_capture_dirs = vec![0u8; kinds * 2];
        let mut hop_capture_dirs = vec![0u8; kinds * 2];
        let mut palace_slide_capture_dirs = vec![0u8; kinds * 2];
        let mut palace_hop_capture_dirs = vec![0u8; kinds * 2];
        let mut has_lame = [false; 2];
        let mut palace_enemy_only = vec![false; kinds * 2];

        for (k, p) in rules.pieces.iter().enumerate() {
            for color in Color::ALL {
                let c = color.index();
                let kc = k * 2 + c;
                let orient = |df: i8, dr: i8| -> (i8, i8) {
                    match color {
                        Color::White => (df, dr),
                        Color::Black => (-df, -dr),
                    }
                };
                for a in p.atoms {
                    let (df, dr) = orient(a.df, a.dr);
                    match a.motion {
                        Motion::Slide | Motion::Hop => {
                            let Some(d) = dir_index(df, dr) else { continue };
                            let palace_only = matches!(
                                a.region,
                                Region::PalaceDiagonal
                                    | Region::EnemyPalaceDiagonal
                                    | Region::OwnPalaceDiagonal
                            );
                            let ray = Ray {
                                dir: d as u8,
                                mode: a.mode,
                                palace: palace_only,
                                enemy_palace_only: a.region == Region::EnemyPalaceDiagonal,
                            };
                            if ray.enemy_palace_only {
                                palace_enemy_only[kc] = true;
                            }
                            let capt = a.mode != Mode::MoveOnly;
                            if a.motion == Motion::Slide {
                                slides[kc].push(ray);
                                if capt {
                                    if palace_only {
                                        palace_slide_capture_dirs[kc] |= 1 << d;
                                    } else {
                                        slide_capture_dirs[kc] |= 1 << d;
                                    }
                                }
                            } else {
                                hops[kc].push(ray);
                                if capt {
                                    if palace_only {
                                        palace_hop_capture_dirs[kc] |= 1 << d;
                                    } else {
                                        hop_capture_dirs[kc] |= 1 << d;
                                    }
                                }
                            }
                        }
                        Motion::Leap | Motion::Lame { .. } => {
                            if matches!(a.motion, Motion::Lame { .. }) {
                                has_lame[c] = true;
                            }
                            for from in Squares(board) {
                                let (f, r) = (from.file() as i8, from.rank() as i8);
                                let Some(to) = sq_in(f + df, r + dr) else {
                                    continue;
                                };
                                let ok = match a.region {
                                    Region::Anywhere => true,
                                    Region::OwnPalace => {
                                        palace[c] & from.bit() != 0 && palace[c] & to.bit() != 0
                                    }
                                    Region::OwnHalf => own_half[c] & to.bit() != 0,
                                    Region::AcrossRiver => own_half[c] & from.bit() == 0,
                                    Region::PalaceDiagonal => palace_diag_step(from, to),
                                    Region::EnemyPalaceDiagonal => {
                                        palace_diag_step(from, to) && palace[c ^ 1] & to.bit() != 0
                                    }
                                    Region::FromLastRank => {
                                        from.relative_rank(color, ranks) == ranks - 1
                                    }
                                    Region::OwnPalaceDiagonal => {
                                        palace_diag_step(from, to) && palace[c] & to.bit() != 0
                                    }
                                };
                                if !ok {
                                    continue;
                                }
                                let mut legs = [NO_SQ; 2];
                                let mut legs_ok = true;
                                if let Motion::Lame { legs: l } = a.motion {
                                    for (i, &(lf, lr)) in l.iter().take(2).enumerate() {
                                        let (lf, lr) = orient(lf, lr);
                                        match sq_in(f + lf, r + lr) {
                                            Some(x) => legs[i] = x.index() as u8,
                                            None => legs_ok = false,
                                        }
                                    }
                                }
                                if !legs_ok {
                                    continue;
                                }
                                let idx = kc * SQUARES + from.index();
                                leaps.push((
                                    idx,
                                    LeapTarget {
                                        to: to.index() as u8,
                                        legs,
                                        mode: a.mode,
                                    },
                                ));
                                if a.mode != Mode::MoveOnly {
                                    let aidx = kc * SQUARES + to.index();
                                    if legs[0] == NO_SQ {
                                        leap_attackers[aidx] |= from.bit();
                                    } else {
                                        lame_lists[aidx].push((from.index() as u8, legs));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        let mut plain_leaps = vec![0u128; kinds * 2 * SQUARES];
        let mut other_leaps = Vec::new();
        for &(idx, lt) in &leaps {
            let bit = 1u128 << lt.to;
            if lt.legs[0] == NO_SQ && lt.mode == Mode::Both && plain_leaps[idx] & bit == 0 {
                plain_leaps[idx] |= bit;
            } else {
                other_leaps.push((idx, lt));
            }
        }
        let (other_leaps, other_leap_ranges) =
            compact(other_leaps, vec![Range::default(); kinds * 2 * SQUARES]);
        let (leaps, leap_ranges) = compact(leaps, leap_ranges);

        let mut lame_attacker_ranges = vec![Range::default(); kinds * 2 * SQUARES];
        let mut lame_attackers = Vec::new();
        for (i, l) in lame_lists.into_iter().enumerate() {
            lame_attacker_ranges[i] = Range {
                start: lame_attackers.len() as u32,
                len: l.len() as u16,
            };
            lame_attackers.extend(l);
        }

        let mut any_slide_dirs = [0u8; 2];
        let mut any_hop_dirs = [0u8; 2];
        let mut any_palace_rays = [false; 2];
        for k in 0..kinds {
            for c in 0..2 {
                any_slide_dirs[c] |= slide_capture_dirs[k * 2 + c];
                any_hop_dirs[c] |= hop_capture_dirs[k * 2 + c];
                any_palace_rays[c] |=
                    palace_slide_capture_dirs[k * 2 + c] | palace_hop_capture_dirs[k * 2 + c] != 0;
            }
        }

        let mut knight = vec![0u128; SQUARES];
        for s in Squares(board) {
            for &(df, dr) in &[
                (1, 2),
                (-1, 2),
                (1, -2),
                (-1, -2),
                (2, 1),
                (-2, 1),
                (2, -1),
                (-2, -1),
            ] {
                if let Some(t) = sq_in(s.file() as i8 + df, s.rank() as i8 + dr) {
                    knight[s.index()] |= t.bit();
                }
            }
        }

        let simple_pins = !has_lame[0]
            && !has_lame[1]
            && any_hop_dirs == [0, 0]
            && !any_palace_rays[0]
            && !any_palace_rays[1]
            && rules.kings_facing == crate::variant::KingsFacing::Allowed;

        let royal_kind = match (0..kinds).filter(|&k| royal[k]).collect::<Vec<_>>()[..] {
            [k] => Some(k),
            _ => None,
        };
        let ray_masks = rays
            .iter()
            .map(|dirs| {
                let mut masks = [0; 8];
                for (d, ray) in dirs.iter().enumerate() {
                    masks[d] = ray.iter().fold(0, |b, &s| b | 1u128 << s);
                }
                masks
            })
            .collect();
        Tables {
            royal_kind,
            files,
            ranks,
            board,
            kinds,
            kind_of,
            roles,
            royal,
            leap_ranges,
            plain_leaps,
            other_leap_ranges,
            other_leaps,
            leaps,
            slides,
            hops,
            rays,
            palace_rays,
            ray_masks,
            leap_attackers,
            lame_attacker_ranges,
            lame_attackers,
            slide_capture_dirs,
            hop_capture_dirs,
            palace_slide_capture_dirs,
            palace_hop_capture_dirs,
            any_slide_dirs,
            any_hop_dirs,
            any_palace_rays,
            palace_enemy_only,
            has_lame,
            simple_pins,
            knight,
            palace,
        }
    }

    /// Leap targets of (kind, colour) from `from`.
    #[inline]
    pub(crate) fn leaps(&self, kind: usize, color: Color, from: Square) -> &[LeapTarget] {
        let r = self.leap_ranges[(kind * 2 + color.index()) * SQUARES + from.index()];
        &self.leaps[r.start as usize..r.start as usize + r.len as usize]
    }

    /// The leaps of (kind, colour) from `from` without legs that both move and capture, as a
    /// bit set of their squares, and the rest ([`Tables::leaps`] split, each square once in
    /// the set).
    #[inline]
    pub(crate) fn split_leaps(
        &self,
        kind: usize,
        color: Color,
        from: Square,
    ) -> (Bitboard, &[LeapTarget]) {
        let i = (kind * 2 + color.index()) * SQUARES + from.index();
        let r = self.other_leap_ranges[i];
        (
            self.plain_leaps[i],
            &self.other_leaps[r.start as usize..r.start as usize + r.len as usize],
        )
    }

    /// Squares from which a plain leaper of (kind, colour) captures on `to`.
    #[inline]
    pub(crate) fn leap_attackers(&self, kind: usize, color: Color, to: Square) -> Bitboard {
        self.leap_attackers[(kind * 2 + color.index()) * SQUARES + to.index()]
    }

    /// Lame leapers of (kind, colour) that would capture on `to`: (from, legs).
    #[inline]
    pub(crate) fn lame_attackers(&self, kind: usize, color: Color, to: Square) -> &[(u8, [u8; 2])] {
        let r = self.lame_attacker_ranges[(kind * 2 + color.index()) * SQUARES + to.index()];
        &self.lame_attackers[r.start as usize..r.start as usize + r.len as usize]
    }

    #[inline]
    pub(crate) fn ray(&self, from: Square, dir: usize) -> &[u8] {
        &self.rays[from.index()][dir]
    }

    /// The squares along direction `dir` from `from`, as a bit set.
    #[inline]
    pub(crate) fn ray_mask(&self, from: Square, dir: usize) -> Bitboard {
        self.ray_masks[from.index()][dir]
    }

    /// The squares strictly between `a` and `b` when they share a line (rank, file or
    /// diagonal), else none.
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        (0..8)
            .find(|&d| self.ray_masks[a.index()][d] & b.bit() != 0)
            .map_or(0, |d| {
                self.ray_masks[a.index()][d] & !self.ray_masks[b.index()][d] & !b.bit()
            })
    }

    /// The squares `ray` of a piece of `color`'s on `from` runs along, nearest first: its
    /// palace diagonal when it keeps to one, none when it may only leave the enemy palace
    /// and `from` is outside it.
    #[inline]
    pub(crate) fn ray_along(&self, ray: &Ray, from: Square, color: Color) -> &[u8] {
        if ray.enemy_palace_only && self.palace[1 - color.index()] & from.bit() == 0 {
            &[]
        } else if ray.palace {
            self.palace_ray(from, ray.dir as usize)
        } else {
            self.ray(from, ray.dir as usize)
        }
    }

    #[inline]
    pub(crate) fn palace_ray(&self, from: Square, dir: usize) -> &[u8] {
        &self.palace_rays[from.index()][dir]
    }

    #[inline]
    pub(crate) fn kind(&self, role: Role) -> Option<usize> {
        let k = self.kind_of[role as usize];
        (k != NO_SQ).then_some(k as usize)
    }

    /// Whether `role` is royal in this game (a role the game lacks is not).
    #[inline]
    pub(crate) fn is_royal(&self, role: Role) -> bool {
        self.kind(role).is_some_and(|k| self.royal[k])
    }

    /// The square `(file, rank)` if on this board.
    pub(crate) fn square(&self, file: i8, rank: i8) -> Option<Square> {
        if file < 0 || rank < 0 || file >= self.files as i8 || rank >= self.ranks as i8 {
            None
        } else {
            Square::new(file as u8, rank as u8)
        }
    }
}

/// Groups leaps collected as (origin index, target) into per-origin ranges, keeping the
/// atoms' order within each origin.
fn compact(
    mut all: Vec<(usize, LeapTarget)>,
    mut ranges: Vec<Range>,
) -> (Vec<LeapTarget>, Vec<Range>) {
    all.sort_by_key(|(i, _)| *i);
    let mut out = Vec::with_capacity(all.len());
    let mut i = 0;
    while i < all.len() {
        let idx = all[i].0;
        let start = out.len();
        while i < all.len() && all[i].0 == idx {
            out.push(all[i].1);
            i += 1;
        }
        ranges[idx] = Range {
            start: start as u32,
            len: (out.len() - start) as u16,
        };
    }
    (out, ranges)
}
