-- Fair background work (issue 13): every job names the partition it is done for (the API key of the
-- booking; NULL for work of no key), so the worker can cap the slots one key's jobs hold and share
-- the rest round-robin. Leased jobs are counted per (partition, kind) on every claim: a small
-- partial index keeps that count off the queue's backlog.
ALTER TABLE job ADD COLUMN partition_key text;
CREATE INDEX job_leased ON job (partition_key, kind) WHERE state = 'queued' AND lease_owner IS NOT NULL;
-- Due jobs are found through this index on both engines (003 has the SQLite one under this name).
CREATE INDEX IF NOT EXISTS job_due ON job (state, run_at) WHERE state = 'queued';

-- Insertion order without rowid (Postgres has none): lists of bookings, their files and mail sort
-- by (created_at, seq), and rows written within one millisecond keep the order they were written in.
-- SQLite fills seq from the rowid on insert; Postgres from a sequence.
ALTER TABLE booking ADD COLUMN seq bigserial;
ALTER TABLE booking_deliverable ADD COLUMN seq bigserial;
ALTER TABLE inbound_mail ADD COLUMN seq bigserial;
ALTER TABLE mail_deliverable ADD COLUMN seq bigserial;
-- Nullable as on SQLite (where ALTER TABLE cannot add a NOT NULL column); the default always fills it.
ALTER TABLE booking ALTER COLUMN seq DROP NOT NULL;
ALTER TABLE booking_deliverable ALTER COLUMN seq DROP NOT NULL;
ALTER TABLE inbound_mail ALTER COLUMN seq DROP NOT NULL;
ALTER TABLE mail_deliverable ALTER COLUMN seq DROP NOT NULL;
