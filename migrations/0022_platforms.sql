-- One process may serve several platforms: each notification names the platform that
-- delivers it, and each adapter reads only its own rows. Rows queued before this migration
-- are given theirs by the form of their channel (a Matrix room id starts with `!`, a Discord
-- channel id is all digits) or, for a direct message, of its recipient (a Matrix user has a
-- server after `:`, a Discord user id is all digits); anything else is the console's.
ALTER TABLE outbox ADD COLUMN platform TEXT NOT NULL DEFAULT '';
UPDATE outbox SET platform = CASE
    WHEN direct = 0 AND channel LIKE '!%' THEN 'matrix'
    WHEN direct = 0 AND channel <> '' AND channel NOT GLOB '*[^0-9]*' THEN 'discord'
    WHEN direct = 1 AND recipient LIKE '%:%' THEN 'matrix'
    WHEN direct = 1 AND recipient <> '' AND recipient NOT GLOB '*[^0-9]*' THEN 'discord'
    ELSE 'console'
END;
CREATE INDEX outbox_by_platform ON outbox (platform, id);

-- The platform a player's daily digest goes to: the one he asked for it on (NULL: the
-- platform of his own handle).
ALTER TABLE players ADD COLUMN digest_platform TEXT;
