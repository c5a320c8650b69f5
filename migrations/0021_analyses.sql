-- /analyze: a finished game (or a casual one against the computer) looked back on. A request
-- waits (result NULL) until a worker has searched every position; the result is kept, so
-- asking again for the same game at the same point is answered at once.
CREATE TABLE analyses (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    version      INTEGER NOT NULL,           -- the game's version it judges
    channel      TEXT NOT NULL,              -- where it was asked for, and is posted
    requested_by INTEGER NOT NULL REFERENCES players (id),
    requested_at INTEGER NOT NULL,
    result       TEXT                        -- JSON, one entry a move; NULL: waiting
);
CREATE INDEX analyses_waiting ON analyses (id) WHERE result IS NULL;
CREATE INDEX analyses_by_game ON analyses (game_id, version);

-- A notification that carries an analysis's chart rather than the game's board.
ALTER TABLE outbox ADD COLUMN analysis INTEGER REFERENCES analyses (id);
