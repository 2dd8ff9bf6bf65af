-- Slack app: installations, workspace → API key bindings, one-time bind tokens, per-user state,
-- replay guards and where to post booking results. Postgres form of 004_slack.sqlite.sql.

-- One row per installed workspace (or Enterprise Grid org for org-wide installs). The installation
-- JSON holds the bot token and is sealed at rest (src/store/secrets.ts), so it is text, not jsonb.
CREATE TABLE slack_installation (
  install_key           text PRIMARY KEY,                 -- 'T:<team_id>' or 'E:<enterprise_id>'
  team_id               text,
  enterprise_id         text,
  is_enterprise_install boolean NOT NULL DEFAULT false,
  team_name             text,
  installer_user_id     text,
  bot_user_id           text,
  installation          text NOT NULL,                    -- @slack/oauth Installation as JSON, sealed
  installed_at          timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);

-- A workspace and the partner API key it acts through (null until bound).
CREATE TABLE slack_workspace (
  team_id            text PRIMARY KEY,
  team_name          text,
  installer_user_id  text,
  api_key_id         text REFERENCES api_key (id),
  bound_at           timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX slack_workspace_by_key ON slack_workspace (api_key_id);

-- Bind tokens: only the SHA-256 is kept; single use; expiring.
CREATE TABLE slack_bind_token (
  token_hash         bytea PRIMARY KEY,
  team_id            text NOT NULL,
  issued_to_user_id  text,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  used_at            timestamptz,
  used_by_api_key_id text
);
CREATE INDEX slack_bind_token_by_team ON slack_bind_token (team_id);

-- What we remember per Slack user: a saved location and the time zone Slack reported.
CREATE TABLE slack_user (
  team_id        text NOT NULL,
  user_id        text NOT NULL,
  location_label text,
  lat            double precision,
  lng            double precision,
  h3_cell        text,                                    -- resolution 7, the homescreen's
  tz             text,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (team_id, user_id)
);

-- Requests already handled (Events API event_id, retried interactive payloads): Slack retries
-- must not run side effects twice.
CREATE TABLE slack_seen (
  key     text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);

-- Where a Slack-originated booking's result goes (dropped again by 009; kept so both engines walk
-- the same history).
CREATE TABLE slack_booking_origin (
  idempotency_key  text PRIMARY KEY,
  booking_id       text UNIQUE,
  api_key_id       text NOT NULL,
  external_user_id text,
  team_id          text NOT NULL,
  channel_id       text,
  user_id          text NOT NULL,
  thread_ts        text,
  activity_name    text,
  created_at       timestamptz NOT NULL
);

-- Results already posted, one per (booking, status).
CREATE TABLE slack_notification (
  booking_id text NOT NULL,
  status     text NOT NULL,
  channel_id text NOT NULL,
  message_ts text,
  posted_at  timestamptz NOT NULL,
  PRIMARY KEY (booking_id, status)
);
