/**
 * A turn's reading merged into the request a thread keeps: a constraint of the same kind replaces
 * the kept one (a new time the time, a new mood the mood), "cheaper" lowers the price cap, "start
 * over" clears everything first. Pure.
 */
import type { PromptReading, ReadConcept } from '../discovery/index.js';
import type { ThreadLang } from './lexicon/refinements.js';
import type { Refinements } from './read-refinements.js';
import { emptyRequest, type KeptRequest, type KeptWords } from './types.js';

/** Concept kinds that say what is looked for; every other kind is a quality kept per kind. */
const WHAT_KINDS: ReadonlySet<string> = new Set(['category', 'situation', 'audience', 'entity']);
/** "cheaper" with a cap: the new cap is this share of the old one. */
const CHEAPER_SHARE = 0.75;

const THREAD_LANGS: readonly ThreadLang[] = ['en', 'fr', 'es', 'de'];
export const asThreadLang = (lang: string): ThreadLang | null =>
  (THREAD_LANGS as readonly string[]).includes(lang) ? (lang as ThreadLang) : null;

const wordsOf = (concepts: readonly ReadConcept[], terms: readonly string[] = []): KeptWords => ({
  words: [...terms, ...concepts.map((c) => c.text)].join(' '),
  concepts: concepts.map((c) => c.id),
});

/** The currency sign the person wrote next to an amount ("$40", "40 €"), if any. */
const signIn = (text: string): string | null =>
  /([$€£¥])\s?\d|\d\s?([$€£¥])/.exec(text)?.slice(1).find(Boolean) ?? null;

const mergePrice = (
  kept: KeptRequest,
  r: PromptReading,
  ref: Refinements,
  text: string,
  changed: string[],
) => {
  const p = r.price;
  if (p.free || p.maxMajor !== null || p.cheap) {
    changed.push('price');
    return {
      maxMajor: p.maxMajor,
      free: p.free,
      cheap: p.cheap && p.maxMajor === null,
      symbol: signIn(text),
    };
  }
  if (!ref.cheaper) return kept.price;
  changed.push('cheaper');
  const cap = kept.price?.maxMajor ?? null;
  if (cap !== null)
    return {
      ...(kept.price ?? { free: false, cheap: false, symbol: null }),
      maxMajor: Math.max(1, Math.floor(cap * CHEAPER_SHARE)),
    };
  return { maxMajor: null, free: false, cheap: true, symbol: null };
};

const mergeQualities = (kept: KeptRequest, others: readonly ReadConcept[], changed: string[]) => {
  const qualities = { ...kept.qualities };
  const byKind = new Map<string, ReadConcept[]>();
  for (const c of others) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c]);
  for (const [kind, cs] of byKind) {
    qualities[kind] = wordsOf(cs);
    changed.push(kind);
  }
  return qualities;
};

/** The kept request after one turn, and the names of what changed. */
export const mergeRequest = (
  before: KeptRequest,
  r: PromptReading,
  ref: Refinements,
  text: string,
): { request: KeptRequest; changed: string[] } => {
  const changed: string[] = [];
  const kept = ref.reset ? emptyRequest(before.lang) : before;
  if (ref.reset) changed.push('reset');
  const things = r.concepts.filter((c) => WHAT_KINDS.has(c.kind) && c.kind !== 'entity');
  const others = r.concepts.filter((c) => !WHAT_KINDS.has(c.kind));
  const what = things.length > 0 || r.terms.length > 0 ? wordsOf(things, r.terms) : kept.what;
  if (what !== kept.what) changed.push('what');
  const without =
    r.excluded.length > 0 || r.excludedTerms.length > 0
      ? [...r.excludedTerms, ...r.excluded.map((c) => c.text)].join(' ')
      : kept.without;
  if (without !== kept.without) changed.push('without');
  if (r.time) changed.push('time');
  if (r.place) changed.push('place');
  if (r.partySize !== null) changed.push('party');
  const hasWords = what !== kept.what || others.length > 0 || r.time !== null || r.place !== null;
  const lang = hasWords ? (asThreadLang(r.lang) ?? kept.lang) : kept.lang;
  return {
    request: {
      what,
      qualities: mergeQualities(kept, others, changed),
      without,
      time: r.time ? { words: r.time.label } : kept.time,
      price: mergePrice(kept, r, ref, text, changed),
      place: r.place ? { label: r.place.label, near: r.place.near } : kept.place,
      party: r.partySize ?? kept.party,
      lang,
    },
    changed,
  };
};
