//! The catalogue (`locales/<tag>/*.ftl`) against the code: every message id the code uses
//! exists in English, no English message goes unused, and each message's variables are
//! exactly the arguments the code passes it. The code's uses are read from its `msg!` calls,
//! whose ids are literals for this reason.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

/// Each message id the code uses, with the argument names of each use.
fn uses_in_code() -> BTreeMap<String, Vec<BTreeSet<String>>> {
    let mut out: BTreeMap<String, Vec<BTreeSet<String>>> = BTreeMap::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source");
                // Comments (doc examples) are not uses.
                let code: String = text
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .map(|l| format!("{l}\n"))
                    .collect();
                for (id, args) in msg_calls(&code) {
                    out.entry(id).or_default().push(args);
                }
            }
        }
    }
    out
}

/// The `msg!("id", name = …, …)` calls in `text`: each id and its argument names. (The
/// macro's own definition, whose id is `$id`, is not a call.)
fn msg_calls(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("msg!(") {
        rest = &rest[at + "msg!(".len()..];
        let body = rest.trim_start();
        let Some(literal) = body.strip_prefix('"') else {
            continue;
        };
        let Some(end) = literal.find('"') else {
            continue;
        };
        let id = literal[..end].to_owned();
        // The arguments: `name = value` at the call's own depth, up to its closing paren.
        let mut args = BTreeSet::new();
        let mut depth = 0i32;
        let mut in_string = false;
        let mut prev = ' ';
        let chars: Vec<char> = literal[end + 1..].chars().collect();
        let mut i = 0;
        let mut at_argument = false;
        while i < chars.len() {
            let c = chars[i];
            if in_string {
                if c == '"' && prev != '\\' {
                    in_string = false;
                }
            } else {
                match c {
                    '"' => in_string = true,
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    ',' if depth == 0 => at_argument = true,
                    c if at_argument && (c.is_alphabetic() || c == '_') => {
                        let start = i;
                        while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                            i += 1;
                        }
                        let name: String = chars[start..i].iter().collect();
                        let after: String = chars[i..].iter().take(3).collect();
                        if after.trim_start().starts_with('=')
                            && !after.trim_start().starts_with("==")
                        {
                            args.insert(name);
                        }
                        at_argument = false;
                        continue;
                    }
                    c if !c.is_whitespace() => at_argument = false,
                    _ => {}
                }
            }
            prev = c;
            i += 1;
        }
        out.push((id, args));
    }
    out
}

/// The variables a pattern refers to (in placeables, selectors and every variant).
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for p in &arguments.positional {
                inline_variables(p, out);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Every message of `lang`'s files, parsed, in file order.
fn messages(lang: &str) -> Vec<ast::Message<&'static str>> {
    let mut out = Vec::new();
    for &(file_lang, name, text) in tabiya_bot::i18n::files() {
        if file_lang != lang {
            continue;
        }
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{name}: {errors:?}"));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                out.push(m);
            }
        }
    }
    out
}

/// Each message of `lang`'s files: its id and its variables.
fn catalogue(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for m in messages(lang) {
        let mut vars = BTreeSet::new();
        if let Some(value) = &m.value {
            variables(value, &mut vars);
        }
        assert!(
            out.insert(m.id.name.to_owned(), vars).is_none(),
            "locales/{lang}: {} is defined twice",
            m.id.name
        );
    }
    out
}

#[test]
fn every_message_the_code_uses_is_in_the_english_catalogue_with_its_arguments() {
    let mut used = uses_in_code();
    // The command table's words: a command's summary and more, an option's help, by ids
    // made from the table's names.
    for id in tabiya_bot::service::table::catalogue_ids() {
        used.entry(id).or_default().push(BTreeSet::new());
    }
    // The engine's names of games, sides and pieces, by ids made from its data.
    for (id, _) in tabiya_bot::service::engine_names() {
        let args = tabiya_bot::service::engine_name_arguments(&id)
            .iter()
            .map(|a| (*a).to_owned())
            .collect();
        used.entry(id).or_default().push(args);
    }
    let english = catalogue("en");
    assert!(!used.is_empty() && !english.is_empty());
    let mut problems = Vec::new();
    for (id, uses) in &used {
        match english.get(id) {
            None => problems.push(format!("{id} is used but not in locales/en")),
            Some(vars) => {
                for args in uses {
                    if args != vars {
                        problems.push(format!(
                            "{id}: the code passes {args:?}, the catalogue uses {vars:?}"
                        ));
                    }
                }
            }
        }
    }
    for id in english.keys() {
        if !used.contains_key(id) {
            problems.push(format!("{id} is in locales/en but the code never uses it"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_file_in_locales_is_in_the_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    let mut on_disk = BTreeSet::new();
    for lang in std::fs::read_dir(&root).expect("locales") {
        let lang = lang.expect("entry").path();
        if !lang.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&lang).expect("language") {
            let file = file.expect("entry").path();
            if file.extension().is_some_and(|e| e == "ftl") {
                on_disk.insert((
                    lang.file_name()
                        .expect("tag")
                        .to_string_lossy()
                        .into_owned(),
                    file.file_name()
                        .expect("name")
                        .to_string_lossy()
                        .into_owned(),
                ));
            }
        }
    }
    let built: BTreeSet<(String, String)> = tabiya_bot::i18n::files()
        .iter()
        .map(|&(l, n, _)| (l.to_owned(), n.to_owned()))
        .collect();
    assert_eq!(on_disk, built, "locales/ and the files the binary carries");
}

#[test]
fn the_reader_of_msg_calls_finds_ids_and_argument_names() {
    let calls = msg_calls(
        r#"let a = msg!("one"); let b = msg!("two", count = n + 1, who = Arg::Player(h.to_owned()), text = f("a, b = c")); x == msg!("three",);"#,
    );
    let names = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<BTreeSet<_>>();
    assert_eq!(
        calls,
        vec![
            ("one".to_owned(), BTreeSet::new()),
            ("two".to_owned(), names(&["count", "who", "text"])),
            ("three".to_owned(), BTreeSet::new()),
        ]
    );
}

#[test]
fn the_engine_s_names_are_in_the_catalogue_as_the_engine_says_them() {
    for (id, english) in tabiya_bot::service::engine_names() {
        assert!(
            tabiya_bot::i18n::has(&id),
            "{id} is not in locales/en/names.ftl"
        );
        let mut m = tabiya_bot::i18n::Msg::named(id.clone());
        for a in tabiya_bot::service::engine_name_arguments(&id) {
            m.args
                .push(((*a).into(), tabiya_bot::i18n::Arg::from("any")));
        }
        assert_eq!(tabiya_bot::i18n::english(&m), english, "{id}");
    }
}

/// A player who chose a language reads his own answers in it on the console; everyone
/// else, and the channel, still read English. Names and notation stay as they are.
#[test]
fn a_player_reads_his_own_answers_in_the_language_he_chose() {
    let script = "\
        ann /settings language:ja\n\
        ann /challenge @bob xiangqi color:white\n\
        bob /accept\n\
        ann /move z9z9\n\
        bob /move z9z9\n\
        ann /settings language:zh-CN\n\
        ann /rules xiangqi\n";
    let out = console_session(script);
    let lines: Vec<&str> = out.lines().collect();
    // Ann's own answers: Japanese, then Chinese; the names of the game and its pieces are
    // her language's, notation stays as typed.
    let ann: Vec<&&str> = lines.iter().filter(|l| l.starts_with("(to ann)")).collect();
    let japanese = |l: &str| l.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c));
    let chinese = |l: &str| l.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
    assert!(ann.len() >= 3, "{out}");
    assert!(japanese(ann[0]), "the settings answer is Japanese: {out}");
    assert!(
        ann.iter()
            .any(|l| l.contains("対局 #1") && l.contains("z9z9")),
        "a refused move is in Japanese, the move as typed: {out}"
    );
    assert!(
        ann.iter()
            .any(|l| l.contains("象棋") && chinese(l) && !japanese(l)),
        "/rules xiangqi in Chinese names the game 象棋: {out}"
    );
    // Bob chose nothing: English. The challenge in the channel: English.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("(to bob) It is not your move in game #1")),
        "{out}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Challenge #1: @ann invites @bob")),
        "{out}"
    );
}

/// A channel's posts come in the language chosen for it (by a moderator; on the console by
/// anyone), and so do the own answers of a player who chose none.
#[test]
fn a_channel_s_posts_come_in_its_language() {
    let script = "\
        ann /settings channel:ja\n\
        ann /challenge @bob shogi color:sente\n\
        bob /accept 9\n";
    let out = console_session(script);
    let public: Vec<&str> = out.lines().filter(|l| !l.starts_with("(to ")).collect();
    assert!(
        public
            .iter()
            .any(|l| l.contains("将棋") && l.contains("#1")),
        "the challenge is posted in Japanese, naming the game 将棋: {out}"
    );
    assert!(
        public.iter().all(|l| !l.starts_with("Challenge #1")),
        "no English post: {out}"
    );
    // Bob chose no language: his own refusal is in the channel's.
    assert!(
        out.lines()
            .any(|l| l.starts_with("(to bob)") && !l.is_ascii()),
        "{out}"
    );
}

/// What the console prints for `script`, on a fresh service without boards.
fn console_session(script: &str) -> String {
    let mut service =
        tabiya_bot::service::Service::open(std::path::Path::new(":memory:"), "console")
            .expect("service");
    service.set_images(false);
    let mut out = Vec::new();
    tabiya_bot::adapters::console::run(&mut service, script.as_bytes(), &mut out, None, || {
        1_800_000_000
    })
    .expect("console runs");
    String::from_utf8(out).expect("utf-8")
}

/// Where a community names a piece by its side, a move says the mover's own name for it
/// and the taken piece's side's: in Chinese Red's soldier is 兵 and Black's 卒.
#[test]
fn pieces_named_by_side_follow_the_side() {
    let out = console_session(
        "ann /settings language:zh-CN\n\
         ann /challenge @bob xiangqi color:red\n\
         bob /accept\n\
         ann /moves c4\n\
         ann /moves c7\n",
    );
    let ann: Vec<&str> = out.lines().filter(|l| l.starts_with("(to ann)")).collect();
    assert!(
        ann.iter().any(|l| l.contains("c4 上的 兵")),
        "Red's soldier is 兵: {out}"
    );
    assert!(
        ann.iter().any(|l| l.contains("c7 上的 卒")),
        "Black's is 卒: {out}"
    );
    assert!(
        !out.contains("兵（卒）"),
        "not the name for both sides: {out}"
    );
}

/// Each message of `lang`'s files: its id and the words of its text (every variant, no
/// placeables).
fn texts(lang: &str) -> BTreeMap<String, String> {
    fn words(pattern: &ast::Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable {
                    expression: ast::Expression::Select { variants, .. },
                } => {
                    for v in variants {
                        out.push(' ');
                        words(&v.value, out);
                    }
                }
                ast::PatternElement::Placeable { .. } => out.push(' '),
            }
        }
    }
    messages(lang)
        .into_iter()
        .map(|m| {
            let mut text = String::new();
            if let Some(value) = &m.value {
                words(value, &mut text);
            }
            (m.id.name.to_owned(), text)
        })
        .collect()
}

/// What a player types, in an English message: commands (`/rules`) and options
/// (`level:1`, `notation:san`). A translation keeps them as they are, so every example
/// still parses.
fn typed_tokens(text: &str) -> BTreeSet<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '(' | ')' | ';'))
        .map(|w| w.trim_end_matches(['.', '?', '!', ':']))
        .filter(|w| {
            let command =
                w.len() > 1 && w.starts_with('/') && w[1..].chars().all(|c| c.is_ascii_lowercase());
            let option = w.split_once(':').is_some_and(|(k, v)| {
                k.len() > 1 && k.chars().all(|c| c.is_ascii_lowercase()) && !v.is_empty()
            });
            command || option
        })
        .map(str::to_owned)
        .collect()
}

/// Runs of two or more English words (three letters or more, in lower case: a capitalized
/// word is a name, an upper-case one an abbreviation or a placeholder) that a translation
/// carries over from the English message: words left untranslated. A list (words each
/// followed by a comma) is what a player types.
fn english_left(english: &str, translated: &str) -> Vec<String> {
    let known: BTreeSet<String> = english
        .split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
        .filter(|w| w.len() >= 3)
        .map(str::to_owned)
        .collect();
    let mut runs = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    let mut end = |run: &mut Vec<&str>| {
        if run.len() >= 2 {
            runs.push(run.join(" "));
        }
        run.clear();
    };
    for w in translated.split_whitespace() {
        let plain = w.trim_matches(|c: char| !c.is_ascii_alphabetic());
        let english_word = plain.len() >= 3
            && plain.chars().all(|c| c.is_ascii_lowercase())
            && known.contains(plain)
            && !w.contains([':', '/', '@', '`', '-', '|']);
        if !english_word {
            end(&mut run);
            continue;
        }
        run.push(plain);
        if w.ends_with([',', ';', '、', '،', '፣', '，']) {
            end(&mut run);
        }
    }
    end(&mut run);
    runs
}

#[test]
fn every_language_has_english_s_messages_with_their_arguments_in_its_own_words() {
    let english = catalogue("en");
    let english_texts = texts("en");
    let mut problems = Vec::new();
    let mut compared = 0;
    for &lang in tabiya_bot::i18n::LANGUAGES.iter().filter(|&&l| l != "en") {
        let ours = catalogue(lang);
        let ours_texts = texts(lang);
        for (id, vars) in &english {
            match ours.get(id) {
                None => problems.push(format!("{lang}: {id} is missing")),
                Some(v) if v != vars => {
                    problems.push(format!("{lang}: {id} uses {v:?}, English uses {vars:?}"))
                }
                Some(_) => compared += 1,
            }
            let (Some(en), Some(tr)) = (english_texts.get(id), ours_texts.get(id)) else {
                continue;
            };
            for token in typed_tokens(en) {
                if !tr.contains(&token) {
                    problems.push(format!("{lang}: {id} lost what a player types: {token}"));
                }
            }
            for run in english_left(en, tr) {
                problems.push(format!("{lang}: {id} is still in English: {run:?}"));
            }
        }
        for id in ours.keys().filter(|id| !english.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not in English"));
        }
    }
    assert!(compared > 10_000, "{compared} messages compared");
    assert!(
        problems.is_empty(),
        "{} problems: {problems:#?}",
        problems.len()
    );
}

/// Each language's game of its homeland, as its script: the language, the game, the first
/// two moves in the notation its players write (the game's own where the community has no
/// other), and what comes before the first move.
const HOMELANDS: &[(&str, &str, [&str; 2], &str)] = &[
    ("zh-CN", "xiangqi", ["炮二平五", "马8进7"], ""),
    ("zh-TW", "xiangqi", ["炮二平五", "馬8進7"], ""),
    ("vi", "xiangqi", ["P2-5", "M8.7"], ""),
    ("ja", "shogi", ["７六歩", "３四歩"], ""),
    (
        "ko",
        "janggi",
        ["71졸72", "41병42"],
        "bob /setup 마상상마\nann /setup 상마상마\n",
    ),
    ("th", "makruk", ["จ๔", "ง๕"], ""),
    ("km", "ouk", ["e4", "d5"], ""),
    (
        "my",
        "sittuyin",
        ["e4e5", "d5d4"],
        "ann /place K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1\n\
         bob /place K@d7 F@e7 S@c7 S@f7 N@b7 N@g7 R@a8 R@h8\n",
    ),
    ("mn", "shatar", ["d4", "d5"], ""),
    ("am", "senterej", ["e3", "d6"], ""),
    ("fa", "shatranj", ["e3", "d6"], ""),
    ("ar", "shatranj", ["e3", "d6"], ""),
    ("hi", "chaturanga", ["e3", "d6"], ""),
];

/// A console transcript for each language: a game of its homeland played in it, the moves
/// typed and printed in its players' notation, a refusal, a draw offered and declined, one
/// offered back and agreed, and `/rules`. Each is compared with `bot/tests/data/transcripts/<tag>.txt`
/// (`TABIYA_BLESS=1` rewrites them), and none carries English words outside names, commands
/// and notation.
#[test]
fn every_language_plays_a_game_of_its_homeland_in_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/transcripts");
    let english = texts("en").into_values().collect::<Vec<_>>().join(" ");
    let mut problems = Vec::new();
    for &(lang, game, [first, second], before) in HOMELANDS {
        let script = format!(
            "ann /settings language:{lang}\n\
             bob /settings language:{lang}\n\
             ann /settings channel:{lang}\n\
             ann /challenge @bob {game} color:first\n\
             bob /accept\n\
             {before}\
             ann /move {first}\n\
             bob /move {second}\n\
             ann /move zz99\n\
             ann /draw\n\
             bob /draw decline\n\
             bob /draw\n\
             ann /draw accept\n\
             ann /rules {game}\n"
        );
        let out = console_session(&script);
        let path = dir.join(format!("{lang}.txt"));
        if std::env::var_os("TABIYA_BLESS").is_some() {
            std::fs::create_dir_all(&dir).expect("transcripts folder");
            std::fs::write(&path, &out).expect("transcript written");
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if out != want {
            problems.push(format!(
                "{lang}: the transcript differs from {} (TABIYA_BLESS=1 rewrites it):\n{out}",
                path.display()
            ));
        }
        // Both moves played and printed back as typed; the game over by agreement.
        for m in [first, second] {
            let echoed = out.lines().any(|l| l.starts_with("#1 ") && l.contains(m));
            if !echoed && lang != "my" {
                problems.push(format!("{lang}: {m} is not printed back as played:\n{out}"));
            }
        }
        for line in out.lines() {
            for run in english_left(&english, line) {
                problems.push(format!("{lang}: English left in {line:?}: {run:?}"));
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Every character of every catalogue, and of a list of names in each script
/// (`tests/data/names.txt`), has a glyph in the font chain board captions are set in. The
/// one exception: the thumbs a Matrix player reacts with (👍 👎), which are sent as
/// reactions and never drawn.
#[test]
fn every_character_of_the_catalogues_and_of_names_has_a_glyph() {
    let names =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/names.txt"))
            .expect("names");
    let mut problems = Vec::new();
    let mut checked = 0usize;
    for &(lang, name, text) in tabiya_bot::i18n::files() {
        checked += text.chars().count();
        let mut missing = tabiya_render::text::missing_glyphs(text);
        missing.retain(|c| !matches!(c, '👍' | '👎'));
        if !missing.is_empty() {
            problems.push(format!("locales/{lang}/{name}: no glyph for {missing:?}"));
        }
    }
    for line in names.lines().filter(|l| !l.starts_with('#')) {
        checked += line.chars().count();
        let missing = tabiya_render::text::missing_glyphs(line);
        if !missing.is_empty() {
            problems.push(format!("names {line}: no glyph for {missing:?}"));
        }
    }
    assert!(checked > 100_000, "{checked} characters");
    assert!(problems.is_empty(), "{problems:#?}");
}

/// A service with boards on, and players speaking in its channel `hall`, each command a new
/// event a second after the last.
struct Hall {
    service: tabiya_bot::service::Service,
    events: i64,
}

impl Hall {
    fn new() -> Hall {
        Hall {
            service: tabiya_bot::service::Service::open(
                std::path::Path::new(":memory:"),
                "console",
            )
            .expect("service"),
            events: 0,
        }
    }

    fn say(&mut self, user: &str, text: &str) -> Vec<tabiya_bot::service::Reply> {
        self.events += 1;
        let n = self.events;
        self.service.handle(&tabiya_bot::service::Incoming::new(
            &format!("e{n}"),
            user,
            "hall",
            text,
            1_800_000_000 + n,
        ))
    }
}

/// A board's caption is drawn, and its alt text written, in the reader's language: the
/// channel's for a post, the player's own for a private answer.
#[test]
fn a_board_s_caption_and_alt_text_are_in_the_reader_s_language() {
    let mut hall = Hall::new();
    hall.say("ann", "/settings channel:ja");
    hall.say("ann", "/challenge @bob shogi color:sente");
    let accepted = hall.say("bob", "/accept");
    let posted = accepted
        .iter()
        .find_map(|r| r.image.as_ref())
        .expect("the game's first board");
    assert!(
        posted.alt.starts_with("将棋。") && posted.alt.contains("先手"),
        "a post's alt text is in the channel's language: {}",
        posted.alt
    );
    hall.say("bob", "/settings language:ko");
    let private = hall.say("bob", "/moves 33");
    let shown = private
        .iter()
        .find_map(|r| r.image.as_ref())
        .expect("the piece's moves drawn");
    assert!(
        !shown.alt.is_ascii() && shown.alt.contains("34") && !shown.alt.contains("将棋。"),
        "a private answer's alt text is in the reader's own language: {}",
        shown.alt
    );
    assert!(
        !shown.alt.contains(" to move") && !posted.alt.contains(" to move"),
        "no English left: {} / {}",
        posted.alt,
        shown.alt
    );
}

/// An Ashtapada race's board, posted in a Hindi channel: its title, each seat's state, the
/// throw and the alt text are Hindi; the players' names stay as they are.
#[test]
fn a_race_board_speaks_the_channel_s_language() {
    let mut hall = Hall::new();
    hall.say("ann", "/settings channel:hi");
    hall.say("ann", "/challenge @bob ashtapada");
    hall.say("bob", "/join");
    let thrown = hall.say("ann", "/throw");
    let board = thrown
        .iter()
        .find_map(|r| r.image.as_ref())
        .expect("the throw's board");
    let alt = &board.alt;
    for english in [
        " home",
        " to enter",
        "threw",
        " open",
        "Ashtapada board",
        " to play",
        "letter ",
    ] {
        assert!(!alt.contains(english), "{english:?} left in {alt}");
    }
    assert!(alt.contains("अष्टपद"), "the title in Hindi: {alt}");
    assert!(
        alt.contains("ann") && alt.contains("bob"),
        "names kept: {alt}"
    );
    assert!(!alt.is_ascii(), "{alt}");
}

/// The rules book in other languages (`docs/rules/<tag>/<game>.md`): each page's generated
/// blocks are the catalogue's words in its language (`TABIYA_BLESS=1` rewrites them), its
/// pictures are the English book's, and every link resolves.
#[test]
fn the_translated_rules_books_are_written_from_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rules");
    let mut problems = Vec::new();
    let mut pages = 0;
    for &lang in tabiya_bot::i18n::LANGUAGES.iter().filter(|&&l| l != "en") {
        let dir = root.join(lang);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("entry").path();
            let Some(game) = path.file_stem().and_then(|s| s.to_str()) else {
                continue;
            };
            if game == "README" || path.extension().is_none_or(|e| e != "md") {
                continue;
            }
            let Some(blocks) = tabiya_bot::service::translated_blocks(lang, game) else {
                problems.push(format!("{}: no such game", path.display()));
                continue;
            };
            pages += 1;
            let page = std::fs::read_to_string(&path).expect("page");
            let filled = tabiya_render::book::fill(&page, &blocks);
            if std::env::var_os("TABIYA_BLESS").is_some() {
                std::fs::write(&path, &filled).expect("page written");
            } else if filled != page {
                problems.push(format!(
                    "{}: its generated blocks are not the catalogue's (TABIYA_BLESS=1 rewrites them)",
                    path.display()
                ));
            }
            // Every relative link of the page resolves.
            for (i, _) in filled.match_indices("](") {
                let rest = &filled[i + 2..];
                let target = &rest[..rest.find(')').unwrap_or(rest.len())];
                let target = target.split('#').next().unwrap_or("");
                if target.is_empty() || target.contains("://") {
                    continue;
                }
                if !dir.join(target).exists() {
                    problems.push(format!("{}: {target} does not exist", path.display()));
                }
            }
        }
    }
    assert!(pages >= 10, "{pages} translated pages");
    assert!(problems.is_empty(), "{problems:#?}");
}

/// `color:` takes every side name the bot prints, in every language: a Thai player's ขาว,
/// a Vietnamese player's Đỏ, an Arabic player's الأبيض.
#[test]
fn color_takes_every_side_name_in_every_language() {
    use tabiya_bot::service::{side_in, Side};
    let mut problems = Vec::new();
    let mut checked = 0;
    for &lang in tabiya_bot::i18n::LANGUAGES {
        for spec in tabiya_engine::variants::ALL {
            for (which, side) in [("first", Side::White), ("second", Side::Black)] {
                let id = format!("side-{}-{which}", spec.key);
                let name = tabiya_bot::i18n::render(lang, &tabiya_bot::i18n::Msg::named(id));
                let shogi_english = lang == "en"
                    && matches!(spec.key, "shogi" | "shoshogi" | "heianshogi")
                    && matches!(name.as_str(), "White" | "Black");
                if shogi_english {
                    continue;
                }
                checked += 1;
                match side_in(spec.key, &name.to_lowercase()) {
                    Ok(s) if s == side => {}
                    other => problems.push(format!("{lang} {} {name}: {other:?}", spec.key)),
                }
                // As typed in a command, copied from what the bot printed.
                if !name.contains(' ') {
                    let line = format!("/challenge @bob {} color:{name}", spec.key);
                    if let Err(e) = tabiya_bot::service::parse(&line) {
                        problems.push(format!("{lang}: {line}: {e:?}"));
                    }
                }
            }
        }
    }
    assert!(checked > 300, "{checked}");
    assert!(problems.is_empty(), "{problems:#?}");
}

/// Why a record, a FEN or a position cannot be read is said in the reader's language: the
/// readers' reasons (PGN, KIF, CSA, FEN, the position's rules) are the catalogue's, with
/// what the player wrote quoted as it was and the record's line named.
#[test]
fn a_record_s_or_a_position_s_fault_is_said_in_the_reader_s_language() {
    // What is sent, what English says of it, and what must stay as the player wrote it.
    let cases: [(&str, &str, &str); 5] = [
        ("/import +7776FU,XYZ", "is not a CSA statement", "XYZ"),
        (
            "/import 手合割：香落ち\n先手：a\n1 ７六歩(77)\n",
            "only even games",
            "香落ち",
        ),
        (
            "/import [Variant \"Makruk\"] [FEN \"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w - - 0 1\"] 1. e4 *",
            "files, and this board has 8",
            "",
        ),
        (
            "/import [Variant \"Chess960\"] 1. e4",
            "is not a game Tabiya plays",
            "Chess960",
        ),
        (
            "/challenge @bob makruk fen:4k3/8/8/8/8/8/8/8 w - - 0 1",
            "has no king",
            "fen:4k3",
        ),
    ];
    for &lang in tabiya_bot::i18n::LANGUAGES {
        let mut hall = Hall::new();
        hall.say("ann", &format!("/settings language:{lang}"));
        for (line, english, kept) in cases {
            let r = hall.say("ann", line);
            assert_eq!(r.len(), 1, "{lang} {line}");
            let text = &tabiya_bot::i18n::render(r[0].lang, r[0].message.as_ref().expect("said"));
            assert_eq!(r[0].lang, lang, "{line}");
            assert!(text.contains(kept), "{lang} {line}: {text}");
            if lang == "en" {
                assert!(text.contains(english), "{line}: {text}");
            } else {
                assert!(!text.contains(english), "{lang} {line}: {text}");
                assert!(!text.contains("Nothing was"), "{lang} {line}: {text}");
            }
            if line.starts_with("/import") && !line.contains("Chess960") {
                // The line is named: the CSA statement's and the handicap's line 1, the
                // FEN tag's line 1 (a record pasted on one line).
                assert!(
                    text.contains('1') || text.contains('١') || text.contains('۱'),
                    "{lang} {line}: {text}"
                );
            }
        }
    }
}
