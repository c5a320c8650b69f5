//! Configuration: the example file, errors naming the key, secrets kept out of output.

use tabiya_bot::config::{Config, Secrets};

#[test]
fn the_example_file_is_valid_and_complete() {
    let text =
        std::fs::read_to_string(manifest_dir().join("../config.example.toml")).expect("example");
    let config = Config::parse(&text, "config.example.toml").expect("valid");
    assert_eq!(
        config,
        Config::default(),
        "the example documents the defaults"
    );
}

#[test]
fn invalid_files_name_the_key() {
    let e = Config::parse("[games]\ndefault_days = 4\n", "config.toml").expect_err("4 days");
    assert!(e.0.contains("games.default_days"), "{e}");
    let e = Config::parse("[database]\npaht = \"x.db\"\n", "config.toml").expect_err("typo");
    assert!(e.0.contains("paht"), "{e}");
    let e = Config::parse("[games]\ndefault_days = \"three\"\n", "config.toml").expect_err("type");
    assert!(e.0.contains("default_days"), "{e}");
    let e = Config::parse("[games]\ndigest_hour = 24\n", "config.toml").expect_err("hour");
    assert!(e.0.contains("games.digest_hour = 24"), "{e}");
    let e = Config::parse("[matrix]\nprefix = \"tabiya\"\n", "config.toml").expect_err("prefix");
    assert!(e.0.contains("matrix.prefix"), "{e}");
    let e = Config::parse("[games]\nlanguage = \"klingon\"\n", "config.toml").expect_err("tlh");
    assert!(
        e.0.contains("games.language = \"klingon\"") && e.0.contains("zh-TW"),
        "{e}"
    );
}

/// `[games] language`: the language of a channel that chose none, in place of English.
#[test]
fn the_configured_language_speaks_where_a_channel_chose_none() {
    let config = Config::parse("[games]\nlanguage = \"ko\"\n", "config.toml").expect("ko");
    let mut s = tabiya_bot::service::Service::open(std::path::Path::new(":memory:"), "console")
        .expect("db");
    s.configure(config.games.settings());
    assert_eq!(s.channel_language("hall"), "ko");
    let say = |s: &mut tabiya_bot::service::Service, n: i64, who: &str, text: &str| {
        s.handle(&tabiya_bot::service::Incoming::new(
            &format!("e{n}"),
            who,
            "hall",
            text,
            1_800_000_000 + n,
        ))
    };
    let posted = say(&mut s, 1, "ann", "/challenge @bob janggi");
    assert_eq!(posted[0].lang, "ko");
    let text = tabiya_bot::i18n::render("ko", posted[0].message.as_ref().expect("said"));
    assert!(text.contains("장기"), "{text}");
    // A newcomer's first command, refused after it had written (his player row, rolled
    // back): answered in the place's language too.
    let refused = say(&mut s, 2, "cid", "/import +7776FU,XYZ");
    assert_eq!(refused[0].lang, "ko", "{}", refused[0].text);
    // A moderator's choice still wins.
    say(&mut s, 3, "ann", "/settings channel:ja");
    assert_eq!(s.channel_language("hall"), "ja");
}

#[test]
fn secrets_never_show_in_debug_output() {
    let s = Secrets {
        discord_token: Some("very-secret-token".into()),
        discord_application_id: Some("1234".into()),
        matrix_password: None,
        matrix_access_token: Some("another-secret".into()),
        matrix_store_passphrase: Some("third-secret".into()),
        database_url: Some("postgres://tabiya:fourth-secret@db.example.org/tabiya".into()),
    };
    let shown = format!("{s:?}");
    assert!(
        !shown.contains("very-secret")
            && !shown.contains("another-secret")
            && !shown.contains("third-secret")
            && !shown.contains("fourth-secret"),
        "{shown}"
    );
    // Where the database is, as the operator is told: no password.
    let location =
        tabiya_bot::config::Location::of(&Config::default().database, &s).expect("a URL");
    assert_eq!(
        location.describe(),
        "PostgreSQL database tabiya on db.example.org:5432 as tabiya"
    );
    assert!(!format!("{location:?}").contains("fourth-secret"));
    // The adapters' options carry the secrets on; they do not show them either.
    let discord = Config::default()
        .discord
        .options(&s)
        .expect("valid")
        .expect("token set");
    assert_eq!(discord.application_id, Some(1234));
    assert!(
        !format!("{discord:?}").contains("very-secret"),
        "{discord:?}"
    );
    let e = Config::parse("[discord]\ntest_guild = \"my server\"\n", "config.toml")
        .expect("parses")
        .discord
        .options(&s)
        .expect_err("not an id");
    assert!(e.0.contains("discord.test_guild"), "{e}");
    let options = format!("{:?}", Config::default().matrix.options(&s));
    assert!(
        !options.contains("another-secret") && !options.contains("third-secret"),
        "{options}"
    );
    assert!(shown.contains("discord_token: \"set\""), "{shown}");
}

#[test]
fn the_binary_refuses_a_bad_config_with_a_clear_error() {
    let dir = std::env::temp_dir().join(format!("tabiya-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("bad.toml");
    std::fs::write(&path, "[games]\ndefault_days = 9\n").expect("write");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
        .arg("--config")
        .arg(&path)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("games.default_days = 9 is not offered"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The binary's arguments are clap's: `--help` lists the commands (exit 0), an unknown flag is
/// a usage error naming it (exit 2), and `check` with a missing `--config` file says it would
/// not start (exit 2), as before.
#[test]
fn the_binary_s_help_and_usage_errors_come_from_its_declaration() {
    let tabiya = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .args(args)
            .env_remove("TABIYA_CONFIG")
            .env_remove("DATABASE_URL")
            .stdin(std::process::Stdio::null())
            .output()
            .expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, help, err) = tabiya(&["--help"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        help.contains("Usage: tabiya [OPTIONS] [ADAPTER]..."),
        "{help}"
    );
    for command in ["check", "migrate", "render", "pair"] {
        assert!(
            help.contains(&format!("\n  {command} ")),
            "{command}: {help}"
        );
    }
    for option in [
        "--config <FILE>",
        "--db <FILE>",
        "--ephemeral",
        "--images <DIR>",
    ] {
        assert!(help.contains(option), "{option}: {help}");
    }
    assert!(help.contains("console") && help.contains("discord") && help.contains("matrix"));
    let (code, help, err) = tabiya(&["render", "--help"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(help.contains("Usage: tabiya render"), "{help}");
    assert!(
        help.contains("traditional") && help.contains("international"),
        "{help}"
    );

    for args in [
        &["--frobnicate"][..],
        &["console", "--frobnicate"],
        &["check", "--frobnicate"],
    ] {
        let (code, out, err) = tabiya(args);
        assert_eq!(code, Some(2), "{args:?}: {out}{err}");
        assert!(
            err.contains("unexpected argument '--frobnicate'"),
            "{args:?}: {err}"
        );
        assert!(err.contains("Usage: tabiya"), "{args:?}: {err}");
    }
    let (code, _, err) = tabiya(&["console", "checkers"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("invalid value 'checkers'"), "{err}");

    let missing =
        std::env::temp_dir().join(format!("tabiya-no-config-{}.toml", std::process::id()));
    let missing = missing.to_str().expect("utf-8");
    let (code, out, err) = tabiya(&["check", "--config", missing]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(out.contains(&format!("cannot read {missing}")), "{out}");
    assert!(out.trim_end().ends_with("Would not start."), "{out}");
}

/// The package's folder, read when the test runs (cargo sets it): a binary built from
/// another clone sharing the target folder must not look in that clone.
fn manifest_dir() -> std::path::PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

/// `[discord] shards` and `shard_count`: a process's range of a bot's shards, checked.
#[test]
fn shard_ranges_are_read_and_checked() {
    let read = |text: &str| {
        Config::parse(text, "config.toml").map(|c| {
            c.discord
                .shards()
                .map(|s| s.map(|s| (s.first, s.last, s.count)))
        })
    };
    assert_eq!(read("").expect("ok").expect("ok"), None);
    assert_eq!(
        read("[discord]\nshards = \"0-3\"\nshard_count = 16")
            .expect("ok")
            .expect("ok"),
        Some((0, 3, 16))
    );
    assert_eq!(
        read("[discord]\nshards = \"7\"\nshard_count = 8")
            .expect("ok")
            .expect("ok"),
        Some((7, 7, 8))
    );
    assert_eq!(
        read("[discord]\nshard_count = 4").expect("ok").expect("ok"),
        Some((0, 3, 4)),
        "a count alone: every shard in this process"
    );
    for (text, says) in [
        ("[discord]\nshards = \"0-3\"", "shard_count is not"),
        (
            "[discord]\nshards = \"3-1\"\nshard_count = 4",
            "not a range of shards",
        ),
        (
            "[discord]\nshards = \"2-4\"\nshard_count = 4",
            "below shard_count = 4",
        ),
        ("[discord]\nshards = \"x\"\nshard_count = 4", "not a range"),
    ] {
        let e = read(text).expect("parses").expect_err(text);
        assert!(e.0.contains(says), "{text}: {e}");
    }
}
