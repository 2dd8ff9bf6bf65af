/**
 * The outbox vocabulary shared by the store (which keeps jobs), services (which enqueue them), the
 * worker (which runs them) and adapters that register handlers (Slack). Types only.
 */
export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  /** 1 on the first run of this job. */
  attempt: number;
}

/** What a handler asks for; returning nothing means done. Throwing means "retry by the default backoff". */
export type JobOutcome = undefined | { retryInMs: number; error?: string } | { giveUp: string };

export type JobHandler = (job: Job) => Promise<JobOutcome | undefined>;

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Epoch ms; defaults to now. */
  runAt?: number;
  /** When set, a second job with the same key is not enqueued (events enqueued twice stay one job). */
  dedupeKey?: string;
}

/** The queue the worker drains (implemented in store/jobs.ts). */
export interface JobQueue {
  /** Claim up to `limit` due jobs for `owner` until `leaseUntil` (epoch ms). */
  claim(owner: string, nowMs: number, leaseUntil: number, limit: number): Job[];
  /** Extend the lease of jobs still running. */
  renew(owner: string, ids: number[], leaseUntil: number): void;
  complete(owner: string, id: number): void;
  retry(owner: string, id: number, runAt: number, error: string): void;
  bury(owner: string, id: number, error: string): void;
  /** Earliest run_at among queued jobs, for sleeping until then. */
  nextDueAt(): number | null;
  /** Called after a commit that enqueued jobs, so an idle worker wakes at once. */
  onEnqueued(listener: () => void): () => void;
}
