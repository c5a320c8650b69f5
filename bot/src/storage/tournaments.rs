//! Tournaments in storage: the events, their players and their games.

use super::sql::{params, table_row, OptionalExtension};

use super::{Db, GameStatus, StorageError, TournamentStatus};

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    /// Id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Who runs it.
    pub organizer: i64,
    /// Where it is announced.
    pub channel: String,
    /// The game played.
    pub variant: String,
    /// Rule options, space separated.
    pub options: String,
    /// 1: single round robin; 2: double.
    pub cycles: i64,
    /// Days per move.
    pub days: i64,
    /// Rated games.
    pub rated: bool,
    /// The most players, if limited.
    pub size_limit: Option<i64>,
    /// `registration`, `closed` (registration closed), `running`, `paused`, `finished` or
    /// `cancelled`.
    pub status: TournamentStatus,
    /// When it was created (unix seconds).
    pub created_at: i64,
    /// Joining is refused after this moment, if set.
    pub registration_until: Option<i64>,
    /// Swiss: the rounds planned (`None`: a round robin).
    pub swiss_rounds: Option<i64>,
    /// Swiss: the days each round may last.
    pub round_days: Option<i64>,
    /// Swiss: the round being played (0 before the start).
    pub current_round: i64,
    /// Swiss: when the current round ends.
    pub round_deadline: Option<i64>,
    /// The vacation days each player may take in this event, if capped.
    pub vacation_cap: Option<i64>,
}

impl TournamentRow {
    /// Whether it is a Swiss.
    pub fn is_swiss(&self) -> bool {
        self.swiss_rounds.is_some()
    }
}

table_row! {
    /// The columns of `tournaments` that [`from_row`] reads.
    tournament_columns, fn from_row -> TournamentRow {
        id,
        name,
        organizer,
        channel,
        variant,
        options,
        cycles,
        days,
        rated,
        size_limit,
        status,
        created_at,
        registration_until,
        format: String,
        rounds: Option<i64>,
        round_days,
        current_round,
        round_deadline,
        vacation_cap,
    } => TournamentRow {
        id,
        name,
        organizer,
        channel,
        variant,
        options,
        cycles,
        days,
        rated,
        size_limit,
        status,
        created_at,
        registration_until,
        swiss_rounds: if format == "swiss" {
            Some(rounds.unwrap_or(0))
        } else {
            None
        },
        round_days,
        current_round,
        round_deadline,
        vacation_cap,
    }
}

/// Creates a tournament in registration; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert(db: &Db, t: &TournamentRow, now: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn.insert(
        "INSERT INTO tournaments (name, organizer, channel, variant, options, cycles, days, rated, size_limit, created_at, registration_until, format, rounds, round_days, vacation_cap)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
        params![
            t.name,
            t.organizer,
            t.channel,
            t.variant,
            t.options,
            t.cycles,
            t.days,
            t.rated,
            t.size_limit,
            now,
            t.registration_until,
            if t.is_swiss() { "swiss" } else { "round robin" },
            t.swiss_rounds,
            t.round_days,
            t.vacation_cap
        ],
    )?)
}

/// One tournament.
///
/// # Errors
/// [`StorageError::Database`].
pub fn get(db: &Db, id: i64) -> Result<Option<TournamentRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE id = ?1"
            ),
            [id],
            from_row,
        )
        .optional()?)
}

/// The tournaments of a channel not yet over, newest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn in_channel(db: &Db, channel: &str) -> Result<Vec<TournamentRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        tournament_columns!(),
        " FROM tournaments WHERE channel = ?1 AND status IN ('registration', 'closed', 'running', 'paused') ORDER BY id DESC"
    ))?;
    let rows = st.query_map([channel], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// How many tournaments of a channel are not yet over (for the per-channel limit).
///
/// # Errors
/// [`StorageError::Database`].
pub fn not_over_in(db: &Db, channel: &str) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT count(*) AS not_over FROM tournaments WHERE channel = ?1 AND status IN ('registration', 'closed', 'running', 'paused')",
        )?
        .query_row([channel], |r| r.get("not_over"))?)
}

/// The channel's most recent tournament, whatever its status.
///
/// # Errors
/// [`StorageError::Database`].
pub fn latest_in_channel(db: &Db, channel: &str) -> Result<Option<TournamentRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE channel = ?1 ORDER BY id DESC LIMIT 1"
            ),
            [channel],
            from_row,
        )
        .optional()?)
}

/// Sets a tournament's status.
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_status(db: &Db, id: i64, status: TournamentStatus) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournaments SET status = ?2 WHERE id = ?1",
        params![id, status],
    )?;
    Ok(())
}

/// Registers a player; `false` if he already was.
///
/// # Errors
/// [`StorageError::Database`].
pub fn join(db: &Db, id: i64, player: i64, now: i64) -> Result<bool, StorageError> {
    let conn = &db.conn;
    Ok(conn.execute(
        "INSERT INTO tournament_players (tournament_id, player, joined_at) VALUES (?1, ?2, ?3)
         ON CONFLICT DO NOTHING",
        params![id, player, now],
    )? == 1)
}

/// Takes a player off the list before the start; `false` if he was not on it.
///
/// # Errors
/// [`StorageError::Database`].
pub fn leave(db: &Db, id: i64, player: i64) -> Result<bool, StorageError> {
    let conn = &db.conn;
    Ok(conn.execute(
        "DELETE FROM tournament_players WHERE tournament_id = ?1 AND player = ?2",
        params![id, player],
    )? == 1)
}

/// The players in start-number order (join order before the start): (player, withdrawn).
///
/// # Errors
/// [`StorageError::Database`].
pub fn players(db: &Db, id: i64) -> Result<Vec<(i64, bool)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(
        "SELECT player, withdrawn FROM tournament_players WHERE tournament_id = ?1
         ORDER BY start_number IS NULL, start_number, joined_at, player",
    )?;
    let rows = st.query_map([id], |r| Ok((r.get("player")?, r.get("withdrawn")?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Gives start numbers in the players' present order (from 1).
///
/// # Errors
/// [`StorageError::Database`].
pub fn number_players(db: &Db, id: i64, order: &[i64]) -> Result<(), StorageError> {
    let conn = &db.conn;
    for (i, p) in order.iter().enumerate() {
        conn.execute(
            "UPDATE tournament_players SET start_number = ?3 WHERE tournament_id = ?1 AND player = ?2",
            params![id, p, i as i64 + 1],
        )?;
    }
    Ok(())
}

/// Marks a player withdrawn.
///
/// # Errors
/// [`StorageError::Database`].
pub fn withdraw(db: &Db, id: i64, player: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = ?1 AND player = ?2",
        params![id, player],
    )?;
    Ok(())
}

/// Gives `old`'s seat to `new`: the start number, and the games not finished yet (their
/// offers are dropped). The finished ones stay `old`'s and count for the seat.
///
/// # Errors
/// [`StorageError::Database`].
pub fn replace(db: &Db, id: i64, old: i64, new: i64, now: i64) -> Result<usize, StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournament_players SET player = ?3 WHERE tournament_id = ?1 AND player = ?2",
        params![id, old, new],
    )?;
    conn.execute(
        "INSERT INTO tournament_replacements (tournament_id, old_player, new_player, at) VALUES (?1, ?2, ?3, ?4)",
        params![id, old, new, now],
    )?;
    let mut moved = 0;
    for (column, other) in [("white", "black"), ("black", "white")] {
        moved += conn.execute(
            &format!(
                "UPDATE games SET {column} = ?3, draw_offer = NULL, takeback_offer = NULL, version = version + 1
                 WHERE status = 'active' AND {column} = ?2 AND {other} != ?3
                   AND id IN (SELECT game_id FROM tournament_games WHERE tournament_id = ?1)"
            ),
            params![id, old, new],
        )?;
    }
    Ok(moved)
}

/// A tournament's replacements, in order: (old, new).
///
/// # Errors
/// [`StorageError::Database`].
pub fn replacements(db: &Db, id: i64) -> Result<Vec<(i64, i64)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(
        "SELECT old_player, new_player FROM tournament_replacements WHERE tournament_id = ?1 ORDER BY at",
    )?;
    let rows = st.query_map([id], |r| Ok((r.get("old_player")?, r.get("new_player")?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Files a game under a tournament's round.
///
/// # Errors
/// [`StorageError::Database`].
pub fn add_game(db: &Db, id: i64, round: i64, game: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "INSERT INTO tournament_games (game_id, tournament_id, round) VALUES (?1, ?2, ?3)",
        params![game, id, round],
    )?;
    Ok(())
}

/// The tournament and round a game belongs to, if any.
///
/// # Errors
/// [`StorageError::Database`].
pub fn of_game(db: &Db, game: i64) -> Result<Option<(i64, i64)>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT tournament_id, round FROM tournament_games WHERE game_id = ?1")?
        .query_row([game], |r| Ok((r.get("tournament_id")?, r.get("round")?)))
        .optional()?)
}

/// The status of the tournament a game belongs to, if any.
///
/// # Errors
/// [`StorageError::Database`].
pub fn status_of_game(db: &Db, game: i64) -> Result<Option<TournamentStatus>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT t.status AS status FROM tournament_games g JOIN tournaments t ON t.id = g.tournament_id
             WHERE g.game_id = ?1",
        )?
        .query_row([game], |r| r.get("status"))
        .optional()?)
}

/// Stops a game's clock: the time it had left is kept, its deadline cleared.
///
/// # Errors
/// [`StorageError::Database`].
pub fn pause_game(db: &Db, game: i64, left: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournament_games SET paused_left = ?2 WHERE game_id = ?1",
        params![game, left],
    )?;
    conn.execute("UPDATE games SET deadline = NULL WHERE id = ?1", [game])?;
    Ok(())
}

/// Restarts the stopped clocks of a tournament's games at `now`; returns how many.
///
/// # Errors
/// [`StorageError::Database`].
pub fn resume_games(db: &Db, id: i64, now: i64) -> Result<usize, StorageError> {
    let conn = &db.conn;
    let n = conn.execute(
        "UPDATE games SET deadline = ?2 + (SELECT paused_left FROM tournament_games t WHERE t.game_id = games.id),
                          reminded = 0
         WHERE status = 'active' AND id IN
             (SELECT game_id FROM tournament_games WHERE tournament_id = ?1 AND paused_left IS NOT NULL)",
        params![id, now],
    )?;
    conn.execute(
        "UPDATE tournament_games SET paused_left = NULL WHERE tournament_id = ?1",
        [id],
    )?;
    Ok(n)
}

/// A tournament game as the standings read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    /// The game.
    pub game_id: i64,
    /// Its round.
    pub round: i64,
    /// White's player id.
    pub white: i64,
    /// Black's player id.
    pub black: i64,
    /// `active` or `finished`.
    pub status: GameStatus,
    /// `1-0`, `0-1`, `1/2-1/2`, `aborted`, once finished.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
}

table_row! {
    /// The columns of a tournament's games (`tournament_games t` joined to `games g`) that
    /// [`tournament_game`] reads.
    tournament_game_columns, fn tournament_game -> TournamentGame {
        game_id = "g.id",
        round = "t.round",
        white = "g.white",
        black = "g.black",
        status = "g.status",
        result = "g.result",
        reason = "g.reason",
    } => TournamentGame {
        game_id,
        round,
        white,
        black,
        status,
        result,
        reason,
    }
}

/// A tournament's games, by round.
///
/// # Errors
/// [`StorageError::Database`].
pub fn games(db: &Db, id: i64) -> Result<Vec<TournamentGame>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        tournament_game_columns!(),
        " FROM tournament_games t JOIN games g ON g.id = t.game_id
         WHERE t.tournament_id = ?1 ORDER BY t.round, g.id"
    ))?;
    let rows = st.query_map([id], tournament_game)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Starts a Swiss round: its number and deadline.
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_round(db: &Db, id: i64, round: i64, deadline: Option<i64>) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournaments SET current_round = ?2, round_deadline = ?3 WHERE id = ?1",
        params![id, round, deadline],
    )?;
    Ok(())
}

/// Stops (with `Some(left)`) or restarts (with `None`, from `now`) a Swiss round's clock.
///
/// # Errors
/// [`StorageError::Database`].
pub fn pause_round(db: &Db, id: i64, now: i64, stop: bool) -> Result<(), StorageError> {
    let conn = &db.conn;
    if stop {
        conn.execute(
            "UPDATE tournaments SET round_left = CASE WHEN round_deadline > ?2 THEN round_deadline - ?2 ELSE 0 END, round_deadline = NULL
             WHERE id = ?1 AND round_deadline IS NOT NULL",
            params![id, now],
        )?;
    } else {
        conn.execute(
            "UPDATE tournaments SET round_deadline = ?2 + round_left, round_left = NULL
             WHERE id = ?1 AND round_left IS NOT NULL",
            params![id, now],
        )?;
    }
    Ok(())
}

/// Gives a player the pairing-allocated bye of a round.
///
/// # Errors
/// [`StorageError::Database`].
pub fn add_bye(db: &Db, id: i64, round: i64, player: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "INSERT INTO tournament_byes (tournament_id, round, player) VALUES (?1, ?2, ?3)",
        params![id, round, player],
    )?;
    Ok(())
}

/// The byes given: (round, player).
///
/// # Errors
/// [`StorageError::Database`].
pub fn byes(db: &Db, id: i64) -> Result<Vec<(i64, i64)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT round, player FROM tournament_byes WHERE tournament_id = ?1 ORDER BY round",
    )?;
    let rows = st.query_map([id], |r| Ok((r.get("round")?, r.get("player")?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Running Swiss tournaments whose round deadline has passed.
///
/// # Errors
/// [`StorageError::Database`].
pub fn rounds_due(db: &Db, now: i64) -> Result<Vec<TournamentRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare(concat!(
        "SELECT ",
        tournament_columns!(),
        " FROM tournaments WHERE status = 'running' AND round_deadline <= ?1 ORDER BY round_deadline"
    ))?;
    let rows = st.query_map([now], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The earliest round deadline of a running tournament.
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_round_deadline(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn.query_row(
        "SELECT min(round_deadline) AS next_deadline FROM tournaments WHERE status = 'running'",
        params![],
        |r| r.get("next_deadline"),
    )?)
}

/// Vacation seconds a player has used in a tournament.
///
/// # Errors
/// [`StorageError::Database`].
pub fn vacation_used(db: &Db, id: i64, player: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            "SELECT vacation_used FROM tournament_players WHERE tournament_id = ?1 AND player = ?2",
            params![id, player],
            |r| r.get("vacation_used"),
        )
        .optional()?
        .unwrap_or(0))
}

/// When a player's vacation ends for a tournament that caps vacations (`None`: not on one).
///
/// # Errors
/// [`StorageError::Database`].
pub fn vacation_until(db: &Db, id: i64, player: i64) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            "SELECT vacation_until FROM tournament_players WHERE tournament_id = ?1 AND player = ?2",
            params![id, player],
            |r| r.get("vacation_until"),
        )
        .optional()?
        .flatten())
}

/// Sets when a player's vacation ends for a tournament that caps vacations.
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_vacation_until(
    db: &Db,
    id: i64,
    player: i64,
    until: Option<i64>,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournament_players SET vacation_until = ?3 WHERE tournament_id = ?1 AND player = ?2",
        params![id, player, until],
    )?;
    Ok(())
}

/// Adds to the vacation seconds a player has used in a tournament.
///
/// # Errors
/// [`StorageError::Database`].
pub fn use_vacation(db: &Db, id: i64, player: i64, seconds: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournament_players SET vacation_used = vacation_used + ?3 WHERE tournament_id = ?1 AND player = ?2",
        params![id, player, seconds],
    )?;
    Ok(())
}

/// Fixes a Swiss's number of rounds (at the start, from the field's size when not given).
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_rounds(db: &Db, id: i64, rounds: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "UPDATE tournaments SET rounds = ?2 WHERE id = ?1",
        params![id, rounds],
    )?;
    Ok(())
}

/// The running (or paused) tournaments a player is in, oldest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn of_player(db: &Db, player: i64) -> Result<Vec<TournamentRow>, StorageError> {
    let conn = &db.conn;
    // Each column of `tournaments`, named as itself (the join has an `id` and a `player`).
    let columns: Vec<String> = tournament_columns!()
        .split(", ")
        .map(|c| format!("t.{c} AS {c}"))
        .collect();
    let mut st = conn.prepare(&format!(
        "SELECT {} FROM tournaments t JOIN tournament_players p ON p.tournament_id = t.id
         WHERE p.player = ?1 AND t.status IN ('running', 'paused') ORDER BY t.id",
        columns.join(", ")
    ))?;
    let rows = st.query_map([player], from_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}
