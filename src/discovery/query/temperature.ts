/**
 * A temperature said in a prompt ("it's 38 degrees", "il fait -20 dehors", "30 grados", "35º lá
 * fora", "-5 Grad"): a hot or a cold day is a weather need (cool off; stay in the warm), the same
 * concepts as "heatwave" or "freezing", and the number is never a price, a head count or a word to
 * look for. Units are the lexicon's (`temperature` in lexicon/<lang>/price.ts); a degree sign or a
 * minus sign before a bare number says temperature in every language (prices are never negative;
 * "10-20" is a range). Pure.
 */
import { everyLanguage } from './lexicon/index.js';
import { fold } from './text.js';

/** From this many degrees Celsius on, a day is hot; at or below COLD_AT, cold. */
const HOT_FROM = 27;
const COLD_AT = 5;
const UNITS: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.temperature).map(fold));
const FAHRENHEIT: ReadonlySet<string> = new Set(everyLanguage((l) => l.price.fahrenheit).map(fold));
/** The letters a degree sign may carry ("38°C", "100 °F"): tokens of their own after the number. */
const SIGN_UNITS: ReadonlySet<string> = new Set(['c', 'f']);

export interface TemperatureHit {
  id: 'weather.hot' | 'weather.cold';
  start: number;
  end: number;
  text: string;
}

/** Where each bare number of the prompt stands in its text, in order: its sign and degree sign. */
const numberContexts = (prompt: string): { value: string; negative: boolean; degree: boolean }[] =>
  [...prompt.matchAll(/(?<!\d|\d[.,])(\d{1,3})(?!\d|[.,]\d)/gu)].map((m) => {
    const at = m.index ?? 0;
    const before = prompt.slice(Math.max(0, at - 3), at);
    const after = prompt.slice(at + (m[1] ?? '').length, at + (m[1] ?? '').length + 2);
    return {
      value: m[1] ?? '',
      negative: /(^|[^\d\p{L}])[-−–]\s?$/u.test(before) || (at <= 1 && /[-−–]\s?$/u.test(before)),
      degree: /^\s?[°º]/u.test(after),
    };
  });

/**
 * The temperature among the prompt's folded words (numbers as their digits), if any; marks its words
 * used. `prompt` is the understood head of the text, for the signs the words lost.
 */
export const readTemperature = (
  prompt: string,
  words: readonly string[],
  used: Set<number>,
): TemperatureHit | null => {
  const contexts = numberContexts(prompt);
  const seen = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const bare = /^(\d{1,3})(o)?$/u.exec(w);
    if (!bare || used.has(i)) continue;
    const digits = bare[1] ?? '';
    const nth = seen.get(digits) ?? 0;
    seen.set(digits, nth + 1);
    const ctx = contexts.filter((c) => c.value === digits)[nth];
    const next = words[i + 1] ?? '';
    const unit = UNITS.has(next) || (ctx?.degree === true && SIGN_UNITS.has(next));
    if (!unit && !ctx?.degree && !ctx?.negative && bare[2] === undefined) continue;
    const value = Number(digits) * (ctx?.negative ? -1 : 1);
    const celsius = FAHRENHEIT.has(next) || next === 'f' ? ((value - 32) * 5) / 9 : value;
    const end = unit ? i + 2 : i + 1;
    for (let k = i; k < end; k++) used.add(k);
    if (celsius < HOT_FROM && celsius > COLD_AT) return null;
    return {
      id: celsius >= HOT_FROM ? 'weather.hot' : 'weather.cold',
      start: i,
      end,
      text: words.slice(i, end).join(' '),
    };
  }
  return null;
};
