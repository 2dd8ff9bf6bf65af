/**
 * Two instances, one Postgres: a catalogue import is visible in both instances' search within 2 s;
 * 1,000 dry-run bookings go to both, one instance is killed with SIGKILL halfway, and every booking
 * still resolves exactly once with every callback delivered (at least once, deduplicable by
 * webhook-id).
 */
import type { ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Core, openCore } from '../../src/main.js';
import { loadConfig } from '../../src/platform/config.js';
import { bookingNdjson, jazzBooking } from '../fixtures/bookings.js';
import { toNdjson } from '../fixtures/catalogue.js';
import { TEST_SECRET_KEY } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { type ServiceProcess, startServiceProcess } from '../helpers/service-process.js';
import { newTestDatabase } from '../helpers/test-db.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

const children: ChildProcess[] = [];

const env = (): Record<string, string> => ({
  ...(process.env as Record<string, string>),
  PORT: '0',
  HOST: '127.0.0.1',
  JAUNT_DATABASE_URL: dbUrl,
  JAUNT_LOG_LEVEL: 'info',
  JAUNT_DEMO_ON_EMPTY: '0',
  JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
  JAUNT_WORKER_CONCURRENCY: '4',
  JAUNT_JOB_LEASE_MS: '1500',
  JAUNT_RETRY_SCALE: '0.001',
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: TEST_SECRET_KEY,
  JAUNT_RATE_LIMITS: '10000/s,1000000/min,10000000/h',
  JAUNT_DAILY_QUOTA: '10000000',
});

const startInstance = async (): Promise<ServiceProcess> => {
  const started = await startServiceProcess(env());
  children.push(started.child);
  return started;
};

const coreOn = (): Promise<Core> =>
  openCore(loadConfig({ ...env(), JAUNT_LOG_LEVEL: 'silent' }), { log: pino({ level: 'silent' }) });

let dbUrl = '';
let key: { key: string; webhook_secret: string };
let activityId = '';

beforeAll(async () => {
  dbUrl = await newTestDatabase();
  const core = await coreOn();
  await core.services.catalogue.importStream(Readable.from([bookingNdjson]), { replace: false });
  key = await core.services.credentials.create({
    kind: 'negotiated',
    name: 'two instances',
    environment: 'production',
    canChargeStoredCard: false,
  });
  activityId = await value<string>(core.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`);
  await core.store.close();
}, 60_000);

// The database is dropped with the file's others (test/helpers/test-db-setup.ts).
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

const call = (base: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('two instances on one Postgres', () => {
  it('see each other’s catalogue changes within 2 s and share 1,000 bookings through a kill -9', async () => {
    const a = await startInstance();
    const b = await startInstance();

    // A catalogue import through a third process on the same database reaches both instances' search.
    const core = await coreOn();
    const t0 = Date.now();
    await core.services.catalogue.importStream(
      Readable.from([
        toNdjson([
          {
            ref: 'two-glass',
            entity_type: 'place',
            name: 'Quillmore Glassblowing Atelier',
            categories: ['workshop', 'art'],
            city: 'new-york',
            location: { lat: 40.72, lng: -73.99 },
            timezone: 'America/New_York',
          },
        ]),
      ]),
      { replace: false },
    );
    await core.store.close();
    const seen = async (inst: ServiceProcess): Promise<number> => {
      for (;;) {
        const r = await call(
          inst.url,
          '/partner/v1/search?prompt=quillmore%20glassblowing%20in%20new%20york',
        );
        const body = (await r.json()) as { results?: { name: string }[] };
        if (body.results?.some((x) => x.name === 'Quillmore Glassblowing Atelier')) return Date.now() - t0;
        if (Date.now() - t0 > 10_000) throw new Error('import not visible after 10 s');
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const [seenA, seenB] = await Promise.all([seen(a), seen(b)]);
    expect(Math.max(seenA, seenB)).toBeLessThan(2_000);

    // 1,000 bookings, alternating instances; instance A is killed once 400 have been sent.
    const rx = await startReceiver();
    expect((await call(a.url, '/partner/v1/users', { external_user_id: 'two-user' })).status).toBe(201);
    const N = 1_000;
    const bodyOf = (i: number) =>
      jazzBooking({
        user: 'two-user',
        activityId,
        idempotencyKey: `two-${i}`,
        webhookUrl: `${rx.url}/slow/20/${i}`,
        paymentMode: i % 5 === 0 ? 'dry_run_failure' : 'dry_run_success',
      });
    let aAlive = true;
    const book = async (i: number): Promise<string> => {
      const first = i % 2 === 0 && aAlive ? a : b;
      try {
        const r = await call(first.url, '/partner/v1/bookings', bodyOf(i));
        expect(r.status).toBe(202);
        return ((await r.json()) as { booking_id: string }).booking_id;
      } catch (e) {
        if (first === b) throw e;
        // A died under this request: the partner retries on B with the same idempotency key.
        const r = await call(b.url, '/partner/v1/bookings', bodyOf(i));
        expect([200, 202]).toContain(r.status);
        return ((await r.json()) as { booking_id: string }).booking_id;
      }
    };
    const ids: string[] = new Array(N);
    let next = 0;
    const lanes = Array.from({ length: 32 }, async () => {
      for (let i = next++; i < N; i = next++) {
        if (i === 400 && aAlive) {
          aAlive = false;
          a.child.kill('SIGKILL');
        }
        ids[i] = await book(i);
      }
    });
    await Promise.all(lanes);
    expect(new Set(ids).size).toBe(N);

    await rx.waitFor((r) => new Set(r.accepted().map((d) => d.headers['webhook-id'])).size >= N, 120_000);

    const wh = new Webhook(key.webhook_secret);
    const byId = new Map<string, string>();
    const statuses = new Map<string, Set<string>>();
    for (const d of rx.accepted()) {
      const p = wh.verify(d.body, d.headers as Record<string, string>) as {
        booking_id: string;
        status: string;
      };
      const id = String(d.headers['webhook-id']);
      // A repeated delivery is the same message: same webhook-id, same body.
      if (byId.has(id)) expect(byId.get(id)).toBe(d.body);
      byId.set(id, d.body);
      statuses.set(p.booking_id, (statuses.get(p.booking_id) ?? new Set()).add(p.status));
    }
    expect(new Set(statuses.keys())).toEqual(new Set(ids));
    for (const [i, id] of ids.entries())
      expect([...(statuses.get(id) ?? [])]).toEqual([i % 5 === 0 ? 'failed' : 'confirmed']);

    const check = await coreOn();
    expect(
      await all(check.store, sql`SELECT status, count(*) AS n FROM booking GROUP BY status ORDER BY status`),
    ).toEqual([
      { status: 'confirmed', n: 800 },
      { status: 'failed', n: 200 },
    ]);
    expect(await value(check.store, sql`SELECT count(*) FROM job WHERE state <> 'done'`)).toBe(0);
    // Each confirmed booking issued its ticket once, even where a fulfil job ran twice.
    expect(await value(check.store, sql`SELECT count(*) FROM booking_deliverable`)).toBe(800);
    await check.store.close();
    await rx.close();
    b.child.kill('SIGTERM');
  }, 240_000);
});
