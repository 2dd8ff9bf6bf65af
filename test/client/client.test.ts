/**
 * The typed client (src/client) against the real server: search → detail → booking → callback →
 * orders, and its generated types are what `npm run client:generate` would write today.
 */
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { CLIENT_TYPES_PATH, generateClientTypes } from '../../src/cli/client-generate.js';
import { createJauntClient, type JauntClient } from '../../src/client/index.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

let app: TestApp;
let rx: Receiver;
let key: CreatedKey;
let client: JauntClient;

beforeAll(async () => {
  rx = await startReceiver();
  app = await startTestApp({ ndjson: bookingNdjson, env: { JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
  key = await app.createKey('negotiated');
  client = createJauntClient({ baseUrl: app.url, apiKey: key.key, externalUserId: 'client-alice' });
});
afterAll(async () => {
  await app?.stop();
  await rx?.close();
});

describe('the typed client', () => {
  it('has generated types that are up to date with the document', async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await generateClientTypes());
  });

  it('drives search → detail → booking → orders against the real server', async () => {
    const user = await client.POST('/partner/v1/users', { body: { external_user_id: 'client-alice' } });
    expect(user.response.status).toBe(201);
    expect(user.data).toMatchObject({ external_user_id: 'client-alice', created: true });

    const search = await client.GET('/partner/v1/search', {
      params: { query: { prompt: 'late jazz set at the Village Vanguard', location: 'New York' } },
    });
    expect(search.error).toBeUndefined();
    const hit = search.data?.results.find((r) => r.name === 'Late Set at the Village Vanguard');
    expect(hit?.activity_id).toEqual(expect.any(String));
    const activityId = String(hit?.activity_id);

    const detail = await client.GET('/partner/v1/activities/{activity_id}', {
      params: { path: { activity_id: activityId } },
    });
    expect(detail.data?.is_bookable).toBe(true);
    const session = detail.data?.ticket_price?.sessions[0];
    const ticket = session?.tickets.find((t) => t.available);
    expect(ticket?.name).toBe('General Admission');

    const booking = await client.POST('/partner/v1/bookings', {
      body: {
        external_user_id: 'client-alice',
        activity_id: activityId,
        tickets: [
          {
            ticket_type_name: String(ticket?.name),
            num_tickets: 2,
            session_date: session?.date ?? null,
            session_time: session?.time ?? null,
          },
        ],
        authorization_amount_cents: 9167,
        idempotency_key: 'client-journey-1',
        webhook_url: `${rx.url}/ok/client`,
        payment_mode: 'dry_run_success',
      },
    });
    expect(booking.response.status).toBe(202);
    const accepted = booking.data as { booking_id: string; status: string };
    expect(accepted.status).toBe('accepted');

    await rx.waitFor((r) => r.accepted('/ok/client').length > 0, 10_000);
    const [delivery] = rx.accepted('/ok/client');
    const payload = new Webhook(key.webhook_secret).verify(
      delivery?.body ?? '',
      delivery?.headers as Record<string, string>,
    ) as { booking_id: string; status: string };
    expect(payload).toMatchObject({ booking_id: accepted.booking_id, status: 'confirmed' });

    const got = await client.GET('/partner/v1/bookings/{booking_id}', {
      params: { path: { booking_id: accepted.booking_id } },
    });
    expect(got.data?.status).toBe('confirmed');
    const orders = await client.GET('/partner/v1/orders');
    expect(orders.data?.bookings.map((b) => b.id)).toContain(accepted.booking_id);
  });

  it('returns the typed error body for a refusal', async () => {
    const r = await client.GET('/partner/v1/activities/{activity_id}', {
      params: { path: { activity_id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(r.response.status).toBe(404);
    expect(r.error).toMatchObject({ code: 'not_found' });
  });
});
