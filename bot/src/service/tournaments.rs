//! Round-robin tournaments run in chat: registration, a start that pairs everyone by the
//! Berger tables and begins every game at once (as ICCF correspondence events do), standings
//! with their tie-breaks, withdrawals (the unplayed games forfeited), forfeits on time, and the
//! final standings announced in the tournament's channel when the last game ends.
//!
//! Start numbers go by rating in the tournament's game (a player without one counts 1500),
//! then by who joined first. Only the organizer starts, withdraws others or cancels.

use super::command::Command;
use super::error::misrouted;
use super::incoming::Answer;
use super::incoming::Call;
use tabiya_engine::Variant;

use super::clock;
use super::command::{Notify, TournamentAction};
use super::{user, Incoming, Reply, Service, ServiceError, DAY};
use crate::ratings::Rating;
use crate::storage::tournaments::{self as store, TournamentGame, TournamentRow};
use crate::storage::{self, NewGame, TimeControl};
use crate::storage::{GameStatus, TournamentStatus};
use crate::tournament::berger::{self, Pairing};
use crate::tournament::standings::{self, Format, GameResult, Played};

/// The reason a Swiss game still in play at its round's deadline ends with (a draw, not
/// rated).
pub(super) const ROUND_DEADLINE: &str = "round deadline";

/// Days a Swiss round lasts when the organizer does not say: ten moves' time, at least a
/// week.
fn default_round_days(days_per_move: i64) -> i64 {
    (10 * days_per_move).max(7)
}

/// The reason a game forfeited by withdrawal ends with.
const WITHDREW: &str = "forfeit (withdrew)";
/// The reason a tournament game whose first move never came ends with.
pub(super) const NEVER_MOVED: &str = "forfeit (never moved)";

impl Service {
    #[expect(
        clippy::too_many_lines,
        reason = "every /tournament action in one match; to be split per action"
    )]
    pub(super) fn tournament(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: TournamentAction,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        if let TournamentAction::Create {
            variant,
            rules,
            cycles,
            days,
            rated,
            size,
            name,
            register_days,
            swiss_rounds,
            round_days,
            vacation_cap,
        } = action
        {
            let rules: Vec<&str> = rules.iter().map(String::as_str).collect();
            let v = Variant::historical(&variant, &rules).map_err(|e| user(e.to_string()))?;
            let running = store::not_over_in(&self.db, inc.channel)?;
            if running >= self.limits.tournaments_per_channel {
                return Err(user(format!(
                    "This channel already has {running} tournaments registering or in play, the most it may have; create one when one of them is over."
                )));
            }
            let t = TournamentRow {
                id: 0,
                name: name.unwrap_or_default(),
                organizer: me,
                channel: inc.channel.to_owned(),
                variant: v.key().to_owned(),
                options: v.options().join(" "),
                cycles,
                days: days.unwrap_or(self.settings.default_days),
                rated,
                size_limit: Some(size.unwrap_or(if swiss_rounds.is_some() { 64 } else { 16 })),
                status: TournamentStatus::Registration,
                created_at: inc.now,
                registration_until: register_days.map(|d| inc.now + d * DAY),
                swiss_rounds,
                round_days: swiss_rounds.map(|_| {
                    round_days.unwrap_or_else(|| {
                        default_round_days(days.unwrap_or(self.settings.default_days))
                    })
                }),
                current_round: 0,
                round_deadline: None,
                vacation_cap,
            };
            let id = store::insert(&self.db, &t, inc.now)?;
            store::join(&self.db, id, me, inc.now)?;
            let cap = vacation_cap
                .map(|d| {
                    format!(
                        " Vacation: at most {d} day{} a player.",
                        if d == 1 { "" } else { "s" }
                    )
                })
                .unwrap_or_default();
            if let Some(rounds) = swiss_rounds {
                return Ok(vec![Reply::public(format!(
                    "{}: a Swiss of {} in {}, {}, {}, {}, up to {} players, organized by @{}. Pairings by the FIDE Dutch system, a round at a time; a round lasts at most {} days, and a game still unfinished then is scored a draw.{cap} /tournament join {id} to play{}; the organizer starts it with /tournament start {id}.",
                    title(id, &t.name),
                    if rounds == 0 { "rounds fitted to the field".to_owned() } else { format!("{rounds} round{}", if rounds == 1 { "" } else { "s" }) },
                    v.name(),
                    if t.options.is_empty() { "standard rules".to_owned() } else { t.options.clone() },
                    per_move(t.days),
                    if rated { "rated" } else { "casual" },
                    t.size_limit.unwrap_or(64),
                    inc.user,
                    t.round_days.unwrap_or(0),
                    t.registration_until
                        .map(|u| format!(" (until {})", clock::format_time(u)))
                        .unwrap_or_default()
                ))]);
            }
            return Ok(vec![Reply::public(format!(
                "{}: a {} round robin of {}{}, {}, {}, up to {} players, organized by @{}. /tournament join {id} to play{}; the organizer starts it with /tournament start {id}.",
                title(id, &t.name),
                if cycles == 2 { "double" } else { "single" },
                v.name(),
                if t.options.is_empty() { String::new() } else { format!(" ({})", t.options) },
                per_move(t.days),
                if rated { "rated" } else { "casual" },
                t.size_limit.unwrap_or(16),
                inc.user,
                t.registration_until
                    .map(|u| format!(" (until {})", clock::format_time(u)))
                    .unwrap_or_default()
            ) + cap.as_str())]);
        }
        if action == TournamentAction::Mine {
            return self.my_pairings(inc, me, id);
        }
        let t = self.pick_tournament(inc.channel, id)?;
        let name = title(t.id, &t.name);
        match action {
            TournamentAction::Create { .. } | TournamentAction::Mine => {
                unreachable!("handled above")
            }
            TournamentAction::Join => {
                if t.status != TournamentStatus::Registration {
                    return Err(user(format!("{name} is not taking players.")));
                }
                if let Some(until) = t.registration_until.filter(|&u| inc.now > u) {
                    return Err(user(format!(
                        "Registration for {name} closed at {}.",
                        clock::format_time(until)
                    )));
                }
                let players = store::players(&self.db, t.id)?;
                if players.len() as i64 >= t.size_limit.unwrap_or(16) {
                    return Err(user(format!("{name} is full ({} players).", players.len())));
                }
                if !store::join(&self.db, t.id, me, inc.now)? {
                    return Err(user(format!("You are already in {name}.")));
                }
                Ok(vec![Reply::public(format!(
                    "@{} joins {name} ({} players).",
                    inc.user,
                    players.len() + 1
                ))])
            }
            TournamentAction::Leave => {
                if t.status != TournamentStatus::Registration {
                    return Err(user(format!(
                        "{name} has started; /tournament withdraw {} leaves it (your unplayed games are forfeited).",
                        t.id
                    )));
                }
                if !store::leave(&self.db, t.id, me)? {
                    return Err(user(format!("You are not in {name}.")));
                }
                Ok(vec![Reply::public(format!("@{} leaves {name}.", inc.user))])
            }
            TournamentAction::Start => {
                self.organizer_only(inc, &t, me, "start")?;
                if !matches!(
                    t.status,
                    TournamentStatus::Registration | TournamentStatus::Closed
                ) {
                    return Err(user(format!("{name} has already started.")));
                }
                self.start(inc, &t)
            }
            TournamentAction::Close | TournamentAction::Open => {
                let open = matches!(action, TournamentAction::Open);
                self.organizer_only(
                    inc,
                    &t,
                    me,
                    if open {
                        "open registration"
                    } else {
                        "close registration"
                    },
                )?;
                if !matches!(
                    t.status,
                    TournamentStatus::Registration | TournamentStatus::Closed
                ) {
                    return Err(user(format!("{name} has started.")));
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
                Ok(vec![Reply::public(if open {
                    format!(
                        "Registration for {name} is open again: /tournament join {}.",
                        t.id
                    )
                } else {
                    format!("Registration for {name} is closed.")
                })])
            }
            TournamentAction::Replace { old, new } => {
                self.organizer_only(inc, &t, me, "replace a player")?;
                if !matches!(
                    t.status,
                    TournamentStatus::Running | TournamentStatus::Paused
                ) {
                    return Err(user(format!(
                        "{name} has not started; players join and leave by themselves."
                    )));
                }
                let players = store::players(&self.db, t.id)?;
                let old_id = storage::find_player(&self.db, self.platform, &old)?
                    .map(|p| p.id)
                    .filter(|id| players.iter().any(|(p, w)| p == id && !w))
                    .ok_or_else(|| user(format!("@{old} is not playing in {name}.")))?;
                let new_id = self.player_id(&new)?;
                if players.iter().any(|(p, _)| *p == new_id) {
                    return Err(user(format!("@{new} is already in {name}.")));
                }
                let moved = store::replace(&self.db, t.id, old_id, new_id, inc.now)?;
                Ok(vec![Reply::public(format!(
                    "@{new} replaces @{old} in {name}: the seat, and {moved} unfinished game{}; the finished ones still count.",
                    if moved == 1 { "" } else { "s" }
                ))])
            }
            TournamentAction::Pause => {
                self.organizer_only(inc, &t, me, "pause")?;
                if t.status != TournamentStatus::Running {
                    return Err(user(format!("{name} is not running.")));
                }
                let mut stopped = 0;
                for g in store::games(&self.db, t.id)? {
                    if g.status != GameStatus::Active {
                        continue;
                    }
                    let row = storage::game(&self.db, g.game_id)?.ok_or_else(|| {
                        user(format!(
                            "Game #{} of {name} is missing from the database; nothing was changed.",
                            g.game_id
                        ))
                    })?;
                    let left = row.deadline.map_or(0, |d| (d - inc.now).max(0));
                    store::pause_game(&self.db, g.game_id, left)?;
                    stopped += 1;
                }
                store::pause_round(&self.db, t.id, inc.now, true)?;
                store::set_status(&self.db, t.id, TournamentStatus::Paused)?;
                Ok(vec![Reply::public(format!(
                    "{name} is paused: {stopped} clock{} stopped; moves wait until the organizer resumes it.",
                    if stopped == 1 { " is" } else { "s are" }
                ))])
            }
            TournamentAction::Resume => {
                self.organizer_only(inc, &t, me, "resume")?;
                if t.status != TournamentStatus::Paused {
                    return Err(user(format!("{name} is not paused.")));
                }
                let n = store::resume_games(&self.db, t.id, inc.now)?;
                store::pause_round(&self.db, t.id, inc.now, false)?;
                store::set_status(&self.db, t.id, TournamentStatus::Running)?;
                // Games that ended during the pause may have completed a round (or the event).
                let resumed = store::get(&self.db, t.id)?
                    .ok_or_else(|| user(format!("{name} is missing from the database.")))?;
                self.progress(&resumed, inc.now)?;
                Ok(vec![Reply::public(format!(
                    "{name} resumes: {n} clock{} run again with the time {} had left.",
                    if n == 1 { "" } else { "s" },
                    if n == 1 { "it" } else { "each" }
                ))])
            }
            TournamentAction::Adjudicate { game, result } => {
                self.organizer_only(inc, &t, me, "adjudicate")?;
                let Some(game) = game.or(inc.game) else {
                    return Err(user(
                        "Which game? /tournament adjudicate game:ID 1-0|0-1|draw",
                    ));
                };
                if store::of_game(&self.db, game)?.map(|(id, _)| id) != Some(t.id) {
                    return Err(user(format!("Game #{game} is not a game of {name}.")));
                }
                let row = storage::game(&self.db, game)?
                    .ok_or_else(|| user(format!("There is no game #{game}.")))?;
                if row.status != GameStatus::Active {
                    return Err(user(format!("Game #{game} is over.")));
                }
                let rated = self.finish(&row, &result, "adjudication", inc.now)?;
                Ok(vec![Reply::public(format!(
                    "Game #{game} is over: {result} by adjudication ({name}).{rated}"
                ))
                .about(game)])
            }
            TournamentAction::Standings => {
                let mut reply = Reply::private(self.standings_text(&t)?);
                if t.status != TournamentStatus::Registration
                    && t.status != TournamentStatus::Closed
                {
                    let drawn = tabiya_render::charts::crosstable(&self.crosstable(&t)?);
                    reply.image = Some(super::Image {
                        png: drawn.png,
                        alt: drawn.alt,
                    });
                }
                Ok(vec![reply])
            }
            TournamentAction::Pairings => Ok(vec![Reply::private(self.pairings_text(&t)?)]),
            TournamentAction::Withdraw { player } => {
                let who = match &player {
                    Some(p) => {
                        self.organizer_only(inc, &t, me, "withdraw another player")?;
                        storage::find_player(&self.db, self.platform, p)?
                            .ok_or_else(|| user(format!("@{p} is not in {name}.")))?
                            .id
                    }
                    None => me,
                };
                self.withdraw(inc, &t, who)
            }
            TournamentAction::Export { pgn } => Ok(vec![if pgn {
                Reply::private(self.tournament_pgn(&t)?)
                    .in_file(format!("tabiya-tournament-{}.pgn", t.id))
            } else {
                Reply::private(self.tournament_trf(&t, inc.now)?)
                    .in_file(format!("tabiya-tournament-{}.trf", t.id))
            }]),
            TournamentAction::Cancel => {
                self.organizer_only(inc, &t, me, "cancel")?;
                if matches!(
                    t.status,
                    TournamentStatus::Finished | TournamentStatus::Cancelled
                ) {
                    return Err(user(format!("{name} is already over.")));
                }
                let mut aborted = 0;
                for g in store::games(&self.db, t.id)? {
                    if g.status == GameStatus::Active {
                        storage::finish_game(
                            &self.db,
                            g.game_id,
                            "aborted",
                            "the tournament was cancelled",
                        )?;
                        aborted += 1;
                    }
                }
                store::set_status(&self.db, t.id, TournamentStatus::Cancelled)?;
                Ok(vec![Reply::public(format!(
                    "{name} is cancelled{}.",
                    if aborted > 0 {
                        format!("; {aborted} games in progress are aborted")
                    } else {
                        String::new()
                    }
                ))])
            }
        }
    }

    fn pick_tournament(
        &self,
        channel: &str,
        id: Option<i64>,
    ) -> Result<TournamentRow, ServiceError> {
        if let Some(id) = id {
            return store::get(&self.db, id)?
                .ok_or_else(|| user(format!("There is no tournament #{id}.")));
        }
        let here = store::in_channel(&self.db, channel)?;
        match here.as_slice() {
            [] => store::latest_in_channel(&self.db, channel)?.ok_or_else(|| {
                user("There is no tournament here; /tournament create GAME opens one.")
            }),
            [one] => Ok(one.clone()),
            several => Err(user(format!(
                "Several tournaments run here: {}. Add the number.",
                several
                    .iter()
                    .map(|t| format!("#{}", t.id))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }

    fn organizer_only(
        &self,
        inc: &Incoming<'_>,
        t: &TournamentRow,
        me: i64,
        what: &str,
    ) -> Result<(), ServiceError> {
        // A moderator of the tournament's own channel stands in for its organizer.
        if t.organizer != me && !(inc.moderator && inc.channel == t.channel) {
            return Err(user(format!(
                "Only the organizer, @{}, may {what} in {}.",
                self.handle_of(t.organizer)?,
                title(t.id, &t.name)
            )));
        }
        Ok(())
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
            return Err(user(format!(
                "{name} needs at least 3 players to start; it has {}.",
                players.len()
            )));
        }
        // By rating, then by who joined first (the order they come in).
        players.sort_by(|a, b| b.1.total_cmp(&a.1));
        let order: Vec<i64> = players.iter().map(|p| p.0).collect();
        store::number_players(&self.db, t.id, &order)?;
        if let Some(asked) = t.swiss_rounds {
            return self.start_swiss(inc, t, &order, asked);
        }
        let mut started = 0;
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
        let numbers: Vec<String> = order
            .iter()
            .enumerate()
            .map(|(i, &p)| Ok(format!("{}. {}", i + 1, self.display_of(p)?)))
            .collect::<Result<_, ServiceError>>()?;
        Ok(vec![Reply::public(format!(
            "{name} starts: {} players, {started} games, all begun at once ({}). Start numbers: {}. /tournament pairings {} lists the games; /games shows yours.",
            order.len(),
            per_move(t.days),
            numbers.join(", "),
            t.id
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
            return Ok(vec![Reply::private(match id {
                Some(id) => format!("You are not playing in a running Tournament #{id}."),
                None => "You are not playing in a running tournament.".to_owned(),
            })]);
        }
        let mut out = Vec::new();
        for t in events {
            let mut head = title(t.id, &t.name);
            if let Some(rounds) = t.swiss_rounds {
                head.push_str(&format!(", round {} of {rounds}", t.current_round));
                if let Some(d) = t.round_deadline {
                    head.push_str(&format!(
                        " (the round ends in {})",
                        clock::format_span(d - inc.now)
                    ));
                }
            }
            if t.status == TournamentStatus::Paused {
                head.push_str(" — paused");
            }
            out.push(format!("{head}:"));
            let mine: Vec<TournamentGame> = store::games(&self.db, t.id)?
                .into_iter()
                .filter(|g| g.status == GameStatus::Active && (g.white == me || g.black == me))
                .collect();
            for g in &mine {
                let l = self.load(g.game_id)?;
                let colour = l.color_of(me);
                let my_turn = l.game.to_move().contains(&colour);
                let opponent = self.handle_of(if g.white == me { g.black } else { g.white })?;
                let left = match l.row.deadline {
                    Some(d) => format!(", {} left", clock::format_span(d - inc.now)),
                    None => String::new(),
                };
                out.push(format!(
                    "  #{} round {} vs @{opponent} ({}): {}{left}",
                    g.game_id,
                    g.round,
                    l.game.variant().side_name(colour),
                    if my_turn { "your move" } else { "their move" }
                ));
            }
            let bye = store::byes(&self.db, t.id)?
                .into_iter()
                .any(|(r, p)| p == me && r == t.current_round);
            if bye {
                out.push("  a bye this round (a point)".to_owned());
            } else if mine.is_empty() {
                out.push("  no game in play: waiting for the next round".to_owned());
            }
        }
        Ok(vec![Reply::private(out.join("\n"))])
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
            return Err(user(format!(
                "{name} needs at least 4 players to start a Swiss; it has {n}."
            )));
        }
        // Fitted: enough rounds for a clear winner (log₂ n, rounded up, plus one), and never
        // more than a field can play without rematches.
        let fitted = (64 - (n - 1).leading_zeros()) as i64 + 1;
        let rounds = if asked == 0 { fitted } else { asked }.min(n - 1);
        let note = if asked > n - 1 {
            format!(
                " ({asked} rounds were asked; {n} players can play at most {})",
                n - 1
            )
        } else {
            String::new()
        };
        store::set_rounds(&self.db, t.id, rounds)?;
        store::set_status(&self.db, t.id, TournamentStatus::Running)?;
        let t = store::get(&self.db, t.id)?
            .ok_or_else(|| user(format!("{name} is missing from the database.")))?;
        let numbers: Vec<String> = order
            .iter()
            .enumerate()
            .map(|(i, &p)| Ok(format!("{}. {}", i + 1, self.display_of(p)?)))
            .collect::<Result<_, ServiceError>>()?;
        let first = self.next_round(&t, inc.now)?;
        Ok(vec![Reply::public(format!(
            "{name} starts: a Swiss of {rounds} rounds{note} for {n} players, {}. Start numbers: {}.\n{first}",
            per_move(t.days),
            numbers.join(", "),
        ))])
    }

    /// Pairs and begins the next Swiss round; returns its announcement. A field that cannot
    /// be paired any more ends the tournament, and the announcement says why.
    fn next_round(&self, t: &TournamentRow, now: i64) -> Result<String, ServiceError> {
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
                return Ok(format!(
                    "{name} ends after round {}: round {round} cannot be paired ({e}). Final standings:\n{}",
                    t.current_round,
                    self.table(t)?
                ));
            }
        };
        let mut lines = Vec::new();
        for (board, &(w, b)) in pairing.pairs.iter().enumerate() {
            let (white, black) = (players[w - 1].0, players[b - 1].0);
            let game = self.begin_game(t, white, black, round, now)?;
            lines.push(format!(
                "{}. #{game} {} ({w}) – {} ({b})",
                board + 1,
                self.display_of(white)?,
                self.display_of(black)?
            ));
        }
        if let Some(b) = pairing.bye {
            store::add_bye(&self.db, t.id, round, players[b - 1].0)?;
            lines.push(format!(
                "Bye (a point): {} ({b})",
                self.display_of(players[b - 1].0)?
            ));
        }
        let deadline = now + t.round_days.unwrap_or(default_round_days(t.days)) * DAY;
        store::set_round(&self.db, t.id, round, Some(deadline))?;
        Ok(format!(
            "{name}, round {round} of {}, until {}:\n{}",
            t.swiss_rounds.unwrap_or(round),
            clock::format_time(deadline),
            lines.join("\n")
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
                &format!(
                    "Game #{game} ({}, round {round}) begins: your move, @{handle}.",
                    title(t.id, &t.name),
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
                let name = title(t.id, &t.name);
                for g in &open {
                    let Some(row) = storage::game(&s.db, g.game_id)? else {
                        continue;
                    };
                    s.push_outbox(&t.channel,
                        None,
                        &format!(
                            "Game #{} is over: round {} of {name} reached its deadline; the game is scored a draw.",
                            g.game_id, t.current_round
                        ),
                        Some(g.game_id),
                        now,
                    )?;
                    s.finish(&row, "1/2-1/2", ROUND_DEADLINE, now)?;
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
        let on_list = store::players(&self.db, t.id)?
            .into_iter()
            .find(|(p, _)| *p == who);
        match (on_list, t.status) {
            (None, _) => return Err(user(format!("@{} is not in {name}.", self.handle_of(who)?))),
            (Some((_, true)), _) => {
                return Err(user(format!(
                    "@{} has already withdrawn.",
                    self.handle_of(who)?
                )))
            }
            (_, TournamentStatus::Registration | TournamentStatus::Closed) => {
                store::leave(&self.db, t.id, who)?;
                return Ok(vec![Reply::public(format!(
                    "@{} leaves {name}.",
                    self.handle_of(who)?
                ))]);
            }
            (_, TournamentStatus::Running | TournamentStatus::Paused) => {}
            _ => return Err(user(format!("{name} is over."))),
        }
        store::withdraw(&self.db, t.id, who)?;
        let mut forfeited = 0;
        for g in store::games(&self.db, t.id)? {
            if g.status != GameStatus::Active || (g.white != who && g.black != who) {
                continue;
            }
            let row = storage::game(&self.db, g.game_id)?.ok_or_else(|| {
                user(format!(
                    "Game #{} of {name} is missing from the database; nothing was changed.",
                    g.game_id
                ))
            })?;
            let result = if g.white == who { "0-1" } else { "1-0" };
            self.finish(&row, result, WITHDREW, inc.now)?;
            forfeited += 1;
        }
        Ok(vec![Reply::public(format!(
            "@{} withdraws from {name}; {forfeited} unplayed game{} forfeited.",
            self.handle_of(who)?,
            if forfeited == 1 { " is" } else { "s are" }
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
                let text = self.next_round(t, now)?;
                self.push_outbox(&t.channel, None, &text, None, now)?;
                return Ok(());
            }
        }
        store::set_status(&self.db, id, TournamentStatus::Finished)?;
        store::set_round(&self.db, id, t.current_round, None)?;
        let text = format!(
            "{} is over. Final standings:\n{}",
            title(id, &t.name),
            self.table(t)?
        );
        self.push_outbox(&t.channel, None, &text, None, now)?;
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
    fn crosstable(
        &self,
        t: &TournamentRow,
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
                tiebreak: if t.is_swiss() {
                    format!("BC1 {}", standings::points(l.buchholz_cut1))
                } else {
                    format!("SB {}", quarters(l.sonneborn_berger))
                },
            });
        }
        Ok(tabiya_render::charts::Crosstable {
            title: title(t.id, &t.name),
            rows,
        })
    }

    fn table(&self, t: &TournamentRow) -> Result<String, ServiceError> {
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
            let tiebreaks = if t.is_swiss() {
                format!(
                    "Buchholz Cut-1 {}, Median {}, SB {}, progressive {}",
                    standings::points(l.buchholz_cut1),
                    standings::points(l.median),
                    quarters(l.sonneborn_berger),
                    standings::points(l.progressive)
                )
            } else {
                format!(
                    "SB {}, {} win{}",
                    quarters(l.sonneborn_berger),
                    l.wins,
                    if l.wins == 1 { "" } else { "s" }
                )
            };
            out.push(format!(
                "{}. {} {} ({tiebreaks}){}",
                l.rank,
                self.display_of(p)?,
                standings::points(l.score),
                if withdrawn { ", withdrew" } else { "" }
            ));
        }
        Ok(out.join("\n"))
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
            return Err(user(format!("{} has not started.", title(t.id, &t.name))));
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
        let header = crate::tournament::trf::Header {
            name: title(t.id, &t.name),
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
            time_control: per_move(t.days),
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
            return Err(user(format!("{} has not started.", title(t.id, &t.name))));
        }
        Ok(out.join("\n"))
    }

    fn standings_text(&self, t: &TournamentRow) -> Result<String, ServiceError> {
        let name = title(t.id, &t.name);
        if t.status == TournamentStatus::Registration {
            let players = store::players(&self.db, t.id)?;
            let names: Vec<String> = players
                .iter()
                .map(|(p, _)| self.display_of(*p))
                .collect::<Result<_, _>>()?;
            return Ok(format!(
                "{name} has not started; {} registered: {}.",
                players.len(),
                names.join(", ")
            ));
        }
        let left = store::games(&self.db, t.id)?
            .iter()
            .filter(|g| g.status == GameStatus::Active)
            .count();
        Ok(format!(
            "{name} — {}:\n{}",
            match (t.status, left) {
                (TournamentStatus::Finished, _) => "final standings".to_owned(),
                (TournamentStatus::Cancelled, _) => "cancelled".to_owned(),
                (_, n) => format!("{n} game{} still in play", if n == 1 { "" } else { "s" }),
            },
            self.table(t)?
        ))
    }

    fn pairings_text(&self, t: &TournamentRow) -> Result<String, ServiceError> {
        let games = store::games(&self.db, t.id)?;
        if games.is_empty() {
            return Ok(format!("{} has not started.", title(t.id, &t.name)));
        }
        let byes = store::byes(&self.db, t.id)?;
        let mut out = vec![title(t.id, &t.name)];
        let mut round = 0;
        let mut line = String::new();
        for g in &games {
            if g.round != round {
                if !line.is_empty() {
                    out.push(std::mem::take(&mut line));
                }
                round = g.round;
                line = format!("Round {round}:");
                for (_, p) in byes.iter().filter(|(r, _)| *r == round) {
                    line.push_str(&format!(" bye {};", self.display_of(*p)?));
                }
            }
            line.push_str(&format!(
                " #{} {}–{} {};",
                g.game_id,
                self.display_of(g.white)?,
                self.display_of(g.black)?,
                match (&g.result, &g.reason) {
                    (Some(r), Some(why)) if why.starts_with("forfeit") => format!("{r} (forfeit)"),
                    (Some(r), _) => r.clone(),
                    (None, _) => "in play".to_owned(),
                }
            ));
        }
        out.push(line);
        Ok(out.join("\n"))
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
fn per_move(days: i64) -> String {
    format!("{days} day{} a move", if days == 1 { "" } else { "s" })
}

/// `Tournament #3 «Winter»`, or `Tournament #3`.
fn title(id: i64, name: &str) -> String {
    if name.is_empty() {
        format!("Tournament #{id}")
    } else {
        format!("Tournament #{id} «{name}»")
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
        .is_some_and(|r| r.starts_with("forfeit"));
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
