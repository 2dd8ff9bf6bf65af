/** The lexicon data (src/discovery/query/lexicon) compiled once for the pipeline. */

import { LANGUAGES } from '../../platform/i18n/lang.js';
import { compileLexicon } from './concepts.js';
import {
  CONCEPTS,
  FILLER,
  LANGUAGE_LEXICONS,
  NEGATION_CUES,
  SCOPE_BREAKS,
  SCOPE_EXTENDERS,
  TIME_PHRASES,
} from './lexicon/index.js';

export const LEXICON = compileLexicon({
  concepts: CONCEPTS,
  negation: NEGATION_CUES,
  scopeBreaks: SCOPE_BREAKS,
  scopeExtenders: SCOPE_EXTENDERS,
  timePhrases: TIME_PHRASES,
  filler: FILLER,
  compounds: Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_LEXICONS[l].compounds?.linking])),
});
