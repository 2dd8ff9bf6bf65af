/**
 * "Near X" where X is a record of the catalogue (a museum, a cathedral, a theatre) over GET /search:
 * the search walks around that record in its city even when the prompt names no city, the rest of
 * the prompt is the topic, the record itself is no answer to "what's near X", a kind word names a
 * city's one record of that kind in any language ("the cathedral" → Catedral de Santiago, "Duomo" →
 * Grazer Dom), a business named after the landmark elsewhere is no anchor, and a place nothing
 * locates is dropped and said while the city asked for stays.
 */
import { describe, expect, test } from 'vitest';
import { searchOver } from '../helpers/search-over.js';

const NOW = '2026-12-03T12:00:00Z';

type Def = [
  ref: string,
  name: string,
  city: string,
  area: string,
  at: [number, number],
  categories: string[],
];

// Bilbao and Graz: no landmark data of ours, so every landmark below is known only from these records.
const DEFS: Def[] = [
  ['museum', 'Museo Guggenheim Bilbao', 'bilbao', 'Abando', [43.2687, -2.934], ['museum', 'art']],
  ['cathedral', 'Catedral de Santiago', 'bilbao', 'Casco Viejo', [43.2567, -2.9236], ['landmark', 'church']],
  ['theatre', 'Teatro Arriaga', 'bilbao', 'Casco Viejo', [43.2594, -2.9246], ['theatre']],
  ['r-museum', 'Nerua Jatetxea', 'bilbao', 'Abando', [43.269, -2.9345], ['restaurant']],
  ['bar-museum', 'Txoko Bar', 'bilbao', 'Abando', [43.2684, -2.935], ['bar', 'cocktails']],
  ['r-cathedral', 'Casa Rufo', 'bilbao', 'Casco Viejo', [43.257, -2.924], ['restaurant']],
  ['cafe-theatre', 'Café Iruña', 'bilbao', 'Casco Viejo', [43.2597, -2.925], ['cafe']],
  ['r-far', 'Sukalde Txurdinaga', 'bilbao', 'Txurdinaga', [43.256, -2.903], ['restaurant']],
  ['bar-named', 'Guggenheim Cocktail Bar', 'bilbao', 'Txurdinaga', [43.2555, -2.9025], ['bar', 'cocktails']],
  ['dom', 'Grazer Dom', 'graz', 'Innere Stadt', [47.0707, 15.4418], ['landmark', 'church']],
  ['r-dom', 'Wirtshaus am Dom', 'graz', 'Innere Stadt', [47.071, 15.442], ['restaurant']],
  ['r-graz', 'Gasthaus Lend', 'graz', 'Lend', [47.0715, 15.4335], ['restaurant']],
  ['bar-graz', 'Bar Murinsel', 'graz', 'Lend', [47.0728, 15.4358], ['bar', 'cocktails']],
];

const ndjson = (): string =>
  DEFS.map(([ref, name, city, area, at, categories]) =>
    JSON.stringify({
      ref,
      entity_type: 'place',
      name,
      short_description: `${categories[0]} in ${area}`,
      description: `${categories[0]} in ${area}.`,
      categories,
      tags: [],
      venue: name,
      semantic_location: `${area}, ${city}`,
      city,
      location: { lat: at[0], lng: at[1] },
      timezone: city === 'graz' ? 'Europe/Vienna' : 'Europe/Madrid',
      opening_hours: 'Mo-Su 08:00-23:00',
      rating: 4.5,
      rating_count: 100,
      popularity: 0.5,
      is_bookable: false,
      ticket_price: { currency: 'EUR', sessions: [] },
    }),
  ).join('\n');

const search = searchOver({ now: NOW, ndjson });

describe('near a record of the catalogue', () => {
  test('the topic around the record, in its city though no city is named', async () => {
    const r = await search('dinner near the Guggenheim');
    expect(r.refs[0]).toBe('r-museum');
    expect(r.refs).not.toContain('museum');
    expect(r.refs.some((x) => x.startsWith('r-') && ['r-dom', 'r-graz'].includes(x))).toBe(false);
  });

  test('written in lower case, the name is still a name', async () => {
    const r = await search('drinks by the guggenheim');
    expect(r.refs[0]).toBe('bar-museum');
    expect(r.refs).not.toContain('bar-graz');
  });

  test('a business named after the landmark across town is no anchor', async () => {
    const r = await search('cocktails near the Guggenheim');
    expect(r.refs[0]).toBe('bar-museum');
  });

  test("what's near it: the record itself is no answer", async () => {
    const r = await search("what's near the Guggenheim?");
    expect(r.refs).not.toContain('museum');
    expect(r.refs[0]).toBe('r-museum');
  });

  test('"going to X, what else is around there" walks around X', async () => {
    const r = await search('going to the Guggenheim, what else is around there');
    expect(r.refs).not.toContain('museum');
    expect(r.refs.slice(0, 2).sort()).toEqual(['bar-museum', 'r-museum']);
  });

  test('a kind word names the one record of that kind in the city, in any language', async () => {
    const en = await search('restaurant near the cathedral in Bilbao');
    expect(en.refs[0]).toBe('r-cathedral');
    expect(en.refs).not.toContain('cathedral');
    const it = await search('ristorante vicino al Duomo di Graz');
    expect(it.refs[0]).toBe('r-dom');
  });

  test('with no city, a kind word as written names the one record so named', async () => {
    // Only Graz's cathedral is named "Dom"; Bilbao's is a Catedral, so "the cathedral" alone is no one place.
    const dom = await search('restaurant near the Dom');
    expect(dom.refs[0]).toBe('r-dom');
    const cathedral = await search('restaurant near the cathedral');
    expect(cathedral.message).toMatch(/could not place "cathedral"/);
  });

  test('"café près du Teatro Arriaga"', async () => {
    const r = await search('café près du Teatro Arriaga');
    expect(r.refs[0]).toBe('cafe-theatre');
  });

  test('a place nothing locates is dropped and said; the city stays', async () => {
    const r = await search('restaurant near the Zubizuri bridge in Bilbao');
    expect(r.refs.length).toBeGreaterThan(0);
    expect(r.refs.every((x) => DEFS.find((d) => d[0] === x)?.[2] === 'bilbao')).toBe(true);
    expect(r.message).toMatch(/Zubizuri/);
    expect(r.message).toMatch(/Bilbao/);
    // A describing word before a kind is part of the name, never a word to look for.
    const station = await search('dinner close to the central station in Bilbao');
    expect(station.refs.length).toBeGreaterThan(0);
    expect(station.message).toMatch(/could not find "central station"/);
    // German writes every noun with a capital: a kind so written is still a place, not a word to look for.
    const bahnhof = await search('Abendessen in Bilbao in der Nähe vom Hauptbahnhof');
    expect(bahnhof.refs.length).toBeGreaterThan(0);
    expect(bahnhof.message).toMatch(/konnte „Hauptbahnhof“ nicht finden/);
  });
});
