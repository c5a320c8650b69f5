//! A player's preferences, typed: each value defined once with the word that types and
//! stores it. Commands read these words, the database stores them, replies show them.

use tabiya_engine::notation;

use crate::storage::sql::words;

words! {
    /// Which side a player's boards show at the bottom.
    Orientation {
        /// His own side.
        Own = "own",
        /// The first player's (White, Sente, Red).
        First = "first",
        /// The second player's.
        Second = "second",
    }
}

words! {
    /// How moves are written to a player.
    Notation {
        /// The game's own notation as the reader's language writes it: Chinese Xiangqi for
        /// Chinese, Vietnamese Xiangqi for Vietnamese, Japanese Shogi for Japanese, Thai
        /// Makruk for Thai; elsewhere and in other languages WXF, Korean Janggi, Western Shogi
        /// and SAN.
        Game = "game",
        /// SAN in every game.
        San = "san",
        /// Move strings (`e2e3`).
        Uci = "uci",
        /// Japanese, for the Shogi family.
        Japanese = "japanese",
        /// Chinese, for Xiangqi (traditional characters for a `zh-TW` reader).
        Chinese = "chinese",
        /// As Vietnamese players write Xiangqi (`P2-5`).
        Vietnamese = "vietnamese",
        /// Thai, for Makruk.
        Thai = "thai",
        /// As English-language books write each game: WXF, Western Shogi, SAN.
        Western = "western",
    }
}

words! {
    /// When a player is notified that it is his move.
    Notify {
        /// A ping with each move.
        Move = "move",
        /// One direct message a day.
        Digest = "digest",
        /// Never (the reminder before a deadline still comes).
        Never = "none",
    }
}

impl Notation {
    /// How moves are written to a reader of `lang` who chose this notation: a writing the
    /// engine knows, or (Japanese) the Shogi family's Japanese.
    pub fn writing(self, lang: &str) -> Writing {
        let chinese = if lang == "zh-TW" {
            notation::Writing::ChineseTraditional
        } else {
            notation::Writing::Chinese
        };
        match (self, lang) {
            (Notation::San, _) => Writing::San,
            (Notation::Uci, _) => Writing::Uci,
            (Notation::Japanese, _) | (Notation::Game, "ja") => Writing::Japanese,
            (Notation::Chinese, _) | (Notation::Game, "zh-CN" | "zh-TW") => {
                Writing::Engine(chinese)
            }
            (Notation::Vietnamese, _) | (Notation::Game, "vi") => {
                Writing::Engine(notation::Writing::Vietnamese)
            }
            (Notation::Thai, _) | (Notation::Game, "th") => {
                Writing::Engine(notation::Writing::Thai)
            }
            (Notation::Game | Notation::Western, _) => Writing::Engine(notation::Writing::Game),
        }
    }

    /// How this reader's Xiangqi letters are read where WXF and the Vietnamese clash.
    pub fn letters(self, lang: &str) -> notation::Letters {
        match self.writing(lang) {
            Writing::Engine(notation::Writing::Vietnamese) => notation::Letters::Vietnamese,
            _ if self == Notation::Western => notation::Letters::Wxf,
            _ => notation::Letters::Either,
        }
    }
}

/// A notation as it applies: SAN, move strings, the Shogi family's Japanese, or one of the
/// engine's writings (which falls back to the game's own where it is not that game's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writing {
    /// SAN in every game.
    San,
    /// Move strings.
    Uci,
    /// Japanese for the Shogi family, the game's own elsewhere.
    Japanese,
    /// One of the engine's writings.
    Engine(notation::Writing),
}
