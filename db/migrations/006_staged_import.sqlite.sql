-- Imports stage new activities in short write transactions under row ids above published_max_pk,
-- where no reader looks, then publish them (with updates and removals) in one transaction that
-- raises published_max_pk. A run that dies leaves only unpublished rows; the next import deletes them.
ALTER TABLE discovery_state ADD COLUMN published_max_pk INTEGER NOT NULL DEFAULT 0;
UPDATE discovery_state SET published_max_pk = (SELECT coalesce(max(id), 0) FROM activity);
