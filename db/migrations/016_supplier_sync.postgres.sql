-- Scheduled supplier sync (README "Connecting a supplier"). A supplier's failed scheduled syncs are
-- counted (backoff) and the last error kept for `suppliers list`. Sync removes activities a supplier
-- stopped selling, but its supplier_product row stays, marked withdrawn, with the public id of the
-- activity it was: bookings made before keep reaching the supplier (cancellation, PENDING polling).
ALTER TABLE supplier ADD COLUMN sync_failures integer NOT NULL DEFAULT 0;
ALTER TABLE supplier ADD COLUMN last_sync_error text;
ALTER TABLE supplier_product ADD COLUMN activity_id text;
ALTER TABLE supplier_product ADD COLUMN withdrawn_at timestamptz;
CREATE INDEX supplier_product_by_activity ON supplier_product (activity_id);

-- One catalogue import at a time across processes (a scheduled sync on one instance, `import` or
-- `suppliers sync` on another): the importer holds this lease, renewed while it runs; a dead
-- importer's lease simply expires.
ALTER TABLE discovery_state ADD COLUMN import_owner text;
ALTER TABLE discovery_state ADD COLUMN import_until bigint;
