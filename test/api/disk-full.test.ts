/**
 * A full disk answers a write with 503 `storage_full` and Retry-After in the spec's error shape, not
 * 500 `internal`. SQLite is filled for real: its max page count is capped at the pages it has, so the
 * next page it needs fails with SQLITE_FULL. Postgres cannot be filled safely on a shared machine, so
 * there the server itself raises SQLSTATE 53100 disk_full from a trigger, through the real driver.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { one } from '../helpers/db.js';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createKey('negotiated')).key;
});
afterAll(() => app?.stop());

const provision = (id: string) =>
  app.request('/partner/v1/users', { method: 'POST', key, body: { external_user_id: id } });

/** Provisions users until one is refused; SQLite fills the pages it still has free first. */
const untilRefused = async () => {
  for (let i = 0; i < 2000; i++) {
    const r = await provision(`user-${i}-${'x'.repeat(200)}`);
    if (r.status !== 201 && r.status !== 200) return r;
  }
  throw new Error('the database never filled up');
};

describe('a full disk', () => {
  it('answers 503 storage_full with Retry-After, and writes resume once there is room', async () => {
    if (app.store.engine === 'sqlite') {
      const pages = (await one<{ page_count: number }>(app.store, sql`PRAGMA page_count`))?.page_count;
      expect(pages).toBeGreaterThan(0);
      await sql`PRAGMA max_page_count = ${sql.raw(String(pages))}`.execute(app.store.db);
    } else {
      await sql`CREATE OR REPLACE FUNCTION jaunt_test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
        app.store.db,
      );
      await sql`CREATE TRIGGER jaunt_test_disk_full BEFORE INSERT ON partner_user
        FOR EACH ROW EXECUTE FUNCTION jaunt_test_disk_full()`.execute(app.store.db);
    }
    const r = await untilRefused();
    expect(r.status).toBe(503);
    expect(r.headers.get('retry-after')).toBe('60');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body).toEqual({
      error: expect.stringMatching(/storage is full/i),
      code: 'storage_full',
      request_id: expect.any(String),
    });
    if (app.store.engine === 'sqlite')
      await sql`PRAGMA max_page_count = 1073741823`.execute(app.store.db);
    else await sql`DROP TRIGGER jaunt_test_disk_full ON partner_user`.execute(app.store.db);
    expect((await provision('after-room')).status).toBe(201);
  });
});
