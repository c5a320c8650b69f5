//! A record sent as a file to `/import` (Discord's attachment, the Matrix file a command
//! replies to): the limits both platforms apply, and what a player is told when the file
//! cannot be read, from the catalogue.

use crate::i18n::{msg, Msg};

/// The largest file `/import` reads (a long KIF is 20 KB).
pub const MAX_RECORD_FILE: u64 = 200_000;

/// Why a file cannot be read as a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileTrouble {
    /// The platform named a file it did not deliver.
    Missing,
    /// The message a command replies to could not be fetched.
    ReplyUnfetched,
    /// The file could not be downloaded.
    Unfetched(String),
    /// The file is larger than [`MAX_RECORD_FILE`] (its name and size in bytes).
    TooLarge(String, u64),
    /// The file is not UTF-8 text.
    NotText(String),
}

impl FileTrouble {
    /// What the player is told, with what to do instead.
    pub fn said(&self) -> Msg {
        match self {
            FileTrouble::Missing => msg!("records-file-missing"),
            FileTrouble::ReplyUnfetched => msg!("records-file-reply-unfetched"),
            FileTrouble::Unfetched(name) => msg!("records-file-unfetched", name = name.as_str()),
            FileTrouble::TooLarge(name, size) => msg!(
                "records-file-too-large",
                name = name.as_str(),
                size = i64::try_from(size / 1000).unwrap_or(i64::MAX),
                most = i64::try_from(MAX_RECORD_FILE / 1000).unwrap_or(i64::MAX)
            ),
            FileTrouble::NotText(name) => msg!("records-file-not-text", name = name.as_str()),
        }
    }
}

/// Refuses a file of `size` bytes larger than a record may be, before it is downloaded.
///
/// # Errors
/// [`FileTrouble::TooLarge`].
pub fn sized(name: &str, size: u64) -> Result<(), FileTrouble> {
    if size > MAX_RECORD_FILE {
        return Err(FileTrouble::TooLarge(name.to_owned(), size));
    }
    Ok(())
}

/// The downloaded `bytes` of file `name` as a record's text.
///
/// # Errors
/// [`FileTrouble::TooLarge`] (a platform that said less than it sent) or
/// [`FileTrouble::NotText`].
pub fn text(name: &str, bytes: Vec<u8>) -> Result<String, FileTrouble> {
    sized(name, bytes.len() as u64)?;
    String::from_utf8(bytes).map_err(|_| FileTrouble::NotText(name.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::{sized, text, FileTrouble};

    #[test]
    fn a_record_file_is_text_within_the_limit() {
        assert_eq!(text("a.kif", b"abc".to_vec()), Ok("abc".to_owned()));
        assert_eq!(
            text("a.kif", vec![0x82, 0xa0]),
            Err(FileTrouble::NotText("a.kif".to_owned()))
        );
        assert_eq!(
            sized("big.kif", 5_000_000),
            Err(FileTrouble::TooLarge("big.kif".to_owned(), 5_000_000))
        );
        assert_eq!(
            crate::i18n::english(&FileTrouble::TooLarge("big.kif".to_owned(), 5_000_000).said()),
            "big.kif is 5000 KB; a record file is at most 200 KB."
        );
    }
}
