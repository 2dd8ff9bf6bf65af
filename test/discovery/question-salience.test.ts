/**
 * In a long message, a question that holds no request phrase asks as a whole: "is there anything like
 * that here, to meet people and dance, ideally at the weekend?" asks for dancing, not only for "the
 * weekend" of its last clause. Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

const weight = (p: ReturnType<typeof parse>, id: string): number =>
  Math.max(...p.concepts.filter((c) => c.id === id).map((c) => c.salience ?? 1));

describe('a question without a request phrase', () => {
  test('English: every clause of the question is the request', () => {
    const p = parse(
      'We moved here in the spring and my husband works long shifts at the hospital. Somewhere quiet, with good wine and a view, maybe on Saturday evening?',
    );
    expect(p.long).toBe(true);
    expect(weight(p, 'category.wine')).toBe(1);
  });
  test('Spanish: the clauses before the question mark count as much as the last one', () => {
    const p = parse(
      'Llevamos dos semanas en la ciudad y ya vimos casi todo lo típico. Hay algo por aquí, para bailar salsa y tomar algo, mejor el sábado por la noche?',
    );
    expect(p.long).toBe(true);
    expect(weight(p, 'category.dance')).toBe(1);
  });
});
