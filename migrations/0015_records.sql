-- A game's record moves into its own row. A move already rewrites the game's row (clock,
-- version); appending its action there too spares it a second B-tree, whose pages (one
-- per game, as the record was kept in game order) were most of what a busy commit wrote.
--
-- `record`: the actions in order, one a line (`m w e2e3`, `resign b`, …), as before.
-- `record_at`: when each was made, in seconds after the game was created, separated by
-- spaces (a takeback cuts both columns at the same place).
ALTER TABLE games ADD COLUMN record TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN record_at TEXT NOT NULL DEFAULT '';
UPDATE games SET
    record = coalesce(
        (SELECT group_concat(action, char(10) ORDER BY seq) FROM actions WHERE game_id = games.id),
        ''),
    record_at = coalesce(
        (SELECT group_concat(at - games.created_at, ' ' ORDER BY seq) FROM actions
         WHERE game_id = games.id),
        '');
DROP TABLE actions;
