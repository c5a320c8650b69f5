//! A PostgreSQL connection that survives the server going away.
//!
//! A server restart, a failover or a pooler's idle cut closes the connection under the bot.
//! The statement that meets the closed connection fails with [`Error::Lost`], and the
//! connection is dropped. The next statement outside a transaction connects again, after a
//! pause that grows from 50 ms to half a second, and re-applies the connection's settings.
//! Until then statements fail at once with [`Error::Unavailable`]; the service answers the
//! player that it is restarting. Inside a transaction, nothing reconnects: the transaction
//! died with its connection, and every statement fails until the caller rolls it back.
//!
//! Every statement has two deadlines: PostgreSQL's own `statement_timeout` (an overloaded
//! server cancels the statement and keeps the connection), and, a little later, one of the
//! client's (a network that swallows packets never answers at all: the connection is then
//! given up as lost). So the database thread is never stuck for ever.
//!
//! The operator hears of an outage twice: one WARN when the connection is lost, with the
//! cause, and one INFO when it is back, with how long it was out. Nothing is logged per
//! statement in between.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use super::sql::{Error, Result, Value};

/// How long connecting may take before the attempt is given up.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// The first pause before connecting again, doubled after each failed attempt ...
const FIRST_PAUSE: Duration = Duration::from_millis(50);
/// ... up to this: the bot is back within this long of the server.
const LONGEST_PAUSE: Duration = Duration::from_millis(500);
/// How much longer than the server's `statement_timeout` the client waits for an answer.
const CLIENT_MARGIN: Duration = Duration::from_secs(2);

/// Whether a PostgreSQL error means the connection is gone (as opposed to a statement the
/// server refused on a connection that is still good).
pub(crate) fn is_connection_lost(e: &tokio_postgres::Error) -> bool {
    if e.is_closed() {
        return true;
    }
    if let Some(code) = e.code() {
        let code = code.code();
        // Class 08: connection exceptions. 57P01–57P03: the server shut down or is starting.
        // 57P05 and 25P03: the server ended an idle session or transaction.
        return code.starts_with("08")
            || matches!(code, "57P01" | "57P02" | "57P03" | "57P05" | "25P03");
    }
    // A socket error under the protocol: reset, broken pipe, refused.
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        if s.is::<std::io::Error>() {
            return true;
        }
        source = s.source();
    }
    false
}

/// What a lost connection's error says, for the one log line.
fn cause(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{}: {}", db.code().code(), db.message()),
        None => {
            let mut text = e.to_string();
            if let Some(s) = std::error::Error::source(e) {
                text = format!("{text}: {s}");
            }
            text
        }
    }
}

/// Runs the prepared `sql` with `params` through the client's `method` (`query` or
/// `execute`) within the statement deadline, and sorts out what a failure means.
macro_rules! run_statement {
    ($pg:ident, $sql:expr, $params:expr, $method:ident) => {{
        let st = $pg.statement($sql)?;
        let params: Vec<super::sql::PgParam> =
            $params.iter().cloned().map(super::sql::PgParam).collect();
        let limit = $pg.limit();
        let refs = super::sql::pg_refs(&params);
        let client = $pg.client()?;
        let answer = $pg
            .runtime
            .block_on(async { tokio::time::timeout(limit, client.$method(&st, &refs)).await });
        $pg.settle(answer, limit)
    }};
}

/// The connection is down since `since`; the next attempt is not before `next_try`.
struct Down {
    since: Instant,
    next_try: Instant,
    pause: Duration,
    cause: String,
}

/// A PostgreSQL connection with its prepared statements, reconnecting when lost.
pub(crate) struct Pg {
    config: tokio_postgres::Config,
    /// `database on host:port`, for the log (never the password).
    place: String,
    /// Drives the client and its connection; every statement runs inside `block_on`.
    runtime: tokio::runtime::Runtime,
    client: Option<tokio_postgres::Client>,
    connection: Option<tokio::task::JoinHandle<()>>,
    statements: HashMap<String, tokio_postgres::Statement>,
    /// The server's `statement_timeout`.
    timeout: Duration,
    /// A transaction is open (between `BEGIN` and `COMMIT` or `ROLLBACK`).
    in_tx: bool,
    down: Option<Down>,
    /// How many times a connection was lost: a command that sees it change knows its
    /// transaction died with the connection.
    losses: u64,
}

impl Pg {
    /// Connects to `url`, with `timeout` as every statement's deadline.
    ///
    /// # Errors
    /// [`Error::Unavailable`] when the server cannot be reached (with why); [`Error::Postgres`]
    /// for a URL it cannot read, or a server that refuses the bot (a wrong password, a
    /// database that does not exist): waiting would not help.
    pub(crate) fn connect(url: &str, timeout: Duration) -> Result<Pg> {
        let mut config: tokio_postgres::Config = url.parse().map_err(Error::Postgres)?;
        config.connect_timeout(CONNECT_TIMEOUT);
        config.keepalives(true);
        config.keepalives_idle(Duration::from_secs(30));
        if config.get_application_name().is_none() {
            config.application_name("tabiya");
        }
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| Error::Unavailable(format!("no runtime for the connection: {e}")))?;
        let mut pg = Pg {
            place: place(&config),
            config,
            runtime,
            client: None,
            connection: None,
            statements: HashMap::new(),
            timeout,
            in_tx: false,
            down: None,
            losses: 0,
        };
        pg.open()?;
        Ok(pg)
    }

    /// How many times the connection was lost so far.
    pub(crate) fn losses(&self) -> u64 {
        self.losses
    }

    /// Opens a connection and applies its settings. [`Error::Unavailable`] with why when the
    /// server cannot be reached; [`Error::Postgres`] when it refuses the connection.
    fn open(&mut self) -> Result<()> {
        self.drop_connection();
        let config = self.config.clone();
        let connected = self.runtime.block_on(async {
            tokio::time::timeout(CONNECT_TIMEOUT, config.connect(tokio_postgres::NoTls)).await
        });
        let (client, connection) = match connected {
            Ok(Ok(c)) => c,
            Ok(Err(e)) if e.as_db_error().is_some() && !is_connection_lost(&e) => {
                return Err(Error::Postgres(e))
            }
            Ok(Err(e)) => return Err(Error::Unavailable(cause(&e))),
            Err(_) => {
                return Err(Error::Unavailable(format!(
                    "no answer within {} s",
                    CONNECT_TIMEOUT.as_secs()
                )))
            }
        };
        self.connection = Some(self.runtime.spawn(async move {
            // The connection's end is seen by the next statement (the client is closed).
            let _ = connection.await;
        }));
        // The connection's settings, again after every reconnection.
        let settings = format!(
            "SET statement_timeout = {}; SET idle_in_transaction_session_timeout = {}",
            self.timeout.as_millis(),
            (self.timeout * 6).as_millis()
        );
        let applied = self.runtime.block_on(async {
            tokio::time::timeout(CONNECT_TIMEOUT, client.batch_execute(&settings)).await
        });
        match applied {
            Ok(Ok(())) => {
                self.client = Some(client);
                Ok(())
            }
            Ok(Err(e)) => {
                self.drop_connection();
                Err(Error::Unavailable(cause(&e)))
            }
            Err(_) => {
                self.drop_connection();
                Err(Error::Unavailable(
                    "no answer to the connection's settings".to_owned(),
                ))
            }
        }
    }

    fn drop_connection(&mut self) {
        self.client = None;
        self.statements.clear();
        if let Some(task) = self.connection.take() {
            task.abort();
        }
    }

    /// The connection was lost: `cause` says why. Logged once per outage.
    fn lose(&mut self, cause: String) -> Error {
        self.drop_connection();
        self.losses += 1;
        let now = Instant::now();
        if self.down.is_none() {
            tracing::warn!(
                "PostgreSQL connection to {} lost: {cause}; reconnecting",
                self.place
            );
            self.down = Some(Down {
                since: now,
                next_try: now,
                pause: FIRST_PAUSE,
                cause: cause.clone(),
            });
        }
        Error::Lost(cause)
    }

    /// A client to run `sql` on: the open one, or a new one where reconnecting is allowed
    /// (outside a transaction, once the pause since the last attempt is over).
    fn ready(&mut self) -> Result<()> {
        if let Some(client) = &self.client {
            if !client.is_closed() {
                return Ok(());
            }
            let _ = self.lose("the server closed the connection".to_owned());
        }
        if self.in_tx {
            return Err(Error::Lost(
                "the connection was lost inside this transaction".to_owned(),
            ));
        }
        let now = Instant::now();
        if let Some(down) = &self.down {
            if now < down.next_try {
                return Err(Error::Unavailable(down.cause.clone()));
            }
        }
        match self.open() {
            Ok(()) => {
                if let Some(down) = self.down.take() {
                    tracing::info!(
                        "PostgreSQL connection to {} is back after {:.1} s",
                        self.place,
                        down.since.elapsed().as_secs_f64()
                    );
                }
                Ok(())
            }
            Err(e) => {
                let why = match e {
                    Error::Unavailable(why) => why,
                    other => other.to_string(),
                };
                let down = self.down.get_or_insert(Down {
                    since: now,
                    next_try: now,
                    pause: FIRST_PAUSE,
                    cause: why.clone(),
                });
                down.next_try = Instant::now() + down.pause;
                down.pause = (down.pause * 2).min(LONGEST_PAUSE);
                down.cause = why.clone();
                Err(Error::Unavailable(why))
            }
        }
    }

    /// What a statement's answer (or its missing answer, after `limit`) means.
    fn settle<T>(
        &mut self,
        answer: std::result::Result<
            std::result::Result<T, tokio_postgres::Error>,
            tokio::time::error::Elapsed,
        >,
        limit: Duration,
    ) -> Result<T> {
        match answer {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(e)) if is_connection_lost(&e) => Err(self.lose(cause(&e))),
            Ok(Err(e)) => Err(Error::Postgres(e)),
            Err(_) => Err(self.lose(format!("no answer within {:.0} s", limit.as_secs_f64()))),
        }
    }

    /// The open client, after [`Pg::ready`].
    fn client(&self) -> Result<&tokio_postgres::Client> {
        self.client
            .as_ref()
            .ok_or_else(|| Error::Unavailable("not connected".to_owned()))
    }

    fn limit(&self) -> Duration {
        self.timeout + CLIENT_MARGIN
    }

    fn statement(&mut self, sql: &str) -> Result<tokio_postgres::Statement> {
        if let Some(s) = self.statements.get(sql) {
            return Ok(s.clone());
        }
        self.ready()?;
        let text = super::sql::dollar_params(sql);
        let limit = self.limit();
        let client = self.client()?;
        let answer = self
            .runtime
            .block_on(async { tokio::time::timeout(limit, client.prepare(&text)).await });
        let s = self.settle(answer, limit)?;
        self.statements.insert(sql.to_owned(), s.clone());
        Ok(s)
    }

    /// Notes where a transaction begins and ends, whatever the statement's outcome: a
    /// `COMMIT` or `ROLLBACK` ends it even when the connection is gone.
    fn track(&mut self, sql: &str) -> Option<bool> {
        match sql.trim() {
            "BEGIN" => Some(true),
            "COMMIT" | "ROLLBACK" => {
                self.in_tx = false;
                Some(false)
            }
            _ => None,
        }
    }

    pub(crate) fn query(
        &mut self,
        sql: &str,
        params: &[Value],
    ) -> Result<Vec<tokio_postgres::Row>> {
        run_statement!(self, sql, params, query)
    }

    pub(crate) fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64> {
        if self.track(sql) == Some(false) && self.client.is_none() {
            // The transaction died with the connection: there is nothing to end. (A COMMIT
            // lost this way is reported as such; a ROLLBACK has nothing left to do.)
            return if sql.trim() == "COMMIT" {
                Err(Error::Lost(
                    "the connection was lost before the commit".to_owned(),
                ))
            } else {
                Ok(0)
            };
        }
        let n = run_statement!(self, sql, params, execute)?;
        if sql.trim() == "BEGIN" {
            self.in_tx = true;
        }
        Ok(n)
    }

    /// Runs statements separated by `;`, within the statement deadline.
    pub(crate) fn batch(&mut self, sql: &str) -> Result<()> {
        let limit = self.limit();
        self.batch_within(sql, limit)
    }

    /// As [`Pg::batch`], with no client deadline and no server one (schema migrations,
    /// which may take long on a large database).
    pub(crate) fn batch_unbounded(&mut self, sql: &str) -> Result<()> {
        let sql = format!(
            "SET statement_timeout = 0; {sql}; SET statement_timeout = {}",
            self.timeout.as_millis()
        );
        self.batch_within(&sql, Duration::from_secs(24 * 3600))
    }

    fn batch_within(&mut self, sql: &str, limit: Duration) -> Result<()> {
        if self.track(sql) == Some(false) && self.client.is_none() {
            return Ok(());
        }
        self.ready()?;
        let client = self.client()?;
        let answer = self
            .runtime
            .block_on(async { tokio::time::timeout(limit, client.batch_execute(sql)).await });
        self.settle(answer, limit)?;
        if sql.trim() == "BEGIN" {
            self.in_tx = true;
        }
        Ok(())
    }
}

impl Drop for Pg {
    fn drop(&mut self) {
        self.drop_connection();
    }
}

/// `database on host:port as user`, for the log.
fn place(config: &tokio_postgres::Config) -> String {
    let host = config
        .get_hosts()
        .first()
        .map(|h| match h {
            tokio_postgres::config::Host::Tcp(h) => h.clone(),
            #[cfg(unix)]
            tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
        })
        .unwrap_or_else(|| "localhost".to_owned());
    let port = config.get_ports().first().copied().unwrap_or(5432);
    format!(
        "{} on {host}:{port}",
        config.get_dbname().unwrap_or("(default database)")
    )
}

#[cfg(test)]
mod tests {
    use super::{place, Duration, Error, Pg};

    #[test]
    fn an_unreachable_server_is_reported_as_unavailable() {
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        match Pg::connect("postgres://postgres@127.0.0.1:1/x", Duration::from_secs(1)) {
            Err(Error::Unavailable(why)) => assert!(!why.is_empty()),
            Err(e) => panic!("expected Unavailable, got {e}"),
            Ok(_) => panic!("connected to port 1"),
        }
    }

    #[test]
    fn the_log_names_the_database_and_server_never_the_password() {
        let config: tokio_postgres::Config = "postgres://u:secret@db.example:6543/games"
            .parse()
            .expect("url");
        let p = place(&config);
        assert_eq!(p, "games on db.example:6543");
        assert!(!p.contains("secret"));
    }
}
