/**
 * Request windows and the daily quota of every credential (spec 8): charge a request before it runs
 * (so an aborted search still counts), and undo the charge when the answer is 429 (not charged).
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../platform/errors.js';
import type { Clock } from '../../platform/time.js';
import {
  formatWindowLimits,
  parseWindowLimits,
  quotaDay,
  secondsUntilUtcMidnight,
  WINDOW_SECONDS,
  WINDOWS,
  type WindowLimits,
  type WindowName,
} from '../../platform/window-limits.js';
import type { KeyLimitsStore, Limiter, LimiterBackend } from './store.js';

export type PolicyName = WindowName | 'daily';

/** One named policy as the RateLimit headers describe it. */
export interface PolicyState {
  name: PolicyName;
  quota: number;
  windowS: number;
  remaining: number;
  /** Seconds until the window or quota gives more. */
  resetS: number;
}

export interface LimitSubject {
  /** `key:<id>` or `agent:<id>`: who is counted. */
  key: string;
  windows: WindowLimits;
  dailyQuota: number;
}

export type ChargeOutcome =
  | { allowed: true; policies: PolicyState[] }
  | { allowed: false; policies: PolicyState[]; retryAfterS: number; exceeded: PolicyName };

export interface KeyLimits {
  rate: WindowLimits;
  daily_quota: number;
  /** Whether each value is the key's own or the configured default. */
  overridden: { rate: boolean; daily_quota: boolean };
}

const DAY_S = 86_400;
const BIND_PER_KEY_PER_MIN = 10;
const BIND_PER_ADDRESS_PER_MIN = 30;

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export const createLimitsService = (deps: {
  backend: LimiterBackend;
  keyLimits: KeyLimitsStore;
  clock: Clock;
  defaults: { windows: WindowLimits; dailyQuota: number; agentDailyQuota: number };
}) => {
  const { backend, keyLimits, clock, defaults } = deps;
  // Limiters have a fixed size; per-key overrides need one per distinct size (few in practice).
  const windowLimiters = new Map<string, Limiter>();
  const dailyLimiters = new Map<number, Limiter>();
  const windowLimiter = (name: string, points: number, durationS: number): Limiter => {
    const id = `${name}:${points}/${durationS}`;
    let l = windowLimiters.get(id);
    if (!l) {
      l = backend.window(name, points, durationS);
      windowLimiters.set(id, l);
    }
    return l;
  };
  const dailyLimiter = (points: number): Limiter => {
    let l = dailyLimiters.get(points);
    if (!l) {
      l = backend.daily(points);
      dailyLimiters.set(points, l);
    }
    return l;
  };

  /** consume() rejects with a RateLimiterRes when over the limit and with an Error when the store fails. */
  const consume = async (
    limiter: Limiter,
    key: string,
  ): Promise<{ res: RateLimiterRes; over: boolean } | null> => {
    try {
      return { res: await limiter.consume(key, 1), over: false };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { res: e, over: true };
      // Both the store and its insurance failed: let the request through rather than fail it.
      return null;
    }
  };

  const dailyState = (quota: number, used: number, now: Date): PolicyState => ({
    name: 'daily',
    quota,
    windowS: DAY_S,
    remaining: Math.max(0, quota - used),
    resetS: secondsUntilUtcMidnight(now),
  });

  const dailyKey = (subject: LimitSubject, now: Date) => `${subject.key}:${quotaDay(now)}`;

  const charge = async (subject: LimitSubject, opts: { quota: boolean }): Promise<ChargeOutcome> => {
    const now = clock();
    const policies: PolicyState[] = [];
    const charged: { limiter: Limiter; key: string }[] = [];
    let rejected: { name: PolicyName; retryAfterS: number } | null = null;
    for (const name of WINDOWS) {
      const points = subject.windows[name];
      const limiter = windowLimiter(name, points, WINDOW_SECONDS[name]);
      const r = await consume(limiter, subject.key);
      if (r) charged.push({ limiter, key: subject.key });
      const consumed = r ? r.res.consumedPoints - (r.over ? 1 : 0) : 0;
      const resetS = r ? seconds(r.res.msBeforeNext) : WINDOW_SECONDS[name];
      policies.push({
        name,
        quota: points,
        windowS: WINDOW_SECONDS[name],
        remaining: Math.max(0, points - consumed),
        resetS,
      });
      if (r?.over && !rejected) rejected = { name, retryAfterS: resetS };
    }
    const daily = dailyLimiter(subject.dailyQuota);
    const dKey = dailyKey(subject, now);
    if (!rejected && opts.quota) {
      const r = await consume(daily, dKey);
      if (r) charged.push({ limiter: daily, key: dKey });
      const used = r ? r.res.consumedPoints - (r.over ? 1 : 0) : 0;
      policies.push(dailyState(subject.dailyQuota, used, now));
      if (r?.over) rejected = { name: 'daily', retryAfterS: secondsUntilUtcMidnight(now) };
    } else {
      const current = await daily.get(dKey).catch(() => null);
      policies.push(dailyState(subject.dailyQuota, current?.consumedPoints ?? 0, now));
    }
    if (!rejected) return { allowed: true, policies };
    // A refused request is not charged: give back every point this attempt took.
    await Promise.all(charged.map((c) => c.limiter.reward(c.key, 1).catch(() => undefined)));
    return { allowed: false, policies, retryAfterS: rejected.retryAfterS, exceeded: rejected.name };
  };

  const parseRate = (text: string): WindowLimits => {
    const p = parseWindowLimits(text);
    if (!p.ok) throw new AppError('bad_request', `--rate: ${p.reason}`);
    return p.value;
  };

  return {
    charge,
    /** The limits of a bearer key: its own overrides, else the configured defaults. */
    forKey: async (apiKeyId: string): Promise<LimitSubject> => {
      const row = await keyLimits.get(apiKeyId);
      const own = row?.rateLimits ? parseWindowLimits(row.rateLimits) : null;
      return {
        key: `key:${apiKeyId}`,
        windows: own?.ok ? own.value : defaults.windows,
        dailyQuota: row?.dailyQuota ?? defaults.dailyQuota,
      };
    },
    forAgent: (agentId: string): LimitSubject => ({
      key: `agent:${agentId}`,
      windows: defaults.windows,
      dailyQuota: defaults.agentDailyQuota,
    }),
    describeKey: async (apiKeyId: string): Promise<KeyLimits> => {
      const row = await keyLimits.get(apiKeyId);
      const own = row?.rateLimits ? parseWindowLimits(row.rateLimits) : null;
      return {
        rate: own?.ok ? own.value : defaults.windows,
        daily_quota: row?.dailyQuota ?? defaults.dailyQuota,
        overridden: { rate: own?.ok === true, daily_quota: row?.dailyQuota != null },
      };
    },
    /** Validates and stores a key's overrides; an omitted value stays as it is. */
    setKeyLimits: async (
      apiKeyId: string,
      input: { rate?: string | undefined; dailyQuota?: number | undefined },
    ): Promise<void> => {
      const rate = input.rate === undefined ? null : formatWindowLimits(parseRate(input.rate));
      if (input.dailyQuota !== undefined && (!Number.isSafeInteger(input.dailyQuota) || input.dailyQuota < 1))
        throw new AppError('bad_request', '--daily-quota must be a positive integer');
      await keyLimits.set(
        apiKeyId,
        { rateLimits: rate, dailyQuota: input.dailyQuota ?? null },
        clock().toISOString(),
      );
    },
    parseRate,
    /**
     * Bind tokens are guessable only by brute force: throttle attempts per key and per source
     * address. Returns the seconds to wait, or null when the attempt may go ahead.
     */
    bindAttempt: async (apiKeyId: string, address: string): Promise<number | null> => {
      const byKey = windowLimiter('bind-key', BIND_PER_KEY_PER_MIN, 60);
      const byAddress = windowLimiter('bind-address', BIND_PER_ADDRESS_PER_MIN, 60);
      const a = await consume(byKey, apiKeyId);
      const b = await consume(byAddress, address);
      const waits = [a, b].filter((r) => r?.over).map((r) => seconds(r?.res.msBeforeNext ?? 60_000));
      return waits.length ? Math.max(...waits) : null;
    },
  };
};
export type LimitsService = ReturnType<typeof createLimitsService>;
