/**
 * "After midnight" in the six languages is the small hours of the night after the day named
 * (midnight to four), not the whole late evening: "open after midnight on Friday" is Saturday
 * 00:00-04:00, and with "open" it asks for places whose hours say open then. Prompts written for this
 * test, through the real parser and the window it resolves to.
 */
import { describe, expect, test } from 'vitest';
import { asksOpenEarly, resolveTimeWindow } from '../../src/discovery/query/when.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

/** Wednesday 2026-12-02 12:00 UTC. */
const NOW = Date.parse('2026-12-02T12:00:00Z');
const parse = (prompt: string) => parsePrompt(prompt, { now: NOW });

describe('after midnight is the small hours', () => {
  test.each([
    'a bar open after midnight on friday',
    'un bar abierto después de medianoche el viernes',
    'eine Bar, die am Freitag nach Mitternacht offen hat',
    'un bar ouvert après minuit vendredi',
    'un bar aperto dopo mezzanotte venerdì',
    'um bar aberto depois da meia-noite na sexta',
  ])('%s', (prompt) => {
    const t = parse(prompt).time;
    expect(t?.part).toBe('small-hours');
    expect(t && asksOpenEarly(t)).toBe(true);
    const w = t && resolveTimeWindow(t, NOW, 'UTC');
    expect(w).toEqual({ start: Date.parse('2026-12-05T00:00:00Z'), end: Date.parse('2026-12-05T04:00:00Z') });
  });
  test('without a day, the coming night', () => {
    const t = parse('anything after midnight?').time;
    const w = t && resolveTimeWindow(t, NOW, 'UTC');
    expect(w).toEqual({ start: Date.parse('2026-12-03T00:00:00Z'), end: Date.parse('2026-12-03T04:00:00Z') });
  });
});
