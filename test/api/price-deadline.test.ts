/**
 * The price refresh deadline, end to end: when the booking page is slow, the caller gets the stored
 * prices with their age (PricesResponse plus `Age`) by JAUNT_PRICE_DEADLINE_MS instead of waiting,
 * while the refresh carries on and records itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedKey } from '../../src/access/credentials/credentials.js';
import { toNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';

const page = (price: string) =>
  `<script type="application/ld+json">{"@type":"Product","name":"T","offers":{"@type":"Offer","price":"${price}","priceCurrency":"USD"}}</script>`;

let server: Server;
let app: TestApp;
let key: CreatedKey;
let price = '42';
let holding = false;
const held: (() => void)[] = [];
const ids: Record<string, string> = {};

const record = (ref: string) => ({
  ref,
  entity_type: 'event',
  name: `Slow ${ref}`,
  city: 'new-york',
  location: { lat: 40.73, lng: -74.0 },
  timezone: 'America/New_York',
  is_bookable: true,
  estimated_fulfillment: 'instant',
  booking_url: `SITE/${ref}`,
  ticket_price: {
    currency: 'USD',
    sessions: [{ date: '2026-12-20', time: '20:00', tickets: [{ name: 'Old', price: 10 }] }],
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    const answer = () => res.writeHead(200, { 'content-type': 'text/html' }).end(page(price));
    if (holding) held.push(answer);
    else answer();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await startTestApp({
    ndjson: toNdjson([record('known'), record('never')]).replaceAll('SITE', site),
    env: {
      JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1',
      JAUNT_PRICE_HOST_INTERVAL_MS: '0',
      JAUNT_PRICE_FETCH_TIMEOUT_MS: '5000',
      JAUNT_PRICE_DEADLINE_MS: '2000',
    },
  });
  for (const r of await all<{ ref: string; activity_id: string }>(
    app.store,
    sql`SELECT ref, activity_id FROM activity`,
  ))
    ids[r.ref] = r.activity_id;
  key = await app.createKey('self-serve');
});

afterAll(async () => {
  for (const h of held) h();
  await app?.stop();
  await new Promise((r) => server.close(r));
});

interface Prices {
  scrape_status: string;
  ticket_price: { min: number } | null;
}
const prices = async (ref: string) => {
  const r = await app.request(`/partner/v1/activities/${ids[ref]}/prices`, { key: key.key });
  return { status: r.status, age: r.headers.get('age'), body: r.body as Prices };
};

describe('price refresh deadline', () => {
  it('answers the stored prices with their age when the page is slower than the deadline', async () => {
    const first = await prices('known');
    expect([first.body.scrape_status, first.body.ticket_price?.min, first.age]).toEqual([
      'success',
      42,
      null,
    ]);
    // Eleven minutes later (past the 600 s TTL) the page has new prices but answers only when released.
    app.now.value = new Date(app.now.value.getTime() + 660_000);
    price = '50';
    holding = true;
    const late = await prices('known');
    expect(late.status).toBe(200);
    expect([late.body.scrape_status, late.body.ticket_price?.min, late.age]).toEqual(['success', 42, '660']);
    // The refresh carried on: released, it stores the new prices for the next caller.
    while (held.length === 0) await new Promise((r) => setImmediate(r));
    holding = false;
    held.shift()?.();
    const rows = async () =>
      all<{ status: string }>(
        app.store,
        sql`SELECT status FROM price_refresh WHERE activity_id = ${ids.known ?? ''} ORDER BY id`,
      );
    while ((await rows()).length < 2) await new Promise((r) => setImmediate(r));
    // The row can be committed a moment before the shared refresh settles (a caller then still joins
    // it, fresh, without Age): the next caller after it settles reads the stored result.
    await expect
      .poll(
        async () => {
          const next = await prices('known');
          return [next.body.scrape_status, next.body.ticket_price?.min, next.age];
        },
        { timeout: 10_000 },
      )
      .toEqual(['success', 50, '0']);
  });

  it('answers error with the catalogue prices and no Age when never refreshed', async () => {
    holding = true;
    const r = await prices('never');
    expect([r.status, r.body.scrape_status, r.body.ticket_price?.min, r.age]).toEqual([
      200,
      'error',
      10,
      null,
    ]);
  });
});
