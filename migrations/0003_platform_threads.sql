-- Where each game lives on a chat platform, and which posted message belongs to which game or
-- challenge: a move sent in a game's thread, a reply to a board or a reaction to a challenge
-- names its game without the player typing game:ID.

-- A game's thread (Matrix: the thread root event; Discord: the thread channel) per platform.
CREATE TABLE threads (
    platform  TEXT NOT NULL,
    game_id   INTEGER NOT NULL REFERENCES games (id),
    channel   TEXT NOT NULL,
    thread    TEXT NOT NULL,
    PRIMARY KEY (platform, game_id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX threads_by_thread ON threads (platform, thread);

-- Messages the bot posted that are about a game or a challenge (boards, challenges).
CREATE TABLE posts (
    platform     TEXT NOT NULL,
    post         TEXT NOT NULL,
    game_id      INTEGER REFERENCES games (id),
    challenge_id INTEGER REFERENCES challenges (id),
    at           INTEGER NOT NULL,
    PRIMARY KEY (platform, post)
) WITHOUT ROWID;
