-- Jaunt in Slack's assistant panel (issue 38): one row per assistant thread, so a restart or a
-- second instance continues the conversation. Postgres form of 023_assistant_threads.sqlite.sql
-- (JSON kept as text, read and written whole by the conversations store).
CREATE TABLE assistant_thread (
  team_id            text NOT NULL,
  channel_id         text NOT NULL,
  thread_ts          text NOT NULL,
  user_id            text NOT NULL,
  context_channel_id text,
  language           text,
  request            text NOT NULL DEFAULT '{}',
  shown              text NOT NULL DEFAULT '[]',
  skipped            text NOT NULL DEFAULT '[]',
  turns              integer NOT NULL DEFAULT 0,
  plan_id            text,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  PRIMARY KEY (team_id, channel_id, thread_ts)
);
CREATE INDEX assistant_thread_by_updated ON assistant_thread (updated_at);
-- The poll a thread started ("let the team vote"): its result is reported back in the thread.
CREATE INDEX assistant_thread_by_plan ON assistant_thread (plan_id);
