-- A game against the computer: the level it plays at (1-8) and its side ('w' or 'b').
-- NULL: a game between people. While the computer is to move the game has no deadline, so
-- the scheduler never reminds it nor times it out.
ALTER TABLE games ADD COLUMN computer_level INTEGER;
ALTER TABLE games ADD COLUMN computer_side TEXT;

-- The games the computer has a seat in and that are still in play: its workers are handed
-- whatever of them waits for it.
CREATE INDEX games_with_computer ON games (id) WHERE computer_level IS NOT NULL AND status = 'active';
