/**
 * GET /search end to end on a small catalogue written for these tests: negation, emoji, areas by
 * membership, gibberish, names that must not beat the intent, answers in the prompt's language and
 * the "open now" claim checked at request time in the place's own zone.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { activityRefs } from '../helpers/db.js';

// Thursday 3 December 2026 17:30 UTC: 12:30 in New York, 18:30 in Paris and Berlin.
const NOW = '2026-12-03T17:30:00Z';

interface Def {
  ref: string;
  kind: 'event' | 'place';
  name: string;
  city: 'new-york' | 'paris' | 'berlin';
  area: string;
  at: [number, number];
  categories: string[];
  tags?: string[];
  /** Events: [date, time] sessions; places: opening hours. */
  sessions?: [string, string][];
  hours?: string;
  price?: number;
}

const ZONES = { 'new-york': 'America/New_York', paris: 'Europe/Paris', berlin: 'Europe/Berlin' };
const CURRENCY = { 'new-york': 'USD', paris: 'EUR', berlin: 'EUR' };

const DEFS: Def[] = [
  {
    ref: 'ny-club',
    kind: 'event',
    name: 'Warehouse Techno Night',
    city: 'new-york',
    area: 'Williamsburg, Brooklyn',
    at: [40.7185, -73.9573],
    categories: ['nightlife', 'club', 'electronic'],
    tags: ['late-night'],
    sessions: [['2026-12-03', '23:00']],
    price: 30,
  },
  {
    ref: 'ny-bar-wburg',
    kind: 'place',
    name: 'Hops and Barrels',
    city: 'new-york',
    area: 'Williamsburg, Brooklyn',
    at: [40.7143, -73.9614],
    categories: ['bar', 'beer'],
    tags: ['friends-hangout'],
    hours: 'Mo-Su 12:00-02:00',
  },
  // Four minutes' walk from Williamsburg's centre, across the river: not in Williamsburg.
  {
    ref: 'ny-bar-les',
    kind: 'place',
    name: 'Delancey Taproom',
    city: 'new-york',
    area: 'Lower East Side, Manhattan',
    at: [40.7163, -73.9845],
    categories: ['bar', 'beer'],
    tags: ['friends-hangout'],
    hours: 'Mo-Su 12:00-02:00',
  },
  {
    ref: 'ny-pizza',
    kind: 'place',
    name: "Lucia's Slice Shop",
    city: 'new-york',
    area: 'Williamsburg, Brooklyn',
    at: [40.7151, -73.9601],
    categories: ['restaurant', 'pizza', 'food'],
    hours: 'Mo-Su 11:00-23:00',
  },
  {
    ref: 'ny-museum-kids',
    kind: 'place',
    name: "Brooklyn Children's Discovery Center",
    city: 'new-york',
    area: 'Crown Heights, Brooklyn',
    at: [40.6745, -73.9441],
    categories: ['museum'],
    tags: ['fun-with-kids', 'indoor'],
    hours: 'Tu-Su 10:00-17:00',
    price: 15,
  },
  // A name with "museum" in it that is a bar: the word must not beat the intent.
  {
    ref: 'ny-bar-museum',
    kind: 'place',
    name: 'The Museum Tavern',
    city: 'new-york',
    area: 'Crown Heights, Brooklyn',
    at: [40.6751, -73.9452],
    categories: ['bar'],
    tags: ['late-night'],
    hours: 'Mo-Su 16:00-02:00',
  },
  {
    ref: 'ny-comedy',
    kind: 'event',
    name: 'Basement Stand-up',
    city: 'new-york',
    area: 'Greenwich Village, Manhattan',
    at: [40.7302, -74.0005],
    categories: ['comedy'],
    tags: ['friends-hangout'],
    sessions: [['2026-12-03', '21:00']],
    price: 20,
  },
  {
    ref: 'ny-gallery',
    kind: 'place',
    name: 'Chelsea Print Gallery',
    city: 'new-york',
    area: 'Chelsea, Manhattan',
    at: [40.7465, -74.0014],
    categories: ['art', 'gallery'],
    hours: 'Tu-Sa 10:00-18:00',
  },
  {
    ref: 'pa-museum',
    kind: 'place',
    name: 'Musée des Cartes',
    city: 'paris',
    area: 'Le Marais, Paris',
    at: [48.8575, 2.3622],
    categories: ['museum'],
    tags: ['indoor'],
    hours: 'Tu-Su 10:00-18:00',
    price: 12,
  },
  {
    ref: 'pa-cafe',
    kind: 'place',
    name: 'Café du Canal',
    city: 'paris',
    area: 'Canal Saint-Martin, Paris',
    at: [48.8718, 2.3651],
    categories: ['cafe', 'coffee'],
    hours: 'Mo-Su 08:00-22:00',
  },
  {
    ref: 'pa-jazz',
    kind: 'event',
    name: 'Soirée jazz au sous-sol',
    city: 'paris',
    area: 'Châtelet, Paris',
    at: [48.8589, 2.3469],
    categories: ['music', 'jazz', 'concert'],
    sessions: [['2026-12-03', '21:00']],
    price: 18,
  },
  {
    ref: 'pa-theatre',
    kind: 'event',
    name: 'Le Misanthrope',
    city: 'paris',
    area: 'Odéon, Paris',
    at: [48.8494, 2.3386],
    categories: ['theatre'],
    sessions: [['2026-12-03', '20:00']],
    price: 30,
  },
  {
    ref: 'be-theatre',
    kind: 'event',
    name: 'Dreigroschenoper',
    city: 'berlin',
    area: 'Mitte, Berlin',
    at: [52.5219, 13.3969],
    categories: ['theatre'],
    sessions: [['2026-12-03', '19:30']],
    price: 35,
  },
  {
    ref: 'be-concert',
    kind: 'event',
    name: 'Indie-Konzert im Keller',
    city: 'berlin',
    area: 'Kreuzberg, Berlin',
    at: [52.4986, 13.4031],
    categories: ['music', 'concert', 'rock'],
    sessions: [['2026-12-03', '21:00']],
    price: 15,
  },
  {
    ref: 'be-bar',
    kind: 'place',
    name: 'Eckkneipe',
    city: 'berlin',
    area: 'Kreuzberg, Berlin',
    at: [52.4991, 13.4187],
    categories: ['bar', 'pub'],
    hours: 'Mo-Su 17:00-03:00',
  },
  {
    ref: 'be-cooking',
    kind: 'event',
    name: 'Pasta from scratch',
    city: 'berlin',
    area: 'Mitte, Berlin',
    at: [52.52, 13.405],
    categories: ['cooking class', 'workshop', 'food'],
    sessions: [['2026-12-05', '18:00']],
    price: 80,
  },
  {
    ref: 'be-pottery',
    kind: 'event',
    name: 'Wheel throwing for beginners',
    city: 'berlin',
    area: 'Mitte, Berlin',
    at: [52.521, 13.406],
    categories: ['pottery', 'workshop', 'crafts'],
    sessions: [['2026-12-05', '15:00']],
    price: 30,
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
      city: d.city,
      location: { lat: d.at[0], lng: d.at[1] },
      timezone: ZONES[d.city],
      opening_hours: d.hours ?? null,
      rating: 4.5,
      rating_count: 500,
      popularity: 0.6,
      is_bookable: false,
      ticket_price: {
        currency: CURRENCY[d.city],
        sessions:
          d.kind === 'event'
            ? (d.sessions ?? []).map(([date, time]) => ({
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

const search = async (prompt: string, headers: Record<string, string> = {}) => {
  const r = await app.request(`/partner/v1/search?${new URLSearchParams({ prompt })}`, { key, headers });
  expect(r.status).toBe(200);
  const body = r.body as { message: string; results: { activity_id: string; why: string }[] };
  return { ...body, refs: body.results.map((x) => refOf.get(x.activity_id) ?? '?') };
};

describe('negation', () => {
  test('"anything except clubs" and "no theatre please" leave those out', async () => {
    const clubs = await search('anything except clubs in Brooklyn');
    expect(clubs.refs.length).toBeGreaterThan(0);
    expect(clubs.refs).not.toContain('ny-club');
    expect(clubs.message).toContain('Leaving out "clubs"');
    const theatre = await search('no theatre please, something fun tonight in Paris');
    expect(theatre.refs).not.toContain('pa-theatre');
    expect(theatre.refs).toContain('pa-jazz');
  });

  test('in French and German', async () => {
    const fr = await search('pas de musée, plutôt un concert à Paris');
    expect(fr.refs[0]).toBe('pa-jazz');
    expect(fr.refs).not.toContain('pa-museum');
    const de = await search('heute Abend in Berlin, aber kein Theater');
    expect(de.refs).not.toContain('be-theatre');
    expect(de.refs).toContain('be-concert');
  });
});

describe('places by membership', () => {
  test('Williamsburg is its activities, not a circle around its centre', async () => {
    const r = await search('bars in Williamsburg');
    expect(r.refs).toContain('ny-bar-wburg');
    expect(r.refs).not.toContain('ny-bar-les');
    expect(r.refs).not.toContain('ny-gallery');
  });

  test('"near" uses distance', async () => {
    const r = await search('bars near Williamsburg');
    expect(r.refs).toEqual(expect.arrayContaining(['ny-bar-wburg', 'ny-bar-les']));
  });
});

describe('emoji, moods and the intent over literal names', () => {
  test('🍕 finds pizza; 🎭 finds theatre', async () => {
    expect((await search('🍕 in Brooklyn')).refs[0]).toBe('ny-pizza');
    expect((await search('🎭 heute Abend in Berlin')).refs[0]).toBe('be-theatre');
  });

  test('a venue named "Museum Tavern" does not beat a museum for kids', async () => {
    const r = await search('museum for the kids in Brooklyn');
    expect(r.refs[0]).toBe('ny-museum-kids');
    const es = await search('un museo para los niños en Brooklyn');
    expect(es.refs[0]).toBe('ny-museum-kids');
  });
});

describe('nothing understood: no filler', () => {
  test.each(['asdkj qwpoe zzkx', 'lorem ipsum dolor sit amet', 'xkcd qwerty blorp'])('%s', async (prompt) => {
    const r = await search(prompt);
    expect(r.results).toEqual([]);
  });

  test('chat filler alone is not a request', async () => {
    const en = await search('hey, any ideas?');
    expect(en.results).toEqual([]);
    expect(en.message).toMatch(/could not work out/);
    const fr = await search('salut, des idées ?');
    expect(fr.results).toEqual([]);
    expect(fr.message).not.toMatch(/could not work out/);
  });
});

describe('answers in the prompt language', () => {
  test('French, Spanish and German prompts get messages and why in their language', async () => {
    const fr = await search('un concert ce soir à Paris');
    expect(fr.message).toMatch(/^Voici/);
    expect(fr.results[0]?.why).toContain('aujourd’hui à 21:00');
    const es = await search('un concierto esta noche en Berlín');
    expect(es.message).toMatch(/^Encontré/);
    expect(es.results[0]?.why).toContain('hoy a las 21:00');
    const de = await search('Konzert heute Abend in Berlin');
    expect(de.message).toMatch(/gefunden\.$/);
    expect(de.results[0]?.why).toContain('heute um 21:00');
  });

  test('a prompt without language evidence follows Accept-Language', async () => {
    const r = await search('🍕 Brooklyn', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(r.message).toMatch(/^Encontré/);
  });
});

describe('why never claims "open now" for a closed place', () => {
  test('a museum closed at request time but open in the asked window says "open then"', async () => {
    // 18:30 in Paris: the museum closed at 18:00; tomorrow at 11 it is open (the ranking looks at 10:30).
    const r = await search('museum in Paris tomorrow at 11am');
    const museum = r.results.find((x) => refOf.get(x.activity_id) === 'pa-museum');
    expect(museum?.why).toBeDefined();
    expect(museum?.why).not.toContain('open now');
    expect(museum?.why).toContain('open then');
    // The café is open at 18:30 and says so.
    const cafe = await search('coffee in Paris');
    expect(cafe.results[0]?.why).toContain('open now');
  });
});

describe('an unknown word next to what was clearly asked is incidental', () => {
  test('a price or an exclusion with one word the catalogue lacks still answers', async () => {
    const cheap = await search('in Paris on a shoestring, anything under twenty euros?');
    expect(cheap.refs).toContain('pa-jazz');
    const except = await search('no bars please, something rambunctious in Berlin tonight');
    expect(except.refs).toContain('be-concert');
    expect(except.refs).not.toContain('be-bar');
  });

  test('unknown words alone next to a place still answer nothing', async () => {
    expect((await search('quidditch lessons in Paris')).results).toEqual([]);
  });
});

describe('anchors', () => {
  test('"cheaper than a cooking class" is a cheaper class, not the cooking class', async () => {
    const r = await search('something cheaper than a cooking class in Berlin');
    expect(r.refs[0]).toBe('be-pottery');
    expect(r.refs).not.toContain('be-cooking');
  });
});
