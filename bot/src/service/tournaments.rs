//! Round-robin tournaments run in chat: registration, a start that pairs everyone by the
//! Berger tables and begins every game at once (as ICCF correspondence events do), standings
//! with their tie-breaks, withdrawals (the unplayed games forfeited), forfeits on time, and the
//! final standings announced in the tournament's channel when the last game ends.
//!
//! Start numbers go by rating in the tournament's game (a player without one counts 1500),
//! then by who joined first. Only the organizer starts, withdraws others or cancels.

use super::clock;
use super::command::Command;
use super::command::{NewEvent, Notify, TournamentAction};
use super::error::misrouted;
use super::error::said;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::rules::variant_refusal;
use super::stored::Ending;
use super::{Incoming, Reply, Service, ServiceError, DAY};
use crate::i18n::{english, msg, Arg, Msg};
use crate::ratings::Rating;
use crate::storage::tournaments::{self as store, TournamentGame, TournamentRow};
use crate::storage::{self, NewGame, TimeControl};
use crate::storage::{GameStatus, TournamentStatus};
use crate::tournament::berger::{self, Pairing};
use crate::tournament::standings::{self, Format, GameResult, Played};
use tabiya_engine::Variant;

/// Days a Swiss round lasts when the organizer does not say: ten moves' time, at least a
/// week.
fn default_round_days(days_per_move: i64) -> i64 {
    (10 * days_per_move).max(7)
}

/// What only the organizer (or a moderator of the tournament's channel) may do: the word
/// the catalogue's `tournament-organizer-only` selects on.
#[derive(Debug, Clone, Copy)]
enum OrganizerAct {
    Start,
    Open,
    Close,
    Replace,
    Pause,
    Resume,
    Adjudicate,
    Withdraw,
    Cancel,
}

impl OrganizerAct {
    fn word(self) -> &'static str {
        match self {
            OrganizerAct::Start => "start",
            OrganizerAct::Open => "open",
            OrganizerAct::Close => "close",
            OrganizerAct::Replace => "replace",
            OrganizerAct::Pause => "pause",
            OrganizerAct::Resume => "resume",
            OrganizerAct::Adjudicate => "adjudicate",
            OrganizerAct::Withdraw => "withdraw",
            OrganizerAct::Cancel => "cancel",
        }
    }
}

/// A tournament command in hand: from whom, where, about which tournament.
#[derive(Clone, Copy)]
struct Act<'a, 'b> {
    inc: &'a Incoming<'b>,
    me: i64,
    t: &'a TournamentRow,
}

impl Service {
    pub(super) fn tournament(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: TournamentAction,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let t = match action {
            TournamentAction::Create(new) => return self.create_tournament(inc, me, new),
            TournamentAction::Mine => return self.my_pairings(inc, me, id),
            _ => self.pick_tournament(inc.channel, id)?,
        };
        let act = Act { inc, me, t: &t };
        match action {
            TournamentAction::Create(_) | TournamentAction::Mine => Err(ServiceError::Internal(
                "a tournament action handled above".into(),
            )),
            TournamentAction::Join => self.join_tournament(&act),
            TournamentAction::Leave => {
                let name = title(t.id, &t.name);
                if t.status != TournamentStatus::Registration {
                    return Err(said(msg!(
                        "tournament-started-withdraw",
                        name = name,
                        withdraw = Arg::command(format!("/tournament withdraw {}", t.id))
                    )));
                }
                if !store::leave(&self.db, t.id, me)? {
                    return Err(said(msg!("tournament-you-are-not-in", name = name)));
                }
                Ok(vec![Reply::post(msg!(
                    "tournament-leaves",
                    who = Arg::player(inc.user),
                    name = name
                ))])
            }
            TournamentAction::Start => {
                self.organizer_only(inc, &t, me, OrganizerAct::Start)?;
                if !matches!(
                    t.status,
                    TournamentStatus::Registration | TournamentStatus::Closed
                ) {
                    return Err(said(msg!(
                        "tournament-already-started",
                        name = title(t.id, &t.name)
                    )));
                }
                self.start(inc, &t)
            }
            TournamentAction::Close => self.registration(&act, false),
            TournamentAction::Open => self.registration(&act, true),
            TournamentAction::Replace { old, new } => self.replace(&act, &old, &new),
            TournamentAction::Pause => self.clocks(&act, true),
            TournamentAction::Resume => self.clocks(&act, false),
            TournamentAction::Adjudicate { game, result } => self.adjudicate(&act, game, &result),
            TournamentAction::Standings => {
                let mut reply = Reply::tell(self.standings_msg(&t)?);
                if t.status != TournamentStatus::Registration
                    && t.status != TournamentStatus::Closed
                {
                    // A private answer: its words in the asker's language.
                    let lang = self
                        .player_row(me)
                        .map_or("en", |p| self.reader_language(&p, inc.locale, inc.channel));
                    let table = self.crosstable(&t, lang)?;
                    let drawn = tabiya_render::charts::crosstable(&table);
                    let image = super::Image {
                        data: drawn.png,
                        alt: drawn.alt,
                    };
                    reply = reply.pictured(image, crosstable_alt(&t, &table));
                }
                Ok(vec![reply])
            }
            TournamentAction::Pairings => Ok(vec![Reply::tell(self.pairings_msg(&t)?)]),
            TournamentAction::Withdraw { player } => {
                let who = match &player {
                    Some(p) => {
                        self.organizer_only(inc, &t, me, OrganizerAct::Withdraw)?;
                        storage::find_player(&self.db, self.platform.key, p)?
                            .ok_or_else(|| {
                                said(msg!(
                                    "tournament-not-in",
                                    who = Arg::player(p.as_str()),
                                    name = title(t.id, &t.name)
                                ))
                            })?
                            .id
                    }
                    None => me,
                };
                self.withdraw(inc, &t, who)
            }
            TournamentAction::Export { pgn } => Ok(vec![if pgn {
                Reply::record(
                    format!("tabiya-tournament-{}.pgn", t.id),
                    self.tournament_pgn(&t)?,
                )
            } else {
                Reply::record(
                    format!("tabiya-tournament-{}.trf", t.id),
                    self.tournament_trf(&t, inc.now)?,
                )
            }]),
            TournamentAction::Cancel => self.cancel(&act),
        }
    }

    /// `/tournament create`: a round robin or a Swiss opens for registration, the sender
    /// its organizer and first player.
    fn create_tournament(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        new: NewEvent,
    ) -> Result<Vec<Reply>, ServiceError> {
        let rules: Vec<&str> = new.rules.iter().map(String::as_str).collect();
        let v = Variant::historical(&new.variant, &rules).map_err(|e| variant_refusal(&e))?;
        let running = store::not_over_in(&self.db, inc.channel)?;
        if running >= self.limits.tournaments_per_channel {
            return Err(said(msg!("tournament-too-many", running = running)));
        }
        let days = new.days.unwrap_or(self.settings.default_days);
        let t = TournamentRow {
            id: 0,
            name: new.name.unwrap_or_default(),
            organizer: me,
            channel: inc.channel.to_owned(),
            variant: v.key().to_owned(),
            options: v.options().join(" "),
            cycles: new.cycles,
            days,
            rated: new.rated,
            size_limit: Some(
                new.size
                    .unwrap_or(if new.swiss_rounds.is_some() { 64 } else { 16 }),
            ),
            status: TournamentStatus::Registration,
            created_at: inc.now,
            registration_until: new.register_days.map(|d| inc.now + d * DAY),
            swiss_rounds: new.swiss_rounds,
            round_days: new
                .swiss_rounds
                .map(|_| new.round_days.unwrap_or_else(|| default_round_days(days))),
            current_round: 0,
            round_deadline: None,
            vacation_cap: new.vacation_cap,
        };
        let id = store::insert(&self.db, &t, inc.now)?;
        store::join(&self.db, id, me, inc.now)?;
        let cap = Arg::optional(
            new.vacation_cap
                .map(|d| msg!("tournament-vacation-cap", days = d)),
        );
        let until = Arg::optional(
            t.registration_until
                .map(|u| msg!("tournament-until", time = clock::format_time(u))),
        );
        let join = Arg::command(format!("/tournament join {id}"));
        let start = Arg::command(format!("/tournament start {id}"));
        let said = if let Some(rounds) = new.swiss_rounds {
            msg!(
                "tournament-created-swiss",
                name = title(id, &t.name),
                rounds = rounds,
                game = names::game(v),
                rules = if t.options.is_empty() {
                    Arg::from(msg!("tournament-standard-rules"))
                } else {
                    Arg::from(t.options.as_str())
                },
                per_move = per_move(t.days),
                rated = Arg::yes_no(t.rated),
                size = t.size_limit.unwrap_or(64),
                organizer = Arg::player(inc.user),
                round_days = t.round_days.unwrap_or(0),
                cap = cap,
                join = join,
                until = until,
                start = start
            )
        } else {
            msg!(
                "tournament-created-round-robin",
                name = title(id, &t.name),
                cycles = t.cycles,
                game = names::game(v),
                options = Arg::optional(
                    (!t.options.is_empty())
                        .then(|| { msg!("tournament-options", options = t.options.as_str()) })
                ),
                per_move = per_move(t.days),
                rated = Arg::yes_no(t.rated),
                size = t.size_limit.unwrap_or(16),
                organizer = Arg::player(inc.user),
                join = join,
                until = until,
                start = start,
                cap = cap
            )
        };
        Ok(vec![Reply::post(said)])
    }

    fn join_tournament(&mut self, a: &Act<'_, '_>) -> Answer {
        let Act { inc, me, t } = *a;
        let name = title(t.id, &t.name);
        if t.status != TournamentStatus::Registration {
            return Err(said(msg!("tournament-not-taking", name = name)));
        }
        if let Some(until) = t.registration_until.filter(|&u| inc.now > u) {
            return Err(said(msg!(
                "tournament-registration-closed-at",
                name = name,
                time = clock::format_time(until)
            )));
        }
        let players = store::players(&self.db, t.id)?;
        if players.len() as i64 >= t.size_limit.unwrap_or(16) {
            return Err(said(msg!(
                "tournament-full",
                name = name,
                count = players.len()
            )));
        }
        if !store::join(&self.db, t.id, me, inc.now)? {
            return Err(said(msg!("tournament-already-in", name = name)));
        }
        Ok(vec![Reply::post(msg!(
            "tournament-joins",
            who = Arg::player(inc.user),
            name = name,
            count = players.len() + 1
        ))])
    }

    /// `/tournament close` and `/tournament open`: registration closed, or open again.
    fn registration(&mut self, a: &Act<'_, '_>, open: bool) -> Answer {
        let Act { inc, me, t } = *a;
        let act = if open {
            OrganizerAct::Open
        } else {
            OrganizerAct::Close
        };
        self.organizer_only(inc, t, me, act)?;
        let name = title(t.id, &t.name);
        if !matches!(
            t.status,
            TournamentStatus::Registration | TournamentStatus::Closed
        ) {
            return Err(said(msg!("tournament-has-started", name = name)));
        }
        store::set_status(
            &self.db,
            t.id,
            if open {
                TournamentStatus::Registration
            } else {
                TournamentStatus::Closed
            },
        )?;
        Ok(vec![Reply::post(if open {
            msg!(
                "tournament-open-again",
                name = name,
                join = Arg::command(format!("/tournament join {}", t.id))
            )
        } else {
            msg!("tournament-closed", name = name)
        })])
    }

    /// `/tournament replace`: a new player takes a seat, with its unfinished games.
    fn replace(&mut self, a: &Act<'_, '_>, old: &str, new: &str) -> Answer {
        let Act { inc, me, t } = *a;
        self.organizer_only(inc, t, me, OrganizerAct::Replace)?;
        let name = title(t.id, &t.name);
        if !matches!(
            t.status,
            TournamentStatus::Running | TournamentStatus::Paused
        ) {
            return Err(said(msg!("tournament-not-started-replace", name = name)));
        }
        let players = store::players(&self.db, t.id)?;
        let old_id = storage::find_player(&self.db, self.platform.key, old)?
            .map(|p| p.id)
            .filter(|id| players.iter().any(|(p, w)| p == id && !w))
            .ok_or_else(|| {
                said(msg!(
                    "tournament-not-playing",
                    who = Arg::player(old),
                    name = name.clone()
                ))
            })?;
        let new_id = self.player_id(new)?;
        if players.iter().any(|(p, _)| *p == new_id) {
            return Err(said(msg!(
                "tournament-already-has",
                who = Arg::player(new),
                name = name
            )));
        }
        let moved = store::replace(&self.db, t.id, old_id, new_id, inc.now)?;
        Ok(vec![Reply::post(msg!(
            "tournament-replaces",
            new = Arg::player(new),
            old = Arg::player(old),
            name = name,
            moved = moved
        ))])
    }

    /// `/tournament pause` (every clock of the tournament stops) and `/tournament resume`
    /// (the clocks run again with the time each had left).
    fn clocks(&mut self, a: &Act<'_, '_>, pause: bool) -> Answer {
        let Act { inc, t, .. } = *a;
        let name = if pause {
            self.organizer_step(a, OrganizerAct::Pause, TournamentStatus::Running, |n| {
                msg!("tournament-not-running", name = n)
            })?
        } else {
            self.organizer_step(a, OrganizerAct::Resume, TournamentStatus::Paused, |n| {
                msg!("tournament-not-paused", name = n)
            })?
        };
        let count = if pause {
            self.stop_clocks(inc, t, &name)?
        } else {
            store::resume_games(&self.db, t.id, inc.now)?
        };
        store::pause_round(&self.db, t.id, inc.now, pause)?;
        let status = if pause {
            TournamentStatus::Paused
        } else {
            TournamentStatus::Running
        };
        store::set_status(&self.db, t.id, status)?;
        if pause {
            return Ok(vec![Reply::post(msg!(
                "tournament-paused",
                name = name,
                stopped = count
            ))]);
        }
        // Games that ended during the pause may have completed a round (or the event).
        let resumed = store::get(&self.db, t.id)?
            .ok_or_else(|| said(msg!("tournament-missing", name = name.clone())))?;
        self.progress(&resumed, inc.now)?;
        Ok(vec![Reply::post(msg!(
            "tournament-resumes",
            name = name,
            count = count
        ))])
    }

    /// Stops the clock of each game of `t` in play, keeping the time it had left; returns how
    /// many.
    fn stop_clocks(
        &self,
        inc: &Incoming<'_>,
        t: &TournamentRow,
        name: &Msg,
    ) -> Result<usize, ServiceError> {
        let mut stopped = 0;
        for g in store::games(&self.db, t.id)? {
            if g.status != GameStatus::Active {
                continue;
            }
            let row = storage::game(&self.db, g.game_id)?.ok_or_else(|| {
                said(msg!(
                    "tournament-game-missing",
                    game = g.game_id,
                    name = name.clone()
                ))
            })?;
            let left = row.deadline.map_or(0, |d| (d - inc.now).max(0));
            store::pause_game(&self.db, g.game_id, left)?;
            stopped += 1;
        }
        Ok(stopped)
    }

    /// `/tournament adjudicate`: the organizer scores a game still in play.
    fn adjudicate(&mut self, a: &Act<'_, '_>, game: Option<i64>, result: &str) -> Answer {
        let Act { inc, me, t } = *a;
        self.organizer_only(inc, t, me, OrganizerAct::Adjudicate)?;
        let name = title(t.id, &t.name);
        let Some(game) = game.or(inc.game) else {
            return Err(said(msg!(
                "tournament-which-game",
                usage = Arg::command("/tournament adjudicate game:ID 1-0|0-1|draw")
            )));
        };
        if store::of_game(&self.db, game)?.map(|(id, _)| id) != Some(t.id) {
            return Err(said(msg!(
                "tournament-not-its-game",
                game = game,
                name = name
            )));
        }
        let row = storage::game(&self.db, game)?
            .ok_or_else(|| said(msg!("tournament-no-such-game", game = game)))?;
        if row.status != GameStatus::Active {
            return Err(said(msg!("tournament-game-over", game = game)));
        }
        let rated = self.finish_rated(&row, result, Ending::ADJUDICATION, inc.now)?;
        let said = match rated {
            Some(ratings) => msg!(
                "tournament-adjudicated-rated",
                game = game,
                result = result,
                name = name,
                ratings = ratings
            ),
            None => msg!(
                "tournament-adjudicated",
                game = game,
                result = result,
                name = name
            ),
        };
        Ok(vec![Reply::post(said).about(game)])
    }

    /// `/tournament cancel`: the games in progress are aborted.
    fn cancel(&mut self, a: &Act<'_, '_>) -> Answer {
        let Act { inc, me, t } = *a;
        self.organizer_only(inc, t, me, OrganizerAct::Cancel)?;
        let name = title(t.id, &t.name);
        if matches!(
            t.status,
            TournamentStatus::Finished | TournamentStatus::Cancelled
        ) {
            return Err(said(msg!("tournament-already-over", name = name)));
        }
        let mut aborted = 0i64;
        for g in store::games(&self.db, t.id)? {
            if g.status == GameStatus::Active {
                storage::finish_game(&self.db, g.game_id, "aborted", Ending::CANCELLED)?;
                aborted += 1;
            }
        }
        store::set_status(&self.db, t.id, TournamentStatus::Cancelled)?;
        Ok(vec![Reply::post(msg!(
            "tournament-cancelled",
            name = name,
            aborted = aborted
        ))])
    }

    fn pick_tournament(
        &self,
        channel: &str,
        id: Option<i64>,
    ) -> Result<TournamentRow, ServiceError> {
        if let Some(id) = id {
            return store::get(&self.db, id)?
                .ok_or_else(|| said(msg!("tournament-no-such", id = id)));
        }
        let here = store::in_channel(&self.db, channel)?;
        match here.as_slice() {
            [] => store::latest_in_channel(&self.db, channel)?.ok_or_else(|| {
                said(msg!(
                    "tournament-none-here",
                    create = Arg::command("/tournament create GAME")
                ))
            }),
            [one] => Ok(one.clone()),
            several => Err(said(msg!(
                "tournament-several",
                ids = several
                    .iter()
                    .map(|t| format!("#{}", t.id))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }

    /// An organizer's step that only a tournament in `status` takes: the tournament's
    /// title, or `refusal` of it.
    fn organizer_step(
        &self,
        a: &Act<'_, '_>,
        act: OrganizerAct,
        status: TournamentStatus,
        refusal: fn(Msg) -> Msg,
    ) -> Result<Msg, ServiceError> {
        self.organizer_only(a.inc, a.t, a.me, act)?;
        let name = title(a.t.id, &a.t.name);
        if a.t.status != status {
            return Err(said(refusal(name)));
        }
        Ok(name)
    }

    fn organizer_only(
        &self,
        inc: &Incoming<'_>,
        t: &TournamentRow,
        me: i64,
        act: OrganizerAct,
    ) -> Result<(), ServiceError> {
        // A moderator of the tournament's own channel stands in for its organizer.
        if t.organizer != me && !(inc.moderator && inc.channel == t.channel) {
            return Err(said(msg!(
                "tournament-organizer-only",
                organizer = Arg::player(self.handle_of(t.organizer)?),
                action = act.word(),
                name = title(t.id, &t.name)
            )));
        }
        Ok(())
    }

    /// The start numbers with their players' names (`1. Ann, 2. Bo`).
    fn seats(&self, order: &[i64]) -> Result<String, ServiceError> {
        let seats: Vec<String> = order
            .iter()
            .enumerate()
            .map(|(i, &p)| {
                Ok(english(&msg!(
                    "tournament-seat",
                    number = i + 1,
                    player = self.display_of(p)?
                )))
            })
            .collect::<Result<_, ServiceError>>()?;
        Ok(seats.join(", "))
    }

    fn start(&mut self, inc: &Incoming<'_>, t: &TournamentRow) -> Result<Vec<Reply>, ServiceError> {
        let name = title(t.id, &t.name);
        let mut players: Vec<(i64, f64)> = store::players(&self.db, t.id)?
            .into_iter()
            .map(|(p, _)| {
                let r = storage::rating(&self.db, p, &t.variant)?
                    .map_or(crate::ratings::INITIAL, |r: Rating| r.rating);
                Ok((p, r))
            })
            .collect::<Result<_, ServiceError>>()?;
        if players.len() < 3 {
            return Err(said(msg!(
                "tournament-too-few",
                name = name,
                count = players.len()
            )));
        }
        // By rating, then by who joined first (the order they come in).
        players.sort_by(|a, b| b.1.total_cmp(&a.1));
        let order: Vec<i64> = players.iter().map(|p| p.0).collect();
        store::number_players(&self.db, t.id, &order)?;
        if let Some(asked) = t.swiss_rounds {
            return self.start_swiss(inc, t, &order, asked);
        }
        let mut started = 0i64;
        for (r, round) in berger::rounds(order.len(), t.cycles as usize)
            .iter()
            .enumerate()
        {
            for p in round {
                let Pairing::Game(w, b) = *p else { continue };
                self.begin_game(t, order[w - 1], order[b - 1], r as i64 + 1, inc.now)?;
                started += 1;
            }
        }
        store::set_status(&self.db, t.id, TournamentStatus::Running)?;
        Ok(vec![Reply::post(msg!(
            "tournament-starts",
            name = name,
            players = order.len(),
            games = started,
            per_move = per_move(t.days),
            numbers = self.seats(&order)?,
            pairings = Arg::command(format!("/tournament pairings {}", t.id)),
            mine = Arg::command("/games")
        ))])
    }

    /// `/mypairings`: the sender's games in each running tournament he plays (or the one
    /// named), whose move it is and the time left; a Swiss also says the round, its
    /// deadline and a bye.
    fn my_pairings(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let events: Vec<TournamentRow> = store::of_player(&self.db, me)?
            .into_iter()
            .filter(|t| id.is_none_or(|id| t.id == id))
            .collect();
        if events.is_empty() {
            return Ok(vec![Reply::tell(match id {
                Some(id) => msg!("tournament-mine-none-in", id = id),
                None => msg!("tournament-mine-none"),
            })]);
        }
        let mut out = Vec::new();
        for t in events {
            out.push(msg!(
                "tournament-mine-head",
                name = title(t.id, &t.name),
                swiss = Arg::yes_no(t.swiss_rounds.is_some()),
                round = t.current_round,
                rounds = t.swiss_rounds.unwrap_or(0),
                ends = Arg::optional(t.round_deadline.map(|d| {
                    msg!(
                        "tournament-mine-round-ends",
                        left = clock::format_span(d - inc.now)
                    )
                })),
                paused = Arg::yes_no(t.status == TournamentStatus::Paused)
            ));
            let mine: Vec<TournamentGame> = store::games(&self.db, t.id)?
                .into_iter()
                .filter(|g| g.status == GameStatus::Active && (g.white == me || g.black == me))
                .collect();
            for g in &mine {
                let l = self.load(g.game_id)?;
                let colour = l.color_of(me);
                let my_turn = l.game.to_move().contains(&colour);
                let opponent = self.handle_of(if g.white == me { g.black } else { g.white })?;
                out.push(msg!(
                    "tournament-mine-game",
                    game = g.game_id,
                    round = g.round,
                    opponent = Arg::player(opponent),
                    side = names::side(l.game.variant(), colour),
                    turn = if my_turn { "mine" } else { "theirs" },
                    left = Arg::optional(l.row.deadline.map(|d| {
                        msg!(
                            "tournament-mine-left",
                            left = clock::format_span(d - inc.now)
                        )
                    }))
                ));
            }
            let bye = store::byes(&self.db, t.id)?
                .into_iter()
                .any(|(r, p)| p == me && r == t.current_round);
            if bye {
                out.push(msg!("tournament-mine-bye"));
            } else if mine.is_empty() {
                out.push(msg!("tournament-mine-waiting"));
            }
        }
        Ok(vec![Reply::tell(msg!("tournament-mine", lines = out))])
    }

    /// A Swiss begins: its rounds fixed from the field when not given, then round 1.
    fn start_swiss(
        &mut self,
        inc: &Incoming<'_>,
        t: &TournamentRow,
        order: &[i64],
        asked: i64,
    ) -> Result<Vec<Reply>, ServiceError> {
        let name = title(t.id, &t.name);
        let n = order.len() as i64;
        if n < 4 {
            return Err(said(msg!(
                "tournament-too-few-swiss",
                name = name,
                count = n
            )));
        }
        // Fitted: enough rounds for a clear winner (log₂ n, rounded up, plus one), and never
        // more than a field can play without rematches.
        let fitted = i64::from(64 - (n - 1).leading_zeros()) + 1;
        let rounds = if asked == 0 { fitted } else { asked }.min(n - 1);
        let note = Arg::optional((asked > n - 1).then(|| {
            msg!(
                "tournament-rounds-capped",
                asked = asked,
                players = n,
                most = n - 1
            )
        }));
        store::set_rounds(&self.db, t.id, rounds)?;
        store::set_status(&self.db, t.id, TournamentStatus::Running)?;
        let t = store::get(&self.db, t.id)?
            .ok_or_else(|| said(msg!("tournament-missing", name = name.clone())))?;
        let first = self.next_round(&t, inc.now)?;
        Ok(vec![Reply::post(msg!(
            "tournament-starts-swiss",
            name = name,
            rounds = rounds,
            note = note,
            players = n,
            per_move = per_move(t.days),
            numbers = self.seats(order)?,
            first = first
        ))])
    }

    /// Pairs and begins the next Swiss round; returns its announcement. A field that cannot
    /// be paired any more ends the tournament, and the announcement says why.
    fn next_round(&self, t: &TournamentRow, now: i64) -> Result<Msg, ServiceError> {
        let name = title(t.id, &t.name);
        let Results {
            players,
            played,
            byes,
            ..
        } = self.results(t)?;
        let active: Vec<usize> = players
            .iter()
            .enumerate()
            .filter(|(_, (_, withdrawn))| !withdrawn)
            .map(|(i, _)| i + 1)
            .collect();
        let round = t.current_round + 1;
        let field = crate::tournament::dutch::Field {
            active: &active,
            games: &played,
            byes: &byes,
            absences: &[],
            rounds: t.current_round as usize,
            initial_white: true,
            total_rounds: t.swiss_rounds.map(|r| r as usize),
        };
        let pairing = match crate::tournament::dutch::pair(&field) {
            Ok(p) => p,
            Err(e) => {
                store::set_status(&self.db, t.id, TournamentStatus::Finished)?;
                store::set_round(&self.db, t.id, t.current_round, None)?;
                return Ok(msg!(
                    "tournament-unpairable",
                    name = name,
                    round = t.current_round,
                    next = round,
                    why = e.to_string(),
                    table = self.table(t)?
                ));
            }
        };
        let mut lines = Vec::new();
        for (board, &(w, b)) in pairing.pairs.iter().enumerate() {
            let (white, black) = (players[w - 1].0, players[b - 1].0);
            let game = self.begin_game(t, white, black, round, now)?;
            lines.push(msg!(
                "tournament-board",
                board = board + 1,
                game = game,
                white = self.display_of(white)?,
                w = w,
                black = self.display_of(black)?,
                b = b
            ));
        }
        if let Some(b) = pairing.bye {
            store::add_bye(&self.db, t.id, round, players[b - 1].0)?;
            lines.push(msg!(
                "tournament-bye",
                who = self.display_of(players[b - 1].0)?,
                number = b
            ));
        }
        let deadline = now + t.round_days.unwrap_or(default_round_days(t.days)) * DAY;
        store::set_round(&self.db, t.id, round, Some(deadline))?;
        Ok(msg!(
            "tournament-round",
            name = name,
            round = round,
            rounds = t.swiss_rounds.unwrap_or(round),
            until = clock::format_time(deadline),
            lines = lines
        ))
    }

    /// Creates one tournament game and tells White, who moves first, if he wants to know.
    fn begin_game(
        &self,
        t: &TournamentRow,
        white: i64,
        black: i64,
        round: i64,
        now: i64,
    ) -> Result<i64, ServiceError> {
        let first = self.player_row(white)?;
        let away = match (t.vacation_cap, first.vacation_until) {
            (Some(_), Some(u)) if u > now => {
                store::vacation_until(&self.db, t.id, white)?.map(|e| e.min(u))
            }
            _ => first.vacation_until,
        };
        let deadline = clock::clock_start(now, away) + t.days * DAY;
        let game = storage::insert_game(
            &self.db,
            &NewGame {
                variant: &t.variant,
                options: &t.options,
                white,
                black,
                channel: &t.channel,
                time: TimeControl {
                    days: t.days,
                    increment: None,
                    cap: None,
                },
                rated: t.rated,
                deadline: Some(deadline),
                start_fen: None,
                computer: None,
            },
            now,
        )?;
        store::add_game(&self.db, t.id, round, game)?;
        if first.notify == Notify::Move {
            let handle = self.handle_in(white, &t.channel)?;
            self.push_outbox(
                &t.channel,
                Some(&handle),
                &msg!(
                    "tournament-game-begins",
                    game = game,
                    name = title(t.id, &t.name),
                    round = round,
                    who = Arg::player(handle.as_str())
                ),
                Some(game),
                now,
            )?;
        }
        Ok(game)
    }

    /// Swiss rounds whose deadline has passed: each unfinished game is scored a draw (not
    /// rated), which pairs the next round. Returns how many games ended.
    pub(super) fn close_due_rounds(&mut self, now: i64) -> Result<usize, ServiceError> {
        self.claim_each(
            "round deadline of tournament",
            storage::Scheduled::Tournaments,
            |s| Ok(store::rounds_due(&s.db, now)?),
            |t| t.id,
            |s, t| {
                s.enter(&t.channel);
                let mut ended = 0;
                let open: Vec<TournamentGame> = store::games(&s.db, t.id)?
                    .into_iter()
                    .filter(|g| g.status == GameStatus::Active && g.round == t.current_round)
                    .collect();
                for g in &open {
                    let Some(row) = storage::game(&s.db, g.game_id)? else {
                        continue;
                    };
                    s.push_outbox(
                        &t.channel,
                        None,
                        &msg!(
                            "tournament-round-deadline",
                            game = g.game_id,
                            round = t.current_round,
                            name = title(t.id, &t.name)
                        ),
                        Some(g.game_id),
                        now,
                    )?;
                    s.finish_rated(&row, "1/2-1/2", Ending::ROUND_DEADLINE, now)?;
                    ended += 1;
                }
                if open.is_empty() {
                    // Nothing was left to end (the round's last game ended another way): pair on.
                    s.progress(&t, now)?;
                }
                Ok(ended)
            },
        )
    }

    fn withdraw(
        &mut self,
        inc: &Incoming<'_>,
        t: &TournamentRow,
        who: i64,
    ) -> Result<Vec<Reply>, ServiceError> {
        let name = title(t.id, &t.name);
        let handle = Arg::player(self.handle_of(who)?);
        let on_list = store::players(&self.db, t.id)?
            .into_iter()
            .find(|(p, _)| *p == who);
        match (on_list, t.status) {
            (None, _) => {
                return Err(said(msg!("tournament-not-in", who = handle, name = name)));
            }
            (Some((_, true)), _) => {
                return Err(said(msg!("tournament-already-withdrawn", who = handle)));
            }
            (_, TournamentStatus::Registration | TournamentStatus::Closed) => {
                store::leave(&self.db, t.id, who)?;
                return Ok(vec![Reply::post(msg!(
                    "tournament-leaves",
                    who = handle,
                    name = name
                ))]);
            }
            (_, TournamentStatus::Running | TournamentStatus::Paused) => {}
            _ => return Err(said(msg!("tournament-over", name = name))),
        }
        store::withdraw(&self.db, t.id, who)?;
        let mut forfeited = 0i64;
        for g in store::games(&self.db, t.id)? {
            if g.status != GameStatus::Active || (g.white != who && g.black != who) {
                continue;
            }
            let row = storage::game(&self.db, g.game_id)?.ok_or_else(|| {
                said(msg!(
                    "tournament-game-missing",
                    game = g.game_id,
                    name = name.clone()
                ))
            })?;
            let result = if g.white == who { "0-1" } else { "1-0" };
            self.finish_rated(&row, result, Ending::WITHDREW, inc.now)?;
            forfeited += 1;
        }
        Ok(vec![Reply::post(msg!(
            "tournament-withdraws",
            who = handle,
            name = name,
            count = forfeited
        ))])
    }

    /// After a game ended: if it belonged to a tournament whose games are now all over, the
    /// tournament is finished and the final standings are queued for its channel.
    pub(super) fn after_tournament_game(&self, game: i64, now: i64) -> Result<(), ServiceError> {
        let Some((id, _)) = store::of_game(&self.db, game)? else {
            return Ok(());
        };
        let Some(t) = store::get(&self.db, id)? else {
            return Ok(());
        };
        self.progress(&t, now)
    }

    /// When no game of a running tournament is in play: a Swiss pairs its next round; an
    /// event whose last round is over finishes, and its final standings are queued.
    fn progress(&self, t: &TournamentRow, now: i64) -> Result<(), ServiceError> {
        let id = t.id;
        if t.status != TournamentStatus::Running
            || store::games(&self.db, id)?
                .iter()
                .any(|g| g.status == GameStatus::Active)
        {
            return Ok(());
        }
        if let Some(rounds) = t.swiss_rounds {
            if t.current_round < rounds {
                let said = self.next_round(t, now)?;
                self.push_outbox(&t.channel, None, &said, None, now)?;
                return Ok(());
            }
        }
        store::set_status(&self.db, id, TournamentStatus::Finished)?;
        store::set_round(&self.db, id, t.current_round, None)?;
        let said = msg!(
            "tournament-final",
            name = title(id, &t.name),
            table = self.table(t)?
        );
        self.push_outbox(&t.channel, None, &said, None, now)?;
        Ok(())
    }

    /// The players (in start-number order), the games, their results by start number, and
    /// the standings.
    fn results(&self, t: &TournamentRow) -> Result<Results, ServiceError> {
        let players = store::players(&self.db, t.id)?;
        let games = store::games(&self.db, t.id)?;
        let replaced = store::replacements(&self.db, t.id)?;
        let seat = |p: i64| seat_of(&players, &replaced, p);
        let played: Vec<Played> = games
            .iter()
            .filter_map(|g| {
                Some(Played {
                    round: g.round as usize,
                    white: seat(g.white)?,
                    black: seat(g.black)?,
                    result: result_of(g)?,
                })
            })
            .collect();
        let byes: Vec<(usize, usize)> = store::byes(&self.db, t.id)?
            .into_iter()
            .filter_map(|(round, p)| Some((seat(p)?, round as usize)))
            .collect();
        let format = if t.is_swiss() {
            Format::Swiss
        } else {
            Format::RoundRobin
        };
        let lines = standings::standings(format, players.len(), &played, &byes);
        Ok(Results {
            players,
            games,
            played,
            lines,
            replaced,
            byes,
        })
    }

    /// The crosstable to draw: rows in standings order, columns by start number.
    /// The crosstable as the picture shows it, its words in `lang`.
    fn crosstable(
        &self,
        t: &TournamentRow,
        lang: &str,
    ) -> Result<tabiya_render::charts::Crosstable, ServiceError> {
        let Results {
            players,
            games: _,
            played,
            lines,
            replaced: _,
            byes: _,
        } = self.results(t)?;
        let mut rows = Vec::new();
        for l in &lines {
            let cells = (1..=players.len())
                .map(|q| {
                    let between: Vec<(i64, bool)> = played
                        .iter()
                        .filter(|g| {
                            (g.white == l.player && g.black == q)
                                || (g.white == q && g.black == l.player)
                        })
                        .map(|g| {
                            let (w, b) = g.result.halves();
                            let forfeit = matches!(
                                g.result,
                                GameResult::WhiteByForfeit | GameResult::BlackByForfeit
                            );
                            (if g.white == l.player { w } else { b }, forfeit)
                        })
                        .collect();
                    match between.as_slice() {
                        [] => String::new(),
                        [(2, true)] => "+".to_owned(),
                        [(_, true)] => "−".to_owned(),
                        all => standings::points(all.iter().map(|g| g.0).sum()),
                    }
                })
                .collect();
            rows.push(tabiya_render::charts::CrossRow {
                rank: l.rank,
                number: l.player,
                name: self.display_of(players[l.player - 1].0)?,
                cells,
                points: standings::points(l.score),
                tiebreak: crate::i18n::render(
                    lang,
                    &if t.is_swiss() {
                        msg!(
                            "tournament-chart-buchholz",
                            points = standings::points(l.buchholz_cut1)
                        )
                    } else {
                        msg!(
                            "tournament-chart-sonneborn",
                            points = quarters(l.sonneborn_berger)
                        )
                    },
                ),
            });
        }
        let say = |m: Msg| crate::i18n::render(lang, &m);
        Ok(tabiya_render::charts::Crosstable {
            title: say(title(t.id, &t.name)),
            columns: [
                say(msg!("tournament-chart-player")),
                say(msg!("tournament-chart-points")),
                say(msg!("tournament-chart-tiebreak")),
            ],
            rows,
        })
    }

    fn table(&self, t: &TournamentRow) -> Result<Msg, ServiceError> {
        let Results {
            players,
            games: _,
            played: _,
            lines,
            replaced: _,
            byes: _,
        } = self.results(t)?;
        let mut out = Vec::new();
        for l in &lines {
            let (p, withdrawn) = players[l.player - 1];
            out.push(if t.is_swiss() {
                msg!(
                    "tournament-line-swiss",
                    rank = l.rank,
                    player = self.display_of(p)?,
                    points = standings::points(l.score),
                    bc1 = standings::points(l.buchholz_cut1),
                    median = standings::points(l.median),
                    sb = quarters(l.sonneborn_berger),
                    progressive = standings::points(l.progressive),
                    withdrew = Arg::yes_no(withdrawn)
                )
            } else {
                msg!(
                    "tournament-line-round-robin",
                    rank = l.rank,
                    player = self.display_of(p)?,
                    points = standings::points(l.score),
                    sb = quarters(l.sonneborn_berger),
                    wins = l.wins,
                    withdrew = Arg::yes_no(withdrawn)
                )
            });
        }
        Ok(msg!("tournament-table", lines = out))
    }

    /// The crosstable as FIDE's TRF.
    fn tournament_trf(&self, t: &TournamentRow, now: i64) -> Result<String, ServiceError> {
        let Results {
            players,
            games,
            played: _,
            lines,
            replaced,
            byes,
        } = self.results(t)?;
        if games.is_empty() {
            return Err(said(msg!(
                "tournament-not-started",
                name = title(t.id, &t.name)
            )));
        }
        let seat = |p: i64| seat_of(&players, &replaced, p);
        let rounds = games
            .iter()
            .map(|g| g.round as usize)
            .chain(byes.iter().map(|b| b.1))
            .max()
            .unwrap_or(0);
        let mut out = Vec::new();
        for (i, (p, _)) in players.iter().enumerate() {
            let number = i + 1;
            let line = lines
                .iter()
                .find(|l| l.player == number)
                .expect("every player");
            // A round without a game: a bye (`0000 - U`), or absent after withdrawing.
            let mut entries: Vec<Option<(usize, bool, char)>> = (1..=rounds)
                .map(|r| {
                    if !t.is_swiss() || byes.contains(&(number, r)) {
                        None
                    } else {
                        Some((0, false, 'Z'))
                    }
                })
                .collect();
            for g in games
                .iter()
                .filter(|g| seat(g.white) == Some(number) || seat(g.black) == Some(number))
            {
                let white = seat(g.white) == Some(number);
                let Some(opp) = seat(if white { g.black } else { g.white }) else {
                    continue;
                };
                let code = match (result_of(g), white) {
                    (None, _) if g.status == GameStatus::Active => ' ',
                    (None, _) => continue,
                    (Some(GameResult::Draw), _) => '=',
                    (Some(GameResult::White), true) | (Some(GameResult::Black), false) => '1',
                    (Some(GameResult::White), false) | (Some(GameResult::Black), true) => '0',
                    (Some(GameResult::WhiteByForfeit), true)
                    | (Some(GameResult::BlackByForfeit), false) => '+',
                    (Some(GameResult::WhiteByForfeit), false)
                    | (Some(GameResult::BlackByForfeit), true) => '-',
                };
                entries[g.round as usize - 1] = Some((opp, white, code));
            }
            out.push(crate::tournament::trf::Player {
                number,
                name: self.display_of(*p)?,
                rating: storage::rating(&self.db, *p, &t.variant)?
                    .map_or(0, |r| r.rating.round() as i64),
                halves: line.score,
                rank: line.rank,
                rounds: entries,
            });
        }
        let date = |s: i64| {
            clock::format_time(s)
                .chars()
                .take(10)
                .collect::<String>()
                .replace('-', "/")
        };
        // The file's header is English, as FIDE's format and its readers have it.
        let header = crate::tournament::trf::Header {
            name: english(&title(t.id, &t.name)),
            start: date(t.created_at),
            end: if t.status == TournamentStatus::Finished {
                date(now)
            } else {
                String::new()
            },
            kind: if t.is_swiss() {
                "Swiss (FIDE Dutch)"
            } else if t.cycles == 2 {
                "Double round robin"
            } else {
                "Round robin"
            }
            .to_owned(),
            time_control: english(&per_move(t.days)),
        };
        let mut text = crate::tournament::trf::write(&header, &out);
        if let (Some(rounds), Some(at)) = (t.swiss_rounds, text.find("\n001")) {
            // The rounds planned, which the checkers read to know the last round.
            text.insert_str(at + 1, &format!("XXR {rounds}\n"));
        }
        Ok(text)
    }

    /// Every game of the tournament as PGN.
    fn tournament_pgn(&self, t: &TournamentRow) -> Result<String, ServiceError> {
        let mut out = Vec::new();
        for g in store::games(&self.db, t.id)? {
            let l = self.load(g.game_id)?;
            out.push(super::pgn(
                &l,
                &self.display_of(g.white)?,
                &self.display_of(g.black)?,
                &self.pgn_place(&l.row)?,
            ));
        }
        if out.is_empty() {
            return Err(said(msg!(
                "tournament-not-started",
                name = title(t.id, &t.name)
            )));
        }
        Ok(out.join("\n"))
    }

    fn standings_msg(&self, t: &TournamentRow) -> Result<Msg, ServiceError> {
        let name = title(t.id, &t.name);
        if t.status == TournamentStatus::Registration {
            let players = store::players(&self.db, t.id)?;
            let names: Vec<String> = players
                .iter()
                .map(|(p, _)| self.display_of(*p))
                .collect::<Result<_, _>>()?;
            return Ok(msg!(
                "tournament-registered",
                name = name,
                count = players.len(),
                names = names.join(", ")
            ));
        }
        let left = store::games(&self.db, t.id)?
            .iter()
            .filter(|g| g.status == GameStatus::Active)
            .count();
        Ok(msg!(
            "tournament-standings",
            name = name,
            state = match t.status {
                TournamentStatus::Finished => msg!("tournament-state-final"),
                TournamentStatus::Cancelled => msg!("tournament-state-cancelled"),
                _ => msg!("tournament-state-playing", count = left),
            },
            table = self.table(t)?
        ))
    }

    fn pairings_msg(&self, t: &TournamentRow) -> Result<Msg, ServiceError> {
        let games = store::games(&self.db, t.id)?;
        if games.is_empty() {
            return Ok(msg!("tournament-not-started", name = title(t.id, &t.name)));
        }
        let byes = store::byes(&self.db, t.id)?;
        let mut rounds = Vec::new();
        let mut round = 0;
        let mut items = Vec::new();
        for g in &games {
            if g.round != round {
                if !items.is_empty() {
                    rounds.push(msg!(
                        "tournament-pairings-round",
                        round = round,
                        items = Arg::Run(std::mem::take(&mut items))
                    ));
                }
                round = g.round;
                for (_, p) in byes.iter().filter(|(r, _)| *r == round) {
                    items.push(msg!("tournament-pairings-bye", who = self.display_of(*p)?));
                }
            }
            let result = match (&g.result, &g.reason) {
                (Some(r), Some(why)) if Ending::of(why) == Ending::Forfeit => {
                    Arg::from(msg!("tournament-result-forfeit", result = r.as_str()))
                }
                (Some(r), _) => Arg::from(r.as_str()),
                (None, _) => Arg::from(msg!("tournament-result-in-play")),
            };
            items.push(msg!(
                "tournament-pairings-game",
                game = g.game_id,
                white = self.display_of(g.white)?,
                black = self.display_of(g.black)?,
                result = result
            ));
        }
        rounds.push(msg!(
            "tournament-pairings-round",
            round = round,
            items = Arg::Run(items)
        ));
        Ok(msg!(
            "tournament-pairings",
            name = title(t.id, &t.name),
            rounds = rounds
        ))
    }
}

/// A tournament's state, as the standings, crosstable and TRF read it.
struct Results {
    /// Players in start-number order: (player, withdrawn).
    players: Vec<(i64, bool)>,
    games: Vec<TournamentGame>,
    /// The finished games, by start number.
    played: Vec<Played>,
    lines: Vec<standings::Line>,
    /// Replacements, in order: (old, new).
    replaced: Vec<(i64, i64)>,
    /// Swiss byes: (start number, round).
    byes: Vec<(usize, usize)>,
}

/// The start number of `p`'s seat: his own, or that of whoever replaced him.
fn seat_of(players: &[(i64, bool)], replaced: &[(i64, i64)], mut p: i64) -> Option<usize> {
    for &(old, new) in replaced {
        if old == p {
            p = new;
        }
    }
    players.iter().position(|(q, _)| *q == p).map(|i| i + 1)
}

/// `1 day a move`, `3 days a move`.
fn per_move(days: i64) -> Msg {
    msg!("tournament-per-move", days = days)
}

/// `Tournament #3 «Winter»`, or `Tournament #3`.
/// The crosstable in words, row by row (its tie-breaks as the picture shows them).
fn crosstable_alt(t: &TournamentRow, table: &tabiya_render::charts::Crosstable) -> Msg {
    let rows: Vec<Msg> = table
        .rows
        .iter()
        .map(|r| {
            msg!(
                "tournament-chart-row",
                rank = r.rank,
                name = r.name.as_str(),
                number = r.number,
                points = r.points.as_str(),
                tiebreak = r.tiebreak.as_str()
            )
        })
        .collect();
    msg!(
        "tournament-chart-alt",
        title = title(t.id, &t.name),
        rows = Arg::Run(rows)
    )
}

fn title(id: i64, name: &str) -> Msg {
    if name.is_empty() {
        msg!("tournament-title", id = id)
    } else {
        msg!("tournament-title-named", id = id, name = name)
    }
}

/// Quarter points as text: 13 → `3¼`.
fn quarters(q: i64) -> String {
    let frac = match q % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    match (q / 4, frac) {
        (0, "") => "0".to_owned(),
        (0, f) => f.to_owned(),
        (n, f) => format!("{n}{f}"),
    }
}

/// A stored game's result for the standings (`None` while in play, or if aborted).
fn result_of(g: &TournamentGame) -> Option<GameResult> {
    let forfeit = g
        .reason
        .as_deref()
        .is_some_and(|r| Ending::of(r) == Ending::Forfeit);
    Some(match (g.result.as_deref()?, forfeit) {
        ("1-0", false) => GameResult::White,
        ("1-0", true) => GameResult::WhiteByForfeit,
        ("0-1", false) => GameResult::Black,
        ("0-1", true) => GameResult::BlackByForfeit,
        ("1/2-1/2", _) => GameResult::Draw,
        _ => return None,
    })
}

/// `/tournament` and `/mypairings`.
pub(super) fn tournament_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Tournament { action, id } => s.tournament(inc, me, action, id),
        other => Err(misrouted(&other)),
    }
}
