/**
 * Both engines plan from table statistics, which nothing refreshes right after a bulk load. Without
 * them Postgres chose a sequential scan of every ticket for the discovery page query (74 ms a page
 * instead of 3.6 ms at 100k), and SQLite scanned every session for it (434 ms a page instead of
 * 2.4 ms at 1M: a snapshot load that never finished). An import that changed many rows refreshes them.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Store } from '../../platform/db/index.js';

/** Above this many rows changed by one import, the planner's statistics are refreshed at once. */
const ANALYZE_AFTER_ROWS = 1_000;
const ANALYZED_TABLES = [
  'activity',
  'activity_translation',
  'activity_category',
  'activity_tag',
  'activity_session',
  'ticket_type',
] as const;
/** SQLite samples this many index rows per table (bounded time at a million activities). */
const SQLITE_ANALYSIS_LIMIT = 1_000;

export const refreshPlannerStatistics = async (
  store: Pick<Store, 'engine' | 'db'>,
  changedRows: number,
  /** The pause between two indexes' ANALYZE on SQLite (the import's pause between transactions). */
  pauseMs: number,
): Promise<void> => {
  if (changedRows < ANALYZE_AFTER_ROWS) return;
  if (store.engine === 'postgres') {
    await sql`ANALYZE ${sql.join(ANALYZED_TABLES.map((t) => sql.table(t)))}`.execute(store.db);
    return;
  }
  await sql`PRAGMA analysis_limit = ${sql.lit(SQLITE_ANALYSIS_LIMIT)}`.execute(store.db);
  // One index per write transaction, with a pause after each: a whole table's ANALYZE read its
  // freshly written pages from the WAL for up to 300 ms while a live server's writes waited for the lock.
  const { rows } = await sql<{ name: string }>`
    SELECT coalesce(i.name, t.name) AS name
      FROM sqlite_master t LEFT JOIN sqlite_master i ON i.type = 'index' AND i.tbl_name = t.name
     WHERE t.type = 'table' AND t.name IN (${sql.join([...ANALYZED_TABLES])})`.execute(store.db);
  for (const { name } of rows) {
    await sql`ANALYZE ${sql.id(name)}`.execute(store.db);
    await pause(pauseMs);
  }
};
