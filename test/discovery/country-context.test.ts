/**
 * Country names are place context, derived from Intl.DisplayNames in each language: after a place
 * preposition, a city or a comma they are never corrected into a topic word ("Mexique" is no
 * "musique"), never a word to look for, and a country name that is also a thing ("turkey sandwich")
 * stays a thing. Over the real parser.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../src/discovery/query/gazetteer.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const gazetteer = buildGazetteer([
  {
    pk: 1,
    city: 'guadalajara',
    timezone: 'America/Mexico_City',
    location: { lat: 20.6597, lng: -103.3496 },
    semanticLocation: null,
    venue: null,
  } as never,
]);

const parse = (prompt: string) =>
  parsePrompt(prompt, {
    now: Date.parse('2026-12-03T12:00:00Z'),
    gazetteer,
    accepted: ['en', 'fr', 'de', 'es'],
  });

describe('a country name is place context', () => {
  test.each([
    ['un bon resto à Guadalajara, au Mexique', 'mexique'],
    ['bars in Guadalajara, Mexico', 'mexico'],
    ['Kneipe in Guadalajara in Mexiko', 'mexiko'],
    ['tacos en Guadalajara, México', 'mexico'],
  ])('%s', (prompt, country) => {
    const q = parse(prompt);
    expect(q.place?.city).toBe('guadalajara');
    expect(q.terms).not.toContain(country);
    expect(q.corrections.map((c) => c.from)).not.toContain(country);
    expect(q.concepts.map((c) => c.id)).not.toContain('music');
  });

  test('a country name that is also a thing, said as a thing, stays a thing', () => {
    expect(parse('turkey sandwich in Guadalajara').terms).toContain('turkey');
  });
});
