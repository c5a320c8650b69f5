//! The scheduler: reminders, timeouts, digests, lapsed challenges, round deadlines and
//! races, each claimed in the transaction that does it.

use super::clock;
use super::error::panic_text;
use super::error::said;
use super::error::ServiceError;
use super::names;
use super::platforms::known_platform;
use super::refusals::game_refusal;
use super::stored::color_letter;
use super::stored::result_text;
use super::stored::Ending;
use super::Service;
use super::DAY;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::storage;
use crate::storage::ChallengeStatus;
use crate::storage::StorageError;
use tabiya_engine::Action;
use tabiya_engine::Color;

impl Service {
    /// When the scheduler should wake next: the earliest of a deadline, a reminder a day
    /// before one, a daily digest and a challenge's expiry — each read from its index; no
    /// game is scanned.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn next_wake(&self) -> Result<Option<i64>, StorageError> {
        Ok([
            storage::next_game_wake(&self.db)?,
            storage::next_digest(&self.db)?,
            storage::next_expiry(&self.db)?,
            storage::tournaments::next_round_deadline(&self.db)?,
            self.race_wake()?,
        ]
        .into_iter()
        .flatten()
        .min())
    }

    /// Runs what is due at `now`: reminders a day before a deadline, timeouts (a loss for
    /// the player to move, or an abort when he never made a move), daily digests and lapsed
    /// challenges. Each is its own transaction; notifications go to the outbox. Returns how
    /// many games ended.
    ///
    /// # Errors
    /// [`ServiceError`]; what was done before the error stays done.
    pub fn tick(&mut self, now: i64) -> Result<usize, ServiceError> {
        let result =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.tick_inner(now)))
                .unwrap_or_else(|payload| {
                    self.cache.clear();
                    Err(ServiceError::Internal(format!(
                        "the scheduler panicked: {}",
                        panic_text(payload.as_ref())
                    )))
                });
        if result.is_err() {
            self.abandon();
        }
        result
    }

    /// Runs the scheduler's `work` on each item `list` finds due, each in a transaction of
    /// its own. However many processes share the database, each item is done once and no
    /// process waits on another's: an item is first claimed (its row in `table` marked for a
    /// minute, skipping a row another process holds or has locked: `FOR UPDATE SKIP
    /// LOCKED`), then found due again inside the transaction that does the work (which
    /// clears the claim). An item another process holds is left to it; one whose work fails
    /// is rolled back, logged and left for the next tick (still claimed, so this process
    /// retries it; another takes it over should this one die); the others go on. Returns the
    /// sum of what `work` counted.
    pub(super) fn claim_each<T>(
        &mut self,
        what: &str,
        table: storage::Scheduled,
        list: impl Fn(&Service) -> Result<Vec<T>, ServiceError>,
        key: impl Fn(&T) -> i64,
        mut work: impl FnMut(&mut Service, T) -> Result<usize, ServiceError>,
    ) -> Result<usize, ServiceError> {
        let mut tried = std::collections::HashSet::new();
        let mut count = 0;
        loop {
            let Some(id) = list(self)?.iter().map(&key).find(|id| !tried.contains(id)) else {
                return Ok(count);
            };
            tried.insert(id);
            let now_ms = clock::wall_millis();
            if !storage::claim_scheduled(
                &self.db,
                table,
                id,
                &self.instance,
                now_ms,
                now_ms + 60_000,
            )? {
                continue;
            }
            self.begin()?;
            let Some(item) = list(self)?.into_iter().find(|t| key(t) == id) else {
                // Done meanwhile (a move came, or another process did it before its claim
                // lapsed): nothing to do.
                storage::release_scheduled(&self.db, table, id)?;
                self.commit()?;
                continue;
            };
            match work(self, item).and_then(|n| {
                storage::release_scheduled(&self.db, table, id)?;
                Ok(n)
            }) {
                Ok(n) => {
                    self.commit()?;
                    count += n;
                }
                Err(e) if e.is_unavailable() => {
                    // The database went away: the claim stays, and the next tick, on a new
                    // connection, does the work (the connection logs the outage once).
                    self.abandon();
                    self.cache.clear();
                    return Err(e);
                }
                Err(e) => {
                    self.abandon();
                    self.cache.clear();
                    tracing::error!(
                        "scheduler: {what} {id} failed and waits for the next tick: {e}"
                    );
                }
            }
        }
    }

    #[expect(
        clippy::too_many_lines,
        reason = "each kind of due work in turn: reminders, timeouts, digests, lapses, rounds"
    )]
    pub(super) fn tick_inner(&mut self, now: i64) -> Result<usize, ServiceError> {
        self.claim_each(
            "reminder",
            storage::Scheduled::Games,
            |s| Ok(storage::games_to_remind(&s.db, now)?),
            |row| row.id,
            |s, row| {
                s.enter(&row.channel);
                let l = s.replayed(row.clone())?;
                if let Some(&c) = l.game.to_move().first() {
                    let who = s.handle_in(row.player(c), &row.channel)?;
                    let left = clock::format_span(row.deadline.unwrap_or(now) - now);
                    s.push_outbox(
                        &row.channel,
                        Some(&who),
                        &msg!(
                            "scheduler-reminder",
                            who = Arg::player(who.as_str()),
                            left = left,
                            id = row.id
                        ),
                        Some(row.id),
                        now,
                    )?;
                }
                storage::mark_reminded(&s.db, row.id)?;
                Ok(0)
            },
        )?;
        let mut ended = self.claim_each(
            "timeout",
            storage::Scheduled::Games,
            |s| Ok(storage::games_due(&s.db, now)?),
            |row| row.id,
            |s, row| {
                s.enter(&row.channel);
                let l = s.replayed(row.clone())?;
                let Some(&c) = l.game.to_move().first() else {
                    return Ok(0);
                };
                let who = s.handle_in(row.player(c), &row.channel)?;
                let in_tournament = storage::tournaments::of_game(&s.db, row.id)?.is_some();
                if in_tournament && l.game.moves().all(|(mover, _)| mover != c) {
                    // A tournament game is not aborted: the absent player forfeits it.
                    let result = if c == Color::White { "0-1" } else { "1-0" };
                    s.push_outbox(
                        &row.channel,
                        None,
                        &msg!(
                            "scheduler-forfeit",
                            id = row.id,
                            who = Arg::player(who.as_str()),
                            result = result
                        ),
                        Some(row.id),
                        now,
                    )?;
                    s.finish_rated(&row, result, Ending::NEVER_MOVED, now)?;
                } else if l.game.moves().all(|(mover, _)| mover != c) {
                    storage::finish_game(&s.db, row.id, "aborted", Ending::NEVER_STARTED)?;
                    s.push_outbox(
                        &row.channel,
                        None,
                        &msg!(
                            "scheduler-aborted",
                            id = row.id,
                            who = Arg::player(who.as_str())
                        ),
                        None,
                        now,
                    )?;
                } else {
                    let mut g = (*l.game).clone();
                    g.act(Action::Timeout(c))
                        .map_err(|e| said(msg!("play-refused", reason = game_refusal(&e))))?;
                    let (result, reason) =
                        g.outcome().map(result_text).unwrap_or(("*", String::new()));
                    storage::append_action(
                        &s.db,
                        row.id,
                        row.version,
                        &format!("timeout {}", color_letter(c)),
                        None,
                        now,
                    )?;
                    let rated = s.finish_rated(&row, result, &reason, now)?;
                    let verdict = s.verdict(&row, result, &reason)?;
                    s.push_outbox(
                        &row.channel,
                        None,
                        &match rated {
                            Some(ratings) => msg!(
                                "scheduler-timeout-rated",
                                id = row.id,
                                who = Arg::player(who.as_str()),
                                verdict = verdict,
                                ratings = ratings
                            ),
                            None => msg!(
                                "scheduler-timeout",
                                id = row.id,
                                who = Arg::player(who.as_str()),
                                verdict = verdict
                            ),
                        },
                        Some(row.id),
                        now,
                    )?;
                }
                Ok(1)
            },
        )?;
        ended += self.close_due_rounds(now)?;
        ended += self.race_tick(now)?;
        self.claim_each(
            "digest",
            storage::Scheduled::Players,
            |s| Ok(storage::digests_due(&s.db, now)?),
            |p| p.id,
            |s, mut p| {
                // The digest goes to the platform he asked for it on, and is written with
                // that platform's handles.
                let platform = known_platform(p.digest_platform.as_deref().unwrap_or(&p.platform))
                    .unwrap_or(s.platform.key);
                s.set_platform(platform);
                let me = p.handle_on(platform).to_owned();
                let lines = s.waiting_games(p.id, now)?;
                if !lines.is_empty() {
                    storage::push_direct(
                        &s.db,
                        platform,
                        &me,
                        &msg!(
                            "scheduler-digest",
                            who = Arg::player(me.as_str()),
                            count = lines.len(),
                            games = lines
                        ),
                        now,
                    )?;
                }
                // The next digest is due at the same hour on the first day after now.
                let last = p.digest_at.unwrap_or(now);
                p.digest_at = Some(last + ((now - last).max(0) / DAY + 1) * DAY);
                s.save_player(&mut p)?;
                Ok(0)
            },
        )?;
        self.claim_each(
            "lapsed challenge",
            storage::Scheduled::Challenges,
            |s| Ok(storage::challenges_expired(&s.db, now)?),
            |c| c.id,
            |s, c| {
                s.enter(&c.channel);
                let who = s.handle_of(c.challenger)?;
                storage::close_challenge(&s.db, c.id, ChallengeStatus::Expired)?;
                s.push_outbox(
                    &c.channel,
                    Some(&who),
                    &msg!(
                        "scheduler-challenge-lapsed",
                        who = Arg::player(who.as_str()),
                        id = c.id,
                        game = names::game_of_key(&c.variant)
                    ),
                    None,
                    now,
                )?;
                Ok(0)
            },
        )?;
        // Redeliveries come within minutes; a week of event ids is plenty. Forgotten once an
        // hour, not at every tick (the console ticks before each command).
        if now.saturating_sub(self.pruned_at) >= 3_600 {
            storage::prune_events(&self.db, now - 7 * DAY)?;
            self.pruned_at = now;
        }
        Ok(ended)
    }

    /// The player's games where it is his move, as digest lines, least time left first.
    pub(super) fn waiting_games(&self, player: i64, now: i64) -> Result<Vec<Msg>, ServiceError> {
        let mut lines = Vec::new();
        for g in storage::active_games(&self.db, player, None)? {
            let l = self.replayed(g.clone())?;
            if l.game.to_move().contains(&l.color_of(player)) {
                let opponent = self.handle_of(g.opponent(player))?;
                lines.push(msg!(
                    "scheduler-digest-line",
                    id = g.id,
                    game = names::game(l.game.variant()),
                    who = Arg::player(opponent),
                    left = clock::format_span(g.deadline.unwrap_or(now) - now)
                ));
            }
        }
        Ok(lines)
    }
}
