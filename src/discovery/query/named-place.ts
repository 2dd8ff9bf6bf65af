/**
 * Names of places the gazetteer does not know, said after a "near" phrase: "dinner near Carnaby
 * Street", "drinks by Kingsland Road", "cerca de la Plaza de Olavide", "perto da Rua Augusta". A name
 * is a run of words written with a capital (not concepts, not small words), street and landmark kind
 * words ("Street", "Rua", "Plaza"), and small linking words between them ("de", "of"); the search
 * then locates it from the catalogue's own text (src/discovery/search/locate-named-place.ts) instead
 * of looking for its words. Pure.
 */

import { LANDMARK_KINDS } from './lexicon/landmark-kinds.js';
import { LANDMARK_KIND_WORDS, STREET_WORDS } from './lexicon/neutral.js';
import { fold } from './text.js';
import { isDictionaryWord } from './word-lists.js';

/** A name's words [start, end) in the prompt's words, and where its near phrase begins. */
export interface NameRun {
  from: number;
  start: number;
  end: number;
}

/**
 * An unknown named place: its words to look for in the catalogue (no kind words), its kind words
 * ("cathedral", "Brücke"; a name may be only a kind: "the cathedral") and its label as written.
 */
export interface NamedPlace {
  label: string;
  words: string[];
  kinds: string[];
}

/** Each folded landmark kind word → every word of its kind in every language ("duomo" → catedral...). */
const KIND_GROUPS: ReadonlyMap<string, readonly string[]> = new Map(
  LANDMARK_KINDS.flatMap((g) => {
    const forms = [...new Set(g.map(fold))];
    return forms.map((w) => [w, forms] as const);
  }),
);

const KIND: ReadonlySet<string> = new Set(
  [...LANDMARK_KIND_WORDS, ...STREET_WORDS].map(fold).concat([...KIND_GROUPS.keys()]),
);

/** The words of the same kind as a kind word, in every language (itself alone if it has no group). */
export const kindForms = (w: string): readonly string[] => KIND_GROUPS.get(w) ?? [w];

export const isPlaceKindWord = (w: string): boolean => KIND.has(w);

/** A lower-case word that can only be a name: letters, long enough, in no supported language's dictionary. */
const lowerName = (w: string): boolean => w.length >= 5 && /^\p{Ll}+$/u.test(w) && !isDictionaryWord(fold(w));

/** Folded words written with a capital in the prompt (or names however written), each with its first spelling as written. */
export const capitalisedWords = (prompt: string): Map<string, string> => {
  const out = new Map<string, string>();
  for (const m of prompt.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const w = m[0];
    // A word of no language's dictionary is a name however written ("drinks by the guggenheim").
    if (!/^\p{Lu}/u.test(w) && !lowerName(w)) continue;
    const parts = fold(w).split(' ');
    const spelled = w.split(/['’-]/);
    parts.forEach((p, i) => {
      if (p && !out.has(p)) out.set(p, parts.length === spelled.length ? (spelled[i] ?? p) : w);
    });
  }
  return out;
};

export interface RunContext {
  clauses: readonly number[];
  /** Near phrases as word lists ("close to", "pres de"). */
  nearPhrases: readonly string[][];
  /** A small word: an article or a linking word ("the", "la", "de", "dem"). */
  small: (w: string) => boolean;
  /** Could the word be part of a name (written with a capital, no concept, no number)? */
  nameWord: (i: number) => boolean;
}

/** The name runs right after a near phrase (articles in between); each at most six words. */
export const nameRunsAfterNear = (words: readonly string[], ctx: RunContext): NameRun[] => {
  const runs: NameRun[] = [];
  const n = words.length;
  for (let i = 1; i < n; i++) {
    const phrase = ctx.nearPhrases.find(
      (p) => p.length <= i && p.every((w, k) => words[i - p.length + k] === w),
    );
    if (!phrase) continue;
    const clause = ctx.clauses[i - 1];
    let j = i;
    while (j < n && j - i < 3 && ctx.small(words[j] ?? '') && !ctx.nameWord(j)) j++;
    let k = j;
    let named = 0;
    let kinds = 0;
    while (k < n && k - j < 6 && ctx.clauses[k] === clause) {
      const w = words[k] ?? '';
      if (ctx.nameWord(k)) {
        // A kind written with a capital (every German noun: "vom Hauptbahnhof") is still a kind.
        if (!KIND.has(w)) named++;
        else if (KIND_GROUPS.has(w)) kinds++;
        k++;
      } else if (KIND.has(w)) {
        if (KIND_GROUPS.has(w)) kinds++;
        k++;
      } else if (ctx.small(w) && k > j && k + 1 < n && ctx.nameWord(k + 1) && ctx.clauses[k + 1] === clause)
        k++;
      // "near the central station", "by the old bridge": one word before a kind, after an article.
      else if (
        k === j &&
        j > i &&
        /^\p{L}+$/u.test(w) &&
        KIND_GROUPS.has(words[k + 1] ?? '') &&
        ctx.clauses[k + 1] === clause
      ) {
        named++;
        k++;
      } else break;
    }
    // "near the cathedral": a kind alone names a place when an article says which one.
    const kindOnly = named === 0 && kinds > 0 && j > i;
    if (named > 0 || kindOnly) runs.push({ from: i - phrase.length, start: j, end: k });
  }
  return runs;
};

/** The run's words to look for (no kind words, no small words) and its label as written. */
export const namedPlaceOf = (
  words: readonly string[],
  run: NameRun,
  spelled: ReadonlyMap<string, string>,
  small: (w: string) => boolean,
): NamedPlace => {
  const span = words.slice(run.start, run.end);
  const kinds = span.filter((w) => KIND_GROUPS.has(w));
  const nameWords = span.filter((w) => !KIND.has(w) && !small(w));
  return {
    label: span.map((w) => spelled.get(w) ?? w).join(' '),
    // "the cathedral": a name that is only a kind is looked for by its kind.
    words: nameWords.length > 0 ? nameWords : kinds,
    kinds,
  };
};
