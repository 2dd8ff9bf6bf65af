/**
 * The one line under an answer saying how Jaunt read the request ("drinks · quieter · Friday evening
 * · under $40 each · near Union Square · for 6"), made only from search's own reading of the prompt
 * it answered, plus the cards turned down: a label is a promise.
 */
import type { PromptReading, ThreadState } from '../../conversations/index.js';
import { fill } from '../i18n.js';
import { assistantWordsFor } from './assistant-messages.js';

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const requestSummary = (
  r: PromptReading,
  thread: Pick<ThreadState, 'request' | 'skipped'>,
  lang: string,
): string => {
  const w = assistantWordsFor(lang);
  const parts: string[] = [];
  // A word search read both as a concept and as a term is said once.
  const seen = new Set<string>();
  const things = [...r.concepts.map((c) => c.text), ...r.terms].filter((t) => {
    const k = t.toLowerCase();
    return !seen.has(k) && seen.add(k) !== undefined;
  });
  if (things.length > 0) parts.push(things.join(', '));
  if (r.excluded.length > 0 || r.excludedTerms.length > 0)
    parts.push(fill(w.without, { words: [...r.excluded.map((c) => c.text), ...r.excludedTerms].join(', ') }));
  if (r.time) parts.push(capital(r.time.label));
  if (r.price.free) parts.push(w.free);
  else if (r.price.maxMajor !== null) {
    // The sign only when the person wrote one: the cap is in each activity's own currency.
    const symbol =
      thread.request.price?.maxMajor === r.price.maxMajor ? (thread.request.price.symbol ?? '') : '';
    parts.push(fill(w.under, { amount: `${symbol}${r.price.maxMajor}` }));
  } else if (r.price.cheap) parts.push(w.cheap);
  if (r.place) parts.push(fill(r.place.near ? w.near : w.in, { place: r.place.label }));
  if (r.partySize !== null) parts.push(fill(w.party, { n: r.partySize }));
  if (thread.skipped.length > 0)
    parts.push(fill(w.notThese, { names: thread.skipped.map((c) => c.name).join(', ') }));
  return parts.join(' · ');
};
