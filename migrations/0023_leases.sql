-- Work only one process may do at a time, such as running the Matrix adapter (two would
-- each answer every message): the process holding a lease renews it; once it lapses,
-- another process takes it over. Times in milliseconds.
CREATE TABLE leases (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
