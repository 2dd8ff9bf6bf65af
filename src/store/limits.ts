/**
 * Where limit counters live. Request windows are per instance (memory); the daily quota is in the
 * database so it survives a restart. A shared backend (RateLimiterRedis / RateLimiterPostgres with
 * the same shape) replaces `sqliteLimiterBackend` when several instances run.
 */
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Store } from './db.js';

export interface LimiterBackend {
  /** A fixed window of `points` per `durationS` seconds; `name` keeps windows apart. */
  window(name: string, points: number, durationS: number): RateLimiterAbstract;
  /** The persistent daily counter; callers put the UTC day into the key. */
  daily(points: number): RateLimiterAbstract;
}

/** Daily keys carry their day, so they only need to outlive it; the rows are swept afterwards. */
const DAILY_RETENTION_S = 2 * 86_400;

export const sqliteLimiterBackend = (store: Store): LimiterBackend => ({
  window: (name, points, durationS) =>
    new RateLimiterMemory({ keyPrefix: name, points, duration: durationS }),
  daily: (points) =>
    new RateLimiterSQLite({
      storeClient: store.sqlite,
      storeType: 'better-sqlite3',
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix: 'daily',
      points,
      duration: DAILY_RETENTION_S,
      // When the database fails, count in memory rather than refuse or wave everything through.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: 'daily', points, duration: DAILY_RETENTION_S }),
    }),
});

export interface KeyLimitsRow {
  rateLimits: string | null;
  dailyQuota: number | null;
}

export const keyLimitsStore = (store: Store) => {
  const get = store.sqlite.prepare<[string], { rate_limits: string | null; daily_quota: number | null }>(
    'SELECT rate_limits, daily_quota FROM api_key_limits WHERE api_key_id = ?',
  );
  const upsert = store.sqlite.prepare<[string, string | null, number | null, string]>(
    `INSERT INTO api_key_limits (api_key_id, rate_limits, daily_quota, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (api_key_id) DO UPDATE SET
       rate_limits = coalesce(excluded.rate_limits, rate_limits),
       daily_quota = coalesce(excluded.daily_quota, daily_quota),
       updated_at = excluded.updated_at`,
  );
  return {
    /** Hot path: one primary-key lookup per authenticated request. */
    get: (apiKeyId: string): KeyLimitsRow | null => {
      const r = get.get(apiKeyId);
      return r ? { rateLimits: r.rate_limits, dailyQuota: r.daily_quota } : null;
    },
    /** Null leaves a column as it is. */
    set: (apiKeyId: string, row: KeyLimitsRow, at: string): void => {
      upsert.run(apiKeyId, row.rateLimits, row.dailyQuota, at);
    },
  };
};
export type KeyLimitsStore = ReturnType<typeof keyLimitsStore>;
