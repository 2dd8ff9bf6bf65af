/**
 * The real query parser as the search stage calls it, for tests of what a prompt means: the compiled
 * lexicon, a gazetteer (an empty one unless given), no catalogue vocabulary, and the search stage's
 * dictionary check.
 */
import { buildGazetteer, type Gazetteer } from '../../src/discovery/query/gazetteer.js';
import { LEXICON } from '../../src/discovery/query/lexicon-compiled.js';
import { type ParsedQuery, parseQuery } from '../../src/discovery/query/parse.js';
import { isWord } from '../../src/discovery/search/understand.js';
import type { Lang } from '../../src/platform/i18n/lang.js';

export interface ParsePromptOptions {
  /** The instant "tonight" and "this weekend" are read against (ms since the epoch). */
  now: number;
  gazetteer?: Gazetteer;
  /** Accept-Language languages, best first. */
  accepted?: readonly Lang[];
}

const EMPTY = buildGazetteer([]);

export const parsePrompt = (
  prompt: string,
  { now, gazetteer = EMPTY, accepted = [] }: ParsePromptOptions,
): ParsedQuery =>
  parseQuery(prompt, LEXICON, {
    now,
    gazetteer,
    accepted,
    lex: LEXICON,
    vocabulary: [],
    placeKeys: gazetteer.entries.keys(),
    isWord,
  });
