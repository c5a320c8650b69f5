//! The catalogue: the sentences players read, by id, in Fluent files under `locales/`, with
//! English (`locales/en/`) as the source.
//!
//! A [`Msg`] is an id and its typed arguments. It is rendered late, in a language, by
//! [`render`]: Fluent picks the words, the plural forms and the order; the arguments keep
//! their types to the end, so each platform shows a player as a mention, a command as it is
//! typed there, and code as code ([`Part`]). Names (players, tournaments, games) and notation
//! are arguments, never translated.
//!
//! Code branches on ids and enum variants, never on a rendered sentence.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A message of the catalogue: its id, and its arguments by name. It is kept as it is
/// (a notice waiting in the outbox stores it), and rendered when it is shown.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Msg {
    /// The id in the catalogue (`service-restarting`).
    pub id: Cow<'static, str>,
    /// The arguments, by the names the catalogue uses.
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

impl Msg {
    /// The message `id`, with no arguments, where the id is made from data (a command's
    /// name): the catalogue's test checks such ids from the data that makes them.
    pub fn named(id: String) -> Msg {
        Msg {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    /// Whether this message, or one inside it, is the catalogue's `id`.
    pub fn names(&self, id: &str) -> bool {
        self.is(id)
            || self.args.iter().any(|(_, a)| match a {
                Arg::Msg(m) => m.names(id),
                Arg::Lines(ms) | Arg::Run(ms) => ms.iter().any(|m| m.names(id)),
                _ => false,
            })
    }

    /// Whether this is the catalogue's message `id`.
    pub fn is(&self, id: &str) -> bool {
        self.id == id
    }
}

/// An argument's value, typed so each platform can show it in its own idiom.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// Words shown as they are: a name, a move in notation, a reason. Never translated.
    Text(String),
    /// A number: Fluent chooses plural forms by it.
    Int(i64),
    /// A player, by handle: a mention where the platform has them (`@handle` in plain text).
    Player(String),
    /// A command a player can send (`/accept 12`): the platform's own form of it.
    Command(String),
    /// Code: a FEN, a record (backticks in plain text).
    Code(String),
    /// A sentence of its own, rendered in the same language (a piece's name, a reason).
    Msg(Box<Msg>),
    /// Sentences of their own, one a line, rendered in the same language (a table's rows).
    Lines(Vec<Msg>),
    /// Pieces of a sentence, one after another with nothing between (each piece carries its
    /// own spacing and punctuation).
    Run(Vec<Msg>),
}

impl Arg {
    /// A player, by handle (`@handle` in plain text, a mention where the platform has them).
    pub fn player(handle: impl Into<String>) -> Arg {
        Arg::Player(handle.into())
    }

    /// A command as a player types it (`/accept 12`).
    pub fn command(text: impl Into<String>) -> Arg {
        Arg::Command(text.into())
    }

    /// Code (a FEN, a record): backticks in plain text.
    pub fn code(text: impl Into<String>) -> Arg {
        Arg::Code(text.into())
    }

    /// An optional part of a sentence: the message, or nothing at all where it is left out
    /// (the catalogue gives the part its own leading space).
    pub fn optional(part: Option<Msg>) -> Arg {
        part.map_or_else(|| Arg::Text(String::new()), Arg::from)
    }

    /// A yes-or-no the catalogue selects on: `yes` or `no`.
    pub fn yes_no(yes: bool) -> Arg {
        Arg::Text(if yes { "yes" } else { "no" }.to_owned())
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Int(n.into())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}

impl From<Vec<Msg>> for Arg {
    fn from(lines: Vec<Msg>) -> Arg {
        Arg::Lines(lines)
    }
}

/// A message of the catalogue with its arguments: `msg!("id")`, or
/// `msg!("id", count = 3, who = Arg::Player(handle))`. The id must be a literal: the
/// catalogue's test finds every id the code uses, and the arguments it passes, by reading
/// these calls.
#[macro_export]
macro_rules! msg {
    ($id:literal) => {
        $crate::i18n::Msg { id: ::std::borrow::Cow::Borrowed($id), args: Vec::new() }
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Msg {
            id: ::std::borrow::Cow::Borrowed($id),
            args: vec![$((
                ::std::borrow::Cow::Borrowed(stringify!($name)),
                $crate::i18n::Arg::from($value),
            )),+],
        }
    };
}
pub use crate::msg;

/// A piece of a rendered message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    /// Words.
    Text(String),
    /// A player to mention.
    Player(String),
    /// A command as typed.
    Command(String),
    /// Code.
    Code(String),
}

// `LANGUAGES` and `FILES`: every `locales/<tag>/*.ftl`, put in by the build (build.rs).
include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The catalogue's tag for `tag` (`zh-cn` reads as `zh-CN`), if the bot speaks it.
pub fn language(tag: &str) -> Option<&'static str> {
    LANGUAGES
        .iter()
        .copied()
        .find(|l| l.eq_ignore_ascii_case(tag))
}

/// A language's own name for itself (`日本語`): how a language is named to any reader.
pub fn endonym(tag: &str) -> &str {
    match tag {
        "en" => "English",
        "zh-CN" => "简体中文",
        "zh-TW" => "繁體中文",
        "vi" => "Tiếng Việt",
        "ja" => "日本語",
        "ko" => "한국어",
        "th" => "ไทย",
        "km" => "ភាសាខ្មែរ",
        "my" => "မြန်မာ",
        "mn" => "Монгол",
        "am" => "አማርኛ",
        "fa" => "فارسی",
        "ar" => "العربية",
        "hi" => "हिन्दी",
        other => other,
    }
}

/// The catalogue's language for a client's locale (`ko`, `zh-CN`, `en-US`, `pt-BR`): the
/// locale itself, else its language alone (`en-US` → `en`); `None` for one the bot does not
/// speak.
pub fn locale(locale: &str) -> Option<&'static str> {
    language(locale).or_else(|| language(locale.split(['-', '_']).next().unwrap_or(locale)))
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static HashMap<&'static str, Bundle> {
    static BUNDLES: OnceLock<HashMap<&'static str, Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        let mut out = HashMap::new();
        for &lang in LANGUAGES {
            let Ok(tag) = lang.parse() else {
                continue;
            };
            let mut bundle = Bundle::new_concurrent(vec![tag]);
            // Arguments are placed as they are: the plain rendering must read exactly as the
            // sentence, with no invisible isolation marks around names.
            bundle.set_use_isolating(false);
            for &(file_lang, _, text) in FILES {
                if file_lang != lang {
                    continue;
                }
                // The catalogue's test loads every file without error; a broken file in a
                // release loses its broken messages only.
                let resource =
                    FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, _)| partial);
                let _ = bundle.add_resource(resource);
            }
            out.insert(lang, bundle);
        }
        out
    })
}

/// Where a typed argument stands in the text Fluent returns: a character of the Private
/// Use Area before the argument's number, another after it.
const OPEN: char = '\u{F8F0}';
const CLOSE: char = '\u{F8F1}';

/// `msg` in `lang` (English where `lang` lacks it), as parts.
pub fn parts(lang: &str, msg: &Msg) -> Vec<Part> {
    let mut typed: Vec<Part> = Vec::new();
    let text = format(lang, msg, &mut typed);
    let mut out: Vec<Part> = Vec::new();
    let mut rest = text.as_str();
    while let Some(start) = rest.find(OPEN) {
        let (before, after) = rest.split_at(start);
        push_text(&mut out, before);
        let after = &after[OPEN.len_utf8()..];
        let Some(end) = after.find(CLOSE) else {
            push_text(&mut out, after);
            rest = "";
            break;
        };
        match after[..end]
            .parse::<usize>()
            .ok()
            .and_then(|i| typed.get(i))
        {
            Some(p) => out.push(p.clone()),
            None => push_text(&mut out, &after[..end]),
        }
        rest = &after[end + CLOSE.len_utf8()..];
    }
    push_text(&mut out, rest);
    out
}

fn push_text(out: &mut Vec<Part>, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(Part::Text(last)) = out.last_mut() {
        last.push_str(text);
    } else {
        out.push(Part::Text(text.to_owned()));
    }
}

/// The text of `msg` in `lang`, each typed argument marked by its number in `typed`.
fn format(lang: &str, msg: &Msg, typed: &mut Vec<Part>) -> String {
    let bundles = bundles();
    let found = [lang, "en"].into_iter().find_map(|l| {
        let bundle = bundles.get(l)?;
        let pattern = bundle.get_message(&msg.id)?.value()?;
        Some((bundle, pattern))
    });
    let Some((bundle, pattern)) = found else {
        // An id missing from the catalogue (the catalogue's test forbids it): the id itself,
        // rather than nothing.
        return msg.id.to_string();
    };
    let mut args = FluentArgs::new();
    for (name, arg) in &msg.args {
        let value: FluentValue<'_> = match arg {
            Arg::Int(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Msg(inner) => FluentValue::from(format(lang, inner, typed)),
            Arg::Lines(lines) => FluentValue::from(
                lines
                    .iter()
                    .map(|line| format(lang, line, typed))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
            Arg::Run(pieces) => FluentValue::from(
                pieces
                    .iter()
                    .map(|piece| format(lang, piece, typed))
                    .collect::<String>(),
            ),
            Arg::Player(p) => marked(typed, Part::Player(p.clone())),
            Arg::Command(c) => marked(typed, Part::Command(c.clone())),
            Arg::Code(c) => marked(typed, Part::Code(c.clone())),
        };
        args.set(name.clone(), value);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
}

fn marked(typed: &mut Vec<Part>, part: Part) -> FluentValue<'static> {
    typed.push(part);
    FluentValue::from(format!("{OPEN}{}{CLOSE}", typed.len() - 1))
}

/// `msg` in `lang` as plain text: players as `@handle`, commands as typed on the console,
/// code in backticks.
pub fn render(lang: &str, msg: &Msg) -> String {
    parts(lang, msg)
        .into_iter()
        .map(|p| match p {
            Part::Text(t) | Part::Command(t) => t,
            Part::Player(h) => format!("@{h}"),
            Part::Code(c) => format!("`{c}`"),
        })
        .collect()
}

/// Whether English, the catalogue's source, has the message `id`.
pub fn has(id: &str) -> bool {
    bundles().get("en").is_some_and(|b| b.has_message(id))
}

/// `msg` in English, as plain text.
pub fn english(msg: &Msg) -> String {
    render("en", msg)
}

/// Every file of the catalogue: (language, file name, text). For the catalogue's tests.
#[doc(hidden)]
pub fn files() -> &'static [(&'static str, &'static str, &'static str)] {
    FILES
}

#[cfg(test)]
mod tests {
    use super::{english, parts, render, Arg, Part};

    #[test]
    fn typed_arguments_come_back_as_parts_and_plurals_follow_numbers() {
        let m = msg!("service-slow-down", per_minute = 30i64,);
        let text = english(&m);
        assert!(text.contains("30 commands a minute"), "{text}");
        let one = english(&msg!("service-slow-down", per_minute = 1i64));
        assert!(one.contains("1 command a minute"), "{one}");
        let m = msg!(
            "service-no-game-here",
            challenge = Arg::Command("/challenge @someone GAME".into())
        );
        let parts = parts("en", &m);
        assert!(
            parts.contains(&Part::Command("/challenge @someone GAME".into())),
            "{parts:?}"
        );
    }

    #[test]
    fn every_language_has_its_own_name() {
        for tag in super::LANGUAGES {
            assert_ne!(super::endonym(tag), *tag, "{tag}");
        }
    }

    #[test]
    fn client_locales_map_to_the_catalogue_s_languages() {
        use super::locale;
        assert_eq!(locale("ko"), Some("ko"));
        assert_eq!(locale("zh-CN"), Some("zh-CN"));
        assert_eq!(locale("zh-tw"), Some("zh-TW"));
        assert_eq!(locale("en-US"), Some("en"));
        assert_eq!(locale("pt-BR"), None);
    }

    #[test]
    fn a_language_without_the_message_falls_back_to_english() {
        let m = msg!("service-restarting");
        assert_eq!(render("xx", &m), english(&m));
    }
}
