/**
 * Search stage 1b, locate a named place the gazetteer does not know ("near Carnaby Street", "perto
 * da Rua Augusta", "cerca de la Plaza de Olavide") from the catalogue's own text: the activities
 * whose name, venue, address, area or description hold every word of the name, and of those the
 * densest group (most of them within a walk of one another; a bar named after a landmark across town
 * is outvoted by the places described as steps from it). The name is then a point to walk around,
 * ranked by distance, never words to look for; a name nothing in the catalogue mentions is said to be
 * unknown (its words go back to the text stage, which reports them) and never answered elsewhere.
 */

import { distanceKm, type LatLng } from '../../platform/geo.js';
import { LANDMARK_REACH_KM, nearestCity } from '../query/gazetteer.js';
import type { Snapshot } from '../snapshot/discovery-index.js';
import { buildMatch } from '../snapshot/fts-index.js';
import type { Understanding } from './understand.js';

/** Activities read to locate a name (best bm25 first). */
const NAME_HITS = 60;
/** Two mentions this close are the same spot. */
const SAME_SPOT_KM = 0.8;
/** Columns that say where something is; categories and tags never name a place. */
const WHERE_COLUMNS = ['name', 'venue', 'place', 'body'];

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

export const locateNamedPlace = (
  u: Understanding,
  snap: Pick<Snapshot, 'text' | 'docs' | 'gazetteer'>,
): Understanding => {
  const named = u.parsed.namedPlace;
  if (!named || (u.place && u.place.kind !== 'city')) return u;
  const city = u.place?.kind === 'city' ? u.place.city : null;
  const region = city ? [`zc${city.replaceAll('-', '')}`] : [];
  const match = buildMatch(
    named.words.map((w) => [{ text: w }]),
    'all',
    region,
    [],
    WHERE_COLUMNS,
  );
  const points: LatLng[] = [];
  for (const hit of match ? snap.text.search(match, NAME_HITS) : []) {
    const d = snap.docs.get(hit.pk);
    if (d) points.push({ lat: d.location.lat, lng: d.location.lng });
  }
  const centre = densestSpot(points);
  if (!centre) return { ...u, parsed: { ...u.parsed, terms: [...u.parsed.terms, ...named.words] } };
  const near = nearestCity(snap.gazetteer, centre);
  return {
    ...u,
    place: {
      kind: 'point',
      label: named.label,
      city: near?.city ?? city ?? '',
      centre,
      radiusKm: LANDMARK_REACH_KM,
      timezone: near?.timezone ?? 'UTC',
    },
    near: true,
    constrained: true,
  };
};
