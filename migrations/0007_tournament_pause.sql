-- A paused tournament stops every clock of its games: the time each had left is kept here
-- (the game's deadline is cleared meanwhile) and given back on resuming.
ALTER TABLE tournament_games ADD COLUMN paused_left INTEGER;
