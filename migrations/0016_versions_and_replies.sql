-- Players are written through a version, as games are: a read-modify-write that read the row
-- before another process changed it is refused (and the command rolled back), never written
-- back over the newer row.
ALTER TABLE players ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

-- A handled event's replies are stored as JSON (an array of {"public", "text", "board"}), so
-- no text a user typed can break out of its reply. Rows stored before held `who[#game]:text`
-- items joined by a separator (U+001E) a user could type: a row of one item is carried over
-- as it was; a row of several keeps its purpose (a redelivery is not applied again) with a
-- neutral answer. Such rows are at most a week old and pruned soon after.
UPDATE events SET replies = CASE
    WHEN instr(replies, char(30)) = 0 AND instr(replies, ':') > 0 THEN json_array(json_object(
        'public', CASE WHEN substr(replies, 1, 6) = 'public' THEN json('true') ELSE json('false') END,
        'text', substr(replies, instr(replies, ':') + 1),
        'board', CASE
            WHEN instr(substr(replies, 1, instr(replies, ':')), '#') > 0
            THEN CAST(substr(replies, instr(replies, '#') + 1,
                             instr(replies, ':') - instr(replies, '#') - 1) AS INTEGER)
        END))
    ELSE json_array(json_object(
        'public', json('false'),
        'text', 'This command was already handled.',
        'board', json('null')))
END;

-- The per-user limits count a player's open challenges and a channel's tournaments not yet
-- over; these indexes keep the counts from scanning.
CREATE INDEX challenges_open_by_challenger ON challenges (challenger, challenged) WHERE status = 'open';
CREATE INDEX tournaments_by_channel ON tournaments (channel, status);
