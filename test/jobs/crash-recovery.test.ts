/**
 * kill -9 in the middle of 200 bookings: the service runs as a child process on a SQLite file, is
 * killed with SIGKILL while bookings and callbacks are in flight, restarted on the same file, and
 * every booking must still resolve and every callback still arrive (at least once, same webhook-id).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openCore } from '../../src/main.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { TEST_SECRET_KEY } from '../helpers/app.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

const dir = mkdtempSync(join(tmpdir(), 'jaunt-crash-'));
const dbPath = join(dir, 'jaunt.db');
const children: ChildProcess[] = [];

const env = () => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  JAUNT_DB: dbPath,
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

/** Starts `node --import tsx src/main.ts` and resolves with its port once it listens. */
const startChild = (): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let buf = '';
    let errors = '';
    child.stderr?.on('data', (c: Buffer) => {
      errors += c.toString();
    });
    child.stdout?.on('data', (c: Buffer) => {
      buf += c.toString();
      const m = /"port":(\d+)/.exec(buf);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`child exited early (${code}): ${errors}`)));
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('crash recovery', () => {
  it('resolves and delivers all 200 bookings after kill -9 and restart', async () => {
    const rx = await startReceiver();
    // Seed the database in-process: catalogue and a negotiated key.
    const core = openCore(loadConfig({ ...env(), JAUNT_LOG_LEVEL: 'silent' }), {
      log: pino({ level: 'silent' }),
    });
    await core.services.catalogue.importStream(Readable.from([bookingNdjson]), { replace: false });
    const key = await core.services.credentials.create({
      kind: 'negotiated',
      name: 'crash test',
      environment: 'production',
      canChargeStoredCard: false,
    });
    const activityId = String(
      core.store.sqlite.prepare(`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`).pluck().get(),
    );
    await core.store.close();

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
        const r = await post('/partner/v1/bookings', {
          external_user_id: 'crash-user',
          activity_id: activityId,
          tickets: [
            {
              ticket_type_name: 'General Admission',
              num_tickets: 1,
              session_date: '2026-12-04',
              session_time: '22:30',
            },
          ],
          authorization_amount_cents: 10_000,
          idempotency_key: `crash-${i}`,
          webhook_url: `${rx.url}/slow/30/${i}`,
          payment_mode: i % 5 === 0 ? 'dry_run_failure' : 'dry_run_success',
        });
        expect(r.status).toBe(202);
        return ((await r.json()) as { booking_id: string }).booking_id;
      }),
    );
    await rx.waitFor((r) => r.accepted().length >= 10);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const deliveredAtKill = new Set(rx.accepted().map((d) => d.headers['webhook-id'])).size;
    expect(deliveredAtKill).toBeLessThan(N); // really mid-flight
    const atKill = new Database(dbPath, { readonly: true });
    const unresolved = Number(
      atKill.prepare(`SELECT COUNT(*) FROM booking WHERE status = 'pending'`).pluck().get(),
    );
    const leased = Number(
      atKill.prepare('SELECT COUNT(*) FROM job WHERE lease_owner IS NOT NULL').pluck().get(),
    );
    atKill.close();
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
    const db = new Database(dbPath, { readonly: true });
    const states = db
      .prepare('SELECT status, COUNT(*) AS n FROM booking GROUP BY status ORDER BY status')
      .all();
    expect(states).toEqual([
      { status: 'confirmed', n: 160 },
      { status: 'failed', n: 40 },
    ]);
    expect(db.prepare(`SELECT COUNT(*) FROM job WHERE state <> 'done'`).pluck().get()).toBe(0);
    // Each confirmed booking issued its ticket once, even if a fulfil job ran twice.
    expect(db.prepare('SELECT COUNT(*) FROM booking_deliverable').pluck().get()).toBe(160);
    db.close();
    await rx.close();
  }, 120_000);
});
