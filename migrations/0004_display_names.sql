-- The name a platform shows for a player (Discord's display name, a Matrix display name):
-- board captions, records and thread titles use it; mentions keep using the handle, which
-- on Discord is the user's numeric id.
ALTER TABLE players ADD COLUMN name TEXT;
