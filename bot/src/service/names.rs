//! The names the engine gives games, sides and pieces, as the catalogue's messages: each
//! community's own words come from its language's files (`locales/<tag>/names.ftl`), while
//! the engine keeps its English for its own tests and driver.
//!
//! Ids: `game-KEY` (the game), `summary-KEY` (what it is, for `/rules`), `summary-KEY-OPTION`
//! (what a rule option does), `side-KEY-first` and `side-KEY-second` (its sides),
//! `piece-KEY-NAME` (a piece, by its English name with spaces as `-`). A name the catalogue
//! lacks is said as the engine says it.

use crate::i18n::{self, Arg, Msg};
use tabiya_engine::{teach, variants, Color, Role, Variant};

/// The game's name (`Xiangqi`, 象棋).
pub(crate) fn game(v: Variant) -> Arg {
    named(format!("game-{}", v.key()), v.name())
}

/// The game named by its key (Ashtapada's too), or the key itself for a game this code does
/// not know.
pub(crate) fn game_of_key(key: &str) -> Arg {
    match Variant::historical(key, &[]) {
        Ok(v) => game(v),
        Err(_) if key == "ashtapada" => named("game-ashtapada".to_owned(), "Ashtapada"),
        Err(_) => Arg::from(key),
    }
}

/// The game `key` named in `lang` (none for a key this code does not know).
pub fn game_name(key: &str, lang: &str) -> Option<String> {
    match game_of_key(key) {
        Arg::Msg(m) => Some(i18n::render(lang, &m)),
        Arg::Text(t) if t != key => Some(t),
        _ => None,
    }
}

/// A side's name in the game (`Red`, 红方; `Sente`, 先手).
pub(crate) fn side(v: Variant, color: Color) -> Arg {
    let which = if color == Color::White {
        "first"
    } else {
        "second"
    };
    named(format!("side-{}-{which}", v.key()), v.side_name(color))
}

/// The pieces whose name depends on their side in some community's words: Xiangqi's
/// general, advisor, elephant and soldier (帅 and 将, 仕 and 士, 相 and 象, 兵 and 卒), and
/// Janggi's soldier (졸 and 병). Their messages select on `$side`: `first`, `second`, or
/// `any` where the side is not known.
const SIDED: &[(&str, &[&str])] = &[
    ("xiangqi", &["general", "advisor", "elephant", "soldier"]),
    ("janggi", &["soldier"]),
];

fn sided(key: &str, slug: &str) -> bool {
    SIDED
        .iter()
        .any(|(v, pieces)| *v == key && pieces.contains(&slug))
}

/// A piece's name in the game (`soldier`; 兵, or 卒 for Black's), of `color`'s side where it
/// is known.
pub(crate) fn piece(v: Variant, role: Role, color: Option<Color>) -> Arg {
    let english = v.piece(role).map_or("piece", |p| p.english);
    let slug = slug(english);
    let id = format!("piece-{}-{slug}", v.key());
    if !i18n::has(&id) {
        return Arg::from(english);
    }
    let mut m = Msg::named(id);
    if sided(v.key(), &slug) {
        let side = match color {
            Some(Color::White) => "first",
            Some(Color::Black) => "second",
            None => "any",
        };
        m.args
            .push((std::borrow::Cow::Borrowed("side"), Arg::from(side)));
    }
    Arg::from(m)
}

/// The arguments a name's message takes (`side` for the pieces named by side).
pub fn arguments(id: &str) -> &'static [&'static str] {
    let sided_id = SIDED
        .iter()
        .any(|(v, pieces)| pieces.iter().any(|p| id == format!("piece-{v}-{p}")));
    if sided_id {
        &["side"]
    } else {
        &[]
    }
}

/// What the game is, in a few sentences (`/rules`).
pub(crate) fn summary(v: Variant) -> Arg {
    named(format!("summary-{}", v.key()), v.spec().summary)
}

/// What a rule option of the game does (`/rules`).
pub(crate) fn option_summary(v: Variant, key: &str, english: &'static str) -> Arg {
    named(format!("summary-{}-{key}", v.key()), english)
}

/// The catalogue's id for how `role` (named `english` in English) moves in `v`: the
/// game's, or the option's where an option of `v` changes it.
fn moves_id(v: Variant, role: Role, english: &str) -> String {
    let key = v.key();
    let said = teach::describe(v, role);
    // How the piece of that name moves under other rules of the game.
    let there = |w: Variant| {
        w.rules()
            .pieces
            .iter()
            .find(|p| p.english == english)
            .map(|p| teach::describe(w, p.role))
    };
    if Variant::historical(key, &[]).ok().and_then(there) == Some(said) {
        return format!("moves-{key}-{}", slug(english));
    }
    match v
        .options()
        .iter()
        .find(|o| Variant::historical(key, &[o]).ok().and_then(there) == Some(said))
    {
        Some(o) => format!("moves-{key}-{o}-{}", slug(english)),
        // Several options at once that change the piece: the catalogue has no words for
        // the mix, and the engine's English is shown.
        None => format!("moves-{key}-mixed-{}", slug(english)),
    }
}

/// How `role` moves in `v`, in the reader's words (`/rules GAME PIECE`, the rules book).
pub(crate) fn moves(v: Variant, role: Role) -> Arg {
    let english = v.piece(role).map_or("piece", |p| p.english);
    named(moves_id(v, role, english), teach::describe(v, role))
}

/// `id` when the catalogue has it, else the engine's `english`.
fn named(id: String, english: &'static str) -> Arg {
    if i18n::has(&id) {
        Arg::from(Msg::named(id))
    } else {
        Arg::from(english)
    }
}

/// A piece's English name as part of an id: ASCII letters and digits, words joined by `-`
/// (`elephant (dabbābah)` → `elephant-dabbbah`).
fn slug(english: &str) -> String {
    let mut out = String::new();
    for c in english.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !c.is_alphabetic() && !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// Every name the catalogue holds for the engine, with the engine's English: for the
/// catalogue's test (each id must be there, in English as the engine says it).
pub fn catalogue() -> Vec<(String, String)> {
    let mut out = vec![("game-ashtapada".to_owned(), "Ashtapada".to_owned())];
    for spec in variants::ALL {
        let Ok(v) = Variant::historical(spec.key, &[]) else {
            continue;
        };
        out.push((format!("game-{}", spec.key), spec.name.to_owned()));
        out.push((format!("summary-{}", spec.key), spec.summary.to_owned()));
        for o in spec.options {
            out.push((
                format!("summary-{}-{}", spec.key, o.key),
                o.summary.to_owned(),
            ));
        }
        out.push((format!("side-{}-first", spec.key), spec.sides[0].to_owned()));
        out.push((
            format!("side-{}-second", spec.key),
            spec.sides[1].to_owned(),
        ));
        // The pieces of the historical rules and of each option.
        let mut readings = vec![v];
        readings.extend(
            spec.options
                .iter()
                .filter_map(|o| Variant::historical(spec.key, &[o.key]).ok()),
        );
        for r in &readings {
            for p in r.rules().pieces {
                let id = format!("piece-{}-{}", spec.key, slug(p.english));
                if !out.iter().any(|(i, _)| *i == id) {
                    out.push((id, p.english.to_owned()));
                }
            }
        }
        // How each piece moves, under the historical rules and under each option that
        // changes it.
        for r in &readings {
            for p in r.rules().pieces {
                let id = moves_id(*r, p.role, p.english);
                if !out.iter().any(|(i, _)| *i == id) {
                    out.push((id, teach::describe(*r, p.role).to_owned()));
                }
            }
        }
    }
    out
}
