-- One person across platforms. An identity on another platform, once linked (asked from one
-- side, confirmed from the other), resolves to the player; its own row was merged into him.
CREATE TABLE identities (
    platform  TEXT NOT NULL,
    handle    TEXT NOT NULL,
    player    INTEGER NOT NULL REFERENCES players (id),
    linked_at INTEGER NOT NULL,
    PRIMARY KEY (platform, handle)
) WITHOUT ROWID;
CREATE INDEX identities_by_player ON identities (player);

-- A link asked for and not yet confirmed: the code the other identity sends back.
CREATE TABLE link_requests (
    code       TEXT PRIMARY KEY,
    player     INTEGER NOT NULL REFERENCES players (id),
    platform   TEXT NOT NULL,
    handle     TEXT NOT NULL,
    expires_at INTEGER NOT NULL
) WITHOUT ROWID;
