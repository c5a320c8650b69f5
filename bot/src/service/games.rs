//! Finding a player's games: the game a command means, whose move it is, the board to
//! draw, `/games`, and a game's end.

use super::clock;
use super::command::Command;
use super::command::Orientation;
use super::error::misrouted;
use super::error::no_game_here;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::reply::BoardJob;
use super::reply::Reply;
use super::stored::position_msg;
use super::stored::result_text;
use super::stored::Ending;
use super::stored::Loaded;
use super::Incoming;
use super::Service;
use super::GAMES_LISTED;
use crate::i18n::english;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::ratings;
use crate::ratings::Rating;
use crate::storage;
use crate::storage::GameRow;
use crate::storage::GameStatus;
use crate::storage::PlayerRow;
use crate::storage::TournamentStatus;
use tabiya_engine::Color;
use tabiya_render::PieceSet;
impl Service {
    /// The side `me` moves with in `l`, if a move of theirs is due now: not before the
    /// setup is chosen, not while the game's tournament is paused.
    pub(super) fn mover(&self, l: &Loaded, me: i64) -> Result<Color, ServiceError> {
        // A paused tournament's games have no deadline; only they need the look-up.
        if l.row.deadline.is_none()
            && storage::tournaments::status_of_game(&self.db, l.row.id)?
                == Some(TournamentStatus::Paused)
        {
            return Err(said(msg!("games-paused", id = l.row.id)));
        }
        let color = l.color_of(me);
        if l.game.phase() == tabiya_engine::Phase::Arrangement {
            return Err(said(msg!("games-setup-first", id = l.row.id)));
        }
        if !l.game.to_move().contains(&color) {
            return Err(said(msg!(
                "games-not-your-move",
                id = l.row.id,
                who = Arg::player(self.handle_of(l.row.player(!color))?)
            )));
        }
        Ok(color)
    }

    /// The game a command means: the one named, or the player's only game in the channel.
    pub(super) fn pick_game(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        if let Some(id) = id {
            let l = self.load(id)?;
            if l.row.white != player && l.row.black != player {
                return Err(said(msg!("games-not-a-player", id = id)));
            }
            return Ok(l);
        }
        let games = storage::active_games(&self.db, player, Some(channel))?;
        match games.len() {
            0 => Err(no_game_here()),
            1 => self.replayed(games.into_iter().next().expect("one game")),
            _ => {
                let list: Vec<String> = games
                    .iter()
                    .map(|g| format!("#{} ({})", g.id, g.variant))
                    .collect();
                Err(said(msg!("games-several", games = list.join(", "))))
            }
        }
    }

    /// Like `pick_game`, but only games in progress.
    pub(super) fn pick_active(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        let l = self.pick_game(player, channel, id)?;
        if l.row.status != GameStatus::Active {
            return Err(said(msg!("games-over", id = l.row.id)));
        }
        Ok(l)
    }

    /// Like `pick_game`, but finished games count too when named.
    pub(super) fn pick_game_any(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        match id {
            Some(id) => {
                let l = self.load(id)?;
                if l.row.white != player && l.row.black != player && l.row.channel != channel {
                    return Err(said(msg!("games-not-yours", id = id)));
                }
                Ok(l)
            }
            None => match self.pick_game(player, channel, None) {
                Ok(l) => Ok(l),
                // No game in progress here: the latest one, finished or not.
                Err(e) => match storage::latest_game(&self.db, player, channel)? {
                    Some(row) if row.status != GameStatus::Active => self.load(row.id),
                    _ => Err(e),
                },
            },
        }
    }

    /// The board of a game as `viewer` sees it (his orientation and piece set), or as the
    /// channel sees it (first player at the bottom, the traditional set).
    pub(super) fn board_job(
        &self,
        l: &Loaded,
        viewer: Option<&PlayerRow>,
        flip: bool,
    ) -> Result<BoardJob, ServiceError> {
        let white = self.display_of(l.row.white)?;
        let black = self.display_of(l.row.black)?;
        let v = l.game.variant();
        let caption = msg!(
            "games-caption",
            id = l.row.id,
            game = names::game(v),
            white = white,
            white_side = names::side(v, Color::White),
            black = black,
            black_side = names::side(v, Color::Black),
            state = match l.game.outcome() {
                Some(o) => Arg::from(result_text(o).0),
                None if l.row.status != GameStatus::Active => {
                    Arg::from(l.row.result.clone().unwrap_or_default())
                }
                None => Arg::from(msg!(
                    "games-caption-to-move",
                    side = names::side(v, l.game.position().turn())
                )),
            }
        );
        let (base_flip, set) = match viewer {
            Some(p) => (
                match p.orientation {
                    Orientation::First => false,
                    Orientation::Second => true,
                    Orientation::Own => p.id == l.row.black,
                },
                p.piece_set,
            ),
            None => (false, PieceSet::Traditional),
        };
        Ok(BoardJob {
            game_id: l.row.id,
            game: (*l.game).clone(),
            last: l.last,
            caption,
            flip: base_flip != flip,
            set,
            replay: false,
        })
    }

    pub(super) fn games(&self, inc: &Incoming<'_>, me: i64) -> Result<Vec<Reply>, ServiceError> {
        let games = storage::active_games(&self.db, me, None)?;
        let races = self.race_lines(me, inc.now)?;
        if games.is_empty() && races.is_empty() {
            return Ok(vec![Reply::tell(msg!("games-none"))]);
        }
        let mut loaded: Vec<(bool, i64, i64, Msg)> = Vec::new();
        for g in games {
            let l = self.replayed(g.clone())?;
            let my_turn = l.game.to_move().contains(&l.color_of(me));
            let opponent = self.handle_of(g.opponent(me))?;
            let left = g
                .deadline
                .map(|d| msg!("games-left", left = clock::format_span(d - inc.now)));
            loaded.push((
                !my_turn,
                g.deadline.unwrap_or(i64::MAX),
                g.id,
                msg!(
                    "games-line",
                    id = g.id,
                    game = names::game(l.game.variant()),
                    opponent = Arg::player(opponent),
                    turn = if my_turn { "mine" } else { "theirs" },
                    left = Arg::optional(left)
                ),
            ));
        }
        loaded
            .sort_by_cached_key(|(theirs, deadline, _, line)| (*theirs, *deadline, english(line)));
        // A long list is cut (your move first, least time left first): a chat message has
        // a size limit, and no one reads two thousand lines.
        let shown = loaded.len().min(GAMES_LISTED);
        let (mine, theirs) =
            loaded[shown..]
                .iter()
                .fold((0i64, 0i64), |(m, t), (their_move, _, _, _)| {
                    if *their_move {
                        (m, t + 1)
                    } else {
                        (m + 1, t)
                    }
                });
        let mut lines: Vec<Msg> = loaded
            .into_iter()
            .take(shown)
            .map(|(_, _, _, m)| m)
            .collect();
        if mine + theirs > 0 {
            lines.push(msg!(
                "games-more",
                count = mine + theirs,
                mine = mine,
                theirs = theirs,
                board = Arg::command("/board game:ID")
            ));
        }
        lines.extend(races);
        let p = self.player_row(me)?;
        if let Some(u) = p.vacation_until.filter(|&u| u > inc.now) {
            lines.push(msg!("games-vacation", until = clock::format_time(u)));
        }
        Ok(vec![Reply::tell(msg!("games-list", lines = lines))])
    }

    /// Ends a game with its result; a rated one moves both players' ratings. Returns the
    /// sentence that tells the new ratings (none for a casual game).
    pub(super) fn finish_rated(
        &self,
        row: &GameRow,
        result: &str,
        reason: &str,
        now: i64,
    ) -> Result<Option<Msg>, ServiceError> {
        storage::finish_game(&self.db, row.id, result, reason)?;
        self.after_tournament_game(row.id, now)?;
        // Forfeits, and Swiss games scored at the round's deadline, are not rated.
        if matches!(Ending::of(reason), Ending::Forfeit | Ending::RoundDeadline) {
            return Ok(None);
        }
        let score = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return Ok(None),
        };
        if !row.rated {
            return Ok(None);
        }
        let old = |p| -> Result<Rating, ServiceError> {
            Ok(storage::rating(&self.db, p, &row.variant)?.unwrap_or_else(|| Rating::new(now)))
        };
        let (w, b) = (old(row.white)?, old(row.black)?);
        let (nw, nb) = ratings::rate(w, b, score, now);
        storage::save_rating(&self.db, row.white, &row.variant, &nw, row.id)?;
        storage::save_rating(&self.db, row.black, &row.variant, &nb, row.id)?;
        let line = |p, o: Rating, n: Rating| -> Result<Msg, ServiceError> {
            Ok(msg!(
                "games-rating-line",
                name = self.display_of(p)?,
                old = o.shown(),
                new = n.shown(),
                change = format!("{:+.0}", n.rating - o.rating)
            ))
        };
        Ok(Some(msg!(
            "games-ratings",
            white = line(row.white, w, nw)?,
            black = line(row.black, b, nb)?
        )))
    }
}

/// `/board`.
pub(super) fn board(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Board { game, flip, set } => {
            let l = s.pick_game_any(me, inc.channel, game)?;
            let mut viewer = (*s.player_row(me)?).clone();
            if let Some(s) = set {
                viewer.piece_set = s;
            }
            let job = s.board_job(&l, Some(&viewer), flip)?;
            Ok(vec![Reply::tell(msg!(
                "games-board",
                id = l.row.id,
                position = position_msg(l.game.position())
            ))
            .with_board(job)])
        }
        other => Err(misrouted(&other)),
    }
}

/// `/games`.
pub(super) fn games_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Options(_) => s.games(inc, me),
        other => Err(misrouted(&other)),
    }
}
