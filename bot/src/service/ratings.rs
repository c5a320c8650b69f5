//! Ratings: `/rating` and `/leaderboard`.

use super::command::Command;
use super::error::misrouted;
use super::error::user;
use super::error::ServiceError;
use super::reply::Image;
use super::reply::Reply;
use super::Caller;
use super::Incoming;
use super::Service;
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
                    .map_err(|e| user(e.to_string()))?
                    .key()
                    .to_owned(),
            ),
            None => None,
        };
        let (who, id) = match &player {
            Some(p) => match storage::find_player(&self.db, self.platform, p)? {
                Some(row) => (row.display().to_owned(), row.id),
                None => return Err(user(format!("@{p} has not played here yet."))),
            },
            None => (self.display_of(me)?, me),
        };
        let all = storage::ratings_of(&self.db, id)?;
        let shown: Vec<String> = all
            .iter()
            .filter(|(v, _)| variant.as_ref().is_none_or(|w| w == v))
            .map(|(v, r)| {
                let r = r.at(inc.now);
                let name = Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned());
                format!(
                    "{name} {} (RD {:.0}, {} game{}{})",
                    r.shown(),
                    r.deviation,
                    r.games,
                    if r.games == 1 { "" } else { "s" },
                    if r.provisional() { ", provisional" } else { "" }
                )
            })
            .collect();
        let mut text = if shown.is_empty() {
            format!(
                "{who} has no rated games{} yet; a new rating starts at 1500.",
                match &variant {
                    Some(v) => format!(
                        " of {}",
                        Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned())
                    ),
                    None => String::new(),
                }
            )
        } else {
            format!("Ratings of {who}: {}.", shown.join("; "))
        };
        if id != me {
            let (won, drawn, lost) = storage::head_to_head(&self.db, me, id)?;
            text.push_str(&format!(
                "\nYou against {who}: {won} won, {drawn} drawn, {lost} lost."
            ));
        }
        let mut reply = Reply::private(text);
        // One game named: its history as a chart.
        if let Some(v) = &variant {
            let history = storage::rating_history(&self.db, id, v)?;
            if !history.is_empty() {
                let name = Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned());
                let drawn =
                    tabiya_render::charts::rating_chart(&format!("{who} — {name}"), &history);
                reply.image = Some(Image {
                    png: drawn.png,
                    alt: drawn.alt,
                });
            }
        }
        Ok(vec![reply])
    }

    pub(super) fn leaderboard(
        &self,
        inc: &Incoming<'_>,
        variant: &str,
    ) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| user(e.to_string()))?;
        let mut board: Vec<(i64, Rating)> = storage::ratings_in(&self.db, v.key())?
            .into_iter()
            .map(|(p, r)| (p, r.at(inc.now)))
            .filter(|(_, r)| !r.provisional())
            .collect();
        board.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
        if board.is_empty() {
            return Ok(vec![Reply::private(format!(
                "No established {} ratings yet: a rating is established once its deviation is {} or less (a dozen or so rated games, played regularly).",
                v.name(),
                ratings::PROVISIONAL_DEVIATION
            ))]);
        }
        let mut lines = vec![format!("{} leaderboard (established ratings):", v.name())];
        for (i, (p, r)) in board.iter().take(10).enumerate() {
            lines.push(format!(
                "{}. {} {:.0} (RD {:.0}, {} games)",
                i + 1,
                self.display_of(*p)?,
                r.rating,
                r.deviation,
                r.games
            ));
        }
        Ok(vec![Reply::private(lines.join("\n"))])
    }
}

/// `/rating`.
pub(super) fn rating_command(
    s: &mut Service,
    inc: &Incoming<'_>,
    caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    let me = caller.id;
    match cmd {
        Command::Rating { player, variant } => s.rating(inc, me, player, variant),
        other => Err(misrouted(&other)),
    }
}

/// `/leaderboard`.
pub(super) fn leaderboard_command(
    s: &mut Service,
    inc: &Incoming<'_>,
    _caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    match cmd {
        Command::Leaderboard { variant } => s.leaderboard(inc, &variant),
        other => Err(misrouted(&other)),
    }
}
