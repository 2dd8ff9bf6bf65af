/**
 * English negation cues serve prompts that mix English in, but a one-word cue that is a place
 * preposition of the prompt's own language means that word there: Portuguese "no" is "in the", so
 * "samba no bar do bairro" excludes nothing. Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

describe('a foreign cue that is a preposition of the prompt language', () => {
  test('Portuguese "no" (in the) negates nothing', () => {
    const p = parse('quero ouvir samba no bar do bairro, tem algum?');
    expect(p.lang).toBe('pt');
    expect(p.excluded).toEqual([]);
    expect(p.excludedTerms).toEqual([]);
    expect(p.concepts.map((c) => c.id)).toContain('category.bar');
  });
  test('a negation of the language itself still negates', () => {
    const p = parse('um programa à noite, mas sem bares por favor');
    expect(p.excluded.map((c) => c.id)).toContain('category.bar');
  });
  test('English "no" in an English prompt still negates', () => {
    const p = parse('something fun tonight, no bars');
    expect(p.excluded.map((c) => c.id)).toContain('category.bar');
  });
});
