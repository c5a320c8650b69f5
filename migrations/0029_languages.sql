-- The language a player reads his own answers in (`/settings language:xx`; NULL: his
-- platform's, else the channel's, else English).
ALTER TABLE players ADD COLUMN language TEXT;
