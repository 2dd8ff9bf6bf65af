/**
 * Search stage 1b, locate a named place the gazetteer does not know ("near the Guggenheim", "perto
 * da Rua Augusta", "cerca de la catedral", "near Carnaby Street") from the catalogue's own records.
 * First a record whose own name holds the name (its kind word in any language: "the cathedral" is a
 * city's one record named Catedral, Duomo or Dom): the search walks around that record, in its city,
 * and leaves the record itself out unless the prompt asks for something it also is. Else the densest
 * group of activities whose text mentions the name (a bar named after a landmark across town is
 * outvoted by the places described as steps from it). The name is a point to walk around, ranked by
 * distance, never words to look for; a name nothing locates is dropped and said, and the city asked
 * for stays: it never empties the answer.
 */

import { distanceKm, type LatLng } from '../../platform/geo.js';
import { LANDMARK_REACH_KM, nearestCity, type Place } from '../query/gazetteer.js';
import { isStopword } from '../query/language-data.js';
import { LEXICON } from '../query/lexicon-compiled.js';
import { isPlaceKindWord, kindForms, type NamedPlace } from '../query/named-place.js';
import { cityLabel, fold } from '../query/text.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import { buildMatch } from '../snapshot/fts-index.js';
import type { DiscoveryDoc } from '../snapshot/ranking-docs.js';
import type { Understanding } from './understand.js';

/** Activities read to locate a name (best bm25 first). */
const NAME_HITS = 60;
/** Two mentions this close are the same spot. */
const SAME_SPOT_KM = 0.8;
/** Records this close to the anchor with its name are the anchor itself (a venue's own listings). */
const SAME_RECORD_KM = 0.05;
/** Columns that say where something is; categories and tags never name a place. */
const WHERE_COLUMNS = ['name', 'venue', 'place', 'body'];

type Snap = Pick<Snapshot, 'text' | 'docs' | 'gazetteer'>;

/** The centre of the densest group of points; null when the points agree on no spot. */
const densestSpot = (points: readonly LatLng[]): LatLng | null => {
  let best: LatLng[] = [];
  for (const p of points) {
    const group = points.filter((q) => distanceKm(p, q) <= SAME_SPOT_KM);
    if (group.length > best.length) best = group;
  }
  // Scattered mentions (a common name, a street in every city) locate nothing.
  if (best.length === 0 || best.length * 3 < points.length) return null;
  return {
    lat: best.reduce((a, p) => a + p.lat, 0) / best.length,
    lng: best.reduce((a, p) => a + p.lng, 0) / best.length,
  };
};

const docsOf = (snap: Snap, match: string | null): DiscoveryDoc[] => {
  const out: DiscoveryDoc[] = [];
  for (const hit of match ? snap.text.search(match, NAME_HITS) : []) {
    const d = snap.docs.get(hit.pk);
    if (d) out.push(d);
  }
  return out;
};

/**
 * Is the record the place named, not a business named after it? Its own name says the kind asked (in
 * any language: "Catedral de Santiago" for "cathedral"), and what is left of its name once the words
 * asked, kind words, small words and its city's name are taken away says no kind of activity
 * ("Karolina Tower Grill" is a grill, "Sagrada Família Cocktail Bar" a bar).
 */
const isNamedBy = (d: DiscoveryDoc, named: NamedPlace): boolean => {
  const words = fold(d.name).split(' ');
  if (!named.kinds.every((k) => kindForms(k).some((f) => words.includes(f)))) return false;
  const city = new Set(fold(cityLabel(d.city)).split(' '));
  return words.every(
    (w) =>
      named.words.includes(w) || isPlaceKindWord(w) || isStopword(w) || city.has(w) || !LEXICON.exact.has(w),
  );
};

/**
 * The record the name names: records whose own name holds every word of it (and its kind, in any
 * language), in the city asked for; found only when they all stand at one spot (one record, or a
 * venue's listings). A kind alone ("the cathedral") in a city is its one such spot, in any of the
 * kind's languages; with no city, only the word as written counts ("the duomo" is the one record
 * named Duomo, not every city's cathedral).
 */
const namedRecords = (named: NamedPlace, snap: Snap, city: string | null): DiscoveryDoc[] => {
  const kindOnly = named.words.every((w) => named.kinds.includes(w));
  const region = city ? [`zc${city.replaceAll('-', '')}`] : [];
  const groups =
    kindOnly && city
      ? [named.kinds.flatMap((k) => kindForms(k).map((text) => ({ text })))]
      : named.words.map((w) => [{ text: w }]);
  const found = docsOf(snap, buildMatch(groups, 'all', region, [], ['name'])).filter((d) =>
    isNamedBy(d, named),
  );
  const first = found[0];
  if (!first || found.some((d) => distanceKm(first.location, d.location) > SAME_SPOT_KM)) return [];
  return found;
};

/** A point around a record or a spot, in the catalogue city it lies in. */
const pointAt = (
  snap: Snap,
  label: string,
  centre: LatLng,
  city: string | null,
  excluded?: number[],
): Place => {
  const near = nearestCity(snap.gazetteer, centre);
  return {
    kind: 'point',
    label,
    city: near?.city ?? city ?? '',
    centre,
    radiusKm: LANDMARK_REACH_KM,
    timezone: near?.timezone ?? 'UTC',
    ...(excluded && excluded.length > 0 ? { excluded: new Set(excluded) } : {}),
  };
};

/** Nothing asked besides the place ("what's near X"): the place itself is no answer. */
const asksOnlyAround = (u: Understanding): boolean => u.concepts.length === 0 && u.parsed.terms.length === 0;

/**
 * "What's near the Teatro Arriaga" where the catalogue's own venue is the anchor: its own record
 * (same name, at its spot) is left out.
 */
const aroundVenue = (u: Understanding, snap: Snap): Understanding => {
  const place = u.place;
  if (!place || place.kind !== 'venue' || !u.near || !asksOnlyAround(u)) return u;
  const label = fold(place.label);
  const words = label.split(' ').filter((w) => w.length > 1);
  const region = [`zc${place.city.replaceAll('-', '')}`];
  const own = docsOf(
    snap,
    buildMatch(
      words.map((w) => [{ text: w }]),
      'all',
      region,
      [],
      ['name', 'venue'],
    ),
  )
    .filter((d) => distanceKm(d.location, place.centre) <= SAME_RECORD_KM && fold(d.name) === label)
    .map((d) => d.pk);
  return own.length === 0 ? u : { ...u, place: { ...place, excluded: new Set(own) } };
};

export const locateNamedPlace = (u: Understanding, snap: Snap): Understanding => {
  const named = u.parsed.namedPlace;
  if (!named || (u.place && u.place.kind !== 'city')) return aroundVenue(u, snap);
  const city = u.place?.kind === 'city' ? u.place.city : null;
  const located = (place: Place): Understanding => ({ ...u, place, near: true, constrained: true });
  const records = namedRecords(named, snap, city);
  const anchor = records[0];
  if (anchor) {
    const own = asksOnlyAround(u) ? records.map((d) => d.pk) : [];
    const at = { lat: anchor.location.lat, lng: anchor.location.lng };
    return located(pointAt(snap, anchor.name, at, city, own));
  }
  const kindOnly = named.words.every((w) => named.kinds.includes(w));
  const region = city ? [`zc${city.replaceAll('-', '')}`] : [];
  const match = kindOnly
    ? null
    : buildMatch(
        named.words.map((w) => [{ text: w }]),
        'all',
        region,
        [],
        WHERE_COLUMNS,
      );
  const centre = densestSpot(docsOf(snap, match).map((d) => d.location));
  if (centre) return located(pointAt(snap, named.label, centre, city));
  // Nothing places the name: it is dropped and said; the city asked for stays.
  return { ...u, unknownLocation: u.unknownLocation ?? named.label };
};
