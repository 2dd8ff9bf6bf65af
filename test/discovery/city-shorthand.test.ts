/**
 * City shorthands derived from the catalogue, not listed: a short token of no dictionary whose
 * letters run in order through exactly one catalogue city's name or exonym, from its first letter,
 * is that city ("bcn", "mtl", "cdmx", "ldn"); one that fits two cities, or a city the catalogue does
 * not hold, is none. Over the real parser and a gazetteer built from docs.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const doc = (pk: number, city: string, lat: number, lng: number) =>
  ({ pk, city, timezone: 'UTC', location: { lat, lng }, semanticLocation: null, venue: null }) as never;

const gazetteer = buildGazetteer([
  doc(1, 'barcelona', 41.3874, 2.1686),
  doc(2, 'montreal', 45.5019, -73.5674),
  doc(3, 'mexico-city', 19.4326, -99.1332),
  doc(4, 'london', 51.5074, -0.1278),
  doc(5, 'bilbao', 43.263, -2.935),
  doc(6, 'bologna', 44.4949, 11.3426),
  doc(7, 'guadalajara', 20.6597, -103.3496),
]);

const placeOf = (prompt: string) =>
  parsePrompt(prompt, { now: Date.parse('2026-12-03T12:00:00Z'), gazetteer, accepted: ['en'] }).place?.city ??
  null;

describe('a city shorthand is derived from the catalogue cities', () => {
  test.each([
    ['tapas in bcn tonight', 'barcelona'],
    ['brunch mtl', 'montreal'],
    ['tacos cdmx', 'mexico-city'],
    ['pub quiz ldn', 'london'],
    ['pintxos in BLB', 'bilbao'],
    // Listed by the Italian word list (an abbreviation there), but no word is spelt without a vowel.
    ['tortas ahogadas gdl', 'guadalajara'],
  ])('%s', (prompt, city) => {
    expect(placeOf(prompt)).toBe(city);
  });

  test('a token two cities fit, or a dictionary word, is no city', () => {
    // "bo" runs through Bilbao and Bologna.
    expect(placeOf('dinner in bo')).toBeNull();
    expect(placeOf('dinner with mom')).toBeNull();
  });
});
