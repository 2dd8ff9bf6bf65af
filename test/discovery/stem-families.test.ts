/**
 * A one-word match by a short Snowball stem counts only for the same word inflected: "fried" shares
 * "fri" with "fries", "pasado" shares "pas" with "pasear", "operation" shares "oper" with "opera", yet
 * none of them names the concept. Plurals and short inflections ("bars", "museos", "serata" for
 * "sera", "Tieren") still do. Prompts written for this test.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const concepts = (prompt: string): string[] =>
  parsePrompt(prompt, { now: Date.parse('2026-12-03T17:00:00Z') }).concepts.map((c) => c.id);

describe('a short stem shared by another word is no match', () => {
  test.each([
    ['we fried ourselves in the sun, something indoors please', 'category.burger'],
    ['algo tranquilo, ya hemos pasado todo el día fuera', 'category.walk'],
    ['já passado o almoço, algo tranquilo', 'category.walk'],
    ['mañana estoy libre, algo divertido', 'category.books'],
    ['une opération de sauvetage pour ma soirée', 'category.opera'],
    ['devo portare mia nonna da qualche parte', 'category.beach'],
    ['something to take my mind off work', 'category.wellness'],
  ])('%s', (prompt, id) => {
    expect(concepts(prompt)).not.toContain(id);
  });
});

describe('the same word inflected still is', () => {
  test.each([
    ['bars in soho', 'category.bar'],
    ['museos gratis en madrid', 'category.museum'],
    ['una serata tranquilla', 'category.nightlife'],
    ['etwas mit Tieren für die Kinder', 'category.zoo'],
    ['zoos and spas', 'category.spa'],
  ])('%s', (prompt, id) => {
    expect(concepts(prompt)).toContain(id);
  });
});

describe('a short stem doing the thing still is', () => {
  test.each([
    ['golfing this weekend', 'category.sport'],
    ['vamos sair dançando', 'category.dance'],
    ['algo cantando con amigos', 'category.karaoke'],
  ])('%s', (prompt, id) => {
    expect(concepts(prompt)).toContain(id);
  });
});
