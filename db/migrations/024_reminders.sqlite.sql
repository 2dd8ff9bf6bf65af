-- Reminders before a Slack booking's session (issue 38): one row per (booking, lead time), sent by
-- the outbox job `reminder.send` at `due_at`; cancelled with the booking. And the Slack users who
-- turned reminders off in App Home (no row: reminders are on).
CREATE TABLE reminder (
  id           TEXT PRIMARY KEY,
  booking_id   TEXT NOT NULL,
  team_id      TEXT NOT NULL,
  user_id      TEXT NOT NULL,
  lead_minutes INTEGER NOT NULL,
  due_at       TEXT NOT NULL,
  state        TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'cancelled', 'skipped')),
  sent_at      TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  UNIQUE (booking_id, lead_minutes)
);

CREATE TABLE reminder_optout (
  team_id    TEXT NOT NULL,
  user_id    TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
