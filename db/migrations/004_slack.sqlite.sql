-- Slack app: installations, workspace → API key bindings, one-time bind tokens, per-user state,
-- replay guards and where to post booking results.

-- One row per installed workspace (or Enterprise Grid org for org-wide installs). The installation
-- JSON holds the bot token: the store is as sensitive as the api_key table.
CREATE TABLE slack_installation (
  install_key           TEXT PRIMARY KEY,                 -- 'T:<team_id>' or 'E:<enterprise_id>'
  team_id               TEXT,
  enterprise_id         TEXT,
  is_enterprise_install INTEGER NOT NULL DEFAULT 0,
  team_name             TEXT,
  installer_user_id     TEXT,
  bot_user_id           TEXT,
  installation          TEXT NOT NULL,                    -- @slack/oauth Installation as JSON
  installed_at          TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);

-- A workspace and the partner API key it acts through (null until bound).
CREATE TABLE slack_workspace (
  team_id            TEXT PRIMARY KEY,
  team_name          TEXT,
  installer_user_id  TEXT,
  api_key_id         TEXT REFERENCES api_key (id),
  bound_at           TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL
);
CREATE INDEX slack_workspace_by_key ON slack_workspace (api_key_id);

-- Bind tokens: only the SHA-256 is kept; single use; expiring.
CREATE TABLE slack_bind_token (
  token_hash         BLOB PRIMARY KEY,
  team_id            TEXT NOT NULL,
  issued_to_user_id  TEXT,
  created_at         TEXT NOT NULL,
  expires_at         TEXT NOT NULL,
  used_at            TEXT,
  used_by_api_key_id TEXT
) WITHOUT ROWID;
CREATE INDEX slack_bind_token_by_team ON slack_bind_token (team_id);

-- What we remember per Slack user: a saved location and the time zone Slack reported.
CREATE TABLE slack_user (
  team_id        TEXT NOT NULL,
  user_id        TEXT NOT NULL,
  location_label TEXT,
  lat            REAL,
  lng            REAL,
  h3_cell        TEXT,                                    -- resolution 7, the homescreen's
  tz             TEXT,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (team_id, user_id)
) WITHOUT ROWID;

-- Requests already handled (Events API event_id, retried interactive payloads): Slack retries
-- must not run side effects twice.
CREATE TABLE slack_seen (
  key     TEXT PRIMARY KEY,
  seen_at TEXT NOT NULL
) WITHOUT ROWID;

-- Where a Slack-originated booking's result goes. Written before the booking is created (keyed by
-- its idempotency key) so a fast result never finds it missing.
CREATE TABLE slack_booking_origin (
  idempotency_key  TEXT PRIMARY KEY,
  booking_id       TEXT UNIQUE,
  api_key_id       TEXT NOT NULL,
  external_user_id TEXT,
  team_id          TEXT NOT NULL,
  channel_id       TEXT,
  user_id          TEXT NOT NULL,
  thread_ts        TEXT,
  activity_name    TEXT,
  created_at       TEXT NOT NULL
);

-- Results already posted, one per (booking, status).
CREATE TABLE slack_notification (
  booking_id TEXT NOT NULL,
  status     TEXT NOT NULL,
  channel_id TEXT NOT NULL,
  message_ts TEXT,
  posted_at  TEXT NOT NULL,
  PRIMARY KEY (booking_id, status)
) WITHOUT ROWID;
