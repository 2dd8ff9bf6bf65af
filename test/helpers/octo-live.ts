/**
 * One setup for the live-booking tests over OCTO: the real server (loopback outbound allowed, fast
 * retries), the OCTO simulator and the independent fake registered and synced as suppliers, a live
 * partner key and another key, the user alice, a callback receiver; plus what every test asks of
 * them (book the first open session, wait for a status, the supplier's answers to script, files).
 * `useOctoLive()` registers the hooks and hands back the context, filled before the first test.
 */
import { inflateSync } from 'node:zlib';
import jsqrModule from 'jsqr';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { type OctoSim, startOctoSim } from '../../src/suppliers/simulator.js';
import { startTestApp, type TestApp } from './app.js';
import { value } from './db.js';
import { type OctoFake, startOctoFake } from './octo-fake.js';
import { type Receiver, startReceiver } from './webhook-receiver.js';

// jsqr is CommonJS whose typings declare `export default`: take the function whichever way it arrives.
const jsQR = ((jsqrModule as unknown as { default?: unknown }).default ?? jsqrModule) as unknown as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

export interface LivePayload {
  booking_id: string;
  status: string;
  purchase_amount_cents?: number | null;
  total_charged_cents?: number | null;
  error_message?: string | null;
  ticket_details?: {
    confirmation_code: string;
    vendor?: string;
    venue_notes: string | null;
    tickets: { ticket_code: string; download_url: string | null }[];
    supplier_files?: {
      file_id: string;
      deliverable_type: string;
      filename: string;
      content_type: string;
      ticket_code: string | null;
      download_url: string | null;
    }[];
  } | null;
}
interface Detail {
  ticket_price: {
    sessions: { date: string; time: string | null; tickets: { name: string; available: boolean }[] }[];
  };
}
export type Session = Detail['ticket_price']['sessions'][number];

export interface OctoLive {
  app: TestApp;
  sim: OctoSim;
  fake: OctoFake;
  live: CreatedKey;
  other: CreatedKey;
  rx: Receiver;
}

export const useOctoLive = (env: Record<string, string> = {}): OctoLive => {
  const ctx = {} as OctoLive;
  beforeAll(async () => {
    ctx.rx = await startReceiver();
    ctx.app = await startTestApp({
      env: {
        JAUNT_ALLOW_LOOPBACK_OUTBOUND: '1',
        JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
        JAUNT_RETRY_SCALE: '0.0001',
        ...env,
      },
    });
    const { app } = ctx;
    ctx.sim = await startOctoSim({ now: () => app.now.value, apiKey: 'sim-key' });
    ctx.fake = await startOctoFake();
    await app.services.suppliers.add({ name: 'sim', octoUrl: ctx.sim.url, apiKey: 'sim-key' });
    await app.services.suppliers.sync('sim', { days: 14 });
    await app.services.suppliers.add({ name: 'fake', octoUrl: ctx.fake.url, apiKey: 'fake-key' });
    await app.services.suppliers.sync('fake', { days: 45 });
    ctx.live = await app.createKey('negotiated', { name: 'live partner', livePurchase: true });
    ctx.other = await app.createKey('negotiated', { name: 'other partner' });
    const r = await app.request('/partner/v1/users', {
      method: 'POST',
      key: ctx.live.key,
      body: { external_user_id: 'alice', first_name: 'Alice', last_name: 'Liddell' },
    });
    expect(r.status).toBe(201);
  });
  afterAll(async () => {
    await ctx.sim?.close();
    await ctx.fake?.close();
    await ctx.app?.stop();
    await ctx.rx?.close();
  });
  return ctx;
};

let seq = 0;

export const activityOf = (t: OctoLive, ref: string) =>
  value<string>(t.app.store, sql`SELECT activity_id FROM activity WHERE ref = ${ref}`);

/** The sessions the partner sees for `ref` (the activity detail). */
export const sessionsOf = async (t: OctoLive, ref: string): Promise<Session[]> => {
  const activityId = await activityOf(t, ref);
  const res = await t.app.request(`/partner/v1/activities/${activityId}`, {
    key: t.live.key,
    headers: { 'x-external-user-id': 'alice' },
  });
  const detail = res.body as Detail;
  if (!detail.ticket_price) throw new Error(`${ref} ${activityId}: ${JSON.stringify(res.body)}`);
  return detail.ticket_price.sessions;
};

/** A booking (2 tickets) of the first available session of `ref` with its first ticket type. */
export const bookFirst = async (
  t: OctoLive,
  ref: string,
  over: Record<string, unknown> = {},
  skipDates: string[] = [],
  key: CreatedKey = t.live,
) => {
  const activityId = await activityOf(t, ref);
  const session = (await sessionsOf(t, ref)).find(
    (s) => !skipDates.includes(s.date) && s.tickets[0]?.available,
  );
  if (!session) throw new Error(`no session for ${ref}`);
  const r = await t.app.request('/partner/v1/bookings', {
    method: 'POST',
    key: key.key,
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
  return { id: (r.body as LivePayload).booking_id, session };
};

export const bookingOf = async (t: OctoLive, id: string) =>
  (await t.app.request(`/partner/v1/bookings/${id}`, { key: t.live.key })).body as LivePayload;

/** The booking once it has left `pending` (or reached one of `statuses` when given). */
export const settled = async (t: OctoLive, id: string, statuses?: string[], timeout = 15_000) => {
  await expect
    .poll(
      async () => {
        const s = (await bookingOf(t, id)).status;
        return statuses ? statuses.includes(s) || s === 'failed' : s !== 'pending';
      },
      { timeout },
    )
    .toBe(true);
  return bookingOf(t, id);
};

/** The fake's answer to a GET of a booking it does not have (the first look of every fulfilment). */
export const NO_SUCH_BOOKING = {
  status: 400,
  body: { error: 'INVALID_BOOKING_UUID', errorMessage: 'no such booking' },
};

/** A fake-tour slot answer for `s` (its start in the fake's -06:00 offset), optionally with a price. */
export const fakeTourSlot = (s: Session, retail?: number) => {
  const start = `${s.date}T${s.time}:00-06:00`;
  return {
    id: start,
    localDateTimeStart: start,
    localDateTimeEnd: `${s.date}T23:00:00-06:00`,
    allDay: false,
    available: true,
    status: 'AVAILABLE',
    vacancies: 10,
    capacity: 10,
    openingHours: [],
    ...(retail === undefined
      ? {}
      : { pricing: { original: retail, retail, net: null, currency: 'USD', currencyPrecision: 2 } }),
  };
};

/** Bytes behind one of our signed links (the public URL rewritten to the test server). */
export const download = async (t: OctoLive, url: string | null) => {
  const res = await fetch(String(url).replace(t.app.config.JAUNT_PUBLIC_URL, t.app.url));
  expect(res.status, url ?? 'no link').toBe(200);
  return { contentType: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

/**
 * The QR image XObjects of a PDF, decoded: each image stream inflated (8-bit DeviceGray, one pixel
 * per module), scaled up and read by jsQR. Throws when the PDF has no image.
 */
export const qrCodesInPdf = (pdf: Buffer): string[] => {
  const text = pdf.toString('latin1');
  const images = [
    ...text.matchAll(
      /<<([^>]*\/Subtype \/Image[^>]*\/Width (\d+) \/Height (\d+)[^>]*\/Length (\d+)[^>]*)>>\nstream\n/g,
    ),
  ];
  if (images.length === 0) throw new Error('no image XObject in the PDF');
  return images.map((m) => {
    const w = Number(m[2]);
    const h = Number(m[3]);
    const start = (m.index ?? 0) + m[0].length;
    const grey = inflateSync(pdf.subarray(start, start + Number(m[4])));
    const scale = 4;
    const rgba = new Uint8ClampedArray(w * scale * h * scale * 4);
    for (let y = 0; y < h * scale; y++)
      for (let x = 0; x < w * scale; x++) {
        const v = grey[Math.floor(y / scale) * w + Math.floor(x / scale)] ?? 255;
        rgba.set([v, v, v, 255], (y * w * scale + x) * 4);
      }
    const found = jsQR(rgba, w * scale, h * scale);
    if (!found) throw new Error('the image is not a readable QR code');
    return found.data;
  });
};
