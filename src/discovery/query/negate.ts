/**
 * Negation and contrast scope in every language, driven by the cues of each language folder's
 * `negation`: "anything except clubs", "tired of galleries, what else?", "pas de musée", "sin bares",
 * "kein Theater". A `pre` cue reaches forward, a `post` cue ("clubs, no thanks") backward, over at
 * most `maxTokens` content units (a concept counts as one), stopping at punctuation or a scope break;
 * "or"/"ni"/"oder" carry it on, and "and" carries a dislike on ("I hate crowds and noise"). Pure.
 */

import type { Lang } from '../../platform/i18n/lang.js';
import type { CompiledCue, CompiledLexicon } from './concepts.js';
import { LANGUAGE_LEXICONS } from './lexicon/index.js';
import type { CueStrength } from './lexicon/types.js';
import { fold } from './text.js';

const at = (words: readonly string[], i: number, phrase: readonly string[]): boolean =>
  phrase.length > 0 && phrase.every((w, k) => words[i + k] === w);

export interface CueHit {
  cue: CompiledCue;
  start: number;
  end: number;
}

/**
 * Cue occurrences, longest first, never inside `skip` (time, place, price words). A concept form
 * that starts at the cue and covers it entirely ("no alcohol", "sans gluten") wins over the cue.
 */
export const findCues = (
  words: readonly string[],
  lang: Lang,
  lex: CompiledLexicon,
  skip: ReadonlySet<number>,
  coveredByConcept: (start: number, length: number) => boolean,
): CueHit[] => {
  // English cues serve prompts that mix English in; a one-word English cue that is a place
  // preposition of the prompt's own language means that there (Portuguese "no" = "in the"), not "no".
  const prepositions = new Set(LANGUAGE_LEXICONS[lang].place.prepositions.map(fold));
  const own = lex.negation[lang].cues;
  const foreign =
    lang === 'en'
      ? []
      : lex.negation.en.cues.filter((c) => !(c.words.length === 1 && prepositions.has(c.words[0] ?? '')));
  const cues = [...own, ...foreign].sort((a, b) => b.words.length - a.words.length);
  const hits: CueHit[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    if (skip.has(i) || taken.has(i)) continue;
    const cue = cues.find(
      (c) =>
        at(words, i, c.words) &&
        c.words.every((_, k) => !skip.has(i + k)) &&
        !(c.notBeforeNumber && /^[$€£¥]?\d/.test(words[i + c.words.length] ?? '')),
    );
    if (!cue || coveredByConcept(i, cue.words.length)) continue;
    hits.push({ cue, start: i, end: i + cue.words.length });
    for (let k = i; k < i + cue.words.length; k++) taken.add(k);
    i += cue.words.length - 1;
  }
  return hits;
};

export interface Unit {
  start: number;
  end: number;
  /** A concept or a content word (stop words are not units). */
  content: boolean;
  /** A concept, not a leftover word. */
  concept?: boolean;
}

/** Items a list clause may hold to carry an exclusion on ("restaurantes ou cinemas"). */
const MAX_LIST_ITEMS = 3;

/**
 * "nada de bares, restaurantes ni cines": a clause after an exclusion that holds only concepts (at
 * most MAX_LIST_ITEMS) joined by "or"/"ni"/"oder" continues its list ("sin bares, tapas" does not).
 */
const continueList = (
  clauses: readonly number[],
  units: readonly Unit[],
  from: number,
  joined: (clause: number) => boolean,
  mark: (u: Unit) => void,
): void => {
  const items = units.filter((u) => clauses[u.start] === from);
  if (items.length === 0 || items.length > MAX_LIST_ITEMS || items.some((u) => !u.concept)) return;
  if (!joined(from)) return;
  for (const u of items) mark(u);
};

/**
 * The strength of negation for every negated word index. `units` are the prompt's concepts and
 * content words in order; stop words between them neither count nor stop a scope.
 */
export const negationScope = (
  words: readonly string[],
  clauses: readonly number[],
  lang: Lang,
  lex: CompiledLexicon,
  cues: readonly CueHit[],
  units: readonly Unit[],
): Map<number, CueStrength> => {
  const sets = lang === 'en' ? [lex.negation.en] : [lex.negation[lang], lex.negation.en];
  const breaks = sets.flatMap((s) => s.breaks);
  const extenders = sets.flatMap((s) => s.extenders);
  const isBreak = (i: number) => breaks.some((b) => at(words, i, b));
  const isExtender = (i: number) => extenders.some((b) => at(words, i, b));
  const joiners = sets.flatMap((s) => s.dislikeJoiners);
  // "I hate crowds and touristy stuff": a dislike reaches over "and" to every item of its list.
  const carries = (hit: CueHit, i: number) =>
    isExtender(i) || (hit.cue.strength === 'avoid' && joiners.some((b) => at(words, i, b)));
  const negated = new Map<number, CueStrength>();
  const mark = (u: Unit, strength: CueStrength) => {
    for (let k = u.start; k < u.end; k++) if (!negated.has(k)) negated.set(k, strength);
  };
  const cueAt = new Set(cues.flatMap((c) => Array.from({ length: c.end - c.start }, (_, k) => c.start + k)));
  for (const hit of cues) {
    const clause = clauses[hit.start];
    const after = units.filter((u) => u.start >= hit.end && clauses[u.start] === clause);
    // A cue listed both ways (German "nicht") reads forward when content follows in its clause.
    const both = sets.some((s) =>
      s.cues.some((c) => c !== hit.cue && c.words.join(' ') === hit.cue.words.join(' ')),
    );
    const forward = hit.cue.position === 'pre' || (both && after.some((u) => u.content));
    if (forward) {
      let reach = hit.cue.scope === 'term' ? 1 : hit.cue.maxTokens;
      let marked = 0;
      let i = hit.end;
      for (; i < words.length && clauses[i] === clause && reach > 0; i++) {
        if (cueAt.has(i)) break;
        if (carries(hit, i)) {
          reach = Math.max(reach, 1);
          continue;
        }
        // "nothing with museums", "nichts mit Kirchen", "nada con bares": a break word right after
        // the cue is part of what is negated, not the start of another wish.
        if (isBreak(i) && !(i === hit.end && hit.cue.strength === 'exclude')) break;
        const u = units.find((x) => x.start === i);
        if (!u?.content) continue;
        mark(u, hit.cue.strength);
        marked++;
        reach--;
        i = u.end - 1;
        // "no clubs or bars": an extender right after keeps one more item in scope.
        if (reach === 0 && carries(hit, u.end)) reach = 1;
      }
      // The scope ran to the end of its clause over concepts only: a list may go on after the comma.
      const clauseUnits = units.filter((u) => u.start >= hit.end && clauses[u.start] === clause);
      if (
        hit.cue.strength === 'exclude' &&
        marked > 0 &&
        clauseUnits.every((u) => u.concept && negated.has(u.start)) &&
        (clause ?? -1) >= 0
      )
        continueList(
          clauses,
          units,
          (clause ?? 0) + 1,
          (c) => words.some((_, k) => clauses[k] === c && isExtender(k)),
          (u) => mark(u, hit.cue.strength),
        );
    } else {
      let reach = hit.cue.maxTokens;
      for (let i = hit.start - 1; i >= 0 && clauses[i] === clause && reach > 0; i--) {
        if (cueAt.has(i) || isBreak(i)) break;
        const u = units.find((x) => x.end - 1 === i);
        if (!u?.content) continue;
        mark(u, hit.cue.strength);
        reach--;
        i = u.start;
      }
    }
  }
  return negated;
};
