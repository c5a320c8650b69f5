//! Records: the PGN a game exports.

use super::*;
use crate::storage::GameStatus;

/// Where a game was played, for its PGN header: `Site` (the platform and channel) and
/// `Round` (its tournament round; `-` for a game outside one).
pub(super) struct PgnPlace {
    site: String,
    round: String,
}

/// A PGN string value: `"` and `\` escaped, on one line.
pub(super) fn pgn_value(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// The `Variant` tag as pychess-variants writes it: Fairy-Stockfish's name, capitalised
/// (`Xiangqi`, `Makruk`, `Cambodian`); the rules themselves are in the FEN and the moves.
pub(super) fn pgn_variant(v: tabiya_engine::Variant) -> String {
    let name = v.spec().fairy.first().map_or(v.key(), |f| f.name);
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The game as PGN: the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) in
/// its order, then Variant, SetUp and FEN, TimeControl (correspondence: `1/SECONDS` a move,
/// or Fischer `BASE+INCREMENT` in seconds) and Termination.
pub(super) fn pgn(l: &Loaded, white: &str, black: &str, place: &PgnPlace) -> String {
    let v = l.game.variant();
    let row = &l.row;
    let result = match (row.status, row.result.as_deref()) {
        (GameStatus::Finished, Some(r @ ("1-0" | "0-1" | "1/2-1/2"))) => r,
        _ => l.game.outcome().map_or("*", |o| result_text(o).0),
    };
    let date = clock::format_time(row.created_at)
        .get(..10)
        .unwrap_or("????-??-??")
        .replace('-', ".");
    let time_control = match row.time.increment {
        Some(inc) => format!("{}+{}", row.time.days * DAY, inc * DAY),
        None => format!("1/{}", row.time.days * DAY),
    };
    let reason = row.reason.as_deref().unwrap_or("");
    let termination = match (row.status, row.result.as_deref()) {
        (GameStatus::Active, _) => "unterminated",
        (_, Some("aborted")) => "abandoned",
        _ if reason == "time" || reason.contains("forfeit") || reason.contains("never") => {
            "time forfeit"
        }
        _ if reason.contains("adjudicat") || reason.contains("deadline") => "adjudication",
        _ => "normal",
    };
    let mut out = String::new();
    for (tag, value) in [
        ("Event", format!("Tabiya correspondence game #{}", row.id)),
        ("Site", place.site.clone()),
        ("Date", date),
        ("Round", place.round.clone()),
        ("White", white.to_owned()),
        ("Black", black.to_owned()),
        ("Result", result.to_owned()),
        ("Variant", pgn_variant(v)),
        ("SetUp", "1".to_owned()),
        ("FEN", tabiya_engine::fen::fen(l.game.start())),
        ("TimeControl", time_control),
        ("Termination", termination.to_owned()),
    ] {
        out.push_str(&format!("[{tag} \"{}\"]\n", pgn_value(&value)));
    }
    out.push('\n');
    let mut pos = l.game.start().clone();
    let mut words = Vec::new();
    for (i, (color, m)) in l.game.moves().enumerate() {
        pos.set_turn(color);
        if color == Color::White || i == 0 {
            words.push(format!(
                "{}{}",
                pos.fullmoves(),
                if color == Color::White { "." } else { "..." }
            ));
        }
        words.push(san::to_san(&m, &pos));
        pos.play_unchecked(&m);
    }
    words.push(result.to_owned());
    out.push_str(&words.join(" "));
    out.push('\n');
    out
}

impl Service {
    /// Where `row`'s game is played, for its PGN.
    pub(super) fn pgn_place(&self, row: &GameRow) -> Result<PgnPlace, ServiceError> {
        let platform = platform_name(self.platform_of(&row.channel));
        let round = storage::tournaments::of_game(&self.db, row.id)?
            .map_or_else(|| "-".to_owned(), |(_, round)| round.to_string());
        Ok(PgnPlace {
            site: format!("Tabiya on {platform}, {}", row.channel),
            round,
        })
    }
}
