/**
 * SQLite: while another process holds the write lock (an import publishing, a second server), a
 * query waits for it without blocking the event loop, and fails with SQLITE_BUSY after 5 s as
 * SQLite's own busy handler did. Before, the busy handler slept inside the query: every request of
 * the server waited as long as the other writer (350 ms during a 30k import's publish). Reads do not
 * wait at all: they run on a second, read-only handle, not behind a write of this process that waits.
 *
 * No wall clock here: the lock is held until the test lets it go, so "waits" and "at once" are orders
 * of events, and the 5 s are counted on a clock the test moves.
 */
import Database from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/platform/db/index.js';
import { routingSqliteDialect } from '../../src/platform/db/sqlite-dialect.js';
import { sqliteDatabase } from '../helpers/engines.js';
import { eventually } from '../helpers/wait.js';

const database = sqliteDatabase();
let store: Store;
let file = '';
let holder: Database.Database;

beforeAll(async () => {
  store = await database.open();
  file = store.sqlite?.name ?? '';
  if (!file) throw new Error('expected a SQLite store');
  holder = new Database(file);
  holder.exec('CREATE TABLE probe (key TEXT PRIMARY KEY, points INTEGER, expire INTEGER)');
});
afterAll(async () => {
  holder.close();
  await store.close();
  await database.drop();
});

/** Takes the write lock from another connection, as another process would; the result lets it go. */
const holdWriteLock = (): (() => void) => {
  holder.exec('BEGIN IMMEDIATE');
  holder.exec(`INSERT INTO probe (key, points, expire) VALUES ('holder-${Date.now()}', 1, NULL)`);
  return () => holder.exec('COMMIT');
};

/** A promise and whether it has settled yet. */
const tracked = <T>(p: Promise<T>): { promise: Promise<T>; settled: () => boolean } => {
  let settled = false;
  const promise = p.finally(() => {
    settled = true;
  });
  // A rejection is the test's to check later (`await expect(promise).rejects`), not an unhandled one.
  promise.catch(() => undefined);
  return { promise, settled: () => settled };
};

/**
 * Lets the event loop go round `n` times. Were a waiting query asleep inside SQLite's busy handler,
 * the loop could not go round until the query gave up (5 s on, with SQLITE_BUSY, the lock still held).
 */
const loopGoesRound = async (n = 50): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

const probeCount = async (key: string): Promise<number | undefined> =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM probe WHERE key = ${key}`.execute(store.db)).rows[0]?.n;

describe('a SQLite write while another connection holds the write lock', () => {
  it('waits for it with the event loop free, then writes', async () => {
    // While it waits, the loop is held at most as long as SQLite's own busy handler spins at a time.
    expect(store.sqlite?.pragma('busy_timeout', { simple: true })).toBeLessThan(50);
    const release = holdWriteLock();
    const write = tracked(
      sql`INSERT INTO probe (key, points, expire) VALUES ('waiter', 1, NULL)`.execute(store.db),
    );
    await loopGoesRound();
    expect(write.settled()).toBe(false);
    release();
    await write.promise;
    expect(await probeCount('waiter')).toBe(1);
  });

  it('answers reads at once while a write of its own waits for the lock', async () => {
    const release = holdWriteLock();
    const write = tracked(
      sql`INSERT INTO probe (key, points, expire) VALUES ('queued', 1, NULL)`.execute(store.db),
    );
    // The read answers while the lock is still held, so while the write still waits: not behind it.
    const before = await probeCount('queued');
    expect(write.settled()).toBe(false);
    expect(before).toBe(0);
    release();
    await write.promise;
    expect(await probeCount('queued')).toBe(1);
  });

  it('starts a transaction once the lock is free, the loop free meanwhile', async () => {
    const release = holdWriteLock();
    const transaction = tracked(
      store.transaction(async (trx) => {
        await sql`INSERT INTO probe (key, points, expire) VALUES ('in-trx', 2, NULL)`.execute(trx);
        return 'committed';
      }),
    );
    await loopGoesRound();
    expect(transaction.settled()).toBe(false);
    release();
    expect(await transaction.promise).toBe('committed');
    expect(await probeCount('in-trx')).toBe(1);
  });

  it('gives up with SQLITE_BUSY after 5 s, as the busy handler did, and works again afterwards', async () => {
    // The store's dialect over a handle of its own, on a clock the test moves (and counts looks at).
    let now = 0;
    let looks = 0;
    const clock = () => {
      looks++;
      return now;
    };
    // As the store's handles: SQLite's busy handler spins 2 ms at most, the dialect does the waiting.
    const db = new Kysely<unknown>({
      dialect: routingSqliteDialect(new Database(file, { timeout: 2 }), null, clock),
    });
    try {
      const release = holdWriteLock();
      const write = tracked(
        sql`INSERT INTO probe (key, points, expire) VALUES ('too-late', 1, NULL)`.execute(db),
      );
      // It starts counting at 0 (its first look), tries and finds the lock taken.
      await eventually('the first try', () => looks > 1);
      // Just short of 5 s: it looks at the clock again and keeps waiting.
      now = 4_999;
      const seen = looks;
      await eventually('another try at 4.999 s', () => looks > seen);
      await loopGoesRound();
      expect(write.settled()).toBe(false);
      // Past 5 s: the next try gives up.
      now = 5_001;
      await eventually('the write to give up', write.settled, { timeoutMs: 5_000 });
      await expect(write.promise).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      release();
      await sql`INSERT INTO probe (key, points, expire) VALUES ('too-late', 1, NULL)`.execute(db);
    } finally {
      await db.destroy();
    }
  });
});
