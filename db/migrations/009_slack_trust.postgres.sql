-- Slack app (issue 14): booking.origin already says where a Slack booking came from, so the
-- duplicate origin table goes; Slack users keep their Slack locale; plans with friends.
-- Postgres form of 009_slack_trust.sqlite.sql.
DROP TABLE IF EXISTS slack_booking_origin;

ALTER TABLE slack_user ADD COLUMN locale text;

-- A "plan with friends" poll posted in a channel; closed by the slack.plan_close job at closes_at.
CREATE TABLE slack_plan (
  id                 text PRIMARY KEY,
  team_id            text NOT NULL,
  channel_id         text NOT NULL,
  message_ts         text,
  organiser_user_id  text NOT NULL,
  prompt             text NOT NULL,
  options            jsonb NOT NULL,                       -- [{activityId, name, bookable}]
  closes_at          timestamptz NOT NULL,
  closed_at          timestamptz,
  winner_activity_id text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX slack_plan_by_team ON slack_plan (team_id);

-- One vote per person per plan; changing a vote replaces it.
CREATE TABLE slack_plan_vote (
  plan_id     text NOT NULL REFERENCES slack_plan (id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  activity_id text NOT NULL,
  voted_at    timestamptz NOT NULL,
  PRIMARY KEY (plan_id, user_id)
);
