/**
 * The kept request written back as one prompt for search, in the language its words are in, with
 * the lexicon's phrases for price, place and party (phrases search's parser reads). Pure.
 */
import { REFINEMENTS } from './lexicon/refinements.js';
import type { KeptRequest } from './types.js';

const put = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export const composePrompt = (r: KeptRequest): string => {
  const w = REFINEMENTS[r.lang].render;
  const parts: string[] = [];
  if (r.what) parts.push(r.what.words);
  for (const q of Object.values(r.qualities)) parts.push(q.words);
  if (r.time) parts.push(r.time.words);
  if (r.price?.free) parts.push(w.free);
  else if (r.price?.maxMajor != null)
    parts.push(put(w.under, { amount: `${r.price.symbol ?? ''}${r.price.maxMajor}` }));
  else if (r.price?.cheap) parts.push(w.cheap);
  if (r.place) parts.push(put(r.place.near ? w.near : w.in, { place: r.place.label }));
  if (r.party !== null) parts.push(put(w.party, { n: r.party }));
  if (r.without) parts.push(put(w.without, { words: r.without }));
  return parts.filter((p) => p.trim() !== '').join(' ');
};
