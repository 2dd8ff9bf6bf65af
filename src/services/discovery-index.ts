/**
 * The in-memory side of discovery, shared by homescreen and search: ranking docs by pk and by res-7
 * cell, the density counts, the gazetteer and a cache of full activities for presentation. When the
 * catalogue version moves (an import in another process), a background refresh builds the next
 * snapshot page by page, yielding between pages, while requests keep using the previous one.
 */
import type { Activity } from '../domain/catalogue.js';
import { type DiscoveryDoc, isCurrent } from '../domain/discovery.js';
import { type Gazetteer, gazetteerSteps } from '../domain/query/gazetteer.js';
import { quality } from '../domain/ranking.js';
import type { CatalogueStore } from '../store/catalogue.js';
import type { Store } from '../store/db.js';
import { type DocsPage, discoveryDocsLoader, loadDiscoveryDocs } from '../store/discovery.js';
import {
  catalogueVersion,
  hasPendingChanges,
  rebuildSearchIndex,
  vocabulary,
} from '../store/search-index.js';
import { presentActivity } from './presenters.js';

export interface Snapshot {
  version: number;
  docs: DiscoveryDoc[];
  /** Docs by static quality (rating, popularity), best first. */
  byQuality: DiscoveryDoc[];
  byPk: Map<number, DiscoveryDoc>;
  byCell: Map<string, DiscoveryDoc[]>;
  /** Current (upcoming or open-ended) activities per res-7 cell: the density map. */
  counts: Map<string, number>;
  gazetteer: Gazetteer;
}

const ACTIVITY_CACHE_MAX = 2_000;
const PRESENTED_CACHE_MAX = 50_000;
/** A presented activity only changes when a session passes; re-present at least this often anyway. */
const PRESENTED_MAX_AGE_MS = 10 * 60_000;
/** Activities per page of a background reload: a page takes a few ms, then requests run. */
const RELOAD_PAGE = 250;

const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const createDiscoveryIndex = (deps: {
  store: Store;
  catalogue: CatalogueStore;
  clock: () => Date;
}) => {
  const { store, catalogue, clock } = deps;
  let snapshot: Snapshot | null = null;
  let vocab: { version: number; terms: { term: string; doc: number }[] } | null = null;
  const activityCache = new Map<number, Activity>();
  const presented = new Map<string, { json: string; from: number; until: number }>();

  /**
   * Snapshot maps from docs, as steps: the background reload yields to requests between steps, the
   * cold start runs them straight through (`runNow`).
   */
  function* assembleSnapshot(version: number, docs: DiscoveryDoc[]): Generator<void, Snapshot> {
    const byPk = new Map<number, DiscoveryDoc>();
    const byCell = new Map<string, DiscoveryDoc[]>();
    const counts = new Map<string, number>();
    const scored: { d: DiscoveryDoc; q: number }[] = [];
    const now = clock().getTime();
    for (const [n, d] of docs.entries()) {
      byPk.set(d.pk, d);
      scored.push({ d, q: quality(d) });
      const list = byCell.get(d.h3r7);
      if (list) list.push(d);
      else byCell.set(d.h3r7, [d]);
      if (isCurrent(d, now)) counts.set(d.h3r7, (counts.get(d.h3r7) ?? 0) + 1);
      if (n % RELOAD_PAGE === RELOAD_PAGE - 1) yield;
    }
    const byQuality = scored.sort((a, b) => b.q - a.q || a.d.pk - b.d.pk).map((x) => x.d);
    yield;
    const gazetteer = yield* gazetteerSteps(docs);
    return { version, docs, byQuality, byPk, byCell, counts, gazetteer };
  }

  const runNow = <T>(steps: Generator<void, T>): T => {
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
    }
  };

  /** Swaps in a new snapshot; caches of presented activities belong to the previous catalogue. */
  const install = (next: Snapshot): Snapshot => {
    activityCache.clear();
    presented.clear();
    snapshot = next;
    return next;
  };

  const loadNow = (): Snapshot => {
    const version = catalogueVersion(store);
    return install(runNow(assembleSnapshot(version, loadDiscoveryDocs(store))));
  };

  /** Builds the next snapshot page by page; null when the catalogue moved again meanwhile (retry later). */
  const loadInBackground = async (version: number): Promise<Snapshot | null> => {
    const page = discoveryDocsLoader(store);
    const docs: DiscoveryDoc[] = [];
    for (let p: DocsPage = page(0, RELOAD_PAGE); p.lastPk !== null; p = page(p.lastPk, RELOAD_PAGE)) {
      docs.push(...p.docs);
      await yieldToRequests();
      if (catalogueVersion(store) !== version) return null;
    }
    const steps = assembleSnapshot(version, docs);
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
      await yieldToRequests();
    }
  };

  let refreshing: Promise<void> | null = null;
  /** One background step: index what other writers left dirty, then reload if the version moved. */
  const refreshInBackground = (): Promise<void> => {
    refreshing ??= (async () => {
      if (hasPendingChanges(store)) rebuildSearchIndex(store);
      const version = catalogueVersion(store);
      if (snapshot?.version === version) return;
      const next = await loadInBackground(version);
      if (!next) return;
      install(next);
      // The typo vocabulary follows the snapshot; build it here rather than in the next search.
      vocab = { version: next.version, terms: vocabulary(store) };
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const activities = (pks: number[]): Map<number, Activity> => {
    const missing = pks.filter((pk) => !activityCache.has(pk));
    if (missing.length > 0) {
      for (const a of catalogue.loadByPks(missing)) activityCache.set(a.pk, a);
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

  /** The snapshot requests use: never rebuilt inside a request, except once when none exists yet. */
  const current = (): Snapshot => snapshot ?? loadNow();

  return {
    current,
    /**
     * Called by an importer in this process after its load: reload now, so the caller sees its own
     * import. A process that never served a snapshot (the CLI) skips the work.
     */
    refresh: (): void => {
      if (snapshot) loadNow();
    },
    refreshInBackground,
    /** Polls the catalogue version (cheap) and refreshes in the background; returns the stop function. */
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
    /** Full activities (search results, presentation misses), with a small cache per catalogue version. */
    activities,
    /**
     * Presented activities by pk as JSON text, memoised per activity and language until the next
     * session starts (the only moment its upcoming sessions, price and next_datetime change), at most
     * PRESENTED_MAX_AGE_MS. A homescreen of 2,000 items then mostly concatenates cached text: no
     * re-presenting, no re-serialising, and the cache holds compact strings, not object graphs.
     */
    presentedJson: (pks: number[], languages: string[], now: number, debug: boolean): Map<number, string> => {
      const suffix = `|${debug ? 1 : 0}|${languages.join(',')}`;
      const out = new Map<number, string>();
      const missing: number[] = [];
      for (const pk of pks) {
        const hit = presented.get(pk + suffix);
        if (hit && now >= hit.from && now < hit.until) out.set(pk, hit.json);
        else missing.push(pk);
      }
      if (missing.length === 0) return out;
      for (const a of catalogue.loadByPks(missing)) {
        const json = JSON.stringify(presentActivity(a, { languages, now, debug }));
        let until = now + PRESENTED_MAX_AGE_MS;
        for (const s of a.sessions)
          if (s.startsAt !== null && s.startsAt >= now && s.startsAt < until) until = s.startsAt;
        const key = a.pk + suffix;
        presented.delete(key);
        presented.set(key, { json, from: now, until });
        out.set(a.pk, json);
      }
      for (const k of presented.keys()) {
        if (presented.size <= PRESENTED_CACHE_MAX) break;
        presented.delete(k);
      }
      return out;
    },
    vocabulary: (): { term: string; doc: number }[] => {
      const s = current();
      if (!vocab || vocab.version !== s.version) vocab = { version: s.version, terms: vocabulary(store) };
      return vocab.terms;
    },
  };
};
export type DiscoveryIndex = ReturnType<typeof createDiscoveryIndex>;
