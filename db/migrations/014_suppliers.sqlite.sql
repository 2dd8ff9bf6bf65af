-- Suppliers connected over OCTO (README "Bookings"): one row per connection, the API key sealed by
-- the application (enc:v1:…, context supplier.api_key:<id>). Activities synced from a supplier
-- carry refs octo:<supplier name>:<productId>:<optionId>; supplier_product keeps, per ref, what a
-- booking needs to speak OCTO again (product, option, units by ticket name, cancellation cutoff).

CREATE TABLE supplier (
  id             TEXT PRIMARY KEY,               -- sup_…
  name           TEXT NOT NULL UNIQUE,           -- slug, part of every ref
  octo_url       TEXT NOT NULL,                  -- base URL, e.g. https://api.ventrata.com/octo
  api_key        TEXT NOT NULL,                  -- sealed
  capabilities   TEXT NOT NULL DEFAULT '[]',     -- JSON array, e.g. ["octo/pricing","octo/content"]
  created_at     TEXT NOT NULL,
  last_synced_at TEXT,
  last_sync      TEXT                            -- JSON summary of the last successful sync
);

CREATE TABLE supplier_product (
  ref                         TEXT PRIMARY KEY,  -- octo:<supplier>:<productId>:<optionId>
  supplier_id                 TEXT NOT NULL REFERENCES supplier (id) ON DELETE CASCADE,
  product_id                  TEXT NOT NULL,
  option_id                   TEXT NOT NULL,
  availability_type           TEXT NOT NULL,     -- START_TIME | OPENING_HOURS
  currency                    TEXT,
  currency_precision          INTEGER,
  cancellation_cutoff_minutes INTEGER,           -- before the start (null: unknown)
  units                       TEXT NOT NULL,     -- JSON [{"unit_id","name","type"}] in ticket order
  synced_at                   TEXT NOT NULL
);
CREATE INDEX supplier_product_by_supplier ON supplier_product (supplier_id);
