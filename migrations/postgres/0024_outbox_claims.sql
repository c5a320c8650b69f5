-- Several processes on one database deliver the outbox together: each claims the rows it
-- will send (for a minute; a process that dies mid-delivery leaves them to the others once
-- the claim lapses), so every notice is sent by one process. Milliseconds.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until BIGINT;
