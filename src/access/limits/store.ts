/**
 * Where limit counters live. Request windows are per instance (memory); the daily quota is in the
 * database (`store.counters`: on SQLite a file of its own) so it survives a restart. A shared backend
 * (rate-limiter-flexible's Redis or Postgres limiters, which fit `Limiter`) replaces
 * `databaseLimiterBackend` when several instances run. Keys' own limits are rows of api_key_limits.
 */
import type { Selectable } from 'kysely';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor, Store } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';

/**
 * The part of a rate-limiter-flexible limiter the limits service uses. `consume` resolves with the
 * state when the points fit, rejects with a RateLimiterRes when they do not, and rejects with an Error
 * when the counter store (and its insurance) failed.
 */
export interface Limiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  /** Refuses `key` for `secDuration` seconds (the window limiters have it; lockouts use it). */
  block?(key: string, secDuration: number): Promise<RateLimiterRes>;
}

export interface LimiterBackend {
  /** A fixed window of `points` per `durationS` seconds; `name` keeps windows apart. */
  window(name: string, points: number, durationS: number): Limiter;
  /** The persistent daily counter; callers put the UTC day into the key. */
  daily(points: number): Limiter;
}

/** Daily keys carry their day, so they only need to outlive it; the rows are swept afterwards. */
const DAILY_RETENTION_S = 2 * 86_400;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * A fixed-window counter in the `rate_limit` table (key, points, expire in epoch ms), one atomic
 * upsert per charge on either engine. When the database fails it counts in memory rather than refuse
 * or wave everything through.
 */
class TableLimiter implements Limiter {
  private readonly insurance: RateLimiterMemory;
  private nextSweep = 0;

  constructor(
    private readonly store: Store,
    private readonly prefix: string,
    private readonly points: number,
    private readonly durationS: number,
  ) {
    this.insurance = new RateLimiterMemory({ keyPrefix: prefix, points, duration: durationS });
  }

  private res(points: number, expire: number | null, changed: number): RateLimiterRes {
    const consumed = Math.max(0, points);
    return new RateLimiterRes(
      Math.max(this.points - consumed, 0),
      expire === null ? -1 : Math.max(expire - Date.now(), 0),
      consumed,
      changed > 0 && consumed === changed,
    );
  }

  /** Adds `change` (negative to give back) to the live window of `key`, or starts a new window. */
  private async add(key: string, change: number): Promise<RateLimiterRes> {
    const now = Date.now();
    this.sweep(now);
    const row = await this.store.counters
      .insertInto('rate_limit')
      .values({ key: `${this.prefix}:${key}`, points: change, expire: now + this.durationS * 1000 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const live = eb.or([eb('rate_limit.expire', 'is', null), eb('rate_limit.expire', '>', now)]);
          return {
            points: eb
              .case()
              .when(live)
              .then(eb('rate_limit.points', '+', eb.ref('excluded.points')))
              .else(eb.ref('excluded.points'))
              .end(),
            expire: eb
              .case()
              .when(live)
              .then(eb.ref('rate_limit.expire'))
              .else(eb.ref('excluded.expire'))
              .end(),
          };
        }),
      )
      .returning(['points', 'expire'])
      .executeTakeFirstOrThrow();
    return this.res(row.points, row.expire, change);
  }

  /** Now and then, drop windows that ended over an hour ago (a failed sweep is retried later). */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    this.store.counters
      .deleteFrom('rate_limit')
      .where('expire', '<', now - 3_600_000)
      .execute()
      .catch(() => undefined);
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    let res: RateLimiterRes;
    try {
      res = await this.add(key, points);
    } catch {
      return this.insurance.consume(key, points);
    }
    if (res.consumedPoints > this.points) throw res;
    return res;
  }

  async reward(key: string, points = 1): Promise<RateLimiterRes> {
    try {
      return await this.add(key, -points);
    } catch {
      return this.insurance.reward(key, points);
    }
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    try {
      const now = Date.now();
      const row = await this.store.counters
        .selectFrom('rate_limit')
        .select(['points', 'expire'])
        .where('key', '=', `${this.prefix}:${key}`)
        .where((eb) => eb.or([eb('expire', 'is', null), eb('expire', '>', now)]))
        .executeTakeFirst();
      return row ? this.res(row.points, row.expire, 0) : null;
    } catch {
      return this.insurance.get(key);
    }
  }
}

/** Windows in this instance's memory; the daily quota in the store's own database (either engine). */
export const databaseLimiterBackend = (store: Store): LimiterBackend => ({
  window: (name, points, durationS) =>
    new RateLimiterMemory({ keyPrefix: name, points, duration: durationS }),
  daily: (points) => new TableLimiter(store, 'daily', points, DAILY_RETENTION_S),
});

/** A key's own limits; null falls back to the configured default. */
export type KeyLimitsRow = Pick<Selectable<DB['api_key_limits']>, 'rate_limits' | 'daily_quota'>;

export interface KeyLimitsStore {
  /** Hot path: one primary-key lookup per authenticated request. */
  get(apiKeyId: string, trx?: Executor): Promise<KeyLimitsRow | null>;
  /** Null leaves a column as it is. */
  set(apiKeyId: string, row: KeyLimitsRow, at: string, trx?: Executor): Promise<void>;
}

const getKeyLimits = async (store: Store, apiKeyId: string, trx?: Executor): Promise<KeyLimitsRow | null> =>
  (await (trx ?? store.db)
    .selectFrom('api_key_limits')
    .select(['rate_limits', 'daily_quota'])
    .where('api_key_id', '=', apiKeyId)
    .executeTakeFirst()) ?? null;

const setKeyLimits = async (
  store: Store,
  apiKeyId: string,
  row: KeyLimitsRow,
  at: string,
  trx?: Executor,
) => {
  await (trx ?? store.db)
    .insertInto('api_key_limits')
    .values({
      api_key_id: apiKeyId,
      rate_limits: row.rate_limits,
      daily_quota: row.daily_quota,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('api_key_id').doUpdateSet((eb) => ({
        rate_limits: eb.fn.coalesce(eb.ref('excluded.rate_limits'), eb.ref('api_key_limits.rate_limits')),
        daily_quota: eb.fn.coalesce(eb.ref('excluded.daily_quota'), eb.ref('api_key_limits.daily_quota')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
};

export const keyLimitsStore = (store: Store): KeyLimitsStore => ({
  get: (...a) => getKeyLimits(store, ...a),
  set: (...a) => setKeyLimits(store, ...a),
});
