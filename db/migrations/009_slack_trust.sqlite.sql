-- Slack app (issue 14): booking.origin already says where a Slack booking came from, so the
-- duplicate origin table goes; Slack users keep their Slack locale; plans with friends.
DROP TABLE IF EXISTS slack_booking_origin;

ALTER TABLE slack_user ADD COLUMN locale TEXT;

-- A "plan with friends" poll posted in a channel; closed by the slack.plan_close job at closes_at.
CREATE TABLE slack_plan (
  id                 TEXT PRIMARY KEY,
  team_id            TEXT NOT NULL,
  channel_id         TEXT NOT NULL,
  message_ts         TEXT,
  organiser_user_id  TEXT NOT NULL,
  prompt             TEXT NOT NULL,
  options            TEXT NOT NULL,                        -- JSON [{activityId, name, bookable}]
  closes_at          TEXT NOT NULL,
  closed_at          TEXT,
  winner_activity_id TEXT,
  created_at         TEXT NOT NULL
);
CREATE INDEX slack_plan_by_team ON slack_plan (team_id);

-- One vote per person per plan; changing a vote replaces it.
CREATE TABLE slack_plan_vote (
  plan_id     TEXT NOT NULL REFERENCES slack_plan (id) ON DELETE CASCADE,
  user_id     TEXT NOT NULL,
  activity_id TEXT NOT NULL,
  voted_at    TEXT NOT NULL,
  PRIMARY KEY (plan_id, user_id)
) WITHOUT ROWID;
