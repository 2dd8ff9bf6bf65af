import { describe, expect, it } from 'vitest';
import {
  jobBackoffMs,
  MAX_RETRY_AFTER_MS,
  parseRetryAfter,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SCHEDULE_MS,
  webhookRetry,
} from '../../src/platform/outbox/retry-policy.js';

const noJitter = { scale: 1, random: () => 0.5 };

describe('webhook retry policy', () => {
  it('spans about three days over ten attempts', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    const total = WEBHOOK_SCHEDULE_MS.reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(72);
    expect(total / 3_600_000).toBeLessThan(80);
  });

  it('is done on any 2xx', () => {
    for (const s of [200, 202, 204, 299])
      expect(webhookRetry(1, { status: s }, noJitter)).toEqual({ kind: 'done' });
  });

  it('retries non-2xx, 3xx and timeouts on the schedule', () => {
    expect(webhookRetry(1, { status: 500 }, noJitter)).toEqual({ kind: 'retry', delayMs: 5_000 });
    expect(webhookRetry(2, { status: 302 }, noJitter)).toEqual({ kind: 'retry', delayMs: 300_000 });
    expect(webhookRetry(3, { status: null }, noJitter)).toEqual({ kind: 'retry', delayMs: 1_800_000 });
    expect(webhookRetry(9, { status: 503 }, noJitter)).toEqual({ kind: 'retry', delayMs: 24 * 3_600_000 });
  });

  it('gives up after the last attempt, on 410, and on targets the guard refused', () => {
    expect(webhookRetry(10, { status: 500 }, noJitter).kind).toBe('give_up');
    expect(webhookRetry(1, { status: 410 }, noJitter).kind).toBe('give_up');
    expect(webhookRetry(1, { status: null, permanent: true }, noJitter).kind).toBe('give_up');
  });

  it('honours Retry-After as a floor, capped at a day', () => {
    expect(webhookRetry(1, { status: 429, retryAfterMs: 60_000 }, noJitter)).toEqual({
      kind: 'retry',
      delayMs: 60_000,
    });
    expect(webhookRetry(3, { status: 503, retryAfterMs: 1_000 }, noJitter)).toEqual({
      kind: 'retry',
      delayMs: 1_800_000,
    });
    expect(webhookRetry(1, { status: 503, retryAfterMs: 10 * MAX_RETRY_AFTER_MS }, noJitter)).toEqual({
      kind: 'retry',
      delayMs: MAX_RETRY_AFTER_MS,
    });
  });

  it('jitters within ±20 % and scales for tests', () => {
    expect(webhookRetry(1, { status: 500 }, { scale: 1, random: () => 0 })).toEqual({
      kind: 'retry',
      delayMs: 4_000,
    });
    expect(webhookRetry(1, { status: 500 }, { scale: 1, random: () => 0.999999 })).toEqual({
      kind: 'retry',
      delayMs: 6_000,
    });
    expect(webhookRetry(2, { status: 500 }, { scale: 0.001, random: () => 0.5 })).toEqual({
      kind: 'retry',
      delayMs: 300,
    });
  });

  it('backs generic jobs off exponentially with a cap', () => {
    expect([1, 2, 3, 4].map((a) => jobBackoffMs(a, noJitter))).toEqual([1000, 2000, 4000, 8000]);
    expect(jobBackoffMs(30, noJitter)).toBe(600_000);
  });

  it('parses Retry-After seconds and HTTP dates', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Mon, 01 Jun 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
