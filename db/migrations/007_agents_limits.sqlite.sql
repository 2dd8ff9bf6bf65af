-- Limits (spec 8), agents with HTTP Message Signatures and their interaction flow (spec 3.2, 5.3, 5.4),
-- and the development mail outbox.

-- rate-limiter-flexible's RateLimiterSQLite table (tableCreated: true): the daily quota counters,
-- keyed "daily:<subject>:<YYYY-MM-DD>", so they survive a restart. expire is epoch ms.
CREATE TABLE rate_limit (
  key    TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);
CREATE INDEX rate_limit_by_expire ON rate_limit (expire);

-- Per-key overrides of JAUNT_RATE_LIMITS / JAUNT_DAILY_QUOTA; null columns fall back to the config.
CREATE TABLE api_key_limits (
  api_key_id  TEXT PRIMARY KEY REFERENCES api_key (id),
  rate_limits TEXT,                                       -- "N/s,N/min,N/h"
  daily_quota INTEGER CHECK (daily_quota IS NULL OR daily_quota >= 1),
  updated_at  TEXT NOT NULL
) WITHOUT ROWID;

-- An agent: (iss, sub) of its agent token, or the RFC 7638 thumbprint of an inline (hwk) key.
CREATE TABLE agent (
  id            TEXT PRIMARY KEY,                         -- agt_<random>
  scheme        TEXT NOT NULL CHECK (scheme IN ('hwk', 'jwt')),
  identity      TEXT NOT NULL UNIQUE,                     -- "jkt:<thumbprint>" or "<iss> <sub>"
  issuer        TEXT,
  subject       TEXT,
  thumbprint    TEXT NOT NULL,                            -- of the key that signed most recently
  trial_user_id TEXT NOT NULL REFERENCES service_user (id), -- its own anonymous user during the trial
  user_id       TEXT REFERENCES service_user (id),        -- bound by a person's approval
  trial_calls   INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL,
  bound_at      TEXT
);

-- One interaction requirement (202) and the person's progress on /aauth/connect.
CREATE TABLE agent_interaction (
  id              TEXT PRIMARY KEY,                       -- aai_<random>
  agent_id        TEXT NOT NULL REFERENCES agent (id),
  state_hash      BLOB NOT NULL UNIQUE,                   -- SHA-256 of the poll URL's state
  code            TEXT NOT NULL UNIQUE,                   -- Crockford base32, no hyphen
  status          TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'denied', 'failed')),
  created_at      TEXT NOT NULL,
  expires_at      TEXT NOT NULL,
  claimed_at      TEXT,                                   -- the code was confirmed on the page (single use)
  session_hash    BLOB UNIQUE,                            -- SHA-256 of the person's browser session cookie
  email           TEXT,
  user_id         TEXT REFERENCES service_user (id),      -- the Jaunt user the email belongs to
  otp_hash        BLOB,
  otp_expires_at  TEXT,
  otp_failures    INTEGER NOT NULL DEFAULT 0,
  signed_in_at    TEXT,
  decided_at      TEXT,
  answered_at     TEXT                                    -- a terminal poll answer was given: 410 afterwards
);
CREATE INDEX agent_interaction_by_agent ON agent_interaction (agent_id, status);

-- Development without SMTP: mail lands here and /dev/mailbox shows it.
CREATE TABLE mail_outbox (
  id         INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject    TEXT NOT NULL,
  text       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
