//! Ashtapada, the race game of the 8×8 board, for two to four players (Daou's
//! Appendix I): its own rules beside the chess family — chance, no check, several seats.
//!
//! # The board, reconstructed
//!
//! The appendix's path figures are lost; this is the reconstruction, and why.
//!
//! - **Paths.** Each seat starts on its own corner and travels an anticlockwise spiral inward,
//!   anticlockwise on every ring (Ashta-kashte's inner rings turn the other way; the appendix
//!   says "an anticlockwise spiral", so they do not here). Seat 0 starts on a1 and runs
//!   a1→h1→h8→a8→a2 (the outer ring, 28 squares), steps in to b2 and runs b2→g2→g7→b7→b3
//!   (20), steps in to c3 and runs c3→f3→f6→c6→c4 (12), and steps in to d4, its ending
//!   square: 61 squares. Each seat's path is seat 0's turned a quarter anticlockwise about the
//!   centre per seat — seat 1 from h1 to e4, seat 2 from h8 to e5, seat 3 from a8 to d5 — so
//!   "the paths differ because each starts on a different corner and moves inwards at a
//!   different position", as the appendix says, and each ends on the central square nearest
//!   its own corner.
//! - **The 16 marked squares** are the two long diagonals: the corners of the four rings.
//!   They are the only set of sixteen that holds the appendix's four starting corners and four
//!   central ending squares, is the same for every seat turned about the centre, and puts a
//!   nest at every place a path turns inward (b2, c3 for seat 0), as the crosses of the
//!   traditional boards (Ashtapada, Chowka bhara, Ashta-kashte) mark the squares on the
//!   diagonals and the turning points of the track.
//! - **Entering.** The corner is the first square of the path: a throw of 1 enters a piece on
//!   its own corner and a throw of *n* on the *n*-th square. The appendix has each player
//!   "start on his own starting square" and a piece entering "move to the square
//!   corresponding to the throw"; counting the corner as square 0 would mean no throw ever
//!   puts a piece on its own starting square, and that nest would be useless to its owner.
//!
//! # The rules
//!
//! - Four cowries: 1–4 openings up move that many squares, none up moves 8 (odds 1:4:6:4:1).
//! - Landing on an opponent's piece captures it (it goes back off the board) — not on a marked
//!   square, where an opponent may not land at all.
//! - Two or more of one player's pieces on a square are a **double**: a single piece (anyone's)
//!   may not pass over it or land on an opponent's; only a double captures a double; two
//!   pieces of a double may move together.
//! - The ending square needs the exact throw; when no piece can use the throw the turn passes.
//!   A player who can move must.
//! - The first with all four pieces home wins. Options (not in the appendix): the others play
//!   on for places ([`Options::play_on`]); Ashta-kashte's grace throws, another throw after a 4
//!   or an 8 ([`Options::grace`]).

use std::fmt;

/// Squares on a path, the corner first and the ending square last.
pub const PATH_LEN: usize = 61;
/// Pieces per player.
pub const PIECES: usize = 4;

/// A square, `0` = a1 … `63` = h8 (file + 8 × rank).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(pub u8);

impl Square {
    fn new(file: u8, rank: u8) -> Square {
        Square(file + 8 * rank)
    }

    /// The file, 0 (a) to 7 (h).
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (1) to 7 (8).
    pub fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Reads `a1` … `h8`.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
            return None;
        }
        Some(Square::new(b[0] - b'a', b[1] - b'1'))
    }

    /// A quarter turn anticlockwise about the centre: a1 → h1 → h8 → a8.
    fn turned(self) -> Square {
        Square::new(7 - self.rank(), self.file())
    }

    /// Whether it is one of the 16 marked squares (nests): the two long diagonals.
    pub fn is_nest(self) -> bool {
        self.file() == self.rank() || self.file() + self.rank() == 7
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Seat 0's path: a1 round the outer ring, then each inner ring, to d4.
fn seat0_path() -> [Square; PATH_LEN] {
    let mut out = [Square(0); PATH_LEN];
    let mut n = 0;
    for ring in 0..3u8 {
        let (lo, hi) = (ring, 7 - ring);
        // Along the bottom to the right, up the right side, along the top to the left, down
        // the left side to just above the ring's own corner: anticlockwise.
        for f in lo..=hi {
            out[n] = Square::new(f, lo);
            n += 1;
        }
        for r in lo + 1..=hi {
            out[n] = Square::new(hi, r);
            n += 1;
        }
        for f in (lo..hi).rev() {
            out[n] = Square::new(f, hi);
            n += 1;
        }
        for r in (lo + 1..hi).rev() {
            out[n] = Square::new(lo, r);
            n += 1;
        }
    }
    out[n] = Square::new(3, 3);
    debug_assert_eq!(n + 1, PATH_LEN);
    out
}

/// A seat's path, the corner first: seat 0's turned a quarter anticlockwise per seat.
pub fn path(seat: usize) -> [Square; PATH_LEN] {
    let mut p = seat0_path();
    for _ in 0..seat % 4 {
        for s in &mut p {
            *s = s.turned();
        }
    }
    p
}

/// The squares a throw moves: 1–4 openings up that many, none up 8.
///
/// # Panics
/// Never for 0–4; more openings than cowries is the caller's bug.
pub fn throw_value(openings: u8) -> u8 {
    assert!(openings <= 4, "four cowries");
    if openings == 0 {
        8
    } else {
        openings
    }
}

/// Rule options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Players, 2–4. Two play from opposite corners (seats 0 and 2), three from seats 0–2.
    pub players: usize,
    /// After the first player is home, the others play on for places.
    pub play_on: bool,
    /// Another throw after a 4 or an 8 (Ashta-kashte's grace).
    pub grace: bool,
}

impl Options {
    /// The corners (seats) the players sit at, in turn order.
    pub fn seats(&self) -> Vec<usize> {
        match self.players {
            2 => vec![0, 2],
            n => (0..n.min(4)).collect(),
        }
    }
}

/// Where a piece is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Spot {
    /// Not on the board (not entered yet, or captured).
    Off,
    /// On its path: 1 (the corner) to [`PATH_LEN`] (home).
    On(u8),
}

/// A move, for the player to move and the throw made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RaceMove {
    /// A piece enters on the path's square numbered by the throw.
    Enter,
    /// One piece (or two, `together`) moves on from this square.
    Advance {
        /// Where it stands.
        from: Square,
        /// Two pieces of a double move together.
        together: bool,
    },
}

impl fmt::Display for RaceMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceMove::Enter => f.write_str("enter"),
            RaceMove::Advance {
                from,
                together: false,
            } => write!(f, "{from}"),
            RaceMove::Advance {
                from,
                together: true,
            } => write!(f, "{from}x2"),
        }
    }
}

impl RaceMove {
    /// Reads `enter` (or `new`), `c3`, `c3x2` (two of a double together).
    pub fn parse(s: &str) -> Option<RaceMove> {
        let s = s.trim().to_ascii_lowercase();
        if s == "enter" || s == "new" {
            return Some(RaceMove::Enter);
        }
        let (sq, together) = match s.strip_suffix("x2") {
            Some(sq) => (sq, true),
            None => (s.as_str(), false),
        };
        Square::parse(sq).map(|from| RaceMove::Advance { from, together })
    }
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RaceError {
    /// The game is over.
    Over,
    /// Throw first.
    NoThrow,
    /// Already thrown: move (or the turn passes by itself when no move is possible).
    Thrown,
    /// That move is not possible with this throw.
    Illegal(RaceMove),
}

impl fmt::Display for RaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceError::Over => f.write_str("the game is over"),
            RaceError::NoThrow => f.write_str("throw the cowries first"),
            RaceError::Thrown => f.write_str("the cowries are thrown: move a piece"),
            RaceError::Illegal(m) => write!(f, "{m} is not possible with this throw"),
        }
    }
}

impl std::error::Error for RaceError {}

/// What happened in one action, for the record and the replies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A throw: the openings up and the squares it moves.
    Threw {
        /// The seat.
        seat: usize,
        /// Openings up, 0–4.
        openings: u8,
    },
    /// No move was possible: the turn passed.
    Passed {
        /// The seat.
        seat: usize,
    },
    /// A move, with the pieces it captured (seat, count) and how many reached home.
    Moved {
        /// The seat.
        seat: usize,
        /// The move.
        m: RaceMove,
        /// Where it went.
        to: Square,
        /// Captured: the seat and the number of pieces sent back.
        captured: Option<(usize, usize)>,
        /// Pieces that reached home with it.
        home: usize,
    },
    /// A player left (timed out): his pieces leave the board.
    Left {
        /// The seat.
        seat: usize,
    },
}

/// One action of a game's record, as stored: `throw 3` (openings up), `move c3x2`,
/// `move enter`, `leave 2` (the seat that timed out).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RaceAction {
    /// The player to move threw the cowries: openings up, 0–4.
    Throw(u8),
    /// The player to move moved.
    Move(RaceMove),
    /// A seat left the game.
    Leave(usize),
}

impl fmt::Display for RaceAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceAction::Throw(n) => write!(f, "throw {n}"),
            RaceAction::Move(m) => write!(f, "move {m}"),
            RaceAction::Leave(seat) => write!(f, "leave {seat}"),
        }
    }
}

impl RaceAction {
    /// Reads what [`Display`](fmt::Display) writes.
    pub fn parse(s: &str) -> Option<RaceAction> {
        let (verb, arg) = s.trim().split_once(' ')?;
        match verb {
            "throw" => arg.parse().ok().filter(|n| *n <= 4).map(RaceAction::Throw),
            "move" => RaceMove::parse(arg).map(RaceAction::Move),
            "leave" => arg.parse().ok().filter(|n| *n < 4).map(RaceAction::Leave),
            _ => None,
        }
    }
}

/// A game of Ashtapada in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Race {
    options: Options,
    /// Per seat (0–3), its pieces.
    pieces: [[Spot; PIECES]; 4],
    paths: [[Square; PATH_LEN]; 4],
    seats: Vec<usize>,
    /// Index into `seats` of the player to move.
    turn: usize,
    throw: Option<u8>,
    /// Seats that left (timed out).
    gone: Vec<usize>,
    /// Seats in the order they brought all pieces home.
    places: Vec<usize>,
}

impl Race {
    /// A new game: no piece on the board, seat order's first player to throw.
    pub fn new(options: Options) -> Race {
        let options = Options {
            players: options.players.clamp(2, 4),
            ..options
        };
        Race {
            options,
            pieces: [[Spot::Off; PIECES]; 4],
            paths: [path(0), path(1), path(2), path(3)],
            seats: options.seats(),
            turn: 0,
            throw: None,
            gone: Vec::new(),
            places: Vec::new(),
        }
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The seats playing, in turn order.
    pub fn seats(&self) -> &[usize] {
        &self.seats
    }

    /// The seat to act, or `None` when the game is over.
    pub fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.seats[self.turn])
    }

    /// The throw waiting to be played.
    pub fn pending_throw(&self) -> Option<u8> {
        self.throw
    }

    /// A seat's pieces.
    pub fn pieces(&self, seat: usize) -> [Spot; PIECES] {
        self.pieces[seat]
    }

    /// The square a seat's piece stands on (`None` off the board).
    pub fn square_of(&self, seat: usize, spot: Spot) -> Option<Square> {
        match spot {
            Spot::Off => None,
            Spot::On(i) => Some(self.paths[seat][usize::from(i) - 1]),
        }
    }

    /// Who stands on `sq` and how many: (seat, count).
    pub fn at(&self, sq: Square) -> Option<(usize, usize)> {
        for &seat in &self.seats {
            let n = self.pieces[seat]
                .iter()
                .filter(|s| self.square_of(seat, **s) == Some(sq))
                .count();
            if n > 0 {
                return Some((seat, n));
            }
        }
        None
    }

    /// Pieces of a seat home.
    pub fn home(&self, seat: usize) -> usize {
        self.pieces[seat]
            .iter()
            .filter(|s| **s == Spot::On(PATH_LEN as u8))
            .count()
    }

    /// Seats in the order they finished (the winner first).
    pub fn places(&self) -> &[usize] {
        &self.places
    }

    /// The winner, once there is one.
    pub fn winner(&self) -> Option<usize> {
        self.places.first().copied()
    }

    /// Seats that left the game.
    pub fn gone(&self) -> &[usize] {
        &self.gone
    }

    fn in_play(&self) -> Vec<usize> {
        self.seats
            .iter()
            .copied()
            .filter(|s| !self.gone.contains(s) && !self.places.contains(s))
            .collect()
    }

    /// Whether play has ended: a winner (and, playing on, one player left), or fewer than
    /// two players still in.
    pub fn is_over(&self) -> bool {
        let left = self.in_play().len();
        if self.options.play_on {
            left < 2
        } else {
            !self.places.is_empty() || left < 2
        }
    }

    /// Throws the cowries (`openings` up, 0–4) for the player to move. When no move is
    /// possible the turn passes at once; the events say so.
    ///
    /// # Errors
    /// [`RaceError::Over`], or [`RaceError::Thrown`] when a throw waits to be played.
    pub fn throw(&mut self, openings: u8) -> Result<Vec<Event>, RaceError> {
        let seat = self.to_move().ok_or(RaceError::Over)?;
        if self.throw.is_some() {
            return Err(RaceError::Thrown);
        }
        self.throw = Some(throw_value(openings.min(4)));
        let mut events = vec![Event::Threw { seat, openings }];
        if self.legal_moves().is_empty() {
            self.throw = None;
            events.push(Event::Passed { seat });
            self.next_turn(false);
        }
        Ok(events)
    }

    /// The moves the pending throw allows the player to move.
    pub fn legal_moves(&self) -> Vec<RaceMove> {
        let (Some(seat), Some(t)) = (self.to_move(), self.throw) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if self.pieces[seat].contains(&Spot::Off) && self.target(seat, 0, t, 1).is_some() {
            out.push(RaceMove::Enter);
        }
        let mut seen = Vec::new();
        for spot in self.pieces[seat] {
            let Spot::On(i) = spot else { continue };
            if usize::from(i) == PATH_LEN || seen.contains(&i) {
                continue;
            }
            seen.push(i);
            let here = self.pieces[seat].iter().filter(|s| **s == spot).count();
            let from = self.paths[seat][usize::from(i) - 1];
            if self.target(seat, i, t, 1).is_some() {
                out.push(RaceMove::Advance {
                    from,
                    together: false,
                });
            }
            if here >= 2 && self.target(seat, i, t, 2).is_some() {
                out.push(RaceMove::Advance {
                    from,
                    together: true,
                });
            }
        }
        out
    }

    /// Where `n` pieces of `seat` at path index `from` (0: off the board) land with throw `t`:
    /// the path index, if the move is allowed.
    fn target(&self, seat: usize, from: u8, t: u8, n: usize) -> Option<u8> {
        let to = usize::from(from) + usize::from(t);
        if to > PATH_LEN {
            return None;
        }
        let path = &self.paths[seat];
        // A single piece may not pass over a double (anyone's).
        if n == 1 {
            for i in usize::from(from) + 1..to {
                if matches!(self.at(path[i - 1]), Some((_, k)) if k >= 2) {
                    return None;
                }
            }
        }
        if to == PATH_LEN {
            return Some(to as u8);
        }
        let sq = path[to - 1];
        if let Some((owner, k)) = self.at(sq) {
            if owner != seat {
                // No landing on an opponent on a nest; a single does not take a double.
                if sq.is_nest() || (k >= 2 && n < 2) {
                    return None;
                }
            }
        }
        Some(to as u8)
    }

    /// Plays a move with the pending throw.
    ///
    /// # Errors
    /// [`RaceError`] when the game is over, nothing was thrown, or the move is not possible.
    pub fn play(&mut self, m: RaceMove) -> Result<Vec<Event>, RaceError> {
        let seat = self.to_move().ok_or(RaceError::Over)?;
        let t = self.throw.ok_or(RaceError::NoThrow)?;
        if !self.legal_moves().contains(&m) {
            return Err(RaceError::Illegal(m));
        }
        let (from, n) = match m {
            RaceMove::Enter => (0, 1),
            RaceMove::Advance { from, together } => {
                let i = self.paths[seat]
                    .iter()
                    .position(|s| *s == from)
                    .expect("a legal move starts on the path") as u8
                    + 1;
                (i, if together { 2 } else { 1 })
            }
        };
        let to = self.target(seat, from, t, n).expect("legal");
        let sq = self.paths[seat][usize::from(to) - 1];
        let mut captured = None;
        if usize::from(to) < PATH_LEN {
            if let Some((owner, k)) = self.at(sq).filter(|(o, _)| *o != seat) {
                for p in &mut self.pieces[owner] {
                    if self.paths[owner]
                        .get(match *p {
                            Spot::On(i) => usize::from(i) - 1,
                            Spot::Off => usize::MAX,
                        })
                        .is_some_and(|s| *s == sq)
                    {
                        *p = Spot::Off;
                    }
                }
                captured = Some((owner, k));
            }
        }
        let from_spot = if from == 0 { Spot::Off } else { Spot::On(from) };
        let mut moved = 0;
        for p in &mut self.pieces[seat] {
            if moved < n && *p == from_spot {
                *p = Spot::On(to);
                moved += 1;
            }
        }
        let home = if usize::from(to) == PATH_LEN { n } else { 0 };
        if self.home(seat) == PIECES && !self.places.contains(&seat) {
            self.places.push(seat);
        }
        self.throw = None;
        let again = self.options.grace && (t == 4 || t == 8) && !self.places.contains(&seat);
        self.next_turn(again);
        // With one player left playing on, he is last.
        if self.options.play_on && self.is_over() {
            let left = self.in_play();
            self.places.extend(left);
        }
        Ok(vec![Event::Moved {
            seat,
            m,
            to: sq,
            captured,
            home,
        }])
    }

    /// Takes one action of the record.
    ///
    /// # Errors
    /// [`RaceError`] as [`Race::throw`] and [`Race::play`] give; a seat not playing cannot
    /// leave ([`RaceError::Over`] when the game is over).
    pub fn act(&mut self, action: RaceAction) -> Result<Vec<Event>, RaceError> {
        match action {
            RaceAction::Throw(n) => self.throw(n),
            RaceAction::Move(m) => self.play(m),
            RaceAction::Leave(seat) => {
                if self.is_over() {
                    return Err(RaceError::Over);
                }
                Ok(self.remove(seat))
            }
        }
    }

    /// A game replayed from its record.
    ///
    /// # Errors
    /// The first action that cannot be taken, with its index.
    pub fn replay(options: Options, record: &[RaceAction]) -> Result<Race, (usize, RaceError)> {
        let mut r = Race::new(options);
        for (i, a) in record.iter().enumerate() {
            r.act(*a).map_err(|e| (i, e))?;
        }
        Ok(r)
    }

    /// A seat leaves (timed out): its pieces leave the board and the others continue.
    pub fn remove(&mut self, seat: usize) -> Vec<Event> {
        if self.gone.contains(&seat) || !self.seats.contains(&seat) {
            return Vec::new();
        }
        let was_turn = self.to_move() == Some(seat);
        self.pieces[seat] = [Spot::Off; PIECES];
        self.gone.push(seat);
        if was_turn {
            self.throw = None;
            self.next_turn(false);
        }
        // The last player still in wins (or takes the last place) when the others left.
        if self.is_over() {
            let left = self.in_play();
            if self.places.is_empty() || self.options.play_on {
                self.places.extend(left);
            }
        }
        vec![Event::Left { seat }]
    }

    fn next_turn(&mut self, again: bool) {
        if again || self.is_over() {
            return;
        }
        let n = self.seats.len();
        for k in 1..=n {
            let i = (self.turn + k) % n;
            let s = self.seats[i];
            if !self.gone.contains(&s) && !self.places.contains(&s) {
                self.turn = i;
                return;
            }
        }
    }
}

/// The computer's move with the pending throw: the one that scores best by a plain policy —
/// capture (sending pieces back) first, then bring pieces home, enter new ones, land on a
/// nest (where no piece can be captured), keep a double together, and otherwise advance.
/// `None` when there is nothing to move.
pub fn policy_move(race: &Race) -> Option<RaceMove> {
    let seat = race.to_move()?;
    let progress = |r: &Race| -> i32 {
        r.pieces(seat)
            .iter()
            .map(|s| match s {
                Spot::Off => 0,
                Spot::On(n) => i32::from(*n),
            })
            .sum()
    };
    let doubles = |r: &Race| -> i32 {
        r.pieces(seat)
            .iter()
            .filter_map(|s| r.square_of(seat, *s))
            .filter(|sq| r.at(*sq).is_some_and(|(_, n)| n >= 2))
            .count() as i32
    };
    let before = (progress(race), doubles(race));
    race.legal_moves()
        .into_iter()
        .map(|m| {
            let mut after = race.clone();
            let events = after.play(m).unwrap_or_default();
            let mut score = 3 * (progress(&after) - before.0) + 15 * (doubles(&after) - before.1);
            for e in &events {
                if let Event::Moved {
                    to, captured, home, ..
                } = e
                {
                    score += 150 * captured.map_or(0, |(_, n)| n as i32);
                    score += 80 * *home as i32;
                    if to.is_nest() {
                        score += 30;
                    }
                }
            }
            if m == RaceMove::Enter {
                score += 40;
            }
            (score, m)
        })
        .max_by_key(|&(score, m)| (score, std::cmp::Reverse(m.to_string())))
        .map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("square")
    }

    #[test]
    fn the_paths_spiral_anticlockwise_to_the_centre() {
        let p = path(0);
        let names: Vec<String> = p.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            &names[..9],
            ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "h2"]
        );
        assert_eq!(names[27], "a2");
        assert_eq!(&names[28..30], ["b2", "c2"]);
        assert_eq!(names[47], "b3");
        assert_eq!(names[48], "c3");
        assert_eq!(names[59], "c4");
        assert_eq!(names[60], "d4");
        for seat in 0..4 {
            let p = path(seat);
            // Every square once, each step to a neighbour, and the ends marked.
            let mut all: Vec<u8> = p.iter().map(|s| s.0).collect();
            all.sort_unstable();
            all.dedup();
            assert_eq!(all.len(), PATH_LEN);
            for w in p.windows(2) {
                let (a, b) = (w[0], w[1]);
                assert_eq!(a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank()), 1);
            }
            assert!(p[0].is_nest() && p[PATH_LEN - 1].is_nest());
        }
        assert_eq!(path(1)[0], sq("h1"));
        assert_eq!(path(1)[PATH_LEN - 1], sq("e4"));
        assert_eq!(path(2)[PATH_LEN - 1], sq("e5"));
        assert_eq!(path(3)[0], sq("a8"));
        assert_eq!(path(3)[PATH_LEN - 1], sq("d5"));
        assert_eq!((0..64).filter(|&i| Square(i).is_nest()).count(), 16);
    }

    fn two() -> Race {
        Race::new(Options {
            players: 2,
            play_on: false,
            grace: false,
        })
    }

    /// Puts `seat`'s piece `k` on path index `i` (0: off).
    fn put(r: &mut Race, seat: usize, k: usize, i: u8) {
        r.pieces[seat][k] = if i == 0 { Spot::Off } else { Spot::On(i) };
    }

    fn moved(events: &[Event]) -> (Square, Option<(usize, usize)>, usize) {
        match events.last() {
            Some(Event::Moved {
                to, captured, home, ..
            }) => (*to, *captured, *home),
            e => panic!("{e:?}"),
        }
    }

    #[test]
    fn each_throw_enters_on_its_square_the_corner_first() {
        for (openings, square) in [(1, "a1"), (2, "b1"), (3, "c1"), (4, "d1"), (0, "h1")] {
            let mut r = two();
            r.throw(openings).expect("throw");
            assert_eq!(r.legal_moves(), [RaceMove::Enter]);
            let (to, _, _) = moved(&r.play(RaceMove::Enter).expect("enter"));
            assert_eq!(to, sq(square), "{openings} up");
            assert_eq!(r.to_move(), Some(2), "the turn passes to the other seat");
        }
        assert_eq!(
            [0, 1, 2, 3, 4].map(throw_value),
            [8, 1, 2, 3, 4],
            "none up moves 8"
        );
    }

    #[test]
    fn landing_on_an_opponent_captures_it_but_not_on_a_nest() {
        let mut r = two();
        // Seat 2 (from h8) has a piece on seat 0's fifth square, e1 (its path index 36).
        let e1 = path(2).iter().position(|s| *s == sq("e1")).expect("on it") as u8 + 1;
        put(&mut r, 2, 0, e1);
        put(&mut r, 0, 0, 1); // a1
        r.throw(4).expect("throw");
        let (to, captured, _) = moved(
            &r.play(RaceMove::Advance {
                from: sq("a1"),
                together: false,
            })
            .expect("move"),
        );
        assert_eq!((to, captured), (sq("e1"), Some((2, 1))));
        assert_eq!(r.pieces(2)[0], Spot::Off, "sent back off the board");
        // On a nest (h1, seat 0's 8th square) an opponent cannot be landed on.
        let mut r = two();
        let h1 = path(2).iter().position(|s| *s == sq("h1")).expect("on it") as u8 + 1;
        put(&mut r, 2, 0, h1);
        r.throw(0).expect("throw 8");
        assert!(r.legal_moves().is_empty());
        assert_eq!(r.to_move(), Some(2), "no move: the turn passed");
    }

    #[test]
    fn doubles_block_singles_and_fall_only_to_doubles() {
        let mut r = two();
        // Seat 2 has a double on c1 (not a nest), seat 0 a single on a1.
        let c1 = path(2).iter().position(|s| *s == sq("c1")).expect("on it") as u8 + 1;
        put(&mut r, 2, 0, c1);
        put(&mut r, 2, 1, c1);
        put(&mut r, 0, 0, 1);
        r.throw(3).expect("throw");
        // The single may neither pass (a1→d1) nor land (a1→c1 with 2) — and entering with 3
        // lands on c1: refused too.
        assert!(r.legal_moves().is_empty(), "{:?}", r.legal_moves());
        // Seat 0 with its own double on a1 takes the double on c1 with a 2.
        let mut r = two();
        put(&mut r, 2, 0, c1);
        put(&mut r, 2, 1, c1);
        put(&mut r, 0, 0, 1);
        put(&mut r, 0, 1, 1);
        r.throw(2).expect("throw");
        let single = RaceMove::Advance {
            from: sq("a1"),
            together: false,
        };
        let double = RaceMove::Advance {
            from: sq("a1"),
            together: true,
        };
        // Entering with 2 would pass the own double on a1; the single may not take a double.
        assert_eq!(r.legal_moves(), [double]);
        assert!(!r.legal_moves().contains(&single));
        let (to, captured, _) = moved(&r.play(double).expect("together"));
        assert_eq!((to, captured), (sq("c1"), Some((2, 2))));
        assert_eq!(r.at(sq("c1")), Some((0, 2)), "both moved together");
        // A double passes a double; a single of the owner cannot pass his own double either.
        let mut r = two();
        put(&mut r, 0, 0, 1);
        put(&mut r, 0, 1, 3);
        put(&mut r, 0, 2, 3);
        r.throw(4).expect("throw");
        assert!(
            !r.legal_moves().contains(&single),
            "a1 + 4 passes the own double on c1"
        );
        // Landing on one's own single makes a double.
        let mut r = two();
        put(&mut r, 0, 0, 1);
        put(&mut r, 0, 1, 3);
        r.throw(2).expect("throw");
        r.play(single).expect("join");
        assert_eq!(r.at(sq("c1")), Some((0, 2)));
    }

    #[test]
    fn the_ending_square_needs_the_exact_throw() {
        let mut r = two();
        put(&mut r, 0, 0, 59); // c5, two short of home (d4 is 61)
        for k in 1..4 {
            put(&mut r, 0, k, 61);
        }
        r.throw(3).expect("throw");
        assert!(r.legal_moves().is_empty(), "3 overshoots: the turn passes");
        assert_eq!(r.to_move(), Some(2));
        r.throw(1).expect("seat 2 throws");
        r.play(RaceMove::Enter).expect("seat 2 enters");
        r.throw(2).expect("throw");
        let (to, _, home) = moved(
            &r.play(RaceMove::Advance {
                from: sq("c5"),
                together: false,
            })
            .expect("home"),
        );
        assert_eq!((to, home), (sq("d4"), 1));
        assert_eq!(r.winner(), Some(0));
        assert!(r.is_over());
        assert_eq!(r.throw(1), Err(RaceError::Over));
    }

    #[test]
    fn errors_leave_the_game_unchanged() {
        let mut r = two();
        assert_eq!(r.play(RaceMove::Enter), Err(RaceError::NoThrow));
        r.throw(1).expect("throw");
        let before = r.clone();
        assert_eq!(r.throw(2), Err(RaceError::Thrown));
        let m = RaceMove::Advance {
            from: sq("e4"),
            together: false,
        };
        assert_eq!(r.play(m), Err(RaceError::Illegal(m)));
        assert_eq!(r, before);
        assert_eq!(
            RaceMove::parse("c3x2"),
            Some(RaceMove::Advance {
                from: sq("c3"),
                together: true
            })
        );
        assert_eq!(RaceMove::parse("new"), Some(RaceMove::Enter));
        assert_eq!(RaceMove::parse("z9"), None);
    }

    #[test]
    fn a_player_who_leaves_takes_his_pieces_and_the_others_go_on() {
        let mut r = Race::new(Options {
            players: 3,
            play_on: false,
            grace: false,
        });
        put(&mut r, 1, 0, 10);
        assert_eq!(r.remove(1), [Event::Left { seat: 1 }]);
        assert_eq!(r.pieces(1), [Spot::Off; PIECES]);
        r.throw(1).expect("throw");
        r.play(RaceMove::Enter).expect("enter");
        assert_eq!(r.to_move(), Some(2), "seat 1 is skipped");
        r.remove(2);
        assert!(r.is_over(), "one player left");
        assert_eq!(r.winner(), Some(0), "the last player in wins");
    }

    #[test]
    fn a_record_that_cannot_be_replayed_says_where() {
        let options = Options {
            players: 2,
            play_on: false,
            grace: false,
        };
        let record = [
            RaceAction::Throw(1),
            RaceAction::Move(RaceMove::Enter),
            RaceAction::Move(RaceMove::Enter),
        ];
        assert_eq!(Race::replay(options, &record), Err((2, RaceError::NoThrow)));
        assert_eq!(RaceAction::parse("throw 5"), None);
        assert_eq!(RaceAction::parse("leave 2"), Some(RaceAction::Leave(2)));
        assert_eq!(
            RaceAction::parse("move enter"),
            Some(RaceAction::Move(RaceMove::Enter))
        );
    }

    #[test]
    fn grace_throws_again_after_a_four_or_an_eight() {
        let mut r = Race::new(Options {
            players: 2,
            play_on: false,
            grace: true,
        });
        r.throw(4).expect("throw");
        r.play(RaceMove::Enter).expect("enter");
        assert_eq!(r.to_move(), Some(0), "a 4 throws again");
        r.throw(2).expect("throw");
        r.play(RaceMove::Enter).expect("enter");
        assert_eq!(r.to_move(), Some(2));
    }

    /// Random games with two, three and four players, playing on for places or not, always
    /// end with one winner, and no piece is ever lost: every piece is off the board, on its
    /// path, or home, and the board never holds two players on one square.
    #[test]
    fn random_games_end_with_a_winner_and_lose_no_piece() {
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for game in 0..300 {
            let options = Options {
                players: 2 + game % 3,
                play_on: game % 2 == 0,
                grace: game % 5 == 0,
            };
            let mut r = Race::new(options);
            let mut record = Vec::new();
            let mut turns = 0;
            while !r.is_over() {
                turns += 1;
                assert!(turns < 20_000, "game {game} never ends");
                // Four cowries, each up or down with even odds.
                let openings = (next() & 0xf).count_ones() as u8;
                r.throw(openings).expect("throw");
                record.push(RaceAction::Throw(openings));
                let legal = r.legal_moves();
                if !legal.is_empty() {
                    let m = legal[(next() % legal.len() as u64) as usize];
                    r.play(m).expect("legal");
                    record.push(RaceAction::Move(m));
                }
                for &seat in r.seats() {
                    assert_eq!(r.pieces(seat).len(), PIECES);
                }
                let mut owners = std::collections::HashMap::new();
                for &seat in r.seats() {
                    for spot in r.pieces(seat) {
                        if let Some(s) = r.square_of(seat, spot) {
                            let o = owners.entry(s).or_insert(seat);
                            assert_eq!(*o, seat, "game {game}: two players on {s}");
                        }
                    }
                }
            }
            // The record, written and read back, replays to the same game.
            let text: Vec<String> = record.iter().map(|a| a.to_string()).collect();
            let read: Vec<RaceAction> = text
                .iter()
                .map(|t| RaceAction::parse(t).expect("reads back"))
                .collect();
            assert_eq!(Race::replay(options, &read).expect("replays"), r);
            assert!(r.winner().is_some(), "game {game}: a winner");
            let w = r.winner().expect("winner");
            assert_eq!(r.home(w), PIECES);
            if options.play_on {
                assert_eq!(
                    r.places().len(),
                    options.players,
                    "game {game}: every place"
                );
            } else {
                assert_eq!(r.places().len(), 1);
            }
        }
    }

    /// The computer's policy plays four-seat races to their end; whenever a capture is
    /// possible it captures.
    #[test]
    fn the_policy_races_to_the_end_and_never_misses_a_capture() {
        let mut x: u64 = 7;
        let mut captures_seen = 0;
        for _ in 0..20 {
            let mut race = Race::new(Options {
                players: 4,
                play_on: false,
                grace: false,
            });
            let mut actions = 0;
            while !race.is_over() {
                actions += 1;
                assert!(actions < 5_000, "the race does not end");
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                race.throw((x % 5) as u8).expect("a throw");
                if race.pending_throw().is_none() {
                    continue;
                }
                let captures = |m: &RaceMove| {
                    let mut r = race.clone();
                    r.play(*m).expect("legal").iter().any(|e| {
                        matches!(
                            e,
                            Event::Moved {
                                captured: Some(_),
                                ..
                            }
                        )
                    })
                };
                let m = policy_move(&race).expect("a move");
                if race.legal_moves().iter().any(captures) {
                    captures_seen += 1;
                    assert!(captures(&m), "{m} passes up a capture");
                }
                race.play(m).expect("the policy's move is legal");
            }
        }
        assert!(captures_seen > 10, "{captures_seen} captures");
    }
}
