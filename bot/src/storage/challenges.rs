//! Challenges: open invitations to a game, and their time controls.

use std::fmt;

use super::sql::{params, table_row};
use super::{ChallengeStatus, Db, StorageError};

/// A challenge row.
#[derive(Debug, Clone)]
pub struct Challenge {
    /// Id.
    pub id: i64,
    /// Who challenges.
    pub challenger: i64,
    /// Who is challenged (`None`: an open seek).
    pub challenged: Option<i64>,
    /// Where.
    pub channel: String,
    /// Tabiya's game id.
    pub variant: String,
    /// Rule options, space separated.
    pub options: String,
    /// The time control.
    pub time: TimeControl,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// Rated (or casual).
    pub rated: bool,
    /// When it lapses unanswered.
    pub expires_at: Option<i64>,
    /// The position the game starts from, as FEN (`None`: the game's own start).
    pub start_fen: Option<String>,
}

/// Correspondence time: days per move, or Fischer's initial days plus days per move, capped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeControl {
    /// Days per move, or the initial days of a Fischer clock.
    pub days: i64,
    /// Fischer: days added after each move (`None`: days per move).
    pub increment: Option<i64>,
    /// Fischer: the most days a clock may hold.
    pub cap: Option<i64>,
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: i64| if n == 1 { "" } else { "s" };
        match self.increment {
            None => write!(f, "{} day{} a move", self.days, plural(self.days)),
            Some(inc) => write!(
                f,
                "{} day{} + {inc} a move (at most {})",
                self.days,
                plural(self.days),
                self.cap.unwrap_or(self.days)
            ),
        }
    }
}

table_row! {
    /// The columns of `challenges` that [`challenge_row`] reads.
    challenge_columns, fn challenge_row -> Challenge {
        id,
        challenger,
        challenged,
        channel,
        variant,
        options,
        days,
        color,
        rated,
        increment,
        cap,
        expires_at,
        start_fen,
    } => Challenge {
        id,
        challenger,
        challenged,
        channel,
        variant,
        options,
        time: TimeControl {
            days,
            increment,
            cap,
        },
        color,
        rated,
        expires_at,
        start_fen,
    }
}

/// Records a new open challenge; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert_challenge(db: &Db, c: &Challenge, now: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn.insert(
        "INSERT INTO challenges (challenger, challenged, channel, variant, options, days, color, created_at,
                                 rated, increment, cap, expires_at, start_fen)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
            c.challenger,
            c.challenged,
            c.channel,
            c.variant,
            c.options,
            c.time.days,
            c.color,
            now,
            c.rated,
            c.time.increment,
            c.time.cap,
            c.expires_at,
            c.start_fen
        ],
    )?)
}

/// Open challenges whose time ran out at `t` (from the expiry index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn challenges_expired(db: &Db, t: i64) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        challenge_columns!(),
        " FROM challenges WHERE status = 'open' AND expires_at <= ?1 ORDER BY expires_at"
    ))?;
    let rows = st.query_map([t], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The earliest expiry of an open challenge (from the index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_expiry(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT MIN(expires_at) AS next_expiry FROM challenges WHERE status = 'open'",
        )?
        .query_row(params![], |r| r.get("next_expiry"))?)
}

/// Open challenges in `channel` that `player` may answer (addressed to him, or open seeks
/// by others), newest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn open_challenges_for(
    db: &Db,
    channel: &str,
    player: i64,
) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!("SELECT ", challenge_columns!(), " FROM challenges
         WHERE status = 'open' AND channel = ?1 AND (challenged = ?2 OR (challenged IS NULL AND challenger != ?2))
         ORDER BY id DESC"))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Open challenges made by `player` in `channel`.
///
/// # Errors
/// [`StorageError::Database`].
pub fn challenges_by(db: &Db, channel: &str, player: i64) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!("SELECT ", challenge_columns!(), " FROM challenges WHERE status = 'open' AND channel = ?1 AND challenger = ?2 ORDER BY id DESC"))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// How many open challenges `challenger` has: in all, and to `challenged` (0 when `None`).
///
/// # Errors
/// [`StorageError::Database`].
pub fn open_challenge_counts(
    db: &Db,
    challenger: i64,
    challenged: Option<i64>,
) -> Result<(i64, i64), StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT count(*) AS open_total, count(CASE WHEN challenged = ?2 THEN 1 END) AS open_to
             FROM challenges WHERE challenger = ?1 AND status = 'open'",
        )?
        .query_row(params![challenger, challenged], |r| {
            Ok((r.get("open_total")?, r.get("open_to")?))
        })?)
}

/// Marks a challenge accepted, declined or cancelled.
///
/// # Errors
/// [`StorageError::Database`].
pub fn close_challenge(db: &Db, id: i64, status: ChallengeStatus) -> Result<(), StorageError> {
    let conn = &db.conn;
    // Once: a challenge already answered, withdrawn or lapsed is a conflict.
    let changed = conn
        .prepare_cached("UPDATE challenges SET status = ?2 WHERE id = ?1 AND status = 'open'")?
        .execute(params![id, status])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}
