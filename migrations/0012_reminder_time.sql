-- When the player to move is reminded: a day before the deadline, or halfway through the time
-- a move has when that is less (a day a move: twelve hours before), so that a short clock is
-- not reminded the moment it starts. Read in this exact form by the queries that use it.
CREATE INDEX games_by_reminder ON games (deadline - min(86400, days * 43200))
    WHERE status = 'active' AND reminded = 0 AND deadline IS NOT NULL;
