/**
 * Limit counters shared by every instance (issue 10): the request windows and the daily quota live
 * in Redis (`JAUNT_REDIS_URL`) or, without Redis, in Postgres's rate_limit table, so N instances
 * count one total. Each limiter has an in-memory insurance limiter that takes over while the store
 * fails (Redis down, Postgres unreachable or slow): requests are then counted per instance rather
 * than refused or waved through, and the shared counts resume when the store answers again.
 *
 * Nothing connects until `connect()` or the first limiter, so CLI commands that never charge a
 * request never open a connection. A server connects before it listens.
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import { withDefaultUser } from '../../platform/db/index.js';
import type { LimiterBackend } from './store.js';

const load = createRequire(import.meta.url);
/** The Redis and Postgres clients load only when that backend is configured (not for SQLite or a CLI). */
const redisClass = (): typeof Redis => (load('ioredis') as { Redis: typeof Redis }).Redis;
const pgPool = (): typeof pg.Pool => (load('pg') as typeof pg).Pool;

/** Daily keys carry their day, so they only need to outlive it (as on SQLite). */
const DAILY_RETENTION_S = 2 * 86_400;

/** A store call slower than this counts as a failure: the insurance limiter answers instead. */
const STORE_TIMEOUT_MS = 500;

export interface SharedLimiterBackend extends LimiterBackend {
  readonly kind: 'redis' | 'postgres';
  /**
   * Connects now and resolves once the store answers (or after `timeoutMs`, still counting on the
   * insurance): a server calls it before it listens, so its first requests count in the store.
   */
  connect(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface SharedLimiterOptions {
  /** redis:// or rediss://: counters in Redis (preferred when set). */
  redisUrl?: string | undefined;
  /** postgres://: counters in the rate_limit table (db/migrations/007) when there is no Redis. */
  databaseUrl?: string | undefined;
  /** Shown in Redis CLIENT LIST / pg_stat_activity. */
  instanceId?: string | undefined;
  /** Redis key namespace (several installations may share one Redis). */
  namespace?: string | undefined;
  /**
   * Instances sharing the limits: during a store failure each instance's insurance allows
   * ceil(points / instances), so together they stay near the shared limit. Default 1.
   */
  instances?: number | undefined;
}

type Insurance = (keyPrefix: string, points: number, duration: number) => RateLimiterMemory;

/** Counters in Redis; the client connects lazily and fails fast while down (the insurance answers). */
const redisBackend = (
  opts: SharedLimiterOptions & { redisUrl: string },
  insurance: Insurance,
): SharedLimiterBackend => {
  const namespace = opts.namespace ?? 'jaunt';
  let client: Redis | null = null;
  const redis = (): Redis => {
    if (!client) {
      const RedisClient = redisClass();
      client = new RedisClient(opts.redisUrl, {
        lazyConnect: true,
        connectionName: opts.instanceId ?? 'jaunt',
        // Fail at once while disconnected (the insurance answers) instead of queueing requests.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: STORE_TIMEOUT_MS,
        // Keep trying in the background; every attempt at most 2 s apart.
        retryStrategy: (times) => Math.min(times * 100, 2000),
      });
      // Errors surface through the limiter (insurance); an 'error' event without a listener would crash.
      client.on('error', () => undefined);
      client.connect().catch(() => undefined);
    }
    return client;
  };
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    new RateLimiterRedis({
      storeClient: redis(),
      rejectIfRedisNotReady: true,
      keyPrefix: `${namespace}:${keyPrefix}`,
      points,
      duration,
      insuranceLimiter: insurance(keyPrefix, points, duration),
    });
  return {
    kind: 'redis',
    window: (name, points, durationS) => limiter(name, points, durationS),
    daily: (points) => limiter('daily', points, DAILY_RETENTION_S),
    connect: async (timeoutMs = 2000) => {
      const c = redis();
      if (c.status === 'ready') return true;
      return await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), timeoutMs);
        const done = (ok: boolean) => {
          clearTimeout(timer);
          c.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        c.on('ready', onReady);
      });
    },
    close: async () => {
      const c = client;
      client = null;
      if (c) c.disconnect();
    },
  };
};

/** Counters in Postgres's rate_limit table, over a small pool of the backend's own. */
const postgresBackend = (
  opts: SharedLimiterOptions & { databaseUrl: string },
  insurance: Insurance,
): SharedLimiterBackend => {
  let pool: pg.Pool | null = null;
  const postgres = (): pg.Pool => {
    if (!pool) {
      const Pool = pgPool();
      pool = new Pool({
        connectionString: withDefaultUser(opts.databaseUrl),
        // One upsert per window per request: a few connections of its own, apart from the store's.
        max: 4,
        connectionTimeoutMillis: STORE_TIMEOUT_MS,
        query_timeout: STORE_TIMEOUT_MS,
        idleTimeoutMillis: 10_000,
        application_name: `${opts.instanceId ?? 'jaunt'}-limits`,
        // Counters need no flush to disk per request: a crash of the database loses at most its
        // last fraction of a second of counts, and each upsert stops waiting on an fsync.
        options: '-c synchronous_commit=off',
      });
      pool.on('error', () => undefined);
    }
    return pool;
  };
  const limiter = (keyPrefix: string, points: number, duration: number, sweep: boolean) =>
    new RateLimiterPostgres({
      storeClient: postgres(),
      storeType: 'pool',
      tableName: 'rate_limit',
      tableCreated: true,
      // Daily keys accumulate (one per subject and day): swept of rows expired over an hour ago.
      // Window keys are reused, so they need no sweeping.
      clearExpiredByTimeout: sweep,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: insurance(keyPrefix, points, duration),
    });
  return {
    kind: 'postgres',
    window: (name, points, durationS) => limiter(name, points, durationS, false),
    daily: (points) => limiter('daily', points, DAILY_RETENTION_S, true),
    connect: async (timeoutMs = 2000) => {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        try {
          await postgres().query('SELECT 1 FROM rate_limit LIMIT 1');
          return true;
        } catch {
          if (Date.now() >= deadline) return false;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    close: async () => {
      const p = pool;
      pool = null;
      await p?.end();
    },
  };
};

export const sharedLimiterBackend = (opts: SharedLimiterOptions): SharedLimiterBackend => {
  const share = Math.max(1, Math.floor(opts.instances ?? 1));
  const insurance: Insurance = (keyPrefix, points, duration) =>
    new RateLimiterMemory({ keyPrefix, points: Math.ceil(points / share), duration });
  if (opts.redisUrl) return redisBackend({ ...opts, redisUrl: opts.redisUrl }, insurance);
  if (opts.databaseUrl) return postgresBackend({ ...opts, databaseUrl: opts.databaseUrl }, insurance);
  throw new Error('shared limits need JAUNT_REDIS_URL or a Postgres database');
};
