//! Small seams a player meets between the moves.

use std::path::Path;

use tabiya_bot::service::{Incoming, Service};

#[test]
fn autocomplete_ranks_the_piece_letter_typed_first() {
    let mut s = Service::open(&crate::support::fresh_db(), "discord").expect("service");
    s.set_images(false);
    for (i, (user, text)) in [
        (
            "111111111111111111",
            "/challenge @222222222222222222 xiangqi color:white",
        ),
        ("222222222222222222", "/accept"),
    ]
    .into_iter()
    .enumerate()
    {
        s.handle(&Incoming::new(
            &format!("a{i}"),
            user,
            "1",
            text,
            1_800_000_000,
        ));
    }
    let choices = s
        .move_choices("111111111111111111", "1", None, None)
        .expect("choices");
    let hits: Vec<&str> = choices
        .matching("C")
        .iter()
        .map(|m| m.text.as_str())
        .collect();
    let cannons = hits.iter().take_while(|t| t.starts_with('C')).count();
    assert!(cannons >= 4, "the cannons first: {hits:?}");
    assert!(
        hits[cannons..].iter().all(|t| !t.starts_with('C')),
        "then the rest: {hits:?}"
    );
    // Lower case still finds both.
    assert!(choices.matching("c").len() >= hits.len());
}

#[test]
fn a_saved_arrangement_is_placed_by_the_name_the_bot_printed() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let event = format!("p{n}");
        s.handle(&Incoming::new(
            &event,
            user,
            "hall",
            text,
            1_800_000_000 + n,
        ))
        .into_iter()
        .map(|r| r.text)
        .collect::<Vec<_>>()
        .join("\n")
    };
    let saved = say(
        &mut s,
        "alice",
        "/arrangement save my_wall K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1",
    );
    assert!(saved.contains("/place saved:my_wall"), "{saved}");
    say(&mut s, "alice", "/challenge @bob sittuyin color:white");
    say(&mut s, "bob", "/accept");
    let placed = say(&mut s, "alice", "/place saved:my_wall");
    assert!(placed.contains("#1 "), "{placed}");
}

/// Where a challenge has buttons (Discord) its text says to press them; elsewhere it names the
/// commands as typed there, and Matrix's reactions.
#[test]
fn challenges_name_the_platforms_way_to_answer() {
    for (platform, want) in [
        (
            "discord",
            "Press Accept or Decline, or send /accept 1 or /decline 1.",
        ),
        ("matrix", "React 👍 or 👎, or send /accept 1 or /decline 1."),
        ("console", "Answer with /accept 1 or /decline 1."),
    ] {
        let mut s = Service::open(&crate::support::fresh_db(), platform).expect("service");
        let text: String = s
            .handle(&Incoming::new(
                "c",
                "111111111111111111",
                "1",
                "/challenge @222222222222222222 shatranj",
                1_800_000_000,
            ))
            .into_iter()
            .map(|r| r.text)
            .collect();
        assert!(text.contains(want), "{platform}: {text}");
    }
}

/// `--images ''` (and `images = ""` in the configuration) means no images: nothing is written
/// into the folder the console runs in, and the replies name no image; with a folder, each
/// move's board is written there.
#[test]
fn an_empty_images_folder_means_no_images() {
    use std::io::Write as _;
    use std::process::{Command, Stdio};
    let script = "alice /challenge @bob shatranj color:white\nbob /accept\nalice /move e3\nbob /move e6\nalice /board\n";
    let run = |args: &[&str], dir: &Path| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tabiya runs");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(script.as_bytes())
            .expect("script");
        let out = child.wait_with_output().expect("output");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let files = |dir: &Path| -> Vec<String> {
        let mut names: Vec<String> = walk(dir);
        names.sort();
        names
    };
    fn walk(dir: &Path) -> Vec<String> {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .flatten()
                    .flat_map(|e| {
                        let p = e.path();
                        if p.is_dir() {
                            walk(&p)
                        } else {
                            vec![p.display().to_string()]
                        }
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
    let base = std::env::temp_dir().join(format!("tabiya-images-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    // On the command line.
    let dir = base.join("flag");
    std::fs::create_dir_all(&dir).expect("dir");
    let out = run(&["console", "--ephemeral", "--images", ""], &dir);
    assert!(out.contains("#1 e3"), "{out}");
    assert!(!out.contains(".png"), "{out}");
    assert!(files(&dir).is_empty(), "{:?}", files(&dir));
    // In the configuration.
    let dir = base.join("config");
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("config.toml"), "[console]\nimages = \"\"\n").expect("config");
    let out = run(&["console", "--ephemeral"], &dir);
    assert!(out.contains("#1 e6") && !out.contains(".png"), "{out}");
    assert_eq!(files(&dir), [dir.join("config.toml").display().to_string()]);
    // A folder: the boards are there.
    let dir = base.join("folder");
    std::fs::create_dir_all(&dir).expect("dir");
    let out = run(&["console", "--ephemeral", "--images", "boards"], &dir);
    let written = files(&dir.join("boards"));
    assert!(
        written.len() >= 3 && written.iter().all(|f| f.ends_with(".png")),
        "{written:?}\n{out}"
    );
    let _ = std::fs::remove_dir_all(&base);
}

/// `/rules` speaks plainly for every game: the rules book names the source the games follow
/// (once, with its sections and footnotes); chat cites no section or footnote of a document
/// players do not have, and no reply speaks of the project's own working names for its
/// sources.
#[test]
fn the_rules_reply_speaks_plainly_and_leaves_the_sources_to_the_book() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    s.set_limits(tabiya_bot::service::Limits {
        commands_per_minute: 1_000,
        ..Default::default()
    });
    for (i, v) in tabiya_engine::variants::ALL.iter().enumerate() {
        let text = format!("/rules {}", v.key);
        let reply: String = s
            .handle(&Incoming::new(
                &format!("r{i}"),
                "alice",
                "hall",
                &text,
                1_800_000_000,
            ))
            .into_iter()
            .map(|r| r.text)
            .collect();
        // The source is named once, in the rules book; chat speaks plainly, with no
        // sections or footnotes of a document players do not have.
        assert!(!reply.contains("Daou"), "{reply}");
        assert!(!reply.contains("section"), "{reply}");
        assert!(!reply.contains("footnote"), "{reply}");
        assert!(!reply.to_lowercase().contains("seed"), "{reply}");
    }
}
