/**
 * Ages are not prices: a number bound right after a word for children is an age (the audience stays
 * kids), never a budget; money said with it, or for the party, is still money. Prompts written for
 * this test, over the real parser.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-11-28T12:00:00Z') });

describe('an age after a word for children', () => {
  test.each([
    'rainy day plans with 3 kids under 7',
    'ideas para el sábado con niños menores de 4',
    'Ausflug mit den Kindern unter 12',
    'une sortie avec des enfants de moins de 6 ans',
    'cosa fare con bambini sotto i 5 anni',
    'passeio com crianças menores de 3 anos',
    'museum for kids aged 4 and 9',
  ])('%s: no budget, kids still', (prompt) => {
    const p = parse(prompt);
    expect(p.price.maxMajor).toBeNull();
    expect(p.concepts.map((c) => c.id)).toContain('audience.kids');
    expect(p.terms.filter((t) => /\d|ans|anni|anos|menores|aged/.test(t))).toEqual([]);
  });

  test.each([
    ['zoo with the kids under 25 dollars', 25],
    ['con los niños, máximo 30 euros', 30],
    ['museum with kids aged 6, under $15 each', 15],
  ])('%s: money is still money', (prompt, cap) => {
    expect(parse(prompt).price.maxMajor).toBe(cap);
  });
});
