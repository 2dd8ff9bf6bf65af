/**
 * Named places: landmarks and other languages' city names from the data, tied to the catalogue's
 * cities by distance; "near X" in six languages as a walk around X; a landmark the catalogue holds is
 * the answer when the prompt names no place word ("visit the Louvre"); an exonym never reads as a
 * shorter place inside it ("Nuova York" is not York). Pure, on the real lexicon and word lists.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer, insidePlace } from '../../../src/discovery/query/gazetteer.js';
import { LANDMARKS } from '../../../src/discovery/query/lexicon/landmarks.js';
import { LEXICON } from '../../../src/discovery/query/lexicon-compiled.js';
import { type ParsedQuery, parseQuery } from '../../../src/discovery/query/parse.js';
import { fold } from '../../../src/discovery/query/text.js';
import { isDictionaryWord } from '../../../src/discovery/query/word-lists.js';
import type { DiscoveryDoc } from '../../../src/discovery/snapshot/ranking-docs.js';

const NOW = Date.parse('2026-12-03T17:00:00Z');

const doc = (pk: number, city: string, area: string, lat: number, lng: number, tz: string, venue?: string) =>
  ({
    pk,
    city,
    semanticLocation: area,
    venue: venue ?? null,
    location: { lat, lng },
    timezone: tz,
  }) as DiscoveryDoc;

// Slugs of our own choosing: the data finds its city by distance, not by slug.
const DOCS = [
  doc(1, 'paris-fr', 'Le Marais', 48.8575, 2.3622, 'Europe/Paris'),
  doc(2, 'paris-fr', 'Saint-Germain', 48.8539, 2.3338, 'Europe/Paris'),
  doc(3, 'rome-it', 'Monti', 41.8955, 12.4944, 'Europe/Rome'),
  doc(4, 'york-uk', 'Micklegate', 53.9566, -1.0878, 'Europe/London'),
  doc(5, 'berlin-de', 'Mitte', 52.52, 13.405, 'Europe/Berlin'),
  doc(6, 'madrid-es', 'Centro', 40.4168, -3.7038, 'Europe/Madrid'),
  doc(7, 'lisbon-pt', 'Baixa', 38.7115, -9.1365, 'Europe/Lisbon'),
];
const gazetteer = buildGazetteer(DOCS);
/** Words the catalogue holds (a landmark that is an activity of it: "visit the Louvre"). */
const CATALOGUE_WORDS = new Set(['louvre']);

const parse = (prompt: string): ParsedQuery =>
  parseQuery(prompt, LEXICON, {
    now: NOW,
    gazetteer,
    accepted: [],
    lex: LEXICON,
    vocabulary: [{ term: 'museum', doc: 40 }],
    placeKeys: gazetteer.entries.keys(),
    isWord: isDictionaryWord,
    inCatalogue: (w) => CATALOGUE_WORDS.has(w),
  });

describe('landmarks as places', () => {
  test.each([
    ['dinner near the Eiffel Tower', 'Eiffel Tower'],
    ['restaurants close to the Colosseum', 'Colosseum'],
    ['dîner près de la tour Eiffel', 'Tour Eiffel'],
    ['un bar à côté du Panthéon de Paris', 'Panthéon de Paris'],
    ['cenar cerca de la Puerta del Sol', 'Puerta del Sol'],
    ['Abendessen in der Nähe vom Brandenburger Tor', 'Brandenburger Tor'],
    ['cena vicino al Colosseo', 'Colosseo'],
    ['jantar perto da Praça do Comércio', 'Praça do Comércio'],
    ['drinks after the Louvre', 'Louvre'],
  ])('%s → near %s', (prompt, label) => {
    const q = parse(prompt);
    expect(q.place?.kind).toBe('landmark');
    expect(q.place?.label).toBe(label);
    expect(q.near).toBe(true);
    // The landmark's words and the near phrase are said: nothing of them is left to look for.
    expect(q.terms.filter((t) => fold(label).includes(t))).toEqual([]);
  });

  test('a landmark the catalogue holds, with no place word, is what is asked for', () => {
    const q = parse('visit the Louvre');
    expect(q.place).toBeNull();
    expect(q.terms).toContain('louvre');
    expect(parse('dinner near the Louvre').place?.kind).toBe('landmark');
  });

  test('a landmark is a walk around it, by distance', () => {
    const q = parse('cafes near the Eiffel Tower');
    const place = q.place;
    if (!place) throw new Error('no place');
    expect(place.city).toBe('paris-fr');
    expect(insidePlace(place, doc(9, 'paris-fr', '', 48.8566, 2.2995, 'Europe/Paris'), true)).toBe(true);
    expect(insidePlace(place, doc(9, 'paris-fr', '', 48.8575, 2.3622, 'Europe/Paris'), true)).toBe(false);
  });

  test('only the catalogue cities have their landmarks', () => {
    expect(gazetteer.entries.get('tower bridge')).toBeUndefined();
    expect(gazetteer.entries.get('eiffel tower')?.kind).toBe('landmark');
  });

  test('a place name is never typo-corrected into something else', () => {
    const q = parse('bars near Shibuya Crossing');
    expect(q.corrections).toEqual([]);
  });

  test('every landmark lies within 40 km of its city centre', () => {
    for (const [slug, c] of Object.entries(LANDMARKS))
      for (const [names, lat, lng] of c.places) {
        const far =
          Math.hypot(lat - c.centre[0], (lng - c.centre[1]) * Math.cos((lat * Math.PI) / 180)) * 111;
        expect(far, `${slug}: ${names}`).toBeLessThan(40);
      }
  });
});

describe('city names in other languages', () => {
  test.each([
    ['cosa fare a Parigi', 'paris-fr'],
    ['qué hacer en Roma', 'rome-it'],
    ['Museen in Rom', 'rome-it'],
    ['o que fazer em Lisboa', 'lisbon-pt'],
    ['que faire à Lisbonne', 'lisbon-pt'],
    ['jazz a Berlino', 'berlin-de'],
    ['tapas en Madri', 'madrid-es'],
  ])('%s → %s', (prompt, city) => {
    expect(parse(prompt).place?.city).toBe(city);
  });

  test('"Nuova York" and "New York" are not York, which the catalogue holds; New York it does not', () => {
    expect(parse('musei a Nuova York').place?.city).toBe('new-york');
    expect(parse('museums in New York').place?.city).toBe('new-york');
    expect(parse('museus em Nova Iorque').place).toBeNull();
    expect(parse('museums in York').place?.city).toBe('york-uk');
  });
});
