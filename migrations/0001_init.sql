-- Tabiya's first schema. Never edited once landed: later changes go in 0002_… and on.

CREATE TABLE players (
    id        INTEGER PRIMARY KEY,
    platform  TEXT NOT NULL,
    handle    TEXT NOT NULL,
    piece_set TEXT NOT NULL DEFAULT 'traditional',
    UNIQUE (platform, handle)
);

CREATE TABLE challenges (
    id          INTEGER PRIMARY KEY,
    challenger  INTEGER NOT NULL REFERENCES players (id),
    challenged  INTEGER REFERENCES players (id),      -- NULL: an open seek
    channel     TEXT NOT NULL,
    variant     TEXT NOT NULL,
    options     TEXT NOT NULL DEFAULT '',
    days        INTEGER NOT NULL,
    color       TEXT NOT NULL DEFAULT 'random',       -- the challenger's: white, black, random
    created_at  INTEGER NOT NULL,
    status      TEXT NOT NULL DEFAULT 'open'          -- open, accepted, declined, cancelled
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    variant     TEXT NOT NULL,
    options     TEXT NOT NULL DEFAULT '',
    start_fen   TEXT,                                 -- NULL: the game's start position
    white       INTEGER NOT NULL REFERENCES players (id),
    black       INTEGER NOT NULL REFERENCES players (id),
    channel     TEXT NOT NULL,
    days        INTEGER NOT NULL,
    deadline    INTEGER,                              -- NULL once the game is over
    status      TEXT NOT NULL DEFAULT 'active',       -- active, finished
    result      TEXT,                                 -- 1-0, 0-1, 1/2-1/2, aborted
    reason      TEXT,
    draw_offer  INTEGER REFERENCES players (id),
    reminded    INTEGER NOT NULL DEFAULT 0,           -- the player to move was reminded
    created_at  INTEGER NOT NULL,
    version     INTEGER NOT NULL DEFAULT 0            -- bumped by every action: racing writes lose
);
CREATE INDEX games_by_deadline ON games (deadline) WHERE status = 'active';
CREATE INDEX games_by_channel ON games (channel, status);

-- The record: every action of a game in order, as text (`m w e2e3`, `resign b`, …).
CREATE TABLE actions (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seq      INTEGER NOT NULL,
    action   TEXT NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Platform events already handled, with the replies given: a redelivery is answered again.
CREATE TABLE events (
    platform  TEXT NOT NULL,
    event_id  TEXT NOT NULL,
    replies   TEXT NOT NULL,
    at        INTEGER NOT NULL,
    PRIMARY KEY (platform, event_id)
);

-- Notifications not yet delivered; removed once sent.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    channel    TEXT NOT NULL,
    recipient  TEXT,
    body       TEXT NOT NULL,
    game_id    INTEGER REFERENCES games (id),
    created_at INTEGER NOT NULL
);
