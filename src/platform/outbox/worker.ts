/**
 * The outbox worker: claims due jobs with a lease, runs them with bounded concurrency, renews the
 * leases of jobs still running, and reschedules failures. A crash loses nothing: leases expire and
 * the next worker (or this one after a restart) claims the jobs again, so handlers are idempotent.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../time.js';
import type { Job, JobHandler, JobOutcome, JobQueue } from './kinds.js';
import { jobBackoffMs } from './retry-policy.js';

export type { JobHandler };

export interface WorkerOptions {
  queue: JobQueue;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  handlers: Record<string, JobHandler>;
  concurrency?: number;
  /**
   * Most jobs of one (partition, kind) leased at once, across instances. The default leaves a
   * quarter of `concurrency` (at least 1 slot) to everyone else: a partner whose receiver hangs
   * holds at most the rest, while a partner alone still uses the whole worker (its fulfilments and
   * callbacks are different kinds).
   */
  perPartition?: number;
  leaseMs?: number;
  /** Longest sleep between looks at the queue (jobs enqueued by other processes). */
  pollMs?: number;
  retryScale?: number;
  random?: () => number;
  /**
   * Told each recorded outcome (the operators' counters): `done`, `retry` (it runs again, after a
   * failure or as a recurring job), `dead` (given up). Never told of an outcome whose lease was lost.
   */
  onOutcome?: (kind: string, outcome: RecordedOutcome) => void;
}

export type RecordedOutcome = 'done' | 'retry' | 'dead';

const outcomeName = (out: JobOutcome): RecordedOutcome =>
  out === undefined ? 'done' : 'giveUp' in out ? 'dead' : 'retry';

export interface Worker {
  start(): void;
  /** Stop claiming, wait for running jobs (up to `graceMs`), release nothing: unfinished leases expire. */
  stop(graceMs?: number): Promise<void>;
  /** Jobs running now (tests, health). */
  running(): number;
}

/** One worker's settings and state, shared by the functions below. */
interface WorkerState {
  o: WorkerOptions;
  owner: string;
  concurrency: number;
  perPartition: number;
  leaseMs: number;
  pollMs: number;
  retryOpts: { scale: number; random: () => number };
  inFlight: Map<number, Promise<void>>;
  started: boolean;
  stopping: boolean;
  timer: NodeJS.Timeout | null;
  heartbeat: NodeJS.Timeout | null;
  tickQueued: boolean;
  ticking: boolean;
  again: boolean;
  unsubscribe: (() => void) | null;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** What the job's handler decided; a throw is a retry with backoff. */
const outcomeOf = async (w: WorkerState, job: Job): Promise<JobOutcome> => {
  const handler = w.o.handlers[job.kind];
  // A kind registered by a part that is not running here yet: keep it for later, never drop it.
  if (!handler)
    return {
      retryInMs: Math.min(5 * 60_000, jobBackoffMs(job.attempt, w.retryOpts)),
      error: `no handler for ${job.kind}`,
    };
  try {
    return await handler(job);
  } catch (e) {
    const error = errorText(e);
    w.o.log.warn({ job: job.id, kind: job.kind, attempt: job.attempt, err: error }, 'job failed; retrying');
    return { retryInMs: jobBackoffMs(job.attempt, w.retryOpts), error };
  }
};

/** Records the outcome while this worker holds the lease; false when it was lost. */
const record = (w: WorkerState, job: Job, out: JobOutcome): Promise<boolean> => {
  const { queue, clock, log } = w.o;
  if (out === undefined) return queue.complete(w.owner, job.id);
  if ('giveUp' in out) {
    log.warn({ job: job.id, kind: job.kind, reason: out.giveUp }, 'job given up');
    return queue.bury(w.owner, job.id, out.giveUp);
  }
  if ('nextRunInMs' in out) return queue.retry(w.owner, job.id, clock().getTime() + out.nextRunInMs, null);
  return queue.retry(w.owner, job.id, clock().getTime() + out.retryInMs, out.error ?? 'retry');
};

const run = async (w: WorkerState, job: Job): Promise<void> => {
  const out = await outcomeOf(w, job);
  try {
    // The lease expired and another worker claimed the job: its outcome is that worker's to record.
    if (!(await record(w, job, out)))
      w.o.log.warn({ job: job.id, kind: job.kind }, 'job lease lost before its outcome');
    else w.o.onOutcome?.(job.kind, outcomeName(out));
  } catch (e) {
    // The database is closing (shutdown): the lease expires and the job runs again later.
    w.o.log.error({ job: job.id, err: errorText(e) }, 'could not record job outcome');
  }
};

const schedule = (w: WorkerState, delayMs: number): void => {
  if (w.stopping) return;
  if (w.timer) clearTimeout(w.timer);
  w.timer = setTimeout(() => tick(w), Math.max(0, delayMs));
};

const wake = (w: WorkerState): void => {
  if (w.tickQueued || w.stopping || !w.started) return;
  w.tickQueued = true;
  setImmediate(() => tick(w));
};

function tick(w: WorkerState): void {
  w.tickQueued = false;
  // One claim at a time: a wake during a claim runs another right after it.
  if (w.ticking) {
    w.again = true;
    return;
  }
  w.ticking = true;
  claimOnce(w)
    .catch((e: unknown) => {
      w.o.log.error({ err: errorText(e) }, 'claiming jobs failed');
      schedule(w, w.pollMs);
    })
    .finally(() => {
      w.ticking = false;
      if (w.again) {
        w.again = false;
        wake(w);
      }
    });
}

const claimOnce = async (w: WorkerState): Promise<void> => {
  if (w.stopping) return;
  const free = w.concurrency - w.inFlight.size;
  if (free <= 0) return; // a finishing job calls wake()
  const now = w.o.clock().getTime();
  const jobs = await w.o.queue.claim(w.owner, now, now + w.leaseMs, {
    limit: free,
    perPartition: w.perPartition,
  });
  // Claimed jobs run even if stop() came meanwhile: stop waits for this claim, then for them.
  for (const job of jobs) {
    const p = run(w, job).finally(() => {
      w.inFlight.delete(job.id);
      wake(w);
    });
    w.inFlight.set(job.id, p);
  }
  if (jobs.length === free) return; // saturated; completions wake us
  const next = await w.o.queue.nextDueAt();
  // Due jobs we could not take (their partition is at its cap, or another instance holds them):
  // look again at the next poll, or when a job of ours finishes.
  const wait = next === null ? w.pollMs : next - now <= 0 ? w.pollMs : Math.min(w.pollMs, next - now);
  schedule(w, wait);
};

const start = (w: WorkerState): void => {
  if (w.started) return;
  w.started = true;
  w.unsubscribe = w.o.queue.onEnqueued(() => wake(w));
  w.heartbeat = setInterval(
    () => {
      if (w.inFlight.size === 0) return;
      w.o.queue.renew(w.owner, [...w.inFlight.keys()], w.o.clock().getTime() + w.leaseMs).catch(() => {
        // closing; leases will simply expire
      });
    },
    Math.max(100, Math.floor(w.leaseMs / 3)),
  );
  w.heartbeat.unref();
  wake(w);
};

const stop = async (w: WorkerState, graceMs: number): Promise<void> => {
  w.stopping = true;
  w.unsubscribe?.();
  if (w.timer) clearTimeout(w.timer);
  // A claim in progress finishes first, so nothing it leased is left unaccounted.
  while (w.ticking) await new Promise((r) => setTimeout(r, 5));
  const all = Promise.allSettled([...w.inFlight.values()]);
  await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
  if (w.heartbeat) clearInterval(w.heartbeat);
};

export const createWorker = (o: WorkerOptions): Worker => {
  const concurrency = o.concurrency ?? 16;
  const w: WorkerState = {
    o,
    owner: `w_${process.pid}_${randomBytes(4).toString('hex')}`,
    concurrency,
    perPartition: o.perPartition ?? Math.max(1, concurrency - Math.max(1, Math.floor(concurrency / 4))),
    leaseMs: o.leaseMs ?? 30_000,
    pollMs: o.pollMs ?? 500,
    retryOpts: { scale: o.retryScale ?? 1, random: o.random ?? Math.random },
    inFlight: new Map(),
    started: false,
    stopping: false,
    timer: null,
    heartbeat: null,
    tickQueued: false,
    ticking: false,
    again: false,
    unsubscribe: null,
  };
  return {
    start: () => start(w),
    stop: (graceMs = 10_000) => stop(w, graceMs),
    running: () => w.inFlight.size,
  };
};
