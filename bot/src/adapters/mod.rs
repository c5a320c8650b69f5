//! Adapters translate between a platform and the service; they hold no game logic.

use crate::i18n::{msg, Arg, Part};
use crate::service::Reply;

pub mod console;
#[cfg(feature = "discord")]
pub mod discord;
#[cfg(feature = "matrix")]
pub mod matrix;
pub mod record_file;
#[cfg(any(feature = "discord", feature = "matrix"))]
pub(crate) mod threads;

/// Stops a task when dropped (an adapter's deliverer ends with the adapter).
#[cfg(any(feature = "discord", feature = "matrix"))]
pub(crate) struct AbortOnDrop(pub(crate) tokio::task::JoinHandle<()>);

#[cfg(any(feature = "discord", feature = "matrix"))]
impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// `text` in pieces of at most `max` bytes, cut at line breaks where it can be (else at a
/// character boundary): for platforms that limit a message's size.
pub fn split_text(text: &str, max: usize) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut rest = text;
    while rest.len() > max {
        let mut cut = max;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        if cut == 0 {
            // One character is wider than `max`: it goes alone rather than never.
            cut = rest.chars().next().map_or(rest.len(), char::len_utf8);
        }
        let cut = rest[..cut].rfind('\n').filter(|&i| i > 0).unwrap_or(cut);
        parts.push(&rest[..cut]);
        rest = rest[cut..].trim_start_matches('\n');
    }
    if !rest.is_empty() || parts.is_empty() {
        parts.push(rest);
    }
    parts
}

/// How a platform writes the typed parts of a message: a player, a command, code. Text is
/// written as it is, but for the commands a catalogue sentence names in its words
/// ([`Idiom::text`]).
pub trait Idiom {
    /// A player, by the service's handle.
    fn player(&self, handle: &str) -> String;

    /// A command as a player types it here (`/accept 1`).
    fn command(&self, command: &str) -> String {
        command.to_owned()
    }

    /// Words of a sentence.
    fn text(&self, text: &str) -> String {
        text.to_owned()
    }

    /// Code: a span in backticks, a block (it has a line break) fenced.
    fn code(&self, code: &str) -> String {
        if code.contains('\n') {
            format!("```\n{code}```")
        } else {
            format!("`{code}`")
        }
    }
}

/// Plain text, as the console shows it: a player as `@handle`, a command as typed, code in
/// backticks.
pub struct Plain;

impl Idiom for Plain {
    fn player(&self, handle: &str) -> String {
        format!("@{handle}")
    }
}

/// `parts` as the text a platform shows, in its idiom.
pub fn written(parts: &[Part], idiom: &dyn Idiom) -> String {
    parts
        .iter()
        .map(|p| match p {
            Part::Text(t) => idiom.text(t),
            Part::Player(h) => idiom.player(h),
            Part::Command(c) => idiom.command(c),
            Part::Code(c) => idiom.code(c),
        })
        .collect()
}

/// What a reply says, as parts: its message in `lang`, or, for a record, the preview a chat
/// shows beside the file.
pub fn said(r: &Reply, lang: &str) -> Vec<Part> {
    match &r.file {
        Some(name) => preview(&r.text, name, lang),
        None => r.parts(lang),
    }
}

/// What a chat shows beside a record sent as a file: its name and its first lines in a code
/// block (at most 12 lines, 600 characters).
pub fn preview(record: &str, name: &str, lang: &str) -> Vec<Part> {
    let mut shown = String::new();
    for line in record.lines().take(12) {
        if shown.len() + line.len() > 600 {
            break;
        }
        shown.push_str(&line.replace("```", "'''"));
        shown.push('\n');
    }
    let more = if shown.trim_end().len() < record.trim_end().len() {
        "…\n"
    } else {
        ""
    };
    let mut parts = crate::i18n::parts(lang, &msg!("records-attached", name = Arg::code(name)));
    parts.push(Part::Text("\n".to_owned()));
    parts.push(Part::Code(format!("{shown}{more}")));
    parts
}

#[cfg(test)]
mod tests {
    #[test]
    fn split_text_always_ends() {
        assert_eq!(super::split_text("同同", 2), ["同", "同"]);
        assert_eq!(super::split_text("a\nb", 10), ["a\nb"]);
        assert_eq!(super::split_text("", 10), [""]);
    }
}
