-- Swiss tournaments: rounds paired one at a time (FIDE Dutch system), each with a deadline,
-- and pairing-allocated byes; a cap on the vacation days a player may take in one event.
ALTER TABLE tournaments ADD COLUMN format TEXT NOT NULL DEFAULT 'round robin'; -- or 'swiss'
ALTER TABLE tournaments ADD COLUMN rounds INTEGER;            -- Swiss: rounds planned
ALTER TABLE tournaments ADD COLUMN round_days INTEGER;        -- Swiss: days a round may last
ALTER TABLE tournaments ADD COLUMN current_round INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tournaments ADD COLUMN round_deadline INTEGER;    -- when the current round ends
ALTER TABLE tournaments ADD COLUMN round_left INTEGER;        -- while paused: what it had left
ALTER TABLE tournaments ADD COLUMN vacation_cap INTEGER;      -- days per player, if capped
CREATE INDEX tournaments_by_round_deadline ON tournaments (round_deadline)
    WHERE status = 'running';

ALTER TABLE tournament_players ADD COLUMN vacation_used INTEGER NOT NULL DEFAULT 0; -- seconds
ALTER TABLE tournament_players ADD COLUMN vacation_until INTEGER; -- this event's end of it

CREATE TABLE tournament_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    player        INTEGER NOT NULL REFERENCES players (id),
    PRIMARY KEY (tournament_id, round)
) WITHOUT ROWID;
