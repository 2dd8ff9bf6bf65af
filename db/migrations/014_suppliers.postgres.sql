-- Suppliers connected over OCTO (README "Bookings"): one row per connection, the API key sealed by
-- the application (enc:v1:…, context supplier.api_key:<id>). Activities synced from a supplier
-- carry refs octo:<supplier name>:<productId>:<optionId>; supplier_product keeps, per ref, what a
-- booking needs to speak OCTO again (product, option, units by ticket name, cancellation cutoff).

CREATE TABLE supplier (
  id             text PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  octo_url       text NOT NULL,
  api_key        text NOT NULL,
  capabilities   jsonb NOT NULL DEFAULT '[]',
  created_at     timestamptz NOT NULL,
  last_synced_at timestamptz,
  last_sync      jsonb
);

CREATE TABLE supplier_product (
  ref                         text PRIMARY KEY,
  supplier_id                 text NOT NULL REFERENCES supplier (id) ON DELETE CASCADE,
  product_id                  text NOT NULL,
  option_id                   text NOT NULL,
  availability_type           text NOT NULL,
  currency                    text,
  currency_precision          integer,
  cancellation_cutoff_minutes integer,
  units                       jsonb NOT NULL,
  synced_at                   timestamptz NOT NULL
);
CREATE INDEX supplier_product_by_supplier ON supplier_product (supplier_id);
