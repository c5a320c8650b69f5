//! Playing: moves, placements, arrangements, actions that end a game, and the turn that
//! follows.

use super::clock;
use super::command::Command;
use super::command::Notation;
use super::command::Notify;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::refusals::game_refusal;
use super::refusals::move_refusal;
use super::reply::Choice;
use super::reply::Reply;
use super::reply::Tone;
use super::stored::color_letter;
use super::stored::ending;
use super::stored::result_text;
use super::stored::Ending;
use super::stored::Loaded;
use super::Incoming;
use super::Service;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::prefs::Writing;
use crate::storage;
use crate::storage::GameRow;
use crate::storage::GameStatus;
use crate::storage::PlayerRow;
use crate::storage::RaceStatus;
use crate::storage::StorageError;
use std::sync::Arc;
use tabiya_engine::notation;
use tabiya_engine::san;
use tabiya_engine::shogi;
use tabiya_engine::teach;
use tabiya_engine::uci;
use tabiya_engine::Action;
use tabiya_engine::Color;
use tabiya_engine::Game;
use tabiya_engine::Move;
use tabiya_engine::Position;

/// Where a move stands in a command that makes several (a Sittuyin army placed at once).
#[derive(Debug, Clone, Copy)]
pub(super) struct Part {
    /// The first: checked against the view the sender saw.
    pub(super) first: bool,
    /// The last: the opponent is told it is his move.
    pub(super) last: bool,
    /// The number of moves the sender saw the game at, when the command says (a menu or a
    /// button): another number means the view is stale.
    pub(super) seen: Option<i64>,
}

impl Part {
    pub(super) const WHOLE: Part = Part {
        first: true,
        last: true,
        seen: None,
    };
}

/// A placement `X@e2` and nothing else (saved arrangements are kept in this form).
pub(super) fn check_drop(d: &str) -> Result<(), ServiceError> {
    let b = d.as_bytes();
    if b.len() == 4
        && b[0].is_ascii_alphabetic()
        && b[1] == b'@'
        && (b'a'..=b'h').contains(&b[2])
        && (b'1'..=b'8').contains(&b[3])
    {
        Ok(())
    } else {
        Err(said(msg!("play-not-a-placement", drop = Arg::code(d))))
    }
}

/// A placement seen from the other side of an 8×8 board: `K@e2` ↔ `K@d7`.
pub(super) fn rotate_drop(d: &str) -> String {
    let b = d.as_bytes();
    if b.len() != 4 || b[1] != b'@' {
        return d.to_owned();
    }
    let file = (b'h' - (b[2].clamp(b'a', b'h') - b'a')) as char;
    let rank = (b'8' - (b[3].clamp(b'1', b'8') - b'1')) as char;
    format!("{}@{file}{rank}", b[0] as char)
}

/// "horse g1→f3", "pawn takes elephant", "silver dropped on 55".
/// A move in the notation a player chose.
/// `m` in the player's notation; `legal` are `pos`'s legal moves (SAN tells a move from its
/// look-alikes among them).
pub(super) fn in_notation(
    writing: Writing,
    m: &Move,
    pos: &Position,
    legal: &[Move],
    last: Option<(Move, Color)>,
) -> String {
    match writing {
        Writing::San => san::to_san_among(m, pos, legal),
        Writing::Uci => uci::to_uci(m, pos),
        Writing::Japanese if shogi::is_shogi_family(pos.variant()) => {
            shogi::japanese(m, pos, last.and_then(|(lm, _)| lm.to()))
        }
        Writing::Japanese => notation::to_human_among(m, pos, legal),
        Writing::Engine(w) => notation::written(m, pos, legal, w),
    }
}

/// The move in plain words, its squares named as the board image labels them (`g1→f3`, in
/// the Shogi family `77→76`): what a player can find on the picture and type back. The
/// pieces are named as the player's language names them in the game.
pub(super) fn describe_move(m: &Move, pos: &Position) -> Msg {
    let v = pos.variant();
    // The mover's pieces are his side's; a piece taken is the other side's.
    let mover = pos.turn();
    let name = |r| names::piece(v, r, Some(mover));
    let taken = |r| names::piece(v, r, Some(!mover));
    let sq = |s| teach::square_name(v, s);
    match *m {
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let mut more = Vec::new();
            if let Some(c) = capture {
                more.push(msg!("play-move-takes", piece = taken(c)));
            }
            if let Some(p) = promotion {
                more.push(if from == to {
                    msg!("play-move-promotes-to", piece = name(p))
                } else {
                    msg!("play-move-becomes", piece = name(p))
                });
            }
            if from == to {
                msg!(
                    "play-move-promotes-in-place",
                    piece = name(role),
                    to = sq(to),
                    more = Arg::Run(more)
                )
            } else {
                msg!(
                    "play-move-steps",
                    piece = name(role),
                    from = sq(from),
                    to = sq(to),
                    more = Arg::Run(more)
                )
            }
        }
        Move::Drop { role, to } => msg!("play-move-drop", piece = name(role), to = sq(to)),
        Move::Castle { .. } => msg!("play-move-castles"),
        Move::Pass => msg!("play-move-passes"),
    }
}

impl Service {
    /// Sets the clock of whoever is to move in `game` after `mover` acted at `now`. Returns
    /// the sentence naming him (none when no one is to move) and, if his `notify` setting asks for a ping each move (and `notify`
    /// says this action ends a turn), his handle: the answer, posted in the game's channel,
    /// mentions him, so one message per move carries board, move and ping. Only when the
    /// answer goes elsewhere (`here` is false: a command sent from another channel, a
    /// takeback) is a separate notice queued for the game's channel.
    pub(super) fn next_turn_msg(
        &self,
        row: &mut GameRow,
        game: &Game,
        mover: Option<Color>,
        now: i64,
        notify: bool,
        here: bool,
    ) -> Result<(Option<Msg>, Option<String>), ServiceError> {
        if let Some(m) = mover {
            clock::stop_clock(row, m, now);
        }
        let Some(&next) = game.to_move().first() else {
            return Ok((None, None));
        };
        let p = self.player_row(row.player(next))?;
        if row.computer.is_some_and(|(_, side)| side == next) {
            // The computer answers within seconds: no clock, no reminder, no ping.
            row.deadline = None;
            let handle = p.handle_on(self.platform_of(&row.channel).key);
            return Ok((
                Some(msg!(
                    "play-turn-thinking",
                    who = Arg::player(handle),
                    side = names::side(game.variant(), next)
                )),
                None,
            ));
        }
        let away = self.vacation_end_for(&p, row, now)?;
        row.deadline = Some(clock::clock_start(now, away) + clock::allowance(row, next));
        let handle = p.handle_on(self.platform_of(&row.channel).key);
        let ping = (notify && p.notify == Notify::Move).then(|| handle.to_owned());
        if let (Some(h), false) = (&ping, here) {
            self.push_outbox(
                &row.channel,
                Some(h),
                &msg!("play-your-move", id = row.id, who = Arg::player(h.as_str())),
                Some(row.id),
                now,
            )?;
        }
        let side = names::side(game.variant(), next);
        let text = match away.filter(|&u| u > now) {
            Some(u) => msg!(
                "play-turn-to-move-away",
                who = Arg::player(handle),
                side = side,
                until = clock::format_time(u)
            ),
            None => msg!("play-turn-to-move", who = Arg::player(handle), side = side),
        };
        Ok((Some(text), ping.filter(|_| here)))
    }

    /// The move `text` names in `l`'s position `pos` (whose legal moves are `legal`), and
    /// how the post shows it. Menus and the computer send Fairy-Stockfish's move strings
    /// (with `at:`), and so do players who write move strings; anyone else is asked when a
    /// Xiangqi coordinate string reads as two legal moves (ICCS counts ranks from 0). A
    /// Vietnamese player's `P2-5` is his cannon, not WXF's pawn.
    #[expect(
        clippy::too_many_arguments,
        reason = "the move's reading needs the command, the player, the game and its position"
    )]
    fn read_move(
        &self,
        inc: &Incoming<'_>,
        me: &PlayerRow,
        text: &str,
        l: &Loaded,
        pos: &Position,
        legal: &[Move],
        part: Part,
    ) -> Result<(Move, String), ServiceError> {
        let coordinates = if part.seen.is_some() || me.notation == Notation::Uci {
            notation::Coordinates::MoveStrings
        } else {
            notation::Coordinates::Either
        };
        let lang = self.reader_language(me, inc.locale, inc.channel);
        let reading = notation::Reading {
            coordinates,
            letters: me.notation.letters(lang),
        };
        let m = notation::parse_with(
            text,
            pos,
            legal,
            l.last.and_then(|(lm, _)| lm.to()),
            reading,
        )
        .map_err(|e| {
            said(msg!(
                "play-game-refused",
                id = l.row.id,
                reason = move_refusal(&e)
            ))
        })?;
        // The post is the channel's: written as its language writes the game, unless the
        // mover chose a notation of his own.
        let post_lang = if me.notation == Notation::Game {
            self.channel_language(inc.channel)
        } else {
            lang
        };
        let shown = in_notation(me.notation.writing(post_lang), &m, pos, legal, l.last);
        Ok((m, shown))
    }

    /// Plays `text` as `me`'s move in his game here (or `game`): the move's post, the board
    /// after it, and what follows (the end, the next player's turn, the computer's reply).
    pub(super) fn play_move(
        &mut self,
        inc: &Incoming<'_>,
        me: &PlayerRow,
        text: &str,
        game: Option<i64>,
        part: Part,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_active(me.id, inc.channel, game)?;
        // Judged against the game as the commands before it left it: whose move it is
        // first; a stale view only when the command says what it saw.
        let color = self.mover(&l, me.id)?;
        if let Some(seen) = part.seen.filter(|_| part.first) {
            if seen != l.game.moves().count() as i64 {
                return Err(ServiceError::Storage(StorageError::Conflict));
            }
        }
        let legal = l.game.legal_moves(color);
        let mut pos = l.game.position().clone();
        pos.set_turn(color);
        let (m, shown) = self.read_move(inc, me, text, &l, &pos, &legal, part)?;
        let uci_text = uci::to_uci(&m, &pos);
        let Loaded { row, game, .. } = l;
        // The cache lets go of the game, so the move takes it over without a copy; the
        // game after the move is cached in its place.
        self.pending.remove(&row.id);
        self.cache.remove(&row.id);
        let mut game_after = Arc::unwrap_or_clone(game);
        game_after
            .play_from(color, m, &legal)
            .map_err(|e| said(msg!("play-refused", reason = game_refusal(&e))))?;
        let describe = describe_move(&m, &pos);
        let stored = format!("m {} {uci_text}", color_letter(color));
        let mut pings = Vec::new();
        let followed: Option<Msg>;
        let mut after = row.clone();
        if let Some(o) = game_after.outcome() {
            let (result, reason) = result_text(o);
            storage::append_action(&self.db, row.id, row.version, &stored, Some(me.id), inc.now)?;
            let rated = self.finish_rated(&row, result, &reason, inc.now)?;
            let verdict = self.verdict(&row, result, &reason)?;
            followed = Some(match rated {
                Some(ratings) => msg!(
                    "play-after-over-rated",
                    verdict = verdict,
                    ratings = ratings
                ),
                None => msg!("play-after-over", verdict = verdict),
            });
            after.status = GameStatus::Finished;
        } else {
            after.draw_offer = None;
            after.takeback_offer = None;
            if after.draw_blocked == Some(me.id) {
                after.draw_blocked = None;
            }
            let here = inc.channel == after.channel;
            let (next, ping) = self.next_turn_msg(
                &mut after,
                &game_after,
                Some(color),
                inc.now,
                part.last,
                here,
            )?;
            storage::advance(&self.db, &after, &stored, me.id, inc.now)?;
            followed = next.map(|next| msg!("play-after-next", next = next));
            pings.extend(ping);
        }
        let head = msg!("play-moved", id = row.id, shown = shown, what = describe);
        let text = match followed {
            Some(after) => msg!("play-answer", head = head, after = after),
            None => head,
        };
        let game_after = Arc::new(game_after);
        let reply = if self.images {
            let shown = Loaded {
                row: after,
                game: game_after.clone(),
                last: Some((m, color)),
            };
            let job = self.board_job(&shown, None, false)?;
            // The end is posted with the whole game replayed.
            let job = if game_after.outcome().is_some() {
                job.replayed()
            } else {
                job
            };
            Reply::post(text).with_board(job)
        } else {
            Reply::post(text).about(row.id)
        };
        if game_after.outcome().is_none() {
            // One action appended: the stored version is one higher.
            self.remember(row.id, row.version + 1, game_after, Some((m, color)));
        }
        let mut reply = reply;
        reply.pings = pings;
        Ok(vec![reply])
    }

    /// Sittuyin: several placements at once (all or none), from the command or a saved
    /// arrangement; optionally saved for next time.
    pub(super) fn place(
        &mut self,
        inc: &Incoming<'_>,
        me_row: &PlayerRow,
        drops: Vec<String>,
        game: Option<i64>,
        saved: Option<String>,
        save_as: Option<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let me = me_row.id;
        let l = self.pick_active(me, inc.channel, game)?;
        let second = l.color_of(me) == Color::Black;
        let drops = match saved {
            Some(name) => {
                let all = storage::arrangements(&self.db, me, &l.row.variant)?;
                let (_, stored) = all.iter().find(|(n, _)| *n == name).ok_or_else(|| {
                    said(if all.is_empty() {
                        msg!(
                            "play-no-arrangement",
                            name = Arg::code(name.as_str()),
                            save = Arg::command(format!("/arrangement save {name} K@e2 F@d2 …"))
                        )
                    } else {
                        msg!(
                            "play-no-arrangement-yours",
                            name = Arg::code(name.as_str()),
                            yours = all
                                .iter()
                                .map(|(n, _)| n.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        )
                    })
                })?;
                // Stored from the first player's side: the second player's is turned round.
                stored
                    .split_whitespace()
                    .map(|d| if second { rotate_drop(d) } else { d.to_owned() })
                    .collect()
            }
            None => drops,
        };
        self.placements_in_hand(&l, me, &drops)?;
        let mut replies = Vec::new();
        for (i, d) in drops.iter().enumerate() {
            let part = Part {
                seen: None,
                first: i == 0,
                last: i + 1 == drops.len(),
            };
            replies = self
                .play_move(inc, me_row, d, Some(l.row.id), part)
                .map_err(|e| match e {
                    // All or none: the placements before this one are undone with it.
                    ServiceError::Said(m) if drops.len() > 1 => {
                        said(msg!("play-place-none", reason = m))
                    }
                    e => e,
                })?;
        }
        // One message for the army: every placement named, then whose move it is.
        if drops.len() > 1 {
            if let Some(r) = replies.first_mut() {
                // The same answer, with the army placed where the move was.
                let army = r.message.as_ref().filter(|m| m.is("play-answer")).map(|m| {
                    let head = msg!(
                        "play-placed-army",
                        id = l.row.id,
                        who = Arg::player(inc.user),
                        count = drops.len(),
                        drops = drops.join(" ")
                    );
                    msg!("play-answer", head = head, after = arg_of(m, "after"))
                });
                if let Some(army) = army {
                    r.reword(army);
                }
            }
        }
        if let Some(name) = save_as {
            let own: Vec<String> = drops
                .iter()
                .map(|d| {
                    check_drop(d)?;
                    Ok(if second { rotate_drop(d) } else { d.clone() })
                })
                .collect::<Result<_, ServiceError>>()?;
            storage::save_arrangement(&self.db, me, &l.row.variant, &name, &own.join(" "))?;
            replies.push(Reply::tell(msg!(
                "play-saved-as",
                name = Arg::code(name.as_str()),
                place = Arg::command(format!("/place saved:{name}"))
            )));
        }
        Ok(replies)
    }

    /// Before placements: that `drops`, read in order, never place a piece that is not in
    /// hand at that point, else what is in hand (a second king is the command's mistake, not
    /// the square's). Each placement is judged after the ones before it, so a pawn that an
    /// earlier placement sent back to the hand may be placed by a later one. A letter that
    /// names no one piece of the game, or a placement the rules refuse, is left to the move
    /// parser's answer (its piece still counts as taken from the hand).
    fn placements_in_hand(
        &self,
        l: &Loaded,
        me: i64,
        drops: &[String],
    ) -> Result<(), ServiceError> {
        use std::collections::BTreeMap;
        let color = l.color_of(me);
        let pos = l.game.position();
        let v = pos.variant();
        let roles: Vec<Option<tabiya_engine::Role>> = drops
            .iter()
            .map(|d| {
                let letter = d.chars().next()?;
                match san::roles_for_letter(pos, letter)[..] {
                    [role] => Some(role),
                    _ => None,
                }
            })
            .collect();
        // The game as the command's placements leave it, one by one; of each piece, how many
        // were placed on it and how many were refused by the rules (not placed, still taken).
        let mut game = (*l.game).clone();
        let mut placed = BTreeMap::<tabiya_engine::Role, u32>::new();
        let mut refused = BTreeMap::<tabiya_engine::Role, u32>::new();
        let mut short = None;
        for (d, role) in drops.iter().zip(&roles) {
            let Some(role) = *role else { continue };
            let held = u32::from(game.position().hand(color, role));
            let refused_so_far = refused.get(&role).copied().unwrap_or(0);
            if held <= refused_so_far {
                // What this command has had of the piece: the hand's, and any sent back to it.
                let had = held + placed.get(&role).copied().unwrap_or(0);
                short = Some((role, had));
                break;
            }
            let legal = game.legal_moves(color);
            let mut seen = game.position().clone();
            seen.set_turn(color);
            let played = notation::parse_after(d, &seen, &legal, None)
                .is_ok_and(|m| game.play_from(color, m, &legal).is_ok());
            let tally = if played { &mut placed } else { &mut refused };
            *tally.entry(role).or_default() += 1;
        }
        let Some((role, had)) = short else {
            return Ok(());
        };
        let asked = roles.iter().filter(|&&r| r == Some(role)).count();
        let name = |r| {
            v.piece(r)
                .map_or(("piece", '?'), |p| (p.english, p.san.to_ascii_uppercase()))
        };
        let in_hand: Vec<String> = pos
            .hand_pieces(color)
            .into_iter()
            .map(|(r, n)| {
                let (english, san) = name(r);
                if n > 1 {
                    format!("{san} {english} ×{n}")
                } else {
                    format!("{san} {english}")
                }
            })
            .collect();
        let in_hand = if in_hand.is_empty() {
            msg!("play-hand-empty")
        } else {
            msg!("play-hand", pieces = in_hand.join(", "))
        };
        let (english, san) = name(role);
        Err(said(msg!(
            "play-place-short",
            id = l.row.id,
            asked = asked,
            letter = san.to_string(),
            piece = english,
            had = had,
            hand = in_hand
        )))
    }

    pub(super) fn arrangement(
        &mut self,
        me: i64,
        save: Option<(String, Vec<String>)>,
    ) -> Result<Vec<Reply>, ServiceError> {
        match save {
            Some((name, drops)) => {
                for d in &drops {
                    check_drop(d)?;
                }
                // Written from the second player's side (ranks 5–8): stored turned round.
                let high = drops
                    .iter()
                    .filter(|d| d.ends_with(['5', '6', '7', '8']))
                    .count();
                let own: Vec<String> = if high * 2 > drops.len() {
                    drops.iter().map(|d| rotate_drop(d)).collect()
                } else {
                    drops
                };
                storage::save_arrangement(&self.db, me, "sittuyin", &name, &own.join(" "))?;
                Ok(vec![Reply::tell(msg!(
                    "play-arrangement-saved",
                    name = Arg::code(name.as_str()),
                    count = own.len(),
                    place = Arg::command(format!("/place saved:{name}"))
                ))])
            }
            None => {
                let all = storage::arrangements(&self.db, me, "sittuyin")?;
                if all.is_empty() {
                    return Ok(vec![Reply::tell(msg!(
                        "play-no-arrangements",
                        save = Arg::command("/arrangement save NAME K@e2 F@d2 …")
                    ))]);
                }
                let lines: Vec<Msg> = all
                    .iter()
                    .map(|(n, d)| {
                        msg!(
                            "play-arrangement-line",
                            name = n.as_str(),
                            placements = d.as_str()
                        )
                    })
                    .collect();
                Ok(vec![Reply::tell(msg!("play-arrangements", lines = lines))])
            }
        }
    }

    /// Stores and applies a game action that is not a move.
    pub(super) fn record_action(
        &mut self,
        inc: &Incoming<'_>,
        l: &Loaded,
        stored: &str,
        action: Action,
        text: Msg,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut g = (*l.game).clone();
        g.act(action).map_err(|e| {
            said(msg!(
                "play-game-refused",
                id = l.row.id,
                reason = game_refusal(&e)
            ))
        })?;
        storage::append_action(
            &self.db,
            l.row.id,
            l.row.version,
            stored,
            Some(self.player_id(inc.user)?),
            inc.now,
        )?;
        Ok(vec![Reply::post(msg!(
            "play-action",
            id = l.row.id,
            action = text
        ))
        .about(l.row.id)])
    }

    pub(super) fn end_by_action(
        &mut self,
        inc: &Incoming<'_>,
        l: &Loaded,
        stored: &str,
        action: Action,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut g = (*l.game).clone();
        g.act(action)
            .map_err(|e| said(msg!("play-refused", reason = game_refusal(&e))))?;
        let o = g.outcome().ok_or_else(|| said(msg!("play-game-goes-on")))?;
        let (result, reason) = result_text(o);
        storage::append_action(
            &self.db,
            l.row.id,
            l.row.version,
            stored,
            Some(self.player_id(inc.user)?),
            inc.now,
        )?;
        let rated = self.finish_rated(&l.row, result, &reason, inc.now)?;
        let verdict = self.verdict(&l.row, result, &reason)?;
        let over = match rated {
            Some(ratings) => msg!(
                "play-over-rated",
                id = l.row.id,
                verdict = verdict,
                ratings = ratings
            ),
            None => msg!("play-over", id = l.row.id, verdict = verdict),
        };
        let mut reply = Reply::post(over).about(l.row.id);
        if self.images {
            // The end is posted with the whole game replayed.
            let ended = Loaded {
                row: l.row.clone(),
                game: Arc::new(g),
                last: l.last,
            };
            reply = reply.with_board(self.board_job(&ended, None, false)?.replayed());
        }
        Ok(vec![reply])
    }

    /// A game's end in words, naming the winner: `1-0 — @alice wins by checkmate`,
    /// `0-1 — @bob wins on time`, `1/2-1/2 — drawn by agreement`.
    pub(super) fn verdict(
        &self,
        row: &GameRow,
        result: &str,
        reason: &str,
    ) -> Result<Msg, ServiceError> {
        // Lost on time reads "on time", every other end "by" its reason.
        let kind = if reason == Ending::TIME {
            "time"
        } else {
            "other"
        };
        let winner = match result {
            "1-0" => Some(row.white),
            "0-1" => Some(row.black),
            _ => None,
        };
        Ok(match winner {
            Some(p) => msg!(
                "play-verdict-win",
                result = result,
                who = Arg::player(self.handle_in(p, &row.channel)?),
                kind = kind,
                reason = ending(reason)
            ),
            None => msg!(
                "play-verdict-draw",
                result = result,
                kind = kind,
                reason = ending(reason)
            ),
        })
    }
}

/// `/move`: a move in a game, or in a race.
pub(super) fn move_(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    let me_row = &caller.row;
    match cmd {
        Command::Move { text, game, at } => {
            let part = Part {
                seen: at,
                ..Part::WHOLE
            };
            match s.play_move(inc, me_row, &text, game, part) {
                // No two-player game here: an Ashtapada race of the player's, if any.
                Err(ServiceError::Said(m)) if game.is_none() && m.is("service-no-game-here") => {
                    match storage::races::of_player(
                        &s.db,
                        me,
                        Some(inc.channel),
                        &[RaceStatus::Active],
                    )?
                    .as_slice()
                    {
                        [r] => s.race_move(inc, me, r.id, &text),
                        _ => Err(ServiceError::Said(m)),
                    }
                }
                other => other,
            }
        }
        Command::Race { action, race } => s.race(inc, me, action, race),
        other => Err(misrouted(&other)),
    }
}

/// `/resign`.
pub(super) fn resign(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Resign { game, confirm } => {
            let l = s.pick_active(me, inc.channel, game)?;
            if !confirm {
                return Ok(vec![Reply::tell(msg!(
                    "play-resign-confirm",
                    id = l.row.id,
                    confirm = Arg::command(format!("/resign confirm game:{}", l.row.id))
                ))
                .about(l.row.id)
                .offering(vec![Choice::new(
                    msg!("play-resign-button"),
                    format!("/resign confirm game:{}", l.row.id),
                    Tone::Grave,
                )])]);
            }
            let color = l.color_of(me);
            s.end_by_action(
                inc,
                &l,
                &format!("resign {}", color_letter(color)),
                Action::Resign(color),
            )
        }
        other => Err(misrouted(&other)),
    }
}

/// `/abort`.
pub(super) fn abort(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Abort { game } => {
            let l = s.pick_active(me, inc.channel, game)?;
            if storage::tournaments::of_game(&s.db, l.row.id)?.is_some() {
                return Err(said(msg!(
                    "play-abort-tournament",
                    id = l.row.id,
                    withdraw = Arg::command("/tournament withdraw")
                )));
            }
            if l.game.moves().count() >= 2 {
                return Err(said(msg!("play-abort-too-late")));
            }
            storage::finish_game(&s.db, l.row.id, "aborted", Ending::ABORTED)?;
            Ok(vec![
                Reply::post(msg!("play-aborted", id = l.row.id)).about(l.row.id)
            ])
        }
        other => Err(misrouted(&other)),
    }
}

/// `/setup`: a Janggi side's arrangement.
pub(super) fn setup(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Setup { arrangement, game } => {
            let l = s.pick_active(me, inc.channel, game)?;
            let a = tabiya_engine::Arrangement::parse(&arrangement).ok_or_else(|| {
                said(msg!(
                    "play-not-a-setup",
                    setup = Arg::code(arrangement.as_str())
                ))
            })?;
            let color = l.color_of(me);
            s.record_action(
                inc,
                &l,
                &format!("arrange {} {}", color_letter(color), a.key()),
                Action::Arrange(color, a),
                msg!(
                    "play-setup",
                    who = Arg::player(inc.user),
                    korean = a.korean(),
                    key = a.key()
                ),
            )
        }
        other => Err(misrouted(&other)),
    }
}

/// `/place`: pieces put down in a setup phase.
pub(super) fn place(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me_row = &caller.row;
    match cmd {
        Command::Place {
            drops,
            game,
            saved,
            save_as,
        } => s.place(inc, me_row, drops, game, saved, save_as),
        other => Err(misrouted(&other)),
    }
}

/// `/arrangement`: a saved Sittuyin arrangement.
pub(super) fn arrangement(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let caller = call.caller;
    let me = caller.id;
    match cmd {
        Command::Arrangement { save } => s.arrangement(me, save),
        other => Err(misrouted(&other)),
    }
}

/// `/object`: Sittuyin's objection to a rook.
pub(super) fn object(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Object { game } => {
            let l = s.pick_active(me, inc.channel, game)?;
            s.record_action(inc, &l, "object", Action::Object, msg!("play-objection"))
        }
        other => Err(misrouted(&other)),
    }
}

/// `/count`: Makruk's board's-honour count.
pub(super) fn count(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Count { start, game } => {
            let l = s.pick_active(me, inc.channel, game)?;
            let color = l.color_of(me);
            let (stored, action, text) = if start {
                (
                    format!("count-start {}", color_letter(color)),
                    Action::StartCount(color),
                    msg!("play-count-start", who = Arg::player(inc.user)),
                )
            } else {
                (
                    format!("count-stop {}", color_letter(color)),
                    Action::StopCount(color),
                    msg!("play-count-stop", who = Arg::player(inc.user)),
                )
            };
            s.record_action(inc, &l, &stored, action, text)
        }
        other => Err(misrouted(&other)),
    }
}

/// `/impasse`: jishōgi claimed or accepted.
pub(super) fn impasse(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Impasse { accept, game } => {
            let l = s.pick_active(me, inc.channel, game)?;
            let color = l.color_of(me);
            if accept {
                s.end_by_action(
                    inc,
                    &l,
                    &format!("accept-impasse {}", color_letter(color)),
                    Action::AcceptImpasse(color),
                )
            } else {
                let mut claimed = (*l.game).clone();
                claimed.act(Action::ClaimImpasse(color)).map_err(|e| {
                    said(msg!(
                        "play-game-refused",
                        id = l.row.id,
                        reason = game_refusal(&e)
                    ))
                })?;
                let answer = match l.row.computer {
                    // The computer answers at once: an impasse it refuses would
                    // otherwise leave the claimant waiting for a reply that never comes.
                    Some((_, side)) if side != color => {
                        if tabiya_engine::computer::accepts_impasse(&claimed, side) {
                            msg!(
                                "play-impasse-counts",
                                who = Arg::player(s.computer_handle())
                            )
                        } else {
                            let pos = claimed.position();
                            let points = |c| tabiya_engine::shogi::jishogi_points(pos, c);
                            msg!(
                                "play-impasse-declined",
                                who = Arg::player(s.computer_handle()),
                                points = points(side),
                                yours = points(color)
                            )
                        }
                    }
                    _ => msg!(
                        "play-impasse-answer",
                        accept = Arg::command("/impasse accept")
                    ),
                };
                s.record_action(
                    inc,
                    &l,
                    &format!("claim {}", color_letter(color)),
                    Action::ClaimImpasse(color),
                    msg!(
                        "play-impasse-claim",
                        who = Arg::player(inc.user),
                        answer = answer
                    ),
                )
            }
        }
        other => Err(misrouted(&other)),
    }
}

/// The argument `name` of `m` (empty text if it has none).
fn arg_of(m: &Msg, name: &str) -> Arg {
    m.args
        .iter()
        .find(|(n, _)| *n == name)
        .map_or_else(|| Arg::Text(String::new()), |(_, a)| a.clone())
}
