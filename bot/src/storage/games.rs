//! Games: the row, its record of actions, its clock and wake-up, its end, and the players'
//! named arrangements.

use super::sql::{params, table_row, OptionalExtension};
use super::{Db, GameStatus, StorageError, TimeControl};

/// A game row.
#[derive(Debug, Clone)]
pub struct GameRow {
    /// Id.
    pub id: i64,
    /// Tabiya's game id.
    pub variant: String,
    /// Rule options, space separated.
    pub options: String,
    /// Custom start position.
    pub start_fen: Option<String>,
    /// The first player.
    pub white: i64,
    /// The second player.
    pub black: i64,
    /// Where it is played.
    pub channel: String,
    /// The time control.
    pub time: TimeControl,
    /// When the player to move runs out of time (unix seconds).
    pub deadline: Option<i64>,
    /// `active` or `finished`.
    pub status: GameStatus,
    /// `1-0`, `0-1`, `1/2-1/2`, `aborted`.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
    /// Who offers a draw.
    pub draw_offer: Option<i64>,
    /// Who asks to take a move back.
    pub takeback_offer: Option<i64>,
    /// Whose draw offer was declined: he may offer again after his next move.
    pub draw_blocked: Option<i64>,
    /// Rated (or casual).
    pub rated: bool,
    /// Fischer: the seconds on each clock when it last stopped (first, second player).
    pub banks: [Option<i64>; 2],
    /// When the last action was recorded.
    pub moved_at: Option<i64>,
    /// Who made it (`None`: the scheduler).
    pub moved_by: Option<i64>,
    /// Bumped by every change.
    pub version: i64,
    /// When it began (unix seconds).
    pub created_at: i64,
    /// Against the computer: the level it plays at and its side.
    pub computer: Option<(u8, tabiya_engine::Color)>,
}

impl GameRow {
    /// The player of `color` (the first player is White).
    pub fn player(&self, color: tabiya_engine::Color) -> i64 {
        match color {
            tabiya_engine::Color::White => self.white,
            tabiya_engine::Color::Black => self.black,
        }
    }

    /// The opponent of `player`.
    pub fn opponent(&self, player: i64) -> i64 {
        if self.white == player {
            self.black
        } else {
            self.white
        }
    }
}

table_row! {
    /// The columns of `games` that [`game_row`] reads.
    game_columns, fn game_row -> GameRow {
        id,
        variant,
        options,
        start_fen,
        white,
        black,
        channel,
        days,
        deadline,
        status,
        result,
        reason,
        draw_offer,
        version,
        increment,
        cap,
        rated,
        white_bank,
        black_bank,
        takeback_offer,
        draw_blocked,
        moved_at,
        moved_by,
        created_at,
        computer_level: Option<i64>,
        computer_side: Option<String>,
    } => GameRow {
        id,
        variant,
        options,
        start_fen,
        white,
        black,
        channel,
        time: TimeControl {
            days,
            increment,
            cap,
        },
        deadline,
        status,
        result,
        reason,
        draw_offer,
        version,
        rated,
        banks: [white_bank, black_bank],
        takeback_offer,
        draw_blocked,
        moved_at,
        moved_by,
        created_at,
        computer: computer_level.zip(computer_side).map(|(l, s)| {
            let side = if s == "b" {
                tabiya_engine::Color::Black
            } else {
                tabiya_engine::Color::White
            };
            (l.clamp(1, 8) as u8, side)
        }),
    }
}

/// A game about to start.
#[derive(Debug, Clone)]
pub struct NewGame<'a> {
    /// Tabiya's game id.
    pub variant: &'a str,
    /// Rule options, space separated.
    pub options: &'a str,
    /// The first player.
    pub white: i64,
    /// The second player.
    pub black: i64,
    /// Where.
    pub channel: &'a str,
    /// The time control.
    pub time: TimeControl,
    /// Rated (or casual).
    pub rated: bool,
    /// The deadline of the player who moves first (`None`: the computer moves first).
    pub deadline: Option<i64>,
    /// The position it starts from, as FEN (`None`: the game's own start).
    pub start_fen: Option<&'a str>,
    /// Against the computer: its level and side.
    pub computer: Option<(u8, tabiya_engine::Color)>,
}

/// Creates a game; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert_game(db: &Db, g: &NewGame<'_>, now: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    // Fischer clocks start full.
    let bank = g.time.increment.map(|_| g.time.days * 86_400);
    Ok(conn.insert(
        "INSERT INTO games (variant, options, white, black, channel, days, deadline, created_at,
                            increment, cap, rated, white_bank, black_bank, start_fen,
                            computer_level, computer_side)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, ?13, ?14, ?15)",
        params![
            g.variant,
            g.options,
            g.white,
            g.black,
            g.channel,
            g.time.days,
            g.deadline,
            now,
            g.time.increment,
            g.time.cap,
            g.rated,
            bank,
            g.start_fen,
            g.computer.map(|(l, _)| l),
            g.computer.map(|(_, c)| match c {
                tabiya_engine::Color::White => "w",
                tabiya_engine::Color::Black => "b",
            })
        ],
    )?)
}

/// One game.
///
/// # Errors
/// [`StorageError::Database`].
pub fn game(db: &Db, id: i64) -> Result<Option<GameRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = ?1"
        ))?
        .query_row([id], game_row)
        .optional()?)
}

/// The active games of `player`, in `channel` if given, earliest deadline first (from the
/// player indexes).
///
/// # Errors
/// [`StorageError::Database`].
pub fn active_games(
    db: &Db,
    player: i64,
    channel: Option<&str>,
) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut rows: Vec<GameRow> = match channel {
        Some(channel) => conn
            .prepare_cached(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games
                 WHERE (white = ?1 OR black = ?1) AND status = 'active' AND channel = ?2"
            ))?
            .query_map(params![player, channel], game_row)?
            .collect::<Result<_, _>>()?,
        None => conn
            .prepare_cached(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE (white = ?1 OR black = ?1) AND status = 'active'"
            ))?
            .query_map(params![player], game_row)?
            .collect::<Result<_, _>>()?,
    };
    // Sorted here rather than by SQLite: a move looks up its one game, and a sorter for a
    // single row costs more than the look-up. No deadline (a paused game's) comes first,
    // as SQLite orders NULL.
    rows.sort_by_key(|g| (g.deadline, g.id));
    Ok(rows)
}

/// The player's most recent game in `channel`, finished or not.
///
/// # Errors
/// [`StorageError::Database`].
pub fn latest_game(db: &Db, player: i64, channel: &str) -> Result<Option<GameRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!("SELECT ", game_columns!(), " FROM games WHERE (white = ?1 OR black = ?1) AND channel = ?2 ORDER BY id DESC LIMIT 1"),
            params![player, channel],
            game_row,
        )
        .optional()?)
}

/// The record of a game, in order (empty for a game that does not exist).
///
/// # Errors
/// [`StorageError::Database`].
pub fn actions(db: &Db, game_id: i64) -> Result<Vec<String>, StorageError> {
    let conn = &db.conn;
    let record: Option<String> = conn
        .prepare_cached("SELECT record FROM games WHERE id = ?1")?
        .query_row([game_id], |r| r.get("record"))
        .optional()?;
    Ok(record
        .as_deref()
        .map(|r| r.lines().map(str::to_owned).collect())
        .unwrap_or_default())
}

/// When each action of a game's record was made (unix seconds), in order.
///
/// # Errors
/// [`StorageError::Database`]; [`StorageError::Corrupt`] if a stored time does not parse.
pub fn action_times(db: &Db, game_id: i64) -> Result<Vec<i64>, StorageError> {
    let conn = &db.conn;
    let Some((created, times)) = conn
        .prepare_cached("SELECT created_at, record_at FROM games WHERE id = ?1")?
        .query_row([game_id], |r| {
            Ok((
                r.get::<_, i64>("created_at")?,
                r.get::<_, String>("record_at")?,
            ))
        })
        .optional()?
    else {
        return Ok(Vec::new());
    };
    times
        .split_whitespace()
        .map(|t| {
            t.parse::<i64>()
                .map(|t| created + t)
                .map_err(|_| StorageError::Corrupt(format!("game #{game_id}: time `{t}`")))
        })
        .collect()
}

/// Appends an action to a game's record, made by player `by` (`None`: the scheduler), if
/// the game is still at `version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn append_action(
    db: &Db,
    game_id: i64,
    version: i64,
    action: &str,
    by: Option<i64>,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(concat!(
            "UPDATE games SET version = version + 1, moved_at = ?3, moved_by = ?4, ",
            append_record!(),
            " WHERE id = ?1 AND version = ?2"
        ))?
        .execute(params![game_id, version, now, by, action])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// Appends an action and writes the game's new clock and offers (as [`save_state`]) in one
/// update, if the game is still at `g.version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn advance(db: &Db, g: &GameRow, action: &str, by: i64, now: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(concat!(
            "UPDATE games SET deadline = ?6, draw_offer = ?7, takeback_offer = ?8, draw_blocked = ?9,
                              white_bank = ?10, black_bank = ?11,
                              reminded = CASE WHEN deadline IS NOT DISTINCT FROM ?6 THEN reminded ELSE 0 END,
                              version = version + 1, moved_at = ?3, moved_by = ?4, ",
            append_record!(),
            " WHERE id = ?1 AND version = ?2"
        ))?
        .execute(params![
            g.id,
            g.version,
            now,
            by,
            action,
            g.deadline,
            g.draw_offer,
            g.takeback_offer,
            g.draw_blocked,
            g.banks[0],
            g.banks[1],
        ])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// The scheduler's three reads of `games`, each served by the `games_by_wake` index
/// (`wake_at` is the reminder time until the player to move is reminded, then the deadline):
/// the next wake-up, the games whose deadline has passed, and the players due a reminder.
/// Public so a test can hold their query plans to the index.
pub const SCHEDULER_QUERIES: [&str; 3] = [
    "SELECT MIN(wake_at) AS next_wake FROM games WHERE wake_at IS NOT NULL",
    concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE wake_at IS NOT NULL AND wake_at <= ?1 AND deadline <= ?1 ORDER BY deadline"
    ),
    concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE wake_at IS NOT NULL AND wake_at <= ?1 AND reminded = 0 AND deadline > ?1
         ORDER BY deadline"
    ),
];

/// The next time any active game needs the scheduler: its player's reminder, or (once
/// reminded) its deadline. Read from the index; nothing is scanned.
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_game_wake(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(SCHEDULER_QUERIES[0])?
        .query_row(params![], |r| r.get("next_wake"))?)
}

/// Every game's id, in order (for consistency checks).
///
/// # Errors
/// [`StorageError::Database`].
pub fn all_game_ids(db: &Db) -> Result<Vec<i64>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare("SELECT id FROM games ORDER BY id")?;
    let ids = st.query_map(params![], |r| r.get("id"))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// The games in play with a computer's seat, by id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn computer_games(db: &Db) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE computer_level IS NOT NULL AND status = 'active' ORDER BY id"
    ))?;
    let rows = st.query_map(params![], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active games whose deadline is at or before `t`, earliest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn games_due(db: &Db, t: i64) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(SCHEDULER_QUERIES[1])?;
    let rows = st.query_map([t], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active games whose reminder time ([`next_game_wake`]) has come and whose deadline has
/// not, their player not yet reminded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn games_to_remind(db: &Db, now: i64) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(SCHEDULER_QUERIES[2])?;
    let rows = st.query_map(params![now], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Records that the player to move was reminded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn mark_reminded(db: &Db, game_id: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("UPDATE games SET reminded = 1 WHERE id = ?1", [game_id])?;
    Ok(())
}

/// Writes a game's clock and offers: deadline, Fischer banks, draw and takeback offers. The
/// reminder is re-armed when the deadline moves.
///
/// # Errors
/// [`StorageError::Database`].
pub fn save_state(db: &Db, g: &GameRow) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "UPDATE games SET deadline = ?2, draw_offer = ?3, takeback_offer = ?4, draw_blocked = ?5,
                          white_bank = ?6, black_bank = ?7,
                          reminded = CASE WHEN deadline IS NOT DISTINCT FROM ?2 THEN reminded ELSE 0 END
         WHERE id = ?1",
    )?
    .execute(params![
        g.id,
        g.deadline,
        g.draw_offer,
        g.takeback_offer,
        g.draw_blocked,
        g.banks[0],
        g.banks[1]
    ])?;
    Ok(())
}

/// Takes the record of a game back to its first `keep` actions, if the game is still at
/// `version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn truncate_actions(
    db: &Db,
    game_id: i64,
    version: i64,
    keep: usize,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    let Some((record, at)) = conn
        .prepare_cached("SELECT record, record_at FROM games WHERE id = ?1 AND version = ?2")?
        .query_row(params![game_id, version], |r| {
            Ok((
                r.get::<_, String>("record")?,
                r.get::<_, String>("record_at")?,
            ))
        })
        .optional()?
    else {
        return Err(StorageError::Conflict);
    };
    let record: Vec<&str> = record.lines().take(keep).collect();
    let at: Vec<&str> = at.split_whitespace().take(keep).collect();
    conn.prepare_cached(
        "UPDATE games SET version = version + 1, record = ?3, record_at = ?4
         WHERE id = ?1 AND version = ?2",
    )?
    .execute(params![game_id, version, record.join("\n"), at.join(" ")])?;
    Ok(())
}

/// Ends a game in play. A game ends once: one already over (another process, another
/// command got there first) is a [`StorageError::Conflict`] and the caller's transaction is
/// rolled back.
///
/// # Errors
/// [`StorageError`].
pub fn finish_game(db: &Db, game_id: i64, result: &str, reason: &str) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(
            "UPDATE games SET status = 'finished', result = ?2, reason = ?3, deadline = NULL, draw_offer = NULL,
                              version = version + 1
             WHERE id = ?1 AND status = 'active'",
        )?
        .execute(params![game_id, result, reason])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// Saves (or replaces) a player's named arrangement for a game.
///
/// # Errors
/// [`StorageError::Database`].
pub fn save_arrangement(
    db: &Db,
    player: i64,
    variant: &str,
    name: &str,
    drops: &str,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "INSERT INTO arrangements (player, variant, name, drops) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (player, variant, name) DO UPDATE SET drops = excluded.drops",
        params![player, variant, name, drops],
    )?;
    Ok(())
}

/// A player's saved arrangements for a game, by name.
///
/// # Errors
/// [`StorageError::Database`].
pub fn arrangements(
    db: &Db,
    player: i64,
    variant: &str,
) -> Result<Vec<(String, String)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT name, drops FROM arrangements WHERE player = ?1 AND variant = ?2 ORDER BY name",
    )?;
    let rows = st.query_map(params![player, variant], |r| {
        Ok((r.get("name")?, r.get("drops")?))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
