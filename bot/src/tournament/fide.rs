//! The FIDE Dutch system (C.04.3) paired exactly as the FIDE-endorsed programs pair it: each
//! bracket's pairing is a maximum-weight matching whose weights hold the quality criteria
//! C.5–C.19 side by side, most important highest, then the choices the rules leave to the
//! order of candidates (D.1–D.3) are made one player at a time by nudging weights and
//! matching again (the matching is kept and repaired, not solved afresh: see
//! [`Dynamic`]). This is the method bbpPairings documents; the test against py4swiss (which
//! reproduces bbpPairings) holds it to the same pairings.
//!
//! Scores are kept in tenths of a point. The input is the event as a TRF carries it: each
//! player's entries round by round.

use std::collections::{BTreeMap, HashMap, HashSet};

use super::matching::{max_weight_matching, Dynamic};
use super::wide::Wide;

/// One round of a player's history: opponent (0: none), colour, and the TRF result code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The opponent's id (0: no opponent).
    pub opponent: usize,
    /// `Some(true)` with white, `Some(false)` with black, `None` without a game.
    pub white: Option<bool>,
    /// The result code: `1 = 0`, `W D L` (unrated), `+ -` (forfeits), `U` (pairing-allocated
    /// bye), `F H Z` (full, half, zero-point byes).
    pub code: char,
}

/// A player as the pairing needs him.
#[derive(Debug, Clone)]
pub struct Entrant {
    /// The start number.
    pub id: usize,
    /// The points shown in the file, in tenths (used to order the boards).
    pub points: i64,
    /// Every round played so far.
    pub history: Vec<Entry>,
}

/// The event to pair the next round of.
#[derive(Debug, Clone)]
pub struct Event {
    /// The players to pair (absent ones left out).
    pub entrants: Vec<Entrant>,
    /// Every player with a history (absent ones too): their scores decide floats.
    pub everyone: Vec<Entrant>,
    /// The rounds the event will have, if known (for the last round's topscorers).
    pub total_rounds: Option<usize>,
    /// Whether the initial colour (E.5) is white.
    pub initial_white: bool,
    /// Pairing numbers by the order of `entrants` (`XXC rank`) rather than their ids.
    pub by_rank: bool,
    /// Points added to a player's score for pairing, in tenths, round by round (`XXA`).
    pub accelerations: HashMap<usize, Vec<i64>>,
    /// Pairs that must not meet (`XXP`), either way round.
    pub forbidden: HashSet<(usize, usize)>,
    /// What results are worth (`XXS`).
    pub scoring: Scoring,
}

/// What each result is worth, in tenths of a point (`XXS` changes it; 1, ½ and 0 by default).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scoring {
    /// A win with white, with black.
    pub win: [i64; 2],
    /// A draw with white, with black.
    pub draw: [i64; 2],
    /// A loss with white, with black.
    pub loss: [i64; 2],
    /// A forfeit won, lost.
    pub forfeit: [i64; 2],
    /// Zero-point, half-point, full-point and pairing-allocated byes.
    pub byes: [i64; 4],
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring {
            win: [10, 10],
            draw: [5, 5],
            loss: [0, 0],
            forfeit: [10, 0],
            byes: [0, 5, 10, 10],
        }
    }
}

impl Scoring {
    /// Applies one `XXS` item (`WW=1.0`, `D=0.5`, `PAB=1.0`…); `false` for a code it does
    /// not know. `W`, `D` and `L` also set the forfeit and bye they stand for, as the
    /// endorsed programs read them.
    pub fn apply(&mut self, code: &str, tenths: i64) -> bool {
        match code {
            "WW" => self.win[0] = tenths,
            "BW" => self.win[1] = tenths,
            "WD" => self.draw[0] = tenths,
            "BD" => self.draw[1] = tenths,
            "WL" => self.loss[0] = tenths,
            "BL" => self.loss[1] = tenths,
            "ZPB" => self.byes[0] = tenths,
            "HPB" => self.byes[1] = tenths,
            "FPB" => self.byes[2] = tenths,
            "PAB" => self.byes[3] = tenths,
            "FW" => self.forfeit[0] = tenths,
            "FL" => self.forfeit[1] = tenths,
            "W" => {
                self.win = [tenths; 2];
                self.forfeit[0] = tenths;
                self.byes[2] = tenths;
            }
            "D" => {
                self.draw = [tenths; 2];
                self.byes[1] = tenths;
            }
            "L" => {
                self.loss = [tenths; 2];
                self.forfeit[1] = tenths;
                self.byes[0] = tenths;
            }
            _ => return false,
        }
        true
    }

    /// What `e` is worth.
    pub fn points(&self, e: &Entry) -> i64 {
        let side = usize::from(e.white == Some(false));
        match e.code {
            '1' | 'W' => self.win[side],
            '=' | 'D' => self.draw[side],
            '0' | 'L' => self.loss[side],
            '+' => self.forfeit[0],
            '-' => self.forfeit[1],
            'Z' => self.byes[0],
            'H' => self.byes[1],
            'F' => self.byes[2],
            'U' => self.byes[3],
            _ => 0,
        }
    }

    /// The most one round can give.
    fn most(&self) -> i64 {
        self.win
            .iter()
            .chain(&self.draw)
            .chain(&self.loss)
            .chain(&self.forfeit)
            .chain(&self.byes)
            .copied()
            .max()
            .unwrap_or(10)
    }
}

fn played(e: &Entry) -> bool {
    e.opponent != 0 && e.white.is_some() && matches!(e.code, '1' | '=' | '0' | 'W' | 'D' | 'L')
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Mdp,
    Resident,
    Lower,
}

#[derive(Debug, Clone)]
struct Player {
    id: usize,
    number: usize,
    points: i64,
    score: i64,
    /// 1 white, -1 black, 0 none.
    side: i8,
    /// 3 absolute, 2 strong, 1 mild, 0 none.
    strength: u8,
    difference: i64,
    double: bool,
    /// -1 down, 1 up, 0 none: the last round, and the one before.
    float1: i8,
    float2: i8,
    opponents: HashSet<usize>,
    /// Players this one must not meet (`XXP`).
    barred: HashSet<usize>,
    colours: Vec<bool>,
    bye_received: bool,
    top: bool,
    role: Role,
}

impl Player {
    /// Ranks above `o` (A.2: score, then pairing number).
    fn above(&self, o: &Player) -> bool {
        (self.score, std::cmp::Reverse(self.number)) > (o.score, std::cmp::Reverse(o.number))
    }
}

#[expect(
    clippy::too_many_lines,
    reason = "the handbook's player attributes, one rule after another in its order"
)]
fn players(event: &Event) -> Vec<Player> {
    let rounds = event
        .entrants
        .iter()
        .map(|e| e.history.len())
        .min()
        .unwrap_or(0);
    // Scores before each round, for floats.
    let before: HashMap<usize, Vec<i64>> = event
        .everyone
        .iter()
        .map(|e| {
            let bonus = |r: usize| {
                event
                    .accelerations
                    .get(&e.id)
                    .and_then(|a| a.get(r))
                    .copied()
                    .unwrap_or(0)
            };
            let mut list = vec![bonus(0)];
            let mut total = 0;
            for (r, h) in e.history.iter().enumerate() {
                total += event.scoring.points(h);
                list.push(total + bonus(r + 1));
            }
            (e.id, list)
        })
        .collect();
    let last_round = event.total_rounds.is_some_and(|t| rounds + 1 == t);
    let max_score = event.scoring.most() * rounds as i64;
    let float = |e: &Entrant, r: isize| -> i8 {
        if r < 0 {
            return 0;
        }
        let r = r as usize;
        let Some(h) = e.history.get(r) else { return 0 };
        if !played(h) {
            return -1;
        }
        let mine = before
            .get(&e.id)
            .and_then(|l| l.get(r))
            .copied()
            .unwrap_or(0);
        let theirs = before
            .get(&h.opponent)
            .and_then(|l| l.get(r))
            .copied()
            .unwrap_or(0);
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => -1,
            std::cmp::Ordering::Less => 1,
            std::cmp::Ordering::Equal => 0,
        }
    };
    event
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let colours: Vec<bool> = e
                .history
                .iter()
                .filter(|h| played(h))
                .filter_map(|h| h.white)
                .collect();
            let whites = colours.iter().filter(|&&c| c).count() as i64;
            let difference = 2 * whites - colours.len() as i64;
            let double =
                colours.len() > 1 && colours[colours.len() - 1] == colours[colours.len() - 2];
            let side: i8 = if difference > 0 {
                -1
            } else if difference < 0 {
                1
            } else if let Some(&last) = colours.last() {
                if last {
                    -1
                } else {
                    1
                }
            } else {
                0
            };
            let strength = if difference.abs() > 1 || double {
                3
            } else if difference.abs() == 1 {
                2
            } else if side != 0 {
                1
            } else {
                0
            };
            let score = before
                .get(&e.id)
                .and_then(|l| l.get(rounds))
                .copied()
                .unwrap_or(0);
            Player {
                id: e.id,
                number: if event.by_rank { i + 1 } else { e.id },
                points: e.points,
                score,
                side,
                strength,
                difference,
                double,
                float1: float(e, rounds as isize - 1),
                float2: float(e, rounds as isize - 2),
                opponents: e
                    .history
                    .iter()
                    .filter(|h| played(h))
                    .map(|h| h.opponent)
                    .collect(),
                colours,
                barred: event
                    .forbidden
                    .iter()
                    .filter_map(|&(a, b)| {
                        if a == e.id {
                            Some(b)
                        } else if b == e.id {
                            Some(a)
                        } else {
                            None
                        }
                    })
                    .collect(),
                bye_received: e.history.iter().any(|h| matches!(h.code, 'U' | '+')),
                top: last_round && 2 * score > max_score,
                role: Role::Resident,
            }
        })
        .collect()
}

/// C.1 and C.3: may these two meet at all?
fn allowed(a: &Player, b: &Player) -> bool {
    if a.opponents.contains(&b.id) || b.opponents.contains(&a.id) || a.barred.contains(&b.id) {
        return false;
    }
    let top = a.top || b.top;
    top || a.side != b.side || a.strength != 3 || b.strength != 3
}

fn bit_length(n: usize) -> u32 {
    usize::BITS - n.leading_zeros()
}

/// Whether the players not yet paired can all be: the completion check (C.4).
struct Validity {
    /// Pairs already made.
    fixed: Vec<(usize, usize)>,
}

impl Validity {
    fn valid(&self, ps: &[Player]) -> bool {
        let n = ps.len();
        let total = n + n % 2;
        // Each settled player's partner: a settled pair keeps only its own edge.
        let mut settled: HashMap<usize, usize> = HashMap::new();
        for &(a, b) in &self.fixed {
            settled.insert(a, b);
            settled.insert(b, a);
        }
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                let keep = match (settled.get(&i), settled.get(&j)) {
                    (None, None) => allowed(&ps[i], &ps[j]),
                    (Some(&p), _) => p == j,
                    (None, Some(_)) => false,
                };
                if keep {
                    edges.push((i, j, 1i64));
                }
            }
            if n % 2 == 1 && !settled.contains_key(&i) && !ps[i].bye_received {
                edges.push((i, n, 1));
            }
        }
        max_weight_matching(total, &edges, true)
            .iter()
            .all(Option::is_some)
    }
}

/// A bracket: its moved-down players, residents, and the next score group's players.
struct Bracket {
    mdp: Vec<usize>,
    residents: Vec<usize>,
    lower: Vec<usize>,
    one_round: bool,
    two_rounds: bool,
    penultimate: bool,
    last: bool,
    min_score: i64,
    bits: u32,
    low_bits: u32,
    sd_total: u32,
    sd_bits: BTreeMap<i64, u32>,
}

impl Bracket {
    fn new(
        ps: &[Player],
        mdp: Vec<usize>,
        residents: Vec<usize>,
        lower: Vec<usize>,
        rounds: usize,
        collapsed: bool,
    ) -> Bracket {
        let min_score = ps[*residents.last().expect("a resident")].score;
        let mut diffs: Vec<i64> = mdp
            .iter()
            .chain(&residents)
            .map(|&p| ps[p].score - min_score + 10)
            .collect();
        for &m in &mdp {
            let set: HashSet<i64> = residents
                .iter()
                .map(|&r| ps[m].score - ps[r].score)
                .collect();
            diffs.extend(set);
        }
        for (i, &r) in residents.iter().enumerate() {
            let set: HashSet<i64> = residents[i + 1..]
                .iter()
                .map(|&l| ps[r].score - ps[l].score)
                .collect();
            diffs.extend(set);
        }
        let mut counts: BTreeMap<i64, usize> = BTreeMap::new();
        for d in diffs {
            *counts.entry(d).or_default() += 1;
        }
        let mut sd_bits = BTreeMap::new();
        let mut total = 0;
        for (d, c) in counts {
            sd_bits.insert(d, total);
            total += bit_length(c);
        }
        Bracket {
            bits: bit_length(residents.len()),
            low_bits: bit_length(lower.len()),
            last: lower.is_empty(),
            mdp,
            residents,
            lower,
            one_round: rounds > 0,
            two_rounds: rounds > 1,
            penultimate: collapsed,
            min_score,
            sd_total: total,
            sd_bits,
        }
    }

    fn sd(&self, d: i64) -> Wide {
        Wide::bit(self.sd_bits.get(&d).copied().unwrap_or(0))
    }

    /// The shifts of C.5–C.19, in order.
    fn shifts(&self) -> [u32; 15] {
        let pl = self.penultimate || self.last;
        let one = |b: u32| if self.one_round { b } else { 0 };
        let two = |b: u32| if self.two_rounds { b } else { 0 };
        [
            self.bits,
            self.sd_total,
            if pl { 0 } else { self.low_bits + self.sd_total },
            self.bits,
            self.bits,
            self.bits,
            self.bits,
            one(self.bits),
            two(self.bits),
            one(self.bits),
            two(self.bits),
            one(self.sd_total),
            one(self.sd_total),
            two(self.sd_total),
            two(self.sd_total),
        ]
    }

    /// A pair's weight: every criterion it satisfies, most important highest.
    fn weight(&self, a: &Player, b: &Player) -> Wide {
        if !allowed(a, b) {
            return Wide::ZERO;
        }
        let mut w = Wide::ZERO;
        if self.penultimate || self.last {
            w = Wide::from_u64(1 + u64::from(a.bye_received) + u64::from(b.bye_received));
        }
        let shifts = self.shifts();
        let lower = b.role == Role::Lower;
        let add = |w: Wide, v: bool| if v { w + Wide::from_u64(1) } else { w };
        let diff = |p: &Player| p.score - self.min_score + 10;
        let conflict = a.side == b.side && a.side != 0;
        let more = a.score > b.score;
        for (c, &shift) in shifts.iter().enumerate() {
            w = w.shifted(shift);
            // A criterion without bits does not apply in this bracket (C.7 in the last
            // two brackets; the float criteria before the rounds they look back on).
            if shift == 0 || (lower && c != 2) {
                continue;
            }
            w = match c {
                // C.5: pairs.
                0 => add(w, true),
                // C.6: the PSD.
                1 => w + self.sd(diff(a)) + self.sd(diff(b)) - self.sd(a.score - b.score),
                // C.7: the next bracket's pairs and PSD.
                2 => {
                    if self.penultimate || self.last {
                        w
                    } else {
                        let mut v = Wide::from_u64(u64::from(lower)).shifted(self.sd_total);
                        if a.role != Role::Lower {
                            v = v + self.sd(diff(a));
                        }
                        if b.role != Role::Lower {
                            v = v + self.sd(diff(b));
                        }
                        w + v
                    }
                }
                // C.8: topscorers' colour differences beyond 2.
                3 => add(
                    w,
                    !((a.top || b.top)
                        && a.difference.abs() > 1
                        && b.difference.abs() > 1
                        && a.side == b.side),
                ),
                // C.9: topscorers' same colour three times.
                4 => add(
                    w,
                    !((a.top || b.top) && a.double && b.double && a.side == b.side),
                ),
                // C.10: colour preferences.
                5 => add(w, !conflict),
                // C.11: strong colour preferences.
                6 => add(w, !(a.strength >= 2 && b.strength >= 2 && conflict)),
                // C.12–C.19: floats again, looking back one round (C.12, C.13, C.16, C.17)
                // or two (C.14, C.15, C.18, C.19).
                _ => {
                    let back = if matches!(c, 7 | 8 | 11 | 12) { 1 } else { 2 };
                    let float = |p: &Player| if back == 1 { p.float1 } else { p.float2 };
                    let (down_a, down_b, up_b) = (float(a) == -1, float(b) == -1, float(b) == 1);
                    match c {
                        // C.12, C.14: downfloaters downfloating again.
                        7 | 9 => {
                            let n = u64::from(down_a && a.score <= b.score) + u64::from(down_b);
                            w + Wide::from_u64(n)
                        }
                        // C.13, C.15: upfloaters upfloating again.
                        8 | 10 => add(w, !(up_b && more)),
                        // C.16, C.18: the scores of downfloaters downfloating again.
                        11 | 13 => {
                            let mut v = w;
                            if down_a {
                                v = v + self.sd(diff(a));
                            }
                            if down_b {
                                v = v + self.sd(diff(b));
                            }
                            if down_a && more {
                                v = v - self.sd(a.score - b.score);
                            }
                            v
                        }
                        // C.17, C.19: the scores of upfloaters' opponents.
                        _ => {
                            if up_b && more {
                                w - self.sd(diff(a))
                            } else {
                                w
                            }
                        }
                    }
                }
            };
        }
        w.shifted(3 * self.bits + 1)
    }

    /// The weight given to a pair that is settled.
    fn max_weight(&self) -> Wide {
        let bits: u32 = 2 + self.shifts().iter().sum::<u32>() + 3 * self.bits + 2;
        Wide::ones(bits - 1)
    }
}

/// The bracket's matching: a weight for every pair of its players (and the next group's),
/// nudged as the choices are made, and the best matching kept up to date as they are.
struct Matcher {
    /// Indices into the players: MDPs, residents, then the next group.
    list: Vec<usize>,
    at: HashMap<usize, usize>,
    weights: Vec<Vec<Wide>>,
    max: Wide,
    solver: Solver,
    /// Each player's partner (itself when single), by player index.
    partner: HashMap<usize, usize>,
}

/// The matching, in the narrowest integers the bracket's weights fit with room for the
/// duals (never negative, and within a few times the largest weight): machine integers for
/// most brackets, 256 bits for most others. Narrower is several times faster and finds the
/// same matching.
enum Solver {
    Narrow(Dynamic<i128>),
    Mid(Dynamic<Wide<4>>),
    Wide(Dynamic<Wide>),
}

// Tests pair the same events in every width: the narrowest the weights allow (0), at least
// 256 bits (1), or 512 (2).
#[cfg(test)]
thread_local! {
    static WIDTH_FLOOR: std::cell::Cell<u8> = const { std::cell::Cell::new(0) };
}

fn width_floor() -> u8 {
    #[cfg(test)]
    return WIDTH_FLOOR.with(std::cell::Cell::get);
    #[cfg(not(test))]
    0
}

impl Solver {
    fn new(n: usize, edges: &[(usize, usize, Wide)], max: Wide) -> Solver {
        fn convert<W>(
            edges: &[(usize, usize, Wide)],
            f: impl Fn(Wide) -> Option<W>,
        ) -> Vec<(usize, usize, W)> {
            edges
                .iter()
                .map(|&(i, j, w)| (i, j, f(w).expect("a weight below the bracket's largest")))
                .collect()
        }
        let floor = width_floor();
        if floor == 0 && max < Wide::bit(100) {
            Solver::Narrow(Dynamic::new(n, &convert(edges, |w| w.to_i128())))
        } else if floor <= 1 && max < Wide::bit(230) {
            Solver::Mid(Dynamic::new(n, &convert(edges, |w| w.narrow::<4>())))
        } else {
            Solver::Wide(Dynamic::new(n, edges))
        }
    }

    fn set(&mut self, a: usize, b: usize, w: Wide) {
        const NARROW: &str = "a weight below the bracket's largest";
        match self {
            Solver::Narrow(d) => d.set(a, b, w.to_i128().expect(NARROW)),
            Solver::Mid(d) => d.set(a, b, w.narrow::<4>().expect(NARROW)),
            Solver::Wide(d) => d.set(a, b, w),
        }
    }

    fn solve(&mut self) {
        match self {
            Solver::Narrow(d) => d.solve(),
            Solver::Mid(d) => d.solve(),
            Solver::Wide(d) => d.solve(),
        }
    }

    fn mate(&self, v: usize) -> Option<usize> {
        match self {
            Solver::Narrow(d) => d.mate(v),
            Solver::Mid(d) => d.mate(v),
            Solver::Wide(d) => d.mate(v),
        }
    }
}

impl Matcher {
    fn new(ps: &[Player], b: &Bracket) -> Matcher {
        let list: Vec<usize> = b
            .mdp
            .iter()
            .chain(&b.residents)
            .chain(&b.lower)
            .copied()
            .collect();
        let n = list.len();
        let mut weights = vec![vec![Wide::ZERO; n]; n];
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                let w = b.weight(&ps[list[i]], &ps[list[j]]);
                weights[i][j] = w;
                weights[j][i] = w;
                if !w.is_zero() {
                    edges.push((i, j, w));
                }
            }
        }
        let max = b.max_weight();
        let solver = Solver::new(n, &edges, max);
        let at = list.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut m = Matcher {
            list,
            at,
            weights,
            max,
            solver,
            partner: HashMap::new(),
        };
        m.read_partners();
        m
    }

    fn update(&mut self) {
        self.solver.solve();
        self.read_partners();
    }

    fn read_partners(&mut self) {
        self.partner = (0..self.list.len())
            .map(|i| {
                let j = self.solver.mate(i).unwrap_or(i);
                (self.list[i], self.list[j])
            })
            .collect();
    }

    /// Sets the weight of `i`–`j` (list positions), `i` being the player whose edges change.
    fn set(&mut self, i: usize, j: usize, w: Wide) {
        if self.weights[i][j] == w {
            return;
        }
        self.weights[i][j] = w;
        self.weights[j][i] = w;
        self.solver.set(i, j, w);
    }

    fn add(&mut self, a: usize, b: usize, value: i64) {
        let (i, j) = (self.at[&a], self.at[&b]);
        if self.weights[i][j].is_zero() {
            return;
        }
        let v = Wide::from_u64(value.unsigned_abs());
        let w = if value > 0 {
            self.weights[i][j] + v
        } else {
            self.weights[i][j] - v
        };
        self.set(i, j, w);
    }

    fn add_all(&mut self, a: usize, others: &[usize], mut value: i64, increment: bool) {
        for &o in others {
            self.add(a, o, value);
            value += i64::from(increment);
        }
    }

    fn remove(&mut self, a: usize, b: usize) {
        let (i, j) = (self.at[&a], self.at[&b]);
        self.set(i, j, Wide::ZERO);
    }

    fn remove_all(&mut self, a: usize, others: &[usize]) {
        for &o in others {
            self.remove(a, o);
        }
    }

    fn settle(&mut self, a: usize, b: usize) {
        if a == b {
            return;
        }
        let (i, j) = (self.at[&a], self.at[&b]);
        for k in 0..self.list.len() {
            if k != j {
                self.set(i, k, Wide::ZERO);
            }
            if k != i {
                self.set(j, k, Wide::ZERO);
            }
        }
        self.set(i, j, self.max);
    }
}

/// Pairs one bracket; `None` when its downfloaters would leave the round unpairable.
#[expect(
    clippy::too_many_lines,
    reason = "the handbook's bracket pairing, its steps in the handbook's order"
)]
fn pair_bracket(
    ps: &[Player],
    b: &Bracket,
    validity: &mut Validity,
) -> Option<Vec<(usize, usize)>> {
    let mut m = Matcher::new(ps, b);
    let num = m.list.len() as i64;
    let partner_role = |m: &Matcher, p: usize| ps[m.partner[&p]].role;
    let resident_match = |m: &Matcher, p: usize| partner_role(m, p) == Role::Resident;
    let in_s1 = |m: &Matcher, p: usize| {
        ps[p].above(&ps[m.partner[&p]]) && partner_role(m, p) == Role::Resident
    };
    let in_s2 = |m: &Matcher, p: usize| {
        !ps[p].above(&ps[m.partner[&p]]) || partner_role(m, p) == Role::Lower
    };
    // D.3: which MDPs are paired (S1), highest first.
    let mut s1_het = Vec::new();
    for &mdp in &b.mdp {
        if !resident_match(&m, mdp) {
            m.add_all(mdp, &b.residents, 1, false);
            m.update();
        }
        if resident_match(&m, mdp) {
            s1_het.push(mdp);
            m.add_all(mdp, &b.residents, num, false);
        }
    }
    // D.1: each MDP's opponent, the lowest pairing number possible.
    let mut s2_het = Vec::new();
    for &mdp in &s1_het {
        let reversed: Vec<usize> = b.residents.iter().rev().copied().collect();
        m.add_all(mdp, &reversed, 0, true);
        m.update();
        let partner = m.partner[&mdp];
        s2_het.push(partner);
        m.settle(mdp, partner);
        if partner != mdp {
            validity.fixed.push((mdp, partner));
        }
    }
    // D.2: the remainder's S1 and S2, and the exchanges between them.
    let taken: HashSet<usize> = s2_het.iter().copied().collect();
    let remainder: Vec<usize> = b
        .residents
        .iter()
        .copied()
        .filter(|r| !taken.contains(r))
        .collect();
    let pairs = remainder.iter().filter(|&&r| resident_match(&m, r)).count() / 2;
    let mut s1: Vec<usize> = remainder[..pairs].to_vec();
    let mut s2: Vec<usize> = remainder[pairs..].to_vec();
    for (i, &r) in remainder.iter().enumerate() {
        let value = ((i64::from(i < pairs) << (2 * b.bits)) - i as i64) << 1;
        m.add_all(r, &remainder[i + 1..], value, false);
    }
    m.update();
    let exchanges = s1.iter().filter(|&&r| in_s2(&m, r)).count();
    // D.2.c: the highest numbers leave S1.
    let mut left = exchanges;
    for i in (0..s1.len()).rev() {
        if left == 0 {
            break;
        }
        let r = s1[i];
        let lower: Vec<usize> = s1[i + 1..].iter().chain(&s2).copied().collect();
        let was = in_s2(&m, r);
        if !was {
            m.add_all(r, &lower, -1, false);
            m.update();
        }
        if in_s2(&m, r) {
            left -= 1;
            m.remove_all(r, &lower);
        }
        if !was {
            m.add_all(r, &lower, 1, false);
        }
    }
    // D.2.d: the lowest numbers leave S2.
    let mut left = exchanges;
    for i in 0..s2.len() {
        if left == 0 {
            break;
        }
        let r = s2[i];
        let higher: Vec<usize> = s1.iter().chain(&s2[..i]).copied().collect();
        let was = in_s1(&m, r);
        if !was {
            m.add_all(r, &higher, -1, false);
            m.update();
        }
        if !in_s2(&m, r) {
            left -= 1;
            let mut drop = higher.clone();
            drop.extend(&b.lower);
            m.remove_all(r, &drop);
        }
        if !was {
            m.add_all(r, &higher, 1, false);
        }
    }
    // The exchanges made: S1 and S2 as they now are, each paired only across.
    let homogeneous: Vec<usize> = s1.iter().chain(&s2).copied().collect();
    let new_s1: Vec<usize> = homogeneous
        .iter()
        .copied()
        .filter(|&r| in_s1(&m, r))
        .collect();
    let new_s2: Vec<usize> = homogeneous
        .iter()
        .copied()
        .filter(|&r| in_s2(&m, r))
        .collect();
    s1 = new_s1;
    s2 = new_s2;
    for i in 0..s1.len() {
        let rest = s1[i + 1..].to_vec();
        m.remove_all(s1[i], &rest);
    }
    for i in 0..s2.len() {
        let rest = s2[i + 1..].to_vec();
        m.remove_all(s2[i], &rest);
    }
    // D.1 in the remainder: each S1 player's opponent, in order.
    for &r in &s1 {
        let reversed: Vec<usize> = s2.iter().rev().copied().collect();
        m.add_all(r, &reversed, 0, true);
        m.update();
        let partner = m.partner[&r];
        m.settle(r, partner);
        if partner != r {
            validity.fixed.push((r, partner));
        }
    }
    if !(b.penultimate || b.last || validity.valid(ps)) {
        return None;
    }
    let mut out = Vec::new();
    for (&p, &q) in &m.partner {
        if ps[p].role == Role::Lower || ps[q].role == Role::Lower {
            continue;
        }
        if ps[p].above(&ps[q]) {
            out.push((p, q));
        }
        if p == q && b.last {
            out.push((p, p));
        }
    }
    Some(out)
}

/// The colours of `a` (ranked above `b`) and `b`: (white, black) by E.1–E.5.
fn colours(a: &Player, b: &Player, initial_white: bool) -> (usize, usize) {
    let mut side: i8 = 0;
    // E.1: both preferences, when they differ.
    if a.side != 0 && b.side != 0 && a.side != b.side {
        side = a.side;
    }
    // E.2: the stronger preference; between absolutes, the wider colour difference.
    if side == 0 {
        if a.strength != b.strength {
            side = if a.strength > b.strength {
                a.side
            } else {
                -b.side
            };
        } else if a.strength == 3 && a.difference.abs() != b.difference.abs() {
            side = if a.difference.abs() > b.difference.abs() {
                a.side
            } else {
                -b.side
            };
        }
    }
    // E.3: alternate from the latest game in which they had different colours.
    if side == 0 {
        for (&x, &y) in a.colours.iter().rev().zip(b.colours.iter().rev()) {
            if x != y {
                side = if x { -1 } else { 1 };
                break;
            }
        }
    }
    // E.4: the higher-ranked player's preference.
    if side == 0 {
        side = a.side;
    }
    // E.5: by the higher-ranked player's pairing number and the initial colour.
    if side == 0 {
        side = if a.number % 2 == 1 { 1 } else { -1 };
        if !initial_white {
            side = -side;
        }
    }
    if side > 0 {
        (a.id, b.id)
    } else {
        (b.id, a.id)
    }
}

/// Pairs the next round: (white, black) by id, top board first, a bye as (id, 0).
///
/// # Errors
/// When no pairing respects C.1–C.3 (the event has more rounds than its field allows).
pub fn pair(event: &Event) -> Result<Vec<(usize, usize)>, String> {
    let mut ps = players(event);
    if ps.len() < 2 {
        return Err("fewer than two players are left to pair".to_owned());
    }
    let rounds = event
        .entrants
        .iter()
        .map(|e| e.history.len())
        .min()
        .unwrap_or(0);
    ps.sort_by(|a, b| {
        (b.score, std::cmp::Reverse(b.number)).cmp(&(a.score, std::cmp::Reverse(a.number)))
    });
    let mut validity = Validity { fixed: Vec::new() };
    if !validity.valid(&ps) {
        return Err(
            "no pairing is left that avoids a rematch or a second bye: the event has more rounds than its field allows"
                .to_owned(),
        );
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for i in 0..ps.len() {
        match groups.last_mut() {
            Some(g) if ps[g[0]].score == ps[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut index = 0;
    let mut collapsed = false;
    let mut mdp: Vec<usize> = Vec::new();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    while index < groups.len() {
        let residents = groups[index].clone();
        let lower = groups.get(index + 1).cloned().unwrap_or_default();
        for &p in &mdp {
            ps[p].role = Role::Mdp;
        }
        for &p in &residents {
            ps[p].role = Role::Resident;
        }
        for &p in &lower {
            ps[p].role = Role::Lower;
        }
        let bracket = Bracket::new(
            &ps,
            mdp.clone(),
            residents.clone(),
            lower,
            rounds,
            collapsed,
        );
        match pair_bracket(&ps, &bracket, &mut validity) {
            Some(found) => {
                let paired: HashSet<usize> = found
                    .iter()
                    .filter(|(a, b)| a != b)
                    .flat_map(|&(a, b)| [a, b])
                    .collect();
                mdp = mdp
                    .iter()
                    .chain(&residents)
                    .copied()
                    .filter(|p| !paired.contains(p))
                    .collect();
                pairs.extend(found);
                index += 1;
            }
            None => {
                // A.9: everyone below this bracket becomes one group.
                let rest: Vec<usize> = groups[index + 1..].iter().flatten().copied().collect();
                groups.truncate(index + 1);
                groups.push(rest);
                collapsed = true;
            }
        }
    }
    // D.9: boards by the higher player's score, the pair's scores, his rank.
    let key = |&(a, b): &(usize, usize)| {
        if a == b {
            return (-1, -1, -1);
        }
        let (hi, lo) = if (ps[b].points, std::cmp::Reverse(ps[b].number))
            > (ps[a].points, std::cmp::Reverse(ps[a].number))
        {
            (b, a)
        } else {
            (a, b)
        };
        (ps[hi].points, ps[lo].points, -(ps[hi].number as i64))
    };
    pairs.sort_by_key(|p| std::cmp::Reverse(key(p)));
    Ok(pairs
        .into_iter()
        .map(|(a, b)| {
            if a == b {
                (ps[a].id, 0)
            } else {
                colours(&ps[a], &ps[b], event.initial_white)
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::{pair, Entrant, Entry, Event, HashMap, HashSet, Scoring, WIDTH_FLOOR};

    /// The widths find the same pairings: 60 players, nine rounds of random results (a few
    /// forfeits), each round paired in 128, 256 and 512 bits where the weights allow.
    #[test]
    fn every_weight_width_pairs_alike() {
        let mut x: u64 = 0xD1B5_4A32_D192_ED03;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        let n = 60;
        let mut history: Vec<Vec<Entry>> = vec![Vec::new(); n + 1];
        let scoring = Scoring::default();
        for round in 1..=9 {
            let entrants: Vec<Entrant> = (1..=n)
                .map(|id| Entrant {
                    id,
                    points: history[id].iter().map(|e| scoring.points(e)).sum(),
                    history: history[id].clone(),
                })
                .collect();
            let event = Event {
                everyone: entrants.clone(),
                entrants,
                total_rounds: Some(9),
                initial_white: true,
                by_rank: false,
                accelerations: HashMap::new(),
                forbidden: HashSet::new(),
                scoring,
            };
            let paired: Vec<Vec<(usize, usize)>> = (0..3)
                .map(|floor| {
                    WIDTH_FLOOR.with(|w| w.set(floor));
                    pair(&event).expect("pairs")
                })
                .collect();
            WIDTH_FLOOR.with(|w| w.set(0));
            assert_eq!(paired[0], paired[1], "round {round}: 128 against 256 bits");
            assert_eq!(paired[0], paired[2], "round {round}: 128 against 512 bits");
            for &(w, b) in &paired[0] {
                if b == 0 {
                    history[w].push(Entry {
                        opponent: 0,
                        white: None,
                        code: 'U',
                    });
                    continue;
                }
                let (cw, cb) = match next(10) {
                    0 => ('+', '-'),
                    1..=3 => ('=', '='),
                    4..=6 => ('1', '0'),
                    _ => ('0', '1'),
                };
                history[w].push(Entry {
                    opponent: b,
                    white: Some(true),
                    code: cw,
                });
                history[b].push(Entry {
                    opponent: w,
                    white: Some(false),
                    code: cb,
                });
            }
        }
    }
}
