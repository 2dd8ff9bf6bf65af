/**
 * Search stage 3, filter: the candidates that answer the prompt within its hard constraints. Current
 * activities inside the resolved place, not ruled out, within the price, entity type and time asked
 * for, and relevant enough (no filler). When nothing fits, the constraints are relaxed one at a time
 * (price, type, time), and modifiers alone that nothing in scope carries are dropped; the answer
 * says so. Pure CPU.
 */

import { fromMinor, openState } from '../../catalogue/index.js';
import { insidePlace } from '../query/gazetteer.js';
import type { Concept } from '../query/lexicon/types.js';
import { carries, facetKeys } from '../query/relevance.js';
import { asksOpenEarly } from '../query/when.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import { type DiscoveryDoc, isCurrent, isFreeEntry, startInWindow } from '../snapshot/ranking-docs.js';
import type { Retrieval } from './retrieve.js';
import type { Understanding } from './understand.js';

/** Candidates per concept from the facet index (best-known first). */
const CONCEPT_CANDIDATES = 300;
/** Activities looked at per list at most (a rare constraint over a dense list stays cheap). */
const MAX_SCAN = 8_000;
/** Candidates for prompts with constraints but nothing to look for. */
const CONSTRAINT_POOL = 500;
/** Relevance below this is not an answer (no filler). */
const MIN_RELEVANCE = 0.05;
/** Concept kinds that qualify what is wanted rather than name it. */
const MODIFIER_KINDS = new Set([
  'dietary',
  'mood',
  'audience',
  'situation',
  'weather',
  'setting',
  'time-of-day',
  'price',
]);

/** Concept kinds that say what a thing is like, not what or whom it is for: they only rank a kind named. */
const QUALITY_KINDS = new Set(['mood', 'setting', 'weather']);

/** How much further "near X" reaches when little is within its walk. */
const NEAR_WIDEN = 3;
/** Fewer answers than this within a walk of X: the nearest further out are added after them. */
const NEAR_TOP_UP = 10;

/** A hard constraint the filter may relax, in this order, when nothing fits. */
export type Constraint = 'price' | 'type' | 'time';

export interface FilterInput {
  snap: Pick<Snapshot, 'docs' | 'facets' | 'byQuality'>;
  understanding: Understanding;
  retrieval: Retrieval;
  now: number;
}

export interface Filtered {
  /** The candidates kept, in gathering order. */
  kept: DiscoveryDoc[];
  /** Constraints dropped to find anything. */
  relaxed: ReadonlySet<Constraint>;
  /** Modifier concepts dropped to find anything. */
  conceptsRelaxed: boolean;
  /** Anything in the prompt was understood (concepts, words, exclusions or constraints). */
  understood: boolean;
  /** Mostly words the catalogue does not know (gibberish, "quidditch"): say so, list nothing. */
  onlyUnknownWords: boolean;
}

/** Does the activity meet the hard constraints not relaxed? */
const fitsConstraints = (
  u: Understanding,
  now: number,
): ((d: DiscoveryDoc, relaxed: ReadonlySet<Constraint>) => boolean) => {
  const { parsed, windowFor } = u;
  const time = parsed.time;
  const explicitType = parsed.entityType;
  const openEarly = time !== null && asksOpenEarly(time);
  return (d, relaxed) => {
    if (!relaxed.has('price')) {
      if (parsed.price.free && !isFreeEntry(d)) return false;
      if (parsed.price.maxMajor !== null && !isFreeEntry(d)) {
        // Walk-in places without a ticket price (a restaurant, a bar) are not ruled out by a cap.
        if (d.isFree && d.minPriceMinor === null) return true;
        if (d.minPriceMinor === null || !d.currency) return false;
        if (fromMinor(d.minPriceMinor, d.currency) > parsed.price.maxMajor) return false;
      }
    }
    if (!relaxed.has('type') && explicitType && d.entityType !== explicitType) return false;
    if (!relaxed.has('time')) {
      const w = windowFor?.(d.timezone) ?? null;
      if (time && !w) return false;
      if (w) {
        if (d.entityType === 'event' && startInWindow(d, w.start, w.end) === null) return false;
        if (d.entityType === 'place') {
          const open = u.openDuring(d);
          // A place with slots of its own (an escape room) answers with a slot then or its hours.
          if (open === false && startInWindow(d, w.start, w.end) === null) return false;
          // "Before sunrise", "open early": only places whose hours say they are open then.
          if (open === null && openEarly && startInWindow(d, w.start, w.end) === null) return false;
        }
      }
      if (
        parsed.openNow &&
        d.entityType === 'place' &&
        openState(d.openingHours, now, d.timezone) === 'closed'
      )
        return false;
    }
    return true;
  };
};

/**
 * The kinds of thing the request names (its category concepts, those of a long message's request
 * only); empty when it names none (a mood or a need alone looks everywhere).
 */
const requestedKinds = (u: Understanding): Understanding['concepts'] => {
  const weight = new Map<string, number>();
  for (const h of u.parsed.concepts) weight.set(h.id, Math.max(weight.get(h.id) ?? 0, h.salience ?? 1));
  const top = Math.max(0, ...u.concepts.map((c) => weight.get(c.id) ?? 1));
  return u.concepts.filter((c) => c.kind === 'category' && (weight.get(c.id) ?? 1) >= top);
};

/** Gathers candidates under the constraints not relaxed (and, if asked, without the concepts). */
const gatherer = (
  input: FilterInput,
  reach: { widen: number },
): ((relaxed: ReadonlySet<Constraint>, withoutConcepts?: boolean) => DiscoveryDoc[]) => {
  const { snap, understanding: u, retrieval: r, now } = input;
  const { place, near, concepts, ruledOut } = u;
  const fits = fitsConstraints(u, now);
  const within = (d: DiscoveryDoc): boolean => !place || insidePlace(place, d, near, reach.widen);
  // A kind asked for outright wins over a broader one ruled out: "a beer hall, and later something
  // that isn't just another bar" keeps the beer halls (which are bars too) and rules out the rest.
  // Narrower is fewer activities in the catalogue: "nightlife, no karaoke" still rules karaoke out.
  const breadth = (c: Concept): number =>
    facetKeys(c).reduce((n, k) => n + (snap.facets.get(k)?.length ?? 0), 0);
  const asked = requestedKinds(u);
  const wanted = asked.filter((c) => !ruledOut.includes(c));
  // Worked out once per search, not per candidate: each ruled-out kind with the narrower kinds asked.
  const rules = ruledOut.map((x) => ({ x, spare: wanted.filter((c) => breadth(c) < breadth(x)) }));
  const excluded = (d: DiscoveryDoc): boolean =>
    rules.some(({ x, spare }) => carries(x, d) && !spare.some((c) => carries(c, d)));
  // A kind asked for ("live music") bounds the answer: a quality said with it ("quieter", "cosy",
  // "sunny") ranks within it and never brings other kinds in as alternatives.
  const kindNamed = asked.length > 0;
  // Words next to a place or time without any concept rank within those constraints ("que faire à
  // Montmartre"); alone ("Frida Kahlo") they must match.
  const softText = concepts.length === 0 && r.groups.length > 0 && u.constrained;
  // A city or an area in the prompt: walk only that city's lists.
  const scope = place && place.kind !== 'point' && place.city && !near ? `${place.city}|` : '';
  return (relaxed, withoutConcepts = false) => {
    const seen = new Set<number>();
    const pool: DiscoveryDoc[] = [];
    const take = (d: DiscoveryDoc): boolean => {
      if (seen.has(d.pk)) return false;
      seen.add(d.pk);
      if (!isCurrent(d, now) || !within(d) || excluded(d) || !fits(d, relaxed)) return false;
      pool.push(d);
      return true;
    };
    if (r.lookingFor && !withoutConcepts) {
      for (const c of concepts) {
        if (kindNamed && QUALITY_KINDS.has(c.kind)) continue;
        let taken = 0;
        let scanned = 0;
        for (const key of facetKeys(c)) {
          for (const d of snap.facets.get(scope + key) ?? []) {
            if (take(d)) taken++;
            if (taken >= CONCEPT_CANDIDATES || ++scanned >= MAX_SCAN) break;
          }
          if (taken >= CONCEPT_CANDIDATES || scanned >= MAX_SCAN) break;
        }
        for (const pk of r.evidence.get(c.id) ?? []) {
          const d = snap.docs.get(pk);
          if (d) take(d);
        }
      }
      // Next to concepts, leftover words only re-rank what the concepts found: the intent leads.
      if (concepts.length === 0)
        for (const pk of r.text.keys()) {
          const d = snap.docs.get(pk);
          if (d) take(d);
        }
      if (!softText) return pool.filter((d) => r.relevance(d) >= MIN_RELEVANCE);
    }
    // Nothing to look for but constraints (or exclusions): best-known first, capped.
    let scanned = 0;
    for (const d of scope ? (snap.facets.get(scope) ?? []) : snap.byQuality) {
      take(d);
      if (pool.length >= CONSTRAINT_POOL || ++scanned >= MAX_SCAN) break;
    }
    return pool;
  };
};

/** The filter stage: candidates within the constraints, relaxing them one at a time when none fit. */
export const filter = (input: FilterInput): Filtered => {
  const { understanding: u, retrieval: r } = input;
  const { parsed, concepts } = u;
  const time = parsed.time;
  const explicitType = parsed.entityType;
  const reach = { widen: 1 };
  const gather = gatherer(input, reach);
  const understood =
    r.lookingFor ||
    u.excludedConcepts.length > 0 ||
    parsed.excludedTerms.length > 0 ||
    u.place !== null ||
    time !== null ||
    parsed.price.free ||
    parsed.price.maxMajor !== null ||
    parsed.price.cheap ||
    explicitType !== null ||
    parsed.openNow;
  // A kind of thing the catalogue does not hold ("whale watching tour", "clases de surf"): the tours
  // and classes it does hold are not what was asked.
  const unknownKind = r.ignored.some((t) => parsed.qualifiers.includes(t));
  // Unknown words next to what was clearly asked (a price, a time, an exclusion, an anchor, near a
  // landmark: "on a shoestring, under a fiver", "no bars, something active") are incidental.
  const asked =
    time !== null ||
    parsed.price.free ||
    parsed.price.maxMajor !== null ||
    parsed.price.cheap ||
    parsed.openNow ||
    parsed.anchor !== null ||
    u.excludedConcepts.length > 0 ||
    // "what is there to see near St Peter's": a walk around a named point is a request of its own.
    (u.near && u.place !== null && u.place.kind !== 'city' && u.place.kind !== 'area') ||
    // "any good pisco spots in Soho?": an area named with words the catalogue does not hold still
    // answers with that area, and the message says which words were left out.
    (u.place !== null && u.place.kind === 'area');
  // A rare word found ("Kölsch schlürfen", "Blasmusik hören") names what the catalogue holds: the
  // unknown word beside it is left out and said, never the whole answer. Mostly unknown words
  // ("lorem ipsum dolor sit amet") stay gibberish, whatever one of them happens to match.
  const unknownMost = r.rareMatch ? r.ignored.length > r.groups.length : r.ignored.length >= r.groups.length;
  const onlyUnknownWords =
    unknownKind || (concepts.length === 0 && !asked && r.ignored.length > 0 && unknownMost);

  const ladder: Constraint[] = ['price', 'type', 'time'];
  const relaxed = new Set<Constraint>();
  let kept = understood && !onlyUnknownWords ? gather(relaxed) : [];
  // "Near the Louvre" with little within a walk: the nearest further out too, after them by distance.
  if (
    kept.length < NEAR_TOP_UP &&
    understood &&
    !onlyUnknownWords &&
    u.place &&
    u.place.kind !== 'city' &&
    u.near
  ) {
    reach.widen = NEAR_WIDEN;
    const inWalk = new Set(kept.map((d) => d.pk));
    kept = [...kept, ...gather(relaxed).filter((d) => !inWalk.has(d.pk))];
  }
  for (const c of ladder) {
    if (kept.length > 0 || !understood || onlyUnknownWords) break;
    const active =
      (c === 'type' && explicitType !== null) ||
      (c === 'price' && (parsed.price.free || parsed.price.maxMajor !== null)) ||
      (c === 'time' && (time !== null || parsed.openNow));
    if (!active) continue;
    relaxed.add(c);
    kept = gather(relaxed);
  }
  // Modifiers alone ("ohne Alkohol", "with grandparents", "cosy") that nothing in scope carries do not
  // empty the answer when a place or time frames it: drop them, say so, rank the rest. A missing
  // category ("heli-skiing in Lisbon") still answers nothing.
  let conceptsRelaxed = false;
  if (
    kept.length === 0 &&
    understood &&
    !onlyUnknownWords &&
    u.constrained &&
    concepts.length > 0 &&
    r.groups.length === 0 &&
    concepts.every((c) => MODIFIER_KINDS.has(c.kind))
  ) {
    kept = gather(relaxed, true);
    conceptsRelaxed = kept.length > 0;
  }
  // "Clases de surf" where no surfing is held: the other classes are not what was asked.
  const specific = u.concepts.filter((c) => parsed.qualifyingConcepts.includes(c.id));
  if (specific.some((c) => !kept.some((d) => carries(c, d)))) kept = [];
  // "surf lessons", "ski resort", "partido de hockey": the specific head is held nowhere in the
  // catalogue and only a generic modifier beside it (a generic kind or a word) matches: those
  // lessons, resorts and matches are not what was asked.
  const absent = new Set(r.absentHeads);
  const kinds = concepts.filter((c) => c.kind === 'category');
  if (absent.size > 0 && kinds.every((c) => c.generic || absent.has(c.id))) kept = [];
  return { kept, relaxed, conceptsRelaxed, understood, onlyUnknownWords };
};
