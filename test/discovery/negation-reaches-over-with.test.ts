/**
 * "nothing with museums or churches", "nichts mit Kirchen", "niente con musei": a word that would
 * start another wish ("with", "mit", "con") right after an exclusion cue is part of what is excluded.
 * And "tomorrow night", "Samstagabend": a part of the day said with a day is a time, not nightlife.
 * Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

describe('an exclusion reaches over "with"', () => {
  test.each([
    ['with the grandparents, but nothing with museums or churches', ['category.museum']],
    ['mit den Großeltern, aber nichts mit Museen', ['category.museum']],
    ['con i nonni, ma niente con musei', ['category.museum']],
  ])('%s', (prompt, excluded) => {
    const p = parse(prompt);
    for (const id of excluded) {
      expect(p.excluded.map((c) => c.id)).toContain(id);
      expect(p.concepts.map((c) => c.id)).not.toContain(id);
    }
  });
  test('a wish after a break that does not follow the cue is still a wish', () => {
    const p = parse('no clubs, but something with live music');
    expect(p.concepts.map((c) => c.id)).toContain('category.music');
  });
});

describe('a part of the day with a day is a time only', () => {
  test.each(['any gigs tomorrow night?', 'was geht morgen Nacht'])('%s', (prompt) => {
    const p = parse(prompt);
    expect(p.time?.day).not.toBeNull();
    expect(p.concepts.map((c) => c.id)).not.toContain('category.nightlife');
  });
  test('a meal with a day is still a meal', () => {
    expect(parse('dinner on saturday').concepts.map((c) => c.id)).toContain('category.restaurant');
  });
});
