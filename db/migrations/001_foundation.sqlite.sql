-- Foundation: catalogue, service users, partner credentials and user mappings, interactions.

CREATE TABLE activity (
  id                    INTEGER PRIMARY KEY,
  activity_id           TEXT NOT NULL UNIQUE,            -- public UUID, stable across re-imports
  ref                   TEXT NOT NULL UNIQUE,            -- id in the source system
  entity_type           TEXT NOT NULL CHECK (entity_type IN ('event', 'place')),
  name                  TEXT NOT NULL,
  short_description     TEXT,
  description           TEXT,
  venue                 TEXT,
  address               TEXT,
  semantic_location     TEXT,
  city                  TEXT NOT NULL,
  lat                   REAL NOT NULL,
  lng                   REAL NOT NULL,
  timezone              TEXT NOT NULL,
  h3_r5                 TEXT NOT NULL,
  h3_r7                 TEXT NOT NULL,
  h3_r9                 TEXT NOT NULL,
  rating                REAL,
  rating_count          INTEGER,
  popularity            REAL,
  opening_hours         TEXT,
  booking_url           TEXT,
  booking_domain        TEXT,
  is_bookable           INTEGER NOT NULL DEFAULT 0,
  estimated_fulfillment TEXT CHECK (estimated_fulfillment IN ('instant', 'delayed')),
  display_label         TEXT NOT NULL DEFAULT '',
  currency              TEXT,
  price_label           TEXT,                            -- as given in the import; derived when null
  picture_urls          TEXT NOT NULL DEFAULT '[]',      -- JSON array
  highlights            TEXT NOT NULL DEFAULT '[]',      -- JSON array
  tips                  TEXT NOT NULL DEFAULT '[]',      -- JSON array
  dietary               TEXT NOT NULL DEFAULT '[]',      -- JSON array
  content_hash          TEXT NOT NULL,                   -- of the imported record: skip unchanged rows
  imported_at           TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
CREATE INDEX activity_h3_r5 ON activity (h3_r5);
CREATE INDEX activity_h3_r7 ON activity (h3_r7);
CREATE INDEX activity_h3_r9 ON activity (h3_r9);
CREATE INDEX activity_city ON activity (city);

CREATE TABLE activity_translation (
  activity_id INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
  lang        TEXT NOT NULL,                              -- lower-case BCP-47 tag
  name        TEXT,
  description TEXT,
  PRIMARY KEY (activity_id, lang)
) WITHOUT ROWID;

CREATE TABLE activity_category (
  activity_id INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  category    TEXT NOT NULL,
  PRIMARY KEY (activity_id, position)
) WITHOUT ROWID;
CREATE INDEX activity_category_by_name ON activity_category (category);

CREATE TABLE activity_tag (
  activity_id INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  tag         TEXT NOT NULL,
  PRIMARY KEY (activity_id, position)
) WITHOUT ROWID;
CREATE INDEX activity_tag_by_name ON activity_tag (tag);

CREATE TABLE activity_session (
  id          INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
  position    INTEGER NOT NULL,
  date        TEXT,                                       -- YYYY-MM-DD local to the activity
  time        TEXT,                                       -- HH:MM local to the activity
  starts_at   INTEGER                                     -- epoch ms; null when date is null
);
CREATE INDEX activity_session_by_activity ON activity_session (activity_id, position);
CREATE INDEX activity_session_by_start ON activity_session (starts_at);

CREATE TABLE ticket_type (
  id             INTEGER PRIMARY KEY,
  session_id     INTEGER NOT NULL REFERENCES activity_session (id) ON DELETE CASCADE,
  position       INTEGER NOT NULL,
  name           TEXT NOT NULL,
  price_minor    INTEGER NOT NULL,                        -- minor units of activity.currency
  fee_minor      INTEGER NOT NULL DEFAULT 0,
  available      INTEGER NOT NULL DEFAULT 1,
  description    TEXT,
  on_sale_status TEXT,
  is_free        INTEGER NOT NULL DEFAULT 0,
  min_quantity   INTEGER NOT NULL DEFAULT 1,
  max_quantity   INTEGER,
  category       TEXT
);
CREATE INDEX ticket_type_by_session ON ticket_type (session_id, position);

CREATE TABLE service_user (
  id                  TEXT PRIMARY KEY,                   -- UUID
  email               TEXT,
  email_canonical     TEXT UNIQUE,
  phone               TEXT,
  phone_canonical     TEXT UNIQUE,
  first_name          TEXT,
  last_name           TEXT,
  display_name        TEXT,
  usual_plans         TEXT NOT NULL DEFAULT '[]',         -- JSON array
  dietary_preferences TEXT NOT NULL DEFAULT '[]',         -- JSON array
  city                TEXT,
  neighborhood_lat    REAL,
  neighborhood_lng    REAL,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);

CREATE TABLE api_key (
  id                     TEXT PRIMARY KEY,                -- key_<random>, safe to show
  kind                   TEXT NOT NULL CHECK (kind IN ('negotiated', 'self-serve')),
  environment            TEXT NOT NULL CHECK (environment IN ('production', 'staging')),
  name                   TEXT NOT NULL,
  key_hash               BLOB NOT NULL UNIQUE,            -- SHA-256 of the whole key; the key itself is never stored
  display_prefix         TEXT NOT NULL,                   -- e.g. jaunt_api_Ab3x… for listings
  scopes                 TEXT NOT NULL DEFAULT '["partner"]',
  enabled                INTEGER NOT NULL DEFAULT 1,
  can_charge_stored_card INTEGER NOT NULL DEFAULT 0,
  webhook_secret         TEXT NOT NULL,                   -- whsec_...: needed in clear to sign callbacks
  user_id                TEXT REFERENCES service_user (id), -- self-serve keys: their one user
  created_at             TEXT NOT NULL,
  disabled_at            TEXT
);

-- A negotiated key's external user ids, each mapped to one service user.
CREATE TABLE partner_user (
  api_key_id       TEXT NOT NULL REFERENCES api_key (id),
  external_user_id TEXT NOT NULL,
  user_id          TEXT NOT NULL REFERENCES service_user (id),
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL,
  PRIMARY KEY (api_key_id, external_user_id)
) WITHOUT ROWID;
CREATE INDEX partner_user_by_user ON partner_user (user_id);

CREATE TABLE interaction (
  id          INTEGER PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES service_user (id),
  activity_id INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('SEEN')),
  at          TEXT NOT NULL
);
CREATE INDEX interaction_by_user ON interaction (user_id, kind, activity_id);
