-- One index tells the scheduler when each game next needs it: the reminder time while the
-- player to move is not yet reminded, the deadline after. It replaces the two indexes (the
-- deadline and the reminder time) that every move had to rewrite, so a move updates one
-- index entry where it updated two. `wake_at` is computed, never stored: the row cannot
-- disagree with it. The reminder time keeps 0012's rule (a day before the deadline, or
-- halfway through the time a move has when that is less).
ALTER TABLE games ADD COLUMN wake_at INTEGER GENERATED ALWAYS AS (
    CASE WHEN status = 'active' AND deadline IS NOT NULL THEN
        CASE WHEN reminded = 0 THEN deadline - min(86400, days * 43200) ELSE deadline END
    END
) VIRTUAL;
DROP INDEX games_by_deadline;
DROP INDEX games_by_reminder;
CREATE INDEX games_by_wake ON games (wake_at) WHERE wake_at IS NOT NULL;
