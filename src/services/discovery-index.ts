/**
 * The in-memory side of discovery, shared by homescreen and search: ranking docs by pk and by res-7
 * cell, the density counts, the gazetteer and a cache of full activities for presentation. Reloaded
 * whenever the catalogue version moves (imports in this or another process).
 */
import type { Activity } from '../domain/catalogue.js';
import { type DiscoveryDoc, isCurrent } from '../domain/discovery.js';
import { buildGazetteer, type Gazetteer } from '../domain/query/gazetteer.js';
import { quality } from '../domain/ranking.js';
import type { CatalogueStore } from '../store/catalogue.js';
import type { Store } from '../store/db.js';
import { loadDiscoveryDocs } from '../store/discovery.js';
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

  const load = (version: number): Snapshot => {
    const docs = loadDiscoveryDocs(store);
    const byPk = new Map<number, DiscoveryDoc>();
    const byCell = new Map<string, DiscoveryDoc[]>();
    const counts = new Map<string, number>();
    const now = clock().getTime();
    for (const d of docs) {
      byPk.set(d.pk, d);
      const list = byCell.get(d.h3r7);
      if (list) list.push(d);
      else byCell.set(d.h3r7, [d]);
      if (isCurrent(d, now)) counts.set(d.h3r7, (counts.get(d.h3r7) ?? 0) + 1);
    }
    activityCache.clear();
    presented.clear();
    const byQuality = [...docs].sort((a, b) => quality(b) - quality(a) || a.pk - b.pk);
    return { version, docs, byQuality, byPk, byCell, counts, gazetteer: buildGazetteer(docs) };
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

  /** Catches up with catalogue changes (rebuilding the FTS documents first) and returns the snapshot. */
  const current = (): Snapshot => {
    if (hasPendingChanges(store)) rebuildSearchIndex(store);
    const version = catalogueVersion(store);
    if (!snapshot || snapshot.version !== version) snapshot = load(version);
    return snapshot;
  };

  return {
    current,
    /** Called by the importer after each load (CatalogueIndexer). */
    refresh: (): void => {
      rebuildSearchIndex(store);
      current();
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
