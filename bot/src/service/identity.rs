//! `/link`: one player across platforms. An identity asks to link one on another platform
//! and is given a code (privately); the other identity sends the code back within a day.
//! Both sides have thus shown they are the same person, and the confirming identity's
//! records (games, challenges, ratings, tournaments) merge into the asking player, whom it
//! resolves to from then on. `/unlink PLATFORM` detaches an identity again: it starts
//! afresh, and what was merged stays with the player.

use super::command::Command;
use super::command::LinkAction;
use super::error::misrouted;
use super::error::said;
use super::incoming::Answer;
use super::incoming::Call;
use super::{Incoming, Reply, Service, ServiceError, DAY};
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::platform::KEYS as PLATFORMS;
use crate::storage::identity::{self as store, LinkRequest, MergeConflict};

/// Letters of a code: no 0/O or 1/I to misread.
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A fresh code from the operating system's random source.
fn fresh_code() -> Result<String, ServiceError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|e| said(msg!("identity-no-code", reason = e.to_string())))?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect())
}

impl Service {
    #[expect(
        clippy::too_many_lines,
        reason = "every /link and /unlink action in one match; to be split per action"
    )]
    pub(super) fn link(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: LinkAction,
    ) -> Result<Vec<Reply>, ServiceError> {
        let p = self.player_row(me)?;
        match action {
            LinkAction::Status => {
                if p.aliases.is_empty() {
                    return Ok(vec![Reply::tell(msg!(
                        "identity-status-one",
                        handle = p.handle.as_str(),
                        platform = p.platform.as_str(),
                        link = Arg::command("/link PLATFORM [HANDLE]"),
                        platforms = PLATFORMS.join(", ")
                    ))]);
                }
                // The accounts as one list of messages: the last alone, each before it
                // followed by the rest.
                let mut accounts: Option<Msg> = None;
                for (pl, h) in p.aliases.iter().rev() {
                    accounts = Some(accounts_list(h, pl, accounts));
                }
                let accounts = accounts_list(&p.handle, &p.platform, accounts);
                Ok(vec![Reply::tell(msg!(
                    "identity-status-many",
                    accounts = accounts
                ))])
            }
            LinkAction::Ask { platform, handle } => {
                if platform == self.platform.key {
                    return Err(said(msg!(
                        "identity-on-it-already",
                        platform = platform.as_str()
                    )));
                }
                if let Some(h) = p
                    .aliases
                    .iter()
                    .find(|(pl, _)| *pl == platform)
                    .map(|a| &a.1)
                {
                    return Err(said(msg!(
                        "identity-linked-already",
                        platform = platform.as_str(),
                        handle = h.as_str(),
                        unlink = Arg::command(format!("/unlink {platform}"))
                    )));
                }
                if p.platform == platform {
                    return Err(said(msg!(
                        "identity-you-are-already",
                        handle = p.handle.as_str(),
                        platform = platform.as_str()
                    )));
                }
                let code = fresh_code()?;
                store::request(
                    &self.db,
                    &LinkRequest {
                        code: code.clone(),
                        player: me,
                        platform: platform.clone(),
                        handle: handle.clone().unwrap_or_default(),
                        expires_at: inc.now + DAY,
                    },
                )?;
                let account = match handle {
                    Some(h) => msg!(
                        "identity-your-account-named",
                        platform = platform.as_str(),
                        handle = h
                    ),
                    None => msg!("identity-your-account", platform = platform.as_str()),
                };
                Ok(vec![Reply::tell(msg!(
                    "identity-send-code",
                    send = Arg::command(format!("/link {code}")),
                    account = account
                ))])
            }
            LinkAction::Confirm(code) => {
                let Some(r) = store::request_by_code(&self.db, &code)? else {
                    return Err(said(msg!(
                        "identity-no-such-code",
                        code = code.as_str(),
                        link = Arg::command("/link PLATFORM")
                    )));
                };
                if r.expires_at < inc.now {
                    store::drop_request(&self.db, &code)?;
                    return Err(said(msg!(
                        "identity-code-lapsed",
                        code = code.as_str(),
                        link = Arg::command(format!("/link {}", self.platform.key))
                    )));
                }
                if r.platform != self.platform.key {
                    return Err(said(msg!(
                        "identity-code-elsewhere",
                        code = code.as_str(),
                        platform = r.platform.as_str()
                    )));
                }
                if !r.handle.is_empty() && r.handle != inc.user {
                    return Err(said(msg!(
                        "identity-code-for-another",
                        code = code.as_str(),
                        handle = r.handle.as_str(),
                        platform = r.platform.as_str()
                    )));
                }
                if r.player == me {
                    store::drop_request(&self.db, &code)?;
                    return Err(said(msg!("identity-one-already")));
                }
                let asker = self.player_row(r.player)?;
                if asker.platform == self.platform.key
                    || asker.aliases.iter().any(|(pl, _)| *pl == self.platform.key)
                {
                    return Err(said(msg!(
                        "identity-has-account-there",
                        name = asker.display(),
                        platform = self.platform.key
                    )));
                }
                match store::conflict(&self.db, r.player, me)? {
                    Some(MergeConflict::Met(g)) => {
                        return Err(said(msg!("identity-have-met", game = g)))
                    }
                    Some(MergeConflict::SameTournament(t)) => {
                        return Err(said(msg!("identity-same-tournament", tournament = t)))
                    }
                    None => {}
                }
                store::merge(&self.db, r.player, me)?;
                store::link(&self.db, self.platform.key, inc.user, r.player, inc.now)?;
                store::drop_request(&self.db, &code)?;
                {
                    let mut cache = self.players.borrow_mut();
                    cache.write(me);
                    cache.write(r.player);
                }
                Ok(vec![Reply::tell(msg!(
                    "identity-linked",
                    handle = inc.user,
                    platform = self.platform.key,
                    other_handle = asker.handle.as_str(),
                    other_platform = asker.platform.as_str()
                ))])
            }
            LinkAction::Unlink(platform) => {
                if p.platform == platform {
                    return Err(said(msg!(
                        "identity-own-account",
                        handle = p.handle.as_str(),
                        platform = platform.as_str(),
                        unlink = Arg::command("/unlink")
                    )));
                }
                match store::unlink(&self.db, me, &platform)? {
                    Some(h) => {
                        self.players.borrow_mut().write(me);
                        Ok(vec![Reply::tell(msg!(
                            "identity-unlinked",
                            handle = h,
                            platform = platform.as_str()
                        ))])
                    }
                    None => Err(said(msg!(
                        "identity-none-linked",
                        platform = platform.as_str()
                    ))),
                }
            }
        }
    }
}

/// `handle` on `platform`, followed by the accounts of `rest` if any: one list, as messages.
fn accounts_list(handle: &str, platform: &str, rest: Option<Msg>) -> Msg {
    let account = msg!("identity-account", handle = handle, platform = platform);
    match rest {
        Some(rest) => msg!("identity-accounts", first = account, rest = rest),
        None => account,
    }
}

/// `/link` and `/unlink`.
pub(super) fn link_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Link(action) => s.link(inc, me, action),
        other => Err(misrouted(&other)),
    }
}
