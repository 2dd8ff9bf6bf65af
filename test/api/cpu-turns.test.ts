/**
 * CPU turns over HTTP (src/platform/cpu-turns.ts): with a second of ranking stretches queued, a
 * health check is answered between slices while a Partner API request waits for its turn behind them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureNdjson } from '../fixtures/catalogue.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ndjson: fixtureNdjson });
});
afterAll(() => app.stop());

/** Keeps the CPU busy for `ms`, as a ranking stretch does. */
const spin = (ms: number): void => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('requests and CPU turns', () => {
  it('answers /healthz between slices while every other request waits for its turn behind queued stretches', async () => {
    // 200 × 5 ms: one second of queued CPU. A health check answers after a slice or a few (a few
    // iterations of the loop, more when other processes hold the cores); the bound below leaves it
    // half a second, and without its way past the queue it would wait for all 200.
    const stretches = 200;
    let done = 0;
    const queued = Array.from({ length: stretches }, async () => {
      await app.services.cpu.turn();
      spin(5);
      done++;
    });
    // Sent after the stretches took their places in the queue: a cheap 401 and a health check.
    const partner = app.request('/partner/v1/auth').then((r) => ({ status: r.status, doneBefore: done }));
    const health = app.request('/healthz').then((r) => ({ status: r.status, doneBefore: done }));
    const [p, h] = await Promise.all([partner, health]);
    await Promise.all(queued);
    expect(h.status).toBe(200);
    expect(p.status).toBe(401);
    // The health check waits for a few slices; the partner request's authentication for its turn.
    expect(h.doneBefore).toBeLessThan(stretches / 2);
    expect(p.doneBefore).toBe(stretches);
  });
});
