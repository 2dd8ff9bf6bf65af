/**
 * The in-memory side of discovery, shared by homescreen and search: ranking docs by pk and by res-7
 * cell, the density counts, the gazetteer, the full-text index and a cache of full activities for
 * presentation. Every instance keeps its own and follows the catalogue version that any instance's
 * writes raise: a background refresh replays the changed activities into the text index (or builds
 * a fresh one beside it after large changes) and builds the next snapshot page by page, yielding
 * between pages, while requests keep using the previous one. Both engines take the same path.
 */
import type { Activity, CatalogueStore } from '../../catalogue/index.js';
import {
  type CatalogueState,
  catalogueState,
  changedSince,
  prepareOpeningHours,
  presentActivity,
} from '../../catalogue/index.js';
import type { Store } from '../../platform/db/index.js';
import { type Gazetteer, gazetteerSteps } from '../query/gazetteer.js';
import { type FacetIndex, facetIndexSteps } from '../query/relevance.js';
import { quality } from '../ranking.js';
import { DocList, type DocTable, docTableBuilder, groupByCellSteps } from './doc-columns.js';
import { buildTextIndex, readSearchDocuments, type SearchDocument, type TextIndex } from './fts-index.js';
import { type DiscoveryDoc, isCurrent } from './ranking-docs.js';
import { type DocsPage, discoveryDocsLoader } from './store.js';

export interface Snapshot {
  version: number;
  /** Activities up to this pk are published in this snapshot. */
  publishedMaxPk: number;
  /** The docs in pk order (`docs.get(pk)` finds one). */
  docs: DocTable;
  /** Docs by static quality (rating, popularity), best first. */
  byQuality: DocList;
  /** Docs per res-7 cell, in pk order. */
  byCell: ReadonlyMap<string, DocList>;
  /** Current (upcoming or open-ended) activities per res-7 cell: the density map. */
  counts: Map<string, number>;
  gazetteer: Gazetteer;
  /** Full-text candidates and bm25 (this instance's index, same on both engines). */
  text: TextIndex;
  /** The text index's terms with their document counts (typo correction, stop-word pruning). */
  vocabulary: { term: string; doc: number }[];
  /** The same terms by term. */
  vocabularyMap: Map<string, number>;
  /** Docs per facet value (and per city), best-known first: search's concept candidates. */
  facets: FacetIndex;
  /**
   * Rows of the doc columns this snapshot's docs live in, replaced ones included (a small change
   * puts the changed docs in columns of their own and leaves dead rows in the previous ones).
   */
  columnRows: number;
  /** Sets of doc columns this snapshot's docs live in (one more per small change). */
  columnSets: number;
}

const ACTIVITY_CACHE_MAX = 2_000;
const PRESENTED_CACHE_MAX = 50_000;
/** At most this many bytes of presented JSON (UTF-8) are cached. */
const PRESENTED_CACHE_BYTES = 64 * 2 ** 20;
/** Activities presented per step on a cache miss; requests run between steps. */
const PRESENT_STEP = 100;
/** A presented activity only changes when a session passes; re-present at least this often anyway. */
const PRESENTED_MAX_AGE_MS = 10 * 60_000;
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
/** A replaced text index stays open this long for requests that started on it. */
const RETIRE_AFTER_MS = 30_000;

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

const yieldNow = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Yields to requests (setImmediate) once the current slice has run its budget; callers call it after
 * every small unit of work, so no synchronous stretch runs much longer than a slice. The budget is
 * SLICE_MS when idle and grows with the time requests took before the build's turn came back.
 */
const slicer = () => {
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

export const createDiscoveryIndex = (deps: {
  store: Store;
  catalogue: CatalogueStore;
  clock: () => Date;
}) => {
  const { store, catalogue, clock } = deps;
  let snapshot: Snapshot | null = null;
  const activityCache = new Map<number, Activity>();
  // UTF-8 bytes outside the JS heap: half the size of the two-byte strings that any non-Latin-1
  // character ("’") makes of a description, and nothing for the garbage collector to trace.
  // By variant (debug flag and languages), then by pk: a number key per lookup, no string built.
  const presented = new Map<string, Map<number, { json: Buffer; from: number; until: number }>>();
  let presentedCount = 0;
  let presentedBytes = 0;
  let closed = false;
  /**
   * Presentation steps of every request, one at a time, each in a loop iteration of its own. A bare
   * setImmediate between steps let sixteen cold homescreens run a step each in one check phase: at
   * 1M, 16 steps of 10-15 ms, a 200 ms stall for every timer and health check.
   */
  let presenting: Promise<unknown> = Promise.resolve();
  const presentStep = <T>(step: () => Promise<T>): Promise<T> => {
    const run = presenting.then(yieldNow).then(step);
    presenting = run.catch(() => undefined);
    return run;
  };
  /** Replaced text indexes still open for requests that started on them, with their close timers. */
  const retiring = new Map<TextIndex, NodeJS.Timeout>();

  /** Snapshot maps from docs, as steps: the builder yields to requests between steps. */
  function* assembleSnapshot(
    state: CatalogueState,
    docs: DocTable,
  ): Generator<void, Omit<Snapshot, 'text' | 'vocabulary' | 'vocabularyMap'>> {
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
      if (isCurrent(d, now)) counts.set(cell, (counts.get(cell) ?? 0) + 1);
      // A value seen for the first time takes 0.3-0.5 ms to parse: a step of its own.
      if (d.openingHours && prepareOpeningHours(d.openingHours, now, d.timezone)) yield;
      else if (n % RELOAD_PAGE === RELOAD_PAGE - 1) yield;
    }
    // Cell lists as positions in one pool: counted above, filled here.
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
    const sorted = yield* sortSteps(
      positions,
      (a, b) => (q[b] as number) - (q[a] as number) || docs.pk(a) - docs.pk(b),
    );
    const byQuality = new DocList(docs, Int32Array.from(sorted), 0, sorted.length);
    yield;
    const gazetteer = yield* gazetteerSteps(docs);
    const facets = yield* facetIndexSteps(byQuality);
    let columnRows = 0;
    for (const cols of docs.sets) columnRows += cols.rows;
    return {
      version: state.version,
      publishedMaxPk: state.publishedMaxPk,
      docs,
      byQuality,
      byCell,
      counts,
      gazetteer,
      facets,
      columnRows,
      columnSets: docs.sets.length,
    };
  }

  /**
   * The text index for `state` and its vocabulary: the previous index with the changed documents
   * replaced in a staged transaction (made visible by the returned `install`, in one synchronous step
   * with the snapshot swap), or a fresh one beside it. Both are written in slices between requests.
   */
  const nextText = async (
    state: CatalogueState,
    prev: Snapshot | null,
    between: () => Promise<void>,
  ): Promise<{
    text: TextIndex;
    vocabulary: { term: string; doc: number }[];
    install: () => void;
    discard: () => void;
    /** The activities that changed since `prev` (incremental path), null after a fresh build. */
    changed: number[] | null;
  }> => {
    if (prev && prev.version >= state.changeFloor) {
      const changed = new Set(await changedSince(store.db, prev.version, state.version));
      const span = state.publishedMaxPk - prev.publishedMaxPk;
      if (
        span >= 0 &&
        changed.size + span <= Math.max(INCREMENTAL_MAX, prev.docs.length * INCREMENTAL_SHARE)
      ) {
        for (let pk = prev.publishedMaxPk + 1; pk <= state.publishedMaxPk; pk++) changed.add(pk);
        const pks = [...changed].sort((a, b) => a - b);
        const docs: SearchDocument[] = [];
        for (let i = 0; i < pks.length; i += CHANGED_PAGE) {
          const slice = pks.slice(i, i + CHANGED_PAGE);
          for (const d of await readSearchDocuments(store.db, { pks: slice }, state.publishedMaxPk))
            docs.push(d);
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
      }
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

  /** Builds the next snapshot (and text index) for the state read now, yielding between pages. */
  const build = async (
    prev: Snapshot | null,
  ): Promise<{ state: CatalogueState; install: () => Snapshot; discard: () => void }> => {
    const state = await catalogueState(store.db);
    const between = slicer();
    const text = await nextText(state, prev, between);
    try {
      let docs: DocTable;
      if (
        prev &&
        text.changed &&
        prev.columnRows <= COLUMNS_KEPT_MAX * prev.docs.length + INCREMENTAL_MAX &&
        prev.columnSets < COLUMN_SETS_MAX
      ) {
        // A small change: the previous docs with the changed ones replaced, not a reload of all (the
        // new ones in columns of their own; the previous docs keep theirs).
        const page = discoveryDocsLoader(store.db, state.publishedMaxPk, text.changed.length);
        // The changed docs still published, in pk order: merged into the previous docs (in pk order
        // too), each in its pk's place, whether it replaces a doc, is new or is published again.
        const fresh = await page.byPks(text.changed, RELOAD_PAGE);
        const changed = new Set(text.changed);
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
        docs = next.build();
      } else {
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
        docs = g.value;
      }
      const steps = assembleSnapshot(state, docs);
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
        install: () => {
          text.install();
          const next: Snapshot = { ...maps, text: text.text, vocabulary: text.vocabulary, vocabularyMap };
          const old = snapshot;
          // Caches of presented activities belong to the previous catalogue.
          activityCache.clear();
          presented.clear();
          presentedCount = 0;
          presentedBytes = 0;
          snapshot = next;
          if (old && old.text !== next.text) {
            const retired = old.text;
            const timer = setTimeout(() => {
              retiring.delete(retired);
              retired.close();
            }, RETIRE_AFTER_MS).unref();
            retiring.set(retired, timer);
          }
          return next;
        },
        discard: text.discard,
      };
    } catch (e) {
      text.discard();
      throw e;
    }
  };

  let refreshing: Promise<void> | null = null;
  let first: Promise<Snapshot> | null = null;

  /** One refresh: reads the catalogue version; when it moved, builds and installs the next snapshot. */
  const refreshOnce = async (): Promise<void> => {
    if (closed) return;
    const prev = snapshot;
    if (prev && (await catalogueState(store.db)).version === prev.version) return;
    // Refreshes run one at a time (refreshInBackground), so nothing installed another meanwhile.
    const next = await build(prev);
    if (closed) next.discard();
    else next.install();
  };

  /** Runs a refresh unless one is running (then that one's promise). */
  const refreshInBackground = (): Promise<void> => {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const activities = async (pks: number[]): Promise<Map<number, Activity>> => {
    const missing = pks.filter((pk) => !activityCache.has(pk));
    if (missing.length > 0) {
      for (const a of await catalogue.loadByPks(missing)) activityCache.set(a.pk, a);
      // Evict the oldest entries (Map keeps insertion order) rather than dropping everything.
      for (const pk of activityCache.keys()) {
        if (activityCache.size <= ACTIVITY_CACHE_MAX) break;
        activityCache.delete(pk);
      }
    }
    const out = new Map<number, Activity>();
    for (const pk of pks) {
      const a = activityCache.get(pk);
      if (a) out.set(pk, a);
    }
    return out;
  };

  /**
   * The snapshot requests use: never rebuilt inside a request; the first one is built once (the
   * server builds it before it listens).
   */
  const current = (): Promise<Snapshot> => {
    if (snapshot) return Promise.resolve(snapshot);
    first ??= (async () => {
      await refreshing?.catch(() => undefined);
      if (!snapshot) await refreshInBackground();
      if (!snapshot) throw new Error('discovery index is closed');
      return snapshot;
    })().finally(() => {
      first = null;
    });
    return first;
  };

  return {
    current,
    /** The installed snapshot, if any (synchronous callers that can do without one). */
    latest: (): Snapshot | null => snapshot,
    /**
     * Called by an importer in this process after its load: catch up now, so the caller sees its
     * own import. A process that never served a snapshot (the CLI) skips the work.
     */
    refresh: async (): Promise<void> => {
      if (!snapshot) return;
      // A refresh already running may have read the state before this import: run one more.
      await refreshing?.catch(() => undefined);
      await refreshInBackground();
    },
    refreshInBackground,
    /** Polls the catalogue version (one row) and refreshes in the background; returns the stop function. */
    startBackgroundRefresh: (intervalMs: number, onError: (err: unknown) => void): (() => Promise<void>) => {
      const timer = setInterval(() => {
        refreshInBackground().catch(onError);
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await refreshing?.catch(() => undefined);
      };
    },
    /** Frees the text index (the store closes separately). */
    close: async (): Promise<void> => {
      closed = true;
      await refreshing?.catch(() => undefined);
      snapshot?.text.close();
      // Retired indexes too: their files would outlive a process that exits within RETIRE_AFTER_MS.
      for (const [retired, timer] of retiring) {
        clearTimeout(timer);
        retired.close();
      }
      retiring.clear();
      snapshot = null;
    },
    /** Full activities (search results, presentation misses), with a small cache per catalogue version. */
    activities,
    /**
     * Presented activities by pk as UTF-8 JSON, memoised per activity and language until the next
     * session starts (the only moment its upcoming sessions, price and next_datetime change), at most
     * PRESENTED_MAX_AGE_MS. A homescreen of 2,000 items then mostly copies cached bytes into its body:
     * no re-presenting, no re-serialising, no decoding, and the cache holds compact UTF-8 bytes, not
     * object graphs. The buffers are the cache's own: read them, never write into them.
     */
    presentedJson: async (
      pks: number[],
      languages: string[],
      now: number,
      debug: boolean,
    ): Promise<Map<number, Buffer>> => {
      const variant = `${debug ? 1 : 0}|${languages.join(',')}`;
      const cached = presented.get(variant);
      const out = new Map<number, Buffer>();
      const missing: number[] = [];
      for (const pk of pks) {
        const hit = cached?.get(pk);
        if (hit && now >= hit.from && now < hit.until) out.set(pk, hit.json);
        else missing.push(pk);
      }
      // A cold homescreen presents hundreds of activities: in steps, so other requests run between.
      const step = async (pks: number[]): Promise<void> => {
        const loaded = await catalogue.loadByPks(pks);
        // Looked up after the await: meanwhile another request's eviction may have dropped the map.
        let cache = presented.get(variant);
        if (!cache) {
          cache = new Map();
          presented.set(variant, cache);
        }
        for (const a of loaded) {
          const json = JSON.stringify(presentActivity(a, { languages, now, debug }));
          let until = now + PRESENTED_MAX_AGE_MS;
          for (const s of a.sessions)
            if (s.startsAt !== null && s.startsAt >= now && s.startsAt < until) until = s.startsAt;
          const old = cache.get(a.pk);
          if (old) {
            presentedCount--;
            presentedBytes -= old.json.length;
            cache.delete(a.pk);
          }
          const bytes = Buffer.from(json, 'utf8');
          cache.set(a.pk, { json: bytes, from: now, until });
          presentedCount++;
          presentedBytes += bytes.length;
          out.set(a.pk, bytes);
        }
      };
      for (let i = 0; i < missing.length; i += PRESENT_STEP)
        await presentStep(() => step(missing.slice(i, i + PRESENT_STEP)));
      // The oldest entries go first: variants in the order they came, each's entries likewise.
      for (const [v, entries] of presented) {
        for (const [pk, e] of entries) {
          if (presentedCount <= PRESENTED_CACHE_MAX && presentedBytes <= PRESENTED_CACHE_BYTES) break;
          presentedCount--;
          presentedBytes -= e.json.length;
          entries.delete(pk);
        }
        if (entries.size === 0) presented.delete(v);
        if (presentedCount <= PRESENTED_CACHE_MAX && presentedBytes <= PRESENTED_CACHE_BYTES) break;
      }
      return out;
    },
  };
};
export type DiscoveryIndex = ReturnType<typeof createDiscoveryIndex>;
