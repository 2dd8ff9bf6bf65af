/**
 * The discovery snapshot's docs in columns: one typed array per numeric field, repeated strings and
 * lists as ids into tables of shared values, session starts in one pool, names as UTF-8 in one
 * buffer. Each doc is a small view (columns, row, pk) whose getters read its row, so a million docs
 * are a million three-field objects for the garbage collector, not tens of millions of strings,
 * arrays, boxed numbers and location objects. Readers see the DiscoveryDoc fields unchanged. Pure.
 */
import type { EntityType } from './catalogue.js';
import type { DiscoveryDoc } from './discovery.js';
import type { LatLng } from './geo.js';

/** A string or list id meaning null. */
const NONE = -1;
const EVENT = 1;
const BOOKABLE = 2;
const FREE = 4;

/** One activity's ranking fields, as the store reads them (lists in catalogue order, starts ascending). */
export type DocFields = Omit<DiscoveryDoc, 'location' | 'sessionStarts'> & {
  lat: number;
  lng: number;
  sessionStarts: readonly number[];
};

const grown = <T extends Float64Array | Int32Array | Uint8Array>(a: T, size: number): T => {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
};

/** The columns with one slot per row (session starts and names are pools, with offsets per row). */
const ROW_COLUMNS = [
  'flags',
  'lat',
  'lng',
  'rating',
  'ratingCount',
  'popularity',
  'minPriceMinor',
  'quality',
  'city',
  'h3r7',
  'timezone',
  'currency',
  'venue',
  'semanticLocation',
  'openingHours',
  'categories',
  'tags',
  'dietary',
] as const;
type RowColumn = (typeof ROW_COLUMNS)[number];
/** The row columns by name, for code that treats them all alike (growing, regrouping). */
const rowColumns = (cols: DocColumns) =>
  cols as unknown as Record<RowColumn, Float64Array | Int32Array | Uint8Array>;

/** Reads a typed array slot that the row bounds guarantee (noUncheckedIndexedAccess). */
const at = (a: Float64Array | Int32Array | Uint8Array, i: number): number => a[i] as number;
const orNull = (v: number): number | null => (Number.isNaN(v) ? null : v);

/** The columns of one load. Rows only grow; docs keep this object, so a grown array replaces the old one. */
export class DocColumns {
  rows = 0;
  /** Shared string values (cities, cells, zones, currencies, venues, areas, opening hours) by id. */
  readonly strings: string[] = [];
  /** Shared frozen lists (categories, tags, dietary) by id. */
  readonly lists: (readonly string[])[] = [];
  flags: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  /** NaN for null. */
  rating: Float64Array;
  ratingCount: Float64Array;
  popularity: Float64Array;
  minPriceMinor: Float64Array;
  /** Ranking's static quality of the row, worked out on first use (NaN until then): see ranking.ts. */
  quality: Float64Array;
  /** String ids, NONE for null. */
  city: Int32Array;
  h3r7: Int32Array;
  timezone: Int32Array;
  currency: Int32Array;
  venue: Int32Array;
  semanticLocation: Int32Array;
  openingHours: Int32Array;
  /** List ids. */
  categories: Int32Array;
  tags: Int32Array;
  dietary: Int32Array;
  /** Row r's session starts are starts[startsFrom[r] .. startsFrom[r + 1]). */
  startsFrom: Int32Array;
  starts: Float64Array;
  /** Row r's name is names[nameFrom[r] .. nameFrom[r + 1]) in UTF-8. */
  nameFrom: Int32Array;
  names: Buffer;

  constructor(capacity: number) {
    const n = Math.max(1, capacity);
    this.flags = new Uint8Array(n);
    this.lat = new Float64Array(n);
    this.lng = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.ratingCount = new Float64Array(n);
    this.popularity = new Float64Array(n);
    this.minPriceMinor = new Float64Array(n);
    this.quality = new Float64Array(n);
    this.city = new Int32Array(n);
    this.h3r7 = new Int32Array(n);
    this.timezone = new Int32Array(n);
    this.currency = new Int32Array(n);
    this.venue = new Int32Array(n);
    this.semanticLocation = new Int32Array(n);
    this.openingHours = new Int32Array(n);
    this.categories = new Int32Array(n);
    this.tags = new Int32Array(n);
    this.dietary = new Int32Array(n);
    this.startsFrom = new Int32Array(n + 1);
    this.starts = new Float64Array(n * 2);
    this.nameFrom = new Int32Array(n + 1);
    this.names = Buffer.alloc(n * 32);
  }

  /** Room for `rows` rows (doubling). */
  reserve(rows: number): void {
    if (rows <= this.flags.length) return;
    const n = Math.max(rows, this.flags.length * 2);
    const columns = rowColumns(this);
    for (const k of ROW_COLUMNS) columns[k] = grown(columns[k], n);
    this.startsFrom = grown(this.startsFrom, n + 1);
    this.nameFrom = grown(this.nameFrom, n + 1);
  }

  string(id: number): string | null {
    return id === NONE ? null : (this.strings[id] as string);
  }
}

/**
 * Appends docs to one set of columns, interning strings and lists as it goes (the snapshot is mostly
 * repeats: a few hundred cities, cells, zones and tag lists across a million activities).
 */
export const docColumnsBuilder = (capacity: number) => {
  const cols = new DocColumns(capacity);
  const stringIds = new Map<string, number>();
  const listIds = new Map<string, number>();
  const str = (s: string | null): number => {
    if (s === null) return NONE;
    let id = stringIds.get(s);
    if (id === undefined) {
      id = cols.strings.length;
      cols.strings.push(s);
      stringIds.set(s, id);
    }
    return id;
  };
  const list = (values: readonly string[]): number => {
    const key = `${values.length}\u0000${values.join('\u0000')}`;
    let id = listIds.get(key);
    if (id === undefined) {
      id = cols.lists.length;
      cols.lists.push(Object.freeze([...values]));
      listIds.set(key, id);
    }
    return id;
  };
  return {
    columns: cols,
    add(f: DocFields): SnapshotDoc {
      const r = cols.rows;
      cols.reserve(r + 1);
      cols.flags[r] =
        (f.entityType === 'event' ? EVENT : 0) | (f.isBookable ? BOOKABLE : 0) | (f.isFree ? FREE : 0);
      cols.lat[r] = f.lat;
      cols.lng[r] = f.lng;
      cols.rating[r] = f.rating ?? Number.NaN;
      cols.ratingCount[r] = f.ratingCount ?? Number.NaN;
      cols.popularity[r] = f.popularity ?? Number.NaN;
      cols.minPriceMinor[r] = f.minPriceMinor ?? Number.NaN;
      cols.quality[r] = Number.NaN;
      cols.city[r] = str(f.city);
      cols.h3r7[r] = str(f.h3r7);
      cols.timezone[r] = str(f.timezone);
      cols.currency[r] = str(f.currency);
      cols.venue[r] = str(f.venue);
      cols.semanticLocation[r] = str(f.semanticLocation);
      cols.openingHours[r] = str(f.openingHours);
      cols.categories[r] = list(f.categories);
      cols.tags[r] = list(f.tags);
      cols.dietary[r] = list(f.dietary);
      const s0 = at(cols.startsFrom, r);
      const s1 = s0 + f.sessionStarts.length;
      if (s1 > cols.starts.length) cols.starts = grown(cols.starts, Math.max(s1, cols.starts.length * 2));
      for (const [k, t] of f.sessionStarts.entries()) cols.starts[s0 + k] = t;
      cols.startsFrom[r + 1] = s1;
      const n0 = at(cols.nameFrom, r);
      const n1 = n0 + Buffer.byteLength(f.name, 'utf8');
      if (n1 > cols.names.length) {
        const names = Buffer.alloc(Math.max(n1, cols.names.length * 2));
        cols.names.copy(names, 0, 0, n0);
        cols.names = names;
      }
      cols.names.write(f.name, n0, 'utf8');
      cols.nameFrom[r + 1] = n1;
      cols.rows = r + 1;
      return new SnapshotDoc(cols, r, f.pk);
    },
  };
};

/**
 * Regroups the rows of one load's columns by res-7 cell (pk order within a cell) and returns the same
 * docs, in the same order, as views of the new rows: the views given are invalid afterwards. Homescreen
 * ranks a neighbourhood's docs together, and rows loaded in pk order scatter them over the whole
 * catalogue, a cache miss per doc for each column read. Grouped, a neighbourhood is a few runs of each
 * column, and its views, made in row order, sit side by side in the heap. A column at a time is
 * copied, so the extra memory is one column's. Docs that do not all live in one set of columns
 * (a small change's) come back as they are. A step yields every `step` rows.
 */
export function* groupByCellSteps(
  docs: readonly DiscoveryDoc[],
  step: number,
): Generator<void, DiscoveryDoc[]> {
  const first = docs[0];
  if (!(first instanceof SnapshotDoc)) return [...docs];
  const cols = first.cols;
  const n = cols.rows;
  if (docs.length !== n || docs.some((d) => !(d instanceof SnapshotDoc) || d.cols !== cols)) return [...docs];
  // A counting sort of the rows by cell id: order[newRow] = oldRow.
  const starts = new Int32Array(cols.strings.length + 1);
  for (let r = 0; r < n; r++) {
    const next = at(cols.h3r7, r) + 1;
    starts[next] = at(starts, next) + 1;
  }
  for (let id = 1; id < starts.length; id++) starts[id] = at(starts, id) + at(starts, id - 1);
  const order = new Int32Array(n);
  for (let r = 0; r < n; r++) {
    const id = at(cols.h3r7, r);
    order[at(starts, id)] = r;
    starts[id] = at(starts, id) + 1;
  }
  yield;
  function* permuted<T extends Float64Array | Int32Array | Uint8Array>(a: T): Generator<void, T> {
    const b = new (a.constructor as new (size: number) => T)(n);
    for (let i = 0; i < n; i++) {
      b[i] = at(a, at(order, i));
      if (i % step === step - 1) yield;
    }
    return b;
  }
  const columns = rowColumns(cols);
  for (const k of ROW_COLUMNS) columns[k] = yield* permuted(columns[k]);
  const startsFrom = new Int32Array(n + 1);
  const sessionStarts = new Float64Array(at(cols.startsFrom, n));
  const nameFrom = new Int32Array(n + 1);
  const names = Buffer.allocUnsafe(at(cols.nameFrom, n));
  for (let i = 0; i < n; i++) {
    const r = at(order, i);
    const s0 = at(startsFrom, i);
    const from = at(cols.startsFrom, r);
    const count = at(cols.startsFrom, r + 1) - from;
    for (let k = 0; k < count; k++) sessionStarts[s0 + k] = at(cols.starts, from + k);
    startsFrom[i + 1] = s0 + count;
    const n0 = at(nameFrom, i);
    nameFrom[i + 1] = n0 + cols.names.copy(names, n0, at(cols.nameFrom, r), at(cols.nameFrom, r + 1));
    if (i % step === step - 1) yield;
  }
  cols.startsFrom = startsFrom;
  cols.starts = sessionStarts;
  cols.nameFrom = nameFrom;
  cols.names = names;
  // New views in row order (side by side in the heap), placed where their docs were.
  const positionOfRow = new Int32Array(n);
  for (const [k, d] of docs.entries()) positionOfRow[(d as SnapshotDoc).row] = k;
  const out: DiscoveryDoc[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const k = at(positionOfRow, at(order, i));
    out[k] = new SnapshotDoc(cols, i, (docs[k] as SnapshotDoc).pk);
    if (i % step === step - 1) yield;
  }
  return out;
}

/** One doc of the snapshot: a view of its row. */
export class SnapshotDoc implements DiscoveryDoc {
  constructor(
    readonly cols: DocColumns,
    readonly row: number,
    readonly pk: number,
  ) {}
  get entityType(): EntityType {
    return at(this.cols.flags, this.row) & EVENT ? 'event' : 'place';
  }
  get isBookable(): boolean {
    return (at(this.cols.flags, this.row) & BOOKABLE) !== 0;
  }
  get isFree(): boolean {
    return (at(this.cols.flags, this.row) & FREE) !== 0;
  }
  get name(): string {
    return this.cols.names.toString(
      'utf8',
      at(this.cols.nameFrom, this.row),
      at(this.cols.nameFrom, this.row + 1),
    );
  }
  get lat(): number {
    return at(this.cols.lat, this.row);
  }
  get lng(): number {
    return at(this.cols.lng, this.row);
  }
  /** The doc itself: it has `lat` and `lng` (no object per doc, none per read). */
  get location(): LatLng {
    return this;
  }
  get rating(): number | null {
    return orNull(at(this.cols.rating, this.row));
  }
  get ratingCount(): number | null {
    return orNull(at(this.cols.ratingCount, this.row));
  }
  get popularity(): number | null {
    return orNull(at(this.cols.popularity, this.row));
  }
  get minPriceMinor(): number | null {
    return orNull(at(this.cols.minPriceMinor, this.row));
  }
  get city(): string {
    return this.cols.strings[at(this.cols.city, this.row)] as string;
  }
  get h3r7(): string {
    return this.cols.strings[at(this.cols.h3r7, this.row)] as string;
  }
  get timezone(): string {
    return this.cols.strings[at(this.cols.timezone, this.row)] as string;
  }
  get currency(): string | null {
    return this.cols.string(at(this.cols.currency, this.row));
  }
  get venue(): string | null {
    return this.cols.string(at(this.cols.venue, this.row));
  }
  get semanticLocation(): string | null {
    return this.cols.string(at(this.cols.semanticLocation, this.row));
  }
  get openingHours(): string | null {
    return this.cols.string(at(this.cols.openingHours, this.row));
  }
  get categories(): readonly string[] {
    return this.cols.lists[at(this.cols.categories, this.row)] as readonly string[];
  }
  get tags(): readonly string[] {
    return this.cols.lists[at(this.cols.tags, this.row)] as readonly string[];
  }
  get dietary(): readonly string[] {
    return this.cols.lists[at(this.cols.dietary, this.row)] as readonly string[];
  }
  /** A view of the pool (allocates: ranking uses `nextStart`). */
  get sessionStarts(): Float64Array {
    return this.cols.starts.subarray(
      at(this.cols.startsFrom, this.row),
      at(this.cols.startsFrom, this.row + 1),
    );
  }
  /** The last session start, or null without sessions. */
  lastStart(): number | null {
    const end = at(this.cols.startsFrom, this.row + 1);
    return end > at(this.cols.startsFrom, this.row) ? at(this.cols.starts, end - 1) : null;
  }
  /** The first session start at or after `from`, or null. */
  nextStart(from: number): number | null {
    const s = this.cols.starts;
    let lo = at(this.cols.startsFrom, this.row);
    let hi = at(this.cols.startsFrom, this.row + 1);
    const end = hi;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(s, mid) < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < end ? at(s, lo) : null;
  }
}

/**
 * A list of docs as positions in one shared pool (4 bytes a doc, no array per list): a facet value's
 * docs, a cell's docs.
 */
export class DocList implements Iterable<DiscoveryDoc> {
  constructor(
    private readonly docs: readonly DiscoveryDoc[],
    private readonly pool: Int32Array,
    private readonly from: number,
    readonly length: number,
  ) {}
  at(i: number): DiscoveryDoc | undefined {
    return i >= 0 && i < this.length ? this.docs[this.pool[this.from + i] as number] : undefined;
  }
  [Symbol.iterator](): Iterator<DiscoveryDoc> {
    let i = 0;
    return {
      next: (): IteratorResult<DiscoveryDoc> =>
        i < this.length
          ? { done: false, value: this.docs[this.pool[this.from + i++] as number] as DiscoveryDoc }
          : { done: true, value: undefined },
    };
  }
}

/** The doc's fields as a plain object (tests compare snapshots built different ways). */
export const plainDoc = (d: DiscoveryDoc) => ({
  pk: d.pk,
  entityType: d.entityType,
  name: d.name,
  city: d.city,
  location: { lat: d.location.lat, lng: d.location.lng },
  h3r7: d.h3r7,
  timezone: d.timezone,
  rating: d.rating,
  ratingCount: d.ratingCount,
  popularity: d.popularity,
  isBookable: d.isBookable,
  isFree: d.isFree,
  minPriceMinor: d.minPriceMinor,
  currency: d.currency,
  categories: [...d.categories],
  tags: [...d.tags],
  dietary: [...d.dietary],
  venue: d.venue,
  semanticLocation: d.semanticLocation,
  openingHours: d.openingHours,
  sessionStarts: Array.from(d.sessionStarts),
});
