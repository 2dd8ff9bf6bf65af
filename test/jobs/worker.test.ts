import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/platform/db/index.js';
import type { Job, JobHandler } from '../../src/platform/outbox/kinds.js';
import { createJobStore, type JobStore, pickFairly } from '../../src/platform/outbox/store.js';
import { createWorker } from '../../src/platform/outbox/worker.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';

const log = pino({ level: 'silent' });
const clock = () => new Date();
const until = async (cond: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('job store and worker', () => {
  let dir = '';
  let store: Store;
  let jobs: JobStore;
  const others: Store[] = [];
  /** Another instance on the same database: its own connection and job store. */
  const instance = async (): Promise<JobStore> => {
    const s = await openStore({
      sqlitePath: join(dir, 'db.sqlite'),
      migrationsDir: 'db/migrations',
      secrets: createSecretBox(randomBytes(32)),
    });
    others.push(s);
    return createJobStore(s, clock);
  };
  const one = { limit: 10, perPartition: 100 };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jaunt-jobs-'));
    store = await openStore({
      sqlitePath: join(dir, 'db.sqlite'),
      migrationsDir: 'db/migrations',
      secrets: createSecretBox(randomBytes(32)),
    });
    jobs = createJobStore(store, clock);
  });
  afterEach(async () => {
    for (const s of others.splice(0)) await s.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const enqueue = (job: Parameters<JobStore['enqueue']>[1]) =>
    store.transaction((trx) => jobs.enqueue(trx, job));

  it('dedupes on dedupe_key and leases each job to one owner; only the owner records the outcome', async () => {
    expect(await enqueue({ kind: 'k', payload: { a: 1 }, dedupeKey: 'one' })).toBe(true);
    expect(await enqueue({ kind: 'k', payload: { a: 2 }, dedupeKey: 'one' })).toBe(false);
    const now = Date.now();
    const a = await jobs.claim('A', now, now + 1000, one);
    expect(a.map((j) => j.payload)).toEqual([{ a: 1 }]);
    expect(await jobs.claim('B', now, now + 1000, one)).toEqual([]);
    // The lease expires (the owner died): another worker claims it, attempt 2.
    const b = await jobs.claim('B', now + 1001, now + 2000, one);
    expect(b.map((j) => j.attempt)).toEqual([2]);
    // The late first owner can no longer complete, retry or bury it.
    expect(await jobs.complete('A', b[0]?.id ?? -1)).toBe(false);
    expect(await jobs.retry('A', b[0]?.id ?? -1, now, 'late')).toBe(false);
    expect(await jobs.bury('A', b[0]?.id ?? -1, 'late')).toBe(false);
    expect(await jobs.counts()).toEqual([{ kind: 'k', state: 'queued', n: 1 }]);
    expect(await jobs.complete('B', b[0]?.id ?? -1)).toBe(true);
    expect(await jobs.counts()).toEqual([{ kind: 'k', state: 'done', n: 1 }]);
  });

  it("enqueues in the caller's transaction: a rollback leaves no job", async () => {
    await expect(
      store.transaction(async (trx) => {
        await jobs.enqueue(trx, { kind: 'k', payload: {} });
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await jobs.counts()).toEqual([]);
  });

  it('picks round-robin across (partition, kind) within each remaining cap', () => {
    const c = (id: number, p: string | null, kind = 'hook') => ({ id, partition_key: p, kind });
    const candidates = [
      c(1, 'A'),
      c(2, 'A'),
      c(3, 'A'),
      c(4, 'A'),
      c(5, 'B'),
      c(6, 'A', 'fulfil'),
      c(7, null),
      c(8, 'B'),
    ];
    expect(pickFairly(candidates, 10, (p) => (p === null ? Infinity : 2))).toEqual([1, 5, 6, 7, 2, 8]);
    // A already holds one slot elsewhere; limit 3 stops after one round.
    expect(pickFairly(candidates, 3, (p, k) => (p === 'A' && k === 'hook' ? 1 : 2))).toEqual([1, 5, 6]);
    expect(pickFairly(candidates, 10, (p) => (p === 'A' ? 0 : 5))).toEqual([5, 7, 8]);
  });

  it('caps the leased jobs of one partition and kind across instances, and lets others through', async () => {
    const now = Date.now();
    for (let n = 0; n < 12; n++)
      await enqueue({ kind: 'hook', payload: { n }, partitionKey: 'key_A', runAt: now - 1000 + n });
    await enqueue({ kind: 'hook', payload: { b: 1 }, partitionKey: 'key_B', runAt: now });
    await enqueue({ kind: 'plan', payload: {}, runAt: now });
    const cap = { limit: 10, perPartition: 3 };
    const first = await jobs.claim('w1', now, now + 60_000, cap);
    expect(first.map((j) => j.partitionKey)).toEqual(['key_A', 'key_B', null, 'key_A', 'key_A']);
    // A second instance sees key_A at its cap (three live leases held by w1): nothing of key_A.
    const second = await instance();
    expect(await second.claim('w2', now, now + 60_000, cap)).toEqual([]);
    // One of key_A's jobs finishes: exactly one slot frees up, for whichever instance claims first.
    const a = first.find((j) => j.partitionKey === 'key_A');
    expect(await jobs.complete('w1', a?.id ?? -1)).toBe(true);
    const third = await second.claim('w2', now, now + 60_000, cap);
    expect(third.map((j) => [j.partitionKey, j.payload])).toEqual([['key_A', { n: 3 }]]);
    // Expired leases stop counting (both workers "died"): key_A may run three again.
    const later = await second.claim('w2', now + 60_001, now + 120_000, cap);
    expect(later.filter((j) => j.partitionKey === 'key_A')).toHaveLength(3);
  });

  it('never hands one job to two workers claiming at the same time', async () => {
    // Concurrent claims through one store (SQLite: one connection, so they queue on it; Postgres: the
    // pool, so they really overlap and SKIP LOCKED does the work). Separate SQLite connections in one
    // process cannot overlap (better-sqlite3 blocks the event loop on the lock); test/jobs/
    // claim-postgres.test.ts runs this with several pools, crash-recovery with processes.
    for (let n = 0; n < 200; n++) await enqueue({ kind: 'k', payload: { n }, partitionKey: `key_${n % 7}` });
    const now = Date.now();
    const claimed: number[] = [];
    for (let round = 0; round < 20 && claimed.length < 200; round++) {
      const got = await Promise.all(
        ['w0', 'w1', 'w2'].map((w) => jobs.claim(w, now, now + 60_000, { limit: 8, perPartition: 100 })),
      );
      claimed.push(...got.flat().map((j) => j.id));
    }
    expect(claimed).toHaveLength(200);
    expect(new Set(claimed).size).toBe(200);
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
    for (let n = 0; n < 12; n++) await enqueue({ kind: 'slow', payload: { n } });
    await enqueue({ kind: 'flaky', payload: {} });
    await enqueue({ kind: 'hopeless', payload: {} });
    await enqueue({ kind: 'later.registered', payload: {} });
    jobs.notify();
    await until(() => seen.length === 12 && flaky === 3);
    await until(async () => (await jobs.counts()).some((c) => c.kind === 'hopeless' && c.state === 'dead'));
    await worker.stop();
    expect(peak).toBeLessThanOrEqual(3);
    const counts = Object.fromEntries((await jobs.counts()).map((c) => [`${c.kind}:${c.state}`, c.n]));
    expect(counts).toMatchObject({
      'slow:done': 12,
      'flaky:done': 1,
      'hopeless:dead': 1,
      'later.registered:queued': 1,
    });
  });

  it("keeps running one partition's jobs while another partition's hang", async () => {
    let release: () => void = () => undefined;
    const hung = new Promise<void>((r) => {
      release = r;
    });
    let hanging = 0;
    const ranB: number[] = [];
    const worker = createWorker({
      queue: jobs,
      clock,
      log,
      handlers: {
        hook: async (job) => {
          if (job.partitionKey === 'key_A') {
            hanging++;
            await hung;
          } else ranB.push(Date.now());
          return undefined;
        },
      },
      concurrency: 8,
      perPartition: 2,
      pollMs: 50,
    });
    worker.start();
    try {
      for (let n = 0; n < 32; n++) await enqueue({ kind: 'hook', payload: { n }, partitionKey: 'key_A' });
      jobs.notify();
      await until(() => hanging === 2);
      const t0 = Date.now();
      await enqueue({ kind: 'hook', payload: {}, partitionKey: 'key_B' });
      jobs.notify();
      await until(() => ranB.length === 1, 2000);
      expect((ranB[0] ?? Infinity) - t0).toBeLessThan(500);
      // key_A never held more than its cap.
      expect(hanging).toBe(2);
      expect(worker.running()).toBe(2);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('picks up jobs whose lease expired after a crash', async () => {
    await enqueue({ kind: 'x', payload: {} });
    const now = Date.now();
    expect(await jobs.claim('dead-worker', now, now + 200, one)).toHaveLength(1);
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
    expect(await jobs.counts()).toEqual([{ kind: 'x', state: 'done', n: 1 }]);
  });
});
