//! Offers between the players of a game: draws and takebacks.

use super::command::Command;
use super::command::DrawAnswer;
use super::command::Notify;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::reply::Choice;
use super::reply::Reply;
use super::reply::Tone;
use super::stored::color_letter;
use super::stored::replay;
use super::stored::Loaded;
use super::Incoming;
use super::Service;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::storage;
use tabiya_engine::Action;
impl Service {
    /// The announcement of an offer (`/draw`, `/takeback`) in game `l`: addressed to the
    /// opponent, who is pinged (as his notify allows) and offered the two answers.
    fn offer(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        l: &Loaded,
        command: &str,
        [yes, no]: [Msg; 2],
    ) -> Result<Vec<Reply>, ServiceError> {
        let id = l.row.id;
        let opponent = self.player_row(l.row.opponent(me))?;
        let handle = self.handle_in(opponent.id, &l.row.channel)?;
        let buttons = [
            Choice::new(yes, format!("/{command} accept game:{id}"), Tone::Yes),
            Choice::new(no, format!("/{command} decline game:{id}"), Tone::No),
        ];
        let answer = self.how_to_answer_msg(
            &format!("/{command} accept"),
            &format!("/{command} decline"),
            &buttons,
            false,
        );
        let mut reply = Reply::post(msg!(
            "offer-made",
            who = Arg::player(inc.user),
            what = command,
            game = id,
            opponent = Arg::player(handle.as_str()),
            answer = answer
        ))
        .about(id)
        .offering(buttons.into());
        if opponent.notify != Notify::Never {
            reply.pings.push(handle);
        }
        Ok(vec![reply])
    }

    pub(super) fn draw(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        game: Option<i64>,
        answer: DrawAnswer,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_active(me, inc.channel, game)?;
        let offer = l.row.draw_offer;
        let mut row = l.row.clone();
        match answer {
            DrawAnswer::Offer => {
                if offer == Some(me) {
                    return Err(said(msg!("offer-draw-already")));
                }
                if offer.is_some() {
                    return self.draw(inc, me, Some(l.row.id), DrawAnswer::Accept);
                }
                if row.draw_blocked == Some(me) {
                    return Err(said(msg!("offer-draw-blocked")));
                }
                row.draw_offer = Some(me);
                storage::save_state(&self.db, &row)?;
                self.offer(
                    inc,
                    me,
                    &l,
                    "draw",
                    [
                        msg!("offer-draw-accept-button"),
                        msg!("offer-draw-decline-button"),
                    ],
                )
            }
            DrawAnswer::Accept => {
                if offer.is_none() || offer == Some(me) {
                    return Err(said(msg!("offer-draw-none-to-accept")));
                }
                self.end_by_action(inc, &l, "draw", Action::AgreeDraw)
            }
            DrawAnswer::Decline => {
                if offer.is_none() || offer == Some(me) {
                    return Err(said(msg!("offer-draw-none-to-decline")));
                }
                row.draw_offer = None;
                row.draw_blocked = offer;
                storage::save_state(&self.db, &row)?;
                Ok(vec![Reply::post(msg!(
                    "offer-draw-declined",
                    who = Arg::player(inc.user),
                    game = l.row.id
                ))
                .about(l.row.id)])
            }
        }
    }

    /// Casual games: ask to take back one's last move (and the reply to it, if made); the
    /// opponent accepts or declines.
    pub(super) fn takeback(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        game: Option<i64>,
        answer: DrawAnswer,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_active(me, inc.channel, game)?;
        if l.row.rated {
            return Err(said(msg!("offer-takeback-rated", game = l.row.id)));
        }
        let offer = l.row.takeback_offer;
        let mut row = l.row.clone();
        match answer {
            DrawAnswer::Offer => {
                if offer == Some(me) {
                    return Err(said(msg!("offer-takeback-already")));
                }
                if offer.is_some() {
                    return self.takeback(inc, me, Some(l.row.id), DrawAnswer::Accept);
                }
                let color = l.color_of(me);
                if l.game.moves().all(|(c, _)| c != color) {
                    return Err(said(msg!("offer-takeback-no-move", game = l.row.id)));
                }
                row.takeback_offer = Some(me);
                storage::save_state(&self.db, &row)?;
                self.offer(
                    inc,
                    me,
                    &l,
                    "takeback",
                    [
                        msg!("offer-takeback-allow-button"),
                        msg!("offer-takeback-refuse-button"),
                    ],
                )
            }
            DrawAnswer::Decline => {
                if offer.is_none() || offer == Some(me) {
                    return Err(said(msg!("offer-takeback-none")));
                }
                row.takeback_offer = None;
                storage::save_state(&self.db, &row)?;
                Ok(vec![Reply::post(msg!(
                    "offer-takeback-declined",
                    who = Arg::player(inc.user),
                    game = l.row.id
                ))
                .about(l.row.id)])
            }
            DrawAnswer::Accept => {
                let Some(asker) = offer.filter(|&o| o != me) else {
                    return Err(said(msg!("offer-takeback-none")));
                };
                let color = l.color_of(asker);
                let actions = storage::actions(&self.db, l.row.id)?;
                // Back to (and including) the asker's last move; only moves may go.
                let mut keep = actions.len();
                loop {
                    let Some(a) = keep.checked_sub(1).map(|i| &actions[i]) else {
                        return Err(said(msg!("offer-takeback-nothing")));
                    };
                    if !a.starts_with("m ") {
                        return Err(said(msg!(
                            "offer-takeback-not-a-move",
                            game = l.row.id,
                            action = Arg::code(a.as_str())
                        )));
                    }
                    keep -= 1;
                    if a.starts_with(&format!("m {} ", color_letter(color))) {
                        break;
                    }
                }
                let taken = actions.len() - keep;
                storage::truncate_actions(&self.db, l.row.id, l.row.version, keep)?;
                let mut back = replay(l.row.clone(), &actions[..keep])?;
                back.row.version += 1;
                back.row.draw_offer = None;
                back.row.takeback_offer = None;
                let here = inc.channel == back.row.channel;
                let (next, ping) =
                    self.next_turn_msg(&mut back.row, &back.game, None, inc.now, true, here)?;
                storage::save_state(&self.db, &back.row)?;
                self.remember(back.row.id, back.row.version, back.game.clone(), back.last);
                let job = self.board_job(&back, None, false)?;
                let mut reply = Reply::post(msg!(
                    "offer-taken-back",
                    game = l.row.id,
                    count = taken,
                    next = Arg::optional(next)
                ))
                .with_board(job);
                reply.pings.extend(ping);
                Ok(vec![reply])
            }
        }
    }
}

/// `/draw`.
pub(super) fn draw_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Draw { game, answer } => s.draw(inc, me, game, answer),
        other => Err(misrouted(&other)),
    }
}

/// `/takeback`.
pub(super) fn takeback_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Takeback { game, answer } => s.takeback(inc, me, game, answer),
        other => Err(misrouted(&other)),
    }
}
