//! Challenges: accepting one starts a game.

use super::clock;
use super::command;
use super::command::Command;
use super::command::Notify;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::reply::Choice;
use super::reply::Reply;
use super::reply::Tone;
use super::rules::variant_refusal;
use super::stored::chosen_start;
use super::stored::position_msg;
use super::Incoming;
use super::Service;
use super::DAY;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::storage;
use crate::storage::ChallengeStatus;
use crate::storage::TimeControl;
use tabiya_engine::Color;
use tabiya_engine::Position;
use tabiya_engine::Variant;

pub(super) fn pick_challenge<'a>(
    list: &'a [storage::Challenge],
    id: Option<i64>,
    verb: &str,
) -> Result<&'a storage::Challenge, ServiceError> {
    match id {
        Some(id) => list
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| said(msg!("challenge-not-one-you-can", id = id, verb = verb))),
        None => match list {
            [] => Err(said(msg!("challenge-none-to", verb = verb))),
            [c] => Ok(c),
            _ => Err(said(msg!(
                "challenge-several",
                ids = list
                    .iter()
                    .map(|c| format!("#{}", c.id))
                    .collect::<Vec<_>>()
                    .join(", "),
                example = Arg::command(format!("/{verb} {}", list[0].id))
            ))),
        },
    }
}

impl Service {
    pub(super) fn accept(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let open = storage::open_challenges_for(&self.db, inc.channel, me)?;
        if let Some(id) = id {
            if !open.iter().any(|c| c.id == id) {
                let mine = storage::challenges_by(&self.db, inc.channel, me)?;
                return Err(said(if mine.iter().any(|c| c.id == id) {
                    msg!("challenge-accept-own")
                } else {
                    msg!("challenge-accept-not-open", id = id)
                }));
            }
        }
        let c = pick_challenge(&open, id, "accept")?.clone();
        // The challenger's colour; `random` draws from the clock's parity (no state, fair).
        let challenger_white = match c.color.as_str() {
            "white" => true,
            "black" => false,
            _ => inc.now % 2 == 0,
        };
        let (white, black) = if challenger_white {
            (c.challenger, me)
        } else {
            (me, c.challenger)
        };
        // Who moves first: the start's side to move (White's, unless a chosen start says).
        let start = match &c.start_fen {
            Some(f) => {
                let options: Vec<&str> = c.options.split_whitespace().collect();
                let cannot = |e: String| {
                    ServiceError::Corrupt(format!(
                        "challenge #{}'s start cannot be read: {e}",
                        c.id
                    ))
                };
                let v =
                    Variant::historical(&c.variant, &options).map_err(|e| cannot(e.to_string()))?;
                Some(tabiya_engine::fen::parse(f, v).map_err(|e| cannot(e.to_string()))?)
            }
            None => None,
        };
        let first_color = start.as_ref().map_or(Color::White, |p| p.turn());
        let mover = if first_color == Color::White {
            white
        } else {
            black
        };
        let first = self.player_row(mover)?;
        let deadline = clock::clock_start(inc.now, first.vacation_until) + c.time.days * DAY;
        storage::close_challenge(&self.db, c.id, ChallengeStatus::Accepted)?;
        let game_id = storage::insert_game(
            &self.db,
            &storage::NewGame {
                variant: &c.variant,
                options: &c.options,
                white,
                black,
                channel: &c.channel,
                time: c.time,
                rated: c.rated,
                deadline: Some(deadline),
                start_fen: c.start_fen.as_deref(),
                computer: None,
            },
            inc.now,
        )?;
        let w = self.handle_of(white)?;
        let first_handle = first.handle_on(self.platform.key).to_owned();
        // The game's first message pings whoever moves first (as his notify allows); only an
        // acceptance from another channel leaves that to a notice in the game's channel.
        let first_ping = (first.notify == Notify::Move).then(|| first_handle.clone());
        if let (Some(h), false) = (&first_ping, inc.channel == c.channel) {
            self.push_outbox(
                &c.channel,
                Some(h),
                &msg!(
                    "challenge-game-begins",
                    game = game_id,
                    who = Arg::player(h.as_str())
                ),
                Some(game_id),
                inc.now,
            )?;
        }
        let l = self.load(game_id)?;
        let b = self.handle_of(black)?;
        let v = l.game.variant();
        let job = self.board_job(&l, None, false)?;
        let mut reply = Reply::post(msg!(
            "challenge-game-starts",
            game = game_id,
            name = names::game(v),
            white = Arg::player(w),
            white_side = names::side(v, Color::White),
            black = Arg::player(b),
            black_side = names::side(v, Color::Black),
            rated = if c.rated { "yes" } else { "no" },
            time = clock::time_control(&c.time),
            from = from_position(start.is_some(), l.game.start()),
            first = Arg::player(first_handle.as_str()),
        ))
        .with_board(job);
        if inc.channel == c.channel {
            reply.pings.extend(first_ping);
        }
        Ok(vec![reply])
    }
}

impl Service {
    /// Opens a challenge (`opponent` `None`: to anyone here) to a game of `v`, from `start`
    /// when players chose one.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn open_challenge(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        opponent: Option<String>,
        v: Variant,
        time: TimeControl,
        color: command::Side,
        rated: bool,
        start: Option<Position>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let challenged = match &opponent {
            Some(o) if o == inc.user => return Err(said(msg!("challenge-yourself"))),
            Some(o) => Some(self.player_id(o)?),
            None => None,
        };
        let (all, to_one) = storage::open_challenge_counts(&self.db, me, challenged)?;
        if all >= self.limits.open_challenges {
            return Err(said(msg!(
                "challenge-too-many-open",
                count = all,
                cancel = Arg::command("/cancel")
            )));
        }
        if challenged.is_some() && to_one >= self.limits.challenges_to_one {
            return Err(said(msg!(
                "challenge-too-many-to-one",
                count = to_one,
                cancel = Arg::command("/cancel"),
                who = Arg::player(opponent.as_deref().unwrap_or_default())
            )));
        }
        let c = storage::Challenge {
            id: 0,
            challenger: me,
            challenged,
            channel: inc.channel.to_owned(),
            variant: v.key().to_owned(),
            options: v.options().join(" "),
            time,
            color: color.word().to_owned(),
            rated,
            expires_at: Some(inc.now + self.settings.challenge_days * DAY),
            start_fen: start.as_ref().map(tabiya_engine::fen::fen),
        };
        let id = storage::insert_challenge(&self.db, &c, inc.now)?;
        let whom = opponent
            .as_deref()
            .map_or_else(|| Arg::from(msg!("challenge-anyone")), Arg::player);
        let opponent_handle = opponent.clone();
        let buttons = [
            Choice::new(
                msg!("challenge-accept-button"),
                format!("/accept {id}"),
                Tone::Yes,
            ),
            Choice::new(
                msg!("challenge-decline-button"),
                format!("/decline {id}"),
                Tone::No,
            ),
        ];
        let mut reply = Reply::post(msg!(
            "challenge-posted",
            id = id,
            who = Arg::player(inc.user),
            to = whom,
            rated = Arg::yes_no(rated),
            game = names::game(v),
            options = Arg::optional(
                (!c.options.is_empty())
                    .then(|| msg!("challenge-options", options = c.options.as_str()))
            ),
            from = Arg::optional(
                start
                    .as_ref()
                    .map(|pos| { msg!("challenge-from-position", position = position_msg(pos)) })
            ),
            time = clock::time_control(&time),
            answer = self.how_to_answer_msg(
                &format!("/accept {id}"),
                &format!("/decline {id}"),
                &buttons,
                true
            ),
            until = clock::format_time(inc.now + self.settings.challenge_days * DAY)
        ));
        reply.challenge = Some(id);
        reply.pings.extend(opponent_handle);
        reply.actions = buttons.into();
        Ok(vec![reply])
    }
}

/// `/challenge`: a game, the computer, or an Ashtapada race.
pub(super) fn challenge(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Challenge {
            opponent,
            variant,
            time,
            color,
            rules,
            rated,
            fen,
            level,
        } => {
            let computer = opponent.as_deref().is_some_and(|o| s.is_computer(o));
            if level.is_some() && !computer {
                return Err(said(msg!(
                    "challenge-level-is-computers",
                    challenge = Arg::command("/challenge @tabiya GAME level:N")
                )));
            }
            if computer && rated == Some(true) {
                return Err(said(msg!("challenge-computer-casual")));
            }
            let time = time.unwrap_or(TimeControl {
                days: s.settings.default_days,
                increment: None,
                cap: None,
            });
            let options: Vec<&str> = rules.iter().map(String::as_str).collect();
            let v = Variant::historical(&variant, &options).map_err(|e| variant_refusal(&e))?;
            let start = match &fen {
                Some(text) => {
                    if rated == Some(true) {
                        return Err(said(msg!("challenge-position-casual")));
                    }
                    Some(chosen_start(text, v)?)
                }
                None => None,
            };
            if computer {
                return s.play_computer(inc, me, v, time, color, level, start);
            }
            s.open_challenge(
                inc,
                me,
                opponent,
                v,
                time,
                color,
                rated.unwrap_or(false),
                start,
            )
        }
        Command::RaceChallenge {
            opponents,
            days,
            rules,
        } => s.race_challenge(inc, me, opponents, days, rules),
        other => Err(misrouted(&other)),
    }
}

/// `/accept`: a challenge, or a seat in a race.
pub(super) fn accept(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Accept { id } => s.accept(inc, me, id),
        Command::Race { action, race } => s.race(inc, me, action, race),
        other => Err(misrouted(&other)),
    }
}

/// `/decline`: a challenge, or a race's invitation.
pub(super) fn decline(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Decline { id } => {
            let open = storage::open_challenges_for(&s.db, inc.channel, me)?;
            let c = pick_challenge(&open, id, "decline")?;
            storage::close_challenge(&s.db, c.id, ChallengeStatus::Declined)?;
            Ok(vec![Reply::post(msg!(
                "challenge-declined",
                who = Arg::player(inc.user),
                id = c.id
            ))])
        }
        Command::Race { action, race } => s.race(inc, me, action, race),
        other => Err(misrouted(&other)),
    }
}

/// `/cancel`: one's own challenge or race.
pub(super) fn cancel(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Cancel { id } => {
            let mine = storage::challenges_by(&s.db, inc.channel, me)?;
            let c = pick_challenge(&mine, id, "cancel")?;
            storage::close_challenge(&s.db, c.id, ChallengeStatus::Cancelled)?;
            Ok(vec![Reply::post(msg!("challenge-cancelled", id = c.id))])
        }
        Command::Race { action, race } => s.race(inc, me, action, race),
        other => Err(misrouted(&other)),
    }
}

/// ", from the position …" after a game's terms when it starts from a chosen position
/// (`chosen`), else nothing.
pub(super) fn from_position(chosen: bool, start: &tabiya_engine::Position) -> Arg {
    if chosen {
        msg!("challenge-from-position", position = position_msg(start)).into()
    } else {
        Arg::Text(String::new())
    }
}
