-- Tenancy (README "Security model"): a service user is a shared identity (email, phone); every
-- (key, external user) mapping keeps its own profile, written and read only through that mapping.
-- Secrets at rest are sealed in place by the application (no schema change needed for them).

ALTER TABLE partner_user ADD COLUMN created_user INTEGER NOT NULL DEFAULT 0; -- 1: this mapping created the user
ALTER TABLE partner_user ADD COLUMN email TEXT;
ALTER TABLE partner_user ADD COLUMN phone TEXT;
ALTER TABLE partner_user ADD COLUMN first_name TEXT;
ALTER TABLE partner_user ADD COLUMN last_name TEXT;
ALTER TABLE partner_user ADD COLUMN display_name TEXT;
ALTER TABLE partner_user ADD COLUMN usual_plans TEXT NOT NULL DEFAULT '[]';         -- JSON array
ALTER TABLE partner_user ADD COLUMN dietary_preferences TEXT NOT NULL DEFAULT '[]'; -- JSON array
ALTER TABLE partner_user ADD COLUMN city TEXT;
ALTER TABLE partner_user ADD COLUMN neighborhood_lat REAL;
ALTER TABLE partner_user ADD COLUMN neighborhood_lng REAL;

-- The creating mapping was inserted in the same transaction as its user, with the same timestamp.
UPDATE partner_user SET created_user = 1
 WHERE created_at = (SELECT u.created_at FROM service_user u WHERE u.id = partner_user.user_id);

-- The shared row's profile came from mappings; it now belongs to the mapping that created the user.
UPDATE partner_user
   SET (email, phone, first_name, last_name, display_name, usual_plans, dietary_preferences, city,
        neighborhood_lat, neighborhood_lng) =
       (SELECT u.email, u.phone, u.first_name, u.last_name, u.display_name, u.usual_plans,
               u.dietary_preferences, u.city, u.neighborhood_lat, u.neighborhood_lng
          FROM service_user u WHERE u.id = partner_user.user_id)
 WHERE created_user = 1;

ALTER TABLE service_user DROP COLUMN first_name;
ALTER TABLE service_user DROP COLUMN last_name;
ALTER TABLE service_user DROP COLUMN display_name;
ALTER TABLE service_user DROP COLUMN usual_plans;
ALTER TABLE service_user DROP COLUMN dietary_preferences;
ALTER TABLE service_user DROP COLUMN city;
ALTER TABLE service_user DROP COLUMN neighborhood_lat;
ALTER TABLE service_user DROP COLUMN neighborhood_lng;

-- SEEN interactions remember the credential they happened through; a partner sees only its own
-- (plus the user's own credentials'). Rows from before this migration have no credential: only the
-- user's own credentials see them.
ALTER TABLE interaction ADD COLUMN api_key_id TEXT REFERENCES api_key (id);
DROP INDEX interaction_by_user;
CREATE INDEX interaction_by_user ON interaction (user_id, kind, api_key_id, activity_id);
