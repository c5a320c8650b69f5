-- A player replaced during a tournament: the replacement takes the seat (its start number and
-- unfinished games); the games the first player finished still count for the seat.
CREATE TABLE tournament_replacements (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    old_player    INTEGER NOT NULL REFERENCES players (id),
    new_player    INTEGER NOT NULL REFERENCES players (id),
    at            INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, old_player)
) WITHOUT ROWID;
