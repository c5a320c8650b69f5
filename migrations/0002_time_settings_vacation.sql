-- Correspondence time (Fischer clocks, vacation), player settings, rated and casual games,
-- takebacks, draw-offer limits, seek expiry and daily digests; and the two tables every
-- command writes rebuilt WITHOUT ROWID, so an append touches one B-tree instead of two.

-- Players: settings and the vacation bank.
ALTER TABLE players ADD COLUMN orientation TEXT NOT NULL DEFAULT 'own';   -- own, first, second
ALTER TABLE players ADD COLUMN notation TEXT NOT NULL DEFAULT 'game';     -- game, san, uci, japanese
ALTER TABLE players ADD COLUMN notify TEXT NOT NULL DEFAULT 'move';       -- move, digest, none
ALTER TABLE players ADD COLUMN digest_at INTEGER;                         -- the next digest, when notify = 'digest'
ALTER TABLE players ADD COLUMN vacation_year INTEGER NOT NULL DEFAULT 0;  -- the year vacation_used counts
ALTER TABLE players ADD COLUMN vacation_used INTEGER NOT NULL DEFAULT 0;  -- seconds of that year's bank spent
ALTER TABLE players ADD COLUMN vacation_until INTEGER;                    -- on vacation until (unix seconds)
CREATE INDEX players_by_digest ON players (digest_at) WHERE digest_at IS NOT NULL;

-- Challenges: rated or casual, Fischer time, expiry.
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE challenges ADD COLUMN increment INTEGER;                      -- Fischer: days added per move; NULL: days per move
ALTER TABLE challenges ADD COLUMN cap INTEGER;                            -- Fischer: the most days a clock may hold
ALTER TABLE challenges ADD COLUMN expires_at INTEGER;
CREATE INDEX challenges_by_expiry ON challenges (expires_at) WHERE status = 'open';

-- Games: the same, plus each side's Fischer clock and the offers in play.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN increment INTEGER;
ALTER TABLE games ADD COLUMN cap INTEGER;
ALTER TABLE games ADD COLUMN white_bank INTEGER;                          -- Fischer: seconds on the clock when it last stopped
ALTER TABLE games ADD COLUMN black_bank INTEGER;
ALTER TABLE games ADD COLUMN takeback_offer INTEGER REFERENCES players (id);
ALTER TABLE games ADD COLUMN draw_blocked INTEGER REFERENCES players (id); -- declined: may offer again after moving
ALTER TABLE games ADD COLUMN moved_at INTEGER;                            -- the last action, when and by whom: a command sent
ALTER TABLE games ADD COLUMN moved_by INTEGER REFERENCES players (id);    -- before its sender's own last action raced it
CREATE INDEX games_by_white ON games (white, status);
CREATE INDEX games_by_black ON games (black, status);

-- A player's saved Sittuyin (or other placement) arrangements, in his own view.
CREATE TABLE arrangements (
    player   INTEGER NOT NULL REFERENCES players (id),
    variant  TEXT NOT NULL,
    name     TEXT NOT NULL,
    drops    TEXT NOT NULL,                                               -- `K@e2 F@d2 …`, as seen from the first player's side
    PRIMARY KEY (player, variant, name)
) WITHOUT ROWID;

CREATE TABLE actions_new (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,
    action   TEXT NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_new SELECT game_id, seq, action, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;

CREATE TABLE events_new (
    platform  TEXT NOT NULL,
    event_id  TEXT NOT NULL,
    replies   TEXT NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (platform, event_id)
) WITHOUT ROWID;
INSERT INTO events_new SELECT platform, event_id, replies, at FROM events;
DROP TABLE events;
ALTER TABLE events_new RENAME TO events;

-- Outbox items for one person only (digests, private notices) go to a direct message.
ALTER TABLE outbox ADD COLUMN direct INTEGER NOT NULL DEFAULT 0;
