/**
 * Named places the gazetteer does not know ("near Karolina Tower" in a city with no landmark data)
 * are located from the catalogue's own text over GET /search: the densest group of activities whose
 * text mentions the name, so a grill named after it across town does not move the point; results are
 * ranked by distance from there, no `why` claims a distance it cannot back, and a name nothing in the
 * catalogue mentions is said to be unknown instead of being looked for word by word. Also the parser's
 * part: a capitalised run after a near phrase is a name, kind words ("Street", "Rua") included.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import { LEXICON } from '../../src/discovery/query/lexicon-compiled.js';
import { parseQuery } from '../../src/discovery/query/parse.js';
import { isWord } from '../../src/discovery/search/understand.js';
import { parsePrompt } from '../helpers/parse-prompt.js';
import { searchOver } from '../helpers/search-over.js';

const NOW = '2026-12-03T12:00:00Z';

interface Def {
  ref: string;
  name: string;
  area: string;
  at: [number, number];
  category: string;
  description: string;
}

// Ostrava: no landmark data of ours, so every name below is known only from these records.
const DEFS: Def[] = [
  {
    ref: 'bar-tower',
    name: 'Hlubina Cocktail Bar',
    area: 'Vitkovice, Ostrava-Jih',
    at: [49.8206, 18.2778],
    category: 'bar',
    description: 'Cocktails in the shadow of Karolina Tower, the old mine headframe.',
  },
  {
    ref: 'cafe-tower',
    name: 'Kavarna Dul',
    area: 'Vitkovice, Ostrava-Jih',
    at: [49.8212, 18.2789],
    category: 'cafe',
    description: 'Coffee two minutes from Karolina Tower.',
  },
  {
    ref: 'restaurant-tower',
    name: 'Jidelna Vysoka Pec',
    area: 'Vitkovice, Ostrava-Jih',
    at: [49.8199, 18.2771],
    category: 'restaurant',
    description: 'Dinner steps from Karolina Tower, in the former blast furnace hall.',
  },
  {
    ref: 'restaurant-near',
    name: 'Bistro Nova',
    area: 'Vitkovice, Ostrava-Jih',
    at: [49.8215, 18.2765],
    category: 'restaurant',
    description: 'Seasonal plates and local beer.',
  },
  {
    ref: 'restaurant-named',
    name: 'Karolina Tower Grill',
    area: 'Poruba, Ostrava-Poruba',
    at: [49.8304, 18.1645],
    category: 'restaurant',
    description: 'Steaks and burgers.',
  },
  {
    ref: 'restaurant-far',
    name: 'Restaurace Poruba',
    area: 'Poruba, Ostrava-Poruba',
    at: [49.8311, 18.1652],
    category: 'restaurant',
    description: 'Czech classics.',
  },
];

const ndjson = (): string =>
  DEFS.map((d) =>
    JSON.stringify({
      ref: d.ref,
      entity_type: 'place',
      name: d.name,
      short_description: d.description,
      description: d.description,
      categories: [d.category],
      tags: [],
      venue: d.name,
      semantic_location: d.area,
      city: 'ostrava',
      location: { lat: d.at[0], lng: d.at[1] },
      timezone: 'Europe/Prague',
      opening_hours: 'Mo-Su 08:00-23:00',
      rating: 4.5,
      rating_count: 100,
      popularity: 0.5,
      is_bookable: false,
      ticket_price: { currency: 'CZK', sessions: [] },
    }),
  ).join('\n');

const search = searchOver({ now: NOW, ndjson });

describe('a name the gazetteer does not know is located from the catalogue', () => {
  test('"dinner near Karolina Tower": the restaurants by the tower, not the grill named after it', async () => {
    const r = await search('dinner near Karolina Tower');
    expect(r.refs.slice(0, 2).sort()).toEqual(['restaurant-near', 'restaurant-tower']);
    expect(r.refs).not.toContain('restaurant-far');
    // The point is inferred: no "min walk from" a place no data of ours holds.
    for (const x of r.results) expect(x.why).not.toMatch(/walk from|km from/);
  });

  test('in another language, with the kind word dropped from the text to look for', async () => {
    const r = await search('un café cerca de la Karolina Tower');
    expect(r.refs[0]).toBe('cafe-tower');
  });

  test('a name nothing mentions is said to be unknown, and its kind word is not looked for', async () => {
    const r = await search('dinner near Zwartstraat Road');
    expect(r.message).toMatch(/zwartstraat/i);
    expect(r.message).not.toMatch(/"road"/);
  });
});

describe('the parser reads a capitalised run after a near phrase as a name', () => {
  const gazetteer = buildGazetteer([]);
  const parse = (prompt: string) =>
    parsePrompt(prompt, { now: Date.parse(NOW), gazetteer, accepted: ['en'] });

  test.each([
    ['dinner near Carnaby Street', 'Carnaby Street', ['carnaby']],
    ['drinks by Kingsland Road tonight', 'Kingsland Road', ['kingsland']],
    ['cena cerca de la Plaza de Olavide', 'Plaza de Olavide', ['olavide']],
    ['algo perto da Rua Augusta', 'Rua Augusta', ['augusta']],
  ])('%s', (prompt, label, words) => {
    const q = parse(prompt);
    expect(q.namedPlace).toMatchObject({ label, words });
    for (const w of words) expect(q.terms).not.toContain(w);
  });

  test('lower-case words and concepts after "near" are no name', () => {
    expect(parse('something fun near the river').namedPlace).toBeNull();
    expect(parse('dinner near Jazz bars').namedPlace).toBeNull();
  });

  test('a verb of going may stand between "after" and a landmark, not an area', () => {
    const london = buildGazetteer([
      {
        pk: 1,
        city: 'london',
        timezone: 'Europe/London',
        location: { lat: 51.5194, lng: -0.127 },
        semanticLocation: 'Bloomsbury, Camden',
        venue: null,
      } as never,
    ]);
    const q = parseQuery('coffee after visiting the British Museum', LEXICON, {
      now: Date.parse(NOW),
      gazetteer: london,
      accepted: ['en'],
      lex: LEXICON,
      vocabulary: [],
      placeKeys: london.entries.keys(),
      isWord,
    });
    expect(q.place?.kind).toBe('landmark');
    expect(q.near).toBe(true);
    expect(q.terms).not.toContain('visiting');
    const area = parseQuery('coffee after visiting Bloomsbury', LEXICON, {
      now: Date.parse(NOW),
      gazetteer: london,
      accepted: ['en'],
      lex: LEXICON,
      vocabulary: [],
      placeKeys: london.entries.keys(),
      isWord,
    });
    expect(area.place?.kind).toBe('area');
    expect(area.near).toBe(false);
  });

  test('"for 5 days" is a stay, not a party of five', () => {
    expect(parse('in Paris for 5 days, dinner tonight').partySize).toBeNull();
    expect(parse('dinner for 5 people').partySize).toBe(5);
  });

  test('a head count inside a set phrase still shares the amount ("dinner for two")', () => {
    const q = parse('dinner for two, max eighty euros total');
    expect(q.partySize).toBe(2);
    expect(q.price.maxMajor).toBe(40);
    expect(q.concepts.map((c) => c.id)).toContain('audience.couple');
  });
});
