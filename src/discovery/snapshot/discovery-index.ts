/**
 * The in-memory side of discovery, shared by homescreen and search: ranking docs by pk and by res-7
 * cell, the density counts, the gazetteer, the full-text index and a cache of full activities for
 * presentation. Every instance keeps its own and follows the catalogue version that any instance's
 * writes raise: a background refresh replays the changed activities into the text index (or builds
 * a fresh one beside it after large changes) and builds the next snapshot page by page, yielding
 * between pages, while requests keep using the previous one (src/discovery/snapshot/build-snapshot.ts).
 * Both engines take the same path. With a snapshot file (`persist`), the first snapshot is loaded from
 * it when it may be served (load-snapshot.ts; an older one is served while the rebuild runs), and
 * every built snapshot is written back to it in the background (save-snapshot.ts).
 */
import type { Activity, CatalogueStore } from '../../catalogue/index.js';
import { catalogueState } from '../../catalogue/index.js';
import type { Store } from '../../platform/db/index.js';
import type { Gazetteer } from '../query/gazetteer.js';
import type { FacetIndex } from '../query/relevance.js';
import { createActivityCaches } from './activity-caches.js';
import { type BuiltSnapshot, buildSnapshot, slicer } from './build-snapshot.js';
import type { DocList, DocTable } from './doc-columns.js';
import type { TextIndex } from './fts-index.js';
import { loadSnapshot } from './load-snapshot.js';
import { saveSnapshot } from './save-snapshot.js';
import { catalogueMark } from './store.js';

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
  /** Resolves once no write of the snapshot file is due or running (at once without a file). */
  saved(): Promise<void>;
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
  /** The snapshot file (null: none) and whether this process writes it (one process of a cluster does). */
  persist?: { path: string; save: boolean } | null;
  /** Decisions an operator wants in the log: snapshot loaded, refused, built, saved. */
  onEvent?: (event: SnapshotEvent, fields: Record<string, unknown>) => void;
  /** Awaited before every build from the database (tests hold a build there instead of sleeping). */
  beforeBuild?: () => Promise<void>;
  /**
   * Whether a snapshot from an older file may answer while the catch-up builds: a server's restart
   * (available at once, then current). Otherwise (a CLI command, an MCP stdio session: a process that
   * answers at once and may live only for a few questions) requests wait for the catch-up.
   */
  serveStale?: boolean;
}

export type SnapshotEvent =
  | 'discovery snapshot loaded'
  | 'discovery snapshot file refused'
  | 'discovery snapshot built'
  | 'discovery snapshot saved'
  | 'discovery snapshot save failed';

/**
 * A write of the snapshot file starts at least this many times its previous duration after that one
 * ended: under a stream of catalogue changes writing takes at most a fifth of the time.
 */
const SAVE_GAP_FACTOR = 4;

/** Replaced text indexes, open for requests that started on them until RETIRE_AFTER_MS has passed. */
const retirer = () => {
  const retiring = new Map<TextIndex, NodeJS.Timeout>();
  return {
    retire: (text: TextIndex): void => {
      const timer = setTimeout(() => {
        retiring.delete(text);
        text.close();
      }, RETIRE_AFTER_MS).unref();
      retiring.set(text, timer);
    },
    closeAll: (): void => {
      for (const [text, timer] of retiring) {
        clearTimeout(timer);
        text.close();
      }
      retiring.clear();
    },
  };
};

/** The snapshot file's side of an index: the first load, and writes after builds. */
interface Persistence {
  /** Loads the file once (the first snapshot); null when there is none to serve. */
  loadFirst(): Promise<{ built: BuiltSnapshot; stale: boolean } | null>;
  /** A new snapshot is in use: write it when the gap since the last write has passed. */
  changed(): void;
  /** Writes a due snapshot if its gap has passed (in the refresh chain, so no build runs meanwhile). */
  saveIfDue(snap: Snapshot | null, closed: () => boolean): Promise<void>;
  /**
   * Resolves once the due write (if any) is done, whatever the gap since the last one: waits for the
   * refresh under way, then runs refreshes (which write) while one is due.
   */
  flush(
    refresh: () => Promise<void>,
    running: () => Promise<void> | null,
    closed: () => boolean,
  ): Promise<void>;
}

const persistence = (deps: DiscoveryIndexDeps): Persistence | null => {
  const { persist, store, clock } = deps;
  if (!persist) return null;
  const emit = deps.onEvent ?? (() => undefined);
  let due = false;
  /** flush() is waiting: the next refresh writes a due snapshot at once. */
  let force = false;
  let lastEnd = 0;
  let lastMs = 0;
  return {
    loadFirst: async () => {
      const started = performance.now();
      const r = await loadSnapshot(store, persist.path, clock, slicer());
      if ('refused' in r) {
        if (r.refused !== 'missing')
          emit('discovery snapshot file refused', { reason: r.refused, detail: r.detail });
        return null;
      }
      const { version, publishedMaxPk } = r.loaded.state;
      emit('discovery snapshot loaded', {
        version,
        published_max_pk: publishedMaxPk,
        docs: r.loaded.snapshot.docs.length,
        bytes: r.bytes,
        stale: r.stale,
        ms: Math.round(performance.now() - started),
        read_ms: r.readMs,
        assemble_ms: r.assembleMs,
        maps: r.rederived ? 'worked out (derivation changed)' : 'file',
      });
      // Maps worked out by other code or data: the file gets this process's (the next refresh writes it).
      if (r.rederived) due = persist.save;
      return { built: r.loaded, stale: r.stale };
    },
    changed: () => {
      due = persist.save;
    },
    flush: async (refresh, running, closed) => {
      force = true;
      try {
        // A write under way runs inside the refresh that installed its snapshot.
        await running()?.catch(() => undefined);
        while (due && !closed()) await refresh();
      } finally {
        force = false;
      }
    },
    saveIfDue: async (snap, closed) => {
      if (!snap || !due || (!force && performance.now() < lastEnd + SAVE_GAP_FACTOR * lastMs)) return;
      due = false;
      const started = performance.now();
      try {
        const mark = await catalogueMark(store.db);
        const bytes = await saveSnapshot(snap, persist.path, {
          indexedAt: mark.version === snap.version ? mark.indexedAt : null,
          between: slicer(),
          aborted: closed,
        });
        const ms = Math.round(performance.now() - started);
        if (bytes > 0)
          emit('discovery snapshot saved', { version: snap.version, bytes, ms, path: persist.path });
      } catch (err) {
        if (!closed()) emit('discovery snapshot save failed', { err, path: persist.path });
      } finally {
        lastEnd = performance.now();
        lastMs = lastEnd - started;
      }
    },
  };
};

/** A promise and the function that resolves it. */
const settledOnce = (): { promise: Promise<void>; resolve: () => void } => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const builtFields = (next: BuiltSnapshot, prev: Snapshot | null, started: number) => ({
  version: next.state.version,
  docs: next.snapshot.docs.length,
  from: prev ? 'previous' : 'database',
  ms: Math.round(performance.now() - started),
});

/** Refreshes run one at a time; a call during a run joins it. */
interface Refresher {
  run(): Promise<void>;
  /** The run under way, if any. */
  running(): Promise<void> | null;
  /** A run has ended: the snapshot in use reflects the catalogue as it was then. */
  caughtUp(): boolean;
}

/** Runs `once` one call at a time (a call during a run joins it); caught up once a run has ended. */
const oneAtATime = (once: () => Promise<void>): Refresher => {
  let running: Promise<void> | null = null;
  let caughtUp = false;
  return {
    run: () => {
      running ??= once()
        .then(() => {
          caughtUp = true;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
    running: () => running,
    caughtUp: () => caughtUp,
  };
};

/**
 * Waits until a snapshot may answer: after the first refresh when stale files may not serve, else
 * as soon as one is installed (a stale one from the file included) or the refresh ends.
 */
const servable = async (
  refresher: Refresher,
  installed: Promise<void>,
  serveStale: boolean,
  hasSnapshot: () => boolean,
): Promise<void> => {
  await refresher.running()?.catch(() => undefined);
  if (!serveStale) {
    if (!refresher.caughtUp()) await refresher.run();
  } else if (!hasSnapshot()) await Promise.race([installed, refresher.run()]);
};

export const createDiscoveryIndex = (deps: DiscoveryIndexDeps): DiscoveryIndex => {
  const { store, clock } = deps;
  let snapshot: Snapshot | null = null;
  const caches = createActivityCaches(deps.catalogue);
  let closed = false;
  const retiring = retirer();
  let first: Promise<Snapshot> | null = null;
  const file = persistence(deps);
  let fileTried = false;
  /** Settles when the first snapshot is in use (loaded or built). */
  const installed = settledOnce();
  /** Swaps the built snapshot in; the replaced text index closes once its requests are done. */
  const install = (built: BuiltSnapshot): void => {
    built.installText();
    const next = built.snapshot;
    const old = snapshot;
    // Caches of presented activities belong to the previous catalogue.
    caches.clear();
    snapshot = next;
    installed.resolve();
    if (old && old.text !== next.text) retiring.retire(old.text);
  };

  /**
   * The first snapshot from the file, when it may be served: a current one ends the refresh; a stale
   * one is served while the refresh goes on to build the next from it.
   */
  const loadFirst = async (): Promise<boolean> => {
    fileTried = true;
    const loaded = await file?.loadFirst();
    if (!loaded) return false;
    if (closed) {
      loaded.built.discard();
      return true;
    }
    install(loaded.built);
    return !loaded.stale;
  };

  /**
   * One refresh: reads the catalogue version; when it moved, builds and installs the next snapshot,
   * and writes it to the snapshot file (when the gap since the last write has passed).
   */
  const refreshOnce = async (): Promise<void> => {
    if (closed) return;
    if (!snapshot && file && !fileTried && (await loadFirst())) return;
    const prev = snapshot;
    if (prev && (await catalogueState(store.db)).version === prev.version) {
      await file?.saveIfDue(prev, () => closed);
      return;
    }
    await deps.beforeBuild?.();
    const started = performance.now();
    // Refreshes run one at a time (refreshInBackground), so nothing installed another meanwhile.
    const next = await buildSnapshot(store, prev, clock);
    if (closed) return next.discard();
    install(next);
    deps.onEvent?.('discovery snapshot built', builtFields(next, prev, started));
    file?.changed();
    await file?.saveIfDue(snapshot, () => closed);
  };

  const refresher = oneAtATime(refreshOnce);
  const refreshInBackground = refresher.run;
  const serveStale = deps.serveStale !== false;

  return {
    current: (): Promise<Snapshot> => {
      if (snapshot && (serveStale || refresher.caughtUp())) return Promise.resolve(snapshot);
      first ??= (async () => {
        await servable(refresher, installed.promise, serveStale, () => snapshot !== null);
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
      await refresher.running()?.catch(() => undefined);
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
        await refresher.running()?.catch(() => undefined);
      };
    },
    saved: async () => file?.flush(refreshInBackground, refresher.running, () => closed),
    close: async () => {
      closed = true;
      await refresher.running()?.catch(() => undefined);
      snapshot?.text.close();
      // Retired indexes too: their files would outlive a process that exits within RETIRE_AFTER_MS.
      retiring.closeAll();
      snapshot = null;
    },
    activities: caches.activities,
    presentedJson: caches.presentedJson,
  };
};
