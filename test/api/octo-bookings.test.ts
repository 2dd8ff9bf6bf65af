/**
 * Live bookings of supplier activities through the real server: the supplier is the OCTO simulator
 * (and the independent fake), registered and synced through the real suppliers service; the
 * booking's job re-checks availability, holds with a uuid derived from the booking id, confirms
 * and reads the supplier's status.
 */
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctoClient } from '../../src/adapters/octo.js';
import { DEFAULT_FX_RATES } from '../../src/domain/booking-pricing.js';
import type { OctoClient } from '../../src/domain/octo.js';
import type { CreatedKey } from '../../src/services/credentials.js';
import type { FulfilmentOrder } from '../../src/services/fulfillers.js';
import { octoBookingUuid, octoFulfiller } from '../../src/services/octo-fulfiller.js';
import { createOutboundHttp } from '../../src/services/outbound-http.js';
import { supplierStore } from '../../src/store/suppliers.js';
import { type OctoSim, startOctoSim } from '../../src/tools/octo-sim.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { value } from '../helpers/db.js';
import { type OctoFake, startOctoFake } from '../helpers/octo-fake.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

interface Payload {
  booking_id: string;
  status: string;
  purchase_amount_cents?: number | null;
  total_charged_cents?: number | null;
  error_message?: string | null;
  ticket_details?: { confirmation_code: string; vendor?: string } | null;
}
interface Detail {
  ticket_price: {
    sessions: { date: string; time: string | null; tickets: { name: string; available: boolean }[] }[];
  };
}

let app: TestApp;
let sim: OctoSim;
let fake: OctoFake;
let live: CreatedKey;
let other: CreatedKey;
let rx: Receiver;
let seq = 0;

const activityOf = (ref: string) =>
  value<string>(app.store, sql`SELECT activity_id FROM activity WHERE ref = ${ref}`);

/** A booking of the first available session of `ref` with its first ticket type. */
const bookFirst = async (ref: string, over: Record<string, unknown> = {}, skipDates: string[] = []) => {
  const activityId = await activityOf(ref);
  const res = await app.request(`/partner/v1/activities/${activityId}`, {
    key: live.key,
    headers: { 'x-external-user-id': 'alice' },
  });
  const detail = res.body as Detail;
  if (!detail.ticket_price) throw new Error(`${ref} ${activityId}: ${JSON.stringify(res.body)}`);
  const session = detail.ticket_price.sessions.find(
    (s) => !skipDates.includes(s.date) && s.tickets[0]?.available,
  );
  if (!session) throw new Error(`no session for ${ref}`);
  const r = await app.request('/partner/v1/bookings', {
    method: 'POST',
    key: live.key,
    body: {
      external_user_id: 'alice',
      activity_id: activityId,
      tickets: [
        {
          ticket_type_name: session.tickets[0]?.name,
          num_tickets: 2,
          session_date: session.date,
          session_time: session.time,
        },
      ],
      authorization_amount_cents: 100_000,
      idempotency_key: `octo-${++seq}`,
      webhook_url: 'https://partner.invalid/hook',
      payment_mode: 'live_purchase',
      ...over,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(202);
  return { id: (r.body as Payload).booking_id, session };
};

const booking = async (id: string) =>
  (await app.request(`/partner/v1/bookings/${id}`, { key: live.key })).body as Payload;
const settled = async (id: string) => {
  await expect.poll(async () => (await booking(id)).status, { timeout: 10_000 }).not.toBe('pending');
  return booking(id);
};

beforeAll(async () => {
  rx = await startReceiver();
  app = await startTestApp({
    env: {
      JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_RETRY_SCALE: '0.001',
    },
  });
  sim = await startOctoSim({ now: () => app.now.value, apiKey: 'sim-key' });
  fake = await startOctoFake();
  await app.services.suppliers.add({ name: 'sim', octoUrl: sim.url, apiKey: 'sim-key' });
  await app.services.suppliers.sync('sim', { days: 14 });
  await app.services.suppliers.add({ name: 'fake', octoUrl: fake.url, apiKey: 'fake-key' });
  await app.services.suppliers.sync('fake', { days: 45 });
  live = await app.createKey('negotiated', { name: 'live partner', livePurchase: true });
  other = await app.createKey('negotiated', { name: 'other partner' });
  const r = await app.request('/partner/v1/users', {
    method: 'POST',
    key: live.key,
    body: { external_user_id: 'alice', first_name: 'Alice', last_name: 'Liddell' },
  });
  expect(r.status).toBe(201);
});
afterAll(async () => {
  await sim?.close();
  await fake?.close();
  await app?.stop();
  await rx?.close();
});

describe('live bookings over OCTO (simulator)', () => {
  it('holds and confirms with the supplier under the derived uuid, charging the supplier total', async () => {
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    expect(got.purchase_amount_cents).toBeGreaterThan(0);
    expect(got.ticket_details?.confirmation_code).toBeTruthy();
    const held = sim.bookings().filter((b) => b.resellerReference === id);
    expect(held).toEqual([expect.objectContaining({ uuid: octoBookingUuid(id), status: 'CONFIRMED' })]);
    expect(held[0]?.unitIds).toHaveLength(2);

    // Our ticket PDFs carry the supplier's scan codes (QRCODE); its PDF files are named in the notes.
    const octo = createOctoClient(createOutboundHttp({ allowLoopback: true }), {
      baseUrl: sim.url,
      apiKey: 'sim-key',
      capabilities: [],
    });
    const supplier = await octo.booking(octoBookingUuid(id));
    const qr = supplier.unitItems.map(
      (u) => u.ticket?.deliveryOptions.find((d) => d.deliveryFormat === 'QRCODE')?.deliveryValue,
    );
    expect(qr.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    const detail = (await app.request(`/partner/v1/bookings/${id}`, { key: live.key })).body as {
      ticket_details: { venue_notes: string | null; tickets: { download_url: string | null }[] };
    };
    expect(detail.ticket_details.venue_notes).toContain(`${sim.origin}/tickets/`);
    const pdfs = await Promise.all(
      detail.ticket_details.tickets.map(async (t) => {
        const res = await fetch(String(t.download_url).replace(app.config.JAUNT_PUBLIC_URL, app.url));
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer()).toString('latin1');
      }),
    );
    expect(pdfs.map((p) => /Venue code: ([^)]+)\)/.exec(p)?.[1]).sort()).toEqual([...qr].sort());
  });

  it('stays pending while the supplier says PENDING, then confirms after polling', async () => {
    const before = sim.requests()['GET /bookings/{uuid}'] ?? 0;
    const { id } = await bookFirst('octo:sim:harbour-cruise:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    expect(sim.requests()['GET /bookings/{uuid}'] ?? 0).toBeGreaterThan(before + 1);
    expect(sim.bookings().filter((b) => b.resellerReference === id)).toEqual([
      expect.objectContaining({ status: 'CONFIRMED' }),
    ]);
  });

  it('retries a supplier 500 with the same uuid and makes one booking', async () => {
    sim.failNext(2);
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    expect(sim.bookings().filter((b) => b.resellerReference === id)).toHaveLength(1);
  });
});

describe('live bookings over OCTO (independent fake)', () => {
  it('confirms with the contact and the booking id as reseller reference', async () => {
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status, got.error_message ?? '').toBe('confirmed');
    // fake-tour is USD: 2 × the unit price, in cents.
    expect(got.purchase_amount_cents).toBeGreaterThan(0);
    const confirm = fake.calls.find(
      (c) => c.method === 'POST' && c.path === `/bookings/${octoBookingUuid(id)}/confirm`,
    );
    expect(confirm?.body).toMatchObject({
      resellerReference: id,
      contact: { fullName: 'Alice Liddell', emailAddress: expect.stringMatching(/^orders\+/) },
    });
  });

  it('fails before holding anything when the supplier now asks more than was authorised', async () => {
    const activityId = await activityOf('octo:fake:fake-tour:DEFAULT');
    const detail = (
      await app.request(`/partner/v1/activities/${activityId}`, {
        key: live.key,
        headers: { 'x-external-user-id': 'alice' },
      })
    ).body as Detail;
    const s = detail.ticket_price.sessions[0];
    if (!s) throw new Error('no session');
    const calls = fake.calls.length;
    // The price rose between the sync and the booking: 9000.00 USD now, above the 1000.00 authorised.
    fake.script(
      { status: 400, body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' } },
      {
        status: 200,
        body: [
          {
            id: `${s.date}T${s.time}:00-06:00`,
            localDateTimeStart: `${s.date}T${s.time}:00-06:00`,
            localDateTimeEnd: `${s.date}T23:00:00-06:00`,
            allDay: false,
            available: true,
            status: 'AVAILABLE',
            vacancies: 10,
            capacity: 10,
            openingHours: [],
            pricing: { original: 900_000, retail: 900_000, net: null, currency: 'USD', currencyPrecision: 2 },
          },
        ],
      },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status, JSON.stringify(fake.calls.slice(calls).map((c) => [c.method, c.path, c.body]))).toBe(
      'failed',
    );
    expect(got.error_message).toMatch(/above the .* authorised/);
    expect(got.total_charged_cents).toBeNull();
    expect(fake.calls.slice(calls).some((c) => c.method === 'POST' && c.path === '/bookings')).toBe(false);
  });

  it('fails a booking the supplier REJECTED on confirm', async () => {
    const activityId = await activityOf('octo:fake:fake-tour:DEFAULT');
    const detail = (
      await app.request(`/partner/v1/activities/${activityId}`, {
        key: live.key,
        headers: { 'x-external-user-id': 'alice' },
      })
    ).body as Detail;
    const s0 = detail.ticket_price.sessions[0];
    if (!s0) throw new Error('no session');
    const start = `${s0.date}T${s0.time}:00-06:00`;
    const supplierBooking = (status: string) => ({
      id: 'fake-rejected',
      uuid: 'scripted',
      status,
      productId: 'fake-tour',
      optionId: 'DEFAULT',
      resellerReference: null,
      supplierReference: null,
      utcExpiresAt: null,
      cancellable: false,
      availabilityId: start,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    fake.script(
      { status: 400, body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' } },
      {
        status: 200,
        body: [
          {
            id: start,
            localDateTimeStart: start,
            localDateTimeEnd: `${s0.date}T23:00:00-06:00`,
            allDay: false,
            available: true,
            status: 'AVAILABLE',
            vacancies: 10,
            capacity: 10,
            openingHours: [],
          },
        ],
      },
      { status: 200, body: supplierBooking('ON_HOLD') },
      { status: 200, body: supplierBooking('REJECTED') },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status).toBe('failed');
    expect(got.error_message).toMatch(/rejected the booking; nothing was charged/);
    expect(got.total_charged_cents).toBeNull();
  });

  it('fails a sold-out slot at booking time without a hold', async () => {
    const calls = fake.calls.length;
    // Sold out between the sync and the booking: availability answers SOLD_OUT.
    fake.script(
      { status: 400, body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' } },
      { status: 200, body: [] },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    const got = await settled(id);
    expect(got.status).toBe('failed');
    expect(got.error_message).toMatch(/no places left/);
    expect(fake.calls.slice(calls).some((c) => c.method === 'POST' && c.path === '/bookings')).toBe(false);
  });
});

describe('a job that stops between reserve and confirm (independent fake)', () => {
  const ref = 'octo:fake:fake-tour:DEFAULT';
  const connection = () => ({ baseUrl: fake.url, apiKey: 'fake-key', capabilities: ['octo/pricing'] });
  const fulfillerWith = (wrap: (c: OctoClient) => OctoClient) =>
    octoFulfiller(
      {
        refOf: async () => ref,
        supplierFor: async () => {
          const product = await supplierStore(app.store).productByRef(ref);
          return product ? { product, supplierName: 'fake', connection: connection() } : null;
        },
        connect: (c) => wrap(createOctoClient(createOutboundHttp({ allowLoopback: true }), c)),
        fxRates: DEFAULT_FX_RATES,
      },
      { fulfil: async () => ({ outcome: 'failed', errorMessage: 'not a supplier activity' }) },
    );
  /** The process dies after the hold is made: the confirm never leaves. */
  const crashing = fulfillerWith((c) => ({
    ...c,
    confirm: async () => {
      throw new Error('process killed');
    },
  }));
  const healthy = fulfillerWith((c) => c);
  const order = (bookingId: string): FulfilmentOrder => ({
    bookingId,
    activityId: 'unused',
    activityName: 'Fake tour',
    bookingDomain: null,
    currency: 'USD',
    lines: [
      {
        ticketTypeName: 'Adult',
        quantity: 2,
        sessionDate: '2026-12-02',
        sessionTime: '09:30',
        unitMinor: 4550,
        lineMinor: 9100,
      },
    ],
    ticketTotalCents: 9100,
    maxPurchaseCents: 9100,
    externalUserId: 'alice',
    contactEmail: 'alice@example.com',
  });

  it('re-uses the hold on the retry: one supplier booking, confirmed', async () => {
    const o = order('bk_crash_test_1');
    await expect(crashing.fulfil(o)).rejects.toThrow('process killed');
    const uuid = octoBookingUuid(o.bookingId);
    expect(fake.bookings().filter((b) => b.uuid === uuid)).toEqual([
      expect.objectContaining({ status: 'ON_HOLD' }),
    ]);
    const r = await healthy.fulfil(o);
    expect(r).toMatchObject({ outcome: 'confirmed', purchaseAmountCents: 9100 });
    expect(fake.bookings().filter((b) => b.resellerReference === o.bookingId)).toEqual([
      expect.objectContaining({ uuid, status: 'CONFIRMED' }),
    ]);
  });

  it('reserves once more under a second uuid when the hold expired meanwhile', async () => {
    const o = order('bk_crash_test_2');
    await expect(crashing.fulfil(o)).rejects.toThrow('process killed');
    fake.expire(octoBookingUuid(o.bookingId));
    const r = await healthy.fulfil(o);
    expect(r).toMatchObject({ outcome: 'confirmed' });
    const mine = fake.bookings().filter((b) => b.resellerReference === o.bookingId);
    expect(mine.map((b) => [b.uuid, b.status])).toEqual([
      [octoBookingUuid(o.bookingId), 'EXPIRED'],
      [octoBookingUuid(o.bookingId, 1), 'CONFIRMED'],
    ]);
  });
});

describe('POST /partner/v1/bookings/{booking_id}/cancel', () => {
  const cancel = (id: string, k: CreatedKey = live, body: unknown = { reason: 'plans changed' }) =>
    app.request(`/partner/v1/bookings/${id}/cancel`, {
      method: 'POST',
      key: k.key,
      headers: { 'x-external-user-id': 'alice' },
      body,
    });

  const soon = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

  it('cancels a supplier booking at the supplier, idempotently, for the key that booked only', async () => {
    const { id } = await bookFirst('octo:sim:city-walk:DEFAULT', {}, soon);
    expect((await settled(id)).status).toBe('confirmed');
    expect((await cancel(id, other)).status).toBe(404);
    const r = await cancel(id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ booking_id: id, status: 'cancelled' });
    expect(sim.bookings().filter((b) => b.resellerReference === id)).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
    const cancelsBefore = sim.requests()['POST /bookings/{uuid}/cancel'];
    const again = await cancel(id, live, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ booking_id: id, status: 'cancelled' });
    expect(sim.requests()['POST /bookings/{uuid}/cancel']).toBe(cancelsBefore);
    expect((await booking(id)).status).toBe('cancelled');
  });

  it("answers 409 not_cancellable inside the option's cancellation cutoff", async () => {
    const { id, session } = await bookFirst('octo:sim:city-walk:DEFAULT');
    expect(session.date).toBe('2026-11-23');
    expect((await settled(id)).status).toBe('confirmed');
    const cancels = sim.requests()['POST /bookings/{uuid}/cancel'] ?? 0;
    const r = await cancel(id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'not_cancellable' });
    expect(sim.requests()['POST /bookings/{uuid}/cancel'] ?? 0).toBe(cancels);
    expect(sim.bookings().find((b) => b.resellerReference === id)?.status).toBe('CONFIRMED');
    expect((await booking(id)).status).toBe('confirmed');
  });

  it('answers 409 not_cancellable when the supplier refuses', async () => {
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    expect((await settled(id)).status).toBe('confirmed');
    fake.setCancellable(false);
    try {
      const r = await cancel(id);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'not_cancellable' });
      expect((await booking(id)).status).toBe('confirmed');
    } finally {
      fake.setCancellable(true);
    }
  });

  it('answers 409 for a failed booking', async () => {
    fake.script(
      { status: 400, body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' } },
      { status: 200, body: [] },
    );
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT');
    expect((await settled(id)).status).toBe('failed');
    const r = await cancel(id);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'not_cancellable' });
  });

  it('cancels a dry run without the supplier and sends the signed cancelled callback', async () => {
    const supplierCalls = fake.calls.length;
    const { id } = await bookFirst('octo:fake:fake-tour:DEFAULT', {
      payment_mode: 'dry_run_success',
      webhook_url: `${rx.url}/cancel-test`,
    });
    expect((await settled(id)).status).toBe('confirmed');
    const r = await cancel(id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'cancelled' });
    expect(fake.calls.length).toBe(supplierCalls);
    await expect
      .poll(() =>
        rx.deliveries
          .map((d) => JSON.parse(d.body) as Payload)
          .filter((p) => p.booking_id === id)
          .map((p) => p.status),
      )
      .toContain('cancelled');
    const d = rx.deliveries.find(
      (x) => (JSON.parse(x.body) as Payload).booking_id === id && x.body.includes('"cancelled"'),
    );
    if (!d) throw new Error('no cancelled callback');
    const verified = new Webhook(live.webhook_secret).verify(d.body, d.headers as Record<string, string>);
    expect(verified).toMatchObject({ booking_id: id, status: 'cancelled' });
  });
});

describe('activity detail: cancellation_policy', () => {
  const detailOf = async (ref: string) =>
    (
      await app.request(`/partner/v1/activities/${await activityOf(ref)}`, {
        key: live.key,
        headers: { 'x-external-user-id': 'alice' },
      })
    ).body as { cancellation_policy?: unknown };

  it("shows the supplier option's cutoff", async () => {
    expect((await detailOf('octo:sim:city-walk:DEFAULT')).cancellation_policy).toEqual({
      cutoff_minutes: 1440,
      description: 'Free cancellation until 1 day before the session starts.',
    });
    expect((await detailOf('octo:fake:fake-tour:DEFAULT')).cancellation_policy).toEqual({
      cutoff_minutes: 720,
      description: 'Free cancellation until 12 hours before the session starts.',
    });
  });
});
