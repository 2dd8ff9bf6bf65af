/**
 * Failed callbacks are visible and recoverable: a real receiver on loopback fails (500 with a long
 * Retry-After, then 410 Gone), and the service logs each failed attempt at warn (no body, no
 * secret, no URL path), GET /partner/v1/bookings/{id} carries `webhook_deliveries`, the CLI lists the
 * failed deliveries and redelivers them once the receiver is fixed, and /metrics counts every
 * outcome, the outbox depth, bookings by state and search/homescreen latency.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, TEST_SECRET_KEY, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';
import { eventually, outboxSettled } from '../helpers/wait.js';

// Two cases start the real CLI (tsx compile included).
vi.setConfig({ testTimeout: 60_000 });

/** The partner's receiver: answers `mode` until the test fixes it; records the paths it was sent. */
let mode: 'busy' | 'gone' | 'ok' = 'busy';
const received: string[] = [];
let receiver: Server;
let rxUrl: string;

let app: TestApp;
let key: CreatedKey;
let activityId: string;
let seq = 0;

const jaunt = (...args: string[]) =>
  promisify(execFile)('node', ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      JAUNT_LOG_LEVEL: 'silent',
      JAUNT_ENV: 'production',
      JAUNT_SECRET_KEY: TEST_SECRET_KEY,
      JAUNT_DB: app.config.JAUNT_DB,
      JAUNT_DATABASE_URL: app.config.JAUNT_DATABASE_URL ?? '',
    },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );

interface Listed {
  webhookId: string;
  bookingId: string;
  state: string;
  attempts: number;
  lastStatus: number | null;
  target: string;
}
const listFailed = async (): Promise<Listed[]> => {
  const r = await jaunt('webhooks', 'list', '--failed', '--json');
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Listed[];
};

interface Summary {
  deliveries: number;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_retry_at: string | null;
  given_up: number;
}
const summaryOf = async (id: string): Promise<Summary> => {
  const r = await app.request(`/partner/v1/bookings/${id}`, { key: key.key });
  expect(r.status).toBe(200);
  return (r.body as { webhook_deliveries: Summary }).webhook_deliveries;
};

/** A dry-run booking whose callback goes to the receiver under a path holding a partner's token. */
const book = async (): Promise<string> => {
  seq++;
  const r = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: key.key,
    body: {
      external_user_id: 'alice',
      activity_id: activityId,
      tickets: [
        {
          ticket_type_name: 'General Admission',
          num_tickets: 1,
          session_date: '2026-12-04',
          session_time: '22:30',
        },
      ],
      authorization_amount_cents: 9167,
      idempotency_key: `wd-${seq}`,
      webhook_url: `${rxUrl}/hooks/secret-token-${seq}?sig=abc`,
      payment_mode: 'dry_run_success',
    },
  });
  expect(r.status).toBe(202);
  return (r.body as { booking_id: string }).booking_id;
};

const metricsText = async (): Promise<string> =>
  (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
};

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.url ?? '');
      if (mode === 'busy') res.writeHead(500, { 'retry-after': '3600' }).end('busy');
      else if (mode === 'gone') res.writeHead(410).end();
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  rxUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  app = await startTestApp({
    ndjson: bookingNdjson,
    logs: true,
    env: {
      JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
      JAUNT_METRICS_PORT: '0',
      // Tickets come at once, so a booking makes one callback (confirmed) in these cases.
      JAUNT_DELIVERABLE_DELAY_S: '0',
    },
  });
  const refs = await all<{ ref: string; activity_id: string }>(
    app.store,
    sql`SELECT ref, activity_id FROM activity`,
  );
  activityId = refs.find((r) => r.ref === 'bk-jazz')?.activity_id ?? '';
  key = await app.createKey('negotiated');
  expect(
    (
      await app.request('/partner/v1/users', {
        method: 'POST',
        key: key.key,
        body: { external_user_id: 'alice' },
      })
    ).status,
  ).toBe(201);
});

afterAll(async () => {
  await app?.stop();
  await new Promise((r) => receiver?.close(r));
});

describe('a callback that fails', () => {
  let retrying: string;
  let gone: string;

  it('is logged at warn per failed attempt, without body, secret or URL path', async () => {
    mode = 'busy';
    retrying = await book();
    const line = await app.logged('callback attempt failed', (r) => r.booking === retrying);
    expect(line.level).toBe(40);
    expect(line).toMatchObject({
      attempt: 1,
      status: 500,
      target: rxUrl,
      webhook: `msg_${retrying}_confirmed`,
    });
    expect(line.retry_in_ms).toBeGreaterThanOrEqual(3_600_000);
    const text = JSON.stringify(line);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('sig=abc');
    expect(text).not.toContain('whsec_');
    expect(text).not.toContain('"status":"confirmed"');
  });

  it('shows on GET /bookings/{id}: attempts, last status, last attempt time, next retry', async () => {
    const s = await summaryOf(retrying);
    expect(s).toMatchObject({
      deliveries: 1,
      attempts: 1,
      last_status: 500,
      last_error: 'HTTP 500',
      given_up: 0,
    });
    expect(Date.parse(s.last_attempt_at ?? '')).not.toBeNaN();
    // Retry-After: 3600 is a floor for the next attempt.
    expect(Date.parse(s.next_retry_at ?? '') - Date.now()).toBeGreaterThan(3_500_000);
  });

  it('is given up on 410 Gone and listed by `webhooks list --failed` with the retrying one', async () => {
    mode = 'gone';
    gone = await book();
    await outboxSettled(app.store, gone);
    const s = await summaryOf(gone);
    expect(s).toMatchObject({ attempts: 1, last_status: 410, next_retry_at: null, given_up: 1 });
    const failed = await listFailed();
    const byBooking = new Map(failed.map((d) => [d.bookingId, d]));
    expect(byBooking.get(gone)).toMatchObject({
      state: 'given_up',
      attempts: 1,
      lastStatus: 410,
      target: rxUrl,
    });
    expect(byBooking.get(retrying)).toMatchObject({ state: 'retrying', attempts: 1, lastStatus: 500 });
  });

  it('is sent again by `webhooks redeliver ID` once the receiver is fixed, and leaves the failed list', async () => {
    mode = 'ok';
    const r = await jaunt('webhooks', 'redeliver', `msg_${gone}_confirmed`, `msg_${retrying}_confirmed`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.match(/queued for delivery now/g)).toHaveLength(2);
    // The CLI ran in another process: the worker finds the jobs at its next poll.
    for (const id of [gone, retrying]) await outboxSettled(app.store, id);
    expect(received.filter((p) => p.includes('secret-token-')).length).toBeGreaterThanOrEqual(4);
    for (const id of [gone, retrying]) {
      const s = await summaryOf(id);
      expect(s).toMatchObject({
        attempts: 2,
        last_status: 204,
        last_error: null,
        next_retry_at: null,
        given_up: 0,
      });
    }
    const failed = await app.services.bookings.webhookDeliveries({ failed: true, limit: 50 });
    expect(failed.filter((d) => d.bookingId === gone || d.bookingId === retrying)).toEqual([]);
    const delivered = await app.services.bookings.webhookDeliveries({ limit: 50 });
    expect(delivered.find((d) => d.bookingId === gone)).toMatchObject({ state: 'delivered', attempts: 2 });
    await expect(app.services.bookings.redeliverWebhook('msg_nope')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('counts on /metrics: deliveries by outcome, outbox jobs and depth, bookings by state', async () => {
    await eventually(
      'the worker to report the redeliveries',
      async () => sample(await metricsText(), 'jaunt_webhook_deliveries_total{outcome="delivered"}') >= 2,
    );
    const text = await metricsText();
    expect(sample(text, 'jaunt_webhook_deliveries_total{outcome="failed"}')).toBe(1);
    expect(sample(text, 'jaunt_webhook_deliveries_total{outcome="given_up"}')).toBe(1);
    expect(sample(text, 'jaunt_outbox_jobs_total{kind="webhook.deliver",outcome="dead"}')).toBe(1);
    expect(sample(text, 'jaunt_bookings{state="confirmed"}')).toBe(2);
    expect(text).toContain('# TYPE jaunt_outbox_queued_jobs gauge');
    expect(text).toContain('# TYPE jaunt_outbox_oldest_due_job_age_seconds gauge');
  });
});

describe('POST /partner/v1/bookings/{id}/webhooks/redeliver', () => {
  it("resends a booking's given-up callback for the key that booked, and no one else", async () => {
    mode = 'gone';
    const id = await book();
    await outboxSettled(app.store, id);
    expect(await summaryOf(id)).toMatchObject({ attempts: 1, last_status: 410, given_up: 1 });
    const other = await app.createKey('negotiated', { name: 'someone else' });
    const path = `/partner/v1/bookings/${id}/webhooks/redeliver`;
    expect((await app.request(path, { method: 'POST', key: other.key })).status).toBe(404);
    mode = 'ok';
    const r = await app.request(path, { method: 'POST', key: key.key });
    expect(r.status).toBe(202);
    // Queued again: no longer counted as given up, its next attempt due now.
    expect(r.body).toMatchObject({ attempts: 1, given_up: 0, next_retry_at: expect.any(String) });
    await outboxSettled(app.store, id);
    expect(await summaryOf(id)).toMatchObject({
      attempts: 2,
      last_status: 204,
      given_up: 0,
      next_retry_at: null,
    });
    // Nothing failed any more: a second call queues nothing.
    const again = await app.request(path, { method: 'POST', key: key.key });
    expect(again.body).toMatchObject({ attempts: 2, next_retry_at: null });
  });
});

describe('/metrics beyond callbacks', () => {
  it('has the outbox depth and oldest due job age of a kind with waiting work', async () => {
    mode = 'busy';
    const id = await book();
    await app.logged('callback attempt failed', (r) => r.booking === id);
    await eventually('the failed attempt to be recorded', async () => (await summaryOf(id)).attempts === 1);
    const text = await metricsText();
    expect(sample(text, 'jaunt_outbox_queued_jobs{kind="webhook.deliver"}')).toBe(1);
    // It waits for its Retry-After: queued, not yet due.
    expect(sample(text, 'jaunt_outbox_oldest_due_job_age_seconds{kind="webhook.deliver"}')).toBe(0);
  });

  it('times search and homescreen answers', async () => {
    const self = await app.createKey('self-serve');
    expect((await app.request('/partner/v1/search?prompt=jazz', { key: self.key })).status).toBe(200);
    expect(
      (await app.request('/partner/v1/homescreen?h3_cell=872a1072bffffff', { key: self.key })).status,
    ).toBe(200);
    const text = await metricsText();
    expect(sample(text, 'jaunt_search_duration_seconds_count')).toBe(1);
    expect(sample(text, 'jaunt_homescreen_duration_seconds_count')).toBe(1);
  });
});
