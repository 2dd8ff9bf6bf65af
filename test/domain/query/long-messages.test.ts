/**
 * Long messages and dayless times (issue 35), pure, on the real lexicon: a background place only
 * says which city the message is about, a request phrase may hold words inside it, a closing "thank
 * you" is not the request, and an hour or part of the day already past today means the next one.
 * Prompts written for these tests.
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer, landmarkCore } from '../../../src/discovery/query/gazetteer.js';
import { LEXICON } from '../../../src/discovery/query/lexicon-compiled.js';
import { type ParsedQuery, parseQuery } from '../../../src/discovery/query/parse.js';
import { resolveTimeWindow, type TimeIntent } from '../../../src/discovery/query/when.js';
import { isDictionaryWord } from '../../../src/discovery/query/word-lists.js';
import type { DiscoveryDoc } from '../../../src/discovery/snapshot/ranking-docs.js';

// Thursday 3 December 2026, 17:00 UTC: 18:00 in Paris and Berlin.
const NOW = Date.parse('2026-12-03T17:00:00Z');

const doc = (pk: number, city: string, semanticLocation: string, lat: number, lng: number, tz: string) =>
  ({ pk, city, semanticLocation, venue: null, location: { lat, lng }, timezone: tz }) as DiscoveryDoc;

const gazetteer = buildGazetteer([
  doc(1, 'paris', 'Le Marais, Paris', 48.8575, 2.3622, 'Europe/Paris'),
  doc(2, 'paris', 'Montmartre, Paris', 48.8867, 2.3431, 'Europe/Paris'),
  doc(3, 'berlin', 'Kreuzberg, Berlin', 52.4986, 13.4031, 'Europe/Berlin'),
  doc(4, 'berlin', 'Mitte, Berlin', 52.52, 13.405, 'Europe/Berlin'),
]);

const parse = (prompt: string): ParsedQuery =>
  parseQuery(prompt, LEXICON, {
    now: NOW,
    gazetteer,
    accepted: [],
    lex: LEXICON,
    vocabulary: [],
    placeKeys: gazetteer.entries.keys(),
    isWord: isDictionaryWord,
  });

describe('long messages', () => {
  test('landmarks and areas in the background say the city, never a distance or an area', () => {
    const q = parse(
      'Hello! My brother and I landed yesterday and walked from the Eiffel Tower all the way to the Louvre, ' +
        'our feet are done and the hotel bed is tiny. We ate far too many croissants this morning. ' +
        'What I really need now is a jazz club for later tonight. Thanks so much!!',
    );
    expect(q.long).toBe(true);
    expect(q.place).toMatchObject({ kind: 'city', city: 'paris' });
    expect(q.near).toBe(false);
    // "what I really need": the request phrase "i need" with a word inside it.
    expect(q.concepts.find((c) => c.id === 'category.jazz')?.salience).toBe(1);
  });

  test('an area named while setting the scene does not filter; the city it lies in does', () => {
    const q = parse(
      'Hallo! Wir wohnen diese Woche in einer kleinen Wohnung in Kreuzberg, vierter Stock, ohne Aufzug. ' +
        'Gestern waren wir den ganzen Tag im Regen unterwegs und sind total müde. ' +
        'Wir suchen ein ruhiges Konzert für Samstagabend. Danke!',
    );
    expect(q.place).toMatchObject({ kind: 'city', city: 'berlin' });
  });

  test('the request says when in the day, the setting only which day', () => {
    const q = parse(
      'We got to Paris on Saturday and have walked everywhere since, the museums were packed and the ' +
        'metro was a maze. Our train home leaves on Saturday morning at seven. ' +
        'What we would like is an evening of jazz somewhere cosy. Merci!',
    );
    expect(q.time?.day).toMatchObject({ kind: 'weekday', weekday: 6 });
    expect(q.time?.part).toBe('evening');
  });

  test('the request names the place: it wins over the background', () => {
    const q = parse(
      'We are staying in Montmartre for a week and have walked the whole hill twice already, my knees hate me. ' +
        'My partner loves painting and old bookshops. Any ideas for dinner near the Louvre tomorrow?',
    );
    expect(q.place?.kind).toBe('landmark');
    expect(q.near).toBe(true);
  });
});

describe('landmarks by the rest of their name', () => {
  test.each([
    ['basilica di san pietro', 'san pietro'],
    ['gare du nord', 'nord'],
    ['termini station', 'termini'],
    ['eiffel tower', 'eiffel'],
    ['louvre', null],
    ['place de la concorde', 'concorde'],
    ['central park', 'central'],
  ])('%s → %s', (key, core) => {
    expect(landmarkCore(key)).toBe(core);
  });

  test('"près de la Concorde" is the Place de la Concorde', () => {
    const q = parse('un café près de la Concorde');
    expect(q.place).toMatchObject({ kind: 'landmark', city: 'paris' });
    expect(q.near).toBe(true);
  });
});

describe('places and meals in short prompts', () => {
  test('a city named after a landmark in it is said, not text to look for', () => {
    const q = parse('somewhere quiet for a coffee next to the Eiffel Tower in Paris');
    expect(q.place).toMatchObject({ kind: 'landmark', city: 'paris' });
    expect(q.terms).not.toContain('paris');
  });

  test('a meal is a time and a thing: "for lunch" gives the afternoon and restaurants', () => {
    const q = parse('near the Louvre, somewhere for lunch');
    expect(q.time?.part).toBe('afternoon');
    expect(q.concepts.map((c) => c.id)).toContain('category.restaurant');
  });

  test('"that isn\'t a museum" rules museums out', () => {
    const q = parse("anything around Montmartre that isn't a museum");
    expect(q.excluded.map((c) => c.id)).toContain('category.museum');
  });
});

describe('a part of the day that names a thing', () => {
  test.each([
    ['a karaoke night in Paris', null],
    ['une soirée de jazz à Paris', null],
    ['karaoke tonight in Paris', 'tonight'],
    ['jazz in Paris on Friday night', 'on friday night'],
  ])('%s', (prompt, label) => {
    const q = parse(prompt);
    expect(q.time ? q.time.label.toLowerCase() : null).toBe(label);
  });
});

describe('dayless times', () => {
  const intent = (t: Partial<TimeIntent>): TimeIntent => ({
    day: null,
    date: null,
    month: null,
    part: null,
    clock: null,
    clockEnd: null,
    relation: 'at',
    label: '',
    ...t,
  });
  const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

  test('a part of the day already past today is the next one ("before sunrise" at 18:00)', () => {
    const w = resolveTimeWindow(intent({ part: 'early' }), NOW, 'Europe/Paris');
    expect(iso(w?.start)).toBe('2026-12-04T04:00:00.000Z');
    expect(iso(w?.end)).toBe('2026-12-04T08:00:00.000Z');
  });

  test('an hour already past today is tomorrow\'s ("awake at 5am")', () => {
    const w = resolveTimeWindow(intent({ clock: { h: 5, m: 0 } }), NOW, 'Europe/Paris');
    expect(iso(w?.start)).toBe('2026-12-04T03:30:00.000Z');
  });

  test('a day that was named is kept: "this morning" at 18:00 has passed', () => {
    expect(resolveTimeWindow(intent({ day: { kind: 'offset', days: 0 }, part: 'morning' }), NOW, 'Europe/Paris')).toBeNull();
  });

  test('"right now … for tonight" is tonight, not the next three hours', () => {
    const w = resolveTimeWindow(intent({ day: { kind: 'now' }, part: 'evening' }), NOW, 'Europe/Paris');
    expect(iso(w?.end)).toBe('2026-12-04T03:00:00.000Z');
  });
});
