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
}

export interface Worker {
  start(): void;
  /** Stop claiming, wait for running jobs (up to `graceMs`), release nothing: unfinished leases expire. */
  stop(graceMs?: number): Promise<void>;
  /** Jobs running now (tests, health). */
  running(): number;
}

export const createWorker = (o: WorkerOptions): Worker => {
  const owner = `w_${process.pid}_${randomBytes(4).toString('hex')}`;
  const concurrency = o.concurrency ?? 16;
  const perPartition = o.perPartition ?? Math.max(1, concurrency - Math.max(1, Math.floor(concurrency / 4)));
  const leaseMs = o.leaseMs ?? 30_000;
  const pollMs = o.pollMs ?? 500;
  const retryOpts = { scale: o.retryScale ?? 1, random: o.random ?? Math.random };
  const inFlight = new Map<number, Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let tickQueued = false;
  let ticking = false;
  let again = false;
  let unsubscribe: (() => void) | null = null;

  const outcomeOf = async (job: Job): Promise<JobOutcome> => {
    const handler = o.handlers[job.kind];
    // A kind registered by a part that is not running here yet: keep it for later, never drop it.
    if (!handler)
      return {
        retryInMs: Math.min(5 * 60_000, jobBackoffMs(job.attempt, retryOpts)),
        error: `no handler for ${job.kind}`,
      };
    try {
      return await handler(job);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      o.log.warn({ job: job.id, kind: job.kind, attempt: job.attempt, err: error }, 'job failed; retrying');
      return { retryInMs: jobBackoffMs(job.attempt, retryOpts), error };
    }
  };

  const run = async (job: Job): Promise<void> => {
    const out = await outcomeOf(job);
    try {
      let recorded: boolean;
      if (out === undefined) recorded = await o.queue.complete(owner, job.id);
      else if ('giveUp' in out) {
        o.log.warn({ job: job.id, kind: job.kind, reason: out.giveUp }, 'job given up');
        recorded = await o.queue.bury(owner, job.id, out.giveUp);
      } else if ('nextRunInMs' in out)
        recorded = await o.queue.retry(owner, job.id, o.clock().getTime() + out.nextRunInMs, null);
      else
        recorded = await o.queue.retry(
          owner,
          job.id,
          o.clock().getTime() + out.retryInMs,
          out.error ?? 'retry',
        );
      // The lease expired and another worker claimed the job: its outcome is that worker's to record.
      if (!recorded) o.log.warn({ job: job.id, kind: job.kind }, 'job lease lost before its outcome');
    } catch (e) {
      // The database is closing (shutdown): the lease expires and the job runs again later.
      o.log.error(
        { job: job.id, err: e instanceof Error ? e.message : String(e) },
        'could not record job outcome',
      );
    }
  };

  const schedule = (delayMs: number): void => {
    if (stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
  };

  const wake = (): void => {
    if (tickQueued || stopping || !started) return;
    tickQueued = true;
    setImmediate(tick);
  };

  function tick(): void {
    tickQueued = false;
    // One claim at a time: a wake during a claim runs another right after it.
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    claimOnce()
      .catch((e: unknown) => {
        o.log.error({ err: e instanceof Error ? e.message : String(e) }, 'claiming jobs failed');
        schedule(pollMs);
      })
      .finally(() => {
        ticking = false;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const claimOnce = async (): Promise<void> => {
    if (stopping) return;
    const free = concurrency - inFlight.size;
    if (free <= 0) return; // a finishing job calls wake()
    const now = o.clock().getTime();
    const jobs = await o.queue.claim(owner, now, now + leaseMs, { limit: free, perPartition });
    // Claimed jobs run even if stop() came meanwhile: stop waits for this claim, then for them.
    for (const job of jobs) {
      const p = run(job).finally(() => {
        inFlight.delete(job.id);
        wake();
      });
      inFlight.set(job.id, p);
    }
    if (jobs.length === free) return; // saturated; completions wake us
    const next = await o.queue.nextDueAt();
    // Due jobs we could not take (their partition is at its cap, or another instance holds them):
    // look again at the next poll, or when a job of ours finishes.
    const wait = next === null ? pollMs : next - now <= 0 ? pollMs : Math.min(pollMs, next - now);
    schedule(wait);
  };

  return {
    start: () => {
      if (started) return;
      started = true;
      unsubscribe = o.queue.onEnqueued(wake);
      heartbeat = setInterval(
        () => {
          if (inFlight.size === 0) return;
          o.queue.renew(owner, [...inFlight.keys()], o.clock().getTime() + leaseMs).catch(() => {
            // closing; leases will simply expire
          });
        },
        Math.max(100, Math.floor(leaseMs / 3)),
      );
      heartbeat.unref();
      wake();
    },
    stop: async (graceMs = 10_000) => {
      stopping = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      // A claim in progress finishes first, so nothing it leased is left unaccounted.
      while (ticking) await new Promise((r) => setTimeout(r, 5));
      const all = Promise.allSettled([...inFlight.values()]);
      await Promise.race([all, new Promise((r) => setTimeout(r, graceMs).unref())]);
      if (heartbeat) clearInterval(heartbeat);
    },
    running: () => inFlight.size,
  };
};
