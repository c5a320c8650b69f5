//! The rules book in other languages (`docs/rules/<tag>/<game>.md`): its prose is translated
//! by hand, and what comes from the engine (the summary, the start, each piece's moves, the
//! options) is written here from the catalogue, in the page's language, as the English
//! book's blocks are written from the engine (`tabiya-render book`). The pictures are the
//! English book's (`docs/rules/img/`); their descriptions are in the page's language.

use super::alt::alt;
use super::names;
use crate::i18n::{msg, render, Arg};
use tabiya_engine::teach;
use tabiya_engine::view::BoardView;
use tabiya_engine::{Color, Position, Variant};

/// `arg` in `lang`.
fn say(lang: &str, arg: Arg) -> String {
    render(lang, &msg!("book-say", text = arg))
}

/// The generated blocks of game `key`'s page in `lang`, as (block name, text); `None` for a
/// game the engine does not know.
pub fn translated_blocks(lang: &str, key: &str) -> Option<Vec<(&'static str, String)>> {
    let v = Variant::historical(key, &[]).ok()?;
    let spec = v.spec();
    let start = BoardView::new(&Position::new(v), None);
    let first = if v.rules().colors_drawn {
        msg!("rules-coin-first")
    } else {
        msg!("rules-side-first", side = names::side(v, Color::White))
    };
    let start_block = format!(
        "![{alt}](../img/{key}-start.png)\n\n{first}",
        alt = render(
            lang,
            &msg!(
                "book-start-alt",
                game = names::game(v),
                alt = alt(&start, v)
            )
        )
        .replace(['[', ']'], ""),
        first = render(lang, &first),
    );
    let mut pieces = String::new();
    for p in v.rules().pieces {
        let Some(d) = teach::piece_diagram(v, p.role) else {
            continue;
        };
        let view = BoardView::new(&d.position, None).with_targets(d.from, &d.targets);
        let letter = if p.promoted_prefix {
            format!("+{}", p.letter)
        } else {
            p.letter.to_string()
        };
        pieces.push_str(&format!(
            "### {name} (`{letter}`)\n\n{moves}\n\n![{alt}](../img/{key}-{file}.png)\n\n",
            name = say(lang, names::piece(v, p.role, None)),
            moves = say(lang, names::moves(v, p.role)),
            alt = render(lang, &alt(&view, v)).replace(['[', ']'], ""),
            file = teach::piece_key(p.role),
        ));
    }
    pieces.push_str(&render(lang, &msg!("book-pieces-legend")));
    let options = if spec.options.is_empty() {
        render(lang, &msg!("book-no-options"))
    } else {
        spec.options
            .iter()
            .map(|o| {
                format!(
                    "- `{}` — {}",
                    o.key,
                    say(lang, names::option_summary(v, o.key, o.summary))
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    Some(vec![
        ("summary", say(lang, names::summary(v))),
        ("start", start_block),
        ("pieces", pieces.trim_end().to_owned()),
        ("options", options),
    ])
}
