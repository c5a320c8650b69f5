//! Correspondence clocks: deadlines for days-per-move and Fischer time, vacations, and the
//! calendar arithmetic they need (UTC only; no time-zone database).

use crate::storage::{GameRow, TimeControl};
use tabiya_engine::Color;

const DAY: i64 = 86_400;

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (Howard Hinnant's
/// `civil_from_days`).
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// Wall-clock milliseconds since 1970, whatever a test's clock says: for what processes on
/// one database agree on (leases, outbox claims).
pub fn wall_millis() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// The UTC calendar year of a unix time.
pub fn year_of(t: i64) -> i64 {
    civil(t.div_euclid(DAY)).0
}

/// A unix time as `2027-01-15 08:00 UTC`.
pub fn format_time(t: i64) -> String {
    let (y, m, d) = civil(t.div_euclid(DAY));
    let s = t.rem_euclid(DAY);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        s / 3600,
        s % 3600 / 60
    )
}

/// A span as `2d 5h` (or `40m` when under an hour, `under 1m` when under a minute but not
/// yet over: "0m left" would read as time already run out).
pub fn format_span(seconds: i64) -> String {
    let s = seconds.max(0);
    if (1..60).contains(&s) {
        return "under 1m".to_owned();
    }
    if s < 3600 {
        return format!("{}m", s / 60);
    }
    let h = s / 3600;
    if h < 24 {
        format!("{h}h")
    } else {
        format!("{}d {}h", h / 24, h % 24)
    }
}

/// The next time of day `hour`:00 UTC strictly after `now`.
pub fn next_hour_of_day(now: i64, hour: i64) -> i64 {
    let today = now.div_euclid(DAY) * DAY + hour * 3600;
    if today > now {
        today
    } else {
        today + DAY
    }
}

/// When a player's clock starts: now, or when his vacation ends.
pub fn clock_start(now: i64, vacation_until: Option<i64>) -> i64 {
    vacation_until.map_or(now, |u| u.max(now))
}

fn index(c: Color) -> usize {
    usize::from(c == Color::Black)
}

/// The seconds a player has for his move from the moment his clock starts: the days per move,
/// or what his Fischer clock holds.
pub fn allowance(row: &GameRow, color: Color) -> i64 {
    match row.time.increment {
        None => row.time.days * DAY,
        Some(_) => row.banks[index(color)].unwrap_or(row.time.days * DAY),
    }
}

/// Stops the mover's Fischer clock at `now`: what was left, plus the increment, up to the cap.
/// Days per move keep no bank.
pub fn stop_clock(row: &mut GameRow, mover: Color, now: i64) {
    let TimeControl {
        days,
        increment: Some(inc),
        cap,
    } = row.time
    else {
        return;
    };
    let left = row.deadline.map_or(0, |d| (d - now).max(0));
    let cap = cap.unwrap_or(days) * DAY;
    row.banks[index(mover)] = Some((left + inc * DAY).min(cap));
}

/// A time control in words: `3 days a move`, `7 days + 2 a move (at most 14)`.
pub(super) fn time_control(t: &crate::storage::TimeControl) -> crate::i18n::Msg {
    match t.increment {
        None => crate::i18n::msg!("clock-per-move", days = t.days),
        Some(increment) => crate::i18n::msg!(
            "clock-fischer",
            days = t.days,
            increment = increment,
            cap = t.cap.unwrap_or(t.days)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::{format_span, format_time, next_hour_of_day, year_of, DAY};

    #[test]
    fn calendar() {
        assert_eq!(format_time(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_time(1_800_000_000), "2027-01-15 08:00 UTC");
        assert_eq!(format_time(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(year_of(1_800_000_000), 2027);
        assert_eq!(year_of(1_798_761_599), 2026);
        assert_eq!(next_hour_of_day(1_800_000_000, 8), 1_800_000_000 + DAY);
        assert_eq!(next_hour_of_day(1_800_000_000 - 1, 8), 1_800_000_000);
        assert_eq!(format_span(90 * 60), "1h");
        assert_eq!(format_span(50 * 3600), "2d 2h");
        assert_eq!(format_span(-5), "0m");
        assert_eq!(format_span(0), "0m");
        assert_eq!(format_span(59), "under 1m");
        assert_eq!(format_span(60), "1m");
    }
}
