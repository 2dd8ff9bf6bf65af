import { describe, expect, it } from 'vitest';
import { createCpuTurns, SLICE_MS } from '../../src/platform/cpu-turns.js';

/** Keeps the CPU busy for `ms` (a heavy synchronous stretch, as ranking is). */
const spin = (ms: number): void => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

/**
 * Logs `poll` from a check-phase callback every loop iteration until `stop`: between two entries
 * of a test's own, a `poll` means the loop went round between them.
 */
const pollEveryIteration = () => {
  const events: string[] = [];
  let polling = true;
  const poll = () => {
    events.push('poll');
    if (polling) setImmediate(poll);
  };
  setImmediate(poll);
  return {
    events,
    at: (name: string) => events.indexOf(name),
    stop: () => {
      polling = false;
    },
  };
};

describe('CPU turns', () => {
  it('lets a timer that came due run between heavy stretches instead of after all of them', async () => {
    const turns = createCpuTurns();
    const done: number[] = [];
    let doneWhenTimerRan = -1;
    // Due at once: without turns it would run after all six stretches.
    setTimeout(() => {
      doneWhenTimerRan = done.length;
    }, 0);
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        await turns.turn();
        spin(20);
        done.push(i);
      }),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5]);
    // At most the stretch running when it came due, and the one granted in the same iteration.
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThanOrEqual(2);
  });

  it('runs short stretches back to back in one slice, and polls between long ones', async () => {
    const turns = createCpuTurns();
    const { events, at, stop } = pollEveryIteration();
    const stretch = async (name: string, ms: number) => {
      await turns.turn();
      spin(ms);
      events.push(name);
    };
    await Promise.all([1, 2, 3].map((i) => stretch(`short ${i}`, 0)));
    await Promise.all([1, 2, 3].map((i) => stretch(`long ${i}`, SLICE_MS + 2)));
    stop();
    // Short ones: one slice, nothing between them.
    expect(at('short 2') - at('short 1')).toBe(1);
    expect(at('short 3') - at('short 2')).toBe(1);
    // Long ones: each fills a slice, so another iteration's callback runs between two of them.
    expect(at('long 2') - at('long 1')).toBeGreaterThan(1);
    expect(at('long 3') - at('long 2')).toBeGreaterThan(1);
  });

  it('counts a stretch whole, through the awaits it makes without waiting for I/O', async () => {
    const turns = createCpuTurns();
    const { events, at, stop } = pollEveryIteration();
    // As a SQLite read through the driver's promise does, or an answer written after an `await`.
    const stretch = async (name: string) => {
      await turns.turn();
      await Promise.resolve();
      spin(SLICE_MS + 2);
      events.push(name);
    };
    await Promise.all([1, 2, 3].map((i) => stretch(`long ${i}`)));
    stop();
    // Each fills a slice, so the loop polls between them; counted up to its first `await` only,
    // the next turn would be granted before the spin and the two would run back to back.
    expect(at('long 2') - at('long 1')).toBeGreaterThan(1);
    expect(at('long 3') - at('long 2')).toBeGreaterThan(1);
  });

  it('grants turns one after another with nothing else queued', async () => {
    const turns = createCpuTurns();
    let granted = 0;
    for (let i = 0; i < 100; i++) {
      await turns.turn();
      granted++;
    }
    expect(granted).toBe(100);
  });
});
