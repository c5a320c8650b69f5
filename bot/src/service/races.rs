//! Ashtapada races in chat: a challenge to one to three players, seats taken in the order
//! they join, throws from the operating system's random source (recorded with the race and
//! shown to everyone, so a throw cannot be retried: a redelivered `/throw` is answered with
//! the same throw, and a new one waits for the move), moves, a board image after each
//! action, and a clock per seat: a reminder, then a player who lets his time run out leaves
//! the race with his pieces and the others play on.

use super::command::Command;
use super::error::misrouted;
use super::error::said;
use super::incoming::Answer;
use super::incoming::Call;
use crate::i18n::msg;
use crate::i18n::render;
use crate::i18n::Arg;
use crate::i18n::Msg;
use tabiya_engine::ashtapada::{
    self, Event, Options, Race, RaceAction, RaceMove, Spot, PATH_LEN, PIECES,
};

use super::command::RaceCommand;
use super::refusals::race_refusal;
use super::{clock, storage, Image, Incoming, Reply, Service, ServiceError, DAY};
use crate::storage::races::{self as store, RaceRow};
use crate::storage::RaceStatus;

/// A race replayed: the game, the players in joining order with their seats, and the last
/// throw (seat, openings up).
struct Loaded {
    row: RaceRow,
    race: Race,
    /// (player, seat), in joining order.
    seats: Vec<(i64, usize)>,
    last_throw: Option<(usize, u8)>,
}

impl Loaded {
    fn player_at(&self, seat: usize) -> Option<i64> {
        self.seats.iter().find(|s| s.1 == seat).map(|s| s.0)
    }

    fn seat_of(&self, player: i64) -> Option<usize> {
        self.seats.iter().find(|s| s.0 == player).map(|s| s.1)
    }
}

fn options_of(text: &str, players: usize) -> Options {
    Options {
        players,
        play_on: text.split_whitespace().any(|o| o == "play-on"),
        grace: text.split_whitespace().any(|o| o == "grace"),
    }
}

/// Four cowries from the operating system's random source: how many fall opening up.
fn throw_cowries() -> Result<u8, ServiceError> {
    let mut b = [0u8; 1];
    getrandom::fill(&mut b)
        .map_err(|e| said(msg!("race-cowries-failed", reason = e.to_string())))?;
    Ok((b[0] & 0x0f).count_ones() as u8)
}

/// `items` as the catalogue lists them (`a, b, c`); no items, nothing.
fn listed(items: impl IntoIterator<Item = Arg>) -> Arg {
    let mut items = items.into_iter();
    let Some(first) = items.next() else {
        return Arg::Text(String::new());
    };
    Arg::from(items.fold(msg!("race-item", item = first), |list, item| {
        msg!("race-list", list = list, item = item)
    }))
}

/// The moves, as the commands that play them (`/move c3, /move enter`).
fn move_commands(moves: &[RaceMove]) -> Arg {
    listed(moves.iter().map(|m| Arg::command(format!("/move {m}"))))
}

/// A sentence, then another (if any).
fn then(first: Msg, next: Option<Msg>) -> Msg {
    match next {
        Some(next) => msg!("race-then", first = first, then = next),
        None => first,
    }
}

impl Service {
    /// `/challenge @a [@b @c] ashtapada`.
    pub(super) fn race_challenge(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        opponents: Vec<String>,
        days: Option<i64>,
        rules: Vec<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        if let Some(bad) = rules
            .iter()
            .find(|r| !["play-on", "grace"].contains(&r.as_str()))
        {
            return Err(said(msg!(
                "race-no-such-rule",
                option = Arg::code(bad.as_str())
            )));
        }
        let mut invited = Vec::new();
        // The computer takes each seat it is named for (`@tabiya` up to three times).
        let mut computers: Vec<(i64, String)> = Vec::new();
        let mut names = Vec::new();
        for o in &opponents {
            if self.is_computer(o) {
                let handle = self.computer_seat(computers.len())?;
                let id = self.player_id(&handle)?;
                computers.push((id, handle.clone()));
                invited.push(id);
                names.push(Arg::player(handle.as_str()));
                continue;
            }
            let id = self.player_id(o)?;
            if id == me {
                return Err(said(msg!("race-invite-yourself")));
            }
            if invited.contains(&id) {
                return Err(said(msg!(
                    "race-named-twice",
                    who = Arg::player(o.as_str())
                )));
            }
            invited.push(id);
            names.push(Arg::player(o.as_str()));
        }
        let days = days.unwrap_or(self.settings.default_days);
        let id = store::create(
            &self.db,
            inc.channel,
            &rules.join(" "),
            days,
            me,
            &invited,
            inc.now,
        )?;
        let mut news = match rules.split_first() {
            None => msg!(
                "race-invites",
                id = id,
                who = Arg::player(inc.user),
                invited = listed(names),
                days = days
            ),
            Some((first, rest)) => msg!(
                "race-invites-with-rules",
                id = id,
                who = Arg::player(inc.user),
                invited = listed(names),
                days = days,
                rules = rest
                    .iter()
                    .fold(msg!("race-item", item = first.as_str()), |list, r| {
                        msg!("race-and", list = list, item = r.as_str())
                    })
            ),
        };
        if computers.len() < invited.len() {
            let seats = msg!(
                "race-seats-in-order",
                join = Arg::command(format!("/join {id}")),
                decline = Arg::command(format!("/decline race:{id}"))
            );
            news = then(news, Some(seats));
        }
        // The computer's seats are taken at once; the last may begin the race, whose board
        // then goes with this one message.
        let mut image = None;
        for (player, handle) in &computers {
            let joined = Incoming {
                user: handle,
                ..inc.clone()
            };
            let mut r = self.race(&joined, *player, RaceCommand::Join, Some(id))?;
            if let Some(last) = r.pop() {
                // Its answers come from the catalogue: the text is a fallback.
                let part = last
                    .message
                    .map_or_else(|| Arg::Text(last.text.clone()), Arg::from);
                news = msg!("race-then", first = news, then = part);
                if last.image.is_some() {
                    image = last.image;
                }
            }
        }
        let mut reply = Reply::post(news);
        reply.image = image;
        Ok(vec![reply])
    }

    /// The computer's handle for its `n`th seat in one race (0: its own account).
    fn computer_seat(&self, n: usize) -> Result<String, ServiceError> {
        if n >= 3 {
            return Err(said(msg!("race-computer-seats")));
        }
        Ok(if n == 0 {
            self.computer_handle().to_owned()
        } else {
            format!("{}#{}", self.computer_handle(), n + 1)
        })
    }

    /// The races waiting for one of the computer's seats: the race, its version, the seat's
    /// player and handle, and the command it sends — throw, then move by the policy.
    pub(super) fn computer_race_turns(
        &self,
    ) -> Result<Vec<(i64, i64, String, String)>, ServiceError> {
        let mut turns = Vec::new();
        let mut seen = Vec::new();
        for n in 0..3 {
            let handle = self.computer_seat(n)?;
            let Some(player) =
                storage::find_player(&self.db, self.platform.key, &handle)?.map(|p| p.id)
            else {
                continue;
            };
            for row in store::of_player(&self.db, player, None, &[RaceStatus::Active])? {
                if seen.contains(&row.id) || !self.serves(&row.channel) {
                    continue;
                }
                let l = self.load_race(row.id)?;
                let Some(seat) = l.race.to_move() else {
                    continue;
                };
                let Some(mover) = l.player_at(seat) else {
                    continue;
                };
                let handle = self.handle_of(mover)?;
                // Its own account or one of its other seats (`#2`, `#3`).
                if !self.is_computer(&handle) {
                    continue;
                }
                seen.push(row.id);
                let command = match l.race.pending_throw() {
                    None => format!("/throw race:{}", row.id),
                    Some(_) => match ashtapada::policy_move(&l.race) {
                        Some(m) => format!("/move {m} race:{}", row.id),
                        None => continue,
                    },
                };
                turns.push((row.id, l.row.version, handle, command));
            }
        }
        Ok(turns)
    }

    /// `/join`, `/decline race:`, `/throw`, `/move … race:`.
    #[expect(
        clippy::too_many_lines,
        reason = "every race action in one match; to be split per action"
    )]
    pub(super) fn race(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        action: RaceCommand,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        match action {
            RaceCommand::Join | RaceCommand::Decline => {
                let row = self.pick_race(me, inc.channel, id, &[RaceStatus::Open])?;
                let seats = store::seats(&self.db, row.id)?;
                match seats.iter().find(|s| s.0 == me) {
                    None => return Err(said(msg!("race-not-invited", id = row.id))),
                    Some((_, Some(_))) => {
                        return Err(said(msg!("race-seated-already", id = row.id)))
                    }
                    Some((_, None)) => {}
                }
                let joining = action == RaceCommand::Join;
                if joining {
                    store::join(&self.db, row.id, me)?;
                } else {
                    store::uninvite(&self.db, row.id, me)?;
                }
                let seats = store::seats(&self.db, row.id)?;
                let news = if joining {
                    msg!("race-joins", who = Arg::player(inc.user), id = row.id)
                } else {
                    msg!("race-declines", who = Arg::player(inc.user), id = row.id)
                };
                if seats.iter().any(|s| s.1.is_none()) {
                    return Ok(vec![Reply::post(news)]);
                }
                if seats.len() < 2 {
                    store::set_state(&self.db, row.id, RaceStatus::Cancelled, None, None)?;
                    return Ok(vec![Reply::post(msg!(
                        "race-nobody-left",
                        said = news,
                        id = row.id
                    ))]);
                }
                // Everyone has answered: the race begins, the first to join throws first.
                let first = self.player_row(seats[0].0)?;
                let deadline = clock::clock_start(inc.now, first.vacation_until) + row.days * DAY;
                store::set_state(&self.db, row.id, RaceStatus::Active, Some(deadline), None)?;
                let l = self.load_race(row.id)?;
                let order: Vec<Arg> = l
                    .seats
                    .iter()
                    .map(|&(p, seat)| {
                        Ok(msg!(
                            "race-seat",
                            who = Arg::player(self.handle_of(p)?),
                            seat = ["A", "B", "C", "D"][seat],
                            from = ashtapada::path(seat)[0].to_string()
                        )
                        .into())
                    })
                    .collect::<Result<_, ServiceError>>()?;
                let text = msg!(
                    "race-begins",
                    said = news,
                    id = row.id,
                    order = listed(order),
                    who = Arg::player(first.handle_on(self.platform.key)),
                    throw = Arg::command("/throw")
                );
                Ok(vec![self.race_reply(&l, text)?])
            }
            RaceCommand::Cancel => {
                let row = self.pick_race(me, inc.channel, id, &[RaceStatus::Open])?;
                let seats = store::seats(&self.db, row.id)?;
                if seats.first().map(|s| s.0) != Some(me) {
                    return Err(said(msg!(
                        "race-only-proposer-cancels",
                        id = row.id,
                        decline = Arg::command(format!("/decline race:{}", row.id))
                    )));
                }
                store::set_state(&self.db, row.id, RaceStatus::Cancelled, None, None)?;
                Ok(vec![Reply::post(msg!(
                    "race-called-off",
                    id = row.id,
                    who = Arg::player(inc.user)
                ))])
            }
            RaceCommand::Throw => {
                let l = self.pick_race(me, inc.channel, id, &[RaceStatus::Active])?;
                let l = self.load_race(l.id)?;
                self.mine_to_act(&l, me)?;
                if l.race.pending_throw().is_some() {
                    return Err(said(msg!(
                        "race-thrown-already",
                        id = l.row.id,
                        moves = move_commands(&l.race.legal_moves())
                    )));
                }
                let openings = throw_cowries()?;
                let mut race = l.race.clone();
                let mut record = vec![RaceAction::Throw(openings)];
                let events = race.act(RaceAction::Throw(openings)).map_err(|e| {
                    said(msg!(
                        "race-refused",
                        id = l.row.id,
                        reason = race_refusal(&e)
                    ))
                })?;
                let value = ashtapada::throw_value(openings);
                let throws = msg!(
                    "race-throws",
                    id = l.row.id,
                    who = Arg::player(inc.user),
                    value = u32::from(value),
                    openings = u32::from(openings)
                );
                let mut events = events;
                let legal = race.legal_moves();
                let next = if events.iter().any(|e| matches!(e, Event::Passed { .. })) {
                    msg!("race-turn-passes")
                } else if legal.len() == 1 {
                    // Only one move: it is played at once.
                    let m = legal[0];
                    events = race.act(RaceAction::Move(m)).map_err(|e| {
                        said(msg!(
                            "race-refused",
                            id = l.row.id,
                            reason = race_refusal(&e)
                        ))
                    })?;
                    record.push(RaceAction::Move(m));
                    self.describe(&l, &events)?
                } else {
                    msg!("race-move-with", moves = move_commands(&legal))
                };
                let text = then(throws, Some(next));
                self.commit_race(inc, &l, race, &record, text)
            }
            RaceCommand::Move(text) => {
                let row = self.pick_race(me, inc.channel, id, &[RaceStatus::Active])?;
                self.race_move(inc, me, row.id, &text)
            }
        }
    }

    /// `/move PIECE` in a race.
    pub(super) fn race_move(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        id: i64,
        text: &str,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.load_race(id)?;
        self.mine_to_act(&l, me)?;
        let m = RaceMove::parse(text)
            .ok_or_else(|| said(msg!("race-not-a-piece", id = id, text = Arg::code(text))))?;
        if l.race.pending_throw().is_none() {
            return Err(said(msg!(
                "race-throw-first",
                id = id,
                throw = Arg::command("/throw")
            )));
        }
        let mut race = l.race.clone();
        let events = race.act(RaceAction::Move(m)).map_err(|e| {
            let legal = l.race.legal_moves();
            said(msg!(
                "race-illegal",
                id = id,
                reason = race_refusal(&e),
                moves = listed(legal.iter().map(|m| Arg::Text(m.to_string())))
            ))
        })?;
        let text = msg!("race-moved", id = id, moved = self.describe(&l, &events)?);
        self.commit_race(inc, &l, race, &[RaceAction::Move(m)], text)
    }

    /// Stores the actions, the clock and (when over) the places; answers with the board.
    fn commit_race(
        &mut self,
        inc: &Incoming<'_>,
        l: &Loaded,
        race: Race,
        record: &[RaceAction],
        text: Msg,
    ) -> Result<Vec<Reply>, ServiceError> {
        let stored: Vec<String> = record.iter().map(|a| a.to_string()).collect();
        store::append(&self.db, l.row.id, l.row.version, &stored, inc.now)?;
        let mut after = Loaded {
            row: l.row.clone(),
            race,
            seats: l.seats.clone(),
            last_throw: l.last_throw,
        };
        for a in record {
            if let RaceAction::Throw(n) = a {
                after.last_throw = Some((l.race.to_move().unwrap_or(0), *n));
            }
        }
        let next = self.after_action(&after, inc.now)?;
        Ok(vec![self.race_reply(&after, then(text, next))?])
    }

    /// Sets the clock of whoever acts next, or ends the race; returns the sentence saying so.
    fn after_action(&self, l: &Loaded, now: i64) -> Result<Option<Msg>, ServiceError> {
        if l.race.is_over() {
            let places: Vec<i64> = l
                .race
                .places()
                .iter()
                .filter_map(|&s| l.player_at(s))
                .collect();
            let result: Vec<String> = places.iter().map(|p| p.to_string()).collect();
            store::set_state(
                &self.db,
                l.row.id,
                RaceStatus::Finished,
                None,
                Some(&result.join(" ")),
            )?;
            let names: Vec<String> = places
                .iter()
                .map(|&p| self.handle_of(p))
                .collect::<Result<_, _>>()?;
            return Ok(Some(match names.split_first() {
                Some((w, rest)) if !rest.is_empty() && l.race.options().play_on => msg!(
                    "race-over-places",
                    id = l.row.id,
                    winner = Arg::player(w.as_str()),
                    rest = listed(rest.iter().map(|h| Arg::player(h.as_str())))
                ),
                Some((w, _)) => msg!(
                    "race-over-winner",
                    id = l.row.id,
                    winner = Arg::player(w.as_str())
                ),
                None => msg!("race-over", id = l.row.id),
            }));
        }
        let Some(next) = l.race.to_move().and_then(|s| l.player_at(s)) else {
            return Ok(None);
        };
        let p = self.player_row(next)?;
        let deadline = clock::clock_start(now, p.vacation_until) + l.row.days * DAY;
        store::set_state(&self.db, l.row.id, RaceStatus::Active, Some(deadline), None)?;
        let handle = p.handle_on(self.platform.key).to_owned();
        Ok(Some(if l.race.pending_throw().is_some() {
            msg!("race-to-move", who = Arg::player(handle))
        } else {
            msg!("race-to-throw", who = Arg::player(handle))
        }))
    }

    /// The sentence for a move's events.
    fn describe(&self, l: &Loaded, events: &[Event]) -> Result<Msg, ServiceError> {
        let mut out: Vec<Arg> = Vec::new();
        for e in events {
            if let Event::Moved {
                m,
                to,
                captured,
                home,
                ..
            } = e
            {
                let what = match m {
                    RaceMove::Enter => msg!("race-enters", to = to.to_string()),
                    RaceMove::Advance { from, together } => msg!(
                        "race-advances",
                        count = if *together { 2u32 } else { 1u32 },
                        from = from.to_string(),
                        to = to.to_string()
                    ),
                };
                out.push(what.into());
                if let Some((seat, n)) = captured {
                    let who = l.player_at(*seat).map(|p| self.handle_of(p)).transpose()?;
                    out.push(
                        msg!(
                            "race-captures",
                            count = *n,
                            who = Arg::player(who.unwrap_or_default())
                        )
                        .into(),
                    );
                }
                if *home > 0 {
                    out.push(msg!("race-home").into());
                }
            }
        }
        Ok(msg!("race-events", events = listed(out)))
    }

    fn mine_to_act(&self, l: &Loaded, me: i64) -> Result<(), ServiceError> {
        let Some(seat) = l.seat_of(me) else {
            return Err(said(msg!("race-no-seat", id = l.row.id)));
        };
        if l.race.gone().contains(&seat) {
            return Err(said(msg!("race-timed-out-already", id = l.row.id)));
        }
        if l.race.to_move() != Some(seat) {
            let who = l
                .race
                .to_move()
                .and_then(|s| l.player_at(s))
                .map(|p| self.handle_of(p))
                .transpose()?;
            return Err(said(msg!(
                "race-not-your-turn",
                id = l.row.id,
                who = Arg::player(who.unwrap_or_default())
            )));
        }
        Ok(())
    }

    /// The race meant: the one named, or the player's only one here with one of `statuses`.
    fn pick_race(
        &self,
        me: i64,
        channel: &str,
        id: Option<i64>,
        statuses: &[RaceStatus],
    ) -> Result<RaceRow, ServiceError> {
        if let Some(id) = id {
            let row =
                store::get(&self.db, id)?.ok_or_else(|| said(msg!("race-no-such", id = id)))?;
            if !statuses.contains(&row.status) {
                return Err(said(match row.status {
                    RaceStatus::Open => msg!("race-not-begun", id = id),
                    RaceStatus::Active => msg!("race-begun", id = id),
                    RaceStatus::Finished | RaceStatus::Cancelled => msg!("race-over", id = id),
                }));
            }
            return Ok(row);
        }
        let mut here = store::of_player(&self.db, me, Some(channel), statuses)?;
        match here.len() {
            0 => {
                let challenge = Arg::command("/challenge @a [@b @c] ashtapada");
                Err(said(if statuses == [RaceStatus::Open] {
                    msg!("race-none-waiting", challenge = challenge)
                } else {
                    msg!("race-none-here", challenge = challenge)
                }))
            }
            1 => Ok(here.remove(0)),
            _ => Err(said(msg!(
                "race-several",
                races = listed(
                    here.iter()
                        .map(|r| Arg::from(msg!("race-number", id = r.id)))
                )
            ))),
        }
    }

    /// Replays a race from its record.
    fn load_race(&self, id: i64) -> Result<Loaded, ServiceError> {
        let row = store::get(&self.db, id)?.ok_or_else(|| said(msg!("race-no-such", id = id)))?;
        let joined: Vec<i64> = store::seats(&self.db, id)?
            .into_iter()
            .filter(|s| s.1.is_some())
            .map(|s| s.0)
            .collect();
        let options = options_of(&row.options, joined.len());
        let seats: Vec<(i64, usize)> = joined.iter().copied().zip(options.seats()).collect();
        let mut race = Race::new(options);
        let mut last_throw = None;
        for (i, text) in store::actions(&self.db, id)?.iter().enumerate() {
            let a = RaceAction::parse(text)
                .ok_or_else(|| said(msg!("race-unreadable", id = id, action = i + 1)))?;
            if let RaceAction::Throw(n) = a {
                last_throw = race.to_move().map(|s| (s, n));
            }
            race.act(a).map_err(|e| {
                said(msg!(
                    "race-unreplayable",
                    id = id,
                    action = i + 1,
                    reason = race_refusal(&e)
                ))
            })?;
        }
        Ok(Loaded {
            row,
            race,
            seats,
            last_throw,
        })
    }

    /// Whether race `id` now waits on a person (not on one of the computer's seats), or is
    /// over: the computer's post after which that is so carries the board.
    pub(super) fn race_waits_on_person(&self, id: i64) -> Result<bool, ServiceError> {
        let l = self.load_race(id)?;
        let Some(mover) = l.race.to_move().and_then(|seat| l.player_at(seat)) else {
            return Ok(true);
        };
        Ok(!self.is_computer(&self.handle_of(mover)?))
    }

    /// The board of race `id` as it stands, drawn (for a queued post).
    pub(super) fn race_image(&self, id: i64) -> Result<Image, ServiceError> {
        let l = self.load_race(id)?;
        let lang = self.channel_language(&l.row.channel);
        let (board, words) = self.race_board(&l, lang)?;
        let drawn = tabiya_render::race::ashtapada_in(&board, &words);
        Ok(Image {
            data: drawn.png,
            alt: drawn.alt,
        })
    }

    /// A public reply with the board (when images are on). The computer's seats post
    /// through the outbox, which draws the board for the post that carries one
    /// ([`Service::race_image`]): none is drawn here for them.
    fn race_reply(&self, l: &Loaded, text: Msg) -> Result<Reply, ServiceError> {
        let mut reply = Reply::post(text);
        if self.images && !self.computer_acting {
            let lang = self.channel_language(&l.row.channel);
            let (board, words) = self.race_board(l, lang)?;
            let drawn = tabiya_render::race::ashtapada_in(&board, &words);
            reply.image = Some(Image {
                data: drawn.png,
                alt: drawn.alt,
            });
        }
        Ok(reply)
    }

    /// The race's board as the image shows it, and its words in `lang` (the channel's: the
    /// board goes with the race's public posts).
    fn race_board(
        &self,
        l: &Loaded,
        lang: &str,
    ) -> Result<
        (
            tabiya_render::race::RaceBoard,
            tabiya_render::race::RaceWords,
        ),
        ServiceError,
    > {
        use tabiya_render::race::{RaceBoard, RaceSeat};
        let mut seats = Vec::new();
        for &(player, seat) in &l.seats {
            let mut pieces: Vec<(u8, usize)> = Vec::new();
            for spot in l.race.pieces(seat) {
                if spot == Spot::On(PATH_LEN as u8) {
                    continue;
                }
                if let Some(sq) = l.race.square_of(seat, spot) {
                    match pieces.iter_mut().find(|p| p.0 == sq.0) {
                        Some(p) => p.1 += 1,
                        None => pieces.push((sq.0, 1)),
                    }
                }
            }
            let home = l.race.home(seat);
            let off = l
                .race
                .pieces(seat)
                .iter()
                .filter(|s| **s == Spot::Off)
                .count();
            seats.push(RaceSeat {
                seat,
                name: self.display_of(player)?,
                pieces,
                off,
                home,
                gone: l.race.gone().contains(&seat),
                place: (home == PIECES || l.race.is_over())
                    .then(|| {
                        l.race
                            .places()
                            .iter()
                            .position(|&s| s == seat)
                            .map(|i| i + 1)
                    })
                    .flatten(),
            });
        }
        let board = RaceBoard {
            title: render(lang, &msg!("race-board-title", id = l.row.id)),
            seats,
            nests: (0..64u8)
                .filter(|&q| ashtapada::Square(q).is_nest())
                .collect(),
            paths: l
                .seats
                .iter()
                .map(|&(_, seat)| (seat, ashtapada::path(seat).iter().map(|s| s.0).collect()))
                .collect(),
            to_move: l.race.to_move(),
            last_throw: l.last_throw,
        };
        let words = race_words(&board, lang);
        Ok((board, words))
    }

    /// The scheduler's part for races: reminders, and a seat whose time ran out leaves.
    /// Returns how many seats left.
    pub(super) fn race_tick(&mut self, now: i64) -> Result<usize, ServiceError> {
        self.claim_each(
            "race reminder",
            storage::Scheduled::Races,
            |s| Ok(store::to_remind(&s.db, now)?),
            |row| row.id,
            |s, row| {
                s.enter(&row.channel);
                let l = s.load_race(row.id)?;
                if let Some(p) = l.race.to_move().and_then(|seat| l.player_at(seat)) {
                    let who = s.handle_of(p)?;
                    s.push_outbox(
                        &row.channel,
                        Some(&who),
                        &msg!(
                            "race-reminder",
                            who = Arg::player(who.as_str()),
                            left = clock::format_span(row.deadline.unwrap_or(now) - now),
                            id = row.id
                        ),
                        None,
                        now,
                    )?;
                }
                store::mark_reminded(&s.db, row.id)?;
                Ok(0)
            },
        )?;
        // Invitations lapse as challenges do.
        let lapse_before = now - self.settings.challenge_days * DAY;
        self.claim_each(
            "lapsed race",
            storage::Scheduled::Races,
            |s| Ok(store::lapsed(&s.db, lapse_before)?),
            |row| row.id,
            |s, row| {
                store::set_state(&s.db, row.id, RaceStatus::Cancelled, None, None)?;
                s.push_outbox(
                    &row.channel,
                    None,
                    &msg!("race-lapsed", id = row.id, days = s.settings.challenge_days),
                    None,
                    now,
                )?;
                Ok(0)
            },
        )?;
        self.claim_each(
            "race timeout",
            storage::Scheduled::Races,
            |s| Ok(store::due(&s.db, now)?),
            |row| row.id,
            |s, row| {
                s.enter(&row.channel);
                let l = s.load_race(row.id)?;
                let Some(seat) = l.race.to_move() else {
                    return Ok(0);
                };
                let mut race = l.race.clone();
                race.act(RaceAction::Leave(seat)).map_err(|e| {
                    said(msg!("race-refused", id = row.id, reason = race_refusal(&e)))
                })?;
                store::append(
                    &s.db,
                    row.id,
                    row.version,
                    &[RaceAction::Leave(seat).to_string()],
                    now,
                )?;
                let who = l.player_at(seat).map(|p| s.handle_of(p)).transpose()?;
                let after = Loaded {
                    row: l.row.clone(),
                    race,
                    seats: l.seats.clone(),
                    last_throw: l.last_throw,
                };
                let next = s.after_action(&after, now)?;
                s.push_outbox(
                    &row.channel,
                    None,
                    &then(
                        msg!(
                            "race-ran-out",
                            id = row.id,
                            who = Arg::player(who.unwrap_or_default())
                        ),
                        next,
                    ),
                    None,
                    now,
                )?;
                Ok(1)
            },
        )
    }

    /// A vacation moves the clock of each race where `me` is to act by `shift` seconds (not
    /// below an hour from now); returns how many.
    pub(super) fn shift_race_clocks(
        &self,
        me: i64,
        shift: i64,
        now: i64,
    ) -> Result<usize, ServiceError> {
        let mut n = 0;
        for row in store::of_player(&self.db, me, None, &[RaceStatus::Active])? {
            let l = self.load_race(row.id)?;
            if l.race.to_move().is_some() && l.race.to_move() == l.seat_of(me) {
                let deadline = row.deadline.map(|d| (d + shift).max(now + 3600));
                store::set_state(&self.db, row.id, RaceStatus::Active, deadline, None)?;
                n += 1;
            }
        }
        Ok(n)
    }

    /// When the scheduler must wake for races: a deadline, a reminder, or an invitation that
    /// lapses.
    pub(super) fn race_wake(&self) -> Result<Option<i64>, crate::storage::StorageError> {
        let lapse = store::oldest_open(&self.db)?.map(|t| t + self.settings.challenge_days * DAY);
        Ok([store::next_wake(&self.db)?, lapse]
            .into_iter()
            .flatten()
            .min())
    }

    /// Lines for `/games`: the player's races in progress.
    pub(super) fn race_lines(&self, me: i64, now: i64) -> Result<Vec<Msg>, ServiceError> {
        let mut out = Vec::new();
        for row in store::of_player(&self.db, me, None, &[RaceStatus::Open, RaceStatus::Active])? {
            if row.status == RaceStatus::Open {
                out.push(msg!("race-line-open", id = row.id));
                continue;
            }
            let l = self.load_race(row.id)?;
            let mine = l.race.to_move() == l.seat_of(me);
            let turn = match (mine, l.race.pending_throw().is_some()) {
                (true, true) => msg!("race-your-move"),
                (true, false) => msg!("race-your-throw"),
                _ => msg!("race-their-turn"),
            };
            out.push(match row.deadline {
                Some(d) => msg!(
                    "race-line-timed",
                    id = row.id,
                    turn = turn,
                    left = clock::format_span(d - now)
                ),
                None => msg!("race-line", id = row.id, turn = turn),
            });
        }
        Ok(out)
    }
}

/// `/join` and `/throw`: a race's seat and its dice.
pub(super) fn race_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Race { action, race } => s.race(inc, me, action, race),
        other => Err(misrouted(&other)),
    }
}

/// A race board's words in `lang`: each seat's state, the last throw, and the alt text.
fn race_words(b: &tabiya_render::race::RaceBoard, lang: &str) -> tabiya_render::race::RaceWords {
    use ashtapada::throw_value;
    use tabiya_render::race::{letter_of, shape_of, RaceWords};
    let say = |m: Msg| render(lang, &m);
    let states = b
        .seats
        .iter()
        .map(|s| {
            say(if s.gone {
                msg!("race-board-left")
            } else if let Some(place) = s.place {
                msg!("race-board-finished", place = place)
            } else {
                msg!("race-board-state", home = s.home, off = s.off)
            })
        })
        .collect();
    let thrower = |seat: usize| {
        b.seats
            .iter()
            .find(|s| s.seat == seat)
            .map_or(String::new(), |s| s.name.clone())
    };
    let (threw, open) = match b.last_throw {
        Some((seat, up)) => {
            let value = u32::from(throw_value(up));
            (
                say(msg!(
                    "race-board-threw",
                    name = thrower(seat),
                    value = value
                )),
                say(msg!("race-board-open", up = u32::from(up), value = value)),
            )
        }
        None => (String::new(), String::new()),
    };
    let mut alt = vec![say(msg!("race-alt-board", title = b.title.clone()))];
    for s in &b.seats {
        let shape = msg!("race-alt-shape", shape = shape_of(s.seat));
        let letter = letter_of(s.seat);
        alt.push(say(if s.gone {
            msg!(
                "race-alt-seat-left",
                name = s.name.clone(),
                shape = shape,
                letter = letter
            )
        } else {
            let on: Vec<String> = s
                .pieces
                .iter()
                .map(|&(sq, n)| {
                    if n >= 2 {
                        say(msg!(
                            "race-alt-double",
                            count = n,
                            square = ashtapada::Square(sq).to_string()
                        ))
                    } else {
                        ashtapada::Square(sq).to_string()
                    }
                })
                .collect();
            let place = if on.is_empty() {
                msg!("race-alt-nowhere")
            } else {
                msg!("race-alt-on", squares = on.join(", "))
            };
            msg!(
                "race-alt-seat",
                name = s.name.clone(),
                shape = shape,
                letter = letter,
                pieces = place,
                home = s.home,
                off = s.off
            )
        }));
    }
    if let Some((seat, up)) = b.last_throw {
        alt.push(say(msg!(
            "race-alt-throw",
            name = thrower(seat),
            up = u32::from(up),
            value = u32::from(throw_value(up))
        )));
    }
    if let Some(name) = b
        .to_move
        .and_then(|t| b.seats.iter().find(|s| s.seat == t))
        .map(|s| s.name.clone())
    {
        alt.push(say(msg!("race-alt-to-play", name = name)));
    }
    RaceWords {
        states,
        threw,
        open,
        alt: alt.join(" "),
    }
}
