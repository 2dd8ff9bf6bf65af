/**
 * The discovery snapshot's docs in columns: one typed array per numeric field, repeated strings and
 * lists as ids into tables of shared values, session starts in one pool, names as UTF-8 in one
 * buffer. The snapshot holds its docs as (columns, row, pk) triples in a DocTable's typed arrays and
 * lists them as positions of that table, so a million docs are a few flat arrays that the garbage
 * collector skips, not tens of millions of strings, arrays, boxed numbers and location objects, nor
 * a million objects to mark on every full collection. A read makes a short-lived view of the row
 * (SnapshotDoc) whose getters show the DiscoveryDoc fields unchanged. Pure.
 */
import type { EntityType } from '../../catalogue/index.js';
import type { LatLng } from '../../platform/geo.js';
import type { DiscoveryDoc } from './ranking-docs.js';

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

/** A typed array of the columns, as the persisted snapshot holds it. */
export type ColumnArray = Float64Array | Int32Array | Uint8Array;

/**
 * A set of columns' arrays by name, trimmed to its rows (the pools to what the rows use), in a fixed
 * order: the persisted snapshot writes them as they are in memory.
 */
export const columnArrays = (cols: DocColumns): [string, ColumnArray][] => {
  const n = cols.rows;
  const columns = rowColumns(cols);
  return [
    ...ROW_COLUMNS.map((k): [string, ColumnArray] => [k, columns[k].subarray(0, n)]),
    ['startsFrom', cols.startsFrom.subarray(0, n + 1)],
    ['starts', cols.starts.subarray(0, at(cols.startsFrom, n))],
    ['nameFrom', cols.nameFrom.subarray(0, n + 1)],
    ['names', new Uint8Array(cols.names.buffer, cols.names.byteOffset, at(cols.nameFrom, n))],
  ];
};

/** Set of columns from arrays named as columnArrays names them, and the shared strings and lists. */
export const restoredColumns = (
  rows: number,
  arrays: ReadonlyMap<string, ColumnArray>,
  strings: readonly string[],
  lists: readonly (readonly string[])[],
): DocColumns => {
  const cols = new DocColumns(1);
  const get = <T extends ColumnArray>(name: string, type: new (n: number) => T, length: number): T => {
    const a = arrays.get(name);
    if (!(a instanceof type) || a.length !== length) throw new Error(`snapshot column ${name} is malformed`);
    return a;
  };
  const columns = rowColumns(cols);
  for (const k of ROW_COLUMNS) {
    const like = columns[k];
    columns[k] = get(k, like.constructor as new (n: number) => ColumnArray, rows);
  }
  cols.startsFrom = get('startsFrom', Int32Array, rows + 1);
  cols.starts = get('starts', Float64Array, at(cols.startsFrom, rows));
  cols.nameFrom = get('nameFrom', Int32Array, rows + 1);
  const names = get('names', Uint8Array, at(cols.nameFrom, rows));
  cols.names = Buffer.from(names.buffer, names.byteOffset, names.byteLength);
  for (const s of strings) cols.strings.push(s);
  for (const l of lists) cols.lists.push(Object.freeze([...l]));
  cols.rows = rows;
  return cols;
};

/** Appends docs to one set of columns. */
export interface DocColumnsBuilder {
  columns: DocColumns;
  add(f: DocFields): SnapshotDoc;
}

/**
 * Appends docs to one set of columns, interning strings and lists as it goes (the snapshot is mostly
 * repeats: a few hundred cities, cells, zones and tag lists across a million activities).
 */
export const docColumnsBuilder = (capacity: number): DocColumnsBuilder => {
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
 * Docs in pk order as positions, each a (set of columns, row, pk) triple in typed arrays: no object
 * per doc, so a million docs are a few flat arrays for the garbage collector to skip, not a million
 * views to mark on every full collection. A read makes a short-lived view of its row.
 */
export class DocTable implements Iterable<SnapshotDoc> {
  constructor(
    /** The sets of columns the docs live in (a small change adds one; at most 256). */
    readonly sets: readonly DocColumns[],
    private readonly setIds: Uint8Array,
    private readonly rows: Int32Array,
    private readonly pks: Float64Array,
    readonly length: number,
  ) {}
  /** The doc at position `i` (a new view each call). */
  at(i: number): SnapshotDoc | undefined {
    if (i < 0 || i >= this.length) return undefined;
    return new SnapshotDoc(this.columns(i), at(this.rows, i), at(this.pks, i));
  }
  /** Position `i`'s columns, row and pk, without a view. */
  columns(i: number): DocColumns {
    return this.sets[at(this.setIds, i)] as DocColumns;
  }
  /** Position `i`'s set of columns, as an index of `sets`. */
  setId(i: number): number {
    return at(this.setIds, i);
  }
  row(i: number): number {
    return at(this.rows, i);
  }
  pk(i: number): number {
    return at(this.pks, i);
  }
  /** The table's own arrays, trimmed to its length (the persisted snapshot writes them). */
  positions(): { setIds: Uint8Array; rows: Int32Array; pks: Float64Array } {
    return {
      setIds: this.setIds.subarray(0, this.length),
      rows: this.rows.subarray(0, this.length),
      pks: this.pks.subarray(0, this.length),
    };
  }
  /** The doc with this pk (a binary search: positions are in pk order). */
  get(pk: number): SnapshotDoc | undefined {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(this.pks, mid) < pk) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.length && at(this.pks, lo) === pk ? this.at(lo) : undefined;
  }
  [Symbol.iterator](): Iterator<SnapshotDoc> {
    let i = 0;
    return {
      next: (): IteratorResult<SnapshotDoc> =>
        i < this.length
          ? { done: false, value: this.at(i++) as SnapshotDoc }
          : { done: true, value: undefined },
    };
  }
}

/** Collects docs, as (columns, row, pk), into a DocTable in the order given (room for `capacity` to start with). */
export const docTableBuilder = (capacity: number) => {
  const sets: DocColumns[] = [];
  const setIdOf = new Map<DocColumns, number>();
  let setIds = new Uint8Array(Math.max(1, capacity));
  let rows = new Int32Array(setIds.length);
  let pks = new Float64Array(setIds.length);
  let n = 0;
  return {
    add(cols: DocColumns, row: number, pk: number): void {
      let id = setIdOf.get(cols);
      if (id === undefined) {
        if (sets.length > 0xff) throw new Error('a doc table holds at most 256 sets of columns');
        id = sets.length;
        sets.push(cols);
        setIdOf.set(cols, id);
      }
      if (n === setIds.length) {
        setIds = grown(setIds, n * 2);
        rows = grown(rows, n * 2);
        pks = grown(pks, n * 2);
      }
      setIds[n] = id;
      rows[n] = row;
      pks[n] = pk;
      n++;
    },
    build: (): DocTable => new DocTable(sets, setIds, rows, pks, n),
  };
};

/**
 * Regroups the rows of a table's one set of columns by res-7 cell (pk order within a cell) and
 * returns the table of the same docs, in the same order, at their new rows: the table given is
 * invalid afterwards. Homescreen ranks a neighbourhood's docs together, and rows loaded in pk order
 * scatter them over the whole catalogue, a cache miss per doc for each column read. Grouped, a
 * neighbourhood is a few runs of each column. A column at a time is copied, so the extra memory is
 * one column's. A table over several sets of columns (a small change's), or over some of its rows
 * only, comes back as it is. A step yields every `step` rows.
 */
export function* groupByCellSteps(table: DocTable, step: number): Generator<void, DocTable> {
  const cols = table.sets[0];
  if (!cols || table.sets.length !== 1 || cols.rows !== table.length) return table;
  const n = cols.rows;
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
  const newRow = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const r = at(order, i);
    newRow[r] = i;
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
  // The same docs in the same order, each at its new row (one set of columns: every set id is 0).
  const rows = new Int32Array(n);
  const pks = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    rows[k] = at(newRow, table.row(k));
    pks[k] = table.pk(k);
    if (k % step === step - 1) yield;
  }
  return new DocTable(table.sets, new Uint8Array(n), rows, pks, n);
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
 * A list of docs as positions of a table in one shared pool (4 bytes a doc, no array per list): the
 * quality order, a facet value's docs, a cell's docs.
 */
export class DocList implements Iterable<SnapshotDoc> {
  constructor(
    readonly table: DocTable,
    private readonly pool: Int32Array,
    private readonly from: number,
    readonly length: number,
  ) {}
  at(i: number): SnapshotDoc | undefined {
    return i >= 0 && i < this.length ? this.table.at(this.pool[this.from + i] as number) : undefined;
  }
  /** The table position of the list's doc `i`. */
  position(i: number): number {
    return this.pool[this.from + i] as number;
  }
  /** The list's table positions, a view of its pool (the persisted snapshot writes them): read only. */
  positions(): Int32Array {
    return this.pool.subarray(this.from, this.from + this.length);
  }
  [Symbol.iterator](): Iterator<SnapshotDoc> {
    let i = 0;
    return {
      next: (): IteratorResult<SnapshotDoc> =>
        i < this.length
          ? { done: false, value: this.table.at(this.pool[this.from + i++] as number) as SnapshotDoc }
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
