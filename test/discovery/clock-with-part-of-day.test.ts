/**
 * Clock times as people write them outside English: "6h" / "18h30" (read by chrono as a military zone
 * before), and an hour said with a part of the day, "a las 5 de la mañana", "alle 8 di sera", "às 3
 * da tarde", "um 6 Uhr in der Früh": that hour of that half of the day. A head count ("dinner for 4
 * in the evening") is no hour. Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { asksOpenEarly } from '../../src/discovery/query/when.js';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });

describe('an hour written with "h"', () => {
  test.each([
    ['uma padaria que abre às 7h perto de casa', 7, 0],
    ['un concert vers 21h30 vendredi', 21, 30],
    ['qualcosa da fare alle 19h sabato', 19, 0],
  ])('%s', (prompt, h, m) => {
    expect(parse(prompt).time?.clock).toEqual({ h, m });
  });
});

describe('an hour said with a part of the day', () => {
  test.each([
    ['una panadería abierta a las 6 de la mañana', 6],
    ['un espectáculo a las 9 de la noche', 21],
    ['aperitivo alle 7 di sera', 19],
    ['um passeio às 3 da tarde', 15],
    ['ein Café um 6 Uhr in der Früh', 6],
    ['une balade à 4 heures du matin', 4],
  ])('%s', (prompt, h) => {
    expect(parse(prompt).time?.clock?.h).toBe(h);
  });
  test('an early hour asks for places open then', () => {
    const t = parse('una panadería abierta a las 6 de la mañana').time;
    expect(t && asksOpenEarly(t)).toBe(true);
  });
  test('a head count before a part of the day is no hour', () => {
    const p = parse('dinner for 4 in the evening');
    expect(p.partySize).toBe(4);
    expect(p.time?.clock).toBeNull();
  });
});
