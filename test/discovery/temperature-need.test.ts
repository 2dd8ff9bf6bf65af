/**
 * A temperature in a prompt is a weather need: "it's 36 degrees" is a hot day (cool off), "il fait
 * -15 dehors" a cold one (stay in the warm), never a price or a head count; and a one-word setting
 * that says where the weather is ("pouring outside", "-15 dehors") is no wish for the outdoors.
 * Prompts written for this test, through the real parser.
 */
import { describe, expect, test } from 'vitest';
import { CHAT_NOW } from '../eval/chat/catalogue.js';
import { parsePrompt } from '../helpers/parse-prompt.js';

const parse = (prompt: string) => parsePrompt(prompt, { now: Date.parse(CHAT_NOW) });
const ids = (prompt: string) => parse(prompt).concepts.map((c) => c.id);

describe('a temperature is a hot or a cold day', () => {
  test.each([
    ['it is 36 degrees today, ideas for the kids?', 'weather.hot'],
    ['hace 33 grados, qué hacemos', 'weather.hot'],
    ['es hat 31 Grad, was tun', 'weather.hot'],
    ['fa 3 gradi, qualcosa al coperto', 'weather.cold'],
    ['il fait -15, on cherche un truc sympa', 'weather.cold'],
    ['95°F this afternoon, somewhere to chill', 'weather.hot'],
    ['tá fazendo 35º, o que fazer', 'weather.hot'],
  ])('%s', (prompt, id) => {
    expect(ids(prompt)).toContain(id);
  });
  test('the number is no price and no word to look for', () => {
    const p = parse('it is 36 degrees today, ideas for the kids?');
    expect(p.price.maxMajor).toBeNull();
    expect(p.partySize).toBeNull();
    expect(p.terms).not.toContain('degrees');
  });
  test('a mild temperature is no need, and still no price', () => {
    const p = parse('about 18 degrees, a walk somewhere');
    expect(p.concepts.some((c) => c.id.startsWith('weather.'))).toBe(false);
    expect(p.price.maxMajor).toBeNull();
  });
  test('a range is no negative temperature', () => {
    expect(ids('a show for 20-30 euros')).not.toContain('weather.cold');
  });
});

describe('a setting next to a weather says where the weather is', () => {
  test('"pouring outside" asks for no outdoors', () => {
    const c = ids("it's pouring outside, what can we do");
    expect(c).toContain('weather.rain');
    expect(c).not.toContain('setting.outdoor');
  });
  test('"-15 dehors" asks for no outdoors', () => {
    expect(ids('il fait -15 dehors, une idée ?')).not.toContain('setting.outdoor');
  });
  test('an outdoor wish said in words of its own stays', () => {
    expect(ids('algo al aire libre en invierno')).toContain('setting.outdoor');
  });
  test('a setting that agrees with the weather stays', () => {
    expect(ids('sunny today, something outside')).toContain('setting.outdoor');
  });
});
