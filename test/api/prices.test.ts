import { sql } from 'kysely';
/**
 * GET /partner/v1/activities/{id}/prices end to end: the real server reads a vendor site on loopback
 * (test/helpers/price-site.ts) through the SSRF-guarded client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { toNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, one } from '../helpers/db.js';
import { type PriceSite, startPriceSite } from '../helpers/price-site.js';

interface Ticket {
  name: string;
  price: number;
  fee: number;
  total: number;
  available: boolean;
  on_sale_status: string | null;
  category: string | null;
}
interface Prices {
  activity_id: string;
  scrape_status: string;
  ticket_price: {
    min: number;
    max: number;
    currency: string;
    label: string;
    sessions: { date: string | null; time: string | null; tickets: Ticket[] }[];
  } | null;
}

const importedPrice = {
  currency: 'USD',
  sessions: [{ date: '2026-12-20', time: '20:00', tickets: [{ name: 'Old price', price: 10 }] }],
};

const record = (ref: string, path: string | null, over: Record<string, unknown> = {}) => ({
  ref,
  entity_type: 'event',
  name: `Priced ${ref}`,
  city: 'new-york',
  location: { lat: 40.73, lng: -74.0 },
  timezone: 'America/New_York',
  is_bookable: true,
  estimated_fulfillment: 'instant',
  ...(path === null ? {} : { booking_url: `SITE${path}` }),
  ...over,
});

let site: PriceSite;
let app: TestApp;
let key: CreatedKey;
const ids: Record<string, string> = {};

const prices = async (ref: string) => {
  const r = await app.request(`/partner/v1/activities/${ids[ref]}/prices`, { key: key.key });
  return { ...r, body: r.body as Prices };
};
const refreshes = (ref: string) =>
  all<{
    status: string;
    http_status: number | null;
    offers_count: number;
    duration_ms: number;
    error: string | null;
  }>(
    app.store,
    sql`SELECT status, http_status, offers_count, duration_ms, error FROM price_refresh WHERE activity_id = ${ids[ref] ?? ''} ORDER BY id`,
  );

beforeAll(async () => {
  site = await startPriceSite();
  const records = [
    record('single', '/single-offer', { ticket_price: importedPrice }),
    record('aggregate', '/aggregate-offer', {
      timezone: 'Europe/Paris',
      city: 'paris',
      location: { lat: 48.85, lng: 2.35 },
    }),
    record('series', '/event-series'),
    record('subevents', '/sub-events', {
      timezone: 'Europe/London',
      city: 'london',
      location: { lat: 51.47, lng: -0.29 },
    }),
    record('chf', '/other-currency', {
      timezone: 'Europe/Zurich',
      city: 'zurich',
      location: { lat: 47.37, lng: 8.54 },
      ticket_price: {
        currency: 'EUR',
        sessions: [{ date: null, time: null, tickets: [{ name: 'Old', price: 50 }] }],
      },
    }),
    record('soldout', '/sold-out'),
    record('cancelled', '/cancelled', { ticket_price: importedPrice }),
    record('microdata', '/broken-json-microdata'),
    record('plain', '/no-structured-data'),
    record('plain-priced', '/no-structured-data', { ticket_price: importedPrice }),
    record('redirects', '/redirect/3'),
    record('too-many-redirects', '/redirect/7', { ticket_price: importedPrice }),
    record('robots', '/members/single-offer', { ticket_price: importedPrice }),
    record('robots-redirect', '/to-members'),
    record('slow', '/slow', { ticket_price: importedPrice }),
    record('huge', '/huge'),
    record('metadata', '/to-metadata', { ticket_price: importedPrice }),
    record('notfound', '/gone'),
    record('json', '/json'),
    record('etag', '/etag'),
    record('shared', '/event-series'),
    record('no-url', null, { ticket_price: importedPrice }),
    record('misread', '/misread', { ticket_price: importedPrice }),
    record('half', '/half', { ticket_price: importedPrice }),
  ];
  app = await startTestApp({
    ndjson: toNdjson(records).replaceAll('SITE', site.url),
    env: {
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_PRICE_FETCH_TIMEOUT_MS: '400',
      JAUNT_PRICE_HOST_INTERVAL_MS: '0',
      JAUNT_PUBLIC_URL: 'https://jaunt.test',
    },
  });
  for (const r of await all<{ ref: string; activity_id: string }>(
    app.store,
    sql`SELECT ref, activity_id FROM activity`,
  ))
    ids[r.ref] = r.activity_id;
  key = await app.createKey('negotiated');
  const provisioned = await app.request('/partner/v1/users', {
    method: 'POST',
    key: key.key,
    body: { external_user_id: 'nobody' },
  });
  expect(provisioned.status).toBe(201);
});

afterAll(async () => {
  await app?.stop();
  await site?.close();
});

describe('GET /activities/{id}/prices: page shapes', () => {
  it('refreshes a single Offer, stores it as the current prices and records the refresh', async () => {
    const r = await prices('single');
    expect(r.status).toBe(200);
    expect(r.headers.get('age')).toBeNull();
    expect(r.body).toEqual({
      activity_id: ids.single,
      scrape_status: 'success',
      ticket_price: {
        min: 42.5,
        max: 42.5,
        currency: 'USD',
        label: '$42.50',
        sessions: [
          {
            date: '2026-12-04',
            time: '22:30',
            tickets: [
              expect.objectContaining({
                name: 'General Admission',
                price: 38,
                fee: 4.5,
                total: 42.5,
                available: true,
              }),
            ],
          },
        ],
      },
    });
    // Detail and bookings read the refreshed prices, not the imported "Old price".
    const detail = await app.request(`/partner/v1/activities/${ids.single}`, {
      key: key.key,
      headers: { 'x-external-user-id': 'nobody' },
    });
    expect((detail.body as { ticket_price: unknown }).ticket_price).toEqual(r.body.ticket_price);
    const quote = await app.services.bookings.quote(ids.single ?? '', [
      {
        ticket_type_name: 'General Admission',
        num_tickets: 2,
        session_date: '2026-12-04',
        session_time: '22:30',
      },
    ]);
    expect(quote.ticketTotalMinor).toBe(8500);
    expect(await refreshes('single')).toEqual([
      { status: 'success', http_status: 200, offers_count: 1, duration_ms: expect.any(Number), error: null },
    ]);
  });

  it('sends an honest User-Agent naming Jaunt and its public URL, and reads robots.txt first', () => {
    const page = site.hits('/single-offer')[0];
    expect(page?.headers['user-agent']).toBe('JauntBot/1.0 (+https://jaunt.test/bot)');
    const robots = site.hits('/robots.txt');
    expect(robots.length).toBe(1);
    expect(robots[0]?.at).toBeLessThanOrEqual(page?.at ?? 0);
  });

  it('reads an AggregateOffer on a multi-typed attraction (no date)', async () => {
    const r = await prices('aggregate');
    expect(r.body.scrape_status).toBe('success');
    expect(r.body.ticket_price?.currency).toBe('EUR');
    expect(r.body.ticket_price?.sessions).toEqual([
      {
        date: null,
        time: null,
        tickets: [
          expect.objectContaining({ name: 'Admission', price: 9.5, description: 'From 9.5 to 18 EUR' }),
        ],
      },
    ]);
  });

  it('reads several Events as sessions', async () => {
    const r = await prices('series');
    expect(r.body.scrape_status).toBe('success');
    expect(
      r.body.ticket_price?.sessions.map((s) => [
        s.date,
        s.time,
        s.tickets.map((t) => [t.name, t.total, t.available]),
      ]),
    ).toEqual([
      [
        '2026-12-12',
        '19:30',
        [
          ['Orchestra', 120, true],
          ['Balcony', 65, true],
        ],
      ],
      [
        '2026-12-13',
        '14:00',
        [
          ['Orchestra', 110, false],
          ['Balcony', 55, true],
        ],
      ],
    ]);
    expect(r.body.ticket_price?.min).toBe(55);
    expect(r.body.ticket_price?.max).toBe(120);
  });

  it('reads subEvents of a series in the activity zone', async () => {
    const r = await prices('subevents');
    expect(r.body.ticket_price?.currency).toBe('GBP');
    expect(r.body.ticket_price?.sessions.map((s) => [s.date, s.time, s.tickets.length])).toEqual([
      ['2026-12-18', '18:00', 1],
      ['2026-12-19', '18:00', 2],
    ]);
  });

  it('takes another currency from the page, replacing the imported one', async () => {
    const r = await prices('chf');
    expect(r.body.ticket_price).toMatchObject({ currency: 'CHF', min: 89.9, max: 1234.5 });
  });

  it('keeps a sold-out offer, unavailable', async () => {
    const r = await prices('soldout');
    expect(r.body.scrape_status).toBe('success');
    expect(r.body.ticket_price?.sessions[0]?.tickets[0]).toMatchObject({
      name: 'Standard',
      available: false,
      on_sale_status: 'Sold out',
    });
  });

  it('does not price a cancelled event: no_prices, the last known prices kept', async () => {
    const r = await prices('cancelled');
    expect(r.body.scrape_status).toBe('no_prices');
    expect(r.body.ticket_price?.sessions[0]?.tickets[0]?.name).toBe('Old price');
    expect((await refreshes('cancelled'))[0]).toMatchObject({
      status: 'no_prices',
      http_status: 200,
      offers_count: 0,
    });
  });

  it('falls back to microdata behind broken JSON-LD', async () => {
    const r = await prices('microdata');
    expect(r.body.scrape_status).toBe('success');
    expect(r.body.ticket_price?.sessions[0]?.tickets.map((t) => [t.name, t.total])).toEqual([
      ['Adult', 39],
      ['Child (4-12)', 19.5],
    ]);
  });

  it('answers no_prices with a null ticket_price for a page without structured data and no prices ever', async () => {
    expect((await prices('plain')).body).toEqual({
      activity_id: ids.plain,
      scrape_status: 'no_prices',
      ticket_price: null,
    });
    const kept = await prices('plain-priced');
    expect(kept.body.scrape_status).toBe('no_prices');
    expect(kept.body.ticket_price?.min).toBe(10);
  });

  it('answers no_prices for an activity without a booking_url', async () => {
    const r = await prices('no-url');
    expect(r.body.scrape_status).toBe('no_prices');
    expect(r.body.ticket_price?.min).toBe(10);
  });
});

describe('GET /activities/{id}/prices: fetching', () => {
  it('follows up to 5 redirects by hand', async () => {
    const before = site.hits('/single-offer').length;
    const r = await prices('redirects');
    expect(r.body.scrape_status).toBe('success');
    expect(site.hits('/redirect/1')).toHaveLength(1);
    expect(site.hits('/single-offer').length).toBe(before + 1);
  });

  it('gives up after 5 redirects with error and the last known prices', async () => {
    const r = await prices('too-many-redirects');
    expect(r.body.scrape_status).toBe('error');
    expect(r.body.ticket_price?.min).toBe(10);
    expect((await refreshes('too-many-redirects'))[0]?.error).toBe('more than 5 redirects');
  });

  it('obeys robots.txt, also for a redirect target', async () => {
    const r = await prices('robots');
    expect(r.body.scrape_status).toBe('error');
    expect(r.body.ticket_price?.min).toBe(10);
    expect((await refreshes('robots'))[0]?.error).toBe('disallowed by robots.txt');
    expect((await prices('robots-redirect')).body.scrape_status).toBe('error');
    expect(site.requests.filter((q) => q.path.startsWith('/members/'))).toEqual([]);
  });

  it('times out a slow page', async () => {
    // The page never answers: that this returns at all is the refresh's own timeout at work.
    const r = await prices('slow');
    expect(r.body.scrape_status).toBe('error');
    expect(r.body.ticket_price?.min).toBe(10);
    expect((await refreshes('slow'))[0]?.error).toBe('timed out after 400 ms');
  });

  it('refuses a page over 2 MiB', async () => {
    const r = await prices('huge');
    expect(r.body).toEqual({ activity_id: ids.huge, scrape_status: 'error', ticket_price: null });
    expect((await refreshes('huge'))[0]?.error).toBe('page larger than 2097152 bytes');
  });

  it('refuses a redirect to a private address', async () => {
    const r = await prices('metadata');
    expect(r.body.scrape_status).toBe('error');
    expect(r.body.ticket_price?.min).toBe(10);
    expect((await refreshes('metadata'))[0]?.error).toMatch(/^refused: .*169\.254\.169\.254/);
  });

  it('reports an HTTP error status and a non-HTML answer as error', async () => {
    expect((await prices('notfound')).body.scrape_status).toBe('error');
    expect((await refreshes('notfound'))[0]).toMatchObject({
      status: 'error',
      http_status: 404,
      error: 'HTTP 404',
    });
    expect((await prices('json')).body.scrape_status).toBe('error');
  });
});

describe('GET /activities/{id}/prices: sharing and caching', () => {
  it('shares one fetch between concurrent refreshes of one activity', async () => {
    const before = site.hits('/event-series').length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => prices('shared')));
    expect(site.hits('/event-series').length).toBe(before + 1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await refreshes('shared')).toHaveLength(1);
  });

  it('answers from the stored result within the TTL with an Age header, then refreshes conditionally', async () => {
    const first = await prices('etag');
    expect(first.body.scrape_status).toBe('success');
    expect(site.hits('/etag')).toHaveLength(1);

    app.now.value = new Date(app.now.value.getTime() + 125_000);
    const cached = await prices('etag');
    expect(cached.headers.get('age')).toBe('125');
    expect(cached.body).toEqual(first.body);
    expect(site.hits('/etag')).toHaveLength(1);

    app.now.value = new Date(app.now.value.getTime() + 600_000);
    const again = await prices('etag');
    expect(again.headers.get('age')).toBeNull();
    expect(again.body).toEqual(first.body);
    const hits = site.hits('/etag');
    expect(hits).toHaveLength(2);
    expect(hits[1]?.headers['if-none-match']).toBe('"v1-single"');
    expect(hits[1]?.headers['if-modified-since']).toBe('Sun, 01 Nov 2026 10:00:00 GMT');
    expect((await refreshes('etag')).map((x) => [x.status, x.http_status])).toEqual([
      ['success', 200],
      ['success', 304],
    ]);
  });
});

describe('GET /activities/{id}/prices: bad input', () => {
  it('reads "0.500" as half a dollar and refuses a price far above the catalogue one (1e300)', async () => {
    const page = (price: string) =>
      `<script type="application/ld+json">{"@type":"Product","name":"Tour","offers":{"@type":"Offer","price":${price},"priceCurrency":"USD"}}</script>`;
    site.setPage('/half', page('"0.500"'));
    site.setPage('/misread', page('1e300'));
    const half = await prices('half');
    expect([half.body.scrape_status, half.body.ticket_price?.min]).toEqual(['success', 0.5]);
    const misread = await prices('misread');
    expect(misread.body.scrape_status).toBe('error');
    expect(misread.body.ticket_price?.max).toBe(10);
    expect((await refreshes('misread'))[0]?.error).toMatch(/above the sanity bound of 10000/);
  });

  it('answers 422 for a non-UUID id', async () => {
    const r = await app.request('/partner/v1/activities/not-a-uuid/prices', { key: key.key });
    expect(r.status).toBe(422);
    expect((r.body as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual(['path', 'activity_id']);
  });

  it('answers 404 for an unknown activity', async () => {
    const r = await app.request('/partner/v1/activities/6f1c1d7e-0000-4000-8000-000000000000/prices', {
      key: key.key,
    });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: expect.stringContaining('not found') });
  });

  it('answers 401 without a credential', async () => {
    const r = await app.request(`/partner/v1/activities/${ids.single}/prices`);
    expect(r.status).toBe(401);
  });
});

describe('politeness', () => {
  it('spaces requests to one host by the configured interval', async () => {
    const polite = await startTestApp({
      ndjson: toNdjson([
        record('p1', '/single-offer'),
        record('p2', '/sold-out'),
        record('p3', '/event-series'),
      ]).replaceAll('SITE', site.url),
      env: { JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_PRICE_HOST_INTERVAL_MS: '300' },
    });
    try {
      const k = await polite.createKey('negotiated');
      const pids = (
        await all<{ activity_id: string }>(polite.store, sql`SELECT activity_id FROM activity ORDER BY ref`)
      ).map((r) => r.activity_id);
      const since = site.requests.length;
      const answers = await Promise.all(
        pids.map((id) => polite.request(`/partner/v1/activities/${id}/prices`, { key: k.key })),
      );
      expect(answers.map((a) => (a.body as Prices).scrape_status)).toEqual(['success', 'success', 'success']);
      const pages = site.requests
        .slice(since)
        .filter((q) => q.path !== '/robots.txt')
        .map((q) => q.at);
      expect(pages).toHaveLength(3);
      for (let i = 1; i < pages.length; i++)
        expect((pages[i] ?? 0) - (pages[i - 1] ?? 0)).toBeGreaterThanOrEqual(290);
    } finally {
      await polite.stop();
    }
  });

  it('waits for Retry-After after a 503 before the next request to that host', async () => {
    const busy = await startTestApp({
      ndjson: toNdjson([record('b1', '/busy'), record('b2', '/single-offer')]).replaceAll('SITE', site.url),
      env: { JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_PRICE_HOST_INTERVAL_MS: '0' },
    });
    try {
      const k = await busy.createKey('negotiated');
      const [b1, b2] = (
        await all<{ activity_id: string }>(busy.store, sql`SELECT activity_id FROM activity ORDER BY ref`)
      ).map((r) => r.activity_id);
      const first = await busy.request(`/partner/v1/activities/${b1}/prices`, { key: k.key });
      expect((first.body as Prices).scrape_status).toBe('error');
      const started = Date.now();
      const second = await busy.request(`/partner/v1/activities/${b2}/prices`, { key: k.key });
      expect((second.body as Prices).scrape_status).toBe('success');
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      const refresh = await one(
        busy.store,
        sql`SELECT http_status, error FROM price_refresh WHERE activity_id = ${b1 ?? ''}`,
      );
      expect(refresh).toEqual({ http_status: 503, error: 'HTTP 503' });
    } finally {
      await busy.stop();
    }
  });
});
