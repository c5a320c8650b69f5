-- Ashtapada, the race game for two to four players: its own tables beside the two-player
-- games. A race is open while its seats are taken (in the order players join), active while
-- played, then finished (places in `result`) or cancelled.
CREATE TABLE races (
    id         INTEGER PRIMARY KEY,
    channel    TEXT NOT NULL,
    options    TEXT NOT NULL DEFAULT '',          -- `play-on`, `grace`
    days       INTEGER NOT NULL,                  -- per action
    status     TEXT NOT NULL DEFAULT 'open',
    deadline   INTEGER,                           -- the player to act acts by then
    reminded   INTEGER NOT NULL DEFAULT 0,
    version    INTEGER NOT NULL DEFAULT 0,        -- actions taken; guards against races
    result     TEXT,                              -- the players' ids by place
    created_at INTEGER NOT NULL
);
CREATE INDEX races_by_deadline ON races (deadline) WHERE status = 'active';
CREATE INDEX races_by_channel ON races (channel, status);

CREATE TABLE race_seats (
    race_id   INTEGER NOT NULL REFERENCES races (id),
    player    INTEGER NOT NULL REFERENCES players (id),
    joined    INTEGER,                            -- the order of joining (0: the challenger); NULL: invited
    PRIMARY KEY (race_id, player)
) WITHOUT ROWID;
CREATE INDEX race_seats_by_player ON race_seats (player);

CREATE TABLE race_actions (
    race_id INTEGER NOT NULL REFERENCES races (id),
    seq     INTEGER NOT NULL,
    action  TEXT NOT NULL,                        -- `throw 3`, `move c3x2`, `leave 2`
    at      INTEGER NOT NULL,
    PRIMARY KEY (race_id, seq)
) WITHOUT ROWID;
