/**
 * Attempts with a growing lockout (sign-in codes): `attempts` tries per `windowS`; the try after them
 * is a strike that locks the subject for windowS × 2^(strike − 1), at most `maxLockS`. Strikes are
 * remembered for `strikeMemoryS`, so a patient guesser meets ever longer locks. Counted before the
 * guess is checked (a burst in parallel cannot slip past), on the limiter backend's windows.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter } from './store.js';

export interface LockoutPolicy {
  /** Keeps this policy's counters apart from every other. */
  name: string;
  attempts: number;
  windowS: number;
  maxLockS: number;
  strikeMemoryS: number;
}

/** Makes (or finds) a fixed-window limiter. */
export type WindowOf = (name: string, points: number, durationS: number) => Limiter;

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
const STRIKES_CEILING = 1_000_000;

/** The lock this strike earns: the window, doubled per earlier strike, capped. */
export const lockSeconds = (policy: LockoutPolicy, strike: number): number =>
  Math.min(policy.windowS * 2 ** Math.max(0, Math.min(strike - 1, 30)), policy.maxLockS);

/** One attempt by `key`: null when it may go ahead, else the seconds until it may. */
export const lockoutAttempt = async (
  windowOf: WindowOf,
  policy: LockoutPolicy,
  key: string,
): Promise<number | null> => {
  const tries = windowOf(policy.name, policy.attempts, policy.windowS);
  let over: RateLimiterRes;
  try {
    await tries.consume(key, 1);
    return null;
  } catch (e) {
    // The store and its insurance both failed: let the attempt through rather than lock everyone out.
    if (!(e instanceof RateLimiterRes)) return null;
    over = e;
  }
  // Exactly one attempt is the first over the limit (consume is atomic): it starts the lock.
  if (over.consumedPoints !== policy.attempts + 1) return seconds(over.msBeforeNext);
  const strikes = windowOf(`${policy.name}-strikes`, STRIKES_CEILING, policy.strikeMemoryS);
  const strike = await strikes.consume(key, 1).then(
    (r) => r.consumedPoints,
    () => 1,
  );
  const lockS = lockSeconds(policy, strike);
  await tries.block?.(key, lockS).catch(() => undefined);
  return lockS;
};

/** A successful attempt does not count against the subject. */
export const lockoutForgive = async (
  windowOf: WindowOf,
  policy: LockoutPolicy,
  key: string,
): Promise<void> => {
  await windowOf(policy.name, policy.attempts, policy.windowS)
    .reward(key, 1)
    .catch(() => undefined);
};
