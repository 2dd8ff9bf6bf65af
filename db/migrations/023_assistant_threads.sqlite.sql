-- Jaunt in Slack's assistant panel (issue 38): one row per assistant thread, so a restart or a
-- second instance continues the conversation. `request` is the structured request the turns have
-- refined so far (JSON), `shown` the cards of the last answer in order (JSON: "the second one"),
-- `skipped` the activities the person turned down ("not that one"). The channel the person was
-- looking at (assistant_thread_context_changed) is where Share posts.
CREATE TABLE assistant_thread (
  team_id            TEXT NOT NULL,
  channel_id         TEXT NOT NULL,
  thread_ts          TEXT NOT NULL,
  user_id            TEXT NOT NULL,
  context_channel_id TEXT,
  language           TEXT,
  request            TEXT NOT NULL DEFAULT '{}',
  shown              TEXT NOT NULL DEFAULT '[]',
  skipped            TEXT NOT NULL DEFAULT '[]',
  turns              INTEGER NOT NULL DEFAULT 0,
  plan_id            TEXT,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  PRIMARY KEY (team_id, channel_id, thread_ts)
);
CREATE INDEX assistant_thread_by_updated ON assistant_thread (updated_at);
-- The poll a thread started ("let the team vote"): its result is reported back in the thread.
CREATE INDEX assistant_thread_by_plan ON assistant_thread (plan_id);
