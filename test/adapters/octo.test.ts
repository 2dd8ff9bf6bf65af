/**
 * The OCTO client against two suppliers that share no code: the independent fake in
 * test/helpers/octo-fake.ts (written from the note) and the simulator (src/suppliers/simulator.ts).
 * Real HTTP on loopback through our guarded outbound client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp, type OutboundHttp } from '../../src/platform/http/outbound.js';
import {
  mapOctoStatus,
  type OctoAvailability,
  type OctoClient,
  OctoError,
  type OctoProduct,
} from '../../src/suppliers/octo.js';
import { type OctoCatalogue, octoCatalogue, optionKey } from '../../src/suppliers/octo-catalogue.js';
import { createOctoClient } from '../../src/suppliers/octo-client.js';
import { type OctoSim, startOctoSim } from '../../src/suppliers/simulator.js';
import { type OctoFake, startOctoFake } from '../helpers/octo-fake.js';

const CONTACT = { fullName: 'Ada Lovelace', emailAddress: 'ada@example.com' };

interface Target {
  name: string;
  client: () => OctoClient;
  /** A bookable START_TIME product, two unit ids and a date with open slots. */
  tour: { productId: string; units: [string, string]; date: string };
  expire(uuid: string): void;
  /** Makes the next confirm PENDING; returns the product to book. */
  pending(): { productId: string; unit: string; date: string };
  /** A slot that is sold out, with the unit to ask for. */
  soldOut(): Promise<{ productId: string; availabilityId: string; unit: string }>;
  failNext(n: number): void;
  /** Moves past the booking's cancellation cutoff. */
  passCutoff(): void;
  bookingCount(): number;
  reset(): void;
}

const now = { value: new Date('2026-11-22T15:00:00Z') };
let http: OutboundHttp;
let fake: OctoFake;
let sim: OctoSim;

beforeAll(async () => {
  http = createOutboundHttp({ allowLoopback: true, timeoutMs: 3_000 });
  fake = await startOctoFake();
  sim = await startOctoSim({ now: () => now.value, apiKey: 'sim-key' });
});
afterAll(async () => {
  await http.close();
  await fake.close();
  await sim.close();
});

const caps = ['octo/pricing', 'octo/content'];

const targets: Target[] = [
  {
    name: 'independent fake',
    client: () => createOctoClient(http, { baseUrl: fake.url, apiKey: 'fake-key', capabilities: caps }),
    tour: { productId: 'fake-tour', units: ['adult', 'child'], date: '2026-12-03' },
    expire: (uuid) => fake.expire(uuid),
    pending: () => {
      fake.pendingNextConfirm();
      return { productId: 'fake-tour', unit: 'adult', date: '2026-12-04' };
    },
    soldOut: async () => {
      fake.soldOut('2026-12-05T09:30:00-06:00');
      return { productId: 'fake-tour', availabilityId: '2026-12-05T09:30:00-06:00', unit: 'adult' };
    },
    failNext: (n) =>
      fake.script(
        ...Array.from({ length: n }, () => ({
          status: 500,
          body: { error: 'INTERNAL_SERVER_ERROR', errorMessage: 'boom' },
        })),
      ),
    passCutoff: () => fake.setCancellable(false),
    bookingCount: () => fake.bookings().length,
    reset: () => fake.setCancellable(true),
  },
  {
    name: 'simulator',
    client: () => createOctoClient(http, { baseUrl: sim.url, apiKey: 'sim-key', capabilities: caps }),
    tour: { productId: 'city-walk', units: ['adult', 'child'], date: '2026-11-26' },
    expire: () => {
      now.value = new Date(now.value.getTime() + 31 * 60_000);
    },
    pending: () => ({ productId: 'harbour-cruise', unit: 'adult', date: '2026-11-27' }),
    soldOut: async () => {
      // sunset-kayak: tomorrow is SOLD_OUT in the simulator.
      const slots = await targets[1]?.client().availability({
        productId: 'sunset-kayak',
        optionId: 'DEFAULT',
        localDate: '2026-11-23',
      });
      return { productId: 'sunset-kayak', availabilityId: slots?.[0]?.id ?? '', unit: 'adult' };
    },
    failNext: (n) => sim.failNext(n),
    passCutoff: () => {
      // city-walk cuts off 24 h before the start: the slot is on 2026-11-26.
      now.value = new Date('2026-11-25T12:00:00Z');
    },
    bookingCount: () => sim.bookings().length,
    reset: () => {
      now.value = new Date('2026-11-22T15:00:00Z');
    },
  },
];

const firstSlot = async (c: OctoClient, productId: string, date: string): Promise<OctoAvailability> => {
  const slots = await c.availability({ productId, optionId: 'DEFAULT', localDate: date });
  const open = slots.find((s) => s.available);
  if (!open) throw new Error(`no open slot on ${date}`);
  return open;
};

/** A hold of one unit on the tour's first open slot; its uuid. */
const holdOneUnit = async (
  c: OctoClient,
  tour: { productId: string; date: string; units: readonly string[] },
): Promise<string> => {
  const slot = await firstSlot(c, tour.productId, tour.date);
  const uuid = crypto.randomUUID();
  await c.reserve({
    uuid,
    productId: tour.productId,
    optionId: 'DEFAULT',
    availabilityId: slot.id,
    unitItems: [{ unitId: tour.units[0] as string }],
  });
  return uuid;
};

const octoErrorOf = async (p: Promise<unknown>): Promise<OctoError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(OctoError);
    return e as OctoError;
  }
  throw new Error('expected an OctoError');
};

describe.each(targets)('OCTO client against the $name', (t) => {
  it('lists products with pricing and content, sending the key and the capabilities', async () => {
    const c = t.client();
    const products = await c.products();
    const tour = products.find((p) => p.id === t.tour.productId) as OctoProduct;
    expect(tour.availabilityType).toBe('START_TIME');
    expect(tour.title).toBeTruthy();
    expect(tour.locations?.[0]?.place?.latitude).toEqual(expect.any(Number));
    expect(tour.options[0]?.units.map((u) => u.id)).toEqual(expect.arrayContaining(t.tour.units));
    expect(tour.options[0]?.units[0]?.pricingFrom?.[0]?.retail).toEqual(expect.any(Number));
    if (t.name === 'independent fake') {
      const call = fake.calls.find((x) => x.path === '/products');
      expect(call?.headers.authorization).toBe('Bearer fake-key');
      expect(call?.headers['octo-capabilities']).toBe('octo/pricing, octo/content');
    }
  });

  it('reads the calendar and the availability of a window, with unit prices', async () => {
    const c = t.client();
    const window = {
      productId: t.tour.productId,
      optionId: 'DEFAULT',
      localDateStart: t.tour.date,
      localDateEnd: t.tour.date,
    };
    const days = await c.calendar(window);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ localDate: t.tour.date, available: true });
    const slots = await c.availability(window);
    expect(slots.length).toBeGreaterThanOrEqual(1);
    for (const s of slots) {
      expect(s.localDateTimeStart.slice(0, 10)).toBe(t.tour.date);
      expect(s.unitPricing?.map((u) => u.unitId)).toEqual(expect.arrayContaining(t.tour.units));
    }
  });

  it('reserves, confirms, gets and cancels a booking addressed by our uuid', async () => {
    t.reset();
    const c = t.client();
    const slot = await firstSlot(c, t.tour.productId, t.tour.date);
    const uuid = crypto.randomUUID();
    const held = await c.reserve({
      uuid,
      productId: t.tour.productId,
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      expirationMinutes: 30,
      unitItems: [{ unitId: t.tour.units[0] }, { unitId: t.tour.units[0] }, { unitId: t.tour.units[1] }],
    });
    expect(held).toMatchObject({ uuid, status: 'ON_HOLD', availabilityId: slot.id });
    expect(held.utcExpiresAt).toEqual(expect.any(String));
    expect(mapOctoStatus(held.status)).toBe('pending');
    const confirmed = await c.confirm(uuid, {
      contact: CONTACT,
      resellerReference: `bk_${uuid.slice(0, 8)}`,
    });
    expect(confirmed.status).toBe('CONFIRMED');
    expect(mapOctoStatus(confirmed.status)).toBe('confirmed');
    expect(confirmed.unitItems).toHaveLength(3);
    expect(confirmed.pricing?.retail).toBe(
      confirmed.unitItems.reduce((s, u) => s + (u.pricing?.retail ?? Number.NaN), 0),
    );
    const codes = confirmed.unitItems.flatMap((u) => u.ticket?.deliveryOptions ?? []);
    expect(codes.some((d) => d.deliveryFormat === 'QRCODE' && d.deliveryValue.length > 0)).toBe(true);
    expect((await c.booking(uuid)).status).toBe('CONFIRMED');
    expect((await c.bookingsByReference(`bk_${uuid.slice(0, 8)}`)).map((b) => b.uuid)).toEqual([uuid]);
    const cancelled = await c.cancel(uuid, { reason: 'plans changed' });
    expect(cancelled.status).toBe('CANCELLED');
    expect(mapOctoStatus(cancelled.status)).toBe('cancelled');
    // Cancelling again is harmless.
    expect((await c.cancel(uuid)).status).toBe('CANCELLED');
  });

  it('answers a replayed reserve with the same booking: no second hold', async () => {
    t.reset();
    const c = t.client();
    const slot = await firstSlot(c, t.tour.productId, t.tour.date);
    const uuid = crypto.randomUUID();
    const req = {
      uuid,
      productId: t.tour.productId,
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      unitItems: [{ unitId: t.tour.units[0] }],
    };
    const before = t.bookingCount();
    const a = await c.reserve(req);
    const b = await c.reserve(req);
    expect(b.uuid).toBe(a.uuid);
    expect(b.unitItems.map((u) => u.uuid)).toEqual(a.unitItems.map((u) => u.uuid));
    expect(t.bookingCount()).toBe(before + 1);
  });

  it('refuses to confirm an expired hold with a final INVALID_BOOKING_UUID', async () => {
    t.reset();
    const c = t.client();
    const uuid = await holdOneUnit(c, t.tour);
    t.expire(uuid);
    const e = await octoErrorOf(c.confirm(uuid, { contact: CONTACT }));
    expect(e.code).toBe('INVALID_BOOKING_UUID');
    expect(e.status).toBe(400);
    expect(e.retryable).toBe(false);
    expect(e.details.uuid).toBe(uuid);
    t.reset();
  });

  it('confirms PENDING, then CONFIRMED on a later GET', async () => {
    t.reset();
    const c = t.client();
    const p = t.pending();
    const slot = await firstSlot(c, p.productId, p.date);
    const uuid = crypto.randomUUID();
    await c.reserve({
      uuid,
      productId: p.productId,
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      unitItems: [{ unitId: p.unit }],
    });
    const first = await c.confirm(uuid, { contact: CONTACT });
    expect(first.status).toBe('PENDING');
    expect(mapOctoStatus(first.status)).toBe('pending');
    const later = await c.booking(uuid);
    expect(later.status).toBe('CONFIRMED');
    expect(later.unitItems[0]?.ticket?.deliveryOptions.length).toBeGreaterThan(0);
  });

  it('refuses a sold-out slot with a final error', async () => {
    t.reset();
    const c = t.client();
    const s = await t.soldOut();
    const slots = await c
      .availability({
        productId: s.productId,
        optionId: 'DEFAULT',
        availabilityIds: [s.availabilityId],
      })
      .catch(() => null);
    if (slots) expect(slots.find((x) => x.id === s.availabilityId)?.status ?? 'SOLD_OUT').toBe('SOLD_OUT');
    const e = await octoErrorOf(
      c.reserve({
        uuid: crypto.randomUUID(),
        productId: s.productId,
        optionId: 'DEFAULT',
        availabilityId: s.availabilityId,
        unitItems: [{ unitId: s.unit }],
      }),
    );
    expect(e.code).toBe('UNPROCESSABLE_ENTITY');
    expect(e.retryable).toBe(false);
  });

  it('answers 500 INTERNAL_SERVER_ERROR as retryable, then succeeds', async () => {
    const c = t.client();
    t.failNext(1);
    const e = await octoErrorOf(c.products());
    expect(e).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', status: 500, retryable: true });
    expect((await c.products()).length).toBeGreaterThan(0);
  });

  it('refuses cancellation after the cutoff with UNPROCESSABLE_ENTITY', async () => {
    t.reset();
    const c = t.client();
    const uuid = await holdOneUnit(c, t.tour);
    await c.confirm(uuid, { contact: CONTACT });
    t.passCutoff();
    expect((await c.booking(uuid)).cancellable).toBe(false);
    const e = await octoErrorOf(c.cancel(uuid, { reason: 'too late' }));
    expect(e.code).toBe('UNPROCESSABLE_ENTITY');
    expect(e.retryable).toBe(false);
    expect((await c.booking(uuid)).status).toBe('CONFIRMED');
    t.reset();
  });

  it('names an unknown product with INVALID_PRODUCT_ID (final, field echoed)', async () => {
    const e = await octoErrorOf(
      t.client().availability({ productId: 'nope', optionId: 'DEFAULT', localDate: t.tour.date }),
    );
    expect(e).toMatchObject({ code: 'INVALID_PRODUCT_ID', status: 400, retryable: false });
    expect(e.details.productId).toBe('nope');
  });
});

describe('OCTO client errors and transport', () => {
  const client = (opts: { timeoutMs?: number } = {}) =>
    createOctoClient(http, { baseUrl: fake.url, apiKey: 'fake-key', capabilities: caps }, opts);

  it('reads the error code whatever the status: 400 UNAUTHORIZED is final, 400 INTERNAL_SERVER_ERROR retried', async () => {
    const bad = createOctoClient(http, { baseUrl: fake.url, apiKey: 'wrong', capabilities: caps });
    expect(await octoErrorOf(bad.products())).toMatchObject({
      code: 'UNAUTHORIZED',
      status: 400,
      retryable: false,
    });
    fake.script({ status: 400, body: { error: 'INTERNAL_SERVER_ERROR', errorMessage: 'x', stack: 'at …' } });
    const e = await octoErrorOf(client().products());
    expect(e).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', retryable: true });
    expect(e.details).not.toHaveProperty('stack');
  });

  it('treats a plain 404, a 503 without a code and a malformed body by their nature', async () => {
    fake.script({ status: 404, body: 'Not Found' });
    expect(await octoErrorOf(client().products())).toMatchObject({ code: 'HTTP_404', retryable: false });
    fake.script({ status: 503, body: 'upstream down' });
    expect(await octoErrorOf(client().products())).toMatchObject({ code: 'HTTP_503', retryable: true });
    fake.script({ status: 200, body: [{ id: 'x' }] });
    expect(await octoErrorOf(client().products())).toMatchObject({
      code: 'INVALID_RESPONSE',
      retryable: false,
    });
    fake.script({ status: 200, body: { error: 'BAD_REQUEST', errorMessage: 'in a 200' } });
    expect(await octoErrorOf(client().products())).toMatchObject({ code: 'BAD_REQUEST', retryable: false });
  });

  it('turns a timeout into a retryable TIMEOUT and a closed port into NETWORK', async () => {
    fake.script({ status: 200, body: [], delayMs: 1_500 });
    expect(await octoErrorOf(client({ timeoutMs: 200 }).products())).toMatchObject({
      code: 'TIMEOUT',
      status: null,
      retryable: true,
    });
    const closed = createOctoClient(http, {
      baseUrl: 'http://127.0.0.1:9/octo',
      apiKey: 'k',
      capabilities: caps,
    });
    expect(await octoErrorOf(closed.products())).toMatchObject({ code: 'NETWORK', retryable: true });
  });

  it('goes through the SSRF guard: loopback is refused unless allowed', async () => {
    const strict = createOutboundHttp({ allowLoopback: false, timeoutMs: 1_000 });
    try {
      const c = createOctoClient(strict, { baseUrl: fake.url, apiKey: 'fake-key', capabilities: caps });
      expect(await octoErrorOf(c.products())).toMatchObject({ code: 'REFUSED', retryable: false });
    } finally {
      await strict.close();
    }
  });

  it('sends no content capability when not asked, and the supplier leaves content out', async () => {
    const bare = createOctoClient(http, {
      baseUrl: fake.url,
      apiKey: 'fake-key',
      capabilities: ['octo/pricing'],
    });
    const products = await bare.products();
    expect(fake.calls.at(-1)?.headers['octo-capabilities']).toBe('octo/pricing');
    expect(products[0]?.title).toBeUndefined();
  });
});

describe('OCTO products → catalogue records (price mapping)', () => {
  const catalogueOf = async (
    c: OctoClient,
    supplier: string,
    from: string,
    to: string,
  ): Promise<OctoCatalogue> => {
    const products = await c.products();
    const slots = new Map<string, OctoAvailability[]>();
    for (const p of products)
      for (const o of p.options)
        slots.set(
          optionKey(p.id, o.id),
          await c.availability({ productId: p.id, optionId: o.id, localDateStart: from, localDateEnd: to }),
        );
    return octoCatalogue(supplier, products, slots);
  };

  it('maps the fake: USD at precision 2, KWD at precision 3, quantities from restrictions', async () => {
    const c = createOctoClient(http, { baseUrl: fake.url, apiKey: 'fake-key', capabilities: caps });
    const cat = await catalogueOf(c, 'fake', '2026-12-01', '2026-12-02');
    expect(cat.skipped).toEqual([]);
    const tour = cat.records.find((r) => r.ref === 'octo:fake:fake-tour:DEFAULT');
    expect(tour).toMatchObject({
      entity_type: 'event',
      name: 'Chicago Architecture Walk',
      city: 'chicago',
      timezone: 'America/Chicago',
      location: { lat: 41.8837, lng: -87.6249 },
      categories: ['walking-tours'],
      picture_urls: ['https://img.example.com/loop.jpg'],
      is_bookable: true,
      estimated_fulfillment: 'instant',
    });
    expect(tour?.ticket_price?.currency).toBe('USD');
    expect(tour?.ticket_price?.sessions.map((s) => `${s.date} ${s.time}`)).toEqual([
      '2026-12-01 09:30',
      '2026-12-01 13:00',
      '2026-12-02 09:30',
      '2026-12-02 13:00',
    ]);
    expect(tour?.ticket_price?.sessions[0]?.tickets).toEqual([
      expect.objectContaining({ name: 'Adult', price: 45.5, max_quantity: 6, category: 'adult' }),
      expect.objectContaining({ name: 'Child', price: 20, max_quantity: 9, category: 'child' }),
    ]);
    const garden = cat.records.find((r) => r.ref === 'octo:fake:fake-garden:DEFAULT');
    expect(garden).toMatchObject({
      entity_type: 'place',
      city: 'kuwait-city',
      opening_hours: 'Tu,We 08:00-22:00',
    });
    expect(garden?.ticket_price?.currency).toBe('KWD');
    expect(garden?.ticket_price?.sessions[0]).toMatchObject({ date: '2026-12-01', time: null });
    expect(garden?.ticket_price?.sessions[0]?.tickets[0]).toMatchObject({ price: 12.345, min_quantity: 2 });
    const info = cat.products.find((p) => p.productId === 'fake-garden');
    expect(info).toMatchObject({ currency: 'KWD', currencyPrecision: 3, cancellationCutoffMinutes: 1440 });
    expect(info?.units).toEqual([{ unitId: 'visitor', name: 'Visitor', type: 'ADULT' }]);
  });

  it('maps the simulator: EUR and JPY (precision 0), options as separate activities, sold-out sessions kept unavailable', async () => {
    now.value = new Date('2026-11-22T15:00:00Z');
    const c = createOctoClient(http, { baseUrl: sim.url, apiKey: 'sim-key', capabilities: caps });
    const cat = await catalogueOf(c, 'sim', '2026-11-23', '2026-11-24');
    const walk = cat.records.find((r) => r.ref === 'octo:sim:city-walk:DEFAULT');
    expect(walk?.ticket_price?.currency).toBe('EUR');
    expect(walk?.ticket_price?.sessions[0]?.tickets.map((x) => [x.name, x.price])).toEqual([
      ['Adult', 25],
      ['Child', 12.5],
    ]);
    const pass = cat.records.find((r) => r.ref === 'octo:sim:tower-pass:DEFAULT');
    expect(pass?.ticket_price?.currency).toBe('JPY');
    // 2026-11-23 is a Monday: the museum is closed, so only the 24th is a session.
    expect(pass?.ticket_price?.sessions.map((s) => [s.date, s.time])).toEqual([['2026-11-24', null]]);
    expect(pass?.ticket_price?.sessions[0]?.tickets.map((x) => [x.name, x.price, x.is_free])).toEqual([
      ['Adult', 1800, false],
      ['Child (6-15)', 900, false],
      ['Infant', 0, true],
    ]);
    expect(
      cat.records.filter((r) => r.ref.startsWith('octo:sim:harbour-cruise:')).map((r) => r.name),
    ).toEqual(['Harbour Sunset Cruise (Shared boat)', 'Harbour Sunset Cruise (Premium deck with drinks)']);
    expect(cat.records.find((r) => r.ref.includes('harbour-cruise'))?.estimated_fulfillment).toBe('delayed');
    const kayak = cat.records.find((r) => r.ref === 'octo:sim:sunset-kayak:DEFAULT');
    const tomorrow = kayak?.ticket_price?.sessions.find((s) => s.date === '2026-11-23');
    expect(tomorrow?.tickets[0]?.available).toBe(false);
    expect(kayak?.ticket_price?.sessions.find((s) => s.date === '2026-11-24')?.tickets[0]?.available).toBe(
      true,
    );
  });

  it('serves a real PDF ticket behind PDF_URL once confirmed', async () => {
    now.value = new Date('2026-11-22T15:00:00Z');
    const c = createOctoClient(http, { baseUrl: sim.url, apiKey: 'sim-key', capabilities: caps });
    const slot = await firstSlot(c, 'city-walk', '2026-11-28');
    const uuid = crypto.randomUUID();
    await c.reserve({
      uuid,
      productId: 'city-walk',
      optionId: 'DEFAULT',
      availabilityId: slot.id,
      unitItems: [{ unitId: 'adult' }],
    });
    const b = await c.confirm(uuid, { contact: CONTACT });
    const pdfUrl = b.unitItems[0]?.ticket?.deliveryOptions.find(
      (d) => d.deliveryFormat === 'PDF_URL',
    )?.deliveryValue;
    expect(pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tickets\/.+\.pdf$/);
    const res = await http.send(pdfUrl as string);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-1.4')).toBe(true);
    expect(res.body).toContain('Ada Lovelace');
  });
});
