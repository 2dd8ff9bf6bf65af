/**
 * A budget said for a whole party is shared per person, also when the party is a set phrase ("the
 * two of us", "zu zweit"); and a concept fits a record best when it names what the record is (its
 * first category), less when it names what the record also touches; a generic kind said with a
 * qualifier ("blacksmithing course") keeps the qualifier to check. Prompts written for these tests.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer } from '../../../src/discovery/query/gazetteer.js';
import { LEXICON } from '../../../src/discovery/query/lexicon-compiled.js';
import { parseQuery } from '../../../src/discovery/query/parse.js';
import { conceptFit } from '../../../src/discovery/query/relevance.js';
import { isDictionaryWord } from '../../../src/discovery/query/word-lists.js';
import type { DiscoveryDoc } from '../../../src/discovery/snapshot/ranking-docs.js';

const NOW = Date.parse('2026-12-03T17:00:00Z');
const gazetteer = buildGazetteer([
  {
    pk: 1,
    city: 'madrid',
    semanticLocation: 'La Latina, Madrid',
    venue: null,
    location: { lat: 40.4106, lng: -3.7116 },
    timezone: 'Europe/Madrid',
  } as DiscoveryDoc,
]);
const parse = (prompt: string) =>
  parseQuery(prompt, LEXICON, {
    now: NOW,
    gazetteer,
    accepted: [],
    lex: LEXICON,
    vocabulary: [],
    placeKeys: gazetteer.entries.keys(),
    isWord: isDictionaryWord,
  });

describe('a budget for the whole party', () => {
  test.each([
    ['ninety euros for the two of us, a good meal in madrid', 45],
    ['zu zweit, höchstens sechzig Euro, ein Abendessen in Madrid', 30],
    ['there are four of us, eighty euros tops, something fun in madrid', 20],
  ])('%s', (prompt, cap) => {
    expect(parse(prompt).price.maxMajor).toBe(cap);
  });

  test('"each" keeps it per person', () => {
    expect(parse('there are four of us, at most twenty euros each, in madrid').price.maxMajor).toBe(20);
  });
});

describe('concept fit', () => {
  const restaurant = LEXICON.concepts.get('category.restaurant');
  const doc = (categories: string[]) => ({ categories, tags: [], dietary: [] }) as unknown as DiscoveryDoc;

  test('what a record is fits better than what it also touches', () => {
    if (!restaurant) throw new Error('no restaurant concept');
    const primary = conceptFit(restaurant, doc(['restaurant', 'food']));
    const secondary = conceptFit(restaurant, doc(['cooking class', 'workshop', 'restaurant']));
    expect(primary).toBe(1);
    expect(secondary).toBeGreaterThan(0);
    expect(secondary).toBeLessThan(primary);
  });
});

describe('qualifiers of a generic kind', () => {
  test.each([
    ['blacksmithing course in madrid', ['blacksmithing']],
    ['un atelier de reliure à Madrid', ['reliure']],
    ['submarine tour in madrid', ['submarine']],
  ])('%s', (prompt, words) => {
    expect(parse(prompt).qualifiers.sort()).toEqual([...words].sort());
  });

  test('a specific category said with a generic kind must itself be there ("clases de surf")', () => {
    expect(parse('clases de surf en madrid').qualifyingConcepts).toEqual(['category.water-sports']);
  });

  test('a kind of its own, or words in another clause, qualify nothing', () => {
    expect(parse('jazz tonight in madrid').qualifiers).toEqual([]);
    expect(parse('tired already. a walking tour in madrid?').qualifiers).toEqual([]);
  });
});

describe('facet spellings', () => {
  test('a concept matches a catalogue category however it is spelt ("open mic", "open-mic")', () => {
    const c = LEXICON.concepts.get('category.skating');
    if (!c) throw new Error('no skating concept');
    const doc = (categories: string[]) => ({ categories, tags: [], dietary: [] }) as unknown as DiscoveryDoc;
    expect(conceptFit(c, doc(['ice skating']))).toBe(1);
    expect(conceptFit(c, doc(['ice-skating']))).toBe(1);
    // Skiing is a kind of its own: an ice rink is no answer to "heli-skiing".
    expect(conceptFit(c, doc(['skiing']))).toBe(0);
  });
});
