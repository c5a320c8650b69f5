//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables
//! (Galil's O(n³) formulation). The exact Dutch system needs it twice: whether the players
//! left can still all be paired (C.4, the completion check), and the best pairing of a
//! bracket once the criteria are weights (as the FIDE-endorsed programs pair). The bracket's
//! matching is a [`Dynamic`] one: kept, and repaired after each weight the pairing nudges.
//!
//! Weights are any [`Weight`]: `i64` for the completion check, wider integers for criteria
//! packed into one number. Dual variables are kept doubled, so integer weights stay integer.

use std::ops::{Add, Sub};

/// An edge weight: an integer that adds, subtracts and halves exactly (even values only).
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// Half of an even value.
    fn half(self) -> Self;
    /// Twice the value.
    fn twice(self) -> Self;
    /// Whether the value is odd.
    fn is_odd(self) -> bool;
}

impl Weight for i64 {
    const ZERO: i64 = 0;
    const ONE: i64 = 1;
    fn half(self) -> i64 {
        self / 2
    }
    fn twice(self) -> i64 {
        self * 2
    }
    fn is_odd(self) -> bool {
        self & 1 == 1
    }
}

impl Weight for i128 {
    const ZERO: i128 = 0;
    const ONE: i128 = 1;
    fn half(self) -> i128 {
        self / 2
    }
    fn twice(self) -> i128 {
        self * 2
    }
    fn is_odd(self) -> bool {
        self & 1 == 1
    }
}

const NONE: usize = usize::MAX;

/// A matching of greatest total weight among the `n` vertices joined by `edges` (a, b,
/// weight; weights above zero, no edge twice). With `max_cardinality`, the greatest weight
/// among the matchings with the most edges. Returns each vertex's mate.
///
/// # Panics
/// If an edge names a vertex of `n` or more, or joins a vertex to itself.
pub fn max_weight_matching<W: Weight>(
    n: usize,
    edges: &[(usize, usize, W)],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; n];
    }
    let mut m = Matcher::new(n, edges.to_vec());
    m.solve(max_cardinality);
    m.mate
        .iter()
        .map(|&p| (p != NONE).then(|| m.endpoint[p]))
        .collect()
}

struct Matcher<W> {
    n: usize,
    edges: Vec<(usize, usize, W)>,
    /// Whether each edge is in the graph (a [`Dynamic`] matching removes edges).
    present: Vec<bool>,
    /// The vertex at each end of each edge: `endpoint[2k]` and `endpoint[2k + 1]`.
    endpoint: Vec<usize>,
    /// For each vertex, the far endpoints of its edges.
    neighbours: Vec<Vec<usize>>,
    /// For each vertex, the far endpoint of its matched edge (`NONE`: single).
    mate: Vec<usize>,
    /// For each vertex and blossom: 0 free, 1 S (outer), 2 T (inner); 5 marks a breadcrumb.
    label: Vec<u8>,
    /// The endpoint through which the label came (`NONE`: a single S vertex's own).
    label_end: Vec<usize>,
    /// The top-level blossom holding each vertex.
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    /// A blossom's sub-blossoms, its base's first, round the cycle.
    children: Vec<Vec<usize>>,
    /// The endpoints joining consecutive sub-blossoms.
    endps: Vec<Vec<usize>>,
    base: Vec<usize>,
    /// The least-slack edge to another S-blossom (for an S-blossom) or from an S vertex (for
    /// a free vertex or T-blossom).
    best_edge: Vec<usize>,
    /// An S-blossom's least-slack edges to each other S-blossom.
    blossom_best: Vec<Option<Vec<usize>>>,
    unused: Vec<usize>,
    /// Doubled vertex duals, then blossom duals.
    dual: Vec<W>,
    allowed: Vec<bool>,
    /// The edges allowed this stage (to clear only them at the next).
    allowed_list: Vec<usize>,
    queue: Vec<usize>,
}

impl<W: Weight> Matcher<W> {
    fn new(n: usize, edges: Vec<(usize, usize, W)>) -> Self {
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbours = vec![Vec::new(); n];
        for (k, &(a, b, _)) in edges.iter().enumerate() {
            assert!(a < n && b < n && a != b, "edge {a}–{b} of {n} vertices");
            endpoint.push(a);
            endpoint.push(b);
            neighbours[a].push(2 * k + 1);
            neighbours[b].push(2 * k);
        }
        let top = edges
            .iter()
            .map(|e| e.2)
            .max()
            .unwrap_or(W::ZERO)
            .max(W::ZERO);
        let mut dual = vec![top; n];
        dual.extend(std::iter::repeat_n(W::ZERO, n));
        Matcher {
            n,
            present: vec![true; edges.len()],
            allowed: vec![false; edges.len()],
            allowed_list: Vec::new(),
            edges,
            endpoint,
            neighbours,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            label_end: vec![NONE; 2 * n],
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            endps: vec![Vec::new(); 2 * n],
            base: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            best_edge: vec![NONE; 2 * n],
            blossom_best: vec![None; 2 * n],
            unused: (n..2 * n).rev().collect(),
            dual,
            queue: Vec::new(),
        }
    }

    /// Lets edge `k` be used this stage.
    fn allow(&mut self, k: usize) {
        if !self.allowed[k] {
            self.allowed[k] = true;
            self.allowed_list.push(k);
        }
    }

    /// Twice the slack of edge `k` (dual variables are doubled).
    fn slack(&self, k: usize) -> W {
        let (a, b, w) = self.edges[k];
        self.dual[a] + self.dual[b] - w.twice()
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.children[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.in_blossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.label_end[w] = p;
        self.label_end[b] = p;
        self.best_edge[w] = NONE;
        self.best_edge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let m = self.mate[base];
            self.assign_label(self.endpoint[m], 1, m ^ 1);
        }
    }

    /// Traces back from S vertices `v` and `w` together: the base of the blossom they close,
    /// or `NONE` when the paths reach two single vertices (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE {
            let mut b = self.in_blossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.label_end[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.label_end[b]];
                b = self.in_blossom[v];
                v = self.endpoint[self.label_end[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused.pop().expect("at most n blossoms");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.label_end[bv]);
            v = self.endpoint[self.label_end[bv]];
            bv = self.in_blossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.label_end[bw] ^ 1);
            w = self.endpoint[self.label_end[bw]];
            bw = self.in_blossom[w];
        }
        self.label[b] = 1;
        self.label_end[b] = self.label_end[bb];
        self.dual[b] = W::ZERO;
        for v in self.leaves_of_path(&path) {
            if self.label[self.in_blossom[v]] == 2 {
                self.queue.push(v);
            }
            self.in_blossom[v] = b;
        }
        // The new blossom's least-slack edges to each other S-blossom.
        let mut best_to = vec![NONE; 2 * self.n];
        for &sub in &path {
            let lists: Vec<Vec<usize>> = match self.blossom_best[sub].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(sub)
                    .into_iter()
                    .map(|v| {
                        self.neighbours[v]
                            .iter()
                            .map(|p| p / 2)
                            .filter(|&k| self.present[k])
                            .collect()
                    })
                    .collect(),
            };
            for list in lists {
                for k in list {
                    let (mut i, mut j, _) = self.edges[k];
                    if self.in_blossom[j] == b {
                        std::mem::swap(&mut i, &mut j);
                    }
                    let _ = i;
                    let bj = self.in_blossom[j];
                    if bj != b
                        && self.label[bj] == 1
                        && (best_to[bj] == NONE || self.slack(k) < self.slack(best_to[bj]))
                    {
                        best_to[bj] = k;
                    }
                }
            }
            self.best_edge[sub] = NONE;
        }
        let list: Vec<usize> = best_to.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.best_edge[b] = best;
        self.blossom_best[b] = Some(list);
        self.children[b] = path;
        self.endps[b] = endps;
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &s in path {
            self.leaves(s, &mut out);
        }
        out
    }

    /// The sub-blossom at position `j` of blossom `b`, counting from either end.
    fn child(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    fn endp(&self, b: usize, j: isize) -> usize {
        let len = self.endps[b].len() as isize;
        self.endps[b][j.rem_euclid(len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, end_stage: bool) {
        for s in self.children[b].clone() {
            self.parent[s] = NONE;
            if s < self.n {
                self.in_blossom[s] = s;
            } else if end_stage && self.dual[s] == W::ZERO {
                self.expand_blossom(s, end_stage);
            } else {
                for v in self.leaves_of(s) {
                    self.in_blossom[v] = s;
                }
            }
        }
        if !end_stage && self.label[b] == 2 {
            // Relabel the sub-blossoms from the one the label came through to the base.
            let entry = self.in_blossom[self.endpoint[self.label_end[b] ^ 1]];
            let len = self.children[b].len() as isize;
            let mut j = self.children[b]
                .iter()
                .position(|&c| c == entry)
                .expect("the entry child") as isize;
            let (step, trick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.label_end[b];
            while j != 0 {
                let q = self.endp(b, j - trick as isize);
                self.label[self.endpoint[p ^ 1]] = 0;
                self.label[self.endpoint[q ^ trick ^ 1]] = 0;
                self.assign_label(self.endpoint[p ^ 1], 2, p);
                self.allow(q / 2);
                j += step;
                p = self.endp(b, j - trick as isize) ^ trick;
                self.allow(p / 2);
                j += step;
            }
            let bv = self.child(b, j);
            let at = self.endpoint[p ^ 1];
            self.label[at] = 2;
            self.label[bv] = 2;
            self.label_end[at] = p;
            self.label_end[bv] = p;
            self.best_edge[bv] = NONE;
            j += step;
            while self.child(b, j) != entry {
                let bv = self.child(b, j);
                if self.label[bv] == 1 {
                    j += step;
                    continue;
                }
                let reached = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0);
                if let Some(v) = reached {
                    self.label[v] = 0;
                    let mate_end = self.endpoint[self.mate[self.base[bv]]];
                    self.label[mate_end] = 0;
                    self.assign_label(v, 2, self.label_end[v]);
                }
                j += step;
            }
        }
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.children[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.blossom_best[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b]
            .iter()
            .position(|&c| c == t)
            .expect("a child") as isize;
        let mut j = i;
        let (step, trick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.child(b, j);
            let p = self.endp(b, j - trick as isize) ^ trick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += step;
            let t = self.child(b, j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        let i = i as usize;
        self.children[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        self.augment_from(v, 2 * k + 1);
        self.augment_from(w, 2 * k);
    }

    /// Flips the alternating path from S vertex `s` up to its tree's root, `s` taking the
    /// endpoint `p` as its mate (`NONE`: `s` is left single).
    fn augment_from(&mut self, mut s: usize, mut p: usize) {
        {
            loop {
                let bs = self.in_blossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.label_end[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.label_end[bs]];
                let bt = self.in_blossom[t];
                s = self.endpoint[self.label_end[bt]];
                let j = self.endpoint[self.label_end[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.label_end[bt];
                p = self.label_end[bt] ^ 1;
            }
        }
    }

    #[expect(
        clippy::too_many_lines,
        reason = "the blossom algorithm's primal-dual loop, kept whole as the literature gives it"
    )]
    fn solve(&mut self, max_cardinality: bool) {
        let n = self.n;
        for _ in 0..=n {
            self.label.fill(0);
            self.best_edge.fill(NONE);
            for b in &mut self.blossom_best[n..] {
                *b = None;
            }
            for k in std::mem::take(&mut self.allowed_list) {
                self.allowed[k] = false;
            }
            self.queue.clear();
            // The roots: single vertices, but (without max-cardinality) only those with a dual
            // above zero; a single vertex at zero is where it should be, and may end a path.
            let mut roots = false;
            for v in 0..n {
                if self.mate[v] == NONE
                    && self.label[self.in_blossom[v]] == 0
                    && (max_cardinality || self.dual[v] > W::ZERO)
                {
                    self.assign_label(v, 1, NONE);
                    roots = true;
                }
            }
            if !roots {
                break;
            }
            let mut augmented = false;
            loop {
                while let Some(v) = (!augmented).then(|| self.queue.pop()).flatten() {
                    for idx in 0..self.neighbours[v].len() {
                        let p = self.neighbours[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if !self.present[k] || self.in_blossom[v] == self.in_blossom[w] {
                            continue;
                        }
                        let mut kslack = W::ZERO;
                        if !self.allowed[k] {
                            kslack = self.slack(k);
                            if kslack <= W::ZERO {
                                self.allow(k);
                            }
                        }
                        if self.allowed[k] {
                            let bw = self.in_blossom[w];
                            if self.label[bw] == 0 && self.mate[self.base[bw]] == NONE {
                                // A single vertex with a zero dual: the path ends there.
                                self.label_end[bw] = NONE;
                                self.augment_matching(k);
                                augmented = true;
                                break;
                            } else if self.label[bw] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[self.in_blossom[w]] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.label_end[w] = p ^ 1;
                            }
                        } else if self.label[self.in_blossom[w]] == 1 {
                            let b = self.in_blossom[v];
                            if self.best_edge[b] == NONE || kslack < self.slack(self.best_edge[b]) {
                                self.best_edge[b] = k;
                            }
                        } else if self.label[w] == 0
                            && (self.best_edge[w] == NONE || kslack < self.slack(self.best_edge[w]))
                        {
                            self.best_edge[w] = k;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path under these constraints: move the duals by the least
                // delta that makes a new edge tight, a T-blossom's dual zero, or (without
                // max-cardinality) a vertex's dual zero.
                let mut kind = 0;
                let mut delta = W::ZERO;
                let mut delta_edge = NONE;
                let mut delta_blossom = NONE;
                if !max_cardinality {
                    // The least dual of an S vertex (in a fresh solve, the roots').
                    kind = 1;
                    delta = (0..n)
                        .filter(|&v| self.label[self.in_blossom[v]] == 1)
                        .map(|v| self.dual[v])
                        .min()
                        .unwrap_or(W::ZERO);
                }
                for v in 0..n {
                    if self.label[self.in_blossom[v]] == 0 && self.best_edge[v] != NONE {
                        let d = self.slack(self.best_edge[v]);
                        if kind == 0 || d < delta {
                            delta = d;
                            kind = 2;
                            delta_edge = self.best_edge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE && self.label[b] == 1 && self.best_edge[b] != NONE {
                        let slack = self.slack(self.best_edge[b]);
                        debug_assert!(!slack.is_odd(), "S vertices' duals share a parity");
                        let d = slack.half();
                        if kind == 0 || d < delta {
                            delta = d;
                            kind = 3;
                            delta_edge = self.best_edge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && (kind == 0 || self.dual[b] < delta)
                    {
                        delta = self.dual[b];
                        kind = 4;
                        delta_blossom = b;
                    }
                }
                if kind == 0 {
                    // Max-cardinality optimum reached.
                    kind = 1;
                    delta = self.dual[..n]
                        .iter()
                        .copied()
                        .min()
                        .unwrap_or(W::ZERO)
                        .max(W::ZERO);
                }
                for v in 0..n {
                    match self.label[self.in_blossom[v]] {
                        1 => self.dual[v] = self.dual[v] - delta,
                        2 => self.dual[v] = self.dual[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] = self.dual[b] + delta,
                            2 => self.dual[b] = self.dual[b] - delta,
                            _ => {}
                        }
                    }
                }
                match kind {
                    1 if max_cardinality => break,
                    1 => {
                        // Roots at zero are done; otherwise an S vertex reached zero, and
                        // the path from its root to it is flipped, leaving it single.
                        augmented = true;
                        let done = (0..n).any(|v| {
                            self.mate[v] == NONE
                                && self.label[self.in_blossom[v]] == 1
                                && self.dual[v] == W::ZERO
                        });
                        if !done {
                            let v = (0..n)
                                .find(|&v| {
                                    self.label[self.in_blossom[v]] == 1 && self.dual[v] == W::ZERO
                                })
                                .expect("the S vertex whose dual set delta");
                            self.augment_from(v, NONE);
                        }
                        break;
                    }
                    2 => {
                        self.allow(delta_edge);
                        let (mut i, j, _) = self.edges[delta_edge];
                        if self.label[self.in_blossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(delta_edge);
                        let (i, _, _) = self.edges[delta_edge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(delta_blossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == 1
                    && self.dual[b] == W::ZERO
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

impl<W: Weight> Matcher<W> {
    /// Unmatches `v` and its mate.
    fn unmatch(&mut self, v: usize) {
        let p = self.mate[v];
        if p != NONE {
            self.mate[self.endpoint[p]] = NONE;
            self.mate[v] = NONE;
        }
    }

    /// Takes top-level blossom `b` apart, its sub-blossoms becoming top-level. Its dual moves
    /// onto its vertices, so every edge inside keeps its slack and every edge leaving gains;
    /// the matched edge leaving its base is no longer tight then, and is unmatched.
    fn dissolve(&mut self, b: usize) {
        let z = self.dual[b];
        if z != W::ZERO {
            for v in self.leaves_of(b) {
                self.dual[v] = self.dual[v] + z;
            }
            self.unmatch(self.base[b]);
        }
        for s in std::mem::take(&mut self.children[b]) {
            self.parent[s] = NONE;
            for v in self.leaves_of(s) {
                self.in_blossom[v] = s;
            }
        }
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.dual[b] = W::ZERO;
        self.label[b] = 0;
        self.label_end[b] = NONE;
        self.blossom_best[b] = None;
        self.best_edge[b] = NONE;
        self.unused.push(b);
    }

    /// Repairs vertex `t` after its edges changed: it leaves its blossoms, and its dual
    /// becomes the least that keeps every edge it has feasible (and is not below zero). It
    /// keeps its mate when their edge is the one that sets that least (the edge is then
    /// tight); otherwise the pair is unmatched, for the stages to match again.
    fn free(&mut self, t: usize) {
        while self.in_blossom[t] != t {
            self.dissolve(self.in_blossom[t]);
        }
        let need = |m: &Self, p: usize| m.edges[p / 2].2.twice() - m.dual[m.endpoint[p]];
        let least = self.neighbours[t]
            .iter()
            .filter(|&&p| self.present[p / 2])
            .map(|&p| need(self, p))
            .fold(W::ZERO, W::max);
        let p = self.mate[t];
        if p != NONE {
            if self.present[p / 2] && need(self, p) == least {
                self.dual[t] = least;
                return;
            }
            self.unmatch(t);
        }
        self.dual[t] = least;
    }

    /// A start closer to the end than all duals at the top weight: each vertex's dual is its
    /// heaviest edge (feasible), the pairs whose edge is then tight are matched greedily,
    /// and the single vertices left are the roots (their duals made even).
    fn warm_start(&mut self) {
        self.dual[..self.n].fill(W::ZERO);
        for (k, &(a, b, w)) in self.edges.iter().enumerate() {
            if self.present[k] {
                self.dual[a] = self.dual[a].max(w);
                self.dual[b] = self.dual[b].max(w);
            }
        }
        for k in 0..self.edges.len() {
            let (a, b, _) = self.edges[k];
            if self.present[k]
                && self.mate[a] == NONE
                && self.mate[b] == NONE
                && self.slack(k) == W::ZERO
            {
                self.mate[a] = 2 * k + 1;
                self.mate[b] = 2 * k;
            }
        }
        for v in 0..self.n {
            if self.mate[v] == NONE && self.dual[v].is_odd() {
                self.dual[v] = self.dual[v] + W::ONE;
            }
        }
    }

    /// Gives the roots' duals (single vertices above zero) the same parity, which keeps the
    /// halved slacks of the next stages whole: a single vertex is raised by one, a blossom's
    /// vertices are raised by one and its dual lowered by one (or, at zero, the blossom is
    /// taken apart).
    fn align_parity(&mut self) {
        let mut parity = None;
        for v in 0..self.n {
            if self.mate[v] != NONE || self.dual[v] == W::ZERO {
                continue;
            }
            let want = *parity.get_or_insert(self.dual[v].is_odd());
            while self.dual[v].is_odd() != want {
                let b = self.in_blossom[v];
                if b == v {
                    self.dual[v] = self.dual[v] + W::ONE;
                } else if self.dual[b] > W::ZERO {
                    for u in self.leaves_of(b) {
                        self.dual[u] = self.dual[u] + W::ONE;
                    }
                    self.dual[b] = self.dual[b] - W::ONE;
                } else {
                    self.dissolve(b);
                }
            }
        }
    }
}

/// A maximum-weight matching kept while edge weights change, each change repaired where it
/// happened instead of solving again from nothing: the Dutch pairing asks for a matching
/// after every weight it nudges, hundreds of times a bracket.
///
/// A vertex whose edges changed leaves its blossoms and, unless its matched edge still
/// binds, its pair; its dual is raised until its edges are feasible. The duals stay
/// feasible and the rest of the matching optimal, so the stages need only match the single
/// vertices whose duals are above zero (the roots), each until it is matched or its dual
/// reaches zero.
pub struct Dynamic<W> {
    n: usize,
    /// The edge joining two vertices (`u32::MAX`: none), `n` by `n`.
    index: Vec<u32>,
    core: Matcher<W>,
    /// Vertices whose edges changed since the last solve.
    touched: Vec<usize>,
}

impl<W: Weight> Dynamic<W> {
    /// The best matching of `n` vertices joined by `edges` (a, b, weight above zero; no
    /// edge twice).
    ///
    /// # Panics
    /// If an edge names a vertex of `n` or more, or joins a vertex to itself.
    pub fn new(n: usize, edges: &[(usize, usize, W)]) -> Self {
        let mut index = vec![u32::MAX; n * n];
        for (k, &(a, b, _)) in edges.iter().enumerate() {
            let k = u32::try_from(k).expect("fewer than 2^32 edges");
            index[a * n + b] = k;
            index[b * n + a] = k;
        }
        let mut core = Matcher::new(n, edges.to_vec());
        core.warm_start();
        core.solve(false);
        Dynamic {
            n,
            index,
            core,
            touched: Vec::new(),
        }
    }

    /// Sets the weight of the edge `a`–`b` (zero: removes it). Only edges given at the start
    /// can change, and a removed edge stays removed. Vertex `a` is the one repaired.
    ///
    /// # Panics
    /// If the edge was not among those given.
    pub fn set(&mut self, a: usize, b: usize, w: W) {
        let k = self.index[a * self.n + b];
        assert!(k != u32::MAX, "no edge {a}–{b}");
        let k = k as usize;
        let present = w > W::ZERO;
        if self.core.edges[k].2 != w || self.core.present[k] != present {
            self.core.edges[k].2 = w;
            self.core.present[k] = present;
            self.touched.push(a);
        }
    }

    /// The matching's best again after the changes.
    pub fn solve(&mut self) {
        if self.touched.is_empty() {
            return;
        }
        // Even when most vertices changed, repairing beats solving afresh: the duals start
        // close to their end (measured: a 500-player bracket's remainder, every player's
        // weights nudged at once, 40 ms against 2.4 s).
        self.touched.sort_unstable();
        self.touched.dedup();
        for t in std::mem::take(&mut self.touched) {
            self.core.free(t);
        }
        self.core.align_parity();
        self.core.solve(false);
    }

    /// Vertex `v`'s mate.
    pub fn mate(&self, v: usize) -> Option<usize> {
        let p = self.core.mate[v];
        (p != NONE).then(|| self.core.endpoint[p])
    }
}

#[cfg(test)]
mod tests {
    use super::{max_weight_matching, Dynamic};

    /// Every matching tried, for the best.
    struct Search {
        adj: Vec<Vec<(usize, i64)>>,
        used: Vec<bool>,
        max_card: bool,
        best: (usize, i64),
    }

    impl Search {
        fn go(&mut self, v: usize, size: usize, weight: i64) {
            let n = self.adj.len();
            if v == n {
                let better = if self.max_card {
                    (size, weight) > self.best
                } else {
                    weight > self.best.1
                };
                if better {
                    self.best = (size, weight);
                }
                return;
            }
            if self.used[v] {
                return self.go(v + 1, size, weight);
            }
            self.go(v + 1, size, weight);
            self.used[v] = true;
            for i in 0..self.adj[v].len() {
                let (u, w) = self.adj[v][i];
                if !self.used[u] {
                    self.used[u] = true;
                    self.go(v + 1, size + 1, weight + w);
                    self.used[u] = false;
                }
            }
            self.used[v] = false;
        }
    }

    /// The best total weight (and, for max-cardinality, most edges first) by trying every
    /// matching.
    fn brute(n: usize, edges: &[(usize, usize, i64)], max_card: bool) -> (usize, i64) {
        let mut adj = vec![Vec::new(); n];
        for &(a, b, w) in edges {
            adj[a].push((b, w));
            adj[b].push((a, w));
        }
        let mut s = Search {
            adj,
            used: vec![false; n],
            max_card,
            best: (0, 0),
        };
        s.go(0, 0, 0);
        s.best
    }

    fn measure(edges: &[(usize, usize, i64)], mate: &[Option<usize>]) -> (usize, i64) {
        let mut size = 0;
        let mut weight = 0;
        for &(a, b, w) in edges {
            if mate[a] == Some(b) {
                assert_eq!(mate[b], Some(a));
                size += 1;
                weight += w;
            }
        }
        for (v, m) in mate.iter().enumerate() {
            if let Some(u) = m {
                assert_eq!(mate[*u], Some(v), "mates agree");
            }
        }
        (size, weight)
    }

    #[test]
    fn random_graphs_match_as_well_as_every_matching_tried() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for round in 0..3_000 {
            let n = 2 + next(9) as usize;
            let density = 1 + next(4);
            let heavy = next(3);
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next(4) < density {
                        let w = match heavy {
                            0 => 1,
                            1 => 1 + next(8) as i64,
                            _ => 1 + next(1_000_000) as i64,
                        };
                        edges.push((a, b, w));
                    }
                }
            }
            for max_card in [false, true] {
                let mate = max_weight_matching(n, &edges, max_card);
                let got = measure(&edges, &mate);
                let want = brute(n, &edges, max_card);
                if max_card {
                    assert_eq!(got, want, "round {round}: {edges:?}");
                } else {
                    assert_eq!(got.1, want.1, "round {round}: {edges:?}");
                }
            }
        }
    }

    /// A dynamic matching, its weights raised, lowered and removed a vertex at a time, stays
    /// as good as a matching solved afresh (and, on small graphs, as every matching tried).
    #[test]
    fn dynamic_matching_stays_best_as_weights_change() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for round in 0..400 {
            let n = 2 + next(if round % 4 == 0 { 40 } else { 10 }) as usize;
            let density = 1 + next(4);
            let spread = [2, 9, 1_000, 1 << 40][next(4) as usize];
            let mut edges = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next(4) < density {
                        edges.push((a, b, 1 + next(spread) as i64));
                    }
                }
            }
            let mut d = Dynamic::new(n, &edges);
            for step in 0..30 {
                let check = |d: &Dynamic<i64>, edges: &[(usize, usize, i64)]| {
                    let live: Vec<_> = edges.iter().copied().filter(|e| e.2 > 0).collect();
                    let mate: Vec<Option<usize>> = (0..n).map(|v| d.mate(v)).collect();
                    for v in 0..n {
                        if let Some(u) = mate[v] {
                            assert_eq!(mate[u], Some(v), "round {round} step {step}");
                            assert!(
                                live.iter().any(|e| (e.0, e.1) == (v.min(u), v.max(u))),
                                "round {round} step {step}: matched on no edge"
                            );
                        }
                    }
                    let got = measure(&live, &mate).1;
                    let fresh = measure(&live, &max_weight_matching(n, &live, false)).1;
                    assert_eq!(got, fresh, "round {round} step {step}: {live:?}");
                    if n <= 10 {
                        assert_eq!(got, brute(n, &live, false).1, "round {round} step {step}");
                    }
                };
                check(&d, &edges);
                // Change some of one vertex's edges, as a nudge, a removal or a settling does
                // (now and then, of several vertices, or most: then it is solved afresh).
                let many = if next(4) == 0 { next(n as u64) } else { 0 };
                for _ in 0..=many {
                    let v = next(n as u64) as usize;
                    let kind = next(4);
                    for e in edges
                        .iter_mut()
                        .filter(|e| (e.0 == v || e.1 == v) && e.2 > 0)
                    {
                        if next(3) == 0 && kind != 3 {
                            continue;
                        }
                        let w = match kind {
                            0 => e.2 + 1 + next(spread) as i64,
                            1 => (e.2 - next(spread) as i64).max(1),
                            2 => 0,
                            _ => {
                                if next(2) == 0 {
                                    0
                                } else {
                                    e.2 + next(5) as i64
                                }
                            }
                        };
                        e.2 = w;
                        let u = if e.0 == v { e.1 } else { e.0 };
                        d.set(v, u, w);
                    }
                }
                d.solve();
            }
        }
    }

    #[test]
    fn blossoms_nested_and_expanded() {
        // Odd cycles joined by heavy edges: blossoms, nested blossoms, a T-blossom expanded.
        type Case = (usize, &'static [(usize, usize, i64)]);
        let cases: &[Case] = &[
            (4, &[(0, 1, 8), (0, 2, 9), (1, 2, 10), (2, 3, 7)]),
            (
                6,
                &[
                    (0, 1, 9),
                    (0, 2, 8),
                    (1, 2, 10),
                    (0, 3, 5),
                    (3, 4, 4),
                    (0, 5, 3),
                ],
            ),
            (
                8,
                &[
                    (0, 1, 23),
                    (0, 4, 22),
                    (0, 5, 15),
                    (1, 2, 25),
                    (2, 3, 22),
                    (3, 4, 25),
                    (3, 7, 14),
                    (4, 6, 13),
                ],
            ),
            (
                10,
                &[
                    (0, 1, 45),
                    (0, 4, 45),
                    (1, 2, 50),
                    (2, 3, 45),
                    (3, 4, 50),
                    (0, 5, 30),
                    (2, 8, 35),
                    (3, 7, 35),
                    (4, 6, 26),
                    (8, 9, 5),
                ],
            ),
        ];
        for &(n, edges) in cases {
            let mate = max_weight_matching(n, edges, false);
            assert_eq!(
                measure(edges, &mate).1,
                brute(n, edges, false).1,
                "{edges:?}"
            );
            let mate = max_weight_matching(n, edges, true);
            assert_eq!(measure(edges, &mate), brute(n, edges, true), "{edges:?}");
        }
    }
}
