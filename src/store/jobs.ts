/**
 * The job outbox on SQLite: enqueue inside the caller's transaction, claim due jobs with a lease,
 * retry, bury. A worker that dies simply lets its leases expire; the next claim picks the jobs up.
 */

import type { Job, JobQueue, NewJob } from '../domain/jobs.js';
import type { Clock } from '../domain/time.js';
import { type Store, writeTransaction } from './db.js';

interface JobRow {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

export interface JobStore extends JobQueue {
  /** Insert a job; call inside the transaction that made it necessary. Returns false when deduplicated. */
  enqueue(job: NewJob): boolean;
  /** Wake listeners; call after the enqueuing transaction committed. */
  notify(): void;
  /** Counts by state and kind (tests, ops). */
  counts(): { kind: string; state: string; n: number }[];
}

export const createJobStore = (store: Store, clock: Clock): JobStore => {
  const { sqlite } = store;
  const insert = sqlite.prepare(
    `INSERT INTO job (kind, payload, dedupe_key, run_at, created_at, updated_at)
     VALUES (@kind, @payload, @dedupe_key, @run_at, @ts, @ts) ON CONFLICT (dedupe_key) DO NOTHING`,
  );
  const claimStmt = sqlite.prepare(
    `UPDATE job SET lease_owner = @owner, lease_until = @until, attempts = attempts + 1, updated_at = @ts
     WHERE id IN (SELECT id FROM job WHERE state = 'queued' AND run_at <= @now
                  AND (lease_until IS NULL OR lease_until <= @now) ORDER BY run_at, id LIMIT @limit)
     RETURNING id, kind, payload, attempts`,
  );
  const renewStmt = sqlite.prepare(
    `UPDATE job SET lease_until = @until WHERE id = @id AND lease_owner = @owner AND state = 'queued'`,
  );
  const completeStmt = sqlite.prepare(
    `UPDATE job SET state = 'done', lease_owner = NULL, lease_until = NULL, last_error = NULL, updated_at = @ts
     WHERE id = @id AND lease_owner = @owner`,
  );
  const retryStmt = sqlite.prepare(
    `UPDATE job SET run_at = @run_at, lease_owner = NULL, lease_until = NULL, last_error = @error, updated_at = @ts
     WHERE id = @id AND lease_owner = @owner`,
  );
  const buryStmt = sqlite.prepare(
    `UPDATE job SET state = 'dead', lease_owner = NULL, lease_until = NULL, last_error = @error, updated_at = @ts
     WHERE id = @id AND lease_owner = @owner`,
  );
  // Unleased jobs only, so the partial index answers it; expired leases are found by the poll.
  const nextDue = sqlite
    .prepare(`SELECT run_at FROM job WHERE state = 'queued' AND lease_owner IS NULL ORDER BY run_at LIMIT 1`)
    .pluck();
  const countStmt = sqlite.prepare(`SELECT kind, state, COUNT(*) AS n FROM job GROUP BY kind, state`);
  const listeners = new Set<() => void>();
  const ts = () => clock().toISOString();
  const claimTx = writeTransaction(sqlite, (owner: string, now: number, until: number, limit: number) =>
    claimStmt.all({ owner, now, until, limit, ts: ts() }),
  );

  return {
    enqueue: (job) =>
      insert.run({
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        dedupe_key: job.dedupeKey ?? null,
        run_at: job.runAt ?? clock().getTime(),
        ts: ts(),
      }).changes === 1,
    notify: () => {
      for (const l of listeners) l();
    },
    claim: (owner, nowMs, leaseUntil, limit): Job[] =>
      (claimTx(owner, nowMs, leaseUntil, limit) as JobRow[]).map((r) => ({
        id: r.id,
        kind: r.kind,
        payload: JSON.parse(r.payload) as unknown,
        attempt: r.attempts,
      })),
    renew: (owner, ids, leaseUntil) => {
      for (const id of ids) renewStmt.run({ owner, id, until: leaseUntil });
    },
    complete: (owner, id) => {
      completeStmt.run({ owner, id, ts: ts() });
    },
    retry: (owner, id, runAt, error) => {
      retryStmt.run({ owner, id, run_at: runAt, error: error.slice(0, 1000), ts: ts() });
    },
    bury: (owner, id, error) => {
      buryStmt.run({ owner, id, error: error.slice(0, 1000), ts: ts() });
    },
    nextDueAt: () => {
      const t = nextDue.get() as number | undefined;
      return t ?? null;
    },
    onEnqueued: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    counts: () => countStmt.all() as { kind: string; state: string; n: number }[],
  };
};
