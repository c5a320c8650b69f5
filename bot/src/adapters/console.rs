//! The console adapter: lines `USER /command …` in, the chat's answers out; board images are
//! written to a folder and their paths printed.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use crate::service::{Audience, Incoming, Reply, Service};

/// Runs the console over `input`, writing to `output`, with the clock `now` (unix seconds
/// for each line; tests pass a fake one).
///
/// # Errors
/// I/O errors of `output`.
pub fn run(
    service: &mut Service,
    input: impl BufRead,
    output: impl Write,
    images: Option<&Path>,
    now: impl FnMut() -> i64,
) -> std::io::Result<()> {
    run_guarded(
        service,
        input,
        output,
        images,
        now,
        &std::sync::Mutex::new(()),
    )
}

/// As [`run`], holding `busy` from the moment a line is read until its answers are written:
/// whoever takes `busy` (the shutdown on SIGTERM) knows no command is half done.
///
/// # Errors
/// I/O errors of `output`.
pub fn run_guarded(
    service: &mut Service,
    input: impl BufRead,
    mut output: impl Write,
    images: Option<&Path>,
    mut now: impl FnMut() -> i64,
    busy: &std::sync::Mutex<()>,
) -> std::io::Result<()> {
    // Boards are drawn only where they are written: without a folder, nothing is rendered.
    if images.is_none() {
        service.set_images(false);
    }
    let mut out = Printer {
        output: &mut output,
        images,
        // Board files are numbered on from the last one already in the folder: a second
        // run into the same folder keeps the first run's boards.
        image_no: images.map_or(0, last_board_number),
        unconfirmed: std::collections::HashSet::new(),
    };
    // `:wait 3d` (or `12h`, `30m`) moves the console's clock on: for scripts and tests.
    let mut offset: i64 = 0;
    // Event ids must not repeat across sessions on one database: each run gets its own prefix.
    // The time alone may repeat (a coarse clock, two runs in one process): a counter makes
    // the prefix unique.
    static RUNS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let session = format!(
        "{}.{run}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    );
    let mut input = input;
    let mut bytes = Vec::new();
    for i in 0u64.. {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        let _busy = busy
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // A line that is not UTF-8 is answered and skipped; it never ends the console.
        let Ok(line) = std::str::from_utf8(&bytes) else {
            writeln!(
                out.output,
                "! line {} is not valid UTF-8 text; it was skipped",
                i + 1
            )?;
            continue;
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(d) = line.strip_prefix(":wait") {
            match parse_duration(d.trim()).and_then(|s| offset.checked_add(s)) {
                Some(o) => offset = o,
                None => writeln!(
                    out.output,
                    "! `:wait` takes a duration of at most {MAX_WAIT_DAYS} days, such as 3d, 12h or 30m"
                )?,
            }
            continue;
        }
        let Some((event, user, channel, text)) = command_line(line, &session, i) else {
            writeln!(out.output, "! expected `USER /command`, got `{line}`")?;
            continue;
        };
        let t = now() + offset;
        // The scheduler runs first: whatever fell due before this command.
        // (While the database is away, the command's own answer says so.)
        if let Err(e) = service.tick(t) {
            if !e.is_unavailable() {
                writeln!(out.output, "! {}", e.user_message())?;
            }
        }
        let replies = service.handle(&Incoming {
            event_id: &event,
            user,
            channel,
            text: text.trim(),
            now: t,
            game: None,
            name: None,
            moderator: false,
            platform: Some(&crate::platform::CONSOLE),
            locale: None,
            place_locale: None,
        });
        for r in replies {
            out.reply(user, &r)?;
        }
        out.deliver(service)?;
        // The computer's turns: one player at a terminal waits for them, so they are thought
        // out here, in order (the chat adapters think on worker threads).
        for _ in 0..MAX_COMPUTER_ROUNDS {
            let turns = match service.computer_turns() {
                Ok(t) => t,
                Err(e) => {
                    // (While the database is away, the command's own answer says so.)
                    if !e.is_unavailable() {
                        writeln!(out.output, "! {}", e.user_message())?;
                    }
                    break;
                }
            };
            if turns.is_empty() {
                break;
            }
            let stop = std::sync::atomic::AtomicBool::new(false);
            for turn in turns {
                if let Some(answer) = turn.think(&stop) {
                    service.computer_answer(&answer, t);
                }
            }
            out.deliver(service)?;
        }
    }
    Ok(())
}

/// The most answers the computer gives after one line (a setup is several placements).
const MAX_COMPUTER_ROUNDS: usize = 64;

/// Where the console's answers go: the text, and board images as numbered files.
struct Printer<'o, W: Write> {
    output: &'o mut W,
    images: Option<&'o Path>,
    image_no: u32,
    /// Notices printed but not yet marked delivered (the database was away): marked later,
    /// never printed twice.
    unconfirmed: std::collections::HashSet<i64>,
}

impl<W: Write> Printer<'_, W> {
    /// A reply to `user`'s command.
    fn reply(&mut self, user: &str, r: &Reply) -> std::io::Result<()> {
        let prefix = match r.audience {
            Audience::Channel => String::new(),
            Audience::Private => format!("(to {user}) "),
        };
        // A record is printed whole; any other answer in its reader's language.
        let text = match &r.file {
            Some(_) => r.text.clone(),
            None => super::written(&r.parts(r.lang), &super::Plain),
        };
        writeln!(self.output, "{prefix}{text}")?;
        self.board(r.image.as_ref())
    }

    /// A board, written as the next numbered file, where boards are written.
    fn board(&mut self, image: Option<&crate::service::Image>) -> std::io::Result<()> {
        if let (Some(img), Some(dir)) = (image, self.images) {
            self.image_no += 1;
            let kind = if img.is_replay() { "gif" } else { "png" };
            let path: PathBuf = dir.join(format!("board-{:04}.{kind}", self.image_no));
            std::fs::write(&path, &img.data)?;
            writeln!(self.output, "  [board: {}]", path.display())?;
        }
        Ok(())
    }

    /// The outbox: notifications are delivered after each command (a board with those
    /// about a game, where boards are written).
    fn deliver(&mut self, service: &mut Service) -> std::io::Result<()> {
        if let Ok(items) = service.outbox() {
            for (item, image) in items {
                if self.unconfirmed.contains(&item.id) {
                    if service.delivered(item.id).is_ok() {
                        self.unconfirmed.remove(&item.id);
                    }
                    continue;
                }
                // In the language of the channel it goes to.
                let text = super::written(
                    &Reply::notice(&item, None, None).parts(item.lang),
                    &super::Plain,
                );
                match (&item.recipient, item.direct) {
                    (Some(who), true) => writeln!(self.output, "→ (to {who}) {text}")?,
                    _ => writeln!(self.output, "→ {text}")?,
                }
                self.board(image.as_ref())?;
                if service.delivered(item.id).is_err() {
                    self.unconfirmed.insert(item.id);
                }
            }
        }
        Ok(())
    }
}

/// A line's event id, user, channel and command: `USER /command`, optionally
/// `USER@channel /command`, optionally `[id] USER …` to replay an event (a redelivery).
/// Lines without an id get the session's, numbered by `i`.
fn command_line<'l>(
    line: &'l str,
    session: &str,
    i: u64,
) -> Option<(String, &'l str, &'l str, &'l str)> {
    let (event, rest) = match line.strip_prefix('[').and_then(|l| l.split_once(']')) {
        Some((id, rest)) => (id.trim().to_owned(), rest.trim()),
        None => (format!("{session}-{}", i + 1), line),
    };
    let (who, text) = rest.split_once(char::is_whitespace)?;
    let (user, channel) = who.split_once('@').unwrap_or((who, "console"));
    Some((event, user, channel, text))
}

/// The highest number of a `board-NNNN.png` (or `.gif`, a replay) in `dir` (0 when there
/// is none).
fn last_board_number(dir: &Path) -> u32 {
    std::fs::read_dir(dir).map_or(0, |entries| {
        entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let name = e.file_name();
                let name = name.to_str()?;
                let rest = name.strip_prefix("board-")?;
                rest.strip_suffix(".png")
                    .or_else(|| rest.strip_suffix(".gif"))?
                    .parse::<u32>()
                    .ok()
            })
            .max()
            .unwrap_or(0)
    })
}

/// The longest single `:wait` (ten years).
const MAX_WAIT_DAYS: i64 = 3_650;

fn parse_duration(s: &str) -> Option<i64> {
    let (n, unit) = s.split_at(s.find(|c: char| !c.is_ascii_digit())?);
    let n: i64 = n.parse().ok()?;
    let seconds = n.checked_mul(match unit {
        "d" => 86_400,
        "h" => 3_600,
        "m" => 60,
        _ => return None,
    })?;
    (seconds <= MAX_WAIT_DAYS * 86_400).then_some(seconds)
}

#[cfg(test)]
mod tests {
    use super::{last_board_number, run, Path, Service};

    #[test]
    fn board_files_are_numbered_on_from_the_last_in_the_folder() {
        let dir = std::env::temp_dir().join(format!("tabiya-boards-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        assert_eq!(last_board_number(&dir), 0);
        for name in [
            "board-0001.png",
            "board-0012.png",
            "board-x.png",
            "notes.txt",
        ] {
            std::fs::write(dir.join(name), b"").expect("file");
        }
        assert_eq!(last_board_number(&dir), 12);
        let mut service = Service::open(Path::new(":memory:"), "console").expect("service");
        let input = "alice /rules shatranj\n".as_bytes();
        let mut out = Vec::new();
        run(&mut service, input, &mut out, Some(&dir), || 1_800_000_000).expect("run");
        let out = String::from_utf8(out).expect("utf-8");
        assert!(out.contains("board-0013.png"), "{out}");
        assert!(dir.join("board-0013.png").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
