/**
 * The query pipeline stage by stage, on the real lexicon, stop-word lists, stemmers and word lists.
 * Every failure class of issue 9 has prompts in at least two languages (written for these tests).
 */
import { describe, expect, test } from 'vitest';
import { buildGazetteer, insidePlace } from '../../../src/discovery/query/gazetteer.js';
import { LEXICON } from '../../../src/discovery/query/lexicon-compiled.js';
import { type ParsedQuery, parseQuery } from '../../../src/discovery/query/parse.js';
import { resolveTimeWindow } from '../../../src/discovery/query/when.js';
import { isDictionaryWord } from '../../../src/discovery/query/word-lists.js';
import type { DiscoveryDoc } from '../../../src/discovery/snapshot/ranking-docs.js';

// Thursday 3 December 2026, 17:00 UTC: 12:00 in New York, 18:00 in Paris and Berlin.
const NOW = Date.parse('2026-12-03T17:00:00Z');

const doc = (pk: number, city: string, semanticLocation: string, lat: number, lng: number, tz: string) =>
  ({
    pk,
    city,
    semanticLocation,
    venue: null,
    location: { lat, lng },
    timezone: tz,
  }) as DiscoveryDoc;

const DOCS = [
  doc(1, 'new-york', 'Williamsburg, Brooklyn', 40.7143, -73.9614, 'America/New_York'),
  doc(2, 'new-york', 'Greenpoint, Brooklyn', 40.7304, -73.951, 'America/New_York'),
  // Across the river from Williamsburg: near Brooklyn's centre of mass, but in Manhattan.
  doc(3, 'new-york', 'Lower East Side, Manhattan', 40.7163, -73.9845, 'America/New_York'),
  doc(4, 'new-york', 'West Village, Manhattan', 40.7359, -74.0016, 'America/New_York'),
  doc(5, 'paris', 'Le Marais, Paris', 48.8575, 2.3622, 'Europe/Paris'),
  doc(6, 'berlin', 'Kreuzberg, Berlin', 52.4986, 13.4031, 'Europe/Berlin'),
  doc(7, 'madrid', 'La Latina, Madrid', 40.4106, -3.7116, 'Europe/Madrid'),
];
const gazetteer = buildGazetteer(DOCS);

const parse = (prompt: string, accept: ('en' | 'fr' | 'es' | 'de')[] = []): ParsedQuery =>
  parseQuery(prompt, LEXICON, {
    now: NOW,
    gazetteer,
    accepted: accept,
    lex: LEXICON,
    vocabulary: [
      { term: 'museum', doc: 40 },
      { term: 'boulder', doc: 3 },
    ],
    placeKeys: gazetteer.entries.keys(),
    isWord: isDictionaryWord,
  });
const ids = (q: ParsedQuery) => q.concepts.map((c) => c.id);
const excludedIds = (q: ParsedQuery) => q.excluded.map((c) => c.id);

describe('language', () => {
  test.each([
    ['jazz tonight with friends', 'en'],
    ['un concert ce soir avec des amis', 'fr'],
    ['algo con niños esta noche', 'es'],
    ['heute Abend mit Freunden ins Theater', 'de'],
    ['qualcosa da fare stasera con gli amici', 'it'],
    ['algo para fazer hoje à noite com amigos', 'pt'],
    ['musée', 'fr'],
  ])('%s → %s', (prompt, lang) => {
    expect(parse(prompt).lang).toBe(lang);
  });

  test('Accept-Language breaks ties on prompts without language evidence', () => {
    expect(parse('🍕', ['de']).lang).toBe('de');
    expect(parse('🍕').lang).toBe('en');
  });
});

describe('negation: a negated concept is excluded, never matched', () => {
  test.each([
    ['anything except clubs', 'category.club'],
    ['tired of galleries, what else?', 'category.art'],
    ['no theatre please, something fun tonight', 'category.theatre'],
    ['pas de musée ce soir', 'category.museum'],
    ['sin bares, algo tranquilo', 'category.bar'],
    ['heute Abend, aber kein Theater', 'category.theatre'],
  ])('%s', (prompt, id) => {
    const q = parse(prompt);
    expect(excludedIds(q)).toContain(id);
    expect(ids(q)).not.toContain(id);
  });

  test('the scope ends at a contrast word or punctuation: what follows is wanted', () => {
    const en = parse('no clubs but live jazz');
    expect(excludedIds(en)).toContain('category.club');
    expect(ids(en)).toContain('category.jazz');
    const fr = parse('pas de boîte de nuit, plutôt du jazz');
    expect(ids(fr)).toContain('category.jazz');
    expect(ids(fr)).not.toContain('category.club');
  });

  test('a concept form holding a cue stays a concept ("alcohol free", "sin alcohol")', () => {
    expect(ids(parse('alcohol free bars'))).toContain('dietary.alcohol-free');
    expect(ids(parse('algo sin alcohol'))).toContain('dietary.alcohol-free');
    expect(parse('algo sin alcohol').excluded).toEqual([]);
  });

  test('time and place words are never negated', () => {
    const q = parse('no clubs tonight in Brooklyn');
    expect(q.time?.label).toBe('tonight');
    expect(q.place?.label).toBe('Brooklyn');
  });
});

describe('unknown words and filler', () => {
  test('"puppy" and "low-key" are concepts; the chat filler around them is dropped', () => {
    const puppy = parse('where could we go with our puppy on saturday');
    expect(ids(puppy)).toContain('audience.dog');
    expect(puppy.terms).toEqual([]);
    expect(puppy.time?.day).toEqual({ kind: 'weekday', weekday: 6 });
    const lowKey = parse('something low-key on my own');
    expect(ids(lowKey)).toEqual(expect.arrayContaining(['mood.relax', 'audience.solo']));
    expect(lowKey.terms).toEqual([]);
  });

  test('the same in French and Spanish', () => {
    const fr = parse('on pourrait aller où avec notre chien samedi ?');
    expect(ids(fr)).toContain('audience.dog');
    expect(fr.terms).toEqual([]);
    const es = parse('algo tranquilo para hacer solo');
    expect(ids(es)).toContain('mood.relax');
    expect(es.terms).toEqual([]);
  });
});

describe('typo correction', () => {
  test('real words of any supported language are never rewritten', () => {
    for (const prompt of ['cheer me up', 'concierto esta noche', 'une soirée tranquille', 'Kinder heute']) {
      expect(parse(prompt).corrections).toEqual([]);
    }
    expect(ids(parse('cheer me up'))).toContain('mood.cheer-up');
  });

  test('non-words are corrected into the lexicon or the catalogue, by distance 1 or 2', () => {
    const en = parse('musuem with kidz');
    expect(en.corrections.map((c) => c.to)).toEqual(expect.arrayContaining(['kids']));
    expect(ids(en)).toEqual(expect.arrayContaining(['category.museum', 'audience.kids']));
    const es = parse('musseo para niñoss');
    expect(ids(es)).toEqual(expect.arrayContaining(['category.museum', 'audience.kids']));
    expect(parse('bouldring gym').corrections).toContainEqual({
      from: 'bouldring',
      to: 'bouldering',
      into: 'concept',
    });
  });

  test('a place is a target only where a place is expected', () => {
    expect(parse('cocktails in willamsburg').place?.label).toBe('Williamsburg');
    const q = parse('willamsburg cocktails');
    expect(q.place).toBeNull();
    expect(q.corrections.every((c) => c.into !== 'place')).toBe(true);
  });
});

describe('other languages: time words, stop words, nouns', () => {
  const window = (prompt: string, tz = 'Europe/Paris') => {
    const q = parse(prompt);
    if (!q.time) throw new Error(`no time in ${prompt}`);
    const w = resolveTimeWindow(q.time, NOW, tz);
    if (!w) throw new Error(`no window for ${prompt}`);
    return { start: new Date(w.start).toISOString(), end: new Date(w.end).toISOString() };
  };

  test.each([
    // Paris is UTC+1 in December.
    ['demain soir', '2026-12-04T16:00:00.000Z', '2026-12-05T03:00:00.000Z'],
    ['ce week-end', '2026-12-04T16:00:00.000Z', '2026-12-06T23:00:00.000Z'],
    ['heute Abend', '2026-12-03T17:00:00.000Z', '2026-12-04T03:00:00.000Z'],
    ['esta semana', '2026-12-03T17:00:00.000Z', '2026-12-06T23:00:00.000Z'],
    ['mañana por la tarde', '2026-12-04T11:00:00.000Z', '2026-12-04T17:00:00.000Z'],
    ['am Wochenende', '2026-12-04T16:00:00.000Z', '2026-12-06T23:00:00.000Z'],
    ['stasera', '2026-12-03T17:00:00.000Z', '2026-12-04T03:00:00.000Z'],
  ])('%s', (prompt, start, end) => {
    expect(window(prompt)).toEqual({ start, end });
  });

  test('small words are not search terms; "niños" is the kids audience', () => {
    const es = parse('algo con niños esta noche por el centro');
    expect(es.terms).not.toEqual(expect.arrayContaining(['algo', 'con', 'esta', 'por']));
    expect(ids(es)).toContain('audience.kids');
    const fr = parse('ce soir quelque chose avec les enfants');
    expect(fr.terms).not.toContain('ce');
    expect(ids(fr)).toContain('audience.kids');
  });

  test('German compounds are split against the lexicon; place names are not', () => {
    expect(ids(parse('Hundepark in der Nähe'))).toContain('audience.dog');
    const q = parse('Bar in Kreuzberg heute Nacht');
    expect(q.place?.label).toBe('Kreuzberg');
    expect(ids(q)).toEqual(['category.bar']);
  });

  test('a year-away reading is not a time ("8 años" is an age)', () => {
    const q = parse('con mis hijos de 8 años el sábado');
    expect(q.time?.day).toEqual({ kind: 'weekday', weekday: 6 });
  });
});

describe('emoji', () => {
  test.each([
    ['🍕', 'category.pizza'],
    ['🎨', 'category.art'],
    ['🌧️ 🐕', 'weather.rain'],
    ['🌧️ 🐕', 'audience.dog'],
    ['🧗‍♀️ ce soir', 'category.climbing'],
  ])('%s → %s', (prompt, id) => {
    expect(ids(parse(prompt))).toContain(id);
  });
});

describe('moods, situations and audiences', () => {
  test.each([
    ['stormy afternoon with a toddler', ['weather.rain', 'audience.toddlers']],
    ['ideas for a hen party', ['audience.hen']],
    ["I'm restless", ['mood.restless']],
    ['un après-midi pluvieux avec un bambin', ['weather.rain']],
    ['despedida de soltera', ['audience.hen']],
    ['mir ist langweilig', ['mood.restless']],
  ] as [string, string[]][])('%s', (prompt, expected) => {
    expect(ids(parse(prompt))).toEqual(expect.arrayContaining(expected));
  });
});

describe('places by membership', () => {
  test('a borough is the activities whose semantic_location names it', () => {
    const q = parse('bars in Brooklyn');
    const brooklyn = q.place;
    if (!brooklyn) throw new Error('Brooklyn not found');
    expect(DOCS.filter((d) => insidePlace(brooklyn, d, false)).map((d) => d.pk)).toEqual([1, 2]);
    // "near" keeps distance: the Lower East Side bar across the river counts.
    const near = parse('bars near Williamsburg');
    expect(near.near).toBe(true);
  });

  test('aliases in several languages', () => {
    expect(parse('jazz in the big apple').place?.city).toBe('new-york');
    expect(parse('que faire à Paname ce soir').place?.city).toBe('paris');
    expect(parse('tapas en La Latina').place?.label).toBe('La Latina');
  });
});
