/**
 * Looking into the outbox from outside the worker: queue depth and the oldest due job per kind (the
 * operators' gauges, sampled at scrape), the jobs of one kind by dedupe key or by failure (the
 * callbacks' CLI and API), and requeueing a finished job by its dedupe key (redelivery). Every read
 * here is bounded: depth reads only queued rows (the partial index job_due), lists take a limit.
 */
import type { Executor } from '../db/index.js';

/** The queued jobs of one kind: how many, and the run_at of the earliest that is due (null: none due). */
export interface KindDepth {
  kind: string;
  queued: number;
  oldestDueRunAt: number | null;
}

/** One job as an operator sees it. */
export interface JobInfo {
  id: number;
  kind: string;
  dedupeKey: string | null;
  state: 'queued' | 'done' | 'dead';
  attempts: number;
  /** Epoch ms of its next run (meaningful while queued). */
  runAt: number;
  /** True while a worker holds it (running now). */
  leased: boolean;
  lastError: string | null;
  payload: unknown;
  updatedAt: string;
}

export interface JobListQuery {
  kind: string;
  /** Only jobs that failed: given up (dead), or queued again after a failed run. */
  failed?: boolean;
  /** Only these dedupe keys. */
  dedupeKeys?: readonly string[];
  limit: number;
}

export const depthByKind = async (db: Executor, nowMs: number): Promise<KindDepth[]> => {
  const rows = await db
    .selectFrom('job')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .min<number | null>(eb.case().when('run_at', '<=', nowMs).then(eb.ref('run_at')).else(null).end())
        .as('oldest'),
    ])
    .where('state', '=', 'queued')
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    queued: Number(r.n),
    oldestDueRunAt: r.oldest === null ? null : Number(r.oldest),
  }));
};

export const listJobs = async (db: Executor, q: JobListQuery, nowMs: number): Promise<JobInfo[]> => {
  if (q.dedupeKeys && q.dedupeKeys.length === 0) return [];
  let query = db
    .selectFrom('job')
    .select([
      'id',
      'kind',
      'dedupe_key',
      'state',
      'attempts',
      'run_at',
      'lease_owner',
      'lease_until',
      'last_error',
      'payload',
      'updated_at',
    ])
    .where('kind', '=', q.kind);
  if (q.dedupeKeys) query = query.where('dedupe_key', 'in', [...q.dedupeKeys]);
  if (q.failed)
    query = query.where((eb) =>
      eb.or([
        eb('state', '=', 'dead'),
        eb.and([eb('state', '=', 'queued'), eb('last_error', 'is not', null)]),
      ]),
    );
  const rows = await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    dedupeKey: r.dedupe_key,
    state: r.state,
    attempts: r.attempts,
    runAt: Number(r.run_at),
    leased: r.lease_owner !== null && r.lease_until !== null && Number(r.lease_until) > nowMs,
    lastError: r.last_error,
    payload: JSON.parse(r.payload) as unknown,
    updatedAt: r.updated_at,
  }));
};

/**
 * Runs the job of `kind` under `dedupeKey` again at `runAt` with a fresh attempt count (so a
 * callback gets the whole retry schedule again). A job a worker is running right now is left alone.
 * Answers 'requeued', 'running' or 'unknown'.
 */
export const requeueJob = async (
  db: Executor,
  kind: string,
  dedupeKey: string,
  runAt: number,
  now: string,
): Promise<'requeued' | 'running' | 'unknown'> => {
  const r = await db
    .updateTable('job')
    .set({
      state: 'queued',
      run_at: runAt,
      attempts: 0,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      updated_at: now,
    })
    .where('kind', '=', kind)
    .where('dedupe_key', '=', dedupeKey)
    .where((eb) =>
      eb.or([eb('state', '<>', 'queued'), eb('lease_owner', 'is', null), eb('lease_until', '<=', runAt)]),
    )
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return 'requeued';
  const exists = await db
    .selectFrom('job')
    .select('id')
    .where('kind', '=', kind)
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  return exists ? 'running' : 'unknown';
};
