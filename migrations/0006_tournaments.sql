-- Correspondence tournaments (round robins; all games start at once, as in ICCF events).
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    organizer   INTEGER NOT NULL REFERENCES players (id),
    channel     TEXT NOT NULL,                        -- where it is announced
    variant     TEXT NOT NULL,
    options     TEXT NOT NULL DEFAULT '',
    cycles      INTEGER NOT NULL DEFAULT 1,           -- 1: single round robin, 2: double
    days        INTEGER NOT NULL,
    rated       INTEGER NOT NULL DEFAULT 0,
    size_limit  INTEGER,
    status      TEXT NOT NULL DEFAULT 'registration', -- registration, running, finished, cancelled
    created_at  INTEGER NOT NULL
);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    player        INTEGER NOT NULL REFERENCES players (id),
    joined_at     INTEGER NOT NULL,
    seed          INTEGER,                            -- the start number, given at the start
    withdrawn     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, player)
) WITHOUT ROWID;

CREATE TABLE tournament_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL
);
CREATE INDEX tournament_games_by_tournament ON tournament_games (tournament_id, round);
