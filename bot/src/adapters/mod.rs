//! Adapters translate between a platform and the service; they hold no game logic.

pub mod console;
#[cfg(feature = "discord")]
pub mod discord;
#[cfg(feature = "matrix")]
pub mod matrix;

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

/// What a chat shows beside a record sent as a file: its name and its first lines in a code
/// block (at most 12 lines, 600 characters).
pub fn preview(record: &str, name: &str) -> String {
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
    format!("`{name}` (attached):\n```\n{shown}{more}```")
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
