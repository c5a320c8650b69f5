//! Games against the computer. `/challenge @tabiya GAME [level:N]` starts one at once; the
//! computer's turns are listed by [`Service::computer_turns`], thought out anywhere — on
//! worker threads, never the database thread — by [`ComputerTurn::think`], and played by
//! [`Service::computer_answer`] as the command a player would send (`/move e7e5 game:12
//! at:8`), so every rule, record and reply is the same as between people. Its answers are
//! posted in the game's channel through the outbox, in the transaction that plays them.

use super::challenges::from_position;
use super::clock;
use super::command;
use super::command::Command;
use super::command::Notify;
use super::error::corrupt;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::play::in_notation;
use super::reply::Audience;
use super::reply::Image;
use super::reply::Reply;
use super::stored::ending;
use super::Incoming;
use super::Service;
use super::DAY;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::storage;
use crate::storage::GameStatus;
use crate::storage::TimeControl;
use std::fmt;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use tabiya_engine::uci;
use tabiya_engine::Action;
use tabiya_engine::Color;
use tabiya_engine::Game;
use tabiya_engine::Move;
use tabiya_engine::Position;
use tabiya_engine::Variant;

use tabiya_engine::analysis::{self, Judged};
use tabiya_engine::{computer, Phase};

/// The name the computer answers to on every platform, beside the bot's own account.
pub const COMPUTER_NAME: &str = "tabiya";

/// What the computer has to do in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Task {
    /// Its opponent asks to take a move back: it always allows it (a casual game).
    Takeback,
    /// Its opponent offers a draw: it answers by its evaluation.
    Draw,
    /// Its opponent claims an impasse (Shogi) that it accepts: the points do not lose it
    /// the game ([`computer::accepts_impasse`]). One it refuses is declined in the claim's
    /// own reply, and the claimant plays on.
    Impasse,
    /// Its move (or its setup, or a placement).
    Move,
    /// Look back on a game (`/analyze`): every position searched.
    Analyze,
    /// Throw or move in an Ashtapada race (its policy is quick: the command is known).
    Race,
}

/// The most judged moves an analysis's message lists.
const MOST_LISTED: usize = 12;

/// A judged move as kept (JSON): scores are the first player's, in centipawns.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
struct Kept {
    /// Its number among the game's actions.
    i: usize,
    /// The move and the better one, as coordinates.
    played: String,
    better: Option<String>,
    before: i32,
    after: i32,
}

/// A game waiting for the computer: all a worker needs to think, without the database.
#[derive(Clone)]
pub struct ComputerTurn {
    /// The game.
    pub game_id: i64,
    /// The stored version it was read at: an answer to an older version is not played.
    pub version: i64,
    task: Task,
    /// The game (none for a race).
    game: Option<Arc<Game>>,
    color: Color,
    level: u8,
    /// The analysis asked for ([`Task::Analyze`]).
    analysis: Option<i64>,
    /// A race's command, decided already, and the seat's handle ([`Task::Race`]).
    race: Option<(String, String)>,
}

impl fmt::Debug for ComputerTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ComputerTurn")
            .field("game_id", &self.game_id)
            .field("version", &self.version)
            .field("task", &self.task)
            .field("level", &self.level)
            .finish_non_exhaustive()
    }
}

/// What the computer decided: the command it sends as its player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComputerAnswer {
    /// The game.
    pub game_id: i64,
    /// The version the decision was made at.
    pub version: i64,
    /// What it answers.
    pub task: Task,
    /// The command line, `/move e7e5 game:12 at:8` (an analysis: its result, as kept).
    pub text: String,
    /// The analysis it completes.
    pub analysis: Option<i64>,
    /// The race seat's handle it acts as ([`Task::Race`]).
    pub seat: Option<String>,
}

impl ComputerTurn {
    /// What it is to do.
    pub fn task(&self) -> Task {
        self.task
    }

    /// Thinks (seconds at the top level) and answers; `stop` cuts the thinking short (the
    /// best move found so far is played). `None`: nothing to do after all.
    pub fn think(&self, stop: &AtomicBool) -> Option<ComputerAnswer> {
        let id = self.game_id;
        // A race's command was decided when the turn was listed.
        let game = match (self.task, &self.race, self.game.as_deref()) {
            (Task::Race, Some((command, _)), _) => Err(command.clone()),
            (_, _, Some(game)) => Ok(game),
            _ => return None,
        };
        let text = match (self.task, game) {
            (_, Err(command)) => command,
            (Task::Analyze, Ok(game)) => {
                let judged = analysis::review(game, analysis::NODES, stop);
                serde_json::to_string(&kept(game, &judged)).ok()?
            }
            (task, Ok(game)) => self.decide(task, game, stop)?,
        };
        Some(ComputerAnswer {
            game_id: id,
            version: self.version,
            task: self.task,
            text,
            analysis: self.analysis,
            seat: self.race.as_ref().map(|r| r.1.clone()),
        })
    }

    /// The command the computer sends for `task` in `game`.
    fn decide(&self, task: Task, game: &Game, stop: &AtomicBool) -> Option<String> {
        let id = self.game_id;
        Some(match task {
            Task::Race | Task::Analyze => return None,
            Task::Takeback => format!("/takeback accept game:{id}"),
            Task::Impasse => format!("/impasse accept game:{id}"),
            Task::Draw => {
                let answer = if computer::accepts_draw(game, self.color) {
                    "accept"
                } else {
                    "decline"
                };
                format!("/draw {answer} game:{id}")
            }
            // Sittuyin's setup: the whole army in one command, so one message shows it.
            Task::Move if game.phase() == Phase::Setup => {
                let mut game = game.clone();
                let mut drops = Vec::new();
                while game.phase() == Phase::Setup && game.to_move() == [self.color] {
                    let salt = ((id as u64) << 24) ^ game.actions().len() as u64;
                    let Some(Action::Move { color, m }) =
                        computer::choose(&game, self.color, self.level, salt, stop)
                    else {
                        break;
                    };
                    drops.push(uci::to_uci(&m, game.position()));
                    if game.play(color, m).is_err() {
                        return None;
                    }
                }
                if drops.is_empty() {
                    return None;
                }
                format!("/place {} game:{id}", drops.join(" "))
            }
            Task::Move => {
                // The game and how far it has gone choose the noise: a replay thinks alike.
                let salt = ((id as u64) << 24) ^ game.actions().len() as u64;
                match computer::choose(game, self.color, self.level, salt, stop)? {
                    Action::Move { m, .. } => {
                        let mut pos = game.position().clone();
                        pos.set_turn(self.color);
                        format!(
                            "/move {} game:{id} at:{}",
                            uci::to_uci(&m, &pos),
                            game.moves().count()
                        )
                    }
                    Action::Arrange(_, a) => format!("/setup {} game:{id}", a.key()),
                    Action::StartCount(_) => format!("/count start game:{id}"),
                    _ => return None,
                }
            }
        })
    }
}

/// The judged moves as kept, each written as coordinates in the position it was played in:
/// the game is walked once.
fn kept(game: &Game, judged: &[Judged]) -> Vec<Kept> {
    let mut replay = Game::from_position(game.start().clone());
    let mut next = judged.iter().peekable();
    let mut out = Vec::with_capacity(judged.len());
    for (i, &action) in game.actions().iter().enumerate() {
        while let Some(j) = next.next_if(|j| j.index == i) {
            let mut pos = replay.position().clone();
            pos.set_turn(j.mover);
            out.push(Kept {
                i: j.index,
                played: uci::to_uci(&j.played, &pos),
                better: j.better.map(|b| uci::to_uci(&b, &pos)),
                before: j.before,
                after: j.after,
            });
        }
        if replay.act(action).is_err() {
            break;
        }
    }
    out
}

impl Service {
    /// Whether this process plays the computer in `channel`: a channel of a platform it
    /// serves (another process, on the same database, plays its own platforms').
    pub(super) fn serves(&self, channel: &str) -> bool {
        self.served.contains(&self.platform_of(channel).key)
    }

    /// The computer's handle on the current platform: the bot's own account, once the
    /// adapter knows it (a Discord user id, a Matrix user), else [`COMPUTER_NAME`].
    pub fn set_computer_handle(&mut self, handle: &str) {
        let h = handle.trim().trim_start_matches('@');
        if !h.is_empty() {
            let platform = self.platform.key;
            self.computers.retain(|(p, _)| *p != platform);
            self.computers.push((platform, h.to_owned()));
        }
    }

    /// The computer's handle on the current platform.
    pub(super) fn computer_handle(&self) -> &str {
        self.computers
            .iter()
            .find(|(p, _)| *p == self.platform.key)
            .map_or(COMPUTER_NAME, |(_, h)| h.as_str())
    }

    /// Whether `handle` names the computer.
    pub(super) fn is_computer(&self, handle: &str) -> bool {
        let h = handle.trim().trim_start_matches('@');
        let seat = |name: &str| {
            h.get(..name.len())
                .is_some_and(|p| p.eq_ignore_ascii_case(name))
                && h[name.len()..]
                    .strip_prefix('#')
                    .is_some_and(|n| ["2", "3"].contains(&n))
        };
        let own = self.computer_handle();
        h.eq_ignore_ascii_case(COMPUTER_NAME) || h == own || seat(COMPUTER_NAME) || seat(own)
    }

    /// `/challenge @tabiya GAME`: a casual game against the computer, begun at once.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn play_computer(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        v: Variant,
        time: TimeControl,
        color: command::Side,
        level: Option<i64>,
        start: Option<Position>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let level = level.map_or(computer::DEFAULT_LEVEL, |l| l.clamp(1, 8) as u8);
        let handle = self.computer_handle().to_owned();
        let mut bot = (*self.player_by_handle(&handle)?).clone();
        // The computer is never pinged: it needs no notice to move.
        if bot.notify != Notify::Never {
            bot.notify = Notify::Never;
            self.save_player(&mut bot)?;
        }
        let human_white = match color {
            command::Side::White => true,
            command::Side::Black => false,
            command::Side::Random => inc.now % 2 == 0,
        };
        let (white, black, side) = if human_white {
            (me, bot.id, Color::Black)
        } else {
            (bot.id, me, Color::White)
        };
        let first = start.as_ref().map_or(Color::White, Position::turn);
        let human = self.player_row(me)?;
        let deadline = (first != side)
            .then(|| clock::clock_start(inc.now, human.vacation_until) + time.days * DAY);
        let start_fen = start.as_ref().map(tabiya_engine::fen::fen);
        let options = v.options().join(" ");
        let game_id = storage::insert_game(
            &self.db,
            &storage::NewGame {
                variant: v.key(),
                options: &options,
                white,
                black,
                channel: inc.channel,
                time,
                rated: false,
                deadline,
                start_fen: start_fen.as_deref(),
                computer: Some((level, side)),
            },
            inc.now,
        )?;
        let l = self.load(game_id)?;
        let me_handle = self.handle_of(me)?;
        let (w, b) = if human_white {
            (me_handle.clone(), handle.clone())
        } else {
            (handle.clone(), me_handle.clone())
        };
        let side_of = |c: Color| -> Arg {
            if c == side {
                msg!(
                    "computer-side-level",
                    side = names::side(v, c),
                    level = u32::from(level)
                )
                .into()
            } else {
                names::side(v, c)
            }
        };
        let next = if first == side {
            msg!("computer-thinking", who = Arg::player(handle.as_str()))
        } else {
            msg!("computer-to-move", who = Arg::player(me_handle.as_str()))
        };
        let job = self.board_job(&l, None, false)?;
        let begins = msg!(
            "computer-game-begins",
            id = game_id,
            game = names::game(v),
            white = Arg::player(w),
            white_side = side_of(Color::White),
            black = Arg::player(b),
            black_side = side_of(Color::Black),
            time = clock::time_control(&time),
            from = from_position(start.is_some(), l.game.start()),
            next = next
        );
        Ok(vec![Reply::post(begins).with_board(job)])
    }

    /// The games waiting for the computer, each with what it must do: answer a takeback
    /// request or a draw offer of its opponent's, or move. Read outside any transaction.
    ///
    /// # Errors
    /// [`ServiceError`] when the games cannot be read.
    pub fn computer_turns(&mut self) -> Result<Vec<ComputerTurn>, ServiceError> {
        let mut rows = storage::computer_games(&self.db)?;
        rows.retain(|r| self.serves(&r.channel));
        let mut turns = Vec::new();
        for row in rows {
            let Some((level, color)) = row.computer else {
                continue;
            };
            let opponent = row.player(!color);
            let (id, version) = (row.id, row.version);
            let (takeback, draw) = (row.takeback_offer, row.draw_offer);
            let l = match self.replayed(row) {
                Ok(l) => l,
                Err(e) => {
                    tracing::error!(game = id, "the computer cannot read its game: {e}");
                    continue;
                }
            };
            if !self.in_tx {
                self.cache.insert(id, (version, l.game.clone(), l.last));
            }
            let game = l.game;
            let task = if takeback == Some(opponent) {
                Task::Takeback
            } else if draw == Some(opponent) {
                Task::Draw
            } else if game.impasse_claim() == Some(!color)
                && computer::accepts_impasse(&game, color)
            {
                Task::Impasse
            } else if game.to_move().contains(&color)
                // In a free opening (Senterej's Werera) both sides may move: the computer
                // answers its opponent's move rather than running ahead with its own.
                && (game.phase() != Phase::Werera
                    || game.moves().last().is_some_and(|(c, _)| c != color))
            {
                Task::Move
            } else {
                continue;
            };
            turns.push(ComputerTurn {
                game_id: id,
                version,
                task,
                game: Some(game),
                color,
                level,
                analysis: None,
                race: None,
            });
        }
        for a in storage::waiting_analyses(&self.db)?
            .into_iter()
            .filter(|a| self.serves(&a.channel))
        {
            // A casual game against the computer may have moved on: it is judged as it is.
            let l = match self.load(a.game_id) {
                Ok(l) => l,
                Err(e) => {
                    tracing::error!(game = a.game_id, "an analysis cannot read its game: {e}");
                    continue;
                }
            };
            turns.push(ComputerTurn {
                game_id: a.game_id,
                version: l.row.version,
                task: Task::Analyze,
                game: Some(l.game),
                color: Color::White,
                level: computer::DEFAULT_LEVEL,
                analysis: Some(a.id),
                race: None,
            });
        }
        for (race, version, handle, command) in self.computer_race_turns()? {
            turns.push(ComputerTurn {
                game_id: race,
                version,
                task: Task::Race,
                game: None,
                color: Color::White,
                level: computer::DEFAULT_LEVEL,
                analysis: None,
                race: Some((command, handle)),
            });
        }
        Ok(turns)
    }

    /// Plays the computer's answer, if its game is still as it was when the computer
    /// thought (otherwise the game is handed out again by [`Service::computer_turns`]).
    /// What it says is queued in the outbox, for the game's channel, in the same
    /// transaction.
    pub fn computer_answer(&mut self, a: &ComputerAnswer, now: i64) {
        if let (Task::Analyze, Some(id)) = (a.task, a.analysis) {
            if let Err(e) = self.analysis_done(id, a.version, &a.text, now) {
                tracing::error!(game = a.game_id, "an analysis was not kept: {e}");
                self.abandon();
            }
            return;
        }
        if let (Task::Race, Some(handle)) = (a.task, a.seat.as_deref()) {
            let Ok(Some(row)) = storage::races::get(&self.db, a.game_id) else {
                return;
            };
            if row.version != a.version {
                return;
            }
            let event = format!("computer-race:{}:{}", a.game_id, a.version);
            self.act_as_computer(a, &event, handle, &row.channel, None, now);
            return;
        }
        let row = match storage::game(&self.db, a.game_id) {
            Ok(Some(row)) => row,
            Ok(None) => return,
            Err(e) => {
                tracing::error!(game = a.game_id, "the computer's answer waits: {e}");
                return;
            }
        };
        let Some((_, side)) = row.computer else {
            return;
        };
        if row.version != a.version || row.status != storage::GameStatus::Active {
            return;
        }
        // An offer made while it thought is answered first (a move would sweep it away).
        let opponent = Some(row.player(!side));
        if a.task == Task::Move && (row.draw_offer == opponent || row.takeback_offer == opponent) {
            return;
        }
        let handle = match self.player_row(row.player(side)) {
            Ok(p) => p.handle.clone(),
            Err(e) => {
                tracing::error!(game = a.game_id, "the computer's answer waits: {e}");
                return;
            }
        };
        // An offer's answer leaves the version as it is: the task tells them apart.
        let event = format!("computer:{}:{}:{:?}", a.game_id, a.version, a.task);
        self.act_as_computer(a, &event, &handle, &row.channel, Some(a.game_id), now);
    }

    /// Sends the computer's command as its player `handle` would in `channel` (about
    /// `game`), under the event id `event` (so it is carried out once). A refusal is a bug
    /// (the computer answered something it may not): logged.
    fn act_as_computer(
        &mut self,
        a: &ComputerAnswer,
        event: &str,
        handle: &str,
        channel: &str,
        game: Option<i64>,
        now: i64,
    ) {
        // The computer acts on the platform of the game's channel, under its handle there.
        self.enter(channel);
        let inc = Incoming {
            event_id: event,
            user: handle,
            channel,
            text: &a.text,
            now,
            game,
            name: None,
            moderator: false,
            platform: Some(self.platform),
            locale: None,
            place_locale: None,
        };
        self.computer_acting = true;
        self.computer_race = (a.task == Task::Race).then_some(a.game_id);
        let replies = self.handle(&inc);
        self.computer_acting = false;
        self.computer_race = None;
        for r in replies.iter().filter(|r| r.audience == Audience::Private) {
            tracing::error!(
                game = a.game_id,
                task = ?a.task,
                command = %a.text,
                "internal error: the computer's answer was refused: {}",
                r.text
            );
        }
    }

    /// `/analyze`: a finished game, or a casual one against the computer, looked back on. The
    /// search runs on a worker; the analysis is posted in this channel when done (at once if
    /// it was done before).
    pub(super) fn analyze(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        game: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_game_any(me, inc.channel, game)?;
        let id = l.row.id;
        if l.row.status == GameStatus::Active && l.row.computer.is_none() {
            return Err(said(msg!("computer-analyse-in-play", id = id)));
        }
        let moves = l.game.moves().count();
        if moves == 0 {
            return Err(said(msg!("computer-nothing-to-analyse", id = id)));
        }
        match storage::analysis_of(&self.db, id, l.row.version)? {
            Some(a) if a.result.is_some() => {
                let (text, image) = self.analysis_post(&a, true)?;
                let mut reply = Reply::post(text).about(id);
                reply.image = image;
                Ok(vec![reply])
            }
            Some(_) => Ok(vec![Reply::tell(msg!("computer-being-analysed", id = id))]),
            None => {
                storage::insert_analysis(&self.db, id, l.row.version, inc.channel, me, inc.now)?;
                Ok(vec![Reply::tell(msg!(
                    "computer-analysing",
                    id = id,
                    moves = moves
                ))])
            }
        }
    }

    /// Keeps an analysis's result and queues its post, in one transaction.
    fn analysis_done(
        &mut self,
        id: i64,
        version: i64,
        result: &str,
        now: i64,
    ) -> Result<(), ServiceError> {
        self.begin()?;
        let Some(a) = storage::analysis(&self.db, id)? else {
            self.commit()?;
            return Ok(());
        };
        if a.result.is_some() {
            self.commit()?;
            return Ok(());
        }
        storage::finish_analysis(&self.db, id, version, result)?;
        let done = storage::AnalysisRow {
            result: Some(result.to_owned()),
            version,
            ..a
        };
        // The chart is drawn when the post is delivered, not here.
        let (text, _) = self.analysis_post(&done, false)?;
        storage::push_analysis_post(
            &self.db,
            self.platform_of(&done.channel).key,
            &done.channel,
            &text,
            done.game_id,
            id,
            now,
        )?;
        self.commit()
    }

    /// An analysis as posted: the judged moves in words (in the notation of whoever asked),
    /// and, with `chart`, the evaluation chart (when images are drawn).
    #[expect(
        clippy::too_many_lines,
        reason = "the analysis post's one message: header, tallies, judged moves; to be split"
    )]
    pub(super) fn analysis_post(
        &self,
        a: &storage::AnalysisRow,
        chart: bool,
    ) -> Result<(Msg, Option<Image>), ServiceError> {
        let kept: Vec<Kept> = serde_json::from_str(a.result.as_deref().unwrap_or("[]"))
            .map_err(|e| corrupt(a.game_id, format!("analysis #{} unreadable: {e}", a.id)))?;
        let l = self.load(a.game_id)?;
        let row = &l.row;
        let v = l.game.variant();
        let viewer = self.player_row(a.requested_by)?;
        // Posted in the channel: written as its language writes the game, or as the
        // player who asked chose.
        let writing = viewer.notation.writing(self.channel_language(&row.channel));
        let handles = [
            self.handle_in(row.white, &row.channel)?,
            self.handle_in(row.black, &row.channel)?,
        ];
        let sides = [names::side(v, Color::White), names::side(v, Color::Black)];
        let mut replay = Game::from_position(l.game.start().clone());
        let mut last: Option<(Move, Color)> = None;
        let mut at = 0;
        let mut judged = Vec::new();
        for (n, k) in kept.iter().enumerate() {
            while at < k.i {
                if let Some(&tabiya_engine::Action::Move { color, m }) = l.game.actions().get(at) {
                    last = Some((m, color));
                }
                // A takeback since may have cut the record short: the rest is not listed.
                if l.game
                    .actions()
                    .get(at)
                    .is_some_and(|&action| replay.act(action).is_err())
                {
                    break;
                }
                at += 1;
            }
            let Some(&tabiya_engine::Action::Move { color, m }) = l.game.actions().get(k.i) else {
                break;
            };
            if at != k.i {
                break;
            }
            let mut pos = replay.position().clone();
            pos.set_turn(color);
            let legal = replay.legal_moves(color);
            let write = |m: &Move| in_notation(writing, m, &pos, &legal, last);
            let better = k
                .better
                .as_deref()
                .and_then(|b| uci::parse_among(b, &pos, &legal).ok());
            let number = n / 2 + 1;
            let label = if color == Color::White {
                format!("{number}. {}", write(&m))
            } else {
                format!("{number}... {}", write(&m))
            };
            let j = Judged {
                index: k.i,
                mover: color,
                played: m,
                better,
                before: k.before,
                after: k.after,
            };
            judged.push((j, label, better.map(|b| write(&b))));
        }
        let pawns = |cp: i32| format!("{:+.1}", f64::from(cp) / 100.0);
        let result: Arg = match (&row.result, &row.reason) {
            (Some(r), Some(why)) => msg!(
                "computer-result-reason",
                result = r.as_str(),
                reason = ending(why)
            )
            .into(),
            (Some(r), None) => r.as_str().into(),
            _ => msg!("computer-in-play").into(),
        };
        let mut text = msg!(
            "computer-analysis",
            id = row.id,
            game = names::game(v),
            white = Arg::player(handles[0].as_str()),
            white_side = sides[0].clone(),
            black = Arg::player(handles[1].as_str()),
            black_side = sides[1].clone(),
            result = result
        );
        // Each line after the first.
        let line = |text: Msg, next: Msg| msg!("computer-line", first = text, then = next);
        for (c, name) in [Color::White, Color::Black].into_iter().zip(sides) {
            let count = |kind: &str| {
                judged
                    .iter()
                    .filter(|(j, _, _)| j.mover == c && j.mark() == Some(kind))
                    .count()
            };
            let tally = msg!(
                "computer-tally",
                side = name,
                who = Arg::player(handles[c.index()].as_str()),
                mistakes = count("mistake"),
                blunders = count("blunder")
            );
            text = line(text, tally);
        }
        let marked: Vec<_> = judged
            .iter()
            .filter(|(j, _, _)| j.mark().is_some())
            .collect();
        for (j, label, better) in marked.iter().take(MOST_LISTED) {
            let (mark, before, after) = (
                j.mark().unwrap_or_default(),
                pawns(j.before),
                pawns(j.after),
            );
            let judged = match better {
                Some(b) => msg!(
                    "computer-judged-better",
                    label = label.as_str(),
                    mark = mark,
                    before = before,
                    after = after,
                    better = b.as_str()
                ),
                None => msg!(
                    "computer-judged",
                    label = label.as_str(),
                    mark = mark,
                    before = before,
                    after = after
                ),
            };
            text = line(text, judged);
        }
        if marked.len() > MOST_LISTED {
            text = line(
                text,
                msg!("computer-more", count = marked.len() - MOST_LISTED),
            );
        }
        if judged.is_empty() {
            text = line(text, msg!("computer-nothing-judged"));
        }
        let image = (chart && self.images).then(|| {
            let points: Vec<tabiya_render::charts::EvalPoint> = judged
                .iter()
                .map(|(j, label, _)| tabiya_render::charts::EvalPoint {
                    pawns: f64::from(j.after) / 100.0,
                    mark: j.mark(),
                    label: label.clone(),
                })
                .collect();
            // Posted in the channel: in its language.
            let title = msg!("computer-chart-title", id = row.id, game = names::game(v));
            super::chart::evaluation(self.channel_language(&row.channel), &title, v, &points)
        });
        Ok((text, image))
    }

    /// Inside the computer's command: its public replies go to the outbox (the game's
    /// channel, with the board); what is recorded for it is the refusals alone.
    pub(super) fn computer_posts(
        &self,
        inc: &Incoming<'_>,
        replies: Vec<Reply>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut kept = Vec::new();
        for r in replies {
            // A race's post shows the board once the computer's seats are done: the one
            // after which a person is to act (or the race is over).
            let race = match self.computer_race {
                Some(id) if r.audience == Audience::Channel && self.images => {
                    self.race_waits_on_person(id)?.then_some(id)
                }
                _ => None,
            };
            let Some(said) = r.message.as_ref() else {
                kept.push(r);
                continue;
            };
            if let Some(race) = race {
                storage::push_race_post(
                    &self.db,
                    self.platform_of(inc.channel).key,
                    inc.channel,
                    r.pings.first().map(String::as_str),
                    said,
                    race,
                    inc.now,
                )?;
            } else if r.audience == Audience::Channel {
                self.push_outbox(
                    inc.channel,
                    r.pings.first().map(String::as_str),
                    said,
                    r.game.or(inc.game),
                    inc.now,
                )?;
            } else {
                kept.push(r);
            }
        }
        Ok(kept)
    }
}

/// `/analyze`.
pub(super) fn analyze_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Analyze { game } => s.analyze(inc, me, game),
        other => Err(misrouted(&other)),
    }
}
