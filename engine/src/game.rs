//! A whole game: its record of actions, and the rules that need more than one position —
//! opening phases (Ta'biyat, Werera, Shatar's obligatory moves, Sittuyin's setup and
//! objection), counts (Makruk, Ouk, Sittuyin), Senterej's seven-move bare king and Shatranj's
//! insufficient material.
//!
//! Two readings of ours where Daou is silent: a move of the Ta'biyat or the
//! reconstructed Werera may not give check (an arrangement is not play); during the free
//! Werera a king in check must be answered before its opponent moves again.
//!
//! A game is stored as its variant, start position and actions; [`Game::replay`] derives
//! every position again.
//!
//! ```
//! use tabiya_engine::{Color, Game, Variant};
//! let mut game = Game::new(Variant::historical("shatar", &[]).unwrap());
//! // Shatar opens with both Bers' pawns stepping twice.
//! let forced = game.legal_moves(Color::White);
//! assert_eq!(forced.len(), 1);
//! game.play(Color::White, forced[0]).unwrap();
//! ```

use std::fmt;

use crate::position::{MoveList, Position};
use crate::types::{
    Bitboard, ByColor, Color, EndReason, Move, Outcome, Piece, Role, Square, Squares,
};
use crate::variant::{BareKing, Counting, Drops, KingsFacing, Opening, Repetition, Variant};

/// One entry of a game's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// `color` played `m`.
    Move {
        /// Who moved.
        color: Color,
        /// The move.
        m: Move,
    },
    /// Sittuyin: the first player objects to the second player's rooks.
    Object,
    /// Makruk, Ouk: `color` starts the board's-honour count.
    StartCount(Color),
    /// Makruk, Ouk: `color` stops its board's-honour count.
    StopCount(Color),
    /// Janggi: `color` chooses where its horses and elephants stand.
    Arrange(Color, Arrangement),
    /// Shogi: `color` claims an impasse (jishōgi).
    ClaimImpasse(Color),
    /// Shogi: `color` accepts the opponent's impasse claim; the game is scored by points.
    AcceptImpasse(Color),
    /// `color` resigns.
    Resign(Color),
    /// The players agree to end the game (a draw; by material in Janggi with
    /// `material-counting`).
    AgreeDraw,
    /// `color` ran out of time.
    Timeout(Color),
}

/// Janggi: the four setups of horses (Ma) and elephants (Sang), named from the player's own
/// left wing to his right wing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Arrangement {
    /// 마상상마: horses outside on both wings (Fairy-Stockfish's start).
    MaSangSangMa,
    /// 상마마상: elephants outside on both wings.
    SangMaMaSang,
    /// 마상마상: horse outside on the left wing, elephant outside on the right.
    MaSangMaSang,
    /// 상마상마: elephant outside on the left wing, horse outside on the right.
    SangMaSangMa,
}

impl Arrangement {
    /// All four, Fairy-Stockfish's start first.
    pub const ALL: [Arrangement; 4] = [
        Arrangement::MaSangSangMa,
        Arrangement::SangMaMaSang,
        Arrangement::MaSangMaSang,
        Arrangement::SangMaSangMa,
    ];

    /// The Korean name (마상상마 …).
    pub fn korean(self) -> &'static str {
        match self {
            Arrangement::MaSangSangMa => "마상상마",
            Arrangement::SangMaMaSang => "상마마상",
            Arrangement::MaSangMaSang => "마상마상",
            Arrangement::SangMaSangMa => "상마상마",
        }
    }

    /// The romanised keys (`masangsangma` …), as commands take them, in the order of
    /// [`Arrangement::ALL`].
    pub const KEYS: [&'static str; 4] = [
        "masangsangma",
        "sangmamasang",
        "masangmasang",
        "sangmasangma",
    ];

    /// The romanised key (`masangsangma` …), as commands take it.
    pub fn key(self) -> &'static str {
        Arrangement::KEYS[self as usize]
    }

    /// Reads a key, the Korean name, or four letters from the left wing (`hehe`: h for a
    /// horse, e or s for an elephant).
    pub fn parse(s: &str) -> Option<Arrangement> {
        let t = s.trim().to_lowercase().replace(['-', ' ', '_'], "");
        // Four letters: h for a horse, e or s for an elephant (`hehe`, `hshs`).
        let letters = (t.len() == 4 && t.chars().all(|c| matches!(c, 'h' | 'e' | 's')))
            .then(|| t.replace('s', "e"));
        Arrangement::ALL.into_iter().find(|a| {
            t == a.key()
                || t == a.korean()
                || letters.as_deref() == Some(&a.key().replace("sang", "e").replace("ma", "h"))
        })
    }

    /// Whether the outer square of the left and right wing holds the horse.
    fn horses_outside(self) -> (bool, bool) {
        match self {
            Arrangement::MaSangSangMa => (true, true),
            Arrangement::SangMaMaSang => (false, false),
            Arrangement::MaSangMaSang => (true, false),
            Arrangement::SangMaSangMa => (false, true),
        }
    }
}

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// Janggi: the players choose their setups.
    Arrangement,
    /// Sittuyin: placing the armies.
    Setup,
    /// Shatranj's Ta'biyat or the reconstructed Werera: `color` has `left` moves in a row.
    Opening {
        /// Who moves.
        color: Color,
        /// How many moves remain.
        left: u8,
    },
    /// Senterej's Werera: both sides move freely until the first capture.
    Werera,
    /// Shatar's obligatory first moves.
    Obligatory,
    /// Alternate play.
    Play,
    /// The game is over.
    Over,
}

/// A running count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    /// Which count.
    pub kind: CountKind,
    /// The side whose moves are counted against the limit.
    pub counted: Color,
    /// The limit in moves of the counted side.
    pub limit: u32,
    /// Moves made so far.
    pub moves: u32,
}

/// The kinds of count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountKind {
    /// Makruk's board's-honour count, kept by `by`.
    BoardsHonour {
        /// The counting (disadvantaged) player.
        by: Color,
    },
    /// Makruk's pieces'-honour count against a bare king.
    PiecesHonour,
    /// Sittuyin: king and rook against a bare king.
    RookAgainstBareKing,
}

/// An action that cannot be taken now. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    GameOver(Outcome),
    /// It is the other side's turn.
    NotYourTurn {
        /// Who is to move.
        to_move: Color,
    },
    /// The move is not legal here.
    IllegalMove(Move),
    /// The action is not available now, and why.
    Unavailable(Unavailable),
}

/// Why the game does not allow an action now (the engine's English with [`Unavailable::english`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unavailable {
    /// "only Shogi has jishōgi"
    JishogiOnlyShogi,
    /// "claim an impasse on your own turn"
    ImpasseNotYourTurn,
    /// "an impasse can be claimed only once both kings stand in their promotion zones"
    ImpasseKingsNotEntered,
    /// "there is no impasse claim of your opponent to accept"
    NoImpasseClaim,
    /// "the setup is chosen once, before the first move"
    SetupChosenOnce,
    /// "this position has no standard setup to change"
    NoStandardSetup,
    /// "an objection is only possible right after the second player's setup, against two of his rooks on one file or a rook on the file of your king"
    ObjectionNotNow,
    /// "the objection cannot be applied here"
    ObjectionNotApplicable,
    /// "this game has no count to start"
    NoCountInGame,
    /// "start the count on your own turn"
    CountNotYourTurn,
    /// "a count is already running"
    CountRunning,
    /// "the board's-honour count starts only when neither side has pawns"
    CountPawnsLeft,
    /// "you have no count running to stop"
    NoCountToStop,
}

impl Unavailable {
    /// The reason in English.
    pub fn english(self) -> &'static str {
        match self {
            Unavailable::JishogiOnlyShogi => "only Shogi has jishōgi",
            Unavailable::ImpasseNotYourTurn => "claim an impasse on your own turn",
            Unavailable::ImpasseKingsNotEntered => "an impasse can be claimed only once both kings stand in their promotion zones",
            Unavailable::NoImpasseClaim => "there is no impasse claim of your opponent to accept",
            Unavailable::SetupChosenOnce => "the setup is chosen once, before the first move",
            Unavailable::NoStandardSetup => "this position has no standard setup to change",
            Unavailable::ObjectionNotNow => "an objection is only possible right after the second player's setup, against two of his rooks on one file or a rook on the file of your king",
            Unavailable::ObjectionNotApplicable => "the objection cannot be applied here",
            Unavailable::NoCountInGame => "this game has no count to start",
            Unavailable::CountNotYourTurn => "start the count on your own turn",
            Unavailable::CountRunning => "a count is already running",
            Unavailable::CountPawnsLeft => "the board's-honour count starts only when neither side has pawns",
            Unavailable::NoCountToStop => "you have no count running to stop",
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(_) => f.write_str("the game is over"),
            GameError::NotYourTurn { .. } => f.write_str("it is not your turn"),
            GameError::IllegalMove(_) => f.write_str("that move is not legal here"),
            GameError::Unavailable(why) => f.write_str(why.english()),
        }
    }
}

impl std::error::Error for GameError {}

/// A game in progress or finished.
#[derive(Debug, Clone)]
pub struct Game {
    variant: Variant,
    start: Position,
    actions: Vec<Action>,
    pos: Position,
    phase: Phase,
    outcome: Option<Outcome>,
    /// Squares pieces have left or been taken on (for the Werera castling).
    touched: Bitboard,
    /// Moves each side has made with a bare king (Senterej).
    bare_moves: [u8; 2],
    count: Option<Count>,
    /// Files on which the second player may not place a rook again (Sittuyin objection).
    forbidden_rook_files: Vec<u8>,
    objection_possible: bool,
    /// Repetition keys of the positions of alternate play, the start of it first.
    keys: Vec<u64>,
    /// What each move of alternate play did, aligned with `keys[1..]`.
    plies: Vec<PlyInfo>,
    /// Janggi: a side that made the kings face each other may no longer win.
    forfeit: [bool; 2],
    /// Janggi: which sides have chosen their setup.
    arranged: [bool; 2],
    /// Shogi: an impasse claim waiting for the opponent's answer.
    impasse_claim: Option<Color>,
}

/// What a move of alternate play did, for repetition rulings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct PlyInfo {
    mover: Color,
    check: bool,
    chase: bool,
}

impl Game {
    /// A new game from the variant's start position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::new(variant))
    }

    /// A new game from `start`. Opening phases apply only from the variant's own start.
    pub fn from_position(start: Position) -> Game {
        let variant = start.variant();
        let is_start = crate::fen::fen(&start) == crate::fen::fen(&Position::new(variant));
        let rules = variant.rules();
        let phase = if start.in_setup() {
            Phase::Setup
        } else if !is_start {
            Phase::Play
        } else {
            match rules.opening {
                Opening::None => Phase::Play,
                Opening::Tabiyat { moves } => Phase::Opening {
                    color: Color::White,
                    left: moves,
                },
                Opening::WereraReconstructed => Phase::Opening {
                    color: Color::White,
                    left: 10,
                },
                Opening::Werera => Phase::Werera,
                Opening::ShatarForced { .. } => Phase::Obligatory,
            }
        };
        let phase = if is_start && variant.key() == "janggi" && !variant.is_fairy() {
            Phase::Arrangement
        } else {
            phase
        };
        let key = start.repetition_key();
        let mut game = Game {
            variant,
            start: start.clone(),
            actions: Vec::new(),
            pos: start,
            phase,
            outcome: None,
            touched: 0,
            bare_moves: [0; 2],
            count: None,
            forbidden_rook_files: Vec::new(),
            objection_possible: false,
            keys: vec![key],
            plies: Vec::new(),
            forfeit: [false; 2],
            arranged: [false; 2],
            impasse_claim: None,
        };
        game.update_outcome(None);
        game
    }

    /// Replays a stored record.
    ///
    /// # Errors
    /// The first action that cannot be taken, with its index.
    pub fn replay(start: Position, actions: &[Action]) -> Result<Game, (usize, GameError)> {
        let mut game = Game::from_position(start);
        for (i, a) in actions.iter().enumerate() {
            game.act(*a).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The game and rules.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The record.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The moves of the record, in order, with their movers.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.actions.iter().filter_map(|a| match *a {
            Action::Move { color, m } => Some((color, m)),
            _ => None,
        })
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The running count, if any.
    pub fn count(&self) -> Option<Count> {
        self.count
    }

    /// The sides that may move now (both during the Werera).
    pub fn to_move(&self) -> Vec<Color> {
        match self.phase {
            Phase::Over => Vec::new(),
            // Free moves, but a king in check must be answered before anything else.
            Phase::Werera => {
                let mut both = vec![Color::White, Color::Black];
                for c in Color::ALL {
                    let mut pos = self.pos.clone();
                    pos.set_turn(c);
                    if pos.is_check() {
                        both = vec![c];
                    }
                }
                both
            }
            Phase::Opening { color, .. } => vec![color],
            Phase::Arrangement => Color::ALL
                .into_iter()
                .filter(|c| !self.arranged[c.index()])
                .collect(),
            _ => vec![self.pos.turn()],
        }
    }

    /// The repetition keys of the positions of alternate play so far, the current one last
    /// ([`Position::repetition_key`]): what a search needs to see a repetition coming.
    pub fn repetition_keys(&self) -> &[u64] {
        &self.keys
    }

    /// Whether `color` may object now (Sittuyin, the historical reading).
    pub fn can_object(&self) -> bool {
        self.objection_possible
    }

    /// The legal moves of `color` now (empty when it may not move).
    pub fn legal_moves(&self, color: Color) -> MoveList {
        let mut list = MoveList::new();
        if !self.to_move().contains(&color) {
            return list;
        }
        let mut pos = self.pos.clone();
        pos.set_turn(color);
        match self.phase {
            Phase::Over | Phase::Arrangement => {}
            Phase::Obligatory => {
                if let Some(m) = self.obligatory_move(color) {
                    list.push(m);
                }
            }
            Phase::Werera => {
                list = pos.legal_moves();
                if let Some(c) = self.castle_move(&mut pos, color) {
                    list.push(c);
                }
            }
            Phase::Opening { .. } => {
                let half = self.variant.ranks() / 2;
                let no_capture = self.variant.rules().opening == Opening::WereraReconstructed;
                let mut candidates = pos.legal_moves();
                if no_capture {
                    if let Some(c) = self.castle_move(&mut pos, color) {
                        candidates.push(c);
                    }
                }
                for m in candidates {
                    let stays = m
                        .to()
                        .is_none_or(|to| to.relative_rank(color, self.variant.ranks()) < half);
                    // The arrangement is not play: it may not give check (our reading; Daou
                    // is silent), so the side that waits never stands in check.
                    let mut after = pos.clone();
                    after.play_unchecked(&m);
                    if stays && !(no_capture && m.is_capture()) && !after.is_check() {
                        list.push(m);
                    }
                }
            }
            Phase::Setup | Phase::Play => {
                let no_repeat = self.repetition_barred(color);
                for m in pos.legal_moves() {
                    if no_repeat {
                        let mut after = pos.clone();
                        after.play_unchecked(&m);
                        let key = after.repetition_key();
                        if self.keys.iter().filter(|&&k| k == key).count() >= 2 {
                            continue;
                        }
                    }
                    if let Move::Drop {
                        role: Role::Rook,
                        to,
                    } = m
                    {
                        if color == Color::Black && self.forbidden_rook_files.contains(&to.file()) {
                            continue;
                        }
                    }
                    list.push(m);
                }
            }
        }
        list
    }

    /// Shatar's obligatory double step of `color`'s pawn, if it is still due.
    fn obligatory_move(&self, color: Color) -> Option<Move> {
        let Opening::ShatarForced { file } = self.variant.rules().opening else {
            return None;
        };
        let ranks = self.variant.ranks();
        let (from_r, mid_r, to_r) = match color {
            Color::White => (1, 2, 3),
            Color::Black => (ranks - 2, ranks - 3, ranks - 4),
        };
        let from = Square::new(file, from_r)?;
        let mid = Square::new(file, mid_r)?;
        let to = Square::new(file, to_r)?;
        let pawn = Piece {
            color,
            role: Role::Pawn,
        };
        (self.pos.piece_at(from) == Some(pawn)
            && self.pos.piece_at(mid).is_none()
            && self.pos.piece_at(to).is_none())
        .then_some(Move::Normal {
            role: Role::Pawn,
            from,
            to,
            capture: None,
            promotion: None,
        })
    }

    /// Senterej's castling to the king's right: White Ke1-g1 with Rh1-f1, Black Kd8-b8
    /// with Ra8-c8, from unmoved start squares, across empty squares, never out of,
    /// through or into check.
    fn castle_move(&self, pos: &mut Position, color: Color) -> Option<Move> {
        let ranks = self.variant.ranks();
        let (king, king_to, rook, rook_to, through) = match color {
            Color::White => (
                Square::new(4, 0)?,
                Square::new(6, 0)?,
                Square::new(7, 0)?,
                Square::new(5, 0)?,
                Square::new(5, 0)?,
            ),
            Color::Black => (
                Square::new(3, ranks - 1)?,
                Square::new(1, ranks - 1)?,
                Square::new(0, ranks - 1)?,
                Square::new(2, ranks - 1)?,
                Square::new(2, ranks - 1)?,
            ),
        };
        let untouched = self.touched & (king.bit() | rook.bit()) == 0;
        let right_pieces = pos.piece_at(king)
            == Some(Piece {
                color,
                role: Role::King,
            })
            && pos.piece_at(rook)
                == Some(Piece {
                    color,
                    role: Role::Rook,
                });
        let empty = pos.piece_at(king_to).is_none() && pos.piece_at(rook_to).is_none();
        if !(untouched && right_pieces && empty) {
            return None;
        }
        if pos.attacked_by(king, !color) || pos.attacked_by(through, !color) {
            return None;
        }
        let m = Move::Castle {
            king,
            king_to,
            rook,
            rook_to,
        };
        pos.is_safe_after(&m).then_some(m)
    }

    /// Plays `m` for `color`.
    ///
    /// # Errors
    /// [`GameError`] if the game is over, it is not `color`'s turn, or the move is illegal.
    pub fn play(&mut self, color: Color, m: Move) -> Result<(), GameError> {
        self.act(Action::Move { color, m })
    }

    /// Plays `m` for `color` when the caller has just listed [`Game::legal_moves`] for this
    /// position (as a server does to read a player's move): `legal` is that list, and the
    /// moves are not generated a second time. A move not in it is refused.
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_from(&mut self, color: Color, m: Move, legal: &[Move]) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        self.apply_move(color, m, Some(legal))?;
        self.actions.push(Action::Move { color, m });
        Ok(())
    }

    /// Takes one action of the record.
    ///
    /// # Errors
    /// [`GameError`] if it cannot be taken now; the game is then unchanged.
    pub fn act(&mut self, action: Action) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::GameOver(o));
        }
        match action {
            Action::Move { color, m } => self.apply_move(color, m, None)?,
            Action::Object => self.apply_objection()?,
            Action::StartCount(color) => self.start_count(color)?,
            Action::StopCount(color) => self.stop_count(color)?,
            Action::Arrange(color, a) => self.arrange(color, a)?,
            Action::ClaimImpasse(color) => self.claim_impasse(color)?,
            Action::AcceptImpasse(color) => self.accept_impasse(color)?,
            Action::Resign(color) => self.finish(Outcome::Decisive {
                winner: !color,
                reason: EndReason::Resignation,
            }),
            Action::AgreeDraw => {
                let o = match self.variant.rules().pass_ends {
                    Some(crate::variant::PassEnd::Count) if !self.variant.is_fairy() => {
                        let (w, b) = (
                            self.pos.janggi_points(Color::White),
                            self.pos.janggi_points(Color::Black),
                        );
                        Outcome::Decisive {
                            winner: if w > b { Color::White } else { Color::Black },
                            reason: EndReason::Agreement,
                        }
                    }
                    _ => Outcome::Draw {
                        reason: EndReason::Agreement,
                    },
                };
                self.finish(o);
            }
            Action::Timeout(color) => self.finish(Outcome::Decisive {
                winner: !color,
                reason: EndReason::Timeout,
            }),
        }
        self.actions.push(action);
        Ok(())
    }

    fn apply_move(
        &mut self,
        color: Color,
        m: Move,
        legal: Option<&[Move]>,
    ) -> Result<(), GameError> {
        let movers = self.to_move();
        if !movers.contains(&color) {
            return Err(GameError::NotYourTurn {
                to_move: movers.first().copied().unwrap_or(!color),
            });
        }
        let listed = match legal {
            Some(list) => {
                debug_assert_eq!(list, &self.legal_moves(color)[..], "a stale move list");
                list.contains(&m)
            }
            None => self.legal_moves(color).contains(&m),
        };
        if !listed {
            return Err(GameError::IllegalMove(m));
        }
        let material_before = self.pos.occupied_by(!color).count_ones();
        let bare_before = self.bare(color);
        let facing_before = self.pos.kings_facing();
        let chase = self.phase == Phase::Play
            && self.variant.rules().repetition == Repetition::Xiangqi
            && self.is_chase(color, m);
        self.pos.set_turn(color);
        let before = self.pos.clone();
        self.pos.make(m);
        if let Some(from) = m.from() {
            self.touched |= from.bit();
        }
        if let Some(to) = m.to() {
            self.touched |= to.bit();
        }
        if let Move::Castle { rook, .. } = m {
            self.touched |= rook.bit();
        }
        self.objection_possible = false;
        // Playing on declines a pending impasse claim.
        self.impasse_claim = None;

        // Phases.
        match self.phase {
            Phase::Setup => {
                let rules = self.variant.rules();
                let whole_army = matches!(
                    rules.drops,
                    Drops::SittuyinSetup {
                        whole_army_first: true,
                        ..
                    }
                );
                let has_hand = |c: Color| !self.pos.hand_pieces(c).is_empty();
                if whole_army && has_hand(color) {
                    self.pos.set_turn(color);
                } else if !has_hand(Color::White) && !has_hand(Color::Black) {
                    self.phase = Phase::Play;
                    self.pos.set_turn(Color::White);
                    self.forbidden_rook_files.clear();
                    self.objection_possible = whole_army && !self.objectionable_rooks().is_empty();
                }
            }
            Phase::Opening { color: c, left } => {
                if left > 1 {
                    self.phase = Phase::Opening {
                        color: c,
                        left: left - 1,
                    };
                    self.pos.set_turn(c);
                } else if c == Color::White {
                    let moves = match self.variant.rules().opening {
                        Opening::Tabiyat { moves } => moves,
                        _ => 10,
                    };
                    self.phase = Phase::Opening {
                        color: Color::Black,
                        left: moves,
                    };
                    self.pos.set_turn(Color::Black);
                } else {
                    self.phase = Phase::Play;
                    self.pos.set_turn(Color::White);
                }
            }
            Phase::Werera => {
                if m.is_capture() {
                    self.phase = Phase::Play;
                }
            }
            Phase::Obligatory => {
                if self.obligatory_move(!color).is_none() {
                    self.phase = Phase::Play;
                }
            }
            Phase::Play | Phase::Over | Phase::Arrangement => {}
        }

        // Senterej: a bare king that survives seven moves draws.
        if let BareKing::SurvivesMoves(n) = self.variant.rules().bare_king {
            if bare_before && self.bare(color) {
                self.bare_moves[color.index()] += 1;
                if self.bare_moves[color.index()] >= n && self.pos.outcome().is_none() {
                    self.finish(Outcome::Draw {
                        reason: EndReason::BareKingSurvived,
                    });
                    return Ok(());
                }
            }
        }

        let captured = self.pos.occupied_by(!color).count_ones() < material_before;
        self.update_count(color, m, captured);
        if self.phase == Phase::Play {
            self.keys.push(self.pos.repetition_key());
            self.plies.push(PlyInfo {
                mover: color,
                check: self.pos.is_check(),
                chase,
            });
        }
        if let Some(o) = self.janggi_facing(color, &before, facing_before) {
            self.finish(o);
            return Ok(());
        }
        self.update_outcome(Some((color, m)));
        if self.outcome.is_none() {
            if let Some(o) = self.repetition_ruling() {
                self.finish(o);
            }
        }
        Ok(())
    }

    /// Janggi (Daou): bikjang and the lone interposed attacker, after `mover`'s move.
    fn janggi_facing(
        &mut self,
        mover: Color,
        before: &Position,
        facing_before: bool,
    ) -> Option<Outcome> {
        let KingsFacing::Bikjang {
            creator_forfeits: true,
            ..
        } = self.variant.rules().kings_facing
        else {
            return None;
        };
        let facing = self.pos.kings_facing();
        if facing && facing_before {
            // "If the Kings come to face each other across the board and the player to move
            // does not move away this is Bitjang, a draw."
            return Some(Outcome::Draw {
                reason: EndReason::Bikjang,
            });
        }
        if facing && !before.kings_facing() {
            // "The player who makes a move that causes his King to face the enemy King
            // unobstructed forfeits his right to win the game."
            self.forfeit[mover.index()] = true;
        }
        // The lone interposed attacker: one piece of the mover alone between the kings, giving
        // check, defended by none of his pieces but the king.
        let (Some(a), Some(b)) = (
            self.pos.royal_square(Color::White),
            self.pos.royal_square(Color::Black),
        ) else {
            return None;
        };
        if a.file() == b.file() {
            let between: Vec<Square> =
                Squares(self.pos.occupied_by(Color::White) | self.pos.occupied_by(Color::Black))
                    .filter(|s| {
                        s.file() == a.file()
                            && s.rank() > a.rank().min(b.rank())
                            && s.rank() < a.rank().max(b.rank())
                    })
                    .collect();
            if let [p] = between[..] {
                let enemy_king = self.pos.royal_square(!mover)?;
                let checks = self.pos.attackers_of(enemy_king, mover) & p.bit() != 0;
                let own_king = self.pos.royal_square(mover)?;
                let defenders = self.pos.attackers_of(p, mover) & !own_king.bit();
                if self.pos.piece_at(p).is_some_and(|x| x.color == mover)
                    && checks
                    && defenders == 0
                {
                    return Some(Outcome::Draw {
                        reason: EndReason::Bikjang,
                    });
                }
            }
        }
        None
    }

    /// Whether `color` may not repeat a position a third time (Janggi, the historical
    /// reading: "there is no draw by perpetual check or repetition of position"; the side
    /// behind on material may not repeat, and at equal material neither may, so the player who
    /// would complete the repetition must play something else).
    fn repetition_barred(&self, color: Color) -> bool {
        // The pieces alone: Han's 1.5 points of compensation count for the final score only.
        let material = |c: Color| self.pos.janggi_points(c) - if c == Color::Black { 3 } else { 0 };
        self.phase == Phase::Play
            && self.variant.rules().repetition == Repetition::JanggiMaterial
            && material(color) <= material(!color)
    }

    /// Rules on a position that has just occurred for the third (Shogi: fourth) time.
    fn repetition_ruling(&self) -> Option<Outcome> {
        let rules = self.variant.rules();
        let needed = match rules.repetition {
            Repetition::None => return None,
            Repetition::Sennichite => 4,
            _ => 3,
        };
        let key = *self.keys.last()?;
        let seen: Vec<usize> = (0..self.keys.len())
            .filter(|&i| self.keys[i] == key)
            .collect();
        if seen.len() < needed {
            return None;
        }
        // The moves since the first of the occurrences considered.
        let first = seen[seen.len() - needed];
        let cycle = &self.plies[first..];
        let all = |c: Color, f: fn(&PlyInfo) -> bool| {
            let mine: Vec<&PlyInfo> = cycle.iter().filter(|p| p.mover == c).collect();
            !mine.is_empty() && mine.iter().all(|p| f(p))
        };
        let check = ByColor::new_with(|c| all(c, |p| p.check));
        let chase = ByColor::new_with(|c| all(c, |p| p.chase));
        let lose = |loser: Color, reason| Outcome::Decisive {
            winner: !loser,
            reason,
        };
        let draw = Outcome::Draw {
            reason: EndReason::Repetition,
        };
        match rules.repetition {
            Repetition::Xiangqi => Some(match (check.white, check.black) {
                (true, false) => lose(Color::White, EndReason::PerpetualCheck),
                (false, true) => lose(Color::Black, EndReason::PerpetualCheck),
                (true, true) => draw,
                (false, false) => match (chase.white, chase.black) {
                    (true, false) => lose(Color::White, EndReason::PerpetualChase),
                    (false, true) => lose(Color::Black, EndReason::PerpetualChase),
                    _ => draw,
                },
            }),
            Repetition::JanggiTournament | Repetition::Sennichite => {
                Some(match (check.white, check.black) {
                    (true, false) => lose(Color::White, EndReason::PerpetualCheck),
                    (false, true) => lose(Color::Black, EndReason::PerpetualCheck),
                    _ => draw,
                })
            }
            // Only the side ahead may repeat, and the game goes on: never a draw.
            Repetition::JanggiMaterial | Repetition::None => None,
        }
    }

    /// Xiangqi: whether `color`'s move `m` chases (see the Xiangqi module's doc comment).
    fn is_chase(&self, color: Color, m: Move) -> bool {
        let (Some(from), Some(to), Some(role)) = (m.from(), m.to(), m.role()) else {
            return false;
        };
        if matches!(role, Role::King | Role::Soldier) {
            return false;
        }
        let mut before = self.pos.clone();
        before.set_turn(color);
        let targets_before: Bitboard = before
            .legal_moves()
            .iter()
            .filter(|x| x.from() == Some(from) && x.is_capture())
            .filter_map(|x| x.to())
            .fold(0, |b, s| b | s.bit());
        let mut after = before.clone();
        after.play_unchecked(&m);
        after.set_turn(color);
        let ranks = self.variant.ranks();
        Squares(
            after
                .legal_moves()
                .iter()
                .filter(|x| x.from() == Some(to) && x.is_capture())
                .filter_map(|x| x.to())
                .fold(0, |b, s| b | s.bit())
                & !targets_before,
        )
        .any(|t| {
            let Some(p) = after.piece_at(t) else {
                return false;
            };
            let uncrossed = p.role == Role::Soldier && t.relative_rank(p.color, ranks) < ranks / 2;
            p.role != Role::King && !uncrossed && after.attackers_of(t, p.color) == 0
        })
    }

    /// The pending impasse claim, if any.
    pub fn impasse_claim(&self) -> Option<Color> {
        self.impasse_claim
    }

    fn claim_impasse(&mut self, color: Color) -> Result<(), GameError> {
        if self.variant.key() != "shogi" {
            return Err(GameError::Unavailable(Unavailable::JishogiOnlyShogi));
        }
        if self.phase != Phase::Play || self.pos.turn() != color {
            return Err(GameError::Unavailable(Unavailable::ImpasseNotYourTurn));
        }
        if !crate::shogi::both_kings_entered(&self.pos) {
            return Err(GameError::Unavailable(Unavailable::ImpasseKingsNotEntered));
        }
        self.impasse_claim = Some(color);
        Ok(())
    }

    fn accept_impasse(&mut self, color: Color) -> Result<(), GameError> {
        if self.impasse_claim != Some(!color) {
            return Err(GameError::Unavailable(Unavailable::NoImpasseClaim));
        }
        // Rook and bishop 5, every other piece 1, board and hand, kings not counted: under 24
        // loses; both 24 or more (or, by our reading, both under) draw.
        let w = crate::shogi::jishogi_points(&self.pos, Color::White);
        let b = crate::shogi::jishogi_points(&self.pos, Color::Black);
        let o = match (w >= 24, b >= 24) {
            (true, false) => Outcome::Decisive {
                winner: Color::White,
                reason: EndReason::Jishogi,
            },
            (false, true) => Outcome::Decisive {
                winner: Color::Black,
                reason: EndReason::Jishogi,
            },
            _ => Outcome::Draw {
                reason: EndReason::Jishogi,
            },
        };
        self.finish(o);
        Ok(())
    }

    fn arrange(&mut self, color: Color, a: Arrangement) -> Result<(), GameError> {
        if self.phase != Phase::Arrangement || self.arranged[color.index()] {
            return Err(GameError::Unavailable(Unavailable::SetupChosenOnce));
        }
        let home = match color {
            Color::White => 0,
            Color::Black => self.variant.ranks() - 1,
        };
        // Wing squares from the player's own left: outer then inner.
        let files: [(u8, u8); 2] = match color {
            Color::White => [(1, 2), (7, 6)],
            Color::Black => [(7, 6), (1, 2)],
        };
        let (left, right) = a.horses_outside();
        let mut setup = self.pos.to_setup();
        for (&(outer, inner), horse_outside) in files.iter().zip([left, right]) {
            let (o, i) = (Square::new(outer, home), Square::new(inner, home));
            let (Some(o), Some(i)) = (o, i) else { continue };
            setup.board.retain(|(s, _)| *s != o && *s != i);
            let (ro, ri) = if horse_outside {
                (Role::Horse, Role::Elephant)
            } else {
                (Role::Elephant, Role::Horse)
            };
            setup.board.push((o, Piece { color, role: ro }));
            setup.board.push((i, Piece { color, role: ri }));
        }
        self.pos = Position::from_setup(setup, self.variant)
            .map_err(|_| GameError::Unavailable(Unavailable::NoStandardSetup))?;
        self.arranged[color.index()] = true;
        if self.arranged == [true, true] {
            self.phase = Phase::Play;
            self.keys = vec![self.pos.repetition_key()];
        }
        Ok(())
    }

    fn bare(&self, color: Color) -> bool {
        self.pos.occupied_by(color).count_ones() <= 1 && self.pos.hand_pieces(color).is_empty()
    }

    /// The second player's rooks the first may object to: two on one file, or one on the
    /// file of the first player's king.
    fn objectionable_rooks(&self) -> Vec<Square> {
        let rooks: Vec<Square> = Squares(self.pos.pieces(Color::Black, Role::Rook)).collect();
        let king_file = self.pos.royal_square(Color::White).map(|k| k.file());
        let mut out = Vec::new();
        for &r in &rooks {
            let shares = rooks.iter().any(|&o| o != r && o.file() == r.file());
            if shares || Some(r.file()) == king_file {
                out.push(r);
            }
        }
        out
    }

    fn apply_objection(&mut self) -> Result<(), GameError> {
        if !self.objection_possible {
            return Err(GameError::Unavailable(Unavailable::ObjectionNotNow));
        }
        let rooks = self.objectionable_rooks();
        let king_file = self.pos.royal_square(Color::White).map(|k| k.file());
        // Keep one rook of a doubled file where the file is not the king's; return the rest.
        let mut keep: Vec<Square> = Vec::new();
        let mut back: Vec<Square> = Vec::new();
        for r in rooks {
            if Some(r.file()) != king_file && !keep.iter().any(|k| k.file() == r.file()) {
                keep.push(r);
            } else {
                back.push(r);
            }
        }
        let mut setup = self.pos.to_setup();
        setup.board.retain(|(s, _)| !back.contains(s));
        let hand = &mut setup.hands[Color::Black];
        match hand.iter_mut().find(|(r, _)| *r == Role::Rook) {
            Some((_, n)) => *n += back.len() as u8,
            None => hand.push((Role::Rook, back.len() as u8)),
        }
        setup.turn = Color::Black;
        self.pos = Position::from_setup(setup, self.variant)
            .map_err(|_| GameError::Unavailable(Unavailable::ObjectionNotApplicable))?;
        self.forbidden_rook_files = keep.iter().map(|s| s.file()).collect();
        if let Some(f) = king_file {
            self.forbidden_rook_files.push(f);
        }
        self.phase = Phase::Setup;
        self.objection_possible = false;
        Ok(())
    }

    fn start_count(&mut self, color: Color) -> Result<(), GameError> {
        if !matches!(
            self.variant.rules().counting,
            Counting::Makruk { fairy: false, .. }
        ) {
            return Err(GameError::Unavailable(Unavailable::NoCountInGame));
        }
        if self.pos.turn() != color || self.phase != Phase::Play {
            return Err(GameError::Unavailable(Unavailable::CountNotYourTurn));
        }
        if self.count.is_some() {
            return Err(GameError::Unavailable(Unavailable::CountRunning));
        }
        let pawns =
            self.pos.pieces(Color::White, Role::Pawn) | self.pos.pieces(Color::Black, Role::Pawn);
        if pawns != 0 {
            return Err(GameError::Unavailable(Unavailable::CountPawnsLeft));
        }
        self.count = Some(Count {
            kind: CountKind::BoardsHonour { by: color },
            counted: !color,
            limit: 64,
            moves: 0,
        });
        Ok(())
    }

    fn stop_count(&mut self, color: Color) -> Result<(), GameError> {
        match self.count {
            Some(Count {
                kind: CountKind::BoardsHonour { by },
                ..
            }) if by == color => {
                self.count = None;
                Ok(())
            }
            _ => Err(GameError::Unavailable(Unavailable::NoCountToStop)),
        }
    }

    /// Counts after a move of `mover`.
    fn update_count(&mut self, mover: Color, m: Move, captured: bool) {
        let counting = self.variant.rules().counting;
        match counting {
            Counting::Makruk { fairy: false, .. } => {
                // The board's-honour count stops when the counting player captures.
                if let Some(Count {
                    kind: CountKind::BoardsHonour { by },
                    ..
                }) = self.count
                {
                    if by == mover && captured {
                        self.count = None;
                    }
                }
                // The pieces'-honour count replaces it once a side is bare; it restarts when
                // the bare king captures, and when the last unpromoted pawn goes.
                let bare = Color::ALL
                    .into_iter()
                    .find(|&c| self.bare(c) && !self.bare(!c));
                match bare {
                    Some(weak) => {
                        let strong = !weak;
                        let value = self.pieces_honour_value(strong);
                        let running = matches!(
                            self.count,
                            Some(Count {
                                kind: CountKind::PiecesHonour,
                                ..
                            })
                        );
                        let restart = !running
                            || (mover == weak && captured)
                            || (m.promotion().is_some()
                                && self.pos.pieces(strong, Role::Pawn) == 0);
                        if restart {
                            let on_board = (self.pos.occupied_by(Color::White)
                                | self.pos.occupied_by(Color::Black))
                            .count_ones();
                            self.count = Some(Count {
                                kind: CountKind::PiecesHonour,
                                counted: strong,
                                limit: value.saturating_sub(on_board).max(1),
                                moves: 0,
                            });
                            return;
                        }
                    }
                    None => {
                        if matches!(
                            self.count,
                            Some(Count {
                                kind: CountKind::PiecesHonour,
                                ..
                            })
                        ) {
                            self.count = None;
                        }
                    }
                }
            }
            Counting::Sittuyin { fairy: false } => {
                let rook_vs_bare = Color::ALL.into_iter().find(|&c| {
                    self.bare(!c)
                        && self.pos.occupied_by(c).count_ones() == 2
                        && self.pos.pieces(c, Role::Rook).count_ones() == 1
                });
                match (rook_vs_bare, self.count) {
                    (Some(strong), None) => {
                        let central = self.pos.royal_square(!strong).is_some_and(|k| {
                            (3..=4).contains(&k.file()) && (3..=4).contains(&k.rank())
                        });
                        self.count = Some(Count {
                            kind: CountKind::RookAgainstBareKing,
                            counted: strong,
                            limit: if central { 21 } else { 16 },
                            moves: 0,
                        });
                        return;
                    }
                    (None, Some(_)) => self.count = None,
                    _ => {}
                }
            }
            _ => return,
        }
        if let Some(c) = &mut self.count {
            if c.counted == mover {
                c.moves += 1;
            }
        }
    }

    /// Daou's table of count values for the stronger side's material.
    fn pieces_honour_value(&self, strong: Color) -> u32 {
        let n = |r: Role| self.pos.pieces(strong, r).count_ones();
        if n(Role::Pawn) > 0 {
            64
        } else if n(Role::Rook) >= 2 {
            8
        } else if n(Role::Rook) == 1 {
            16
        } else if n(Role::Silver) >= 2 {
            22
        } else if n(Role::Knight) >= 2 {
            32
        } else if n(Role::Silver) == 1 {
            44
        } else {
            64
        }
    }

    fn finish(&mut self, o: Outcome) {
        self.outcome = Some(o);
        self.phase = Phase::Over;
    }

    /// Decides the result after a move (or at the start).
    fn update_outcome(&mut self, last: Option<(Color, Move)>) {
        if matches!(self.phase, Phase::Setup | Phase::Arrangement)
            || self.phase == Phase::Werera && last.is_none()
        {
            return;
        }
        let rules = self.variant.rules();
        if let Some(o) = self.pos.outcome() {
            // Makruk: the counting player who mates without stopping his count only draws.
            if let (
                Some((mover, _)),
                Some(Count {
                    kind: CountKind::BoardsHonour { by },
                    ..
                }),
            ) = (last, self.count)
            {
                if o.winner() == Some(mover) && by == mover && o.reason() == EndReason::Checkmate {
                    self.finish(Outcome::Draw {
                        reason: EndReason::MateDuringOwnCount,
                    });
                    return;
                }
            }
            // Janggi: a side that created bikjang may no longer win.
            if o.winner().is_some_and(|w| self.forfeit[w.index()]) {
                self.finish(Outcome::Draw {
                    reason: EndReason::Bikjang,
                });
                return;
            }
            // During the Werera a side without moves may simply wait for the other.
            if self.phase == Phase::Werera && o.reason() == EndReason::Stalemate {
                return;
            }
            self.finish(o);
            return;
        }
        if let Some(c) = self.count {
            if c.moves >= c.limit {
                self.finish(Outcome::Draw {
                    reason: EndReason::CountExpired,
                });
                return;
            }
        }
        if rules.insufficient_material && self.insufficient_material() {
            self.finish(Outcome::Draw {
                reason: EndReason::InsufficientMaterial,
            });
        }
    }

    /// Shatranj (004): neither side can force mate, stalemate or a bare king. We rule so
    /// when each side keeps at most one piece besides its king and every such piece is a
    /// ferz or an elephant whose squares the other's can never reach (a ferz keeps to one
    /// colour of square, an elephant to eight squares): neither can then win the other's
    /// last piece by force.
    fn insufficient_material(&self) -> bool {
        let mut pieces: Vec<(Square, Role)> = Vec::new();
        for c in Color::ALL {
            let own: Vec<Square> = Squares(self.pos.occupied_by(c)).collect();
            if own.len() != 2 {
                return false;
            }
            for s in own {
                match self.pos.piece_at(s).map(|p| p.role) {
                    Some(Role::King) => {}
                    Some(r @ (Role::Ferz | Role::Alfil)) => pieces.push((s, r)),
                    _ => return false,
                }
            }
        }
        let [(a, ra), (b, rb)] = pieces[..] else {
            return false;
        };
        let colour = |s: Square| (s.file() + s.rank()) % 2;
        let alfil_complex = |s: Square| {
            (
                s.file() % 2,
                s.rank() % 2,
                (s.file() / 2 + s.rank() / 2) % 2,
            )
        };
        match (ra, rb) {
            (Role::Ferz, Role::Ferz) => colour(a) != colour(b),
            (Role::Alfil, Role::Alfil) => alfil_complex(a) != alfil_complex(b),
            _ => {
                let (f, e) = if ra == Role::Ferz { (a, b) } else { (b, a) };
                colour(f) != colour(e)
            }
        }
    }
}
