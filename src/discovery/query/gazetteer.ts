/**
 * Places people name, built from the catalogue itself (cities, every part of `semantic_location`,
 * venues) plus the lexicon's city aliases (lexicon/neutral.ts). Areas know their member activities,
 * so "in Brooklyn" means the activities whose `semantic_location` says Brooklyn, not a circle around
 * Brooklyn's centre. Pure.
 */

import { distanceKm, type LatLng } from '../../platform/geo.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import { everyLanguage } from './lexicon/index.js';
import { CITY_ALIASES } from './lexicon/neutral.js';
import { cityLabel, fold } from './text.js';

export type PlaceKind = 'city' | 'area' | 'venue' | 'point';

export interface Place {
  kind: PlaceKind;
  label: string;
  /** City slug the place belongs to (nearest city for points). */
  city: string;
  centre: LatLng;
  radiusKm: number;
  timezone: string;
  /** Areas: the activities inside it by `semantic_location` (membership, not distance). */
  members?: PkSet;
}

/** A set of pks as one sorted Int32Array (a Set of a million numbers is tens of MB of entries). */
export class PkSet {
  private readonly pks: Int32Array;
  constructor(pks: Iterable<number>) {
    this.pks = Int32Array.from(pks).sort();
  }
  get size(): number {
    return this.pks.length;
  }
  has(pk: number): boolean {
    const a = this.pks;
    let lo = 0;
    let hi = a.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((a[mid] as number) < pk) lo = mid + 1;
      else hi = mid;
    }
    return a[lo] === pk;
  }
}

export interface Gazetteer {
  entries: Map<string, Place>;
  cities: Map<string, Place>;
  maxWords: number;
}

/** Words that must never be read as a place on their own (area names that are also common words). */
const NOT_PLACES: ReadonlySet<string> = new Set(everyLanguage((l) => l.place.notPlaces).map(fold));

/**
 * A place's docs as the gazetteer gathers them: coordinates and pks in number arrays, so a million
 * docs leave no object each behind for the garbage collector while the snapshot is built.
 */
interface Group {
  label: string;
  city: string;
  timezone: string;
  lat: number[];
  lng: number[];
  pks: number[];
}
const groupOf = (label: string, d: DiscoveryDoc): Group => ({
  label,
  city: d.city,
  timezone: d.timezone,
  lat: [],
  lng: [],
  pks: [],
});
const addTo = (g: Group, d: DiscoveryDoc): void => {
  g.lat.push(d.location.lat);
  g.lng.push(d.location.lng);
  g.pks.push(d.pk);
};

const centroid = (g: Group): LatLng => {
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < g.lat.length; i++) {
    lat += g.lat[i] as number;
    lng += g.lng[i] as number;
  }
  return { lat: lat / g.lat.length, lng: lng / g.lat.length };
};

const p90Distance = (centre: LatLng, g: Group): number => {
  const d = new Float64Array(g.lat.length);
  const p = { lat: 0, lng: 0 };
  for (let i = 0; i < d.length; i++) {
    p.lat = g.lat[i] as number;
    p.lng = g.lng[i] as number;
    d[i] = distanceKm(centre, p);
  }
  d.sort();
  return d[Math.min(d.length - 1, Math.floor(d.length * 0.9))] ?? 0;
};

/** Docs visited between yields of `gazetteerSteps`: a step stays a few milliseconds long. */
const GAZETTEER_STEP = 1_000;

/**
 * The gazetteer as steps (yields between slices of work), so a server rebuilding its snapshot in the
 * background can answer requests between them; `buildGazetteer` runs them straight through.
 */
export function* gazetteerSteps(docs: Iterable<DiscoveryDoc>): Generator<void, Gazetteer> {
  const byCity = new Map<string, Group>();
  const byArea = new Map<string, Group[]>();
  const byVenue = new Map<string, Group>();
  let n = 0;
  for (const d of docs) {
    if (n++ % GAZETTEER_STEP === GAZETTEER_STEP - 1) yield;
    let c = byCity.get(d.city);
    if (!c) {
      c = groupOf(d.city, d);
      byCity.set(d.city, c);
    }
    addTo(c, d);
    for (const part of (d.semanticLocation ?? '').split(',')) {
      const key = fold(part);
      if (key.length < 3 || NOT_PLACES.has(key)) continue;
      const list = byArea.get(key) ?? [];
      let slot = list.find((x) => x.city === d.city);
      if (!slot) {
        slot = groupOf(part.trim(), d);
        list.push(slot);
        byArea.set(key, list);
      }
      addTo(slot, d);
    }
    if (d.venue) {
      const key = fold(d.venue);
      if (key.length >= 4 && !NOT_PLACES.has(key)) {
        let v = byVenue.get(key);
        if (!v) {
          v = groupOf(d.venue, d);
          byVenue.set(key, v);
        }
        addTo(v, d);
      }
    }
  }
  const entries = new Map<string, Place>();
  const cities = new Map<string, Place>();
  let venues = 0;
  for (const [key, v] of byVenue) {
    if (++venues % GAZETTEER_STEP === 0) yield;
    entries.set(key, {
      kind: 'venue',
      label: v.label,
      city: v.city,
      centre: centroid(v),
      radiusKm: 1,
      timezone: v.timezone,
    });
  }
  // Yield by work done (docs visited), not by places: one city can hold thousands of docs.
  let work = 0;
  for (const [key, list] of byArea) {
    work += list.reduce((n, x) => n + x.pks.length, 0);
    if (work >= GAZETTEER_STEP) {
      work = 0;
      yield;
    }
    // An area name shared by two cities goes to the one with more activities.
    const best = [...list].sort((a, b) => b.pks.length - a.pks.length)[0];
    if (!best) continue;
    const centre = centroid(best);
    entries.set(key, {
      kind: 'area',
      label: best.label,
      city: best.city,
      centre,
      radiusKm: Math.min(15, Math.max(1.5, p90Distance(centre, best) * 1.3)),
      timezone: best.timezone,
      members: new PkSet(best.pks),
    });
  }
  for (const [slug, group] of byCity) {
    yield;
    const centre = centroid(group);
    const place: Place = {
      kind: 'city',
      label: cityLabel(slug),
      city: slug,
      centre,
      radiusKm: Math.min(60, Math.max(5, p90Distance(centre, group) * 1.2)),
      timezone: group.timezone,
    };
    cities.set(slug, place);
    entries.set(fold(slug.replaceAll('-', ' ')), place);
    for (const alias of CITY_ALIASES[slug] ?? []) entries.set(fold(alias), place);
  }
  let maxWords = 1;
  for (const k of entries.keys()) maxWords = Math.max(maxWords, k.split(' ').length);
  return { entries, cities, maxWords: Math.min(maxWords, 6) };
}

export const buildGazetteer = (docs: Iterable<DiscoveryDoc>): Gazetteer => {
  const steps = gazetteerSteps(docs);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
};

/** The catalogue city nearest to a point (for `city` in responses and coordinate hints). */
export const nearestCity = (g: Gazetteer, p: LatLng): Place | null => {
  let best: Place | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of g.cities.values()) {
    const d = distanceKm(c.centre, p);
    if (d < bestD || (d === bestD && best !== null && c.city < best.city)) {
      best = c;
      bestD = d;
    }
  }
  return best;
};

const KIND_RANK: Record<PlaceKind, number> = { venue: 0, area: 1, point: 1, city: 2 };

export interface PlaceMatch {
  place: Place;
  start: number;
  end: number;
}

/**
 * Longest known n-gram; among equal lengths the more specific kind. `allowed(key, start)` vetoes a
 * match (a common word that is only a place where a place is expected: "in la", "near Soho").
 */
export const findPlace = (
  g: Gazetteer,
  words: readonly string[],
  allowed: (key: string, start: number, place: Place) => boolean = () => true,
): PlaceMatch | null => {
  let best: PlaceMatch | null = null;
  for (let n = Math.min(g.maxWords, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (words.slice(i, i + n).some((w) => w === '')) continue;
      const key = words.slice(i, i + n).join(' ');
      const place = g.entries.get(key);
      if (!place || !allowed(key, i, place)) continue;
      if (!best || KIND_RANK[place.kind] < KIND_RANK[best.place.kind]) best = { place, start: i, end: i + n };
    }
    if (best) return best;
  }
  return null;
};

/** A free-text location: "lat,lng", a gazetteer name, or unknown (null). */
export const resolveLocation = (g: Gazetteer, text: string): Place | null => {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (m) {
    const lat = Number(m[1]);
    const lng = Number(m[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      const near = nearestCity(g, { lat, lng });
      return {
        kind: 'point',
        label: `${lat.toFixed(3)}, ${lng.toFixed(3)}`,
        city: near?.city ?? '',
        centre: { lat, lng },
        radiusKm: 5,
        timezone: near?.timezone ?? 'UTC',
      };
    }
  }
  const folded = fold(text);
  const exact = g.entries.get(folded);
  if (exact) return exact;
  // "West Village, Manhattan" or "Brooklyn, NY": the most specific known part wins.
  return findPlace(g, folded.split(' '))?.place ?? null;
};

/** "Near X" reaches at least this far (a short walk or ride around a small area or a venue). */
const NEAR_MIN_KM = 3;

/** Is the activity inside the place? Areas by membership, cities by city; "near" and points by distance. */
export const insidePlace = (place: Place, doc: DiscoveryDoc, near: boolean): boolean => {
  if (place.kind === 'city') return doc.city === place.city;
  if (place.kind === 'area' && place.members && !near) return place.members.has(doc.pk);
  const reach = near && place.kind !== 'point' ? Math.max(NEAR_MIN_KM, place.radiusKm) : place.radiusKm;
  return distanceKm(place.centre, doc.location) <= reach;
};
