-- Reminders before a Slack booking's session (issue 38): one row per (booking, lead time), sent by
-- the outbox job `reminder.send` at `due_at`; cancelled with the booking. And the Slack users who
-- turned reminders off in App Home (no row: reminders are on).
CREATE TABLE reminder (
  id           text PRIMARY KEY,
  booking_id   text NOT NULL,
  team_id      text NOT NULL,
  user_id      text NOT NULL,
  lead_minutes integer NOT NULL,
  due_at       timestamptz NOT NULL,
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'cancelled', 'skipped')),
  sent_at      timestamptz,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  UNIQUE (booking_id, lead_minutes)
);

CREATE TABLE reminder_optout (
  team_id    text NOT NULL,
  user_id    text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, user_id)
);
