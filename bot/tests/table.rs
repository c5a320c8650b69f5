//! The command table is the one source of the grammar: every example parses, the examples
//! together use every option, each parses back from the line the table writes of it (the
//! line a Discord form becomes), every option's own error names it, `/help` lists every
//! command and `/help COMMAND` explains each with its options, Discord registers exactly the
//! table's commands and options, and the book's command table is the one the table renders.

use std::collections::HashSet;
use std::path::Path;

use tabiya_bot::i18n::english;
use tabiya_bot::service::table::{self, Kind, Place, COMMANDS};
use tabiya_bot::service::{parse, Incoming, Service};

/// The text after a line's command name.
fn after_name(line: &str) -> &str {
    line.split_once(' ').map_or("", |(_, rest)| rest)
}

#[test]
fn every_example_parses_and_reads_back_from_the_line_written_of_it() {
    for s in COMMANDS {
        let mut used = HashSet::new();
        for example in s.examples {
            assert!(
                example.starts_with(&format!("/{} ", s.name)) || *example == format!("/{}", s.name),
                "{example}"
            );
            parse(example).unwrap_or_else(|e| panic!("{example}: {e}"));
            let args = table::read_line(s, after_name(example)).expect("read");
            used.extend(args.values.iter().map(|(n, _)| *n));
            // The rule options an example names are the game's.
            if let (Some(game), Some(rules)) = (args.text("variant"), args.text("rules")) {
                if game != "ashtapada" {
                    let rules: Vec<&str> = rules.split(',').collect();
                    tabiya_engine::Variant::historical(&game, &rules)
                        .unwrap_or_else(|e| panic!("{example}: {e}"));
                }
            }
            // The line the table writes of these options (what a Discord form becomes)
            // reads back to the same options and parses to the same command.
            let line = table::line(s, &table::form(&args));
            let again =
                table::read_line(s, after_name(&line)).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(again, args, "{example} → {line}");
            assert_eq!(parse(&line), parse(example), "{example} → {line}");
        }
        for p in s.params {
            // A file is attached on Discord, never typed: the adapter reads it as the record.
            assert!(
                used.contains(p.name) || matches!(p.kind, Kind::File),
                "/{}: no example uses `{}`",
                s.name,
                p.name
            );
            let help = english(&table::help_of(s, p));
            assert!(help.chars().count() <= 100, "{help}");
        }
        assert!(
            english(&table::summary(s)).chars().count() <= 100,
            "{}",
            s.name
        );
        for alias in s.aliases {
            assert_eq!(table::find(alias).map(|t| t.name), Some(s.name));
        }
    }
}

/// What a Discord form holds with spaces in it stays in its own option: an arrangement saved
/// as "my wall" is named `my_wall` (as the bot prints it and it is typed back), not `my` with
/// a placement `wall`; a tournament's name keeps its spaces.
#[test]
fn form_text_with_spaces_stays_in_its_option() {
    let arrangement = table::find("arrangement").expect("arrangement");
    let line = table::line(
        arrangement,
        &[
            ("action", "save".to_owned()),
            ("name", "my wall".to_owned()),
            ("pieces", "K@e2 F@d2".to_owned()),
        ],
    );
    assert_eq!(line, "/arrangement save my_wall K@e2 F@d2");
    assert_eq!(
        parse(&line),
        Ok(tabiya_bot::service::Command::Arrangement {
            save: Some((
                "my_wall".to_owned(),
                vec!["K@e2".to_owned(), "F@d2".to_owned()]
            )),
        })
    );
    let tournament = table::find("tournament").expect("tournament");
    let line = table::line(
        tournament,
        &[
            ("action", "create".to_owned()),
            ("variant", "makruk".to_owned()),
            ("name", "Winter  Cup".to_owned()),
        ],
    );
    assert!(
        matches!(
            parse(&line),
            Ok(tabiya_bot::service::Command::Tournament {
                action: tabiya_bot::service::TournamentAction::Create(ref new),
                ..
            }) if new.name.as_deref() == Some("Winter Cup")
        ),
        "{line}"
    );
}

#[test]
fn every_option_refuses_what_it_cannot_take_by_name() {
    for s in COMMANDS {
        for p in s.params {
            let bad = match p.kind {
                Kind::Number { .. } | Kind::Among(_) => "999999999999999999",
                Kind::Word(_) | Kind::Game { .. } => "bogus",
                Kind::YesNo | Kind::Flag { .. } => "maybe",
                Kind::Player
                | Kind::Text
                | Kind::Line
                | Kind::Piece
                | Kind::Rest { .. }
                | Kind::Record
                | Kind::File => continue,
            };
            let line = format!("/{} {}:{bad}", s.name, p.name);
            // Commands without `key:value` options read `name:value` as a plain word.
            if !s.params.iter().any(|p| p.place == Place::Key) {
                continue;
            }
            let e = parse(&line).expect_err(&line);
            let e = e.to_string();
            assert!(e.contains(bad) || e.contains(p.name), "{line}: {e}");
        }
        if s.params.iter().any(|p| p.place == Place::Key) {
            let e = parse(&format!("/{} bogus:1", s.name)).expect_err("not an option");
            assert!(e.to_string().contains("bogus"), "/{}: {e}", s.name);
        }
        // A stray word is refused by name, not ignored.
        if !s.params.iter().any(|p| {
            matches!(
                p.kind,
                Kind::Text | Kind::Piece | Kind::Rest { .. } | Kind::Record
            )
        }) {
            let e = parse(&format!("/{} zzzz", s.name)).expect_err("a stray word");
            assert!(e.to_string().contains("zzzz"), "/{}: {e}", s.name);
        }
    }
}

#[test]
fn what_a_command_needs_is_asked_for() {
    for s in COMMANDS {
        if s.params.iter().any(|p| p.required) {
            let e = parse(&format!("/{}", s.name)).expect_err("needs an option");
            assert!(e.to_string().contains(s.examples[0]), "/{}: {e}", s.name);
        }
    }
    assert!(parse("/rules nosuchgame")
        .expect_err("no game")
        .to_string()
        .contains("shatranj"));
}

#[test]
fn help_lists_every_command_and_explains_each() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
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
        assert!(detail.chars().count() <= 1_900, "{detail}");
        assert!(
            detail.contains(&english(&table::summary(s)))
                && s.examples.iter().all(|e| detail.contains(e)),
            "{detail}"
        );
        for p in s.params {
            assert!(
                detail.contains(&english(&table::help_of(s, p))),
                "{detail} lacks {}",
                p.name
            );
        }
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

/// The registration speaks the games' homelands: /challenge's game list names Xiangqi 象棋
/// in Chinese and Shogi 将棋 in Japanese, and its description is Korean in Korean.
#[test]
fn discord_registers_the_homelands_names() {
    let challenge = tabiya_bot::adapters::discord::commands()
        .iter()
        .map(|c| serde_json::to_value(c).expect("json"))
        .find(|c| c["name"] == "challenge")
        .expect("/challenge");
    let choice = |key: &str| {
        challenge["options"]
            .as_array()
            .expect("options")
            .iter()
            .find(|o| o["name"] == "variant")
            .and_then(|o| o["choices"].as_array().cloned())
            .expect("the games")
            .into_iter()
            .find(|c| c["value"] == key)
            .expect("a game")
    };
    assert_eq!(choice("xiangqi")["name_localizations"]["zh-CN"], "象棋");
    assert_eq!(choice("shogi")["name_localizations"]["ja"], "将棋");
    let korean = challenge["description_localizations"]["ko"]
        .as_str()
        .expect("a Korean description");
    assert!(
        korean
            .chars()
            .any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c)),
        "{korean}"
    );
}

#[test]
fn discord_registers_exactly_the_tables_commands_and_options() {
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
        assert_eq!(
            c["description"],
            serde_json::json!(english(&table::summary(s)))
        );
        let options = c["options"].as_array().cloned().unwrap_or_default();
        assert_eq!(options.len(), s.params.len(), "/{}", s.name);
        // Discord's limits: 25 options, and 4,000 characters of names, descriptions and
        // choices in one command.
        assert!(options.len() <= 25, "/{}", s.name);
        let text = |v: &serde_json::Value| v.as_str().map_or(0, |t| t.chars().count());
        let size: usize = text(&c["name"])
            + text(&c["description"])
            + options
                .iter()
                .map(|o| {
                    text(&o["name"])
                        + text(&o["description"])
                        + o["choices"].as_array().map_or(0, |cs| {
                            cs.iter()
                                .map(|c| text(&c["name"]) + c["value"].to_string().len())
                                .sum()
                        })
                })
                .sum::<usize>();
        assert!(size <= 4_000, "/{}: {size} characters", s.name);
        // Translated descriptions: within Discord's 100 characters, in Discord's locales.
        let localized = |v: &serde_json::Value| {
            v.as_object()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .map(|(locale, text)| {
                    assert!(
                        tabiya_bot::adapters::discord::LOCALES.contains(&locale.as_str()),
                        "/{}: {locale}",
                        s.name
                    );
                    let n = text.as_str().map_or(0, |t| t.chars().count());
                    assert!((1..=100).contains(&n), "/{}: {locale}: {text}", s.name);
                    locale
                })
                .count()
        };
        assert!(
            localized(&c["description_localizations"]) > 0,
            "/{}",
            s.name
        );
        for o in &options {
            localized(&o["description_localizations"]);
            for choice in o["choices"].as_array().cloned().unwrap_or_default() {
                localized(&choice["name_localizations"]);
            }
        }
        let mut optional_seen = false;
        for o in &options {
            let p = s
                .params
                .iter()
                .find(|p| o["name"] == serde_json::json!(p.name))
                .expect("an option of the table");
            assert_eq!(
                o["description"],
                serde_json::json!(english(&table::help_of(s, p)))
            );
            let required = o["required"].as_bool().unwrap_or(false);
            assert!(
                !(required && optional_seen),
                "/{}: needed options first",
                s.name
            );
            optional_seen |= !required;
            assert!(o["choices"].as_array().map_or(0, Vec::len) <= 25);
            match p.kind {
                Kind::Word(ch) => {
                    assert_eq!(o["choices"].as_array().map(Vec::len), Some(ch.words.len()))
                }
                Kind::Game { .. } => {
                    let keys: Vec<&str> = o["choices"]
                        .as_array()
                        .expect("games")
                        .iter()
                        .filter_map(|c| c["value"].as_str())
                        .collect();
                    for v in tabiya_engine::variants::ALL {
                        assert!(keys.contains(&v.key));
                    }
                }
                _ => {}
            }
        }
    }
}

#[test]
fn the_books_command_table_is_the_tables() {
    let readme = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/book/src/players/commands.md"),
    )
    .expect("README");
    assert!(
        readme.contains(&table::markdown()),
        "the book's command table (docs/book/src/players/commands.md) differs from the command table; paste:\n{}",
        table::markdown()
    );
}

/// Each entry of the table names the handler that runs what its options build: every
/// example of every command reaches a handler that takes it (a command sent to the wrong
/// handler is an internal error), in a fresh service and in one with a game going on.
#[test]
fn every_example_reaches_a_handler_that_takes_it() {
    let internal = tabiya_bot::service::Reply::internal_error().text;
    for with_game in [false, true] {
        let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
        service.set_images(false);
        let mut n = 0;
        let mut say = |service: &mut Service, user: &str, text: &str| {
            n += 1;
            service.handle(&Incoming::new(
                &format!("e{n}"),
                user,
                "console",
                text,
                1_800_000_000 + n,
            ))
        };
        if with_game {
            say(&mut service, "alice", "/challenge @bob xiangqi color:white");
            say(&mut service, "bob", "/accept");
        }
        for (i, spec) in table::COMMANDS.iter().enumerate() {
            for (j, example) in spec.examples.iter().enumerate() {
                // Each from a user of its own: no rate limit in the way.
                let user = if with_game && j == 0 {
                    "alice".to_owned()
                } else {
                    format!("u{i}x{j}")
                };
                for reply in say(&mut service, &user, example) {
                    assert_ne!(reply.text, internal, "/{}: `{example}`", spec.name);
                }
            }
        }
    }
}

/// The counts the book quotes are the code's: the commands Discord registers.
#[test]
fn the_book_quotes_the_number_of_commands_registered() {
    let readme = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/book/src/admins/discord.md"),
    )
    .expect("the Discord page");
    let registered = tabiya_bot::adapters::discord::commands().len();
    assert_eq!(registered, COMMANDS.len(), "one registration per command");
    let quoted = format!("`{registered} commands registered`");
    assert!(
        readme.contains(&quoted),
        "docs/book/src/admins/discord.md should say {quoted}"
    );
    for n in 1..100 {
        if n != registered {
            assert!(
                !readme.contains(&format!("`{n} commands registered`")),
                "the Discord page quotes {n} commands registered; the table has {registered}"
            );
        }
    }
}

/// The README's two set-up commands are exactly these: the console (no account needed), and
/// every test; the test command is the one CI runs.
#[test]
fn the_readme_holds_the_two_set_up_commands() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README");
    for command in [
        "    cargo run --release -p tabiya-bot --bin tabiya -- console --db tabiya.db --images boards\n",
        "    ./tools/test-all\n",
    ] {
        assert!(readme.contains(command), "README.md lacks {command:?}");
    }
    let ci = std::fs::read_to_string(root.join(".ci/run")).expect(".ci/run");
    assert!(
        ci.contains("exec ./tools/test-all"),
        ".ci/run runs the test command"
    );
}

/// Every relative link in the README and the book leads to a file that exists.
#[test]
fn every_link_in_the_readme_and_the_book_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut pages = vec![root.join("README.md")];
    let mut dirs = vec![root.join("docs/book/src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the book") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    let mut broken = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).expect("page");
        for (i, _) in text.match_indices("](") {
            let rest = &text[i + 2..];
            let Some(end) = rest.find(')') else { continue };
            let target = rest[..end].split('#').next().unwrap_or("");
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let resolved = page.parent().expect("a folder").join(target);
            if !resolved.exists() {
                broken.push(format!("{}: {target}", page.display()));
            }
        }
    }
    assert!(pages.len() > 15, "{} pages", pages.len());
    assert!(
        broken.is_empty(),
        "links that lead nowhere:\n{}",
        broken.join("\n")
    );
}

/// What the README counts and names is what the code has: the games (thirteen, and
/// Ashtapada), the languages besides English, the computer's levels, and every game's rules
/// page linked under its name.
#[test]
fn the_readme_s_counts_and_names_are_the_code_s() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README");
    let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen",
    ];
    let games = tabiya_engine::variants::ALL.len();
    let languages = tabiya_bot::i18n::LANGUAGES.len() - 1;
    let levels = tabiya_engine::computer::LEVELS.count();
    let lower = readme.to_lowercase();
    for (n, phrase) in [
        (games, "historical games"),
        (languages, "languages"),
        (levels, "levels"),
    ] {
        let said = format!("{} {phrase}", words[n]);
        assert!(
            lower.contains(&said),
            "README.md should say {said:?} (the code has {n})"
        );
        for (m, word) in words.iter().enumerate().filter(|&(m, _)| m != n) {
            assert!(
                !lower.contains(&format!("{word} {phrase}")),
                "README.md says {m} {phrase}; the code has {n}"
            );
        }
    }
    for spec in tabiya_engine::variants::ALL {
        let link = format!("](docs/rules/{}.md)", spec.key);
        assert!(
            readme.contains(&format!("[{}{link}", spec.name)),
            "README.md links {} to its rules as [{}]{link}",
            spec.key,
            spec.name
        );
    }
}

/// The configuration page's sections, written from `config.example.toml`: a section's `##`
/// lines are its note, the `#` lines just above a key explain the key, and its value is the
/// default. A key without its explanation is an error.
fn configuration_sections(example: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut note: Vec<&str> = Vec::new();
    let mut comment: Vec<&str> = Vec::new();
    let mut in_section = false;
    let mut table_open = false;
    for line in example.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            if !comment.is_empty() && in_section {
                return Err(format!("a comment explains no key before [{name}]"));
            }
            out.push_str(&format!("## `[{name}]`\n\n"));
            in_section = true;
            table_open = false;
            note.clear();
            comment.clear();
            continue;
        }
        if !in_section {
            continue;
        }
        if let Some(n) = line.strip_prefix("##") {
            note.push(n.trim());
            continue;
        }
        if let Some(c) = line.strip_prefix('#') {
            comment.push(c.trim());
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        if comment.is_empty() {
            return Err(format!("no comment explains `{key}`"));
        }
        if !table_open {
            if !note.is_empty() {
                out.push_str(&note.join(" "));
                out.push_str("\n\n");
                note.clear();
            }
            out.push_str("| key | default | meaning |\n|---|---|---|\n");
            table_open = true;
        }
        out.push_str(&format!(
            "| `{key}` | `{value}` | {} |\n",
            comment.join(" ")
        ));
        comment.clear();
    }
    Ok(out.replace("|\n## ", "|\n\n## "))
}

/// The book's configuration page shows every section and key of `config.example.toml` as
/// the example explains it, written from the file (`TABIYA_BLESS=1` rewrites the page's
/// generated part).
#[test]
fn the_configuration_page_is_written_from_the_example() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let example = std::fs::read_to_string(root.join("config.example.toml")).expect("example");
    let path = root.join("docs/book/src/admins/configuration.md");
    let page = std::fs::read_to_string(&path).expect("configuration page");
    let sections = configuration_sections(&example).expect("every key explained");
    let keys = sections.lines().filter(|l| l.starts_with("| `")).count();
    assert!(keys >= 20, "{keys} keys in the example");
    let open = "TABIYA_BLESS=1 cargo test -p tabiya-bot --test tests configuration -->\n\n";
    let close = "<!-- end of the generated sections -->";
    let start = page.find(open).expect("the generated part's opening") + open.len();
    let end = page.find(close).expect("the generated part's end");
    let written = format!("{}\n{close}", sections.trim_end());
    let current = &page[start..end + close.len()];
    if std::env::var_os("TABIYA_BLESS").is_some() {
        std::fs::write(
            &path,
            format!("{}{written}{}", &page[..start], &page[end + close.len()..]),
        )
        .expect("write the page");
        return;
    }
    assert_eq!(
        current, written,
        "docs/book/src/admins/configuration.md is not current; run \
         TABIYA_BLESS=1 cargo test -p tabiya-bot --test tests configuration"
    );
    // The generator refuses a key left unexplained.
    assert!(configuration_sections("[a]\n# b\nb = 1\nc = 2\n").is_err());
}

/// A command built from its options alone (`Command::Options`) is given the game its thread
/// implies, as every command with a `game:` option is, unless the player named one.
#[test]
fn a_command_of_options_takes_the_game_its_thread_implies() {
    use tabiya_bot::service::Command;
    let board = table::find("board").expect("board");
    let given = |line: &str| Command::Options(table::read_line(board, line).expect("reads"));
    let game = |c: Command| match c {
        Command::Options(a) => a.number("game"),
        other => panic!("{other:?}"),
    };
    assert_eq!(game(given("flip").with_implied_game(Some(7))), Some(7));
    assert_eq!(game(given("game:3").with_implied_game(Some(7))), Some(3));
    assert_eq!(game(given("").with_implied_game(None)), None);
    // A command without a game option is left as it is.
    let games = table::find("games").expect("games");
    let c =
        Command::Options(table::read_line(games, "").expect("reads")).with_implied_game(Some(7));
    assert_eq!(game(c), None);
}
