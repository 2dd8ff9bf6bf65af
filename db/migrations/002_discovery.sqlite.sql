-- Discovery: full-text index over the catalogue, and change tracking that keeps it (and the
-- in-memory ranking snapshot) in step with imports without per-row FTS triggers.

-- Standalone (not external-content) FTS5 table, rowid = activity.id. Built from the catalogue tables
-- by src/store/search-index.ts (rebuildSearchIndex): one document per activity, every language.
CREATE VIRTUAL TABLE search_doc USING fts5(
  name,        -- name + translated names
  categories,  -- categories
  tags,        -- suitability tags (hyphens as spaces) + dietary labels
  venue,
  place,       -- semantic_location, city words, address
  body,        -- short description, description(s) in every language, highlights
  region,      -- hidden tokens zc<city> and zh<res-5 cell>: ANDed to keep place-bound match sets small
  tokenize = 'porter unicode61 remove_diacritics 2'
);

-- Activities whose document or ranking inputs changed since the last rebuild. Cheap per-row
-- triggers (one small insert) instead of FTS triggers, which cost ~10x more on bulk loads.
CREATE TABLE search_dirty (
  activity_pk INTEGER PRIMARY KEY
);

-- Bumped by every rebuild: services reload their ranking snapshot when it moves.
CREATE TABLE discovery_state (
  id                INTEGER PRIMARY KEY CHECK (id = 1),
  catalogue_version INTEGER NOT NULL,
  indexed_at        TEXT
);
INSERT INTO discovery_state (id, catalogue_version, indexed_at) VALUES (1, 0, NULL);

CREATE TRIGGER activity_dirty_ins AFTER INSERT ON activity BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk) VALUES (new.id);
END;
CREATE TRIGGER activity_dirty_upd AFTER UPDATE ON activity BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk) VALUES (new.id);
END;
CREATE TRIGGER activity_dirty_del AFTER DELETE ON activity BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk) VALUES (old.id);
END;
-- Price refreshes touch ticket rows only; the ranking snapshot holds prices, so they count too.
CREATE TRIGGER ticket_dirty_ins AFTER INSERT ON ticket_type BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk)
    SELECT activity_id FROM activity_session WHERE id = new.session_id;
END;
CREATE TRIGGER ticket_dirty_upd AFTER UPDATE ON ticket_type BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk)
    SELECT activity_id FROM activity_session WHERE id = new.session_id;
END;
CREATE TRIGGER session_dirty_del AFTER DELETE ON activity_session BEGIN
  INSERT OR IGNORE INTO search_dirty (activity_pk) VALUES (old.activity_id);
END;
