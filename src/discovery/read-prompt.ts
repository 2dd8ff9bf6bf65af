/**
 * How search reads a prompt, as a plain structured request for other features (the assistant's
 * conversations refine it turn by turn): the same understand stage search runs (the query pipeline,
 * then the place resolved against the snapshot's gazetteer), its answer reduced to declared fields.
 * Calls the pipeline; never reimplements it.
 */
import type { Clock } from '../platform/time.js';
import { LEXICON } from './query/lexicon-compiled.js';
import { understand } from './search/understand.js';
import type { DiscoveryIndex } from './snapshot/discovery-index.js';

/** One concept the prompt named: its id and kind in the lexicon, and the words as written (folded). */
export interface ReadConcept {
  id: string;
  kind: string;
  text: string;
}

/** What search understood of a prompt. */
export interface PromptReading {
  /** The prompt's language as detected (en, fr, es, de, ...). */
  lang: string;
  /** The time asked for, in the user's own words ("friday evening"), or null. */
  time: { label: string } | null;
  /** The place search will use (the prompt's, else the location hint's), or null. */
  place: { label: string; near: boolean; kind: string } | null;
  price: { free: boolean; maxMajor: number | null; cheap: boolean };
  partySize: number | null;
  entityType: string | null;
  openNow: boolean;
  concepts: ReadConcept[];
  /** Negated concepts ("no clubs"). */
  excluded: ReadConcept[];
  terms: string[];
  excludedTerms: string[];
}

export type PromptReader = (
  prompt: string,
  opts: { language: string; location: string | null },
) => Promise<PromptReading>;

const kindOf = (id: string): string => LEXICON.concepts.get(id)?.kind ?? id.split('.')[0] ?? 'category';

export const createPromptReader =
  (index: DiscoveryIndex, clock: Clock): PromptReader =>
  async (prompt, opts) => {
    const snap = await index.current();
    const u = understand({
      snap,
      query: { prompt, location: opts.location, language: opts.language },
      now: clock().getTime(),
      userHome: null,
      userCity: null,
    });
    const p = u.parsed;
    return {
      lang: p.lang,
      time: p.time ? { label: p.time.label } : null,
      place: u.place ? { label: u.place.label, near: u.near, kind: u.place.kind } : null,
      price: { free: p.price.free, maxMajor: p.price.maxMajor, cheap: p.price.cheap },
      partySize: p.partySize,
      entityType: p.entityType,
      openNow: p.openNow,
      concepts: p.concepts.map((h) => ({ id: h.id, kind: kindOf(h.id), text: h.text })),
      excluded: p.excluded.map((h) => ({ id: h.id, kind: kindOf(h.id), text: h.text })),
      terms: [...p.terms],
      excludedTerms: [...p.excludedTerms],
    };
  };
