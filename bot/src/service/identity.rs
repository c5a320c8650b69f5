//! `/link`: one player across platforms. An identity asks to link one on another platform
//! and is given a code (privately); the other identity sends the code back within a day.
//! Both sides have thus shown they are the same person, and the confirming identity's
//! records (games, challenges, ratings, tournaments) merge into the asking player, whom it
//! resolves to from then on. `/unlink PLATFORM` detaches an identity again: it starts
//! afresh, and what was merged stays with the player.

use super::command::Command;
use super::command::{LinkAction, PLATFORMS};
use super::error::misrouted;
use super::Caller;
use super::{user, Incoming, Reply, Service, ServiceError, DAY};
use crate::storage::identity::{self as store, LinkRequest, MergeConflict};

/// Letters of a code: no 0/O or 1/I to misread.
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A fresh code from the operating system's random source.
fn code() -> Result<String, ServiceError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes)
        .map_err(|e| user(format!("No random code could be made ({e}); try again.")))?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect())
}

impl Service {
    pub(super) fn link(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: LinkAction,
    ) -> Result<Vec<Reply>, ServiceError> {
        let p = self.player_row(me)?;
        match action {
            LinkAction::Status => {
                let mut ids = vec![format!("{} on {}", p.handle, p.platform)];
                ids.extend(p.aliases.iter().map(|(pl, h)| format!("{h} on {pl}")));
                Ok(vec![Reply::private(if ids.len() == 1 {
                    format!(
                        "You play as {} only. /link PLATFORM [HANDLE] links an account on another platform: {}.",
                        ids[0],
                        PLATFORMS.join(", ")
                    )
                } else {
                    format!("You are one player as {}.", ids.join(", "))
                })])
            }
            LinkAction::Ask { platform, handle } => {
                if platform == self.platform {
                    return Err(user(format!(
                        "You are on {platform} already: link an account on another platform."
                    )));
                }
                if let Some(h) = p
                    .aliases
                    .iter()
                    .find(|(pl, _)| *pl == platform)
                    .map(|a| &a.1)
                {
                    return Err(user(format!(
                        "Your {platform} account {h} is linked already; /unlink {platform} first."
                    )));
                }
                if p.platform == platform {
                    return Err(user(format!("You are {} on {platform} already.", p.handle)));
                }
                let code = code()?;
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
                Ok(vec![Reply::private(format!(
                    "To link, send /link {code} from your {platform} account{} within a day. Keep the code to yourself: whoever sends it becomes you.",
                    handle.map(|h| format!(" {h}")).unwrap_or_default()
                ))])
            }
            LinkAction::Confirm(code) => {
                let Some(r) = store::request_by_code(&self.db, &code)? else {
                    return Err(user(format!(
                        "No link waits for the code {code}. Ask again with /link PLATFORM from your other account."
                    )));
                };
                if r.expires_at < inc.now {
                    store::drop_request(&self.db, &code)?;
                    return Err(user(format!(
                        "The code {code} lapsed (codes last a day). Ask again with /link {} from your other account.",
                        self.platform
                    )));
                }
                if r.platform != self.platform {
                    return Err(user(format!(
                        "The code {code} links a {} account: send it there.",
                        r.platform
                    )));
                }
                if !r.handle.is_empty() && r.handle != inc.user {
                    return Err(user(format!(
                        "The code {code} is for {} on {}, not for you.",
                        r.handle, r.platform
                    )));
                }
                if r.player == me {
                    store::drop_request(&self.db, &code)?;
                    return Err(user("These accounts are one player already."));
                }
                let asker = self.player_row(r.player)?;
                if asker.platform == self.platform
                    || asker.aliases.iter().any(|(pl, _)| *pl == self.platform)
                {
                    return Err(user(format!(
                        "{} has a {} account already.",
                        asker.display(),
                        self.platform
                    )));
                }
                match store::conflict(&self.db, r.player, me)? {
                    Some(MergeConflict::Met(g)) => {
                        return Err(user(format!(
                            "These accounts have played each other (game #{g}), so they cannot be one player."
                        )))
                    }
                    Some(MergeConflict::SameTournament(t)) => {
                        return Err(user(format!(
                            "Both accounts play in Tournament #{t}, so they cannot be one player."
                        )))
                    }
                    None => {}
                }
                store::merge(&self.db, r.player, me)?;
                store::link(&self.db, self.platform, inc.user, r.player, inc.now)?;
                store::drop_request(&self.db, &code)?;
                {
                    let mut cache = self.players.borrow_mut();
                    cache.write(me);
                    cache.write(r.player);
                }
                Ok(vec![Reply::private(format!(
                    "Linked: {} on {} and {} on {} are one player now. Your games, ratings and tournaments follow you on both.",
                    inc.user, self.platform, asker.handle, asker.platform
                ))])
            }
            LinkAction::Unlink(platform) => {
                if p.platform == platform {
                    return Err(user(format!(
                        "{} on {platform} is this player's own account; /unlink the others from it.",
                        p.handle
                    )));
                }
                match store::unlink(&self.db, me, &platform)? {
                    Some(h) => {
                        self.players.borrow_mut().write(me);
                        Ok(vec![Reply::private(format!(
                            "Unlinked: {h} on {platform} starts afresh next time; your games and ratings stay with you here."
                        ))])
                    }
                    None => Err(user(format!("No {platform} account is linked to you."))),
                }
            }
        }
    }
}

/// `/link` and `/unlink`.
pub(super) fn link_command(
    s: &mut Service,
    inc: &Incoming<'_>,
    caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    let me = caller.id;
    match cmd {
        Command::Link(action) => s.link(inc, me, action),
        other => Err(misrouted(&other)),
    }
}
