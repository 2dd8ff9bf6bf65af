-- 020: a received message is stored once, sealed, and linked to each of its recipients; unmatched
-- mail expires; authenticity verdicts (SPF, DKIM) and a review flag; ticket files sealed too.
-- Rows from before 020 keep their bytes in inbound_mail.raw (new rows store an empty raw there)
-- and their ticket files in clear (mail_deliverable.sealed_key null).
CREATE TABLE mail_body (
  id          text PRIMARY KEY,                 -- mb_<random>
  sha256      text NOT NULL UNIQUE,             -- of the raw message: the same bytes are kept once
  sender      text NOT NULL,                    -- envelope sender (or From), lower case; '' when none
  size_bytes  integer NOT NULL,
  sealed_key  text NOT NULL,                    -- the body's AES-256-GCM data key, sealed under JAUNT_SECRET_KEY
  chunks      integer NOT NULL DEFAULT 0,       -- sealed bytes in mail_body_chunk rows 0..chunks-1; 0 until all are written
  received_at timestamptz NOT NULL
);
-- The sealed bytes (iv | ciphertext | tag under the body's data key) in pieces of at most 256 KiB:
-- each piece is its own short write, so a 10 MiB message never holds the event loop (SQLite writes
-- synchronously) or the database for long.
CREATE TABLE mail_body_chunk (
  body_id text NOT NULL REFERENCES mail_body (id) ON DELETE CASCADE,
  n       integer NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (body_id, n)
);
CREATE INDEX mail_body_by_sender ON mail_body (sender, received_at);
CREATE INDEX mail_body_by_received ON mail_body (received_at);
ALTER TABLE inbound_mail ADD COLUMN body_id text REFERENCES mail_body (id);
ALTER TABLE inbound_mail ADD COLUMN expires_at timestamptz;  -- unmatched mail: deleted after this
ALTER TABLE inbound_mail ADD COLUMN spf text;                -- pass | fail | softfail | neutral | none | temperror | permerror
ALTER TABLE inbound_mail ADD COLUMN dkim text;               -- pass | fail | none | temperror | permerror
ALTER TABLE inbound_mail ADD COLUMN auth_domain text;        -- the domain DKIM passed for
ALTER TABLE inbound_mail ADD COLUMN needs_review integer NOT NULL DEFAULT 0;
CREATE INDEX inbound_mail_expiry ON inbound_mail (expires_at) WHERE expires_at IS NOT NULL;
CREATE INDEX inbound_mail_review ON inbound_mail (received_at) WHERE needs_review = 1;
CREATE INDEX inbound_mail_by_body ON inbound_mail (body_id);
ALTER TABLE mail_deliverable ADD COLUMN sealed_key text;
