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

import type { Executor, Store } from '../db/index.js';
import type { Clock } from '../time.js';
import type { ClaimOptions, Job, JobQueue, NewJob } from './kinds.js';

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
}

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

export const createJobStore = (store: Store, clock: Clock): JobStore => {
  const { db } = store;
  const listeners = new Set<() => void>();
  const ts = () => clock().toISOString();

  /**
   * The one engine-specific step of the queue: reading the due candidates. On Postgres the rows are
   * locked FOR UPDATE SKIP LOCKED, so concurrent claims by other instances pass them by instead of
   * waiting; on SQLite the claim's write transaction already makes it the only writer.
   */
  const dueCandidates = async (
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
    return store.engine === 'postgres' ? q.forUpdate().skipLocked().execute() : q.execute();
  };

  const claim = async (owner: string, nowMs: number, leaseUntil: number, o: ClaimOptions): Promise<Job[]> => {
    if (o.limit <= 0) return [];
    const rows = await store.transaction(async (trx) => {
      // Live leases per (partition, kind), every instance's: the partial index job_leased answers it.
      const busy = await trx
        .selectFrom('job')
        .select(['partition_key', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('state', '=', 'queued')
        .where('lease_owner', 'is not', null)
        .where('lease_until', '>', nowMs)
        .where('partition_key', 'is not', null)
        .groupBy(['partition_key', 'kind'])
        .execute();
      const held = new Map(busy.map((b) => [`${b.partition_key}\u0000${b.kind}`, Number(b.n)]));
      const saturated = busy
        .filter((b) => Number(b.n) >= o.perPartition)
        .map((b) => ({ partition_key: b.partition_key as string, kind: b.kind }));
      const candidates = await dueCandidates(trx, nowMs, scanSize(o.limit), saturated);
      const ids = pickFairly(candidates, o.limit, (p, kind) =>
        p === null ? Number.POSITIVE_INFINITY : o.perPartition - (held.get(`${p}\u0000${kind}`) ?? 0),
      );
      if (ids.length === 0) return [];
      const claimed = await trx
        .updateTable('job')
        .set((eb) => ({
          lease_owner: owner,
          lease_until: leaseUntil,
          attempts: eb('attempts', '+', 1),
          updated_at: ts(),
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
    owner: string,
    id: number,
    set: { state?: 'done' | 'dead'; run_at?: number; last_error: string | null },
  ): Promise<boolean> => {
    const r = await db
      .updateTable('job')
      .set({ ...set, lease_owner: null, lease_until: null, updated_at: ts() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  };

  return {
    enqueue: async (trx, job) => {
      const now = ts();
      const r = await trx
        .insertInto('job')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          dedupe_key: job.dedupeKey ?? null,
          partition_key: job.partitionKey ?? null,
          state: 'queued',
          attempts: 0,
          run_at: job.runAt ?? clock().getTime(),
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return r !== undefined;
    },
    ensure: async (trx, job) => {
      const now = ts();
      const runAt = job.runAt ?? clock().getTime();
      const r = await trx
        .insertInto('job')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          dedupe_key: job.dedupeKey,
          partition_key: job.partitionKey ?? null,
          state: 'queued',
          attempts: 0,
          run_at: runAt,
          created_at: now,
          updated_at: now,
        })
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
              updated_at: now,
            })
            .where('job.state', '<>', 'queued'),
        )
        .returning('id')
        .executeTakeFirst();
      return r !== undefined;
    },
    notify: () => {
      for (const l of listeners) l();
    },
    claim,
    renew: async (owner, ids, leaseUntil) => {
      if (ids.length === 0) return;
      await db
        .updateTable('job')
        .set({ lease_until: leaseUntil })
        .where('id', 'in', ids)
        .where('lease_owner', '=', owner)
        .where('state', '=', 'queued')
        .execute();
    },
    complete: (owner, id) => finish(owner, id, { state: 'done', last_error: null }),
    retry: (owner, id, runAt, error) =>
      finish(owner, id, { run_at: runAt, last_error: error === null ? null : error.slice(0, 1000) }),
    bury: (owner, id, error) => finish(owner, id, { state: 'dead', last_error: error.slice(0, 1000) }),
    nextDueAt: async () => {
      // Unleased jobs only, so the partial index answers it; expired leases are found by the poll.
      const r = await db
        .selectFrom('job')
        .select('run_at')
        .where('state', '=', 'queued')
        .where('lease_owner', 'is', null)
        .orderBy('run_at')
        .limit(1)
        .executeTakeFirst();
      return r?.run_at ?? null;
    },
    onEnqueued: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    counts: async () =>
      (
        await db
          .selectFrom('job')
          .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy(['kind', 'state'])
          .orderBy('kind')
          .orderBy('state')
          .execute()
      ).map((r) => ({ kind: r.kind, state: r.state, n: Number(r.n) })),
  };
};
