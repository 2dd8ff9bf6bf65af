/**
 * Caches of full activities (search results) and of presented activities as UTF-8 JSON (homescreen
 * bodies) for one catalogue version: the discovery index clears both when it installs a snapshot.
 */

import { type Activity, type CatalogueStore, presentActivity } from '../../catalogue/index.js';
import { yieldNow } from './build-snapshot.js';

const ACTIVITY_CACHE_MAX = 2_000;
const PRESENTED_CACHE_MAX = 50_000;
/** At most this many bytes of presented JSON (UTF-8) are cached. */
const PRESENTED_CACHE_BYTES = 64 * 2 ** 20;
/** Activities presented per step on a cache miss; requests run between steps. */
const PRESENT_STEP = 100;
/** A presented activity only changes when a session passes; re-present at least this often anyway. */
const PRESENTED_MAX_AGE_MS = 10 * 60_000;

export interface ActivityCaches {
  /** Full activities (search results, presentation misses), with a small cache per catalogue version. */
  activities(pks: number[]): Promise<Map<number, Activity>>;
  /** Presented activities by pk as UTF-8 JSON (see DiscoveryIndex.presentedJson). */
  presentedJson(
    pks: number[],
    languages: string[],
    now: number,
    debug: boolean,
  ): Promise<Map<number, Buffer>>;
  /** Drops every entry: they belong to the previous catalogue. */
  clear(): void;
}

/** A presented activity's bytes and the span it holds for. */
interface PresentedEntry {
  json: Buffer;
  from: number;
  until: number;
}

/**
 * UTF-8 bytes outside the JS heap: half the size of the two-byte strings that any non-Latin-1
 * character ("’") makes of a description, and nothing for the garbage collector to trace. By variant
 * (debug flag and languages), then by pk: a number key per lookup, no string built.
 */
interface PresentedCache {
  byVariant: Map<string, Map<number, PresentedEntry>>;
  count: number;
  bytes: number;
}

/** Full activities by pk: the cache's, then the missing ones from the catalogue. */
const cachedActivities = async (
  catalogue: CatalogueStore,
  cache: Map<number, Activity>,
  pks: number[],
): Promise<Map<number, Activity>> => {
  const missing = pks.filter((pk) => !cache.has(pk));
  if (missing.length > 0) {
    for (const a of await catalogue.loadByPks(missing)) cache.set(a.pk, a);
    // Evict the oldest entries (Map keeps insertion order) rather than dropping everything.
    for (const pk of cache.keys()) {
      if (cache.size <= ACTIVITY_CACHE_MAX) break;
      cache.delete(pk);
    }
  }
  const out = new Map<number, Activity>();
  for (const pk of pks) {
    const a = cache.get(pk);
    if (a) out.set(pk, a);
  }
  return out;
};

/** Presents the activities, caches their JSON under `variant` and adds it to `out`. */
const presentInto = async (
  catalogue: CatalogueStore,
  cache: PresentedCache,
  variant: string,
  q: { pks: number[]; languages: string[]; now: number; debug: boolean },
  out: Map<number, Buffer>,
): Promise<void> => {
  const { languages, now, debug } = q;
  const loaded = await catalogue.loadByPks(q.pks);
  // Looked up after the await: meanwhile another request's eviction may have dropped the map.
  let entries = cache.byVariant.get(variant);
  if (!entries) {
    entries = new Map();
    cache.byVariant.set(variant, entries);
  }
  for (const a of loaded) {
    const json = JSON.stringify(presentActivity(a, { languages, now, debug }));
    let until = now + PRESENTED_MAX_AGE_MS;
    for (const s of a.sessions)
      if (s.startsAt !== null && s.startsAt >= now && s.startsAt < until) until = s.startsAt;
    const old = entries.get(a.pk);
    if (old) {
      cache.count--;
      cache.bytes -= old.json.length;
      entries.delete(a.pk);
    }
    const bytes = Buffer.from(json, 'utf8');
    entries.set(a.pk, { json: bytes, from: now, until });
    cache.count++;
    cache.bytes += bytes.length;
    out.set(a.pk, bytes);
  }
};

/** The oldest entries go first: variants in the order they came, each's entries likewise. */
const evictPresented = (cache: PresentedCache): void => {
  const within = (): boolean => cache.count <= PRESENTED_CACHE_MAX && cache.bytes <= PRESENTED_CACHE_BYTES;
  for (const [v, entries] of cache.byVariant) {
    for (const [pk, e] of entries) {
      if (within()) break;
      cache.count--;
      cache.bytes -= e.json.length;
      entries.delete(pk);
    }
    if (entries.size === 0) cache.byVariant.delete(v);
    if (within()) break;
  }
};

export const createActivityCaches = (catalogue: CatalogueStore): ActivityCaches => {
  const activityCache = new Map<number, Activity>();
  const presented: PresentedCache = { byVariant: new Map(), count: 0, bytes: 0 };
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
  return {
    activities: (pks) => cachedActivities(catalogue, activityCache, pks),
    presentedJson: async (pks, languages, now, debug) => {
      const variant = `${debug ? 1 : 0}|${languages.join(',')}`;
      const cached = presented.byVariant.get(variant);
      const out = new Map<number, Buffer>();
      const missing: number[] = [];
      for (const pk of pks) {
        const hit = cached?.get(pk);
        if (hit && now >= hit.from && now < hit.until) out.set(pk, hit.json);
        else missing.push(pk);
      }
      // A cold homescreen presents hundreds of activities: in steps, so other requests run between.
      for (let i = 0; i < missing.length; i += PRESENT_STEP) {
        const step = { pks: missing.slice(i, i + PRESENT_STEP), languages, now, debug };
        await presentStep(() => presentInto(catalogue, presented, variant, step, out));
      }
      evictPresented(presented);
      return out;
    },
    clear: () => {
      activityCache.clear();
      presented.byVariant.clear();
      presented.count = 0;
      presented.bytes = 0;
    },
  };
};
