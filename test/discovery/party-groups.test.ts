/**
 * A party told as groups joined by "and" ("three kids and two adults") is one head count, the sum of
 * its groups, in each language; a total said for it is shared per person. Prompts written for this test.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-12-03T17:00:00Z') });

describe('groups of a party add up', () => {
  test.each([
    ['three kids and two adults, something fun on sunday', 5],
    ['3 kids and 2 adults', 5],
    ['dos adultos y tres niños, algo divertido', 5],
    ['zwei Erwachsene und drei Kinder, etwas Schönes', 5],
    ['four friends and 20 euros', 4],
  ])('%s', (prompt, size) => {
    expect(parse(prompt).partySize).toBe(size);
  });
});

describe('a total for the whole party is shared by every head', () => {
  test.each([
    ['two adults and three kids, under 100 pounds total', 20],
    ['deux adultes et trois enfants, cent euros en tout', 20],
    ['two adults and three kids, 20 pounds each', 20],
  ])('%s', (prompt, cap) => {
    expect(parse(prompt).price.maxMajor).toBe(cap);
  });
});
