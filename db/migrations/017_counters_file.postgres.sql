-- Postgres keeps rate_limit in its one database: rows lock one by one, so a count never waits for
-- an import. Nothing changes here.
SELECT 1;
