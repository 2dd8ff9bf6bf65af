/**
 * The prompt's language comes from its function, time and negation words, not from nouns that
 * travel: an English prompt naming Spanish or Portuguese things ("no cantinas no clubs no tacos")
 * stays English, so "no" negates each of them. Prompts written for this test, over the real parser.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-11-28T12:00:00Z') });

describe('an English prompt with foreign nouns', () => {
  test.each([
    ['tonight no cantinas, no clubs, no tacos pls', ['category.pub', 'category.club', 'category.mexican']],
    ['no cantinas no clubs tonight', ['category.pub', 'category.club']],
    ['tonight: no tacos, no cantinas, no mezcal bars', ['category.mexican', 'category.pub']],
  ])('%s', (prompt, excluded) => {
    const p = parse(prompt);
    expect(p.lang).toBe('en');
    expect(p.excluded.map((e) => e.id)).toEqual(expect.arrayContaining(excluded));
  });

  test.each([
    ['tapas cerca de la playa', 'es'],
    ['um café no centro amanhã', 'pt'],
    ['Kaffee und Kuchen am Sonntag', 'de'],
  ])('%s stays %s', (prompt, lang) => {
    expect(parse(prompt).lang).toBe(lang);
  });
});
