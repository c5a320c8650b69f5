//! Reading PGN: the tag pairs (`Variant`, `FEN`, the players, the result) and the moves in any
//! notation [`crate::notation::parse_after`] reads, as the bot and pychess-variants write them.
//! Move numbers, comments (`{…}`, `;` to the line's end), variations (`(…)`), numeric
//! annotations (`$1`) and the result are skipped; the first game of a file is read.

use crate::shogi::{Record, RecordError, RecordProblem};
use crate::{fen, notation, Game, Square, Variant};

/// A PGN game as read.
#[derive(Debug)]
pub struct PgnGame {
    /// The game, replayed move by move, with the players' names.
    pub record: Record,
    /// The `Result` tag or the result written after the moves (`*` when none).
    pub result: String,
}

/// The game a PGN's `Variant` tag names, as pychess-variants or Tabiya spells it: a
/// Fairy-Stockfish name (`Makruk`, `Cambodian`, `Xiangqi`) or Tabiya's own key.
pub fn variant_of_tag(tag: &str) -> Option<Variant> {
    let name = tag.trim().to_ascii_lowercase().replace(' ', "");
    Variant::historical_for_fairy_name(&name)
        .or_else(|_| Variant::historical(&name, &[]))
        .ok()
}

fn error(line: usize, problem: RecordProblem) -> RecordError {
    RecordError { line, problem }
}

/// Reads the first game of a PGN text. `variant` is the game when the text has no `Variant`
/// tag (a tag that names another game is an error).
///
/// # Errors
/// [`RecordError`] naming the line of the first tag or move that cannot be read or played.
pub fn read(text: &str, variant: Option<Variant>) -> Result<PgnGame, RecordError> {
    let mut tags: Vec<(String, String, usize)> = Vec::new();
    let mut movetext: Vec<(usize, &str)> = Vec::new();
    let mut in_moves = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if !in_moves && line.starts_with('[') {
            // Several tags may share a line, and the moves may follow them on it (a record
            // pasted where line breaks are lost, as in a Discord text field).
            let mut rest = line;
            while rest.trim_start().starts_with('[') {
                let open = rest.find('[').unwrap_or(0);
                let close = find_tag_end(&rest[open..])
                    .ok_or_else(|| error(i + 1, RecordProblem::TagUnclosed))?;
                let inner = &rest[open + 1..open + close];
                let (name, value) = inner
                    .trim()
                    .split_once(char::is_whitespace)
                    .ok_or_else(|| error(i + 1, RecordProblem::NotATag(inner.to_owned())))?;
                let value = value.trim();
                let value = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or_else(|| error(i + 1, RecordProblem::TagUnquoted(name.to_owned())))?;
                tags.push((
                    name.to_owned(),
                    value.replace("\\\"", "\"").replace("\\\\", "\\"),
                    i + 1,
                ));
                rest = &rest[open + close + 1..];
            }
            if !rest.trim().is_empty() {
                in_moves = true;
                movetext.push((i + 1, rest));
            }
            continue;
        }
        if line.is_empty() && !in_moves {
            continue;
        }
        if line.is_empty() && in_moves {
            // A blank line after the moves ends the game.
            break;
        }
        in_moves = true;
        movetext.push((i + 1, raw));
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v, line)| (v.as_str(), *line))
    };
    let variant = match (tag("Variant"), variant) {
        (Some((name, line)), given) => {
            let named = variant_of_tag(name)
                .ok_or_else(|| error(line, RecordProblem::UnknownGame(name.to_owned())))?;
            match given {
                Some(g) if g.key() != named.key() => {
                    return Err(error(
                        line,
                        RecordProblem::OtherGame {
                            record: named,
                            named: g,
                        },
                    ))
                }
                Some(g) => g,
                None => named,
            }
        }
        (None, Some(v)) => v,
        (None, None) => return Err(error(1, RecordProblem::NoGameNamed)),
    };
    let start = match tag("FEN") {
        Some((f, line)) => {
            fen::parse(f, variant).map_err(|e| error(line, RecordProblem::Fen(e, variant)))?
        }
        None => crate::Position::new(variant),
    };
    let mut game = Game::from_position(start);
    let mut previous: Option<Square> = None;
    let mut result = tag("Result").map_or("*", |(r, _)| r).to_owned();
    let mut depth = 0usize;
    let mut comment = false;
    'lines: for (line, raw) in movetext {
        let mut rest = raw;
        while !rest.is_empty() {
            if comment {
                match rest.find('}') {
                    Some(end) => {
                        comment = false;
                        rest = &rest[end + 1..];
                        continue;
                    }
                    None => continue 'lines,
                }
            }
            rest = rest.trim_start();
            let Some(c) = rest.chars().next() else {
                break;
            };
            match c {
                '{' => {
                    comment = true;
                    rest = &rest[1..];
                    continue;
                }
                ';' => continue 'lines,
                '(' => {
                    depth += 1;
                    rest = &rest[1..];
                    continue;
                }
                ')' => {
                    depth = depth.saturating_sub(1);
                    rest = &rest[1..];
                    continue;
                }
                _ => {}
            }
            let end = rest
                .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                .unwrap_or(rest.len());
            let word = &rest[..end];
            rest = &rest[end..];
            if depth > 0 || word.starts_with('$') {
                continue;
            }
            if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
                result = word.to_owned();
                break 'lines;
            }
            // Move numbers: `12.`, `12...`, or `12.e4` written together.
            let token = word.trim_start_matches(|c: char| c.is_ascii_digit());
            let token = if token.len() < word.len() && token.starts_with('.') {
                token.trim_start_matches('.')
            } else {
                word
            };
            if token.is_empty() {
                continue;
            }
            let token = token.trim_end_matches(['!', '?']);
            let pos = game.position().clone();
            let color = pos.turn();
            let legal = game.legal_moves(color);
            let m = notation::parse_after(token, &pos, &legal, previous).map_err(|error| {
                self::error(
                    line,
                    RecordProblem::Move {
                        token: token.to_owned(),
                        error,
                    },
                )
            })?;
            game.play(color, m).map_err(|error| {
                self::error(
                    line,
                    RecordProblem::Refused {
                        token: token.to_owned(),
                        error,
                    },
                )
            })?;
            previous = m.to();
        }
    }
    let name = |t: &str| {
        tag(t)
            .map(|(v, _)| v.trim().to_owned())
            .filter(|v| !v.is_empty() && v != "?")
    };
    Ok(PgnGame {
        record: Record {
            game,
            sente: name("White"),
            gote: name("Black"),
        },
        result,
    })
}

/// The length of `[…]` at the start of `s` up to its `]` outside quotes.
fn find_tag_end(s: &str) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ']' if !quoted => return Some(i),
            _ => {}
        }
    }
    None
}
