-- Search leaves the database: every instance keeps its own full-text index in memory
-- (src/store/search-index.ts), fed from the catalogue tables, so SQLite and Postgres rank alike.
-- Writers of the catalogue raise catalogue_version in their own transaction (the row lock orders
-- them) and list the activities they changed under that version; instances replay the list to
-- update their index, or rebuild it when they fell behind change_floor.
DROP TABLE IF EXISTS search_dirty;

-- Activities whose search document or ranking inputs changed in catalogue version `version`.
-- Rows published by an import are not listed: they are the pk range the version's
-- published_max_pk added.
CREATE TABLE catalogue_change (
  version     bigint NOT NULL,
  activity_pk bigint NOT NULL,
  PRIMARY KEY (version, activity_pk)
);

-- Changes of versions up to change_floor are pruned: an index older than that rebuilds.
ALTER TABLE discovery_state ADD COLUMN change_floor bigint NOT NULL DEFAULT 0;
UPDATE discovery_state SET change_floor = catalogue_version;
