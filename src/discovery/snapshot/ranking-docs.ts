/**
 * What discovery knows about each activity: a compact, ranking-only view of the catalogue held in
 * memory (100k docs ≈ tens of MB), plus the density-based radius and opening-hours state.
 * Pure: no I/O.
 */
import type { EntityType } from '../../catalogue/index.js';
import { distanceKm, type LatLng, RES7_EDGE_KM, ringsAround } from '../../platform/geo.js';
import { SnapshotDoc } from './doc-columns.js';

/**
 * The snapshot holds these as SnapshotDoc views of columns (src/discovery/snapshot/doc-columns.ts); the fields are
 * what ranking, shelves, search and `why` read, nothing else (the rest is read per result).
 */
export interface DiscoveryDoc {
  pk: number;
  entityType: EntityType;
  name: string;
  city: string;
  location: LatLng;
  h3r7: string;
  timezone: string;
  rating: number | null;
  ratingCount: number | null;
  popularity: number | null;
  isBookable: boolean;
  /** No ticket price at all (walk-in) or some ticket free. */
  isFree: boolean;
  /** Cheapest ticket total (price + fee) in minor units of `currency`; null without tickets. */
  minPriceMinor: number | null;
  currency: string | null;
  categories: readonly string[];
  tags: readonly string[];
  dietary: readonly string[];
  venue: string | null;
  semanticLocation: string | null;
  openingHours: string | null;
  /** Session start instants (epoch ms), ascending. */
  sessionStarts: ArrayLike<number>;
}

const PAY_AS_YOU_GO = ['restaurant', 'bar', 'cafe', 'pub', 'food', 'shopping', 'coffee', 'spa'];

/**
 * Free to attend: free tickets, a `free` tag, or walk-in without a price that is not somewhere you pay
 * as you go (a restaurant without a ticket price is not "free").
 */
export const isFreeEntry = (doc: DiscoveryDoc): boolean =>
  doc.tags.includes('free') ||
  (doc.isFree && (doc.minPriceMinor !== null || !doc.categories.some((c) => PAY_AS_YOU_GO.includes(c))));

/** The first session start at or after `from` (events); null when none is upcoming. */
export const nextStart = (doc: DiscoveryDoc, from: number): number | null => {
  if (doc instanceof SnapshotDoc) return doc.nextStart(from);
  const s = doc.sessionStarts;
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((s[mid] ?? 0) < from) lo = mid + 1;
    else hi = mid;
  }
  return s[lo] ?? null;
};

/** First session start inside [start, end), if any. */
export const startInWindow = (doc: DiscoveryDoc, start: number, end: number): number | null => {
  const t = nextStart(doc, start);
  return t !== null && t < end ? t : null;
};

/** An event stays current this long after its last session starts (one under way still shows). */
const CURRENT_GRACE_MS = 2 * 3_600_000;

/** Places are always current; events only while a session is upcoming (a 2 h grace for ones under way). */
export const isCurrent = (doc: DiscoveryDoc, now: number): boolean =>
  doc.entityType === 'place' || nextStart(doc, now - CURRENT_GRACE_MS) !== null;

/**
 * When a doc stops being current: an event at its last start plus the grace, a place never. Time only
 * takes sessions away, so a doc that is not current never becomes current again: a set of current
 * docs computed at `now` holds until the earliest of these.
 */
export const currentUntil = (doc: DiscoveryDoc): number => {
  if (doc.entityType === 'place') return Number.POSITIVE_INFINITY;
  let last: number | undefined;
  if (doc instanceof SnapshotDoc) last = doc.lastStart() ?? undefined;
  else last = doc.sessionStarts[doc.sessionStarts.length - 1];
  return last === undefined ? Number.NEGATIVE_INFINITY : last + CURRENT_GRACE_MS;
};

// ---------- density-based radius (spec 4.3) ----------

export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 50;
/** Ring spacing at res 7: sqrt(3) x average edge ≈ 2.44 km. */
export const RING_SPACING_KM = Math.sqrt(3) * RES7_EDGE_KM;
/** Rings needed to reach RADIUS_MAX_KM. */
export const MAX_RINGS = Math.ceil(RADIUS_MAX_KM / RING_SPACING_KM - 0.5);
/** At least this many candidates before the ring walk stops (homescreen asks for max(limit, this)). */
export const DENSITY_TARGET_MIN = 120;

/**
 * Homescreen ranks at most this many candidates per result it is asked for (at least
 * DENSITY_TARGET_MIN): the nearest to the centre. A city core of a million-activity catalogue holds
 * thousands of activities in one res-7 cell, so ring 0 alone made the work grow with the catalogue.
 */
export const CANDIDATES_PER_RESULT = 8;

export interface DensityRadius {
  rings: number;
  radiusKm: number;
  /** Cells inside the radius. */
  cells: string[];
  candidates: number;
}

/**
 * Walks rings around the centre cell, summing current activities per res-7 cell, until `target`
 * is reached or the radius hits RADIUS_MAX_KM. Dense centres stop at ring 0-1 (1-4 km), sparse
 * suburbs grow to tens of km.
 */
export const densityRadius = (
  centreCell: string,
  counts: ReadonlyMap<string, number>,
  target: number,
): DensityRadius => {
  // Dense centres stop at ring 0-1: grow the disk in steps instead of computing all MAX_RINGS
  // rings (1,387 cells) on every request.
  let rings: string[][] = [];
  const cells: string[] = [];
  let sum = 0;
  let k = 0;
  for (const step of [1, 4, 10, MAX_RINGS]) {
    rings = ringsAround(centreCell, Math.min(step, MAX_RINGS));
    cells.length = 0;
    sum = 0;
    for (k = 0; k < rings.length; k++) {
      for (const c of rings[k] ?? []) {
        cells.push(c);
        sum += counts.get(c) ?? 0;
      }
      if (sum >= target) break;
    }
    if (sum >= target || step >= MAX_RINGS) break;
  }
  const reached = Math.min(k, rings.length - 1);
  const radiusKm = Math.min(RADIUS_MAX_KM, Math.max(RADIUS_MIN_KM, (reached + 0.5) * RING_SPACING_KM));
  return { rings: reached, radiusKm, cells, candidates: sum };
};

/**
 * The indexes of the `cap` docs nearest to `centre`, ascending (the docs' given order); all of them
 * when there are no more. Docs as far as the cap-th nearest are kept in order until the cap is reached.
 */
export const nearestDocs = (docs: readonly DiscoveryDoc[], centre: LatLng, cap: number): number[] => {
  if (docs.length <= cap) return docs.map((_, i) => i);
  const distances = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) distances[i] = distanceKm(centre, (docs[i] as DiscoveryDoc).location);
  const bound = distances.slice().sort()[cap - 1] as number;
  const out: number[] = [];
  for (let i = 0; i < docs.length && out.length < cap; i++)
    if ((distances[i] as number) <= bound) out.push(i);
  return out;
};
