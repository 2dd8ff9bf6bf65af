/**
 * Issue 35's understanding mechanisms, pure: numbers in words in six languages, money slang, head
 * counts told apart from prices, salience of long messages, and set phrases read before time words.
 */
import { describe, expect, it } from 'vitest';
import { readBudget } from '../../../src/discovery/query/budget.js';
import { findNumbers } from '../../../src/discovery/query/numerals.js';
import { readSalience } from '../../../src/discovery/query/salience.js';
import { tokenize } from '../../../src/discovery/query/text.js';
import type { Lang } from '../../../src/platform/i18n/lang.js';

const words = (s: string): string[] => tokenize(s).map((t) => t.text);
const value = (s: string, lang: Lang): number | undefined => findNumbers(words(s), lang, new Set())[0]?.value;
const budget = (s: string, lang: Lang) => readBudget(words(s), new Set(), lang);

describe('numbers in words', () => {
  it.each([
    ['twenty five', 'en', 25],
    ['three hundred and twelve', 'en', 312],
    ['vingt-cinq', 'fr', 25],
    ['quatre-vingt-dix', 'fr', 90],
    ['soixante et onze', 'fr', 71],
    ['deux cents', 'fr', 200],
    ['veinticinco', 'es', 25],
    ['treinta y cinco', 'es', 35],
    ['doscientos', 'es', 200],
    ['fünfundzwanzig', 'de', 25],
    ['zweihundertfünfzig', 'de', 250],
    ['trentotto', 'it', 38],
    ['duecento', 'it', 200],
    ['vinte e cinco', 'pt', 25],
    ['mil', 'pt', 1000],
  ] as const)('%s (%s) = %d', (text, lang, n) => {
    expect(value(text, lang)).toBe(n);
  });

  it('leaves ordinary words alone', () => {
    expect(findNumbers(words('ottobre novembre treno centro'), 'it', new Set())).toEqual([]);
  });
});

describe('budgets, slang and head counts', () => {
  it.each([
    ['about twenty quid each for a party of five', 'en', 20, 5],
    ['sixty dollars between three of us', 'en', 20, 3],
    ['got a tenner', 'en', 10, null],
    ['on est quatre, budget trente balles par personne', 'fr', 30, 4],
    ['tengo veinte pavos', 'es', 20, null],
    ['wir sind zu sechst, höchstens fünfzig Euro pro Person', 'de', 50, 6],
    ['hab nur zehn Kröten', 'de', 10, null],
    ['meno di quindici euro', 'it', 15, null],
    ['somos cinco, até vinte euros cada um', 'pt', 20, 5],
    ['under $30', 'en', 30, null],
  ] as const)('%s', (text, lang, cap, party) => {
    expect(budget(text, lang)).toMatchObject({ maxMajor: cap, partySize: party });
  });

  it('a head count is never a price, a duration never money', () => {
    expect(budget('for a party of five', 'en')).toMatchObject({ maxMajor: null, partySize: 5 });
    expect(budget('under two hours', 'en').maxMajor).toBeNull();
  });

  it.each([
    ['with my two kids', 'en', 2, [3]],
    ['avec nos trois enfants', 'fr', 3, [3]],
    ['ihre zwei Kinder', 'de', 2, [2]],
    ['dinner for 4 people', 'en', 4, [3]],
  ] as const)('the noun after a head count stays to be read as who comes: %s', (text, lang, party, nouns) => {
    expect(budget(text, lang)).toMatchObject({ partySize: party, partyNouns: nouns });
  });
});

describe('salience of long messages', () => {
  const prompt =
    "my cousin's over from Lyon next week, she's vegetarian and a film buff, I work late Mon to Wed, we went to a jazz thing last time which she hated... any ideas for Thursday?";
  const tokens = tokenize(prompt);
  const ws = tokens.map((t) => t.text);
  const s = readSalience(
    prompt,
    ws,
    tokens.map((t) => t.clause),
    'en',
  );

  it('the request is the asking sentence; background clauses are not', () => {
    expect(s.long).toBe(true);
    expect(s.inRequest(ws.indexOf('thursday'))).toBe(true);
    expect(s.inRequest(ws.indexOf('lyon'))).toBe(false);
    expect(s.inBackground(ws.indexOf('jazz'))).toBe(true);
  });

  it('a short message is all request', () => {
    const short = tokenize('jazz tonight in Lyon?');
    const r = readSalience(
      'jazz tonight in Lyon?',
      short.map((t) => t.text),
      short.map((t) => t.clause),
      'en',
    );
    expect(r.long).toBe(false);
    expect(r.inRequest(0)).toBe(true);
  });
});
