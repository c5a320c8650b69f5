//! Games as data: board shape, pieces with typed movement, and closed enums for the
//! irregular rules.
//!
//! Every game is one `static` [`VariantSpec`] in `variants/<game>.rs`. A spec carries the
//! historical reading (after Nader D. Daou's rules of the historical chess variants) as its default [`RuleSet`], the named rule options Daou mentions,
//! and the Fairy-Stockfish readings under Fairy-Stockfish's own names. A [`Variant`] is
//! one resolved choice (game, reading, options) with its precomputed move tables.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Mutex, OnceLock};

use crate::tables::Tables;
use crate::types::{Color, Piece, Role, Square, SQUARES};

/// How a movement atom travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Motion {
    /// Jumps straight to the target.
    Leap,
    /// Any number of empty squares in one direction.
    Slide,
    /// Cannon: slides to the far side of exactly one screen.
    Hop,
    /// A blocked leaper (Xiangqi horse and elephant, Janggi elephant): the squares
    /// `legs` (relative to the origin, in the atom's own orientation) must be empty.
    Lame {
        /// Squares that must be empty, relative to the origin.
        legs: &'static [(i8, i8)],
    },
}

/// Whether an atom moves, captures, or both.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Moves to an empty square or captures.
    Both,
    /// Only to an empty square.
    MoveOnly,
    /// Only to capture.
    CaptureOnly,
}

/// Where an atom may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    /// Everywhere.
    Anywhere,
    /// Both ends inside the mover's own palace.
    OwnPalace,
    /// The target on the mover's side of the river.
    OwnHalf,
    /// Only from across the river (Xiangqi soldiers' sideways step).
    AcrossRiver,
    /// Along the diagonal lines of either palace (Janggi).
    PalaceDiagonal,
    /// Along the diagonal lines of the enemy palace only (Daou's literal Janggi).
    EnemyPalaceDiagonal,
    /// Along the diagonal lines of the mover's own palace only.
    OwnPalaceDiagonal,
    /// Only from the opponent's home rank (Shatar's later king).
    FromLastRank,
}

/// One movement atom: a direction `(df, dr)` as seen by the mover (`dr > 0` is forward),
/// how it travels and where it applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Atom {
    /// How the piece travels.
    pub motion: Motion,
    /// Files to the mover's right.
    pub df: i8,
    /// Ranks forward.
    pub dr: i8,
    /// Move, capture, or both.
    pub mode: Mode,
    /// Where it applies.
    pub region: Region,
}

impl Atom {
    /// A leap that moves and captures anywhere.
    pub const fn leap(df: i8, dr: i8) -> Atom {
        Atom {
            motion: Motion::Leap,
            df,
            dr,
            mode: Mode::Both,
            region: Region::Anywhere,
        }
    }

    /// A slide that moves and captures anywhere.
    pub const fn slide(df: i8, dr: i8) -> Atom {
        Atom {
            motion: Motion::Slide,
            df,
            dr,
            mode: Mode::Both,
            region: Region::Anywhere,
        }
    }

    /// A cannon's capturing hop.
    pub const fn hop(df: i8, dr: i8) -> Atom {
        Atom {
            motion: Motion::Hop,
            df,
            dr,
            mode: Mode::CaptureOnly,
            region: Region::Anywhere,
        }
    }

    /// A blocked leap.
    pub const fn lame(df: i8, dr: i8, legs: &'static [(i8, i8)]) -> Atom {
        Atom {
            motion: Motion::Lame { legs },
            df,
            dr,
            mode: Mode::Both,
            region: Region::Anywhere,
        }
    }

    /// The same atom restricted to `mode`.
    pub const fn with_mode(self, mode: Mode) -> Atom {
        Atom { mode, ..self }
    }

    /// The same atom restricted to `region`.
    pub const fn within(self, region: Region) -> Atom {
        Atom { region, ..self }
    }
}

/// A piece of one game: its role, FEN letter, names and movement.
#[derive(Debug, Clone, Copy)]
pub struct PieceSpec {
    /// The role.
    pub role: Role,
    /// The FEN letter (upper case; White's pieces are written upper case).
    pub letter: char,
    /// A `+` prefix in FEN (Shogi's promoted pieces are `+P` etc.).
    pub promoted_prefix: bool,
    /// The game's own name for it ("Firzan", "Met", "Bers").
    pub name: &'static str,
    /// The English name ("counsellor", "elephant").
    pub english: &'static str,
    /// The SAN letter players of this game use.
    pub san: char,
    /// How it moves.
    pub atoms: &'static [Atom],
    /// What it promotes to in a promotion zone (Shogi family).
    pub promotes_to: Option<Role>,
    /// What it reverts to when captured into a hand (Shogi family).
    pub demotes_to: Option<Role>,
    /// Whether it is royal (its capture or check matters).
    pub royal: bool,
}

impl PieceSpec {
    /// A non-royal piece that neither promotes nor demotes.
    pub const fn new(
        role: Role,
        letter: char,
        name: &'static str,
        english: &'static str,
        atoms: &'static [Atom],
    ) -> PieceSpec {
        PieceSpec {
            role,
            letter,
            promoted_prefix: false,
            name,
            english,
            san: letter,
            atoms,
            promotes_to: None,
            demotes_to: None,
            royal: false,
        }
    }

    /// The same piece, royal.
    pub const fn royal(self) -> PieceSpec {
        PieceSpec {
            royal: true,
            ..self
        }
    }

    /// The same piece with another SAN letter.
    pub const fn san(self, san: char) -> PieceSpec {
        PieceSpec { san, ..self }
    }

    /// The same piece with other atoms.
    pub const fn moving(self, atoms: &'static [Atom]) -> PieceSpec {
        PieceSpec { atoms, ..self }
    }
}

/// What a pawn may become.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromotionChoice {
    /// Always this role.
    Fixed(Role),
    /// Any of these roles of which the player has fewer than at the start.
    Lost(&'static [Role]),
    /// The role that stood on the promotion square at the start, if one of it was lost
    /// (Daou's Chaturanga).
    SquareTypeIfLost,
}

/// Which squares of the promotion rank promote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromotionSquares {
    /// Every square of the rank.
    All,
    /// Only these files (Hindustani: the two central squares).
    Files(&'static [u8]),
    /// Only the square where the opposing king started (Parsi).
    OpposingKingStart,
}

/// The promotion rule of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Promotion {
    /// Nothing promotes.
    None,
    /// Pawns promote on reaching relative rank `rank` (0 = own first rank).
    Rank {
        /// The promotion rank, counted from the mover's side.
        rank: u8,
        /// To what.
        choice: PromotionChoice,
        /// Whether a pawn must promote when a promotion is possible.
        mandatory: bool,
        /// Which squares of that rank promote.
        squares: PromotionSquares,
    },
    /// Sittuyin: from a marked diagonal square in the opponent's half, in place or by a
    /// ferz step, only while the side has no ferz.
    Sittuyin {
        /// Fairy-Stockfish's reading (no capture, the new ferz attacks nothing).
        fairy: bool,
    },
    /// Shogi family: the last `depth` ranks; forced where the piece could never move again.
    Zone {
        /// How many ranks.
        depth: u8,
        /// Heian Shogi's footnote 38: pawn, silver and lance must promote on entering the
        /// zone, the knight on reaching the seventh rank.
        compulsory: bool,
    },
}

/// Drops from the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drops {
    /// No hands.
    None,
    /// Shogi: captured pieces change sides; nifu; no immobile drops.
    Shogi,
    /// Sittuyin's setup: the army is placed behind the pawns, rooks on the back rank
    /// (`rooks_back_rank`), while a player has pieces in hand.
    SittuyinSetup {
        /// Rooks may only be placed on the first rank (footnote 14, Fairy-Stockfish).
        rooks_back_rank: bool,
        /// The first player places his whole army before the second starts (Daou);
        /// otherwise the players alternate (Fairy-Stockfish).
        whole_army_first: bool,
    },
}

/// What stalemate means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stalemate {
    /// The stalemated side loses (the stalemating player wins).
    StalematedLoses,
    /// The stalemated side wins (the stalemating player loses).
    StalematedWins,
    /// A draw.
    Draw,
    /// A move that stalemates the opponent is illegal (Sittuyin).
    Illegal,
}

/// What a bare king (a king alone) means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BareKing {
    /// Nothing.
    None,
    /// The bared side loses at once.
    Loses,
    /// The bared side loses unless it bares the opponent on its very next move;
    /// two bare kings are a draw when `two_bare_draw`, else play goes on.
    LosesUnlessBareBack {
        /// Two bare kings draw (Daou) or play on (Fairy-Stockfish).
        two_bare_draw: bool,
    },
    /// A bare king draws at once (Shatar's Robado).
    Draw,
    /// A bare king that survives this many of its own moves draws (Senterej).
    SurvivesMoves(u8),
}

/// Rules about checkmate itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MateRule {
    /// Checkmate wins.
    Normal,
    /// Shatar: no knight mate; bishop or pawn mate needs a Shak in the series of checks.
    Shatar {
        /// A knight mate is illegal (Daou) rather than scored as a loss (Fairy-Stockfish).
        knight_mate_illegal: bool,
    },
}

/// How a forbidden mate is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForbiddenMate {
    /// The move is illegal (Daou).
    Illegal,
    /// The move is legal and loses for its maker (Fairy-Stockfish).
    Loses,
}

/// Which squares a king's special leap reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeapTargets {
    /// All eight knight squares.
    Knight,
    /// Only two files sideways and one forward (Ouk's b2/f2).
    SidewaysForward,
}

/// A king's one-time knight leap (Chaturanga, Ouk Chatrang).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KingLeap {
    /// Where it may land.
    pub targets: LeapTargets,
    /// Whether the leap may capture.
    pub capture: bool,
    /// Only as the king's first move (Ouk); otherwise once at any time (Chaturanga).
    pub first_move_only: bool,
    /// Being checked loses the right for good (Daou); otherwise the leap is only
    /// unavailable while in check (Fairy-Stockfish).
    pub lost_when_checked: bool,
    /// Fairy-Stockfish's `cambodian`: the right is lost when an enemy rook moves onto the
    /// king's rank or file, whatever stands between (other checks leave it).
    pub lost_on_rook_line: bool,
}

/// The Neang's first-move double step forward (Ouk Chatrang).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FerzDoubleStep {
    /// The step may jump an occupied square (Fairy-Stockfish); Daou needs both empty.
    pub jump: bool,
}

/// Kings on one open file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KingsFacing {
    /// No rule.
    Allowed,
    /// Illegal (Xiangqi's flying general).
    Illegal,
    /// Janggi's bikjang.
    Bikjang {
        /// The player who creates the facing forfeits the right to win, and the player to
        /// move who does not break it draws (Daou).
        creator_forfeits: bool,
        /// The side to move must break the facing or pass, and may pass even in check
        /// (Fairy-Stockfish's `janggi`).
        must_break: bool,
    },
}

/// How repetition of position is ruled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repetition {
    /// No rule.
    None,
    /// Xiangqi's five clauses (perpetual check and chase), ruled at the third occurrence.
    Xiangqi,
    /// Janggi as we read footnote 34 ("no draw by perpetual check or repetition of
    /// position"; the referee makes the losing side deviate): the side behind on material may
    /// not repeat a position a third time, and at equal material the player who would
    /// complete the repetition may not; the side ahead may, and play goes on.
    JanggiMaterial,
    /// Janggi tournament rules: perpetual check loses, repetition draws (third occurrence).
    JanggiTournament,
    /// Shogi's sennichite: the fourth occurrence draws, but perpetual check loses.
    Sennichite,
}

/// How a game ended by passing (Janggi) is scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassEnd {
    /// A draw.
    Draw,
    /// By material: Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, and 1.5 for Han.
    Count,
}

/// Move-count rules that can end a game as a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counting {
    /// None.
    None,
    /// Makruk's board's-honour and pieces'-honour counts.
    Makruk {
        /// Fairy-Stockfish's reading (no board's-honour count while pawns remain, in
        /// Daou's sense; counts one move shorter for Ouk).
        fairy: bool,
        /// Ouk Chatrang's limits (one move shorter under Fairy-Stockfish).
        cambodian: bool,
    },
    /// Sittuyin: king and rook against a bare king, 16 moves (21 from a central square).
    Sittuyin {
        /// Fairy-Stockfish's ASEAN table instead.
        fairy: bool,
    },
}

/// Passing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    /// Never.
    Never,
    /// Only when stalemated (Daou's Janggi).
    WhenStalemated,
    /// At any time (Korean tournaments, Fairy-Stockfish).
    Anytime,
}

/// A phase before normal alternate play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opening {
    /// Play starts at once.
    None,
    /// Shatranj's Ta'biyat: each side makes `moves` moves in a row in its own half,
    /// first the first player, then the second.
    Tabiyat {
        /// 10 or 12.
        moves: u8,
    },
    /// Senterej's Werera: both sides move freely until the first capture.
    Werera,
    /// The reconstructed Werera: 10 moves each, no crossing, no capture, right castling.
    WereraReconstructed,
    /// Shatar's two obligatory opening moves: each side's pawn on `file` two steps.
    ShatarForced {
        /// The file of the pawns.
        file: u8,
    },
}

/// A complete set of rules for one game: everything the generator and the referee read.
#[derive(Debug, Clone, Copy)]
pub struct RuleSet {
    /// Files on the board.
    pub files: u8,
    /// Ranks on the board.
    pub ranks: u8,
    /// The pieces; their order is the engine's piece order.
    pub pieces: &'static [PieceSpec],
    /// The start position in FEN.
    pub start_fen: &'static str,
    /// Promotion.
    pub promotion: Promotion,
    /// Hands and drops.
    pub drops: Drops,
    /// Captured pieces go to the captor's hand.
    pub captures_to_hand: bool,
    /// Stalemate.
    pub stalemate: Stalemate,
    /// Bare king.
    pub bare_king: BareKing,
    /// Mate restrictions.
    pub mate: MateRule,
    /// Shogi's pawn-drop mate.
    pub pawn_drop_mate: ForbiddenMate,
    /// The king's knight leap, if the game has it.
    pub king_leap: Option<KingLeap>,
    /// The ferz's first double step, if the game has it.
    pub ferz_double_step: Option<FerzDoubleStep>,
    /// Kings facing.
    pub kings_facing: KingsFacing,
    /// Counting rules.
    pub counting: Counting,
    /// Passing.
    pub pass: Pass,
    /// The opening phase.
    pub opening: Opening,
    /// Whether the board has palaces (drawn, and used by [`Region`]).
    pub palace: bool,
    /// Whether the board has a river (Xiangqi).
    pub river: bool,
    /// A draw when neither side can force a win (Shatranj, 004).
    pub insufficient_material: bool,
    /// Colours are drawn at random when a game is created (004's coin toss).
    pub colors_drawn: bool,
    /// Janggi: cannons may not jump over or capture cannons.
    pub janggi_cannons: bool,
    /// Janggi: two passes in a row, or a pass while the kings face each other, end the game.
    pub pass_ends: Option<PassEnd>,
    /// How repeated positions are ruled (by [`crate::Game`]).
    pub repetition: Repetition,
    /// Later Shatar: a horse becomes an amazon horse by its first move (footnote 23).
    pub amazon_horse: bool,
    /// Pritchard's rule: a stalemated king may swap places with one of its own pieces,
    /// if that does not leave it in check (Shatranj option).
    pub stalemate_swap: bool,
    /// Whether a move that makes a second royal piece (Sho Shogi's drunk elephant promoting
    /// to crown prince) may leave the first one attacked. Daou: yes — from that move on the
    /// player has two royals and may leave either in check. Fairy-Stockfish judges the move
    /// by the royal the player had before it: in check, the promotion must answer the check,
    /// and a pinned elephant may not promote off its line.
    pub new_royal_shields: bool,
}

/// A named rule option a player may choose for a game.
#[derive(Clone, Copy)]
pub struct RuleOption {
    /// The option's key (`biruni-elephant`).
    pub key: &'static str,
    /// One line on what it does, citing Daou.
    pub summary: &'static str,
    /// Changes the rules.
    pub apply: fn(&mut RuleSet),
}

impl fmt::Debug for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleOption")
            .field("key", &self.key)
            .finish()
    }
}

/// Fairy-Stockfish's reading of a game under one of its variant names.
#[derive(Debug, Clone, Copy)]
pub struct FairyProfile {
    /// Fairy-Stockfish's variant name (`chaturanga`, `cambodian`, `chaturanga-historical`).
    pub name: &'static str,
    /// The rules as Fairy-Stockfish reads them.
    pub rules: RuleSet,
}

/// The games of the family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum VariantId {
    Chaturanga,
    Shatranj,
    Senterej,
    NinthCentury,
    Sittuyin,
    Makruk,
    Ouk,
    Shatar,
    Xiangqi,
    Janggi,
    HeianShogi,
    ShoShogi,
    Shogi,
}

/// One game of the family, as static data.
#[derive(Debug)]
pub struct VariantSpec {
    /// Which game.
    pub id: VariantId,
    /// Tabiya's id (`shatranj`, `ouk`).
    pub key: &'static str,
    /// The game's name ("Ouk Chatrang").
    pub name: &'static str,
    /// Daou's section ("VII").
    pub section: &'static str,
    /// The names of the two sides, first player first.
    pub sides: [&'static str; 2],
    /// The historical rules (the default).
    pub historical: RuleSet,
    /// Named alternatives Daou mentions.
    pub options: &'static [RuleOption],
    /// Fairy-Stockfish's readings, by its names.
    pub fairy: &'static [FairyProfile],
    /// The computer's piece values (centipawns) where they differ from the family's common
    /// ones.
    pub values: &'static [(Role, i32)],
    /// The computer's other evaluation weights (mobility, attack on the king, …).
    pub terms: crate::eval::Terms,
    /// The computer's fitted placement of each piece, by rank and file, where the game has
    /// one ([`crate::eval::Placed`]).
    pub placement: &'static [crate::eval::Placed],
    /// The rules in brief, for `/rules`.
    pub summary: &'static str,
}

/// Which reading of the rules a [`Variant`] follows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Reading {
    /// The historical rules with the named options.
    Historical(Vec<&'static str>),
    /// Fairy-Stockfish's reading under its variant name.
    Fairy(&'static str),
}

/// A game with its rules resolved and its move tables built: cheap to copy.
#[derive(Clone, Copy)]
pub struct Variant(pub(crate) &'static Resolved);

pub(crate) struct Resolved {
    pub spec: &'static VariantSpec,
    pub reading: Reading,
    pub rules: RuleSet,
    pub tables: Tables,
    /// The start position's pieces, by square index.
    pub start: [Option<Piece>; SQUARES],
    /// How many of each role each side starts with (board and hand).
    pub start_counts: [[u8; 32]; 2],
}

/// An unknown game, reading or option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantError {
    /// No game of that name.
    UnknownVariant(String),
    /// The game has no option of that name.
    UnknownOption {
        /// The game.
        variant: &'static str,
        /// The option asked for.
        option: String,
        /// The options it has.
        known: Vec<&'static str>,
    },
}

impl fmt::Display for VariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantError::UnknownVariant(name) => {
                write!(f, "unknown game `{name}`; the games are: ")?;
                let keys: Vec<&str> = crate::variants::ALL.iter().map(|s| s.key).collect();
                f.write_str(&keys.join(", "))
            }
            VariantError::UnknownOption {
                variant,
                option,
                known,
            } => {
                write!(f, "{variant} has no rule option `{option}`")?;
                if known.is_empty() {
                    f.write_str(" (it has none)")
                } else {
                    write!(f, "; its options are: {}", known.join(", "))
                }
            }
        }
    }
}

impl std::error::Error for VariantError {}

fn cache() -> &'static Mutex<HashMap<(VariantId, Reading), Variant>> {
    static CACHE: OnceLock<Mutex<HashMap<(VariantId, Reading), Variant>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

impl Variant {
    /// The game `key` (Tabiya's id, e.g. `shatranj`) with the historical rules and `options`.
    ///
    /// # Errors
    /// [`VariantError`] for an unknown game or option.
    pub fn historical(key: &str, options: &[&str]) -> Result<Variant, VariantError> {
        let spec = crate::variants::by_key(key)
            .ok_or_else(|| VariantError::UnknownVariant(key.to_owned()))?;
        Variant::with_options(spec, options)
    }

    /// `spec` with the historical rules and `options`.
    ///
    /// # Errors
    /// [`VariantError::UnknownOption`] for an option the game does not have.
    pub fn with_options(
        spec: &'static VariantSpec,
        options: &[&str],
    ) -> Result<Variant, VariantError> {
        let mut keys: Vec<&'static str> = Vec::new();
        for o in options {
            let found = spec
                .options
                .iter()
                .find(|x| x.key.eq_ignore_ascii_case(o.trim()))
                .ok_or_else(|| VariantError::UnknownOption {
                    variant: spec.key,
                    option: (*o).to_owned(),
                    known: spec.options.iter().map(|x| x.key).collect(),
                })?;
            if !keys.contains(&found.key) {
                keys.push(found.key);
            }
        }
        // Options apply in the spec's order, so the same set always gives the same rules.
        keys.sort_by_key(|k| spec.options.iter().position(|o| o.key == *k));
        Ok(Variant::resolve(spec, Reading::Historical(keys)))
    }

    /// A game under a Fairy-Stockfish variant name (`chaturanga`, `cambodian`, …),
    /// reproducing Fairy-Stockfish's reading of it.
    ///
    /// # Errors
    /// [`VariantError::UnknownVariant`] for a name Fairy-Stockfish does not use here.
    pub fn fairy(name: &str) -> Result<Variant, VariantError> {
        for spec in crate::variants::ALL {
            for p in spec.fairy {
                if p.name.eq_ignore_ascii_case(name) {
                    return Ok(Variant::resolve(spec, Reading::Fairy(p.name)));
                }
            }
        }
        Err(VariantError::UnknownVariant(name.to_owned()))
    }

    /// The game a Fairy-Stockfish name stands for, with the historical rules.
    ///
    /// # Errors
    /// [`VariantError::UnknownVariant`] for an unknown name.
    pub fn historical_for_fairy_name(name: &str) -> Result<Variant, VariantError> {
        for spec in crate::variants::ALL {
            if let Some(p) = spec
                .fairy
                .iter()
                .find(|p| p.name.eq_ignore_ascii_case(name))
            {
                // The historical reading on the board the name says (`heianshogi9`: 9×8),
                // through the option that sets that board.
                let board = |r: &RuleSet| (r.files, r.ranks);
                let options = if board(&p.rules) == board(&spec.historical) {
                    Vec::new()
                } else {
                    spec.options
                        .iter()
                        .find(|o| {
                            let mut rules = spec.historical;
                            (o.apply)(&mut rules);
                            board(&rules) == board(&p.rules)
                        })
                        .map(|o| vec![o.key])
                        .unwrap_or_default()
                };
                return Ok(Variant::resolve(spec, Reading::Historical(options)));
            }
            if spec.key.eq_ignore_ascii_case(name) {
                return Ok(Variant::resolve(spec, Reading::Historical(Vec::new())));
            }
        }
        Err(VariantError::UnknownVariant(name.to_owned()))
    }

    fn resolve(spec: &'static VariantSpec, reading: Reading) -> Variant {
        let key = (spec.id, reading.clone());
        let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = cache.get(&key) {
            return *v;
        }
        let rules = match &reading {
            Reading::Historical(options) => {
                let mut rules = spec.historical;
                for key in options {
                    if let Some(o) = spec.options.iter().find(|o| o.key == *key) {
                        (o.apply)(&mut rules);
                    }
                }
                rules
            }
            Reading::Fairy(name) => spec
                .fairy
                .iter()
                .find(|p| p.name == *name)
                .map(|p| p.rules)
                .unwrap_or(spec.historical),
        };
        let tables = Tables::new(&rules);
        let mut start = [None; SQUARES];
        let mut start_counts = [[0u8; 32]; 2];
        // The start FENs are the crate's own constants, checked by the tests.
        if let Ok(setup) = crate::fen::parse_setup(rules.start_fen, &rules) {
            for (sq, p) in setup.board {
                start[sq.index()] = Some(p);
                start_counts[p.color.index()][p.role as usize] += 1;
            }
            for c in Color::ALL {
                for (role, n) in &setup.hands[c] {
                    start_counts[c.index()][*role as usize] += n;
                }
            }
        }
        let resolved: &'static Resolved = Box::leak(Box::new(Resolved {
            spec,
            reading,
            rules,
            tables,
            start,
            start_counts,
        }));
        let v = Variant(resolved);
        cache.insert(key, v);
        v
    }

    /// The game's static data.
    pub fn spec(&self) -> &'static VariantSpec {
        self.0.spec
    }

    /// The rules in force.
    pub fn rules(&self) -> &'static RuleSet {
        &self.0.rules
    }

    /// Which reading.
    pub fn reading(&self) -> &'static Reading {
        &self.0.reading
    }

    /// Whether this is a Fairy-Stockfish reading.
    pub fn is_fairy(&self) -> bool {
        matches!(self.0.reading, Reading::Fairy(_))
    }

    /// The option keys in force (historical reading).
    pub fn options(&self) -> &'static [&'static str] {
        match &self.0.reading {
            Reading::Historical(o) => o,
            Reading::Fairy(_) => &[],
        }
    }

    /// Tabiya's id of the game.
    pub fn key(&self) -> &'static str {
        self.0.spec.key
    }

    /// The game's name.
    pub fn name(&self) -> &'static str {
        self.0.spec.name
    }

    /// Files on the board.
    pub fn files(&self) -> u8 {
        self.0.rules.files
    }

    /// Ranks on the board.
    pub fn ranks(&self) -> u8 {
        self.0.rules.ranks
    }

    /// The start position in FEN.
    pub fn start_fen(&self) -> &'static str {
        self.0.rules.start_fen
    }

    /// The name of a side ("White", "Red", "Sente").
    pub fn side_name(&self, color: Color) -> &'static str {
        self.0.spec.sides[color.index()]
    }

    /// The spec of a role in this game, if the game has it.
    pub fn piece(&self, role: Role) -> Option<&'static PieceSpec> {
        self.0.rules.pieces.iter().find(|p| p.role == role)
    }

    pub(crate) fn tables(&self) -> &'static Tables {
        &self.0.tables
    }

    /// The piece on `sq` in the start position.
    pub fn start_piece(&self, sq: Square) -> Option<Piece> {
        self.0.start[sq.index()]
    }

    /// How many `role` `color` starts with, on the board and in hand.
    pub fn start_count(&self, color: Color, role: Role) -> u32 {
        self.0.start_counts[color.index()][role as usize] as u32
    }
}

impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Variant {}

impl fmt::Debug for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.reading {
            Reading::Historical(o) if o.is_empty() => write!(f, "Variant({})", self.key()),
            Reading::Historical(o) => write!(f, "Variant({} +{})", self.key(), o.join(" +")),
            Reading::Fairy(n) => write!(f, "Variant(fairy:{n})"),
        }
    }
}
