//! A player's account: settings and vacations.

use super::clock;
use super::command::Command;
use super::command::Notify;
use super::command::SettingsChange;
use super::command::VacationAction;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::platforms::platform_name;
use super::reply::Reply;
use super::Incoming;
use super::Service;
use super::DAY;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::storage;
use crate::storage::GameRow;
use crate::storage::PlayerRow;
impl Service {
    pub(super) fn settings(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        change: SettingsChange,
    ) -> Result<Vec<Reply>, ServiceError> {
        let SettingsChange {
            set,
            orientation,
            notation,
            notify,
            language,
            channel,
        } = change;
        // The channel's language: a moderator's (anyone's on the console, where everyone is
        // the one local player's).
        let mut replies = Vec::new();
        if let Some(l) = channel {
            if !(inc.moderator || self.platform.key == "console") {
                return Err(said(msg!("account-channel-language-moderators")));
            }
            storage::set_channel_language(&self.db, inc.channel, &l)?;
            replies.push(Reply::post(msg!(
                "account-channel-language",
                language = crate::i18n::endonym(&l)
            )));
        }
        let mut p = (*self.player_row(me)?).clone();
        let changed = set.is_some()
            || orientation.is_some()
            || notation.is_some()
            || notify.is_some()
            || language.is_some();
        if let Some(l) = language {
            p.language = Some(l);
        }
        if let Some(s) = set {
            p.piece_set = s;
        }
        if let Some(o) = orientation {
            p.orientation = o;
        }
        if let Some(n) = notation {
            p.notation = n;
        }
        if let Some(n) = notify {
            p.digest_at = (n == Notify::Digest)
                .then(|| clock::next_hour_of_day(inc.now, self.settings.digest_hour));
            // The digest comes where he asked for it (a player linked on two platforms
            // chooses by where he sends the command).
            if n == Notify::Digest {
                p.digest_platform = Some(self.platform.key.to_owned());
            }
            p.notify = n;
        }
        if changed {
            self.save_player(&mut p)?;
        }
        let digest: Arg = match p.digest_at {
            Some(t) if p.notify == Notify::Digest && !p.aliases.is_empty() => msg!(
                "account-next-digest-on",
                time = clock::format_time(t),
                platform = platform_name(p.digest_platform.as_deref().unwrap_or(&p.platform))
            )
            .into(),
            Some(t) if p.notify == Notify::Digest => {
                msg!("account-next-digest", time = clock::format_time(t)).into()
            }
            _ => Arg::Text(String::new()),
        };
        replies.push(Reply::tell(msg!(
            "account-settings",
            set = p.piece_set.word(),
            orientation = p.orientation.word(),
            notation = p.notation.word(),
            notify = p.notify.word(),
            digest = digest
        )));
        Ok(replies)
    }

    pub(super) fn vacation(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: VacationAction,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut p = (*self.player_row(me)?).clone();
        let year = clock::year_of(inc.now);
        if p.vacation_year != year {
            p.vacation_year = year;
            p.vacation_used = 0;
        }
        let bank = self.settings.vacation_days * DAY;
        let running = p.vacation_until.filter(|&u| u > inc.now);
        let left_text = |used: i64| {
            let left = (bank - used).max(0);
            msg!("account-vacation-left", days = left / DAY, year = year)
        };
        match action {
            VacationAction::Status => Ok(vec![Reply::tell(match running {
                Some(u) => msg!(
                    "account-vacation-until",
                    time = clock::format_time(u),
                    end = Arg::command("/vacation end"),
                    left = left_text(p.vacation_used)
                ),
                None => msg!(
                    "account-vacation-none",
                    left = left_text(p.vacation_used),
                    start = Arg::command("/vacation DAYS")
                ),
            })]),
            VacationAction::Start(days) => {
                if let Some(u) = running {
                    return Err(said(msg!(
                        "account-vacation-already",
                        time = clock::format_time(u),
                        end = Arg::command("/vacation end")
                    )));
                }
                let span = days * DAY;
                if p.vacation_used + span > bank {
                    return Err(said(msg!(
                        "account-vacation-too-long",
                        days = days,
                        left = left_text(p.vacation_used)
                    )));
                }
                p.vacation_used += span;
                p.vacation_until = Some(inc.now + span);
                let paused = self.shift_my_clocks(inc, me, span, &p)?;
                self.save_player(&mut p)?;
                Ok(vec![Reply::tell(msg!(
                    "account-vacation-started",
                    time = clock::format_time(inc.now + span),
                    paused = paused,
                    left = left_text(p.vacation_used)
                ))])
            }
            VacationAction::End => {
                let Some(u) = running else {
                    return Err(said(msg!("account-not-on-vacation")));
                };
                let unused = u - inc.now;
                // A vacation begun last year returns nothing to this year's fresh bank.
                p.vacation_used = (p.vacation_used - unused).max(0);
                p.vacation_until = None;
                let resumed = self.shift_my_clocks(inc, me, -unused, &p)?;
                self.save_player(&mut p)?;
                Ok(vec![Reply::tell(msg!(
                    "account-vacation-ended",
                    resumed = resumed,
                    left = left_text(p.vacation_used)
                ))])
            }
        }
    }

    /// Moves the deadlines of `me`'s games where he is to move by `shift` seconds, and tells
    /// each opponent. Returns how many games.
    pub(super) fn shift_my_clocks(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        shift: i64,
        p: &PlayerRow,
    ) -> Result<usize, ServiceError> {
        let mut n = 0;
        let mut changed = Vec::new();
        // Events that cap vacations move their games' clocks only as far as the cap allows.
        let capped = self.capped_vacation(me, shift, inc.now)?;
        for g in storage::active_games(&self.db, me, None)? {
            let l = self.replayed(g.clone())?;
            if l.game.to_move().first() == Some(&l.color_of(me)) {
                let event = storage::tournaments::of_game(&self.db, g.id)?.map(|(t, _)| t);
                let s = event
                    .and_then(|t| capped.iter().find(|c| c.0 == t))
                    .map_or(shift, |c| c.1);
                if s != 0 {
                    changed.push((l.row, s));
                }
            }
        }
        for (mut row, shift) in changed {
            row.deadline = row.deadline.map(|d| (d + shift).max(inc.now + 3600));
            storage::save_state(&self.db, &row)?;
            let handle = p.handle_on(self.platform_of(&row.channel).key);
            let body = match p.vacation_until {
                // A tournament that caps vacations waits only as long as its cap allows.
                Some(u) if inc.now + shift < u => msg!(
                    "account-away-capped",
                    who = Arg::player(handle),
                    time = clock::format_time(u),
                    game = row.id,
                    cap = clock::format_time(inc.now + shift)
                ),
                Some(u) => msg!(
                    "account-away",
                    who = Arg::player(handle),
                    time = clock::format_time(u),
                    game = row.id
                ),
                None => msg!("account-back", who = Arg::player(handle), game = row.id),
            };
            self.push_outbox(&row.channel, None, &body, None, inc.now)?;
            n += 1;
        }
        n += self.shift_race_clocks(me, shift, inc.now)?;
        Ok(n)
    }

    /// For each running tournament of `me` that caps vacations, the part of `shift` it
    /// allows — a vacation starting (`shift` > 0) takes what is left of the cap, one ending
    /// early gives back what it did not use — with the event's own end of the vacation
    /// kept, for clocks that start meanwhile.
    pub(super) fn capped_vacation(
        &self,
        me: i64,
        shift: i64,
        now: i64,
    ) -> Result<Vec<(i64, i64)>, ServiceError> {
        use storage::tournaments as store;
        let mut out = Vec::new();
        for t in store::of_player(&self.db, me)? {
            let Some(cap) = t.vacation_cap else { continue };
            let s = if shift > 0 {
                let used = store::vacation_used(&self.db, t.id, me)?;
                let applied = shift.min(cap * DAY - used).max(0);
                store::use_vacation(&self.db, t.id, me, applied)?;
                store::set_vacation_until(&self.db, t.id, me, Some(now + applied))?;
                applied
            } else {
                let unused =
                    store::vacation_until(&self.db, t.id, me)?.map_or(0, |u| (u - now).max(0));
                store::use_vacation(&self.db, t.id, me, -unused)?;
                store::set_vacation_until(&self.db, t.id, me, None)?;
                -unused
            };
            out.push((t.id, s));
        }
        Ok(out)
    }

    /// When `p`'s clock in `row` starts if it became his move at `now`: after his vacation,
    /// or, in a tournament that caps vacations, after the part of it the event allows.
    pub(super) fn vacation_end_for(
        &self,
        p: &PlayerRow,
        row: &GameRow,
        now: i64,
    ) -> Result<Option<i64>, ServiceError> {
        let Some(until) = p.vacation_until.filter(|&u| u > now) else {
            return Ok(None);
        };
        let Some((t, _)) = storage::tournaments::of_game(&self.db, row.id)? else {
            return Ok(Some(until));
        };
        match storage::tournaments::get(&self.db, t)?.and_then(|t| t.vacation_cap) {
            Some(_) => {
                Ok(storage::tournaments::vacation_until(&self.db, t, p.id)?.map(|u| u.min(until)))
            }
            None => Ok(Some(until)),
        }
    }
}

/// `/settings`.
pub(super) fn settings_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Settings(change) => s.settings(inc, me, change),
        other => Err(misrouted(&other)),
    }
}

/// `/vacation`.
pub(super) fn vacation_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Vacation { action } => s.vacation(inc, me, action),
        other => Err(misrouted(&other)),
    }
}
