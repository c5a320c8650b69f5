//! Swiss pairings by the FIDE Dutch system (C.04.3, the 2017 rules), written from the
//! handbook's text.
//!
//! **What it does.** Players are ranked by score, then start number (A.2). A bye, when the
//! count is odd, goes to the lowest-ranked player who has had neither a bye nor a forfeit
//! win (C.2) and whose absence leaves the others pairable. Brackets are then paired from the
//! top score down; players left unpaired in one bracket move down to the next (A.4). In each
//! bracket of N players the pairing with the most pairs P is sought first (C.5): S1 is the
//! first P players, S2 the rest, and candidates come in the handbook's order — the
//! transpositions of S2 in lexicographic order of their first P bracket sequence numbers
//! (D.1), then each exchange between S1 and S2 (D.2: fewest players exchanged, then the
//! smallest difference of the sums of their numbers, then the highest number leaving S1,
//! then the lowest number leaving S2), each with its transpositions.
//!
//! A candidate must satisfy the absolute criteria — no rematch (C.1), no two players with
//! the same absolute colour preference (C.3) — and leave the players below it pairable
//! (C.4, checked by a maximum matching of the compatible pairs, [`super::matching`]).
//! Among those the first with the best quality wins; quality compares, in order: the scores of the players who float down
//! (C.6, lower is better), players who do not get their colour preference (C.10), players
//! who do not get a strong or absolute one (C.11), players floating down or up again after
//! doing so the round before (C.12, C.13), and two rounds before (C.14, C.15). The search
//! stops at the first candidate that cannot be bettered (its downfloaters the lowest scores
//! and its colour violations the fewest any pairing of the bracket allows), or after a
//! budget of candidates, keeping the best seen. If the budget runs out before any
//! candidate was valid, the bracket takes the pairs of a perfect matching of everyone left,
//! so a round that can be paired always is.
//!
//! **Colours** follow E.1–E.5: both preferences when they differ; else the stronger
//! (absolute, strong, mild); else alternate from the latest round in which the two had
//! different colours; else the higher-ranked player's; with no preference at all, the
//! higher-ranked player takes the initial colour when his start number is odd.
//!
//! **Where it is simpler than the handbook, on purpose.**
//! - A heterogeneous bracket is paired as one group with the moved-down players at the head
//!   of S1 (they pair first because they rank first), not as an MDP-pairing plus a
//!   remainder.
//! - There is no topscorer exception: two players with the same absolute colour preference
//!   never meet, so no player's colour difference leaves ±2 and nobody has one colour three
//!   times running. Only when no pairing at all satisfies that is C.3 dropped
//!   ([`Round::relaxed`]); rematches are never allowed.
//! - Forfeited games count as met (no rematch), not for colours, and a forfeit win counts
//!   as a bye for C.2 and as a downfloat.

use std::collections::{HashMap, HashSet};

use super::standings::{GameResult, Played};

/// How many valid candidates one bracket may weigh before it settles for the best so far.
const BUDGET: usize = 4000;
/// How many search steps (pairs tried) one bracket may take.
const STEPS: usize = 200_000;

/// What the pairing engine is told about the event.
#[derive(Debug, Clone)]
pub struct Field<'a> {
    /// Start numbers of the players to pair (withdrawn players left out).
    pub active: &'a [usize],
    /// Every finished game, in any order.
    pub games: &'a [Played],
    /// Byes given: (player, round).
    pub byes: &'a [(usize, usize)],
    /// Rounds a player sat out by request, with the half points they were given:
    /// (player, round, halves). Points beyond a loss's count as a downfloat.
    pub absences: &'a [(usize, usize, i64)],
    /// Rounds played so far.
    pub rounds: usize,
    /// Whether the initial colour (E.5) is white.
    pub initial_white: bool,
}

/// The pairing of one round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// (white, black) by start number, top board first.
    pub pairs: Vec<(usize, usize)>,
    /// The player with the bye.
    pub bye: Option<usize>,
    /// Whether C.3 had to be dropped: some pair has the same absolute colour preference.
    pub relaxed: bool,
}

/// Why a round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unpairable {
    /// Fewer than two players.
    TooFew,
    /// Every pairing repeats a game (or gives a second bye).
    Exhausted,
}

impl std::fmt::Display for Unpairable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unpairable::TooFew => f.write_str("fewer than two players are left to pair"),
            Unpairable::Exhausted => f.write_str(
                "no pairing is left that avoids a rematch or a second bye: the event has more rounds than its field allows",
            ),
        }
    }
}

/// A colour, as the pairing sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White.
    White,
    /// Black.
    Black,
}

impl Colour {
    fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A colour preference's strength (A.6), weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Strength {
    Mild,
    Strong,
    Absolute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
}

/// A player as this round's pairing sees him.
#[derive(Debug, Clone)]
struct Player {
    number: usize,
    score: i64,
    /// Colours of the games played over the board, oldest first.
    colours: Vec<Colour>,
    met: HashSet<usize>,
    had_bye: bool,
    /// Floats of the last round and the one before it.
    floats: [Option<Float>; 2],
    preference: Option<(Colour, Strength)>,
}

impl Player {
    fn difference(&self) -> i64 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }

    fn absolute(&self) -> Option<Colour> {
        match self.preference {
            Some((c, Strength::Absolute)) => Some(c),
            _ => None,
        }
    }
}

/// The colour preference of A.6 from the colours played.
fn preference(colours: &[Colour]) -> Option<(Colour, Strength)> {
    let last = *colours.last()?;
    let difference: i64 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let two_same = colours.len() >= 2 && colours[colours.len() - 2] == last;
    Some(if !(-1..=1).contains(&difference) || two_same {
        let c = if difference > 1 {
            Colour::Black
        } else if difference < -1 {
            Colour::White
        } else {
            last.other()
        };
        (c, Strength::Absolute)
    } else if difference == 1 {
        (Colour::Black, Strength::Strong)
    } else if difference == -1 {
        (Colour::White, Strength::Strong)
    } else {
        (last.other(), Strength::Mild)
    })
}

/// Builds each active player's record from the finished rounds.
fn players(field: &Field<'_>) -> Vec<Player> {
    let mut by_round: HashMap<usize, Vec<&Played>> = HashMap::new();
    for g in field.games {
        by_round.entry(g.round).or_default().push(g);
    }
    let numbers: HashSet<usize> = field
        .active
        .iter()
        .copied()
        .chain(field.games.iter().flat_map(|g| [g.white, g.black]))
        .chain(field.byes.iter().map(|b| b.0))
        .chain(field.absences.iter().map(|a| a.0))
        .collect();
    let mut score: HashMap<usize, i64> = numbers.iter().map(|n| (*n, 0)).collect();
    let mut colours: HashMap<usize, Vec<Colour>> = HashMap::new();
    let mut met: HashMap<usize, HashSet<usize>> = HashMap::new();
    let mut had_bye: HashSet<usize> = HashSet::new();
    let mut floats: HashMap<usize, Vec<Option<Float>>> = HashMap::new();
    for round in 1..=field.rounds {
        let before = score.clone();
        let mut float_now: HashMap<usize, Float> = HashMap::new();
        for g in by_round.get(&round).map(Vec::as_slice).unwrap_or(&[]) {
            let (w, b) = g.result.halves();
            *score.entry(g.white).or_default() += w;
            *score.entry(g.black).or_default() += b;
            met.entry(g.white).or_default().insert(g.black);
            met.entry(g.black).or_default().insert(g.white);
            match g.result {
                GameResult::WhiteByForfeit => {
                    had_bye.insert(g.white);
                    float_now.insert(g.white, Float::Down);
                }
                GameResult::BlackByForfeit => {
                    had_bye.insert(g.black);
                    float_now.insert(g.black, Float::Down);
                }
                _ => {
                    colours.entry(g.white).or_default().push(Colour::White);
                    colours.entry(g.black).or_default().push(Colour::Black);
                    let (sw, sb) = (before[&g.white], before[&g.black]);
                    if sw > sb {
                        float_now.insert(g.white, Float::Down);
                        float_now.insert(g.black, Float::Up);
                    } else if sb > sw {
                        float_now.insert(g.black, Float::Down);
                        float_now.insert(g.white, Float::Up);
                    }
                }
            }
        }
        for &(p, r) in field.byes {
            if r == round {
                *score.entry(p).or_default() += 2;
                had_bye.insert(p);
                float_now.insert(p, Float::Down);
            }
        }
        for &(p, r, halves) in field.absences {
            if r == round {
                *score.entry(p).or_default() += halves;
                if halves > 0 {
                    float_now.insert(p, Float::Down);
                }
            }
        }
        for n in &numbers {
            floats
                .entry(*n)
                .or_default()
                .push(float_now.get(n).copied());
        }
    }
    let mut out: Vec<Player> = field
        .active
        .iter()
        .map(|&n| {
            let cs = colours.remove(&n).unwrap_or_default();
            let fl = floats.remove(&n).unwrap_or_default();
            Player {
                number: n,
                score: score[&n],
                preference: preference(&cs),
                colours: cs,
                met: met.remove(&n).unwrap_or_default(),
                had_bye: had_bye.contains(&n),
                floats: [
                    fl.last().copied().flatten(),
                    fl.len().checked_sub(2).and_then(|i| fl[i]),
                ],
            }
        })
        .collect();
    // A.2: score, then start number.
    out.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    out
}

/// Pairs the next round.
///
/// # Errors
/// [`Unpairable`] when fewer than two players are left or no pairing avoids a rematch.
pub fn pair(field: &Field<'_>) -> Result<Round, Unpairable> {
    let players = players(field);
    if players.len() < 2 {
        return Err(Unpairable::TooFew);
    }
    match Pairer::new(&players, field.initial_white, false).round() {
        Some(r) => Ok(r),
        None => Pairer::new(&players, field.initial_white, true)
            .round()
            .ok_or(Unpairable::Exhausted),
    }
}

/// Quality of a bracket's candidate; smaller is better, compared in field order.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// C.6: the downfloaters' scores, highest first.
    floater_scores: Vec<i64>,
    /// C.10.
    colour: usize,
    /// C.11.
    strong_colour: usize,
    /// C.12 + C.13.
    float_again: usize,
    /// C.14 + C.15.
    float_two_ago: usize,
}

struct Candidate {
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    quality: Quality,
}

/// One round's pairing work over players indexed in rank order.
struct Pairer<'p> {
    players: &'p [Player],
    initial_white: bool,
    relaxed: bool,
    /// Sets of indices known to have no perfect matching.
    dead: HashSet<Vec<u64>>,
}

impl<'p> Pairer<'p> {
    fn new(players: &'p [Player], initial_white: bool, relaxed: bool) -> Self {
        Pairer {
            players,
            initial_white,
            relaxed,
            dead: HashSet::new(),
        }
    }

    /// C.1 and C.3.
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        if pa.met.contains(&pb.number) {
            return false;
        }
        if self.relaxed {
            return true;
        }
        !matches!((pa.absolute(), pb.absolute()), (Some(x), Some(y)) if x == y)
    }

    fn key(set: &[usize]) -> Vec<u64> {
        let mut bits = vec![0u64; set.iter().max().map_or(0, |m| m / 64 + 1)];
        for &i in set {
            bits[i / 64] |= 1 << (i % 64);
        }
        bits
    }

    /// A perfect matching of `set` (sorted by rank), each player taking the highest-ranked
    /// partner that still lets the rest be matched; `None` if there is none.
    fn matching(&mut self, set: &[usize]) -> Option<Vec<(usize, usize)>> {
        if set.is_empty() {
            return Some(Vec::new());
        }
        if set.len() % 2 == 1 {
            return None;
        }
        let key = Self::key(set);
        if self.dead.contains(&key) {
            return None;
        }
        let first = set[0];
        for j in 1..set.len() {
            if !self.compatible(first, set[j]) {
                continue;
            }
            let rest: Vec<usize> = set[1..].iter().copied().filter(|&x| x != set[j]).collect();
            if let Some(mut m) = self.matching(&rest) {
                m.insert(0, (first, set[j]));
                return Some(m);
            }
        }
        self.dead.insert(key);
        None
    }

    /// Whether `set` can be paired whole without breaking C.1 or C.3: a maximum matching
    /// of the compatible pairs (the blossom algorithm, polynomial however the field is
    /// built) covers every player.
    fn pairable(&self, set: &[usize]) -> bool {
        if set.len() % 2 == 1 {
            return false;
        }
        let mut edges = Vec::new();
        for (x, &a) in set.iter().enumerate() {
            for (y, &b) in set.iter().enumerate().skip(x + 1) {
                if self.compatible(a, b) {
                    edges.push((x, y, 1i64));
                }
            }
        }
        let mate = super::matching::max_weight_matching(set.len(), &edges, true);
        mate.iter().all(Option::is_some)
    }

    fn round(mut self) -> Option<Round> {
        let all: Vec<usize> = (0..self.players.len()).collect();
        let mut bye = None;
        let mut rest = all.clone();
        if all.len() % 2 == 1 {
            // The lowest-ranked player without a bye whose absence leaves a pairing.
            let mut found = false;
            for &i in all.iter().rev() {
                if self.players[i].had_bye {
                    continue;
                }
                let others: Vec<usize> = all.iter().copied().filter(|&x| x != i).collect();
                if self.pairable(&others) {
                    bye = Some(i);
                    rest = others;
                    found = true;
                    break;
                }
            }
            if !found {
                return None;
            }
        } else if !self.pairable(&all) {
            return None;
        }
        let mut pairs = Vec::new();
        let mut moved: Vec<usize> = Vec::new();
        let mut remaining: &[usize] = &rest;
        while !remaining.is_empty() || !moved.is_empty() {
            let score = remaining.first().map(|&i| self.players[i].score);
            let split = remaining
                .iter()
                .position(|&i| Some(self.players[i].score) != score)
                .unwrap_or(remaining.len());
            let (residents, lower) = remaining.split_at(split);
            let mut bracket = moved.clone();
            bracket.extend_from_slice(residents);
            let chosen = self.bracket(&bracket, lower);
            pairs.extend(chosen.pairs);
            moved = chosen.floaters;
            remaining = lower;
            if remaining.is_empty() && !moved.is_empty() {
                // Cannot happen: the last bracket's candidates must pair everyone.
                return None;
            }
        }
        let relaxed = self.relaxed
            && pairs.iter().any(|&(a, b)| {
                matches!((self.players[a].absolute(), self.players[b].absolute()), (Some(x), Some(y)) if x == y)
            });
        let mut out: Vec<(usize, usize)> = pairs
            .into_iter()
            .map(|(a, b)| {
                let (w, b) = self.colours(a, b);
                (self.players[w].number, self.players[b].number)
            })
            .collect();
        // Top board first: by the higher-ranked player's score, then start number.
        out.sort_by_key(|&(w, b)| {
            let rank = |n: usize| {
                self.players
                    .iter()
                    .position(|p| p.number == n)
                    .unwrap_or(usize::MAX)
            };
            rank(w).min(rank(b))
        });
        Some(Round {
            pairs: out,
            bye: bye.map(|i| self.players[i].number),
            relaxed,
        })
    }

    /// E.1–E.5: (white, black) for two players given by rank index.
    fn colours(&self, a: usize, b: usize) -> (usize, usize) {
        let (hi, lo) = if a < b { (a, b) } else { (b, a) };
        let (ph, pl) = (&self.players[hi], &self.players[lo]);
        let give = |c: Colour| {
            if c == Colour::White {
                (hi, lo)
            } else {
                (lo, hi)
            }
        };
        match (ph.preference, pl.preference) {
            (None, None) => {
                let odd = ph.number % 2 == 1;
                let white = if odd == self.initial_white {
                    Colour::White
                } else {
                    Colour::Black
                };
                give(white)
            }
            (Some((c, _)), None) => give(c),
            (None, Some((c, _))) => give(c.other()),
            (Some((ch, sh)), Some((cl, sl))) => {
                if ch != cl {
                    return give(ch);
                }
                if sh != sl {
                    return give(if sh > sl { ch } else { ch.other() });
                }
                if sh == Strength::Absolute {
                    // Both absolute (only when C.3 was dropped): the wider difference wins.
                    let (dh, dl) = (ph.difference().abs(), pl.difference().abs());
                    if dh != dl {
                        return give(if dh > dl { ch } else { ch.other() });
                    }
                }
                // E.3: alternate from the latest round in which their colours differed.
                let (h, l) = (&ph.colours, &pl.colours);
                for k in 1..=h.len().min(l.len()) {
                    let (x, y) = (h[h.len() - k], l[l.len() - k]);
                    if x != y {
                        return give(x.other());
                    }
                }
                give(ch)
            }
        }
    }

    /// Colour violations of a pair: (any preference missed, strong or absolute missed).
    fn colour_cost(&self, a: usize, b: usize) -> (usize, usize) {
        let (w, bl) = self.colours(a, b);
        let mut missed = (0, 0);
        for (i, got) in [(w, Colour::White), (bl, Colour::Black)] {
            if let Some((want, strength)) = self.players[i].preference {
                if want != got {
                    missed.0 += 1;
                    if strength >= Strength::Strong {
                        missed.1 += 1;
                    }
                }
            }
        }
        missed
    }

    fn quality(&self, pairs: &[(usize, usize)], floaters: &[usize]) -> Quality {
        let mut q = Quality {
            floater_scores: floaters.iter().map(|&i| self.players[i].score).collect(),
            colour: 0,
            strong_colour: 0,
            float_again: 0,
            float_two_ago: 0,
        };
        q.floater_scores.sort_unstable_by(|a, b| b.cmp(a));
        let mut floats: Vec<(usize, Float)> = floaters.iter().map(|&i| (i, Float::Down)).collect();
        for &(a, b) in pairs {
            let (c, s) = self.colour_cost(a, b);
            q.colour += c;
            q.strong_colour += s;
            let (sa, sb) = (self.players[a].score, self.players[b].score);
            if sa != sb {
                let (hi, lo) = if sa > sb { (a, b) } else { (b, a) };
                floats.push((hi, Float::Down));
                floats.push((lo, Float::Up));
            }
        }
        for (i, f) in floats {
            let p = &self.players[i];
            if p.floats[0] == Some(f) {
                q.float_again += 1;
            }
            if p.floats[1] == Some(f) {
                q.float_two_ago += 1;
            }
        }
        q
    }

    /// The fewest colour violations any pairing of `pairs` pairs among `bracket` can have:
    /// each pair satisfies at most one player who wants white and one who wants black.
    fn colour_floor(&self, bracket: &[usize], pairs: usize) -> usize {
        let want = |c: Colour| {
            bracket
                .iter()
                .filter(|&&i| matches!(self.players[i].preference, Some((x, _)) if x == c))
                .count()
        };
        let (w, b) = (want(Colour::White), want(Colour::Black));
        // Only 2·pairs players are paired; the rest float and are not counted.
        let paired = 2 * pairs;
        let w = w.min(paired);
        let b = b.min(paired);
        w.saturating_sub(pairs) + b.saturating_sub(pairs)
    }

    /// Chooses the pairing of one bracket; `lower` are the players of the brackets below.
    fn bracket(&mut self, bracket: &[usize], lower: &[usize]) -> Candidate {
        let n = bracket.len();
        // The last bracket must pair everyone.
        let least = if lower.is_empty() { n / 2 } else { 0 };
        for p in (least..=n / 2).rev() {
            match self.with_pairs(bracket, lower, p) {
                (Some(c), _) => return c,
                // The budget ran out before any candidate was valid.
                (None, true) => break,
                (None, false) => {}
            }
        }
        self.fallback(bracket, lower)
    }

    /// The pairs of a perfect matching of everyone left that fall inside the bracket.
    fn fallback(&mut self, bracket: &[usize], lower: &[usize]) -> Candidate {
        let mut all: Vec<usize> = bracket.iter().chain(lower).copied().collect();
        all.sort_unstable();
        let m = self.matching(&all).unwrap_or_default();
        let inside: HashSet<usize> = bracket.iter().copied().collect();
        let pairs: Vec<(usize, usize)> = m
            .into_iter()
            .filter(|(a, b)| inside.contains(a) && inside.contains(b))
            .collect();
        let paired: HashSet<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        let floaters: Vec<usize> = bracket
            .iter()
            .copied()
            .filter(|i| !paired.contains(i))
            .collect();
        let quality = self.quality(&pairs, &floaters);
        Candidate {
            pairs,
            floaters,
            quality,
        }
    }

    fn completes(&mut self, floaters: &[usize], lower: &[usize]) -> bool {
        let mut rest: Vec<usize> = floaters.iter().chain(lower).copied().collect();
        rest.sort_unstable();
        self.pairable(&rest)
    }

    /// The best candidate with `p` pairs, searched in the handbook's order.
    /// Also says whether the search was cut short by the budget.
    fn with_pairs(
        &mut self,
        bracket: &[usize],
        lower: &[usize],
        p: usize,
    ) -> (Option<Candidate>, bool) {
        let n = bracket.len();
        let mut floor_scores: Vec<i64> = bracket.iter().map(|&i| self.players[i].score).collect();
        floor_scores.sort_unstable_by(|a, b| b.cmp(a));
        let floor = Quality {
            floater_scores: floor_scores[2 * p..].to_vec(),
            colour: self.colour_floor(bracket, p),
            strong_colour: 0,
            float_again: 0,
            float_two_ago: 0,
        };
        let mut best: Option<Candidate> = None;
        let mut weighed = 0usize;
        let mut steps = 0usize;
        let identity = (0..p).collect::<Vec<_>>();
        let rest = (p..n).collect::<Vec<_>>();
        // The exchanges are only listed when the original S1 and S2 do not settle it.
        let splits = std::iter::once((identity, rest))
            .chain(std::iter::once(()).flat_map(|()| exchanges(n, p)));
        for (s1, s2) in splits {
            let s1: Vec<usize> = s1.iter().map(|&k| bracket[k]).collect();
            let s2: Vec<usize> = s2.iter().map(|&k| bracket[k]).collect();
            let mut used = vec![false; s2.len()];
            let mut chosen = Vec::with_capacity(p);
            let done = self.transpositions(
                &s1,
                &s2,
                lower,
                &mut used,
                &mut chosen,
                &mut best,
                &floor,
                &mut weighed,
                &mut steps,
            );
            if done {
                break;
            }
        }
        let cut = steps >= STEPS || weighed >= BUDGET;
        (best, cut)
    }

    /// Walks S2's transpositions in lexicographic order; returns true to stop the search.
    #[allow(clippy::too_many_arguments)]
    fn transpositions(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        lower: &[usize],
        used: &mut [bool],
        chosen: &mut Vec<usize>,
        best: &mut Option<Candidate>,
        floor: &Quality,
        weighed: &mut usize,
        steps: &mut usize,
    ) -> bool {
        if *steps >= STEPS || *weighed >= BUDGET {
            return true;
        }
        let k = chosen.len();
        if k == s1.len() {
            let pairs: Vec<(usize, usize)> =
                s1.iter().copied().zip(chosen.iter().copied()).collect();
            let mut floaters: Vec<usize> = s2
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(i, _)| *i)
                .collect();
            floaters.sort_unstable();
            let quality = self.quality(&pairs, &floaters);
            if best.as_ref().is_some_and(|b| b.quality <= quality) {
                return false;
            }
            *weighed += 1;
            if !self.completes(&floaters, lower) {
                return false;
            }
            let perfect = quality <= *floor;
            *best = Some(Candidate {
                pairs,
                floaters,
                quality,
            });
            return perfect;
        }
        for j in 0..s2.len() {
            if used[j] {
                continue;
            }
            *steps += 1;
            if !self.compatible(s1[k], s2[j]) {
                continue;
            }
            used[j] = true;
            chosen.push(s2[j]);
            let stop =
                self.transpositions(s1, s2, lower, used, chosen, best, floor, weighed, steps);
            chosen.pop();
            used[j] = false;
            if stop {
                return true;
            }
        }
        false
    }
}

/// S1 and S2 (as positions in the bracket, 0-based) after each exchange, in the order of
/// D.2, for a bracket of `n` players with `p` pairs (the original split is not listed).
fn exchanges(n: usize, p: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let s1: Vec<usize> = (0..p).collect();
    let s2: Vec<usize> = (p..n).collect();
    let mut out = Vec::new();
    // Exchanges of up to three players each way keep the list small; more rarely help.
    let mut swaps: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    for k in 1..=p.min(n - p).min(3) {
        if binomial(p, k).saturating_mul(binomial(n - p, k)) > 20_000 {
            break;
        }
        for a in subsets(&s1, k) {
            for b in subsets(&s2, k) {
                swaps.push((a.clone(), b));
            }
        }
    }
    let sum = |v: &[usize]| v.iter().sum::<usize>() as i64;
    swaps.sort_by_cached_key(|(a, b)| {
        let mut down = a.clone();
        down.sort_unstable_by(|x, y| y.cmp(x));
        // Fewest exchanged, smallest difference of sums, the highest numbers leaving S1
        // first, then the lowest leaving S2.
        (
            a.len(),
            (sum(b) - sum(a)).abs(),
            std::cmp::Reverse(down),
            b.clone(),
        )
    });
    for (a, b) in swaps {
        let mut x: Vec<usize> = s1.iter().copied().filter(|i| !a.contains(i)).collect();
        x.extend(&b);
        x.sort_unstable();
        let mut y: Vec<usize> = s2.iter().copied().filter(|i| !b.contains(i)).collect();
        y.extend(&a);
        y.sort_unstable();
        out.push((x, y));
    }
    out
}

/// Every `k`-element subset of `items`, in lexicographic order.
fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    fn go(
        items: &[usize],
        k: usize,
        start: usize,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..items.len() {
            cur.push(items[i]);
            go(items, k, i + 1, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(items, k, 0, &mut Vec::new(), &mut out);
    out
}

fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1usize, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameResult::{Black, Draw, White};

    fn game(round: usize, white: usize, black: usize, result: GameResult) -> Played {
        Played {
            round,
            white,
            black,
            result,
        }
    }

    fn pair_all(n: usize, games: &[Played], byes: &[(usize, usize)], rounds: usize) -> Round {
        let active: Vec<usize> = (1..=n).collect();
        pair(&Field {
            active: &active,
            games,
            byes,
            absences: &[],
            rounds,
            initial_white: true,
        })
        .expect("pairable")
    }

    #[test]
    fn colour_preferences_follow_a6() {
        use Colour::{Black as B, White as W};
        assert_eq!(preference(&[]), None);
        assert_eq!(preference(&[W]), Some((B, Strength::Strong)));
        assert_eq!(preference(&[W, B]), Some((W, Strength::Mild)));
        assert_eq!(preference(&[B, W]), Some((B, Strength::Mild)));
        assert_eq!(preference(&[W, W]), Some((B, Strength::Absolute)));
        assert_eq!(preference(&[B, W, W]), Some((B, Strength::Absolute)));
        assert_eq!(preference(&[W, B, B]), Some((W, Strength::Absolute)));
        // A difference of two wins over the last colour: W B W W B W has +2.
        assert_eq!(preference(&[W, W, B, W]), Some((B, Strength::Absolute)));
        assert_eq!(preference(&[B, W, B]), Some((W, Strength::Strong)));
    }

    #[test]
    fn exchanges_come_in_the_order_of_d2() {
        // Ten players, five pairs: BSNs 1–5 in S1, 6–10 in S2 (here 0-based).
        let order = exchanges(10, 5);
        let swapped: Vec<(usize, usize)> = order[..6]
            .iter()
            .map(|(s1, s2)| {
                let out = (0..5).find(|i| !s1.contains(i)).expect("one leaves S1");
                let inn = (5..10).find(|i| s1.contains(i)).expect("one enters S1");
                assert!(s2.contains(&out));
                (out + 1, inn + 1)
            })
            .collect();
        // Sum differences 1, 2, 2, 3, 3, 3; the highest BSN leaving S1 first.
        assert_eq!(
            swapped,
            vec![(5, 6), (5, 7), (4, 6), (5, 8), (4, 7), (3, 6)]
        );
        // All single exchanges (25) come before the first double one.
        assert!(order[..25]
            .iter()
            .all(|(s1, _)| s1.iter().filter(|&&i| i >= 5).count() == 1));
        assert_eq!(order[25].0.iter().filter(|&&i| i >= 5).count(), 2);
        // The first double exchange moves 4 and 5 down and 6 and 7 up (difference 4).
        assert_eq!(order[25].0, vec![0, 1, 2, 5, 6]);
    }

    #[test]
    fn round_one_pairs_the_top_half_with_the_bottom_half() {
        let r = pair_all(8, &[], &[], 0);
        // The higher-ranked player takes white when his number is odd (E.5).
        assert_eq!(r.pairs, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(r.bye, None);
        let r = pair_all(7, &[], &[], 0);
        assert_eq!(r.bye, Some(7));
        assert_eq!(r.pairs, vec![(1, 4), (5, 2), (3, 6)]);
    }

    #[test]
    fn round_two_pairs_by_score_with_alternating_colours() {
        // Round 1: 1–5 1-0, 6–2 0-1, 3–7 ½, 8–4 0-1.
        let games = [
            game(1, 1, 5, White),
            game(1, 6, 2, Black),
            game(1, 3, 7, Draw),
            game(1, 8, 4, Black),
        ];
        let r = pair_all(8, &games, &[], 1);
        // Worked by hand. Bracket {1, 2, 4} (1 point): P = 1, S1 = [1], S2 = [2, 4]. The
        // first transposition, 1–2, meets both preferences (1 had white, 2 black) and 4
        // floats down. Bracket {4, 3, 7}: S1 = [4], S2 = [3, 7]; 4–3 gives 4 white and 3
        // black as both want; 7 floats. Bracket {7, 5, 6, 8}: S1 = [7, 5], S2 = [6, 8]:
        // 7–6 and 5–8, every preference met (7 and 5 had black, 6 and 8 white).
        assert_eq!(r.pairs, vec![(2, 1), (4, 3), (7, 6), (5, 8)]);
    }

    #[test]
    fn transpositions_are_tried_in_lexicographic_order_until_every_criterion_holds() {
        // Ten players, round 1 all drawn (1–6, 7–2, 3–8, 9–4, 5–10): round 2 is one bracket,
        // S1 = 1…5, S2 = 6…10, and every S1 player has met his S2 counterpart. 1, 3, 5, 7
        // and 9 had white and want black; the others want white. Worked by hand in D.1's
        // order: 1 takes the first S2 player he has not met who wants white (6 met, 7
        // wants black too, so 8); 2 then 9 (7 met); 3 would take 6 but then 5 is left with
        // 10, whom he met, so 3–10; 4–7; 5–6. Every preference is met.
        let r1 = [(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)];
        let games: Vec<Played> = r1.iter().map(|&(w, b)| game(1, w, b, Draw)).collect();
        let r = pair_all(10, &games, &[], 1);
        assert_eq!(r.pairs, vec![(8, 1), (2, 9), (10, 3), (4, 7), (6, 5)]);
    }

    fn player(number: usize, colours: &[Colour]) -> Player {
        Player {
            number,
            score: 0,
            colours: colours.to_vec(),
            met: HashSet::new(),
            had_bye: false,
            floats: [None, None],
            preference: preference(colours),
        }
    }

    #[test]
    fn colours_are_allocated_by_e1_to_e5() {
        use Colour::{Black as B, White as W};
        let give = |hi: Player, lo: Player| {
            let (hn, ln) = (hi.number, lo.number);
            let players = [hi, lo];
            let p = Pairer::new(&players, true, false);
            let (w, b) = p.colours(0, 1);
            let n = |i: usize| if i == 0 { hn } else { ln };
            (n(w), n(b))
        };
        // E.1: different preferences, both granted.
        assert_eq!(give(player(1, &[W]), player(2, &[B])), (2, 1));
        // E.2: the stronger wins — 2's strong white (difference −1) over 1's mild white.
        assert_eq!(give(player(1, &[W, B]), player(2, &[B])), (2, 1));
        // E.2: an absolute preference (two blacks running) over a strong one.
        assert_eq!(give(player(1, &[B]), player(2, &[W, B, B])), (2, 1));
        // E.3: both strong for white; at the latest round where they differed 1 had white
        // and 2 black, so now 2 has white — though 1 ranks higher.
        assert_eq!(give(player(1, &[B, B, W]), player(2, &[B, W, B])), (2, 1));
        // E.4: the same histories: the higher-ranked player's preference.
        assert_eq!(give(player(1, &[B, W, B]), player(2, &[B, W, B])), (1, 2));
        // E.5: no preference at all: the higher-ranked takes the initial colour when his
        // number is odd, the other when it is even.
        assert_eq!(give(player(3, &[]), player(8, &[])), (3, 8));
        assert_eq!(give(player(4, &[]), player(7, &[])), (7, 4));
        // One preference only: granted.
        assert_eq!(give(player(4, &[]), player(7, &[W])), (4, 7));
    }

    #[test]
    fn a_second_bye_goes_to_someone_else() {
        let games = [game(1, 1, 4, White), game(1, 5, 2, Black)];
        let r = pair_all(5, &games, &[(3, 1)], 1);
        assert_ne!(r.bye, Some(3));
        // The lowest-ranked without a bye: 4 and 5 have 0; 5 ranks lowest.
        assert_eq!(r.bye, Some(5));
    }

    #[test]
    fn rematches_and_same_absolute_colours_are_avoided() {
        // Four players; 1 and 2 have met, 3 and 4 have met.
        let games = [game(1, 1, 2, Draw), game(1, 3, 4, Draw)];
        let r = pair_all(4, &games, &[], 1);
        for (w, b) in &r.pairs {
            assert!(
                !matches!((w, b), (1, 2) | (2, 1) | (3, 4) | (4, 3)),
                "{r:?}"
            );
        }
    }

    #[test]
    fn an_exhausted_field_is_reported() {
        // Three players after every pairing: 1–2, 1–3, 2–3 played and everyone had a bye.
        let games = [
            game(1, 1, 2, Draw),
            game(2, 3, 1, Draw),
            game(3, 2, 3, Draw),
        ];
        let byes = [(3, 1), (2, 2), (1, 3)];
        let active = [1, 2, 3];
        let err = pair(&Field {
            active: &active,
            games: &games,
            byes: &byes,
            absences: &[],
            rounds: 3,
            initial_white: true,
        })
        .unwrap_err();
        assert_eq!(err, Unpairable::Exhausted);
        assert_eq!(
            pair(&Field {
                active: &[1],
                games: &[],
                byes: &[],
                absences: &[],
                rounds: 0,
                initial_white: true
            })
            .unwrap_err(),
            Unpairable::TooFew
        );
    }
}
