/**
 * Engine-neutral SQL for tests that set up or inspect rows directly: the same `sql` template runs on
 * SQLite and Postgres (Kysely writes the placeholders), e.g.
 * `await value(app.store, sql\`SELECT count(*) FROM booking WHERE status = ${s}\`)`.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Store } from '../../src/platform/db/index.js';

export const all = async <T = Record<string, unknown>>(store: Store, q: RawBuilder<unknown>): Promise<T[]> =>
  (await q.execute(store.db)).rows as T[];

export const one = async <T = Record<string, unknown>>(
  store: Store,
  q: RawBuilder<unknown>,
): Promise<T | undefined> => (await all<T>(store, q))[0];

/** The first column of the first row (counts come back as numbers on both engines). */
export const value = async <T = unknown>(store: Store, q: RawBuilder<unknown>): Promise<T> => {
  const row = await one(store, q);
  return (row === undefined ? undefined : Object.values(row)[0]) as T;
};

/** Statements without rows (UPDATE, DELETE, DDL). */
export const exec = async (store: Store, q: RawBuilder<unknown>): Promise<void> => {
  await q.execute(store.db);
};

/** Each activity's ref by its activity_id: tests and evals name results by the refs they imported. */
export const activityRefs = async (store: Store): Promise<Map<string, string>> =>
  new Map(
    (await all<{ activity_id: string; ref: string }>(store, sql`SELECT activity_id, ref FROM activity`)).map(
      (r) => [r.activity_id, r.ref],
    ),
  );
