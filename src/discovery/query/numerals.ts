/**
 * Numbers written in words, in every language of the lexicon (`numbers` in lexicon/<lang>/price.ts):
 * "twenty five", "vingt-cinq", "quatre-vingt-dix", "veinticinco", "fünfundzwanzig", "trentotto",
 * "duzentos e cinquenta", up to a thousand, plus digits. A glued number is split into the table's
 * parts (longest first). 100 and 1000 multiply what stands before them; other parts add. Pure.
 */
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './lexicon/index.js';
import { fold } from './text.js';

export interface NumberSpan {
  start: number;
  end: number;
  value: number;
}

interface NumberTable {
  /** Folded part → value (multi-word keys as "quatre vingt"). */
  parts: Map<string, number>;
  /** Parts by length, longest first, for splitting glued numbers. */
  byLength: string[];
  joiners: Set<string>;
  maxWords: number;
}

const TABLES: Record<Lang, NumberTable> = (() => {
  const out = {} as Record<Lang, NumberTable>;
  for (const lang of LANGUAGES) {
    const price = LANGUAGE_LEXICONS[lang].price;
    const parts = new Map<string, number>();
    for (const [k, v] of Object.entries(price.numbers)) parts.set(fold(k), v);
    const joiners = new Set(price.numberJoiners.map(fold));
    const single = [...parts.keys(), ...joiners].filter((k) => !k.includes(' '));
    out[lang] = {
      parts,
      byLength: single.sort((a, b) => b.length - a.length),
      joiners,
      maxWords: Math.max(1, ...[...parts.keys()].map((k) => k.split(' ').length)),
    };
  }
  return out;
})();

/** A glued number ("veinticinco", "zweihundertfunfzig") → its parts' values, or null. */
const splitGlued = (word: string, t: NumberTable): number[] | null => {
  const values: number[] = [];
  let rest = word;
  let pieces = 0;
  while (rest.length > 0) {
    const part = t.byLength.find((p) => p.length >= 2 && rest.startsWith(p));
    if (!part) return null;
    const v = t.parts.get(part);
    if (v !== undefined) values.push(v);
    rest = rest.slice(part.length);
    pieces++;
  }
  return pieces >= 2 && values.length >= 1 ? values : null;
};

/** Values of consecutive parts → one number: 100 and 1000 multiply, others add. */
const combine = (values: readonly number[]): number => {
  let total = 0;
  let current = 0;
  for (const v of values) {
    if (v === 1000) {
      total += Math.max(current, 1) * 1000;
      current = 0;
    } else if (v === 100) current = Math.max(current, 1) * 100;
    else current += v;
  }
  return total + current;
};

const DIGITS = /^\d{1,6}(?:[.,]\d{1,2})?$/;

/** The parts starting at word i: [values, words used], longest phrase first; null if none. */
const partAt = (words: readonly string[], i: number, t: NumberTable): [number[], number] | null => {
  for (let n = Math.min(t.maxWords, words.length - i); n >= 1; n--) {
    const v = t.parts.get(words.slice(i, i + n).join(' '));
    if (v !== undefined) return [[v], n];
  }
  const w = words[i] ?? '';
  const glued = w.length >= 5 ? splitGlued(w, t) : null;
  return glued ? [glued, 1] : null;
};

/**
 * Numbers in the words (the prompt's language, then English): spans of number words, joined by
 * "and"/"et"/"y"/"und"/"e" between parts, and plain digits. Words in `skip` are not read.
 */
export const findNumbers = (
  words: readonly string[],
  lang: Lang,
  skip: ReadonlySet<number>,
): NumberSpan[] => {
  const tables = lang === 'en' ? [TABLES.en] : [TABLES[lang], TABLES.en];
  const spans: NumberSpan[] = [];
  for (let i = 0; i < words.length; i++) {
    if (skip.has(i)) continue;
    const w = words[i] ?? '';
    if (DIGITS.test(w)) {
      spans.push({ start: i, end: i + 1, value: Number(w.replace(',', '.')) });
      continue;
    }
    for (const t of tables) {
      const values: number[] = [];
      let j = i;
      while (j < words.length && !skip.has(j)) {
        const part = partAt(words, j, t);
        if (part) {
          values.push(...part[0]);
          j += part[1];
          continue;
        }
        // "vingt et un", "treinta y cinco": a joiner only between two parts.
        if (values.length > 0 && t.joiners.has(words[j] ?? '') && partAt(words, j + 1, t)) {
          j++;
          continue;
        }
        break;
      }
      if (values.length > 0) {
        spans.push({ start: i, end: j, value: combine(values) });
        i = j - 1;
        break;
      }
    }
  }
  return spans;
};
