/**
 * Builds the next discovery snapshot for the catalogue state read now, in slices between requests:
 * the text index (the previous one with the changed documents replaced in a staged transaction, or a
 * fresh one beside it after large changes), the docs (the previous ones with the changed ones merged
 * in, or all loaded afresh), then the maps over them (cells, density counts, quality order,
 * gazetteer, facets) and the vocabulary. Nothing is visible until the caller installs the result.
 */

import {
  type CatalogueState,
  catalogueState,
  changedSince,
  prepareOpeningHours,
} from '../../catalogue/index.js';
import type { Store } from '../../platform/db/index.js';
import { gazetteerSteps } from '../query/gazetteer.js';
import { facetIndexSteps } from '../query/relevance.js';
import { quality } from '../ranking.js';
import type { Snapshot } from './discovery-index.js';
import {
  type DocColumns,
  DocList,
  type DocTable,
  docTableBuilder,
  groupByCellSteps,
  SnapshotDoc,
} from './doc-columns.js';
import { buildTextIndex, readSearchDocuments, type SearchDocument, type TextIndex } from './fts-index.js';
import { type DiscoveryDoc, isCurrent } from './ranking-docs.js';
import { type DocsPage, discoveryDocsLoader } from './store.js';

/** Activities per page of a background reload (a page takes a few ms; slices hold several pages). */
const RELOAD_PAGE = 100;
/** Text documents per page of a fresh index build (a page reads and indexes in well under 50 ms). */
const TEXT_PAGE = 500;
/**
 * Above this many changed activities (or this share of the catalogue) a fresh text index is built
 * instead of replacing documents. Replacements are staged in steps, so their cost is only their
 * number: far below a rebuild of the whole catalogue, which under load takes minutes of slices.
 */
const INCREMENTAL_MAX = 2_000;
const INCREMENTAL_SHARE = 0.25;
/**
 * Small changes reuse the previous docs while their columns hold at most this many rows per live doc
 * (replaced rows stay in the columns they were loaded in); past it the docs are loaded afresh.
 */
const COLUMNS_KEPT_MAX = 1.25;
/** ...and while they live in fewer sets of columns than this (each set costs a few KB). */
const COLUMN_SETS_MAX = 64;
/** Changed documents read per query. */
const CHANGED_PAGE = 500;

/**
 * A background build works in slices of at least this long, then lets waiting requests run. Slices,
 * not single pages: under a steady load every yield waits a whole round of requests, so yielding
 * after each small page would starve the build for minutes.
 */
const SLICE_MS = 8;
/** Under load a slice grows to this share of the wait for its turn (a fair share), up to SLICE_MAX_MS. */
const SLICE_SHARE = 0.25;
const SLICE_MAX_MS = 40;
/** Sorted runs of the quality order, and elements merged per step. */
const SORT_RUN = 4_096;

export const yieldNow = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Yields to requests (setImmediate) once the current slice has run its budget; callers call it after
 * every small unit of work, so no synchronous stretch runs much longer than a slice. The budget is
 * SLICE_MS when idle and grows with the time requests took before the build's turn came back.
 */
export const slicer = (): (() => Promise<void>) => {
  let sliceStart = performance.now();
  let budget = SLICE_MS;
  return async (): Promise<void> => {
    const now = performance.now();
    if (now - sliceStart < budget) return;
    await yieldNow();
    const resumed = performance.now();
    budget = Math.min(SLICE_MAX_MS, Math.max(SLICE_MS, (resumed - now) * SLICE_SHARE));
    sliceStart = resumed;
  };
};

/** A stable merge sort in steps: sorted runs, then merges, yielding every SORT_RUN elements. */
function* sortSteps<T>(items: T[], cmp: (a: T, b: T) => number): Generator<void, T[]> {
  let runs: T[][] = [];
  for (let i = 0; i < items.length; i += SORT_RUN) {
    runs.push(items.slice(i, i + SORT_RUN).sort(cmp));
    yield;
  }
  let work = 0;
  while (runs.length > 1) {
    const next: T[][] = [];
    for (let r = 0; r < runs.length; r += 2) {
      const a = runs[r] ?? [];
      const b = runs[r + 1];
      if (!b) {
        next.push(a);
        continue;
      }
      const out: T[] = new Array(a.length + b.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < a.length && j < b.length) {
        // Stable: on a tie the earlier run's element goes first.
        out[k++] = cmp(b[j] as T, a[i] as T) < 0 ? (b[j++] as T) : (a[i++] as T);
        if (++work % SORT_RUN === 0) yield;
      }
      while (i < a.length) out[k++] = a[i++] as T;
      while (j < b.length) out[k++] = b[j++] as T;
      next.push(out);
    }
    runs = next;
  }
  return runs[0] ?? [];
}

/** The snapshot's parts that come from its docs (not from its text index). */
export type DocMaps = Omit<Snapshot, 'text' | 'vocabulary' | 'vocabularyMap'>;

/** Per-cell lists of positions in one pool, counted first, then filled: a step per page of docs. */
function* cellListSteps(
  docs: DocTable,
  cellSize: Map<string, number>,
): Generator<void, Map<string, DocList>> {
  const cellNext = new Map<string, number>();
  let total = 0;
  for (const [cell, size] of cellSize) {
    cellNext.set(cell, total);
    total += size;
  }
  const cellPool = new Int32Array(total);
  for (let n = 0; n < docs.length; n++) {
    const cell = (docs.at(n) as DiscoveryDoc).h3r7;
    const at = cellNext.get(cell) as number;
    cellPool[at] = n;
    cellNext.set(cell, at + 1);
    if (n % RELOAD_PAGE === RELOAD_PAGE - 1) yield;
  }
  const byCell = new Map<string, DocList>();
  for (const [cell, size] of cellSize)
    byCell.set(cell, new DocList(docs, cellPool, (cellNext.get(cell) as number) - size, size));
  return byCell;
}

/**
 * Counts a current doc in its cell (the density map); true when it parsed opening hours never seen
 * before (0.3-0.5 ms: the caller ends its step there).
 */
const countCurrent = (d: DiscoveryDoc, now: number, counts: Map<string, number>): boolean => {
  if (isCurrent(d, now)) counts.set(d.h3r7, (counts.get(d.h3r7) ?? 0) + 1);
  return d.openingHours ? prepareOpeningHours(d.openingHours, now, d.timezone) : false;
};

/**
 * The density map alone (a load from the snapshot file reads the other maps), as steps: counted per
 * cell id of each set of columns, not per cell name, and each opening hours value prepared once per
 * zone (what countCurrent does for every doc), so a million docs cost a pass over their rows.
 */
export function* currentCountsSteps(docs: DocTable, now: number): Generator<void, Map<string, number>> {
  const sets = docs.sets;
  const perCell = sets.map((cols) => new Int32Array(cols.strings.length));
  const prepared = sets.map(() => new Set<number>());
  /** Cells in the order their first current doc comes (the order a build's counts have). */
  const firstSeen: [set: number, cell: number][] = [];
  for (let n = 0; n < docs.length; n++) {
    const s = docs.setId(n);
    const cols = sets[s] as DocColumns;
    const row = docs.row(n);
    const d = new SnapshotDoc(cols, row, docs.pk(n));
    if (isCurrent(d, now)) {
      const cell = cols.h3r7[row] as number;
      const counts = perCell[s] as Int32Array;
      if (counts[cell] === 0) firstSeen.push([s, cell]);
      counts[cell] = (counts[cell] as number) + 1;
    }
    const hours = cols.openingHours[row] as number;
    // One key per (opening hours, zone) pair of the set: string ids are below 2^31.
    const key = hours * 2 ** 31 + (cols.timezone[row] as number);
    if (hours >= 0 && !(prepared[s] as Set<number>).has(key)) {
      (prepared[s] as Set<number>).add(key);
      if (d.openingHours && prepareOpeningHours(d.openingHours, now, d.timezone)) yield;
    }
    if (n % RELOAD_PAGE === RELOAD_PAGE - 1) yield;
  }
  const counts = new Map<string, number>();
  for (const [s, cell] of firstSeen) {
    const name = (sets[s] as DocColumns).strings[cell] as string;
    counts.set(name, (counts.get(name) ?? 0) + ((perCell[s] as Int32Array)[cell] as number));
  }
  return counts;
}

/** Snapshot maps from docs, as steps: the builder yields to requests between steps. */
export function* assembleSnapshot(
  state: Pick<CatalogueState, 'version' | 'publishedMaxPk'>,
  docs: DocTable,
  clock: () => Date,
): Generator<void, DocMaps> {
  const cellSize = new Map<string, number>();
  const counts = new Map<string, number>();
  // Quality per position, sorted as positions: no object per doc.
  const q = new Float64Array(docs.length);
  const positions: number[] = new Array(docs.length);
  const now = clock().getTime();
  for (let n = 0; n < docs.length; n++) {
    const d = docs.at(n) as DiscoveryDoc;
    q[n] = quality(d);
    positions[n] = n;
    const cell = d.h3r7;
    cellSize.set(cell, (cellSize.get(cell) ?? 0) + 1);
    // A value seen for the first time takes 0.3-0.5 ms to parse: a step of its own.
    if (countCurrent(d, now, counts)) yield;
    else if (n % RELOAD_PAGE === RELOAD_PAGE - 1) yield;
  }
  const byCell = yield* cellListSteps(docs, cellSize);
  const sorted = yield* sortSteps(
    positions,
    (a, b) => (q[b] as number) - (q[a] as number) || docs.pk(a) - docs.pk(b),
  );
  const byQuality = new DocList(docs, Int32Array.from(sorted), 0, sorted.length);
  yield;
  const gazetteer = yield* gazetteerSteps(docs);
  const facets = yield* facetIndexSteps(byQuality);
  return docMaps(state, docs, { byQuality, byCell, counts, gazetteer, facets });
}

/** A snapshot's maps from their parts, worked out (above) or read from the file (derived-maps.ts). */
export const docMaps = (
  state: Pick<CatalogueState, 'version' | 'publishedMaxPk'>,
  docs: DocTable,
  parts: Pick<DocMaps, 'byQuality' | 'byCell' | 'counts' | 'gazetteer' | 'facets'>,
): DocMaps => {
  let columnRows = 0;
  for (const cols of docs.sets) columnRows += cols.rows;
  return {
    version: state.version,
    publishedMaxPk: state.publishedMaxPk,
    docs,
    ...parts,
    columnRows,
    columnSets: docs.sets.length,
  };
};

/** The next text index and its vocabulary, with how to make it visible or drop it. */
interface NextText {
  text: TextIndex;
  vocabulary: { term: string; doc: number }[];
  install: () => void;
  discard: () => void;
  /** The activities that changed since `prev` (incremental path), null after a fresh build. */
  changed: number[] | null;
}

/** The previous text index with the changed documents replaced in a staged transaction, if few changed. */
const replaceChanged = async (
  store: Store,
  state: CatalogueState,
  prev: Snapshot,
  between: () => Promise<void>,
): Promise<NextText | null> => {
  const changed = new Set(await changedSince(store.db, prev.version, state.version));
  const span = state.publishedMaxPk - prev.publishedMaxPk;
  if (span < 0 || changed.size + span > Math.max(INCREMENTAL_MAX, prev.docs.length * INCREMENTAL_SHARE))
    return null;
  for (let pk = prev.publishedMaxPk + 1; pk <= state.publishedMaxPk; pk++) changed.add(pk);
  const pks = [...changed].sort((a, b) => a - b);
  const docs: SearchDocument[] = [];
  for (let i = 0; i < pks.length; i += CHANGED_PAGE) {
    const slice = pks.slice(i, i + CHANGED_PAGE);
    for (const d of await readSearchDocuments(store.db, { pks: slice }, state.publishedMaxPk)) docs.push(d);
    await between();
  }
  const text = prev.text;
  const staged = await text.stageReplace(pks, docs, between);
  try {
    const vocabulary = await text.readVocabulary(between);
    return {
      text,
      vocabulary,
      install: () => staged.commit(),
      discard: () => staged.rollback(),
      changed: pks,
    };
  } catch (e) {
    staged.rollback();
    throw e;
  }
};

/**
 * The text index for `state` and its vocabulary: the previous index with the changed documents
 * replaced in a staged transaction (made visible by the returned `install`, in one synchronous step
 * with the snapshot swap), or a fresh one beside it. Both are written in slices between requests.
 */
const nextText = async (
  store: Store,
  state: CatalogueState,
  prev: Snapshot | null,
  between: () => Promise<void>,
): Promise<NextText> => {
  if (prev && prev.version >= state.changeFloor) {
    const replaced = await replaceChanged(store, state, prev, between);
    if (replaced) return replaced;
  }
  const text = await buildTextIndex(store.db, state.publishedMaxPk, { page: TEXT_PAGE, between });
  try {
    const vocabulary = await text.readVocabulary(between);
    return { text, vocabulary, install: () => undefined, discard: () => text.close(), changed: null };
  } catch (e) {
    text.close();
    throw e;
  }
};

/**
 * A small change: the previous docs with the changed ones replaced, not a reload of all (the new
 * ones in columns of their own; the previous docs keep theirs).
 */
const mergeChangedDocs = async (
  store: Store,
  state: CatalogueState,
  prev: Snapshot,
  changedPks: number[],
  between: () => Promise<void>,
): Promise<DocTable> => {
  const page = discoveryDocsLoader(store.db, state.publishedMaxPk, changedPks.length);
  // The changed docs still published, in pk order: merged into the previous docs (in pk order
  // too), each in its pk's place, whether it replaces a doc, is new or is published again.
  const fresh = await page.byPks(changedPks, RELOAD_PAGE);
  const changed = new Set(changedPks);
  const next = docTableBuilder(prev.docs.length + fresh.length);
  let f = 0;
  const addFreshBelow = (pk: number): void => {
    for (let d = fresh[f]; d && d.pk < pk; d = fresh[++f]) next.add(d.cols, d.row, d.pk);
  };
  for (let n = 0; n < prev.docs.length; n++) {
    const pk = prev.docs.pk(n);
    addFreshBelow(pk);
    if (!changed.has(pk)) next.add(prev.docs.columns(n), prev.docs.row(n), pk);
    if (n % RELOAD_PAGE === 0) await between();
  }
  addFreshBelow(Number.POSITIVE_INFINITY);
  return next.build();
};

/** Every published doc loaded afresh, page by page, then grouped by cell. */
const loadAllDocs = async (
  store: Store,
  state: CatalogueState,
  prev: Snapshot | null,
  between: () => Promise<void>,
): Promise<DocTable> => {
  // Columns sized for the catalogue at once (its previous size, or at most every pk up to the
  // mark): growing them by doubling leaves freed copies that the allocator keeps as RSS.
  const capacity = prev
    ? prev.docs.length + Math.max(0, state.publishedMaxPk - prev.publishedMaxPk) + 1_024
    : state.publishedMaxPk;
  const page = discoveryDocsLoader(store.db, state.publishedMaxPk, capacity);
  const loaded = docTableBuilder(capacity);
  for (
    let p: DocsPage = await page(0, RELOAD_PAGE);
    p.lastPk !== null;
    p = await page(p.lastPk, RELOAD_PAGE)
  ) {
    for (const d of p.docs) loaded.add(d.cols, d.row, d.pk);
    await between();
  }
  const grouping = groupByCellSteps(loaded.build(), RELOAD_PAGE * 10);
  let g = grouping.next();
  for (; !g.done; g = grouping.next()) await between();
  return g.value;
};

/** A snapshot built but not yet in use. */
export interface BuiltSnapshot {
  state: CatalogueState;
  snapshot: Snapshot;
  /** Makes the text index's changes visible: call in one synchronous step with the snapshot swap. */
  installText: () => void;
  /** Drops the text index's changes (or the fresh index) instead. */
  discard: () => void;
}

/** Builds the next snapshot (and text index) for the state read now, yielding between pages. */
export const buildSnapshot = async (
  store: Store,
  prev: Snapshot | null,
  clock: () => Date,
): Promise<BuiltSnapshot> => {
  const state = await catalogueState(store.db);
  const between = slicer();
  const text = await nextText(store, state, prev, between);
  try {
    const docs =
      prev &&
      text.changed &&
      prev.columnRows <= COLUMNS_KEPT_MAX * prev.docs.length + INCREMENTAL_MAX &&
      prev.columnSets < COLUMN_SETS_MAX
        ? await mergeChangedDocs(store, state, prev, text.changed, between)
        : await loadAllDocs(store, state, prev, between);
    const steps = assembleSnapshot(state, docs, clock);
    let r = steps.next();
    while (!r.done) {
      await between();
      r = steps.next();
    }
    const maps = r.value;
    const vocabularyMap = new Map<string, number>();
    for (const [n, v] of text.vocabulary.entries()) {
      vocabularyMap.set(v.term, v.doc);
      if (n % RELOAD_PAGE === 0) await between();
    }
    return {
      state,
      snapshot: { ...maps, text: text.text, vocabulary: text.vocabulary, vocabularyMap },
      installText: text.install,
      discard: text.discard,
    };
  } catch (e) {
    text.discard();
    throw e;
  }
};
