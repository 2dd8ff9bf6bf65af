/**
 * Per-language resources from maintained npm packages: stop words (stopwords-iso) and Snowball
 * stemmers (snowball-stemmers, the algorithm each language folder names). Loaded once at import;
 * folded like the prompt. Pure lookups.
 */
import { createRequire } from 'node:module';
import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { LANGUAGE_LEXICONS } from './lexicon/languages.js';
import { fold } from './text.js';

const require = createRequire(import.meta.url);
const STOPWORDS_ISO = require('stopwords-iso') as Record<string, string[]>;
const snowball = require('snowball-stemmers') as {
  newStemmer(algorithm: string): { stem(w: string): string };
};

/** Folded stop words per language (stopwords-iso is keyed by the same ISO 639-1 codes). */
const stopwordsOf = (l: Lang): ReadonlySet<string> =>
  new Set((STOPWORDS_ISO[l] ?? []).flatMap((w) => fold(w).split(' ')).filter(Boolean));
export const STOPWORDS = Object.fromEntries(LANGUAGES.map((l) => [l, stopwordsOf(l)])) as Record<
  Lang,
  ReadonlySet<string>
>;

/** Is the word a stop word of any supported language? */
export const isStopword = (w: string): boolean => LANGUAGES.some((l) => STOPWORDS[l].has(w));

const stemmers = new Map(
  LANGUAGES.map((l) => [l, snowball.newStemmer(LANGUAGE_LEXICONS[l].resources.snowball)]),
);
const stemMemo = new Map<string, string>();

/** Snowball stem of a folded word in one language (memoised; short words stay as they are). */
export const stem = (lang: Lang, word: string): string => {
  if (word.length < 4 || /\d/.test(word)) return word;
  const key = `${lang}|${word}`;
  let s = stemMemo.get(key);
  if (s === undefined) {
    s = stemmers.get(lang)?.stem(word) ?? word;
    if (stemMemo.size > 200_000) stemMemo.clear();
    stemMemo.set(key, s);
  }
  return s;
};

const porterStemmer = snowball.newStemmer('porter');
/** The Porter stem FTS5's `porter` tokenizer gives: the key of the index vocabulary. */
export const porter = (word: string): string => porterStemmer.stem(word);
