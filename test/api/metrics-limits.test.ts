/**
 * Rate-limit rejections reach the operators' /metrics: every 429 the Partner API answers is counted
 * by route in `jaunt_rate_limit_rejections_total`, whichever limit (request window, daily quota)
 * refused it, so the counter stays right however the limits are computed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { JAUNT_METRICS_PORT: '0', JAUNT_RATE_LIMITS: '1000/s,1000/min,10000/h', JAUNT_DAILY_QUOTA: '2' },
  });
});
afterAll(async () => app?.stop());

it('counts the requests refused with 429, by route', async () => {
  const { key } = await app.createKey('self-serve');
  const path = '/partner/v1/homescreen?h3_cell=872a1072bffffff';
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) statuses.push((await app.request(path, { key })).status);
  expect(statuses).toEqual([200, 200, 429, 429]);
  const text = await (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('jaunt_rate_limit_rejections_total{'));
  expect(line).toBe('jaunt_rate_limit_rejections_total{route="/homescreen"} 2');
  // Only the answered ones are timed as homescreen latency.
  expect(text).toContain('jaunt_homescreen_duration_seconds_count 2');
});
