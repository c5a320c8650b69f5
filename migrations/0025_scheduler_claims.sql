-- Several processes on one database share the scheduler's work: before doing a reminder, a
-- timeout, a digest, a lapsed challenge or race, or a round's close, a process claims the
-- row (for a minute; milliseconds), skipping rows another process holds, so each is done by
-- one process and none waits on another's. The claim is cleared when the work is done.
ALTER TABLE games ADD COLUMN claimed_by TEXT;
ALTER TABLE games ADD COLUMN claimed_until BIGINT;
ALTER TABLE races ADD COLUMN claimed_by TEXT;
ALTER TABLE races ADD COLUMN claimed_until BIGINT;
ALTER TABLE tournaments ADD COLUMN claimed_by TEXT;
ALTER TABLE tournaments ADD COLUMN claimed_until BIGINT;
ALTER TABLE players ADD COLUMN claimed_by TEXT;
ALTER TABLE players ADD COLUMN claimed_until BIGINT;
ALTER TABLE challenges ADD COLUMN claimed_by TEXT;
ALTER TABLE challenges ADD COLUMN claimed_until BIGINT;
