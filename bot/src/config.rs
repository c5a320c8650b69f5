//! Configuration: one struct read from `config.toml` (every key in `config.example.toml`), and
//! secrets only from the environment or `.env`. An invalid file is an error naming the key.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Deserialize;

/// Everything `tabiya` can be told.
#[derive(Debug, Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// The database.
    pub database: Database,
    /// The console adapter.
    pub console: Console,
    /// Game defaults.
    pub games: Games,
    /// Discord (public settings; the token comes from the environment).
    pub discord: Discord,
    /// Matrix (public settings; the password or token comes from the environment).
    pub matrix: Matrix,
    /// Per-user limits against spam.
    pub limits: crate::service::Limits,
}

/// `[database]`.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Database {
    /// The SQLite file.
    pub path: PathBuf,
    /// A PostgreSQL database (`postgres://user@host/db`) instead of the file; the
    /// environment's DATABASE_URL overrides it (keep a password there).
    pub url: String,
    /// PostgreSQL: the longest one statement may take, in seconds (1 to 3600).
    pub statement_timeout: i64,
}

impl Database {
    /// How the storage uses the database.
    pub fn options(&self) -> crate::storage::Options {
        crate::storage::Options {
            statement_timeout: std::time::Duration::from_secs(
                u64::try_from(self.statement_timeout.clamp(1, 3_600)).unwrap_or(10),
            ),
        }
    }
}

/// `[console]`.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Console {
    /// Where board images are written; empty for none.
    pub images: PathBuf,
}

/// `[games]`.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Games {
    /// Days per move when a challenge names none.
    pub default_days: i64,
    /// Days of vacation per player per calendar year.
    pub vacation_days: i64,
    /// Days an unanswered challenge stays open.
    pub challenge_days: i64,
    /// The hour (UTC) of the daily digest.
    pub digest_hour: i64,
    /// The language of a channel whose moderators chose none (and, on Discord, whose server
    /// has no preferred locale the catalogue speaks), and of the console's greeting.
    pub language: String,
}

/// `[discord]`.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Discord {
    /// The application's id.
    pub application_id: String,
    /// A guild for instant command registration.
    pub test_guild: String,
    /// The API base URL.
    pub api_base: String,
    /// The gateway shards this process runs, `"0-3"` or `"4"`; empty: all of them.
    pub shards: String,
    /// How many shards the bot has over every process; 0: one (a small bot).
    pub shard_count: u32,
}

/// `[matrix]`.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct Matrix {
    /// The homeserver URL.
    pub homeserver: String,
    /// The bot's user id.
    pub user: String,
    /// The command prefix in rooms.
    pub prefix: String,
    /// Servers and users whose invitations are accepted; empty: any.
    pub allowed: Vec<String>,
    /// Where the session, the sync position and the encryption keys are kept.
    pub store: PathBuf,
}

impl Default for Database {
    fn default() -> Database {
        Database {
            path: PathBuf::from("tabiya.db"),
            url: String::new(),
            statement_timeout: 10,
        }
    }
}

impl Default for Console {
    fn default() -> Console {
        Console {
            images: PathBuf::from("boards"),
        }
    }
}

impl Default for Games {
    fn default() -> Games {
        Games {
            default_days: 3,
            vacation_days: 30,
            challenge_days: 7,
            digest_hour: 8,
            language: "en".to_owned(),
        }
    }
}

impl Default for Discord {
    fn default() -> Discord {
        Discord {
            application_id: String::new(),
            test_guild: String::new(),
            api_base: "https://discord.com/api".to_owned(),
            shards: String::new(),
            shard_count: 0,
        }
    }
}

impl Default for Matrix {
    fn default() -> Matrix {
        Matrix {
            homeserver: String::new(),
            user: String::new(),
            prefix: "!tabiya".to_owned(),
            allowed: Vec::new(),
            store: PathBuf::from("matrix-store"),
        }
    }
}

/// A configuration that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConfigError {}

/// Secrets, from the environment only. Their `Debug` never shows a value.
#[derive(Clone, Default)]
pub struct Secrets {
    /// DISCORD_TOKEN.
    pub discord_token: Option<String>,
    /// DISCORD_APPLICATION_ID (else `discord.application_id`; else learnt when connecting).
    pub discord_application_id: Option<String>,
    /// MATRIX_PASSWORD.
    pub matrix_password: Option<String>,
    /// MATRIX_ACCESS_TOKEN.
    pub matrix_access_token: Option<String>,
    /// MATRIX_STORE_PASSPHRASE (encrypts the Matrix key store).
    pub matrix_store_passphrase: Option<String>,
    /// DATABASE_URL: a PostgreSQL database, overriding `database.url` (it may hold a
    /// password).
    pub database_url: Option<String>,
}

impl fmt::Debug for Secrets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |s: &Option<String>| if s.is_some() { "set" } else { "unset" };
        f.debug_struct("Secrets")
            .field("discord_token", &shown(&self.discord_token))
            .field("discord_application_id", &self.discord_application_id)
            .field("matrix_password", &shown(&self.matrix_password))
            .field("matrix_access_token", &shown(&self.matrix_access_token))
            .field(
                "matrix_store_passphrase",
                &shown(&self.matrix_store_passphrase),
            )
            .field("database_url", &shown(&self.database_url))
            .finish()
    }
}

impl Secrets {
    /// Reads the secrets from the environment (after `.env`, if present, was loaded).
    pub fn from_env() -> Secrets {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.trim().is_empty());
        Secrets {
            discord_token: var("DISCORD_TOKEN"),
            discord_application_id: var("DISCORD_APPLICATION_ID"),
            matrix_password: var("MATRIX_PASSWORD"),
            matrix_access_token: var("MATRIX_ACCESS_TOKEN"),
            matrix_store_passphrase: var("MATRIX_STORE_PASSPHRASE"),
            database_url: var("DATABASE_URL"),
        }
    }
}

/// A TOML error as the operator reads it: the file, the line and the key, and what is wrong,
/// but never the value (it may be a secret pasted into the wrong place). The TOML library's
/// own message quotes the offending line, value and all, so it is not shown.
fn toml_error(text: &str, origin: &str, e: &toml::de::Error) -> ConfigError {
    let at = e.span().map(|s| s.start.min(text.len()));
    let line_no = at.map(|a| text[..a].matches('\n').count() + 1);
    let key = at.and_then(|a| {
        let start = text[..a].rfind('\n').map_or(0, |i| i + 1);
        let line = text[start..].lines().next().unwrap_or("");
        let (k, _) = line.split_once('=')?;
        let k = k.trim();
        (!k.is_empty()
            && k.chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c)))
        .then(|| k.to_owned())
    });
    let message = redact_quoted(e.message());
    ConfigError(match (line_no, key) {
        (Some(l), Some(k)) => format!("{origin}, line {l}, key `{k}`: {message}"),
        (Some(l), None) => format!("{origin}, line {l}: {message}"),
        _ => format!("{origin}: {message}"),
    })
}

/// `invalid type: string "s3cr3t", expected …` without what stood between the quotes.
fn redact_quoted(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    let mut quoted = false;
    for c in message.trim().chars() {
        if c == '"' {
            if !quoted {
                out.push_str("(value hidden)");
            }
            quoted = !quoted;
        } else if !quoted {
            out.push(c);
        }
    }
    out
}

impl Config {
    /// Reads a configuration from TOML text.
    ///
    /// # Errors
    /// [`ConfigError`] naming the key that is unknown, mistyped or out of range.
    pub fn parse(text: &str, origin: &str) -> Result<Config, ConfigError> {
        let config: Config = toml::from_str(text).map_err(|e| toml_error(text, origin, &e))?;
        if !crate::service::DAYS.contains(&config.games.default_days) {
            return Err(ConfigError(format!(
                "{origin}: games.default_days = {} is not offered; use 1, 2, 3, 5, 7, 10 or 14",
                config.games.default_days
            )));
        }
        if crate::i18n::locale(&config.games.language).is_none() {
            return Err(ConfigError(format!(
                "{origin}: games.language = \"{}\" is not a language of the catalogue; use one of {}",
                config.games.language,
                crate::i18n::LANGUAGES.join(", ")
            )));
        }
        let (g, l) = (&config.games, &config.limits);
        for (key, value, range) in [
            (
                "database.statement_timeout",
                config.database.statement_timeout,
                1..=3_600,
            ),
            ("games.vacation_days", g.vacation_days, 0..=366),
            ("games.challenge_days", g.challenge_days, 1..=90),
            ("games.digest_hour", g.digest_hour, 0..=23),
            ("limits.open_challenges", l.open_challenges, 1..=1_000),
            ("limits.challenges_to_one", l.challenges_to_one, 1..=100),
            (
                "limits.tournaments_per_channel",
                l.tournaments_per_channel,
                1..=100,
            ),
            (
                "limits.commands_per_minute",
                l.commands_per_minute,
                1..=10_000,
            ),
        ] {
            if !range.contains(&value) {
                return Err(ConfigError(format!(
                    "{origin}: {key} = {value} is out of range ({} to {})",
                    range.start(),
                    range.end()
                )));
            }
        }
        if !config.matrix.prefix.starts_with('!') || config.matrix.prefix.len() < 2 {
            return Err(ConfigError(format!(
                "{origin}: matrix.prefix = \"{}\" must start with `!` and name the bot, e.g. \"!tabiya\"",
                config.matrix.prefix
            )));
        }
        Ok(config)
    }

    /// Reads `path`, or the defaults when `path` is `config.toml` and does not exist.
    ///
    /// # Errors
    /// [`ConfigError`] if the file cannot be read or is invalid.
    pub fn load(path: &Path, required: bool) -> Result<Config, ConfigError> {
        match std::fs::read_to_string(path) {
            Ok(text) => Config::parse(&text, &path.display().to_string()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !required => {
                Ok(Config::default())
            }
            Err(e) => Err(ConfigError(format!("cannot read {}: {e}", path.display()))),
        }
    }
}

impl Secrets {
    /// Whether Matrix credentials are set.
    pub fn has_matrix(&self) -> bool {
        self.matrix_password.is_some() || self.matrix_access_token.is_some()
    }
}

impl Discord {
    /// `shards` and `shard_count` read: this process's range (`None`: a single-shard bot).
    ///
    /// # Errors
    /// [`ConfigError`] naming the key.
    pub fn shards(&self) -> Result<Option<Shards>, ConfigError> {
        let text = self.shards.trim();
        if text.is_empty() && self.shard_count <= 1 {
            return Ok(None);
        }
        let count = self.shard_count;
        if count == 0 {
            return Err(ConfigError(
                "discord.shards is set but discord.shard_count is not: give how many shards the bot has over every process".into(),
            ));
        }
        if count > 100_000 {
            return Err(ConfigError(format!(
                "discord.shard_count = {count} is out of range (1 to 100000)"
            )));
        }
        if text.is_empty() {
            return Ok(Some(Shards {
                first: 0,
                last: count - 1,
                count,
            }));
        }
        let number = |s: &str| s.trim().parse::<u32>().ok();
        let (first, last) = match text.split_once('-') {
            Some((a, b)) => (number(a), number(b)),
            None => (number(text), number(text)),
        };
        match (first, last) {
            (Some(first), Some(last)) if first <= last && last < count => Ok(Some(Shards {
                first,
                last,
                count,
            })),
            _ => Err(ConfigError(format!(
                "discord.shards = \"{text}\" is not a range of shards below shard_count = {count} (e.g. \"0-3\")"
            ))),
        }
    }
}

#[cfg(feature = "discord")]
impl Discord {
    /// The adapter's options: these settings with the secrets (`None` without a token).
    ///
    /// # Errors
    /// [`ConfigError`] naming `discord.application_id` or `discord.test_guild` when it is not
    /// a Discord id.
    pub fn options(
        &self,
        secrets: &Secrets,
    ) -> Result<Option<crate::adapters::discord::Options>, ConfigError> {
        let application_id = match &secrets.discord_application_id {
            Some(v) => discord_id("DISCORD_APPLICATION_ID", v)?,
            None => discord_id("discord.application_id", &self.application_id)?,
        };
        let test_guild = discord_id("discord.test_guild", &self.test_guild)?;
        let shards = self.shards()?;
        Ok(secrets
            .discord_token
            .as_ref()
            .map(|token| crate::adapters::discord::Options {
                token: token.clone(),
                application_id,
                test_guild,
                api_base: self.api_base.clone(),
                shards,
            }))
    }
}

#[cfg(feature = "matrix")]
impl Matrix {
    /// The adapter's options: these settings with the secrets.
    pub fn options(&self, secrets: &Secrets) -> crate::adapters::matrix::Options {
        crate::adapters::matrix::Options {
            homeserver: self.homeserver.clone(),
            user: self.user.clone(),
            password: secrets.matrix_password.clone(),
            access_token: secrets.matrix_access_token.clone(),
            prefix: self.prefix.clone(),
            allowed: self.allowed.clone(),
            store: self.store.clone(),
            store_passphrase: secrets.matrix_store_passphrase.clone(),
        }
    }
}

impl Games {
    /// The service's settings from `[games]`.
    pub fn settings(&self) -> crate::service::Settings {
        crate::service::Settings {
            default_days: self.default_days,
            vacation_days: self.vacation_days,
            challenge_days: self.challenge_days,
            digest_hour: self.digest_hour,
            language: crate::i18n::locale(&self.language).unwrap_or("en"),
        }
    }
}

/// A range of Discord gateway shards, as Discord splits a bot's servers between connections
/// (a server's events go to shard `(server id >> 22) % count`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last (inclusive).
    pub last: u32,
    /// How many shards the bot has in all, over every process.
    pub count: u32,
}

/// What `tabiya` would start with a configuration and its secrets (see [`Config::plan`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The adapters, in the order they start: `discord`, `matrix`, or `console` alone.
    pub adapters: Vec<&'static str>,
    /// What each would do, a line each, for `tabiya check`. No secret is in them.
    pub lines: Vec<String>,
    /// What stops an adapter from starting (the adapter, and a line naming the key or
    /// variable).
    pub problems: Vec<(&'static str, String)>,
}

/// `v` as a Discord id (a snowflake); the value is not echoed, since a token pasted into the
/// wrong key must not reach a log.
fn discord_id(key: &str, v: &str) -> Result<Option<u64>, ConfigError> {
    let v = v.trim();
    if v.is_empty() {
        return Ok(None);
    }
    v.parse::<u64>().map(Some).map_err(|_| {
        ConfigError(format!(
            "{key} is not a Discord id (a number such as 1234567890123456789)"
        ))
    })
}

/// What is wrong with the shape of a Discord bot token, if anything: three base64url parts
/// joined by dots, as the developer portal's Bot page gives it.
fn discord_token_problem(token: &str) -> Option<String> {
    if token.chars().any(char::is_whitespace) {
        return Some(if token.starts_with("Bot ") {
            "DISCORD_TOKEN starts with `Bot `: give the token alone".to_owned()
        } else {
            "DISCORD_TOKEN has spaces or line breaks in it".to_owned()
        });
    }
    let parts: Vec<&str> = token.split('.').collect();
    let base64url = |p: &str| {
        !p.is_empty()
            && p.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    (parts.len() != 3 || !parts.iter().all(|p| base64url(p)) || token.len() < 50).then(|| {
        "DISCORD_TOKEN does not look like a bot token (three parts joined by dots, from the developer portal's Bot page)".to_owned()
    })
}

/// Whether `user` is a Matrix user id, `@name:server`.
fn matrix_user_ok(user: &str) -> bool {
    user.strip_prefix('@')
        .and_then(|u| u.split_once(':'))
        .is_some_and(|(name, server)| {
            !name.is_empty() && !server.is_empty() && !user.chars().any(char::is_whitespace)
        })
}

fn url_ok(url: &str) -> bool {
    let url = url.trim();
    (url.starts_with("https://") || url.starts_with("http://"))
        && url.len() > "https://".len()
        && !url.chars().any(char::is_whitespace)
}

impl Config {
    /// What `tabiya` would start, and what stops it, read from the configuration and the
    /// secrets alone (nothing is connected to, nothing written): every adapter whose
    /// credentials are set (Discord and Matrix together), else the console. `tabiya check`
    /// prints it; `tabiya` refuses to start on its problems.
    #[expect(
        clippy::too_many_lines,
        reason = "one check per adapter and key, in the order the operator reads them"
    )]
    pub fn plan(&self, secrets: &Secrets) -> Plan {
        let mut plan = Plan {
            adapters: Vec::new(),
            lines: Vec::new(),
            problems: Vec::new(),
        };
        if let Some(token) = &secrets.discord_token {
            plan.adapters.push("discord");
            let mut problem = |p: String| plan.problems.push(("discord", p));
            if !cfg!(feature = "discord") {
                problem(
                    "DISCORD_TOKEN is set, but this tabiya was built without the Discord adapter"
                        .into(),
                );
            }
            if let Some(p) = discord_token_problem(token) {
                problem(p);
            }
            let application = match &secrets.discord_application_id {
                Some(v) => discord_id("DISCORD_APPLICATION_ID", v),
                None => discord_id("discord.application_id", &self.discord.application_id),
            };
            let guild = discord_id("discord.test_guild", &self.discord.test_guild);
            let shards = match self.discord.shards() {
                Ok(None) => "one shard".to_owned(),
                Ok(Some(s)) if s.first == s.last => format!("shard {} of {}", s.first, s.count),
                Ok(Some(s)) => format!("shards {}-{} of {}", s.first, s.last, s.count),
                Err(e) => {
                    problem(e.0);
                    String::new()
                }
            };
            if !url_ok(&self.discord.api_base) {
                problem("discord.api_base is not an http(s) URL".to_owned());
            }
            match (application, guild) {
                (Ok(app), Ok(guild)) => plan.lines.push(format!(
                    "Discord: would start (application {}; {shards}; commands registered {}; API {})",
                    app.map_or("learnt when connecting".to_owned(), |a| a.to_string()),
                    guild.map_or("globally".to_owned(), |g| format!("in guild {g} only")),
                    self.discord.api_base.trim()
                )),
                (a, g) => [a.err(), g.err()]
                    .into_iter()
                    .flatten()
                    .for_each(|e| problem(e.0)),
            }
        }
        if secrets.has_matrix() {
            plan.adapters.push("matrix");
            let m = &self.matrix;
            let mut problem = |p: String| plan.problems.push(("matrix", p));
            if !cfg!(feature = "matrix") {
                problem(
                    "Matrix credentials are set, but this tabiya was built without the Matrix adapter"
                        .into(),
                );
            }
            if m.homeserver.trim().is_empty() {
                problem("matrix.homeserver is empty: set the homeserver's URL".to_owned());
            } else if !url_ok(&m.homeserver) {
                problem("matrix.homeserver is not an http(s) URL".to_owned());
            }
            let session = m.store.join("session.json").exists();
            let login = if session {
                "the session kept in the store"
            } else if secrets.matrix_access_token.is_some() {
                "MATRIX_ACCESS_TOKEN"
            } else {
                "MATRIX_PASSWORD"
            };
            if m.user.trim().is_empty() {
                if !session && secrets.matrix_access_token.is_none() {
                    problem(
                        "matrix.user is empty: logging in with MATRIX_PASSWORD needs the bot's user id (@name:server)".to_owned(),
                    );
                }
            } else if !matrix_user_ok(m.user.trim()) {
                problem(format!(
                    "matrix.user = \"{}\" is not a Matrix user id (@name:server)",
                    m.user.trim()
                ));
            }
            plan.lines.push(format!(
                "Matrix: would start as {} on {} (signing in with {login}; store {}, keys {}; rooms addressed with {})",
                if m.user.trim().is_empty() { "the token's user" } else { m.user.trim() },
                m.homeserver.trim(),
                m.store.display(),
                if secrets.matrix_store_passphrase.is_some() {
                    "encrypted with MATRIX_STORE_PASSPHRASE"
                } else {
                    "not encrypted (set MATRIX_STORE_PASSPHRASE)"
                },
                m.prefix
            ));
        }
        if plan.adapters.is_empty() {
            plan.adapters.push("console");
            plan.lines.push(
                "Console: would start (no DISCORD_TOKEN, MATRIX_PASSWORD or MATRIX_ACCESS_TOKEN is set)"
                    .to_owned(),
            );
        } else if plan.adapters.len() > 1 {
            plan.lines.push(format!(
                "One process serves {}: one database, one scheduler.",
                plan.adapters
                    .iter()
                    .map(|a| crate::service::platform_name(a))
                    .collect::<Vec<_>>()
                    .join(" and ")
            ));
        }
        plan
    }
}

/// Where the data lives: a SQLite file, or a PostgreSQL database.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// A SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL URL (it may hold a password: see [`Location::describe`]).
    Postgres(String),
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

impl Location {
    /// `DATABASE_URL`, else `database.url`, else the file `database.path`.
    ///
    /// # Errors
    /// [`ConfigError`] for a URL that is not PostgreSQL's (the value is not echoed).
    pub fn of(config: &Database, secrets: &Secrets) -> Result<Location, ConfigError> {
        let (key, url) = match &secrets.database_url {
            Some(u) => ("DATABASE_URL", u.trim()),
            None => ("database.url", config.url.trim()),
        };
        if url.is_empty() {
            return Ok(Location::Sqlite(config.path.clone()));
        }
        Location::parse_url(url).ok_or_else(|| {
            ConfigError(format!(
                "{key} is not a PostgreSQL URL (postgres://user@host:5432/database)"
            ))
        })
    }

    /// A PostgreSQL URL, if `url` is one.
    pub fn parse_url(url: &str) -> Option<Location> {
        let ok = crate::storage::postgres_url(Path::new(url)).is_some()
            && url.parse::<tokio_postgres::Config>().is_ok();
        ok.then(|| Location::Postgres(url.to_owned()))
    }

    /// What `Service::open` takes: the file, or the URL.
    pub fn path(&self) -> PathBuf {
        match self {
            Location::Sqlite(p) => p.clone(),
            Location::Postgres(u) => PathBuf::from(u),
        }
    }

    /// Where, as an operator reads it, with no password: `SQLite file tabiya.db`,
    /// `PostgreSQL database tabiya on db.example.org:5432 as tabiya`.
    pub fn describe(&self) -> String {
        match self {
            Location::Sqlite(p) => format!("SQLite file {}", p.display()),
            Location::Postgres(u) => match u.parse::<tokio_postgres::Config>() {
                Ok(c) => {
                    let hosts: Vec<String> = c
                        .get_hosts()
                        .iter()
                        .zip(c.get_ports().iter().chain(std::iter::repeat(&5432)))
                        .map(|(h, p)| match h {
                            tokio_postgres::config::Host::Tcp(h) => format!("{h}:{p}"),
                            tokio_postgres::config::Host::Unix(s) => s.display().to_string(),
                        })
                        .collect();
                    format!(
                        "PostgreSQL database {} on {} as {}",
                        c.get_dbname().unwrap_or("(the user's)"),
                        hosts.join(", "),
                        c.get_user().unwrap_or("(the login's)")
                    )
                }
                Err(_) => "PostgreSQL (an unreadable URL)".to_owned(),
            },
        }
    }
}
