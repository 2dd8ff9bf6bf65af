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

-- Each booking's own inbound address orders+<token>@<JAUNT_INBOUND_DOMAIN> (the contact email vendors get).
CREATE TABLE mail_address (
  token      TEXT PRIMARY KEY,                            -- random, unguessable
  booking_id TEXT NOT NULL UNIQUE REFERENCES booking (id),
  created_at TEXT NOT NULL
);

-- Every received mail, matched or not (never dropped), once per (Message-ID, envelope recipient).
CREATE TABLE inbound_mail (
  id                TEXT PRIMARY KEY,                     -- em_<random>, public
  message_id        TEXT NOT NULL,                        -- Message-ID header, or sha256 of the raw message
  recipient         TEXT NOT NULL,                        -- envelope recipient, lower case
  booking_id        TEXT REFERENCES booking (id),         -- null when unmatched
  sender            TEXT,
  subject           TEXT,
  classification    TEXT CHECK (classification IN ('order_confirmation', 'tickets', 'cancellation', 'reminder', 'change', 'marketing', 'other')),
  rule              TEXT,                                 -- which classification rule fired
  processing_status TEXT NOT NULL CHECK (processing_status IN ('received', 'processed', 'unmatched', 'failed')),
  error             TEXT,
  size_bytes        INTEGER NOT NULL,
  raw               BLOB NOT NULL,
  received_at       TEXT NOT NULL,
  UNIQUE (message_id, recipient)
);
CREATE INDEX inbound_mail_by_booking ON inbound_mail (booking_id, received_at);
CREATE INDEX inbound_mail_by_status ON inbound_mail (processing_status, received_at);

-- Ticket files taken from vendor mail (PDF, Wallet pass, barcode image), deduplicated per booking by content.
CREATE TABLE mail_deliverable (
  id               TEXT PRIMARY KEY,                      -- md-<hex>, used in signed download links
  mail_id          TEXT NOT NULL REFERENCES inbound_mail (id),
  booking_id       TEXT NOT NULL REFERENCES booking (id),
  deliverable_type TEXT NOT NULL,                         -- 'ticket_pdf' | 'wallet_pass' | 'barcode_image'
  filename         TEXT NOT NULL,
  content_type     TEXT NOT NULL,
  file_size_bytes  INTEGER NOT NULL,
  sha256           TEXT NOT NULL,
  content          BLOB NOT NULL,
  created_at       TEXT NOT NULL,
  UNIQUE (booking_id, sha256)
);
CREATE INDEX mail_deliverable_by_booking ON mail_deliverable (booking_id, created_at);

-- Orders list the vendors' real mail from now on: the rows the service used to make up are dropped.
DELETE FROM booking_email;
