/**
 * A bulk import leaves the planner its statistics on both engines. Without them SQLite scanned every
 * session for each page of the discovery snapshot (a million-activity start that never finished).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNdjson } from '../../src/catalogue/demo/ndjson.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await app.services.catalogue.importStream(demoNdjson(1_200, new Date('2026-06-01T12:00:00Z')), {
    replace: false,
  });
});
afterAll(() => app.stop());

describe('planner statistics after an import', () => {
  it('are refreshed, and the snapshot page query reads sessions through their activity index', async () => {
    if (app.store.engine === 'sqlite') {
      const analysed = await all<{ tbl: string }>(app.store, sql`SELECT DISTINCT tbl FROM sqlite_stat1`);
      expect(analysed.map((r) => r.tbl)).toEqual(
        expect.arrayContaining(['activity', 'activity_session', 'ticket_type', 'activity_tag']),
      );
      const plan = await all<{ detail: string }>(
        app.store,
        sql`EXPLAIN QUERY PLAN
            SELECT s.activity_id, s.starts_at, count(t.id) FROM activity_session s
            LEFT JOIN ticket_type t ON t.session_id = s.id
            WHERE s.activity_id > 100 AND s.activity_id <= 200
            GROUP BY s.id, s.activity_id, s.starts_at ORDER BY s.activity_id`,
      );
      expect(plan.map((r) => r.detail).join(' | ')).toContain('USING INDEX activity_session_by_activity');
    } else {
      const analysed = await value<number>(
        app.store,
        sql`SELECT count(*)::int AS n FROM pg_stat_user_tables
            WHERE relname IN ('activity', 'activity_session', 'ticket_type', 'activity_tag')
              AND last_analyze IS NOT NULL`,
      );
      expect(analysed).toBe(4);
    }
  });
});
