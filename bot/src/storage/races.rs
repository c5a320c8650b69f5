//! Ashtapada races in storage: the race, its seats in joining order, and its record.

use super::sql::{params, table_row, OptionalExtension};

use super::{Db, RaceStatus, StorageError};

/// A race as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceRow {
    /// Id.
    pub id: i64,
    /// Where it is played.
    pub channel: String,
    /// Rule options, space separated.
    pub options: String,
    /// Days per action.
    pub days: i64,
    /// `open`, `active`, `finished` or `cancelled`.
    pub status: RaceStatus,
    /// When the player to act must have acted.
    pub deadline: Option<i64>,
    /// Actions taken.
    pub version: i64,
    /// The players by place, when finished.
    pub result: Option<String>,
}

table_row! {
    /// The columns of `races` that [`from_row`] reads.
    race_columns, fn from_row -> RaceRow {
        id, channel, options, days, status, deadline, version, result,
    } => RaceRow {
        id,
        channel,
        options,
        days,
        status,
        deadline,
        version,
        result,
    }
}

/// Opens a race with its challenger seated first and the others invited; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn create(
    db: &Db,
    channel: &str,
    options: &str,
    days: i64,
    challenger: i64,
    invited: &[i64],
    now: i64,
) -> Result<i64, StorageError> {
    let conn = &db.conn;
    let id: i64 = conn.insert(
        "INSERT INTO races (channel, options, days, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![channel, options, days, now],
    )?;
    conn.execute(
        "INSERT INTO race_seats (race_id, player, joined) VALUES (?1, ?2, 0)",
        params![id, challenger],
    )?;
    for p in invited {
        conn.execute(
            "INSERT INTO race_seats (race_id, player) VALUES (?1, ?2)",
            params![id, p],
        )?;
    }
    Ok(id)
}

/// One race.
///
/// # Errors
/// [`StorageError::Database`].
pub fn get(db: &Db, id: i64) -> Result<Option<RaceRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!("SELECT ", race_columns!(), " FROM races WHERE id = ?1"),
            [id],
            from_row,
        )
        .optional()?)
}

/// The races of a player in a channel (any channel with `None`) with one of `statuses`,
/// oldest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn of_player(
    db: &Db,
    player: i64,
    channel: Option<&str>,
    statuses: &[RaceStatus],
) -> Result<Vec<RaceRow>, StorageError> {
    let conn = &db.conn;
    // Each column of `races`, named as itself.
    let columns: Vec<String> = race_columns!()
        .split(", ")
        .map(|c| format!("r.{c} AS {c}"))
        .collect();
    // Statuses are the caller's constants; each is bound as a parameter all the same.
    let wanted: Vec<String> = (0..statuses.len()).map(|i| format!("?{}", i + 3)).collect();
    let sql = format!(
        "SELECT {} FROM races r JOIN race_seats s ON s.race_id = r.id
         WHERE s.player = ?1 AND (CAST(?2 AS TEXT) IS NULL OR r.channel = ?2) AND r.status IN ({}) ORDER BY r.id",
        columns.join(", "),
        wanted.join(", ")
    );
    let mut st = conn.prepare(&sql)?;
    let mut values: Vec<&dyn super::sql::ToSql> = vec![&player, &channel];
    values.extend(statuses.iter().map(|s| s as &dyn super::sql::ToSql));
    let rows = st.query_map(values.as_slice(), from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The seats: (player, joining order or `None` while invited), in joining order.
///
/// # Errors
/// [`StorageError::Database`].
pub fn seats(db: &Db, id: i64) -> Result<Vec<(i64, Option<i64>)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT player, joined FROM race_seats WHERE race_id = ?1 ORDER BY joined IS NULL, joined, player",
    )?;
    let rows = st.query_map([id], |r| Ok((r.get("player")?, r.get("joined")?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Seats an invited player next in joining order.
///
/// # Errors
/// [`StorageError::Database`].
pub fn join(db: &Db, id: i64, player: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE race_seats SET joined = (SELECT coalesce(max(joined), -1) + 1 FROM race_seats WHERE race_id = ?1)
         WHERE race_id = ?1 AND player = ?2",
        params![id, player],
    )?;
    Ok(())
}

/// Withdraws an invitation (the invited player declined).
///
/// # Errors
/// [`StorageError::Database`].
pub fn uninvite(db: &Db, id: i64, player: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "DELETE FROM race_seats WHERE race_id = ?1 AND player = ?2 AND joined IS NULL",
        params![id, player],
    )?;
    Ok(())
}

/// Sets status, deadline and result.
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_state(
    db: &Db,
    id: i64,
    status: RaceStatus,
    deadline: Option<i64>,
    result: Option<&str>,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE races SET status = ?2, deadline = ?3, result = ?4, reminded = 0 WHERE id = ?1",
        params![id, status, deadline, result],
    )?;
    Ok(())
}

/// The record, in order.
///
/// # Errors
/// [`StorageError::Database`].
pub fn actions(db: &Db, id: i64) -> Result<Vec<String>, StorageError> {
    let conn = &db.conn;
    let mut st =
        conn.prepare_cached("SELECT action FROM race_actions WHERE race_id = ?1 ORDER BY seq")?;
    let rows = st.query_map([id], |r| r.get("action"))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Appends actions if the race is still at `version`.
///
/// # Errors
/// [`StorageError::Conflict`] when another command moved it on first.
pub fn append(
    db: &Db,
    id: i64,
    version: i64,
    actions: &[String],
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    let n = conn.execute(
        "UPDATE races SET version = version + ?3 WHERE id = ?1 AND version = ?2",
        params![id, version, actions.len() as i64],
    )?;
    if n == 0 {
        return Err(StorageError::Conflict);
    }
    for (k, a) in actions.iter().enumerate() {
        conn.execute(
            "INSERT INTO race_actions (race_id, seq, action, at) VALUES (?1, ?2, ?3, ?4)",
            params![id, version + k as i64, a, now],
        )?;
    }
    Ok(())
}

/// Active races whose deadline has passed.
///
/// # Errors
/// [`StorageError::Database`].
pub fn due(db: &Db, now: i64) -> Result<Vec<RaceRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        race_columns!(),
        " FROM races WHERE status = 'active' AND deadline <= ?1 ORDER BY deadline"
    ))?;
    let rows = st.query_map([now], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active races whose player to act should be reminded: halfway through a day's time or a
/// day before the deadline, whichever is later, not yet reminded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn to_remind(db: &Db, now: i64) -> Result<Vec<RaceRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        race_columns!(),
        " FROM races WHERE status = 'active' AND reminded = 0
         AND ",
        reminder_at!(),
        " <= ?1 AND deadline > ?1 ORDER BY deadline"
    ))?;
    let rows = st.query_map([now], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Records the reminder.
///
/// # Errors
/// [`StorageError::Database`].
pub fn mark_reminded(db: &Db, id: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("UPDATE races SET reminded = 1 WHERE id = ?1", [id])?;
    Ok(())
}

/// The earliest deadline or reminder of an active race.
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_wake(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn.query_row(
        concat!(
            "SELECT min(CASE WHEN reminded = 0 THEN ",
            reminder_at!(),
            " ELSE deadline END) AS next_wake FROM races WHERE status = 'active'"
        ),
        params![],
        |r| r.get("next_wake"),
    )?)
}

/// Open races proposed at or before `before`: their invitations have lapsed.
///
/// # Errors
/// [`StorageError::Database`].
pub fn lapsed(db: &Db, before: i64) -> Result<Vec<RaceRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        race_columns!(),
        " FROM races WHERE status = 'open' AND created_at <= ?1 ORDER BY created_at, id"
    ))?;
    let rows = st.query_map([before], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// When the oldest open race was proposed.
///
/// # Errors
/// [`StorageError::Database`].
pub fn oldest_open(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn.query_row(
        "SELECT min(created_at) AS oldest FROM races WHERE status = 'open'",
        params![],
        |r| r.get("oldest"),
    )?)
}
