/**
 * Fair background work (issue 13): one partner's receiver that hangs must not delay anyone else's
 * callbacks. Reproduces the measured case through the real server and real loopback receivers:
 * 32 callbacks of key A hang (10 s timeout), and key B's callback still arrives well under 1 s.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson, jazzBooking } from '../fixtures/bookings.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { value } from '../helpers/db.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

let app: TestApp;
let hanging: Receiver;
let healthy: Receiver;
let keyA: CreatedKey;
let keyB: CreatedKey;
let activityId = '';

const book = async (k: CreatedKey, idempotencyKey: string, webhookUrl: string) => {
  const r = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: k.key,
    body: jazzBooking({ user: 'u', activityId, idempotencyKey, webhookUrl }),
  });
  expect(r.status).toBe(202);
  return (r.body as { booking_id: string }).booking_id;
};

beforeAll(async () => {
  hanging = await startReceiver();
  healthy = await startReceiver();
  app = await startTestApp({
    ndjson: bookingNdjson,
    env: {
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      // Production's defaults: 16 slots, a 10 s callback timeout.
      JAUNT_WORKER_CONCURRENCY: '16',
      JAUNT_WEBHOOK_TIMEOUT_MS: '10000',
    },
  });
  activityId = String(await value(app.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`));
  keyA = await app.createKey('negotiated', { name: 'partner with a hung receiver' });
  keyB = await app.createKey('negotiated', { name: 'partner with a healthy receiver' });
  for (const k of [keyA, keyB])
    await app.request('/partner/v1/users', { method: 'POST', key: k.key, body: { external_user_id: 'u' } });
});

afterAll(async () => {
  // Closing the hung receiver first ends its connections, so the worker stops without waiting 10 s.
  await hanging?.close();
  await app?.stop();
  await healthy?.close();
});

describe('fair background work', () => {
  it("delivers key B's callback in well under 1 s while 32 of key A's callbacks hang", async () => {
    await Promise.all(Array.from({ length: 32 }, (_, i) => book(keyA, `a-${i}`, `${hanging.url}/hang/${i}`)));
    // Key A's callbacks are in flight and hanging (as many as its share of the worker allows).
    await hanging.waitFor((r) => r.deliveries.length >= 12, 10_000);
    const started = Date.now();
    const id = await book(keyB, 'b-1', `${healthy.url}/ok/b`);
    await healthy.waitFor((r) => r.accepted('/ok/b').length === 1, 5_000);
    const took = (healthy.accepted('/ok/b')[0]?.at ?? Number.POSITIVE_INFINITY) - started;
    expect(JSON.parse(healthy.accepted('/ok/b')[0]?.body ?? '{}')).toMatchObject({
      booking_id: id,
      status: 'confirmed',
    });
    expect(took).toBeLessThan(1000);
    // Key A holds no more than its share: 16 slots less the quarter kept for everyone else.
    const leased = await value(
      app.store,
      sql`SELECT COUNT(*) FROM job WHERE kind = 'webhook.deliver' AND partition_key = ${keyA.id} AND lease_owner IS NOT NULL AND state = 'queued'`,
    );
    expect(Number(leased)).toBeLessThanOrEqual(12);
    expect(hanging.deliveries.length).toBeLessThanOrEqual(12);
  });
});
