/**
 * The in-memory side of discovery, shared by homescreen and search: ranking docs by pk and by res-7
 * cell, the density counts, the gazetteer, the full-text index and a cache of full activities for
 * presentation. Every instance keeps its own and follows the catalogue version that any instance's
 * writes raise: a background refresh replays the changed activities into the text index (or builds
 * a fresh one beside it after large changes) and builds the next snapshot page by page, yielding
 * between pages, while requests keep using the previous one (src/discovery/snapshot/build-snapshot.ts).
 * Both engines take the same path.
 */
import type { Activity, CatalogueStore } from '../../catalogue/index.js';
import { catalogueState } from '../../catalogue/index.js';
import type { Store } from '../../platform/db/index.js';
import type { Gazetteer } from '../query/gazetteer.js';
import type { FacetIndex } from '../query/relevance.js';
import { createActivityCaches } from './activity-caches.js';
import { type BuiltSnapshot, buildSnapshot } from './build-snapshot.js';
import type { DocList, DocTable } from './doc-columns.js';
import type { TextIndex } from './fts-index.js';

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

/** A replaced text index stays open this long for requests that started on it. */
const RETIRE_AFTER_MS = 30_000;

export interface DiscoveryIndex {
  /**
   * The snapshot requests use: never rebuilt inside a request; the first one is built once (the
   * server builds it before it listens).
   */
  current(): Promise<Snapshot>;
  /** The installed snapshot, if any (synchronous callers that can do without one). */
  latest(): Snapshot | null;
  /**
   * Called by an importer in this process after its load: catch up now, so the caller sees its
   * own import. A process that never served a snapshot (the CLI) skips the work.
   */
  refresh(): Promise<void>;
  /** Runs a refresh unless one is running (then that one's promise). */
  refreshInBackground(): Promise<void>;
  /** Polls the catalogue version (one row) and refreshes in the background; returns the stop function. */
  startBackgroundRefresh(intervalMs: number, onError: (err: unknown) => void): () => Promise<void>;
  /** Frees the text index (the store closes separately). */
  close(): Promise<void>;
  /** Full activities (search results, presentation misses), with a small cache per catalogue version. */
  activities(pks: number[]): Promise<Map<number, Activity>>;
  /**
   * Presented activities by pk as UTF-8 JSON, memoised per activity and language until the next
   * session starts (the only moment its upcoming sessions, price and next_datetime change), at most
   * PRESENTED_MAX_AGE_MS (src/discovery/snapshot/activity-caches.ts). A homescreen of 2,000 items then mostly copies cached bytes into its body:
   * no re-presenting, no re-serialising, no decoding, and the cache holds compact UTF-8 bytes, not
   * object graphs. The buffers are the cache's own: read them, never write into them.
   */
  presentedJson(
    pks: number[],
    languages: string[],
    now: number,
    debug: boolean,
  ): Promise<Map<number, Buffer>>;
}

export interface DiscoveryIndexDeps {
  store: Store;
  catalogue: CatalogueStore;
  clock: () => Date;
}

export const createDiscoveryIndex = (deps: DiscoveryIndexDeps): DiscoveryIndex => {
  const { store, clock } = deps;
  let snapshot: Snapshot | null = null;
  const caches = createActivityCaches(deps.catalogue);
  let closed = false;
  /** Replaced text indexes still open for requests that started on them, with their close timers. */
  const retiring = new Map<TextIndex, NodeJS.Timeout>();
  let refreshing: Promise<void> | null = null;
  let first: Promise<Snapshot> | null = null;

  /** Swaps the built snapshot in; the replaced text index closes once its requests are done. */
  const install = (built: BuiltSnapshot): void => {
    built.installText();
    const next = built.snapshot;
    const old = snapshot;
    // Caches of presented activities belong to the previous catalogue.
    caches.clear();
    snapshot = next;
    if (old && old.text !== next.text) {
      const retired = old.text;
      const timer = setTimeout(() => {
        retiring.delete(retired);
        retired.close();
      }, RETIRE_AFTER_MS).unref();
      retiring.set(retired, timer);
    }
  };

  /** One refresh: reads the catalogue version; when it moved, builds and installs the next snapshot. */
  const refreshOnce = async (): Promise<void> => {
    if (closed) return;
    const prev = snapshot;
    if (prev && (await catalogueState(store.db)).version === prev.version) return;
    // Refreshes run one at a time (refreshInBackground), so nothing installed another meanwhile.
    const next = await buildSnapshot(store, prev, clock);
    if (closed) next.discard();
    else install(next);
  };

  const refreshInBackground = (): Promise<void> => {
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    current: (): Promise<Snapshot> => {
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
    },
    latest: () => snapshot,
    refresh: async () => {
      if (!snapshot) return;
      // A refresh already running may have read the state before this import: run one more.
      await refreshing?.catch(() => undefined);
      await refreshInBackground();
    },
    refreshInBackground,
    startBackgroundRefresh: (intervalMs, onError) => {
      const timer = setInterval(() => {
        refreshInBackground().catch(onError);
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await refreshing?.catch(() => undefined);
      };
    },
    close: async () => {
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
    activities: caches.activities,
    presentedJson: caches.presentedJson,
  };
};
