/**
 * One catalogue import, from lease to publish. An import upserts by ref, all-or-nothing, keeping each
 * activity's UUID; unchanged records (same content hash) are left alone; with `keep`, published
 * activities it rejects are removed. The caller feeds batches to `stage` as it reads them: new
 * activities are staged invisibly (ids above `published_max_pk`) in short write transactions paced
 * so that other writers, such as a live server, get the lock between them; updates come back to the
 * caller, which hands them to `publish`. Publishing applies updates and removals and raises the mark
 * in one transaction, which announces a new catalogue version. After a failure, `abort` deletes what
 * was staged (so does the next import, after a crash).
 *
 * The import is many transactions on purpose, so it opens its own and takes no executor.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { type SqlBool, sql } from 'kysely';
import type { Executor, Sqlite, Store } from '../../platform/db/index.js';
import { chunks, ID_CHUNK } from '../row-batches.js';
import { PUBLISHED, recordCatalogueChanges, STAGED } from '../state-store.js';
import type { ActivityWriters, ImportUpdate } from './activity-writes.js';
import { acquireImportLease } from './lease.js';
import type { NormalisedActivity } from './normalise.js';
import { refreshPlannerStatistics } from './planner-statistics.js';

export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export interface PublishOptions {
  updates: AsyncIterable<readonly ImportUpdate[]>;
  /** With --replace: which published activities stay (the others are removed); null keeps all. */
  keep: ((pk: number) => boolean) | null;
  /** With `keep`: only published refs starting with this prefix may be removed (one supplier's). */
  scope?: string | undefined;
}

export interface StageResult {
  added: number;
  /** Published activities the batch carries unchanged. */
  unchangedPks: number[];
  /** Published activities the batch changes: the caller keeps them for `publish`. */
  updates: ImportUpdate[];
}

export type PublishResult = Omit<ImportCounts, 'unchanged'> & { firstAddedPk: number };

/** One import in progress (see `startImport`). */
export interface ImportRun {
  /** Classifies a batch against the published catalogue; its new activities are staged (queued, and
   * written while the caller reads on: see `drain`). */
  stage(batch: readonly NormalisedActivity[]): Promise<StageResult>;
  /** Applies the updates and the removals, and makes the staged activities visible, atomically. */
  publish(opts: PublishOptions): Promise<PublishResult>;
  /** Deletes what this run staged. */
  abort(): Promise<void>;
}

/**
 * Staging holds the write lock at most a slice per transaction, then pauses: another writer's busy
 * handler retries every 25 ms or less during its first 128 ms of waiting, so a 25 ms pause lets it
 * in within one slice and one pause. While another connection writes (a live server: SQLite's
 * `data_version` moved since our last transaction), slices stay short, so its writes wait 50 ms at
 * most; when none has written for QUIET_AFTER_MS, slices grow to STAGE_SLICE_QUIET_MS (a writer that
 * then arrives waits one longer slice, and the next transaction sees it and shortens them again).
 * Longer transactions write each page of the randomly-keyed indexes (public UUID, H3 cells, session
 * start) to the WAL once per transaction instead of once per 25 ms (50k demo rows: 0.75 GB written
 * instead of 1.7 GB).
 */
const STAGE_SLICE_MS = 25;
const STAGE_SLICE_QUIET_MS = 100;
const STAGE_PAUSE_MS = 25;
const QUIET_AFTER_MS = 2_000;
/** Activities written between two looks at the clock while staging. */
const STAGE_BATCH = 25;
/** New activities waiting to be written, at most (then staging waits for the writes). */
const QUEUE_MAX = 2_000;
/** Queued activities worth a transaction once the pause is over (fewer: the caller reads on). */
const QUEUE_FILL = 800;
/** Rows deleted per transaction when clearing a failed run. */
const CLEAR_SLICE = 200;
/** Published ids read per query when looking for removals. */
const REMOVAL_SCAN = 10_000;

/** A LIKE pattern matching strings that start with `prefix` (escape character `!`). */
const likePrefix = (prefix: string): string => `${prefix.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** One import's staging: where its next new activity goes, and the pacing of its transactions. */
interface Staging {
  readonly store: Store;
  readonly writers: ActivityWriters;
  readonly now: string;
  readonly firstPk: number;
  nextPk: number;
  /** When our last write transaction ended (performance.now()). */
  lastCommit: number;
  /** SQLite: another connection's commits since ours (PRAGMA data_version moves with them). */
  dataVersion: number;
  /** When another connection was last seen writing; Postgres writers never wait for our rows. */
  othersWroteAt: number;
  /** New activities classified but not yet written, oldest first. */
  queue: NormalisedActivity[];
}

const dataVersionOf = (sqlite: Sqlite): number => Number(sqlite.pragma('data_version', { simple: true }));

const newStaging = (store: Store, writers: ActivityWriters, now: string, firstPk: number): Staging => ({
  store,
  writers,
  now,
  firstPk,
  nextPk: firstPk,
  lastCommit: Number.NEGATIVE_INFINITY,
  dataVersion: store.sqlite ? dataVersionOf(store.sqlite) : 0,
  othersWroteAt: store.sqlite ? performance.now() : Number.NEGATIVE_INFINITY,
  queue: [],
});

const sliceMs = (s: Staging): number =>
  performance.now() - s.othersWroteAt < QUIET_AFTER_MS ? STAGE_SLICE_MS : STAGE_SLICE_QUIET_MS;

/** A write transaction at least STAGE_PAUSE_MS after the previous one ended. */
const paced = async (s: Staging, fn: (trx: Executor) => Promise<void>): Promise<void> => {
  const wait = STAGE_PAUSE_MS - (performance.now() - s.lastCommit);
  if (wait > 0) await pause(wait);
  const { sqlite } = s.store;
  try {
    await s.store.transaction(async (trx) => {
      if (sqlite) {
        const v = dataVersionOf(sqlite);
        if (v !== s.dataVersion) s.othersWroteAt = performance.now();
        s.dataVersion = v;
      }
      await fn(trx);
    });
  } finally {
    s.lastCommit = performance.now();
  }
  // The importer's own commits checkpoint the WAL (SQLite's autocheckpoint, inside the COMMIT
  // that passes 1,000 pages): left to the next writer, a live server copied our pages in its
  // event loop (COMMITs of 166-599 ms under a 30k import).
  if (sqlite) s.dataVersion = dataVersionOf(sqlite);
};

/** Writes queued activities for one slice of time, STAGE_BATCH at a time, in the caller's transaction. */
const writeSlice = async (s: Staging, trx: Executor): Promise<void> => {
  const started = performance.now();
  const slice = sliceMs(s);
  let next = 0;
  while (next < s.queue.length && performance.now() - started < slice) {
    const part = s.queue.slice(next, next + STAGE_BATCH);
    await s.writers.insert(
      trx,
      part.map((a, i) => ({ pk: s.nextPk + i, a })),
      s.now,
    );
    next += part.length;
    s.nextPk += part.length;
  }
  s.queue = s.queue.slice(next);
};

/**
 * Writes queued activities, a slice per transaction. Unless `all`, it returns as soon as the
 * queue is short or the pause after the last commit has not run out: the caller reads and
 * validates more meanwhile, so the pause costs no time. A long queue waits out the pause.
 */
const drain = async (s: Staging, all: boolean): Promise<void> => {
  while (s.queue.length > 0) {
    if (
      !all &&
      s.queue.length < QUEUE_MAX &&
      (s.queue.length < QUEUE_FILL || performance.now() - s.lastCommit < STAGE_PAUSE_MS)
    )
      return;
    await paced(s, (trx) => writeSlice(s, trx));
  }
};

/** Sorts a batch against the published catalogue: new, unchanged, or changed (by content hash). */
const classify = async (db: Executor, batch: readonly NormalisedActivity[]) => {
  const existing = new Map<string, { id: number; content_hash: string }>();
  for (const refs of chunks(
    batch.map((a) => a.ref),
    ID_CHUNK,
  ))
    for (const r of await db
      .selectFrom('activity')
      .select(['id', 'ref', 'content_hash'])
      .where('ref', 'in', refs)
      .where(PUBLISHED)
      .execute())
      existing.set(r.ref, r);
  const adds: NormalisedActivity[] = [];
  const updates: ImportUpdate[] = [];
  const unchangedPks: number[] = [];
  for (const a of batch) {
    const found = existing.get(a.ref);
    if (!found) adds.push(a);
    else if (found.content_hash === a.contentHash) unchangedPks.push(found.id);
    else updates.push({ id: found.id, a });
  }
  return { adds, updates, unchangedPks };
};

const stage = async (s: Staging, batch: readonly NormalisedActivity[]): Promise<StageResult> => {
  const { adds, updates, unchangedPks } = await classify(s.store.db, batch);
  s.queue.push(...adds);
  await drain(s, false);
  return { added: adds.length, unchangedPks, updates };
};

/** Deletes the published activities (within `scope`) that `keep` rejects; returns their ids. */
const removeUnkept = async (
  trx: Executor,
  keep: (pk: number) => boolean,
  scope: string | undefined,
): Promise<number[]> => {
  const removed: number[] = [];
  let after = 0;
  for (;;) {
    const ids = (
      await trx
        .selectFrom('activity')
        .select('id')
        .where(PUBLISHED)
        .where('id', '>', after)
        .$if(scope !== undefined, (q) =>
          q.where(sql<SqlBool>`ref LIKE ${likePrefix(scope ?? '')} ESCAPE '!'`),
        )
        .orderBy('id')
        .limit(REMOVAL_SCAN)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) break;
    after = ids[ids.length - 1] as number;
    for (const id of ids) if (!keep(id)) removed.push(id);
  }
  for (const ids of chunks(removed, ID_CHUNK))
    await trx.deleteFrom('activity').where('id', 'in', ids).execute();
  return removed;
};

/** Applies updates and removals and raises the mark, in one transaction. */
const publish = async (s: Staging, p: PublishOptions): Promise<PublishResult> => {
  await drain(s, true);
  const changed: number[] = [];
  let removed: number[] = [];
  await s.store.transaction(async (trx) => {
    for await (const batch of p.updates) {
      await s.writers.update(trx, batch, s.now);
      for (const u of batch) changed.push(u.id);
    }
    if (p.keep) removed = await removeUnkept(trx, p.keep, p.scope);
    // Rows staged above the old mark become visible with the new version; updates and
    // removals are listed so every instance re-indexes them.
    await recordCatalogueChanges(trx, [...changed, ...removed], {
      now: s.now,
      ...(s.nextPk > s.firstPk ? { publishedMaxPk: s.nextPk - 1 } : {}),
    });
  });
  const added = s.nextPk - s.firstPk;
  await refreshPlannerStatistics(s.store, added + changed.length + removed.length, STAGE_PAUSE_MS);
  return { added, updated: changed.length, removed: removed.length, firstAddedPk: s.firstPk };
};

/** Deletes rows staged by an import that failed or died, slice by slice (children cascade). */
const clearStaged = async (store: Store): Promise<void> => {
  for (;;) {
    const pks = (
      await store.db.selectFrom('activity').select('id').where(STAGED).limit(CLEAR_SLICE).execute()
    ).map((r) => r.id);
    if (pks.length === 0) return;
    await store.transaction((trx) => trx.deleteFrom('activity').where('id', 'in', pks).execute());
    await pause(STAGE_PAUSE_MS);
  }
};

/** The first free row id above everything published and staged. */
const nextFreePk = async (db: Executor): Promise<number> => {
  const max = await db
    .selectFrom('activity')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  const state = await db
    .selectFrom('discovery_state')
    .select('published_max_pk')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Math.max(Number(max?.m ?? 0), state.published_max_pk) + 1;
};

/** Starts an import once it holds the lease (see the file's comment). */
export const startImport = async (
  store: Store,
  writers: ActivityWriters,
  opts: { now: string },
): Promise<ImportRun> => {
  const release = await acquireImportLease(store.db);
  let firstPk: number;
  try {
    // Rows staged by an import that died (the lease makes this the only import running).
    await clearStaged(store);
    firstPk = await nextFreePk(store.db);
  } catch (e) {
    await release();
    throw e;
  }
  const s = newStaging(store, writers, opts.now, firstPk);
  return {
    stage: (batch) => stage(s, batch),
    publish: async (p) => {
      try {
        return await publish(s, p);
      } finally {
        await release();
      }
    },
    abort: async () => {
      try {
        await clearStaged(store);
      } finally {
        await release();
      }
    },
  };
};
