/**
 * Limits shared by instances (issue 10): two limiter backends stand for two instances and count one
 * total in the real Redis (127.0.0.1:6379) and in the real Postgres; when the store goes away the
 * in-memory insurance limiter answers, and the shared counts resume when it comes back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { parseList } from 'structured-headers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLimitsService, type LimitSubject } from '../../src/access/limits/limits.js';
import { type SharedLimiterBackend, sharedLimiterBackend } from '../../src/access/limits/shared.js';
import { keyLimitsStore } from '../../src/access/limits/store.js';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { startTestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.js';
import { newTestDatabase } from '../helpers/test-db.js';

const MIGRATIONS = join(process.cwd(), 'db', 'migrations');
const REDIS = { host: '127.0.0.1', port: 6379 };
const NOW = new Date('2026-11-22T10:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'jaunt-shared-limits-'));
const secrets = createSecretBox(randomBytes(32));

// The per-key overrides table is read by forKey only; these tests charge subjects directly.
let keyStore: Store;
let pgStore: Store;
let pgUrl = '';
beforeAll(async () => {
  keyStore = await openStore({ sqlitePath: join(dir, 'keys.db'), migrationsDir: MIGRATIONS, secrets });
  pgUrl = await newTestDatabase();
  // Opening the store migrates the database: rate_limit is created by migration 007.
  pgStore = await openStore({
    sqlitePath: join(dir, 'x.db'),
    databaseUrl: pgUrl,
    migrationsDir: MIGRATIONS,
    secrets,
  });
});
afterAll(async () => {
  await keyStore?.close();
  await pgStore?.close();
  rmSync(dir, { recursive: true, force: true });
});

const backends: SharedLimiterBackend[] = [];
const proxies: TcpProxy[] = [];
afterEach(async () => {
  await Promise.all(backends.splice(0).map((b) => b.close()));
  await Promise.all(proxies.splice(0).map((p) => p.close()));
});

const instance = async (backend: SharedLimiterBackend) => {
  backends.push(backend);
  expect(await backend.connect()).toBe(true);
  return createLimitsService({
    backend,
    keyLimits: keyLimitsStore(keyStore),
    clock: () => NOW,
    defaults: {
      windows: { second: 1000, minute: 1000, hour: 1000 },
      dailyQuota: 1000,
      agentDailyQuota: 1000,
    },
  });
};

const subject = (windows: Partial<LimitSubject['windows']>, dailyQuota = 1000): LimitSubject => ({
  key: `key:k_${randomBytes(4).toString('hex')}`,
  windows: { second: 1000, minute: 1000, hour: 1000, ...windows },
  dailyQuota,
});

const remaining = (policies: { name: string; remaining: number }[], name: string) =>
  policies.find((p) => p.name === name)?.remaining;

/** Both stores, each reachable directly or through a relay the test can cut. */
const stores = {
  redis: (namespace: string, port = REDIS.port) =>
    sharedLimiterBackend({ redisUrl: `redis://127.0.0.1:${port}`, namespace }),
  postgres: (_namespace: string, port?: number) => {
    const u = new URL(pgUrl);
    if (port) u.port = String(port);
    return sharedLimiterBackend({ databaseUrl: u.toString() });
  },
};
const upstream = { redis: REDIS, postgres: { host: '127.0.0.1', port: 5432 } };

describe.each(['redis', 'postgres'] as const)('shared limits in %s', (kind) => {
  const namespace = `jt-${randomBytes(4).toString('hex')}`;
  const open = (port?: number) => stores[kind](namespace, port);

  it('two instances count one request window', async () => {
    const a = await instance(open());
    const b = await instance(open());
    const s = subject({ minute: 5 });
    for (let i = 0; i < 3; i++) expect((await a.charge(s, { quota: true })).allowed).toBe(true);
    const fourth = await b.charge(s, { quota: true });
    expect(fourth.allowed).toBe(true);
    expect(remaining(fourth.policies, 'minute')).toBe(1);
    expect((await b.charge(s, { quota: true })).allowed).toBe(true);
    const refusedB = await b.charge(s, { quota: true });
    const refusedA = await a.charge(s, { quota: true });
    expect(refusedB).toMatchObject({ allowed: false, exceeded: 'minute' });
    expect(refusedA).toMatchObject({ allowed: false, exceeded: 'minute' });
    if (!refusedA.allowed) expect(refusedA.retryAfterS).toBeGreaterThan(50);
    // Refused calls were given back: the window holds exactly the five that ran.
    expect(remaining(refusedA.policies, 'minute')).toBe(0);
    expect(remaining((await b.charge(s, { quota: false })).policies, 'minute')).toBe(0);
  });

  it('two instances count one daily quota, and refusals are not charged', async () => {
    const a = await instance(open());
    const b = await instance(open());
    const s = subject({}, 4);
    for (const x of [a, b, a, b]) expect((await x.charge(s, { quota: true })).allowed).toBe(true);
    expect(await a.charge(s, { quota: true })).toMatchObject({ allowed: false, exceeded: 'daily' });
    expect(await b.charge(s, { quota: true })).toMatchObject({ allowed: false, exceeded: 'daily' });
    // A third instance sees 4 used (not 6): the refused calls took nothing.
    const c = await instance(open());
    const seen = await c.charge(s, { quota: false });
    expect(seen.policies.find((p) => p.name === 'daily')).toMatchObject({ quota: 4, remaining: 0 });
  });

  it('counts in memory while the store is unreachable, and shares counts again once it is back', async () => {
    const proxy = await startTcpProxy(upstream[kind]);
    proxies.push(proxy);
    const relayed = open(proxy.port);
    const x = await instance(relayed);
    const direct = await instance(open());
    const s = subject({}, 3);
    expect((await x.charge(s, { quota: true })).allowed).toBe(true);
    expect(remaining((await direct.charge(s, { quota: false })).policies, 'daily')).toBe(2);

    await proxy.cut();
    // The insurance limiter starts from zero for this instance: 3 pass, the 4th is refused.
    const during: boolean[] = [];
    for (let i = 0; i < 4; i++) during.push((await x.charge(s, { quota: true })).allowed);
    expect(during).toEqual([true, true, true, false]);
    // None of that reached the store.
    expect(remaining((await direct.charge(s, { quota: false })).policies, 'daily')).toBe(2);

    await proxy.restore();
    // Once reconnected, x's calls count in the store again (the probe window tells store from insurance).
    const probe = subject({});
    for (let i = 0; i < 10; i++) await direct.charge(probe, { quota: false });
    const deadline = Date.now() + 10_000;
    let shared = false;
    while (!shared && Date.now() < deadline) {
      const r = await x.charge(probe, { quota: false });
      shared = (remaining(r.policies, 'minute') ?? 1000) < 1000 - 10;
      if (!shared) await new Promise((r) => setTimeout(r, 100));
    }
    expect(shared).toBe(true);
    expect((await x.charge(s, { quota: true })).allowed).toBe(true);
    expect(remaining((await direct.charge(s, { quota: false })).policies, 'daily')).toBe(1);
  });
});

describe('where the counters are', () => {
  it('Postgres keeps them in the rate_limit table under the window or day key', async () => {
    const a = await instance(stores.postgres(''));
    const s = subject({ minute: 10 }, 10);
    await a.charge(s, { quota: true });
    const rows = await all<{ key: string; points: number }>(
      pgStore,
      sql`SELECT key, points FROM rate_limit WHERE key LIKE ${`%${s.key}%`} ORDER BY key`,
    );
    expect(rows).toEqual([
      { key: `daily:${s.key}:2026-11-22`, points: 1 },
      { key: `hour:${s.key}`, points: 1 },
      { key: `minute:${s.key}`, points: 1 },
      { key: `second:${s.key}`, points: 1 },
    ]);
  });

  it('a server with JAUNT_REDIS_URL counts in Redis and answers with the same RateLimit fields', async () => {
    const app = await startTestApp({
      env: {
        JAUNT_REDIS_URL: 'redis://127.0.0.1:6379',
        JAUNT_RATE_LIMITS: '100/s,2/min,1000/h',
        JAUNT_DAILY_QUOTA: '50',
      },
    });
    const redis = new Redis({ ...REDIS, lazyConnect: true });
    try {
      expect(app.sharedLimits?.kind).toBe('redis');
      const { id, key } = await app.createKey('negotiated');
      const call = () => app.request('/partner/v1/h3?lat=40.7&lng=-74', { key });
      const first = await call();
      expect(first.status).toBe(200);
      const fields = Object.fromEntries(
        parseList(first.headers.get('ratelimit') ?? '').map(([item, params]) => [
          String(item),
          Object.fromEntries(params),
        ]),
      );
      expect(fields).toEqual({
        second: { r: 99, t: 1 },
        minute: { r: 1, t: 60 },
        hour: { r: 999, t: 3600 },
        daily: { r: 49, t: expect.any(Number) },
      });
      expect(first.headers.get('ratelimit-policy')).toContain('"minute";q=2;w=60');
      expect((await call()).status).toBe(200);
      const third = await call();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      await redis.connect();
      expect(await redis.get(`jaunt:minute:key:${id}`)).toBe('2');
      expect(await redis.get(`jaunt:daily:key:${id}:2026-11-22`)).toBe('2');
    } finally {
      redis.disconnect();
      await app.stop();
    }
  });
});
