/**
 * Places people name, built from the catalogue itself (cities, every part of `semantic_location`,
 * venues) plus data: the lexicon's city aliases (lexicon/neutral.ts), the names of the world's major
 * cities in six languages (lexicon/exonyms.ts) and well-known landmarks (lexicon/landmarks.ts), the
 * last two tied to a catalogue city by distance, so they need no slug of ours. Areas know their member
 * activities, so "in Brooklyn" means the activities whose `semantic_location` says Brooklyn, not a
 * circle around Brooklyn's centre; a landmark is a point: "near the Louvre" is a walk around it. Pure.
 */

import { distanceKm, type LatLng } from '../../platform/geo.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import { isStopword } from './language-data.js';
import { CITY_EXONYMS } from './lexicon/exonyms.js';
import { everyLanguage } from './lexicon/index.js';
import { LANDMARKS } from './lexicon/landmarks.js';
import { CITY_ALIASES, LANDMARK_KIND_WORDS } from './lexicon/neutral.js';
import { cityLabel, fold } from './text.js';
import { isDictionaryWord } from './word-lists.js';

export type PlaceKind = 'city' | 'area' | 'venue' | 'landmark' | 'point';

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
  /** A point around a record ("what's near the cathedral"): the record itself is no answer. */
  excluded?: ReadonlySet<number>;
  /** Places ruled out inside this one ("in Marseille, not the old port"). */
  excludedAreas?: readonly Place[];
}

/** A set of pks as one sorted Int32Array (a Set of a million numbers is tens of MB of entries). */
export class PkSet {
  /** The pks in ascending order (the persisted snapshot writes them): read them, never write into them. */
  readonly pks: Int32Array;
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
  /** The words of the data's names ("shibuya" of "Shibuya Crossing"): never typo-corrected. */
  nameWords: Set<string>;
}

/** A data city (exonyms, landmarks) belongs to the catalogue city whose centre lies this close. */
const SAME_CITY_KM = 40;
/** "Near a landmark": a walk around it (the search widens it when nothing is that close). */
export const LANDMARK_REACH_KM = 2;

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
  yield;
  addInitialisms(entries, cities);
  const nameWords = new Set<string>();
  addExonyms(entries, cities, nameWords);
  addLandmarks(entries, cities, nameWords);
  let maxWords = 1;
  for (const k of entries.keys()) maxWords = Math.max(maxWords, k.split(' ').length);
  return { entries, cities, maxWords: Math.min(maxWords, 6), nameWords };
}

/**
 * The initials of a catalogue city's name of several words ("Buenos Aires" → BA, "Kuala Lumpur" →
 * KL, "Rio de Janeiro" → RDJ and RJ, short linking words left out), derived from the catalogue, not
 * listed: each only when no other catalogue city and no other place has it. Two letters count only
 * where a place is expected ("in KL"), as for every short name (`parse.ts`).
 */
const addInitialisms = (entries: Map<string, Place>, cities: ReadonlyMap<string, Place>): void => {
  const owners = new Map<string, Set<string>>();
  for (const slug of cities.keys()) {
    const words = slug.split('-').filter(Boolean);
    if (words.length < 2) continue;
    const long = words.filter((w) => w.length > 2);
    const forms = [words, long].filter((f) => f.length >= 2).map((f) => f.map((w) => w[0]).join(''));
    for (const form of new Set(forms)) {
      const set = owners.get(form) ?? new Set<string>();
      set.add(slug);
      owners.set(form, set);
    }
  }
  for (const [form, slugs] of owners) {
    const key = fold(form);
    const [slug] = [...slugs];
    const place = slug === undefined ? undefined : cities.get(slug);
    if (slugs.size !== 1 || !place || entries.has(key)) continue;
    entries.set(key, place);
  }
};

/** The catalogue city within SAME_CITY_KM of a point, the nearest; null when none is. */
const catalogueCityAt = (cities: ReadonlyMap<string, Place>, p: LatLng): Place | null => {
  let best: Place | null = null;
  let bestD = SAME_CITY_KM;
  for (const c of cities.values()) {
    const d = distanceKm(c.centre, p);
    if (d <= bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
};

/**
 * Other languages' names of the catalogue's cities ("Londres", "Monaco di Baviera"). A city the
 * catalogue does not hold is added only where its name holds a known place ("Nuova York" holds York),
 * as a city with no activities: the prompt asked for somewhere else, not for York.
 */
const addExonyms = (
  entries: Map<string, Place>,
  cities: ReadonlyMap<string, Place>,
  nameWords: Set<string>,
): void => {
  const data = Object.entries(CITY_EXONYMS).map(([slug, [lat, lng, names]]) => {
    const centre = { lat, lng };
    return { slug, centre, names, city: cities.get(slug) ?? catalogueCityAt(cities, centre) };
  });
  // The catalogue's cities first, so a foreign name knows every shorter place it holds.
  data.sort((a, b) => Number(b.city !== null) - Number(a.city !== null));
  for (const { slug, centre, names, city } of data) {
    for (const name of names.split('|')) {
      const key = fold(name);
      if (key.length < 3) continue;
      for (const w of key.split(' ')) nameWords.add(w);
      if (city) {
        const known = entries.get(key);
        if (known?.kind !== 'city') entries.set(key, city);
        continue;
      }
      const words = key.split(' ');
      if (words.length < 2 || entries.has(key) || !words.some((w) => entries.has(w))) continue;
      entries.set(key, { kind: 'city', label: name, city: slug, centre, radiusKm: 20, timezone: 'UTC' });
    }
  }
};

const KIND_WORDS: ReadonlySet<string> = new Set(LANDMARK_KIND_WORDS.map(fold));

/**
 * A landmark's name without the word for its kind, leading ("Basilica di San Pietro" → "san
 * pietro", linking words dropped too) or trailing ("Termini Station" → "termini"); null when nothing
 * distinctive is left.
 */
export const landmarkCore = (key: string): string | null => {
  let words = key.split(' ');
  if (words.length < 2) return null;
  if (KIND_WORDS.has(words[0] ?? '')) {
    words = words.slice(1);
    while (words.length > 1 && isStopword(words[0] ?? '')) words = words.slice(1);
  } else if (KIND_WORDS.has(words[words.length - 1] ?? '')) words = words.slice(0, -1);
  else return null;
  const core = words.join(' ');
  return core.length >= 4 && !words.every((w) => isStopword(w) || KIND_WORDS.has(w)) ? core : null;
};

/** Landmarks of the catalogue's cities, each spelling a point labelled as written. */
const addLandmarks = (
  entries: Map<string, Place>,
  cities: ReadonlyMap<string, Place>,
  nameWords: Set<string>,
): void => {
  const cores: [string | null, string][] = [];
  for (const { centre, places } of Object.values(LANDMARKS)) {
    const city = catalogueCityAt(cities, { lat: centre[0], lng: centre[1] });
    if (!city) continue;
    for (const [names, lat, lng] of places) {
      for (const name of names.split('|')) {
        const key = fold(name);
        // The catalogue's own places (a venue named so) win over the data.
        if (key.length < 3 || entries.has(key)) continue;
        for (const w of key.split(' ')) nameWords.add(w);
        entries.set(key, {
          kind: 'landmark',
          label: name,
          city: city.city,
          centre: { lat, lng },
          radiusKm: LANDMARK_REACH_KM,
          timezone: city.timezone,
        });
        cores.push([landmarkCore(key), key]);
      }
    }
  }
  // Short forms after every full name, so a full name always wins ("Dam" never shadows a place "Dam").
  for (const [core, key] of cores) {
    const place = entries.get(key);
    if (core && place && !entries.has(core)) entries.set(core, place);
  }
};

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

const KIND_RANK: Record<PlaceKind, number> = { venue: 0, landmark: 1, area: 1, point: 1, city: 2 };

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
  return shorthandIn(g, words, allowed);
};

/** A city shorthand is this long ("bcn", "mtl", "cdmx", "ldn"). */
const SHORTHAND = /^[a-z]{2,5}$/;
/**
 * Word lists also hold abbreviations (the Italian one has "gdl"): a token without a vowel is taken
 * for a shorthand whatever a list says, as no word of the six languages is spelt without one.
 */
const VOWEL = /[aeiouy]/;

/** Each catalogue city's names as letters only (its own, its aliases and exonyms), per gazetteer. */
const shorthandNames = new WeakMap<Gazetteer, [string, Place][]>();
const cityNamesOf = (g: Gazetteer): [string, Place][] => {
  const known = shorthandNames.get(g);
  if (known) return known;
  const letters = (name: string): string => fold(name).replace(/[^a-z]/g, '');
  const out: [string, Place][] = [];
  for (const [slug, place] of g.cities) {
    out.push([letters(slug), place]);
    for (const alias of CITY_ALIASES[slug] ?? []) out.push([letters(alias), place]);
  }
  for (const [slug, [lat, lng, names]] of Object.entries(CITY_EXONYMS)) {
    const city = g.cities.get(slug) ?? catalogueCityAt(g.cities, { lat, lng });
    if (city) for (const name of names.split('|')) out.push([letters(name), city]);
  }
  shorthandNames.set(g, out);
  return out;
};

/** Is `short` an ordered subsequence of `name` that starts with its first letter? */
const abbreviates = (short: string, name: string): boolean => {
  if (name[0] !== short[0]) return false;
  let i = 0;
  for (const ch of name) if (ch === short[i]) i++;
  return i === short.length;
};

/**
 * A city shorthand, derived, not listed: a short token of no supported language's dictionary (or
 * with no vowel) whose
 * letters run in order through exactly one catalogue city's name or exonym, from its first letter
 * ("bcn" Barcelona, "mtl" Montréal, "cdmx" Ciudad de México, "ldn" London).
 */
const shorthandIn = (
  g: Gazetteer,
  words: readonly string[],
  allowed: (key: string, start: number, place: Place) => boolean,
): PlaceMatch | null => {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!SHORTHAND.test(w) || (VOWEL.test(w) && isDictionaryWord(w))) continue;
    const cities = new Set(
      cityNamesOf(g)
        .filter(([name]) => name.length > w.length && abbreviates(w, name))
        .map(([, place]) => place),
    );
    const [place] = [...cities];
    if (cities.size === 1 && place && allowed(w, i, place)) return { place, start: i, end: i + 1 };
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

/**
 * Is the activity inside the place? Areas by membership, cities by city; "near", landmarks and points
 * by distance (`widen` multiplies the reach when nothing was that close).
 */
export const insidePlace = (place: Place, doc: DiscoveryDoc, near: boolean, widen = 1): boolean => {
  if (place.excluded?.has(doc.pk)) return false;
  if (place.excludedAreas?.some((a) => insidePlace(a, doc, false))) return false;
  if (place.kind === 'city') return doc.city === place.city;
  if (place.kind === 'area' && place.members && !near) return place.members.has(doc.pk);
  const reach =
    near && place.kind !== 'point' && place.kind !== 'landmark'
      ? Math.max(NEAR_MIN_KM, place.radiusKm)
      : place.radiusKm;
  return distanceKm(place.centre, doc.location) <= reach * widen;
};

/**
 * Where the phrase before the place at `start` begins ("near the Louvre", "près du Louvre", "in der
 * Nähe vom Brandenburger Tor", "a due passi dal Colosseo"): one of `phrases` ends right before it, or
 * before the articles and small words in between (`small`). -1 when none does.
 */
export const phraseBefore = (
  words: readonly string[],
  start: number,
  phrases: readonly string[][],
  small: (w: string) => boolean,
): number => {
  for (let j = start - 1; j >= Math.max(0, start - 4); j--) {
    const p = phrases.find((x) => x.length <= j + 1 && x.every((w, k) => words[j - x.length + 1 + k] === w));
    if (p) return j - p.length + 1;
    if (!small(words[j] ?? '')) return -1;
  }
  return -1;
};
