//! A player's preferences, typed: each value defined once with the word that types and
//! stores it. Commands read these words, the database stores them, replies show them.

/// A setting's values, each defined once with the word that types and stores it.
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value's word, in the order help lists them.
            pub const WORDS: &'static [&'static str] = &[$($word),+];

            /// Every value, in the order help lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word that types and stores it.
            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// The value a word names (case-insensitive).
            pub fn from_word(w: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.word().eq_ignore_ascii_case(w))
            }
        }
    };
}

pub(crate) use words;

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
        /// The game's own notation (SAN, WXF, Western Shogi, …).
        Game = "game",
        /// SAN in every game.
        San = "san",
        /// Move strings (`e2e3`).
        Uci = "uci",
        /// Japanese, for the Shogi family.
        Japanese = "japanese",
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
