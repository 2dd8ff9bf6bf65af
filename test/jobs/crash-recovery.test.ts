/**
 * kill -9 in the middle of 200 bookings: the service runs as a child process on a SQLite file, is
 * killed with SIGKILL while bookings and callbacks are in flight, restarted on the same file, and
 * every booking must still resolve and every callback still arrive (at least once, same webhook-id).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.js';
import { openStore, type Store } from '../../src/platform/db/index.js';
import { createSecretBox } from '../../src/platform/secrets/secret-box.js';
import { jazzBooking } from '../fixtures/bookings.js';
import { TEST_SECRET_KEY } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import {
  type CreatedKey,
  type ServiceProcess,
  seedBookingService,
  startServiceProcess,
} from '../helpers/service-process.js';
import { databaseEnv } from '../helpers/test-db.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-crash-'));
const dbPath = join(dir, 'jaunt.db');
// The children's database: this SQLite file, or the Postgres database standing for it.
const database = await databaseEnv(dbPath);
const children: ChildProcess[] = [];

const env = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  ...database,
  JAUNT_LOG_LEVEL: 'info',
  JAUNT_DEMO_ON_EMPTY: '0',
  JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
  JAUNT_WORKER_CONCURRENCY: '2',
  JAUNT_JOB_LEASE_MS: '1000',
  JAUNT_RETRY_SCALE: '0.001',
  JAUNT_ENV: 'production',
  JAUNT_SECRET_KEY: TEST_SECRET_KEY,
  // 200 bookings from one key in a burst: above the default 20/s window.
  JAUNT_RATE_LIMITS: '1000/s,100000/min,1000000/h',
});

const startChild = async (): Promise<ServiceProcess> => {
  const started = await startServiceProcess(env());
  children.push(started.child);
  return started;
};

/** The database the children use, opened from the test (the engine the config selects). */
const openDb = (): Promise<Store> => {
  const config = loadConfig({ ...env(), JAUNT_LOG_LEVEL: 'silent' });
  return openStore({
    sqlitePath: config.JAUNT_DB,
    databaseUrl: config.JAUNT_DATABASE_URL,
    migrationsDir: 'db/migrations',
    secrets: createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')),
  });
};

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('resolves and delivers all 200 bookings after kill -9 and restart', async () => {
    const rx = await startReceiver();
    const { core, keys, activityId } = await seedBookingService(env(), ['crash test']);
    await core.store.close();
    const [key] = keys as [CreatedKey];

    const first = await startChild();
    const post = (path: string, body: unknown) =>
      fetch(`${first.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/partner/v1/users', { external_user_id: 'crash-user' })).status).toBe(201);
    const N = 200;
    const accepted = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const r = await post(
          '/partner/v1/bookings',
          jazzBooking({
            user: 'crash-user',
            activityId,
            idempotencyKey: `crash-${i}`,
            webhookUrl: `${rx.url}/slow/30/${i}`,
            paymentMode: i % 5 === 0 ? 'dry_run_failure' : 'dry_run_success',
          }),
        );
        expect(r.status).toBe(202);
        return ((await r.json()) as { booking_id: string }).booking_id;
      }),
    );
    await rx.waitFor((r) => r.accepted().length >= 10);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const deliveredAtKill = new Set(rx.accepted().map((d) => d.headers['webhook-id'])).size;
    expect(deliveredAtKill).toBeLessThan(N); // really mid-flight
    const atKill = await openDb();
    const unresolved = Number(
      await value(atKill, sql`SELECT COUNT(*) FROM booking WHERE status = 'pending'`),
    );
    const leased = Number(await value(atKill, sql`SELECT COUNT(*) FROM job WHERE lease_owner IS NOT NULL`));
    await atKill.close();
    expect(unresolved + leased).toBeGreaterThan(0);

    const second = await startChild();
    await rx.waitFor((r) => new Set(r.accepted().map((d) => d.headers['webhook-id'])).size >= N, 60_000);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));

    const wh = new Webhook(key.webhook_secret);
    const byBooking = new Map<string, Set<string>>();
    for (const d of rx.accepted()) {
      const p = wh.verify(d.body, d.headers as Record<string, string>) as {
        booking_id: string;
        status: string;
      };
      byBooking.set(p.booking_id, (byBooking.get(p.booking_id) ?? new Set()).add(p.status));
    }
    expect(new Set(byBooking.keys())).toEqual(new Set(accepted));
    for (const [id, statuses] of byBooking) {
      const i = accepted.indexOf(id);
      expect([...statuses]).toEqual([i % 5 === 0 ? 'failed' : 'confirmed']);
    }
    const db = await openDb();
    const states = await all(
      db,
      sql`SELECT status, COUNT(*) AS n FROM booking GROUP BY status ORDER BY status`,
    );
    expect(states).toEqual([
      { status: 'confirmed', n: 160 },
      { status: 'failed', n: 40 },
    ]);
    expect(await value(db, sql`SELECT COUNT(*) FROM job WHERE state <> 'done'`)).toBe(0);
    // Each confirmed booking issued its ticket once, even if a fulfil job ran twice.
    expect(await value(db, sql`SELECT COUNT(*) FROM booking_deliverable`)).toBe(160);
    await db.close();
    await rx.close();
  }, 120_000);
});
