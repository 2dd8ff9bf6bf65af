-- Fair background work (issue 13): every job names the partition it is done for (the API key of the
-- booking; NULL for work of no key), so the worker can cap the slots one key's jobs hold and share
-- the rest round-robin. Leased jobs are counted per (partition, kind) on every claim: a small
-- partial index keeps that count off the queue's backlog.
ALTER TABLE job ADD COLUMN partition_key TEXT;
CREATE INDEX job_leased ON job (partition_key, kind) WHERE state = 'queued' AND lease_owner IS NOT NULL;

-- Insertion order without rowid (Postgres has none): lists of bookings, their files and mail sort
-- by (created_at, seq), and rows written within one millisecond keep the order they were written in.
-- SQLite fills seq from the rowid on insert; Postgres from a sequence.
ALTER TABLE booking ADD COLUMN seq INTEGER;
ALTER TABLE booking_deliverable ADD COLUMN seq INTEGER;
ALTER TABLE inbound_mail ADD COLUMN seq INTEGER;
ALTER TABLE mail_deliverable ADD COLUMN seq INTEGER;
UPDATE booking SET seq = rowid;
UPDATE booking_deliverable SET seq = rowid;
UPDATE inbound_mail SET seq = rowid;
UPDATE mail_deliverable SET seq = rowid;
CREATE TRIGGER booking_seq AFTER INSERT ON booking BEGIN
  UPDATE booking SET seq = new.rowid WHERE rowid = new.rowid;
END;
CREATE TRIGGER booking_deliverable_seq AFTER INSERT ON booking_deliverable BEGIN
  UPDATE booking_deliverable SET seq = new.rowid WHERE rowid = new.rowid;
END;
CREATE TRIGGER inbound_mail_seq AFTER INSERT ON inbound_mail BEGIN
  UPDATE inbound_mail SET seq = new.rowid WHERE rowid = new.rowid;
END;
CREATE TRIGGER mail_deliverable_seq AFTER INSERT ON mail_deliverable BEGIN
  UPDATE mail_deliverable SET seq = new.rowid WHERE rowid = new.rowid;
END;
