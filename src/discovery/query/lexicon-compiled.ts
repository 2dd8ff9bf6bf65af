/** The lexicon data (src/discovery/query/lexicon) compiled once for the pipeline. */

import { LANGUAGES, type Lang } from '../../platform/i18n/lang.js';
import { compileLexicon } from './concepts.js';
import { CHAT_WORDS, CONCEPTS, NEGATION_CUES, TIME_PHRASES, WEAK_MOOD_WORDS } from './lexicon/index.js';
import { SCOPE_BREAKS, SCOPE_EXTENDERS } from './lexicon/negation.js';

const filler = {} as Record<Lang, string[]>;
for (const l of LANGUAGES) filler[l] = [...(CHAT_WORDS[l] ?? []), ...(WEAK_MOOD_WORDS[l] ?? [])];

export const LEXICON = compileLexicon({
  concepts: CONCEPTS,
  negation: NEGATION_CUES,
  scopeBreaks: SCOPE_BREAKS,
  scopeExtenders: SCOPE_EXTENDERS,
  timePhrases: TIME_PHRASES,
  filler,
});
