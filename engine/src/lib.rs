//! The rules of the historical chess family for Tabiya: one move generator, driven by each
//! game's data, for Chaturanga, Shatranj, Senterej, ninth-century Indian chess, Sittuyin,
//! Makruk, Ouk Chatrang and Shatar.
//!
//! ```
//! use tabiya_engine::{perft, uci, Position, Variant};
//!
//! let shatranj = Variant::historical("shatranj", &[]).unwrap();
//! let pos = Position::new(shatranj);
//! assert_eq!(perft::perft(&pos, 2), 256);
//! let m = uci::parse("e2e3", &pos).unwrap();
//! let pos = pos.play(&m).unwrap();
//! assert_eq!(pos.legal_moves().len(), 16);
//! ```
//!
//! The crate knows nothing of chat, storage or images. Games are data
//! ([`VariantSpec`], one per game in `variants/`); the historical reading of the rules is every
//! game's default, and Fairy-Stockfish's reading is available under its variant names
//! ([`Variant::fairy`]) so the two engines can be compared move for move.

#![deny(missing_docs)]

mod game;
mod position;
mod tables;
mod types;
mod variant;

pub mod analysis;
pub mod ashtapada;
pub mod computer;
pub mod eval;
pub mod fen;
pub mod notation;
pub mod perft;
pub mod pgn;
pub mod san;
pub mod search;
pub mod shogi;
pub mod teach;
pub mod uci;
pub mod variants;
pub mod view;

pub use game::{Action, Arrangement, Count, CountKind, Game, GameError, Phase, Unavailable};
pub use position::{MoveList, PlayError, Position, PositionError, Setup, MAX_MOVES};
pub use types::{
    splitmix64, Bitboard, ByColor, Color, EndReason, Move, Outcome, Piece, Role, Square, MAX_FILES,
    MAX_RANKS,
};
pub use variant::{
    Atom, BareKing, Counting, Drops, FairyProfile, FerzDoubleStep, ForbiddenMate, KingLeap,
    KingsFacing, LeapTargets, MateRule, Mode, Motion, Opening, Pass, PassEnd, PieceSpec, Promotion,
    PromotionChoice, PromotionSquares, Reading, Region, Repetition, RuleOption, RuleSet, Stalemate,
    Variant, VariantError, VariantId, VariantSpec,
};
