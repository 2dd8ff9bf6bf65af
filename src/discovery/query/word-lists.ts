/**
 * "Is this a word of a supported language?" from maintained word lists (an-array-of-*-words, 1.7M
 * words). Loaded lazily once, folded, and kept as sorted 32-bit hashes (~7 MB) instead of 1.7M
 * strings (~80 MB); a hash collision only means a typo is left uncorrected.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LANGUAGES } from '../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './lexicon/languages.js';
import { fold } from './text.js';

const require = createRequire(import.meta.url);
/** The word-list package each language folder names. */
const LISTS = LANGUAGES.map((l) => LANGUAGE_LEXICONS[l].resources.dictionary);

/** FNV-1a, 32 bit. */
const hash = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

let table: Uint32Array | null = null;
const ASCII = /^[a-z]+$/;

const load = (): Uint32Array => {
  const hashes: number[] = [];
  for (const name of LISTS) {
    // Scan the JSON text instead of parsing it: 1.7M short-lived strings never reach the old
    // generation, so the process keeps its memory after start-up.
    const text = readFileSync(require.resolve(name), 'utf8');
    for (const m of text.matchAll(/"([^"\\]+)"/g)) {
      const w = m[1] ?? '';
      // Most entries are plain lower-case ASCII: folding them (NFKD + regex) is the slow part.
      const f = ASCII.test(w) ? w : fold(w);
      if (f.length >= 2 && !f.includes(' ')) hashes.push(hash(f));
    }
  }
  return Uint32Array.from(hashes).sort();
};

export const isDictionaryWord = (word: string): boolean => {
  table ??= load();
  const h = hash(word);
  let lo = 0;
  let hi = table.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table[mid] ?? 0) < h) lo = mid + 1;
    else hi = mid;
  }
  return table[lo] === h;
};
