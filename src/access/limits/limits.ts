/**
 * Request windows and the daily quota of every credential (spec 8): charge a request before it runs
 * (so an aborted search still counts), and undo the charge when the answer is 429 (not charged).
 * Each use case is a function over `LimitsContext`; `createLimitsService` only assembles them.
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
import type { Credential } from '../actor.js';
import { type LockoutPolicy, lockoutAttempt, lockoutForgive } from './lockout.js';
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
  /** Agents: the daily quota their source network shares, charged with their own. */
  network?: { key: string; dailyQuota: number };
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

/**
 * Sign-in codes: 10 tries per address and 20 per source network in 15 minutes, across every
 * interaction (each of which ends after 5 wrong codes); the next try locks for 15 min, doubling per
 * strike (remembered a week) up to a day. docs/security.md works out what this leaves a guesser.
 */
export const SIGNIN_BY_ADDRESS: LockoutPolicy = {
  name: 'signin-address',
  attempts: 10,
  windowS: 900,
  maxLockS: DAY_S,
  strikeMemoryS: 7 * DAY_S,
};
export const SIGNIN_BY_SOURCE: LockoutPolicy = { ...SIGNIN_BY_ADDRESS, name: 'signin-source', attempts: 20 };
/**
 * …and a day's budget, so a guesser pacing under the 15-minute windows still meets a ceiling: 30
 * tries per address and 60 per network a day; over it a lock of a day, doubling up to a week.
 */
export const SIGNIN_BY_ADDRESS_DAY: LockoutPolicy = {
  name: 'signin-address-day',
  attempts: 30,
  windowS: DAY_S,
  maxLockS: 7 * DAY_S,
  strikeMemoryS: 14 * DAY_S,
};
export const SIGNIN_BY_SOURCE_DAY: LockoutPolicy = {
  ...SIGNIN_BY_ADDRESS_DAY,
  name: 'signin-source-day',
  attempts: 60,
};

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export interface LimitsDeps {
  backend: LimiterBackend;
  keyLimits: KeyLimitsStore;
  clock: Clock;
  defaults: {
    windows: WindowLimits;
    dailyQuota: number;
    agentDailyQuota: number;
    /** Agents' calls per UTC day from one source network, all agents together (unset: none). */
    agentNetworkDailyQuota?: number;
  };
}

/** The deps and the limiters made so far: they have a fixed size, so one per distinct size (few in practice). */
interface LimitsContext extends LimitsDeps {
  windowLimiters: Map<string, Limiter>;
  dailyLimiters: Map<number, Limiter>;
}

export interface LimitsService {
  /** Charges one request to every window and (with `quota`) the daily quota; a refusal takes nothing. */
  charge(subject: LimitSubject, opts: { quota: boolean }): Promise<ChargeOutcome>;
  /**
   * The one limiter step every front door takes per operation (a Partner API request, an MCP tool
   * call over HTTP or stdio): the credential's own windows and quota (a key's overrides, or an
   * agent's), so one key meets one count whichever door it comes through.
   */
  chargeCaller(
    credential: Pick<Credential, 'id' | 'kind'>,
    opts: {
      quota: boolean /** The caller's source network: agents also charge its shared quota. */;
      source?: string;
    },
  ): Promise<ChargeOutcome>;
  /** `points` per `durationS` for `key` under `name`: null when this one may go ahead, else seconds to wait. */
  throttle(name: string, key: string, points: number, durationS: number): Promise<number | null>;
  /** One of `points` a UTC day for `key` under `name` (kept in the daily store): false when none is left. */
  allowance(name: string, key: string, points: number): Promise<boolean>;
  /** A sign-in code is about to be checked: null, or the seconds the address or source is locked for. */
  signInAttempt(address: string, source: string): Promise<number | null>;
  /** The code was right: that try does not count against the address. */
  signInSucceeded(address: string): Promise<void>;
  /** The limits of a bearer key: its own overrides, else the configured defaults. */
  forKey(apiKeyId: string): Promise<LimitSubject>;
  forAgent(agentId: string): LimitSubject;
  describeKey(apiKeyId: string): Promise<KeyLimits>;
  /** Validates and stores a key's overrides; an omitted value stays as it is. */
  setKeyLimits(
    apiKeyId: string,
    input: { rate?: string | undefined; dailyQuota?: number | undefined },
  ): Promise<void>;
  parseRate(text: string): WindowLimits;
  /**
   * Bind tokens are guessable only by brute force: throttle attempts per key and per source
   * address. Returns the seconds to wait, or null when the attempt may go ahead.
   */
  bindAttempt(apiKeyId: string, address: string): Promise<number | null>;
}

const windowLimiter = (ctx: LimitsContext, name: string, points: number, durationS: number): Limiter => {
  const id = `${name}:${points}/${durationS}`;
  let l = ctx.windowLimiters.get(id);
  if (!l) {
    l = ctx.backend.window(name, points, durationS);
    ctx.windowLimiters.set(id, l);
  }
  return l;
};

const dailyLimiter = (ctx: LimitsContext, points: number): Limiter => {
  let l = ctx.dailyLimiters.get(points);
  if (!l) {
    l = ctx.backend.daily(points);
    ctx.dailyLimiters.set(points, l);
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

type Charged = { limiter: Limiter; key: string };
type Rejection = { name: PolicyName; retryAfterS: number };

/** One point from each request window; the first one over the limit is the rejection. */
const chargeWindows = async (
  ctx: LimitsContext,
  subject: LimitSubject,
  policies: PolicyState[],
  charged: Charged[],
): Promise<Rejection | null> => {
  let rejected: Rejection | null = null;
  for (const name of WINDOWS) {
    const points = subject.windows[name];
    const limiter = windowLimiter(ctx, name, points, WINDOW_SECONDS[name]);
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
  return rejected;
};

const chargeLimits = async (
  ctx: LimitsContext,
  subject: LimitSubject,
  opts: { quota: boolean },
): Promise<ChargeOutcome> => {
  const now = ctx.clock();
  const policies: PolicyState[] = [];
  const charged: Charged[] = [];
  let rejected = await chargeWindows(ctx, subject, policies, charged);
  const daily = dailyLimiter(ctx, subject.dailyQuota);
  const dKey = `${subject.key}:${quotaDay(now)}`;
  if (!rejected && opts.quota) {
    const r = await consume(daily, dKey);
    if (r) charged.push({ limiter: daily, key: dKey });
    const used = r ? r.res.consumedPoints - (r.over ? 1 : 0) : 0;
    policies.push(dailyState(subject.dailyQuota, used, now));
    if (r?.over) rejected = { name: 'daily', retryAfterS: secondsUntilUtcMidnight(now) };
    if (!rejected && subject.network) {
      const shared = dailyLimiter(ctx, subject.network.dailyQuota);
      const nKey = `${subject.network.key}:${quotaDay(now)}`;
      const n = await consume(shared, nKey);
      if (n) charged.push({ limiter: shared, key: nKey });
      if (n?.over) rejected = { name: 'daily', retryAfterS: secondsUntilUtcMidnight(now) };
    }
  } else {
    const current = await daily.get(dKey).catch(() => null);
    policies.push(dailyState(subject.dailyQuota, current?.consumedPoints ?? 0, now));
  }
  if (!rejected) return { allowed: true, policies };
  // A refused request is not charged: give back every point this attempt took.
  await Promise.all(charged.map((c) => c.limiter.reward(c.key, 1).catch(() => undefined)));
  return { allowed: false, policies, retryAfterS: rejected.retryAfterS, exceeded: rejected.name };
};

/** What a refusal says, whichever door answers it (429 body, MCP tool error). */
export const overLimitMessage = (outcome: ChargeOutcome & { allowed: false }): string =>
  outcome.exceeded === 'daily'
    ? 'Daily quota exhausted; it resets at 00:00 UTC'
    : `Rate limit exceeded (${outcome.exceeded} window); retry after ${outcome.retryAfterS} s`;

export const parseRate = (text: string): WindowLimits => {
  const p = parseWindowLimits(text);
  if (!p.ok) throw new AppError('bad_request', `--rate: ${p.reason}`);
  return p.value;
};

export const limitsForKey = async (ctx: LimitsDeps, apiKeyId: string): Promise<LimitSubject> => {
  const row = await ctx.keyLimits.get(apiKeyId);
  const own = row?.rate_limits ? parseWindowLimits(row.rate_limits) : null;
  return {
    key: `key:${apiKeyId}`,
    windows: own?.ok ? own.value : ctx.defaults.windows,
    dailyQuota: row?.daily_quota ?? ctx.defaults.dailyQuota,
  };
};

export const describeKeyLimits = async (ctx: LimitsDeps, apiKeyId: string): Promise<KeyLimits> => {
  const row = await ctx.keyLimits.get(apiKeyId);
  const own = row?.rate_limits ? parseWindowLimits(row.rate_limits) : null;
  return {
    rate: own?.ok ? own.value : ctx.defaults.windows,
    daily_quota: row?.daily_quota ?? ctx.defaults.dailyQuota,
    overridden: { rate: own?.ok === true, daily_quota: row?.daily_quota != null },
  };
};

export const setKeyLimits = async (
  ctx: LimitsDeps,
  apiKeyId: string,
  input: { rate?: string | undefined; dailyQuota?: number | undefined },
): Promise<void> => {
  const rate = input.rate === undefined ? null : formatWindowLimits(parseRate(input.rate));
  if (input.dailyQuota !== undefined && (!Number.isSafeInteger(input.dailyQuota) || input.dailyQuota < 1))
    throw new AppError('bad_request', '--daily-quota must be a positive integer');
  await ctx.keyLimits.set(
    apiKeyId,
    { rate_limits: rate, daily_quota: input.dailyQuota ?? null },
    ctx.clock().toISOString(),
  );
};

const throttle = async (
  ctx: LimitsContext,
  name: string,
  key: string,
  points: number,
  durationS: number,
): Promise<number | null> => {
  const r = await consume(windowLimiter(ctx, name, points, durationS), key);
  return r?.over ? seconds(r.res.msBeforeNext) : null;
};

const bindAttempt = async (ctx: LimitsContext, apiKeyId: string, address: string): Promise<number | null> => {
  const byKey = windowLimiter(ctx, 'bind-key', BIND_PER_KEY_PER_MIN, 60);
  const byAddress = windowLimiter(ctx, 'bind-address', BIND_PER_ADDRESS_PER_MIN, 60);
  const a = await consume(byKey, apiKeyId);
  const b = await consume(byAddress, address);
  const waits = [a, b].filter((r) => r?.over).map((r) => seconds(r?.res.msBeforeNext ?? 60_000));
  return waits.length ? Math.max(...waits) : null;
};

export const createLimitsService = (deps: LimitsDeps): LimitsService => {
  const ctx: LimitsContext = { ...deps, windowLimiters: new Map(), dailyLimiters: new Map() };
  const forAgent = (agentId: string): LimitSubject => ({
    key: `agent:${agentId}`,
    windows: deps.defaults.windows,
    dailyQuota: deps.defaults.agentDailyQuota,
  });
  return {
    charge: (subject, opts) => chargeLimits(ctx, subject, opts),
    chargeCaller: async (credential, opts) => {
      if (credential.kind !== 'agent') return chargeLimits(ctx, await limitsForKey(ctx, credential.id), opts);
      const shared = deps.defaults.agentNetworkDailyQuota;
      const network =
        opts.source === undefined || shared === undefined
          ? {}
          : { network: { key: `agentnet:${opts.source}`, dailyQuota: shared } };
      return chargeLimits(ctx, { ...forAgent(credential.id), ...network }, opts);
    },
    throttle: (name, key, points, durationS) => throttle(ctx, name, key, points, durationS),
    allowance: async (name, key, points) => {
      const r = await consume(dailyLimiter(ctx, points), `${name}:${key}:${quotaDay(ctx.clock())}`);
      return !r?.over;
    },
    signInAttempt: async (address, source) => {
      const windowOf = (name: string, points: number, durationS: number) =>
        windowLimiter(ctx, name, points, durationS);
      const waits = await Promise.all([
        lockoutAttempt(windowOf, SIGNIN_BY_ADDRESS, address),
        lockoutAttempt(windowOf, SIGNIN_BY_SOURCE, source),
        lockoutAttempt(windowOf, SIGNIN_BY_ADDRESS_DAY, address),
        lockoutAttempt(windowOf, SIGNIN_BY_SOURCE_DAY, source),
      ]);
      const locked = waits.filter((w): w is number => w !== null);
      return locked.length ? Math.max(...locked) : null;
    },
    signInSucceeded: async (address) => {
      const windowOf = (name: string, points: number, durationS: number) =>
        windowLimiter(ctx, name, points, durationS);
      await lockoutForgive(windowOf, SIGNIN_BY_ADDRESS, address);
      await lockoutForgive(windowOf, SIGNIN_BY_ADDRESS_DAY, address);
    },
    forKey: (apiKeyId) => limitsForKey(ctx, apiKeyId),
    forAgent,
    describeKey: (apiKeyId) => describeKeyLimits(ctx, apiKeyId),
    setKeyLimits: (apiKeyId, input) => setKeyLimits(ctx, apiKeyId, input),
    parseRate,
    bindAttempt: (apiKeyId, address) => bindAttempt(ctx, apiKeyId, address),
  };
};
