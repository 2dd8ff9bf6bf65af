-- Discovery and search read the catalogue into memory (the ranking snapshot and the in-process text
-- index, 011); no query looks activities up by cell, city, category, tag or session start any more.
-- These indexes only cost writes: every import row updated up to seven randomly keyed B-trees.
DROP INDEX IF EXISTS activity_h3_r5;
DROP INDEX IF EXISTS activity_h3_r7;
DROP INDEX IF EXISTS activity_h3_r9;
DROP INDEX IF EXISTS activity_city;
DROP INDEX IF EXISTS activity_category_by_name;
DROP INDEX IF EXISTS activity_tag_by_name;
DROP INDEX IF EXISTS activity_session_by_start;
