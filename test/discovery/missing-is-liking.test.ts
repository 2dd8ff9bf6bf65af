/**
 * In a long message, saying what someone misses is saying what they like ("I really miss dancing",
 * "sinto muita falta de dançar", "mir fehlt das Tanzen"): the concepts of that clause weigh as much as
 * the request's, not as background. Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });
const weightOf = (prompt: string, id: string): number =>
  Math.max(
    0,
    ...parse(prompt)
      .concepts.filter((c) => c.id === id)
      .map((c) => c.salience ?? 1),
  );

describe('what someone misses is what they like', () => {
  test.each([
    'We moved here in the autumn for my job and I work long days at the office. I really miss dancing. Any ideas for Saturday?',
    'Mudamos para cá no outono por causa do trabalho e eu trabalho o dia todo no escritório. Sinto muita falta de dançar. Alguma ideia para sábado?',
    'Wir sind im Herbst wegen der Arbeit hergezogen und ich arbeite den ganzen Tag im Büro. Ich vermisse das Tanzen sehr. Habt ihr Ideen für Samstag?',
  ])('%s', (prompt) => {
    expect(parse(prompt).long).toBe(true);
    expect(weightOf(prompt, 'category.dance')).toBe(1);
  });
});
