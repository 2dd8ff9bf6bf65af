/**
 * The acting user's SEEN set, which every homescreen and search ranks with (spec 2.2), kept per
 * process for a few seconds.
 *
 * Reading it is a synchronous SQLite query that grows with the user's history: 4.4 ms for a user
 * who has opened 6,200 activities, measured at 1M. Sixteen such requests arriving together held the
 * event loop for 60–90 ms. Here a user's set is read once and shared until it is `SEEN_TTL_MS` old.
 *
 * Freshness: a detail read through this process (`forget`) drops the user's sets at once, so the
 * next ranking sees it. A detail read through another process or instance is seen within
 * `SEEN_TTL_MS`, well inside the `max-age` the answers themselves carry (60 s search, 300 s
 * homescreen).
 */

import type { Actor } from '../access/index.js';
import type { Store } from '../platform/db/index.js';
import { seenActivityPks } from './snapshot/store.js';

/** How long a set read from the database serves before it is read again. */
export const SEEN_TTL_MS = 5_000;
/** Activity pks held by all cached sets together (a set costs about 20 bytes per pk). */
export const SEEN_PKS_MAX = 250_000;

const EMPTY: ReadonlySet<number> = new Set();

interface Entry {
  /** The read in flight or done: concurrent misses share one query. */
  pks: Promise<ReadonlySet<number>>;
  readAt: number;
  size: number;
}

export interface SeenSets {
  /** The pks the actor's user has SEEN through the actor's credential scope; empty without a user. */
  of(actor: Actor): Promise<ReadonlySet<number>>;
  /** The user saw something through this process: their cached sets are stale. */
  forget(userId: string): void;
}

export const createSeenSets = (
  store: Store,
  opts: { monotonicNow?: () => number; pksMax?: number } = {},
): SeenSets => {
  const monotonicNow = opts.monotonicNow ?? (() => performance.now());
  const pksMax = opts.pksMax ?? SEEN_PKS_MAX;
  // userId → scope → entry. A Map keeps insertion order, so the first user is the least recently used.
  const byUser = new Map<string, Map<string, Entry>>();
  let held = 0;

  const drop = (userId: string): void => {
    const scopes = byUser.get(userId);
    if (!scopes) return;
    for (const e of scopes.values()) held -= e.size;
    byUser.delete(userId);
  };

  const evict = (): void => {
    for (const userId of byUser.keys()) {
      if (held <= pksMax) return;
      drop(userId);
    }
  };

  return {
    of: async (actor) => {
      const user = actor.user;
      if (!user) return EMPTY;
      // A partner sees the effect of what happened through its own key (issue 8, finding 2).
      const viaKeyId = actor.credential.kind === 'self-serve' ? null : actor.credential.id;
      const scope = viaKeyId ?? '*';
      const now = monotonicNow();
      // Used now, hit or miss: the most recently used user goes last.
      const scopes = byUser.get(user.id) ?? new Map<string, Entry>();
      byUser.delete(user.id);
      byUser.set(user.id, scopes);
      const hit = scopes.get(scope);
      if (hit && now - hit.readAt < SEEN_TTL_MS) return hit.pks;
      if (hit) held -= hit.size;
      const entry: Entry = { pks: seenActivityPks(store.db, user.id, viaKeyId), readAt: now, size: 0 };
      scopes.set(scope, entry);
      try {
        const pks = await entry.pks;
        // Count it only if it is still cached (not forgotten or replaced while the query ran).
        if (byUser.get(user.id) === scopes && scopes.get(scope) === entry) {
          entry.size = pks.size;
          held += pks.size;
          evict();
        }
        return pks;
      } catch (e) {
        if (scopes.get(scope) === entry) scopes.delete(scope);
        if (scopes.size === 0 && byUser.get(user.id) === scopes) byUser.delete(user.id);
        throw e;
      }
    },
    forget: drop,
  };
};
