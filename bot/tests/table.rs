//! The command table is the one source of the grammar: every example parses, every option it
//! names is accepted (and no other), `/help` lists every command and `/help COMMAND` explains
//! each, Discord registers exactly the table's commands with its summaries, and the README's
//! command table is the one the table renders.

use std::path::Path;

use tabiya_bot::service::table::{self, COMMANDS};
use tabiya_bot::service::{parse, Incoming, Service};

#[test]
fn every_command_of_the_table_parses_from_its_help() {
    for s in COMMANDS {
        parse(s.example).unwrap_or_else(|e| panic!("{}: {e}", s.example));
        assert!(
            s.example.starts_with(&format!("/{} ", s.name)) || s.example == format!("/{}", s.name)
        );
        assert!(s.summary.chars().count() <= 100, "{}", s.name);
        for key in s.keys {
            if let Err(e) = parse(&format!("/{} {key}:1", s.name)) {
                assert!(
                    !e.0.contains("option"),
                    "/{} refuses its own {key}: {e}",
                    s.name
                );
            }
        }
        // /link reads handles such as `alice:example.org`, which are no options.
        if !matches!(s.name, "link" | "unlink") {
            let e = parse(&format!("/{} bogus:1", s.name)).expect_err("not an option");
            assert!(e.0.contains("bogus"), "/{}: {e}", s.name);
        }
        for alias in s.aliases {
            assert_eq!(table::find(alias).map(|t| t.name), Some(s.name));
        }
    }
}

#[test]
fn help_lists_every_command_and_explains_each() {
    let mut service = Service::open(Path::new(":memory:"), "console").expect("service");
    service.set_limits(tabiya_bot::service::Limits {
        commands_per_minute: 1_000,
        ..Default::default()
    });
    let mut ask = |text: &str| {
        service
            .handle(&Incoming::new(text, "alice", "hall", text, 1_800_000_000))
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let overview = ask("/help");
    assert!(
        overview.chars().count() <= 1_900,
        "the overview fits one Discord message: {} characters",
        overview.chars().count()
    );
    for s in COMMANDS {
        assert!(overview.contains(&format!("/{}", s.name)), "{}", s.name);
        let detail = ask(&format!("/help {}", s.name));
        assert!(
            detail.contains(s.summary) && detail.contains(s.example),
            "{detail}"
        );
    }
    // The games come from the engine.
    for v in tabiya_engine::variants::ALL {
        assert!(overview.contains(v.key), "{}", v.key);
    }
    assert!(ask("/help nosuch").contains("There is no /nosuch"));
    assert!(
        ask("/help seek").contains("/challenge"),
        "aliases lead to their command"
    );
}

#[test]
fn discord_registers_exactly_the_tables_commands() {
    let registered: Vec<serde_json::Value> = tabiya_bot::adapters::discord::commands()
        .iter()
        .map(|c| serde_json::to_value(c).expect("json"))
        .collect();
    let mut names: Vec<&str> = registered
        .iter()
        .map(|c| c["name"].as_str().expect("name"))
        .collect();
    names.sort_unstable();
    let mut table: Vec<&str> = COMMANDS.iter().map(|s| s.name).collect();
    table.sort_unstable();
    assert_eq!(names, table);
    for c in &registered {
        let s = table::find(c["name"].as_str().expect("name")).expect("in the table");
        assert_eq!(c["description"], serde_json::json!(s.summary));
    }
}

#[test]
fn the_readme_command_table_is_the_tables() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .expect("README");
    assert!(
        readme.contains(&table::markdown()),
        "README.md's command table differs from the command table; paste:\n{}",
        table::markdown()
    );
}
