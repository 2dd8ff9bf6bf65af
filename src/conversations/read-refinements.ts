/**
 * A turn's conversation words (src/conversations/lexicon/refinements.ts, every language at once: a
 * person may switch mid-thread) found and taken out; what is left is a prompt for search's own
 * parser. Pure.
 */
import { REFINEMENTS, type RefinementLexicon, type ThreadLang } from './lexicon/refinements.js';

/** What the conversation words of a turn asked. */
export interface Refinements {
  reset: boolean;
  cheaper: boolean;
  /** "in French please". */
  language: ThreadLang | null;
  notThat: boolean;
  moreLike: boolean;
  book: boolean;
  vote: boolean;
  /** Ordinals named, in order ("the first three" → [1, 2, 3] is read as count 3 by the vote). */
  ordinals: number[];
  /** A count after an ordinal ("the first three"): the vote's number of options. */
  count: number | null;
  /** The turn's words with the conversation words taken out (rewrites applied). */
  remainder: string;
}

const fold = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’‘`]/g, "'");

/** A word for matching: folded, without the punctuation around it. */
const key = (w: string): string => fold(w).replace(/^[^\p{L}\p{N}$€£¥']+|[^\p{L}\p{N}$€£¥'-]+$/gu, '');

type ListName = 'reset' | 'cheaper' | 'notThat' | 'moreLike' | 'book' | 'vote' | 'filler';

const phrases = (pick: (l: RefinementLexicon) => readonly string[]): string[][] =>
  [...new Set(Object.values(REFINEMENTS).flatMap((l) => pick(l).map(fold)))]
    .map((p) => p.split(/\s+/))
    .sort((a, b) => b.length - a.length);

const LISTS: Record<ListName, string[][]> = {
  reset: phrases((l) => l.reset),
  cheaper: phrases((l) => l.cheaper),
  notThat: phrases((l) => l.notThat),
  moreLike: phrases((l) => l.moreLike),
  book: phrases((l) => l.book),
  vote: phrases((l) => l.vote),
  filler: phrases((l) => l.filler),
};
const REFERENCES = phrases((l) => l.reference);
const NEGATIONS = new Set(Object.values(REFINEMENTS).flatMap((l) => l.negation.map(fold)));
const ARTICLES = new Set(Object.values(REFINEMENTS).flatMap((l) => l.articles.map(fold)));
const ORDINALS = new Map<string, number>(
  Object.values(REFINEMENTS).flatMap((l) =>
    Object.entries(l.ordinals).map(([w, n]) => [fold(w), n] as const),
  ),
);
const LANGUAGE_PHRASES: [string[], ThreadLang][] = Object.values(REFINEMENTS)
  .flatMap((l) =>
    Object.entries(l.languages).map(([p, lang]) => [fold(p).split(/\s+/), lang] as [string[], ThreadLang]),
  )
  .sort((a, b) => b[0].length - a[0].length);
const REWRITES: [string[], string][] = Object.values(REFINEMENTS)
  .flatMap((l) =>
    Object.entries(l.rewrite).map(([p, to]) => [fold(p).split(/\s+/), to] as [string[], string]),
  )
  .sort((a, b) => b[0].length - a[0].length);
/** Number words a count may be written with ("the first three"). */
const COUNT_WORDS: ReadonlyMap<string, number> = new Map([
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['deux', 2],
  ['trois', 3],
  ['quatre', 4],
  ['cinq', 5],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['zwei', 2],
  ['drei', 3],
  ['vier', 4],
  ['funf', 5],
]);

/** Where a phrase starts among the words not taken, or -1. */
const findAt = (
  keys: readonly string[],
  taken: ReadonlySet<number>,
  p: readonly string[],
  from = 0,
): number => {
  for (let i = from; i + p.length <= keys.length; i++)
    if (p.every((w, k) => keys[i + k] === w && !taken.has(i + k))) return i;
  return -1;
};

/** Takes the first phrase of a list found; true if one was. */
const takeAny = (keys: readonly string[], taken: Set<number>, list: readonly string[][]): number => {
  for (const p of list) {
    const at = findAt(keys, taken, p);
    if (at >= 0) {
      for (let k = 0; k < p.length; k++) taken.add(at + k);
      return at;
    }
  }
  return -1;
};

/** Ordinals with their articles ("the second one"), and a count right after one ("first three"). */
const takeOrdinals = (
  keys: readonly string[],
  taken: Set<number>,
): { ordinals: number[]; count: number | null } => {
  const ordinals: number[] = [];
  let count: number | null = null;
  keys.forEach((k, i) => {
    const n = ORDINALS.get(k);
    if (n === undefined || taken.has(i)) return;
    ordinals.push(n);
    taken.add(i);
    for (let j = i - 1; j >= 0 && ARTICLES.has(keys[j] ?? ''); j--) taken.add(j);
    const next = keys[i + 1] ?? '';
    const c = COUNT_WORDS.get(next) ?? (/^[2-5]$/.test(next) ? Number(next) : undefined);
    if (c !== undefined) {
      count = c;
      taken.add(i + 1);
    }
    for (let j = i + 1; j < keys.length && ARTICLES.has(keys[j] ?? ''); j++) taken.add(j);
  });
  return { ordinals, count };
};

/** The conversation words of one turn, and the words left for search's parser. */
export const readRefinements = (text: string): Refinements => {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const keys = words.map(key);
  const taken = new Set<number>();
  const reset = takeAny(keys, taken, LISTS.reset) >= 0;
  let language: ThreadLang | null = null;
  for (const [p, lang] of LANGUAGE_PHRASES) {
    const at = findAt(keys, taken, p);
    if (at < 0) continue;
    for (let k = 0; k < p.length; k++) taken.add(at + k);
    language = lang;
    break;
  }
  const cheaper = takeAny(keys, taken, LISTS.cheaper) >= 0;
  const vote = takeAny(keys, taken, LISTS.vote) >= 0;
  const notThatAt = takeAny(keys, taken, LISTS.notThat);
  // Book and "more like" only with a card named: "book club" and "I'd like jazz" are searches.
  const probe = new Set(taken);
  const bookAt = takeAny(keys, probe, LISTS.book);
  const likeAt = takeAny(keys, probe, LISTS.moreLike);
  const { ordinals, count } = takeOrdinals(keys, taken);
  // "that one", "esta", "dieses" point at a card only beside book or "more like" ("esta noche" is a time).
  const refAt = bookAt >= 0 || likeAt >= 0 ? takeAny(keys, taken, REFERENCES) : -1;
  const pointed = ordinals.length > 0 || refAt >= 0;
  let notThat = notThatAt >= 0;
  // "not the second": a negation word just before a taken ordinal.
  keys.forEach((k, i) => {
    if (NEGATIONS.has(k) && !taken.has(i) && pointed && taken.has(i + 1)) {
      notThat = true;
      taken.add(i);
    }
  });
  const book = pointed && bookAt >= 0 && !notThat;
  const moreLike = pointed && likeAt >= 0 && !book && !notThat;
  if (book) takeAny(keys, taken, LISTS.book);
  if (moreLike) takeAny(keys, taken, LISTS.moreLike);
  while (takeAny(keys, taken, LISTS.filler) >= 0);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (taken.has(i)) continue;
    const rw = REWRITES.find(([p]) => findAt(keys, taken, p, i) === i);
    if (rw) {
      out.push(rw[1]);
      i += rw[0].length - 1;
    } else out.push(words[i] ?? '');
  }
  return {
    reset,
    cheaper,
    language,
    notThat,
    moreLike,
    book,
    vote,
    ordinals,
    count,
    remainder: out.join(' '),
  };
};
