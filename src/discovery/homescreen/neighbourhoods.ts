/**
 * A homescreen's neighbourhood: the density radius around its cell and the nearest current
 * candidates in it that pass the booking filter, found in two CPU turns and cached per snapshot
 * until one of the candidates stops being current.
 */

import type { BookingFilter } from '../../contract/partner.js';
import type { CpuTurns } from '../../platform/cpu-turns.js';
import type { LatLng } from '../../platform/geo.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import {
  CANDIDATES_PER_RESULT,
  currentUntil,
  type DiscoveryDoc,
  densityRadius,
  isCurrent,
  nearestDocs,
} from '../snapshot/ranking-docs.js';

/** A neighbourhood: the density radius around a cell and its nearest current candidates. */
export interface Neighbourhood {
  radiusKm: number;
  /**
   * Positions of the candidates in the snapshot's doc table: the cache holds no object per doc, so a
   * full collection has nothing of it to mark.
   */
  candidates: Int32Array;
  /** Valid from this instant until one of the candidates stops being current. */
  from: number;
  until: number;
}

/** The neighbourhoods found per snapshot, by key, with the candidates they hold together. */
export type NeighbourhoodCache = WeakMap<Snapshot, { byKey: Map<string, Neighbourhood>; docs: number }>;

/** What a neighbourhood is looked for by. */
export interface NeighbourhoodQuery {
  h3Cell: string;
  centre: LatLng;
  /** Results the radius should hold (at least DENSITY_TARGET_MIN). */
  target: number;
  bookingFilter: BookingFilter;
}

/**
 * Candidates held by a snapshot's cached neighbourhoods, all together (4 bytes each, outside the
 * heap): at 250 results a neighbourhood holds 2,000, so this keeps the last couple of hundred cells.
 */
const NEIGHBOURHOOD_DOCS_MAX = 500_000;

export const passesBookingFilter = (d: DiscoveryDoc, filter: BookingFilter): boolean =>
  filter === 'all' || d.isBookable || (filter === 'bookable_or_free' && d.isFree);

/** The neighbourhood cached for `key` in the snapshot while it holds at `now`. */
export const cachedNeighbourhood = (
  cache: NeighbourhoodCache,
  snap: Snapshot,
  key: string,
  now: number,
): Neighbourhood | null => {
  const hit = cache.get(snap)?.byKey.get(key);
  return hit && now >= hit.from && now < hit.until ? hit : null;
};

/** Keeps `found` under `key`; the oldest go first past NEIGHBOURHOOD_DOCS_MAX. */
const remember = (cache: NeighbourhoodCache, snap: Snapshot, key: string, found: Neighbourhood): void => {
  let held = cache.get(snap);
  if (!held) {
    held = { byKey: new Map(), docs: 0 };
    cache.set(snap, held);
  }
  const old = held.byKey.get(key);
  if (old) {
    held.byKey.delete(key);
    held.docs -= old.candidates.length;
  }
  held.byKey.set(key, found);
  held.docs += found.candidates.length;
  // The oldest go first (a Map keeps insertion order).
  for (const [k, v] of held.byKey) {
    if (held.docs <= NEIGHBOURHOOD_DOCS_MAX) break;
    held.byKey.delete(k);
    held.docs -= v.candidates.length;
  }
};

/**
 * The density radius around the cell and its nearest current candidates that pass the booking
 * filter, in two steps with a turn between them, kept in the snapshot's cache under `key` until one
 * of them stops being current. The caller takes a turn before ranking them.
 */
export const findNeighbourhood = async (
  cache: NeighbourhoodCache,
  cpu: CpuTurns,
  snap: Snapshot,
  key: string,
  q: NeighbourhoodQuery,
  now: number,
): Promise<Neighbourhood> => {
  const radius = densityRadius(q.h3Cell, snap.counts, q.target);
  const inRadius: DiscoveryDoc[] = [];
  const positions: number[] = [];
  let until = Number.POSITIVE_INFINITY;
  for (const cell of radius.cells) {
    const docs = snap.byCell.get(cell);
    for (let i = 0; docs && i < docs.length; i++) {
      const d = docs.at(i) as DiscoveryDoc;
      if (isCurrent(d, now) && passesBookingFilter(d, q.bookingFilter)) {
        inRadius.push(d);
        positions.push(docs.position(i));
        until = Math.min(until, currentUntil(d));
      }
    }
  }
  // A dense radius (a city core at 1M: about 14,000 docs) takes a few ms per step: one turn each.
  await cpu.turn();
  const found: Neighbourhood = {
    radiusKm: radius.radiusKm,
    candidates: Int32Array.from(
      nearestDocs(inRadius, q.centre, q.target * CANDIDATES_PER_RESULT),
      (i) => positions[i] as number,
    ),
    from: now,
    until,
  };
  remember(cache, snap, key, found);
  return found;
};
