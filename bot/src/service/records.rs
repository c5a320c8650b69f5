//! Records: the PGN a game exports.

use super::alt::alt;
use super::clock;
use super::command;
use super::command::Command;
use super::command::Format;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::platforms::platform_name;
use super::refusals::position_refusal;
use super::reply::picture;
use super::reply::Reply;
use super::rules::variant_refusal;
use super::stored::ending;
use super::stored::position_msg;
use super::stored::read_record;
use super::stored::result_text;
use super::stored::Ending;
use super::stored::Loaded;
use super::Incoming;
use super::Service;
use super::DAY;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::platform::Records;
use crate::storage;
use crate::storage::GameRow;
use crate::storage::GameStatus;
use crate::storage::TimeControl;
use tabiya_engine::san;
use tabiya_engine::shogi;
use tabiya_engine::view::BoardView;
use tabiya_engine::Color;
use tabiya_engine::Variant;
use tabiya_render::Options;

/// Where a game was played, for its PGN header: `Site` (the platform and channel) and
/// `Round` (its tournament round; `-` for a game outside one).
pub(super) struct PgnPlace {
    site: String,
    round: String,
}

/// A PGN string value: `"` and `\` escaped, on one line.
pub(super) fn pgn_value(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_control())
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// The `Variant` tag as pychess-variants writes it: Fairy-Stockfish's name, capitalised
/// (`Xiangqi`, `Makruk`, `Cambodian`); the rules themselves are in the FEN and the moves.
pub(super) fn pgn_variant(v: tabiya_engine::Variant) -> String {
    let name = v.spec().fairy.first().map_or(v.key(), |f| f.name);
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The game as PGN: the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) in
/// its order, then Variant, SetUp and FEN, TimeControl (correspondence: `1/SECONDS` a move,
/// or Fischer `BASE+INCREMENT` in seconds) and Termination.
pub(super) fn pgn(l: &Loaded, white: &str, black: &str, place: &PgnPlace) -> String {
    let v = l.game.variant();
    let row = &l.row;
    let result = match (row.status, row.result.as_deref()) {
        (GameStatus::Finished, Some(r @ ("1-0" | "0-1" | "1/2-1/2"))) => r,
        _ => l.game.outcome().map_or("*", |o| result_text(o).0),
    };
    let date = clock::format_time(row.created_at)
        .get(..10)
        .unwrap_or("????-??-??")
        .replace('-', ".");
    let time_control = match row.time.increment {
        Some(inc) => format!("{}+{}", row.time.days * DAY, inc * DAY),
        None => format!("1/{}", row.time.days * DAY),
    };
    let reason = row.reason.as_deref().unwrap_or("");
    let termination = match (row.status, row.result.as_deref()) {
        (GameStatus::Active, _) => "unterminated",
        (_, Some("aborted")) => "abandoned",
        _ => match Ending::of(reason) {
            Ending::Time | Ending::Forfeit => "time forfeit",
            Ending::Adjudication | Ending::RoundDeadline => "adjudication",
            Ending::Aborted => "abandoned",
            Ending::Play => "normal",
        },
    };
    let mut out = String::new();
    for (tag, value) in [
        ("Event", format!("Tabiya correspondence game #{}", row.id)),
        ("Site", place.site.clone()),
        ("Date", date),
        ("Round", place.round.clone()),
        ("White", white.to_owned()),
        ("Black", black.to_owned()),
        ("Result", result.to_owned()),
        ("Variant", pgn_variant(v)),
        ("SetUp", "1".to_owned()),
        ("FEN", tabiya_engine::fen::fen(l.game.start())),
        ("TimeControl", time_control),
        ("Termination", termination.to_owned()),
    ] {
        out.push_str(&format!("[{tag} \"{}\"]\n", pgn_value(&value)));
    }
    out.push('\n');
    let mut pos = l.game.start().clone();
    let mut words = Vec::new();
    for (i, (color, m)) in l.game.moves().enumerate() {
        pos.set_turn(color);
        if color == Color::White || i == 0 {
            words.push(format!(
                "{}{}",
                pos.fullmoves(),
                if color == Color::White { "." } else { "..." }
            ));
        }
        words.push(san::to_san(&m, &pos));
        pos.play_unchecked(&m);
    }
    words.push(result.to_owned());
    out.push_str(&words.join(" "));
    out.push('\n');
    out
}

impl Service {
    /// Where `row`'s game is played, for its PGN.
    pub(super) fn pgn_place(&self, row: &GameRow) -> Result<PgnPlace, ServiceError> {
        let platform = platform_name(self.platform_of(&row.channel).key);
        let round = storage::tournaments::of_game(&self.db, row.id)?
            .map_or_else(|| "-".to_owned(), |(_, round)| round.to_string());
        Ok(PgnPlace {
            site: format!("Tabiya on {platform}, {}", row.channel),
            round,
        })
    }
}

impl Service {
    /// `/import`: reads a PGN, KIF or CSA record; with an opponent, challenges him to play on
    /// from its last position, otherwise shows that position.
    #[allow(clippy::too_many_arguments)]
    #[expect(
        clippy::too_many_lines,
        reason = "a record read in any of four formats, checked, and its game opened; to be split"
    )]
    pub(super) fn import(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        opponent: Option<String>,
        variant: Option<String>,
        time: Option<TimeControl>,
        color: command::Side,
        record: Option<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let Some(text) = record else {
            return Err(said(match self.platform.records {
                Records::Form => msg!("records-paste-discord"),
                Records::AfterOrReply => msg!("records-paste-matrix"),
                Records::After => msg!("records-paste"),
            }));
        };
        let given = variant
            .as_deref()
            .map(|k| Variant::historical(k, &[]).map_err(|e| variant_refusal(&e)))
            .transpose()?;
        let (record, result, format) = read_record(&text, given)?;
        let game = &record.game;
        let v = game.variant();
        let end = game.position();
        let plies = game.moves().count();
        let first = record.sente.as_deref().unwrap_or(v.side_name(Color::White));
        let second = record.gote.as_deref().unwrap_or(v.side_name(Color::Black));
        let summary = match game.outcome() {
            Some(o) => msg!(
                "records-read-over",
                format = format,
                game = names::game(v),
                first = first,
                second = second,
                plies = plies,
                result = result_text(o).0
            ),
            None if result != "*" => msg!(
                "records-read-given",
                format = format,
                game = names::game(v),
                first = first,
                second = second,
                plies = plies,
                result = result.as_str()
            ),
            None => msg!(
                "records-read",
                format = format,
                game = names::game(v),
                first = first,
                second = second,
                plies = plies
            ),
        };
        if let Some(o) = game.outcome() {
            if opponent.is_some() {
                return Err(said(msg!(
                    "records-over",
                    summary = summary,
                    reason = ending(&result_text(o).1)
                )));
            }
        }
        if opponent.is_some() {
            end.check_reachable().map_err(|e| {
                said(msg!(
                    "records-unreachable",
                    summary = summary.clone(),
                    reason = position_refusal(&e, v)
                ))
            })?;
            let time = time.unwrap_or(TimeControl {
                days: self.settings.default_days,
                increment: None,
                cap: None,
            });
            let mut replies =
                self.open_challenge(inc, me, opponent, v, time, color, false, Some(end.clone()))?;
            if let Some(r) = replies.first_mut() {
                let challenge = match r.message.take() {
                    Some(m) => Arg::from(m),
                    None => Arg::from(r.text.clone()),
                };
                let m = msg!(
                    "records-challenge",
                    summary = summary,
                    challenge = challenge
                );
                r.reword(m);
            }
            return Ok(replies);
        }
        let fen_option = if shogi::is_shogi_family(v) {
            shogi::sfen(end)
        } else {
            tabiya_engine::fen::fen(end)
        };
        let mut r = Reply::tell(msg!(
            "records-last-position",
            summary = summary,
            side = names::side(v, end.turn()),
            position = position_msg(end),
            challenge = Arg::command(format!("/challenge @player {} fen:{fen_option}", v.key()))
        ));
        if self.images {
            let set = self.player_row(me)?.piece_set;
            let last = game.moves().last().map(|(color, m)| (m, color));
            let view = BoardView::new(end, last);
            let image = picture(
                &view,
                &Options {
                    set,
                    ..Options::default()
                },
            );
            r = r.pictured(image, alt(&view, end.variant()));
        }
        Ok(vec![r])
    }
}

/// `/export`.
pub(super) fn export(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Export { game, format } => {
            let l = s.pick_game_any(me, inc.channel, game)?;
            let white = s.display_of(l.row.white)?;
            let black = s.display_of(l.row.black)?;
            let text = match format {
                Format::Fen => {
                    return Ok(vec![Reply::tell(msg!(
                        "records-fen",
                        id = l.row.id,
                        moves = l.game.moves().count(),
                        position = position_msg(l.game.position())
                    ))
                    .about(l.row.id)])
                }
                Format::Gif => {
                    let viewer = s.player_row(me)?;
                    let text = msg!(
                        "records-replay",
                        id = l.row.id,
                        moves = l.game.moves().count()
                    );
                    if !s.images {
                        return Err(said(msg!("records-no-pictures")));
                    }
                    let job = s.board_job(&l, Some(&viewer), false)?.replayed();
                    return Ok(vec![Reply::tell(text).with_board(job)]);
                }
                Format::Kif | Format::Csa if l.row.variant != "shogi" => {
                    return Err(said(msg!(
                        "records-not-shogi",
                        pgn = Arg::command("/export pgn")
                    )))
                }
                Format::Kif => shogi::to_kif(&l.game, &white, &black),
                Format::Csa => shogi::to_csa(&l.game, &white, &black),
                Format::Pgn => pgn(&l, &white, &black, &s.pgn_place(&l.row)?),
            };
            let name = format!("tabiya-game-{}.{}", l.row.id, format.word());
            Ok(vec![Reply::record(name, text).about(l.row.id)])
        }
        other => Err(misrouted(&other)),
    }
}

/// `/import`.
pub(super) fn import_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Import {
            opponent,
            variant,
            time,
            color,
            record,
        } => s.import(inc, me, opponent, variant, time, color, record),
        other => Err(misrouted(&other)),
    }
}
