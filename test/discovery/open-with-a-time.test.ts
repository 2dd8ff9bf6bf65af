/**
 * "Open" said with a time, in every language ("what's open after midnight", "qué hay abierto a las 6
 * de la mañana", "was hat nach Mitternacht offen", "o que está aberto às 6h"), asks for places whose
 * hours say open then, as "open early" does, and the word is no word to look for. Prompts written for
 * this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { asksOpenEarly } from '../../src/discovery/query/when.js';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

describe('"open" with a time asks for places open then', () => {
  test.each([
    "what's open after midnight around here",
    'qué hay abierto a las 6 de la mañana',
    "qu'est-ce qui est ouvert après minuit",
    'was hat nach Mitternacht offen',
    'cosa è aperto dopo mezzanotte',
    'o que está aberto às 6h',
  ])('%s', (prompt) => {
    const p = parse(prompt);
    expect(p.time).not.toBeNull();
    expect(p.time && asksOpenEarly(p.time)).toBe(true);
    expect(p.terms).toEqual([]);
  });
  test('an evening without "open" still asks for what starts then', () => {
    const t = parse('something after 9pm tonight').time;
    expect(t && asksOpenEarly(t)).toBe(false);
  });
});
