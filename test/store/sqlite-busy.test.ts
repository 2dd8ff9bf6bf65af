/**
 * SQLite: while another process holds the write lock (an import publishing, a second server), a
 * query waits for it without blocking the event loop, and fails with SQLITE_BUSY after 5 s as
 * SQLite's own busy handler did. Before, the busy handler slept inside the query: every request of
 * the server waited as long as the other writer (350 ms during a 30k import's publish). Reads do not
 * wait at all: they run on a second, read-only handle, not behind a write of this process that waits.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/platform/db/index.js';
import { sqliteDatabase } from '../helpers/engines.js';

const database = sqliteDatabase();
let store: Store;
let holder: Database.Database;

beforeAll(async () => {
  store = await database.open();
  const file = store.sqlite?.name;
  if (!file) throw new Error('expected a SQLite store');
  holder = new Database(file);
  holder.exec('CREATE TABLE probe (key TEXT PRIMARY KEY, points INTEGER, expire INTEGER)');
});
afterAll(async () => {
  holder.close();
  await store.close();
  await database.drop();
});

/** Holds the write lock from another connection for `ms`, as another process would. */
const holdWriteLock = (ms: number): Promise<void> => {
  holder.exec('BEGIN IMMEDIATE');
  holder.exec(`INSERT INTO probe (key, points, expire) VALUES ('holder-${Date.now()}', 1, NULL)`);
  return new Promise((resolve) =>
    setTimeout(() => {
      holder.exec('COMMIT');
      resolve();
    }, ms),
  );
};

const loopDelay = async <T>(fn: () => Promise<T>): Promise<{ result: T; maxMs: number; ms: number }> => {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  const started = performance.now();
  try {
    const result = await fn();
    return { result, maxMs: h.max / 1e6, ms: performance.now() - started };
  } finally {
    h.disable();
  }
};

describe('a SQLite write while another connection holds the write lock', () => {
  it('waits for it with the event loop free, then writes', async () => {
    const released = holdWriteLock(300);
    const { maxMs, ms } = await loopDelay(() =>
      sql`INSERT INTO probe (key, points, expire) VALUES ('waiter', 1, NULL)`.execute(store.db),
    );
    await released;
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(maxMs).toBeLessThan(50);
    const n = await sql<{ n: number }>`SELECT count(*) AS n FROM probe WHERE key = 'waiter'`.execute(
      store.db,
    );
    expect(n.rows[0]?.n).toBe(1);
  });

  it('answers reads at once while a write of its own waits for the lock', async () => {
    const released = holdWriteLock(400);
    const write = sql`INSERT INTO probe (key, points, expire) VALUES ('queued', 1, NULL)`.execute(store.db);
    const started = performance.now();
    const before = await sql<{ n: number }>`SELECT count(*) AS n FROM probe WHERE key = 'queued'`.execute(
      store.db,
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(before.rows[0]?.n).toBe(0);
    await write;
    await released;
    const after = await sql<{ n: number }>`SELECT count(*) AS n FROM probe WHERE key = 'queued'`.execute(
      store.db,
    );
    expect(after.rows[0]?.n).toBe(1);
  });

  it('starts a transaction once the lock is free, the loop free meanwhile', async () => {
    const released = holdWriteLock(300);
    const { result, maxMs, ms } = await loopDelay(() =>
      store.transaction(async (trx) => {
        await sql`INSERT INTO probe (key, points, expire) VALUES ('in-trx', 2, NULL)`.execute(trx);
        return 'committed';
      }),
    );
    await released;
    expect(result).toBe('committed');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(maxMs).toBeLessThan(50);
  });

  it('gives up with SQLITE_BUSY after 5 s, as the busy handler did, and works again afterwards', async () => {
    const released = holdWriteLock(5_600);
    const started = performance.now();
    await expect(
      sql`INSERT INTO probe (key, points, expire) VALUES ('too-late', 1, NULL)`.execute(store.db),
    ).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(5_000);
    await released;
    await sql`INSERT INTO probe (key, points, expire) VALUES ('too-late', 1, NULL)`.execute(store.db);
  }, 15_000);
});
