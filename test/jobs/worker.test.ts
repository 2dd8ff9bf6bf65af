import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job, JobHandler } from '../../src/domain/jobs.js';
import { createSecretBox } from '../../src/domain/secret-box.js';
import { createWorker } from '../../src/jobs/worker.js';
import { openStore, type Store } from '../../src/store/db.js';
import { createJobStore, type JobStore } from '../../src/store/jobs.js';

const log = pino({ level: 'silent' });
const clock = () => new Date();
const until = async (cond: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('job store and worker', () => {
  let dir = '';
  let store: Store;
  let jobs: JobStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jaunt-jobs-'));
    store = openStore(join(dir, 'db.sqlite'), 'db/migrations', createSecretBox(randomBytes(32)));
    jobs = createJobStore(store, clock);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dedupes on dedupe_key and leases each job to one owner', () => {
    expect(jobs.enqueue({ kind: 'k', payload: { a: 1 }, dedupeKey: 'one' })).toBe(true);
    expect(jobs.enqueue({ kind: 'k', payload: { a: 2 }, dedupeKey: 'one' })).toBe(false);
    const now = Date.now();
    const a = jobs.claim('A', now, now + 1000, 10);
    expect(a.map((j) => j.payload)).toEqual([{ a: 1 }]);
    expect(jobs.claim('B', now, now + 1000, 10)).toEqual([]);
    // The lease expires (the owner died): another worker claims it, attempt 2.
    const b = jobs.claim('B', now + 1001, now + 2000, 10);
    expect(b.map((j) => j.attempt)).toEqual([2]);
    // The late first owner can no longer complete it.
    jobs.complete('A', b[0]?.id ?? -1);
    expect(jobs.counts()).toEqual([{ kind: 'k', state: 'queued', n: 1 }]);
    jobs.complete('B', b[0]?.id ?? -1);
    expect(jobs.counts()).toEqual([{ kind: 'k', state: 'done', n: 1 }]);
  });

  it('runs handlers with bounded concurrency, retries throws, buries give-ups, keeps unknown kinds', async () => {
    let active = 0;
    let peak = 0;
    const seen: string[] = [];
    const slow: JobHandler = async (job: Job) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 20));
      active--;
      seen.push(String((job.payload as { n: number }).n));
      return undefined;
    };
    let flaky = 0;
    const handlers: Record<string, JobHandler> = {
      slow,
      flaky: async () => {
        flaky++;
        if (flaky < 3) throw new Error('boom');
        return undefined;
      },
      hopeless: async () => ({ giveUp: 'no' }),
    };
    const worker = createWorker({
      queue: jobs,
      clock,
      log,
      handlers,
      concurrency: 3,
      retryScale: 0.001,
      pollMs: 20,
    });
    worker.start();
    for (let n = 0; n < 12; n++) jobs.enqueue({ kind: 'slow', payload: { n } });
    jobs.enqueue({ kind: 'flaky', payload: {} });
    jobs.enqueue({ kind: 'hopeless', payload: {} });
    jobs.enqueue({ kind: 'later.registered', payload: {} });
    jobs.notify();
    await until(() => seen.length === 12 && flaky === 3);
    await until(() => jobs.counts().some((c) => c.kind === 'hopeless' && c.state === 'dead'));
    await worker.stop();
    expect(peak).toBeLessThanOrEqual(3);
    const counts = Object.fromEntries(jobs.counts().map((c) => [`${c.kind}:${c.state}`, c.n]));
    expect(counts).toMatchObject({
      'slow:done': 12,
      'flaky:done': 1,
      'hopeless:dead': 1,
      'later.registered:queued': 1,
    });
  });

  it('picks up jobs whose lease expired after a crash', async () => {
    jobs.enqueue({ kind: 'x', payload: {} });
    const now = Date.now();
    expect(jobs.claim('dead-worker', now, now + 200, 10)).toHaveLength(1);
    let ran = 0;
    const worker = createWorker({
      queue: jobs,
      clock,
      log,
      handlers: { x: async () => void ran++ },
      leaseMs: 1000,
      pollMs: 50,
    });
    worker.start();
    await until(() => ran === 1);
    await worker.stop();
    expect(jobs.counts()).toEqual([{ kind: 'x', state: 'done', n: 1 }]);
  });
});
