/**
 * Turns for the CPU-heavy stretch of a request (ranking, shelving, writing a homescreen body).
 *
 * Node's poll phase runs the callback of every ready request before the loop gets back to timers
 * and to new I/O, and on SQLite a request runs from its first byte to its answer in one go (the
 * driver's promises settle as microtasks). Under load, eight homescreens arriving together ran back
 * to back, so `/healthz` and every timer waited for the sum of their CPU. Every request but
 * `/healthz` now starts in a turn (src/api/app.ts), and homescreen and search await another just
 * before their ranking stretch, which must follow synchronously. Turns are granted in slices: a
 * slice starts in the check phase (setImmediate) and grants waiting turns one after another, each
 * once the previous stretch has run, until SLICE_MS have passed; the rest wait for the next
 * iteration, after the loop has polled. The poll phase then only parses requests and writes answers,
 * and a waiting health check waits for about one slice, not for every queued stretch nor for every
 * new request's authentication, rate windows and validation.
 *
 * Why slices and not one turn per iteration: interleaving every stretch with the poll phase kept
 * all queued requests' objects alive across garbage collections and cost homescreen a quarter of its
 * throughput at concurrency 16 (measured: 6.2 → 10.5 ms of server CPU per request at 100k). Short
 * stretches now run back to back as before, long ones (1M) one per iteration.
 *
 * Turns are for fairness, not exclusion: a stretch that awaits I/O (Postgres) lets the next turn
 * start. One instance per process, shared by every service that takes turns.
 */
export interface CpuTurns {
  /** Resolves when it is this caller's turn: run the heavy synchronous work right after `await`. */
  turn(): Promise<void>;
}

/**
 * How long one slice of back-to-back stretches may run before the loop polls again. 4 ms, not 8: with
 * one process under the mixed load @16, `/healthz` p99 went from 20.9–23.0 to 13.5–22.3 ms (median
 * 21.7 → 19.0) at 100k and from 22.7 to 17.9–20.4 ms at 1M, throughput within the spread (on-db
 * runs in turn; the docs/benchmarks/figures.md).
 */
export const SLICE_MS = 4;

export const createCpuTurns = (): CpuTurns => {
  // A queue as long as the requests in flight: shift() is cheap at that size.
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let sliceStart = 0;
  const grantNext = (): void => {
    waiting.shift()?.();
    if (waiting.length === 0) {
      scheduled = false;
      return;
    }
    // Once the stretch just released and everything it set off without waiting for I/O have run:
    // a microtask queued after the continuation, then a tick, which Node runs only when the
    // microtask queue is empty. A stretch that awaits its SQLite reads (microtasks) or writes its
    // answer after an `await` is then counted whole, not only up to its first `await`.
    queueMicrotask(() =>
      process.nextTick(() => {
        if (performance.now() - sliceStart < SLICE_MS) grantNext();
        else setImmediate(slice);
      }),
    );
  };
  const slice = (): void => {
    sliceStart = performance.now();
    grantNext();
  };
  return {
    turn: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!scheduled) {
          scheduled = true;
          setImmediate(slice);
        }
      }),
  };
};
