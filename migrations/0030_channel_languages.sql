-- The language a channel's posts are written in: the one a moderator chose
-- (`/settings channel:xx`), else the locale its platform gives it (a Discord server's
-- preferred locale), else English.
ALTER TABLE channels ADD COLUMN language TEXT;
ALTER TABLE channels ADD COLUMN locale TEXT;
