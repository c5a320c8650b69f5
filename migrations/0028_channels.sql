-- Each channel's platform: recorded when a command first comes from the channel, and looked
-- up wherever the service works for a channel (a notice, a handle, the computer's move). It
-- is never guessed from the form of the id. Channels in use before this migration are given
-- theirs by that form, once, as 0022 did for the outbox (a Matrix room id starts with `!`,
-- a Discord channel id is all digits; anything else is the console's).
CREATE TABLE channels (
    channel  TEXT PRIMARY KEY,
    platform TEXT NOT NULL
);
INSERT INTO channels (channel, platform)
SELECT channel,
       CASE
           WHEN channel LIKE '!%' THEN 'matrix'
           WHEN ltrim(channel, '0123456789') = '' THEN 'discord'
           ELSE 'console'
       END
FROM (
    SELECT channel FROM games
    UNION SELECT channel FROM challenges
    UNION SELECT channel FROM tournaments
    UNION SELECT channel FROM races
) AS used
WHERE channel <> '';
