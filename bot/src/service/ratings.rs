//! Ratings: `/rating` and `/leaderboard`.

use super::command::Command;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::reply::Image;
use super::reply::Reply;
use super::rules::variant_refusal;
use super::Incoming;
use super::Service;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::ratings;
use crate::ratings::Rating;
use crate::storage;
use tabiya_engine::Variant;
impl Service {
    pub(super) fn rating(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        player: Option<String>,
        variant: Option<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let variant = match variant {
            Some(v) => Some(
                Variant::historical(&v, &[])
                    .map_err(|e| variant_refusal(&e))?
                    .key()
                    .to_owned(),
            ),
            None => None,
        };
        let (who, id) = match &player {
            Some(p) => match storage::find_player(&self.db, self.platform.key, p)? {
                Some(row) => (row.display().to_owned(), row.id),
                None => {
                    return Err(said(msg!(
                        "rating-not-played",
                        who = Arg::player(p.as_str())
                    )))
                }
            },
            None => (self.display_of(me)?, me),
        };
        let all = storage::ratings_of(&self.db, id)?;
        let shown: Vec<Msg> = all
            .iter()
            .filter(|(v, _)| variant.as_ref().is_none_or(|w| w == v))
            .map(|(v, r)| {
                let r = r.at(inc.now);
                let name = names::game_of_key(v);
                msg!(
                    "rating-of-game",
                    name = name,
                    rating = r.shown(),
                    deviation = whole(r.deviation),
                    games = r.games,
                    provisional = if r.provisional() { "yes" } else { "no" }
                )
            })
            .collect();
        let ratings = match (
            chained_msgs(shown, |first, rest| {
                msg!("rating-list", first = first, rest = rest)
            }),
            &variant,
        ) {
            (Some(list), _) => msg!("rating-ratings", who = who.as_str(), ratings = list),
            (None, Some(v)) => msg!(
                "rating-none-of",
                who = who.as_str(),
                name = names::game_of_key(v)
            ),
            (None, None) => msg!("rating-none", who = who.as_str()),
        };
        let text = if id != me {
            let (won, drawn, lost) = storage::head_to_head(&self.db, me, id)?;
            msg!(
                "rating-with-record",
                ratings = ratings,
                who = who.as_str(),
                won = won,
                drawn = drawn,
                lost = lost
            )
        } else {
            ratings
        };
        let mut reply = Reply::tell(text);
        // One game named: its history as a chart.
        if let Some(v) = &variant {
            let history = storage::rating_history(&self.db, id, v)?;
            if !history.is_empty() {
                let (image, alt) = self.rating_picture(inc, me, &who, v, &history);
                reply = reply.pictured(image, alt);
            }
        }
        Ok(vec![reply])
    }

    /// `who`'s rating history in game `v` as a chart, its words in the asker's language, and
    /// the chart in words.
    fn rating_picture(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        who: &str,
        v: &str,
        history: &[(f64, f64)],
    ) -> (Image, Msg) {
        // A private answer: its words in the asker's language.
        let lang = self
            .player_row(me)
            .map_or("en", |p| self.reader_language(&p, inc.locale, inc.channel));
        let title = msg!(
            "rating-chart-title",
            who = who,
            game = names::game_of_key(v)
        );
        let high = history
            .iter()
            .map(|p| p.0)
            .fold(f64::NEG_INFINITY, f64::max);
        let low = history.iter().map(|p| p.0).fold(f64::INFINITY, f64::min);
        let alt = msg!(
            "rating-chart-alt",
            title = title.clone(),
            games = history.len(),
            first = history
                .first()
                .map_or(String::new(), |p| format!("{:.0}", p.0)),
            last = history
                .last()
                .map_or(String::new(), |p| format!("{:.0}", p.0)),
            high = format!("{high:.0}"),
            low = format!("{low:.0}")
        );
        let drawn = tabiya_render::charts::rating_chart_in(
            &crate::i18n::render(lang, &title),
            &crate::i18n::render(lang, &msg!("rating-chart-games")),
            String::new(),
            history,
        );
        let image = Image {
            data: drawn.png,
            alt: drawn.alt,
        };
        (image, alt)
    }

    pub(super) fn leaderboard(
        &self,
        inc: &Incoming<'_>,
        variant: &str,
    ) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| variant_refusal(&e))?;
        let mut board: Vec<(i64, Rating)> = storage::ratings_in(&self.db, v.key())?
            .into_iter()
            .map(|(p, r)| (p, r.at(inc.now)))
            .filter(|(_, r)| !r.provisional())
            .collect();
        board.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
        let mut lines = Vec::new();
        for (i, (p, r)) in board.iter().take(10).enumerate() {
            lines.push(msg!(
                "rating-leader",
                place = i + 1,
                name = self.display_of(*p)?,
                rating = whole(r.rating),
                deviation = whole(r.deviation),
                games = r.games
            ));
        }
        let lines = chained_msgs(lines, |first, rest| {
            msg!("rating-leader-lines", first = first, rest = rest)
        });
        Ok(vec![Reply::tell(match lines {
            Some(lines) => msg!("rating-leaderboard", name = names::game(v), lines = lines),
            None => msg!(
                "rating-no-leaders",
                name = names::game(v),
                deviation = whole(ratings::PROVISIONAL_DEVIATION)
            ),
        })])
    }
}

/// `x` as the English shows it, `{:.0}`: a whole number.
fn whole(x: f64) -> i64 {
    format!("{x:.0}").parse().unwrap_or_default()
}

/// `items` as one message, each joined to the rest by `join(first, rest)`; `None` when
/// there are none.
fn chained_msgs(items: Vec<Msg>, join: impl Fn(Msg, Msg) -> Msg) -> Option<Msg> {
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| join(first, rest))
}

/// `/rating`.
pub(super) fn rating_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Options(a) => s.rating(inc, me, a.text("player"), a.text("variant")),
        other => Err(misrouted(&other)),
    }
}

/// `/leaderboard`.
pub(super) fn leaderboard_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let inc = call.inc;
    match cmd {
        Command::Options(a) => s.leaderboard(inc, &a.text("variant").unwrap_or_default()),
        other => Err(misrouted(&other)),
    }
}
