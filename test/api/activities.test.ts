import { latLngToCell } from 'h3-js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all, value } from '../helpers/db.js';

let app: TestApp;
let key: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // 2026-11-22T15:00Z: Sunday 10:00 in New York, 16:00 in Paris.
  app = await startTestApp({ ndjson: fixtureNdjson });
  key = (await app.createKey('negotiated')).key;
  await app.request('/partner/v1/users', { method: 'POST', key, body: { external_user_id: 'u1' } });
  for (const r of await all<{ ref: string; activity_id: string }>(
    app.store,
    sql`SELECT ref, activity_id FROM activity`,
  ))
    ids[r.ref] = r.activity_id;
});
afterAll(() => app.stop());

const detail = (ref: string, headers: Record<string, string> = {}, query = '') =>
  app.request(`/partner/v1/activities/${ids[ref]}${query}`, {
    key,
    headers: { 'x-external-user-id': 'u1', ...headers },
  });

describe('GET /partner/v1/activities/{activity_id}', () => {
  it('returns every detail field with session pricing grouped per date/time', async () => {
    const r = await detail('nyc-jazz-001');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      activity_id: ids['nyc-jazz-001'],
      name: 'Late Set at the Village Vanguard',
      short_description: 'Small-room jazz, two sets nightly',
      description: 'Legendary basement club with two late sets.',
      entity_type: 'event',
      picture_url: 'https://images.example.com/vanguard-1.jpg',
      picture_urls: [
        'https://images.example.com/vanguard-1.jpg',
        'https://images.example.com/vanguard-2.jpg',
      ],
      location: { lat: 40.7359, lng: -74.0016 },
      semantic_location: 'West Village, Manhattan',
      highlights: ['Since 1935'],
      display_label: '',
      is_bookable: true,
      estimated_fulfillment: 'instant',
      venue: 'Village Vanguard',
      tips: ['Arrive 30 minutes early'],
      search_category: ['music', 'jazz', 'nightlife'],
      is_open_now: null,
      // Past session (Nov 1) is hidden; upcoming ones in chronological order with the local offset.
      next_datetime: '2026-11-28T20:00:00-05:00',
      upcoming_datetimes: ['2026-11-28T20:00:00-05:00', '2026-12-04T22:30:00-05:00'],
      ticket_price: {
        // min/max over available tickets, fees included: 39 and 44.5; the sold-out bar seat is excluded.
        min: 39,
        max: 44.5,
        currency: 'USD',
        label: '$39 – $44.50',
        sessions: [
          {
            date: '2026-12-04',
            time: '22:30',
            tickets: [
              {
                name: 'General Admission',
                price: 40,
                fee: 4.5,
                total: 44.5,
                available: true,
                description: null,
                on_sale_status: null,
                is_free: false,
                min_quantity: 1,
                max_quantity: 6,
                category: null,
              },
              {
                name: 'Bar Seat',
                price: 30,
                fee: 3,
                total: 33,
                available: false,
                description: null,
                on_sale_status: 'Sold out',
                is_free: false,
                min_quantity: 1,
                max_quantity: null,
                category: null,
              },
            ],
          },
          {
            date: '2026-11-28',
            time: '20:00',
            tickets: [
              {
                name: 'General Admission',
                price: 35,
                fee: 4,
                total: 39,
                available: true,
                description: null,
                on_sale_status: null,
                is_free: false,
                min_quantity: 1,
                max_quantity: 4,
                category: null,
              },
            ],
          },
        ],
      },
    });
  });

  it('computes is_open_now from opening hours in the activity time zone', async () => {
    // Sunday 16:00 in Paris: open (Tu-Su 10-18).
    expect((await detail('par-museum-001')).body).toMatchObject({ is_open_now: true, next_datetime: null });
    app.now.value = new Date('2026-11-23T09:00:00Z'); // Monday 10:00 in Paris: closed on Mondays
    try {
      expect((await detail('par-museum-001')).body).toMatchObject({ is_open_now: false });
    } finally {
      app.now.value = new Date('2026-11-22T15:00:00Z');
    }
    expect((await detail('nyc-park-001')).body).toMatchObject({ is_open_now: true, ticket_price: null });
  });

  it('follows Accept-Language for names and descriptions, falling back to English', async () => {
    const fr = await detail('nyc-jazz-001', { 'accept-language': 'fr-CA, en;q=0.5' });
    expect(fr.body).toMatchObject({
      name: 'Concert tardif au Village Vanguard',
      description: 'Club mythique en sous-sol, deux sets tardifs.',
    });
    const pt = await detail('nyc-jazz-001', { 'accept-language': 'pt-BR' });
    expect(pt.body).toMatchObject({
      name: 'Show tardio no Village Vanguard',
      description: 'Legendary basement club with two late sets.',
    });
    const de = await detail('nyc-jazz-001', { 'accept-language': 'de' });
    expect(de.body).toMatchObject({ name: 'Late Set at the Village Vanguard' });
  });

  it('labels free tickets and derives the price label', async () => {
    const r = await detail('par-museum-001');
    expect(r.body).toMatchObject({
      ticket_price: { min: 0, max: 12.5, currency: 'EUR', label: 'Free – €12.50' },
    });
  });

  it('shows booking_domain only with debug=true', async () => {
    expect(Object.keys((await detail('nyc-jazz-001')).body as object)).not.toContain('booking_domain');
    expect((await detail('nyc-jazz-001', {}, '?debug=true')).body).toMatchObject({
      booking_domain: 'tickets.example.com',
    });
    const bad = await detail('nyc-jazz-001', {}, '?debug=maybe');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ detail: [{ loc: ['query', 'debug'], type: 'bool_parsing' }] });
  });

  it('records a SEEN interaction for the acting user', async () => {
    const seen = () =>
      value<number>(app.store, sql`SELECT COUNT(*) AS n FROM interaction WHERE kind = 'SEEN'`);
    const before = await seen();
    await detail('nyc-park-001');
    expect(await seen()).toBe(before + 1);
  });

  it('answers a non-UUID id with 422 and an unknown one with 404', async () => {
    const bad = await app.request('/partner/v1/activities/not-a-uuid', {
      key,
      headers: { 'x-external-user-id': 'u1' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ detail: [{ loc: ['path', 'activity_id'], type: 'uuid_parsing' }] });
    const unknown = await app.request('/partner/v1/activities/3f2b1c9e-8d7a-4b6c-9e5f-1a2b3c4d5e6f', {
      key,
      headers: { 'x-external-user-id': 'u1' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: expect.stringContaining('not found') });
  });
});

describe('GET /partner/v1/h3', () => {
  it('converts lat/lng at resolution 7 by default and echoes the input', async () => {
    const r = await app.request('/partner/v1/h3?lat=40.7359&lng=-74.0016', { key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      h3_cell: latLngToCell(40.7359, -74.0016, 7),
      resolution: 7,
      lat: 40.7359,
      lng: -74.0016,
    });
    expect((r.body as { h3_cell: string }).h3_cell).toMatch(/^87[0-9a-f]{13}$/);
    const r9 = await app.request('/partner/v1/h3?lat=40.7359&lng=-74.0016&resolution=9', { key });
    expect(r9.body).toMatchObject({ resolution: 9, h3_cell: expect.stringMatching(/^89/) });
  });

  it('answers out-of-range and malformed values with 422 listing every problem', async () => {
    const r = await app.request('/partner/v1/h3?lat=91&lng=abc&resolution=16', { key });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      detail: [
        {
          type: 'less_than_equal',
          loc: ['query', 'lat'],
          msg: 'Input should be less than or equal to 90',
          input: '91',
          ctx: { le: 90 },
        },
        {
          type: 'float_parsing',
          loc: ['query', 'lng'],
          msg: 'Input should be a valid number, unable to parse string as a number',
          input: 'abc',
        },
        {
          type: 'less_than_equal',
          loc: ['query', 'resolution'],
          msg: 'Input should be less than or equal to 15',
          input: '16',
          ctx: { le: 15 },
        },
      ],
    });
    const missing = await app.request('/partner/v1/h3?lng=2&resolution=2.5', { key });
    expect(missing.body).toEqual({
      detail: [
        { type: 'missing', loc: ['query', 'lat'], msg: 'Field required', input: null },
        {
          type: 'int_parsing',
          loc: ['query', 'resolution'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: '2.5',
        },
      ],
    });
  });
});
