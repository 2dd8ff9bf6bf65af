-- Tenancy (README "Security model"): a service user is a shared identity (email, phone); every
-- (key, external user) mapping keeps its own profile, written and read only through that mapping.
-- Postgres form of 005_tenancy_secrets.sqlite.sql. No Postgres database predates this release, so
-- there are no rows to carry over: the profile columns move from service_user to partner_user
-- without the SQLite form's data steps.

ALTER TABLE partner_user ADD COLUMN created_user boolean NOT NULL DEFAULT false; -- true: this mapping created the user
ALTER TABLE partner_user ADD COLUMN email text;
ALTER TABLE partner_user ADD COLUMN phone text;
ALTER TABLE partner_user ADD COLUMN first_name text;
ALTER TABLE partner_user ADD COLUMN last_name text;
ALTER TABLE partner_user ADD COLUMN display_name text;
ALTER TABLE partner_user ADD COLUMN usual_plans jsonb NOT NULL DEFAULT '[]';         -- JSON array
ALTER TABLE partner_user ADD COLUMN dietary_preferences jsonb NOT NULL DEFAULT '[]'; -- JSON array
ALTER TABLE partner_user ADD COLUMN city text;
ALTER TABLE partner_user ADD COLUMN neighborhood_lat double precision;
ALTER TABLE partner_user ADD COLUMN neighborhood_lng double precision;

ALTER TABLE service_user DROP COLUMN first_name;
ALTER TABLE service_user DROP COLUMN last_name;
ALTER TABLE service_user DROP COLUMN display_name;
ALTER TABLE service_user DROP COLUMN usual_plans;
ALTER TABLE service_user DROP COLUMN dietary_preferences;
ALTER TABLE service_user DROP COLUMN city;
ALTER TABLE service_user DROP COLUMN neighborhood_lat;
ALTER TABLE service_user DROP COLUMN neighborhood_lng;

-- SEEN interactions remember the credential they happened through; a partner sees only its own
-- (plus the user's own credentials').
ALTER TABLE interaction ADD COLUMN api_key_id text REFERENCES api_key (id);
DROP INDEX interaction_by_user;
CREATE INDEX interaction_by_user ON interaction (user_id, kind, api_key_id, activity_id);
