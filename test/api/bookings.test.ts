import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { bookingNdjson } from '../fixtures/bookings.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';
import { outboxSettled } from '../helpers/wait.js';
import { type Receiver, startReceiver } from '../helpers/webhook-receiver.js';

/** How long a test waits for the outbox to reach a state: a fresh service's first job loads its libraries on first use, seconds on a busy machine. */
const OUTBOX = { timeout: 15_000 };

interface Payload {
  booking_id: string;
  idempotency_key: string;
  status: string;
  activity_id: string;
  external_user_id: string;
  tickets: unknown[];
  authorization_amount_cents: number;
  purchase_amount_cents?: number | null;
  booking_fee_cents: number;
  total_charged_cents?: number | null;
  resolved_at: string;
  ticket_details?: {
    confirmation_code: string;
    tickets: { ticket_code: string; download_url: string | null }[];
  } | null;
  error_message?: string | null;
}

let app: TestApp;
let rx: Receiver;
let key: CreatedKey;
let other: CreatedKey;
let live: CreatedKey;
const ids: Record<string, string> = {};
let seq = 0;

const provision = async (k: CreatedKey, external: string) => {
  const r = await app.request('/partner/v1/users', {
    method: 'POST',
    key: k.key,
    body: { external_user_id: external },
  });
  expect(r.status).toBe(201);
};

const jazzBody = (over: Record<string, unknown> = {}) => ({
  external_user_id: 'alice',
  activity_id: ids['bk-jazz'],
  tickets: [
    {
      ticket_type_name: 'General Admission',
      num_tickets: 2,
      session_date: '2026-12-04',
      session_time: '22:30',
    },
  ],
  authorization_amount_cents: 9167,
  idempotency_key: `key-${++seq}`,
  webhook_url: `${rx.url}/ok/${seq}`,
  payment_mode: 'dry_run_success',
  ...over,
});

const book = (body: unknown, k: CreatedKey = key) =>
  app.request('/partner/v1/bookings', { method: 'POST', key: k.key, body });

const bookingCount = async (): Promise<number> =>
  Number(await value(app.store, sql`SELECT COUNT(*) FROM booking`));
const deliveriesFor = (bookingId: string) =>
  rx.deliveries.filter((d) => (JSON.parse(d.body) as Payload).booking_id === bookingId);
const verified = (body: string, headers: Record<string, unknown>, secret: string) =>
  new Webhook(secret).verify(body, headers as Record<string, string>) as Payload;

beforeAll(async () => {
  rx = await startReceiver();
  app = await startTestApp({
    ndjson: bookingNdjson,
    env: {
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_RETRY_SCALE: '0.001',
      JAUNT_WEBHOOK_TIMEOUT_MS: '300',
      JAUNT_DELIVERABLE_DELAY_S: '0.05',
    },
  });
  for (const r of await all<{ ref: string; activity_id: string }>(
    app.store,
    sql`SELECT ref, activity_id FROM activity`,
  ))
    ids[r.ref] = r.activity_id;
  key = await app.createKey('negotiated');
  other = await app.createKey('negotiated', { name: 'other partner' });
  live = await app.createKey('negotiated', { name: 'live partner', livePurchase: true });
  await provision(key, 'alice');
  await provision(other, 'alice');
  await provision(live, 'alice');
});

afterAll(async () => {
  await app?.stop();
  await rx?.close();
});

describe('POST /partner/v1/bookings: validation (422, nothing stored)', () => {
  it.each([
    [
      'a missing field',
      (b: Record<string, unknown>) => ({ ...b, idempotency_key: undefined }),
      ['body', 'idempotency_key'],
      'missing',
    ],
    [
      'an empty tickets array',
      (b: Record<string, unknown>) => ({ ...b, tickets: [] }),
      ['body', 'tickets'],
      'too_short',
    ],
    [
      'num_tickets 0',
      (b: Record<string, unknown>) => ({
        ...b,
        tickets: [{ ticket_type_name: 'General Admission', num_tickets: 0 }],
      }),
      ['body', 'tickets', 0, 'num_tickets'],
      'greater_than_equal',
    ],
    [
      'a fractional num_tickets',
      (b: Record<string, unknown>) => ({
        ...b,
        tickets: [{ ticket_type_name: 'General Admission', num_tickets: 1.5 }],
      }),
      ['body', 'tickets', 0, 'num_tickets'],
      'int_from_float',
    ],
    [
      'a negative authorization',
      (b: Record<string, unknown>) => ({ ...b, authorization_amount_cents: -1 }),
      ['body', 'authorization_amount_cents'],
      'greater_than_equal',
    ],
    [
      'a non-http webhook_url',
      (b: Record<string, unknown>) => ({ ...b, webhook_url: 'ftp://example.com/hook' }),
      ['body', 'webhook_url'],
      'string_pattern_mismatch',
    ],
    [
      'an unknown payment_mode',
      (b: Record<string, unknown>) => ({ ...b, payment_mode: 'free' }),
      ['body', 'payment_mode'],
      'enum',
    ],
    [
      'a missing payment_mode',
      (b: Record<string, unknown>) => ({ ...b, payment_mode: undefined }),
      ['body', 'payment_mode'],
      'missing',
    ],
    [
      'a non-numeric string amount',
      (b: Record<string, unknown>) => ({ ...b, authorization_amount_cents: 'lots' }),
      ['body', 'authorization_amount_cents'],
      'int_parsing',
    ],
    [
      'a non-UUID activity_id',
      (b: Record<string, unknown>) => ({ ...b, activity_id: 'abc' }),
      ['body', 'activity_id'],
      'uuid_parsing',
    ],
    [
      'a badly formed session_date',
      (b: Record<string, unknown>) => ({
        ...b,
        tickets: [{ ticket_type_name: 'General Admission', session_date: '4 Dec', session_time: '22:30' }],
      }),
      ['body', 'tickets', 0, 'session_date'],
      'string_pattern_mismatch',
    ],
    [
      'a string amount',
      (b: Record<string, unknown>) => ({ ...b, external_user_id: 42 }),
      ['body', 'external_user_id'],
      'string_type',
    ],
  ])('rejects %s', async (_, mutate, loc, type) => {
    const before = await bookingCount();
    const r = await book(mutate(jazzBody()));
    expect(r.status).toBe(422);
    const detail = (r.body as { detail: { loc: unknown[]; type: string }[] }).detail;
    expect(detail).toContainEqual(expect.objectContaining({ loc, type }));
    expect(await bookingCount()).toBe(before);
  });

  it('rejects malformed JSON as json_invalid', async () => {
    const r = await app.request('/partner/v1/bookings', {
      method: 'POST',
      key: key.key,
      rawBody: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(422);
    expect((r.body as { detail: { type: string }[] }).detail[0]?.type).toBe('json_invalid');
  });
});

describe('POST /partner/v1/bookings: credentials and business rules', () => {
  it('is for negotiated keys only, with a provisioned user', async () => {
    const selfServe = await app.createKey('self-serve');
    expect((await book(jazzBody(), selfServe)).status).toBe(403);
    expect((await app.request('/partner/v1/bookings', { method: 'POST', body: jazzBody() })).status).toBe(
      401,
    );
    const r = await book(jazzBody({ external_user_id: 'nobody' }));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: expect.stringContaining('nobody') });
  });

  it('answers 402 {detail} to live_purchase without the stored card, and needs https for live', async () => {
    const r = await book(jazzBody({ payment_mode: 'live_purchase' }));
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ detail: expect.any(String) });
    const http = await book(jazzBody({ payment_mode: 'live_purchase' }), live);
    expect(http.status).toBe(400);
    expect(http.body).toMatchObject({ code: 'webhook_url_not_https' });
  });

  it.each([
    ['an unknown activity', { activity_id: '00000000-0000-4000-8000-000000000000' }, 404, 'not_found'],
    [
      'an unbookable activity',
      { activity_ref: 'bk-museum', tickets: [{ ticket_type_name: 'Adult' }] },
      400,
      'activity_not_bookable',
    ],
    [
      'an unknown ticket type',
      { tickets: [{ ticket_type_name: 'Balcony', session_date: '2026-12-04', session_time: '22:30' }] },
      400,
      'ticket_type_unknown',
    ],
    [
      'no session for a multi-session event',
      { tickets: [{ ticket_type_name: 'General Admission' }] },
      400,
      'session_mismatch',
    ],
    [
      'a session that is not listed',
      {
        tickets: [
          { ticket_type_name: 'General Admission', session_date: '2026-12-04', session_time: '20:00' },
        ],
      },
      400,
      'session_mismatch',
    ],
    [
      'a sold-out ticket',
      { tickets: [{ ticket_type_name: 'Bar Seat', session_date: '2026-12-04', session_time: '22:30' }] },
      400,
      'ticket_unavailable',
    ],
    [
      'fewer than min_quantity',
      {
        tickets: [
          {
            ticket_type_name: 'General Admission',
            num_tickets: 1,
            session_date: '2026-12-05',
            session_time: '20:00',
          },
        ],
      },
      400,
      'quantity_out_of_range',
    ],
    [
      'more than max_quantity',
      {
        tickets: [
          {
            ticket_type_name: 'General Admission',
            num_tickets: 7,
            session_date: '2026-12-04',
            session_time: '22:30',
          },
        ],
      },
      400,
      'quantity_out_of_range',
    ],
  ])('refuses %s', async (_, over, status, code) => {
    const before = await bookingCount();
    const { activity_ref, ...rest } = over as Record<string, unknown>;
    const r = await book(
      jazzBody({ ...rest, ...(activity_ref ? { activity_id: ids[String(activity_ref)] } : {}) }),
    );
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ error: expect.any(String), code });
    expect(await bookingCount()).toBe(before);
  });

  it('refuses a session that has already started', async () => {
    const saved = app.now.value;
    app.now.value = new Date('2026-12-05T04:00:00Z'); // 23:00 on 4 Dec in New York, after the 22:30 set
    try {
      const r = await book(jazzBody());
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'session_past' });
    } finally {
      app.now.value = saved;
    }
  });

  it('says how much must be authorised (tickets incl. fees + booking fee)', async () => {
    const r = await book(jazzBody({ authorization_amount_cents: 9166 }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'authorization_insufficient', required_cents: 9167 });
    expect((r.body as { error: string }).error).toContain('9167');
  });
});

describe('idempotency', () => {
  it('coerces numeric strings like pydantic and fingerprints the validated body', async () => {
    const body = jazzBody();
    const lax = {
      ...body,
      authorization_amount_cents: '9167',
      tickets: [{ ...body.tickets[0], num_tickets: '2' }],
    };
    const first = await book(lax);
    expect(first.status).toBe(202);
    const again = await book(body);
    expect(again.status).toBe(202);
    expect((again.body as { booking_id: string }).booking_id).toBe(
      (first.body as { booking_id: string }).booking_id,
    );
  });

  it('replays the same body with the same booking and its current status', async () => {
    const body = jazzBody();
    const first = await book(body);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ idempotency_key: body.idempotency_key, status: 'accepted' });
    const id = (first.body as { booking_id: string }).booking_id;
    const again = await book({ ...body, tickets: [...body.tickets] });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ booking_id: id });
    expect(['processing', 'confirmed']).toContain((again.body as { status: string }).status);
    await rx.waitFor(() => deliveriesFor(id).length > 0);
    const later = await book(body);
    expect(later.body).toEqual({
      booking_id: id,
      idempotency_key: body.idempotency_key,
      status: 'confirmed',
    });
    expect(deliveriesFor(id)).toHaveLength(1); // a replay creates no new work
  });

  it('refuses the same key with a different body (422 idempotency_key_reused)', async () => {
    const body = jazzBody();
    expect((await book(body)).status).toBe(202);
    const before = await bookingCount();
    const r = await book({ ...body, authorization_amount_cents: 10_000 });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'idempotency_key_reused', error: expect.any(String) });
    const url = await book({ ...body, webhook_url: `${rx.url}/ok/elsewhere` });
    expect(url.status).toBe(422);
    expect(await bookingCount()).toBe(before);
  });

  it('scopes keys per credential', async () => {
    const body = jazzBody();
    const mine = (await book(body)).body as { booking_id: string };
    const theirs = await book(body, other);
    expect(theirs.status).toBe(202);
    expect(theirs.body).toMatchObject({ status: 'accepted' });
    expect((theirs.body as { booking_id: string }).booking_id).not.toBe(mine.booking_id);
    // Neither can read the other's booking.
    const peek = await app.request(`/partner/v1/bookings/${mine.booking_id}`, { key: other.key });
    expect(peek.status).toBe(404);
  });

  it('creates exactly one booking from 50 concurrent identical requests', async () => {
    const body = jazzBody();
    const before = await bookingCount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(body)));
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const bookingIds = new Set(answers.map((a) => (a.body as { booking_id: string }).booking_id));
    expect(bookingIds.size).toBe(1);
    expect(answers.filter((a) => (a.body as { status: string }).status === 'accepted')).toHaveLength(1);
    expect(await bookingCount()).toBe(before + 1);
    const [id] = [...bookingIds];
    await rx.waitFor(() => deliveriesFor(String(id)).length === 1);
    const fulfil = await value(
      app.store,
      sql`SELECT COUNT(*) FROM job WHERE kind = 'booking.fulfil' AND CAST(payload AS TEXT) LIKE ${`%${id}%`}`,
    );
    expect(fulfil).toBe(1);
  });

  it('keeps a failed booking failed under its key', async () => {
    const body = jazzBody({ payment_mode: 'dry_run_failure' });
    const id = ((await book(body)).body as { booking_id: string }).booking_id;
    await rx.waitFor(() => deliveriesFor(id).length === 1);
    const replay = await book(body);
    expect(replay.body).toEqual({ booking_id: id, idempotency_key: body.idempotency_key, status: 'failed' });
    const fresh = await book({ ...body, idempotency_key: `${body.idempotency_key}-retry` });
    expect(fresh.body).toMatchObject({ status: 'accepted' });
    expect((fresh.body as { booking_id: string }).booking_id).not.toBe(id);
  });
});

describe('resolution and signed callbacks', () => {
  it('dry_run_success: confirmed, signed, with amounts and real ticket files', async () => {
    const body = jazzBody();
    const id = ((await book(body)).body as { booking_id: string }).booking_id;
    await rx.waitFor(() => deliveriesFor(id).length === 1);
    const d = deliveriesFor(id)[0];
    if (!d) throw new Error('no delivery');
    expect(d.headers['content-type']).toBe('application/json');
    expect(d.headers['webhook-id']).toBe(`msg_${id}_confirmed`);
    const p = verified(d.body, d.headers, key.webhook_secret);
    expect(p).toMatchObject({
      booking_id: id,
      idempotency_key: body.idempotency_key,
      status: 'confirmed',
      activity_id: ids['bk-jazz'],
      external_user_id: 'alice',
      tickets: [
        {
          ticket_type_name: 'General Admission',
          num_tickets: 2,
          session_date: '2026-12-04',
          session_time: '22:30',
        },
      ],
      authorization_amount_cents: 9167,
      purchase_amount_cents: 8900,
      booking_fee_cents: 267,
      total_charged_cents: 9167,
      error_message: null,
    });
    expect(Date.parse(p.resolved_at)).not.toBeNaN();
    expect(p.ticket_details?.tickets).toHaveLength(2);
    const url = p.ticket_details?.tickets[0]?.download_url;
    expect(url).toMatch(/\/tickets\/bk_.+\.pdf\?expires=\d+&sig=/);
    const pdf = await fetch(String(url).replace(app.config.JAUNT_PUBLIC_URL, app.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    const forged = await fetch(
      String(url)
        .replace(app.config.JAUNT_PUBLIC_URL, app.url)
        .replace(/sig=.{4}/, 'sig=AAAA'),
    );
    expect(forged.status).toBe(403);

    // The additive GET returns the same payload shape (links minted afresh).
    const got = await app.request(`/partner/v1/bookings/${id}`, { key: key.key });
    expect(got.status).toBe(200);
    expect(Object.keys(got.body as object).sort()).toEqual(
      [...Object.keys(p), 'inbound_email', 'webhook_deliveries'].sort(),
    );
    expect((got.body as { inbound_email: string }).inbound_email).toMatch(
      /^orders\+[0-9a-f]{32}@in\.localhost$/,
    );
    expect(got.body).toMatchObject({ status: 'confirmed', total_charged_cents: 9167 });

    const orders = await app.request('/partner/v1/orders', {
      key: key.key,
      headers: { 'x-external-user-id': 'alice' },
    });
    expect(orders.status).toBe(200);
    const o = orders.body as {
      bookings: { id: string; status: string; activity_name: string; picture_url: string | null }[];
      deliverables: { partner_booking_id: string; content_type: string; file_size_bytes: number }[];
      emails: { partner_booking_id: string; classification: string }[];
    };
    expect(o.bookings.find((b) => b.id === id)).toMatchObject({
      status: 'confirmed',
      activity_name: 'Late Set at the Village Vanguard',
      picture_url: 'https://images.example.com/vanguard-1.jpg',
      authorization_amount_cents: 9167,
    });
    const files = o.deliverables.filter((x) => x.partner_booking_id === id);
    expect(files).toHaveLength(2);
    expect(files[0]).toMatchObject({ content_type: 'application/pdf', deliverable_type: 'ticket' });
    expect(files[0]?.file_size_bytes).toBeGreaterThan(300);
    expect(o.emails.filter((e) => e.partner_booking_id === id)).toEqual([
      expect.objectContaining({ classification: 'order_confirmation', processing_status: 'processed' }),
    ]);
    // Another partner's view of the same person shows none of it.
    const theirs = await app.request('/partner/v1/orders', {
      key: other.key,
      headers: { 'x-external-user-id': 'alice' },
    });
    expect((theirs.body as { bookings: { id: string }[] }).bookings.map((b) => b.id)).not.toContain(id);
  });

  it('dry_run_failure: failed with a decline message, nothing charged', async () => {
    const id = ((await book(jazzBody({ payment_mode: 'dry_run_failure' }))).body as { booking_id: string })
      .booking_id;
    await rx.waitFor(() => deliveriesFor(id).length === 1);
    const d = deliveriesFor(id)[0];
    if (!d) throw new Error('no delivery');
    const p = verified(d.body, d.headers, key.webhook_secret);
    expect(p).toMatchObject({
      status: 'failed',
      purchase_amount_cents: null,
      total_charged_cents: null,
      ticket_details: null,
    });
    expect(p.error_message).toMatch(/declined/i);
  });

  it('delayed fulfilment: confirmed first, then deliverable_ready with files, each its own event', async () => {
    const id = (
      (
        await book(
          jazzBody({
            activity_id: ids['bk-paris-tour'],
            tickets: [{ ticket_type_name: 'Adult' }],
            authorization_amount_cents: 2259,
          }),
        )
      ).body as { booking_id: string }
    ).booking_id;
    await rx.waitFor(() => deliveriesFor(id).length === 2);
    const [first, second] = deliveriesFor(id).map((d) => ({
      id: d.headers['webhook-id'],
      p: verified(d.body, d.headers, key.webhook_secret),
    }));
    expect(first?.p).toMatchObject({
      status: 'confirmed',
      purchase_amount_cents: 2160,
      booking_fee_cents: 99,
      total_charged_cents: 2259,
    });
    expect(first?.p.ticket_details?.tickets[0]?.download_url).toBeNull();
    expect(second?.p.status).toBe('deliverable_ready');
    expect(second?.p.ticket_details?.tickets[0]?.download_url).toMatch(/\.pdf\?/);
    expect(first?.id).not.toBe(second?.id);
  });
});

describe('delivery failures', () => {
  const attempts = (id: string) => app.services.bookings.webhookAttempts(id);
  const jobState = (id: string) =>
    value(
      app.store,
      sql`SELECT state FROM job WHERE kind = 'webhook.deliver' AND CAST(payload AS TEXT) LIKE ${`%${id}%`}`,
    );

  it('retries a receiver that answers 500 until it answers 200, same webhook-id, every attempt recorded', async () => {
    const id = (
      (await book(jazzBody({ webhook_url: `${rx.url}/flaky/2/${seq}` }))).body as { booking_id: string }
    ).booking_id;
    await rx.waitFor(() => rx.accepted().some((d) => (JSON.parse(d.body) as Payload).booking_id === id));
    const ds = deliveriesFor(id);
    expect(ds).toHaveLength(3);
    expect(new Set(ds.map((d) => d.headers['webhook-id'])).size).toBe(1);
    for (const d of ds) expect(verified(d.body, d.headers, key.webhook_secret).booking_id).toBe(id);
    await expect.poll(async () => (await attempts(id)).map((a) => a.statusCode), OUTBOX).toEqual([500, 500, 200]);
    await expect.poll(() => jobState(id), OUTBOX).toBe('done');
  });

  it('times out a hanging receiver and keeps retrying', async () => {
    const id = (
      (await book(jazzBody({ webhook_url: `${rx.url}/hang/${seq}` }))).body as { booking_id: string }
    ).booking_id;
    await expect.poll(async () => (await attempts(id)).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect((await attempts(id))[0]).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/timed out/),
    });
    expect(await jobState(id)).toBe('queued');
  });

  it('stops at 410 Gone', async () => {
    const id = (
      (await book(jazzBody({ webhook_url: `${rx.url}/gone/${seq}` }))).body as { booking_id: string }
    ).booking_id;
    await expect.poll(() => jobState(id), OUTBOX).toBe('dead');
    // Nothing of this booking is left in the outbox: any further attempt would be recorded by now.
    await outboxSettled(app.store, id);
    expect((await attempts(id)).map((a) => a.statusCode)).toEqual([410]);
  });

  it('refuses webhook URLs with private address literals at acceptance', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.7/hook',
      'http://[fd00::1]/hook',
      // IPv4-mapped literals, which the URL parser rewrites to hex (::ffff:a00:7).
      'http://[::ffff:10.0.0.7]/hook',
      'http://[::ffff:169.254.169.254]/latest/meta-data',
    ]) {
      const r = await book(jazzBody({ webhook_url: url }));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'webhook_url_not_allowed' });
    }
  });

  it('in development lets dry runs (never live purchases) call back to loopback; in production refuses both', async () => {
    for (const env of ['development', 'production'] as const) {
      const devApp = await startTestApp({
        ndjson: bookingNdjson,
        env: { JAUNT_ENV: env, JAUNT_RETRY_SCALE: '0.001' },
      });
      try {
        // Development takes staging keys, which never charge the card (issue 8, finding 4).
        const k = await devApp.createKey('negotiated', {
          staging: env === 'development',
          livePurchase: env === 'production',
        });
        await devApp.request('/partner/v1/users', {
          method: 'POST',
          key: k.key,
          body: { external_user_id: 'alice' },
        });
        const activity = await value(
          devApp.store,
          sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`,
        );
        const dry = await devApp.request('/partner/v1/bookings', {
          method: 'POST',
          key: k.key,
          body: jazzBody({ activity_id: activity, webhook_url: `${rx.url}/ok/dev-${env}` }),
        });
        const live = await devApp.request('/partner/v1/bookings', {
          method: 'POST',
          key: k.key,
          body: jazzBody({
            activity_id: activity,
            webhook_url: 'https://127.0.0.1:1/hook',
            payment_mode: 'live_purchase',
          }),
        });
        if (env === 'development') {
          expect(live.status).toBe(402);
          expect(dry.status).toBe(202);
          await rx.waitFor((r) => r.accepted(`/ok/dev-${env}`).length > 0);
        } else {
          expect(live.status).toBe(400);
          expect(live.body).toMatchObject({ code: 'webhook_url_not_allowed' });
          expect(dry.status).toBe(400);
          expect(dry.body).toMatchObject({ code: 'webhook_url_not_allowed' });
        }
      } finally {
        await devApp.stop();
      }
    }
  });

  it('refuses at delivery a name that resolves to a non-public address (SSRF guard), without retrying', async () => {
    const strict = await startTestApp({ ndjson: bookingNdjson, env: { JAUNT_RETRY_SCALE: '0.001' } });
    try {
      const k = await strict.createKey('negotiated');
      await strict.request('/partner/v1/users', {
        method: 'POST',
        key: k.key,
        body: { external_user_id: 'alice' },
      });
      const r = await strict.request('/partner/v1/bookings', {
        method: 'POST',
        key: k.key,
        body: jazzBody({
          activity_id: await value(strict.store, sql`SELECT activity_id FROM activity WHERE ref = 'bk-jazz'`),
          webhook_url: `${rx.url.replace('127.0.0.1', 'localhost')}/ok/strict`,
        }),
      });
      expect(r.status).toBe(202);
      const id = (r.body as { booking_id: string }).booking_id;
      const state = () =>
        value(
          strict.store,
          sql`SELECT state FROM job WHERE kind = 'webhook.deliver' AND CAST(payload AS TEXT) LIKE ${`%${id}%`}`,
        );
      await expect.poll(state, OUTBOX).toBe('dead');
      expect(await strict.services.bookings.webhookAttempts(id)).toEqual([
        expect.objectContaining({ statusCode: null, error: expect.stringMatching(/not a public address/) }),
      ]);
      expect(rx.deliveries.filter((d) => d.path === '/ok/strict')).toEqual([]);
    } finally {
      await strict.stop();
    }
  });
});

describe('live_purchase of an activity no supplier sells', () => {
  // Live purchases go over OCTO to the activity's connected supplier (test/api/octo-bookings.test.ts);
  // an imported activity without one has nobody to buy from.
  it('fails before anything is held, with nothing charged', async () => {
    const id = (
      (
        await book(
          jazzBody({ payment_mode: 'live_purchase', webhook_url: 'https://partner.invalid/hook' }),
          live,
        )
      ).body as { booking_id: string }
    ).booking_id;
    const status = async () =>
      ((await app.request(`/partner/v1/bookings/${id}`, { key: live.key })).body as Payload).status;
    await expect.poll(status, OUTBOX).toBe('failed');
    const got = (await app.request(`/partner/v1/bookings/${id}`, { key: live.key })).body as Payload;
    expect(got.error_message).toMatch(/not sold by a connected supplier.*nothing was charged/);
    expect(got).toMatchObject({ purchase_amount_cents: null, total_charged_cents: null });
    expect(got.ticket_details ?? null).toBeNull();
  });
});
