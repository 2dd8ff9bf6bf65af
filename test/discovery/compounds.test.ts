/**
 * An unknown German compound of two known words is read as its parts: a weekday glued to a daypart
 * is that day's daypart, a weekday glued to a concept keeps the concept and gains the day. Prompts
 * written for this test.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-11-28T12:00:00Z') });

describe('German compounds', () => {
  test.each([
    ['Freitagabend', 5, 'evening'],
    ['Konzert am Freitagabend', 5, 'evening'],
    ['Dienstagnachmittag', 2, 'afternoon'],
    ['Samstagvormittag', 6, 'morning'],
  ])('%s: a day and its daypart', (prompt, weekday, part) => {
    const p = parse(prompt);
    expect(p.lang).toBe('de');
    expect(p.time?.day).toEqual({ kind: 'weekday', weekday });
    expect(p.time?.part).toBe(part);
    expect(p.terms).toEqual([]);
  });

  test('a weekday glued to a concept keeps the concept and gains the day', () => {
    const p = parse('Sonntagsbrunch');
    expect(p.concepts.map((c) => c.id)).toContain('category.brunch');
    expect(p.time?.day).toEqual({ kind: 'weekday', weekday: 0 });
  });

  test('a daypart glued to a meal stays the meal', () => {
    expect(parse('Abendessen').time).toBeNull();
  });

  test('audience and kind', () => {
    expect(parse('Kinderkino').concepts.map((c) => c.id)).toEqual(['audience.kids', 'category.cinema']);
  });
});
