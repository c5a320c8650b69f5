-- Glicko-2 ratings, one per player and game (see bot/src/ratings.rs), and their history:
-- one row per rated game and player, for charts and head-to-head records.
CREATE TABLE ratings (
    player     INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    volatility REAL NOT NULL,
    games      INTEGER NOT NULL,
    rated_at   INTEGER NOT NULL,                    -- when it last changed (unix seconds)
    PRIMARY KEY (player, variant)
) WITHOUT ROWID;
CREATE INDEX ratings_by_variant ON ratings (variant, rating);

CREATE TABLE rating_history (
    player     INTEGER NOT NULL REFERENCES players (id),
    variant    TEXT NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    at         INTEGER NOT NULL,
    rating     REAL NOT NULL,
    deviation  REAL NOT NULL,
    PRIMARY KEY (player, variant, game_id)
) WITHOUT ROWID;
