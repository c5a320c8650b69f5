-- A notification keeps its message as the catalogue's id and typed arguments (JSON), so it
-- is worded when it is delivered, in the language of the channel it goes to. `body` keeps
-- the English, as rows written before this migration have it.
ALTER TABLE outbox ADD COLUMN message TEXT;
