-- SQLite's counters moved to a file of their own (COUNTERS_SCHEMA in src/store/db.ts): the day's
-- quota counts start again from zero once, on upgrade.
DROP TABLE rate_limit;
