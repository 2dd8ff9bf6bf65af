/**
 * Per-language resources from maintained npm packages: stop words (stopwords-iso) and Snowball
 * stemmers (snowball-stemmers, the algorithm each language folder names). Loaded on first use, not
 * at import (building the stemmers costs about half a second of CPU that commands which never
 * search should not pay), then kept; folded like the prompt. Pure lookups.
 */
import { createRequire } from 'node:module';
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './lexicon/languages.js';
import { fold } from './text.js';

const require = createRequire(import.meta.url);
interface Snowball {
  newStemmer(algorithm: string): { stem(w: string): string };
}
let snowballModule: Snowball | null = null;
const snowball = (): Snowball => {
  snowballModule ??= require('snowball-stemmers') as Snowball;
  return snowballModule;
};

/** Folded stop words per language (stopwords-iso is keyed by the same ISO 639-1 codes). */
const stopwordsOf = (l: Lang): ReadonlySet<string> => {
  const iso = require('stopwords-iso') as Record<string, string[]>;
  return new Set((iso[l] ?? []).flatMap((w) => fold(w).split(' ')).filter(Boolean));
};
/** Each language's set is built on its first read and then kept (a plain property from then on). */
export const STOPWORDS = {} as Record<Lang, ReadonlySet<string>>;
for (const l of LANGUAGES) {
  Object.defineProperty(STOPWORDS, l, {
    enumerable: true,
    configurable: true,
    get: () => {
      const set = stopwordsOf(l);
      Object.defineProperty(STOPWORDS, l, { value: set, enumerable: true, writable: false });
      return set;
    },
  });
}

/** Is the word a stop word of any supported language? */
export const isStopword = (w: string): boolean => LANGUAGES.some((l) => STOPWORDS[l].has(w));

const stemmers = new Map<Lang, { stem(w: string): string }>();
const stemmerOf = (lang: Lang): { stem(w: string): string } | undefined => {
  let s = stemmers.get(lang);
  if (s === undefined && (LANGUAGES as readonly string[]).includes(lang)) {
    s = snowball().newStemmer(LANGUAGE_LEXICONS[lang].resources.snowball);
    stemmers.set(lang, s);
  }
  return s;
};
const stemMemo = new Map<string, string>();

/** Snowball stem of a folded word in one language (memoised; short words stay as they are). */
export const stem = (lang: Lang, word: string): string => {
  if (word.length < 4 || /\d/.test(word)) return word;
  const key = `${lang}|${word}`;
  let s = stemMemo.get(key);
  if (s === undefined) {
    s = stemmerOf(lang)?.stem(word) ?? word;
    if (stemMemo.size > 200_000) stemMemo.clear();
    stemMemo.set(key, s);
  }
  return s;
};

let porterStemmer: { stem(w: string): string } | null = null;
/** The Porter stem FTS5's `porter` tokenizer gives: the key of the index vocabulary. */
export const porter = (word: string): string => {
  porterStemmer ??= snowball().newStemmer('porter');
  return porterStemmer.stem(word);
};
