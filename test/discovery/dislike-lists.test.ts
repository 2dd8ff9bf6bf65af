/**
 * Dislikes named with hate and horror verbs are lists of things pushed down, never the topic ("I hate
 * crowds and touristy stuff"), and exclusion lists go on over "ni"/"nor"/"nem" ("algo que no sea
 * comida ni bebida ni compras"). Short Spanish prompts stay Spanish. Prompts written for this test.
 */
import { describe, expect, test } from 'vitest';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse('2026-11-28T12:00:00Z') });

describe('hate and horror verbs', () => {
  test.each([
    ['I hate crowds and touristy stuff', 'crowds', 'category.sightseeing'],
    ["j'ai horreur du bruit et des musées", 'bruit', 'category.museum'],
    ['odio las multitudes y los museos', 'multitudes', 'category.museum'],
    ['ich hasse Menschenmassen und Museen', 'menschenmassen', 'category.museum'],
    ['detesto multidão e museus', 'multidao', 'category.museum'],
  ])('%s: every item pushed down, none the topic', (prompt, word, concept) => {
    const p = parse(prompt);
    expect(p.excludedTerms).toContain(word);
    expect(p.terms).not.toContain(word);
    expect(p.excluded.find((c) => c.id === concept)?.strength).toBe('avoid');
    expect(p.concepts.map((c) => c.id)).not.toContain(concept);
  });

  test('the dislike ends where a wish starts', () => {
    const p = parse('I hate museums and want a nice dinner');
    expect(p.excluded.map((c) => c.id)).toEqual(['category.museum']);
    expect(p.concepts.map((c) => c.id)).toContain('category.restaurant');
  });
});

describe('exclusion lists over ni / nor / nem', () => {
  test('algo que no sea comida ni bebida ni compras', () => {
    const p = parse('algo que no sea comida ni bebida ni compras');
    expect(p.lang).toBe('es');
    expect(p.excluded.map((c) => c.id)).toEqual(
      expect.arrayContaining(['category.food', 'category.shopping']),
    );
    expect(p.concepts.map((c) => c.id)).not.toContain('category.shopping');
  });

  test.each([
    ['sem bares nem restaurantes', 'pt'],
    ['pas de musée ni de bar', 'fr'],
    ['no bars nor restaurants', 'en'],
  ])('%s', (prompt, lang) => {
    const p = parse(prompt);
    expect(p.lang).toBe(lang);
    expect(p.concepts).toEqual([]);
    expect(p.excluded.length).toBe(2);
  });

  test('a short Spanish prompt is read as Spanish', () => {
    expect(parse('no quiero bares y busco cena').lang).toBe('es');
  });
});
