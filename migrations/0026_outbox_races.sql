-- A notification that carries an Ashtapada race's board: the computer's seats act through
-- the outbox, and the post after which a person is to act shows the board they act on.
ALTER TABLE outbox ADD COLUMN race BIGINT REFERENCES races (id);
