-- Imports stage new activities in short write transactions under row ids above published_max_pk,
-- where no reader looks, then publish them (with updates and removals) in one transaction that
-- raises published_max_pk. A run that dies leaves only unpublished rows; the next import deletes them.
-- Postgres form of 006_staged_import.sqlite.sql: the activity table is empty on a new Postgres
-- database, so 0 is the published maximum.
ALTER TABLE discovery_state ADD COLUMN published_max_pk bigint NOT NULL DEFAULT 0;
