-- Price refresh (spec 4.7) and the mail of every order (spec 2.15).

-- Conditional GET state and the last extraction of each booking page URL (reused on 304).
CREATE TABLE price_page (
  url           TEXT PRIMARY KEY,
  etag          TEXT,
  last_modified TEXT,
  data          TEXT NOT NULL,                            -- JSON: StructuredData of the page
  fetched_at    TEXT NOT NULL
);

-- Every refresh that went to the page (answers from the TTL cache are not refreshes).
CREATE TABLE price_refresh (
  id           INTEGER PRIMARY KEY,
  activity_id  TEXT NOT NULL,                             -- public UUID
  at           TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('success', 'no_prices', 'error')),
  http_status  INTEGER,
  duration_ms  INTEGER NOT NULL,
  offers_count INTEGER NOT NULL DEFAULT 0,
  url          TEXT,
  error        TEXT
);
CREATE INDEX price_refresh_by_activity ON price_refresh (activity_id, id);
