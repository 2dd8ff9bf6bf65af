/**
 * The job outbox on both engines: enqueue inside the caller's transaction, claim due jobs with a
 * lease, retry, bury. A worker that dies simply lets its leases expire; the next claim (by any
 * instance) picks the jobs up. Every outcome is recorded only by the lease's owner, so a job whose
 * lease was lost and re-claimed is never completed, retried or buried by the worker that lost it.
 *
 * Fairness: jobs carry a partition (the API key the work is for). A claim caps the jobs of one
 * (partition, kind) leased at once, counting every instance's live leases, and takes the rest
 * round-robin across partitions, so one key's hung receiver holds a bounded number of slots.
 */

import { type Executor, type Store, withTransaction } from '../db/index.js';
import type { Clock } from '../time.js';
import {
  depthByKind,
  type JobInfo,
  type JobListQuery,
  type KindDepth,
  listJobs,
  requeueJob,
} from './job-inspection.js';
import type { ClaimOptions, Job, JobQueue, NewJob } from './kinds.js';

export type { JobInfo, JobListQuery, KindDepth };

export interface JobStore extends JobQueue {
  /**
   * Insert a job inside the caller's transaction (the outbox: it commits with the state change that
   * made it necessary). Returns false when deduplicated.
   */
  enqueue(trx: Executor, job: NewJob): Promise<boolean>;
  /**
   * A recurring job (by its dedupe key, which it must have): inserted when missing, queued again at
   * `runAt` when it had finished (done or dead); left alone while it is queued. Returns true when it
   * was inserted or revived.
   */
  ensure(trx: Executor, job: NewJob & { dedupeKey: string }): Promise<boolean>;
  /** Wake listeners; call after the enqueuing transaction committed. */
  notify(): void;
  /** Counts by state and kind (tests, ops). */
  counts(): Promise<{ kind: string; state: string; n: number }[]>;
  /** Queued jobs and the earliest due run_at per kind (the operators' gauges; queued rows only). */
  depth(): Promise<KindDepth[]>;
  /** Jobs of one kind, newest change first (by dedupe keys, or only the failed ones). */
  list(q: JobListQuery): Promise<JobInfo[]>;
  /** Run a job again now, by kind and dedupe key, with a fresh attempt count (job-inspection.ts). */
  requeue(kind: string, dedupeKey: string): Promise<'requeued' | 'running' | 'unknown'>;
}

/** What the queue's functions share: the database, the wall clock and the enqueue listeners. */
interface JobStoreDeps {
  store: Store;
  clock: Clock;
  listeners: Set<() => void>;
}

const ts = (d: JobStoreDeps): string => d.clock().toISOString();

interface Candidate {
  id: number;
  kind: string;
  partition_key: string | null;
}

/** How many due rows one claim looks at to fill `limit` slots fairly. */
const scanSize = (limit: number): number => Math.max(64, limit * 8);

/**
 * Round-robin over (partition, kind) groups in order of their earliest due job, each group taking at
 * most its remaining cap. Pure; exported for tests.
 */
export const pickFairly = (
  candidates: readonly Candidate[],
  limit: number,
  remaining: (partition: string | null, kind: string) => number,
): number[] => {
  const groups = new Map<string, { left: number; ids: number[] }>();
  for (const c of candidates) {
    const key = c.partition_key === null ? `\u0000${c.kind}` : `${c.partition_key}\u0000${c.kind}`;
    let g = groups.get(key);
    if (!g) {
      g = { left: remaining(c.partition_key, c.kind), ids: [] };
      groups.set(key, g);
    }
    if (g.ids.length < g.left) g.ids.push(c.id);
  }
  const picked: number[] = [];
  const queues = [...groups.values()].filter((g) => g.ids.length > 0);
  for (let round = 0; picked.length < limit && queues.some((g) => g.ids.length > round); round++)
    for (const g of queues) {
      const id = g.ids[round];
      if (id !== undefined && picked.length < limit) picked.push(id);
    }
  return picked;
};

/**
 * The one engine-specific step of the queue: reading the due candidates. On Postgres the rows are
 * locked FOR UPDATE SKIP LOCKED, so concurrent claims by other instances pass them by instead of
 * waiting; on SQLite the claim's write transaction already makes it the only writer.
 */
const dueCandidates = async (
  d: JobStoreDeps,
  trx: Executor,
  nowMs: number,
  scan: number,
  saturated: { partition_key: string; kind: string }[],
): Promise<Candidate[]> => {
  const q = trx
    .selectFrom('job')
    .select(['id', 'kind', 'partition_key'])
    .where('state', '=', 'queued')
    .where('run_at', '<=', nowMs)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', nowMs)]))
    .where((eb) =>
      saturated.length === 0
        ? eb.lit(true)
        : eb.not(
            eb.or(
              saturated.map((s) =>
                eb.and([eb('partition_key', '=', s.partition_key), eb('kind', '=', s.kind)]),
              ),
            ),
          ),
    )
    .orderBy('run_at')
    .orderBy('id')
    .limit(scan);
  return d.store.engine === 'postgres' ? q.forUpdate().skipLocked().execute() : q.execute();
};

/** Live leases per (partition, kind), every instance's: the partial index job_leased answers it. */
const liveLeases = (trx: Executor, nowMs: number) =>
  trx
    .selectFrom('job')
    .select(['partition_key', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('state', '=', 'queued')
    .where('lease_owner', 'is not', null)
    .where('lease_until', '>', nowMs)
    .where('partition_key', 'is not', null)
    .groupBy(['partition_key', 'kind'])
    .execute();

/** Which due jobs one claim takes: fairly, within every (partition, kind)'s cap. */
const pickDue = async (d: JobStoreDeps, trx: Executor, nowMs: number, o: ClaimOptions): Promise<number[]> => {
  const busy = await liveLeases(trx, nowMs);
  const held = new Map(busy.map((b) => [`${b.partition_key}\u0000${b.kind}`, Number(b.n)]));
  const saturated = busy
    .filter((b) => Number(b.n) >= o.perPartition)
    .map((b) => ({ partition_key: b.partition_key as string, kind: b.kind }));
  const candidates = await dueCandidates(d, trx, nowMs, scanSize(o.limit), saturated);
  return pickFairly(candidates, o.limit, (p, kind) =>
    p === null ? Number.POSITIVE_INFINITY : o.perPartition - (held.get(`${p}\u0000${kind}`) ?? 0),
  );
};

/** Claims due jobs for `owner` in one transaction (`trx`'s when given). */
const claim = async (
  d: JobStoreDeps,
  owner: string,
  nowMs: number,
  leaseUntil: number,
  o: ClaimOptions,
  trx?: Executor,
): Promise<Job[]> => {
  if (o.limit <= 0) return [];
  const rows = await withTransaction(d.store, trx, async (trx) => {
    const ids = await pickDue(d, trx, nowMs, o);
    if (ids.length === 0) return [];
    const claimed = await trx
      .updateTable('job')
      .set((eb) => ({
        lease_owner: owner,
        lease_until: leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: ts(d),
      }))
      .where('id', 'in', ids)
      .returning(['id', 'kind', 'payload', 'attempts', 'partition_key'])
      .execute();
    // Fair order, as picked (RETURNING order is not defined).
    const byId = new Map(claimed.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    payload: JSON.parse(r.payload) as unknown,
    attempt: r.attempts,
    partitionKey: r.partition_key,
  }));
};

/** Record an outcome only while `owner` still holds the lease. */
const finish = async (
  d: JobStoreDeps,
  owner: string,
  id: number,
  set: { state?: 'done' | 'dead'; run_at?: number; last_error: string | null },
  trx: Executor = d.store.db,
): Promise<boolean> => {
  const r = await trx
    .updateTable('job')
    .set({ ...set, lease_owner: null, lease_until: null, updated_at: ts(d) })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** The row a new job starts as. */
const newRow = (d: JobStoreDeps, job: NewJob, runAt: number) => {
  const now = ts(d);
  return {
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    dedupe_key: job.dedupeKey ?? null,
    partition_key: job.partitionKey ?? null,
    state: 'queued' as const,
    attempts: 0,
    run_at: runAt,
    created_at: now,
    updated_at: now,
  };
};

const enqueue = async (d: JobStoreDeps, trx: Executor, job: NewJob): Promise<boolean> => {
  const r = await trx
    .insertInto('job')
    .values(newRow(d, job, job.runAt ?? d.clock().getTime()))
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
};

const ensure = async (
  d: JobStoreDeps,
  trx: Executor,
  job: NewJob & { dedupeKey: string },
): Promise<boolean> => {
  const runAt = job.runAt ?? d.clock().getTime();
  const row = newRow(d, job, runAt);
  const r = await trx
    .insertInto('job')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('dedupe_key')
        .doUpdateSet({
          state: 'queued',
          run_at: runAt,
          attempts: 0,
          lease_owner: null,
          lease_until: null,
          last_error: null,
          updated_at: row.updated_at,
        })
        .where('job.state', '<>', 'queued'),
    )
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
};

const renew = async (
  d: JobStoreDeps,
  owner: string,
  ids: number[],
  leaseUntil: number,
  trx: Executor = d.store.db,
): Promise<void> => {
  if (ids.length === 0) return;
  await trx
    .updateTable('job')
    .set({ lease_until: leaseUntil })
    .where('id', 'in', ids)
    .where('lease_owner', '=', owner)
    .where('state', '=', 'queued')
    .execute();
};

const nextDueAt = async (d: JobStoreDeps, trx: Executor = d.store.db): Promise<number | null> => {
  // Unleased jobs only, so the partial index answers it; expired leases are found by the poll.
  const r = await trx
    .selectFrom('job')
    .select('run_at')
    .where('state', '=', 'queued')
    .where('lease_owner', 'is', null)
    .orderBy('run_at')
    .limit(1)
    .executeTakeFirst();
  return r?.run_at ?? null;
};

const counts = async (d: JobStoreDeps, trx: Executor = d.store.db) =>
  (
    await trx
      .selectFrom('job')
      .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['kind', 'state'])
      .orderBy('kind')
      .orderBy('state')
      .execute()
  ).map((r) => ({ kind: r.kind, state: r.state, n: Number(r.n) }));

/** The outbox over `store`; `clock` is the wall clock jobs run on. Assembles the functions above. */
export const createJobStore = (store: Store, clock: Clock): JobStore => {
  const d: JobStoreDeps = { store, clock, listeners: new Set() };
  return {
    enqueue: (trx, job) => enqueue(d, trx, job),
    ensure: (trx, job) => ensure(d, trx, job),
    notify: () => {
      for (const l of d.listeners) l();
    },
    claim: (owner, nowMs, leaseUntil, o) => claim(d, owner, nowMs, leaseUntil, o),
    renew: (owner, ids, leaseUntil) => renew(d, owner, ids, leaseUntil),
    complete: (owner, id) => finish(d, owner, id, { state: 'done', last_error: null }),
    retry: (owner, id, runAt, error) =>
      finish(d, owner, id, { run_at: runAt, last_error: error === null ? null : error.slice(0, 1000) }),
    bury: (owner, id, error) => finish(d, owner, id, { state: 'dead', last_error: error.slice(0, 1000) }),
    nextDueAt: () => nextDueAt(d),
    onEnqueued: (listener) => {
      d.listeners.add(listener);
      return () => d.listeners.delete(listener);
    },
    counts: () => counts(d),
    depth: () => depthByKind(store.db, clock().getTime()),
    list: (q) => listJobs(store.db, q, clock().getTime()),
    requeue: async (kind, dedupeKey) => {
      const r = await requeueJob(store.db, kind, dedupeKey, clock().getTime(), ts(d));
      if (r === 'requeued') for (const l of d.listeners) l();
      return r;
    },
  };
};
