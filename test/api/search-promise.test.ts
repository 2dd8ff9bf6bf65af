/**
 * A label is a promise: over GET /search on a small catalogue written for these tests, a quality word
 * ("calm", "cosy") said with a kind ranks within that kind and brings no other kinds in; a request
 * for another time never reads "open now" nor dates a result on another day; a relaxed time is said;
 * and the message keeps the currency and the word order the person wrote.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { activityRefs } from '../helpers/db.js';

// Thursday 3 December 2026 17:30 UTC: 12:30 in New York, when every place below is open.
const NOW = '2026-12-03T17:30:00Z';

interface Def {
  ref: string;
  kind: 'event' | 'place';
  name: string;
  area: string;
  at: [number, number];
  categories: string[];
  tags?: string[];
  /** Events (and places with slots): [date, time] sessions; places: opening hours. */
  sessions?: [string, string][];
  hours?: string;
  price?: number;
}

const DEFS: Def[] = [
  {
    ref: 'gig-loud',
    kind: 'event',
    name: 'Thunder Road Band',
    area: 'East Village, Manhattan',
    at: [40.7265, -73.9815],
    categories: ['live-music', 'rock'],
    tags: ['loud'],
    sessions: [['2026-12-05', '20:30']],
    price: 25,
  },
  {
    ref: 'gig-unplugged',
    kind: 'event',
    name: 'Unplugged Strings Evening',
    area: 'West Village, Manhattan',
    at: [40.7358, -74.0036],
    categories: ['live-music', 'folk'],
    tags: ['quiet', 'seated'],
    sessions: [['2026-12-05', '19:30']],
    price: 30,
  },
  {
    ref: 'museum-calm',
    kind: 'place',
    name: 'Hudson Print Museum',
    area: 'Chelsea, Manhattan',
    at: [40.7465, -74.0014],
    categories: ['museum'],
    tags: ['quiet', 'calm'],
    hours: 'Mo-Su 10:00-21:00',
    price: 15,
  },
  {
    ref: 'museum-slots',
    kind: 'place',
    name: 'Tenement Heritage Museum',
    area: 'Lower East Side, Manhattan',
    at: [40.7188, -73.99],
    categories: ['museum'],
    tags: ['quiet'],
    sessions: [['2026-12-07', '12:00']],
    hours: 'Mo-Su 10:00-21:00',
    price: 20,
  },
  {
    ref: 'cafe-calm',
    kind: 'place',
    name: 'Slow Pour Coffee',
    area: 'West Village, Manhattan',
    at: [40.7339, -74.0027],
    categories: ['cafe'],
    tags: ['quiet', 'cozy', 'calm'],
    hours: 'Mo-Su 08:00-23:00',
  },
  {
    ref: 'park-calm',
    kind: 'place',
    name: 'Bleecker Garden',
    area: 'West Village, Manhattan',
    at: [40.7322, -74.0046],
    categories: ['park'],
    tags: ['quiet', 'peaceful', 'calm', 'free'],
    hours: '24/7',
  },
  {
    ref: 'bar-one',
    kind: 'place',
    name: 'Copper Still Cocktail Bar',
    area: 'East Village, Manhattan',
    at: [40.7268, -73.9839],
    categories: ['bar', 'cocktail'],
    hours: 'Mo-Su 12:00-02:00',
  },
];

const ndjson = (): string =>
  DEFS.map((d) =>
    JSON.stringify({
      ref: d.ref,
      entity_type: d.kind,
      name: d.name,
      short_description: d.name,
      categories: d.categories,
      tags: d.tags ?? [],
      venue: d.name,
      semantic_location: d.area,
      city: 'new-york',
      location: { lat: d.at[0], lng: d.at[1] },
      timezone: 'America/New_York',
      opening_hours: d.hours ?? null,
      rating: 4.5,
      rating_count: 500,
      popularity: 0.6,
      is_bookable: false,
      ticket_price: {
        currency: 'USD',
        sessions:
          d.sessions !== undefined
            ? d.sessions.map(([date, time]) => ({
                date,
                time,
                tickets: [{ name: 'Entry', price: d.price ?? 10, fee: 0 }],
              }))
            : d.price !== undefined
              ? [{ date: null, time: null, tickets: [{ name: 'Entry', price: d.price, fee: 0 }] }]
              : [],
      },
    }),
  ).join('\n');

let app: TestApp;
let key: string;
let refOf: Map<string, string>;

beforeAll(async () => {
  app = await startTestApp({ now: new Date(NOW), ndjson: ndjson() });
  key = (await app.createKey('self-serve')).key;
  refOf = await activityRefs(app.store);
});
afterAll(async () => app.stop());

interface Result {
  activity_id: string;
  why: string;
  next_datetime: string | null;
}

const search = async (prompt: string) => {
  const r = await app.request(
    `/partner/v1/search?${new URLSearchParams({ prompt, location: 'Manhattan' })}`,
    { key },
  );
  expect(r.status).toBe(200);
  const body = r.body as { message: string; results: Result[] };
  return { ...body, refs: body.results.map((x) => refOf.get(x.activity_id) ?? '?') };
};

const GIGS = ['gig-loud', 'gig-unplugged'];

describe('a quality word ranks within the kind asked for', () => {
  test('"calm" with gigs brings no museum, café or park, and puts the calm gig first', async () => {
    const r = await search('a calm gig on saturday evening, max $45 a head');
    expect(r.refs.length).toBeGreaterThan(0);
    for (const ref of r.refs) expect(GIGS).toContain(ref);
    expect(r.refs[0]).toBe('gig-unplugged');
    expect(r.message).toMatch(/^Found 2 /);
  });

  test('a kind nothing fits then is relaxed and the message says so; the results stay of that kind', async () => {
    const r = await search('peaceful concert sunday morning');
    expect(r.refs.length).toBeGreaterThan(0);
    for (const ref of r.refs) expect(GIGS).toContain(ref);
    expect(r.message).toMatch(/^Nothing sunday morning matched/i);
  });
});

describe('the time asked for is the time said', () => {
  test('places asked for another day are "open then", never "open now", nor dated another day', async () => {
    const r = await search('quiet museum saturday evening');
    expect(r.refs.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.why).not.toContain('open now');
      if (x.next_datetime !== null) expect(x.next_datetime.startsWith('2026-12-05')).toBe(true);
    }
    expect(r.results.some((x) => x.why.includes('open then'))).toBe(true);
  });

  test('"open now" is still said when the request is for now', async () => {
    const r = await search('museum open now');
    expect(r.results.some((x) => x.why.includes('open now'))).toBe(true);
  });
});

describe('the message says what was asked as it was asked', () => {
  test('the currency is the one written, before or after the amount', async () => {
    expect((await search('cocktail bar saturday evening under $35')).message).toContain('under $35');
    expect((await search('cocktail bar saturday evening under 35 dollars')).message).toContain(
      'under 35 dollars',
    );
  });

  test("without a currency written, the results' own currency is named", async () => {
    expect((await search('museum saturday evening under 25')).message).toContain('under 25 USD');
  });
});
