/**
 * The snapshot's maps over its docs in the persisted file, so a load reads them instead of working
 * them out again: the quality order, the docs per cell, the gazetteer (places, their names, an area's
 * members) and the facet index, as typed arrays of table positions and lists of strings, no JSON per
 * item. They hold only while the code and data they come from are those of the process that wrote
 * them (derivation-fingerprint.ts): load-snapshot.ts uses them only when the fingerprints match. The
 * density counts depend on the time, so a load counts them again (currentCountsSteps). A gazetteer
 * place with a field this file does not know fails the write, so no file ever drops one.
 */
import { type Gazetteer, PkSet, type Place, type PlaceKind } from '../query/gazetteer.js';
import type { FacetIndex } from '../query/relevance.js';
import { currentCountsSteps, type DocMaps, docMaps } from './build-snapshot.js';
import type { Snapshot } from './discovery-index.js';
import { DocList, type DocTable } from './doc-columns.js';
import { type RecordReader, type RecordWriter, SnapshotFileError } from './snapshot-file.js';
import { json, parseJson, readStrings, TAG, writeStrings } from './snapshot-records.js';

const KINDS: readonly PlaceKind[] = ['city', 'area', 'venue', 'landmark', 'point'];
const PLACE_KEYS: ReadonlySet<string> = new Set([
  'kind',
  'label',
  'city',
  'centre',
  'radiusKm',
  'timezone',
  'members',
]);
const GAZETTEER_KEYS: ReadonlySet<string> = new Set(['entries', 'cities', 'maxWords', 'nameWords']);

/** What the derived maps' meta record says (JSON). */
interface DerivedMeta {
  maxWords: number;
  places: number;
}

/** The derived maps as the file holds them: table positions, sizes, strings. */
export interface DerivedRecords {
  meta: DerivedMeta;
  byQuality: Int32Array;
  cellKeys: string[];
  cellSizes: Int32Array;
  cellPool: Int32Array;
  placeKinds: Uint8Array;
  /** label, city and timezone of each place. */
  placeStrings: string[];
  /** lat, lng and radius of each place. */
  placeNumbers: Float64Array;
  /** Members of each place (-1: none), in `members` one after another. */
  memberSizes: Int32Array;
  members: Int32Array;
  entryKeys: string[];
  entryPlaces: Int32Array;
  citySlugs: string[];
  cityPlaces: Int32Array;
  nameWords: string[];
  facetKeys: string[];
  facetSizes: Int32Array;
  facetPool: Int32Array;
}

const unknownField = (what: string, key: string): Error =>
  new Error(`the snapshot file does not know the ${what} field "${key}": teach derived-maps.ts`);

/** Every place once (entries share them: a city under its aliases and exonyms), numbered. */
const placesOf = (g: Gazetteer): Map<Place, number> => {
  for (const k of Object.keys(g)) if (!GAZETTEER_KEYS.has(k)) throw unknownField('gazetteer', k);
  const index = new Map<Place, number>();
  const add = (p: Place): void => {
    if (index.has(p)) return;
    for (const k of Object.keys(p)) if (!PLACE_KEYS.has(k)) throw unknownField('place', k);
    if (p.members !== undefined && !(p.members instanceof PkSet)) throw unknownField('place', 'members');
    index.set(p, index.size);
  };
  for (const p of g.entries.values()) add(p);
  for (const p of g.cities.values()) add(p);
  return index;
};

/** Lists over one table as keys, sizes and their positions one after another. */
const listsOf = (lists: ReadonlyMap<string, DocList>) => {
  const keys = [...lists.keys()];
  const sizes = new Int32Array(keys.length);
  let total = 0;
  for (const [i, l] of [...lists.values()].entries()) {
    sizes[i] = l.length;
    total += l.length;
  }
  const pool = new Int32Array(total);
  let at = 0;
  for (const l of lists.values()) {
    pool.set(l.positions(), at);
    at += l.length;
  }
  return { keys, sizes, pool };
};

const writeGazetteer = async (w: RecordWriter, g: Gazetteer, between: () => Promise<void>): Promise<void> => {
  const index = placesOf(g);
  const places = [...index.keys()];
  const kinds = Uint8Array.from(places, (p) => KINDS.indexOf(p.kind));
  const numbers = new Float64Array(places.length * 3);
  const sizes = new Int32Array(places.length);
  let total = 0;
  for (const [i, p] of places.entries()) {
    numbers.set([p.centre.lat, p.centre.lng, p.radiusKm], i * 3);
    sizes[i] = p.members ? p.members.size : -1;
    total += p.members?.size ?? 0;
  }
  const members = new Int32Array(total);
  let at = 0;
  for (const p of places)
    if (p.members) {
      members.set(p.members.pks, at);
      at += p.members.size;
    }
  await w.record(TAG.derived, kinds);
  await writeStrings(
    w,
    places.flatMap((p) => [p.label, p.city, p.timezone]),
    between,
  );
  await w.record(TAG.derived, numbers);
  await w.record(TAG.derived, sizes);
  await w.record(TAG.derived, members);
  await writeStrings(w, [...g.entries.keys()], between);
  await w.record(
    TAG.derived,
    Int32Array.from(g.entries.values(), (p) => index.get(p) as number),
  );
  await writeStrings(w, [...g.cities.keys()], between);
  await w.record(
    TAG.derived,
    Int32Array.from(g.cities.values(), (p) => index.get(p) as number),
  );
  await writeStrings(w, [...g.nameWords], between);
};

/** Writes the snapshot's derived maps (after its vocabulary, before its text index). */
export const writeDerivedMaps = async (
  w: RecordWriter,
  snap: Snapshot,
  between: () => Promise<void>,
): Promise<void> => {
  const meta: DerivedMeta = { maxWords: snap.gazetteer.maxWords, places: placesOf(snap.gazetteer).size };
  await w.record(TAG.derivedMeta, json(meta));
  await w.record(TAG.derived, snap.byQuality.positions());
  const cells = listsOf(snap.byCell);
  await writeStrings(w, cells.keys, between);
  await w.record(TAG.derived, cells.sizes);
  await w.record(TAG.derived, cells.pool);
  await writeGazetteer(w, snap.gazetteer, between);
  const facets = listsOf(snap.facets);
  await writeStrings(w, facets.keys, between);
  await w.record(TAG.derived, facets.sizes);
  await w.record(TAG.derived, facets.pool);
};

/** Reads what writeDerivedMaps wrote, as arrays and strings (nothing is worked out yet). */
export const readDerivedRecords = async (
  r: RecordReader,
  between: () => Promise<void>,
): Promise<DerivedRecords> => {
  const meta = parseJson<DerivedMeta>(await r.record(TAG.derivedMeta, Uint8Array));
  const i32 = () => r.record(TAG.derived, Int32Array);
  const byQuality = await i32();
  const cellKeys = await readStrings(r, between);
  const cellSizes = await i32();
  const cellPool = await i32();
  const placeKinds = await r.record(TAG.derived, Uint8Array);
  const placeStrings = await readStrings(r, between, meta.places * 3);
  const placeNumbers = await r.record(TAG.derived, Float64Array);
  const memberSizes = await i32();
  const members = await i32();
  const entryKeys = await readStrings(r, between);
  const entryPlaces = await i32();
  const citySlugs = await readStrings(r, between);
  const cityPlaces = await i32();
  const nameWords = await readStrings(r, between);
  const facetKeys = await readStrings(r, between);
  const facetSizes = await i32();
  const facetPool = await i32();
  return {
    meta,
    byQuality,
    cellKeys,
    cellSizes,
    cellPool,
    placeKinds,
    placeStrings,
    placeNumbers,
    memberSizes,
    members,
    entryKeys,
    entryPlaces,
    citySlugs,
    cityPlaces,
    nameWords,
    facetKeys,
    facetSizes,
    facetPool,
  };
};

const malformed = (what: string): SnapshotFileError => new SnapshotFileError('malformed', what);

/** Every value is a table position. */
const checkPositions = (pool: Int32Array, docs: number, what: string): void => {
  let min = 0;
  let max = -1;
  for (let i = 0; i < pool.length; i++) {
    const v = pool[i] as number;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min < 0 || max >= docs) throw malformed(`${what}: a position outside the docs`);
};

/** Lists of `keys` over `pool`, each `sizes[i]` long, one after another. */
const listsFrom = (docs: DocTable, keys: string[], sizes: Int32Array, pool: Int32Array, what: string) => {
  if (keys.length !== sizes.length) throw malformed(`${what}: keys and sizes`);
  checkPositions(pool, docs.length, what);
  const out = new Map<string, DocList>();
  let at = 0;
  for (const [i, k] of keys.entries()) {
    const n = sizes[i] as number;
    if (n < 0 || at + n > pool.length) throw malformed(`${what}: sizes`);
    out.set(k, new DocList(docs, pool, at, n));
    at += n;
  }
  if (at !== pool.length) throw malformed(`${what}: sizes`);
  return out;
};

/** The places, numbered as written. */
function* placesFrom(d: DerivedRecords): Generator<void, Place[]> {
  const n = d.meta.places;
  if (d.placeKinds.length !== n || d.placeNumbers.length !== n * 3 || d.memberSizes.length !== n)
    throw malformed('places');
  const places: Place[] = new Array(n);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const kind = KINDS[d.placeKinds[i] as number];
    if (!kind) throw malformed('a place kind');
    const place: Place = {
      kind,
      label: d.placeStrings[i * 3] as string,
      city: d.placeStrings[i * 3 + 1] as string,
      centre: { lat: d.placeNumbers[i * 3] as number, lng: d.placeNumbers[i * 3 + 1] as number },
      radiusKm: d.placeNumbers[i * 3 + 2] as number,
      timezone: d.placeStrings[i * 3 + 2] as string,
    };
    const size = d.memberSizes[i] as number;
    if (size >= 0) {
      if (at + size > d.members.length) throw malformed('members');
      place.members = new PkSet(d.members.subarray(at, at + size));
      at += size;
    }
    places[i] = place;
    if (i % 1_000 === 999) yield;
  }
  if (at !== d.members.length) throw malformed('members');
  return places;
}

function* gazetteerFrom(d: DerivedRecords): Generator<void, Gazetteer> {
  const places = yield* placesFrom(d);
  const placeAt = (i: number): Place => {
    const p = places[i];
    if (!p) throw malformed('a place number');
    return p;
  };
  if (d.entryKeys.length !== d.entryPlaces.length || d.citySlugs.length !== d.cityPlaces.length)
    throw malformed('gazetteer names');
  const entries = new Map<string, Place>();
  for (const [i, k] of d.entryKeys.entries()) entries.set(k, placeAt(d.entryPlaces[i] as number));
  yield;
  const cities = new Map<string, Place>();
  for (const [i, k] of d.citySlugs.entries()) cities.set(k, placeAt(d.cityPlaces[i] as number));
  return { entries, cities, maxWords: d.meta.maxWords, nameWords: new Set(d.nameWords) };
}

/**
 * The snapshot's maps from the file's derived records over `docs`, as steps; the density counts are
 * counted again at `clock`'s time.
 */
export function* derivedMapsSteps(
  state: { version: number; publishedMaxPk: number },
  docs: DocTable,
  d: DerivedRecords,
  clock: () => Date,
): Generator<void, DocMaps> {
  const counts = yield* currentCountsSteps(docs, clock().getTime());
  if (d.byQuality.length !== docs.length) throw malformed('quality order');
  checkPositions(d.byQuality, docs.length, 'quality order');
  const byQuality = new DocList(docs, d.byQuality, 0, docs.length);
  const byCell = listsFrom(docs, d.cellKeys, d.cellSizes, d.cellPool, 'cells');
  yield;
  const gazetteer = yield* gazetteerFrom(d);
  const facets: FacetIndex = listsFrom(docs, d.facetKeys, d.facetSizes, d.facetPool, 'facets');
  return docMaps(state, docs, { byQuality, byCell, counts, gazetteer, facets });
}
