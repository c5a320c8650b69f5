//! A player's preferences, typed: each value defined once with the word that types and
//! stores it. Commands read these words, the database stores them, replies show them.

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
