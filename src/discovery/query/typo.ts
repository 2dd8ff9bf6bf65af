/**
 * Typo correction with a dictionary: only a token that is a word of no supported language is
 * corrected, and only into the concept lexicon or the catalogue's own vocabulary (edit distance 1 for
 * short tokens, 2 from 7 letters). Place names are targets only where a place is expected. Pure.
 */
import type { CompiledLexicon } from './concepts.js';
import { editDistance } from './text.js';

export interface Correction {
  from: string;
  to: string;
  /** A concept form (re-read as a concept), a catalogue word (a search term) or a place. */
  into: 'concept' | 'catalogue' | 'place';
}

export interface TypoContext {
  lex: CompiledLexicon;
  /** Catalogue words with document counts (categories, tags, index terms). */
  vocabulary: readonly { term: string; doc: number }[];
  placeKeys: Iterable<string>;
  /** Is this a word of any supported language (word lists, stop words)? */
  isWord: (w: string) => boolean;
  /** Does the catalogue's own index hold this word (then it is no typo, whatever the dictionaries say)? */
  inCatalogue?: (w: string) => boolean;
}

const capFor = (len: number): number => (len >= 7 ? 2 : 1);

type Vocabulary = readonly { term: string; doc: number }[];
const buckets = new WeakMap<Vocabulary, Map<string, { term: string; doc: number }[]>>();
/** The vocabulary by first letter (a fix keeps the first letter): 1/26 of the words to compare. */
const byInitial = (vocabulary: Vocabulary): Map<string, { term: string; doc: number }[]> => {
  let m = buckets.get(vocabulary);
  if (!m) {
    m = new Map();
    for (const v of vocabulary) {
      if (/^z[ch]/.test(v.term) || v.doc < 2) continue;
      const k = v.term[0] ?? '';
      const list = m.get(k);
      if (list) list.push(v);
      else m.set(k, [v]);
    }
    buckets.set(vocabulary, m);
  }
  return m;
};

export const correctTypo = (token: string, ctx: TypoContext, placeExpected: boolean): Correction | null => {
  if (token.length < 4 || /\d/.test(token) || ctx.isWord(token) || ctx.inCatalogue?.(token)) return null;
  // A word of some concept form ("alkohol" in "ohne Alkohol") is a lexicon word, not a typo.
  if (ctx.lex.formWords.has(token)) return null;
  const cap = capFor(token.length);
  let best: { to: string; d: number; rank: number; into: Correction['into'] } | null = null;
  const consider = (to: string, into: Correction['into'], rank: number): void => {
    if (to.length < 3 || Math.abs(to.length - token.length) > cap) return;
    // The first letter is rarely wrong; requiring it keeps "cheer" far from "chees"-like accidents.
    if (to[0] !== token[0]) return;
    const d = editDistance(token, to, cap);
    if (d > cap) return;
    if (!best || d < best.d || (d === best.d && rank > best.rank)) best = { to, d, rank, into };
  };
  for (const w of ctx.lex.formWords.keys()) consider(w, 'concept', 1e9);
  // Catalogue words (index terms) only for longer tokens: four-letter fixes into them are guesses ("heli" → "helm").
  if (token.length >= 5)
    for (const v of byInitial(ctx.vocabulary).get(token[0] ?? '') ?? []) consider(v.term, 'catalogue', v.doc);
  if (placeExpected) for (const k of ctx.placeKeys) if (!k.includes(' ')) consider(k, 'place', 2e9);
  const found = best as { to: string; into: Correction['into'] } | null;
  return found ? { from: token, to: found.to, into: found.into } : null;
};
