/**
 * Waiting for something a real server does in the background, without fixed sleeps: poll a condition
 * until it holds or a deadline passes (the deadline only bounds a failure; a passing test waits only as
 * long as the work takes). For "nothing more will happen" checks, wait for the event that ends the
 * work (e.g. `outboxSettled`), not for a quiet period.
 */
import { sql } from 'kysely';
import type { Store } from '../../src/platform/db/index.js';
import { value } from './db.js';

/** Resolves once `check` holds; rejects naming `what` when it has not after `timeoutMs`. */
export const eventually = async (
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> => {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

/**
 * Resolves once no outbox job whose payload mentions `mention` (a booking id, a plan id) is queued or
 * leased: every job of it has run to its end (done or dead), so whatever it would post or deliver has
 * been posted or delivered. Jobs a job enqueues are enqueued before it ends (same transaction).
 */
export const outboxSettled = async (store: Store, mention: string, timeoutMs = 10_000): Promise<void> => {
  if (!mention) throw new Error('outboxSettled: nothing to look for');
  await eventually(
    `the outbox jobs of ${mention} to finish`,
    async () =>
      (await value<number>(
        store,
        sql`SELECT count(*) AS n FROM job WHERE state = 'queued' AND CAST(payload AS TEXT) LIKE ${`%${mention}%`}`,
      )) === 0,
    { timeoutMs, everyMs: 20 },
  );
};

/** Holds back whatever awaits `opened` (a fake's answers) until the test calls `open`. */
export const gate = (): { opened: Promise<void>; open: () => void } => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};
