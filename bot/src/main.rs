//! `tabiya`: the bot. It starts every adapter whose credentials are set (Discord and Matrix
//! together, on one service); with none, the console; and its tools (`check`, `migrate`,
//! `render`, `pair`). Its arguments are declared once, in [`Cli`]: `tabiya --help`, `tabiya
//! COMMAND --help` and every usage error are clap's, from that declaration. Settings come from
//! `config.toml` (see `config.example.toml`; `TABIYA_CONFIG` names another), secrets from the
//! environment or `.env`.

// No function over 100 lines (the threshold in clippy.toml); the few longer ones say why.
#![warn(clippy::too_many_lines)]

use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::{OsStringValueParser, PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use tabiya_bot::adapters::console;
use tabiya_bot::config::{Config, Location, Secrets};
use tabiya_bot::i18n::Arg;
use tabiya_bot::service::Service;

/// Correspondence play of the historical chess family on Discord, Matrix and the console.
///
/// With no command, tabiya runs the bot: the adapters named, or, with none named, every one
/// whose credentials are set (Discord and Matrix together, on one service), else the console.
/// Settings come from the configuration file (see config.example.toml), secrets from the
/// environment or .env.
#[derive(Parser, Debug)]
#[command(
    name = "tabiya",
    version,
    max_term_width = 100,
    args_conflicts_with_subcommands = true,
    args_override_self = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: Run,
}

/// The tools beside the bot.
#[derive(Subcommand, Debug)]
enum Command {
    /// Says what would start, and what stops it; connects to nothing, opens no database.
    ///
    /// Exit status 0 when it would start, 2 when not.
    Check {
        #[command(flatten)]
        config: ConfigFile,
    },
    /// Copies a SQLite database into an empty PostgreSQL one, every game checked.
    ///
    /// The PostgreSQL database's schema is made first; every game is then read back from both
    /// and compared.
    Migrate {
        /// The SQLite database
        #[arg(long, value_name = "FILE", value_parser = path())]
        from: PathBuf,
        /// The PostgreSQL database, postgres://user@host:5432/database [default: DATABASE_URL,
        /// from the environment or .env]
        #[arg(long, value_name = "URL")]
        to: Option<String>,
    },
    /// Draws one board: a PNG file, and its alt text on stdout.
    Render {
        /// The game, by its id (shatranj, xiangqi, makruk, …)
        variant: String,
        /// The position, in FEN (quoted, or its fields as separate arguments) [default: the
        /// starting position]
        fen: Vec<String>,
        /// The PNG file to write
        #[arg(long, value_name = "FILE")]
        out: String,
        /// The piece set
        #[arg(long, value_enum, value_name = "SET", ignore_case = true, default_value_t = Set::Traditional)]
        set: Set,
        /// Draws the board from the second player's side
        #[arg(long)]
        flip: bool,
    },
    /// Pairs the next Swiss round of a FIDE TRF file (FIDE Dutch system).
    ///
    /// The round is printed as the arbiters' checkers print it.
    Pair {
        /// The tournament, a TRF-16 file
        #[arg(long, value_name = "FILE")]
        trf: String,
        /// Writes the file with that round added to OUT as well
        #[arg(long, value_name = "OUT")]
        write: Option<String>,
    },
}

/// The bot's own arguments, when no command is named.
#[derive(Args, Debug)]
struct Run {
    /// The adapters to start (the console runs alone) [default: every one whose credentials
    /// are set, else the console]
    #[arg(value_name = "ADAPTER", value_parser = adapter_names())]
    adapters: Vec<String>,
    #[command(flatten)]
    config: ConfigFile,
    /// The database: a SQLite file, or a postgres:// URL [default: [database] in the
    /// configuration, or DATABASE_URL]
    // The line above is `--help`'s text, where `[database]` names the configuration's table.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long, value_name = "FILE", value_parser = path())]
    db: Option<PathBuf>,
    /// A throwaway database in memory, in place of the file: every game is lost at exit
    #[arg(long)]
    ephemeral: bool,
    /// The console's folder for board images; '' for none [default: [console] images in the
    /// configuration]
    #[arg(long, value_name = "DIR", value_parser = path())]
    images: Option<PathBuf>,
}

/// `--config`, for the bot and for `check`.
#[derive(Args, Debug)]
struct ConfigFile {
    /// The configuration file [default: TABIYA_CONFIG, else config.toml]
    ///
    /// A file named here or by TABIYA_CONFIG must exist; a missing config.toml means the
    /// defaults.
    #[arg(long, value_name = "FILE", value_parser = path())]
    config: Option<PathBuf>,
}

impl ConfigFile {
    /// The file to read, and whether it must exist: one named must, `config.toml` need not.
    fn resolve(&self) -> (PathBuf, bool) {
        match &self.config {
            Some(p) => (p.clone(), true),
            None => default_config(),
        }
    }
}

/// The platform adapters `tabiya ADAPTER…` may name: every platform, by its key, with what
/// the platform list says of it.
fn adapter_names() -> PossibleValuesParser {
    PossibleValuesParser::new(
        tabiya_bot::platform::ALL
            .iter()
            .map(|p| PossibleValue::new(p.key).help(p.help)),
    )
}

/// `render --set`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Set {
    /// The characters Xiangqi, Janggi and Shogi players read; historical shapes for the 8×8
    /// games
    #[value(alias = "t", alias = "trad")]
    Traditional,
    /// Latin letters and pictograms a newcomer can read
    #[value(alias = "i", alias = "intl")]
    International,
}

impl From<Set> for tabiya_render::PieceSet {
    fn from(set: Set) -> Self {
        match set {
            Set::Traditional => tabiya_render::PieceSet::Traditional,
            Set::International => tabiya_render::PieceSet::International,
        }
    }
}

/// A path taken as given, even empty: `--images ''` means no images, and `--db ''` is refused
/// by [`database_path`] with its reason (clap's own path parser refuses an empty value).
fn path() -> impl TypedValueParser<Value = PathBuf> {
    OsStringValueParser::new().map(PathBuf::from)
}

fn main() -> ExitCode {
    // Help and `--version` exit 0; a usage error is printed with the usage, exit 2.
    let cli = Cli::parse();
    match cli.command {
        None => run_console(cli.run),
        Some(Command::Check { config }) => check(&config),
        Some(Command::Migrate { from, to }) => migrate(from, to),
        Some(Command::Render {
            variant,
            fen,
            out,
            set,
            flip,
        }) => {
            let opts = tabiya_render::Options {
                set: set.into(),
                flip,
                ..tabiya_render::Options::default()
            };
            render(&variant, &fen, &out, &opts)
        }
        Some(Command::Pair { trf, write }) => pair(&trf, write.as_deref()),
    }
}

/// A usage error found once the arguments are parsed, said as clap says its own: the message,
/// the usage of `subcommand` (or of `tabiya`), exit status 2.
fn usage_error(subcommand: Option<&str>, kind: ErrorKind, message: &str) -> ExitCode {
    let mut cli = Cli::command();
    cli.build();
    let command = match subcommand.and_then(|name| cli.find_subcommand_mut(name)) {
        Some(sub) => sub.error(kind, message),
        None => cli.error(kind, message),
    };
    let _ = command.print();
    ExitCode::from(2)
}

/// The database to open. An empty path or `:memory:` would lose every acknowledged game at
/// exit, so they are refused; `--ephemeral` asks for exactly that (a throwaway database in
/// memory, for trying the bot out).
fn database_path(db: PathBuf, ephemeral: bool) -> Result<PathBuf, String> {
    if ephemeral {
        eprintln!("tabiya: --ephemeral: games are kept in memory only and are lost at exit.");
        return Ok(PathBuf::from(":memory:"));
    }
    // A PostgreSQL URL is taken as it is.
    if tabiya_bot::storage::postgres_url(&db).is_some() {
        return Ok(db);
    }
    let text = db.to_string_lossy();
    if text.trim().is_empty() || text == ":memory:" || text.starts_with("file:") {
        return Err(format!(
            "the database path {:?} is not a file: every game would be lost at exit. Give a file (--db tabiya.db, or [database] path in config.toml), or --ephemeral for a throwaway database in memory.",
            text
        ));
    }
    Ok(db)
}

/// The configuration file when no `--config` is given: `TABIYA_CONFIG` (a container sets it,
/// so every subcommand reads the same file; then the file must exist), else `config.toml`
/// (the defaults when it does not exist). Whether it must exist.
fn default_config() -> (PathBuf, bool) {
    match std::env::var_os("TABIYA_CONFIG").filter(|p| !p.is_empty()) {
        Some(p) => (PathBuf::from(p), true),
        None => (PathBuf::from("config.toml"), false),
    }
}

#[expect(
    clippy::too_many_lines,
    reason = "the console's start-up, step by step"
)]
fn run_console(args: Run) -> ExitCode {
    let (config_path, config_required) = args.config.resolve();
    let Run {
        db,
        ephemeral,
        images,
        ..
    } = args;
    let mut named: Vec<&'static str> = Vec::new();
    for key in args
        .adapters
        .iter()
        .filter_map(|a| tabiya_bot::platform::Platform::by_key(a))
        .map(|p| p.key)
    {
        if !named.contains(&key) {
            named.push(key);
        }
    }
    let config = match Config::load(&config_path, config_required) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(2);
        }
    };
    // Secrets: the environment, or a `.env` file (a missing one is fine).
    let _ = dotenvy::dotenv();
    let secrets = Secrets::from_env();
    let configured = match Location::of(&config.database, &secrets) {
        Ok(l) => l.path(),
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(2);
        }
    };
    let db = match database_path(db.unwrap_or(configured), ephemeral) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(2);
        }
    };
    let plan = config.plan(&secrets);
    let adapters = if named.is_empty() {
        plan.adapters.clone()
    } else {
        named
    };
    if adapters.contains(&"console") && adapters.len() > 1 {
        return usage_error(
            None,
            ErrorKind::ArgumentConflict,
            "the console runs alone: name `console`, or the chat platforms",
        );
    }
    if adapters != ["console"] {
        let problems: Vec<&String> = plan
            .problems
            .iter()
            .filter(|(a, _)| adapters.contains(a))
            .map(|(_, p)| p)
            .collect();
        if !problems.is_empty() {
            for p in problems {
                eprintln!("tabiya: {p}");
            }
            eprintln!("tabiya: not started (`tabiya check` says what would start).");
            return ExitCode::from(2);
        }
        #[cfg(any(feature = "discord", feature = "matrix"))]
        return run_platforms(&config, &secrets, &db, &adapters);
        #[cfg(not(any(feature = "discord", feature = "matrix")))]
        return usage_error(
            None,
            ErrorKind::InvalidValue,
            "this tabiya was built without the chat adapters",
        );
    }
    let images = images
        .unwrap_or_else(|| config.console.images.clone())
        .into_os_string();
    let images = (!images.is_empty()).then(|| PathBuf::from(images));
    if let Some(dir) = &images {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("tabiya: cannot create {}: {e}", dir.display());
            return ExitCode::from(1);
        }
    }
    // The operator's log on stderr (the players' answers are on stdout): warnings, and the
    // database connection's comings and goings, unless RUST_LOG says otherwise.
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,tabiya_bot::storage=info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let mut service = match open_waiting(&db, "console", &config.database.options(), |m| {
        eprintln!("tabiya: {m}");
    }) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(1);
        }
    };
    service.configure(config.games.settings());
    service.set_limits(config.limits);
    let greeting = tabiya_bot::i18n::msg!(
        "console-greeting",
        form = Arg::code("USER /command"),
        example = Arg::code("alice /challenge @bob shatranj"),
        help = Arg::code("alice /help")
    );
    eprintln!(
        "{}",
        tabiya_bot::i18n::render(config.games.settings().language, &greeting)
    );
    let now = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    };
    // SIGTERM (systemd, Docker) and Ctrl-C stop the console once the command in hand is
    // answered: it has committed, so nothing acknowledged is lost; then exit 0.
    let busy: &'static std::sync::Mutex<()> = Box::leak(Box::new(std::sync::Mutex::new(())));
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build();
        if let Ok(runtime) = runtime {
            runtime.block_on(stop_signal());
            let _idle = busy
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let _ = std::io::Write::flush(&mut std::io::stdout());
            eprintln!("tabiya: stopped by a signal; every answered command is saved.");
            std::process::exit(0);
        }
    });
    let stdin = std::io::stdin();
    match console::run_guarded(
        &mut service,
        stdin.lock(),
        std::io::stdout(),
        images.as_deref(),
        now,
        busy,
    ) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabiya: {e}");
            ExitCode::from(1)
        }
    }
}

/// Runs the chat adapters named in `adapters` (each platform's [`Chat`] from the platform
/// list) on one service, with the scheduler, until one stops for good or a signal comes.
///
/// [`Chat`]: tabiya_bot::platform::Chat
#[cfg(any(feature = "discord", feature = "matrix"))]
fn run_platforms(
    config: &Config,
    secrets: &Secrets,
    db: &std::path::Path,
    adapters: &[&'static str],
) -> ExitCode {
    use tabiya_bot::platform::{Platform, Started};
    use tabiya_bot::runtime::{system_clock, ServiceHandle};

    let mut chats = Vec::new();
    for &name in adapters {
        match Platform::by_key(name).and_then(|p| p.chat.map(|c| (p, c))) {
            Some(found) => chats.push(found),
            None => {
                return usage_error(
                    None,
                    ErrorKind::InvalidValue,
                    &format!("this tabiya was built without the {name} adapter"),
                )
            }
        }
    }
    // Tabiya's own lines from info; each adapter's libraries' as it says (warnings), unless
    // RUST_LOG says otherwise. No line carries a token.
    let default_filter = std::iter::once("info")
        .chain(
            tabiya_bot::platform::ALL
                .iter()
                .filter_map(|p| p.chat.map(|c| c.log)),
        )
        .collect::<Vec<_>>()
        .join(",");
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        // Colours only on a terminal: a journal or a log file gets plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .init();
    let mut starters = Vec::new();
    for (platform, chat) in chats {
        match (chat.prepare)(config, secrets) {
            Ok(starter) => starters.push((platform.name, starter)),
            Err(e) => {
                eprintln!("tabiya: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let mut service = match open_waiting(db, adapters[0], &config.database.options(), |m| {
        tracing::warn!("{m}");
    }) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(1);
        }
    };
    service.configure(config.games.settings());
    service.set_limits(config.limits);
    service.serve(adapters);
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(1);
        }
    };
    let result = runtime.block_on(async move {
        let handle = ServiceHandle::spawn(service, system_clock());
        tokio::spawn(
            handle
                .clone()
                .run_scheduler(std::time::Duration::from_secs(60)),
        );
        let mut running = tokio::task::JoinSet::new();
        let mut stops = Vec::new();
        for (name, starter) in starters {
            let Started { running: run, stop } = starter(handle.clone());
            running.spawn(async move { (name, run.await) });
            stops.extend(stop);
        }
        // The first adapter to end for good ends the process (a supervisor restarts it
        // whole): a bot half up would look alive to its operator.
        let result = tokio::select! {
            Some(ended) = running.join_next() => match ended {
                Ok((name, Ok(()))) => {
                    tracing::info!("{name}: stopped");
                    Ok(())
                }
                Ok((name, Err(e))) => Err(format!("{name}: {e}")),
                Err(e) => Err(format!("an adapter stopped: {e}")),
            },
            () = stop_signal() => {
                tracing::info!("stopping (signal): no new commands; finishing the batch in hand");
                Ok(())
            }
        };
        running.abort_all();
        for stop in stops {
            stop.await;
        }
        // The adapters no longer take commands; a call queued behind every command already
        // sent returns once they have committed and been answered.
        let _ = handle.call(|_| ()).await;
        result
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabiya: {e}");
            ExitCode::from(1)
        }
    }
}

/// Opens the service on `db`. A PostgreSQL server that cannot be reached yet (still
/// starting, restarting beside the bot) is waited for, saying so through `say`, with a pause
/// that doubles from one second up to 30 s; any other failure is returned at once.
fn open_waiting(
    db: &std::path::Path,
    platform: &'static str,
    options: &tabiya_bot::storage::Options,
    say: impl Fn(&str),
) -> Result<Service, tabiya_bot::storage::StorageError> {
    let mut pause = std::time::Duration::from_secs(1);
    loop {
        match Service::open_with(db, platform, options) {
            Err(e) if e.is_unavailable() => {
                say(&format!(
                    "{e}; waiting for it, trying again in {} s",
                    pause.as_secs()
                ));
                std::thread::sleep(pause);
                pause = (pause * 2).min(std::time::Duration::from_secs(30));
            }
            opened => return opened,
        }
    }
}

/// Resolves at Ctrl-C or SIGTERM (what systemd and Docker send to stop a service).
async fn stop_signal() {
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        () = term => {}
    }
}

/// `tabiya check [--config FILE]`: reads the configuration and the secrets, and says what
/// would start and what stops it, without connecting to anything or opening the database.
/// Exit 0 when it would start, 2 when not.
fn check(config: &ConfigFile) -> ExitCode {
    let (config_path, required) = config.resolve();
    let config = match Config::load(&config_path, required) {
        Ok(c) => c,
        Err(e) => {
            println!("tabiya: {e}");
            println!("Would not start.");
            return ExitCode::from(2);
        }
    };
    if config_path.exists() {
        println!("Configuration: {} is valid.", config_path.display());
    } else {
        println!(
            "Configuration: no {}; the defaults apply.",
            config_path.display()
        );
    }
    let _ = dotenvy::dotenv();
    let secrets = Secrets::from_env();
    let plan = config.plan(&secrets);
    let location = match Location::of(&config.database, &secrets) {
        Ok(l) => l,
        Err(e) => {
            println!("tabiya: {e}");
            println!("Would not start.");
            return ExitCode::from(2);
        }
    };
    match &location {
        Location::Postgres(_) => println!(
            "Database: {} (connected to at the start; its schema is created or migrated then).",
            location.describe()
        ),
        Location::Sqlite(db) => match database_path(db.clone(), false) {
            Ok(path) if path.exists() => {
                println!("Database: SQLite file {} (exists).", path.display())
            }
            Ok(path) => println!(
                "Database: SQLite file {} (created at the first start).",
                path.display()
            ),
            Err(e) => {
                println!("tabiya: {e}");
                println!("Would not start.");
                return ExitCode::from(2);
            }
        },
    }
    for line in &plan.lines {
        println!("{line}");
    }
    if plan.problems.is_empty() {
        println!("Would start: {}.", plan.adapters.join(", "));
        ExitCode::SUCCESS
    } else {
        for (_, p) in &plan.problems {
            println!("Problem: {p}");
        }
        println!("Would not start.");
        ExitCode::from(2)
    }
}

/// `tabiya migrate --from FILE [--to URL]`: the SQLite database copied into an empty
/// PostgreSQL one (its schema made first), every game read back from both and compared.
fn migrate(from: PathBuf, to: Option<String>) -> ExitCode {
    let _ = dotenvy::dotenv();
    let Some(to) = to.or_else(|| Secrets::from_env().database_url) else {
        return usage_error(
            Some("migrate"),
            ErrorKind::MissingRequiredArgument,
            "--to is needed: DATABASE_URL is not set, in the environment or in .env",
        );
    };
    let Some(target) = Location::parse_url(&to) else {
        eprintln!("tabiya: --to is not a PostgreSQL URL (postgres://user@host:5432/database)");
        return ExitCode::from(2);
    };
    if !from.is_file() {
        eprintln!("tabiya: {} is not a SQLite file", from.display());
        return ExitCode::from(2);
    }
    let source = match tabiya_bot::storage::open(&from) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("tabiya: {}: {e}", from.display());
            return ExitCode::from(1);
        }
    };
    let dest = match tabiya_bot::storage::open(&target.path()) {
        Ok(db) => db,
        Err(e) => {
            eprintln!("tabiya: {}: {e}", target.describe());
            return ExitCode::from(1);
        }
    };
    match tabiya_bot::storage::copy::copy(&source, &dest) {
        Ok(done) => {
            for (table, n) in &done.rows {
                println!("{table}: {n} rows");
            }
            println!(
                "Copied {} into {}; all {} games read back the same. Start tabiya with DATABASE_URL (or [database] url) set to it.",
                from.display(),
                target.describe(),
                done.games_checked
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tabiya: {e}");
            ExitCode::from(1)
        }
    }
}

/// `tabiya pair --trf FILE [--write OUT]`: the next round, as the arbiters' checkers print
/// it; with `--write`, the file with the round added is written to OUT as well.
fn pair(file: &str, write: Option<&str>) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("tabiya: cannot read {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let result = match write {
        None => tabiya_bot::tournament::pair_trf(&text).map(|out| (out, None)),
        Some(_) => tabiya_bot::tournament::pair_trf_and_write(&text)
            .map(|(out, written)| (out, Some(written))),
    };
    match result {
        Ok((out, written)) => {
            if let (Some(path), Some(written)) = (write, written) {
                if let Err(e) = std::fs::write(path, written) {
                    eprintln!("tabiya: cannot write {path}: {e}");
                    return ExitCode::from(2);
                }
            }
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tabiya: {e}");
            ExitCode::from(1)
        }
    }
}

/// `tabiya render VARIANT [FEN] --out FILE`: one board drawn into `out`, its alt text printed.
fn render(name: &str, fen: &[String], out: &str, opts: &tabiya_render::Options) -> ExitCode {
    let variant = match tabiya_engine::Variant::historical(name, &[]) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("tabiya: {e}");
            return ExitCode::from(2);
        }
    };
    let pos = if !fen.is_empty() {
        match tabiya_engine::fen::parse(&fen.join(" "), variant) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("tabiya: {e}");
                return ExitCode::from(2);
            }
        }
    } else {
        tabiya_engine::Position::new(variant)
    };
    let image = tabiya_render::render(&tabiya_engine::view::BoardView::new(&pos, None), opts);
    if let Err(e) = std::fs::write(out, &image.png) {
        eprintln!("tabiya: cannot write {out}: {e}");
        return ExitCode::from(1);
    }
    println!("{}", image.alt);
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::{Cli, Command, CommandFactory, Parser, PathBuf, Set};

    /// clap's own checks of the declaration (conflicting names, bad defaults…), which it
    /// otherwise makes only when an argument is parsed in a debug build.
    #[test]
    fn the_declaration_is_consistent() {
        Cli::command().debug_assert();
    }

    /// The adapters the command line offers are the platform list's, each with its help,
    /// and each chat platform this build has can be started.
    #[test]
    fn adapters_are_the_service_s_platforms() {
        let offered: Vec<String> = Cli::command()
            .get_arguments()
            .find(|a| a.get_id() == "adapters")
            .expect("the adapters")
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_owned())
            .collect();
        let keys: Vec<&str> = tabiya_bot::platform::ALL.iter().map(|p| p.key).collect();
        assert_eq!(offered, keys);
        for key in &offered {
            assert_eq!(tabiya_bot::service::known_platform(key), Some(&key[..]));
        }
        let help = Cli::command().render_long_help().to_string();
        assert!(
            help.contains("DISCORD_TOKEN") && help.contains("stdin"),
            "{help}"
        );
        let chats = tabiya_bot::platform::ALL
            .iter()
            .filter(|p| p.chat.is_some());
        assert_eq!(chats.count(), 2, "Discord and Matrix in a default build");
    }

    /// The invocations the README, the tests and the deployment files use parse as before.
    #[test]
    fn existing_invocations_parse() {
        let parse = |args: &[&str]| {
            Cli::try_parse_from(std::iter::once("tabiya").chain(args.iter().copied()))
                .unwrap_or_else(|e| panic!("{args:?}: {e}"))
        };
        let cli = parse(&[
            "console",
            "--config",
            "config.toml",
            "--db",
            "t.db",
            "--images",
            "",
        ]);
        assert!(cli.command.is_none());
        assert_eq!(cli.run.adapters, ["console"]);
        assert_eq!(cli.run.images, Some(PathBuf::new()));
        assert_eq!(cli.run.db, Some(PathBuf::from("t.db")));
        assert_eq!(cli.run.config.config, Some(PathBuf::from("config.toml")));
        let cli = parse(&["--db", "", "discord", "matrix", "--ephemeral"]);
        assert_eq!(cli.run.adapters, ["discord", "matrix"]);
        assert_eq!(cli.run.db, Some(PathBuf::new()));
        assert!(cli.run.ephemeral);
        // A repeated option: the last one counts, as it did.
        let cli = parse(&["--db", "a.db", "--db", "b.db"]);
        assert_eq!(cli.run.db, Some(PathBuf::from("b.db")));
        assert!(parse(&[]).run.adapters.is_empty());
        assert!(matches!(
            parse(&["check", "--config", "/etc/tabiya/config.toml"]).command,
            Some(Command::Check { config }) if config.config.is_some()
        ));
        assert!(matches!(
            parse(&["migrate", "--from", "tabiya.db"]).command,
            Some(Command::Migrate { to: None, .. })
        ));
        assert!(matches!(
            parse(&["pair", "--trf", "round2.trf"]).command,
            Some(Command::Pair { write: None, .. })
        ));
        let Some(Command::Render {
            variant,
            fen,
            out,
            set,
            flip,
        }) = parse(&[
            "render",
            "xiangqi",
            "9/9/9/9/9/9/9/9/9/4K4",
            "w",
            "-",
            "-",
            "0",
            "1",
            "--out",
            "b.png",
            "--set",
            "intl",
            "--flip",
        ])
        .command
        else {
            panic!("render")
        };
        assert_eq!((variant.as_str(), out.as_str()), ("xiangqi", "b.png"));
        assert_eq!(fen.join(" "), "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        assert_eq!((set, flip), (Set::International, true));
    }
}
