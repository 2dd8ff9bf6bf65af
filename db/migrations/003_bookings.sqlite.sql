-- Bookings, their deliverables and emails, the job outbox and webhook delivery attempts.
-- A booking keeps the public activity_id text plus a snapshot of name and picture (no FK to activity),
-- so a catalogue `import --replace` never blocks on, or rewrites, booking history.

CREATE TABLE booking (
  id                         TEXT PRIMARY KEY,            -- bk_<random>, public
  api_key_id                 TEXT NOT NULL REFERENCES api_key (id),
  idempotency_key            TEXT NOT NULL,
  fingerprint                TEXT NOT NULL,               -- sha256 of the canonical request without the key
  user_id                    TEXT NOT NULL REFERENCES service_user (id),
  external_user_id           TEXT NOT NULL,
  activity_id                TEXT NOT NULL,               -- public UUID, deliberately no FK
  activity_name              TEXT NOT NULL,
  picture_url                TEXT,
  venue                      TEXT,
  timezone                   TEXT,
  booking_domain             TEXT,
  estimated_fulfillment      TEXT,
  currency                   TEXT NOT NULL,
  tickets                    TEXT NOT NULL,               -- JSON: the request's ticket items, normalised
  lines                      TEXT NOT NULL,               -- JSON: priced lines at acceptance
  payment_mode               TEXT NOT NULL CHECK (payment_mode IN ('live_purchase', 'dry_run_success', 'dry_run_failure')),
  webhook_url                TEXT NOT NULL,
  authorization_amount_cents INTEGER NOT NULL,
  ticket_total_cents         INTEGER NOT NULL,
  booking_fee_cents          INTEGER NOT NULL,
  purchase_amount_cents      INTEGER,
  total_charged_cents        INTEGER,
  status                     TEXT NOT NULL DEFAULT 'pending'
                             CHECK (status IN ('pending', 'confirmed', 'failed', 'cancelled', 'user_input_required', 'deliverable_ready')),
  ticket_details             TEXT,                        -- JSON
  error_message              TEXT,
  origin                     TEXT,                        -- JSON, e.g. {"kind":"slack",...}
  created_at                 TEXT NOT NULL,
  updated_at                 TEXT NOT NULL,
  resolved_at                TEXT,
  UNIQUE (api_key_id, idempotency_key)
);
CREATE INDEX booking_by_user ON booking (user_id, created_at);
CREATE INDEX booking_by_key_user ON booking (api_key_id, user_id, created_at);

CREATE TABLE booking_deliverable (
  id               TEXT PRIMARY KEY,                      -- the ticket code
  booking_id       TEXT NOT NULL REFERENCES booking (id),
  deliverable_type TEXT NOT NULL,                         -- 'ticket'
  filename         TEXT NOT NULL,
  content_type     TEXT NOT NULL,
  file_size_bytes  INTEGER,
  ticket_type_name TEXT NOT NULL,
  session_date     TEXT,
  session_time     TEXT,
  created_at       TEXT NOT NULL
);
CREATE INDEX booking_deliverable_by_booking ON booking_deliverable (booking_id);

CREATE TABLE booking_email (
  id                TEXT PRIMARY KEY,
  booking_id        TEXT NOT NULL REFERENCES booking (id),
  subject           TEXT,
  classification    TEXT,                                 -- 'order_confirmation' | 'tickets_ready' | 'order_failed'
  processing_status TEXT NOT NULL,                        -- 'processed'
  received_at       TEXT NOT NULL
);
CREATE INDEX booking_email_by_booking ON booking_email (booking_id);

-- The outbox: a state change and the work it implies are committed together.
CREATE TABLE job (
  id          INTEGER PRIMARY KEY,
  kind        TEXT NOT NULL,
  payload     TEXT NOT NULL,                              -- JSON
  dedupe_key  TEXT UNIQUE,
  state       TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'dead')),
  run_at      INTEGER NOT NULL,                           -- epoch ms
  attempts    INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_until INTEGER,                                    -- epoch ms; a crashed worker's lease simply expires
  last_error  TEXT,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX job_due ON job (state, run_at) WHERE state = 'queued';

-- Every webhook attempt, success or not.
CREATE TABLE webhook_attempt (
  id          INTEGER PRIMARY KEY,
  job_id      INTEGER NOT NULL,
  booking_id  TEXT NOT NULL,
  webhook_id  TEXT NOT NULL,
  attempt     INTEGER NOT NULL,
  url         TEXT NOT NULL,
  status_code INTEGER,
  error       TEXT,
  duration_ms INTEGER NOT NULL,
  at          TEXT NOT NULL
);
CREATE INDEX webhook_attempt_by_booking ON webhook_attempt (booking_id, id);

-- Server-side secrets generated once and kept with the data (e.g. the ticket link HMAC key).
CREATE TABLE app_secret (
  name       TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  created_at TEXT NOT NULL
);
