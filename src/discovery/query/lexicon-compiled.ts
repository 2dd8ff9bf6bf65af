/**
 * The lexicon data (src/discovery/query/lexicon) compiled once for the pipeline: on the first read
 * of any of LEXICON's fields, not at import (compiling stems every form, which loads the Snowball
 * stemmers), so processes that never search do not pay for it.
 */

import { LANGUAGES } from '../../platform/i18n/lang.js';
import { type CompiledLexicon, compileLexicon } from './concepts.js';
import {
  CONCEPTS,
  DISLIKE_JOINERS,
  FILLER,
  LANGUAGE_LEXICONS,
  NEGATION_CUES,
  SCOPE_BREAKS,
  SCOPE_EXTENDERS,
  TIME_PHRASES,
} from './lexicon/index.js';

let compiled: CompiledLexicon | null = null;
const compiledLexicon = (): CompiledLexicon => {
  compiled ??= compileLexicon({
    concepts: CONCEPTS,
    negation: NEGATION_CUES,
    scopeBreaks: SCOPE_BREAKS,
    scopeExtenders: SCOPE_EXTENDERS,
    dislikeJoiners: DISLIKE_JOINERS,
    timePhrases: TIME_PHRASES,
    filler: FILLER,
    compounds: Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_LEXICONS[l].compounds?.linking])),
    gerunds: Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_LEXICONS[l].gerunds])),
  });
  return compiled;
};

/** Every field of CompiledLexicon (the compiler checks the list is complete). */
const FIELDS: Record<keyof CompiledLexicon, true> = {
  concepts: true,
  exact: true,
  stemmed: true,
  emoji: true,
  maxWords: true,
  formWords: true,
  negation: true,
  time: true,
  timeWords: true,
  surface: true,
  filler: true,
  fillerMaxWords: true,
  label: true,
  compounds: true,
  gerunds: true,
};

/** The compiled lexicon; each field reads through to the one compiled on first use. */
export const LEXICON = {} as CompiledLexicon;
for (const key of Object.keys(FIELDS) as (keyof CompiledLexicon)[]) {
  Object.defineProperty(LEXICON, key, { enumerable: true, get: () => compiledLexicon()[key] });
}
