-- Discovery: Postgres form of 002_discovery.sqlite.sql.
-- The SQLite form also creates the FTS5 table search_doc, the search_dirty change list and the
-- triggers that fill it. They have no Postgres form: search moves to an index both engines feed
-- (issue 10), so on Postgres only the shared catalogue state exists.

-- Bumped by every rebuild: services reload their ranking snapshot when it moves.
CREATE TABLE discovery_state (
  id                integer PRIMARY KEY CHECK (id = 1),
  catalogue_version bigint NOT NULL,
  indexed_at        timestamptz
);
INSERT INTO discovery_state (id, catalogue_version, indexed_at) VALUES (1, 0, NULL);
