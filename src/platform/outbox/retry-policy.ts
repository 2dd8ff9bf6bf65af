/**
 * Retry schedules for outbound work, pure. Webhooks follow the Standard Webhooks example schedule
 * (10 attempts over about 3.15 days); other jobs back off exponentially. Jitter and scale are inputs.
 */

/** Delay before attempt n+1 after attempt n failed (index 0 = after the first attempt). */
export const WEBHOOK_SCHEDULE_MS: readonly number[] = [
  5_000, // +5 s
  5 * 60_000, // +5 min
  30 * 60_000, // +30 min
  2 * 3_600_000, // +2 h
  5 * 3_600_000, // +5 h
  10 * 3_600_000, // +10 h
  14 * 3_600_000, // +14 h
  20 * 3_600_000, // +20 h
  24 * 3_600_000, // +24 h  (attempt 10; about 75.6 h after the first)
];
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_SCHEDULE_MS.length + 1;

/** A Retry-After longer than this is capped so one answer cannot park a delivery for days. */
export const MAX_RETRY_AFTER_MS = 24 * 3_600_000;

export interface AttemptResult {
  /** HTTP status, or null when no answer came (timeout, connection refused, refused by the guard). */
  status: number | null;
  /** Retry-After in ms when the receiver sent one (seconds or HTTP-date already resolved). */
  retryAfterMs?: number | null;
  /** True when the target was refused before sending (SSRF guard, bad URL): retrying cannot help. */
  permanent?: boolean;
}

export type RetryDecision =
  | { kind: 'done' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'give_up'; reason: string };

export interface RetryOptions {
  /** Multiplies every delay: 1 in production, e.g. 0.001 in tests. */
  scale: number;
  /** Uniform random in [0, 1) for jitter; pass () => 0.5 for no jitter. */
  random: () => number;
  /** ±fraction of jitter around each delay. */
  jitter?: number;
}

const withJitter = (ms: number, o: RetryOptions): number => {
  const j = o.jitter ?? 0.2;
  return Math.max(0, Math.round(ms * (1 + j * (2 * o.random() - 1)) * o.scale));
};

/** Decide what follows webhook attempt number `attempt` (1-based). */
export const webhookRetry = (attempt: number, result: AttemptResult, o: RetryOptions): RetryDecision => {
  if (result.status !== null && result.status >= 200 && result.status < 300) return { kind: 'done' };
  if (result.status === 410) return { kind: 'give_up', reason: 'receiver answered 410 Gone' };
  if (result.permanent) return { kind: 'give_up', reason: 'target refused' };
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return { kind: 'give_up', reason: `no 2xx after ${attempt} attempts` };
  const base = WEBHOOK_SCHEDULE_MS[attempt - 1] ?? WEBHOOK_SCHEDULE_MS[WEBHOOK_SCHEDULE_MS.length - 1] ?? 0;
  const scheduled = withJitter(base, o);
  const asked = result.retryAfterMs == null ? 0 : Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS) * o.scale;
  // Retry-After is a floor: never come back earlier than the receiver asked.
  return { kind: 'retry', delayMs: Math.max(scheduled, Math.round(asked)) };
};

/** Generic job backoff: 1 s, 2 s, 4 s ... capped at `capMs`, with jitter. */
export const jobBackoffMs = (attempt: number, o: RetryOptions, capMs = 10 * 60_000): number =>
  withJitter(Math.min(capMs, 1000 * 2 ** Math.max(0, attempt - 1)), o);

/** Parse a Retry-After header (delta-seconds or HTTP-date) into ms from `nowMs`; null when absent or invalid. */
export const parseRetryAfter = (value: string | null | undefined, nowMs: number): number | null => {
  if (value == null) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number.parseInt(v, 10) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
};

/**
 * Delay before asking a supplier again about a booking it left PENDING (poll n, 1-based): 30 s,
 * doubling to every 30 min. Over the 48 h deadline that is about 100 polls per booking.
 */
export const SUPPLIER_POLL_FIRST_MS = 30_000;
export const SUPPLIER_POLL_MAX_MS = 30 * 60_000;
export const supplierPollMs = (poll: number, o: RetryOptions): number =>
  withJitter(Math.min(SUPPLIER_POLL_MAX_MS, SUPPLIER_POLL_FIRST_MS * 2 ** Math.max(0, poll - 1)), o);
