//! Games against the computer. `/challenge @tabiya GAME [level:N]` starts one at once; the
//! computer's turns are listed by [`Service::computer_turns`], thought out anywhere — on
//! worker threads, never the database thread — by [`ComputerTurn::think`], and played by
//! [`Service::computer_answer`] as the command a player would send (`/move e7e5 game:12
//! at:8`), so every rule, record and reply is the same as between people. Its answers are
//! posted in the game's channel through the outbox, in the transaction that plays them.

use std::sync::atomic::AtomicBool;

use tabiya_engine::{computer, Phase};

use super::*;

/// The name the computer answers to on every platform, beside the bot's own account.
pub const COMPUTER_NAME: &str = "tabiya";

/// What the computer has to do in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Task {
    /// Its opponent asks to take a move back: it always allows it (a casual game).
    Takeback,
    /// Its opponent offers a draw: it answers by its evaluation.
    Draw,
    /// Its move (or its setup, or a placement).
    Move,
}

/// A game waiting for the computer: all a worker needs to think, without the database.
#[derive(Clone)]
pub struct ComputerTurn {
    /// The game.
    pub game_id: i64,
    /// The stored version it was read at: an answer to an older version is not played.
    pub version: i64,
    task: Task,
    game: Arc<Game>,
    color: Color,
    level: u8,
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
    /// The command line, `/move e7e5 game:12 at:8`.
    pub text: String,
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
        let text = match self.task {
            Task::Takeback => format!("/takeback accept game:{id}"),
            Task::Draw => {
                let answer = if computer::accepts_draw(&self.game, self.color) {
                    "accept"
                } else {
                    "decline"
                };
                format!("/draw {answer} game:{id}")
            }
            // Sittuyin's setup: the whole army in one command, so one message shows it.
            Task::Move if self.game.phase() == Phase::Setup => {
                let mut game = (*self.game).clone();
                let mut drops = Vec::new();
                while game.phase() == Phase::Setup && game.to_move() == [self.color] {
                    let seed = ((id as u64) << 24) ^ game.actions().len() as u64;
                    let Some(Action::Move { color, m }) =
                        computer::choose(&game, self.color, self.level, seed, stop)
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
                let seed = ((id as u64) << 24) ^ self.game.actions().len() as u64;
                match computer::choose(&self.game, self.color, self.level, seed, stop)? {
                    Action::Move { m, .. } => {
                        let mut pos = self.game.position().clone();
                        pos.set_turn(self.color);
                        format!(
                            "/move {} game:{id} at:{}",
                            uci::to_uci(&m, &pos),
                            self.game.moves().count()
                        )
                    }
                    Action::Arrange(_, a) => format!("/setup {} game:{id}", a.key()),
                    _ => return None,
                }
            }
        };
        Some(ComputerAnswer {
            game_id: id,
            version: self.version,
            task: self.task,
            text,
        })
    }
}

impl Service {
    /// The computer's handle on this platform: the bot's own account, once the adapter
    /// knows it (a Discord user id, a Matrix user), else [`COMPUTER_NAME`].
    pub fn set_computer_handle(&mut self, handle: &str) {
        let h = handle.trim().trim_start_matches('@');
        if !h.is_empty() {
            self.computer = h.to_owned();
        }
    }

    /// Whether `handle` names the computer.
    pub(super) fn is_computer(&self, handle: &str) -> bool {
        let h = handle.trim().trim_start_matches('@');
        h.eq_ignore_ascii_case(COMPUTER_NAME) || h == self.computer
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
        let handle = self.computer.clone();
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
        let level_note = |c: Color| {
            if c == side {
                format!(", level {level}")
            } else {
                String::new()
            }
        };
        let next = if first == side {
            format!("@{handle} is thinking")
        } else {
            format!("@{me_handle} to move")
        };
        let job = self.board_job(&l, None, false)?;
        Ok(vec![Reply::public(format!(
            "Game #{game_id}: {} — @{w} ({}{}) vs @{b} ({}{}), casual, {time}{}. {next}.",
            v.name(),
            v.side_name(Color::White),
            level_note(Color::White),
            v.side_name(Color::Black),
            level_note(Color::Black),
            if start.is_some() {
                format!(", from the position {}", position_text(l.game.start()))
            } else {
                String::new()
            },
        ))
        .with_board(job)])
    }

    /// The games waiting for the computer, each with what it must do: answer a takeback
    /// request or a draw offer of its opponent's, or move. Read outside any transaction.
    ///
    /// # Errors
    /// [`ServiceError`] when the games cannot be read.
    pub fn computer_turns(&mut self) -> Result<Vec<ComputerTurn>, ServiceError> {
        let rows = storage::computer_games(&self.db)?;
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
                game,
                color,
                level,
            });
        }
        Ok(turns)
    }

    /// Plays the computer's answer, if its game is still as it was when the computer
    /// thought (otherwise the game is handed out again by [`Service::computer_turns`]).
    /// What it says is queued in the outbox, for the game's channel, in the same
    /// transaction.
    pub fn computer_answer(&mut self, a: &ComputerAnswer, now: i64) {
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
        let inc = Incoming {
            event_id: &event,
            user: &handle,
            channel: &row.channel,
            text: &a.text,
            now,
            game: Some(a.game_id),
            name: None,
            moderator: false,
        };
        self.computer_acting = true;
        let replies = self.handle(&inc);
        self.computer_acting = false;
        for r in replies.iter().filter(|r| r.audience == Audience::Private) {
            tracing::error!(
                game = a.game_id,
                command = %a.text,
                "internal error: the computer's answer was refused: {}",
                r.text
            );
        }
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
            if r.audience == Audience::Channel {
                storage::push_outbox(
                    &self.db,
                    inc.channel,
                    r.pings.first().map(String::as_str),
                    &r.text,
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
